"""``mindspore.nn.OptTFTWrapper``."""
import os

from .optimizer import Optimizer
from ... import context
from ...common import dtype as mstype
from ...common.parameter import Parameter
from ...common.tensor import Tensor

__all__ = ["OptTFTWrapper"]

_TFT_SWITCHES = ("TTP:1", "UCE:1", "ARF:1")


class OptTFTWrapper(Optimizer):
    r"""
    Wraps an optimizer for MindIO's training fault tolerance (TFT) on Ascend: the step reports its start and end to
    the fault-tolerance service, which can then roll back or restart a failed step.

    Fault tolerance must be switched on with the environment variable ``MS_ENABLE_TFT`` (one of ``TTP:1``,
    ``UCE:1``, ``ARF:1``) and the device target must be ``'Ascend'``. In one process the reports have no service
    to reach, so the step is the wrapped optimizer's.

    Args:
        opt (Optimizer): The optimizer to wrap.
        kwargs (dict): Reserved.

    Inputs:
        - **gradients** (tuple[Tensor]) - The gradients, as the wrapped optimizer takes them.

    Outputs:
        What the wrapped optimizer returns.

    Raises:
        TypeError: If `opt` is not an Optimizer.
        ValueError: If ``MS_ENABLE_TFT`` switches none of the features on, or the device target is not Ascend.

    Supported Platforms:
        ``Ascend``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import nn, Parameter, Tensor
        >>> w = Parameter(Tensor(np.ones(2), ms.float32), name="w")
        >>> try:
        ...     nn.OptTFTWrapper(nn.SGD([w]))
        ... except ValueError as e:
        ...     print(e)
        MindIO TFT regitster need custom switch on[MS_ENABLE_TFT='{TTP:1,UCE:1,ARF:1}']!
    """

    def __init__(self, opt, **kwargs):
        if not isinstance(opt, Optimizer):
            raise TypeError(f"For 'OptTFTWrapper', the argument 'opt' must be Optimizer type, but got {type(opt)}.")
        switches = os.getenv("MS_ENABLE_TFT", "")
        if not any(s in switches for s in _TFT_SWITCHES):
            raise ValueError("MindIO TFT regitster need custom switch on[MS_ENABLE_TFT='{TTP:1,UCE:1,ARF:1}']!")
        if context.get_context("device_target") != "Ascend":
            raise ValueError("MindIO adataper only support on Ascend device!")
        super().__init__(opt.learning_rate, opt.parameters)
        self.opt = opt
        self.tft_g_one_flag = Parameter(Tensor([1], mstype.int32), name="tft_g_one_flag")
        for attr in ("param_rank", "optim_filter", "loss_scale", "dynamic_weight_decay", "grad_centralization",
                     "dynamic_lr", "global_step", "is_group", "is_group_lr", "is_group_params_ordered",
                     "use_parallel", "learning_rate", "parameters", "decay_flags", "dynamic_decay_flags",
                     "weight_decay", "exec_weight_decay", "cache_enable", "reciprocal_scale", "need_scale",
                     "param_length"):
            setattr(self, attr, getattr(opt, attr))

    def construct(self, gradients):
        return self.opt(gradients)
