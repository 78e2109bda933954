"""Small helpers shared by the layer and loss modules (not public)."""
import logging

import torch

from ...common.tensor import Tensor

_logger = logging.getLogger("mindspore")


def log_warning(msg):
    """Emit a MindSpore-style warning line (MindSpore logs these, it does not raise Python warnings)."""
    _logger.warning(msg)


def torch_of(x, arg_name, cls_name):
    """The torch tensor behind `x`; TypeError naming the argument when `x` is not a Tensor."""
    if isinstance(x, Tensor):
        return x._t
    raise TypeError(f"For '{cls_name}', the '{arg_name}' must be 'Tensor', but got '{type(x).__name__}'.")


def same_padding(size, kernel, stride, dilation):
    """MindSpore/TensorFlow 'same' padding of one spatial dimension: (before, after), extra goes after."""
    out = -(-size // stride)
    need = max(0, (out - 1) * stride + (kernel - 1) * dilation + 1 - size)
    return need // 2, need - need // 2


def lowest(dtype):
    """The value that never wins a max: -inf for floating dtypes, the minimum for integers."""
    if dtype.is_floating_point:
        return float("-inf")
    return torch.iinfo(dtype).min


def check_bool(value, arg_name, cls_name):
    """MindSpore's plain bool check of layer flags (TypeError "... must be a bool, but got int.")."""
    if not isinstance(value, bool):
        raise TypeError(f"For '{cls_name}', the '{arg_name}' must be a bool, but got {type(value).__name__}.")
    return value


def keep_args(cell, **values):
    """Store constructor arguments on `cell` as attributes of the same names (MindSpore exposes them so)."""
    for name, value in values.items():
        setattr(cell, name, value)
