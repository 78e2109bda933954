"""Enums of the vision transforms (``mindspore.dataset.vision.utils``)."""
from enum import Enum, IntEnum

__all__ = ["Inter", "Border", "ImageBatchFormat"]


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
