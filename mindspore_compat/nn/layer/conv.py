"""Convolution layers (``mindspore.nn.layer.conv``)."""
import math

import torch.nn.functional as F

from ..cell import Cell
from ...common import dtype as mstype
from ...common.tensor import _wrap
from ...common.parameter import Parameter
from ...common.initializer import initializer, HeUniform, Uniform
from ... import _checkparam as validator
from ..._backend import device as _device
from ._utils import same_padding

__all__ = ["Conv2d"]


def _twice(value, arg_name, cls_name, allow_four=False):
    """``int`` -> ``(v, v)``; a 2-tuple is kept; with `allow_four` a 4-tuple keeps its last two (N, C, H, W)."""
    if isinstance(value, int) and not isinstance(value, bool):
        return (value, value)
    if isinstance(value, tuple):
        if len(value) == 2:
            return value
        if allow_four and len(value) == 4:
            return value[2:]
    raise ValueError(f"For '{cls_name}', the '{arg_name}' must be an int or a tuple of two ints, but got "
                     f"{value!r}.")


class _Conv(Cell):
    """Shared construction of the convolution cells: validation, Parameters and repr."""

    def __init__(self, in_channels, out_channels, kernel_size, stride, pad_mode, padding, dilation, group,
                 has_bias, weight_init, bias_init, data_format="NCHW", transposed=False, dtype=mstype.float32):
        super().__init__()
        cls = self.cls_name
        self.in_channels = validator.check_positive_int(in_channels, "in_channels", cls)
        self.out_channels = validator.check_positive_int(out_channels, "out_channels", cls)
        self.kernel_size = kernel_size
        self.stride = stride
        self.pad_mode = pad_mode
        self.data_format = validator.check_string(data_format, ["NCHW", "NHWC", "NCDHW"], "format", cls)
        target = _device.current_target()
        if target != "GPU" and self.data_format == "NHWC":
            raise ValueError(f"For '{cls}', the \"NHWC\" format only support in GPU target, but got the 'format' "
                             f"is {self.data_format} and the platform is {target}.")
        if isinstance(padding, int) and not isinstance(padding, bool):
            validator.check_non_negative_int(padding, "padding", cls)
        elif isinstance(padding, tuple):
            for pad in padding:
                validator.check_non_negative_int(pad, "padding item", cls)
        else:
            raise TypeError(f"For '{cls}', the type of 'padding' must be int or tuple(int), "
                            f"but got {type(padding).__name__}.")
        self.padding = padding
        self.dilation = dilation
        self.group = validator.check_positive_int(group, "group", cls)
        self.has_bias = has_bias
        for k in kernel_size:
            validator.check_positive_int(k, "kernel_size item", cls)
        for s in stride:
            validator.check_positive_int(s, "stride item", cls)
        for d in dilation:
            validator.check_positive_int(d, "dilation item", cls)
        if in_channels % group != 0:
            raise ValueError(f"For '{cls}', the attr 'in_channels' must be divisible by attr 'group', "
                             f"but got 'in_channels': {in_channels} and 'group': {group}.")
        if out_channels % group != 0:
            raise ValueError(f"For '{cls}', the 'out_channels' must be divisible by attr 'group', "
                             f"but got 'out_channels': {out_channels} and 'group': {group}.")
        if transposed:
            shape = [in_channels, out_channels // group, *kernel_size]
        elif self.data_format == "NHWC":
            shape = [out_channels, *kernel_size, in_channels // group]
        else:
            shape = [out_channels, in_channels // group, *kernel_size]
        if weight_init is None:
            weight_init = HeUniform(math.sqrt(5))
        self.weight_init = weight_init
        self.weight = Parameter(initializer(weight_init, shape, dtype=dtype), name="weight")
        self.bias_init = bias_init
        if validator.check_bool(has_bias, "has_bias", cls):
            if bias_init is None:
                fan_in = shape[1] * math.prod(shape[2:])
                bias_init = Uniform(1 / math.sqrt(fan_in)) if fan_in != 0 else "zeros"
                self.bias_init = bias_init
            self.bias = Parameter(initializer(bias_init, [out_channels], dtype=dtype), name="bias")
        else:
            self.bias = None

    def extend_repr(self):
        return (f"input_channels={self.in_channels}, output_channels={self.out_channels}, "
                f"kernel_size={self.kernel_size}, stride={self.stride}, pad_mode={self.pad_mode}, "
                f"padding={self.padding}, dilation={self.dilation}, group={self.group}, has_bias={self.has_bias}, "
                f"weight_init={self.weight_init}, bias_init={self.bias_init}, format={self.data_format}")


class Conv2d(_Conv):
    r"""
    2D convolution over an input of shape :math:`(N, C_{in}, H_{in}, W_{in})`.

    .. math::
        \text{out}(N_i, C_{out_j}) = \text{bias}(C_{out_j}) +
        \sum_{k=0}^{C_{in}/\text{group}-1} \text{ccor}(\text{weight}(C_{out_j}, k), X(N_i, k))

    where :math:`\text{ccor}` is the cross-correlation. The weight has shape
    :math:`(C_{out}, C_{in} / \text{group}, \text{kernel\_size[0]}, \text{kernel\_size[1]})`.

    Args:
        in_channels (int): Number of input channels :math:`C_{in}`.
        out_channels (int): Number of output channels :math:`C_{out}`.
        kernel_size (Union[int, tuple[int]]): Height and width of the kernel (an int for both).
        stride (Union[int, tuple[int]]): Step of the kernel in height and width. Default: ``1`` .
        pad_mode (str): How the input is padded with zeros, ``"same"`` , ``"valid"`` or ``"pad"`` (case does not
            matter). Default: ``"same"`` .

            - ``"same"``: the output has :math:`\lceil H_{in} / \text{stride} \rceil` rows (and likewise columns);
              the padding needed is split evenly, an odd extra row/column goes to the bottom/right.
              `padding` must be 0.
            - ``"valid"``: no padding; positions that do not fit a whole kernel are dropped. `padding` must be 0.
            - ``"pad"``: pad by `padding`.

        padding (Union[int, tuple[int]]): With ``pad_mode="pad"``: an int pads all four sides, a tuple of four ints
            gives (top, bottom, left, right). Default: ``0`` .
        dilation (Union[int, tuple[int]]): Spacing between kernel elements. Default: ``1`` .
        group (int): Number of groups the channels are split into; `in_channels` and `out_channels` must be
            divisible by it. Default: ``1`` .
        has_bias (bool): Whether a bias is added. Default: ``False`` .
        weight_init (Union[Tensor, str, Initializer, numbers.Number]): Weight initializer. Default: ``None`` ,
            which means ``HeUniform(negative_slope=math.sqrt(5))``.
        bias_init (Union[Tensor, str, Initializer, numbers.Number]): Bias initializer. Default: ``None`` , which
            means ``Uniform(1 / math.sqrt(fan_in))``.
        data_format (str): ``'NCHW'`` or ``'NHWC'`` (``'NHWC'`` only on GPU). Default: ``'NCHW'`` .
        dtype (:class:`mindspore.dtype`): Dtype of the Parameters. Default: ``mstype.float32`` .

    Inputs:
        - **x** (Tensor) - Tensor of shape :math:`(N, C_{in}, H_{in}, W_{in})` (or NHWC).

    Outputs:
        Tensor of shape :math:`(N, C_{out}, H_{out}, W_{out})`. With ``"valid"``,
        :math:`H_{out} = \lceil (H_{in} - \text{dilation[0]} (\text{kernel\_size[0]} - 1)) / \text{stride[0]} \rceil`;
        with ``"pad"``, :math:`H_{out} = \lfloor (H_{in} + \text{top} + \text{bottom} - \text{dilation[0]}
        (\text{kernel\_size[0]} - 1) - 1) / \text{stride[0]} \rfloor + 1` (likewise for :math:`W`).

    Raises:
        TypeError: If `in_channels`, `out_channels` or `group` is not an int.
        TypeError: If `kernel_size`, `stride`, `padding` or `dilation` is neither an int nor a tuple.
        ValueError: If `in_channels`, `out_channels`, `kernel_size`, `stride` or `dilation` is less than 1.
        ValueError: If `padding` is less than 0 or is a tuple whose length is not 4.
        ValueError: If `pad_mode` is not one of ``'same'``, ``'valid'``, ``'pad'``.
        ValueError: If `pad_mode` is not ``'pad'`` and `padding` is not 0.
        ValueError: If `data_format` is neither ``'NCHW'`` nor ``'NHWC'``.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> x = Tensor(np.ones([1, 2, 5, 5]), ms.float32)
        >>> print(nn.Conv2d(2, 4, 3)(x).shape)
        (1, 4, 5, 5)
        >>> print(nn.Conv2d(2, 4, 3, stride=2, pad_mode='valid')(x).shape)
        (1, 4, 2, 2)
        >>> conv = nn.Conv2d(2, 1, 3, pad_mode='pad', padding=1, weight_init='ones')
        >>> print(conv(x)[0, 0, 0])
        [ 8. 12. 12. 12.  8.]
    """

    def __init__(self, in_channels, out_channels, kernel_size, stride=1, pad_mode="same", padding=0, dilation=1,
                 group=1, has_bias=False, weight_init=None, bias_init=None, data_format="NCHW",
                 dtype=mstype.float32):
        kernel_size = _twice(kernel_size, "kernel_size", "Conv2d")
        stride = _twice(stride, "stride", "Conv2d", allow_four=True)
        self._dilation = dilation
        dilation = _twice(dilation, "dilation", "Conv2d", allow_four=True)
        validator.check_positive_int(group, "group", "Conv2d")
        if not (in_channels % group == 0 and out_channels % group == 0):
            raise ValueError(f"The argument 'group' should be divisible by 'in_channels' and 'out_channels', but "
                             f"got group:{group}, in_channels:{in_channels}, out_channels:{out_channels}.")
        super().__init__(in_channels, out_channels, kernel_size, stride, pad_mode, padding, dilation, group,
                         has_bias, weight_init, bias_init, data_format, dtype=dtype)
        validator.check_value_type("pad_mode", pad_mode, [str], "Conv2D")
        mode = validator.check_string(pad_mode.lower(), ["valid", "same", "pad"], "pad_mode", "Conv2D")
        if isinstance(padding, int):
            pad = (padding,) * 4
        elif len(padding) == 4:
            pad = tuple(padding)
        else:
            raise ValueError(f"For 'Conv2D', the size of 'pad' must be 4, but got {len(padding)}.")
        if mode != "pad" and pad != (0, 0, 0, 0):
            raise ValueError(f"For 'Conv2D', the 'pad' must be zero when 'pad_mode' is not 'pad', but got 'pad': "
                             f"{pad} and 'pad_mode': {pad_mode}.")
        self._mode = mode
        self._nhwc = self.data_format == "NHWC"
        # fixed torch arguments: (symmetric padding for conv2d, explicit F.pad amounts or None)
        self._same_cache = {}
        if mode == "valid":
            self._conv_pad, self._pre_pad = (0, 0), None
        elif mode == "pad":
            top, bottom, left, right = pad
            if top == bottom and left == right:
                self._conv_pad, self._pre_pad = (top, left), None
            else:
                self._conv_pad, self._pre_pad = (0, 0), (left, right, top, bottom)
        elif stride == (1, 1):
            ph = same_padding(1, kernel_size[0], 1, dilation[0])
            pw = same_padding(1, kernel_size[1], 1, dilation[1])
            self._mode = "pad"
            if ph[0] == ph[1] and pw[0] == pw[1]:
                self._conv_pad, self._pre_pad = (ph[0], pw[0]), None
            else:
                self._conv_pad, self._pre_pad = (0, 0), (pw[0], pw[1], ph[0], ph[1])

    def _same_pads(self, h, w):
        key = (h, w)
        pads = self._same_cache.get(key)
        if pads is None:
            ph = same_padding(h, self.kernel_size[0], self.stride[0], self.dilation[0])
            pw = same_padding(w, self.kernel_size[1], self.stride[1], self.dilation[1])
            if ph[0] == ph[1] and pw[0] == pw[1]:
                pads = ((ph[0], pw[0]), None)
            else:
                pads = ((0, 0), (pw[0], pw[1], ph[0], ph[1]))
            self._same_cache[key] = pads
        return pads

    def construct(self, x):
        try:
            t = x._t
        except AttributeError:
            raise TypeError(f"For '{self.cls_name}', the input 'x' must be a Tensor, but got "
                            f"{type(x).__name__}.") from None
        if self._nhwc:
            t = t.permute(0, 3, 1, 2)
        if self._mode == "same":
            conv_pad, pre_pad = self._same_pads(t.shape[-2], t.shape[-1])
        else:
            conv_pad, pre_pad = self._conv_pad, self._pre_pad
        if pre_pad is not None:
            t = F.pad(t, pre_pad)
        bias = self.bias
        w = self.weight._t
        if self._nhwc:
            w = w.permute(0, 3, 1, 2)
        out = F.conv2d(t, w, None if bias is None else bias._t, self.stride, conv_pad, self.dilation, self.group)
        if self._nhwc:
            out = out.permute(0, 2, 3, 1)
        return _wrap(out)
