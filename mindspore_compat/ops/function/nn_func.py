"""Functional neural-network operators (activations, convolution, pooling, normalization, losses)."""
import math

import torch
import torch.nn.functional as F

from ..._backend import cpu_math as _cpu_math
from ...common.tensor import Tensor, _wrap
from .._factory import unary_func
from .._utils import tt, not_tensor, torch_dtype, as_torch, make_generator
from ..._backend.device import compute_dtype as _compute_dtype
from ..operations import nn_ops as _n
from .. import _registry, _op_def  # noqa: F401  (_op_def registers the operators)
from .math_func import add
from .._op_def.loss_def import ctc_forward as _ctc_forward

__all__ = [
    "log_softmax", "softmin", "relu", "relu6", "sigmoid", "tanh", "gelu", "fast_gelu", "silu",
    "softplus", "leaky_relu", "elu", "celu", "selu", "mish", "softsign", "hardswish", "hardsigmoid", "hardtanh",
    "logsigmoid", "hardshrink", "softshrink", "glu", "prelu", "threshold", "dropout", "dropout2d", "pad",
    "conv1d", "conv2d", "max_pool2d", "avg_pool1d", "avg_pool2d", "adaptive_avg_pool1d", "adaptive_avg_pool2d",
    "adaptive_max_pool2d", "layer_norm", "batch_norm", "group_norm", "dense", "interpolate", "upsample",
    "pixel_shuffle", "pixel_unshuffle", "embedding", "cosine_similarity", "mse_loss", "l1_loss", "smooth_l1_loss",
    "huber_loss", "cross_entropy", "nll_loss", "binary_cross_entropy", "binary_cross_entropy_with_logits",
    "kl_div", "soft_margin_loss", "margin_ranking_loss",
]

_M = __name__
_ACT = "Tensor([-1.0, 0.0, 2.0], mindspore.float32)"

relu6 = unary_func("relu6", F.relu6, "ReLU capped at 6: min(max(x, 0), 6) element-wise.",
                   "Tensor([-1.0, 3.0, 8.0], mindspore.float32)", "[0. 3. 6.]", arg="x", module=_M)
sigmoid = unary_func("sigmoid", torch.sigmoid, "Sigmoid 1 / (1 + exp(-x)) element-wise.",
                     "Tensor([0.0, 2.0], mindspore.float32)", "[0.5      0.880797]", module=_M)
tanh = unary_func("tanh", _cpu_math.tanh, "Hyperbolic tangent element-wise.", "Tensor([0.0, 1.0], mindspore.float32)",
                  "[0.        0.7615942]", module=_M)
fast_gelu = unary_func("fast_gelu", _n._fast_gelu, "Fast GeLU: ``x / (1 + exp(-1.702 |x|)) * exp(0.851 (x - |x|))``.",
                       "Tensor([0.0, 1.0], mindspore.float32)", "[0.         0.84579575]", arg="x", module=_M)
silu = unary_func("silu", F.silu, "SiLU (swish): x * sigmoid(x) element-wise.",
                  "Tensor([0.0, 1.0], mindspore.float32)", "[0.        0.7310586]", module=_M)
selu = unary_func("selu", F.selu, "Scaled exponential linear unit element-wise.",
                  "Tensor([0.0, 1.0], mindspore.float32)", "[0.       1.050701]", arg="input_x", module=_M)
mish = unary_func("mish", F.mish, "Mish: x * tanh(softplus(x)) element-wise.", "Tensor([0.0, 1.0], mindspore.float32)",
                  "[0.         0.86509836]", arg="x", module=_M)
softsign = unary_func("softsign", F.softsign, "Softsign: ``x / (1 + |x|)`` element-wise.",
                      "Tensor([0.0, 1.0, -3.0], mindspore.float32)", "[ 0.    0.5  -0.75]", arg="x", module=_M)
hardswish = unary_func("hardswish", F.hardswish, "Hard swish: x * relu6(x + 3) / 6 element-wise.",
                       "Tensor([-3.0, 0.0, 3.0], mindspore.float32)", "[-0.  0.  3.]", module=_M)
hardsigmoid = unary_func("hardsigmoid", F.hardsigmoid, "Hard sigmoid: relu6(x + 3) / 6 element-wise.",
                         "Tensor([-3.0, 0.0, 3.0], mindspore.float32)", "[0.  0.5 1. ]", module=_M)
logsigmoid = unary_func("logsigmoid", F.logsigmoid, "Log of the sigmoid element-wise.",
                        "Tensor([0.0], mindspore.float32)", "[-0.6931472]", arg="x", module=_M)


def _act(fn, x, name, arg="input"):
    if isinstance(x, Tensor):
        return _wrap(fn(x._t))
    raise not_tensor(name, arg, x)


def relu(input, inplace=False):
    """Rectified linear unit: max(x, 0) element-wise.

    Args:
        input (Tensor): The input tensor.
        inplace (bool): Write the result into `input`. Default: ``False``.

    Returns:
        Tensor, same shape as `input`.

    Raises:
        TypeError: If `input` is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.relu(Tensor([[-1.0, 4.0, -8.0], [2.0, -5.0, 9.0]], mindspore.float32)))
        [[0. 4. 0.]
         [2. 0. 9.]]
    """
    if isinstance(input, Tensor):
        if inplace:
            input._t.data.clamp_(min=0)
            return input
        return _wrap(torch.relu(input._t))
    raise not_tensor("relu", "input", input)



def log_softmax(logits, axis=-1):
    """Log of the softmax along `axis`.

    Args:
        logits (Tensor): The logits.
        axis (int): The axis. Default: ``-1``.

    Returns:
        Tensor, same shape as `logits`.

    Raises:
        TypeError: If `logits` is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.log_softmax(Tensor([1.0, 1.0], mindspore.float32)))
        [-0.6931472 -0.6931472]
    """
    return _wrap(torch.log_softmax(tt(logits, "log_softmax", "logits"), axis))


def softmin(x, axis=-1, *, dtype=None):
    """Softmin along `axis`: softmax of ``-x``.

    Args:
        x (Tensor): The input tensor.
        axis (int): The axis. Default: ``-1``.

    Keyword Args:
        dtype (mindspore.dtype): Cast the input to this dtype first. Default: ``None``.

    Returns:
        Tensor, same shape as `x`.

    Raises:
        TypeError: If `x` is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.softmin(Tensor([1.0, 1.0], mindspore.float32)))
        [0.5 0.5]
    """
    t = tt(x, "softmin", "x")
    if dtype is not None:
        t = t.to(torch_dtype(dtype, "softmin"))
    return _wrap(torch.softmax(-t, axis))


def gelu(input, approximate="none"):
    """Gaussian error linear unit: ``x * Phi(x)`` (``approximate='tanh'``: the tanh approximation).

    Args:
        input (Tensor): The input tensor.
        approximate (str): ``'none'`` or ``'tanh'``. Default: ``'none'``.

    Returns:
        Tensor, same shape as `input`.

    Raises:
        ValueError: If `approximate` is neither 'none' nor 'tanh'.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.gelu(Tensor([1.0, 2.0, 3.0], mindspore.float32)))
        [0.8413447 1.9544997 2.9959502]
    """
    if approximate not in ("none", "tanh"):
        raise ValueError(f"For 'gelu', the 'approximate' must be 'none' or 'tanh', but got {approximate!r}.")
    return _wrap(F.gelu(tt(input, "gelu"), approximate=approximate))


def softplus(input, beta=1, threshold=20):
    """Softplus: ``log(1 + exp(beta * x)) / beta`` (linear where ``beta * x > threshold``).

    Args:
        input (Tensor): The input tensor.
        beta (int): The beta value. Default: ``1``.
        threshold (int): Above this, the function is linear. Default: ``20``.

    Returns:
        Tensor, same shape as `input`.

    Raises:
        TypeError: If `input` is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.softplus(Tensor([0.0], mindspore.float32)))
        [0.6931472]
    """
    return _wrap(F.softplus(tt(input, "softplus"), beta, threshold))


def leaky_relu(input, alpha=0.2):
    """Leaky ReLU: x if x >= 0 else alpha * x.

    Args:
        input (Tensor): The input tensor.
        alpha (Union[int, float]): The negative slope. Default: ``0.2``.

    Returns:
        Tensor, same shape as `input`.

    Raises:
        TypeError: If `input` is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.leaky_relu(Tensor([-1.0, 2.0], mindspore.float32)))
        [-0.2  2. ]
    """
    return _wrap(F.leaky_relu(tt(input, "leaky_relu"), alpha))


def elu(input_x, alpha=1.0):
    """Exponential linear unit.

    Args:
        input_x (Tensor): The input tensor.
        alpha (float): The coefficient of the negative part. Default: ``1.0``.

    Returns:
        Tensor, same shape as `input_x`.

    Raises:
        TypeError: If `input_x` is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.elu(Tensor([-1.0, 0.0, 2.0], mindspore.float32)))
        [-0.63212055  0.          2.        ]
    """
    return _wrap(F.elu(tt(input_x, "elu", "input_x"), alpha))


def celu(x, alpha=1.0):
    """Continuously differentiable ELU.

    Args:
        x (Tensor): The input tensor.
        alpha (float): The alpha value. Default: ``1.0``.

    Returns:
        Tensor, same shape as `x`.

    Raises:
        TypeError: If `x` is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.celu(Tensor([-2.0, 2.0], mindspore.float32)))
        [-0.86466473  2.        ]
    """
    return _wrap(F.celu(tt(x, "celu", "x"), alpha))


def hardtanh(input, min_val=-1.0, max_val=1.0):
    """Clamps to ``[min_val, max_val]``.

    Args:
        input (Tensor): The input tensor.
        min_val (Union[int, float]): The lower bound. Default: ``-1.0``.
        max_val (Union[int, float]): The upper bound. Default: ``1.0``.

    Returns:
        Tensor, same shape as `input`.

    Raises:
        TypeError: If `input` is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.hardtanh(Tensor([-2.0, 0.5, 3.0], mindspore.float32)))
        [-1.   0.5  1. ]
    """
    return _wrap(F.hardtanh(tt(input, "hardtanh"), min_val, max_val))


def hardshrink(input, lambd=0.5):
    """Hard shrink: ``x if |x| > lambd else 0``.

    Args:
        input (Tensor): The input tensor.
        lambd (float): The threshold. Default: ``0.5``.

    Returns:
        Tensor, same shape as `input`.

    Raises:
        TypeError: If `input` is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.hardshrink(Tensor([-1.0, 0.3, 2.0], mindspore.float32)))
        [-1.  0.  2.]
    """
    return _wrap(F.hardshrink(tt(input, "hardshrink"), lambd))


def softshrink(input, lambd=0.5):
    """Soft shrink: moves values towards 0 by `lambd`, zeroing those within it.

    Args:
        input (Tensor): The input tensor.
        lambd (float): The threshold. Default: ``0.5``.

    Returns:
        Tensor, same shape as `input`.

    Raises:
        TypeError: If `input` is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.softshrink(Tensor([-1.0, 0.3, 2.0], mindspore.float32)))
        [-0.5  0.   1.5]
    """
    return _wrap(F.softshrink(tt(input, "softshrink"), lambd))


def glu(x, axis=-1):
    """Gated linear unit: halves a, b of `x` along `axis` give ``a * sigmoid(b)``.

    Args:
        x (Tensor): The input tensor (even length along `axis`).
        axis (int): The axis. Default: ``-1``.

    Returns:
        Tensor, half the length along `axis`.

    Raises:
        TypeError: If `x` is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.glu(Tensor([1.0, 2.0, 0.0, 0.0], mindspore.float32)))
        [0.5 1. ]
    """
    return _wrap(F.glu(tt(x, "glu", "x"), axis))


def prelu(input, weight):
    """Parametric ReLU: x if x >= 0 else weight * x (per channel).

    Args:
        input (Tensor): The input tensor.
        weight (Tensor): 1-D weights (length 1 or the channel count).

    Returns:
        Tensor, same shape as `input`.

    Raises:
        TypeError: If an input is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.prelu(Tensor([[-2.0, 1.0]], mindspore.float32), Tensor([0.5, 0.5], mindspore.float32)))
        [[-1.  1.]]
    """
    return _wrap(F.prelu(tt(input, "prelu"), tt(weight, "prelu", "weight")))


def threshold(input, thr, value):
    """Replaces the elements not greater than `thr` with `value`.

    Args:
        input (Tensor): The input tensor.
        thr (Union[int, float]): The threshold.
        value (Union[int, float]): The replacement.

    Returns:
        Tensor, same shape as `input`.

    Raises:
        TypeError: If `input` is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.threshold(Tensor([0.0, 2.0, 3.0], mindspore.float32), 1, 20))
        [20.  2.  3.]
    """
    return _wrap(F.threshold(tt(input, "threshold"), thr, value))


def dropout(input, p=0.5, training=True, seed=None):
    """Randomly zeroes elements with probability `p` and scales the rest by ``1 / (1 - p)`` (identity when not
    training).

    Args:
        input (Tensor): The input tensor.
        p (float): The drop probability. Default: ``0.5``.
        training (bool): Apply dropout. Default: ``True``.
        seed (int): A seed for a dedicated generator; ``None`` uses the global torch generator. Default: ``None``.

    Returns:
        Tensor, same shape as `input`.

    Raises:
        ValueError: If `p` is not in [0, 1].

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.dropout(Tensor([1.0, 2.0], mindspore.float32), p=0.5, training=False))
        [1. 2.]
    """
    t = tt(input, "dropout")
    if not 0 <= p <= 1:
        raise RuntimeError(f"For 'dropout', the 'p' must be in range [0, 1], but got {p}.")  # MindSpore's type
    if not training or p == 0:
        return input
    if seed is None:
        return _wrap(F.dropout(t, p, True))
    keep = torch.rand(t.shape, generator=make_generator(seed), device=t.device) >= p
    return _wrap(t * keep.to(t.dtype) / (1 - p))


def dropout2d(input, p=0.5, training=True):
    """Zeroes whole channels (dimension 1) with probability `p` and scales the rest by ``1 / (1 - p)``.

    Args:
        input (Tensor): Shape :math:`(N, C, H, W)`.
        p (float): The drop probability. Default: ``0.5``.
        training (bool): Apply dropout. Default: ``True``.

    Returns:
        Tensor, same shape as `input`.

    Raises:
        ValueError: If `p` is not in [0, 1].

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.dropout2d(Tensor(np.ones([2, 1, 2, 3]), mindspore.float32)).shape)
        (2, 1, 2, 3)
    """
    if not 0 <= p <= 1:
        raise ValueError(f"For 'dropout2d', the 'p' must be in range [0, 1], but got {p}.")
    return _wrap(F.dropout2d(tt(input, "dropout2d"), p, training))


def pad(input_x, padding, mode="constant", value=None):
    """Pads a tensor; `padding` lists (before, after) pairs starting from the last dimension.

    Args:
        input_x (Tensor): The input tensor.
        padding (Union[tuple[int], list[int], Tensor]): ``(left_last, right_last, left_second_last, ...)``.
        mode (str): ``'constant'``, ``'reflect'``, ``'replicate'`` or ``'circular'``. Default: ``'constant'``.
        value (Union[int, float]): Fill value for ``'constant'``. Default: ``None`` (0).

    Returns:
        Tensor, padded.

    Raises:
        ValueError: If `mode` is not one of the values.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.pad(Tensor([[1.0, 2.0]], mindspore.float32), (1, 1), value=9.0))
        [[9. 1. 2. 9.]]
    """
    if mode not in ("constant", "reflect", "replicate", "circular"):
        raise ValueError(f"For 'pad', the 'mode' must be 'constant', 'reflect', 'replicate' or 'circular', but got "
                         f"{mode!r}.")
    p = padding._t.tolist() if isinstance(padding, Tensor) else list(padding)
    t = tt(input_x, "pad", "input_x")
    if mode == "constant":
        return _wrap(F.pad(t, p, "constant", 0 if value is None else value))
    return _wrap(F.pad(t, p, mode))


def _conv_padding(t, pad_mode, padding, kernel, stride, dilation, nd):
    if pad_mode == "same":
        pads = []
        for i in range(nd):
            before, after = _n._same_pads(t.shape[2 + i], kernel[i], stride[i], dilation[i])
            pads = [before, after] + pads
        return F.pad(t, pads) if any(pads) else t
    if pad_mode == "pad":
        if isinstance(padding, int):
            return F.pad(t, [padding] * (2 * nd)) if padding else t
        padding = tuple(padding)
        if len(padding) == nd:
            return F.pad(t, [v for p in reversed(padding) for v in (p, p)])
        if nd == 2 and len(padding) == 4:
            top, bottom, left, right = padding
            return F.pad(t, [left, right, top, bottom])
        return F.pad(t, list(padding))
    if pad_mode != "valid":
        raise ValueError(f"The 'pad_mode' must be 'same', 'valid' or 'pad', but got {pad_mode!r}.")
    return t


def _ntuple(v, n):
    return (v,) * n if isinstance(v, int) else tuple(v)[-n:]


def conv2d(input, weight, bias=None, stride=1, pad_mode="valid", padding=0, dilation=1, groups=1):
    """2-D convolution (cross-correlation) of an NCHW input.

    Args:
        input (Tensor): Shape :math:`(N, C_{in}, H, W)`.
        weight (Tensor): Shape :math:`(C_{out}, C_{in} / groups, K_h, K_w)`.
        bias (Tensor): Shape :math:`(C_{out},)`. Default: ``None``.
        stride (Union[int, tuple[int]]): The stride. Default: ``1``.
        pad_mode (str): ``'valid'``, ``'same'`` or ``'pad'``. Default: ``'valid'``.
        padding (Union[int, tuple[int]]): Padding in ``'pad'`` mode: int, (h, w) or (top, bottom, left, right).
            Default: ``0``.
        dilation (Union[int, tuple[int]]): The dilation. Default: ``1``.
        groups (int): The number of groups. Default: ``1``.

    Returns:
        Tensor of shape :math:`(N, C_{out}, H_{out}, W_{out})`.

    Raises:
        ValueError: If `pad_mode` is not one of the values.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x = Tensor(np.ones([10, 32, 32, 32]), mindspore.float32)
        >>> weight = Tensor(np.ones([32, 32, 3, 3]), mindspore.float32)
        >>> print(ops.conv2d(x, weight, pad_mode="same").shape)
        (10, 32, 32, 32)
    """
    t, w = tt(input, "conv2d"), tt(weight, "conv2d", "weight")
    s, d = _ntuple(stride, 2), _ntuple(dilation, 2)
    t = _conv_padding(t, pad_mode, padding, tuple(w.shape[2:]), s, d, 2)
    return _wrap(F.conv2d(t, w, None if bias is None else tt(bias, "conv2d", "bias"), s, 0, d, groups))


def conv1d(input, weight, bias=None, stride=1, pad_mode="valid", padding=0, dilation=1, groups=1):
    """1-D convolution (cross-correlation) of an NCL input.

    Args:
        input (Tensor): Shape :math:`(N, C_{in}, L)`.
        weight (Tensor): Shape :math:`(C_{out}, C_{in} / groups, K)`.
        bias (Tensor): Shape :math:`(C_{out},)`. Default: ``None``.
        stride (Union[int, tuple[int]]): The stride. Default: ``1``.
        pad_mode (str): ``'valid'``, ``'same'`` or ``'pad'``. Default: ``'valid'``.
        padding (Union[int, tuple[int]]): Padding in ``'pad'`` mode. Default: ``0``.
        dilation (Union[int, tuple[int]]): The dilation. Default: ``1``.
        groups (int): The number of groups. Default: ``1``.

    Returns:
        Tensor of shape :math:`(N, C_{out}, L_{out})`.

    Raises:
        ValueError: If `pad_mode` is not one of the values.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x = Tensor(np.ones([1, 2, 5]), mindspore.float32)
        >>> print(ops.conv1d(x, Tensor(np.ones([1, 2, 3]), mindspore.float32)))
        [[[6. 6. 6.]]]
    """
    t, w = tt(input, "conv1d"), tt(weight, "conv1d", "weight")
    s, d = _ntuple(stride, 1), _ntuple(dilation, 1)
    t = _conv_padding(t, pad_mode, padding, tuple(w.shape[2:]), s, d, 1)
    return _wrap(F.conv1d(t, w, None if bias is None else tt(bias, "conv1d", "bias"), s, 0, d, groups))


def max_pool2d(x, kernel_size, stride=None, padding=0, dilation=1, return_indices=False, ceil_mode=False):
    """2-D max pooling.

    Args:
        x (Tensor): Shape :math:`(N, C, H, W)`.
        kernel_size (Union[int, tuple[int]]): The window.
        stride (Union[int, tuple[int]]): The stride. Default: ``None`` (= kernel_size).
        padding (Union[int, tuple[int]]): Implicit -inf padding. Default: ``0``.
        dilation (Union[int, tuple[int]]): Window dilation. Default: ``1``.
        return_indices (bool): Also return the argmax indices. Default: ``False``.
        ceil_mode (bool): Use ceil to compute the output size. Default: ``False``.

    Returns:
        Tensor (and the int64 indices when `return_indices`).

    Raises:
        TypeError: If `x` is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x = Tensor(np.arange(16).reshape(1, 1, 4, 4), mindspore.float32)
        >>> print(ops.max_pool2d(x, 2))
        [[[[ 5.  7.]
           [13. 15.]]]]
    """
    r = F.max_pool2d(tt(x, "max_pool2d", "x"), kernel_size, stride, padding, dilation, ceil_mode, return_indices)
    return (_wrap(r[0]), _wrap(r[1])) if return_indices else _wrap(r)


def avg_pool2d(input_x, kernel_size=1, stride=1, padding=0, ceil_mode=False, count_include_pad=True,
               divisor_override=0):
    """2-D average pooling.

    Args:
        input_x (Tensor): Shape :math:`(N, C, H, W)`.
        kernel_size (Union[int, tuple[int]]): The window. Default: ``1``.
        stride (Union[int, tuple[int]]): The stride. Default: ``1``.
        padding (Union[int, tuple[int]]): Implicit zero padding. Default: ``0``.
        ceil_mode (bool): Use ceil to compute the output size. Default: ``False``.
        count_include_pad (bool): Count padded positions in the average. Default: ``True``.
        divisor_override (int): Divide by this instead of the window size when non-zero. Default: ``0``.

    Returns:
        Tensor.

    Raises:
        TypeError: If `input_x` is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x = Tensor(np.arange(16).reshape(1, 1, 4, 4), mindspore.float32)
        >>> print(ops.avg_pool2d(x, 2, 2))
        [[[[ 2.5  4.5]
           [10.5 12.5]]]]
    """
    return _wrap(F.avg_pool2d(tt(input_x, "avg_pool2d", "input_x"), kernel_size, stride, padding, ceil_mode,
                              count_include_pad, divisor_override or None))


def avg_pool1d(input_x, kernel_size=1, stride=1, padding=0, ceil_mode=False, count_include_pad=True):
    """1-D average pooling.

    Args:
        input_x (Tensor): Shape :math:`(N, C, L)`.
        kernel_size (int): The window. Default: ``1``.
        stride (int): The stride. Default: ``1``.
        padding (Union[int, tuple[int]]): Implicit zero padding. Default: ``0``.
        ceil_mode (bool): Use ceil to compute the output size. Default: ``False``.
        count_include_pad (bool): Count padded positions. Default: ``True``.

    Returns:
        Tensor.

    Raises:
        TypeError: If `input_x` is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.avg_pool1d(Tensor([[[1.0, 2.0, 3.0, 4.0]]], mindspore.float32), 2, 2))
        [[[1.5 3.5]]]
    """
    return _wrap(F.avg_pool1d(tt(input_x, "avg_pool1d", "input_x"), kernel_size, stride, padding, ceil_mode,
                              count_include_pad))


def adaptive_avg_pool1d(input, output_size):
    """1-D adaptive average pooling to `output_size`.

    Args:
        input (Tensor): Shape :math:`(N, C, L)`.
        output_size (int): The output length.

    Returns:
        Tensor of shape :math:`(N, C, output\\_size)`.

    Raises:
        TypeError: If `input` is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.adaptive_avg_pool1d(Tensor([[[1.0, 2.0, 3.0, 4.0]]], mindspore.float32), 2))
        [[[1.5 3.5]]]
    """
    return _wrap(F.adaptive_avg_pool1d(tt(input, "adaptive_avg_pool1d"), output_size))


def adaptive_avg_pool2d(input, output_size):
    """2-D adaptive average pooling to `output_size`.

    Args:
        input (Tensor): Shape :math:`(N, C, H, W)` or :math:`(C, H, W)`.
        output_size (Union[int, tuple]): The output (H, W).

    Returns:
        Tensor.

    Raises:
        TypeError: If `input` is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.adaptive_avg_pool2d(Tensor(np.ones([1, 2, 4, 4]), mindspore.float32), 1).shape)
        (1, 2, 1, 1)
    """
    return _wrap(F.adaptive_avg_pool2d(tt(input, "adaptive_avg_pool2d"), output_size))


def adaptive_max_pool2d(input, output_size, return_indices=False):
    """2-D adaptive max pooling to `output_size`.

    Args:
        input (Tensor): Shape :math:`(N, C, H, W)` or :math:`(C, H, W)`.
        output_size (Union[int, tuple]): The output (H, W).
        return_indices (bool): Also return the indices. Default: ``False``.

    Returns:
        Tensor (and the int64 indices when `return_indices`).

    Raises:
        TypeError: If `input` is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x = Tensor(np.arange(16).reshape(1, 1, 4, 4), mindspore.float32)
        >>> print(ops.adaptive_max_pool2d(x, 1))
        [[[[15.]]]]
    """
    r = F.adaptive_max_pool2d(tt(input, "adaptive_max_pool2d"), output_size, return_indices)
    return (_wrap(r[0]), _wrap(r[1])) if return_indices else _wrap(r)


def layer_norm(input, normalized_shape, weight=None, bias=None, eps=1e-05):
    """Layer normalization over the trailing `normalized_shape` dimensions.

    Args:
        input (Tensor): The input tensor.
        normalized_shape (Union[int, tuple[int], list[int]]): The trailing shape to normalize over.
        weight (Tensor): The scale. Default: ``None`` (ones).
        bias (Tensor): The shift. Default: ``None`` (zeros).
        eps (float): Added to the variance. Default: ``1e-5``.

    Returns:
        Tensor, same shape as `input`.

    Raises:
        TypeError: If `input` is not a Tensor.

    Supported Platforms:
        ``Ascend``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.layer_norm(Tensor([[1.0, 2.0, 3.0]], mindspore.float32), (3,)))
        [[-1.2247356  0.         1.2247356]]
    """
    shape = (normalized_shape,) if isinstance(normalized_shape, int) else tuple(normalized_shape)
    return _wrap(F.layer_norm(tt(input, "layer_norm"), shape, None if weight is None else as_torch(weight),
                              None if bias is None else as_torch(bias), eps))


def batch_norm(input_x, running_mean, running_var, weight, bias, training=False, momentum=0.1, eps=1e-05):
    """Batch normalization over the channel dimension; in training mode the running statistics are updated in
    place (``running = (1 - momentum) * running + momentum * batch``).

    Args:
        input_x (Tensor): Shape :math:`(N, C, *)`.
        running_mean (Union[Tensor, Parameter]): Shape :math:`(C,)`.
        running_var (Union[Tensor, Parameter]): Shape :math:`(C,)`.
        weight (Union[Tensor, Parameter]): The scale, shape :math:`(C,)`.
        bias (Union[Tensor, Parameter]): The shift, shape :math:`(C,)`.
        training (bool): Use (and update with) batch statistics. Default: ``False``.
        momentum (float): Weight of the batch statistics. Default: ``0.1``.
        eps (float): Added to the variance. Default: ``1e-5``.

    Returns:
        Tensor, same shape as `input_x`.

    Raises:
        TypeError: If an input is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x = Tensor([[1.0, 2.0], [3.0, 4.0]], mindspore.float32)
        >>> zeros, ones = Tensor(np.zeros(2), mindspore.float32), Tensor(np.ones(2), mindspore.float32)
        >>> print(ops.batch_norm(x, zeros, ones, ones, zeros))
        [[0.999995 1.99999 ]
         [2.999985 3.99998 ]]
    """
    t = tt(input_x, "batch_norm", "input_x")
    rm, rv = tt(running_mean, "batch_norm", "running_mean"), tt(running_var, "batch_norm", "running_var")
    return _wrap(F.batch_norm(t, rm.data if training else rm, rv.data if training else rv,
                              tt(weight, "batch_norm", "weight"), tt(bias, "batch_norm", "bias"), training, momentum,
                              eps))


def group_norm(input, num_groups, weight=None, bias=None, eps=1e-05):
    """Group normalization: channels split into `num_groups` groups normalized separately.

    Args:
        input (Tensor): Shape :math:`(N, C, *)`.
        num_groups (int): The number of groups (divides C).
        weight (Tensor): The scale, shape :math:`(C,)`. Default: ``None``.
        bias (Tensor): The shift, shape :math:`(C,)`. Default: ``None``.
        eps (float): Added to the variance. Default: ``1e-5``.

    Returns:
        Tensor, same shape as `input`.

    Raises:
        TypeError: If `input` is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.group_norm(Tensor(np.ones([1, 2, 2, 2]), mindspore.float32), 2).shape)
        (1, 2, 2, 2)
    """
    return _wrap(F.group_norm(tt(input, "group_norm"), num_groups, None if weight is None else as_torch(weight),
                              None if bias is None else as_torch(bias), eps))


def dense(input, weight, bias=None):
    """Fully connected transform: ``input @ weight.T + bias``.

    Args:
        input (Tensor): Shape :math:`(*, in)`.
        weight (Tensor): Shape :math:`(out, in)`.
        bias (Tensor): Shape :math:`(out,)`. Default: ``None``.

    Returns:
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
        >>> print(ops.dense(x, Tensor(np.ones([2, 3]), mindspore.float32), Tensor([0.5, 1.0], mindspore.float32)))
        [[3.5 4. ]]
    """
    return _wrap(F.linear(tt(input, "dense"), tt(weight, "dense", "weight"),
                          None if bias is None else tt(bias, "dense", "bias")))


def interpolate(input, size=None, scale_factor=None, mode="nearest", align_corners=None,
                recompute_scale_factor=None):
    """Resizes the spatial dimensions by `size` or `scale_factor`.

    Args:
        input (Tensor): Shape :math:`(N, C, *)` with 1 to 3 spatial dimensions.
        size (Union[int, tuple[int]]): The output spatial size. Default: ``None``.
        scale_factor (Union[float, tuple[float]]): The scale. Default: ``None``.
        mode (str): ``'nearest'``, ``'linear'``, ``'bilinear'``, ``'bicubic'``, ``'trilinear'``, ``'area'`` or
            ``'nearest-exact'``. Default: ``'nearest'``.
        align_corners (bool): For the linear modes, align corner pixels. Default: ``None``.
        recompute_scale_factor (bool): Recompute the scale from the output size. Default: ``None``.

    Returns:
        Tensor.

    Raises:
        TypeError: If `input` is not a Tensor or `align_corners` is not a bool.
        ValueError: If neither or both of `size` and `scale_factor` are given, `mode` does not support the input's
            rank, or `scale_factor` (without `recompute_scale_factor`) / `align_corners` is given to a mode and
            rank that do not take it: as MindSpore, `scale_factor` is taken as is only by ``'nearest'`` (5-D),
            ``'area'`` and ``'trilinear'``, `align_corners` only by ``'linear'``, ``'bilinear'``, ``'bicubic'``
            and ``'trilinear'``.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x = Tensor([[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]], mindspore.float32)
        >>> print(ops.interpolate(x, size=6, mode="nearest"))
        [[[1. 1. 2. 2. 3. 3.]
          [4. 4. 5. 5. 6. 6.]]]
    """
    return _interpolate(input, size, scale_factor, mode, align_corners, recompute_scale_factor)


# mode -> {input rank: options allowed with it}, as MindSpore's interpolate checks them.
_INTERPOLATE_SUPPORT = {
    "nearest": {3: (), 4: (), 5: ("scale_factor",)},
    "linear": {3: ("align_corners",)},
    "bilinear": {4: ("align_corners",)},
    "bicubic": {4: ("align_corners",)},
    "area": {3: ("scale_factor",), 4: ("scale_factor",), 5: ("scale_factor",)},
    "nearest-exact": {3: (), 4: ()},
    "trilinear": {5: ("align_corners", "scale_factor")},
}


def _interpolate(input, size, scale_factor, mode, align_corners, recompute_scale_factor):
    if not isinstance(input, Tensor):
        raise TypeError(f"For 'interpolate', 'input' must be a tensor, but got {type(input)}")
    t = input._t
    rank = t.dim()
    if isinstance(size, list):
        size = tuple(size)
    if isinstance(scale_factor, list):
        scale_factor = tuple(scale_factor)
    if size is not None and scale_factor is not None:
        raise ValueError("For 'interpolate', 'size' and 'scale_factor' cannot be set simultaneously")
    if size is None and scale_factor is None:
        raise ValueError("For 'interpolate', 'size' and 'scale_factor' cannot be both empty")
    if size is not None:
        size = tuple(size) if isinstance(size, tuple) else (size,) * (rank - 2)
        for i, v in enumerate(size):
            if not isinstance(v, int) or isinstance(v, bool) or v <= 0:
                raise ValueError(f"For 'interpolate', the 'size[{i}]' must be int and must > 0, but got '{v}' with "
                                 f"type '{type(v).__name__}'.")
        if len(size) != rank - 2:
            raise ValueError(f"For 'interpolate', 'input' and 'size' must have the same spatial dimensions, but "
                             f"got 'input' is {rank - 2}D, 'size' is {len(size)}D")
    else:
        scale_factor = tuple(scale_factor) if isinstance(scale_factor, tuple) else (scale_factor,) * (rank - 2)
        if any(isinstance(v, bool) or not isinstance(v, (int, float)) or v <= 0 for v in scale_factor):
            raise ValueError(f"For 'interpolate', the 'scale_factor' must be positive floats, but got "
                             f"{scale_factor}.")
        if len(scale_factor) != rank - 2:
            raise ValueError(f"For 'interpolate', the length of 'scale_factor' must be {rank - 2} for a {rank}-D "
                             f"input, but got {len(scale_factor)}.")
    if isinstance(mode, list) or mode not in _INTERPOLATE_SUPPORT:
        raise ValueError(f"For 'interpolate', 'mode' must be in '{list(_INTERPOLATE_SUPPORT)}', but got {mode}")
    allowed = _INTERPOLATE_SUPPORT[mode]
    if rank not in allowed:
        raise ValueError(f"For 'interpolate', {mode} only support '{list(allowed)}'D, but got {rank}D")
    if mode == "area" and size is None:
        recompute_scale_factor = True
    if recompute_scale_factor:
        if size is not None:
            raise ValueError("For 'interpolate', it is incorrect to set 'recompute_scale_factor' to True after "
                             "specifying an explicit 'size'.")
        size = tuple(math.floor(t.shape[i + 2] * scale_factor[i]) for i in range(rank - 2))
        scale_factor = None
    elif scale_factor is not None and "scale_factor" not in allowed[rank]:
        raise ValueError(f"For 'interpolate', 'scale_factor' option cannot currently be set with the mode = {mode} "
                         f"and dim = {rank}D.")
    if align_corners is not None:
        if not isinstance(align_corners, bool):
            raise TypeError(f"For 'interpolate', the 'align_corners' must be a bool, but got "
                            f"{type(align_corners).__name__}.")
        if "align_corners" not in allowed[rank]:
            raise ValueError(f"For 'interpolate', 'align_corners' option cannot currently be set with the mode = "
                             f"{mode}, and dim = {rank}D")
    elif mode in ("linear", "bilinear", "bicubic", "trilinear"):
        align_corners = False
    if mode == "bicubic":
        if size is None:
            size = tuple(math.floor(t.shape[i + 2] * scale_factor[i]) for i in range(2))
        return _wrap(_bicubic(t, size, align_corners))
    return _wrap(F.interpolate(t, size, scale_factor, mode, align_corners))


def _bicubic_matrix(n_in, n_out, align_corners, like):
    """(n_out, n_in) interpolation weights of MindSpore's bicubic resize along one axis.

    align_corners=True: corner-aligned source positions, cubic coefficient -0.75, taps clamped to the border.
    align_corners=False: half-pixel source positions, coefficient -0.5, taps outside the input dropped and the
    remaining weights renormalised. The fractional offset is rounded to a multiple of 1/1024 (MindSpore reads
    the weights from a 1024-entry table).
    """
    a = -0.75 if align_corners else -0.5
    if align_corners:
        scale = (n_in - 1) / (n_out - 1) if n_out > 1 else 0.0
        src = torch.arange(n_out, dtype=torch.float64) * scale
    else:
        src = (torch.arange(n_out, dtype=torch.float64) + 0.5) * (n_in / n_out) - 0.5
    base = torch.floor(src)
    frac = torch.round((src - base) * 1024) / 1024
    mat = torch.zeros((n_out, n_in), dtype=torch.float64)
    rows = torch.arange(n_out)
    for k in (-1, 0, 1, 2):
        d = (k - frac).abs()
        w = torch.where(d <= 1, ((a + 2) * d - (a + 3)) * d * d + 1,
                        torch.where(d < 2, ((a * d - 5 * a) * d + 8 * a) * d - 4 * a, torch.zeros_like(d)))
        idx = (base + k).long()
        if align_corners:
            mat.index_put_((rows, idx.clamp(0, n_in - 1)), w, accumulate=True)
        else:
            inside = (idx >= 0) & (idx < n_in)
            mat.index_put_((rows[inside], idx[inside]), w[inside], accumulate=True)
    if not align_corners:
        mat = mat / mat.sum(1, keepdim=True)
    return mat.to(dtype=like.dtype, device=like.device)


def _bicubic(t, size, align_corners):
    work = t if t.is_floating_point() else t.float()
    mh = _bicubic_matrix(t.shape[2], size[0], align_corners, work)
    mw = _bicubic_matrix(t.shape[3], size[1], align_corners, work)
    return torch.einsum("oh,nchw,pw->ncop", mh, work, mw)


def upsample(input, size=None, scale_factor=None, mode="nearest", align_corners=None, recompute_scale_factor=None):
    """Resizes the spatial dimensions (alias of :func:`mindspore.ops.interpolate`).

    Args:
        input (Tensor): Shape :math:`(N, C, *)`.
        size (Union[int, tuple[int]]): The output spatial size. Default: ``None``.
        scale_factor (Union[float, tuple[float]]): The scale. Default: ``None``.
        mode (str): The interpolation mode. Default: ``'nearest'``.
        align_corners (bool): Align corner pixels (linear modes). Default: ``None``.
        recompute_scale_factor (bool): Recompute the scale. Default: ``None``.

    Returns:
        Tensor.

    Raises:
        ValueError: As :func:`mindspore.ops.interpolate`.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x = Tensor([[[1.0, 2.0]]], mindspore.float32)
        >>> print(ops.upsample(x, size=4))
        [[[1. 1. 2. 2.]]]
        >>> print(ops.upsample(x, scale_factor=2.0, recompute_scale_factor=True))
        [[[1. 1. 2. 2.]]]
    """
    return interpolate(input, size, scale_factor, mode, align_corners, recompute_scale_factor)


def pixel_shuffle(input, upscale_factor):
    """Rearranges :math:`(*, C r^2, H, W)` into :math:`(*, C, H r, W r)`.

    Args:
        input (Tensor): The input tensor.
        upscale_factor (int): The factor r.

    Returns:
        Tensor.

    Raises:
        TypeError: If `input` is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.pixel_shuffle(Tensor(np.ones([1, 4, 2, 2]), mindspore.float32), 2).shape)
        (1, 1, 4, 4)
    """
    return _wrap(F.pixel_shuffle(tt(input, "pixel_shuffle"), upscale_factor))


def pixel_unshuffle(input, downscale_factor):
    """Rearranges :math:`(*, C, H r, W r)` into :math:`(*, C r^2, H, W)`.

    Args:
        input (Tensor): The input tensor.
        downscale_factor (int): The factor r.

    Returns:
        Tensor.

    Raises:
        TypeError: If `input` is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.pixel_unshuffle(Tensor(np.ones([1, 1, 4, 4]), mindspore.float32), 2).shape)
        (1, 4, 2, 2)
    """
    return _wrap(F.pixel_unshuffle(tt(input, "pixel_unshuffle"), downscale_factor))


def embedding(input, weight, padding_idx=None, max_norm=None, norm_type=2.0, scale_grad_by_freq=False):
    """Looks up rows of `weight` at the integer `input` indices.

    Args:
        input (Tensor): Integer indices.
        weight (Union[Tensor, Parameter]): The table, shape :math:`(V, E)`.
        padding_idx (int): An index whose row gets no gradient. Default: ``None``.
        max_norm (float): Renormalize looked-up rows to this norm (in place). Default: ``None``.
        norm_type (float): The norm for `max_norm`. Default: ``2.0``.
        scale_grad_by_freq (bool): Scale gradients by inverse frequency. Default: ``False``.

    Returns:
        Tensor of shape ``input.shape + (E,)``.

    Raises:
        TypeError: If an input is not a Tensor.

    Supported Platforms:
        ``Ascend``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> w = Tensor([[1.0, 2.0], [3.0, 4.0]], mindspore.float32)
        >>> print(ops.embedding(Tensor([1, 0, 1]), w))
        [[3. 4.]
         [1. 2.]
         [3. 4.]]
    """
    return _wrap(F.embedding(tt(input, "embedding").long(), tt(weight, "embedding", "weight"), padding_idx, max_norm,
                             norm_type, scale_grad_by_freq))


def cosine_similarity(x1, x2, dim=1, eps=1e-08):
    """Cosine similarity along `dim`.

    Args:
        x1 (Tensor): The first input.
        x2 (Tensor): The second input.
        dim (int): The dimension. Default: ``1``.
        eps (float): Lower bound of the norms. Default: ``1e-8``.

    Returns:
        Tensor.

    Raises:
        TypeError: If an input is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.cosine_similarity(Tensor([[1.0, 0.0]]), Tensor([[1.0, 1.0]])))
        [0.70710677]
    """
    return _wrap(F.cosine_similarity(tt(x1, "cosine_similarity", "x1"), tt(x2, "cosine_similarity", "x2"), dim,
                                     eps))


def _reduction(reduction, name, extra=()):
    if reduction not in ("none", "mean", "sum") + tuple(extra):
        raise ValueError(f"For '{name}', the 'reduction' must be in {['none', 'mean', 'sum'] + list(extra)}, but "
                         f"got {reduction!r}.")
    return reduction


def mse_loss(input, target, reduction="mean"):
    """Mean squared error ``(input - target) ** 2`` (target broadcast to input).

    Args:
        input (Tensor): The predictions.
        target (Tensor): The targets.
        reduction (str): ``'none'``, ``'mean'`` or ``'sum'``. Default: ``'mean'``.

    Returns:
        Tensor.

    Raises:
        ValueError: If `reduction` is not one of the values.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.mse_loss(Tensor([1.0, 2.0, 3.0]), Tensor([1.0, 1.0, 1.0])))
        1.6666666
    """
    x, y = tt(input, "mse_loss"), tt(target, "mse_loss", "target")
    d = torch.square(x - y)
    r = _reduction(reduction, "mse_loss")
    return _wrap(d if r == "none" else (d.mean() if r == "mean" else d.sum()))


def l1_loss(input, target, reduction="mean"):
    """Mean absolute error ``|input - target|``.

    Args:
        input (Tensor): The predictions.
        target (Tensor): The targets.
        reduction (str): ``'none'``, ``'mean'`` or ``'sum'``. Default: ``'mean'``.

    Returns:
        Tensor.

    Raises:
        ValueError: If `reduction` is not one of the values.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.l1_loss(Tensor([1.0, 2.0, 3.0]), Tensor([1.0, 1.0, 1.0])))
        1.0
    """
    x, y = tt(input, "l1_loss"), tt(target, "l1_loss", "target")
    d = torch.abs(x - y)
    r = _reduction(reduction, "l1_loss")
    return _wrap(d if r == "none" else (d.mean() if r == "mean" else d.sum()))


def smooth_l1_loss(input, target, beta=1.0, reduction="none"):
    """Smooth L1 loss (quadratic below `beta`, linear above).

    Args:
        input (Tensor): The predictions.
        target (Tensor): The targets.
        beta (float): The threshold. Default: ``1.0``.
        reduction (str): ``'none'``, ``'mean'`` or ``'sum'``. Default: ``'none'``.

    Returns:
        Tensor.

    Raises:
        ValueError: If `reduction` is not one of the values.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.smooth_l1_loss(Tensor([1.0, 2.0, 3.0]), Tensor([1.0, 2.0, 2.0])))
        [0.  0.  0.5]
    """
    return _wrap(F.smooth_l1_loss(tt(input, "smooth_l1_loss"), tt(target, "smooth_l1_loss", "target"),
                                  reduction=_reduction(reduction, "smooth_l1_loss"), beta=beta))


def huber_loss(input, target, reduction="mean", delta=1.0):
    """Huber loss (quadratic below `delta`, linear above, scaled by `delta`).

    Args:
        input (Tensor): The predictions.
        target (Tensor): The targets.
        reduction (str): ``'none'``, ``'mean'`` or ``'sum'``. Default: ``'mean'``.
        delta (Union[int, float]): The threshold. Default: ``1.0``.

    Returns:
        Tensor.

    Raises:
        ValueError: If `reduction` is not one of the values.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.huber_loss(Tensor([1.0, 2.0, 4.0]), Tensor([1.0, 2.5, 2.0]), reduction="sum"))
        1.625
    """
    return _wrap(F.huber_loss(tt(input, "huber_loss"), tt(target, "huber_loss", "target"),
                              reduction=_reduction(reduction, "huber_loss"), delta=delta))


def cross_entropy(input, target, weight=None, ignore_index=-100, reduction="mean", label_smoothing=0.0):
    """Cross entropy between logits and class indices (integer target) or class probabilities (float target).

    Args:
        input (Tensor): Logits of shape :math:`(N, C)` or :math:`(N, C, *)`.
        target (Tensor): Class indices :math:`(N, *)` or probabilities of the shape of `input`.
        weight (Tensor): Class weights :math:`(C,)`. Default: ``None``.
        ignore_index (int): A class index that contributes nothing. Default: ``-100``.
        reduction (str): ``'none'``, ``'mean'`` or ``'sum'``. Default: ``'mean'``.
        label_smoothing (float): Label smoothing in [0, 1]. Default: ``0.0``.

    Returns:
        Tensor.

    Raises:
        ValueError: If `reduction` is not one of the values.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> logits = Tensor([[2.0, 1.0, 0.1]], mindspore.float32)
        >>> print(ops.cross_entropy(logits, Tensor([0], mindspore.int32)))
        0.41702995

    """
    x, y = tt(input, "cross_entropy"), tt(target, "cross_entropy", "target")
    if not y.is_floating_point():
        y = y.long()
    return _wrap(F.cross_entropy(x, y, None if weight is None else as_torch(weight), ignore_index=ignore_index,
                                 reduction=_reduction(reduction, "cross_entropy"), label_smoothing=label_smoothing))


def nll_loss(inputs, target, weight=None, ignore_index=-100, reduction="mean", label_smoothing=0.0):
    """Negative log-likelihood loss from log-probabilities and class indices.

    Args:
        inputs (Tensor): Log-probabilities of shape :math:`(N, C)` or :math:`(N, C, *)`.
        target (Tensor): Class indices of shape :math:`(N, *)`.
        weight (Tensor): Class weights :math:`(C,)`. Default: ``None``.
        ignore_index (int): A class index that contributes nothing. Default: ``-100``.
        reduction (str): ``'none'``, ``'mean'`` or ``'sum'``. Default: ``'mean'``.
        label_smoothing (float): Label smoothing in [0, 1]. Default: ``0.0``.

    Returns:
        Tensor.

    Raises:
        ValueError: If `reduction` is not one of the values.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> logp = Tensor([[-0.5, -1.0], [-2.0, -0.1]], mindspore.float32)
        >>> print(ops.nll_loss(logp, Tensor([0, 1], mindspore.int32)))
        0.3
    """
    x, y = tt(inputs, "nll_loss", "inputs"), tt(target, "nll_loss", "target").long()
    w = None if weight is None else as_torch(weight)
    r = _reduction(reduction, "nll_loss")
    loss = F.nll_loss(x, y, w, ignore_index=ignore_index, reduction=r)
    if not label_smoothing:
        return _wrap(loss)
    c = x.shape[1]
    lw = x if w is None else x * w.reshape((1, -1) + (1,) * (x.dim() - 2))
    smooth = -lw.sum(1)
    valid = y != ignore_index
    smooth = torch.where(valid, smooth, torch.zeros((), dtype=smooth.dtype, device=smooth.device))
    if r == "sum":
        smooth = smooth.sum()
    elif r == "mean":
        denom = valid.sum() if w is None else w[torch.where(valid, y, 0)].mul(valid.to(w.dtype)).sum()
        smooth = smooth.sum() / denom
    return _wrap((1 - label_smoothing) * loss + label_smoothing * smooth / c)


def binary_cross_entropy(logits, labels, weight=None, reduction="mean"):
    """Binary cross entropy between probabilities `logits` and targets `labels`.

    Args:
        logits (Tensor): Probabilities in [0, 1].
        labels (Tensor): Targets, same shape.
        weight (Tensor): Per-element weights. Default: ``None``.
        reduction (str): ``'none'``, ``'mean'`` or ``'sum'``. Default: ``'mean'``.

    Returns:
        Tensor.

    Raises:
        ValueError: If `reduction` is not one of the values.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.binary_cross_entropy(Tensor([0.5, 0.5]), Tensor([0.0, 1.0])))
        0.6931472
    """
    return _wrap(F.binary_cross_entropy(tt(logits, "binary_cross_entropy", "logits"),
                                        tt(labels, "binary_cross_entropy", "labels"),
                                        None if weight is None else as_torch(weight),
                                        reduction=_reduction(reduction, "binary_cross_entropy")))


def binary_cross_entropy_with_logits(input, target, weight=None, pos_weight=None, reduction="mean"):
    """Binary cross entropy on logits (sigmoid applied inside, numerically stable).

    Args:
        input (Tensor): The logits.
        target (Tensor): Targets, same shape.
        weight (Tensor): Per-element weights. Default: ``None``.
        pos_weight (Tensor): Weight of positive examples. Default: ``None``.
        reduction (str): ``'none'``, ``'mean'`` or ``'sum'``. Default: ``'mean'``.

    Returns:
        Tensor.

    Raises:
        ValueError: If `reduction` is not one of the values.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.binary_cross_entropy_with_logits(Tensor([0.0, 0.0]), Tensor([1.0, 0.0])))
        0.6931472
    """
    return _wrap(F.binary_cross_entropy_with_logits(
        tt(input, "binary_cross_entropy_with_logits"), tt(target, "binary_cross_entropy_with_logits", "target"),
        None if weight is None else as_torch(weight),
        reduction=_reduction(reduction, "binary_cross_entropy_with_logits"),
        pos_weight=None if pos_weight is None else as_torch(pos_weight)))


def kl_div(logits, labels, reduction="mean"):
    """Kullback-Leibler divergence ``labels * (log(labels) - logits)`` with `logits` as log-probabilities.

    Args:
        logits (Tensor): Log-probabilities.
        labels (Tensor): Probabilities, same shape.
        reduction (str): ``'none'``, ``'mean'``, ``'sum'`` or ``'batchmean'``. Default: ``'mean'``.

    Returns:
        Tensor.

    Raises:
        ValueError: If `reduction` is not one of the values.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.kl_div(Tensor([0.2, 0.7, 0.1]), Tensor([0.0, 1.0, 0.0]), reduction="sum"))
        -0.7
    """
    return _wrap(F.kl_div(tt(logits, "kl_div", "logits"), tt(labels, "kl_div", "labels"),
                          reduction=_reduction(reduction, "kl_div", ("batchmean",))))


def soft_margin_loss(input, target, reduction="mean"):
    """Two-class soft margin loss ``log(1 + exp(-y x))``.

    Args:
        input (Tensor): The predictions.
        target (Tensor): Labels -1 or 1.
        reduction (str): ``'none'``, ``'mean'`` or ``'sum'``. Default: ``'mean'``.

    Returns:
        Tensor.

    Raises:
        ValueError: If `reduction` is not one of the values.

    Supported Platforms:
        ``Ascend`` ``GPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.soft_margin_loss(Tensor([0.0]), Tensor([1.0])))
        0.6931472
    """
    return _wrap(F.soft_margin_loss(tt(input, "soft_margin_loss"), tt(target, "soft_margin_loss", "target"),
                                    reduction=_reduction(reduction, "soft_margin_loss")))


def margin_ranking_loss(input1, input2, target, margin=0.0, reduction="mean"):
    """Margin ranking loss ``max(0, -target * (input1 - input2) + margin)``.

    Args:
        input1 (Tensor): The first scores.
        input2 (Tensor): The second scores.
        target (Tensor): 1 or -1: which input should rank higher.
        margin (float): The margin. Default: ``0.0``.
        reduction (str): ``'none'``, ``'mean'`` or ``'sum'``. Default: ``'mean'``.

    Returns:
        Tensor.

    Raises:
        ValueError: If `reduction` is not one of the values.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.margin_ranking_loss(Tensor([1.0, 2.0]), Tensor([2.0, 1.0]), Tensor([1.0, 1.0])))
        0.5
    """
    return _wrap(F.margin_ranking_loss(tt(input1, "margin_ranking_loss", "input1"),
                                       tt(input2, "margin_ranking_loss", "input2"),
                                       tt(target, "margin_ranking_loss", "target"), margin,
                                       reduction=_reduction(reduction, "margin_ranking_loss")))


# ----- more neural-network functions ----------------------------------------------------------------------------------
from .._factory import documented as _documented  # noqa: E402

_T = "Tensor"
_RED = ("reduction", "str", "``'none'``, ``'mean'`` or ``'sum'``. Default: ``'mean'``.")


@_documented("Adds a bias vector along the channel dimension (dimension 1).", [("input_x", _T, "Shape :math:`(N, C, *)`."),
             ("bias", _T, "Shape (C,).")], "Tensor.", ["x = Tensor(np.zeros((1, 2)), mindspore.float32)"],
             "ops.bias_add(x, Tensor([1.0, 2.0]))", "[[1. 2.]]")
def bias_add(input_x, bias):
    return _n._bias_add(input_x, bias, "NCHW", "bias_add")


@_documented("Soft shrink (alias of :func:`mindspore.ops.softshrink`).", [("input", _T, "The input."),
             ("lambd", "float", "The threshold. Default: ``0.5``.")], "Tensor.", ["x = Tensor([-1.0, 0.3])"],
             "ops.soft_shrink(x)", "[-0.5  0. ]")
def soft_shrink(input, lambd=0.5):
    return softshrink(input, lambd)


@_documented("Randomized leaky ReLU: negative inputs are scaled by a slope drawn from [lower, upper] (training).",
             [("input", _T, "The input."), ("lower", "float", "Lower slope. Default: ``0.125``."),
              ("upper", "float", "Upper slope. Default: ``1/3``.")], "Tensor.", ["x = Tensor([1.0, 2.0])"],
             "ops.rrelu(x)", "[1. 2.]")
def rrelu(input, lower=0.125, upper=0.3333333333333333):
    return _wrap(F.rrelu(tt(input, "rrelu"), lower, upper, training=True))


@_documented("Gumbel-softmax sample of a categorical distribution (one-hot when `hard`).",
             [("logits", _T, "Unnormalized log-probabilities."), ("tau", "float", "Temperature. Default: ``1.0``."),
              ("hard", "bool", "Return one-hot samples (straight-through gradients). Default: ``False``."),
              ("dim", "int", "The class dimension. Default: ``-1``.")], "Tensor.",
             ["x = Tensor([[1.0, 2.0, 3.0]])"], "ops.gumbel_softmax(x, hard=True).sum()", "1.0")
def gumbel_softmax(logits, tau=1.0, hard=False, dim=-1):
    return _wrap(F.gumbel_softmax(tt(logits, "gumbel_softmax", "logits"), tau, hard, dim=dim))


@_documented("Zeroes whole channels of an (N, C, L) input with probability `p`.", [("input", _T, "The input."),
             ("p", "float", "Drop probability. Default: ``0.5``."), ("training", "bool", "Apply dropout. Default: "
             "``True``.")], "Tensor.", ["x = Tensor(np.ones((1, 2, 3)), mindspore.float32)"],
             "ops.dropout1d(x, training=False).shape", "(1, 2, 3)")
def dropout1d(input, p=0.5, training=True):
    return _wrap(F.dropout1d(tt(input, "dropout1d"), p, training))


@_documented("Zeroes whole channels of an (N, C, D, H, W) input with probability `p`.",
             [("input", _T, "The input."), ("p", "float", "Drop probability. Default: ``0.5``."),
              ("training", "bool", "Apply dropout. Default: ``True``.")], "Tensor.",
             ["x = Tensor(np.ones((1, 2, 1, 1, 1)), mindspore.float32)"], "ops.dropout3d(x, training=False).shape",
             "(1, 2, 1, 1, 1)")
def dropout3d(input, p=0.5, training=True):
    return _wrap(F.dropout3d(tt(input, "dropout3d"), p, training))


@_documented("Shuffles the channels in `groups` groups.", [("x", _T, "Shape (N, C, H, W, ...), at least 4-D."),
             ("groups", "int", "Number of groups (divides C).")], "Tensor.",
             ["x = Tensor(np.arange(4).reshape(1, 4, 1, 1))"], "ops.channel_shuffle(x, 2).reshape(-1)", "[0 2 1 3]",
             raises="TypeError: If `x` has fewer than 4 dimensions.\nValueError: If C is not divisible by `groups`.")
def channel_shuffle(x, groups):
    t = tt(x, "channel_shuffle", "x")
    if t.dim() <= 3:
        raise TypeError(f"For ChannelShuffle, expect input with > 3 dims, but got {t.dim()}.")
    n, c = t.shape[:2]
    if c % groups:
        raise ValueError("For ChannelShuffle, number of channels must be divisible by groups.")
    return _wrap(t.reshape((n, groups, c // groups) + tuple(t.shape[2:])).transpose(1, 2).reshape(t.shape))


@_documented("3-D convolution of an NCDHW input.", [("input", _T, "Shape (N, C, D, H, W)."),
             ("weight", _T, "Shape (C_out, C/groups, kD, kH, kW)."), ("bias", _T, "Default: ``None``."),
             ("stride", "Union[int, tuple]", "Default: ``1``."), ("pad_mode", "str", "``'valid'``, ``'same'`` or "
             "``'pad'``. Default: ``'valid'``."), ("padding", "Union[int, tuple]", "Default: ``0``."),
             ("dilation", "Union[int, tuple]", "Default: ``1``."), ("groups", "int", "Default: ``1``.")], "Tensor.",
             ["x = Tensor(np.ones((1, 1, 3, 3, 3)), mindspore.float32)"],
             "ops.conv3d(x, Tensor(np.ones((1, 1, 2, 2, 2)), mindspore.float32)).shape", "(1, 1, 2, 2, 2)")
def conv3d(input, weight, bias=None, stride=1, pad_mode="valid", padding=0, dilation=1, groups=1):
    t, w = tt(input, "conv3d"), tt(weight, "conv3d", "weight")
    s, d = _ntuple(stride, 3), _ntuple(dilation, 3)
    if pad_mode == "pad" and not isinstance(padding, int) and len(padding) == 6:
        t = F.pad(t, [padding[4], padding[5], padding[2], padding[3], padding[0], padding[1]])
    else:
        t = _conv_padding(t, pad_mode, padding, tuple(w.shape[2:]), s, d, 3)
    return _wrap(F.conv3d(t, w, None if bias is None else tt(bias, "conv3d", "bias"), s, 0, d, groups))


@_documented("2-D transposed convolution.", [("input", _T, "Shape (N, C_in, H, W)."),
             ("weight", _T, "Shape (C_in, C_out/groups, kH, kW)."), ("bias", _T, "Default: ``None``."),
             ("stride", "Union[int, tuple]", "Default: ``1``."), ("padding", "Union[int, tuple]", "Default: ``0``."),
             ("output_padding", "Union[int, tuple]", "Default: ``0``."), ("groups", "int", "Default: ``1``."),
             ("dilation", "Union[int, tuple]", "Default: ``1``.")], "Tensor.",
             ["x = Tensor(np.ones((1, 1, 2, 2)), mindspore.float32)"],
             "ops.conv_transpose2d(x, Tensor(np.ones((1, 1, 2, 2)), mindspore.float32)).shape", "(1, 1, 3, 3)")
def conv_transpose2d(input, weight, bias=None, stride=1, padding=0, output_padding=0, groups=1, dilation=1):
    return _wrap(F.conv_transpose2d(tt(input, "conv_transpose2d"), tt(weight, "conv_transpose2d", "weight"),
                                    None if bias is None else tt(bias, "conv_transpose2d", "bias"), stride, padding,
                                    output_padding, groups, dilation))


@_documented("3-D average pooling.", [("input_x", _T, "Shape (N, C, D, H, W)."), ("kernel_size", "Union[int, tuple]",
             "Window. Default: ``1``."), ("stride", "Union[int, tuple]", "Default: ``1``."),
             ("padding", "Union[int, tuple]", "Default: ``0``."), ("ceil_mode", "bool", "Default: ``False``."),
             ("count_include_pad", "bool", "Default: ``True``."), ("divisor_override", "int", "Default: ``0``.")],
             "Tensor.", ["x = Tensor(np.ones((1, 1, 2, 2, 2)), mindspore.float32)"], "ops.avg_pool3d(x, 2).shape",
             "(1, 1, 1, 1, 1)")
def avg_pool3d(input_x, kernel_size=1, stride=1, padding=0, ceil_mode=False, count_include_pad=True,
               divisor_override=0):
    t = tt(input_x, "avg_pool3d", "input_x")
    out = F.avg_pool3d(t.to(_compute_dtype(t)), kernel_size, stride, padding, ceil_mode, count_include_pad,
                       divisor_override or None)
    return _wrap(out.to(t.dtype))


@_documented("3-D max pooling.", [("x", _T, "Shape (N, C, D, H, W)."), ("kernel_size", "Union[int, tuple]", "Window."),
             ("stride", "Union[int, tuple]", "Default: ``None`` (= kernel_size)."), ("padding", "Union[int, tuple]",
             "Default: ``0``."), ("dilation", "Union[int, tuple]", "Default: ``1``."), ("ceil_mode", "bool",
             "Default: ``False``."), ("return_indices", "bool", "Default: ``False``.")], "Tensor (and indices).",
             ["x = Tensor(np.arange(8).reshape(1, 1, 2, 2, 2), mindspore.float32)"], "ops.max_pool3d(x, 2)",
             "[[[[[7.]]]]]")
def max_pool3d(x, kernel_size, stride=None, padding=0, dilation=1, ceil_mode=False, return_indices=False):
    r = F.max_pool3d(tt(x, "max_pool3d", "x"), kernel_size, stride, padding, dilation, ceil_mode, return_indices)
    return (_wrap(r[0]), _wrap(r[1])) if return_indices else _wrap(r)


@_documented("1-D adaptive max pooling.", [("input", _T, "Shape (N, C, L)."), ("output_size", "int", "Output length.")],
             "Tensor.", ["x = Tensor([[[1.0, 3.0, 2.0, 4.0]]])"], "ops.adaptive_max_pool1d(x, 2)", "[[[3. 4.]]]")
def adaptive_max_pool1d(input, output_size):
    return _wrap(F.adaptive_max_pool1d(tt(input, "adaptive_max_pool1d"), output_size))


@_documented("3-D adaptive average pooling.", [("input", _T, "Shape (N, C, D, H, W)."),
             ("output_size", "Union[int, tuple]", "Output size.")], "Tensor.",
             ["x = Tensor(np.ones((1, 1, 2, 2, 2)), mindspore.float32)"], "ops.adaptive_avg_pool3d(x, 1).shape",
             "(1, 1, 1, 1, 1)")
def adaptive_avg_pool3d(input, output_size):
    return _wrap(F.adaptive_avg_pool3d(tt(input, "adaptive_avg_pool3d"), output_size))


@_documented("1-D power-average pooling.", [("x", _T, "Shape (N, C, L)."), ("norm_type", "float", "The power."),
             ("kernel_size", "int", "Window."), ("stride", "int", "Default: ``None``."), ("ceil_mode", "bool",
             "Default: ``False``.")], "Tensor.", ["x = Tensor([[[3.0, 4.0]]])"], "ops.lp_pool1d(x, 2, 2)",
             "[[[5.]]]")
def lp_pool1d(x, norm_type, kernel_size, stride=None, ceil_mode=False):
    return _wrap(F.lp_pool1d(tt(x, "lp_pool1d", "x"), norm_type, kernel_size, stride, ceil_mode))


@_documented("2-D power-average pooling.", [("x", _T, "Shape (N, C, H, W)."), ("norm_type", "float", "The power."),
             ("kernel_size", "Union[int, tuple]", "Window."), ("stride", "Union[int, tuple]", "Default: ``None``."),
             ("ceil_mode", "bool", "Default: ``False``.")], "Tensor.", ["x = Tensor([[[[3.0, 4.0]]]])"],
             "ops.lp_pool2d(x, 2, (1, 2))", "[[[[5.]]]]")
def lp_pool2d(x, norm_type, kernel_size, stride=None, ceil_mode=False):
    return _wrap(F.lp_pool2d(tt(x, "lp_pool2d", "x"), norm_type, kernel_size, stride, ceil_mode))


def _unpool(fn, x, indices, kernel_size, stride, padding, output_size, name):
    return _wrap(fn(tt(x, name, "x"), tt(indices, name, "indices").long(), kernel_size, stride, padding,
                    output_size))


@_documented("Inverse of 1-D max pooling (zeros except at `indices`).", [("x", _T, "Pooled values."),
             ("indices", _T, "Indices from max pooling."), ("kernel_size", "int", "Window."),
             ("stride", "int", "Default: ``None``."), ("padding", "int", "Default: ``0``."),
             ("output_size", "tuple", "Default: ``None``.")], "Tensor.", ["x = Tensor([[[4.0]]])"],
             "ops.max_unpool1d(x, Tensor([[[1]]]), 2)", "[[[0. 4.]]]")
def max_unpool1d(x, indices, kernel_size, stride=None, padding=0, output_size=None):
    return _unpool(F.max_unpool1d, x, indices, kernel_size, stride, padding, output_size, "max_unpool1d")


@_documented("Inverse of 2-D max pooling (zeros except at `indices`).", [("x", _T, "Pooled values."),
             ("indices", _T, "Indices from max pooling."), ("kernel_size", "Union[int, tuple]", "Window."),
             ("stride", "Union[int, tuple]", "Default: ``None``."), ("padding", "Union[int, tuple]", "Default: ``0``."),
             ("output_size", "tuple", "Default: ``None``.")], "Tensor.", ["x = Tensor([[[[4.0]]]])"],
             "ops.max_unpool2d(x, Tensor([[[[3]]]]), 2)", "[[[[0. 0.]\n   [0. 4.]]]]")
def max_unpool2d(x, indices, kernel_size, stride=None, padding=0, output_size=None):
    return _unpool(F.max_unpool2d, x, indices, kernel_size, stride, padding, output_size, "max_unpool2d")


@_documented("Inverse of 3-D max pooling (zeros except at `indices`).", [("x", _T, "Pooled values."),
             ("indices", _T, "Indices from max pooling."), ("kernel_size", "Union[int, tuple]", "Window."),
             ("stride", "Union[int, tuple]", "Default: ``None``."), ("padding", "Union[int, tuple]", "Default: ``0``."),
             ("output_size", "tuple", "Default: ``None``.")], "Tensor.", ["x = Tensor([[[[[4.0]]]]])"],
             "ops.max_unpool3d(x, Tensor([[[[[0]]]]]), 2).shape", "(1, 1, 2, 2, 2)")
def max_unpool3d(x, indices, kernel_size, stride=None, padding=0, output_size=None):
    return _unpool(F.max_unpool3d, x, indices, kernel_size, stride, padding, output_size, "max_unpool3d")


@_documented("p-norm distances between all pairs of rows (upper triangle, flattened).", [("input", _T, "Shape (N, M)."),
             ("p", "float", "Default: ``2.0``.")], "Tensor.", ["x = Tensor([[0.0, 0.0], [3.0, 4.0]])"],
             "ops.pdist(x)", "[5.]")
def pdist(input, p=2.0):
    return _wrap(F.pdist(tt(input, "pdist"), p))


@_documented("Pads with reflected (``'REFLECT'``) or mirrored (``'SYMMETRIC'``) borders.",
             [("input_x", _T, "The input."), ("paddings", "Tensor", "(before, after) per dimension."),
              ("mode", "str", "``'REFLECT'`` or ``'SYMMETRIC'``.")], "Tensor.", ["x = Tensor([[1, 2, 3]])"],
             "ops.mirror_pad(x, Tensor([[0, 0], [1, 1]]), 'SYMMETRIC')", "[[1 1 2 3 3]]")
def mirror_pad(input_x, paddings, mode):
    t = tt(input_x, "mirror_pad", "input_x")
    pads = paddings._t.tolist() if isinstance(paddings, Tensor) else [list(p) for p in paddings]
    if mode not in ("REFLECT", "SYMMETRIC"):
        raise ValueError(f"For 'mirror_pad', the 'mode' must be 'REFLECT' or 'SYMMETRIC', but got {mode!r}.")
    out = t
    for d, (before, after) in enumerate(pads):
        if not before and not after:
            continue
        n = out.shape[d]
        if mode == "REFLECT":
            idx = list(range(before, 0, -1)) + list(range(n)) + list(range(n - 2, n - 2 - after, -1))
        else:
            idx = list(range(before - 1, -1, -1)) + list(range(n)) + list(range(n - 1, n - 1 - after, -1))
        out = out.index_select(d, torch.tensor(idx, device=t.device))
    return _wrap(out)


@_documented("Local response normalization across channels.", [("x", _T, "Shape (N, C, H, W)."),
             ("depth_radius", "int", "Half window. Default: ``5``."), ("bias", "float", "Default: ``1.0``."),
             ("alpha", "float", "Default: ``1.0``."), ("beta", "float", "Default: ``0.5``."),
             ("norm_region", "str", "``'ACROSS_CHANNELS'``. Default: ``'ACROSS_CHANNELS'``.")], "Tensor.",
             ["x = Tensor([[[[2.0]]]])"], "ops.lrn(x)", "[[[[0.8944272]]]]")
def lrn(x, depth_radius=5, bias=1.0, alpha=1.0, beta=0.5, norm_region="ACROSS_CHANNELS"):
    t = tt(x, "lrn", "x")
    sq = F.pad(t.square().unsqueeze(1), (0, 0, 0, 0, depth_radius, depth_radius)).squeeze(1)
    window = sq.unfold(1, 2 * depth_radius + 1, 1).sum(-1)
    return _wrap(t / (bias + alpha * window) ** beta)


@_documented("RMS normalization: ``x / sqrt(mean(x^2, -1) + epsilon) * gamma``; returns (y, rstd).",
             [("x", _T, "The input."), ("gamma", _T, "Scale over the trailing dimensions."),
              ("epsilon", "float", "Default: ``1e-6``.")], "tuple (y, rstd).", ["x = Tensor([[3.0, 4.0]])"],
             "ops.rms_norm(x, Tensor([1.0, 1.0]))[0]", "[[0.8485281 1.1313708]]")
def rms_norm(x, gamma, epsilon=1e-06):
    t, g = tt(x, "rms_norm", "x"), tt(gamma, "rms_norm", "gamma")
    dims = tuple(range(t.dim() - g.dim(), t.dim()))
    rstd = torch.rsqrt(t.float().square().mean(dims, keepdim=True) + epsilon)
    return _wrap((t.float() * rstd).to(t.dtype) * g), _wrap(rstd)


@_documented("Adds two inputs then RMS-normalizes; returns (y, rstd, x1 + x2).",
             [("x1", _T, "First input."), ("x2", _T, "Second input."), ("gamma", _T, "Scale."),
              ("epsilon", "float", "Default: ``1e-6``.")], "tuple (y, rstd, sum).", ["x = Tensor([[3.0, 4.0]])"],
             "ops.add_rms_norm(x, x * 0, Tensor([1.0, 1.0]))[2]", "[[3. 4.]]")
def add_rms_norm(x1, x2, gamma, epsilon=1e-06):
    s = add(x1, x2)
    y, rstd = rms_norm(s, gamma, epsilon)
    return y, rstd, s


@_documented("SwiGLU: splits `input` in halves a, b along `dim` and returns ``silu(a) * b``.",
             [("input", _T, "The input (even length along `dim`)."), ("dim", "int", "Default: ``-1``.")], "Tensor.",
             ["x = Tensor([0.0, 1.0, 2.0, 3.0])"], "ops.swiglu(x)", "[0.        2.1931758]")
def swiglu(input, dim=-1):
    a, b = tt(input, "swiglu").chunk(2, dim)
    return _wrap(F.silu(a) * b)


def _loss(fn, name, *tensors, **kw):
    return _wrap(fn(*[tt(v, name, "input") for v in tensors], **kw))


@_documented("Cosine embedding loss: ``1 - cos(x1, x2)`` for target 1, ``max(0, cos - margin)`` for -1.",
             [("input1", _T, "Shape (N, D)."), ("input2", _T, "Shape (N, D)."), ("target", _T, "1 or -1, shape (N,)."),
              ("margin", "float", "Default: ``0.0``."), _RED], "Tensor.", ["a = Tensor([[1.0, 0.0]])"],
             "ops.cosine_embedding_loss(a, a, Tensor([1.0]))", "0.0")
def cosine_embedding_loss(input1, input2, target, margin=0.0, reduction="mean"):
    return _loss(F.cosine_embedding_loss, "cosine_embedding_loss", input1, input2, target, margin=margin,
                 reduction=_reduction(reduction, "cosine_embedding_loss"))


@_documented("Hinge embedding loss: x for target 1, ``max(0, margin - x)`` for -1.",
             [("inputs", _T, "The distances."), ("targets", _T, "1 or -1."), ("margin", "float", "Default: ``1.0``."),
              _RED], "Tensor.", ["x = Tensor([0.5, 0.3])"], "ops.hinge_embedding_loss(x, Tensor([1.0, -1.0]))",
             "0.6")
def hinge_embedding_loss(inputs, targets, margin=1.0, reduction="mean"):
    return _loss(F.hinge_embedding_loss, "hinge_embedding_loss", inputs, targets, margin=margin,
                 reduction=_reduction(reduction, "hinge_embedding_loss"))


@_documented("Multi-class margin (hinge) loss.", [("input", _T, "Scores (N, C)."), ("target", _T, "Classes (N,)."),
             ("p", "int", "1 or 2. Default: ``1``."), ("margin", "int", "Default: ``1``."),
             ("weight", _T, "Class weights. Default: ``None``."), _RED], "Tensor.",
             ["x = Tensor([[0.1, 0.2, 0.4, 0.8]])"], "ops.multi_margin_loss(x, Tensor([3]))", "0.325")
def multi_margin_loss(input, target, p=1, margin=1, weight=None, reduction="mean"):
    return _wrap(F.multi_margin_loss(tt(input, "multi_margin_loss"), tt(target, "multi_margin_loss", "target").long(),
                                     p, margin, None if weight is None else as_torch(weight),
                                     reduction=_reduction(reduction, "multi_margin_loss")))


@_documented("Multi-label margin loss (targets: class indices padded with -1).", [("input", _T, "Scores (N, C)."),
             ("target", _T, "Indices (N, C)."), _RED], "Tensor.", ["x = Tensor([[0.1, 0.2, 0.4, 0.8]])"],
             "ops.multilabel_margin_loss(x, Tensor([[3, 0, -1, 1]], mindspore.int32))", "0.85")
def multilabel_margin_loss(input, target, reduction="mean"):
    return _wrap(F.multilabel_margin_loss(tt(input, "multilabel_margin_loss"),
                                          tt(target, "multilabel_margin_loss", "target").long(),
                                          reduction=_reduction(reduction, "multilabel_margin_loss")))


@_documented("Multi-label one-versus-all loss on logits.", [("input", _T, "Logits (N, C)."), ("target", _T,
             "0/1 labels (N, C)."), ("weight", _T, "Class weights. Default: ``None``."), _RED], "Tensor.",
             ["x = Tensor([[0.0, 0.0]])"], "ops.multilabel_soft_margin_loss(x, Tensor([[1.0, 0.0]]))", "0.6931472")
def multilabel_soft_margin_loss(input, target, weight=None, reduction="mean"):
    return _wrap(F.multilabel_soft_margin_loss(tt(input, "multilabel_soft_margin_loss"),
                                               tt(target, "multilabel_soft_margin_loss", "target"),
                                               None if weight is None else as_torch(weight),
                                               reduction=_reduction(reduction, "multilabel_soft_margin_loss")))


@_documented("Triplet margin loss ``max(d(a, p) - d(a, n) + margin, 0)``.", [("anchor", _T, "Anchors."),
             ("positive", _T, "Positives."), ("negative", _T, "Negatives."), ("margin", "float", "Default: ``1.0``."),
             ("p", "int", "Norm order. Default: ``2``."), ("eps", "float", "Default: ``1e-6``."),
             ("swap", "bool", "Use the distance swap. Default: ``False``."), _RED], "Tensor.",
             ["a = Tensor([[0.0, 0.0]])"], "ops.triplet_margin_loss(a, a, Tensor([[3.0, 4.0]]))", "0.0")
def triplet_margin_loss(anchor, positive, negative, margin=1.0, p=2, eps=1e-06, swap=False, reduction="mean"):
    return _loss(F.triplet_margin_loss, "triplet_margin_loss", anchor, positive, negative, margin=margin, p=p,
                 eps=eps, swap=swap, reduction=_reduction(reduction, "triplet_margin_loss"))


@_documented("Gaussian negative log-likelihood with predicted variance `var`.", [("x", _T, "Predicted means."),
             ("target", _T, "Targets."), ("var", _T, "Predicted variances."), ("full", "bool",
             "Add the constant term. Default: ``False``."), ("eps", "float", "Variance clamp. Default: ``1e-6``."),
             _RED], "Tensor.", ["x = Tensor([1.0])"], "ops.gaussian_nll_loss(x, x, Tensor([1.0]))", "0.0")
def gaussian_nll_loss(x, target, var, full=False, eps=1e-06, reduction="mean"):
    return _loss(F.gaussian_nll_loss, "gaussian_nll_loss", x, target, var, full=full, eps=eps,
                 reduction=_reduction(reduction, "gaussian_nll_loss"))


@_documented("Connectionist temporal classification loss; returns the tuple (loss, log_alpha).",
             [("log_probs", _T, "Log-probabilities, shape (T, N, C)."),
              ("targets", _T, "Shape (N, S)."), ("input_lengths", _T, "Shape (N,)."), ("target_lengths", _T,
              "Shape (N,)."), ("blank", "int", "Blank label. Default: ``0``."), _RED,
              ("zero_infinity", "bool", "Zero infinite losses. Default: ``False``.")],
             "tuple (neg_log_likelihood, log_alpha): the loss (shape (N,) with ``reduction='none'``, else a scalar; "
             "``'mean'`` divides each loss by its target length first) and the forward variables, shape "
             "(N, T, 2 * S + 1).",
             ["lp = ops.log_softmax(Tensor(np.zeros((2, 1, 2)), mindspore.float32))",
              "loss, log_alpha = ops.ctc_loss(lp, Tensor([[1]]), Tensor([2]), Tensor([1]))"],
             "loss, log_alpha.shape", "0.2876821 (1, 2, 3)")
def ctc_loss(log_probs, targets, input_lengths, target_lengths, blank=0, reduction="mean", zero_infinity=False):
    reduction = _reduction(reduction, "ctc_loss")
    lp = tt(log_probs, "ctc_loss", "log_probs")
    tl = as_torch(target_lengths)
    loss, log_alpha = _ctc_forward("CTCLossV2", lp, tt(targets, "ctc_loss", "targets"), as_torch(input_lengths), tl,
                                   blank, zero_infinity)
    if reduction == "mean":
        loss = (loss / tl.clamp(min=1).to(loss.dtype)).mean()
    elif reduction == "sum":
        loss = loss.sum()
    return _wrap(loss), _wrap(log_alpha)


@_documented("Samples `input` at the normalized grid locations (bilinear or nearest).",
             [("input", _T, "Shape (N, C, H, W)."), ("grid", _T, "Shape (N, H_out, W_out, 2) in [-1, 1]."),
              ("mode", "str", "``'bilinear'``, ``'nearest'`` or ``'bicubic'``. Default: ``'bilinear'``."),
              ("padding_mode", "str", "``'zeros'``, ``'border'`` or ``'reflection'``. Default: ``'zeros'``."),
              ("align_corners", "bool", "Default: ``None`` (False).")], "Tensor.",
             ["x = Tensor(np.arange(4).reshape(1, 1, 2, 2), mindspore.float32)"],
             "ops.grid_sample(x, Tensor(np.zeros((1, 1, 1, 2)), mindspore.float32), align_corners=True)",
             "[[[[1.5]]]]")
def grid_sample(input, grid, mode="bilinear", padding_mode="zeros", align_corners=None):
    return _wrap(F.grid_sample(tt(input, "grid_sample"), tt(grid, "grid_sample", "grid"), mode, padding_mode,
                               bool(align_corners)))


__all__ += [
    "bias_add", "soft_shrink", "rrelu", "gumbel_softmax", "dropout1d", "dropout3d", "channel_shuffle", "conv3d",
    "conv_transpose2d", "avg_pool3d", "max_pool3d", "adaptive_max_pool1d", "adaptive_avg_pool3d", "lp_pool1d",
    "lp_pool2d", "max_unpool1d", "max_unpool2d", "max_unpool3d", "pdist", "mirror_pad", "lrn", "rms_norm",
    "add_rms_norm", "swiglu", "cosine_embedding_loss", "hinge_embedding_loss", "multi_margin_loss",
    "multilabel_margin_loss", "multilabel_soft_margin_loss", "triplet_margin_loss", "gaussian_nll_loss", "ctc_loss",
    "grid_sample",
]


@_documented("Applies tanh to `input` in place and returns it.", [("input", _T, "The tensor.")], "The input.",
             ["x = Tensor([0.0], mindspore.float32)"], "ops.tanh_(x)", "[0.]")
def tanh_(input):
    tt(input, "tanh_").data.tanh_()
    return input


@_documented("Applies the sigmoid to `input` in place and returns it.", [("input", _T, "The tensor.")], "The input.",
             ["x = Tensor([0.0], mindspore.float32)"], "ops.inplace_sigmoid(x)", "[0.5]")
def inplace_sigmoid(input):
    tt(input, "inplace_sigmoid").data.sigmoid_()
    return input


__all__ += ["tanh_", "inplace_sigmoid"]


# --------------------------------------------------- operators first needed by mindspore.mint (views live there)
def conv_tbc(input, weight, bias, pad=0):
    """1-D convolution of a (time, batch, channel) input with a (kernel, in, out) weight (viewed as
    ``mint.conv_tbc``)."""
    return _wrap(torch.conv_tbc(tt(input, "conv_tbc"), tt(weight, "conv_tbc", "weight"),
                                tt(bias, "conv_tbc", "bias"), pad))


def _channel_view(t, c):
    return (1, c) + (1,) * (t.dim() - 2)


def batch_norm_stats(input, eps):
    """Per-channel mean and ``1 / sqrt(var + eps)`` (biased variance) of an (N, C, ...) batch."""
    t = tt(input, "batch_norm_stats")
    dims = [d for d in range(t.dim()) if d != 1]
    var, mean = torch.var_mean(t.float(), dim=dims, correction=0)
    return _wrap(mean), _wrap(torch.rsqrt(var + eps))


def batch_norm_elemt(input, weight, bias, mean, invstd):
    """``(input - mean) * invstd * weight + bias`` per channel of an (N, C, ...) input."""
    t = tt(input, "batch_norm_elemt")
    shape = _channel_view(t, t.shape[1])
    out = (t - tt(mean, "batch_norm_elemt", "mean").reshape(shape)) * tt(invstd, "batch_norm_elemt",
                                                                          "invstd").reshape(shape)
    if weight is not None:
        out = out * tt(weight, "batch_norm_elemt", "weight").reshape(shape)
    if bias is not None:
        out = out + tt(bias, "batch_norm_elemt", "bias").reshape(shape)
    return _wrap(out.to(t.dtype))


def batch_norm_gather_stats_with_counts(input, mean, invstd, running_mean, running_var, momentum, eps, counts):
    """Global mean and invstd from per-device (mean, invstd, count) rows; the running statistics (if given) move
    towards the global mean and unbiased variance by `momentum`, in place."""
    m = tt(mean, "batch_norm_gather_stats_with_counts", "mean").float()
    inv = tt(invstd, "batch_norm_gather_stats_with_counts", "invstd").float()
    n = tt(counts, "batch_norm_gather_stats_with_counts", "counts").float().reshape(-1, 1)
    total = n.sum()
    g_mean = (m * n).sum(0) / total
    var_each = 1.0 / (inv * inv) - eps
    g_var = ((var_each + (m - g_mean) ** 2) * n).sum(0) / total
    with torch.no_grad():
        if running_mean is not None:
            rm = tt(running_mean, "batch_norm_gather_stats_with_counts", "running_mean")
            rm.mul_(1 - momentum).add_(g_mean.to(rm.dtype), alpha=momentum)
        if running_var is not None:
            rv = tt(running_var, "batch_norm_gather_stats_with_counts", "running_var")
            unbiased = g_var * total / (total - 1)
            rv.mul_(1 - momentum).add_(unbiased.to(rv.dtype), alpha=momentum)
    return _wrap(g_mean), _wrap(torch.rsqrt(g_var + eps))
def mse_loss_ext(input, target, reduction="mean"):  # pylint: disable=redefined-builtin
    """The squared difference of `input` and `target` (broadcast together), averaged, summed or kept per element;
    the same loss as :func:`mindspore.ops.mse_loss`.

    Args:
        input (Tensor): Predictions.
        target (Tensor): Targets, broadcastable with `input`.
        reduction (str, optional): ``"mean"``, ``"sum"`` or ``"none"``. Default: ``"mean"``.

    Returns:
        Tensor, 0-D unless `reduction` is ``"none"``.

    Raises:
        TypeError: If `input` or `target` is not a Tensor.
        ValueError: If `reduction` is not one of the values above.

    Supported Platforms:
        ``Ascend``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.mse_loss_ext(Tensor([1.0, 3.0], mindspore.float32), Tensor([2.0, 0.0], mindspore.float32)))
        5.0
    """
    return mse_loss(input, target, reduction)


__all__ += ["mse_loss_ext"]


# the views of this family's registry entries (see ops/_registry.py)
__all__ += _registry.export(globals(), "nn", "function")
