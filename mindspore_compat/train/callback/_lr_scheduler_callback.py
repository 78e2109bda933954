"""LearningRateScheduler: changes the optimizer's learning rate after every step."""
import logging
import math

import numpy as np

from ...common import dtype as mstype
from ...common.tensor import Tensor
from ._callback import Callback
from ...ops import assign

__all__ = ["LearningRateScheduler"]

_logger = logging.getLogger("mindspore")


class LearningRateScheduler(Callback):
    """
    Changes the learning rate of the optimizer at the end of every training step.

    After each step, ``learning_rate_function(lr, cur_step_num)`` receives the current learning rate (a Python
    float) and the global step number; when the value it returns differs from `lr`, it is written into the
    optimizer's ``learning_rate`` Parameter (as float32).

    Args:
        learning_rate_function (Function): The function computing the new learning rate.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> from mindspore import nn
        >>> from mindspore.train.callback import LearningRateScheduler, RunContext, _InternalCallbackParam
        >>> def learning_rate_function(lr, cur_step_num):
        ...     if cur_step_num % 2 == 0:
        ...         lr = lr * 0.5
        ...     return lr
        >>> net = nn.Dense(3, 2)
        >>> optim = nn.Momentum(net.trainable_params(), learning_rate=0.1, momentum=0.9)
        >>> cb_params = _InternalCallbackParam(optimizer=optim)
        >>> run_context = RunContext(cb_params)
        >>> scheduler = LearningRateScheduler(learning_rate_function)
        >>> for step in range(1, 5):
        ...     cb_params.cur_step_num = step
        ...     scheduler.on_train_step_end(run_context)
        ...     print(step, optim.learning_rate.asnumpy())
        1 0.1
        2 0.05
        3 0.05
        4 0.025
    """

    def __init__(self, learning_rate_function):
        super().__init__()
        self.learning_rate_function = learning_rate_function

    def step_end(self, run_context):
        """
        Change the learning rate at the end of a step.

        Args:
            run_context (RunContext): The training context.
        """
        state = run_context.original_args()
        lr_param = state.optimizer.learning_rate
        # the learning rate as numpy prints it (at most 8 decimals): a float32 0.1 reaches the function as 0.1
        current = float(np.array2string(lr_param.asnumpy()))
        step = state.cur_step_num
        wanted = self.learning_rate_function(current, step)
        if math.isclose(current, wanted, rel_tol=1e-10):
            return
        assign(lr_param, Tensor(wanted, mstype.float32))
        _logger.info("At step %s, learning_rate change to %s", step, wanted)
