"""Image layers (``mindspore.nn.layer.image``): PixelShuffle, PixelUnshuffle, ImageGradients, CentralCrop and the
image-quality cells SSIM, MSSSIM and PSNR."""
import math

import numpy as np
import torch

from ..cell import Cell
from ...common import dtype as mstype
from ...common.tensor import Tensor, _wrap
from ... import _checkparam as validator
from ... import ops
from .activation import ReLU
from .basic import _as_torch
from .container import CellList
from .conv import Conv2d
from .pooling import AvgPool2d

__all__ = ["PixelShuffle", "PixelUnshuffle", "ImageGradients", "CentralCrop", "SSIM", "MSSSIM", "PSNR"]


class PixelShuffle(Cell):
    r"""
    Moves channel blocks into space: :math:`(*, C r^2, H, W) \to (*, C, H r, W r)` with :math:`r` the
    `upscale_factor` (the layer form of :func:`mindspore.ops.pixel_shuffle`).

    Args:
        upscale_factor (int): The factor :math:`r`, a positive int.

    Inputs:
        - **input** (Tensor) - Tensor of rank at least 3 whose third-to-last dimension is divisible by
          :math:`r^2`.

    Outputs:
        Tensor of shape :math:`(*, C, H r, W r)`.

    Raises:
        ValueError: If `upscale_factor` is not a positive int, or the channel count is not divisible by its
            square.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> x = Tensor(np.arange(8).reshape(1, 4, 1, 2), ms.float32)
        >>> print(nn.PixelShuffle(2)(x))
        [[[[0. 2. 1. 3.]
           [4. 6. 5. 7.]]]]
    """

    def __init__(self, upscale_factor):
        super().__init__()
        self.upscale_factor = upscale_factor

    def construct(self, input):  # pylint: disable=redefined-builtin
        r = self.upscale_factor
        shape = getattr(input, "shape", None)
        if isinstance(r, int) and r > 0 and shape is not None and len(shape) >= 3 and shape[-3] % (r * r):
            raise ValueError("For 'pixel_shuffle', the length of third to last dimension is not divisibleby "
                             "`upscale_factor` squared.")
        return ops.pixel_shuffle(input, r)


class PixelUnshuffle(Cell):
    r"""
    The inverse of :class:`mindspore.nn.PixelShuffle`: :math:`(*, C, H r, W r) \to (*, C r^2, H, W)` with
    :math:`r` the `downscale_factor`.

    Args:
        downscale_factor (int): The factor :math:`r`, a positive int.

    Inputs:
        - **input** (Tensor) - Tensor of rank at least 3 whose last two dimensions are divisible by :math:`r`.

    Outputs:
        Tensor of shape :math:`(*, C r^2, H, W)`.

    Raises:
        ValueError: If `downscale_factor` is not a positive int, or the spatial sizes are not divisible by it.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> x = Tensor(np.arange(8).reshape(1, 1, 2, 4), ms.float32)
        >>> out = nn.PixelUnshuffle(2)(x)
        >>> print(out.shape)
        (1, 4, 1, 2)
        >>> print(out[0, :, 0, 0])
        [0. 1. 4. 5.]
    """

    def __init__(self, downscale_factor):
        super().__init__()
        self.downscale_factor = downscale_factor

    def construct(self, input):  # pylint: disable=redefined-builtin
        r = self.downscale_factor
        shape = getattr(input, "shape", None)
        if isinstance(r, int) and r > 0 and shape is not None and len(shape) >= 3 and \
                (shape[-1] % r or shape[-2] % r):
            raise ValueError("For 'pixel_unshuffle', the length of second to last 2 dimension should be divisible "
                             "by downscale_factor.")
        return ops.pixel_unshuffle(input, r)


class ImageGradients(Cell):
    r"""
    Forward differences of a batch of images along height and width: ``dy[..., i, :] = x[..., i+1, :] -
    x[..., i, :]`` and ``dx[..., j] = x[..., j+1] - x[..., j]``, with a zero last row (for `dy`) and last column
    (for `dx`).

    Inputs:
        - **images** (Tensor) - Tensor of shape :math:`(N, C, H, W)`.

    Outputs:
        - **dy** (Tensor) - Height differences, shape and dtype of `images`.
        - **dx** (Tensor) - Width differences, shape and dtype of `images`.

    Raises:
        ValueError: If `images` is not 4-d.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> img = Tensor(np.array([[[[1.0, 3.0], [6.0, 2.0]]]]), ms.float32)
        >>> dy, dx = nn.ImageGradients()(img)
        >>> print(dy)
        [[[[ 5. -1.]
           [ 0.  0.]]]]
        >>> print(dx)
        [[[[ 2.  0.]
           [-4.  0.]]]]
    """

    def __init__(self):
        super().__init__()

    def construct(self, images):
        try:
            t = images._t
        except AttributeError:
            raise TypeError(f"For '{self.cls_name}', the input 'images' must be a Tensor, but got "
                            f"{type(images).__name__}.") from None
        if t.dim() != 4:
            raise ValueError(f"For '{self.cls_name}', the dimension of 'images' must be 4d, but got {t.dim()}.")
        dy = torch.zeros_like(t)
        dx = torch.zeros_like(t)
        dy[:, :, :-1, :] = t[:, :, 1:, :] - t[:, :, :-1, :]
        dx[:, :, :, :-1] = t[:, :, :, 1:] - t[:, :, :, :-1]
        return _wrap(dy), _wrap(dx)


class CentralCrop(Cell):
    r"""
    Keeps the central part of each image: a window covering `central_fraction` of the height and of the width,
    the same number of rows (and columns) being cut from both sides.

    Args:
        central_fraction (float): Fraction of each spatial side to keep, in ``(0.0, 1.0]``.

    Inputs:
        - **image** (Tensor) - Tensor of shape :math:`(C, H, W)` or :math:`(N, C, H, W)`.

    Outputs:
        The cropped Tensor, rank and dtype of `image`.

    Raises:
        TypeError: If `central_fraction` is not a float.
        ValueError: If `central_fraction` is outside ``(0.0, 1.0]``, or `image` is neither 3-d nor 4-d.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> img = Tensor(np.arange(16).reshape(1, 4, 4), ms.float32)
        >>> print(nn.CentralCrop(0.5)(img))
        [[[ 5.  6.]
          [ 9. 10.]]]
    """

    def __init__(self, central_fraction):
        super().__init__()
        if not isinstance(central_fraction, float):
            raise TypeError(f"For '{self.cls_name}', the type of 'central_fraction' should be 'float', but got "
                            f"type '{type(central_fraction).__name__}'.")
        if not 0.0 < central_fraction <= 1.0:
            raise ValueError(f"For '{self.cls_name}', the 'central_fraction' must be in range of (0.0, 1.0], but "
                             f"got {central_fraction} with type 'float'.")
        self.central_fraction = central_fraction

    def construct(self, image):
        try:
            t = image._t
        except AttributeError:
            raise TypeError(f"For '{self.cls_name}', the input 'image' must be a Tensor, but got "
                            f"{type(image).__name__}.") from None
        if t.dim() not in (3, 4):
            raise ValueError(f"{self.cls_name} image must be 3d or 4d, but got shape {tuple(t.shape)}")
        if self.central_fraction == 1.0:
            return image
        h, w = t.shape[-2], t.shape[-1]
        top = int((float(h) - float(h * self.central_fraction)) / 2)
        left = int((float(w) - float(w * self.central_fraction)) / 2)
        return _wrap(t[..., top:h - top, left:w - left])


from ..._unsupported import missing_name_hook as _missing_name_hook  # noqa: E402
__getattr__ = _missing_name_hook(__name__)


# ----- image quality metrics: SSIM, MSSSIM, PSNR ------------------------------------------------------------------
def _check_max_val(max_val, cls_name):
    validator.check_value_type("max_val", max_val, [int, float], cls_name)
    if not max_val > 0.0:
        raise ValueError(f"For '{cls_name}', the argument 'max_val' must > 0.0, but got {max_val}.")
    return max_val


def _check_window_args(filter_size, filter_sigma, k1, k2, cls_name):
    validator.check_int(filter_size, "filter_size", cls_name)
    if filter_size < 1:
        raise ValueError(f"For '{cls_name}', the 'filter_size' must be int and must >= 1, but got "
                         f"'{filter_size}' with type 'int'.")
    if isinstance(filter_sigma, bool) or not isinstance(filter_sigma, float):
        raise TypeError(f"For '{cls_name}', the 'filter_sigma' must be float, but got "
                        f"'{type(filter_sigma).__name__}'")
    if not filter_sigma > 0:
        raise ValueError(f"For '{cls_name}', the 'filter_sigma' must be float and must > 0, but got "
                         f"'{filter_sigma}' with type 'float'.")
    validator.check_value_type("k1", k1, [float], cls_name)
    validator.check_value_type("k2", k2, [float], cls_name)


def _gaussian_window(size, sigma):
    """The normalised 2-D Gaussian kernel, shape (1, 1, size, size), float32 as MindSpore builds it."""
    offsets = np.arange(-size // 2 + 1, size // 2 + 1).astype(np.float32) ** 2
    g = np.exp(-(offsets[:, None] + offsets[None, :]) / (2 * sigma ** 2))
    return (g / np.sum(g)).astype(np.float32).reshape(1, 1, size, size)


def _window_conv(size, sigma):
    conv = Conv2d(1, 1, size, pad_mode="valid", weight_init=Tensor(_gaussian_window(size, sigma)))
    conv.weight.requires_grad = False
    return conv


def _image_arg(img, name, cls_name, dtypes=None, filter_size=None):
    t = _as_torch(img, cls_name, name)
    if t.dim() != 4:
        raise ValueError(f"For '{cls_name}', the dimension of '{name}' must be 4d, but got {t.dim()}.")
    if dtypes is not None and img.dtype not in dtypes:
        allowed = "[" + ", ".join(repr(d) for d in dtypes) + "]"
        raise TypeError(f"For '{cls_name}', the '{name}' should be one of {allowed}, but got '{img.dtype!r}'.")
    if filter_size is not None:
        for axis in (2, 3):
            if t.shape[axis] < filter_size:
                raise ValueError(f"For '{cls_name}', the {name} shape[{axis}] should be >= filter_size: "
                                 f"{filter_size}, but got {t.shape[axis]}.")
    return t


def _image_pair(img1, img2, max_val, cls_name, dtypes=None, filter_size=None):
    """Both images as float32 in [0, max] and the matching max value (integer images are scaled to [0, 1])."""
    a = _image_arg(img1, "img1", cls_name, dtypes, filter_size)
    b = _as_torch(img2, cls_name, "img2")
    if img1.dtype != img2.dtype:
        raise TypeError(f"For '{cls_name}', the dtype of 'img2' must be the same as 'img1' ({img1.dtype!r}), "
                        f"but got {img2.dtype!r}.")
    if a.shape != b.shape:
        raise ValueError(f"For '{cls_name}', the shape of 'img2' must be the same as 'img1' {tuple(a.shape)}, "
                         f"but got {tuple(b.shape)}.")
    np_type = mstype.dtype_to_nptype(img1.dtype)
    a, b, max_val = a.float(), b.float(), float(max_val)
    if np.issubdtype(np_type, np.integer) and np.iinfo(np_type).max > 1:
        scale = 1.0 / float(np.iinfo(np_type).max)
        a, b, max_val = a * scale, b * scale, max_val * scale
    return a, b, max_val


def _ssim_and_cs(a, b, conv, c1, c2):
    """Per-image (N, C) means of the SSIM map and of its contrast-structure part, channel by channel."""
    sims, css = [], []
    for ch in range(a.shape[1]):
        x, y = Tensor(a[:, ch:ch + 1]), Tensor(b[:, ch:ch + 1])
        mu1, mu2 = conv(x)._t, conv(y)._t
        mu1_sq, mu2_sq, mu12 = mu1 * mu1, mu2 * mu2, mu1 * mu2
        var1 = conv(Tensor(x._t * x._t))._t - mu1_sq
        var2 = conv(Tensor(y._t * y._t))._t - mu2_sq
        cov = conv(Tensor(x._t * y._t))._t - mu12
        v1 = 2 * cov + c2
        v2 = var1 + var2 + c2
        sims.append((2 * mu12 + c1) * v1 / ((mu1_sq + mu2_sq + c1) * v2))
        css.append(v1 / v2)
    return torch.cat(sims, 1).mean((2, 3)), torch.cat(css, 1).mean((2, 3))


class SSIM(Cell):
    r"""
    Structural similarity index between two batches of images, averaged over channels:

    .. math::
        SSIM(x, y) = \frac{(2\mu_x\mu_y + C_1)(2\sigma_{xy} + C_2)}{(\mu_x^2 + \mu_y^2 + C_1)
        (\sigma_x^2 + \sigma_y^2 + C_2)},\quad C_1 = (k_1 L)^2,\ C_2 = (k_2 L)^2,

    where the local means, variances and covariance come from a Gaussian window (valid positions only) and
    :math:`L` is `max_val`. Integer images are scaled to :math:`[0, 1]` first (and `max_val` with them).

    Args:
        max_val (Union[int, float]): The dynamic range :math:`L` of the pixel values. Default: ``1.0`` .
        filter_size (int): Side of the Gaussian window, at least 1. Default: ``11`` .
        filter_sigma (float): Standard deviation of the Gaussian window, positive. Default: ``1.5`` .
        k1 (float): The constant :math:`k_1`. Default: ``0.01`` .
        k2 (float): The constant :math:`k_2`. Default: ``0.03`` .

    Inputs:
        - **img1** (Tensor) - float16 or float32 images of shape :math:`(N, C, H, W)`, :math:`H, W` at least
          `filter_size`.
        - **img2** (Tensor) - Images of the shape and dtype of `img1`.

    Outputs:
        Tensor of shape :math:`(N,)`, float32.

    Raises:
        TypeError: If `max_val` is not a number, `filter_sigma`, `k1` or `k2` is not a float, or `img1` is
            neither float16 nor float32.
        ValueError: If `max_val` or `filter_sigma` is not positive, `filter_size` is below 1, or the images are
            not 4-d or smaller than the window.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> ramp = np.tile(np.linspace(0.0, 1.0, 12, dtype=np.float32), (12, 1)).reshape(1, 1, 12, 12)
        >>> img1 = Tensor(ramp)
        >>> img2 = Tensor(ramp * 0.5)
        >>> print(nn.SSIM()(img1, img2))
        [0.6460339]
    """

    def __init__(self, max_val=1.0, filter_size=11, filter_sigma=1.5, k1=0.01, k2=0.03):
        super().__init__()
        self.max_val = _check_max_val(max_val, self.cls_name)
        _check_window_args(filter_size, filter_sigma, k1, k2, self.cls_name)
        self.filter_size, self.filter_sigma, self.k1, self.k2 = filter_size, filter_sigma, k1, k2
        self.conv = _window_conv(filter_size, filter_sigma)

    def construct(self, img1, img2):
        a, b, max_val = _image_pair(img1, img2, self.max_val, self.cls_name, (mstype.float32, mstype.float16),
                                    self.filter_size)
        c1, c2 = (self.k1 * max_val) ** 2, (self.k2 * max_val) ** 2
        ssim, _ = _ssim_and_cs(a, b, self.conv, c1, c2)
        return _wrap(ssim.mean(-1))


class MSSSIM(Cell):
    r"""
    Multi-scale structural similarity: the contrast-structure term of SSIM at each of
    ``len(power_factors)`` scales (the images halved by 2x2 average pooling between scales) and the full SSIM at
    the coarsest one, each clipped at 0, raised to its power factor and multiplied, then averaged over channels.

    Args:
        max_val (Union[int, float]): The dynamic range of the pixel values. Default: ``1.0`` .
        power_factors (Union[tuple, list]): Exponent of each scale; its length is the number of scales.
            Default: ``(0.0448, 0.2856, 0.3001, 0.2363, 0.1333)`` .
        filter_size (int): Side of the Gaussian window, at least 1. Default: ``11`` .
        filter_sigma (float): Standard deviation of the Gaussian window, positive. Default: ``1.5`` .
        k1 (float): The constant :math:`k_1` of SSIM. Default: ``0.01`` .
        k2 (float): The constant :math:`k_2` of SSIM. Default: ``0.03`` .

    Inputs:
        - **img1** (Tensor) - Images of shape :math:`(N, C, H, W)`: float64, float32, float16 or uint8, large
          enough for the window at the coarsest scale.
        - **img2** (Tensor) - Images of the shape and dtype of `img1`.

    Outputs:
        Tensor of shape :math:`(N,)`, float32.

    Raises:
        TypeError: If an argument has the wrong type, or `img1` has another dtype.
        ValueError: If `max_val` or `filter_sigma` is not positive, `filter_size` is below 1, or the images are
            not 4-d.

    Supported Platforms:
        ``Ascend`` ``GPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> ramp = np.tile(np.linspace(0.0, 1.0, 12, dtype=np.float32), (12, 1)).reshape(1, 1, 12, 12)
        >>> net = nn.MSSSIM(filter_size=3, power_factors=(0.6, 0.4))
        >>> print(net(Tensor(ramp), Tensor(ramp * 0.5)))
        [0.74779606]
    """

    def __init__(self, max_val=1.0, power_factors=(0.0448, 0.2856, 0.3001, 0.2363, 0.1333), filter_size=11,
                 filter_sigma=1.5, k1=0.01, k2=0.03):
        super().__init__()
        self.max_val = _check_max_val(max_val, self.cls_name)
        validator.check_value_type("power_factors", power_factors, [tuple, list], self.cls_name)
        _check_window_args(filter_size, filter_sigma, k1, k2, self.cls_name)
        self.filter_size, self.filter_sigma, self.k1, self.k2 = filter_size, filter_sigma, k1, k2
        self.level = len(power_factors)
        self.weight_tensor = Tensor(np.array(power_factors, np.float32))
        self.multi_convs_list = CellList([_window_conv(filter_size, filter_sigma) for _ in range(self.level)])
        self.avg_pool = AvgPool2d(kernel_size=2, stride=2, pad_mode="valid")
        self.relu = ReLU()

    def construct(self, img1, img2):
        _image_arg(img1, "img1", self.cls_name)
        _image_arg(img2, "img2", self.cls_name)
        a, b, max_val = _image_pair(img1, img2, self.max_val, self.cls_name,
                                    (mstype.float64, mstype.float32, mstype.float16, mstype.uint8))
        c1, c2 = (self.k1 * max_val) ** 2, (self.k2 * max_val) ** 2
        terms = []
        for level in range(self.level):
            ssim, cs = _ssim_and_cs(a, b, self.multi_convs_list[level], c1, c2)
            terms.append(cs.clamp_min(0))
            a, b = self.avg_pool(Tensor(a))._t, self.avg_pool(Tensor(b))._t
        stacked = torch.stack(terms[:-1] + [ssim.clamp_min(0)], -1)
        return _wrap(torch.pow(stacked, self.weight_tensor._t).prod(-1).mean(-1))


class PSNR(Cell):
    r"""
    Peak signal-to-noise ratio of each image pair, in decibels:
    :math:`10\log_{10}(L^2 / MSE)` with the mean squared error over channels, height and width and :math:`L`
    the `max_val`. Integer images are scaled to :math:`[0, 1]` first (and `max_val` with them).

    Args:
        max_val (Union[int, float]): The dynamic range :math:`L` of the pixel values. Default: ``1.0`` .

    Inputs:
        - **img1** (Tensor) - Images of shape :math:`(N, C, H, W)`.
        - **img2** (Tensor) - Images of the shape and dtype of `img1`.

    Outputs:
        Tensor of shape :math:`(N,)`, float32.

    Raises:
        TypeError: If `max_val` is not a number.
        ValueError: If `max_val` is not positive or the images are not 4-d.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> img1 = Tensor(np.full((1, 1, 2, 2), 0.5, np.float32))
        >>> img2 = Tensor(np.full((1, 1, 2, 2), 0.25, np.float32))
        >>> print(nn.PSNR()(img1, img2))
        [12.0412]
    """

    def __init__(self, max_val=1.0):
        super().__init__()
        self.max_val = _check_max_val(max_val, self.cls_name)

    def construct(self, img1, img2):
        _image_arg(img1, "img1", self.cls_name)
        _image_arg(img2, "img2", self.cls_name)
        a, b, max_val = _image_pair(img1, img2, self.max_val, self.cls_name)
        mse = torch.square(a - b).mean((-3, -2, -1))
        peak = torch.tensor(max_val, dtype=torch.float32).square()
        return _wrap(10 * torch.log(peak / mse) / math.log(10.0))
