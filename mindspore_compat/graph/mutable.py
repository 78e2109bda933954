"""``mindspore.mutable``: mark an input of a compiled function as a variable rather than a constant."""
from ..common.tensor import Tensor

__all__ = ["mutable"]


# marked copies of the built-in containers and numbers (their class names are what MindSpore reports)
_Int, _Float, _Tuple, _List, _Dict = (type(name, (base,), {"__module__": __name__}) for name, base in
                                      (("_Int", int), ("_Float", float), ("_Tuple", tuple), ("_List", list),
                                       ("_Dict", dict)))


class _Bool(int):
    """A bool that carries the mutable mark (``bool`` itself cannot be subclassed)."""

    def __init__(self, value):
        super().__init__()
        self.value = bool(value)

    @property
    def __class__(self):
        return bool

    def __and__(self, other):
        return self.value & other

    def __rand__(self, other):
        return other & self.value

    def __or__(self, other):
        return self.value | other

    def __ror__(self, other):
        return other | self.value

    def __xor__(self, other):
        return self.value ^ other

    def __rxor__(self, other):
        return other ^ self.value

    def __str__(self):
        return str(self.value)

    def __repr__(self):
        return repr(self.value)


_WRAPPERS = ((bool, _Bool), (int, _Int), (float, _Float), (list, _List), (tuple, _Tuple), (dict, _Dict))


def _allowed(value, seen):
    if id(value) in seen:
        return False
    if isinstance(value, (tuple, list, dict)):
        seen.add(id(value))
        items = value.values() if isinstance(value, dict) else value
        ok = all(_allowed(item, seen) for item in items)
        seen.discard(id(value))
        return ok
    return isinstance(value, (Tensor, int, float))


def mutable(input_data, dynamic_len=False):
    """
    Mark an input of a compiled function (``jit`` or a GRAPH_MODE Cell) as a variable.

    MindSpore folds scalars and tuples given to a compiled function into the graph as constants, so each new
    value compiles a new graph; a mutable value is a graph input instead. Here the compiled functions key their
    cache on a mutable value's type (and length, for a sequence) and not on its value; TorchDynamo may still
    specialise a graph on a Python scalar it reads.

    The value is returned as an object of the same kind (``mutable(2) + 1 == 3``; ``mutable(True)`` still
    reports the class ``bool``) carrying the attributes ``__ms_mutable__`` and ``__ms_dynamic_len__``.

    Args:
        input_data (Union[bool, int, float, Tensor, tuple, list, dict]): The value; a tuple, list or dict may
            nest these types.
        dynamic_len (bool, optional): Whether the length of a tuple or list may change between calls.
            Default: ``False``.

    Returns:
        The marked value.

    Raises:
        TypeError: If `input_data` holds another type (or refers to itself), if `dynamic_len` is not a bool, or if
            `dynamic_len` is ``True`` and `input_data` is not a tuple or list.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor
        >>> @ms.jit
        ... def shift(x, pair):
        ...     return x + pair[0] * pair[1]
        ...
        >>> pair = ms.mutable((2.0, 3.0))
        >>> print(shift(Tensor(np.array([1.0, 2.0], np.float32)), pair))
        [7. 8.]
        >>> print(ms.mutable(5) + 1)
        6
    """
    if not _allowed(input_data, set()):
        raise TypeError(f"For 'mutable', the 'input_data' should be one of (bool, int, float, Tensor, tuple, list, "
                        f"dict) or their nested structures with no self-reference, but got "
                        f"{type(input_data).__name__}: {input_data}.")
    if not isinstance(dynamic_len, bool):
        raise TypeError(f"For 'mutable', the second input should be bool, but got: {type(input_data).__name__}")
    if dynamic_len and not isinstance(input_data, (tuple, list)):
        raise TypeError(f"For 'mutable', when the variable_len is True, the first input should be list or tuple, "
                        f"but got: {type(input_data).__name__}")
    marked = input_data
    for kind, wrapper in _WRAPPERS:
        if isinstance(input_data, kind):
            marked = wrapper(input_data)
            break
    marked.__ms_mutable__ = True
    marked.__ms_dynamic_len__ = dynamic_len
    marked.__ms_origin_object__ = input_data
    return marked


from .._unsupported import missing_name_hook as _missing_name_hook  # noqa: E402
__getattr__ = _missing_name_hook(__name__)
