"""Enums of the vision transforms (``mindspore.dataset.vision.utils``)."""
import os
from enum import Enum, IntEnum

import numpy as np

from ...common.tensor import Tensor
from ..engine import _c_enums
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
    @staticmethod
    def to_python_type(inter_type):
        """
        The Pillow resampling filter of an interpolation mode (``ANTIALIAS`` is Pillow's ``LANCZOS``).

        Args:
            inter_type (Inter): ``NEAREST``, ``ANTIALIAS``, ``BILINEAR`` or ``BICUBIC``.

        Returns:
            PIL.Image.Resampling, the filter.

        Raises:
            RuntimeError: If `inter_type` is another mode or not a mode.

        Examples:
            >>> import mindspore.dataset.vision as vision
            >>> print(repr(vision.Inter.to_python_type(vision.Inter.BICUBIC)))
            <Resampling.BICUBIC: 3>
        """
        from PIL import Image  # pylint: disable=import-outside-toplevel  # Pillow costs 70 ms to import
        filters = {Inter.NEAREST: Image.Resampling.NEAREST, Inter.ANTIALIAS: Image.Resampling.LANCZOS,
                   Inter.BILINEAR: Image.Resampling.BILINEAR, Inter.BICUBIC: Image.Resampling.BICUBIC}
        return _converted(filters, inter_type,
                          "Unsupported interpolation, only support NEAREST, ANTIALIAS, LINEAR and CUBIC.")

    @staticmethod
    def to_c_type(inter_type):
        """
        The engine's interpolation mode for an interpolation mode.

        Args:
            inter_type (Inter): ``NEAREST``, ``BILINEAR``, ``BICUBIC``, ``AREA`` or ``PILCUBIC``.

        Returns:
            the engine's InterpolationMode member.

        Raises:
            RuntimeError: If `inter_type` is ``ANTIALIAS`` (Pillow only) or not a mode.

        Examples:
            >>> import mindspore.dataset.vision as vision
            >>> print(repr(vision.Inter.to_c_type(vision.Inter.AREA)))
            <InterpolationMode.DE_INTER_AREA: 3>
        """
        return _converted(_C_INTER, inter_type,
                          "Unsupported interpolation, only support NEAREST, LINEAR, CUBIC, AREA and PILCUBIC.")

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
    @staticmethod
    def to_python_type(border_type):
        """
        The padding mode name numpy and Pillow paths use for a border type.

        Args:
            border_type (Border): The border type.

        Returns:
            str, ``"constant"``, ``"edge"``, ``"reflect"`` or ``"symmetric"``.

        Raises:
            RuntimeError: If `border_type` is not a border type.

        Examples:
            >>> import mindspore.dataset.vision as vision
            >>> print(vision.Border.to_python_type(vision.Border.REFLECT))
            reflect
        """
        return _converted(_PY_BORDER, border_type, _BORDER_ERROR)

    @staticmethod
    def to_c_type(border_type):
        """
        The engine's border type for a border type.

        Args:
            border_type (Border): The border type.

        Returns:
            the engine's BorderType member.

        Raises:
            RuntimeError: If `border_type` is not a border type.

        Examples:
            >>> import mindspore.dataset.vision as vision
            >>> print(repr(vision.Border.to_c_type(vision.Border.EDGE)))
            <BorderType.DE_BORDER_EDGE: 1>
        """
        return _converted(_C_BORDER, border_type, _BORDER_ERROR)

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
    @staticmethod
    def to_c_type(image_batch_format):
        """
        The engine's batch layout for a batch layout.

        Args:
            image_batch_format (ImageBatchFormat): ``NHWC`` or ``NCHW``.

        Returns:
            the engine's ImageBatchFormat member.

        Raises:
            RuntimeError: If `image_batch_format` is not a layout.

        Examples:
            >>> import mindspore.dataset.vision as vision
            >>> print(repr(vision.ImageBatchFormat.to_c_type(vision.ImageBatchFormat.NCHW)))
            <ImageBatchFormat.DE_IMAGE_BATCH_FORMAT_NCHW: 1>
        """
        return _converted(_C_BATCH_FORMAT, image_batch_format,
                          "Unsupported ImageBatchFormat, only support NHWC and NCHW.")

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
    @staticmethod
    def to_c_type(mode):
        """
        The engine's colour conversion for a conversion mode.

        Args:
            mode (ConvertMode): The conversion.

        Returns:
            the engine's ConvertMode member.

        Raises:
            RuntimeError: If `mode` is not a conversion mode.

        Examples:
            >>> import mindspore.dataset.vision as vision
            >>> print(repr(vision.ConvertMode.to_c_type(vision.ConvertMode.COLOR_RGB2GRAY)))
            <ConvertMode.DE_COLOR_RGB2GRAY: 7>
        """
        return _converted(_C_CONVERT, mode, "Unsupported ConvertMode, see https://www.mindspore.cn/docs/en/master/"
                                            "api_python/dataset_vision/mindspore.dataset.vision.ConvertColor.html "
                                            "for more details.")

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


__all__ += ["ImageReadMode", "SliceMode", "AutoAugmentPolicy", "encode_jpeg", "encode_png", "read_file",
            "read_image", "write_file", "write_jpeg", "write_png"]


class ImageReadMode(IntEnum):
    """
    How :func:`mindspore.dataset.vision.read_image` decodes a file.

    - ``ImageReadMode.UNCHANGED``: the channels stored in the file.
    - ``ImageReadMode.GRAYSCALE``: one channel.
    - ``ImageReadMode.COLOR``: three RGB channels.

    Examples:
        >>> import mindspore.dataset.vision as vision
        >>> print(int(vision.ImageReadMode.COLOR))
        2
    """
    @staticmethod
    def to_c_type(image_read_mode):
        """
        The engine's read mode for a read mode.

        Args:
            image_read_mode (ImageReadMode): ``UNCHANGED``, ``GRAYSCALE`` or ``COLOR``.

        Returns:
            the engine's ImageReadMode member.

        Raises:
            RuntimeError: If `image_read_mode` is not a read mode.

        Examples:
            >>> import mindspore.dataset.vision as vision
            >>> print(repr(vision.ImageReadMode.to_c_type(vision.ImageReadMode.COLOR)))
            <ImageReadMode.DE_IMAGE_READ_MODE_COLOR: 2>
        """
        return _converted(_C_READ_MODE, image_read_mode,
                          "Unsupported ImageReadMode, only support UNCHANGED, GRAYSCALE and COLOR.")

    UNCHANGED = 0
    GRAYSCALE = 1
    COLOR = 2



class SliceMode(IntEnum):
    """
    What :class:`mindspore.dataset.vision.SlicePatches` does with a size that does not divide evenly.

    - ``SliceMode.PAD``: pad the bottom and right edges.
    - ``SliceMode.DROP``: drop the remainder.

    Examples:
        >>> import mindspore.dataset.vision as vision
        >>> print(vision.SliceMode.DROP.name)
        DROP
    """
    @staticmethod
    def to_c_type(mode):
        """
        The engine's slice mode for a slice mode.

        Args:
            mode (SliceMode): ``PAD`` or ``DROP``.

        Returns:
            the engine's SliceMode member.

        Raises:
            RuntimeError: If `mode` is not a slice mode.

        Examples:
            >>> import mindspore.dataset.vision as vision
            >>> print(repr(vision.SliceMode.to_c_type(vision.SliceMode.DROP)))
            <SliceMode.DE_SLICE_DROP: 1>
        """
        return _converted(_C_SLICE_MODE, mode, "Unsupported SliceMode, only support PAD and DROP.")

    PAD = 0
    DROP = 1



class AutoAugmentPolicy(str, Enum):
    """
    The learned augmentation policies of :class:`mindspore.dataset.vision.AutoAugment`: ``IMAGENET``, ``CIFAR10``
    and ``SVHN`` (25 pairs of operations each, from the AutoAugment paper).

    Examples:
        >>> import mindspore.dataset.vision as vision
        >>> print(vision.AutoAugmentPolicy.SVHN.value)
        svhn
    """
    @staticmethod
    def to_c_type(policy):
        """
        The engine's policy for an AutoAugment policy.

        Args:
            policy (AutoAugmentPolicy): ``IMAGENET``, ``CIFAR10`` or ``SVHN``.

        Returns:
            the engine's AutoAugmentPolicy member.

        Raises:
            RuntimeError: If `policy` is not a policy.

        Examples:
            >>> import mindspore.dataset.vision as vision
            >>> print(repr(vision.AutoAugmentPolicy.to_c_type(vision.AutoAugmentPolicy.SVHN)))
            <AutoAugmentPolicy.DE_AUTO_AUGMENT_POLICY_SVHN: 2>
        """
        return _converted(_C_POLICY, policy, "Unsupported AutoAugmentPolicy, only support IMAGENET, CIFAR10, and SVHN.")

    IMAGENET: str = "imagenet"
    CIFAR10: str = "cifar10"
    SVHN: str = "svhn"



def _converted(table, value, message):
    """``table[value]``, or a RuntimeError with `message` when `value` is not a key."""
    result = table.get(value)
    if result is None:
        raise RuntimeError(message)
    return result


_BORDER_ERROR = "Unsupported Border type, only support CONSTANT, EDGE, REFLECT and SYMMETRIC."
_PY_BORDER = {member: member.value for member in Border}
_C_INTER = {Inter.NEAREST: _c_enums.InterpolationMode.DE_INTER_NEAREST_NEIGHBOUR,
            Inter.BILINEAR: _c_enums.InterpolationMode.DE_INTER_LINEAR,
            Inter.BICUBIC: _c_enums.InterpolationMode.DE_INTER_CUBIC,
            Inter.AREA: _c_enums.InterpolationMode.DE_INTER_AREA,
            Inter.PILCUBIC: _c_enums.InterpolationMode.DE_INTER_PILCUBIC}
_C_BORDER = {member: _c_enums.BorderType["DE_BORDER_" + member.name] for member in Border}
_C_BATCH_FORMAT = {member: _c_enums.ImageBatchFormat["DE_IMAGE_BATCH_FORMAT_" + member.name]
                   for member in ImageBatchFormat}
_C_CONVERT = {member: _c_enums.ConvertMode["DE_" + member.name] for member in ConvertMode}
_C_READ_MODE = {member: _c_enums.ImageReadMode["DE_IMAGE_READ_MODE_" + member.name] for member in ImageReadMode}
_C_SLICE_MODE = {member: _c_enums.SliceMode["DE_SLICE_" + member.name] for member in SliceMode}
_C_POLICY = {member: _c_enums.AutoAugmentPolicy["DE_AUTO_AUGMENT_POLICY_" + member.name]
             for member in AutoAugmentPolicy}


def _opencv():
    try:
        import cv2  # pylint: disable=import-outside-toplevel
    except ImportError as exc:
        raise ImportError("image encoding and reading use OpenCV, as in MindSpore: install "
                          "opencv-python-headless") from exc
    return cv2


def _array_of(value, name):
    """A numpy array from a numpy array or a Tensor, else MindSpore's TypeError naming `name`."""
    if isinstance(value, np.ndarray):
        return value
    if isinstance(value, Tensor):
        return value.asnumpy()
    article = "The input" if name == "png" else "Input"
    raise TypeError(f"{article} {'image' if name in ('image', 'png') else name} is not of type {np.ndarray} or "
                    f"{Tensor}, but got: {type(value)}.".replace("mindspore_compat.", "mindspore."))


def _check_str(filename):
    if not isinstance(filename, str):
        raise TypeError(f"Input filename is not of type {str}, but got: {type(filename)}.")


def _encode_input(image, op):
    if image.dtype != np.uint8:
        raise _pipeline_error(f"{op}: The type of the image data should be UINT8, but got {image.dtype}.")
    if image.ndim not in (2, 3):
        raise _pipeline_error(f"{op}: The image has invalid dimensions. It should have two or three dimensions, "
                              f"but got {image.ndim} dimensions.")
    channels = 1 if image.ndim == 2 else image.shape[2]
    if channels not in (1, 3):
        raise _pipeline_error(f"{op}: The image has invalid channels. It should have 1 or 3 channels, but got "
                              f"{channels} channels.")
    return np.ascontiguousarray(image[:, :, ::-1] if channels == 3 else image)


def _encode(image, op, quality=None, level=None):
    cv2 = _opencv()
    if quality is not None:
        if not 1 <= quality <= 100:
            raise _pipeline_error(f"EncodeJpeg: Invalid quality {quality}, should be in range of [1, 100].")
        params, ext = [cv2.IMWRITE_JPEG_QUALITY, quality], ".jpg"
    else:
        if not 0 <= level <= 9:
            raise _pipeline_error(f"EncodePng: Invalid compression_level {level}, should be in range of [0, 9].")
        params = [cv2.IMWRITE_PNG_COMPRESSION, level, cv2.IMWRITE_PNG_STRATEGY, cv2.IMWRITE_PNG_STRATEGY_RLE]
        ext = ".png"
    _, data = cv2.imencode(ext, _encode_input(image, op), params)
    return data.reshape(-1)


def encode_jpeg(image, quality=75):
    """
    Encode an RGB (H, W, 3) or grayscale (H, W) / (H, W, 1) uint8 image as JPEG bytes (OpenCV's encoder with
    MindSpore's settings, so the bytes are the same).

    Args:
        image (Union[numpy.ndarray, mindspore.Tensor]): The image.
        quality (int, optional): JPEG quality in [1, 100]. Default: ``75``.

    Returns:
        numpy.ndarray, the encoded bytes as a 1-D uint8 array.

    Raises:
        TypeError: If `image` is not a numpy array or a Tensor, or `quality` is not an int.
        RuntimeError: If the image is not uint8 with 1 or 3 channels, or `quality` is out of range.

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.vision as vision
        >>> data = vision.encode_jpeg(np.full((4, 4, 3), 128, np.uint8))
        >>> print(data.dtype, data[:4])
        uint8 [255 216 255 224]
    """
    if not isinstance(quality, int):
        raise TypeError(f"Input quality is not of type {int}, but got: {type(quality)}.")
    return _encode(_array_of(image, "image"), "EncodeJpeg", quality=quality)


def encode_png(image, compression_level=6):
    """
    Encode an RGB (H, W, 3) or grayscale (H, W) / (H, W, 1) uint8 image as PNG bytes.

    Args:
        image (Union[numpy.ndarray, mindspore.Tensor]): The image.
        compression_level (int, optional): zlib compression level in [0, 9]. Default: ``6``.

    Returns:
        numpy.ndarray, the encoded bytes as a 1-D uint8 array.

    Raises:
        TypeError: If `image` is not a numpy array or a Tensor, or `compression_level` is not an int.
        RuntimeError: If the image is not uint8 with 1 or 3 channels, or `compression_level` is out of range.

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.vision as vision
        >>> data = vision.encode_png(np.zeros((2, 2), np.uint8))
        >>> print(data[1:4].tobytes())
        b'PNG'
    """
    if not isinstance(compression_level, int):
        raise TypeError(f"Input compression_level is not of type {int}, but got: {type(compression_level)}.")
    return _encode(_array_of(image, "image"), "EncodePng", level=compression_level)


def read_file(filename):
    """
    Read the bytes of a file.

    Args:
        filename (str): Path of the file.

    Returns:
        numpy.ndarray, the bytes as a 1-D uint8 array.

    Raises:
        TypeError: If `filename` is not a str.
        RuntimeError: If the file does not exist or cannot be read.

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import os
        >>> import tempfile
        >>> import numpy as np
        >>> import mindspore.dataset.vision as vision
        >>> path = os.path.join(tempfile.mkdtemp(), "three.bin")
        >>> vision.write_file(path, np.array([7, 8, 9], np.uint8))
        >>> print(vision.read_file(path))
        [7 8 9]
    """
    _check_str(filename)
    if not os.path.isfile(filename):
        raise _pipeline_error(f"ReadFile: Invalid file path, {filename} does not exist.")
    with open(filename, "rb") as handle:
        return np.frombuffer(handle.read(), np.uint8).copy()


def read_image(filename, mode=ImageReadMode.UNCHANGED):
    """
    Read and decode an image file (JPEG, PNG, BMP, TIFF ...) to an (H, W, C) uint8 array in RGB order.

    Args:
        filename (str): Path of the image file.
        mode (ImageReadMode, optional): The channels to decode. Default: ``ImageReadMode.UNCHANGED``.

    Returns:
        numpy.ndarray, the (H, W, C) image.

    Raises:
        TypeError: If `filename` is not a str or `mode` is not an :class:`ImageReadMode`.
        RuntimeError: If the file does not exist or cannot be decoded.

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import os
        >>> import tempfile
        >>> import numpy as np
        >>> import mindspore.dataset.vision as vision
        >>> path = os.path.join(tempfile.mkdtemp(), "flat.png")
        >>> vision.write_png(path, np.full((2, 3, 3), 60, np.uint8))
        >>> print(vision.read_image(path, vision.ImageReadMode.GRAYSCALE).shape)
        (2, 3, 1)
    """
    _check_str(filename)
    if not isinstance(mode, ImageReadMode):
        raise TypeError(f"Input mode is not of type {ImageReadMode}, but got: {type(mode)}.".replace(
            "mindspore_compat.", "mindspore."))
    if not os.path.isfile(filename):
        raise _pipeline_error(f"ReadImage: Invalid file path, {filename} does not exist.")
    cv2 = _opencv()
    flag = {ImageReadMode.UNCHANGED: cv2.IMREAD_UNCHANGED, ImageReadMode.GRAYSCALE: cv2.IMREAD_GRAYSCALE,
            ImageReadMode.COLOR: cv2.IMREAD_COLOR}[mode]
    with open(filename, "rb") as handle:
        image = cv2.imdecode(np.frombuffer(handle.read(), np.uint8), flag)
    if image is None:
        raise _pipeline_error(f"ReadImage: Failed to read file {filename}")
    if image.ndim == 2:
        return image[:, :, None]
    if image.shape[2] == 3:
        return np.ascontiguousarray(image[:, :, ::-1])
    if image.shape[2] == 4:
        return np.ascontiguousarray(image[:, :, [2, 1, 0, 3]])
    return image


def write_file(filename, data):
    """
    Write a 1-D uint8 array to a file as raw bytes.

    Args:
        filename (str): Path of the file.
        data (Union[numpy.ndarray, mindspore.Tensor]): The bytes.

    Raises:
        TypeError: If `filename` is not a str or `data` is not a numpy array or a Tensor.
        RuntimeError: If `data` is not 1-D uint8.

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import os
        >>> import tempfile
        >>> import numpy as np
        >>> import mindspore.dataset.vision as vision
        >>> path = os.path.join(tempfile.mkdtemp(), "data.bin")
        >>> vision.write_file(path, np.array([1, 2], np.uint8))
        >>> print(os.path.getsize(path))
        2
    """
    _check_str(filename)
    data = _array_of(data, "data")
    if data.dtype != np.uint8:
        raise _pipeline_error(f"WriteFile: The type of the elements of data should be UINT8, but got {data.dtype}.")
    if data.ndim != 1:
        raise _pipeline_error(f"WriteFile: The data has invalid dimensions. It should have only one dimension, but "
                              f"got {data.ndim} dimensions.")
    with open(filename, "wb") as handle:
        handle.write(data.tobytes())


def write_jpeg(filename, image, quality=75):
    """
    Encode an image as JPEG (see :func:`encode_jpeg`) and write it to a file.

    Args:
        filename (str): Path of the file.
        image (Union[numpy.ndarray, mindspore.Tensor]): RGB (H, W, 3) or grayscale uint8 image.
        quality (int, optional): JPEG quality in [1, 100]. Default: ``75``.

    Raises:
        TypeError: If an argument has the wrong type.
        RuntimeError: If the image is not uint8 with 1 or 3 channels, or `quality` is out of range.

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import os
        >>> import tempfile
        >>> import numpy as np
        >>> import mindspore.dataset.vision as vision
        >>> path = os.path.join(tempfile.mkdtemp(), "grey.jpg")
        >>> vision.write_jpeg(path, np.full((8, 8, 3), 90, np.uint8))
        >>> print(vision.read_image(path).shape)
        (8, 8, 3)
    """
    _check_str(filename)
    if not isinstance(quality, int):
        raise TypeError(f"Input quality is not of type {int}, but got: {type(quality)}.")
    data = _encode(_array_of(image, "image"), "EncodeJpeg", quality=quality)
    with open(filename, "wb") as handle:
        handle.write(data.tobytes())


def write_png(filename, image, compression_level=6):
    """
    Encode an image as PNG (see :func:`encode_png`) and write it to a file.

    Args:
        filename (str): Path of the file.
        image (Union[numpy.ndarray, mindspore.Tensor]): RGB (H, W, 3) or grayscale uint8 image.
        compression_level (int, optional): zlib compression level in [0, 9]. Default: ``6``.

    Raises:
        TypeError: If an argument has the wrong type.
        RuntimeError: If the image is not uint8 with 1 or 3 channels, or `compression_level` is out of range.

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import os
        >>> import tempfile
        >>> import numpy as np
        >>> import mindspore.dataset.vision as vision
        >>> path = os.path.join(tempfile.mkdtemp(), "dark.png")
        >>> vision.write_png(path, np.zeros((3, 5, 3), np.uint8))
        >>> print(vision.read_image(path).shape)
        (3, 5, 3)
    """
    _check_str(filename)
    if not isinstance(compression_level, int):
        raise TypeError(f"Input compression_level is not of type {int}, but got: {type(compression_level)}.")
    data = _encode(_array_of(image, "png"), "EncodePng", level=compression_level)
    with open(filename, "wb") as handle:
        handle.write(data.tobytes())
