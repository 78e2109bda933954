"""Sparse tensors: ``COOTensor``, ``CSRTensor``, ``RowTensor`` and the deprecated ``SparseTensor``.

Each sparse tensor keeps its component Tensors (indices, values ...) and its dense shape as a tuple. The
index arithmetic that several views share (COO <-> CSR, scatter into a dense tensor, CSR products and sums)
is written once here on torch, as the ``_k_*`` kernels, and reused by ``mindspore.ops``' sparse functions.
"""
import logging

import torch

from . import _format
from .tensor import Tensor, _wrap

__all__ = ["COOTensor", "CSRTensor", "RowTensor", "RowTensorInner", "SparseTensor"]

_logger = logging.getLogger("mindspore")
_INDEX_DTYPES = (torch.int16, torch.int32, torch.int64)


# ----- torch kernels shared with ops/function/sparse_func.py -----------------------------------------------------
def _k_scatter_dense(rows, cols, values, shape, op_name="TensorScatterAdd", index=None):
    """A dense tensor of ``shape`` holding ``values`` summed at (``rows``, ``cols``); an index outside the shape
    raises MindSpore's RuntimeError naming the offending entry."""
    rows, cols = rows.long(), cols.long()
    bad = (rows < 0) | (rows >= shape[0]) | (cols < 0) | (cols >= shape[1])
    if bool(bad.any()):
        i = int(torch.nonzero(bad)[0, 0])
        pair = index[i].tolist() if index is not None else [int(rows[i]), int(cols[i])]
        raise RuntimeError(f"For '{op_name}', the 0-th value of 'indices'{pair} is out of range"
                           f"{list(shape[:2])}.")
    out = torch.zeros(tuple(shape), dtype=values.dtype)
    if values.dtype == torch.bool:
        out[rows, cols] = values
        return out
    return out.index_put_((rows, cols), values, accumulate=True)


def _k_csr_rows(indptr, dtype=None):
    """The row index of every stored element of a CSR layout."""
    counts = (indptr[1:] - indptr[:-1]).long()
    rows = torch.repeat_interleave(torch.arange(counts.numel()), counts)
    return rows.to(dtype or indptr.dtype)


def _k_coo_to_csr(indices, values, rows_count):
    """(indptr, column indices, values) of COO ``indices`` (N, 2), ordered by row (stable)."""
    rows = indices[:, 0]
    order = torch.argsort(rows.long(), stable=True)
    counts = torch.bincount(rows.long(), minlength=rows_count)[:rows_count]
    indptr = torch.zeros(rows_count + 1, dtype=torch.int64)
    indptr[1:] = torch.cumsum(counts, 0)
    return indptr.to(indices.dtype), indices[order, 1], values[order]


def _k_csr_matmul(indptr, indices, values, shape, dense):
    """CSR (M, N) times dense (N, K) as a dense (M, K), summed row by row."""
    rows = _k_csr_rows(indptr).long()
    parts = values.unsqueeze(-1) * dense[indices.long()]
    out = torch.zeros((shape[0],) + tuple(dense.shape[1:]), dtype=parts.dtype)
    return out.index_add_(0, rows, parts)


def _k_coalesce(rows, cols, values, shape):
    """Sorted, duplicate-free COO layout of the given entries (duplicates summed); returns (rows, cols, values)."""
    if rows.numel() == 0:
        return rows, cols, values
    key = rows.long() * int(shape[1]) + cols.long()
    uniq, inverse = torch.unique(key, sorted=True, return_inverse=True)
    summed = torch.zeros(uniq.numel(), dtype=values.dtype).index_add_(0, inverse, values)
    return (uniq // int(shape[1])).to(rows.dtype), (uniq % int(shape[1])).to(cols.dtype), summed


# ----- validation (MindSpore's messages) -----------------------------------------------------------------------------
def _check_parts(indices, values, shape):
    if not isinstance(indices, Tensor):
        raise TypeError(f"For SparseTensors, 'indices' must be Tensor, but got {type(indices)}.")
    if not isinstance(values, Tensor):
        raise TypeError(f"For SparseTensors, 'values' must be Tensor, but got {type(values)}.")
    if not isinstance(shape, tuple):
        raise TypeError(f"For SparseTensors, 'shape' must be tuple, but got {type(shape)}.")


def _check_coo(indices, values, shape):
    _check_parts(indices, values, shape)
    ishape, vshape = indices.shape, values.shape
    if len(shape) != 2:
        raise ValueError(f"For COOTensor, the length of 'shape' must be 2, but got {shape}.")
    if not (ishape == (0,) and vshape == (0,)):
        total = 1
        for dim in shape:
            if dim <= 0:
                raise ValueError(f"For COOTensor, the element of 'shape' must be positive, but got {dim} in {shape}.")
            if not isinstance(dim, int):
                raise TypeError(f"For COOTensor, the element type of 'shape' must be int, but got {type(dim)}")
            total *= dim
        if total < vshape[0]:
            raise ValueError(f"For COOTensor, shape is too small: ({total}) to hold all values({vshape[0]}).")
        if len(ishape) != 2:
            raise ValueError(f"For COOTensor, 'indices' must be a 2-dimensional tensor, but got a {len(ishape)}"
                             f"-dimensional tensor.")
        if len(vshape) != 1:
            raise ValueError(f"For COOTensor, 'values' must be a 1-dimensional tensor, but got a {len(vshape)}"
                             f"-dimensional tensor.")
        if ishape[0] != vshape[0]:
            raise ValueError(f"For COOTensor, 'indices.shape[0]' must be euqal to 'values.shape[0]', but got "
                             f"'indices.shape[0]' = {ishape[0]} and 'values.shape[0]' = {vshape[0]}.")
        if ishape[1] != 2:
            raise ValueError(f"For COOTensor, 'indices.shape[1]' must be 2, but got {ishape[1]}.")
    if indices._t.dtype not in _INDEX_DTYPES:
        raise TypeError(f"For COOTensor, the type of 'indices' must be one of [int16, int32, int64], but got "
                        f"{indices.dtype}.")


def _check_csr(indptr, indices, values, shape):
    if not isinstance(indptr, Tensor):
        raise TypeError(f"For CSRTensor, 'indptr' must be Tensor, but got {type(indptr)}.")
    _check_parts(indices, values, shape)
    pshape, ishape, vshape = indptr.shape, indices.shape, values.shape
    if not (pshape == (0,) and ishape == (0,) and vshape == (0,)):
        total, count = 1, 1
        for dim in shape:
            if dim <= 0:
                raise ValueError(f"For CSRTensor, the element of shape must be positive, but got {dim}")
            if not isinstance(dim, int):
                raise TypeError(f"For CSRTensor, the element type of shape must be int, but got {type(dim)}")
            total *= dim
        for dim in vshape:
            if dim <= 0:
                raise ValueError(f"The element of shape must be positive, but got {dim}")
            count *= dim
        if total < count:
            raise ValueError(f"Shape total size: {total} is too small to hold {count} non-zero values.")
        if len(ishape) != 1:
            raise ValueError(f"For CSRTensor, indices must be a 1-dimensional tensor, but got a {len(ishape)} "
                             f"dimension tensor.")
        if len(pshape) != 1:
            raise ValueError(f"For CSRTensor, indptr must be a 1-dimensional tensor, but got a {len(pshape)} "
                             f"dimension tensor.")
        if shape[0] + 1 != pshape[0]:
            raise ValueError(f"For CSRTensor, indptr must have length (1 + shape[0]), but got: {pshape[0]}")
        if ishape[0] != vshape[0]:
            raise ValueError(f"For CSRTensor, indices and values must equal in their shape, but got indices shape: "
                             f"{ishape[0]}, values shape: {vshape[0]}.")
        if len(vshape) + 1 != len(shape):
            raise ValueError(f"Values' dimension should equal to CSRTensor's dimension - 1, but gotValues' "
                             f"dimension: {len(vshape)} , CSRTensor's dimension: {len(shape)}")
        if vshape[1:] != shape[2:]:
            raise ValueError(f"CSRTensor's shape[2: ] must be equal to value's shape[1: ],but CSRTensor's "
                             f"shape[2: ] got: {shape[2:]} and value's shape[1: ]got: {vshape[1:]}")
    if indptr._t.dtype not in _INDEX_DTYPES:
        raise TypeError(f"For CSRTensor, indptr must have int16 or int32 or int64 data type, but got "
                        f"{indptr.dtype}.")
    if indices._t.dtype not in _INDEX_DTYPES:
        raise TypeError(f"For CSRTensor, indices must have int16 or int32 or int64 data type, but got "
                        f"{indices.dtype}.")


def _part(t):
    """A component Tensor as a sparse tensor's ``repr`` prints it."""
    return _format.format_sparse_part(t._print_array(), str(t.dtype))


def _detached(t):
    return _wrap(t._t.detach())


# ----- COOTensor --------------------------------------------------------------------------------------------------
class COOTensor:
    """
    A 2-D sparse tensor in coordinate (COO) format: the non-zero `values` and, for each of them, its
    (row, column) position in `indices`.

    The dense tensor it stands for is zero everywhere except ``dense[indices[i][0], indices[i][1]] = values[i]``
    (repeated positions add up when the tensor is made dense).

    Args:
        indices (Tensor): The positions, an int16, int32 or int64 Tensor of shape :math:`(N, 2)`.
            Default: ``None``.
        values (Tensor): The values, a 1-D Tensor of shape :math:`(N,)`. Default: ``None``.
        shape (tuple(int)): The dense shape, two positive ints. Default: ``None``.
        coo_tensor (COOTensor): Another COOTensor to copy; the other arguments must then be ``None``.
            Default: ``None``.

    Returns:
        COOTensor.

    Raises:
        TypeError: If `indices` or `values` is not a Tensor, `shape` is not a tuple, or `indices` is not of an
            integer dtype.
        ValueError: If the shapes of `indices`, `values` and `shape` do not fit together.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore as ms
        >>> from mindspore import Tensor, COOTensor
        >>> coo = COOTensor(Tensor([[0, 1], [1, 2]], ms.int32), Tensor([-1.5, 2.25], ms.float32), (3, 4))
        >>> print(coo.shape, coo.dtype)
        (3, 4) Float32
        >>> print(coo.to_dense())
        [[ 0.   -1.5   0.    0.  ]
         [ 0.    0.    2.25  0.  ]
         [ 0.    0.    0.    0.  ]]
    """

    def __init__(self, indices=None, values=None, shape=None, coo_tensor=None):
        if coo_tensor is not None:
            if not isinstance(coo_tensor, COOTensor):
                raise TypeError(f"Expect input `coo_tensor` to be a COOTensor, but got {type(coo_tensor)}")
            if not (indices is None and values is None and shape is None):
                raise TypeError("If input `coo_tensor` is provided, `indices`, `values`, `shapes` should all be "
                                "`None`")
            indices, values, shape = coo_tensor._indices, coo_tensor._values, coo_tensor._shape
        else:
            _check_coo(indices, values, shape)
            indices = _detached(indices)
        self._indices, self._values, self._shape = indices, values, tuple(shape)

    def __repr__(self):
        return (f"COOTensor(shape={list(self._shape)}, dtype={self._values.dtype}, indices={_part(self._indices)}, "
                f"values={_part(self._values)})")

    __str__ = __repr__

    def __neg__(self):
        return COOTensor(self._indices, -self._values, self._shape)

    def _same_shape(self, other):
        if self.shape != other.shape:
            raise ValueError("Input tensors should have the same shape.")

    def __add__(self, other):
        self._same_shape(other)
        if isinstance(other, Tensor):
            ind = self._indices._t
            dense = other._t.clone()
            dense.index_put_((ind[:, 0].long(), ind[:, 1].long()), self._values._t.to(dense.dtype), accumulate=True)
            return _wrap(dense)
        if isinstance(other, COOTensor):
            return _coo_add(self, other, Tensor(0, self._values.dtype))
        raise TypeError("COOTensor add with %s is not supported." % type(other))

    def __sub__(self, other):
        self._same_shape(other)
        if isinstance(other, Tensor):
            return self.__add__(-other)
        if isinstance(other, COOTensor):
            return _coo_add(self, -other, Tensor(0, self._values.dtype))
        raise TypeError("COOTensor subtract with %s is not supported." % type(other))

    def _at(self, other):
        ind = self._indices._t.long()
        return _wrap(other._t[ind[:, 0], ind[:, 1]])

    def __mul__(self, other):
        self._same_shape(other)
        if isinstance(other, Tensor):
            return COOTensor(self._indices, self._values * self._at(other), self._shape)
        raise TypeError("COOTensor multiply with %s is not supported." % type(other))

    def __truediv__(self, other):
        self._same_shape(other)
        if isinstance(other, Tensor):
            _logger.warning("For sparse divide, zero values in the dense tensor are ignored.")
            return COOTensor(self._indices, self._values / self._at(other), self._shape)
        raise TypeError("COOTensor divide with %s is not supported." % type(other))

    @property
    def indices(self):
        """Tensor: The positions of the stored values, shape :math:`(N, 2)`."""
        return self._indices

    @property
    def values(self):
        """Tensor: The stored values, shape :math:`(N,)`."""
        return self._values

    @property
    def shape(self):
        """tuple(int): The dense shape."""
        return self._shape

    @property
    def dtype(self):
        """mindspore.dtype: The dtype of the values."""
        return self._values.dtype

    @property
    def size(self):
        """int: The number of stored values."""
        return self._values.size

    @property
    def itemsize(self):
        """int: Bytes per stored value."""
        return self._values.itemsize

    @property
    def ndim(self):
        """int: The number of dense dimensions (2)."""
        return len(self._shape)

    def coalesce(self):
        """
        Sums the values stored at the same position and sorts the positions in row-major order.

        Returns:
            COOTensor.

        Raises:
            TypeError: If the indices are not int64 (MindSpore's ``Coalesce`` kernel takes int64 only).

        Supported Platforms:
            ``GPU``

        Examples:
            >>> import mindspore as ms
            >>> from mindspore import Tensor, COOTensor
            >>> coo = COOTensor(Tensor([[1, 2], [0, 1]], ms.int64), Tensor([1., 2.], ms.float32), (3, 4))
            >>> out = coo.coalesce()
            >>> print(out.indices)
            [[0 1]
             [1 2]]
            >>> print(out.values)
            [2. 1.]
        """
        ind = self._indices._t
        if ind.dtype != torch.int64:
            raise TypeError(f"For primitive[Coalesce], the input argument[x_indices] must be a type of "
                            f"{{Tensor[Int64]}}, but got Tensor[{self._indices.dtype}].")
        rows, cols, vals = _k_coalesce(ind[:, 0], ind[:, 1], self._values._t, self._shape)
        return COOTensor(_wrap(torch.stack((rows, cols), 1)), _wrap(vals), self._shape)

    def to_csr(self):
        """
        The same tensor in CSR format (the entries ordered by row).

        Returns:
            CSRTensor.

        Supported Platforms:
            ``GPU`` ``CPU``

        Examples:
            >>> import mindspore as ms
            >>> from mindspore import Tensor, COOTensor
            >>> coo = COOTensor(Tensor([[2, 0], [0, 3]], ms.int32), Tensor([5., 7.], ms.float32), (3, 4))
            >>> csr = coo.to_csr()
            >>> print(csr.indptr, csr.indices, csr.values)
            [0 1 1 2] [3 0] [7. 5.]
        """
        indptr, cols, vals = _k_coo_to_csr(self._indices._t, self._values._t, self._shape[0])
        return CSRTensor(_wrap(indptr), _wrap(cols), _wrap(vals), self._shape)

    def to_dense(self):
        """
        The dense Tensor (values at repeated positions add up).

        Returns:
            Tensor of shape `shape`.

        Raises:
            RuntimeError: If an index lies outside `shape`.

        Supported Platforms:
            ``GPU``

        Examples:
            >>> import mindspore as ms
            >>> from mindspore import Tensor, COOTensor
            >>> coo = COOTensor(Tensor([[0, 1], [0, 1]], ms.int32), Tensor([1., 1.], ms.float32), (2, 2))
            >>> print(coo.to_dense())
            [[0. 2.]
             [0. 0.]]
        """
        ind = self._indices._t
        return _wrap(_k_scatter_dense(ind[:, 0], ind[:, 1], self._values._t, self._shape, index=ind))

    def astype(self, dtype):
        """
        A COOTensor with the values cast to `dtype` (the indices are kept).

        Args:
            dtype (Union[mindspore.dtype, numpy.dtype, str]): The target dtype.

        Returns:
            COOTensor.

        Supported Platforms:
            ``Ascend`` ``GPU`` ``CPU``

        Examples:
            >>> import mindspore as ms
            >>> from mindspore import Tensor, COOTensor
            >>> coo = COOTensor(Tensor([[0, 1]], ms.int32), Tensor([2.5], ms.float32), (2, 2))
            >>> print(coo.astype(ms.float64).dtype)
            Float64
        """
        return COOTensor(self._indices, self._values.astype(dtype), self._shape)

    def to_tuple(self):
        """
        The parts of the tensor.

        Returns:
            tuple: (indices, values, shape).

        Supported Platforms:
            ``Ascend`` ``GPU`` ``CPU``

        Examples:
            >>> import mindspore as ms
            >>> from mindspore import Tensor, COOTensor
            >>> coo = COOTensor(Tensor([[0, 1]], ms.int32), Tensor([2.5], ms.float32), (2, 2))
            >>> print(coo.to_tuple()[2])
            (2, 2)
        """
        return self._indices, self._values, self._shape

    def abs(self):
        """
        The element-wise absolute value of the stored values.

        Returns:
            COOTensor.

        Supported Platforms:
            ``Ascend`` ``GPU`` ``CPU``

        Examples:
            >>> import mindspore as ms
            >>> from mindspore import Tensor, COOTensor
            >>> coo = COOTensor(Tensor([[0, 1], [1, 0]], ms.int32), Tensor([-3., 2.], ms.float32), (2, 2))
            >>> print(coo.abs().values)
            [3. 2.]
        """
        return COOTensor(self._indices, self._values.abs(), self._shape)

    def add(self, other, thresh):
        """
        The sum of two COOTensors; a summed value whose magnitude is below `thresh` is not stored.

        Args:
            other (COOTensor): The other addend, of the same shape.
            thresh (Tensor): A 0-D Tensor, the magnitude threshold.

        Returns:
            COOTensor.

        Raises:
            TypeError: If the indices are not int64 (MindSpore's ``SparseAdd`` kernel takes int64 only).

        Supported Platforms:
            ``GPU`` ``CPU``

        Examples:
            >>> import mindspore as ms
            >>> from mindspore import Tensor, COOTensor
            >>> a = COOTensor(Tensor([[0, 1]], ms.int64), Tensor([1.], ms.float32), (2, 2))
            >>> b = COOTensor(Tensor([[1, 0]], ms.int64), Tensor([2.], ms.float32), (2, 2))
            >>> print(a.add(b, Tensor(0., ms.float32)).values)
            [1. 2.]
        """
        return _coo_add(self, other, thresh)


def _promote(a, b):
    """Cast two Tensors to their common dtype."""
    dt = torch.promote_types(a._t.dtype, b._t.dtype)
    return _wrap(a._t.to(dt)), _wrap(b._t.to(dt))


def _coo_add(x1, x2, thresh):
    """Sum of two COOTensors (ops.coo_add and COOTensor.add / + / -)."""
    i1, i2 = _promote(x1.indices, x2.indices)
    v1, v2 = _promote(x1.values, x2.values)
    for k, ind in ((1, i1), (2, i2)):
        if ind._t.dtype != torch.int64:
            raise TypeError(f"For primitive[SparseAdd], the input argument[x{k}_indices] must be a type of "
                            f"{{Tensor[Int64]}}, but got Tensor[{ind.dtype}].")
    if not isinstance(thresh, Tensor):
        raise TypeError(f"For primitive[SparseAdd], the input argument[thresh] must be a Tensor, but got "
                        f"{type(thresh).__name__}.")
    ind = torch.cat((i1._t, i2._t))
    rows, cols, vals = _k_coalesce(ind[:, 0], ind[:, 1], torch.cat((v1._t, v2._t)), x1.shape)
    keep = vals.abs() >= thresh._t.to(vals.dtype).abs() if not vals.dtype.is_complex else \
        vals.abs() >= thresh._t.abs()
    return COOTensor(_wrap(torch.stack((rows[keep], cols[keep]), 1)), _wrap(vals[keep]), x1.shape)


# ----- CSRTensor --------------------------------------------------------------------------------------------------
class CSRTensor:
    """
    A sparse tensor in compressed sparse row (CSR) format.

    Row ``i`` holds the values ``values[indptr[i]:indptr[i+1]]`` in the columns
    ``indices[indptr[i]:indptr[i+1]]``; every other element of the dense tensor is zero.

    Args:
        indptr (Tensor): Where each row starts in `indices` and `values`, a 1-D int16/int32/int64 Tensor of
            length ``shape[0] + 1``. Default: ``None``.
        indices (Tensor): The column of each stored value, a 1-D int16/int32/int64 Tensor. Default: ``None``.
        values (Tensor): The stored values; ``values.shape[1:]`` equals ``shape[2:]``. Default: ``None``.
        shape (tuple(int)): The dense shape. Default: ``None``.
        csr_tensor (CSRTensor): Another CSRTensor to copy; the other arguments must then be ``None``.
            Default: ``None``.

    Returns:
        CSRTensor.

    Raises:
        TypeError: If a part is not a Tensor, `shape` is not a tuple, or `indptr` / `indices` are not of an
            integer dtype.
        ValueError: If the shapes of the parts and `shape` do not fit together.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore as ms
        >>> from mindspore import Tensor, CSRTensor
        >>> csr = CSRTensor(Tensor([0, 1, 2, 2], ms.int32), Tensor([1, 2], ms.int32),
        ...                 Tensor([-1.5, 2.25], ms.float32), (3, 4))
        >>> print(csr.to_dense())
        [[ 0.   -1.5   0.    0.  ]
         [ 0.    0.    2.25  0.  ]
         [ 0.    0.    0.    0.  ]]
    """

    def __init__(self, indptr=None, indices=None, values=None, shape=None, csr_tensor=None):
        if csr_tensor is not None:
            if not isinstance(csr_tensor, CSRTensor):
                raise TypeError(f"Expect input `csr_tensor` to be a CSRTensor, but got {type(csr_tensor)}")
            if not (indptr is None and indices is None and values is None and shape is None):
                raise TypeError("If input `csr_tensor` is provided, `indptr`, `indices`, `values`, `shapes` should "
                                "all be `None`")
            indptr, indices, values, shape = (csr_tensor._indptr, csr_tensor._indices, csr_tensor._values,
                                              csr_tensor._shape)
        else:
            _check_csr(indptr, indices, values, shape)
            indptr, indices = _detached(indptr), _detached(indices)
        self._indptr, self._indices, self._values, self._shape = indptr, indices, values, tuple(shape)

    def __repr__(self):
        return (f"CSRTensor(shape={list(self._shape)}, dtype={self._values.dtype}, indptr={_part(self._indptr)}, "
                f"indices={_part(self._indices)}, values={_part(self._values)})")

    __str__ = __repr__

    def __neg__(self):
        return CSRTensor(self._indptr, self._indices, -self._values, self._shape)

    def __mul__(self, other):
        return _csr_binary(self, other, "mul")

    def __truediv__(self, other):
        _logger.warning("For CSR divide, zero values in the dense tensor are ignored.")
        return _csr_binary(self, other, "div")

    def __add__(self, other):
        if self.shape != other.shape:
            raise ValueError("Input tensors should have the same shape.")
        if isinstance(other, CSRTensor):
            return _csr_add(self, other, Tensor(1, self.dtype), Tensor(1, self.dtype))
        raise TypeError("CSRTensor add with %s is not supported." % type(other))

    def __sub__(self, other):
        if self.shape != other.shape:
            raise ValueError("Input tensors should have the same shape.")
        if isinstance(other, CSRTensor):
            return _csr_add(self, other, Tensor(1, self.dtype), Tensor(-1, self.dtype))
        raise TypeError("CSRTensor subtract with %s is not supported." % type(other))

    @property
    def indptr(self):
        """Tensor: Where each row starts in `indices` and `values`."""
        return self._indptr

    @property
    def indices(self):
        """Tensor: The column of each stored value."""
        return self._indices

    @property
    def values(self):
        """Tensor: The stored values."""
        return self._values

    @property
    def shape(self):
        """tuple(int): The dense shape."""
        return self._shape

    @property
    def dtype(self):
        """mindspore.dtype: The dtype of the values."""
        return self._values.dtype

    @property
    def size(self):
        """int: The number of stored elements."""
        return self._values.size

    @property
    def itemsize(self):
        """int: Bytes per stored value."""
        return self._values.itemsize

    @property
    def ndim(self):
        """int: The number of dense dimensions."""
        return len(self._shape)

    def to_tuple(self):
        """
        The parts of the tensor.

        Returns:
            tuple: (indptr, indices, values, shape).

        Supported Platforms:
            ``Ascend`` ``GPU`` ``CPU``

        Examples:
            >>> import mindspore as ms
            >>> from mindspore import Tensor, CSRTensor
            >>> csr = CSRTensor(Tensor([0, 1, 1], ms.int32), Tensor([0], ms.int32), Tensor([4.], ms.float32), (2, 2))
            >>> print(csr.to_tuple()[3])
            (2, 2)
        """
        return self._indptr, self._indices, self._values, self._shape

    def to_coo(self):
        """
        The same 2-D tensor in COO format.

        Returns:
            COOTensor.

        Raises:
            ValueError: If the tensor is not 2-D.

        Supported Platforms:
            ``GPU`` ``CPU``

        Examples:
            >>> import mindspore as ms
            >>> from mindspore import Tensor, CSRTensor
            >>> csr = CSRTensor(Tensor([0, 1, 2], ms.int32), Tensor([1, 0], ms.int32), Tensor([4., 5.], ms.float32),
            ...                 (2, 2))
            >>> print(csr.to_coo().indices)
            [[0 1]
             [1 0]]
        """
        if self.ndim != 2:
            raise ValueError("Currently only support 2-D CSRTensor when converting to COOTensor.")
        rows = _k_csr_rows(self._indptr._t, self._indices._t.dtype)
        return COOTensor(_wrap(torch.stack((rows, self._indices._t), 1)), self._values, self._shape)

    def to_dense(self):
        """
        The dense Tensor.

        Returns:
            Tensor of shape `shape`.

        Raises:
            ValueError: If the tensor is not 2-D.

        Supported Platforms:
            ``GPU``

        Examples:
            >>> import mindspore as ms
            >>> from mindspore import Tensor, CSRTensor
            >>> csr = CSRTensor(Tensor([0, 1, 2], ms.int32), Tensor([1, 0], ms.int32), Tensor([4., 5.], ms.float32),
            ...                 (2, 2))
            >>> print(csr.to_dense())
            [[0. 4.]
             [5. 0.]]
        """
        return _csr_to_dense(self)

    def astype(self, dtype):
        """
        A CSRTensor with the values cast to `dtype`.

        Args:
            dtype (Union[mindspore.dtype, numpy.dtype, str]): The target dtype.

        Returns:
            CSRTensor.

        Supported Platforms:
            ``Ascend`` ``GPU`` ``CPU``

        Examples:
            >>> import mindspore as ms
            >>> from mindspore import Tensor, CSRTensor
            >>> csr = CSRTensor(Tensor([0, 1, 1], ms.int32), Tensor([0], ms.int32), Tensor([4.], ms.float32), (2, 2))
            >>> print(csr.astype(ms.int32).values)
            [4]
        """
        return CSRTensor(self._indptr, self._indices, self._values.astype(dtype), self._shape)

    def mv(self, dense_vector):
        """
        Sparse matrix times dense column vector.

        Args:
            dense_vector (Tensor): A Tensor of shape :math:`(N, 1)` for a CSRTensor of shape :math:`(M, N)`.

        Returns:
            Tensor of shape :math:`(M, 1)`.

        Raises:
            TypeError: If `dense_vector` is not a Tensor.

        Supported Platforms:
            ``GPU``

        Examples:
            >>> import mindspore as ms
            >>> from mindspore import Tensor, CSRTensor
            >>> csr = CSRTensor(Tensor([0, 1, 2], ms.int32), Tensor([0, 1], ms.int32), Tensor([3., 1.], ms.float32),
            ...                 (2, 3))
            >>> print(csr.mv(Tensor([[2.], [5.], [7.]], ms.float32)))
            [[6.]
             [5.]]
        """
        if not isinstance(dense_vector, Tensor):
            raise TypeError(f"For 'CSRTensor.mv', the type of 'dense_vector' should be one of '['Tensor', "
                            f"'TensorPy']', but got type '{type(dense_vector).__name__}'.")
        return _csr_mv(self, dense_vector)

    def mm(self, matrix):
        """
        Sparse matrix times a dense matrix (a dense result) or a CSRTensor (a CSRTensor result).

        Args:
            matrix (Union[Tensor, CSRTensor]): Of shape :math:`(N, K)` for a CSRTensor of shape :math:`(M, N)`.

        Returns:
            Tensor or CSRTensor of shape :math:`(M, K)`.

        Raises:
            TypeError: If `matrix` is neither a Tensor nor a CSRTensor.

        Supported Platforms:
            ``GPU``

        Examples:
            >>> import mindspore as ms
            >>> from mindspore import Tensor, CSRTensor
            >>> csr = CSRTensor(Tensor([0, 1, 2], ms.int32), Tensor([0, 1], ms.int32), Tensor([3., 1.], ms.float32),
            ...                 (2, 3))
            >>> print(csr.mm(Tensor([[1., 2.], [3., 4.], [5., 6.]], ms.float32)))
            [[3. 6.]
             [3. 4.]]
        """
        if isinstance(matrix, CSRTensor):
            return _csr_mm(self, matrix)
        if not isinstance(matrix, Tensor):
            raise TypeError(f"For 'CSRTensor.mm', the type of 'matrix' should be one of '['Tensor', 'TensorPy']', "
                            f"but got type '{type(matrix).__name__}'.")
        return _wrap(_k_csr_matmul(self._indptr._t, self._indices._t, self._values._t, self._shape, matrix._t))

    def sum(self, axis):
        """
        Sums the tensor along `axis` (only the column axis, ``1`` or ``-1``, is supported).

        Args:
            axis (int): The axis to reduce.

        Returns:
            Tensor of shape :math:`(M, 1)`.

        Raises:
            ValueError: If `axis` is not the last axis.

        Supported Platforms:
            ``GPU`` ``CPU``

        Examples:
            >>> import mindspore as ms
            >>> from mindspore import Tensor, CSRTensor
            >>> csr = CSRTensor(Tensor([0, 2, 2], ms.int32), Tensor([0, 2], ms.int32), Tensor([3., 1.], ms.float32),
            ...                 (2, 3))
            >>> print(csr.sum(1))
            [[4.]
             [0.]]
        """
        return _csr_reduce_sum(self, axis)

    def abs(self):
        """
        The element-wise absolute value of the stored values.

        Returns:
            CSRTensor.

        Supported Platforms:
            ``Ascend`` ``GPU`` ``CPU``

        Examples:
            >>> import mindspore as ms
            >>> from mindspore import Tensor, CSRTensor
            >>> csr = CSRTensor(Tensor([0, 1, 1], ms.int32), Tensor([0], ms.int32), Tensor([-4.], ms.float32), (2, 2))
            >>> print(csr.abs().values)
            [4.]
        """
        return CSRTensor(self._indptr, self._indices, self._values.abs(), self._shape)

    def add(self, b, alpha, beta):
        """
        ``alpha * self + beta * b`` for two CSRTensors of the same shape.

        Args:
            b (CSRTensor): The other CSRTensor.
            alpha (Tensor): The factor of `self`.
            beta (Tensor): The factor of `b`.

        Returns:
            CSRTensor.

        Supported Platforms:
            ``GPU`` ``CPU``

        Examples:
            >>> import mindspore as ms
            >>> from mindspore import Tensor, CSRTensor
            >>> a = CSRTensor(Tensor([0, 1, 1], ms.int32), Tensor([0], ms.int32), Tensor([1.], ms.float32), (2, 2))
            >>> b = CSRTensor(Tensor([0, 1, 2], ms.int32), Tensor([0, 1], ms.int32), Tensor([2., 3.], ms.float32),
            ...               (2, 2))
            >>> print(a.add(b, Tensor(1., ms.float32), Tensor(2., ms.float32)).values)
            [5. 6.]
        """
        return _csr_add(self, b, alpha, beta)


def _csr_to_dense(csr):
    if len(csr.shape) > 2:
        raise ValueError("Currently only support 2-D CSRTensor when converting to COOTensor.")
    rows = _k_csr_rows(csr.indptr._t)
    return _wrap(_k_scatter_dense(rows, csr.indices._t, csr.values._t, csr.shape, "CSRSparseMatrixToDense"))


def _csr_mv(csr, dense):
    vals, dense = _promote(csr.values, dense)
    return _wrap(_k_csr_matmul(csr.indptr._t, csr.indices._t, vals._t, csr.shape, dense._t))


def _csr_reduce_sum(csr, axis):
    if axis not in (1, -1):
        raise ValueError(f"For CSRReduceSum, `axis` should be 1 or 1-dim. But got `axis`: {axis}and `1- dim`: "
                         f"{1 - len(csr.shape)}.")
    rows = _k_csr_rows(csr.indptr._t).long()
    vals = csr.values._t
    out = torch.zeros((csr.shape[0], 1) + tuple(vals.shape[1:]), dtype=vals.dtype)
    return _wrap(out.index_add_(0, rows, vals.unsqueeze(1)))


def _csr_binary(x, y, kind):
    """``csr_mul`` / ``csr_div``: the stored values combined with the dense `y` (broadcast to the dense shape) at
    their positions; a one-element `y` combines with the values directly and gives a plain Tensor."""
    if isinstance(y, (int, float, bool)):
        y = Tensor(y)
    if y.size == 1 and len(y.shape) <= 2:
        if y.ndim > x.ndim:
            raise ValueError("dense tensor cannot broadcast to the sparse tensor.")
        out = x.values * y if kind == "mul" else x.values / y
        return out.reshape(x.values.shape)
    vals, y = _promote(x.values, y)
    dense = torch.broadcast_to(y._t, x.shape)
    rows = _k_csr_rows(x.indptr._t).long()
    other = dense[rows, x.indices._t.long()]
    out = vals._t * other if kind == "mul" else vals._t / other
    return CSRTensor(x.indptr, x.indices, _wrap(out), x.shape)


def _csr_layout(rows, cols, vals, shape, index_dtype):
    """A CSRTensor from sorted COO parts."""
    indptr, cols, vals = _k_coo_to_csr(torch.stack((rows, cols), 1).to(index_dtype), vals, shape[0])
    return CSRTensor(_wrap(indptr), _wrap(cols), _wrap(vals), shape)


def _csr_add(a, b, alpha, beta):
    if not isinstance(a, CSRTensor) or not isinstance(b, CSRTensor):
        raise TypeError("For functional operator csr_add, both inputs a and b must be type of CSRTensor.")
    if not isinstance(alpha, Tensor) or not isinstance(beta, Tensor):
        raise TypeError("For functional operator csr_add, both inputs alpha and beta must be Tensor.")
    va, vb = _promote(a.values, b.values)
    ia, _ = _promote(a.indptr, b.indptr)
    dt = va._t.dtype
    vals = torch.cat((alpha._t.to(dt) * va._t, beta._t.to(dt) * vb._t))
    rows = torch.cat((_k_csr_rows(a.indptr._t, torch.int64), _k_csr_rows(b.indptr._t, torch.int64)))
    cols = torch.cat((a.indices._t.long(), b.indices._t.long()))
    rows, cols, vals = _k_coalesce(rows, cols, vals, a.shape)
    return _csr_layout(rows, cols, vals, a.shape, ia._t.dtype)


def _csr_pattern(csr):
    """The 0/1 float matrix of the stored positions of a 2-D CSRTensor."""
    ones = torch.ones(csr.values.shape[0])
    return _k_scatter_dense(_k_csr_rows(csr.indptr._t), csr.indices._t, ones, csr.shape).ne(0).float()


def _csr_mm(a, b):
    """CSRTensor times CSRTensor: a CSRTensor holding the products at the structurally non-zero positions."""
    pattern = (_csr_pattern(a) @ _csr_pattern(b)).ne(0)
    prod = _csr_to_dense(a)._t @ _csr_to_dense(b)._t
    rows, cols = torch.nonzero(pattern, as_tuple=True)
    return _csr_layout(rows, cols, prod[rows, cols], (a.shape[0], b.shape[1]), a.indices._t.dtype)


# ----- RowTensor, SparseTensor ----------------------------------------------------------------------------------------
class RowTensorInner:
    """
    The implementation behind :class:`RowTensor` (a slice of rows of a dense tensor).

    Args:
        indices (Tensor): The row numbers, a 1-D integer Tensor. Default: ``None``.
        values (Tensor): The rows, ``values[i]`` being row ``indices[i]``. Default: ``None``.
        shape (tuple(int)): The dense shape. Default: ``None``.
        row_tensor (RowTensor): Another RowTensor to copy. Default: ``None``.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore as ms
        >>> from mindspore import Tensor
        >>> from mindspore.common.sparse_tensor import RowTensorInner
        >>> rows = RowTensorInner(Tensor([1], ms.int32), Tensor([[5., 6.]], ms.float32), (2, 2))
        >>> print(rows.dense_shape)
        (2, 2)
    """

    def __init__(self, indices=None, values=None, shape=None, row_tensor=None):
        if row_tensor is not None:
            if not isinstance(row_tensor, RowTensorInner):
                raise TypeError(f"Expect input `row_tensor` to be a RowTensor, but got {type(row_tensor)}")
            if not (indices is None and values is None and shape is None):
                raise TypeError("If input `row_tensor` is provided, `indices`, `values`, `shapes` should all be "
                                "`None`")
            indices, values, shape = row_tensor._indices, row_tensor._values, row_tensor._shape
        else:
            for name, part in (("indices", indices), ("values", values)):
                if not isinstance(part, Tensor):
                    raise TypeError(f"For RowTensor, '{name}' must be Tensor, but got {type(part)}.")
            if not isinstance(shape, (tuple, list)):
                raise TypeError(f"For RowTensor, 'shape' must be tuple, but got {type(shape)}.")
        self._indices, self._values, self._shape = indices, values, tuple(shape)

    def __repr__(self):
        return (f"RowTensor(shape={list(self._shape)}, dtype={self._values.dtype}, indices={_part(self._indices)}, "
                f"values={_part(self._values)})")

    __str__ = __repr__

    @property
    def indices(self):
        """Tensor: The row numbers."""
        return self._indices

    @property
    def values(self):
        """Tensor: The rows."""
        return self._values

    @property
    def dense_shape(self):
        """tuple(int): The dense shape."""
        return self._shape


class RowTensor(RowTensorInner):
    """
    A slice of rows of a dense tensor: row ``indices[i]`` of the dense tensor is ``values[i]``, the other rows are
    zero. Used for the gradients of embedding lookups.

    .. warning::
        Deprecated in MindSpore since 2.0.

    Args:
        indices (Tensor): The row numbers, a 1-D integer Tensor of shape :math:`(d_0,)`. Default: ``None``.
        values (Tensor): The rows, a Tensor of shape :math:`(d_0, d_1, ..., d_n)`. Default: ``None``.
        shape (tuple(int)): The dense shape. Default: ``None``.
        row_tensor (RowTensor): Another RowTensor to copy. Default: ``None``.

    Returns:
        RowTensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore as ms
        >>> from mindspore import Tensor, RowTensor
        >>> rows = RowTensor(Tensor([1], ms.int32), Tensor([[5., 6.]], ms.float32), (2, 2))
        >>> print(rows.indices, rows.dense_shape)
        [1] (2, 2)
    """


class SparseTensor:
    """
    MindSpore 1.x's name of a COO sparse tensor (deprecated since 1.7; use :class:`COOTensor`).

    Args:
        indices (Tensor): The positions, shape :math:`(N, ndims)`.
        values (Tensor): The values, shape :math:`(N,)`.
        shape (tuple(int)): The dense shape.

    Raises:
        TypeError: If `indices` or `values` is not a Tensor, or `shape` is not a tuple.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore as ms
        >>> from mindspore import Tensor, SparseTensor
        >>> sp = SparseTensor(Tensor([[0, 1]], ms.int32), Tensor([3.], ms.float32), (2, 2))
        >>> print(sp.shape)
        (2, 2)
    """

    def __init__(self, indices, values, shape):
        _logger.warning("'SparseTensor' is deprecated from version 1.7 and will be removed in a future version. "
                        "Please use 'COOTensor' instead.")
        if not (isinstance(indices, Tensor) and isinstance(values, Tensor) and isinstance(shape, tuple)):
            raise TypeError("Inputs must follow: COOTensor(indices, values, shape).")
        self._indices, self._values, self._shape = indices, values, shape

    def __repr__(self):
        return (f"COOTensor(shape={list(self._shape)}, dtype={self._values.dtype}, indices={_part(self._indices)}, "
                f"values={_part(self._values)})")

    __str__ = __repr__

    @property
    def indices(self):
        """Tensor: The positions."""
        return self._indices

    @property
    def values(self):
        """Tensor: The values."""
        return self._values

    @property
    def shape(self):
        """tuple(int): The dense shape."""
        return self._shape


# ----- Tensor.to_coo / Tensor.to_csr ------------------------------------------------------------------------------
def _dense_to_coo(tensor):
    """A 2-D dense Tensor as a COOTensor of its non-zero elements (int32 positions, row-major order)."""
    if not isinstance(tensor, Tensor):
        raise TypeError("For functional operator dense_to_sparse_coo, input argument must be a Tensor.")
    if tensor.ndim > 2:
        raise ValueError("Currently only support 2-D Tensor when converting to COOTensor.")
    t = tensor._t
    idx = torch.nonzero(t).to(torch.int32)
    vals = t[tuple(idx.long().unbind(1))] if t.dim() else t.reshape(1)[t.reshape(1) != 0]
    return COOTensor(_wrap(idx), _wrap(vals), tuple(t.shape))


def _dense_to_csr(tensor):
    """A 2-D dense Tensor as a CSRTensor of its non-zero elements (int32 index parts)."""
    if not isinstance(tensor, Tensor):
        raise TypeError("For functional operator dense_to_sparse_csr, input argument must be a Tensor.")
    if tensor.ndim > 2:
        raise ValueError("Currently only support 2-D Tensor when converting to CSRTensor.")
    t = tensor._t
    idx = torch.nonzero(t).to(torch.int32)
    vals = t[tuple(idx.long().unbind(1))]
    indptr, cols, vals = _k_coo_to_csr(idx, vals, t.shape[0])
    return CSRTensor(_wrap(indptr), _wrap(cols), _wrap(vals), tuple(t.shape))


def _tensor_to_coo(self):
    """
    The 2-D Tensor as a COOTensor of its non-zero elements.

    Returns:
        COOTensor.

    Raises:
        ValueError: If the Tensor is not 2-D.

    Supported Platforms:
        ``GPU`` ``CPU``

    Examples:
        >>> import mindspore as ms
        >>> from mindspore import Tensor
        >>> print(Tensor([[0., 7.], [0., 0.]], ms.float32).to_coo().indices)
        [[0 1]]
    """
    return _dense_to_coo(self)


def _tensor_to_csr(self):
    """
    The 2-D Tensor as a CSRTensor of its non-zero elements.

    Returns:
        CSRTensor.

    Raises:
        ValueError: If the Tensor is not 2-D.

    Supported Platforms:
        ``GPU`` ``CPU``

    Examples:
        >>> import mindspore as ms
        >>> from mindspore import Tensor
        >>> print(Tensor([[0., 7.], [0., 0.]], ms.float32).to_csr().indptr)
        [0 1 1]
    """
    return _dense_to_csr(self)


_tensor_to_coo.__name__ = _tensor_to_coo.__qualname__ = "to_coo"
_tensor_to_csr.__name__ = _tensor_to_csr.__qualname__ = "to_csr"
Tensor.to_coo = _tensor_to_coo
Tensor.to_csr = _tensor_to_csr
