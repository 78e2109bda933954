"""Composite operators: ``GradOperation`` (autodiff on torch autograd, see ``ops/_autodiff.py``), ``HyperMap``,
``Map``, ``MultitypeFuncGraph``."""
import numbers

import numpy as np

from ...common.tensor import Tensor, _wrap
from ...common.parameter import Parameter
from .._autodiff import _differentiate, _weight_list, _fn_name
from ...common import dtype as mstype
from ... import context

__all__ = ["GradOperation", "HyperMap", "Map", "MultitypeFuncGraph", "zip_operation", "tail"]


class GradOperation:
    """Builds a function that computes gradients of a function (or Cell).

    ``GradOperation(...)(fn, weights)`` returns ``grad_fn``; ``grad_fn(*inputs)`` runs `fn` and returns:

    - neither `get_all` nor `get_by_list`: the gradient with respect to the first input;
    - `get_all`: a tuple with the gradient of every input;
    - `get_by_list`: a tuple with the gradient of every Parameter in `weights`;
    - both: ``((input gradients), (weight gradients))``.

    Inputs that do not influence the output get zero gradients; integer inputs get zero gradients of their dtype.
    With `sens_param`, the last input is the sensitivity (the gradient of the output, a Tensor or a tuple of
    Tensors for tuple outputs): the gradients are scaled by it. Otherwise the sensitivity is ``ones_like(output)``.

    Args:
        get_all (bool): Return the gradients of all inputs. Default: ``False``.
        get_by_list (bool): Return the gradients of the Parameters in `weights`. Default: ``False``.
        sens_param (bool): The last input is the sensitivity. Default: ``False``.

    Inputs:
        - **fn** (Union[Cell, Function]) - The function to differentiate.
        - **weights** (Union[ParameterTuple, list[Parameter], tuple[Parameter]]) - The Parameters to
          differentiate with respect to (needed when `get_by_list`). Default: ``None``.

    Outputs:
        Function, the gradient function.

    Raises:
        TypeError: If `get_all`, `get_by_list` or `sens_param` is not a bool, or `weights` has the wrong type.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, Parameter, ParameterTuple, ops
        >>> w = Parameter(Tensor(np.array([2.0, 3.0]), mindspore.float32), name="w")
        >>> def fn(x, y):
        ...     return (x * y * w).sum()
        >>> x = Tensor([1.0, 2.0], mindspore.float32)
        >>> y = Tensor([3.0, 4.0], mindspore.float32)
        >>> print(ops.GradOperation()(fn)(x, y))
        [ 6. 12.]
        >>> print(ops.GradOperation(get_all=True)(fn)(x, y))
        (Tensor(shape=[2], dtype=Float32, value= [ 6.00000000e+00,  1.20000000e+01]), Tensor(shape=[2], dtype=Float32, value= [ 2.00000000e+00,  6.00000000e+00]))
        >>> print(ops.GradOperation(get_by_list=True)(fn, ParameterTuple([w]))(x, y))
        (Tensor(shape=[2], dtype=Float32, value= [ 3.00000000e+00,  8.00000000e+00]),)
        >>> sens = Tensor(3.0, mindspore.float32)
        >>> print(ops.GradOperation(sens_param=True)(fn)(x, y, sens))
        [18. 36.]
    """

    def __init__(self, get_all=False, get_by_list=False, sens_param=False):
        for name, v in (("get_all", get_all), ("get_by_list", get_by_list), ("sens_param", sens_param)):
            if not isinstance(v, bool):
                raise TypeError(f"For 'GradOperation', the '{name}' should be bool, but got {type(v).__name__}")
        self.get_all = get_all
        self.get_by_list = get_by_list
        self.sens_param = sens_param
        self.name = "grad"

    def __call__(self, fn, weights=None):
        if not callable(fn):
            raise TypeError(f"For 'GradOperation', the 'fn' must be a function or Cell, but got "
                            f"{type(fn).__name__}.")
        if self.get_by_list:
            if weights is None:
                raise TypeError("For 'GradOperation', the 'weights' must be given (a ParameterTuple or a list/tuple "
                                "of Parameters) when 'get_by_list' is True.")
            wlist = _weight_list(weights)
        else:
            wlist = ()
        op = self

        def grad_fn(*args, **kwargs):
            return op._run(fn, wlist, args, kwargs, False)

        grad_fn.__name__ = f"grad_{_fn_name(fn)}"
        return grad_fn

    def _run(self, fn, wlist, args, kwargs, get_value):
        """Differentiate `fn` on `args`; returns the gradients in this operation's layout, or ``(value, grads)``
        when `get_value` (used by ``nn.ForwardValueAndGrad``)."""
        sens = None
        if self.sens_param:
            if "sens" in kwargs:
                kwargs = dict(kwargs)
                sens = kwargs.pop("sens")
            elif args:
                args, sens = args[:-1], args[-1]
            else:
                raise TypeError("For 'GradOperation', 'sens_param' is True, so the sensitivity must be passed as the "
                                "last input.")
        if self.get_all:
            positions = range(len(args))
        elif self.get_by_list:
            positions = ()
        else:
            if not args:
                raise TypeError(f"For 'GradOperation', the function '{_fn_name(fn)}' needs at least one input to "
                                f"differentiate with respect to.")
            positions = (0,)
        out, g_in, g_w = _differentiate(fn, args, kwargs, positions, wlist, sens, False)
        if self.get_all and self.get_by_list:
            grads = (tuple(g_in), tuple(g_w))
        elif self.get_all:
            grads = tuple(g_in)
        elif self.get_by_list:
            grads = tuple(g_w)
        else:
            grads = g_in[0]
        return (out, grads) if get_value else grads

    def _value_and_grad(self, fn, weights, *args, **kwargs):
        """Run `fn` once and return ``(forward value, gradients in this operation's layout)`` (used by
        ``nn.ForwardValueAndGrad``; `weights` as for calling the operation)."""
        wlist = _weight_list(weights) if self.get_by_list else ()
        return self._run(fn, wlist, args, kwargs, True)

    def __repr__(self):
        return (f"GradOperation(get_all={self.get_all}, get_by_list={self.get_by_list}, "
                f"sens_param={self.sens_param})")


# ----- HyperMap / Map / MultitypeFuncGraph ---------------------------------------------------------------------------
def _is_seq(x):
    return isinstance(x, (tuple, list))


def _hyper_map(fn, args, reverse):
    seqs = [a for a in args if _is_seq(a)]
    if not seqs:
        return fn(*args)
    if len(seqs) != len(args):
        raise TypeError(f"For 'HyperMap', the inputs must be all tuples/lists or all leaves (Tensor, number ...), "
                        f"but got {[type(a).__name__ for a in args]}.")
    n = len(args[0])
    for a in args[1:]:
        if len(a) != n:
            raise ValueError(f"For 'HyperMap', the lengths of the tuple/list inputs must be the same, but got "
                             f"{[len(a) for a in args]}.")
    res = [None] * n
    order = range(n - 1, -1, -1) if reverse else range(n)
    for i in order:
        res[i] = _hyper_map(fn, [a[i] for a in args], reverse)
    return list(res) if isinstance(args[0], list) else tuple(res)


class HyperMap:
    """Applies a function to the leaves of (nested) tuples/lists of inputs, element by element.

    ``HyperMap(f)(a, b)`` with tuples ``a = (a0, a1)`` and ``b = (b0, b1)`` gives ``(f(a0, b0), f(a1, b1))``;
    nested tuples/lists are mapped recursively and leaves (Tensors, numbers ...) are passed to `f`.

    Args:
        ops (Union[MultitypeFuncGraph, Function, None]): The function. ``None`` means the function is passed as
            the first input of each call. Default: ``None``.
        reverse (bool): Apply the function to the elements in reverse order (results keep their positions).
            Default: ``False``.

    Inputs:
        - **args** (Tuple[sequence]) - With `ops` None, the function followed by the sequences; otherwise the
          sequences. All sequence inputs must have the same length.

    Outputs:
        Sequence or nested sequence, the results.

    Raises:
        TypeError: If sequences and leaves are mixed.
        ValueError: If the sequences have different lengths.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> square = ops.MultitypeFuncGraph('square')
        >>> @square.register("Tensor")
        ... def square_tensor(x):
        ...     return ops.square(x)
        >>> hyper_map = ops.HyperMap(square)
        >>> nest = ((Tensor(1, mindspore.float32), Tensor(2, mindspore.float32)), Tensor(3, mindspore.float32))
        >>> print(hyper_map(nest))
        ((Tensor(shape=[], dtype=Float32, value= 1), Tensor(shape=[], dtype=Float32, value= 4)), Tensor(shape=[], dtype=Float32, value= 9))
    """

    def __init__(self, ops=None, reverse=False):
        if ops is not None and not callable(ops):
            raise TypeError(f"For 'HyperMap', the 'ops' must be a function or None, but got {type(ops).__name__}.")
        self.ops = ops
        self.reverse = reverse

    def __call__(self, *args):
        if self.ops is None:
            if not args or not callable(args[0]):
                raise TypeError("For 'HyperMap', when 'ops' is None the first input must be the function to apply.")
            fn, args = args[0], args[1:]
        else:
            fn = self.ops
        return _hyper_map(fn, args, self.reverse)


class Map:
    """Applies a function to the elements of sequences, one level deep: ``Map(f)(a, b)`` gives
    ``(f(a0, b0), f(a1, b1), ...)``.

    In PyNative mode this is Python's ``tuple(map(f, *args))``: the result is always a tuple, the shortest input
    bounds its length and `reverse` has no effect (it only matters to compiled graphs).

    Args:
        ops (Union[MultitypeFuncGraph, None]): The function to apply. ``None``: the function is passed as the first
            input of each call (any callable then works). Default: ``None``.
        reverse (bool): Apply in reverse order; used by compiled graphs only. Default: ``False``.

    Inputs:
        - **args** (Tuple[sequence]) - The sequences (after the function when `ops` is None).

    Outputs:
        tuple, the results.

    Raises:
        TypeError: If `ops` is neither None nor a MultitypeFuncGraph.
        TypeError: If an input is not iterable.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> add = ops.MultitypeFuncGraph('add')
        >>> @add.register("Number", "Number")
        ... def add_numbers(a, b):
        ...     return a + b
        >>> print(ops.Map(add)((1, 2), [10, 20]))
        (11, 22)
        >>> print(ops.Map()(lambda a: a * 2, [1, 2, 3]))
        (2, 4, 6)
    """

    def __init__(self, ops=None, reverse=False):
        if ops is not None and not isinstance(ops, MultitypeFuncGraph):
            raise TypeError(f"For 'Map', the 'ops' must be a MultitypeFuncGraph or None, but got "
                            f"{type(ops).__name__}.")
        self.ops = ops
        self.reverse = reverse

    def __call__(self, *args):
        if self.ops is None:
            fn, args = args[0], args[1:]
        else:
            fn = self.ops
        return tuple(map(fn, *args))


def _matches_function(x):
    return callable(x) and not isinstance(x, (Tensor, type))


# type name -> (predicate, specificity)
_TYPE_NAMES = {
    "Tensor": (lambda x: isinstance(x, Tensor), 2),
    "Number": (lambda x: isinstance(x, (bool, numbers.Number, np.generic)) and not isinstance(x, Tensor), 1),
    "Bool": (lambda x: isinstance(x, (bool, np.bool_)), 3),
    "Int": (lambda x: isinstance(x, (int, np.integer)) and not isinstance(x, bool), 2),
    "Float": (lambda x: isinstance(x, (float, np.floating)), 2),
    "Tuple": (lambda x: isinstance(x, tuple), 2),
    "List": (lambda x: isinstance(x, list), 2),
    "Dictionary": (lambda x: isinstance(x, dict), 2),
    "String": (lambda x: isinstance(x, str), 2),
    "None": (lambda x: x is None, 2),
    "Function": (_matches_function, 1),
    "RowTensor": (lambda x: type(x).__name__ == "RowTensor", 2),
    "COOTensor": (lambda x: type(x).__name__ == "COOTensor", 2),
    "CSRTensor": (lambda x: type(x).__name__ == "CSRTensor", 2),
    "MapTensor": (lambda x: type(x).__name__ == "MapTensor", 2),
    "Slice": (lambda x: isinstance(x, slice), 2),
    "Ellipsis": (lambda x: x is Ellipsis, 2),
    "TypeType": (lambda x: isinstance(x, type), 2),
}
_ALIASES = {"tensor": "Tensor", "number": "Number", "bool": "Bool", "int": "Int", "float": "Float",
            "tuple": "Tuple", "list": "List", "dict": "Dictionary", "dictionary": "Dictionary", "str": "String",
            "string": "String", "none": "None", "function": "Function", "Func": "Function"}
_ANY = (lambda x: True, 0)


def _type_matcher(t):
    if isinstance(t, str):
        name = _ALIASES.get(t, _ALIASES.get(t.lower(), t))
        if name in ("Any", "Undetermined"):
            return _ANY
        if name not in _TYPE_NAMES:
            raise ValueError(f"For 'MultitypeFuncGraph.register', the type name {t!r} is not supported; supported "
                             f"are {sorted(_TYPE_NAMES)}.")
        return _TYPE_NAMES[name]
    if isinstance(t, mstype.TensorType):
        return _TYPE_NAMES["Tensor"]
    if isinstance(t, mstype.Type):
        kind = type(t).__name__
        return _TYPE_NAMES.get({"Int": "Int", "UInt": "Int", "Float": "Float", "Bool": "Bool"}.get(kind, "Number"))
    if isinstance(t, type):
        return (lambda x, cls=t: isinstance(x, cls)), 2
    raise TypeError(f"For 'MultitypeFuncGraph.register', a type must be a type name string, a MindSpore type or a "
                    f"Python class, but got {t!r}.")


def _type_label(x):
    if isinstance(x, Tensor):
        return f"Tensor[{x.dtype}]"
    if isinstance(x, bool):
        return "Bool"
    if isinstance(x, int):
        return "Int64"
    if isinstance(x, float):
        return "Float32"
    if x is None:
        return "None"
    if isinstance(x, tuple):
        return "Tuple"
    if isinstance(x, list):
        return "List"
    if isinstance(x, str):
        return "String"
    if callable(x):
        return "Function"
    return type(x).__name__


class MultitypeFuncGraph:
    """A function with several implementations chosen by the types of the arguments.

    Register implementations with ``@fn.register("Tensor", "Number")``. Type names: ``"Tensor"``, ``"Number"``,
    ``"Bool"``, ``"Int"``, ``"Float"``, ``"Tuple"``, ``"List"``, ``"Dictionary"``, ``"String"``, ``"None"``,
    ``"Function"`` (also MindSpore dtype objects and Python classes). A call runs the registered implementation
    whose types match the arguments, preferring the most specific match (``"Bool"`` over ``"Number"``); the
    first registered wins a tie.

    Args:
        name (str): The name, used in error messages.
        read_value (bool): Pass Parameters as their value (a Tensor) instead of the Parameter. Default: ``False``.

    Inputs:
        - **args** (Any) - The arguments.

    Outputs:
        The result of the chosen implementation.

    Raises:
        TypeError: If no registered implementation matches the argument types.
        ValueError: If a type name passed to `register` is unknown.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> add = ops.MultitypeFuncGraph('add')
        >>> @add.register("Number", "Number")
        ... def add_scalar(x, y):
        ...     return x + y
        >>> @add.register("Tensor", "Tensor")
        ... def add_tensor(x, y):
        ...     return ops.tensor_add(x, y)
        >>> print(add(1, 2))
        3
        >>> print(add(Tensor([0.1, 0.6], mindspore.float32), Tensor([0.2], mindspore.float32)))
        [0.3 0.8]
    """

    def __init__(self, name, read_value=False):
        if not isinstance(name, str):
            raise TypeError(f"For 'MultitypeFuncGraph', the 'name' must be str, but got {type(name).__name__}.")
        self.name = name
        self.read_value = read_value
        self.entries = []
        self._cache = {}
        self.need_raise = False
        self.doc_url = ""
        self.__name__ = name

    def register(self, *type_names):
        """Decorator registering an implementation for the given argument types."""
        matchers = tuple(_type_matcher(t) for t in type_names)

        def deco(fn):
            self.entries.append((type_names, matchers, fn))
            self._cache.clear()
            return fn

        return deco

    def set_doc_url(self, doc_url):
        """Record a documentation address shown in dispatch errors."""
        self.doc_url = doc_url

    def set_need_raise(self):
        """Make dispatch failures raise (they always raise here)."""
        self.need_raise = True

    def _resolve(self, args):
        best, best_score = None, -1
        for _, matchers, fn in self.entries:
            if len(matchers) != len(args):
                continue
            score = 0
            for (pred, spec), a in zip(matchers, args):
                if not pred(a):
                    break
                score += spec
            else:
                if score > best_score:
                    best, best_score = fn, score
        if best is None:
            registered = "\n".join(f"    {tuple(t)}" for t, _, _ in self.entries)
            doc = f" See {self.doc_url}." if self.doc_url else ""
            raise TypeError(f"For 'MultitypeFuncGraph', cannot match a valid function for '{self.name}' using the "
                            f"input types: ({', '.join(_type_label(a) for a in args)}). The registered types "
                            f"are:\n{registered}{doc}")
        return best

    def __call__(self, *args):
        key = tuple(type(a) for a in args)
        fn = self._cache.get(key)
        if fn is None:
            fn = self._cache[key] = self._resolve(args)
        if self.read_value:
            args = tuple(_wrap(a._t) if isinstance(a, Parameter) else a for a in args)
        return fn(*args)

    def __repr__(self):
        return f"MultitypeFuncGraph({self.name!r})"


def zip_operation(*args):
    """Zips sequences inside a compiled graph: ``zip_operation((a0, a1), (b0, b1))`` gives
    ``((a0, b0), (a1, b1))``.

    MindSpore performs the zip only when the call is compiled (GRAPH_MODE); called eagerly in PyNative mode it
    does nothing and returns None. This package compiles nothing, so it follows the context mode: with
    ``mode=GRAPH_MODE`` it returns the zipped tuple, in PyNative mode None.

    Args:
        args (Union[tuple, list]): The sequences (same length).

    Returns:
        tuple of tuples in GRAPH_MODE, None in PyNative mode.

    Raises:
        TypeError: In GRAPH_MODE, if an input is not a tuple or list.
        ValueError: In GRAPH_MODE, if the lengths differ.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> from mindspore import ops
        >>> print(ops.zip_operation((1, 2), (3, 4)))
        None
    """
    if context.get_context("mode") != context.GRAPH_MODE:
        return None
    for a in args:
        if not _is_seq(a):
            raise TypeError(f"For 'zip_operation', the inputs must be tuples or lists, but got {type(a).__name__}.")
    if args and any(len(a) != len(args[0]) for a in args):
        raise ValueError(f"For 'zip_operation', the inputs must have the same length, but got "
                         f"{[len(a) for a in args]}.")
    return tuple(zip(*args))


def _graph_mode():
    return context.get_context("mode") == context.GRAPH_MODE


# How MindSpore's compiler names the type of a value that is not iterable ('int64' object is not iterable).
_SCALAR_TYPE_NAME = {bool: "bool", int: "int64", float: "float32", type(None): "none"}


def iter_converter(*args):
    """The first step of a compiled ``for`` loop: the value the loop walks through.

    Inside a compiled graph (GRAPH_MODE) a Tensor, tuple, list or str is walked through as it is and a dict through
    the tuple of its keys; any other Python iterable (a ``range``, a generator) becomes the tuple of its items.
    Called eagerly in PyNative mode, MindSpore's ``iter_converter`` returns None; this package follows the context
    mode in the same way (see :func:`mindspore.ops.zip_operation`). :func:`mindspore.ops.ms_hasnext` and
    :func:`mindspore.ops.ms_next` then step through the value.

    Args:
        args (Union[Tensor, tuple, list, str, dict]): One value to loop over.

    Returns:
        The value to walk through in GRAPH_MODE; None in PyNative mode.

    Raises:
        TypeError: In GRAPH_MODE, if the value is a number, a bool or None ("'int64' object is not iterable").
        RuntimeError: In GRAPH_MODE, if not exactly one value is given.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import ops
        >>> print(ops.iter_converter((4, 5)))
        None
        >>> mindspore.set_context(mode=mindspore.GRAPH_MODE)
        >>> print(ops.iter_converter({"p": 1, "q": 2}))
        ('p', 'q')
        >>> mindspore.set_context(mode=mindspore.PYNATIVE_MODE)
    """
    if not _graph_mode():
        return None
    if len(args) != 1:
        raise RuntimeError(f"For 'IterConverter', the number of input should be 1, but got {len(args)}")
    value = args[0]
    if isinstance(value, (Tensor, tuple, list, str)):
        return value
    if isinstance(value, dict):
        return tuple(value)
    if type(value) in _SCALAR_TYPE_NAME:
        raise TypeError(f"'{_SCALAR_TYPE_NAME[type(value)]}' object is not iterable")
    return tuple(value)


def _one_step_arg(args, name):
    if len(args) != 1:
        raise RuntimeError(f"For '{name}', the number of input should be 1, but got {len(args)}")
    value = args[0]
    if isinstance(value, Tensor) and value.ndim == 0:
        raise TypeError("Not support len of a 0-D tensor.")
    if isinstance(value, (bool, int, float)):
        kind = "Bool" if isinstance(value, bool) else type(value).__name__.capitalize()
        raise AttributeError(f"'{kind}' object has no attribute '__len__'")
    return value


def ms_hasnext(*args):
    """The condition of a compiled ``for`` loop: whether the walked-through value has an element left.

    In GRAPH_MODE the answer is ``len(value) > 0`` for the value :func:`mindspore.ops.iter_converter` gave (a
    Tensor counts its first dimension). Called eagerly in PyNative mode MindSpore returns None, and so does this
    function.

    Args:
        args (Union[Tensor, tuple, list, str, dict]): One value being walked through.

    Returns:
        bool in GRAPH_MODE; None in PyNative mode.

    Raises:
        TypeError: In GRAPH_MODE, if the value is a 0-D Tensor.
        AttributeError: In GRAPH_MODE, if the value is a number.
        RuntimeError: In GRAPH_MODE, if not exactly one value is given.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import ops
        >>> print(ops.ms_hasnext((7,)))
        None
        >>> mindspore.set_context(mode=mindspore.GRAPH_MODE)
        >>> print(ops.ms_hasnext((7,)), ops.ms_hasnext([]))
        True False
        >>> mindspore.set_context(mode=mindspore.PYNATIVE_MODE)
    """
    if not _graph_mode():
        return None
    value = _one_step_arg(args, "HasNext")
    return len(value) > 0


def ms_next(*args):
    """One step of a compiled ``for`` loop: the first element and what is left, ``(value[0], value[1:])``.

    In GRAPH_MODE a Tensor gives its first row and the remaining rows, a tuple, list or str its first item and the
    rest of the same type, and a dict its first key and a dict of the other entries. Called eagerly in PyNative
    mode MindSpore returns None, and so does this function.

    Args:
        args (Union[Tensor, tuple, list, str, dict]): One value being walked through.

    Returns:
        tuple of two elements in GRAPH_MODE; None in PyNative mode.

    Raises:
        ValueError: In GRAPH_MODE, if the value is an empty tuple or list.
        TypeError: In GRAPH_MODE, if the value cannot be indexed (a number, a 0-D Tensor).
        RuntimeError: In GRAPH_MODE, if not exactly one value is given.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import ops
        >>> print(ops.ms_next([7, 8, 9]))
        None
        >>> mindspore.set_context(mode=mindspore.GRAPH_MODE)
        >>> print(ops.ms_next([7, 8, 9]), ops.ms_next({"p": 1, "q": 2}))
        (7, [8, 9]) ('p', {'q': 2})
        >>> mindspore.set_context(mode=mindspore.PYNATIVE_MODE)
    """
    if not _graph_mode():
        return None
    if len(args) != 1:
        raise RuntimeError(f"For 'Next', the number of input should be 1, but got {len(args)}")
    value = args[0]
    if isinstance(value, dict):
        keys = list(value)
        return keys[0], {k: value[k] for k in keys[1:]}
    if isinstance(value, Tensor):
        if value.ndim == 0:
            raise TypeError("For 'StridedSlice', input can not be a scalar.")
        return value[0], value[1:]
    if isinstance(value, (tuple, list)) and not value:
        raise ValueError("For primitive:'TupleGetItem', cannot get item by index from an empty sequence.")
    if not hasattr(value, "__getitem__"):
        raise TypeError(f"'{type(value).__name__}' object is not subscriptable")
    return value[0], value[1:]


def tail(*args):
    """Drops the first element of a tuple or list inside a compiled graph: ``tail((a, b, c))`` gives ``(b, c)``
    (a list gives a list, an empty sequence stays empty).

    MindSpore evaluates `tail` only when the call is compiled (GRAPH_MODE); called eagerly in PyNative mode it does
    nothing and returns None. This package compiles nothing, so it follows the context mode: with
    ``mode=GRAPH_MODE`` it returns the shortened sequence, in PyNative mode None.

    Args:
        args (Union[tuple, list]): One sequence.

    Returns:
        The sequence without its first element in GRAPH_MODE, None in PyNative mode.

    Raises:
        RuntimeError: In GRAPH_MODE, if the argument is not a tuple or list.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> from mindspore import ops
        >>> print(ops.tail((1, 2, 3)))
        None
    """
    if context.get_context("mode") != context.GRAPH_MODE:
        return None
    seq = args[0] if args else None
    if not isinstance(seq, (tuple, list)):
        got = "nothing" if not args else type(seq).__name__
        raise RuntimeError(f"'Tail' arg0 must be tuple or list, but got {got}.")
    return seq[1:]
