"""Helpers shared by the training wrappers (not public)."""
import logging

import torch

from ...common.tensor import Tensor, _wrap
from ..cell import Cell

_logger = logging.getLogger("mindspore")


def log_warning(msg):
    """A MindSpore-style warning line (MindSpore logs these; it does not raise Python warnings)."""
    _logger.warning(msg)


def get_attr_from_cell(cell, network):
    """Copy the attributes a wrapper inherits from the network it wraps (jit config, amp level)."""
    if not isinstance(network, Cell):
        return
    d = network.__dict__
    if "jit_config_dict" in d or "_jit_config_dict" in d:
        cell.__dict__["_jit_config_dict"] = d.get("jit_config_dict", d.get("_jit_config_dict"))
    if "_amp_level" in d:
        cell.__dict__["_amp_level"] = d["_amp_level"]


def cast_floats(obj, torch_dtype):
    """Cast every floating Tensor inside `obj` (Tensor, tuple, list, nesting) to `torch_dtype`."""
    if isinstance(obj, Tensor):
        t = obj._t
        if t.is_floating_point() and t.dtype is not torch_dtype:
            return _wrap(t.to(torch_dtype))
        return obj
    if isinstance(obj, (tuple, list)):
        return type(obj)(cast_floats(x, torch_dtype) for x in obj)
    return obj


def _flat_outputs(out):
    if isinstance(out, Tensor):
        return [out]
    if isinstance(out, (tuple, list)):
        flat = []
        for x in out:
            flat.extend(_flat_outputs(x))
        return flat
    return []


def _sens_like(t, sens):
    """The output gradient for output `t`: ones (sens None), a number, or a Tensor broadcast to `t`'s shape."""
    if sens is None:
        return torch.ones_like(t)
    if isinstance(sens, Tensor):
        s = sens._t.detach().to(device=t.device, dtype=t.dtype)
    elif isinstance(sens, torch.Tensor):
        s = sens.detach().to(device=t.device, dtype=t.dtype)
    else:
        return torch.full_like(t, sens)
    if s.shape == t.shape:
        return s
    if s.numel() == 1:
        return torch.ones_like(t) * s.reshape(())
    return s.expand(t.shape)


def forward_backward(network, inputs, weights, sens=None):
    """Run ``network(*inputs)`` once with autograd and differentiate its output(s) w.r.t. `weights`.

    Args:
        network (Callable): the network (its output: a Tensor or a tuple/list of Tensors).
        inputs (tuple): the inputs.
        weights (Sequence[Parameter]): the Parameters to differentiate against.
        sens: output gradient: ``None`` (ones), a number, a Tensor (broadcast to the output), or for several outputs
            a tuple with one entry per output.

    Returns:
        (output, grads): the output with its graph detached, and a list of torch gradients, one per weight, in the
        weight's dtype (zeros for a weight the output does not depend on).
    """
    params = [p._t for p in weights]
    switched = [t for t in params if not t.requires_grad and (t.is_floating_point() or t.is_complex())]
    for t in switched:
        t.requires_grad_(True)
    try:
        with torch.enable_grad():
            out = network(*inputs)
            outs = _flat_outputs(out)
            if isinstance(sens, (tuple, list)):
                sens_list = list(sens)
            else:
                sens_list = [sens] * len(outs)
            pairs = [(o._t, _sens_like(o._t, s)) for o, s in zip(outs, sens_list) if o._t.requires_grad]
            wanted = [i for i, t in enumerate(params) if t.requires_grad]
            grads = [None] * len(params)
            if pairs and wanted:
                got = torch.autograd.grad([p[0] for p in pairs], [params[i] for i in wanted],
                                          grad_outputs=[p[1] for p in pairs], allow_unused=True)
                for i, g in zip(wanted, got):
                    grads[i] = g
    finally:
        for t in switched:
            t.requires_grad_(False)
    grads = [torch.zeros_like(p) if g is None else g for p, g in zip(params, grads)]
    return _detach(out), grads


def _detach(out):
    if isinstance(out, Tensor):
        return _wrap(out._t.detach()) if out._t.requires_grad else out
    if isinstance(out, (tuple, list)):
        return type(out)(_detach(x) for x in out)
    return out
