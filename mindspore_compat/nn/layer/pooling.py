"""Pooling layers (``mindspore.nn.layer.pooling``): MaxPool2d, AvgPool2d, AdaptiveAvgPool2d."""
import torch
import torch.nn.functional as F

from ..cell import Cell
from ...common.tensor import _wrap
from ... import _checkparam as validator
from ..._backend import device as _device
from ._utils import same_padding, lowest

__all__ = ["MaxPool2d", "AvgPool2d", "AdaptiveAvgPool2d"]


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
            self.use_pad = True
            self._k = _pair(self.kernel_size, "kernel_size", cls)
            self._s = _pair(self.stride, "stride", cls)
            self.padding = _pool_padding(padding, cls)
            self._d = _pool_dilation(dilation, cls)
            self._ceil = bool(ceil_mode)
        else:
            self.use_pad = False
            if padding != 0 or dilation != 1 or return_indices or ceil_mode:
                raise ValueError(f"For MaxPool2d, the parameter 'padding', 'dilation', 'return_indices', 'ceil_mode' "
                                 f"can not be set to non-default value when pad_mode is not 'pad', "
                                 f"but got pad_mode:{pad_mode}.")
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
