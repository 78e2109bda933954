"""The ``kernel`` decorator of MindSpore's Hybrid DSL, run as plain Python on numpy arrays.

A Hybrid DSL function is Python that uses a few intrinsics (``output_tensor``, ``allocate``, loop ranges such as
``serial``/``parallel``/``grid``, the ``with block_realize(...)``/``attr(...)`` scopes and math functions). MindSpore
compiles it with akg for ``ops.Custom(func_type="hybrid")``; called directly, the decorated function runs as
ordinary Python with those intrinsics bound to numpy, which is what this module provides.
"""
import json
import logging
from functools import wraps
from itertools import product

import numpy

from ... import context

__all__ = ["kernel", "ms_kernel"]

_logger = logging.getLogger("mindspore")


def _buffer(shape, dtype="float32", scope="global"):
    """A zero-filled array standing for a DSL buffer (`scope` only matters to the compiler)."""
    del scope
    return numpy.zeros(shape).astype(dtype)


def _rsqrt(x):
    return numpy.ones_like(x) / numpy.sqrt(x)


def _erf(x):
    """erf by the rational approximation 7.1.26 of Abramowitz and Stegun (absolute error below 1.5e-7), the
    formula the DSL's Python runtime uses, so that results agree with MindSpore's to the last digit."""
    sign = 1 if x >= 0 else -1
    x = numpy.abs(x)
    t = 1.0 / (1.0 + 0.3275911 * x)
    poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))))
    return sign * (1.0 - poly * numpy.exp(-x * x))


def _grid(extents):
    return product(*(range(extent) for extent in extents))


class _Scope:
    """The ``attr(...)`` / ``block_realize(...)`` scopes: hints for the compiler, nothing to do at run time."""

    def __call__(self, *args, **kwargs):
        return self

    def __enter__(self):
        return self

    def __exit__(self, exc_type, exc_value, traceback):
        return False


_SCOPE = _Scope()
# every name the DSL's runtime binds, with its numpy meaning
_INTRINSICS = {
    "allocate": _buffer, "output_tensor": _buffer,
    "range": range, "serial": range, "vectorize": range, "parallel": range, "reduce": range, "grid": _grid,
    "attr": _SCOPE, "block_realize": _SCOPE,
    "sqrt": numpy.sqrt, "sign": numpy.sign, "log": numpy.log, "tanh": numpy.tanh, "exp": numpy.exp,
    "abs": numpy.abs, "int32": numpy.int32, "float16": numpy.float16, "float32": numpy.float32,
    "power": numpy.power,
    "rsqrt": _rsqrt, "erf": _erf, "isnan": numpy.isnan, "int8": numpy.int8, "int16": numpy.int16,
    "int64": numpy.int64, "float64": numpy.float64, "sin": numpy.sin, "cos": numpy.cos, "isinf": numpy.isinf,
    "isfinite": numpy.isfinite, "atan": numpy.arctan, "atan2": numpy.arctan2, "expm1": numpy.expm1,
    "floor": numpy.floor, "ceil": numpy.ceil, "trunc": numpy.trunc, "round": numpy.round,
    "ceil_div": lambda a, b: (a + b - 1) // b,
}


def kernel(fn=None, reg_info=None, compile_attrs=None):
    r"""
    Decorator marking a function written in MindSpore's Hybrid DSL.

    The decorated function can be called directly with numpy arrays: the DSL's intrinsics (``output_tensor``,
    ``allocate``, ``serial`` / ``parallel`` / ``vectorize`` / ``reduce`` / ``grid`` loops, the ``block_realize`` and
    ``attr`` scopes, ``sqrt``, ``exp``, ``erf`` ...) are bound in the function's module globals to their numpy
    meanings for the call. The function also gets the attributes ``ms_kernel_flag`` (``True``), ``compile_attrs``
    (the JSON text of `compile_attrs`) and, when given, ``reg_info``.

    Note:
        :class:`mindspore.ops.Custom` runs such a function with ``func_type="pyfunc"``; ``func_type="hybrid"`` needs
        MindSpore's akg compiler, which mindspore_compat does not have.

    Args:
        fn (Function): the DSL function. Default: ``None`` (then a decorator is returned).
        reg_info (tuple[str, dict]): registration records (:class:`mindspore.ops.CustomRegOp`). Default: ``None`` .
        compile_attrs (dict): options for the compiler, keyed by str. Default: ``None`` (no options).

    Returns:
        Function: the wrapper of `fn`, or, when `fn` is ``None``, a decorator producing it.

    Raises:
        TypeError: If `compile_attrs` is not a dict, or one of its keys is not a str.
        TypeError: If `reg_info` is none of str, dict and tuple.

    Supported Platforms:
        ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> from mindspore.ops import kernel
        >>> @kernel(compile_attrs={"note": "row sums"})
        ... def row_sums(a):
        ...     out = output_tensor((a.shape[0],), a.dtype)
        ...     with block_realize(out):
        ...         for i in serial(a.shape[0]):
        ...             out[i] = 0.0
        ...             for j in reduce(a.shape[1]):
        ...                 out[i] = out[i] + a[i, j]
        ...     return out
        >>> print(row_sums(np.arange(6, dtype=np.float32).reshape(2, 3)))
        [ 3. 12.]
        >>> print(row_sums.ms_kernel_flag, row_sums.compile_attrs)
        True {"note": "row sums"}
    """
    if compile_attrs is None:
        compile_attrs = {}
    if not isinstance(compile_attrs, dict):
        raise TypeError(f"The input 'compile_attrs' of @kernel must be a dict, but get a {type(compile_attrs)}")
    for key in compile_attrs:
        if not isinstance(key, str):
            raise TypeError(f"The key of 'compile_attrs' of @kernel must be a str, but get a {type(key)}")
    if reg_info is not None and not isinstance(reg_info, (str, dict, tuple)):
        raise TypeError(f"The input 'reg_info' of @kernel should be one of str, dict and tuple, but get a "
                        f"{type(reg_info)}")

    def decorate(func):
        func.ms_kernel_flag = True
        if context.get_context("device_target") == "Ascend":
            compile_attrs["enable_polytops"] = "always"   # MindSpore turns on its scheduler for Ascend builds
        func.compile_attrs = json.dumps(compile_attrs)
        if reg_info is not None:
            func.reg_info = reg_info

        @wraps(func)
        def run_with_intrinsics(*args):
            func.__globals__.update(_INTRINSICS)
            return func(*args)
        return run_with_intrinsics

    if fn is not None:
        return decorate(fn)
    return decorate


def ms_kernel(fn=None, reg_info=None, compile_attrs=None):
    """
    The old name of :func:`mindspore.ops.kernel`, deprecated since MindSpore 1.8: logs a warning saying so and
    then does exactly what ``kernel(fn, reg_info, compile_attrs)`` does.

    Args:
        fn (Function): the DSL function. Default: ``None`` (then a decorator is returned).
        reg_info (tuple[str, dict]): registration records. Default: ``None`` .
        compile_attrs (dict): options for the compiler, keyed by str. Default: ``None`` (no options).

    Returns:
        Function: what :func:`mindspore.ops.kernel` returns.

    Raises:
        TypeError: As :func:`mindspore.ops.kernel`.

    Supported Platforms:
        Deprecated

    Examples:
        >>> import numpy as np
        >>> from mindspore import ops
        >>> def doubled(a):
        ...     out = output_tensor(a.shape, a.dtype)
        ...     for i in range(a.shape[0]):
        ...         out[i] = a[i] * 2.0
        ...     return out
        >>> print(ops.ms_kernel(doubled)(np.array([1.0, 4.0], np.float32)))
        [2. 8.]
    """
    _logger.warning("'ms_kernel' is deprecated from version 1.8 and will be removed in a future version, use "
                    "'kernel' instead.")
    return kernel(fn, reg_info, compile_attrs)
