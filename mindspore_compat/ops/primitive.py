"""``mindspore.ops.primitive``: the base classes of operators.

A primitive is a plain Python object: build it once (``op = ops.MatMul()``), then call it on Tensors
(``op(x, y)``). Its constructor arguments are kept as *attributes* (``op.attrs``) and shown by ``repr``, as in
MindSpore. Every concrete primitive of this package defines ``__call__`` as one torch call on the tensors' torch side.
"""
import functools
import inspect

from .._backend.errors import translate as _translate
from ..common import dtype as mstype
from ..common._layout import Layout
from ..graph.jit_context import jit_context

__all__ = ["Primitive", "PrimitiveWithInfer", "PrimitiveWithCheck", "prim_attr_register", "constexpr"]
__all__ += ["Layout", "SUPPORTED_TUPLE_IN_TUPLE_STRATEGY"]
__all__ += ["prim_arg_register", "prim_type", "jit_context"]
__all__ += ["Primitive_", "PrimitiveFunction_"]

#: Names of the primitives whose sharding strategy may give a tuple of tuples for one input (MindSpore 2.10's list;
#: other primitives take one tuple of ints per input).
SUPPORTED_TUPLE_IN_TUPLE_STRATEGY = ["GroupedMatmul", "FusedInferAttentionScore", "Custom", "Index"]

# attributes kept on a primitive but not shown by repr (MindSpore keeps these internal too)
_HIDDEN_ATTRS = frozenset(("input_names", "output_names"))


def _translating_call(call):
    """A primitive's ``__call__`` whose torch exceptions leave as MindSpore's, naming the primitive."""
    @functools.wraps(call)
    def __call__(self, *args, **kwargs):
        try:
            return call(self, *args, **kwargs)
        except (RuntimeError, IndexError, ValueError, TypeError, NotImplementedError, AttributeError) as exc:
            new = _translate(exc, self.name)
            if new is None:
                raise
            raise new from None

    __call__._translates = True
    return __call__


def _strategy_attr(which, value):
    """Check one side of a Reshard strategy and return ``(attribute name, attribute value)``."""
    if not isinstance(value, tuple):
        raise TypeError(f"{which}_strategy must be tuple type, but got:{type(value)}")
    for item in value:
        if not isinstance(item, (tuple, Layout)):
            raise TypeError(f"The element of strategy must be tuple/Layout type, but got:{type(item)}")
    if value and all(isinstance(item, Layout) for item in value):
        keys = ("device_matrix", "tensor_map", "interleaved_parallel", "alias_name")
        return f"{which}_layout", tuple({k: item.to_dict()[k] for k in keys} for item in value)
    return f"{which}_strategy", value


class _PrimTypeMeta(type):
    def __iter__(cls):
        return iter(cls.__members__.values())


class prim_type(metaclass=_PrimTypeMeta):  # pylint: disable=invalid-name (MindSpore's name)
    """How a primitive is defined, as MindSpore classifies it: ``unknown`` (0), ``builtin`` (1),
    ``py_infer_shape`` (2: infers shapes in Python), ``user_custom`` (3) and ``py_infer_check`` (4: checks in
    Python). A member compares equal to its int value and reads its ``name`` and ``value``; ``prim_type(n)`` gives
    the member of value `n` (``???`` for a value without one).

    Examples:
        >>> from mindspore.ops.primitive import prim_type
        >>> print(prim_type.builtin, prim_type(2).name, prim_type.user_custom == 3)
        prim_type.builtin py_infer_shape True
    """

    __slots__ = ("_value",)
    __members__ = {}

    def __init__(self, value):
        if isinstance(value, bool) or not isinstance(value, int):
            raise TypeError("__init__(): incompatible constructor arguments. The following argument types are "
                            "supported:\n    1. mindspore.ops.primitive.prim_type(value: int)\n\nInvoked with: "
                            f"{value!r}")
        object.__setattr__(self, "_value", int(value))

    def __setattr__(self, key, value):
        raise AttributeError(f"property of 'prim_type' object has no setter")

    @property
    def name(self):
        """The member's name (``???`` for a value that names no member)."""
        for key, member in type(self).__members__.items():
            if member._value == self._value:
                return key
        return "???"

    @property
    def value(self):
        """The member's int value."""
        return self._value

    def __int__(self):
        return self._value

    __index__ = __int__

    def __eq__(self, other):
        if isinstance(other, prim_type):
            return self._value == other._value
        if isinstance(other, int) and not isinstance(other, bool):
            return self._value == other
        return NotImplemented

    def __ne__(self, other):
        eq = self.__eq__(other)
        return eq if eq is NotImplemented else not eq

    def __lt__(self, other):
        return self._value < int(other)

    def __le__(self, other):
        return self._value <= int(other)

    def __gt__(self, other):
        return self._value > int(other)

    def __ge__(self, other):
        return self._value >= int(other)

    def __hash__(self):
        return self._value

    def __and__(self, other):
        return self._value & int(other)

    def __or__(self, other):
        return self._value | int(other)

    def __xor__(self, other):
        return self._value ^ int(other)

    __rand__, __ror__, __rxor__ = __and__, __or__, __xor__

    def __invert__(self):
        return ~self._value

    def __reduce__(self):
        return (prim_type, (self._value,))

    def __repr__(self):
        return f"<prim_type.{self.name}: {self._value}>"

    def __str__(self):
        return f"prim_type.{self.name}"

    __format__ = object.__format__


for _n, _v in (("unknown", 0), ("builtin", 1), ("py_infer_shape", 2), ("user_custom", 3), ("py_infer_check", 4)):
    prim_type.__members__[_n] = prim_type(_v)
    setattr(prim_type, _n, prim_type.__members__[_n])
del _n, _v


class Primitive_:  # pylint: disable=invalid-name (MindSpore's name)
    """The core of every primitive, the part MindSpore keeps in C++: the operator name, the attribute table its
    compiler reads, the instance name, the primitive kind and a table of user data. :class:`Primitive` derives
    from it; here it is plain Python.

    Args:
        name (str): the operator name.

    Examples:
        >>> from mindspore.ops.primitive import Primitive_
        >>> core = Primitive_("Scale")
        >>> core.add_attr("factor", 2)
        >>> print(core.get_attr_dict())
        {'factor': 2}
    """

    __primitive_flag__ = True
    _PRIM_TYPE = prim_type.builtin

    def __init__(self, name):
        if not isinstance(name, str):
            raise TypeError("__init__(): incompatible constructor arguments. The following argument types are "
                            "supported:\n    1. mindspore.ops.primitive.Primitive_(arg0: str)\n\nInvoked with: "
                            f"{name!r}")
        d = self.__dict__
        d["_core_name"] = name
        d["_core_attrs"] = {}
        d["_core_user_data"] = {}
        d["_core_flags"] = {"prim_type": self._PRIM_TYPE, "instance_name": "", "const_prim": False,
                            "inplace_prim": False, "const_input_indexes": [], "signatures": [], "hook_fn": None}

    def add_attr(self, name, value):
        """Set attribute `name` of the attribute table to `value`."""
        self.__dict__["_core_attrs"][name] = value

    def del_attr(self, name):
        """Remove attribute `name` from the attribute table (nothing happens when it is absent)."""
        self.__dict__["_core_attrs"].pop(name, None)

    def get_attr_dict(self):
        """A copy of the attribute table, as a dict."""
        return dict(self.__dict__["_core_attrs"])

    def set_user_data(self, key, value):
        """Keep `value` under `key` in the user-data table."""
        self.__dict__["_core_user_data"][key] = value

    def get_user_data(self, key):
        """The value kept under `key`; RuntimeError when nothing is kept there."""
        table = self.__dict__["_core_user_data"]
        if key not in table:
            raise RuntimeError("The pointer[primitive_data] is null.")
        return table[key]

    def set_const_input_indexes(self, const_input_indexes):
        """Record which inputs must be constants (a list of ints)."""
        self.__dict__["_core_flags"]["const_input_indexes"] = list(const_input_indexes)

    def set_const_prim(self, is_const_prim):
        """Mark the primitive as computable at compile time."""
        self.__dict__["_core_flags"]["const_prim"] = bool(is_const_prim)

    def set_inplace_prim(self, inplace_prim):
        """Mark the primitive as writing into its input."""
        self.__dict__["_core_flags"]["inplace_prim"] = bool(inplace_prim)

    def set_hook_fn(self, hook_fn, hook_type):
        """Keep a hook function and its kind (used by backward hooks)."""
        self.__dict__["_core_flags"]["hook_fn"] = (hook_fn, hook_type)

    def set_instance_name(self, instance_name):
        """Record the instance name (the attribute name under which a Cell holds the primitive)."""
        self.__dict__["_core_flags"]["instance_name"] = instance_name

    def set_prim_type(self, prim_type_):
        """Record how the primitive is defined (a :class:`prim_type` member)."""
        self.__dict__["_core_flags"]["prim_type"] = prim_type(int(prim_type_))

    def set_signatures(self, signatures):
        """Record the input signatures (how arguments are converted before the call)."""
        self.__dict__["_core_flags"]["signatures"] = list(signatures)


class PrimitiveFunction_:  # pylint: disable=invalid-name (MindSpore's name)
    """A primitive handed around as a function value, the form MindSpore's compiler gives to operators it
    creates itself. It has a ``name`` and a table of labels; :meth:`clone` copies both.

    Examples:
        >>> from mindspore.ops.primitive import PrimitiveFunction_
        >>> fn = PrimitiveFunction_()
        >>> fn.set_label("stage", 1)
        >>> copy = fn.clone()
        >>> print(copy.has_label("stage"), copy.get_label("stage"), fn.has_label("other"))
        True 1 False
    """

    __primitive_function_flag__ = True

    def __init__(self):
        self._name = ""
        self._labels = {}

    @property
    def name(self):
        """The operator name (empty for a function made directly)."""
        return self._name

    def set_label(self, key, value):
        """Keep `value` as label `key`."""
        self._labels[key] = value

    def has_label(self, key):
        """Whether label `key` is set."""
        return key in self._labels

    def get_label(self, key):
        """The value of label `key` (``None`` when it is not set)."""
        return self._labels.get(key)

    def clone(self):
        """A new function with the same name and a copy of the labels."""
        other = PrimitiveFunction_()
        other._name = self._name
        other._labels = dict(self._labels)
        return other


class Primitive(Primitive_):
    """The base class of primitive operators.

    Subclasses implement ``__call__``. Arguments of ``__init__`` decorated with :func:`prim_attr_register` become
    attributes of the primitive, readable as ``op.<name>`` and listed by ``op.attrs`` and ``repr(op)``.

    Args:
        name (str): the operator name.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> from mindspore import ops
        >>> print(ops.MatMul(transpose_b=True))
        Prim[MatMul]<transpose_a=False, transpose_b=True>
        >>> op = ops.Add()
        >>> op.add_prim_attr("note", "x")
        Prim[Add]<note=x>
        >>> print(op.name, op.attrs)
        Add {'note': 'x'}
    """

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        call = cls.__dict__.get("__call__")
        if call is not None and not hasattr(call, "_translates"):
            cls.__call__ = _translating_call(call)

    def __init__(self, name):
        Primitive_.__init__(self, name)
        d = self.__dict__
        d["name"] = name
        d["attrs"] = {}
        d["init_attrs"] = {}
        d["instance_name"] = ""
        d["_stage"] = None

    def add_prim_attr(self, name, value):
        """Add (or replace) an attribute; it becomes readable as ``self.<name>``. Returns self."""
        self.__dict__[name] = value
        self.attrs[name] = value
        self.add_attr(name, value)
        return self

    def _set_prim_arg(self, name, value):
        self.add_prim_attr(name, value)

    def del_prim_attr(self, name):
        """Remove an attribute added with :meth:`add_prim_attr`. Returns self."""
        if name in self.attrs:
            del self.attrs[name]
            self.__dict__.pop(name, None)
            self.del_attr(name)
        return self

    def init_prim_io_names(self, inputs, outputs):
        """Record the names of the inputs and outputs (kept as the hidden attributes ``input_names`` and
        ``output_names``)."""
        self.add_prim_attr("input_names", inputs)
        self.add_prim_attr("output_names", outputs)

    def set_prim_instance_name(self, instance_name):
        """Set the instance name (the attribute name under which a Cell holds the primitive). Returns self."""
        self.set_instance_name(instance_name)
        self.__dict__["instance_name"] = instance_name
        return self

    def set_stage(self, stage):
        """Record the pipeline stage (a parallel-training hint; no effect on a single device). Returns self."""
        self.__dict__["_stage"] = stage
        return self

    def shard(self, *args, **kwargs):
        """Record a sharding strategy (a parallel-training hint; no effect on a single device). Returns self."""
        self.add_prim_attr("in_strategy", args[0] if args else kwargs.get("in_strategy"))
        return self

    def recompute(self, mode=True):
        """Mark the primitive for recomputation in backward (memory hint; no effect here). Returns self."""
        self.add_prim_attr("recompute", mode)
        return self

    def place(self, role, rank_id):
        """Record the process role and rank that run the primitive (a distributed hint). Returns self."""
        self.add_prim_attr("ms_role", role)
        self.add_prim_attr("rank_id", rank_id)
        return self

    def set_device(self, device_target):
        """Record the device the primitive should run on (``"CPU"``, ``"GPU"``, ``"Ascend"``). Returns self."""
        self.add_prim_attr("primitive_target", device_target)
        return self

    def check_elim(self, *args):
        """Whether the primitive can be removed for these inputs: ``(False, None)`` (never eliminated)."""
        return (False, None)

    @property
    def update_parameter(self):
        """Whether the primitive writes to a Parameter (Assign-like operators)."""
        return False

    def __call__(self, *args):
        raise RuntimeError(f"For '{self.name}', running this primitive is not supported yet: mindspore_compat has "
                           f"no kernel for it. Subclass Primitive and implement __call__, or use an operator from "
                           f"mindspore.ops.")

    def __repr__(self):
        shown = [f"{k}={v}" for k, v in self.attrs.items() if k not in _HIDDEN_ATTRS]
        return f"Prim[{self.name}]<{', '.join(shown)}>" if shown else f"Prim[{self.name}]"

    def __getstate__(self):
        return dict(self.__dict__)

    def __setstate__(self, state):
        self.__dict__.update(state)


class PrimitiveWithInfer(Primitive):
    """A primitive that also provides Python shape / dtype / value inference (``infer_shape``, ``infer_dtype``,
    ``infer_value``).

    Calling it runs ``infer_value`` on the inputs; a subclass that can compute its result implements
    ``infer_value`` (or ``__call__``).

    Args:
        name (str): the operator name.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> from mindspore.ops import PrimitiveWithInfer, prim_attr_register
        >>> class AddOne(PrimitiveWithInfer):
        ...     @prim_attr_register
        ...     def __init__(self, step=1):
        ...         pass
        ...     def infer_value(self, x):
        ...         return x + self.step
        >>> op = AddOne(step=2)
        >>> print(op, op(3))
        Prim[AddOne]<step=2> 5
    """

    _PRIM_TYPE = prim_type.py_infer_shape

    def __init__(self, name):
        Primitive.__init__(self, name)

    def infer_shape(self, *args):
        """Output shape from the input shapes (lists of ints; ``[]`` for a scalar). The base returns None."""
        return None

    def infer_dtype(self, *args):
        """Output type from the input types (``mindspore.TensorType`` for tensors). The base returns None."""
        return None

    def infer_value(self, *args):
        """The output value when it can be computed from constant inputs, else None (the base's answer)."""
        return None

    def __infer__(self, *args):
        """Run the three rules on inputs given as dicts with ``"dtype"``, ``"shape"`` and ``"value"``; returns
        ``{"dtype": ..., "shape": ..., "value": ...}``."""
        return {track: getattr(self, "infer_" + track)(*(arg[track] for arg in args))
                for track in ("dtype", "shape", "value")}

    def __call__(self, *args):
        value = self.infer_value(*args)
        if value is None:
            super().__call__(*args)
        return value


class PrimitiveWithCheck(Primitive):
    """A primitive that validates its inputs in Python (``check_shape``, ``check_dtype``) before running.

    Calling it runs the checks on the inputs' shapes and dtypes, then ``infer_value``.

    Args:
        name (str): the operator name.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> from mindspore.ops import PrimitiveWithCheck, prim_attr_register
        >>> class RankOne(PrimitiveWithCheck):
        ...     @prim_attr_register
        ...     def __init__(self, axis=0):
        ...         pass
        ...     def check_shape(self, x_shape):
        ...         if len(x_shape) != 1:
        ...             raise ValueError("x must be 1-D")
        >>> op = RankOne(axis=0)
        >>> print(op, op.name, op.attrs["axis"])
        Prim[RankOne]<axis=0> RankOne 0
        >>> op.check_shape((2, 3))
        Traceback (most recent call last):
        ...
        ValueError: x must be 1-D
    """

    _PRIM_TYPE = prim_type.py_infer_check

    def __init__(self, name):
        Primitive.__init__(self, name)

    def check_shape(self, *args):
        """Validate the input shapes (lists of ints; ``[]`` for a scalar). The base accepts any."""
        return None

    def check_dtype(self, *args):
        """Validate the input types (``mindspore.TensorType`` for tensors). The base accepts any."""
        return None

    def infer_value(self, *args):
        """The output value when it can be computed from constant inputs, else None (the base's answer)."""
        return None

    def __check__(self, *args):
        """Run ``check_dtype``, then ``check_shape`` unless a shape is unknown (None, or holding -1 or -2), on
        inputs given as dicts with ``"dtype"`` and ``"shape"``."""
        self.check_dtype(*(arg["dtype"] for arg in args))
        shapes = [arg["shape"] for arg in args]
        if all(s is not None and -1 not in s and -2 not in s for s in shapes):
            self.check_shape(*shapes)

    def __call__(self, *args):
        self.__check__(*(_abstract(a) for a in args))
        value = self.infer_value(*args)
        if value is None:
            Primitive.__call__(self, *args)
        return value


def _abstract(value):
    """The ``{"dtype", "shape", "value"}`` description of an input that ``__check__`` / ``__infer__`` read."""
    shape = getattr(value, "shape", None)
    try:
        dtype = mstype.get_py_obj_dtype(value)
    except (TypeError, NotImplementedError):
        dtype = None
    return {"dtype": dtype, "shape": list(shape) if shape is not None else [], "value": value}


def prim_attr_register(fn):
    """Decorator for a primitive's ``__init__``: records every argument (with its default when not given) as a
    primitive attribute, then runs the original ``__init__``.

    Args:
        fn (function): the ``__init__`` of a :class:`Primitive` subclass.

    Returns:
        function, the wrapped ``__init__``.

    Examples:
        >>> from mindspore.ops import Primitive, prim_attr_register
        >>> class Scale(Primitive):
        ...     @prim_attr_register
        ...     def __init__(self, factor=2.0, mode="mul"):
        ...         pass
        >>> print(Scale(3.0))
        Prim[Scale]<factor=3.0, mode=mul>
    """
    sig = inspect.signature(fn)
    params = list(sig.parameters.values())[1:]
    simple = all(p.kind in (inspect.Parameter.POSITIONAL_OR_KEYWORD, inspect.Parameter.KEYWORD_ONLY)
                 for p in params)
    names = [p.name for p in params]
    defaults = {p.name: p.default for p in params if p.default is not inspect.Parameter.empty}

    def record(self, name, value):
        self.add_prim_attr(name, value)
        self.init_attrs[name] = value

    @functools.wraps(fn)
    def deco(self, *args, **kwargs):
        if "attrs" not in self.__dict__:
            Primitive.__init__(self, type(self).__name__)
        if simple and len(args) <= len(names):
            values = dict(defaults)
            values.update(zip(names, args))
            for k, v in kwargs.items():
                if k not in defaults and k not in names:
                    raise TypeError(f"{type(self).__name__}.__init__() got an unexpected keyword argument {k!r}")
                values[k] = v
            missing = [n for n in names if n not in values]
            if missing:
                raise TypeError(f"{type(self).__name__}.__init__() missing required argument(s): {missing}")
            for n in names:
                record(self, n, values[n])
        else:
            bound = sig.bind(self, *args, **kwargs)
            bound.apply_defaults()
            for i, (name, value) in enumerate(bound.arguments.items()):
                if i == 0:
                    continue
                if sig.parameters[name].kind is inspect.Parameter.VAR_KEYWORD:
                    for k, v in value.items():
                        record(self, k, v)
                    continue
                record(self, name, value)
        fn(self, *args, **kwargs)

    return deco




def prim_arg_register(fn):
    """Decorator for a built-in primitive's ``__init__``, the form MindSpore's generated operators use: like
    :func:`prim_attr_register`, every argument (with its default when not given) becomes an attribute of the
    primitive, listed by ``attrs``, ``init_attrs`` and ``repr``, before the original ``__init__`` runs.

    Args:
        fn (function): the ``__init__`` of a :class:`Primitive` subclass.

    Returns:
        function, the wrapped ``__init__``.

    Examples:
        >>> from mindspore.ops import Primitive, prim_arg_register
        >>> class Clip(Primitive):
        ...     @prim_arg_register
        ...     def __init__(self, low=0.0, high=1.0):
        ...         pass
        >>> clip = Clip(high=6.0)
        >>> print(clip, clip.init_attrs)
        Prim[Clip]<low=0.0, high=6.0> {'low': 0.0, 'high': 6.0}
    """
    return prim_attr_register(fn)


def constexpr(fn=None, get_instance=True, name=None, reuse_result=True, check=True):
    """Decorator making a Python function usable inside ``construct`` as a constant-folding primitive.

    Here ``construct`` runs eagerly, so the decorated function is simply called with the values it gets.

    Args:
        fn (function): the function to wrap. Default: ``None`` (then ``constexpr(...)`` returns a decorator).
        get_instance (bool): return an instance of the generated primitive class (``True``) or the class itself.
            Default: ``True``.
        name (str): the primitive's name. Default: ``None`` (the function's name).
        reuse_result (bool): kept for compatibility (results are not cached). Default: ``True``.
        check (bool): kept for compatibility. Default: ``True``.

    Returns:
        Primitive instance (or class) whose call runs `fn`.

    Examples:
        >>> from mindspore import ops
        >>> @ops.constexpr
        ... def tuple_len(t):
        ...     return len(t)
        >>> print(tuple_len((1, 2, 3)))
        3
    """

    def deco(func):
        op_name = name or func.__name__

        class CompileOp(PrimitiveWithInfer):
            """Primitive running a Python function eagerly."""

            def __init__(self):
                PrimitiveWithInfer.__init__(self, op_name)

            def infer_value(self, *args):
                return func(*args)

            def __call__(self, *args, **kwargs):
                return func(*args, **kwargs)

        CompileOp.__name__ = CompileOp.__qualname__ = op_name
        CompileOp.__doc__ = func.__doc__
        return CompileOp() if get_instance else CompileOp

    return deco(fn) if fn is not None else deco


from .._unsupported import missing_name_hook as _missing_name_hook  # noqa: E402
__getattr__ = _missing_name_hook(__name__)
