"""``mindspore.enable_dynamic``: declare which arguments of a ``jit`` function change shape from call to call."""
import inspect
import logging
import types

from ...common.tensor import Tensor

__all__ = ["enable_dynamic"]

_logger = logging.getLogger("mindspore")
#: the attribute of the undecorated function that holds ``{position: (name, placeholder)}``; ``mindspore.jit``
#: reads it on each call (graph/api.py)
ATTRIBUTE = "__enable_dynamic__"


def _check_types(value, name):
    if isinstance(value, Tensor):
        return
    if not isinstance(value, (tuple, list)):
        raise TypeError(f"The decorator enable_dynamic only supports Tensor or a tuple/list of Tensor, but the "
                        f"argument : {name} is type of:{type(value)}.")
    for item in value:
        _check_types(item, name)


def _has_unknown_dim(value, name):
    """Whether the placeholder(s) in `value` leave at least one dimension unknown; a placeholder with a known
    length below 1 is refused."""
    if isinstance(value, (tuple, list)):
        return any(_has_unknown_dim(item, name) for item in value)
    shape = value.shape
    if shape == (-2,):
        return True
    if -1 not in shape:
        return False
    if any(d != -1 and d <= 0 for d in shape):
        raise TypeError(f"The argument '{name}' has invalid shape '{shape}', only supports None or a tuple/list of "
                        f"positive integers and None.")
    return True


def enable_dynamic(**kwargs):
    r"""
    Declare arguments of a :func:`mindspore.jit` function whose shape varies between calls, so that one compiled
    graph serves all their shapes instead of one graph per shape.

    Each keyword names an argument of the decorated function and gives a placeholder Tensor describing it:
    ``Tensor(shape=[None, 3], dtype=mindspore.float32)`` for a first dimension of any length,
    ``Tensor(shape=None, dtype=...)`` for any rank, or a :class:`mindspore.Symbol` in the shape for a dimension
    with bounds. Each call then checks the argument against its placeholder (dtype, rank, the known lengths and the
    Symbols' bounds) and raises on a mismatch.

    Note:
        - It only has an effect on a function compiled with :func:`mindspore.jit`; it may be written above or
          below ``@jit``.
        - For a method, `self` is not counted among the arguments.

    Args:
        kwargs (dict[str, Union[Tensor, tuple[Tensor], list[Tensor]]]): the argument names and their
            placeholders. A tuple or list argument takes a tuple or list of placeholders, and must then be passed
            as :func:`mindspore.mutable`.

    Returns:
        Function, a decorator that records the description on the function and returns it unchanged.

    Raises:
        ValueError: If no keyword is given, a name is not an argument of the function, more keywords than
            arguments are given, or the decorated object is not a function or method.
        TypeError: If a value is not a Tensor or a tuple/list of Tensors, or none of its shapes has an unknown
            dimension, or a known length is not positive.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, enable_dynamic, jit
        >>> @enable_dynamic(rows=Tensor(shape=[None, 2], dtype=ms.float32))
        ... @jit
        ... def double(rows):
        ...     return rows * 2
        ...
        >>> for n in (3, 5):
        ...     print(double(Tensor(np.ones((n, 2)), ms.float32)).shape)
        (3, 2)
        (5, 2)
    """
    if not kwargs:
        raise ValueError("When using decorator enable_dynamic, the input cannot be empty!")
    for name, value in kwargs.items():
        _check_types(value, name)
        if not _has_unknown_dim(value, name):
            raise TypeError(f"When using decorator enable_dynamic, the shape of argument '{name}' at least have one "
                            f"None.")

    def decorator(func):
        if not isinstance(func, (types.FunctionType, types.MethodType)):
            raise ValueError(f"Decorator enable_dynamic can only be used for function or method decrocated by "
                             f"ms.jit, but got {func}.")
        names = [p for p in inspect.signature(func).parameters if p != "self"]
        if len(kwargs) > len(names):
            raise ValueError(f"When using decorator enable_dynamic, the number of arguments {len(kwargs)} exceeds "
                             f"the number of function arguments {len(names)}.")
        described = {}
        for key, value in kwargs.items():
            if key not in names:
                raise ValueError(f"'{key}' is not in list")
            described[names.index(key)] = (key, value)
        target = inspect.unwrap(func)
        target = getattr(target, "__func__", target)
        setattr(target, ATTRIBUTE, described)
        _logger.info(f"Set enable dynamic: {described} to {target}")
        return func

    return decorator


from ..._unsupported import missing_name_hook as _missing_name_hook  # noqa: E402
__getattr__ = _missing_name_hook(__name__)
