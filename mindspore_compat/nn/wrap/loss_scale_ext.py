"""Loss-scaling extensions that MindSpore does not have (opt-in; nothing here changes MindSpore's defaults).

* :class:`HysteresisLossScaleUpdateCell` — an update cell for :class:`mindspore.nn.TrainOneStepWithLossScaleCell`
  that lowers the scale only after several overflowing steps and by its own ratio (the policy of the Ascend
  TensorFlow adapter's ``ExponentialUpdateLossScaleManager``). MindSpore's own
  :class:`mindspore.nn.DynamicLossScaleUpdateCell` lowers it on every overflow.
* :class:`LossScaleRecorder` — records, step by step, the loss scale, whether the step overflowed and which
  Parameter's gradient overflowed first.

These names are deliberately not MindSpore names; they live only in ``mindspore_compat.nn.wrap.loss_scale_ext``
(``mindspore.nn.wrap.loss_scale_ext`` with the alias installed) and are not exported by ``mindspore.nn``.
"""
from collections import namedtuple

import torch

from ..._backend import overflow as _overflow
from ..._checkparam import check_positive_int, check_value_type
from ...common import dtype as mstype
from ...common.parameter import Parameter
from ...common.tensor import Tensor
from ..cell import Cell
from .loss_scale import TrainOneStepWithLossScaleCell

__all__ = ["HysteresisLossScaleUpdateCell", "LossScaleRecorder", "LossScaleRecord"]


def _flag(overflow, device):
    if isinstance(overflow, Tensor):
        return overflow._t.reshape(()).to(device=device, dtype=torch.bool)
    return torch.tensor(bool(overflow), device=device)


class HysteresisLossScaleUpdateCell(Cell):
    r"""
    Loss-scale update cell with hysteresis (not a MindSpore class: a mindspore_compat extension).

    Follows the policy of the Ascend TensorFlow adapter's ``ExponentialUpdateLossScaleManager``:

    - a step without overflow counts as good; after `incr_every_n_steps` good steps in a row the scale is
      multiplied by `incr_ratio` (unless the result would be inf) and both counters restart;
    - a step with overflow resets the good-step count and counts as bad; when `decr_every_n_nan_or_inf` bad steps
      have accumulated since the last change of the scale, the scale is multiplied by `decr_ratio` (not below 1) and
      both counters restart.

    Use it as `scale_sense` of :class:`mindspore.nn.TrainOneStepWithLossScaleCell`, exactly like
    :class:`mindspore.nn.DynamicLossScaleUpdateCell` (the train cell still skips every overflowing step). The
    counters are Parameters named ``good_steps`` and ``bad_steps`` (attributes ``good_steps`` / ``bad_steps``), so
    they are saved in checkpoints.

    Args:
        loss_scale_value (float): The initial loss scale, at least 1.
        incr_every_n_steps (int): Good steps in a row before the scale grows.
        decr_every_n_nan_or_inf (int): Bad steps before the scale shrinks. Default: ``2``.
        incr_ratio (float): Growth factor, greater than 1. Default: ``2.0``.
        decr_ratio (float): Shrink factor, in (0, 1). Default: ``0.8``.

    Inputs:
        - **loss_scale** (Parameter) - The current loss scale; updated in place.
        - **overflow** (Union[Tensor, bool]) - Whether the step overflowed.

    Outputs:
        The `overflow` input, unchanged.

    Raises:
        TypeError: If an argument has the wrong type.
        ValueError: If an argument is out of range.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> from mindspore import Parameter, Tensor
        >>> from mindspore.nn.wrap.loss_scale_ext import HysteresisLossScaleUpdateCell
        >>> cell = HysteresisLossScaleUpdateCell(1024.0, incr_every_n_steps=2, decr_every_n_nan_or_inf=2,
        ...                                      decr_ratio=0.5)
        >>> scale = Parameter(Tensor(1024.0), name="scale")
        >>> for overflow in (True, True, False, False):
        ...     _ = cell(scale, Tensor(overflow))
        ...     print(scale.asnumpy())
        1024.0
        512.0
        512.0
        1024.0
    """

    def __init__(self, loss_scale_value, incr_every_n_steps, decr_every_n_nan_or_inf=2, incr_ratio=2.0,
                 decr_ratio=0.8):
        super().__init__()
        cls = self.cls_name
        check_value_type("loss_scale_value", loss_scale_value, [int, float], cls)
        if not loss_scale_value >= 1:
            raise ValueError(f"For '{cls}', the 'loss_scale_value' must be >= 1, but got {loss_scale_value}.")
        check_positive_int(incr_every_n_steps, "incr_every_n_steps", cls)
        check_positive_int(decr_every_n_nan_or_inf, "decr_every_n_nan_or_inf", cls)
        check_value_type("incr_ratio", incr_ratio, [int, float], cls)
        check_value_type("decr_ratio", decr_ratio, [int, float], cls)
        if not incr_ratio > 1:
            raise ValueError(f"For '{cls}', the 'incr_ratio' must be > 1, but got {incr_ratio}.")
        if not 0 < decr_ratio < 1:
            raise ValueError(f"For '{cls}', the 'decr_ratio' must be in (0, 1), but got {decr_ratio}.")
        self.loss_scale_value = loss_scale_value
        self.incr_every_n_steps = incr_every_n_steps
        self.decr_every_n_nan_or_inf = decr_every_n_nan_or_inf
        self.incr_ratio = float(incr_ratio)
        self.decr_ratio = float(decr_ratio)
        self.good_steps = Parameter(Tensor(0, dtype=mstype.int32), name="good_steps", requires_grad=False)
        self.bad_steps = Parameter(Tensor(0, dtype=mstype.int32), name="bad_steps", requires_grad=False)

    def get_loss_scale(self):
        """The initial loss scale (the constructor argument)."""
        return self.loss_scale_value

    def construct(self, loss_scale, overflow):
        s = loss_scale._t
        ovf = _flag(overflow, s.device)
        with torch.no_grad():
            good = self.good_steps._t
            bad = self.bad_steps._t
            grow = ~ovf & (good + 1 >= self.incr_every_n_steps)
            shrink = ovf & (bad + 1 >= self.decr_every_n_nan_or_inf)
            grown = s * self.incr_ratio
            grown = torch.where(torch.isfinite(grown), grown, s)
            shrunk = torch.clamp_min(s * self.decr_ratio, 1.0)
            s.copy_(torch.where(grow, grown, torch.where(shrink, shrunk, s)))
            changed = grow | shrink
            zero = torch.zeros_like(good)
            good.copy_(torch.where(changed | ovf, zero, good + 1))
            bad.copy_(torch.where(changed, zero, torch.where(ovf, bad + 1, bad)))
        return overflow


LossScaleRecord = namedtuple("LossScaleRecord", ["step", "scale", "overflow", "first_overflow"])
LossScaleRecord.__doc__ = """One step seen by a :class:`LossScaleRecorder`.

- ``step`` (int): 1 for the first recorded step.
- ``scale`` (float): the loss scale the step used.
- ``overflow`` (bool): whether the step's gradients overflowed (the update was skipped).
- ``first_overflow`` (Union[str, None]): on overflow, the name of the first Parameter (in optimizer order) whose
  gradient overflowed; ``None`` otherwise.
"""


class LossScaleRecorder:
    r"""
    Records the loss-scale history of a :class:`mindspore.nn.TrainOneStepWithLossScaleCell` (not a MindSpore class:
    a mindspore_compat extension for debugging mixed-precision training).

    After :meth:`attach`, every step appends a :class:`LossScaleRecord` ``(step, scale, overflow, first_overflow)``.
    Recording reads the scale and the flag back to the host (and, on overflow steps, checks the gradients one by
    one), so it slows the step down a little on accelerators; detach it when not needed. A cell without a recorder
    pays nothing.

    Args:
        max_records (int): Keep only the latest `max_records` records; ``None`` keeps all. Default: ``None``.

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> from mindspore.nn.wrap.loss_scale_ext import LossScaleRecorder
        >>> net = nn.Dense(2, 1, weight_init="ones", bias_init="zeros")
        >>> optim = nn.Momentum(net.trainable_params(), learning_rate=0.1, momentum=0.9)
        >>> manager = nn.DynamicLossScaleUpdateCell(loss_scale_value=2.0**127, scale_factor=2, scale_window=1000)
        >>> train_net = nn.TrainOneStepWithLossScaleCell(nn.WithLossCell(net, nn.MSELoss()), optim, manager)
        >>> recorder = LossScaleRecorder().attach(train_net)
        >>> x, y = Tensor(np.ones([1, 2]), ms.float32), Tensor(np.ones([1, 1]), ms.float32)
        >>> for _ in range(2):
        ...     _ = train_net(x, y)
        >>> for record in recorder.records:
        ...     print(record)
        LossScaleRecord(step=1, scale=1.7014118346046923e+38, overflow=True, first_overflow='weight')
        LossScaleRecord(step=2, scale=8.507059173023462e+37, overflow=False, first_overflow=None)
    """

    def __init__(self, max_records=None):
        if max_records is not None:
            check_positive_int(max_records, "max_records", "LossScaleRecorder")
        self.max_records = max_records
        self.records = []
        self._step = 0
        self._cells = []

    def attach(self, train_cell):
        """Start recording the steps of `train_cell` (a TrainOneStepWithLossScaleCell). Returns self."""
        if not isinstance(train_cell, TrainOneStepWithLossScaleCell):
            raise TypeError(f"For 'LossScaleRecorder.attach', the cell must be a TrainOneStepWithLossScaleCell, but "
                            f"got {type(train_cell).__name__}.")
        train_cell.__dict__["_loss_scale_recorder"] = self
        self._cells.append(train_cell)
        return self

    def detach(self):
        """Stop recording on every attached cell. Returns self."""
        for cell in self._cells:
            if cell.__dict__.get("_loss_scale_recorder") is self:
                del cell.__dict__["_loss_scale_recorder"]
        self._cells = []
        return self

    def clear(self):
        """Forget the records (the step count restarts at 1)."""
        self.records = []
        self._step = 0

    def overflow_steps(self):
        """The step numbers of the recorded overflowing steps."""
        return [r.step for r in self.records if r.overflow]

    def _record(self, cell, used_scale, cond, grads):
        self._step += 1
        overflow = bool(cond._t.reshape(()).item()) if isinstance(cond, Tensor) else bool(cond)
        first = None
        if overflow:
            tensors = [g._t if isinstance(g, Tensor) else None for g in grads]
            for param, bad in zip(cell.weights, _overflow.per_tensor_non_finite(tensors)):
                if bool(bad):
                    first = param.name
                    break
        scale = float(used_scale.reshape(-1)[0].item())
        self.records.append(LossScaleRecord(self._step, scale, overflow, first))
        if self.max_records is not None and len(self.records) > self.max_records:
            del self.records[:len(self.records) - self.max_records]
