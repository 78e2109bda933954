"""Debugging primitives: printing, gradient hooks, assertions."""
import inspect

import torch

from ...common.tensor import Tensor, _wrap, _unwrap
from ..primitive import Primitive, PrimitiveWithInfer, prim_attr_register
from .._prim_infer import prim_base

__all__ = ["Print", "HookBackward", "InsertGradientOf", "Assert"]


def _print_text(arg):
    if isinstance(arg, Tensor):
        return Tensor.__repr__(arg)
    if isinstance(arg, (tuple, list)):
        return "\n".join(_print_text(a) for a in arg)
    return str(arg)


def print_(*input_x):
    """Prints its inputs, one per line: strings as they are, Tensors in MindSpore's ``Tensor(shape=..., dtype=...,
    value=...)`` format.

    Args:
        input_x (Union[Tensor, bool, int, float, str, tuple, list]): The values to print.

    Returns:
        None (the result carries no value).

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x = Tensor(np.ones([2, 1]).astype(np.int32))
        >>> y = Tensor(np.ones([2, 2]).astype(np.int32))
        >>> result = ops.print_('Print Tensor x and Tensor y:', x, y)
        Print Tensor x and Tensor y:
        Tensor(shape=[2, 1], dtype=Int32, value=
        [[1],
         [1]])
        Tensor(shape=[2, 2], dtype=Int32, value=
        [[1, 1],
         [1, 1]])
    """
    for arg in input_x:
        print(_print_text(arg))


class Print(Primitive):
    """Prints its inputs, one per line (strings as they are, Tensors in MindSpore's repr format).

    Refer to :func:`mindspore.ops.print_` for more details.

    Inputs:
        - **input_x** (Union[Tensor, bool, int, float, str, tuple, list]) - The values to print.

    Outputs:
        None.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x = Tensor(np.ones([2, 1]).astype(np.int32))
        >>> ops.Print()('x:', x)
        x:
        Tensor(shape=[2, 1], dtype=Int32, value=
        [[1],
         [1]])
    """

    @prim_attr_register
    def __init__(self):
        """Initialize Print."""

    def __call__(self, *args):
        print_(*args)


class HookBackward(prim_base("HookBackward")):
    """Calls `hook_fn` with the gradient that flows back through the input during differentiation.

    `hook_fn` receives a tuple holding the gradient; if it returns a tuple (or Tensor), that replaces the
    gradient.

    Args:
        hook_fn (Function): ``hook_fn(grad) -> None or new grad``.
        cell_id (str): Kept for compatibility. Default: ``""``.

    Inputs:
        - **input** (Tensor) - The tensor to watch.

    Outputs:
        Tensor, the input value.

    Raises:
        TypeError: If `hook_fn` is not callable.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> def hook_fn(grad):
        ...     print(grad)
        >>> hook = ops.HookBackward(hook_fn)
        >>> def f(x, y):
        ...     z = hook(x * y)
        ...     return z * y
        >>> out = ops.GradOperation(get_all=True)(f)(Tensor(1.0, mindspore.float32), Tensor(2.0, mindspore.float32))
        (Tensor(shape=[], dtype=Float32, value= 2),)
        >>> print(out)
        (Tensor(shape=[], dtype=Float32, value= 4), Tensor(shape=[], dtype=Float32, value= 4))
    """

    @prim_attr_register
    def __init__(self, hook_fn, cell_id=""):
        """Initialize HookBackward."""
        if not callable(hook_fn):
            raise TypeError(f"For 'HookBackward', the 'hook_fn' must be a function, but got "
                            f"{type(hook_fn).__name__}.")

    def __call__(self, *args):
        outs = tuple(self._watch(a) for a in args)
        return outs[0] if len(outs) == 1 else outs

    def _watch(self, x):
        if not isinstance(x, Tensor) or not x._t.requires_grad:
            return x
        t = x._t.view_as(x._t)
        fn = self.hook_fn

        def hook(g):
            r = fn((_wrap(g),))
            if r is None:
                return None
            if isinstance(r, (tuple, list)):
                r = r[0]
            return _unwrap(r)

        t.register_hook(hook)
        return _wrap(t)


class InsertGradientOf(Primitive):
    """Applies `f` to the gradient flowing back through the input (the returned value replaces the gradient).

    Args:
        f (Function): ``f(grad) -> new grad``.

    Inputs:
        - **input_x** (Tensor) - The tensor to watch.

    Outputs:
        Tensor, the input value.

    Raises:
        TypeError: If `f` is not callable.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> def clip_grad(g):
        ...     return ops.clip_by_value(g, -0.1, 0.1)
        >>> clip = ops.InsertGradientOf(clip_grad)
        >>> def f(x):
        ...     return clip(x) * 3.0
        >>> print(ops.GradOperation()(f)(Tensor([1.0], mindspore.float32)))
        [0.1]
    """

    @prim_attr_register
    def __init__(self, f):
        """Initialize InsertGradientOf."""
        if not callable(f):
            raise TypeError(f"For 'InsertGradientOf', the 'f' must be a function, but got {type(f).__name__}.")

    def __call__(self, input_x):
        if not isinstance(input_x, Tensor) or not input_x._t.requires_grad:
            return input_x
        t = input_x._t.view_as(input_x._t)
        f = self.f
        t.register_hook(lambda g: _unwrap(f(_wrap(g))))
        return _wrap(t)


class Assert(prim_base("Assert")):
    """Raises ValueError when `condition` is False, showing up to `summarize` elements of each input.

    Args:
        summarize (int): How many elements of each data tensor to show. Default: ``3``.

    Inputs:
        - **condition** (Union[Tensor[bool], bool]) - The condition.
        - **input_data** (Union[tuple[Tensor], list[Tensor]]) - Values to show on failure.

    Outputs:
        None.

    Raises:
        ValueError: If `condition` is False.

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> ops.Assert()(Tensor(True), [Tensor([1.0, 2.0])])
    """

    @prim_attr_register
    def __init__(self, summarize=3):
        """Initialize Assert."""

    def __call__(self, condition, input_data):
        ok = bool(condition._t.all()) if isinstance(condition, Tensor) else bool(condition)
        if not ok:
            shown = [str(_unwrap(d).reshape(-1)[:self.summarize].tolist()) if isinstance(d, Tensor) else str(d)
                     for d in input_data]
            raise ValueError(f"For 'Assert', the condition is False. Input data: {', '.join(shown)}")


# ----- summary operators ----------------------------------------------------------------------------------------------
#: Values recorded by the summary operators since the last :func:`_take_summaries`: a list of
#: ``(kind, tag, value)`` with kind one of ``"scalar"``, ``"tensor"``, ``"image"``, ``"histogram"``.
#: A summary writer (``SummaryRecord``) drains it after each step.
_SUMMARY_BUFFER = []


def _take_summaries():
    """Return and clear the values recorded by the summary operators."""
    out = list(_SUMMARY_BUFFER)
    _SUMMARY_BUFFER.clear()
    return out


class _Summary(Primitive):
    _kind = ""

    def _check(self, value):
        return value

    def __call__(self, *args):
        if len(args) != 2 or not isinstance(args[0], str):
            raise TypeError(f"For '{self.name}', the inputs must be (name: str, value: Tensor), but got {args!r}.")
        name, value = args
        if not isinstance(value, Tensor):
            raise TypeError(f"For '{self.name}', the 'value' must be a Tensor, but got {type(value).__name__}.")
        _SUMMARY_BUFFER.append((self._kind, name, self._check(_wrap(value._t.detach().clone()))))


class ScalarSummary(_Summary):
    """Records a scalar under a tag for a summary writer (``SummaryRecord``).

    Inputs:
        - **name** (str) - The tag.
        - **value** (Tensor) - A one-element tensor.

    Outputs:
        None.

    Raises:
        TypeError: If `name` is not a str or `value` is not a Tensor.
        ValueError: If `value` has more than one element.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> ops.ScalarSummary()("loss", Tensor(0.5, mindspore.float32))
    """
    _kind = "scalar"

    @prim_attr_register
    def __init__(self):
        """Initialize ScalarSummary."""

    def _check(self, value):
        if value.size != 1:
            raise ValueError(f"For 'ScalarSummary', the 'value' must have one element, but got shape {value.shape}.")
        return value


class TensorSummary(_Summary):
    """Records a tensor under a tag for a summary writer.

    Inputs:
        - **name** (str) - The tag.
        - **value** (Tensor) - The tensor.

    Outputs:
        None.

    Raises:
        TypeError: If `name` is not a str or `value` is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> ops.TensorSummary()("weights", Tensor([1.0, 2.0], mindspore.float32))
    """
    _kind = "tensor"

    @prim_attr_register
    def __init__(self):
        """Initialize TensorSummary."""


class ImageSummary(_Summary):
    """Records an image batch (NCHW) under a tag for a summary writer.

    Inputs:
        - **name** (str) - The tag.
        - **value** (Tensor) - Images of shape (N, C, H, W).

    Outputs:
        None.

    Raises:
        TypeError: If `name` is not a str or `value` is not a Tensor.
        ValueError: If `value` is not 4-D.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> ops.ImageSummary()("image", Tensor(np.zeros((1, 3, 2, 2)), mindspore.float32))
    """
    _kind = "image"

    @prim_attr_register
    def __init__(self):
        """Initialize ImageSummary."""

    def _check(self, value):
        if value.ndim != 4:
            raise ValueError(f"For 'ImageSummary', the 'value' must be 4-D (N, C, H, W), but got shape "
                             f"{value.shape}.")
        return value


class HistogramSummary(_Summary):
    """Records a tensor whose value distribution is shown as a histogram by a summary writer.

    Inputs:
        - **name** (str) - The tag.
        - **value** (Tensor) - The tensor.

    Outputs:
        None.

    Raises:
        TypeError: If `name` is not a str or `value` is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> ops.HistogramSummary()("weights", Tensor([1.0, 2.0], mindspore.float32))
    """
    _kind = "histogram"

    @prim_attr_register
    def __init__(self):
        """Initialize HistogramSummary."""


__all__ += ["ScalarSummary", "TensorSummary", "ImageSummary", "HistogramSummary"]


def _flat_tensors(out):
    if isinstance(out, Tensor):
        return [out._t]
    if isinstance(out, (tuple, list)):
        return [t for o in out for t in _flat_tensors(o)]
    return []


class _MorphGrad(torch.autograd.Function):
    """Runs a Morph's function forward and its user bprop backward."""

    @staticmethod
    def forward(ctx, morph, args, info, *tensors):
        it = iter(tensors)
        call = [_wrap(next(it).detach()) if isinstance(a, Tensor) else a for a in args]
        out = morph.__morph_fn__(*call)
        ctx.morph, ctx.call, ctx.out = morph, call, out
        info["single"] = isinstance(out, Tensor)
        return tuple(t.detach() for t in _flat_tensors(out))

    @staticmethod
    def backward(ctx, *grads):
        douts = [_wrap(g) for g in grads]
        dout = douts[0] if isinstance(ctx.out, Tensor) else tuple(douts)
        got = ctx.morph.__morph_bprop_fn__(*ctx.call, ctx.out, dout)
        got = (got,) if isinstance(got, Tensor) else tuple(got)
        tensor_args = [a for a in ctx.call if isinstance(a, Tensor)]
        picked = iter(g for g, a in zip(got, ctx.call) if isinstance(a, Tensor))
        res = []
        for a in tensor_args:
            g = next(picked, None)
            res.append(None if g is None else _unwrap(g).to(a._t.dtype))
        return (None, None, None) + tuple(res)


class Morph(PrimitiveWithInfer):
    """Wraps a user function as a primitive, optionally with a user-defined backward function.

    Calling the primitive calls `fn`. Without `bprop_fn`, gradients flow through the operations of `fn`. With
    `bprop_fn`, gradients of the inputs come from ``bprop_fn(*inputs, out, dout)``, which returns one gradient per
    input (a tuple), as a Cell's custom ``bprop`` does.

    Args:
        fn (Function): The function to wrap.
        infer_shape (Function): Output shapes from the input shapes (used by :meth:`infer_shape`).
        infer_dtype (Function): Output dtypes from the input dtypes (used by :meth:`infer_dtype`).
        bprop_fn (Function, optional): The backward function. Default: ``None``.

    Inputs:
        The inputs of `fn`.

    Outputs:
        The outputs of `fn`.

    Raises:
        ValueError: If `bprop_fn` is given and `fn` has a parameter that is not a plain positional one without a
            default value.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> def triple(x):
        ...     return x * 3.0
        >>> def triple_bprop(x, out, dout):
        ...     return (dout * 10.0,)
        >>> def same(*args):
        ...     return args[0]
        >>> op = ops.Morph(triple, same, same, triple_bprop)
        >>> x = Tensor([1.0, 2.0], mindspore.float32)
        >>> print(op(x), mindspore.grad(op)(x))
        [3. 6.] [10. 10.]
    """

    @prim_attr_register
    def __init__(self, fn, infer_shape, infer_dtype, bprop_fn=None):
        """Initialize Morph."""
        self._infer_shape = infer_shape
        self._infer_dtype = infer_dtype
        self.__morph_fn__ = fn
        self.__morph_bprop_fn__ = None
        if bprop_fn:
            for p in inspect.signature(fn).parameters.values():
                if p.kind is not inspect.Parameter.POSITIONAL_OR_KEYWORD or p.default is not inspect.Parameter.empty:
                    raise ValueError(f"For 'Morph', when 'bprop_fn' is given, every parameter of 'fn' must be "
                                     f"positional without a default value, but got '{p.name}' of kind "
                                     f"'{p.kind.name}' with default value '{p.default}'.")
            self.__morph_bprop_fn__ = bprop_fn

    def infer_shape(self, *args):
        """The output shapes: ``infer_shape(*input_shapes)`` of the user."""
        return self._infer_shape(*args)

    def infer_dtype(self, *args):
        """The output dtypes: ``infer_dtype(*input_dtypes)`` of the user."""
        return self._infer_dtype(*args)

    def __call__(self, *args):
        if self.__morph_bprop_fn__ is None:
            return self.__morph_fn__(*args)
        tensors = [a._t for a in args if isinstance(a, Tensor)]
        info = {}
        outs = _MorphGrad.apply(self, args, info, *tensors)
        return _wrap(outs[0]) if info["single"] else tuple(_wrap(o) for o in outs)


__all__ += ["Morph"]
