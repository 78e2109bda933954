"""Functional operators on sparse tensors (``ops.coo_add``, ``ops.csr_mv``, ``ops.dense_to_sparse_coo`` ...).

The arithmetic lives with the sparse tensor classes (``common/sparse_tensor.py``, the ``_k_*`` kernels and the
helpers behind the methods); these functions check their arguments as MindSpore's do and call it.
"""
import torch

from ..._backend import dtype_map as _dm
from ...common.tensor import Tensor, _wrap
from ...common import dtype as mstype
from ...common import sparse_tensor as _sp
from ...common.sparse_tensor import COOTensor, CSRTensor, RowTensor, RowTensorInner

__all__ = ["coalesce", "coo2csr", "coo_tensor_get_dense_shape", "coo_tensor_get_indices", "coo_tensor_get_values",
           "csr_div", "csr_gather", "csr_mm", "csr_mul", "csr_mv", "csr_reduce_sum", "csr_to_coo", "csr2coo",
           "csr_tensor_get_dense_shape", "csr_tensor_get_indices", "csr_tensor_get_indptr", "csr_tensor_get_values",
           "dense_to_sparse_coo", "dense_to_sparse_csr", "make_sparse_tensor", "make_coo_tensor", "make_csr_tensor",
           "make_row_tensor", "make_row_tensor_inner", "row_tensor_get_values", "row_tensor_get_indices",
           "row_tensor_get_dense_shape", "row_tensor_add", "coo_add", "coo_concat", "csr_add", "csr_softmax",
           "csr_to_dense", "sparse_segment_mean"]


def _unpack(args, count, prim):
    """The `count` positional inputs of a primitive-like function (``ops.coo2csr(*args)`` ...)."""
    if len(args) != count:
        raise TypeError(f"For '{prim}', the number of inputs must be {count}, but got {len(args)}.")
    return args


def _need(x, cls, prim, position=0):
    if not isinstance(x, cls):
        raise TypeError(f"For '{prim}', input[{position}] should be {cls.__name__}, but got {type(x).__name__}.")
    return x


def _index_tensor(x, prim, name):
    if not isinstance(x, Tensor) or x._t.dtype not in (torch.int32, torch.int64):
        got = x.dtype if isinstance(x, Tensor) else type(x).__name__
        raise TypeError(f"For '{prim}', the '{name}' must be an int32 or int64 Tensor, but got {got}.")
    return x


def coalesce(x_indices, x_values, x_shape):
    """
    Sums the values given at the same position of a sparse tensor and sorts the positions.

    Args:
        x_indices (Tensor): The positions, an int64 Tensor of shape :math:`(R, N)` (one column per value).
        x_values (Tensor): The values, shape :math:`(N,)`.
        x_shape (Tensor): The dense shape, an int64 Tensor of shape :math:`(R,)`.

    Returns:
        - **y_indices** (Tensor) - The distinct positions in row-major order, shape :math:`(R, M)`.
        - **y_values** (Tensor) - Their summed values, shape :math:`(M,)`.
        - **y_shape** (Tensor) - `x_shape`.

    Raises:
        TypeError: If `x_indices` or `x_shape` is not an int64 Tensor.
        ValueError: If `x_indices` is not 2-D or its second dimension differs from the length of `x_values`.

    Supported Platforms:
        ``GPU`` ``CPU``

    Examples:
        >>> import mindspore as ms
        >>> from mindspore import Tensor, ops
        >>> idx, vals, shape = ops.coalesce(Tensor([[1, 0, 1], [2, 3, 2]], ms.int64), Tensor([1., 2., 5.], ms.float32),
        ...                                 Tensor([2, 4], ms.int64))
        >>> print(idx)
        [[0 1]
         [3 2]]
        >>> print(vals)
        [2. 6.]
    """
    for name, t in (("x_indices", x_indices), ("x_shape", x_shape)):
        if not isinstance(t, Tensor) or t._t.dtype != torch.int64:
            got = f"Tensor[{t.dtype}]" if isinstance(t, Tensor) else type(t).__name__
            raise TypeError(f"For primitive[Coalesce], the input argument[{name}] must be a type of "
                            f"{{Tensor[Int64]}}, but got {got}.")
    ind = x_indices._t
    if ind.dim() != 2 or ind.shape[1] != x_values.shape[0]:
        raise ValueError(f"For 'Coalesce', 'x_indices' must be 2-D with shape[1] equal to the length of "
                         f"'x_values', but got {tuple(ind.shape)} and {x_values.shape}.")
    shape = [int(v) for v in x_shape._t.tolist()]
    strides = [1] * len(shape)
    for k in range(len(shape) - 2, -1, -1):
        strides[k] = strides[k + 1] * shape[k + 1]
    key = (ind * torch.tensor(strides, dtype=torch.int64).unsqueeze(1)).sum(0)
    uniq, inverse = torch.unique(key, sorted=True, return_inverse=True)
    vals = torch.zeros(uniq.numel(), dtype=x_values._t.dtype).index_add_(0, inverse, x_values._t)
    out = torch.stack([(uniq // s) % d for s, d in zip(strides, shape)]) if shape else uniq.reshape(0, -1)
    return _wrap(out), _wrap(vals), x_shape


def coo2csr(*args):
    """
    The row pointer of a CSR layout from the sorted row indices of a COO layout.

    Inputs:
        - **row_indices** (Tensor) - The (sorted) row of every stored value, int32 or int64.
        - **height** (int) - The number of rows.

    Outputs:
        Tensor of length ``height + 1`` and the dtype of `row_indices`.

    Supported Platforms:
        ``GPU``

    Examples:
        >>> import mindspore as ms
        >>> from mindspore import Tensor, ops
        >>> print(ops.coo2csr(Tensor([0, 0, 2], ms.int32), 3))
        [0 2 2 3]
    """
    rows, height = _unpack(args, 2, "COO2CSR")
    rows = _index_tensor(rows, "COO2CSR", "row_indices")
    counts = torch.bincount(rows._t.long(), minlength=height)[:height]
    indptr = torch.zeros(height + 1, dtype=torch.int64)
    indptr[1:] = torch.cumsum(counts, 0)
    return _wrap(indptr.to(rows._t.dtype))


def csr2coo(*args):
    """
    The row index of every stored value of a CSR layout.

    Inputs:
        - **indptr** (Tensor) - The row pointer, int32 or int64.
        - **nnz** (int) - The number of stored values.

    Outputs:
        Tensor of length `nnz` and the dtype of `indptr`.

    Supported Platforms:
        ``GPU``

    Examples:
        >>> import mindspore as ms
        >>> from mindspore import Tensor, ops
        >>> print(ops.csr2coo(Tensor([0, 2, 2, 3], ms.int32), 3))
        [0 0 2]
    """
    indptr, nnz = _unpack(args, 2, "CSR2COO")
    indptr = _index_tensor(indptr, "CSR2COO", "indptr")
    rows = _sp._k_csr_rows(indptr._t)
    if rows.numel() != nnz:
        raise ValueError(f"For 'CSR2COO', 'nnz' must equal the last element of 'indptr' {rows.numel()}, but got "
                         f"{nnz}.")
    return _wrap(rows)


def csr_gather(*args):
    """
    The elements of a dense tensor at the positions of a CSR layout.

    Inputs:
        - **indptr** (Tensor) - The row pointer of the layout.
        - **indices** (Tensor) - The column of every position.
        - **dense** (Tensor) - The dense tensor to read, of shape `sparse_shape`.
        - **sparse_shape** (tuple(int)) - The dense shape.

    Outputs:
        Tensor, the values of `dense` at the positions, one per element of `indices`.

    Supported Platforms:
        ``GPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, ops
        >>> dense = Tensor(np.arange(12).reshape(3, 4), ms.float32)
        >>> print(ops.csr_gather(Tensor([0, 1, 2, 2], ms.int32), Tensor([1, 2], ms.int32), dense, (3, 4)))
        [1. 6.]
    """
    indptr, indices, dense, shape = _unpack(args, 4, "CSRGather")
    _index_tensor(indptr, "CSRGather", "indptr")
    _index_tensor(indices, "CSRGather", "indices")
    if tuple(dense.shape) != tuple(shape):
        raise ValueError(f"For 'CSRGather', the shape of 'dense' must be {tuple(shape)}, but got {dense.shape}.")
    rows = _sp._k_csr_rows(indptr._t).long()
    return _wrap(dense._t[rows, indices._t.long()])


def coo_tensor_get_indices(*args):
    """
    The indices of a COOTensor (``x.indices``).

    Inputs:
        - **x** (COOTensor) - The sparse tensor.

    Outputs:
        Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore as ms
        >>> from mindspore import Tensor, COOTensor, ops
        >>> x = COOTensor(Tensor([[0, 1]], ms.int32), Tensor([3.], ms.float32), (2, 2))
        >>> print(ops.coo_tensor_get_indices(x))
        [[0 1]]
    """
    (x,) = _unpack(args, 1, "COOTensorGetIndices")
    return _need(x, COOTensor, "COOTensorGetIndices").indices


def coo_tensor_get_values(*args):
    """
    The values of a COOTensor (``x.values``).

    Inputs:
        - **x** (COOTensor) - The sparse tensor.

    Outputs:
        Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore as ms
        >>> from mindspore import Tensor, COOTensor, ops
        >>> x = COOTensor(Tensor([[0, 1]], ms.int32), Tensor([3.], ms.float32), (2, 2))
        >>> print(ops.coo_tensor_get_values(x))
        [3.]
    """
    (x,) = _unpack(args, 1, "COOTensorGetValues")
    return _need(x, COOTensor, "COOTensorGetValues").values


def coo_tensor_get_dense_shape(*args):
    """
    The dense shape of a COOTensor (``x.shape``).

    Inputs:
        - **x** (COOTensor) - The sparse tensor.

    Outputs:
        tuple(int).

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore as ms
        >>> from mindspore import Tensor, COOTensor, ops
        >>> x = COOTensor(Tensor([[0, 1]], ms.int32), Tensor([3.], ms.float32), (2, 2))
        >>> print(ops.coo_tensor_get_dense_shape(x))
        (2, 2)
    """
    (x,) = _unpack(args, 1, "COOTensorGetDenseShape")
    return _need(x, COOTensor, "COOTensorGetDenseShape").shape


def csr_tensor_get_indptr(*args):
    """
    The row pointer of a CSRTensor (``x.indptr``).

    Inputs:
        - **x** (CSRTensor) - The sparse tensor.

    Outputs:
        Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore as ms
        >>> from mindspore import Tensor, CSRTensor, ops
        >>> x = CSRTensor(Tensor([0, 1, 1], ms.int32), Tensor([1], ms.int32), Tensor([3.], ms.float32), (2, 2))
        >>> print(ops.csr_tensor_get_indptr(x))
        [0 1 1]
    """
    (x,) = _unpack(args, 1, "CSRTensorGetIndptr")
    return _need(x, CSRTensor, "CSRTensorGetIndptr").indptr


def csr_tensor_get_indices(*args):
    """
    The column indices of a CSRTensor (``x.indices``).

    Inputs:
        - **x** (CSRTensor) - The sparse tensor.

    Outputs:
        Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore as ms
        >>> from mindspore import Tensor, CSRTensor, ops
        >>> x = CSRTensor(Tensor([0, 1, 1], ms.int32), Tensor([1], ms.int32), Tensor([3.], ms.float32), (2, 2))
        >>> print(ops.csr_tensor_get_indices(x))
        [1]
    """
    (x,) = _unpack(args, 1, "CSRTensorGetIndices")
    return _need(x, CSRTensor, "CSRTensorGetIndices").indices


def csr_tensor_get_values(*args):
    """
    The values of a CSRTensor (``x.values``).

    Inputs:
        - **x** (CSRTensor) - The sparse tensor.

    Outputs:
        Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore as ms
        >>> from mindspore import Tensor, CSRTensor, ops
        >>> x = CSRTensor(Tensor([0, 1, 1], ms.int32), Tensor([1], ms.int32), Tensor([3.], ms.float32), (2, 2))
        >>> print(ops.csr_tensor_get_values(x))
        [3.]
    """
    (x,) = _unpack(args, 1, "CSRTensorGetValues")
    return _need(x, CSRTensor, "CSRTensorGetValues").values


def csr_tensor_get_dense_shape(*args):
    """
    The dense shape of a CSRTensor (``x.shape``).

    Inputs:
        - **x** (CSRTensor) - The sparse tensor.

    Outputs:
        tuple(int).

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore as ms
        >>> from mindspore import Tensor, CSRTensor, ops
        >>> x = CSRTensor(Tensor([0, 1, 1], ms.int32), Tensor([1], ms.int32), Tensor([3.], ms.float32), (2, 2))
        >>> print(ops.csr_tensor_get_dense_shape(x))
        (2, 2)
    """
    (x,) = _unpack(args, 1, "CSRTensorGetDenseShape")
    return _need(x, CSRTensor, "CSRTensorGetDenseShape").shape


def make_coo_tensor(*args):
    """
    Builds a COOTensor from its parts (``COOTensor(indices, values, shape)``).

    Inputs:
        - **indices** (Tensor) - The positions, shape :math:`(N, 2)`.
        - **values** (Tensor) - The values, shape :math:`(N,)`.
        - **shape** (tuple(int)) - The dense shape.

    Outputs:
        COOTensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore as ms
        >>> from mindspore import Tensor, ops
        >>> x = ops.make_coo_tensor(Tensor([[0, 1]], ms.int32), Tensor([3.], ms.float32), (2, 2))
        >>> print(x.to_dense())
        [[0. 3.]
         [0. 0.]]
    """
    indices, values, shape = _unpack(args, 3, "MakeCOOTensor")
    return COOTensor(indices, values, shape)


def make_csr_tensor(*args):
    """
    Builds a CSRTensor from its parts (``CSRTensor(indptr, indices, values, shape)``).

    Inputs:
        - **indptr** (Tensor) - The row pointer.
        - **indices** (Tensor) - The column of every value.
        - **values** (Tensor) - The values.
        - **shape** (tuple(int)) - The dense shape.

    Outputs:
        CSRTensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore as ms
        >>> from mindspore import Tensor, ops
        >>> x = ops.make_csr_tensor(Tensor([0, 1, 1], ms.int32), Tensor([1], ms.int32), Tensor([3.], ms.float32),
        ...                         (2, 2))
        >>> print(x.to_dense())
        [[0. 3.]
         [0. 0.]]
    """
    indptr, indices, values, shape = _unpack(args, 4, "MakeCSRTensor")
    return CSRTensor(indptr, indices, values, shape)


def make_row_tensor_inner(*args):
    """
    Builds a RowTensor from its parts (``RowTensorInner(indices, values, dense_shape)``).

    Inputs:
        - **indices** (Tensor) - The row numbers.
        - **values** (Tensor) - The rows.
        - **dense_shape** (tuple(int)) - The dense shape.

    Outputs:
        RowTensorInner.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore as ms
        >>> from mindspore import Tensor, ops
        >>> x = ops.make_row_tensor_inner(Tensor([1], ms.int32), Tensor([[5., 6.]], ms.float32), (2, 2))
        >>> print(x.dense_shape)
        (2, 2)
    """
    indices, values, shape = _unpack(args, 3, "MakeRowTensor")
    return RowTensorInner(indices, values, shape)


def make_row_tensor(indices, values, dense_shape):
    """
    Builds a RowTensor from its parts; prints MindSpore's deprecation notice first.

    Args:
        indices (Tensor): The row numbers.
        values (Tensor): The rows.
        dense_shape (tuple(int)): The dense shape.

    Returns:
        RowTensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore as ms
        >>> from mindspore import Tensor, ops
        >>> x = ops.make_row_tensor(Tensor([1], ms.int32), Tensor([[5., 6.]], ms.float32), (2, 2))
        WARNING: 'RowTensor' is deprecated from version 2.0 and will be removed after version 2.9.0.
        >>> print(x.values)
        [[5. 6.]]
    """
    print("WARNING: 'RowTensor' is deprecated from version 2.0 and will be removed after version 2.9.0.")
    return RowTensor(indices, values, dense_shape)


def make_sparse_tensor(indices, values, dense_shape):
    """
    Builds a COOTensor from its parts; prints MindSpore's deprecation notice of ``SparseTensor`` first.

    Args:
        indices (Tensor): The positions, shape :math:`(N, 2)`.
        values (Tensor): The values, shape :math:`(N,)`.
        dense_shape (tuple(int)): The dense shape.

    Returns:
        COOTensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore as ms
        >>> from mindspore import Tensor, ops
        >>> x = ops.make_sparse_tensor(Tensor([[1, 0]], ms.int32), Tensor([5.], ms.float32), (2, 2))
        WARNING: 'SparseTensor' is deprecated from version 1.7 and will be removed after version 2.9.0. Please use 'COOTensor' instead.
        >>> print(x.values)
        [5.]
    """
    print("WARNING: 'SparseTensor' is deprecated from version 1.7 and will be removed after version 2.9.0. "
          "Please use 'COOTensor' instead.")
    return COOTensor(indices, values, dense_shape)


def row_tensor_get_indices(*args):
    """
    The row numbers of a RowTensor (``x.indices``).

    Inputs:
        - **x** (RowTensor) - The row tensor.

    Outputs:
        Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore as ms
        >>> from mindspore import Tensor, RowTensor, ops
        >>> x = RowTensor(Tensor([1], ms.int32), Tensor([[5., 6.]], ms.float32), (2, 2))
        >>> print(ops.row_tensor_get_indices(x))
        [1]
    """
    (x,) = _unpack(args, 1, "RowTensorGetIndices")
    return _need(x, RowTensorInner, "RowTensorGetIndices").indices


def row_tensor_get_values(*args):
    """
    The rows of a RowTensor (``x.values``).

    Inputs:
        - **x** (RowTensor) - The row tensor.

    Outputs:
        Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore as ms
        >>> from mindspore import Tensor, RowTensor, ops
        >>> x = RowTensor(Tensor([1], ms.int32), Tensor([[5., 6.]], ms.float32), (2, 2))
        >>> print(ops.row_tensor_get_values(x))
        [[5. 6.]]
    """
    (x,) = _unpack(args, 1, "RowTensorGetValues")
    return _need(x, RowTensorInner, "RowTensorGetValues").values


def row_tensor_get_dense_shape(*args):
    """
    The dense shape of a RowTensor (``x.dense_shape``).

    Inputs:
        - **x** (RowTensor) - The row tensor.

    Outputs:
        tuple(int).

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore as ms
        >>> from mindspore import Tensor, RowTensor, ops
        >>> x = RowTensor(Tensor([1], ms.int32), Tensor([[5., 6.]], ms.float32), (2, 2))
        >>> print(ops.row_tensor_get_dense_shape(x))
        (2, 2)
    """
    (x,) = _unpack(args, 1, "RowTensorGetDenseShape")
    return _need(x, RowTensorInner, "RowTensorGetDenseShape").dense_shape


def row_tensor_add(*args):
    """
    Adds a dense Tensor to the stored rows of a RowTensor (how MindSpore accumulates a RowTensor gradient).

    Inputs:
        - **x** (RowTensor) - The row tensor.
        - **y** (Tensor) - A Tensor broadcastable to ``x.values``.

    Outputs:
        RowTensor with the indices and shape of `x`.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore as ms
        >>> from mindspore import Tensor, RowTensor, ops
        >>> x = RowTensor(Tensor([1], ms.int32), Tensor([[5., 6.]], ms.float32), (2, 2))
        >>> print(ops.row_tensor_add(x, Tensor([[1., 1.]], ms.float32)).values)
        [[6. 7.]]
    """
    x, y = _unpack(args, 2, "RowTensorAdd")
    _need(x, RowTensorInner, "RowTensorAdd")
    return type(x)(x.indices, x.values + y, x.dense_shape)


def dense_to_sparse_coo(tensor):
    """
    The non-zero elements of a 2-D Tensor as a COOTensor (int32 indices, row-major order).

    Args:
        tensor (Tensor): A 2-D Tensor.

    Returns:
        COOTensor.

    Raises:
        TypeError: If `tensor` is not a Tensor.
        ValueError: If `tensor` has more than 2 dimensions (a 1-D tensor fails COOTensor's 2-D shape check).

    Supported Platforms:
        ``GPU``

    Examples:
        >>> import mindspore as ms
        >>> from mindspore import Tensor, ops
        >>> x = ops.dense_to_sparse_coo(Tensor([[0., 1.5, 0.], [2., 0., -3.]], ms.float32))
        >>> print(x.indices)
        [[0 1]
         [1 0]
         [1 2]]
        >>> print(x.values)
        [ 1.5  2.  -3. ]
    """
    return _sp._dense_to_coo(tensor)


def dense_to_sparse_csr(tensor):
    """
    The non-zero elements of a 2-D Tensor as a CSRTensor (int32 index parts).

    Args:
        tensor (Tensor): A 2-D Tensor.

    Returns:
        CSRTensor.

    Raises:
        TypeError: If `tensor` is not a Tensor.
        ValueError: If `tensor` has more than 2 dimensions.

    Supported Platforms:
        ``GPU``

    Examples:
        >>> import mindspore as ms
        >>> from mindspore import Tensor, ops
        >>> x = ops.dense_to_sparse_csr(Tensor([[0., 1.5, 0.], [2., 0., -3.]], ms.float32))
        >>> print(x.indptr, x.indices)
        [0 1 3] [1 0 2]
    """
    return _sp._dense_to_csr(tensor)


def csr_to_coo(tensor):
    """
    A 2-D CSRTensor as a COOTensor.

    Args:
        tensor (CSRTensor): The input.

    Returns:
        COOTensor.

    Raises:
        TypeError: If `tensor` is not a CSRTensor.
        ValueError: If `tensor` is not 2-D.

    Supported Platforms:
        ``Ascend`` ``CPU``

    Examples:
        >>> import mindspore as ms
        >>> from mindspore import Tensor, CSRTensor, ops
        >>> x = CSRTensor(Tensor([0, 1, 2, 2], ms.int32), Tensor([1, 2], ms.int32), Tensor([4., 5.], ms.float32),
        ...               (3, 4))
        >>> print(ops.csr_to_coo(x).indices)
        [[0 1]
         [1 2]]
    """
    if not isinstance(tensor, CSRTensor):
        raise TypeError("For functional operator csr_to_coo, input argument must be a CSRTensor.")
    return tensor.to_coo()


def csr_to_dense(csr_tensor):
    """
    A 2-D CSRTensor as a dense Tensor.

    Args:
        csr_tensor (CSRTensor): The input.

    Returns:
        Tensor.

    Raises:
        TypeError: If `csr_tensor` is not a CSRTensor.
        ValueError: If `csr_tensor` is not 2-D.

    Supported Platforms:
        ``GPU``

    Examples:
        >>> import mindspore as ms
        >>> from mindspore import Tensor, CSRTensor, ops
        >>> x = CSRTensor(Tensor([0, 1, 2, 2], ms.int32), Tensor([1, 2], ms.int32), Tensor([-1.5, 2.25], ms.float32),
        ...               (3, 4))
        >>> print(ops.csr_to_dense(x))
        [[ 0.   -1.5   0.    0.  ]
         [ 0.    0.    2.25  0.  ]
         [ 0.    0.    0.    0.  ]]
    """
    if not isinstance(csr_tensor, CSRTensor):
        raise TypeError("For functional operator csr_to_dense, input argument must be a CSRTensor.")
    return _sp._csr_to_dense(csr_tensor)


def csr_mul(x, y):
    """
    Multiplies the stored values of a CSRTensor by a dense Tensor broadcast to its shape (the positions stay).

    When `y` holds a single element, the stored values times `y` come back as a plain Tensor, as in MindSpore.

    Args:
        x (CSRTensor): The sparse factor.
        y (Union[Tensor, number]): The dense factor, broadcastable to ``x.shape``.

    Returns:
        CSRTensor (Tensor for a single-element `y`).

    Raises:
        ValueError: If a single-element `y` has more dimensions than `x`.

    Supported Platforms:
        ``GPU`` ``CPU``

    Examples:
        >>> import mindspore as ms
        >>> from mindspore import Tensor, CSRTensor, ops
        >>> x = CSRTensor(Tensor([0, 1, 2, 2], ms.int32), Tensor([1, 2], ms.int32), Tensor([-1.5, 2.25], ms.float32),
        ...               (3, 4))
        >>> print(ops.csr_mul(x, Tensor(2.0, ms.float32)))
        [-3.   4.5]
    """
    return _sp._csr_binary(x, y, "mul")


def csr_div(x, y):
    """
    Divides the stored values of a CSRTensor by a dense Tensor broadcast to its shape (the positions stay).

    When `y` holds a single element, the quotients come back as a plain Tensor, as in MindSpore.

    Args:
        x (CSRTensor): The sparse dividend.
        y (Union[Tensor, number]): The dense divisor, broadcastable to ``x.shape``.

    Returns:
        CSRTensor (Tensor for a single-element `y`).

    Raises:
        ValueError: If a single-element `y` has more dimensions than `x`.

    Supported Platforms:
        ``GPU`` ``CPU``

    Examples:
        >>> import mindspore as ms
        >>> from mindspore import Tensor, CSRTensor, ops
        >>> x = CSRTensor(Tensor([0, 1, 2, 2], ms.int32), Tensor([1, 2], ms.int32), Tensor([-1.5, 2.25], ms.float32),
        ...               (3, 4))
        >>> print(ops.csr_div(x, Tensor(2.0, ms.float32)))
        [-0.75   1.125]
    """
    return _sp._csr_binary(x, y, "div")


def csr_mv(csr_tensor, dense):
    """
    A CSRTensor of shape :math:`(M, N)` times a dense column :math:`(N, 1)`.

    Args:
        csr_tensor (CSRTensor): The sparse matrix.
        dense (Tensor): The dense column.

    Returns:
        Tensor of shape :math:`(M, 1)`.

    Supported Platforms:
        ``GPU``

    Examples:
        >>> import mindspore as ms
        >>> from mindspore import Tensor, CSRTensor, ops
        >>> x = CSRTensor(Tensor([0, 1, 2], ms.int32), Tensor([0, 1], ms.int32), Tensor([3., 1.], ms.float32), (2, 3))
        >>> print(ops.csr_mv(x, Tensor([[2.], [5.], [7.]], ms.float32)))
        [[6.]
         [5.]]
    """
    return _sp._csr_mv(csr_tensor, dense)


def csr_reduce_sum(csr_tensor, axis):
    """
    Sums a CSRTensor along its column axis.

    Args:
        csr_tensor (CSRTensor): The input.
        axis (int): ``1`` or ``-1``.

    Returns:
        Tensor of shape :math:`(M, 1)`.

    Raises:
        ValueError: If `axis` is another axis.

    Supported Platforms:
        ``GPU`` ``CPU``

    Examples:
        >>> import mindspore as ms
        >>> from mindspore import Tensor, CSRTensor, ops
        >>> x = CSRTensor(Tensor([0, 2, 2], ms.int32), Tensor([0, 2], ms.int32), Tensor([3., 1.], ms.float32), (2, 3))
        >>> print(ops.csr_reduce_sum(x, 1))
        [[4.]
         [0.]]
    """
    return _sp._csr_reduce_sum(csr_tensor, axis)


def csr_mm(a, b, trans_a=False, trans_b=False, adjoint_a=False, adjoint_b=False):
    """
    The product of two CSRTensors, a CSRTensor holding the products at the structurally non-zero positions.

    Args:
        a (CSRTensor): The left matrix.
        b (CSRTensor): The right matrix.
        trans_a (bool): Transpose `a` first. Default: ``False``.
        trans_b (bool): Transpose `b` first. Default: ``False``.
        adjoint_a (bool): Conjugate-transpose `a` first. Default: ``False``.
        adjoint_b (bool): Conjugate-transpose `b` first. Default: ``False``.

    Returns:
        CSRTensor.

    Raises:
        TypeError: If `a` or `b` is not a CSRTensor.

    Supported Platforms:
        ``GPU``

    Examples:
        >>> import mindspore as ms
        >>> from mindspore import Tensor, CSRTensor, ops
        >>> a = CSRTensor(Tensor([0, 1, 2], ms.int32), Tensor([0, 1], ms.int32), Tensor([2., 3.], ms.float32), (2, 2))
        >>> b = CSRTensor(Tensor([0, 1, 1], ms.int32), Tensor([1], ms.int32), Tensor([4.], ms.float32), (2, 2))
        >>> print(ops.csr_mm(a, b).to_dense())
        [[0. 8.]
         [0. 0.]]
    """
    if not isinstance(a, CSRTensor) or not isinstance(b, CSRTensor):
        raise TypeError("For functional operator csr_mm, inputs a and b must be type of CSRTensor currently.")
    if trans_a or adjoint_a:
        a = _transposed(a, bool(adjoint_a))
    if trans_b or adjoint_b:
        b = _transposed(b, bool(adjoint_b))
    return _sp._csr_mm(a, b)


def _transposed(x, conjugate):
    dense = _sp._csr_to_dense(x)._t.T
    if conjugate:
        dense = dense.conj()
    rows = _sp._k_csr_rows(x.indptr._t, torch.int64)
    cols = x.indices._t.long()
    r2, c2, _ = _sp._k_coalesce(cols, rows, torch.zeros(rows.numel()), (x.shape[1], x.shape[0]))
    return _sp._csr_layout(r2, c2, dense[r2, c2], (x.shape[1], x.shape[0]), x.indices._t.dtype)


def csr_add(a, b, alpha, beta):
    """
    ``alpha * a + beta * b`` for two CSRTensors of the same shape.

    Args:
        a (CSRTensor): The first addend.
        b (CSRTensor): The second addend.
        alpha (Tensor): The factor of `a`.
        beta (Tensor): The factor of `b`.

    Returns:
        CSRTensor.

    Raises:
        TypeError: If `a` or `b` is not a CSRTensor, or `alpha` or `beta` is not a Tensor.

    Supported Platforms:
        ``GPU`` ``CPU``

    Examples:
        >>> import mindspore as ms
        >>> from mindspore import Tensor, CSRTensor, ops
        >>> a = CSRTensor(Tensor([0, 1, 1], ms.int32), Tensor([0], ms.int32), Tensor([1.], ms.float32), (2, 2))
        >>> b = CSRTensor(Tensor([0, 1, 2], ms.int32), Tensor([0, 1], ms.int32), Tensor([2., 3.], ms.float32), (2, 2))
        >>> out = ops.csr_add(a, b, Tensor(1., ms.float32), Tensor(2., ms.float32))
        >>> print(out.indptr, out.values)
        [0 1 2] [5. 6.]
    """
    return _sp._csr_add(a, b, alpha, beta)


def csr_softmax(logits, dtype):
    """
    Softmax over the stored values of each row of a 2-D CSRTensor (the positions stay).

    Args:
        logits (CSRTensor): The input.
        dtype (mindspore.dtype): The dtype of the result, float32 or float64.

    Returns:
        CSRTensor.

    Raises:
        TypeError: If `logits` is not a CSRTensor.

    Supported Platforms:
        ``GPU`` ``CPU``

    Examples:
        >>> import mindspore as ms
        >>> from mindspore import Tensor, CSRTensor, ops
        >>> x = CSRTensor(Tensor([0, 2, 3], ms.int32), Tensor([0, 1, 1], ms.int32), Tensor([1., 1., 5.], ms.float32),
        ...               (2, 2))
        >>> print(ops.csr_softmax(x, ms.float32).values)
        [0.5 0.5 1. ]
    """
    if not isinstance(logits, CSRTensor):
        raise TypeError("For functional operator sparse_matrix_softmax, logits must be type of CSRTensor.")
    if dtype not in (mstype.float32, mstype.float64):
        raise TypeError(f"Only float32 and float64 type data are supported, but got {dtype}")
    vals = logits.values._t.to(_dm.to_torch(dtype))
    rows = _sp._k_csr_rows(logits.indptr._t).long()
    height = logits.shape[0]
    peak = torch.full((height,), float("-inf"), dtype=vals.dtype).scatter_reduce(0, rows, vals, "amax")
    e = torch.exp(vals - peak[rows])
    total = torch.zeros(height, dtype=vals.dtype).index_add_(0, rows, e)
    return CSRTensor(logits.indptr, logits.indices, _wrap(e / total[rows]), logits.shape)


def coo_add(x1, x2, thresh):
    """
    The sum of two COOTensors; a summed value whose magnitude is below `thresh` is not stored.

    Args:
        x1 (COOTensor): The first addend (int64 indices).
        x2 (COOTensor): The second addend (int64 indices).
        thresh (Tensor): A 0-D Tensor, the magnitude threshold.

    Returns:
        COOTensor, positions in row-major order.

    Raises:
        TypeError: If the indices are not int64.

    Supported Platforms:
        ``GPU`` ``CPU``

    Examples:
        >>> import mindspore as ms
        >>> from mindspore import Tensor, COOTensor, ops
        >>> a = COOTensor(Tensor([[0, 1], [1, 2]], ms.int64), Tensor([-1.5, 2.25], ms.float32), (3, 4))
        >>> b = COOTensor(Tensor([[0, 1], [2, 3]], ms.int64), Tensor([1., 4.], ms.float32), (3, 4))
        >>> out = ops.coo_add(a, b, Tensor(2.0, ms.float32))
        >>> print(out.indices)
        [[1 2]
         [2 3]]
        >>> print(out.values)
        [2.25 4.  ]
    """
    return _sp._coo_add(x1, x2, thresh)


def coo_concat(sp_input, concat_dim=0):
    """
    Concatenates COOTensors along `concat_dim` (their other dimension must agree).

    Args:
        sp_input (Union[list(COOTensor), tuple(COOTensor)]): Two or more COOTensors with int64 indices.
        concat_dim (int): The axis to join along, 0 or 1. Default: ``0``.

    Returns:
        COOTensor, positions in row-major order.

    Raises:
        ValueError: If fewer than two COOTensors are given.

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import mindspore as ms
        >>> from mindspore import Tensor, COOTensor, ops
        >>> a = COOTensor(Tensor([[0, 1], [1, 2]], ms.int64), Tensor([-1.5, 2.25], ms.float32), (3, 4))
        >>> b = COOTensor(Tensor([[0, 1], [2, 3]], ms.int64), Tensor([1., 4.], ms.float32), (3, 4))
        >>> out = ops.coo_concat((a, b), 1)
        >>> print(out.shape)
        (3, 8)
        >>> print(out.indices)
        [[0 1]
         [0 5]
         [1 2]
         [2 7]]
    """
    if len(sp_input) < 2:
        raise ValueError("For coo_concat, not support COOTensor input number < 2.")
    parts = [tuple(x) if isinstance(x, tuple) else (x.indices, x.values, x.shape) for x in sp_input]
    for k, (ind, _, _) in enumerate(parts):
        if ind._t.dtype != torch.int64:
            raise TypeError(f"For primitive[SparseConcat], the input argument[indices{k}] must be a type of "
                            f"{{Tensor[Int64]}}, but got Tensor[{ind.dtype}].")
    dim = concat_dim % 2
    offset, rows, vals = 0, [], []
    for ind, val, shape in parts:
        moved = ind._t.clone()
        moved[:, dim] += offset
        offset += shape[dim]
        rows.append(moved)
        vals.append(val._t)
    ind, val = torch.cat(rows), torch.cat(vals)
    out_shape = list(parts[0][2])
    out_shape[dim] = offset
    order = torch.argsort(ind[:, 0] * out_shape[1] + ind[:, 1], stable=True)
    return COOTensor(_wrap(ind[order]), _wrap(val[order]), tuple(out_shape))


def sparse_segment_mean(x, indices, segment_ids):
    """
    Means of segments of rows of `x`: output row ``s`` is the mean of the rows ``x[indices[i]]`` whose
    ``segment_ids[i]`` is ``s`` (zero for a segment without rows).

    .. warning::
        Deprecated in MindSpore since 2.8.0.

    Args:
        x (Tensor): The data, at least 1-D, float16/float32/float64.
        indices (Tensor): The rows to read, a 1-D int32/int64 Tensor.
        segment_ids (Tensor): The sorted segment of each read row, a 1-D int32/int64 Tensor as long as `indices`.

    Returns:
        Tensor with ``segment_ids[-1] + 1`` rows and the trailing shape and dtype of `x`.

    Raises:
        TypeError: If `x` is not a float Tensor or `indices` / `segment_ids` are not integer Tensors.
        ValueError: If `indices` and `segment_ids` differ in length.

    Supported Platforms:
        ``GPU`` ``CPU``

    Examples:
        >>> import mindspore as ms
        >>> from mindspore import Tensor, ops
        >>> x = Tensor([[1., 2.], [3., 4.], [5., 6.]], ms.float32)
        >>> print(ops.sparse_segment_mean(x, Tensor([0, 1, 2], ms.int32), Tensor([0, 0, 1], ms.int32)))
        [[2. 3.]
         [5. 6.]]
    """
    if not isinstance(x, Tensor) or x._t.dtype not in (torch.float16, torch.float32, torch.float64):
        got = f"Tensor[{x.dtype}]" if isinstance(x, Tensor) else type(x).__name__
        raise TypeError(f"For primitive[SparseSegmentMean], the input argument[x] must be a type of "
                        f"{{Tensor[Float16], Tensor[Float32], Tensor[Float64]}}, but got {got}.")
    _index_tensor(indices, "SparseSegmentMean", "indices")
    _index_tensor(segment_ids, "SparseSegmentMean", "segment_ids")
    if indices.size != segment_ids.size:
        raise ValueError(f"For 'SparseSegmentMean', the size of 'indices' and 'segment_ids' must be the same, but got "
                         f"{indices.size} vs {segment_ids.size}.")
    seg = segment_ids._t.long()
    count = int(seg[-1]) + 1 if seg.numel() else 0
    rows = x._t[indices._t.long()]
    total = torch.zeros((count,) + tuple(x._t.shape[1:]), dtype=x._t.dtype).index_add_(0, seg, rows)
    n = torch.zeros(count, dtype=x._t.dtype).index_add_(0, seg, torch.ones(seg.numel(), dtype=x._t.dtype))
    n = n.clamp(min=1).reshape((count,) + (1,) * (x._t.dim() - 1))
    return _wrap(total / n)
