"""``mindspore.shard`` / ``mindspore.parallel.shard``: run a function or Cell with its inputs laid out across the
processes."""
import logging

from ..communication import management as _mgmt
from ..nn import Cell
from ..nn import _shard

__all__ = ["shard"]

_logger = logging.getLogger("mindspore")


def shard(fn, in_strategy, out_strategy=None, parameter_plan=None):
    """
    Run `fn` with its inputs laid out across the processes of the job by `in_strategy`, and get the same numbers
    as the plain call.

    With one process `fn` itself is returned. With more, the returned callable turns each Tensor input into a
    DTensor (torch.distributed.tensor) of a one-dimensional mesh over every process: an input whose strategy
    splits one dimension into as many blocks as there are processes is split along it (each process computes on
    its block); other inputs, and the Parameters of a Cell, are replicated (a Parameter is split the same way when
    `parameter_plan` says so). The outputs are gathered back whole on every process, and gradients flow to the
    inputs and Parameters. Every Tensor that `fn` combines with its inputs must be an input or a Parameter of
    `fn` (a DTensor does not mix with a plain Tensor).

    Args:
        fn (Union[Cell, Function]): The computation.
        in_strategy (tuple): One strategy per input: a tuple with the number of blocks of each dimension, or a
            :class:`mindspore.parallel.Layout` called with one alias per dimension.
        out_strategy (Union[tuple, None], optional): The strategies of the outputs; checked and otherwise unused
            (as in MindSpore). Default: ``None``.
        parameter_plan (Union[dict, None], optional): Parameter name (``"self."`` prefix allowed) to strategy, for
            a Cell. Default: ``None``.

    Returns:
        The callable to use instead of `fn` (`fn` itself with one process).

    Raises:
        TypeError: If `in_strategy` is not a tuple of tuples of ints or of Layouts (not both), `out_strategy` is
            neither None nor such a tuple, or `parameter_plan` is not a dict of names to strategies (or is given
            with a function that is not a Cell).
        ValueError: If a strategy of `parameter_plan` does not have one entry per dimension of its Parameter or
            does not divide it.

    Supported Platforms:
        ``Ascend``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import ops
        >>> def scaled_sum(a, b):
        ...     return ops.mul(a, 2.0) + b
        >>> a = ms.Tensor(np.ones((4, 3)), ms.float32)
        >>> b = ms.Tensor(np.full((4, 3), 0.5), ms.float32)
        >>> run = ms.shard(scaled_sum, in_strategy=((2, 1), (2, 1)))
        >>> out = run(a, b)
        >>> print(out.shape, out[0])
        (4, 3) [2.5 2.5 2.5]
    """
    if _mgmt.get_group_size() == 1:
        return fn
    if not isinstance(fn, Cell):
        _logger.warning("'fn' is not a mindspore.nn.Cell, and its definition cannot involve Parameter; otherwise, "
                     "the result may be incorrect.")
    plan = _shard.check_arguments(fn, in_strategy, out_strategy, parameter_plan)
    return _shard.ShardedCall(fn, in_strategy, out_strategy, plan)
