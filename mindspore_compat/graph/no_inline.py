"""``mindspore.no_inline``: keep a function as a reusable subgraph."""

__all__ = ["no_inline"]


def no_inline(fn=None):
    """
    Mark a function so that MindSpore's graph compiler keeps it as one reusable subgraph instead of inlining it.

    The mark is recorded (``fn.no_inline = True``) and the function is returned unchanged; ``torch.compile``
    decides inlining by itself, so the mark changes nothing here.

    Args:
        fn (function, optional): The function; ``None`` returns a decorator. Default: ``None``.

    Returns:
        function, `fn` itself.

    Supported Platforms:
        ``Ascend``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor
        >>> @ms.no_inline
        ... def square(x):
        ...     return x * x
        ...
        >>> @ms.jit
        ... def sum_of_squares(a, b):
        ...     return square(a) + square(b)
        ...
        >>> print(sum_of_squares(Tensor(np.array([1.0, 2.0], np.float32)), Tensor(np.array([3.0, 1.0], np.float32))))
        [10.  5.]
    """
    def mark(func):
        func.no_inline = True
        return func

    if fn is not None:
        return mark(fn)
    return mark


from .._unsupported import missing_name_hook as _missing_name_hook  # noqa: E402
__getattr__ = _missing_name_hook(__name__)
