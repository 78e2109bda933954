r"""Registry entries of the optimizer primitives (``ApplyAdaMax``, ``SparseApplyFtrl``, ``FusedSparseAdam`` ...).

Each primitive updates the Parameters it is given in place (on their torch storage, without autograd) and returns
what MindSpore 2.10's CPU kernel returns. Where that kernel leaves an output unwritten (``ApplyRMSProp``,
``AdamWeightDecay``, the ``FusedSparse*`` state outputs ...), MindSpore hands back a freshly allocated buffer, which
reads as zeros in a fresh process; these views return zeros of the same shape and dtype.

Arguments follow MindSpore's conversion rule: the updated inputs, the gradient and the scalar hyper-parameters are
brought to the dtype of `var` (a Python number or a 0-D / one-element Tensor is accepted for a scalar).

The sparse variants update only the rows named by `indices`. Some of them sum the gradients of repeated indices
first (``SparseApplyAdagrad``, ``FusedSparse*``), others apply the rows one after the other
(``SparseApplyRMSProp``, ``SparseApplyFtrl``), as the CPU kernels do.
"""
import torch

from ...common.parameter import Parameter
from ...common.tensor import Tensor, _wrap
from .._registry import op, prim

__all__ = []

_FLOATS = (torch.float16, torch.float32, torch.float64, torch.complex64, torch.complex128)
_FLOAT_TEXT = "{Tensor[Complex128], Tensor[Complex64], Tensor[Float16], Tensor[Float32], Tensor[Float64]}"
_ALL = "``Ascend`` ``GPU`` ``CPU``"


# ----- argument handling ---------------------------------------------------------------------------------------------
def _dtype_text(x):
    text = f"Tensor[{x.dtype}]"
    return f"Ref[{text}]" if isinstance(x, Parameter) else text


def _shape_text(shape):
    return "(" + ", ".join(str(d) for d in shape) + ")"


def _ref(op_name, pos, arg, x):
    """The torch storage of an input that the primitive updates in place."""
    if not isinstance(x, Tensor):
        raise TypeError(f"For '{op_name}', the {pos}th input {arg} can not be implicitly converted. Its type is "
                        f"{type(x).__name__}. Only support Tensor or Scalar.")
    t = x._t
    if t.dtype not in _FLOATS:
        raise TypeError(f"For primitive[{op_name}], the input argument[{arg}] must be a type of {_FLOAT_TEXT}, "
                        f"but got {_dtype_text(x)}.")
    return t.data


def _refs(op_name, named, shape_of=None):
    """In-place storages of ``(arg, value)`` pairs (1-based positions in order); all must share the first's shape
    (or `shape_of`'s)."""
    out = []
    first = None
    for pos, (arg, x) in enumerate(named, 1):
        t = _ref(op_name, pos, arg, x)
        if first is None:
            first = (arg, t)
        elif t.shape != first[1].shape:
            raise ValueError(f"For '{op_name}', evaluator arg '{arg}' and '{first[0]}' must have the same shape. "
                             f"But got '{arg}' shape: {_shape_text(t.shape)}, '{first[0]}' shape: "
                             f"{_shape_text(first[1].shape)}.")
        out.append(t)
    return out


def _grad(op_name, pos, arg, x, var, shape=None):
    if not isinstance(x, Tensor):
        raise TypeError(f"For '{op_name}', the {pos}th input {arg} can not be implicitly converted. Its type is "
                        f"{type(x).__name__}. Only support Tensor or Scalar.")
    t = x._t
    if t.dtype not in _FLOATS:
        raise TypeError(f"For primitive[{op_name}], the input argument[{arg}] must be a type of {_FLOAT_TEXT}, "
                        f"but got {_dtype_text(x)}.")
    want = var.shape if shape is None else shape
    if t.shape != want:
        raise ValueError(f"For '{op_name}', evaluator arg '{arg}' and 'var' must have the same shape. But got "
                         f"'{arg}' shape: {_shape_text(t.shape)}, 'var' shape: {_shape_text(want)}.")
    return t.detach().to(var.dtype)


def _scalar(op_name, arg, x, var):
    """A hyper-parameter as a 0-D torch tensor of `var`'s dtype (0-D or one-element Tensors, or numbers)."""
    if isinstance(x, Tensor):
        t = x._t.detach()
        if t.dim() > 1:
            raise ValueError(f"For primitive[{op_name}], the {arg}'s rank must be less than or equal to 1, but got "
                             f"{t.dim()}.")
        if t.numel() != 1:
            raise ValueError(f"For primitive[{op_name}], the {arg} must hold exactly one value, but got shape "
                             f"{tuple(t.shape)}.")
        return t.reshape(()).to(var.dtype)
    if isinstance(x, bool) or not isinstance(x, (int, float)):
        raise TypeError(f"For '{op_name}', the input '{arg}' must be a Tensor or a number, but got "
                        f"{type(x).__name__}.")
    return torch.tensor(x, dtype=var.dtype)


def _tensor_scalars(op_name, named):
    """Inputs MindSpore accepts only as Tensors (its check names them ``<input>_type`` / ``<input>_dtype``)."""
    for arg, x in named:
        if not isinstance(x, Tensor):
            kind = "Float32" if isinstance(x, float) else "Int64" if isinstance(x, int) else type(x).__name__
            raise TypeError(f"For Primitive[{op_name}], the type of input argument[{arg}] must be Tensor but got "
                            f"{kind}.")


def _indices(op_name, x, n_grad):
    if not isinstance(x, Tensor) or x._t.dtype not in (torch.int32, torch.int64):
        got = _dtype_text(x) if isinstance(x, Tensor) else type(x).__name__
        raise TypeError(f"For primitive[{op_name}], the input argument[indices] must be a type of {{Int32, Int64, "
                        f"Tensor[Int32], Tensor[Int64]}}, but got {got}.")
    idx = x._t
    if idx.dim() != 1:
        raise ValueError(f"For '{op_name}', the 'indices' must be a 1-D Tensor, but got {idx.dim()}-D.")
    if idx.shape[0] != n_grad:
        raise ValueError(f"For '{op_name}', the indices size must be equal to grad first dimension size. But got "
                         f"indices size: {idx.shape[0]}, grad first dimension size: {n_grad}.")
    return idx.long()


def _sparse(op_name, grad, indices, var, pos):
    """(gradient rows in `var`'s dtype, indices as int64), both validated against `var`."""
    if not isinstance(grad, Tensor):
        raise TypeError(f"For '{op_name}', the {pos}th input grad can not be implicitly converted. Its type is "
                        f"{type(grad).__name__}. Only support Tensor or Scalar.")
    g = grad._t
    if g.dim() != var.dim() or g.shape[1:] != var.shape[1:]:
        raise ValueError(f"For '{op_name}', the shape of 'grad' must be the shape of 'var' except for its first "
                         f"dimension, but got 'grad' shape: {_shape_text(g.shape)}, 'var' shape: "
                         f"{_shape_text(var.shape)}.")
    idx = _indices(op_name, indices, g.shape[0])
    return g.detach().to(var.dtype), idx


def _full_rows(op_name, what, g, var):
    """The check of the sparse primitives whose gradient must be as large as `var` (one row per row of `var`)."""
    if g.shape != var.shape:
        got, want = ("[" + "".join(f"{d}," for d in s) + "]" for s in (g.shape, var.shape))
        raise ValueError(f"For primitive[{op_name}], {what}{got} must be equal to {want}")


def _sparse_apply(states, g, idx, summed, step):
    """Runs ``step(rows of each state, gradient rows)`` on the rows named by `idx` and writes them back.

    Indices outside the first dimension are skipped, as MindSpore's CPU kernels skip them. With `summed`, the
    gradient rows of a repeated index are added first and the row is updated once; otherwise the rows are applied
    in order, each repetition seeing the previous one's result.
    """
    rows = states[0].shape[0]
    keep = (idx >= 0) & (idx < rows)
    if not bool(keep.all()):
        idx, g = idx[keep], g[keep]
    if summed:
        uniq, inv = torch.unique(idx, return_inverse=True)
        total = torch.zeros((uniq.shape[0],) + tuple(g.shape[1:]), dtype=g.dtype)
        rounds = [(uniq, total.index_add_(0, inv, g))]
    else:
        seen, order = {}, []
        for i in idx.tolist():
            order.append(seen.get(i, 0))
            seen[i] = order[-1] + 1
        order = torch.tensor(order, dtype=torch.long)
        rounds = [(idx[order == k], g[order == k]) for k in range(max(seen.values(), default=0))]
    for r, gr in rounds:
        part = [s[r] for s in states]
        step(part, gr)
        for s, p in zip(states, part):
            s[r] = p


def _copy(*ts):
    outs = tuple(_wrap(t.clone()) for t in ts)
    return outs[0] if len(outs) == 1 else outs


def _blank(*ts):
    """The buffers MindSpore's CPU kernels leave unwritten: zeros of the same shape and dtype."""
    outs = tuple(_wrap(torch.zeros_like(t)) for t in ts)
    return outs[0] if len(outs) == 1 else outs


def _attrs(floats=(), bools=(), must="should be"):
    """`check` of a primitive: MindSpore's type checks of its float and bool attributes."""
    def check(p):
        for name, kind, names in (("float", float, floats), ("bool", bool, bools)):
            for n in names:
                v = getattr(p, n)
                if type(v) is not kind:
                    if must == "should be":
                        raise TypeError(f"For '{p.name}', the type of '{n}' should be '{name}', but got type "
                                        f"'{type(v).__name__}'.")
                    raise TypeError(f"For '{p.name}', the type of '{n}' must be '{name}', but got "
                                    f"'{type(v).__name__}'.")
    return check


def _then(*checks):
    def check(p):
        for c in checks:
            c(p)
    return check


def _in_range(name, low, high):
    def check(p):
        v = getattr(p, name)
        if not low <= v <= high:
            raise ValueError(f"For '{p.name}', the '{name}' must be in range of [{low}, {high}], but got {v} with "
                             f"type '{type(v).__name__}'.")
    return check


def _ftrl_attrs(p):
    if p.lr <= 0:
        raise ValueError(f"For '{p.name}', the 'lr' must be float and must > 0, but got '{p.lr}' with type "
                         f"'{type(p.lr).__name__}'.")
    for n in ("l1", "l2") + (("l2_shrinkage",) if hasattr(p, "l2_shrinkage") else ()):
        v = getattr(p, n)
        if v < 0:
            raise ValueError(f"For '{p.name}', the '{n}' must be float and must >= 0, but got '{v}' with type "
                             f"'{type(v).__name__}'.")
    if p.lr_power > 0:
        raise ValueError(f"For '{p.name}', the argument 'lr_power' must <= 0, but got {p.lr_power}.")


# ----- docstrings ----------------------------------------------------------------------------------------------------
_HEAD = ("import numpy as np", "import mindspore", "from mindspore import Tensor, Parameter, ops")


def _doc(summary, args, inputs, outputs, raises, platforms, example, output):
    """A MindSpore-style primitive docstring; `example` lines follow the usual imports."""
    parts = [summary.strip("\n"), ""]
    if args:
        parts += ["    Args:"] + [f"        {a}" for a in args] + [""]
    parts += ["    Inputs:"] + [f"        - {i}" for i in inputs] + [""]
    parts += ["    Outputs:"] + [f"        {o}" for o in outputs] + [""]
    parts += ["    Raises:"] + [f"        {r}" for r in raises] + [""]
    parts += ["    Supported Platforms:", f"        {platforms}", ""]
    groups, depth = [], 0
    for line in output.splitlines():  # one printed value: lines up to balanced brackets
        if depth == 0:
            groups.append([])
        groups[-1].append(line)
        depth += line.count("[") - line.count("]")
    parts.append("    Examples:")
    for line in _HEAD + tuple(example):
        parts.append(f"        >>> {line}")
        if line.startswith("print("):
            parts += [f"        {printed}" for printed in groups.pop(0)]
    return "\n".join(parts) + "\n    "


_R_TYPE = "TypeError: If an updated input or the gradient is not a float Tensor."
_R_SHAPE = "ValueError: If an updated input or the gradient differs in shape from `var`."
_R_SPARSE = ("TypeError: If `indices` is not an int32 or int64 Tensor.",
             "ValueError: If `indices` is not 1-D, its length differs from the first dimension of `grad`, or an "
             "index is outside `var`.")


def _p(name, values):
    return f"{name} = Parameter(Tensor(np.array({values}, np.float32)), name=\"{name}\")"


def _t(values):
    return f"Tensor(np.array({values}, np.float32))"


# ----- dense updates -------------------------------------------------------------------------------------------------
def apply_ada_max(var, m, v, beta1_power, lr, beta1, beta2, epsilon, grad):
    """AdaMax step; the implementation of :class:`mindspore.ops.ApplyAdaMax`."""
    name = "ApplyAdaMax"
    w, mt, vt = _refs(name, (("var", var), ("m", m), ("v", v)))
    g = _grad(name, 9, "grad", grad, w)
    b1p, lr, b1, b2, eps = (_scalar(name, a, x, w) for a, x in (("beta1 power", beta1_power), ("lr", lr),
                                                              ("beta1", beta1), ("beta2", beta2),
                                                              ("epsilon", epsilon)))
    mt.mul_(b1).add_((1 - b1) * g)
    vt.copy_(torch.maximum(b2 * vt, g.abs()))
    w.sub_(lr / (1 - b1p) * (mt / (vt + eps)))
    return _copy(w, mt, vt)


op("ApplyAdaMax", "nn", functional=False, primitive=prim(
    "ApplyAdaMax", "(self)", "(self, var, m, v, beta1_power, lr, beta1, beta2, epsilon, grad)", doc=_doc(
        r"""AdaMax step (Adam with the infinity norm), in place on `var`, `m` and `v`.

    .. math::
        \begin{array}{l}
            m \leftarrow \beta_1 m + (1 - \beta_1) g \\
            v \leftarrow \max(\beta_2 v, |g|) \\
            var \leftarrow var - \frac{lr}{1 - \beta_1^t} \cdot \frac{m}{v + \epsilon}
        \end{array}
""", (), ("**var** (Parameter) - The weights, float16, float32 or float64.",
          "**m** (Parameter) - First-moment estimate, shaped like `var`.",
          "**v** (Parameter) - Infinity-norm estimate, shaped like `var`.",
          "**beta1_power** (Union[Number, Tensor]) - :math:`\\beta_1^t`, a scalar.",
          "**lr** (Union[Number, Tensor]) - Learning rate, a scalar.",
          "**beta1** (Union[Number, Tensor]) - Decay of the first moment, a scalar.",
          "**beta2** (Union[Number, Tensor]) - Decay of the infinity norm, a scalar.",
          "**epsilon** (Union[Number, Tensor]) - Added to the denominator, a scalar.",
          "**grad** (Tensor) - The gradient, shaped like `var`."),
        ("Tuple of 3 Tensors, copies of the updated `var`, `m` and `v`.",),
        (_R_TYPE, _R_SHAPE, "ValueError: If a scalar input has rank above 1."), _ALL,
        (_p("var", [1.0, -2.0]), _p("m", [0.5, 0.5]), _p("v", [1.0, 1.0]),
         "out = ops.ApplyAdaMax()(var, m, v, 0.5, 0.1, 0.9, 0.99, 1e-7, " + _t([2.0, 0.5]) + ")",
         "print(out[0])", "print(m.asnumpy(), v.asnumpy())"),
        "[ 0.935   -2.10101]\n[0.65000004 0.5       ] [2.   0.99]")))(apply_ada_max)


def apply_adadelta(var, accum, accum_update, lr, rho, epsilon, grad):
    """Adadelta step; the implementation of :class:`mindspore.ops.ApplyAdadelta`."""
    name = "ApplyAdadelta"
    w, acc, upd = _refs(name, (("var", var), ("accum", accum), ("accum_update", accum_update)))
    g = _grad(name, 7, "grad", grad, w)
    lr, rho, eps = (_scalar(name, a, x, w) for a, x in (("lr", lr), ("rho", rho), ("epsilon", epsilon)))
    acc.mul_(rho).add_((1 - rho) * g * g)
    step = (upd + eps).sqrt() / (acc + eps).sqrt() * g
    upd.mul_(rho).add_((1 - rho) * step * step)
    w.sub_(lr * step)
    return _copy(w, acc, upd)


op("ApplyAdadelta", "nn", functional=False, primitive=prim(
    "ApplyAdadelta", "(self)", "(self, var, accum, accum_update, lr, rho, epsilon, grad)", doc=_doc(
        r"""Adadelta step, in place on `var`, `accum` and `accum_update`.

    .. math::
        \begin{array}{l}
            accum \leftarrow \rho \, accum + (1 - \rho) g^2 \\
            u = \frac{\sqrt{accum\_update + \epsilon}}{\sqrt{accum + \epsilon}} g \\
            accum\_update \leftarrow \rho \, accum\_update + (1 - \rho) u^2 \\
            var \leftarrow var - lr \cdot u
        \end{array}
""", (), ("**var** (Parameter) - The weights, float16, float32 or float64.",
          "**accum** (Parameter) - Running mean of the squared gradients, shaped like `var`.",
          "**accum_update** (Parameter) - Running mean of the squared updates, shaped like `var`.",
          "**lr** (Union[Number, Tensor]) - Learning rate, a scalar.",
          "**rho** (Union[Number, Tensor]) - Decay of the running means, a scalar.",
          "**epsilon** (Union[Number, Tensor]) - Added inside the square roots, a scalar.",
          "**grad** (Tensor) - The gradient, shaped like `var`."),
        ("Tuple of 3 Tensors, copies of the updated `var`, `accum` and `accum_update`.",),
        (_R_TYPE, _R_SHAPE), _ALL,
        (_p("var", [1.0, 2.0]), _p("accum", [0.5, 0.25]), _p("accum_update", [0.25, 1.0]),
         "out = ops.ApplyAdadelta()(var, accum, accum_update, 0.5, 0.9, 1e-6, " + _t([1.0, -2.0]) + ")",
         "print(out[0])", "print(accum.asnumpy(), accum_update.asnumpy())"),
        "[0.66289973 3.2649105 ]\n[0.55      0.6250001] [0.27045465 1.5399995 ]")))(apply_adadelta)


def _adagrad(name, var, accum, lr, grad, epsilon=None):
    w, acc = _refs(name, (("var", var), ("accum", accum)))
    g = _grad(name, 4, "grad", grad, w)
    lr = _scalar(name, "lr", lr, w)
    acc.add_(g * g)  # MindSpore's CPU kernel accumulates whatever update_slots says
    denom = acc.sqrt() if epsilon is None else acc.sqrt() + epsilon
    w.sub_(lr * g / denom)
    return _copy(w, acc)


def apply_adagrad(var, accum, lr, grad, update_slots=True):
    """Adagrad step; the implementation of :class:`mindspore.ops.ApplyAdagrad`."""
    return _adagrad("ApplyAdagrad", var, accum, lr, grad)


def apply_adagrad_v2(var, accum, lr, grad, epsilon, update_slots=True):
    """Adagrad step with an epsilon; the implementation of :class:`mindspore.ops.ApplyAdagradV2`."""
    return _adagrad("ApplyAdagradV2", var, accum, lr, grad, epsilon)


_ADAGRAD_INPUTS = ("**var** (Parameter) - The weights, float16, float32 or float64.",
                   "**accum** (Parameter) - Sum of the squared gradients, shaped like `var`.",
                   "**lr** (Union[Number, Tensor]) - Learning rate, a scalar.",
                   "**grad** (Tensor) - The gradient, shaped like `var`.")

op("ApplyAdagrad", "nn", functional=False, primitive=prim(
    "ApplyAdagrad", "(self, update_slots=True)", "(self, var, accum, lr, grad)", check=_attrs(bools=("update_slots",)),
    doc=_doc(r"""Adagrad step, in place on `var` and `accum`.

    .. math::
        \begin{array}{l}
            accum \leftarrow accum + g^2 \\
            var \leftarrow var - lr \frac{g}{\sqrt{accum}}
        \end{array}
""", ("update_slots (bool): Kept as an attribute; MindSpore's CPU kernel updates `accum` either way, and so "
      "does this one. Default: ``True``.",),
        _ADAGRAD_INPUTS, ("Tuple of 2 Tensors, copies of the updated `var` and `accum`.",),
        ("TypeError: If `update_slots` is not a bool.", _R_TYPE, _R_SHAPE), _ALL,
        (_p("var", [1.0, 2.0]), _p("accum", [0.0, 3.0]),
         "out = ops.ApplyAdagrad()(var, accum, 0.5, " + _t([2.0, -1.0]) + ")", "print(out[0])", "print(out[1])"),
        "[0.5  2.25]\n[4. 4.]")))(apply_adagrad)

op("ApplyAdagradV2", "nn", functional=False, primitive=prim(
    "ApplyAdagradV2", "(self, epsilon, update_slots=True)", "(self, var, accum, lr, grad)",
    check=_attrs(floats=("epsilon",), bools=("update_slots",)),
    doc=_doc(r"""Adagrad step with `epsilon` added to the denominator, in place on `var` and `accum`.

    .. math::
        \begin{array}{l}
            accum \leftarrow accum + g^2 \\
            var \leftarrow var - lr \frac{g}{\sqrt{accum} + \epsilon}
        \end{array}
""", ("epsilon (float): Added to the denominator.",
      "update_slots (bool): Kept as an attribute; MindSpore's CPU kernel updates `accum` either way, and so "
      "does this one. Default: ``True``."),
        _ADAGRAD_INPUTS, ("Tuple of 2 Tensors, copies of the updated `var` and `accum`.",),
        ("TypeError: If `epsilon` is not a float or `update_slots` is not a bool.", _R_TYPE, _R_SHAPE), _ALL,
        (_p("var", [1.0, 2.0]), _p("accum", [0.0, 3.0]),
         "out = ops.ApplyAdagradV2(epsilon=0.5)(var, accum, 0.5, " + _t([2.0, -1.0]) + ")", "print(out[0])"),
        "[0.6 2.2]")))(apply_adagrad_v2)


def apply_adagrad_da(var, gradient_accumulator, gradient_squared_accumulator, grad, lr, l1, l2, global_step):
    """Adagrad dual averaging step; the implementation of :class:`mindspore.ops.ApplyAdagradDA`."""
    name = "ApplyAdagradDA"
    w, ga, gsa = _refs(name, (("var", var), ("gradient_accumulator", gradient_accumulator),
                              ("gradient_squared_accumulator", gradient_squared_accumulator)))
    g = _grad(name, 4, "grad", grad, w)
    lr, l1, l2, step = (_scalar(name, a, x, w) for a, x in (("lr", lr), ("l1", l1), ("l2", l2),
                                                          ("global_step", global_step)))
    ga.add_(g)
    gsa.add_(g * g)
    shrunk = ga.sign() * (ga - l1 * step).abs()  # MindSpore 2.10's CPU kernel, in place of |ga| - l1 * step
    w.copy_(-shrunk * lr / (l2 * step * lr + gsa.sqrt()))
    return _copy(w)


op("ApplyAdagradDA", "nn", functional=False, primitive=prim(
    "ApplyAdagradDA", "(self, use_locking=False)",
    "(self, var, gradient_accumulator, gradient_squared_accumulator, grad, lr, l1, l2, global_step)",
    check=_attrs(bools=("use_locking",)), doc=_doc(
        r"""Adagrad dual-averaging step: the weights are recomputed from the accumulated gradients.

    .. math::
        \begin{array}{l}
            a \leftarrow a + g, \quad s \leftarrow s + g^2 \\
            var \leftarrow -\frac{\text{sign}(a) \, |a - l1 \cdot t| \cdot lr}{l2 \cdot t \cdot lr + \sqrt{s}}
        \end{array}

    with :math:`a`, :math:`s` the two accumulators and :math:`t` the `global_step`. The shrinkage term
    :math:`\text{sign}(a) \, |a - l1 \cdot t|` is what MindSpore 2.10's CPU kernel computes (the textbook rule is
    :math:`\text{sign}(a) \max(|a| - l1 \cdot t, 0)`; they agree where :math:`a > l1 \cdot t`).
""", ("use_locking (bool): Kept for compatibility (no effect). Default: ``False``.",),
        ("**var** (Parameter) - The weights, float16, float32 or float64.",
         "**gradient_accumulator** (Parameter) - Sum of the gradients, shaped like `var`.",
         "**gradient_squared_accumulator** (Parameter) - Sum of the squared gradients, shaped like `var`.",
         "**grad** (Tensor) - The gradient, shaped like `var`.",
         "**lr** (Union[Number, Tensor]) - Learning rate, a scalar.",
         "**l1** (Union[Number, Tensor]) - L1 strength, a scalar.",
         "**l2** (Union[Number, Tensor]) - L2 strength, a scalar.",
         "**global_step** (Union[Number, Tensor]) - The step number, a scalar."),
        ("Tensor, a copy of the updated `var`.",),
        ("TypeError: If `use_locking` is not a bool.", _R_TYPE, _R_SHAPE), "Deprecated",
        (_p("var", [1.0, 2.0]), _p("ga", [0.5, 0.0]), _p("gsa", [1.0, 0.0]),
         "out = ops.ApplyAdagradDA()(var, ga, gsa, " + _t([1.0, 2.0]) + ", 0.5, 0.25, 0.5, "
         "Tensor(1, mindspore.int32))", "print(out)", "print(ga.asnumpy(), gsa.asnumpy())"),
        "[-0.37555277 -0.3888889 ]\n[1.5 2. ] [2. 4.]")))(apply_adagrad_da)


def _amsgrad(name, var, m, v, vhat, beta1_power, beta2_power, lr, beta1, beta2, epsilon, grad):
    w, mt, vt, vh = _refs(name, (("var", var), ("m", m), ("v", v), ("vhat", vhat)))
    g = _grad(name, 11 if name.endswith("V2") else 8, "grad", grad, w)
    if not name.endswith("V2"):
        _tensor_scalars(name, (("beta1_power_type", beta1_power), ("beta2_power_type", beta2_power),
                               ("lr_type", lr)))
    b1p, b2p, lr = (_scalar(name, a, x, w) for a, x in (("beta1_power", beta1_power),
                                                      ("beta2_power", beta2_power), ("lr", lr)))
    b1, b2, eps = (_scalar(name, a, x, w) for a, x in (("beta1", beta1), ("beta2", beta2), ("epsilon", epsilon)))
    mt.mul_(b1).add_((1 - b1) * g)
    vt.mul_(b2).add_((1 - b2) * g * g)
    torch.maximum(vh, vt, out=vh)
    w.sub_(lr * (1 - b2p).sqrt() / (1 - b1p) * mt / (vh.sqrt() + eps))
    return _copy(w, mt, vt, vh)


def apply_adam_with_amsgrad(var, m, v, vhat, beta1_power, beta2_power, lr, grad, beta1=0.9, beta2=0.999,
                            epsilon=1e-8):
    """AMSGrad step; the implementation of :class:`mindspore.ops.ApplyAdamWithAmsgrad`."""
    return _amsgrad("ApplyAdamWithAmsgrad", var, m, v, vhat, beta1_power, beta2_power, lr, beta1, beta2, epsilon,
                    grad)


def apply_adam_with_amsgrad_v2(var, m, v, vhat, beta1_power, beta2_power, lr, beta1, beta2, epsilon, grad):
    """AMSGrad step; the implementation of :class:`mindspore.ops.ApplyAdamWithAmsgradV2`."""
    return _amsgrad("ApplyAdamWithAmsgradV2", var, m, v, vhat, beta1_power, beta2_power, lr, beta1, beta2, epsilon,
                    grad)


_AMSGRAD_MATH = r"""

    .. math::
        \begin{array}{l}
            m \leftarrow \beta_1 m + (1 - \beta_1) g, \quad v \leftarrow \beta_2 v + (1 - \beta_2) g^2 \\
            \hat v \leftarrow \max(\hat v, v) \\
            var \leftarrow var - lr \frac{\sqrt{1 - \beta_2^t}}{1 - \beta_1^t} \cdot \frac{m}{\sqrt{\hat v} + \epsilon}
        \end{array}
"""
_AMSGRAD_INPUTS = ("**var** (Parameter) - The weights, float16, float32 or float64.",
                   "**m** (Parameter) - First moment, shaped like `var`.",
                   "**v** (Parameter) - Second moment, shaped like `var`.",
                   "**vhat** (Parameter) - Running maximum of `v`, shaped like `var`.",
                   "**beta1_power** (Union[Number, Tensor]) - :math:`\\beta_1^t`, a scalar.",
                   "**beta2_power** (Union[Number, Tensor]) - :math:`\\beta_2^t`, a scalar.",
                   "**lr** (Union[Number, Tensor]) - Learning rate, a scalar.")
_AMSGRAD_OUT = ("Tuple of 4 Tensors, copies of the updated `var`, `m`, `v` and `vhat`.",)
_AMSGRAD_EX = (_p("var", [1.0, 2.0]), _p("m", [0.0, 0.5]), _p("v", [0.0, 0.5]), _p("vhat", [0.5, 0.0]))

op("ApplyAdamWithAmsgrad", "nn", functional=False, primitive=prim(
    "ApplyAdamWithAmsgrad", "(self, beta1=0.9, beta2=0.999, epsilon=1e-08, use_locking=False)",
    "(self, var, m, v, vhat, beta1_power, beta2_power, lr, grad)",
    check=_attrs(floats=("beta1", "beta2", "epsilon"), bools=("use_locking",)),
    doc=_doc("Adam step with the AMSGrad maximum of the second moment, in place on `var`, `m`, `v` and `vhat`."
             + _AMSGRAD_MATH,
             ("beta1 (float): Decay of the first moment. Default: ``0.9``.",
              "beta2 (float): Decay of the second moment. Default: ``0.999``.",
              "epsilon (float): Added to the denominator. Default: ``1e-08``.",
              "use_locking (bool): Kept for compatibility (no effect). Default: ``False``."),
             _AMSGRAD_INPUTS + ("**grad** (Tensor) - The gradient, shaped like `var`.",), _AMSGRAD_OUT,
             ("TypeError: If `beta1`, `beta2` or `epsilon` is not a float, or `use_locking` is not a bool.",
         "TypeError: If `beta1_power`, `beta2_power` or `lr` is not a Tensor.",
              _R_TYPE, _R_SHAPE), _ALL,
             _AMSGRAD_EX + ("half = Tensor(0.5, mindspore.float32)",
                            "out = ops.ApplyAdamWithAmsgrad(beta1=0.5, beta2=0.5)(var, m, v, vhat, half, half, "
                            "Tensor(0.1, mindspore.float32), " + _t([1.0, -1.0]) + ")",
                            "print(out[0])", "print(out[3])"),
             "[0.9      2.040825]\n[0.5  0.75]")))(apply_adam_with_amsgrad)

op("ApplyAdamWithAmsgradV2", "nn", functional=False, primitive=prim(
    "ApplyAdamWithAmsgradV2", "(self, use_locking=False)",
    "(self, var, m, v, vhat, beta1_power, beta2_power, lr, beta1, beta2, epsilon, grad)",
    check=_attrs(bools=("use_locking",)),
    doc=_doc("AMSGrad step taking its decays and epsilon as inputs, in place on `var`, `m`, `v` and `vhat`."
             + _AMSGRAD_MATH, ("use_locking (bool): Kept for compatibility (no effect). Default: ``False``.",),
             _AMSGRAD_INPUTS + ("**beta1** (Union[Number, Tensor]) - Decay of the first moment, a scalar.",
                                "**beta2** (Union[Number, Tensor]) - Decay of the second moment, a scalar.",
                                "**epsilon** (Union[Number, Tensor]) - Added to the denominator, a scalar.",
                                "**grad** (Tensor) - The gradient, shaped like `var`."), _AMSGRAD_OUT,
             ("TypeError: If `use_locking` is not a bool.", _R_TYPE, _R_SHAPE), _ALL,
             _AMSGRAD_EX + ("out = ops.ApplyAdamWithAmsgradV2()(var, m, v, vhat, 0.5, 0.5, 0.1, 0.5, 0.5, 1e-8, "
                            + _t([1.0, -1.0]) + ")", "print(out[0])", "print(out[3])"),
             "[0.9      2.040825]\n[0.5  0.75]")))(apply_adam_with_amsgrad_v2)


def _sign_update(name, var, m, lr, base, sign_decay, beta, grad, power):
    w, mt = _refs(name, (("var", var), ("m", m)))
    g = _grad(name, 7, "grad", grad, w)
    lr, base, decay, beta = (_scalar(name, a, x, w) for a, x in (("lr", lr), ("alpha" if not power else "logbase",
                                                                              base),
                                                               ("sign_decay", sign_decay), ("beta", beta)))
    mt.mul_(beta).add_((1 - beta) * g)
    agree = g.sign() * mt.sign()
    scale = torch.exp(base * decay * agree) if power else base + decay * agree
    w.sub_(lr * scale * g)
    return _copy(w, mt)


def apply_add_sign(var, m, lr, alpha, sign_decay, beta, grad):
    """AddSign step; the implementation of :class:`mindspore.ops.ApplyAddSign`."""
    return _sign_update("ApplyAddSign", var, m, lr, alpha, sign_decay, beta, grad, False)


def apply_power_sign(var, m, lr, logbase, sign_decay, beta, grad):
    """PowerSign step; the implementation of :class:`mindspore.ops.ApplyPowerSign`."""
    return _sign_update("ApplyPowerSign", var, m, lr, logbase, sign_decay, beta, grad, True)


def _sign_inputs(base):
    return ("**var** (Parameter) - The weights, float16, float32 or float64.",
            "**m** (Parameter) - Running mean of the gradient, shaped like `var`.",
            "**lr** (Union[Number, Tensor]) - Learning rate, a scalar.", base,
            "**sign_decay** (Union[Number, Tensor]) - Weight of the sign agreement, a scalar.",
            "**beta** (Union[Number, Tensor]) - Decay of `m`, a scalar.",
            "**grad** (Tensor) - The gradient, shaped like `var`.")


op("ApplyAddSign", "nn", functional=False, primitive=prim(
    "ApplyAddSign", "(self)", "(self, var, m, lr, alpha, sign_decay, beta, grad)", doc=_doc(
        r"""AddSign step: the gradient is scaled up where it agrees in sign with its running mean.

    .. math::
        \begin{array}{l}
            m \leftarrow \beta m + (1 - \beta) g \\
            var \leftarrow var - lr \, (\alpha + d \cdot \text{sign}(g) \, \text{sign}(m)) \, g
        \end{array}

    with :math:`d` the `sign_decay`.
""", (), _sign_inputs("**alpha** (Union[Number, Tensor]) - Base scale, a scalar."),
        ("Tuple of 2 Tensors, copies of the updated `var` and `m`.",), (_R_TYPE, _R_SHAPE), "Deprecated",
        (_p("var", [1.0, 2.0]), _p("m", [0.5, 0.5]),
         "out = ops.ApplyAddSign()(var, m, 0.1, 1.0, 0.5, 0.9, " + _t([1.0, -2.0]) + ")", "print(out[0])",
         "print(out[1])"),
        "[0.85 2.1 ]\n[0.55       0.24999994]")))(apply_add_sign)

op("ApplyPowerSign", "nn", functional=False, primitive=prim(
    "ApplyPowerSign", "(self)", "(self, var, m, lr, logbase, sign_decay, beta, grad)", doc=_doc(
        r"""PowerSign step: the gradient is scaled by an exponential of the sign agreement with its running mean.

    .. math::
        \begin{array}{l}
            m \leftarrow \beta m + (1 - \beta) g \\
            var \leftarrow var - lr \, e^{b \cdot d \cdot \text{sign}(g) \, \text{sign}(m)} \, g
        \end{array}

    with :math:`b` the `logbase` and :math:`d` the `sign_decay`.
""", (), _sign_inputs("**logbase** (Union[Number, Tensor]) - Log of the base, a scalar."),
        ("Tuple of 2 Tensors, copies of the updated `var` and `m`.",), (_R_TYPE, _R_SHAPE), "Deprecated",
        (_p("var", [1.0, 2.0]), _p("m", [0.5, 0.5]),
         "out = ops.ApplyPowerSign()(var, m, 0.1, 1.0, 0.5, 0.9, " + _t([1.0, -2.0]) + ")", "print(out[0])",
         "print(out[1])"),
        "[0.8351279 2.1213062]\n[0.55       0.24999994]")))(apply_power_sign)


def apply_centered_rms_prop(var, mean_gradient, mean_square, moment, grad, learning_rate, decay, momentum,
                            epsilon):
    """Centred RMSProp step; the implementation of :class:`mindspore.ops.ApplyCenteredRMSProp`."""
    name = "ApplyCenteredRMSProp"
    w, mg, msq, mom = _refs(name, (("var", var), ("mean_gradient", mean_gradient), ("mean_square", mean_square),
                                   ("moment", moment)))
    g = _grad(name, 5, "grad", grad, w)
    lr, rho, mu, eps = (_scalar(name, a, x, w) for a, x in (("learning_rate", learning_rate), ("decay", decay),
                                                          ("momentum", momentum), ("epsilon", epsilon)))
    mg.mul_(rho).add_((1 - rho) * g)
    msq.mul_(rho).add_((1 - rho) * g * g)
    mom.mul_(mu).add_(lr * g / (msq - mg * mg + eps).sqrt())
    w.sub_(mom)
    return _blank(w)


def apply_rms_prop(var, mean_square, moment, learning_rate, grad, decay, momentum, epsilon):
    """RMSProp step; the implementation of :class:`mindspore.ops.ApplyRMSProp`."""
    name = "ApplyRMSProp"
    w, msq, mom = _refs(name, (("var", var), ("mean_square", mean_square), ("moment", moment)))
    g = _grad(name, 5, "grad", grad, w)
    lr, rho, mu, eps = (_scalar(name, a, x, w) for a, x in (("learning_rate", learning_rate), ("decay", decay),
                                                          ("momentum", momentum), ("epsilon", epsilon)))
    msq.mul_(rho).add_((1 - rho) * g * g)
    mom.mul_(mu).add_(lr * g / (msq + eps).sqrt())
    w.sub_(mom)
    return _blank(w)


_RMS_NOTE = """
    The returned Tensor is the output buffer MindSpore 2.10's CPU kernel leaves unwritten (it reads as zeros);
    read the updated weights from `var` itself.
"""

op("ApplyCenteredRMSProp", "nn", functional=False, primitive=prim(
    "ApplyCenteredRMSProp", "(self, use_locking=False)",
    "(self, var, mean_gradient, mean_square, moment, grad, learning_rate, decay, momentum, epsilon)",
    check=_attrs(bools=("use_locking",)), doc=_doc(
        r"""Centred RMSProp step (the square mean is centred by the mean gradient), in place on all four states.

    .. math::
        \begin{array}{l}
            \bar g \leftarrow \rho \bar g + (1 - \rho) g, \quad s \leftarrow \rho s + (1 - \rho) g^2 \\
            mom \leftarrow \mu \, mom + lr \frac{g}{\sqrt{s - \bar g^2 + \epsilon}} \\
            var \leftarrow var - mom
        \end{array}
""" + _RMS_NOTE, ("use_locking (bool): Kept for compatibility (no effect). Default: ``False``.",),
        ("**var** (Parameter) - The weights, float16, float32 or float64.",
         "**mean_gradient** (Parameter) - Running mean of the gradient, shaped like `var`.",
         "**mean_square** (Parameter) - Running mean of the squared gradient, shaped like `var`.",
         "**moment** (Parameter) - The momentum buffer, shaped like `var`.",
         "**grad** (Tensor) - The gradient, shaped like `var`.",
         "**learning_rate** (Union[Number, Tensor]) - Learning rate, a scalar.",
         "**decay** (Union[Number, Tensor]) - Decay of the running means, a scalar.",
         "**momentum** (Union[Number, Tensor]) - Momentum, a scalar.",
         "**epsilon** (Union[Number, Tensor]) - Added inside the square root, a scalar."),
        ("Tensor of `var`'s shape and dtype, zeros (see above).",),
        ("TypeError: If `use_locking` is not a bool.", _R_TYPE, _R_SHAPE), _ALL,
        (_p("var", [1.0, 2.0]), _p("mg", [0.0, 0.5]), _p("ms", [1.0, 1.0]), _p("mom", [0.0, 0.5]),
         "out = ops.ApplyCenteredRMSProp()(var, mg, ms, mom, " + _t([1.0, -2.0]) + ", 0.1, 0.5, 0.5, 1e-6)",
         "print(var.asnumpy())", "print(mom.asnumpy())"),
        "[0.88453   1.8936841]\n[0.11546998 0.10631579]")))(apply_centered_rms_prop)

op("ApplyRMSProp", "nn", functional=False, primitive=prim(
    "ApplyRMSProp", "(self, use_locking=False)",
    "(self, var, mean_square, moment, learning_rate, grad, decay, momentum, epsilon)",
    check=_attrs(bools=("use_locking",)), doc=_doc(
        r"""RMSProp step, in place on `var`, `mean_square` and `moment`.

    .. math::
        \begin{array}{l}
            s \leftarrow \rho s + (1 - \rho) g^2 \\
            mom \leftarrow \mu \, mom + lr \frac{g}{\sqrt{s + \epsilon}} \\
            var \leftarrow var - mom
        \end{array}
""" + _RMS_NOTE, ("use_locking (bool): Kept for compatibility (no effect). Default: ``False``.",),
        ("**var** (Parameter) - The weights, float16, float32 or float64.",
         "**mean_square** (Parameter) - Running mean of the squared gradient, shaped like `var`.",
         "**moment** (Parameter) - The momentum buffer, shaped like `var`.",
         "**learning_rate** (Union[Number, Tensor]) - Learning rate, a scalar.",
         "**grad** (Tensor) - The gradient, shaped like `var`.",
         "**decay** (Union[Number, Tensor]) - Decay of `mean_square`, a scalar.",
         "**momentum** (Union[Number, Tensor]) - Momentum, a scalar.",
         "**epsilon** (Union[Number, Tensor]) - Added inside the square root, a scalar."),
        ("Tensor of `var`'s shape and dtype, zeros (see above).",),
        ("TypeError: If `use_locking` is not a bool.", _R_TYPE, _R_SHAPE), _ALL,
        (_p("var", [1.0, 2.0]), _p("ms", [1.0, 1.0]), _p("mom", [0.0, 0.5]),
         "out = ops.ApplyRMSProp()(var, ms, mom, 0.1, " + _t([1.0, -2.0]) + ", 0.5, 0.5, 1e-6)",
         "print(out)", "print(var.asnumpy())"),
        "[0. 0.]\n[0.90000004 1.8764911 ]")))(apply_rms_prop)


# ----- FTRL and proximal steps (shared with nn.FTRL and nn.ProximalAdagrad) -----------------------------------------
def ftrl_kernel(w, m, u, g, lr, l1, l2, lr_power, signed_l1=False, shrinkage=None):
    """One FTRL-proximal step on torch tensors, in place on the weights `w`, the squared-gradient sum `m` and the
    linear term `u`. MindSpore 2.10's dense CPU kernel (``ApplyFtrl``, ``nn.FTRL``) uses ``l1 - u`` as the numerator
    for both signs of `u`; its sparse kernels use ``sign(u) * l1 - u`` (`signed_l1`). `shrinkage` (the L2
    shrinkage of ``SparseApplyFtrlV2``) adds ``2 * shrinkage * w`` to the gradient of the linear term."""
    power = -lr_power
    m_new = m + g * g
    if float(power) == 0.5:
        root_new, root_old = m_new.sqrt(), m.sqrt()
    else:
        root_new, root_old = m_new.pow(power), m.pow(power)
    g_lin = g if shrinkage is None else g + 2 * shrinkage * w
    u.add_(g_lin - (root_new - root_old) / lr * w)
    quad = root_new / lr + 2 * l2
    new_w = ((u.sign() * l1 if signed_l1 else l1) - u) / quad
    w.copy_(torch.where(u.abs() > l1, new_w, torch.zeros_like(new_w)))
    m.copy_(m_new)


def proximal_adagrad_kernel(w, h, g, lr, l1, l2):
    """One proximal Adagrad step on torch tensors, in place on the weights `w` and the squared-gradient sum `h`."""
    h.addcmul_(g, g)
    rate = lr / h.sqrt()
    prox = w - rate * g
    if float(l1) > 0:
        w.copy_(torch.sign(prox) * torch.clamp_min(prox.abs() - rate * l1, 0) / (1 + rate * l2))
    else:
        w.copy_(prox / (1 + rate * l2))


def apply_ftrl(var, accum, linear, grad, lr, l1, l2, lr_power):
    """FTRL-proximal step; the implementation of :class:`mindspore.ops.ApplyFtrl`."""
    name = "ApplyFtrl"
    w, m, u = _refs(name, (("var", var), ("accum", accum), ("linear", linear)))
    g = _grad(name, 4, "grad", grad, w)
    lr, l1, l2, power = (_scalar(name, a, x, w) for a, x in (("lr", lr), ("l1", l1), ("l2", l2),
                                                           ("lr_power", lr_power)))
    ftrl_kernel(w, m, u, g, lr, l1, l2, power)
    return _copy(w)


_FTRL_MATH = r"""

    .. math::
        \begin{array}{l}
            m' = m + g^2, \quad u \leftarrow u + g - \frac{m'^{-p} - m^{-p}}{lr} var \\
            var \leftarrow \begin{cases} \frac{n - u}{m'^{-p} / lr + 2 \, l2}, & |u| > l1 \\
                0, & \text{otherwise} \end{cases}, \quad m \leftarrow m'
        \end{array}

    with :math:`p` the `lr_power`, :math:`m` the `accum` and :math:`u` the `linear` term. """

op("ApplyFtrl", "nn", functional=False, primitive=prim(
    "ApplyFtrl", "(self, use_locking=False)", "(self, var, accum, linear, grad, lr, l1, l2, lr_power)",
    check=_attrs(bools=("use_locking",)), doc=_doc(
        "FTRL-proximal step, in place on `var`, `accum` and `linear`." + _FTRL_MATH + r"""The numerator
    :math:`n` is :math:`l1` for both signs of :math:`u`, as MindSpore 2.10's CPU kernel computes it.
""", ("use_locking (bool): Kept for compatibility (no effect). Default: ``False``.",),
        ("**var** (Parameter) - The weights, float16, float32 or float64.",
         "**accum** (Parameter) - Sum of the squared gradients, shaped like `var`.",
         "**linear** (Parameter) - The linear term, shaped like `var`.",
         "**grad** (Tensor) - The gradient, shaped like `var`.",
         "**lr** (Union[Number, Tensor]) - Learning rate, a scalar.",
         "**l1** (Union[Number, Tensor]) - L1 strength, a scalar.",
         "**l2** (Union[Number, Tensor]) - L2 strength, a scalar.",
         "**lr_power** (Union[Number, Tensor]) - The power :math:`p`, a scalar, usually -0.5."),
        ("Tensor, a copy of the updated `var`.",),
        ("TypeError: If `use_locking` is not a bool.", _R_TYPE, _R_SHAPE), "Deprecated",
        (_p("var", [1.0, 2.0]), _p("accum", [1.0, 1.0]), _p("linear", [0.0, 3.0]),
         "out = ops.ApplyFtrl()(var, accum, linear, " + _t([1.0, -2.0]) + ", 0.5, 0.25, 0.5, -0.5)",
         "print(out)", "print(linear.asnumpy())"),
        "[0.       0.766478]\n[ 0.17157292 -3.944272  ]")))(apply_ftrl)


def apply_proximal_adagrad(var, accum, lr, l1, l2, grad):
    """Proximal Adagrad step; the implementation of :class:`mindspore.ops.ApplyProximalAdagrad`."""
    name = "ApplyProximalAdagrad"
    w, h = _refs(name, (("var", var), ("accum", accum)))
    g = _grad(name, 6, "grad", grad, w)
    lr, l1, l2 = (_scalar(name, a, x, w) for a, x in (("lr", lr), ("l1", l1), ("l2", l2)))
    proximal_adagrad_kernel(w, h, g, lr, l1, l2)
    return _copy(w, h)


_PROX_MATH = r"""

    .. math::
        \begin{array}{l}
            accum \leftarrow accum + g^2, \quad r = \frac{lr}{\sqrt{accum}} \\
            p = var - r g \\
            var \leftarrow \frac{\text{sign}(p)}{1 + r \, l2} \max(|p| - r \, l1, 0)
        \end{array}
"""

op("ApplyProximalAdagrad", "nn", functional=False, primitive=prim(
    "ApplyProximalAdagrad", "(self, use_locking=False)", "(self, var, accum, lr, l1, l2, grad)",
    check=_attrs(bools=("use_locking",)), doc=_doc(
        "Proximal Adagrad step (Adagrad followed by L1/L2 shrinkage), in place on `var` and `accum`." + _PROX_MATH,
        ("use_locking (bool): Kept for compatibility (no effect). Default: ``False``.",),
        ("**var** (Parameter) - The weights, float16, float32 or float64.",
         "**accum** (Parameter) - Sum of the squared gradients, shaped like `var`.",
         "**lr** (Union[Number, Tensor]) - Learning rate, a scalar.",
         "**l1** (Union[Number, Tensor]) - L1 strength, a scalar.",
         "**l2** (Union[Number, Tensor]) - L2 strength, a scalar.",
         "**grad** (Tensor) - The gradient, shaped like `var`."),
        ("Tuple of 2 Tensors, copies of the updated `var` and `accum`.",),
        ("TypeError: If `use_locking` is not a bool.", _R_TYPE, _R_SHAPE), "Deprecated",
        (_p("var", [1.0, -2.0]), _p("accum", [0.0, 3.0]),
         "out = ops.ApplyProximalAdagrad()(var, accum, 0.5, 0.25, 0.5, " + _t([2.0, 1.0]) + ")",
         "print(out[0])", "print(out[1])"),
        "[ 0.3888889 -1.9444444]\n[4. 4.]")))(apply_proximal_adagrad)


def apply_proximal_gradient_descent(var, alpha, l1, l2, delta):
    """Proximal gradient descent step; the implementation of :class:`mindspore.ops.ApplyProximalGradientDescent`."""
    name = "ApplyProximalGradientDescent"
    (w,) = _refs(name, (("var", var),))
    d = _grad(name, 5, "delta", delta, w)
    alpha, l1, l2 = (_scalar(name, a, x, w) for a, x in (("alpha", alpha), ("l1", l1), ("l2", l2)))
    prox = w - alpha * d
    w.copy_(torch.sign(prox) * torch.clamp_min(prox.abs() - alpha * l1, 0) / (1 + alpha * l2))
    return _copy(w)


op("ApplyProximalGradientDescent", "nn", functional=False, primitive=prim(
    "ApplyProximalGradientDescent", "(self)", "(self, var, alpha, l1, l2, delta)", doc=_doc(
        r"""Gradient descent step followed by L1/L2 shrinkage, in place on `var`.

    .. math::
        \begin{array}{l}
            p = var - \alpha \, \delta \\
            var \leftarrow \frac{\text{sign}(p)}{1 + \alpha \, l2} \max(|p| - \alpha \, l1, 0)
        \end{array}
""", (), ("**var** (Parameter) - The weights, float16, float32 or float64.",
          "**alpha** (Union[Number, Tensor]) - Step size, a scalar.",
          "**l1** (Union[Number, Tensor]) - L1 strength, a scalar.",
          "**l2** (Union[Number, Tensor]) - L2 strength, a scalar.",
          "**delta** (Tensor) - The change (gradient), shaped like `var`."),
        ("Tensor, a copy of the updated `var`.",), (_R_TYPE, _R_SHAPE), "Deprecated",
        (_p("var", [1.0, -2.0, 0.125]),
         "out = ops.ApplyProximalGradientDescent()(var, 0.5, 0.25, 0.5, " + _t([1.0, 1.0, 0.0]) + ")",
         "print(out)"),
        "[ 0.3 -1.9  0. ]")))(apply_proximal_gradient_descent)


def apply_keras_momentum(var, accum, lr, grad, momentum, use_nesterov=False):
    """Keras-style momentum step; the implementation of :class:`mindspore.ops.ApplyKerasMomentum`."""
    name = "ApplyKerasMomentum"
    w, acc = _refs(name, (("var", var), ("accum", accum)))
    g = _grad(name, 4, "grad", grad, w)
    _tensor_scalars(name, (("lr_dtype", lr), ("momentum_dtype", momentum)))
    lr, mu = (_scalar(name, a, x, w) for a, x in (("lr", lr), ("momentum", momentum)))
    acc.mul_(mu).sub_(lr * g)
    w.add_(acc * mu - lr * g if use_nesterov else acc)
    return _copy(w, acc)


op("ApplyKerasMomentum", "nn", functional=False, primitive=prim(
    "ApplyKerasMomentum", "(self, use_locking=False, use_nesterov=False)", "(self, var, accum, lr, grad, momentum)",
    check=_attrs(bools=("use_locking", "use_nesterov")), doc=_doc(
        r"""Momentum step in the Keras form (the buffer holds the negative step), in place on `var` and `accum`.

    .. math::
        \begin{array}{l}
            accum \leftarrow \mu \, accum - lr \, g \\
            var \leftarrow \begin{cases} var + \mu \, accum - lr \, g, & \text{use_nesterov} \\
                var + accum, & \text{otherwise} \end{cases}
        \end{array}

    MindSpore 2.10 runs this primitive on Ascend only; here it runs on every device.
""", ("use_locking (bool): Kept for compatibility (no effect). Default: ``False``.",
      "use_nesterov (bool): Use the Nesterov form. Default: ``False``."),
        ("**var** (Parameter) - The weights, float16 or float32.",
         "**accum** (Parameter) - The momentum buffer, shaped like `var`.",
         "**lr** (Union[Number, Tensor]) - Learning rate, a scalar.",
         "**grad** (Tensor) - The gradient, shaped like `var`.",
         "**momentum** (Union[Number, Tensor]) - Momentum, a scalar."),
        ("Tuple of 2 Tensors, copies of the updated `var` and `accum`.",),
        ("TypeError: If `use_locking` or `use_nesterov` is not a bool, or `lr` or `momentum` is not a Tensor.",
         _R_TYPE, _R_SHAPE), "``Ascend``",
        (_p("var", [1.0, 2.0]), _p("accum", [0.5, -0.5]),
         "half = Tensor(0.5, mindspore.float32)",
         "out = ops.ApplyKerasMomentum()(var, accum, half, " + _t([1.0, 2.0]) + ", half)",
         "print(out[0])", "print(out[1])"),
        "[0.75 0.75]\n[-0.25 -1.25]")))(apply_keras_momentum)


# ----- sparse updates ------------------------------------------------------------------------------------------------
_R_SPARSE = ("TypeError: If `indices` is not an int32 or int64 Tensor.",
             "ValueError: If `indices` is not 1-D or its length differs from the first dimension of `grad`, or "
             "`grad` differs from `var` in a dimension other than the first.")
_SPARSE_NOTE = """
    Only the rows of `var` (and of its states) named by `indices` change; an index outside the first dimension is
    skipped. """
_SUMMED = "The gradient rows of a repeated index are added together before the row is updated once."
_IN_ORDER = "Rows of a repeated index are applied one after the other, in the order of `indices`."
_IDX_INPUTS = ("**grad** (Tensor) - Gradient rows: `var`'s shape with the first dimension the length of "
               "`indices`.",
               "**indices** (Tensor) - 1-D int32 or int64 Tensor of the rows to update.")


def _sparse_adagrad(name, var, accum, grad, indices, lr, epsilon, update_slots, summed):
    w, acc = _refs(name, (("var", var), ("accum", accum)))
    g, idx = _sparse(name, grad, indices, w, 3)

    def step(part, gr):
        v, a = part
        if update_slots:
            a.add_(gr * gr)
        v.sub_(lr * gr / (a.sqrt() if epsilon is None else (a + epsilon).sqrt()))

    _sparse_apply([w, acc], g, idx, summed, step)
    return _copy(w, acc)


def sparse_apply_adagrad(var, accum, grad, indices, lr, update_slots=True):
    """Sparse Adagrad step; the implementation of :class:`mindspore.ops.SparseApplyAdagrad`."""
    return _sparse_adagrad("SparseApplyAdagrad", var, accum, grad, indices, lr, None, update_slots, True)


def sparse_apply_adagrad_v2(var, accum, grad, indices, lr, epsilon, update_slots=True):
    """Sparse Adagrad step with an epsilon; the implementation of :class:`mindspore.ops.SparseApplyAdagradV2`."""
    return _sparse_adagrad("SparseApplyAdagradV2", var, accum, grad, indices, lr, epsilon, update_slots, False)


_P2 = (_p("var", [[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]), _p("accum", [[1.0, 1.0], [1.0, 1.0], [1.0, 1.0]]))
_G2 = _t([[1.0, -1.0], [2.0, 0.5], [0.5, 0.5]])
_I2 = "Tensor(np.array([2, 0, 2], np.int32))"
_G3, _I3 = _t([[1.0, -1.0], [2.0, 0.5]]), "Tensor(np.array([2, 0], np.int32))"

op("SparseApplyAdagrad", "nn", functional=False, primitive=prim(
    "SparseApplyAdagrad", "(self, lr, update_slots=True, use_locking=False)", "(self, var, accum, grad, indices)",
    check=_attrs(floats=("lr",), bools=("update_slots", "use_locking"), must="must be"), doc=_doc(
        r"""Adagrad step on selected rows, in place on `var` and `accum`.

    .. math::
        accum[i] \leftarrow accum[i] + g_i^2, \quad var[i] \leftarrow var[i] - lr \frac{g_i}{\sqrt{accum[i]}}
""" + _SPARSE_NOTE + _SUMMED + "\n",
        ("lr (float): Learning rate.",
         "update_slots (bool): Whether `accum` is updated; when ``False`` it is only read. Default: ``True``.",
         "use_locking (bool): Kept for compatibility (no effect). Default: ``False``."),
        ("**var** (Parameter) - The weights, float16, float32 or float64, at least 1-D.",
         "**accum** (Parameter) - Sum of the squared gradients, shaped like `var`.") + _IDX_INPUTS,
        ("Tuple of 2 Tensors, copies of the updated `var` and `accum`.",),
        ("TypeError: If `lr` is not a float or `update_slots` / `use_locking` is not a bool.", _R_TYPE)
        + _R_SPARSE, _ALL,
        _P2 + ("out = ops.SparseApplyAdagrad(lr=0.5)(var, accum, " + _G2 + ", " + _I2 + ")",
               "print(out[0])", "print(out[1])"),
        "[[0.5527864 1.7763932]\n [3.        4.       ]\n [4.583975  6.2236066]]\n[[5.   1.25]\n [1.   1.  ]\n"
        " [3.25 1.25]]")))(sparse_apply_adagrad)

op("SparseApplyAdagradV2", "nn", functional=False, primitive=prim(
    "SparseApplyAdagradV2", "(self, lr, epsilon, use_locking=False, update_slots=True)",
    "(self, var, accum, grad, indices)",
    check=_attrs(floats=("lr", "epsilon"), bools=("update_slots", "use_locking"), must="must be"), doc=_doc(
        r"""Adagrad step with an epsilon on selected rows, in place on `var` and `accum`.

    .. math::
        accum[i] \leftarrow accum[i] + g_i^2, \quad
        var[i] \leftarrow var[i] - lr \frac{g_i}{\sqrt{accum[i] + \epsilon}}

    (unlike :class:`mindspore.ops.ApplyAdagradV2`, MindSpore's kernel adds `epsilon` inside the square root).
""" + _SPARSE_NOTE + _IN_ORDER + """ (MindSpore's parallel CPU kernel gives
    run-dependent results for repeated indices; avoid them.)
""",
        ("lr (float): Learning rate.", "epsilon (float): Added to the denominator.",
         "use_locking (bool): Kept for compatibility (no effect). Default: ``False``.",
         "update_slots (bool): Whether `accum` is updated; when ``False`` it is only read. Default: ``True``."),
        ("**var** (Parameter) - The weights, float16, float32 or float64, at least 1-D.",
         "**accum** (Parameter) - Sum of the squared gradients, shaped like `var`.") + _IDX_INPUTS,
        ("Tuple of 2 Tensors, copies of the updated `var` and `accum`.",),
        ("TypeError: If `lr` or `epsilon` is not a float or `update_slots` / `use_locking` is not a bool.",
         _R_TYPE) + _R_SPARSE, "Deprecated",
        _P2 + ("out = ops.SparseApplyAdagradV2(lr=0.5, epsilon=0.5)(var, accum, " + _G3 + ", " + _I3 + ")",
               "print(out[0])", "print(out[1])"),
        "[[0.57359856 1.8110178 ]\n [3.         4.        ]\n [4.683772   6.316228  ]]\n[[5.   1.25]\n"
        " [1.   1.  ]\n [2.   2.  ]]")))(sparse_apply_adagrad_v2)


def _sparse_ftrl(name, var, accum, linear, grad, indices, lr, l1, l2, lr_power, shrinkage, summed):
    w, m, u = _refs(name, (("var", var), ("accum", accum), ("linear", linear)))
    g, idx = _sparse(name, grad, indices, w, 4)
    _sparse_apply([w, m, u], g, idx, summed,
                  lambda part, gr: ftrl_kernel(part[0], part[1], part[2], gr, lr, l1, l2, lr_power, True, shrinkage))
    return w, m, u


def sparse_apply_ftrl(var, accum, linear, grad, indices, lr, l1, l2, lr_power):
    """Sparse FTRL step; the implementation of :class:`mindspore.ops.SparseApplyFtrl`."""
    return _copy(*_sparse_ftrl("SparseApplyFtrl", var, accum, linear, grad, indices, lr, l1, l2, lr_power, None,
                               False))


def sparse_apply_ftrl_v2(var, accum, linear, grad, indices, lr, l1, l2, l2_shrinkage, lr_power):
    """Sparse FTRL step with L2 shrinkage; the implementation of :class:`mindspore.ops.SparseApplyFtrlV2`."""
    return _copy(*_sparse_ftrl("SparseApplyFtrlV2", var, accum, linear, grad, indices, lr, l1, l2, lr_power,
                               l2_shrinkage, False))


def fused_sparse_ftrl(var, accum, linear, grad, indices, lr, l1, l2, lr_power):
    """Sparse FTRL step; the implementation of :class:`mindspore.ops.FusedSparseFtrl`."""
    w, m, u = _sparse_ftrl("FusedSparseFtrl", var, accum, linear, grad, indices, lr, l1, l2, lr_power, None, True)
    return (_wrap(w.clone()),) + _blank(m, u)


_SFTRL_MATH = r"""

    .. math::
        \begin{array}{l}
            m' = m + g^2, \quad u \leftarrow u + g - \frac{m'^{-p} - m^{-p}}{lr} var \\
            var \leftarrow \begin{cases} \frac{\text{sign}(u) \, l1 - u}{m'^{-p} / lr + 2 \, l2}, & |u| > l1 \\
                0, & \text{otherwise} \end{cases}, \quad m \leftarrow m'
        \end{array}

    on each selected row, with :math:`p` the `lr_power`, :math:`m` the `accum` and :math:`u` the `linear` term.
"""
_FTRL_ARGS = ("lr (float): Learning rate, > 0.", "l1 (float): L1 strength, >= 0.", "l2 (float): L2 strength, >= 0.")
_FTRL_INPUTS = ("**var** (Parameter) - The weights, float16 or float32, at least 1-D.",
                "**accum** (Parameter) - Sum of the squared gradients, shaped like `var`.",
                "**linear** (Parameter) - The linear term, shaped like `var`.") + _IDX_INPUTS
_FTRL_RAISES = ("TypeError: If `lr`, `l1`, `l2` or `lr_power` is not a float, or `use_locking` is not a bool.",
                "ValueError: If `lr` <= 0, `l1` or `l2` < 0, or `lr_power` > 0.", _R_TYPE) + _R_SPARSE
_P3 = _P2 + (_p("linear", [[0.0, 3.0], [-3.0, 0.0], [2.0, 2.0]]),)

op("SparseApplyFtrl", "nn", functional=False, primitive=prim(
    "SparseApplyFtrl", "(self, lr, l1, l2, lr_power, use_locking=False)", "(self, var, accum, linear, grad, indices)",
    check=_then(_attrs(floats=("lr", "l1", "l2", "lr_power"), bools=("use_locking",), must="must be"), _ftrl_attrs),
    doc=_doc("FTRL-proximal step on selected rows, in place on `var`, `accum` and `linear`." + _SFTRL_MATH
             + _SPARSE_NOTE + _IN_ORDER + "\n",
             _FTRL_ARGS + ("lr_power (float): The power :math:`p`, <= 0.",
                           "use_locking (bool): Kept for compatibility (no effect). Default: ``False``."),
             _FTRL_INPUTS, ("Tuple of 3 Tensors, copies of the updated `var`, `accum` and `linear`.",),
             _FTRL_RAISES, "Deprecated",
             _P3 + ("out = ops.SparseApplyFtrl(0.5, 0.25, 0.5, -0.5)(var, accum, linear, " + _G3 + ", " + _I3 + ")",
                    "print(out[0])", "print(out[2])"),
             "[[ 0.04059402 -0.85840714]\n [ 3.          4.        ]\n [ 0.23302929  0.97182536]]\n"
             "[[-0.47213602  3.027864  ]\n [-3.          0.        ]\n [-1.1421356  -3.9705625 ]]")))(sparse_apply_ftrl)

op("SparseApplyFtrlV2", "nn", functional=False, primitive=prim(
    "SparseApplyFtrlV2", "(self, lr, l1, l2, l2_shrinkage, lr_power, use_locking=False)",
    "(self, var, accum, linear, grad, indices)",
    check=_then(_attrs(floats=("lr", "l1", "l2", "l2_shrinkage", "lr_power"), bools=("use_locking",),
                       must="must be"), _ftrl_attrs),
    doc=_doc("FTRL-proximal step with L2 shrinkage on selected rows, in place on `var`, `accum` and `linear`."
             + _SFTRL_MATH + r"""
    The gradient entering the linear term is :math:`g + 2 \, s \, var` (:math:`s` the `l2_shrinkage`); the
    accumulator takes the plain gradient. MindSpore 2.10 has no CPU kernel for this primitive.""" + _SPARSE_NOTE
             + _IN_ORDER + "\n",
             _FTRL_ARGS + ("l2_shrinkage (float): L2 shrinkage strength, >= 0.",
                           "lr_power (float): The power :math:`p`, <= 0.",
                           "use_locking (bool): Kept for compatibility (no effect). Default: ``False``."),
             _FTRL_INPUTS, ("Tuple of 3 Tensors, copies of the updated `var`, `accum` and `linear`.",),
             _FTRL_RAISES, "Deprecated",
             _P3 + ("out = ops.SparseApplyFtrlV2(0.5, 0.25, 0.5, 0.25, -0.5)(var, accum, linear, " + _G2 + ", "
                    + _I2 + ")", "print(out[0])"),
             "[[ 0.         -1.1674242 ]\n [ 3.          4.        ]\n [-0.37820616  0.03968699]]")))(
    sparse_apply_ftrl_v2)

op("FusedSparseFtrl", "nn", functional=False, primitive=prim(
    "FusedSparseFtrl", "(self, lr, l1, l2, lr_power, use_locking=False)", "(self, var, accum, linear, grad, indices)",
    check=_then(_attrs(floats=("lr", "l1", "l2", "lr_power"), bools=("use_locking",), must="must be"), _ftrl_attrs),
    doc=_doc("FTRL-proximal step on selected rows, in place on `var`, `accum` and `linear`." + _SFTRL_MATH
             + _SPARSE_NOTE + _SUMMED + "\n",
             _FTRL_ARGS + ("lr_power (float): The power :math:`p`, <= 0.",
                           "use_locking (bool): Kept for compatibility (no effect). Default: ``False``."),
             _FTRL_INPUTS, ("Tuple of 3 Tensors: a copy of the updated `var`, then two zero Tensors shaped like "
                            "`accum` and `linear` (MindSpore's CPU kernel leaves those outputs unwritten).",),
             _FTRL_RAISES, "``Ascend`` ``CPU``",
             _P3 + ("out = ops.FusedSparseFtrl(0.5, 0.25, 0.5, -0.5)(var, accum, linear, " + _G2 + ", " + _I2 + ")",
                    "print(var.asnumpy())", "print(linear.asnumpy())"),
             "[[ 0.04059402 -0.85840714]\n [ 3.          4.        ]\n [ 0.928826    0.        ]]\n"
             "[[-0.47213602  3.027864  ]\n [-3.          0.        ]\n [-4.5277557   0.08359194]]")))(fused_sparse_ftrl)


def _sparse_proximal(name, var, accum, lr, l1, l2, grad, indices):
    w, h = _refs(name, (("var", var), ("accum", accum)))
    g, idx = _sparse(name, grad, indices, w, 6)
    lr, l1, l2 = (_scalar(name, a, x, w) for a, x in (("lr", lr), ("l1", l1), ("l2", l2)))
    _sparse_apply([w, h], g, idx, True, lambda part, gr: proximal_adagrad_kernel(part[0], part[1], gr, lr, l1, l2))
    return w, h


def sparse_apply_proximal_adagrad(var, accum, lr, l1, l2, grad, indices):
    """Sparse proximal Adagrad step; the implementation of :class:`mindspore.ops.SparseApplyProximalAdagrad`."""
    return _copy(*_sparse_proximal("SparseApplyProximalAdagrad", var, accum, lr, l1, l2, grad, indices))


def fused_sparse_proximal_adagrad(var, accum, lr, l1, l2, grad, indices):
    """Sparse proximal Adagrad step; the implementation of :class:`mindspore.ops.FusedSparseProximalAdagrad`."""
    w, h = _sparse_proximal("FusedSparseProximalAdagrad", var, accum, lr, l1, l2, grad, indices)
    return _wrap(w.clone()), _blank(h)


_SPROX_INPUTS = ("**var** (Parameter) - The weights, float16 or float32, at least 1-D.",
                 "**accum** (Parameter) - Sum of the squared gradients, shaped like `var`.",
                 "**lr** (Union[Number, Tensor]) - Learning rate, a scalar.",
                 "**l1** (Union[Number, Tensor]) - L1 strength, a scalar.",
                 "**l2** (Union[Number, Tensor]) - L2 strength, a scalar.") + _IDX_INPUTS
_SPROX_EX = _P2 + ("out = {}()(var, accum, 0.5, 0.25, 0.5, " + _G2 + ", " + _I2 + ")",
                   "print(var.asnumpy())", "print(accum.asnumpy())")

op("SparseApplyProximalAdagrad", "nn", functional=False, primitive=prim(
    "SparseApplyProximalAdagrad", "(self, use_locking=False)", "(self, var, accum, lr, l1, l2, grad, indices)",
    check=_attrs(bools=("use_locking",)), doc=_doc(
        "Proximal Adagrad step on selected rows, in place on `var` and `accum`." + _PROX_MATH + _SPARSE_NOTE
        + _SUMMED + " MindSpore 2.10 has no CPU kernel for this primitive.\n",
        ("use_locking (bool): Kept for compatibility (no effect). Default: ``False``.",), _SPROX_INPUTS,
        ("Tuple of 2 Tensors, copies of the updated `var` and `accum`.",),
        ("TypeError: If `use_locking` is not a bool.", _R_TYPE) + _R_SPARSE, "Deprecated",
        tuple(line.format("ops.SparseApplyProximalAdagrad") for line in _SPROX_EX),
        "[[0.44691777 1.3603959 ]\n [3.         4.        ]\n [3.964816   4.994908  ]]\n[[5.   1.25]\n"
        " [1.   1.  ]\n [3.25 1.25]]")))(sparse_apply_proximal_adagrad)

op("FusedSparseProximalAdagrad", "nn", functional=False, primitive=prim(
    "FusedSparseProximalAdagrad", "(self, use_locking=False)", "(self, var, accum, lr, l1, l2, grad, indices)",
    check=_attrs(bools=("use_locking",)), doc=_doc(
        "Proximal Adagrad step on selected rows, in place on `var` and `accum`." + _PROX_MATH + _SPARSE_NOTE
        + _SUMMED + "\n",
        ("use_locking (bool): Kept for compatibility (no effect). Default: ``False``.",), _SPROX_INPUTS,
        ("Tuple of 2 Tensors: a copy of the updated `var` and a zero Tensor shaped like `accum` (MindSpore's CPU "
         "kernel leaves that output unwritten).",),
        ("TypeError: If `use_locking` is not a bool.", _R_TYPE) + _R_SPARSE, "``Ascend`` ``CPU``",
        tuple(line.format("ops.FusedSparseProximalAdagrad") for line in _SPROX_EX),
        "[[0.44691777 1.3603959 ]\n [3.         4.        ]\n [3.964816   4.994908  ]]\n[[5.   1.25]\n"
        " [1.   1.  ]\n [3.25 1.25]]")))(fused_sparse_proximal_adagrad)


def sparse_apply_rms_prop(var, ms, mom, lr, grad, indices, rho, momentum, epsilon):
    """Sparse RMSProp step; the implementation of :class:`mindspore.ops.SparseApplyRMSProp`."""
    name = "SparseApplyRMSProp"
    w, msq, mo = _refs(name, (("var", var), ("ms", ms), ("mom", mom)))
    g, idx = _sparse(name, grad, indices, w, 5)
    _full_rows(name, "the shape of grad : ", g, w)
    lr = _scalar(name, "lr", lr, w)

    def step(part, gr):
        v, s, m = part
        s.mul_(rho).add_((1 - rho) * gr * gr)
        m.mul_(momentum).add_(lr * gr * (s + epsilon).rsqrt())
        v.sub_(m)

    _sparse_apply([w, msq, mo], g, idx, False, step)
    return _copy(w, msq, mo)


op("SparseApplyRMSProp", "nn", functional=False, primitive=prim(
    "SparseApplyRMSProp", "(self, rho, momentum, epsilon, use_locking=False)",
    "(self, var, ms, mom, lr, grad, indices)",
    check=_then(_attrs(floats=("rho", "momentum", "epsilon"), bools=("use_locking",)), _in_range("rho", 0.0, 1.0),
                _in_range("momentum", 0.0, float("inf")), _in_range("epsilon", 0.0, float("inf"))),
    doc=_doc(r"""RMSProp step on selected rows, in place on `var`, `ms` and `mom`.

    .. math::
        \begin{array}{l}
            ms \leftarrow \rho \, ms + (1 - \rho) g^2 \\
            mom \leftarrow \mu \, mom + lr \frac{g}{\sqrt{ms + \epsilon}} \\
            var \leftarrow var - mom
        \end{array}
""" + _SPARSE_NOTE + _IN_ORDER + "\n",
             ("rho (float): Decay of `ms`, in [0, 1].", "momentum (float): Momentum :math:`\\mu`, >= 0.",
              "epsilon (float): Added inside the square root, >= 0.",
              "use_locking (bool): Kept for compatibility (no effect). Default: ``False``."),
             ("**var** (Parameter) - The weights, float16 or float32, at least 1-D.",
              "**ms** (Parameter) - Running mean of the squared gradient, shaped like `var`.",
              "**mom** (Parameter) - The momentum buffer, shaped like `var`.",
              "**lr** (Union[Number, Tensor]) - Learning rate, a scalar.") + _IDX_INPUTS,
             ("Tuple of 3 Tensors, copies of the updated `var`, `ms` and `mom`.",),
             ("TypeError: If `rho`, `momentum` or `epsilon` is not a float, or `use_locking` is not a bool.",
              "ValueError: If `rho` is outside [0, 1], or `momentum` or `epsilon` is negative.", _R_TYPE)
             + _R_SPARSE, "Deprecated",
             _P2 + (_p("mom", [[0.0, 0.0], [0.5, 0.5], [1.0, 1.0]]),
                    "out = ops.SparseApplyRMSProp(0.5, 0.5, 1e-6)(var, accum, mom, 0.5, " + _G2 + ", " + _I2 + ")",
                    "print(out[0])", "print(out[2])"),
             "[[0.3675446 1.6837726]\n [3.        4.       ]\n [3.1837726 5.6837726]]\n[[0.6324554 0.3162275]\n"
             " [0.5       0.5      ]\n [0.8162274 0.3162276]]")))(sparse_apply_rms_prop)


def sparse_apply_adadelta(var, accum, accum_update, lr, rho, grad, indices, epsilon):
    """Sparse Adadelta step; the implementation of :class:`mindspore.ops.SparseApplyAdadelta`."""
    name = "SparseApplyAdadelta"
    w, acc, upd = _refs(name, (("var", var), ("accum", accum), ("accum_update", accum_update)))
    g, idx = _sparse(name, grad, indices, w, 6)
    _full_rows(name, "the grad shape: ", g, w)
    lr, rho = (_scalar(name, a, x, w) for a, x in (("lr", lr), ("rho", rho)))

    def step(part, gr):
        v, a, u = part
        a.mul_(rho).add_((1 - rho) * gr * gr)
        change = (u + epsilon).sqrt() * gr / (a + epsilon).sqrt()
        v.sub_(change * lr)
        u.mul_(rho).add_((1 - rho) * change * change)

    _sparse_apply([w, acc, upd], g, idx, False, step)
    return _copy(w, acc, upd)


op("SparseApplyAdadelta", "nn", functional=False, primitive=prim(
    "SparseApplyAdadelta", "(self, epsilon, use_locking=False)",
    "(self, var, accum, accum_update, lr, rho, grad, indices)",
    check=_then(_attrs(floats=("epsilon",), bools=("use_locking",)), _in_range("epsilon", 0.0, float("inf"))),
    doc=_doc(r"""Adadelta step on selected rows, in place on `var`, `accum` and `accum_update`.

    .. math::
        \begin{array}{l}
            accum \leftarrow \rho \, accum + (1 - \rho) g^2 \\
            u = \sqrt{accum\_update + \epsilon} \frac{g}{\sqrt{accum + \epsilon}}, \quad var \leftarrow var - lr \, u \\
            accum\_update \leftarrow \rho \, accum\_update + (1 - \rho) u^2
        \end{array}
""" + _SPARSE_NOTE + _IN_ORDER + " MindSpore 2.10 has no CPU kernel for this primitive.\n",
             ("epsilon (float): Added inside the square roots, >= 0.",
              "use_locking (bool): Kept for compatibility (no effect). Default: ``False``."),
             ("**var** (Parameter) - The weights, float16 or float32, at least 1-D.",
              "**accum** (Parameter) - Running mean of the squared gradients, shaped like `var`.",
              "**accum_update** (Parameter) - Running mean of the squared updates, shaped like `var`.",
              "**lr** (Union[Number, Tensor]) - Learning rate, a scalar.",
              "**rho** (Union[Number, Tensor]) - Decay of the running means, a scalar.") + _IDX_INPUTS,
             ("Tuple of 3 Tensors, copies of the updated `var`, `accum` and `accum_update`.",),
             ("TypeError: If `epsilon` is not a float or `use_locking` is not a bool.",
              "ValueError: If `epsilon` is negative.", _R_TYPE) + _R_SPARSE, "Deprecated",
             _P2 + (_p("accum_update", [[1.0, 1.0], [1.0, 1.0], [1.0, 1.0]]),
                    "out = ops.SparseApplyAdadelta(1e-6)(var, accum, accum_update, 0.5, 0.5, " + _G2 + ", " + _I2
                    + ")", "print(out[0])", "print(out[2])"),
             "[[0.3675443 1.6837723]\n [3.        4.       ]\n [4.183772  6.183772 ]]\n"
             "[[1.3000004  0.69999987]\n [1.         1.        ]\n [0.69999987 0.69999987]]")))(sparse_apply_adadelta)


# ----- Adam family ---------------------------------------------------------------------------------------------------
def _adam_scalars(name, w, beta1_power, beta2_power, lr, beta1, beta2, epsilon):
    b1p, b2p, lr, b1, b2, eps = (_scalar(name, a, x, w) for a, x in (
        ("beta1_power", beta1_power), ("beta2_power", beta2_power), ("lr", lr), ("beta1", beta1),
        ("beta2", beta2), ("epsilon", epsilon)))
    return lr * (1 - b2p).sqrt() / (1 - b1p), b1, b2, eps


def _fused_sparse_adam(name, lazy, var, m, v, beta1_power, beta2_power, lr, beta1, beta2, epsilon, gradient,
                       indices, use_nesterov):
    w, mt, vt = _refs(name, (("var", var), ("m", m), ("v", v)))
    g, idx = _sparse(name, gradient, indices, w, 10)
    lr_t, b1, b2, eps = _adam_scalars(name, w, beta1_power, beta2_power, lr, beta1, beta2, epsilon)
    keep = (idx >= 0) & (idx < w.shape[0])
    uniq, inv = torch.unique(idx[keep], return_inverse=True)
    gs = torch.zeros((uniq.shape[0],) + tuple(g.shape[1:]), dtype=g.dtype).index_add_(0, inv, g[keep])
    if lazy:
        mr = mt[uniq] * b1 + (1 - b1) * gs
        vr = vt[uniq] * b2 + (1 - b2) * gs * gs
        mt[uniq], vt[uniq] = mr, vr
    else:  # every row of the moments decays; the selected rows also take their gradient
        mt.mul_(b1)
        vt.mul_(b2)
        mt[uniq] += (1 - b1) * gs
        vt[uniq] += (1 - b2) * gs * gs
        mr, vr = mt[uniq], vt[uniq]
    if use_nesterov:  # only the selected rows move, for both kernels
        w[uniq] -= lr_t * (mr * b1 + (1 - b1) * gs) / (vr.sqrt() + eps)
    elif lazy:
        w[uniq] -= lr_t * mr / (vr.sqrt() + eps)
    else:
        w.sub_(lr_t * mt / (vt.sqrt() + eps))
    return (_wrap(w.clone()),) + _blank(mt, vt)


def fused_sparse_adam(var, m, v, beta1_power, beta2_power, lr, beta1, beta2, epsilon, gradient, indices,
                      use_nesterov=False):
    """Adam step with row-sparse gradients; the implementation of :class:`mindspore.ops.FusedSparseAdam`."""
    return _fused_sparse_adam("FusedSparseAdam", False, var, m, v, beta1_power, beta2_power, lr, beta1, beta2,
                              epsilon, gradient, indices, use_nesterov)


def fused_sparse_lazy_adam(var, m, v, beta1_power, beta2_power, lr, beta1, beta2, epsilon, gradient, indices,
                           use_nesterov=False):
    """Lazy Adam step with row-sparse gradients; the implementation of :class:`mindspore.ops.FusedSparseLazyAdam`."""
    return _fused_sparse_adam("FusedSparseLazyAdam", True, var, m, v, beta1_power, beta2_power, lr, beta1, beta2,
                              epsilon, gradient, indices, use_nesterov)


_ADAM_MATH = r"""

    .. math::
        \begin{array}{l}
            m \leftarrow \beta_1 m + (1 - \beta_1) g, \quad v \leftarrow \beta_2 v + (1 - \beta_2) g^2 \\
            var \leftarrow var - lr \frac{\sqrt{1 - \beta_2^t}}{1 - \beta_1^t} \cdot \frac{m}{\sqrt{v} + \epsilon}
        \end{array}
"""
_SADAM_INPUTS = ("**var** (Parameter) - The weights, float32, at least 1-D.",
                 "**m** (Parameter) - First moment, shaped like `var`.",
                 "**v** (Parameter) - Second moment, shaped like `var`.",
                 "**beta1_power** (Union[Number, Tensor]) - :math:`\\beta_1^t`, a scalar.",
                 "**beta2_power** (Union[Number, Tensor]) - :math:`\\beta_2^t`, a scalar.",
                 "**lr** (Union[Number, Tensor]) - Learning rate, a scalar.",
                 "**beta1** (Union[Number, Tensor]) - Decay of the first moment, a scalar.",
                 "**beta2** (Union[Number, Tensor]) - Decay of the second moment, a scalar.",
                 "**epsilon** (Union[Number, Tensor]) - Added to the denominator, a scalar.",
                 "**gradient** (Tensor) - Gradient rows: `var`'s shape with the first dimension the length of "
                 "`indices`.",
                 "**indices** (Tensor) - 1-D int32 or int64 Tensor of the rows the gradient belongs to.")
_SADAM_ARGS = ("use_locking (bool): Kept for compatibility (no effect). Default: ``False``.",
               "use_nesterov (bool): Use the Nesterov form :math:`\\beta_1 m + (1 - \\beta_1) g` in place of "
               ":math:`m`; MindSpore's kernels then move only the selected rows of `var`. Default: ``False``.")
_SADAM_OUT = ("Tuple of 3 Tensors: a copy of the updated `var`, then two zero Tensors shaped like `m` and `v` "
              "(MindSpore's CPU kernel leaves those outputs unwritten).",)
_SADAM_EX = (_p("var", [[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]), _p("m", [[0.0, 0.0], [0.5, 0.5], [1.0, 1.0]]),
             _p("v", [[1.0, 1.0], [1.0, 1.0], [1.0, 1.0]]),
             "out = ops.{}()(var, m, v, 0.5, 0.5, 0.1, 0.5, 0.5, 1e-8, " + _G2 + ", " + _I2 + ")",
             "print(var.asnumpy())", "print(m.asnumpy())")

op("FusedSparseAdam", "nn", functional=False, primitive=prim(
    "FusedSparseAdam", "(self, use_locking=False, use_nesterov=False)",
    "(self, var, m, v, beta1_power, beta2_power, lr, beta1, beta2, epsilon, gradient, indices)",
    check=_attrs(bools=("use_locking", "use_nesterov")), doc=_doc(
        "Adam step with a row-sparse gradient, in place on `var`, `m` and `v`." + _ADAM_MATH + """
    The gradient is zero outside the rows named by `indices` (repeated indices add up), so every row of `m` and
    `v` decays and every row of `var` moves.
""", _SADAM_ARGS, _SADAM_INPUTS, _SADAM_OUT,
        ("TypeError: If `use_locking` or `use_nesterov` is not a bool.", _R_TYPE) + _R_SPARSE, "``Ascend`` ``CPU``",
        tuple(line.format("FusedSparseAdam") for line in _SADAM_EX),
        "[[0.91055727 1.9552786 ]\n [2.95       3.95      ]\n [4.861325   5.955279  ]]\n[[1.   0.25]\n"
        " [0.25 0.25]\n [1.25 0.25]]")))(fused_sparse_adam)

op("FusedSparseLazyAdam", "nn", functional=False, primitive=prim(
    "FusedSparseLazyAdam", "(self, use_locking=False, use_nesterov=False)",
    "(self, var, m, v, beta1_power, beta2_power, lr, beta1, beta2, epsilon, gradient, indices)",
    check=_attrs(bools=("use_locking", "use_nesterov")), doc=_doc(
        "Lazy Adam step: only the rows named by `indices` of `var`, `m` and `v` are updated." + _ADAM_MATH
        + "\n    " + _SUMMED + "\n", _SADAM_ARGS, _SADAM_INPUTS, _SADAM_OUT,
        ("TypeError: If `use_locking` or `use_nesterov` is not a bool.", _R_TYPE) + _R_SPARSE, "``Ascend`` ``CPU``",
        tuple(line.format("FusedSparseLazyAdam") for line in _SADAM_EX),
        "[[0.91055727 1.9552786 ]\n [3.         4.        ]\n [4.861325   5.955279  ]]\n[[1.   0.25]\n"
        " [0.5  0.5 ]\n [1.25 0.25]]")))(fused_sparse_lazy_adam)


def adam_no_update_param(m, v, beta1_power, beta2_power, lr, beta1, beta2, epsilon, gradient, use_nesterov=False):
    """Adam moments update returning the step; the implementation of :class:`mindspore.ops.AdamNoUpdateParam`."""
    name = "AdamNoUpdateParam"
    mt, vt = _refs(name, (("m", m), ("v", v)))
    g = _grad(name, 9, "gradient", gradient, mt)
    lr_t, b1, b2, eps = _adam_scalars(name, mt, beta1_power, beta2_power, lr, beta1, beta2, epsilon)
    mt.mul_(b1).add_((1 - b1) * g)
    vt.mul_(b2).add_((1 - b2) * g * g)
    num = mt * b1 + (1 - b1) * g if use_nesterov else mt
    return _wrap(-lr_t * num / (vt.sqrt() + eps))


op("AdamNoUpdateParam", "nn", functional=False, primitive=prim(
    "AdamNoUpdateParam", "(self, use_locking=False, use_nesterov=False)",
    "(self, m, v, beta1_power, beta2_power, lr, beta1, beta2, epsilon, gradient)",
    check=_attrs(bools=("use_locking", "use_nesterov")), doc=_doc(
        "Adam step that updates the moments `m` and `v` in place and returns the change of the weights instead "
        "of applying it." + _ADAM_MATH + """
    The output is the :math:`var` change (negative for a positive gradient).
""", ("use_locking (bool): Kept for compatibility (no effect). Default: ``False``.",
      "use_nesterov (bool): Use :math:`\\beta_1 m + (1 - \\beta_1) g` in place of :math:`m`. Default: ``False``."),
        _SADAM_INPUTS[1:9] + ("**gradient** (Tensor) - The gradient, shaped like `m`.",),
        ("Tensor, the change to add to the weights, shaped like `gradient`.",),
        ("TypeError: If `use_locking` or `use_nesterov` is not a bool.", _R_TYPE, _R_SHAPE), "Deprecated",
        (_p("m", [0.0, 0.5]), _p("v", [1.0, 1.0]),
         "out = ops.AdamNoUpdateParam()(m, v, 0.5, 0.5, 0.1, 0.5, 0.5, 1e-8, " + _t([1.0, -2.0]) + ")",
         "print(out)", "print(m.asnumpy())"),
        "[-0.07071068  0.06708204]\n[ 0.5  -0.75]")))(adam_no_update_param)


def _adam_weight_decay(name, var, m, v, lr, beta1, beta2, epsilon, decay, gradient, global_norm=None):
    w, mt, vt = _refs(name, (("var", var), ("m", m), ("v", v)))
    g = _grad(name, 9, "gradient", gradient, w)
    work = mt.dtype
    g = g.to(work)
    if global_norm is not None:
        g = g / _scalar(name, "global_norm", global_norm, g)
    lr, b1, b2, eps, wd = (_scalar(name, a, x, g) for a, x in (("lr", lr), ("beta1", beta1), ("beta2", beta2),
                                                             ("epsilon", epsilon), ("decay", decay)))
    mt.mul_(b1).add_((1 - b1) * g)
    vt.mul_(b2).add_((1 - b2) * g * g)
    step = mt / (vt.sqrt() + eps) + wd * w.to(work)
    w.copy_((w.to(work) - lr * step).to(w.dtype))
    return _blank(w, mt, vt)


def adam_weight_decay(var, m, v, lr, beta1, beta2, epsilon, decay, gradient):
    """AdamW step; the implementation of :class:`mindspore.ops.AdamWeightDecay`."""
    return _adam_weight_decay("AdamWeightDecay", var, m, v, lr, beta1, beta2, epsilon, decay, gradient)


def fused_cast_adam_weight_decay(var, m, v, lr, beta1, beta2, epsilon, decay, gradient, global_norm):
    """AdamW step on a scaled gradient; the implementation of :class:`mindspore.ops.FusedCastAdamWeightDecay`."""
    name = "FusedCastAdamWeightDecay"
    if isinstance(m, Tensor) and isinstance(v, Tensor) and m.dtype != v.dtype:
        raise TypeError(f"For '{name}', the type of 'v' should be same as 'm', but got 'm' with type "
                        f"{_dtype_text(m)} and 'v' with type {_dtype_text(v)}.")
    return _adam_weight_decay(name, var, m, v, lr, beta1, beta2, epsilon, decay, gradient, global_norm)


_ADAMW_MATH = r"""

    .. math::
        \begin{array}{l}
            m \leftarrow \beta_1 m + (1 - \beta_1) g, \quad v \leftarrow \beta_2 v + (1 - \beta_2) g^2 \\
            var \leftarrow var - lr \left(\frac{m}{\sqrt{v} + \epsilon} + decay \cdot var\right)
        \end{array}

    No bias correction is applied. The returned Tensors are output buffers MindSpore 2.10's CPU kernel leaves
    unwritten (they read as zeros); read the results from the Parameters.
"""
_ADAMW_INPUTS = ("**m** (Parameter) - First moment, shaped like `var`.",
                 "**v** (Parameter) - Second moment, shaped like `var`.",
                 "**lr** (Union[Number, Tensor]) - Learning rate, a scalar.",
                 "**beta1** (Union[Number, Tensor]) - Decay of the first moment, a scalar.",
                 "**beta2** (Union[Number, Tensor]) - Decay of the second moment, a scalar.",
                 "**epsilon** (Union[Number, Tensor]) - Added to the denominator, a scalar.",
                 "**decay** (Union[Number, Tensor]) - Weight decay, a scalar.")
_ADAMW_EX = (_p("var", [1.0, 2.0]), _p("m", [0.0, 0.5]), _p("v", [1.0, 1.0]))

op("AdamWeightDecay", "nn", functional=False, primitive=prim(
    "AdamWeightDecay", "(self, use_locking=False)", "(self, var, m, v, lr, beta1, beta2, epsilon, decay, gradient)",
    check=_attrs(bools=("use_locking",)), doc=_doc(
        "Adam step with decoupled weight decay (AdamW), in place on `var`, `m` and `v`." + _ADAMW_MATH,
        ("use_locking (bool): Kept for compatibility (no effect). Default: ``False``.",),
        ("**var** (Parameter) - The weights, float16 or float32.",) + _ADAMW_INPUTS
        + ("**gradient** (Tensor) - The gradient, shaped like `var`.",),
        ("Tuple of 3 Tensors of the shapes and dtypes of `var`, `m` and `v`, zeros (see above).",),
        ("TypeError: If `use_locking` is not a bool.", _R_TYPE, _R_SHAPE), _ALL,
        _ADAMW_EX + ("out = ops.AdamWeightDecay()(var, m, v, 0.1, 0.5, 0.5, 1e-8, 0.1, " + _t([1.0, -2.0]) + ")",
                     "print(var.asnumpy())", "print(out[0])"),
        "[0.94     2.027434]\n[0. 0.]")))(adam_weight_decay)

op("FusedCastAdamWeightDecay", "nn", functional=False, primitive=prim(
    "FusedCastAdamWeightDecay", "(self, use_locking=False)",
    "(self, var, m, v, lr, beta1, beta2, epsilon, decay, gradient, global_norm)",
    check=_attrs(bools=("use_locking",)), doc=_doc(
        "AdamW step on a gradient divided by `global_norm` and cast to the dtype of the moments, in place on "
        "`var`, `m` and `v`." + _ADAMW_MATH,
        ("use_locking (bool): Kept for compatibility (no effect). Default: ``False``.",),
        ("**var** (Parameter) - The weights, float16 or float32.",) + _ADAMW_INPUTS
        + ("**gradient** (Tensor) - The gradient, shaped like `var`, float16 or float32.",
           "**global_norm** (Union[Number, Tensor]) - The gradient is divided by it, a scalar."),
        ("Tuple of 3 Tensors of the shapes and dtypes of `var`, `m` and `v`, zeros (see above).",),
        ("TypeError: If `use_locking` is not a bool, or `m` and `v` differ in dtype.", _R_TYPE, _R_SHAPE),
        "``CPU``",
        _ADAMW_EX + ("grad = Tensor(np.array([2.0, -4.0], np.float16))",
                     "out = ops.FusedCastAdamWeightDecay()(var, m, v, Tensor(0.1, mindspore.float32), "
                     "Tensor(0.5, mindspore.float32), Tensor(0.5, mindspore.float32), Tensor(1e-8, mindspore.float32), "
                     "Tensor(0.1, mindspore.float32), grad, Tensor(2.0, mindspore.float32))", "print(var.asnumpy())"),
        "[0.94     2.027434]")))(fused_cast_adam_weight_decay)


def fused_weight_scale_apply_momentum(weight_decay, loss_scale, variable, accumulation, learning_rate, gradient,
                                      momentum):
    """Momentum step with weight decay and a gradient scale; the implementation of
    :class:`mindspore.ops.FusedWeightScaleApplyMomentum`."""
    name = "FusedWeightScaleApplyMomentum"
    w, acc = _refs(name, (("variable", variable), ("accumulation", accumulation)))
    g = _grad(name, 6, "gradient", gradient, w)
    wd, scale, lr, mu = (_scalar(name, a, x, w) for a, x in (("weight_decay", weight_decay),
                                                           ("loss_scale", loss_scale),
                                                           ("learning_rate", learning_rate),
                                                           ("momentum", momentum)))
    acc.mul_(mu).add_((w * wd + g) * scale)
    w.sub_(lr * acc)
    return _copy(w)


op("FusedWeightScaleApplyMomentum", "nn", functional=False, primitive=prim(
    "FusedWeightScaleApplyMomentum", "(self)",
    "(self, weight_decay, loss_scale, variable, accumulation, learning_rate, gradient, momentum)", doc=_doc(
        r"""Momentum step on a weight-decayed, scaled gradient, in place on `variable` and `accumulation`.

    .. math::
        \begin{array}{l}
            accum \leftarrow \mu \, accum + (wd \cdot var + g) \cdot s \\
            var \leftarrow var - lr \cdot accum
        \end{array}

    with :math:`wd` the `weight_decay` and :math:`s` the `loss_scale` input (the factor the gradient is multiplied
    by). MindSpore 2.10 runs this primitive on GPU only; here it runs on every device.
""", (), ("**weight_decay** (Union[Number, Tensor]) - Weight decay, a scalar.",
          "**loss_scale** (Union[Number, Tensor]) - Factor applied to the decayed gradient, a scalar.",
          "**variable** (Parameter) - The weights, float16 or float32.",
          "**accumulation** (Parameter) - The momentum buffer, shaped like `variable`.",
          "**learning_rate** (Union[Number, Tensor]) - Learning rate, a scalar.",
          "**gradient** (Tensor) - The gradient, shaped like `variable`.",
          "**momentum** (Union[Number, Tensor]) - Momentum, a scalar."),
        ("Tensor, a copy of the updated `variable`.",), (_R_TYPE, _R_SHAPE), "``GPU``",
        (_p("w", [1.0, 2.0]), _p("acc", [0.5, 0.0]),
         "out = ops.FusedWeightScaleApplyMomentum()(0.5, 0.5, w, acc, 0.1, " + _t([1.0, 2.0]) + ", 0.5)",
         "print(out)", "print(acc.asnumpy())"),
        "[0.9  1.85]\n[1.  1.5]")))(fused_weight_scale_apply_momentum)


# ----- LARS ----------------------------------------------------------------------------------------------------------
def lars_kernel(w, g, w_norm, g_norm, wd, lr, coefficient, epsilon):
    """The LARS gradient on torch tensors (shared with nn.LARS): ``(g + wd * w) * ratio`` with the trust ratio
    ``coefficient * |w| / (|g| + wd * |w| + epsilon)`` (1 where a norm is 0), clipped to ``min(ratio / lr, 1)``
    when `lr` is given."""
    ratio = coefficient * w_norm / (g_norm + wd * w_norm + epsilon)
    ratio = torch.where((w_norm > 0) & (g_norm > 0), ratio, torch.ones_like(ratio))
    if lr is not None:
        ratio = torch.clamp_max(ratio / lr, 1.0)
    return (g + wd * w) * ratio


def lars_update(weight, gradient, norm_weight, norm_gradient, weight_decay, learning_rate, epsilon=1e-05,
                hyperpara=0.001, use_clip=False):
    """LARS gradient; the implementation of :class:`mindspore.ops.LARSUpdate`."""
    name = "LARSUpdate"
    w = _ref(name, 1, "weight", weight)
    g = _grad(name, 2, "gradient", gradient, w)
    nw, ng, wd, lr = (_scalar(name, a, x, w) for a, x in (("norm_weight", norm_weight),
                                                        ("norm_gradient", norm_gradient),
                                                        ("weight_decay", weight_decay),
                                                        ("learning_rate", learning_rate)))
    return _wrap(lars_kernel(w, g, nw.sqrt(), ng.sqrt(), wd, lr if use_clip else None, hyperpara, epsilon))


op("LARSUpdate", "nn", functional=False, primitive=prim(
    "LARSUpdate", "(self, epsilon=1e-05, hyperpara=0.001, use_clip=False)",
    "(self, weight, gradient, norm_weight, norm_gradient, weight_decay, learning_rate)",
    check=_attrs(floats=("epsilon", "hyperpara"), bools=("use_clip",)), doc=_doc(
        r"""Layer-wise adaptive rate scaling of a gradient (the step :class:`mindspore.nn.LARS` takes).

    .. math::
        \begin{array}{l}
            r = \frac{h \, \|w\|}{\|g\| + wd \, \|w\| + \epsilon} \quad (1 \text{ if a norm is } 0) \\
            r \leftarrow \min(r / lr, 1) \text{ if use_clip} \\
            out = (g + wd \cdot w) \, r
        \end{array}

    with :math:`h` the `hyperpara` and the norms the square roots of `norm_weight` and `norm_gradient`.
    MindSpore 2.10 runs this primitive on Ascend only; here it runs on every device.
""", ("epsilon (float): Added to the denominator of the ratio. Default: ``1e-05``.",
      "hyperpara (float): The trust coefficient :math:`h`. Default: ``0.001``.",
      "use_clip (bool): Clip the ratio divided by the learning rate to 1. Default: ``False``."),
        ("**weight** (Tensor) - The weights, float16 or float32.",
         "**gradient** (Tensor) - The gradient, shaped like `weight`.",
         "**norm_weight** (Tensor) - Sum of the squares of `weight`, a scalar.",
         "**norm_gradient** (Tensor) - Sum of the squares of `gradient`, a scalar.",
         "**weight_decay** (Union[Number, Tensor]) - Weight decay, a scalar.",
         "**learning_rate** (Union[Number, Tensor]) - Learning rate, a scalar."),
        ("Tensor, the scaled gradient, shaped like `gradient`.",),
        ("TypeError: If `epsilon` or `hyperpara` is not a float, or `use_clip` is not a bool.", _R_TYPE,
         _R_SHAPE), "Deprecated",
        ("w = " + _t([3.0, 4.0]), "g = " + _t([0.6, 0.8]),
         "out = ops.LARSUpdate(hyperpara=0.5)(w, g, Tensor(25.0, mindspore.float32), "
         "Tensor(1.0, mindspore.float32), 0.0, 0.1)", "print(out)"),
        "[1.499985 1.99998 ]")))(lars_update)
