"""``mindspore.nn.Adagrad``."""
import torch

from .optimizer import Optimizer, opt_init_args_register
from ._per_param import prepared_step
from ..dynamic_lr import _check_non_negative_float
from ..._checkparam import check_value_type

__all__ = ["Adagrad"]


class Adagrad(Optimizer):
    r"""
    Adagrad: each element's step is the learning rate divided by the root of its accumulated squared gradients.

    .. math::
        \begin{array}{l}
            h_{t} = h_{t-1} + g_t^2 \\
            w_{t} = w_{t-1} - lr \frac{g_t}{\sqrt{h_t}}
        \end{array}

    The accumulators :math:`h` are the Parameters ``accum.<parameter name>``, filled with `accum` at the start.
    MindSpore 2.10's CPU kernel accumulates even with ``update_slots=False``, and so does this optimizer.

    Note:
        Without parameter groups, `weight_decay` is applied to the parameters whose name contains neither ``'beta'``
        nor ``'gamma'``; with groups, each group may set its own.

    Args:
        params (Union[list[Parameter], list[dict]]): The parameters to update, or parameter groups, see
            :class:`mindspore.nn.Optimizer`.
        accum (float): Initial value of the accumulators, >= 0. Default: ``0.1`` .
        learning_rate (Union[float, int, Tensor, Iterable, LearningRateSchedule]): The learning rate.
            Default: ``0.001`` .
        update_slots (bool): Whether the accumulators are updated (validated and kept; see above).
            Default: ``True`` .
        loss_scale (float): The loss scale, > 0; gradients are divided by it. Default: ``1.0`` .
        weight_decay (Union[float, int, Cell]): The weight decay (L2 penalty), >= 0. Default: ``0.0`` .

    Inputs:
        - **grads** (tuple[Tensor]) - The gradients of `params`, in the same order and with the same shapes.

    Outputs:
        tuple[bool], all elements ``True``.

    Raises:
        TypeError: If `accum` or `loss_scale` is not a float, or `update_slots` is not a bool.
        TypeError: If `learning_rate` or `weight_decay` has an unsupported type.
        ValueError: If `loss_scale` <= 0, or `accum` or `weight_decay` < 0.

    Supported Platforms:
        ``Ascend`` ``CPU`` ``GPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import nn, Parameter, Tensor
        >>> w = Parameter(Tensor(np.array([1.0, 2.0]), ms.float32), name="w")
        >>> optim = nn.Adagrad([w], accum=1.0, learning_rate=0.5)
        >>> _ = optim((Tensor(np.array([1.0, -3.0]), ms.float32),))
        >>> print(w.asnumpy())
        [0.6464466 2.4743416]
        >>> print(optim.accum[0].name, optim.accum[0].asnumpy())
        accum.w [ 2. 10.]
    """

    @opt_init_args_register
    def __init__(self, params, accum=0.1, learning_rate=0.001, update_slots=True, loss_scale=1.0,
                 weight_decay=0.0):
        super().__init__(learning_rate, params, weight_decay, loss_scale)
        check_value_type("accum", accum, [float], self.cls_name)
        check_value_type("update_slots", update_slots, [bool], self.cls_name)
        _check_non_negative_float(accum, "accum", self.cls_name)
        self.accum = self._clone_state("accum", fill=accum)
        self.update_slots = update_slots

    def construct(self, grads):
        with torch.no_grad():
            gts, lrs = prepared_step(self, grads)
            for p, h, g, lr in zip(self._p_ts, (a._t for a in self.accum), gts, lrs):
                h.addcmul_(g, g)
                p.sub_(g * lr / h.sqrt())
        return self._success
