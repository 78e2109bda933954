"""Registry entries of the sorted-segment reductions ``SegmentSum``, ``SegmentMax``, ``SegmentMin``,
``SegmentMean`` and ``SegmentProd`` (primitives only, as in MindSpore 2.10).

Row ``i`` of `x` belongs to segment ``segment_ids[i]``; the ids are sorted and non-negative, and the output has
``segment_ids[-1] + 1`` rows. A segment no row belongs to gives 0 (1 for the product). An integer mean is truncated
towards zero, as MindSpore's kernel does.
"""
import torch

from ...common.tensor import Tensor, _wrap
from .._registry import op, prim

__all__ = []

_REAL = (torch.float16, torch.float32, torch.float64, torch.int8, torch.int16, torch.int32, torch.int64,
         torch.uint8, torch.uint16, torch.uint32, torch.uint64)
_COMPLEX = (torch.complex64, torch.complex128)
_ALL_TEXT = ("{Tensor[Complex128], Tensor[Complex64], Tensor[Float16], Tensor[Float32], Tensor[Float64], "
             "Tensor[Int16], Tensor[Int32], Tensor[Int64], Tensor[Int8], Tensor[UInt16], Tensor[UInt32], "
             "Tensor[UInt64], Tensor[UInt8]}")
_REAL_TEXT = ("{Tensor[Float16], Tensor[Float32], Tensor[Float64], Tensor[Int16], Tensor[Int32], Tensor[Int64], "
              "Tensor[Int8], Tensor[UInt16], Tensor[UInt32], Tensor[UInt64], Tensor[UInt8]}")


def _type_name(x):
    if isinstance(x, (list, tuple)):
        inner = {type(v).__name__ for v in x}
        elem = "Float32" if inner == {"float"} else "Int64" if inner == {"int"} else "Any"
        return f"{'List' if isinstance(x, list) else 'Tuple'}[{elem}*{len(x)}]"
    return {"float": "Float32", "int": "Int64", "bool": "Bool"}.get(type(x).__name__, type(x).__name__)


def _segments(name, x, segment_ids, complex_ok):
    for arg, v in (("x", x), ("segment_ids", segment_ids)):
        if not isinstance(v, Tensor):
            raise TypeError(f"For Primitive[{name}], the type of input argument[{arg}_type] must be Tensor but got "
                            f"{_type_name(v)}.")
    t, ids = x._t, segment_ids._t
    allowed = _REAL + _COMPLEX if complex_ok else _REAL
    if t.dtype not in allowed:
        raise TypeError(f"For primitive[{name}], the input argument[x_type] must be a type of "
                        f"{_ALL_TEXT if complex_ok else _REAL_TEXT}, but got Tensor[{x.dtype}].")
    if ids.dtype not in (torch.int32, torch.int64):
        raise TypeError(f"For primitive[{name}], the input argument[segment_ids_type] must be a type of "
                        f"{{Tensor[Int32], Tensor[Int64]}}, but got Tensor[{segment_ids.dtype}].")
    if t.dim() == 0:
        raise ValueError(f"For primitive[{name}], the rank of 'x' must be greater than or equal to 1, but got 0.")
    if ids.dim() != 1:
        raise ValueError(f"For primitive[{name}], the rank of 'segment_ids' must be equal to 1, but got {ids.dim()}.")
    if ids.shape[0] != t.shape[0]:
        raise ValueError(f"For '{name}', the amount of data for segment_ids must be equal to the first dimension of "
                         f"the shape of input_x, but got {ids.shape[0]} and {t.shape[0]}.")
    if ids.numel():
        low = int(ids.min())
        if low < 0:
            raise ValueError(f"For 'SegmentOp', the values of segment_ids must be nonnegative, but got {low}.")
        if bool((ids[1:] < ids[:-1]).any()):
            raise ValueError("For 'SegmentOp', segment_ids must be a tensor with element values sorted in ascending "
                             "order.")
    rows = int(ids[-1]) + 1 if ids.numel() else 0
    return t, ids.long(), rows


def _reduce(name, x, segment_ids, how):
    t, ids, rows = _segments(name, x, segment_ids, how in ("sum", "mean", "prod"))
    shape = (rows,) + tuple(t.shape[1:])
    index = ids.view((-1,) + (1,) * (t.dim() - 1)).expand_as(t)
    count = torch.zeros(rows, dtype=torch.long).index_add_(0, ids, torch.ones_like(ids))
    present = (count > 0).view((-1,) + (1,) * (t.dim() - 1))
    if how == "sum" or how == "mean":
        out = torch.zeros(shape, dtype=t.dtype).index_add_(0, ids, t)
        if how == "mean":
            div = count.clamp_min(1).view((-1,) + (1,) * (t.dim() - 1)).to(t.dtype)
            out = out / div if t.is_floating_point() or t.is_complex() else torch.div(out, div, rounding_mode="trunc")
    elif how == "prod":
        out = torch.ones(shape, dtype=t.dtype).scatter_reduce_(0, index, t, "prod")
    else:
        out = torch.zeros(shape, dtype=t.dtype).scatter_reduce_(0, index, t, "amax" if how == "max" else "amin",
                                                               include_self=False)
        out = torch.where(present, out, torch.zeros_like(out))
    return _wrap(out)


def _doc(title, what, empty, example_out):
    return f"""{title} of the rows of `x` over sorted segments.

    Row ``i`` of `x` goes to output row ``segment_ids[i]``, and each output row is the {what} of the rows sent to it.
    The output has ``segment_ids[-1] + 1`` rows; a row no input row goes to is {empty}.

    Inputs:
        - **x** (Tensor) - The data, of rank >= 1 and a numeric dtype.
        - **segment_ids** (Tensor) - 1-D int32 or int64 Tensor, sorted ascending and non-negative, with one id per
          row of `x`.

    Outputs:
        Tensor of `x`'s dtype, shaped ``(segment_ids[-1] + 1,) + x.shape[1:]``.

    Raises:
        TypeError: If `x` or `segment_ids` is not a Tensor, or their dtypes are not as above.
        ValueError: If `x` is 0-D, `segment_ids` is not 1-D, their lengths differ, or the ids are negative or not
            sorted.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x = Tensor([[1.0, 2.0], [3.0, -4.0], [5.0, 6.0], [7.0, 8.0]], mindspore.float32)
        >>> ids = Tensor([0, 0, 2, 2], mindspore.int32)
        >>> print(ops.{title.split()[0]}()(x, ids))
{example_out}
    """


def segment_sum(x, segment_ids):
    """Sum over sorted segments; the implementation of :class:`mindspore.ops.SegmentSum`."""
    return _reduce("SegmentSum", x, segment_ids, "sum")


def segment_max(x, segment_ids):
    """Maximum over sorted segments; the implementation of :class:`mindspore.ops.SegmentMax`."""
    return _reduce("SegmentMax", x, segment_ids, "max")


def segment_min(x, segment_ids):
    """Minimum over sorted segments; the implementation of :class:`mindspore.ops.SegmentMin`."""
    return _reduce("SegmentMin", x, segment_ids, "min")


def segment_mean(x, segment_ids):
    """Mean over sorted segments; the implementation of :class:`mindspore.ops.SegmentMean`."""
    return _reduce("SegmentMean", x, segment_ids, "mean")


def segment_prod(x, segment_ids):
    """Product over sorted segments; the implementation of :class:`mindspore.ops.SegmentProd`."""
    return _reduce("SegmentProd", x, segment_ids, "prod")


def _out(rows):
    return "\n".join("        " + r for r in rows)


for _name, _impl, _what, _empty, _rows in (
        ("SegmentSum", segment_sum, "sum", "0", ("[[ 4. -2.]", " [ 0.  0.]", " [12. 14.]]")),
        ("SegmentMax", segment_max, "maximum", "0", ("[[3. 2.]", " [0. 0.]", " [7. 8.]]")),
        ("SegmentMin", segment_min, "minimum", "0", ("[[ 1. -4.]", " [ 0.  0.]", " [ 5.  6.]]")),
        ("SegmentMean", segment_mean, "mean (truncated towards zero for integers)", "0",
         ("[[ 2. -1.]", " [ 0.  0.]", " [ 6.  7.]]")),
        ("SegmentProd", segment_prod, "product", "1", ("[[ 3. -8.]", " [ 1.  1.]", " [35. 48.]]"))):
    op(_name, "array", functional=False, primitive=prim(
        _name, "(self)", "(self, x, segment_ids)",
        doc=_doc(f"{_name} computes the {_what.split(' ')[0]}", _what, _empty, _out(_rows))))(_impl)
