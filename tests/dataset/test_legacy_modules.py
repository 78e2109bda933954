"""The MindSpore 1.x module paths kept for old scripts (vision/transforms ``c_transforms`` and ``py_transforms``):
a 1.x pipeline gives the same rows as its 2.x spelling, the names are the 2.x objects (or thin subclasses with the
1.x defaults), and a 1.x name left out raises an AttributeError naming its 2.x replacement.

MindSpore 2.10 itself has no such modules, so the expected rows come from the 2.x spelling of the same pipeline.
"""
import io

import numpy as np
import pytest
from PIL import Image

import mindspore_compat.dataset as ds
import mindspore_compat.dataset.transforms as transforms
import mindspore_compat.dataset.transforms.c_transforms as c_trans
import mindspore_compat.dataset.transforms.py_transforms as py_trans
import mindspore_compat.dataset.vision as vision
import mindspore_compat.dataset.vision.c_transforms as c_vision
import mindspore_compat.dataset.vision.py_transforms as py_vision
from mindspore_compat._unsupported import UnsupportedAttributeError, UnsupportedImportError


def _png_source(n=4, seed=3):
    rs = np.random.RandomState(seed)
    rows = []
    for i in range(n):
        buffer = io.BytesIO()
        Image.fromarray(rs.randint(0, 256, (6, 8, 3), dtype=np.uint8)).save(buffer, format="PNG")
        rows.append((np.frombuffer(buffer.getvalue(), np.uint8), np.array(i % 3, np.int32)))
    return lambda: iter(rows)


def _rows(ops_image, ops_label, batch=2):
    ds.config.set_seed(11)
    data = ds.GeneratorDataset(_png_source(), ["image", "label"], shuffle=False)
    data = data.map(ops_image, input_columns="image")
    data = data.map(ops_label, input_columns="label")
    data = data.batch(batch)
    return [(row["image"].copy(), row["label"].copy()) for row in data.create_dict_iterator(output_numpy=True)]


def _same(a, b):
    assert len(a) == len(b) == 2
    for (ia, la), (ib, lb) in zip(a, b):
        assert ia.dtype == ib.dtype and ia.shape == ib.shape
        np.testing.assert_array_equal(ia, ib)
        np.testing.assert_array_equal(la, lb)


def test_c_transforms_pipeline_equals_2x():
    mean, std = [121.0, 115.0, 100.0], [70.0, 68.0, 71.0]
    legacy = _rows([c_vision.Decode(), c_vision.RandomCrop(4, padding=1), c_vision.RandomHorizontalFlip(),
                    c_vision.Resize((5, 5)), c_vision.Normalize(mean, std), c_vision.HWC2CHW()],
                   [c_trans.OneHot(3), c_trans.TypeCast(np.float32)])
    modern = _rows([vision.Decode(), vision.RandomCrop(4, padding=1), vision.RandomHorizontalFlip(),
                    vision.Resize((5, 5)), vision.Normalize(mean, std), vision.HWC2CHW()],
                   [transforms.OneHot(3), transforms.TypeCast(np.float32)])
    _same(legacy, modern)
    assert legacy[0][0].shape == (2, 3, 5, 5) and legacy[0][0].dtype == np.float32
    assert legacy[0][1].shape == (2, 3)


def test_py_transforms_pipeline_equals_2x():
    mean, std = [0.485, 0.456, 0.406], [0.229, 0.224, 0.225]
    legacy = _rows(py_trans.Compose([py_vision.Decode(), py_vision.ToTensor(), py_vision.Normalize(mean, std)]),
                   [c_trans.TypeCast(np.int64)])
    modern = _rows(transforms.Compose([vision.Decode(to_pil=True), vision.ToTensor(),
                                       vision.Normalize(mean, std, is_hwc=False)]),
                   [transforms.TypeCast(np.int64)])
    _same(legacy, modern)
    assert legacy[0][0].shape == (2, 3, 6, 8)


def test_names_are_the_2x_objects():
    for name in ("Resize", "Rescale", "Normalize", "HWC2CHW", "CenterCrop", "Crop", "RandomCrop", "Pad",
                 "RandomResizedCrop", "Inter", "Border"):
        assert getattr(c_vision, name) is getattr(vision, name)
    assert py_vision.ToTensor is vision.ToTensor and py_vision.HWC2CHW is vision.HWC2CHW
    for name in c_trans.__all__:
        assert getattr(c_trans, name) is getattr(transforms, name)
    for name in py_trans.__all__:
        assert getattr(py_trans, name) is getattr(transforms, name)
    assert issubclass(c_vision.Decode, vision.Decode) and issubclass(py_vision.Normalize, vision.Normalize)


def test_subclasses_keep_1x_defaults():
    buffer = io.BytesIO()
    pixels = np.zeros((1, 2, 3), np.uint8)
    pixels[..., 0] = 250
    Image.fromarray(pixels).save(buffer, format="PNG")
    raw = np.frombuffer(buffer.getvalue(), np.uint8)
    np.testing.assert_array_equal(c_vision.Decode()(raw)[0, 0], [250, 0, 0])
    np.testing.assert_array_equal(c_vision.Decode(rgb=False)(raw)[0, 0], [0, 0, 250])
    assert isinstance(py_vision.Decode()(raw), Image.Image)
    chw = np.stack([np.full((2, 2), 0.5, np.float32), np.full((2, 2), 1.0, np.float32)])
    np.testing.assert_array_equal(py_vision.Normalize([0.5, 0.5], [0.25, 0.5])(chw),
                                  vision.Normalize([0.5, 0.5], [0.25, 0.5], is_hwc=False)(chw))
    assert py_vision.ToType(np.int16)(np.ones((2, 2), np.float32)).dtype == np.int16
    with pytest.raises(TypeError, match="rgb"):
        c_vision.Decode(rgb=1)


def test_missing_1x_names_name_the_replacement():
    with pytest.raises(UnsupportedAttributeError, match=r"vision\.c_transforms\.GaussianBlur.*use "
                                                        r"mindspore\.dataset\.vision\.GaussianBlur "
                                                        r"instead"):
        getattr(c_vision, "GaussianBlur")
    with pytest.raises(AttributeError, match=r"py_transforms\.Resize.*mindspore\.dataset\.vision\.Resize"):
        getattr(py_vision, "Resize")
    with pytest.raises(UnsupportedImportError, match=r"OneHotOp.*mindspore\.dataset\.transforms\.OneHot"):
        from mindspore_compat.dataset.transforms.py_transforms import OneHotOp  # noqa: F401
    with pytest.raises(AttributeError, match=r"Unique.*mindspore\.dataset\.transforms\.Unique"):
        getattr(c_trans, "Unique")
    with pytest.raises(AttributeError, match="has no attribute 'NoSuchOp'"):
        getattr(c_vision, "NoSuchOp")
    assert not hasattr(py_vision, "RandomHorizontalFlip")


def test_c_transforms_colour_ops_are_the_2x_objects():
    for name in ("Invert", "Equalize", "AutoContrast", "ConvertColor", "RandomInvert", "RandomEqualize",
                 "RandomAutoContrast", "ConvertMode", "CutOut", "RandomAffine", "RandomColor", "RandomColorAdjust",
                 "RandomCropDecodeResize", "RandomLighting", "RandomPosterize", "RandomResize", "RandomRotation",
                 "RandomSharpness", "RandomSolarize"):
        assert getattr(c_vision, name) is getattr(vision, name)
    for name in ("RandomErasing", "RandomGrayscale", "RandomPerspective"):
        assert getattr(py_vision, name) is getattr(vision, name)
    with pytest.raises(AttributeError, match=r"py_transforms\.Equalize.*mindspore\.dataset\.vision\.Equalize"):
        getattr(py_vision, "Equalize")
