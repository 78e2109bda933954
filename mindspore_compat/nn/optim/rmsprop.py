"""``mindspore.nn.RMSProp``."""
import torch

from .optimizer import Optimizer, opt_init_args_register, _f32
from ..dynamic_lr import _check_non_negative_float, _check_positive_float
from ..._checkparam import check_value_type

__all__ = ["RMSProp"]


class RMSProp(Optimizer):
    r"""
    Root Mean Square Propagation (RMSProp).

    .. math::
        s_{t+1} = \rho s_{t} + (1 - \rho)(\nabla Q_{i}(w))^2

    .. math::
        m_{t+1} = \beta m_{t} + \frac{\eta} {\sqrt{s_{t+1} + \epsilon}} \nabla Q_{i}(w)

    .. math::
        w = w - m_{t+1}

    If `centered` is ``True``, the mean gradient :math:`g_{t+1} = \rho g_{t} + (1 - \rho)\nabla Q_{i}(w)` is also
    tracked and the denominator becomes :math:`\sqrt{s_{t+1} - g_{t+1}^2 + \epsilon}`; elements where
    :math:`s_{t+1} - g_{t+1}^2 + \epsilon \le 0` keep their moment and weight unchanged.

    Here :math:`\rho` is `decay`, :math:`\beta` is `momentum`, :math:`\epsilon` is `epsilon` and :math:`\eta` is the
    learning rate. Per parameter the optimizer holds ``mean_grad.<name>`` (centered only, zeros),
    ``mean_square.<name>`` (ones) and ``moment.<name>`` (zeros).

    Note:
        Without parameter groups, `weight_decay` is applied to the parameters whose name contains neither ``'beta'``
        nor ``'gamma'``.

    Args:
        params (Union[list[Parameter], list[dict]]): The parameters to update, or parameter groups, see
            :class:`mindspore.nn.Optimizer`.
        learning_rate (Union[float, int, Tensor, Iterable, LearningRateSchedule]): The learning rate.
            Default: ``0.1``.
        decay (float): The decay rate, >= 0. Default: ``0.9``.
        momentum (float): The momentum, >= 0. Default: ``0.0``.
        epsilon (float): Added to the denominator for numerical stability, > 0. Default: ``1e-10``.
        use_locking (bool): Whether updates are protected by a lock (no effect here). Default: ``False``.
        centered (bool): Whether to normalise by the estimated variance of the gradient. Default: ``False``.
        loss_scale (float): The loss scale, > 0; gradients are divided by it. Default: ``1.0``.
        weight_decay (Union[float, int, Cell]): The weight decay (L2 penalty), >= 0. Default: ``0.0``.

    Inputs:
        - **gradients** (tuple[Tensor]) - The gradients of `params`.

    Outputs:
        tuple[bool], all elements ``True``.

    Raises:
        TypeError: `learning_rate` has a type other than int, float, Tensor, Iterable or LearningRateSchedule.
        TypeError: `decay`, `momentum`, `epsilon` or `loss_scale` is not given as a float.
        TypeError: `params` holds something other than Parameters and group dicts.
        TypeError: `weight_decay` is not a float, an int or a Cell.
        TypeError: `use_locking` or `centered` is not given as a bool.
        ValueError: `epsilon` is 0 or negative.
        ValueError: `decay` or `momentum` is negative.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import nn, Parameter, Tensor
        >>> weight = Parameter(Tensor(np.ones([2]), ms.float32), name="weight")
        >>> optim = nn.RMSProp([weight], learning_rate=0.1, centered=True)
        >>> print([p.name for p in optim.get_parameters()])
        ['global_step', 'learning_rate', 'weight', 'mean_grad.weight', 'mean_square.weight', 'moment.weight']
        >>> _ = optim((Tensor(np.array([1.0, 3.0]), ms.float32),))
        >>> print(optim.ms[0].asnumpy())
        [1.        1.8000002]
        >>> print(weight.asnumpy())
        [0.8994962 0.7705843]
    """

    @opt_init_args_register
    def __init__(self, params, learning_rate=0.1, decay=0.9, momentum=0.0, epsilon=1e-10, use_locking=False,
                 centered=False, loss_scale=1.0, weight_decay=0.0):
        super().__init__(learning_rate, params, weight_decay, loss_scale)
        check_value_type("decay", decay, [float], self.cls_name)
        _check_non_negative_float(decay, "decay", self.cls_name)
        check_value_type("momentum", momentum, [float], self.cls_name)
        _check_non_negative_float(momentum, "momentum", self.cls_name)
        check_value_type("epsilon", epsilon, [float], self.cls_name)
        _check_positive_float(epsilon, "epsilon", self.cls_name)
        check_value_type("use_locking", use_locking, [bool], self.cls_name)
        check_value_type("centered", centered, [bool], self.cls_name)
        self.centered = centered
        states = []
        if centered:
            self.mg = self._clone_state("mean_grad")
            states.append(self.mg)
        self.momentum = momentum
        self.ms = self._clone_state("mean_square", 1.0)
        self.moment = self._clone_state("moment")
        states += [self.ms, self.moment]
        self.epsilon = epsilon
        self.decay = decay
        one_minus_decay = float(torch.tensor(1.0, dtype=torch.float64) - torch.tensor(_f32(decay), dtype=torch.float64))
        object.__setattr__(self, "_rms_consts", (_f32(momentum), _f32(epsilon), _f32(one_minus_decay)))
        object.__setattr__(self, "_buckets", self._make_buckets(states))

    def construct(self, gradients):
        with torch.no_grad():
            gts = self._grads_t(gradients)
            gts = self._decay_weight_t(gts)
            gts = self._gc_t(gts)
            gts = self._scale_grad_t(gts)
            lrs = self._lrs_t()
            self._step_t()
            momentum, eps, c = self._rms_consts

            def update(b):
                grads = b.take(gts)
                lr = lrs[b.lr]
                if self.centered:
                    mg, ms, mom = b.states
                else:
                    ms, mom = b.states
                # mean_square += (g * g - mean_square) * (1 - decay)
                torch._foreach_lerp_(ms, torch._foreach_mul(grads, grads), c)
                # g * lr
                glr = torch._foreach_mul(grads, lr)
                if not self.centered:
                    # moment = moment * momentum + g * lr / sqrt(mean_square + eps);  w -= moment
                    denom = torch._foreach_add(ms, eps)
                    torch._foreach_sqrt_(denom)
                    torch._foreach_div_(glr, denom)
                    torch._foreach_mul_(mom, momentum)
                    torch._foreach_add_(mom, glr)
                    torch._foreach_sub_(b.params, mom)
                    return
                torch._foreach_lerp_(mg, grads, c)
                denom = torch._foreach_sub(ms, torch._foreach_mul(mg, mg))
                torch._foreach_add_(denom, eps)
                for p, m_, d, gl in zip(b.params, mom, denom, glr):
                    ok = d > 0
                    new_m = torch.where(ok, m_ * momentum + gl / torch.sqrt(torch.where(ok, d, 1.0)), m_)
                    p.sub_(torch.where(ok, new_m, 0.0))
                    m_.copy_(new_m)

            self._apply_buckets(update)
        return self._success
