"""Primitives that take a sparse tensor as its parts (indices, values, shape): ``SparseToDense``,
``SparseTensorDenseMatmul``, ``SparseTensorDenseAdd``, ``SparseSlice``, and ``Coalesce`` / ``SparseGatherV2``
(MindSpore keeps these two with the array primitives)."""
import torch

from ... import _checkparam as validator
from ...common.tensor import Tensor, _wrap
from ..function import sparse_func
from ..primitive import Primitive, prim_attr_register
from .array_ops import Gather

__all__ = ["SparseToDense", "SparseTensorDenseMatmul", "SparseTensorDenseAdd", "SparseSlice", "Coalesce",
           "SparseGatherV2"]


def _indices(indices, prim, name="indices", dtypes=(torch.int32, torch.int64)):
    if not isinstance(indices, Tensor) or indices._t.dtype not in dtypes:
        want = ", ".join(f"Tensor[{'Int32' if d == torch.int32 else 'Int64'}]" for d in dtypes)
        got = f"Tensor[{indices.dtype}]" if isinstance(indices, Tensor) else type(indices).__name__
        raise TypeError(f"For primitive[{prim}], the input argument[{name}] must be a type of {{{want}}}, but got "
                        f"{got}.")
    if indices.ndim != 2:
        raise ValueError(f"For primitive[{prim}], the dimension of '{name}' must be equal to 2, but got "
                         f"{indices.ndim}.")
    return indices._t.long()


def _shape_of(shape):
    return tuple(int(v) for v in (shape._t.tolist() if isinstance(shape, Tensor) else shape))


def _check_bounds(indices, shape, prim):
    """ValueError naming the first position outside ``shape``."""
    for dim in range(indices.shape[1]):
        col = indices[:, dim]
        bad = (col < 0) | (col >= shape[dim])
        if bool(bad.any()):
            row = int(torch.nonzero(bad)[0, 0])
            raise ValueError(f"For '{prim}', the {row}th value in {dim}th dimension index: {int(col[row])} of "
                             f"'output' out of bounds: [0, {shape[dim]})")


def _dense_of(indices, values, shape, prim):
    """The dense tensor of COO parts of any rank (the last value written at a position wins)."""
    shape = _shape_of(shape)
    _check_bounds(indices, shape, prim)
    out = torch.zeros(shape, dtype=values._t.dtype)
    out[tuple(indices.unbind(1))] = values._t
    return out


class SparseToDense(Primitive):
    """
    The dense tensor of a sparse tensor given as its parts.

    Inputs:
        - **indices** (Tensor) - The positions, an int32 or int64 Tensor of shape :math:`(N, R)`.
        - **values** (Tensor) - The values, shape :math:`(N,)`.
        - **sparse_shape** (tuple(int)) - The dense shape, :math:`R` ints.

    Outputs:
        Tensor of shape `sparse_shape` and the dtype of `values`, zero where no value is given.

    Raises:
        TypeError: If `indices` is not an int32 or int64 Tensor.
        ValueError: If `indices` is not 2-D or a position is outside `sparse_shape`.

    Supported Platforms:
        ``GPU`` ``CPU``

    Examples:
        >>> import mindspore as ms
        >>> from mindspore import Tensor, ops
        >>> out = ops.SparseToDense()(Tensor([[0, 1], [1, 2]], ms.int64), Tensor([1, 2], ms.int32), (3, 4))
        >>> print(out)
        [[0 1 0 0]
         [0 0 2 0]
         [0 0 0 0]]
    """

    @prim_attr_register
    def __init__(self):
        """Initialize SparseToDense."""

    def __call__(self, indices, values, sparse_shape):
        ind = _indices(indices, "SparseToDense")
        return _wrap(_dense_of(ind, values, sparse_shape, "SparseToDense"))


class SparseTensorDenseMatmul(Primitive):
    """
    A 2-D sparse tensor, given as its parts, times a dense matrix.

    Args:
        adjoint_st (bool): Use the (conjugate) transpose of the sparse tensor. Default: ``False``.
        adjoint_dt (bool): Use the (conjugate) transpose of the dense matrix. Default: ``False``.

    Inputs:
        - **indices** (Tensor) - The positions, an int32 or int64 Tensor of shape :math:`(N, 2)`.
        - **values** (Tensor) - The values, shape :math:`(N,)`.
        - **sparse_shape** (tuple(int)) - The dense shape of the sparse tensor.
        - **dense** (Tensor) - The dense matrix, of the dtype of `values`.

    Outputs:
        Tensor, the product.

    Raises:
        TypeError: If `adjoint_st` or `adjoint_dt` is not a bool, or `values` and `dense` differ in dtype.

    Supported Platforms:
        ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, ops
        >>> out = ops.SparseTensorDenseMatmul()(Tensor([[0, 1], [1, 2]], ms.int32), Tensor([1., 2.], ms.float32),
        ...                                     (3, 4), Tensor(np.arange(8).reshape(4, 2), ms.float32))
        >>> print(out)
        [[ 2.  3.]
         [ 8. 10.]
         [ 0.  0.]]
    """

    @prim_attr_register
    def __init__(self, adjoint_st=False, adjoint_dt=False):
        """Initialize SparseTensorDenseMatmul."""
        validator.check_value_type("adjoint_st", adjoint_st, [bool], "SparseTensorDenseMatmul")
        validator.check_value_type("adjoint_dt", adjoint_dt, [bool], "SparseTensorDenseMatmul")

    def __call__(self, indices, values, sparse_shape, dense):
        ind = _indices(indices, "SparseTensorDenseMatmul")
        if not isinstance(dense, Tensor) or values._t.dtype != dense._t.dtype:
            raise TypeError("For primitive[SparseTensorDenseMatmul], the input type must be same.")
        shape = _shape_of(sparse_shape)
        _check_bounds(ind, shape, "SparseTensorDenseMatmul")
        rows, cols, vals = ind[:, 0], ind[:, 1], values._t
        if self.adjoint_st:
            rows, cols, vals, shape = cols, rows, vals.conj(), (shape[1], shape[0])
        d = dense._t.T.conj() if self.adjoint_dt else dense._t
        if cols.numel() and int(cols.max()) >= d.shape[0]:
            raise ValueError(f"For 'SparseTensorDenseMatmul', the sparse column index {int(cols.max())} is out of "
                             f"range of the dense rows {d.shape[0]}.")
        # each stored value scales one row of the dense matrix into one row of the result
        out = torch.zeros((shape[0], d.shape[1]), dtype=d.dtype)
        return _wrap(out.index_add_(0, rows, vals.unsqueeze(1) * d[cols]))


class SparseTensorDenseAdd(Primitive):
    """
    A sparse tensor, given as its parts, plus a dense tensor of the same shape.

    Inputs:
        - **x1_indices** (Tensor) - The positions, an int32 or int64 Tensor of shape :math:`(N, R)`.
        - **x1_values** (Tensor) - The values, shape :math:`(N,)`.
        - **x1_shape** (Tensor) - The dense shape of the sparse tensor, a 1-D Tensor.
        - **x2** (Tensor) - The dense addend, of shape `x1_shape`.

    Outputs:
        Tensor of the shape and dtype of `x2`.

    Raises:
        RuntimeError: If the shape of `x2` differs from `x1_shape`.

    Supported Platforms:
        ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, ops
        >>> out = ops.SparseTensorDenseAdd()(Tensor([[0, 1], [1, 2]], ms.int64), Tensor([1., 2.], ms.float32),
        ...                                  Tensor([3, 4], ms.int64), Tensor(np.ones((3, 4)), ms.float32))
        >>> print(out)
        [[1. 2. 1. 1.]
         [1. 1. 3. 1.]
         [1. 1. 1. 1.]]
    """

    @prim_attr_register
    def __init__(self):
        """Initialize SparseTensorDenseAdd."""

    def __call__(self, x1_indices, x1_values, x1_shape, x2):
        ind = _indices(x1_indices, "SparseTensorDenseAdd", "x1_indices")
        shape = _shape_of(x1_shape)
        for dim, (a, b) in enumerate(zip(shape, x2.shape)):
            if a != b:
                raise RuntimeError(f"For 'SparseTensorDenseAdd', Dimension [{dim}] does not equal(no broadcasting is "
                                   f"supported): x1_shape side {a} vs x2_shape side {b}.")
        out = x2._t.clone()
        out.index_put_(tuple(ind.unbind(1)), x1_values._t.to(out.dtype), accumulate=True)
        return _wrap(out)


class SparseSlice(Primitive):
    """
    The part of a sparse tensor, given as its parts, inside a box: ``start`` and ``size`` per dimension (the box
    is clipped to the dense shape); the positions come back relative to ``start``.

    Inputs:
        - **indices** (Tensor) - The positions, an int64 Tensor of shape :math:`(N, R)`.
        - **values** (Tensor) - The values, shape :math:`(N,)`.
        - **shape** (Tensor) - The dense shape, an int64 Tensor of shape :math:`(R,)`.
        - **start** (Tensor) - The first position of the box, an int64 Tensor of shape :math:`(R,)`.
        - **size** (Tensor) - The extent of the box, an int64 Tensor of shape :math:`(R,)`.

    Outputs:
        - **y_indices** (Tensor) - The positions inside the box, relative to `start`.
        - **y_values** (Tensor) - Their values.
        - **y_shape** (Tensor) - The clipped extent of the box.

    Raises:
        TypeError: If `indices` is not an int64 Tensor.

    Supported Platforms:
        ``Ascend`` ``CPU``

    Examples:
        >>> import mindspore as ms
        >>> from mindspore import Tensor, ops
        >>> y = ops.SparseSlice()(Tensor([[0, 1], [1, 2], [2, 0], [2, 3]], ms.int64), Tensor([1, 2, 3, 4], ms.float32),
        ...                       Tensor([3, 4], ms.int64), Tensor([1, 2], ms.int64), Tensor([5, 5], ms.int64))
        >>> print(y[0])
        [[0 0]
         [1 1]]
        >>> print(y[1], y[2])
        [2. 4.] [2 2]
    """

    @prim_attr_register
    def __init__(self):
        """Initialize SparseSlice."""

    def __call__(self, indices, values, shape, start, size):
        ind = _indices(indices, "SparseSlice", dtypes=(torch.int64,))
        full, first, extent = shape._t.long(), start._t.long(), size._t.long()
        end = torch.minimum(first + extent, full)
        inside = ((ind >= first) & (ind < end)).all(1)
        out_shape = torch.clamp(end - first, min=0)
        return _wrap(ind[inside] - first), _wrap(values._t[inside]), _wrap(out_shape)


class Coalesce(Primitive):
    """
    Sums the values given at the same position of a sparse tensor and sorts the positions.

    Refer to :func:`mindspore.ops.coalesce` for more details.

    Inputs:
        - **x_indices** (Tensor) - The positions, an int64 Tensor of shape :math:`(R, N)`.
        - **x_values** (Tensor) - The values, shape :math:`(N,)`.
        - **x_shape** (Tensor) - The dense shape, an int64 Tensor of shape :math:`(R,)`.

    Outputs:
        (y_indices, y_values, y_shape) as :func:`mindspore.ops.coalesce` returns them.

    Raises:
        TypeError: If `x_indices` or `x_shape` is not an int64 Tensor.

    Supported Platforms:
        ``GPU`` ``CPU``

    Examples:
        >>> import mindspore as ms
        >>> from mindspore import Tensor, ops
        >>> idx, vals, shape = ops.Coalesce()(Tensor([[0, 1], [2, 3]], ms.int64), Tensor([1., 5.], ms.float32),
        ...                                   Tensor([2, 4], ms.int64))
        >>> print(vals)
        [1. 5.]
    """

    @prim_attr_register
    def __init__(self):
        """Initialize Coalesce."""

    def __call__(self, x_indices, x_values, x_shape):
        return sparse_func.coalesce(x_indices, x_values, x_shape)


class SparseGatherV2(Gather):
    """
    Takes slices of `input_params` along `axis` at the positions `input_indices`, as :class:`Gather` does (MindSpore
    uses this name where the gradient of `input_params` is to be a RowTensor).

    Inputs:
        - **input_params** (Tensor) - The source tensor.
        - **input_indices** (Tensor) - Integer indices into dimension `axis`.
        - **axis** (int) - The dimension to index.

    Outputs:
        Tensor of shape ``params.shape[:axis] + indices.shape + params.shape[axis + 1:]``.

    Raises:
        TypeError: If `axis` is not an int.

    Supported Platforms:
        ``Ascend`` ``GPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, ops
        >>> print(ops.SparseGatherV2()(Tensor(np.arange(12).reshape(3, 4), ms.float32), Tensor([2, 0], ms.int32), 0))
        [[ 8.  9. 10. 11.]
         [ 0.  1.  2.  3.]]
    """

    @prim_attr_register
    def __init__(self):
        """Initialize SparseGatherV2."""
        self.batch_dims = 0
