"""``mindspore.nn.LazyAdam``."""
from .adam import _AdamBase, _check_param_value as _check_adam_values
from .optimizer import Optimizer, opt_init_args_register
from ..dynamic_lr import _check_non_negative_float
from ..._checkparam import check_value_type

__all__ = ["LazyAdam"]


class LazyAdam(_AdamBase):
    r"""
    Adam that, for sparse gradients, updates only the rows present in the gradient. Gradients are dense in
    mindspore_compat, so every step is the full Adam update:

    .. math::
        \begin{array}{l}
            m_t = \beta_1 m_{t-1} + (1 - \beta_1) g_t \\
            v_t = \beta_2 v_{t-1} + (1 - \beta_2) g_t^2 \\
            w_t = w_{t-1} - lr \frac{\sqrt{1 - \beta_2^t}}{1 - \beta_1^t} \frac{m_t}{\sqrt{v_t} + \epsilon}
        \end{array}

    with the numerator :math:`\beta_1 m_t + (1 - \beta_1) g_t` when `use_nesterov`. The optimizer holds the
    Float32 Parameters ``beta1_power`` and ``beta2_power`` and, per parameter, ``moment1.<name>`` and
    ``moment2.<name>``.

    Note:
        Without parameter groups, `weight_decay` is applied to the parameters whose name contains neither ``'beta'``
        nor ``'gamma'``; with groups, each group may set its own.

    Args:
        params (Union[list[Parameter], list[dict]]): The parameters to update, or parameter groups, see
            :class:`mindspore.nn.Optimizer`.
        learning_rate (Union[float, int, Tensor, Iterable, LearningRateSchedule]): The learning rate.
            Default: ``1e-3`` .
        beta1 (float): Decay rate of the first moment, in (0.0, 1.0). Default: ``0.9`` .
        beta2 (float): Decay rate of the second moment, in (0.0, 1.0). Default: ``0.999`` .
        eps (float): Added to the denominator, > 0. Default: ``1e-8`` .
        use_locking (bool): Whether updates are protected by a lock (no effect here). Default: ``False`` .
        use_nesterov (bool): Whether to use Nesterov momentum. Default: ``False`` .
        weight_decay (Union[float, int, Cell]): The weight decay (L2 penalty), a float >= 0. Default: ``0.0`` .
        loss_scale (float): The loss scale, > 0; gradients are divided by it. Default: ``1.0`` .

    Inputs:
        - **gradients** (tuple[Tensor]) - The gradients of `params`, in the same order and with the same shapes.

    Outputs:
        Tensor[bool], the value is ``True``.

    Raises:
        TypeError: If `beta1`, `beta2`, `eps`, `weight_decay` or `loss_scale` is not a float.
        TypeError: If `use_locking` or `use_nesterov` is not a bool.
        ValueError: If `beta1` or `beta2` is outside (0.0, 1.0), `eps` or `loss_scale` <= 0, or `weight_decay` < 0.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import nn, Parameter, Tensor
        >>> w = Parameter(Tensor(np.array([1.0, 2.0]), ms.float32), name="w")
        >>> optim = nn.LazyAdam([w], learning_rate=0.1)
        >>> _ = optim((Tensor(np.array([1.0, -3.0]), ms.float32),))
        >>> print(w.asnumpy())
        [0.90000004 2.1       ]
    """

    @opt_init_args_register
    def __init__(self, params, learning_rate=1e-3, beta1=0.9, beta2=0.999, eps=1e-8, use_locking=False,
                 use_nesterov=False, weight_decay=0.0, loss_scale=1.0):
        super().__init__(learning_rate, params, weight_decay, loss_scale)
        cls = self.cls_name
        check_value_type("weight_dacay", weight_decay, [float], cls)
        _check_adam_values(beta1, beta2, eps, cls)
        _check_non_negative_float(weight_decay, "weight_decay", cls)
        check_value_type("use_locking", use_locking, [bool], cls)
        check_value_type("use_nesterov", use_nesterov, [bool], cls)
        self._init_adam(beta1, beta2, eps, use_locking, use_nesterov, False)

    @Optimizer.target.setter
    def target(self, value):
        """Where MindSpore runs the sparse update (``'CPU'`` , ``'Ascend'`` or ``'GPU'``); recorded here."""
        self._set_base_target(value)
