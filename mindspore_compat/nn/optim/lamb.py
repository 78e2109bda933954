"""``mindspore.nn.Lamb``."""
import numpy as np
import torch

from .optimizer import Optimizer, opt_init_args_register, _f32
from .adam import _check_param_value
from ...common.tensor import Tensor

__all__ = ["Lamb"]


class Lamb(Optimizer):
    r"""
    LAMB (Layer-wise Adaptive Moments optimizer for Batch training).

    .. math::
        \begin{array}{l}
            m_{t} = \beta_1 m_{t-1} + (1 - \beta_1) g_t \\
            v_{t} = \beta_2 v_{t-1} + (1 - \beta_2) g_t^2 \\
            \hat{m}_{t} = m_t / (1 - \beta_1^t), \quad \hat{v}_{t} = v_t / (1 - \beta_2^t) \\
            r_t = \hat{m}_{t} / (\sqrt{\hat{v}_{t}} + \epsilon) + \lambda w_{t-1} \\
            w_{t} = w_{t-1} - \gamma \, \frac{\|w_{t-1}\|}{\|r_t\|} \, r_t
        \end{array}

    where :math:`t` is the global step after the increment of this update, :math:`\lambda` is `weight_decay` (0 for
    the parameters whose decay flag is not set) and the trust ratio :math:`\|w\| / \|r\|` (L2 norms over the whole
    parameter) is replaced by 1 when either norm is 0. Per parameter the optimizer holds ``lamb_m.<name>`` and
    ``lamb_v.<name>``; the arithmetic is done in float32 whatever the parameter dtype.

    Note:
        The optimizer has no `loss_scale`. Without parameter groups, `weight_decay` is applied to the parameters
        whose name contains neither ``'beta'`` nor ``'gamma'``.

    Args:
        params (Union[list[Parameter], list[dict]]): The parameters to update, or parameter groups, see
            :class:`mindspore.nn.Optimizer`.
        learning_rate (Union[float, int, Tensor, Iterable, LearningRateSchedule]): The learning rate.
        beta1 (float): The decay rate of the first moment, in (0.0, 1.0). Default: ``0.9``.
        beta2 (float): The decay rate of the second moment, in (0.0, 1.0). Default: ``0.999``.
        eps (float): Added to the denominator for numerical stability, > 0. Default: ``1e-6``.
        weight_decay (Union[float, int, Cell]): The weight decay, >= 0. Default: ``0.0``.

    Inputs:
        - **gradients** (tuple[Tensor]) - The gradients of `params`.

    Outputs:
        tuple[bool], all elements ``True``.

    Raises:
        TypeError: If `learning_rate` is not one of int, float, Tensor, Iterable, LearningRateSchedule.
        TypeError: If an element of `params` is neither Parameter nor dict.
        TypeError: If `beta1`, `beta2` or `eps` is not a float.
        TypeError: If `weight_decay` is neither float nor int nor Cell.
        ValueError: If `eps` is less than or equal to 0.
        ValueError: If `beta1` or `beta2` is not in range (0.0, 1.0).
        ValueError: If `weight_decay` is less than 0.

    Supported Platforms:
        ``Ascend`` ``GPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import nn, Parameter, Tensor
        >>> weight = Parameter(Tensor(np.array([3.0, 4.0]), ms.float32), name="weight")
        >>> optim = nn.Lamb([weight], learning_rate=0.1)
        >>> print([p.name for p in optim.get_parameters()])
        ['global_step', 'learning_rate', 'weight', 'lamb_m.weight', 'lamb_v.weight']
        >>> _ = optim((Tensor(np.array([1.0, 1.0]), ms.float32),))
        >>> print(weight.asnumpy())
        [2.6464467 3.6464467]
    """
    @opt_init_args_register
    def __init__(self, params, learning_rate, beta1=0.9, beta2=0.999, eps=1e-6, weight_decay=0.0):
        super().__init__(learning_rate, params, weight_decay)
        _check_param_value(beta1, beta2, eps, self.cls_name)
        self.params = self.parameters
        self.beta1, self.beta2, self.eps = (Tensor(np.array([v], np.float32)) for v in (beta1, beta2, eps))
        self.moments1 = self._clone_state("lamb_m")
        self.moments2 = self._clone_state("lamb_v")
        b1, b2 = np.float32(beta1), np.float32(beta2)
        object.__setattr__(self, "_lamb_consts", (float(b1), float(b2), float(np.float32(1) - b1),
                                                  float(np.float32(1) - b2), _f32(eps)))
        keys = []
        for i, flag in enumerate(self.decay_flags):
            wd = self.weight_decay[i] if self.is_group else self.weight_decay
            if not flag:
                keys.append(0.0)
            elif isinstance(wd, Tensor):
                keys.append(_f32(float(wd.asnumpy())))
            else:
                keys.append(("dynamic", i if self.is_group else 0))
        object.__setattr__(self, "_buckets", self._make_buckets([self.moments1, self.moments2], keys))

    _support_parallel_optimizer = True

    def construct(self, gradients):
        with torch.no_grad():
            gts = self._grads_t(gradients)
            wd_now = self.get_weight_decay() if self.dynamic_weight_decay else None
            lrs = self._lrs_t()
            self._step_t()
            gts = self._gc_t(gts)
            b1, b2, c1, c2, eps = self._lamb_consts
            step = self.global_step._t.reshape(()).to(torch.float32)
            bc1 = 1.0 - torch.pow(torch.full((), b1, dtype=torch.float32, device=step.device), step)
            bc2 = 1.0 - torch.pow(torch.full((), b2, dtype=torch.float32, device=step.device), step)

            def update(b):
                params = b.params
                grads = [g.float() for g in b.take(gts)]
                m_store, v_store = b.states
                m = [t.float() for t in m_store]
                v = [t.float() for t in v_store]
                w = [p.float() for p in params]
                torch._foreach_mul_(m, b1)
                torch._foreach_add_(m, torch._foreach_mul(grads, c1))
                torch._foreach_mul_(v, b2)
                torch._foreach_add_(v, torch._foreach_mul(torch._foreach_mul(grads, grads), c2))
                m_hat = torch._foreach_div(m, bc1)
                denom = torch._foreach_div(v, bc2)
                torch._foreach_sqrt_(denom)
                torch._foreach_add_(denom, eps)
                update = torch._foreach_div(m_hat, denom)
                decay = b.key
                if isinstance(decay, tuple):
                    wd = wd_now[decay[1]] if isinstance(wd_now, tuple) else wd_now
                    decay = wd._t.reshape(()) if isinstance(wd, Tensor) else wd
                if not (isinstance(decay, float) and decay == 0.0):
                    torch._foreach_add_(update, torch._foreach_mul(w, decay))
                w_norm = torch.stack(torch._foreach_norm(w))
                u_norm = torch.stack(torch._foreach_norm(update))
                ratio = torch.where((w_norm > 0) & (u_norm > 0), w_norm / u_norm, torch.ones_like(w_norm))
                scale = ratio * lrs[b.lr]
                torch._foreach_mul_(update, list(scale.unbind(0)))
                torch._foreach_sub_(w, update)
                for dst, src in ((params, w), (m_store, m), (v_store, v)):
                    for d, s_ in zip(dst, src):
                        if d is not s_:
                            d.copy_(s_)

            self._apply_buckets(update)
        return self._success
