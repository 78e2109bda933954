"""Array primitives: casting, reshaping, joining, indexing, scattering, creation."""
import numpy as np
import torch

from ...common import dtype as mstype
from ...common.tensor import Tensor, _wrap
from ..primitive import Primitive, prim_attr_register
from .._prim_infer import prim_base
from .._utils import (ref_output, tt, not_tensor, torch_dtype, shape_tuple, normalize_axis, device, _MS_TO_TORCH,
                      _TORCH_TO_MS)
from .. import _registry, _op_def  # noqa: F401  (_op_def registers the operators)

__all__ = [
    "Cast", "Reshape", "Transpose", "Concat", "Stack", "Pack", "Unstack", "Unpack",
    "Split", "SplitV", "Tile", "Gather", "GatherV2", "GatherD", "GatherNd", "OneHot", "Fill", "Fills", "Ones",
    "Zeros", "OnesLike", "ZerosLike", "Shape", "TensorShape", "Rank", "Size", "Select", "MaskedFill",
    "MaskedSelect", "BroadcastTo", "ScatterNd", "ScatterNdUpdate", "ScatterUpdate", "ScatterNdAdd", "ScatterAdd",
    "TensorScatterUpdate", "TensorScatterAdd", "StridedSlice", "Slice", "Eye", "Range", "DType", "Identity",
    "ArgMaxWithValue", "ArgMinWithValue", "Sort", "Unique", "ReverseV2", "Roll",
    "Tril", "Triu", "Meshgrid", "UnsortedSegmentSum", "UnsortedSegmentMax", "Flatten", "ScalarToTensor",
    "TupleToArray", "ScalarCast", "InvertPermutation", "SpaceToDepth", "DepthToSpace",
]


class Cast(Primitive):
    """Converts a tensor to another data type.

    Refer to :func:`mindspore.ops.cast` for the functional form.

    Inputs:
        - **input_x** (Union[Tensor, Number]) - The value to convert.
        - **dtype** (dtype.Number) - The target dtype, e.g. ``mindspore.float16``.

    Outputs:
        Tensor, same shape as `input_x`, of type `dtype`.

    Raises:
        TypeError: If `input_x` is neither a Tensor nor a number, or `dtype` is not a MindSpore dtype.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x = Tensor(np.array([1.5, -2.7]), mindspore.float32)
        >>> y = ops.Cast()(x, mindspore.int32)
        >>> print(y.dtype, y)
        Int32 [ 1 -2]
    """

    @prim_attr_register
    def __init__(self):
        """Initialize Cast."""

    def __call__(self, input_x, dtype):
        return _cast(input_x, dtype, "Cast")


def _cast(x, dtype, op_name):
    try:
        td = _MS_TO_TORCH[dtype]
    except (KeyError, TypeError):
        raise TypeError(f"For '{op_name}', the 'dtype' must be a MindSpore number type such as mindspore.float32, "
                        f"but got {dtype!r}.") from None
    if isinstance(x, Tensor):
        return _wrap(x._t.to(td))
    if isinstance(x, (bool, int, float, np.ndarray, np.generic)):
        return Tensor(x, dtype)
    raise TypeError(f"For '{op_name}', the 'input_x' must be a Tensor or a number, but got {type(x).__name__}.")


class Reshape(Primitive):
    """Gives the tensor a new shape with the same number of elements (one dimension may be -1).

    Inputs:
        - **input** (Tensor) - The input tensor.
        - **shape** (tuple[int]) - The new shape.

    Outputs:
        Tensor of shape `shape`.

    Raises:
        ValueError: If the element counts do not match.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x = Tensor(np.arange(6), mindspore.int32)
        >>> print(ops.Reshape()(x, (3, -1)))
        [[0 1]
         [2 3]
         [4 5]]
    """

    @prim_attr_register
    def __init__(self):
        """Initialize Reshape."""

    def __call__(self, input, shape):
        return _reshape(input, shape, "Reshape")


def _reshape(x, shape, op_name):
    t = tt(x, op_name)
    if isinstance(shape, list):
        shape = tuple(shape)
    elif isinstance(shape, Tensor):
        shape = shape_tuple(shape, op_name)
    try:
        return _wrap(t.reshape(shape))
    except RuntimeError:
        raise ValueError(f"For '{op_name}', the product of the input shape {tuple(t.shape)} must equal the product "
                         f"of the target shape {tuple(shape)}.") from None
    except TypeError:
        raise TypeError(f"For '{op_name}', the 'shape' must be a tuple of ints, but got {shape!r}.") from None


class Transpose(Primitive):
    """Permutes the dimensions of a tensor.

    Inputs:
        - **input** (Tensor) - The input tensor.
        - **dims** (tuple[int]) - The permutation; its length must equal the input's rank.

    Outputs:
        Tensor, with dimension i of the output being dimension ``dims[i]`` of the input.

    Raises:
        ValueError: If `dims` is not a permutation of the input's dimensions.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x = Tensor(np.arange(6).reshape(2, 3), mindspore.float32)
        >>> print(ops.Transpose()(x, (1, 0)))
        [[0. 3.]
         [1. 4.]
         [2. 5.]]
    """

    @prim_attr_register
    def __init__(self):
        """Initialize Transpose."""

    def __call__(self, input, dims):
        return _transpose(input, dims, "Transpose")


def _transpose(x, dims, op_name):
    t = tt(x, op_name)
    try:
        return _wrap(t.permute(tuple(dims)))
    except (RuntimeError, IndexError):
        raise ValueError(f"For '{op_name}', the 'dims' must be a permutation of the {t.dim()} dimensions of the "
                         f"input (shape {tuple(t.shape)}), but got {tuple(dims)}.") from None



def _tensor_list(x, op_name, arg="tensors"):
    if not isinstance(x, (tuple, list)):
        raise TypeError(f"For '{op_name}', the '{arg}' must be a tuple or list of Tensors, but got "
                        f"{type(x).__name__}.")
    return [v._t if isinstance(v, Tensor) else tt(v, op_name, arg) for v in x]


class Concat(Primitive):
    """Joins tensors along an existing axis.

    Args:
        axis (int): The axis. Default: ``0``.

    Inputs:
        - **tensors** (Union[tuple, list]) - Tensors whose shapes match except along `axis`.

    Outputs:
        Tensor, the concatenation.

    Raises:
        TypeError: If `tensors` is not a tuple or list of Tensors.
        ValueError: If the shapes do not match.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x = Tensor(np.array([[0, 1], [2, 1]]).astype(np.float32))
        >>> print(ops.Concat(1)((x, x)))
        [[0. 1. 0. 1.]
         [2. 1. 2. 1.]]
    """

    @prim_attr_register
    def __init__(self, axis=0):
        """Initialize Concat."""

    def __call__(self, tensors):
        return _concat(tensors, self.axis, "Concat")


def _concat(tensors, axis, op_name):
    ts = _tensor_list(tensors, op_name)
    try:
        return _wrap(torch.cat(ts, axis))
    except (RuntimeError, IndexError) as e:
        raise ValueError(f"For '{op_name}', the inputs must have the same shape except along axis {axis}, but got "
                         f"shapes {[tuple(t.shape) for t in ts]} ({e}).") from None


class Stack(Primitive):
    """Stacks tensors of the same shape along a new axis.

    Args:
        axis (int): Where the new axis goes. Default: ``0``.

    Inputs:
        - **input_x** (Union[tuple, list]) - Tensors of the same shape and dtype.

    Outputs:
        Tensor with one more dimension.

    Raises:
        ValueError: If the shapes differ.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> a = Tensor([0.0, 1.0], mindspore.float32)
        >>> b = Tensor([2.0, 3.0], mindspore.float32)
        >>> print(ops.Stack()((a, b)))
        [[0. 1.]
         [2. 3.]]
    """

    @prim_attr_register
    def __init__(self, axis=0):
        """Initialize Stack."""

    def __call__(self, input_x):
        return _stack(input_x, self.axis, self.name)


def _stack(tensors, axis, op_name):
    ts = _tensor_list(tensors, op_name, "input_x")
    try:
        return _wrap(torch.stack(ts, axis))
    except (RuntimeError, IndexError):
        raise ValueError(f"For '{op_name}', all inputs must have the same shape, but got "
                         f"{[tuple(t.shape) for t in ts]}.") from None


class Pack(Stack):
    """Stacks tensors of the same shape along a new axis (deprecated name of :class:`Stack`).

    Args:
        axis (int): Where the new axis goes. Default: ``0``.

    Inputs:
        - **x** (Union[tuple, list]) - Tensors of the same shape.

    Outputs:
        Tensor with one more dimension.

    Raises:
        ValueError: If the shapes differ.

    Supported Platforms:
        Deprecated

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.Pack()([Tensor([1, 2]), Tensor([3, 4])]).shape)
        (2, 2)
    """


class Unstack(Primitive):
    """Splits a tensor into its slices along an axis.

    Args:
        axis (int): The axis to unstack along. Default: ``0``.
        num (int): The expected number of slices (checked when given). Default: ``None``.

    Inputs:
        - **input_x** (Tensor) - The input tensor.

    Outputs:
        Tuple of Tensors, each with one dimension less.

    Raises:
        ValueError: If `axis` is out of range.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x = Tensor([[1, 1, 1, 1], [2, 2, 2, 2]], mindspore.int32)
        >>> print(ops.Unstack()(x))
        (Tensor(shape=[4], dtype=Int32, value= [1, 1, 1, 1]), Tensor(shape=[4], dtype=Int32, value= [2, 2, 2, 2]))
    """

    @prim_attr_register
    def __init__(self, axis=0, num=None):
        """Initialize Unstack."""

    def __call__(self, input_x):
        t = tt(input_x, self.name, "input_x")
        axis = normalize_axis(self.axis, t.dim(), self.name)
        if self.num is not None and t.shape[axis] != self.num:
            raise ValueError(f"For '{self.name}', the 'num' must equal the size of axis {axis} ({t.shape[axis]}), "
                             f"but got {self.num}.")
        return tuple(_wrap(s) for s in t.unbind(axis))


class Unpack(Unstack):
    """Splits a tensor into its slices along an axis (deprecated name of :class:`Unstack`).

    Args:
        axis (int): The axis to unstack along. Default: ``0``.

    Inputs:
        - **x** (Tensor) - The input tensor.

    Outputs:
        Tuple of Tensors.

    Raises:
        ValueError: If `axis` is out of range.

    Supported Platforms:
        Deprecated

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(len(ops.Unpack()(Tensor([[1, 2], [3, 4]]))))
        2
    """

    @prim_attr_register
    def __init__(self, axis=0):
        """Initialize Unpack."""
        self.add_prim_attr("num", None)


class Split(Primitive):
    """Splits a tensor into `output_num` equal parts along `axis`.

    Args:
        axis (int): The axis to split. Default: ``0``.
        output_num (int): The number of parts; must divide the axis length. Default: ``1``.

    Inputs:
        - **input_x** (Tensor) - The input tensor.

    Outputs:
        Tuple of `output_num` Tensors.

    Raises:
        ValueError: If the axis length is not divisible by `output_num`.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x = Tensor(np.array([[1, 1, 1, 1], [2, 2, 2, 2]]), mindspore.int32)
        >>> out = ops.Split(1, 2)(x)
        >>> print(out[0])
        [[1 1]
         [2 2]]
    """

    @prim_attr_register
    def __init__(self, axis=0, output_num=1):
        """Initialize Split."""
        if isinstance(output_num, bool) or not isinstance(output_num, int):
            raise TypeError(f"For 'Split', the 'output_num' must be int, but got {type(output_num).__name__}.")
        if output_num <= 0:
            raise ValueError(f"For 'Split', the 'output_num' must be positive, but got {output_num}.")

    def __call__(self, input_x):
        t = tt(input_x, self.name, "input_x")
        axis = normalize_axis(self.axis, t.dim(), self.name)
        n = t.shape[axis]
        if n % self.output_num:
            raise ValueError(f"For 'Split', the length of axis {axis} ({n}) must be divisible by 'output_num' "
                             f"({self.output_num}).")
        return tuple(_wrap(s) for s in t.split(n // self.output_num, axis))


class SplitV(Primitive):
    """Splits a tensor into parts of the given sizes along `split_dim`.

    Args:
        size_splits (Union[tuple, list]): The part sizes; one may be -1 (the rest).
        split_dim (int): The axis to split.
        num_split (int): The number of parts.

    Inputs:
        - **input_x** (Tensor) - The input tensor.

    Outputs:
        Tuple of `num_split` Tensors.

    Raises:
        ValueError: If the sizes do not add up to the axis length.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x = Tensor(np.arange(9).reshape(3, 3), mindspore.int32)
        >>> print([t.shape for t in ops.SplitV((1, -1), 1, 2)(x)])
        [(3, 1), (3, 2)]
    """

    @prim_attr_register
    def __init__(self, size_splits, split_dim, num_split):
        """Initialize SplitV."""

    def __call__(self, input_x):
        t = tt(input_x, self.name, "input_x")
        sizes = list(self.size_splits)
        n = t.shape[self.split_dim]
        if -1 in sizes:
            i = sizes.index(-1)
            sizes[i] = n - (sum(sizes) + 1)
        if sum(sizes) != n:
            raise ValueError(f"For 'SplitV', the 'size_splits' must add up to {n}, but got {self.size_splits}.")
        return tuple(_wrap(s) for s in t.split(sizes, self.split_dim))


class Tile(Primitive):
    """Repeats a tensor `dims[i]` times along dimension i.

    Inputs:
        - **input** (Tensor) - The input tensor.
        - **dims** (tuple[int]) - The number of repetitions per dimension.

    Outputs:
        Tensor, the tiled result.

    Raises:
        TypeError: If `dims` is not a tuple of ints.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x = Tensor([[1.0, 2.0], [3.0, 4.0]], mindspore.float32)
        >>> print(ops.Tile()(x, (2, 1)))
        [[1. 2.]
         [3. 4.]
         [1. 2.]
         [3. 4.]]
    """

    @prim_attr_register
    def __init__(self):
        """Initialize Tile."""

    def __call__(self, input, dims):
        return _tile(input, dims, "Tile")


def _tile(x, dims, op_name):
    t = tt(x, op_name)
    if not isinstance(dims, (tuple, list)):
        raise TypeError(f"For '{op_name}', the 'dims' must be a tuple of ints, but got {type(dims).__name__}.")
    return _wrap(t.tile(tuple(dims)))


def _gather(params, indices, axis, batch_dims, op_name):
    t = tt(params, op_name, "input_params")
    idx = indices._t if isinstance(indices, Tensor) else torch.as_tensor(indices, device=t.device)
    if isinstance(axis, Tensor):
        axis = int(axis)
    axis = normalize_axis(axis, t.dim(), op_name)
    if batch_dims:
        if batch_dims < 0:
            batch_dims += idx.dim()
        bshape = tuple(t.shape[:batch_dims])
        flat_t = t.reshape((-1,) + tuple(t.shape[batch_dims:]))
        flat_i = idx.reshape((-1,) + tuple(idx.shape[batch_dims:]))
        outs = [_gather(_wrap(a), _wrap(b), axis - batch_dims, 0, op_name)._t for a, b in zip(flat_t, flat_i)]
        r = torch.stack(outs)
        return _wrap(r.reshape(bshape + tuple(r.shape[1:])))
    if idx.dim() == 1:
        return _wrap(torch.index_select(t, axis, idx))
    r = torch.index_select(t, axis, idx.reshape(-1))
    return _wrap(r.reshape(tuple(t.shape[:axis]) + tuple(idx.shape) + tuple(t.shape[axis + 1:])))


class Gather(Primitive):
    """Takes slices of `input_params` along `axis` at the positions `input_indices`.

    Args:
        batch_dims (int): Number of leading batch dimensions shared by params and indices. Default: ``0``.

    Inputs:
        - **input_params** (Tensor) - The source tensor.
        - **input_indices** (Tensor) - Integer indices into dimension `axis`.
        - **axis** (int) - The dimension to index.

    Outputs:
        Tensor of shape ``params.shape[:axis] + indices.shape + params.shape[axis + 1:]``.

    Raises:
        TypeError: If `axis` is not an int.
        ValueError: If `axis` is out of range.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> params = Tensor(np.array([[1, 2, 7, 42], [3, 4, 54, 22], [2, 2, 55, 3]]), mindspore.float32)
        >>> indices = Tensor(np.array([1, 2]), mindspore.int32)
        >>> print(ops.Gather()(params, indices, 0))
        [[ 3.  4. 54. 22.]
         [ 2.  2. 55.  3.]]
    """

    @prim_attr_register
    def __init__(self, batch_dims=0):
        """Initialize Gather."""

    def __call__(self, input_params, input_indices, axis):
        return _gather(input_params, input_indices, axis, self.batch_dims, "Gather")


class GatherV2(Gather):
    """Takes slices of a tensor along `axis` (deprecated name of :class:`Gather`; `batch_dims` is an input).

    Inputs:
        - **params** (Tensor) - The source tensor.
        - **indices** (Tensor) - Integer indices.
        - **axis** (int) - The dimension to index.
        - **batch_dims** (int) - Number of leading batch dimensions shared by params and indices. MindSpore
          requires this input; here it defaults to ``0``.

    Outputs:
        Tensor, the gathered slices.

    Raises:
        ValueError: If `axis` is out of range.

    Supported Platforms:
        Deprecated

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.GatherV2()(Tensor([5, 6, 7]), Tensor([2, 0]), 0, 0))
        [7 5]
        >>> params = Tensor(np.arange(6).reshape(2, 3), mindspore.float32)
        >>> indices = Tensor(np.array([[2, 0], [1, 1]]), mindspore.int32)
        >>> print(ops.GatherV2()(params, indices, 1, 1))
        [[2. 0.]
         [4. 4.]]
    """

    @prim_attr_register
    def __init__(self):
        """Initialize GatherV2."""
        self.add_prim_attr("batch_dims", 0)

    def __call__(self, params, indices, axis, batch_dims=0):
        if isinstance(batch_dims, Tensor):
            batch_dims = int(batch_dims)
        return _gather(params, indices, axis, batch_dims, "GatherV2")


class GatherD(Primitive):
    """Gathers values along a dimension: ``output[i][j] = x[index[i][j]][j]`` for ``dim == 0`` (and so on).

    Inputs:
        - **x** (Tensor) - The source tensor.
        - **dim** (int) - The dimension to gather along.
        - **index** (Tensor) - Integer indices, same rank as `x`.

    Outputs:
        Tensor of the shape of `index`.

    Raises:
        TypeError: If `index` is not an integer Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x = Tensor([[1, 2], [3, 4]], mindspore.int32)
        >>> index = Tensor([[0, 0], [1, 0]], mindspore.int32)
        >>> print(ops.GatherD()(x, 1, index))
        [[1 1]
         [4 3]]
    """

    @prim_attr_register
    def __init__(self):
        """Initialize GatherD."""

    def __call__(self, x, dim, index):
        return _wrap(torch.gather(tt(x, self.name, "x"), dim, tt(index, self.name, "index").long()))


def _nd_index(indices):
    idx = indices.long()
    return tuple(idx[..., k] for k in range(idx.shape[-1]))


def _apply_in_order(target, index, updates, fn):
    """Sets ``target[index] = fn(target[index], updates)`` in place, one update after another for repeated positions.

    `index` is a tuple of equally shaped integer tensors addressing the leading dimensions of `target`; `updates`
    has the index shape followed by the remaining dimensions of `target`. A position addressed several times
    receives its updates in the order they appear, as MindSpore's scatter kernels apply them.
    """
    index = tuple(i.reshape(-1) for i in index)
    n = index[0].numel() if index else 0
    updates = updates.reshape((n,) + tuple(target.shape[len(index):]))
    linear = torch.zeros(n, dtype=torch.long, device=target.device)
    for k, i in enumerate(index):
        linear = linear * target.shape[k] + i % target.shape[k]
    order = torch.sort(linear, stable=True).indices
    ordered = linear[order]
    pos = torch.arange(n, device=target.device)
    first = torch.ones(n, dtype=torch.bool, device=target.device)
    first[1:] = ordered[1:] != ordered[:-1]
    rank = torch.empty_like(pos)
    rank[order] = pos - torch.cummax(torch.where(first, pos, 0), 0).values
    for r in range(int(rank.max()) + 1 if n else 0):
        sel = rank == r
        at = tuple(i[sel] for i in index)
        target[at] = fn(target[at], updates[sel])
    return target


class GatherNd(Primitive):
    """Gathers slices of `input_x` addressed by the last dimension of `indices`.

    Inputs:
        - **input_x** (Tensor) - The source tensor.
        - **indices** (Tensor) - Integer indices of shape :math:`(*, K)`; each row addresses the first K dimensions.

    Outputs:
        Tensor of shape ``indices.shape[:-1] + input_x.shape[K:]``.

    Raises:
        TypeError: If an input is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x = Tensor([[-0.1, 0.3, 3.6], [0.4, 0.5, -3.2]], mindspore.float32)
        >>> indices = Tensor([[0, 0], [1, 1]], mindspore.int32)
        >>> print(ops.GatherNd()(x, indices))
        [-0.1  0.5]
    """

    @prim_attr_register
    def __init__(self):
        """Initialize GatherNd."""

    def __call__(self, input_x, indices):
        return _wrap(tt(input_x, self.name, "input_x")[_nd_index(tt(indices, self.name, "indices"))])


class OneHot(Primitive):
    """One-hot encoding: position ``indices[j]`` gets `on_value`, the others `off_value`.

    Args:
        axis (int): Where the new depth dimension goes. Default: ``-1``.

    Inputs:
        - **indices** (Tensor) - Integer class indices.
        - **depth** (int) - The number of classes.
        - **on_value** (Union[Tensor, int, float]) - The value at the hot position.
        - **off_value** (Union[Tensor, int, float]) - The value elsewhere.

    Outputs:
        Tensor of dtype of `on_value`, with one more dimension of length `depth`.

    Raises:
        TypeError: If `indices` is not an integer Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> indices = Tensor(np.array([0, 1, 2]), mindspore.int32)
        >>> on, off = Tensor(1.0, mindspore.float32), Tensor(0.0, mindspore.float32)
        >>> print(ops.OneHot()(indices, 3, on, off))
        [[1. 0. 0.]
         [0. 1. 0.]
         [0. 0. 1.]]
    """

    @prim_attr_register
    def __init__(self, axis=-1):
        """Initialize OneHot."""

    def __call__(self, indices, depth, on_value, off_value):
        return _one_hot(indices, depth, on_value, off_value, self.axis, "OneHot")


def _one_hot(indices, depth, on_value, off_value, axis, op_name):
    idx = tt(indices, op_name, "indices")
    if idx.is_floating_point():
        raise TypeError(f"For '{op_name}', the 'indices' must be a Tensor of int32 or int64, but got "
                        f"{_TORCH_TO_MS[idx.dtype]}.")
    depth = int(depth)
    if depth < 0:
        raise ValueError(f"For '{op_name}', the 'depth' must be greater than or equal to 0, but got {depth}.")
    on = on_value._t if isinstance(on_value, Tensor) else torch.tensor(on_value, device=idx.device)
    off = off_value._t if isinstance(off_value, Tensor) else torch.tensor(off_value, device=idx.device)
    if not isinstance(on_value, Tensor) and isinstance(on_value, float):
        on = on.float()
    valid = (idx >= 0) & (idx < depth)
    hot = torch.nn.functional.one_hot(torch.where(valid, idx, 0).long(), depth).bool() & valid.unsqueeze(-1)
    r = torch.where(hot, on.to(on.dtype), off.to(on.dtype))
    if axis != -1 and axis != r.dim() - 1:
        r = r.movedim(-1, axis)
    return _wrap(r)


class Fill(prim_base("Fill")):
    """A tensor of the given dtype and shape filled with a value.

    Inputs:
        - **dtype** (mindspore.dtype) - The dtype.
        - **dims** (tuple[int]) - The shape.
        - **x** (Union[number.Number, Tensor]) - The fill value.

    Outputs:
        Tensor of shape `dims` and type `dtype`.

    Raises:
        TypeError: If `dtype` is not a MindSpore dtype.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import ops
        >>> print(ops.Fill()(mindspore.float32, (2, 2), 1))
        [[1. 1.]
         [1. 1.]]
    """

    @prim_attr_register
    def __init__(self):
        """Initialize Fill."""

    def __call__(self, dtype, dims, x):
        return _fill(dtype, dims, x, "Fill")


def _fill(dtype, shape, value, op_name):
    td = torch_dtype(dtype, op_name, "type") if dtype is not None else None
    shape = shape_tuple(shape, op_name, "shape")
    if isinstance(value, Tensor):
        return _wrap(value._t.to(td or value._t.dtype).expand(shape).clone())
    if td is None:
        td = torch.float32 if isinstance(value, float) else (torch.bool if isinstance(value, bool) else torch.int64)
    return _wrap(torch.full(shape, value, dtype=td, device=device()))


class Fills(Primitive):
    """A tensor of the shape and dtype of `x` filled with `value`.

    Inputs:
        - **x** (Tensor) - Gives shape and dtype.
        - **value** (Union[number.Number, Tensor]) - The fill value.

    Outputs:
        Tensor, same shape and dtype as `x`.

    Raises:
        TypeError: If `x` is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.Fills()(Tensor([1.0, 2.0], mindspore.float32), 5.0))
        [5. 5.]
    """

    @prim_attr_register
    def __init__(self):
        """Initialize Fills."""

    def __call__(self, x, value):
        t = tt(x, self.name, "x")
        return _wrap(torch.full_like(t, float(value) if isinstance(value, Tensor) else value))


class Ones(Primitive):
    """A tensor of ones.

    Inputs:
        - **shape** (Union[tuple[int], int]) - The shape.
        - **dtype** (mindspore.dtype) - The dtype. Default: ``None`` (float32).

    Outputs:
        Tensor of shape `shape`.

    Raises:
        TypeError: If `shape` is not an int or tuple of ints.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import ops
        >>> print(ops.Ones()((2, 2), mindspore.float32))
        [[1. 1.]
         [1. 1.]]
    """

    @prim_attr_register
    def __init__(self):
        """Initialize Ones."""

    def __call__(self, shape, dtype=None):
        return _full(shape, 1, dtype, "Ones")


def _full(shape, value, dtype, op_name):
    td = torch.float32 if dtype is None else torch_dtype(dtype, op_name)
    return _wrap(torch.full(shape_tuple(shape, op_name), value, dtype=td, device=device()))


class Zeros(Primitive):
    """A tensor of zeros.

    Inputs:
        - **size** (Union[tuple[int], int]) - The shape.
        - **dtype** (mindspore.dtype) - The dtype. Default: ``None`` (float32).

    Outputs:
        Tensor of shape `size`.

    Raises:
        TypeError: If `size` is not an int or tuple of ints.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import ops
        >>> print(ops.Zeros()((2, 2), mindspore.float32))
        [[0. 0.]
         [0. 0.]]
    """

    @prim_attr_register
    def __init__(self):
        """Initialize Zeros."""

    def __call__(self, size, dtype=None):
        return _full(size, 0, dtype, "Zeros")


class OnesLike(Primitive):
    """A tensor of ones with the shape and dtype of the input.

    Inputs:
        - **x** (Tensor) - Gives shape and dtype.

    Outputs:
        Tensor, same shape and dtype as `x`.

    Raises:
        TypeError: If `x` is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.OnesLike()(Tensor([[0, 1], [2, 1]], mindspore.int32)))
        [[1 1]
         [1 1]]
    """

    @prim_attr_register
    def __init__(self):
        """Initialize OnesLike."""

    def __call__(self, x):
        if isinstance(x, Tensor):
            return _wrap(torch.ones_like(x._t))
        raise not_tensor(self.name, "x", x)


class ZerosLike(Primitive):
    """A tensor of zeros with the shape and dtype of the input.

    Inputs:
        - **x** (Tensor) - Gives shape and dtype.

    Outputs:
        Tensor, same shape and dtype as `x`.

    Raises:
        TypeError: If `x` is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.ZerosLike()(Tensor([[0.5, 1.0]], mindspore.float32)))
        [[0. 0.]]
    """

    @prim_attr_register
    def __init__(self):
        """Initialize ZerosLike."""

    def __call__(self, x):
        if isinstance(x, Tensor):
            return _wrap(torch.zeros_like(x._t))
        raise not_tensor(self.name, "x", x)


class Shape(Primitive):
    """The shape of a tensor, as a tuple of ints.

    Inputs:
        - **x** (Tensor) - The input tensor.

    Outputs:
        tuple[int].

    Raises:
        TypeError: If `x` is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.Shape()(Tensor(np.ones(shape=[3, 2, 1]), mindspore.float32)))
        (3, 2, 1)
    """

    @prim_attr_register
    def __init__(self):
        """Initialize Shape."""

    def __call__(self, x):
        if isinstance(x, Tensor):
            return tuple(x._t.shape)
        raise not_tensor(self.name, "x", x)


class TensorShape(Primitive):
    """The shape of a tensor, as an int64 Tensor.

    Inputs:
        - **input_x** (Tensor) - The input tensor.

    Outputs:
        1-D Tensor of int64.

    Raises:
        TypeError: If `input_x` is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.TensorShape()(Tensor(np.ones(shape=[3, 2, 1]), mindspore.float32)))
        [3 2 1]
    """

    @prim_attr_register
    def __init__(self):
        """Initialize TensorShape."""

    def __call__(self, input_x):
        t = tt(input_x, self.name, "input_x")
        return _wrap(torch.tensor(tuple(t.shape), dtype=torch.int64, device=t.device))


class Rank(Primitive):
    """The number of dimensions of a tensor.

    Inputs:
        - **x** (Tensor) - The input tensor.

    Outputs:
        int.

    Raises:
        TypeError: If `x` is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.Rank()(Tensor(np.ones([2, 2]), mindspore.float32)))
        2
    """

    @prim_attr_register
    def __init__(self):
        """Initialize Rank."""

    def __call__(self, x):
        if isinstance(x, Tensor):
            return x._t.dim()
        raise not_tensor(self.name, "x", x)


class Size(Primitive):
    """The number of elements of a tensor.

    Inputs:
        - **input_x** (Tensor) - The input tensor.

    Outputs:
        int.

    Raises:
        TypeError: If `input_x` is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.Size()(Tensor(np.ones([2, 3]), mindspore.float32)))
        6
    """

    @prim_attr_register
    def __init__(self):
        """Initialize Size."""

    def __call__(self, input_x):
        if isinstance(input_x, Tensor):
            return input_x._t.numel()
        raise not_tensor(self.name, "input_x", input_x)


def _select(cond, x, y, op_name):
    c = tt(cond, op_name, "condition")
    a = x._t if isinstance(x, Tensor) else x
    b = y._t if isinstance(y, Tensor) else y
    try:
        return _wrap(torch.where(c, a, b))
    except RuntimeError:
        raise ValueError(f"For '{op_name}', the shapes of 'condition' {tuple(c.shape)}, 'input' "
                         f"{tuple(getattr(a, 'shape', ()))} and 'other' {tuple(getattr(b, 'shape', ()))} cannot be "
                         f"broadcast together.") from None


class Select(Primitive):
    """Chooses elements from two inputs by a boolean condition: ``condition ? input : other``.

    Inputs:
        - **condition** (Tensor[bool]) - The condition.
        - **input** (Union[Tensor, number]) - Values where the condition is True.
        - **other** (Union[Tensor, number]) - Values where the condition is False.

    Outputs:
        Tensor, the broadcast shape.

    Raises:
        TypeError: If `condition` is not a Tensor.
        ValueError: If the shapes cannot be broadcast.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> cond = Tensor([True, False])
        >>> x = Tensor([2.0, 3.0], mindspore.float32)
        >>> y = Tensor([1.0, 2.0], mindspore.float32)
        >>> print(ops.Select()(cond, x, y))
        [2. 2.]
    """

    @prim_attr_register
    def __init__(self):
        """Initialize Select."""

    def __call__(self, condition, input, other):
        return _select(condition, input, other, "Select")


class MaskedFill(Primitive):
    """Replaces the elements where `mask` is True with `value`.

    Inputs:
        - **input_x** (Tensor) - The input tensor.
        - **mask** (Tensor[bool]) - Broadcastable to `input_x`.
        - **value** (Union[float, Tensor]) - The fill value.

    Outputs:
        Tensor, same shape and dtype as `input_x`.

    Raises:
        TypeError: If `input_x` or `mask` is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x = Tensor([1.0, 2.0, 3.0, 4.0], mindspore.float32)
        >>> mask = Tensor([True, True, False, True])
        >>> print(ops.MaskedFill()(x, mask, 0.5))
        [0.5 0.5 3.  0.5]
    """

    @prim_attr_register
    def __init__(self):
        """Initialize MaskedFill."""

    def __call__(self, input_x, mask, value):
        t = tt(input_x, self.name, "input_x")
        return _wrap(t.masked_fill(tt(mask, self.name, "mask"), value._t if isinstance(value, Tensor) else value))


class MaskedSelect(Primitive):
    """The elements of `input` where `mask` is True, as a 1-D tensor.

    Inputs:
        - **input** (Tensor) - The input tensor.
        - **mask** (Tensor[bool]) - Broadcastable to `input`.

    Outputs:
        1-D Tensor.

    Raises:
        TypeError: If an input is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x = Tensor([1, 2, 3, 4], mindspore.int32)
        >>> print(ops.MaskedSelect()(x, Tensor([True, False, True, False])))
        [1 3]
    """

    @prim_attr_register
    def __init__(self):
        """Initialize MaskedSelect."""

    def __call__(self, input, mask):
        return _wrap(torch.masked_select(tt(input, self.name), tt(mask, self.name, "mask")))


def _broadcast_to(x, shape, op_name):
    t = tt(x, op_name)
    shape = tuple(shape)
    lead = len(shape) - t.dim()
    target = tuple(t.shape[i - lead] if s == -1 and i >= lead else s for i, s in enumerate(shape))
    try:
        return _wrap(t.expand(target))
    except RuntimeError:
        raise ValueError(f"For '{op_name}', the input of shape {tuple(t.shape)} cannot be broadcast to "
                         f"{shape}.") from None


class BroadcastTo(Primitive):
    """Broadcasts a tensor to a shape (-1 keeps the input's size in that dimension).

    Args:
        shape (tuple[int]): The target shape.

    Inputs:
        - **input** (Tensor) - The input tensor.

    Outputs:
        Tensor of shape `shape`.

    Raises:
        ValueError: If the input cannot be broadcast to `shape`.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x = Tensor([1.0, 2.0, 3.0], mindspore.float32)
        >>> print(ops.BroadcastTo((2, 3))(x))
        [[1. 2. 3.]
         [1. 2. 3.]]
    """

    @prim_attr_register
    def __init__(self, shape):
        """Initialize BroadcastTo."""

    def __call__(self, input):
        return _broadcast_to(input, self.shape, self.name)


def _updates_for(t, index, updates):
    u = updates._t if isinstance(updates, Tensor) else torch.as_tensor(updates, device=t.device)
    return u.to(t.dtype)


class ScatterNd(Primitive):
    """Scatters `updates` into a zero tensor of `shape` at `indices` (duplicates are summed).

    Inputs:
        - **indices** (Tensor) - Integer indices of shape :math:`(*, K)`.
        - **updates** (Tensor) - Values of shape ``indices.shape[:-1] + shape[K:]``.
        - **shape** (tuple[int]) - The output shape.

    Outputs:
        Tensor of shape `shape`, dtype of `updates`.

    Raises:
        TypeError: If `indices` is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> indices = Tensor([[0], [2]], mindspore.int32)
        >>> updates = Tensor([3.0, 4.0], mindspore.float32)
        >>> print(ops.ScatterNd()(indices, updates, (4,)))
        [3. 0. 4. 0.]
    """

    @prim_attr_register
    def __init__(self):
        """Initialize ScatterNd."""

    def __call__(self, indices, updates, shape):
        u = tt(updates, self.name, "updates")
        out = torch.zeros(shape_tuple(shape, self.name), dtype=u.dtype, device=u.device)
        return _wrap(out.index_put(_nd_index(tt(indices, self.name, "indices")), u, accumulate=True))


class TensorScatterUpdate(prim_base("TensorScatterUpdate")):
    """A copy of `input_x` with the positions `indices` replaced by `updates`.

    Inputs:
        - **input_x** (Tensor) - The input tensor.
        - **indices** (Tensor) - Integer indices of shape :math:`(*, K)`.
        - **updates** (Tensor) - Values of shape ``indices.shape[:-1] + input_x.shape[K:]``.

    Outputs:
        Tensor, same shape and dtype as `input_x`.

    Raises:
        TypeError: If an input is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x = Tensor([[-0.1, 0.3, 3.6], [0.4, 0.5, -3.2]], mindspore.float32)
        >>> indices = Tensor([[0, 0], [1, 1]], mindspore.int32)
        >>> print(ops.TensorScatterUpdate()(x, indices, Tensor([1.0, 2.2], mindspore.float32)))
        [[ 1.   0.3  3.6]
         [ 0.4  2.2 -3.2]]
    """

    @prim_attr_register
    def __init__(self):
        """Initialize TensorScatterUpdate."""

    def __call__(self, input_x, indices, updates):
        t = tt(input_x, self.name, "input_x")
        return _wrap(t.index_put(_nd_index(tt(indices, self.name, "indices")), _updates_for(t, None, updates)))


class TensorScatterAdd(Primitive):
    """A copy of `input_x` with `updates` added at the positions `indices` (duplicates accumulate).

    Inputs:
        - **input_x** (Tensor) - The input tensor.
        - **indices** (Tensor) - Integer indices of shape :math:`(*, K)`.
        - **updates** (Tensor) - Values of shape ``indices.shape[:-1] + input_x.shape[K:]``.

    Outputs:
        Tensor, same shape and dtype as `input_x`.

    Raises:
        TypeError: If an input is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x = Tensor([1.0, 1.0, 1.0], mindspore.float32)
        >>> print(ops.TensorScatterAdd()(x, Tensor([[0], [0], [2]]), Tensor([1.0, 2.0, 5.0])))
        [4. 1. 6.]
    """

    @prim_attr_register
    def __init__(self):
        """Initialize TensorScatterAdd."""

    def __call__(self, input_x, indices, updates):
        t = tt(input_x, self.name, "input_x")
        return _wrap(t.index_put(_nd_index(tt(indices, self.name, "indices")), _updates_for(t, None, updates),
                                 accumulate=True))


def _inplace(var, op_name):
    """The torch tensor to write into in place (the data behind a Parameter or Tensor)."""
    if isinstance(var, Tensor):
        return var._t.data
    raise TypeError(f"For '{op_name}', the 'input_x' must be a Parameter or Tensor, but got {type(var).__name__}.")


class ScatterNdUpdate(Primitive):
    """Writes `updates` into the Parameter `input_x` at `indices`, in place; returns `input_x`.

    Args:
        use_locking (bool): Kept for compatibility. Default: ``True``.

    Inputs:
        - **input_x** (Parameter) - The tensor to update.
        - **indices** (Tensor) - Integer indices of shape :math:`(*, K)`.
        - **updates** (Tensor) - Values of shape ``indices.shape[:-1] + input_x.shape[K:]``.

    Outputs:
        The updated `input_x`.

    Raises:
        TypeError: If `input_x` is not a Parameter or Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, Parameter, ops
        >>> x = Parameter(Tensor(np.zeros((2, 2)), mindspore.float32), name="x")
        >>> out = ops.ScatterNdUpdate()(x, Tensor([[0, 1]], mindspore.int32), Tensor([5.0], mindspore.float32))
        >>> print(x.asnumpy())
        [[0. 5.]
         [0. 0.]]
    """

    @prim_attr_register
    def __init__(self, use_locking=True):
        """Initialize ScatterNdUpdate."""

    def __call__(self, input_x, indices, updates):
        d = _inplace(input_x, self.name)
        d.index_put_(_nd_index(tt(indices, self.name, "indices")), _updates_for(d, None, updates))
        return ref_output(input_x)


class ScatterNdAdd(Primitive):
    """Adds `updates` into the Parameter `input_x` at `indices`, in place; returns `input_x`.

    Args:
        use_locking (bool): Kept for compatibility. Default: ``False``.

    Inputs:
        - **input_x** (Parameter) - The tensor to update.
        - **indices** (Tensor) - Integer indices of shape :math:`(*, K)`.
        - **updates** (Tensor) - Values of shape ``indices.shape[:-1] + input_x.shape[K:]``.

    Outputs:
        The updated `input_x`.

    Raises:
        TypeError: If `input_x` is not a Parameter or Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, Parameter, ops
        >>> x = Parameter(Tensor(np.ones(3), mindspore.float32), name="x")
        >>> out = ops.ScatterNdAdd()(x, Tensor([[0], [0]], mindspore.int32), Tensor([1.0, 2.0], mindspore.float32))
        >>> print(x.asnumpy())
        [4. 1. 1.]
    """

    @prim_attr_register
    def __init__(self, use_locking=False):
        """Initialize ScatterNdAdd."""

    def __call__(self, input_x, indices, updates):
        d = _inplace(input_x, self.name)
        d.index_put_(_nd_index(tt(indices, self.name, "indices")), _updates_for(d, None, updates), accumulate=True)
        return ref_output(input_x)


class ScatterUpdate(Primitive):
    """Writes `updates` into rows `indices` (along axis 0) of the Parameter `input_x`, in place.

    Args:
        use_locking (bool): Kept for compatibility. Default: ``True``.

    Inputs:
        - **input_x** (Parameter) - The tensor to update.
        - **indices** (Tensor) - Integer row indices.
        - **updates** (Tensor) - Values of shape ``indices.shape + input_x.shape[1:]``.

    Outputs:
        The updated `input_x`.

    Raises:
        TypeError: If `input_x` is not a Parameter or Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, Parameter, ops
        >>> x = Parameter(Tensor(np.zeros((3, 2)), mindspore.float32), name="x")
        >>> out = ops.ScatterUpdate()(x, Tensor([2], mindspore.int32), Tensor([[1.0, 2.0]], mindspore.float32))
        >>> print(x.asnumpy())
        [[0. 0.]
         [0. 0.]
         [1. 2.]]
    """

    @prim_attr_register
    def __init__(self, use_locking=True):
        """Initialize ScatterUpdate."""

    def __call__(self, input_x, indices, updates):
        d = _inplace(input_x, self.name)
        d[tt(indices, self.name, "indices").long()] = _updates_for(d, None, updates)
        return ref_output(input_x)


class ScatterAdd(Primitive):
    """Adds `updates` into rows `indices` (along axis 0) of the Parameter `input_x`, in place.

    Args:
        use_locking (bool): Kept for compatibility. Default: ``False``.

    Inputs:
        - **input_x** (Parameter) - The tensor to update.
        - **indices** (Tensor) - Integer row indices (duplicates accumulate).
        - **updates** (Tensor) - Values of shape ``indices.shape + input_x.shape[1:]``.

    Outputs:
        The updated `input_x`.

    Raises:
        TypeError: If `input_x` is not a Parameter or Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, Parameter, ops
        >>> x = Parameter(Tensor(np.zeros((2, 2)), mindspore.float32), name="x")
        >>> u = Tensor([[1.0, 1.0], [2.0, 2.0]], mindspore.float32)
        >>> out = ops.ScatterAdd()(x, Tensor([1, 1], mindspore.int32), u)
        >>> print(x.asnumpy())
        [[0. 0.]
         [3. 3.]]
    """

    @prim_attr_register
    def __init__(self, use_locking=False):
        """Initialize ScatterAdd."""

    def __call__(self, input_x, indices, updates):
        d = _inplace(input_x, self.name)
        idx = tt(indices, self.name, "indices").long()
        d.index_put_((idx,), _updates_for(d, None, updates), accumulate=True)
        return ref_output(input_x)


def _strided_slice(t, begin, end, strides, begin_mask=0, end_mask=0, ellipsis_mask=0, new_axis_mask=0,
                   shrink_axis_mask=0):
    begin, end, strides = tuple(begin), tuple(end), tuple(strides)
    n = len(begin)
    if len(end) != n or len(strides) != n:
        raise ValueError(f"For 'StridedSlice', 'begin', 'end' and 'strides' must have the same length, but got "
                         f"{len(begin)}, {len(end)} and {len(strides)}.")
    specs = []
    consumed = sum(1 for i in range(n) if not (ellipsis_mask >> i) & 1 and not (new_axis_mask >> i) & 1)
    if consumed > t.dim():
        raise ValueError(f"For 'StridedSlice', the length of 'begin' ({n}) must not exceed the rank of the input "
                         f"({t.dim()}).")
    for i in range(n):
        if (ellipsis_mask >> i) & 1:
            specs.extend([("slice", None, None, 1)] * max(t.dim() - consumed, 0))
        elif (new_axis_mask >> i) & 1:
            specs.append(("new",))
        elif (shrink_axis_mask >> i) & 1:
            specs.append(("index", begin[i]))
        else:
            if strides[i] == 0:
                raise ValueError("For 'StridedSlice', the 'strides' must not contain 0.")
            b = None if (begin_mask >> i) & 1 else begin[i]
            e = None if (end_mask >> i) & 1 else end[i]
            specs.append(("slice", b, e, strides[i]))
    out, d = t, 0
    for spec in specs:
        if spec[0] == "new":
            out = out.unsqueeze(d)
            d += 1
        elif spec[0] == "index":
            out = out.select(d, spec[1])
        else:
            start, stop, step = slice(spec[1], spec[2], spec[3]).indices(out.shape[d])
            if step > 0:
                out = out[(slice(None),) * d + (slice(start, stop, step),)]
            else:
                out = out.index_select(d, torch.arange(start, stop, step, device=out.device))
            d += 1
    return out


class StridedSlice(Primitive):
    """Extracts a strided slice of a tensor (``x[begin:end:strides]`` per dimension, with TensorFlow-style masks).

    Args:
        begin_mask (int): Bit i set: ignore ``begin[i]`` (start from the beginning). Default: ``0``.
        end_mask (int): Bit i set: ignore ``end[i]`` (go to the end). Default: ``0``.
        ellipsis_mask (int): Bit i set: entry i stands for all the remaining dimensions. Default: ``0``.
        new_axis_mask (int): Bit i set: insert a new dimension of length 1 at entry i. Default: ``0``.
        shrink_axis_mask (int): Bit i set: take the single index ``begin[i]`` and drop that dimension.
            Default: ``0``.

    Inputs:
        - **input_x** (Tensor) - The input tensor.
        - **begin** (tuple[int]) - Start positions.
        - **end** (tuple[int]) - Stop positions (exclusive).
        - **strides** (tuple[int]) - Steps (non-zero; negative steps go backwards).

    Outputs:
        Tensor, the slice.

    Raises:
        ValueError: If `begin`, `end` and `strides` have different lengths or a stride is 0.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x = Tensor(np.arange(24).reshape(2, 3, 4), mindspore.int32)
        >>> print(ops.StridedSlice()(x, (1, 0, 0), (2, 2, 4), (1, 1, 2)))
        [[[12 14]
          [16 18]]]
    """

    @prim_attr_register
    def __init__(self, begin_mask=0, end_mask=0, ellipsis_mask=0, new_axis_mask=0, shrink_axis_mask=0):
        """Initialize StridedSlice."""

    def __call__(self, input_x, begin, end, strides):
        t = tt(input_x, self.name, "input_x")
        return _wrap(_strided_slice(t, begin, end, strides, self.begin_mask, self.end_mask, self.ellipsis_mask,
                                    self.new_axis_mask, self.shrink_axis_mask))


def _slice(x, begin, size, op_name):
    t = tt(x, op_name, "input_x")
    begin, size = tuple(begin), tuple(size)
    if len(begin) != t.dim() or len(size) != t.dim():
        raise ValueError(f"For '{op_name}', the lengths of 'begin' and 'size' must equal the rank of the input "
                         f"({t.dim()}), but got {len(begin)} and {len(size)}.")
    for d, (b, s) in enumerate(zip(begin, size)):
        n = t.shape[d] - b if s == -1 else s
        if b < 0 or n < 0 or b + n > t.shape[d]:
            raise ValueError(f"For '{op_name}', the slice begin {b} size {s} is out of range for dimension {d} "
                             f"of length {t.shape[d]}.")
        t = t.narrow(d, b, n)
    return _wrap(t)


class Slice(Primitive):
    """Takes a slice of `size` elements starting at `begin` in each dimension (-1 in `size` means "to the end").

    Inputs:
        - **input** (Tensor) - The input tensor.
        - **begin** (Union[tuple, list]) - The start index per dimension.
        - **size** (Union[tuple, list]) - The slice size per dimension.

    Outputs:
        Tensor of shape `size`.

    Raises:
        ValueError: If the slice is out of range.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x = Tensor(np.arange(12).reshape(3, 4), mindspore.int32)
        >>> print(ops.Slice()(x, (1, 1), (2, -1)))
        [[ 5  6  7]
         [ 9 10 11]]
    """

    @prim_attr_register
    def __init__(self):
        """Initialize Slice."""

    def __call__(self, input, begin, size):
        return _slice(input, begin, size, "Slice")


class Eye(Primitive):
    """A 2-D tensor with ones on the diagonal and zeros elsewhere.

    Inputs:
        - **n** (int) - The number of rows.
        - **m** (int) - The number of columns.
        - **dtype** (mindspore.dtype) - The dtype.

    Outputs:
        Tensor of shape (n, m).

    Raises:
        TypeError: If `dtype` is not a MindSpore dtype.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import ops
        >>> print(ops.Eye()(2, 2, mindspore.int32))
        [[1 0]
         [0 1]]
    """

    @prim_attr_register
    def __init__(self):
        """Initialize Eye."""

    def __call__(self, n, m, dtype):
        return _wrap(torch.eye(n, m, dtype=torch_dtype(dtype, "Eye"), device=device()))


def _scalar(v):
    return v.item() if isinstance(v, Tensor) else v


class Range(Primitive):
    """Values from `start` (included) to `end` (excluded) by `step`.

    Args:
        maxlen (int): The largest allowed output length. Default: ``1000000``.

    Inputs:
        - **start** (Union[Tensor, int, float]) - The first value.
        - **end** (Union[Tensor, int, float]) - The bound (excluded).
        - **step** (Union[Tensor, int, float]) - The step (non-zero).

    Outputs:
        1-D Tensor, dtype of `start` (int64 or float32 for Python numbers).

    Raises:
        ValueError: If `step` is 0 or the output would be longer than `maxlen`.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.Range()(Tensor(0, mindspore.int32), Tensor(10, mindspore.int32), Tensor(4, mindspore.int32)))
        [0 4 8]
    """

    @prim_attr_register
    def __init__(self, maxlen=1000000):
        """Initialize Range."""

    def __call__(self, start, end, step):
        return _range(start, end, step, self.maxlen, "Range")


def _range(start, end, step, maxlen, op_name):
    if isinstance(start, Tensor):
        dt = start._t.dtype
    elif any(isinstance(v, float) or (isinstance(v, Tensor) and v._t.is_floating_point())
             for v in (start, end, step)):
        dt = torch.float32
    else:
        dt = torch.int64
    s, e, st = _scalar(start), _scalar(end), _scalar(step)
    if st == 0:
        raise ValueError(f"For '{op_name}', the 'step' can not be 0.")
    r = torch.arange(s, e, st, dtype=dt, device=device())
    if maxlen is not None and r.numel() > maxlen:
        raise ValueError(f"For '{op_name}', the output length {r.numel()} exceeds 'maxlen' {maxlen}.")
    return _wrap(r)


class DType(Primitive):
    """The MindSpore dtype of a tensor.

    Inputs:
        - **x** (Tensor) - The input tensor.

    Outputs:
        mindspore.dtype.

    Raises:
        TypeError: If `x` is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.DType()(Tensor(np.array([1.0, 2.0]), mindspore.float32)))
        Float32
    """

    @prim_attr_register
    def __init__(self):
        """Initialize DType."""

    def __call__(self, x):
        if isinstance(x, Tensor):
            return _TORCH_TO_MS[x._t.dtype]
        return mstype.get_py_obj_dtype(x)


class Identity(Primitive):
    """A new tensor with the same shape and values as the input.

    Inputs:
        - **input_x** (Tensor) - The input tensor.

    Outputs:
        Tensor, equal to `input_x`.

    Raises:
        TypeError: If `input_x` is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.Identity()(Tensor([1, 2, 3, 4], mindspore.int64)))
        [1 2 3 4]
    """

    @prim_attr_register
    def __init__(self):
        """Initialize Identity."""

    def __call__(self, input_x):
        return _wrap(tt(input_x, self.name, "input_x").clone())



class ArgMaxWithValue(Primitive):
    """The maximum along an axis and its index.

    Args:
        axis (int): The axis. Default: ``0``.
        keep_dims (bool): Keep the reduced axis with length 1. Default: ``False``.

    Inputs:
        - **input** (Tensor) - The input tensor.

    Outputs:
        tuple (index, values): index is int32.

    Raises:
        TypeError: If `input` is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> index, output = ops.ArgMaxWithValue()(Tensor([0.0, 0.4, 0.6, 0.7, 0.1], mindspore.float32))
        >>> print(index, output)
        3 0.7
    """

    @prim_attr_register
    def __init__(self, axis=0, keep_dims=False):
        """Initialize ArgMaxWithValue."""

    _fn = staticmethod(torch.max)

    def __call__(self, input):
        v, i = self._fn(tt(input, self.name), self.axis, keepdim=self.keep_dims)
        return _wrap(i.int()), _wrap(v)


class ArgMinWithValue(ArgMaxWithValue):
    """The minimum along an axis and its index.

    Args:
        axis (int): The axis. Default: ``0``.
        keep_dims (bool): Keep the reduced axis with length 1. Default: ``False``.

    Inputs:
        - **input** (Tensor) - The input tensor.

    Outputs:
        tuple (index, values): index is int32.

    Raises:
        TypeError: If `input` is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> index, output = ops.ArgMinWithValue()(Tensor([0.0, 0.4, 0.6, 0.7, 0.1], mindspore.float32))
        >>> print(index, output)
        0 0.0
    """

    _fn = staticmethod(torch.min)



class Sort(Primitive):
    """Sorts along an axis; returns the values and their original indices.

    Args:
        axis (int): The axis. Default: ``-1``.
        descending (bool): Sort in descending order. Default: ``False``.

    Inputs:
        - **x** (Tensor) - The input tensor.

    Outputs:
        tuple (values, indices): indices are int32.

    Raises:
        TypeError: If `axis` is not an int or `descending` not a bool.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> values, indices = ops.Sort()(Tensor([3.0, 1.0, 2.0], mindspore.float32))
        >>> print(values, indices)
        [1. 2. 3.] [1 2 0]
    """

    @prim_attr_register
    def __init__(self, axis=-1, descending=False):
        if isinstance(axis, bool) or not isinstance(axis, int):
            raise TypeError(f"For 'Sort', the type of 'axis' should be 'int', but got type '{type(axis).__name__}'.")
        """Initialize Sort."""

    def __call__(self, x):
        v, i = torch.sort(tt(x, self.name, "x"), dim=self.axis, descending=self.descending, stable=True)
        return _wrap(v), _wrap(i.int())


class Unique(Primitive):
    """The distinct values of a 1-D tensor in order of first appearance, and each element's position among them.

    Inputs:
        - **input_x** (Tensor) - A 1-D tensor.

    Outputs:
        tuple (output, idx): ``input_x == output[idx]``; idx is int32.

    Raises:
        TypeError: If `input_x` is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> out, idx = ops.Unique()(Tensor([1, 2, 5, 2], mindspore.int32))
        >>> print(out, idx)
        [1 2 5] [0 1 2 1]
    """

    @prim_attr_register
    def __init__(self):
        """Initialize Unique."""

    def __call__(self, input_x):
        t = tt(input_x, self.name, "input_x").reshape(-1)
        vals, inv = torch.unique(t, sorted=True, return_inverse=True)
        pos = torch.arange(t.numel(), device=t.device)
        first = torch.full((vals.numel(),), t.numel(), dtype=pos.dtype, device=t.device).scatter_reduce(
            0, inv, pos, reduce="amin")
        order = torch.argsort(first)
        rank = torch.empty_like(order)
        rank[order] = torch.arange(order.numel(), device=t.device)
        return _wrap(vals[order]), _wrap(rank[inv].int())


class ReverseV2(Primitive):
    """Reverses the order of elements along the given axes.

    Args:
        axis (Union[tuple(int), list(int)]): The axes to reverse.

    Inputs:
        - **input** (Tensor) - The input tensor.

    Outputs:
        Tensor, same shape as `input`.

    Raises:
        TypeError: If `axis` is not a tuple or list.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.ReverseV2(axis=(1,))(Tensor([[1, 2, 3], [4, 5, 6]], mindspore.int32)))
        [[3 2 1]
         [6 5 4]]
    """

    @prim_attr_register
    def __init__(self, axis):
        """Initialize ReverseV2."""
        if not isinstance(axis, (tuple, list)):
            raise TypeError(f"For 'ReverseV2', the 'axis' must be a tuple or list, but got {type(axis).__name__}.")

    def __call__(self, input):
        return _wrap(torch.flip(tt(input, self.name), tuple(self.axis)))


class Roll(Primitive):
    """Rolls the elements along the given dimensions (elements shifted past the end wrap around).

    Args:
        shifts (Union[int, tuple(int)]): The shift per dimension.
        dims (Union[int, tuple(int)]): The dimensions; ``None`` rolls the flattened tensor. Default: ``None``.

    Inputs:
        - **input** (Tensor) - The input tensor.

    Outputs:
        Tensor, same shape as `input`.

    Raises:
        TypeError: If `input` is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.Roll(shifts=2, dims=0)(Tensor([0, 1, 2, 3, 4], mindspore.float32)))
        [3. 4. 0. 1. 2.]
    """

    @prim_attr_register
    def __init__(self, shifts, dims=None):
        """Initialize Roll."""

    def __call__(self, input):
        return _wrap(torch.roll(tt(input, self.name), self.shifts, self.dims))


class Tril(Primitive):
    """The lower triangle of the last two dimensions (elements above `diagonal` set to 0).

    Args:
        diagonal (int): Which diagonal to keep up to (0 = main). Default: ``0``.

    Inputs:
        - **x** (Tensor) - The input tensor, rank >= 2.

    Outputs:
        Tensor, same shape as `x`.

    Raises:
        TypeError: If `x` is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.Tril()(Tensor([[1, 2], [3, 4]], mindspore.int32)))
        [[1 0]
         [3 4]]
    """

    @prim_attr_register
    def __init__(self, diagonal=0):
        """Initialize Tril."""

    def __call__(self, x):
        return _wrap(torch.tril(tt(x, self.name, "x"), self.diagonal))


class Triu(Primitive):
    """The upper triangle of the last two dimensions (elements below `diagonal` set to 0).

    Args:
        diagonal (int): Which diagonal to keep from (0 = main). Default: ``0``.

    Inputs:
        - **input** (Tensor) - The input tensor, rank >= 2.

    Outputs:
        Tensor, same shape as `input`.

    Raises:
        TypeError: If `input` is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.Triu()(Tensor([[1, 2], [3, 4]], mindspore.int32)))
        [[1 2]
         [0 4]]
    """

    @prim_attr_register
    def __init__(self, diagonal=0):
        """Initialize Triu."""

    def __call__(self, input):
        return _wrap(torch.triu(tt(input, self.name), self.diagonal))



class Meshgrid(Primitive):
    """Coordinate grids from 1-D coordinate vectors.

    Args:
        indexing (str): ``'xy'`` (Cartesian) or ``'ij'`` (matrix). Default: ``'xy'``.

    Inputs:
        - **inputs** (Union[tuple[Tensor], list[Tensor]]) - 1-D tensors.

    Outputs:
        Tuple of Tensors, one grid per input.

    Raises:
        ValueError: If `indexing` is neither 'xy' nor 'ij'.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x, y = ops.Meshgrid()((Tensor([1, 2, 3]), Tensor([4, 5])))
        >>> print(x)
        [[1 2 3]
         [1 2 3]]
    """

    @prim_attr_register
    def __init__(self, indexing="xy"):
        """Initialize Meshgrid."""
        if indexing not in ("xy", "ij"):
            raise ValueError(f"For 'Meshgrid', the 'indexing' must be 'xy' or 'ij', but got {indexing!r}.")

    def __call__(self, inputs):
        return tuple(_wrap(g) for g in torch.meshgrid(*_tensor_list(inputs, self.name, "inputs"),
                                                      indexing=self.indexing))


def _segment(x, segment_ids, num_segments, reduce, op_name):
    t = tt(x, op_name, "input_x")
    ids = tt(segment_ids, op_name, "segment_ids").long()
    n = int(num_segments)
    rest = tuple(t.shape[ids.dim():])
    flat_ids = ids.reshape(-1)
    vals = t.reshape((flat_ids.numel(),) + rest)
    keep = (flat_ids >= 0) & (flat_ids < n)
    flat_ids, vals = flat_ids[keep], vals[keep]
    if reduce == "sum":
        out = torch.zeros((n,) + rest, dtype=t.dtype, device=t.device)
        return _wrap(out.index_add(0, flat_ids, vals))
    init = torch.finfo(t.dtype).min if t.is_floating_point() else torch.iinfo(t.dtype).min
    out = torch.full((n,) + rest, init, dtype=t.dtype, device=t.device)
    idx = flat_ids.reshape((-1,) + (1,) * len(rest)).expand_as(vals)
    return _wrap(out.scatter_reduce(0, idx, vals, reduce="amax"))


class UnsortedSegmentSum(Primitive):
    """Sums the slices of `input_x` that share a segment id.

    Inputs:
        - **input_x** (Tensor) - The input tensor.
        - **segment_ids** (Tensor) - Integer ids, shape a prefix of the input's shape; negative ids are dropped.
        - **num_segments** (Union[int, Tensor]) - The number of segments.

    Outputs:
        Tensor of shape ``(num_segments,) + input_x.shape[segment_ids.ndim:]``.

    Raises:
        TypeError: If an input is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x = Tensor([1, 2, 3, 4], mindspore.float32)
        >>> print(ops.UnsortedSegmentSum()(x, Tensor([0, 0, 1, 2], mindspore.int32), 4))
        [3. 3. 4. 0.]
    """

    @prim_attr_register
    def __init__(self):
        """Initialize UnsortedSegmentSum."""

    def __call__(self, input_x, segment_ids, num_segments):
        return _segment(input_x, segment_ids, num_segments, "sum", self.name)


class UnsortedSegmentMax(Primitive):
    """The maximum of the slices of `x` that share a segment id (empty segments hold the dtype's lowest value).

    Inputs:
        - **x** (Tensor) - The input tensor.
        - **segment_ids** (Tensor) - Integer ids, shape a prefix of the input's shape.
        - **num_segments** (Union[int, Tensor]) - The number of segments.

    Outputs:
        Tensor of shape ``(num_segments,) + x.shape[segment_ids.ndim:]``.

    Raises:
        TypeError: If an input is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x = Tensor([1, 5, 3, 4], mindspore.int32)
        >>> print(ops.UnsortedSegmentMax()(x, Tensor([0, 0, 1, 1], mindspore.int32), 2))
        [5 4]
    """

    @prim_attr_register
    def __init__(self):
        """Initialize UnsortedSegmentMax."""

    def __call__(self, x, segment_ids, num_segments):
        return _segment(x, segment_ids, num_segments, "max", self.name)


class Flatten(Primitive):
    """Flattens every dimension but the first: shape :math:`(N, *)` becomes :math:`(N, -1)`.

    Inputs:
        - **input_x** (Tensor) - The input tensor.

    Outputs:
        Tensor of rank 2.

    Raises:
        TypeError: If `input_x` is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.Flatten()(Tensor(np.ones(shape=[1, 2, 3, 4]), mindspore.float32)).shape)
        (1, 24)
    """

    @prim_attr_register
    def __init__(self):
        """Initialize Flatten."""

    def __call__(self, input_x):
        t = tt(input_x, self.name, "input_x")
        return _wrap(t.reshape(t.shape[0] if t.dim() else 1, -1))


class ScalarToTensor(Primitive):
    """A 0-D tensor holding a Python scalar.

    Inputs:
        - **x** (Union[int, float, bool]) - The scalar.
        - **dtype** (mindspore.dtype) - The dtype. Default: ``mindspore.float32``.

    Outputs:
        Tensor of shape ().

    Raises:
        TypeError: If `x` is not a number.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import ops
        >>> print(repr(ops.ScalarToTensor()(1, mindspore.float32)))
        Tensor(shape=[], dtype=Float32, value= 1)
    """

    @prim_attr_register
    def __init__(self):
        """Initialize ScalarToTensor."""

    def __call__(self, x, dtype=mstype.float32):
        if not isinstance(x, (bool, int, float)):
            raise TypeError(f"For 'ScalarToTensor', the 'x' must be a number, but got {type(x).__name__}.")
        return Tensor(x, dtype)


class TupleToArray(prim_base("TupleToArray")):
    """A 1-D tensor from a tuple of numbers (int64 for ints, float32 when a float is present).

    Inputs:
        - **input_x** (tuple) - Numbers of the same kind.

    Outputs:
        1-D Tensor.

    Raises:
        TypeError: If `input_x` is not a tuple of numbers.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> from mindspore import ops
        >>> print(ops.TupleToArray()((1, 2, 3)))
        [1 2 3]
    """

    @prim_attr_register
    def __init__(self):
        """Initialize TupleToArray."""

    def __call__(self, *args):
        x = args[0] if len(args) == 1 else args
        if not isinstance(x, (tuple, list)) or not all(isinstance(v, (int, float)) for v in x):
            raise TypeError(f"For 'TupleToArray', the input must be a tuple of numbers, but got {x!r}.")
        return Tensor(tuple(x))


class ScalarCast(Primitive):
    """Converts a Python scalar to the Python type matching a MindSpore dtype.

    Inputs:
        - **input_x** (Union[int, float, bool]) - The scalar.
        - **input_y** (mindspore.dtype) - The target type.

    Outputs:
        int, float or bool.

    Raises:
        TypeError: If `input_y` is not a MindSpore dtype.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import ops
        >>> print(ops.ScalarCast()(255.0, mindspore.int64))
        255
    """

    @prim_attr_register
    def __init__(self):
        """Initialize ScalarCast."""

    def __call__(self, input_x, input_y):
        if input_y is mstype.bool_:
            return bool(input_x)
        if input_y in mstype.int_type or input_y in mstype.uint_type:
            return int(input_x)
        if input_y in mstype.float_type:
            return float(input_x)
        raise TypeError(f"For 'ScalarCast', the 'input_y' must be a MindSpore number type, but got {input_y!r}.")


class InvertPermutation(Primitive):
    """The inverse of a permutation given as a tuple of ints.

    Inputs:
        - **input_x** (Union[tuple[int], list[int]]) - A permutation of ``0..n-1``.

    Outputs:
        tuple[int], the inverse permutation.

    Raises:
        ValueError: If `input_x` is not a permutation.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> from mindspore import ops
        >>> print(ops.InvertPermutation()((3, 4, 0, 2, 1)))
        (2, 4, 3, 0, 1)
    """

    @prim_attr_register
    def __init__(self):
        """Initialize InvertPermutation."""

    def __call__(self, input_x):
        perm = tuple(input_x)
        if sorted(perm) != list(range(len(perm))):
            raise ValueError(f"For 'InvertPermutation', the input must be a permutation of 0..{len(perm) - 1}, but "
                             f"got {perm}.")
        inv = [0] * len(perm)
        for i, p in enumerate(perm):
            inv[p] = i
        return tuple(inv)


class SpaceToDepth(Primitive):
    """Moves `block_size` x `block_size` spatial blocks into the channel dimension (NCHW).

    Args:
        block_size (int): The block size (>= 2).

    Inputs:
        - **x** (Tensor) - Shape :math:`(N, C, H, W)` with H and W divisible by `block_size`.

    Outputs:
        Tensor of shape :math:`(N, C \\cdot b^2, H / b, W / b)`.

    Raises:
        ValueError: If H or W is not divisible by `block_size`.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x = Tensor(np.random.rand(1, 3, 2, 2), mindspore.float32)
        >>> print(ops.SpaceToDepth(2)(x).shape)
        (1, 12, 1, 1)
    """

    @prim_attr_register
    def __init__(self, block_size):
        """Initialize SpaceToDepth."""

    def __call__(self, x):
        t = tt(x, self.name, "x")
        b = self.block_size
        n, c, h, w = t.shape
        if h % b or w % b:
            raise ValueError(f"For 'SpaceToDepth', the height and width ({h}, {w}) must be divisible by "
                             f"'block_size' {b}.")
        r = t.reshape(n, c, h // b, b, w // b, b).permute(0, 3, 5, 1, 2, 4)
        return _wrap(r.reshape(n, c * b * b, h // b, w // b))


class DepthToSpace(Primitive):
    """Moves channel blocks into `block_size` x `block_size` spatial blocks (NCHW); inverse of SpaceToDepth.

    Args:
        block_size (int): The block size (>= 2).

    Inputs:
        - **x** (Tensor) - Shape :math:`(N, C \\cdot b^2, H, W)`.

    Outputs:
        Tensor of shape :math:`(N, C, H \\cdot b, W \\cdot b)`.

    Raises:
        ValueError: If the channel count is not divisible by ``block_size ** 2``.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x = Tensor(np.random.rand(1, 12, 1, 4), mindspore.float32)
        >>> print(ops.DepthToSpace(2)(x).shape)
        (1, 3, 2, 8)
    """

    @prim_attr_register
    def __init__(self, block_size):
        """Initialize DepthToSpace."""

    def __call__(self, x):
        t = tt(x, self.name, "x")
        b = self.block_size
        n, c, h, w = t.shape
        if c % (b * b):
            raise ValueError(f"For 'DepthToSpace', the channel count {c} must be divisible by block_size**2 "
                             f"({b * b}).")
        r = t.reshape(n, b, b, c // (b * b), h, w).permute(0, 3, 4, 1, 5, 2)
        return _wrap(r.reshape(n, c // (b * b), h * b, w * b))

# the views of this family's registry entries (see ops/_registry.py)
__all__ += _registry.export(globals(), "array", "primitive")
