"""Functional math operators (``mindspore.ops.add``, ``ops.matmul``, ``ops.sum`` ...)."""
import functools

import torch

from ...common import dtype as mstype
from ...common.tensor import Tensor, _wrap
from .._factory import unary_func, binary_func
from .._utils import ref_output, tt, not_tensor, binary, axes, torch_dtype, as_torch, device
from .._utils import cached_prim as _cached
from ..operations import math_ops as _m
from ..operations.math_ops import _add_n, _matmul_error
from .. import _registry, _op_def  # noqa: F401  (_op_def registers the operators)
from ..operations.array_ops import _transpose

__all__ = [
    "absolute", "negative", "exp2", "log2", "log10",
    "round",
    "arcsin", "arccos", "arctan",
    "logical_not", "real", "imag", "conj", "deg2rad",
    "rad2deg",
    "subtract", "div", "divide", "true_divide",
    "fmod",

    "logaddexp", "less", "lt",
    "isclose",
    "matmul", "bmm", "mm", "dot", "outer", "inner", "tensor_dot", "baddbmm", "addmm", "cdist", "cross", "einsum",
    "lerp", "addcdiv", "addcmul", "addn",
    "sum", "mean", "prod", "std", "var", "amax", "amin", "reduce_sum", "reduce_mean", "reduce_max", "reduce_min",
    "all", "any", "norm", "vector_norm", "matrix_norm", "cumsum", "cumprod", "cummax",
    "cummin", "logsumexp", "median", "count_nonzero", "trace", "diagonal", "inverse", "det", "permute",
]

_M = __name__
_F = "Tensor([1.0, 2.0, 4.0], mindspore.float32)"

absolute = unary_func("absolute", torch.abs, "Computes the absolute value element-wise (alias of abs).",
                      "Tensor([-1.0, 1.0, 0.0], mindspore.float32)", "[1. 1. 0.]", module=_M)
negative = unary_func("negative", torch.neg, "Returns the negative of the input element-wise (alias of neg).",
                      "Tensor([1.0, -2.0, 3.5], mindspore.float32)", "[-1.   2.  -3.5]", module=_M)
exp2 = unary_func("exp2", torch.exp2, "Returns 2 raised to the input element-wise.",
                  "Tensor([0.0, 3.0], mindspore.float32)", "[1. 8.]", module=_M)
log2 = unary_func("log2", torch.log2, "Returns the base-2 logarithm element-wise.", _F, "[0. 1. 2.]", module=_M)
log10 = unary_func("log10", torch.log10, "Returns the base-10 logarithm element-wise.",
                   "Tensor([1.0, 100.0], mindspore.float32)", "[0. 2.]", module=_M)
arcsin = unary_func("arcsin", torch.asin, "Computes the arcsine element-wise (alias of asin).",
                    "Tensor([0.0], mindspore.float32)", "[0.]", arg="x", module=_M)
arccos = unary_func("arccos", torch.acos, "Computes the arccosine element-wise (alias of acos).",
                    "Tensor([1.0], mindspore.float32)", "[0.]", module=_M)
arctan = unary_func("arctan", torch.atan, "Computes the arctangent element-wise (alias of atan).",
                    "Tensor([0.0], mindspore.float32)", "[0.]", module=_M)
logical_not = unary_func("logical_not", torch.logical_not, "Computes the logical NOT element-wise.",
                         "Tensor([True, False])", "[False  True]", out="Tensor of bool, same shape as the input.",
                         module=_M)
real = unary_func("real", torch.real, "Returns the real part of a complex input.",
                  "Tensor([1.5 + 2j], mindspore.complex64)", "[1.5]", module=_M)
imag = unary_func("imag", torch.imag, "Returns the imaginary part of a complex input.",
                  "Tensor([1.5 + 2j], mindspore.complex64)", "[2.]", module=_M)
conj = unary_func("conj", torch.conj_physical, "Returns the complex conjugate element-wise.",
                  "Tensor([1.5 + 2j], mindspore.complex64)", "[1.5-2.j]", module=_M)
deg2rad = unary_func("deg2rad", torch.deg2rad, "Converts degrees to radians element-wise.",
                     "Tensor([180.0], mindspore.float32)", "[3.1415927]", arg="x", module=_M)
rad2deg = unary_func("rad2deg", torch.rad2deg, "Converts radians to degrees element-wise.",
                     "Tensor([3.1415927], mindspore.float32)", "[180.]", arg="x", module=_M)


def round(input, *, decimals=0):
    """Rounds each element to the nearest integer (halves to even), or to `decimals` decimal places.

    Args:
        input (Tensor): The input tensor.

    Keyword Args:
        decimals (int): Number of decimal places. Default: ``0``.

    Returns:
        Tensor, same shape and dtype as `input`.

    Raises:
        TypeError: If `input` is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.round(Tensor([0.8, 1.5, 2.3, 2.5, -4.5], mindspore.float32)))
        [ 1.  2.  2.  2. -4.]
    """
    t = tt(input, "round")
    return _wrap(torch.round(t, decimals=decimals) if decimals else torch.round(t))


# ----- binary --------------------------------------------------------------------------------------------------------
_X, _Y = "Tensor([1.0, 2.0, 3.0], mindspore.float32)", "Tensor([4.0, 5.0, 6.0], mindspore.float32)"
_XI, _YI = "Tensor([7, -7, 5], mindspore.int32)", "Tensor([2, 2, 3], mindspore.int32)"
_XC, _YC = "Tensor([1.0, 2.0, 3.0], mindspore.float32)", "Tensor([3.0, 2.0, 1.0], mindspore.float32)"
_CX, _CY = "Tensor([1, 2, 3], mindspore.int32)", "Tensor([2, 2, 2], mindspore.int32)"
_BT, _BF = "Tensor([True, True, False])", "Tensor([True, False, False])"
_BOOL = "Tensor of bool, the broadcast shape."

true_divide = binary_func("true_divide", torch.true_divide, "Div", "Divides element-wise (true division).",
                          "Tensor([4.0, 5.0, 6.0], mindspore.float32)", "Tensor([2.0, 2.0, 4.0], mindspore.float32)",
                          "[2.  2.5 1.5]", args=("dividend", "divisor"), module=_M)
fmod = binary_func("fmod", torch.fmod, "Fmod", "Remainder of a truncated division element-wise (sign of the "
                   "dividend).", _XI, _YI, "[ 1 -1  2]", module=_M)
logaddexp = binary_func("logaddexp", torch.logaddexp, "LogAddExp", "Computes log(exp(x) + exp(y)) element-wise.",
                        "Tensor([0.0], mindspore.float32)", "Tensor([0.0], mindspore.float32)", "[0.6931472]",
                        module=_M)

def _two(args, kwargs, name):
    names = ("input", "other")
    vals = list(args) + [kwargs.pop(n) for n in names[len(args):] if n in kwargs]
    if len(vals) != 2 or kwargs:
        raise TypeError(f"For '{name}', two inputs (input, other) are needed, but got {len(vals)} positional "
                        f"and extra keywords {sorted(kwargs)}.")
    return vals


def less(*args, **kwargs):
    """Computes ``input < other`` element-wise (with broadcasting).

    Args:
        input (Union[Tensor, number.Number, bool]): The first input.
        other (Union[Tensor, number.Number, bool]): The second input.

    Returns:
        Tensor of bool, the broadcast shape.

    Raises:
        TypeError: If neither input is a Tensor or number.
        ValueError: If the shapes cannot be broadcast together.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.less(Tensor([1, 2, 3], mindspore.int32), Tensor([2, 2, 2], mindspore.int32)))
        [ True False False]
    """
    x, y = _two(args, dict(kwargs), "less")
    return binary(torch.lt, "Less", x, y)


def lt(*args, **kwargs):
    """Computes ``input < other`` element-wise (alias of :func:`mindspore.ops.less`).

    Args:
        input (Union[Tensor, number.Number, bool]): The first input.
        other (Union[Tensor, number.Number, bool]): The second input.

    Returns:
        Tensor of bool, the broadcast shape.

    Raises:
        TypeError: If neither input is a Tensor or number.
        ValueError: If the shapes cannot be broadcast together.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.lt(Tensor([1, 2, 3], mindspore.int32), 2))
        [ True False False]
    """
    x, y = _two(args, dict(kwargs), "lt")
    return binary(torch.lt, "Less", x, y)


def div(input, other, *, rounding_mode=None):
    """Divides `input` by `other` element-wise.

    Args:
        input (Union[Tensor, Number, bool]): The dividend.
        other (Union[Tensor, Number, bool]): The divisor.

    Keyword Args:
        rounding_mode (str): ``None`` (true division), ``"floor"`` or ``"trunc"``. Default: ``None``.

    Returns:
        Tensor, the broadcast shape.

    Raises:
        ValueError: If `rounding_mode` is not one of the values, or the shapes cannot be broadcast.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x = Tensor([1.0, 2.0, 3.0], mindspore.float32)
        >>> print(ops.div(x, Tensor([4.0, 5.0, 6.0], mindspore.float32)))
        [0.25 0.4  0.5 ]
        >>> print(ops.div(Tensor([-7.0, 7.0]), 2.0, rounding_mode="floor"))
        [-4.  3.]
    """
    if rounding_mode is None:
        return binary(torch.true_divide, "Div", input, other)
    if rounding_mode not in ("floor", "trunc"):
        raise ValueError(f"For 'div', the 'rounding_mode' must be None, 'floor' or 'trunc', but got "
                         f"{rounding_mode!r}.")
    return binary(functools.partial(torch.div, rounding_mode=rounding_mode), "Div", input, other)


def divide(input, other, *, rounding_mode=None):
    """Divides `input` by `other` element-wise (alias of :func:`mindspore.ops.div`).

    Args:
        input (Union[Tensor, Number, bool]): The dividend.
        other (Union[Tensor, Number, bool]): The divisor.

    Keyword Args:
        rounding_mode (str): ``None``, ``"floor"`` or ``"trunc"``. Default: ``None``.

    Returns:
        Tensor, the broadcast shape.

    Raises:
        ValueError: If `rounding_mode` is not one of the values.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.divide(Tensor([1.0, 2.0], mindspore.float32), 4.0))
        [0.25 0.5 ]
    """
    return div(input, other, rounding_mode=rounding_mode)


def subtract(input, other, *, alpha=1):
    """Computes ``input - alpha * other`` element-wise.

    Args:
        input (Union[Tensor, number.Number]): The minuend.
        other (Union[Tensor, number.Number]): The subtrahend.

    Keyword Args:
        alpha (number.Number): Multiplier of `other`. Default: ``1``.

    Returns:
        Tensor, the broadcast shape.

    Raises:
        TypeError: If neither input is a Tensor or number.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.subtract(Tensor([4.0, 5.0, 6.0], mindspore.float32), Tensor([1.0, 2.0, 3.0]), alpha=2))
        [2. 1. 0.]
    """
    if alpha == 1:
        return binary(torch.sub, "Sub", input, other)
    return binary(functools.partial(torch.sub, alpha=alpha), "Sub", input, other)


def isclose(input, other, rtol=1e-05, atol=1e-08, equal_nan=False):
    """Tells whether two tensors are close element-wise: ``|input - other| <= atol + rtol * |other|``.

    Args:
        input (Tensor): The first input.
        other (Tensor): The second input.
        rtol (float): Relative tolerance. Default: ``1e-05``.
        atol (float): Absolute tolerance. Default: ``1e-08``.
        equal_nan (bool): Whether two NaNs are close. Default: ``False``.

    Returns:
        Tensor of bool, the broadcast shape.

    Raises:
        TypeError: If `input` is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x = Tensor([1.3, 2.1, 3.2], mindspore.float32)
        >>> print(ops.isclose(x, Tensor([1.3, 3.3, 3.2], mindspore.float32)))
        [ True False  True]
    """
    a = tt(input, "isclose")
    return _wrap(torch.isclose(a, as_torch(other, a), rtol, atol, equal_nan))


# ----- products ------------------------------------------------------------------------------------------------------
def matmul(input, other):
    """Matrix product of two tensors (1-D: vector; more than 2-D: batched, with broadcasting).

    Args:
        input (Tensor): The first input.
        other (Tensor): The second input.

    Returns:
        Tensor, the product.

    Raises:
        TypeError: If an input is not a Tensor or the dtypes differ.
        ValueError: If the inner dimensions do not match.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> a = Tensor(np.arange(6).reshape(2, 3), mindspore.float32)
        >>> b = Tensor(np.ones([3, 2]), mindspore.float32)
        >>> print(ops.matmul(a, b))
        [[ 3.  3.]
         [12. 12.]]
    """
    if isinstance(input, Tensor) and isinstance(other, Tensor):
        a, b = input._t, other._t
        try:
            return _wrap(torch.matmul(a, b))
        except RuntimeError as e:
            raise _matmul_error("MatMul", a, b, e) from None
    raise not_tensor("matmul", "input" if not isinstance(input, Tensor) else "other",
                     input if not isinstance(input, Tensor) else other)


def bmm(input_x, mat2):
    """Batched matrix product of two 3-D (or higher) tensors.

    Args:
        input_x (Tensor): Shape :math:`(*B, N, C)`.
        mat2 (Tensor): Shape :math:`(*B, C, M)`.

    Returns:
        Tensor of shape :math:`(*B, N, M)`.

    Raises:
        ValueError: If the shapes cannot be multiplied.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x = Tensor(np.ones([2, 1, 3]), mindspore.float32)
        >>> print(ops.bmm(x, Tensor(np.ones([2, 3, 2]), mindspore.float32)))
        [[[3. 3.]]
        <BLANKLINE>
         [[3. 3.]]]
    """
    return matmul(input_x, mat2)


def mm(input, mat2):
    """Product of two 2-D matrices.

    Args:
        input (Tensor): Shape :math:`(N, C)`.
        mat2 (Tensor): Shape :math:`(C, M)`.

    Returns:
        Tensor of shape :math:`(N, M)`.

    Raises:
        ValueError: If the shapes cannot be multiplied or are not 2-D.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.mm(Tensor(np.ones([1, 2]), mindspore.float32), Tensor(np.ones([2, 3]), mindspore.float32)))
        [[2. 2. 2.]]
    """
    a, b = tt(input, "mm"), tt(mat2, "mm", "mat2")
    if a.dim() != 2 or b.dim() != 2:
        raise ValueError(f"For 'mm', the inputs must be 2-D, but got shapes {tuple(a.shape)} and {tuple(b.shape)}.")
    return matmul(input, mat2)


def dot(input, other):
    """Tensor dot product: contracts the last dimension of `input` with the second-to-last of `other`.

    Both inputs must have at least 2 dimensions; the result has shape
    ``input.shape[:-1] + other.shape[:-2] + other.shape[-1:]`` (a matrix product for 2-D inputs).

    Args:
        input (Tensor): The first input, at least 2-D.
        other (Tensor): The second input, at least 2-D, same dtype as `input`.

    Returns:
        Tensor, the product.

    Raises:
        TypeError: If an input is not a Tensor or the dtypes differ.
        ValueError: If an input has fewer than 2 dimensions or the contracted dimensions differ.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.dot(Tensor([[1.0, 2.0]], mindspore.float32), Tensor([[3.0], [4.0]], mindspore.float32)))
        [[11.]]
        >>> x = Tensor(np.ones((2, 1, 3)), mindspore.float32)
        >>> print(ops.dot(x, Tensor(np.ones((1, 3, 2)), mindspore.float32)).shape)
        (2, 1, 1, 2)
    """
    a, b = tt(input, "dot", "input"), tt(other, "dot", "other")
    if a.dim() < 2 or b.dim() < 2:
        raise ValueError(f"For 'dot', the inputs x1, x2 should have 'dimension >= 2',but got 'len(x1_shape)': "
                         f"({a.dim()}) and 'len(x2_shape)': ({b.dim()}).")
    if a.dtype != b.dtype:
        raise TypeError(f"For 'dot', the inputs must be the same type, but got x1_type: {input.dtype} and "
                        f"x2_type: {other.dtype}.")
    if a.shape[-1] != b.shape[-2]:
        raise ValueError(f"For 'dot', the last dimension of x1 and the second-to-last dimension of x2 must be "
                         f"equal, but got {a.shape[-1]} and {b.shape[-2]}.")
    if a.dim() == 2 and b.dim() == 2:
        return _wrap(torch.matmul(a, b))
    return _wrap(torch.tensordot(a, b, dims=([-1], [-2])))


def outer(input, vec2):
    """Outer product of two 1-D tensors.

    Args:
        input (Tensor): Shape :math:`(N,)`.
        vec2 (Tensor): Shape :math:`(M,)`.

    Returns:
        Tensor of shape :math:`(N, M)`.

    Raises:
        TypeError: If an input is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.outer(Tensor([1, 2]), Tensor([3, 4])))
        [[3 4]
         [6 8]]
    """
    return _wrap(torch.outer(tt(input, "outer"), tt(vec2, "outer", "vec2")))


def inner(input, other):
    """Inner product over the last dimension.

    Args:
        input (Tensor): The first input.
        other (Tensor): The second input, same last dimension.

    Returns:
        Tensor, the product.

    Raises:
        TypeError: If an input is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.inner(Tensor([1.0, 2.0]), Tensor([3.0, 4.0])))
        11.0
    """
    return _wrap(torch.inner(tt(input, "inner"), tt(other, "inner", "other")))


def tensor_dot(x1, x2, axes):
    """Contracts two tensors over the given axes.

    Args:
        x1 (Tensor): The first input.
        x2 (Tensor): The second input.
        axes (Union[int, tuple(int), tuple(tuple(int))]): An int N contracts the last N axes of `x1` with the first
            N of `x2`; a pair of tuples lists the axes of each.

    Returns:
        Tensor, the contraction.

    Raises:
        TypeError: If an input is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> a = Tensor(np.ones([1, 2, 3]), mindspore.float32)
        >>> b = Tensor(np.ones([3, 1, 2]), mindspore.float32)
        >>> print(ops.tensor_dot(a, b, ((0, 1), (1, 2))))
        [[2. 2. 2.]
         [2. 2. 2.]
         [2. 2. 2.]]
    """
    dims = axes if isinstance(axes, int) else [list(a) if isinstance(a, (tuple, list)) else [a] for a in axes]
    return _wrap(torch.tensordot(tt(x1, "tensor_dot", "x1"), tt(x2, "tensor_dot", "x2"), dims=dims))


def baddbmm(input, batch1, batch2, beta=1, alpha=1):
    """Computes ``beta * input + alpha * (batch1 @ batch2)`` for batched matrices.

    Args:
        input (Tensor): Shape broadcastable to :math:`(B, N, M)`.
        batch1 (Tensor): Shape :math:`(B, N, C)` (or :math:`(N, C)`).
        batch2 (Tensor): Shape :math:`(B, C, M)` (or :math:`(C, M)`).
        beta (Union[float, int]): Multiplier of `input`. Default: ``1``.
        alpha (Union[float, int]): Multiplier of the product. Default: ``1``.

    Returns:
        Tensor of shape :math:`(B, N, M)`.

    Raises:
        TypeError: If an input is not a Tensor, the dtypes differ, or `beta` or `alpha` is not an int for
            integer inputs.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x = Tensor(np.ones([1, 2, 2]), mindspore.float32)
        >>> b1 = Tensor(np.ones([1, 2, 3]), mindspore.float32)
        >>> print(ops.baddbmm(x, b1, Tensor(np.ones([1, 3, 2]), mindspore.float32)))
        [[[4. 4.]
          [4. 4.]]]
    """
    if not (isinstance(input, Tensor) and isinstance(batch1, Tensor) and isinstance(batch2, Tensor)):
        raise TypeError("For Baddbmm, inputs must be all tensors.")
    t, b1, b2 = input._t, batch1._t, batch2._t
    if not t.dtype == b1.dtype == b2.dtype:
        raise TypeError("For Baddbmm, the inputs should be the same dtype.")
    if t.is_floating_point():
        if not (isinstance(alpha, (int, float)) and isinstance(beta, (int, float))):
            raise TypeError("For attributes alpha and beta should be real numbers.")
    elif not (isinstance(alpha, int) and isinstance(beta, int)):
        raise TypeError("For inputs of type not FloatTensor or DoubleTensor, arguments beta and alpha must be "
                        "integers.")
    # a batched matrix product (plain for 2-D operands), scaled and added with broadcasting
    return _wrap(beta * t + alpha * torch.matmul(b1, b2))


def addmm(input, mat1, mat2, *, beta=1, alpha=1):
    """Computes ``beta * input + alpha * (mat1 @ mat2)``.

    Args:
        input (Tensor): Broadcastable to :math:`(N, M)`.
        mat1 (Tensor): Shape :math:`(N, C)`.
        mat2 (Tensor): Shape :math:`(C, M)`.

    Keyword Args:
        beta (Union[int, float]): Multiplier of `input`. Default: ``1``.
        alpha (Union[int, float]): Multiplier of the product. Default: ``1``.

    Returns:
        Tensor of shape :math:`(N, M)`.

    Raises:
        TypeError: If an input is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> m = Tensor(np.ones([2, 2]), mindspore.float32)
        >>> print(ops.addmm(m, m, m))
        [[3. 3.]
         [3. 3.]]
    """
    return _wrap(torch.addmm(tt(input, "addmm"), tt(mat1, "addmm", "mat1"), tt(mat2, "addmm", "mat2"), beta=beta,
                             alpha=alpha))


def cdist(x1, x2, p=2.0):
    """p-norm distance between each pair of rows of two (batched) matrices.

    Args:
        x1 (Tensor): Shape :math:`(B, P, M)` or :math:`(P, M)`.
        x2 (Tensor): Shape :math:`(B, R, M)` or :math:`(R, M)`.
        p (float): The norm order. Default: ``2.0``.

    Returns:
        Tensor of shape :math:`(B, P, R)` or :math:`(P, R)`.

    Raises:
        TypeError: If an input is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x = Tensor([[0.0, 0.0], [3.0, 4.0]], mindspore.float32)
        >>> print(ops.cdist(x, x))
        [[0. 5.]
         [5. 0.]]
    """
    return _wrap(torch.cdist(tt(x1, "cdist", "x1"), tt(x2, "cdist", "x2"), p=p))


def cross(input, other, dim=None):
    """Cross product of 3-vectors along `dim` (the first dimension of size 3 when None).

    Args:
        input (Tensor): The first input.
        other (Tensor): The second input, same shape.
        dim (int): The dimension. Default: ``None``.

    Returns:
        Tensor, same shape as `input`.

    Raises:
        TypeError: If an input is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.cross(Tensor([1.0, 0.0, 0.0]), Tensor([0.0, 1.0, 0.0])))
        [0. 0. 1.]
    """
    return _cached(_m.Cross, -65530 if dim is None else dim)(input, other)


def einsum(equation, *operands):
    """Evaluates an Einstein-summation expression.

    Args:
        equation (str): The subscripts, e.g. ``"ij,jk->ik"``.
        operands (Tensor): The operands.

    Returns:
        Tensor, the result.

    Raises:
        TypeError: If `equation` is not a str.

    Supported Platforms:
        ``GPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x = Tensor(np.ones([2, 3]), mindspore.float32)
        >>> print(ops.einsum("ij->j", x))
        [2. 2. 2.]
    """
    if not isinstance(equation, str):
        raise TypeError(f"For 'einsum', the 'equation' must be str, but got {type(equation).__name__}.")
    return _wrap(torch.einsum(equation, *[tt(v, "einsum", "operands") for v in operands]))


def lerp(input, end, weight):
    """Linear interpolation ``input + weight * (end - input)``.

    Args:
        input (Tensor): Start points.
        end (Tensor): End points.
        weight (Union[float, Tensor]): The weight.

    Returns:
        Tensor, the broadcast shape.

    Raises:
        TypeError: If `input` or `end` is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.lerp(Tensor([1.0, 2.0]), Tensor([3.0, 6.0]), 0.5))
        [2. 4.]
    """
    return _cached(_m.Lerp)(input, end, weight)


def addcdiv(input, tensor1, tensor2, value=1):
    """Computes ``input + value * tensor1 / tensor2`` element-wise.

    Args:
        input (Tensor): The tensor to add to.
        tensor1 (Tensor): The numerator.
        tensor2 (Tensor): The denominator.
        value (Union[Tensor, Number]): The multiplier. Default: ``1``.

    Returns:
        Tensor, the broadcast shape.

    Raises:
        TypeError: If an input is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.addcdiv(Tensor([1.0, 1.0]), Tensor([2.0, 4.0]), Tensor([2.0, 2.0])))
        [2. 3.]
    """
    return _cached(_m.Addcdiv)(input, tensor1, tensor2, value)


def addcmul(input, tensor1, tensor2, value=1):
    """Computes ``input + value * tensor1 * tensor2`` element-wise.

    Args:
        input (Tensor): The tensor to add to.
        tensor1 (Tensor): The first factor.
        tensor2 (Tensor): The second factor.
        value (Union[Tensor, Number]): The multiplier. Default: ``1``.

    Returns:
        Tensor, the broadcast shape.

    Raises:
        TypeError: If an input is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.addcmul(Tensor([1.0, 1.0]), Tensor([2.0, 4.0]), Tensor([2.0, 2.0])))
        [5. 9.]
    """
    return _cached(_m.Addcmul)(input, tensor1, tensor2, value)


def addn(x):
    """Adds all tensors of a tuple or list element-wise.

    Args:
        x (Union(tuple[Tensor], list[Tensor])): Tensors of the same shape.

    Returns:
        Tensor, same shape as each element of `x`.

    Raises:
        TypeError: If `x` is not a tuple or list of Tensors.
        ValueError: If the shapes differ.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x = Tensor([1.0, 2.0, 3.0], mindspore.float32)
        >>> print(ops.addn([x, x, x]))
        [3. 6. 9.]
    """
    return _add_n(x, "AddN")


# ----- reductions ----------------------------------------------------------------------------------------------------
def _dims(axis):
    d = axes(axis)
    return list(d) if isinstance(d, tuple) else d


def sum(input, dim=None, keepdim=False, *, dtype=None):
    """Sum of the elements over `dim` (all elements when None).

    Args:
        input (Tensor): The input tensor.
        dim (Union[None, int, tuple(int), list(int)]): The dimensions to reduce. Default: ``None``.
        keepdim (bool): Keep the reduced dimensions with length 1. Default: ``False``.

    Keyword Args:
        dtype (mindspore.dtype): The output dtype. Default: ``None``.

    Returns:
        Tensor, the sums.

    Raises:
        TypeError: If `input` is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x = Tensor(np.arange(6).reshape(2, 3), mindspore.float32)
        >>> print(ops.sum(x))
        15.0
        >>> print(ops.sum(x, dim=1, keepdim=True))
        [[ 3.]
         [12.]]
    """
    t = tt(input, "sum")
    td = None if dtype is None else torch_dtype(dtype, "sum")
    d = _dims(dim)
    if d is None:
        r = t.sum(dtype=td)
        return _wrap(r.reshape((1,) * t.dim()) if keepdim else r)
    return _wrap(t.sum(dim=d, keepdim=keepdim, dtype=td))


def _mean(t, d, keep):
    if not (t.is_floating_point() or t.is_complex()):
        return _mean(t.double(), d, keep).to(t.dtype)
    if d is None:
        r = t.mean()
        return r.reshape((1,) * t.dim()) if keep else r
    return t.mean(dim=d, keepdim=keep)


def mean(x, axis=None, keep_dims=False):
    """Mean of the elements over `axis` (all elements when None).

    Args:
        x (Tensor): The input tensor.
        axis (Union[int, tuple(int), list(int)]): The dimensions to reduce. Default: ``None``.
        keep_dims (bool): Keep the reduced dimensions with length 1. Default: ``False``.

    Returns:
        Tensor, the means.

    Raises:
        TypeError: If `x` is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x = Tensor(np.arange(6).reshape(2, 3), mindspore.float32)
        >>> print(ops.mean(x))
        2.5
        >>> print(ops.mean(x, 0))
        [1.5 2.5 3.5]
    """
    return _wrap(_mean(tt(x, "mean", "x"), _dims(axis), keep_dims))


def prod(input, axis=None, keep_dims=False, dtype=None):
    """Product of the elements over `axis` (all elements when None).

    Args:
        input (Tensor): The input tensor.
        axis (Union[int, tuple(int), list(int)]): The dimensions to reduce. Default: ``None``.
        keep_dims (bool): Keep the reduced dimensions with length 1. Default: ``False``.
        dtype (mindspore.dtype): The output dtype. Default: ``None``.

    Returns:
        Tensor, the products.

    Raises:
        TypeError: If `input` is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.prod(Tensor([[1.0, 2.0], [3.0, 4.0]], mindspore.float32), 1))
        [ 2. 12.]
    """
    t = tt(input, "prod")
    if dtype is not None:
        t = t.to(torch_dtype(dtype, "prod"))
    d = _dims(axis)
    if d is None:
        r = t.prod()
        return _wrap(r.reshape((1,) * t.dim()) if keep_dims else r)
    return _wrap(_m.ReduceProd._dims(None, t, tuple(d) if isinstance(d, list) else d, keep_dims))


def std(input, axis=None, ddof=0, keepdims=False):
    """Standard deviation over `axis` with `ddof` degrees of freedom removed.

    Args:
        input (Tensor): The input tensor.
        axis (Union[int, tuple(int)]): The dimensions. Default: ``None`` (all).
        ddof (int): Delta degrees of freedom. Default: ``0``.
        keepdims (bool): Keep the reduced dimensions. Default: ``False``.

    Returns:
        Tensor, the standard deviations.

    Raises:
        TypeError: If `input` is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.std(Tensor([1.0, 3.0], mindspore.float32)))
        1.0
    """
    return _wrap(torch.std(tt(input, "std"), dim=_dims(axis), correction=ddof, keepdim=keepdims))


def var(input, axis=None, ddof=0, keepdims=False):
    """Variance over `axis` with `ddof` degrees of freedom removed.

    Args:
        input (Tensor): The input tensor.
        axis (Union[int, tuple(int)]): The dimensions. Default: ``None`` (all).
        ddof (int): Delta degrees of freedom. Default: ``0``.
        keepdims (bool): Keep the reduced dimensions. Default: ``False``.

    Returns:
        Tensor, the variances.

    Raises:
        TypeError: If `input` is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.var(Tensor([1.0, 3.0], mindspore.float32)))
        1.0
    """
    return _wrap(torch.var(tt(input, "var"), dim=_dims(axis), correction=ddof, keepdim=keepdims))


def _extreme(fn_all, fn_dim, input, axis, keepdims, initial, where, name):
    t = tt(input, name)
    if where is not None:
        if initial is None:
            raise ValueError(f"For '{name}', the 'initial' must be given when 'where' is used.")
        t = torch.where(as_torch(where), t, torch.tensor(initial, dtype=t.dtype, device=t.device))
    d = _dims(axis)
    r = fn_all(t) if d is None else fn_dim(t, dim=d, keepdim=keepdims)
    if d is None and keepdims:
        r = r.reshape((1,) * t.dim())
    if initial is not None:
        other = torch.tensor(initial, dtype=r.dtype, device=r.device)
        r = torch.maximum(r, other) if fn_all is torch.max else torch.minimum(r, other)
    return r


def amax(input, axis=None, keepdims=False, *, initial=None, where=None):
    """Maximum over `axis` (all elements when None).

    Args:
        input (Tensor): The input tensor.
        axis (Union[int, tuple(int), list(int)]): The dimensions. Default: ``None``.
        keepdims (bool): Keep the reduced dimensions. Default: ``False``.

    Keyword Args:
        initial (scalar): A lower bound of the result. Default: ``None``.
        where (Tensor[bool]): Elements to include (the others count as `initial`). Default: ``None``.

    Returns:
        Tensor, the maxima.

    Raises:
        TypeError: If `input` is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.amax(Tensor([[1, 5], [3, 2]], mindspore.int32), 1))
        [5 3]
    """
    return _wrap(_extreme(torch.max, torch.amax, input, axis, keepdims, initial, where, "amax"))


def amin(input, axis=None, keepdims=False, *, initial=None, where=None):
    """Minimum over `axis` (all elements when None).

    Args:
        input (Tensor): The input tensor.
        axis (Union[int, tuple(int), list(int)]): The dimensions. Default: ``None``.
        keepdims (bool): Keep the reduced dimensions. Default: ``False``.

    Keyword Args:
        initial (scalar): An upper bound of the result. Default: ``None``.
        where (Tensor[bool]): Elements to include (the others count as `initial`). Default: ``None``.

    Returns:
        Tensor, the minima.

    Raises:
        TypeError: If `input` is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.amin(Tensor([[1, 5], [3, 2]], mindspore.int32), 1))
        [1 2]
    """
    return _wrap(_extreme(torch.min, torch.amin, input, axis, keepdims, initial, where, "amin"))


def reduce_sum(x, axis=()):
    """Sum over `axis` (``()`` = all), without keeping dimensions (functional form of :class:`ReduceSum`).

    Args:
        x (Tensor): The input tensor.
        axis (Union[int, tuple(int)]): The dimensions. Default: ``()``.

    Returns:
        Tensor, the sums.

    Raises:
        TypeError: If `x` is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.reduce_sum(Tensor([[1.0, 2.0], [3.0, 4.0]], mindspore.float32), 0))
        [4. 6.]
    """
    return _cached(_m.ReduceSum)(x, axis)


def reduce_mean(x, axis=()):
    """Mean over `axis` (``()`` = all) (functional form of :class:`ReduceMean`).

    Args:
        x (Tensor): The input tensor.
        axis (Union[int, tuple(int)]): The dimensions. Default: ``()``.

    Returns:
        Tensor, the means.

    Raises:
        TypeError: If `x` is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.reduce_mean(Tensor([[1.0, 2.0], [3.0, 4.0]], mindspore.float32)))
        2.5
    """
    return _cached(_m.ReduceMean)(x, axis)


def reduce_max(x, axis=()):
    """Maximum over `axis` (``()`` = all) (functional form of :class:`ReduceMax`).

    Args:
        x (Tensor): The input tensor.
        axis (Union[int, tuple(int)]): The dimensions. Default: ``()``.

    Returns:
        Tensor, the maxima.

    Raises:
        TypeError: If `x` is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.reduce_max(Tensor([[1.0, 2.0], [3.0, 4.0]], mindspore.float32), 1))
        [2. 4.]
    """
    return _cached(_m.ReduceMax)(x, axis)


def reduce_min(x, axis=()):
    """Minimum over `axis` (``()`` = all) (functional form of :class:`ReduceMin`).

    Args:
        x (Tensor): The input tensor.
        axis (Union[int, tuple(int)]): The dimensions. Default: ``()``.

    Returns:
        Tensor, the minima.

    Raises:
        TypeError: If `x` is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.reduce_min(Tensor([[1.0, 2.0], [3.0, 4.0]], mindspore.float32), 1))
        [1. 3.]
    """
    return _cached(_m.ReduceMin)(x, axis)



def all(input, axis=None, keep_dims=False):
    """Logical AND of the elements over `axis` (all elements when None).

    Args:
        input (Tensor): The input tensor.
        axis (Union[int, tuple(int), list(int)]): The dimensions. Default: ``None``.
        keep_dims (bool): Keep the reduced dimensions. Default: ``False``.

    Returns:
        Tensor of bool.

    Raises:
        TypeError: If `input` is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x = Tensor([[True, False], [True, True]])
        >>> print(ops.all(x), ops.all(x, axis=1))
        False [False  True]
    """
    return _cached(_m.ReduceAll, keep_dims)(input, axis)


def any(input, axis=None, keep_dims=False):
    """Logical OR of the elements over `axis` (all elements when None).

    Args:
        input (Tensor): The input tensor.
        axis (Union[int, tuple(int), list(int)]): The dimensions. Default: ``None``.
        keep_dims (bool): Keep the reduced dimensions. Default: ``False``.

    Returns:
        Tensor of bool.

    Raises:
        TypeError: If `input` is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x = Tensor([[True, False], [False, False]])
        >>> print(ops.any(x), ops.any(x, axis=1))
        True [ True False]
    """
    return _cached(_m.ReduceAny, keep_dims)(input, axis)


def norm(A, ord=None, dim=None, keepdim=False, *, dtype=None):
    """Vector or matrix norm (``ord=None``: 2-norm of vectors, Frobenius norm of matrices / the flattened input).

    Args:
        A (Tensor): The input tensor.
        ord (Union[int, float, inf, -inf, 'fro', 'nuc']): The norm order. Default: ``None``.
        dim (Union[int, tuple(int)]): The dimension(s). Default: ``None``.
        keepdim (bool): Keep the reduced dimensions. Default: ``False``.

    Keyword Args:
        dtype (mindspore.dtype): Compute in this dtype. Default: ``None``.

    Returns:
        Tensor, the norm.

    Raises:
        TypeError: If `A` is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.norm(Tensor([3.0, 4.0], mindspore.float32)))
        5.0
    """
    t = tt(A, "norm", "A")
    td = None if dtype is None else torch_dtype(dtype, "norm")
    if dim is None and ord is None:
        return _wrap(torch.linalg.vector_norm(t, dtype=td).reshape((1,) * t.dim()) if keepdim
                     else torch.linalg.vector_norm(t, dtype=td))
    return _wrap(torch.linalg.norm(t, ord=ord, dim=dim, keepdim=keepdim, dtype=td))


def vector_norm(x, ord=2, axis=None, keepdims=False, *, dtype=None):
    """Vector norm over `axis` (the flattened input when None).

    Args:
        x (Tensor): The input tensor.
        ord (Union[int, float, inf, -inf]): The order. Default: ``2``.
        axis (Union[int, tuple(int)]): The dimensions. Default: ``None``.
        keepdims (bool): Keep the reduced dimensions. Default: ``False``.

    Keyword Args:
        dtype (mindspore.dtype): Compute in this dtype. Default: ``None``.

    Returns:
        Tensor, the norm.

    Raises:
        TypeError: If `x` is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.vector_norm(Tensor([3.0, -4.0], mindspore.float32), ord=1))
        7.0
    """
    return _wrap(torch.linalg.vector_norm(tt(x, "vector_norm", "x"), ord, _dims(axis), keepdims,
                                          dtype=None if dtype is None else torch_dtype(dtype, "vector_norm")))


def matrix_norm(A, ord="fro", axis=(-2, -1), keepdims=False, *, dtype=None):
    """Matrix norm over the two dimensions `axis`.

    Args:
        A (Tensor): The input tensor, rank >= 2.
        ord (Union[int, inf, -inf, 'fro', 'nuc']): The order. Default: ``'fro'``.
        axis (tuple(int)): The two matrix dimensions. Default: ``(-2, -1)``.
        keepdims (bool): Keep the reduced dimensions. Default: ``False``.

    Keyword Args:
        dtype (mindspore.dtype): Compute in this dtype. Default: ``None``.

    Returns:
        Tensor, the norm.

    Raises:
        TypeError: If `A` is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.matrix_norm(Tensor([[3.0, 0.0], [0.0, 4.0]], mindspore.float32)))
        5.0
    """
    return _wrap(torch.linalg.matrix_norm(tt(A, "matrix_norm", "A"), ord, tuple(axis), keepdims,
                                          dtype=None if dtype is None else torch_dtype(dtype, "matrix_norm")))


def cumsum(x, axis, dtype=None):
    """Cumulative sum along `axis`.

    Args:
        x (Tensor): The input tensor.
        axis (int): The axis.
        dtype (mindspore.dtype): The output dtype. Default: ``None``.

    Returns:
        Tensor, same shape as `x`.

    Raises:
        TypeError: If `x` is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.cumsum(Tensor([1.0, 2.0, 3.0], mindspore.float32), 0))
        [1. 3. 6.]
    """
    t = tt(x, "cumsum", "x")
    if t.dtype == torch.bool:
        raise TypeError("For primitive[CumSum], the input argument[x] must be a type of {Tensor[BFloat16], "
                        "Tensor[Complex128], Tensor[Complex64], Tensor[Float16], Tensor[Float32], Tensor[Float64], "
                        "Tensor[Int16], Tensor[Int32], Tensor[Int64], Tensor[Int8], Tensor[UInt16], Tensor[UInt32], "
                        "Tensor[UInt64], Tensor[UInt8]}, but got Tensor[Bool].")
    # integer sums keep the input's dtype (wrapping around on overflow) instead of widening to int64
    return _wrap(torch.cumsum(t, axis, dtype=t.dtype if dtype is None else torch_dtype(dtype, "cumsum")))


def cumprod(input, dim, dtype=None):
    """Cumulative product along `dim`.

    Args:
        input (Tensor): The input tensor.
        dim (int): The dimension.
        dtype (mindspore.dtype): The output dtype. Default: ``None``.

    Returns:
        Tensor, same shape as `input`.

    Raises:
        TypeError: If `input` is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.cumprod(Tensor([1.0, 2.0, 3.0], mindspore.float32), 0))
        [1. 2. 6.]
    """
    return _wrap(torch.cumprod(tt(input, "cumprod"), dim,
                               dtype=None if dtype is None else torch_dtype(dtype, "cumprod")))


def cummax(input, axis):
    """Cumulative maximum along `axis` and the index where each was reached (int64).

    Args:
        input (Tensor): The input tensor.
        axis (int): The axis.

    Returns:
        tuple (values, indices).

    Raises:
        TypeError: If `input` is not a Tensor.

    Supported Platforms:
        ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> values, indices = ops.cummax(Tensor([1, 3, 2, 5], mindspore.int32), 0)
        >>> print(values, indices)
        [1 3 3 5] [0 1 1 3]
    """
    v, i = torch.cummax(tt(input, "cummax"), axis)
    return _wrap(v), _wrap(i)


def cummin(input, axis):
    """Cumulative minimum along `axis` and the index where each was reached (int64).

    Args:
        input (Tensor): The input tensor.
        axis (int): The axis.

    Returns:
        tuple (values, indices).

    Raises:
        TypeError: If `input` is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> values, indices = ops.cummin(Tensor([3, 1, 2, 0], mindspore.int32), 0)
        >>> print(values, indices)
        [3 1 1 0] [0 1 1 3]
    """
    v, i = torch.cummin(tt(input, "cummin"), axis)
    return _wrap(v), _wrap(i)


def logsumexp(input, dim, keepdim=False):
    """Computes ``log(sum(exp(input)))`` over `dim` in a numerically stable way.

    Args:
        input (Tensor): The input tensor.
        dim (Union[int, tuple(int)]): The dimensions.
        keepdim (bool): Keep the reduced dimensions. Default: ``False``.

    Returns:
        Tensor, the result.

    Raises:
        TypeError: If `input` is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.logsumexp(Tensor([0.0, 0.0], mindspore.float32), 0))
        0.6931472
    """
    t = tt(input, "logsumexp")
    if isinstance(dim, (tuple, list)) and not [d for d in dim if not isinstance(d, int) or isinstance(d, bool)]:
        dims = tuple(dim) or tuple(range(t.dim()))
    elif isinstance(dim, int) and not isinstance(dim, bool):
        dims = (dim,)
    else:
        given = "None" if dim is None else type(dim).__name__
        raise TypeError(f'Failed calling ReduceMax with "ReduceMax(keep_dims=bool)(x=Tensor, axis={given})".\n'
                        'The valid calling should be: \n"ReduceMax(keep_dims=<bool>)(x=<Tensor>, axis=<list of int, '
                        'int, Tensor, tuple of int>)".')
    # shift by the maximum, sum the exponentials, then add the maximum back (MindSpore's order of operations)
    peak = torch.amax(t, dim=dims, keepdim=True) if dims else t
    out = torch.log(torch.sum(torch.exp(t - peak), dim=dims, keepdim=keepdim) if dims else torch.exp(t - peak))
    return _wrap(out + (peak if keepdim or not dims else peak.squeeze(dims)))


def median(input, axis=-1, keepdims=False):
    """Median along `axis` (the lower of the two middle values for even lengths) and its index.

    Args:
        input (Tensor): The input tensor.
        axis (int): The axis. Default: ``-1``.
        keepdims (bool): Keep the reduced dimension. Default: ``False``.

    Returns:
        tuple (values, indices).

    Raises:
        TypeError: If `input` is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> values, indices = ops.median(Tensor([[0.57, 0.11, 0.21], [0.38, 0.50, 0.57]], mindspore.float32))
        >>> print(values, indices)
        [0.21 0.5 ] [2 1]
    """
    v, i = torch.median(tt(input, "median"), axis, keepdims)
    return _wrap(v), _wrap(i)


def count_nonzero(x, axis=(), keep_dims=False, dtype=mstype.int32):
    """Counts the non-zero elements over `axis` (``()`` = all).

    Args:
        x (Tensor): The input tensor.
        axis (Union[int, tuple(int), list(int)]): The dimensions. Default: ``()``.
        keep_dims (bool): Keep the reduced dimensions. Default: ``False``.
        dtype (mindspore.dtype): The output dtype. Default: ``mindspore.int32``.

    Returns:
        Tensor of `dtype`.

    Raises:
        TypeError: If `x` is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.count_nonzero(Tensor([[0, 1, 2], [3, 0, 0]], mindspore.int32)))
        3
    """
    t = tt(x, "count_nonzero", "x") != 0
    r = _cached(_m.ReduceSum, keep_dims)(_wrap(t.long()), axis)._t
    return _wrap(r.to(torch_dtype(dtype, "count_nonzero")))


def trace(input):
    """Sum of the main diagonal of a 2-D tensor.

    Args:
        input (Tensor): A 2-D tensor.

    Returns:
        Tensor, a scalar.

    Raises:
        TypeError: If `input` is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.trace(Tensor([[10.0, 11.0], [2.0, 3.0]], mindspore.float32)))
        13.0
    """
    return _wrap(torch.trace(tt(input, "trace")))


def diagonal(input, offset=0, dim1=0, dim2=1):
    """The diagonal with `offset` of the matrices formed by `dim1` and `dim2`.

    Args:
        input (Tensor): The input tensor, rank >= 2.
        offset (int): Diagonal offset (positive: above the main one). Default: ``0``.
        dim1 (int): First matrix dimension. Default: ``0``.
        dim2 (int): Second matrix dimension. Default: ``1``.

    Returns:
        Tensor, the diagonals in the last dimension.

    Raises:
        TypeError: If `input` is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.diagonal(Tensor([[0, 1], [2, 3]], mindspore.int32)))
        [0 3]
    """
    return _wrap(torch.diagonal(tt(input, "diagonal"), offset, dim1, dim2))


def inverse(input):
    """Inverse of square matrices (batched over leading dimensions).

    Args:
        input (Tensor): Shape :math:`(*, N, N)`.

    Returns:
        Tensor, same shape.

    Raises:
        TypeError: If `input` is not a Tensor.

    Supported Platforms:
        ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.inverse(Tensor([[2.0, 0.0], [0.0, 4.0]], mindspore.float32)))
        [[0.5  0.  ]
         [0.   0.25]]
    """
    return _wrap(torch.linalg.inv(tt(input, "inverse")))


def det(input):
    """Determinant of square matrices (batched over leading dimensions).

    Args:
        input (Tensor): Shape :math:`(*, N, N)`.

    Returns:
        Tensor of shape :math:`(*)`.

    Raises:
        TypeError: If `input` is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.det(Tensor([[2.0, 0.0], [0.0, 4.0]], mindspore.float32)))
        8.0
    """
    return _wrap(torch.linalg.det(tt(input, "det")))


def permute(input, axis):
    """Permutes the dimensions of a tensor.

    Args:
        input (Tensor): The input tensor.
        axis (tuple(int)): The permutation.

    Returns:
        Tensor, with dimension i of the output being dimension ``axis[i]`` of the input.

    Raises:
        ValueError: If `axis` is not a permutation of the dimensions.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.permute(Tensor(np.ones([1, 2, 3]), mindspore.float32), (2, 0, 1)).shape)
        (3, 1, 2)
    """
    return _transpose(input, axis, "permute")


# ----- more element-wise and linear-algebra functions -----------------------------------------------------------------
from .._factory import documented as _documented  # noqa: E402

_T = "Tensor"
_IN = [("input", _T, "The input tensor.")]

arccosh = unary_func("arccosh", torch.acosh, "Computes the inverse hyperbolic cosine element-wise.",
                     "Tensor([1.0], mindspore.float32)", "[0.]", module=_M)
arcsinh = unary_func("arcsinh", torch.asinh, "Computes the inverse hyperbolic sine element-wise.",
                     "Tensor([0.0], mindspore.float32)", "[0.]", module=_M)
arctanh = unary_func("arctanh", torch.atanh, "Computes the inverse hyperbolic tangent element-wise.",
                     "Tensor([0.0], mindspore.float32)", "[0.]", module=_M)
sgn = unary_func("sgn", torch.sgn, "Sign of each element (for complex input: ``x / |x|``).",
                 "Tensor([-2.0, 0.0, 3.0], mindspore.float32)", "[-1.  0.  1.]", module=_M)
signbit = unary_func("signbit", torch.signbit, "Tells whether the sign bit of each element is set.",
                     "Tensor([-2.0, 0.0, 3.0], mindspore.float32)", "[ True False False]", module=_M)
positive = unary_func("positive", torch.positive, "Returns the input unchanged (unary plus).",
                      "Tensor([-2.0, 3.0], mindspore.float32)", "[-2.  3.]", module=_M)
frac = unary_func("frac", torch.frac, "Fractional part of each element (sign kept).",
                  "Tensor([2.5, -1.25], mindspore.float32)", "[ 0.5  -0.25]", arg="x", module=_M)
i0 = unary_func("i0", torch.i0, "Modified Bessel function of the first kind, order 0, element-wise.",
                "Tensor([0.0], mindspore.float32)", "[0.99999994]", module=_M)
inv = unary_func("inv", torch.reciprocal, "Reciprocal of each element.", "Tensor([2.0, 4.0], mindspore.float32)",
                 "[0.5  0.25]", arg="x", module=_M)
isneginf = unary_func("isneginf", torch.isneginf, "Tells whether each element is -inf.",
                      "Tensor([1.0, float('-inf')], mindspore.float32)", "[False  True]", module=_M)
isposinf = unary_func("isposinf", torch.isposinf, "Tells whether each element is +inf.",
                      "Tensor([1.0, float('inf')], mindspore.float32)", "[False  True]", module=_M)
isreal = unary_func("isreal", torch.isreal, "Tells whether each element is real (imaginary part 0).",
                    "Tensor([1 + 1j, 2 + 0j], mindspore.complex64)", "[False  True]", module=_M)
tanhshrink = unary_func("tanhshrink", torch.nn.functional.tanhshrink, "Computes x - tanh(x) element-wise.",
                        "Tensor([0.0], mindspore.float32)", "[0.]", module=_M)
copysign = binary_func("copysign", torch.copysign, "CopySign", "Magnitude of `x` with the sign of `other`.",
                       "Tensor([1.0, 2.0], mindspore.float32)", "Tensor([-1.0, 1.0], mindspore.float32)",
                       "[-1.  2.]", args=("x", "other"), module=_M)
fmax = binary_func("fmax", torch.fmax, "Fmax", "Element-wise maximum ignoring NaN.",
                   "Tensor([1.0, float('nan')], mindspore.float32)", "Tensor([2.0, 3.0], mindspore.float32)",
                   "[2. 3.]", module=_M)
fmin = binary_func("fmin", torch.fmin, "Fmin", "Element-wise minimum ignoring NaN.",
                   "Tensor([1.0, float('nan')], mindspore.float32)", "Tensor([2.0, 3.0], mindspore.float32)",
                   "[1. 3.]", module=_M)
float_power = binary_func("float_power", torch.float_power, "FloatPower", "`input` ** `exponent` in float64.",
                          "Tensor([2, 3], mindspore.int32)", "Tensor([2, 2], mindspore.int32)", "[4. 9.]",
                          args=("input", "exponent"), module=_M)
ldexp = binary_func("ldexp", torch.ldexp, "Ldexp", "Computes x * 2 ** other element-wise.",
                    "Tensor([1.0, 3.0], mindspore.float32)", "Tensor([2, 1], mindspore.int32)", "[4. 6.]",
                    args=("x", "other"), module=_M)
logaddexp2 = binary_func("logaddexp2", torch.logaddexp2, "LogAddExp2", "Computes log2(2 ** x + 2 ** y).",
                         "Tensor([1.0], mindspore.float32)", "Tensor([1.0], mindspore.float32)", "[2.]", module=_M)
bitwise_left_shift = binary_func("bitwise_left_shift", torch.bitwise_left_shift, "LeftShift",
                                 "Shifts the bits of `input` left by `other`.", "Tensor([1, 2], mindspore.int32)",
                                 "Tensor([2, 1], mindspore.int32)", "[4 4]", module=_M)
bitwise_right_shift = binary_func("bitwise_right_shift", torch.bitwise_right_shift, "RightShift",
                                  "Shifts the bits of `input` right by `other`.", "Tensor([8, 2], mindspore.int32)",
                                  "Tensor([2, 1], mindspore.int32)", "[2 1]", module=_M)
igamma = binary_func("igamma", torch.special.gammainc, "Igamma", "Regularized lower incomplete gamma function.",
                     "Tensor([1.0], mindspore.float32)", "Tensor([0.0], mindspore.float32)", "[0.]", module=_M)
igammac = binary_func("igammac", torch.special.gammaincc, "Igammac", "Regularized upper incomplete gamma function.",
                      "Tensor([1.0], mindspore.float32)", "Tensor([0.0], mindspore.float32)", "[1.]", module=_M)
zeta = binary_func("zeta", torch.special.zeta, "Zeta", "Hurwitz zeta function element-wise.",
                   "Tensor([2.0], mindspore.float32)", "Tensor([1.0], mindspore.float32)", "[1.644934]", module=_M)


@_documented("The transpose of a tensor of rank <= 2.", _IN, "Tensor.", ["x = Tensor([[1, 2, 3]])"], "ops.t(x)",
             "[[1]\n [2]\n [3]]")
def t(input):
    x = tt(input, "t")
    return _wrap(x.t() if x.dim() <= 2 else x)


@_documented("Conjugate transpose of the last two dimensions.", [("x", _T, "The input tensor, rank >= 2.")],
             "Tensor.", ["x = Tensor([[1, 2]])"], "ops.adjoint(x)", "[[1]\n [2]]")
def adjoint(x):
    return _wrap(tt(x, "adjoint", "x").mH.resolve_conj())


@_documented("Tells whether a tensor has a complex dtype.", _IN, "bool.", ["x = Tensor([1 + 1j])"],
             "ops.is_complex(x)", "True")
def is_complex(input):
    return tt(input, "is_complex").is_complex()


@_documented("Tells whether ``|x - y| < tolerance`` element-wise.",
             [("x", _T, "The first input."), ("y", _T, "The second input."),
              ("tolerance", "float", "The tolerance. Default: ``1e-05``.")], "Tensor of bool.",
             ["x = Tensor([1.0, 2.0])"], "ops.approximate_equal(x, Tensor([1.5, 2.0]), 1.0)", "[ True  True]")
def approximate_equal(x, y, tolerance=1e-05):
    return _cached(_m.ApproximateEqual, float(tolerance))(x, y)


@_documented("Adds all tensors of a tuple or list element-wise.", [("x", "Union(tuple[Tensor], list[Tensor])",
             "Tensors of the same shape.")], "Tensor.", ["x = Tensor([1.0, 2.0])"], "ops.accumulate_n([x, x])",
             "[2. 4.]")
def accumulate_n(x):
    return _add_n(x, "AccumulateNV2")


@_documented("Computes ``beta * input + alpha * sum_b(batch1[b] @ batch2[b])``.",
             [("input", _T, "Shape broadcastable to (N, M)."), ("batch1", _T, "Shape (B, N, C)."),
              ("batch2", _T, "Shape (B, C, M).")], "Tensor of shape (N, M).",
             ["b = Tensor(np.ones([2, 1, 2]), mindspore.float32)"],
             "ops.addbmm(Tensor(np.zeros([1, 1]), mindspore.float32), b, b.swapaxes(1, 2))", "[[4.]]",
             kwargs=[("beta", "Union[int, float]", "Multiplier of `input`. Default: ``1``."),
                     ("alpha", "Union[int, float]", "Multiplier of the product. Default: ``1``.")])
def addbmm(input, batch1, batch2, *, beta=1, alpha=1):
    return _wrap(torch.addbmm(tt(input, "addbmm"), tt(batch1, "addbmm", "batch1"), tt(batch2, "addbmm", "batch2"),
                              beta=beta, alpha=alpha))


@_documented("Computes ``beta * input + alpha * (mat @ vec)``.",
             [("input", _T, "Shape (N,)."), ("mat", _T, "Shape (N, M)."), ("vec", _T, "Shape (M,).")],
             "Tensor of shape (N,).", ["m = Tensor(np.ones([2, 3]), mindspore.float32)"],
             "ops.addmv(Tensor([1.0, 1.0]), m, Tensor([1.0, 1.0, 1.0]))", "[4. 4.]",
             kwargs=[("beta", "Union[int, float]", "Multiplier of `input`. Default: ``1``."),
                     ("alpha", "Union[int, float]", "Multiplier of the product. Default: ``1``.")])
def addmv(input, mat, vec, *, beta=1, alpha=1):
    return _wrap(torch.addmv(tt(input, "addmv"), tt(mat, "addmv", "mat"), tt(vec, "addmv", "vec"), beta=beta,
                             alpha=alpha))


@_documented("Computes ``beta * x + alpha * outer(vec1, vec2)``.",
             [("x", _T, "Shape (N, M)."), ("vec1", _T, "Shape (N,)."), ("vec2", _T, "Shape (M,).")],
             "Tensor of shape (N, M).", ["x = Tensor(np.zeros([2, 2]), mindspore.float32)"],
             "ops.addr(x, Tensor([1.0, 2.0]), Tensor([3.0, 4.0]))", "[[3. 4.]\n [6. 8.]]",
             kwargs=[("beta", "Union[int, float]", "Multiplier of `x`. Default: ``1``."),
                     ("alpha", "Union[int, float]", "Multiplier of the product. Default: ``1``.")])
def addr(x, vec1, vec2, *, beta=1, alpha=1):
    return _wrap(torch.addr(tt(x, "addr", "x"), tt(vec1, "addr", "vec1"), tt(vec2, "addr", "vec2"), beta=beta,
                            alpha=alpha))


@_documented("Matrix-vector product.", [("mat", _T, "Shape (N, M)."), ("vec", _T, "Shape (M,).")],
             "Tensor of shape (N,).", ["m = Tensor(np.ones([2, 3]), mindspore.float32)"],
             "ops.mv(m, Tensor([1.0, 2.0, 3.0]))", "[6. 6.]")
def mv(mat, vec):
    return _wrap(torch.mv(tt(mat, "mv", "mat"), tt(vec, "mv", "vec")))


@_documented("Kronecker product.", [("input", _T, "The first input."), ("other", _T, "The second input.")],
             "Tensor.", ["a = Tensor([[1, 2]])"], "ops.kron(a, Tensor([[1], [10]]))", "[[ 1  2]\n [10 20]]")
def kron(input, other):
    return _wrap(torch.kron(tt(input, "kron"), tt(other, "kron", "other")))


@_documented("Batched dot product along `axes` of two tensors with a shared first (batch) dimension.",
             [("x1", _T, "Shape (B, ...)."), ("x2", _T, "Shape (B, ...)."),
              ("axes", "Union[int, tuple(int)]", "The contracted axes (default: last of x1, second-last or last "
                                                 "of x2). Default: ``None``.")],
             "Tensor.", ["a = Tensor(np.ones([2, 3]), mindspore.float32)"], "ops.batch_dot(a, a)", "[[3.]\n [3.]]")
def batch_dot(x1, x2, axes=None):
    a, b = tt(x1, "batch_dot", "x1"), tt(x2, "batch_dot", "x2")
    if axes is None:
        axes = (a.dim() - 1, b.dim() - 1 if b.dim() == 2 else b.dim() - 2)
    elif isinstance(axes, int):
        axes = (axes, axes)
    ax1 = axes[0] % a.dim()
    ax2 = axes[1] % b.dim()
    a2 = a.movedim(ax1, -1)
    b2 = b.movedim(ax2, 1)
    prod = torch.bmm(a2.reshape(a2.shape[0], -1, a2.shape[-1]), b2.reshape(b2.shape[0], b2.shape[1], -1))
    out = prod.reshape((a2.shape[0],) + tuple(a2.shape[1:-1]) + tuple(b2.shape[2:]))
    return _wrap(out.unsqueeze(-1) if out.dim() == 1 else out)


@_documented("Integer power of square matrices.", [("input", _T, "Shape :math:`(*, N, N)`."), ("n", "int", "The power.")],
             "Tensor.", ["m = Tensor([[1.0, 1.0], [0.0, 1.0]])"], "ops.matrix_power(m, 3)", "[[1. 3.]\n [0. 1.]]")
def matrix_power(input, n):
    return _wrap(torch.linalg.matrix_power(tt(input, "matrix_power"), n))


@_documented("Determinant of square matrices.", _IN, "Tensor.", ["m = Tensor([[2.0, 0.0], [0.0, 3.0]])"],
             "ops.matrix_determinant(m)", "6.0")
def matrix_determinant(input):
    return _wrap(torch.linalg.det(tt(input, "matrix_determinant")))


@_documented("Sign and log of the absolute determinant of square matrices.", _IN, "tuple (sign, logabsdet).",
             ["m = Tensor([[2.0, 0.0], [0.0, 3.0]])"], "ops.slogdet(m)[0]", "1.0")
def slogdet(input):
    s, v = torch.linalg.slogdet(tt(input, "slogdet"))
    return _wrap(s), _wrap(v)


@_documented("Sign and log of the absolute determinant of square matrices.", _IN, "tuple (sign, logabsdet).",
             ["m = Tensor([[2.0, 0.0], [0.0, 3.0]])"], "ops.log_matrix_determinant(m)[0]", "1.0")
def log_matrix_determinant(input):
    return slogdet(input)


@_documented("Log of the determinant of square matrices (NaN for negative determinants).", _IN, "Tensor.",
             ["m = Tensor([[1.0, 0.0], [0.0, 1.0]])"], "ops.logdet(m)", "0.0")
def logdet(input):
    return _wrap(torch.logdet(tt(input, "logdet")))


@_documented("Cholesky factor of symmetric positive-definite matrices.",
             [("input_x", _T, "Shape :math:`(*, N, N)`."), ("upper", "bool", "Return the upper factor. Default: ``False``.")],
             "Tensor.", ["m = Tensor([[4.0, 0.0], [0.0, 9.0]])"], "ops.cholesky(m)", "[[2. 0.]\n [0. 3.]]")
def cholesky(input_x, upper=False):
    return _wrap(torch.linalg.cholesky(tt(input_x, "cholesky", "input_x"), upper=upper))


@_documented("Inverse of a matrix from its Cholesky factor.",
             [("input_x", _T, "The Cholesky factor."), ("upper", "bool", "The factor is upper. Default: ``False``.")],
             "Tensor.", ["u = Tensor([[2.0]])"], "ops.cholesky_inverse(u)", "[[0.25]]")
def cholesky_inverse(input_x, upper=False):
    return _wrap(torch.cholesky_inverse(tt(input_x, "cholesky_inverse", "input_x"), upper=upper))


@_documented("Solves ``A X = B`` given the Cholesky factor of A.",
             [("input", _T, "B."), ("input2", _T, "The Cholesky factor of A."),
              ("upper", "bool", "The factor is upper. Default: ``False``.")], "Tensor.",
             ["l = Tensor([[2.0, 0.0], [0.0, 1.0]])"], "ops.cholesky_solve(Tensor([[4.0], [1.0]]), l)",
             "[[1.]\n [1.]]")
def cholesky_solve(input, input2, upper=False):
    return _wrap(torch.cholesky_solve(tt(input, "cholesky_solve"), tt(input2, "cholesky_solve", "input2"),
                                      upper=upper))


@_documented("p-norm distance between two tensors.", [("input", _T, "The first input."),
             ("other", _T, "The second input."), ("p", "float", "The norm order. Default: ``2``.")], "Tensor.",
             ["a = Tensor([0.0, 0.0])"], "ops.dist(a, Tensor([3.0, 4.0]))", "5.0")
def dist(input, other, p=2):
    return _wrap(torch.dist(tt(input, "dist"), tt(other, "dist", "other"), p))


@_documented("Finite differences of order `n` along `axis`.",
             [("x", _T, "The input."), ("n", "int", "The order. Default: ``1``."),
              ("axis", "int", "The axis. Default: ``-1``."), ("prepend", _T, "Prepended values. Default: ``None``."),
              ("append", _T, "Appended values. Default: ``None``.")], "Tensor.", ["x = Tensor([1, 3, 6, 10])"],
             "ops.diff(x)", "[2 3 4]")
def diff(x, n=1, axis=-1, prepend=None, append=None):
    return _wrap(torch.diff(tt(x, "diff", "x"), n, axis, None if prepend is None else as_torch(prepend),
                            None if append is None else as_torch(append)))


@_documented("Covariance matrix of the variables in the rows of `input`.",
             [("input", _T, "Shape (variables, observations).")], "Tensor.",
             ["x = Tensor([[0.0, 2.0], [1.0, 1.0]])"], "ops.cov(x)", "[[2. 0.]\n [0. 0.]]",
             kwargs=[("correction", "int", "Degrees-of-freedom correction. Default: ``1``."),
                     ("fweights", _T, "Integer frequency weights. Default: ``None``."),
                     ("aweights", _T, "Observation weights. Default: ``None``.")])
def cov(input, *, correction=1, fweights=None, aweights=None):
    return _wrap(torch.cov(tt(input, "cov"), correction=correction,
                           fweights=None if fweights is None else as_torch(fweights),
                           aweights=None if aweights is None else as_torch(aweights)))


@_documented("Standard deviation and mean over `axis`.", [("input", _T, "The input."),
             ("axis", "Union[int, tuple(int)]", "Dimensions. Default: ``None``."),
             ("ddof", "int", "Delta degrees of freedom. Default: ``0``."),
             ("keepdims", "bool", "Keep the reduced dimensions. Default: ``False``.")], "tuple (std, mean).",
             ["x = Tensor([1.0, 3.0])"], "ops.std_mean(x)", "(Tensor(shape=[], dtype=Float32, value= 1), "
             "Tensor(shape=[], dtype=Float32, value= 2))")
def std_mean(input, axis=None, ddof=0, keepdims=False):
    s, m = torch.std_mean(tt(input, "std_mean"), dim=_dims(axis), correction=ddof, keepdim=keepdims)
    return _wrap(s), _wrap(m)


@_documented("Variance and mean over `axis`.", [("input", _T, "The input."),
             ("axis", "Union[int, tuple(int)]", "Dimensions. Default: ``None``."),
             ("ddof", "int", "Delta degrees of freedom. Default: ``0``."),
             ("keepdims", "bool", "Keep the reduced dimensions. Default: ``False``.")], "tuple (var, mean).",
             ["x = Tensor([1.0, 3.0])"], "ops.var_mean(x)", "(Tensor(shape=[], dtype=Float32, value= 1), "
             "Tensor(shape=[], dtype=Float32, value= 2))")
def var_mean(input, axis=None, ddof=0, keepdims=False):
    v, m = torch.var_mean(tt(input, "var_mean"), dim=_dims(axis), correction=ddof, keepdim=keepdims)
    return _wrap(v), _wrap(m)


@_documented("Sum over `axis` treating NaN as 0.", [("input", _T, "The input."),
             ("axis", "Union[int, tuple(int)]", "Dimensions. Default: ``None``."),
             ("keepdims", "bool", "Keep the reduced dimensions. Default: ``False``.")], "Tensor.",
             ["x = Tensor([1.0, float('nan'), 2.0])"], "ops.nansum(x)", "3.0",
             kwargs=[("dtype", "mindspore.dtype", "The output dtype. Default: ``None``.")])
def nansum(input, axis=None, keepdims=False, *, dtype=None):
    t = tt(input, "nansum")
    d = _dims(axis)
    td = None if dtype is None else torch_dtype(dtype, "nansum")
    r = torch.nansum(t, dtype=td) if d is None else torch.nansum(t, dim=d, keepdim=keepdims, dtype=td)
    return _wrap(r.reshape((1,) * t.dim()) if d is None and keepdims else r)


@_documented("Mean over `axis` ignoring NaN.", [("input", _T, "The input."),
             ("axis", "Union[int, tuple(int)]", "Dimensions. Default: ``None``."),
             ("keepdims", "bool", "Keep the reduced dimensions. Default: ``False``.")], "Tensor.",
             ["x = Tensor([1.0, float('nan'), 2.0])"], "ops.nanmean(x)", "1.5",
             kwargs=[("dtype", "mindspore.dtype", "The output dtype. Default: ``None``.")])
def nanmean(input, axis=None, keepdims=False, *, dtype=None):
    t = tt(input, "nanmean")
    if dtype is not None:
        t = t.to(torch_dtype(dtype, "nanmean"))
    return _wrap(torch.nanmean(t, dim=_dims(axis), keepdim=keepdims))


@_documented("The `q`-th quantiles over `axis` (linear interpolation).", [("input", _T, "The input."),
             ("q", "Union[float, Tensor]", "Quantile(s) in [0, 1]."),
             ("axis", "int", "The axis (None: flattened). Default: ``None``."),
             ("keepdims", "bool", "Keep the reduced dimension. Default: ``False``.")], "Tensor.",
             ["x = Tensor([1.0, 2.0, 3.0, 4.0])"], "ops.quantile(x, 0.5)", "2.5")
def quantile(input, q, axis=None, keepdims=False):
    return _wrap(torch.quantile(tt(input, "quantile"), as_torch(q) if isinstance(q, Tensor) else q, dim=axis,
                                keepdim=keepdims))


@_documented("The `q`-th quantiles over `axis`, ignoring NaN.", [("input", _T, "The input."),
             ("q", "Union[float, Tensor]", "Quantile(s) in [0, 1]."),
             ("axis", "int", "The axis (None: flattened). Default: ``None``."),
             ("keepdims", "bool", "Keep the reduced dimension. Default: ``False``.")], "Tensor.",
             ["x = Tensor([1.0, float('nan'), 3.0])"], "ops.nanquantile(x, 0.5)", "2.0")
def nanquantile(input, q, axis=None, keepdims=False):
    return _wrap(torch.nanquantile(tt(input, "nanquantile"), as_torch(q) if isinstance(q, Tensor) else q, dim=axis,
                                   keepdim=keepdims))


@_documented("Median along `axis` ignoring NaN, and its index.", [("input", _T, "The input."),
             ("axis", "int", "The axis. Default: ``-1``."),
             ("keepdims", "bool", "Keep the reduced dimension. Default: ``False``.")], "tuple (values, indices).",
             ["x = Tensor([1.0, float('nan'), 3.0, 2.0])"], "ops.nanmedian(x)[0]", "2.0")
def nanmedian(input, axis=-1, keepdims=False):
    v, i = torch.nanmedian(tt(input, "nanmedian"), axis, keepdims)
    return _wrap(v), _wrap(i)


@_documented("Log of the cumulative sum of exponentials along `axis`.", [("input", _T, "The input."),
             ("axis", "int", "The axis.")], "Tensor.", ["x = Tensor([0.0, 0.0])"], "ops.logcumsumexp(x, 0)",
             "[0.        0.6931472]")
def logcumsumexp(input, axis):
    return _wrap(torch.logcumsumexp(tt(input, "logcumsumexp"), axis))


@_documented("Computes ``log(x / (1 - x))``, with `x` clamped to ``[eps, 1 - eps]`` when `eps` is given.",
             [("input", _T, "The input."), ("eps", "float", "The clamp bound. Default: ``None``.")], "Tensor.",
             ["x = Tensor([0.5])"], "ops.logit(x)", "[0.]")
def logit(input, eps=None):
    return _wrap(torch.logit(tt(input, "logit"), eps))


@_documented("`steps` values evenly spaced on a log scale from ``base ** start`` to ``base ** end``.",
             [("start", "Union[float, Tensor]", "The first exponent."), ("end", "Union[float, Tensor]",
              "The last exponent."), ("steps", "int", "How many values."), ("base", "int", "The base. "
              "Default: ``10``.")], "Tensor.", [], "ops.logspace(0.0, 2.0, 3)", "[  1.  10. 100.]",
             raises="TypeError: If `dtype` is not a MindSpore dtype.",
             kwargs=[("dtype", "mindspore.dtype", "The dtype. Default: ``mindspore.float32``.")])
def logspace(start, end, steps, base=10, *, dtype=mstype.float32):
    return _wrap(torch.logspace(float(start), float(end), int(steps), base,
                                dtype=torch_dtype(dtype, "logspace"), device=device()))


@_documented("Rotates by 90 degrees `k` times in the plane of `dims`.", [("input", _T, "The input."),
             ("k", "int", "Number of rotations."), ("dims", "Union[list(int), tuple(int)]", "The two dimensions.")],
             "Tensor.", ["x = Tensor([[0, 1], [2, 3]])"], "ops.rot90(x, 1, (0, 1))", "[[1 3]\n [0 2]]")
def rot90(input, k, dims):
    return _wrap(torch.rot90(tt(input, "rot90"), k, tuple(dims)))


@_documented("Renormalizes the sub-tensors along `axis` whose p-norm exceeds `maxnorm`.",
             [("input", _T, "The input."), ("p", "int", "The norm order."), ("axis", "int", "The axis."),
              ("maxnorm", "float", "The largest allowed norm.")], "Tensor.",
             ["x = Tensor([[3.0, 4.0], [0.3, 0.4]])"], "ops.renorm(x, 2, 0, 1.0)",
             "[[0.6 0.8]\n [0.3 0.4]]")
def renorm(input, p, axis, maxnorm):
    return _wrap(torch.renorm(tt(input, "renorm"), p, axis, maxnorm))


@_documented("Complex tensor from magnitudes and angles.", [("abs", _T, "Magnitudes."), ("angle", _T, "Angles.")],
             "Tensor, complex.", ["r = Tensor([2.0])"], "ops.polar(r, Tensor([0.0]))", "[2.+0.j]")
def polar(abs, angle):
    return _wrap(torch.polar(tt(abs, "polar", "abs"), tt(angle, "polar", "angle")))


@_documented("The n-th derivative of the digamma function element-wise.", [("n", _T,
             "The order, a 0-D int32 or int64 Tensor (MindSpore requires a Tensor; an int is accepted here)."),
             ("input", _T, "The input.")], "Tensor.", ["x = Tensor([1.0])"], "ops.polygamma(Tensor(0), x)",
             "[-0.5772159]", raises="TypeError: If `input` is not a Tensor.")
def polygamma(n, input):
    return _wrap(torch.special.polygamma(int(n), tt(input, "polygamma")))


@_documented("Integrates `y` along `dim` with the trapezoidal rule.", [("y", _T, "The values."),
             ("x", _T, "Sample points. Default: ``None`` (spacing `dx`).")], "Tensor.", ["y = Tensor([1.0, 2.0, 3.0])"],
             "ops.trapz(y)", "4.0", kwargs=[("dx", "float", "Spacing when `x` is None. Default: ``1.0``."),
                                            ("dim", "int", "The dimension. Default: ``-1``.")])
def trapz(y, x=None, *, dx=1.0, dim=-1):
    yt = tt(y, "trapz", "y")
    if x is None:
        return _wrap(torch.trapezoid(yt, dx=dx, dim=dim))
    return _wrap(torch.trapezoid(yt, as_torch(x), dim=dim))


@_documented("Dot product along `axis`: ``sum(conj(x) * y)``.", [("x", _T, "The first input."),
             ("y", _T, "The second input.")], "Tensor.", ["a = Tensor([1.0, 2.0])"], "ops.vecdot(a, a)", "5.0",
             kwargs=[("axis", "int", "The axis. Default: ``-1``.")])
def vecdot(x, y, *, axis=-1):
    if not (isinstance(x, Tensor) and isinstance(y, Tensor)):
        raise TypeError("For vecdot, x or y must be Tensor.")
    if not isinstance(axis, int):
        raise TypeError(f"For vecdot, the dim should be int, but got {type(axis)}.")
    a, b = x._t, y._t
    ndim = max(a.dim(), b.dim())
    if axis < -ndim or axis >= ndim:
        raise ValueError("For vecdot, the dim is out of range.")
    # element-wise product then a sum, so integer inputs work (their sum is int64) and dtypes promote as in `*`
    return _wrap(torch.sum((a.conj() if a.is_complex() else a) * b, dim=axis))


@_documented("Vandermonde matrix: column i is ``x ** (N - 1 - i)``.", [("x", _T, "1-D input."),
             ("N", "int", "Number of columns. Default: ``None`` (len(x)).")], "Tensor.", ["x = Tensor([1, 2, 3])"],
             "ops.vander(x)", "[[1 1 1]\n [4 2 1]\n [9 3 1]]")
def vander(x, N=None):
    return _wrap(torch.vander(tt(x, "vander", "x"), N))


@_documented("Views a complex tensor as real with a last dimension of size 2.", _IN, "Tensor.",
             ["x = Tensor([1 + 2j], mindspore.complex64)"], "ops.view_as_real(x)", "[[1. 2.]]")
def view_as_real(input):
    return _wrap(torch.view_as_real(tt(input, "view_as_real")))


def _atleast(fn, inputs, name):
    if isinstance(inputs, Tensor):
        return _wrap(fn(inputs._t))
    return tuple(_wrap(fn(tt(v, name, "inputs"))) for v in inputs)


@_documented("Views each input with at least 1 dimension.", [("inputs", "Union[Tensor, list[Tensor]]", "Inputs.")],
             "Tensor or tuple of Tensors.", ["x = Tensor(1.0)"], "ops.atleast_1d(x).shape", "(1,)")
def atleast_1d(inputs):
    return _atleast(torch.atleast_1d, inputs, "atleast_1d")


@_documented("Views each input with at least 2 dimensions.", [("inputs", "Union[Tensor, list[Tensor]]", "Inputs.")],
             "Tensor or tuple of Tensors.", ["x = Tensor(1.0)"], "ops.atleast_2d(x).shape", "(1, 1)")
def atleast_2d(inputs):
    return _atleast(torch.atleast_2d, inputs, "atleast_2d")


@_documented("Views each input with at least 3 dimensions.", [("inputs", "Union[Tensor, list[Tensor]]", "Inputs.")],
             "Tensor or tuple of Tensors.", ["x = Tensor(1.0)"], "ops.atleast_3d(x).shape", "(1, 1, 1)")
def atleast_3d(inputs):
    return _atleast(torch.atleast_3d, inputs, "atleast_3d")


@_documented("Cartesian product of 1-D tensors.", [("inputs", _T, "1-D tensors.")], "Tensor.",
             ["a = Tensor([1, 2])"], "ops.cartesian_prod(a, Tensor([3]))", "[[1 3]\n [2 3]]")
def cartesian_prod(*inputs):
    return _wrap(torch.cartesian_prod(*[tt(v, "cartesian_prod", "inputs") for v in inputs]))


@_documented("Block-diagonal matrix of the inputs.", [("inputs", _T, "Matrices.")], "Tensor.",
             ["a = Tensor([[1]])"], "ops.block_diag(a, Tensor([[2]]))", "[[1 0]\n [0 2]]")
def block_diag(*inputs):
    return _wrap(torch.block_diag(*[tt(v, "block_diag", "inputs") for v in inputs]))


@_documented("Combinations of `r` elements of a 1-D tensor.", [("input", _T, "1-D input."),
             ("r", "int", "Combination length. Default: ``2``."),
             ("with_replacement", "bool", "Allow repeats. Default: ``False``.")], "Tensor.",
             ["x = Tensor([1, 2, 3])"], "ops.combinations(x)", "[[1 2]\n [1 3]\n [2 3]]")
def combinations(input, r=2, with_replacement=False):
    return _wrap(torch.combinations(tt(input, "combinations"), r, with_replacement))


@_documented("Tensor whose diagonals (in dims `dim1`, `dim2`) are filled from the last dimension of `input`.",
             [("input", _T, "The diagonal values."), ("offset", "int", "Diagonal offset. Default: ``0``."),
              ("dim1", "int", "First dimension. Default: ``-2``."), ("dim2", "int", "Second dimension. Default: "
              "``-1``.")], "Tensor.", ["x = Tensor([1, 2])"], "ops.diag_embed(x)", "[[1 0]\n [0 2]]")
def diag_embed(input, offset=0, dim1=-2, dim2=-1):
    return _wrap(torch.diag_embed(tt(input, "diag_embed"), offset, dim1, dim2))


@_documented("Indices of the buckets defined by `boundaries` that each element falls into.",
             [("input", _T, "The values."), ("boundaries", "list[float]", "Sorted boundaries.")], "Tensor of int32.",
             ["x = Tensor([0.5, 1.5, 3.0])"], "ops.bucketize(x, [1.0, 2.0])", "[0 1 2]",
             kwargs=[("right", "bool", "Use right-closed buckets. Default: ``False``.")])
def bucketize(input, boundaries, *, right=False):
    t = tt(input, "bucketize")
    b = torch.tensor(list(boundaries), dtype=t.dtype if t.is_floating_point() else torch.float32, device=t.device)
    return _wrap(torch.bucketize(t, b, out_int32=True, right=right))


@_documented("Counts the occurrences of each non-negative integer (negative values are ignored).",
             [("input", _T, "1-D input (cast to integers)."),
              ("weights", _T, "Weights, same shape as `input`. Default: ``None``."),
              ("minlength", "int", "Minimum length. Default: ``0``.")],
             "Tensor of float32 (with or without weights, as MindSpore).", ["x = Tensor([0, 1, 1, 3])"],
             "ops.bincount(x)", "[1. 2. 0. 1.]",
             raises="TypeError: If `input` is not a Tensor.\nValueError: If `input` is not 1-D or `minlength` is "
                    "negative.")
def bincount(input, weights=None, minlength=0):
    t = tt(input, "bincount")
    if t.dim() != 1:
        raise ValueError("For math function 'bincount', 'input' should be one-dimensional tensor.")
    if minlength < 0:
        raise ValueError(f"For 'bincount', 'minlength' should be >= 0 but got {minlength}.")
    idx = t.long()
    keep = idx >= 0
    w = None if weights is None else as_torch(weights).to(torch.float32)[keep]
    counts = torch.bincount(idx[keep], w, minlength)
    return _wrap(counts.to(torch.float32))


@_documented("Histogram with `bins` equal bins between `min` and `max` (the data range when both are 0).",
             [("input", _T, "The values."), ("bins", "int", "Number of bins. Default: ``100``."),
              ("min", "float", "Lower edge. Default: ``0.0``."), ("max", "float", "Upper edge. Default: ``0.0``.")],
             "Tensor.", ["x = Tensor([1.0, 2.0, 1.0])"], "ops.histc(x, 4, 0.0, 3.0)", "[0. 2. 1. 0.]")
def histc(input, bins=100, min=0.0, max=0.0):
    return _wrap(torch.histc(tt(input, "histc").float(), bins, min, max))


@_documented("Adds rows of `v` to `x` at `indices` (along axis 0); returns the result.",
             [("x", _T, "The input."), ("v", _T, "The values."), ("indices", "Union[int, tuple]", "The rows.")],
             "Tensor.", ["x = Tensor([[1.0], [2.0]])"], "ops.inplace_add(x, Tensor([[5.0]]), 1)", "[[1.]\n [7.]]")
def inplace_add(x, v, indices):
    return _cached(_m.InplaceAdd, indices)(x, v)


@_documented("Subtracts rows of `v` from `x` at `indices` (along axis 0); returns the result.",
             [("x", _T, "The input."), ("v", _T, "The values."), ("indices", "Union[int, tuple]", "The rows.")],
             "Tensor.", ["x = Tensor([[1.0], [2.0]])"], "ops.inplace_sub(x, Tensor([[5.0]]), 1)", "[[ 1.]\n [-3.]]")
def inplace_sub(x, v, indices):
    t = tt(v, "inplace_sub", "v")
    return _cached(_m.InplaceAdd, indices)(x, _wrap(-t))


@_documented("Replaces rows of `x` at `indices` (along axis 0) with `v`; returns the result.",
             [("x", _T, "The input."), ("v", _T, "The values."), ("indices", "Union[int, tuple]", "The rows.")],
             "Tensor.", ["x = Tensor([[1.0], [2.0]])"], "ops.inplace_update(x, Tensor([[5.0]]), 0)",
             "[[5.]\n [2.]]")
def inplace_update(x, v, indices):
    t = tt(x, "inplace_update", "x").clone()
    idx = [indices] if isinstance(indices, int) else list(indices)
    t[torch.tensor(idx, device=t.device)] = tt(v, "inplace_update", "v").to(t.dtype).reshape(
        (len(idx),) + tuple(t.shape[1:]))
    return _wrap(t)


@_documented("Adds `updates` into the Parameter `var` at `indices` along `axis`, in place.",
             [("var", "Parameter", "The tensor to update."), ("indices", _T, "1-D indices."),
              ("updates", _T, "The values."), ("axis", "int", "The axis.")], "The updated `var`.",
             ["p = mindspore.Parameter(Tensor([1.0, 1.0]), name='p')"],
             "ops.inplace_index_add(p, Tensor([1], mindspore.int32), Tensor([2.0]), 0).asnumpy()", "[1. 3.]",
             raises="TypeError: If `var` is not a Parameter or Tensor.")
def inplace_index_add(var, indices, updates, axis):
    d = tt(var, "inplace_index_add", "var").data
    d.index_add_(axis, tt(indices, "inplace_index_add", "indices").long(), as_torch(updates).to(d.dtype))
    return ref_output(var)


@_documented("Intersection over union (or foreground) of two sets of boxes (x1, y1, x2, y2).",
             [("anchor_boxes", _T, "Shape (N, 4)."), ("gt_boxes", _T, "Shape (M, 4)."),
              ("mode", "str", "``'iou'`` or ``'iof'``. Default: ``'iou'``.")], "Tensor of shape (M, N).",
             ["a = Tensor([[0.0, 0.0, 2.0, 2.0]])"], "ops.iou(a, a)", "[[1.]]")
def iou(anchor_boxes, gt_boxes, mode="iou"):
    a, g = tt(anchor_boxes, "iou", "anchor_boxes"), tt(gt_boxes, "iou", "gt_boxes")
    if mode not in ("iou", "iof"):
        raise ValueError(f"For 'iou', the 'mode' must be 'iou' or 'iof', but got {mode!r}.")
    lt = torch.maximum(g[:, None, :2], a[None, :, :2])
    rb = torch.minimum(g[:, None, 2:4], a[None, :, 2:4])
    wh = (rb - lt).clamp(min=0)
    inter = wh[..., 0] * wh[..., 1]
    area = lambda b: (b[:, 2] - b[:, 0]) * (b[:, 3] - b[:, 1])  # noqa: E731
    if mode == "iof":
        return _wrap(inter / area(g)[:, None])
    return _wrap(inter / (area(g)[:, None] + area(a)[None, :] - inter))


__all__ += [
    "arccosh", "arcsinh", "arctanh", "sgn", "signbit", "positive", "frac", "i0", "inv", "isneginf",
    "isposinf", "isreal", "tanhshrink", "copysign", "fmax", "fmin", "float_power", "ldexp",
    "logaddexp2", "bitwise_left_shift", "bitwise_right_shift", "igamma", "igammac", "zeta", "t", "adjoint",
    "is_complex", "approximate_equal", "accumulate_n", "addbmm", "addmv", "addr", "mv", "kron", "batch_dot",
    "matrix_power", "matrix_determinant", "slogdet", "log_matrix_determinant", "logdet", "cholesky",
    "cholesky_inverse", "cholesky_solve", "dist", "diff", "cov", "std_mean", "var_mean", "nansum", "nanmean",
    "quantile", "nanquantile", "nanmedian", "logcumsumexp", "logit", "logspace", "rot90", "renorm", "polar",
    "polygamma", "trapz", "vecdot", "vander", "view_as_real", "atleast_1d", "atleast_2d", "atleast_3d",
    "cartesian_prod", "block_diag", "combinations", "diag_embed", "bucketize", "bincount", "histc", "inplace_add",
    "inplace_sub", "inplace_update", "inplace_index_add", "iou",
]


# --------------------------------------------------- operators first needed by mindspore.mint (views live there)
def bitwise_not(input):
    """Bitwise NOT of an integer tensor; logical NOT of a bool tensor (viewed as ``mint.bitwise_not``)."""
    t = tt(input, "bitwise_not")
    if t.is_floating_point() or t.is_complex():
        raise TypeError(f"For 'bitwise_not', the dtype of 'input' must be bool or an integer type, but got "
                        f"{input.dtype}.")
    return _wrap(torch.bitwise_not(t))


def kthvalue(input, k, dim=-1, keepdim=False):
    """The `k`-th smallest element along `dim` (1-based `k`) and its int64 index (viewed as ``mint.kthvalue``)."""
    t = tt(input, "kthvalue")
    size = t.shape[dim] if t.dim() else 1
    if not isinstance(k, int) or isinstance(k, bool) or not 1 <= k <= size:
        raise ValueError(f"For 'kthvalue', the 'k' must be an int in [1, {size}], but got {k}.")
    values, indices = torch.kthvalue(t, k, dim, keepdim)
    return _wrap(values), _wrap(indices)


def vdot(input, other):
    """Dot product of ``conj(input)`` with `other`, both 1-D (viewed as ``mint.vdot``)."""
    a, b = tt(input, "vdot"), tt(other, "vdot", "other")
    if a.dim() != 1 or b.dim() != 1 or a.shape[0] != b.shape[0]:
        raise ValueError(f"For 'vdot', 'input' and 'other' must be 1-D tensors of one length, but got shapes "
                         f"{tuple(a.shape)} and {tuple(b.shape)}.")
    if a.dtype != b.dtype:
        raise TypeError(f"For 'vdot', 'input' and 'other' must have the same dtype, but got {input.dtype} and "
                        f"{other.dtype}.")
    return _wrap(torch.vdot(a, b))


def triangular_solve(b, A, upper=True, transpose=False, unitriangular=False):
    """Solution of ``A X = b`` for triangular `A`, and a copy of `A` (viewed as ``mint.triangular_solve``)."""
    tb, ta = tt(b, "triangular_solve", "b"), tt(A, "triangular_solve", "A")
    if transpose:
        ta_used, upper_used = ta.mT, not upper
    else:
        ta_used, upper_used = ta, upper
    x = torch.linalg.solve_triangular(ta_used, tb, upper=upper_used, unitriangular=unitriangular)
    return _wrap(x), _wrap(ta.clone())
# --------------------------------------------------- the *_ext twins of MindSpore's Ascend kernels (same formulas)
def baddbmm_ext(input, batch1, batch2, *, beta=1, alpha=1):  # pylint: disable=redefined-builtin
    """``beta * input + alpha * (batch1 @ batch2)`` for batches of matrices; the keyword-only form of
    :func:`mindspore.ops.baddbmm`.

    Args:
        input (Tensor): Added term, broadcastable to :math:`(B, N, P)`.
        batch1 (Tensor): Shape :math:`(B, N, M)`.
        batch2 (Tensor): Shape :math:`(B, M, P)`.

    Keyword Args:
        beta (Union[int, float], optional): Weight of `input`. Default: ``1``.
        alpha (Union[int, float], optional): Weight of the product. Default: ``1``.

    Returns:
        Tensor of shape :math:`(B, N, P)`.

    Raises:
        TypeError: If an input is not a Tensor.
        ValueError: If the batch or inner dimensions do not match.

    Supported Platforms:
        ``Ascend``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x = Tensor(np.full((1, 2, 2), 10.0), mindspore.float32)
        >>> b1 = Tensor(np.ones((1, 2, 3)), mindspore.float32)
        >>> b2 = Tensor(np.ones((1, 3, 2)), mindspore.float32)
        >>> print(ops.baddbmm_ext(x, b1, b2, beta=0.5, alpha=2))
        [[[11. 11.]
          [11. 11.]]]
    """
    return baddbmm(input, batch1, batch2, beta, alpha)


def diff_ext(input, n=1, dim=-1, prepend=None, append=None):  # pylint: disable=redefined-builtin
    """The `n`-th forward difference of `input` along `dim` (``out[i] = x[i + 1] - x[i]``, repeated `n` times),
    optionally after joining `prepend` before and `append` after `input` along `dim`; the PyTorch-named form of
    :func:`mindspore.ops.diff`.

    Args:
        input (Tensor): The input.
        n (int, optional): How many times to take the difference. Default: ``1``.
        dim (int, optional): The dimension. Default: ``-1``.
        prepend (Tensor, optional): Values joined before `input`. Default: ``None``.
        append (Tensor, optional): Values joined after `input`. Default: ``None``.

    Returns:
        Tensor, `n` elements shorter than the joined input along `dim`.

    Raises:
        TypeError: If `input` is not a Tensor.

    Supported Platforms:
        ``Ascend``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.diff_ext(Tensor([1, 4, 9, 16], mindspore.int32), n=2))
        [2 2]
    """
    return diff(input, n, dim, prepend, append)


def einsum_ext(equation, *operands):
    """Einstein summation over `operands` as described by `equation` (``"ij,jk->ik"`` is a matrix product);
    the same contraction as :func:`mindspore.ops.einsum`.

    Args:
        equation (str): Subscripts of every operand, then ``->`` and the subscripts of the result.
        operands (Tensor): The tensors, one per term of `equation`.

    Returns:
        Tensor.

    Raises:
        TypeError: If `equation` is not a str or an operand is not a Tensor.
        ValueError: If `equation` does not fit the operands.

    Supported Platforms:
        ``Ascend``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> a = Tensor([[1.0, 2.0], [3.0, 4.0]], mindspore.float32)
        >>> print(ops.einsum_ext("ii->", a))
        5.0
    """
    return einsum(equation, *operands)


def erfinv_(input):  # pylint: disable=redefined-builtin
    """Replaces every element of `input` by its inverse error function, in place, and returns `input`.

    Args:
        input (Tensor): float16, float32 or float64 values in [-1, 1].

    Returns:
        Tensor, `input` after the update.

    Raises:
        TypeError: If `input` is not a float Tensor.

    Supported Platforms:
        ``Ascend``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x = Tensor([0.0, 1.0], mindspore.float32)
        >>> out = ops.erfinv_(x)
        >>> print(x)
        [ 0. inf]
    """
    if not isinstance(input, Tensor):
        raise TypeError(f"For 'erfinv_', the 'input' must be a Tensor, but got {type(input).__name__}.")
    if not input._t.is_floating_point():
        raise TypeError(f"For 'erfinv_', the 'input' must be a float Tensor, but got {input.dtype}.")
    return input.erfinv_()


__all__ += ["baddbmm_ext", "diff_ext", "einsum_ext", "erfinv_"]


# the views of this family's registry entries (see ops/_registry.py)
__all__ += _registry.export(globals(), "math", "function")
