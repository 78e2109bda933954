"""``mindspore.nn.FTRL``."""
import torch

from .optimizer import Optimizer, opt_init_args_register
from ._per_param import prepared_step
from ...ops._op_def.optim_def import ftrl_kernel
from ..dynamic_lr import _check_positive_float
from ..._checkparam import check_value_type

__all__ = ["FTRL"]


def _check_bound(name, value, bound, ge, cls):
    ok = value >= bound if ge else value <= bound
    if not ok:
        raise ValueError(f"For '{cls}', the argument '{name}' must {'>=' if ge else '<='} {bound}, but got {value}.")


class FTRL(Optimizer):
    r"""
    FTRL-proximal (Follow The Regularized Leader), an online learning algorithm for sparse models.

    .. math::
        \begin{array}{l}
            m_t = m_{t-1} + g_t^2 \\
            \sigma = \frac{m_t^{-p} - m_{t-1}^{-p}}{lr} \\
            u_t = u_{t-1} + g_t - \sigma w_{t-1} \\
            w_t = \begin{cases} \frac{l1 - u_t}{m_t^{-p} / lr + 2 \, l2}, & |u_t| > l1 \\
                  0, & \text{otherwise} \end{cases}
        \end{array}

    with :math:`p` the `lr_power`. The numerator is :math:`l1 - u_t` for both signs of :math:`u_t`, which is what
    MindSpore 2.10's CPU kernel computes (the textbook rule uses :math:`\text{sign}(u_t) \, l1 - u_t`). :math:`m` and :math:`u` are the Parameters ``moments.<name>`` (start
    `initial_accum`) and ``linear.<name>`` (start ``0``).

    Note:
        Without parameter groups, `weight_decay` is applied to every parameter (the ``'beta'`` / ``'gamma'`` filter
        of the other optimizers does not apply); with groups, each group may set its own. Dynamic and per-group
        learning rates are not accepted.

    Args:
        params (Union[list[Parameter], list[dict]]): The parameters to update, or parameter groups (without
            ``"lr"``), see :class:`mindspore.nn.Optimizer`.
        initial_accum (float): Initial value of the accumulators, >= 0. Default: ``0.1`` .
        learning_rate (float): The learning rate, > 0. Default: ``0.001`` .
        lr_power (float): The power of the learning-rate decay, <= 0. Default: ``-0.5`` .
        l1 (float): L1 regularisation strength, >= 0. Default: ``0.0`` .
        l2 (float): L2 regularisation strength, >= 0. Default: ``0.0`` .
        use_locking (bool): Whether updates are protected by a lock (no effect here). Default: ``False`` .
        loss_scale (float): The loss scale, > 0; gradients are divided by it. Default: ``1.0`` .
        weight_decay (Union[float, int, Cell]): The weight decay (L2 penalty), >= 0. Default: ``0.0`` .

    Inputs:
        - **grads** (tuple[Tensor]) - The gradients of `params`, in the same order and with the same shapes.

    Outputs:
        tuple[bool], all elements ``True``.

    Raises:
        TypeError: If `initial_accum`, `learning_rate`, `lr_power`, `l1`, `l2` or `loss_scale` is not a float.
        TypeError: If `use_locking` is not a bool, or `weight_decay` has an unsupported type.
        ValueError: If the learning rate is dynamic or per group.
        ValueError: If `lr_power` > 0, `learning_rate` or `loss_scale` <= 0, or another argument < 0.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import nn, Parameter, Tensor
        >>> w = Parameter(Tensor(np.array([1.0, 2.0]), ms.float32), name="w")
        >>> optim = nn.FTRL([w], initial_accum=1.0, learning_rate=0.5, l1=0.1)
        >>> _ = optim((Tensor(np.array([1.0, -3.0]), ms.float32),))
        >>> print(w.asnumpy())
        [-0.02530485  1.8576976 ]
        >>> print(optim.linear[0].asnumpy())
        [  0.17157292 -11.649111  ]
    """

    @opt_init_args_register
    def __init__(self, params, initial_accum=0.1, learning_rate=0.001, lr_power=-0.5, l1=0.0, l2=0.0,
                 use_locking=False, loss_scale=1.0, weight_decay=0.0):
        super().__init__(learning_rate, params, weight_decay, loss_scale=loss_scale)
        cls = self.cls_name
        if self.dynamic_lr or self.is_group_lr:
            raise ValueError(f"For 'FTRL', dynamic learning rate and group learning rate are currently not supported "
                             f"in FTRL, they should all be false, but got dynamic learning rate {self.dynamic_lr} and"
                             f" group learning rate {self.is_group_lr}.")
        check_value_type("initial_accum", initial_accum, [float], cls)
        _check_bound("initial_accum", initial_accum, 0.0, True, cls)
        check_value_type("learning_rate", learning_rate, [float], cls)
        _check_positive_float(learning_rate, "learning_rate", cls)
        check_value_type("lr_power", lr_power, [float], cls)
        _check_bound("lr_power", lr_power, 0.0, False, cls)
        for name, value in (("l1", l1), ("l2", l2)):
            check_value_type(name, value, [float], cls)
            _check_bound(name, value, 0.0, True, cls)
        check_value_type("use_locking", use_locking, [bool], cls)
        self.moments = self._clone_state("moments", fill=initial_accum)
        self.linear = self._clone_state("linear")
        self.l1, self.l2, self.lr, self.lr_power = l1, l2, learning_rate, lr_power
        self.use_locking = use_locking
        if not self.is_group:
            self.decay_flags = tuple(True for _ in self.parameters)
            self._init_fast_path()

    def construct(self, grads):
        l1, l2, lr, power = self.l1, self.l2, self.lr, -self.lr_power
        with torch.no_grad():
            gts, _ = prepared_step(self, grads)
            for i, (p, g) in enumerate(zip(self._p_ts, gts)):
                ftrl_kernel(p, self.moments[i]._t, self.linear[i]._t, g, lr, l1, l2, -power)
        return self._success

    @Optimizer.target.setter
    def target(self, value):
        """Where MindSpore runs the sparse update (``'CPU'`` , ``'Ascend'`` or ``'GPU'``); recorded here."""
        if not isinstance(value, str):
            raise TypeError(f"For 'FTRL', the property 'target' must be string type, but got type {type(value)}.")
        if value not in ("CPU", "Ascend", "GPU"):
            raise ValueError(f"For 'FTRL', the property 'target' must be 'CPU', 'Ascend' or 'GPU', but got {value}.")
        self._target = value
