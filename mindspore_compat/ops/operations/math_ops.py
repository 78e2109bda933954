"""Math primitives: element-wise arithmetic, comparisons, reductions, matrix products."""
import functools

import torch

from ...common.tensor import Tensor, _wrap
from ..primitive import Primitive, prim_attr_register
from .._factory import unary_prim, binary_prim
from .._utils import tt, not_tensor, as_torch
from .. import _registry, _op_def  # noqa: F401  (_op_def registers the operators)
from ..._backend.dtype_map import _TORCH_TO_MS
from .._utils import device

__all__ = [
    "Inv",
    "Rint", "Round",
    "LogicalNot",
    "Real", "Imag", "Conj",
    "TensorAdd", "Div", "RealDiv", "Mod",
    "DivNoNan", "MulNoNan", "SquaredDifference",

    "Less", "ApproximateEqual",
    "IsClose", "EqualCount",
    "MatMul", "BatchMatMul", "AddN", "AccumulateNV2", "ReduceSum", "ReduceMean", "ReduceMax", "ReduceMin",
    "ReduceProd", "ReduceAll", "ReduceAny", "CumSum", "CumProd", "Einsum", "Cdist", "Cross", "Lerp", "Addcdiv",
    "Addcmul", "FloatStatus", "LinSpace", "L2Loss", "SquareSumAll", "InplaceAdd", "MatrixInverse", "Logit",
]

_M = __name__
_F32 = "Tensor([1.0, 2.0, 4.0], mindspore.float32)"


# ----- unary ---------------------------------------------------------------------------------------------------------
Inv = unary_prim("Inv", torch.reciprocal, "Returns the reciprocal of the input element-wise.",
                 _F32, "[1.   0.5  0.25]", arg="x", module=_M)
Rint = unary_prim("Rint", torch.round, "Rounds each element to the nearest integer (halves to even).",
                  "Tensor([0.5, 1.5, -1.7], mindspore.float32)", "[ 0.  2. -2.]", arg="x", module=_M)
LogicalNot = unary_prim("LogicalNot", torch.logical_not, "Computes the logical NOT of the input element-wise.",
                        "Tensor([True, False])", "[False  True]", out="Tensor of bool, same shape as the input.",
                        module=_M, see="logical_not")
Real = unary_prim("Real", torch.real, "Returns the real part of a complex input.",
                  "Tensor([1.5 + 2j], mindspore.complex64)", "[1.5]", module=_M, see="real")
Imag = unary_prim("Imag", torch.imag, "Returns the imaginary part of a complex input.",
                  "Tensor([1.5 + 2j], mindspore.complex64)", "[2.]", arg="input", module=_M, see="imag")
Conj = unary_prim("Conj", torch.conj_physical, "Returns the complex conjugate of the input element-wise.",
                  "Tensor([1.5 + 2j], mindspore.complex64)", "[1.5-2.j]", module=_M, see="conj")


class Round(Primitive):
    """Rounds each element to the nearest integer (halves to even), or to `decimals` decimal places.

    Inputs:
        - **input** (Tensor) - The input tensor.
        - **decimals** (int) - Number of decimal places. Default: ``0``.

    Outputs:
        Tensor, same shape and dtype as `input`.

    Raises:
        TypeError: If `input` is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x = Tensor([0.8, 1.5, 2.3, 2.5, -4.5], mindspore.float32)
        >>> print(ops.Round()(x))
        [ 1.  2.  2.  2. -4.]
    """

    @prim_attr_register
    def __init__(self):
        """Initialize Round."""

    def __call__(self, input, decimals=0):
        if isinstance(input, Tensor):
            return _wrap(torch.round(input._t, decimals=decimals) if decimals else torch.round(input._t))
        raise not_tensor("Round", "input", input)


# ----- binary --------------------------------------------------------------------------------------------------------
def _true_div(a, b):
    return torch.true_divide(a, b)



def _where_zero(cond_src, value):
    zero = torch.zeros((), dtype=value.dtype, device=value.device)
    return torch.where(torch.as_tensor(cond_src == 0, device=value.device), zero, value)



def _div_no_nan(a, b):
    return _where_zero(b, torch.true_divide(a, b))


def _mul_no_nan(a, b):
    return _where_zero(b, torch.mul(a, b))


def _squared_difference(a, b):
    return torch.square(torch.sub(a, b))


_X, _Y = "Tensor([1.0, 2.0, 3.0], mindspore.float32)", "Tensor([4.0, 5.0, 6.0], mindspore.float32)"
_XI, _YI = "Tensor([7, -7, 5], mindspore.int32)", "Tensor([2, 2, 3], mindspore.int32)"
_XC, _YC = "Tensor([1.0, 2.0, 3.0], mindspore.float32)", "Tensor([3.0, 2.0, 1.0], mindspore.float32)"

TensorAdd = binary_prim("TensorAdd", torch.add, "Adds two inputs element-wise (deprecated name of Add).",
                        _X, _Y, "[5. 7. 9.]", args=("x", "y"), module=_M)
Div = binary_prim("Div", _true_div, "Divides the first input by the second element-wise.",
                  "Tensor([4.0, 5.0, 6.0], mindspore.float32)", "Tensor([2.0, 2.0, 4.0], mindspore.float32)",
                  "[2.  2.5 1.5]", module=_M, see="div")
RealDiv = binary_prim("RealDiv", _true_div, "Divides the first input by the second element-wise.",
                      "Tensor([4.0, 5.0, 6.0], mindspore.float32)", "Tensor([2.0, 2.0, 4.0], mindspore.float32)",
                      "[2.  2.5 1.5]", args=("x", "y"), module=_M)
Mod = binary_prim("Mod", torch.fmod,
                  "Element-wise remainder of a truncated division (the result has the sign of the dividend).",
                  _XI, _YI, "[ 1 -1  2]", args=("x", "y"), module=_M)
DivNoNan = binary_prim("DivNoNan", _div_no_nan, "Computes x / y element-wise, 0 where y is 0.",
                       "Tensor([1.0, 1.0, 2.0], mindspore.float32)", "Tensor([0.0, 2.0, 4.0], mindspore.float32)",
                       "[0.  0.5 0.5]", args=("x", "y"), module=_M)
MulNoNan = binary_prim("MulNoNan", _mul_no_nan, "Computes x * y element-wise, 0 where y is 0 (even for inf x).",
                       "Tensor([float('inf'), 1.0, 2.0], mindspore.float32)",
                       "Tensor([0.0, 2.0, 4.0], mindspore.float32)", "[0. 2. 8.]", args=("x", "y"), module=_M)
SquaredDifference = binary_prim("SquaredDifference", _squared_difference, "Computes (x - y) ** 2 element-wise.",
                                _X, _Y, "[9. 9. 9.]", args=("x", "y"), module=_M)
_BT, _BF = "Tensor([True, True, False])", "Tensor([True, False, False])"
_CX, _CY = "Tensor([1, 2, 3], mindspore.int32)", "Tensor([2, 2, 2], mindspore.int32)"
Less = binary_prim("Less", torch.lt, "Computes input < other element-wise.", _CX, _CY, "[ True False False]",
                   out="Tensor of bool, the broadcast shape.", module=_M, see="less")

class ApproximateEqual(Primitive):
    """Tells whether ``|x - y| < tolerance`` element-wise.

    Args:
        tolerance (float): The tolerance. Default: ``1e-05``.

    Inputs:
        - **x** (Tensor) - The first input.
        - **y** (Tensor) - The second input, same shape as `x`.

    Outputs:
        Tensor of bool, same shape as `x`.

    Raises:
        TypeError: If `tolerance` is not a float or an input is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x = Tensor([1.0, 2.0, 3.0], mindspore.float32)
        >>> y = Tensor([2.0, 4.0, 6.0], mindspore.float32)
        >>> print(ops.ApproximateEqual(2.)(x, y))
        [ True False False]
    """

    @prim_attr_register
    def __init__(self, tolerance=1e-05):
        """Initialize ApproximateEqual."""
        if isinstance(tolerance, bool) or not isinstance(tolerance, float):
            raise TypeError(f"For 'ApproximateEqual', the 'tolerance' must be float, but got "
                            f"{type(tolerance).__name__}.")

    def __call__(self, x, y):
        return _wrap((tt(x, "ApproximateEqual", "x") - tt(y, "ApproximateEqual", "y")).abs() < self.tolerance)


class IsClose(Primitive):
    """Tells whether two inputs are close element-wise: ``|input - other| <= atol + rtol * |other|``.

    Args:
        rtol (float): Relative tolerance. Default: ``1e-05``.
        atol (float): Absolute tolerance. Default: ``1e-08``.
        equal_nan (bool): Whether two NaNs count as close. Default: ``False``.

    Inputs:
        - **input** (Tensor) - The first input.
        - **other** (Tensor) - The second input.

    Outputs:
        Tensor of bool, the broadcast shape.

    Raises:
        TypeError: If an input is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x = Tensor([1.3, 2.1, 3.2], mindspore.float32)
        >>> y = Tensor([1.3, 3.3, 3.2], mindspore.float32)
        >>> print(ops.IsClose()(x, y))
        [ True False  True]
    """

    @prim_attr_register
    def __init__(self, rtol=1e-05, atol=1e-08, equal_nan=False):
        """Initialize IsClose."""

    def __call__(self, input, other):
        return _wrap(torch.isclose(tt(input, "IsClose"), as_torch(other), self.rtol, self.atol, self.equal_nan))


class EqualCount(Primitive):
    """Counts the positions where two tensors are equal.

    Inputs:
        - **x** (Tensor) - The first input.
        - **y** (Tensor) - The second input, same shape and dtype as `x`.

    Outputs:
        Tensor of shape (1,), same dtype as `x`.

    Raises:
        TypeError: If an input is not a Tensor.
        ValueError: If the shapes differ.

    Supported Platforms:
        ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x = Tensor([1, 2, 3], mindspore.int32)
        >>> y = Tensor([1, 2, 4], mindspore.int32)
        >>> print(ops.EqualCount()(x, y))
        [2]
    """

    @prim_attr_register
    def __init__(self):
        """Initialize EqualCount."""

    def __call__(self, x, y):
        a, b = tt(x, "EqualCount", "x"), tt(y, "EqualCount", "y")
        if a.shape != b.shape:
            raise ValueError(f"For 'EqualCount', the shapes of 'x' and 'y' must be equal, but got "
                             f"{tuple(a.shape)} and {tuple(b.shape)}.")
        return _wrap((a == b).sum().reshape(1).to(a.dtype))


# ----- matrix products -----------------------------------------------------------------------------------------------
def _matmul_error(op_name, a, b, err):
    if a.dtype != b.dtype:
        return TypeError(f"For '{op_name}', the dtypes of the inputs must be the same, but got "
                         f"{_dtype_str(a)} and {_dtype_str(b)}.")
    return ValueError(f"For '{op_name}', the shapes of the inputs cannot be multiplied: the shape of x is "
                      f"{tuple(a.shape)}, the shape of y is {tuple(b.shape)} ({err}).")


def _dtype_str(t):
    return str(_TORCH_TO_MS.get(t.dtype, t.dtype))


class MatMul(Primitive):
    r"""Multiplies two matrices: :math:`output = input \cdot mat2` (optionally transposing either first).

    Refer to :func:`mindspore.ops.matmul` for the functional form.

    Args:
        transpose_a (bool): Transpose the first input before multiplying. Default: ``False``.
        transpose_b (bool): Transpose the second input before multiplying. Default: ``False``.

    Inputs:
        - **input** (Tensor) - A matrix of shape :math:`(N, C)` (:math:`(C, N)` when `transpose_a`).
        - **mat2** (Tensor) - A matrix of shape :math:`(C, M)` (:math:`(M, C)` when `transpose_b`).

    Outputs:
        Tensor of shape :math:`(N, M)`.

    Raises:
        TypeError: If `transpose_a` or `transpose_b` is not a bool, or the inputs' dtypes differ.
        ValueError: If the inner dimensions do not match.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> left = Tensor(np.arange(6).reshape(2, 3), mindspore.float32)
        >>> right = Tensor(np.full((2, 3), 0.5), mindspore.float32)
        >>> product = ops.MatMul(transpose_b=True)
        >>> print(product(left, right))
        [[1.5 1.5]
         [6.  6. ]]
        >>> print(product)
        Prim[MatMul]<transpose_a=False, transpose_b=True>
    """

    @prim_attr_register
    def __init__(self, transpose_a=False, transpose_b=False):
        # the attributes are the arguments (prim_attr_register records them)
        for name, v in (("transpose_a", transpose_a), ("transpose_b", transpose_b)):
            if not isinstance(v, bool):
                raise TypeError(f"For '{self.name}', the type of '{name}' should be 'bool', but got type "
                                f"'{type(v).__name__}'.")

    def __call__(self, input, mat2):
        if not isinstance(input, Tensor) or not isinstance(mat2, Tensor):
            bad, arg = (input, "input") if not isinstance(input, Tensor) else (mat2, "mat2")
            raise not_tensor(self.name, arg, bad)
        a, b = input._t, mat2._t
        if type(self) is MatMul and (a.dim() != 2 or b.dim() != 2):
            raise ValueError(f"For '{self.name}', the inputs must be 2-D Tensors, but got ranks {a.dim()} and "
                             f"{b.dim()}.")
        if self.transpose_a:
            a = a.mT
        if self.transpose_b:
            b = b.mT
        try:
            return _wrap(torch.matmul(a, b))
        except RuntimeError as e:
            raise _matmul_error(self.name, a, b, e) from None


class BatchMatMul(MatMul):
    r"""Batched matrix product of two tensors of rank >= 2 (batch dimensions broadcast).

    Args:
        transpose_a (bool): Transpose the last two dimensions of the first input first. Default: ``False``.
        transpose_b (bool): Transpose the last two dimensions of the second input first. Default: ``False``.

    Inputs:
        - **x** (Tensor) - Shape :math:`(*B, N, C)`.
        - **y** (Tensor) - Shape :math:`(*B, C, M)`.

    Outputs:
        Tensor of shape :math:`(*B, N, M)`.

    Raises:
        TypeError: If `transpose_a` or `transpose_b` is not a bool.
        ValueError: If the shapes cannot be multiplied.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x = Tensor(np.ones(shape=[2, 1, 3]), mindspore.float32)
        >>> y = Tensor(np.ones(shape=[2, 3, 2]), mindspore.float32)
        >>> print(ops.BatchMatMul()(x, y).shape)
        (2, 1, 2)
    """

    @prim_attr_register
    def __init__(self, transpose_a=False, transpose_b=False):
        """Initialize BatchMatMul."""
        MatMul.__init__.__wrapped__(self, transpose_a, transpose_b)

    def __call__(self, x, y):
        return MatMul.__call__(self, x, y)


class AddN(Primitive):
    """Adds all tensors of a tuple or list element-wise.

    Inputs:
        - **x** (Union(tuple[Tensor], list[Tensor])) - Tensors of the same shape and dtype.

    Outputs:
        Tensor, same shape and dtype as each element of `x`.

    Raises:
        TypeError: If `x` is not a tuple or list of Tensors.
        ValueError: If the shapes differ.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x = Tensor([1.0, 2.0, 3.0], mindspore.float32)
        >>> y = Tensor([4.0, 5.0, 6.0], mindspore.float32)
        >>> print(ops.AddN()((x, y, x)))
        [ 6.  9. 12.]
    """

    @prim_attr_register
    def __init__(self):
        """Initialize AddN."""

    def __call__(self, x):
        return _add_n(x, self.name)


def _add_n(x, op_name):
    if isinstance(x, Tensor):
        return x
    if not isinstance(x, (tuple, list)) or not x:
        raise TypeError(f"For '{op_name}', the input must be a non-empty tuple or list of Tensors, but got "
                        f"{type(x).__name__}.")
    ts = [tt(v, op_name, "x") for v in x]
    shape = ts[0].shape
    for t in ts[1:]:
        if t.shape != shape:
            raise ValueError(f"For '{op_name}', all inputs must have the same shape, but got {tuple(shape)} and "
                             f"{tuple(t.shape)}.")
    return _wrap(functools.reduce(torch.add, ts))


class AccumulateNV2(AddN):
    """Adds all tensors of a tuple or list element-wise (same as :class:`AddN`).

    Inputs:
        - **x** (Union(tuple[Tensor], list[Tensor])) - Tensors of the same shape and dtype.

    Outputs:
        Tensor, same shape and dtype as each element of `x`.

    Raises:
        TypeError: If `x` is not a tuple or list of Tensors.
        ValueError: If the shapes differ.

    Supported Platforms:
        ``Ascend`` ``GPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x = Tensor([1.0, 2.0], mindspore.float32)
        >>> print(ops.AccumulateNV2()([x, x]))
        [2. 4.]
    """


# ----- reductions ----------------------------------------------------------------------------------------------------
_REDUCE_DOC = """{summary}

    Args:
        keep_dims (bool): Keep the reduced dimensions with length 1. Default: ``False``.{extra}

    Inputs:
        - **x** ({xtype}) - The input tensor.
        - **axis** (Union[int, tuple(int), list(int)]) - The dimensions to reduce; ``()`` reduces all.
          Default: ``()``.

    Outputs:
        Tensor, {out}

    Raises:
        TypeError: If `keep_dims` is not a bool or `x` is not a Tensor.
        ValueError: If `axis` is out of range.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> {setup}
        >>> print(ops.{name}(keep_dims=True)(x, 1))
        {ex1}
        >>> print(ops.{name}()(x))
        {ex2}
    """


_REDUCE_NUM = dict(xtype="Tensor", setup="x = Tensor(np.arange(6).reshape(2, 3), mindspore.float32)")
# MindSpore's CPU ReduceAll / ReduceAny kernels read their input as bool: a non-bool input gives garbage there.
_REDUCE_BOOL = dict(xtype="Tensor[bool]",
                    setup="x = Tensor(np.array([[False, True, False], [True, True, True]]))")


def _check_keep_dims(self, keep_dims):
    if not isinstance(keep_dims, (bool, int)):  # MindSpore 2.10 takes an int as a bool here (recorded)
        raise TypeError(f"For '{self.name}', the type of 'keep_dims' should be 'bool', but got type "
                        f"'{type(keep_dims).__name__}'.")


def _reduce_axis_error(op_name, t, axis):
    return ValueError(f"For '{op_name}', the 'axis' must be in range [{-max(t.dim(), 1)}, {max(t.dim(), 1) - 1}] "
                      f"for an input of shape {tuple(t.shape)}, but got {axis}.")


class _Reduce(Primitive):
    """Common call of the Reduce* primitives."""

    @prim_attr_register
    def __init__(self, keep_dims=False):
        """Initialize the reduction."""
        _check_keep_dims(self, keep_dims)

    def _all(self, t):
        raise RuntimeError

    def _dims(self, t, dims, keep):
        raise RuntimeError

    def __call__(self, x, axis=()):
        if not isinstance(x, Tensor):
            raise not_tensor(self.name, "x", x)
        t = x._t
        if axis == () or axis is None or axis == []:
            r = self._all(t)
            return _wrap(r.reshape((1,) * t.dim()) if self.keep_dims else r)
        if isinstance(axis, list):
            axis = tuple(axis)
        try:
            return _wrap(self._dims(t, axis, self.keep_dims))
        except IndexError:
            raise _reduce_axis_error(self.name, t, axis) from None


class ReduceSum(_Reduce):
    __doc__ = _REDUCE_DOC.format(
        **_REDUCE_NUM, summary="Sums the elements of the input over the given dimensions.",
        extra="\n        skip_mode (bool): When ``True`` and `axis` is empty, return the input unchanged. "
              "Default: ``False``.",
        out="the sums.", name="ReduceSum", ex1="[[ 3.]\n         [12.]]", ex2="15.0")

    @prim_attr_register
    def __init__(self, keep_dims=False, skip_mode=False):
        """Initialize ReduceSum."""
        _check_keep_dims(self, keep_dims)

    def __call__(self, x, axis=()):
        if self.skip_mode and (axis == () or axis is None or axis == []):
            return x
        return _Reduce.__call__(self, x, axis)

    def _all(self, t):
        return t.sum()

    def _dims(self, t, dims, keep):
        return t.sum(dim=dims, keepdim=keep)


def _mean_all(t):
    return t.mean() if t.is_floating_point() or t.is_complex() else t.double().mean().to(t.dtype)


class ReduceMean(_Reduce):
    __doc__ = _REDUCE_DOC.format(
        **_REDUCE_NUM, summary="Averages the elements of the input over the given dimensions.",
        extra="", out="the means.", name="ReduceMean", ex1="[[1.]\n         [4.]]",
        ex2="2.5")

    def _all(self, t):
        return _mean_all(t)

    def _dims(self, t, dims, keep):
        if t.is_floating_point() or t.is_complex():
            return t.mean(dim=dims, keepdim=keep)
        return t.double().mean(dim=dims, keepdim=keep).to(t.dtype)


class ReduceMax(_Reduce):
    __doc__ = _REDUCE_DOC.format(
        **_REDUCE_NUM, summary="Takes the maximum of the input over the given dimensions.", extra="",
        out="the maxima.", name="ReduceMax", ex1="[[2.]\n         [5.]]", ex2="5.0")

    def _all(self, t):
        return t.max()

    def _dims(self, t, dims, keep):
        return torch.amax(t, dim=dims, keepdim=keep)


class ReduceMin(_Reduce):
    __doc__ = _REDUCE_DOC.format(
        **_REDUCE_NUM, summary="Takes the minimum of the input over the given dimensions.", extra="",
        out="the minima.", name="ReduceMin", ex1="[[0.]\n         [3.]]", ex2="0.0")

    def _all(self, t):
        return t.min()

    def _dims(self, t, dims, keep):
        return torch.amin(t, dim=dims, keepdim=keep)


class ReduceProd(_Reduce):
    __doc__ = _REDUCE_DOC.format(
        **_REDUCE_NUM, summary="Multiplies the elements of the input over the given dimensions.",
        extra="", out="the products.", name="ReduceProd",
        ex1="[[ 0.]\n         [60.]]", ex2="0.0")

    def _all(self, t):
        return t.prod()

    def _dims(self, t, dims, keep):
        if isinstance(dims, int):
            return t.prod(dim=dims, keepdim=keep)
        for d in sorted((d % t.dim() for d in dims), reverse=True):
            t = t.prod(dim=d, keepdim=keep)
        return t


class ReduceAll(_Reduce):
    __doc__ = _REDUCE_DOC.format(
        **_REDUCE_BOOL, summary="Logical AND of the elements over the given dimensions.", extra="",
        out="of bool.", name="ReduceAll", ex1="[[False]\n         [ True]]", ex2="False")

    def __call__(self, input, axis=None):
        return _Reduce.__call__(self, input, axis)

    def _all(self, t):
        return t.all()

    def _dims(self, t, dims, keep):
        return torch.all(t, dim=dims, keepdim=keep)


class ReduceAny(_Reduce):
    __doc__ = _REDUCE_DOC.format(
        **_REDUCE_BOOL, summary="Logical OR of the elements over the given dimensions.", extra="",
        out="of bool.", name="ReduceAny", ex1="[[ True]\n         [ True]]", ex2="True")

    def _all(self, t):
        return t.any()

    def _dims(self, t, dims, keep):
        return torch.any(t, dim=dims, keepdim=keep)


class _Cumulative(Primitive):
    @prim_attr_register
    def __init__(self, exclusive=False, reverse=False):
        """Initialize the cumulative operator."""

    def _run(self, fn, t, axis, neutral):
        if self.reverse:
            t = t.flip(axis)
        r = fn(t, axis)
        if self.exclusive:
            r = torch.cat([torch.full_like(r.narrow(axis, 0, 1), neutral), r.narrow(axis, 0, r.shape[axis] - 1)],
                          axis)
        if self.reverse:
            r = r.flip(axis)
        return _wrap(r)


class CumSum(_Cumulative):
    """Cumulative sum of the input along an axis.

    Args:
        exclusive (bool): Exclude the current element from its sum. Default: ``False``.
        reverse (bool): Accumulate from the end. Default: ``False``.

    Inputs:
        - **input** (Tensor) - The input tensor.
        - **axis** (int) - The axis to accumulate along.

    Outputs:
        Tensor, same shape as `input`.

    Raises:
        TypeError: If `input` is not a Tensor or `axis` is not an int.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x = Tensor([1.0, 2.0, 3.0, 4.0], mindspore.float32)
        >>> print(ops.CumSum()(x, 0))
        [ 1.  3.  6. 10.]
        >>> print(ops.CumSum(exclusive=True, reverse=True)(x, 0))
        [9. 7. 4. 0.]
    """

    def __call__(self, input, axis):
        t = tt(input, self.name)
        if not self.exclusive and not self.reverse:
            return _wrap(torch.cumsum(t, axis))
        return self._run(torch.cumsum, t, axis, 0)


class CumProd(_Cumulative):
    """Cumulative product of the input along an axis.

    Args:
        exclusive (bool): Exclude the current element from its product. Default: ``False``.
        reverse (bool): Accumulate from the end. Default: ``False``.

    Inputs:
        - **x** (Tensor) - The input tensor.
        - **axis** (int) - The axis to accumulate along.

    Outputs:
        Tensor, same shape as `x`.

    Raises:
        TypeError: If `x` is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x = Tensor([1.0, 2.0, 3.0, 4.0], mindspore.float32)
        >>> print(ops.CumProd()(x, 0))
        [ 1.  2.  6. 24.]
    """

    def __call__(self, x, axis):
        return self._run(torch.cumprod, tt(x, self.name, "x"), axis, 1)


class Einsum(Primitive):
    """Evaluates an Einstein-summation expression over a tuple of tensors.

    Args:
        equation (str): The subscripts, e.g. ``"ij,jk->ik"``.

    Inputs:
        - **x** (Union(tuple[Tensor], list[Tensor])) - The operands.

    Outputs:
        Tensor, the result.

    Raises:
        TypeError: If `equation` is not a str.

    Supported Platforms:
        ``GPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x = Tensor(np.ones((2, 3)), mindspore.float32)
        >>> y = Tensor(np.ones((3, 2)), mindspore.float32)
        >>> print(ops.Einsum("ij,jk->ik")((x, y)))
        [[3. 3.]
         [3. 3.]]
    """

    @prim_attr_register
    def __init__(self, equation):
        """Initialize Einsum."""
        if not isinstance(equation, str):
            raise TypeError(f"For 'Einsum', the 'equation' must be str, but got {type(equation).__name__}.")

    def __call__(self, x):
        return _wrap(torch.einsum(self.equation, *[tt(v, "Einsum", "x") for v in x]))


class Cdist(Primitive):
    """Computes the p-norm distance between each pair of row vectors of two (batched) matrices.

    Args:
        p (float): The norm order. Default: ``2.0``.

    Inputs:
        - **x1** (Tensor) - Shape :math:`(B, P, M)` or :math:`(P, M)`.
        - **x2** (Tensor) - Shape :math:`(B, R, M)` or :math:`(R, M)`.

    Outputs:
        Tensor of shape :math:`(B, P, R)` or :math:`(P, R)`.

    Raises:
        TypeError: If an input is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x = Tensor([[0.0, 0.0], [3.0, 4.0]], mindspore.float32)
        >>> print(ops.Cdist()(x, x))
        [[0. 5.]
         [5. 0.]]
    """

    @prim_attr_register
    def __init__(self, p=2.0):
        """Initialize Cdist."""

    def __call__(self, x1, x2):
        return _wrap(torch.cdist(tt(x1, "Cdist", "x1"), tt(x2, "Cdist", "x2"), p=self.p))


class Cross(Primitive):
    """Cross product of two tensors of 3-vectors along a dimension.

    Args:
        dim (int): The dimension (of size 3). Default: ``-65530`` (the first dimension of size 3).

    Inputs:
        - **input** (Tensor) - The first input.
        - **other** (Tensor) - The second input, same shape.

    Outputs:
        Tensor, same shape as `input`.

    Raises:
        TypeError: If an input is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x = Tensor([1.0, 0.0, 0.0], mindspore.float32)
        >>> y = Tensor([0.0, 1.0, 0.0], mindspore.float32)
        >>> print(ops.Cross()(x, y))
        [0. 0. 1.]
    """

    @prim_attr_register
    def __init__(self, dim=-65530):
        """Initialize Cross."""

    def __call__(self, input, other):
        a, b = tt(input, "Cross"), tt(other, "Cross", "other")
        dim = self.dim
        if dim == -65530:
            dim = next((i for i, s in enumerate(a.shape) if s == 3), -1)
        return _wrap(torch.linalg.cross(a, b, dim=dim))


class Lerp(Primitive):
    """Linear interpolation: ``input + weight * (end - input)``.

    Inputs:
        - **input** (Tensor) - The start points.
        - **end** (Tensor) - The end points.
        - **weight** (Union[float, Tensor]) - The interpolation weight.

    Outputs:
        Tensor, the broadcast shape.

    Raises:
        TypeError: If `input` or `end` is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> start = Tensor([1.0, 2.0], mindspore.float32)
        >>> end = Tensor([3.0, 6.0], mindspore.float32)
        >>> print(ops.Lerp()(start, end, 0.5))
        [2. 4.]
    """

    @prim_attr_register
    def __init__(self):
        """Initialize Lerp."""

    def __call__(self, input, end, weight):
        return _wrap(torch.lerp(tt(input, "Lerp"), tt(end, "Lerp", "end"),
                                weight._t if isinstance(weight, Tensor) else weight))


class Addcdiv(Primitive):
    """Computes ``input + value * tensor1 / tensor2`` element-wise.

    Inputs:
        - **input** (Tensor) - The tensor to add to.
        - **tensor1** (Tensor) - The numerator.
        - **tensor2** (Tensor) - The denominator.
        - **value** (Tensor) - The multiplier.

    Outputs:
        Tensor, the broadcast shape.

    Raises:
        TypeError: If an input is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x = Tensor([1.0, 1.0], mindspore.float32)
        >>> print(ops.Addcdiv()(x, Tensor([2.0, 4.0]), Tensor([2.0, 2.0]), Tensor([1.0])))
        [2. 3.]
    """

    @prim_attr_register
    def __init__(self):
        """Initialize Addcdiv."""

    def __call__(self, input, tensor1, tensor2, value):
        return _wrap(tt(input, self.name) + as_torch(value) * tt(tensor1, self.name, "tensor1") /
                     tt(tensor2, self.name, "tensor2"))


class Addcmul(Primitive):
    """Computes ``input + value * tensor1 * tensor2`` element-wise.

    Inputs:
        - **input** (Tensor) - The tensor to add to.
        - **tensor1** (Tensor) - The first factor.
        - **tensor2** (Tensor) - The second factor.
        - **value** (Tensor) - The multiplier.

    Outputs:
        Tensor, the broadcast shape.

    Raises:
        TypeError: If an input is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x = Tensor([1.0, 1.0], mindspore.float32)
        >>> print(ops.Addcmul()(x, Tensor([2.0, 4.0]), Tensor([2.0, 2.0]), Tensor([1.0])))
        [5. 9.]
    """

    @prim_attr_register
    def __init__(self):
        """Initialize Addcmul."""

    def __call__(self, input, tensor1, tensor2, value):
        return _wrap(tt(input, self.name) + as_torch(value) * tt(tensor1, self.name, "tensor1") *
                     tt(tensor2, self.name, "tensor2"))


class FloatStatus(Primitive):
    """Tells whether a tensor holds an inf or NaN: ``[1.]`` if it does, ``[0.]`` otherwise.

    Inputs:
        - **x** (Tensor) - A floating-point tensor.

    Outputs:
        Tensor of shape (1,), same dtype as `x`.

    Raises:
        TypeError: If `x` is not a Tensor.

    Supported Platforms:
        ``GPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.FloatStatus()(Tensor([1.0, float('inf')], mindspore.float32)))
        [1.]
    """

    @prim_attr_register
    def __init__(self):
        """Initialize FloatStatus."""

    def __call__(self, x):
        t = tt(x, self.name, "x")
        return _wrap(torch.logical_not(torch.isfinite(t).all()).reshape(1).to(t.dtype))


class LinSpace(Primitive):
    """`num` evenly spaced values from `start` to `stop` (both included).

    Inputs:
        - **start** (Union[Tensor, float]) - The first value.
        - **stop** (Union[Tensor, float]) - The last value.
        - **num** (Union[Tensor, int]) - How many values.

    Outputs:
        Tensor of shape (num,), float32.

    Raises:
        TypeError: If `num` is not an int.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.LinSpace()(Tensor(1, mindspore.float32), Tensor(10, mindspore.float32), 5))
        [ 1.    3.25  5.5   7.75 10.  ]
    """

    @prim_attr_register
    def __init__(self):
        """Initialize LinSpace."""

    def __call__(self, start, stop, num):
        s = float(start) if isinstance(start, Tensor) else start
        e = float(stop) if isinstance(stop, Tensor) else stop
        n = int(num) if isinstance(num, Tensor) else num
        dt = start._t.dtype if isinstance(start, Tensor) and start._t.is_floating_point() else torch.float32
        return _wrap(torch.linspace(s, e, n, dtype=dt, device=device()))


class L2Loss(Primitive):
    """Half the sum of squares: ``sum(x ** 2) / 2``.

    Inputs:
        - **input** (Tensor) - The input tensor.

    Outputs:
        Tensor, a scalar of the input's dtype.

    Raises:
        TypeError: If `input` is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.L2Loss()(Tensor([1.0, 2.0, 3.0], mindspore.float32)))
        7.0
    """

    @prim_attr_register
    def __init__(self):
        """Initialize L2Loss."""

    def __call__(self, input):
        t = tt(input, self.name)
        return _wrap(t.square().sum() / 2)


class SquareSumAll(Primitive):
    """Sums of squares of two tensors: ``(sum(x ** 2), sum(y ** 2))``.

    Inputs:
        - **x** (Tensor) - The first input.
        - **y** (Tensor) - The second input.

    Outputs:
        Tuple of two scalar Tensors.

    Raises:
        TypeError: If an input is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x = Tensor([1.0, 2.0], mindspore.float32)
        >>> print(ops.SquareSumAll()(x, x * 2))
        (Tensor(shape=[], dtype=Float32, value= 5), Tensor(shape=[], dtype=Float32, value= 20))
    """

    @prim_attr_register
    def __init__(self):
        """Initialize SquareSumAll."""

    def __call__(self, x, y):
        return (_wrap(tt(x, self.name, "x").square().sum()), _wrap(tt(y, self.name, "y").square().sum()))


class InplaceAdd(Primitive):
    """Adds `v` to the rows `indices` of `x` (returns the result; `x` is not modified).

    Args:
        indices (Union[int, tuple[int]]): The rows (along axis 0) to add to.

    Inputs:
        - **x** (Tensor) - The input tensor.
        - **input_v** (Tensor) - The values, with first dimension ``len(indices)``.

    Outputs:
        Tensor, same shape as `x`.

    Raises:
        TypeError: If `indices` is not an int or tuple of ints.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x = Tensor([[1.0, 2.0], [3.0, 4.0]], mindspore.float32)
        >>> print(ops.InplaceAdd((1,))(x, Tensor([[10.0, 10.0]], mindspore.float32)))
        [[ 1.  2.]
         [13. 14.]]
    """

    @prim_attr_register
    def __init__(self, indices):
        """Initialize InplaceAdd."""
        self._idx = [indices] if isinstance(indices, int) else list(indices)

    def __call__(self, x, input_v):
        t = tt(x, self.name, "x")
        v = tt(input_v, self.name, "input_v")
        idx = torch.tensor(self._idx, device=t.device)
        return _wrap(t.index_add(0, idx, v.reshape((len(self._idx),) + tuple(t.shape[1:]))))


class MatrixInverse(Primitive):
    """Inverts square matrices (batched over leading dimensions).

    Args:
        adjoint (bool): Invert the conjugate transpose instead. Default: ``False``.

    Inputs:
        - **x** (Tensor) - Shape :math:`(*, N, N)`.

    Outputs:
        Tensor, same shape as `x`.

    Raises:
        TypeError: If `x` is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x = Tensor([[2.0, 0.0], [0.0, 4.0]], mindspore.float32)
        >>> print(ops.MatrixInverse()(x))
        [[0.5  0.  ]
         [0.   0.25]]
    """

    @prim_attr_register
    def __init__(self, adjoint=False):
        """Initialize MatrixInverse."""

    def __call__(self, x):
        t = tt(x, self.name, "x")
        if self.adjoint:
            t = t.mH
        return _wrap(torch.linalg.inv(t))


class Logit(Primitive):
    """Computes ``log(x / (1 - x))`` element-wise, clamping `x` to ``[eps, 1 - eps]`` when ``eps >= 0``.

    Args:
        eps (float): The clamp bound; negative means no clamping. Default: ``-1.0``.

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
        >>> print(ops.Logit()(Tensor([0.5, 0.75], mindspore.float32)))
        [0.        1.0986123]
    """

    @prim_attr_register
    def __init__(self, eps=-1.0):
        """Initialize Logit."""

    def __call__(self, input):
        return _wrap(torch.logit(tt(input, self.name), eps=None if self.eps < 0 else self.eps))

# the views of this family's registry entries (see ops/_registry.py)
__all__ += _registry.export(globals(), "math", "primitive")
