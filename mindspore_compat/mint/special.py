"""``mindspore.mint.special``: special functions (views of :mod:`mindspore.ops`)."""
from .. import ops as _ops
from ..ops import erfc, exp2, expm1, log1p, sinc  # noqa: F401  (the same signatures as in ops)
from .._viewdoc import view as _view

__all__ = ["erfc", "exp2", "expm1", "log1p", "log_softmax", "round", "sinc"]


@_view("Logarithm of the softmax along `dim`.",
       dim="(int, optional): The dimension; None means the last one. Default: ``None``.")
def log_softmax(input, dim=None, *, dtype=None):
    if dtype is not None:
        input = _ops.cast(input, dtype)
    return _ops.log_softmax(input, -1 if dim is None else dim)


@_view("Rounds each element to the nearest integer, halves to even.")
def round(input):
    return _ops.round(input)


from .._unsupported import missing_name_hook as _missing_name_hook  # noqa: E402
__getattr__ = _missing_name_hook(__name__)
