"""MindSpore data types (``mindspore.common.dtype``, usually imported as ``mstype``).

Each dtype is a singleton object: ``str(mstype.float32) == 'Float32'`` and ``repr(mstype.float32) ==
'mindspore.float32'``, as in MindSpore. The generic types ``float_``, ``int_``, ``uint`` and ``number`` are distinct
objects (``repr(mstype.float_) == 'mindspore.float'``), not aliases of a sized type.

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
import enum
from inspect import isfunction

import numpy as np

from .._backend import dtype_map as _dtype_map

try:
    import ml_dtypes as _ml_dtypes
except ImportError:  # bfloat16 / float8 then have no numpy counterpart
    _ml_dtypes = None

__all__ = [
    "Type", "QuantDtype", "TensorType", "_null",
    "bool_", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64",
    "float16", "float32", "float64", "bfloat16", "complex64", "complex128", "qint4x2",
    "float8_e4m3fn", "float8_e5m2", "hifloat8",
    "byte", "short", "intc", "intp", "long", "ubyte", "ushort", "uintc", "uintp",
    "half", "single", "double", "cfloat", "cdouble",
    "float_", "int_", "uint", "number", "string", "list_", "tuple_", "type_none", "tensor_type",
    "dtype_to_nptype", "dtype_to_pytype", "pytype_to_dtype", "get_py_obj_dtype",
]


class Type:
    """Base class of every MindSpore type object.

    Type objects are singletons compared by identity; ``str`` gives the type's display name (``Float32``) and
    ``repr`` its Python name (``mindspore.float32``).

    Examples:
        >>> import mindspore as ms
        >>> print(isinstance(ms.float32, ms.Type), ms.float32 == ms.float32, ms.float32 == ms.float16)
        True True False
    """

    _kind = "Type"

    def __init__(self, name, bits=0, display=None):
        self._name = name
        self._bits = bits
        self._display = display

    def __str__(self):
        if self._display is not None:
            return self._display
        return self._kind + (str(self._bits) if self._bits else "")

    def __repr__(self):
        return "mindspore." + self._name

    def __eq__(self, other):
        return self is other

    def __ne__(self, other):
        return self is not other

    def __hash__(self):
        return hash(self._name)

    def __reduce__(self):
        return (_by_name, (self._name,))


class Number(Type):
    """The generic number type (``mindspore.number``), base of the numeric types."""
    _kind = "Number"


class Bool(Number):
    """The boolean type (``mindspore.bool_``)."""
    _kind = "Bool"


class Int(Number):
    """Signed integer types (``int8`` ... ``int64``; ``int_`` is the generic one)."""
    _kind = "Int"


class UInt(Number):
    """Unsigned integer types (``uint8`` ... ``uint64``; ``uint`` is the generic one)."""
    _kind = "UInt"


class Float(Number):
    """IEEE floating point types (``float16``, ``float32``, ``float64``; ``float_`` is the generic one)."""
    _kind = "Float"


class BFloat(Number):
    """The bfloat16 type."""
    _kind = "BFloat"


class Complex(Number):
    """Complex types (``complex64``, ``complex128``)."""
    _kind = "Complex"


class String(Type):
    """The string type (``mindspore.string``)."""
    _kind = "String"


class List(Type):
    """The list type (``mindspore.list_``)."""
    _kind = "List"


class Tuple(Type):
    """The tuple type (``mindspore.tuple_``)."""
    _kind = "Tuple"


class TypeNone(Type):
    """The type of ``None`` (``mindspore.type_none``)."""
    _kind = "NoneType"


class _NullType(Type):
    """The null type (``mindspore._null``)."""
    _kind = "Null"


class _FunctionType(Type):
    """The type of functions, Cells and Primitives (what :func:`get_py_obj_dtype` returns for them)."""
    _kind = "Function"


class _TypeType(Type):
    """The type of type objects (what :func:`get_py_obj_dtype` returns for a MindSpore dtype)."""
    _kind = "TypeType"


class TensorType(Type):
    """The type of a tensor with a given element type.

    Args:
        element_type (mindspore.dtype): the element type; ``None`` for the generic ``mindspore.tensor_type``.

    Examples:
        >>> import mindspore as ms
        >>> print(ms.TensorType(ms.float32))
        Tensor[Float32]
        >>> print(ms.TensorType(ms.float32) == ms.TensorType(ms.float32))
        True
    """
    _kind = "TensorType"

    def __init__(self, element_type=None):
        super().__init__("tensor")
        self._element_type = element_type

    def element_type(self):
        """
        The type of the elements.

        Returns:
            mindspore.dtype, or ``None`` for the generic ``mindspore.tensor_type``.

        Examples:
            >>> import mindspore as ms
            >>> print(ms.TensorType(ms.int8).element_type())
            Int8
        """
        return self._element_type

    def __str__(self):
        return "Tensor" if self._element_type is None else f"Tensor[{self._element_type}]"

    def __repr__(self):
        if self._element_type is None:
            return "mindspore.tensor"
        return f"mindspore.tensor[{repr(self._element_type).replace('mindspore.', '', 1)}]"

    def __eq__(self, other):
        return isinstance(other, TensorType) and other._element_type is self._element_type

    def __ne__(self, other):
        return not self == other

    def __hash__(self):
        return hash(("tensor", self._element_type))

    def __reduce__(self):
        return (TensorType, (self._element_type,))


bool_ = Bool("bool")
int8, int16, int32, int64 = (Int(f"int{b}", b) for b in (8, 16, 32, 64))
uint8, uint16, uint32, uint64 = (UInt(f"uint{b}", b) for b in (8, 16, 32, 64))
float16, float32, float64 = (Float(f"float{b}", b) for b in (16, 32, 64))
bfloat16 = BFloat("bfloat16", 16)
complex64, complex128 = Complex("complex64", 64), Complex("complex128", 128)
qint4x2 = Int("int4", 4)
float8_e4m3fn = Float("float8_e4m3fn", 8, "Float8E4M3FN")
float8_e5m2 = Float("float8_e5m2", 8, "Float8E5M2")
hifloat8 = Float("hifloat8", 8, "HiFloat8")

number = Number("number")
int_ = Int("int")
uint = UInt("uint")
float_ = Float("float")
string = String("string_")
list_ = List("list_")
tuple_ = Tuple("tuple_")
type_none = TypeNone("type_none")
_null = _NullType("Null")
tensor_type = TensorType()
function = _FunctionType("function")
type_type = _TypeType("type_type")

byte, short, intc, intp, long = int8, int16, int32, int64, int64
ubyte, ushort, uintc, uintp = uint8, uint16, uint32, uint64
half, single, double = float16, float32, float64
cfloat, cdouble = complex64, complex128

int_type = (int8, int16, int32, int64)
uint_type = (uint8, uint16, uint32, uint64)
float_type = (float16, float32, float64, bfloat16)
complex_type = (complex64, complex128)
signed_type = (int8, int16, int32, int64, float16, float32, float64, bfloat16, complex64, complex128)
number_type = (*int_type, *uint_type, float16, float32, float64, bfloat16, complex64, complex128, qint4x2)
all_types = (bool_, int8, uint8, int16, int32, int64, float16, float32, float64, bfloat16, complex64, complex128)
#: rank of each dtype for implicit conversion (``Parameter.set_data`` refuses to lower the rank of incoming data)
implicit_conversion_seq = {t: i for i, t in enumerate(all_types)}

_NAMES = {t._name: t for t in (*all_types, uint16, uint32, uint64, qint4x2, float8_e4m3fn, float8_e5m2, hifloat8,
                               number, int_, uint, float_, string, list_, tuple_, type_none, _null, function,
                               type_type)}


def _by_name(name):
    return _NAMES[name]


class _QuantDtypeBase(enum.Enum):
    """Behaviour shared by the members of :class:`QuantDtype` (the members are created below)."""

    def __str__(self):
        return self.name

    def value(self) -> int:  # pylint: disable=invalid-overridden-method
        """The integer code of this quantization type (used to serialize it).

        Returns:
            int.

        Examples:
            >>> from mindspore import QuantDtype
            >>> print(QuantDtype.INT4.value())
            3
        """
        return self._value_


# INTn has the code n - 1 and UINTn the code 99 + n, in this order (signed first)
QuantDtype = enum.unique(_QuantDtypeBase('QuantDtype', [(f'INT{bits}', bits - 1) for bits in range(1, 17)]
                                         + [(f'UINT{bits}', 99 + bits) for bits in range(1, 17)], module=__name__))
QuantDtype.__doc__ = """Data types of quantization algorithms: ``INT1`` ... ``INT16`` and ``UINT1`` ... ``UINT16``.

    Examples:
        >>> from mindspore import QuantDtype
        >>> print(QuantDtype.INT8, QuantDtype.INT8.value(), QuantDtype.UINT16.value())
        INT8 7 115
"""


def _np_types():
    table = {bool_: np.bool_, int8: np.int8, int16: np.int16, int32: np.int32, int64: np.int64,
             uint8: np.uint8, uint16: np.uint16, uint32: np.uint32, uint64: np.uint64,
             float16: np.float16, float32: np.float32, float64: np.float64,
             complex64: np.complex64, complex128: np.complex128}
    if _ml_dtypes is not None:
        table[bfloat16] = _ml_dtypes.bfloat16
        table[float8_e4m3fn] = _ml_dtypes.float8_e4m3fn
        table[float8_e5m2] = _ml_dtypes.float8_e5m2
    return table


_NP = _np_types()

_SIMPLE_TYPES = {
    list: list_, tuple: tuple_, type(None): type_none, bool: bool_, int: int64, float: float64,
    complex: complex128, str: string, np.bool_: bool_, np.str_: string,
    np.int8: int8, np.int16: int16, np.int32: int32, np.int64: int64,
    np.uint8: uint8, np.uint16: uint16, np.uint32: uint32, np.uint64: uint64,
    np.float16: float16, np.float32: float32, np.float64: float64,
    np.complex64: complex64, np.complex128: complex128,
}
if _ml_dtypes is not None:
    _SIMPLE_TYPES[_ml_dtypes.bfloat16] = bfloat16


def dtype_to_nptype(type_):
    r"""
    Convert a MindSpore dtype to the numpy scalar type.

    Args:
        type\_ (mindspore.dtype): a MindSpore numeric or bool dtype.

    Returns:
        The numpy type, e.g. ``numpy.float32`` (``ml_dtypes.bfloat16`` for ``mindspore.bfloat16``).

    Raises:
        TypeError: if `type_` has no numpy counterpart.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore as ms
        >>> print(ms.dtype_to_nptype(ms.int32))
        <class 'numpy.int32'>
    """
    try:
        return _NP[type_]
    except (KeyError, TypeError):
        raise TypeError(f"For 'dtype_to_nptype', the argument 'type_' must be a MindSpore numeric or bool dtype "
                        f"with a numpy counterpart, but got {type_!r}.") from None


_PY = {bool_: bool, int_: int, float_: float, list_: list, tuple_: tuple, string: str, type_none: type(None),
       **{t: int for t in (*int_type, *uint_type)}, **{t: float for t in float_type},
       complex64: complex, complex128: complex}


def dtype_to_pytype(type_):
    r"""
    Convert a MindSpore dtype to the Python type.

    Args:
        type\_ (mindspore.dtype): a MindSpore dtype.

    Returns:
        ``bool``, ``int``, ``float``, ``complex``, ``list``, ``tuple``, ``str`` or ``NoneType``.

    Raises:
        KeyError: if `type_` has no Python counterpart.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore as ms
        >>> print(ms.dtype_to_pytype(ms.float16))
        <class 'float'>
        >>> print(ms.dtype_to_pytype(ms.bool_))
        <class 'bool'>
    """
    try:
        return _PY[type_]
    except (KeyError, TypeError):
        raise KeyError(type_) from None


def pytype_to_dtype(obj):
    """
    Convert a Python or numpy type to the MindSpore dtype.

    Args:
        obj (type): a Python type (``bool``, ``int``, ``float``, ``complex``, ``str``, ``list``, ``tuple``,
            ``NoneType``), a numpy scalar type or ``numpy.dtype``, or a MindSpore dtype (returned unchanged).

    Returns:
        mindspore.dtype. Python ``int`` maps to ``int64`` and ``float`` to ``float64``.

    Raises:
        TypeError: if `obj` is not a type.
        NotImplementedError: if the type has no MindSpore counterpart.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> print(ms.pytype_to_dtype(float))
        Float64
        >>> print(ms.pytype_to_dtype(np.int32))
        Int32
    """
    if isinstance(obj, np.dtype):
        obj = obj.type
    if isinstance(obj, Type):
        return obj
    if not isinstance(obj, type):
        raise TypeError(f"For 'pytype_to_dtype', the argument 'obj' must be a python type object, such as int, "
                        f"float, str, etc. But got type {type(obj)}.")
    if obj in _SIMPLE_TYPES:
        return _SIMPLE_TYPES[obj]
    raise NotImplementedError(f"The python type {obj} cannot be converted to MindSpore type.")


def get_py_obj_dtype(obj):
    """
    Get the MindSpore type of a Python object or type.

    Args:
        obj (Any): a Tensor (gives ``TensorType(dtype)``), a Cell, Primitive or function (gives the function type),
            a MindSpore dtype, a Python type or a Python value (gives the type of ``type(obj)``).

    Returns:
        mindspore.dtype.

    Raises:
        NotImplementedError: if the type of `obj` has no MindSpore counterpart.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore as ms
        >>> ms.get_py_obj_dtype(1)
        mindspore.int64
        >>> print(ms.get_py_obj_dtype(ms.Tensor([1.0])))
        Tensor[Float32]
    """
    if hasattr(obj, "shape") and isinstance(getattr(obj, "dtype", None), Type):
        return TensorType(obj.dtype)
    if hasattr(obj, "__primitive_flag__") or hasattr(obj, "construct") or isfunction(obj):
        return function
    if isinstance(obj, Type):
        return type_type
    if isinstance(obj, type):
        return pytype_to_dtype(obj)
    return pytype_to_dtype(type(obj))


_dtype_map.bind(globals())
