"""``mindspore.Tensor`` on a ``torch.Tensor``.

A :class:`Tensor` holds its data in the torch tensor ``_t`` (composition). Every operation
runs the torch kernel and wraps the result with :func:`_wrap`, so autograd, devices and dtypes are torch's.

Type promotion follows MindSpore (``mindspore/core`` conversion tables), which equals torch's for Python scalars
and for tensors of equal rank-category. The one difference torch would introduce: torch lets a 0-d tensor take
part in promotion like a Python scalar (``float16[n] + float32[]`` stays float16); MindSpore promotes a 0-d tensor
like any other tensor (float32). :func:`_binary` casts both operands in that case.
"""
import logging
import numbers
import warnings
import weakref

import numpy as np
import torch

from . import dtype as mstype
from . import _format
from ._class_repr import PublicClassRepr
from .storage import UntypedStorage
from .._backend import cpu_math as _cpu_math
from .._backend import dtype_map as _dm
from .._backend import device as _device
from .._backend.errors import translating as _translating

__all__ = ["Tensor", "is_tensor", "from_numpy", "tensor"]

_TORCH_TO_MS = _dm._TORCH_TO_MS
_logger = logging.getLogger("mindspore")
_INT64_MIN, _INT64_MAX, _UINT64_MAX = -(2 ** 63), 2 ** 63 - 1, 2 ** 64 - 1
_VALID_INPUTS = "['Tensor', 'ndarray', 'str_', 'list', 'tuple', 'float', 'int', 'bool', 'complex']"
_PY_SCALARS = (bool, int, float, complex)
_UNSIGNED_WIDE = (torch.uint16, torch.uint32, torch.uint64)


# ----- wrapping ------------------------------------------------------------------------------------------------------
def _wrap(t):
    """Wrap a torch tensor as a Tensor without copying (the hot path of every operation)."""
    r = object.__new__(Tensor)  # spelled out, not aliased: TorchDynamo traces this form on every torch release
    r._t = t
    return r


def _unwrap(x):
    """The torch tensor behind a Tensor; anything else unchanged."""
    return x._t if isinstance(x, Tensor) else x


# ----- construction --------------------------------------------------------------------------------------------------
def _python_scalar_to_torch(value, dtype):
    """torch tensor for a Python bool/int/float/complex, created directly in `dtype` when one is given."""
    target = None if dtype is None else _dm.to_torch(dtype)
    if isinstance(value, bool):
        return torch.tensor(value, dtype=target or torch.bool)
    if isinstance(value, int):
        if _INT64_MIN <= value <= _INT64_MAX:
            return torch.tensor(value, dtype=target or torch.int64)
        if 0 <= value <= _UINT64_MAX:
            if target is None or target is torch.uint64:
                return torch.tensor(value, dtype=torch.uint64)
            return torch.tensor(float(value), dtype=torch.float64).to(target)
        if dtype is not None:
            raise RuntimeError("Cannot construct Tensor because of unsupported data type: 0.")
        raise RuntimeError("Unsupported tensor type!")
    if isinstance(value, float):
        return torch.tensor(value, dtype=target or torch.float32)
    return torch.tensor(value, dtype=torch.complex128).to(target or torch.complex128)


def _sequence_to_numpy(data):
    """numpy array of a (nested) list/tuple of numbers, bools, numpy values and Tensors."""
    try:
        arr = np.array(data)
    except ValueError:  # ragged nesting: MindSpore reports the element it cannot place (a TypeError)
        raise TypeError(f"For Tensor, the input_data is {data} that contain unsupported element.") from None
    except OverflowError:
        raise ValueError(f"For 'Tensor', the input list or tuple holds a number too large for any dtype: "
                         f"{data}.") from None
    if arr.dtype.kind in "USOV":
        raise TypeError(f"For Tensor, the input_data is {data} that contain unsupported element.")
    return arr


def _to_torch_data(input_data, dtype):
    """CPU (or source-device) torch tensor for `input_data` following MindSpore's dtype inference.

    With `dtype` given the data is converted straight to it (no intermediate float32 for float64 lists).
    """
    if isinstance(input_data, Tensor):
        t = input_data._t.detach()
        if dtype is not None and _dm.to_torch(dtype) is not t.dtype:
            return t.to(_dm.to_torch(dtype))
        return t.clone()
    if isinstance(input_data, np.generic):
        input_data = np.asarray(input_data)
    if isinstance(input_data, _PY_SCALARS):
        return _python_scalar_to_torch(input_data, dtype)
    if isinstance(input_data, (list, tuple)):
        arr = _sequence_to_numpy(input_data)
        if dtype is None:
            if arr.dtype == np.float64:  # Python floats default to float32 (numpy float64 arrays do not)
                arr = arr.astype(np.float32)
            elif arr.dtype == np.int32:
                arr = arr.astype(np.int64)
        input_data = arr
    if isinstance(input_data, np.ndarray):
        if input_data.dtype.kind in "USO" or input_data.dtype.kind == "V" and input_data.dtype.names:
            raise TypeError(f"For 'Tensor', initializing a tensor from a numpy array of dtype {input_data.dtype} is "
                            f"not supported (strings and Python objects cannot be converted).")
        _dm.np_to_ms(input_data.dtype)
        t = _dm.from_numpy(input_data)
        return t if dtype is None else t.to(_dm.to_torch(dtype))
    if isinstance(input_data, torch.Tensor):
        t = input_data.detach().clone()
        return t if dtype is None else t.to(_dm.to_torch(dtype))
    raise TypeError(f"For 'Tensor', the type of 'input_data' should be one of '{_VALID_INPUTS}', "
                    f"but got type '{type(input_data).__name__}'.")


def _shape_tuple(shape):
    if isinstance(shape, numbers.Integral) and not isinstance(shape, bool):
        return (int(shape),)
    if isinstance(shape, (list, tuple)):
        out = []
        for s in shape:
            if isinstance(s, bool) or not isinstance(s, numbers.Integral) or s < 0:
                raise ValueError(f"For 'Tensor', the elements of 'shape' must be non-negative integers, "
                                 f"but got {shape}.")
            out.append(int(s))
        return tuple(out)
    raise TypeError(f"For 'Tensor', the 'shape' must be a tuple, list or int, but got {type(shape).__name__}.")



# ----- placeholders: Tensors of dynamic shape that describe inputs (Cell.set_inputs, mindspore.enable_dynamic) -----
def _is_symbol(item):
    return getattr(item, "__ms_symbol__", False)  # mindspore.Symbol (graph/symbol.py, above this module)


def _placeholder_shape(shape, dtype, init):
    """``(dims, symbolic_shape)`` when ``Tensor(shape=..., dtype=...)`` describes a placeholder of dynamic shape
    (``None`` or a Symbol for an unknown dimension, ``-1`` likewise, ``-2``: unknown rank), else ``None``.

    ``dims`` has ``-1`` for every unknown dimension; ``symbolic_shape`` lists each Symbol's facts (``to_dict()``)
    and the known lengths, as MindSpore records it, or is ``None`` without Symbols.
    """
    if _is_symbol(shape):
        shape, symbolic = (None,), [shape]
    elif isinstance(shape, (list, tuple)):
        symbolic = [s.to_dict() if _is_symbol(s) else s for s in shape] if any(map(_is_symbol, shape)) else None
    else:
        return None
    dims = []
    for s in shape:
        if s is None or _is_symbol(s):
            dims.append(-1)
        elif isinstance(s, numbers.Real) and not isinstance(s, bool):
            dims.append(int(s))
        else:
            return None  # not a dynamic description: the ordinary shape check reports it
    if not any(s is None or _is_symbol(s) for s in shape) and min(dims, default=0) >= 0:
        return None
    if any(d < -2 for d in dims):
        shown = dims if isinstance(shape, list) else tuple(dims)
        raise ValueError(f"'shape' should not have values less than -2 but got ({shown}).")
    if dtype is None or init is not None:
        raise ValueError("If setting dynamic shape, dtype must not be None, init must be None")
    return tuple(dims), symbolic


class _NoData(torch.Tensor):
    """The torch side of a placeholder Tensor: its unknown dimensions have length 0, so it holds no elements.
    Reading its metadata works; any computation raises a RuntimeError saying what the placeholder is for."""

    _READS = frozenset({"__get__", "dim", "numel", "element_size", "is_floating_point", "is_complex", "is_signed",
                        "is_contiguous", "stride", "storage_offset", "data_ptr", "size", "tolist", "__repr__"})

    @classmethod
    def __torch_function__(cls, func, types, args=(), kwargs=None):
        name = getattr(func, "__name__", str(func))
        if name in cls._READS:
            with torch._C.DisableTorchFunctionSubclass():
                return func(*args, **(kwargs or {}))
        shape = next(a._ms_shape for a in args if isinstance(a, _NoData))
        raise RuntimeError(f"For '{name}', the input is a placeholder Tensor of dynamic shape {list(shape)}, which "
                           f"holds no data: give it to Cell.set_inputs or mindspore.enable_dynamic to describe the "
                           f"inputs of a compiled function, and compute with Tensors that hold data.")


def _no_data(dims, torch_dtype):
    t = torch.Tensor._make_subclass(_NoData, torch.empty([max(d, 0) for d in dims], dtype=torch_dtype))
    t._ms_shape = dims
    return t


# ----- argument helpers ----------------------------------------------------------------------------------------------
def _arg(x):
    """torch tensor or Python scalar for an operand (numpy scalars become Python scalars)."""
    if isinstance(x, Tensor):
        return x._t
    if isinstance(x, _PY_SCALARS):
        return x
    if isinstance(x, np.generic):
        return x.item()
    if isinstance(x, (np.ndarray, list, tuple)):
        return Tensor(x)._t
    if isinstance(x, torch.Tensor):
        return x
    raise TypeError(f"Unsupported operand type for Tensor: '{type(x).__name__}'.")


def _operand(x):
    """Turn the other operand of a Tensor operator into something torch accepts (kept for the ops helpers)."""
    return _arg(x)


def _dtype_arg(dtype):
    """torch dtype for a MindSpore dtype, a numpy/Python type or a dtype name string."""
    if isinstance(dtype, mstype.Type):
        return _dm.to_torch(dtype)
    if isinstance(dtype, str):
        dtype = np.dtype(dtype)
    return _dm.to_torch(mstype.pytype_to_dtype(dtype))


def _dims(axis):
    """None for "all axes" (None, (), []); otherwise an int or a tuple of ints."""
    if axis is None:
        return None
    if isinstance(axis, Tensor):
        axis = axis._t.tolist()
    if isinstance(axis, (list, tuple)):
        return tuple(int(a) for a in axis) if len(axis) else None
    return int(axis)


def _pick(axis, dim):
    """numpy-style `axis` if given, else torch-style `dim`."""
    return dim if axis is None else axis


def _keep(a, b=None, c=None):
    return bool(a or b or c)


def _float_for_stats(t):
    return t if t.is_floating_point() or t.is_complex() else t.to(torch.float32)


def _torch_generator(generator):
    """The torch.Generator behind a `generator` argument (None, a torch.Generator or an object wrapping one)."""
    if generator is None or isinstance(generator, torch.Generator):
        return generator
    inner = getattr(generator, "_generator", None)
    if isinstance(inner, torch.Generator):
        return inner
    raise TypeError(f"The 'generator' must be None or a Generator, but got {type(generator).__name__}.")


def _ms_name(torch_dtype):
    ms = _TORCH_TO_MS.get(torch_dtype)
    return str(ms) if ms is not None else str(torch_dtype)


class Tensor(metaclass=PublicClassRepr):
    """A multi-dimensional array, MindSpore's ``Tensor``, stored in a torch tensor.

    Args:
        input_data (Union[Tensor, numpy.ndarray, list, tuple, int, float, bool, complex]): the data. A Python
            ``float`` gives Float32, ``int`` gives Int64 (``2**63`` ... ``2**64 - 1`` give UInt64), ``bool`` gives
            Bool, ``complex`` gives Complex128; numpy arrays and numpy scalars keep their dtype; lists and tuples
            (which may hold Tensors) give Float32 for floats, Int64 for ints and Bool for bools. Default: ``None``.
        dtype (mindspore.dtype): convert the data to this type. Default: ``None`` (inferred as above).
        shape (Union[tuple, list, int]): the shape of a tensor built from `init` (or zero-filled when `init` is
            ``None``); must be ``None`` when `input_data` is given. Default: ``None``.
        init (Union[Initializer, str, numbers.Number]): the initializer filling a tensor of `shape` and `dtype`.
            Default: ``None``.
        const_arg (bool): whether the tensor is a constant argument of a compiled network (no effect here).
            Default: ``False``.
        device (str): placement. Tensors are created on the device selected with
            ``mindspore.set_context(device_target=...)``; `device` must be ``None`` or a valid target name.
            Default: ``None``.
        internal (bool): keyword-only; accepted for compatibility with framework-internal calls (no effect).
            Default: ``False``.

    Raises:
        TypeError: if `input_data` has an unsupported type, `dtype` is not a MindSpore dtype or `const_arg` is not a
            bool.
        ValueError: if `shape` is given together with `input_data`, or `init` is given without `shape` and `dtype`.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor
        >>> from mindspore.common.initializer import One
        >>> x = Tensor(np.zeros([1, 2, 3]), ms.float32)
        >>> print(x.shape, x.dtype)
        (1, 2, 3) Float32
        >>> print(Tensor(0.1), Tensor(0.1).dtype, Tensor((1, 2)).dtype)
        0.1 Float32 Int64
        >>> print(Tensor(shape=(1, 3), dtype=ms.float32, init=One()).init_data())
        [[1. 1. 1.]]
        >>> print(repr(Tensor([1, 2, 3])))
        Tensor(shape=[3], dtype=Int64, value= [1, 2, 3])
    """

    __slots__ = ("_t", "__dict__", "__weakref__")
    __array_priority__ = 1000
    __array_ufunc__ = None
    #: the initializer of a tensor created with ``init`` (``Tensor(shape=..., dtype=..., init=...)`` or
    #: ``initializer(...)``) until :meth:`init_data` or :meth:`asnumpy` runs; ``None`` otherwise. The data itself is
    #: created eagerly here (MindSpore creates it lazily and refuses to compute with it before ``init_data``).
    init = None
    #: for a placeholder of dynamic shape created with Symbols in its `shape`: each Symbol's facts
    #: (``Symbol.to_dict()``) and the known lengths, in order; ``None`` otherwise.
    symbolic_shape = None
    _dyn_shape = None  # a placeholder's shape (-1: unknown dimension, (-2,): unknown rank); None for data

    def __init__(self, input_data=None, dtype=None, shape=None, init=None, const_arg=False, device=None, *,
                 internal=False):
        if dtype is not None and not isinstance(dtype, mstype.Type):
            raise TypeError(f"For 'Tensor', the 'dtype' must be a mindspore.dtype such as mindspore.float32, "
                            f"but got {dtype!r}.")
        if not isinstance(const_arg, bool):
            raise TypeError(f"For 'Tensor', the type of 'const_arg' should be 'bool', but got type "
                            f"'{type(const_arg).__name__}'.")
        if device is not None and device not in _device.VALID_TARGETS:
            raise ValueError(f"For 'Tensor', the 'device' must be None or one of {list(_device.VALID_TARGETS)}, "
                             f"but got {device!r}.")
        if isinstance(input_data, Tensor) and input_data._dyn_shape is not None and shape is None and init is None:
            self._set_placeholder(input_data._dyn_shape, dtype or input_data.dtype, input_data.symbolic_shape)
            return
        if input_data is not None:
            if shape is not None:
                raise ValueError(f"When initializing a tensor with 'input_data', 'shape' should be set to None. "
                                 f"But got shape: {shape}.")
            if init is not None:
                raise ValueError("For 'Tensor', 'input_data' and 'init' cannot be given at the same time.")
            t = _to_torch_data(input_data, dtype)
        elif (dyn := _placeholder_shape(shape, dtype, init)) is not None:
            self._set_placeholder(dyn[0], dtype, dyn[1])
            return
        elif shape is None and init is None and dtype is not None:  # MindSpore: a placeholder of unknown rank
            _logger.warning("For 'Tensor', if 'dtype' is not None, 'input_data', 'shape' or 'init' must not be None.")
            self._set_placeholder((-2,), dtype, None)
            return
        elif init is not None:
            if shape is None or dtype is None:
                raise ValueError("init, dtype and shape must have values at the same time.")
            from .initializer import _fill  # initializer imports Tensor
            t = _fill(init, _shape_tuple(shape), dtype)
            self.init = init
        elif shape is not None and dtype is not None:
            t = torch.zeros(_shape_tuple(shape), dtype=_dm.to_torch(dtype))
        elif shape is not None:
            raise TypeError(f"For 'Tensor', a tensor built from 'shape' needs 'dtype' (and usually 'init'): without "
                            f"'input_data', 'dtype' must be given, but got shape={shape} and dtype=None.")
        else:
            raise TypeError("input_data and init can not be None at the same time.")
        dev = _device.current_device()
        self._t = t if t.device == dev else t.to(dev)
        if const_arg:
            self.const_arg = True

    def _set_placeholder(self, dims, dtype, symbolic_shape):
        self._t = _no_data(dims, _dm.to_torch(dtype))
        self._dyn_shape = dims
        self.symbolic_shape = symbolic_shape

    # ----- escape hatches -------------------------------------------------------------------------------------
    @classmethod
    def from_torch(cls, t):
        """
        Wrap a ``torch.Tensor`` without copying; the result shares memory and autograd history with `t`.

        Args:
            t (torch.Tensor): the tensor to wrap.

        Returns:
            Tensor.

        Raises:
            TypeError: if `t` is not a ``torch.Tensor``.

        Examples:
            >>> import torch
            >>> from mindspore import Tensor
            >>> print(Tensor.from_torch(torch.ones(2)).dtype)
            Float32
        """
        if not isinstance(t, torch.Tensor):
            raise TypeError(f"For 'Tensor.from_torch', the argument must be a torch.Tensor, but got {type(t)}.")
        return _wrap(t)

    def to_torch(self):
        """
        The ``torch.Tensor`` holding this tensor's data (no copy; in-place changes are shared).

        Returns:
            torch.Tensor.

        Examples:
            >>> from mindspore import Tensor
            >>> print(Tensor([1.0, 2.0]).to_torch())
            tensor([1., 2.])
        """
        return self._t

    @staticmethod
    def from_numpy(array):
        """
        Tensor from a numpy array, keeping its dtype and sharing its memory on the CPU (as in MindSpore, a
        change to the array shows in the Tensor; ``Tensor(array)`` copies instead).

        Args:
            array (numpy.ndarray): the data.

        Returns:
            Tensor.

        Examples:
            >>> import numpy as np
            >>> from mindspore import Tensor
            >>> counts = np.array([1, 2], np.int32)
            >>> shared = Tensor.from_numpy(counts)
            >>> counts += 10
            >>> print(shared, shared.dtype)
            [11 12] Int32
        """
        if not isinstance(array, np.ndarray):
            raise TypeError(f"For 'Tensor.from_numpy', the argument must be a numpy.ndarray, but got {type(array)}.")
        _dm.np_to_ms(array.dtype)
        t = _dm.share_numpy(array)
        dev = _device.current_device()
        return Tensor.from_torch(t if t.device == dev else t.to(dev))   # an accelerator holds a copy

    # ----- attributes -----------------------------------------------------------------------------------------
    @property
    def shape(self):
        """The shape as a Python tuple (``()`` for a scalar; ``-1`` for an unknown dimension of a placeholder,
        ``(-2,)`` for a placeholder of unknown rank)."""
        dyn = self._dyn_shape
        return tuple(self._t.shape) if dyn is None else dyn

    @property
    def dtype(self):
        """The MindSpore dtype (``mindspore.float32`` ...)."""
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
        """Bytes to step in each dimension, for the C-contiguous layout MindSpore tensors have."""
        size = self._t.element_size()
        out = []
        for n in reversed(self._t.shape):
            out.append(size)
            size *= n
        return tuple(reversed(out))

    @property
    def T(self):
        """The transpose (all axes reversed)."""
        return _wrap(self._t.permute(*range(self._t.dim() - 1, -1, -1)))

    @property
    def mT(self):
        """Transpose of the last two axes."""
        return _wrap(self._t.mT)

    @property
    def H(self):
        """Conjugate transpose of a 2-D tensor."""
        return _wrap(self._t.mH if self._t.dim() == 2 else self._t.conj())

    @property
    def mH(self):
        """Conjugate transpose of the last two axes."""
        return _wrap(self._t.mH)

    @property
    def has_init(self):
        """Whether the tensor was created with an initializer and :meth:`init_data` (or :meth:`asnumpy`) has not run
        yet, as in MindSpore (the data itself already exists here)."""
        return self.init is not None

    def dim(self):
        """Number of dimensions (same as :attr:`ndim`)."""
        return self._t.dim()

    ndimension = dim

    def numel(self):
        """Number of elements (same as :attr:`size`)."""
        return self._t.numel()

    nelement = numel

    def is_floating_point(self):
        """Whether the dtype is a floating point type."""
        return self._t.is_floating_point()

    def is_complex(self):
        """Whether the dtype is a complex type."""
        return self._t.is_complex()

    def is_signed(self):
        """Whether the dtype is signed."""
        return self._t.is_signed()

    def is_contiguous(self):
        """Whether the data is laid out contiguously."""
        return self._t.is_contiguous()

    def contiguous(self):
        """A contiguous tensor with the same data (self when already contiguous)."""
        return self if self._t.is_contiguous() else _wrap(self._t.contiguous())

    def stride(self, dim=None):
        """Strides in elements: a list for the whole tensor, an int for dimension `dim`."""
        if dim is None:
            return list(self._t.stride())
        if isinstance(dim, bool) or not isinstance(dim, int):
            raise TypeError(f"For 'stride', the type of 'dim' should be int, but got {type(dim).__name__}.")
        return self._t.stride(dim)

    def storage_offset(self):
        """Offset of the first element in the underlying storage, in elements."""
        return self._t.storage_offset()

    def data_ptr(self):
        """Address of the first element."""
        return self._t.data_ptr()

    # ----- conversion -----------------------------------------------------------------------------------------
    def asnumpy(self):
        """
        The data as a numpy array (sharing memory with the tensor when it lives on the CPU).

        Returns:
            numpy.ndarray of the matching dtype (``ml_dtypes.bfloat16`` for BFloat16).

        Examples:
            >>> from mindspore import Tensor
            >>> print(Tensor([1, 2]).asnumpy())
            [1 2]
        """
        if self._dyn_shape is not None:
            raise ValueError("negative dimensions are not allowed")  # MindSpore's answer (numpy's wording)
        if self.init is not None:  # MindSpore initialises the data on first read
            self.init = None
        return _dm.to_numpy(self._t)

    numpy = asnumpy

    def tolist(self):
        """
        The data as (nested) Python lists of Python numbers.

        Examples:
            >>> from mindspore import Tensor
            >>> print(Tensor([[1, 2], [3, 4]]).tolist())
            [[1, 2], [3, 4]]
        """
        return self._t.tolist()

    def item(self):
        """
        The value of a one-element tensor as a Python scalar (MindSpore 2.10 takes no index argument).

        Returns:
            bool, int, float or complex.

        Raises:
            ValueError: if the tensor does not have exactly one element.

        Examples:
            >>> from mindspore import Tensor
            >>> print(Tensor([[2.5]]).item(), Tensor(3).item())
            2.5 3
        """
        n = self._t.numel()
        if n != 1:
            raise ValueError(f"The tensor should have only one element, but got {n}, more than one element is "
                             f"ambiguous.")
        return self._t.item()

    def astype(self, dtype, copy=True):
        """
        Cast to `dtype`.

        Args:
            dtype (Union[mindspore.dtype, numpy.dtype, str]): the target type (``"float32"`` or ``np.int32`` work).
            copy (bool): when ``False`` and the dtype already matches, return self. Default: ``True``.

        Returns:
            Tensor.

        Examples:
            >>> import numpy as np
            >>> import mindspore as ms
            >>> from mindspore import Tensor
            >>> x = Tensor([1.7, -2.5])
            >>> print(x.astype(ms.int32), x.astype("float16").dtype, x.astype(np.float64).dtype)
            [ 1 -2] Float16 Float64
        """
        target = _dtype_arg(dtype)
        if target is self._t.dtype:
            return _wrap(self._t.clone()) if copy else self
        return _wrap(self._t.to(target))

    def to(self, dtype):
        """Cast to the MindSpore dtype `dtype` (same as :meth:`astype`)."""
        return self.astype(dtype)

    # ----- memory and placement -------------------------------------------------------------------------------
    def untyped_storage(self):
        """
        The storage holding this Tensor's bytes (the same object on every call while the data stays in place).

        Returns:
            :class:`mindspore.UntypedStorage`.

        Examples:
            >>> from mindspore import Tensor
            >>> x = Tensor([1, 2, 3])
            >>> print(x.untyped_storage().nbytes(), x.untyped_storage() is x.untyped_storage())
            24 True
        """
        torch_storage = self._t.untyped_storage()
        cached = self.__dict__.get("_storage")
        if cached is None or cached._s._cdata != torch_storage._cdata:
            cached = self.__dict__["_storage"] = UntypedStorage._of(torch_storage, self.dtype, self._t)
        return cached

    storage = untyped_storage

    def move_to(self, to, blocking=True):
        """
        A copy of the Tensor on the device `to`, which must be the device target of the context.

        Args:
            to (str): ``"Ascend"``, ``"GPU"`` or ``"CPU"``.
            blocking (bool, optional): ``False`` copies asynchronously. Default: ``True``.

        Returns:
            Tensor, a new Tensor with the same dtype, shape and values.

        Raises:
            ValueError: If `to` is not one of the three names, or `blocking` is not a bool.
            RuntimeError: If `to` is not the device target of the context.

        Supported Platforms:
            ``Ascend`` ``GPU`` ``CPU``

        Examples:
            >>> import mindspore as ms
            >>> from mindspore import Tensor
            >>> x = Tensor([4, 5], ms.int32)
            >>> print(x.move_to("CPU"))
            [4 5]
        """
        if to not in ("Ascend", "GPU", "CPU"):
            raise ValueError(f"The value of 'to' must be one of ['Ascend', 'GPU', 'CPU'], but got {to}")
        if not isinstance(blocking, bool):
            raise ValueError(f"The type of 'blocking' must be bool, but got {blocking}")
        target = _device.current_target()
        if to != target:  # (MindSpore's message, its typo included)
            raise RuntimeError(f"The value of arg 'to' of method 'move_to' should be same with device target, bug got "
                               f"to:{to}, device target: {target}")
        return _wrap(self._t.detach().to(_device.torch_device(to), non_blocking=not blocking, copy=True))

    def to_(self, device=None, non_blocking=False):
        """
        Move the data of this Tensor to `device`, in place.

        Note:
            MindSpore 2.10 on a CPU answers ``to_("CPU")`` with a RuntimeError (its ``Free`` kernel exists for
            Ascend only); here the move is made on every device.

        Args:
            device (str, optional): ``"Ascend"`` or ``"CPU"``. Default: ``None`` (refused, as in MindSpore).
            non_blocking (bool, optional): copy asynchronously. Default: ``False``.

        Returns:
            Tensor, this Tensor.

        Raises:
            ValueError: If `device` is not ``"Ascend"`` or ``"CPU"``, or `non_blocking` is not a bool.
            RuntimeError: If `device` is ``"Ascend"`` and no NPU is usable.

        Examples:
            >>> from mindspore import Tensor
            >>> x = Tensor([1.0, 2.0])
            >>> print(x.to_("CPU") is x, x)
            True [1. 2.]
        """
        if device not in ("Ascend", "CPU"):
            raise ValueError(f"The value of 'to' must be one of ['Ascend', 'CPU'], but got {device}")
        if not isinstance(non_blocking, bool):
            raise ValueError(f"The type of 'non_blocking' must be bool, but got {non_blocking}")
        dev = _device.torch_device(device)
        if self._t.device != dev:
            _replace_data(self, self._t.detach().to(dev, non_blocking=non_blocking))
        return self

    def delete_(self, non_blocking=False):
        """
        Release the memory of the Tensor's data. The Tensor keeps its shape and dtype and reads as zeros (one
        zero, broadcast) until new data is assigned (``x.data = y``).

        Note:
            MindSpore 2.10 on a CPU answers with a RuntimeError (its ``Free`` kernel exists for Ascend only); the
            result here is the one its documentation shows.

        Args:
            non_blocking (bool, optional): release asynchronously (no difference here). Default: ``False``.

        Returns:
            Tensor, this Tensor.

        Raises:
            ValueError: If `non_blocking` is not a bool.

        Examples:
            >>> from mindspore import Tensor
            >>> x = Tensor([1, 2, 3, 4])
            >>> x.delete_()
            Tensor(shape=[4], dtype=Int64, value= [0, 0, 0, 0])
        """
        if not isinstance(non_blocking, bool):
            raise ValueError(f"The type of 'non_blocking' must be bool, but got {non_blocking}")
        t = self._t
        _replace_data(self, torch.zeros((), dtype=t.dtype, device=t.device).expand(t.shape))
        return self

    def flush_from_cache(self):
        """
        Write back the rows of a Tensor cached on the device to the host. Tensors here have no such cache
        (MindSpore's parameter server cache), so there is nothing to write; returns ``None``, as MindSpore does.

        Examples:
            >>> import numpy as np
            >>> from mindspore import Tensor
            >>> print(Tensor(np.array([3, 4], np.int32)).flush_from_cache())
            None
        """
        return None

    def type(self, dtype=None):
        """
        With `dtype`, cast to it; without, the name of the dtype.

        Examples:
            >>> import mindspore as ms
            >>> from mindspore import Tensor
            >>> x = Tensor([1.2, 3.0], ms.float32)
            >>> print(x.type(), x.type(ms.int32))
            Float32 [1 3]
        """
        if dtype is None:
            return str(self.dtype)
        return self.astype(dtype)

    def type_as(self, other):
        """Cast to the dtype of the Tensor `other`."""
        return _wrap(self._t.to(other._t.dtype))

    def view_as(self, other):
        """Reshape to the shape of `other`."""
        return self.reshape(other.shape)

    def reshape_as(self, other):
        """Reshape to the shape of `other`."""
        return self.reshape(other.shape)

    def expand_as(self, other):
        """Broadcast to the shape of `other`."""
        return _wrap(self._t.expand_as(_unwrap(other)))

    def copy(self):
        """A new tensor with a copy of the data."""
        return _wrap(self._t.clone())

    def clone(self):
        """A new tensor with a copy of the data (differentiable, like ``torch.clone``)."""
        return _wrap(self._t.clone())

    def detach(self):
        """The same data, cut from the autograd graph."""
        return _wrap(self._t.detach())

    def init_data(self, slice_index=None, shape=None, opt_shard_group=None):
        """Finish the initialisation of a tensor created with an initializer (:attr:`has_init` becomes ``False``);
        returns self. As in MindSpore, a tensor without an initializer raises TypeError."""
        if self.init is None:
            raise TypeError("init_data must be set Tensor.init, init can't be None")
        self.init = None
        return self

    def assign_value(self, value):
        """
        Replace the data with `value` in place (shape and dtype taken from `value`).

        Args:
            value (Union[Tensor, numpy.ndarray, list, number]): the new data.

        Returns:
            Tensor, self.

        Examples:
            >>> from mindspore import Tensor
            >>> x = Tensor([1.0, 2.0])
            >>> print(x.assign_value(Tensor([3, 4, 5])))
            [3 4 5]
        """
        new = value._t.detach() if isinstance(value, Tensor) else Tensor(value)._t
        _replace_data(self, new.to(self._t.device))
        return self

    def set_dtype(self, dtype):
        """Change the dtype in place (the data is converted); returns the new dtype, as MindSpore does."""
        _replace_data(self, self._t.detach().to(_dm.to_torch(dtype)))
        return dtype

    def set_const_arg(self, const_arg=True):
        """Mark the tensor as a constant argument of a compiled network (no effect on eager execution)."""
        if not isinstance(const_arg, bool):
            raise TypeError(f"For 'set_const_arg', the type of 'const_arg' should be 'bool', but got type "
                            f"'{type(const_arg).__name__}'.")
        self.const_arg = const_arg
        return self

    def __array__(self, dtype=None, copy=None):
        arr = self.asnumpy()
        return arr if dtype is None else arr.astype(dtype)

    def __reduce__(self):
        return (_rebuild, (np.array(self.asnumpy()), self.dtype))

    def __copy__(self):
        return _wrap(self._t)

    def __deepcopy__(self, memo):
        r = _wrap(self._t.detach().clone())
        memo[id(self)] = r
        return r

    # ----- printing -------------------------------------------------------------------------------------------
    def _print_array(self):
        t = self._t.detach().cpu().resolve_conj().resolve_neg()
        return t.float().numpy() if t.dtype in _dm._VIA_FLOAT32 else t.numpy()

    def __repr__(self):
        if self._dyn_shape is not None:  # a placeholder: no values
            sep = "\n" if self.ndim > 1 else " "
            return f"Tensor(shape={list(self._dyn_shape)}, dtype={self.dtype}, value={sep})"
        return _format.format_repr(self._print_array(), str(self.dtype))

    def __str__(self):
        if self._dyn_shape is not None:
            raise ValueError("negative dimensions are not allowed")  # MindSpore's answer (numpy's wording)
        if self.init is not None:  # MindSpore prints a tensor waiting for init_data without its values
            shape = list(self._t.shape)
            value = "[...]" if self._t.numel() >= 30 else ("<uninitialized>" if len(shape) <= 1 else
                                                            "\n<uninitialized>")
            return f"Tensor(shape={shape}, dtype={self.dtype}, value={value})"
        return _format.format_str(self._print_array(), str(self.dtype))

    def __format__(self, format_spec):
        if not format_spec:
            return str(self)
        if self._t.numel() == 1:
            return format(self._t.item(), format_spec)
        return format(self._print_array(), format_spec)

    # ----- Python protocol ------------------------------------------------------------------------------------
    __hash__ = object.__hash__

    def __len__(self):
        if self._dyn_shape is not None and self._dyn_shape[0] < 0:
            raise ValueError("__len__() should return >= 0")
        if self._t.dim() == 0:
            raise TypeError("Not support len of a 0-D tensor")
        return self._t.shape[0]

    def __iter__(self):
        if self._t.dim() == 0:
            raise TypeError("iteration over a 0-d tensor")
        return (_wrap(row) for row in self._t.unbind(0))

    def _scalar(self, message):
        if self._t.numel() != 1:
            raise ValueError(message)
        return self._t.item()

    def __bool__(self):
        n = self._t.numel()
        if n != 1:
            raise ValueError(f"The tensor should have only one element, but got {n}, more than one element is "
                             f"ambiguous.")
        return bool(self._t.item())

    def __int__(self):
        return int(self._scalar("Only one element tensors can be converted to Python scalars"))

    def __float__(self):
        return float(self._scalar("Only one element tensors can be converted to Python scalars"))

    def __complex__(self):
        return complex(self._scalar("Only one element tensors can be converted to Python scalars"))

    def __index__(self):
        if self._t.is_floating_point() or self._t.is_complex():
            raise TypeError("Only integer tensors of a single element can be converted to an index.")
        return int(self._scalar("Only integer tensors of a single element can be converted to an index."))

    def __round__(self, ndigits=None):
        return _wrap(torch.round(self._t) if ndigits is None else torch.round(self._t, decimals=ndigits))

    # ----- indexing -------------------------------------------------------------------------------------------
    def __getitem__(self, index):
        try:
            return _wrap(self._t[_index(index)])
        except IndexError as e:
            raise IndexError(f"For 'Tensor.__getitem__', {e}") from None

    def __setitem__(self, index, value):
        t = self._t
        if isinstance(value, Tensor):
            v = value._t
        elif isinstance(value, (bool, int, float)):
            v = value
        else:
            v = Tensor(value)._t
        if isinstance(v, torch.Tensor) and (v.dtype is not t.dtype or v.device != t.device):
            v = v.to(device=t.device, dtype=t.dtype)
        idx = _index(index)
        base = t._base
        if t.requires_grad and (t.is_leaf or (base is not None and base.is_leaf and base.requires_grad)):
            with torch.no_grad():
                t[idx] = v
        else:
            t[idx] = v

    # ----- operators ------------------------------------------------------------------------------------------
    def __neg__(self):
        return _wrap(torch.neg(self._t))

    def __pos__(self):
        return self

    def __abs__(self):
        return _wrap(torch.abs(self._t))

    def __invert__(self):
        return _wrap(torch.bitwise_not(self._t))

    def __eq__(self, other):
        if not isinstance(other, (int, float, Tensor)):
            return False
        return _binary(torch.eq, "Equal", self, other)

    def __ne__(self, other):
        if not isinstance(other, (int, float, Tensor)):
            return True
        return _binary(torch.ne, "NotEqual", self, other)

    # ----- shape manipulation -----------------------------------------------------------------------------------
    def reshape(self, *shape):
        """
        A tensor with the same data and the given shape (one dimension may be ``-1``).

        Args:
            shape (Union[int, tuple[int], list[int]]): the new shape, as one sequence or as several ints.

        Returns:
            Tensor.

        Raises:
            ValueError: if the element counts differ.

        Examples:
            >>> from mindspore import Tensor
            >>> print(Tensor([1, 2, 3, 4]).reshape(2, -1).shape, Tensor([1, 2, 3, 4]).reshape((4, 1)).shape)
            (2, 2) (4, 1)
        """
        shape = shape[0] if len(shape) == 1 and isinstance(shape[0], (tuple, list)) else shape
        shape = tuple(int(s) for s in shape)
        try:
            return _wrap(self._t.reshape(shape))
        except RuntimeError:
            raise ValueError(f"For 'reshape', the product of the input shape {self.shape} and the target shape "
                             f"{shape} must be equal.") from None

    def view(self, *shape):
        """Same as :meth:`reshape` (a view of the same data)."""
        return self.reshape(*shape)

    def transpose(self, *axes):
        """
        Permute the axes (all reversed when none are given).

        Examples:
            >>> from mindspore import Tensor
            >>> x = Tensor([[[1, 2, 3]]])
            >>> print(x.transpose().shape, x.transpose(1, 2, 0).shape, x.transpose((2, 0, 1)).shape)
            (3, 1, 1) (1, 3, 1) (3, 1, 1)
        """
        axes = axes[0] if len(axes) == 1 and isinstance(axes[0], (tuple, list)) else axes
        if not axes:
            return self.T
        if len(axes) != self._t.dim():
            raise ValueError(f"For 'transpose', the length of 'perm' must be equal to the rank of the input, but got "
                             f"perm {tuple(axes)} for a tensor of rank {self._t.dim()}.")
        return _wrap(self._t.permute(*axes))

    def permute(self, *axes):
        """Permute the axes (same as :meth:`transpose`)."""
        return self.transpose(*axes)

    def swapaxes(self, axis0, axis1):
        """Swap two axes."""
        return _wrap(self._t.transpose(axis0, axis1))

    def swapdims(self, dim0, dim1):
        """Swap two dimensions."""
        return _wrap(self._t.transpose(dim0, dim1))

    def t(self):
        """Transpose of a tensor with at most 2 dimensions."""
        return _wrap(self._t.t())

    def moveaxis(self, source, destination):
        """Move axes to new positions."""
        return _wrap(torch.movedim(self._t, source, destination))

    movedim = moveaxis


    def flatten(self, order="C", *, start_dim=0, end_dim=-1):
        """
        Flatten the dimensions `start_dim` ... `end_dim` into one (C or Fortran element order).

        Examples:
            >>> from mindspore import Tensor
            >>> x = Tensor([[1, 2], [3, 4]])
            >>> print(x.flatten(), x.flatten('F'))
            [1 2 3 4] [1 3 2 4]
        """
        if order not in ("C", "F"):
            raise ValueError(f"For 'flatten', the 'order' must be 'C' or 'F', but got '{order}'.")
        t = self._t if order == "C" else self._t.permute(*range(self._t.dim() - 1, -1, -1))
        return _wrap(t.flatten(start_dim, end_dim))

    def ravel(self):
        """A 1-D tensor of all elements."""
        return _wrap(self._t.reshape(-1))

    def broadcast_to(self, shape):
        """Broadcast to `shape` (``-1`` keeps a dimension)."""
        return _wrap(self._t.expand(tuple(shape)))

    def expand(self, *size):
        """Broadcast to `size` (``-1`` keeps a dimension)."""
        size = size[0] if len(size) == 1 and isinstance(size[0], (tuple, list, Tensor)) else size
        if isinstance(size, Tensor):
            size = size.tolist()
        return _wrap(self._t.expand(tuple(int(s) for s in size)))

    def tile(self, reps=None, *, dims=None):
        """Repeat the whole tensor `reps` (MindSpore 2.10 also spells it `dims`) times along each axis."""
        reps = _pick(reps, dims)
        if reps is None:
            raise TypeError("For 'tile', the argument 'dims' (or 'reps') must be given.")
        return _wrap(self._t.tile(tuple(reps) if isinstance(reps, (list, tuple)) else (reps,)))

    def repeat(self, *repeats):
        """
        Tile the tensor: dimension ``i`` is repeated ``repeats[i]`` times (MindSpore 2.10's ``Tensor.repeat``, like
        ``torch.Tensor.repeat``; the numpy-style ``repeat(repeats, axis)`` of MindSpore 1.x/2.5 is
        :meth:`repeat_interleave`). When `repeats` has more entries than the tensor has dimensions, the tensor is
        treated as having leading dimensions of size 1. In MindSpore 2.10 this method runs on Ascend only.

        Args:
            repeats (Union[int, tuple[int], list[int]]): the repetitions, as separate ints or one tuple/list, at least
                as many as the tensor has dimensions, each >= 0.

        Returns:
            Tensor.

        Raises:
            TypeError: if an element of `repeats` is not an int.
            RuntimeError: if `repeats` has fewer elements than the tensor has dimensions, or a negative element.

        Examples:
            >>> from mindspore import Tensor
            >>> a = Tensor([[0, 1, 2], [3, 4, 5]])
            >>> print(a.repeat(2, 1))
            [[0 1 2]
             [3 4 5]
             [0 1 2]
             [3 4 5]]
            >>> print(a.repeat((2, 1, 2)).shape)
            (2, 2, 6)
        """
        if len(repeats) == 1 and isinstance(repeats[0], (tuple, list)):
            repeats = tuple(repeats[0])
        for r in repeats:
            if isinstance(r, bool) or not isinstance(r, int):
                raise TypeError(f"For 'repeat', the elements of 'repeats' must be int, but got {repeats}.")
        if len(repeats) < self._t.dim():
            raise RuntimeError(f"For 'repeat', the number of elements of 'repeats' ({len(repeats)}) must be at least "
                               f"the number of dimensions of the tensor ({self._t.dim()}).")
        if any(r < 0 for r in repeats):
            raise RuntimeError(f"For 'repeat', the elements of 'repeats' must be non-negative, but got {repeats}.")
        return _wrap(self._t.repeat(repeats))

    def repeat_interleave(self, repeats, dim=None):
        """Repeat each element `repeats` times along `dim` (flattened when ``None``)."""
        repeats = _unwrap(repeats)
        if isinstance(repeats, (list, tuple)):
            repeats = torch.tensor(repeats, device=self._t.device)
        if dim is None:
            return _wrap(self._t.reshape(-1).repeat_interleave(repeats))
        return _wrap(self._t.repeat_interleave(repeats, dim=dim))

    def flip(self, dims):
        """Reverse the order of elements along `dims`."""
        return _wrap(self._t.flip(dims if isinstance(dims, (tuple, list)) else (dims,)))

    def reverse(self, axis):
        """Reverse the order of elements along the axes in `axis`."""
        return self.flip(axis)

    def roll(self, shifts, dims=None):
        """Roll elements along `dims` by `shifts`."""
        return _wrap(torch.roll(self._t, shifts, dims))

    def rot90(self, k, dims):
        """Rotate by 90 degrees `k` times in the plane `dims`."""
        return _wrap(torch.rot90(self._t, k, dims))

    def narrow(self, axis, start, length):
        """The slice ``start:start + length`` along `axis`."""
        return _wrap(self._t.narrow(axis, start, length))

    def select(self, axis, index):
        """The sub-tensor at `index` along `axis` (that axis removed)."""
        return _wrap(self._t.select(axis, index))

    def unbind(self, dim=0):
        """Tuple of the slices along `dim`."""
        return tuple(_wrap(x) for x in self._t.unbind(dim))

    def chunk(self, chunks, axis=0, *, dim=None):
        """Split into `chunks` pieces along `axis` (or `dim`)."""
        return tuple(_wrap(x) for x in self._t.chunk(chunks, axis if dim is None else dim))

    def split(self, split_size_or_sections, axis=0):
        """Split into pieces of the given size(s) along `axis`."""
        return tuple(_wrap(x) for x in self._t.split(split_size_or_sections, axis))

    def tensor_split(self, indices_or_sections, axis=0):
        """Split into pieces at the given indices (or into that many near-equal sections) along `axis`."""
        return tuple(_wrap(x) for x in torch.tensor_split(self._t, indices_or_sections, axis))

    def hsplit(self, indices_or_sections):
        """Split along axis 1 (axis 0 for 1-D)."""
        return tuple(_wrap(x) for x in torch.hsplit(self._t, indices_or_sections))

    def vsplit(self, indices_or_sections):
        """Split along axis 0."""
        return tuple(_wrap(x) for x in torch.vsplit(self._t, indices_or_sections))

    def dsplit(self, indices_or_sections):
        """Split along axis 2."""
        return tuple(_wrap(x) for x in torch.dsplit(self._t, indices_or_sections))

    def diagonal(self, offset=0, axis1=0, axis2=1):
        """The diagonal (with `offset`) of the planes spanned by `axis1` and `axis2`."""
        return _wrap(torch.diagonal(self._t, offset, axis1, axis2))


    def diagflat(self, offset=0):
        """2-D tensor with the flattened input on diagonal `offset`."""
        return _wrap(torch.diagflat(self._t, offset))

    def tril(self, diagonal=0):
        """Lower triangle (elements above `diagonal` set to zero)."""
        return _wrap(torch.tril(self._t, diagonal))

    def triu(self, diagonal=0):
        """Upper triangle (elements below `diagonal` set to zero)."""
        return _wrap(torch.triu(self._t, diagonal))

    def unfold(self, kernel_size, dilation=1, padding=0, stride=1):
        """Sliding local blocks of a 4-D (N, C, H, W) tensor (``im2col``)."""
        return _wrap(torch.nn.functional.unfold(self._t, kernel_size, dilation, padding, stride))

    def fold(self, output_size, kernel_size, dilation=1, padding=0, stride=1):
        """Combine sliding local blocks into a tensor (``col2im``)."""
        return _wrap(torch.nn.functional.fold(self._t, output_size, kernel_size, dilation, padding, stride))

    # ----- filling and in-place updates --------------------------------------------------------------------------
    def fill(self, value):
        """A tensor of the same shape and dtype filled with `value` (not in place)."""
        return _wrap(torch.full_like(self._t, _unwrap(value).item() if isinstance(value, Tensor) else value))

    fills = fill

    def _inplace(self, fn, *args, **kwargs):
        t = self._t
        if t.requires_grad and t.is_leaf:
            with torch.no_grad():
                fn(t, *args, **kwargs)
        else:
            fn(t, *args, **kwargs)
        return self

    def fill_(self, value):
        """Fill with `value` in place; returns self."""
        return self._inplace(torch.Tensor.fill_, _unwrap(value))

    def zero_(self):
        """Fill with zeros in place; returns self."""
        return self._inplace(torch.Tensor.zero_)

    def copy_(self, src, non_blocking=False):
        """Copy the values of `src` (broadcast, cast) into self in place; returns self."""
        return self._inplace(torch.Tensor.copy_, _arg(src) if not isinstance(src, (int, float))
                             else torch.tensor(src), non_blocking)

    def uniform_(self, from_=0, to=1, *, generator=None):
        """Fill with samples from U(`from_`, `to`) in place; returns self."""
        return self._inplace(torch.Tensor.uniform_, from_, to, generator=generator)

    def normal_(self, mean=0, std=1, *, generator=None):
        """Fill with samples from N(`mean`, `std`) in place; returns self."""
        return self._inplace(torch.Tensor.normal_, mean, std, generator=generator)

    def masked_fill(self, mask, value):
        """A copy with `value` where `mask` is True."""
        return _wrap(self._t.masked_fill(_unwrap(mask), _unwrap(value)))

    def masked_select(self, mask):
        """1-D tensor of the elements where `mask` is True."""
        return _wrap(self._t.masked_select(_unwrap(mask)))

    def masked_scatter(self, mask, source):
        """A copy with consecutive elements of `source` written where `mask` is True."""
        return _wrap(self._t.masked_scatter(_unwrap(mask), _unwrap(source)))

    def index_fill(self, axis, index, value):
        """A copy with `value` at positions `index` (an Int32 tensor in MindSpore; Int64 is accepted too) along
        `axis`."""
        return _wrap(self._t.index_fill(axis, _long_index(index), _unwrap(value)))

    def index_add(self, dim, index, source, *, alpha=1):
        """A copy with `alpha * source` added at positions `index` along `dim`."""
        return _wrap(self._t.index_add(dim, _unwrap(index), _unwrap(source), alpha=alpha))

    def index_put(self, indices, values, accumulate=False):
        """A copy with `values` written (or added) at the positions given by the tuple of index tensors."""
        return _wrap(self._t.index_put(tuple(_long_index(i) for i in indices), _unwrap(values), accumulate))

    def index_select(self, axis=None, index=None, *, dim=None):
        """Elements at `index` along `axis` (or `dim`)."""
        axis = _pick(axis, dim)
        if axis is None or index is None:
            raise TypeError("For 'index_select', the arguments 'dim' (or 'axis') and 'index' must be given.")
        if isinstance(index, Tensor) and not index._t.dtype in (torch.int32, torch.int64):
            raise TypeError(f"For 'index_select', the 'index' must be a Tensor of int32 or int64, but got "
                            f"{index.dtype}.")
        return _wrap(torch.index_select(self._t, axis, _long_index(index)))

    def gather(self, input_indices, axis, batch_dims=0):
        """
        Slices along `axis` picked by `input_indices` (MindSpore ``ops.gather``: the index shape replaces `axis`).

        Examples:
            >>> from mindspore import Tensor
            >>> x = Tensor([[1, 2], [3, 4], [5, 6]])
            >>> print(x.gather(Tensor([2, 0]), 0))
            [[5 6]
             [1 2]]
        """
        idx = _unwrap(input_indices)
        if not isinstance(idx, torch.Tensor):
            idx = torch.tensor(idx, device=self._t.device)
        if batch_dims:
            raise ValueError("For 'gather', 'batch_dims' other than 0 is not supported yet.")
        axis = axis + self._t.dim() if axis < 0 else axis
        out = torch.index_select(self._t, axis, idx.reshape(-1).long())
        return _wrap(out.reshape(*self._t.shape[:axis], *idx.shape, *self._t.shape[axis + 1:]))

    def gather_elements(self, dim, index):
        """Elements picked along `dim` by `index` (``torch.gather``)."""
        return _wrap(torch.gather(self._t, dim, _unwrap(index).long()))

    def gather_nd(self, indices):
        """Slices at the N-d positions in the last axis of `indices`."""
        idx = _unwrap(indices).long()
        return _wrap(self._t[tuple(idx.movedim(-1, 0))])

    def take(self, indices, axis=None, mode="clip"):
        """Elements at `indices` (of the flattened tensor, or along `axis`); out-of-range indices clip or wrap."""
        idx = _unwrap(indices)
        if not isinstance(idx, torch.Tensor):
            idx = torch.tensor(idx, device=self._t.device)
        t = self._t.reshape(-1) if axis is None else self._t
        ax = 0 if axis is None else axis
        n = t.shape[ax]
        if mode == "wrap":
            idx = idx.remainder(n)
        elif mode == "clip":
            idx = idx.clamp(0, n - 1)
        elif mode != "raise":
            raise ValueError(f"For 'take', the 'mode' must be 'raise', 'wrap' or 'clip', but got '{mode}'.")
        return Tensor.gather(_wrap(t), _wrap(idx), ax)

    def scatter(self, axis=None, index=None, src=None, *, dim=None):
        """A copy with `src` written at `index` along `axis` (or `dim`) (``torch.scatter``)."""
        axis = _pick(axis, dim)
        if axis is None or index is None or src is None:
            raise TypeError("For 'scatter', the arguments 'dim' (or 'axis'), 'index' and 'src' must be given.")
        return _wrap(torch.scatter(self._t, axis, _unwrap(index).long(), _unwrap(src)))

    def scatter_add(self, dim, index, src):
        """A copy with `src` added at `index` along `dim`."""
        return _wrap(torch.scatter_add(self._t, dim, _unwrap(index).long(), _unwrap(src)))

    def itemset(self, *args):
        """Set one element: ``itemset(value)`` for one-element tensors, ``itemset(flat_index, value)`` or
        ``itemset((i, j, ...), value)``."""
        *index, value = args
        with torch.no_grad():
            if not index:
                self._t.view(-1)[0] = value
            elif isinstance(index[0], tuple):
                self._t[index[0]] = value
            else:
                self._t.view(-1)[index[0]] = value
        return self

    # ----- reductions -----------------------------------------------------------------------------------------
    def sum(self, axis=None, dtype=None, keepdims=False, initial=None, *, dim=None, keepdim=None):
        """
        Sum over `axis` (all axes when ``None``). `dim` / `keepdim` are accepted as aliases of `axis` / `keepdims`.

        Args:
            axis (Union[None, int, tuple[int]]): the axes to reduce. Default: ``None``.
            dtype (mindspore.dtype): cast the input to this type first. Default: ``None``.
            keepdims (bool): keep reduced axes with length 1. Default: ``False``.
            initial (number): a value added to the sum. Default: ``None``.

        Returns:
            Tensor.

        Examples:
            >>> from mindspore import Tensor
            >>> x = Tensor([[1.0, 2.0], [3.0, 4.0]])
            >>> print(x.sum(), x.sum(axis=0), x.sum(dim=1, keepdim=True).shape)
            10.0 [4. 6.] (2, 1)
        """
        if axis is None and dim is None and dtype is None and not keepdims and not keepdim and initial is None:
            return _wrap(self._t.sum())
        dims = _dims(_pick(axis, dim))
        keep = _keep(keepdims, keepdim)
        t = self._t if dtype is None else self._t.to(_dm.to_torch(dtype))
        r = t.sum() if dims is None and not keep else t.sum(dim=dims, keepdim=keep)
        if initial is not None:
            r = r + initial
        return _wrap(r)

    def nansum(self, axis=None, keepdims=False, dtype=None, *, dim=None, keepdim=None):
        """Sum over `axis` treating NaN as zero."""
        dims = _dims(_pick(axis, dim))
        keep = _keep(keepdims, keepdim)
        t = self._t if dtype is None else self._t.to(_dm.to_torch(dtype))
        return _wrap(t.nansum() if dims is None and not keep else t.nansum(dim=dims, keepdim=keep))

    def mean(self, axis=None, keep_dims=False, *, dim=None, keepdim=None, keepdims=None, dtype=None):
        """
        Mean over `axis` (all axes when ``None``); integer tensors are averaged in float32.

        Examples:
            >>> from mindspore import Tensor
            >>> x = Tensor([[1.0, 2.0], [3.0, 4.0]])
            >>> print(x.mean(), x.mean(0), x.mean(axis=1, keep_dims=True).shape)
            2.5 [2. 3.] (2, 1)
        """
        dims = _dims(_pick(axis, dim))
        keep = _keep(keep_dims, keepdim, keepdims)
        t = _float_for_stats(self._t) if dtype is None else self._t.to(_dm.to_torch(dtype))
        return _wrap(t.mean() if dims is None and not keep else t.mean(dim=dims, keepdim=keep))

    def nanmean(self, axis=None, keepdims=False, *, dtype=None):
        """Mean over `axis` ignoring NaN."""
        dims = _dims(axis)
        t = _float_for_stats(self._t) if dtype is None else self._t.to(_dm.to_torch(dtype))
        return _wrap(t.nanmean() if dims is None and not keepdims else t.nanmean(dim=dims, keepdim=keepdims))

    def prod(self, axis=None, keep_dims=False, dtype=None, *, dim=None, keepdim=None):
        """Product over `axis` (all axes when ``None``)."""
        dims = _dims(_pick(axis, dim))
        keep = _keep(keep_dims, keepdim)
        t = self._t if dtype is None else self._t.to(_dm.to_torch(dtype))
        if dims is None:
            r = t.prod()
            return _wrap(r.reshape((1,) * t.dim()) if keep else r)
        for a in sorted(((dims,) if isinstance(dims, int) else dims), key=lambda d: d % max(t.dim(), 1),
                        reverse=True):
            t = t.prod(dim=a, keepdim=keep)
        return _wrap(t)

    def _minmax(self, is_max, axis, keepdims, initial, where, return_indices):
        t = self._t
        if where is not None:
            if initial is None:
                raise ValueError("reduction operation with 'where' requires 'initial' to be given.")
            t = torch.where(_unwrap(where), t, torch.tensor(initial, dtype=t.dtype, device=t.device))
        dims = _dims(axis)
        if return_indices:
            if dims is None or isinstance(dims, tuple):
                raise ValueError("For 'max'/'min', 'return_indices' needs a single int 'axis'.")
            vals, idx = (torch.max if is_max else torch.min)(t, dim=dims, keepdim=keepdims)
            return _wrap(vals), _wrap(idx)
        fn = torch.amax if is_max else torch.amin
        r = fn(t) if dims is None and not keepdims else fn(t, dim=dims if dims is not None else (), keepdim=keepdims)
        if initial is not None:
            r = (torch.maximum if is_max else torch.minimum)(r, torch.tensor(initial, dtype=r.dtype, device=r.device))
        return _wrap(r)

    def max(self, axis=None, keepdims=False, *, initial=None, where=None, return_indices=False, dim=None,
            keepdim=False):
        """
        Maximum over `axis` (all axes when ``None``).

        ``max(dim=d)`` (torch style) returns ``(values, indices)``; ``max(other_tensor)`` is the element-wise
        maximum. With `where`, only elements where it is True count and `initial` is required.

        Examples:
            >>> from mindspore import Tensor
            >>> x = Tensor([[1.0, 5.0], [3.0, 4.0]])
            >>> print(x.max(), x.max(axis=0), x.max(dim=1)[1])
            5.0 [3. 5.] [1 1]
        """
        if isinstance(axis, Tensor):
            return self.maximum(axis)
        if dim is not None:
            vals, idx = torch.max(self._t, dim=dim, keepdim=keepdim or keepdims)
            return _wrap(vals), _wrap(idx)
        return self._minmax(True, axis, keepdims, initial, where, return_indices)

    def min(self, axis=None, keepdims=False, *, initial=None, where=None, return_indices=False, dim=None,
            keepdim=False):
        """Minimum over `axis`; the counterpart of :meth:`max`."""
        if isinstance(axis, Tensor):
            return self.minimum(axis)
        if dim is not None:
            vals, idx = torch.min(self._t, dim=dim, keepdim=keepdim or keepdims)
            return _wrap(vals), _wrap(idx)
        return self._minmax(False, axis, keepdims, initial, where, return_indices)

    def amax(self, axis=None, keepdims=False, *, initial=None, where=None, dim=None, keepdim=None):
        """Maximum over `axis` (all axes when ``None``)."""
        return self._minmax(True, _pick(axis, dim), _keep(keepdims, keepdim), initial, where, False)

    def amin(self, axis=None, keepdims=False, *, initial=None, where=None, dim=None, keepdim=None):
        """Minimum over `axis` (all axes when ``None``)."""
        return self._minmax(False, _pick(axis, dim), _keep(keepdims, keepdim), initial, where, False)

    def aminmax(self, *, axis=0, keepdims=False):
        """``(minimum, maximum)`` along `axis`."""
        mn, mx = torch.aminmax(self._t, dim=axis, keepdim=keepdims)
        return _wrap(mn), _wrap(mx)

    def ptp(self, axis=None, keepdims=False):
        """Range (maximum - minimum) over `axis`."""
        return self.amax(axis, keepdims) - self.amin(axis, keepdims)


    def argmax_with_value(self, axis=0, keep_dims=False):
        """``(values, indices)`` of the maximum along `axis` (this order, as MindSpore 2.10's Tensor method
        returns; the primitive ``ops.ArgMaxWithValue`` returns ``(indices, values)``)."""
        v, i = torch.max(self._t, dim=axis, keepdim=keep_dims)
        return _wrap(v), _wrap(i)

    def argmin_with_value(self, axis=0, keep_dims=False):
        """``(values, indices)`` of the minimum along `axis` (this order, as MindSpore 2.10's Tensor method
        returns; the primitive ``ops.ArgMinWithValue`` returns ``(indices, values)``)."""
        v, i = torch.min(self._t, dim=axis, keepdim=keep_dims)
        return _wrap(v), _wrap(i)

    def all(self, axis=None, keep_dims=False, *, dim=None, keepdim=None):
        """Whether all elements (along `axis`) are True."""
        dims = _dims(_pick(axis, dim))
        keep = _keep(keep_dims, keepdim)
        t = self._t if self._t.dtype is torch.bool else self._t.bool()
        return _wrap(t.all() if dims is None and not keep else t.all(dim=dims, keepdim=keep))

    def any(self, axis=None, keep_dims=False, *, dim=None, keepdim=None):
        """Whether any element (along `axis`) is True."""
        dims = _dims(_pick(axis, dim))
        keep = _keep(keep_dims, keepdim)
        t = self._t if self._t.dtype is torch.bool else self._t.bool()
        return _wrap(t.any() if dims is None and not keep else t.any(dim=dims, keepdim=keep))

    def count_nonzero(self, axis=(), keep_dims=False, dtype=mstype.int32):
        """Number of non-zero elements over `axis` (all axes by default)."""
        dims = _dims(axis)
        r = (self._t != 0).sum(dim=dims, keepdim=keep_dims) if dims is not None else (self._t != 0).sum()
        if dims is None and keep_dims:
            r = r.reshape((1,) * self._t.dim())
        return _wrap(r.to(_dm.to_torch(dtype)))

    def std(self, axis=None, ddof=0, keepdims=False, *, dim=None, correction=None, keepdim=None):
        """Standard deviation over `axis`, with ``ddof`` (numpy) or ``correction`` (torch) degrees of freedom."""
        dims = _dims(_pick(axis, dim))
        return _wrap(torch.std(_float_for_stats(self._t), dim=dims, correction=ddof if correction is None
                               else correction, keepdim=_keep(keepdims, keepdim)))

    def var(self, axis=None, ddof=0, keepdims=False, *, dim=None, correction=None, keepdim=None):
        """Variance over `axis`, with ``ddof`` (numpy) or ``correction`` (torch) degrees of freedom."""
        dims = _dims(_pick(axis, dim))
        return _wrap(torch.var(_float_for_stats(self._t), dim=dims, correction=ddof if correction is None
                               else correction, keepdim=_keep(keepdims, keepdim)))

    def median(self, axis=-1, keepdims=False):
        """``(values, indices)`` of the median along `axis`."""
        v, i = torch.median(self._t, dim=axis, keepdim=keepdims)
        return _wrap(v), _wrap(i)

    def nanmedian(self, axis=-1, keepdims=False):
        """``(values, indices)`` of the median along `axis`, ignoring NaN."""
        v, i = torch.nanmedian(self._t, dim=axis, keepdim=keepdims)
        return _wrap(v), _wrap(i)

    def quantile(self, q, axis=None, keepdims=False):
        """The `q`-th quantile along `axis`."""
        return _wrap(torch.quantile(self._t, _arg(q), dim=axis, keepdim=keepdims))

    def nanquantile(self, q, axis=None, keepdims=False):
        """The `q`-th quantile along `axis`, ignoring NaN."""
        return _wrap(torch.nanquantile(self._t, _arg(q), dim=axis, keepdim=keepdims))

    def logsumexp(self, axis=None, keepdims=False, *, dim=None, keepdim=None):
        """``log(sum(exp(x)))`` over `axis` (or `dim`), computed stably."""
        axis = _pick(axis, dim)
        if axis is None:
            raise TypeError("For 'logsumexp', the argument 'dim' (or 'axis') must be given.")
        return _wrap(torch.logsumexp(self._t, dim=axis, keepdim=_keep(keepdims, keepdim)))

    def cumsum(self, axis=None, dtype=None, *, dim=None):
        """Cumulative sum along `axis` (of the flattened tensor when ``None``)."""
        axis = _pick(axis, dim)
        t = self._t.reshape(-1) if axis is None else self._t
        return _wrap(t.cumsum(0 if axis is None else axis, dtype=None if dtype is None else _dm.to_torch(dtype)))

    def cumprod(self, dim, dtype=None):
        """Cumulative product along `dim`."""
        return _wrap(self._t.cumprod(dim, dtype=None if dtype is None else _dm.to_torch(dtype)))

    def cummax(self, axis):
        """``(values, indices)`` of the cumulative maximum along `axis`."""
        v, i = torch.cummax(self._t, axis)
        return _wrap(v), _wrap(i)

    def cummin(self, axis):
        """``(values, indices)`` of the cumulative minimum along `axis` (Int32 indices, as in MindSpore)."""
        v, i = torch.cummin(self._t, axis)
        return _wrap(v), _wrap(i.to(torch.int32))

    def logcumsumexp(self, axis):
        """``log(cumsum(exp(x)))`` along `axis`, computed stably."""
        return _wrap(torch.logcumsumexp(self._t, axis))

    def norm(self, ord=None, dim=None, keepdim=False, *, dtype=None):  # pylint: disable=redefined-builtin
        """Vector or matrix norm (``torch.linalg.norm`` semantics)."""
        return _wrap(torch.linalg.norm(self._t, ord=ord, dim=dim, keepdim=keepdim,
                                       dtype=None if dtype is None else _dm.to_torch(dtype)))

    def trace(self, offset=0, axis1=0, axis2=1, dtype=None):
        """Sum along the diagonal."""
        r = torch.diagonal(self._t, offset, axis1, axis2).sum(-1)
        return _wrap(r if dtype is None else r.to(_dm.to_torch(dtype)))

    # ----- element-wise with arguments ---------------------------------------------------------------------------
    def clip(self, xmin=None, xmax=None, dtype=None):
        """Clamp the values to [`xmin`, `xmax`] (either may be ``None``, not both)."""
        if xmin is None and xmax is None:
            raise ValueError("For 'clip', at least one of 'xmin' or 'xmax' must not be None.")
        r = self._t.clamp(_unwrap(xmin), _unwrap(xmax))
        return _wrap(r if dtype is None else r.to(_dm.to_torch(dtype)))

    def clamp(self, min=None, max=None):  # pylint: disable=redefined-builtin
        """Clamp the values to [`min`, `max`] (either may be ``None``)."""
        return _wrap(self._t.clamp(_unwrap(min), _unwrap(max)))

    def clamp_(self, min=None, max=None):  # pylint: disable=redefined-builtin
        """Clamp in place; returns self."""
        return self._inplace(torch.Tensor.clamp_, _unwrap(min), _unwrap(max))

    def round(self, decimals=0):
        """Round half to even (to `decimals` places)."""
        return _wrap(torch.round(self._t, decimals=decimals))


    def log_softmax(self, axis=-1):
        """Log-softmax along `axis`."""
        return _wrap(torch.log_softmax(self._t, axis))

    def logit(self, eps=None):
        """``log(x / (1 - x))``, with inputs clamped to [`eps`, 1 - `eps`] when `eps` is given."""
        return _wrap(torch.logit(self._t, eps))

    def nan_to_num(self, nan=0.0, posinf=None, neginf=None):
        """Replace NaN, +inf and -inf by finite numbers."""
        return _wrap(torch.nan_to_num(self._t, nan, posinf, neginf))

    def lerp(self, end, weight):
        """``self + weight * (end - self)``."""
        return _wrap(torch.lerp(self._t, _unwrap(end), _arg(weight)))

    def addcmul(self, tensor1, tensor2, value=1):
        """``self + value * tensor1 * tensor2``."""
        return _wrap(torch.addcmul(self._t, _unwrap(tensor1), _unwrap(tensor2), value=_arg(value)))

    def addcdiv(self, tensor1, tensor2, value=1):
        """``self + value * tensor1 / tensor2``."""
        return _wrap(torch.addcdiv(self._t, _unwrap(tensor1), _unwrap(tensor2), value=_arg(value)))

    def addmm(self, mat1, mat2, *, beta=1, alpha=1):
        """``beta * self + alpha * (mat1 @ mat2)``."""
        return _wrap(torch.addmm(self._t, _unwrap(mat1), _unwrap(mat2), beta=beta, alpha=alpha))

    def addbmm(self, batch1, batch2, *, beta=1, alpha=1):
        """``beta * self + alpha * sum_b(batch1[b] @ batch2[b])``."""
        return _wrap(torch.addbmm(self._t, _unwrap(batch1), _unwrap(batch2), beta=beta, alpha=alpha))

    def baddbmm(self, batch1, batch2, *, beta=1, alpha=1):
        """``beta * self + alpha * (batch1 @ batch2)`` batch-wise."""
        return _wrap(torch.baddbmm(self._t, _unwrap(batch1), _unwrap(batch2), beta=beta, alpha=alpha))

    def addmv(self, mat, vec, *, beta=1, alpha=1):
        """``beta * self + alpha * (mat @ vec)``."""
        return _wrap(torch.addmv(self._t, _unwrap(mat), _unwrap(vec), beta=beta, alpha=alpha))

    def addr(self, vec1, vec2, beta=1, alpha=1):
        """``beta * self + alpha * outer(vec1, vec2)``."""
        return _wrap(torch.addr(self._t, _unwrap(vec1), _unwrap(vec2), beta=beta, alpha=alpha))

    def isclose(self, x2, rtol=1e-05, atol=1e-08, equal_nan=False):
        """Element-wise ``|x - x2| <= atol + rtol * |x2|``."""
        a, b = _promoted_pair(self, x2, "IsClose")
        return _wrap(torch.isclose(a, b, rtol, atol, equal_nan))

    def allclose(self, other, rtol=1e-05, atol=1e-08, equal_nan=False):
        """Whether :meth:`isclose` holds for all elements (a Python bool)."""
        a, b = _promoted_pair(self, other, "AllClose")
        return bool(torch.allclose(a, b, rtol, atol, equal_nan))

    def approximate_equal(self, other, tolerance=1e-05):
        """Element-wise ``|x - other| < tolerance``."""
        return _wrap((self._t - _arg(other)).abs() < tolerance)

    def equal(self, other):
        """Element-wise equality (``==``)."""
        return _binary(torch.eq, "Equal", self, other)

    def where(self, condition, y):
        """Elements of self where `condition` is True, of `y` elsewhere."""
        return _where(condition, self, y)

    def nonzero(self, *, as_tuple=False):
        """Indices of the non-zero elements (an (N, ndim) Int64 tensor, or a tuple of 1-D tensors)."""
        r = self._t.nonzero(as_tuple=as_tuple)
        return tuple(_wrap(x) for x in r) if as_tuple else _wrap(r)

    def argwhere(self):
        """Indices of the non-zero elements as an (N, ndim) Int64 tensor."""
        return _wrap(torch.argwhere(self._t))

    def sort(self, axis=-1, descending=False, *, dim=None, stable=False):
        """``(values, indices)`` sorted along `axis` (or `dim`); the indices are Int32, as in MindSpore."""
        v, i = torch.sort(self._t, dim=axis if dim is None else dim, descending=descending, stable=stable)
        return _wrap(v), _wrap(i.to(torch.int32))

    def argsort(self, axis=-1, descending=False, *, dim=None, stable=False):
        """Indices (Int32, as in MindSpore) that sort the tensor along `axis` (or `dim`)."""
        return _wrap(torch.argsort(self._t, dim=axis if dim is None else dim, descending=descending,
                                   stable=stable).to(torch.int32))

    def msort(self):
        """Sorted along the first axis."""
        return _wrap(torch.msort(self._t))


    def searchsorted(self, v, side="left", sorter=None):
        """Insertion indices (Int32, as MindSpore's Tensor method gives) of `v` into this sorted tensor."""
        if side not in ("left", "right"):
            raise ValueError(f"For 'Tensor.searchsorted', the argument 'side' should be one of in ['left', 'right'], "
                             f"but got {side}.")
        return _wrap(torch.searchsorted(self._t, _arg(v), right=side == "right", out_int32=True,
                                        sorter=None if sorter is None else _unwrap(sorter)))

    def unique_consecutive(self, return_inverse=False, return_counts=False, dim=None):
        """Collapse runs of equal consecutive elements (optionally with inverse indices and counts)."""
        r = torch.unique_consecutive(self._t, return_inverse=return_inverse, return_counts=return_counts, dim=dim)
        return tuple(_wrap(x) for x in r) if isinstance(r, tuple) else _wrap(r)

    def bincount(self, weights=None, minlength=0):
        """Count occurrences of each non-negative integer (weighted by `weights`); the result is Float32 whatever
        the dtypes, as MindSpore's kernel gives."""
        w = None if weights is None else _unwrap(weights)
        return _wrap(torch.bincount(self._t, w, minlength).to(torch.float32))

    def histc(self, bins=100, min=0.0, max=0.0):  # pylint: disable=redefined-builtin
        """Histogram with `bins` equal-width bins over [`min`, `max`]."""
        return _wrap(torch.histc(self._t, bins, min, max))

    def diff(self, n=1, axis=-1, prepend=None, append=None):
        """`n`-th discrete difference along `axis`."""
        return _wrap(torch.diff(self._t, n, axis, None if prepend is None else _unwrap(prepend),
                                None if append is None else _unwrap(append)))

    def cross(self, other, dim=None):
        """Cross product along `dim` (the first axis of length 3 when ``None``)."""
        if dim is None:
            dim = next((i for i, n in enumerate(self._t.shape) if n == 3), -1)
        return _wrap(torch.linalg.cross(self._t, _unwrap(other), dim=dim))

    def renorm(self, p, axis, maxnorm):
        """Rescale the sub-tensors along `axis` whose `p`-norm exceeds `maxnorm`."""
        return _wrap(torch.renorm(self._t, p, axis, maxnorm))

    def matrix_power(self, n):
        """Square matrix to the integer power `n`."""
        return _wrap(torch.linalg.matrix_power(self._t, n))

    def new_zeros(self, size, *, dtype=None):
        """Zeros of shape `size` with this tensor's dtype (or `dtype`) and device."""
        return _wrap(self._t.new_zeros(tuple(size) if isinstance(size, (list, tuple)) else (size,),
                                       dtype=None if dtype is None else _dm.to_torch(dtype)))

    def new_ones(self, size, *, dtype=None):
        """Ones of shape `size` with this tensor's dtype (or `dtype`) and device."""
        return _wrap(self._t.new_ones(tuple(size) if isinstance(size, (list, tuple)) else (size,),
                                      dtype=None if dtype is None else _dm.to_torch(dtype)))

    def new_full(self, size, fill_value, *, dtype=None):
        """A tensor of shape `size` filled with `fill_value` (this tensor's dtype by default)."""
        return _wrap(self._t.new_full(tuple(size) if isinstance(size, (list, tuple)) else (size,), fill_value,
                                      dtype=None if dtype is None else _dm.to_torch(dtype)))

    def new_empty(self, size, *, dtype=None, device=None):
        """An uninitialised tensor of shape `size` (this tensor's dtype by default; `device` must be ``None`` or a
        valid target name: tensors live on the device selected with ``set_context``)."""
        if device is not None and device not in _device.VALID_TARGETS:
            raise ValueError(f"For 'new_empty', the 'device' must be None or one of {list(_device.VALID_TARGETS)}, "
                             f"but got {device!r}.")
        return _wrap(self._t.new_empty(tuple(size) if isinstance(size, (list, tuple)) else (size,),
                                       dtype=None if dtype is None else _dm.to_torch(dtype)))

    def register_hook(self, hook):
        """
        Register `hook(grad) -> Optional[Tensor]` to run when the gradient of this tensor is computed; a returned
        Tensor replaces the gradient.

        Returns:
            A handle with ``remove()``.

        Examples:
            >>> import mindspore as ms
            >>> from mindspore import Tensor
            >>> def f(x):
            ...     y = x * 3
            ...     y.register_hook(lambda g: g * 2)
            ...     return y.sum()
            >>> print(ms.grad(f)(Tensor([1.0, 1.0])))
            [6. 6.]
        """
        return self._t.register_hook(lambda g: _unwrap(hook(_wrap(g))))

    def div(self, value, *, rounding_mode=None):
        """
        Division: true division, or rounded with ``rounding_mode='floor'`` / ``'trunc'``.

        Examples:
            >>> from mindspore import Tensor
            >>> x = Tensor([7, -7])
            >>> print(x.div(2), x.div(2, rounding_mode='floor'), x.div(2, rounding_mode='trunc'))
            [ 3.5 -3.5] [ 3 -4] [ 3 -3]
        """
        if rounding_mode is None:
            return _binary(torch.true_divide, "Div", self, value)
        if rounding_mode not in ("floor", "trunc"):
            raise ValueError(f"For 'div', the 'rounding_mode' must be None, 'floor' or 'trunc', but got "
                             f"'{rounding_mode}'.")
        return _binary(torch.div, "DivMod", self, value, rounding_mode=rounding_mode)

    divide = div

    def add(self, other, *, alpha=1):
        """``self + alpha * other`` with MindSpore type promotion."""
        if alpha == 1:
            return _binary(torch.add, "Add", self, other)
        return _binary(torch.add, "Add", self, other, alpha=alpha)

    def sub(self, other, *, alpha=1):
        """``self - alpha * other`` with MindSpore type promotion."""
        if alpha == 1:
            return _binary(torch.sub, "Sub", self, other)
        return _binary(torch.sub, "Sub", self, other, alpha=alpha)

    subtract = sub

    # ----- more in-place updates ------------------------------------------------------------------------------
    def addmm_(self, mat1, mat2, *, beta=1, alpha=1):
        """In-place ``self = beta * self + alpha * (mat1 @ mat2)``; returns self."""
        return self._inplace(torch.Tensor.addmm_, _unwrap(mat1), _unwrap(mat2), beta=beta, alpha=alpha)

    def index_add_(self, dim, index, source, *, alpha=1):
        """In-place version of :meth:`index_add`; returns self."""
        return self._inplace(torch.Tensor.index_add_, dim, _unwrap(index), _unwrap(source), alpha=alpha)

    def index_put_(self, indices, values, accumulate=False):
        """In-place version of :meth:`index_put`; returns self."""
        return self._inplace(torch.Tensor.index_put_, tuple(_unwrap(i) for i in indices), _unwrap(values),
                             accumulate)

    def scatter_add_(self, dim, index, src):
        """In-place version of :meth:`scatter_add`; returns self."""
        return self._inplace(torch.Tensor.scatter_add_, dim, _unwrap(index).long(), _unwrap(src))

    def floor_(self):
        """Round down in place; returns self."""
        return self._inplace(torch.Tensor.floor_)

    def sign_(self):
        """Replace the values by their signs in place; returns self."""
        return self._inplace(torch.Tensor.sign_)

    def tanh_(self):
        """Hyperbolic tangent in place; returns self."""
        return self._inplace(torch.Tensor.tanh_)

    def erfinv_(self):
        """Inverse error function in place; returns self."""
        return self._inplace(torch.Tensor.erfinv_)

    def fill_diagonal(self, fill_value, wrap=False):
        """Fill the main diagonal with `fill_value` in place (for tall matrices, restart every N+1 rows when `wrap`);
        returns self."""
        return self._inplace(torch.Tensor.fill_diagonal_, fill_value, wrap)

    def inplace_update(self, v, indices):
        """Write the rows of `v` at the row positions `indices` (an int or 1-D int Tensor) in place; returns self."""
        idx = _unwrap(indices)
        value = _arg(v)
        rows = torch.as_tensor(idx, device=self._t.device).reshape(-1).long()
        return self._inplace(torch.Tensor.index_copy_, 0, rows, value.reshape(-1, *self._t.shape[1:]).to(self._t.dtype))

    # ----- random sampling ----------------------------------------------------------------------------------------
    def uniform(self, from_=0.0, to=1.0, generator=None):
        """A new tensor of this shape and dtype with samples from U(`from_`, `to`)."""
        return _wrap(torch.empty_like(self._t).uniform_(from_, to, generator=_torch_generator(generator)))

    def random_(self, from_=0, to=None, *, generator=None):
        """Fill in place with integers drawn uniformly from [`from_`, `to` - 1] (``to=None``: the dtype's range);
        returns self."""
        g = _torch_generator(generator)
        if to is None:
            return self._inplace(torch.Tensor.random_, from_, generator=g)
        return self._inplace(torch.Tensor.random_, from_, to, generator=g)

    def exponential_(self, lambd=1, *, generator=None):
        """Fill in place with samples of the exponential distribution with rate `lambd`; returns self."""
        return self._inplace(torch.Tensor.exponential_, lambd, generator=_torch_generator(generator))

    def bernoulli_(self, p=0.5, *, generator=None):
        """Fill in place with 0/1 samples, 1 with probability `p` (a number or Tensor); returns self."""
        return self._inplace(torch.Tensor.bernoulli_, _unwrap(p), generator=_torch_generator(generator))

    def bernoulli(self, *, generator=None):
        """0/1 samples, 1 with the probability given by each element of self."""
        return _wrap(torch.bernoulli(self._t, generator=_torch_generator(generator)))

    def cauchy(self, median=0.0, sigma=1.0):
        """A new tensor of this shape and dtype with samples of the Cauchy distribution."""
        return _wrap(torch.empty_like(self._t).cauchy_(median, sigma))

    def log_normal(self, mean=1.0, std=2.0):
        """A new tensor of this shape and dtype with samples of the log-normal distribution."""
        return _wrap(torch.empty_like(self._t).log_normal_(mean, std))

    def multinomial(self, num_samples, replacement=True, seed=None):
        """`num_samples` category indices per row, drawn with the (unnormalised) probabilities in self."""
        g = None
        if seed is not None:
            g = torch.Generator(device=self._t.device)
            g.manual_seed(int(seed))
        return _wrap(torch.multinomial(self._t, num_samples, replacement, generator=g))

    def random_categorical(self, num_sample, seed=0, dtype=mstype.int64):
        """`num_sample` category indices per row, drawn with probabilities ``softmax(self)`` (self holds logits)."""
        g = None
        if seed:
            g = torch.Generator(device=self._t.device)
            g.manual_seed(int(seed))
        probs = torch.softmax(self._t.float(), -1)
        return _wrap(torch.multinomial(probs, num_sample, True, generator=g).to(_dm.to_torch(dtype)))

    # ----- linear algebra -------------------------------------------------------------------------------------
    def slogdet(self):
        """``(sign, log|det|)`` of a square matrix (batch)."""
        sign, logabs = torch.linalg.slogdet(self._t)
        return _wrap(sign), _wrap(logabs)

    log_matrix_determinant = slogdet

    def svd(self, full_matrices=False, compute_uv=True):
        """Singular value decomposition: ``(s, u, v)`` with ``self = u @ diag(s) @ v^H`` (``s`` only without
        `compute_uv`)."""
        if not compute_uv:
            return _wrap(torch.linalg.svdvals(self._t))
        u, s, vh = torch.linalg.svd(self._t, full_matrices=full_matrices)
        return _wrap(s), _wrap(u), _wrap(vh.mH)

    def qr(self, some=True):
        """QR decomposition ``(q, r)`` (reduced when `some`, complete otherwise)."""
        q, r = torch.linalg.qr(self._t, mode="reduced" if some else "complete")
        return _wrap(q), _wrap(r)

    def eigvals(self):
        """Eigenvalues of a square matrix (complex)."""
        return _wrap(torch.linalg.eigvals(self._t))

    def geqrf(self):
        """``(a, tau)``: the Householder form of the QR decomposition (LAPACK ``geqrf``)."""
        a, tau = torch.geqrf(self._t)
        return _wrap(a), _wrap(tau)

    def orgqr(self, input2):
        """The Q matrix of a ``geqrf`` result (self) and its `tau` (`input2`)."""
        return _wrap(torch.linalg.householder_product(self._t, _unwrap(input2)))

    def ormqr(self, input2, input3, left=True, transpose=False):
        """Multiply `input3` by the Q of a ``geqrf`` result (self, `input2` = tau)."""
        return _wrap(torch.ormqr(self._t, _unwrap(input2), _unwrap(input3), left, transpose))

    def lstsq(self, A):
        """Least-squares solution X of ``self @ X = A``."""
        return _wrap(torch.linalg.lstsq(self._t, _unwrap(A)).solution)

    def lu_solve(self, LU_data, LU_pivots):  # pylint: disable=invalid-name
        """Solve ``A X = self`` from the LU factorisation (`LU_data`, `LU_pivots`) of ``A``."""
        return _wrap(torch.linalg.lu_solve(_unwrap(LU_data), _unwrap(LU_pivots), self._t))

    def cholesky_solve(self, input2, upper=False):
        """Solve ``A X = self`` given the Cholesky factor `input2` of ``A``."""
        return _wrap(torch.cholesky_solve(self._t, _unwrap(input2), upper))

    def triangular_solve(self, A, upper=True, transpose=False, unitriangular=False):
        """``(X, A)`` with X solving ``A X = self`` for a triangular ``A``."""
        a = _unwrap(A)
        coeff = a.mT if transpose else a
        x = torch.linalg.solve_triangular(coeff, self._t, upper=upper != transpose, unitriangular=unitriangular)
        return _wrap(x), _wrap(a.clone())

    def cov(self, *, correction=1, fweights=None, aweights=None):
        """Covariance matrix of the variables in the rows of self."""
        return _wrap(torch.cov(self._t, correction=correction, fweights=None if fweights is None else
                               _unwrap(fweights), aweights=None if aweights is None else _unwrap(aweights)))

    def mvlgamma(self, p):
        """Multivariate log-gamma of dimension `p`."""
        return _wrap(torch.mvlgamma(self._t, p))

    # ----- scatter-style constructions --------------------------------------------------------------------------
    def select_scatter(self, src, axis, index):
        """A copy with `src` embedded at `index` along `axis`."""
        return _wrap(torch.select_scatter(self._t, _unwrap(src), axis, index))

    def slice_scatter(self, src, axis=0, start=None, end=None, step=1):
        """A copy with `src` embedded in the slice ``start:end:step`` along `axis`."""
        return _wrap(torch.slice_scatter(self._t, _unwrap(src), axis, start, end, step))

    def diagonal_scatter(self, src, offset=0, dim1=0, dim2=1):
        """A copy with `src` embedded as the diagonal `offset` of the planes (`dim1`, `dim2`)."""
        return _wrap(torch.diagonal_scatter(self._t, _unwrap(src), offset, dim1, dim2))

    def _tensor_scatter(self, indices, updates, op):
        idx = _unwrap(indices).long()
        upd = _arg(updates)
        out = self._t.clone()
        k = idx.shape[-1]
        flat_idx = idx.reshape(-1, k)
        flat_upd = upd.reshape(flat_idx.shape[0], *self._t.shape[k:]).to(out.dtype)
        for i in range(flat_idx.shape[0]):
            pos = tuple(flat_idx[i].tolist())
            out[pos] = op(out[pos], flat_upd[i])
        return _wrap(out)

    def scatter_mul(self, indices, updates):
        """A copy with the slices at the N-d `indices` multiplied by `updates` (duplicates applied in turn)."""
        return self._tensor_scatter(indices, updates, torch.mul)

    def scatter_div(self, indices, updates):
        """A copy with the slices at the N-d `indices` divided by `updates` (duplicates applied in turn)."""
        return self._tensor_scatter(indices, updates,
                                    lambda a, b: torch.div(a, b, rounding_mode=None if a.is_floating_point()
                                                           else "trunc"))

    def scatter_sub(self, indices, updates):
        """A copy with `updates` subtracted at the N-d `indices` (duplicates applied in turn)."""
        return self._tensor_scatter(indices, updates, torch.sub)

    def scatter_max(self, indices, updates):
        """A copy with the maximum of the slices at the N-d `indices` and `updates`."""
        return self._tensor_scatter(indices, updates, torch.maximum)

    def scatter_min(self, indices, updates):
        """A copy with the minimum of the slices at the N-d `indices` and `updates`."""
        return self._tensor_scatter(indices, updates, torch.minimum)

    def _segment_reduce(self, segment_ids, num_segments, reduce, empty):
        ids = _unwrap(segment_ids).long()
        n = int(num_segments)
        t = self._t
        data = t.reshape(-1, *t.shape[ids.dim():])
        flat_ids = ids.reshape(-1)
        keep = (flat_ids >= 0) & (flat_ids < n)
        out = torch.full((n, *data.shape[1:]), empty, dtype=t.dtype, device=t.device)
        index = flat_ids[keep].reshape(-1, *([1] * (data.dim() - 1))).expand(-1, *data.shape[1:])
        return _wrap(out.scatter_reduce(0, index, data[keep], reduce=reduce, include_self=False))

    def unsorted_segment_max(self, segment_ids, num_segments):
        """Maximum of the rows of each segment; empty segments hold the lowest value of the dtype."""
        low = torch.finfo(self._t.dtype).min if self._t.is_floating_point() else torch.iinfo(self._t.dtype).min
        return self._segment_reduce(segment_ids, num_segments, "amax", low)

    def unsorted_segment_min(self, segment_ids, num_segments):
        """Minimum of the rows of each segment; empty segments hold the highest value of the dtype."""
        high = torch.finfo(self._t.dtype).max if self._t.is_floating_point() else torch.iinfo(self._t.dtype).max
        return self._segment_reduce(segment_ids, num_segments, "amin", high)

    def unsorted_segment_prod(self, segment_ids, num_segments):
        """Product of the rows of each segment; empty segments hold 1."""
        return self._segment_reduce(segment_ids, num_segments, "prod", 1)

    # ----- misc -------------------------------------------------------------------------------------------------
    def value(self):
        """The tensor itself (MindSpore's ``value()``, meaningful for Parameters)."""
        return self

    def get_bytes(self):
        """The raw bytes of the data (C order)."""
        return np.ascontiguousarray(self.asnumpy()).tobytes()

    def sum_to_size(self, *size):
        """Sum broadcast dimensions so that the result has shape `size`."""
        size = size[0] if len(size) == 1 and isinstance(size[0], (tuple, list)) else size
        return _wrap(self._t.sum_to_size(*size))

    def resize(self, *new_shape):
        """A new tensor of `new_shape` holding the data in C order, truncated or padded with zeros."""
        shape = new_shape[0] if len(new_shape) == 1 and isinstance(new_shape[0], (tuple, list)) else new_shape
        shape = tuple(int(s) for s in shape)
        flat = self._t.reshape(-1)
        n = 1
        for s in shape:
            n *= s
        if n <= flat.numel():
            return _wrap(flat[:n].reshape(shape))
        return _wrap(torch.cat([flat, flat.new_zeros(n - flat.numel())]).reshape(shape))

    def choose(self, choices, mode="clip"):
        """Pick, for each element index ``i`` of self, the element of ``choices[i]`` (numpy ``choose``)."""
        stacked = torch.stack(torch.broadcast_tensors(*[_arg(c) if isinstance(_arg(c), torch.Tensor)
                                                        else torch.tensor(c) for c in choices]))
        idx = self._t.long()
        n = stacked.shape[0]
        if mode == "wrap":
            idx = idx.remainder(n)
        elif mode == "clip":
            idx = idx.clamp(0, n - 1)
        elif mode != "raise":
            raise ValueError(f"For 'choose', the 'mode' must be 'raise', 'wrap' or 'clip', but got '{mode}'.")
        idx, stacked = torch.broadcast_tensors(idx.unsqueeze(0), stacked)
        return _wrap(torch.gather(stacked, 0, idx[:1])[0])

    def col2im(self, output_size, kernel_size, dilation, padding_value, stride):
        """Combine sliding local blocks into an image. As MindSpore's ``Col2Im``, the tensor is 4-D
        :math:`(N, C, \\prod(kernel\\_size), L)` and the result :math:`(N, C, H, W)` with
        ``(H, W) = output_size``."""
        t = self._t
        if t.dim() != 4:
            raise ValueError(f"For primitive[Col2Im], the x dimension must be equal to 4, but got {t.dim()}.")
        size = _arg(output_size)
        size = tuple(int(v) for v in size.tolist()) if isinstance(size, torch.Tensor) else size
        n, c, k, blocks = t.shape
        return _wrap(torch.nn.functional.fold(t.reshape(n, c * k, blocks), size, kernel_size, dilation,
                                              padding_value, stride))

    def dot(self, other):
        """
        MindSpore's (deprecated) ``Tensor.dot`` = :func:`mindspore.ops.dot`: contracts the last axis of this tensor
        with the second-to-last axis of `other`; both must have at least 2 dimensions and be float16/float32.

        Args:
            other (Tensor): the second operand.

        Returns:
            Tensor of shape ``self.shape[:-1] + other.shape[:-2] + other.shape[-1:]``.

        Raises:
            TypeError: if `other` is not a Tensor, a dtype is not float16/float32 or the dtypes differ.
            ValueError: if a tensor has fewer than 2 dimensions or the contracted axes differ in length.
        """
        if not isinstance(other, Tensor):
            raise TypeError(f"For 'dot', the input 'other' must be a Tensor, but got {type(other).__name__}.")
        a, b = self._t, other._t
        for arg, t in (("x1", a), ("x2", b)):
            if t.dtype not in (torch.float16, torch.float32):
                raise TypeError(f"The '{arg}' doesn't support '{_ms_name(t.dtype)}' and expect to receive "
                                f"[mindspore.float16, mindspore.float32].")
        if a.dtype is not b.dtype:
            raise TypeError(f"For 'dot', the inputs must be the same type, but got x1_type: {self.dtype} and "
                            f"x2_type: {other.dtype}.")
        if a.dim() < 2 or b.dim() < 2:
            raise ValueError(f"For 'dot', the inputs x1, x2 should have 'dimension >= 2', but got "
                             f"'len(x1_shape)': ({a.dim()}) and 'len(x2_shape)': ({b.dim()}).")
        if a.shape[-1] != b.shape[-2]:
            raise ValueError(f"For 'dot', the last dimension of x1 ({a.shape[-1]}) must equal the second-to-last "
                             f"dimension of x2 ({b.shape[-2]}), but got shapes {list(a.shape)} and {list(b.shape)}.")
        return _wrap(torch.tensordot(a, b, dims=([-1], [b.dim() - 2])))

    def reverse_sequence(self, seq_lengths, seq_dim=0, batch_dim=0):
        """Reverse the first ``seq_lengths[b]`` elements along `seq_dim` of every batch entry ``b``."""
        t = self._t
        lengths = _unwrap(seq_lengths).long().tolist()
        out = t.clone()
        for b, n in enumerate(lengths):
            src = t.select(batch_dim, b)
            dst = out.select(batch_dim, b)
            sd = seq_dim if seq_dim < batch_dim else seq_dim - 1
            dst.narrow(sd, 0, n).copy_(src.narrow(sd, 0, n).flip(sd))
        return _wrap(out)

    def unique_with_pad(self, pad_num):
        """``(y, idx)``: the unique elements of a 1-D tensor in order of first appearance, padded with `pad_num`
        to the input length, and the position in ``y`` of every input element."""
        t = self._t
        values, inverse = torch.unique(t, sorted=True, return_inverse=True)
        first = torch.full((values.numel(),), t.numel(), dtype=torch.long, device=t.device)
        first = first.scatter_reduce(0, inverse, torch.arange(t.numel(), device=t.device), "amin")
        order = torch.argsort(first)
        rank = torch.empty_like(order)
        rank[order] = torch.arange(order.numel(), device=t.device)
        y = torch.full_like(t, pad_num)
        y[:values.numel()] = values[order]
        return _wrap(y), _wrap(rank[inverse].to(torch.int32 if t.dtype is torch.int32 else torch.int64))


def _replace_data(obj, new):
    """Make `new` the data of Tensor `obj`: in place for leaf tensors (Parameters keep their torch object)."""
    t = obj._t
    if t.is_leaf:
        if t.requires_grad and not (new.is_floating_point() or new.is_complex()):
            t.requires_grad_(False)
        with torch.no_grad():
            t.data = new
    else:
        obj._t = new


def _rebuild(arr, dtype):
    return Tensor(arr, dtype)


def _long_index(index):
    """torch index tensor of an index Tensor: integer dtypes become int64 (torch's index ops need it), bool stays."""
    t = _unwrap(index)
    if isinstance(t, torch.Tensor) and t.dtype is not torch.bool and t.dtype is not torch.int64:
        return t.long()
    return t


def _index_item(i):
    if isinstance(i, Tensor):
        t = i._t
        if t.dtype is torch.uint8 or t.dtype in _UNSIGNED_WIDE or t.dtype in (torch.int8, torch.int16):
            return t.long()
        return t
    if isinstance(i, list):
        return [_index_item(x) for x in i]
    return i


def _index(index):
    """The torch index for a MindSpore index (Tensors, bool masks, tuples, lists, slices, None, Ellipsis)."""
    if isinstance(index, Tensor):
        return _index_item(index)
    if isinstance(index, tuple):
        return tuple(_index_item(i) for i in index)
    if isinstance(index, list):
        return _index_item(index)
    return index


# ----- binary operators with MindSpore type promotion ------------------------------------------------------------
def _promote(a, b, op_name):
    """Cast two torch tensors to their common dtype (MindSpore: rank never matters)."""
    try:
        dt = torch.promote_types(a.dtype, b.dtype)
    except RuntimeError:
        raise TypeError(f"For '{op_name}', type implicit conversion between {_ms_name(a.dtype)} and "
                        f"{_ms_name(b.dtype)} is not supported.") from None
    return (a if a.dtype is dt else a.to(dt)), (b if b.dtype is dt else b.to(dt))


def _scalar_tensor(t, s):
    """`s` as a 0-d tensor of the dtype torch gives ``t op s`` (Python-scalar promotion), and `t` cast to it."""
    dt = torch.result_type(t, s)
    return (t if t.dtype is dt else t.to(dt)), torch.full((), s, dtype=dt, device=t.device)


def _broadcast_error(op_name, a, b):
    sx = tuple(a.shape) if isinstance(a, torch.Tensor) else ()
    sy = tuple(b.shape) if isinstance(b, torch.Tensor) else ()
    for i in range(1, min(len(sx), len(sy)) + 1):
        if sx[-i] != sy[-i] and sx[-i] != 1 and sy[-i] != 1:
            return ValueError(f"For '{op_name}', x.shape and y.shape need to broadcast. The value of x.shape[{-i}] "
                              f"or y.shape[{-i}] must be 1 or -1 when they are not the same, but got "
                              f"x.shape = {list(sx)} and y.shape = {list(sy)}.")
    return None


def _binary(fn, op_name, x, y, **kwargs):
    """``fn(x, y)`` on torch with MindSpore's implicit type conversion; `x` and/or `y` are Tensors or scalars."""
    a = x._t if isinstance(x, Tensor) else _arg(x)
    b = y._t if isinstance(y, Tensor) else _arg(y)
    if isinstance(a, torch.Tensor):
        if isinstance(b, torch.Tensor):
            if a.dtype is not b.dtype and (a.dim() == 0) is not (b.dim() == 0):
                a, b = _promote(a, b, op_name)
        elif fn not in _SCALAR_OK:
            a, b = _scalar_tensor(a, b)
    elif isinstance(b, torch.Tensor):
        b, a = _scalar_tensor(b, a)
    else:
        a = Tensor(a)._t
    try:
        return _wrap(fn(a, b, **kwargs))
    except RuntimeError as e:
        err = _broadcast_error(op_name, a, b)
        if err is not None:
            raise err from None
        if "Promotion for uint16, uint32, uint64 types is not supported" in str(e):
            raise TypeError(f"For '{op_name}', type implicit conversion between "
                            f"{_ms_name(getattr(a, 'dtype', None))} and {_ms_name(getattr(b, 'dtype', None))} "
                            f"is not supported.") from None
        raise


def _promoted_pair(x, y, op_name):
    """Both operands as torch tensors of one dtype (for functions that need tensors of equal dtype)."""
    a = _arg(x)
    b = _arg(y)
    if not isinstance(b, torch.Tensor):
        return _scalar_tensor(a, b)
    if a.dtype is not b.dtype:
        return _promote(a, b, op_name)
    return a, b


def _where(condition, x, y):
    a, b = _arg(x), _arg(y)
    if not isinstance(a, torch.Tensor) and not isinstance(b, torch.Tensor):
        a = Tensor(a)._t
    if isinstance(a, torch.Tensor) and isinstance(b, torch.Tensor) and a.dtype is not b.dtype:
        a, b = _promote(a, b, "Select")
    return _wrap(torch.where(_unwrap(condition), a, b))


def _make_binary(fn, name):
    def op(self, other):
        if isinstance(other, Tensor):  # fast path: two tensors of one dtype need no conversion
            a, b = self._t, other._t
            if a.dtype is b.dtype:
                try:
                    return _wrap(fn(a, b))
                except RuntimeError:
                    pass  # let _binary raise MindSpore's error
        return _binary(fn, name, self, other)
    return op


def _make_reflected(fn, name, torch_reflected):
    """``other <op> self``: torch's reflected dunder keeps Python-scalar semantics for a scalar `other`."""
    def op(self, other):
        if isinstance(other, _PY_SCALARS):
            return _wrap(torch_reflected(self._t, other))
        return _binary(fn, name, other, self)
    return op


# operator -> (torch function, MindSpore primitive name used in error messages)
_OPERATORS = {
    "add": (torch.add, "Add"), "sub": (torch.sub, "Sub"), "mul": (torch.mul, "Mul"),
    "truediv": (torch.true_divide, "Div"), "floordiv": (torch.floor_divide, "FloorDiv"),
    "mod": (torch.remainder, "FloorMod"), "pow": (torch.pow, "Pow"), "matmul": (torch.matmul, "MatMul"),
    "and": (torch.bitwise_and, "BitwiseAnd"), "or": (torch.bitwise_or, "BitwiseOr"),
    "xor": (torch.bitwise_xor, "BitwiseXor"), "lshift": (torch.bitwise_left_shift, "LeftShift"),
    "rshift": (torch.bitwise_right_shift, "RightShift"),
}
_COMMUTATIVE = ("add", "mul", "and", "or", "xor")
for _name, (_fn, _prim) in _OPERATORS.items():
    setattr(Tensor, f"__{_name}__", _make_binary(_fn, _prim))
    if _name in _COMMUTATIVE:
        setattr(Tensor, f"__r{_name}__", _make_binary(_fn, _prim))
    else:
        setattr(Tensor, f"__r{_name}__", _make_reflected(_fn, _prim, getattr(torch.Tensor, f"__r{_name}__")))
for _name, (_fn, _prim) in {"lt": (torch.lt, "Less"), "le": (torch.le, "LessEqual"), "gt": (torch.gt, "Greater"),
                            "ge": (torch.ge, "GreaterEqual")}.items():
    setattr(Tensor, f"__{_name}__", _make_binary(_fn, _prim))

# torch functions that take a Python scalar as second argument with scalar promotion semantics
_SCALAR_OK = {torch.add, torch.sub, torch.mul, torch.true_divide, torch.div, torch.floor_divide, torch.remainder,
              torch.fmod, torch.pow, torch.eq, torch.ne, torch.lt, torch.le, torch.gt, torch.ge,
              torch.bitwise_and, torch.bitwise_or, torch.bitwise_xor, torch.bitwise_left_shift,
              torch.bitwise_right_shift, torch.float_power}


def _hardshrink(t, lambd=0.5):
    return torch.nn.functional.hardshrink(t, lambd)


def _softshrink(t, lambd=0.5):
    return torch.nn.functional.softshrink(t, lambd)


def _imag(t):
    return torch.imag(t) if t.is_complex() else torch.zeros_like(t)


def _cholesky(t, upper=False):
    return torch.linalg.cholesky(t, upper=upper)


# Method table: element-wise and linear-algebra methods of one tensor; extra positional arguments pass through.
_UNARY_METHODS = {
    'positive': torch.positive, 'exp2': torch.exp2, 'log2': torch.log2, 'log10': torch.log10, 'tanh': _cpu_math.tanh,
    'sigmoid': torch.sigmoid, 'relu': torch.relu, 'fix': torch.trunc, 'frac': torch.frac, 'sgn': torch.sgn,
    'signbit': torch.signbit, 'i0': torch.i0, 'isposinf': torch.isposinf, 'isneginf': torch.isneginf,
    'isreal': torch.isreal, 'logical_not': torch.logical_not, 'conj': torch.conj_physical, 'real': torch.real,
    'imag': _imag, 'angle': torch.angle, 'deg2rad': torch.deg2rad, 'rad2deg': torch.rad2deg, 'fliplr': torch.fliplr,
    'flipud': torch.flipud, 'adjoint': torch.adjoint, 'inverse': torch.linalg.inv, 'det': torch.linalg.det,
    'matrix_determinant': torch.linalg.det, 'logdet': torch.logdet, 'cholesky': _cholesky,
    'cholesky_inverse': torch.cholesky_inverse, 'pinv': torch.linalg.pinv, 'hardshrink': _hardshrink,
    'soft_shrink': _softshrink,
}


def _unary_method(name, fn):
    def method(self, *args, **kwargs):
        return _wrap(fn(self._t, *args, **kwargs))
    method.__name__ = method.__qualname__ = name
    method.__doc__ = (f"``{name}`` of the tensor, element-wise (or of the matrix for linear-algebra methods); "
                      f"returns a new Tensor.\n\n        Returns:\n            Tensor.")
    return method


for _name, _fn in _UNARY_METHODS.items():
    setattr(Tensor, _name, _unary_method(_name, _fn))



# Method table: two-operand methods with MindSpore type promotion -> (torch function, MindSpore primitive name)
_BINARY_METHODS = {
    'true_divide': (torch.true_divide, 'Div'), 'fmod': (torch.fmod, 'Fmod'),
    'float_power': (torch.float_power, 'FloatPower'), 'fmax': (torch.fmax, 'FMax'), 'fmin': (torch.fmin, 'FMin'),
    'copysign': (torch.copysign, 'CopySign'), 'logaddexp': (torch.logaddexp, 'LogAddExp'),
    'logaddexp2': (torch.logaddexp2, 'LogAddExp2'), 'ldexp': (torch.ldexp, 'Ldexp'),
    'igamma': (torch.special.gammainc, 'Igamma'), 'igammac': (torch.special.gammaincc, 'Igammac'),
    'bitwise_left_shift': (torch.bitwise_left_shift, 'LeftShift'),
    'bitwise_right_shift': (torch.bitwise_right_shift, 'RightShift'), 'lt': (torch.lt, 'Less'),
    'less': (torch.lt, 'Less'), 'matmul': (torch.matmul, 'MatMul'), 'mm': (torch.mm, 'MatMul'),
    'bmm': (torch.bmm, 'BatchMatMul'), 'outer': (torch.outer, 'Outer'), 'ger': (torch.outer, 'Ger'),
    'inner': (torch.inner, 'Inner'), 'kron': (torch.kron, 'Kron'),
}


def _binary_method(name, fn, prim):
    def method(self, other):
        return _binary(fn, prim, self, other)
    method.__name__ = method.__qualname__ = name
    method.__doc__ = (f"``{name}`` of the tensor and `other`, with broadcasting and MindSpore's implicit type "
                      f"conversion.\n\n        Args:\n"
                      f"            other (Union[Tensor, number]): the second operand.\n\n"
                      f"        Returns:\n            Tensor.")
    return method


for _name, (_fn, _prim) in _BINARY_METHODS.items():
    setattr(Tensor, _name, _binary_method(_name, _fn, _prim))


# Method table: dtype casts
_CAST_METHODS = {"float": torch.float32, "half": torch.float16, "double": torch.float64, "int": torch.int32,
                 "long": torch.int64, "short": torch.int16, "byte": torch.uint8, "bool": torch.bool,
                 "bfloat16": torch.bfloat16}


def _cast_method(name, dtype):
    def method(self):
        return _wrap(self._t.to(dtype))
    method.__name__ = method.__qualname__ = name
    method.__doc__ = f"Cast to {_TORCH_TO_MS[dtype]!r} (a copy when the dtype changes)."
    return method


for _name, _dt in _CAST_METHODS.items():
    setattr(Tensor, _name, _cast_method(_name, _dt))


# name -> (example source lines, printed output); appended to the methods' docstrings as Examples sections
_EXAMPLES = {
    'H': (('print(Tensor([[1 + 2j, 3j]], ms.complex64).H.shape)',), '(2, 1)'),
    'T': (('print(Tensor(np.ones((2, 3, 4))).T.shape)',), '(4, 3, 2)'),
    'add': (
        (
            'x = Tensor([[1.0, 2.0], [3.0, 4.0]])',
            'print(x.add(1), x.add(x, alpha=2))',
        ),
        '[[2. 3.]\n [4. 5.]] [[ 3.  6.]\n [ 9. 12.]]'),
    'addbmm': (
        (
            'print(Tensor(np.zeros((2, 2)), ms.float32).addbmm(Tensor(np.ones((3, 2, 1)), ms.float32), '
            'Tensor(np.ones((3, 1, 2)), ms.float32)))',
        ),
        '[[3. 3.]\n [3. 3.]]'),
    'addcdiv': (('print(Tensor([1.0]).addcdiv(Tensor([2.0]), Tensor([4.0])))',), '[1.5]'),
    'addcmul': (('print(Tensor([1.0]).addcmul(Tensor([2.0]), Tensor([3.0]), value=2))',), '[13.]'),
    'addmm': (('x = Tensor([[1.0, 2.0], [3.0, 4.0]])', 'print(x.addmm(x, x, beta=0))'), '[[ 7. 10.]\n [15. 22.]]'),
    'addmm_': (
        ('x = Tensor([[1.0, 2.0], [3.0, 4.0]])', 'print(Tensor(np.ones((2, 2)), ms.float32).addmm_(x, x, beta=0))'),
        '[[ 7. 10.]\n [15. 22.]]'),
    'addmv': (
        (
            'x = Tensor([[1.0, 2.0], [3.0, 4.0]])',
            'print(Tensor([0.0, 1.0]).addmv(x, Tensor([1.0, 1.0])))',
        ),
        '[3. 8.]'),
    'addr': (
        (
            'x = Tensor([[1.0, 2.0], [3.0, 4.0]])',
            'print(x.addr(Tensor([1.0, 2.0]), Tensor([1.0, 1.0])))',
        ),
        '[[2. 3.]\n [5. 6.]]'),
    'adjoint': (('print(Tensor([[1.0, 2.0], [3.0, 4.0]]).adjoint())',), '[[1. 3.]\n [2. 4.]]'),
    'all': (('print(Tensor([[True, False]]).all(), Tensor([[True, False]]).all(axis=0))',), 'False [ True False]'),
    'allclose': (('print(Tensor([1.0, 2.0]).allclose(Tensor([1.0, 2.0000001])))',), 'True'),
    'amax': (
        (
            'x = Tensor([[1.0, 2.0], [3.0, 4.0]])',
            'print(x.amax(axis=0), x.amax(axis=1, keepdims=True).shape)',
        ),
        '[3. 4.] (2, 1)'),
    'amin': (('x = Tensor([[1.0, 2.0], [3.0, 4.0]])', 'print(x.amin(), x.amin(axis=1))'), '1.0 [1. 3.]'),
    'aminmax': (
        (
            'x = Tensor([[1.0, 2.0], [3.0, 4.0]])',
            'print(x.aminmax(axis=0))',
        ),
        '(Tensor(shape=[2], dtype=Float32, value= [ 1.00000000e+00,  2.00000000e+00]), Tensor(shape=[2], '
        'dtype=Float32, value= [ 3.00000000e+00,  4.00000000e+00]))'),
    'angle': (('print(Tensor([-1 + 0j, 1j], ms.complex64).angle())',), '[3.1415927 1.5707964]'),
    'any': (('print(Tensor([[True, False]]).any(), Tensor([[True, False]]).any(axis=0))',), 'True [ True False]'),
    'approximate_equal': (('print(Tensor([1.0, 2.0]).approximate_equal(Tensor([1.0, 2.1])))',), '[ True False]'),
    'argmax_with_value': (
        (
            'x = Tensor([[1.0, 2.0], [3.0, 4.0]])',
            'print(x.argmax_with_value(axis=1))',
        ),
        '(Tensor(shape=[2], dtype=Float32, value= [ 2.00000000e+00,  4.00000000e+00]), Tensor(shape=[2], '
        'dtype=Int64, value= [1, 1]))'),
    'argmin_with_value': (
        (
            'x = Tensor([[1.0, 2.0], [3.0, 4.0]])',
            'print(x.argmin_with_value())',
        ),
        '(Tensor(shape=[2], dtype=Float32, value= [ 1.00000000e+00,  2.00000000e+00]), Tensor(shape=[2], '
        'dtype=Int64, value= [0, 0]))'),
    'argsort': (('v = Tensor([3.0, 1.0, 2.0])', 'print(v.argsort(), v.argsort(descending=True))'), '[1 2 0] [0 2 1]'),
    'argwhere': (('print(Tensor([0, 1, 2]).argwhere())',), '[[1]\n [2]]'),
    'baddbmm': (
        (
            'print(Tensor(np.zeros((1, 1, 1)), ms.float32).baddbmm(Tensor([[[1.0, 2.0]]]), Tensor([[[3.0], '
            '[4.0]]])))',
        ),
        '[[[11.]]]'),
    'bernoulli': (('print(Tensor([0.0, 1.0]).bernoulli())',), '[0. 1.]'),
    'bernoulli_': (('x = Tensor([[1.0, 2.0], [3.0, 4.0]])', 'print(x.bernoulli_(1.0))'), '[[1. 1.]\n [1. 1.]]'),
    'bfloat16': (('print(Tensor([1.5]).bfloat16())',), '[1.500000]'),
    'bincount': (('print(Tensor([0, 1, 1, 3]).bincount())',), '[1. 2. 0. 1.]'),
    'bitwise_left_shift': (('print(Tensor([1, 2]).bitwise_left_shift(Tensor([2, 1])))',), '[4 4]'),
    'bitwise_right_shift': (('print(Tensor([8, 4]).bitwise_right_shift(Tensor([2, 1])))',), '[2 2]'),
    'bmm': (('print(Tensor([[[1.0, 2.0]]]).bmm(Tensor([[[3.0], [4.0]]])))',), '[[[11.]]]'),
    'bool': (('print(Tensor([0.0, 2.0]).bool())',), '[False  True]'),
    'broadcast_to': (('print(Tensor([1, 2]).broadcast_to((2, 2)))',), '[[1 2]\n [1 2]]'),
    'byte': (('print(Tensor([1.7]).byte().dtype)',), 'UInt8'),
    'cauchy': (('x = Tensor([[1.0, 2.0], [3.0, 4.0]])', 'print(x.cauchy().shape)'), '(2, 2)'),
    'cholesky': (('print(Tensor([[4.0, 0.0], [0.0, 9.0]]).cholesky())',), '[[2. 0.]\n [0. 3.]]'),
    'cholesky_inverse': (('print(Tensor([[2.0, 0.0], [0.0, 1.0]]).cholesky_inverse().shape)',), '(2, 2)'),
    'cholesky_solve': (
        (
            'print(Tensor([[4.0], [9.0]]).cholesky_solve(Tensor([[2.0, 0.0], [0.0, 3.0]])))',
        ),
        '[[1.]\n [1.]]'),
    'choose': (
        (
            'print(Tensor([2, 0, 1]).choose([Tensor([1, 1, 1]), Tensor([2, 2, 2]), Tensor([3, 3, 3])]))',
        ),
        '[3 1 2]'),
    'chunk': (('print(len(Tensor(np.arange(5)).chunk(2)))',), '2'),
    'clamp': (('x = Tensor([[1.0, 2.0], [3.0, 4.0]])', 'print(x.clamp(min=2.5))'), '[[2.5 2.5]\n [3.  4. ]]'),
    'clamp_': (('x = Tensor([[1.0, 2.0], [3.0, 4.0]])', 'print(x.clamp_(max=2.0))'), '[[1. 2.]\n [2. 2.]]'),
    'clip': (('x = Tensor([[1.0, 2.0], [3.0, 4.0]])', 'print(x.clip(1.5, 3.5))'), '[[1.5 2. ]\n [3.  3.5]]'),
    'clone': (('x = Tensor([[1.0, 2.0], [3.0, 4.0]])', 'print(x.clone())'), '[[1. 2.]\n [3. 4.]]'),
    'col2im': (
        (
            'y = Tensor(np.ones((1, 2, 4, 4)), ms.float32).col2im(Tensor([3, 3]), 2, 1, 0, 1)',
            'print(y.shape, y[0, 1])',
        ),
        '(1, 2, 3, 3) [[1. 2. 1.]\n [2. 4. 2.]\n [1. 2. 1.]]'),
    'conj': (('print(Tensor([1 + 2j]).conj())',), '[1.-2.j]'),
    'contiguous': (('x = Tensor([[1.0, 2.0], [3.0, 4.0]])', 'print(x.T.contiguous().is_contiguous())'), 'True'),
    'copy': (
        (
            'x = Tensor([[1.0, 2.0], [3.0, 4.0]])',
            'y = x.copy()',
            'y[0, 0] = 9.0',
            'print(x[0, 0], y[0, 0])',
        ),
        '1.0 9.0'),
    'copy_': (('x = Tensor([[1.0, 2.0], [3.0, 4.0]])', 'print(x.copy_(Tensor([5.0, 6.0])))'), '[[5. 6.]\n [5. 6.]]'),
    'copysign': (('print(Tensor([1.0, 2.0]).copysign(Tensor([-1.0, 1.0])))',), '[-1.  2.]'),
    'count_nonzero': (
        (
            'print(Tensor([[0, 1], [2, 0]]).count_nonzero(), Tensor([[0, 1], [2, 0]]).count_nonzero(axis=0))',
        ),
        '2 [1 1]'),
    'cov': (('print(Tensor([[0.0, 2.0], [1.0, 1.0]]).cov())',), '[[2. 0.]\n [0. 0.]]'),
    'cross': (('print(Tensor([1.0, 0.0, 0.0]).cross(Tensor([0.0, 1.0, 0.0])))',), '[0. 0. 1.]'),
    'cummax': (
        (
            'v = Tensor([3.0, 1.0, 2.0])',
            'print(v.cummax(0))',
        ),
        '(Tensor(shape=[3], dtype=Float32, value= [ 3.00000000e+00,  3.00000000e+00,  3.00000000e+00]), '
        'Tensor(shape=[3], dtype=Int64, value= [0, 0, 0]))'),
    'cummin': (
        (
            'v = Tensor([3.0, 1.0, 2.0])',
            'print(v.cummin(0))',
        ),
        '(Tensor(shape=[3], dtype=Float32, value= [ 3.00000000e+00,  1.00000000e+00,  1.00000000e+00]), '
        'Tensor(shape=[3], dtype=Int32, value= [0, 1, 1]))'),
    'cumprod': (('x = Tensor([[1.0, 2.0], [3.0, 4.0]])', 'print(x.cumprod(0))'), '[[1. 2.]\n [3. 8.]]'),
    'cumsum': (
        (
            'x = Tensor([[1.0, 2.0], [3.0, 4.0]])',
            'print(x.cumsum(), x.cumsum(axis=1))',
        ),
        '[ 1.  3.  6. 10.] [[1. 3.]\n [3. 7.]]'),
    'data_ptr': (('x = Tensor([[1.0, 2.0], [3.0, 4.0]])', 'print(x.data_ptr() == x.reshape(4).data_ptr())'), 'True'),
    'deg2rad': (('print(Tensor([180.0, 0.0]).deg2rad().shape)',), '(2,)'),
    'det': (('print(Tensor([[2.0, 0.0], [0.0, 4.0]]).det())',), '8.0'),
    'detach': (('x = Tensor([[1.0, 2.0], [3.0, 4.0]])', 'print(x.detach().shape)'), '(2, 2)'),
    'diagflat': (('print(Tensor([1, 2]).diagflat())',), '[[1 0]\n [0 2]]'),
    'diagonal': (('x = Tensor([[1.0, 2.0], [3.0, 4.0]])', 'print(x.diagonal())'), '[1. 4.]'),
    'diagonal_scatter': (
        (
            'print(Tensor(np.zeros((2, 2)), ms.float32).diagonal_scatter(Tensor([1.0, 2.0])))',
        ),
        '[[1. 0.]\n [0. 2.]]'),
    'diff': (('print(Tensor([1, 4, 9]).diff())',), '[3 5]'),
    'dim': (('x = Tensor([[1.0, 2.0], [3.0, 4.0]])', 'print(x.dim())'), '2'),
    'dot': (('print(Tensor([[1.0, 2.0]]).dot(Tensor([[3.0], [4.0]])))',), '[[11.]]'),
    'double': (('print(Tensor([1, 2]).double().dtype)',), 'Float64'),
    'dsplit': (('print([a.shape for a in Tensor(np.ones((1, 2, 4))).dsplit(2)])',), '[(1, 2, 2), (1, 2, 2)]'),
    'dtype': (('x = Tensor([[1.0, 2.0], [3.0, 4.0]])', 'print(x.dtype)'), 'Float32'),
    'eigvals': (('print(Tensor([[2.0, 0.0], [0.0, 3.0]]).eigvals())',), '[2.+0.j 3.+0.j]'),
    'equal': (('print(Tensor([1, 2]).equal(Tensor([1, 3])))',), '[ True False]'),
    'erfinv_': (('print(Tensor([0.0]).erfinv_())',), '[0.]'),
    'exp2': (('print(Tensor([1.0, 3.0]).exp2())',), '[2. 8.]'),
    'expand': (('print(Tensor([[1], [2]]).expand(2, 3))',), '[[1 1 1]\n [2 2 2]]'),
    'expand_as': (('print(Tensor([1, 2]).expand_as(Tensor(np.zeros((2, 2)))))',), '[[1 2]\n [1 2]]'),
    'exponential_': (('x = Tensor([[1.0, 2.0], [3.0, 4.0]])', 'print(bool((x.exponential_() >= 0).all()))'), 'True'),
    'fill': (('x = Tensor([[1.0, 2.0], [3.0, 4.0]])', 'print(x.fill(0.5))'), '[[0.5 0.5]\n [0.5 0.5]]'),
    'fill_': (('x = Tensor([[1.0, 2.0], [3.0, 4.0]])', 'print(x.fill_(1.0))'), '[[1. 1.]\n [1. 1.]]'),
    'fill_diagonal': (('x = Tensor([[1.0, 2.0], [3.0, 4.0]])', 'print(x.fill_diagonal(0.0))'), '[[0. 2.]\n [3. 0.]]'),
    'fills': (('x = Tensor([[1.0, 2.0], [3.0, 4.0]])', 'print(x.fills(2))'), '[[2. 2.]\n [2. 2.]]'),
    'fix': (('print(Tensor([-1.5, 2.5]).fix())',), '[-1.  2.]'),
    'flip': (('x = Tensor([[1.0, 2.0], [3.0, 4.0]])', 'print(x.flip((0,)))'), '[[3. 4.]\n [1. 2.]]'),
    'fliplr': (('print(Tensor([[1, 2], [3, 4]]).fliplr())',), '[[2 1]\n [4 3]]'),
    'flipud': (('print(Tensor([[1, 2], [3, 4]]).flipud())',), '[[3 4]\n [1 2]]'),
    'float': (('print(Tensor([1, 2]).float())',), '[1. 2.]'),
    'float_power': (('print(Tensor([2, 3]).float_power(2))',), '[4. 9.]'),
    'floor_': (('print(Tensor([-1.5, 2.5]).floor_())',), '[-2.  2.]'),
    'fmax': (("print(Tensor([1.0, float('nan')]).fmax(Tensor([3.0, 2.0])))",), '[3. 2.]'),
    'fmin': (("print(Tensor([1.0, float('nan')]).fmin(Tensor([3.0, 2.0])))",), '[1. 2.]'),
    'fmod': (('print(Tensor([7, -7]).fmod(3))',), '[ 1 -1]'),
    'fold': (('print(Tensor(np.ones((1, 8, 4)), ms.float32).fold(Tensor([3, 3]), 2).shape)',), '(1, 2, 3, 3)'),
    'frac': (('print(Tensor([-1.5, 2.5]).frac())',), '[-0.5  0.5]'),
    'gather_elements': (
        (
            'x = Tensor([[1.0, 2.0], [3.0, 4.0]])',
            'print(x.gather_elements(1, Tensor([[1], [0]])))',
        ),
        '[[2.]\n [3.]]'),
    'gather_nd': (('x = Tensor([[1.0, 2.0], [3.0, 4.0]])', 'print(x.gather_nd(Tensor([[0, 1], [1, 0]])))'), '[2. 3.]'),
    'geqrf': (('x = Tensor([[1.0, 2.0], [3.0, 4.0]])', 'print([t.shape for t in x.geqrf()])'), '[(2, 2), (2,)]'),
    'ger': (('print(Tensor([1.0, 2.0]).ger(Tensor([3.0, 4.0])))',), '[[3. 4.]\n [6. 8.]]'),
    'get_bytes': (('print(Tensor([1], ms.int16).get_bytes())',), "b'\\x01\\x00'"),
    'half': (('print(Tensor([1, 2]).half().dtype)',), 'Float16'),
    'hardshrink': (('print(Tensor([-1.0, 0.2, 1.0]).hardshrink())',), '[-1.  0.  1.]'),
    'has_init': (('print(Tensor([1.0]).has_init)',), 'False'),
    'histc': (('print(Tensor([1.0, 2.0, 1.0]).histc(bins=2, min=0, max=2))',), '[0. 3.]'),
    'hsplit': (('print([a.shape for a in Tensor(np.ones((2, 4))).hsplit(2)])',), '[(2, 2), (2, 2)]'),
    'i0': (('print(Tensor([0.0]).i0().shape)',), '(1,)'),
    'igamma': (('print(Tensor([1.0]).igamma(Tensor([0.0])))',), '[0.]'),
    'igammac': (('print(Tensor([1.0]).igammac(Tensor([0.0])))',), '[1.]'),
    'imag': (('print(Tensor([1 + 2j]).imag())',), '[2.]'),
    'index_add': (
        (
            'x = Tensor([[1.0, 2.0], [3.0, 4.0]])',
            'print(x.index_add(0, Tensor([1], ms.int32), Tensor([[10.0, 10.0]])))',
        ),
        '[[ 1.  2.]\n [13. 14.]]'),
    'index_add_': (
        (
            'x = Tensor([[1.0, 2.0], [3.0, 4.0]])',
            'print(x.index_add_(0, Tensor([1]), Tensor([[10.0, 10.0]])))',
        ),
        '[[ 1.  2.]\n [13. 14.]]'),
    'index_fill': (
        (
            'x = Tensor([[1.0, 2.0], [3.0, 4.0]])',
            'print(x.index_fill(1, Tensor([0], ms.int32), -1.0))',
        ),
        '[[-1.  2.]\n [-1.  4.]]'),
    'index_put': (
        (
            'x = Tensor([[1.0, 2.0], [3.0, 4.0]])',
            'print(x.index_put((Tensor([0]), Tensor([1])), Tensor([9.0])))',
        ),
        '[[1. 9.]\n [3. 4.]]'),
    'index_put_': (
        (
            'x = Tensor([[1.0, 2.0], [3.0, 4.0]])',
            'print(x.index_put_((Tensor([0]), Tensor([1])), Tensor([9.0])))',
        ),
        '[[1. 9.]\n [3. 4.]]'),
    'index_select': (
        (
            'x = Tensor([[1.0, 2.0], [3.0, 4.0]])',
            'print(x.index_select(1, Tensor([1])))',
        ),
        '[[2.]\n [4.]]'),
    'init_data': (
        (
            'from mindspore.common.initializer import One',
            'x = Tensor(shape=(2,), dtype=ms.float32, init=One())',
            'print(x.has_init, x.init_data() is x, x.has_init, x)',
        ),
        'True True False [1. 1.]'),
    'inner': (('print(Tensor([1.0, 2.0]).inner(Tensor([3.0, 4.0])))',), '11.0'),
    'inplace_update': (
        (
            'x = Tensor(np.zeros((3, 2)), ms.float32)',
            'print(x.inplace_update(Tensor([[1.0, 2.0]]), Tensor([1])))',
        ),
        '[[0. 0.]\n [1. 2.]\n [0. 0.]]'),
    'int': (('print(Tensor([1.7, -1.7]).int())',), '[ 1 -1]'),
    'inverse': (('print(Tensor([[2.0, 0.0], [0.0, 4.0]]).inverse())',), '[[0.5  0.  ]\n [0.   0.25]]'),
    'is_complex': (('print(Tensor([1j]).is_complex(), Tensor([1.0]).is_complex())',), 'True False'),
    'is_contiguous': (
        (
            'x = Tensor([[1.0, 2.0], [3.0, 4.0]])',
            'print(x.is_contiguous(), x.T.is_contiguous())',
        ),
        'True False'),
    'is_floating_point': (('print(Tensor([1.0]).is_floating_point(), Tensor([1]).is_floating_point())',), 'True False'),
    'is_signed': (('print(Tensor([1]).is_signed(), Tensor([1], ms.uint8).is_signed())',), 'True False'),
    'isclose': (('print(Tensor([1.0, 2.0]).isclose(Tensor([1.0, 2.1])))',), '[ True False]'),
    'isneginf': (("print(Tensor([1.0, float('inf'), float('-inf')]).isneginf())",), '[False False  True]'),
    'isposinf': (("print(Tensor([1.0, float('inf'), float('-inf')]).isposinf())",), '[False  True False]'),
    'isreal': (('print(Tensor([1 + 0j, 1j]).isreal())',), '[ True False]'),
    'itemset': (('x = Tensor([[1.0, 2.0], [3.0, 4.0]])', 'print(x.itemset(3, 0.0))'), '[[1. 2.]\n [3. 0.]]'),
    'itemsize': (('print(Tensor([1.0], ms.float16).itemsize)',), '2'),
    'kron': (('print(Tensor([1, 2]).kron(Tensor([1, 10])))',), '[ 1 10  2 20]'),
    'ldexp': (('print(Tensor([1.0]).ldexp(Tensor([3])))',), '[8.]'),
    'lerp': (('print(Tensor([0.0, 1.0]).lerp(Tensor([2.0, 3.0]), 0.5))',), '[1. 2.]'),
    'less': (('print(Tensor([1, 2]).less(2))',), '[ True False]'),
    'log10': (('print(Tensor([10.0, 100.0]).log10())',), '[1. 2.]'),
    'log2': (('print(Tensor([0.5, 8.0]).log2())',), '[-1.  3.]'),
    'log_matrix_determinant': (
        (
            'x = Tensor([[1.0, 2.0], [3.0, 4.0]])',
            'print(x.log_matrix_determinant()[0])',
        ),
        '-1.0'),
    'log_normal': (('x = Tensor([[1.0, 2.0], [3.0, 4.0]])', 'print(bool((x.log_normal() > 0).all()))'), 'True'),
    'log_softmax': (('print(Tensor([0.0, 0.0]).log_softmax().exp())',), '[0.5 0.5]'),
    'logaddexp': (("print(Tensor([0.0]).logaddexp(Tensor([float('-inf')])))",), '[0.]'),
    'logaddexp2': (('print(Tensor([1.0]).logaddexp2(Tensor([1.0])))',), '[2.]'),
    'logcumsumexp': (('print(Tensor([0.0, 0.0]).logcumsumexp(0))',), '[0.        0.6931472]'),
    'logdet': (('print(Tensor([[1.0, 0.0], [0.0, 1.0]]).logdet())',), '0.0'),
    'logical_not': (('print(Tensor([True, False]).logical_not())',), '[False  True]'),
    'logit': (('print(Tensor([0.5]).logit())',), '[0.]'),
    'logsumexp': (('print(Tensor([0.0, 0.0]).logsumexp(0))',), '0.6931472'),
    'long': (('print(Tensor([1.7]).long().dtype)',), 'Int64'),
    'lstsq': (('print(Tensor([[1.0, 0.0], [0.0, 2.0]]).lstsq(Tensor([[1.0], [4.0]])))',), '[[1.]\n [2.]]'),
    'lt': (('print(Tensor([1, 2]).lt(Tensor([2, 2])))',), '[ True False]'),
    'lu_solve': (
        (
            'lu, piv = Tensor([[2.0, 0.0], [0.0, 4.0]]), Tensor([1, 2], ms.int32)',
            'print(Tensor([[2.0], [4.0]]).lu_solve(lu, piv))',
        ),
        '[[1.]\n [1.]]'),
    'mH': (('print(Tensor(np.ones((2, 3, 4))).mH.shape)',), '(2, 4, 3)'),
    'mT': (('print(Tensor(np.ones((2, 3, 4))).mT.shape)',), '(2, 4, 3)'),
    'masked_fill': (
        (
            'x = Tensor([[1.0, 2.0], [3.0, 4.0]])',
            'print(x.masked_fill(x > 2, 0.0))',
        ),
        '[[1. 2.]\n [0. 0.]]'),
    'masked_scatter': (
        (
            'x = Tensor([[1.0, 2.0], [3.0, 4.0]])',
            'print(x.masked_scatter(x > 2, Tensor([7.0, 8.0])))',
        ),
        '[[1. 2.]\n [7. 8.]]'),
    'masked_select': (('x = Tensor([[1.0, 2.0], [3.0, 4.0]])', 'print(x.masked_select(x > 2))'), '[3. 4.]'),
    'matmul': (('print(Tensor([[1.0, 2.0]]).matmul(Tensor([[3.0], [4.0]])))',), '[[11.]]'),
    'matrix_determinant': (('print(Tensor([[2.0, 0.0], [0.0, 4.0]]).matrix_determinant())',), '8.0'),
    'matrix_power': (('x = Tensor([[1.0, 2.0], [3.0, 4.0]])', 'print(x.matrix_power(2))'), '[[ 7. 10.]\n [15. 22.]]'),
    'median': (
        (
            'print(Tensor([[1.0, 3.0, 2.0]]).median())',
        ),
        '(Tensor(shape=[1], dtype=Float32, value= [ 2.00000000e+00]), Tensor(shape=[1], dtype=Int64, '
        'value= [2]))'),
    'min': (
        (
            'x = Tensor([[1.0, 2.0], [3.0, 4.0]])',
            'print(x.min(), x.min(axis=1), x.min(dim=0)[1])',
        ),
        '1.0 [1. 3.] [0 0]'),
    'mm': (('print(Tensor([[1.0, 2.0]]).mm(Tensor([[3.0], [4.0]])))',), '[[11.]]'),
    'moveaxis': (('print(Tensor(np.ones((2, 3, 4))).moveaxis(0, -1).shape)',), '(3, 4, 2)'),
    'movedim': (('print(Tensor(np.ones((2, 3, 4))).movedim(1, 0).shape)',), '(3, 2, 4)'),
    'msort': (('print(Tensor([[2, 1], [1, 2]]).msort())',), '[[1 1]\n [2 2]]'),
    'multinomial': (('print(Tensor([0.0, 1.0]).multinomial(3))',), '[1 1 1]'),
    'mvlgamma': (('print(Tensor([1.0, 2.0]).mvlgamma(1))',), '[0. 0.]'),
    'nan_to_num': (("print(Tensor([float('nan'), float('inf'), 1.0]).nan_to_num(posinf=9.0))",), '[0. 9. 1.]'),
    'nanmean': (("print(Tensor([1.0, float('nan'), 2.0]).nanmean())",), '1.5'),
    'nanmedian': (
        (
            "print(Tensor([[1.0, float('nan'), 2.0]]).nanmedian())",
        ),
        '(Tensor(shape=[1], dtype=Float32, value= [ 1.00000000e+00]), Tensor(shape=[1], dtype=Int64, '
        'value= [0]))'),
    'nanquantile': (("print(Tensor([1.0, float('nan'), 3.0]).nanquantile(0.5))",), '2.0'),
    'nansum': (("print(Tensor([1.0, float('nan'), 2.0]).nansum())",), '3.0'),
    'narrow': (('x = Tensor([[1.0, 2.0], [3.0, 4.0]])', 'print(x.narrow(1, 1, 1))'), '[[2.]\n [4.]]'),
    'nbytes': (('x = Tensor([[1.0, 2.0], [3.0, 4.0]])', 'print(x.nbytes)'), '16'),
    'ndim': (('x = Tensor([[1.0, 2.0], [3.0, 4.0]])', 'print(x.ndim)'), '2'),
    'ndimension': (('x = Tensor([[1.0, 2.0], [3.0, 4.0]])', 'print(x.ndimension())'), '2'),
    'nelement': (('x = Tensor([[1.0, 2.0], [3.0, 4.0]])', 'print(x.nelement())'), '4'),
    'new_empty': (('x = Tensor([[1.0, 2.0], [3.0, 4.0]])', 'print(x.new_empty((2, 3)).shape)'), '(2, 3)'),
    'new_full': (('x = Tensor([[1.0, 2.0], [3.0, 4.0]])', 'print(x.new_full((2,), 7.0))'), '[7. 7.]'),
    'new_ones': (('x = Tensor([[1.0, 2.0], [3.0, 4.0]])', 'print(x.new_ones(2, dtype=ms.int32))'), '[1 1]'),
    'new_zeros': (('x = Tensor([[1.0, 2.0], [3.0, 4.0]])', 'print(x.new_zeros((1, 2)))'), '[[0. 0.]]'),
    'nonzero': (('print(Tensor([[0, 1], [2, 0]]).nonzero())',), '[[0 1]\n [1 0]]'),
    'norm': (('print(Tensor([3.0, 4.0]).norm())',), '5.0'),
    'normal_': (('x = Tensor([[1.0, 2.0], [3.0, 4.0]])', 'print(x.normal_(0.0, 1.0).asnumpy().shape)'), '(2, 2)'),
    'numel': (('x = Tensor([[1.0, 2.0], [3.0, 4.0]])', 'print(x.numel())'), '4'),
    'orgqr': (('x = Tensor([[1.0, 2.0], [3.0, 4.0]])', 'a, tau = x.geqrf()', 'print(a.orgqr(tau).shape)'), '(2, 2)'),
    'ormqr': (('x = Tensor([[1.0, 2.0], [3.0, 4.0]])', 'a, tau = x.geqrf()', 'print(a.ormqr(tau, x).shape)'), '(2, 2)'),
    'outer': (('print(Tensor([1.0, 2.0]).outer(Tensor([3.0, 4.0])))',), '[[3. 4.]\n [6. 8.]]'),
    'permute': (('print(Tensor(np.ones((2, 3, 4))).permute(2, 0, 1).shape)',), '(4, 2, 3)'),
    'pinv': (('print(Tensor([[2.0, 0.0], [0.0, 4.0]]).pinv().shape)',), '(2, 2)'),
    'positive': (('print(Tensor([-1.5, 2.0]).positive())',), '[-1.5  2. ]'),
    'prod': (('x = Tensor([[1.0, 2.0], [3.0, 4.0]])', 'print(x.prod(), x.prod(dim=0))'), '24.0 [3. 8.]'),
    'ptp': (('x = Tensor([[1.0, 2.0], [3.0, 4.0]])', 'print(x.ptp(), x.ptp(axis=1))'), '3.0 [1. 1.]'),
    'qr': (('q, r = Tensor([[3.0, 0.0], [0.0, 2.0]]).qr()', 'print(q.shape, r.shape)'), '(2, 2) (2, 2)'),
    'quantile': (('print(Tensor([1.0, 2.0, 3.0, 4.0]).quantile(0.5))',), '2.5'),
    'rad2deg': (('print(Tensor([0.0]).rad2deg())',), '[0.]'),
    'random_': (('x = Tensor([[1.0, 2.0], [3.0, 4.0]])', 'print(bool((x.random_(0, 5) < 5).all()))'), 'True'),
    'random_categorical': (('print(Tensor([[-1e9, 0.0]]).random_categorical(2))',), '[[1 1]]'),
    'ravel': (('x = Tensor([[1.0, 2.0], [3.0, 4.0]])', 'print(x.ravel())'), '[1. 2. 3. 4.]'),
    'real': (('print(Tensor([1 + 2j]).real())',), '[1.]'),
    'relu': (('print(Tensor([-1.0, 2.0]).relu())',), '[0. 2.]'),
    'renorm': (('x = Tensor([[1.0, 2.0], [3.0, 4.0]])', 'print(x.renorm(2, 0, 10.0))'), '[[1. 2.]\n [3. 4.]]'),
    'repeat_interleave': (('print(Tensor([1, 2]).repeat_interleave(2))',), '[1 1 2 2]'),
    'reshape_as': (
        (
            'x = Tensor([[1.0, 2.0], [3.0, 4.0]])',
            'print(x.reshape_as(Tensor(np.zeros((4, 1)))).shape)',
        ),
        '(4, 1)'),
    'resize': (('print(Tensor([[0, 1], [2, 3]]).resize(2, 3))',), '[[0 1 2]\n [3 0 0]]'),
    'reverse': (('x = Tensor([[1.0, 2.0], [3.0, 4.0]])', 'print(x.reverse([1]))'), '[[2. 1.]\n [4. 3.]]'),
    'reverse_sequence': (
        (
            'print(Tensor([[1, 2, 3], [4, 5, 6]]).reverse_sequence(Tensor([2, 3]), seq_dim=1))',
        ),
        '[[2 1 3]\n [6 5 4]]'),
    'roll': (('print(Tensor([1, 2, 3]).roll(1))',), '[3 1 2]'),
    'rot90': (('x = Tensor([[1.0, 2.0], [3.0, 4.0]])', 'print(x.rot90(1, [0, 1]))'), '[[2. 4.]\n [1. 3.]]'),
    'round': (('print(Tensor([0.5, 1.5, 2.567]).round())',), '[0. 2. 3.]'),
    'scatter': (
        (
            'x = Tensor([[1.0, 2.0], [3.0, 4.0]])',
            'print(x.scatter(1, Tensor([[1], [0]]), Tensor([[0.0], [0.0]])))',
        ),
        '[[1. 0.]\n [0. 4.]]'),
    'scatter_add': (
        (
            'x = Tensor([[1.0, 2.0], [3.0, 4.0]])',
            'print(x.scatter_add(1, Tensor([[1], [0]]), Tensor([[1.0], [1.0]])))',
        ),
        '[[1. 3.]\n [4. 4.]]'),
    'scatter_add_': (
        (
            'x = Tensor([[1.0, 2.0], [3.0, 4.0]])',
            'print(x.scatter_add_(1, Tensor([[1], [0]]), Tensor([[1.0], [1.0]])))',
        ),
        '[[1. 3.]\n [4. 4.]]'),
    'scatter_div': (
        (
            'x = Tensor([[1.0, 2.0], [3.0, 4.0]])',
            'print(x.scatter_div(Tensor([[1]]), Tensor([[2.0, 4.0]])))',
        ),
        '[[1.  2. ]\n [1.5 1. ]]'),
    'scatter_max': (
        (
            'x = Tensor([[1.0, 2.0], [3.0, 4.0]])',
            'print(x.scatter_max(Tensor([[0, 0]]), Tensor([5.0])))',
        ),
        '[[5. 2.]\n [3. 4.]]'),
    'scatter_min': (
        (
            'x = Tensor([[1.0, 2.0], [3.0, 4.0]])',
            'print(x.scatter_min(Tensor([[1, 1]]), Tensor([0.0])))',
        ),
        '[[1. 2.]\n [3. 0.]]'),
    'scatter_mul': (
        (
            'x = Tensor([[1.0, 2.0], [3.0, 4.0]])',
            'print(x.scatter_mul(Tensor([[0, 1], [0, 1]]), Tensor([2.0, 3.0])))',
        ),
        '[[ 1. 12.]\n [ 3.  4.]]'),
    'scatter_sub': (
        (
            'x = Tensor([[1.0, 2.0], [3.0, 4.0]])',
            'print(x.scatter_sub(Tensor([[0]]), Tensor([[1.0, 1.0]])))',
        ),
        '[[0. 1.]\n [3. 4.]]'),
    'searchsorted': (
        ('v = Tensor([1, 3, 5]).searchsorted(Tensor([2, 5]))', 'print(v, v.dtype)'),
        '[1 2] Int32'),
    'select': (('x = Tensor([[1.0, 2.0], [3.0, 4.0]])', 'print(x.select(1, 0))'), '[1. 3.]'),
    'select_scatter': (
        (
            'print(Tensor(np.zeros((2, 2)), ms.float32).select_scatter(Tensor([1.0, 2.0]), 0, 0))',
        ),
        '[[1. 2.]\n [0. 0.]]'),
    'set_const_arg': (('x = Tensor([[1.0, 2.0], [3.0, 4.0]])', 'print(x.set_const_arg().const_arg)'), 'True'),
    'set_dtype': (
        (
            'x = Tensor([[1.0, 2.0], [3.0, 4.0]])',
            'print(x.set_dtype(ms.int32), x.dtype, x.tolist())',
        ),
        'Int32 Int32 [[1, 2], [3, 4]]'),
    'sgn': (('print(Tensor([-2.0, 0.0, 3.0]).sgn())',), '[-1.  0.  1.]'),
    'shape': (('x = Tensor([[1.0, 2.0], [3.0, 4.0]])', 'print(x.shape)'), '(2, 2)'),
    'short': (('print(Tensor([1.7]).short().dtype)',), 'Int16'),
    'sigmoid': (('print(Tensor([0.0]).sigmoid())',), '[0.5]'),
    'sign_': (('print(Tensor([-1.5, 0.0, 2.5]).sign_())',), '[-1.  0.  1.]'),
    'signbit': (('print(Tensor([-2.0, 3.0]).signbit())',), '[ True False]'),
    'size': (('x = Tensor([[1.0, 2.0], [3.0, 4.0]])', 'print(x.size)'), '4'),
    'slice_scatter': (
        (
            'print(Tensor(np.zeros((3,)), ms.float32).slice_scatter(Tensor([1.0, 2.0]), 0, 1))',
        ),
        '[0. 1. 2.]'),
    'slogdet': (('x = Tensor([[1.0, 2.0], [3.0, 4.0]])', 'print(x.slogdet()[0])'), '-1.0'),
    'soft_shrink': (('print(Tensor([-1.0, 0.2, 1.0]).soft_shrink())',), '[-0.5  0.   0.5]'),
    'sort': (
        (
            'v = Tensor([3.0, 1.0, 2.0])',
            'print(v.sort())',
        ),
        '(Tensor(shape=[3], dtype=Float32, value= [ 1.00000000e+00,  2.00000000e+00,  3.00000000e+00]), '
        'Tensor(shape=[3], dtype=Int32, value= [1, 2, 0]))'),
    'split': (('print([a.shape for a in Tensor(np.arange(5)).split(2)])',), '[(2,), (2,), (1,)]'),
    'std': (('x = Tensor([[1.0, 2.0], [3.0, 4.0]])', 'print(x.std(), x.std(axis=0))'), '1.118034 [1. 1.]'),
    'storage_offset': (('x = Tensor([[1.0, 2.0], [3.0, 4.0]])', 'print(x[1].storage_offset())'), '2'),
    'stride': (('x = Tensor([[1.0, 2.0], [3.0, 4.0]])', 'print(x.stride(), x.stride(0))'), '[2, 1] 2'),
    'strides': (('x = Tensor([[1.0, 2.0], [3.0, 4.0]])', 'print(x.strides)'), '(8, 4)'),
    'sub': (('x = Tensor([[1.0, 2.0], [3.0, 4.0]])', 'print(x.sub(Tensor([1.0, 1.0])))'), '[[0. 1.]\n [2. 3.]]'),
    'subtract': (('x = Tensor([[1.0, 2.0], [3.0, 4.0]])', 'print(x.subtract(1, alpha=2))'), '[[-1.  0.]\n [ 1.  2.]]'),
    'sum_to_size': (('x = Tensor([[1.0, 2.0], [3.0, 4.0]])', 'print(x.sum_to_size(1, 2))'), '[[4. 6.]]'),
    'svd': (('print(Tensor([[3.0, 0.0], [0.0, 2.0]]).svd(compute_uv=False))',), '[3. 2.]'),
    'swapaxes': (('print(Tensor(np.ones((2, 3, 4))).swapaxes(0, 2).shape)',), '(4, 3, 2)'),
    'swapdims': (('print(Tensor(np.ones((2, 3, 4))).swapdims(0, 1).shape)',), '(3, 2, 4)'),
    't': (('x = Tensor([[1.0, 2.0], [3.0, 4.0]])', 'print(x.t())'), '[[1. 3.]\n [2. 4.]]'),
    'take': (('x = Tensor([[1.0, 2.0], [3.0, 4.0]])', 'print(x.take(Tensor([0, 3, 5])))'), '[1. 4. 4.]'),
    'tanh': (('print(Tensor([0.0]).tanh())',), '[0.]'),
    'tanh_': (('print(Tensor([0.0]).tanh_())',), '[0.]'),
    'tensor_split': (('print([a.shape for a in Tensor(np.arange(5)).tensor_split(2)])',), '[(3,), (2,)]'),
    'tile': (('print(Tensor([1, 2]).tile((2, 2)))',), '[[1 2 1 2]\n [1 2 1 2]]'),
    'to': (('x = Tensor([[1.0, 2.0], [3.0, 4.0]])', 'print(x.to(ms.int32))'), '[[1 2]\n [3 4]]'),
    'trace': (('x = Tensor([[1.0, 2.0], [3.0, 4.0]])', 'print(x.trace())'), '5.0'),
    'triangular_solve': (
        (
            'print(Tensor([[2.0], [4.0]]).triangular_solve(Tensor([[2.0, 0.0], [0.0, 4.0]]))[0])',
        ),
        '[[1.]\n [1.]]'),
    'tril': (('x = Tensor([[1.0, 2.0], [3.0, 4.0]])', 'print(x.tril())'), '[[1. 0.]\n [3. 4.]]'),
    'triu': (('x = Tensor([[1.0, 2.0], [3.0, 4.0]])', 'print(x.triu(1))'), '[[0. 2.]\n [0. 0.]]'),
    'true_divide': (('print(Tensor([1.0, 3.0]).true_divide(Tensor([2.0, 4.0])))',), '[0.5  0.75]'),
    'type_as': (('x = Tensor([[1.0, 2.0], [3.0, 4.0]])', 'print(x.type_as(Tensor([1], ms.int64)).dtype)'), 'Int64'),
    'unbind': (('x = Tensor([[1.0, 2.0], [3.0, 4.0]])', 'print(x.unbind(1)[0])'), '[1. 3.]'),
    'unfold': (('print(Tensor(np.ones((1, 2, 3, 3)), ms.float32).unfold(2).shape)',), '(1, 8, 4)'),
    'uniform': (('x = Tensor([[1.0, 2.0], [3.0, 4.0]])', 'print(bool((x.uniform(0.0, 1.0) < 1).all()))'), 'True'),
    'uniform_': (('x = Tensor([[1.0, 2.0], [3.0, 4.0]])', 'print(bool((abs(x.uniform_(-1, 1)) <= 1).all()))'), 'True'),
    'unique_consecutive': (('print(Tensor([1, 1, 2, 2, 1]).unique_consecutive())',), '[1 2 1]'),
    'unique_with_pad': (('y, idx = Tensor([1, 2, 5, 2]).unique_with_pad(0)', 'print(y, idx)'), '[1 2 5 0] [0 1 2 1]'),
    'unsorted_segment_max': (
        (
            'print(Tensor([1.0, 2.0, 3.0, 4.0]).unsorted_segment_max(Tensor([0, 0, 1, 1]), 2))',
        ),
        '[2. 4.]'),
    'unsorted_segment_min': (
        (
            'print(Tensor([1.0, 2.0, 3.0, 4.0]).unsorted_segment_min(Tensor([0, 0, 1, 1]), 2))',
        ),
        '[1. 3.]'),
    'unsorted_segment_prod': (
        (
            'print(Tensor([1, 2, 3, 4]).unsorted_segment_prod(Tensor([0, 0, 2, 2]), 3))',
        ),
        '[ 2  1 12]'),
    'value': (('x = Tensor([[1.0, 2.0], [3.0, 4.0]])', 'print(x.value() is x)'), 'True'),
    'var': (('x = Tensor([[1.0, 2.0], [3.0, 4.0]])', 'print(x.var(), x.var(ddof=1))'), '1.25 1.6666666'),
    'view': (('x = Tensor([[1.0, 2.0], [3.0, 4.0]])', 'print(x.view(4))'), '[1. 2. 3. 4.]'),
    'view_as': (('x = Tensor([[1.0, 2.0], [3.0, 4.0]])', 'print(x.view_as(Tensor(np.zeros(4))))'), '[1. 2. 3. 4.]'),
    'vsplit': (('print([a.shape for a in Tensor(np.ones((4, 2))).vsplit(2)])',), '[(2, 2), (2, 2)]'),
    'where': (('x = Tensor([[1.0, 2.0], [3.0, 4.0]])', 'print(x.where(x > 2, 0.0))'), '[[0. 0.]\n [3. 4.]]'),
    'zero_': (('x = Tensor([[1.0, 2.0], [3.0, 4.0]])', 'print(x.zero_())'), '[[0. 0.]\n [0. 0.]]'),
}


def _add_examples():
    """Append an Examples section built from :data:`_EXAMPLES` to the docstrings that have none."""
    for name, (code, output) in _EXAMPLES.items():
        attr = Tensor.__dict__[name]
        doc = (attr.__doc__ or "").rstrip()
        if "Examples:" in doc:
            continue
        body = "\n".join(code)
        imports = (["import numpy as np"] if "np." in body else []) + \
            (["import mindspore as ms"] if "ms." in body else []) + ["from mindspore import Tensor"]
        doc += "\n\n        Examples:\n" + "".join(f"            >>> {line}\n" for line in imports + list(code)) + \
            "".join(f"            {line}\n" for line in output.splitlines())
        if isinstance(attr, property):
            setattr(Tensor, name, property(attr.fget, attr.fset, attr.fdel, doc))
        else:
            attr.__doc__ = doc


_add_examples()

# Methods of this package's Tensor that MindSpore 2.10's Tensor does not have (conveniences kept for code written
# against torch-like spellings); their docstrings say so.
_EXTENSION_METHODS = ("detach", "exp2", "fix", "kron", "log_softmax", "pinv", "relu")


def _mark_extensions():
    note = ("\n\n        .. note::\n            Not a method of MindSpore 2.10's ``Tensor``: an extension of this package "
            "(MindSpore code cannot call it).")
    for name in _EXTENSION_METHODS:
        func = Tensor.__dict__[name]
        doc = func.__doc__ or ""
        if "Examples:" in doc:
            head, sep, tail = doc.partition("\n\n        Examples:")
            func.__doc__ = head.rstrip() + note + sep + tail
        else:
            func.__doc__ = doc.rstrip() + note


_mark_extensions()

# methods whose errors are Python's own protocol (or that never reach torch) stay unwrapped
_UNGUARDED = frozenset(("__init__", "__new__", "__getattr__", "__getattribute__", "__setattr__", "__delattr__",
                        "__repr__", "__str__", "__format__", "__hash__", "__bool__", "__len__", "__iter__",
                        "__array__", "__reduce__", "__reduce_ex__", "__getstate__", "__setstate__", "__dir__",
                        "__index__", "__int__", "__float__", "__complex__", "__contains__", "__deepcopy__",
                        "__copy__", "from_torch", "to_torch"))
# the arithmetic and comparison operators are the hot path; _binary already reports shape and type mismatches in
# MindSpore's terms, so they stay unwrapped (``@`` is wrapped: torch checks its shapes)
_HOT = frozenset([f"__{n}__" for n in _OPERATORS if n != "matmul"] + [f"__r{n}__" for n in _COMMUTATIVE]
                 + ["__lt__", "__le__", "__gt__", "__ge__", "__eq__", "__ne__", "__neg__", "__pos__", "__abs__"])


def _guard_methods():
    """Tensor methods leave with MindSpore's exceptions: torch's are translated at this one boundary
    (``_backend/errors.py``); the methods the operator registry adds later are guarded there."""
    for name, attr in list(Tensor.__dict__.items()):
        if name in _UNGUARDED or name in _HOT or not callable(attr) or \
                isinstance(attr, (type, staticmethod, classmethod)):
            continue
        guarded = _translating(attr, f"Tensor.{name}")
        guarded._translates = True
        setattr(Tensor, name, guarded)


_guard_methods()


def is_tensor(obj):
    """
    Whether `obj` is a MindSpore Tensor (Parameters included).

    Args:
        obj (Any): the object.

    Returns:
        bool.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore as ms
        >>> print(ms.is_tensor(ms.Tensor(1.0)), ms.is_tensor(1.0))
        True False
    """
    return isinstance(obj, Tensor)


def from_numpy(array):
    """
    Tensor from a numpy array, keeping its dtype.

    Args:
        array (numpy.ndarray): the data.

    Returns:
        Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> print(ms.from_numpy(np.array([1, 2], np.int32)).dtype)
        Int32
    """
    return Tensor.from_numpy(array)


def tensor(input_data=None, dtype=None, shape=None, init=None, const_arg=False, device=None):
    """
    Create a Tensor (functional form of :class:`mindspore.Tensor`, same arguments and inference rules).

    Args:
        input_data (Union[Tensor, numpy.ndarray, list, tuple, int, float, bool, complex]): the data.
            Default: ``None``.
        dtype (mindspore.dtype): the dtype. Default: ``None`` (inferred).
        shape (Union[tuple, list, int]): the shape when `init` is used. Default: ``None``.
        init (Initializer): an initializer. Default: ``None``.
        const_arg (bool): whether it is a constant network argument. Default: ``False``.
        device (str): placement (see :class:`mindspore.Tensor`). Default: ``None``.

    Returns:
        Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore as ms
        >>> print(ms.tensor([1, 2], ms.float32))
        [1. 2.]
    """
    return Tensor(input_data, dtype, shape, init, const_arg, device)


__all__ += ["swap_tensors"]


def swap_tensors(t1, t2):
    """
    Exchange the contents of two Tensors in place, keeping each Python object (its ``id``).

    Afterwards `t1` has what `t2` had (class, data, dtype, shape and attributes such as a Parameter's name) and the
    other way round. A Tensor and a Parameter can be swapped.

    Args:
        t1 (Tensor): The first Tensor.
        t2 (Tensor): The second Tensor.

    Raises:
        TypeError: If `t1` or `t2` is not a Tensor.
        RuntimeError: If a weak reference to `t1` or `t2` exists.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> a = ms.Tensor(np.array([1.0, 2.0], np.float32))
        >>> b = ms.Tensor(np.array([7, 8, 9], np.int32))
        >>> ms.swap_tensors(a, b)
        >>> print(a, a.dtype)
        [7 8 9] Int32
        >>> print(b, b.dtype)
        [1. 2.] Float32
    """
    for name, value in (("t1", t1), ("t2", t2)):
        if not isinstance(value, Tensor):
            raise TypeError(f"For 'swap_tensors', '{name}' must be a Tensor, but got {type(value).__name__}.")
    if t1 is t2:
        return
    for name, value in (("t1", t1), ("t2", t2)):
        if weakref.getweakrefs(value):
            raise RuntimeError(f"Cannot swap {name} because it has weakref associated with it")
    t1.__class__, t2.__class__ = t2.__class__, t1.__class__
    t1.__dict__, t2.__dict__ = t2.__dict__, t1.__dict__
    t1._t, t2._t = t2._t, t1._t


__all__ += ["frombuffer"]


def frombuffer(buffer, dtype, count=-1, offset=0):
    """
    Create a 1-D Tensor that shares memory with an object exposing the Python buffer protocol.

    Writing to the buffer afterwards changes the Tensor (and the other way round). A read-only buffer (``bytes``)
    gives a Tensor that must not be written.

    Args:
        buffer (object): A ``bytearray``, ``array.array``, ``memoryview``, numpy array, ...
        dtype (mindspore.dtype): The element type.
        count (int, optional): How many elements to read; ``-1`` reads to the end. Default: ``-1``.
        offset (int, optional): Where to start, in bytes. Default: ``0``.

    Returns:
        Tensor, 1-D.

    Raises:
        RuntimeError: If `buffer` has no buffer protocol, `dtype` is not a MindSpore dtype, `count` is 0 or
            below -1, the buffer is empty, `offset` is outside the buffer, or the bytes after `offset` do not hold
            the elements asked for (with ``count=-1``: are not a multiple of the element size).

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore as ms
        >>> data = bytearray([10, 0, 20, 0, 30, 0])
        >>> t = ms.frombuffer(data, ms.int16, count=2, offset=2)
        >>> print(t, t.dtype)
        [20 30] Int16
        >>> data[2] = 21
        >>> print(t)
        [21 30]
    """
    try:
        view = memoryview(buffer)
    except TypeError:
        raise RuntimeError("object does not implement Python buffer protocol.") from None
    if not isinstance(dtype, mstype.Type):
        raise RuntimeError(f"dtype must be mindspore dtype object, but got{dtype}")
    length = view.nbytes
    if count < -1:
        raise RuntimeError(f"count ({count}) must be -1 or positive, but got negative value other than -1")
    if length <= 0 or count == 0:
        raise RuntimeError(f"both buffer length ({length}) and count ({count}) must not be 0")
    if offset < 0 or offset >= length:
        raise RuntimeError(f"offset ({offset} bytes) must be non-negative and no greater than buffer length "
                           f"({length} bytes) minus 1.")
    torch_dtype = _dm.to_torch(dtype)
    size = torch.empty((), dtype=torch_dtype).element_size()
    if count == -1:
        if (length - offset) % size:
            raise RuntimeError(f"buffer length ({length - offset} bytes) after offset ({offset} bytes) must be a "
                               f"multiple of element size ({size}).")
        count = (length - offset) // size
    elif length - offset < count * size:
        raise RuntimeError(f"buffer length ({length} bytes) after offset ({offset} bytes) is not enough for the "
                           f"requested count of elements ({count} elements of size {size} bytes each, total "
                           f"{count * size} bytes).")
    with warnings.catch_warnings():  # torch warns about read-only buffers; MindSpore only logs it
        warnings.simplefilter("ignore", UserWarning)
        t = torch.frombuffer(view.cast("B") if view.ndim != 1 or view.format != "B" else view, dtype=torch_dtype,
                             count=count, offset=offset)
    return _wrap(t)
