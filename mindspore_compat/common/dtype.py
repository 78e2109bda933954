"""MindSpore data types (``mindspore.common.dtype``, usually imported as ``mstype``).

Each dtype is a singleton object: ``str(mstype.float32) == 'Float32'`` and
``repr(mstype.float32) == 'mindspore.float32'``, as in MindSpore.

Examples:
    >>> import mindspore as ms
    >>> import mindspore.common.dtype as mstype
    >>> print(ms.float32)
    Float32
    >>> print([mstype.int8, ms.bool_])
    [mindspore.int8, mindspore.bool]
    >>> print(mstype.dtype_to_nptype(ms.float16))
    <class 'numpy.float16'>
"""
import numpy as np

__all__ = [
    "Type", "Number", "Bool", "Int", "UInt", "Float", "BFloat", "Complex", "TensorType",
    "bool_", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64",
    "float16", "float32", "float64", "bfloat16", "complex64", "complex128",
    "half", "single", "double", "float_", "int_", "uint", "byte", "ubyte", "short", "ushort",
    "intc", "uintc", "intp", "uintp", "long", "cfloat", "cdouble",
    "number_type", "int_type", "uint_type", "float_type", "all_types",
    "dtype_to_nptype", "dtype_to_pytype", "pytype_to_dtype", "get_py_obj_dtype",
]


class Type:
    """Base of every MindSpore type object."""

    _kind = "Type"

    def __init__(self, name, bits=0):
        self._name = name
        self._bits = bits

    def __str__(self):
        return self._kind + (str(self._bits) if self._bits else "")

    def __repr__(self):
        return "mindspore." + self._name

    def __eq__(self, other):
        return self is other

    def __hash__(self):
        return hash(self._name)

    def __reduce__(self):
        return (_by_name, (self._name,))


class Number(Type):
    """Base of the numeric types."""
    _kind = "Number"


class Bool(Number):
    """The boolean type (``mindspore.bool_``)."""
    _kind = "Bool"


class Int(Number):
    """Signed integer types (``int8`` ... ``int64``)."""
    _kind = "Int"


class UInt(Number):
    """Unsigned integer types (``uint8`` ... ``uint64``)."""
    _kind = "UInt"


class Float(Number):
    """IEEE floating point types (``float16``, ``float32``, ``float64``)."""
    _kind = "Float"


class BFloat(Number):
    """The bfloat16 type."""
    _kind = "BFloat"


class Complex(Number):
    """Complex types (``complex64``, ``complex128``)."""
    _kind = "Complex"


class TensorType(Type):
    """The type of a tensor with a given element type (``mstype.TensorType(mstype.float32)``)."""
    _kind = "TensorType"

    def __init__(self, element_type=None):
        super().__init__("tensor_type")
        self.element_type = element_type

    def __str__(self):
        return f"Tensor[{self.element_type}]"

    def __eq__(self, other):
        return isinstance(other, TensorType) and other.element_type is self.element_type

    def __hash__(self):
        return hash(("tensor", self.element_type))


bool_ = Bool("bool")
int8, int16, int32, int64 = (Int(f"int{b}", b) for b in (8, 16, 32, 64))
uint8, uint16, uint32, uint64 = (UInt(f"uint{b}", b) for b in (8, 16, 32, 64))
float16, float32, float64 = (Float(f"float{b}", b) for b in (16, 32, 64))
bfloat16 = BFloat("bfloat16", 16)
complex64, complex128 = Complex("complex64", 64), Complex("complex128", 128)

half, single, double, float_ = float16, float32, float64, float32
int_, intc, intp, long, short, byte = int64, int32, int64, int64, int16, int8
uint, uintc, uintp, ushort, ubyte = uint64, uint32, uint64, uint16, uint8
cfloat, cdouble = complex64, complex128

int_type = (int8, int16, int32, int64)
uint_type = (uint8, uint16, uint32, uint64)
float_type = (float16, float32, float64, bfloat16)
number_type = (*int_type, *uint_type, *float_type, complex64, complex128)
all_types = (bool_, *number_type)

_NAMES = {t._name: t for t in all_types}


def _by_name(name):
    return _NAMES[name]


def _np_types():
    table = {bool_: np.bool_, int8: np.int8, int16: np.int16, int32: np.int32, int64: np.int64,
             uint8: np.uint8, uint16: np.uint16, uint32: np.uint32, uint64: np.uint64,
             float16: np.float16, float32: np.float32, float64: np.float64,
             complex64: np.complex64, complex128: np.complex128}
    try:
        import ml_dtypes
        table[bfloat16] = ml_dtypes.bfloat16
    except ImportError:  # bfloat16 then converts through float32 on the numpy side
        table[bfloat16] = np.float32
    return table


_NP = _np_types()


def dtype_to_nptype(type_):
    """Convert a MindSpore dtype to the numpy scalar type.

    Args:
        type_ (mindspore.dtype): a MindSpore dtype.

    Returns:
        The numpy type, e.g. ``numpy.float32``.

    Raises:
        TypeError: if `type_` is not a MindSpore numeric dtype.

    Examples:
        >>> import mindspore as ms
        >>> print(ms.dtype_to_nptype(ms.int32))
        <class 'numpy.int32'>
    """
    try:
        return _NP[type_]
    except (KeyError, TypeError):
        raise TypeError(f"For 'dtype_to_nptype', the argument 'type_' must be a MindSpore numeric dtype, "
                        f"but got {type_!r}.") from None


def dtype_to_pytype(type_):
    """Convert a MindSpore dtype to the Python type (``bool``, ``int``, ``float`` or ``complex``).

    Examples:
        >>> import mindspore as ms
        >>> print(ms.dtype_to_pytype(ms.float16))
        <class 'float'>
    """
    if type_ is bool_:
        return bool
    if type_ in int_type or type_ in uint_type:
        return int
    if type_ in float_type:
        return float
    if type_ in (complex64, complex128):
        return complex
    raise NotImplementedError(f"For 'dtype_to_pytype', the type {type_!r} has no Python equivalent.")


def pytype_to_dtype(obj):
    """Convert a Python or numpy type to the MindSpore dtype.

    Args:
        obj (type): ``bool``, ``int``, ``float``, ``complex``, a numpy dtype or a MindSpore dtype.

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> print(ms.pytype_to_dtype(float))
        Float64
        >>> print(ms.pytype_to_dtype(np.int32))
        Int32
    """
    if isinstance(obj, Type):
        return obj
    py = {bool: bool_, int: int64, float: float64, complex: complex128}
    if obj in py:
        return py[obj]
    try:
        npd = np.dtype(obj)
    except TypeError:
        raise NotImplementedError(f"The python type {obj} cannot be converted to MindSpore type.") from None
    for ms_t, np_t in _NP.items():
        if np.dtype(np_t) == npd and not (ms_t is bfloat16 and np_t is np.float32):
            return ms_t
    raise NotImplementedError(f"The python type {obj} cannot be converted to MindSpore type.")


def get_py_obj_dtype(obj):
    """Return the MindSpore type of a Python object (a Tensor's dtype, or the type of a scalar)."""
    if hasattr(obj, "dtype") and isinstance(getattr(obj, "dtype"), Type):
        return obj.dtype
    if isinstance(obj, bool):
        return bool_
    if isinstance(obj, int):
        return int64
    if isinstance(obj, float):
        return float32
    if isinstance(obj, type):
        return pytype_to_dtype(obj)
    raise TypeError(f"Cannot get the MindSpore type of {type(obj)}.")
