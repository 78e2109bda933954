"""Colour and region transforms of ``mindspore.dataset.vision`` (Invert, Posterize, Solarize, Equalize,
AutoContrast, AdjustBrightness/Contrast/Saturation, ConvertColor, ResizedCrop, Erase, their random variants,
get_image_size/num_channels): pixels, shapes and errors recorded from MindSpore 2.10.0 CPU on a fixed image
(``np.random.RandomState(0)``)."""
import numpy as np
import pytest

import mindspore_compat.dataset as ds
import mindspore_compat.dataset.vision as vision

IMAGE = np.random.RandomState(0).randint(0, 256, (3, 4, 3)).astype(np.uint8)

# recorded from MindSpore 2.10.0 CPU: (transform, output on IMAGE)
GOLDEN = {
    'invert': ('vision.Invert()', [
        [[83, 208, 138], [63, 188, 4], [60, 152, 246], [44, 234, 13]],
        [[219, 168, 185], [39, 167, 115], [197, 62, 25], [216, 168, 81]],
        [[167, 174, 90], [230, 178, 183], [246, 107, 140], [47, 12, 58]],
    ]),
    'posterize3': ('vision.Posterize(3)', [
        [[160, 32, 96], [192, 64, 224], [192, 96, 0], [192, 0, 224]],
        [[32, 64, 64], [192, 64, 128], [32, 192, 224], [32, 64, 160]],
        [[64, 64, 160], [0, 64, 64], [0, 128, 96], [192, 224, 192]],
    ]),
    'solarize100': ('vision.Solarize(100)', [
        [[83, 47, 138], [63, 67, 4], [60, 152, 9], [44, 21, 13]],
        [[36, 87, 70], [39, 88, 115], [58, 62, 25], [39, 87, 81]],
        [[88, 81, 90], [25, 77, 72], [9, 107, 140], [47, 12, 58]],
    ]),
    'solarize50_150': ('vision.Solarize((50.0, 150.0))', [
        [[172, 47, 138], [192, 188, 251], [195, 152, 9], [211, 21, 242]],
        [[36, 168, 185], [216, 167, 115], [197, 193, 230], [39, 168, 174]],
        [[167, 174, 165], [25, 178, 183], [9, 107, 140], [208, 243, 197]],
    ]),
    'equalize': ('vision.Equalize()', [
        [[139, 23, 93], [162, 46, 255], [185, 185, 0], [232, 0, 232]],
        [[46, 139, 23], [255, 162, 116], [93, 232, 209], [70, 139, 162]],
        [[116, 93, 139], [23, 70, 46], [0, 209, 70], [209, 255, 185]],
    ]),
    'autocontrast': ('vision.AutoContrast()', [
        [[200, 29, 113], [225, 52, 255], [229, 94, 0], [248, 0, 245]],
        [[33, 75, 64], [254, 76, 138], [60, 197, 232], [36, 75, 173]],
        [[97, 68, 164], [19, 64, 66], [0, 145, 111], [245, 255, 198]],
    ]),
    'autocontrast10': ('vision.AutoContrast(10.0, [5])', [
        [[201, 0, 69], [228, 34, 255], [233, 97, 0], [255, 0, 254]],
        [[15, 69, 0], [255, 71, 103], [45, 255, 237], [19, 69, 154]],
        [[86, 59, 140], [0, 52, 2], [0, 176, 66], [250, 255, 188]],
    ]),
    'rgb2gray': ('vision.ConvertColor(vision.ConvertMode.COLOR_RGB2GRAY)', [
        [92, 125, 120, 103],
        [70, 132, 157, 83],
        [93, 61, 103, 227],
    ]),
    'bgr2gray': ('vision.ConvertColor(vision.ConvertMode.COLOR_BGR2GRAY)', [
        [82, 136, 85, 109],
        [76, 118, 189, 108],
        [107, 70, 122, 225],
    ]),
    'resizedcrop': ('vision.ResizedCrop(0, 1, 2, 3, (3, 5))', [
        [[192, 67, 251], [193, 81, 154], [195, 103, 9], [205, 54, 149], [211, 21, 242]],
        [[204, 78, 196], [173, 105, 165], [127, 148, 120], [126, 91, 172], [125, 54, 208]],
        [[216, 88, 140], [153, 130, 176], [58, 193, 230], [47, 129, 196], [39, 87, 174]],
    ]),
    'erase': ('vision.Erase(1, 1, 1, 2, (5, 6, 7))', [
        [[172, 47, 117], [192, 67, 251], [195, 103, 9], [211, 21, 242]],
        [[36, 87, 70], [5, 6, 7], [5, 6, 7], [39, 87, 174]],
        [[88, 81, 165], [25, 77, 72], [9, 148, 115], [208, 243, 197]],
    ]),
    'brightness137': ('vision.AdjustBrightness(1.37)', [
        [[236, 64, 160], [255, 92, 255], [255, 141, 12], [255, 29, 255]],
        [[49, 119, 96], [255, 121, 192], [79, 255, 255], [53, 119, 238]],
        [[121, 111, 226], [34, 105, 99], [12, 203, 158], [255, 255, 255]],
    ]),
    'brightness05': ('vision.AdjustBrightness(0.5)', [
        [[86, 24, 58], [96, 34, 126], [98, 52, 4], [106, 10, 121]],
        [[18, 44, 35], [108, 44, 70], [29, 96, 115], [20, 44, 87]],
        [[44, 40, 82], [12, 38, 36], [4, 74, 58], [104, 122, 98]],
    ]),
    'contrast137': ('vision.AdjustContrast(1.37)', [
        [[193, 22, 118], [221, 50, 255], [225, 99, 0], [247, 0, 255]],
        [[7, 77, 54], [254, 78, 150], [37, 222, 255], [11, 77, 196]],
        [[78, 69, 184], [0, 63, 56], [0, 161, 115], [243, 255, 228]],
    ]),
    'contrast03': ('vision.AdjustContrast(0.3)', [
        [[131, 94, 115], [137, 100, 155], [138, 111, 82], [143, 86, 152]],
        [[91, 106, 101], [145, 106, 122], [97, 138, 149], [92, 106, 132]],
        [[106, 104, 129], [87, 103, 101], [82, 124, 114], [142, 153, 139]],
    ]),
    'saturation137': ('vision.AdjustSaturation(1.37)', [
        [[202, 30, 126], [217, 46, 255], [223, 97, 0], [251, 0, 255]],
        [[23, 93, 70], [247, 72, 143], [21, 206, 255], [23, 88, 208]],
        [[86, 77, 192], [12, 83, 76], [0, 165, 119], [201, 249, 186]],
    ]),
    'saturation03': ('vision.AdjustSaturation(0.3)', [
        [[116, 78, 100], [145, 108, 163], [142, 115, 87], [135, 78, 145]],
        [[60, 75, 70], [157, 119, 134], [127, 168, 179], [70, 84, 110]],
        [[92, 89, 115], [50, 66, 64], [75, 116, 107], [221, 232, 218]],
    ]),
}


@pytest.mark.parametrize("key", sorted(GOLDEN))
def test_pixels_recorded_from_mindspore(key):
    spelling, expected = GOLDEN[key]
    out = eval(spelling)(IMAGE)  # pylint: disable=eval-used
    assert out.dtype == np.uint8
    np.testing.assert_array_equal(out, np.array(expected, np.uint8))


def test_float_and_gray_inputs():
    # recorded from MindSpore 2.10.0 CPU
    f = np.array([[[1.0, 2.0, 254.0]]], np.float32)
    np.testing.assert_array_equal(vision.Invert()(f), [[[254.0, 253.0, 1.0]]])
    assert vision.Invert()(f).dtype == np.float32
    np.testing.assert_array_equal(vision.Posterize(2)(np.ones((2, 2), np.uint8)), np.zeros((2, 2), np.uint8))
    # a (H, W) image comes back with its axes of length 1 dropped (MindSpore 2.10.0 CPU)
    assert vision.Equalize()(np.arange(4, dtype=np.uint8).reshape(1, 4)).shape == (4,)
    assert vision.AutoContrast()(np.arange(4, dtype=np.uint8).reshape(4, 1)).shape == (4,)
    assert vision.Equalize()(np.ones((1, 1), np.uint8)).shape == ()
    assert vision.Equalize()(np.ones((1, 4, 1), np.uint8)).shape == (1, 4, 1)
    rgba = vision.ConvertColor(vision.ConvertMode.COLOR_RGB2RGBA)(IMAGE)
    assert rgba.shape == (3, 4, 4) and (rgba[..., 3] == 255).all()
    np.testing.assert_array_equal(vision.ConvertColor(vision.ConvertMode.COLOR_RGB2BGR)(IMAGE), IMAGE[..., ::-1])
    assert vision.ConvertMode.COLOR_RGB2BGR is vision.ConvertMode.COLOR_BGR2RGB
    assert vision.get_image_size(np.zeros((2, 5, 6, 3))) == [5, 6]
    assert vision.get_image_num_channels(np.zeros((5, 6))) == 1


@pytest.mark.parametrize("build, exc, message", [
    # recorded from MindSpore 2.10.0 CPU
    (lambda: vision.Posterize(9), ValueError, "Input bits is not within the required interval of [0, 8]."),
    (lambda: vision.Posterize(2.0), TypeError, "Argument bits with value 2.0 is not of type [<class 'int'>]"),
    (lambda: vision.Solarize(300), ValueError, "Input threshold[0] is not within the required interval of [0, 255]."),
    (lambda: vision.Solarize((5, 1)), ValueError, "threshold must be in order of (min, max)."),
    (lambda: vision.AutoContrast(50), ValueError, "Input cutoff is not within the required interval of [0, 50)."),
    (lambda: vision.AutoContrast(ignore=300), ValueError, "Input ignore is not within the required interval"),
    (lambda: vision.AutoContrast(ignore=[1.5]), TypeError, "Argument item with value 1.5 is not of type"),
    (lambda: vision.ConvertColor(1), TypeError, "Argument convert_mode with value 1 is not of type"),
    (lambda: vision.Erase(-1, 0, 1, 1), ValueError, "Input top is not within the required interval of"),
    (lambda: vision.Erase(0, 0, 1, 1, (1, 2)), TypeError, "value should be a single integer/float or a 3-tuple."),
    (lambda: vision.ResizedCrop(0, 0, 0, 1, 2), ValueError, "Input height is not within the required interval"),
    (lambda: vision.RandomInvert(2), ValueError, "Input prob is not within the required interval of [0.0, 1.0]."),
    (lambda: vision.get_image_size([1]), TypeError, "Input image is not of type <class 'numpy.ndarray'> or"),
])
def test_argument_errors(build, exc, message):
    with pytest.raises(exc) as info:
        build()
    assert message in str(info.value)


@pytest.mark.parametrize("op, image, message", [
    # recorded from MindSpore 2.10.0 CPU
    (vision.Invert(), np.ones((2, 2), np.uint8), "Invert: input tensor is not in shape of <H,W,C>, but got rank: 2"),
    (vision.Invert(), np.ones((2, 2, 4), np.uint8),
     "Invert: the number of channels of input tensor is not 3, but got: 4"),
    (vision.Posterize(2), np.ones((2, 2, 3), np.float32),
     "Posterize: data type of input image should be int8 or uint8, but got float32"),
    (vision.Equalize(), np.ones((2, 2, 4), np.uint8), "Equalize: channel of input image should be 1 or 3, but got: 4"),
    (vision.AutoContrast(), np.ones((2, 2, 4), np.uint8),
     "AutoContrast: channel of input image should be 1 or 3, but got: 4"),
    (vision.ResizedCrop(1, 1, 5, 5, 3), np.ones((4, 4, 3), np.uint8),
     "ResizedCrop: the sum of top and height: 6 exceeds image height: 4"),
    (vision.Erase(3, 3, 5, 5, 1), np.ones((4, 4, 3), np.uint8),
     "Erase: box size is too large for image erase, got box height: 5box weight: 5, and image height: 4"),
    (vision.Erase(0, 0, 1, 1, 7), np.ones((2, 2), np.uint8),
     "Erase: input tensor is not in shape of <H,W,C>, but got rank: 2"),
])
def test_runtime_errors(op, image, message):
    with pytest.raises(RuntimeError, match="Exception thrown from dataset pipeline") as info:
        op(image)
    assert message in str(info.value)


def test_random_variants_apply_the_fixed_transform_or_nothing():
    ds.config.set_seed(5)
    rows = [np.full((1, 2, 3), 10 * i, np.uint8) for i in range(10)]
    data = ds.GeneratorDataset(lambda: iter([(r,) for r in rows]), ["image"], shuffle=False)
    data = data.map(vision.RandomInvert(), input_columns="image")
    seen = [int(r["image"][0, 0, 0]) for r in data.create_dict_iterator(output_numpy=True)]
    assert all(v in (10 * i, 255 - 10 * i) for i, v in enumerate(seen))
    assert len({v == 10 * i for i, v in enumerate(seen)}) == 2
    np.testing.assert_array_equal(vision.RandomInvert(1.0)(IMAGE), 255 - IMAGE)
    np.testing.assert_array_equal(vision.RandomInvert(0.0)(IMAGE), IMAGE)
    np.testing.assert_array_equal(vision.RandomEqualize(1.0)(IMAGE), np.array(GOLDEN["equalize"][1], np.uint8))
    np.testing.assert_array_equal(vision.RandomAutoContrast(10.0, [5], 1.0)(IMAGE),
                                  np.array(GOLDEN["autocontrast10"][1], np.uint8))


def test_adjust_float_inputs_and_errors():
    # recorded from MindSpore 2.10.0 CPU: float images are scaled without rounding or saturation
    f = np.full((2, 2, 3), 3.0, np.float32)
    np.testing.assert_array_equal(vision.AdjustBrightness(2.0)(f), np.full((2, 2, 3), 6.0, np.float32))
    np.testing.assert_array_equal(vision.AdjustContrast(2.0)(f), f)
    np.testing.assert_array_equal(vision.AdjustSaturation(2.0)(f), f)
    np.testing.assert_array_equal(vision.AdjustBrightness(2.0)(np.ones((2, 2), np.uint8)), np.full((2, 2), 2))
    with pytest.raises(ValueError, match=r"Input brightness_factor is not within the required interval of "
                                         r"\[0, 16777216\]"):
        vision.AdjustBrightness(-1)
    with pytest.raises(TypeError, match="Argument saturation_factor with value True is not of type"):
        vision.AdjustSaturation(True)
    with pytest.raises(RuntimeError, match=r"AdjustContrast: the dimension of image tensor does not match the "
                                           r"requirement of operator. Expecting tensor in dimension of \(3\)"):
        vision.AdjustContrast(2.0)(np.ones((2, 2), np.uint8))
    with pytest.raises(RuntimeError, match=r"AdjustBrightness: the channel of image tensor .* channel of \(1, 3\). "
                                           r"But got channel 4."):
        vision.AdjustBrightness(2.0)(np.ones((2, 2, 4), np.uint8))


def test_not_random_and_to_numpy():
    # recorded from MindSpore 2.10.0 CPU: not_random returns the function itself with random=False;
    # vision.not_random and transforms.not_random are two functions; ToNumpy gives an ndarray
    import mindspore_compat.dataset.transforms as transforms
    from PIL import Image

    def double(x):
        return x * 2
    assert transforms.not_random(double) is double and double.random is False
    assert vision.not_random is not transforms.not_random
    out = vision.ToNumpy()(Image.fromarray(IMAGE))
    assert type(out) is np.ndarray and out.dtype == np.uint8
    np.testing.assert_array_equal(out, IMAGE)
    assert vision.ToNumpy()(np.ones((2, 2), np.float32)).dtype == np.float32
