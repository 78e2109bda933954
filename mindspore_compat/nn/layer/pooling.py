"""Pooling layers (``mindspore.nn.layer.pooling``): MaxPool2d, AvgPool2d, AdaptiveAvgPool2d."""
import torch
import torch.nn.functional as F

from ..cell import Cell
from ... import ops
from ...common import dtype as mstype
from ...common.tensor import _wrap
from ... import _checkparam as validator
from ..._backend import device as _device
from ._utils import same_padding, lowest, keep_args

__all__ = ["MaxPool2d", "AvgPool2d", "AdaptiveAvgPool2d",
           # nnlayers
           "MaxPool1d", "MaxPool3d", "AvgPool1d", "AvgPool3d", "MaxPool2dExt", "AvgPool1dExt", "AvgPool2dExt",
           "AvgPool3dExt", "AdaptiveAvgPool1d", "AdaptiveAvgPool3d", "AdaptiveMaxPool1d", "AdaptiveMaxPool2d",
           "AdaptiveMaxPool3d", "LPPool1d", "LPPool2d", "FractionalMaxPool2d", "FractionalMaxPool3d", "MaxUnpool1d",
           "MaxUnpool2d", "MaxUnpool3d"]


class _PoolNd(Cell):
    """Validation shared by the pooling cells (pad_mode, format, kernel_size, stride) and their repr."""

    def __init__(self, kernel_size, stride, pad_mode, data_format="NCHW"):
        super().__init__()
        cls = self.cls_name
        validator.check_value_type("pad_mode", pad_mode, [str], cls)
        self.pad_mode = validator.check_string(pad_mode.upper(), ["VALID", "SAME", "PAD"], "pad_mode", cls)
        self.format = validator.check_string(data_format, ["NCHW", "NHWC"], "format", cls)
        target = _device.current_target()
        if target != "GPU" and self.format == "NHWC":
            raise ValueError(f"For '{cls}, the 'NHWC' format only support in GPU target, but got device "
                             f"target {target}.")

        def _check_int_or_tuple(arg_name, arg_value):
            validator.check_value_type(arg_name, arg_value, [int, tuple], cls)
            error_msg = f"For '{cls}', the '{arg_name}' must be an positive int number or a tuple, but got " \
                        f"{arg_value}"
            if isinstance(arg_value, int):
                if arg_value <= 0:
                    raise ValueError(error_msg)
            else:
                for item in arg_value:
                    if isinstance(item, int) and not isinstance(item, bool) and item > 0:
                        continue
                    raise ValueError(error_msg)
                if len(arg_value) == 1:
                    return arg_value[0]
            return arg_value

        self.kernel_size = _check_int_or_tuple("kernel_size", kernel_size)
        self.stride = _check_int_or_tuple("stride", stride)

    def extend_repr(self):
        return f"kernel_size={self.kernel_size}, stride={self.stride}, pad_mode={self.pad_mode}"


def _pair(value, arg_name, cls_name):
    if isinstance(value, int):
        return (value, value)
    if len(value) != 2:
        raise ValueError(f"For {cls_name}, the length of {arg_name} must be equal to 2, but got {len(value)}.")
    return tuple(value)


def _pool_padding(padding, cls_name):
    """`padding` as (pad_h, pad_w) from an int or a tuple/list of 1 or 2 non-negative ints."""
    validator.check_value_type("padding", padding, [int, tuple, list], cls_name)
    if isinstance(padding, int):
        validator.check_non_negative_int(padding, "padding", cls_name)
        return (padding, padding)
    for p in padding:
        validator.check_non_negative_int(p, "padding", cls_name)
    if len(padding) == 1:
        return (padding[0], padding[0])
    if len(padding) == 2:
        return tuple(padding)
    raise ValueError(f"For {cls_name}, the padding must be a int or tuple/list contains 1 or 2 int, "
                     f"but got tuple/list with length:{len(padding)}.")


def _pool_dilation(dilation, cls_name):
    if isinstance(dilation, int) and not isinstance(dilation, bool):
        return (dilation, dilation)
    if isinstance(dilation, tuple):
        if len(dilation) == 1:
            return (dilation[0], dilation[0])
        if len(dilation) == 2:
            return dilation
        raise ValueError(f"For {cls_name}, the length of 'dilation' must be 1 or 2, but got {len(dilation)}.")
    raise ValueError(f"For {cls_name}, the 'dilation' must be int or tuple, but got {type(dilation)}.")


def _same_pads(t, kernel, stride, dilation=(1, 1)):
    ph = same_padding(t.shape[-2], kernel[0], stride[0], dilation[0])
    pw = same_padding(t.shape[-1], kernel[1], stride[1], dilation[1])
    return (pw[0], pw[1], ph[0], ph[1])


class MaxPool2d(_PoolNd):
    r"""
    2D max pooling: the maximum of each :math:`(h_{ker}, w_{ker})` window of the input.

    .. math::
        \text{output}(N_i, C_j, h, w) = \max_{m=0}^{h_{ker}-1} \max_{n=0}^{w_{ker}-1}
        \text{input}(N_i, C_j, s_0 h + m, s_1 w + n)

    Args:
        kernel_size (Union[int, tuple[int]]): Window height and width (an int for both). Default: ``1`` .
        stride (Union[int, tuple[int]]): Step of the window in height and width. Default: ``1`` .
        pad_mode (str): ``"valid"`` (no padding), ``"same"`` (output size :math:`\lceil in / stride \rceil`,
            padding split evenly, the extra row/column at the bottom/right) or ``"pad"`` (pad by `padding`);
            case does not matter. Default: ``"valid"`` .
        padding (Union[int, tuple[int], list[int]]): With ``"pad"``: padding of height and width (an int or one
            value for both, or two values). Default: ``0`` .
        dilation (Union[int, tuple[int]]): Spacing between window elements (``"pad"`` mode only). Default: ``1`` .
        return_indices (bool): With ``"pad"``: also return the flat indices of the maxima. Default: ``False`` .
        ceil_mode (bool): With ``"pad"``: round the output size up instead of down. Default: ``False`` .
        data_format (str): ``'NCHW'`` or ``'NHWC'`` (``'NHWC'`` only on GPU). Default: ``'NCHW'`` .

    Inputs:
        - **x** (Tensor) - Tensor of shape :math:`(N, C, H_{in}, W_{in})` or :math:`(C, H_{in}, W_{in})`.

    Outputs:
        Tensor of shape :math:`(N, C, H_{out}, W_{out})` (or without :math:`N`), the dtype of `x`; with
        `return_indices`, a tuple ``(output, argmax)`` where `argmax` is int64.

    Raises:
        TypeError: If `kernel_size` or `stride` is neither an int nor a tuple.
        ValueError: If `pad_mode` is not ``"valid"``, ``"same"`` or ``"pad"``.
        ValueError: If `data_format` is neither ``'NCHW'`` nor ``'NHWC'``.
        ValueError: If `kernel_size` or `stride` is less than 1.
        ValueError: If `pad_mode` is not ``"pad"`` and `padding`, `dilation`, `return_indices` or `ceil_mode`
            is not at its default value.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> pool = nn.MaxPool2d(kernel_size=2, stride=2)
        >>> print(pool)
        MaxPool2d(kernel_size=2, stride=2, pad_mode=VALID)
        >>> x = Tensor(np.arange(16).reshape(1, 1, 4, 4), ms.float32)
        >>> print(pool(x))
        [[[[ 5.  7.]
           [13. 15.]]]]
        >>> out, idx = nn.MaxPool2d(3, 1, pad_mode="pad", padding=1, return_indices=True)(x)
        >>> print(out.shape, idx.dtype)
        (1, 1, 4, 4) Int64
    """

    def __init__(self, kernel_size=1, stride=1, pad_mode="valid", padding=0, dilation=1, return_indices=False,
                 ceil_mode=False, data_format="NCHW"):
        super().__init__(kernel_size, stride, pad_mode, data_format)
        cls = self.cls_name
        self.return_indices = return_indices
        if self.pad_mode == "PAD":
            if self.format == "NHWC":
                raise ValueError(f"For '{cls}, the 'NHWC' format are not support when 'pad_mode' is 'pad'.")
            self.padding = _pool_padding(padding, cls)
            self._d = _pool_dilation(dilation, cls)
            self._ceil = bool(ceil_mode)
        elif padding != 0 or dilation != 1 or return_indices or ceil_mode:
            names = "'padding', 'dilation', 'return_indices', 'ceil_mode'"
            raise ValueError(f"For MaxPool2d, the parameter {names} can not be set to non-default value when "
                             f"pad_mode is not 'pad', but got pad_mode:{pad_mode}.")
        self.use_pad = self.pad_mode == "PAD"
        self._k = _pair(self.kernel_size, "kernel_size", cls)
        self._s = _pair(self.stride, "stride", cls)
        self._same = self.pad_mode == "SAME"
        self._nhwc = self.format == "NHWC"

    def construct(self, x):
        t = x._t
        if self.use_pad:
            if self.return_indices:
                out, idx = F.max_pool2d(t, self._k, self._s, self.padding, self._d, self._ceil, True)
                return _wrap(out), _wrap(idx)
            return _wrap(F.max_pool2d(t, self._k, self._s, self.padding, self._d, self._ceil))
        if self._nhwc:
            t = t.movedim(-1, -3)
        if self._same:
            pads = _same_pads(t, self._k, self._s)
            if any(pads):
                t = F.pad(t, pads, value=lowest(t.dtype))
        out = F.max_pool2d(t, self._k, self._s)
        if self._nhwc:
            out = out.movedim(-3, -1)
        return _wrap(out)


class AvgPool2d(_PoolNd):
    r"""
    2D average pooling: the mean of each :math:`(h_{ker}, w_{ker})` window of the input.

    .. math::
        \text{output}(N_i, C_j, h, w) = \frac{1}{h_{ker} w_{ker}} \sum_{m=0}^{h_{ker}-1} \sum_{n=0}^{w_{ker}-1}
        \text{input}(N_i, C_j, s_0 h + m, s_1 w + n)

    Args:
        kernel_size (Union[int, tuple[int]]): Window height and width (an int for both). Default: ``1`` .
        stride (Union[int, tuple[int]]): Step of the window in height and width. Default: ``1`` .
        pad_mode (str): ``"valid"`` , ``"same"`` (output size :math:`\lceil in / stride \rceil`; padded positions
            are left out of the average) or ``"pad"`` ; case does not matter. Default: ``"valid"`` .
        padding (Union[int, tuple[int], list[int]]): Zero padding of height and width (``"pad"`` mode).
            Default: ``0`` .
        ceil_mode (bool): Round the output size up instead of down. Default: ``False`` .
        count_include_pad (bool): Whether the zero padding counts in the divisor. Default: ``True`` .
        divisor_override (int): When given (> 0), used as the divisor instead of the window size.
            Default: ``None`` .
        data_format (str): ``'NCHW'`` or ``'NHWC'`` (``'NHWC'`` only on GPU). Default: ``'NCHW'`` .

    Inputs:
        - **x** (Tensor) - Tensor of shape :math:`(N, C, H_{in}, W_{in})` or :math:`(C, H_{in}, W_{in})`.

    Outputs:
        Tensor of shape :math:`(N, C, H_{out}, W_{out})` (or without :math:`N`).

    Raises:
        TypeError: If `kernel_size` or `stride` is neither an int nor a tuple.
        ValueError: If `pad_mode` is not ``"valid"``, ``"same"`` or ``"pad"``.
        ValueError: If `data_format` is neither ``'NCHW'`` nor ``'NHWC'``.
        ValueError: If `kernel_size` or `stride` is less than 1.
        ValueError: If `padding` is a tuple/list whose length is not 1 or 2.
        ValueError: If `divisor_override` is less than or equal to 0.
        ValueError: If `padding` is non-zero when `pad_mode` is not ``"pad"``.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> pool = nn.AvgPool2d(kernel_size=2, stride=2)
        >>> x = Tensor(np.arange(16).reshape(1, 1, 4, 4), ms.float32)
        >>> print(pool(x))
        [[[[ 2.5  4.5]
           [10.5 12.5]]]]
        >>> print(nn.AvgPool2d(3, 1, pad_mode="same")(x).shape)
        (1, 1, 4, 4)
    """

    def __init__(self, kernel_size=1, stride=1, pad_mode="valid", padding=0, ceil_mode=False,
                 count_include_pad=True, divisor_override=None, data_format="NCHW"):
        super().__init__(kernel_size, stride, pad_mode, data_format)
        cls = self.cls_name
        self._k = _pair(self.kernel_size, "kernel_size", cls)
        self._s = _pair(self.stride, "stride", cls)
        extended = self.pad_mode == "PAD" or padding != 0 or ceil_mode or not count_include_pad \
            or divisor_override is not None
        if extended and self.format == "NHWC":
            raise ValueError(f"For '{cls}, the 'NHWC' format are not support when 'pad_mode' is 'pad' or "
                             f"'padding' is not 0 or 'ceil_mode' is not False or 'count_include_pad' is not True"
                             f"or divisor_override is not None, but got pade_mode:{pad_mode}, padding:{padding}, "
                             f"ceil_mode:{ceil_mode}, count_include_pad:{count_include_pad}, "
                             f"divisor_override:{divisor_override}.")
        if divisor_override is not None and divisor_override <= 0:
            raise ValueError(f"For '{cls}', the 'divisor_override' must be > 0, but got {divisor_override}.")
        pad = _pool_padding(padding, cls)
        if self.pad_mode != "PAD" and pad != (0, 0):
            raise ValueError(f"For '{cls}', the 'padding' must be zero when 'pad_mode' is not 'pad', "
                             f"but got 'padding': {padding} and 'pad_mode': {pad_mode}.")
        self.is_expand = extended
        self._pad = pad
        self._ceil = bool(ceil_mode)
        self._include = bool(count_include_pad)
        self._divisor = divisor_override
        self._same = self.pad_mode == "SAME"
        self._nhwc = self.format == "NHWC"

    def construct(self, x):
        t = x._t
        if self._nhwc:
            t = t.movedim(-1, -3)
        if self._same:
            pads = _same_pads(t, self._k, self._s)
            if any(pads):
                out = self._avg_same(t, pads)
            else:
                out = F.avg_pool2d(t, self._k, self._s, 0, self._ceil, True, self._divisor)
        else:
            out = F.avg_pool2d(t, self._k, self._s, self._pad, self._ceil, self._include, self._divisor)
        if self._nhwc:
            out = out.movedim(-3, -1)
        return _wrap(out)

    def _avg_same(self, t, pads):
        """'same' average: the padded positions are not counted (TensorFlow/MindSpore convention)."""
        summed = F.avg_pool2d(F.pad(t, pads), self._k, self._s, 0, self._ceil, True, 1)
        if self._divisor is not None:
            return summed / self._divisor
        ones = torch.ones((1, 1) + tuple(t.shape[-2:]), dtype=t.dtype, device=t.device)
        count = F.avg_pool2d(F.pad(ones, pads), self._k, self._s, 0, self._ceil, True, 1)
        if t.dim() == 3:
            count = count[0]
        return summed / count


class AdaptiveAvgPool2d(Cell):
    r"""
    2D adaptive average pooling: averages over windows chosen so that the output has size `output_size`.

    For output position :math:`(h, w)` the window covers rows
    :math:`[\lfloor h H_{in} / H_{out} \rfloor, \lceil (h + 1) H_{in} / H_{out} \rceil)` (likewise columns).

    Args:
        output_size (Union[int, tuple]): Target :math:`(H_{out}, W_{out})`; an int gives a square output, and
            ``None`` in the tuple keeps that input dimension.

    Inputs:
        - **input** (Tensor) - Tensor of shape :math:`(N, C, H_{in}, W_{in})` or :math:`(C, H_{in}, W_{in})`,
          float16, float32 or float64.

    Outputs:
        Tensor of shape :math:`(N, C, H_{out}, W_{out})` (or without :math:`N`), the dtype of `input`.

    Raises:
        TypeError: If `output_size` is neither an int nor a tuple.
        ValueError: If `output_size` is a tuple whose length is not 2, or contains a value less than 1.
        ValueError: If `input` is neither 3-d nor 4-d.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> pool = nn.AdaptiveAvgPool2d((1, 2))
        >>> x = Tensor(np.arange(16).reshape(1, 1, 4, 4), ms.float32)
        >>> print(pool(x))
        [[[[6.5 8.5]]]]
        >>> print(nn.AdaptiveAvgPool2d((None, 1))(x).shape)
        (1, 1, 4, 1)
    """

    def __init__(self, output_size):
        super().__init__()
        validator.check_value_type("output_size", output_size, [int, tuple], self.cls_name)
        if isinstance(output_size, tuple):
            if len(output_size) != 2:
                raise ValueError(f"For '{self.cls_name}', the length of 'output_size' must be 2, but got "
                                 f"{len(output_size)}.")
            for v in output_size:
                if v is not None:
                    validator.check_positive_int(v, "output_size", self.cls_name)
        else:
            validator.check_positive_int(output_size, "output_size", self.cls_name)
        self.output_size = output_size

    def construct(self, input):  # pylint: disable=redefined-builtin
        t = input._t
        if t.dim() not in (3, 4):
            raise ValueError(f"For 'AdaptiveAvgPool2d', the dimension of 'input' must be 3 or 4, but got "
                             f"{t.dim()}.")
        return _wrap(F.adaptive_avg_pool2d(t, self.output_size))


# ----- nnlayers: 1-D / 3-D pooling, the Ext variants, adaptive, power-average, fractional and unpooling ------------
_MAX = {1: F.max_pool1d, 2: F.max_pool2d, 3: F.max_pool3d}
_AVG = {1: F.avg_pool1d, 2: F.avg_pool2d, 3: F.avg_pool3d}


def _tf_same(t, kernel, stride, nd):
    """F.pad amounts (last axis first) of MindSpore's 'same' padding of the last `nd` axes."""
    amounts = []
    for i in range(nd, 0, -1):
        amounts += list(same_padding(t.shape[-i], kernel[nd - i], stride[nd - i], 1))
    out = []
    for i in range(nd):  # reorder: F.pad wants the last axis first
        out += amounts[2 * (nd - 1 - i):2 * (nd - i)]
    return tuple(out)


def _ntuple(value, nd):
    return (value,) * nd if isinstance(value, int) else tuple(value)


def _max_same(t, kernel, stride, nd):
    pads = _tf_same(t, kernel, stride, nd)
    if any(pads):
        t = F.pad(t, pads, value=lowest(t.dtype))
    return _MAX[nd](t, kernel, stride)


def _avg_same(t, kernel, stride, nd, divisor=None):
    """'same' average pooling: the padded positions are not counted."""
    pads = _tf_same(t, kernel, stride, nd)
    if not any(pads):
        return _AVG[nd](t, kernel, stride)
    summed = _AVG[nd](F.pad(t, pads), kernel, stride, 0, False, True, *(() if nd == 1 else (1,)))
    if nd == 1:
        summed = summed * kernel[0]
    if divisor is not None:
        return summed / divisor
    ones = torch.ones((1, 1) + tuple(t.shape[-nd:]), dtype=t.dtype, device=t.device)
    count = _AVG[nd](F.pad(ones, pads), kernel, stride, 0, False, True, *(() if nd == 1 else (1,)))
    if nd == 1:
        count = count * kernel[0]
    return summed / count.reshape(count.shape[-nd - 1 if t.dim() == nd + 1 else 0:])


def _check_maxpool_padding(padding, nd, cls_name):
    validator.check_value_type("padding", padding, (int, tuple, list), cls_name)
    if isinstance(padding, int):
        validator.check_non_negative_int(padding, "padding", cls_name)
        return (padding,) * nd
    for p in padding:
        validator.check_non_negative_int(p, "padding", cls_name)
    if len(padding) == 1:
        return tuple(padding) * nd
    if len(padding) != nd:
        raise ValueError(f"For {cls_name}, the length of padding must equal to {nd}, but got {len(padding)}.")
    return tuple(padding)


def _cal_dilation(dilation, nd, cls_name):
    if isinstance(dilation, int):
        return (dilation,) * nd
    if isinstance(dilation, tuple):
        if len(dilation) == 1:
            return dilation * nd
        if len(dilation) == nd:
            return dilation
        if nd == 1:
            raise ValueError(f"For {cls_name}, the length of 'dilation' must be 1, but got {len(dilation)}.")
        raise ValueError(f"For {cls_name}, the length of 'dilation' must be 1 or {nd}, but got {len(dilation)}.")
    raise ValueError(f"For {cls_name}, the 'dilation' must be int or tuple, but got {type(dilation)}.")


def _cal_avg_padding(padding, cls_name, nd):
    validator.check_value_type("padding", padding, (int, tuple, list), cls_name)
    if isinstance(padding, int):
        validator.check_non_negative_int(padding, "padding", cls_name)
        return (padding,) * nd
    for p in padding:
        validator.check_non_negative_int(p, "padding", cls_name)
    if len(padding) == nd:
        return tuple(padding)
    if len(padding) == 1:
        return tuple(padding) * nd
    if nd == 1:
        raise ValueError(f"For {cls_name}, the padding must be a int or tuple/list contains one int, but got "
                         f"tuple/list with length:{len(padding)}.")
    raise ValueError(f"For {cls_name}, the padding must be a int or tuple/list contains 1 or {nd} int, but got "
                     f"tuple/list with length:{len(padding)}.")


def _check_ge1(value, arg_name, cls_name):
    validator.check_value_type(arg_name, value, [int], cls_name)
    if value < 1:
        raise ValueError(f"For '{cls_name}', the '{arg_name}' must be int and must >= 1, but got '{value}' with "
                         f"type 'int'.")


def _pool_result(out, return_indices):
    if return_indices:
        return _wrap(out[0]), _wrap(out[1])
    return _wrap(out)


class MaxPool1d(_PoolNd):
    r"""
    1D max pooling: the maximum of each window of `kernel_size` positions of an input :math:`(N, C, L)` or
    :math:`(C, L)`.

    Args:
        kernel_size (int): Window size. Default: ``1`` .
        stride (int): Step of the window. Default: ``1`` .
        pad_mode (str): ``"valid"`` , ``"same"`` (padding split evenly, the odd one at the end) or ``"pad"``
            (case does not matter). Default: ``"valid"`` .
        padding (Union[int, tuple[int], list[int]]): Padding of both ends with ``pad_mode="pad"``. Default: ``0`` .
        dilation (Union[int, tuple[int]]): Spacing of the window elements (``"pad"`` only). Default: ``1`` .
        return_indices (bool): Whether the indices of the maxima are returned too (``"pad"`` only).
            Default: ``False`` .
        ceil_mode (bool): Whether the output length is rounded up (``"pad"`` only). Default: ``False`` .

    Inputs:
        - **x** (Tensor) - Tensor of shape :math:`(N, C, L_{in})` or :math:`(C, L_{in})`.

    Outputs:
        Tensor of shape :math:`(N, C, L_{out})` (and the int64 indices with `return_indices`).

    Raises:
        TypeError: If `kernel_size` or `stride` is not an int.
        ValueError: If `pad_mode` is not one of ``'valid'``, ``'same'``, ``'pad'``.
        ValueError: If `padding`, `dilation`, `return_indices` or `ceil_mode` is set without ``pad_mode="pad"``.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> x = Tensor(np.array([[[1.0, 5.0, 2.0, 4.0, 3.0]]]), ms.float32)
        >>> print(nn.MaxPool1d(kernel_size=2, stride=2)(x))
        [[[5. 4.]]]
        >>> print(nn.MaxPool1d(kernel_size=2, stride=2, pad_mode='same')(x))
        [[[5. 4. 3.]]]
    """

    def __init__(self, kernel_size=1, stride=1, pad_mode="valid", padding=0, dilation=1, return_indices=False,
                 ceil_mode=False):
        super().__init__(kernel_size, stride, pad_mode)
        cls = self.cls_name
        _check_ge1(kernel_size, "kernel_size", cls)
        _check_ge1(stride, "stride", cls)
        self.return_indices = return_indices
        self._k, self._s = (kernel_size,), (stride,)
        if self.pad_mode == "PAD":
            self.use_pad = True
            self.kernel_size = (1, 1, kernel_size)
            self.stride = (1, 1, stride)
            self.padding = (0, 0) + _check_maxpool_padding(padding, 1, cls)
            self._pad = self.padding[2:]
            self._d = _cal_dilation(dilation, 1, cls)
            self._ceil = bool(ceil_mode)
        else:
            self.use_pad = False
            if padding != 0 or dilation != 1 or return_indices or ceil_mode:
                raise ValueError(f"For MaxPool1d, the parameter 'padding', 'dilation', 'return_indices', 'ceil_mode' "
                                 f"can not be set to non-default value when pad_mode is not 'pad', but got "
                                 f"pad_mode:{pad_mode}.")
            self.kernel_size = (1, kernel_size)
            self.stride = (1, stride)

    def construct(self, x):
        t = x._t
        if self.use_pad:
            out = F.max_pool1d(t, self._k, self._s, self._pad, self._d, self._ceil, self.return_indices)
            return _pool_result(out, self.return_indices)
        if t.dim() == 3 or t.dim() == 2:
            if self.pad_mode == "SAME":
                return _wrap(_max_same(t, self._k, self._s, 1))
            return _wrap(F.max_pool1d(t, self._k, self._s))
        raise ValueError(f"For '{self.cls_name}', the input must has 3 dim, but got {t.dim()}")


class MaxPool3d(_PoolNd):
    r"""
    3D max pooling over an input :math:`(N, C, D, H, W)` or :math:`(C, D, H, W)`.

    Args:
        kernel_size (Union[int, tuple[int]]): Window depth, height and width. Default: ``1`` .
        stride (Union[int, tuple[int]]): Step of the window. Default: ``1`` .
        pad_mode (str): ``"valid"`` , ``"same"`` or ``"pad"`` (case does not matter). Default: ``"valid"`` .
        padding (Union[int, tuple[int], list[int]]): Padding of each axis with ``pad_mode="pad"`` (1 or 3 values).
            Default: ``0`` .
        dilation (Union[int, tuple[int]]): Spacing of the window elements; not 1 needs ``pad_mode="pad"``.
            Default: ``1`` .
        return_indices (bool): Whether the flat indices of the maxima are returned too (needs ``"pad"``).
            Default: ``False`` .
        ceil_mode (bool): Whether the output size is rounded up. Default: ``False`` .

    Inputs:
        - **x** (Tensor) - Tensor of shape :math:`(N, C, D, H, W)` or :math:`(C, D, H, W)`.

    Outputs:
        Tensor (and the int64 indices with `return_indices`).

    Raises:
        ValueError: If `pad_mode` is not ``'pad'`` while `dilation` is not 1 or `return_indices` is ``True``.
        ValueError: If `padding` is negative or has a length other than 1 or 3.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> x = Tensor(np.arange(16).reshape(1, 1, 2, 2, 4), ms.float32)
        >>> print(nn.MaxPool3d(kernel_size=2, stride=2)(x))
        [[[[[13. 15.]]]]]
    """

    def __init__(self, kernel_size=1, stride=1, pad_mode="valid", padding=0, dilation=1, return_indices=False,
                 ceil_mode=False):
        super().__init__(kernel_size, stride, pad_mode)
        cls = self.cls_name
        self.return_indices = return_indices
        if isinstance(padding, int) and padding < 0:
            raise ValueError(f"For '{cls}', the parameter 'padding' must be an positive integer or a tuple of three "
                             f"positive integer, but got {(padding,) * 3}")
        pad = _check_maxpool_padding(padding, 3, cls)
        self._k = _ntuple(self.kernel_size, 3)
        self._s = _ntuple(self.stride, 3)
        if dilation != 1 or return_indices:
            if pad_mode.upper() != "PAD":
                raise ValueError(f"For {cls}, the pad_mode must be 'pad' when dilation is not 1 or return_indices is "
                                 f"True, but got pad_mode:{pad_mode}.")
        self._pad = pad
        self._d = _ntuple(dilation, 3)
        self._ceil = bool(ceil_mode)

    def construct(self, x):
        t = x._t
        if self.pad_mode == "SAME":
            return _wrap(_max_same(t, self._k, self._s, 3))
        pad = self._pad if self.pad_mode == "PAD" else 0
        out = F.max_pool3d(t, self._k, self._s, pad, self._d, self._ceil, self.return_indices)
        return _pool_result(out, self.return_indices)


class AvgPool1d(_PoolNd):
    r"""
    1D average pooling: the mean of each window of `kernel_size` positions of an input :math:`(N, C, L)` or
    :math:`(C, L)`.

    Args:
        kernel_size (int): Window size. Default: ``1`` .
        stride (int): Step of the window. Default: ``1`` .
        pad_mode (str): ``"valid"`` , ``"same"`` (padded positions not counted) or ``"pad"`` (case does not
            matter). Default: ``"valid"`` .
        padding (Union[int, tuple[int], list[int]]): Zeros added at both ends with ``pad_mode="pad"``.
            Default: ``0`` .
        ceil_mode (bool): Whether the output length is rounded up. Default: ``False`` .
        count_include_pad (bool): Whether the padding zeros count in the mean. Default: ``True`` .

    Inputs:
        - **x** (Tensor) - Tensor of shape :math:`(N, C, L_{in})` or :math:`(C, L_{in})`.

    Outputs:
        Tensor of shape :math:`(N, C, L_{out})`.

    Raises:
        TypeError: If `kernel_size` or `stride` is not an int.
        ValueError: If `pad_mode` is not one of ``'valid'``, ``'same'``, ``'pad'``, or `padding` is negative.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> x = Tensor(np.array([[[1.0, 5.0, 2.0, 4.0, 3.0]]]), ms.float32)
        >>> print(nn.AvgPool1d(kernel_size=2, stride=2)(x))
        [[[3. 3.]]]
        >>> print(nn.AvgPool1d(kernel_size=2, stride=2, pad_mode='pad', padding=1)(x))
        [[[0.5 3.5 3.5]]]
    """

    def __init__(self, kernel_size=1, stride=1, pad_mode="valid", padding=0, ceil_mode=False,
                 count_include_pad=True):
        super().__init__(kernel_size, stride, pad_mode)
        cls = self.cls_name
        _check_ge1(self.kernel_size, "kernel_size", cls)
        _check_ge1(self.stride, "stride", cls)
        self._k, self._s = (self.kernel_size,), (self.stride,)
        self.is_expand_3d = self.pad_mode == "PAD" or padding != 0 or ceil_mode or not count_include_pad
        if self.is_expand_3d:
            self._pad = _cal_avg_padding(padding, cls, 1)
        else:
            self.kernel_size = (1, self.kernel_size)
            self.stride = (1, self.stride)
            self._pad = (0,)
        self._ceil = bool(ceil_mode)
        self._include = bool(count_include_pad)

    def construct(self, x):
        t = x._t
        if self.pad_mode == "SAME":
            return _wrap(_avg_same(t, self._k, self._s, 1))
        return _wrap(F.avg_pool1d(t, self._k, self._s, self._pad, self._ceil, self._include))


class AvgPool3d(_PoolNd):
    r"""
    3D average pooling over an input :math:`(N, C, D, H, W)` or :math:`(C, D, H, W)`.

    Args:
        kernel_size (Union[int, tuple[int]]): Window depth, height and width. Default: ``1`` .
        stride (Union[int, tuple[int]]): Step of the window. Default: ``1`` .
        pad_mode (str): ``"valid"`` , ``"same"`` or ``"pad"`` (case does not matter). Default: ``"valid"`` .
        padding (Union[int, tuple[int], list[int]]): Zeros added on each axis with ``pad_mode="pad"`` (1 or 3
            values). Default: ``0`` .
        ceil_mode (bool): Whether the output size is rounded up. Default: ``False`` .
        count_include_pad (bool): Whether the padding zeros count in the mean. Default: ``True`` .
        divisor_override (int): A fixed divisor instead of the window size. Default: ``None`` .

    Inputs:
        - **x** (Tensor) - Tensor of shape :math:`(N, C, D, H, W)` or :math:`(C, D, H, W)`.

    Outputs:
        Tensor of the pooled shape.

    Raises:
        ValueError: If `divisor_override` is not positive, or `padding` is negative or of another length.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> x = Tensor(np.arange(16).reshape(1, 1, 2, 2, 4), ms.float32)
        >>> print(nn.AvgPool3d(kernel_size=2, stride=2)(x))
        [[[[[ 6.5  8.5]]]]]
    """

    def __init__(self, kernel_size=1, stride=1, pad_mode="valid", padding=0, ceil_mode=False, count_include_pad=True,
                 divisor_override=None):
        super().__init__(kernel_size, stride, pad_mode)
        cls = self.cls_name
        self._pad = _cal_avg_padding(padding, cls, 3)
        if divisor_override is not None and divisor_override <= 0:
            raise ValueError(f"For '{cls}', the 'divisor_override' must be > 0, but got {divisor_override}.")
        self._k = _ntuple(self.kernel_size, 3)
        self._s = _ntuple(self.stride, 3)
        self._ceil = bool(ceil_mode)
        self._include = bool(count_include_pad)
        self._divisor = divisor_override

    def construct(self, x):
        t = x._t
        if self.pad_mode == "SAME":
            if not self._include:
                return _wrap(_avg_same(t, self._k, self._s, 3, self._divisor))
            # MindSpore's 3-D 'same' counts the padding zeros (unlike the 1-D / 2-D cells)
            t = F.pad(t, _tf_same(t, self._k, self._s, 3))
            return _wrap(F.avg_pool3d(t, self._k, self._s, 0, self._ceil, True, self._divisor))
        pad = self._pad if self.pad_mode == "PAD" else 0
        return _wrap(F.avg_pool3d(t, self._k, self._s, pad, self._ceil, self._include, self._divisor))


class MaxPool2dExt(Cell):
    r"""
    2D max pooling with torch-style arguments: `stride` defaults to `kernel_size` and symmetric `padding` (filled
    with the lowest value) is given directly.

    Args:
        kernel_size (Union[int, tuple[int]]): Window size. Default: ``1`` .
        stride (Union[int, tuple[int]]): Step of the window. Default: ``None`` (`kernel_size`).
        padding (Union[int, tuple[int]]): Padding of each side, at most half the kernel. Default: ``0`` .
        dilation (Union[int, tuple[int]]): Spacing of the window elements. Default: ``1`` .
        return_indices (bool): Whether the flat indices of the maxima are returned too. Default: ``False`` .
        ceil_mode (bool): Whether the output size is rounded up. Default: ``False`` .

    Inputs:
        - **input** (Tensor) - Tensor of shape :math:`(N, C, H, W)` or :math:`(C, H, W)`.

    Outputs:
        Tensor (and the int64 indices with `return_indices`).

    Raises:
        RuntimeError: If the padding is more than half the kernel.

    Supported Platforms:
        ``Ascend``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> x = Tensor(np.arange(16).reshape(1, 1, 4, 4), ms.float32)
        >>> print(nn.MaxPool2dExt(2)(x))
        [[[[ 5.  7.]
           [13. 15.]]]]
    """

    def __init__(self, kernel_size=1, stride=None, padding=0, dilation=1, return_indices=False, ceil_mode=False):
        super().__init__()
        keep_args(self, kernel_size=kernel_size, stride=kernel_size if stride is None else stride, padding=padding,
                  dilation=dilation, return_indices=return_indices, ceil_mode=ceil_mode)

    def construct(self, input):
        out = F.max_pool2d(input._t, self.kernel_size, self.stride, self.padding, self.dilation, self.ceil_mode,
                           self.return_indices)
        return _pool_result(out, self.return_indices)


class _AvgPoolExt(Cell):
    _nd = 1

    def __init__(self, kernel_size, stride=None, padding=0, ceil_mode=False, count_include_pad=True,
                 divisor_override=None):
        super().__init__()
        keep_args(self, kernel_size=kernel_size, stride=stride, padding=padding, ceil_mode=ceil_mode,
                  count_include_pad=count_include_pad, divisor_override=divisor_override)

    def construct(self, input):
        args = (input._t, self.kernel_size, self.stride, self.padding, self.ceil_mode, self.count_include_pad)
        if self._nd > 1:
            args += (self.divisor_override,)
        return _wrap(_AVG[self._nd](*args))


_AVG_EXT_DOC = r"""
    {nd}D average pooling with torch-style arguments: `stride` defaults to `kernel_size`, symmetric zero
    `padding`{div}.

    Args:
        kernel_size (Union[int, tuple[int]]): Window size.
        stride (Union[int, tuple[int]]): Step of the window. Default: ``None`` (`kernel_size`).
        padding (Union[int, tuple[int]]): Zeros added on each side, at most half the kernel. Default: ``0`` .
        ceil_mode (bool): Whether the output size is rounded up. Default: ``False`` .
        count_include_pad (bool): Whether the padding zeros count in the mean. Default: ``True`` .
{div_arg}
    Inputs:
        - **input** (Tensor) - Tensor of shape :math:`{shape}`.

    Outputs:
        Tensor of the pooled shape.

    Raises:
        RuntimeError: If the padding is more than half the kernel.

    Supported Platforms:
        ``Ascend``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> x = Tensor(np.arange({numel}).reshape({dims}), ms.float32)
        >>> print(nn.{name}(2)(x){tail})
        {printed}
"""


class AvgPool1dExt(_AvgPoolExt):
    __doc__ = _AVG_EXT_DOC.format(nd=1, div="", div_arg="", shape="(N, C, L)", numel=4, dims=(1, 1, 4),
                                  name="AvgPool1dExt", tail="", printed="[[[0.5 2.5]]]")
    _nd = 1

    def __init__(self, kernel_size, stride=None, padding=0, ceil_mode=False, count_include_pad=True):
        super().__init__(kernel_size, stride, padding, ceil_mode, count_include_pad)


class AvgPool2dExt(_AvgPoolExt):
    __doc__ = _AVG_EXT_DOC.format(
        nd=2, div=" and an optional fixed divisor", shape="(N, C, H, W)", numel=16, dims=(1, 1, 4, 4),
        div_arg="        divisor_override (int): A fixed divisor instead of the window size. Default: ``None`` .\n",
        name="AvgPool2dExt", tail="", printed="[[[[ 2.5  4.5]\n           [10.5 12.5]]]]")
    _nd = 2

    def __init__(self, kernel_size, stride=None, padding=0, ceil_mode=False, count_include_pad=True,
                 divisor_override=None):
        super().__init__(kernel_size, stride, padding, ceil_mode, count_include_pad, divisor_override)


class AvgPool3dExt(_AvgPoolExt):
    __doc__ = _AVG_EXT_DOC.format(
        nd=3, div=" and an optional fixed divisor", shape="(N, C, D, H, W)", numel=16, dims=(1, 1, 2, 2, 4),
        div_arg="        divisor_override (int): A fixed divisor instead of the window size. Default: ``None`` .\n",
        name="AvgPool3dExt", tail="", printed="[[[[[ 6.5  8.5]]]]]")
    _nd = 3

    def __init__(self, kernel_size, stride=None, padding=0, ceil_mode=False, count_include_pad=True,
                 divisor_override=None):
        super().__init__(kernel_size, stride, padding, ceil_mode, count_include_pad, divisor_override)


def _adaptive_1d_check(t, output_size, cls_name):
    if t.dim() != 3:
        raise ValueError(f"For {cls_name}, the input must has 3 dim, but got {t.dim()}.")
    if t.shape[2] < output_size:
        raise ValueError(f"For {cls_name}, the input's last dimension must be greater or equal to output size "
                         f"{output_size}, but got {t.shape[2]}.")
    if t.shape[2] % output_size != 0:
        raise ValueError(f"For {cls_name}, the input's last dimension must be divisible by output size "
                         f"{output_size}, but got {t.shape[2]}.")
    if t.dtype not in (torch.float16, torch.float32):
        raise TypeError(f"For {cls_name}, the x_dtype must be float16 or float32, but got "
                        f"{mstype.from_torch(t.dtype) if hasattr(mstype, 'from_torch') else t.dtype}.")
    stride = t.shape[2] // output_size
    return t.shape[2] - (output_size - 1) * stride, stride


class AdaptiveAvgPool1d(Cell):
    r"""
    1D adaptive average pooling of an input :math:`(N, C, L_{in})` to `output_size` positions; :math:`L_{in}` must
    be a multiple of `output_size`, so every window has :math:`L_{in} / output\_size` positions.

    Args:
        output_size (int): Output length.

    Inputs:
        - **input** (Tensor) - float16/float32 Tensor of shape :math:`(N, C, L_{in})`.

    Outputs:
        Tensor of shape :math:`(N, C, output\_size)`.

    Raises:
        TypeError: If `output_size` is not an int, or the input is not float16/float32.
        ValueError: If `output_size` is less than 1, or the input is not 3-D or its length is not a multiple.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> x = Tensor(np.arange(6).reshape(1, 1, 6), ms.float32)
        >>> print(nn.AdaptiveAvgPool1d(3)(x))
        [[[0.5 2.5 4.5]]]
    """

    def __init__(self, output_size):
        super().__init__()
        validator.check_value_type("output_size", output_size, [int], self.cls_name)
        _check_ge1(output_size, "output_size", self.cls_name)
        self.output_size = output_size

    def construct(self, input):
        t = input._t
        kernel, stride = _adaptive_1d_check(t, self.output_size, self.cls_name)
        return _wrap(F.avg_pool1d(t, kernel, stride))


class AdaptiveMaxPool1d(Cell):
    r"""
    1D adaptive max pooling of an input :math:`(N, C, L_{in})` to `output_size` positions; :math:`L_{in}` must be
    a multiple of `output_size`.

    Args:
        output_size (int): Output length.

    Inputs:
        - **x** (Tensor) - float16/float32 Tensor of shape :math:`(N, C, L_{in})`.

    Outputs:
        Tensor of shape :math:`(N, C, output\_size)`.

    Raises:
        TypeError: If `output_size` is not an int, or the input is not float16/float32.
        ValueError: If `output_size` is less than 1, or the input is not 3-D or its length is not a multiple.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> x = Tensor(np.array([[[1.0, 5.0, 2.0, 4.0, 3.0, 0.0]]]), ms.float32)
        >>> print(nn.AdaptiveMaxPool1d(2)(x))
        [[[5. 4.]]]
    """

    def __init__(self, output_size):
        super().__init__()
        _check_ge1(output_size, "output_size", self.cls_name)
        self.output_size = output_size

    def construct(self, x):
        t = x._t
        kernel, stride = _adaptive_1d_check(t, self.output_size, self.cls_name)
        return _wrap(F.max_pool1d(t, kernel, stride))


class AdaptiveAvgPool3d(Cell):
    r"""
    3D adaptive average pooling to `output_size` (each output position averages its share of the input).

    Args:
        output_size (Union[int, tuple]): Output (D, H, W); an int for all three, ``None`` keeps an axis.

    Inputs:
        - **input** (Tensor) - Tensor of shape :math:`(N, C, D, H, W)` or :math:`(C, D, H, W)`.

    Outputs:
        Tensor with the last three axes of size `output_size`.

    Raises:
        TypeError: If the input is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> x = Tensor(np.arange(16).reshape(1, 1, 2, 2, 4), ms.float32)
        >>> print(nn.AdaptiveAvgPool3d((1, 1, 2))(x))
        [[[[[ 6.5  8.5]]]]]
    """

    def __init__(self, output_size):
        super().__init__()
        self.output_size = output_size

    def construct(self, input):
        return ops.adaptive_avg_pool3d(input, self.output_size)


class AdaptiveMaxPool2d(Cell):
    r"""
    2D adaptive max pooling to `output_size`.

    Args:
        output_size (Union[int, tuple]): Output (H, W); an int for both, ``None`` keeps an axis.
        return_indices (bool): Whether the flat indices of the maxima are returned too. Default: ``False`` .

    Inputs:
        - **input** (Tensor) - Tensor of shape :math:`(N, C, H, W)` or :math:`(C, H, W)`.

    Outputs:
        Tensor (and the int64 indices with `return_indices`).

    Raises:
        TypeError: If the input is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> x = Tensor(np.arange(16).reshape(1, 1, 4, 4), ms.float32)
        >>> out, idx = nn.AdaptiveMaxPool2d(2, return_indices=True)(x)
        >>> print(out)
        [[[[ 5.  7.]
           [13. 15.]]]]
        >>> print(idx)
        [[[[ 5  7]
           [13 15]]]]
    """

    def __init__(self, output_size, return_indices=False):
        super().__init__()
        keep_args(self, output_size=output_size, return_indices=return_indices)

    def construct(self, input):
        return ops.adaptive_max_pool2d(input, self.output_size, self.return_indices)


class AdaptiveMaxPool3d(Cell):
    r"""
    3D adaptive max pooling to `output_size`.

    Args:
        output_size (Union[int, tuple]): Output (D, H, W); an int for all three.
        return_indices (bool): Whether the flat int32 indices of the maxima are returned too. Default: ``False`` .

    Inputs:
        - **input** (Tensor) - Tensor of shape :math:`(N, C, D, H, W)` or :math:`(C, D, H, W)`.

    Outputs:
        Tensor (and the int32 indices with `return_indices`).

    Raises:
        TypeError: If the input is not a Tensor.

    Supported Platforms:
        ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> x = Tensor(np.arange(16).reshape(1, 1, 2, 2, 4), ms.float32)
        >>> out, idx = nn.AdaptiveMaxPool3d((1, 1, 2), return_indices=True)(x)
        >>> print(out, idx, idx.dtype)
        [[[[[13. 15.]]]]] [[[[[13 15]]]]] Int32
    """

    def __init__(self, output_size, return_indices=False):
        super().__init__()
        if isinstance(output_size, int):
            output_size = (output_size, output_size, output_size)
        self.output_size = tuple(output_size)
        self.return_indices = return_indices

    def construct(self, input):
        out, idx = F.adaptive_max_pool3d(input._t, self.output_size, True)
        if self.return_indices:
            return _wrap(out), _wrap(idx.to(torch.int32))
        return _wrap(out)


class _LPPool(Cell):
    def __init__(self, norm_type, kernel_size, stride=None, ceil_mode=False):
        super().__init__()
        keep_args(self, norm_type=norm_type, kernel_size=kernel_size, stride=stride, ceil_mode=ceil_mode)


class LPPool1d(_LPPool):
    r"""
    1D power-average pooling: :math:`(\sum_{window} x^p)^{1/p}` with :math:`p` = `norm_type`.

    Args:
        norm_type (Union[int, float]): The power :math:`p`.
        kernel_size (int): Window size.
        stride (int): Step of the window. Default: ``None`` (`kernel_size`).
        ceil_mode (bool): Whether the output length is rounded up. Default: ``False`` .

    Inputs:
        - **x** (Tensor) - Tensor of shape :math:`(N, C, L)` or :math:`(C, L)`.

    Outputs:
        Tensor of the pooled shape.

    Raises:
        TypeError: If the input is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> x = Tensor(np.array([[[3.0, 4.0, 6.0, 8.0]]]), ms.float32)
        >>> print(nn.LPPool1d(norm_type=2, kernel_size=2)(x))
        [[[ 5. 10.]]]
    """

    def construct(self, x):
        return ops.lp_pool1d(x, self.norm_type, self.kernel_size, self.stride, self.ceil_mode)


class LPPool2d(_LPPool):
    r"""
    2D power-average pooling: :math:`(\sum_{window} x^p)^{1/p}` with :math:`p` = `norm_type`.

    Args:
        norm_type (Union[int, float]): The power :math:`p`.
        kernel_size (Union[int, tuple[int]]): Window size.
        stride (Union[int, tuple[int]]): Step of the window. Default: ``None`` (`kernel_size`).
        ceil_mode (bool): Whether the output size is rounded up. Default: ``False`` .

    Inputs:
        - **x** (Tensor) - Tensor of shape :math:`(N, C, H, W)` or :math:`(C, H, W)`.

    Outputs:
        Tensor of the pooled shape.

    Raises:
        TypeError: If the input is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> x = Tensor(np.array([[[[3.0, 4.0], [0.0, 0.0]]]]), ms.float32)
        >>> print(nn.LPPool2d(norm_type=2, kernel_size=2)(x))
        [[[[5.]]]]
    """

    def construct(self, x):
        return ops.lp_pool2d(x, self.norm_type, self.kernel_size, self.stride, self.ceil_mode)


class _FractionalMaxPool(Cell):
    _nd = 2

    def __init__(self, kernel_size, output_size=None, output_ratio=None, return_indices=False, _random_samples=None):
        super().__init__()
        keep_args(self, kernel_size=kernel_size, output_size=output_size, output_ratio=output_ratio,
                  return_indices=return_indices, _random_samples=_random_samples)

    def construct(self, input):
        fn = ops.fractional_max_pool2d if self._nd == 2 else ops.fractional_max_pool3d
        return fn(input, self.kernel_size, self.output_size, self.output_ratio, self.return_indices,
                  self._random_samples)


_FRAC_DOC = r"""
    {nd}D fractional max pooling: the windows of size `kernel_size` start at pseudo-random, increasing positions
    chosen so that the output has `output_size` (or `output_ratio` times the input size) positions per axis.

    Args:
        kernel_size (Union[int, tuple[int]]): Window size.
        output_size (Union[int, tuple[int]]): Output size. Default: ``None`` .
        output_ratio (Union[float, tuple[float]]): Output size as a fraction of the input size, in (0, 1).
            Default: ``None`` .
        return_indices (bool): Whether the flat indices of the maxima are returned too. Default: ``False`` .
        _random_samples (Tensor): float Tensor of shape :math:`(N, C, {nd})` with values in [0, 1) fixing the
            window positions; drawn at random when ``None`` . Default: ``None`` .

    Inputs:
        - **input** (Tensor) - Tensor of shape :math:`{shape}`.

    Outputs:
        Tensor (and the int64 indices with `return_indices`).

    Raises:
        ValueError: If neither or both of `output_size` and `output_ratio` are given.

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> x = Tensor(np.arange({numel}).reshape({dims}), ms.float32)
        >>> samples = Tensor(np.full((1, 1, {nd}), 0.5), ms.float32)
        >>> pool = nn.{name}(2, output_size={osize}, _random_samples=samples)
        >>> print(pool(x).shape)
        {oshape}
"""


class FractionalMaxPool2d(_FractionalMaxPool):
    __doc__ = _FRAC_DOC.format(nd=2, shape="(N, C, H, W)", numel=36, dims=(1, 1, 6, 6), name="FractionalMaxPool2d",
                               osize=(4, 4), oshape=(1, 1, 4, 4))
    _nd = 2


class FractionalMaxPool3d(_FractionalMaxPool):
    __doc__ = _FRAC_DOC.format(nd=3, shape="(N, C, D, H, W)", numel=64, dims=(1, 1, 4, 4, 4),
                               name="FractionalMaxPool3d", osize=(2, 2, 2), oshape=(1, 1, 2, 2, 2))
    _nd = 3


class _MaxUnpool(Cell):
    _nd = 1

    def __init__(self, kernel_size, stride=None, padding=0):
        super().__init__()
        keep_args(self, kernel_size=kernel_size, stride=kernel_size if stride is None else stride, padding=padding)

    def construct(self, x, indices, output_size=None):
        name = self.cls_name
        if output_size is not None:
            if not isinstance(output_size, tuple):
                raise ValueError(f"For {name}, output_size must be tuple, but type {type(output_size)}.")
            if not output_size:
                raise ValueError(f"For {name}, the length of output_size must be positive, but got 0.")
        fn = {1: ops.max_unpool1d, 2: ops.max_unpool2d, 3: ops.max_unpool3d}[self._nd]
        return fn(x, indices, self.kernel_size, stride=self.stride, padding=self.padding, output_size=output_size)


_UNPOOL_DOC = r"""
    Partial inverse of {nd}D max pooling: a zero Tensor of the unpooled size receives every value of `x` at the
    flat position given by `indices` (as returned by max pooling with ``return_indices=True``).

    Args:
        kernel_size (Union[int, tuple[int]]): Window size of the pooling.
        stride (Union[int, tuple[int]]): Step of the pooling. Default: ``None`` (`kernel_size`).
        padding (Union[int, tuple[int]]): Padding of the pooling. Default: ``0`` .

    Inputs:
        - **x** (Tensor) - The pooled values, :math:`{shape}`.
        - **indices** (Tensor) - int32/int64 flat indices of the same shape.
        - **output_size** (tuple[int], optional) - The exact output size. Default: ``None`` .

    Outputs:
        Tensor of the unpooled shape.

    Raises:
        ValueError: If `output_size` is not a non-empty tuple.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> x = Tensor(np.array({xval}), ms.float32)
        >>> indices = Tensor(np.array({ival}), ms.int64)
        >>> print(nn.{name}(2)(x, indices){tail})
        {printed}
"""


class MaxUnpool1d(_MaxUnpool):
    __doc__ = _UNPOOL_DOC.format(nd=1, shape="(N, C, L)", name="MaxUnpool1d", xval="[[[3.0, 7.0]]]",
                                 ival="[[[1, 2]]]", printed="[[[0. 3. 7. 0.]]]", tail="")
    _nd = 1


class MaxUnpool2d(_MaxUnpool):
    __doc__ = _UNPOOL_DOC.format(nd=2, shape="(N, C, H, W)", name="MaxUnpool2d", xval="[[[[3.0, 7.0]]]]",
                                 ival="[[[[5, 2]]]]", printed="[[[[0. 0. 7. 0.]\n           [0. 3. 0. 0.]]]]",
                                 tail="")
    _nd = 2


class MaxUnpool3d(_MaxUnpool):
    __doc__ = _UNPOOL_DOC.format(nd=3, shape="(N, C, D, H, W)", name="MaxUnpool3d", xval="[[[[[3.0]]]]]",
                                 ival="[[[[[6]]]]]", printed="[0. 0. 0. 0. 0. 0. 3. 0.]", tail=".reshape(-1)")
    _nd = 3
