"""
``mindspore.dataset.vision``: image transforms (Resize, Rescale, Normalize, HWC2CHW, crops, flips, padding,
ToTensor, Decode ...) for ``Dataset.map``, and their enums (Inter, Border, ImageBatchFormat).
"""
from . import transforms, utils
from .transforms import (Resize, Rescale, Normalize, HWC2CHW, CenterCrop, Crop, RandomCrop, RandomHorizontalFlip,
                         RandomVerticalFlip, HorizontalFlip, VerticalFlip, ToTensor, ToType, Pad, RandomResizedCrop,
                         Decode)
from .utils import Inter, Border, ImageBatchFormat

__all__ = [
    "Resize", "Rescale", "Normalize", "HWC2CHW", "CenterCrop", "Crop", "RandomCrop", "RandomHorizontalFlip",
    "RandomVerticalFlip", "HorizontalFlip", "VerticalFlip", "ToTensor", "ToType", "Pad", "RandomResizedCrop",
    "Decode", "Inter", "Border", "ImageBatchFormat"
]


from ..._unsupported import missing_name_hook as _missing_name_hook  # noqa: E402
__getattr__ = _missing_name_hook(__name__)
