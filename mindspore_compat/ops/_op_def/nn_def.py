"""Registry entries of the neural-network operators (activations, normalisations): one entry per operator, see
:mod:`mindspore_compat.ops._registry`."""
import numbers

import torch

from ...common.tensor import _wrap
from .._registry import op, function, method, prim
from .._utils import tt, torch_dtype

__all__ = []

_FLOATS = (torch.float16, torch.float32, torch.float64, torch.bfloat16)


def _softmax_axis_check(p):
    axis = p.axis
    ok = isinstance(axis, numbers.Integral) and not isinstance(axis, bool) or \
        isinstance(axis, tuple) and all(isinstance(a, numbers.Integral) and not isinstance(a, bool) for a in axis)
    if not ok:
        raise TypeError(f"For '{p.name}', the type of 'axis' should be one of '[int, tuple of int]', but got "
                        f"{type(axis)}.")
    if isinstance(axis, tuple) and len(axis) != 1:
        raise ValueError(f"For '{p.name}', the 'axis' must hold exactly one int on this backend, but got {axis}.")


def _single_axis(axis):
    return axis[0] if isinstance(axis, tuple) else axis


_SOFTMAX_PRIM_DOC = """Softmax along an axis: exp(x) / sum(exp(x)).

    Refer to :func:`mindspore.ops.softmax` for more details.

    Args:
        axis (Union[int, tuple[int]]): The axis (a tuple holds exactly one). Default: ``-1``.

    Inputs:
        - **input** (Tensor) - The logits, of a floating-point type.

    Outputs:
        Tensor, same shape and dtype as `input`.

    Raises:
        TypeError: If `axis` is not an int or tuple of ints, or `input` is not a floating-point Tensor.
        ValueError: If `axis` is out of range.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.Softmax()(Tensor([1.0, 1.0, 1.0, 1.0], mindspore.float32)))
        [0.25 0.25 0.25 0.25]
    """


@op("Softmax", "nn",
    primitive=prim("Softmax", "(self, axis=-1)", "(self, input)", doc=_SOFTMAX_PRIM_DOC, check=_softmax_axis_check,
                   convert={"axis": _single_axis}),
    method=method("softmax", "(self, axis, dtype=None)",
                  summary="Softmax along `axis` (computed in `dtype` when one is given).",
                  example=(("print(Tensor([0.0, 0.0]).softmax(-1))",), "[0.5 0.5]")),
    cases=({}, {"axis": 0}, {"axis": -1}), bad=({"axis": 5}, {"axis": -3}),
    dtypes=("float32", "float64"))
def softmax(input, axis=-1, *, dtype=None):
    """Softmax along `axis`: ``exp(x) / sum(exp(x))``.

    Args:
        input (Tensor): The logits, of a floating-point type.
        axis (int): The axis. Default: ``-1``.

    Keyword Args:
        dtype (mindspore.dtype): Cast the input to this type first. Default: ``None``.

    Returns:
        Tensor, same shape as `input`.

    Raises:
        TypeError: If `input` is not a floating-point Tensor or `axis` is not an int.
        ValueError: If `axis` is out of range.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x = Tensor([[1.0, 2.0, 4.0], [0.0, 0.0, 0.0]], mindspore.float32)
        >>> print(ops.softmax(x))
        [[0.04201007 0.11419519 0.8437947 ]
         [0.33333334 0.33333334 0.33333334]]
    """
    t = tt(input, "Softmax", "input")
    if isinstance(axis, bool) or not isinstance(axis, numbers.Integral):
        raise TypeError(f"For 'Softmax', the type of 'axis' must be 'int', but got '{axis}' with type "
                        f"'{type(axis).__name__}'.")
    if dtype is not None:
        t = t.to(torch_dtype(dtype, "Softmax"))
    if t.dtype not in _FLOATS:
        raise TypeError(f"For 'Softmax', the 'input' must be a Tensor of float16, float32, float64 or bfloat16, but "
                        f"got {_wrap(t).dtype}.")
    n = t.dim()
    if not -n <= axis < n:
        raise ValueError(f"For 'Softmax', the 'axis' must be in the range of [{-n}, {n}), but got {axis}.")
    return _wrap(torch.softmax(t, axis))
