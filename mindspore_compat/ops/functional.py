"""``mindspore.ops.functional`` (imported as ``F``): every functional operator plus the small helpers MindSpore
scripts use through ``F`` (``F.tensor_add``, ``F.tuple_len``, ``F.hyper_map`` ...).

Examples:
    >>> import mindspore
    >>> from mindspore import Tensor
    >>> from mindspore.ops import functional as F
    >>> x = Tensor([1.0, 2.0], mindspore.float32)
    >>> print(F.tensor_add(x, x), F.shape(x), F.dtype(x))
    [2. 4.] (2,) Float32
    >>> print(F.tuple_len((1, 2, 3)), F.scalar_add(1, 2))
    3 3
"""
import builtins as _builtins
import math

import torch

from ..common import dtype as mstype
from ..common.tensor import Tensor, _wrap
from .function import *  # noqa: F401,F403
from .function import __all__ as _function_all
from .function.math_func import add, sub, mul, true_divide, pow, floor_divide, floor_mod, greater, greater_equal, \
    less, less_equal, exp, expm1
from .function.array_func import range as _range, slice as _slice, reshape as _reshape, shape as _shape
from .composite.base import HyperMap, Map, MultitypeFuncGraph, zip_operation
from .operations.other_ops import _stop
from .primitive import constexpr
from .operations.array_ops import ScalarCast

_HELPERS = [
    "tensor_add", "tensor_sub", "tensor_mul", "tensor_div", "tensor_pow", "tensor_mod", "tensor_floordiv",
    "tensor_gt", "tensor_ge", "tensor_lt", "tensor_le", "tensor_exp", "tensor_expm1", "tensor_range",
    "tensor_slice", "scalar_add", "scalar_sub", "scalar_mul", "scalar_div", "scalar_floordiv", "scalar_mod",
    "scalar_pow", "scalar_eq", "scalar_ne", "scalar_lt", "scalar_le", "scalar_gt", "scalar_ge", "scalar_max",
    "scalar_min", "scalar_log", "scalar_uadd", "scalar_usub", "scalar_cast", "tuple_getitem", "tuple_setitem",
    "tuple_len", "tuple_reversed", "tuple_equal", "list_getitem", "list_setitem", "list_len", "list_equal",
    "make_tuple", "make_list", "make_dict", "make_slice", "make_range", "dict_getitem", "dict_setitem", "in_dict",
    "not_in_dict", "typeof", "bool_and", "bool_or", "bool_not", "bool_eq", "is_", "isconstant", "string_eq",
    "string_concat", "switch", "stop_gradient_", "shape_", "reshape_", "array_to_scalar", "zip_operation",
]

__all__ = list(_function_all) + _HELPERS + ["hyper_map", "constexpr"]

#: A ready-made :class:`HyperMap` taking the function as its first input (``F.hyper_map(f, grads)``).
hyper_map = HyperMap()


def tensor_add(input, other):
    """Element-wise ``input + other`` (same as :func:`mindspore.ops.add`)."""
    return add(input, other)


def tensor_sub(*args):
    """Element-wise ``x - y`` (same as :func:`mindspore.ops.sub`)."""
    return sub(*args)


def tensor_mul(input, other):
    """Element-wise ``input * other``."""
    return mul(input, other)


def tensor_div(x, y):
    """Element-wise ``x / y``."""
    return true_divide(x, y)


def tensor_pow(input, exponent):
    """Element-wise ``input ** exponent``."""
    return pow(input, exponent)


def tensor_mod(x, y):
    """Element-wise floor modulo ``x % y``."""
    return floor_mod(x, y)


def tensor_floordiv(input, other):
    """Element-wise floor division ``input // other``."""
    return floor_divide(input, other)


def tensor_gt(input, other):
    """Element-wise ``input > other``."""
    return greater(input, other)


def tensor_ge(input, other):
    """Element-wise ``input >= other``."""
    return greater_equal(input, other)


def tensor_lt(*args, **kwargs):
    """Element-wise ``input < other``."""
    return less(*args, **kwargs)


def tensor_le(input, other):
    """Element-wise ``input <= other``."""
    return less_equal(input, other)


def tensor_exp(input):
    """Element-wise ``exp(input)``."""
    return exp(input)


def tensor_expm1(input):
    """Element-wise ``exp(input) - 1``."""
    return expm1(input)


def tensor_range(start, end, step):
    """Values from `start` to `end` (excluded) by `step`."""
    return _range(start, end, step)


def tensor_slice(input, begin, size):
    """Slice of `size` elements from `begin` per dimension (same as :func:`mindspore.ops.slice`)."""
    return _slice(input, begin, size)


def scalar_add(x, y):
    """``x + y`` on Python scalars."""
    return x + y


def scalar_sub(x, y):
    """``x - y`` on Python scalars."""
    return x - y


def scalar_mul(x, y):
    """``x * y`` on Python scalars."""
    return x * y


def scalar_div(x, y):
    """``x / y`` on Python scalars (ZeroDivisionError for 0)."""
    return x / y


def scalar_floordiv(x, y):
    """``x // y`` on Python scalars."""
    return x // y


def scalar_mod(x, y):
    """``x % y`` on Python scalars."""
    return x % y


def scalar_pow(x, y):
    """``x ** y`` on Python scalars."""
    return x ** y


def scalar_eq(x, y):
    """``x == y`` on Python scalars."""
    return x == y


def scalar_ne(*args):
    """``x != y`` on Python scalars."""
    return args[0] != args[1]


def scalar_lt(x, y):
    """``x < y`` on Python scalars."""
    return x < y


def scalar_le(x, y):
    """``x <= y`` on Python scalars."""
    return x <= y


def scalar_gt(x, y):
    """``x > y`` on Python scalars."""
    return x > y


def scalar_ge(x, y):
    """``x >= y`` on Python scalars."""
    return x >= y


def scalar_max(x, y):
    """The larger of two Python scalars."""
    return x if x >= y else y


def scalar_min(x, y):
    """The smaller of two Python scalars."""
    return x if x <= y else y


def scalar_log(x):
    """Natural logarithm of a Python scalar."""
    return math.log(x)


def scalar_uadd(x):
    """``+x`` on a Python scalar."""
    return +x


def scalar_usub(x):
    """``-x`` on a Python scalar."""
    return -x


def scalar_cast(input_x, input_y):
    """Converts a Python scalar to the Python type of MindSpore dtype `input_y` (int, float or bool)."""
    return ScalarCast()(input_x, input_y)


def tuple_getitem(*args):
    """``t[i]`` for a tuple."""
    return args[0][args[1]]


def tuple_setitem(*args):
    """A copy of tuple ``t`` with ``t[i] = v``."""
    t, i, v = args
    lst = list(t)
    lst[i] = v
    return tuple(lst)


def tuple_len(*args):
    """``len(t)`` for a tuple."""
    return len(args[0])


def tuple_reversed(*args):
    """The tuple in reverse order."""
    return tuple(reversed(args[0]))


def tuple_equal(*args):
    """Whether two tuples are equal."""
    return args[0] == args[1]


def list_getitem(*args):
    """``l[i]`` for a list."""
    return args[0][args[1]]


def list_setitem(*args):
    """A copy of list ``l`` with ``l[i] = v``."""
    lst, i, v = args
    lst = list(lst)
    lst[i] = v
    return lst


def list_len(*args):
    """``len(l)`` for a list."""
    return len(args[0])


def list_equal(*args):
    """Whether two lists are equal."""
    return args[0] == args[1]


def make_tuple(*args):
    """A tuple of the arguments."""
    return tuple(args)


def make_list(*args):
    """A list of the arguments."""
    return list(args)


def make_dict(*args):
    """A dict from a tuple of keys and a tuple of values."""
    return dict(zip(args[0], args[1]))


def make_slice(*args):
    """A ``slice(start, stop, step)``."""
    return _builtins.slice(*args)


def make_range(*args):
    """A ``range(start, stop, step)`` as a tuple."""
    return tuple(_builtins.range(*args))


def dict_getitem(*args):
    """``d[key]``."""
    return args[0][args[1]]


def dict_setitem(*args):
    """A copy of dict ``d`` with ``d[key] = value``."""
    d, k, v = args
    d = dict(d)
    d[k] = v
    return d


def in_dict(*args):
    """Whether `key` is in dict `d`: ``in_dict(key, d)``."""
    return args[0] in args[1]


def not_in_dict(*args):
    """Whether `key` is not in dict `d`: ``not_in_dict(key, d)``."""
    return args[0] not in args[1]


def typeof(*args):
    """The MindSpore type of a value (``Tensor[Float32]`` for a float32 Tensor, ``Int64`` for an int ...)."""
    x = args[0]
    if isinstance(x, Tensor):
        return mstype.TensorType(x.dtype)
    return mstype.get_py_obj_dtype(x)


def bool_and(*args):
    """``a and b`` on Python bools."""
    return bool(args[0]) and bool(args[1])


def bool_or(*args):
    """``a or b`` on Python bools."""
    return bool(args[0]) or bool(args[1])


def bool_not(*args):
    """``not a`` on a Python bool."""
    return not args[0]


def bool_eq(*args):
    """``a == b`` on Python bools."""
    return bool(args[0]) == bool(args[1])


def is_(*args):
    """``a is b``."""
    return args[0] is args[1]


def isconstant(x):
    """Whether `x` is a compile-time constant: True for anything but a Tensor (eager execution)."""
    return not isinstance(x, Tensor)


def string_eq(*args):
    """Whether two strings are equal."""
    return args[0] == args[1]


def string_concat(*args):
    """Concatenation of two strings."""
    return args[0] + args[1]


def switch(*args):
    """``true_branch if cond else false_branch``: ``switch(cond, true_branch, false_branch)``."""
    cond, t, f = args
    return t if bool(cond) else f


def stop_gradient_(input):
    """Blocks gradient propagation through `input` (same as :func:`mindspore.ops.stop_gradient`)."""
    return _stop(input)


def shape_(x):
    """The shape of a tensor as a tuple."""
    return _shape(x)


def reshape_(input, shape):
    """Reshapes a tensor (same as :func:`mindspore.ops.reshape`)."""
    return _reshape(input, shape)


def array_to_scalar(*args):
    """The Python scalar held by a one-element tensor."""
    return args[0].item() if isinstance(args[0], Tensor) else args[0]
