"""Checks and the step counter shared by the PyTorch-style optimizers (not public)."""
import torch

from ...common import dtype as mstype
from ...common.tensor import Tensor
from ...common.parameter import Parameter

_K = "mindspore.experimental.optim."


def check_range(cls, name, value, low=0.0, high=None, high_open=True):
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise TypeError(f"For '{cls}', the '{name}' must be int or float, but got {type(value).__name__}.")
    if value < low or (high is not None and (value >= high if high_open else value > high)):
        raise ValueError(f"Invalid {name} value: {value}")
    return value


def check_betas(cls, betas):
    if not isinstance(betas, (tuple, list)) or len(betas) != 2:
        raise TypeError(f"For '{cls}', the 'betas' must be a tuple of 2 floats, but got {betas}.")
    for i, b in enumerate(betas):
        if not 0.0 <= b < 1.0:
            raise ValueError(f"Invalid beta parameter at index {i}: {b}")
    return tuple(betas)


def check_lr(cls, lr):
    if isinstance(lr, (int, float)) and not isinstance(lr, bool) and lr < 0.0:
        raise ValueError(f"Invalid learning rate: {lr}")


def step_counter():
    return Parameter(Tensor(0, mstype.int32), "state_step", requires_grad=False)


def advance(step):
    """Add one to the shared step counter (after the update used the old value)."""
    with torch.no_grad():
        step._t.add_(1)


def key(name):
    return _K + name
