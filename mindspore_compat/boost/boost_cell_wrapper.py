"""Training cells of boost (``mindspore.boost.boost_cell_wrapper``)."""
import itertools
import os

import numpy as np
import torch

from .. import context
from .._backend import overflow as _overflow
from ..common import dtype as mstype
from ..common.parameter import Parameter, ParameterTuple
from ..common.tensor import Tensor, _wrap
from ..nn.cell import Cell
from ..nn.wrap._utils import forward_backward
from ..nn.wrap.cell_wrapper import TrainOneStepCell
from .boost import AutoBoost
from .grad_accumulation import _accumulation_step, _int32_counter
from .grad_freeze import FreezeOpt, freeze_cell
from .group_loss_scale_manager import GroupLossScaleManager
from .. import ops
from .._backend import collective as _coll
from ..ops import HyperMap
from .dim_reduce import DimReduce
from .adasum import AdaSum

__all__ = ["BoostTrainOneStepCell", "BoostTrainOneStepWithLossScaleCell"]

_STAND_ALONE = "stand_alone"
_DATA_PARALLEL = "data_parallel"
# check_adasum_enable counts nodes of this many devices
_NODE_SIZE = 8
# enhanced AMP: factor of a group's loss scale after an overflow of its gradients, and after a finite step
_GROUP_BACKOFF = 2 ** -0.5
_GROUP_GROWTH = 2 ** 0.001


def _dist():
    dist = torch.distributed
    return dist if dist.is_available() and dist.is_initialized() else None


def _world_size():
    dist = _dist()
    return 1 if dist is None else dist.get_world_size()


def _torch_tensors(values):
    return [value._t for value in values]


def _as_bool(value, device):
    """A 0-d torch.bool from a Bool Tensor, a torch tensor or a Python bool."""
    raw = value._t if isinstance(value, Tensor) else value
    if isinstance(raw, torch.Tensor):
        return raw.reshape(()).to(device=device, dtype=torch.bool)
    return torch.tensor(bool(raw), device=device)


def _filled_like(loss, value):
    """The output gradient: `loss`'s shape and dtype, filled with `value` (a number or a one-element tensor)."""
    t = loss._t
    if isinstance(value, torch.Tensor):
        return _wrap(torch.ones_like(t) * value.reshape(()).to(t.dtype))
    return _wrap(torch.full_like(t, value))


def _legacy_attributes():
    """Constants and primitives MindSpore's loss-scale cells carry; subclasses written for MindSpore may use them."""
    return {"base": Tensor(1, mstype.float32), "reduce_sum": ops.ReduceSum(keep_dims=False),
            "less_equal": ops.LessEqual(), "base0": Tensor(0, mstype.int32),
            "reduce_all": ops.ReduceAll(keep_dims=False), "logic_not": ops.LogicalNot(), "equal": ops.Equal()}


def _keep_managers_fp32(cell):
    """Replace every GroupLossScaleManager sub-Cell below `cell` by a float32 wrapper that returns its input's
    dtype."""
    for name, child in cell.name_cells().items():
        if child is cell or isinstance(child, _KeepMixFp32):
            continue
        if "GroupLossScaleManager" in child.cls_name:
            cell.insert_child_to_cell(name, _KeepMixFp32(child))
        else:
            _keep_managers_fp32(child)


class _GroupGradReducer(Cell):
    """All-reduce (sum, optionally averaged) of the gradients within one process group: the gradient reducer of
    the devices of one node in AdaSum training (no exchange for a one-device node)."""

    def __init__(self, mean, degree, group):
        super().__init__(auto_prefix=False)
        self.mean = mean
        self.degree = degree
        self._group = group

    def construct(self, grads):
        out = []
        for g in grads:
            t = g._t.to(torch.float32)
            if self._group is not None:
                t = _coll.all_reduce(t, self._group)
            if self.mean:
                t = t / self.degree
            out.append(_wrap(t.to(g._t.dtype)))
        return tuple(out)


class BoostTrainOneStepCell(TrainOneStepCell):
    r"""
    One boost training step: a :class:`mindspore.nn.TrainOneStepCell` that also runs the boost algorithms
    configured in :class:`mindspore.boost.AutoBoost` and carried by the optimizer.

    - Gradient freezing, when `optimizer` is a :class:`mindspore.boost.FreezeOpt`: step `k` trains only the
      Parameters of ``optimizer.opts[train_strategy[k]]`` (the others are not changed), cycling through the
      strategy.
    - Gradient accumulation, when AutoBoost's "grad_accumulation" is on with ``grad_accumulation_step > 1``
      (stand-alone or data-parallel): the optimizer runs every ``grad_accumulation_step`` steps on the mean
      gradient (accumulators ``grad_accumulation.<name>``, counter ``accumulation_step``).
    - Dimension-reduced training, when the optimizer is flagged ``dim_reduce`` (see
      :meth:`mindspore.boost.AutoBoost.network_auto_process_train`): the update is done by
      :class:`mindspore.boost.DimReduce`.
    - AdaSum, when the optimizer is flagged ``adasum`` and the data-parallel training spans at least two nodes of
      ``device_number`` devices (a power of two of them): the local updates of the nodes are combined by
      :class:`mindspore.boost.AdaSum`.

    Otherwise it is a plain training step. The output gradient of the loss is `sens` (1.0 by default).

    Note:
        MindSpore 2.10 returns ``None`` when `sens` is not given (a missing ``return``; the weights are updated);
        mindspore_compat returns the loss, as MindSpore up to 2.0 did and as documented. MindSpore's PyNative mode
        also fails with a TypeError when the gradient-freezing strategy wraps around; here it cycles.

    Args:
        network (Cell): The network with loss; it must have a single output.
        optimizer (Union[Cell]): The optimizer (a :class:`mindspore.boost.FreezeOpt` for gradient freezing).
        sens (numbers.Number): The output gradient of the loss (the gradients are multiplied by it). ``None``
            means 1.0. Default: ``None``.

    Inputs:
        - **\*inputs** (Tuple(Tensor)) - The inputs of `network`.

    Outputs:
        Tensor, the loss.

    Raises:
        ValueError: If `sens` is 0.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn, boost
        >>> net = nn.Dense(16, 10, weight_init='ones', bias_init='zeros')
        >>> loss_fn = nn.MSELoss()
        >>> optim = nn.Momentum(net.trainable_params(), learning_rate=0.1, momentum=0.9)
        >>> # 1) using the existing WithLossCell
        >>> loss_net = nn.WithLossCell(net, loss_fn)
        >>> train_net = boost.BoostTrainOneStepCell(loss_net, optim)
        >>> print(train_net(Tensor(np.ones([4, 16]), ms.float32), Tensor(np.zeros([4, 10]), ms.float32)))
        256.0
        >>>
        >>> # 2) using a user-defined WithLossCell
        >>> class SumThenLoss(nn.Cell):
        ...     # feeds x + y to the backbone and scores the result against the label
        ...     def __init__(self, backbone, criterion):
        ...         super().__init__(auto_prefix=False)
        ...         self.inner = backbone
        ...         self.criterion = criterion
        ...
        ...     @property
        ...     def backbone_network(self):
        ...         return self.inner
        ...
        ...     def construct(self, x, y, label):
        ...         return self.criterion(self.inner(x + y), label)
        ...
        >>> net = nn.Dense(16, 10, weight_init='ones', bias_init='zeros')
        >>> optim = nn.Momentum(net.trainable_params(), learning_rate=0.1, momentum=0.9)
        >>> loss_net = SumThenLoss(net, loss_fn)
        >>> train_net = boost.BoostTrainOneStepCell(loss_net, optim, sens=1.0)
        >>> print(train_net(Tensor(np.ones([4, 16]), ms.float32), Tensor(np.zeros([4, 16]), ms.float32),
        ...                 Tensor(np.zeros([4, 10]), ms.float32)))
        256.0
    """

    def __init__(self, network, optimizer, sens=None):
        super().__init__(network, optimizer, sens)
        self.hyper_map = HyperMap()
        self.auto_boost = AutoBoost()
        self.freeze = isinstance(optimizer, FreezeOpt)
        self.train_strategy = getattr(optimizer, "train_strategy", None)
        self._strategy = None if self.train_strategy is None else \
            [int(index) for index in np.asarray(self.train_strategy.asnumpy()).reshape(-1)]

        self.enable_dim_reduce = self.check_dim_reduce_enable()
        self.max_accumulation_step = self._accumulation_length()
        self.use_grad_accumulation = self.max_accumulation_step > 1
        # the Parameters are created in MindSpore's order (it fixes the order of get_parameters / checkpoints)
        self.accumulation_step = _int32_counter("accumulation_step")
        if self.use_grad_accumulation:
            self.grad_accumulation = self.weights.clone(prefix="grad_accumulation", init="zeros")
        if self.enable_dim_reduce:
            self._build_dim_reduce()
        self.freeze_nets = None
        self.step = _int32_counter("step")
        if self.freeze:
            self._build_freeze_nets()
        self.enable_adasum = self.check_adasum_enable()
        self.sync_tensor = _int32_counter("sync_tensor")
        if self.enable_adasum:
            self._build_adasum()

    def _accumulation_length(self):
        """AutoBoost's ``grad_accumulation_step`` when gradient accumulation applies (switched on, stand-alone or
        data-parallel, more than one step), else 1."""
        switched_on = self.auto_boost.boost_config.get("grad_accumulation", False)
        if not switched_on or self.parallel_mode not in (_DATA_PARALLEL, _STAND_ALONE):
            return 1
        length = self.auto_boost.grad_accumulation_step
        return length if length > 1 else 1

    def _build_freeze_nets(self):
        """One training cell per group optimizer of the FreezeOpt."""
        if self.reducer_flag:
            self.mean = context.get_auto_parallel_context("gradients_mean")
            self.degree = _world_size()
        else:
            self.mean = self.degree = None
        self.freeze_nets = freeze_cell(self.reducer_flag, self.network, self.optimizer, self.sens, self.grad,
                                       self.use_grad_accumulation, mean=self.mean, degree=self.degree,
                                       max_accumulation_step=self.max_accumulation_step)

    def construct(self, *inputs):
        if self.freeze:
            return self.gradient_freeze_process(*inputs)
        loss, grads = self._loss_and_reduced_grads(inputs, self.sens if self.sense_flag else None)
        sens = _filled_like(loss, self.sens) if self.enable_dim_reduce else None
        return self._update(loss, grads, sens, *inputs)

    def _loss_and_reduced_grads(self, inputs, output_grad, unscale=False):
        """One forward/backward pass: the loss and the reduced gradients of the weights (first divided by the
        one-element tensor `output_grad` when `unscale`)."""
        loss, grads = forward_backward(self.network, inputs, self.weights, output_grad)
        if unscale:
            _overflow.unscale_(grads, output_grad)
        return loss, self.grad_reducer(tuple(_wrap(g) for g in grads))

    def _update(self, loss, grads, sens, *inputs):
        """Accumulate, or apply (DimReduce / AdaSum / optimizer), the gradients of one step."""
        if self.use_grad_accumulation:
            return self.gradient_accumulation_process(loss, grads, sens, *inputs)
        self._apply_grads(loss, grads, sens, *inputs)
        return loss

    def _apply_grads(self, loss, grads, sens, *inputs):
        """The update: the optimizer of the frozen-training group, DimReduce, AdaSum or the optimizer."""
        if self.freeze:
            self._freeze_apply(grads)
        elif self.enable_dim_reduce:
            self.dim_reduce(loss, grads, sens, self.weights, self.weights_clone, *inputs)
        elif self.enable_adasum:
            self.adasum_process(loss, grads)
        else:
            self.optimizer(grads)

    def gradient_freeze_process(self, *inputs):
        r"""
        One gradient-freezing step: runs the training cell of the group the strategy selects for the current
        step (all groups in turn without a strategy), then advances the step counter (Parameter ``step``),
        cycling.

        Args:
            \*inputs (tuple(Tensor)): The inputs of the network.

        Returns:
            Tensor, the loss.

        Examples:
            >>> import numpy as np
            >>> import mindspore as ms
            >>> from mindspore import Tensor, nn, boost
            >>> net = nn.Dense(16, 10, weight_init='ones', has_bias=False)
            >>> opt = boost.FreezeOpt(nn.SGD(net.trainable_params(), 0.1), [net.trainable_params()], [0, 0])
            >>> train_net = boost.BoostTrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()), opt)
            >>> x, y = Tensor(np.ones([1, 16]), ms.float32), Tensor(np.zeros([1, 10]), ms.float32)
            >>> print(train_net.gradient_freeze_process(x, y), int(train_net.step.asnumpy()))
            256.0 1
        """
        group = self._freeze_group()
        loss = self.freeze_nets[group](*inputs)
        self._advance_freeze_step()
        return loss

    def _freeze_group(self):
        """The group index of the current step: the strategy's entry (the step itself without a strategy)."""
        current = int(self.step._t)
        return current if self._strategy is None else self._strategy[current]

    def _advance_freeze_step(self):
        """Move the step counter on, back to 0 after the end of the strategy (or of the groups)."""
        period = len(self.freeze_nets) if self._strategy is None else len(self._strategy)
        counter = self.step._t
        following = int(counter) + 1
        with torch.no_grad():
            counter.fill_(following if following < period else 0)

    def _freeze_apply(self, grads):
        """Apply the gradients of the group the strategy selects for the current step with that group's optimizer
        (the loss-scale cell computes all gradients, then freezes by updating one group), and advance the step."""
        group_opt = self.optimizer.opts[self._freeze_group()]
        slot_of = {id(weight): slot for slot, weight in enumerate(self.weights)}
        group_opt(tuple(grads[slot_of[id(param)]] for param in group_opt.parameters))
        self._advance_freeze_step()

    def gradient_accumulation_process(self, loss, grads, sens, *inputs):
        r"""
        One gradient-accumulation step: adds ``grads / grad_accumulation_step`` to the accumulators and counts
        the step; at the last step of a cycle applies the accumulated (mean) gradient and resets the counter and
        the accumulators.

        Args:
            loss (Tensor): The loss of the step.
            grads (tuple(Tensor)): The gradients.
            sens (Tensor): The output gradient used for `grads` (the loss scale, passed on to DimReduce).
            \*inputs (tuple(Tensor)): The inputs of the network (passed on to DimReduce).

        Returns:
            Tensor, the loss.

        Examples:
            >>> import numpy as np
            >>> import mindspore as ms
            >>> from mindspore import Tensor, nn, boost
            >>> net = nn.Dense(2, 1, weight_init='ones', bias_init='zeros')
            >>> train_net = boost.BoostTrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()),
            ...                                         nn.SGD(net.trainable_params(), 0.1))
            >>> train_net.max_accumulation_step = 2
            >>> train_net.grad_accumulation = train_net.weights.clone(prefix="grad_accumulation", init='zeros')
            >>> grads = (Tensor(np.ones([1, 2]), ms.float32), Tensor(np.ones([1]), ms.float32))
            >>> loss = train_net.gradient_accumulation_process(Tensor(1.0), grads, Tensor(1.0))
            >>> print(net.weight.asnumpy(), train_net.grad_accumulation[0].asnumpy())
            [[1. 1.]] [[0.5 0.5]]
            >>> loss = train_net.gradient_accumulation_process(Tensor(1.0), grads, Tensor(1.0))
            >>> print(net.weight.asnumpy(), train_net.grad_accumulation[0].asnumpy())
            [[0.9 0.9]] [[0. 0.]]
        """
        _accumulation_step(self.grad_accumulation, self.accumulation_step, grads, self.max_accumulation_step,
                           lambda mean_grads: self._apply_grads(loss, mean_grads, sens, *inputs))
        return loss

    def adasum_process(self, loss, grads):
        r"""
        One AdaSum step: the local update (gradients reduced within the node), then AdaSum combines the weight
        changes of the nodes, and every device of a node receives the combined weights of the slice of
        Parameters each device handles.

        Args:
            loss (Tensor): The loss of the step.
            grads (tuple(Tensor)): The gradients.

        Returns:
            Tensor, the loss.

        Raises:
            RuntimeError: If AdaSum is not enabled for this cell (see :meth:`check_adasum_enable`).

        Examples:
            >>> from mindspore import Tensor, nn, boost
            >>> net = nn.Dense(2, 2)
            >>> train_net = boost.BoostTrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()),
            ...                                         nn.SGD(net.trainable_params(), 0.1))
            >>> print(train_net.enable_adasum)
            False
        """
        if not getattr(self, "enable_adasum", False):
            raise RuntimeError("For 'BoostTrainOneStepCell', AdaSum is not enabled: it needs an optimizer flagged "
                               "'adasum' and data-parallel training over a power of two (at least 2) of nodes of "
                               "'device_number' devices.")
        self.optimizer(grads)
        own = self.server_rank
        own_weights = self.weights[self.start[own]:self.end[own]]
        deltas = tuple(_wrap(before._t - after._t) for after, before in zip(own_weights, self.grad_clone))
        self.adasum(deltas, own_weights, self.grad_clone)
        self.adasum.sync_barrier(self.sync_tensor)
        for device in range(self.device_number):
            device_weights = self.weights[self.start[device]:self.end[device]]
            received = self.adasum.broadcast_list[device](device_weights)
            targets = self.grad_clone if device == own else device_weights
            with torch.no_grad():
                for target, value in zip(targets, received):
                    target._t.copy_(value._t)
        return loss

    def check_adasum_enable(self):
        r"""
        Whether AdaSum is used: the optimizer is flagged ``adasum``, the training is data-parallel, and the
        number of nodes (devices / 8) is a power of two greater than 1.

        Returns:
            bool, whether AdaSum is enabled.

        Examples:
            >>> from mindspore import nn, boost
            >>> net = nn.Dense(2, 2)
            >>> opt = nn.SGD(net.trainable_params(), 0.1)
            >>> opt.adasum = True
            >>> print(boost.BoostTrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()), opt).check_adasum_enable())
            False
        """
        if not (getattr(self.optimizer, "adasum", None) and self.reducer_flag):
            return False
        nodes = _world_size() // _NODE_SIZE
        return bool(nodes > 1 and (nodes & (nodes - 1)) == 0)

    def check_dim_reduce_enable(self):
        r"""
        Whether dimension-reduced training is used (the optimizer is flagged ``dim_reduce``).

        Returns:
            bool, whether dim_reduce is enabled.

        Examples:
            >>> from mindspore import nn, boost
            >>> net = nn.Dense(2, 2)
            >>> train_net = boost.BoostTrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()),
            ...                                         nn.SGD(net.trainable_params(), 0.1))
            >>> print(train_net.check_dim_reduce_enable())
            False
        """
        return bool(getattr(self.optimizer, "dim_reduce", None))

    def _build_dim_reduce(self):
        """Build the DimReduce cell from the PCA matrix AutoBoost prepared."""
        boost = self.auto_boost
        if getattr(boost, "pca_mat", None) is None:
            raise ValueError("For 'BoostTrainOneStepCell', dim_reduce training needs the PCA matrix that "
                             "AutoBoost.network_auto_process_train prepares (boost 'dim_reduce' with a "
                             "'pca_mat_path' or a 'weight_load_dir'); it was not prepared.")
        dist = _dist()
        rank = 0 if dist is None else dist.get_rank()
        rank_size = 1 if self.parallel_mode == _STAND_ALONE else _world_size()
        self.weights_clone = self.weights.clone(prefix="weights_clone", init="same")
        self.dim_reduce = DimReduce(self.network, self.optimizer, self.weights, boost.pca_mat, boost.n_components,
                                    boost.rho, boost.gamma, boost.alpha, boost.sigma, rank, rank_size)

    def _build_adasum(self):
        """Node groups, the per-device Parameter slices and the AdaSum cell (data-parallel over nodes)."""
        rank, rank_size = _coll.get_rank(), _coll.get_world_size()
        per_node = self.auto_boost.device_number
        nodes = rank_size // per_node
        self.device_number = per_node
        self.server_rank = rank % per_node
        # device d of a node handles the weights [start[d], end[d]); the last device also takes the remainder
        share = len(self.weights) // per_node
        self.start = [device * share for device in range(per_node)]
        self.end = self.start[1:] + [len(self.weights)]
        own = self.server_rank
        self.grad_clone = ParameterTuple(self.weights[self.start[own]:self.end[own]]).clone(prefix="delta_weight")
        self.adasum = AdaSum(rank, per_node, nodes, self.grad_clone)
        self.degree = int(rank_size // nodes)
        node_groups = [_coll.new_group(list(range(node * self.degree, (node + 1) * self.degree)))
                       for node in range(nodes)]
        self.grad_reducer = _GroupGradReducer(self.mean, self.degree, node_groups[rank // self.degree])


class BoostTrainOneStepWithLossScaleCell(BoostTrainOneStepCell):
    r"""
    One boost training step with loss scaling.

    With `scale_sense` a loss-scale update Cell or a Tensor, the step is that of
    :class:`mindspore.nn.TrainOneStepWithLossScaleCell`: the backward starts from the loss scale, the gradients
    are divided back by it, the update is skipped when a gradient overflowed (inf or NaN) and the update Cell, if
    any, adjusts the scale; the update itself runs the boost algorithms (gradient accumulation, then gradient
    freezing — only the group the :class:`mindspore.boost.FreezeOpt` strategy selects for the step is updated —,
    DimReduce, AdaSum, or the optimizer). A skipped step does not advance the freezing schedule.

    With AutoBoost's "loss_scale_group" switch on, or when `scale_sense` is a
    :class:`mindspore.boost.GroupLossScaleManager`, the cell uses enhanced AMP: the manager, placed in the network,
    gives each group of layers its own loss scale; after the backward, the loss scale of a group whose gradients
    overflowed is multiplied by :math:`1/\sqrt{2}` and the others by :math:`2^{1/1000}`; when no group overflowed, the
    gradients of each group are divided by its (updated) scale and the optimizer runs. The managers inside the
    network compute in float32 and return their input's dtype.

    Note:
        On MindSpore's CPU build this cell fails on its first call (its overflow check uses Ascend's status
        registers); here it runs on every device. MindSpore's enhanced AMP casts the managers' output to float16,
        which makes a float32 network fail; here the output keeps the input's dtype. MindSpore calls a
        :class:`mindspore.boost.FreezeOpt` like an optimizer here, which fails; here it freezes. MindSpore uses
        enhanced AMP only when AutoBoost's "loss_scale_group" is on, and fails when a GroupLossScaleManager is
        passed without it; here a GroupLossScaleManager always selects enhanced AMP.

    Args:
        network (Cell): The network with loss; it must have a single output.
        optimizer (Cell): The optimizer.
        scale_sense (Union[Tensor, Cell]): A loss-scale update Cell (:class:`mindspore.nn.DynamicLossScaleUpdateCell`,
            :class:`mindspore.nn.FixedLossScaleUpdateCell`, or a :class:`mindspore.boost.GroupLossScaleManager`
            for enhanced AMP), or a Tensor of shape :math:`()` or :math:`(1,)` holding the loss scale.

    Inputs:
        - **\*inputs** (Tuple(Tensor)) - The inputs of `network`.

    Outputs:
        Tuple of 3 items:

        - **loss** (Tensor) - The loss.
        - **overflow** (Tensor) - Bool scalar, whether a gradient overflowed (enhanced AMP: Int32 scalar, the
          number of groups that overflowed).
        - **loss scaling value** - The loss scale after the update (in PyNative mode the ``scale_sense``
          Parameter itself; enhanced AMP: the scale of the first group).

    Raises:
        TypeError: If `scale_sense` is neither a Cell nor a Tensor (enhanced AMP: not a GroupLossScaleManager).
        ValueError: If `scale_sense` is a Tensor whose shape is neither :math:`()` nor :math:`(1,)`.
        ValueError: In enhanced AMP, if an optimizer Parameter is in no loss-scale group.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, Parameter, nn, ops, boost
        >>>
        >>> class OnesMatMul(nn.Cell):
        ...     # x @ W, W an all-ones (n_in, n_out) Parameter
        ...     def __init__(self, n_in, n_out):
        ...         super().__init__()
        ...         self.weight = Parameter(Tensor(np.ones((n_in, n_out), np.float32)), name='weight')
        ...
        ...     def construct(self, x):
        ...         return ops.matmul(x, self.weight)
        ...
        >>> # (a) the scale is driven by an update Cell
        >>> model = OnesMatMul(16, 10)
        >>> updater = nn.DynamicLossScaleUpdateCell(loss_scale_value=2**12, scale_factor=2, scale_window=1000)
        >>> opt = nn.Momentum(model.trainable_params(), learning_rate=0.1, momentum=0.9)
        >>> step = boost.BoostTrainOneStepWithLossScaleCell(nn.WithLossCell(model, nn.MSELoss()), opt,
        ...                                                 scale_sense=updater)
        >>> x = Tensor(np.ones((10, 16)), ms.float32)
        >>> y = Tensor(np.ones((10,)), ms.float32)
        >>> loss_value, overflow, scale = step(x, y)
        >>> print(loss_value, overflow, scale.asnumpy())
        225.0 False 4096.0
        >>>
        >>> # (b) the scale is a fixed Tensor, large enough to overflow
        >>> model = OnesMatMul(16, 10)
        >>> opt = nn.Momentum(model.trainable_params(), learning_rate=0.1, momentum=0.9)
        >>> huge = Tensor(np.full((1,), np.finfo(np.float32).max), dtype=ms.float32)
        >>> step = boost.BoostTrainOneStepWithLossScaleCell(nn.WithLossCell(model, nn.MSELoss()), opt,
        ...                                                 scale_sense=huge)
        >>> x = Tensor(np.ones((16, 16), np.float32))
        >>> y = Tensor(np.zeros((16, 10), np.float32))
        >>> loss_value, overflow, scale = step(x, y)
        >>> print(loss_value, overflow, float(model.weight.asnumpy()[0, 0]))
        256.0 True 1.0
    """

    def __init__(self, network, optimizer, scale_sense):
        super().__init__(network, optimizer, sens=None)
        for name, value in _legacy_attributes().items():
            setattr(self, name, value)
        self.is_distributed = self.parallel_mode != _STAND_ALONE
        device_target = context.get_context("device_target")
        self.gpu_target = device_target == "GPU"
        self.ascend_910a_target = False
        self.ascend_910b_target = device_target == "Ascend"
        self._ascend_check_overflow_mode = os.environ.get(_overflow.ENV_VAR)
        self.loss_scaling_manager = None
        # MindSpore decides by AutoBoost's switch alone and then fails on a GroupLossScaleManager used as a plain
        # update Cell (its inputs are (x, layer1, layer2)); here such a manager always means enhanced AMP
        self.enable_enhanced_amp = bool(self.auto_boost.boost_config.get("loss_scale_group", False)) or \
            isinstance(scale_sense, GroupLossScaleManager)
        if self.enable_enhanced_amp:
            self._setup_enhanced_amp(scale_sense)
        else:
            self._setup_scale_sense(scale_sense)
        runtime_conf = os.environ.get("MS_DEV_RUNTIME_CONF") or ""
        self.enable_allfinite = "all_finite:false" not in runtime_conf.lower()

    def _setup_scale_sense(self, scale_sense):
        """The Parameter ``scale_sense`` from an update Cell (its initial loss scale) or a Tensor."""
        if isinstance(scale_sense, Cell):
            self.loss_scaling_manager = scale_sense
            initial = Tensor(scale_sense.get_loss_scale(), dtype=mstype.float32)
        elif not isinstance(scale_sense, Tensor):
            raise TypeError(f"The scale_sense must be Cell or Tensor, but got {type(scale_sense)}")
        elif scale_sense.shape not in ((1,), ()):
            raise ValueError("The shape of scale_sense must be (1,) or (), "
                             f"                                     but got {scale_sense.shape}")
        else:
            initial = scale_sense
        self.scale_sense = Parameter(initial, name="scale_sense")

    def construct(self, *inputs):
        if self.enable_enhanced_amp:
            loss, grads = self._loss_and_reduced_grads(inputs, None)
            overflowed, first_scale = self._enhanced_amp_update(grads)
            return loss, overflowed, first_scale
        scale_param = self.scale_sense
        scale = scale_param._t
        loss, grads = self._loss_and_reduced_grads(inputs, scale, unscale=True)
        cond = self._get_overflow_status(_wrap(torch.zeros(8, dtype=torch.int32, device=scale.device)), grads)
        skip = _as_bool(self._process_loss_scale(cond), scale.device)
        sens = _filled_like(loss, scale) if self.enable_dim_reduce else None
        _overflow.step_unless(skip, lambda: self._update(loss, grads, sens, *inputs), self._update_state)
        if context.get_context("mode") == context.GRAPH_MODE:
            return loss, cond, _wrap(scale.detach().clone())
        return loss, cond, scale_param

    def _update_state(self):
        """Every tensor an update may write: weights, optimizer state, accumulators and counters."""
        sources = [self.weights, self.optimizer.get_parameters(), [self.accumulation_step]]
        if self.use_grad_accumulation:
            sources.append(self.grad_accumulation)
        if self.freeze:
            sources.append([self.step])
            sources.extend(group_opt.get_parameters() for group_opt in self.optimizer.opts)
        unique = {}
        for param in itertools.chain.from_iterable(sources):
            unique.setdefault(id(param), param._t)
        return list(unique.values())

    def _set_sense_scale(self, sens):
        """Replace the loss scale (a Tensor) when the scale is a Tensor or an update Cell's Parameter."""
        current = getattr(self, "scale_sense", None)
        if current is None or not current or not isinstance(sens, Tensor):
            raise TypeError(f"The input type must be Tensor, but got {type(sens)}")
        current.set_data(sens)

    def _start_overflow_check(self, pre_cond, compute_input):  # pylint: disable=unused-argument
        """A fresh status buffer and `compute_input` unchanged (there are no status registers to clear)."""
        return Tensor([0] * 8, mstype.int32), compute_input

    def _get_overflow_status(self, status, compute_output):  # pylint: disable=unused-argument
        """Bool scalar Tensor: whether any gradient element is inf or NaN (over all ranks when distributed)."""
        found = _overflow.found_non_finite(_torch_tensors(compute_output), inplace_ok=True)
        return _wrap(_overflow.reduce_flag(found) if self.is_distributed else found)

    def _process_loss_scale(self, overflow):
        """Let the update Cell, if any, update the loss scale; returns the overflow flag."""
        manager = self.loss_scaling_manager
        return overflow if manager is None else manager(self.scale_sense, overflow)

    # ----- enhanced AMP ---------------------------------------------------------------------------------------
    def _setup_enhanced_amp(self, manager):
        """Check the manager, map the optimizer's Parameters to its loss-scale groups, create the per-group scales
        and run the managers inside the network in float32."""
        if not isinstance(manager, Cell) or not hasattr(manager, "set_loss_scale_status"):
            raise TypeError(f"The scale_sense must be enhanced amp Cell, bug got {type(manager)}")
        self.loss_scaling_manager = manager
        self.loss_scale_groups = manager.loss_scale_groups
        groups = list(self.loss_scale_groups)
        group_of = {}
        for index, group in enumerate(groups):
            for param in group:
                group_of.setdefault(id(param), index)
        missing = [p.name for p in self.weights if id(p) not in group_of]
        if missing:
            raise ValueError(f"For 'BoostTrainOneStepWithLossScaleCell', every Parameter of the optimizer must be "
                             f"in one of the 'loss_scale_groups' of the GroupLossScaleManager, but {missing} are "
                             f"in none.")
        self._group_index = [group_of[id(p)] for p in self.weights]
        self.optimizer_loss_scale = [self._group_index.count(index) for index in range(len(groups))]
        self.reduce_ratio = Tensor(_GROUP_BACKOFF, mstype.float32)
        self.growth_ratio = Tensor(_GROUP_GROWTH, mstype.float32)
        self.overflow_status_list = ParameterTuple(
            Parameter(Tensor(np.zeros(8), mstype.int32), name=f"mix_layer_status_{index}", requires_grad=False)
            for index in range(len(groups)))
        manager.set_loss_scale_status(len(groups), manager.get_loss_scale())
        _keep_managers_fp32(self.network)

    def _enhanced_amp_update(self, grads):
        """Update every group's scale from its overflow; unscale and apply the gradients if no group overflowed.

        Returns:
            (Int32 scalar Tensor: the number of groups that overflowed, the first group's new scale)
        """
        flat = _torch_tensors(grads)
        device = flat[0].device if flat else torch.device("cpu")
        backoff, growth = self.reduce_ratio._t.to(device), self.growth_ratio._t.to(device)
        overflowed = torch.zeros((), dtype=torch.int32, device=device)
        new_scales = []
        for group, status in enumerate(self.overflow_status_list):
            found = _overflow.found_non_finite([t for t, g in zip(flat, self._group_index) if g == group],
                                               inplace_ok=True)
            if self.reducer_flag:
                found = _overflow.reduce_flag(found)
            with torch.no_grad():
                status._t.zero_()
                status._t[0] = found.to(torch.int32)
            overflowed = overflowed + found.to(torch.int32)
            ratio = _wrap(torch.where(found, backoff, growth))
            new_scales.append(self.loss_scaling_manager.update_loss_scale_status(group, ratio))

        def apply_unscaled():
            unscaled = []
            for t, group in zip(flat, self._group_index):
                inverse = torch.reciprocal(new_scales[group]._t).to(dtype=t.dtype, device=t.device)
                unscaled.append(_wrap(t * inverse))
            self.optimizer(tuple(unscaled))

        _overflow.step_unless(overflowed > 0, apply_unscaled, self._update_state)
        first = new_scales[self._group_index[0]] if self._group_index else new_scales[0]
        return _wrap(overflowed), first


class _KeepMixFp32(Cell):
    """Runs a loss-scale group manager in float32 and returns its input's dtype."""

    def __init__(self, op):
        super().__init__(auto_prefix=False)
        self._op = op

    def construct(self, x, *args):
        t = x._t
        if t.is_floating_point() and t.dtype != torch.float32:
            return _wrap(self._op(_wrap(t.to(torch.float32)), *args)._t.to(t.dtype))
        return self._op(x, *args)
