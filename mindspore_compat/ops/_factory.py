"""Build the long tail of element-wise operators (primitive classes and functions) from one line each.

Each generated ``__call__`` / function is a closure making a single torch call on the tensors' torch side, wrapped
with ``_wrap``; the only check on the hot path is one ``isinstance``. Parameter names are MindSpore's: the closure's
code object is renamed (:func:`_named`), so keyword calls work and nothing is compiled from source. Docstrings
(MindSpore sections, one runnable example) are generated from the same line.
"""
import inspect
import types

from ..common.tensor import Tensor, _wrap
from .primitive import Primitive, prim_attr_register
from ._prim_infer import prim_base
from ._utils import not_tensor, binary


def _named(fn, params, name, qualname=None, module=None):
    """`fn` with its positional parameters renamed to `params` (same count) and its name set: a real Python
    function whose signature is MindSpore's, at no cost per call."""
    code = fn.__code__
    code = code.replace(co_varnames=tuple(params) + code.co_varnames[len(params):], co_name=name,
                        co_qualname=qualname or name)
    out = types.FunctionType(code, fn.__globals__, name, fn.__defaults__, fn.__closure__)
    out.__qualname__ = qualname or name
    if module is not None:
        out.__module__ = module
    return out

_PLATFORMS = "``Ascend`` ``GPU`` ``CPU``"


def _example(setup, call, output):
    lines = ["        >>> import mindspore", "        >>> from mindspore import Tensor, ops"]
    lines += [f"        >>> {s}" for s in setup]
    lines.append(f"        >>> print({call})")
    lines += [f"        {o}" for o in output.split("\n")]
    return "\n".join(lines)


def _unary_doc(summary, arg, out, raises, setup, call, output, see=None):
    see_line = f"\n    Refer to :func:`mindspore.ops.{see}` for more details.\n" if see else ""
    return f"""{summary}
{see_line}
    Inputs:
        - **{arg}** (Tensor) - The input tensor.

    Outputs:
        {out}

    Raises:
        TypeError: If `{arg}` is not a Tensor.{raises}

    Supported Platforms:
        {_PLATFORMS}

    Examples:
{_example(setup, call, output)}
    """


def _func_doc(summary, args, out, raises, setup, call, output):
    arg_lines = "\n".join(f"        {a} ({t}): {d}" for a, t, d in args)
    return f"""{summary}

    Args:
{arg_lines}

    Returns:
        {out}

    Raises:
        TypeError: If `{args[0][0]}` is not a Tensor.{raises}

    Supported Platforms:
        {_PLATFORMS}

    Examples:
{_example(setup, call, output)}
    """


def _make_init():
    @prim_attr_register
    def __init__(self):
        """Initialize the primitive."""

    return __init__


def unary_prim(name, fn, summary, setup, output, arg="input", out="Tensor, same shape as the input.",
               module=None, see=None, raises=""):
    """A primitive class ``name`` whose call is ``_wrap(fn(x._t))``."""
    def __call__(self, x):
        if isinstance(x, Tensor):
            return _wrap(fn(x._t))
        raise not_tensor(name, arg, x)

    doc = _unary_doc(summary, arg, out, raises, [f"x = {setup}"], f"ops.{name}()(x)", output, see)
    cls = type(name, (Primitive,), {"__init__": _make_init(),
                                    "__call__": _named(__call__, ("self", arg), "__call__", f"{name}.__call__"),
                                    "__doc__": doc, "__module__": module or __name__})
    cls.__qualname__ = name
    return cls


def unary_func(name, fn, summary, setup, output, arg="input", out="Tensor, same shape as the input.",
               module=None, raises=""):
    """A function ``name(arg)`` computing ``_wrap(fn(arg._t))``."""
    def func(x):
        if isinstance(x, Tensor):
            return _wrap(fn(x._t))
        raise not_tensor(name, arg, x)

    f = _named(func, (arg,), name, module=module or __name__)
    f.__doc__ = _func_doc(summary, [(arg, "Tensor", "The input tensor.")], out, raises, [f"x = {setup}"],
                          f"ops.{name}(x)", output)
    return f


def _binary_prim_doc(name, summary, a, b, setup_x, setup_y, output, out, see=None):
    see_line = f"\n    Refer to :func:`mindspore.ops.{see}` for more details.\n" if see else ""
    return f"""{summary}
{see_line}
    Inputs:
        - **{a}** (Union[Tensor, number.Number, bool]) - The first input.
        - **{b}** (Union[Tensor, number.Number, bool]) - The second input.

    Outputs:
        {out}

    Raises:
        TypeError: If neither input is a Tensor or number.
        ValueError: If the shapes of the inputs cannot be broadcast together.

    Supported Platforms:
        {_PLATFORMS}

    Examples:
{_example([f"x = {setup_x}", f"y = {setup_y}"], f"ops.{name}()(x, y)", output)}
    """


def _binary_func_doc(name, summary, a, b, setup_x, setup_y, output, out):
    return f"""{summary}

    Args:
        {a} (Union[Tensor, number.Number, bool]): The first input.
        {b} (Union[Tensor, number.Number, bool]): The second input.

    Returns:
        {out}

    Raises:
        TypeError: If neither input is a Tensor or number.
        ValueError: If the shapes of the inputs cannot be broadcast together.

    Supported Platforms:
        {_PLATFORMS}

    Examples:
{_example([f"x = {setup_x}", f"y = {setup_y}"], f"ops.{name}(x, y)", output)}
    """


_BROADCAST_OUT = "Tensor, the shape after broadcasting the inputs."


def binary_prim(name, fn, summary, setup_x, setup_y, output, args=("input", "other"), out=_BROADCAST_OUT,
                module=None, see=None):
    """A primitive class ``name`` whose call is the broadcasting element-wise ``fn``."""
    a, b = args

    def __call__(self, x, y):
        return binary(fn, name, x, y)

    doc = _binary_prim_doc(name, summary, a, b, setup_x, setup_y, output, out, see)
    cls = type(name, (prim_base(name),), {"__init__": _make_init(),
                                          "__call__": _named(__call__, ("self", a, b), "__call__", f"{name}.__call__"),
                                          "__doc__": doc, "__module__": module or __name__})
    cls.__qualname__ = name
    return cls


def binary_func(name, fn, prim_name, summary, setup_x, setup_y, output, args=("input", "other"), out=_BROADCAST_OUT,
                module=None):
    """A function ``name(a, b)`` computing the broadcasting element-wise ``fn``."""
    a, b = args

    def func(x, y):
        return binary(fn, prim_name, x, y)

    f = _named(func, (a, b), name, module=module or __name__)
    f.__doc__ = _binary_func_doc(name, summary, a, b, setup_x, setup_y, output, out)
    return f


__all__ = []


def doc(summary, args, returns, setup, call, output, raises="TypeError: If `{first}` is not a Tensor.",
        kwargs=None, platforms=_PLATFORMS):
    """A MindSpore-style docstring: `args` / `kwargs` are (name, type, description) triples."""
    lines = [summary, ""]
    if args:
        lines += ["Args:"] + [f"    {a} ({t}): {d}" for a, t, d in args] + [""]
    if kwargs:
        lines += ["Keyword Args:"] + [f"    {a} ({t}): {d}" for a, t, d in kwargs] + [""]
    lines += ["Returns:", f"    {returns}", ""]
    if raises:
        first = args[0][0] if args else ""
        lines += ["Raises:"] + [f"    {r.format(first=first)}" for r in raises.split("\n")] + [""]
    lines += ["Supported Platforms:", f"    {platforms}", "", "Examples:"]
    lines += ["    >>> import numpy as np", "    >>> import mindspore", "    >>> from mindspore import Tensor, ops"]
    lines += [f"    >>> {s}" for s in setup] + [f"    >>> print({call})"] + [f"    {o}" for o in output.split("\n")]
    return "\n    ".join(lines) + "\n    "


def documented(summary, args, returns, setup, call, output, **kw):
    """Decorator attaching :func:`doc` to a function."""
    def deco(fn):
        fn.__doc__ = doc(summary, args, returns, setup, call, output, **kw)
        return fn
    return deco


class _Required:
    def __repr__(self):
        return "_REQUIRED"


REQUIRED = _Required()


def _param_list(spec):
    out = []
    for p in spec:
        n, d = (p, REQUIRED) if isinstance(p, str) else p
        out.append(inspect.Parameter(n, inspect.Parameter.POSITIONAL_OR_KEYWORD,
                                     default=inspect.Parameter.empty if d is REQUIRED else d))
    return out


def func_prim(name, impl, init_params, call_params, summary, setup, call, output, module=None, raises=None):
    """A primitive class ``name(**init_params)`` whose call is ``impl(self, *inputs)``.

    `init_params` / `call_params`: sequences of ``(name, default)`` (``REQUIRED`` for none) or plain names.
    """
    self_param = [inspect.Parameter("self", inspect.Parameter.POSITIONAL_OR_KEYWORD)]
    init_sig = inspect.Signature(self_param + _param_list(init_params))
    call_sig = inspect.Signature(self_param + _param_list(call_params))
    names = [p if isinstance(p, str) else p[0] for p in call_params]
    n_in = len(names)

    def init(self, *args, **kwargs):
        """Initialize the primitive."""

    init.__signature__ = init_sig
    init.__name__ = "__init__"
    init.__qualname__ = f"{name}.__init__"
    init.__doc__ = f"Initialize {name}."

    def __call__(self, *args, **kwargs):
        if kwargs or len(args) != n_in:
            bound = call_sig.bind(self, *args, **kwargs)
            bound.apply_defaults()
            args = bound.args[1:]
        return impl(self, *args)

    __call__.__signature__ = call_sig
    __call__.__qualname__ = f"{name}.__call__"
    inputs = "\n".join(f"        - **{n}** - Input ``{n}``." for n in names)
    init_doc = "".join(f"\n        {p if isinstance(p, str) else p[0]}: See the functional form."
                       for p in init_params)
    args_block = f"\n    Args:{init_doc}\n" if init_params else ""
    doc = f"""{summary}
{args_block}
    Inputs:
{inputs}

    Outputs:
        The result, as for the functional form.

    Raises:
        {raises or 'TypeError: If an input has the wrong type.'}

    Supported Platforms:
        {_PLATFORMS}

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, ops
""" + "\n".join(f"        >>> {s}" for s in setup) + f"\n        >>> print({call})\n" + \
        "\n".join(f"        {o}" for o in output.split("\n")) + "\n    "
    cls = type(name, (prim_base(name),), {"__init__": prim_attr_register(init), "__call__": __call__,
                                          "__doc__": doc, "__module__": module or __name__})
    cls.__qualname__ = name
    return cls
