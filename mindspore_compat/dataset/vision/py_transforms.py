"""
``mindspore.dataset.vision.py_transforms``: the MindSpore 1.x module path of the Python image transforms, kept for
1.x scripts (MindSpore 2.x removed it). It provides the operations whose 1.x results equal a 2.x operation:
:class:`ToTensor`, :class:`HWC2CHW` and the Python-random operations :class:`RandomErasing`, :class:`RandomGrayscale`
and :class:`RandomPerspective` are the :mod:`mindspore.dataset.vision` objects; :class:`Decode` (which gave a
PIL image), :class:`Normalize` (which worked on (C, H, W) float arrays) and :class:`ToType` (whose argument was
``output_type``) are thin subclasses with the 1.x defaults. The 1.x operations on PIL images (resizing, cropping,
flipping, colour) are left out: the 2.x operations return numpy arrays and resize with OpenCV's rules, so use the
:mod:`mindspore.dataset.vision` operation named in the error instead.
"""
import numpy as np

from ..core.validator_helpers import type_check
from . import transforms as _vision
from .transforms import ToTensor, HWC2CHW, RandomErasing, RandomGrayscale, RandomPerspective
from .transforms_more import MixUp

__all__ = ["Decode", "ToTensor", "HWC2CHW", "Normalize", "ToType", "RandomErasing", "RandomGrayscale",
           "RandomPerspective", "MixUp"]


class Decode(_vision.Decode):
    """
    Decode an encoded image (bytes, or a 1-D uint8 array of them) to an RGB PIL image: the 1.x spelling of
    ``mindspore.dataset.vision.Decode(to_pil=True)``.

    Raises:
        RuntimeError: If the data cannot be decoded (when applied).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import io
        >>> import numpy as np
        >>> from PIL import Image
        >>> import mindspore.dataset.vision.py_transforms as py_vision
        >>> buffer = io.BytesIO()
        >>> Image.fromarray(np.full((2, 3, 3), 7, np.uint8)).save(buffer, format="PNG")
        >>> image = py_vision.Decode()(buffer.getvalue())
        >>> print(image.mode, image.size)
        RGB (3, 2)
    """

    def __init__(self):
        super().__init__(to_pil=True)


class Normalize(_vision.Normalize):
    """
    Normalize a (C, H, W) image per channel, ``output[c] = (image[c] - mean[c]) / std[c]`` as float32: the 1.x
    spelling of ``mindspore.dataset.vision.Normalize(mean, std, is_hwc=False)``, used after :class:`ToTensor`.

    Args:
        mean (Sequence[float]): Channel means (in [0, 1] after :class:`ToTensor`).
        std (Sequence[float]): Channel standard deviations.

    Raises:
        TypeError: If `mean` or `std` is not a list/tuple of numbers.
        ValueError: If a value is out of range or the lengths differ.
        RuntimeError: If the number of channels does not match (when applied).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.vision.py_transforms as py_vision
        >>> chw = np.full((2, 1, 1), 0.5, np.float32)
        >>> print(py_vision.Normalize([0.5, 0.25], [0.5, 0.25])(chw).ravel())
        [0. 1.]
    """

    def __init__(self, mean, std):
        super().__init__(mean, std, is_hwc=False)


class ToType(_vision.ToType):
    """
    Cast an image to `output_type`: the 1.x spelling of ``mindspore.dataset.vision.ToType(output_type)``.

    Args:
        output_type (numpy.dtype): The target type.

    Raises:
        TypeError: If `output_type` is not a dtype.

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.vision.py_transforms as py_vision
        >>> print(py_vision.ToType(np.int32)(np.array([[1.0, 2.0]], np.float32)).dtype)
        int32
    """

    def __init__(self, output_type):
        type_check(output_type, (type, np.dtype), "output_type")
        super().__init__(output_type)
        self.output_type = output_type


# 1.x names of this module that are not provided, with the 2.x spelling to use instead.
_REPLACED = {name: f"mindspore.dataset.vision.{name}" for name in (
    "AutoContrast", "CenterCrop", "Equalize", "FiveCrop", "Grayscale", "HsvToRgb", "Invert", "LinearTransformation",
    "NormalizePad", "Pad", "RandomAffine", "RandomColor", "RandomColorAdjust", "RandomCrop",
    "RandomHorizontalFlip", "RandomLighting",
    "RandomResizedCrop", "RandomRotation", "RandomSharpness", "RandomVerticalFlip", "Resize", "RgbToHsv", "TenCrop",
    "ToPIL", "UniformAugment")}
_REPLACED["Cutout"] = "mindspore.dataset.vision.CutOut(length, num_patches, is_hwc=False)"


from .._legacy import legacy_name_hook as _legacy_name_hook  # noqa: E402
__getattr__ = _legacy_name_hook(__name__, _REPLACED)
