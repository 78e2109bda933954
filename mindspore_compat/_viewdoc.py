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


# argument names of the numpy views
ARGS.update({
    'a': '(Union[Tensor, list, tuple, number]): The input array.',
    'a1': '(Union[Tensor, list, tuple]): The first input.',
    'a2': '(Union[Tensor, list, tuple]): The second input.',
    'b': '(Union[Tensor, list, tuple, number]): The second input.',
    'x1': '(Union[Tensor, list, tuple, number]): The first input.',
    'x2': '(Union[Tensor, list, tuple, number]): The second input.',
    'y': '(Union[Tensor, list, tuple], optional): A second input. Default: ``None``.',
    'ar1': '(Union[Tensor, list, tuple]): The first input.',
    'ar2': '(Union[Tensor, list, tuple]): The second input.',
    'arr': '(Union[Tensor, list, tuple]): The input array.',
    'array': '(Union[Tensor, list, tuple]): The input array.',
    'ary': '(Union[Tensor, list, tuple]): The input array.',
    'm': '(Union[Tensor, list, tuple]): The input array.',
    'f': '(Tensor): The sampled function values.',
    'v': '(Union[Tensor, list, tuple]): The second sequence or values.',
    'prototype': '(Tensor): The tensor whose shape and dtype are used.',
    'obj': '(Union[Tensor, list, tuple, number, bool]): The data.',
    'arrays': '(Union[list[Tensor], tuple[Tensor]]): The arrays.',
    'tup': '(Union[list[Tensor], tuple[Tensor]]): The arrays.',
    'arys': '(Union[Tensor, list, tuple, number]): One or more inputs.',
    'args': 'Positional inputs (see above).',
    'xi': '(Tensor): 1-D coordinate vectors.',
    'arrays_and_dtypes': '(Union[Tensor, number, mindspore.dtype]): The operands.',
    'kwargs': 'Keyword arguments passed on (see above).',
    'kw': 'Keyword arguments passed on (see above).',
    'varargs': '(number): The sample spacing, one per axis or one for all. Default: 1.',
    'axis': '(Union[int, tuple[int], None]): The axis or axes; None means all (or the flattened input). Default: see the signature.',
    'axes': '(Union[int, tuple[int]]): The axes. Default: see the signature.',
    'axis1': '(int): The first axis. Default: ``0``.',
    'axis2': '(int): The second axis. Default: ``1``.',
    'axisa': '(int): The vector axis of `a`. Default: ``-1``.',
    'axisb': '(int): The vector axis of `b`. Default: ``-1``.',
    'axisc': '(int): The vector axis of the result. Default: ``-1``.',
    'keepdims': '(bool): Keep reduced axes with length 1. Default: ``False``.',
    'initial': '(number, optional): A starting value of the reduction. Default: ``None``.',
    'where': '(bool): Accepted for NumPy compatibility; only ``True`` is used. Default: ``True``.',
    'ddof': '(int): Delta degrees of freedom. Default: ``0``.',
    'shape': '(Union[int, tuple[int]]): The shape.',
    'new_shape': '(Union[int, tuple[int]]): The new shape.',
    'dims': '(tuple[int]): The shape of the indexed array.',
    'dimensions': '(tuple[int]): The shape of the grid.',
    'N': '(int): Number of rows.',
    'M': '(int, optional): Number of columns (or of points of a window). Default: ``None`` (N).',
    'n': '(int): A size or order (see above).',
    'k': '(int): The diagonal offset (or count, see above). Default: ``0``.',
    'offset': '(int): The diagonal offset. Default: ``0``.',
    'ndim': '(int): The number of dimensions. Default: ``2``.',
    'ndmin': '(int): The minimum number of dimensions of the result. Default: ``0``.',
    'copy': '(bool): Copy a Tensor input. Default: ``True``.',
    'start': '(number): The first value.',
    'stop': '(number, optional): The end value. Default: see the signature.',
    'step': '(number, optional): The spacing. Default: ``None`` (1).',
    'num': '(int): How many values. Default: ``50``.',
    'endpoint': '(bool): Include `stop`. Default: ``True``.',
    'retstep': '(bool): Also return the spacing. Default: ``False``.',
    'base': '(float): The base of the log space. Default: ``10.0``.',
    'fill_value': '(Union[number, Tensor]): The fill value.',
    'sparse': '(bool): Return open (broadcastable) grids. Default: ``False``.',
    'indexing': "(str): ``'xy'`` (Cartesian) or ``'ij'`` (matrix). Default: see the signature.",
    'increasing': '(bool): Powers increase from left to right. Default: ``False``.',
    'indices': '(Union[Tensor, list]): Integer indices.',
    'indices_or_sections': '(Union[int, list[int]]): The number of parts or the split points.',
    'repeats': '(Union[int, Tensor]): Repetitions per element.',
    'reps': '(Union[int, tuple[int]]): Repetitions per axis.',
    'shift': '(Union[int, tuple[int]]): The shift.',
    'source': '(Union[int, tuple[int]]): Original positions of the axes.',
    'destination': '(Union[int, tuple[int]]): New positions of the axes.',
    'condition': '(Union[Tensor, list]): Where to pick from `x`.',
    'condlist': '(list[Tensor]): Boolean conditions.',
    'choicelist': '(list[Tensor]): Values per condition.',
    'default': '(number): The value where no condition holds. Default: ``0``.',
    'choices': '(list[Tensor]): The arrays to pick from.',
    'funclist': '(list[Union[Callable, number]]): Functions or values, one per condition (one more for the rest).',
    'func': '(Callable): Called as ``func(a, axis)``.',
    'func1d': '(Callable): Applied to each 1-D slice.',
    'element': '(object): The value to test (or to look up).',
    'test_elements': '(Union[Tensor, list]): The values to look for.',
    'invert': '(bool): Negate the result. Default: ``False``.',
    'assume_unique': '(bool): Accepted for NumPy compatibility. Default: ``False``.',
    'return_indices': '(bool): Accepted for NumPy compatibility. Default: ``False``.',
    'return_inverse': '(bool): Also return the indices rebuilding the input. Default: ``False``.',
    'rtol': '(float): Relative tolerance. Default: ``1e-05``.',
    'atol': '(float): Absolute tolerance. Default: ``1e-08``.',
    'equal_nan': '(bool): Count NaNs as equal. Default: ``False``.',
    'xmin': '(number): Lower bound.',
    'xmax': '(number): Upper bound.',
    'ord': '(Union[int, float, str], optional): The norm order. Default: ``None``.',
    'order': "(str): ``'C'`` (row-major) or ``'F'``. Default: ``'C'``.",
    'mode': '(str): The mode (see above). Default: see the signature.',
    'side': "(str): ``'left'`` or ``'right'``. Default: ``'left'``.",
    'sorter': '(Tensor, optional): Indices that sort `a`. Default: ``None``.',
    'right': '(bool): Intervals closed on the right. Default: ``False``.',
    'left': '(number, optional): The value below `xp[0]`. Default: ``None``.',
    'xp': '(Tensor): Increasing sample points.',
    'fp': '(Tensor): Values at the sample points.',
    'bins': '(Union[int, Tensor]): The number of bins, or their edges.',
    'range': '(tuple[float], optional): The lower and upper edge. Default: ``None`` (the data range).',
    'weights': '(Tensor, optional): A weight per element. Default: ``None``.',
    'density': '(bool): Normalise to a density. Default: ``False``.',
    'returned': '(bool): Also return the sum of the weights. Default: ``False``.',
    'minlength': '(int): Minimum number of bins. Default: ``0``.',
    'length': '(int, optional): Accepted for compatibility. Default: ``None``.',
    'minval': '(int): Lower bound (upper when `maxval` is None).',
    'maxval': '(int, optional): Upper bound (exclusive). Default: ``None``.',
    'multi_index': '(tuple[Tensor]): Coordinate arrays.',
    'rowvar': '(bool): Rows are variables. Default: ``True``.',
    'fweights': '(Tensor, optional): Integer frequency weights. Default: ``None``.',
    'aweights': '(Tensor, optional): Observation weights. Default: ``None``.',
    'discont': '(float): The largest jump left alone. Default: pi.',
    'dx': '(float): The sample spacing when `x` is None. Default: ``1.0``.',
    'edge_order': '(int): Accepted for compatibility. Default: ``1``.',
    'prepend': '(Tensor, optional): Values put before the input. Default: ``None``.',
    'append': '(Tensor, optional): Values put after the input. Default: ``None``.',
    'to_begin': '(Tensor, optional): Values put before the differences. Default: ``None``.',
    'to_end': '(Tensor, optional): Values put after the differences. Default: ``None``.',
    'pad_width': '(Union[int, tuple]): Padding (before, after) per axis.',
    'constant_values': "(number): The fill of ``'constant'`` mode. Default: ``0``.",
    'stat_length': 'Accepted for NumPy compatibility.',
    'end_values': 'Accepted for NumPy compatibility.',
    'reflect_type': 'Accepted for NumPy compatibility.',
})

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


def _arg_line(name, text):
    """One line of an Args section: ``name (type): text`` when `text` starts with its type, else ``name: text``."""
    return f"    {name} {text}" if text.startswith("(") else f"    {name}: {text}"


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
        text = arg_docs.get(p.name) or ARGS.get(p.name)
        if text is None:
            raise ValueError(f"{key}: no description of the argument '{p.name}'")
        lines.append(_arg_line(p.name, text))
    for name, text in arg_docs.items():
        if name.startswith("*"):              # "*size", "**kwargs": Google style keeps the stars
            lines.append(_arg_line(name, text))
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
