"""Helpers of the ``mindspore.numpy`` views (not public): array-like conversion with MindSpore's numpy defaults
(Python ints become int32, floats float32) and the factories of the element-wise functions."""
import inspect
import numbers

import numpy as onp

from .. import ops
from ..common import dtype as mstype
from ..common.tensor import Tensor
from .._backend import dtype_map as _dm
from .._viewdoc import build

_INT, _FLOAT = mstype.int32, mstype.float32


def _scalar_dtype(value):
    if isinstance(value, bool):
        return mstype.bool_
    if isinstance(value, numbers.Integral):
        return _INT
    return _FLOAT


def to_tensor(x, dtype=None, name="x"):
    """A Tensor for `x` (Tensor, number, bool, list or tuple), ints as int32 and floats as float32."""
    if isinstance(x, Tensor):
        return x if dtype is None else ops.cast(x, dtype)
    if isinstance(x, (bool, numbers.Number)) and not isinstance(x, complex):
        return Tensor(x, dtype or _scalar_dtype(x))
    if isinstance(x, (list, tuple)):
        arr = onp.array([a.asnumpy() if isinstance(a, Tensor) else a for a in x]) if any(
            isinstance(a, Tensor) for a in x) else onp.array(x)
        if dtype is None:
            dtype = mstype.bool_ if arr.dtype == bool else _INT if arr.dtype.kind in "iu" else _FLOAT
        return Tensor(arr, dtype)
    raise TypeError(f"input data must be `int`, `float`, `bool`, `Tensor`, `list`, `tuple`, but got {type(x)}")


def need_tensor(*values):
    """MindSpore's numpy takes only Tensors in some places (no lists or numbers): TypeError like MindSpore's."""
    for v in values:
        if not isinstance(v, Tensor):
            kind = {list: "List", tuple: "Tuple", int: "Int", float: "Float", bool: "Bool"}.get(type(v),
                                                                                               type(v).__name__)
            raise TypeError(f"expect Tensor, but got <class 'mindspore._c_expression.typing.{kind}'>")


def operands(a, b):
    """Two operands: a Python number next to a Tensor stays a number (ops promote it MindSpore's way)."""
    if isinstance(a, Tensor) or isinstance(b, Tensor):
        a = a if isinstance(a, (Tensor, numbers.Number)) else to_tensor(a)
        b = b if isinstance(b, (Tensor, numbers.Number)) else to_tensor(b)
        return a, b
    return to_tensor(a), to_tensor(b)


def cast(r, dtype):
    return r if dtype is None else ops.cast(r, dtype)


def _float(t):
    return t if t.dtype in (mstype.float16, mstype.float32, mstype.float64, mstype.bfloat16) else ops.cast(t, _FLOAT)


def ms_dtype(dtype):
    """MindSpore's numpy takes a dtype as a MindSpore type, a numpy type or its name ('float32'): the MindSpore
    type."""
    if dtype is None or isinstance(dtype, mstype.Type):
        return dtype
    try:
        return _dm.np_to_ms(onp.dtype(dtype))
    except TypeError:
        raise TypeError(f"For 'mindspore.numpy', the 'dtype' must be a MindSpore or numpy data type or its name, "
                        f"but got {dtype!r}.") from None


def make(name, sig_text, impl, summary, floats=False, returns="Tensor.", raises="", **arg_docs):
    """A view named `name` with the signature `sig_text`; `impl` gets the bound arguments in order, the Tensor
    inputs already converted (and cast to float32 first when `floats`)."""
    sig = inspect.Signature.from_callable(eval(f"lambda {sig_text}: None", {"mindspore": mstype}))

    def fn(*args, **kwargs):
        bound = sig.bind(*args, **kwargs)
        bound.apply_defaults()
        if "dtype" in bound.arguments:
            bound.arguments["dtype"] = ms_dtype(bound.arguments["dtype"])
        return impl(*bound.args, **bound.kwargs)
    fn.__name__ = fn.__qualname__ = name
    fn.__module__ = "mindspore_compat.numpy"
    fn.__signature__ = sig
    fn.__doc__ = build(fn, summary, returns, raises, arg_docs, key=f"mindspore.numpy.{name}",
                       platforms="``Ascend`` ``GPU`` ``CPU``")
    return fn


def unary(name, op, summary, arg="x", floats=False):
    def impl(x, dtype=None):
        x = to_tensor(x)
        return cast(op(_float(x) if floats else x), dtype)
    return make(name, f"{arg}, dtype=None", impl, summary, **{arg: "(Union[Tensor, list, tuple, number]): The input."})


def binary(name, op, summary, floats=False):
    def impl(x1, x2, dtype=None):
        a, b = operands(x1, x2)
        if floats:
            a = _float(a) if isinstance(a, Tensor) else float(a)
            b = _float(b) if isinstance(b, Tensor) else float(b)
        return cast(op(a, b), dtype)
    return make(name, "x1, x2, dtype=None", impl, summary,
                x1="(Union[Tensor, list, tuple, number]): The first input.",
                x2="(Union[Tensor, list, tuple, number]): The second input; broadcast against `x1`.")
