"""Functional array operators (``mindspore.ops.cast``, ``ops.reshape``, ``ops.ones_like`` ...)."""
import builtins as _builtins
import math as _math
import numbers as _numbers

import numpy as _np
import torch

from ...common import dtype as mstype
from ...common.tensor import Tensor, _wrap
from .._utils import ref_output, tt, not_tensor, torch_dtype, shape_tuple, device, _MS_TO_TORCH, _TORCH_TO_MS
from .._utils import cached_prim as _cached
from ..operations import array_ops as _a
from .. import _registry, _op_def  # noqa: F401  (_op_def registers the operators)
from ..operations.math_ops import LinSpace
from ..operations.array_ops import ScatterNdAdd
from .math_func import mul

__all__ = [
    "cast", "dtype", "ones_like", "zeros_like", "ones", "zeros", "fill", "fills", "full", "full_like", "reshape",
    "transpose", "concat", "cat", "stack", "hstack", "vstack", "split",
    "tensor_split", "chunk", "tile", "gather", "gather_d", "gather_elements", "gather_nd", "index_select",
    "one_hot", "select", "where", "masked_fill", "masked_select", "shape", "rank", "size", "numel",
    "broadcast_to", "flatten", "arange", "range", "linspace", "eye", "unstack", "unbind", "max", "min",
    "sort", "argsort", "scatter_nd", "scatter_nd_update", "scatter_update", "scatter_add",
    "tensor_scatter_update", "tensor_scatter_add", "strided_slice", "slice", "tril", "triu", "swapaxes",
    "swapdims", "moveaxis", "movedim", "flip", "reverse", "roll", "narrow", "repeat_interleave", "repeat_elements",
    "meshgrid", "is_tensor", "is_floating_point", "scalar_to_tensor", "tuple_to_array", "unique", "nonzero",
    "unsorted_segment_sum", "identity", "view_as", "type_as", "matrix_band_part",
]


def cast(input, dtype):
    """Converts a tensor (or number) to another data type.

    Args:
        input (Union[Tensor, Number]): The value to convert.
        dtype (mindspore.dtype): The target dtype.

    Returns:
        Tensor of type `dtype`, same shape as `input`.

    Raises:
        TypeError: If `input` is neither a Tensor nor a number, or `dtype` is not a MindSpore dtype.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x = Tensor(np.array([1.5, 2.5]), mindspore.float32)
        >>> y = ops.cast(x, mindspore.float16)
        >>> print(y.dtype, y)
        Float16 [1.5 2.5]
    """
    if isinstance(input, Tensor):
        try:
            return _wrap(input._t.to(_MS_TO_TORCH[dtype]))
        except (KeyError, TypeError):
            pass
    return _a._cast(input, dtype, "Cast")


def dtype(x):
    """The MindSpore dtype of a tensor.

    Args:
        x (Tensor): The input tensor.

    Returns:
        mindspore.dtype.

    Raises:
        TypeError: If `x` is not a Tensor or a Python scalar.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.dtype(Tensor(np.array([1.0, 2.0]), mindspore.float32)))
        Float32
    """
    if isinstance(x, Tensor):
        return _TORCH_TO_MS[x._t.dtype]
    return mstype.get_py_obj_dtype(x)


def ones_like(input, *, dtype=None):
    """A tensor of ones with the shape (and dtype, unless given) of `input`.

    Args:
        input (Tensor): Gives the shape and the default dtype.

    Keyword Args:
        dtype (mindspore.dtype): The output dtype. Default: ``None`` (that of `input`).

    Returns:
        Tensor of ones.

    Raises:
        TypeError: If `input` is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.ones_like(Tensor([[0, 1], [2, 1]], mindspore.int32)))
        [[1 1]
         [1 1]]
        >>> print(ops.ones_like(Tensor(2.0)))
        1.0
    """
    if isinstance(input, Tensor):
        return _wrap(torch.ones_like(input._t, dtype=None if dtype is None else torch_dtype(dtype, "ones_like")))
    raise not_tensor("ones_like", "input", input)


def zeros_like(input, *, dtype=None):
    """A tensor of zeros with the shape (and dtype, unless given) of `input`.

    Args:
        input (Tensor): Gives the shape and the default dtype.

    Keyword Args:
        dtype (mindspore.dtype): The output dtype. Default: ``None`` (that of `input`).

    Returns:
        Tensor of zeros.

    Raises:
        TypeError: If `input` is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.zeros_like(Tensor([[0.5, 1.0]], mindspore.float32)))
        [[0. 0.]]
    """
    if isinstance(input, Tensor):
        return _wrap(torch.zeros_like(input._t, dtype=None if dtype is None else torch_dtype(dtype, "zeros_like")))
    raise not_tensor("zeros_like", "input", input)


def ones(shape, dtype=None):
    """A tensor of ones.

    Args:
        shape (Union[tuple[int], list[int], int, Tensor]): The shape.
        dtype (mindspore.dtype): The dtype. Default: ``None`` (float32).

    Returns:
        Tensor of ones.

    Raises:
        TypeError: If `shape` is not an int, tuple, list or Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import ops
        >>> print(ops.ones((2, 2), mindspore.float32))
        [[1. 1.]
         [1. 1.]]
    """
    return _a._full(shape, 1, dtype, "ones")


def zeros(size, dtype=None):
    """A tensor of zeros.

    Args:
        size (Union[tuple[int], list[int], int, Tensor]): The shape.
        dtype (mindspore.dtype): The dtype. Default: ``None`` (float32).

    Returns:
        Tensor of zeros.

    Raises:
        TypeError: If `size` is not an int, tuple, list or Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import ops
        >>> print(ops.zeros((2, 2), mindspore.float32))
        [[0. 0.]
         [0. 0.]]
    """
    return _a._full(size, 0, dtype, "zeros")


def fill(type, shape, value):
    """A tensor of dtype `type` and shape `shape` filled with `value`.

    Args:
        type (mindspore.dtype): The dtype.
        shape (Union[tuple[int], list[int], int]): The shape.
        value (Union[Number, Tensor]): The fill value.

    Returns:
        Tensor.

    Raises:
        TypeError: If `type` is not a MindSpore dtype.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import ops
        >>> print(ops.fill(mindspore.float32, (2, 2), 1))
        [[1. 1.]
         [1. 1.]]
    """
    return _a._fill(type, shape, value, "fill")


def fills(x, value):
    """A tensor of the shape and dtype of `x` filled with `value`.

    Args:
        x (Tensor): Gives shape and dtype.
        value (Union[Number, Tensor]): The fill value.

    Returns:
        Tensor, same shape and dtype as `x`.

    Raises:
        TypeError: If `x` is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.fills(Tensor([1.0, 2.0], mindspore.float32), 5.0))
        [5. 5.]
    """
    return _cached(_a.Fills)(x, value)


def full(size, fill_value, *, dtype=None):
    """A tensor of shape `size` filled with `fill_value`.

    Args:
        size (Union[tuple[int], list[int]]): The shape.
        fill_value (Union[Number, Tensor]): The fill value.

    Keyword Args:
        dtype (mindspore.dtype): The dtype. Default: ``None``, which means int64 whatever `fill_value` is
            (a float value is then truncated towards zero, as MindSpore does).

    Returns:
        Tensor.

    Raises:
        TypeError: If `size` is not a tuple or list, or `dtype` is not a MindSpore dtype.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import ops
        >>> print(ops.full((2, 2), 3.5, dtype=mindspore.float32))
        [[3.5 3.5]
         [3.5 3.5]]
        >>> print(ops.full((2, 2), 3.5))
        [[3 3]
         [3 3]]
    """
    if not isinstance(size, (list, tuple)):
        raise TypeError(f"For 'ops.full', 'size' must be a tuple or list of ints, but got {type(size)}.")
    if dtype is None:
        dtype = mstype.int64
    if dtype not in mstype.all_types:
        raise TypeError(f"For 'ops.full', 'dtype' must be mindspore.type, but got {dtype}.")
    return _a._fill(dtype, tuple(size), fill_value, "full")


def full_like(input, fill_value, *, dtype=None):
    """A tensor with the shape (and dtype, unless given) of `input` filled with `fill_value`.

    Args:
        input (Tensor): Gives the shape and the default dtype.
        fill_value (Number): The fill value.

    Keyword Args:
        dtype (mindspore.dtype): The output dtype. Default: ``None``.

    Returns:
        Tensor.

    Raises:
        TypeError: If `input` is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.full_like(Tensor([1, 2], mindspore.int32), 7))
        [7 7]
    """
    t = tt(input, "full_like")
    v = float(fill_value) if isinstance(fill_value, Tensor) else fill_value
    return _wrap(torch.full_like(t, v, dtype=None if dtype is None else torch_dtype(dtype, "full_like")))


def reshape(input, shape):
    """Gives a tensor a new shape with the same number of elements (one entry may be -1).

    Args:
        input (Tensor): The input tensor.
        shape (Union[tuple[int], list[int], Tensor]): The new shape.

    Returns:
        Tensor of shape `shape`.

    Raises:
        ValueError: If the element counts differ.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.reshape(Tensor(np.arange(6), mindspore.int32), (2, -1)))
        [[0 1 2]
         [3 4 5]]
    """
    return _a._reshape(input, shape, "reshape")


def transpose(input, dims):
    """Permutes the dimensions of a tensor.

    Args:
        input (Tensor): The input tensor.
        dims (tuple[int]): The permutation.

    Returns:
        Tensor, dimension i being dimension ``dims[i]`` of the input.

    Raises:
        ValueError: If `dims` is not a permutation of the dimensions.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.transpose(Tensor(np.ones([2, 3, 4]), mindspore.float32), (0, 2, 1)).shape)
        (2, 4, 3)
    """
    return _a._transpose(input, dims, "transpose")



def concat(tensors, axis=0):
    """Joins tensors along an existing axis.

    Args:
        tensors (Union[tuple, list]): Tensors whose shapes match except along `axis`.
        axis (int): The axis. Default: ``0``.

    Returns:
        Tensor.

    Raises:
        ValueError: If the shapes do not match.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x = Tensor([[0.0, 1.0], [2.0, 1.0]], mindspore.float32)
        >>> print(ops.concat((x, x), 1))
        [[0. 1. 0. 1.]
         [2. 1. 2. 1.]]
    """
    return _a._concat(tensors, axis, "concat")


def cat(tensors, axis=0):
    """Joins tensors along an existing axis (alias of :func:`mindspore.ops.concat`).

    Args:
        tensors (Union[tuple, list]): Tensors whose shapes match except along `axis`.
        axis (int): The axis. Default: ``0``.

    Returns:
        Tensor.

    Raises:
        ValueError: If the shapes do not match.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.cat((Tensor([1, 2]), Tensor([3]))))
        [1 2 3]
    """
    return _a._concat(tensors, axis, "cat")


def stack(tensors, axis=0):
    """Stacks tensors of the same shape along a new axis.

    Args:
        tensors (Union[tuple, list]): Tensors of the same shape.
        axis (int): Where the new axis goes. Default: ``0``.

    Returns:
        Tensor with one more dimension.

    Raises:
        ValueError: If the shapes differ.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.stack((Tensor([0.0, 1.0]), Tensor([2.0, 3.0])), axis=1))
        [[0. 2.]
         [1. 3.]]
    """
    return _a._stack(tensors, axis, "stack")


def hstack(tensors):
    """Concatenates along the second axis (the first for 1-D tensors).

    Args:
        tensors (Union[tuple, list]): The tensors.

    Returns:
        Tensor.

    Raises:
        ValueError: If the shapes do not match.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.hstack([Tensor([1, 2]), Tensor([3])]))
        [1 2 3]
    """
    return _wrap(torch.hstack(_a._tensor_list(tensors, "hstack")))


def vstack(inputs):
    """Stacks tensors vertically (1-D tensors become rows).

    Args:
        inputs (Union[tuple, list]): The tensors.

    Returns:
        Tensor.

    Raises:
        ValueError: If the shapes do not match.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.vstack([Tensor([1, 2]), Tensor([3, 4])]))
        [[1 2]
         [3 4]]
    """
    return _wrap(torch.vstack(_a._tensor_list(inputs, "vstack", "inputs")))


def split(tensor, split_size_or_sections, axis=0):
    """Splits a tensor into chunks of `split_size_or_sections` (int: equal size, the last may be smaller; list:
    the sizes).

    Args:
        tensor (Tensor): The input tensor.
        split_size_or_sections (Union[int, tuple(int), list(int)]): The chunk size or the sizes.
        axis (int): The axis. Default: ``0``.

    Returns:
        tuple of Tensors.

    Raises:
        ValueError: If the sizes do not add up to the axis length.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print([t.shape for t in ops.split(Tensor(np.arange(9), mindspore.int32), 3)])
        [(3,), (3,), (3,)]
    """
    t = tt(tensor, "split", "tensor")
    s = split_size_or_sections
    if isinstance(s, (tuple, list)) and sum(s) != t.shape[axis]:
        raise ValueError(f"For 'split', the sizes {tuple(s)} must add up to the length of axis {axis} "
                         f"({t.shape[axis]}).")
    return tuple(_wrap(p) for p in t.split(list(s) if isinstance(s, (tuple, list)) else s, axis))


def tensor_split(input, indices_or_sections, axis=0):
    """Splits into `indices_or_sections` nearly equal parts (int) or at the given indices (list).

    Args:
        input (Tensor): The input tensor.
        indices_or_sections (Union[int, tuple(int), list(int)]): The number of parts or the split indices.
        axis (int): The axis. Default: ``0``.

    Returns:
        tuple of Tensors.

    Raises:
        TypeError: If `input` is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print([t.shape for t in ops.tensor_split(Tensor(np.arange(7), mindspore.int32), 3)])
        [(3,), (2,), (2,)]
    """
    s = indices_or_sections
    return tuple(_wrap(p) for p in torch.tensor_split(tt(input, "tensor_split"), list(s) if isinstance(s, tuple)
                                                      else s, axis))


def chunk(input, chunks, axis=0):
    """Splits into `chunks` parts of equal size (the last may be smaller).

    Args:
        input (Tensor): The input tensor.
        chunks (int): The number of parts.
        axis (int): The axis. Default: ``0``.

    Returns:
        tuple of Tensors.

    Raises:
        TypeError: If `input` is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print([t.shape for t in ops.chunk(Tensor(np.arange(5), mindspore.int32), 2)])
        [(3,), (2,)]
    """
    return tuple(_wrap(p) for p in torch.chunk(tt(input, "chunk"), chunks, axis))


def tile(input, dims):
    """Repeats a tensor `dims[i]` times along dimension i.

    Args:
        input (Tensor): The input tensor.
        dims (tuple[int]): Repetitions per dimension.

    Returns:
        Tensor.

    Raises:
        TypeError: If `dims` is not a tuple of ints.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.tile(Tensor([1, 2], mindspore.int32), (2, 2)))
        [[1 2 1 2]
         [1 2 1 2]]
    """
    return _a._tile(input, dims, "tile")


def gather(input_params, input_indices, axis, batch_dims=0):
    """Takes slices of `input_params` along `axis` at positions `input_indices`.

    Args:
        input_params (Tensor): The source tensor.
        input_indices (Tensor): Integer indices.
        axis (int): The dimension to index.
        batch_dims (int): Leading batch dimensions shared by params and indices. Default: ``0``.

    Returns:
        Tensor of shape ``params.shape[:axis] + indices.shape + params.shape[axis + 1:]``.

    Raises:
        ValueError: If `axis` is out of range.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> params = Tensor([1.0, 2.0, 3.0, 4.0, 5.0], mindspore.float32)
        >>> print(ops.gather(params, Tensor([0, 2, 4], mindspore.int32), 0))
        [1. 3. 5.]
    """
    return _a._gather(input_params, input_indices, axis, batch_dims, "gather")


def gather_d(x, dim, index):
    """Gathers values along `dim` at `index` (same rank as `x`).

    Args:
        x (Tensor): The source tensor.
        dim (int): The dimension.
        index (Tensor): Integer indices.

    Returns:
        Tensor of the shape of `index`.

    Raises:
        TypeError: If an input is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.gather_d(Tensor([[1, 2], [3, 4]]), 1, Tensor([[0, 0], [1, 0]])))
        [[1 1]
         [4 3]]
    """
    return _cached(_a.GatherD)(x, dim, index)


def gather_elements(input, dim, index):
    """Gathers values along `dim` at `index` (same rank as `input`).

    Args:
        input (Tensor): The source tensor.
        dim (int): The dimension.
        index (Tensor): Integer indices.

    Returns:
        Tensor of the shape of `index`.

    Raises:
        TypeError: If an input is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.gather_elements(Tensor([[1, 2], [3, 4]]), 1, Tensor([[0, 0], [1, 0]])))
        [[1 1]
         [4 3]]
    """
    return _cached(_a.GatherD)(input, dim, index)


def gather_nd(input_x, indices):
    """Gathers slices of `input_x` addressed by the last dimension of `indices`.

    Args:
        input_x (Tensor): The source tensor.
        indices (Tensor): Integer indices of shape :math:`(*, K)`.

    Returns:
        Tensor of shape ``indices.shape[:-1] + input_x.shape[K:]``.

    Raises:
        TypeError: If an input is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x = Tensor([[-0.1, 0.3, 3.6], [0.4, 0.5, -3.2]], mindspore.float32)
        >>> print(ops.gather_nd(x, Tensor([[0, 0], [1, 1]], mindspore.int32)))
        [-0.1  0.5]
    """
    return _cached(_a.GatherNd)(input_x, indices)


def index_select(input, axis, index):
    """Selects entries along `axis` at the 1-D integer `index`.

    Args:
        input (Tensor): The input tensor.
        axis (int): The dimension.
        index (Tensor): 1-D integer indices.

    Returns:
        Tensor.

    Raises:
        TypeError: If an input is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.index_select(Tensor([[1, 2], [3, 4]]), 0, Tensor([1])))
        [[3 4]]
    """
    return _wrap(torch.index_select(tt(input, "index_select"), axis, tt(index, "index_select", "index").long()))


def one_hot(indices, depth, on_value=1, off_value=0, axis=-1):
    """One-hot encoding of integer indices.

    Args:
        indices (Tensor): Integer class indices.
        depth (int): The number of classes.
        on_value (Union[Tensor, int, float]): Value at the hot position. Default: ``1``.
        off_value (Union[Tensor, int, float]): Value elsewhere. Default: ``0``.
        axis (int): Where the new dimension goes. Default: ``-1``.

    Returns:
        Tensor with one more dimension of length `depth`.

    Raises:
        TypeError: If `indices` is not an integer Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.one_hot(Tensor([0, 1, 2], mindspore.int32), 3))
        [[1 0 0]
         [0 1 0]
         [0 0 1]]
    """
    return _a._one_hot(indices, depth, on_value, off_value, axis, "one_hot")


def select(condition, input, other):
    """Chooses elements by a boolean condition: ``condition ? input : other``.

    Args:
        condition (Tensor[bool]): The condition.
        input (Union[Tensor, number]): Values where True.
        other (Union[Tensor, number]): Values where False.

    Returns:
        Tensor, the broadcast shape.

    Raises:
        TypeError: If `condition` is not a Tensor.
        ValueError: If the shapes cannot be broadcast.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.select(Tensor([True, False]), Tensor([2.0, 3.0]), Tensor([1.0, 2.0])))
        [2. 2.]
    """
    return _a._select(condition, input, other, "select")


def where(condition, input, other):
    """Chooses elements by a boolean condition: ``condition ? input : other``.

    Args:
        condition (Tensor[bool]): The condition.
        input (Union[Tensor, Scalar]): Values where True.
        other (Union[Tensor, Scalar]): Values where False.

    Returns:
        Tensor, the broadcast shape.

    Raises:
        TypeError: If `condition` is not a Tensor.
        ValueError: If the shapes cannot be broadcast.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> a = Tensor(np.arange(4).reshape((2, 2)), mindspore.float32)
        >>> b = Tensor(np.ones((2, 2)), mindspore.float32)
        >>> print(ops.where(a > 1, a, b))
        [[1. 1.]
         [2. 3.]]
    """
    return _a._select(condition, input, other, "where")


def masked_fill(input_x, mask, value):
    """Replaces the elements where `mask` is True with `value`.

    Args:
        input_x (Tensor): The input tensor.
        mask (Tensor[bool]): Broadcastable to `input_x`.
        value (Union[Number, Tensor]): The fill value.

    Returns:
        Tensor, same shape and dtype as `input_x`.

    Raises:
        TypeError: If `input_x` or `mask` is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x = Tensor([1.0, 2.0, 3.0, 4.0], mindspore.float32)
        >>> print(ops.masked_fill(x, Tensor([True, True, False, True]), 0.5))
        [0.5 0.5 3.  0.5]
    """
    return _cached(_a.MaskedFill)(input_x, mask, value)


def masked_select(input, mask):
    """The elements where `mask` is True, as a 1-D tensor.

    Args:
        input (Tensor): The input tensor.
        mask (Tensor[bool]): Broadcastable to `input`.

    Returns:
        1-D Tensor.

    Raises:
        TypeError: If an input is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.masked_select(Tensor([1, 2, 3, 4]), Tensor([True, False, True, False])))
        [1 3]
    """
    return _cached(_a.MaskedSelect)(input, mask)


def shape(input_x):
    """The shape of a tensor, as a tuple of ints.

    Args:
        input_x (Tensor): The input tensor.

    Returns:
        tuple[int].

    Raises:
        TypeError: If `input_x` is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.shape(Tensor(np.ones(shape=[3, 2, 1]), mindspore.float32)))
        (3, 2, 1)
    """
    if isinstance(input_x, Tensor):
        return tuple(input_x._t.shape)
    raise not_tensor("shape", "input_x", input_x)


def rank(input_x):
    """The number of dimensions of a tensor.

    Args:
        input_x (Tensor): The input tensor.

    Returns:
        int.

    Raises:
        TypeError: If `input_x` is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.rank(Tensor(np.ones([2, 2]), mindspore.float32)))
        2
    """
    if isinstance(input_x, Tensor):
        return input_x._t.dim()
    raise not_tensor("rank", "input_x", input_x)


def size(input_x):
    """The number of elements of a tensor.

    Args:
        input_x (Tensor): The input tensor.

    Returns:
        int.

    Raises:
        TypeError: If `input_x` is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.size(Tensor(np.ones([2, 3]), mindspore.float32)))
        6
    """
    if isinstance(input_x, Tensor):
        return input_x._t.numel()
    raise not_tensor("size", "input_x", input_x)


def numel(input):
    """The number of elements of a tensor.

    Args:
        input (Tensor): The input tensor.

    Returns:
        int.

    Raises:
        TypeError: If `input` is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.numel(Tensor(np.ones([2, 3]), mindspore.float32)))
        6
    """
    return size(input)


def broadcast_to(input, shape):
    """Broadcasts a tensor to `shape` (-1 keeps the input's size).

    Args:
        input (Tensor): The input tensor.
        shape (tuple[int]): The target shape.

    Returns:
        Tensor of shape `shape`.

    Raises:
        ValueError: If the input cannot be broadcast to `shape`.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.broadcast_to(Tensor([1.0, 2.0, 3.0], mindspore.float32), (2, 3)))
        [[1. 2. 3.]
         [1. 2. 3.]]
    """
    return _a._broadcast_to(input, shape, "broadcast_to")


def flatten(input, order="C", *, start_dim=1, end_dim=-1):
    """Flattens the dimensions from `start_dim` to `end_dim` into one.

    Args:
        input (Tensor): The input tensor.
        order (str): ``'C'`` (row-major) or ``'F'`` (column-major). Default: ``'C'``.

    Keyword Args:
        start_dim (int): The first dimension to flatten. Default: ``1``.
        end_dim (int): The last dimension to flatten. Default: ``-1``.

    Returns:
        Tensor.

    Raises:
        ValueError: If `order` is neither 'C' nor 'F'.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.flatten(Tensor(np.ones(shape=[1, 2, 3, 4]), mindspore.float32)).shape)
        (1, 24)
    """
    t = tt(input, "flatten")
    if order not in ("C", "F"):
        raise ValueError(f"For 'flatten', the 'order' must be 'C' or 'F', but got {order!r}.")
    if order == "F":
        t = t.permute(*reversed(_builtins.range(t.dim())))
    if t.dim() == 0:
        return _wrap(t.reshape(1))
    if t.dim() == 1:
        return _wrap(t)
    return _wrap(t.flatten(start_dim, end_dim))


def arange(start=0, end=None, step=1, *, dtype=None):
    """Values from `start` to `end` (excluded) by `step`; with one argument, from 0 to that value.

    Args:
        start (Union[int, float, Tensor]): The first value (or the end, when `end` is None). Default: ``0``.
        end (Union[int, float, Tensor]): The bound (excluded). Default: ``None``.
        step (Union[int, float, Tensor]): The step. Default: ``1``.

    Keyword Args:
        dtype (mindspore.dtype): The dtype. Default: ``None`` (int64 for ints, float32 otherwise).

    Returns:
        1-D Tensor.

    Raises:
        ValueError: If `step` is 0.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> from mindspore import ops
        >>> print(ops.arange(1, 6))
        [1 2 3 4 5]
        >>> print(ops.arange(0, 2, 0.5))
        [0.  0.5 1.  1.5]
    """
    if end is None:
        start, end = 0, start
    r = _a._range(start, end, step, None, "arange")
    return r if dtype is None else _wrap(r._t.to(torch_dtype(dtype, "arange")))


def range(start, end, step, maxlen=1000000):
    """Values from `start` to `end` (excluded) by `step`.

    Args:
        start (Union[int, float, Tensor]): The first value.
        end (Union[int, float, Tensor]): The bound (excluded).
        step (Union[int, float, Tensor]): The step.
        maxlen (int): The largest allowed length. Default: ``1000000``.

    Returns:
        1-D Tensor.

    Raises:
        ValueError: If `step` is 0 or the result is longer than `maxlen`.

    Supported Platforms:
        ``GPU`` ``CPU``

    Examples:
        >>> from mindspore import ops
        >>> print(ops.range(0, 10, 4))
        [0 4 8]
    """
    return _a._range(start, end, step, maxlen, "range")


def linspace(start, end, steps):
    """`steps` evenly spaced values from `start` to `end` (both included).

    Args:
        start (Union[Tensor, int, float]): The first value.
        end (Union[Tensor, int, float]): The last value.
        steps (Union[Tensor, int]): How many values.

    Returns:
        1-D Tensor of float32.

    Raises:
        TypeError: If `steps` is not an int.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> from mindspore import ops
        >>> print(ops.linspace(1, 10, 5))
        [ 1.    3.25  5.5   7.75 10.  ]
    """
    return LinSpace()(start, end, steps)


def eye(n, m=None, dtype=None):
    """A 2-D tensor with ones on the diagonal.

    Args:
        n (int): The number of rows.
        m (int): The number of columns. Default: ``None`` (= n).
        dtype (mindspore.dtype): The dtype. Default: ``None`` (float32).

    Returns:
        Tensor of shape (n, m).

    Raises:
        TypeError: If `dtype` is not a MindSpore dtype.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import ops
        >>> print(ops.eye(2, 2, mindspore.int32))
        [[1 0]
         [0 1]]
    """
    td = torch.float32 if dtype is None else torch_dtype(dtype, "eye")
    return _wrap(torch.eye(n, n if m is None else m, dtype=td, device=device()))


def unstack(input_x, axis=0):
    """Splits a tensor into its slices along `axis`.

    Args:
        input_x (Tensor): The input tensor.
        axis (int): The axis. Default: ``0``.

    Returns:
        tuple of Tensors.

    Raises:
        ValueError: If `axis` is out of range.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.unstack(Tensor([[1, 2], [3, 4]], mindspore.int32), 1))
        (Tensor(shape=[2], dtype=Int32, value= [1, 3]), Tensor(shape=[2], dtype=Int32, value= [2, 4]))
    """
    return _cached(_a.Unstack, axis)(input_x)


def unbind(input, dim=0):
    """Splits a tensor into its slices along `dim`.

    Args:
        input (Tensor): The input tensor.
        dim (int): The dimension. Default: ``0``.

    Returns:
        tuple of Tensors.

    Raises:
        ValueError: If `dim` is out of range.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(len(ops.unbind(Tensor([[1, 2], [3, 4]], mindspore.int32))))
        2
    """
    return _cached(_a.Unstack, dim)(input)


def _max_min(fn_all, fn_dim, input, axis, keepdims, initial, where, name):
    t = tt(input, name)
    if t.dim() == 0:
        return input, Tensor(0, mstype.int64)
    if axis is None:
        # MindSpore reduces over all elements here and leaves `initial` and `where` unused
        return _wrap(fn_all(t)), _wrap(torch.zeros((), dtype=torch.int64, device=t.device))
    if initial is not None and not isinstance(initial, _numbers.Number):
        raise TypeError(f"For '{name}', 'initial' must be a scalar, but got {type(initial)}")
    if not isinstance(axis, int):
        raise TypeError(f"For '{name}', 'axis' must be int, but got {type(axis)}")
    bound = torch.maximum if fn_all is torch.max else torch.minimum
    if initial is not None:
        # every element is first bounded by `initial`, then masked-out elements are replaced by it
        t = bound(t, torch.full_like(t, initial))
    if where is not None:
        w = where._t if isinstance(where, Tensor) else torch.as_tensor(where, dtype=torch.bool, device=t.device)
        if w.dim() or not bool(w):
            if initial is None:
                raise ValueError("initial value must be provided for where masks")
            t = torch.where(w.bool().broadcast_to(t.shape), t, torch.full_like(t, initial))
    v, i = fn_dim(t, axis, keepdim=keepdims)
    return _wrap(v), _wrap(i)


def max(input, axis=None, keepdims=False, *, initial=None, where=None):
    """The maximum along `axis` and its index (index is 0 when `axis` is None).

    Args:
        input (Tensor): The input tensor.
        axis (int): The axis; ``None`` takes all elements. Default: ``None``.
        keepdims (bool): Keep the reduced dimension. Default: ``False``.

    Keyword Args:
        initial (scalar): A lower bound of the result. Default: ``None``.
        where (Tensor[bool]): Elements to include (the others count as `initial`). Default: ``None``.

    Returns:
        tuple (values, indices), indices of int64.

    Raises:
        TypeError: If `input` is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x = Tensor(np.array([0.0, 0.4, 0.6, 0.7, 0.1]), mindspore.float32)
        >>> output, index = ops.max(x)
        >>> print(output, index)
        0.7 0
        >>> y = Tensor(np.array([[0.0, 0.3, 0.4, 0.5, 0.1], [3.2, 0.4, 0.1, 2.9, 4.0]]), mindspore.float32)
        >>> output, index = ops.max(y, axis=0, keepdims=True)
        >>> print(output, index)
        [[3.2 0.4 0.4 2.9 4. ]] [[1 1 0 1 1]]
    """
    return _max_min(torch.max, torch.max, input, axis, keepdims, initial, where, "max")


def min(input, axis=None, keepdims=False, *, initial=None, where=None):
    """The minimum along `axis` and its index (index is 0 when `axis` is None).

    Args:
        input (Tensor): The input tensor.
        axis (int): The axis; ``None`` takes all elements. Default: ``None``.
        keepdims (bool): Keep the reduced dimension. Default: ``False``.

    Keyword Args:
        initial (scalar): An upper bound of the result. Default: ``None``.
        where (Tensor[bool]): Elements to include (the others count as `initial`). Default: ``None``.

    Returns:
        tuple (values, indices), indices of int64.

    Raises:
        TypeError: If `input` is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x = Tensor(np.array([0.0, 0.4, 0.6, 0.7, 0.1]), mindspore.float32)
        >>> output, index = ops.min(x, keepdims=True)
        >>> print(output, index)
        0.0 0
    """
    return _max_min(torch.min, torch.min, input, axis, keepdims, initial, where, "min")



def sort(input_x, axis=-1, descending=False):
    """Sorts along `axis`; returns the values and their original indices (int32).

    Args:
        input_x (Tensor): The input tensor.
        axis (int): The axis. Default: ``-1``.
        descending (bool): Descending order. Default: ``False``.

    Returns:
        tuple (values, indices).

    Raises:
        TypeError: If `input_x` is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> values, indices = ops.sort(Tensor([3.0, 1.0, 2.0], mindspore.float32), descending=True)
        >>> print(values, indices)
        [3. 2. 1.] [0 2 1]
    """
    return _cached(_a.Sort, axis, descending)(input_x)


def argsort(input, axis=-1, descending=False):
    """The indices that sort `input` along `axis` (int32).

    Args:
        input (Tensor): The input tensor.
        axis (int): The axis. Default: ``-1``.
        descending (bool): Descending order. Default: ``False``.

    Returns:
        Tensor of int32.

    Raises:
        TypeError: If `input` is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.argsort(Tensor([3.0, 1.0, 2.0], mindspore.float32)))
        [1 2 0]
    """
    return _cached(_a.Sort, axis, descending)(input)[1]


def scatter_nd(indices, updates, shape):
    """Scatters `updates` into a zero tensor of `shape` at `indices` (duplicates summed).

    Args:
        indices (Tensor): Integer indices of shape :math:`(*, K)`.
        updates (Tensor): The values.
        shape (tuple[int]): The output shape.

    Returns:
        Tensor of shape `shape`.

    Raises:
        TypeError: If an input is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.scatter_nd(Tensor([[0], [2]], mindspore.int32), Tensor([3.0, 4.0]), (4,)))
        [3. 0. 4. 0.]
    """
    return _cached(_a.ScatterNd)(indices, updates, shape)


def scatter_nd_update(*args):
    """Writes `updates` into the Parameter `input_x` at `indices`, in place: ``scatter_nd_update(input_x, indices,
    updates)``.

    Args:
        args (tuple): ``(input_x, indices, updates)``.

    Returns:
        The updated `input_x`.

    Raises:
        TypeError: If `input_x` is not a Parameter or Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, Parameter, ops
        >>> x = Parameter(Tensor(np.zeros(3), mindspore.float32), name="x")
        >>> out = ops.scatter_nd_update(x, Tensor([[1]], mindspore.int32), Tensor([5.0], mindspore.float32))
        >>> print(x.asnumpy())
        [0. 5. 0.]
    """
    return _cached(_a.ScatterNdUpdate)(*args)


def scatter_update(input_x, indices, updates):
    """Writes `updates` into rows `indices` of the Parameter `input_x`, in place.

    Args:
        input_x (Parameter): The tensor to update.
        indices (Tensor): Integer row indices.
        updates (Tensor): Values of shape ``indices.shape + input_x.shape[1:]``.

    Returns:
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
        >>> out = ops.scatter_update(x, Tensor([1], mindspore.int32), Tensor([[1.0, 2.0]], mindspore.float32))
        >>> print(x.asnumpy())
        [[0. 0.]
         [1. 2.]]
    """
    return _cached(_a.ScatterUpdate)(input_x, indices, updates)


def scatter_add(input_x, indices, updates):
    """Adds `updates` into rows `indices` of the Parameter `input_x`, in place.

    Args:
        input_x (Parameter): The tensor to update.
        indices (Tensor): Integer row indices.
        updates (Tensor): Values of shape ``indices.shape + input_x.shape[1:]``.

    Returns:
        The updated `input_x`.

    Raises:
        TypeError: If `input_x` is not a Parameter or Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, Parameter, ops
        >>> x = Parameter(Tensor(np.zeros(2), mindspore.float32), name="x")
        >>> out = ops.scatter_add(x, Tensor([0, 0], mindspore.int32), Tensor([1.0, 2.0], mindspore.float32))
        >>> print(x.asnumpy())
        [3. 0.]
    """
    return _cached(_a.ScatterAdd)(input_x, indices, updates)


def tensor_scatter_update(*args):
    """A copy of `input_x` with the positions `indices` replaced by `updates`: ``tensor_scatter_update(input_x,
    indices, updates)``.

    Args:
        args (tuple): ``(input_x, indices, updates)``.

    Returns:
        Tensor, same shape as `input_x`.

    Raises:
        TypeError: If an input is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x = Tensor([1.0, 2.0, 3.0], mindspore.float32)
        >>> print(ops.tensor_scatter_update(x, Tensor([[1]], mindspore.int32), Tensor([9.0], mindspore.float32)))
        [1. 9. 3.]
    """
    return _cached(_a.TensorScatterUpdate)(*args)


def tensor_scatter_add(input_x, indices, updates):
    """A copy of `input_x` with `updates` added at `indices` (duplicates accumulate).

    Args:
        input_x (Tensor): The input tensor.
        indices (Tensor): Integer indices of shape :math:`(*, K)`.
        updates (Tensor): The values.

    Returns:
        Tensor, same shape as `input_x`.

    Raises:
        TypeError: If an input is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x = Tensor([1.0, 1.0, 1.0], mindspore.float32)
        >>> print(ops.tensor_scatter_add(x, Tensor([[0], [0]]), Tensor([1.0, 2.0])))
        [4. 1. 1.]
    """
    return _cached(_a.TensorScatterAdd)(input_x, indices, updates)


def strided_slice(input_x, begin, end, strides, begin_mask=0, end_mask=0, ellipsis_mask=0, new_axis_mask=0,
                  shrink_axis_mask=0):
    """Extracts a strided slice (``x[begin:end:strides]`` per dimension, with TensorFlow-style masks).

    Args:
        input_x (Tensor): The input tensor.
        begin (tuple[int]): Start positions.
        end (tuple[int]): Stop positions (excluded).
        strides (tuple[int]): Steps (non-zero).
        begin_mask (int): Bits marking ignored `begin` entries. Default: ``0``.
        end_mask (int): Bits marking ignored `end` entries. Default: ``0``.
        ellipsis_mask (int): Bit marking the ellipsis entry. Default: ``0``.
        new_axis_mask (int): Bits marking new axes. Default: ``0``.
        shrink_axis_mask (int): Bits marking dimensions reduced to `begin`. Default: ``0``.

    Returns:
        Tensor.

    Raises:
        ValueError: If `begin`, `end` and `strides` have different lengths.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x = Tensor(np.arange(10), mindspore.int32)
        >>> print(ops.strided_slice(x, (8,), (2,), (-2,)))
        [8 6 4]
    """
    op = _cached(_a.StridedSlice, begin_mask, end_mask, ellipsis_mask, new_axis_mask, shrink_axis_mask)
    return op(input_x, begin, end, strides)


def slice(input_x, begin, size):
    """Takes `size` elements from `begin` in each dimension (-1 in `size`: to the end).

    Args:
        input_x (Tensor): The input tensor.
        begin (Union[tuple, list]): Start per dimension.
        size (Union[tuple, list]): Size per dimension.

    Returns:
        Tensor.

    Raises:
        ValueError: If the slice is out of range.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.slice(Tensor(np.arange(12).reshape(3, 4), mindspore.int32), (1, 0), (1, 2)))
        [[4 5]]
    """
    return _a._slice(input_x, begin, size, "slice")


def tril(input, diagonal=0):
    """The lower triangle of the last two dimensions.

    Args:
        input (Tensor): The input tensor, rank >= 2.
        diagonal (int): The diagonal to keep up to. Default: ``0``.

    Returns:
        Tensor, same shape as `input`.

    Raises:
        TypeError: If `input` is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.tril(Tensor([[1, 2], [3, 4]], mindspore.int32)))
        [[1 0]
         [3 4]]
    """
    return _wrap(torch.tril(tt(input, "tril"), diagonal))


def triu(input, diagonal=0):
    """The upper triangle of the last two dimensions.

    Args:
        input (Tensor): The input tensor, rank >= 2.
        diagonal (int): The diagonal to keep from. Default: ``0``.

    Returns:
        Tensor, same shape as `input`.

    Raises:
        TypeError: If `input` is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.triu(Tensor([[1, 2], [3, 4]], mindspore.int32)))
        [[1 2]
         [0 4]]
    """
    return _wrap(torch.triu(tt(input, "triu"), diagonal))



def swapaxes(input, axis0, axis1):
    """Swaps two dimensions.

    Args:
        input (Tensor): The input tensor.
        axis0 (int): The first dimension.
        axis1 (int): The second dimension.

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
        >>> print(ops.swapaxes(Tensor(np.ones((2, 3, 4)), mindspore.float32), 0, 2).shape)
        (4, 3, 2)
    """
    return _wrap(torch.transpose(tt(input, "swapaxes"), axis0, axis1))


def swapdims(input, dim0, dim1):
    """Swaps two dimensions (alias of :func:`mindspore.ops.swapaxes`).

    Args:
        input (Tensor): The input tensor.
        dim0 (int): The first dimension.
        dim1 (int): The second dimension.

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
        >>> print(ops.swapdims(Tensor(np.ones((2, 3, 4)), mindspore.float32), 0, 2).shape)
        (4, 3, 2)
    """
    return _wrap(torch.transpose(tt(input, "swapdims"), dim0, dim1))


def moveaxis(x, source, destination):
    """Moves dimensions to new positions (the others keep their order).

    Args:
        x (Tensor): The input tensor.
        source (Union[int, tuple(int)]): Original positions.
        destination (Union[int, tuple(int)]): New positions.

    Returns:
        Tensor.

    Raises:
        TypeError: If `x` is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.moveaxis(Tensor(np.zeros((3, 4, 5)), mindspore.float32), 0, -1).shape)
        (4, 5, 3)
    """
    return _wrap(torch.movedim(tt(x, "moveaxis", "x"), source, destination))


def movedim(x, source, destination):
    """Moves dimensions to new positions (alias of :func:`mindspore.ops.moveaxis`).

    Args:
        x (Tensor): The input tensor.
        source (Union[int, tuple(int)]): Original positions.
        destination (Union[int, tuple(int)]): New positions.

    Returns:
        Tensor.

    Raises:
        TypeError: If `x` is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.movedim(Tensor(np.zeros((3, 4, 5)), mindspore.float32), 0, -1).shape)
        (4, 5, 3)
    """
    return _wrap(torch.movedim(tt(x, "movedim", "x"), source, destination))


def flip(input, dims):
    """Reverses the order of elements along `dims`.

    Args:
        input (Tensor): The input tensor.
        dims (Union[list[int], tuple[int]]): The dimensions.

    Returns:
        Tensor.

    Raises:
        TypeError: If `input` is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.flip(Tensor([[1, 2], [3, 4]], mindspore.int32), (0,)))
        [[3 4]
         [1 2]]
    """
    return _wrap(torch.flip(tt(input, "flip"), tuple(dims) if isinstance(dims, (tuple, list)) else (dims,)))


def reverse(x, axis):
    """Reverses the order of elements along `axis`.

    Args:
        x (Tensor): The input tensor.
        axis (Union[tuple(int), list(int)]): The dimensions.

    Returns:
        Tensor.

    Raises:
        TypeError: If `x` is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.reverse(Tensor([[1, 2, 3]], mindspore.int32), axis=[1]))
        [[3 2 1]]
    """
    return flip(x, axis)


def roll(input, shifts, dims=None):
    """Rolls elements along `dims` (elements shifted past the end wrap around).

    Args:
        input (Tensor): The input tensor.
        shifts (Union[int, tuple(int)]): The shifts.
        dims (Union[int, tuple(int)]): The dimensions (``None``: the flattened tensor). Default: ``None``.

    Returns:
        Tensor.

    Raises:
        TypeError: If `input` is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.roll(Tensor([0, 1, 2, 3, 4], mindspore.int32), 2, 0))
        [3 4 0 1 2]
    """
    return _wrap(torch.roll(tt(input, "roll"), shifts, dims))


def narrow(input, axis, start, length):
    """The slice ``[start, start + length)`` along `axis`.

    Args:
        input (Tensor): The input tensor.
        axis (int): The axis.
        start (int): The start index.
        length (int): The length.

    Returns:
        Tensor.

    Raises:
        ValueError: If the range is out of bounds.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.narrow(Tensor([[1, 2, 3], [4, 5, 6]], mindspore.int32), 1, 1, 2))
        [[2 3]
         [5 6]]
    """
    t = tt(input, "narrow")
    try:
        return _wrap(t.narrow(axis, start, length))
    except (RuntimeError, IndexError) as e:
        raise ValueError(f"For 'narrow', the range [{start}, {start + length}) along axis {axis} is out of bounds "
                         f"for shape {tuple(t.shape)} ({e}).") from None


def repeat_interleave(input, repeats, axis=None):
    """Repeats each element `repeats` times along `axis` (of the flattened input when None).

    Args:
        input (Tensor): The input tensor.
        repeats (Union[int, tuple, list, Tensor]): Repetitions.
        axis (int): The axis. Default: ``None``.

    Returns:
        Tensor.

    Raises:
        TypeError: If `input` is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.repeat_interleave(Tensor([[0, 1], [2, 3]], mindspore.int32), 2, 0))
        [[0 1]
         [0 1]
         [2 3]
         [2 3]]
    """
    t = tt(input, "repeat_interleave")
    r = repeats._t if isinstance(repeats, Tensor) else (torch.tensor(repeats, device=t.device)
                                                         if isinstance(repeats, (tuple, list)) else repeats)
    return _wrap(torch.repeat_interleave(t, r, dim=axis))


def repeat_elements(x, rep, axis=0):
    """Repeats each element `rep` times along `axis`.

    Args:
        x (Tensor): The input tensor.
        rep (int): Repetitions.
        axis (int): The axis. Default: ``0``.

    Returns:
        Tensor.

    Raises:
        TypeError: If `rep` is not an int.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.repeat_elements(Tensor([[0, 1, 2], [3, 4, 5]], mindspore.int32), 2, 1))
        [[0 0 1 1 2 2]
         [3 3 4 4 5 5]]
    """
    if isinstance(rep, bool) or not isinstance(rep, int):
        raise TypeError(f"For 'repeat_elements', the 'rep' must be int, but got {type(rep).__name__}.")
    return _wrap(torch.repeat_interleave(tt(x, "repeat_elements", "x"), rep, dim=axis))


def meshgrid(*inputs, indexing="xy"):
    """Coordinate grids from 1-D coordinate vectors.

    Args:
        inputs (Tensor): 1-D tensors.

    Keyword Args:
        indexing (str): ``'xy'`` or ``'ij'``. Default: ``'xy'``.

    Returns:
        tuple of Tensors.

    Raises:
        ValueError: If `indexing` is neither 'xy' nor 'ij'.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x, y = ops.meshgrid(Tensor([1, 2, 3]), Tensor([4, 5]))
        >>> print(y)
        [[4 4 4]
         [5 5 5]]
    """
    if len(inputs) == 1 and isinstance(inputs[0], (tuple, list)):
        inputs = tuple(inputs[0])
    return _cached(_a.Meshgrid, indexing)(inputs)


def is_tensor(obj):
    """Whether `obj` is a Tensor (Parameters included).

    Args:
        obj (Object): Any object.

    Returns:
        bool.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> from mindspore import Tensor, ops
        >>> print(ops.is_tensor(Tensor(1.0)), ops.is_tensor(1.0))
        True False
    """
    return isinstance(obj, Tensor)


def is_floating_point(input):
    """Whether a tensor has a floating-point dtype.

    Args:
        input (Tensor): The input tensor.

    Returns:
        bool.

    Raises:
        TypeError: If `input` is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.is_floating_point(Tensor([1.0])), ops.is_floating_point(Tensor([1])))
        True False
    """
    return tt(input, "is_floating_point").is_floating_point()


def scalar_to_tensor(input_x, dtype=mstype.float32):
    """A 0-D tensor holding a Python scalar.

    Args:
        input_x (Union[int, float, bool]): The scalar.
        dtype (mindspore.dtype): The dtype. Default: ``mindspore.float32``.

    Returns:
        Tensor of shape ().

    Raises:
        TypeError: If `input_x` is not a number.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import ops
        >>> print(ops.scalar_to_tensor(1, mindspore.float32))
        1.0
    """
    return _cached(_a.ScalarToTensor)(input_x, dtype)


def tuple_to_array(input_x):
    """A 1-D tensor from a tuple of numbers.

    Args:
        input_x (tuple): The numbers.

    Returns:
        Tensor.

    Raises:
        TypeError: If `input_x` is not a tuple of numbers.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> from mindspore import ops
        >>> print(ops.tuple_to_array((1, 2, 3)))
        [1 2 3]
    """
    return _cached(_a.TupleToArray)(input_x)


def unique(input):
    """The distinct values in order of first appearance and each element's position among them (int32).

    Args:
        input (Tensor): The input tensor.

    Returns:
        tuple (output, idx).

    Raises:
        TypeError: If `input` is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> output, idx = ops.unique(Tensor([1, 2, 5, 2], mindspore.int32))
        >>> print(output, idx)
        [1 2 5] [0 1 2 1]
    """
    t = tt(input, "unique")
    out, idx = _cached(_a.Unique)(_wrap(t.reshape(-1)))
    return out, _wrap(idx._t.reshape(t.shape))


def nonzero(input, *, as_tuple=False):
    """Indices of the non-zero elements.

    Args:
        input (Tensor): The input tensor.

    Keyword Args:
        as_tuple (bool): Return one index tensor per dimension. Default: ``False``.

    Returns:
        Tensor of shape :math:`(N, rank)` (int64), or a tuple of 1-D tensors.

    Raises:
        TypeError: If `input` is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.nonzero(Tensor([[0, 1], [2, 0]], mindspore.int32)))
        [[0 1]
         [1 0]]
    """
    r = torch.nonzero(tt(input, "nonzero"), as_tuple=as_tuple)
    return tuple(_wrap(v) for v in r) if as_tuple else _wrap(r)


def unsorted_segment_sum(input_x, segment_ids, num_segments):
    """Sums the slices of `input_x` that share a segment id.

    Args:
        input_x (Tensor): The input tensor.
        segment_ids (Tensor): Integer ids (shape a prefix of the input's shape).
        num_segments (Union[int, Tensor]): The number of segments.

    Returns:
        Tensor of shape ``(num_segments,) + input_x.shape[segment_ids.ndim:]``.

    Raises:
        TypeError: If an input is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x = Tensor([1, 2, 3, 4], mindspore.float32)
        >>> print(ops.unsorted_segment_sum(x, Tensor([0, 0, 1, 2], mindspore.int32), 4))
        [3. 3. 4. 0.]
    """
    return _cached(_a.UnsortedSegmentSum)(input_x, segment_ids, num_segments)


def identity(x):
    """A new tensor equal to the input.

    Args:
        x (Tensor): The input tensor.

    Returns:
        Tensor.

    Raises:
        TypeError: If `x` is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.identity(Tensor([1, 2, 3], mindspore.int64)))
        [1 2 3]
    """
    return _cached(_a.Identity)(x)


def view_as(input, other):
    """`input` reshaped to the shape of `other`.

    Args:
        input (Tensor): The input tensor.
        other (Tensor): Gives the shape.

    Returns:
        Tensor.

    Raises:
        ValueError: If the element counts differ.

    Supported Platforms:
        ``Ascend``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.view_as(Tensor(np.arange(4), mindspore.int32), Tensor(np.zeros((2, 2)))).shape)
        (2, 2)
    """
    return _a._reshape(input, tuple(tt(other, "view_as", "other").shape), "view_as")


def type_as(input, other):
    """`input` converted to the dtype of `other`.

    Args:
        input (Tensor): The input tensor.
        other (Tensor): Gives the dtype.

    Returns:
        Tensor.

    Raises:
        TypeError: If an input is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.type_as(Tensor([1.5], mindspore.float32), Tensor([1], mindspore.int32)).dtype)
        Int32
    """
    return _wrap(tt(input, "type_as").to(tt(other, "type_as", "other").dtype))


def matrix_band_part(x, lower, upper):
    """Keeps the band of `lower` sub-diagonals and `upper` super-diagonals (negative: all) of the last two
    dimensions and zeroes the rest.

    Args:
        x (Tensor): The input tensor, rank >= 2.
        lower (int): Number of sub-diagonals to keep (negative keeps all).
        upper (int): Number of super-diagonals to keep (negative keeps all).

    Returns:
        Tensor, same shape as `x`.

    Raises:
        TypeError: If `x` is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.matrix_band_part(Tensor(np.ones([3, 3]), mindspore.float32), 1, 0))
        [[1. 0. 0.]
         [1. 1. 0.]
         [0. 1. 1.]]
    """
    t = tt(x, "matrix_band_part", "x")
    lo, up = int(lower), int(upper)
    m, n = t.shape[-2], t.shape[-1]
    i = torch.arange(m, device=t.device).reshape(-1, 1)
    j = torch.arange(n, device=t.device).reshape(1, -1)
    keep = torch.ones((m, n), dtype=torch.bool, device=t.device)
    if lo >= 0:
        keep &= (i - j) <= lo
    if up >= 0:
        keep &= (j - i) <= up
    return _wrap(torch.where(keep, t, torch.zeros((), dtype=t.dtype, device=t.device)))


# ----- more array functions ------------------------------------------------------------------------------------------
from .._factory import documented as _documented, unary_func as _unary_func  # noqa: E402
from .._utils import as_torch as _as_torch  # noqa: E402

_T = "Tensor"
_IN = [("input", _T, "The input tensor.")]
_M = __name__

ravel = _unary_func("ravel", lambda t: t.reshape(-1), "Flattens the input to 1-D.",
                    "Tensor([[1, 2], [3, 4]], mindspore.int32)", "[1 2 3 4]", module=_M)
fliplr = _unary_func("fliplr", torch.fliplr, "Reverses the order of the columns (dimension 1).",
                     "Tensor([[1, 2], [3, 4]], mindspore.int32)", "[[2 1]\n [4 3]]", module=_M)
flipud = _unary_func("flipud", torch.flipud, "Reverses the order of the rows (dimension 0).",
                     "Tensor([[1, 2], [3, 4]], mindspore.int32)", "[[3 4]\n [1 2]]", module=_M)
msort = _unary_func("msort", lambda t: torch.sort(t, 0)[0], "Sorts along the first dimension.",
                    "Tensor([[3, 1], [1, 2]], mindspore.int32)", "[[1 1]\n [3 2]]", module=_M)
argwhere = _unary_func("argwhere", torch.argwhere, "Indices of the non-zero elements, shape (N, rank).",
                       "Tensor([[0, 1], [2, 0]], mindspore.int32)", "[[0 1]\n [1 0]]", module=_M)
deepcopy = _unary_func("deepcopy", torch.clone, "A copy of the input.", "Tensor([1, 2], mindspore.int32)", "[1 2]",
                       arg="input_x", module=_M)


@_documented("Minimum and maximum along `axis`.", _IN, "tuple (min, max).", ["x = Tensor([[1, 5], [3, 2]])"],
             "ops.aminmax(x, axis=1)", "(Tensor(shape=[2], dtype=Int64, value= [1, 2]), Tensor(shape=[2], "
             "dtype=Int64, value= [5, 3]))",
             kwargs=[("axis", "int", "The axis. Default: ``0``."),
                     ("keepdims", "bool", "Keep the reduced dimension. Default: ``False``.")])
def aminmax(input, *, axis=0, keepdims=False):
    t = tt(input, "aminmax")
    if not t.is_floating_point() or t.numel() == 0:
        lo, hi = torch.aminmax(t, dim=axis, keepdim=keepdims)
        return _wrap(lo), _wrap(hi)
    # MindSpore's kernel scans from the first element and keeps it unless a later one compares smaller (larger):
    # NaN never compares, so a NaN is kept only when it comes first along the scan
    nan = torch.isnan(t)
    lo = torch.amin(t.masked_fill(nan, float("inf")), dim=axis, keepdim=keepdims)
    hi = torch.amax(t.masked_fill(nan, float("-inf")), dim=axis, keepdim=keepdims)
    if axis is None:
        first = t.reshape(-1)[0].reshape((1,) * t.dim() if keepdims else ())
    else:
        first = t.narrow(axis, 0, 1)
        first = first if keepdims else first.squeeze(axis)
    lead_nan = torch.isnan(first)
    return _wrap(torch.where(lead_nan, first, lo)), _wrap(torch.where(lead_nan, first, hi))


@_documented("Broadcasts to `size` (-1 keeps the input's size).", [("input_x", _T, "The input."),
             ("size", "Union[tuple[int], Tensor]", "The target shape.")], "Tensor.",
             ["x = Tensor([[1], [2]], mindspore.int32)"], "ops.expand(x, Tensor([2, 3]))", "[[1 1 1]\n [2 2 2]]")
def expand(input_x, size):
    return _a._broadcast_to(input_x, shape_tuple(size, "expand", "size"), "expand")


@_documented("Broadcasts `input` to the shape of `other`.", [("input", _T, "The input."),
             ("other", _T, "Gives the shape.")], "Tensor.", ["x = Tensor([1, 2])"],
             "ops.expand_as(x, Tensor(np.zeros((2, 2))))", "[[1 2]\n [1 2]]")
def expand_as(input, other):
    return _a._broadcast_to(input, tuple(tt(other, "expand_as", "other").shape), "expand_as")


@_documented("Outer product of two 1-D tensors.", [("input", _T, "Shape (N,)."), ("vec2", _T, "Shape (M,).")],
             "Tensor of shape (N, M).", ["a = Tensor([1.0, 2.0])"], "ops.ger(a, Tensor([3.0, 4.0]))",
             "[[3. 4.]\n [6. 8.]]")
def ger(input, vec2):
    return _wrap(torch.outer(tt(input, "ger"), tt(vec2, "ger", "vec2")))


@_documented("Stacks 1-D tensors as columns (2-D tensors are concatenated along dimension 1).",
             [("tensors", "Union[tuple, list]", "The tensors.")], "Tensor.", ["a = Tensor([1, 2])"],
             "ops.column_stack([a, Tensor([3, 4])])", "[[1 3]\n [2 4]]")
def column_stack(tensors):
    return _wrap(torch.column_stack(_a._tensor_list(tensors, "column_stack")))


@_documented("Stacks tensors as rows (alias of :func:`mindspore.ops.vstack`).",
             [("tensors", "Union[tuple, list]", "The tensors.")], "Tensor.", ["a = Tensor([1, 2])"],
             "ops.row_stack([a, Tensor([3, 4])])", "[[1 2]\n [3 4]]")
def row_stack(tensors):
    return _wrap(torch.vstack(_a._tensor_list(tensors, "row_stack")))


@_documented("Stacks tensors along the third dimension.", [("tensors", "Union[tuple, list]", "The tensors.")],
             "Tensor.", ["a = Tensor([1, 2])"], "ops.dstack([a, Tensor([3, 4])]).shape", "(1, 2, 2)")
def dstack(tensors):
    return _wrap(torch.dstack(_a._tensor_list(tensors, "dstack")))


def _nsplit(fn, input, s, name):
    t = tt(input, name)
    return tuple(_wrap(p) for p in fn(t, list(s) if isinstance(s, (tuple, list)) else s))


@_documented("Splits along dimension 1 (dimension 0 for 1-D).", [("input", _T, "The input."),
             ("indices_or_sections", "Union[int, tuple, list]", "Parts or split indices.")], "tuple of Tensors.",
             ["x = Tensor(np.arange(6).reshape(2, 3))"], "len(ops.hsplit(x, 3))", "3")
def hsplit(input, indices_or_sections):
    return _nsplit(torch.hsplit, input, indices_or_sections, "hsplit")


@_documented("Splits along dimension 0.", [("input", _T, "The input."),
             ("indices_or_sections", "Union[int, tuple, list]", "Parts or split indices.")], "tuple of Tensors.",
             ["x = Tensor(np.arange(6).reshape(2, 3))"], "len(ops.vsplit(x, 2))", "2")
def vsplit(input, indices_or_sections):
    return _nsplit(torch.vsplit, input, indices_or_sections, "vsplit")


@_documented("Splits along dimension 2.", [("input", _T, "The input, rank >= 3."),
             ("indices_or_sections", "Union[int, tuple, list]", "Parts or split indices.")], "tuple of Tensors.",
             ["x = Tensor(np.arange(8).reshape(1, 2, 4))"], "len(ops.dsplit(x, 2))", "2")
def dsplit(input, indices_or_sections):
    return _nsplit(torch.dsplit, input, indices_or_sections, "dsplit")


@_documented("2-D tensor with the flattened input on diagonal `offset`.", [("input", _T, "The values."),
             ("offset", "int", "Diagonal offset. Default: ``0``.")], "Tensor.", ["x = Tensor([1, 2])"],
             "ops.diagflat(x)", "[[1 0]\n [0 2]]")
def diagflat(input, offset=0):
    return _wrap(torch.diagflat(tt(input, "diagflat"), offset))


@_documented("Fills the entries at `index` along `axis` with `value`.", [("x", _T, "The input."),
             ("axis", "int", "The axis."), ("index", _T, "1-D integer indices."),
             ("value", "Union[Tensor, float, int, bool]", "The fill value.")], "Tensor.",
             ["x = Tensor([[1, 2], [3, 4]])"], "ops.index_fill(x, 1, Tensor([0], mindspore.int32), 0)",
             "[[0 2]\n [0 4]]")
def index_fill(x, axis, index, value):
    t = tt(x, "index_fill", "x")
    v = value._t if isinstance(value, Tensor) else value
    return _wrap(t.index_fill(axis, tt(index, "index_fill", "index").long(), v))


@_documented("Tells whether a one-element tensor is non-zero.", _IN, "bool.", ["x = Tensor([1.0])"],
             "ops.is_nonzero(x)", "True", raises="RuntimeError: If `input` does not have exactly one element.")
def is_nonzero(input):
    t = tt(input, "is_nonzero")
    if t.numel() != 1:
        raise RuntimeError(f"For 'is_nonzero', the input must have exactly one element, but got {t.numel()}.")
    return bool(t.reshape(()) != 0)


@_documented("Writes `src` into a copy of `input` at `index` along `axis`.",
             [("input", _T, "The input."), ("axis", "int", "The axis."), ("index", _T, "Integer indices."),
              ("src", "Union[Tensor, float]", "The values.")], "Tensor.",
             ["x = Tensor(np.zeros((2, 2)), mindspore.float32)"],
             "ops.scatter(x, 1, Tensor([[1], [0]]), Tensor([[5.0], [6.0]]))", "[[0. 5.]\n [6. 0.]]")
def scatter(input, axis, index, src):
    t = tt(input, "scatter")
    idx = tt(index, "scatter", "index").long()
    if isinstance(src, Tensor):
        return _wrap(t.scatter(axis, idx, src._t.to(t.dtype)))
    return _wrap(t.scatter(axis, idx, src))


@_documented("Embeds `src` at position `index` of `axis` in a copy of `input`.",
             [("input", _T, "The input."), ("src", _T, "The slice, input shape without `axis`."),
              ("axis", "int", "The axis."), ("index", "int", "The position.")], "Tensor.",
             ["x = Tensor(np.zeros((2, 2)), mindspore.float32)"], "ops.select_scatter(x, Tensor([1.0, 2.0]), 0, 1)",
             "[[0. 0.]\n [1. 2.]]")
def select_scatter(input, src, axis, index):
    t = tt(input, "select_scatter")
    return _wrap(torch.select_scatter(t, tt(src, "select_scatter", "src").to(t.dtype), axis, index))


@_documented("Embeds `src` into the slice ``start:end:step`` of `axis` in a copy of `input`.",
             [("input", _T, "The input."), ("src", _T, "The values."), ("axis", "int", "The axis. Default: ``0``."),
              ("start", "int", "Slice start. Default: ``None``."), ("end", "int", "Slice end. Default: ``None``."),
              ("step", "int", "Slice step. Default: ``1``.")], "Tensor.",
             ["x = Tensor(np.zeros((3, 2)), mindspore.float32)"],
             "ops.slice_scatter(x, Tensor(np.ones((1, 2)), mindspore.float32), 0, 1, 2)",
             "[[0. 0.]\n [1. 1.]\n [0. 0.]]")
def slice_scatter(input, src, axis=0, start=None, end=None, step=1):
    t = tt(input, "slice_scatter")
    return _wrap(torch.slice_scatter(t, tt(src, "slice_scatter", "src").to(t.dtype), axis, start, end, step))


@_documented("Embeds `src` on a diagonal of a copy of `input`.",
             [("input", _T, "The input."), ("src", _T, "The diagonal values."),
              ("offset", "int", "Diagonal offset. Default: ``0``."), ("dim1", "int", "Default: ``0``."),
              ("dim2", "int", "Default: ``1``.")], "Tensor.", ["x = Tensor(np.zeros((2, 2)), mindspore.float32)"],
             "ops.diagonal_scatter(x, Tensor([1.0, 2.0]))", "[[1. 0.]\n [0. 2.]]")
def diagonal_scatter(input, src, offset=0, dim1=0, dim2=1):
    t = tt(input, "diagonal_scatter")
    return _wrap(torch.diagonal_scatter(t, tt(src, "diagonal_scatter", "src").to(t.dtype), offset, dim1, dim2))


@_documented("Boolean mask of the first `lengths[i]` positions of each row.",
             [("lengths", _T, "Integer lengths."), ("maxlen", "int", "Row length. Default: ``None`` (max).")],
             "Tensor of bool, shape ``lengths.shape + (maxlen,)``.", ["x = Tensor([1, 3])"],
             "ops.sequence_mask(x, 4)", "[[ True False False False]\n [ True  True  True False]]")
def sequence_mask(lengths, maxlen=None):
    t = tt(lengths, "sequence_mask", "lengths")
    n = int(t.max()) if maxlen is None else int(maxlen)
    return _wrap(torch.arange(n, device=t.device) < t.unsqueeze(-1))


@_documented("Indices where `values` would be inserted to keep `sorted_sequence` sorted.",
             [("sorted_sequence", _T, "Sorted along the last dimension."), ("values", "Union[Tensor, number]",
              "The values.")], "Tensor of int64 (int32 with `out_int32`).", ["s = Tensor([1, 3, 5, 7])"],
             "ops.searchsorted(s, Tensor([3, 6]))", "[1 3]",
             kwargs=[("out_int32", "bool", "Output int32. Default: ``False``."),
                     ("right", "bool", "Use the rightmost position. Default: ``False``."),
                     ("side", "str", "``'left'`` or ``'right'`` (overrides `right`). Default: ``None``."),
                     ("sorter", _T, "Indices sorting an unsorted sequence. Default: ``None``.")])
def searchsorted(sorted_sequence, values, *, out_int32=False, right=False, side=None, sorter=None):
    s = tt(sorted_sequence, "searchsorted", "sorted_sequence")
    v = values._t if isinstance(values, Tensor) else torch.as_tensor(values, device=s.device)
    return _wrap(torch.searchsorted(s, v, out_int32=out_int32, right=right, side=side,
                                    sorter=None if sorter is None else _as_torch(sorter).long()))


@_documented("A 0-D or 1-D tensor from a Python scalar or tuple.", [("input_x", "Union[int, float, bool, tuple]",
             "The value.")], "Tensor.", [], "ops.scalar_to_array(2.5)", "2.5", raises="")
def scalar_to_array(input_x):
    return Tensor(input_x)


def _tensor_scatter(x, indices, updates, fn, name):
    t = tt(x, name, "input_x").clone()
    idx = _a._nd_index(tt(indices, name, "indices"))
    u = tt(updates, name, "updates").to(t.dtype)
    return _wrap(_a._apply_in_order(t, idx, u, fn))


@_documented("A copy of `input_x` with `updates` subtracted at `indices`.", [("input_x", _T, "The input."),
             ("indices", _T, "Indices of shape :math:`(*, K)`."), ("updates", _T, "The values.")], "Tensor.",
             ["x = Tensor([1.0, 1.0])"], "ops.tensor_scatter_sub(x, Tensor([[1]]), Tensor([3.0]))", "[ 1. -2.]")
def tensor_scatter_sub(input_x, indices, updates):
    return _tensor_scatter(input_x, indices, updates, torch.sub, "tensor_scatter_sub")


@_documented("A copy of `input_x` with the positions `indices` multiplied by `updates`.",
             [("input_x", _T, "The input."), ("indices", _T, "Indices of shape :math:`(*, K)`."), ("updates", _T,
              "The values.")], "Tensor.", ["x = Tensor([1.0, 2.0])"],
             "ops.tensor_scatter_mul(x, Tensor([[1]]), Tensor([3.0]))", "[1. 6.]")
def tensor_scatter_mul(input_x, indices, updates):
    return _tensor_scatter(input_x, indices, updates, torch.mul, "tensor_scatter_mul")


@_documented("A copy of `input_x` with the positions `indices` divided by `updates`.",
             [("input_x", _T, "The input."), ("indices", _T, "Indices of shape :math:`(*, K)`."), ("updates", _T,
              "The values.")], "Tensor.", ["x = Tensor([1.0, 6.0])"],
             "ops.tensor_scatter_div(x, Tensor([[1]]), Tensor([3.0]))", "[1. 2.]")
def tensor_scatter_div(input_x, indices, updates):
    return _tensor_scatter(input_x, indices, updates, torch.true_divide, "tensor_scatter_div")


@_documented("A copy of `input_x` with the maximum of it and `updates` at `indices`.",
             [("input_x", _T, "The input."), ("indices", _T, "Indices of shape :math:`(*, K)`."), ("updates", _T,
              "The values.")], "Tensor.", ["x = Tensor([1.0, 6.0])"],
             "ops.tensor_scatter_max(x, Tensor([[0], [1]]), Tensor([3.0, 3.0]))", "[3. 6.]")
def tensor_scatter_max(input_x, indices, updates):
    return _tensor_scatter(input_x, indices, updates, torch.maximum, "tensor_scatter_max")


@_documented("A copy of `input_x` with the minimum of it and `updates` at `indices`.",
             [("input_x", _T, "The input."), ("indices", _T, "Indices of shape :math:`(*, K)`."), ("updates", _T,
              "The values.")], "Tensor.", ["x = Tensor([1.0, 6.0])"],
             "ops.tensor_scatter_min(x, Tensor([[0], [1]]), Tensor([3.0, 3.0]))", "[1. 3.]")
def tensor_scatter_min(input_x, indices, updates):
    return _tensor_scatter(input_x, indices, updates, torch.minimum, "tensor_scatter_min")


@_documented("A copy of `input_x` with `updates` written (or reduced) at `indices` along `axis`, element-wise.",
             [("input_x", _T, "The input."), ("indices", _T, "Indices, same rank as input."),
              ("updates", _T, "The values, shape of `indices`."), ("axis", "int", "The axis. Default: ``0``."),
              ("reduction", "str", "``'none'``, ``'add'``. Default: ``'none'``.")], "Tensor.",
             ["x = Tensor(np.zeros((1, 3)), mindspore.float32)"],
             "ops.tensor_scatter_elements(x, Tensor([[2]]), Tensor([[7.0]]), 1)", "[[0. 0. 7.]]")
def tensor_scatter_elements(input_x, indices, updates, axis=0, reduction="none"):
    t = tt(input_x, "tensor_scatter_elements", "input_x")
    idx = tt(indices, "tensor_scatter_elements", "indices").long()
    u = tt(updates, "tensor_scatter_elements", "updates").to(t.dtype)
    if reduction == "none":
        return _wrap(t.scatter(axis, idx, u))
    if reduction == "add":
        return _wrap(t.scatter_add(axis, idx, u))
    raise ValueError(f"For 'tensor_scatter_elements', the 'reduction' must be 'none' or 'add', but got "
                     f"{reduction!r}.")


def _param_scatter(input_x, indices, updates, name, reduce):
    d = tt(input_x, name, "input_x").data
    idx = tt(indices, name, "indices").long()
    u = _as_torch(updates).to(d.dtype)
    flat_idx = idx.reshape(-1)
    vals = u.reshape((flat_idx.numel(),) + tuple(d.shape[1:]))
    full = flat_idx.reshape((-1,) + (1,) * (d.dim() - 1)).expand_as(vals)
    d.scatter_reduce_(0, full, vals, reduce=reduce, include_self=True)
    return ref_output(input_x)


def _nd_param(input_x, indices, updates, name, fn):
    d = tt(input_x, name, "input_x").data
    idx = _a._nd_index(tt(indices, name, "indices"))
    _a._apply_in_order(d, idx, _as_torch(updates).to(d.dtype), fn)
    return ref_output(input_x)


@_documented("Multiplies rows `indices` of the Parameter `input_x` by `updates`, in place.",
             [("input_x", "Parameter", "The tensor to update."), ("indices", _T, "Row indices."),
              ("updates", _T, "The values.")], "The updated `input_x`.",
             ["p = mindspore.Parameter(Tensor([1.0, 2.0]), name='p')"],
             "ops.scatter_mul(p, Tensor([1]), Tensor([3.0])).asnumpy()", "[1. 6.]")
def scatter_mul(input_x, indices, updates):
    return _param_scatter(input_x, indices, updates, "scatter_mul", "prod")


@_documented("Divides rows `indices` of the Parameter `input_x` by `updates`, in place.",
             [("input_x", "Parameter", "The tensor to update."), ("indices", _T, "Row indices."),
              ("updates", _T, "The values.")], "The updated `input_x`.",
             ["p = mindspore.Parameter(Tensor([1.0, 6.0]), name='p')"],
             "ops.scatter_div(p, Tensor([1]), Tensor([3.0])).asnumpy()", "[1. 2.]")
def scatter_div(input_x, indices, updates):
    d = tt(input_x, "scatter_div", "input_x").data
    idx = tt(indices, "scatter_div", "indices").long()
    _a._apply_in_order(d, (idx,), _as_torch(updates).to(d.dtype), torch.true_divide)
    return ref_output(input_x)


@_documented("Maximum of rows `indices` of the Parameter `input_x` and `updates`, in place.",
             [("input_x", "Parameter", "The tensor to update."), ("indices", _T, "Row indices."),
              ("updates", _T, "The values.")], "The updated `input_x`.",
             ["p = mindspore.Parameter(Tensor([1.0, 6.0]), name='p')"],
             "ops.scatter_max(p, Tensor([0, 1]), Tensor([3.0, 3.0])).asnumpy()", "[3. 6.]")
def scatter_max(input_x, indices, updates):
    return _param_scatter(input_x, indices, updates, "scatter_max", "amax")


@_documented("Minimum of rows `indices` of the Parameter `input_x` and `updates`, in place.",
             [("input_x", "Parameter", "The tensor to update."), ("indices", _T, "Row indices."),
              ("updates", _T, "The values.")], "The updated `input_x`.",
             ["p = mindspore.Parameter(Tensor([1.0, 6.0]), name='p')"],
             "ops.scatter_min(p, Tensor([0, 1]), Tensor([3.0, 3.0])).asnumpy()", "[1. 3.]")
def scatter_min(input_x, indices, updates):
    return _param_scatter(input_x, indices, updates, "scatter_min", "amin")


@_documented("Adds `updates` into the Parameter `input_x` at N-D `indices`, in place.",
             [("input_x", "Parameter", "The tensor to update."), ("indices", _T, "Indices of shape :math:`(*, K)`."),
              ("updates", _T, "The values."), ("use_locking", "bool", "Kept for compatibility. Default: ``False``.")],
             "The updated `input_x`.", ["p = mindspore.Parameter(Tensor([1.0, 1.0]), name='p')"],
             "ops.scatter_nd_add(p, Tensor([[0], [0]]), Tensor([1.0, 2.0])).asnumpy()", "[4. 1.]")
def scatter_nd_add(input_x, indices, updates, use_locking=False):
    return ScatterNdAdd(use_locking)(input_x, indices, updates)


@_documented("Subtracts `updates` from the Parameter `input_x` at N-D `indices`, in place.",
             [("input_x", "Parameter", "The tensor to update."), ("indices", _T, "Indices of shape :math:`(*, K)`."),
              ("updates", _T, "The values."), ("use_locking", "bool", "Kept for compatibility. Default: ``False``.")],
             "The updated `input_x`.", ["p = mindspore.Parameter(Tensor([1.0, 1.0]), name='p')"],
             "ops.scatter_nd_sub(p, Tensor([[1]]), Tensor([3.0])).asnumpy()", "[ 1. -2.]")
def scatter_nd_sub(input_x, indices, updates, use_locking=False):
    return _nd_param(input_x, indices, updates, "scatter_nd_sub", torch.sub)


@_documented("Multiplies the Parameter `input_x` by `updates` at N-D `indices`, in place.",
             [("input_x", "Parameter", "The tensor to update."), ("indices", _T, "Indices of shape :math:`(*, K)`."),
              ("updates", _T, "The values."), ("use_locking", "bool", "Kept for compatibility. Default: ``False``.")],
             "The updated `input_x`.", ["p = mindspore.Parameter(Tensor([1.0, 2.0]), name='p')"],
             "ops.scatter_nd_mul(p, Tensor([[1]]), Tensor([3.0])).asnumpy()", "[1. 6.]")
def scatter_nd_mul(input_x, indices, updates, use_locking=False):
    return _nd_param(input_x, indices, updates, "scatter_nd_mul", torch.mul)


@_documented("Divides the Parameter `input_x` by `updates` at N-D `indices`, in place.",
             [("input_x", "Parameter", "The tensor to update."), ("indices", _T, "Indices of shape :math:`(*, K)`."),
              ("updates", _T, "The values."), ("use_locking", "bool", "Kept for compatibility. Default: ``False``.")],
             "The updated `input_x`.", ["p = mindspore.Parameter(Tensor([1.0, 6.0]), name='p')"],
             "ops.scatter_nd_div(p, Tensor([[1]]), Tensor([3.0])).asnumpy()", "[1. 2.]")
def scatter_nd_div(input_x, indices, updates, use_locking=False):
    return _nd_param(input_x, indices, updates, "scatter_nd_div", torch.true_divide)


@_documented("Maximum of the Parameter `input_x` and `updates` at N-D `indices`, in place.",
             [("input_x", "Parameter", "The tensor to update."), ("indices", _T, "Indices of shape :math:`(*, K)`."),
              ("updates", _T, "The values."), ("use_locking", "bool", "Kept for compatibility. Default: ``False``.")],
             "The updated `input_x`.", ["p = mindspore.Parameter(Tensor([1.0, 6.0]), name='p')"],
             "ops.scatter_nd_max(p, Tensor([[0], [1]]), Tensor([3.0, 3.0])).asnumpy()", "[3. 6.]")
def scatter_nd_max(input_x, indices, updates, use_locking=False):
    return _nd_param(input_x, indices, updates, "scatter_nd_max", torch.maximum)


@_documented("Minimum of the Parameter `input_x` and `updates` at N-D `indices`, in place.",
             [("input_x", "Parameter", "The tensor to update."), ("indices", _T, "Indices of shape :math:`(*, K)`."),
              ("updates", _T, "The values."), ("use_locking", "bool", "Kept for compatibility. Default: ``False``.")],
             "The updated `input_x`.", ["p = mindspore.Parameter(Tensor([1.0, 6.0]), name='p')"],
             "ops.scatter_nd_min(p, Tensor([[0], [1]]), Tensor([3.0, 3.0])).asnumpy()", "[1. 3.]")
def scatter_nd_min(input_x, indices, updates, use_locking=False):
    return _nd_param(input_x, indices, updates, "scatter_nd_min", torch.minimum)


@_documented("Maximum of the slices of `x` sharing a segment id.", [("x", _T, "The input."),
             ("segment_ids", _T, "Integer ids."), ("num_segments", "Union[int, Tensor]", "Number of segments.")],
             "Tensor.", ["x = Tensor([1, 5, 3, 4])"], "ops.unsorted_segment_max(x, Tensor([0, 0, 1, 1]), 2)",
             "[5 4]")
def unsorted_segment_max(x, segment_ids, num_segments):
    return _a._segment(x, segment_ids, num_segments, "max", "unsorted_segment_max")


def _segment_reduce(x, segment_ids, num_segments, reduce, init, name):
    t = tt(x, name, "x")
    ids = tt(segment_ids, name, "segment_ids").long().reshape(-1)
    rest = tuple(t.shape[tt(segment_ids, name, "segment_ids").dim():])
    vals = t.reshape((ids.numel(),) + rest)
    keep = (ids >= 0) & (ids < int(num_segments))
    ids, vals = ids[keep], vals[keep]
    out = torch.full((int(num_segments),) + rest, init, dtype=t.dtype, device=t.device)
    idx = ids.reshape((-1,) + (1,) * len(rest)).expand_as(vals)
    return _wrap(out.scatter_reduce(0, idx, vals, reduce=reduce))


@_documented("Minimum of the slices of `x` sharing a segment id (empty segments hold the dtype's largest value).",
             [("x", _T, "The input."), ("segment_ids", _T, "Integer ids."),
              ("num_segments", "Union[int, Tensor]", "Number of segments.")], "Tensor.", ["x = Tensor([1, 5, 3, 4])"],
             "ops.unsorted_segment_min(x, Tensor([0, 0, 1, 1]), 2)", "[1 3]")
def unsorted_segment_min(x, segment_ids, num_segments):
    t = tt(x, "unsorted_segment_min", "x")
    init = torch.finfo(t.dtype).max if t.is_floating_point() else torch.iinfo(t.dtype).max
    return _segment_reduce(x, segment_ids, num_segments, "amin", init, "unsorted_segment_min")


@_documented("Product of the slices of `x` sharing a segment id (empty segments hold 1).",
             [("x", _T, "The input."), ("segment_ids", _T, "Integer ids."),
              ("num_segments", "Union[int, Tensor]", "Number of segments.")], "Tensor.", ["x = Tensor([1, 5, 3, 4])"],
             "ops.unsorted_segment_prod(x, Tensor([0, 0, 1, 1]), 3)", "[ 5 12  1]")
def unsorted_segment_prod(x, segment_ids, num_segments):
    return _segment_reduce(x, segment_ids, num_segments, "prod", 1, "unsorted_segment_prod")


@_documented("Removes consecutive duplicates.", [("input", _T, "The input."),
             ("return_inverse", "bool", "Also return positions. Default: ``False``."),
             ("return_counts", "bool", "Also return counts. Default: ``False``."),
             ("dim", "int", "The dimension (None: flattened). Default: ``None``.")], "Tensor, or a tuple.",
             ["x = Tensor([1, 1, 2, 2, 3, 1])"], "ops.unique_consecutive(x)", "[1 2 3 1]")
def unique_consecutive(input, return_inverse=False, return_counts=False, dim=None):
    r = torch.unique_consecutive(tt(input, "unique_consecutive"), return_inverse=return_inverse,
                                 return_counts=return_counts, dim=dim)
    return tuple(_wrap(v) for v in r) if isinstance(r, tuple) else _wrap(r)


@_documented("Extracts sliding local blocks of an NCHW input as columns (im2col).",
             [("input", _T, "Shape (N, C, H, W)."), ("kernel_size", "Union[int, tuple]", "Block size."),
              ("dilation", "Union[int, tuple]", "Default: ``1``."), ("padding", "Union[int, tuple]",
              "Default: ``0``."), ("stride", "Union[int, tuple]", "Default: ``1``.")], "Tensor.",
             ["x = Tensor(np.ones((1, 2, 3, 3)), mindspore.float32)"], "ops.unfold(x, 2).shape", "(1, 8, 4)")
def unfold(input, kernel_size, dilation=1, padding=0, stride=1):
    return _wrap(torch.nn.functional.unfold(tt(input, "unfold"), kernel_size, dilation, padding, stride))


@_documented("Combines sliding local blocks into an NCHW tensor (col2im, inverse of unfold with summing).",
             [("input", _T, "Shape :math:`(N, C*k*k, L)`."), ("output_size", "Union[tuple, Tensor]", "Output (H, W)."),
              ("kernel_size", "Union[int, tuple]", "Block size."), ("dilation", "Union[int, tuple]", "Default: ``1``."),
              ("padding", "Union[int, tuple]", "Default: ``0``."), ("stride", "Union[int, tuple]", "Default: ``1``.")],
             "Tensor.", ["x = Tensor(np.ones((1, 8, 4)), mindspore.float32)"],
             "ops.fold(x, Tensor([3, 3], mindspore.int32), 2).shape", "(1, 2, 3, 3)")
def fold(input, output_size, kernel_size, dilation=1, padding=0, stride=1):
    size = shape_tuple(output_size, "fold", "output_size")
    return _wrap(torch.nn.functional.fold(tt(input, "fold"), size, kernel_size, dilation, padding, stride))


@_documented("Reverses the first `seq_lengths[b]` elements along `seq_dim` for each batch entry b.",
             [("x", _T, "The input."), ("seq_lengths", _T, "Lengths, shape (B,)."), ("seq_dim", "int",
              "The sequence dimension."), ("batch_dim", "int", "The batch dimension. Default: ``0``.")], "Tensor.",
             ["x = Tensor([[1, 2, 3], [4, 5, 6]])"], "ops.reverse_sequence(x, Tensor([2, 3]), 1)",
             "[[2 1 3]\n [6 5 4]]")
def reverse_sequence(x, seq_lengths, seq_dim, batch_dim=0):
    t = tt(x, "reverse_sequence", "x")
    lens = tt(seq_lengths, "reverse_sequence", "seq_lengths").long()
    tb = t.movedim((batch_dim, seq_dim), (0, 1))
    n = tb.shape[1]
    pos = torch.arange(n, device=t.device).unsqueeze(0)
    src = torch.where(pos < lens.unsqueeze(1), lens.unsqueeze(1) - 1 - pos, pos)
    idx = src.reshape(src.shape + (1,) * (tb.dim() - 2)).expand_as(tb)
    return _wrap(torch.gather(tb, 1, idx).movedim((0, 1), (batch_dim, seq_dim)))


@_documented("Number of set bits of each integer element (uint8 result).", [("input_x", _T, "Integer input.")],
             "Tensor of uint8.", ["x = Tensor([0, 7, 255], mindspore.int16)"], "ops.population_count(x)", "[0 3 8]")
def population_count(input_x):
    t = tt(input_x, "population_count", "input_x")
    bits = t.element_size() * 8
    u = t.to(torch.int64) & ((1 << bits) - 1)
    count = torch.zeros_like(u)
    for _ in _builtins.range(bits):
        count += u & 1
        u = u >> 1
    return _wrap(count.to(torch.uint8))


@_documented("The elements of `input` (flattened) at `index`.", [("input", _T, "The input."),
             ("index", _T, "Integer indices into the flattened input.")], "Tensor of the shape of `index`.",
             ["x = Tensor([[4, 3], [5, 7]])"], "ops.take(x, Tensor([0, 3]))", "[4 7]")
def take(input, index):
    return _wrap(torch.take(tt(input, "take"), tt(index, "take", "index").long()))


@_documented("Replaces NaN, +inf and -inf with finite numbers.", [("input", _T, "The input."),
             ("nan", "float", "Replacement of NaN. Default: ``None`` (0)."), ("posinf", "float",
              "Replacement of +inf. Default: ``None`` (dtype max)."), ("neginf", "float",
              "Replacement of -inf. Default: ``None`` (dtype min).")], "Tensor.",
             ["x = Tensor([float('nan'), 1.0])"], "ops.nan_to_num(x)", "[0. 1.]")
def nan_to_num(input, nan=None, posinf=None, neginf=None):
    return _wrap(torch.nan_to_num(tt(input, "nan_to_num"), 0.0 if nan is None else nan, posinf, neginf))


@_documented("Multiplies a tensor by a scalar.", [("input", _T, "The input."), ("other", "Number", "The factor.")],
             "Tensor.", ["x = Tensor([1.0, 2.0])"], "ops.tensor_muls(x, 3)", "[3. 6.]")
def tensor_muls(input, other):
    return mul(input, other)


@_documented("Fills the tensor with zeros in place and returns it.", _IN, "The input, zeroed.",
             ["x = Tensor([1.0, 2.0])"], "ops.zero_(x)", "[0. 0.]")
def zero_(input):
    tt(input, "zero_").data.zero_()
    return input


@_documented("Writes `source` at the flat positions `index` of `input` in place (accumulating when asked).",
             [("input", _T, "The tensor to update."), ("index", _T, "Flat indices."), ("source", _T, "The values."),
              ("accumulate", "bool", "Add instead of overwrite. Default: ``False``.")], "The updated input.",
             ["x = Tensor([1.0, 2.0, 3.0])"], "ops.put_(x, Tensor([0, 2]), Tensor([9.0, 8.0]))", "[9. 2. 8.]")
def put_(input, index, source, accumulate=False):
    d = tt(input, "put_").data
    d.put_(tt(index, "put_", "index").long(), _as_torch(source).to(d.dtype), accumulate)
    return input


@_documented("Indices (2, N) of the lower triangle of a row x col matrix.", [("row", "int", "Rows."),
             ("col", "int", "Columns."), ("offset", "int", "Diagonal offset. Default: ``0``.")], "Tensor.", [],
             "ops.tril_indices(2, 2)", "[[0 1 1]\n [0 0 1]]", raises="TypeError: If `dtype` is not an integer type.",
             kwargs=[("dtype", "mindspore.dtype", "Default: ``mindspore.int64``.")])
def tril_indices(row, col, offset=0, *, dtype=mstype.int64):
    return _wrap(torch.tril_indices(row, col, offset, dtype=torch_dtype(dtype, "tril_indices"), device=device()))


@_documented("Indices (2, N) of the upper triangle of a row x col matrix.", [("row", "int", "Rows."),
             ("col", "int", "Columns."), ("offset", "int", "Diagonal offset. Default: ``0``.")], "Tensor.", [],
             "ops.triu_indices(2, 2)", "[[0 0 1]\n [0 1 1]]", raises="TypeError: If `dtype` is not an integer type.",
             kwargs=[("dtype", "mindspore.dtype", "Default: ``mindspore.int64``.")])
def triu_indices(row, col, offset=0, *, dtype=mstype.int64):
    return _wrap(torch.triu_indices(row, col, offset, dtype=torch_dtype(dtype, "triu_indices"), device=device()))


def _np_window(w, dtype):
    """A float64 numpy window as a Tensor (cast to `dtype` when given)."""
    t = torch.from_numpy(_np.ascontiguousarray(w)).to(device())
    return _wrap(t if dtype is None else t.to(torch_dtype(dtype, "window")))


def _check_window_int(name, window_length):
    if not isinstance(window_length, int) or isinstance(window_length, bool):
        raise TypeError(f"For '{name}', 'window_length' must be a non-negative integer, but got "
                        f"{type(window_length)}")
    if window_length < 0:
        raise ValueError(f"For '{name}', 'window_length' must be a non-negative integer, but got {window_length}")


def _check_window_dtype(name, dtype):
    if dtype is not None and dtype not in mstype.float_type:
        raise TypeError(f"For '{name}', 'dtype' must be floating point dtypes, but got {dtype}.")


def _window_points(window_length, periodic):
    m = window_length + 1 if periodic else window_length
    return m, _np.arange(0, m, dtype=_np.float64)


@_documented("Hann window ``0.5 - 0.5 cos(2 pi n / (N - 1))``, computed in float64.",
             [("window_length", "int", "Length (a Python int)."),
              ("periodic", "bool", "Periodic window. Default: ``True``.")], "Tensor.", [],
             "ops.hann_window(4)", "[0.  0.5 1.  0.5]",
             raises="TypeError: If `window_length` is not an int, `periodic` not a bool or `dtype` not a float "
                    "dtype.\nValueError: If `window_length` is negative.",
             kwargs=[("dtype", "mindspore.dtype", "Default: ``None``: float64 (as MindSpore).")])
def hann_window(window_length, periodic=True, *, dtype=None):
    _check_window_int("hann_window", window_length)
    if window_length <= 1:
        return _np_window(_np.ones(window_length), None)
    if not isinstance(periodic, (bool, _np.bool_)):
        raise TypeError(f"For 'hann_window', 'periodic' must be a variable of Boolean type, but got {type(periodic)}")
    _check_window_dtype("hann_window", dtype)
    m, n = _window_points(window_length, periodic)
    w = 0.5 - 0.5 * _np.cos(2 * _math.pi / (m - 1) * n)
    return _np_window(w[:-1] if periodic else w, dtype)


@_documented("Hamming window ``alpha - beta cos(2 pi n / (N - 1))``.", [("window_length", "int", "Length."),
             ("periodic", "bool", "Periodic window. Default: ``True``."), ("alpha", "float", "Default: ``0.54``."),
             ("beta", "float", "Default: ``0.46``.")], "Tensor.", [], "ops.hamming_window(2)",
             "[0.08000001 1.        ]",
             raises="TypeError: If `window_length` is not an int, `periodic` not a bool, `alpha` or `beta` not a "
                    "float or `dtype` not a float dtype.\nValueError: If `window_length` is negative.",
             kwargs=[("dtype", "mindspore.dtype", "Default: ``None`` (float32).")])
def hamming_window(window_length, periodic=True, alpha=0.54, beta=0.46, *, dtype=None):
    where = "For array function 'hamming_window', "
    for arg, value, kind, what in (("window_length", window_length, int, "int"), ("periodic", periodic, bool, "bool"),
                                   ("alpha", alpha, float, "float"), ("beta", beta, float, "float")):
        if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
            raise TypeError(where + f"'{arg}' must be {what}, but got {type(value)}.")
        if arg == "window_length" and value < 0:
            raise ValueError(where + "'window_length' must be non negative number.")
    if window_length <= 1:
        return _np_window(_np.ones(window_length), None)
    if dtype is not None and dtype not in mstype.float_type:
        raise TypeError(f"For array function 'hamming_window', 'dtype' must be floating point dtypes, but got "
                        f"{dtype}.")
    dtype = mstype.float32 if dtype is None else dtype
    # MindSpore's kernel: alpha and beta rounded to float32 (whatever the output dtype), then combined with the
    # float64 cosine, the result rounded once to the output dtype.
    m, n = _window_points(window_length, periodic)
    c = _np.cos(2 * _math.pi * n / (m - 1))
    w = _np.float64(_np.float32(alpha)) - _np.float64(_np.float32(beta)) * c
    return _np_window(w[:-1] if periodic else w, dtype)


@_documented("Kaiser window ``I0(beta sqrt(1 - ((n - a) / a)^2)) / I0(beta)``, a = (N - 1) / 2, in float64.",
             [("window_length", "int", "Length (a Python int)."),
              ("periodic", "bool", "Periodic window. Default: ``True``."),
              ("beta", "float", "Shape parameter. Default: ``12.0``.")], "Tensor.", [],
             "ops.kaiser_window(1)", "[1.]",
             raises="TypeError: If `window_length` is not an int, `periodic` not a bool or `dtype` not a float "
                    "dtype.\nValueError: If `window_length` is negative.",
             kwargs=[("dtype", "mindspore.dtype", "Default: ``None``: float64 (as MindSpore).")])
def kaiser_window(window_length, periodic=True, beta=12.0, *, dtype=None):
    if not isinstance(periodic, bool):
        raise TypeError(f"For 'kaiser_window', 'periodic' must be a variable of Boolean type, but got "
                        f"{type(periodic)}")
    _check_window_int("kaiser_window", window_length)
    if window_length <= 1:
        return _np_window(_np.ones(window_length), None)
    _check_window_dtype("kaiser_window", dtype)
    m, n = _window_points(window_length, periodic)
    a = (m - 1) / 2.0
    w = _np.i0(beta * _np.sqrt(1 - ((n - a) / a) ** 2.0)) / _np.i0(float(beta))
    return _np_window(w[:-1] if periodic else w, dtype)


def _tensor_window_length(name, window_length):
    if isinstance(window_length, Tensor):
        if window_length.dtype not in (mstype.int32, mstype.int64) or window_length.size != 1:
            raise TypeError(f"For '{name}', 'window_length' must be a 0-D or 1-element int32 / int64 Tensor, but "
                            f"got {window_length.dtype} of shape {window_length.shape}.")
        window_length = int(window_length._t.reshape(()))
    elif not isinstance(window_length, int) or isinstance(window_length, bool):
        raise TypeError(f"For '{name}', 'window_length' must be a Tensor, but got {type(window_length)}.")
    if window_length < 0:
        raise ValueError(f"For '{name}', 'window_length' must be non-negative, but got {window_length}.")
    return window_length


@_documented("Bartlett (triangular) window ``1 - |2n / (N - 1) - 1|``, computed in float64.",
             [("window_length", "Tensor", "The length, a 0-D int32 or int64 Tensor (MindSpore requires a Tensor; an "
               "int is accepted here)."), ("periodic", "bool", "Periodic window. Default: ``True``.")], "Tensor.", [],
             "ops.bartlett_window(Tensor(4, mindspore.int32))", "[0.  0.5 1.  0.5]",
             raises="TypeError: If `window_length` is not an integer Tensor.",
             kwargs=[("dtype", "mindspore.dtype", "Default: ``None`` (float32).")])
def bartlett_window(window_length, periodic=True, *, dtype=None):
    n_len = _tensor_window_length("bartlett_window", window_length)
    _check_window_dtype("bartlett_window", dtype)
    if n_len <= 1:
        return _np_window(_np.ones(n_len), mstype.float32 if dtype is None else dtype)
    m, n = _window_points(n_len, periodic)
    w = 1 - _np.abs(2 * n / (m - 1) - 1)
    return _np_window(w[:-1] if periodic else w, mstype.float32 if dtype is None else dtype)


@_documented("Blackman window ``0.42 - 0.5 cos(2 pi n / (N - 1)) + 0.08 cos(4 pi n / (N - 1))``, in float64.",
             [("window_length", "Tensor", "The length, a 0-D int32 or int64 Tensor (MindSpore requires a Tensor; an "
               "int is accepted here)."), ("periodic", "bool", "Periodic window. Default: ``True``.")], "Tensor.", [],
             "ops.blackman_window(Tensor(4, mindspore.int32))", "[0.   0.34 1.   0.34]",
             raises="TypeError: If `window_length` is not an integer Tensor.",
             kwargs=[("dtype", "mindspore.dtype", "Default: ``None`` (float32).")])
def blackman_window(window_length, periodic=True, *, dtype=None):
    n_len = _tensor_window_length("blackman_window", window_length)
    _check_window_dtype("blackman_window", dtype)
    if n_len <= 1:
        return _np_window(_np.ones(n_len), mstype.float32 if dtype is None else dtype)
    m, n = _window_points(n_len, periodic)
    w = 0.42 + 0.08 * _np.cos(4 * _math.pi * n / (m - 1)) - 0.5 * _np.cos(2 * _math.pi * n / (m - 1))
    return _np_window(w[:-1] if periodic else w, mstype.float32 if dtype is None else dtype)


@_documented("Multivariate log-gamma function of dimension `p` element-wise.", [("input", _T, "The input."),
             ("p", "int", "The dimension.")], "Tensor.", ["x = Tensor([2.0])"], "ops.mvlgamma(x, 1)", "[0.]")
def mvlgamma(input, p):
    return _wrap(torch.mvlgamma(tt(input, "mvlgamma"), p))


__all__ += [
    "ravel", "fliplr", "flipud", "msort", "argwhere", "deepcopy", "aminmax", "expand", "expand_as", "ger",
    "column_stack", "row_stack", "dstack", "hsplit", "vsplit", "dsplit", "diagflat", "index_fill", "is_nonzero",
    "scatter", "select_scatter", "slice_scatter", "diagonal_scatter", "sequence_mask", "searchsorted",
    "scalar_to_array", "tensor_scatter_sub", "tensor_scatter_mul", "tensor_scatter_div", "tensor_scatter_max",
    "tensor_scatter_min", "tensor_scatter_elements", "scatter_mul", "scatter_div", "scatter_max", "scatter_min",
    "scatter_nd_add", "scatter_nd_sub", "scatter_nd_mul", "scatter_nd_div", "scatter_nd_max", "scatter_nd_min",
    "unsorted_segment_max", "unsorted_segment_min", "unsorted_segment_prod", "unique_consecutive", "unfold", "fold",
    "reverse_sequence", "population_count", "take", "nan_to_num", "tensor_muls", "zero_", "put_", "tril_indices",
    "triu_indices", "hann_window", "hamming_window", "kaiser_window", "bartlett_window", "blackman_window",
    "mvlgamma",
]


# --------------------------------------------------- operators first needed by mindspore.mint (views live there)
from ...common.parameter import Parameter as _Parameter  # noqa: E402


def index_add(x, indices, y, axis, use_lock=True, check_index_bound=True):
    """Adds the slices of `y` into `x` at positions `indices` along `axis`.

    `x` is updated in place when it is a Parameter; the result is returned either way.

    Args:
        x (Union[Parameter, Tensor]): The tensor added into.
        indices (Tensor): 1-D int32 indices into dimension `axis` of `x`.
        y (Tensor): The values, shaped like `x` except along `axis`, where its length is ``len(indices)``.
        axis (int): The dimension to index.
        use_lock (bool): Accepted for compatibility. Default: ``True``.
        check_index_bound (bool): Accepted for compatibility. Default: ``True``.

    Returns:
        Tensor, shaped like `x`.

    Raises:
        TypeError: If `x`, `indices` or `y` is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, Parameter, ops
        >>> x = Parameter(Tensor([[1.0, 2.0], [3.0, 4.0]], mindspore.float32), name="x")
        >>> out = ops.index_add(x, Tensor([1], mindspore.int32), Tensor([[10.0, 20.0]], mindspore.float32), 0)
        >>> print(x.asnumpy())
        [[ 1.  2.]
         [13. 24.]]
    """
    return index_add_ext(x, axis, indices, y, 1, in_place=True)


def index_add_ext(input, dim, index, source, alpha=1, in_place=False):
    """``input`` with ``alpha * source`` added at `index` along `dim` (shared by ``ops.index_add`` and
    ``mint.index_add``); written into `input` when `in_place` and `input` is a Parameter."""
    t = tt(input, "index_add", "input")
    idx = tt(index, "index_add", "index").long()
    src = tt(source, "index_add", "source").to(t.dtype)
    if in_place and isinstance(input, _Parameter):
        with torch.no_grad():
            t.index_add_(dim, idx, src, alpha=alpha)
        return ref_output(input)
    return _wrap(torch.index_add(t, dim, idx, src, alpha=alpha))


def clone(input):
    """A copy of `input` that shares no memory with it (viewed as ``mint.clone``)."""
    return _wrap(tt(input, "clone").clone())


def empty(*size, dtype=None):
    """A tensor of the given shape with unspecified contents, float32 unless `dtype` is given (viewed as
    ``mint.empty``)."""
    shape = shape_tuple(size[0] if len(size) == 1 and not isinstance(size[0], int) else size, "empty", "size")
    return _wrap(torch.empty(shape, dtype=torch_dtype(dtype or mstype.float32, "empty"), device=device()))


def empty_like(input, dtype=None):
    """A tensor shaped like `input` with unspecified contents (viewed as ``mint.empty_like``)."""
    t = tt(input, "empty_like")
    return _wrap(torch.empty_like(t, dtype=t.dtype if dtype is None else torch_dtype(dtype, "empty_like")))


__all__ += ["index_add"]
# the views of this family's registry entries (see ops/_registry.py)
__all__ += _registry.export(globals(), "array", "function")
