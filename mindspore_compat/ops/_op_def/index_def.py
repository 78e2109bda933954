"""Registry entries of MindSpore 2.10's indexed-update, set and layout operators: ``IndexAdd``,
``InplaceIndexAdd``, ``ScatterAddWithAxis``, ``InplaceUpdateV2``, ``ParallelConcat``, ``UniqueWithPad`` /
``unique_with_pad``, ``ListDiff``, ``DataFormatDimMap``, ``DataFormatVecPermute``, ``Histogram``,
``HistogramFixedWidth`` and ``CompareAndBitpack``.
"""
import torch

from ...common import dtype as mstype
from ...common.tensor import Tensor, _wrap
from .._registry import op, prim
from .._utils import torch_dtype

__all__ = []

_FORMATS = ["NHWC", "NCHW"]


def _tensor(op_name, arg, value):
    if not isinstance(value, Tensor):
        raise TypeError(f"For Primitive[{op_name}], the type of input argument[{arg}] must be Tensor but got "
                        f"{type(value).__name__}.")
    return value._t


def _int_attr(op_name, name):
    def check(p):
        v = getattr(p, name)
        if isinstance(v, bool) or not isinstance(v, int):
            raise TypeError(f"For '{op_name}', the type of '{name}' should be 'int', but got type "
                            f"'{type(v).__name__}'.")
    return check


def _axis_of(op_name, axis, rank):
    if not -rank <= axis < max(rank, 1):
        raise ValueError(f"For '{op_name}', the 'axis' must be in range [{-rank}, {rank}), but got {axis}.")
    return axis % rank if rank else 0


# ----- IndexAdd / InplaceIndexAdd ------------------------------------------------------------------------------------
def _add_at(op_name, target, indices, updates, axis, idx_arg):
    t = _tensor(op_name, "input_x", target)
    idx = _tensor(op_name, "indices", indices)
    upd = _tensor(op_name, "input_y", updates)
    if idx.dtype != torch.int32:
        raise TypeError(f"For primitive[{op_name}], the input argument[{idx_arg}] must be a type of {{Tensor[Int32]}}, "
                        f"but got Tensor[{indices.dtype}].")
    if upd.dtype != t.dtype:
        raise TypeError(f"For '{op_name}', the dtype of 'input_y' must be the same as 'input_x', but got "
                        f"{updates.dtype} and {target.dtype}.")
    dim = _axis_of(op_name, axis, t.dim())
    size = t.shape[dim]
    if idx.numel() and (int(idx.min()) < 0 or int(idx.max()) >= size):
        raise RuntimeError(f"For '{op_name}', the indices are out of range: every index must be in [0, {size}), but "
                           f"got {idx.tolist()}.")
    with torch.no_grad():
        t.index_add_(dim, idx.long(), upd)
    return _wrap(t)


_INDEX_ADD_DOC = """Adds the slices of `input_y` into `input_x` at the positions `indices` of dimension `axis`,
    writing into `input_x`.

    Args:
        axis (int): The dimension that `indices` points into.
        use_lock (bool): Accepted for compatibility (updates are applied one after the other). Default: ``True``.
        check_index_bound (bool): Accepted for compatibility; indices are always checked. Default: ``True``.

    Inputs:
        - **input_x** (Union[Parameter, Tensor]) - The tensor updated in place.
        - **indices** (Tensor) - 1-D int32 positions along `axis`, each in [0, input_x.shape[axis]).
        - **input_y** (Tensor) - Same dtype as `input_x`, same shape except along `axis`, where its length is
          ``len(indices)``.

    Outputs:
        Tensor holding `input_x`'s values after the update.

    Raises:
        TypeError: If `axis` is not an int, or `indices` is not int32.
        RuntimeError: If an index is out of range.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, Parameter, ops
        >>> x = Parameter(Tensor(np.zeros((2, 4)), mindspore.float32), name="x")
        >>> y = Tensor(np.ones((2, 3)), mindspore.float32)
        >>> out = ops.IndexAdd(axis=1)(x, Tensor([3, 0, 3], mindspore.int32), y)
        >>> print(x.asnumpy())
        [[1. 0. 0. 2.]
         [1. 0. 0. 2.]]
    """


def _index_add(input_x, indices, input_y, axis):
    return _add_at("IndexAdd", input_x, indices, input_y, axis, "indices type")


op("IndexAdd", "math", functional=False,
   primitive=prim("IndexAdd", "(self, axis, use_lock=True, check_index_bound=True)",
                  "(self, input_x, indices, input_y)",
                  doc=_INDEX_ADD_DOC, check=_int_attr("IndexAdd", "axis"),
                  rename={"use_lock": None, "check_index_bound": None}),
   cases=())(_index_add)

_INPLACE_INDEX_ADD_DOC = """Adds the slices of `updates` into `var` at the positions `indices` of dimension
    `axis`, writing into `var`.

    Args:
        axis (int): The dimension that `indices` points into.

    Inputs:
        - **var** (Union[Parameter, Tensor]) - The tensor updated in place.
        - **indices** (Tensor) - 1-D int32 positions along `axis`.
        - **updates** (Tensor) - Same dtype as `var`, same shape except along `axis`, where its length is
          ``len(indices)``.

    Outputs:
        Tensor holding `var`'s values after the update.

    Raises:
        TypeError: If `axis` is not an int, or `indices` is not int32.
        RuntimeError: If an index is out of range.

    Supported Platforms:
        ``Ascend`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, Parameter, ops
        >>> var = Parameter(Tensor(np.ones((3, 2)), mindspore.float32), name="var")
        >>> out = ops.InplaceIndexAdd(axis=0)(var, Tensor([2], mindspore.int32), Tensor([[5.0, 6.0]]))
        >>> print(out)
        [[1. 1.]
         [1. 1.]
         [6. 7.]]
    """


def _inplace_index_add(var, indices, updates, axis):
    return _add_at("InplaceIndexAdd", var, indices, updates, axis, "indices")


op("InplaceIndexAdd", "math", functional=False,
   primitive=prim("InplaceIndexAdd", "(self, axis)", "(self, var, indices, updates)", doc=_INPLACE_INDEX_ADD_DOC,
                  check=_int_attr("InplaceIndexAdd", "axis")),
   cases=())(_inplace_index_add)


# ----- ScatterAddWithAxis --------------------------------------------------------------------------------------------
_SAWA_DOC = """Returns a copy of `input_x` to which every element of `updates` is added at the position its
    own index names along `axis` (element ``[i][j]`` of `updates` goes to ``[indices[i][j]][j]`` for axis 0).
    Negative indices count from the end of the axis.

    Args:
        axis (int): The dimension that `indices` points into. Default: ``0``.

    Inputs:
        - **input_x** (Tensor) - The tensor added into.
        - **indices** (Tensor) - int32 or int64, of the shape of `updates` and the rank of `input_x`.
        - **updates** (Tensor) - Same dtype as `input_x`.

    Outputs:
        Tensor of the shape and dtype of `input_x`.

    Raises:
        TypeError: If `axis` is not an int.
        ValueError: If an index is out of bounds.

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x = Tensor(np.zeros((2, 3)), mindspore.float32)
        >>> out = ops.ScatterAddWithAxis(axis=1)(x, Tensor([[0, 0], [2, -1]], mindspore.int32), Tensor([[1.0, 2.0],
        ...                                      [3.0, 4.0]]))
        >>> print(out)
        [[3. 0. 0.]
         [0. 0. 7.]]
    """


def _scatter_add_with_axis(input_x, indices, updates, axis=0):
    t = _tensor("ScatterAddWithAxis", "input_x", input_x)
    idx = _tensor("ScatterAddWithAxis", "indices", indices)
    upd = _tensor("ScatterAddWithAxis", "updates", updates)
    dim = _axis_of("ScatterAddWithAxis", axis, t.dim())
    size = t.shape[dim]
    flat = idx.reshape(-1).tolist()
    for v in flat:
        if not -size <= v < size:
            raise ValueError(f"For 'ScatterAddWithAxis', indices value {v} is out of bound {size}!")
    pos = torch.where(idx < 0, idx + size, idx).long()
    return _wrap(t.scatter_add(dim, pos, upd.to(t.dtype)))


op("ScatterAddWithAxis", "array", functional=False,
   primitive=prim("ScatterAddWithAxis", "(self, axis=0)", "(self, input_x, indices, updates)", doc=_SAWA_DOC,
                  check=_int_attr("ScatterAddWithAxis", "axis")),
   cases=())(_scatter_add_with_axis)


# ----- InplaceUpdateV2 -----------------------------------------------------------------------------------------------
_IUV2_DOC = """Returns a copy of `x` whose rows `indices` (along the first dimension) are replaced by the rows of
    `v`.

    Inputs:
        - **x** (Tensor) - The input.
        - **indices** (Union[int, tuple[int], Tensor]) - Row positions in `x`.
        - **v** (Tensor) - The new rows: same dtype as `x`, shape ``(len(indices),) + x.shape[1:]``.

    Outputs:
        Tensor of the shape and dtype of `x`.

    Raises:
        TypeError: If `indices` is neither an int, a tuple of ints nor an int Tensor.
        ValueError: If `v` does not have one row per index.

    Supported Platforms:
        ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x = Tensor(np.zeros((3, 2)), mindspore.float32)
        >>> print(ops.InplaceUpdateV2()(x, (2, 0), Tensor([[1.0, 2.0], [3.0, 4.0]])))
        [[3. 4.]
         [0. 0.]
         [1. 2.]]
    """


def _inplace_update_v2(x, indices, v):
    t = _tensor("InplaceUpdateV2", "x", x)
    upd = _tensor("InplaceUpdateV2", "v", v)
    if isinstance(indices, Tensor):
        rows = [int(i) for i in indices._t.reshape(-1).tolist()]
    elif isinstance(indices, int) and not isinstance(indices, bool):
        rows = [indices]
    elif isinstance(indices, tuple) and all(isinstance(i, int) and not isinstance(i, bool) for i in indices):
        rows = list(indices)
    else:
        raise TypeError(f"For 'InplaceUpdateV2', the 'indices' must be an int, a tuple of ints or a Tensor, but got "
                        f"{type(indices).__name__}.")
    if upd.dim() == 0 or upd.shape[0] != len(rows) or upd.shape[1:] != t.shape[1:]:
        raise ValueError(f"For 'InplaceUpdateV2', the shape of 'v' must be {(len(rows),) + tuple(t.shape[1:])}, but "
                         f"got {tuple(upd.shape)}.")
    for r in rows:
        if not -t.shape[0] <= r < t.shape[0]:
            raise ValueError(f"For 'InplaceUpdateV2', the value of 'indices' must be in [{-t.shape[0]}, "
                             f"{t.shape[0]}), but got {r}.")
    out = t.clone()
    out[torch.tensor(rows, dtype=torch.long, device=t.device)] = upd.to(t.dtype)
    return _wrap(out)


op("InplaceUpdateV2", "math", functional=False,
   primitive=prim("InplaceUpdateV2", "(self)", "(self, x, indices, v)", doc=_IUV2_DOC),
   cases=())(_inplace_update_v2)


# ----- ParallelConcat ------------------------------------------------------------------------------------------------
_PARALLEL_CONCAT_DOC = """Concatenates tensors along their first dimension.

    Inputs:
        - **values** (Union[tuple[Tensor], list[Tensor]]) - Tensors of one dtype, each of shape
          :math:`(1, ...)` with equal remaining dimensions.

    Outputs:
        Tensor of shape :math:`(N, ...)`, N being the number of inputs.

    Raises:
        TypeError: If `values` is not a tuple or list of Tensors, or their dtypes differ.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> parts = [Tensor([[1.5, 2.5]], mindspore.float32), Tensor([[0.0, -1.0]], mindspore.float32)]
        >>> print(ops.ParallelConcat()(parts))
        [[ 1.5  2.5]
         [ 0.  -1. ]]
    """


def _parallel_concat(values):
    if not isinstance(values, (tuple, list)) or not values or not all(isinstance(v, Tensor) for v in values):
        raise TypeError(f"For 'ParallelConcat', the 'values' must be a tuple or list of Tensors, but got "
                        f"{type(values).__name__}.")
    if len({v._t.dtype for v in values}) != 1:
        raise TypeError("For primitive[ParallelConcat], the input type must be same.")
    return _wrap(torch.cat([v._t for v in values], 0))


op("ParallelConcat", "array", functional=False,
   primitive=prim("ParallelConcat", "(self)", "(self, values)", doc=_PARALLEL_CONCAT_DOC),
   cases=())(_parallel_concat)


# ----- UniqueWithPad / unique_with_pad -------------------------------------------------------------------------------
def _unique_with_pad_impl(x, pad_num):
    t = _tensor("UniqueWithPad", "x", x)
    if t.dim() != 1:
        raise ValueError(f"For primitive[UniqueWithPad], the input_shape_size must be equal to 1, but got {t.dim()}.")
    pad = pad_num._t.reshape(-1)[0].item() if isinstance(pad_num, Tensor) else pad_num
    seen, firsts, idx = {}, [], []
    for v in t.tolist():
        if v not in seen:
            seen[v] = len(firsts)
            firsts.append(v)
        idx.append(seen[v])
    y = torch.full(t.shape, pad, dtype=t.dtype, device=t.device)
    y[:len(firsts)] = torch.tensor(firsts, dtype=t.dtype, device=t.device)
    return _wrap(y), _wrap(torch.tensor(idx, dtype=torch.int32, device=t.device))


_UWP_DOC = """The distinct values of a 1-D tensor in order of first appearance, padded with `pad_num` to the
    input's length, and for every input element the position of its value among them.

    Inputs:
        - **x** (Tensor) - 1-D int32, int64 or float32 Tensor.
        - **pad_num** (Union[int, float, Tensor]) - The padding value.

    Outputs:
        Tuple of 2 Tensors:

        - **y** (Tensor) - The distinct values then the padding, of the shape and dtype of `x`.
        - **idx** (Tensor) - int32, of the shape of `x`: ``x[i] == y[idx[i]]``.

    Raises:
        TypeError: If `x` is not a Tensor.
        ValueError: If `x` is not 1-D.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> y, idx = ops.UniqueWithPad()(Tensor([7, 3, 7, 7, 1], mindspore.int32), Tensor(-1, mindspore.int32))
        >>> print(y, idx)
        [ 7  3  1 -1 -1] [0 1 0 0 2]
    """

op("UniqueWithPad", "array", functional=False,
   primitive=prim("UniqueWithPad", "(self)", "(self, x, pad_num)", doc=_UWP_DOC),
   cases=())(_unique_with_pad_impl)


def unique_with_pad(x, pad_num):
    """The distinct values of a 1-D tensor in order of first appearance, padded with `pad_num` to the input's
    length, and the position of every input element's value among them (the functional form of
    :class:`mindspore.ops.UniqueWithPad`).

    Args:
        x (Tensor): 1-D int32, int64 or float32 Tensor.
        pad_num (Union[int, float, Tensor]): The padding value.

    Returns:
        Tuple of 2 Tensors: the padded distinct values (shape and dtype of `x`) and the int32 positions.

    Raises:
        TypeError: If `x` is not a Tensor.
        ValueError: If `x` is not 1-D.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> y, idx = ops.unique_with_pad(Tensor([0.5, 0.5, 2.0], mindspore.float32), Tensor(9.0))
        >>> print(y, idx)
        [0.5 2.  9. ] [0 0 1]
    """
    return _unique_with_pad_impl(x, pad_num)


op("unique_with_pad", "array", cases=())(unique_with_pad)


# ----- ListDiff ------------------------------------------------------------------------------------------------------
def _list_diff_check(p):
    if p.out_idx not in (mstype.int32, mstype.int64):
        raise TypeError(f"For 'ListDiff', the 'out_idx' should be in : [mindspore.int32, mindspore.int64], but got "
                        f"{p.out_idx}.")


_LIST_DIFF_DOC = """The elements of `x` that do not occur in `y`, in their order in `x`, with their positions in
    `x`.

    Args:
        out_idx (mindspore.dtype): dtype of the positions, int32 or int64. Default: ``mindspore.int32``.

    Inputs:
        - **x** (Tensor) - 1-D.
        - **y** (Tensor) - 1-D, of the dtype of `x`.

    Outputs:
        Tuple of 2 Tensors:

        - **out** (Tensor) - 1-D, the kept elements, dtype of `x`.
        - **idx** (Tensor) - 1-D, their positions in `x`, dtype `out_idx`.

    Raises:
        TypeError: If `out_idx` is not int32 or int64, or `x` and `y` differ in dtype.

    Supported Platforms:
        ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> out, idx = ops.ListDiff()(Tensor([9, 4, 9, 2, 7], mindspore.int32), Tensor([9, 7], mindspore.int32))
        >>> print(out, idx)
        [4 2] [1 3]
    """


def _list_diff(x, y, out_idx=mstype.int32):
    tx = _tensor("ListDiff", "x", x)
    ty = _tensor("ListDiff", "y", y)
    if tx.dtype != ty.dtype:
        raise TypeError(f"For ListDiff, type of 'x' and 'y' should be same. But get x[{x.dtype}], y[{y.dtype}].")
    keep = ~torch.isin(tx.reshape(-1), ty.reshape(-1))
    pos = torch.nonzero(keep).reshape(-1)
    return _wrap(tx.reshape(-1)[pos]), _wrap(pos.to(torch_dtype(out_idx, "ListDiff", "out_idx")))


op("ListDiff", "array", functional=False,
   primitive=prim("ListDiff", "(self, out_idx=mindspore.int32)", "(self, x, y)", doc=_LIST_DIFF_DOC,
                  check=_list_diff_check),
   cases=())(_list_diff)


# ----- DataFormatDimMap / DataFormatVecPermute -----------------------------------------------------------------------
def _format_check(op_name):
    def check(p):
        for n in ("src_format", "dst_format"):
            v = getattr(p, n)
            if not isinstance(v, str) or v not in _FORMATS:
                raise ValueError(f"For '{op_name}', the '{n}' must be str and must be in '{_FORMATS}', but got "
                                 f"'{v}'.")
    return check


def _int_input(op_name, arg, label, value):
    t = _tensor(op_name, arg, value)
    if t.dtype not in (torch.int32, torch.int64):
        raise TypeError(f"For primitive[{op_name}], the input argument[{label}] must be a type of {{Tensor[Int32], "
                        f"Tensor[Int64]}}, but got Tensor[{value.dtype}].")
    return t


_DIM_MAP_DOC = """Translates dimension indices of the `dst_format` layout into the indices the same dimensions have
    in the `src_format` layout (each input value is taken modulo 4, so -1 is the last dimension).

    Args:
        src_format (str): ``"NHWC"`` or ``"NCHW"``. Default: ``"NHWC"``.
        dst_format (str): ``"NHWC"`` or ``"NCHW"``. Default: ``"NCHW"``.

    Inputs:
        - **input_x** (Tensor) - int32 or int64 dimension indices in [-4, 4).

    Outputs:
        Tensor of the shape and dtype of `input_x`.

    Raises:
        ValueError: If a format is not one of the values above.
        TypeError: If `input_x` is not an int32 / int64 Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.DataFormatDimMap()(Tensor([3, 2, -3], mindspore.int64)))
        [2 1 3]
    """


def _data_format_dim_map(input_x, src_format="NHWC", dst_format="NCHW"):
    t = _int_input("DataFormatDimMap", "input_x", "input type", input_x)
    table = torch.tensor([src_format.index(c) for c in dst_format], dtype=t.dtype, device=t.device)
    return _wrap(table[torch.remainder(t, 4).long()])


op("DataFormatDimMap", "nn", functional=False,
   primitive=prim("DataFormatDimMap", "(self, src_format='NHWC', dst_format='NCHW')", "(self, input_x)",
                  doc=_DIM_MAP_DOC, check=_format_check("DataFormatDimMap")),
   cases=())(_data_format_dim_map)

_VEC_PERMUTE_DOC = """Reorders a 4-element vector (or 4 rows of pairs) describing the dimensions of the
    `src_format` layout into the order of the `dst_format` layout.

    Args:
        src_format (str): ``"NHWC"`` or ``"NCHW"``. Default: ``"NHWC"``.
        dst_format (str): ``"NHWC"`` or ``"NCHW"``. Default: ``"NCHW"``.

    Inputs:
        - **x** (Tensor) - int32 or int64, of shape :math:`(4,)` or :math:`(4, 2)`.

    Outputs:
        Tensor of the shape and dtype of `x`.

    Raises:
        ValueError: If a format is not one of the values above, or `x` is not of shape (4,) or (4, 2).
        TypeError: If `x` is not an int32 / int64 Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.DataFormatVecPermute("NCHW", "NHWC")(Tensor([8, 3, 32, 16], mindspore.int32)))
        [ 8 32 16  3]
    """


def _data_format_vec_permute(x, src_format="NHWC", dst_format="NCHW"):
    t = _int_input("DataFormatVecPermute", "x", "x", x)
    if tuple(t.shape) not in ((4,), (4, 2)):
        raise ValueError(f"For DataFormatVecPermute, input shape must be (4, ) or (4, 2), but got "
                         f"{list(t.shape)}.")
    order = torch.tensor([src_format.index(c) for c in dst_format], dtype=torch.long, device=t.device)
    return _wrap(t[order])


op("DataFormatVecPermute", "nn", functional=False,
   primitive=prim("DataFormatVecPermute", "(self, src_format='NHWC', dst_format='NCHW')", "(self, x)",
                  doc=_VEC_PERMUTE_DOC, check=_format_check("DataFormatVecPermute")),
   cases=())(_data_format_vec_permute)


# ----- Histogram / HistogramFixedWidth -------------------------------------------------------------------------------
def _histogram_check(p):
    if isinstance(p.bins, bool) or not isinstance(p.bins, int) or p.bins < 1:
        raise ValueError(f"For 'Histogram', the 'bins' must be int and must >= 1, but got '{p.bins}' with type "
                         f"'{type(p.bins).__name__}'.")
    for n in ("min", "max"):
        if isinstance(getattr(p, n), bool) or not isinstance(getattr(p, n), (int, float)):
            raise TypeError(f"For 'Histogram', the '{n}' must be a float, but got {type(getattr(p, n)).__name__}.")
    if p.min > p.max:
        raise ValueError(f"For 'Histogram', the 'min' should be <= max: {p.max}, but got {p.min}.")


_HISTOGRAM_DOC = """Counts the elements of `x` falling in each of `bins` equal-width bins covering [`min`, `max`];
    elements outside the range are not counted, and the last bin includes `max`. When `min` equals `max`, the
    range of the data is used.

    Args:
        bins (int): Number of bins. Default: ``100``.
        min (float): Lower end of the range. Default: ``0.0``.
        max (float): Upper end of the range. Default: ``0.0``.

    Inputs:
        - **x** (Tensor) - float16, float32 or int32.

    Outputs:
        1-D Tensor of `bins` counts, of the dtype of `x`.

    Raises:
        ValueError: If `bins` is not a positive int, or `min` > `max`.
        TypeError: If `min` or `max` is not a number.

    Supported Platforms:
        ``Ascend`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.Histogram(bins=3, min=0.0, max=3.0)(Tensor([0.5, 2.9, 3.0, 3.5, 1.0], mindspore.float32)))
        [1. 1. 2.]
    """


def _histogram(x, bins=100, min=0.0, max=0.0):  # pylint: disable=redefined-builtin
    t = _tensor("Histogram", "x", x)
    if t.dtype not in (torch.float16, torch.float32, torch.int32):
        raise TypeError(f"For primitive[Histogram], the input argument[x] must be a type of {{Tensor[Float16], "
                        f"Tensor[Float32], Tensor[Int32]}}, but got Tensor[{x.dtype}].")
    counts = torch.histc(t.double(), bins=bins, min=float(min), max=float(max))
    return _wrap(counts.to(t.dtype))


op("Histogram", "math", functional=False,
   primitive=prim("Histogram", "(self, bins=100, min=0.0, max=0.0)", "(self, x)", doc=_HISTOGRAM_DOC,
                  check=_histogram_check),
   cases=())(_histogram)


def _hfw_check(p):
    if isinstance(p.nbins, bool) or not isinstance(p.nbins, int) or p.nbins < 1:
        raise ValueError(f"For 'HistogramFixedWidth', the 'nbins' must be int and must >= 1, but got '{p.nbins}' with "
                         f"type '{type(p.nbins).__name__}'.")
    if p.dtype != "int32":
        raise ValueError(f"For 'HistogramFixedWidth', the 'dtype' must be str and must be in '['int32']', but got "
                         f"'{p.dtype}'.")


_HFW_DOC = """Counts the elements of `x` in `nbins` equal-width bins spanning ``[range[0], range[1])``; elements
    below the range fall in the first bin and those at or above its end in the last.

    Args:
        nbins (int): Number of bins, at least 1.
        dtype (str): dtype of the counts; only ``"int32"``. Default: ``"int32"``.

    Inputs:
        - **x** (Tensor) - int32, float32, float16 or float64 values.
        - **range** (Tensor) - Two elements of the dtype of `x`, ``range[0] < range[1]``.

    Outputs:
        1-D int32 Tensor of `nbins` counts.

    Raises:
        ValueError: If `nbins` is not a positive int or `dtype` is not ``"int32"``.
        TypeError: If `x` or `range` is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x = Tensor([0.2, 3.9, 4.0, -7.0, 100.0, 2.5], mindspore.float32)
        >>> print(ops.HistogramFixedWidth(4)(x, Tensor([0.0, 4.0], mindspore.float32)))
        [2 0 1 3]
    """


def _histogram_fixed_width(x, range, nbins, dtype="int32"):  # pylint: disable=redefined-builtin
    t = _tensor("HistogramFixedWidth", "x", x)
    r = _tensor("HistogramFixedWidth", "range", range).reshape(-1).double()
    lo, hi = float(r[0]), float(r[1])
    pos = torch.floor((t.double() - lo) / (hi - lo) * nbins).clamp(0, nbins - 1).long()
    return _wrap(torch.bincount(pos.reshape(-1), minlength=nbins).to(torch.int32))


op("HistogramFixedWidth", "math", functional=False,
   primitive=prim("HistogramFixedWidth", "(self, nbins, dtype='int32')", "(self, x, range)", doc=_HFW_DOC,
                  check=_hfw_check),
   cases=())(_histogram_fixed_width)


# ----- CompareAndBitpack ---------------------------------------------------------------------------------------------
_CAB_DOC = """Compares every element of `x` with `threshold` and packs each run of 8 results along the last
    dimension into one uint8, the first element in the highest bit. (For a bool `x` the element itself is the
    bit and the first element lands in the lowest bit, as MindSpore's CPU kernel does.)

    Inputs:
        - **x** (Tensor) - The values; the last dimension is a multiple of 8.
        - **threshold** (Tensor) - 0-D, of the dtype of `x`; a bit is set where ``x > threshold``.

    Outputs:
        uint8 Tensor, the shape of `x` with the last dimension divided by 8.

    Raises:
        TypeError: If `x` and `threshold` differ in dtype.
        ValueError: If `threshold` is not 0-D or the last dimension of `x` is not a multiple of 8.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x = Tensor(np.array([9, 0, 0, 0, 0, 0, 0, 5]), mindspore.float32)
        >>> print(ops.CompareAndBitpack()(x, Tensor(1.0, mindspore.float32)))
        [129]
    """


def _compare_and_bitpack(x, threshold):
    t = _tensor("CompareAndBitpack", "x", x)
    th = _tensor("CompareAndBitpack", "threshold", threshold)
    if t.dtype != th.dtype:
        raise TypeError("For primitive[CompareAndBitpack], the input type must be same.")
    if th.dim() != 0:
        raise ValueError(f"For primitive[CompareAndBitpack], the threshold's rank' must be equal to 0, but got "
                         f"{th.dim()}.")
    if t.dim() == 0 or t.shape[-1] % 8:
        last = t.shape[-1] % 8 if t.dim() else 0
        raise ValueError(f"For primitive[CompareAndBitpack], the attribute[x innermost dimension % 8] must be equal "
                         f"to 0, but got {last}.")
    if t.dtype == torch.bool:
        bits, weights = t, [1 << i for i in range(8)]
    else:
        bits, weights = t > th, [1 << (7 - i) for i in range(8)]
    groups = bits.reshape(t.shape[:-1] + (t.shape[-1] // 8, 8)).to(torch.int32)
    w = torch.tensor(weights, dtype=torch.int32, device=t.device)
    return _wrap((groups * w).sum(-1).to(torch.uint8))


op("CompareAndBitpack", "math", functional=False,
   primitive=prim("CompareAndBitpack", "(self)", "(self, x, threshold)", doc=_CAB_DOC),
   cases=())(_compare_and_bitpack)


# ----- IndexPut ------------------------------------------------------------------------------------------------------
def _accumulate_check(p):
    if isinstance(p.accumulate, bool) or p.accumulate not in (0, 1):
        raise ValueError(f"For 'IndexPut', the 'accumulate' must be 0 or 1, but got {p.accumulate}.")


_INDEX_PUT_DOC = """Returns a copy of `x1` in which the elements picked by `indices` are set to `x2` (or, with
    `accumulate` 1, increased by `x2`).

    Args:
        accumulate (int): ``0`` writes the values, ``1`` adds them (repeated positions add up). Default: ``0``.

    Inputs:
        - **x1** (Tensor) - The tensor to update.
        - **x2** (Tensor) - The values, of the dtype of `x1`, broadcast to the picked positions.
        - **indices** (Union[tuple[Tensor], list[Tensor]]) - One int32 / int64 index tensor per leading dimension
          of `x1`; together they name the positions, as advanced indexing does.

    Outputs:
        Tensor of the shape and dtype of `x1`.

    Raises:
        ValueError: If `accumulate` is not 0 or 1.
        TypeError: If `indices` is not a tuple or list of int Tensors.

    Supported Platforms:
        ``Ascend`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x = Tensor(np.ones((2, 3)), mindspore.float32)
        >>> rows, cols = Tensor([1, 1], mindspore.int32), Tensor([0, 2], mindspore.int32)
        >>> print(ops.IndexPut(accumulate=1)(x, Tensor([4.0, 9.0]), (rows, cols)))
        [[ 1.  1.  1.]
         [ 5.  1. 10.]]
    """


def _index_put(x1, x2, indices, accumulate=0):
    t = _tensor("IndexPut", "x1", x1)
    v = _tensor("IndexPut", "x2", x2)
    if not isinstance(indices, (tuple, list)) or not all(isinstance(i, Tensor) for i in indices):
        raise TypeError(f"For 'IndexPut', the 'indices' must be a tuple or list of Tensors, but got "
                        f"{type(indices).__name__}.")
    idx = []
    for i in indices:
        if i._t.dtype not in (torch.int32, torch.int64):
            raise TypeError(f"For 'IndexPut', the elements of 'indices' must be int32 or int64 Tensors, but got "
                            f"{i.dtype}.")
        idx.append(i._t.long())
    return _wrap(t.index_put(tuple(idx), v.to(t.dtype), accumulate=bool(accumulate)))


op("IndexPut", "array", functional=False,
   primitive=prim("IndexPut", "(self, accumulate=0)", "(self, x1, x2, indices)", doc=_INDEX_PUT_DOC,
                  check=_accumulate_check),
   cases=())(_index_put)


# ----- RaggedRange ---------------------------------------------------------------------------------------------------
def _tsplits_check(p):
    if p.Tsplits not in (mstype.int64, mstype.int32):
        raise TypeError(f"For 'RaggedRange', the 'Tsplits' should be one of [mindspore.int64, mindspore.int32], but "
                        f"got 'mindspore.{str(p.Tsplits).lower()}'.")


_RAGGED_RANGE_DOC = """Concatenates the ranges ``starts[i], starts[i] + deltas[i], ...`` (stopping before
    ``limits[i]``) and returns where each range begins in the result.

    Args:
        Tsplits (mindspore.dtype): dtype of the split positions, int32 or int64.

    Inputs:
        - **starts** (Tensor) - First values, 0-D or 1-D, of dtype float32, float64, int32 or int64.
        - **limits** (Tensor) - Exclusive ends, same shape and dtype as `starts`.
        - **deltas** (Tensor) - Non-zero steps, same shape and dtype as `starts`.

    Outputs:
        Tuple of 2 Tensors:

        - **rt_nested_splits** (Tensor) - 1-D of dtype `Tsplits`: 0, then the running total of the range
          lengths.
        - **rt_dense_values** (Tensor) - 1-D, the ranges one after the other, of the dtype of `starts`.

    Raises:
        TypeError: If `Tsplits` is not int32 or int64, or the inputs differ in dtype.
        ValueError: If the inputs differ in shape or a delta is 0.

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> splits, values = ops.RaggedRange(mindspore.int64)(Tensor([1, 10], mindspore.int32),
        ...                                                    Tensor([4, 4], mindspore.int32),
        ...                                                    Tensor([1, -3], mindspore.int32))
        >>> print(splits, values)
        [0 3 5] [ 1  2  3 10  7]
    """


def _ragged_range(starts, limits, deltas, Tsplits=mstype.int64):  # pylint: disable=invalid-name
    ts = [_tensor("RaggedRange", n, v) for n, v in (("starts", starts), ("limits", limits), ("deltas", deltas))]
    if len({t.dtype for t in ts}) != 1:
        raise TypeError(f"For RaggedRange, starts, limits, and deltas must have the same type, but got starts "
                        f"Tensor[{starts.dtype}], limits Tensor[{limits.dtype}], deltas Tensor[{deltas.dtype}].")
    shapes = [tuple(t.shape) if t.dim() else (1,) for t in ts]
    if len(set(shapes)) != 1:
        raise ValueError(f"For RaggedRange, starts, limits, and deltas must have the same shape, but got starts "
                         f"{shapes[0]}, limits {shapes[1]}, deltas {shapes[2]}.")
    s, l, d = (t.reshape(-1).tolist() for t in ts)
    splits, values = [0], []
    for start, limit, delta in zip(s, l, d):
        if delta == 0:
            raise ValueError("For RaggedRange, requires input delta != 0.")
        count = max(0, -(-(limit - start) // delta)) if isinstance(delta, int) else \
            max(0, int(torch.ceil(torch.tensor((limit - start) / delta, dtype=torch.float64))))
        values.extend(start + k * delta for k in range(count))
        splits.append(splits[-1] + count)
    return (_wrap(torch.tensor(splits, dtype=torch_dtype(Tsplits, "RaggedRange", "Tsplits"))),
            _wrap(torch.tensor(values, dtype=ts[0].dtype)))


op("RaggedRange", "array", functional=False,
   primitive=prim("RaggedRange", "(self, Tsplits)", "(self, starts, limits, deltas)", doc=_RAGGED_RANGE_DOC,
                  check=_tsplits_check),
   cases=())(_ragged_range)


# ----- EditDistance --------------------------------------------------------------------------------------------------
def _normalize_check(p):
    if not isinstance(p.normalize, bool):
        raise TypeError(f"For 'EditDistance', the type of 'normalize' should be 'bool', but got type "
                        f"'{type(p.normalize).__name__}'.")


def _levenshtein(a, b):
    row = list(range(len(b) + 1))
    for i, x in enumerate(a, 1):
        prev, row[0] = row[0], i
        for j, y in enumerate(b, 1):
            prev, row[j] = row[j], min(row[j] + 1, row[j - 1] + 1, prev + (x != y))
    return row[-1]


def _sequences(indices, values, shape, which):
    idx, vals = indices._t, values._t
    dims = [int(v) for v in shape._t.reshape(-1).tolist()]
    if idx.dim() != 2 or idx.shape[1] != len(dims):
        raise ValueError(f"{which}_shape should be equal to {which}_indices shape[1] but got {which}_shape: "
                         f"{len(dims)} and {which}_indices shape[1]: {idx.shape[1] if idx.dim() == 2 else 0}.")
    seqs = {}
    for row, v in zip(idx.tolist(), vals.reshape(-1).tolist()):
        seqs.setdefault(tuple(row[:-1]), []).append((row[-1], v))
    return {k: [v for _, v in sorted(items)] for k, items in seqs.items()}, dims[:-1]


_EDIT_DISTANCE_DOC = """The Levenshtein distance between the sequences of two sparse tensors: every index of
    the leading dimensions names one hypothesis sequence and one truth sequence (their elements ordered by the
    last index), and the result holds the number of insertions, deletions and substitutions turning one into the
    other.

    Args:
        normalize (bool): Divide each distance by the length of its truth sequence (an empty truth gives ``inf``
            against a non-empty hypothesis). Default: ``True``.

    Inputs:
        - **hypothesis_indices** (Tensor) - int64 indices of shape :math:`(N, R)`.
        - **hypothesis_values** (Tensor) - The N values.
        - **hypothesis_shape** (Tensor) - int64 dense shape, R elements.
        - **truth_indices** (Tensor) - int64 indices of shape :math:`(M, R)`.
        - **truth_values** (Tensor) - The M values, of the dtype of `hypothesis_values`.
        - **truth_shape** (Tensor) - int64 dense shape, R elements.

    Outputs:
        float32 Tensor of rank R - 1, each dimension the larger of the two dense shapes'.

    Raises:
        TypeError: If `normalize` is not a bool, or the value dtypes differ.
        ValueError: If a dense shape does not have one element per index column.

    Supported Platforms:
        ``Ascend`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> i64 = mindspore.int64
        >>> hyp = (Tensor(np.array([[0, 0], [0, 1], [1, 0]]), i64), Tensor([5.0, 6.0, 1.0]), Tensor([2, 2], i64))
        >>> truth = (Tensor(np.array([[0, 0], [1, 0], [1, 1]]), i64), Tensor([5.0, 1.0, 2.0]), Tensor([2, 2], i64))
        >>> print(ops.EditDistance(normalize=False)(*hyp, *truth))
        [1. 1.]
    """


def _edit_distance(hypothesis_indices, hypothesis_values, hypothesis_shape, truth_indices, truth_values,
                   truth_shape, normalize=True):
    for arg, v in (("hypothesis_indices", hypothesis_indices), ("hypothesis_values", hypothesis_values),
                   ("hypothesis_shape", hypothesis_shape), ("truth_indices", truth_indices),
                   ("truth_values", truth_values), ("truth_shape", truth_shape)):
        _tensor("EditDistance", arg, v)
    if hypothesis_values._t.dtype != truth_values._t.dtype:
        raise TypeError(f"Dtype of hypothesis_values and truth_values must be the same, but got hypothesis_values: "
                        f"Tensor[{hypothesis_values.dtype}], truth_values: Tensor[{truth_values.dtype}].")
    hyp, hdims = _sequences(hypothesis_indices, hypothesis_values, hypothesis_shape, "hypothesis")
    truth, tdims = _sequences(truth_indices, truth_values, truth_shape, "truth")
    out_shape = tuple(max(a, b) for a, b in zip(hdims, tdims))
    out = torch.zeros(out_shape, dtype=torch.float32)
    for pos in set(hyp) | set(truth):
        h, t = hyp.get(pos, []), truth.get(pos, [])
        dist = float(_levenshtein(h, t))
        if normalize:
            dist = dist / len(t) if t else (float("inf") if h else 0.0)
        out[pos] = dist
    return _wrap(out)


op("EditDistance", "array", functional=False,
   primitive=prim("EditDistance", "(self, normalize=True)",
                  "(self, hypothesis_indices, hypothesis_values, hypothesis_shape, truth_indices, truth_values, "
                  "truth_shape)", doc=_EDIT_DISTANCE_DOC, check=_normalize_check),
   cases=())(_edit_distance)


# ----- ScatterNonAliasingAdd -----------------------------------------------------------------------------------------
_SNAA_DOC = """Adds `updates` into `input_x` at the positions given by the rows of `indices`, writing into
    `input_x` (the deprecated name of an in-place :class:`mindspore.ops.TensorScatterAdd`). Repeated positions
    add up.

    Inputs:
        - **input_x** (Union[Parameter, Tensor]) - The tensor updated in place.
        - **indices** (Tensor) - int32 or int64 of shape :math:`(*, K)`: every row of the last dimension names the
          first K coordinates of a position (a slice when K is below the rank of `input_x`).
        - **updates** (Tensor) - Of the dtype of `input_x` and shape ``indices.shape[:-1] + input_x.shape[K:]``.

    Outputs:
        Tensor holding `input_x`'s values after the update.

    Raises:
        TypeError: If `indices` is not an int32 / int64 Tensor or the dtypes of `input_x` and `updates` differ.
        ValueError: If `updates` has the wrong shape, or an index is out of range.

    Supported Platforms:
        Deprecated

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, Parameter, ops
        >>> x = Parameter(Tensor(np.zeros(5), mindspore.float32), name="x")
        >>> out = ops.ScatterNonAliasingAdd()(x, Tensor([[4], [1], [4]], mindspore.int32), Tensor([1.0, 2.0, 3.0]))
        >>> print(x.asnumpy())
        [0. 2. 0. 0. 4.]
    """


def _scatter_non_aliasing_add(input_x, indices, updates):
    t = _tensor("ScatterNonAliasingAdd", "input_x", input_x)
    idx = _tensor("ScatterNonAliasingAdd", "indices", indices)
    upd = _tensor("ScatterNonAliasingAdd", "updates", updates)
    if idx.dtype not in (torch.int32, torch.int64):
        raise TypeError(f"For 'ScatterNonAliasingAdd', the 'indices' must be an int32 or int64 Tensor, but got "
                        f"{indices.dtype}.")
    if upd.dtype != t.dtype:
        raise TypeError(f"For 'ScatterNonAliasingAdd', the dtype of 'updates' must be the same as 'input_x', but got "
                        f"{updates.dtype} and {input_x.dtype}.")
    k = idx.shape[-1] if idx.dim() else 0
    want = tuple(idx.shape[:-1]) + tuple(t.shape[k:])
    if idx.dim() == 0 or k > t.dim() or tuple(upd.shape) != want:
        raise ValueError(f"For 'ScatterNonAliasingAdd', the shape of 'updates' must be {want}, but got "
                         f"{tuple(upd.shape)}.")
    for d in range(k):
        col = idx[..., d]
        if col.numel() and (int(col.min()) < 0 or int(col.max()) >= t.shape[d]):
            raise ValueError(f"For 'ScatterNonAliasingAdd', the indices of dimension {d} must be in [0, "
                             f"{t.shape[d]}), but got {col.reshape(-1).tolist()}.")
    with torch.no_grad():
        t.index_put_(tuple(idx[..., d].long() for d in range(k)), upd, accumulate=True)
    return _wrap(t)


op("ScatterNonAliasingAdd", "array", functional=False,
   primitive=prim("ScatterNonAliasingAdd", "(self)", "(self, input_x, indices, updates)", doc=_SNAA_DOC),
   cases=())(_scatter_non_aliasing_add)
