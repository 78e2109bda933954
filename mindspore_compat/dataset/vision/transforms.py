"""
Image transforms (``mindspore.dataset.vision.transforms``) on numpy images laid out (H, W) or (H, W, C).

Resizing follows OpenCV's ``cv::resize`` (which MindSpore calls) bit for bit for uint8 and float images in the
linear, nearest, cubic and area modes; random transforms draw from a ``std::mt19937`` generator seeded from
:func:`mindspore.dataset.config.get_seed` (one generator per pipeline; an eager call starts a fresh one).
"""
import colorsys
import math
import numbers
import random

import numpy as np

from ..core.validator_helpers import (type_check, type_check_list, check_value, check_valid_str, check_float32,
                                      check_uint8, check_non_negative_float32, check_positive, check_range, check_2tuple,
                                      check_pos_float32, check_pos_int32)
from ..engine import _rng
from ..engine.datasets import _pipeline_error
from ..transforms.transforms import TensorOperation, PyTensorOperation, _ms_to_np, _cast
from . import _resize
from ._jpeg import decode_plain_jpeg
from .utils import Inter, Border, ConvertMode, SliceMode

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


class _DeviceTarget:
    """``device`` of the image transforms MindSpore can run on Ascend's DVPP."""

    #: name of the interpolation attribute checked for Ascend, and the modes DVPP accepts
    _ascend_modes = None

    def device(self, device_target="CPU"):
        """
        Choose where the transform runs: ``"CPU"`` or ``"Ascend"``. The choice is checked as MindSpore checks it
        and recorded in ``device_target``; the transform always runs on the host with mindspore_compat
        (MindSpore runs it on Ascend's DVPP), with the CPU results.

        Args:
            device_target (str, optional): ``"CPU"`` or ``"Ascend"``. Default: ``"CPU"``.

        Returns:
            the transform itself.

        Raises:
            TypeError: If `device_target` is not a str.
            ValueError: If `device_target` is neither ``"CPU"`` nor ``"Ascend"``.
            RuntimeError: If `device_target` is ``"Ascend"`` and a parameter of the transform is one DVPP does not
                support (an interpolation mode, a Gaussian kernel size).

        Examples:
            >>> import numpy as np
            >>> import mindspore.dataset.vision as vision
            >>> flip = vision.HorizontalFlip().device("CPU")
            >>> print(flip(np.array([[1, 2, 3]], np.uint8)))
            [[3 2 1]]
            >>> print(vision.HorizontalFlip().device("Ascend").device_target)
            Ascend
        """
        check_valid_str(device_target, ["CPU", "Ascend"], "device_target")
        self._check_device(device_target)
        self.device_target = device_target
        if device_target == "Ascend":
            self._check_ascend()
        return self

    def _check_device(self, device_target):
        """Checks that refuse a device before it is recorded (none by default)."""
        return device_target

    def _check_ascend(self):
        """Checks of the parameters DVPP supports, made once Ascend is recorded (as MindSpore makes them)."""
        if self._ascend_modes is not None:
            attribute, modes, names = self._ascend_modes
            if getattr(self, attribute) not in modes:
                raise RuntimeError(f"Invalid interpolation mode, only support {names}.")


_BILINEAR_NEAREST = ((Inter.BILINEAR, Inter.NEAREST), "BILINEAR and NEAREST")
_BILINEAR_CUBIC_NEAREST = ((Inter.BILINEAR, Inter.CUBIC, Inter.NEAREST), "BILINEAR, CUBIC and NEAREST")


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


class Resize(_DeviceTarget, ImageTensorOperation):
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

    _ascend_modes = ("interpolation",) + _BILINEAR_CUBIC_NEAREST

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


class Normalize(_DeviceTarget, ImageTensorOperation):
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
        self._tiled = None

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
        work = img.astype(np.float32, order="C")  # a new array: the two steps below work in place
        view = work
        if len(self.mean) == 1 or img.ndim == 2:
            mean, std = mean[0], std[0]
        elif not self.is_hwc:
            mean, std = mean.reshape(-1, 1, 1), std.reshape(-1, 1, 1)
        else:
            # (H, W, C) seen as (H, W*C) rows with the per-channel values repeated along a row: numpy then runs
            # long inner loops instead of loops of C elements, about four times faster, with the same numbers
            view = work.reshape(work.shape[0], -1)
            key = (work.shape[1], tuple(self.mean), tuple(self.std))
            tiled = self._tiled  # read once: map worker threads share this transform
            if tiled is None or tiled[0] != key:  # the rows are kept for the next image of this width
                tiled = self._tiled = (key, np.tile(mean, work.shape[1]), np.tile(std, work.shape[1]))
            mean, std = tiled[1], tiled[2]
        view -= mean
        view /= std
        return work


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


class Crop(_DeviceTarget, ImageTensorOperation):
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


class Pad(_DeviceTarget, ImageTensorOperation):
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

    def _padded(self, img):
        """The padded image and the rows and columns added above and left of it."""
        ch, cw = _hw(self.size)
        top, left = self._pads[0], self._pads[2]
        if any(self._pads):
            img = _pad(img, *self._pads, mode=self.padding_mode, fill=self.fill_value)
        if self.pad_if_needed and img.shape[0] < ch:
            d = ch - img.shape[0]
            img = _pad(img, d, d, 0, 0, mode=self.padding_mode, fill=self.fill_value)
            top += d
        if self.pad_if_needed and img.shape[1] < cw:
            d = cw - img.shape[1]
            img = _pad(img, 0, 0, d, d, mode=self.padding_mode, fill=self.fill_value)
            left += d
        h, w = img.shape[:2]
        if ch > h or cw > w:
            raise _pipeline_error(f"RandomCrop: invalid crop size, crop size is bigger than the image dimensions, "
                                  f"got crop height: {ch}, crop width: {cw}")
        return img, top, left

    def _position(self, h, w, gen):
        """The drawn (x, y) of the crop's top-left corner."""
        ch, cw = _hw(self.size)
        x = _rng.uniform_int(gen, 0, w - cw)
        y = _rng.uniform_int(gen, 0, h - ch)
        return x, y

    def _execute(self, *arrays):
        img, _, _ = self._padded(_image(arrays[0], "RandomCrop"))
        ch, cw = _hw(self.size)
        x, y = self._position(img.shape[0], img.shape[1], self._gen())
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


class HorizontalFlip(_DeviceTarget, ImageTensorOperation):
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


class VerticalFlip(_DeviceTarget, ImageTensorOperation):
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


def _round_half_away(value):
    """C's ``round``: halves go away from zero (Python's ``round`` goes to even)."""
    return int(math.floor(value + 0.5)) if value >= 0 else -int(math.floor(-value + 0.5))


def _check_resized_crop(size, scale, ratio, interpolation, max_attempts):
    """The argument checks shared by RandomResizedCrop and RandomCropDecodeResize, in MindSpore's order."""
    if interpolation is not None:
        type_check(interpolation, (Inter,), "interpolation")
    type_check(size, (int, list, tuple), "size")
    sides = [("size", size)] if isinstance(size, int) else [(f"size[{k}]", v) for k, v in enumerate(size)]
    if len(sides) != 2 and not isinstance(size, int):
        raise TypeError("Size should be a single integer or a list/tuple (h, w) of length 2.")
    for label, side in sides:
        type_check(side, (int,), label)
        check_value(side, (1, _FLOAT_MAX_INTEGER))
    for name, pair in (("scale", scale), ("ratio", ratio)):
        if pair is None:
            continue
        type_check(pair, (tuple, list), name)
        if len(pair) != 2:
            raise TypeError(f"{name} should be a list/tuple of length 2.")
        if name == "scale":
            type_check_list(pair, (float, int), name)
            _check_min_max(pair, name)
            check_range(pair, [0, _FLOAT_MAX_INTEGER])
            check_positive(pair[1], "scale[1]")
        else:
            check_pos_float32(pair[0], "ratio[0]")
            check_pos_float32(pair[1], "ratio[1]")
            _check_min_max(pair, name)
    if max_attempts is not None:
        check_pos_int32(max_attempts, "max_attempts")


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
        _check_resized_crop(size, scale, ratio, interpolation, max_attempts)
        self.size = size
        self.scale = scale
        self.ratio = ratio
        self.interpolation, self.max_attempts = interpolation, max_attempts

    def _region(self, h, w, gen):
        """``(y, x, height, width)`` of the crop, drawn as MindSpore's kernel draws it: float32 area fraction and
        log aspect ratio, the width rounded first and the height derived from it, then x before y."""
        ratio_lb, ratio_ub = float(np.float32(self.ratio[0])), float(np.float32(self.ratio[1]))
        log_lo, log_hi = np.float32(math.log(ratio_lb)), np.float32(math.log(ratio_ub))
        for _ in range(self.max_attempts):
            scale = float(_rng.uniform_real_float(gen, self.scale[0], self.scale[1]))
            aspect = math.exp(float(_rng.uniform_real_float(gen, log_lo, log_hi)))
            cw = max(_round_half_away(math.sqrt(h * w * scale * aspect)), 1)
            ch = max(_round_half_away(cw / aspect), 1)
            if cw <= w and ch <= h:
                x = _rng.uniform_int(gen, 0, w - cw)
                y = _rng.uniform_int(gen, 0, h - ch)
                return y, x, ch, cw
        in_ratio = w / h
        if in_ratio < ratio_lb:
            cw, ch = w, _round_half_away(w / ratio_lb)
        elif in_ratio > ratio_ub:
            ch, cw = h, _round_half_away(h * ratio_ub)
        else:
            ch, cw = h, w
        cw, ch = max(cw, 1), max(ch, 1)
        return _round_half_away((h - ch) / 2.0), _round_half_away((w - cw) / 2.0), ch, cw

    def _execute(self, *arrays):
        img = _image(arrays[0], "RandomResizedCrop")
        y, x, ch, cw = self._region(img.shape[0], img.shape[1], self._gen())
        dh, dw = _hw(self.size)
        return _resize.resize(np.ascontiguousarray(img[y:y + ch, x:x + cw]), dh, dw, int(self.interpolation))


class Decode(_DeviceTarget, ImageTensorOperation):
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

    def _check_device(self, device_target):
        if self.to_pil and device_target == "Ascend":
            raise ValueError('The transform "Decode(to_pil=True)" cannot be performed on Ascend device, please set '
                             '"to_pil=False".')
        return device_target

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
        if not self.to_pil:
            pixels = decode_plain_jpeg(raw)
            if pixels is not None:
                return pixels
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


class Invert(_DeviceTarget, ImageTensorOperation):
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


class Posterize(_DeviceTarget, ImageTensorOperation):
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


class Solarize(_DeviceTarget, ImageTensorOperation):
    """
    Invert the pixels whose value lies in the threshold range (``255 - value``), keeping the others.

    Args:
        threshold (Union[float, Sequence[float]]): ``(min, max)`` of the inverted range (inclusive), both in
            [0, 255]; one number ``t`` (or a pair of equal values ``t``) inverts every value from ``t`` up.

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
        # one number, or a pair of equal ones, inverts everything from that value up (as MindSpore's kernel does)
        self._range = (pair[0], 255) if pair[0] == pair[1] else tuple(pair)

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


class Equalize(_DeviceTarget, ImageTensorOperation):
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


class AutoContrast(_DeviceTarget, ImageTensorOperation):
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


class ConvertColor(_DeviceTarget, ImageTensorOperation):
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


class ResizedCrop(_DeviceTarget, ImageTensorOperation):
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

    _ascend_modes = ("interpolation",) + _BILINEAR_CUBIC_NEAREST

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


class Erase(_DeviceTarget, ImageTensorOperation):
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


class AdjustBrightness(_DeviceTarget, ImageTensorOperation):
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


class AdjustContrast(_DeviceTarget, ImageTensorOperation):
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


class AdjustSaturation(_DeviceTarget, ImageTensorOperation):
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


# ---------------------------------------------------------------------------------------------------------------
# Geometry, colour-space and multi-crop transforms. MindSpore runs the C++ ones through OpenCV (warpAffine,
# warpPerspective, GaussianBlur, cvtColor); they are computed here with the same OpenCV calls, imported on first
# use (package ``opencv-python-headless``). The Python ones (FiveCrop, TenCrop, Grayscale, ToPIL, RgbToHsv,
# HsvToRgb, LinearTransformation) work on PIL images or numpy arrays as MindSpore's Python path does.
# ---------------------------------------------------------------------------------------------------------------

__all__ += [
    "AdjustGamma", "AdjustHue", "AdjustSharpness", "Affine", "Rotate", "Perspective", "GaussianBlur", "Grayscale",
    "HsvToRgb", "RgbToHsv", "FiveCrop", "TenCrop", "PadToSize", "NormalizePad", "LinearTransformation",
    "SlicePatches", "ToPIL",
]

_PIL_EXPECTED = "img should be PIL image. Got {}. Use Decode() for encoded data or ToPIL() for decoded data."
_INT32_MIN, _INT32_MAX = -(1 << 31), (1 << 31) - 1


def _opencv():
    """The ``cv2`` module (OpenCV computes the warps and blurs exactly as in MindSpore's C++ kernels)."""
    try:
        import cv2  # pylint: disable=import-outside-toplevel
    except ImportError as exc:
        raise ImportError("this vision transform computes with OpenCV as MindSpore does: install "
                          "opencv-python-headless") from exc
    return cv2


def _cv_inter(inter):
    """OpenCV's interpolation flag for an :class:`Inter` (warps know nearest, linear, cubic and area)."""
    return {Inter.NEAREST: 0, Inter.BILINEAR: 1, Inter.BICUBIC: 2, Inter.AREA: 3, Inter.PILCUBIC: 2}[inter]


def _is_pil(img):
    return type(img).__module__.startswith("PIL")


def _fill3(fill_value):
    return tuple(fill_value) if isinstance(fill_value, tuple) else (fill_value,) * 3


def _border_value(img, fill):
    channels = 1 if img.ndim == 2 else img.shape[2]
    return tuple(float(v) for v in fill[:channels]) if channels <= 3 else tuple(float(fill[0]) for _ in range(4))


def _warp_input(img, op):
    if img.ndim not in (2, 3):
        raise _pipeline_error(f"{op}: image shape should be <H,W> or <H,W,C>, but got rank: {img.ndim}")
    if img.ndim == 3 and img.shape[2] not in (1, 3):
        raise _pipeline_error(f"{op}: channel of input image should be 1 or 3, but got: {img.shape[2]}")
    return img


def _check_fill_value(fill_value):
    if isinstance(fill_value, int) and not isinstance(fill_value, bool):
        check_value(fill_value, (0, 255), "fill_value")
    elif isinstance(fill_value, tuple) and len(fill_value) == 3:
        for i, value in enumerate(fill_value):
            type_check(value, (int,), f"fill_value[{i}]")
            check_value(value, (0, 255), f"fill_value[{i}]")
    else:
        raise TypeError("fill_value should be a single integer or a 3-tuple.")


class AdjustGamma(ImageTensorOperation):
    """
    Gamma correction. A float image becomes ``(gain * image) ** gamma`` clipped to [0, 1]; a uint8 image goes
    through the table ``(i / 255) ** gamma * 256 * gain``, truncated and saturated (MindSpore's scaling, which
    lifts the values slightly above the textbook ``* 255``).

    Args:
        gamma (float): Non-negative exponent; below 1 brightens the dark areas, above 1 darkens them.
        gain (float, optional): Multiplier applied after the power. Default: ``1``.

    Raises:
        TypeError: If `gamma` or `gain` is not a number.
        ValueError: If `gamma` is negative.
        RuntimeError: If the image is not (H, W) or (H, W, C) (when applied).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.vision as vision
        >>> print(vision.AdjustGamma(0.5)(np.array([[0, 64, 128, 255]], np.uint8)))
        [[  0 128 181 255]]
    """

    def __init__(self, gamma, gain=1):
        super().__init__()
        type_check(gamma, (float, int), "gamma")
        check_value(gamma, (0, _FLOAT_MAX_INTEGER))
        if gain is not None:
            type_check(gain, (float, int), "gain")
            check_value(gain, (-_FLOAT_MAX_INTEGER, _FLOAT_MAX_INTEGER))
        self.gamma = gamma
        self.gain = gain

    def _execute(self, *arrays):
        img = arrays[0]
        if img.ndim < 2:
            raise _pipeline_error(f"AdjustGamma: input tensor is not in shape of <...,H,W,C> or <H,W>, got shape: "
                                  f"{list(img.shape)}.")
        gain = 1 if self.gain is None else self.gain
        if img.dtype.kind == "f":
            out = np.power(np.clip(img.astype(np.float64) * gain, 0, 1), self.gamma)
            return np.clip(out, 0, 1).astype(img.dtype)
        table = np.power(np.arange(256, dtype=np.float64) / 255.0, self.gamma) * 256.0 * gain
        table = np.clip(np.floor(table), 0, 255).astype(np.uint8)
        return table[img.astype(np.uint8)].astype(img.dtype)


class AdjustHue(_DeviceTarget, ImageTensorOperation):
    """
    Shift the hue of an RGB uint8 image by ``hue_factor`` of a full turn (through OpenCV's full-range HSV).

    Args:
        hue_factor (float): Fraction of a turn, in [-0.5, 0.5].

    Raises:
        TypeError: If `hue_factor` is not a number.
        ValueError: If `hue_factor` is out of range.
        RuntimeError: If the image is not (H, W, 3) (when applied).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.vision as vision
        >>> print(vision.AdjustHue(0.5)(np.array([[[200, 40, 40]]], np.uint8)))
        [[[ 40 200 198]]]
    """

    def __init__(self, hue_factor):
        super().__init__()
        type_check(hue_factor, (float, int), "hue_factor")
        check_value(hue_factor, (-0.5, 0.5), "hue_factor")
        self.hue_factor = hue_factor

    def _execute(self, *arrays):
        img = _adjust_rgb(arrays[0], "AdjustHue")
        cv2 = _opencv()
        work = img if img.dtype == np.uint8 else img.astype(np.uint8)
        hsv = cv2.cvtColor(np.ascontiguousarray(work), cv2.COLOR_RGB2HSV_FULL)
        shift = int(self.hue_factor * 255)
        hsv[:, :, 0] = ((hsv[:, :, 0].astype(np.int64) + shift) % 256).astype(np.uint8)
        return cv2.cvtColor(hsv, cv2.COLOR_HSV2RGB_FULL).astype(img.dtype)


class AdjustSharpness(_DeviceTarget, ImageTensorOperation):
    """
    Sharpen or soften an image: blend it with a 3x3 smoothed copy (weights 1 around a centre of 5, divided by 13;
    the one-pixel border is left as it is) by ``output = factor * image + (1 - factor) * smoothed``.

    Args:
        sharpness_factor (float): Non-negative factor: 0 gives the smoothed image, 1 the original, 2 a sharper one.

    Raises:
        TypeError: If `sharpness_factor` is not a number.
        ValueError: If `sharpness_factor` is negative.
        RuntimeError: If the image is not (H, W) or (H, W, 1|3) (when applied).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.vision as vision
        >>> image = np.array([[10, 10, 10], [10, 140, 10], [10, 10, 10]], np.uint8)
        >>> print(vision.AdjustSharpness(0.0)(image))
        [[10 10 10]
         [10 60 10]
         [10 10 10]]
    """

    def __init__(self, sharpness_factor):
        super().__init__()
        _check_factor(sharpness_factor, "sharpness_factor")
        self.sharpness_factor = sharpness_factor

    def _execute(self, *arrays):
        img = arrays[0]
        if img.ndim not in (2, 3):
            raise _pipeline_error(f"AdjustSharpness: image shape is not <H,W,C> or <H,W>, got rank: {img.ndim}")
        if img.ndim == 3 and img.shape[2] not in (1, 3):
            raise _pipeline_error(f"AdjustSharpness: channel of input image should be 1 or 3, but got: "
                                  f"{img.shape[2]}")
        cv2 = _opencv()
        kernel = np.array([[1, 1, 1], [1, 5, 1], [1, 1, 1]], np.float32) / np.float32(13)
        smooth = cv2.filter2D(np.ascontiguousarray(img), -1, kernel, borderType=cv2.BORDER_REFLECT_101)
        smooth = smooth.reshape(img.shape)
        smooth[0, ...] = img[0, ...]
        smooth[-1, ...] = img[-1, ...]
        smooth[:, 0, ...] = img[:, 0, ...]
        smooth[:, -1, ...] = img[:, -1, ...]
        return _blend(img, smooth, self.sharpness_factor)


def _affine_matrix(center, degrees, translate, scale, shear):
    """The forward 2x3 matrix ``T * C * R * S * C^-1`` of a rotation (counter-clockwise degrees), scale and shear
    about `center`, then a translation (pixels)."""
    cx, cy = center
    rot = np.deg2rad(degrees)
    sx, sy = np.deg2rad(shear[0]), np.deg2rad(shear[1])
    a = np.cos(rot - sy) / np.cos(sy)
    b = -np.cos(rot - sy) * np.tan(sx) / np.cos(sy) - np.sin(rot)
    c = np.sin(rot - sy) / np.cos(sy)
    d = -np.sin(rot - sy) * np.tan(sx) / np.cos(sy) + np.cos(rot)
    m = np.array([[a, b, 0.0], [c, d, 0.0]]) * scale
    m[0, 2] = cx - m[0, 0] * cx - m[0, 1] * cy + translate[0]
    m[1, 2] = cy - m[1, 0] * cx - m[1, 1] * cy + translate[1]
    return m


class Affine(_DeviceTarget, ImageTensorOperation):
    """
    Apply an affine transformation about the image centre: rotation, translation, scale and shear, with
    OpenCV's ``warpAffine`` and a constant border.

    Args:
        degrees (float): Rotation angle in degrees, in [-180, 180] (positive turns clockwise on screen).
        translate (Sequence[float]): Horizontal and vertical shift, as fractions of the width and height in [-1, 1].
        scale (float): Positive scale factor.
        shear (Union[float, Sequence[float]]): Shear angles in degrees (x, y), in [-180, 180]; one number shears
            along x only.
        resample (Inter, optional): Interpolation. Default: ``Inter.NEAREST``.
        fill_value (Union[int, tuple[int, int, int]], optional): Border value(s) in [0, 255]. Default: ``0``.

    Raises:
        TypeError: If an argument has the wrong type or `translate` / `shear` have not two values.
        ValueError: If a value is out of range.
        RuntimeError: If the image is not (H, W) or (H, W, 1|3) (when applied).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.vision as vision
        >>> image = np.arange(9, dtype=np.uint8).reshape(3, 3)
        >>> print(vision.Affine(degrees=0, translate=[0.34, 0], scale=1.0, shear=0)(image))
        [[0 0 1]
         [0 3 4]
         [0 6 7]]
    """

    _ascend_modes = ("resample",) + _BILINEAR_NEAREST

    def __init__(self, degrees, translate, scale, shear, resample=Inter.NEAREST, fill_value=0):
        super().__init__()
        type_check(degrees, (int, float), "degrees")
        check_value(degrees, [-180, 180], "degrees")
        type_check(translate, (list, tuple), "translate")
        _check_number_pair(translate, "translate", 1.0)
        type_check(scale, (int, float), "scale")
        if scale <= 0:
            raise ValueError("Input scale must be greater than 0.")
        type_check(shear, (numbers.Number, tuple, list), "shear")
        if isinstance(shear, (list, tuple)):
            _check_number_pair(shear, "shear", 180)
        else:
            check_value(shear, [-180, 180], "shear")
        type_check(resample, (Inter,), "resample")
        _check_fill_value(fill_value)
        self.degrees = degrees
        self.translate = translate
        self.scale_ = scale
        self.shear = (shear, 0.) if isinstance(shear, numbers.Number) else shear
        self.resample = resample
        self.fill_value = _fill3(fill_value)

    def _execute(self, *arrays):
        return _affine(_warp_input(arrays[0], "Affine"), self.degrees, self.translate, self.scale_, self.shear,
                       self.resample, self.fill_value)


def _affine(img, degrees, translate, scale, shear, resample, fill_value):
    """Warp `img` about its centre; `translate` holds fractions of the width and height."""
    h, w = img.shape[:2]
    matrix = _affine_matrix(((w - 1) * 0.5, (h - 1) * 0.5), degrees, (translate[0] * w, translate[1] * h), scale,
                            shear)
    cv2 = _opencv()
    out = cv2.warpAffine(np.ascontiguousarray(img), matrix, (w, h), flags=_cv_inter(resample),
                         borderMode=cv2.BORDER_CONSTANT, borderValue=_border_value(img, fill_value))
    return out.reshape(img.shape)


class Rotate(_DeviceTarget, ImageTensorOperation):
    """
    Rotate an image counter-clockwise by `degrees` about `center` (OpenCV's ``warpAffine``).

    Args:
        degrees (Union[int, float]): The angle in degrees (taken modulo 360).
        resample (Inter, optional): Interpolation. Default: ``Inter.NEAREST``.
        expand (bool, optional): Whether the output grows to hold the whole rotated image. Default: ``False``.
        center (tuple, optional): ``(x, y)`` of the rotation centre; ``None`` is the image centre.
            Default: ``None``.
        fill_value (Union[int, tuple[int, int, int]], optional): Border value(s) in [0, 255]. Default: ``0``.

    Raises:
        TypeError: If an argument has the wrong type.
        ValueError: If a value is out of range.
        RuntimeError: If the image is not (H, W) or (H, W, 1|3) (when applied).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.vision as vision
        >>> image = np.arange(6, dtype=np.uint8).reshape(2, 3)
        >>> print(vision.Rotate(90, expand=True)(image))
        [[2 5]
         [1 4]
         [0 3]]
    """

    _ascend_modes = ("resample",) + _BILINEAR_NEAREST

    def __init__(self, degrees, resample=Inter.NEAREST, expand=False, center=None, fill_value=0):
        super().__init__()
        type_check(degrees, (float, int), "degrees")
        check_value(degrees, [-(2 ** 127), 2 ** 127], "degrees")
        _check_resample_center(resample, expand, center, fill_value)
        self.degrees = degrees % 360
        self.resample = resample
        self.expand = expand
        self.center = () if center is None else center
        self.fill_value = _fill3(fill_value)

    def _execute(self, *arrays):
        img = arrays[0]
        if img.ndim > 3:
            # a batch <..., H, W, C>: every image rotated alike
            flat = img.reshape((-1,) + img.shape[-3:])
            outs = [self._execute(one) for one in flat]
            return np.stack(outs).reshape(img.shape[:-3] + outs[0].shape)
        return _rotate(_warp_input(img, "Rotate"), self.degrees, self.resample, self.expand, self.center,
                       self.fill_value)


def _check_number_pair(pair, name, bound):
    """Two numbers, each within [-bound, bound]; MindSpore names the element that fails."""
    if len(pair) != 2:
        raise TypeError(f"The length of {name} should be 2.")
    for index, number in enumerate(pair):
        label = f"{name}[{index}]"
        type_check(number, (int, float), label)
        check_value(number, [-bound, bound], label)


def _check_resample_center(resample, expand, center, fill_value):
    for arg, kinds, name in ((resample, (Inter,), "resample"), (expand, (bool,), "expand")):
        type_check(arg, kinds, name)
    if center is not None:
        check_2tuple(center, "center")
        _check_each(center, "center", (int, float), (_INT32_MIN, _INT32_MAX))
    _check_fill_value(fill_value)


def _check_each(values, name, kinds, bounds, label=None):
    """Type and closed range of every item; `label` (default: `name`) is what a range error names."""
    for item in values:
        type_check(item, kinds, name)
        check_value(item, bounds, name if label is None else label)


def _check_min_max(pair, name):
    """The ``(min, max)`` order of a pair, with MindSpore's message."""
    if pair[0] > pair[1]:
        raise ValueError(f"{name} should be in (min,max) format. Got (max,min).")


def _rotate(img, degrees, resample, expand, center, fill):
    cv2 = _opencv()
    h, w = img.shape[:2]
    cx, cy = (center if center else ((w - 1) / 2.0, (h - 1) / 2.0))
    matrix = cv2.getRotationMatrix2D((float(cx), float(cy)), float(degrees), 1.0)
    size = (w, h)
    if expand:
        box = cv2.RotatedRect((float(cx), float(cy)), (float(w), float(h)), float(degrees)).boundingRect2f()
        matrix[0, 2] += box[2] / 2.0 - w / 2.0
        matrix[1, 2] += box[3] / 2.0 - h / 2.0
        size = (int(round(box[2])), int(round(box[3])))
    out = cv2.warpAffine(np.ascontiguousarray(img), matrix, size, flags=_cv_inter(resample),
                         borderMode=cv2.BORDER_CONSTANT, borderValue=_border_value(img, fill[::-1]))
    return out.reshape((size[1], size[0]) + img.shape[2:])


def _check_points(points, name):
    type_check_list(points, (list, tuple), name)
    if len(points) != 4:
        raise TypeError(f"{name} should be a list or tuple of length 4.")
    for i, element in enumerate(points):
        type_check(element, (list, tuple), f"{name}[{i}]")
        if len(element) != 2:
            raise TypeError(f"{name}[{i}] should be a list or tuple of length 2.")
        for j in range(2):
            type_check(element[j], (int,), f"{name}[{i}][{j}]")
            check_value(element[j], [_INT32_MIN, _INT32_MAX], f"{name}[{i}][{j}]")


class Perspective(_DeviceTarget, ImageTensorOperation):
    """
    Warp an image so that the four `start_points` land on the four `end_points` (OpenCV's
    ``getPerspectiveTransform`` + ``warpPerspective``, constant zero border).

    Args:
        start_points (Sequence[Sequence[int, int]]): Four ``[x, y]`` corners in the input.
        end_points (Sequence[Sequence[int, int]]): Where they go in the output.
        interpolation (Inter, optional): Interpolation. Default: ``Inter.BILINEAR``.

    Raises:
        TypeError: If the points are not four pairs of ints, or `interpolation` is not an :class:`Inter`.
        RuntimeError: If the image is not (H, W) or (H, W, 1|3) (when applied).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.vision as vision
        >>> image = np.arange(9, dtype=np.uint8).reshape(3, 3)
        >>> corners = [[0, 0], [2, 0], [2, 2], [0, 2]]
        >>> shifted = [[1, 0], [3, 0], [3, 2], [1, 2]]
        >>> print(vision.Perspective(corners, shifted, vision.Inter.NEAREST)(image))
        [[0 0 1]
         [0 3 4]
         [0 6 7]]
    """

    _ascend_modes = ("interpolation",) + _BILINEAR_NEAREST

    def __init__(self, start_points, end_points, interpolation=Inter.BILINEAR):
        super().__init__()
        _check_points(start_points, "start_points")
        _check_points(end_points, "end_points")
        type_check(interpolation, (Inter,), "interpolation")
        self.start_points = start_points
        self.end_points = end_points
        self.interpolation = interpolation

    def _execute(self, *arrays):
        img = _warp_input(arrays[0], "Perspective")
        cv2 = _opencv()
        matrix = cv2.getPerspectiveTransform(np.array(self.start_points, np.float32),
                                             np.array(self.end_points, np.float32))
        h, w = img.shape[:2]
        out = cv2.warpPerspective(np.ascontiguousarray(img), matrix, (w, h), flags=_cv_inter(self.interpolation),
                                  borderMode=cv2.BORDER_CONSTANT)
        return out.reshape(img.shape)


class GaussianBlur(_DeviceTarget, ImageTensorOperation):
    """
    Blur an image with a Gaussian kernel (OpenCV's ``GaussianBlur``, reflected borders).

    Args:
        kernel_size (Union[int, Sequence[int]]): Odd positive kernel size, or ``(width, height)``.
        sigma (Union[float, Sequence[float]], optional): Standard deviation(s) ``(x, y)``, non-negative; one
            number serves both directions, and ``None`` (or 0) derives it from the kernel size as OpenCV does.
            Default: ``None``.

    Raises:
        TypeError: If `kernel_size` or `sigma` has the wrong type.
        ValueError: If a kernel size is not odd and positive, or a sigma is negative.
        RuntimeError: If the image is not (H, W) or (H, W, C) (when applied).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.vision as vision
        >>> image = np.zeros((3, 3), np.float32)
        >>> image[1, 1] = 16.0
        >>> print(vision.GaussianBlur(3, 1.0)(image)[1])
        [3.962925 3.266879 3.962925]
    """

    def _check_ascend(self):
        if any(k not in (1, 3, 5) for k in self.kernel_size):
            raise RuntimeError("When target is Ascend, `kernel_size` only supports values 1, 3, and 5.")

    def __init__(self, kernel_size, sigma=None):
        super().__init__()
        type_check(kernel_size, (int, list, tuple), "kernel_size")
        if isinstance(kernel_size, int):
            _check_odd_size(kernel_size, "kernel_size", "kernel_size")
        elif len(kernel_size) == 2:
            for i, value in enumerate(kernel_size):
                type_check(value, (int,), f"kernel_size[{i}]")
                _check_odd_size(value, "kernel_size", f"kernel_size[{i}]")
        else:
            raise TypeError("Kernel size should be a single integer or a list/tuple (kernel_width, kernel_height) "
                            "of length 2.")
        if sigma is not None:
            type_check(sigma, (numbers.Number, list, tuple), "sigma")
            if isinstance(sigma, numbers.Number):
                check_value(sigma, (0, _FLOAT_MAX_INTEGER), "sigma")
            elif len(sigma) == 2:
                for i, value in enumerate(sigma):
                    type_check(value, (numbers.Number,), f"size[{i}]")
                    check_value(value, (0, _FLOAT_MAX_INTEGER), "sigma")
            else:
                raise TypeError("Sigma should be a single number or a list/tuple of length 2 for width and height.")
        self.kernel_size = (kernel_size,) if isinstance(kernel_size, int) else kernel_size
        self.sigma = (0,) if sigma is None else ((float(sigma),) if isinstance(sigma, (int, float)) else sigma)

    def _execute(self, *arrays):
        img = arrays[0]
        if img.ndim not in (2, 3):
            raise _pipeline_error(f"GaussianBlur: input image is not in shape of <H,W> or <H,W,C>, but got rank: "
                                  f"{img.ndim}")
        kx = self.kernel_size[0]
        ky = self.kernel_size[1] if len(self.kernel_size) > 1 else kx
        sx = float(self.sigma[0])
        sy = float(self.sigma[1]) if len(self.sigma) > 1 else sx
        # a zero sigma follows from the kernel size (OpenCV's formula, applied here for every size)
        sx = sx if sx > 0 else 0.3 * ((kx - 1) * 0.5 - 1) + 0.8
        sy = sy if sy > 0 else 0.3 * ((ky - 1) * 0.5 - 1) + 0.8
        cv2 = _opencv()
        out = cv2.GaussianBlur(np.ascontiguousarray(img), (kx, ky), sx, sigmaY=sy,
                               borderType=cv2.BORDER_REFLECT_101)
        return out.reshape(img.shape)


def _check_odd_size(value, range_name, odd_name):
    check_value(value, (1, _FLOAT_MAX_INTEGER), range_name)
    if value % 2 != 1:
        raise ValueError(f"Input {odd_name} is not an odd value.")


class Grayscale(PyTensorOperation):
    """
    Convert a PIL image to grayscale (PIL's ``L`` mode: ``0.299 R + 0.587 G + 0.114 B`` in PIL's fixed point).

    Args:
        num_output_channels (int, optional): 1 for an ``L`` image, 3 for an RGB image of three equal channels.
            Default: ``1``.

    Raises:
        TypeError: If `num_output_channels` is not an int, or the input is not a PIL image (when applied).
        ValueError: If `num_output_channels` is neither 1 nor 3.

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> from PIL import Image
        >>> import mindspore.dataset.vision as vision
        >>> image = Image.fromarray(np.array([[[200, 100, 50]]], np.uint8))
        >>> out = vision.Grayscale(3)(image)
        >>> print(out.mode, np.asarray(out))
        RGB [[[124 124 124]]]
    """

    def __init__(self, num_output_channels=1):
        super().__init__()
        type_check(num_output_channels, (int,), "num_output_channels")
        if num_output_channels not in (1, 3):
            raise ValueError(f"Number of channels of the output grayscale imageshould be either 1 or 3. Got "
                             f"{num_output_channels}.")
        self.num_output_channels = num_output_channels

    def __call__(self, img):
        if not _is_pil(img):
            raise TypeError(_PIL_EXPECTED.format(type(img)))
        gray = img.convert("L")
        if self.num_output_channels == 1:
            return gray
        from PIL import Image  # pylint: disable=import-outside-toplevel
        plane = np.asarray(gray, dtype=np.uint8)
        return Image.fromarray(np.dstack([plane, plane, plane]), "RGB")


def _colour_space(images, is_hwc, convert):
    if not isinstance(images, np.ndarray):
        raise TypeError(f"img should be NumPy image. Got {type(images)}")
    type_check(is_hwc, (bool,), "is_hwc")
    if images.ndim not in (3, 4):
        raise TypeError(f"img shape should be (H, W, C)/(N, H, W, C)/(C ,H, W)/(N, C, H, W). Got {images.shape}.")
    axis = images.ndim - 1 if is_hwc else images.ndim - 3
    if images.shape[axis] != 3:
        raise TypeError(f"img should be 3 channels RGB img. Got {images.shape[axis]} channels.")
    a, b, c = (np.take(images, i, axis=axis).astype(np.float64) for i in range(3))
    x, y, z = np.vectorize(convert, otypes=[np.float64] * 3)(a, b, c)
    return np.stack((x, y, z), axis=axis)


class RgbToHsv(PyTensorOperation):
    """
    Convert RGB values (in [0, 1]) to HSV (each in [0, 1]) with :mod:`colorsys`, for one image or a batch.

    Args:
        is_hwc (bool, optional): Whether the layout is (H, W, C) / (N, H, W, C); otherwise (C, H, W) /
            (N, C, H, W). Default: ``False``.

    Raises:
        TypeError: If `is_hwc` is not a bool, or the input is not a 3- or 4-d numpy array with 3 channels.

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.vision as vision
        >>> print(vision.RgbToHsv(is_hwc=True)(np.array([[[0.5, 0.25, 0.25]]])))
        [[[0.  0.5 0.5]]]
    """

    def __init__(self, is_hwc=False):
        super().__init__()
        type_check(is_hwc, (bool,), "is_hwc")
        self.is_hwc = is_hwc

    def __call__(self, rgb_imgs):
        return _colour_space(rgb_imgs, self.is_hwc, colorsys.rgb_to_hsv)


class HsvToRgb(PyTensorOperation):
    """
    Convert HSV values (each in [0, 1]) to RGB with :mod:`colorsys`, for one image or a batch.

    Args:
        is_hwc (bool, optional): Whether the layout is (H, W, C) / (N, H, W, C); otherwise (C, H, W) /
            (N, C, H, W). Default: ``False``.

    Raises:
        TypeError: If `is_hwc` is not a bool, or the input is not a 3- or 4-d numpy array with 3 channels.

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.vision as vision
        >>> print(vision.HsvToRgb(is_hwc=True)(np.array([[[0.0, 0.5, 0.5]]])))
        [[[0.5  0.25 0.25]]]
    """

    def __init__(self, is_hwc=False):
        super().__init__()
        type_check(is_hwc, (bool,), "is_hwc")
        self.is_hwc = is_hwc

    def __call__(self, hsv_imgs):
        return _colour_space(hsv_imgs, self.is_hwc, colorsys.hsv_to_rgb)


def _check_crop_size(size):
    type_check(size, (int, list, tuple), "size")
    if isinstance(size, int):
        check_value(size, (1, _FLOAT_MAX_INTEGER))
    elif len(size) == 2:
        for value in size:
            type_check(value, (int,), "size")
            check_value(value, (1, _FLOAT_MAX_INTEGER))
    else:
        raise TypeError("Size should be a single integer or a list/tuple (h, w) of length 2.")


def _five_crop(img, size):
    width, height = img.size
    ch, cw = (size, size) if isinstance(size, int) else tuple(size)
    if ch > height or cw > width:
        raise ValueError(f"Crop size {size if not isinstance(size, int) else (size, size)} is larger than input "
                         f"image size {(height, width)}.")
    top, left = int(round((height - ch) / 2.)), int(round((width - cw) / 2.))
    return (img.crop((0, 0, cw, ch)), img.crop((width - cw, 0, width, ch)), img.crop((0, height - ch, cw, height)),
            img.crop((width - cw, height - ch, width, height)), img.crop((left, top, left + cw, top + ch)))


class FiveCrop(PyTensorOperation):
    """
    Crop the four corners and the centre of a PIL image.

    Args:
        size (Union[int, Sequence[int]]): ``(height, width)`` of the crops, or one int for square crops.

    Raises:
        TypeError: If `size` is not an int or a pair of ints, or the input is not a PIL image (when applied).
        ValueError: If a size is not positive, or larger than the image (when applied).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> from PIL import Image
        >>> import mindspore.dataset.vision as vision
        >>> image = Image.fromarray(np.arange(16, dtype=np.uint8).reshape(4, 4))
        >>> print([np.asarray(crop).tolist() for crop in vision.FiveCrop(2)(image)])
        [[[0, 1], [4, 5]], [[2, 3], [6, 7]], [[8, 9], [12, 13]], [[10, 11], [14, 15]], [[5, 6], [9, 10]]]
    """

    def __init__(self, size):
        super().__init__()
        _check_crop_size(size)
        self.size = size

    def __call__(self, img):
        if not _is_pil(img):
            raise TypeError(_PIL_EXPECTED.format(type(img)))
        return _five_crop(img, self.size)


class TenCrop(PyTensorOperation):
    """
    The five crops of :class:`FiveCrop`, then the same five of the flipped image (left-right, or top-bottom).

    Args:
        size (Union[int, Sequence[int]]): ``(height, width)`` of the crops, or one int for square crops.
        use_vertical_flip (bool, optional): Flip top-bottom instead of left-right. Default: ``False``.

    Raises:
        TypeError: If an argument has the wrong type, or the input is not a PIL image (when applied).
        ValueError: If a size is not positive, or larger than the image (when applied).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> from PIL import Image
        >>> import mindspore.dataset.vision as vision
        >>> image = Image.fromarray(np.arange(9, dtype=np.uint8).reshape(3, 3))
        >>> crops = vision.TenCrop(2)(image)
        >>> print(len(crops), np.asarray(crops[0]).tolist(), np.asarray(crops[5]).tolist())
        10 [[0, 1], [3, 4]] [[2, 1], [5, 4]]
    """

    def __init__(self, size, use_vertical_flip=False):
        super().__init__()
        _check_crop_size(size)
        if use_vertical_flip is not None:
            type_check(use_vertical_flip, (bool,), "use_vertical_flip")
        self.size = size
        self.use_vertical_flip = use_vertical_flip

    def __call__(self, img):
        if not _is_pil(img):
            raise TypeError(_PIL_EXPECTED.format(type(img)))
        from PIL import Image  # pylint: disable=import-outside-toplevel
        flipped = img.transpose(Image.Transpose.FLIP_TOP_BOTTOM if self.use_vertical_flip
                                else Image.Transpose.FLIP_LEFT_RIGHT)
        return _five_crop(img, self.size) + _five_crop(flipped, self.size)


class PadToSize(ImageTensorOperation):
    """
    Pad an image up to `size`, by default evenly on both sides (the extra pixel of an odd difference goes to the
    bottom / right), or with the image placed at `offset`.

    Args:
        size (Union[int, Sequence[int]]): Target ``(height, width)``, or one int for both.
        offset (Union[int, Sequence[int]], optional): ``(top, left)`` padding, or one int for both; ``None``
            centres the image. Default: ``None``.
        fill_value (Union[int, tuple[int, int, int]], optional): Value(s) of ``Border.CONSTANT`` padding.
            Default: ``0``.
        padding_mode (Border, optional): Padding mode. Default: ``Border.CONSTANT``.

    Raises:
        TypeError: If an argument has the wrong type.
        ValueError: If a size is not positive or an offset is negative.
        RuntimeError: If the target is smaller than the image plus the offset (when applied).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.vision as vision
        >>> print(vision.PadToSize([3, 4], fill_value=9)(np.array([[1, 2]], np.uint8)))
        [[9 9 9 9]
         [9 1 2 9]
         [9 9 9 9]]
    """

    def __init__(self, size, offset=None, fill_value=0, padding_mode=Border.CONSTANT):
        super().__init__()
        type_check(size, (int, list, tuple), "size")
        if isinstance(size, int):
            _positive_int32(size, "size")
        else:
            if len(size) != 2:
                raise ValueError("The size must be a sequence of length 2.")
            for i, value in enumerate(size):
                _positive_int32(value, f"size{i}")
        if offset is not None:
            type_check(offset, (int, list, tuple), "offset")
            if isinstance(offset, int):
                _non_negative_int32(offset, "offset")
            else:
                if len(offset) not in (0, 2):
                    raise ValueError("The offset must be empty or a sequence of length 2.")
                for i, value in enumerate(offset):
                    _non_negative_int32(value, f"offset{i}")
        _check_fill_value(fill_value)
        type_check(padding_mode, (Border,), "padding_mode")
        self.size = [size, size] if isinstance(size, int) else size
        self.offset = [] if offset is None else ([offset, offset] if isinstance(offset, int) else offset)
        self.fill_value = _fill3(fill_value)
        self.padding_mode = padding_mode

    def _execute(self, *arrays):
        img = arrays[0]
        if img.ndim not in (2, 3):
            raise _pipeline_error(f"PadToSize: the dimension of image tensor does not match the requirement of "
                                  f"operator. Expecting tensor in dimension of (2, 3), in shape of <H, W> or "
                                  f"<H, W, C>. But got dimension {img.ndim}.")
        h, w = img.shape[:2]
        th, tw = self.size
        if self.offset:
            top, left = self.offset
        else:
            top, left = (th - h) // 2, (tw - w) // 2
        bottom, right = th - h - top, tw - w - left
        if bottom < 0 or right < 0:
            raise _pipeline_error(f"PadToSize: the target size to pad should be no less than the original image "
                                  f"size, but got target size {list(self.size)} and original size {[h, w]}.")
        fill = self.fill_value if img.ndim == 3 else self.fill_value[0]
        return _pad(img, top, bottom, left, right, self.padding_mode, fill)


def _positive_int32(value, name):
    type_check(value, (int,), name)
    if value <= 0 or value > _INT32_MAX:
        raise ValueError(f"Input {name} is not within the required interval of [1, {_INT32_MAX}].")


def _non_negative_int32(value, name):
    type_check(value, (int,), name)
    if value < 0 or value > _INT32_MAX:
        raise ValueError(f"Input {name} is not within the required interval of [0, {_INT32_MAX}].")


class NormalizePad(ImageTensorOperation):
    """
    :class:`Normalize` followed by one extra channel of zeros (an (H, W, 3) image becomes (H, W, 4)). As in
    MindSpore 2.10 on CPU, the four-channel buffer holds the three normalized channels first and the zeros last,
    so an (H, W, C) result reads the normalized values in order and its last H * W values are zero.

    Args:
        mean (Sequence[float]): Channel means, in [0, 255].
        std (Sequence[float]): Channel standard deviations, in (0, 255].
        dtype (str, optional): ``"float32"`` or ``"float16"``. Default: ``"float32"``.
        is_hwc (bool, optional): Whether the image is (H, W, C); otherwise (C, H, W). Default: ``True``.

    Raises:
        TypeError: If an argument has the wrong type.
        ValueError: If a value is out of range, the lengths differ or `dtype` is another type.
        RuntimeError: If the image does not have 3 channels (when applied).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.vision as vision
        >>> image = np.array([[[10, 20, 30]]], np.uint8)
        >>> print(vision.NormalizePad([0.0, 10.0, 20.0], [2.0, 5.0, 10.0])(image))
        [[[5. 2. 1. 0.]]]
    """

    def __init__(self, mean, std, dtype="float32", is_hwc=True):
        super().__init__()
        _check_mean_std(mean, std)
        type_check(is_hwc, (bool,), "is_hwc")
        if not isinstance(dtype, str):
            raise TypeError("dtype should be string.")
        if dtype not in ("float32", "float16"):
            raise ValueError("dtype only supports float32 or float16.")
        self.mean = mean
        self.std = std
        self.dtype = dtype
        self.is_hwc = is_hwc

    def _execute(self, *arrays):
        img = arrays[0]
        if img.ndim != 3 or img.shape[2 if self.is_hwc else 0] != 3:
            raise _pipeline_error(f"NormalizePad: input tensor is not in shape of <H,W,C> or <C,H,W> with 3 "
                                  f"channels, but got shape: {list(img.shape)}")
        normal = Normalize(list(self.mean), list(self.std), self.is_hwc)._execute(img)
        shape = img.shape[:2] + (4,) if self.is_hwc else (4,) + img.shape[1:]
        # MindSpore 2.10 (CPU) writes the normalized values first and the zeros after them in memory, so for
        # (H, W, C) images the zero channel ends up as the last H * W values rather than every fourth one
        flat = np.concatenate([normal.reshape(-1), np.zeros(normal.size // 3, np.float32)])
        return flat.reshape(shape).astype(self.dtype)


class LinearTransformation(PyTensorOperation):
    """
    Flatten a numpy image, subtract `mean_vector`, multiply by `transformation_matrix` and restore the shape
    (e.g. ZCA whitening).

    Args:
        transformation_matrix (numpy.ndarray): Square ``(D, D)`` matrix, ``D = C * H * W``.
        mean_vector (numpy.ndarray): ``(D,)`` vector.

    Raises:
        TypeError: If an argument is not a numpy array, or the input is not a numpy array (when applied).
        ValueError: If the matrix is not square, or the sizes do not agree.

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.vision as vision
        >>> op = vision.LinearTransformation(np.eye(4) * 2, np.ones(4))
        >>> print(op(np.array([[[1.0, 2.0], [3.0, 4.0]]])))
        [[[0. 2.]
          [4. 6.]]]
    """

    def __init__(self, transformation_matrix, mean_vector):
        super().__init__()
        type_check(transformation_matrix, (np.ndarray,), "transformation_matrix")
        type_check(mean_vector, (np.ndarray,), "mean_vector")
        if transformation_matrix.shape[0] != transformation_matrix.shape[1]:
            raise ValueError(f"transformation_matrix should be a square matrix. Got shape "
                             f"{transformation_matrix.shape} instead.")
        if mean_vector.shape[0] != transformation_matrix.shape[0]:
            raise ValueError(f"mean_vector length {mean_vector.shape[0]} should match either one dimension of the "
                             f"squaretransformation_matrix {transformation_matrix.shape}.")
        self.transformation_matrix = transformation_matrix
        self.mean_vector = mean_vector

    def __call__(self, np_img):
        if not isinstance(np_img, np.ndarray):
            raise TypeError(f"img should be NumPy array. Got {type(np_img)}")
        matrix = self.transformation_matrix
        if np.prod(np_img.shape) != matrix.shape[0]:
            raise ValueError(f"transformation_matrix shape {matrix.shape} not compatible with Numpy image shape "
                             f"{np_img.shape}.")
        flat = np_img.reshape(1, -1) - self.mean_vector
        return np.dot(flat, matrix).reshape(np_img.shape)


class SlicePatches(ImageTensorOperation):
    """
    Cut an image into ``num_height x num_width`` equal patches, row by row. Where the size does not divide,
    ``SliceMode.PAD`` pads the bottom and right with `fill_value` and ``SliceMode.DROP`` drops the remainder.

    Args:
        num_height (int, optional): Patches per column. Default: ``1``.
        num_width (int, optional): Patches per row. Default: ``1``.
        slice_mode (SliceMode, optional): ``SliceMode.PAD`` or ``SliceMode.DROP``. Default: ``SliceMode.PAD``.
        fill_value (int, optional): Padding value in [0, 255]. Default: ``0``.

    Raises:
        TypeError: If an argument has the wrong type.
        ValueError: If a count is not positive or `fill_value` is out of range.
        RuntimeError: If the image is not (H, W) or (H, W, C) (when applied).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.vision as vision
        >>> patches = vision.SlicePatches(1, 2, fill_value=7)(np.arange(3, dtype=np.uint8).reshape(1, 3))
        >>> print([p.tolist() for p in patches])
        [[[0, 1]], [[2, 7]]]
    """

    def __init__(self, num_height=1, num_width=1, slice_mode=SliceMode.PAD, fill_value=0):
        super().__init__()
        # (value, accepted types, range or None, name); None values are left to the defaults
        rules = ((num_height, (int,), (1, _INT32_MAX), "num_height"), (num_width, (int,), (1, _INT32_MAX), "num_width"),
                 (slice_mode, (SliceMode,), None, "slice_mode"), (fill_value, (int,), [0, 255], "fill_value"))
        for value, kinds, interval, label in rules:
            if value is None:
                continue
            type_check(value, kinds, label)
            if interval is not None:
                check_value(value, interval, label)
        self.num_height = num_height
        self.num_width = num_width
        self.slice_mode = slice_mode
        self.fill_value = fill_value

    def _execute(self, *arrays):
        img = arrays[0]
        if img.ndim not in (2, 3):
            raise _pipeline_error(f"SlicePatches: image shape is not <H,W,C> or <H,W>, but got rank: {img.ndim}")
        h, w = img.shape[:2]
        if self.slice_mode == SliceMode.DROP:
            ph, pw = h // self.num_height, w // self.num_width
        else:
            ph, pw = -(-h // self.num_height), -(-w // self.num_width)
            img = _pad(img, 0, ph * self.num_height - h, 0, pw * self.num_width - w, Border.CONSTANT,
                       self.fill_value)
        patches = tuple(np.ascontiguousarray(img[r * ph:(r + 1) * ph, c * pw:(c + 1) * pw])
                        for r in range(self.num_height) for c in range(self.num_width))
        return patches if len(patches) > 1 else patches[0]


class ToPIL(PyTensorOperation):
    """
    Convert a numpy image ((H, W) or (H, W, 1..4); more than one channel must be uint8) to a PIL image; a PIL image
    passes through.

    Raises:
        TypeError: If the input is neither a numpy array nor a PIL image, or its dtype is not supported.
        ValueError: If it has not 2 or 3 dimensions, or more than 4 channels.

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.vision as vision
        >>> image = vision.ToPIL()(np.zeros((2, 3, 3), np.uint8))
        >>> print(image.mode, image.size)
        RGB (3, 2)
    """

    def __call__(self, img):
        if _is_pil(img):
            return img
        if not isinstance(img, np.ndarray):
            raise TypeError(f"The input image should be of type numpy.ndarray or PIL.Image.Image. Got {type(img)}.")
        if img.ndim not in (2, 3):
            raise ValueError(f"The dimension of input image should be 2 or 3. Got {img.ndim}.")
        if img.ndim == 2:
            img = img[:, :, None]
        if img.shape[-1] > 4:
            raise ValueError(f"The channel of input image should not exceed 4. Got {img.shape[-1]}.")
        from PIL import Image  # pylint: disable=import-outside-toplevel
        if img.shape[-1] == 1:
            if img.dtype not in (np.bool_, np.int8, np.int16, np.int32, np.uint8, np.uint16, np.uint32, np.float32,
                                 np.float64):
                raise TypeError(f"The input image type {img.dtype} is not supported when image shape is [H, W] or "
                                f"[H, W, 1].")
            return Image.fromarray(img[:, :, 0])
        if img.dtype != np.uint8:
            raise TypeError(f"The input image type {img.dtype} is not supported when image shape is [H, W, 2], "
                            f"[H, W, 3] or [H, W, 4].")
        return Image.fromarray(img)


__all__ += ["RandomAdjustSharpness"]


class RandomAdjustSharpness(_RandomApplied):
    """
    Apply :class:`AdjustSharpness` with factor `degree` with probability `prob` (the draw is MindSpore's: a
    Bernoulli draw from the pipeline's ``std::mt19937`` generator).

    Args:
        degree (float): Non-negative sharpness factor (0 blurs, 1 keeps, 2 sharpens).
        prob (float, optional): Probability of applying it, in [0.0, 1.0]. Default: ``0.5``.

    Raises:
        TypeError: If an argument is not a number.
        ValueError: If `degree` is negative or `prob` out of range.
        RuntimeError: If the image is not (H, W) or (H, W, 1|3) (when applied).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.vision as vision
        >>> image = np.array([[10, 10, 10], [10, 140, 10], [10, 10, 10]], np.uint8)
        >>> print(vision.RandomAdjustSharpness(0.0, prob=1.0)(image)[1])
        [10 60 10]
    """

    def __init__(self, degree, prob=0.5):
        super().__init__()
        type_check(degree, (float, int), "degree")
        if degree < 0:
            raise ValueError(f"Input degree is not within the required interval of [0, 16777216].")
        type_check(prob, (float, int), "prob")
        check_value(prob, [0., 1.], "prob")
        self.degree = degree
        self.prob = prob

    def _apply(self, img):
        return AdjustSharpness(self.degree)._execute(img)


# Random versions of the transforms above. The C++ operations of MindSpore draw from the pipeline's
# ``std::mt19937`` (see engine/_rng.py) in the order their kernels do; the Python operations (RandomErasing,
# RandomGrayscale, RandomPerspective) draw from Python's ``random`` module, which ``ds.config.set_seed`` seeds.

__all__ += [
    "RandomAffine", "RandomColor", "RandomColorAdjust", "RandomCropDecodeResize", "RandomErasing", "RandomGrayscale",
    "RandomLighting", "RandomPerspective", "RandomPosterize", "RandomResize", "RandomRotation", "RandomSharpness",
    "RandomSolarize", "CutOut",
]


def _pil_filter(inter):
    """Pillow's resampling filter for an :class:`Inter` (the Python operations know four)."""
    filters = {Inter.NEAREST: 0, Inter.ANTIALIAS: 1, Inter.BILINEAR: 2, Inter.BICUBIC: 3}
    if inter not in filters:
        raise RuntimeError("Unsupported interpolation, only support NEAREST, ANTIALIAS, LINEAR and CUBIC.")
    return filters[inter]


class _PilPath:
    """Mixin of the operations MindSpore runs in Python when given a PIL image: ``_pil`` receives the image and
    draws from Python's ``random`` / ``numpy.random``; other inputs go the C++ kernels' way."""

    def __call__(self, *input_tensor_list):
        if len(input_tensor_list) == 1 and _is_pil(input_tensor_list[0]):
            return self._pil(input_tensor_list[0])
        return super().__call__(*input_tensor_list)


def _check_degrees(degrees):
    """A non-negative angle, or an ordered pair of angles."""
    type_check(degrees, (int, float, list, tuple), "degrees")
    if isinstance(degrees, (int, float)):
        check_non_negative_float32(degrees, "degrees")
        return
    if len(degrees) != 2:
        raise TypeError("If degrees is a sequence, the length must be 2.")
    type_check_list(degrees, (int, float), "degrees")
    _check_each(degrees, "degrees", (int, float), (-_FLOAT_MAX_INTEGER, _FLOAT_MAX_INTEGER))
    _check_min_max(degrees, "degrees")


class RandomAffine(_PilPath, ImageTensorOperation):
    """
    Apply :class:`Affine` with parameters drawn uniformly from ranges: a rotation angle, a horizontal and a vertical
    shift, a scale and two shear angles, drawn in that order. A PIL image takes MindSpore's Python path instead:
    Pillow's affine transform with parameters from Python's ``random`` (the shifts read ``translate[0]`` /
    ``translate[1]`` as x / y half-ranges, and with Pillow 10 or later the border stays black, as in MindSpore).

    Args:
        degrees (Union[int, float, Sequence[float]]): Range of the rotation angle; one number ``d`` means
            ``(-d, d)``.
        translate (Sequence[float], optional): ``(x_min, x_max)`` or ``(x_min, x_max, y_min, y_max)`` shifts as
            fractions of the width / height, each in [-1, 1]. Default: ``None`` (no shift).
        scale (Sequence[float], optional): ``(min, max)`` of the non-negative scale factor. Default: ``None``
            (scale 1).
        shear (Union[float, Sequence[float]], optional): Shear range in degrees: ``s`` means x-shear in
            ``(-s, s)``; two values give the x-shear range, four give the x and y ranges. Default: ``None``.
        resample (Inter, optional): Interpolation. Default: ``Inter.NEAREST``.
        fill_value (Union[int, tuple[int, int, int]], optional): Border value(s) in [0, 255]. Default: ``0``.

    Raises:
        TypeError: If an argument has the wrong type or length.
        ValueError: If a value is out of range or a range is decreasing.
        RuntimeError: If the image is not (H, W) or (H, W, 1|3) (when applied).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.vision as vision
        >>> image = np.arange(12, dtype=np.uint8).reshape(3, 4)
        >>> print(vision.RandomAffine(degrees=0, translate=(0.25, 0.25))(image))
        [[ 0  0  1  2]
         [ 0  4  5  6]
         [ 0  8  9 10]]
    """

    random = True

    def __init__(self, degrees, translate=None, scale=None, shear=None, resample=Inter.NEAREST, fill_value=0):
        super().__init__()
        _check_degrees(degrees)
        if translate is not None:
            type_check(translate, (list, tuple), "translate")
            type_check_list(translate, (int, float), "translate")
            if len(translate) not in (2, 4):
                raise TypeError("translate should be a list or tuple of length 2 or 4.")
            for i, value in enumerate(translate):
                check_value(value, [-1.0, 1.0], f"translate at {i}")
        if scale is not None:
            type_check(scale, (tuple, list), "scale")
            type_check_list(scale, (int, float), "scale")
            if len(scale) != 2:
                raise TypeError("scale should be a list or tuple of length 2.")
            if scale[0] > scale[1]:
                raise ValueError("Input scale[1] must be equal to or greater than scale[0].")
            check_range(scale, [0, _FLOAT_MAX_INTEGER])
            check_positive(scale[1], "scale[1]")
        if shear is not None:
            _check_shear_ranges(shear)
        type_check(resample, (Inter,), "resample")
        if fill_value is not None:
            _check_fill_value(fill_value)
        if isinstance(shear, numbers.Number):
            shear = (-1 * shear, shear, 0., 0.)
        elif shear is not None:
            shear = [shear[0], shear[1], 0., 0.] if len(shear) == 2 else list(shear)
        self.degrees = (-1 * degrees, degrees) if isinstance(degrees, numbers.Number) else degrees
        self.translate = (0.0, 0.0, 0.0, 0.0) if translate is None else translate
        self.scale = (1.0, 1.0) if scale is None else scale
        self.shear = (0.0, 0.0, 0.0, 0.0) if shear is None else shear
        self.resample = resample
        self.fill_value = (fill_value,) * 3 if isinstance(fill_value, numbers.Number) else fill_value

    def _execute(self, *arrays):
        img = arrays[0]
        if img.ndim not in (2, 3):
            raise _pipeline_error(f"Affine: input tensor is not in shape of <H,W,C> or <H,W>, but got rank: "
                                  f"{img.ndim}")
        if self.resample == Inter.ANTIALIAS:
            raise TypeError("Current Interpolation is not supported with NumPy input.")
        gen = self._gen()
        tr = tuple(self.translate) + (0.0, 0.0) if len(self.translate) == 2 else tuple(self.translate)
        degrees = _rng.uniform_real_float(gen, self.degrees[0], self.degrees[1])
        shift_x = _rng.uniform_real_float(gen, tr[0], tr[1])
        shift_y = _rng.uniform_real_float(gen, tr[2], tr[3])
        scale = _rng.uniform_real_float(gen, self.scale[0], self.scale[1])
        shear_x = _rng.uniform_real_float(gen, self.shear[0], self.shear[1])
        shear_y = _rng.uniform_real_float(gen, self.shear[2], self.shear[3])
        return _affine(_warp_input(img, "Affine"), float(np.fmod(np.float64(degrees), 360.0)),
                       (float(shift_x), float(shift_y)), float(scale), (float(shear_x), float(shear_y)),
                       self.resample, _fill3(self.fill_value))

    def _pil(self, img):
        if self.resample in (Inter.AREA, Inter.PILCUBIC):
            raise TypeError("Current Interpolation is not supported with PIL input.")
        width, height = img.size
        angle = math.radians(random.uniform(self.degrees[0], self.degrees[1]))
        # the Python implementation reads translate[0] / translate[1] as the x / y half-ranges
        reach_x, reach_y = self.translate[0] * width, self.translate[1] * height
        shift = (float(np.round(random.uniform(-reach_x, reach_x))), float(np.round(random.uniform(-reach_y, reach_y))))
        inverse_scale = 1.0 / random.uniform(self.scale[0], self.scale[1])
        shear = self.shear
        shear_xy = [random.uniform(shear[0], shear[1]), 0.0] if len(shear) == 2 else \
            [random.uniform(shear[0], shear[1]), random.uniform(shear[2], shear[3])]
        sx, sy = (math.radians(value) for value in shear_xy)
        # Pillow wants the inverse map (output -> input pixel), about the centre (w/2 + 0.5, h/2 + 0.5)
        cx, cy = width * 0.5 + 0.5, height * 0.5 + 0.5
        det = math.cos(angle + sx) * math.cos(angle + sy) + math.sin(angle + sx) * math.sin(angle + sy)
        m = [math.cos(angle + sx), math.sin(angle + sx), 0, -math.sin(angle + sy), math.cos(angle + sy), 0]
        m = [inverse_scale / det * value for value in m]
        m[2] += m[0] * (-cx - shift[0]) + m[1] * (-cy - shift[1])
        m[5] += m[3] * (-cx - shift[0]) + m[4] * (-cy - shift[1])
        m[2] += cx
        m[5] += cy
        import PIL  # pylint: disable=import-outside-toplevel
        from PIL import Image  # pylint: disable=import-outside-toplevel
        # MindSpore hands `fill_value` to Pillow only when the version *string* compares >= "5", which is false
        # from Pillow 10 on: the border is then Pillow's default black. Kept as it is.
        extra = {"fillcolor": tuple(self.fill_value)} if PIL.__version__ >= "5" else {}
        return img.transform(img.size, Image.AFFINE, m, _pil_filter(self.resample), **extra)


def _check_shear_ranges(shear):
    """One non-negative bound, or x (and y) ranges in increasing order."""
    type_check(shear, (numbers.Number, tuple, list), "shear")
    if not isinstance(shear, numbers.Number):
        type_check_list(shear, (int, float), "shear")
    else:
        return check_positive(shear, "shear")
    if len(shear) not in (2, 4):
        raise TypeError("shear must be of length 2 or 4.")
    if any(shear[i] > shear[i + 1] for i in range(0, len(shear), 2)):
        message = "Input shear[1] must be equal to or greater than shear[0]"
        if len(shear) == 4:
            message += " and shear[3] must be equal to or greater than shear[2]."
        raise ValueError(message)


def _check_positive_degrees(degrees):
    """``None``, or an increasing pair of non-negative numbers."""
    if degrees is not None and not isinstance(degrees, (list, tuple)):
        raise TypeError("degrees must be either a tuple or a list.")
    if degrees is None:
        return
    type_check_list(degrees, (int, float), "degrees")
    if len(degrees) != 2:
        raise ValueError("degrees must be a sequence with length 2.")
    _check_each(degrees, "degrees", (int, float), (0, _FLOAT_MAX_INTEGER), label="")
    _check_min_max(degrees, "degrees")


class RandomColor(_PilPath, ImageTensorOperation):
    """
    Blend an RGB image with its grayscale version by a weight ``t`` drawn uniformly from `degrees`:
    ``t * image + (1 - t) * gray`` (``t`` = 0 gives the grayscale image, 1 the original). A PIL image is
    enhanced with Pillow's ``ImageEnhance.Color`` instead, ``t`` drawn from Python's ``random``, and stays a PIL
    image.

    Args:
        degrees (Sequence[float], optional): ``(min, max)`` of the non-negative weight. Default: ``(0.1, 1.9)``.

    Raises:
        TypeError: If `degrees` is not a list/tuple of numbers.
        ValueError: If `degrees` has not two values, holds a negative one or is decreasing.
        RuntimeError: If the image is not (H, W, 3) (when applied).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.vision as vision
        >>> print(vision.RandomColor((0.0, 0.0))(np.array([[[200, 100, 50]]], np.uint8)))
        [[[124 124 124]]]
    """

    random = True

    def __init__(self, degrees=(0.1, 1.9)):
        super().__init__()
        _check_positive_degrees(degrees)
        self.degrees = degrees

    def _execute(self, *arrays):
        img = arrays[0]
        if img.ndim != 3 or img.shape[2] != 3:
            raise _pipeline_error("RandomColor: image shape is not <H,W,C> or channel is not 3.")
        weight = _rng.uniform_real_float(self._gen(), self.degrees[0], self.degrees[1])
        eps = 0.00195  # half a grey level of an 8-bit image, the kernel's threshold
        if abs(float(weight) - 1.0) < eps:
            return img.copy()
        cv2 = _opencv()
        gray = cv2.cvtColor(np.ascontiguousarray(img), cv2.COLOR_RGB2GRAY)
        gray3 = cv2.merge([gray, gray, gray])
        if abs(float(weight)) < eps:
            return gray3
        return cv2.addWeighted(np.ascontiguousarray(img), float(weight), gray3, float(np.float32(1) - weight), 0)

    def _pil(self, img):
        from PIL import ImageEnhance  # pylint: disable=import-outside-toplevel
        low, high = self.degrees
        return ImageEnhance.Color(img).enhance(low + (high - low) * random.random())


def _color_adjust_range(value, center=1, bound=(0, _FLOAT_MAX_INTEGER), non_negative=True):
    """``(min, max)`` of a colour factor: a number ``v`` stands for ``[center - v, center + v]`` (the lower end
    clipped at zero for the non-negative factors)."""
    if not isinstance(value, numbers.Number):
        return (value[0], value[1])
    low = center - value
    pair = (max(0, low) if non_negative else low, center + value)
    check_range(pair, bound)
    return pair


def _check_color_adjust_param(value, name, center=1, bound=(0, _FLOAT_MAX_INTEGER), non_negative=True):
    type_check(value, (numbers.Number, list, tuple), name)
    if isinstance(value, numbers.Number):
        if value < 0:
            raise ValueError(f"The input value of {name} cannot be negative.")
        return
    if len(value) != 2:
        raise TypeError(f"If {name} is a sequence, the length must be 2.")
    if value[0] > value[1]:
        raise ValueError(f"{name} value should be in (min,max) format. Got ({value[0]}, {value[1]}).")
    check_range(value, bound)


class RandomColorAdjust(_PilPath, ImageTensorOperation):
    """
    Adjust brightness, contrast, saturation and hue of an RGB image by factors drawn uniformly from the given
    ranges, applying the four adjustments in a random order (a range that keeps the image is skipped and
    draws nothing). A PIL image takes MindSpore's Python path instead: all four factors drawn from Python's
    ``random``, Pillow's enhancers and an HSV hue shift applied in a shuffled order.

    Args:
        brightness (Union[float, Sequence[float]], optional): Range of the :class:`AdjustBrightness` factor; a
            number ``b`` means ``[max(0, 1 - b), 1 + b]``. Default: ``(1, 1)``.
        contrast (Union[float, Sequence[float]], optional): Range of the :class:`AdjustContrast` factor, in the
            same form. Default: ``(1, 1)``.
        saturation (Union[float, Sequence[float]], optional): Range of the :class:`AdjustSaturation` factor, in
            the same form. Default: ``(1, 1)``.
        hue (Union[float, Sequence[float]], optional): Range of the :class:`AdjustHue` factor within
            [-0.5, 0.5]; a number ``h`` means ``[-h, h]``. Default: ``(0, 0)``.

    Raises:
        TypeError: If an argument is not a number or a pair of numbers.
        ValueError: If a value is negative or out of range, or a range is decreasing.
        RuntimeError: If an adjustment runs on an image that is not (H, W, 3) (when applied).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.vision as vision
        >>> image = np.array([[[10, 101, 200]]], np.uint8)
        >>> print(vision.RandomColorAdjust(brightness=(1.5, 1.5))(image))
        [[[ 15 152 255]]]
    """

    random = True

    def __init__(self, brightness=(1, 1), contrast=(1, 1), saturation=(1, 1), hue=(0, 0)):
        super().__init__()
        _check_color_adjust_param(brightness, "brightness")
        _check_color_adjust_param(contrast, "contrast")
        _check_color_adjust_param(saturation, "saturation")
        _check_color_adjust_param(hue, "hue", center=0, bound=(-0.5, 0.5), non_negative=False)
        self.brightness = _color_adjust_range(brightness)
        self.contrast = _color_adjust_range(contrast)
        self.saturation = _color_adjust_range(saturation)
        self.hue = _color_adjust_range(hue, center=0, bound=(-0.5, 0.5), non_negative=False)

    def _execute(self, *arrays):
        _adjust_rgb(arrays[0], "RandomColorAdjust")
        gen = self._gen()
        order = ["brightness", "contrast", "saturation", "hue"]
        _rng.std_shuffle(order, gen)
        adjusters = {"brightness": (AdjustBrightness, 1.0), "contrast": (AdjustContrast, 1.0),
                     "saturation": (AdjustSaturation, 1.0), "hue": (AdjustHue, 0.0)}
        img = arrays[0]
        for name in order:
            low, high = (np.float32(v) for v in getattr(self, name))
            adjuster, neutral = adjusters[name]
            if low == high == np.float32(neutral):
                continue
            img = adjuster(float(_rng.uniform_real_float(gen, low, high)))._execute(img)
        return img if img is not arrays[0] else img.copy()

    def _pil(self, img):
        from PIL import Image, ImageEnhance  # pylint: disable=import-outside-toplevel
        # every factor is drawn (in this order) and every adjustment applied, in a shuffled order
        factors = [random.uniform(*getattr(self, name)) for name in ("brightness", "contrast", "saturation", "hue")]

        def shift_hue(image, factor):
            if image.mode in {"L", "1", "I", "F"}:
                return image
            hue, saturation, value = image.convert("HSV").split()
            shifted = (np.asarray(hue, np.uint8) + np.uint8(int(factor * 255) % 256)).astype(np.uint8)
            return Image.merge("HSV", (Image.fromarray(shifted, "L"), saturation, value)).convert(image.mode)

        steps = [lambda image: ImageEnhance.Brightness(image).enhance(factors[0]),
                 lambda image: ImageEnhance.Contrast(image).enhance(factors[1]),
                 lambda image: ImageEnhance.Color(image).enhance(factors[2]),
                 lambda image: shift_hue(image, factors[3])]
        random.shuffle(steps)
        for step in steps:
            img = step(img)
        return img


class RandomCropDecodeResize(ImageTensorOperation):
    """
    Decode an encoded image, crop a random region of it and resize the region to `size`: the combination of
    :class:`Decode` and :class:`RandomResizedCrop`, with the same draws.

    Args:
        size (Union[int, Sequence[int]]): Output ``(height, width)``, or one int for a square.
        scale (Sequence[float], optional): Range of the area fraction of the region. Default: ``(0.08, 1.0)``.
        ratio (Sequence[float], optional): Range of the aspect ratio (width / height) of the region.
            Default: ``(3. / 4., 4. / 3.)``.
        interpolation (Inter, optional): Interpolation of the resize. Default: ``Inter.BILINEAR``.
        max_attempts (int, optional): Draws before falling back to a centre crop. Default: ``10``.

    Raises:
        TypeError: If an argument has the wrong type, or the input is not a 1-D uint8 array.
        ValueError: If a range is decreasing or holds a negative value, or `max_attempts` is not positive.
        RuntimeError: If the data cannot be decoded (when applied).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import io
        >>> import numpy as np
        >>> from PIL import Image
        >>> import mindspore.dataset.vision as vision
        >>> buffer = io.BytesIO()
        >>> Image.fromarray(np.full((8, 8, 3), 90, np.uint8)).save(buffer, format="PNG")
        >>> out = vision.RandomCropDecodeResize(4)(np.frombuffer(buffer.getvalue(), np.uint8))
        >>> print(out.shape, out[0, 0])
        (4, 4, 3) [90 90 90]
    """

    random = True

    def __init__(self, size, scale=(0.08, 1.0), ratio=(3. / 4., 4. / 3.), interpolation=Inter.BILINEAR,
                 max_attempts=10):
        super().__init__()
        _check_resized_crop(size, scale, ratio, interpolation, max_attempts)
        self.size = (size, size) if isinstance(size, int) else size
        self.scale = scale
        self.ratio = ratio
        self.interpolation = interpolation
        self.max_attempts = max_attempts

    def __call__(self, img):
        if not isinstance(img, np.ndarray):
            raise TypeError(f"Input should be an encoded image in 1-D NumPy format, got {type(img)}.")
        if img.ndim != 1 or img.dtype.type is not np.uint8:
            raise TypeError(f"Input should be an encoded image with uint8 type in 1-D NumPy format, got format:"
                            f"{type(img)}, dtype:{img.dtype.type}.")
        return super().__call__(img)

    def _execute(self, *arrays):
        img = Decode()._decode(arrays[0].tobytes())
        # the region is drawn exactly as RandomResizedCrop draws it
        y, x, ch, cw = RandomResizedCrop._region(self, img.shape[0], img.shape[1], self._gen())
        dh, dw = _hw(self.size)
        return _resize.resize(np.ascontiguousarray(img[y:y + ch, x:x + cw]), dh, dw, int(self.interpolation))


class RandomErasing(PyTensorOperation):
    """
    With probability `prob`, fill a random rectangle of a (C, H, W) numpy image (area fraction drawn from `scale`,
    aspect ratio from `ratio`) with `value`. A Python operation: it draws from Python's ``random`` module (and
    ``numpy.random`` for ``value='random'``), both seeded by :func:`mindspore.dataset.config.set_seed`.

    Args:
        prob (float, optional): Probability of erasing, in [0, 1]. Default: ``0.5``.
        scale (Sequence[float, float], optional): Range of the erased area as a fraction of the image.
            Default: ``(0.02, 0.33)``.
        ratio (Sequence[float, float], optional): Range of the aspect ratio of the rectangle.
            Default: ``(0.3, 3.3)``.
        value (Union[int, str, Sequence[int, int, int]], optional): Fill value: one number, one per channel, or
            ``'random'`` for standard normal noise. Default: ``0``.
        inplace (bool, optional): Whether to write into the input array. Default: ``False``.
        max_attempts (int, optional): Draws of a rectangle that fits before giving up (the image is then
            returned unchanged). Default: ``10``.

    Raises:
        TypeError: If an argument has the wrong type, or `scale` / `ratio` has not two values.
        ValueError: If a value is out of range or a range is decreasing.

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.vision as vision
        >>> image = np.ones((1, 6, 6), np.float32)
        >>> out = vision.RandomErasing(prob=1.0, scale=(0.25, 0.25), ratio=(1.0, 1.0))(image)
        >>> print(int(out.sum()))
        27
    """

    def __init__(self, prob=0.5, scale=(0.02, 0.33), ratio=(0.3, 3.3), value=0, inplace=False, max_attempts=10):
        super().__init__()
        # types first (in MindSpore's order), then values
        type_check(prob, (float, int,), "prob")
        for pair, name in ((scale, "scale"), (ratio, "ratio")):
            type_check_list(pair, (float, int,), name)
            if len(pair) != 2:
                raise TypeError(f"{name} should be a list or tuple of length 2.")
        for arg, kinds, name in ((value, (int, list, tuple, str), "value"), (inplace, (bool,), "inplace"),
                                 (max_attempts, (int,), "max_attempts")):
            type_check(arg, kinds, name)
        triple = isinstance(value, (tuple, list)) and len(value) == 3
        if not (triple or value == "random" or isinstance(value, numbers.Number)):
            raise ValueError("The value for erasing should be either a single value, or a string 'random', or a "
                             "sequence of 3 elements for RGB respectively.")
        check_value(prob, [0., 1.], "prob")
        _check_min_max(scale, "scale")
        check_range(scale, [0, _FLOAT_MAX_INTEGER])
        check_positive(scale[1], "scale[1]")
        _check_min_max(ratio, "ratio")
        for bound in ratio:
            check_value(bound, [0, _FLOAT_MAX_INTEGER], "", left_open_interval=True)
        if isinstance(value, int):
            check_value(value, (0, 255))
        elif triple:
            _check_each(value, "value", (int,), (0, 255))
        check_value(max_attempts, (1, _FLOAT_MAX_INTEGER))
        self.prob, self.scale, self.ratio = prob, scale, ratio
        self.value, self.inplace, self.max_attempts = value, inplace, max_attempts

    def __call__(self, np_img):
        if self.prob <= random.random():
            return np_img
        if not isinstance(np_img, np.ndarray):
            raise TypeError(f"img should be NumPy array. Got {type(np_img)}.")
        channels, height, width = np_img.shape
        top, left, box_h, box_w, fill = 0, 0, height, width, np_img
        for _ in range(self.max_attempts):
            area = random.uniform(self.scale[0], self.scale[1]) * height * width
            aspect = random.uniform(self.ratio[0], self.ratio[1])
            w = int(round(math.sqrt(area * aspect)))
            h = int(round(w / aspect))
            if h < height and w < width:
                top = random.randint(0, height - h)
                left = random.randint(0, width - w)
                box_h, box_w = h, w
                if isinstance(self.value, numbers.Number):
                    fill = self.value
                elif isinstance(self.value, str):
                    fill = np.random.normal(loc=0.0, scale=1.0, size=(channels, h, w))
                else:
                    fill = np.ones((channels, h, w)) * np.array(self.value)[:, None, None]
                break
        out = np_img if self.inplace else np_img.copy()
        out[:, top:top + box_h, left:left + box_w] = fill
        return out

    def _execute(self, *arrays):
        return self(arrays[0])


class RandomGrayscale(PyTensorOperation):
    """
    With probability `prob`, convert a PIL image to grayscale, keeping its number of channels (an ``'L'`` image
    stays one channel, any other becomes three equal channels). A Python operation drawing from Python's
    ``random`` module, which :func:`mindspore.dataset.config.set_seed` seeds.

    Args:
        prob (float, optional): Probability of the conversion, in [0, 1]. Default: ``0.1``.

    Raises:
        TypeError: If `prob` is not a number.
        ValueError: If `prob` is out of range.

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> from PIL import Image
        >>> import mindspore.dataset.vision as vision
        >>> image = Image.fromarray(np.array([[[200, 100, 50]]], np.uint8))
        >>> out = vision.RandomGrayscale(1.0)(image)
        >>> print(out.mode, np.asarray(out))
        RGB [[[124 124 124]]]
    """

    def __init__(self, prob=0.1):
        super().__init__()
        _check_prob(prob)
        self.prob = prob

    def __call__(self, img):
        channels = 1 if img.mode == "L" else 3
        if self.prob > random.random():
            return Grayscale(channels)(img)
        return img

    def _execute(self, *arrays):
        return self(arrays[0])


_EIGEN_SCALED_F64 = np.array([[55.46 * -0.5675, 4.794 * 0.7192, 1.148 * 0.4009],
                              [55.46 * -0.5808, 4.794 * -0.0045, 1.148 * -0.8140],
                              [55.46 * -0.5836, 4.794 * -0.6948, 1.148 * 0.4203]])
_EIGEN_SCALED = _EIGEN_SCALED_F64.astype(np.float32)


class RandomLighting(_PilPath, ImageTensorOperation):
    """
    AlexNet-style PCA lighting noise: draw three weights from a normal distribution of standard deviation
    `alpha` and add the matching combination of the ImageNet RGB eigenvectors to every pixel of an (H, W, 3)
    uint8 image (rounded and saturated). A PIL image (converted to RGB) takes its weights from ``numpy.random``,
    is truncated instead of rounded, and stays a PIL image.

    Args:
        alpha (float, optional): Standard deviation of the weights, non-negative. Default: ``0.05``.

    Raises:
        TypeError: If `alpha` is not a number.
        ValueError: If `alpha` is negative.
        RuntimeError: If the image is not (H, W, 3) (when applied).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.vision as vision
        >>> image = np.array([[[10, 101, 200]]], np.uint8)
        >>> print(vision.RandomLighting(0.0)(image))
        [[[ 10 101 200]]]
    """

    random = True

    def __init__(self, alpha=0.05):
        super().__init__()
        type_check(alpha, (float, int,), "alpha")
        check_non_negative_float32(alpha, "alpha")
        self.alpha = alpha
        self._normal = None

    def _pipeline_copy(self, worker=0):
        new = super()._pipeline_copy(worker)
        # the normal distribution keeps its second value between calls, so each pipeline copy owns one
        new._normal = _rng.NormalFloat(0.0, self.alpha)
        return new

    def _execute(self, *arrays):
        img = arrays[0]
        if img.ndim < 2:
            raise _pipeline_error(f"RandomLighting: input tensor is not in shape of <height, width, ...>, but got "
                                  f"rank: {img.ndim}")
        if img.dtype.kind in "US" or img.dtype in (np.uint32, np.uint64, np.int64):
            raise _pipeline_error("RandomLighting: invalid tensor type of uint32, int64, uint64, string or bytes.")
        normal = self._normal if self._rng_gen is not None else _rng.NormalFloat(0.0, self.alpha)
        gen = self._gen()
        weights = [normal(gen) for _ in range(3)]
        if img.ndim != 3 or img.shape[2] != 3:
            raise _pipeline_error(f"RandomLighting: input tensor is not in shape of <H,W,C> or channel is not 3, got "
                                  f"rank: {img.ndim}, and channel: {img.shape[2] if img.ndim > 2 else 0}")
        shift = [np.float32(0)] * 3
        for c in range(3):
            row = _EIGEN_SCALED[c]
            shift[c] = np.float32(np.float32(row[0] * weights[0] + row[1] * weights[1]) + row[2] * weights[2])
        out = np.ascontiguousarray(img).copy()
        h, w = out.shape[:2]
        # the kernel reads every pixel as three bytes whatever the element type, as OpenCV's at<Vec3b> does
        pixels = out.reshape(h, -1).view(np.uint8)[:, :3 * w].reshape(h, w, 3)
        for c in range(3):
            plane = pixels[:, :, c].astype(np.float32) + shift[c]
            pixels[:, :, c] = np.clip(np.rint(plane), 0, 255).astype(np.uint8)
        return out

    def _pil(self, img):
        from PIL import Image  # pylint: disable=import-outside-toplevel
        rgb = img if img.mode == "RGB" else img.convert("RGB")
        weights = [np.random.normal(loc=0.0, scale=self.alpha) for _ in range(3)]
        # summed left to right in double, as the Python implementation does
        shift = [row[0] * weights[0] + row[1] * weights[1] + row[2] * weights[2] for row in _EIGEN_SCALED_F64]
        pixels = np.asarray(rgb).astype(np.float64) + np.array(shift)
        return Image.fromarray(np.clip(pixels, 0, 255).astype(np.uint8))


def _pil_perspective(img, start_points, end_points, interpolation):
    """Warp a PIL image so that `start_points` land on `end_points` (Pillow's perspective transform takes the
    eight coefficients mapping output coordinates back to input ones, solved here by least squares)."""
    rows, rhs = [], []
    for (ox, oy), (tx, ty) in zip(start_points, end_points):
        rows.append([tx, ty, 1, 0, 0, 0, -ox * tx, -ox * ty])
        rows.append([0, 0, 0, tx, ty, 1, -oy * tx, -oy * ty])
        rhs.extend([ox, oy])
    coeffs = np.linalg.lstsq(np.array(rows, dtype=float), np.array(rhs, dtype=float), rcond=None)[0]
    from PIL import Image  # pylint: disable=import-outside-toplevel
    return img.transform(img.size, Image.PERSPECTIVE, coeffs.tolist(), interpolation)


class RandomPerspective(PyTensorOperation):
    """
    With probability `prob`, move each corner of a PIL image inwards by a random amount (up to
    `distortion_scale` of half the width / height) and warp the image accordingly. A Python operation drawing from
    Python's ``random`` module, which :func:`mindspore.dataset.config.set_seed` seeds.

    Args:
        distortion_scale (float, optional): Strength of the distortion, in [0, 1]. Default: ``0.5``.
        prob (float, optional): Probability of the warp, in [0, 1]. Default: ``0.5``.
        interpolation (Inter, optional): Interpolation (``NEAREST``, ``BILINEAR`` or ``BICUBIC``).
            Default: ``Inter.BICUBIC``.

    Raises:
        TypeError: If an argument has the wrong type.
        ValueError: If a value is out of range, or the input is not a PIL image.

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> from PIL import Image
        >>> import mindspore.dataset.vision as vision
        >>> image = Image.fromarray(np.full((4, 5, 3), 60, np.uint8))
        >>> out = vision.RandomPerspective(0.0, 1.0, vision.Inter.NEAREST)(image)
        >>> print(out.size, np.asarray(out)[0, 0])
        (5, 4) [60 60 60]
    """

    def __init__(self, distortion_scale=0.5, prob=0.5, interpolation=Inter.BICUBIC):
        super().__init__()
        for arg, name in ((distortion_scale, "distortion_scale"), (prob, "prob")):
            type_check(arg, (float,), name)
        for arg, name in ((distortion_scale, "distortion_scale"), (prob, "prob")):
            check_value(arg, [0., 1.], name)
        type_check(interpolation, (Inter,), "interpolation")
        self.distortion_scale = distortion_scale
        self.prob = prob
        self.interpolation = interpolation

    def __call__(self, img):
        if not _is_pil(img):
            raise ValueError("Input image should be a Pillow image.")
        if self.prob <= random.random():
            return img
        width, height = img.size
        half_w = int(width / 2 * self.distortion_scale)
        half_h = int(height / 2 * self.distortion_scale)
        near_x = lambda: random.randint(0, half_w)  # noqa: E731
        far_x = lambda: random.randint(width - half_w - 1, width - 1)  # noqa: E731
        near_y = lambda: random.randint(0, half_h)  # noqa: E731
        far_y = lambda: random.randint(height - half_h - 1, height - 1)  # noqa: E731
        # corners clockwise from the top left; x is drawn before y for each
        top_left = (near_x(), near_y())
        top_right = (far_x(), near_y())
        bottom_right = (far_x(), far_y())
        bottom_left = (near_x(), far_y())
        start = [(0, 0), (width - 1, 0), (width - 1, height - 1), (0, height - 1)]
        end = [top_left, top_right, bottom_right, bottom_left]
        return _pil_perspective(img, start, end, _pil_filter(self.interpolation))

    def _execute(self, *arrays):
        return self(arrays[0])


class RandomPosterize(ImageTensorOperation):
    """
    Apply :class:`Posterize` with a number of kept bits drawn uniformly from the range `bits`.

    Args:
        bits (Union[int, Sequence[int]], optional): ``(min, max)`` of the bits kept, in [1, 8]; one int fixes
            it. Default: ``(8, 8)``.

    Raises:
        TypeError: If `bits` is not an int or a pair of ints.
        ValueError: If a value is out of range or the pair is decreasing.
        RuntimeError: If the image is not of type uint8 or int8 (when applied).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.vision as vision
        >>> print(vision.RandomPosterize((2, 2))(np.array([[63, 64, 200, 255]], np.uint8)))
        [[  0  64 192 192]]
    """

    random = True

    def __init__(self, bits=(8, 8)):
        super().__init__()
        if bits is not None:
            type_check(bits, (list, tuple, int), "bits")
        if isinstance(bits, int):
            check_value(bits, [1, 8])
        elif isinstance(bits, (list, tuple)):
            if len(bits) != 2:
                raise TypeError("Size of bits should be a single integer or a list/tuple (min, max) of length 2.")
            _check_each(bits, "bits", (int,), (0, 255))
            check_range(bits, [1, 8])
        self.bits = bits

    def _execute(self, *arrays):
        low, high = (self.bits, self.bits) if isinstance(self.bits, int) else self.bits
        bits = low if low == high else _rng.uniform_int(self._gen(), low, high)
        return Posterize(int(bits))._execute(arrays[0])


# the C++ kernel's interpolation codes 0..3 (linear, nearest, cubic, area) as Inter members
_CXX_INTERPOLATION = (Inter.BILINEAR, Inter.NEAREST, Inter.BICUBIC, Inter.AREA)


class RandomResize(ImageTensorOperation):
    """
    Apply :class:`Resize` with an interpolation drawn uniformly from bilinear, nearest, bicubic and area.

    Args:
        size (Union[int, Sequence[int]]): Output ``(height, width)``, or the length of the shorter side (the
            aspect ratio kept).

    Raises:
        TypeError: If `size` is not an int or a pair of ints.
        ValueError: If a value is out of range.
        RuntimeError: If the image is not (H, W) or (H, W, C) (when applied).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.vision as vision
        >>> print(vision.RandomResize((2, 3))(np.zeros((4, 6, 3), np.uint8)).shape)
        (2, 3, 3)
    """

    random = True

    def __init__(self, size):
        super().__init__()
        _check_size(size)
        self.size = size

    def _execute(self, *arrays):
        mode = _CXX_INTERPOLATION[_rng.uniform_int(self._gen(), 0, 3)]
        return Resize(self.size, mode)._execute(arrays[0])


class RandomRotation(_PilPath, ImageTensorOperation):
    """
    Apply :class:`Rotate` with an angle drawn uniformly from the range `degrees`. A PIL image is rotated by
    Pillow instead, the angle drawn from Python's ``random``, and stays a PIL image (``Inter.AREA`` and
    ``Inter.PILCUBIC`` are refused for it; ``Inter.ANTIALIAS`` serves only PIL images).

    Args:
        degrees (Union[int, float, Sequence[float]]): Range of the angle (counter-clockwise degrees); one number
            ``d`` means ``(-d, d)``. Both ends are taken modulo 360 (a range of 360 or more becomes
            ``(-180, 180)``).
        resample (Inter, optional): Interpolation. Default: ``Inter.NEAREST``.
        expand (bool, optional): Whether the output grows to hold the whole rotated image. Default: ``False``.
        center (tuple, optional): ``(x, y)`` of the rotation centre; ``None`` is the image centre.
            Default: ``None``.
        fill_value (Union[int, tuple[int, int, int]], optional): Border value(s) in [0, 255]. Default: ``0``.

    Raises:
        TypeError: If an argument has the wrong type.
        ValueError: If a value is out of range or the range is decreasing.
        RuntimeError: If the image is not (H, W) or (H, W, 1|3) (when applied).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.vision as vision
        >>> image = np.arange(6, dtype=np.uint8).reshape(2, 3)
        >>> print(vision.RandomRotation((90, 90), expand=True)(image))
        [[2 5]
         [1 4]
         [0 3]]
    """

    random = True

    def __init__(self, degrees, resample=Inter.NEAREST, expand=False, center=None, fill_value=0):
        super().__init__()
        _check_degrees(degrees)
        _check_resample_center(resample, expand, center, fill_value)
        if isinstance(degrees, (int, float)):
            degrees = degrees % 360
            degrees = [-degrees, degrees]
        elif degrees[1] - degrees[0] >= 360:
            degrees = [-180, 180]
        else:
            degrees = [degrees[0] % 360, degrees[1] % 360]
            if degrees[0] > degrees[1]:
                degrees[1] += 360
        self.degrees = degrees
        self.resample = resample
        self.expand = expand
        self.py_center = center
        self.c_center = () if center is None else center
        self.fill_value = tuple([fill_value] * 3) if isinstance(fill_value, int) else fill_value

    def _pil(self, img):
        if self.resample in (Inter.AREA, Inter.PILCUBIC):
            raise TypeError("Current Interpolation is not supported with PIL input.")
        angle = random.uniform(self.degrees[0], self.degrees[1]) % 360.0
        if self.resample == Inter.ANTIALIAS and (angle not in (0, 90, 180, 270) or self.py_center):
            raise ValueError("When using Inter.ANTIALIAS, center needs to be None and angle needs to be an integer "
                             "multiple of 90.")
        return img.rotate(angle, _pil_filter(self.resample), self.expand, self.py_center,
                          fillcolor=tuple(self.fill_value))

    def _execute(self, *arrays):
        if self.resample == Inter.ANTIALIAS:
            # MindSpore sends every input of an ANTIALIAS rotation down its PIL path
            raise TypeError(_PIL_EXPECTED.format(type(arrays[0])))
        img = _warp_input(arrays[0], "Rotate")
        start, end = np.float32(self.degrees[0]), np.float32(self.degrees[1])
        unit = _rng.uniform_real_float(self._gen(), -1.0, 1.0)
        half_range = np.float32((end - start) / np.float32(2))
        mid = np.float32((end + start) / np.float32(2))
        angle = np.float32(mid + unit * half_range)
        return _rotate(img, float(angle), self.resample, self.expand, self.c_center, _fill3(self.fill_value))


class RandomSharpness(_PilPath, ImageTensorOperation):
    """
    Apply :class:`AdjustSharpness` with a factor drawn uniformly from the range `degrees`. A PIL image is
    enhanced with Pillow's ``ImageEnhance.Sharpness`` instead, the factor drawn from Python's ``random``, and
    stays a PIL image.

    Args:
        degrees (Sequence[float], optional): ``(min, max)`` of the non-negative factor (0 blurs, 1 keeps,
            2 sharpens). Default: ``(0.1, 1.9)``.

    Raises:
        TypeError: If `degrees` is not a list/tuple of numbers.
        ValueError: If `degrees` has not two values, holds a negative one or is decreasing.
        RuntimeError: If the image is not (H, W) or (H, W, 1|3) (when applied).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.vision as vision
        >>> image = np.array([[10, 10, 10], [10, 140, 10], [10, 10, 10]], np.uint8)
        >>> print(vision.RandomSharpness((0.0, 0.0))(image)[1])
        [10 60 10]
    """

    random = True

    def __init__(self, degrees=(0.1, 1.9)):
        super().__init__()
        _check_positive_degrees(degrees)
        self.degrees = degrees

    def _execute(self, *arrays):
        start, end = np.float32(self.degrees[0]), np.float32(self.degrees[1])
        unit = _rng.uniform_real_float(self._gen(), -1.0, 1.0)
        half_range = np.float32((end - start) / np.float32(2))
        mid = np.float32((end + start) / np.float32(2))
        factor = np.float32(mid + unit * half_range)
        return AdjustSharpness(max(float(factor), 0.0))._execute(arrays[0])

    def _pil(self, img):
        from PIL import ImageEnhance  # pylint: disable=import-outside-toplevel
        low, high = self.degrees
        return ImageEnhance.Sharpness(img).enhance(low + (high - low) * random.random())


class RandomSolarize(ImageTensorOperation):
    """
    Apply :class:`Solarize` to the range between two thresholds drawn uniformly from `threshold`.

    Args:
        threshold (tuple, optional): ``(min, max)`` of the thresholds, ints in [0, 255]. Default: ``(0, 255)``.

    Raises:
        TypeError: If `threshold` is not a tuple of ints.
        ValueError: If `threshold` has not two values, a value is out of range or the pair is decreasing.

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.vision as vision
        >>> print(vision.RandomSolarize((100, 100))(np.array([[10, 100, 200]], np.uint8)))
        [[ 10 155  55]]
    """

    random = True

    def __init__(self, threshold=(0, 255)):
        super().__init__()
        type_check(threshold, (tuple,), "threshold")
        type_check_list(threshold, (int,), "threshold")
        if len(threshold) != 2:
            raise ValueError("threshold must be a sequence of two numbers.")
        _check_each(threshold, "threshold", (int,), (0, 255), label="")
        if threshold[1] < threshold[0]:
            raise ValueError("threshold must be in min max format numbers.")
        self.threshold = threshold

    def _execute(self, *arrays):
        gen = self._gen()
        first = _rng.uniform_int(gen, self.threshold[0], self.threshold[1])
        second = _rng.uniform_int(gen, self.threshold[0], self.threshold[1])
        return Solarize((min(first, second), max(first, second)))._execute(arrays[0])


class CutOut(ImageTensorOperation):
    """
    Zero `num_patches` square patches of side `length` at random positions; a patch may hang over the border
    (only its part inside the image is zeroed).

    Args:
        length (int): Side of the patches, positive.
        num_patches (int, optional): Number of patches, positive. Default: ``1``.
        is_hwc (bool, optional): Whether the image is (H, W, C); ``False`` means (C, H, W). Default: ``True``.

    Raises:
        TypeError: If an argument has the wrong type.
        ValueError: If `length` or `num_patches` is not positive.
        RuntimeError: If the image is not of rank 3 or smaller than a patch (when applied).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset.vision as vision
        >>> out = vision.CutOut(4)(np.ones((4, 4, 3), np.uint8))
        >>> print(out.shape, out.dtype)
        (4, 4, 3) uint8
    """

    random = True

    def __init__(self, length, num_patches=1, is_hwc=True):
        super().__init__()
        type_check(length, (int,), "length")
        type_check(num_patches, (int,), "num_patches")
        type_check(is_hwc, (bool,), "is_hwc")
        check_value(length, (1, _FLOAT_MAX_INTEGER))
        check_value(num_patches, (1, _FLOAT_MAX_INTEGER))
        self.length = length
        self.num_patches = num_patches
        self.is_hwc = is_hwc

    def _execute(self, *arrays):
        img = arrays[0]
        h_axis, w_axis = (0, 1) if self.is_hwc else (1, 2)
        if img.ndim <= (2 if self.is_hwc else 0):
            raise _pipeline_error("CutOut: shape is invalid.")
        if img.ndim != 3:
            raise _pipeline_error(f"CutOut: image shape is not {'<H,W,C>' if self.is_hwc else '<C,H,W>'}, but got "
                                  f"rank: {img.ndim}")
        height, width = img.shape[h_axis], img.shape[w_axis]
        side = self.length
        if side > height or side > width:
            raise _pipeline_error(f"CutOut: box size is too large for image erase, got box height: {side}box weight: "
                                  f"{side}, and image height: {height}, image width: {width}")
        out = img.copy()
        gen = self._gen()
        for _ in range(self.num_patches):
            top = _rng.uniform_int(gen, 0, height + side) - side
            left = _rng.uniform_int(gen, 0, width + side) - side
            rows = slice(max(top, 0), min(top + side, height))
            cols = slice(max(left, 0), min(left + side, width))
            if self.is_hwc:
                out[rows, cols] = 0
            else:
                out[:, rows, cols] = 0
        return out
