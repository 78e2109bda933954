"""Gradient freezing (``mindspore.boost.grad_freeze``)."""
import itertools

import numpy as np

from ..common import dtype as mstype
from ..common.tensor import Tensor, _wrap
from ..nn.cell import Cell
from ..nn.layer.basic import Identity
from ..nn.optim import Optimizer
from ..nn.wrap._utils import forward_backward
from .base import ParameterProcess, _rewrap_lars, _unwrap_lars
from .grad_accumulation import GradientAccumulation
from ..nn.wrap.grad_reducer import DistributedGradReducer

__all__ = ['GradientFreeze', 'FreezeOpt', 'freeze_cell']

CONTINUOUS_STRATEGY = 0
INTERVAL_STRATEGY = 1

# a chunk of parameter groups is closed once it holds this many Parameters (see split_parameters_groups)
_CHUNK_SIZE = 3
# parameters whose names contain one of these stay in the chunk of the Parameter before them
_FOLLOWER_NAME_PARTS = ("bn", "bias")


def _strategy_tensor(strategy):
    """The freezing strategy as a 1-D int32 Tensor (None stays None), validated."""
    if strategy is None:
        return None
    if isinstance(strategy, Tensor):
        if strategy.ndim != 1 or strategy.dtype != mstype.int32:
            raise ValueError("When train_strategy is a Tensor, the dimension should be 1 and "
                             "the dtype should be int32")
        return strategy
    if not isinstance(strategy, (tuple, list)):
        raise TypeError("The specified 'train_strategy' should be None, tuple, list or Tensor")
    if any(not isinstance(index, int) for index in strategy):
        raise ValueError("The element in train_strategy should be int number")
    return Tensor(strategy, mstype.int32)


def _prefix_state(optimizer, prefix):
    """Prefix the names of the optimizer's own state Parameters (not of the Parameters it trains)."""
    trained = {id(p) for p in optimizer.parameters}
    for state in optimizer.get_parameters():
        if id(state) not in trained:
            state.name = prefix + state.name


class FreezeOpt(Cell):
    r"""
    An optimizer for gradient-freezing training: one optimizer per group of Parameters, the group trained at each
    step chosen by a strategy.

    For each group of `train_parameter_groups`, a new optimizer of the class of `opt` is built with the same
    constructor arguments and learning rate (list `opts`; its own state Parameters are named ``boost_<i><name>``).
    With a dynamic learning rate given as a list and a `train_strategy`, the rates are distributed to the groups
    by the strategy. Without groups, there is one group with all the Parameters of `opt`. The training cell
    (:class:`mindspore.boost.BoostTrainOneStepCell`) runs, at step `k`, the optimizer ``opts[train_strategy[k]]``
    only, so the Parameters outside that group stay unchanged.

    Note that `opt` becomes the child ``single_opt`` of this Cell: its Parameters, the network's weights included,
    are renamed ``single_opt.<name>``.

    Args:
        opt (Cell): The optimizer to split, such as :class:`mindspore.nn.Momentum` or :class:`mindspore.nn.SGD`.
        train_parameter_groups (Union[tuple, list]): The groups, each a tuple or list of Parameters or of
            parameter-group dicts. Default: ``None``.
        train_strategy (Union[tuple(int), list(int), Tensor]): The group index of each step (a 1-D int32 Tensor
            when a Tensor). Default: ``None``.

    Raises:
        TypeError: If `opt` is not an Optimizer.
        ValueError: If `train_strategy` is given without `train_parameter_groups`.
        TypeError: If `train_parameter_groups` or one of its elements is not a tuple or list.
        ValueError: If an element of a `train_strategy` list is not an int, or a Tensor `train_strategy` is not a
            1-D int32 Tensor.
        TypeError: If `train_strategy` is of another type.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> from mindspore import nn, boost
        >>> net = nn.Dense(2, 2)
        >>> opt = nn.Momentum(net.trainable_params(), learning_rate=0.1, momentum=0.9)
        >>> freeze_opt = boost.FreezeOpt(opt, [net.trainable_params(), [net.bias]], [0, 1, 1])
        >>> print(freeze_opt.groups_num, freeze_opt.train_strategy)
        2 [0 1 1]
        >>> print([[p.name for p in o.parameters] for o in freeze_opt.opts])
        [['single_opt.weight', 'single_opt.bias'], ['single_opt.bias']]
    """

    def __init__(self, opt, train_parameter_groups=None, train_strategy=None):
        super().__init__()
        if not isinstance(opt, Optimizer):
            raise TypeError(f"The first arg 'opt' must be an Optimizer instance, but got {type(opt)}")
        if train_strategy is not None and train_parameter_groups is None:
            raise ValueError("When the 'train_strategy' is specified, the value of 'train_parameter_groups' "
                             "must also be specified")
        inner, lars_args = _unwrap_lars(opt)
        self.is_lars = inner is not opt
        if self.is_lars:
            self.lars_init_args = lars_args
        self.opt_class = type(inner)
        self.opt_init_args = inner.init_args
        # a child Cell: its Parameters (the network's weights too) get the prefix "single_opt."
        self.single_opt = inner
        self.parameters = inner.parameters
        self.learning_rate = inner.init_learning_rate
        self.dynamic_lr = inner.dynamic_lr

        if train_parameter_groups is None:
            groups = (tuple(opt.parameters),)
        elif isinstance(train_parameter_groups, (tuple, list)):
            groups = train_parameter_groups
        else:
            raise TypeError("The specified 'train_parameter_groups' should be tuple or list")
        self.groups_num = len(groups)
        self.train_strategy = _strategy_tensor(train_strategy)
        self.dynamic_learning_rate = self._learning_rates_by_group()
        self.opts = []
        for index, params in enumerate(groups):
            if not isinstance(params, (tuple, list)):
                raise TypeError("The each element of 'train_parameter_groups' should be tuple or list "
                                "to store the Parameter")
            self.opts.append(self._group_optimizer(index, params))
        self.opt_index = len(self.opts)

    def _learning_rates_by_group(self):
        """One list per group: the entries of a dynamic learning-rate list, given to the group the strategy
        trains at that step (empty lists when there is nothing to distribute)."""
        by_group = [[] for _ in range(self.groups_num)]
        if self.learning_rate is None:
            self.learning_rate = self.single_opt.learning_rate
            return by_group
        distribute = self.dynamic_lr and isinstance(self.learning_rate, list) and \
            isinstance(self.train_strategy, Tensor)
        if distribute:
            schedule = self.train_strategy.asnumpy().tolist()
            if len(self.learning_rate) <= len(schedule):
                for value, group in zip(self.learning_rate, schedule):
                    by_group[group].append(value)
        return by_group

    def _group_optimizer(self, index, params):
        """The optimizer of group `index`: same class and arguments, its state Parameters prefixed
        ``boost_<index>``."""
        prefix = f"boost_{index}"
        learning_rate = self.dynamic_learning_rate[index] or self.learning_rate
        group_opt = self.opt_class(params=params, learning_rate=learning_rate, **self.opt_init_args)
        _prefix_state(group_opt, prefix)
        if self.is_lars:
            group_opt = _rewrap_lars(group_opt, self.lars_init_args)
            _prefix_state(group_opt, prefix)
        return group_opt


class _TrainFreezeCell(Cell):
    r"""
    One gradient-freezing training step on the Parameters of one optimizer: forward, gradients of those
    Parameters (output gradient filled with `sens`), reduction, then the optimizer (or gradient accumulation).

    Args:
        net (Cell): The network with loss.
        sens (numbers.Number): The output gradient value.
        grad (GradOperation): The gradient operation (``get_by_list=True, sens_param=True``).
        grad_reducer (Cell): The gradient reducer.
        use_grad_accumulation (bool): Accumulate the gradients over `max_accumulation_step` calls.
        optimizer (Cell): The optimizer of the group.
        max_accumulation_step (int): The accumulation length. Default: ``1``.
    """

    def __init__(self, net, sens, grad, grad_reducer, use_grad_accumulation, optimizer, max_accumulation_step=1):
        super().__init__(auto_prefix=False)
        self.net = net
        self.grad, self.sens = grad, sens
        self.grad_reducer = grad_reducer
        self.opt = optimizer
        self.parameters = optimizer.parameters
        self.use_grad_accumulation, self.max_accumulation_step = use_grad_accumulation, max_accumulation_step
        if self.use_grad_accumulation:
            self.grad_accumulation = GradientAccumulation(max_accumulation_step, optimizer)

    def construct(self, *inputs):
        loss, grads = self._loss_and_grads(inputs)
        reduced = self.grad_reducer(grads)
        if not self.use_grad_accumulation:
            self.opt(reduced)
            return loss
        return self.grad_accumulation(loss, reduced)

    def _loss_and_grads(self, inputs):
        """The loss and the gradients of the group's Parameters, the output gradient filled with `sens`."""
        grad_op = self.grad
        by_list_with_sens = getattr(grad_op, "get_by_list", False) and getattr(grad_op, "sens_param", False) \
            and not getattr(grad_op, "get_all", False)
        if by_list_with_sens:
            # what the GradOperation would compute, in one forward/backward pass
            loss, torch_grads = forward_backward(self.net, inputs, self.parameters, self.sens)
            return loss, tuple(_wrap(g) for g in torch_grads)
        loss = self.net(*inputs)
        output_grad = Tensor(np.full(loss.shape, self.sens), loss.dtype)
        return loss, grad_op(self.net, self.parameters)(*inputs, output_grad)


class GradientFreeze:
    r"""
    Gradient freezing: at each step only one group of Parameters is trained, the others keep their values, which
    saves the work of updating them. The groups and the probability of freezing are configurable.

    :meth:`freeze_generate` splits the network's trainable Parameters into `param_groups` nested groups (group 0
    holds every Parameter, group `i` the Parameters from the `i`-th chunk on), draws the sequence of groups to
    train (:meth:`generate_freeze_index_sequence`) and returns a :class:`mindspore.boost.FreezeOpt` built from
    them, which :class:`mindspore.boost.BoostTrainOneStepCell` trains with.

    Args:
        param_groups (Union[tuple, list]): The number of parameter groups.
        freeze_type (int): The strategy: ``0`` (continuous) or ``1`` (interval, random).
        freeze_p (float): The probability of a step being frozen.
        total_steps (int): The number of training steps.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn, boost
        >>> net = nn.Dense(16, 10, weight_init='ones', bias_init='zeros')
        >>> optimizer = nn.Momentum(net.trainable_params(), learning_rate=0.1, momentum=0.9)
        >>> net_with_loss = nn.WithLossCell(net, nn.MSELoss())
        >>> gradient_freeze_class = boost.GradientFreeze(2, 0, 0.5, 3)
        >>> network, optimizer = gradient_freeze_class.freeze_generate(net_with_loss, optimizer)
        >>> print(type(optimizer).__name__, optimizer.groups_num, optimizer.train_strategy)
        FreezeOpt 2 [0 1 0 1]
        >>> train_net = boost.BoostTrainOneStepCell(network, optimizer)
        >>> print(train_net(Tensor(np.ones([4, 16]), ms.float32), Tensor(np.zeros([4, 10]), ms.float32)))
        256.0
    """

    def __init__(self, param_groups, freeze_type, freeze_p, total_steps):
        self._param_groups, self._freeze_type = param_groups, freeze_type
        self._freeze_p, self._total_steps = freeze_p, total_steps
        self.grad_reducer = Identity()

    def split_parameters_groups(self, net, freeze_para_groups_number):
        r"""
        Split the trainable Parameters of `net` into nested groups.

        The Parameters are cut into chunks of about three (a Parameter whose name contains ``bn`` or ``bias``
        stays in the chunk of the Parameter before it); with ``stride = chunks // freeze_para_groups_number``,
        group `i` holds the chunks from ``i * stride`` on (every group holds all Parameters when there are fewer
        chunks than groups).

        Args:
            net (Cell): The training network.
            freeze_para_groups_number (int): The number of groups.

        Returns:
            list, one list of Parameters per group.

        Examples:
            >>> from mindspore import nn, boost
            >>> net = nn.SequentialCell([nn.Dense(2, 2, has_bias=False) for _ in range(6)])
            >>> groups = boost.GradientFreeze(2, 0, 0.5, 10).split_parameters_groups(net, 2)
            >>> for group in groups:
            ...     print([p.name for p in group])
            ['0.weight', '1.weight', '2.weight', '3.weight', '4.weight', '5.weight']
            ['3.weight', '4.weight', '5.weight']
        """
        chunks = []
        for param in net.trainable_params():
            follower = any(part in param.name for part in _FOLLOWER_NAME_PARTS)
            if not chunks or (not follower and len(chunks[-1]) >= _CHUNK_SIZE):
                chunks.append([])
            chunks[-1].append(param)
        stride = len(chunks) // freeze_para_groups_number
        return [list(itertools.chain.from_iterable(chunks[i * stride:])) for i in range(freeze_para_groups_number)]

    def generate_freeze_index_sequence(self, parameter_groups_number, freeze_strategy, freeze_p, total_steps):
        r"""
        The group index to train at each step, for ``int(total_steps * 1.01)`` steps.

        With one group (or fewer), all zeros. Strategy ``0`` (continuous) repeats
        ``[0] * round(freeze_p * (n - 1) / (1 - freeze_p)) + [1, ..., n - 1]`` until the length is reached (the last
        repetition is not cut). Strategy ``1`` (interval) starts with ``0`` and then draws, with NumPy's global
        random generator, a group ``k`` in ``1 .. n - 1`` with probability proportional to ``k`` as long as the
        share of frozen steps is below ``1 - freeze_p``, and a ``0`` otherwise.

        Args:
            parameter_groups_number (int): The number of groups `n`.
            freeze_strategy (int): ``0`` or ``1``.
            freeze_p (float): The freezing probability.
            total_steps (int): The number of training steps.

        Returns:
            list[int], the group index of each step.

        Raises:
            ValueError: If `freeze_strategy` is neither 0 nor 1.

        Examples:
            >>> from mindspore import boost
            >>> freeze = boost.GradientFreeze(4, 0, 0.5, 10)
            >>> print(freeze.generate_freeze_index_sequence(4, 0, 0.5, 10))
            [0, 0, 0, 1, 2, 3, 0, 0, 0, 1, 2, 3]
        """
        length = int(total_steps * 1.01)
        if parameter_groups_number <= 1:
            return [0] * length
        if freeze_strategy == CONTINUOUS_STRATEGY:
            return _continuous_sequence(parameter_groups_number, freeze_p, length)
        if freeze_strategy == INTERVAL_STRATEGY:
            return _interval_sequence(parameter_groups_number, freeze_p, length)
        raise ValueError(f"Unsupported freezing training strategy '{freeze_strategy}'")

    def freeze_generate(self, network, optimizer):
        r"""
        Build the gradient-freezing optimizer for `network`.

        Args:
            network (Cell): The training network.
            optimizer (Cell): The optimizer.

        Returns:
            Tuple ``(network, FreezeOpt)``: the network unchanged and the :class:`mindspore.boost.FreezeOpt` over
            the groups of :meth:`split_parameters_groups` (arranged like the optimizer's parameter groups), with
            the strategy of :meth:`generate_freeze_index_sequence`.

        Examples:
            >>> from mindspore import nn, boost
            >>> net = nn.Dense(2, 2)
            >>> opt = nn.SGD(net.trainable_params(), 0.1)
            >>> net, freeze_opt = boost.GradientFreeze(2, 0, 0.5, 2).freeze_generate(net, opt)
            >>> print(freeze_opt.train_strategy, len(freeze_opt.opts))
            [0 1] 2
        """
        origin = optimizer.init_params['params']
        groups = [ParameterProcess.generate_group_params(params, origin)
                  for params in self.split_parameters_groups(network, self._param_groups)]
        schedule = self.generate_freeze_index_sequence(self._param_groups, self._freeze_type, self._freeze_p,
                                                       self._total_steps)
        return network, FreezeOpt(optimizer, groups, schedule)


def _continuous_sequence(groups_number, freeze_p, length):
    """Blocks of ``round(p (n - 1) / (1 - p))`` zeros followed by ``1 .. n - 1``, repeated until at least `length`
    indices (whole blocks)."""
    zeros = int(freeze_p * (groups_number - 1) // (1 - freeze_p) + 0.5)
    block = [0] * zeros + list(range(1, groups_number))
    repeats = -(-length // len(block))
    return block * repeats


def _interval_sequence(groups_number, freeze_p, length):
    """A 0 first; then a frozen step (a group drawn at random) while the share of frozen steps is below
    ``1 - freeze_p``, else a 0. The draws come from NumPy's global generator, in step order."""
    frozen_slots = []
    sequence = [0]
    trained, frozen = 1, 0
    while len(sequence) < length:
        if frozen / (trained + frozen) < 1 - freeze_p:
            frozen_slots.append(len(sequence))
            frozen += 1
        else:
            trained += 1
        sequence.append(0)
    if frozen_slots:
        # group k is drawn with probability proportional to n - k
        weights = list(range(1, groups_number))
        total = sum(weights)
        draws = np.random.choice(weights[::-1], size=len(frozen_slots), p=[w / total for w in weights])
        for slot, group in zip(frozen_slots, draws.tolist()):
            sequence[slot] = group
    return sequence


def freeze_cell(reducer_flag, network, optimizer, sens, grad, use_grad_accumulation, mean=None, degree=None,
                max_accumulation_step=1):
    r"""
    The gradient-freezing training steps: one Cell per optimizer of a :class:`mindspore.boost.FreezeOpt`.

    Each Cell runs `network`, takes the gradients of its optimizer's Parameters (output gradient filled with
    `sens`), reduces them (with a :class:`mindspore.nn.DistributedGradReducer` when `reducer_flag`) and calls its
    optimizer (or accumulates the gradients over `max_accumulation_step` calls with `use_grad_accumulation`); it
    returns the loss.

    Args:
        reducer_flag (bool): Whether the training is distributed (data parallel).
        network (Cell): The network with loss.
        optimizer (Cell): The :class:`mindspore.boost.FreezeOpt`.
        sens (numbers.Number): The output gradient value (loss scale).
        grad (GradOperation): The gradient operation (``get_by_list=True, sens_param=True``).
        use_grad_accumulation (bool): Whether to accumulate gradients.
        mean (bool): Average the reduced gradients (distributed only). Default: ``None``.
        degree (int): The number of devices (distributed only). Default: ``None``.
        max_accumulation_step (int): The accumulation length. Default: ``1``.

    Returns:
        tuple, one training Cell per optimizer of `optimizer`.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, Parameter, nn, ops
        >>> from mindspore.boost.grad_freeze import freeze_cell, FreezeOpt
        >>>
        >>> class OnesMatMul(nn.Cell):
        ...     def __init__(self, n_in, n_out):
        ...         super().__init__()
        ...         self.weight = Parameter(Tensor(np.ones((n_in, n_out), np.float32)), name='weight')
        ...
        ...     def construct(self, x):
        ...         return ops.matmul(x, self.weight)
        ...
        >>> network = OnesMatMul(16, 10)
        >>> optimizer = nn.Momentum(network.trainable_params(), learning_rate=0.1, momentum=0.9)
        >>> optimizer = FreezeOpt(optimizer)
        >>> grad = ops.GradOperation(get_by_list=True, sens_param=True)
        >>> net_with_loss = nn.WithLossCell(network, nn.MSELoss())
        >>> freeze_nets = freeze_cell(False, net_with_loss, optimizer, 1.0, grad, False, None, None, 1)
        >>> print(len(freeze_nets))
        1
        >>> x, y = Tensor(np.ones([10, 16]), ms.float32), Tensor(np.ones([10]), ms.float32)
        >>> print(freeze_nets[0](x, y))
        225.0
        >>> print(np.allclose(network.weight.asnumpy(), 0.7))
        True
    """
    fusion = ParameterProcess()

    def reducer(opt):
        if not reducer_flag:
            return Identity()
        return DistributedGradReducer(fusion.assign_parameter_group(opt.parameters), mean, degree)

    return tuple(_TrainFreezeCell(network, sens, grad, reducer(opt), use_grad_accumulation, opt,
                                  max_accumulation_step)
                 for opt in optimizer.opts)
