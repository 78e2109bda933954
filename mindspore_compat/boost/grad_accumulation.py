"""Gradient accumulation (``mindspore.boost.grad_accumulation``)."""
import torch

from ..common import dtype as mstype
from ..common.parameter import Parameter
from ..common.tensor import Tensor
from ..nn.cell import Cell
from ..ops import HyperMap

__all__ = ["GradientAccumulation", "gradient_accumulation_op", "gradient_clear_op"]


def _t(x):
    return x._t if isinstance(x, Tensor) else x


def gradient_accumulation_op(accumulation_step, cumulative_grad, grad):
    """
    Add ``grad / accumulation_step`` to the accumulator `cumulative_grad` (in place).

    Args:
        accumulation_step (int): The number of steps the gradients are averaged over.
        cumulative_grad (Parameter): The accumulator.
        grad (Tensor): The gradient of this step.

    Returns:
        Parameter, `cumulative_grad`.

    Examples:
        >>> import numpy as np
        >>> from mindspore import Parameter, Tensor
        >>> from mindspore.boost.grad_accumulation import gradient_accumulation_op
        >>> acc = Parameter(Tensor(np.zeros(2, np.float32)), name="acc")
        >>> print(gradient_accumulation_op(4, acc, Tensor(np.array([4.0, 8.0], np.float32))).asnumpy())
        [1. 2.]
    """
    with torch.no_grad():
        acc = _t(cumulative_grad)
        acc.add_(_t(grad).to(acc.dtype) / accumulation_step)
    return cumulative_grad


def gradient_clear_op(cumulative_grad):
    """
    Set the accumulator `cumulative_grad` to zeros (in place).

    Args:
        cumulative_grad (Parameter): The accumulator.

    Returns:
        Parameter, `cumulative_grad`.

    Examples:
        >>> import numpy as np
        >>> from mindspore import Parameter, Tensor
        >>> from mindspore.boost.grad_accumulation import gradient_clear_op
        >>> acc = Parameter(Tensor(np.ones(2, np.float32)), name="acc")
        >>> print(gradient_clear_op(acc).asnumpy())
        [0. 0.]
    """
    with torch.no_grad():
        _t(cumulative_grad).zero_()
    return cumulative_grad


def _accumulate(accumulators, grads, max_step):
    """``acc += g / max_step`` for every accumulator (one foreach pass per dtype)."""
    targets = [acc._t for acc in accumulators]
    sources = [_t(g) for g in grads]
    with torch.no_grad():
        if all(t.dtype == g.dtype for t, g in zip(targets, sources)):
            torch._foreach_add_(targets, torch._foreach_div(sources, max_step))
            return
        for target, source in zip(targets, sources):
            target.add_(source.to(target.dtype) / max_step)


def _clear(accumulators):
    with torch.no_grad():
        torch._foreach_zero_([acc._t for acc in accumulators])


def _int32_counter(name):
    """A scalar int32 Parameter holding 0."""
    return Parameter(Tensor(0, dtype=mstype.int32), name=name)


def _accumulation_step(accumulators, counter, grads, max_step, apply):
    """Add ``grads / max_step`` to `accumulators` and count the call in `counter`; the `max_step`-th call runs
    ``apply(accumulators)`` and resets the counter. The accumulators are zeroed whenever the counter is 0."""
    _accumulate(accumulators, grads, max_step)
    count = counter._t
    with torch.no_grad():
        count.add_(1)
    if int(count) >= max_step:
        apply(accumulators)
        with torch.no_grad():
            count.zero_()
    if int(count) == 0:
        _clear(accumulators)


class GradientAccumulation(Cell):
    """
    Gradient accumulation: the optimizer runs once every `max_accumulation_step` calls, on the mean of the
    gradients of those calls.

    Each call adds ``grad / max_accumulation_step`` to the accumulators (Parameters
    ``grad_accumulation.<parameter name>``, zeros at first) and counts the call in the Parameter
    ``accumulation_step``; at the `max_accumulation_step`-th call the optimizer is called with the accumulators,
    then the counter and the accumulators are reset to zero. Training `N` micro-batches this way gives the same
    update as one step on their concatenation (for a loss averaged over the batch).

    Note that the cell is created with ``auto_prefix=True``: the optimizer's Parameters (the network's weights
    included) are renamed ``optimizer.<name>``.

    Args:
        max_accumulation_step (int): The number of calls accumulated before an update.
        optimizer (Cell): The optimizer.

    Inputs:
        - **loss** (Tensor) - The loss of the step (passed through).
        - **grads** (tuple[Tensor]) - The gradients of the optimizer's Parameters.

    Outputs:
        Tensor, `loss`.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn, ops, boost
        >>> net = nn.Dense(2, 1, weight_init='ones', bias_init='zeros')
        >>> loss_net = nn.WithLossCell(net, nn.MSELoss())
        >>> optimizer = nn.SGD(net.trainable_params(), learning_rate=0.1)
        >>> accumulation = boost.GradientAccumulation(2, optimizer)
        >>> grad_fn = ops.value_and_grad(loss_net, None, optimizer.parameters)
        >>> x, y = Tensor(np.ones([1, 2]), ms.float32), Tensor(np.zeros([1, 1]), ms.float32)
        >>> for _ in range(2):
        ...     loss, grads = grad_fn(x, y)
        ...     loss = accumulation(loss, grads)
        ...     print(loss, net.weight.asnumpy())
        4.0 [[1. 1.]]
        4.0 [[0.6 0.6]]
    """

    def __init__(self, max_accumulation_step, optimizer):
        super().__init__()
        self.hyper_map = HyperMap()
        self._max_accumulation_step = max_accumulation_step
        # a child Cell: the optimizer's Parameters (the network's weights too) get the prefix "optimizer."
        self.optimizer = optimizer
        self.weights = optimizer.parameters
        self._grad_accumulation = optimizer.parameters.clone(prefix="grad_accumulation", init="zeros")
        self._accumulation_step = _int32_counter("accumulation_step")

    def construct(self, loss, grads):
        _accumulation_step(self._grad_accumulation, self._accumulation_step, grads, self._max_accumulation_step,
                           self.optimizer)
        return loss
