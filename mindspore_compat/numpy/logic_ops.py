"""Comparisons and logic of ``mindspore.numpy`` (views of :mod:`mindspore.ops`)."""
import numbers

from .. import ops
from ..common.tensor import Tensor
from ._view import unary, binary, make, to_tensor

_CMP = [("equal", ops.equal, "``x1 == x2``."), ("not_equal", ops.not_equal, "``x1 != x2``."),
        ("less", ops.less, "``x1 < x2``."), ("less_equal", ops.less_equal, "``x1 <= x2``."),
        ("greater", ops.greater, "``x1 > x2``."), ("greater_equal", ops.greater_equal, "``x1 >= x2``."),
        ("logical_and", lambda a, b: ops.logical_and(to_tensor(a), to_tensor(b)), "Logical AND."),
        ("logical_or", lambda a, b: ops.logical_or(to_tensor(a), to_tensor(b)), "Logical OR."),
        ("logical_xor", lambda a, b: ops.logical_xor(to_tensor(a), to_tensor(b)), "Logical XOR.")]
for _name, _op, _doc in _CMP:
    globals()[_name] = binary(_name, _op, _doc + " Element-wise, a bool tensor; `dtype` casts the result.")

logical_not = unary("logical_not", ops.logical_not, "Logical NOT, element-wise.", arg="a")
isfinite = unary("isfinite", ops.isfinite, "Whether each element is finite.")
isinf = unary("isinf", ops.isinf, "Whether each element is +inf or -inf.")
isnan = unary("isnan", ops.isnan, "Whether each element is NaN.")
invert = unary("invert", lambda x: ops.logical_not(x) if x.dtype == ops.dtype(Tensor(True)) else ops.sub(
    ops.neg(x), 1), "Bitwise NOT (two's complement), element-wise.")
bitwise_not = unary("bitwise_not", lambda x: invert(x), "Bitwise NOT, element-wise (alias of invert).")
isneginf = make("isneginf", "x", lambda x: ops.isneginf(to_tensor(x)), "Whether each element is -inf.")
isposinf = make("isposinf", "x", lambda x: ops.isposinf(to_tensor(x)), "Whether each element is +inf.")
isscalar = make("isscalar", "element", lambda element: isinstance(element, (numbers.Number, str, bytes)),
                "Whether `element` is a Python scalar (a number, str or bytes).")
isclose = make("isclose", "a, b, rtol=1e-05, atol=1e-08, equal_nan=False",
               lambda a, b, rtol=1e-05, atol=1e-08, equal_nan=False: ops.isclose(
                   to_tensor(a), to_tensor(b), rtol, atol, equal_nan), "Element-wise closeness.")
array_equal = make("array_equal", "a1, a2, equal_nan=False", lambda a1, a2, equal_nan=False: _equal(
    to_tensor(a1), to_tensor(a2), equal_nan, False), "Whether both have the same shape and elements.")
array_equiv = make("array_equiv", "a1, a2", lambda a1, a2: _equal(to_tensor(a1), to_tensor(a2), False, True),
                   "Whether both broadcast to one shape with equal elements.")


def _equal(a, b, equal_nan, broadcast):
    if not broadcast and a.shape != b.shape:
        return Tensor(False)
    try:
        eq = ops.equal(a, b)
    except ValueError:
        return Tensor(False)
    if equal_nan:
        eq = ops.logical_or(eq, ops.logical_and(ops.isnan(a), ops.isnan(b)))
    return ops.all(eq)


def _isin(element, test_elements, invert=False):
    e, t = to_tensor(element), ops.reshape(to_tensor(test_elements), (-1,))
    hit = ops.any(ops.equal(ops.expand_dims(e, -1), t), -1)
    return ops.logical_not(hit) if invert else hit


isin = make("isin", "element, test_elements, invert=False", _isin, "Whether each element is in `test_elements`.")
in1d = make("in1d", "ar1, ar2, invert=False", lambda ar1, ar2, invert=False: _isin(
    ops.reshape(to_tensor(ar1), (-1,)), ar2, invert), "Whether each element of the flattened `ar1` is in `ar2`.")
sometrue = make("sometrue", "a, axis=None, keepdims=False", lambda a, axis=None, keepdims=False: ops.any(
    to_tensor(a), axis, keepdims), "Whether any element is true.")
