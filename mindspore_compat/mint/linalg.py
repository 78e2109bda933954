"""``mindspore.mint.linalg``: linear algebra with PyTorch-style argument names (views of :mod:`mindspore.ops`)."""
from .. import ops as _ops
from ..ops import norm  # noqa: F401  (the same signature as ops.norm)
from .._viewdoc import view as _view

__all__ = ["inv", "matrix_norm", "norm", "qr", "vector_norm"]


@_view("The inverse of a square matrix or of each matrix in a batch.")
def inv(input):
    return _ops.inverse(input)


@_view("Matrix norm over the two dimensions `dim`.", A="(Tensor): The matrices, shape ``(*, m, n)``.",
       ord="(Union[str, int]): ``'fro'``, ``'nuc'``, ``inf``, ``-inf``, 1, -1, 2 or -2. Default: ``'fro'``.",
       dim="(tuple[int]): The two matrix dimensions. Default: ``(-2, -1)``.")
def matrix_norm(A, ord='fro', dim=(-2, -1), keepdim=False, *, dtype=None):
    return _ops.matrix_norm(A, ord, dim, keepdim, dtype=dtype)


@_view("QR decomposition ``A = Q R``.", returns="tuple(Tensor, Tensor), Q and R.",
       A="(Tensor): The matrices, shape ``(*, m, n)``.",
       mode="(str): ``'reduced'``, ``'complete'`` or ``'r'``. Default: ``'reduced'``.")
def qr(A, mode='reduced'):
    return _ops.qr(A, mode)


@_view("Vector norm over all elements or over `dim`.", x="(Tensor): The input tensor.",
       ord="(number): The norm order (``inf`` and ``-inf`` allowed). Default: ``2``.",
       dim="(Union[int, tuple[int], None]): The dimensions; None means all. Default: ``None``.")
def vector_norm(x, ord=2, dim=None, keepdim=False, *, dtype=None):
    return _ops.vector_norm(x, ord, dim, keepdim, dtype=dtype)


from .._unsupported import missing_name_hook as _missing_name_hook  # noqa: E402
__getattr__ = _missing_name_hook(__name__)
