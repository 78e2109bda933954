"""``mindspore.nn.ASGD``."""
import torch

from .optimizer import Optimizer, opt_init_args_register
from ._per_param import prepared_step, as_tensor_like
from ..._checkparam import check_value_type
from ...common import dtype as mstype
from ...common.parameter import Parameter, ParameterTuple
from ...common.tensor import Tensor

__all__ = ["ASGD"]


class ASGD(Optimizer):
    r"""
    Averaged stochastic gradient descent: SGD with a decaying step size :math:`\eta` and a running average
    :math:`ax` of the parameters.

    .. math::
        \begin{array}{l}
            w_t = w_{t-1} (1 - \lambda \eta_{t-1}) - \eta_{t-1} g_t \\
            ax_t = \begin{cases} w_t, & \mu_{t-1} = 1 \\ ax_{t-1} + \mu_{t-1} (w_t - ax_{t-1}), & \text{otherwise}
                   \end{cases} \\
            \eta_t = \frac{lr}{(1 + \lambda \, lr \, t)^{\alpha}} \\
            \mu_t = \frac{1}{\max(1, t - t_0)}
        \end{array}

    with :math:`\eta_0 = lr`. Per parameter the optimizer holds the Float32 scalars ``mu_<name>`` (start ``1``) and
    ``eta_<name>`` (start ``0``, set to the learning rate by the first step) and the average ``ax_.<name>``.

    Note:
        Without parameter groups, `weight_decay` is applied to the parameters whose name contains neither ``'beta'``
        nor ``'gamma'``; with groups, each group may set its own.

    Args:
        params (Union[list[Parameter], list[dict]]): The parameters to update, or parameter groups, see
            :class:`mindspore.nn.Optimizer`.
        learning_rate (Union[float, int, Tensor, Iterable, LearningRateSchedule]): The learning rate.
            Default: ``0.1`` .
        lambd (float): The decay term :math:`\lambda`. Default: ``1e-4`` .
        alpha (float): The power of the :math:`\eta` update. Default: ``0.75`` .
        t0 (float): The step at which averaging starts. Default: ``1e6`` .
        weight_decay (Union[float, int, Cell]): The weight decay (L2 penalty), >= 0. Default: ``0.0`` .

    Inputs:
        - **gradients** (tuple[Tensor]) - The gradients of `params`, in the same order and with the same shapes.

    Outputs:
        Tensor[bool], the value is ``True``.

    Raises:
        TypeError: If `lambd`, `alpha` or `t0` is not a float.
        TypeError: If `learning_rate` or `weight_decay` has an unsupported type.
        ValueError: If `weight_decay` < 0.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import nn, Parameter, Tensor
        >>> w = Parameter(Tensor(np.array([1.0, 2.0]), ms.float32), name="w")
        >>> optim = nn.ASGD([w], learning_rate=0.1, lambd=0.5, t0=0.0)
        >>> for _ in range(2):
        ...     _ = optim((Tensor(np.array([1.0, -3.0]), ms.float32),))
        >>> print(w.asnumpy())
        [0.71262014 2.383173  ]
        >>> print(optim.eta[0].asnumpy(), optim.mu[0].asnumpy(), optim.ax[0].asnumpy())
        0.09310124 0.5 [0.71262014 2.383173  ]
    """

    @opt_init_args_register
    def __init__(self, params, learning_rate=0.1, lambd=1e-4, alpha=0.75, t0=1e6, weight_decay=0.0):
        super().__init__(learning_rate, params, weight_decay)
        cls = self.cls_name
        check_value_type("lambd", lambd, [float], cls)
        check_value_type("alpha", alpha, [float], cls)
        check_value_type("t0", t0, [float], cls)
        self.lambd = lambd
        self.alpha = alpha
        self.t0 = Tensor([t0], mstype.float32)
        self.mu = ParameterTuple([Parameter(Tensor(1.0, mstype.float32), name=f"mu_{p.name}")
                                  for p in self.parameters])
        self.eta = ParameterTuple([Parameter(Tensor(0.0, mstype.float32), name=f"eta_{p.name}")
                                   for p in self.parameters])
        self.lens = len(self.parameters)
        self.ax = self._clone_state("ax_")

    def construct(self, gradients):
        lambd, alpha = self.lambd, self.alpha
        with torch.no_grad():
            gts, lrs = prepared_step(self, gradients)
            step = self.global_step._t.reshape(()).to(torch.float32)
            t0 = self.t0._t.reshape(())
            for i, (p, g, lr) in enumerate(zip(self._p_ts, gts, lrs)):
                mu, eta, ax = self.mu[i]._t, self.eta[i]._t, self.ax[i]._t
                lr_t = as_tensor_like(lr, eta).reshape(())
                eta.copy_(torch.where(step == 1, lr_t, eta))
                p32 = p.float() * (1.0 - lambd * eta) - eta * g.float()
                p.copy_(p32)
                ax.copy_(torch.where(mu != 1, ax + ((p32 - ax.float()) * mu).to(ax.dtype), p))
                eta.copy_(lr_t / torch.pow(1.0 + lambd * lr_t * step, alpha))
                mu.copy_(1.0 / torch.clamp_min(step - t0, 1.0))
        return True
