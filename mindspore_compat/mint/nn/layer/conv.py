"""Convolution Cells of ``mindspore.mint.nn`` (PyTorch-style arguments and initialisation)."""
import math

from ....nn.cell import Cell
from .... import ops as _ops
from ....common import dtype as _mstype
from ....common.parameter import Parameter
from ....common.initializer import initializer, HeUniform, Uniform
from ...._viewdoc import cls_view
from .. import functional as F

__all__ = ["Conv1d", "Conv2d", "Conv3d", "ConvTranspose2d"]

_MODES = ("zeros", "reflect", "replicate", "circular")


def _tuple(value, n):
    return tuple(value) if isinstance(value, (tuple, list)) else (value,) * n


class _Conv(Cell):
    """Holds the weight (out, in / groups, \\*kernel) and bias, initialised as PyTorch does."""

    def __init__(self, n, in_channels, out_channels, kernel_size, stride, padding, dilation, groups, bias,
                 padding_mode, dtype, transposed=False, output_padding=0):
        super().__init__()
        cls = self.cls_name
        if in_channels % groups or out_channels % groups:
            raise ValueError(f"For '{cls}', 'in_channels' ({in_channels}) and 'out_channels' ({out_channels}) must "
                             f"be divisible by 'groups' ({groups}).")
        if padding_mode not in _MODES:
            raise ValueError(f"For '{cls}', the 'padding_mode' must be one of {list(_MODES)}, but got "
                             f"'{padding_mode}'.")
        self.in_channels, self.out_channels = in_channels, out_channels
        self.kernel_size = _tuple(kernel_size, n)
        self.stride, self.padding, self.dilation, self.groups = stride, padding, dilation, groups
        self.padding_mode, self.output_padding, self.n = padding_mode, output_padding, n
        dtype = _mstype.float32 if dtype is None else dtype
        shape = ([in_channels, out_channels // groups] if transposed else [out_channels, in_channels // groups]) \
            + list(self.kernel_size)
        self.weight = Parameter(initializer(HeUniform(math.sqrt(5)), shape, dtype=dtype), name="weight")
        self.bias = None
        if bias:
            fan_in = shape[1] * math.prod(self.kernel_size)
            self.bias = Parameter(initializer(Uniform(scale=1 / math.sqrt(fan_in)), [out_channels], dtype=dtype),
                                  name="bias")

    def _padded(self, input):
        """Non-zero padding modes pad first, then convolve without padding."""
        if self.padding_mode == "zeros" or isinstance(self.padding, str):
            return input, self.padding
        pads = []
        for p in reversed(_tuple(self.padding, self.n)):
            pads += [p, p]
        return F.pad(input, tuple(pads), self.padding_mode), 0

    def extend_repr(self):
        return (f"input_channels={self.in_channels}, output_channels={self.out_channels}, "
                f"kernel_size={self.kernel_size}, stride={self.stride}, padding={self.padding}, "
                f"dilation={self.dilation}, groups={self.groups}, has_bias={self.bias is not None}")


_ARGS = dict(in_channels="(int): Input channels.", out_channels="(int): Output channels.",
             kernel_size="(Union[int, tuple[int]]): The kernel size.",
             stride="(Union[int, tuple[int]]): The stride. Default: ``1``.",
             padding="(Union[int, tuple[int], str]): Padding on both sides, or ``'same'`` / ``'valid'``. "
                     "Default: ``0``.",
             dilation="(Union[int, tuple[int]]): The kernel dilation. Default: ``1``.",
             groups="(int): The number of channel groups. Default: ``1``.",
             bias="(bool): Whether there is a bias Parameter. Default: ``True``.",
             padding_mode="(str): ``'zeros'``, ``'reflect'``, ``'replicate'`` or ``'circular'``. "
                          "Default: ``'zeros'``.",
             dtype="(mindspore.dtype, optional): The Parameters' dtype. Default: ``None`` (float32).")


@cls_view("1-D convolution over (N, C, L).", **_ARGS)
class Conv1d(_Conv):
    def __init__(self, in_channels, out_channels, kernel_size, stride=1, padding=0, dilation=1, groups=1, bias=True,
                 padding_mode='zeros', dtype=None):
        super().__init__(1, in_channels, out_channels, kernel_size, stride, padding, dilation, groups, bias,
                         padding_mode, dtype)

    def construct(self, input):
        x, pad = self._padded(input)
        return F.conv1d(x, self.weight, self.bias, self.stride, pad, self.dilation, self.groups)


@cls_view("2-D convolution over (N, C, H, W).", **_ARGS)
class Conv2d(_Conv):
    def __init__(self, in_channels, out_channels, kernel_size, stride=1, padding=0, dilation=1, groups=1, bias=True,
                 padding_mode='zeros', dtype=None):
        super().__init__(2, in_channels, out_channels, kernel_size, stride, padding, dilation, groups, bias,
                         padding_mode, dtype)

    def construct(self, input):
        x, pad = self._padded(input)
        return F.conv2d(x, self.weight, self.bias, self.stride, pad, self.dilation, self.groups)


@cls_view("3-D convolution over (N, C, D, H, W).", **_ARGS)
class Conv3d(_Conv):
    def __init__(self, in_channels, out_channels, kernel_size, stride=1, padding=0, dilation=1, groups=1, bias=True,
                 padding_mode='zeros', dtype=None):
        super().__init__(3, in_channels, out_channels, kernel_size, stride, padding, dilation, groups, bias,
                         padding_mode, dtype)

    def construct(self, input):
        x, pad = self._padded(input)
        return F.conv3d(x, self.weight, self.bias, self.stride, pad, self.dilation, self.groups)


@cls_view("2-D transposed convolution over (N, C, H, W).",
          output_padding="(Union[int, tuple[int]]): Extra size added to one side of the output. Default: ``0``.",
          **_ARGS)
class ConvTranspose2d(_Conv):
    def __init__(self, in_channels, out_channels, kernel_size, stride=1, padding=0, output_padding=0, groups=1,
                 bias=True, dilation=1, padding_mode='zeros', dtype=None):
        if padding_mode != "zeros":
            raise ValueError(f"For 'ConvTranspose2d', only 'zeros' padding_mode is supported, but got "
                             f"'{padding_mode}'.")
        super().__init__(2, in_channels, out_channels, kernel_size, stride, padding, dilation, groups, bias,
                         padding_mode, dtype, transposed=True, output_padding=output_padding)

    def construct(self, input):
        return F.conv_transpose2d(input, self.weight, self.bias, self.stride, self.padding, self.output_padding,
                                  self.groups, self.dilation)
