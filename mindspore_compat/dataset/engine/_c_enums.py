"""The engine-side enums of the vision options, which the ``to_c_type`` methods of the vision enums return.

MindSpore hands these to its C++ kernels as pybind11 enums; here they are Python enums with the same class names,
member names and values, that print the same way (``<InterpolationMode.DE_INTER_LINEAR: 0>``), convert with
``int()`` and, like pybind11 enums, are not equal to plain ints.
"""
from enum import Enum

__all__ = ["InterpolationMode", "BorderType", "ConvertMode", "ImageBatchFormat", "ImageReadMode", "SliceMode",
           "AutoAugmentPolicy"]


class _EngineEnum(Enum):
    """An enum member that converts to its int value."""

    def __int__(self):
        return self.value

    def __index__(self):
        return self.value


class InterpolationMode(_EngineEnum):
    """Interpolation modes of the resizing kernels."""
    DE_INTER_LINEAR = 0
    DE_INTER_NEAREST_NEIGHBOUR = 1
    DE_INTER_CUBIC = 2
    DE_INTER_AREA = 3
    DE_INTER_PILCUBIC = 4


class BorderType(_EngineEnum):
    """Border modes of the padding kernels."""
    DE_BORDER_CONSTANT = 0
    DE_BORDER_EDGE = 1
    DE_BORDER_REFLECT = 2
    DE_BORDER_SYMMETRIC = 3


class ConvertMode(_EngineEnum):
    """Colour conversions; the RGB and BGR spellings of one channel reordering share a value."""
    DE_COLOR_BGR2BGRA = 0
    DE_COLOR_RGB2RGBA = 0
    DE_COLOR_BGRA2BGR = 1
    DE_COLOR_RGBA2RGB = 1
    DE_COLOR_BGR2RGBA = 2
    DE_COLOR_RGB2BGRA = 2
    DE_COLOR_RGBA2BGR = 3
    DE_COLOR_BGRA2RGB = 3
    DE_COLOR_BGR2RGB = 4
    DE_COLOR_RGB2BGR = 4
    DE_COLOR_BGRA2RGBA = 5
    DE_COLOR_RGBA2BGRA = 5
    DE_COLOR_BGR2GRAY = 6
    DE_COLOR_RGB2GRAY = 7
    DE_COLOR_GRAY2BGR = 8
    DE_COLOR_GRAY2RGB = 8
    DE_COLOR_GRAY2BGRA = 9
    DE_COLOR_GRAY2RGBA = 9
    DE_COLOR_BGRA2GRAY = 10
    DE_COLOR_RGBA2GRAY = 11


class ImageBatchFormat(_EngineEnum):
    """Layouts of image batches."""
    DE_IMAGE_BATCH_FORMAT_NHWC = 0
    DE_IMAGE_BATCH_FORMAT_NCHW = 1


class ImageReadMode(_EngineEnum):
    """Channel modes of the image file readers."""
    DE_IMAGE_READ_MODE_UNCHANGED = 0
    DE_IMAGE_READ_MODE_GRAYSCALE = 1
    DE_IMAGE_READ_MODE_COLOR = 2


class SliceMode(_EngineEnum):
    """Remainder handling of the patch slicer."""
    DE_SLICE_PAD = 0
    DE_SLICE_DROP = 1


class AutoAugmentPolicy(_EngineEnum):
    """The AutoAugment policies."""
    DE_AUTO_AUGMENT_POLICY_IMAGENET = 0
    DE_AUTO_AUGMENT_POLICY_CIFAR10 = 1
    DE_AUTO_AUGMENT_POLICY_SVHN = 2
