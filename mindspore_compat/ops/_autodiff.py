"""The autodiff engine shared by ``GradOperation``, ``mindspore.grad`` / ``value_and_grad`` and the nn wrappers.

The function runs eagerly with torch grad enabled; the differentiated inputs are passed as fresh
leaf tensors; ``torch.autograd.grad`` is called with the sensitivity (or ones) as the output gradient. Unused
inputs / weights get zero gradients, as in MindSpore. Calls nest: a gradient taken inside a function that is itself
being differentiated keeps its graph (``create_graph``), so higher-order gradients work.
"""
import numbers

import numpy as np
import torch

from ..common.tensor import Tensor, _wrap
from ..common.parameter import Parameter

__all__ = []

# How many differentiations are running right now (their forward functions are on the stack).
_DEPTH = [0]


# ----- autodiff engine -----------------------------------------------------------------------------------------------
def _float_like(t):
    return t.is_floating_point() or t.is_complex()


def _prepare(x, nested):
    """(value to pass to the function, leaf structure): Tensor -> torch leaf or None; tuple/list -> list."""
    if isinstance(x, Tensor):
        t = x._t
        if not _float_like(t):
            return x, None
        if nested and t.requires_grad:
            return _wrap(t), t
        leaf = t.detach().requires_grad_()
        return _wrap(leaf), leaf
    if isinstance(x, (tuple, list)):
        pairs = [_prepare(v, nested) for v in x]
        return type(x)(p[0] for p in pairs), [p[1] for p in pairs]
    return x, None


def _collect(leaves, out):
    if isinstance(leaves, list):
        for v in leaves:
            _collect(v, out)
    elif leaves is not None:
        out.append(leaves)


def _zeros_for(x):
    if isinstance(x, Tensor):
        return _wrap(torch.zeros_like(x._t.detach()))
    if isinstance(x, (tuple, list)):
        return tuple(_zeros_for(v) for v in x)
    if isinstance(x, (bool, numbers.Number, np.generic)):
        return _wrap(torch.zeros((), dtype=torch.float32 if isinstance(x, float) else torch.int64))
    return None


def _assemble(x, leaves, grads):
    """Gradient structure for argument `x` (Tensor / tuple of Tensors), from the computed `grads` (by leaf id)."""
    if isinstance(x, Tensor):
        if leaves is None:
            return _zeros_for(x)
        return _wrap(grads[id(leaves)])
    if isinstance(x, (tuple, list)):
        return tuple(_assemble(v, l, grads) for v, l in zip(x, leaves))
    return _zeros_for(x)


def _flatten_out(out, acc):
    if isinstance(out, Tensor):
        acc.append(out._t)
    elif isinstance(out, (tuple, list)):
        for v in out:
            _flatten_out(v, acc)
    elif isinstance(out, torch.Tensor):
        acc.append(out)
    return acc


def _flatten_sens(sens, acc):
    if isinstance(sens, (tuple, list)):
        for v in sens:
            _flatten_sens(v, acc)
    else:
        acc.append(sens)
    return acc


def _sens_tensor(s, out):
    if isinstance(s, Tensor):
        s = s._t
    elif not isinstance(s, torch.Tensor):
        return torch.full_like(out, s)
    if s.dtype != out.dtype:
        s = s.to(out.dtype)
    if s.shape != out.shape:
        try:
            s = s.expand(out.shape)
        except RuntimeError:
            raise ValueError(f"The shape of the sensitivity {tuple(s.shape)} must match the shape of the output "
                             f"{tuple(out.shape)}.") from None
    return s


def _detach(out):
    if isinstance(out, Tensor):
        return _wrap(out._t.detach()) if out._t.requires_grad else out
    if isinstance(out, tuple):
        return tuple(_detach(v) for v in out)
    if isinstance(out, list):
        return [_detach(v) for v in out]
    return out


def _weight_list(weights):
    if weights is None:
        return ()
    if isinstance(weights, Parameter):
        return (weights,)
    if isinstance(weights, (tuple, list)):
        for w in weights:
            if not isinstance(w, Tensor):
                raise TypeError(f"The 'weights' must be a ParameterTuple, a list/tuple of Parameters or a "
                                f"Parameter, but it holds a {type(w).__name__}.")
        return tuple(weights)
    raise TypeError(f"The 'weights' must be a ParameterTuple, a list/tuple of Parameters or a Parameter, but got "
                    f"{type(weights).__name__}.")


def _differentiate(fn, args, kwargs, positions, weights, sens, has_aux):
    """Run `fn(*args, **kwargs)` and differentiate it.

    Returns (output, input_grads, weight_grads): output is fn's value (detached unless nested), input_grads a
    list aligned with `positions`, weight_grads a list aligned with `weights`.
    """
    nested = _DEPTH[0] > 0
    call_args = list(args)
    leaves = {}
    for i in positions:
        call_args[i], leaves[i] = _prepare(args[i], nested)
    with torch.enable_grad():
        _DEPTH[0] += 1
        try:
            out = fn(*call_args, **kwargs)
        finally:
            _DEPTH[0] -= 1
        if has_aux:
            if not isinstance(out, (tuple, list)) or len(out) < 2:
                raise ValueError("When has_aux is True, the function must return more than one output, but got "
                                 f"{type(out).__name__}.")
            diff_out = out[0]
            out = (out[0],) + tuple(_detach(v) for v in out[1:])
        else:
            diff_out = out
        outs = _flatten_out(diff_out, [])
        if not outs:
            raise TypeError(f"The function to differentiate must return a Tensor or a tuple of Tensors, but got "
                            f"{type(diff_out).__name__}.")
        if sens is None:
            grad_outs = [torch.ones_like(o) for o in outs]
        else:
            flat = _flatten_sens(sens, [])
            if len(flat) != len(outs):
                raise ValueError(f"The sensitivity must have one Tensor per output ({len(outs)}), but got "
                                 f"{len(flat)}.")
            grad_outs = [_sens_tensor(s, o) for s, o in zip(flat, outs)]
        targets = []
        for i in positions:
            _collect(leaves[i], targets)
        w_torch = [w._t if w._t.requires_grad else None for w in weights]
        targets.extend(t for t in w_torch if t is not None)
        pairs = [(o, g) for o, g in zip(outs, grad_outs) if o.requires_grad]
        if targets and pairs:
            got = torch.autograd.grad([p[0] for p in pairs], targets, [p[1] for p in pairs], retain_graph=nested,
                                      create_graph=nested, allow_unused=True, materialize_grads=True)
        else:
            got = [torch.zeros_like(t) for t in targets]
    by_id = {id(t): g for t, g in zip(targets, got)}
    input_grads = [_assemble(args[i], leaves[i], by_id) for i in positions]
    weight_grads = [_wrap(by_id[id(t)]) if t is not None else _wrap(torch.zeros_like(w._t.detach()))
                    for w, t in zip(weights, w_torch)]
    return (out if nested else _detach(out)), input_grads, weight_grads


def _fn_name(fn):
    return getattr(fn, "__name__", type(fn).__name__)


def _check_positions(grad_position, nargs):
    if grad_position is None:
        return ()
    pos = (grad_position,) if isinstance(grad_position, int) else grad_position
    for p in pos:
        if p < 0 or p >= nargs:
            raise ValueError(f"The element in grad_position must belong to [0, {nargs}), but got {p}.")
    return pos


class _Grad:
    """Engine of ``mindspore.grad`` / ``mindspore.value_and_grad`` (and ``ForwardValueAndGrad``).

    Args:
        grad_position (Union[None, int, tuple[int]]): Input positions to differentiate.
        weights (Union[None, Parameter, ParameterTuple, list, tuple]): Parameters to differentiate.
        has_aux (bool): Only the first output is differentiated; the others are returned as they are.
        get_value (bool): Also return the forward value: ``(value, grads)``.
        return_ids (bool): Pair each gradient with its input position / Parameter name.
        sens_param (bool): The last positional input (or keyword ``sens``) is the sensitivity.
    """

    def __init__(self, grad_position=0, weights=None, has_aux=False, get_value=False, return_ids=False,
                 sens_param=False):
        self.grad_position = grad_position
        self.weights = weights
        self.has_aux = has_aux
        self.get_value = get_value
        self.return_ids = return_ids
        self.sens_param = sens_param
        self._wlist = _weight_list(weights)
        self._single_weight = isinstance(weights, Parameter)

    def __call__(self, fn, *args, **kwargs):
        sens = None
        if self.sens_param:
            if "sens" in kwargs:
                sens = kwargs.pop("sens")
            elif args:
                args, sens = args[:-1], args[-1]
            else:
                raise TypeError("'sens_param' is True, so the sensitivity must be passed as the last input or as "
                                "the keyword 'sens'.")
        positions = _check_positions(self.grad_position, len(args))
        out, g_in, g_w = _differentiate(fn, args, kwargs, positions, self._wlist, sens, self.has_aux)
        if self.return_ids:
            g_in = [(p, g) for p, g in zip(positions, g_in)]
            g_w = [(w.name, g) for w, g in zip(self._wlist, g_w)]
        grads_in = g_in[0] if isinstance(self.grad_position, int) else tuple(g_in)
        grads_w = g_w[0] if self._single_weight else tuple(g_w)
        if self.grad_position is None:
            grads = grads_w
        elif self.weights is None:
            grads = grads_in
        else:
            grads = (grads_in, grads_w)
        if self.get_value:
            return out, grads
        if self.has_aux:
            return grads, tuple(out[1:])
        return grads


