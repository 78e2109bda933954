"""The operator registry: one entry per operator, every public form of it generated from that entry.

An entry is the implementation (a Python function that validates its arguments the way MindSpore does and then
calls torch) plus a description of its *views*: the functional op (``ops.topk``), the primitive class
(``ops.TopK``) and the ``Tensor`` method (``Tensor.topk``). Each view keeps its own MindSpore signature (written as
the manifest spells it, e.g. ``"(self, input_x, k)"``) and says how its parameters map onto the implementation's:
``rename`` maps a view parameter to an implementation parameter and ``fixed`` supplies implementation arguments the
view does not expose. Because every view ends in the same implementation, the views agree on values, dtypes,
shapes and errors by construction.

Views are closures; positional calls that line up with the implementation pass straight through, everything else
is bound once with :class:`inspect.Signature`. ``common/`` never imports this module: registering a method sets it
on :class:`~mindspore_compat.common.tensor.Tensor` (MindSpore's ``tensor_operator_registry`` does the same).

Adding an operator::

    @op("Erfinv", "math", method=method("erfinv", "(self)"), primitive=prim("Erfinv", "(self)", "(self, input)"),
        cases=({},), dtypes=("float32",))
    def erfinv(input):
        '''MindSpore-style docstring with a runnable example.'''
        return _wrap(torch.erfinv(tt(input, "Erfinv")))

The family (``"math"``) decides where the views are exported: ``ops.function.math_func`` gets the functional op,
``ops.operations.math_ops`` the primitive (see :func:`export`).
"""
import ast
import inspect

from .._backend.errors import translate
from ..common import dtype as mstype
from ..common.tensor import Tensor
from .primitive import Primitive
from ._prim_infer import prim_base

__all__ = []

_EMPTY = inspect.Parameter.empty
_POS = inspect.Parameter.POSITIONAL_OR_KEYWORD
_KINDS = {"pos": _POS, "kw": inspect.Parameter.KEYWORD_ONLY, "*": inspect.Parameter.VAR_POSITIONAL,
          "**": inspect.Parameter.VAR_KEYWORD}

#: canonical operator name -> :class:`OpDef`
REGISTRY = {}

_FUNCTION_MODULE = "mindspore_compat.ops.function.{}_func"
_PRIMITIVE_MODULE = "mindspore_compat.ops.operations.{}_ops"


# ----- signatures written as text ------------------------------------------------------------------------------------
def _default(node):
    if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id in ("mindspore",
                                                                                                     "mstype"):
        return getattr(mstype, node.attr)
    return ast.literal_eval(node)


def parse_signature(text):
    """:class:`inspect.Signature` of a signature written as text, e.g.
    ``"(self, axis=-1, output_type=mindspore.int32)"``.

    Defaults must be literals or MindSpore dtypes (``mindspore.int32``).
    """
    fn = ast.parse(f"def f{text}: pass").body[0]
    a = fn.args
    params = []
    pos = a.posonlyargs + a.args
    defaults = [_EMPTY] * (len(pos) - len(a.defaults)) + [_default(d) for d in a.defaults]
    for arg, d in zip(pos, defaults):
        params.append(inspect.Parameter(arg.arg, _POS, default=d))
    if a.vararg:
        params.append(inspect.Parameter(a.vararg.arg, _KINDS["*"]))
    for arg, d in zip(a.kwonlyargs, a.kw_defaults):
        params.append(inspect.Parameter(arg.arg, _KINDS["kw"], default=_EMPTY if d is None else _default(d)))
    if a.kwarg:
        params.append(inspect.Parameter(a.kwarg.arg, _KINDS["**"]))
    return inspect.Signature(params)


# ----- view descriptions ---------------------------------------------------------------------------------------------
class View:
    """How one public form calls the implementation.

    Args:
        name (str): the public name (``"topk"``, ``"TopK"``).
        sig (str): the view's signature as text; ``None`` for the functional view means "the implementation's own".
        rename (dict): view parameter -> implementation parameter (``None`` drops the argument).
        fixed (dict): implementation arguments the view does not expose.
        doc (str): the view's docstring (primitives and methods; the functional view uses the implementation's).
    """

    __slots__ = ("kind", "name", "sig", "rename", "fixed", "doc", "init", "check", "convert", "state")

    def __init__(self, kind, name, sig=None, rename=None, fixed=None, doc=None, init=None, check=None, convert=None,
                 state=None):
        self.kind, self.name, self.doc, self.check, self.state = kind, name, doc, check, state
        self.convert = dict(convert or {})
        self.sig = None if sig is None else parse_signature(sig)
        self.init = None if init is None else parse_signature(init)
        self.rename = dict(rename or {})
        self.fixed = dict(fixed or {})


def function(name, sig=None, rename=None, fixed=None, doc=None):
    """A functional view (``ops.<name>``); with no `sig` it is the implementation itself."""
    return View("function", name, sig, rename, fixed, doc)


def method(name, sig, rename=None, fixed=None, summary=None, example=None):
    """A ``Tensor`` method view; `sig` starts with ``self``, which stands for the implementation's first parameter
    unless `rename` says otherwise. Its docstring is `summary` (default: a pointer to the functional op) followed by
    an Examples section from `example`, ``(source lines, printed output)``."""
    view = View("method", name, sig, rename, fixed, None)
    view.doc = (summary, example)
    return view


def doctest_line(line):
    """`line` of an example as a docstring shows it: ``>>>`` before a statement, ``...`` before an indented
    continuation."""
    return f"{'...' if line[:1].isspace() else '>>>'} {line}"


def _method_doc(view, fname):
    summary, example = view.doc
    doc = summary or f"See :func:`mindspore.ops.{fname}`."
    if example:
        code, output = example
        imports = (["import numpy as np"] if "np." in "".join(code) else []) + \
            (["import mindspore as ms"] if "ms." in "".join(code) else []) + ["from mindspore import Tensor"]
        doc += "\n\nExamples:\n" + "".join(f"    {doctest_line(line)}\n" for line in imports + list(code)) + \
            "".join(f"    {line}\n" for line in output.splitlines())
    return doc


def prim(name, init, call, rename=None, fixed=None, doc=None, check=None, convert=None, state=None):
    """A primitive class view: `init` is ``__init__``'s signature (its arguments become attributes and reach the
    implementation by name, through `rename`), `call` is ``__call__``'s. `check(prim)` validates the attributes when
    the primitive is built, as MindSpore's constructors do; `convert` maps an attribute name to a function giving
    the value the implementation receives (the attribute itself keeps what the user passed). `state(prim)` gives
    implementation keyword arguments that belong to one instance, made once when it is built (a seeded random
    operator's own generator)."""
    return View("primitive", name, call, rename, fixed, doc, init=init, check=check, convert=convert, state=state)


class OpDef:
    """One registered operator: its implementation, its views and the sample arguments of the property test."""

    __slots__ = ("name", "family", "impl", "views", "specs", "cases", "bad", "dtypes", "shape")

    def __init__(self, name, family, impl, views, cases, bad, dtypes, shape):
        self.name, self.family, self.impl, self.views = name, family, impl, views
        self.specs = {}  # (kind, name) -> the View describing it
        self.cases, self.bad, self.dtypes, self.shape = cases, bad, dtypes, shape

    def __repr__(self):
        return f"OpDef({self.name!r}, views={[v.name for v in self.views.values()]})"


# ----- building the views --------------------------------------------------------------------------------------------
def _mapping(view, impl_params, skip_self=False, impl_positional=None):
    """(implementation name of each view parameter, whether a positional call can pass straight through).

    A positional call passes through when the view's positional parameters name the implementation's leading
    parameters in order; keyword-only view parameters then have to be aliases of those (or be ``None``-dropped).
    """
    params = list(view.sig.parameters.values())
    if impl_positional is None:
        impl_positional = impl_params
    rename = dict(view.rename)
    if skip_self:
        rename.setdefault("self", impl_params[0])
    targets = [rename.get(p.name, p.name) for p in params]
    pos = [t for p, t in zip(params, targets) if p.kind is _POS]
    others = [(p, t) for p, t in zip(params, targets) if p.kind is not _POS]
    positional = (len(pos) == sum(1 for p in params if p.kind is _POS) and None not in pos
                  and pos == impl_positional[:len(pos)]
                  and all(p.kind is _KINDS["kw"] and (t is None or t in pos) for p, t in others))
    return targets, positional


def _positional_names(sig):
    return [n for n, p in sig.parameters.items()
            if p.kind in (inspect.Parameter.POSITIONAL_ONLY, inspect.Parameter.POSITIONAL_OR_KEYWORD)]


def _is_default(value, default):
    return value is default or (type(value) is type(default) and not isinstance(value, Tensor) and value == default)


def _binder(sig, targets, fixed):
    """The general path of a view: bind with the view's own signature, rename, add the fixed arguments. Two view
    parameters naming one implementation parameter (``axis`` and its alias ``dim``) give the one that is not left at
    its default."""
    params = list(sig.parameters.values())
    var_kw = {p.name for p in params if p.kind is _KINDS["**"]}
    plan = [(p.name, t, p.default) for p, t in zip(params, targets) if t is not None]

    def bind(args, kwargs):
        b = sig.bind(*args, **kwargs)
        b.apply_defaults()
        got = b.arguments
        out = {}
        for name, t, default in plan:
            v = got[name]
            if name in var_kw:
                out.update(v)
            elif t not in out or not _is_default(v, default):
                out[t] = v
        out.update(fixed)
        return out

    return bind


_TRANSLATED = (RuntimeError, IndexError, ValueError, TypeError, NotImplementedError, AttributeError)


def _make_callable(impl, view, skip_self, op_name):
    """The view as one closure over the implementation: argument mapping plus the error boundary (torch's
    exceptions leave as MindSpore's, see ``_backend/errors.py``) in a single Python frame."""
    impl_sig = inspect.signature(impl)
    impl_params = list(impl_sig.parameters)
    targets, positional = _mapping(view, impl_params, skip_self, _positional_names(impl_sig))
    bind = _binder(view.sig, targets, view.fixed)
    params = [p for p in view.sig.parameters.values() if p.kind is _POS]
    tail = tuple(p.default for p in params if p.default is not _EMPTY)
    n = len(params)
    nreq = n - len(tail)
    fixed = view.fixed
    same_defaults = positional and all(
        impl_sig.parameters[t].default is p.default or impl_sig.parameters[t].default == p.default
        for t, p in zip(targets, params) if p.default is not _EMPTY)
    identity = (not skip_self and not fixed and view.sig == impl_sig
                and all(t == p for t, p in zip(targets, view.sig.parameters)))

    if identity:
        def call(*args, **kwargs):
            try:
                return impl(*args, **kwargs)
            except _TRANSLATED as exc:
                new = translate(exc, op_name)
                if new is None:
                    raise
                raise new from None
    elif positional and not fixed and same_defaults:
        def call(*args, **kwargs):
            try:
                if kwargs:
                    return impl(**bind(args, kwargs))
                return impl(*args)
            except _TRANSLATED as exc:
                new = translate(exc, op_name)
                if new is None:
                    raise
                raise new from None
    elif positional:
        def call(*args, **kwargs):
            try:
                if kwargs or not nreq <= len(args) <= n:
                    return impl(**bind(args, kwargs))
                return impl(*args, *tail[len(args) - nreq:], **fixed)
            except _TRANSLATED as exc:
                new = translate(exc, op_name)
                if new is None:
                    raise
                raise new from None
    else:
        def call(*args, **kwargs):
            try:
                return impl(**bind(args, kwargs))
            except _TRANSLATED as exc:
                new = translate(exc, op_name)
                if new is None:
                    raise
                raise new from None
    call._translates = True
    return call


def _finish(fn, name, qualname, module, doc, sig):
    fn.__name__ = name
    fn.__qualname__ = qualname
    fn.__module__ = module
    fn.__doc__ = doc
    fn.__signature__ = sig
    return fn


def _make_primitive(entry, view, module):
    impl = entry.impl
    impl_sig = inspect.signature(impl)
    impl_params = list(impl_sig.parameters)
    init_sig = view.init
    attr_names = [p for p in init_sig.parameters if p != "self"]
    call_view = View("primitive", view.name, None)
    call_view.sig = inspect.Signature([p for p in view.sig.parameters.values() if p.name != "self"])
    call_view.rename = view.rename
    targets, positional = _mapping(call_view, impl_params, False, _positional_names(impl_sig))
    bind = _binder(call_view.sig, targets, {})
    n_in = len(targets)
    rename, fixed, check, convert, state = view.rename, view.fixed, view.check, view.convert, view.state
    attr_targets = [(a, rename.get(a, a)) for a in attr_names]
    attr_targets = [(a, t) for a, t in attr_targets if t is not None and t in impl_params]
    cls_name = view.name

    def refresh(self):
        kw = {t: (convert[a](self.__dict__[a]) if a in convert else self.__dict__[a]) for a, t in attr_targets}
        kw.update(fixed)
        kw.update(self.__dict__.get("_op_state", {}))
        self.__dict__["_op_kw"] = kw

    def __init__(self, *args, **kwargs):
        Primitive.__init__(self, cls_name)
        b = init_sig.bind(self, *args, **kwargs)
        b.apply_defaults()
        for k, v in b.arguments.items():
            if k != "self":
                self.add_prim_attr(k, v)
                self.init_attrs[k] = v
        if check is not None:
            check(self)
        if state is not None:
            self.__dict__["_op_state"] = state(self)
        refresh(self)

    def add_prim_attr(self, name, value):
        Primitive.add_prim_attr(self, name, value)
        if "_op_kw" in self.__dict__:
            refresh(self)
        return self

    if positional:
        def __call__(self, *args, **kwargs):
            try:
                if kwargs or len(args) != n_in:
                    return impl(**bind(args, kwargs), **self._op_kw)
                return impl(*args, **self._op_kw)
            except _TRANSLATED as exc:
                new = translate(exc, cls_name)
                if new is None:
                    raise
                raise new from None
    else:
        def __call__(self, *args, **kwargs):
            try:
                return impl(**bind(args, kwargs), **self._op_kw)
            except _TRANSLATED as exc:
                new = translate(exc, cls_name)
                if new is None:
                    raise
                raise new from None
    __call__._translates = True  # the boundary is here: Primitive does not wrap it again

    qual = f"{cls_name}.__init__"
    _finish(__init__, "__init__", qual, module, f"Initialize {cls_name}.", init_sig)
    _finish(__call__, "__call__", f"{cls_name}.__call__", module, None, view.sig)
    _finish(add_prim_attr, "add_prim_attr", f"{cls_name}.add_prim_attr", module, Primitive.add_prim_attr.__doc__,
            inspect.signature(Primitive.add_prim_attr))
    # primitives MindSpore derives from PrimitiveWithInfer / PrimitiveWithCheck get their rules (see _prim_infer)
    cls = type(cls_name, (prim_base(cls_name),), {"__init__": __init__, "__call__": __call__,
                                                  "add_prim_attr": add_prim_attr, "__doc__": view.doc,
                                                  "__module__": module})
    cls.__qualname__ = cls_name
    cls._op = entry
    return cls


def op(name, family, *, functional=None, primitive=None, method=None, cases=(), bad=(), dtypes=("float32",),
       shape=(3, 4)):
    """Decorator registering the implementation it wraps as operator `name` with the given views.

    Args:
        name (str): the canonical name (MindSpore's primitive name, used in error messages).
        family (str): ``"array"``, ``"math"``, ``"nn"`` ... (picks the modules the views are exported from).
        functional (Union[View, list[View]]): functional views; default: the implementation itself under its own
            name. ``False`` for none.
        primitive (Union[View, list[View]]): primitive class views.
        method (Union[View, list[View]]): ``Tensor`` method views.
        cases (tuple[dict]): implementation keyword arguments (besides the input tensor) for the property test.
        bad (tuple[dict]): arguments that must raise, for the property test.
        dtypes (tuple[str]): the dtypes the property test feeds the operator.
        shape (tuple[int]): the shape of the property test's input tensor.
    """
    def listify(v):
        if v is None or v is False:
            return []
        return list(v) if isinstance(v, (list, tuple)) else [v]

    def deco(impl):
        fmod = _FUNCTION_MODULE.format(family)
        pmod = _PRIMITIVE_MODULE.format(family)
        fviews = [function(impl.__name__)] if functional is None else listify(functional)
        views = {}
        entry = OpDef(name, family, impl, views, cases, bad, dtypes, shape)
        impl.__module__ = fmod
        for v in fviews:
            if v.sig is None:  # the implementation's own signature and docstring
                if v.name != impl.__name__:
                    raise ValueError(f"functional view {v.name!r} of {name!r} needs a signature")
                v.sig = inspect.signature(impl)
            fn = _finish(_make_callable(impl, v, False, name), v.name, v.name, fmod, v.doc or impl.__doc__, v.sig)
            views[("function", v.name)] = fn
            entry.specs[("function", v.name)] = v
        for v in listify(primitive):
            views[("primitive", v.name)] = _make_primitive(entry, v, pmod)
            entry.specs[("primitive", v.name)] = v
        for v in listify(method):
            doc = _method_doc(v, fviews[0].name if fviews else name)
            fn = _finish(_make_callable(impl, v, True, name), v.name, f"Tensor.{v.name}", Tensor.__module__, doc, v.sig)
            views[("method", v.name)] = fn
            entry.specs[("method", v.name)] = v
            setattr(Tensor, v.name, fn)
        if name in REGISTRY:
            raise ValueError(f"operator {name!r} is registered twice")
        REGISTRY[name] = entry
        return impl

    return deco


def export(namespace, family, kind):
    """Put the `kind` views (``"function"`` or ``"primitive"``) of `family` into a module's namespace; returns their
    names for the module's ``__all__``."""
    names = []
    for entry in REGISTRY.values():
        if entry.family != family:
            continue
        for (k, n), v in entry.views.items():
            if k == kind:
                namespace[n] = v
                names.append(n)
    return names


def views_of(kind):
    """{name: view} of every registered view of `kind` (``"function"``, ``"primitive"``, ``"method"``)."""
    return {n: v for e in REGISTRY.values() for (k, n), v in e.views.items() if k == kind}
