"""Element-wise functions whose MindSpore CPU kernels round differently from the exact function.

The values here reproduce what MindSpore 2.10's CPU kernels print, to the last bit where the kernel's arithmetic is
known, so that :class:`~mindspore.Tensor` methods, ``mindspore.ops`` and ``mindspore.nn`` agree with each other and
with MindSpore.
"""
import torch
from torch.utils._python_dispatch import _get_current_dispatch_mode

__all__ = ["tanh"]


def _fma(a, b, c):
    """``a * b + c`` rounded once to float32, as a fused multiply-add does (the float64 product is exact)."""
    return (a.double() * b.double() + c).float()


def _rational_tanh(x):
    """MindSpore's float32 CPU tanh: a [7/6] rational approximation on ``[-5, 5]`` evaluated with fused
    multiply-adds, saturated to -1 and 1 beyond."""
    x2 = x * x
    num = _fma(_fma(x2 + 378.0, x2, 17325.0), x2, 135135.0) * x
    den = _fma(_fma(_fma(torch.full_like(x2, 28.0), x2, 3150.0), x2, 62370.0), x2, 135135.0)
    y = num / den
    y = torch.where(x > 5.0, torch.ones_like(y), y)
    return torch.where(x < -5.0, -torch.ones_like(y), y)


class _Tanh(torch.autograd.Function):
    """The rational tanh with MindSpore's gradient, ``dy * (1 - y * y)`` on the output ``y`` (the bracket rounded
    once, as a fused multiply-add does)."""

    @staticmethod
    def forward(ctx, t):
        y = _rational_tanh(t.float()).to(t.dtype)
        ctx.save_for_backward(y)
        return y

    @staticmethod
    def backward(ctx, dy):
        (y,) = ctx.saved_tensors
        return dy * _fma(-y, y, 1.0).to(y.dtype)


def _whole_operators():
    """Whether a dispatch mode that must see each MindSpore operator as one torch operator is active (see
    mindspore_compat.utils.MsDispatchMode)."""
    mode = _get_current_dispatch_mode()
    return mode is not None and getattr(mode, "whole_operators", False)


def tanh(t):
    """The hyperbolic tangent of a torch tensor as MindSpore's CPU kernel computes it (float16 and float32 through
    the float32 approximation; other dtypes exactly). Tensors on an accelerator use the device's own tanh, as
    MindSpore's GPU and Ascend kernels do."""
    if t.device.type == "cpu" and t.dtype in (torch.float32, torch.float16) and not _whole_operators():
        return _Tanh.apply(t)
    return torch.tanh(t)
