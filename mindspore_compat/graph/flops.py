"""``mindspore.flops_collection``: the FLOPs counted for a training or evaluation step.

MindSpore reads these numbers from the graph its compiler built for a phase. mindspore_compat runs the step
eagerly, so the numbers are counted while it runs: :class:`StepFlopsCounter` counts the floating-point operations of
the matrix products and convolutions (forward and backward) that torch executes between ``start`` and ``stop``,
with ``torch.utils.flop_counter.FlopCounterMode``, and files them under a phase name that is also set as the
network's ``current_phase``. :class:`mindspore.train.FlopsUtilizationCollector` counts the first step of each run
this way.
"""
from torch.utils.flop_counter import FlopCounterMode

__all__ = ["flops_collection"]

# phase -> (full model, full hardware, shard model, shard hardware FLOPs, dynamic shape)
_counted = {}


class StepFlopsCounter:
    """Counts the FLOPs of what torch runs between :meth:`start` and :meth:`stop` in this thread."""

    def __init__(self):
        self._mode = None

    @property
    def running(self):
        return self._mode is not None

    def start(self):
        self._mode = FlopCounterMode(display=False)
        self._mode.__enter__()

    def discard(self):
        """Ends a running count without filing it."""
        if self._mode is not None:
            mode, self._mode = self._mode, None
            mode.__exit__(None, None, None)

    def stop(self, network, run_mode):
        """Ends the count, files it under the phase ``<run_mode>.<id>.0`` that becomes ``network.current_phase``
        and returns that phase."""
        mode, self._mode = self._mode, None
        mode.__exit__(None, None, None)
        flops = float(mode.get_total_flops())
        phase = f"{run_mode}.{id(network)}.0"
        network.current_phase = phase
        # no recomputation is planned around an eager step: model and hardware FLOPs are the same, and a
        # process computes its whole (data-parallel) step, so the shard is the full count
        _counted[phase] = (flops, flops, flops, flops, False)
        return phase


def flops_collection(phase='train'):
    """
    Returns the floating-point operations of the last counted step of a phase.

    The count covers the matrix products (MatMul, BatchMatMul, Dense), convolutions and attention of the step's
    forward and backward passes; element-wise operators, reductions and the optimizer's updates are not
    counted. A step is counted by :class:`mindspore.train.FlopsUtilizationCollector` (graph mode), which files
    it under the phase name it gives the counted network as ``current_phase``.

    Note:
        MindSpore has a count for every graph its compiler built; mindspore_compat compiles no graph and has
        counts only for the networks a :class:`mindspore.train.FlopsUtilizationCollector` observed. Their
        hardware FLOPs equal the model FLOPs (no recomputation is planned around an eager step).

    Args:
        phase (str): The phase name, the ``current_phase`` of the counted network (as in MindSpore, a bare
            ``'train'`` names no phase). Default: ``'train'``.

    Returns:
        tuple of (float, float, float, float, bool): The full model FLOPs, full hardware FLOPs, shard model
        FLOPs and shard hardware FLOPs of one step, and whether the step had dynamic shapes (always ``False``).

    Raises:
        RuntimeError: If no step of `phase` was counted.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import nn
        >>> import mindspore.dataset as ds
        >>> from mindspore.train import Model, FlopsUtilizationCollector
        >>> ms.set_context(mode=ms.GRAPH_MODE)
        >>> data = ds.NumpySlicesDataset({"x": np.ones((8, 6), np.float32), "y": np.zeros(8, np.int32)},
        ...                              shuffle=False).batch(4)
        >>> net = nn.Dense(6, 3)
        >>> model = Model(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True), nn.SGD(net.trainable_params()))
        >>> model.train(1, data, callbacks=[FlopsUtilizationCollector(2, computility=1e6)])  # doctest: +ELLIPSIS
        Full model flops is 288.0, Full hardware flops is 288.0, Shard model flops is 288.0, Shard hardware flops is 288.0.
        Train per step time: ... ms mfu:...% hfu:...%
        >>> print(ms.flops_collection(model.train_network.current_phase))
        (288.0, 288.0, 288.0, 288.0, False)
        >>> ms.set_context(mode=ms.PYNATIVE_MODE)
    """
    if phase not in _counted:
        raise RuntimeError("The pointer[graph] is null.")
    return _counted[phase]
