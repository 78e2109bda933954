"""
``mindspore.dataset.vision.c_transforms``: the MindSpore 1.x module path of the C++ image transforms, kept for
1.x scripts (MindSpore 2.x removed it). Its names are the :mod:`mindspore.dataset.vision` objects themselves
(the 1.x operations worked on (H, W, C) numpy images with OpenCV, as the 2.x ones do by default); only
:class:`Decode`, whose 1.x argument was ``rgb``, is a thin subclass. New code should import
:mod:`mindspore.dataset.vision`.
"""
from ..core.validator_helpers import type_check
from . import transforms as _vision
from .transforms import (Resize, Rescale, Normalize, HWC2CHW, CenterCrop, Crop, RandomCrop, RandomHorizontalFlip,
                         RandomVerticalFlip, HorizontalFlip, VerticalFlip, Pad, RandomResizedCrop, Invert, Equalize,
                         AutoContrast, ConvertColor, RandomInvert, RandomEqualize, RandomAutoContrast, CutOut,
                         RandomAffine, RandomColor, RandomColorAdjust, RandomCropDecodeResize, RandomLighting,
                         RandomPosterize, RandomResize, RandomRotation, RandomSharpness, RandomSolarize)
from .transforms_more import (AutoAugment, BoundingBoxAugment, CutMixBatch, MixUpBatch, RandomCropWithBBox,
                              RandomHorizontalFlipWithBBox, RandomResizedCropWithBBox, RandomResizeWithBBox,
                              RandomSelectSubpolicy, RandomVerticalFlipWithBBox, ResizeWithBBox, UniformAugment)
from .utils import Inter, Border, ImageBatchFormat, ConvertMode

__all__ = [
    "Decode", "Resize", "Rescale", "Normalize", "HWC2CHW", "CenterCrop", "Crop", "RandomCrop",
    "RandomHorizontalFlip", "RandomVerticalFlip", "HorizontalFlip", "VerticalFlip", "Pad", "RandomResizedCrop",
    "Invert", "Equalize", "AutoContrast", "ConvertColor", "RandomInvert", "RandomEqualize", "RandomAutoContrast",
    "Inter", "Border", "ImageBatchFormat", "ConvertMode", "CutOut", "RandomAffine", "RandomColor",
    "RandomColorAdjust", "RandomCropDecodeResize", "RandomLighting", "RandomPosterize", "RandomResize",
    "RandomRotation", "RandomSharpness", "RandomSolarize", "AutoAugment", "BoundingBoxAugment", "CutMixBatch",
    "MixUpBatch", "RandomCropWithBBox", "RandomHorizontalFlipWithBBox", "RandomResizedCropWithBBox",
    "RandomResizeWithBBox", "RandomSelectSubpolicy", "RandomVerticalFlipWithBBox", "ResizeWithBBox", "UniformAugment"
]


class Decode(_vision.Decode):
    """
    Decode an encoded image (1-D uint8 array of JPEG, PNG, BMP ... bytes) to an (H, W, 3) uint8 array: the 1.x
    spelling of ``mindspore.dataset.vision.Decode()``.

    Args:
        rgb (bool, optional): Whether the channels come out in RGB order; ``False`` gives BGR. Default: ``True``.

    Raises:
        TypeError: If `rgb` is not a bool.
        RuntimeError: If the data cannot be decoded (when applied).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import io
        >>> import numpy as np
        >>> from PIL import Image
        >>> import mindspore.dataset.vision.c_transforms as c_vision
        >>> pixels = np.zeros((1, 2, 3), np.uint8)
        >>> pixels[..., 0] = 255
        >>> buffer = io.BytesIO()
        >>> Image.fromarray(pixels).save(buffer, format="PNG")
        >>> print(c_vision.Decode(rgb=False)(np.frombuffer(buffer.getvalue(), np.uint8)))
        [[[  0   0 255]
          [  0   0 255]]]
    """

    def __init__(self, rgb=True):
        type_check(rgb, (bool,), "rgb")
        super().__init__(to_pil=False)
        self.rgb = rgb

    def _decode(self, raw):
        image = super()._decode(raw)
        return image if self.rgb else image[..., ::-1].copy()


# 1.x names of this module that are not provided, with the 2.x spelling to use instead.
_REPLACED = {name: f"mindspore.dataset.vision.{name}" for name in (
    "AdjustGamma", "GaussianBlur", "HsvToRgb", "NormalizePad", "RandomAdjustSharpness", "RgbToHsv", "Rotate",
    "SlicePatches")}
_REPLACED["SoftDvppDecodeResizeJpeg"] = "mindspore.dataset.vision.Decode followed by mindspore.dataset.vision.Resize"
_REPLACED["SoftDvppDecodeRandomCropResizeJpeg"] = "mindspore.dataset.vision.RandomCropDecodeResize"


from .._legacy import legacy_name_hook as _legacy_name_hook  # noqa: E402
__getattr__ = _legacy_name_hook(__name__, _REPLACED)
