"""Convolution layers (``mindspore.nn.layer.conv``)."""
import math

import numpy as np
import torch.nn.functional as F

from ..cell import Cell
from ...common import dtype as mstype
from ...common.tensor import _wrap, Tensor
from ...common.parameter import Parameter
from ...common.initializer import initializer, HeUniform, Uniform
from ... import _checkparam as validator
from ..._backend import compile as _compile
from ..._backend import device as _device
from .._cell_members import records_init_args
from ._utils import same_padding, check_bool
from ...ops.primitive import _strategy_attr

__all__ = ["Conv2d", "Conv1d", "Conv3d", "Conv1dTranspose", "Conv2dTranspose", "Conv3dTranspose"]


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
        if check_bool(has_bias, "has_bias", cls):
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

    @records_init_args
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
            if not _compile.is_compiling():   # filled during a trace, the cache would make the next call recompile
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


# ----- helpers of the 1-D / 3-D and transposed cells ---------------------------------------------------------------
_CONV_FN = {1: F.conv1d, 2: F.conv2d, 3: F.conv3d}
_DECONV_FN = {1: F.conv_transpose1d, 2: F.conv_transpose2d, 3: F.conv_transpose3d}


def _input_of(x, cls_name):
    try:
        return x._t
    except AttributeError:
        raise TypeError(f"For '{cls_name}', the input 'x' must be a Tensor, but got {type(x).__name__}.") from None


def _check_int_ge1(value, arg_name, cls_name):
    validator.check_value_type(arg_name, value, [int], cls_name)
    if value < 1:
        raise ValueError(f"For '{cls_name}', the '{arg_name}' must be int and must >= 1, but got '{value}' with "
                         f"type 'int'.")
    return value


def _check_1d_args(kernel_size, stride, padding, dilation, cls_name):
    """Validation shared by Conv1d and Conv1dTranspose (ints only)."""
    validator.check_value_type("kernel_size", kernel_size, [int], cls_name)
    validator.check_value_type("stride", stride, [int], cls_name)
    validator.check_value_type("padding", padding, [int], cls_name)
    validator.check_value_type("dilation", dilation, [int], cls_name)
    _check_int_ge1(kernel_size, "kernel_size", cls_name)
    _check_int_ge1(stride, "stride", cls_name)
    validator.check_non_negative_int(padding, "padding", cls_name)
    _check_int_ge1(dilation, "dilation", cls_name)


def _as_4d_weight(weight_init, cls_name):
    """A 3-D Tensor given as `weight_init` of a 1-D convolution gains the unit height axis of the stored weight."""
    if isinstance(weight_init, Tensor):
        if weight_init.ndim != 3:
            raise ValueError(f"For '{cls_name}', the 'weight_init_shape' must be int and must = 3, but got "
                             f"'{weight_init.ndim}' with type 'int'.")
        return Tensor(np.expand_dims(weight_init.asnumpy(), 2), weight_init.dtype)
    return weight_init


def _triple(value, arg_name, cls_name, greater_zero=True):
    """An int or a 3-tuple of ints (> 0, or >= 0 when `greater_zero` is False) -> 3-tuple."""
    def fail(shown):
        raise ValueError(f"For '{cls_name}', the parameter '{arg_name}' must be an positive integer or a tuple of "
                         f"three positive integer, but got {shown}")
    if isinstance(value, int) and not isinstance(value, bool):
        out = (value,) * 3
    elif isinstance(value, (tuple, list)) and len(value) == 3:
        out = tuple(value)
    else:
        fail(value)
    for item in out:
        if isinstance(item, bool) or not isinstance(item, int) or (item <= 0 if greater_zero else item < 0):
            fail(out)
    return out


def _check_pad_mode(pad_mode, cls_name):
    validator.check_value_type("pad_mode", pad_mode, [str], cls_name)
    return validator.check_string(pad_mode.lower(), ["valid", "same", "pad"], "pad_mode", cls_name)


def _conv_forward(t, weight, bias, stride, dilation, groups, mode, pads, kernel, nd, cache):
    """N-d cross-correlation with MindSpore's padding: `pads` is ((before, after), ...) per spatial axis."""
    if mode == "same":
        key = tuple(t.shape[2:])
        pads = cache.get(key)
        if pads is None:
            pads = tuple(same_padding(n, k, s, d) for n, k, s, d in zip(key, kernel, stride, dilation))
            cache[key] = pads
    if all(b == a for b, a in pads):
        sym = tuple(b for b, _ in pads)
    else:
        amounts = []
        for before, after in reversed(pads):
            amounts += [before, after]
        t = F.pad(t, amounts)
        sym = 0
    return _CONV_FN[nd](t, weight, bias, stride, sym, dilation, groups)


def _deconv_forward(t, weight, stride, dilation, groups, crops, nd):
    """Transposed N-d convolution: the full result, then ``crops[i] = (start, length)`` of every spatial axis
    (a negative pad crops, a positive one appends zeros)."""
    full_len = [(n - 1) * s + (k - 1) * d + 1 for n, k, s, d in
                zip(t.shape[2:], weight.shape[2:], stride, dilation)]
    if all(start * 2 == full - length for (start, length), full in zip(crops, full_len)):
        return _DECONV_FN[nd](t, weight, None, stride, tuple(c[0] for c in crops), 0, groups, dilation)
    out = _DECONV_FN[nd](t, weight, None, stride, 0, 0, groups, dilation)
    amounts = []
    for (start, length), full in zip(reversed(crops), reversed(full_len)):
        amounts += [-start, length - (full - start)]
    return F.pad(out, amounts)


def _deconv_crops(sizes, kernel, stride, dilation, mode, pads, extra=None):
    """(start, length) of the transposed result kept on every axis, as MindSpore sizes its output."""
    crops = []
    for i, (n, k, s, d) in enumerate(zip(sizes, kernel, stride, dilation)):
        k_eff = (k - 1) * d + 1
        if mode == "same":
            crops.append((max(0, k_eff - s) // 2, n * s))
        elif mode == "valid":
            crops.append((0, n * s + max(0, k_eff - s)))
        else:
            before, after = pads[i]
            crops.append((before, (n - 1) * s + k_eff - before - after + (extra[i] if extra else 0)))
    return tuple(crops)


def _bias_shape(nd):
    return (1, -1) + (1,) * nd


class Conv1d(_Conv):
    r"""
    1D convolution over an input of shape :math:`(N, C_{in}, L_{in})`.

    Each output channel is the bias plus the sum, over the input channels of its group, of the cross-correlation of
    the channel with a kernel of length `kernel_size`. The weight is stored with a unit height axis, with shape
    :math:`(C_{out}, C_{in} / \text{group}, 1, \text{kernel\_size})`, as MindSpore stores it.

    Args:
        in_channels (int): Number of input channels :math:`C_{in}`.
        out_channels (int): Number of output channels :math:`C_{out}`.
        kernel_size (int): Length of the kernel.
        stride (int): Step of the kernel. Default: ``1`` .
        pad_mode (str): ``"same"`` , ``"valid"`` or ``"pad"`` . Default: ``"same"`` .

            - ``"same"``: the output has :math:`\lceil L_{in} / \text{stride} \rceil` positions; the zeros needed are
              split evenly, an odd extra one goes to the end. `padding` must be 0.
            - ``"valid"``: no padding; `padding` must be 0.
            - ``"pad"``: `padding` zeros on both ends.

        padding (int): Zeros added on each end with ``pad_mode="pad"``. Default: ``0`` .
        dilation (int): Spacing between kernel elements. Default: ``1`` .
        group (int): Number of channel groups; `in_channels` and `out_channels` must be divisible by it.
            Default: ``1`` .
        has_bias (bool): Whether a bias is added. Default: ``False`` .
        weight_init (Union[Tensor, str, Initializer, numbers.Number]): Weight initializer; a Tensor may be given in
            the 3-D shape :math:`(C_{out}, C_{in} / \text{group}, \text{kernel\_size})`. Default: ``None`` , which
            means ``HeUniform(negative_slope=math.sqrt(5))``.
        bias_init (Union[Tensor, str, Initializer, numbers.Number]): Bias initializer. Default: ``None`` , which
            means ``Uniform(1 / math.sqrt(fan_in))``.
        dtype (:class:`mindspore.dtype`): Dtype of the Parameters. Default: ``mstype.float32`` .

    Inputs:
        - **x** (Tensor) - Tensor of shape :math:`(N, C_{in}, L_{in})`.

    Outputs:
        Tensor of shape :math:`(N, C_{out}, L_{out})`.

    Raises:
        TypeError: If `kernel_size`, `stride`, `padding` or `dilation` is not an int.
        ValueError: If `kernel_size`, `stride` or `dilation` is less than 1, or `padding` is negative.
        ValueError: If `group` does not divide `in_channels` and `out_channels`.
        ValueError: If `pad_mode` is not one of ``'same'``, ``'valid'``, ``'pad'``.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> x = Tensor(np.arange(12).reshape(1, 2, 6), ms.float32)
        >>> conv = nn.Conv1d(2, 3, 3, stride=2, weight_init='ones')
        >>> print(conv(x).shape)
        (1, 3, 3)
        >>> print(nn.Conv1d(2, 1, 3, pad_mode='valid', weight_init='ones')(x))
        [[[24. 30. 36. 42.]]]
    """

    @records_init_args
    def __init__(self, in_channels, out_channels, kernel_size, stride=1, pad_mode="same", padding=0, dilation=1,
                 group=1, has_bias=False, weight_init=None, bias_init=None, dtype=mstype.float32):
        cls = "Conv1d"
        _check_1d_args(kernel_size, stride, padding, dilation, cls)
        validator.check_positive_int(group, "group", cls)
        if not (in_channels % group == 0 and out_channels % group == 0):
            raise ValueError(f"The argument 'group' should be divisible by 'in_channels' and 'out_channels', but "
                             f"got group:{group}, in_channels:{in_channels}, out_channels:{out_channels}.")
        weight_init = _as_4d_weight(weight_init, cls)
        super().__init__(in_channels, out_channels, (1, kernel_size), (1, stride), pad_mode, padding, (1, dilation),
                         group, has_bias, weight_init, bias_init, dtype=dtype)
        self.padding = (0, 0, padding, padding)
        validator.check_string(pad_mode, ["valid", "same", "pad"], "pad_mode", cls)
        if pad_mode != "pad" and padding != 0:
            raise ValueError(f"For 'Conv2D', the 'pad' must be zero when 'pad_mode' is not 'pad', but got 'pad': "
                             f"{self.padding} and 'pad_mode': {pad_mode}.")
        self._mode = pad_mode
        self._pads = ((padding, padding),)
        self._cache = {}

    def construct(self, x):
        t = _input_of(x, self.cls_name)
        if t.dim() != 3:  # MindSpore runs Conv1d as a Conv2D on the input with an axis inserted
            raise ValueError(f"For primitive[Conv2D], the x shape size must be equal to 4, but got {t.dim() + 1}.")
        bias = None if self.bias is None else self.bias._t
        out = _conv_forward(t, self.weight._t.squeeze(2), bias, self.stride[1:], self.dilation[1:], self.group,
                            self._mode, self._pads, self.kernel_size[1:], 1, self._cache)
        return _wrap(out)


class Conv3d(_Conv):
    r"""
    3D convolution over an input of shape :math:`(N, C_{in}, D_{in}, H_{in}, W_{in})`.

    The weight has shape :math:`(C_{out}, C_{in} / \text{group}, k_d, k_h, k_w)`.

    Args:
        in_channels (int): Number of input channels :math:`C_{in}`.
        out_channels (int): Number of output channels :math:`C_{out}`.
        kernel_size (Union[int, tuple[int]]): Depth, height and width of the kernel (an int for all three).
        stride (Union[int, tuple[int]]): Step of the kernel along each axis. Default: ``1`` .
        pad_mode (str): ``"same"`` , ``"valid"`` or ``"pad"`` (case does not matter); see :class:`mindspore.nn.Conv2d`.
            Default: ``"same"`` .
        padding (Union[int, tuple[int]]): With ``pad_mode="pad"``: an int for all six sides, or six ints
            (head, tail, top, bottom, left, right). Default: ``0`` .
        dilation (Union[int, tuple[int]]): Spacing between kernel elements. Default: ``1`` .
        group (int): Number of channel groups; `in_channels` and `out_channels` must be divisible by it.
            Default: ``1`` .
        has_bias (bool): Whether a bias is added. Default: ``False`` .
        weight_init (Union[Tensor, str, Initializer, numbers.Number]): Weight initializer. Default: ``None`` ,
            which means ``HeUniform(negative_slope=math.sqrt(5))``.
        bias_init (Union[Tensor, str, Initializer, numbers.Number]): Bias initializer. Default: ``None`` , which
            means ``Uniform(1 / math.sqrt(fan_in))``.
        data_format (str): Only ``'NCDHW'`` is supported. Default: ``'NCDHW'`` .
        dtype (:class:`mindspore.dtype`): Dtype of the Parameters. Default: ``mstype.float32`` .

    Inputs:
        - **x** (Tensor) - Tensor of shape :math:`(N, C_{in}, D_{in}, H_{in}, W_{in})`.

    Outputs:
        Tensor of shape :math:`(N, C_{out}, D_{out}, H_{out}, W_{out})`.

    Raises:
        TypeError: If `in_channels`, `out_channels` or `group` is not an int.
        ValueError: If `kernel_size`, `stride` or `dilation` is neither a positive int nor a tuple of three.
        ValueError: If `padding` is a tuple whose length is not 6, or is not 0 while `pad_mode` is not ``'pad'``.
        ValueError: If `pad_mode` is not one of ``'same'``, ``'valid'``, ``'pad'``.
        ValueError: If `data_format` is not ``'NCDHW'``.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> x = Tensor(np.ones([2, 3, 4, 6, 6]), ms.float32)
        >>> print(nn.Conv3d(3, 8, (2, 3, 3))(x).shape)
        (2, 8, 4, 6, 6)
        >>> print(nn.Conv3d(3, 8, 3, stride=2, pad_mode='pad', padding=1)(x).shape)
        (2, 8, 2, 3, 3)
    """

    @records_init_args
    def __init__(self, in_channels, out_channels, kernel_size, stride=1, pad_mode="same", padding=0, dilation=1,
                 group=1, has_bias=False, weight_init=None, bias_init=None, data_format="NCDHW",
                 dtype=mstype.float32):
        cls = "Conv3d"
        if not (in_channels % group == 0 and out_channels % group == 0):
            raise ValueError("The argument 'group' should be divisible by 'in_channels' and 'out_channels'")
        kernel_size = _triple(kernel_size, "kernel_size", cls)
        stride = _triple(stride, "stride", cls)
        dilation = _triple(dilation, "dilation", cls)
        validator.check_value_type("padding", padding, (int, tuple), cls)
        if isinstance(padding, tuple) and len(padding) != 6:
            raise ValueError(f"For '{cls}', the 'padding size' must be int and must = 6, but got '{len(padding)}' "
                             f"with type 'int'.")
        super().__init__(in_channels, out_channels, kernel_size, stride, pad_mode, padding, dilation, group,
                         has_bias, weight_init, bias_init, data_format, dtype=dtype)
        self._mode = _check_pad_mode(pad_mode, "Conv3D")
        pad = (padding,) * 6 if isinstance(padding, int) else padding
        if self._mode != "pad" and pad != (0,) * 6:
            raise ValueError(f"For 'Conv3D', the 'pad' must be zero or (0, 0, 0, 0, 0, 0) when 'pad_mode' is not "
                             f"\"pad\", but got 'pad' is {padding} and 'pad_mode' is {pad_mode}.")
        validator.check_string(data_format, ["NCDHW"], "data_format", "Conv3D")
        self._pads = ((pad[0], pad[1]), (pad[2], pad[3]), (pad[4], pad[5]))
        self._cache = {}

    def construct(self, x):
        t = _input_of(x, self.cls_name)
        bias = None if self.bias is None else self.bias._t
        out = _conv_forward(t, self.weight._t, bias, self.stride, self.dilation, self.group, self._mode,
                            self._pads, self.kernel_size, 3, self._cache)
        return _wrap(out)


class Conv1dTranspose(_Conv):
    r"""
    1D transposed convolution (the gradient of :class:`mindspore.nn.Conv1d` with respect to its input) over an
    input of shape :math:`(N, C_{in}, L_{in})`.

    The weight is stored with a unit height axis, shape :math:`(C_{in}, C_{out} / \text{group}, 1,
    \text{kernel\_size})`.

    Args:
        in_channels (int): Number of input channels :math:`C_{in}`.
        out_channels (int): Number of output channels :math:`C_{out}`.
        kernel_size (int): Length of the kernel.
        stride (int): Upsampling step. Default: ``1`` .
        pad_mode (str): ``"same"`` , ``"valid"`` or ``"pad"`` . Default: ``"same"`` .

            - ``"same"``: :math:`L_{out} = L_{in} \times \text{stride}`.
            - ``"valid"``: :math:`L_{out} = L_{in} \times \text{stride} + \max(k_{eff} - \text{stride}, 0)` with
              :math:`k_{eff} = \text{dilation} (\text{kernel\_size} - 1) + 1`.
            - ``"pad"``: :math:`L_{out} = (L_{in} - 1) \times \text{stride} + k_{eff} - 2 \times \text{padding}`.

        padding (int): Amount removed from each end with ``pad_mode="pad"``. Default: ``0`` .
        dilation (int): Spacing between kernel elements. Default: ``1`` .
        group (int): Number of channel groups. Default: ``1`` .
        has_bias (bool): Whether a bias is added. Default: ``False`` .
        weight_init (Union[Tensor, str, Initializer, numbers.Number]): Weight initializer. Default: ``None`` ,
            which means ``HeUniform(negative_slope=math.sqrt(5))``.
        bias_init (Union[Tensor, str, Initializer, numbers.Number]): Bias initializer. Default: ``None`` , which
            means ``Uniform(1 / math.sqrt(fan_in))``.
        dtype (:class:`mindspore.dtype`): Dtype of the Parameters. Default: ``mstype.float32`` .

    Inputs:
        - **x** (Tensor) - Tensor of shape :math:`(N, C_{in}, L_{in})`.

    Outputs:
        Tensor of shape :math:`(N, C_{out}, L_{out})`.

    Raises:
        TypeError: If `kernel_size`, `stride`, `padding` or `dilation` is not an int.
        ValueError: If `kernel_size`, `stride` or `dilation` is less than 1, or `padding` is negative.
        ValueError: If `pad_mode` is not one of ``'same'``, ``'valid'``, ``'pad'``.
        ValueError: If the input is not 3-D.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> x = Tensor(np.ones([1, 2, 4]), ms.float32)
        >>> print(nn.Conv1dTranspose(2, 3, 3, stride=2)(x).shape)
        (1, 3, 8)
        >>> print(nn.Conv1dTranspose(2, 1, 3, pad_mode='valid', weight_init='ones')(x))
        [[[2. 4. 6. 6. 4. 2.]]]
    """

    def __init__(self, in_channels, out_channels, kernel_size, stride=1, pad_mode="same", padding=0, dilation=1,
                 group=1, has_bias=False, weight_init=None, bias_init=None, dtype=mstype.float32):
        cls = "Conv1dTranspose"
        _check_1d_args(kernel_size, stride, padding, dilation, cls)
        weight_init = _as_4d_weight(weight_init, cls)
        super().__init__(in_channels, out_channels, (1, kernel_size), (1, stride), pad_mode, padding, (1, dilation),
                         group, has_bias, weight_init, bias_init, transposed=True, dtype=dtype)
        self.padding = (0, 0, padding, padding)
        self.in_channels = in_channels
        self.out_channels = out_channels
        validator.check_string(pad_mode, ["valid", "same", "pad"], "pad_mode", cls)
        if pad_mode != "pad" and padding != 0:
            raise ValueError(f"For 'Conv2DBackpropInput', the 'pad' must be zero or (0, 0, 0, 0) when 'pad_mode' "
                             f"is not \"pad\", but got 'pad' is {self.padding} and 'pad_mode' is {pad_mode}.")
        self._mode = pad_mode
        self._pads = ((padding, padding),)


    def shard(self, strategy):
        """
        Check and record the sharding strategy of the transposed convolution's two inputs (the data and the
        weight), as MindSpore's primitive strategy; it has no effect on the computation. Returns the Cell.

        Args:
            strategy (tuple): One tuple of block counts (or Layout) per input.

        Returns:
            The Cell itself.

        Raises:
            TypeError: If `strategy` is not a tuple of tuples or Layouts.
        """
        name, value = _strategy_attr("in", strategy)
        self.__dict__["_conv_" + name] = value
        return self

    def construct(self, x):
        t = _input_of(x, self.cls_name)
        if t.dim() != 3:
            raise ValueError(f"For '{self.cls_name}', the dimension of input must be 3d, but got {t.dim()}.")
        crops = _deconv_crops(t.shape[2:], self.kernel_size[1:], self.stride[1:], self.dilation[1:], self._mode,
                              self._pads)
        out = _deconv_forward(t, self.weight._t.squeeze(2), self.stride[1:], self.dilation[1:], self.group, crops, 1)
        if self.bias is not None:
            out = out + self.bias._t.reshape(_bias_shape(1))
        return _wrap(out)


class Conv2dTranspose(_Conv):
    r"""
    2D transposed convolution (the gradient of :class:`mindspore.nn.Conv2d` with respect to its input) over an
    input of shape :math:`(N, C_{in}, H_{in}, W_{in})`.

    The weight has shape :math:`(C_{in}, C_{out} / \text{group}, k_h, k_w)`.

    Args:
        in_channels (int): Number of input channels :math:`C_{in}`.
        out_channels (int): Number of output channels :math:`C_{out}`.
        kernel_size (Union[int, tuple[int]]): Height and width of the kernel (an int for both).
        stride (Union[int, tuple[int]]): Upsampling step along each axis. Default: ``1`` .
        pad_mode (str): ``"same"`` , ``"valid"`` or ``"pad"`` . Default: ``"same"`` .

            - ``"same"``: :math:`H_{out} = H_{in} \times \text{stride}`.
            - ``"valid"``: :math:`H_{out} = H_{in} \times \text{stride} + \max(k_{eff} - \text{stride}, 0)`.
            - ``"pad"``: :math:`H_{out} = (H_{in} - 1) \times \text{stride} + k_{eff} - \text{top} - \text{bottom}`.

        padding (Union[int, tuple[int]]): With ``pad_mode="pad"``: an int for all four sides or four ints
            (top, bottom, left, right) removed from the result. Default: ``0`` .
        output_padding (Union[int, tuple[int]]): Rows/columns of zeros appended at the bottom/right of the result
            (after the bias); only with ``pad_mode="pad"``, and less than ``max(stride, dilation)``.
            Default: ``0`` .
        dilation (Union[int, tuple[int]]): Spacing between kernel elements. Default: ``1`` .
        group (int): Number of channel groups. Default: ``1`` .
        has_bias (bool): Whether a bias is added. Default: ``False`` .
        weight_init (Union[Tensor, str, Initializer, numbers.Number]): Weight initializer. Default: ``None`` ,
            which means ``HeUniform(negative_slope=math.sqrt(5))``.
        bias_init (Union[Tensor, str, Initializer, numbers.Number]): Bias initializer. Default: ``None`` , which
            means ``Uniform(1 / math.sqrt(fan_in))``.
        dtype (:class:`mindspore.dtype`): Dtype of the Parameters. Default: ``mstype.float32`` .

    Inputs:
        - **x** (Tensor) - Tensor of shape :math:`(N, C_{in}, H_{in}, W_{in})`.

    Outputs:
        Tensor of shape :math:`(N, C_{out}, H_{out}, W_{out})`.

    Raises:
        TypeError: If `padding` or `output_padding` is neither an int nor a tuple.
        ValueError: If `padding` is a tuple whose length is not 4, or `output_padding` one whose length is not 2.
        ValueError: If `pad_mode` is not one of ``'same'``, ``'valid'``, ``'pad'``.
        ValueError: If `output_padding` is out of range or given without ``pad_mode="pad"`` (raised on the call).

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> x = Tensor(np.ones([1, 4, 3, 3]), ms.float32)
        >>> print(nn.Conv2dTranspose(4, 2, 3, stride=2)(x).shape)
        (1, 2, 6, 6)
        >>> deconv = nn.Conv2dTranspose(4, 1, 2, stride=2, pad_mode='valid', weight_init='ones')
        >>> print(deconv(x)[0, 0, 0])
        [4. 4. 4. 4. 4. 4.]
    """

    def __init__(self, in_channels, out_channels, kernel_size, stride=1, pad_mode="same", padding=0,
                 output_padding=0, dilation=1, group=1, has_bias=False, weight_init=None, bias_init=None,
                 dtype=mstype.float32):
        cls = "Conv2dTranspose"
        kernel_size = _twice(kernel_size, "kernel_size", cls)
        stride = _twice(stride, "stride", cls)
        dilation = _twice(dilation, "dilation", cls)
        validator.check_value_type("padding", padding, (int, tuple), cls)
        if isinstance(padding, tuple) and len(padding) != 4:
            raise ValueError(f"For '{cls}', the 'padding size' must be int and must = 4, but got '{len(padding)}' "
                             f"with type 'int'.")
        validator.check_value_type("output_padding", output_padding, (int, tuple), cls)
        if isinstance(output_padding, tuple) and len(output_padding) != 2:
            raise ValueError(f"For '{cls}', the 'output_padding size' must be int and must = 2, but got "
                             f"'{len(output_padding)}' with type 'int'.")
        super().__init__(in_channels, out_channels, kernel_size, stride, pad_mode, padding, dilation, group,
                         has_bias, weight_init, bias_init, transposed=True, dtype=dtype)
        self.in_channels = in_channels
        self.out_channels = out_channels
        validator.check_string(pad_mode, ["valid", "same", "pad"], "pad_mode", cls)
        pad = (padding,) * 4 if isinstance(padding, int) else padding
        if pad_mode != "pad" and pad != (0, 0, 0, 0):
            raise ValueError(f"For 'Conv2DTranspose', the 'pad' must be zero or (0, 0, 0, 0) when 'pad_mode' is "
                             f"not \"pad\", but got 'pad' is {padding} and 'pad_mode' is {pad_mode}.")
        self._mode = pad_mode
        self._pads = ((pad[0], pad[1]), (pad[2], pad[3]))
        self.output_padding = output_padding

    def _zero_rows(self):
        """Validated (rows, columns) of trailing zeros given by `output_padding`."""
        op = self.output_padding
        pairs = op if isinstance(op, tuple) else (op, op)
        if pairs == (0, 0):
            return pairs
        for i, what in enumerate(("h", "w")):
            if pairs[i] < 0 or pairs[i] >= max(self.dilation[i], self.stride[i]):
                where = f"[{i}]" if isinstance(op, tuple) else ""
                raise ValueError(f"output_padding{where} must be in range of [0, max(stride_{what}, "
                                 f"dilation_{what})).")
        if self._mode != "pad":
            raise ValueError("when output_padding is not zero, pad_mode must be 'pad'")
        return pairs


    def shard(self, strategy):
        """
        Check and record the sharding strategy of the transposed convolution's two inputs (the data and the
        weight), as MindSpore's primitive strategy; it has no effect on the computation. Returns the Cell.

        Args:
            strategy (tuple): One tuple of block counts (or Layout) per input.

        Returns:
            The Cell itself.

        Raises:
            TypeError: If `strategy` is not a tuple of tuples or Layouts.
        """
        name, value = _strategy_attr("in", strategy)
        self.__dict__["_conv_" + name] = value
        return self

    def construct(self, x):
        t = _input_of(x, self.cls_name)
        crops = _deconv_crops(t.shape[2:], self.kernel_size, self.stride, self.dilation, self._mode, self._pads)
        out = _deconv_forward(t, self.weight._t, self.stride, self.dilation, self.group, crops, 2)
        if self.bias is not None:
            out = out + self.bias._t.reshape(_bias_shape(2))
        rows, cols = self._zero_rows()
        if rows or cols:
            out = F.pad(out, (0, cols, 0, rows))
        return _wrap(out)


class Conv3dTranspose(_Conv):
    r"""
    3D transposed convolution (the gradient of :class:`mindspore.nn.Conv3d` with respect to its input) over an
    input of shape :math:`(N, C_{in}, D_{in}, H_{in}, W_{in})`.

    The weight has shape :math:`(C_{in}, C_{out} / \text{group}, k_d, k_h, k_w)`.

    Args:
        in_channels (int): Number of input channels :math:`C_{in}`.
        out_channels (int): Number of output channels :math:`C_{out}`.
        kernel_size (Union[int, tuple[int]]): Depth, height and width of the kernel (an int for all three).
        stride (Union[int, tuple[int]]): Upsampling step along each axis. Default: ``1`` .
        pad_mode (str): ``"same"`` , ``"valid"`` or ``"pad"`` (case does not matter); the output sizes follow
            :class:`mindspore.nn.Conv2dTranspose`. Default: ``"same"`` .
        padding (Union[int, tuple[int]]): With ``pad_mode="pad"``: an int for all six sides or six ints
            (head, tail, top, bottom, left, right) removed from the result. Default: ``0`` .
        dilation (Union[int, tuple[int]]): Spacing between kernel elements. Default: ``1`` .
        group (int): Number of channel groups. Default: ``1`` .
        output_padding (Union[int, tuple[int]]): Extra size added at the end of each spatial axis (only with
            ``pad_mode="pad"``). Default: ``0`` .
        has_bias (bool): Whether a bias is added. Default: ``False`` .
        weight_init (Union[Tensor, str, Initializer, numbers.Number]): Weight initializer. Default: ``None`` ,
            which means ``HeUniform(negative_slope=math.sqrt(5))``.
        bias_init (Union[Tensor, str, Initializer, numbers.Number]): Bias initializer. Default: ``None`` , which
            means ``Uniform(1 / math.sqrt(fan_in))``.
        data_format (str): Only ``'NCDHW'`` is supported. Default: ``'NCDHW'`` .
        dtype (:class:`mindspore.dtype`): Dtype of the Parameters. Default: ``mstype.float32`` .

    Inputs:
        - **x** (Tensor) - Tensor of shape :math:`(N, C_{in}, D_{in}, H_{in}, W_{in})`.

    Outputs:
        Tensor of shape :math:`(N, C_{out}, D_{out}, H_{out}, W_{out})`.

    Raises:
        ValueError: If `kernel_size`, `stride` or `dilation` is neither a positive int nor a tuple of three.
        ValueError: If `padding` is a tuple whose length is not 6.
        ValueError: If `pad_mode` is not one of ``'same'``, ``'valid'``, ``'pad'``.
        ValueError: If `output_padding` is not 0 while `pad_mode` is not ``'pad'``.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> x = Tensor(np.ones([1, 4, 2, 3, 3]), ms.float32)
        >>> print(nn.Conv3dTranspose(4, 2, 3, stride=2)(x).shape)
        (1, 2, 4, 6, 6)
        >>> print(nn.Conv3dTranspose(4, 2, 3, pad_mode='pad', padding=1)(x).shape)
        (1, 2, 2, 3, 3)
    """

    def __init__(self, in_channels, out_channels, kernel_size, stride=1, pad_mode="same", padding=0, dilation=1,
                 group=1, output_padding=0, has_bias=False, weight_init=None, bias_init=None, data_format="NCDHW",
                 dtype=mstype.float32):
        cls = "Conv3dTranspose"
        if not (in_channels % group == 0 and out_channels % group == 0):
            raise ValueError("The argument 'group' should be divisible by 'in_channels' and 'out_channels'")
        kernel_size = _triple(kernel_size, "kernel_size", cls)
        stride = _triple(stride, "stride", cls)
        dilation = _triple(dilation, "dilation", cls)
        validator.check_value_type("padding", padding, (int, tuple), cls)
        if isinstance(padding, tuple) and len(padding) != 6:
            raise ValueError(f"For '{cls}', the 'padding size' must be int and must = 6, but got '{len(padding)}' "
                             f"with type 'int'.")
        self.output_padding = _triple(output_padding, "output_padding", cls, greater_zero=False)
        super().__init__(in_channels, out_channels, kernel_size, stride, pad_mode, padding, dilation, group,
                         has_bias, weight_init, bias_init, data_format, transposed=True, dtype=dtype)
        self._mode = _check_pad_mode(pad_mode, "Conv3DTranspose")
        pad = (padding,) * 6 if isinstance(padding, int) else padding
        if self._mode != "pad" and pad != (0,) * 6:
            raise ValueError(f"For 'Conv3DTranspose', the 'pad' must be zero or (0, 0, 0, 0, 0, 0) when 'pad_mode' "
                             f"is not \"pad\", but got 'pad' is {padding} and 'pad_mode' is {pad_mode}.")
        if self._mode != "pad" and self.output_padding != (0, 0, 0):
            raise ValueError(f"For 'Conv3DTranspose', the 'output_padding' must be zero or (0, 0, 0) when "
                             f"'pad_mode' is not \"pad\", but got 'output_padding' is {self.output_padding} "
                             f"and 'pad_mode' is {pad_mode}.")
        validator.check_string(data_format, ["NCDHW"], "data_format", "Conv3DTranspose")
        self._pads = ((pad[0], pad[1]), (pad[2], pad[3]), (pad[4], pad[5]))

    def construct(self, x):
        t = _input_of(x, self.cls_name)
        crops = _deconv_crops(t.shape[2:], self.kernel_size, self.stride, self.dilation, self._mode, self._pads,
                              self.output_padding)
        out = _deconv_forward(t, self.weight._t, self.stride, self.dilation, self.group, crops, 3)
        if self.bias is not None:
            out = out + self.bias._t.reshape(_bias_shape(3))
        return _wrap(out)
