"""``mindspore.Tensor`` on a ``torch.Tensor``.

A :class:`Tensor` holds its data in the torch tensor ``_t`` (composition, DESIGN decision 1). Every operation
runs the torch kernel and wraps the result with :func:`_wrap`, so autograd, devices and dtypes are torch's.
"""
import numbers

import numpy as np
import torch

from . import dtype as mstype
from . import _format
from .._backend import dtype_map as _dm
from .._backend import device as _device

__all__ = ["Tensor", "is_tensor", "from_numpy", "tensor"]

_TORCH_TO_MS = _dm._TORCH_TO_MS
_INT64_MIN, _UINT64_MAX = -(2 ** 63), 2 ** 64 - 1
_VALID_INPUTS = "['Tensor', 'ndarray', 'str_', 'list', 'tuple', 'float', 'int', 'bool', 'complex']"


def _wrap(t):
    """Wrap a torch tensor as a Tensor without copying."""
    r = _new(Tensor)
    r._t = t
    return r


def _unwrap(x):
    """The torch tensor behind a Tensor; anything else unchanged."""
    return x._t if isinstance(x, Tensor) else x


def _operand(x):
    """Turn the other operand of a Tensor operator into something torch accepts."""
    if isinstance(x, Tensor):
        return x._t
    if isinstance(x, (bool, int, float, complex)) and not isinstance(x, np.generic):
        return x
    if isinstance(x, (np.ndarray, np.generic, list, tuple)):
        return Tensor(x)._t
    raise TypeError(f"Unsupported operand type for Tensor: '{type(x).__name__}'.")


def _python_scalar_to_torch(value, dtype):
    if isinstance(value, bool):
        return torch.tensor(value, dtype=torch.bool)
    if isinstance(value, int):
        if _INT64_MIN <= value < 2 ** 63:
            return torch.tensor(value, dtype=torch.int64)
        if value <= _UINT64_MAX:
            return torch.tensor(value, dtype=torch.uint64)
        if dtype is not None:
            raise RuntimeError("Cannot construct Tensor because of unsupported data type: 0.")
        raise RuntimeError("Unsupported tensor type!")
    if isinstance(value, float):
        return torch.tensor(value, dtype=torch.float64 if dtype is mstype.float64 else torch.float32)
    return torch.tensor(value, dtype=torch.complex64)


def _list_to_numpy(data):
    items = [np.asarray(x.asnumpy()) if isinstance(x, Tensor) else x for x in data]
    try:
        arr = np.array(items)
    except ValueError as e:
        raise ValueError(f"For 'Tensor', the input list or tuple must be rectangular (not ragged): {e}") from None
    if arr.dtype == np.float64 and not any(_holds_float64_array(x) for x in items):
        arr = arr.astype(np.float32)
    elif arr.dtype.kind == "c" and arr.dtype == np.complex128:
        arr = arr.astype(np.complex64)
    return arr


def _holds_float64_array(x):
    if isinstance(x, (list, tuple)):
        return any(_holds_float64_array(y) for y in x)
    return isinstance(x, (np.ndarray, np.generic)) and x.dtype == np.float64


def _to_torch_data(input_data, dtype):
    """torch tensor (on CPU) for the accepted kinds of ``input_data``, following MindSpore's inference."""
    if isinstance(input_data, Tensor):
        return input_data._t.detach().clone()
    if isinstance(input_data, np.generic):
        input_data = np.asarray(input_data)
    if isinstance(input_data, np.ndarray):
        if input_data.dtype.kind in "USO":
            raise TypeError(f"For 'Tensor', the numpy dtype {input_data.dtype} is not supported "
                            "(strings and objects cannot be converted).")
        _dm.np_to_ms(input_data.dtype)
        return _dm.from_numpy(input_data)
    if isinstance(input_data, (bool, int, float, complex)):
        return _python_scalar_to_torch(input_data, dtype)
    if isinstance(input_data, (list, tuple)):
        arr = _list_to_numpy(input_data)
        if arr.dtype.kind in "USO":
            raise TypeError(f"For 'Tensor', the elements of the input list or tuple must be numbers, bools or "
                            f"Tensors, but got an element that numpy stores as '{arr.dtype}'.")
        return _dm.from_numpy(arr)
    if isinstance(input_data, torch.Tensor):
        return input_data.detach().clone()
    raise TypeError(f"For 'Tensor', the type of 'input_data' should be one of {_VALID_INPUTS}, "
                    f"but got type '{type(input_data).__name__}'.")


def _axis(axis, dim):
    return dim if axis is None else axis


def _reduce_dims(t, axis):
    if axis is None or axis == ():
        return None
    return tuple(axis) if isinstance(axis, (list, tuple)) else axis


class Tensor:
    """A multi-dimensional array, MindSpore's ``Tensor``, stored in a torch tensor.

    Args:
        input_data (Union[Tensor, numpy.ndarray, list, tuple, int, float, bool, complex]): the data.
            A Python ``float`` gives Float32, ``int`` gives Int64, ``bool`` gives Bool; numpy arrays keep their dtype;
            lists of floats give Float32. Default: ``None``.
        dtype (mindspore.dtype): convert the data to this type. Default: ``None`` (inferred).
        shape (Union[tuple, list, int]): the shape, used with `init`. Default: ``None``.
        init (Initializer): an initializer that fills a tensor of `shape` and `dtype`. Default: ``None``.
        internal (bool): unused, kept for signature compatibility. Default: ``False``.
        const_arg (bool): unused, kept for signature compatibility. Default: ``False``.
        device (str): unused, kept for signature compatibility. Default: ``None``.

    Raises:
        TypeError: if `input_data` has an unsupported type.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor
        >>> x = Tensor(np.ones((2, 3)), ms.float32)
        >>> print(x.shape, x.dtype)
        (2, 3) Float32
        >>> print(Tensor(1.5))
        1.5
        >>> print(repr(Tensor([1, 2, 3])))
        Tensor(shape=[3], dtype=Int64, value= [1, 2, 3])
    """

    __slots__ = ("_t", "__dict__", "__weakref__")
    __array_priority__ = 1000
    __array_ufunc__ = None

    def __init__(self, input_data=None, dtype=None, shape=None, init=None, internal=False, const_arg=False,
                 device=None):
        if dtype is not None and not isinstance(dtype, mstype.Type):
            raise TypeError(f"For 'Tensor', the 'dtype' must be a mindspore.dtype, but got {dtype!r}.")
        if init is not None or input_data is None:
            if shape is None:
                raise ValueError("For 'Tensor', when 'input_data' is None, 'shape' must be given "
                                 "(together with 'init' or a zero-filled default).")
            shape = (shape,) if isinstance(shape, int) else tuple(shape)
            dtype = dtype or mstype.float32
            if init is None:
                t = torch.zeros(shape, dtype=_dm.to_torch(dtype))
            else:
                from .initializer import _fill  # initializer imports Tensor
                t = _fill(init, shape, dtype)
            self.init = init
        else:
            t = _to_torch_data(input_data, dtype)
            if dtype is not None:
                t = t.to(_dm.to_torch(dtype))
            if shape is not None:
                t = t.reshape((shape,) if isinstance(shape, int) else tuple(shape))
        dev = _device.current_device()
        self._t = t if t.device == dev else t.to(dev)

    # ----- escape hatches -------------------------------------------------------------------------------------
    @classmethod
    def from_torch(cls, t):
        """Wrap a ``torch.Tensor`` (no copy). The result shares memory and autograd history with `t`."""
        if not isinstance(t, torch.Tensor):
            raise TypeError(f"For 'Tensor.from_torch', the argument must be a torch.Tensor, but got {type(t)}.")
        return _wrap(t)

    def to_torch(self):
        """The ``torch.Tensor`` holding this tensor's data (no copy)."""
        return self._t

    @staticmethod
    def from_numpy(array):
        """Tensor from a numpy array (a copy, keeping the dtype)."""
        return Tensor(array)

    # ----- attributes -----------------------------------------------------------------------------------------
    @property
    def shape(self):
        """The shape as a Python tuple."""
        return tuple(self._t.shape)

    @property
    def dtype(self):
        """The MindSpore dtype."""
        return _TORCH_TO_MS[self._t.dtype]

    @property
    def ndim(self):
        """Number of dimensions."""
        return self._t.dim()

    @property
    def size(self):
        """Number of elements (a property, as in MindSpore)."""
        return self._t.numel()

    @property
    def itemsize(self):
        """Bytes per element."""
        return self._t.element_size()

    @property
    def nbytes(self):
        """Total bytes of the data."""
        return self._t.numel() * self._t.element_size()

    @property
    def strides(self):
        """Strides in bytes."""
        return tuple(s * self._t.element_size() for s in self._t.stride())

    @property
    def T(self):
        """The transpose (all axes reversed)."""
        return _wrap(self._t.permute(*reversed(range(self._t.dim()))))

    @property
    def mT(self):
        """Transpose of the last two axes."""
        return _wrap(self._t.mT)

    @property
    def has_init(self):
        """Whether the data still waits for ``init_data`` (always False here: data is created eagerly)."""
        return False

    def dim(self):
        return self._t.dim()

    ndimension = dim

    def numel(self):
        return self._t.numel()

    nelement = numel

    def is_floating_point(self):
        return self._t.is_floating_point()

    def is_contiguous(self):
        return self._t.is_contiguous()

    def contiguous(self):
        return _wrap(self._t.contiguous())

    def stride(self, dim=None):
        return self._t.stride() if dim is None else self._t.stride(dim)

    def storage_offset(self):
        return self._t.storage_offset()

    def data_ptr(self):
        return self._t.data_ptr()

    # ----- conversion -----------------------------------------------------------------------------------------
    def asnumpy(self):
        """The data as a numpy array (shares memory with the tensor on CPU, as MindSpore documents)."""
        return _dm.to_numpy(self._t)

    numpy = asnumpy

    def tolist(self):
        return self._t.tolist()

    def item(self, index=None):
        """The value of a one-element tensor as a Python scalar."""
        t = self._t if index is None else self._t.reshape(-1)[index]
        if t.numel() != 1:
            raise ValueError(f"For 'Tensor.item', the tensor should have only one element, but got {t.numel()}.")
        return t.item()

    def astype(self, dtype, copy=True):
        """Cast to `dtype` (a MindSpore dtype, or a numpy/Python type)."""
        return _wrap(self._t.to(_dm.to_torch(mstype.pytype_to_dtype(dtype))))

    def to(self, dtype):
        return self.astype(dtype)

    def type(self, dtype=None):
        if dtype is None:
            return str(self.dtype)
        return self.astype(dtype)

    def type_as(self, other):
        return _wrap(self._t.to(other._t.dtype))

    def float(self):
        return _wrap(self._t.float())

    def half(self):
        return _wrap(self._t.half())

    def int(self):
        return _wrap(self._t.int())

    def long(self):
        return _wrap(self._t.long())

    def bool(self):
        return _wrap(self._t.bool())

    def copy(self):
        return _wrap(self._t.clone())

    clone = copy

    def detach(self):
        return _wrap(self._t.detach())

    def init_data(self, slice_index=None, shape=None, opt_shard_group=None):
        """Materialise lazily initialised data; data is always materialised here, so this returns self."""
        return self

    def assign_value(self, value):
        """Replace the data with `value` (in place, shape and dtype taken from `value`)."""
        with torch.no_grad():
            self._t.data = _operand(value).to(self._t.device) if isinstance(value, Tensor) else Tensor(value)._t
        return self

    def set_dtype(self, dtype):
        self._t.data = self._t.data.to(_dm.to_torch(dtype))
        return self

    def __array__(self, dtype=None, copy=None):
        arr = self.asnumpy()
        return arr if dtype is None else arr.astype(dtype)

    def __reduce__(self):
        return (_rebuild, (self.asnumpy().copy(), self.dtype))

    def __copy__(self):
        return _wrap(self._t)

    def __deepcopy__(self, memo):
        r = _wrap(self._t.detach().clone())
        memo[id(self)] = r
        return r

    # ----- printing -------------------------------------------------------------------------------------------
    def _print_array(self):
        t = self._t.detach().cpu()
        return t.float().numpy() if t.dtype is torch.bfloat16 else t.numpy()

    def __repr__(self):
        return _format.format_repr(self._print_array(), str(self.dtype))

    def __str__(self):
        return _format.format_str(self._print_array(), str(self.dtype))

    # ----- Python protocol ------------------------------------------------------------------------------------
    __hash__ = object.__hash__

    def __len__(self):
        if self._t.dim() == 0:
            raise TypeError("len() of unsized object")
        return self._t.shape[0]

    def __iter__(self):
        if self._t.dim() == 0:
            raise TypeError("iteration over a 0-d tensor")
        return (_wrap(row) for row in self._t.unbind(0))

    def _one_element(self, kind):
        n = self._t.numel()
        if n != 1:
            raise ValueError(f"The tensor should have only one element, but got {n}, more than one element is "
                             "ambiguous.")
        return self._t.item()

    def __bool__(self):
        return bool(self._one_element("bool"))

    def __int__(self):
        return int(self._one_element("int"))

    def __float__(self):
        return float(self._one_element("float"))

    def __index__(self):
        if self._t.is_floating_point() or self._t.dtype is torch.bool:
            raise TypeError("Only integer tensors of a single element can be converted to an index.")
        return int(self._one_element("index"))

    def __complex__(self):
        return complex(self._one_element("complex"))

    def __round__(self, ndigits=None):
        return round(self._one_element("round"), ndigits)

    # ----- indexing -------------------------------------------------------------------------------------------
    def __getitem__(self, index):
        return _wrap(self._t[_index(index)])

    def __setitem__(self, index, value):
        value = _operand(value)
        if isinstance(value, torch.Tensor) and value.device != self._t.device:
            value = value.to(self._t.device)
        if self._t.is_leaf and self._t.requires_grad:
            with torch.no_grad():
                self._t[_index(index)] = value
        else:
            self._t[_index(index)] = value

    # ----- operators ------------------------------------------------------------------------------------------
    def __neg__(self):
        return _wrap(-self._t)

    def __pos__(self):
        return self

    def __abs__(self):
        return _wrap(self._t.abs())

    def __invert__(self):
        return _wrap(~self._t)

    def __matmul__(self, other):
        return _binary(torch.matmul, "MatMul", self, other)

    def __rmatmul__(self, other):
        return _binary(torch.matmul, "MatMul", other, self)

    # ----- methods (the common ones MindSpore scripts call) -----------------------------------------------------
    def reshape(self, *shape):
        shape = shape[0] if len(shape) == 1 and isinstance(shape[0], (tuple, list)) else shape
        try:
            return _wrap(self._t.reshape(tuple(shape)))
        except RuntimeError:
            raise ValueError(f"For 'reshape', the product of the input shape {self.shape} and the target shape "
                             f"{tuple(shape)} must be equal.") from None

    view = reshape

    def view_as(self, other):
        return self.reshape(other.shape)

    def transpose(self, *axes):
        axes = axes[0] if len(axes) == 1 and isinstance(axes[0], (tuple, list)) else axes
        if not axes:
            return self.T
        return _wrap(self._t.permute(*axes))

    def permute(self, *axes):
        return self.transpose(*axes)

    def swapaxes(self, axis0, axis1):
        return _wrap(self._t.transpose(axis0, axis1))

    def t(self):
        return _wrap(self._t.t())

    def expand_dims(self, axis):
        return _wrap(self._t.unsqueeze(axis))

    unsqueeze = expand_dims

    def squeeze(self, axis=None):
        if axis is None:
            return _wrap(self._t.squeeze())
        return _wrap(self._t.squeeze(tuple(axis) if isinstance(axis, (list, tuple)) else axis))

    def flatten(self, order="C", *, start_dim=0, end_dim=-1):
        t = self._t if order == "C" else self._t.permute(*reversed(range(self._t.dim())))
        return _wrap(t.flatten(start_dim, end_dim))

    def ravel(self):
        return _wrap(self._t.reshape(-1))

    def broadcast_to(self, shape):
        return _wrap(self._t.expand(tuple(shape)))

    def expand_as(self, other):
        return _wrap(self._t.expand_as(other._t))

    def tile(self, reps):
        return _wrap(self._t.tile(tuple(reps)))

    def repeat(self, repeats, axis=None):
        if axis is None:
            return _wrap(self._t.reshape(-1).repeat_interleave(_unwrap(repeats)))
        return _wrap(self._t.repeat_interleave(_unwrap(repeats), dim=axis))

    def fill(self, value):
        """A tensor of the same shape and dtype filled with `value` (not in place, as in MindSpore)."""
        return _wrap(torch.full_like(self._t, value))

    def fill_(self, value):
        with torch.no_grad():
            self._t.fill_(_unwrap(value))
        return self

    def zero_(self):
        with torch.no_grad():
            self._t.zero_()
        return self

    def copy_(self, src):
        with torch.no_grad():
            self._t.copy_(_unwrap(src))
        return self

    def uniform_(self, from_=0, to=1, *, generator=None):
        with torch.no_grad():
            self._t.uniform_(from_, to, generator=generator)
        return self

    def normal_(self, mean=0, std=1, *, generator=None):
        with torch.no_grad():
            self._t.normal_(mean, std, generator=generator)
        return self

    def sum(self, axis=None, dtype=None, keepdims=False, initial=None, *, dim=None, keepdim=None):
        dims = _reduce_dims(self._t, _axis(axis, dim))
        keep = keepdims if keepdim is None else keepdim
        t = self._t if dtype is None else self._t.to(_dm.to_torch(dtype))
        if t.dtype is torch.bool:
            t = t.long()
        r = t.sum() if dims is None and not keep else t.sum(dim=dims, keepdim=keep)
        if initial is not None:
            r = r + initial
        return _wrap(r)

    def mean(self, axis=None, keep_dims=False, *, dim=None, keepdim=None):
        dims = _reduce_dims(self._t, _axis(axis, dim))
        keep = keep_dims if keepdim is None else keepdim
        return _wrap(self._t.mean() if dims is None and not keep else self._t.mean(dim=dims, keepdim=keep))

    def prod(self, axis=None, keep_dims=False, dtype=None):
        t = self._t if dtype is None else self._t.to(_dm.to_torch(dtype))
        if axis is None:
            r = t.prod()
            return _wrap(r.reshape([1] * t.dim()) if keep_dims else r)
        for a in sorted((axis,) if isinstance(axis, int) else axis, reverse=True):
            t = t.prod(dim=a, keepdim=keep_dims)
        return _wrap(t)

    def _minmax(self, fn, axis, keepdims, initial, where, return_indices):
        if axis is None and not return_indices:
            r = fn(self._t) if not keepdims else fn(self._t).reshape([1] * self._t.dim())
        else:
            a = 0 if axis is None else axis
            if isinstance(a, (tuple, list)):
                r = (torch.amax if fn is torch.max else torch.amin)(self._t, dim=tuple(a), keepdim=keepdims)
            else:
                vals, idx = fn(self._t, dim=a, keepdim=keepdims)
                if return_indices:
                    return _wrap(vals), _wrap(idx)
                r = vals
        if initial is not None:
            r = (torch.maximum if fn is torch.max else torch.minimum)(r, torch.tensor(initial, dtype=r.dtype))
        return _wrap(r)

    def max(self, axis=None, keepdims=False, *, initial=None, where=None, return_indices=False):
        return self._minmax(torch.max, axis, keepdims, initial, where, return_indices)

    def min(self, axis=None, keepdims=False, *, initial=None, where=None, return_indices=False):
        return self._minmax(torch.min, axis, keepdims, initial, where, return_indices)

    def amax(self, axis=None, keepdims=False, *, initial=None, where=None):
        return self.max(axis, keepdims, initial=initial)

    def amin(self, axis=None, keepdims=False, *, initial=None, where=None):
        return self.min(axis, keepdims, initial=initial)

    def argmax(self, axis=None, keepdims=False):
        return _wrap(self._t.argmax(dim=axis, keepdim=keepdims) if axis is not None else self._t.argmax())

    def argmin(self, axis=None, keepdims=False):
        return _wrap(self._t.argmin(dim=axis, keepdim=keepdims) if axis is not None else self._t.argmin())

    def argmax_with_value(self, axis=0, keep_dims=False):
        v, i = torch.max(self._t, dim=axis, keepdim=keep_dims)
        return _wrap(i), _wrap(v)

    def argmin_with_value(self, axis=0, keep_dims=False):
        v, i = torch.min(self._t, dim=axis, keepdim=keep_dims)
        return _wrap(i), _wrap(v)

    def all(self, axis=None, keep_dims=False):
        dims = _reduce_dims(self._t, axis)
        t = self._t.bool()
        return _wrap(t.all() if dims is None and not keep_dims else t.all(dim=dims, keepdim=keep_dims))

    def any(self, axis=None, keep_dims=False):
        dims = _reduce_dims(self._t, axis)
        t = self._t.bool()
        return _wrap(t.any() if dims is None and not keep_dims else t.any(dim=dims, keepdim=keep_dims))

    def std(self, axis=None, ddof=0, keepdims=False):
        return _wrap(torch.std(self._t, dim=_reduce_dims(self._t, axis), correction=ddof, keepdim=keepdims))

    def var(self, axis=None, ddof=0, keepdims=False):
        return _wrap(torch.var(self._t, dim=_reduce_dims(self._t, axis), correction=ddof, keepdim=keepdims))

    def cumsum(self, axis=None, dtype=None):
        t = self._t.reshape(-1) if axis is None else self._t
        return _wrap(t.cumsum(0 if axis is None else axis, dtype=None if dtype is None else _dm.to_torch(dtype)))

    def cumprod(self, dim, dtype=None):
        return _wrap(self._t.cumprod(dim, dtype=None if dtype is None else _dm.to_torch(dtype)))

    def norm(self, ord=None, dim=None, keepdim=False, *, dtype=None):
        return _wrap(torch.linalg.norm(self._t, ord=ord, dim=dim, keepdim=keepdim,
                                       dtype=None if dtype is None else _dm.to_torch(dtype)))

    def clip(self, xmin, xmax, dtype=None):
        r = self._t.clamp(_unwrap(xmin), _unwrap(xmax))
        return _wrap(r if dtype is None else r.to(_dm.to_torch(dtype)))

    def clamp(self, min=None, max=None):
        return _wrap(self._t.clamp(_unwrap(min), _unwrap(max)))

    def pow(self, exponent):
        return _binary(torch.pow, "Pow", self, exponent)

    def softmax(self, axis, dtype=None):
        t = self._t if dtype is None else self._t.to(_dm.to_torch(dtype))
        return _wrap(torch.softmax(t, axis))

    def log_softmax(self, axis=-1):
        return _wrap(torch.log_softmax(self._t, axis))

    def topk(self, k, dim=None, largest=True, sorted=True):
        v, i = torch.topk(self._t, k, dim=-1 if dim is None else dim, largest=largest, sorted=sorted)
        return _wrap(v), _wrap(i)

    def sort(self, axis=-1, descending=False):
        v, i = torch.sort(self._t, dim=axis, descending=descending)
        return _wrap(v), _wrap(i)

    def gather(self, input_indices, axis, batch_dims=0):
        return _wrap(torch.index_select(self._t, axis, _unwrap(input_indices).reshape(-1)).reshape(
            *self._t.shape[:axis], *_unwrap(input_indices).shape, *self._t.shape[axis + 1:]))

    def index_select(self, axis, index):
        return _wrap(torch.index_select(self._t, axis, _unwrap(index)))

    def masked_fill(self, mask, value):
        return _wrap(self._t.masked_fill(_unwrap(mask), _unwrap(value)))

    def masked_select(self, mask):
        return _wrap(self._t.masked_select(_unwrap(mask)))

    def where(self, condition, y):
        return _wrap(torch.where(_unwrap(condition), self._t, _operand(y)))

    def nonzero(self, *, as_tuple=False):
        r = self._t.nonzero(as_tuple=as_tuple)
        return tuple(_wrap(x) for x in r) if as_tuple else _wrap(r)

    def chunk(self, chunks, axis=0):
        return tuple(_wrap(x) for x in self._t.chunk(chunks, axis))

    def split(self, split_size_or_sections, axis=0):
        return tuple(_wrap(x) for x in self._t.split(split_size_or_sections, axis))

    def flip(self, dims):
        return _wrap(self._t.flip(dims if isinstance(dims, (tuple, list)) else (dims,)))

    def trace(self, offset=0, axis1=0, axis2=1, dtype=None):
        return _wrap(torch.diagonal(self._t, offset, axis1, axis2).sum(-1))

    def diag(self):
        return _wrap(torch.diag(self._t))

    def isclose(self, x2, rtol=1e-05, atol=1e-08, equal_nan=False):
        return _wrap(torch.isclose(self._t, _operand(x2), rtol, atol, equal_nan))

    def allclose(self, other, rtol=1e-05, atol=1e-08, equal_nan=False):
        return torch.allclose(self._t, _operand(other), rtol, atol, equal_nan)

    def equal(self, other):
        return _binary(torch.eq, "Equal", self, other)

    def itemset(self, *args):
        *index, value = args
        flat = self._t.view(-1)
        with torch.no_grad():
            flat[index[0] if index else 0] = value
        return self

    def register_hook(self, hook):
        return self._t.register_hook(lambda g: _unwrap(hook(_wrap(g))))

    def bmm(self, mat2):
        return _wrap(torch.bmm(self._t, _unwrap(mat2)))

    def round(self, decimals=0):
        return _wrap(torch.round(self._t, decimals=decimals))


_new = object.__new__


def _rebuild(arr, dtype):
    return Tensor(arr, dtype)


def _index(index):
    if isinstance(index, Tensor):
        return index._t
    if isinstance(index, tuple):
        return tuple(i._t if isinstance(i, Tensor) else i for i in index)
    return index


def _binary(fn, op_name, x, y):
    a, b = _operand(x), _operand(y)
    try:
        return _wrap(fn(a, b))
    except RuntimeError as e:
        sx = tuple(a.shape) if isinstance(a, torch.Tensor) else ()
        sy = tuple(b.shape) if isinstance(b, torch.Tensor) else ()
        if sx != sy and "size" in str(e):
            raise ValueError(f"For '{op_name}', x.shape and y.shape need to broadcast. The shape of x is {sx}, "
                             f"the shape of y is {sy}.") from None
        raise


def _make_binary(fn, name, reflected=False):
    if reflected:
        def op(self, other):
            return _binary(fn, name, other, self)
    else:
        def op(self, other):
            return _binary(fn, name, self, other)
    return op


# operator -> (torch function, MindSpore primitive name used in error messages)
_BINARY_OPS = {
    "add": (torch.add, "Add"), "sub": (torch.sub, "Sub"), "mul": (torch.mul, "Mul"),
    "truediv": (torch.true_divide, "Div"), "floordiv": (torch.floor_divide, "FloorDiv"),
    "mod": (torch.remainder, "FloorMod"), "pow": (torch.pow, "Pow"),
    "and": (torch.bitwise_and, "BitwiseAnd"), "or": (torch.bitwise_or, "BitwiseOr"),
    "xor": (torch.bitwise_xor, "BitwiseXor"),
}
for _name, (_fn, _prim) in _BINARY_OPS.items():
    setattr(Tensor, f"__{_name}__", _make_binary(_fn, _prim))
    setattr(Tensor, f"__r{_name}__", _make_binary(_fn, _prim, reflected=True))
for _name, (_fn, _prim) in {"eq": (torch.eq, "Equal"), "ne": (torch.ne, "NotEqual"), "lt": (torch.lt, "Less"),
                            "le": (torch.le, "LessEqual"), "gt": (torch.gt, "Greater"),
                            "ge": (torch.ge, "GreaterEqual")}.items():
    setattr(Tensor, f"__{_name}__", _make_binary(_fn, _prim))
    setattr(Tensor, _name, _make_binary(_fn, _prim))

# Method table: the long tail of element-wise and binary methods, each a thin call to torch.
_UNARY_METHODS = {
    "abs": torch.abs, "absolute": torch.abs, "neg": torch.neg, "negative": torch.neg, "sqrt": torch.sqrt,
    "rsqrt": torch.rsqrt, "square": torch.square, "exp": torch.exp, "expm1": torch.expm1, "exp2": torch.exp2,
    "log": torch.log, "log1p": torch.log1p, "log2": torch.log2, "log10": torch.log10, "sin": torch.sin,
    "cos": torch.cos, "tan": torch.tan, "tanh": torch.tanh, "sinh": torch.sinh, "cosh": torch.cosh,
    "asin": torch.asin, "acos": torch.acos, "atan": torch.atan, "sigmoid": torch.sigmoid, "relu": torch.relu,
    "floor": torch.floor, "ceil": torch.ceil, "trunc": torch.trunc, "sign": torch.sign,
    "reciprocal": torch.reciprocal, "erf": torch.erf, "erfc": torch.erfc, "isfinite": torch.isfinite,
    "isnan": torch.isnan, "isinf": torch.isinf, "logical_not": torch.logical_not, "triu": torch.triu,
    "tril": torch.tril, "conj": torch.conj, "real": torch.real, "imag": torch.imag,
    "is_signed": None,
}
for _name, _fn in _UNARY_METHODS.items():
    if _fn is not None:
        setattr(Tensor, _name, (lambda f: lambda self, *a: _wrap(f(self._t, *a)))(_fn))
Tensor.is_signed = lambda self: self._t.is_signed()

_BINARY_METHODS = {
    "add": (torch.add, "Add"), "sub": (torch.sub, "Sub"), "subtract": (torch.sub, "Sub"),
    "mul": (torch.mul, "Mul"), "multiply": (torch.mul, "Mul"), "div": (torch.true_divide, "Div"),
    "divide": (torch.true_divide, "Div"), "true_divide": (torch.true_divide, "Div"),
    "floor_divide": (torch.floor_divide, "FloorDiv"), "remainder": (torch.remainder, "FloorMod"),
    "fmod": (torch.fmod, "Fmod"), "maximum": (torch.maximum, "Maximum"), "minimum": (torch.minimum, "Minimum"),
    "matmul": (torch.matmul, "MatMul"), "mm": (torch.mm, "MatMul"), "dot": (torch.dot, "Dot"),
    "outer": (torch.outer, "Outer"), "atan2": (torch.atan2, "Atan2"),
    "logical_and": (torch.logical_and, "LogicalAnd"), "logical_or": (torch.logical_or, "LogicalOr"),
    "logical_xor": (torch.logical_xor, "LogicalXor"), "greater": (torch.gt, "Greater"),
    "greater_equal": (torch.ge, "GreaterEqual"), "less": (torch.lt, "Less"), "less_equal": (torch.le, "LessEqual"),
    "not_equal": (torch.ne, "NotEqual"),
}
for _name, (_fn, _prim) in _BINARY_METHODS.items():
    setattr(Tensor, _name, _make_binary(_fn, _prim))


def is_tensor(obj):
    """Whether `obj` is a MindSpore Tensor (Parameters included).

    Examples:
        >>> import mindspore as ms
        >>> print(ms.is_tensor(ms.Tensor(1.0)), ms.is_tensor(1.0))
        True False
    """
    return isinstance(obj, Tensor)


def from_numpy(array):
    """Tensor from a numpy array, keeping its dtype.

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> print(ms.from_numpy(np.array([1, 2], np.int32)).dtype)
        Int32
    """
    return Tensor(array)


def tensor(input_data=None, dtype=None, shape=None, init=None, const_arg=False):
    """Create a Tensor (functional form of :class:`Tensor`)."""
    return Tensor(input_data, dtype, shape, init, const_arg=const_arg)
