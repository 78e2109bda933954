"""Registry entry of the ``LogSpace`` primitive: the points of ``ops.logspace`` with the start and end given as
0-D Tensors and the number of points, the base and the dtype as attributes."""
from ...common import dtype as mstype
from ...common.tensor import Tensor
from .._registry import op, prim

__all__ = []


def _logspace_attrs(p):
    for n in ("steps", "base"):
        v = getattr(p, n)
        if type(v) is not int:
            raise TypeError(f"For 'LogSpace', the type of '{n}' should be 'int', but got type '{type(v).__name__}'.")
        if v < 0:
            raise ValueError(f"For 'LogSpace', the '{n}' must be int and must >= 0, but got '{v}' with type 'int'.")
    if p.dtype not in (mstype.float16, mstype.float32, mstype.float64):
        raise TypeError(f"For 'LogSpace', the 'dtype' should be one of [mindspore.float16, mindspore.float32, "
                        f"mindspore.float64], but got 'mindspore.{str(p.dtype).lower()}'.")


def log_space(start, end, steps=10, base=10, dtype=mstype.float32):
    """Log-spaced points from Tensor bounds; the implementation of :class:`mindspore.ops.LogSpace`."""
    from ..function import math_func  # the functional op's module imports the registry: a real import cycle
    for arg, v in (("start", start), ("end", end)):
        if not isinstance(v, Tensor):
            kind = {"int": "Int64", "float": "Float32"}.get(type(v).__name__, type(v).__name__)
            raise TypeError(f"The primitive[LogSpace]'s input arguments[end, start] must be all tensor and those "
                            f"type must be same. But got input argument[{arg}]:{kind}")
        if v.ndim != 0:
            raise ValueError(f"For LogSpace, The dim of {arg} must be 0, but got {v.ndim}")
    return math_func.logspace(start, end, steps, base, dtype=dtype)


op("LogSpace", "math", functional=False, primitive=prim(
    "LogSpace", "(self, steps=10, base=10, dtype=mindspore.float32)", "(self, start, end)", check=_logspace_attrs,
    doc="""`steps` points evenly spaced in the exponent: ``base ** t`` for t from `start` to `end` inclusive.

    Args:
        steps (int): Number of points, >= 0. Default: ``10``.
        base (int): The base, >= 0. Default: ``10``.
        dtype (mindspore.dtype): The output dtype: float16, float32 or float64. Default: ``mindspore.float32``.

    Inputs:
        - **start** (Tensor) - The first exponent, a 0-D Tensor.
        - **end** (Tensor) - The last exponent, a 0-D Tensor.

    Outputs:
        1-D Tensor of `dtype` with `steps` elements.

    Raises:
        TypeError: If `steps` or `base` is not an int, `dtype` is not a float dtype, or `start` / `end` is not a
            Tensor.
        ValueError: If `steps` or `base` is negative, or `start` / `end` is not 0-D.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> start, end = Tensor(0.0, mindspore.float32), Tensor(3.0, mindspore.float32)
        >>> print(ops.LogSpace(steps=4, base=2, dtype=mindspore.float64)(start, end))
        [1. 2. 4. 8.]
    """))(log_space)
