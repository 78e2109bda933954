"""Neural-network primitives: activations, convolution, pooling, normalization, losses, optimizer updates."""
import math

import torch
import torch.nn.functional as F

from ..._backend import cpu_math as _cpu_math
from ...common.tensor import Tensor, _wrap
from ..primitive import Primitive, prim_attr_register
from .._prim_infer import prim_base
from .._factory import unary_prim
from .._utils import tt, not_tensor, as_torch, make_generator
from .. import _registry, _op_def  # noqa: F401  (_op_def registers the operators)
from .._op_def.image_def import _resize_indices

__all__ = [
    "LogSoftmax", "ReLU", "ReLU6", "Sigmoid", "Tanh", "GeLU", "FastGeLU", "HSigmoid", "HSwish",
    "Softsign", "Mish", "SeLU", "Softplus", "Elu", "CeLU", "HShrink", "SoftShrink", "PReLU", "GLU", "BiasAdd",
    "Dense", "Conv2D", "MaxPool", "AvgPool", "AdaptiveAvgPool2D", "Dropout", "Dropout2D", "Dropout3D",
    "SoftmaxCrossEntropyWithLogits", "SparseSoftmaxCrossEntropyWithLogits", "LayerNorm", "BatchNorm", "Pad",
    "ResizeNearestNeighbor", "ResizeBilinearV2", "L2Normalize", "NLLLoss", "KLDivLoss", "BCEWithLogitsLoss",
    "BinaryCrossEntropy", "SmoothL1Loss", "SoftMarginLoss", "ApplyMomentum", "SGD", "Adam",
    "ApplyGradientDescent", "GetNext",
]

_M = __name__


def _gelu_tanh(t):
    return F.gelu(t, approximate="tanh")


def _fast_gelu(t):
    a = t.abs()
    return t / (1 + torch.exp(-1.702 * a)) * torch.exp(0.851 * (t - a))


_ACT = "Tensor([-1.0, 0.0, 2.0], mindspore.float32)"
ReLU = unary_prim("ReLU", torch.relu, "Rectified linear unit: max(x, 0) element-wise.", _ACT, "[0. 0. 2.]",
                  module=_M, see="relu")
ReLU6 = unary_prim("ReLU6", F.relu6, "ReLU capped at 6: min(max(x, 0), 6) element-wise.",
                   "Tensor([-1.0, 3.0, 8.0], mindspore.float32)", "[0. 3. 6.]", arg="x", module=_M, see="relu6")
Sigmoid = unary_prim("Sigmoid", torch.sigmoid, "Sigmoid 1 / (1 + exp(-x)) element-wise.",
                     "Tensor([0.0, 2.0], mindspore.float32)", "[0.5      0.880797]", module=_M, see="sigmoid")
Tanh = unary_prim("Tanh", _cpu_math.tanh, "Hyperbolic tangent element-wise.", "Tensor([0.0, 1.0], mindspore.float32)",
                  "[0.        0.7615942]", module=_M, see="tanh")
GeLU = unary_prim("GeLU", _gelu_tanh, "Gaussian error linear unit, tanh approximation: "
                  "0.5 x (1 + tanh(sqrt(2 / pi) (x + 0.044715 x^3))).",
                  "Tensor([1.0, 2.0, 3.0], mindspore.float32)", "[0.841192  1.9545977 2.9963627]", module=_M,
                  see="gelu")
FastGeLU = unary_prim("FastGeLU", _fast_gelu, "Fast GeLU: ``x / (1 + exp(-1.702 |x|)) * exp(0.851 (x - |x|))``.",
                      "Tensor([0.0, 1.0], mindspore.float32)", "[0.         0.84579575]", arg="x", module=_M,
                      see="fast_gelu")
HSigmoid = unary_prim("HSigmoid", F.hardsigmoid, "Hard sigmoid: relu6(x + 3) / 6 element-wise.",
                      "Tensor([-3.0, 0.0, 3.0], mindspore.float32)", "[0.  0.5 1. ]", module=_M, see="hardsigmoid")
HSwish = unary_prim("HSwish", F.hardswish, "Hard swish: x * relu6(x + 3) / 6 element-wise.",
                    "Tensor([-3.0, 0.0, 3.0], mindspore.float32)", "[-0.  0.  3.]", module=_M, see="hardswish")
Softsign = unary_prim("Softsign", F.softsign, "Softsign: ``x / (1 + |x|)`` element-wise.",
                      "Tensor([0.0, 1.0, -3.0], mindspore.float32)", "[ 0.    0.5  -0.75]", arg="x", module=_M,
                      see="softsign")
Mish = unary_prim("Mish", F.mish, "Mish: x * tanh(softplus(x)) element-wise.",
                  "Tensor([0.0, 1.0], mindspore.float32)", "[0.         0.86509836]", arg="x", module=_M, see="mish")
SeLU = unary_prim("SeLU", F.selu, "Scaled exponential linear unit element-wise.",
                  "Tensor([0.0, 1.0], mindspore.float32)", "[0.       1.050701]", arg="input_x", module=_M,
                  see="selu")
Softplus = unary_prim("Softplus", F.softplus, "Softplus: log(1 + exp(x)) element-wise.",
                      "Tensor([0.0], mindspore.float32)", "[0.6931472]", arg="input_x", module=_M, see="softplus")


class _ParamAct(Primitive):
    _arg = "input"

    def _fn(self, t):
        raise RuntimeError

    def _apply(self, x):
        if isinstance(x, Tensor):
            return _wrap(self._fn(x._t))
        raise not_tensor(self.name, self._arg, x)


class Elu(_ParamAct):
    """Exponential linear unit: x if x > 0 else alpha * (exp(x) - 1).

    Args:
        alpha (float): The coefficient of the negative part. Default: ``1.0``.

    Inputs:
        - **input_x** (Tensor) - The input tensor.

    Outputs:
        Tensor, same shape as `input_x`.

    Raises:
        TypeError: If `input_x` is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.Elu()(Tensor([-1.0, 0.0, 2.0], mindspore.float32)))
        [-0.63212055  0.          2.        ]
    """
    _arg = "input_x"

    @prim_attr_register
    def __init__(self, alpha=1.0):
        """Initialize Elu."""

    def _fn(self, t):
        return F.elu(t, self.alpha)

    def __call__(self, input_x):
        return self._apply(input_x)


class CeLU(_ParamAct):
    """Continuously differentiable ELU: max(0, x) + min(0, alpha * (exp(x / alpha) - 1)).

    Args:
        alpha (float): The alpha value. Default: ``1.0``.

    Inputs:
        - **x** (Tensor) - The input tensor.

    Outputs:
        Tensor, same shape as `x`.

    Raises:
        TypeError: If `x` is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.CeLU(1.0)(Tensor([-2.0, 2.0], mindspore.float32)))
        [-0.86466473  2.        ]
    """
    _arg = "x"

    @prim_attr_register
    def __init__(self, alpha=1.0):
        """Initialize CeLU."""

    def _fn(self, t):
        return F.celu(t, self.alpha)

    def __call__(self, x):
        return self._apply(x)


class HShrink(_ParamAct):
    """Hard shrink: ``x if |x| > lambd else 0``.

    Args:
        lambd (float): The threshold. Default: ``0.5``.

    Inputs:
        - **input** (Tensor) - The input tensor.

    Outputs:
        Tensor, same shape as `input`.

    Raises:
        TypeError: If `input` is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.HShrink()(Tensor([-1.0, 0.3, 2.0], mindspore.float32)))
        [-1.  0.  2.]
    """

    @prim_attr_register
    def __init__(self, lambd=0.5):
        """Initialize HShrink."""

    def _fn(self, t):
        return F.hardshrink(t, self.lambd)

    def __call__(self, input):
        return self._apply(input)


class SoftShrink(_ParamAct):
    """Soft shrink: x - lambd if x > lambd, x + lambd if x < -lambd, else 0.

    Args:
        lambd (float): The threshold. Default: ``0.5``.

    Inputs:
        - **input** (Tensor) - The input tensor.

    Outputs:
        Tensor, same shape as `input`.

    Raises:
        TypeError: If `input` is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.SoftShrink()(Tensor([-1.0, 0.3, 2.0], mindspore.float32)))
        [-0.5  0.   1.5]
    """

    @prim_attr_register
    def __init__(self, lambd=0.5):
        """Initialize SoftShrink."""

    def _fn(self, t):
        return F.softshrink(t, self.lambd)

    def __call__(self, input):
        return self._apply(input)


class GLU(_ParamAct):
    """Gated linear unit: splits the input in halves a, b along `axis` and returns a * sigmoid(b).

    Args:
        axis (int): The axis to split. Default: ``-1``.

    Inputs:
        - **x** (Tensor) - The input tensor (even length along `axis`).

    Outputs:
        Tensor, half the length along `axis`.

    Raises:
        TypeError: If `x` is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.GLU()(Tensor([1.0, 2.0, 0.0, 0.0], mindspore.float32)))
        [0.5 1. ]
    """
    _arg = "x"

    @prim_attr_register
    def __init__(self, axis=-1):
        """Initialize GLU."""

    def _fn(self, t):
        return F.glu(t, self.axis)

    def __call__(self, x):
        return self._apply(x)



class LogSoftmax(Primitive):
    """Log of the softmax along an axis.

    Args:
        axis (int): The axis. Default: ``-1``.

    Inputs:
        - **logits** (Tensor) - The logits.

    Outputs:
        Tensor, same shape as `logits`.

    Raises:
        TypeError: If `axis` is not an int or `logits` is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.LogSoftmax()(Tensor([1.0, 1.0], mindspore.float32)))
        [-0.6931472 -0.6931472]
    """

    @prim_attr_register
    def __init__(self, axis=-1):
        """Initialize LogSoftmax."""
        if isinstance(axis, bool) or not isinstance(axis, int):
            raise TypeError(f"For 'LogSoftmax', the 'axis' must be int, but got {type(axis).__name__}.")

    def __call__(self, logits):
        if isinstance(logits, Tensor):
            return _wrap(torch.log_softmax(logits._t, self.axis))
        raise not_tensor(self.name, "logits", logits)


class PReLU(Primitive):
    """Parametric ReLU: x if x >= 0 else weight * x (weight per channel, channel = dimension 1).

    Inputs:
        - **input** (Tensor) - The input tensor.
        - **weight** (Tensor) - 1-D tensor of length 1 or the channel count.

    Outputs:
        Tensor, same shape as `input`.

    Raises:
        TypeError: If an input is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x = Tensor([[-2.0, 1.0]], mindspore.float32)
        >>> print(ops.PReLU()(x, Tensor([0.5, 0.5], mindspore.float32)))
        [[-1.  1.]]
    """

    @prim_attr_register
    def __init__(self):
        """Initialize PReLU."""

    def __call__(self, input, weight):
        return _wrap(F.prelu(tt(input, self.name), tt(weight, self.name, "weight")))


def _bias_add(x, bias, data_format, op_name):
    t, b = tt(x, op_name, "input_x"), tt(bias, op_name, "bias")
    if data_format == "NHWC" or t.dim() < 2:
        return _wrap(t + b)
    return _wrap(t + b.reshape((1, -1) + (1,) * (t.dim() - 2)))


class BiasAdd(Primitive):
    """Adds a bias vector along the channel dimension (dimension 1 for NCHW / NCDHW, the last for NHWC).

    Args:
        data_format (str): ``"NCHW"``, ``"NHWC"`` or ``"NCDHW"``. Default: ``"NCHW"``.

    Inputs:
        - **input_x** (Tensor) - The input tensor, rank >= 2.
        - **bias** (Tensor) - 1-D tensor of the channel count.

    Outputs:
        Tensor, same shape as `input_x`.

    Raises:
        ValueError: If `data_format` is not one of the supported layouts.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x = Tensor(np.zeros([2, 3]), mindspore.float32)
        >>> print(ops.BiasAdd()(x, Tensor([1.0, 2.0, 3.0], mindspore.float32)))
        [[1. 2. 3.]
         [1. 2. 3.]]
    """

    @prim_attr_register
    def __init__(self, data_format="NCHW"):
        """Initialize BiasAdd."""
        if data_format not in ("NCHW", "NHWC", "NCDHW"):
            raise ValueError(f"For 'BiasAdd', the 'data_format' must be 'NCHW', 'NHWC' or 'NCDHW', but got "
                             f"{data_format!r}.")

    def __call__(self, input_x, bias):
        return _bias_add(input_x, bias, self.data_format, self.name)


class Dense(Primitive):
    """Fully connected layer: ``input @ weight.T + bias``.

    Inputs:
        - **input** (Tensor) - Shape :math:`(*, in)`.
        - **weight** (Tensor) - Shape :math:`(out, in)`.
        - **bias** (Tensor) - Shape :math:`(out,)`. Default: ``None``.

    Outputs:
        Tensor of shape :math:`(*, out)`.

    Raises:
        TypeError: If `input` or `weight` is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x = Tensor(np.ones([1, 3]), mindspore.float32)
        >>> w = Tensor(np.ones([2, 3]), mindspore.float32)
        >>> print(ops.Dense()(x, w, Tensor([0.5, 1.0], mindspore.float32)))
        [[3.5 4. ]]
    """

    @prim_attr_register
    def __init__(self):
        """Initialize Dense."""

    def __call__(self, input, weight, bias=None):
        return _wrap(F.linear(tt(input, self.name), tt(weight, self.name, "weight"),
                              None if bias is None else tt(bias, self.name, "bias")))


# ----- convolution / pooling -----------------------------------------------------------------------------------------
def _pair(v, name, op_name):
    if isinstance(v, int) and not isinstance(v, bool):
        return (v, v)
    if isinstance(v, (tuple, list)):
        if len(v) == 2:
            return tuple(v)
        if len(v) == 4:
            return tuple(v[2:])
        if len(v) == 1:
            return (v[0], v[0])
    raise ValueError(f"For '{op_name}', the '{name}' must be an int or a tuple of 2 or 4 ints, but got {v!r}.")


def _same_pads(size, k, s, d):
    """TensorFlow 'SAME' padding (before, after) for one spatial dimension."""
    out = -(-size // s)
    total = max((out - 1) * s + (k - 1) * d + 1 - size, 0)
    return total // 2, total - total // 2


def _pad_nchw(t, pads, value=0.0):
    """pads: (top, bottom, left, right)."""
    if not any(pads):
        return t
    top, bottom, left, right = pads
    return F.pad(t, (left, right, top, bottom), value=value)


def _spatial_pads(t, mode, pad, kernel, stride, dilation):
    if mode == "same":
        return _same_pads(t.shape[2], kernel[0], stride[0], dilation[0]) + \
            _same_pads(t.shape[3], kernel[1], stride[1], dilation[1])
    if mode == "pad":
        return (pad,) * 4 if isinstance(pad, int) else tuple(pad)
    return (0, 0, 0, 0)


class Conv2D(Primitive):
    """2-D convolution (cross-correlation) of an NCHW input with a weight of shape
    :math:`(C_{out}, C_{in} / group, K_h, K_w)`.

    Args:
        out_channel (int): The number of output channels.
        kernel_size (Union[int, tuple[int]]): The kernel height and width.
        mode (int): Kept for compatibility (1 = convolution). Default: ``1``.
        pad_mode (str): ``"valid"`` (no padding), ``"same"`` (output size = ceil(input / stride)) or ``"pad"``
            (explicit `pad`). Default: ``"valid"``.
        pad (Union[int, tuple[int]]): Padding for ``"pad"`` mode: an int or (top, bottom, left, right).
            Default: ``0``.
        stride (Union[int, tuple[int]]): The stride. Default: ``1``.
        dilation (Union[int, tuple[int]]): The dilation. Default: ``1``.
        group (int): The number of groups. Default: ``1``.
        data_format (str): ``"NCHW"`` or ``"NHWC"``. Default: ``"NCHW"``.

    Inputs:
        - **x** (Tensor) - Shape :math:`(N, C_{in}, H, W)`.
        - **weight** (Tensor) - Shape :math:`(C_{out}, C_{in} / group, K_h, K_w)`.

    Outputs:
        Tensor of shape :math:`(N, C_{out}, H_{out}, W_{out})`.

    Raises:
        ValueError: If `pad_mode` is not one of the modes, or `pad` is given outside ``"pad"`` mode.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x = Tensor(np.ones([10, 32, 32, 32]), mindspore.float32)
        >>> weight = Tensor(np.ones([32, 32, 3, 3]), mindspore.float32)
        >>> print(ops.Conv2D(out_channel=32, kernel_size=3)(x, weight).shape)
        (10, 32, 30, 30)
    """

    @prim_attr_register
    def __init__(self, out_channel, kernel_size, mode=1, pad_mode="valid", pad=0, stride=1, dilation=1, group=1,
                 data_format="NCHW"):
        """Initialize Conv2D."""
        self._mode = str(pad_mode).lower()
        if self._mode not in ("valid", "same", "pad"):
            raise ValueError(f"For 'Conv2D', the 'pad_mode' must be one of ['valid', 'same', 'pad'], but got "
                             f"{pad_mode!r}.")
        if self._mode != "pad" and pad not in (0, (0, 0, 0, 0)):
            raise ValueError(f"For 'Conv2D', the 'pad' must be 0 when 'pad_mode' is not 'pad', but got {pad}.")
        self._kernel = _pair(kernel_size, "kernel_size", "Conv2D")
        self._stride = _pair(stride, "stride", "Conv2D")
        self._dilation = _pair(dilation, "dilation", "Conv2D")

    def __call__(self, x, weight):
        t, w = tt(x, self.name, "x"), tt(weight, self.name, "weight")
        nhwc = self.data_format == "NHWC"
        if nhwc:
            t = t.permute(0, 3, 1, 2)
        pads = _spatial_pads(t, self._mode, self.pad, self._kernel, self._stride, self._dilation)
        r = F.conv2d(_pad_nchw(t, pads), w, None, self._stride, 0, self._dilation, self.group)
        return _wrap(r.permute(0, 2, 3, 1) if nhwc else r)


class _Pool(Primitive):
    def _setup(self, kernel_size, strides, pad_mode):
        self._kernel = _pair(kernel_size, "kernel_size", self.name)
        self._stride = _pair(strides, "strides", self.name)
        self._mode = str(pad_mode).lower()
        if self._mode not in ("valid", "same"):
            raise ValueError(f"For '{self.name}', the 'pad_mode' must be 'valid' or 'same', but got {pad_mode!r}.")

    def _input(self, x):
        t = tt(x, self.name, "x")
        return t.permute(0, 3, 1, 2) if self.data_format == "NHWC" else t

    def _output(self, r):
        return _wrap(r.permute(0, 2, 3, 1) if self.data_format == "NHWC" else r)


class MaxPool(_Pool):
    """2-D max pooling over an NCHW input.

    Args:
        kernel_size (Union[int, tuple[int]]): The window size. Default: ``1``.
        strides (Union[int, tuple[int]]): The stride. Default: ``1``.
        pad_mode (str): ``"valid"`` or ``"same"`` (case-insensitive). Default: ``"valid"``.
        data_format (str): ``"NCHW"`` or ``"NHWC"``. Default: ``"NCHW"``.

    Inputs:
        - **x** (Tensor) - Shape :math:`(N, C, H, W)`.

    Outputs:
        Tensor of shape :math:`(N, C, H_{out}, W_{out})`.

    Raises:
        ValueError: If `pad_mode` is neither valid nor same.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> image = Tensor(np.array([[[[1, 5, 2, 0], [3, 4, 8, 1], [0, 2, 6, 9], [7, 1, 3, 2]]]]), mindspore.float32)
        >>> print(ops.MaxPool(kernel_size=2, strides=2)(image))
        [[[[5. 8.]
           [7. 9.]]]]
        >>> print(ops.MaxPool(kernel_size=3, strides=1, pad_mode="SAME")(image).shape)
        (1, 1, 4, 4)
    """

    @prim_attr_register
    def __init__(self, kernel_size=1, strides=1, pad_mode="valid", data_format="NCHW"):
        """Initialize MaxPool."""
        self._setup(kernel_size, strides, pad_mode)

    def __call__(self, x):
        t = self._input(x)
        if self._mode == "same":
            pads = _same_pads(t.shape[2], self._kernel[0], self._stride[0], 1) + \
                _same_pads(t.shape[3], self._kernel[1], self._stride[1], 1)
            t = _pad_nchw(t, pads, float("-inf"))
        return self._output(F.max_pool2d(t, self._kernel, self._stride))


class AvgPool(_Pool):
    """2-D average pooling over an NCHW input (with ``"same"`` padding, padded positions are not counted).

    Args:
        kernel_size (Union[int, tuple[int]]): The window size. Default: ``1``.
        strides (Union[int, tuple[int]]): The stride. Default: ``1``.
        pad_mode (str): ``"VALID"`` or ``"SAME"`` (case-insensitive). Default: ``"VALID"``.
        data_format (str): ``"NCHW"`` or ``"NHWC"``. Default: ``"NCHW"``.

    Inputs:
        - **x** (Tensor) - Shape :math:`(N, C, H, W)`.

    Outputs:
        Tensor of shape :math:`(N, C, H_{out}, W_{out})`.

    Raises:
        ValueError: If `pad_mode` is neither valid nor same.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x = Tensor(np.arange(1 * 1 * 3 * 4).reshape((1, 1, 3, 4)), mindspore.float32)
        >>> print(ops.AvgPool(kernel_size=2, strides=1)(x))
        [[[[2.5 3.5 4.5]
           [6.5 7.5 8.5]]]]
    """

    @prim_attr_register
    def __init__(self, kernel_size=1, strides=1, pad_mode="VALID", data_format="NCHW"):
        """Initialize AvgPool."""
        self._setup(kernel_size, strides, pad_mode)

    def __call__(self, x):
        t = self._input(x)
        if self._mode == "same":
            pads = _same_pads(t.shape[2], self._kernel[0], self._stride[0], 1) + \
                _same_pads(t.shape[3], self._kernel[1], self._stride[1], 1)
            if any(pads):
                ones = torch.ones((1, 1) + tuple(t.shape[2:]), dtype=t.dtype, device=t.device)
                s = F.avg_pool2d(_pad_nchw(t, pads), self._kernel, self._stride)
                c = F.avg_pool2d(_pad_nchw(ones, pads), self._kernel, self._stride)
                return self._output(s / c)
        return self._output(F.avg_pool2d(t, self._kernel, self._stride))


class AdaptiveAvgPool2D(Primitive):
    """2-D adaptive average pooling to a fixed output size.

    Args:
        output_size (Union[int, tuple]): The output (H, W); None in a position keeps the input size.

    Inputs:
        - **input_x** (Tensor) - Shape :math:`(N, C, H, W)` or :math:`(C, H, W)`.

    Outputs:
        Tensor with spatial size `output_size`.

    Raises:
        TypeError: If `input_x` is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x = Tensor(np.arange(16).reshape(1, 1, 4, 4), mindspore.float32)
        >>> print(ops.AdaptiveAvgPool2D(2)(x))
        [[[[ 2.5  4.5]
           [10.5 12.5]]]]
    """

    @prim_attr_register
    def __init__(self, output_size):
        """Initialize AdaptiveAvgPool2D."""

    def __call__(self, input_x):
        return _wrap(F.adaptive_avg_pool2d(tt(input_x, self.name, "input_x"), self.output_size))


# ----- dropout -------------------------------------------------------------------------------------------------------
def _check_keep_prob(keep_prob, op_name):
    if isinstance(keep_prob, bool) or not isinstance(keep_prob, (int, float)) or not 0 < keep_prob <= 1:
        raise ValueError(f"For '{op_name}', the 'keep_prob' must be a number in range (0, 1], but got "
                         f"{keep_prob!r}.")


class Dropout(Primitive):
    """Randomly zeroes elements with probability ``1 - keep_prob`` and scales the rest by ``1 / keep_prob``.

    Args:
        keep_prob (float): The probability of keeping an element. Default: ``0.5``.
        Seed0 (int): First seed; with `Seed1`, non-zero seeds give the operator its own random sequence.
            Default: ``0`` (the global torch generator).
        Seed1 (int): Second seed. Default: ``0``.

    Inputs:
        - **x** (Tensor) - The input tensor.

    Outputs:
        - **output** (Tensor) - Same shape as `x`.
        - **mask** (Tensor) - The keep mask (1 kept, 0 dropped), same shape and dtype as `x`.

    Raises:
        ValueError: If `keep_prob` is not in (0, 1].

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> output, mask = ops.Dropout(keep_prob=0.5)(Tensor(np.ones([1, 2, 3]), mindspore.float32))
        >>> print(output.shape, mask.shape)
        (1, 2, 3) (1, 2, 3)
    """

    @prim_attr_register
    def __init__(self, keep_prob=0.5, Seed0=0, Seed1=0):
        """Initialize Dropout."""
        _check_keep_prob(keep_prob, "Dropout")
        self._gen = make_generator(Seed0, Seed1)

    def _mask_shape(self, t):
        return t.shape

    def __call__(self, x):
        t = tt(x, self.name, "x")
        p = self.keep_prob
        keep = torch.rand(self._mask_shape(t), generator=self._gen, device=t.device) < p
        kept = t * keep.to(t.dtype) / p
        # Dropout's mask has the input's dtype; the channel dropouts (2D/3D) give a Bool mask
        mask = keep if type(self) is not Dropout else keep.to(t.dtype)
        return _wrap(kept), _wrap(mask.expand(t.shape) if mask.shape != t.shape else mask)


class Dropout2D(Dropout):
    """Drops whole channels (dimension 1 of an NCHW input) with probability ``1 - keep_prob``.

    Args:
        keep_prob (float): The probability of keeping a channel. Default: ``0.5``.

    Inputs:
        - **x** (Tensor) - Shape :math:`(N, C, H, W)`.

    Outputs:
        - **output** (Tensor) - Same shape as `x`.
        - **mask** (Tensor) - The keep mask as a Bool Tensor, same shape as `x`.

    Raises:
        ValueError: If `keep_prob` is not in (0, 1].

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> kept, mask = ops.Dropout2D(keep_prob=0.75)(Tensor(np.ones([3, 4, 2, 2]), mindspore.float32))
        >>> print(kept.shape, mask.shape, mask.dtype)
        (3, 4, 2, 2) (3, 4, 2, 2) Bool
    """

    @prim_attr_register
    def __init__(self, keep_prob=0.5):
        _check_keep_prob(keep_prob, self.name)   # the generator is made on first use
        self._gen = None

    def _mask_shape(self, t):
        return tuple(t.shape[:2]) + (1,) * (t.dim() - 2)


class Dropout3D(Dropout2D):
    """Drops whole channels (dimension 1 of an NCDHW input) with probability ``1 - keep_prob``.

    Args:
        keep_prob (float): The probability of keeping a channel. Default: ``0.5``.

    Inputs:
        - **x** (Tensor) - Shape :math:`(N, C, D, H, W)`.

    Outputs:
        - **output** (Tensor) - Same shape as `x`.
        - **mask** (Tensor) - The keep mask as a Bool Tensor, same shape as `x`.

    Raises:
        ValueError: If `keep_prob` is not in (0, 1].

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> output, mask = ops.Dropout3D()(Tensor(np.ones([2, 1, 2, 1, 2]), mindspore.float32))
        >>> print(output.shape)
        (2, 1, 2, 1, 2)
    """


# ----- losses --------------------------------------------------------------------------------------------------------
class _SoftmaxCE(torch.autograd.Function):
    """Softmax cross entropy with MindSpore's gradient: d(loss)/d(logits) = (softmax - labels) * dloss (exact only
    when each row of labels sums to 1, as MindSpore assumes) and no gradient for the labels."""

    @staticmethod
    def forward(ctx, logits, labels):
        logp = torch.log_softmax(logits, -1)
        loss = -(labels * logp).sum(-1)
        back = torch.exp(logp) - labels
        ctx.save_for_backward(back)
        ctx.mark_non_differentiable(back)
        return loss, back

    @staticmethod
    def backward(ctx, grad_loss, grad_back):
        back, = ctx.saved_tensors
        return back * grad_loss.unsqueeze(-1), None


class SoftmaxCrossEntropyWithLogits(Primitive):
    """Softmax cross entropy against dense (one-hot or soft) labels; also returns the gradient w.r.t. logits.

    Inputs:
        - **logits** (Tensor) - Shape :math:`(N, C)`.
        - **labels** (Tensor) - Shape :math:`(N, C)`, same dtype as `logits`.

    Outputs:
        Tuple (loss, backprop): loss of shape :math:`(N,)`, backprop ``softmax(logits) - labels`` of shape
        :math:`(N, C)`. Differentiating the loss gives ``backprop * dloss`` for the logits (as MindSpore does, even
        when the label rows do not sum to 1) and zero for the labels.

    Raises:
        TypeError: If an input is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> logits = Tensor([[2.0, 4.0, 1.0, 4.0, 5.0], [2.0, 1.0, 2.0, 4.0, 3.0]], mindspore.float32)
        >>> labels = Tensor([[0.0, 0.0, 0.0, 0.0, 1.0], [0.0, 0.0, 0.0, 1.0, 0.0]], mindspore.float32)
        >>> loss, backprop = ops.SoftmaxCrossEntropyWithLogits()(logits, labels)
        >>> print(loss)
        [0.5899297  0.52374405]
    """

    @prim_attr_register
    def __init__(self):
        """Initialize SoftmaxCrossEntropyWithLogits."""

    def __call__(self, logits, labels):
        loss, back = _SoftmaxCE.apply(tt(logits, self.name, "logits"), tt(labels, self.name, "labels"))
        return _wrap(loss), _wrap(back)


class SparseSoftmaxCrossEntropyWithLogits(Primitive):
    """Mean softmax cross entropy against class indices (or, with `is_grad`, its gradient w.r.t. logits).

    Args:
        is_grad (bool): Return the gradient instead of the loss. Default: ``False``.

    Inputs:
        - **logits** (Tensor) - Shape :math:`(N, C)`.
        - **labels** (Tensor) - Integer class indices of shape :math:`(N,)`.

    Outputs:
        Tensor: the mean loss (shape ()), or the gradient of shape :math:`(N, C)` when `is_grad`.

    Raises:
        TypeError: If an input is not a Tensor.

    Supported Platforms:
        ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> logits = Tensor([[2.0, 3.0, 1.0, 4.0, 5.0], [2.0, 1.0, 2.0, 4.0, 3.0]], mindspore.float32)
        >>> labels = Tensor([0, 1], mindspore.int32)
        >>> print(ops.SparseSoftmaxCrossEntropyWithLogits()(logits, labels))
        3.4878292
    """

    @prim_attr_register
    def __init__(self, is_grad=False):
        """Initialize SparseSoftmaxCrossEntropyWithLogits."""

    def __call__(self, logits, labels):
        x, y = tt(logits, self.name, "logits"), tt(labels, self.name, "labels").long()
        if not self.is_grad:
            return _wrap(F.cross_entropy(x, y))
        g = torch.softmax(x, -1) - F.one_hot(y, x.shape[-1]).to(x.dtype)
        return _wrap(g / x.shape[0])


_REDUCTIONS = ("none", "mean", "sum")


def _check_reduction(reduction, op_name, extra=()):
    if reduction not in _REDUCTIONS + tuple(extra):
        raise ValueError(f"For '{op_name}', the 'reduction' must be in {list(_REDUCTIONS + tuple(extra))}, but got "
                         f"{reduction!r}.")


class NLLLoss(Primitive):
    """Negative log-likelihood loss from log-probabilities and class indices, with class weights.

    Args:
        reduction (str): ``"none"``, ``"mean"`` or ``"sum"``. Default: ``"mean"``.
        ignore_index (int): A label value that contributes nothing. Default: ``-100``.

    Inputs:
        - **logits** (Tensor) - Log-probabilities of shape :math:`(N, C)`.
        - **labels** (Tensor) - Class indices of shape :math:`(N,)`.
        - **weight** (Tensor) - Class weights of shape :math:`(C,)`.

    Outputs:
        Tuple (loss, total_weight).

    Raises:
        ValueError: If `reduction` is not one of the values.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> logits = Tensor([[0.5488135, 0.71518934], [0.60276335, 0.5448832]], mindspore.float32)
        >>> labels = Tensor([0, 0], mindspore.int32)
        >>> weight = Tensor([0.4, 0.6], mindspore.float32)
        >>> loss, weight_sum = ops.NLLLoss(reduction="sum")(logits, labels, weight)
        >>> print(loss, weight_sum)
        -0.46063077 0.8
    """

    @prim_attr_register
    def __init__(self, reduction="mean", ignore_index=-100):
        """Initialize NLLLoss."""
        _check_reduction(reduction, "NLLLoss")

    def __call__(self, logits, labels, weight):
        x, y = tt(logits, self.name, "logits"), tt(labels, self.name, "labels").long()
        w = tt(weight, self.name, "weight")
        loss = F.nll_loss(x, y, w, ignore_index=self.ignore_index, reduction=self.reduction)
        valid = y != self.ignore_index
        total = w[torch.where(valid, y, 0)].mul(valid.to(w.dtype)).sum()
        return _wrap(loss), _wrap(total)


class KLDivLoss(Primitive):
    """Kullback-Leibler divergence ``labels * (log(labels) - logits)`` with `logits` as log-probabilities.

    Args:
        reduction (str): ``"none"``, ``"mean"``, ``"sum"`` or ``"batchmean"``. Default: ``"mean"``.

    Inputs:
        - **logits** (Tensor) - Log-probabilities.
        - **labels** (Tensor) - Probabilities, same shape.

    Outputs:
        Tensor, the loss.

    Raises:
        ValueError: If `reduction` is not one of the values.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> logits = Tensor([0.2, 0.7, 0.1], mindspore.float32)
        >>> labels = Tensor([0.0, 1.0, 0.0], mindspore.float32)
        >>> print(ops.KLDivLoss(reduction="sum")(logits, labels))
        -0.7
    """

    @prim_attr_register
    def __init__(self, reduction="mean"):
        """Initialize KLDivLoss."""
        _check_reduction(reduction, "KLDivLoss", ("batchmean",))

    def __call__(self, logits, labels):
        return _wrap(F.kl_div(tt(logits, self.name, "logits"), tt(labels, self.name, "labels"),
                              reduction=self.reduction))


class BCEWithLogitsLoss(Primitive):
    """Binary cross entropy on logits: ``-w [pos_weight y log(sigmoid(x)) + (1 - y) log(1 - sigmoid(x))]``.

    Args:
        reduction (str): ``"none"``, ``"mean"`` or ``"sum"``. Default: ``"mean"``.

    Inputs:
        - **input** (Tensor) - The logits.
        - **target** (Tensor) - The targets, same shape.
        - **weight** (Tensor) - Per-element weight (broadcast). Default: ``None``.
        - **posWeight** (Tensor) - Weight of positive examples (broadcast). Default: ``None``.

    Outputs:
        Tensor, the loss.

    Raises:
        ValueError: If `reduction` is not one of the values.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x = Tensor([[0.0, 0.0]], mindspore.float32)
        >>> y = Tensor([[1.0, 0.0]], mindspore.float32)
        >>> print(ops.BCEWithLogitsLoss()(x, y))
        0.6931472
    """

    @prim_attr_register
    def __init__(self, reduction="mean"):
        """Initialize BCEWithLogitsLoss."""
        _check_reduction(reduction, "BCEWithLogitsLoss")

    def __call__(self, input, target, weight=None, posWeight=None):
        return _wrap(F.binary_cross_entropy_with_logits(
            tt(input, self.name), tt(target, self.name, "target"), None if weight is None else as_torch(weight),
            reduction=self.reduction, pos_weight=None if posWeight is None else as_torch(posWeight)))


class BinaryCrossEntropy(Primitive):
    """Binary cross entropy on probabilities: ``-w [y log(x) + (1 - y) log(1 - x)]``.

    Args:
        reduction (str): ``"none"``, ``"mean"`` or ``"sum"``. Default: ``"mean"``.

    Inputs:
        - **input** (Tensor) - Probabilities in [0, 1].
        - **target** (Tensor) - Targets, same shape.
        - **weight** (Tensor) - Per-element weight. Default: ``None``.

    Outputs:
        Tensor, the loss.

    Raises:
        ValueError: If `reduction` is not one of the values.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x = Tensor([0.5, 0.5], mindspore.float32)
        >>> y = Tensor([0.0, 1.0], mindspore.float32)
        >>> print(ops.BinaryCrossEntropy()(x, y))
        0.6931472
    """

    @prim_attr_register
    def __init__(self, reduction="mean"):
        """Initialize BinaryCrossEntropy."""
        _check_reduction(reduction, "BinaryCrossEntropy")

    def __call__(self, input, target, weight=None):
        return _wrap(F.binary_cross_entropy(tt(input, self.name), tt(target, self.name, "target"),
                                            None if weight is None else as_torch(weight), reduction=self.reduction))


class SmoothL1Loss(Primitive):
    """Smooth L1 loss: ``0.5 d^2 / beta`` if ``|d| < beta`` else ``|d| - 0.5 beta``, with ``d = prediction - target``.

    Args:
        beta (float): The threshold. Default: ``1.0``.
        reduction (str): ``"none"``, ``"mean"`` or ``"sum"``. Default: ``"none"``.

    Inputs:
        - **prediction** (Tensor) - The predictions.
        - **target** (Tensor) - The targets, same shape.

    Outputs:
        Tensor, the loss.

    Raises:
        ValueError: If `reduction` is not one of the values.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x = Tensor([1.0, 2.0, 3.0], mindspore.float32)
        >>> y = Tensor([1.0, 2.0, 2.0], mindspore.float32)
        >>> print(ops.SmoothL1Loss()(x, y))
        [0.  0.  0.5]
    """

    @prim_attr_register
    def __init__(self, beta=1.0, reduction="none"):
        """Initialize SmoothL1Loss."""
        _check_reduction(reduction, "SmoothL1Loss")

    def __call__(self, prediction, target):
        return _wrap(F.smooth_l1_loss(tt(prediction, self.name, "prediction"), tt(target, self.name, "target"),
                                      reduction=self.reduction, beta=self.beta))


class SoftMarginLoss(Primitive):
    """Two-class soft margin loss: ``log(1 + exp(-y x))``.

    Args:
        reduction (str): ``"none"``, ``"mean"`` or ``"sum"``. Default: ``"mean"``.

    Inputs:
        - **input** (Tensor) - The predictions.
        - **target** (Tensor) - Labels of -1 or 1, same shape.

    Outputs:
        Tensor, the loss.

    Raises:
        ValueError: If `reduction` is not one of the values.

    Supported Platforms:
        ``Ascend`` ``GPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.SoftMarginLoss()(Tensor([0.0], mindspore.float32), Tensor([1.0], mindspore.float32)))
        0.6931472
    """

    @prim_attr_register
    def __init__(self, reduction="mean"):
        """Initialize SoftMarginLoss."""
        _check_reduction(reduction, "SoftMarginLoss")

    def __call__(self, input, target):
        return _wrap(F.soft_margin_loss(tt(input, self.name), tt(target, self.name, "target"),
                                        reduction=self.reduction))


# ----- normalization -------------------------------------------------------------------------------------------------
class LayerNorm(Primitive):
    """Layer normalization over the dimensions from `begin_norm_axis` on, with scale `gamma` and shift `beta`.

    Args:
        begin_norm_axis (int): The first normalized dimension. Default: ``1``.
        begin_params_axis (int): The first dimension that `gamma` / `beta` cover. Default: ``1``.
        epsilon (float): Added to the variance. Default: ``1e-7``.

    Inputs:
        - **input_x** (Tensor) - The input tensor.
        - **gamma** (Tensor) - The scale, shape ``input_x.shape[begin_params_axis:]``.
        - **beta** (Tensor) - The shift, same shape as `gamma`.

    Outputs:
        Tuple (output, mean, variance); mean and variance keep the normalized dimensions with length 1.

    Raises:
        TypeError: If an input is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x = Tensor(np.array([[1, 2, 3], [1, 2, 3]]), mindspore.float32)
        >>> gamma = Tensor(np.ones([3]), mindspore.float32)
        >>> beta = Tensor(np.ones([3]), mindspore.float32)
        >>> output, mean, variance = ops.LayerNorm()(x, gamma, beta)
        >>> print(output)
        [[-0.2247448  1.         2.2247448]
         [-0.2247448  1.         2.2247448]]
        >>> print(mean)
        [[2.]
         [2.]]
    """

    @prim_attr_register
    def __init__(self, begin_norm_axis=1, begin_params_axis=1, epsilon=1e-7):
        """Initialize LayerNorm."""

    def __call__(self, input_x, gamma, beta):
        t = tt(input_x, self.name, "input_x")
        g, b = tt(gamma, self.name, "gamma"), tt(beta, self.name, "beta")
        nd = t.dim()
        for name in ("begin_norm_axis", "begin_params_axis"):
            v = getattr(self, name)
            if not -max(nd, 1) <= v < max(nd, 1):
                raise RuntimeError(f"For '{self.name}', the '{name}' must be in the range [{-max(nd, 1)}, "
                                   f"{max(nd, 1)}) for an input of rank {nd}, but got {v}.")
        na = self.begin_norm_axis % nd if nd else 0
        pa = self.begin_params_axis % nd if nd else 0
        dims = tuple(range(na, nd))
        var, mean = torch.var_mean(t, dims, correction=0, keepdim=True)
        y = (t - mean) * torch.rsqrt(var + self.epsilon)
        shape = (1,) * pa + tuple(g.shape) if g.dim() == nd - pa else g.shape
        return _wrap(y * g.reshape(shape) + b.reshape(shape)), _wrap(mean), _wrap(var)


class BatchNorm(Primitive):
    """Batch normalization over the channel dimension of an NCHW (or NC) input.

    In training mode the batch statistics normalize the input and the running `mean` / `variance` Parameters are
    updated in place: ``running = (1 - momentum) * running + momentum * batch``.

    Args:
        is_training (bool): Use batch statistics (True) or the running ones (False). Default: ``False``.
        epsilon (float): Added to the variance. Default: ``1e-5``.
        momentum (float): Weight of the new batch statistics. Default: ``0.1``.
        data_format (str): ``"NCHW"`` or ``"NHWC"``. Default: ``"NCHW"``.

    Inputs:
        - **input_x** (Tensor) - Shape :math:`(N, C, *)`.
        - **scale** (Tensor) - Shape :math:`(C,)`.
        - **bias** (Tensor) - Shape :math:`(C,)`.
        - **mean** (Parameter) - The running mean, shape :math:`(C,)`.
        - **variance** (Parameter) - The running variance, shape :math:`(C,)`.

    Outputs:
        Tuple of 5 Tensors: output, batch mean, batch variance, and two reserved copies of them.

    Raises:
        TypeError: If an input is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x = Tensor(np.ones([2, 2]), mindspore.float32)
        >>> ones = Tensor(np.ones([2]), mindspore.float32)
        >>> output = ops.BatchNorm()(x, ones, ones, ones, ones)
        >>> print(output[0])
        [[1. 1.]
         [1. 1.]]
    """

    @prim_attr_register
    def __init__(self, is_training=False, epsilon=1e-5, momentum=0.1, data_format="NCHW"):
        """Initialize BatchNorm."""

    def __call__(self, *args):
        if len(args) != 5:
            raise TypeError(f"For 'BatchNorm', 5 inputs (input_x, scale, bias, mean, variance) are needed, but got "
                            f"{len(args)}.")
        x, scale, bias, mean, variance = args
        t = tt(x, self.name, "input_x")
        nhwc = self.data_format == "NHWC"
        if nhwc:
            t = t.movedim(-1, 1)
        rm, rv = tt(mean, self.name, "mean"), tt(variance, self.name, "variance")
        if self.is_training:
            dims = (0,) + tuple(range(2, t.dim()))
            bvar, bmean = torch.var_mean(t.detach(), dims, correction=0)
            y = F.batch_norm(t, rm.data, rv.data, tt(scale, self.name, "scale"), tt(bias, self.name, "bias"), True,
                             self.momentum, self.epsilon)
        else:
            bmean, bvar = rm, rv
            y = F.batch_norm(t, rm, rv, tt(scale, self.name, "scale"), tt(bias, self.name, "bias"), False,
                             self.momentum, self.epsilon)
        if nhwc:
            y = y.movedim(1, -1)
        return _wrap(y), _wrap(bmean), _wrap(bvar), _wrap(bmean), _wrap(bvar)


class L2Normalize(Primitive):
    """Divides by the L2 norm along `axis`: ``x / sqrt(max(sum(x^2), epsilon))``.

    Args:
        axis (Union[list(int), tuple(int), int]): The axis or axes. Default: ``0``.
        epsilon (float): Lower bound of the squared norm. Default: ``1e-4``.

    Inputs:
        - **x** (Tensor) - The input tensor.

    Outputs:
        Tensor, same shape as `x`.

    Raises:
        TypeError: If `axis` is not an int, list or tuple.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.L2Normalize()(Tensor([3.0, 4.0], mindspore.float32)))
        [0.6 0.8]
    """

    @prim_attr_register
    def __init__(self, axis=0, epsilon=1e-4):
        """Initialize L2Normalize."""
        if isinstance(axis, bool) or not isinstance(axis, (int, list, tuple)):
            raise TypeError(f"For 'L2Normalize', the 'axis' must be int, list or tuple, but got "
                            f"{type(axis).__name__}.")

    def __call__(self, x):
        t = tt(x, self.name, "x")
        axis = tuple(self.axis) if isinstance(self.axis, (list, tuple)) else self.axis
        sq = t.square().sum(dim=axis, keepdim=True)
        return _wrap(t * torch.rsqrt(torch.clamp(sq, min=self.epsilon)))


class Pad(Primitive):
    """Pads a tensor with zeros.

    Args:
        paddings (tuple): One ``(before, after)`` pair per dimension.

    Inputs:
        - **input_x** (Tensor) - The input tensor.

    Outputs:
        Tensor, padded.

    Raises:
        TypeError: If `paddings` is not a tuple.
        ValueError: If `paddings` does not have one pair per dimension.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x = Tensor([[1.0, 2.0]], mindspore.float32)
        >>> print(ops.Pad(((1, 1), (2, 0)))(x))
        [[0. 0. 0. 0.]
         [0. 0. 1. 2.]
         [0. 0. 0. 0.]]
    """

    @prim_attr_register
    def __init__(self, paddings):
        """Initialize Pad."""
        if not isinstance(paddings, (tuple, list)):
            raise TypeError(f"For 'Pad', the 'paddings' must be a tuple, but got {type(paddings).__name__}.")
        self._flat = [int(v) for pair in reversed(paddings) for v in pair]

    def __call__(self, input_x):
        t = tt(input_x, self.name, "input_x")
        if len(self.paddings) != t.dim():
            raise ValueError(f"For 'Pad', the 'paddings' must have one pair per dimension ({t.dim()}), but got "
                             f"{len(self.paddings)}.")
        return _wrap(F.pad(t, self._flat))


class ResizeNearestNeighbor(Primitive):
    """Resizes the last two dimensions with nearest-neighbour sampling.

    Args:
        size (Union[tuple, list]): The target (height, width).
        align_corners (bool): Align the corner pixels of input and output. Default: ``False``.
        half_pixel_centers (bool): Sample at pixel centers. Default: ``False``.

    Inputs:
        - **input_x** (Tensor) - Shape :math:`(N, C, H, W)`.

    Outputs:
        Tensor of shape :math:`(N, C, size[0], size[1])`.

    Raises:
        TypeError: If `size` is not a tuple or list.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x = Tensor([[[[1.0, 2.0], [3.0, 4.0]]]], mindspore.float32)
        >>> print(ops.ResizeNearestNeighbor((4, 4))(x))
        [[[[1. 1. 2. 2.]
           [1. 1. 2. 2.]
           [3. 3. 4. 4.]
           [3. 3. 4. 4.]]]]
    """

    @prim_attr_register
    def __init__(self, size, align_corners=False, half_pixel_centers=False):
        """Initialize ResizeNearestNeighbor."""
        if not isinstance(size, (tuple, list)):
            raise TypeError(f"For 'ResizeNearestNeighbor', the 'size' must be a tuple or list, but got "
                            f"{type(size).__name__}.")

    def __call__(self, input_x):
        t = tt(input_x, self.name, "input_x")
        oh, ow = self.size
        hi = _resize_indices(t.shape[-2], oh, self.align_corners, self.half_pixel_centers, t.device)
        wi = _resize_indices(t.shape[-1], ow, self.align_corners, self.half_pixel_centers, t.device)
        return _wrap(t.index_select(-2, hi).index_select(-1, wi))


def _linear_coords(n_in, n_out, align_corners, half_pixel, dev):
    i = torch.arange(n_out, device=dev, dtype=torch.float32)
    if align_corners and n_out > 1:
        src = i * ((n_in - 1) / (n_out - 1))
    elif half_pixel:
        src = ((i + 0.5) * (n_in / n_out) - 0.5).clamp(min=0)
    else:
        src = i * (n_in / n_out)
    lo = src.floor().clamp(0, n_in - 1).long()
    hi = (lo + 1).clamp(max=n_in - 1)
    return lo, hi, src - lo.to(src.dtype)


class ResizeBilinearV2(Primitive):
    """Resizes the last two dimensions with bilinear interpolation.

    Args:
        align_corners (bool): Align the corner pixels of input and output. Default: ``False``.
        half_pixel_centers (bool): Sample at pixel centers. Default: ``False``.

    Inputs:
        - **image** (Tensor) - Shape :math:`(N, C, H, W)`.
        - **size** (Union[tuple[int], Tensor]) - The target (height, width).

    Outputs:
        Tensor of shape :math:`(N, C, size[0], size[1])`.

    Raises:
        ValueError: If both `align_corners` and `half_pixel_centers` are True.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x = Tensor([[[[1.0, 2.0, 3.0, 4.0]]]], mindspore.float32)
        >>> print(ops.ResizeBilinearV2()(x, (1, 2)))
        [[[[1. 3.]]]]
    """

    @prim_attr_register
    def __init__(self, align_corners=False, half_pixel_centers=False):
        """Initialize ResizeBilinearV2."""
        if align_corners and half_pixel_centers:
            raise ValueError("For 'ResizeBilinearV2', 'align_corners' and 'half_pixel_centers' can not both be "
                             "True.")

    def __call__(self, image, size):
        t = tt(image, self.name, "image")
        oh, ow = (int(v) for v in (size._t.tolist() if isinstance(size, Tensor) else size))
        h0, h1, fh = _linear_coords(t.shape[-2], oh, self.align_corners, self.half_pixel_centers, t.device)
        w0, w1, fw = _linear_coords(t.shape[-1], ow, self.align_corners, self.half_pixel_centers, t.device)
        fh = fh.to(t.dtype).reshape(-1, 1)
        fw = fw.to(t.dtype)
        top = t.index_select(-2, h0)
        bot = t.index_select(-2, h1)
        rows = top + (bot - top) * fh
        left = rows.index_select(-1, w0)
        right = rows.index_select(-1, w1)
        return _wrap(left + (right - left) * fw)


# ----- optimizer updates (in place on Parameters) --------------------------------------------------------------------
def _data(x, op_name, arg):
    if isinstance(x, Tensor):
        return x._t.data
    raise TypeError(f"For '{op_name}', the '{arg}' must be a Parameter or Tensor, but got {type(x).__name__}.")


def _val(x, like):
    if isinstance(x, Tensor):
        return x._t.detach().to(like.dtype)
    return x


class ApplyMomentum(Primitive):
    """Momentum update in place: ``accum = accum * momentum + grad``; ``var -= lr * accum`` (Nesterov:
    ``var -= lr * (grad + momentum * accum)``).

    Args:
        use_nesterov (bool): Use Nesterov momentum. Default: ``False``.
        use_locking (bool): Kept for compatibility. Default: ``False``.
        gradient_scale (float): Multiplier of the gradient. Default: ``1.0``.

    Inputs:
        - **variable** (Parameter) - The weights.
        - **accumulation** (Parameter) - The momentum buffer.
        - **learning_rate** (Union[float, Tensor]) - The learning rate.
        - **gradient** (Tensor) - The gradient.
        - **momentum** (Union[float, Tensor]) - The momentum.

    Outputs:
        Tensor, a copy of the updated `variable`.

    Raises:
        TypeError: If `variable` or `accumulation` is not a Parameter or Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, Parameter, ops
        >>> w = Parameter(Tensor(np.ones(2), mindspore.float32), name="w")
        >>> acc = Parameter(Tensor(np.zeros(2), mindspore.float32), name="acc")
        >>> out = ops.ApplyMomentum()(w, acc, 0.1, Tensor([1.0, 2.0], mindspore.float32), 0.9)
        >>> print(w.asnumpy())
        [0.9 0.8]
    """

    @prim_attr_register
    def __init__(self, use_nesterov=False, use_locking=False, gradient_scale=1.0):
        """Initialize ApplyMomentum."""

    def __call__(self, variable, accumulation, learning_rate, gradient, momentum):
        var = _data(variable, self.name, "variable")
        acc = _data(accumulation, self.name, "accumulation")
        g = _val(gradient, var)
        if self.gradient_scale != 1.0:
            g = g * self.gradient_scale
        lr, mom = _val(learning_rate, var), _val(momentum, var)
        acc.mul_(mom).add_(g)
        if self.use_nesterov:
            var.sub_(lr * (g + mom * acc))
        else:
            var.sub_(lr * acc)
        return _wrap(var.clone())


class SGD(prim_base("SGD")):
    """Stochastic gradient descent step in place (with momentum, dampening, weight decay, Nesterov).

    Args:
        dampening (float): Dampening of the momentum. Default: ``0.0``.
        weight_decay (float): L2 penalty. Default: ``0.0``.
        nesterov (bool): Use Nesterov momentum. Default: ``False``.

    Inputs:
        - **parameters** (Parameter) - The weights.
        - **gradient** (Tensor) - The gradient.
        - **learning_rate** (Tensor) - The learning rate (MindSpore requires a Tensor; a float is accepted here).
        - **accum** (Parameter) - The momentum buffer.
        - **momentum** (Tensor) - The momentum (MindSpore requires a Tensor; a float is accepted here).
        - **stat** (Parameter) - 1 before the first step (the buffer is then initialised with the gradient), then 0.

    Outputs:
        Tensor, a copy of the updated `parameters`.

    Raises:
        TypeError: If `parameters`, `accum` or `stat` is not a Parameter or Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, Parameter, ops
        >>> w = Parameter(Tensor(np.ones(2), mindspore.float32), name="w")
        >>> acc = Parameter(Tensor(np.zeros(2), mindspore.float32), name="acc")
        >>> stat = Parameter(Tensor(np.ones(2), mindspore.float32), name="stat")
        >>> lr, momentum = Tensor(0.1, mindspore.float32), Tensor(0.9, mindspore.float32)
        >>> out = ops.SGD()(w, Tensor([1.0, 2.0], mindspore.float32), lr, acc, momentum, stat)
        >>> print(out)
        [0.9 0.8]
        >>> print(w.asnumpy(), acc.asnumpy(), stat.asnumpy())
        [0.9 0.8] [1. 2.] [0. 0.]
    """

    @prim_attr_register
    def __init__(self, dampening=0.0, weight_decay=0.0, nesterov=False):
        """Initialize SGD."""

    def __call__(self, parameters, gradient, learning_rate, accum, momentum, stat):
        p = _data(parameters, self.name, "parameters")
        acc = _data(accum, self.name, "accum")
        st = _data(stat, self.name, "stat")
        g = _val(gradient, p)
        lr, mom = _val(learning_rate, p), _val(momentum, p)
        if self.weight_decay:
            g = g + self.weight_decay * p
        first = st > 0
        acc.copy_(torch.where(first, g, acc * mom + (1 - self.dampening) * g))
        st.zero_()
        step = g + mom * acc if self.nesterov else acc
        p.sub_(lr * step)
        return _wrap(p.clone())


class Adam(Primitive):
    """Adam step in place on `var`, `m`, `v`.

    Args:
        use_locking (bool): Kept for compatibility. Default: ``False``.
        use_nesterov (bool): Use the Nesterov form. Default: ``False``.

    Inputs:
        - **var** (Parameter) - The weights.
        - **m** (Parameter) - First moment.
        - **v** (Parameter) - Second moment.
        - **beta1_power** (float) - beta1 ** t.
        - **beta2_power** (float) - beta2 ** t.
        - **lr** (float) - The learning rate.
        - **beta1** (float) - First-moment decay.
        - **beta2** (float) - Second-moment decay.
        - **epsilon** (float) - Added to the denominator.
        - **gradient** (Tensor) - The gradient.

    Outputs:
        Tuple of 3 Tensors, copies of the updated `var`, `m` and `v`.

    Raises:
        TypeError: If `var`, `m` or `v` is not a Parameter or Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, Parameter, ops
        >>> var = Parameter(Tensor(np.ones(2), mindspore.float32), name="var")
        >>> m = Parameter(Tensor(np.zeros(2), mindspore.float32), name="m")
        >>> v = Parameter(Tensor(np.zeros(2), mindspore.float32), name="v")
        >>> out = ops.Adam()(var, m, v, 0.9, 0.999, 0.01, 0.9, 0.999, 1e-8, Tensor([1.0, 1.0], mindspore.float32))
        >>> print(var.asnumpy())
        [0.99 0.99]
    """

    @prim_attr_register
    def __init__(self, use_locking=False, use_nesterov=False):
        """Initialize Adam."""

    def __call__(self, var, m, v, beta1_power, beta2_power, lr, beta1, beta2, epsilon, gradient):
        w = _data(var, self.name, "var")
        mt, vt = _data(m, self.name, "m"), _data(v, self.name, "v")
        g = _val(gradient, w)
        b1p, b2p, lr, b1, b2, eps = (float(x) if isinstance(x, Tensor) else x
                                     for x in (beta1_power, beta2_power, lr, beta1, beta2, epsilon))
        lr_t = lr * math.sqrt(1 - b2p) / (1 - b1p)
        mt.add_((g - mt) * (1 - b1))
        vt.add_((g * g - vt) * (1 - b2))
        num = mt * b1 + (1 - b1) * g if self.use_nesterov else mt
        w.sub_(lr_t * num / (eps + vt.sqrt()))
        return _wrap(w.clone()), _wrap(mt.clone()), _wrap(vt.clone())


class ApplyGradientDescent(Primitive):
    """Gradient descent step in place: ``var -= alpha * delta``.

    Inputs:
        - **var** (Parameter) - The weights.
        - **alpha** (Union[float, Tensor]) - The step size.
        - **delta** (Tensor) - The change.

    Outputs:
        Tensor, a copy of the updated `var`.

    Raises:
        TypeError: If `var` is not a Parameter or Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, Parameter, ops
        >>> var = Parameter(Tensor(np.ones(2), mindspore.float32), name="var")
        >>> out = ops.ApplyGradientDescent()(var, 0.5, Tensor([1.0, 2.0], mindspore.float32))
        >>> print(var.asnumpy())
        [0.5 0. ]
    """

    @prim_attr_register
    def __init__(self):
        """Initialize ApplyGradientDescent."""

    def __call__(self, var, alpha, delta):
        w = _data(var, self.name, "var")
        w.sub_(_val(alpha, w) * _val(delta, w))
        return _wrap(w.clone())


class GetNext(Primitive):
    """Reads the next item of a device data queue (dataset sink mode).

    Device data queues are not supported yet: constructing the primitive works, calling it raises RuntimeError.

    Args:
        types (list[mindspore.dtype]): The dtypes of the items.
        shapes (list[tuple[int]]): The shapes of the items.
        output_num (int): The number of outputs.
        shared_name (str): The queue name.

    Outputs:
        Tuple of Tensors (never produced here).

    Raises:
        RuntimeError: When called.

    Supported Platforms:
        ``Ascend`` ``GPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import ops
        >>> print(ops.GetNext([mindspore.float32], [(2, 3)], 1, "queue"))
        Prim[GetNext]<types=[mindspore.float32], shapes=[(2, 3)], output_num=1, shared_name=queue>
    """

    @prim_attr_register
    def __init__(self, types, shapes, output_num, shared_name):
        """Initialize GetNext."""

    def __call__(self, *args):
        raise RuntimeError("For 'GetNext', reading a device data queue is not supported yet by mindspore_compat; "
                           "iterate the dataset in Python instead (dataset_sink_mode=False).")

# the views of this family's registry entries (see ops/_registry.py)
__all__ += _registry.export(globals(), "nn", "primitive")
