"""Helpers of MindSpore's graph compiler for conditions and branch selection that also mean something when run
eagerly: ``is_tensor_bool_cond`` (may a Tensor be an ``if`` condition), ``is_dynamic_sequence_element_unknown``
``switch_layer`` (pick one of a tuple of Cells or functions by a Tensor index) and ``distribute`` (the
broadcast whose gradient is a sum, used by the compiler's automatic differentiation).
"""
from ...common import dtype as mstype
from ...common.tensor import Tensor, _wrap

__all__ = ["is_tensor_bool_cond", "is_dynamic_sequence_element_unknown", "switch_layer", "distribute"]

# The names MindSpore's compiler gives the types of plain Python values in its messages.
_VALUE_TYPE = {bool: "Bool", int: "Int64", float: "Float32", str: "String", tuple: "Tuple", list: "List",
               dict: "Dictionary", type(None): "None"}


def _type_name(value):
    if isinstance(value, Tensor):
        return f"Tensor[{value.dtype}]"
    return _VALUE_TYPE.get(type(value), type(value).__name__)


def _arg_count(args, name, count):
    if len(args) != count:
        raise RuntimeError(f"For '{name}', the number of input should be {count}, but got {len(args)}")


def _shape_text(shape):
    return "(" + ", ".join(str(d) for d in shape) + ")"


def is_tensor_bool_cond(*args):
    """
    Whether a Tensor can be the condition of an ``if`` or ``while``: True when it holds one value, that is when
    its shape is ``()`` or ``(1,)``.

    MindSpore's compiler calls it on every Tensor condition; other shapes are refused with a ValueError, as
    ``bool(tensor)`` refuses them.

    Inputs:
        - **x** (Tensor) - The condition.

    Outputs:
        bool, True.

    Raises:
        TypeError: If `x` is not a Tensor.
        ValueError: If the shape of `x` is neither ``()`` nor ``(1,)``.
        RuntimeError: If not exactly one input is given.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> from mindspore import Tensor, ops
        >>> print(ops.is_tensor_bool_cond(Tensor([0.5])), ops.is_tensor_bool_cond(Tensor(False)))
        True True
    """
    _arg_count(args, "IsTensorBoolCond", 1)
    x = args[0]
    if not isinstance(x, Tensor):
        raise TypeError(f"The input of IsTensorBoolCond should be a tensor but got {_type_name(x)}")
    if x.shape not in ((), (1,)):
        raise ValueError(f"Only tensor which shape is () or (1,) can be converted to bool, but got tensor shape is "
                         f"{_shape_text(x.shape)}")
    return True


def is_dynamic_sequence_element_unknown(*args):
    """
    Whether the elements of a variable-length sequence are unknown to the compiler.

    MindSpore's compiler asks it of the sequences made by ``mindspore.mutable(..., dynamic_len=True)`` and answers
    False when it knows what type of element they hold. Every element of a sequence that exists while the program
    runs is known, so the answer here is False for a tuple or list (MindSpore's PyNative mode raises a TypeError for
    them instead, see the differences page).

    Inputs:
        - **seq** (Union[tuple, list]) - The sequence.

    Outputs:
        bool, False.

    Raises:
        TypeError: If `seq` is not a tuple or list.
        RuntimeError: If not exactly one input is given.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> seq = mindspore.mutable([Tensor(1.0), Tensor(2.0)], dynamic_len=True)
        >>> print(ops.is_dynamic_sequence_element_unknown(seq))
        False
    """
    _arg_count(args, "IsElementUnknown", 1)
    seq = args[0]
    if not isinstance(seq, (tuple, list)):
        raise TypeError(f"The input of IsElementUnknown should be tuple or list but got {_type_name(seq)}")
    return False


def switch_layer(*args):
    """
    Picks one of several Cells or functions by a Tensor index: ``switch_layer(index, branches)`` is
    ``branches[index]``, ready to be called.

    MindSpore's compiler writes ``self.layers[index](x)`` with a Tensor `index` this way. Negative indexes count
    from the end, as in Python.

    Inputs:
        - **index** (Tensor) - An int32 Tensor of shape ``()`` or ``(1,)``, in ``[-len(branches), len(branches))``.
        - **branches** (tuple) - 1 to 1000 Cells or functions.

    Outputs:
        The chosen Cell or function.

    Raises:
        TypeError: If `index` is not a Tensor, or `branches` is not a tuple.
        ValueError: If `index` holds more than one value or is not int32, or `branches` is empty, longer than 1000
            or holds something that cannot be called.
        IndexError: If `index` is out of range.
        RuntimeError: If not exactly two inputs are given.

    Supported Platforms:
        ``Ascend`` ``GPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, nn, ops
        >>> branches = (nn.ReLU(), nn.Tanh(), nn.Softsign())
        >>> x = Tensor([-3.0, 1.0], mindspore.float32)
        >>> print(ops.switch_layer(Tensor(-1, mindspore.int32), branches)(x))
        [-0.75  0.5 ]
    """
    _arg_count(args, "switch_layer", 2)
    index, branches = args
    if not isinstance(index, Tensor):
        raise TypeError(f"For 'switch_layer', input[0] should be Tensor, but got {_type_name(index)}.")
    if index.shape not in ((), (1,)):
        raise ValueError(f"switch_layer index must be a 0 dimension tensor, but got a {index.ndim} dimension tensor")
    if index.dtype != mstype.int32:
        raise ValueError(f"switch_layer index must be an int32, but got {index.dtype}")
    if not isinstance(branches, tuple):
        raise TypeError(f"For 'switch_layer', input[1] should be Tuple, but got {_type_name(branches)}.")
    n = len(branches)
    if n == 0 or n > 1000:
        raise ValueError(f"switch_layer support at least 1 and at most 1000 but got {n} branches.")
    for i, b in enumerate(branches):
        if not callable(b):
            raise ValueError(f"switch_layer requires that the 2th arg be tuple of functions, but got {b!r} as the "
                             f"{i}th element.")
    i = int(index.reshape(()).item())
    if not -n <= i < n:
        raise IndexError(f"Given index {i} out of range. Please make sure the value of index in [{-n}, {n}), and the "
                         f"type is int32.")
    return branches[i]


def distribute(*args):
    """
    Broadcasts `arr` to the shape `shp`: every element of the result is the element of `arr` it is broadcast from.

    MindSpore's automatic differentiation uses it as the gradient of a reduction (and differentiates it into a
    sum); the broadcasting rules are the usual ones (trailing dimensions equal or 1).

    Inputs:
        - **arr** (Union[Tensor, Number]) - The values.
        - **shp** (tuple[int]) - The shape of the result.

    Outputs:
        Tensor of shape `shp` and the dtype of `arr`.

    Raises:
        TypeError: If `shp` is not a tuple of ints, or `arr` is neither a Tensor nor a Number.
        ValueError: If `arr` cannot be broadcast to `shp`.
        RuntimeError: If not exactly two inputs are given.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.distribute(Tensor([1.0, 2.0, 3.0], mindspore.float32), (2, 3)))
        [[1. 2. 3.]
         [1. 2. 3.]]
    """
    _arg_count(args, "distribute", 2)
    arr, shp = args
    if isinstance(arr, (bool, int, float)):
        arr = Tensor(arr)
    if not isinstance(arr, Tensor):
        raise TypeError(f"For 'distribute', the 'arr' must be a Tensor or a Number, but got {_type_name(arr)}.")
    if not isinstance(shp, tuple) or not all(isinstance(d, int) and not isinstance(d, bool) for d in shp):
        raise TypeError(f"For 'distribute', the 'shp' must be a tuple of ints, but got {shp!r}.")
    src = arr.shape
    ok = len(src) <= len(shp) and all(a in (1, b) for a, b in zip(src[::-1], shp[::-1]))
    if not ok or any(d < 0 for d in shp):
        raise ValueError(f"For 'distribute', the 'arr' of shape {src} cannot be broadcast to the shape {shp}.")
    return _wrap(arr._t.expand(shp).clone())
