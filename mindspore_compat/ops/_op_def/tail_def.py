"""Registry entries of operators taken from the tail of MindSpore 2.10's ``mindspore.ops`` list (one entry per
operator, see :mod:`mindspore_compat.ops._registry`): ``CumulativeLogsumexp``, ``InTopK`` / ``intopk``,
``LowerBound``, ``UpperBound``, ``Eps`` / ``eps``, ``NthElement``, ``UnravelIndex``, ``Complex``,
``ComplexAbs``, ``Angle`` / ``angle`` and ``IdentityN``.
"""
import torch

from ...common import dtype as mstype
from ...common.tensor import Tensor, _wrap
from .._registry import op, prim

__all__ = []

_PLATFORMS = "``Ascend`` ``GPU`` ``CPU``"


def _tensor_arg(op_name, arg, value):
    if not isinstance(value, Tensor):
        raise TypeError(f"For Primitive[{op_name}], the type of input argument[{arg}] must be Tensor but got "
                        f"{type(value).__name__}.")
    return value._t


def _dtype_in(op_name, arg, value, allowed, allowed_text):
    t = value._t
    if t.dtype not in allowed:
        raise TypeError(f"For primitive[{op_name}], the input argument[{arg}] must be a type of {allowed_text}, "
                        f"but got Tensor[{value.dtype}].")
    return t


_FLOATS = (torch.float16, torch.float32, torch.float64)
_FLOAT_TEXT = "{Tensor[Float16], Tensor[Float32], Tensor[Float64]}"


# ----- CumulativeLogsumexp -------------------------------------------------------------------------------------------
def _bool_attrs(*names):
    def check(p):
        for n in names:
            v = getattr(p, n)
            if not isinstance(v, bool):
                raise TypeError(f"For '{p.name}', the '{n}' must be a bool, but got {type(v).__name__}.")
    return check


_CUMLSE_DOC = f"""Running log-sum-exp along one axis: element i of the result is log(sum(exp(x[..j..]))) over the
    positions j up to i (after i when `reverse`), including i unless `exclusive`.

    Args:
        exclusive (bool): Leave each position's own element out of its sum. An empty sum gives the lowest finite
            value of the dtype. Default: ``False``.
        reverse (bool): Accumulate from the end of the axis towards its start. Default: ``False``.

    Inputs:
        - **x** (Tensor) - The input, of dtype float16, float32 or float64.
        - **axis** (Tensor) - A 0-D int16, int32 or int64 tensor naming the axis, in [-rank(x), rank(x)).

    Outputs:
        Tensor, same shape and dtype as `x`.

    Raises:
        TypeError: If `exclusive` or `reverse` is not a bool.
        TypeError: If `x` or `axis` is not a Tensor, or `x` is not float16, float32 or float64.
        ValueError: If `x` is 0-D or `axis` is not 0-D.
        RuntimeError: If `axis` is out of range.

    Supported Platforms:
        {_PLATFORMS}

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x = Tensor([1.0, 2.0, 3.0], mindspore.float32)
        >>> print(ops.CumulativeLogsumexp(exclusive=True)(x, Tensor(0)))
        [-3.4028235e+38  1.0000000e+00  2.3132617e+00]
    """


def cumulative_logsumexp(x, axis, exclusive=False, reverse=False):
    """Running log-sum-exp; the implementation of :class:`mindspore.ops.CumulativeLogsumexp`."""
    t = _tensor_arg("CumulativeLogsumexp", "x", x)
    a = _tensor_arg("CumulativeLogsumexp", "axis", axis)
    t = _dtype_in("CumulativeLogsumexp", "x", x, _FLOATS, _FLOAT_TEXT)
    _dtype_in("CumulativeLogsumexp", "axis", axis, (torch.int16, torch.int32, torch.int64),
              "{Tensor[Int16], Tensor[Int32], Tensor[Int64]}")
    if a.dim() != 0:
        raise ValueError(f"For primitive[CumulativeLogsumexp], the axis dimension must be equal to 0, but got "
                         f"{a.dim()}.")
    if t.dim() == 0:
        raise ValueError("For primitive[CumulativeLogsumexp], the input x rank must be greater than or equal to 1, "
                         "but got 0.")
    dim, rank = int(a), t.dim()
    if not -rank <= dim < rank:
        raise RuntimeError(f"For 'CumulativeLogsumexp, 'axis' must be in range [{-rank}, {rank}), but got: {dim}")
    work = t.float() if t.dtype == torch.float16 else t
    if reverse:
        work = work.flip(dim)
    out = torch.logcumsumexp(work, dim)
    if exclusive:
        lowest = torch.finfo(t.dtype).min  # MindSpore fills an empty sum with the lowest finite value
        first = torch.full_like(out.narrow(dim, 0, 1), lowest)
        out = torch.cat((first, out.narrow(dim, 0, out.shape[dim] - 1)), dim)
    if reverse:
        out = out.flip(dim)
    return _wrap(out.to(t.dtype))


op("CumulativeLogsumexp", "math", functional=False,
   primitive=prim("CumulativeLogsumexp", "(self, exclusive=False, reverse=False)", "(self, x, axis)",
                  doc=_CUMLSE_DOC, check=_bool_attrs("exclusive", "reverse")),
   cases=(), dtypes=("float32", "float64"))(cumulative_logsumexp)


# ----- InTopK --------------------------------------------------------------------------------------------------------
def _int_k(p):
    k = p.k
    if not isinstance(k, int) or isinstance(k, bool):
        raise TypeError(f"For 'InTopK', the type of 'k' should be 'int', but got type '{type(k).__name__}'.")


def intopk(x1, x2, k):
    r"""Tells, for each row of `x1`, whether the score of its target class (given by `x2`) is among the `k`
    largest scores of the row.

    A target counts as in the top `k` when fewer than `k` scores of its row are strictly larger than its own, so
    ties are in favour of the target. A target index outside the row, a non-finite target score or a `k` below 1
    gives ``False``.

    Args:
        x1 (Tensor): Scores of shape :math:`(N, C)`, of dtype float16 or float32.
        x2 (Tensor): Target class of each row, of shape :math:`(N,)` and dtype int32 or int64.
        k (int): How many of the largest scores count.

    Returns:
        Tensor of bool, of shape :math:`(N,)`.

    Raises:
        TypeError: If `x1` or `x2` is not a Tensor, or their dtypes are not as above.
        TypeError: If `k` is not an int.
        ValueError: If `x1` is not 2-D, or `x2`'s length differs from `x1`'s first dimension.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> scores = Tensor([[1.0, 8.0, 5.0, 2.0], [4.0, 1.0, 6.0, 3.0]], mindspore.float32)
        >>> targets = Tensor([1, 3], mindspore.int32)
        >>> print(ops.intopk(scores, targets, 2))
        [ True False]
    """
    if not isinstance(k, int) or isinstance(k, bool):
        raise TypeError(f"For 'InTopK', the type of 'k' should be 'int', but got type '{type(k).__name__}'.")
    s = _tensor_arg("InTopK", "x1", x1)
    target = _tensor_arg("InTopK", "x2", x2)
    s = _dtype_in("InTopK", "x1", x1, (torch.float16, torch.float32), "{Tensor[Float16], Tensor[Float32]}")
    target = _dtype_in("InTopK", "x2", x2, (torch.int32, torch.int64), "{Tensor[Int32], Tensor[Int64]}")
    if s.dim() != 2:
        raise ValueError(f"For primitive[InTopK], the input x1 rank must be equal to 2, but got {s.dim()}.")
    if target.dim() != 1 or target.shape[0] != s.shape[0]:
        raise ValueError(f"For 'InTopK', the size of x2 should be equal to x1's first dimension, but got x1 shape: "
                         f"{list(s.shape)}, x2 shape: {list(target.shape)}")
    n = s.shape[1]
    valid = (target >= 0) & (target < n)
    picked = s.gather(1, target.clamp(0, max(n - 1, 0)).long().unsqueeze(1))
    larger = (s > picked).sum(1)
    return _wrap(valid & torch.isfinite(picked.squeeze(1)) & (larger < k))


_INTOPK_PRIM_DOC = f"""Tells, for each row of `x1`, whether its target class (from `x2`) scores among the `k` largest.

    Refer to :func:`mindspore.ops.intopk` for more details.

    Args:
        k (int): How many of the largest scores count.

    Inputs:
        - **x1** (Tensor) - Scores of shape :math:`(N, C)`, float16 or float32.
        - **x2** (Tensor) - Target classes of shape :math:`(N,)`, int32 or int64.

    Outputs:
        Tensor of bool, of shape :math:`(N,)`.

    Raises:
        TypeError: If `k` is not an int, or an input is not a Tensor of the dtypes above.
        ValueError: If `x1` is not 2-D, or `x2`'s length differs from `x1`'s first dimension.

    Supported Platforms:
        {_PLATFORMS}

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> scores = Tensor([[0.5, 0.25, 0.75], [3.0, 2.0, 1.0]], mindspore.float32)
        >>> print(ops.InTopK(1)(scores, Tensor([2, 1], mindspore.int32)))
        [ True False]
    """

# the targets of the registry property test's cases (its input has shape (3, 4))
_INTOPK_TARGETS = Tensor([0, 3, 1], dtype=mstype.int32)

op("InTopK", "nn",
   primitive=prim("InTopK", "(self, k)", "(self, x1, x2)", doc=_INTOPK_PRIM_DOC, check=_int_k),
   cases=({"x2": _INTOPK_TARGETS, "k": 2}, {"x2": _INTOPK_TARGETS, "k": 1}), shape=(3, 4),
   dtypes=("float16", "float32"))(intopk)


# ----- LowerBound / UpperBound ---------------------------------------------------------------------------------------
_BOUND_DTYPES = (torch.float16, torch.float32, torch.float64, torch.int16, torch.int32, torch.int64, torch.int8,
                 torch.uint16, torch.uint8)
_BOUND_TEXT = ("{Tensor[Float16], Tensor[Float32], Tensor[Float64], Tensor[Int16], Tensor[Int32], Tensor[Int64], "
               "Tensor[Int8], Tensor[UInt16], Tensor[UInt8]}")
_BOUND_WIDE = {torch.float16: torch.float32, torch.int8: torch.int64, torch.int16: torch.int64,
               torch.uint8: torch.int64, torch.uint16: torch.int64}


def _out_type_check(p):
    if p.out_type not in (mstype.int32, mstype.int64):
        raise TypeError(f"For '{p.name}', the 'out_type' should be one of [mindspore.int32, mindspore.int64], but "
                        f"got 'mindspore.{str(p.out_type).lower()}'.")


def _bound(op_name, sorted_x, values, out_type, right):
    for arg, v in (("sorted_x", sorted_x), ("values", values)):
        if not isinstance(v, Tensor):
            raise TypeError(f"The primitive[{op_name}]'s input arguments[sorted_x, values] must be all tensor and "
                            f"those type must be same. But got input argument[{arg}]:{type(v).__name__}.")
    s = _dtype_in(op_name, "sorted_x", sorted_x, _BOUND_DTYPES, _BOUND_TEXT)
    v = values._t
    if v.dtype != s.dtype:
        raise TypeError(f"For primitive[{op_name}], the input type must be same. name:[sorted_x]:"
                        f"Tensor[{sorted_x.dtype}]. name:[values]:Tensor[{values.dtype}].")
    if s.dim() != 2 or v.dim() != 2:
        which, t = ("sorted_x", s) if s.dim() != 2 else ("values", v)
        raise ValueError(f"For '{op_name}', the rank of '{which}' must be 2, but got: {t.dim()}.")
    if s.shape[0] != v.shape[0]:
        raise ValueError(f"For '{op_name}', the first dimension of 'sorted_x' must equal that of 'values', but got "
                         f"the shape of 'values': {tuple(v.shape)}, the shape of 'sorted_x': {tuple(s.shape)}.")
    wide = _BOUND_WIDE.get(s.dtype)
    if wide is not None:
        s, v = s.to(wide), v.to(wide)
    out = torch.searchsorted(s.contiguous(), v.contiguous(), right=right,
                             out_int32=out_type == mstype.int32)
    return _wrap(out)


def lower_bound(sorted_x, values, out_type=mstype.int32):
    """Row-wise lower bound; the implementation of :class:`mindspore.ops.LowerBound`."""
    return _bound("LowerBound", sorted_x, values, out_type, False)


def upper_bound(sorted_x, values, out_type=mstype.int32):
    """Row-wise upper bound; the implementation of :class:`mindspore.ops.UpperBound`."""
    return _bound("UpperBound", sorted_x, values, out_type, True)


def _bound_doc(summary, example_output):
    return f"""{summary}

    Each row of `sorted_x` must be sorted in ascending order; row i of `values` is searched in row i of
    `sorted_x`.

    Args:
        out_type (:class:`mindspore.dtype`): The dtype of the indices, ``mindspore.int32`` or ``mindspore.int64``.
            Default: ``mindspore.int32``.

    Inputs:
        - **sorted_x** (Tensor) - A 2-D tensor of shape :math:`(N, M)` with sorted rows, of a real number dtype.
        - **values** (Tensor) - A 2-D tensor of shape :math:`(N, K)`, of the same dtype as `sorted_x`.

    Outputs:
        Tensor of dtype `out_type`, of the shape of `values`.

    Raises:
        TypeError: If `out_type` is neither int32 nor int64.
        TypeError: If an input is not a Tensor, or their dtypes differ or are not supported.
        ValueError: If an input is not 2-D, or the inputs have different numbers of rows.

    Supported Platforms:
        {_PLATFORMS}

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> sorted_x = Tensor([[1, 3, 5, 7]], mindspore.int32)
        >>> values = Tensor([[4, 5, 8]], mindspore.int32)
        >>> print(ops.{"LowerBound" if "first" in summary else "UpperBound"}()(sorted_x, values))
        {example_output}
    """


_BOUND_CASES = ({"values": Tensor([[0.5, 2.0], [-5.0, 9.0], [3.0, 3.0]], dtype=mstype.float32)},)

op("LowerBound", "array", functional=False,
   primitive=prim("LowerBound", "(self, out_type=mindspore.int32)", "(self, sorted_x, values)",
                  doc=_bound_doc("For each value, the index of the first element of its row of `sorted_x` that is "
                                 "not less than it.", "[[2 2 4]]"), check=_out_type_check),
   cases=_BOUND_CASES, dtypes=("float32",))(lower_bound)
op("UpperBound", "array", functional=False,
   primitive=prim("UpperBound", "(self, out_type=mindspore.int32)", "(self, sorted_x, values)",
                  doc=_bound_doc("For each value, the index of the earliest element of its row of `sorted_x` that "
                                 "is greater than it.", "[[2 3 4]]"), check=_out_type_check),
   cases=_BOUND_CASES, dtypes=("float32",))(upper_bound)


# ----- Eps / eps -----------------------------------------------------------------------------------------------------
def eps(x):
    """A tensor shaped like `x` whose every element is the machine epsilon of `x`'s dtype: the gap between 1.0 and
    the next larger representable number.

    Args:
        x (Tensor): The input, of dtype float16, float32 or float64; only its shape and dtype are used.

    Returns:
        Tensor, same shape and dtype as `x`.

    Raises:
        TypeError: If `x` is not a Tensor, or its dtype is not float16, float32 or float64.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.eps(Tensor([1.0, 2.0], mindspore.float32)))
        [1.1920929e-07 1.1920929e-07]
    """
    _tensor_arg("Eps", "x", x)
    t = _dtype_in("Eps", "x", x, _FLOATS, _FLOAT_TEXT)
    return _wrap(torch.full_like(t, torch.finfo(t.dtype).eps))


_EPS_PRIM_DOC = f"""Fills a tensor shaped like the input with the machine epsilon of the input's dtype.

    Refer to :func:`mindspore.ops.eps` for more details.

    Inputs:
        - **x** (Tensor) - The input, of dtype float16, float32 or float64.

    Outputs:
        Tensor, same shape and dtype as `x`.

    Raises:
        TypeError: If `x` is not a Tensor, or its dtype is not float16, float32 or float64.

    Supported Platforms:
        {_PLATFORMS}

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.Eps()(Tensor([[0.5], [-4.0]], mindspore.float16)))
        [[0.000977]
         [0.000977]]
    """

op("Eps", "math", primitive=prim("Eps", "(self)", "(self, x)", doc=_EPS_PRIM_DOC),
   cases=({},), dtypes=("float16", "float32", "float64"))(eps)


# ----- NthElement ----------------------------------------------------------------------------------------------------
def _bool_reverse(p):
    if not isinstance(p.reverse, bool):
        raise TypeError(f"For 'NthElement', the type of 'reverse' should be 'bool', but got type "
                        f"'{type(p.reverse).__name__}'.")


def nth_element(input, n, reverse=False):
    """The n-th smallest value of each last-axis vector; the implementation of :class:`mindspore.ops.NthElement`."""
    _tensor_arg("NthElement", "input", input)
    t = _dtype_in("NthElement", "input", input, _BOUND_DTYPES, _BOUND_TEXT)
    if isinstance(n, Tensor) and n._t.dim() == 0 and not n._t.dtype.is_floating_point and n._t.dtype != torch.bool:
        n = int(n._t)
    if not isinstance(n, int) or isinstance(n, bool):
        raise RuntimeError(f"For 'NthElement', the 'n' must be an int or a 0-D integer Tensor, but got {n!r}.")
    if t.dim() == 0:
        raise ValueError("For primitive[NthElement], the input shape must be greater than or equal to 1, but got 0.")
    if n < 0:
        raise ValueError(f"For primitive[NthElement], the n_value must be greater than or equal to 0, but got {n}.")
    if n >= t.shape[-1]:
        raise ValueError(f"For primitive[NthElement], the n_value must be less than {t.shape[-1]}, but got {n}.")
    work = t.to(_BOUND_WIDE.get(t.dtype, t.dtype))
    ordered = torch.sort(work, dim=-1, descending=reverse).values
    return _wrap(ordered[..., n].to(t.dtype))


_NTH_DOC = f"""Picks, along the last axis, the value that would sit at position `n` if the vector were sorted
    (ascending, or descending when `reverse`); the last axis is removed.

    Args:
        reverse (bool): Sort in descending order, so that ``n = 0`` gives the largest value. Default: ``False``.

    Inputs:
        - **input** (Tensor) - A tensor of rank 1 or more, of a real number dtype.
        - **n** (Union[int, Tensor]) - The position, an int or a 0-D int32 tensor in ``[0, input.shape[-1])``.

    Outputs:
        Tensor of the dtype of `input`, of shape ``input.shape[:-1]``.

    Raises:
        TypeError: If `reverse` is not a bool, `input` is not a Tensor or its dtype is not supported.
        ValueError: If `input` is 0-D or `n` is out of range.

    Supported Platforms:
        {_PLATFORMS}

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x = Tensor([[5, 2, 8], [1, 7, 3]], mindspore.int32)
        >>> print(ops.NthElement()(x, 1))
        [5 3]
    """

op("NthElement", "nn", functional=False,
   primitive=prim("NthElement", "(self, reverse=False)", "(self, input, n)", doc=_NTH_DOC, check=_bool_reverse),
   cases=({"n": 1}, {"n": 2, "reverse": True}), dtypes=("float32", "int32"))(nth_element)


# ----- UnravelIndex --------------------------------------------------------------------------------------------------
def unravel_index(indices, dims):
    """Flat indices to coordinates; the implementation of :class:`mindspore.ops.UnravelIndex`."""
    for arg, v in (("indices", indices), ("dims", dims)):
        _tensor_arg("UnravelIndex", arg, v)
        _dtype_in("UnravelIndex", arg, v, (torch.int32, torch.int64), "{Tensor[Int32], Tensor[Int64]}")
    i, d = indices._t, dims._t
    if i.dtype != d.dtype:
        raise TypeError(f"For primitive[UnravelIndex], the input type must be same. name:[dims]:Tensor[{dims.dtype}]. "
                        f"name:[indices]:Tensor[{indices.dtype}].")
    if d.dim() != 1:
        raise ValueError(f"For primitive[UnravelIndex], the dims shape must be equal to 1, but got {d.dim()}.")
    if i.dim() > 1:
        raise ValueError(f"For primitive[UnravelIndex], the indices shape must be equal to 1, but got {i.dim()}.")
    if bool((d <= 0).any()):
        raise ValueError(f"For 'UnravelIndex', all dimensions must be greater than 0, but got dims {d.tolist()}.")
    if bool((i < 0).any()):
        raise ValueError(f"For 'UnravelIndex', every index must be non-negative, but got indices {i.tolist()}.")
    if bool((i >= d.prod()).any()):
        raise ValueError(f"For 'UnravelIndex', an index is out of bounds for dims {d.tolist()}: {i.tolist()}.")
    coords = torch.unravel_index(i.long(), tuple(int(v) for v in d))
    return _wrap(torch.stack(coords).to(i.dtype))


_UNRAVEL_DOC = f"""Turns flat (row-major) indices into coordinates of an array of shape `dims`.

    Inputs:
        - **indices** (Tensor) - A 0-D or 1-D int32 or int64 tensor of flat indices in ``[0, prod(dims))``.
        - **dims** (Tensor) - A 1-D tensor of positive sizes, of the dtype of `indices`.

    Outputs:
        Tensor of the dtype of `indices`; row k holds the coordinate along axis k, so the shape is
        ``(len(dims), len(indices))`` (``(len(dims),)`` for a 0-D `indices`).

    Raises:
        TypeError: If an input is not a Tensor, not int32/int64, or the dtypes differ.
        ValueError: If an input has the wrong rank, a size is not positive or an index is out of range.

    Supported Platforms:
        {_PLATFORMS}

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.UnravelIndex()(Tensor([5, 7], mindspore.int32), Tensor([3, 4], mindspore.int32)))
        [[1 1]
         [1 3]]
    """

op("UnravelIndex", "array", functional=False,
   primitive=prim("UnravelIndex", "(self)", "(self, indices, dims)", doc=_UNRAVEL_DOC),
   cases=(), dtypes=("int32",))(unravel_index)


# ----- complex numbers -----------------------------------------------------------------------------------------------
_COMPLEX_TEXT = "{Tensor[Complex128], Tensor[Complex64]}"


def complex_(real, imag):
    """Builds a complex tensor; the implementation of :class:`mindspore.ops.Complex`."""
    for arg, v in (("real", real), ("imag", imag)):
        _tensor_arg("Complex", arg, v)
        _dtype_in("Complex", arg, v, (torch.float32, torch.float64), "{Tensor[Float32], Tensor[Float64]}")
    r, i = real._t, imag._t
    if r.dtype != i.dtype:
        raise TypeError(f"For primitive[Complex], the input type must be same. name:[imag]:Tensor[{imag.dtype}]. "
                        f"name:[real]:Tensor[{real.dtype}].")
    if r.shape != i.shape:
        raise RuntimeError(f"For 'Complex', 'real' and 'imag' must have the same shape on CPU, but got "
                           f"{tuple(r.shape)} and {tuple(i.shape)}.")
    return _wrap(torch.complex(r, i))


_COMPLEX_DOC = f"""Joins a real part and an imaginary part into a complex tensor: ``real + 1j * imag``.

    Inputs:
        - **real** (Tensor) - The real part, float32 or float64.
        - **imag** (Tensor) - The imaginary part, of the dtype and shape of `real`.

    Outputs:
        Tensor of dtype complex64 (from float32) or complex128 (from float64).

    Raises:
        TypeError: If an input is not a float32/float64 Tensor, or the dtypes differ.
        RuntimeError: If the shapes differ.

    Supported Platforms:
        {_PLATFORMS}

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.Complex()(Tensor([0.5], mindspore.float32), Tensor([-2.0], mindspore.float32)))
        [0.5-2.j]
    """

op("Complex", "math", functional=False,
   primitive=prim("Complex", "(self)", "(self, real, imag)", doc=_COMPLEX_DOC),
   cases=(), dtypes=("float32",))(complex_)


def complex_abs(x):
    """Modulus of a complex tensor; the implementation of :class:`mindspore.ops.ComplexAbs`."""
    _tensor_arg("ComplexAbs", "x", x)
    return _wrap(torch.abs(_dtype_in("ComplexAbs", "x", x, (torch.complex64, torch.complex128), _COMPLEX_TEXT)))


_COMPLEX_ABS_DOC = f"""Modulus of each element of a complex tensor: ``sqrt(re ** 2 + im ** 2)``.

    Inputs:
        - **x** (Tensor) - A complex64 or complex128 tensor.

    Outputs:
        Tensor of the matching real dtype (float32 or float64), same shape as `x`.

    Raises:
        TypeError: If `x` is not a complex Tensor.

    Supported Platforms:
        {_PLATFORMS}

    Examples:
        >>> import numpy as np
        >>> from mindspore import Tensor, ops
        >>> print(ops.ComplexAbs()(Tensor(np.array([3 + 4j, -1j], np.complex64))))
        [5. 1.]
    """

op("ComplexAbs", "math", functional=False,
   primitive=prim("ComplexAbs", "(self)", "(self, x)", doc=_COMPLEX_ABS_DOC),
   cases=(), dtypes=("float32",))(complex_abs)


def angle(input):
    """Argument (phase angle, in radians) of each element of a complex tensor.

    Args:
        input (Tensor): A complex64 or complex128 tensor.

    Returns:
        Tensor of the matching real dtype (float32 or float64), same shape as `input`; values in
        :math:`(-\\pi, \\pi]`.

    Raises:
        TypeError: If `input` is not a complex Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> from mindspore import Tensor, ops
        >>> print(ops.angle(Tensor(np.array([1 + 1j, -1, -1j], np.complex64))))
        [ 0.7853982  3.1415927 -1.5707964]
    """
    _tensor_arg("Angle", "input", input)
    return _wrap(torch.angle(_dtype_in("Angle", "input", input, (torch.complex64, torch.complex128), _COMPLEX_TEXT)))


_ANGLE_DOC = f"""Argument (phase angle, in radians) of each element of a complex tensor.

    Refer to :func:`mindspore.ops.angle` for more details.

    Inputs:
        - **input** (Tensor) - A complex64 or complex128 tensor.

    Outputs:
        Tensor of the matching real dtype, same shape as `input`.

    Raises:
        TypeError: If `input` is not a complex Tensor.

    Supported Platforms:
        {_PLATFORMS}

    Examples:
        >>> import numpy as np
        >>> from mindspore import Tensor, ops
        >>> print(ops.Angle()(Tensor(np.array([-2 + 0j, 3j], np.complex64))))
        [3.1415927 1.5707964]
    """

op("Angle", "math", primitive=prim("Angle", "(self)", "(self, input)", doc=_ANGLE_DOC),
   cases=({},), dtypes=("complex64", "complex128"))(angle)


# ----- IdentityN -----------------------------------------------------------------------------------------------------
def identity_n(x):
    """The tensors of a list or tuple, unchanged; the implementation of :class:`mindspore.ops.IdentityN`."""
    if not isinstance(x, (list, tuple)):
        got = f"Tensor[{x.dtype}]" if isinstance(x, Tensor) else type(x).__name__
        raise TypeError(f"For [IdentityN] should have ListTensor or TupleTensor input but get {got}")
    if not x:
        raise ValueError("For [IdentityN] input list of length should be equal or greater than 1 but get 0 .")
    for k, v in enumerate(x):
        if not isinstance(v, Tensor):
            raise TypeError(f"For Primitive[IdentityN], the type of input argument[input x[{k}]] must be Tensor but "
                            f"got {type(v).__name__}.")
    return tuple(x)


_IDENTITY_N_DOC = f"""Passes a list or tuple of tensors through unchanged, returned as a tuple.

    Inputs:
        - **x** (Union[list[Tensor], tuple[Tensor]]) - One or more tensors.

    Outputs:
        tuple[Tensor], the tensors of `x`.

    Raises:
        TypeError: If `x` is not a list or tuple of Tensors.
        ValueError: If `x` is empty.

    Supported Platforms:
        {_PLATFORMS}

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> a, b = ops.IdentityN()([Tensor([0.5, 1.5], mindspore.float32), Tensor([7], mindspore.int32)])
        >>> print(a, b)
        [0.5 1.5] [7]
    """

op("IdentityN", "array", functional=False,
   primitive=prim("IdentityN", "(self)", "(self, x)", doc=_IDENTITY_N_DOC),
   cases=(), dtypes=("float32",))(identity_n)
