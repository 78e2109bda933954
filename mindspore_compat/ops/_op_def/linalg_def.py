"""Registry entries of MindSpore 2.10's LU, triangular-solve, norm and special-function primitives: ``LuUnpack`` /
``lu_unpack``, ``LuSolve``, ``MatrixTriangularSolve``, ``NuclearNorm``, ``Betainc`` and ``float_power_ext``.
"""
import numbers

import torch

from ...common.tensor import Tensor, _wrap
from .._registry import op, prim

__all__ = []

_F32_F64 = (torch.float32, torch.float64)
_F32_F64_TEXT = "{Tensor[Float32], Tensor[Float64]}"


def _tensor(op_name, arg, value):
    if not isinstance(value, Tensor):
        raise TypeError(f"For Primitive[{op_name}], the type of input argument[{arg}] must be Tensor but got "
                        f"{type(value).__name__}.")
    return value._t


def _bool_attrs(op_name, *names):
    def check(p):
        for n in names:
            v = getattr(p, n)
            if not isinstance(v, bool):
                raise TypeError(f"For '{op_name}', the type of '{n}' should be 'bool', but got type "
                                f"'{type(v).__name__}'.")
    return check


# ----- LuUnpack / lu_unpack ------------------------------------------------------------------------------------------
def _lu_unpack_impl(LU_data, LU_pivots, unpack_data=True, unpack_pivots=True):  # pylint: disable=invalid-name
    lu = _tensor("LuUnpack", "LU_data", LU_data)
    piv = _tensor("LuUnpack", "LU_pivots", LU_pivots)
    if lu.dim() < 2:
        raise ValueError(f"For 'LuUnpack', the dimension of LU_data must be greater than or equal to 2, but got: "
                         f"{lu.dim()}.")
    if piv.dtype not in (torch.int8, torch.uint8, torch.int16, torch.int32, torch.int64):
        raise TypeError(f"For 'LuUnpack', the 'LU_pivots' must be an integer Tensor, but got {LU_pivots.dtype}.")
    k = min(lu.shape[-2], lu.shape[-1])
    if piv.shape[-1] != k:
        raise ValueError(f"For 'LuUnpack', the last dimension of LU_pivots must be {k}, but got {piv.shape[-1]}.")
    # pivots are 1-based row swaps, applied in order
    p, lower, upper = torch.lu_unpack(lu, piv.to(torch.int32))
    return (_wrap(p.to(lu.dtype)) if unpack_pivots else None,
            _wrap(lower) if unpack_data else None,
            _wrap(upper) if unpack_data else None)


_LU_UNPACK_DOC = """Splits a packed LU factorization into the permutation matrix P, the unit lower triangular L
    and the upper triangular U, with ``P @ L @ U`` the factorized matrix.

    Args:
        unpack_data (bool): Whether to return L and U (``None`` otherwise). Default: ``True``.
        unpack_pivots (bool): Whether to return P (``None`` otherwise). Default: ``True``.

    Inputs:
        - **LU_data** (Tensor) - Packed factors of shape :math:`(*, M, N)`: U on and above the diagonal, L below it.
        - **LU_pivots** (Tensor) - Integer row swaps of shape :math:`(*, min(M, N))`, 1-based: row i was
          exchanged with row ``LU_pivots[i]`` during the factorization.

    Outputs:
        Tuple of 3 Tensors of the dtype of `LU_data`: P :math:`(*, M, M)`, L :math:`(*, M, K)` and U
        :math:`(*, K, N)`, ``K = min(M, N)``.

    Raises:
        TypeError: If `unpack_data` or `unpack_pivots` is not a bool, or `LU_pivots` is not an integer Tensor.
        ValueError: If `LU_data` has rank below 2 or `LU_pivots` does not match it.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> lu = Tensor([[3.0, 1.0], [0.5, 2.5]], mindspore.float32)
        >>> p, l, u = ops.LuUnpack()(lu, Tensor([2, 2], mindspore.int32))
        >>> print(p)
        [[0. 1.]
         [1. 0.]]
        >>> print(l)
        [[1.  0. ]
         [0.5 1. ]]
        >>> print(u)
        [[3.  1. ]
         [0.  2.5]]
    """

op("LuUnpack", "math", functional=False,
   primitive=prim("LuUnpack", "(self, unpack_data=True, unpack_pivots=True)", "(self, LU_data, LU_pivots)",
                  doc=_LU_UNPACK_DOC, check=_bool_attrs("LuUnpack", "unpack_data", "unpack_pivots")),
   cases=())(_lu_unpack_impl)


def lu_unpack(LU_data, LU_pivots, unpack_data=True, unpack_pivots=True):  # pylint: disable=invalid-name
    """Splits a packed LU factorization into P, L and U with ``P @ L @ U`` the factorized matrix (the functional
    form of :class:`mindspore.ops.LuUnpack`).

    Args:
        LU_data (Tensor): Packed factors of shape :math:`(*, M, N)`: U on and above the diagonal, L below it.
        LU_pivots (Tensor): Integer 1-based row swaps of shape :math:`(*, min(M, N))`.
        unpack_data (bool, optional): Whether to return L and U (``None`` otherwise). Default: ``True``.
        unpack_pivots (bool, optional): Whether to return P (``None`` otherwise). Default: ``True``.

    Returns:
        Tuple of 3: P, L and U, of the dtype of `LU_data`.

    Raises:
        TypeError: If `LU_pivots` is not an integer Tensor.
        ValueError: If `LU_data` has rank below 2 or `LU_pivots` does not match it.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> lu = Tensor([[2.0, 4.0], [0.25, 1.0]], mindspore.float32)
        >>> p, l, u = ops.lu_unpack(lu, Tensor([1, 2], mindspore.int32))
        >>> print(ops.matmul(ops.matmul(p, l), u))
        [[2.  4. ]
         [0.5 2. ]]
    """
    _bool_attrs("LuUnpack", "unpack_data", "unpack_pivots")(
        type("Attrs", (), {"unpack_data": unpack_data, "unpack_pivots": unpack_pivots})())
    return _lu_unpack_impl(LU_data, LU_pivots, unpack_data, unpack_pivots)


op("lu_unpack", "math", cases=())(lu_unpack)


# ----- LuSolve -------------------------------------------------------------------------------------------------------
_LU_SOLVE_DOC = """Solves ``A X = x`` from the packed LU factorization of A (as given by
    :func:`mindspore.scipy.linalg.lu_factor`).

    Inputs:
        - **x** (Tensor) - Right-hand sides of shape :math:`(*, M, K)`, float16, float32 or float64.
        - **lu_data** (Tensor) - Packed factors of shape :math:`(*, M, M)`, of the dtype of `x`.
        - **lu_pivots** (Tensor) - int32 1-based row swaps of shape :math:`(*, M)`.

    Outputs:
        Tensor of the shape and dtype of `x`.

    Raises:
        TypeError: If `x` and `lu_data` differ in dtype.
        ValueError: If the rows of `x` differ from those of `lu_data`.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> lu = Tensor([[4.0, 2.0], [0.5, 3.0]], mindspore.float32)
        >>> b = Tensor([[8.0], [10.0]], mindspore.float32)
        >>> print(ops.LuSolve()(b, lu, Tensor([1, 2], mindspore.int32)))
        [[1.]
         [2.]]
    """


def _lu_solve(x, lu_data, lu_pivots):
    b = _tensor("LuSolve", "x", x)
    lu = _tensor("LuSolve", "lu_data", lu_data)
    piv = _tensor("LuSolve", "lu_pivots", lu_pivots)
    if b.dtype != lu.dtype:
        raise TypeError("For primitive[LuSolve], the input type must be same.")
    if b.dim() < 2 or lu.dim() < 2 or b.shape[-2] != lu.shape[-1]:
        got = b.shape[-2] if b.dim() >= 2 else b.dim()
        raise ValueError(f"For 'LuSolve', x's col rank must be the same as lu_data's col rank, but got x's: {got}, "
                         f"lu_data's: {lu.shape[-1]}.")
    work = b.float() if b.dtype == torch.float16 else b
    out = torch.linalg.lu_solve(lu.to(work.dtype), piv.to(torch.int32), work)
    return _wrap(out.to(b.dtype))


op("LuSolve", "math", functional=False,
   primitive=prim("LuSolve", "(self)", "(self, x, lu_data, lu_pivots)", doc=_LU_SOLVE_DOC),
   cases=())(_lu_solve)


# ----- MatrixTriangularSolve -----------------------------------------------------------------------------------------
_MTS_DOC = """Solves ``matrix X = rhs`` (or ``adjoint(matrix) X = rhs``) for triangular matrices; only the
    triangle named by `lower` is read.

    Args:
        lower (bool): Read the lower triangle of `matrix` (else the upper one). Default: ``True``.
        adjoint (bool): Solve with the conjugate transpose of `matrix`. Default: ``False``.

    Inputs:
        - **matrix** (Tensor) - Shape :math:`(*, M, M)`.
        - **rhs** (Tensor) - Shape :math:`(*, M, N)`, of the dtype of `matrix`.

    Outputs:
        Tensor of the shape and dtype of `rhs`.

    Raises:
        TypeError: If `lower` or `adjoint` is not a bool, or the inputs differ in dtype.
        ValueError: If the rows of `matrix` and `rhs` differ.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> a = Tensor([[1.0, 0.0], [2.0, 4.0]], mindspore.float32)
        >>> print(ops.MatrixTriangularSolve()(a, Tensor([[3.0], [10.0]], mindspore.float32)))
        [[3.]
         [1.]]
    """


def _matrix_triangular_solve(matrix, rhs, lower=True, adjoint=False):
    a = _tensor("MatrixTriangularSolve", "matrix", matrix)
    b = _tensor("MatrixTriangularSolve", "rhs", rhs)
    if a.dtype != b.dtype:
        raise TypeError("For primitive[MatrixTriangularSolve], the input type must be same.")
    if a.shape[-2] != b.shape[-2]:
        raise ValueError(f"For MatrixTriangularSolve evaluator shapes of inputs can not do this operator, got "
                         f"{a.shape[-2]} and {b.shape[-2]} , with matrix row {a.shape[-2]}, rhs row {b.shape[-2]}, "
                         f"matrix's row rank should be same as rhs's row rank")
    tri = a.tril() if lower else a.triu()
    if adjoint:
        tri, upper = tri.mH, lower
    else:
        upper = not lower
    work = torch.float32 if a.dtype == torch.float16 else a.dtype
    out = torch.linalg.solve_triangular(tri.to(work), b.to(work), upper=upper)
    return _wrap(out.to(b.dtype))


op("MatrixTriangularSolve", "math", functional=False,
   primitive=prim("MatrixTriangularSolve", "(self, lower=True, adjoint=False)", "(self, matrix, rhs)", doc=_MTS_DOC,
                  check=_bool_attrs("MatrixTriangularSolve", "lower", "adjoint")),
   cases=())(_matrix_triangular_solve)


# ----- NuclearNorm ---------------------------------------------------------------------------------------------------
def _nuclear_check(p):
    if p.dim is not None:
        if not isinstance(p.dim, (list, tuple)) or len(p.dim) != 2:
            raise ValueError(f"For 'NuclearNorm', the 'dim' must be a list of 2 ints, but got {p.dim}.")
    if not isinstance(p.keepdim, bool):
        raise TypeError(f"For 'NuclearNorm', the type of 'keepdim' should be 'bool', but got type "
                        f"'{type(p.keepdim).__name__}'.")


_NUCLEAR_DOC = """The nuclear norm (the sum of the singular values) of the matrices spanned by two dimensions of
    the input.

    Args:
        dim (list[int]): The two dimensions holding the matrices; ``None`` for a 2-D input. Default: ``None``.
        keepdim (bool): Keep the two reduced dimensions with length 1. Default: ``False``.

    Inputs:
        - **x** (Tensor) - float32 or float64, rank at least 2 (exactly 2 when `dim` is ``None``).

    Outputs:
        Tensor of the dtype of `x` without (or, with `keepdim`, with unit) dimensions `dim`.

    Raises:
        TypeError: If `x` is not a float32 / float64 Tensor or `keepdim` is not a bool.
        ValueError: If `dim` repeats a dimension or is out of range, or `x` has the wrong rank.

    Supported Platforms:
        ``Ascend`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x = Tensor([[2.0, 1.0], [-1.0, 5.0]], mindspore.float32)
        >>> print(ops.NuclearNorm()(x))
        7.2801085
    """


def _nuclear_norm(x, dim=None, keepdim=False):
    t = _tensor("NuclearNorm", "x", x)
    if t.dtype not in _F32_F64:
        raise TypeError(f"For primitive[NuclearNorm], the input argument[x] must be a type of {_F32_F64_TEXT}, but "
                        f"got Tensor[{x.dtype}].")
    rank = t.dim()
    if rank < 2:
        raise ValueError(f"For primitive[NuclearNorm], the input_size must be greater than or equal to 2, but got "
                         f"{rank}.")
    if dim is None:
        if rank != 2:
            raise ValueError(f"For 'NuclearNorm', when dim is not set, or dim is None, the input_size must be equal "
                             f"to 2, but got {rank}.")
        dims = [0, 1]
    else:
        for d in dim:
            if not -rank <= d < rank:
                raise ValueError(f"For primitive[NuclearNorm], the dim value must be in [{-rank},{rank}), but got "
                                 f"{d}.")
        dims = [d % rank for d in dim]
        if dims[0] == dims[1]:
            raise ValueError("For 'NuclearNorm', the elements in attribute dim must be different.")
    return _wrap(torch.linalg.matrix_norm(t, ord="nuc", dim=tuple(dims), keepdim=keepdim))


op("NuclearNorm", "math", functional=False,
   primitive=prim("NuclearNorm", "(self, dim=None, keepdim=False)", "(self, x)", doc=_NUCLEAR_DOC,
                  check=_nuclear_check),
   cases=())(_nuclear_norm)


# ----- Betainc -------------------------------------------------------------------------------------------------------
def _betainc_cf(a, b, x, steps=300):
    """The continued fraction of the regularized incomplete beta function (modified Lentz evaluation)."""
    tiny = 1e-300
    qab, qap, qam = a + b, a + 1.0, a - 1.0
    c = torch.ones_like(x)
    d = 1.0 - qab * x / qap
    d = torch.where(d.abs() < tiny, torch.full_like(d, tiny), d)
    d = 1.0 / d
    h = d.clone()
    for m in range(1, steps + 1):
        m2 = 2.0 * m
        for coef in (m * (b - m) * x / ((qam + m2) * (a + m2)),
                     -(a + m) * (qab + m) * x / ((a + m2) * (qap + m2))):
            d = 1.0 + coef * d
            d = torch.where(d.abs() < tiny, torch.full_like(d, tiny), d)
            c = 1.0 + coef / c
            c = torch.where(c.abs() < tiny, torch.full_like(c, tiny), c)
            d = 1.0 / d
            h = h * d * c
        if bool(((d * c - 1.0).abs() < 1e-15).all()):
            break
    return h


def _regularized_beta(a, b, x):
    log_front = (torch.lgamma(a + b) - torch.lgamma(a) - torch.lgamma(b)
                 + a * torch.log(x.clamp_min(1e-300)) + b * torch.log1p(-x.clamp_max(1 - 1e-16)))
    flip = x > (a + 1.0) / (a + b + 2.0)
    aa, bb, xx = torch.where(flip, b, a), torch.where(flip, a, b), torch.where(flip, 1.0 - x, x)
    value = torch.exp(log_front) * _betainc_cf(aa, bb, xx) / aa
    out = torch.where(flip, 1.0 - value, value)
    out = torch.where(x <= 0, torch.zeros_like(out), out)
    out = torch.where(x >= 1, torch.ones_like(out), out)
    bad = (a <= 0) | (b <= 0) | (x < 0) | (x > 1) | torch.isnan(a) | torch.isnan(b) | torch.isnan(x)
    return torch.where(bad, torch.full_like(out, float("nan")), out)


_BETAINC_DOC = """The regularized incomplete beta function ``I_x(a, b)``, element-wise: the integral of
    ``t ** (a - 1) * (1 - t) ** (b - 1)`` from 0 to `x`, divided by the complete beta function ``B(a, b)``.

    Inputs:
        - **a** (Tensor) - Positive values, float32 or float64.
        - **b** (Tensor) - Positive values, of the shape and dtype of `a`.
        - **x** (Tensor) - Values in [0, 1], of the shape and dtype of `a`.

    Outputs:
        Tensor of the shape and dtype of `a`; NaN where an argument is out of its domain.

    Raises:
        TypeError: If an input is not a float32 / float64 Tensor, or the dtypes differ.
        ValueError: If the shapes differ.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> a = Tensor([1.0, 3.0], mindspore.float64)
        >>> b = Tensor([1.0, 1.0], mindspore.float64)
        >>> print(ops.Betainc()(a, b, Tensor([0.25, 0.5], mindspore.float64)))
        [0.25  0.125]
    """


def _betainc(a, b, x):
    ts = []
    for arg, value in (("a", a), ("b", b), ("x", x)):
        t = _tensor("Betainc", arg, value)
        if t.dtype not in _F32_F64:
            raise TypeError(f"For primitive[Betainc], the input argument[{arg}] must be a type of {_F32_F64_TEXT}, "
                            f"but got Tensor[{value.dtype}].")
        ts.append(t)
    if len({t.dtype for t in ts}) != 1:
        raise TypeError("For primitive[Betainc], the input type must be same.")
    for arg, t in (("b", ts[1]), ("x", ts[2])):
        if t.shape != ts[0].shape:
            raise ValueError(f"For 'Betainc, shape of {arg} ({', '.join(map(str, t.shape))}) are not consistent with "
                             f"the shape a ({', '.join(map(str, ts[0].shape))}) .")
    out = _regularized_beta(*(t.double() for t in ts))
    return _wrap(out.to(ts[0].dtype))


op("Betainc", "math", functional=False,
   primitive=prim("Betainc", "(self)", "(self, a, b, x)", doc=_BETAINC_DOC),
   cases=())(_betainc)


# ----- float_power_ext -----------------------------------------------------------------------------------------------
def float_power_ext(input, exponent):  # pylint: disable=redefined-builtin
    """`input` raised to the power `exponent`, element-wise, computed and returned in float64.

    Args:
        input (Union[Tensor, Number]): The base; a real Tensor or a real number.
        exponent (Union[Tensor, Number]): The exponent; a real Tensor or a real number. At least one of the two
            is a Tensor.

    Returns:
        Tensor of float64, of the broadcast shape.

    Raises:
        TypeError: If an argument is complex, or neither is a Tensor.

    Supported Platforms:
        ``Ascend`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.float_power_ext(Tensor([4, 9], mindspore.int32), 0.5))
        [2. 3.]
    """
    parts = []
    for arg, v in (("input", input), ("exponent", exponent)):
        if isinstance(v, Tensor):
            if v._t.is_complex():
                raise TypeError(f"The type of '{arg}' must be Tensor or Number (excluding complex), but got "
                                f"{type(v)}.")
            parts.append(v._t.double())
        elif isinstance(v, numbers.Real) and not isinstance(v, bool):
            parts.append(float(v))
        else:
            raise TypeError(f"The type of '{arg}' must be Tensor or Number (excluding complex), but got {type(v)}.")
    if not isinstance(input, Tensor) and not isinstance(exponent, Tensor):
        raise TypeError("For 'float_power_ext', at least one of 'input' and 'exponent' must be a Tensor.")
    return _wrap(torch.float_power(*parts) if isinstance(parts[0], torch.Tensor)
                 else torch.float_power(torch.tensor(parts[0], dtype=torch.float64), parts[1]))


op("float_power_ext", "math", cases=())(float_power_ext)


# ----- Lstsq / MatrixSolveLs -----------------------------------------------------------------------------------------
_LS_FLOATS = (torch.float16, torch.float32, torch.float64)


def _lstsq_check(p):
    if p.fast is not True:
        raise TypeError(f"For 'Lstsq', the 'fast' should be True, but got '{p.fast}'.")
    if p.l2_regularizer != 0.0:
        raise TypeError(f"For 'Lstsq', the 'l2_regularizer' should be 0.0, but got '{p.l2_regularizer}'.")


def _regularized_solve(a, b, l2):
    """Least-squares solution of ``a x = b`` with an L2 penalty `l2`, through the normal equations of the smaller
    side."""
    m, n = a.shape[-2], a.shape[-1]
    ah = a.mH
    if m >= n:
        gram = ah @ a + l2 * torch.eye(n, dtype=a.dtype, device=a.device)
        return torch.linalg.solve(gram, ah @ b)
    gram = a @ ah + l2 * torch.eye(m, dtype=a.dtype, device=a.device)
    return ah @ torch.linalg.solve(gram, b)


_LSTSQ_DOC = """The least-squares solution X of ``x X = a``: the X minimizing ``||x X - a||``.

    Args:
        fast (bool): Must be ``True`` (the normal-equations path). Default: ``True``.
        l2_regularizer (float): Must be ``0.0``. Default: ``0.0``.

    Inputs:
        - **x** (Tensor) - The matrix, of shape :math:`(M, N)`, float16, float32 or float64.
        - **a** (Tensor) - Right-hand sides of shape :math:`(M, K)` or :math:`(M,)`, of the dtype of `x`.

    Outputs:
        Tensor of shape :math:`(N, K)` (:math:`(N, 1)` for a 1-D `a`), of the dtype of `x`.

    Raises:
        TypeError: If `fast` is not True or `l2_regularizer` is not 0.0, or the dtypes differ.
        ValueError: If the rows of `x` and `a` differ.

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x = Tensor([[2.0, 0.0], [0.0, 1.0], [0.0, 0.0]], mindspore.float32)
        >>> print(ops.Lstsq()(x, Tensor([[3.0], [-1.0], [7.0]], mindspore.float32)))
        [[ 1.5]
         [-1. ]]
    """


def _lstsq(x, a, fast=True, l2_regularizer=0.0):
    m = _tensor("Lstsq", "x", x)
    b = _tensor("Lstsq", "a", a)
    if m.dtype != b.dtype:
        raise TypeError("For primitive[Lstsq], the input type must be same.")
    if m.dtype not in _LS_FLOATS:
        raise TypeError(f"For primitive[Lstsq], the input argument[x] must be a type of {{Tensor[Float16], "
                        f"Tensor[Float32], Tensor[Float64]}}, but got Tensor[{x.dtype}].")
    rhs = b.unsqueeze(-1) if b.dim() == 1 else b
    if m.dim() != 2 or rhs.shape[0] != m.shape[0]:
        raise ValueError(f"For 'Lstsq', the row of 'x' and 'a' must be the same, but got {tuple(m.shape)} and "
                         f"{tuple(b.shape)}.")
    out = _regularized_solve(m.double(), rhs.double(), 0.0)
    return _wrap(out.to(m.dtype))


op("Lstsq", "math", functional=False,
   primitive=prim("Lstsq", "(self, fast=True, l2_regularizer=0.0)", "(self, x, a)", doc=_LSTSQ_DOC,
                  check=_lstsq_check, rename={"fast": None, "l2_regularizer": None}),
   cases=())(_lstsq)

_MSL_DOC = """Solves the L2-regularized least-squares problem: the X minimizing
    ``||matrix X - rhs||^2 + l2 ||X||^2``, for each matrix of a batch.

    Args:
        fast (bool): Accepted for compatibility; both paths give the same solution here. Default: ``True``.

    Inputs:
        - **matrix** (Tensor) - Shape :math:`(*, M, N)`, float32, float64, complex64 or complex128.
        - **rhs** (Tensor) - Shape :math:`(*, M, K)`, of the dtype of `matrix`.
        - **l2** (Tensor) - 0-D float64, the regularization weight.

    Outputs:
        Tensor of shape :math:`(*, N, K)` and the dtype of `matrix`.

    Raises:
        TypeError: If `fast` is not a bool, `l2` is not a float64 Tensor or the dtypes of `matrix` and `rhs`
            differ.
        ValueError: If the rows of `matrix` and `rhs` differ.

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> matrix = Tensor([[2.0, 0.0], [0.0, 1.0]], mindspore.float32)
        >>> rhs = Tensor([[4.0], [1.0]], mindspore.float32)
        >>> print(ops.MatrixSolveLs()(matrix, rhs, Tensor(1.0, mindspore.float64)))
        [[1.6]
         [0.5]]
    """


def _matrix_solve_ls(matrix, rhs, l2):
    a = _tensor("MatrixSolveLs", "matrix", matrix)
    b = _tensor("MatrixSolveLs", "rhs", rhs)
    w = _tensor("MatrixSolveLs", "l2", l2)
    if w.dtype != torch.float64:
        raise TypeError(f"For primitive[MatrixSolveLs], the input argument[l2_regularizer] must be a type of "
                        f"{{Tensor[Float64]}}, but got Tensor[{l2.dtype}].")
    if a.dtype != b.dtype:
        raise TypeError("For primitive[MatrixSolveLs], the input type must be same.")
    if a.dim() < 2 or b.dim() < 2 or a.shape[-2] != b.shape[-2]:
        raise ValueError(f"For 'MatrixSolveLs', the rows of 'matrix' and 'rhs' must be the same, but got "
                         f"{tuple(a.shape)} and {tuple(b.shape)}.")
    work = torch.complex128 if a.is_complex() else torch.float64
    out = _regularized_solve(a.to(work), b.to(work), float(w))
    return _wrap(out.to(a.dtype))


def _bool_fast(p):
    _bool_attrs("MatrixSolveLs", "fast")(p)


op("MatrixSolveLs", "math", functional=False,
   primitive=prim("MatrixSolveLs", "(self, fast=True)", "(self, matrix, rhs, l2)", doc=_MSL_DOC, check=_bool_fast,
                  rename={"fast": None}),
   cases=())(_matrix_solve_ls)


# ----- MatrixLogarithm -----------------------------------------------------------------------------------------------
_MATLOG_DOC = """The principal matrix logarithm of each square complex matrix: the matrix L with ``expm(L) = x``,
    computed from the eigen-decomposition (the matrices must be diagonalizable, without eigenvalues on the
    closed negative real axis).

    Inputs:
        - **x** (Tensor) - complex64 or complex128 of shape :math:`(*, N, N)`.

    Outputs:
        Tensor of the shape and dtype of `x`.

    Raises:
        TypeError: If `x` is not a complex Tensor.
        ValueError: If the matrices are not square.

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x = Tensor(np.array([[1, 0], [0, -1]]), mindspore.complex64)
        >>> print(ops.MatrixLogarithm()(x))
        [[0.+0.j        0.+0.j       ]
         [0.+0.j        0.+3.1415927j]]
    """


def _matrix_logarithm(x):
    t = _tensor("MatrixLogarithm", "x", x)
    if t.dtype not in (torch.complex64, torch.complex128):
        raise TypeError(f"For primitive[MatrixLogarithm], the input argument[x] must be a type of "
                        f"{{Tensor[Complex128], Tensor[Complex64]}}, but got Tensor[{x.dtype}].")
    if t.dim() < 2 or t.shape[-1] != t.shape[-2]:
        raise ValueError(f"For 'MatrixLogarithm', the input must be square matrices, but got shape {tuple(t.shape)}.")
    work = t.to(torch.complex128)
    vals, vecs = torch.linalg.eig(work)
    out = vecs @ torch.diag_embed(torch.log(vals)) @ torch.linalg.inv(vecs)
    return _wrap(out.to(t.dtype))


op("MatrixLogarithm", "math", functional=False,
   primitive=prim("MatrixLogarithm", "(self)", "(self, x)", doc=_MATLOG_DOC),
   cases=())(_matrix_logarithm)


# ----- Ormqr / ormqr -------------------------------------------------------------------------------------------------
_ORMQR_DTYPES = (torch.complex128, torch.complex64, torch.float32, torch.float64)
_ORMQR_TEXT = "{Tensor[Complex128], Tensor[Complex64], Tensor[Float32], Tensor[Float64]}"


def _ormqr_impl(input, tau, other, left=True, transpose=False):  # pylint: disable=redefined-builtin
    ts = {}
    for arg, value in (("x", input), ("tau", tau), ("other", other)):
        t = _tensor("Ormqr", arg, value)
        if t.dtype not in _ORMQR_DTYPES:
            raise TypeError(f"For primitive[Ormqr], the input argument[{arg}] must be a type of {_ORMQR_TEXT}, but "
                            f"got Tensor[{value.dtype}].")
        ts[arg] = t
    if len({t.dtype for t in ts.values()}) != 1:
        raise TypeError("For primitive[Ormqr], the input type must be same.")
    a, h, c = ts["x"], ts["tau"], ts["other"]
    if a.dim() < 2:
        raise ValueError(f"For primitive[Ormqr], the x_rank must be greater than or equal to 2, but got {a.dim()}.")
    side = -2 if left else -1
    if c.dim() < 2 or c.shape[side] < h.shape[-1]:
        name = "other.shape[-2]" if left else "other.shape[-1]"
        got = c.shape[side] if c.dim() >= 2 else c.dim()
        raise ValueError(f"For Ormqr, {name} must be greater than or equal to tau.shape[-1], while {name} is {got} "
                         f"and tau.shape[-1] is {h.shape[-1]}.")
    return _wrap(torch.ormqr(a, h, c, left=left, transpose=transpose))


_ORMQR_DOC = """Multiplies `other` by the orthogonal (unitary) matrix Q of a QR factorization given in Householder
    form (the packed reflectors in `input` and their scales `tau`, as :func:`mindspore.ops.geqrf` returns them).

    Args:
        left (bool): Compute ``Q @ other`` (else ``other @ Q``). Default: ``True``.
        transpose (bool): Use the conjugate transpose of Q. Default: ``False``.

    Inputs:
        - **input** (Tensor) - Reflectors of shape :math:`(*, M, K)` below the diagonal.
        - **tau** (Tensor) - Scales of shape :math:`(*, K)`.
        - **other** (Tensor) - Shape :math:`(*, M, N)`. All three share one dtype: float32, float64, complex64 or
          complex128.

    Outputs:
        Tensor of the shape and dtype of `other`.

    Raises:
        TypeError: If `left` or `transpose` is not a bool, or the inputs differ in dtype or have another dtype.
        ValueError: If `input` has rank below 2, or `other` is too small for the reflectors.

    Supported Platforms:
        ``GPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x = Tensor([[1.0, 0.0], [1.0, 1.0]], mindspore.float32)
        >>> print(ops.Ormqr()(x, Tensor([2.0, 0.0], mindspore.float32), Tensor([[1.0], [0.0]], mindspore.float32)))
        [[-1.]
         [-2.]]
    """

op("Ormqr", "math", functional=False,
   primitive=prim("Ormqr", "(self, left=True, transpose=False)", "(self, input, tau, other)", doc=_ORMQR_DOC,
                  check=_bool_attrs("Ormqr", "left", "transpose")),
   cases=())(_ormqr_impl)


def ormqr(input, tau, other, left=True, transpose=False):  # pylint: disable=redefined-builtin
    """Multiplies `other` by the matrix Q of a Householder-form QR factorization (the functional form of
    :class:`mindspore.ops.Ormqr`).

    Args:
        input (Tensor): Reflectors of shape :math:`(*, M, K)` below the diagonal.
        tau (Tensor): Scales of shape :math:`(*, K)`.
        other (Tensor): Shape :math:`(*, M, N)`, of the dtype of `input`.
        left (bool, optional): Compute ``Q @ other`` (else ``other @ Q``). Default: ``True``.
        transpose (bool, optional): Use the conjugate transpose of Q. Default: ``False``.

    Returns:
        Tensor of the shape and dtype of `other`.

    Raises:
        TypeError: If `left` or `transpose` is not a bool, or the dtypes differ or are not float / complex.
        ValueError: If `input` has rank below 2, or `other` is too small for the reflectors.

    Supported Platforms:
        ``GPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x = Tensor([[1.0, 0.0], [1.0, 1.0]], mindspore.float32)
        >>> eye = Tensor([[1.0, 0.0], [0.0, 1.0]], mindspore.float32)
        >>> print(ops.ormqr(x, Tensor([2.0, 0.0], mindspore.float32), eye))
        [[-1. -2.]
         [-2. -1.]]
    """
    _bool_attrs("Ormqr", "left", "transpose")(type("Attrs", (), {"left": left, "transpose": transpose})())
    return _ormqr_impl(input, tau, other, left, transpose)


op("ormqr", "math", cases=())(ormqr)
