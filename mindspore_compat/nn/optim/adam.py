"""``mindspore.nn.Adam``, ``mindspore.nn.AdamWeightDecay`` and ``mindspore.nn.AdamOffload``."""
import numpy as np
import torch

from .optimizer import Optimizer, opt_init_args_register, _f32, _scaled, _sub_scaled_
from ..dynamic_lr import _check_float_range, _check_positive_float
from ...common import dtype as mstype
from ...common.parameter import Parameter
from ...common.tensor import Tensor
from ..._checkparam import check_value_type

__all__ = ["Adam", "AdamWeightDecay", "AdamOffload"]


def _check_param_value(beta1, beta2, eps, prim_name):
    check_value_type("beta1", beta1, [float], prim_name)
    check_value_type("beta2", beta2, [float], prim_name)
    check_value_type("eps", eps, [float], prim_name)
    _check_float_range(beta1, 0.0, 1.0, "beta1", prim_name)
    _check_float_range(beta2, 0.0, 1.0, "beta2", prim_name)
    _check_positive_float(eps, "eps", prim_name)


def _adam_moments(bucket, m, v, grads, beta2, one_minus_beta1, one_minus_beta2):
    """m += (g - m) * (1 - beta1);  v += (g * g - v) * (1 - beta2)  (in place). float32/64 buckets update v as
    ``v * beta2 + (1 - beta2) * g * g`` without a temporary (same value up to rounding of the last bit)."""
    torch._foreach_lerp_(m, grads, one_minus_beta1)
    if bucket.wide:
        torch._foreach_mul_(v, beta2)
        torch._foreach_addcmul_(v, grads, grads, value=one_minus_beta2)
    else:
        torch._foreach_lerp_(v, torch._foreach_mul(grads, grads), one_minus_beta2)


def _adam_update(bucket, m, v, grads, new_lr, beta1, one_minus_beta1, eps, nesterov, vhat=None):
    """param -= new_lr * m / (sqrt(v) + eps); Nesterov uses m * beta1 + (1 - beta1) * g as numerator; AMSGrad
    uses the running maximum of v. `new_lr` is a Python float (fused addcdiv) or a 0-d device tensor."""
    params = bucket.params
    if vhat is not None:
        torch._foreach_maximum_(vhat, v)
        v = vhat
    denom = torch._foreach_sqrt(v)
    torch._foreach_add_(denom, eps)
    if nesterov:
        num = torch._foreach_mul(m, beta1)
        torch._foreach_add_(num, torch._foreach_mul(grads, one_minus_beta1))
    else:
        num = m
    if bucket.wide and isinstance(new_lr, float):
        # param + (-new_lr * num) / denom: the same operation order as MindSpore's kernel
        torch._foreach_addcdiv_(params, num, denom, value=-new_lr)
        return
    upd = _scaled(bucket, num, new_lr)  # the bucket's workspace on CPU
    torch._foreach_div_(upd, denom)
    torch._foreach_sub_(params, upd)


def _stamp(*tensors):
    """Identifies the current contents of tensors written only in place: version counters and storage."""
    return tuple((t._version, t.data_ptr()) for t in tensors)


class _AdamBase(Optimizer):
    """Shared state and step of Adam and AdamOffload (bias-corrected Adam, L2 weight decay on the gradient)."""

    def _init_adam(self, beta1, beta2, eps, use_locking, use_nesterov, use_amsgrad):
        self.beta1 = Tensor(beta1, mstype.float32)
        self.beta2 = Tensor(beta2, mstype.float32)
        self.beta1_power = Parameter(Tensor(1.0, mstype.float32), name="beta1_power")
        self.beta2_power = Parameter(Tensor(1.0, mstype.float32), name="beta2_power")
        self.eps = Tensor(eps, mstype.float32)
        self.use_nesterov = use_nesterov
        self.use_locking = use_locking
        self.use_amsgrad = use_amsgrad
        self.moment1 = self._clone_state("moment1")
        self.moment2 = self._clone_state("moment2")
        states = [self.moment1, self.moment2]
        if use_amsgrad:
            self.vhat = self._clone_state("vhat")
            states.append(self.vhat)
        b1, b2 = np.float32(beta1), np.float32(beta2)
        object.__setattr__(self, "_adam_consts", (float(b1), float(b2), float(np.float32(1) - b1),
                                                  float(np.float32(1) - b2), _f32(eps)))
        object.__setattr__(self, "_buckets", self._make_buckets(states))
        t1, t2 = self.beta1_power._t, self.beta2_power._t
        object.__setattr__(self, "_powers_mirror", (_stamp(t1, t2), (1.0, 1.0)))

    def _advance_beta_powers(self, beta1, beta2):
        """beta1_power *= beta1; beta2_power *= beta2 on the device, mirrored on the host so that the bias
        correction of a fixed learning rate is a Python float (the device values are read back only after an
        outside write, e.g. a checkpoint load). Returns the new (beta1_power, beta2_power) host values, or ``None``
        during a masked update (the bias correction then uses the device values)."""
        t1, t2 = self.beta1_power._t, self.beta2_power._t
        if self.__dict__.get("_mask") is not None:
            # a masked step may be skipped: advance on the device only; the host mirror is re-read later
            self._masked_write_(t1, t1 * beta1)
            self._masked_write_(t2, t2 * beta2)
            object.__setattr__(self, "_powers_mirror", None)
            return None
        mirror = self._powers_mirror
        if mirror is not None and mirror[0] == _stamp(t1, t2):
            p1, p2 = mirror[1]
        else:
            p1, p2 = float(t1), float(t2)
        t1.mul_(beta1)
        t2.mul_(beta2)
        p1, p2 = float(np.float32(p1) * np.float32(beta1)), float(np.float32(p2) * np.float32(beta2))
        object.__setattr__(self, "_powers_mirror", (_stamp(t1, t2), (p1, p2)))
        return p1, p2

    def construct(self, gradients):
        with torch.no_grad():
            gts = self._grads_t(gradients)
            gts = self._decay_weight_t(gts)
            gts = self._gc_t(gts)
            gts = self._scale_grad_t(gts)
            lrs = self._lrs_t()
            self._step_t()
            b1, b2, c1, c2, eps = self._adam_consts
            powers = self._advance_beta_powers(b1, b2)
            bias = {}

            def update(b):
                grads = b.take(gts)
                m, v = b.states[0], b.states[1]
                vhat = b.states[2] if self.use_amsgrad else None
                lr = lrs[b.lr]
                # new_lr = lr * sqrt(1 - beta2_power) / (1 - beta1_power), in float32
                if isinstance(lr, float) and powers is not None:
                    f = np.float32
                    new_lr = float(f(lr) * np.sqrt(f(1) - f(powers[1])) / (f(1) - f(powers[0])))
                else:
                    if not bias:
                        # float32 sqrt correctly rounded (through float64), as the host formula's numpy sqrt
                        bias["sqrt_bc2"] = torch.sqrt((1.0 - self.beta2_power._t).double()).float()
                        bias["bc1"] = 1.0 - self.beta1_power._t
                    if isinstance(lr, float):  # a fixed rate during a masked update: float32, as MindSpore
                        lr = _f32(lr)
                    new_lr = lr * bias["sqrt_bc2"] / bias["bc1"]
                _adam_moments(b, m, v, grads, b2, c1, c2)
                _adam_update(b, m, v, grads, new_lr, b1, c1, eps, self.use_nesterov, vhat)

            self._apply_buckets(update)
        return self._success


class Adam(_AdamBase):
    r"""
    Adaptive Moment Estimation (Adam).

    .. math::
        \begin{array}{l}
            m_{t} = \beta_1 m_{t-1} + (1 - \beta_1) g_t \\
            v_{t} = \beta_2 v_{t-1} + (1 - \beta_2) g_t^2 \\
            w_{t} = w_{t-1} - lr \frac{\sqrt{1 - \beta_2^t}}{1 - \beta_1^t} \frac{m_t}{\sqrt{v_t} + \epsilon}
        \end{array}

    where :math:`g_t` is the gradient (plus ``weight_decay * w`` for the decayed parameters, L2 style) and
    :math:`\beta_1^t`, :math:`\beta_2^t` are kept in the Float32 Parameters ``beta1_power`` and ``beta2_power``.
    With `use_nesterov` the numerator is :math:`\beta_1 m_t + (1 - \beta_1) g_t`; with `use_amsgrad` the running
    maximum of :math:`v_t` (state ``vhat``) replaces :math:`v_t` in the denominator. Per parameter the optimizer
    holds ``moment1.<name>`` and ``moment2.<name>`` (and ``vhat.<name>``), zeros with the parameter's dtype.

    Note:
        Without parameter groups, `weight_decay` is applied to the parameters whose name contains neither ``'beta'``
        nor ``'gamma'``. Gradients are dense here, so `use_lazy` and `use_offload` give the same result as the
        plain algorithm (both are accepted and validated).

    Args:
        params (Union[list[Parameter], list[dict]]): The parameters to update, or parameter groups, see
            :class:`mindspore.nn.Optimizer`.
        learning_rate (Union[float, int, Tensor, Iterable, LearningRateSchedule]): The learning rate.
            Default: ``1e-3``.
        beta1 (float): The decay rate of the first moment, in (0.0, 1.0). Default: ``0.9``.
        beta2 (float): The decay rate of the second moment, in (0.0, 1.0). Default: ``0.999``.
        eps (float): Added to the denominator for numerical stability, > 0. Default: ``1e-8``.
        use_locking (bool): Whether updates are protected by a lock (no effect here). Default: ``False``.
        use_nesterov (bool): Whether to use Nesterov momentum. Default: ``False``.
        weight_decay (Union[float, int, Cell]): The weight decay (L2 penalty), >= 0. Default: ``0.0``.
        loss_scale (float): The loss scale, > 0; gradients are divided by it. Default: ``1.0``.
        use_amsgrad (bool): Whether to use the AMSGrad variant. Default: ``False``.
        kwargs:

            - use_lazy (bool): Lazy Adam (updates only the rows of sparse gradients). Default: ``False``.
            - use_offload (bool): Run the update on the host. Default: ``False``.

    Inputs:
        - **gradients** (tuple[Tensor]) - The gradients of `params`, in the same order and with the same shapes.

    Outputs:
        tuple[bool], all elements ``True``.

    Raises:
        TypeError: If `learning_rate` is not one of int, float, Tensor, Iterable, LearningRateSchedule.
        TypeError: If an element of `params` is neither Parameter nor dict.
        TypeError: If `beta1`, `beta2`, `eps` or `loss_scale` is not a float.
        TypeError: If `weight_decay` is neither float nor int nor Cell.
        TypeError: If `use_locking`, `use_nesterov`, `use_amsgrad`, `use_lazy` or `use_offload` is not a bool.
        ValueError: If `loss_scale` or `eps` is less than or equal to 0.
        ValueError: If `beta1` or `beta2` is not in range (0.0, 1.0).
        ValueError: If `weight_decay` is less than 0.
        ValueError: If `use_lazy` and `use_offload` are both ``True``, or `use_amsgrad` is combined with either.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import nn, Parameter, Tensor
        >>> weight = Parameter(Tensor(np.ones([2]), ms.float32), name="weight")
        >>> optim = nn.Adam([weight], learning_rate=0.1)
        >>> print([p.name for p in optim.get_parameters()])
        ['global_step', 'learning_rate', 'weight', 'beta1_power', 'beta2_power', 'moment1.weight', 'moment2.weight']
        >>> _ = optim((Tensor(np.array([0.5, -2.0]), ms.float32),))
        >>> print(weight.asnumpy())
        [0.90000004 1.1       ]
        >>> print(optim.beta1_power.asnumpy(), optim.beta2_power.asnumpy())
        0.9 0.999
    """

    @opt_init_args_register
    def __init__(self, params, learning_rate=1e-3, beta1=0.9, beta2=0.999, eps=1e-8, use_locking=False,
                 use_nesterov=False, weight_decay=0.0, loss_scale=1.0, use_amsgrad=False, **kwargs):
        super().__init__(learning_rate, params, weight_decay, loss_scale)
        use_lazy = kwargs.get("use_lazy", False)
        use_offload = kwargs.get("use_offload", False)
        _check_param_value(beta1, beta2, eps, self.cls_name)
        check_value_type("use_locking", use_locking, [bool], self.cls_name)
        check_value_type("use_nesterov", use_nesterov, [bool], self.cls_name)
        check_value_type("use_amsgrad", use_amsgrad, [bool], self.cls_name)
        check_value_type("use_lazy", use_lazy, [bool], self.cls_name)
        check_value_type("use_offload", use_offload, [bool], self.cls_name)
        if use_lazy and use_offload:
            raise ValueError(f"For 'Adam', 'use_lazy' and 'use_offload' can not both be True.But got "
                             f"use_lazy={use_lazy}, use_offload={use_offload}.")
        if use_amsgrad and (use_lazy or use_offload):
            raise ValueError(f"For lazy Adam and Adam with offload, there is no parameter named 'use_amsgrad'.but "
                             f"got 'use_amsgrad'={use_amsgrad}.")
        self.use_lazy = use_lazy
        self.use_offload = use_offload
        self._init_adam(beta1, beta2, eps, use_locking, use_nesterov, use_amsgrad)

    @Optimizer.target.setter
    def target(self, value):
        """Set where the update runs (``'CPU'`` updates on the host in MindSpore; here it is recorded)."""
        self._set_base_target(value)


class AdamOffload(_AdamBase):
    r"""
    Adam whose update MindSpore runs on the host CPU to save device memory (``GRAPH_MODE`` only there). Here the
    update is the same bias-corrected Adam as :class:`mindspore.nn.Adam`, run where the parameters live.

    Args:
        params (Union[list[Parameter], list[dict]]): The parameters to update, or parameter groups.
        learning_rate (Union[float, int, Tensor, Iterable, LearningRateSchedule]): The learning rate.
            Default: ``1e-3``.
        beta1 (float): The decay rate of the first moment, in (0.0, 1.0). Default: ``0.9``.
        beta2 (float): The decay rate of the second moment, in (0.0, 1.0). Default: ``0.999``.
        eps (float): Added to the denominator for numerical stability, > 0. Default: ``1e-8``.
        use_locking (bool): Whether updates are protected by a lock (no effect here). Default: ``False``.
        use_nesterov (bool): Whether to use Nesterov momentum. Default: ``False``.
        weight_decay (Union[float, int, Cell]): The weight decay (L2 penalty), >= 0. Default: ``0.0``.
        loss_scale (float): The loss scale, > 0; gradients are divided by it. Default: ``1.0``.

    Inputs:
        - **gradients** (tuple[Tensor]) - The gradients of `params`.

    Outputs:
        tuple[bool], all elements ``True``.

    Raises:
        TypeError: If `beta1`, `beta2`, `eps` or `loss_scale` is not a float.
        TypeError: If `use_locking` or `use_nesterov` is not a bool.
        ValueError: If `loss_scale` or `eps` is less than or equal to 0, or `beta1`/`beta2` is not in (0.0, 1.0).

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import nn, Parameter, Tensor
        >>> weight = Parameter(Tensor(np.ones([2]), ms.float32), name="weight")
        >>> optim = nn.AdamOffload([weight], learning_rate=0.1)
        >>> _ = optim((Tensor(np.array([0.5, -2.0]), ms.float32),))
        >>> print(weight.asnumpy())
        [0.90000004 1.1       ]
    """

    def __init__(self, params, learning_rate=1e-3, beta1=0.9, beta2=0.999, eps=1e-8, use_locking=False,
                 use_nesterov=False, weight_decay=0.0, loss_scale=1.0):
        super().__init__(learning_rate, params, weight_decay, loss_scale)
        _check_param_value(beta1, beta2, eps, self.cls_name)
        check_value_type("use_locking", use_locking, [bool], self.cls_name)
        check_value_type("use_nesterov", use_nesterov, [bool], self.cls_name)
        self._init_adam(beta1, beta2, eps, use_locking, use_nesterov, False)


class AdamWeightDecay(Optimizer):
    r"""
    Adam with decoupled weight decay (no bias correction).

    .. math::
        \begin{array}{l}
            m_{t} = \beta_1 m_{t-1} + (1 - \beta_1) g_t \\
            v_{t} = \beta_2 v_{t-1} + (1 - \beta_2) g_t^2 \\
            w_{t} = w_{t-1} - lr \left(\frac{m_t}{\sqrt{v_t} + \epsilon} + \lambda w_{t-1}\right)
        \end{array}

    where :math:`\lambda` is `weight_decay` (0 for the parameters whose decay flag is not set). Per parameter the
    optimizer holds ``adam_m.<name>`` and ``adam_v.<name>``, zeros with the parameter's dtype.

    Note:
        The optimizer has no `loss_scale`: with ``FixedLossScaleManager(drop_overflow_update=False)`` the gradients
        must be unscaled by other means. Without parameter groups, `weight_decay` is applied to the parameters
        whose name contains neither ``'beta'`` nor ``'gamma'``.

    Args:
        params (Union[list[Parameter], list[dict]]): The parameters to update, or parameter groups (keys
            ``"params"``, ``"lr"``, ``"weight_decay"``, ``"order_params"``).
        learning_rate (Union[float, int, Tensor, Iterable, LearningRateSchedule]): The learning rate.
            Default: ``1e-3``.
        beta1 (float): The decay rate of the first moment, in (0.0, 1.0). Default: ``0.9``.
        beta2 (float): The decay rate of the second moment, in (0.0, 1.0). Default: ``0.999``.
        eps (float): Added to the denominator for numerical stability, > 0. Default: ``1e-6``.
        weight_decay (Union[float, int, Cell]): The decoupled weight decay, >= 0. Default: ``0.0``.

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
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import nn, Parameter, Tensor
        >>> weight = Parameter(Tensor(np.ones([2]), ms.float32), name="weight")
        >>> optim = nn.AdamWeightDecay([weight], learning_rate=0.1, weight_decay=0.5)
        >>> print([p.name for p in optim.get_parameters()])
        ['global_step', 'learning_rate', 'weight', 'adam_m.weight', 'adam_v.weight']
        >>> _ = optim((Tensor(np.array([0.0, 2.0]), ms.float32),))
        >>> print(weight.asnumpy())
        [0.95      0.6337751]
    """
    _support_parallel_optimizer = True

    def __init__(self, params, learning_rate=1e-3, beta1=0.9, beta2=0.999, eps=1e-6, weight_decay=0.0):
        super().__init__(learning_rate, params, weight_decay)
        _check_param_value(beta1, beta2, eps, self.cls_name)
        self.beta1, self.beta2, self.eps = (Tensor(np.array([v], np.float32)) for v in (beta1, beta2, eps))
        self.moments1 = self._clone_state("adam_m")
        self.moments2 = self._clone_state("adam_v")
        self.use_fused_opt = self._target == "CPU"
        b1, b2 = np.float32(beta1), np.float32(beta2)
        object.__setattr__(self, "_adam_consts", (float(np.float32(1) - b1), float(np.float32(1) - b2), _f32(eps)))
        object.__setattr__(self, "_beta2_f", float(b2))
        # per-parameter decay: the (static) weight decay where the decay flag is set, else 0; a dynamic weight
        # decay is looked up each step
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

    @staticmethod
    def _decay_value(key, wd_now):
        if not isinstance(key, tuple):
            return key
        wd = wd_now[key[1]] if isinstance(wd_now, tuple) else wd_now
        return wd._t.reshape(()) if isinstance(wd, Tensor) else wd

    def construct(self, gradients):
        with torch.no_grad():
            gts = self._grads_t(gradients)
            wd_now = self.get_weight_decay() if self.dynamic_weight_decay else None
            lrs = self._lrs_t()
            self._step_t()
            c1, c2, eps = self._adam_consts

            def update(b):
                params = b.params
                grads = b.take(gts)
                if grads and grads[0].dtype != params[0].dtype:
                    grads = [g.to(p.dtype) for g, p in zip(grads, params)]
                m, v = b.states
                lr = lrs[b.lr]
                _adam_moments(b, m, v, grads, self._beta2_f, c1, c2)
                # update = m / (sqrt(v) + eps) + decay * param;  param -= lr * update
                denom = torch._foreach_sqrt(v)
                torch._foreach_add_(denom, eps)
                upd = torch._foreach_div(m, denom)
                decay = self._decay_value(b.key, wd_now)
                if isinstance(decay, float):
                    if decay != 0.0:
                        torch._foreach_add_(upd, _scaled(b, params, decay))
                else:
                    torch._foreach_add_(upd, torch._foreach_mul(params, decay))
                _sub_scaled_(b, params, upd, lr)

            self._apply_buckets(update)
        return self._success
