"""``mindspore.nn.Adadelta``."""
import torch

from .optimizer import Optimizer, opt_init_args_register
from ._per_param import prepared_step
from ..dynamic_lr import _check_non_negative_float
from ..._checkparam import check_value_type
from ...common.tensor import Tensor

__all__ = ["Adadelta"]


def _check_rho(rho, cls_name):
    check_value_type("rho", rho, [float], cls_name)
    if not 0.0 <= rho <= 1.0:
        raise ValueError(f"For '{cls_name}', the 'rho' must be in range of [0.0, 1.0], but got {rho} with type "
                         f"'float'.")


class Adadelta(Optimizer):
    r"""
    Adadelta: Adagrad with decaying averages, whose step size comes from the history of the updates themselves.

    .. math::
        \begin{array}{l}
            v_t = \rho v_{t-1} + (1 - \rho) g_t^2 \\
            \Delta_t = \frac{\sqrt{u_{t-1} + \epsilon}}{\sqrt{v_t + \epsilon}} g_t \\
            u_t = \rho u_{t-1} + (1 - \rho) \Delta_t^2 \\
            w_t = w_{t-1} - lr \, \Delta_t
        \end{array}

    :math:`v` and :math:`u` are the zero-initialised Parameters ``accum.<name>`` and ``accum_update.<name>``.

    Note:
        Without parameter groups, `weight_decay` is applied to the parameters whose name contains neither ``'beta'``
        nor ``'gamma'``; with groups, each group may set its own.

    Args:
        params (Union[list[Parameter], list[dict]]): The parameters to update, or parameter groups, see
            :class:`mindspore.nn.Optimizer`.
        learning_rate (Union[float, int, Tensor, Iterable, LearningRateSchedule]): The learning rate.
            Default: ``1.0`` .
        rho (float): The decay rate, in ``[0.0, 1.0]``. Default: ``0.9`` .
        epsilon (float): Added inside the square roots, >= 0. Default: ``1e-6`` .
        loss_scale (float): The loss scale, > 0; gradients are divided by it. Default: ``1.0`` .
        weight_decay (Union[float, int, Cell]): The weight decay (L2 penalty), >= 0. Default: ``0.0`` .

    Inputs:
        - **grads** (tuple[Tensor]) - The gradients of `params`, in the same order and with the same shapes.

    Outputs:
        tuple[bool], all elements ``True``.

    Raises:
        TypeError: If `rho`, `epsilon` or `loss_scale` is not a float, or `grads` is not a tuple of Tensors.
        TypeError: If `learning_rate` or `weight_decay` has an unsupported type.
        ValueError: If `rho` is outside ``[0.0, 1.0]``, `epsilon` or `weight_decay` < 0, or `loss_scale` <= 0.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import nn, Parameter, Tensor
        >>> w = Parameter(Tensor(np.array([1.0, 2.0]), ms.float32), name="w")
        >>> optim = nn.Adadelta([w], rho=0.5, epsilon=0.01)
        >>> _ = optim((Tensor(np.array([1.0, -3.0]), ms.float32),))
        >>> print(w.asnumpy())
        [0.859972  2.1412644]
        >>> print([p.name for p in optim.get_parameters()])
        ['global_step', 'learning_rate', 'w', 'accum.w', 'accum_update.w']
    """

    @opt_init_args_register
    def __init__(self, params, learning_rate=1.0, rho=0.9, epsilon=1e-6, loss_scale=1.0, weight_decay=0.0):
        super().__init__(learning_rate, params, weight_decay, loss_scale)
        _check_rho(rho, self.cls_name)
        check_value_type("epsilon", epsilon, [float], self.cls_name)
        _check_non_negative_float(epsilon, "epsilon", self.cls_name)
        self.rho, self.epsilon = rho, epsilon
        self.accum, self.accum_update = self._clone_state("accum"), self._clone_state("accum_update")

    def construct(self, grads):
        rho, eps = self.rho, self.epsilon
        if not (isinstance(grads, tuple) and isinstance(grads[0], Tensor)):
            raise TypeError("For 'Adadelta', the 'grads' must be a tuple of Tensor.")
        with torch.no_grad():
            gts, lrs = prepared_step(self, grads)
            for i, (p, g, lr) in enumerate(zip(self._p_ts, gts, lrs)):
                v, u = self.accum[i]._t, self.accum_update[i]._t
                v.mul_(rho).add_(g * g * (1 - rho))
                delta = (u + eps).sqrt() / (v + eps).sqrt() * g
                u.mul_(rho).add_(delta * delta * (1 - rho))
                p.sub_(delta * lr)
        return self._success
