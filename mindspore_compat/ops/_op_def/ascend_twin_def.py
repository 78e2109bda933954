"""Registry entries of primitives that MindSpore 2.10 runs on Ascend (its CPU build has no kernel for them):
``LerpScalar``, ``LogSoftmaxExt`` and ``Quantile``. They follow the formulas MindSpore documents for them.
"""
import torch

from ...common.tensor import Tensor, _wrap
from .._registry import op, prim
from .._utils import torch_dtype

__all__ = []

_FLOATS = (torch.float16, torch.bfloat16, torch.float32, torch.float64)


def _tensor(op_name, arg, value):
    if not isinstance(value, Tensor):
        raise TypeError(f"For Primitive[{op_name}], the type of input argument[{arg}] must be Tensor but got "
                        f"{type(value).__name__}.")
    return value._t


# ----- LerpScalar ----------------------------------------------------------------------------------------------------
_LERP_SCALAR_DOC = """Linear interpolation with a number as weight: ``input + weight * (end - input)``,
    element-wise, `input` and `end` broadcast together.

    Inputs:
        - **input** (Tensor) - Start values, float16, bfloat16, float32 or float64.
        - **end** (Tensor) - End values, of the dtype of `input`.
        - **weight** (float) - The interpolation weight.

    Outputs:
        Tensor of the broadcast shape and the dtype of `input`.

    Raises:
        TypeError: If `input` or `end` is not a float Tensor, their dtypes differ, or `weight` is not a number.

    Supported Platforms:
        ``Ascend``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> start, end = Tensor([1.0, 2.0], mindspore.float32), Tensor([3.0, 6.0], mindspore.float32)
        >>> print(ops.LerpScalar()(start, end, 0.25))
        [1.5 3. ]
    """


def _lerp_scalar(input, end, weight):  # pylint: disable=redefined-builtin
    a = _tensor("LerpScalar", "input", input)
    b = _tensor("LerpScalar", "end", end)
    if a.dtype not in _FLOATS or b.dtype != a.dtype:
        raise TypeError(f"For 'LerpScalar', 'input' and 'end' must be float Tensors of one dtype, but got "
                        f"{input.dtype} and {end.dtype}.")
    if isinstance(weight, bool) or not isinstance(weight, (int, float)):
        raise TypeError(f"For 'LerpScalar', the 'weight' must be a number, but got {type(weight).__name__}.")
    return _wrap(torch.lerp(a, b, float(weight)))


op("LerpScalar", "math", functional=False,
   primitive=prim("LerpScalar", "(self)", "(self, input, end, weight)", doc=_LERP_SCALAR_DOC),
   cases=())(_lerp_scalar)


# ----- LogSoftmaxExt -------------------------------------------------------------------------------------------------
_LOG_SOFTMAX_EXT_DOC = """``log(softmax(input))`` along `dim`, computed stably, optionally after casting `input`
    to `dtype`.

    Inputs:
        - **input** (Tensor) - float16, bfloat16, float32 or float64.
        - **dim** (int) - The dimension; ``None`` picks 0 for inputs of rank 0, 1 or 3 and 1 otherwise.
          Default: ``None``.
        - **dtype** (mindspore.dtype) - If given, `input` is cast to it first. Default: ``None``.

    Outputs:
        Tensor of the shape of `input`.

    Raises:
        TypeError: If `input` is not a float Tensor or `dim` is not an int.
        ValueError: If `dim` is out of range.

    Supported Platforms:
        ``Ascend``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.LogSoftmaxExt()(Tensor([[0.0, 0.0]], mindspore.float32), 1))
        [[-0.6931472 -0.6931472]]
    """


def _log_softmax_ext(input, dim=None, dtype=None):  # pylint: disable=redefined-builtin
    t = _tensor("LogSoftmaxExt", "input", input)
    if dtype is not None:
        t = t.to(torch_dtype(dtype, "LogSoftmaxExt"))
    if t.dtype not in _FLOATS:
        raise TypeError(f"For 'LogSoftmaxExt', the 'input' must be a float Tensor, but got {input.dtype}.")
    if dim is None:
        dim = 0 if t.dim() in (0, 1, 3) else 1
    if isinstance(dim, bool) or not isinstance(dim, int):
        raise TypeError(f"For 'LogSoftmaxExt', the 'dim' must be int, but got {type(dim).__name__}.")
    rank = max(t.dim(), 1)
    if not -rank <= dim < rank:
        raise ValueError(f"For 'LogSoftmaxExt', the 'dim' must be in range [{-rank}, {rank}), but got {dim}.")
    return _wrap(torch.log_softmax(t, dim))


op("LogSoftmaxExt", "nn", functional=False,
   primitive=prim("LogSoftmaxExt", "(self)", "(self, input, dim=None, dtype=None)", doc=_LOG_SOFTMAX_EXT_DOC),
   cases=())(_log_softmax_ext)


# ----- Quantile ------------------------------------------------------------------------------------------------------
def _quantile_check(p):
    if p.dim is not None and (isinstance(p.dim, bool) or not isinstance(p.dim, int)):
        raise TypeError(f"For 'Quantile', the 'dim' must be int or None, but got {type(p.dim).__name__}.")
    for n in ("keep_dims", "ignore_nan"):
        if not isinstance(getattr(p, n), bool):
            raise TypeError(f"For 'Quantile', the '{n}' must be bool, but got {type(getattr(p, n)).__name__}.")


_QUANTILE_DOC = """The `q`-th quantiles of `input` along `dim` (of all elements when `dim` is ``None``), by
    linear interpolation between the two nearest order statistics.

    Args:
        dim (int): The dimension to reduce; ``None`` flattens `input` first. Default: ``None``.
        keep_dims (bool): Keep the reduced dimension with length 1. Default: ``False``.
        ignore_nan (bool): Leave NaN values out (otherwise a NaN makes its result NaN). Default: ``False``.

    Inputs:
        - **input** (Tensor) - float32 or float64.
        - **q** (Union[float, Tensor]) - A number or a 0-D / 1-D Tensor of quantiles in [0, 1], of the dtype of
          `input`.

    Outputs:
        Tensor of the dtype of `input`; a 1-D `q` adds a leading dimension of its length.

    Raises:
        TypeError: If `dim` is not an int or None, a flag is not a bool, or `input` is not a float Tensor.
        ValueError: If a quantile is outside [0, 1].

    Supported Platforms:
        ``Ascend``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x = Tensor([4.0, -2.0, 10.0, 1.0], mindspore.float32)
        >>> print(ops.Quantile()(x, Tensor([0.0, 0.5, 1.0], mindspore.float32)))
        [-2.   2.5 10. ]
    """


def _quantile(input, q, dim=None, keep_dims=False, ignore_nan=False):  # pylint: disable=redefined-builtin
    t = _tensor("Quantile", "input", input)
    if t.dtype not in (torch.float32, torch.float64):
        raise TypeError(f"For 'Quantile', the 'input' must be a float32 or float64 Tensor, but got {input.dtype}.")
    qt = q._t.to(t.dtype) if isinstance(q, Tensor) else torch.tensor(float(q), dtype=t.dtype)
    if bool(((qt < 0) | (qt > 1)).any()):
        raise ValueError(f"For 'Quantile', every value of 'q' must be in [0, 1], but got {qt.tolist()}.")
    fn = torch.nanquantile if ignore_nan else torch.quantile
    return _wrap(fn(t, qt.to(t.device), dim=dim, keepdim=keep_dims))


op("Quantile", "math", functional=False,
   primitive=prim("Quantile", "(self, dim=None, keep_dims=False, ignore_nan=False)", "(self, input, q)",
                  doc=_QUANTILE_DOC, check=_quantile_check),
   cases=())(_quantile)
