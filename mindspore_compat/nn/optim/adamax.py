"""``mindspore.nn.AdaMax``."""
import torch

from .optimizer import Optimizer, opt_init_args_register
from ._per_param import prepared_step
from ..dynamic_lr import _check_float_range, _check_positive_float
from ..._checkparam import check_value_type
from ...common import dtype as mstype
from ...common.parameter import Parameter
from ...common.tensor import Tensor

__all__ = ["AdaMax"]


class AdaMax(Optimizer):
    r"""
    AdaMax: the Adam variant whose second moment is an exponentially weighted infinity norm.

    .. math::
        \begin{array}{l}
            m_t = \beta_1 m_{t-1} + (1 - \beta_1) g_t \\
            v_t = \max(\beta_2 v_{t-1}, |g_t|) \\
            w_t = w_{t-1} - \frac{lr}{1 - \beta_1^t} \frac{m_t}{v_t + \epsilon}
        \end{array}

    :math:`\beta_1^t` is the Float32 Parameter ``beta1_power`` (shape :math:`(1,)`); :math:`m` and :math:`v` are
    the zero-initialised Parameters ``moment1.<name>`` and ``moment2.<name>``.

    Note:
        Without parameter groups, `weight_decay` is applied to the parameters whose name contains neither ``'beta'``
        nor ``'gamma'``; with groups, each group may set its own.

    Args:
        params (Union[list[Parameter], list[dict]]): The parameters to update, or parameter groups, see
            :class:`mindspore.nn.Optimizer`.
        learning_rate (Union[float, int, Tensor, Iterable, LearningRateSchedule]): The learning rate.
            Default: ``0.001`` .
        beta1 (float): Decay rate of the first moment, in (0.0, 1.0). Default: ``0.9`` .
        beta2 (float): Decay rate of the infinity norm, in (0.0, 1.0). Default: ``0.999`` .
        eps (float): Added to the denominator, > 0. Default: ``1e-08`` .
        weight_decay (Union[float, int, Cell]): The weight decay (L2 penalty), >= 0. Default: ``0.0`` .
        loss_scale (float): The loss scale, > 0; gradients are divided by it. Default: ``1.0`` .

    Inputs:
        - **gradients** (tuple[Tensor]) - The gradients of `params`, in the same order and with the same shapes.

    Outputs:
        tuple[bool], all elements ``True``.

    Raises:
        TypeError: If `beta1`, `beta2`, `eps` or `loss_scale` is not a float.
        TypeError: If `learning_rate` or `weight_decay` has an unsupported type.
        ValueError: If `beta1` or `beta2` is outside (0.0, 1.0), `eps` or `loss_scale` <= 0, or `weight_decay` < 0.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import nn, Parameter, Tensor
        >>> w = Parameter(Tensor(np.array([1.0, 2.0]), ms.float32), name="w")
        >>> optim = nn.AdaMax([w], learning_rate=0.1)
        >>> for _ in range(2):
        ...     _ = optim((Tensor(np.array([1.0, -3.0]), ms.float32),))
        >>> print(w.asnumpy())
        [0.79999995 2.1999998 ]
        >>> print(optim.beta1_power.asnumpy())
        [0.80999994]
    """

    @opt_init_args_register
    def __init__(self, params, learning_rate=0.001, beta1=0.9, beta2=0.999, eps=1e-08, weight_decay=0.0,
                 loss_scale=1.0):
        super().__init__(learning_rate, params, weight_decay, loss_scale)
        cls = self.cls_name
        for name, value in (("beta1", beta1), ("beta2", beta2), ("eps", eps)):
            check_value_type(name, value, [float], cls)
        _check_float_range(beta1, 0.0, 1.0, "beta1", cls)
        _check_float_range(beta2, 0.0, 1.0, "beta2", cls)
        _check_positive_float(eps, "eps", cls)
        self.beta1 = Tensor(beta1, mstype.float32)
        self.beta2 = Tensor(beta2, mstype.float32)
        self.beta1_power = Parameter(Tensor([1.0], mstype.float32), name="beta1_power")
        self.eps = Tensor(eps, mstype.float32)
        self.moment1 = self._clone_state("moment1")
        self.moment2 = self._clone_state("moment2")
        object.__setattr__(self, "_consts", (beta1, beta2, eps))

    def construct(self, gradients):
        b1, b2, eps = self._consts
        with torch.no_grad():
            gts, lrs = prepared_step(self, gradients)
            power = self.beta1_power._t
            power.mul_(b1)
            for i, (p, g, lr) in enumerate(zip(self._p_ts, gts, lrs)):
                m, v = self.moment1[i]._t, self.moment2[i]._t
                m.mul_(b1).add_(g * (1 - b1))
                torch.maximum(v * b2, g.abs(), out=v)
                step = (lr / (1 - power.to(p.dtype))) * m / (v + eps)
                p.sub_(step.reshape(p.shape))
        return self._success
