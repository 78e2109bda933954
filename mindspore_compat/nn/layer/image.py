"""Image layers (``mindspore.nn.layer.image``): PixelShuffle, PixelUnshuffle, ImageGradients, CentralCrop."""
import torch

from ..cell import Cell
from ...common.tensor import _wrap
from ... import ops

__all__ = ["PixelShuffle", "PixelUnshuffle", "ImageGradients", "CentralCrop"]


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
