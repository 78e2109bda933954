"""Cells on sparse tensors: ``SparseToDense`` and ``SparseTensorDenseMatmul``."""
from ... import _checkparam as validator
from ...common.sparse_tensor import COOTensor
from ...ops.operations.sparse_ops import SparseTensorDenseMatmul as _SparseTensorDenseMatmul
from ..cell import Cell

__all__ = ["SparseToDense", "SparseTensorDenseMatmul"]


class SparseToDense(Cell):
    """
    Turns a COOTensor into its dense Tensor.

    Inputs:
        - **coo_tensor** (COOTensor) - The sparse tensor.

    Outputs:
        Tensor of the shape of the sparse tensor.

    Raises:
        TypeError: If the input is not a COOTensor.

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import mindspore as ms
        >>> from mindspore import Tensor, COOTensor, nn
        >>> coo = COOTensor(Tensor([[0, 1], [1, 2]], ms.int32), Tensor([1., 1.], ms.float32), (3, 4))
        >>> print(nn.SparseToDense()(coo))
        [[0. 1. 0. 0.]
         [0. 0. 1. 0.]
         [0. 0. 0. 0.]]
    """

    def __init__(self):
        super().__init__()

    def construct(self, coo_tensor):
        if not isinstance(coo_tensor, COOTensor):
            raise TypeError(f"For 'SparseToDense', the input must be a COOTensor, but got "
                            f"{type(coo_tensor).__name__}.")
        return coo_tensor.to_dense()


class SparseTensorDenseMatmul(Cell):
    """
    A 2-D sparse tensor, given as its parts, times a dense matrix (see :class:`mindspore.ops.SparseTensorDenseMatmul`).

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
        TypeError: If `adjoint_st` or `adjoint_dt` is not a bool.

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> net = nn.SparseTensorDenseMatmul()
        >>> print(net(Tensor([[0, 1], [1, 2]], ms.int32), Tensor([1., 1.], ms.float32), (3, 4),
        ...           Tensor(np.arange(8).reshape(4, 2), ms.float32)))
        [[2. 3.]
         [4. 5.]
         [0. 0.]]
    """

    def __init__(self, adjoint_st=False, adjoint_dt=False):
        super().__init__()
        self.adj_st = validator.check_value_type("adjoint_st", adjoint_st, [bool], self.cls_name)
        self.adj_dt = validator.check_value_type("adjoint_dt", adjoint_dt, [bool], self.cls_name)
        self.sparse_dense_matmul = _SparseTensorDenseMatmul(adjoint_st=adjoint_st, adjoint_dt=adjoint_dt)

    def construct(self, indices, values, sparse_shape, dense):
        return self.sparse_dense_matmul(indices, values, sparse_shape, dense)
