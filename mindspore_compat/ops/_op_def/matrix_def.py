"""Registry entries of MindSpore 2.10's banded-diagonal and small matrix operators: ``MatrixDiagV3`` /
``matrix_diag``, ``MatrixDiagPartV3`` / ``matrix_diag_part``, ``MatrixSetDiagV3`` / ``matrix_set_diag``,
``FillDiagonal``, ``FillV2``, ``ConjugateTranspose``, ``TridiagonalMatMul`` and ``CheckNumerics``.

The three diagonal operators share one description of a band of diagonals ``k[0] .. k[1]`` of the innermost
matrices: diagonal ``d`` holds the elements ``(i, j)`` with ``j - i == d``; the band is stored as rows, the highest
diagonal first, each row as long as the longest diagonal of the band. A shorter diagonal sits at the left or the
right of its row, as `align` says: its first word is for the diagonals on and above the main one, its second for
those below.
"""
import torch

from ...common.tensor import Tensor, _wrap
from ..._backend.dtype_map import from_torch
from .._registry import op, prim

__all__ = []

_ALIGNS = ["LEFT_RIGHT", "RIGHT_LEFT", "LEFT_LEFT", "RIGHT_RIGHT"]
_FLOATS = (torch.float16, torch.float32, torch.float64)
_FLOAT_TEXT = "{Tensor[Float16], Tensor[Float32], Tensor[Float64]}"


# ----- shared helpers ------------------------------------------------------------------------------------------------
def _align_check(op_name):
    def check(p):
        if not isinstance(p.align, str) or p.align not in _ALIGNS:
            raise ValueError(f"For '{op_name}', the 'align' must be str and must be in '{_ALIGNS}', but got "
                             f"'{p.align}'.")
    return check


def _input_tensor(op_name, index, value):
    if not isinstance(value, Tensor):
        if isinstance(value, (tuple, list)):
            kind = f"{type(value).__name__.capitalize()}[Int64*{len(value)}]"
        else:
            kind = {int: "Int64", float: "Float32", bool: "Bool"}.get(type(value), type(value).__name__)
        raise TypeError(f"For primitive[{op_name}], the input[{index}] should be a Tensor, but got {kind}.")
    return value._t


def _band(op_name, k):
    """(lowest, highest) diagonal of an int32 `k` Tensor of one or two elements."""
    t = _input_tensor(op_name, 1 if op_name != "MatrixSetDiagV3" else 2, k)
    if t.dtype != torch.int32:
        raise TypeError(f"For primitive[{op_name}], the input argument[k] must be a type of {{Tensor[Int32]}}, but "
                        f"got Tensor[{k.dtype}].")
    vals = [int(v) for v in t.reshape(-1).tolist()]
    if not 1 <= len(vals) <= 2:
        raise ValueError(f"For primitive[{op_name}], the size of 'k' must be in [1,2], but got {len(vals)}.")
    lo, hi = vals[0], vals[-1]
    if lo > hi:
        raise ValueError(f"For {op_name}, k[0] must not be greater than k[1], but got k[0] is {lo}, k[1] is {hi}.")
    return lo, hi


def _diag_len(d, rows, cols):
    return min(rows + min(d, 0), cols - max(d, 0))


def _offset(d, align, width, rows, cols):
    """Where diagonal `d` starts inside its row of length `width`."""
    left = align.split("_")[0 if d >= 0 else 1] == "LEFT"
    return 0 if left else width - _diag_len(d, rows, cols)


def _coords(d, rows, cols, device):
    n = _diag_len(d, rows, cols)
    r = torch.arange(n, device=device)
    return r + max(-d, 0), r + max(d, 0)


def _same_dtype(op_name, x, other):
    if x._t.dtype != other._t.dtype:
        raise TypeError(f"For '{op_name}', the dtype of two args should be same, but the dtype of first arg "
                        f"Tensor[{x.dtype}] is not consistent with the dtype of second arg Tensor[{other.dtype}]")


def _check_k_range(op_name, lo, hi, rows, cols):
    for v in (lo, hi):
        if not -rows < v < cols:
            raise ValueError(f"For {op_name}, the value of k must be in (-x.shape[-2], x.shape[-1]), meaning the value "
                             f"of k must be in ({-rows}, {cols}) in this case, but got {v}.")


# ----- MatrixDiagV3 / matrix_diag ------------------------------------------------------------------------------------
def _matrix_diag_v3(x, k, num_rows, num_cols, padding_value, align="RIGHT_LEFT"):
    t = _input_tensor("MatrixDiagV3", 0, x)
    lo, hi = _band("MatrixDiagV3", k)
    rows = int(_input_tensor("MatrixDiagV3", 2, num_rows))
    cols = int(_input_tensor("MatrixDiagV3", 3, num_cols))
    pad_t = _input_tensor("MatrixDiagV3", 4, padding_value)
    _same_dtype("MatrixDiagV3", x, padding_value)
    if t.dim() < 1:
        raise ValueError(f"For MatrixDiagV3, the rank of 'x' must be at least 1, but got {t.dim()}.")
    if lo != hi and (t.dim() < 2 or t.shape[-2] != hi - lo + 1):
        raise ValueError("For MatrixDiagV3, the input x_shape[-2] doesn't match with k value.")
    width = t.shape[-1]
    need_rows, need_cols = width - min(hi, 0), width + max(lo, 0)
    if rows == -1 and cols == -1:
        rows = cols = max(need_rows, need_cols)
    elif rows == -1:
        rows = need_rows
    elif cols == -1:
        cols = need_cols
    if rows < need_rows:
        raise ValueError("For MatrixDiagV3, the number of rows is too small.")
    if cols < need_cols:
        raise ValueError("For MatrixDiagV3, the number of columns is too small.")
    diags = t if lo != hi else t.unsqueeze(-2)
    batch = diags.shape[:-2]
    out = torch.full(batch + (rows, cols), 0, dtype=t.dtype, device=t.device)
    out.fill_(pad_t.reshape(-1)[0].item())
    for d in range(lo, hi + 1):
        n = _diag_len(d, rows, cols)
        if n <= 0:
            continue
        ri, ci = _coords(d, rows, cols, t.device)
        start = _offset(d, align, width, rows, cols)
        out[..., ri, ci] = diags[..., hi - d, start:start + n]
    return _wrap(out)


_MATRIX_DIAG_V3_DOC = """Builds matrices whose band of diagonals ``k[0] .. k[1]`` comes from `x`, every other
    element being `padding_value`.

    Args:
        align (str): How a diagonal shorter than the rows of `x` sits in its row: ``"RIGHT_LEFT"``,
            ``"LEFT_RIGHT"``, ``"LEFT_LEFT"`` or ``"RIGHT_RIGHT"`` (first word: diagonals on and above the main
            one; second: those below). Default: ``"RIGHT_LEFT"``.

    Inputs:
        - **x** (Tensor) - The diagonals: shape :math:`(..., L)` for one diagonal, :math:`(..., D, L)` for a band
          of ``D = k[1] - k[0] + 1`` diagonals, the highest first.
        - **k** (Tensor) - int32, one diagonal index or a pair ``(low, high)``; 0 is the main diagonal, positive
          ones lie above it.
        - **num_rows** (Tensor) - 0-D int32, rows of the output; ``-1`` takes the smallest that fits.
        - **num_cols** (Tensor) - 0-D int32, columns of the output; ``-1`` takes the smallest that fits.
        - **padding_value** (Tensor) - 0-D, of the dtype of `x`, fills the elements off the band.

    Outputs:
        Tensor of the dtype of `x` and shape :math:`(..., num\\_rows, num\\_cols)`.

    Raises:
        ValueError: If `align` is not one of the values above.
        TypeError: If an input is not a Tensor, `k` is not int32 or `padding_value`'s dtype differs from `x`'s.
        ValueError: If `k` has more than 2 elements or ``k[0] > k[1]``, or `x` does not match the band.
        ValueError: If `num_rows` or `num_cols` is too small for the diagonals.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> band = Tensor([[1.0, 2.0], [7.0, 8.0]])
        >>> k, rows, cols = Tensor([0, 1], mindspore.int32), Tensor(2, mindspore.int32), Tensor(3, mindspore.int32)
        >>> print(ops.MatrixDiagV3()(band, k, rows, cols, Tensor(-1.0)))
        [[ 7.  1. -1.]
         [-1.  8.  2.]]
    """

op("MatrixDiagV3", "array", functional=False,
   primitive=prim("MatrixDiagV3", "(self, align='RIGHT_LEFT')", "(self, x, k, num_rows, num_cols, padding_value)",
                  doc=_MATRIX_DIAG_V3_DOC, check=_align_check("MatrixDiagV3")),
   cases=())(_matrix_diag_v3)


def _int32_scalar(v):
    return v if isinstance(v, Tensor) else Tensor(v, from_torch(torch.int32))


def matrix_diag(x, k=0, num_rows=-1, num_cols=-1, padding_value=0, align="RIGHT_LEFT"):
    """Builds matrices whose band of diagonals ``k[0] .. k[1]`` comes from `x`, every other element being
    `padding_value` (the functional form of :class:`mindspore.ops.MatrixDiagV3`).

    Args:
        x (Tensor): The diagonals: shape :math:`(..., L)` for one diagonal, :math:`(..., D, L)` for a band of
            ``D = k[1] - k[0] + 1`` diagonals, the highest first.
        k (Union[int, Tensor], optional): One diagonal index, or an int32 Tensor holding ``(low, high)``.
            Default: ``0``.
        num_rows (Union[int, Tensor], optional): Rows of the output; ``-1`` takes the smallest that fits.
            Default: ``-1``.
        num_cols (Union[int, Tensor], optional): Columns of the output; ``-1`` takes the smallest that fits.
            Default: ``-1``.
        padding_value (Union[int, float, Tensor], optional): Fills the elements off the band. Default: ``0``.
        align (str, optional): ``"RIGHT_LEFT"``, ``"LEFT_RIGHT"``, ``"LEFT_LEFT"`` or ``"RIGHT_RIGHT"``; how a
            shorter diagonal sits in its row of `x`. Default: ``"RIGHT_LEFT"``.

    Returns:
        Tensor of the dtype of `x` and shape :math:`(..., num\\_rows, num\\_cols)`.

    Raises:
        ValueError: If `align` is not one of the values above.
        TypeError: If `k` is a tuple or list, or a Tensor that is not int32.
        ValueError: If `x` does not match the band, or `num_rows` / `num_cols` is too small.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> from mindspore import Tensor, ops
        >>> print(ops.matrix_diag(Tensor([[1.0, 2.0], [3.0, 4.0]]), k=1, padding_value=-1))
        [[[-1.  1. -1.]
          [-1. -1.  2.]
          [-1. -1. -1.]]
        <BLANKLINE>
         [[-1.  3. -1.]
          [-1. -1.  4.]
          [-1. -1. -1.]]]
    """
    _align_check("MatrixDiagV3")(_Attrs(align=align))
    if not isinstance(x, Tensor):
        raise TypeError(f"For 'matrix_diag', the 'x' must be a Tensor, but got {type(x).__name__}.")
    k_t = k if isinstance(k, (Tensor, tuple, list)) else Tensor(k, from_torch(torch.int32))
    pad = padding_value if isinstance(padding_value, Tensor) else Tensor(padding_value, x.dtype)
    return _matrix_diag_v3(x, k_t, _int32_scalar(num_rows), _int32_scalar(num_cols), pad, align)


class _Attrs:
    """Stand-in carrying a functional form's attributes to a primitive's constructor check."""

    def __init__(self, **kwargs):
        self.__dict__.update(kwargs)


op("matrix_diag", "array", cases=())(matrix_diag)


# ----- MatrixDiagPartV3 / matrix_diag_part ---------------------------------------------------------------------------
def _matrix_diag_part_v3(x, k, padding_value, align="RIGHT_LEFT"):
    t = _input_tensor("MatrixDiagPartV3", 0, x)
    lo, hi = _band("MatrixDiagPartV3", k)
    pad_t = _input_tensor("MatrixDiagPartV3", 2, padding_value)
    _same_dtype("MatrixDiagPartV3", x, padding_value)
    if t.dim() < 2:
        raise ValueError(f"For primitive[MatrixDiagPartV3], the x rank must be greater than or equal to 2, but got "
                         f"{t.dim()}.")
    rows, cols = t.shape[-2], t.shape[-1]
    _check_k_range("MatrixDiagPartV3", lo, hi, rows, cols)
    width = min(rows + min(hi, 0), cols + min(-lo, 0))
    out = torch.full(t.shape[:-2] + (hi - lo + 1, width), pad_t.reshape(-1)[0].item(), dtype=t.dtype,
                     device=t.device)
    for d in range(lo, hi + 1):
        n = _diag_len(d, rows, cols)
        ri, ci = _coords(d, rows, cols, t.device)
        start = _offset(d, align, width, rows, cols)
        out[..., hi - d, start:start + n] = t[..., ri, ci]
    return _wrap(out if lo != hi else out.squeeze(-2))


_MATRIX_DIAG_PART_V3_DOC = """Reads the band of diagonals ``k[0] .. k[1]`` of the innermost matrices of `x`.

    Args:
        align (str): How a diagonal shorter than the longest of the band sits in its output row:
            ``"RIGHT_LEFT"``, ``"LEFT_RIGHT"``, ``"LEFT_LEFT"`` or ``"RIGHT_RIGHT"`` (first word: diagonals on and
            above the main one; second: those below). Default: ``"RIGHT_LEFT"``.

    Inputs:
        - **x** (Tensor) - Shape :math:`(..., M, N)`, rank at least 2.
        - **k** (Tensor) - int32, one diagonal index or a pair ``(low, high)``, each in :math:`(-M, N)`.
        - **padding_value** (Tensor) - 0-D, of the dtype of `x`, fills the rows past a short diagonal.

    Outputs:
        Tensor of the dtype of `x`: shape :math:`(..., L)` for one diagonal, :math:`(..., D, L)` for a band of
        ``D`` diagonals (the highest first), ``L`` being the length of the longest.

    Raises:
        ValueError: If `align` is not one of the values above.
        TypeError: If an input is not a Tensor, `k` is not int32 or `padding_value`'s dtype differs from `x`'s.
        ValueError: If `x` has rank below 2, or `k` is out of range, has more than 2 elements or is decreasing.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x = Tensor(np.arange(1, 10).reshape(3, 3).astype(np.float32))
        >>> print(ops.MatrixDiagPartV3()(x, Tensor([0, 1], mindspore.int32), Tensor(0.0)))
        [[0. 2. 6.]
         [1. 5. 9.]]
    """

op("MatrixDiagPartV3", "array", functional=False,
   primitive=prim("MatrixDiagPartV3", "(self, align='RIGHT_LEFT')", "(self, x, k, padding_value)",
                  doc=_MATRIX_DIAG_PART_V3_DOC, check=_align_check("MatrixDiagPartV3")),
   cases=())(_matrix_diag_part_v3)


def matrix_diag_part(x, k, padding_value, align="RIGHT_LEFT"):
    """Reads the band of diagonals ``k[0] .. k[1]`` of the innermost matrices of `x` (the functional form of
    :class:`mindspore.ops.MatrixDiagPartV3`).

    Args:
        x (Tensor): Shape :math:`(..., M, N)`, rank at least 2.
        k (Tensor): int32, one diagonal index or a pair ``(low, high)``, each in :math:`(-M, N)`.
        padding_value (Tensor): 0-D, of the dtype of `x`, fills the rows past a short diagonal.
        align (str, optional): ``"RIGHT_LEFT"``, ``"LEFT_RIGHT"``, ``"LEFT_LEFT"`` or ``"RIGHT_RIGHT"``.
            Default: ``"RIGHT_LEFT"``.

    Returns:
        Tensor of the dtype of `x`: shape :math:`(..., L)` for one diagonal, :math:`(..., D, L)` for a band.

    Raises:
        ValueError: If `align` is not one of the values above.
        TypeError: If `k` or `padding_value` is not a Tensor, or `k` is not int32.
        ValueError: If `x` has rank below 2 or `k` is out of range.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x = Tensor(np.arange(1, 10).reshape(3, 3).astype(np.float32))
        >>> print(ops.matrix_diag_part(x, Tensor([-1, 1], mindspore.int32), Tensor(-7.0), align="LEFT_LEFT"))
        [[ 2.  6. -7.]
         [ 1.  5.  9.]
         [ 4.  8. -7.]]
    """
    _align_check("MatrixDiagPartV3")(_Attrs(align=align))
    return _matrix_diag_part_v3(x, k, padding_value, align)


op("matrix_diag_part", "array", cases=())(matrix_diag_part)


# ----- MatrixSetDiagV3 / matrix_set_diag -----------------------------------------------------------------------------
def _matrix_set_diag_v3(x, diagonal, k, align="RIGHT_LEFT"):
    t = _input_tensor("MatrixSetDiagV3", 0, x)
    dg = _input_tensor("MatrixSetDiagV3", 1, diagonal)
    lo, hi = _band("MatrixSetDiagV3", k)
    if t.dim() < 2:
        raise ValueError(f"For primitive[MatrixSetDiagV3], the x rank must be greater than or equal to 2, but got "
                         f"{t.dim()}.")
    rows, cols = t.shape[-2], t.shape[-1]
    _check_k_range("MatrixSetDiagV3", lo, hi, rows, cols)
    width = min(rows + min(hi, 0), cols + min(-lo, 0))
    if dg.dim() < 1 or dg.shape[-1] != width:
        got = dg.shape[-1] if dg.dim() else 0
        raise ValueError(f"For MatrixSetDiagV3, diagonal.shape[-1] is not equal to max_diag_len calculated by "
                         f"min(x.shape[-2] + min(k[1], 0), x.shape[-1] + min(-k[0], 0)), which value is {width} in "
                         f"this case, but got diagonal.shape[-1]: {got} in this case.")
    band = dg.to(t.dtype) if lo != hi else dg.to(t.dtype).unsqueeze(-2)
    if band.shape[-2] != hi - lo + 1:
        raise ValueError(f"For MatrixSetDiagV3, diagonal.shape[-2] must be the number of diagonals "
                         f"{hi - lo + 1}, but got {band.shape[-2]}.")
    out = t.clone()
    for d in range(lo, hi + 1):
        n = _diag_len(d, rows, cols)
        ri, ci = _coords(d, rows, cols, t.device)
        start = _offset(d, align, width, rows, cols)
        out[..., ri, ci] = band[..., hi - d, start:start + n]
    return _wrap(out)


_MATRIX_SET_DIAG_V3_DOC = """Returns `x` with its band of diagonals ``k[0] .. k[1]`` replaced by the rows of
    `diagonal`.

    Args:
        align (str): How a diagonal shorter than the longest of the band sits in its row of `diagonal`:
            ``"RIGHT_LEFT"``, ``"LEFT_RIGHT"``, ``"LEFT_LEFT"`` or ``"RIGHT_RIGHT"``. Default: ``"RIGHT_LEFT"``.

    Inputs:
        - **x** (Tensor) - Shape :math:`(..., M, N)`, rank at least 2.
        - **diagonal** (Tensor) - The new diagonals: :math:`(..., L)` for one, :math:`(..., D, L)` for a band of
          ``D`` (the highest first); ``L`` is the length of the longest diagonal of the band.
        - **k** (Tensor) - int32, one diagonal index or a pair ``(low, high)``, each in :math:`(-M, N)`.

    Outputs:
        Tensor of the shape and dtype of `x`.

    Raises:
        ValueError: If `align` is not one of the values above.
        TypeError: If an input is not a Tensor or `k` is not int32.
        ValueError: If `x` has rank below 2, `k` is out of range, or `diagonal` does not match the band.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x = Tensor(np.arange(1, 10).reshape(3, 3).astype(np.float32))
        >>> print(ops.MatrixSetDiagV3()(x, Tensor([-1.0, -2.0, -3.0]), Tensor(0, mindspore.int32)))
        [[-1.  2.  3.]
         [ 4. -2.  6.]
         [ 7.  8. -3.]]
    """

op("MatrixSetDiagV3", "array", functional=False,
   primitive=prim("MatrixSetDiagV3", "(self, align='RIGHT_LEFT')", "(self, x, diagonal, k)",
                  doc=_MATRIX_SET_DIAG_V3_DOC, check=_align_check("MatrixSetDiagV3")),
   cases=())(_matrix_set_diag_v3)


def matrix_set_diag(x, diagonal, k=0, align="RIGHT_LEFT"):
    """Returns `x` with its band of diagonals ``k[0] .. k[1]`` replaced by the rows of `diagonal` (the functional
    form of :class:`mindspore.ops.MatrixSetDiagV3`).

    Args:
        x (Tensor): Shape :math:`(..., M, N)`, rank at least 2.
        diagonal (Tensor): The new diagonals, :math:`(..., L)` for one or :math:`(..., D, L)` for a band.
        k (Union[int, Tensor], optional): One diagonal index, or an int32 Tensor holding ``(low, high)``.
            Default: ``0``.
        align (str, optional): ``"RIGHT_LEFT"``, ``"LEFT_RIGHT"``, ``"LEFT_LEFT"`` or ``"RIGHT_RIGHT"``.
            Default: ``"RIGHT_LEFT"``.

    Returns:
        Tensor of the shape and dtype of `x`.

    Raises:
        ValueError: If `align` is not one of the values above.
        TypeError: If `k` is a tuple or list, or a Tensor that is not int32.
        ValueError: If `k` is out of range or `diagonal` does not match the band.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x = Tensor(np.arange(1, 10).reshape(3, 3).astype(np.float32))
        >>> print(ops.matrix_set_diag(x, Tensor([-1.0, -2.0]), k=Tensor(-1, mindspore.int32), align="LEFT_LEFT"))
        [[ 1.  2.  3.]
         [-1.  5.  6.]
         [ 7. -2.  9.]]
    """
    _align_check("MatrixSetDiagV3")(_Attrs(align=align))
    k_t = k if isinstance(k, (Tensor, tuple, list)) else Tensor(k, from_torch(torch.int32))
    return _matrix_set_diag_v3(x, diagonal, k_t, align)


op("matrix_set_diag", "array", cases=())(matrix_set_diag)


# ----- FillDiagonal --------------------------------------------------------------------------------------------------
def _fill_diagonal_check(p):
    if isinstance(p.fill_value, bool) or not isinstance(p.fill_value, float):
        raise TypeError(f"For 'FillDiagonal', the type of 'fill_value' should be 'float', but got type "
                        f"'{type(p.fill_value).__name__}'.")
    if not isinstance(p.wrap, bool):
        raise TypeError(f"For 'FillDiagonal', the type of 'wrap' should be 'bool', but got type "
                        f"'{type(p.wrap).__name__}'.")


_FILL_DIAGONAL_DOC = """Returns a copy of `input_x` whose main diagonal (the elements with all indices equal) is
    `fill_value`.

    Args:
        fill_value (float): The value written on the diagonal.
        wrap (bool): For a 2-D input with more rows than columns, start the diagonal again every ``N + 1`` rows.
            Default: ``False``.

    Inputs:
        - **input_x** (Tensor) - Rank at least 2; every dimension of the same size when the rank is above 2.

    Outputs:
        Tensor of the shape and dtype of `input_x`.

    Raises:
        TypeError: If `fill_value` is not a float or `wrap` is not a bool.
        ValueError: If `input_x` has rank below 2, or rank above 2 with unequal dimensions.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.FillDiagonal(5.0, wrap=True)(Tensor(np.zeros((5, 2)), mindspore.float32)))
        [[5. 0.]
         [0. 5.]
         [0. 0.]
         [5. 0.]
         [0. 5.]]
    """


def _fill_diagonal(input_x, fill_value, wrap=False):
    if not isinstance(input_x, Tensor):
        raise TypeError(f"For 'FillDiagonal', the 'input_x' must be a Tensor, but got {type(input_x).__name__}.")
    t = input_x._t
    if t.dim() < 2:
        raise ValueError(f"The primitive[FillDiagonal] argument [input_x] must be a Tensor whose dimension is greater "
                         f"than or equal to 2, but got its dimension [{t.dim()}].")
    if t.dim() > 2 and len(set(t.shape)) != 1:
        raise ValueError("The primitive[FillDiagonal] argument [input_x] must be a Tensor with the same size in all "
                         "dimensions when its dimension is greater than 2")
    out = t.clone()
    out.fill_diagonal_(fill_value, wrap=wrap)
    return _wrap(out)


op("FillDiagonal", "array", functional=False,
   primitive=prim("FillDiagonal", "(self, fill_value, wrap=False)", "(self, input_x)", doc=_FILL_DIAGONAL_DOC,
                  check=_fill_diagonal_check),
   cases=())(_fill_diagonal)


# ----- FillV2 --------------------------------------------------------------------------------------------------------
_FILL_V2_DOC = """A tensor of shape `shape` filled with the single value of `value`.

    Inputs:
        - **shape** (Union[tuple[int], Tensor]) - The output shape: a tuple of non-negative ints or a 1-D int32 /
          int64 Tensor.
        - **value** (Tensor) - A Tensor of one element; the output takes its dtype.

    Outputs:
        Tensor of shape `shape` and the dtype of `value`.

    Raises:
        TypeError: If `value` is not a Tensor, or `shape` is a Tensor that is not int32 / int64.
        ValueError: If `value` has more than one element or a dimension of `shape` is negative.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.FillV2()(Tensor([2, 3], mindspore.int32), Tensor(7, mindspore.int8)))
        [[7 7 7]
         [7 7 7]]
    """


def _fill_v2(shape, value):
    if not isinstance(value, Tensor):
        kind = {int: "Int64", float: "Float32", bool: "Bool"}.get(type(value), type(value).__name__)
        raise TypeError(f"For Primitive[FillV2], the type of input argument[y] must be Tensor but got {kind}.")
    if isinstance(shape, Tensor):
        if shape._t.dtype not in (torch.int32, torch.int64):
            raise TypeError(f"For primitive[FillV2], the input argument[shape] must be a type of {{Tensor[Int32], "
                            f"Tensor[Int64]}}, but got Tensor[{shape.dtype}].")
        dims = [int(v) for v in shape._t.reshape(-1).tolist()]
    else:
        dims = list(shape)
    v = value._t
    if v.numel() != 1:
        raise ValueError(f"For primitive[FillV2], the size of the input [fill_value] must be equal to 1, but got "
                         f"{v.numel()}.")
    for i, d in enumerate(dims):
        if d < 0:
            raise ValueError(f"For primitive[FillV2], the the {i}th dimension of input shape must be greater than or "
                             f"equal to 0, but got {d}.")
    return _wrap(v.reshape(()).expand(tuple(dims)).clone())


op("FillV2", "array", functional=False,
   primitive=prim("FillV2", "(self)", "(self, shape, value)", doc=_FILL_V2_DOC),
   cases=())(_fill_v2)


# ----- ConjugateTranspose --------------------------------------------------------------------------------------------
_CONJ_T_DOC = """Permutes the dimensions of `x` by `perm` and takes the complex conjugate (real inputs are only
    permuted).

    Inputs:
        - **x** (Tensor) - The input.
        - **perm** (tuple[int]) - A permutation of ``0 .. rank(x) - 1``.

    Outputs:
        Tensor of the dtype of `x`, dimension i of length ``x.shape[perm[i]]``.

    Raises:
        TypeError: If `perm` is not a tuple.
        ValueError: If the length of `perm` differs from the rank of `x`, or `perm` repeats a dimension.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x = Tensor(np.array([[1 + 1j, 2 - 3j], [4j, 5]]), mindspore.complex64)
        >>> print(ops.ConjugateTranspose()(x, (1, 0)))
        [[1.-1.j 0.-4.j]
         [2.+3.j 5.-0.j]]
    """


def _conjugate_transpose(x, perm):
    if not isinstance(x, Tensor):
        raise TypeError(f"For 'ConjugateTranspose', the 'x' must be a Tensor, but got {type(x).__name__}.")
    if isinstance(perm, Tensor):
        raise TypeError(f"For primitive[ConjugateTranspose], the input argument[perm] must be a type of "
                        f"{{Tensor[Tuple]}}, but got Tensor[{perm.dtype}].")
    if not isinstance(perm, tuple):
        raise TypeError(f"For 'ConjugateTranspose', the 'perm' must be a tuple, but got {type(perm).__name__}.")
    t = x._t
    if len(perm) != t.dim():
        raise ValueError(f"For 'ConjugateTranspose', the dimension of x {t.dim()} and perm {len(perm)} must be equal, "
                         f"but got the dimension of x {t.dim()} and perm {len(perm)} .")
    dims = [p + t.dim() if p < 0 else p for p in perm]
    if len(set(dims)) != len(dims):
        raise ValueError("For 'ConjugateTranspose', the value of perm must be different.")
    if any(not 0 <= p < t.dim() for p in dims):
        raise ValueError(f"For 'ConjugateTranspose', the value of perm must be in [{-t.dim()}, {t.dim()}), but got "
                         f"{perm}.")
    out = t.permute(dims)
    return _wrap((out.conj() if out.is_complex() else out).resolve_conj().contiguous())


op("ConjugateTranspose", "array", functional=False,
   primitive=prim("ConjugateTranspose", "(self)", "(self, x, perm)", doc=_CONJ_T_DOC),
   cases=())(_conjugate_transpose)


# ----- TridiagonalMatMul ---------------------------------------------------------------------------------------------
_TRI_DTYPES = (torch.complex128, torch.complex64, torch.float16, torch.float32, torch.float64)
_TRI_TEXT = "{Tensor[Complex128], Tensor[Complex64], Tensor[Float16], Tensor[Float32], Tensor[Float64]}"

_TRIDIAG_DOC = """Multiplies a tridiagonal matrix, given by its three diagonals, with `rhs`.

    Row i of the product is ``subdiag[i] * rhs[i - 1] + maindiag[i] * rhs[i] + superdiag[i] * rhs[i + 1]``;
    ``subdiag[0]`` and ``superdiag[M - 1]`` are not used.

    Inputs:
        - **superdiag** (Tensor) - The diagonal above the main one, shape :math:`(..., 1, M)`.
        - **maindiag** (Tensor) - The main diagonal, shape :math:`(..., 1, M)`.
        - **subdiag** (Tensor) - The diagonal below the main one, shape :math:`(..., 1, M)`.
        - **rhs** (Tensor) - Shape :math:`(..., M, N)`. All four inputs share one dtype: float16, float32,
          float64, complex64 or complex128.

    Outputs:
        Tensor of the shape and dtype of `rhs`.

    Raises:
        TypeError: If an input is not a Tensor of the dtypes above.
        ValueError: If a diagonal has rank below 2 or its length differs from M.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> up, mid, low = Tensor([[2.0, 2.0, 0.0]]), Tensor([[1.0, 1.0, 1.0]]), Tensor([[0.0, -1.0, -1.0]])
        >>> rhs = Tensor(np.array([[1.0, 0.0], [0.0, 1.0], [1.0, 1.0]]), mindspore.float32)
        >>> print(ops.TridiagonalMatMul()(up, mid, low, rhs))
        [[1. 2.]
         [1. 3.]
         [1. 0.]]
    """


def _tridiagonal_matmul(superdiag, maindiag, subdiag, rhs):
    ts = {}
    for arg, value in (("superdiag", superdiag), ("maindiag", maindiag), ("subdiag", subdiag), ("rhs", rhs)):
        if not isinstance(value, Tensor):
            raise TypeError(f"For Primitive[TridiagonalMatMul], the type of input argument[{arg}] must be Tensor but "
                            f"got {type(value).__name__}.")
        if value._t.dtype not in _TRI_DTYPES:
            raise TypeError(f"For primitive[TridiagonalMatMul], the input argument[{arg}] must be a type of "
                            f"{_TRI_TEXT}, but got Tensor[{value.dtype}].")
        ts[arg] = value._t
    r = ts["rhs"]
    if r.dim() < 2:
        raise ValueError(f"For primitive[TridiagonalMatMul], the dimension of 'rhs' must be greater than or equal to 2 "
                         f", but got {r.dim()}.")
    m = r.shape[-2]
    for arg in ("superdiag", "maindiag", "subdiag"):
        t = ts[arg]
        if t.dim() < 2:
            raise ValueError(f"For primitive[TridiagonalMatMul], the dimension of '{arg}' must be greater than or "
                             f"equal to 2 , but got {t.dim()}.")
        if t.shape[-1] != m:
            raise ValueError(f"For primitive[TridiagonalMatMul], the M in the shape of '{arg}' [..., 1, M] must be "
                             f"equal to M in the shape of 'rhs' [..., M, N] which is {m} , but got {t.shape[-1]}.")
    up = ts["superdiag"].mT  # (..., M, 1): scales row i of the shifted rhs
    mid = ts["maindiag"].mT
    low = ts["subdiag"].mT
    out = mid * r
    if m > 1:
        out[..., :-1, :] += up[..., :-1, :] * r[..., 1:, :]
        out[..., 1:, :] += low[..., 1:, :] * r[..., :-1, :]
    return _wrap(out)


op("TridiagonalMatMul", "math", functional=False,
   primitive=prim("TridiagonalMatMul", "(self)", "(self, superdiag, maindiag, subdiag, rhs)", doc=_TRIDIAG_DOC),
   cases=())(_tridiagonal_matmul)


# ----- CheckNumerics -------------------------------------------------------------------------------------------------
_CHECK_NUMERICS_DOC = """Returns `x` unchanged after checking that it holds no NaN and no infinity.

    Inputs:
        - **x** (Tensor) - float16, float32 or float64.

    Outputs:
        Tensor, the values of `x`.

    Raises:
        TypeError: If `x` is not a float Tensor.
        RuntimeError: If `x` holds a NaN or an infinity.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.CheckNumerics()(Tensor([0.5, -2.0], mindspore.float16)))
        [ 0.5 -2. ]
    """


def _check_numerics(x):
    if not isinstance(x, Tensor):
        raise TypeError(f"For Primitive[CheckNumerics], the type of input argument[x] must be Tensor but got "
                        f"{type(x).__name__}.")
    t = x._t
    if t.dtype not in _FLOATS:
        raise TypeError(f"For primitive[CheckNumerics], the input argument[x] must be a type of {_FLOAT_TEXT}, but got "
                        f"Tensor[{x.dtype}].")
    if bool(torch.isnan(t).any()):
        raise RuntimeError(": Tensor had NaN values")
    if bool(torch.isinf(t).any()):
        raise RuntimeError(": Tensor had Inf values")
    return _wrap(t.clone())


op("CheckNumerics", "array", functional=False,
   primitive=prim("CheckNumerics", "(self)", "(self, x)", doc=_CHECK_NUMERICS_DOC),
   cases=())(_check_numerics)
