"""``mindspore.nn.AdaSumByGradWrapCell`` and ``mindspore.nn.AdaSumByDeltaWeightWrapCell``."""
import torch

from .optimizer import Optimizer
from ..cell import Cell
from ... import context
from ..._checkparam import check_value_type
from ...common import dtype as mstype
from ...common.parameter import Parameter
from ...common.tensor import Tensor

__all__ = ["AdaSumByGradWrapCell", "AdaSumByDeltaWeightWrapCell"]


def _stage_device_num():
    num = context.get_auto_parallel_context("device_num")
    if not num:
        dist = torch.distributed
        num = dist.get_world_size() if dist.is_available() and dist.is_initialized() else 1
    stages = context.get_auto_parallel_context("pipeline_stages") or 1
    return num // stages


def _check_adasum_context():
    """MindSpore's preconditions of AdaSum (RuntimeError in stand-alone mode, with optimizer sharding or pipeline
    stages, and for fewer than 16 devices or a device count that is not a power of 2)."""
    if context.get_auto_parallel_context("parallel_mode") == "stand_alone":
        raise RuntimeError("Stand alone mode is not supported to apply adasum.")
    if context.get_auto_parallel_context("enable_parallel_optimizer"):
        raise RuntimeError("Currently, the optimizer shard is not supported with applying adasum.")
    if (context.get_auto_parallel_context("pipeline_stages") or 1) > 1:
        raise RuntimeError("Currently, the pipeline parallel is not supported with applying adasum.")
    num = _stage_device_num()
    if num < 16 or num & (num - 1):
        raise RuntimeError("The device_num must be at least 16 and must be the power of 2 when applying adasum.")


class AdaSumByGradWrapCell(Cell):
    r"""
    Wraps an optimizer so that the gradients of the data-parallel devices are combined with the adaptive summation
    (AdaSum) before the update.

    AdaSum combines the contributions of the data-parallel devices pairwise,
    :math:`\text{AdaSum}(g_1, g_2) = (1 - \frac{g_2^T g_1}{2 \|g_1\|^2}) g_1 + (1 - \frac{g_1^T g_2}{2 \|g_2\|^2}) g_2`.
    MindSpore requires a semi-auto or auto parallel context over at least 16 devices (a power of 2) and rejects
    stand-alone mode, optimizer sharding and pipeline stages with a RuntimeError; the same checks are made here.
    The combination itself needs those devices' values: this process contributes alone, so the wrapped
    optimizer receives its own contribution unchanged.

    Args:
        optimizer (Optimizer): The optimizer to wrap; its construct takes the gradients only.

    Inputs:
        - **grads** (tuple[Tensor]) - The gradients, as the wrapped optimizer takes them.

    Outputs:
        What the wrapped optimizer returns.

    Raises:
        TypeError: If `optimizer` is not an Optimizer.
        RuntimeError: In stand-alone mode, with optimizer sharding or pipeline stages, or unless the device count
            is a power of 2 of at least 16.

    Supported Platforms:
        ``Ascend`` ``GPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import nn, Parameter, Tensor
        >>> w = Parameter(Tensor(np.ones(2), ms.float32), name="w")
        >>> try:
        ...     nn.AdaSumByGradWrapCell(nn.SGD([w]))
        ... except RuntimeError as e:
        ...     print(e)
        Stand alone mode is not supported to apply adasum.
    """

    def __init__(self, optimizer):
        super().__init__(auto_prefix=False)
        _check_adasum_context()
        self.optimizer = optimizer
        check_value_type("optimizer", optimizer, [Optimizer])
        self.parameters = optimizer.parameters
        self.sync_tensor = Parameter(Tensor(0, mstype.int32), name="sync_tensor")

    def construct(self, grads):
        return self.optimizer(grads)


class AdaSumByDeltaWeightWrapCell(Cell):
    r"""
    Wraps an optimizer so that the weight changes of the data-parallel devices (weights after the wrapped
    optimizer's update minus weights before) are combined with the adaptive summation (AdaSum).

    AdaSum combines the contributions of the data-parallel devices pairwise,
    :math:`\text{AdaSum}(g_1, g_2) = (1 - \frac{g_2^T g_1}{2 \|g_1\|^2}) g_1 + (1 - \frac{g_1^T g_2}{2 \|g_2\|^2}) g_2`.
    MindSpore requires a semi-auto or auto parallel context over at least 16 devices (a power of 2) and rejects
    stand-alone mode, optimizer sharding and pipeline stages with a RuntimeError; the same checks are made here.
    The combination itself needs those devices' values: this process contributes alone, so the wrapped
    optimizer receives its own contribution unchanged.

    Args:
        optimizer (Optimizer): The optimizer to wrap; its construct takes the gradients only.

    Inputs:
        - **grads** (tuple[Tensor]) - The gradients, as the wrapped optimizer takes them.

    Outputs:
        What the wrapped optimizer returns.

    Raises:
        TypeError: If `optimizer` is not an Optimizer.
        RuntimeError: In stand-alone mode, with optimizer sharding or pipeline stages, or unless the device count
            is a power of 2 of at least 16.

    Supported Platforms:
        ``Ascend`` ``GPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import nn, Parameter, Tensor
        >>> w = Parameter(Tensor(np.ones(2), ms.float32), name="w")
        >>> try:
        ...     nn.AdaSumByDeltaWeightWrapCell(nn.SGD([w]))
        ... except RuntimeError as e:
        ...     print(e)
        Stand alone mode is not supported to apply adasum.
    """

    def __init__(self, optimizer):
        super().__init__(auto_prefix=False)
        _check_adasum_context()
        self.optimizer = optimizer
        check_value_type("optimizer", optimizer, [Optimizer])
        self.parameters = optimizer.parameters
        self.sync_tensor = Parameter(Tensor(0, mstype.int32), name="sync_tensor")

    def construct(self, grads):
        return self.optimizer(grads)
