"""Enums of the vision transforms (``mindspore.dataset.vision.utils``)."""
from enum import Enum, IntEnum

import numpy as np

from ..engine.datasets import _pipeline_error

__all__ = ["Inter", "Border", "ImageBatchFormat", "ConvertMode", "get_image_num_channels", "get_image_size"]


class Inter(IntEnum):
    """
    Interpolation modes of the resizing transforms.

    - ``Inter.NEAREST``: nearest neighbour.
    - ``Inter.ANTIALIAS``: antialiased resampling of PIL images (numpy images are rejected, as in MindSpore).
    - ``Inter.BILINEAR`` / ``Inter.LINEAR``: bilinear (the default).
    - ``Inter.BICUBIC`` / ``Inter.CUBIC``: bicubic.
    - ``Inter.AREA``: pixel-area relation (averaging when shrinking).
    - ``Inter.PILCUBIC``: bicubic as Pillow computes it.

    Examples:
        >>> import mindspore.dataset.vision as vision
        >>> print(vision.Inter.LINEAR is vision.Inter.BILINEAR)
        True
    """
    NEAREST = 0
    ANTIALIAS = 1
    BILINEAR = LINEAR = 2
    BICUBIC = CUBIC = 3
    AREA = 4
    PILCUBIC = 5


class Border(str, Enum):
    """
    Padding modes.

    - ``Border.CONSTANT``: a constant value.
    - ``Border.EDGE``: the edge pixel repeated.
    - ``Border.REFLECT``: reflection without repeating the edge (``dcb|abcd|cba``).
    - ``Border.SYMMETRIC``: reflection repeating the edge (``cba|abcd|dcb``).

    Examples:
        >>> import mindspore.dataset.vision as vision
        >>> print(vision.Border.EDGE.value)
        edge
    """
    CONSTANT: str = "constant"
    EDGE: str = "edge"
    REFLECT: str = "reflect"
    SYMMETRIC: str = "symmetric"


class ImageBatchFormat(IntEnum):
    """
    Layouts of image batches: ``NHWC`` and ``NCHW``.

    Examples:
        >>> import mindspore.dataset.vision as vision
        >>> print(vision.ImageBatchFormat.NCHW.value)
        1
    """
    NHWC = 0
    NCHW = 1


class ConvertMode(IntEnum):
    """
    Colour-space conversions of :class:`mindspore.dataset.vision.ConvertColor`. The RGB and BGR spellings of a
    conversion that only reorders or adds channels share one value (for instance ``COLOR_RGB2BGR`` is
    ``COLOR_BGR2RGB``).

    Examples:
        >>> import mindspore.dataset.vision as vision
        >>> print(vision.ConvertMode.COLOR_RGB2BGR is vision.ConvertMode.COLOR_BGR2RGB)
        True
    """
    COLOR_BGR2BGRA = 0
    COLOR_RGB2RGBA = 0
    COLOR_BGRA2BGR = 1
    COLOR_RGBA2RGB = 1
    COLOR_BGR2RGBA = 2
    COLOR_RGB2BGRA = 2
    COLOR_RGBA2BGR = 3
    COLOR_BGRA2RGB = 3
    COLOR_BGR2RGB = 4
    COLOR_RGB2BGR = 4
    COLOR_BGRA2RGBA = 5
    COLOR_RGBA2BGRA = 5
    COLOR_BGR2GRAY = 6
    COLOR_RGB2GRAY = 7
    COLOR_GRAY2BGR = 8
    COLOR_GRAY2RGB = 8
    COLOR_GRAY2BGRA = 9
    COLOR_GRAY2RGBA = 9
    COLOR_BGRA2GRAY = 10
    COLOR_RGBA2GRAY = 11


def _image_kind(image):
    if isinstance(image, np.ndarray):
        return "array"
    if type(image).__module__.startswith("PIL"):
        return "pil"
    raise TypeError("Input image is not of type {0} or {1}, but got: {2}.".format(
        np.ndarray, "<class 'PIL.Image.Image'>", type(image)))


def _array_hw(image, op):
    if image.ndim < 2:
        raise _pipeline_error(f"{op}: invalid parameter, image should have at least two dimensions, but got: "
                              f"{image.ndim}")
    return image.shape


def get_image_num_channels(image):
    """
    Number of channels of an image: the last dimension of an (H, W, C) array (1 for (H, W)), or the number of
    bands of a PIL image.

    Args:
        image (Union[numpy.ndarray, PIL.Image.Image]): The image.

    Returns:
        int, the number of channels.

    Raises:
        TypeError: If `image` is neither a numpy array nor a PIL image.
        RuntimeError: If an array has fewer than 2 dimensions.

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.vision as vision
        >>> print(vision.get_image_num_channels(np.zeros((5, 6, 4), np.uint8)))
        4
    """
    if _image_kind(image) == "pil":
        return len(image.getbands())
    shape = _array_hw(image, "GetImageNumChannels")
    return 1 if len(shape) == 2 else int(shape[-1])


def get_image_size(image):
    """
    Size of an image as ``[height, width]``.

    Args:
        image (Union[numpy.ndarray, PIL.Image.Image]): The image.

    Returns:
        list[int, int], the height and the width.

    Raises:
        TypeError: If `image` is neither a numpy array nor a PIL image.
        RuntimeError: If an array has fewer than 2 dimensions.

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.vision as vision
        >>> print(vision.get_image_size(np.zeros((5, 6, 3), np.uint8)))
        [5, 6]
    """
    if _image_kind(image) == "pil":
        return [image.size[1], image.size[0]]
    shape = _array_hw(image, "GetImageSize")
    return [int(shape[0]), int(shape[1])] if len(shape) == 2 else [int(shape[-3]), int(shape[-2])]
