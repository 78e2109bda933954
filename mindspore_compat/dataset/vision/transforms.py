"""
Image transforms (``mindspore.dataset.vision.transforms``) on numpy images laid out (H, W) or (H, W, C).

Resizing follows OpenCV's ``cv::resize`` (which MindSpore calls) bit for bit for uint8 and float images in the
linear, nearest, cubic and area modes; random transforms draw from a ``std::mt19937`` generator seeded from
:func:`mindspore.dataset.config.get_seed` (one generator per pipeline; an eager call starts a fresh one).
"""
import numbers

import numpy as np

from ..core.validator_helpers import type_check, type_check_list, check_value
from ..engine import _rng
from ..engine.datasets import _pipeline_error
from ..transforms.transforms import TensorOperation, _ms_to_np, _cast
from . import _resize
from .utils import Inter, Border, ConvertMode

__all__ = [
    "Resize", "Rescale", "Normalize", "HWC2CHW", "CenterCrop", "Crop", "RandomCrop", "RandomHorizontalFlip",
    "RandomVerticalFlip", "HorizontalFlip", "VerticalFlip", "ToTensor", "ToType", "Pad", "RandomResizedCrop",
    "Decode", "ImageTensorOperation", "Invert", "Posterize", "Solarize", "Equalize", "AutoContrast", "ConvertColor",
    "ResizedCrop", "Erase", "RandomInvert", "RandomEqualize", "RandomAutoContrast", "AdjustBrightness",
    "AdjustContrast", "AdjustSaturation", "not_random", "ToNumpy"
]

_FLOAT_MAX_INTEGER = 16777216


class ImageTensorOperation(TensorOperation):
    """Base class of the image transforms."""

    def __call__(self, *input_tensor_list):
        for img in input_tensor_list:
            if type(img).__module__.startswith("PIL"):
                input_tensor_list = tuple(np.asarray(x) if type(x).__module__.startswith("PIL") else x
                                          for x in input_tensor_list)
                break
        return super().__call__(*input_tensor_list)


def _check_size(size, name="size"):
    if isinstance(size, int) and not isinstance(size, bool):
        check_value(size, (1, _FLOAT_MAX_INTEGER))
        return
    if isinstance(size, (list, tuple)) and len(size) == 2:
        for value in size:
            type_check(value, (int,), name)
            check_value(value, (1, _FLOAT_MAX_INTEGER))
        return
    raise TypeError("Size should be a single integer or a list/tuple (h, w) of length 2.")


def _hw(size):
    return (size, size) if isinstance(size, int) else (int(size[0]), int(size[1]))


def _image(arr, op, min_rank=2):
    if arr.ndim < min_rank:
        raise _pipeline_error(f"{op}: the image tensor should have at least two dimensions. You may need to perform "
                              f"Decode first.")
    if arr.ndim > 3:
        raise _pipeline_error(f"{op}: image shape should be <H,W> or <H,W,C>, but got rank: {arr.ndim}")
    return arr


class Resize(ImageTensorOperation):
    """
    Resize an image to `size` with the given interpolation.

    Args:
        size (Union[int, Sequence[int]]): ``(height, width)``, or one int: the shorter side becomes `size` and the
            longer one keeps the aspect ratio (rounded down).
        interpolation (Inter, optional): Interpolation mode. Default: ``Inter.BILINEAR``.

    Raises:
        TypeError: If `size` is neither an int nor a pair of ints, or `interpolation` is not an :class:`Inter`.
        ValueError: If a size is not positive.
        RuntimeError: If the image has fewer than 2 or more than 3 dimensions (when applied).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.vision as vision
        >>> image = np.array([[0, 100], [200, 250]], dtype=np.uint8)
        >>> print(vision.Resize((3, 3))(image))
        [[  0  50 100]
         [100 138 175]
         [200 225 250]]
    """

    def __init__(self, size, interpolation=Inter.BILINEAR):
        super().__init__()
        _check_size(size)
        type_check(interpolation, (Inter,), "interpolation")
        self.size = list(size) if isinstance(size, (list, tuple)) else size
        self.interpolation = interpolation

    def _target(self, h, w):
        if isinstance(self.size, int):
            if h <= w:
                return self.size, int(w * self.size / h)
            return int(h * self.size / w), self.size
        return tuple(self.size)

    def _execute(self, *arrays):
        img = _image(arrays[0], "Resize")
        if self.interpolation == Inter.ANTIALIAS:
            raise TypeError(f"img should be PIL image. Got {type(img)}. Use Decode() for encoded data or ToPIL() for "
                            f"decoded data.")
        dh, dw = self._target(img.shape[0], img.shape[1])
        return _resize.resize(img, dh, dw, int(self.interpolation))


class Rescale(ImageTensorOperation):
    """
    Rescale pixel values: ``output = image * rescale + shift``, as float32.

    Args:
        rescale (float): The scale factor.
        shift (float): The shift.

    Raises:
        TypeError: If `rescale` or `shift` is not a number.

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.vision as vision
        >>> print(vision.Rescale(1.0 / 255.0, -1.0)(np.array([[0, 255]], np.uint8)))
        [[-1.  0.]]
    """

    def __init__(self, rescale, shift):
        super().__init__()
        for value, name in ((rescale, "rescale"), (shift, "shift")):
            type_check(value, (numbers.Number,), name)
        self.rescale = rescale
        self.shift = shift

    def _execute(self, *arrays):
        return (arrays[0].astype(np.float32) * np.float32(self.rescale) + np.float32(self.shift)).astype(np.float32)


def _check_mean_std(mean, std):
    for values, name in ((mean, "mean"), (std, "std")):
        type_check(values, (list, tuple), name)
    if len(mean) != len(std):
        raise ValueError("Length of mean and std must be equal.")
    for i, m in enumerate(mean):
        type_check(m, (int, float), f"mean[{i}]")
        check_value(m, [0, 255], f"mean[{i}]")
    for i, s in enumerate(std):
        type_check(s, (int, float), f"std[{i}]")
        check_value(s, [0, 255], f"std[{i}]", left_open_interval=True)


class Normalize(ImageTensorOperation):
    """
    Normalize an image per channel: ``output[c] = (image[c] - mean[c]) / std[c]``, as float32.

    Args:
        mean (Sequence[float]): Channel means, in [0, 255] (one value applies to every channel).
        std (Sequence[float]): Channel standard deviations, in (0, 255].
        is_hwc (bool, optional): Whether the image is (H, W, C); otherwise (C, H, W). Default: ``True``.

    Raises:
        TypeError: If `mean` or `std` is not a list/tuple of numbers, or `is_hwc` is not a bool.
        ValueError: If a value is out of range or the lengths differ.
        RuntimeError: If the number of channels does not match (when applied).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.vision as vision
        >>> image = np.array([[[10, 20, 30]]], dtype=np.uint8)
        >>> print(vision.Normalize([0.0, 10.0, 20.0], [2.0, 5.0, 10.0])(image))
        [[[5. 2. 1.]]]
    """

    def __init__(self, mean, std, is_hwc=True):
        super().__init__()
        _check_mean_std(mean, std)
        type_check(is_hwc, (bool,), "is_hwc")
        self.mean = list(mean)
        self.std = list(std)
        self.is_hwc = is_hwc

    def _execute(self, *arrays):
        img = arrays[0]
        if img.ndim == 2:
            channels = 1
        elif img.ndim == 3:
            channels = img.shape[2] if self.is_hwc else img.shape[0]
        else:
            raise _pipeline_error(f"Normalize: input tensor is not in shape of <H,W,C> or <H,W>, but got rank: "
                                  f"{img.ndim}")
        mean = np.array(self.mean, np.float32)
        std = np.array(self.std, np.float32)
        if len(self.mean) != 1 and len(self.mean) != channels:
            raise _pipeline_error(f"Normalize: number of channels does not match the size of mean and std vectors, "
                                  f"got channels: {channels}, size of mean: {len(self.mean)}")
        work = img.astype(np.float32)
        if img.ndim == 3 and not self.is_hwc:
            mean, std = mean.reshape(-1, 1, 1), std.reshape(-1, 1, 1)
        elif img.ndim == 2:
            mean, std = mean[0], std[0]
        return ((work - mean) / std).astype(np.float32)


class HWC2CHW(ImageTensorOperation):
    """
    Transpose an image from (H, W, C) to (C, H, W); a (H, W) image is returned unchanged.

    Raises:
        RuntimeError: If the image has more than 3 dimensions (when applied).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.vision as vision
        >>> print(vision.HWC2CHW()(np.zeros((4, 5, 3), np.uint8)).shape)
        (3, 4, 5)
    """

    def _execute(self, *arrays):
        img = arrays[0]
        if img.ndim not in (2, 3):
            raise _pipeline_error(f"HWC2CHW: image shape should be <H,W> or <H,W,C>, but got rank: {img.ndim}")
        if img.ndim == 2:
            return img.copy()
        return np.ascontiguousarray(img.transpose(2, 0, 1))


def _pad(img, top, bottom, left, right, mode=Border.CONSTANT, fill=0):
    widths = [(top, bottom), (left, right)] + [(0, 0)] * (img.ndim - 2)
    if mode == Border.CONSTANT:
        if isinstance(fill, tuple) and img.ndim == 3:
            out = np.empty((img.shape[0] + top + bottom, img.shape[1] + left + right, img.shape[2]), img.dtype)
            for c in range(img.shape[2]):
                out[:, :, c] = np.pad(img[:, :, c], widths[:2], constant_values=fill[c % len(fill)])
            return out
        value = fill[0] if isinstance(fill, tuple) else fill
        return np.pad(img, widths, constant_values=value)
    np_mode = {Border.EDGE: "edge", Border.REFLECT: "reflect", Border.SYMMETRIC: "symmetric"}[mode]
    return np.pad(img, widths, mode=np_mode)


class CenterCrop(ImageTensorOperation):
    """
    Crop the centre of an image (padding it with zeros, centred, where the crop is larger than the image).

    Args:
        size (Union[int, Sequence[int]]): ``(height, width)`` of the crop, or one int for a square crop.

    Raises:
        TypeError: If `size` is neither an int nor a pair of ints.
        ValueError: If a size is not positive.

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.vision as vision
        >>> image = np.arange(16, dtype=np.uint8).reshape(4, 4)
        >>> print(vision.CenterCrop(2)(image))
        [[ 5  6]
         [ 9 10]]
    """

    def __init__(self, size):
        super().__init__()
        _check_size(size)
        self.size = size

    def _execute(self, *arrays):
        img = _image(arrays[0], "CenterCrop")
        ch, cw = _hw(self.size)
        h, w = img.shape[:2]
        pad_h, pad_w = max(ch - h, 0), max(cw - w, 0)
        if pad_h or pad_w:
            img = _pad(img, (pad_h + 1) // 2, pad_h // 2, (pad_w + 1) // 2, pad_w // 2)
            h, w = img.shape[:2]
        y, x = (h - ch) // 2, (w - cw) // 2
        return img[y:y + ch, x:x + cw].copy()


class Crop(ImageTensorOperation):
    """
    Crop the region of `size` whose top-left corner is at `coordinates`.

    Args:
        coordinates (Sequence[int]): ``(top, left)`` of the region.
        size (Union[int, Sequence[int]]): ``(height, width)`` of the region, or one int for a square.

    Raises:
        TypeError: If an argument is not an int / pair of ints.
        ValueError: If a value is negative (coordinates) or not positive (size).
        RuntimeError: If the region leaves the image (when applied).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.vision as vision
        >>> image = np.arange(16, dtype=np.uint8).reshape(4, 4)
        >>> print(vision.Crop((1, 2), (2, 2))(image))
        [[ 6  7]
         [10 11]]
    """

    def __init__(self, coordinates, size):
        super().__init__()
        type_check(coordinates, (list, tuple), "coordinates")
        if len(coordinates) != 2:
            raise TypeError("Coordinates should be a list/tuple (y, x) of length 2.")
        for value in coordinates:
            type_check(value, (int,), "coordinates")
            check_value(value, (0, 2147483647))
        _check_size(size)
        self.coordinates = coordinates
        self.size = size

    def _execute(self, *arrays):
        img = _image(arrays[0], "Crop")
        y, x = self.coordinates
        ch, cw = _hw(self.size)
        h, w = img.shape[:2]
        if y + ch > h:
            raise _pipeline_error(f"Crop: Crop height dimension: {y + ch} exceeds image height: {h}")
        if x + cw > w:
            raise _pipeline_error(f"Crop: Crop width dimension: {x + cw} exceeds image width: {w}")
        return img[y:y + ch, x:x + cw].copy()


def _check_padding(padding):
    if isinstance(padding, numbers.Number):
        type_check(padding, (int,), "padding")
        check_value(padding, (0, 2147483647), "padding")
        return padding, padding, padding, padding
    type_check(padding, (list, tuple), "padding")
    if len(padding) not in (2, 4):
        raise ValueError("The size of the padding list or tuple should be 2 or 4.")
    for i, p in enumerate(padding):
        type_check(p, (int,), f"padding[{i}]")
        check_value(p, (0, 2147483647), f"padding[{i}]")
    if len(padding) == 2:
        left, top = padding
        return top, top, left, left
    left, top, right, bottom = padding
    return top, bottom, left, right


def _check_fill(fill_value):
    if isinstance(fill_value, int) and not isinstance(fill_value, bool):
        check_value(fill_value, (0, 255), "fill_value")
        return fill_value
    if isinstance(fill_value, tuple) and len(fill_value) == 3:
        for v in fill_value:
            type_check(v, (int,), "fill_value")
            check_value(v, (0, 255), "fill_value")
        return fill_value
    raise TypeError("fill_value should be a single integer or a 3-tuple.")


class Pad(ImageTensorOperation):
    """
    Pad the borders of an image.

    Args:
        padding (Union[int, Sequence[int]]): One int for every side, ``(left/right, top/bottom)``, or
            ``(left, top, right, bottom)``.
        fill_value (Union[int, tuple[int]], optional): Constant used by ``Border.CONSTANT``: one value or one per
            RGB channel, in [0, 255]. Default: ``0``.
        padding_mode (Border, optional): Padding mode. Default: ``Border.CONSTANT``.

    Raises:
        TypeError: If an argument has the wrong type.
        ValueError: If `padding` has another length than 1, 2 or 4, or a value is out of range.

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.vision as vision
        >>> print(vision.Pad([1, 0], fill_value=9)(np.array([[1, 2]], np.uint8)))
        [[9 1 2 9]]
    """

    def __init__(self, padding, fill_value=0, padding_mode=Border.CONSTANT):
        super().__init__()
        self._pads = _check_padding(padding)
        self.padding = padding
        self.fill_value = _check_fill(fill_value)
        type_check(padding_mode, (Border,), "padding_mode")
        self.padding_mode = padding_mode

    def _execute(self, *arrays):
        img = _image(arrays[0], "Pad")
        return _pad(img, *self._pads, mode=self.padding_mode, fill=self.fill_value)


class RandomCrop(ImageTensorOperation):
    """
    Crop a region of `size` at a random position, after optional padding.

    Args:
        size (Union[int, Sequence[int]]): ``(height, width)`` of the crop, or one int for a square crop.
        padding (Union[int, Sequence[int]], optional): Padding applied first, as in :class:`Pad`.
            Default: ``None``.
        pad_if_needed (bool, optional): Whether to pad an image smaller than the crop (by the missing size on
            both sides). Default: ``False``.
        fill_value (Union[int, tuple[int]], optional): Constant of ``Border.CONSTANT`` padding. Default: ``0``.
        padding_mode (Border, optional): Padding mode. Default: ``Border.CONSTANT``.

    Raises:
        TypeError: If an argument has the wrong type.
        ValueError: If a value is out of range.
        RuntimeError: If the (padded) image is smaller than the crop (when applied).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.vision as vision
        >>> print(vision.RandomCrop(2, padding=1)(np.ones((2, 2), np.uint8)).shape)
        (2, 2)
    """

    random = True

    def __init__(self, size, padding=None, pad_if_needed=False, fill_value=0, padding_mode=Border.CONSTANT):
        super().__init__()
        _check_size(size)
        self._pads = _check_padding(padding) if padding is not None else (0, 0, 0, 0)
        type_check(pad_if_needed, (bool,), "pad_if_needed")
        self.fill_value = _check_fill(fill_value)
        type_check(padding_mode, (Border,), "padding_mode")
        self.size = size
        self.padding = padding
        self.pad_if_needed, self.padding_mode = pad_if_needed, padding_mode

    def _execute(self, *arrays):
        img = _image(arrays[0], "RandomCrop")
        ch, cw = _hw(self.size)
        if any(self._pads):
            img = _pad(img, *self._pads, mode=self.padding_mode, fill=self.fill_value)
        if self.pad_if_needed and img.shape[0] < ch:
            d = ch - img.shape[0]
            img = _pad(img, d, d, 0, 0, mode=self.padding_mode, fill=self.fill_value)
        if self.pad_if_needed and img.shape[1] < cw:
            d = cw - img.shape[1]
            img = _pad(img, 0, 0, d, d, mode=self.padding_mode, fill=self.fill_value)
        h, w = img.shape[:2]
        if ch > h or cw > w:
            raise _pipeline_error(f"RandomCrop: invalid crop size, crop size is bigger than the image dimensions, "
                                  f"got crop height: {ch}, crop width: {cw}")
        gen = self._gen()
        x = _rng.uniform_int(gen, 0, w - cw)
        y = _rng.uniform_int(gen, 0, h - ch)
        return img[y:y + ch, x:x + cw].copy()


def _check_prob(prob):
    type_check(prob, (float, int), "prob")
    check_value(prob, [0.0, 1.0], "prob")


class RandomHorizontalFlip(ImageTensorOperation):
    """
    Flip an image left-right with probability `prob`.

    Args:
        prob (float, optional): Probability of flipping, in [0.0, 1.0]. Default: ``0.5``.

    Raises:
        TypeError: If `prob` is not a number.
        ValueError: If `prob` is out of range.

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.vision as vision
        >>> print(vision.RandomHorizontalFlip(1.0)(np.array([[1, 2, 3]], np.uint8)))
        [[3 2 1]]
    """

    random = True

    def __init__(self, prob=0.5):
        super().__init__()
        _check_prob(prob)
        self.prob = prob

    def _execute(self, *arrays):
        img = _image(arrays[0], "RandomHorizontalFlip")
        if _rng.bernoulli(self._gen(), self.prob):
            return img[:, ::-1].copy()
        return img.copy()


class RandomVerticalFlip(ImageTensorOperation):
    """
    Flip an image upside down with probability `prob`.

    Args:
        prob (float, optional): Probability of flipping, in [0.0, 1.0]. Default: ``0.5``.

    Raises:
        TypeError: If `prob` is not a number.
        ValueError: If `prob` is out of range.

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.vision as vision
        >>> print(vision.RandomVerticalFlip(1.0)(np.array([[1], [2]], np.uint8)))
        [[2]
         [1]]
    """

    random = True

    def __init__(self, prob=0.5):
        super().__init__()
        _check_prob(prob)
        self.prob = prob

    def _execute(self, *arrays):
        img = _image(arrays[0], "RandomVerticalFlip")
        if _rng.bernoulli(self._gen(), self.prob):
            return img[::-1].copy()
        return img.copy()


class HorizontalFlip(ImageTensorOperation):
    """
    Flip an image left-right.

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.vision as vision
        >>> print(vision.HorizontalFlip()(np.array([[1, 2, 3]], np.uint8)))
        [[3 2 1]]
    """

    def _execute(self, *arrays):
        img = arrays[0]
        if img.ndim < 2:
            raise _pipeline_error("HorizontalFlip: the image tensor should have at least two dimensions.")
        return np.ascontiguousarray(np.flip(img, axis=img.ndim - 2 if img.ndim > 3 else 1))


class VerticalFlip(ImageTensorOperation):
    """
    Flip an image upside down.

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.vision as vision
        >>> print(vision.VerticalFlip()(np.array([[1], [2]], np.uint8)))
        [[2]
         [1]]
    """

    def _execute(self, *arrays):
        img = arrays[0]
        if img.ndim < 2:
            raise _pipeline_error("VerticalFlip: the image tensor should have at least two dimensions.")
        return np.ascontiguousarray(np.flip(img, axis=img.ndim - 3 if img.ndim > 3 else 0))


class ToTensor(ImageTensorOperation):
    """
    Convert an (H, W, C) or (H, W) image to (C, H, W) of `output_type`, dividing the values by 255.

    Args:
        output_type (Union[mindspore.dtype, numpy.dtype], optional): Output type. Default: ``numpy.float32``.

    Raises:
        TypeError: If `output_type` is not a dtype.

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.vision as vision
        >>> out = vision.ToTensor()(np.full((2, 2, 3), 51, np.uint8))
        >>> print(out.shape, out.dtype, out[0, 0, 0])
        (3, 2, 2) float32 0.2
    """

    def __init__(self, output_type=np.float32):
        super().__init__()
        self.output_type = output_type
        self._np_type = _ms_to_np(output_type, "output_type")

    def _execute(self, *arrays):
        img = arrays[0]
        if img.ndim == 2:
            img = img[None]
        elif img.ndim == 3:
            img = img.transpose(2, 0, 1)
        else:
            raise _pipeline_error(f"ToTensor: image shape should be <H,W> or <H,W,C>, but got rank: {img.ndim}")
        out = img.astype(np.float32) * np.float32(1.0 / 255.0)
        return np.ascontiguousarray(out.astype(self._np_type))


class ToType(ImageTensorOperation):
    """
    Cast an image to the given data type (as :class:`mindspore.dataset.transforms.TypeCast`).

    Args:
        data_type (Union[mindspore.dtype, numpy.dtype]): The target type.

    Raises:
        TypeError: If `data_type` is not a dtype.

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.vision as vision
        >>> print(vision.ToType(np.float32)(np.array([[1, 2]], np.uint8)).dtype)
        float32
    """

    def __init__(self, data_type):
        super().__init__()
        self.data_type = data_type
        self._np_type = _ms_to_np(data_type)

    def _execute(self, *arrays):
        return _cast(arrays[0], self._np_type)


class RandomResizedCrop(ImageTensorOperation):
    """
    Crop a random region (area fraction drawn from `scale`, aspect ratio from `ratio`, log-uniformly) and
    resize it to `size`; after `max_attempts` failed draws, a centre crop within the ratio bounds is used.

    Args:
        size (Union[int, Sequence[int]]): Output ``(height, width)``, or one int for a square.
        scale (Sequence[float], optional): Range of the area fraction. Default: ``(0.08, 1.0)``.
        ratio (Sequence[float], optional): Range of the aspect ratio (width / height).
            Default: ``(3. / 4., 4. / 3.)``.
        interpolation (Inter, optional): Interpolation mode. Default: ``Inter.BILINEAR``.
        max_attempts (int, optional): Draws before falling back to a centre crop. Default: ``10``.

    Raises:
        TypeError: If an argument has the wrong type.
        ValueError: If a range is decreasing or holds a negative value, or `max_attempts` is not positive.

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.vision as vision
        >>> print(vision.RandomResizedCrop(4)(np.zeros((10, 10, 3), np.uint8)).shape)
        (4, 4, 3)
    """

    random = True

    def __init__(self, size, scale=(0.08, 1.0), ratio=(3. / 4., 4. / 3.), interpolation=Inter.BILINEAR,
                 max_attempts=10):
        super().__init__()
        _check_size(size)
        for name, rng in (("scale", scale), ("ratio", ratio)):
            type_check(rng, (list, tuple), name)
            if len(rng) != 2:
                raise TypeError(f"{name} should be a list/tuple of length 2.")
            for v in rng:
                type_check(v, (int, float), name)
            if rng[0] > rng[1]:
                raise ValueError(f"{name} should be in (min,max) format. Got (max,min).")
            if rng[0] < 0:
                raise ValueError(f"Input {name}[0] is not within the required interval of [0, 16777216].")
        type_check(interpolation, (Inter,), "interpolation")
        type_check(max_attempts, (int,), "max_attempts")
        check_value(max_attempts, (1, 2147483647), "max_attempts")
        self.size = size
        self.scale = scale
        self.ratio = ratio
        self.interpolation, self.max_attempts = interpolation, max_attempts

    def _region(self, h, w, gen):
        area = h * w
        log_lo, log_hi = np.log(self.ratio[0]), np.log(self.ratio[1])
        for _ in range(self.max_attempts):
            target = _rng.uniform_real(gen, self.scale[0], self.scale[1]) * area
            aspect = float(np.exp(_rng.uniform_real(gen, log_lo, log_hi)))
            cw = int(round(np.sqrt(target * aspect)))
            ch = int(round(np.sqrt(target / aspect)))
            if 0 < cw <= w and 0 < ch <= h:
                y = _rng.uniform_int(gen, 0, h - ch)
                x = _rng.uniform_int(gen, 0, w - cw)
                return y, x, ch, cw
        in_ratio = w / h
        if in_ratio < self.ratio[0]:
            cw, ch = w, int(round(w / self.ratio[0]))
        elif in_ratio > self.ratio[1]:
            ch, cw = h, int(round(h * self.ratio[1]))
        else:
            ch, cw = h, w
        return (h - ch) // 2, (w - cw) // 2, ch, cw

    def _execute(self, *arrays):
        img = _image(arrays[0], "RandomResizedCrop")
        y, x, ch, cw = self._region(img.shape[0], img.shape[1], self._gen())
        dh, dw = _hw(self.size)
        return _resize.resize(np.ascontiguousarray(img[y:y + ch, x:x + cw]), dh, dw, int(self.interpolation))


class Decode(ImageTensorOperation):
    """
    Decode an encoded image (JPEG, PNG, BMP, ... bytes as a 1-D uint8 array) to an (H, W, 3) RGB uint8 array.

    Args:
        to_pil (bool, optional): Whether to return a PIL image instead. Default: ``False``.

    Raises:
        TypeError: If `to_pil` is not a bool.
        RuntimeError: If the data cannot be decoded (when applied).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import io
        >>> import numpy as np
        >>> from PIL import Image
        >>> import mindspore.dataset.vision as vision
        >>> buffer = io.BytesIO()
        >>> Image.fromarray(np.full((2, 3, 3), 200, np.uint8)).save(buffer, format="PNG")
        >>> image = vision.Decode()(np.frombuffer(buffer.getvalue(), np.uint8))
        >>> print(image.shape, image[0, 0])
        (2, 3, 3) [200 200 200]
    """

    def __init__(self, to_pil=False):
        super().__init__()
        type_check(to_pil, (bool,), "to_pil")
        self.to_pil = to_pil

    def __call__(self, *input_tensor_list):
        data = input_tensor_list[0]
        raw = data if isinstance(data, bytes) else np.asarray(data).tobytes()
        return self._decode(raw)

    def _execute(self, *arrays):
        return self._decode(arrays[0].tobytes())

    def _decode(self, raw):
        import io
        from PIL import Image, UnidentifiedImageError
        try:
            image = Image.open(io.BytesIO(raw)).convert("RGB")
        except (UnidentifiedImageError, OSError) as exc:
            raise _pipeline_error("Decode: image decode failed.") from exc
        return image if self.to_pil else np.asarray(image).copy()



def _hwc3(img, op):
    """An (H, W, 3) image, or MindSpore's error for another layout."""
    if img.ndim != 3:
        raise _pipeline_error(f"{op}: input tensor is not in shape of <H,W,C>, but got rank: {img.ndim}")
    if img.shape[2] != 3:
        raise _pipeline_error(f"{op}: the number of channels of input tensor is not 3, but got: {img.shape[2]}")
    return img


def _per_channel(img, op, channel_fn):
    """Apply ``channel_fn`` to each channel of an (H, W) or (H, W, 1|3) uint8 image."""
    if img.ndim not in (2, 3):
        raise _pipeline_error(f"{op}: image shape should be <H,W> or <H,W,C>, but got rank: {img.ndim}")
    if img.ndim == 3 and img.shape[2] not in (1, 3):
        raise _pipeline_error(f"{op}: channel of input image should be 1 or 3, but got: {img.shape[2]}")
    if img.dtype != np.uint8:
        raise _pipeline_error(f"{op}: input image should be of type uint8, but got {img.dtype}")
    if img.ndim == 2:
        # MindSpore hands a (H, W) image back with its axes of length 1 dropped: (1, W) becomes (W,)
        return np.squeeze(channel_fn(img))
    return np.stack([channel_fn(img[:, :, c]) for c in range(img.shape[2])], axis=-1)


class Invert(ImageTensorOperation):
    """
    Invert the colours of an (H, W, 3) image: ``output = 255 - image``.

    Raises:
        RuntimeError: If the image is not (H, W, 3) (when applied).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.vision as vision
        >>> print(vision.Invert()(np.array([[[0, 100, 255]]], np.uint8)))
        [[[255 155   0]]]
    """

    def _execute(self, *arrays):
        img = _hwc3(arrays[0], "Invert")
        if img.dtype == np.uint8:
            return (255 - img).astype(np.uint8)
        return (img.dtype.type(255) - img).astype(img.dtype)


class Posterize(ImageTensorOperation):
    """
    Keep only the `bits` highest bits of every uint8 pixel (the lower bits become zero).

    Args:
        bits (int): Number of bits kept, in [0, 8].

    Raises:
        TypeError: If `bits` is not an int.
        ValueError: If `bits` is out of range.
        RuntimeError: If the image is not of type uint8 or int8 (when applied).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.vision as vision
        >>> print(vision.Posterize(2)(np.array([[63, 64, 200, 255]], np.uint8)))
        [[  0  64 192 192]]
    """

    def __init__(self, bits):
        super().__init__()
        type_check(bits, (int,), "bits")
        check_value(bits, [0, 8], "bits")
        self.bits = bits

    def _execute(self, *arrays):
        img = arrays[0]
        if img.dtype not in (np.uint8, np.int8):
            raise _pipeline_error(f"Posterize: data type of input image should be int8 or uint8, but got {img.dtype}")
        mask = np.uint8((0xFF << (8 - self.bits)) & 0xFF)
        return (img.view(np.uint8) & mask).view(img.dtype)


class Solarize(ImageTensorOperation):
    """
    Invert the pixels whose value lies in the threshold range (``255 - value``), keeping the others.

    Args:
        threshold (Union[float, Sequence[float]]): ``(min, max)`` of the inverted range (inclusive), both in
            [0, 255]; one number ``t`` inverts every value from ``t`` up.

    Raises:
        TypeError: If `threshold` is not a number or a pair of numbers.
        ValueError: If a value is out of range, or the pair is decreasing.

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.vision as vision
        >>> print(vision.Solarize((50, 150))(np.array([[10, 50, 120, 150, 200]], np.uint8)))
        [[ 10 205 135 105 200]]
    """

    def __init__(self, threshold):
        super().__init__()
        type_check(threshold, (float, int, list, tuple), "threshold")
        pair = (threshold, threshold) if isinstance(threshold, (float, int)) else threshold
        type_check_list(pair, (float, int), "threshold")
        if len(pair) != 2:
            raise TypeError("threshold must be a single number or sequence of two numbers.")
        for i, value in enumerate(pair):
            check_value(value, (0, 255), f"threshold[{i}]")
        if pair[1] < pair[0]:
            raise ValueError("threshold must be in order of (min, max).")
        self.threshold = threshold
        self._range = (pair[0], 255) if isinstance(threshold, (float, int)) else tuple(pair)

    def _execute(self, *arrays):
        img = arrays[0]
        low, high = self._range
        hit = (img >= low) & (img <= high)
        return np.where(hit, img.dtype.type(255) - img, img).astype(img.dtype)


def _equalize_channel(channel):
    hist = np.bincount(channel.ravel(), minlength=256)
    first = int(np.flatnonzero(hist)[0])
    if hist[first] == channel.size:
        return np.full_like(channel, first)
    scale = np.float32(255.0 / (channel.size - hist[first]))
    cumulative = np.cumsum(hist) - hist[:first + 1].sum()
    lut = np.zeros(256, np.uint8)
    lut[first + 1:] = np.clip(np.rint(cumulative[first + 1:].astype(np.float32) * scale), 0, 255)
    return lut[channel]


class Equalize(ImageTensorOperation):
    """
    Equalize the histogram of every channel of a uint8 image (OpenCV's ``equalizeHist`` per channel).

    Raises:
        RuntimeError: If the image is not (H, W) or (H, W, 1|3) uint8 (when applied).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.vision as vision
        >>> print(vision.Equalize()(np.array([[10, 10], [20, 40]], np.uint8)))
        [[  0   0]
         [128 255]]
    """

    def _execute(self, *arrays):
        return _per_channel(arrays[0], "Equalize", _equalize_channel)


def _autocontrast_channel(channel, cutoff, ignore):
    hist = np.bincount(channel.ravel(), minlength=256).astype(np.int64)
    if ignore:
        hist[list(ignore)] = 0
    if cutoff:
        cut = int(hist.sum() * cutoff / 100)
        for order in (range(256), range(255, -1, -1)):
            left = cut
            for value in order:
                if left <= 0:
                    break
                taken = min(left, hist[value])
                hist[value] -= taken
                left -= taken
    present = np.flatnonzero(hist)
    if present.size == 0 or present[-1] <= present[0]:
        return channel.copy()
    low, high = int(present[0]), int(present[-1])
    scale = np.float32(255.0) / np.float32(high - low)
    offset = np.float32(-low) * scale
    lut = np.arange(256, dtype=np.float32) * scale + offset
    lut = np.clip(lut.astype(np.int64), 0, 255).astype(np.uint8)
    return lut[channel]


class AutoContrast(ImageTensorOperation):
    """
    Stretch every channel of a uint8 image so that its darkest kept value becomes 0 and its brightest 255.

    Args:
        cutoff (float, optional): Percent of the darkest and of the brightest pixels left out of the range, in
            [0, 50). Default: ``0.0``.
        ignore (Union[int, Sequence[int]], optional): Pixel values left out of the range. Default: ``None``.

    Raises:
        TypeError: If `cutoff` is not a number or `ignore` is not an int or a sequence of ints.
        ValueError: If a value is out of range.
        RuntimeError: If the image is not (H, W) or (H, W, 1|3) uint8 (when applied).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.vision as vision
        >>> print(vision.AutoContrast()(np.array([[50, 100], [150, 150]], np.uint8)))
        [[  0 127]
         [255 255]]
    """

    def __init__(self, cutoff=0.0, ignore=None):
        super().__init__()
        type_check(cutoff, (int, float), "cutoff")
        check_value(cutoff, [0, 50], "cutoff", right_open_interval=True)
        if ignore is not None:
            type_check(ignore, (list, tuple, int), "ignore")
            if isinstance(ignore, int):
                check_value(ignore, [0, 255], "ignore")
            else:
                for item in ignore:
                    type_check(item, (int,), "item")
                    check_value(item, [0, 255], "ignore")
        self.cutoff = cutoff
        self.ignore = ignore
        self._ignore = [ignore] if isinstance(ignore, int) else list(ignore or [])

    def _execute(self, *arrays):
        return _per_channel(arrays[0], "AutoContrast",
                            lambda ch: _autocontrast_channel(ch, self.cutoff, self._ignore))


_GRAY_WEIGHTS_U8 = (4899, 9617, 1868)          # OpenCV's 14-bit fixed-point R, G, B weights
_GRAY_WEIGHTS_F = (0.299, 0.587, 0.114)


def _to_gray(img, rgb_order):
    r, g, b = (img[..., 0], img[..., 1], img[..., 2]) if rgb_order else (img[..., 2], img[..., 1], img[..., 0])
    if img.dtype == np.uint8:
        wr, wg, wb = _GRAY_WEIGHTS_U8
        total = r.astype(np.int64) * wr + g.astype(np.int64) * wg + b.astype(np.int64) * wb + (1 << 13)
        return (total >> 14).astype(np.uint8)
    wr, wg, wb = (np.float32(w) for w in _GRAY_WEIGHTS_F)
    return (r.astype(np.float32) * wr + g.astype(np.float32) * wg + b.astype(np.float32) * wb).astype(img.dtype)


def _alpha(img):
    full = 255 if img.dtype == np.uint8 or np.issubdtype(img.dtype, np.integer) else 1
    return np.full(img.shape[:2] + (1,), full, img.dtype)


class ConvertColor(ImageTensorOperation):
    """
    Convert an image between the RGB, BGR, RGBA, BGRA and grayscale layouts (OpenCV's ``cvtColor`` rules:
    grayscale is ``0.299 R + 0.587 G + 0.114 B``, rounded in 14-bit fixed point for uint8; an added alpha channel
    is opaque).

    Args:
        convert_mode (ConvertMode): The conversion.

    Raises:
        TypeError: If `convert_mode` is not a :class:`mindspore.dataset.vision.ConvertMode`.
        RuntimeError: If the image has not the number of channels the conversion reads (when applied).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.vision as vision
        >>> image = np.array([[[200, 100, 50]]], np.uint8)
        >>> print(vision.ConvertColor(vision.ConvertMode.COLOR_RGB2GRAY)(image))
        [[124]]
        >>> print(vision.ConvertColor(vision.ConvertMode.COLOR_RGB2BGR)(image))
        [[[ 50 100 200]]]
    """

    _SOURCE_CHANNELS = {0: (3,), 1: (4,), 2: (3,), 3: (4,), 4: (3, 4), 5: (4,), 6: (3, 4), 7: (3, 4),
                        8: (1,), 9: (1,), 10: (4,), 11: (4,)}

    def __init__(self, convert_mode):
        super().__init__()
        type_check(convert_mode, (ConvertMode,), "convert_mode")
        self.convert_mode = convert_mode

    def _execute(self, *arrays):
        img = arrays[0]
        mode = int(self.convert_mode)
        if img.ndim not in (2, 3):
            raise _pipeline_error(f"ConvertColor: image shape should be <H,W> or <H,W,C>, but got rank: {img.ndim}")
        channels = 1 if img.ndim == 2 else img.shape[2]
        if channels not in self._SOURCE_CHANNELS[mode]:
            raise _pipeline_error(f"ConvertColor: the number of channels of the input image is {channels}, but "
                                  f"the conversion {self.convert_mode.name} reads "
                                  f"{' or '.join(map(str, self._SOURCE_CHANNELS[mode]))}.")
        if mode == 0:
            return np.concatenate([img, _alpha(img)], axis=2)
        if mode == 1:
            return img[:, :, :3].copy()
        if mode == 2:
            return np.concatenate([img[:, :, 2::-1], _alpha(img)], axis=2)
        if mode == 3:
            return np.ascontiguousarray(img[:, :, 2::-1])
        if mode == 4:
            return np.ascontiguousarray(img[:, :, 2::-1])
        if mode == 5:
            return np.ascontiguousarray(img[:, :, [2, 1, 0, 3]])
        if mode in (6, 10):
            return _to_gray(img, rgb_order=False)
        if mode in (7, 11):
            return _to_gray(img, rgb_order=True)
        gray = img if img.ndim == 2 else img[:, :, 0]
        out = np.repeat(gray[:, :, None], 3, axis=2)
        return out if mode == 8 else np.concatenate([out, _alpha(out)], axis=2)


class ResizedCrop(ImageTensorOperation):
    """
    Crop the region ``(top, left, height, width)`` and resize it to `size`.

    Args:
        top (int): Row of the region's top-left corner.
        left (int): Column of the region's top-left corner.
        height (int): Height of the region.
        width (int): Width of the region.
        size (Union[int, Sequence[int]]): Output ``(height, width)``, or one int for a square.
        interpolation (Inter, optional): Interpolation mode. Default: ``Inter.BILINEAR``.

    Raises:
        TypeError: If an argument has the wrong type.
        ValueError: If a value is out of range.
        RuntimeError: If the region leaves the image (when applied).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.vision as vision
        >>> image = np.array([[0, 40, 80], [120, 160, 200]], np.uint8)
        >>> print(vision.ResizedCrop(0, 1, 2, 2, (3, 3))(image))
        [[ 40  60  80]
         [100 120 140]
         [160 180 200]]
    """

    def __init__(self, top, left, height, width, size, interpolation=Inter.BILINEAR):
        super().__init__()
        for value, name in ((top, "top"), (left, "left")):
            type_check(value, (int,), name)
            check_value(value, (0, 2147483647), name)
        for value, name in ((height, "height"), (width, "width")):
            type_check(value, (int,), name)
            check_value(value, (1, 2147483647), name)
        type_check(interpolation, (Inter,), "interpolation")
        _check_size(size)
        self.top, self.left, self.height, self.width = top, left, height, width
        self.size = size
        self.interpolation = interpolation

    def _execute(self, *arrays):
        img = _image(arrays[0], "ResizedCrop")
        h, w = img.shape[:2]
        if self.top + self.height > h:
            raise _pipeline_error(f"ResizedCrop: the sum of top and height: {self.top + self.height} exceeds image "
                                  f"height: {h}")
        if self.left + self.width > w:
            raise _pipeline_error(f"ResizedCrop: the sum of left and width: {self.left + self.width} exceeds image "
                                  f"width: {w}")
        region = np.ascontiguousarray(img[self.top:self.top + self.height, self.left:self.left + self.width])
        dh, dw = _hw(self.size)
        return _resize.resize(region, dh, dw, int(self.interpolation))


class Erase(ImageTensorOperation):
    """
    Fill the region ``(top, left, height, width)`` of an (H, W, 3) image with `value`.

    Args:
        top (int): Row of the region's top-left corner.
        left (int): Column of the region's top-left corner.
        height (int): Height of the region.
        width (int): Width of the region.
        value (Union[float, int, tuple[int, int, int]], optional): Fill value, one for every channel or one per
            channel. Default: ``0.0``.
        inplace (bool, optional): Whether to write into the input array. Default: ``False``.

    Raises:
        TypeError: If an argument has the wrong type.
        ValueError: If a value is out of range.
        RuntimeError: If the image is not (H, W, C) or the region is larger than it (when applied).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.vision as vision
        >>> out = vision.Erase(0, 1, 1, 1, (7, 8, 9))(np.zeros((2, 2, 3), np.uint8))
        >>> print(out[0])
        [[0 0 0]
         [7 8 9]]
    """

    def __init__(self, top, left, height, width, value=0.0, inplace=False):
        super().__init__()
        for v, name in ((top, "top"), (left, "left")):
            type_check(v, (int,), name)
            check_value(v, (0, 2147483647), name)
        for v, name in ((height, "height"), (width, "width")):
            type_check(v, (int,), name)
            check_value(v, (1, 2147483647), name)
        type_check(inplace, (bool,), "inplace")
        type_check(value, (float, int, tuple), "value")
        if isinstance(value, (float, int)):
            value = (value, value, value)
        type_check_list(value, (float, int), "value")
        if len(value) != 3:
            raise TypeError("value should be a single integer/float or a 3-tuple.")
        for i, v in enumerate(value):
            check_value(v, (0, 255), f"value[{i}]")
        self.top, self.left, self.height, self.width = top, left, height, width
        self.value = value
        self.inplace = inplace

    def _execute(self, *arrays):
        img = arrays[0]
        if img.ndim != 3:
            raise _pipeline_error(f"Erase: input tensor is not in shape of <H,W,C>, but got rank: {img.ndim}")
        h, w = img.shape[:2]
        if self.top + self.height > h or self.left + self.width > w:
            raise _pipeline_error(f"Erase: box size is too large for image erase, got box height: {self.height}"
                                  f"box weight: {self.width}, and image height: {h}, image width: {w}")
        out = img.copy()
        fill = np.array(self.value, np.float64)[:img.shape[2]]
        out[self.top:self.top + self.height, self.left:self.left + self.width] = fill.astype(img.dtype)
        return out


class _RandomApplied(ImageTensorOperation):
    """Base of the transforms that apply a fixed operation with probability `prob`."""

    random = True

    def _apply(self, img):
        raise TypeError(f"{type(self).__name__} does not transform data")

    def _execute(self, *arrays):
        if _rng.bernoulli(self._gen(), self.prob):
            return self._apply(arrays[0])
        return arrays[0].copy()


class RandomInvert(_RandomApplied):
    """
    Invert the colours of an (H, W, 3) image (as :class:`Invert`) with probability `prob`.

    Args:
        prob (float, optional): Probability of inverting, in [0.0, 1.0]. Default: ``0.5``.

    Raises:
        TypeError: If `prob` is not a number.
        ValueError: If `prob` is out of range.

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.vision as vision
        >>> print(vision.RandomInvert(1.0)(np.array([[[0, 100, 255]]], np.uint8)))
        [[[255 155   0]]]
    """

    def __init__(self, prob=0.5):
        super().__init__()
        _check_prob(prob)
        self.prob = prob

    def _apply(self, img):
        return Invert()._execute(img)


class RandomEqualize(_RandomApplied):
    """
    Equalize the histogram of an image (as :class:`Equalize`) with probability `prob`.

    Args:
        prob (float, optional): Probability of equalizing, in [0.0, 1.0]. Default: ``0.5``.

    Raises:
        TypeError: If `prob` is not a number.
        ValueError: If `prob` is out of range.

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.vision as vision
        >>> print(vision.RandomEqualize(1.0)(np.array([[10, 10], [20, 40]], np.uint8)))
        [[  0   0]
         [128 255]]
    """

    def __init__(self, prob=0.5):
        super().__init__()
        _check_prob(prob)
        self.prob = prob

    def _apply(self, img):
        return Equalize()._execute(img)


class RandomAutoContrast(_RandomApplied):
    """
    Apply :class:`AutoContrast` with probability `prob`.

    Args:
        cutoff (float, optional): As in :class:`AutoContrast`. Default: ``0.0``.
        ignore (Union[int, Sequence[int]], optional): As in :class:`AutoContrast`. Default: ``None``.
        prob (float, optional): Probability of applying it, in [0.0, 1.0]. Default: ``0.5``.

    Raises:
        TypeError: If an argument has the wrong type.
        ValueError: If a value is out of range.

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.vision as vision
        >>> print(vision.RandomAutoContrast(prob=1.0)(np.array([[50, 100], [150, 150]], np.uint8)))
        [[  0 127]
         [255 255]]
    """

    def __init__(self, cutoff=0.0, ignore=None, prob=0.5):
        super().__init__()
        self._op = AutoContrast(cutoff, ignore)
        _check_prob(prob)
        self.cutoff, self.ignore, self.prob = cutoff, ignore, prob

    def _apply(self, img):
        return self._op._execute(img)


def _check_factor(value, name):
    type_check(value, (float, int), name)
    check_value(value, (0, _FLOAT_MAX_INTEGER), name)


def _adjust_rgb(img, op):
    if img.ndim != 3:
        raise _pipeline_error(f"{op}: the dimension of image tensor does not match the requirement of operator. "
                              f"Expecting tensor in dimension of (3), in shape of <H, W, C>. But got dimension "
                              f"{img.ndim}.")
    if img.shape[2] != 3:
        raise _pipeline_error(f"{op}: the channel of image tensor does not match the requirement of operator. "
                              f"Expecting tensor in channel of (3). But got channel {img.shape[2]}.")
    return img


def _blend(img, other, alpha):
    """``alpha * img + (1 - alpha) * other`` in float32, saturated and rounded back for uint8 images."""
    out = img.astype(np.float32) * np.float32(alpha) + other.astype(np.float32) * np.float32(1 - alpha)
    if img.dtype == np.uint8:
        return np.clip(np.rint(out), 0, 255).astype(np.uint8)
    return out.astype(img.dtype)


class AdjustBrightness(ImageTensorOperation):
    """
    Multiply the pixel values by `brightness_factor` (uint8 results are rounded and saturated).

    Args:
        brightness_factor (float): Non-negative factor; 1 keeps the image, 0 makes it black.

    Raises:
        TypeError: If `brightness_factor` is not a number.
        ValueError: If `brightness_factor` is negative.
        RuntimeError: If the image is not (H, W) or (H, W, 1|3) (when applied).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.vision as vision
        >>> print(vision.AdjustBrightness(1.5)(np.array([[[10, 101, 200]]], np.uint8)))
        [[[ 15 152 255]]]
    """

    def __init__(self, brightness_factor):
        super().__init__()
        _check_factor(brightness_factor, "brightness_factor")
        self.brightness_factor = brightness_factor

    def _execute(self, *arrays):
        img = arrays[0]
        if img.ndim == 3 and img.shape[2] not in (1, 3):
            raise _pipeline_error(f"AdjustBrightness: the channel of image tensor does not match the requirement of "
                                  f"operator. Expecting tensor in channel of (1, 3). But got channel {img.shape[2]}.")
        return _blend(img, np.zeros_like(img), self.brightness_factor)


class AdjustContrast(ImageTensorOperation):
    """
    Blend an RGB image with the mean of its grayscale version: ``factor * image + (1 - factor) * mean``.

    Args:
        contrast_factor (float): Non-negative factor; 1 keeps the image, 0 gives a flat grey image.

    Raises:
        TypeError: If `contrast_factor` is not a number.
        ValueError: If `contrast_factor` is negative.
        RuntimeError: If the image is not (H, W, 3) (when applied).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.vision as vision
        >>> image = np.array([[[0, 0, 0], [200, 200, 200]]], np.uint8)
        >>> print(vision.AdjustContrast(0.5)(image))
        [[[ 50  50  50]
          [150 150 150]]]
    """

    def __init__(self, contrast_factor):
        super().__init__()
        _check_factor(contrast_factor, "contrast_factor")
        self.contrast_factor = contrast_factor

    def _execute(self, *arrays):
        img = _adjust_rgb(arrays[0], "AdjustContrast")
        mean = _to_gray(img, rgb_order=True).astype(np.float64).mean()
        if img.dtype == np.uint8:
            mean = np.rint(mean)
        return _blend(img, np.full(img.shape, mean, np.float32), self.contrast_factor)


class AdjustSaturation(ImageTensorOperation):
    """
    Blend an RGB image with its grayscale version: ``factor * image + (1 - factor) * gray``.

    Args:
        saturation_factor (float): Non-negative factor; 1 keeps the image, 0 gives its grayscale version.

    Raises:
        TypeError: If `saturation_factor` is not a number.
        ValueError: If `saturation_factor` is negative.
        RuntimeError: If the image is not (H, W, 3) (when applied).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.vision as vision
        >>> print(vision.AdjustSaturation(0.0)(np.array([[[200, 100, 50]]], np.uint8)))
        [[[124 124 124]]]
    """

    def __init__(self, saturation_factor):
        super().__init__()
        _check_factor(saturation_factor, "saturation_factor")
        self.saturation_factor = saturation_factor

    def _execute(self, *arrays):
        img = _adjust_rgb(arrays[0], "AdjustSaturation")
        gray = _to_gray(img, rgb_order=True)
        return _blend(img, np.repeat(gray[:, :, None], 3, axis=2), self.saturation_factor)


def not_random(func):
    """
    Mark a Python function used in ``Dataset.map`` as deterministic (its ``random`` attribute becomes ``False``),
    which is what a cache needs to keep its results.

    Args:
        func (callable): The function to mark.

    Returns:
        callable, `func` itself.

    Examples:
        >>> import mindspore.dataset.vision as vision
        >>> def brighten(image):
        ...     return image + 1
        >>> print(vision.not_random(brighten) is brighten, brighten.random)
        True False
    """
    func.random = False
    return func


class ToNumpy(ImageTensorOperation):
    """
    Convert a PIL image to a numpy array (a numpy array passes through unchanged).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> from PIL import Image
        >>> import mindspore.dataset.vision as vision
        >>> out = vision.ToNumpy()(Image.fromarray(np.full((2, 3, 3), 9, np.uint8)))
        >>> print(type(out).__name__, out.shape, out.dtype)
        ndarray (2, 3, 3) uint8
    """

    def _execute(self, *arrays):
        return np.array(arrays[0])
