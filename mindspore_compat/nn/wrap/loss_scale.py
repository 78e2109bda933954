"""Loss-scaled training (``mindspore.nn.wrap.loss_scale``): the train cell and the loss-scale update cells.

The loss scale and the update cells' counters are Parameters: they are saved in checkpoints, move with the
network and survive a resume. The formulas are MindSpore's.

The step keeps the overflow flag on the device: the gradients are unscaled and checked in one fused pass, and the
optimizer update is skipped on the host (CPU) or masked on the device, tensor by tensor (see
``mindspore_compat/_backend/overflow.py`` and ``mindspore_compat/nn/optim/optimizer.py``).
"""
import os

import torch

from ... import context
from ..._backend import compile as _compile
from ..._backend import overflow as _overflow
from ...common import dtype as mstype
from ...common.parameter import Parameter
from ...common.tensor import Tensor, _wrap
from ..cell import Cell
from ._utils import forward_backward
from ..layer.basic import Identity
from .cell_wrapper import TrainOneStepCell
from ... import ops

__all__ = ["TrainOneStepWithLossScaleCell", "DynamicLossScaleUpdateCell", "FixedLossScaleUpdateCell"]

_CLS = "TrainOneStepWithLossScaleCell"


def _flag(overflow, device):
    """A 0-d torch.bool on `device` from a Bool Tensor or a Python bool."""
    if isinstance(overflow, Tensor):
        t = overflow._t
        return t.reshape(()).to(device=device, dtype=torch.bool)
    if isinstance(overflow, torch.Tensor):
        return overflow.reshape(()).to(device=device, dtype=torch.bool)
    return torch.tensor(bool(overflow), device=device)


class DynamicLossScaleUpdateCell(Cell):
    r"""
    Updates the loss scale dynamically; used as `scale_sense` of :class:`mindspore.nn.TrainOneStepWithLossScaleCell`.

    Training starts with the scale `loss_scale_value`. On a step whose gradients overflow, the scale is divided by
    `scale_factor` (never below 1). When `scale_window` steps have passed since the last overflow or the last
    increase without an overflow, the scale is multiplied by `scale_factor`. There is no upper bound: in float32
    the scale can reach ``inf`` (then every step overflows).

    :class:`mindspore.amp.DynamicLossScaleManager` returns this cell from ``get_update_cell``.

    The step counters are Parameters named ``current_iterator_step`` (attribute ``cur_iter``, starts at 1) and
    ``last_overflow_iterator_step`` (attribute ``last_overflow_iter``, starts at 0). The arguments are not
    validated.

    Args:
        loss_scale_value (float): The initial loss scale.
        scale_factor (int): The factor the scale is multiplied or divided by.
        scale_window (int): The number of overflow-free steps before the scale grows.

    Inputs:
        - **loss_scale** (Parameter) - The current loss scale, shape :math:`()` or :math:`(1,)`; updated in place.
        - **overflow** (Union[Tensor, bool]) - Whether the step overflowed.

    Outputs:
        The `overflow` input, unchanged.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, nn
        >>> dense = nn.Dense(4, 2, weight_init="ones", bias_init="zeros")
        >>> with_loss = nn.WithLossCell(dense, nn.MSELoss())
        >>> opt = nn.Momentum(dense.trainable_params(), learning_rate=0.01, momentum=0.9)
        >>> updater = nn.DynamicLossScaleUpdateCell(loss_scale_value=2**10, scale_factor=2, scale_window=2)
        >>> step = nn.TrainOneStepWithLossScaleCell(with_loss, opt, scale_sense=updater)
        >>> x = Tensor(np.full((3, 4), 0.5, np.float32))
        >>> y = Tensor(np.zeros((3, 2), np.float32))
        >>> for _ in range(3):
        ...     loss, overflow, scale = step(x, y)
        ...     print(loss, overflow, scale.asnumpy())
        4.0 False 1024.0
        3.8416002 False 2048.0
        3.552471 False 2048.0
        >>> print(updater.get_loss_scale())  # the initial value: the live scale is the Parameter
        1024
    """

    def __init__(self, loss_scale_value, scale_factor, scale_window):
        super().__init__()
        self.scale_window = Tensor(scale_window, dtype=mstype.int32)
        self.scale_factor = Tensor(scale_factor, dtype=mstype.float32)
        self.loss_scale_value = loss_scale_value
        # with a factor >= 1 the rule never takes a scale >= 1 below 1 (the train cell's fused unscale relies on it)
        try:
            keeps = bool(scale_factor >= 1)
        except TypeError:
            keeps = False
        object.__setattr__(self, "_keeps_scale_at_least_one", keeps)
        self.cur_iter = Parameter(Tensor(1, dtype=mstype.int32), name="current_iterator_step")
        self.last_overflow_iter = Parameter(Tensor(0, dtype=mstype.int32), name="last_overflow_iterator_step")
        self.minimum_loss_scale = Tensor(1.0, dtype=mstype.float32)

    def get_loss_scale(self):
        """The initial loss scale, as given to the constructor (it is not updated by training).

        Returns:
            The `loss_scale_value` argument.
        """
        return self.loss_scale_value

    def construct(self, loss_scale, overflow):
        s = loss_scale._t
        dev = s.device
        ovf = _flag(overflow, dev)
        with torch.no_grad():
            cur = self.cur_iter._t
            last = self.last_overflow_iter._t
            factor = self.scale_factor._t.to(dev)
            decreased = torch.where(ovf, torch.maximum(s / factor, self.minimum_loss_scale._t.to(dev)), s)
            grow = (cur - last) >= self.scale_window._t.to(dev)
            last.copy_(torch.where(ovf | grow, cur, last))
            new = torch.where(grow & ~ovf, decreased * factor, decreased)
            s.copy_(new.reshape(s.shape) if new.shape != s.shape else new)
            cur.add_(1)
        return overflow


class FixedLossScaleUpdateCell(Cell):
    r"""
    A loss scale that never changes; used as `scale_sense` of :class:`mindspore.nn.TrainOneStepWithLossScaleCell`.

    The train cell still skips the optimizer update on steps whose gradients overflow.
    :class:`mindspore.amp.FixedLossScaleManager` returns this cell from ``get_update_cell``.

    Args:
        loss_scale_value (float): The loss scale.

    Inputs:
        - **loss_scale** (Tensor) - The current loss scale (ignored).
        - **overflow** (Union[Tensor, bool]) - Whether the step overflowed.

    Outputs:
        The `overflow` input, unchanged.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, nn
        >>> dense = nn.Dense(4, 2, weight_init="ones", bias_init="zeros")
        >>> with_loss = nn.WithLossCell(dense, nn.MSELoss())
        >>> opt = nn.Momentum(dense.trainable_params(), learning_rate=0.01, momentum=0.9)
        >>> updater = nn.FixedLossScaleUpdateCell(loss_scale_value=128)
        >>> step = nn.TrainOneStepWithLossScaleCell(with_loss, opt, scale_sense=updater)
        >>> x = Tensor(np.full((3, 4), 0.5, np.float32))
        >>> y = Tensor(np.zeros((3, 2), np.float32))
        >>> loss, overflow, scale = step(x, y)
        >>> print(loss, overflow, scale.asnumpy(), updater.get_loss_scale())
        4.0 False 128.0 128
        >>> print(updater(scale, Tensor(False)))
        False
    """

    def __init__(self, loss_scale_value):
        super().__init__()
        self.loss_scale_value = loss_scale_value

    def get_loss_scale(self):
        """The loss scale, as given to the constructor.

        Returns:
            The `loss_scale_value` argument.
        """
        return self.loss_scale_value

    def construct(self, _, overflow):
        return overflow


class TrainOneStepWithLossScaleCell(TrainOneStepCell):
    r"""
    One training step with loss scaling: the backward starts from the loss scale instead of 1, the gradients are
    divided back by it, and the optimizer update is skipped when a gradient overflowed.

    A step runs:

    1. ``loss = network(*inputs)``;
    2. gradients of the loss w.r.t. the optimizer's Parameters, with ``ones_like(loss) * scale`` (scale cast to the
       loss dtype) as the output gradient;
    3. unscale: every gradient multiplied by ``cast(1 / scale, gradient dtype)``;
    4. gradient reduction (identity on one device);
    5. ``cond = get_overflow_status(status, grads)``: True when any gradient element is inf or NaN (the loss
       itself is not inspected);
    6. ``overflow = process_loss_scale(cond)``: lets the update cell, if any, update the scale;
    7. the optimizer runs only when there was no overflow (on overflow the Parameters, the optimizer state and its
       step counter stay unchanged).

    Args:
        network (Cell): The network with loss (see :class:`mindspore.nn.WithLossCell`).
        optimizer (Cell): The optimizer.
        scale_sense (Union[Tensor, Cell]): A loss-scale update cell
            (:class:`mindspore.nn.DynamicLossScaleUpdateCell`, :class:`mindspore.nn.FixedLossScaleUpdateCell`), whose
            ``get_loss_scale()`` is the initial scale, or a Tensor of shape :math:`()` or :math:`(1,)` holding a
            fixed scale (change it with :meth:`set_sense_scale`).

    Inputs:
        - **\*inputs** (Tuple(Tensor)) - Inputs of `network`.

    Outputs:
        Tuple of 3 items:

        - **loss** (Tensor) - The loss (before the update).
        - **overflow** (Tensor) - Bool scalar, whether the step overflowed.
        - **loss scale** - The scale after the update. In PyNative mode this is the ``scale_sense`` Parameter
          itself (later steps change it); in Graph mode a new Tensor holding its value.

    Raises:
        TypeError: If `scale_sense` is neither a Cell nor a Tensor.
        ValueError: If `scale_sense` is a Tensor whose shape is neither :math:`()` nor :math:`(1,)`.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, nn
        >>> x = Tensor(np.full((3, 4), 0.5, np.float32))
        >>> y = Tensor(np.zeros((3, 2), np.float32))
        >>> def make_step(scale_sense):
        ...     dense = nn.Dense(4, 2, weight_init="ones", bias_init="zeros")
        ...     opt = nn.SGD(dense.trainable_params(), learning_rate=0.05)
        ...     return nn.TrainOneStepWithLossScaleCell(nn.WithLossCell(dense, nn.MSELoss()), opt, scale_sense)
        >>> # a Cell as scale_sense: it updates the scale after every step
        >>> step = make_step(nn.DynamicLossScaleUpdateCell(loss_scale_value=256, scale_factor=2, scale_window=10))
        >>> print(step(x, y))
        (Tensor(shape=[], dtype=Float32, value= 4), Tensor(shape=[], dtype=Bool, value= False), Parameter (name=scale_sense, shape=(), dtype=Float32, requires_grad=True))
        >>> # a Tensor as scale_sense: a fixed scale, changed by hand with set_sense_scale
        >>> step = make_step(Tensor([64.0], mindspore.float32))
        >>> loss, overflow, scale = step(x, y)
        >>> print(loss, overflow, scale.asnumpy())
        4.0 False [64.]
        >>> step.set_sense_scale(Tensor([8.0], mindspore.float32))
        >>> loss, overflow, scale = step(x, y)
        >>> print(loss, overflow, scale)
        3.2399998 False Parameter (name=scale_sense, shape=(1,), dtype=Float32, requires_grad=True)
    """

    def __init__(self, network, optimizer, scale_sense):
        super().__init__(network, optimizer, sens=None)
        # attributes that subclasses written for MindSpore 1.x use in their own overflow checks
        helpers = {"hyper_map": ops.HyperMap(), "base": Tensor(1, mstype.float32), "base0": Tensor(0, mstype.int32),
                   "reduce_sum": ops.ReduceSum(keep_dims=False), "reduce_all": ops.ReduceAll(keep_dims=False),
                   "less_equal": ops.LessEqual(), "equal": ops.Equal(), "logic_not": ops.LogicalNot()}
        for attr, helper in helpers.items():
            setattr(self, attr, helper)
        if hasattr(ops, "AllReduce"):
            self.allreduce = ops.AllReduce()
        self.is_distributed = self.parallel_mode != "stand_alone"
        target = context.get_context("device_target")
        self.gpu_target = target == "GPU"
        self.ascend_910a_target = False
        self.ascend_910b_target = target == "Ascend"
        self.loss_scaling_manager = None
        self._ascend_check_overflow_mode = os.environ.get(_overflow.ENV_VAR)
        runtime_conf = os.environ.get("MS_DEV_RUNTIME_CONF") or ""
        self.enable_allfinite = "all_finite:false" not in runtime_conf.lower()
        # a manager Cell starts the float32 scalar scale at its value and updates it; a Tensor is the scale itself
        if isinstance(scale_sense, Cell):
            self.loss_scaling_manager = scale_sense
            scale_sense = Tensor(scale_sense.get_loss_scale(), dtype=mstype.float32)
        elif not isinstance(scale_sense, Tensor):
            raise TypeError(f"For '{_CLS}', the 'scale_sense' must be Cell or Tensor, but got 'scale_sense' type: "
                            f"{type(scale_sense)}.")
        elif scale_sense.shape not in ((1,), ()):
            raise ValueError(f"For '{_CLS}', the shape of 'scale_sense' must be (1,) or (), but got "
                             f"{scale_sense.shape}.")
        self.scale_sense = Parameter(scale_sense, name="scale_sense")
        self.enable_tuple_broaden = True

    def construct(self, *inputs):
        scaling_sens = self.scale_sense
        s = scaling_sens._t
        recorder = self.__dict__.get("_loss_scale_recorder")
        used_scale = s.detach().clone() if recorder is not None else None
        loss, grads = forward_backward(self.network, inputs, self.weights, s)
        if self._fused_check():
            # unscale and check in one pass (the reducer is the identity, the check is the built-in one)
            found = _overflow.unscale_and_check_(grads, s, scale_at_least_one=self._scale_at_least_one(s))
            if self.is_distributed:
                found = _overflow.reduce_flag(found)
            grads = tuple(_wrap(g) for g in grads)
            cond = _wrap(found)
        else:
            _overflow.unscale_(grads, s)
            grads = self.grad_reducer(tuple(_wrap(g) for g in grads))
            status = _wrap(torch.zeros(8, dtype=torch.int32, device=s.device))
            cond = self.get_overflow_status(status, grads)
        overflow = self.process_loss_scale(cond)
        self._after_scale_update(s)
        if isinstance(overflow, (Tensor, torch.Tensor)):
            _overflow.step_unless(_flag(overflow, s.device), _OptimizerStep(self.optimizer, grads),
                                  self._update_state)
        elif not overflow:
            self.optimizer(grads)
        if recorder is not None:
            recorder._record(self, used_scale, cond, grads)
        if context.get_context("mode") == context.GRAPH_MODE:
            return loss, cond, _wrap(s.detach().clone())
        return loss, cond, scaling_sens

    def _fused_check(self):
        """Whether the step may unscale and check in one pass: no gradient reduction in between and the built-in
        overflow check (a subclass may override :meth:`get_overflow_status`)."""
        return (not self.reducer_flag and type(self).get_overflow_status is _BASE_OVERFLOW_STATUS
                and isinstance(self.grad_reducer, Identity))

    def _scale_at_least_one(self, s):
        """Whether ``|scale| >= 1``: read from the device once, then trusted until the scale Parameter is written by
        anything else than an update cell that keeps it so (a checkpoint load, ``set_sense_scale`` ...)."""
        if _compile.is_compiling():  # a compiled step never reads the device: the two-pass check needs no knowledge
            return False
        stamp = (s._version, s.data_ptr())
        known = self.__dict__.get("_scale_floor")
        if known is not None and known[0] == stamp:
            return known[1]
        value = bool((s.detach().abs() >= 1).all())
        object.__setattr__(self, "_scale_floor", (stamp, value))
        return value

    def _after_scale_update(self, s):
        """Carry the ``|scale| >= 1`` knowledge over the update cell's own write of the scale."""
        known = self.__dict__.get("_scale_floor")
        stamp = (s._version, s.data_ptr())
        if known is None or known[0] == stamp:
            return
        manager = self.loss_scaling_manager
        if known[1] and getattr(manager, "_keeps_scale_at_least_one", False):
            object.__setattr__(self, "_scale_floor", (stamp, True))

    def _update_state(self):
        """Every tensor the optimizer may write: its Parameters (weights, moments, step, learning rate)."""
        seen, out = set(), []
        for p in list(self.weights) + list(self.optimizer.get_parameters()):
            if id(p) not in seen:
                seen.add(id(p))
                out.append(p._t)
        return out

    def set_sense_scale(self, sens):
        """
        Replace the loss scale.

        The new value is written into the ``scale_sense`` Parameter (cast to its dtype; its shape becomes the shape
        of `sens`). With an update cell, later updates start from the new value.

        Args:
            sens (Tensor): The new loss scale.

        Raises:
            TypeError: If `sens` is not a Tensor, or if the current scale is 0.

        Examples:
            >>> import numpy as np
            >>> import mindspore as ms
            >>> from mindspore import Tensor, nn
            >>> net = nn.Dense(2, 1, weight_init="ones", bias_init="zeros")
            >>> optim = nn.Momentum(net.trainable_params(), learning_rate=0.1, momentum=0.9)
            >>> train_net = nn.TrainOneStepWithLossScaleCell(nn.WithLossCell(net, nn.MSELoss()), optim,
            ...                                              scale_sense=Tensor([1024.0], ms.float32))
            >>> train_net.set_sense_scale(Tensor([512.0], ms.float32))
            >>> print(train_net.scale_sense.asnumpy())
            [512.]
        """
        if self.scale_sense and isinstance(sens, Tensor):
            self.scale_sense.set_data(sens)
        else:
            raise TypeError(f"For '{_CLS}', the type of 'sens' must be Tensor, but got {type(sens)}")

    def start_overflow_check(self, pre_cond, compute_input):
        """
        Start an overflow check: returns a fresh status buffer and `compute_input` unchanged.

        On Ascend devices MindSpore clears the device's float-status register here; with PyTorch the check reads
        the gradients themselves, so nothing needs clearing. Kept for Cells written against this API.

        Args:
            pre_cond (Tensor): A value computed before the check (used by MindSpore only to order operations).
            compute_input (object): The input of the computation to check (usually the loss scale).

        Returns:
            Tuple ``(status, compute_input)``, `status` an Int32 Tensor of 8 zeros.

        Examples:
            >>> import numpy as np
            >>> import mindspore as ms
            >>> from mindspore import Tensor, nn
            >>> net = nn.Dense(2, 1)
            >>> optim = nn.Momentum(net.trainable_params(), learning_rate=0.1, momentum=0.9)
            >>> train_net = nn.TrainOneStepWithLossScaleCell(nn.WithLossCell(net, nn.MSELoss()), optim,
            ...                                              scale_sense=Tensor(8.0, ms.float32))
            >>> status, scale = train_net.start_overflow_check(Tensor(1.0), train_net.scale_sense)
            >>> print(repr(status))
            Tensor(shape=[8], dtype=Int32, value= [0, 0, 0, 0, 0, 0, 0, 0])
        """
        status = Tensor([0] * 8, mstype.int32)
        return status, compute_input

    def get_overflow_status(self, status, compute_output):
        """
        Whether any element of the gradients is inf or NaN (in Ascend saturation mode, also float values at the
        dtype's largest magnitude, e.g. ±65504 in float16).

        One fused pass over all gradients; the result stays on the device. In distributed training the flag is
        combined over all ranks.

        Args:
            status (Tensor): The buffer from :meth:`start_overflow_check` (not needed here).
            compute_output (tuple[Tensor]): The gradients.

        Returns:
            Tensor, Bool scalar: ``True`` when an overflow was found.

        Examples:
            >>> import numpy as np
            >>> import mindspore as ms
            >>> from mindspore import Tensor, nn
            >>> net = nn.Dense(2, 1)
            >>> optim = nn.Momentum(net.trainable_params(), learning_rate=0.1, momentum=0.9)
            >>> train_net = nn.TrainOneStepWithLossScaleCell(nn.WithLossCell(net, nn.MSELoss()), optim,
            ...                                              scale_sense=Tensor(8.0, ms.float32))
            >>> status = Tensor([0] * 8, ms.int32)
            >>> print(train_net.get_overflow_status(status, (Tensor([1.0, np.inf]),)))
            True
        """
        tensors = [g._t for g in _flatten(compute_output)]
        found = _overflow.found_non_finite(tensors, inplace_ok=True)
        if self.is_distributed:
            found = _overflow.reduce_flag(found)
        return _wrap(found)

    def process_loss_scale(self, overflow):
        """
        Let the update cell, if any, update the loss scale.

        Args:
            overflow (Tensor): Bool scalar from :meth:`get_overflow_status`.

        Returns:
            The value returned by the update cell (the `overflow` flag), or `overflow` itself without one.

        Examples:
            >>> import numpy as np
            >>> import mindspore as ms
            >>> from mindspore import Tensor, nn
            >>> net = nn.Dense(2, 1)
            >>> optim = nn.Momentum(net.trainable_params(), learning_rate=0.1, momentum=0.9)
            >>> manager = nn.DynamicLossScaleUpdateCell(loss_scale_value=2**12, scale_factor=2, scale_window=1000)
            >>> train_net = nn.TrainOneStepWithLossScaleCell(nn.WithLossCell(net, nn.MSELoss()), optim,
            ...                                              scale_sense=manager)
            >>> print(train_net.process_loss_scale(Tensor(True)))
            True
            >>> print(train_net.scale_sense.asnumpy())
            2048.0
        """
        if self.loss_scaling_manager is not None:
            return self.loss_scaling_manager(self.scale_sense, overflow)
        return overflow


class _OptimizerStep:
    """The optimizer update of one step, for :func:`_backend.overflow.step_unless`: calling it runs the update;
    ``masked`` is the optimizer's masked form (or ``None`` when it has none)."""
    __slots__ = ("optimizer", "grads")

    def __init__(self, optimizer, grads):
        self.optimizer = optimizer
        self.grads = grads

    def __call__(self):
        return self.optimizer(self.grads)

    @property
    def masked(self):
        if not getattr(self.optimizer, "_has_masked_update", False):
            return None
        return lambda found: self.optimizer._masked_call(self.grads, found)


_BASE_OVERFLOW_STATUS = TrainOneStepWithLossScaleCell.get_overflow_status


def _flatten(values):
    if isinstance(values, Tensor):
        return [values]
    out = []
    if isinstance(values, (tuple, list)):
        for v in values:
            out.extend(_flatten(v))
    return out
