"""Docstrings of the views (``mint``, ``numpy``, ``experimental.optim``), assembled from a one-line summary, the
view's own signature, short argument descriptions and an example whose printed output was recorded from MindSpore
2.10 (``_view_examples.py``)."""
import inspect

from ._view_examples import EXAMPLES

# descriptions of argument names that recur across the views; a view overrides any of them
ARGS = {
    "input": "(Tensor): The input tensor.",
    "tensor": "(Tensor): The input tensor.",
    "x": "(Tensor): The input tensor.",
    "other": "(Union[Tensor, number]): The second operand; broadcast against `input`.",
    "dim": "(Union[int, tuple[int], None]): The dimension(s) to work along. Default: see the signature.",
    "keepdim": "(bool): Whether reduced dimensions are kept with length 1. Default: ``False``.",
    "dtype": "(mindspore.dtype, optional): The dtype of the result. Default: ``None``.",
    "alpha": "(number): The multiplier of the second operand. Default: ``1``.",
    "beta": "(number): The multiplier of `input`. Default: ``1``.",
    "tensors": "(Union[tuple[Tensor], list[Tensor]]): The tensors to combine.",
    "index": "(Tensor): Integer indices.",
    "generator": "(Generator, optional): The random generator. Default: ``None`` (the global one).",
    "device": "(str, optional): Accepted for compatibility; tensors live on the context's device.",
    "correction": "(int): The difference between the sample size and the degrees of freedom. Default: ``1``.",
    "inplace": "(bool): Whether `input` is overwritten with the result. Default: ``False``.",
    "reduction": "(str): ``'none'``, ``'mean'`` or ``'sum'``. Default: ``'mean'``.",
    "target": "(Tensor): The target values.",
    "weight": "(Tensor, optional): The weight tensor.",
    "bias": "(Tensor, optional): The bias tensor. Default: ``None``.",
    "size": "(Union[int, tuple[int], list[int]]): The shape of the result.",
    "p": "(float): A probability or norm order, see above.",
}

def overload(name, *forms, module="mindspore_compat.mint"):
    """MindSpore 2.10 declares these functions as ``(*args, **kwargs)`` and picks a form by the arguments; the first
    form whose parameters bind wins. No form binding is a TypeError naming the call and the valid forms."""
    sigs = [(inspect.signature(f), f) for f in forms]

    def fn(*args, **kwargs):
        for sig, form in sigs:
            try:
                bound = sig.bind(*args, **kwargs)
            except TypeError:
                continue
            return form(*bound.args, **bound.kwargs)
        given = ", ".join([type(a).__name__ for a in args] + [f"{k}={type(v).__name__}" for k, v in kwargs.items()])
        valid = "\n".join(f'    "{name}{sig}"' for sig, _ in sigs)
        raise TypeError(f'Failed calling {name} with "{name}({given})".\nThe valid calling should be:\n{valid}')
    fn.__name__ = fn.__qualname__ = name
    fn.__module__ = module
    return fn


_SECTION = "\n\n{title}:\n{body}"


def view(summary, returns="Tensor.", raises="", **arg_docs):
    """Decorate a view: build its docstring (sections as MindSpore's) from `summary` and its signature."""
    def deco(fn):
        fn.__doc__ = build(fn, summary, returns, raises, arg_docs)
        return fn
    return deco


def cls_view(summary, inputs="- **input** (Tensor) - The input tensor.", outputs="Tensor.", raises="", key=None,
             **arg_docs):
    """Decorate a Cell class of a ``mint`` namespace: its docstring with Args, Inputs and Outputs sections."""
    def deco(cls):
        cls.__doc__ = build(cls, summary, outputs, raises, arg_docs, key=key, inputs=inputs)
        return cls
    return deco


def build(obj, summary, returns, raises, arg_docs, key=None, platforms="``Ascend`` ``GPU`` ``CPU``", inputs=None):
    if key is None:
        module = obj.__module__.replace("mindspore_compat", "mindspore")
        if inspect.isclass(obj):                  # classes are documented at their namespace
            module = module.split(".layer.")[0].split(".loss")[0]
        key = f"{module}.{obj.__qualname__}"
    target = obj.__init__ if inspect.isclass(obj) else obj
    lines = []
    for p in inspect.signature(target).parameters.values():
        if p.name in ("self", "args", "kwargs"):
            continue
        text = arg_docs.get(p.name) or ARGS.get(p.name) or "See above."
        lines.append(f"    {p.name} {text}")
    for name, text in arg_docs.items():
        if name.startswith("*"):
            lines.append(f"    {name[1:]} {text}")
    doc = summary.strip()
    if lines:
        doc += _SECTION.format(title="Args", body="\n".join(lines))
    if inputs is not None:
        doc += _SECTION.format(title="Inputs", body="\n".join("    " + r for r in inputs.split("\n")))
        doc += _SECTION.format(title="Outputs", body="    " + returns)
    else:
        doc += _SECTION.format(title="Returns", body="    " + returns)
    if raises:
        doc += _SECTION.format(title="Raises", body="\n".join("    " + r for r in raises.split("\n")))
    doc += _SECTION.format(title="Supported Platforms", body="    " + platforms)
    ex = EXAMPLES.get(key)
    if ex is not None:
        code, out = ex
        body = []
        for i, line in enumerate(code.split("\n")):
            body.append(("    ... " if line.startswith(" ") else "    >>> ") + line)
        body.extend("    " + o for o in out.split("\n") if o)
        doc += _SECTION.format(title="Examples", body="\n".join(body))
    return doc + "\n"
