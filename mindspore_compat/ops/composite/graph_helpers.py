"""Helpers of MindSpore's graph compiler that also mean something eagerly: ``hastype``, ``array_reduce``,
``hyper_add`` and ``recompute_block``."""
import numpy as np

from ...common import dtype as mstype
from ...common.tensor import Tensor, _wrap
from ...common.recompute import recompute
from .env_ops import _is_environ, environ_add

__all__ = ["hastype", "array_reduce", "hyper_add", "recompute_block"]

# generic types: a value's type belongs to them when it is of their kind
_GENERIC = {id(mstype.number): mstype.Number, id(mstype.int_): mstype.Int, id(mstype.uint): mstype.UInt,
            id(mstype.float_): mstype.Float}


def _value_type(x):
    """The MindSpore type the graph compiler gives a Python value (a Python float is Float32 there)."""
    if isinstance(x, Tensor):
        return mstype.TensorType(x.dtype)
    if isinstance(x, (bool, np.bool_)):
        return mstype.bool_
    if isinstance(x, np.generic):
        return mstype.pytype_to_dtype(x.dtype)
    if isinstance(x, int):
        return mstype.int64
    if isinstance(x, float):
        return mstype.float32
    if isinstance(x, tuple):
        return mstype.tuple_
    if isinstance(x, list):
        return mstype.list_
    if isinstance(x, str):
        return mstype.string
    if x is None:
        return mstype.type_none
    return None


def _is_subtype(vt, t):
    if isinstance(t, mstype.TensorType):
        if not isinstance(vt, mstype.TensorType):
            return False
        return t.element_type() is None or _is_subtype(vt.element_type(), t.element_type())
    kind = _GENERIC.get(id(t))
    if kind is not None:
        return isinstance(vt, kind) and not isinstance(vt, mstype.TensorType)
    return vt == t


def hastype(*args):
    """Whether a value is of a MindSpore type: ``hastype(x, type)``.

    The value's type is the one MindSpore's compiler gives it: ``Tensor[dtype]`` for a Tensor or Parameter,
    ``Int64`` for an int, ``Float32`` for a Python float, ``Bool``, ``Tuple``, ``List``, ``String``, ``None``. A
    generic type (``mindspore.number``, ``int_``, ``uint``, ``float_``, ``tensor_type``, ``TensorType(int_)``
    ...) holds every type of its kind (``number`` includes ``bool_``); any other type holds only itself.

    Inputs:
        - **x** (Any) - The value.
        - **type** (mindspore.dtype) - The type.

    Outputs:
        bool.

    Raises:
        TypeError: If `type` is not a MindSpore type.
        RuntimeError: If the number of inputs is not 2.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x = Tensor([1.0], mindspore.float32)
        >>> print(ops.hastype(x, mindspore.tensor_type), ops.hastype(x, mindspore.float32))
        True False
        >>> print(ops.hastype(3, mindspore.int_), ops.hastype(True, mindspore.number))
        True True
    """
    if len(args) != 2:
        raise RuntimeError(f"For 'hastype', the number of input should be 2, but got {len(args)}")
    x, t = args
    if not isinstance(t, mstype.Type):
        if t is None:
            got = "None"
        elif isinstance(t, type):
            got = "TypeType"
        else:
            got = str(_value_type(t)) if _value_type(t) is not None else type(t).__name__
        raise TypeError(f"For 'hastype', input[1] should be Type, but got {got}.")
    vt = _value_type(x)
    return vt is not None and _is_subtype(vt, t)


def array_reduce(*args):
    """Reduces an array to a smaller shape with a binary function: ``array_reduce(fn, array, shape)``.

    The leading axes of `array` beyond ``len(shape)`` are reduced away, and so is every remaining axis where
    `shape` has 1 and `array` does not (the axis is kept with length 1). Along each reduced axis the slices are
    folded from the first with ``fn(accumulated, next)``. It is the reverse of broadcasting `shape` to
    ``array.shape``.

    Inputs:
        - **fn** (Function) - A binary function on Tensors, such as :func:`mindspore.ops.add` or
          :func:`mindspore.ops.maximum`.
        - **array** (Tensor) - The array to reduce.
        - **shape** (tuple[int]) - The result's shape; `shape` must broadcast to ``array.shape``.

    Outputs:
        Tensor of shape `shape`.

    Raises:
        TypeError: If `fn` is not callable, `array` is not a Tensor or `shape` is not a tuple of ints.
        ValueError: If `shape` is longer than ``array.shape`` or does not broadcast to it.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> a = Tensor([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]], mindspore.float32)
        >>> print(ops.array_reduce(ops.add, a, (1, 3)))
        [[5. 7. 9.]]
        >>> print(ops.array_reduce(ops.maximum, a, (2, 1)))
        [[3.]
         [6.]]
    """
    if len(args) != 3:
        raise TypeError(f"For 'array_reduce', the number of inputs should be 3, but got {len(args)}.")
    fn, array, shape = args
    if not callable(fn):
        raise TypeError(f"For 'array_reduce', the 'fn' must be a function, but got {type(fn).__name__}.")
    if not isinstance(array, Tensor):
        raise TypeError(f"For 'array_reduce', the 'array' must be a Tensor, but got {type(array).__name__}.")
    if not isinstance(shape, tuple) or not all(isinstance(d, int) and not isinstance(d, bool) for d in shape):
        raise TypeError(f"For 'array_reduce', the 'shape' must be a tuple of ints, but got {shape!r}.")
    have = tuple(array.shape)
    delta = len(have) - len(shape)
    if delta < 0:
        raise ValueError(f"For 'array_reduce', the 'shape' {shape} cannot be longer than the array's shape {have}.")
    for i, d in enumerate(shape):
        if d not in (1, have[delta + i]):
            raise ValueError(f"For 'array_reduce', the 'shape' {shape} does not broadcast to the array's shape "
                             f"{have}.")

    def fold(value, axis, keep):
        acc = value[(slice(None),) * axis + (slice(0, 1),)] if keep else value[(slice(None),) * axis + (0,)]
        for i in range(1, value.shape[axis]):
            nxt = value[(slice(None),) * axis + ((slice(i, i + 1),) if keep else (i,))]
            acc = fn(acc, nxt)
        return acc

    out = array
    for _ in range(delta):
        out = fold(out, 0, False)
    for i, d in enumerate(shape):
        if d == 1 and out.shape[i] != 1:
            out = fold(out, i, True)
    return out


def hyper_add(*args):
    """Adds two values of the same nested structure, leaf by leaf: ``hyper_add(x, y)``.

    Tensors are added (they must have the same shape), numbers are added, two gradient environments (handles
    from :func:`mindspore.ops.environ_create`) are merged by :func:`mindspore.ops.environ_add`, tuples and lists
    are walked in step (the result is a tuple, as long as the shorter one).

    Inputs:
        - **x** (Union[Tensor, Number, tuple, list]) - The first value.
        - **y** (Union[Tensor, Number, tuple, list]) - The second value, of the same structure.

    Outputs:
        The sum, with the structure of the inputs.

    Raises:
        ValueError: If two Tensors to add have different shapes, or the number of inputs is not 2.
        TypeError: If the structures differ (a Tensor against a tuple ...).

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> a = Tensor([1.0, 2.0], mindspore.float32)
        >>> b = Tensor([3.0, 4.0], mindspore.float32)
        >>> print(ops.hyper_add((a, (b, 1)), (b, (b, 2))))
        (Tensor(shape=[2], dtype=Float32, value= [ 4.00000000e+00,  6.00000000e+00]), (Tensor(shape=[2], \
dtype=Float32, value= [ 6.00000000e+00,  8.00000000e+00]), 3))
    """
    if len(args) != 2:
        raise ValueError(f"For 'hyper_add', the number of inputs should be 2, but got {len(args)}.")
    x, y = args
    if isinstance(x, (tuple, list)) and isinstance(y, (tuple, list)):
        return tuple(hyper_add(a, b) for a, b in zip(x, y))
    if _is_environ(x) and _is_environ(y):
        return environ_add(x, y)
    if isinstance(x, Tensor) and isinstance(y, Tensor):
        if tuple(x.shape) != tuple(y.shape):
            raise ValueError(f"For 'AddN', input shape must be same, but got shape of input[1]: {tuple(y.shape)}, "
                             f"shape of input[0]: {tuple(x.shape)}.")
        return _wrap(x._t + y._t)
    if isinstance(x, (tuple, list, Tensor)) or isinstance(y, (tuple, list, Tensor)):
        raise TypeError(f"For 'hyper_add', the inputs must have the same structure, but got "
                        f"{type(x).__name__} and {type(y).__name__}.")
    return x + y


def recompute_block(*args):
    """Marks a block for recomputation: ``recompute_block(block, output_recompute)`` returns a function that runs
    `block` on its arguments through :func:`mindspore.recompute`, so its activations are recomputed during
    backward instead of being kept.

    Inputs:
        - **block** (Cell) - The block.
        - **output_recompute** (bool) - Whether the block's output is recomputed as well. Default: ``False``.

    Outputs:
        Function, ``(*args, **kwargs) -> block(*args, **kwargs)`` with recomputation.

    Raises:
        TypeError: If `block` is not a Cell (raised when the function is called).

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, nn, ops
        >>> dense = nn.Dense(2, 1, weight_init="ones", bias_init="zeros")
        >>> run = ops.recompute_block(dense, False)
        >>> x = Tensor([[1.0, 2.0]], mindspore.float32)
        >>> print(ops.grad(run)(x))
        [[1. 1.]]
    """
    if len(args) not in (1, 2):
        raise TypeError(f"For 'recompute_block', the inputs should be (block, output_recompute), but got "
                        f"{len(args)} inputs.")
    block = args[0]
    output_recompute = bool(args[1]) if len(args) == 2 else False

    def run(*inputs, **kwargs):
        return recompute(block, *inputs, output_recompute=output_recompute, **kwargs)

    return run


from ..._unsupported import missing_name_hook as _missing_name_hook  # noqa: E402
__getattr__ = _missing_name_hook(__name__)
