"""mindspore.dataset.vision: outputs compared with values recorded from the real MindSpore 2.10
(tests/dataset/data/vision_goldens.npz, made by data/make_vision_goldens.py) and analytic values."""
import io
import os

import numpy as np
import pytest

import mindspore_compat.dataset as ds
import mindspore_compat.dataset.vision as vision

GOLDENS = np.load(os.path.join(os.path.dirname(__file__), "data", "vision_goldens.npz"))


def image():
    return np.random.RandomState(0).randint(0, 256, (6, 8, 3)).astype(np.uint8)


def ours(name, img):
    f32 = img.astype(np.float32) / 3
    inter = vision.Inter
    table = {
        "linear_3x4": lambda: vision.Resize((3, 4))(img),
        "linear_9x13": lambda: vision.Resize((9, 13))(img),
        "linear_5x3": lambda: vision.Resize((5, 3))(img),
        "linear_int4": lambda: vision.Resize(4)(img),
        "linear_gray_3x5": lambda: vision.Resize((3, 5))(img[:, :, 0]),
        "nearest_9x13": lambda: vision.Resize((9, 13), inter.NEAREST)(img),
        "nearest_4x5": lambda: vision.Resize((4, 5), inter.NEAREST)(img),
        "cubic_9x13": lambda: vision.Resize((9, 13), inter.BICUBIC)(img),
        "cubic_4x5": lambda: vision.Resize((4, 5), inter.BICUBIC)(img),
        "area_3x4": lambda: vision.Resize((3, 4), inter.AREA)(img),
        "area_4x5": lambda: vision.Resize((4, 5), inter.AREA)(img),
        "area_9x13": lambda: vision.Resize((9, 13), inter.AREA)(img),
        "pilcubic_4x5": lambda: vision.Resize((4, 5), inter.PILCUBIC)(img),
        "float_linear_9x13": lambda: vision.Resize((9, 13))(f32),
        "float_linear_4x5": lambda: vision.Resize((4, 5))(f32),
        "normalize": lambda: vision.Normalize([100., 110., 120.], [50., 60., 70.])(img),
        "normalize_chw": lambda: vision.Normalize([100., 110., 120.], [50., 60., 70.], is_hwc=False)(
            img.transpose(2, 0, 1)),
        "to_tensor": lambda: vision.ToTensor()(img),
        "rescale": lambda: vision.Rescale(1.0 / 255.0, -0.5)(img),
        "center_crop_3x5": lambda: vision.CenterCrop((3, 5))(img),
        "center_crop_pad_8x10": lambda: vision.CenterCrop((8, 10))(img),
        "pad_reflect": lambda: vision.Pad([1, 2, 3, 0], padding_mode=vision.Border.REFLECT)(img),
        "pad_symmetric": lambda: vision.Pad(1, padding_mode=vision.Border.SYMMETRIC)(img),
        "pad_edge": lambda: vision.Pad([2, 1], padding_mode=vision.Border.EDGE)(img),
        "pad_fill_rgb": lambda: vision.Pad(1, fill_value=(1, 2, 3))(img),
    }
    return table[name]()


@pytest.mark.parametrize("name", sorted(GOLDENS.files))
def test_matches_mindspore(name):
    want = GOLDENS[name]
    got = ours(name, image())
    assert got.shape == want.shape and got.dtype == want.dtype
    if want.dtype.kind == "f":
        np.testing.assert_allclose(got, want, rtol=0, atol=1e-5)
    else:
        assert np.array_equal(got, want), f"max diff {np.abs(got.astype(int) - want.astype(int)).max()}"


def test_resize_small_examples():
    img = (np.arange(4 * 5 * 3) * 7 % 256).astype(np.uint8).reshape(4, 5, 3)
    assert vision.Resize((7, 3))(img)[:, :, 0].tolist() == [
        [7, 42, 77], [44, 79, 114], [104, 139, 174], [165, 200, 106], [206, 241, 38], [120, 155, 98], [66, 101, 136]]
    assert vision.Resize((2, 9))(img)[:, :, 1].tolist() == [
        [60, 67, 78, 90, 102, 113, 125, 136, 144], [142, 149, 160, 115, 56, 67, 79, 90, 98]]
    assert vision.Resize(3)(img).shape == (3, 3, 3)
    with pytest.raises(ValueError, match=r"^Input is not within the required interval of \[1, 16777216\].$"):
        vision.Resize(0)
    with pytest.raises(TypeError, match="^Size should be a single integer or a list/tuple"):
        vision.Resize((2, 3, 4))
    with pytest.raises(RuntimeError, match="Resize: the image tensor should have at least two dimensions"):
        vision.Resize((2, 3))(np.zeros((2,), np.uint8))
    with pytest.raises(TypeError, match="img should be PIL image"):
        vision.Resize((2, 2), vision.Inter.ANTIALIAS)(img)


def test_exact_simple_ops():
    img = image()
    assert vision.HWC2CHW()(img).shape == (3, 6, 8)
    assert np.array_equal(vision.HWC2CHW()(img)[1], img[:, :, 1])
    assert vision.HWC2CHW()(img[:, :, 0]).shape == (6, 8)
    with pytest.raises(RuntimeError, match="HWC2CHW: image shape should be <H,W> or <H,W,C>, but got rank: 4"):
        vision.HWC2CHW()(np.zeros((2, 3, 4, 5)))
    out = vision.Rescale(2.0, 1)(np.array([1, 2], np.int32))
    assert out.dtype == np.float32 and out.tolist() == [3.0, 5.0]
    norm = vision.Normalize([1.0, 2.0, 3.0], [2.0, 2.0, 2.0])((np.arange(60) * 7 % 256).astype(np.uint8)
                                                             .reshape(4, 5, 3))
    assert norm.dtype == np.float32 and norm[0, 0].tolist() == [-0.5, 2.5, 5.5]
    assert vision.Normalize([100.0], [50.0])(img)[0, 0].tolist() == pytest.approx(
        [(v - 100) / 50 for v in img[0, 0].tolist()])
    with pytest.raises(RuntimeError, match="Normalize: number of channels does not match the size of mean and std "
                                           "vectors, got channels: 1, size of mean: 3"):
        vision.Normalize([100., 110., 120.], [50., 60., 70.])(img[:, :, 0])
    with pytest.raises(ValueError, match=r"^Input mean\[0\] is not within the required interval of \[0, 255\].$"):
        vision.Normalize([300.], [50.])
    with pytest.raises(ValueError, match=r"^Input std\[0\] is not within the required interval of \(0, 255\].$"):
        vision.Normalize([3.], [0.])
    tensor = vision.ToTensor()(img[:, :, 0])
    assert tensor.shape == (1, 6, 8) and tensor.dtype == np.float32
    assert vision.ToTensor(np.float64)(img).dtype == np.float64
    assert vision.ToType(np.float32)(img).dtype == np.float32


def test_crops_flips_and_padding():
    grid = np.arange(1, 31).reshape(5, 6).astype(np.uint8)
    assert vision.CenterCrop((7, 9))(grid).tolist()[1] == [0, 0, 1, 2, 3, 4, 5, 6, 0]
    assert vision.CenterCrop((3, 9))(grid).tolist() == [[0, 0, 7, 8, 9, 10, 11, 12, 0], [0, 0, 13, 14, 15, 16, 17, 18, 0],
                                                         [0, 0, 19, 20, 21, 22, 23, 24, 0]]
    assert vision.CenterCrop((4, 3))(np.arange(35).reshape(5, 7).astype(np.uint8))[0].tolist() == [2, 3, 4]
    assert vision.Crop((1, 2), (2, 3))(grid).tolist() == [[9, 10, 11], [15, 16, 17]]
    with pytest.raises(RuntimeError, match="Crop: Crop height dimension: 7 exceeds image height: 5"):
        vision.Crop((5, 2), (2, 3))(grid)
    assert vision.HorizontalFlip()(grid)[0].tolist() == [6, 5, 4, 3, 2, 1]
    assert vision.VerticalFlip()(grid)[:, 0].tolist() == [25, 19, 13, 7, 1]
    assert vision.RandomHorizontalFlip(1.0)(grid)[0].tolist() == [6, 5, 4, 3, 2, 1]
    assert np.array_equal(vision.RandomVerticalFlip(0.0)(grid), grid)
    assert vision.Pad([1, 2], fill_value=9)(grid[:2, :2]).shape == (6, 4)
    assert vision.Pad([1, 2, 3, 0])(grid[:2, :2]).shape == (4, 6)
    with pytest.raises(ValueError, match="^The size of the padding list or tuple should be 2 or 4.$"):
        vision.Pad([1, 2, 3])
    with pytest.raises(ValueError, match=r"^Input prob is not within the required interval of \[0.0, 1.0\].$"):
        vision.RandomHorizontalFlip(1.5)


def test_random_crop():
    img = image()
    assert np.array_equal(vision.RandomCrop((6, 8))(img), img)
    assert vision.RandomCrop(10, pad_if_needed=True)(img).shape == (10, 10, 3)
    assert vision.RandomCrop(4, padding=1)(img).shape == (4, 4, 3)
    with pytest.raises(RuntimeError, match="RandomCrop: invalid crop size, crop size is bigger than the image "
                                           "dimensions, got crop height: 10, crop width: 10"):
        vision.RandomCrop(10)(img)
    # every crop is a window of the image, and a seeded pipeline repeats its choices
    data = ds.NumpySlicesDataset(np.stack([np.arange(100).reshape(10, 10)] * 6), shuffle=False)
    data = data.map(vision.RandomCrop(3))
    ds.config.set_seed(2)
    first = [r[0] for r in data.create_tuple_iterator(output_numpy=True)]
    for crop in first:
        top, left = divmod(int(crop[0, 0]), 10)
        assert np.array_equal(crop, np.arange(100).reshape(10, 10)[top:top + 3, left:left + 3])
    assert len({int(c[0, 0]) for c in first}) > 1
    again = [r[0] for r in data.create_tuple_iterator(output_numpy=True)]
    assert all(np.array_equal(a, b) for a, b in zip(first, again))


def test_random_resized_crop_and_decode():
    out = vision.RandomResizedCrop(4)(np.zeros((10, 10, 3), np.uint8))
    assert out.shape == (4, 4, 3)
    from PIL import Image
    buffer = io.BytesIO()
    pixels = np.random.RandomState(1).randint(0, 256, (3, 4, 3)).astype(np.uint8)
    Image.fromarray(pixels).save(buffer, format="PNG")
    decoded = vision.Decode()(np.frombuffer(buffer.getvalue(), np.uint8))
    assert np.array_equal(decoded, pixels)
    with pytest.raises(RuntimeError, match="Decode: image decode failed."):
        vision.Decode()(np.zeros(8, np.uint8))


def test_vision_pipeline():
    images = np.stack([image()] * 3)
    data = ds.NumpySlicesDataset({"image": images, "label": [0, 1, 2]}, shuffle=False)
    data = data.map([vision.Resize((4, 4)), vision.Rescale(1 / 255, 0), vision.HWC2CHW()], input_columns="image")
    data = data.batch(3)
    assert data.output_shapes() == [[3, 3, 4, 4], [3]]
    assert data.output_types() == [np.dtype("float32"), np.dtype("int64")]
