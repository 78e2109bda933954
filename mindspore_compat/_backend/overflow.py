"""Gradient unscaling, overflow detection and the overflow-skipped optimizer step.

Everything here works on ``torch.Tensor`` lists and keeps results on the device: the overflow flag is a 0-d
``torch.bool`` tensor, never a Python bool, so a CUDA/NPU training step does not wait for the device.

Detection modes:

* ``"inf_nan"`` (default): an element is an overflow when it is ``inf``, ``-inf`` or NaN.
* ``"saturation"``: Ascend's saturation mode, where an overflowing float operation saturates to the largest finite
  value instead of producing ``inf``. A value whose magnitude reaches the dtype's largest finite value (±65504 in
  float16) counts as an overflow, in addition to inf/NaN.

The mode comes from :func:`set_check_mode` when it was called, else from the environment variable
``MS_ASCEND_CHECK_OVERFLOW_MODE`` (MindSpore's values ``"INFNAN_MODE"`` / ``"SATURATION_MODE"``, or ``"inf_nan"`` /
``"saturation"``), else ``"inf_nan"``.

The loss-scaled train step uses :func:`unscale_and_check_`: one fused pass over the gradients that multiplies them
by the inverse scale and raises the overflow flag, and :func:`step_unless`, which skips the optimizer update on the
host (CPU) or masks it on the device, tensor by tensor, through the optimizer's own masked update (see
``mindspore_compat/nn/optim/optimizer.py``). See ``docs/guides/differences.rst`` for the user-facing summary.
"""
import os

import torch

__all__ = ["INF_NAN", "SATURATION", "ENV_VAR", "get_check_mode", "set_check_mode", "unscale_", "found_non_finite",
           "unscale_and_check_", "per_tensor_non_finite", "reduce_flag", "step_unless", "float_status",
           "clear_float_status"]

INF_NAN = "inf_nan"
SATURATION = "saturation"
ENV_VAR = "MS_ASCEND_CHECK_OVERFLOW_MODE"

_ALIASES = {"inf_nan": INF_NAN, "infnan_mode": INF_NAN, "infnan": INF_NAN,
            "saturation": SATURATION, "saturation_mode": SATURATION}
_state = {"mode": None}
_HAS_FUSED_CHECK = hasattr(torch, "_amp_foreach_non_finite_check_and_unscale_")
_FUSED_DTYPES = (torch.float16, torch.bfloat16, torch.float32, torch.float64)


def _normalize(mode, source):
    key = str(mode).strip().lower()
    if key not in _ALIASES:
        raise ValueError(f"The overflow check mode from {source} must be one of 'inf_nan' ('INFNAN_MODE') or "
                         f"'saturation' ('SATURATION_MODE'), but got '{mode}'.")
    return _ALIASES[key]


def get_check_mode():
    """The overflow detection mode in effect: ``"inf_nan"`` or ``"saturation"``."""
    if _state["mode"] is not None:
        return _state["mode"]
    env = os.environ.get(ENV_VAR)
    if not env:
        return INF_NAN
    return _normalize(env, f"the environment variable {ENV_VAR}")


def set_check_mode(mode):
    """Select the overflow detection mode for the process; ``None`` goes back to the environment variable.

    Args:
        mode (Union[str, None]): ``"inf_nan"``, ``"saturation"`` (MindSpore spellings ``"INFNAN_MODE"`` and
            ``"SATURATION_MODE"`` are accepted too) or ``None``.

    Returns:
        str or None, the previous explicit setting.
    """
    previous = _state["mode"]
    _state["mode"] = None if mode is None else _normalize(mode, "set_check_mode")
    return previous


def _groups(tensors):
    """Floating tensors grouped by (device, dtype), in first-seen order."""
    groups = {}
    for t in tensors:
        if t is None or not (t.is_floating_point() or t.is_complex()):
            continue
        groups.setdefault((t.device, t.dtype), []).append(t)
    return groups


def unscale_(grads, scale):
    """Divide every gradient by `scale` in place, as MindSpore's loss-scale cells do: the reciprocal is taken in
    the scale's dtype, then cast to each gradient's dtype, then multiplied (``g * cast(1/scale, g.dtype)``).

    One ``torch._foreach_mul_`` per (device, dtype) group.

    Args:
        grads (list[torch.Tensor]): gradients (modified in place).
        scale (torch.Tensor): the loss scale, one element.
    """
    inv = torch.reciprocal(scale.detach()).reshape(())
    for (device, dtype), group in _groups(grads).items():
        torch._foreach_mul_(group, inv.to(device=device, dtype=dtype))


def unscale_and_check_(grads, scale, mode=None, scale_at_least_one=False):
    """Unscale the gradients in place (as :func:`unscale_`) and return whether any unscaled element overflowed (as
    :func:`found_non_finite`), in ONE pass over the gradients when possible.

    The fused pass is torch's ``_amp_foreach_non_finite_check_and_unscale_`` with the real inverse scale (rounded
    to each gradient dtype first, as MindSpore's cast does). That kernel looks at the values *before* multiplying;
    the result equals MindSpore's check of the *unscaled* values whenever ``|1 / scale| <= 1``: a finite value
    times such a factor stays finite and a non-finite one stays non-finite. The caller vouches for that with
    `scale_at_least_one` (``|scale| >= 1``); otherwise, and for the saturation mode, for gradients that require
    grad or have other dtypes, the two-pass path (:func:`unscale_` then :func:`found_non_finite`) runs.

    Args:
        grads (list[torch.Tensor]): gradients (modified in place).
        scale (torch.Tensor): the loss scale, one element.
        mode (str): ``"inf_nan"`` or ``"saturation"``; ``None`` uses :func:`get_check_mode`.
        scale_at_least_one (bool): ``|scale| >= 1`` is known to hold (NaN excluded).

    Returns:
        torch.Tensor, 0-d bool on the scale's device: ``True`` when an overflow was found.
    """
    mode = get_check_mode() if mode is None else _normalize(mode, "unscale_and_check_")
    grads = [g for g in grads if g is not None]
    groups = _groups(grads)
    fusable = (scale_at_least_one and mode == INF_NAN and _HAS_FUSED_CHECK
               and all(dtype in _FUSED_DTYPES and not any(t.requires_grad for t in group)
                       for (_, dtype), group in groups.items()))
    if not fusable:
        unscale_(grads, scale)
        return found_non_finite(grads, mode=mode, inplace_ok=True)
    inv = torch.reciprocal(scale.detach()).reshape(1)
    flags = []
    for (device, dtype), group in groups.items():
        inv_d = inv.to(device=device, dtype=dtype)
        if dtype is not torch.float32:
            inv_d = inv_d.to(torch.float32)
        flags.append(_check_and_unscale(group, inv_d))
    return _combine(flags, scale.device)


def _check_and_unscale(group, inv):
    """Raise a 0-d bool flag when an element of `group` is inf or NaN, then multiply every tensor by `inv` (a
    one-element float32 tensor; ``None``: leave the values alone). The check looks at the values before the
    multiplication, as torch's fused kernel does.

    Eagerly this is that fused kernel, one pass over the group. While TorchDynamo traces a graph it is written as
    element-wise operations instead: the fused kernel has no functional form that reuses its inputs, so a compiled
    graph would copy every gradient before calling it, while the element-wise form fuses with the update that
    follows. Both give the same bits: one float32 product per element (``x * inv``, computed in float32 and rounded
    to the tensor's dtype), and the same flag."""
    if torch.compiler.is_compiling():
        flags = [torch.isfinite(t).logical_not().any() for t in group]
        if inv is not None:
            torch._foreach_mul_(group, inv.reshape(()))
        return torch.stack(flags).any()
    found = torch.zeros(1, dtype=torch.float32, device=group[0].device)
    torch._amp_foreach_non_finite_check_and_unscale_(
        group, found, inv if inv is not None else torch.ones(1, device=group[0].device))
    return (found > 0).reshape(())


def _combine(flags, device):
    if not flags:
        return torch.zeros((), dtype=torch.bool, device=device)
    if len(flags) == 1:
        out = flags[0].reshape(()).to(torch.bool)
    else:
        out = torch.stack([f.reshape(()).to(device=device, dtype=torch.bool) for f in flags]).any()
    _raise_status(out)
    return out


# ----- the float-status register (ops.NPUGetFloatStatus / ops.NPUClearFloatStatus) -----------------------------------
# The register is always a tensor, so that a compiled step reads and writes the same kind of object on every call:
# were it None until the first check, the second call of a compiled step would find a tensor there and compile the
# step again. ``raised`` tells whether a check ran since the last clear; it is only ever written inside a graph.
_state["status"] = torch.zeros((), dtype=torch.bool)
_state["raised"] = False


def _raise_status(flag):
    """Every overflow check above ORs its result into a process-wide register (a device tensor, no host wait)."""
    _state["status"] = _state["status"].to(flag.device) | flag
    _state["raised"] = True


def float_status():
    """The register: a 0-d bool tensor, True when a check found an overflow since the last clear (None if no check
    ran)."""
    return _state["status"] if _state["raised"] else None


def clear_float_status():
    """Lower the register."""
    _state["status"] = torch.zeros((), dtype=torch.bool, device=_state["status"].device)
    _state["raised"] = False


def _saturation_limit(dtype):
    return torch.finfo(dtype).max if dtype.is_floating_point else float("inf")


def found_non_finite(tensors, mode=None, inplace_ok=False):
    """Whether any element of any tensor overflowed, as a 0-d ``torch.bool`` tensor on the tensors' device.

    Args:
        tensors (list[torch.Tensor]): the tensors to check (non-floating tensors never overflow).
        mode (str): ``"inf_nan"`` or ``"saturation"``; ``None`` uses :func:`get_check_mode`.
        inplace_ok (bool): the tensors may be written (values unchanged) — lets the inf/NaN check use torch's fused
            ``_amp_foreach_non_finite_check_and_unscale_`` kernel, one pass over all tensors of a device. Only pass
            ``True`` for tensors no autograd graph has saved (gradients). Default: ``False`` (read-only
            ``_foreach_norm`` pass).

    Returns:
        torch.Tensor, 0-d bool: ``True`` when an overflow was found.
    """
    mode = get_check_mode() if mode is None else _normalize(mode, "found_non_finite")
    tensors = [t for t in tensors if t is not None]
    device = tensors[0].device if tensors else torch.device("cpu")
    flags = []
    if mode == INF_NAN and inplace_ok and _HAS_FUSED_CHECK:
        by_device = {}
        for (dev, dtype), group in _groups(tensors).items():
            if dtype in _FUSED_DTYPES and not any(t.requires_grad for t in group):
                by_device.setdefault(dev, []).extend(group)
            else:
                flags.append(_norm_flag(group, mode))
        for group in by_device.values():
            flags.append(_check_and_unscale(group, None))
        return _combine(flags, device)
    for (_, dtype), group in _groups(tensors).items():
        flags.append(_norm_flag(group, mode))
    return _combine(flags, device)


def _norm_flag(group, mode):
    """Per-group flag from the max-abs of each tensor (one ``_foreach_norm`` pass; NaN propagates)."""
    with torch.no_grad():
        group = [t.detach() for t in group]
        if group[0].is_complex():
            group = [torch.view_as_real(t) for t in group]
        norms = torch.stack([n.float() for n in torch._foreach_norm(group, float("inf"))])
        bad = ~torch.isfinite(norms)
        if mode == SATURATION:
            bad = bad | (norms >= _saturation_limit(group[0].dtype))
        return bad.any()


def per_tensor_non_finite(tensors, mode=None):
    """One 0-d bool per tensor: which tensors overflowed (used by diagnostics, not by the training step)."""
    mode = get_check_mode() if mode is None else _normalize(mode, "per_tensor_non_finite")
    out = []
    for t in tensors:
        if t is None or not (t.is_floating_point() or t.is_complex()):
            out.append(torch.zeros((), dtype=torch.bool))
        else:
            out.append(_norm_flag([t], mode))
    return out


def reduce_flag(flag, group=None):
    """OR the flag over all ranks when ``torch.distributed`` is initialised with more than one rank, so every
    rank skips the same steps; otherwise return it unchanged."""
    dist = torch.distributed
    if not (dist.is_available() and dist.is_initialized()) or dist.get_world_size(group) <= 1:
        return flag
    as_float = flag.to(torch.float32).reshape(1)
    dist.all_reduce(as_float, op=dist.ReduceOp.MAX, group=group)
    return (as_float > 0).reshape(())


def step_unless(found, step, state, host_branch=None):
    """Run ``step()`` (an optimizer update) unless `found` is true, without a snapshot of the model.

    On the CPU the flag is read (no device to wait for) and `step` is simply skipped on overflow. On an
    accelerator the flag stays on the device when `step` offers a masked form: a ``step.masked(found)`` method
    (the train cells pass the optimizer's :meth:`~mindspore_compat.nn.Optimizer` masked update, which writes every
    parameter and state tensor with ``torch.where(found, old, new)``, one tensor at a time). A step without that
    method (an optimizer written by the user, a boost cell's composite update) falls back to reading the flag on
    the host, as on the CPU: one synchronisation, but never a copy of all parameters.

    Args:
        found (torch.Tensor): 0-d bool.
        step (Callable[[], object]): the update, optionally with a ``masked(found)`` method.
        state (Callable[[], list[torch.Tensor]]): the tensors `step` may modify; kept for callers written against
            the earlier snapshot form, not called.
        host_branch (bool): force the CPU behaviour (``True``) or the on-device masking (``False``); ``None``
            decides by the flag's device.

    Returns:
        The value returned by `step` (or by its masked form), or ``None`` when it was skipped on the host.
    """
    if host_branch is None:  # inside a compiled step the flag stays a tensor on every device
        host_branch = found.device.type == "cpu" and not torch.compiler.is_compiling()
    masked = None if host_branch else getattr(step, "masked", None)
    if masked is None:
        if bool(found):
            return None
        return step()
    return masked(found)
