"""``mindspore.set_recursion_limit``: the depth of nested calls a network may make."""
import sys

__all__ = ["set_recursion_limit"]


def set_recursion_limit(recursion_limit=1000):
    """
    Allow deeper nesting of Cells and functions (MindSpore's graph call depth).

    Networks run as Python code here, so the limit is Python's: it is raised to `recursion_limit` when that is
    higher (never lowered below what the interpreter already allows). A much higher limit may need a larger
    thread stack as well.

    Args:
        recursion_limit (int, optional): The depth, a positive int. Default: ``1000``.

    Raises:
        TypeError: If `recursion_limit` is not an int (a bool included).
        ValueError: If `recursion_limit` is not positive.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore as ms
        >>> ms.set_recursion_limit(3000)
    """
    if isinstance(recursion_limit, bool):
        raise TypeError(f"The input value must be int and must > 0, but got '{recursion_limit}' with type 'bool'.")
    if not isinstance(recursion_limit, int):
        raise TypeError(f"The input value must be int, but got '{type(recursion_limit).__name__}'")
    if recursion_limit <= 0:
        raise ValueError(f"The input value must be int and must > 0, but got '{recursion_limit}' with type 'int'.")
    if recursion_limit > sys.getrecursionlimit():
        sys.setrecursionlimit(recursion_limit)
