"""
``mindspore.dataset.vision``: image transforms (Resize, Rescale, Normalize, HWC2CHW, crops, flips, padding,
ToTensor, Decode ...) for ``Dataset.map``, and their enums (Inter, Border, ImageBatchFormat).
"""
from . import transforms, utils
from .transforms import (Resize, Rescale, Normalize, HWC2CHW, CenterCrop, Crop, RandomCrop, RandomHorizontalFlip,
                         RandomVerticalFlip, HorizontalFlip, VerticalFlip, ToTensor, ToType, Pad, RandomResizedCrop,
                         Decode, Invert, Posterize, Solarize, Equalize, AutoContrast, ConvertColor, ResizedCrop, Erase,
                         RandomInvert, RandomEqualize, RandomAutoContrast, AdjustBrightness, AdjustContrast,
                         AdjustSaturation, not_random, ToNumpy)
from .utils import Inter, Border, ImageBatchFormat, ConvertMode, get_image_num_channels, get_image_size
from .transforms import (AdjustGamma, AdjustHue, AdjustSharpness, Affine, Rotate, Perspective, GaussianBlur,
                         Grayscale, HsvToRgb, RgbToHsv, FiveCrop, TenCrop, PadToSize, NormalizePad,
                         LinearTransformation, SlicePatches, ToPIL, RandomAdjustSharpness)
from .transforms import (RandomAffine, RandomColor, RandomColorAdjust, RandomCropDecodeResize, RandomErasing,
                         RandomGrayscale, RandomLighting, RandomPerspective, RandomPosterize, RandomResize,
                         RandomRotation, RandomSharpness, RandomSolarize, CutOut)
from .transforms_more import (BoundingBoxAugment, RandomCropWithBBox, RandomHorizontalFlipWithBBox,
                              RandomVerticalFlipWithBBox, RandomResizeWithBBox, RandomResizedCropWithBBox,
                              ResizeWithBBox, MixUpBatch, CutMixBatch, MixUp, UniformAugment, RandomSelectSubpolicy,
                              AutoAugment, RandAugment, TrivialAugmentWide)
from ._video import read_video, read_video_timestamps, VideoDecoder, DecodeVideo
from .utils import (ImageReadMode, SliceMode, AutoAugmentPolicy, encode_jpeg, encode_png, read_file, read_image,
                    write_file, write_jpeg, write_png)

__all__ = [
    "Resize", "Rescale", "Normalize", "HWC2CHW", "CenterCrop", "Crop", "RandomCrop", "RandomHorizontalFlip",
    "RandomVerticalFlip", "HorizontalFlip", "VerticalFlip", "ToTensor", "ToType", "Pad", "RandomResizedCrop",
    "Decode", "Inter", "Border", "ImageBatchFormat", "Invert", "Posterize", "Solarize", "Equalize", "AutoContrast",
    "ConvertColor", "ResizedCrop", "Erase", "RandomInvert", "RandomEqualize", "RandomAutoContrast", "ConvertMode",
    "get_image_num_channels", "get_image_size", "AdjustBrightness", "AdjustContrast", "AdjustSaturation",
    "not_random", "ToNumpy",
    "AdjustGamma", "AdjustHue", "AdjustSharpness", "Affine", "Rotate", "Perspective", "GaussianBlur", "Grayscale",
    "HsvToRgb", "RgbToHsv", "FiveCrop", "TenCrop", "PadToSize", "NormalizePad", "LinearTransformation",
    "SlicePatches", "ToPIL", "ImageReadMode", "SliceMode", "AutoAugmentPolicy", "encode_jpeg", "encode_png",
    "read_file", "read_image", "write_file", "write_jpeg", "write_png", "RandomAdjustSharpness",
    "RandomAffine", "RandomColor", "RandomColorAdjust", "RandomCropDecodeResize", "RandomErasing", "RandomGrayscale",
    "RandomLighting", "RandomPerspective", "RandomPosterize", "RandomResize", "RandomRotation", "RandomSharpness",
    "RandomSolarize", "CutOut",
    "BoundingBoxAugment", "RandomCropWithBBox", "RandomHorizontalFlipWithBBox", "RandomVerticalFlipWithBBox",
    "RandomResizeWithBBox", "RandomResizedCropWithBBox", "ResizeWithBBox", "MixUpBatch", "CutMixBatch", "MixUp",
    "UniformAugment", "RandomSelectSubpolicy", "AutoAugment", "RandAugment", "TrivialAugmentWide",
    "read_video", "read_video_timestamps", "VideoDecoder", "DecodeVideo",
]


from ..._unsupported import missing_name_hook as _missing_name_hook  # noqa: E402
__getattr__ = _missing_name_hook(__name__)
