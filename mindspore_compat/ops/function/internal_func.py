"""Helpers of MindSpore's graph compiler that ``mindspore.ops`` exports and that also mean something when run
eagerly: the augmented assignments (``augassign_add`` ...), shape arithmetic (``shape_mul``, ``tuple_div``,
``reduced_shape``, ``broadcast_gradient_args``), ``is_not``, ``SliceGetItem``, ``dyn_shape``,
``mixed_precision_cast`` and ``add_flags``.
"""
import operator

import torch

from ...common.parameter import Parameter
from ...common.tensor import Tensor, _wrap
from ..._backend import dtype_map as _dm

__all__ = ["augassign_add", "augassign_sub", "augassign_mul", "augassign_div", "augassign_floordiv",
           "augassign_mod", "tuple_div", "shape_mul", "is_not", "broadcast_gradient_args", "reduced_shape",
           "SliceGetItem", "dyn_shape", "mixed_precision_cast", "add_flags"]


def _two(args, name):
    if len(args) != 2:
        raise TypeError(f"For '{name}', the number of inputs must be 2, but got {len(args)}.")
    return args


def _augassign(name, op, symbol, example, output):
    """The public function ``augassign_<name>``: ``x <symbol>= y`` without assigning (Python's operator)."""

    def apply(*args):
        x, y = _two(args, f"augassign_{name}")
        return op(x, y)

    apply.__name__ = apply.__qualname__ = f"augassign_{name}"
    apply.__module__ = __name__
    apply.__doc__ = f"""The value of the augmented assignment ``x {symbol}= y`` (what the compiler evaluates for it).

    Inputs:
        - **x** (Union[Tensor, number, list, tuple]) - The target's value.
        - **y** (Union[Tensor, number, list, tuple]) - The operand.

    Outputs:
        ``x {symbol} y``.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> from mindspore import ops
        >>> print(ops.augassign_{name}({example}))
        {output}
    """
    return apply


augassign_add = _augassign("add", operator.add, "+", "[1], [2]", "[1, 2]")
augassign_sub = _augassign("sub", operator.sub, "-", "5, 2", "3")
augassign_mul = _augassign("mul", operator.mul, "*", "(1, 2), 2", "(1, 2, 1, 2)")
augassign_div = _augassign("div", operator.truediv, "/", "7, 2", "3.5")
augassign_floordiv = _augassign("floordiv", operator.floordiv, "//", "7, 2", "3")
augassign_mod = _augassign("mod", operator.mod, "%", "7, 3", "1")


def tuple_div(*args):
    """
    Element-wise exact division of two shape tuples.

    Inputs:
        - **x** (tuple[int]) - The dividend.
        - **y** (tuple[int]) - The divisor, as long as `x`.

    Outputs:
        tuple[int].

    Raises:
        RuntimeError: If the tuples differ in length or an element does not divide exactly.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> from mindspore import ops
        >>> print(ops.tuple_div((6, 4), (3, 2)))
        (2, 2)
    """
    x, y = _two(args, "tuple_div")
    if len(x) != len(y):
        raise RuntimeError(f"The size of inputs of 'tuple_div' operator must be the same, but the size of divisor "
                           f"tuple is {len(y)}, the size of dividend tuple is {len(x)}.")
    out = []
    for a, b in zip(x, y):
        if b == 0 or a % b:
            raise RuntimeError(f"The inputs of 'tuple_div' operator should be divisible, but they are not divisible "
                               f"now, the dividend is {a}, the divisor is {b}.")
        out.append(a // b)
    return tuple(out)


def shape_mul(input_data):
    """
    The product of the elements of a shape tuple (1 for ``()``).

    Args:
        input_data (tuple[int]): The shape.

    Returns:
        int.

    Raises:
        ValueError: If `input_data` is not a tuple.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> from mindspore import ops
        >>> print(ops.shape_mul((2, 3, 4)))
        24
    """
    if not isinstance(input_data, tuple):
        raise ValueError("For primitive [shape_mul], input must be tuple")
    out = 1
    for d in input_data:
        out *= d
    return out


def is_not(*args):
    """
    ``x is not y``.

    Inputs:
        - **x** (object) - One object.
        - **y** (object) - The other.

    Outputs:
        bool.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> from mindspore import ops
        >>> print(ops.is_not(1, None), ops.is_not(None, None))
        True False
    """
    x, y = _two(args, "is_not")
    return x is not y


def broadcast_gradient_args(*args):
    """
    For two shapes that broadcast together, the axes of the broadcast result that each one was stretched along
    (the axes its gradient is summed over).

    Inputs:
        - **x_shape** (tuple[int]) - One shape.
        - **y_shape** (tuple[int]) - The other.

    Outputs:
        tuple: (axes of `x_shape`, axes of `y_shape`), each a tuple of ints.

    Raises:
        RuntimeError: If the shapes do not broadcast together.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> from mindspore import ops
        >>> print(ops.broadcast_gradient_args((2, 1, 3), (4, 3)))
        ((1,), (0,))
    """
    x, y = _two(args, "broadcast_gradient_args")
    rank = max(len(x), len(y))
    xs, ys = (1,) * (rank - len(x)) + tuple(x), (1,) * (rank - len(y)) + tuple(y)
    rx, ry = [], []
    for axis, (a, b) in enumerate(zip(xs, ys)):
        if a == b:
            continue
        if a == 1:
            rx.append(axis)
        elif b == 1:
            ry.append(axis)
        else:
            raise RuntimeError("Not compatible shape input for BroadcastGradientArgs.")
    return tuple(rx), tuple(ry)


def reduced_shape(*args):
    """
    The shape a reduction over `axis` keeps (the reduced axes set to 1; all of them for an empty `axis`).

    Inputs:
        - **shape** (tuple[int]) - The input shape.
        - **axis** (tuple[int]) - The reduced axes (negative counts from the end).

    Outputs:
        tuple[int].

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> from mindspore import ops
        >>> print(ops.reduced_shape((2, 3, 4), (1,)))
        (2, 1, 4)
    """
    shape, axis = _two(args, "reduced_shape")
    axis = (axis,) if isinstance(axis, int) else tuple(axis)
    if not axis:
        return (1,) * len(shape)
    picked = {a % len(shape) for a in axis}
    return tuple(1 if i in picked else d for i, d in enumerate(shape))


def SliceGetItem(*args):  # noqa: N802 (MindSpore's name)
    """
    An attribute of a slice object: ``start``, ``stop`` or ``step``.

    Inputs:
        - **slice_value** (slice) - The slice.
        - **attr** (str) - The attribute name.

    Outputs:
        The attribute's value.

    Raises:
        AttributeError: If `attr` is not an attribute of a slice.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> from mindspore import ops
        >>> print(ops.SliceGetItem(slice(1, 5, 2), 'step'))
        2
    """
    value, attr = _two(args, "SliceGetItem")
    if attr not in ("start", "stop", "step"):
        raise AttributeError(f"The 'slice' object has no attribute:{attr}.")
    return getattr(value, attr)


def dyn_shape(input_x):
    """
    The shape of a Tensor as a 1-D int64 Tensor.

    Args:
        input_x (Tensor): The Tensor.

    Returns:
        1-D int64 Tensor.

    Raises:
        TypeError: If `input_x` is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, ops
        >>> print(ops.dyn_shape(Tensor(np.ones((2, 3)), ms.float32)))
        [2 3]
    """
    if not isinstance(input_x, Tensor):
        raise TypeError(f"Failed calling TensorShape with \"TensorShape()(input_x={type(input_x).__name__})\".")
    return _wrap(torch.tensor(input_x.shape, dtype=torch.int64))


def mixed_precision_cast(dst_dtype, x):
    """
    Casts the floating Tensors in `x` (a Tensor, or a tuple / list of them, nested) to `dst_dtype`; integer
    Tensors and other values stay as they are. A list comes back as a tuple; a dict is returned unchanged.

    Args:
        dst_dtype (mindspore.dtype): The target dtype.
        x (Union[Tensor, tuple, list, dict, object]): The values.

    Returns:
        The cast values.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore as ms
        >>> from mindspore import Tensor, ops
        >>> out = ops.mixed_precision_cast(ms.float16, (Tensor([1.5], ms.float32), Tensor([1], ms.int32)))
        >>> print(out[0].dtype, out[1].dtype)
        Float16 Int32
    """
    if isinstance(x, Tensor):
        if x._t.is_floating_point():
            return _wrap(x._t.to(_dm.to_torch(dst_dtype)))
        return x
    if isinstance(x, (tuple, list)):
        return tuple(mixed_precision_cast(dst_dtype, v) for v in x)
    return x


def add_flags(fn=None, **flags):
    """
    Attaches compiler flags to a function or Cell (stored in its ``_func_graph_flags`` dict); usable as a
    decorator with or without `fn`.

    Args:
        fn (Union[Function, Cell]): The function or Cell. Default: ``None``.
        flags (dict): The flags (MindSpore's compiler reads bool values).

    Returns:
        `fn` with the flags, or a decorator when `fn` is ``None``.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> from mindspore import ops
        >>> f = ops.add_flags(lambda x: x, reusing=True)
        >>> print(f._func_graph_flags)
        {'reusing': True}
    """
    def deco(target):
        current = getattr(target, "_func_graph_flags", None)
        if current is None:
            current = target._func_graph_flags = {}
        current.update(flags)
        return target

    return deco if fn is None else deco(fn)


def _known(name, what):
    """The public ``is_sequence_<what>_unknown``: always False when run eagerly, where a sequence is a Python
    object of known length and values."""

    def apply(*args):
        if len(args) != 1:
            raise TypeError(f"For '{name}', the number of inputs must be 1, but got {len(args)}.")
        if not isinstance(args[0], (tuple, list)):
            raise TypeError(f"For '{name}', the input must be a tuple or list, but got {type(args[0]).__name__}.")
        return False

    apply.__name__ = apply.__qualname__ = name
    apply.__module__ = __name__
    apply.__doc__ = f"""Whether the {what} of a sequence is only known when the graph runs (a dynamic sequence of
    MindSpore's compiler). Run eagerly, every sequence is a Python tuple or list whose {what} is known: False.

    Inputs:
        - **x** (Union[tuple, list]) - The sequence.

    Outputs:
        bool, ``False``.

    Raises:
        TypeError: If `x` is not a tuple or list.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> from mindspore import ops
        >>> print(ops.{name}((1, 2)))
        False
    """
    return apply


is_sequence_shape_unknown = _known("is_sequence_shape_unknown", "length")
is_sequence_value_unknown = _known("is_sequence_value_unknown", "values")
__all__ += ["is_sequence_shape_unknown", "is_sequence_value_unknown"]


def _find_grad(gradients, key):
    """The gradient paired with `key` in the nested (id, gradient) tuples of ``grad(..., return_ids=True)``."""
    if isinstance(gradients, tuple):
        if len(gradients) == 2 and isinstance(gradients[0], (int, str)) and not isinstance(gradients[0], bool) \
                and isinstance(gradients[1], Tensor):
            return gradients[1] if gradients[0] == key else None
        for item in gradients:
            found = _find_grad(item, key)
            if found is not None:
                return found
    return None


def get_grad(gradients, identifier):
    """
    Picks one gradient out of what ``mindspore.grad(..., return_ids=True)`` returns: the gradient of the input at
    position `identifier`, or of the Parameter `identifier`.

    Args:
        gradients (Union[tuple, Tensor]): The result of ``grad`` with ``return_ids=True``.
        identifier (Union[int, Parameter]): An input position or a Parameter.

    Returns:
        Tensor, the gradient.

    Raises:
        TypeError: If `identifier` is neither an int nor a Parameter.
        RuntimeError: If `gradients` holds no gradient for `identifier`.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore as ms
        >>> from mindspore import Tensor, ops
        >>> grads = ms.grad(lambda x, y: x * y, grad_position=(0, 1), return_ids=True)(
        ...     Tensor([3.0], ms.float32), Tensor([5.0], ms.float32))
        >>> print(ops.get_grad(grads, 1))
        [3.]
    """
    if isinstance(identifier, Parameter):
        key = identifier.name
    elif isinstance(identifier, int) and not isinstance(identifier, bool):
        key = identifier
    else:
        raise TypeError(f"For `get_grad`, the `x` should be an integer or a Parameter, but got {identifier}")
    found = _find_grad(gradients, key)
    if found is None:
        raise RuntimeError(f"Can not find the gradient for position or Parameter {identifier}")
    return found


__all__ += ["get_grad"]
