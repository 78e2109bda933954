"""Gradient unscaling, overflow detection and the overflow-skipped optimizer step (DESIGN decision 5).

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
"""
import os

import torch

__all__ = ["INF_NAN", "SATURATION", "ENV_VAR", "get_check_mode", "set_check_mode", "unscale_", "found_non_finite",
           "per_tensor_non_finite", "reduce_flag", "step_unless"]

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


def _combine(flags, device):
    if not flags:
        return torch.zeros((), dtype=torch.bool, device=device)
    if len(flags) == 1:
        return flags[0].reshape(()).to(torch.bool)
    return torch.stack([f.reshape(()).to(device=device, dtype=torch.bool) for f in flags]).any()


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
        for dev, group in by_device.items():
            found = torch.zeros(1, dtype=torch.float32, device=dev)
            torch._amp_foreach_non_finite_check_and_unscale_(group, found, torch.ones(1, device=dev))
            flags.append(found > 0)
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
    """Run ``step()`` (an optimizer update) unless `found` is true.

    On the CPU the flag is read (no device to wait for) and `step` is simply skipped on overflow. On an
    accelerator the flag stays on the device: `state` (every tensor `step` may write: parameters and optimizer
    state) is snapshotted, `step` runs, and each tensor is restored with ``torch.where(found, old, new)``.

    Args:
        found (torch.Tensor): 0-d bool.
        step (Callable[[], object]): the update.
        state (Callable[[], list[torch.Tensor]]): returns the tensors `step` may modify (only called on
            accelerators).
        host_branch (bool): force the CPU behaviour (``True``) or the on-device masking (``False``); ``None``
            decides by the flag's device.

    Returns:
        The value returned by `step`, or ``None`` when it was skipped on the CPU.
    """
    if host_branch is None:  # inside a compiled step the flag stays a tensor on every device
        host_branch = found.device.type == "cpu" and not torch.compiler.is_compiling()
    if host_branch:
        if bool(found):
            return None
        return step()
    tensors = state()
    with torch.no_grad():
        saved = [t.detach().clone() for t in tensors]
    result = step()
    with torch.no_grad():
        for t, old in zip(tensors, saved):
            if t.shape == old.shape:
                t.copy_(torch.where(found, old, t))
    return result
