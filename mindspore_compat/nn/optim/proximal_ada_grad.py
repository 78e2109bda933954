"""``mindspore.nn.ProximalAdagrad``."""
import torch

from .optimizer import Optimizer, opt_init_args_register
from ._per_param import prepared_step
from ...ops._op_def.optim_def import proximal_adagrad_kernel
from ..dynamic_lr import _check_non_negative_float
from ..._checkparam import check_value_type
from ...common import dtype as mstype
from ...common.tensor import Tensor

__all__ = ["ProximalAdagrad"]


class ProximalAdagrad(Optimizer):
    r"""
    Proximal Adagrad: an Adagrad step followed by the proximal operator of the L1/L2 regularisers.

    .. math::
        \begin{array}{l}
            h_t = h_{t-1} + g_t^2 \\
            \eta_t = \frac{lr}{\sqrt{h_t}} \\
            v = w_{t-1} - \eta_t g_t \\
            w_t = \frac{\text{sign}(v)}{1 + \eta_t \, l2} \max(|v| - \eta_t \, l1, 0)
        \end{array}

    The regularisers act with the per-element rate :math:`\eta_t`, as in MindSpore's kernel. The accumulators
    :math:`h` are the Parameters ``accum.<name>``, filled with `accum` at the start.

    Note:
        Without parameter groups, `weight_decay` is applied to the parameters whose name contains neither ``'beta'``
        nor ``'gamma'``; with groups, each group may set its own.

    Args:
        params (Union[list[Parameter], list[dict]]): The parameters to update, or parameter groups, see
            :class:`mindspore.nn.Optimizer`.
        accum (float): Initial value of the accumulators, >= 0. Default: ``0.1`` .
        learning_rate (Union[float, int, Tensor, Iterable, LearningRateSchedule]): The learning rate.
            Default: ``0.001`` .
        l1 (float): L1 regularisation strength, >= 0. Default: ``0.0`` .
        l2 (float): L2 regularisation strength, >= 0. Default: ``0.0`` .
        use_locking (bool): Whether updates are protected by a lock (no effect here). Default: ``False`` .
        loss_scale (float): The loss scale, > 0; gradients are divided by it. Default: ``1.0`` .
        weight_decay (Union[float, int, Cell]): The weight decay (L2 penalty), >= 0. Default: ``0.0`` .

    Inputs:
        - **grads** (tuple[Tensor]) - The gradients of `params`, in the same order and with the same shapes.

    Outputs:
        Tensor[bool], the value is ``True``.

    Raises:
        TypeError: If `accum`, `l1`, `l2` or `loss_scale` is not a float, or `use_locking` is not a bool.
        TypeError: If `learning_rate` or `weight_decay` has an unsupported type.
        ValueError: If `accum`, `l1`, `l2` or `weight_decay` < 0, or `loss_scale` <= 0.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import nn, Parameter, Tensor
        >>> w = Parameter(Tensor(np.array([1.0, 0.01]), ms.float32), name="w")
        >>> optim = nn.ProximalAdagrad([w], accum=1.0, learning_rate=0.5, l1=0.1, l2=0.2)
        >>> _ = optim((Tensor(np.array([1.0, -0.1]), ms.float32),))
        >>> print(w.asnumpy())
        [0.57073426 0.00909501]
    """

    @opt_init_args_register
    def __init__(self, params, accum=0.1, learning_rate=0.001, l1=0.0, l2=0.0, use_locking=False, loss_scale=1.0,
                 weight_decay=0.0):
        super().__init__(learning_rate, params, weight_decay, loss_scale)
        cls = self.cls_name
        for name, value in (("accum", accum), ("l1", l1), ("l2", l2)):
            check_value_type(name, value, [float], cls)
        check_value_type("use_locking", use_locking, [bool], cls)
        for name, value in (("accum", accum), ("l1", l1), ("l2", l2)):
            _check_non_negative_float(value, name, cls)
        self.accum = self._clone_state("accum", fill=accum)
        self.l1 = Tensor(l1, mstype.float32)
        self.l2 = Tensor(l2, mstype.float32)
        self.use_locking = use_locking
        object.__setattr__(self, "_l1l2", (l1, l2))

    def construct(self, grads):
        l1, l2 = self._l1l2
        with torch.no_grad():
            gts, lrs = prepared_step(self, grads)
            for p, h, g, lr in zip(self._p_ts, (a._t for a in self.accum), gts, lrs):
                proximal_adagrad_kernel(p, h, g, lr, l1, l2)
        return True

    @Optimizer.target.setter
    def target(self, value):
        """Where MindSpore runs the sparse update (``'CPU'`` , ``'Ascend'`` or ``'GPU'``); recorded here."""
        if not isinstance(value, str):
            raise TypeError(f"For 'ProximalAdagrad', the property 'target' must be string type, but got "
                            f"{type(value)}")
        if value not in ("CPU", "Ascend", "GPU"):
            raise ValueError(f"For 'ProximalAdagrad', the property 'target' must be 'CPU', 'Ascend' or 'GPU', but "
                             f"got {value}.")
        self._target = value
