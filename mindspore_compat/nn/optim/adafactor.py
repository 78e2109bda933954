"""``mindspore.nn.AdaFactor``."""
import logging

import torch

from .optimizer import Optimizer, opt_init_args_register
from ._per_param import prepared_step
from ..dynamic_lr import _check_non_negative_float
from ..._checkparam import check_value_type
from ...common import dtype as mstype
from ...common.parameter import Parameter, ParameterTuple
from ...common.tensor import Tensor

__all__ = ["AdaFactor"]

_logger = logging.getLogger("mindspore")


def _check_step_mode(learning_rate, relative_step, warmup_init):
    """The three ways of choosing the step size that MindSpore refuses (its messages, args included)."""
    if relative_step:
        args = None if learning_rate is None else ("Cannot combine manual lr and relative_step options",
                                                   learning_rate)
    elif warmup_init:
        args = ("warmup_init requires relative_step=True",)
    else:
        args = None if learning_rate is not None else ("Cannot learning_rate is None and relative_step=False",)
    if args:
        raise ValueError(*args)


def _rms_t(t):
    return t.square().mean().sqrt()


class AdaFactor(Optimizer):
    r"""
    Adafactor: Adam-like steps whose second moment is stored factored (one row and one column average per matrix),
    with update clipping and, by default, a relative step size.

    For a parameter of rank >= 2 the squared-gradient averages along the last axis (``exp_avg_sq_row_<name>``) and
    along the second to last axis (``exp_avg_sq_col_<name>``) are kept; a vector keeps the full average
    (``exp_avg_sq_<name>``). With :math:`\hat\beta_{2,t} = 1 - t^{-\text{decay\_rate}}` and
    :math:`G = g_t^2 + \epsilon_1`:

    .. math::
        \begin{array}{l}
            R_t = \hat\beta_{2,t} R_{t-1} + (1 - \hat\beta_{2,t}) \, \text{mean}_{-1}(G), \quad
            C_t = \hat\beta_{2,t} C_{t-1} + (1 - \hat\beta_{2,t}) \, \text{mean}_{-2}(G) \\
            U_t = g_t \Big/ \sqrt{\frac{R_t}{\text{mean}(R_t)} C_t} \\
            \hat U_t = \frac{U_t}{\max(1, \text{RMS}(U_t) / d)} \, \rho_t \\
            m_t = \beta_1 m_{t-1} + (1 - \beta_1) \hat U_t \\
            w_t = w_{t-1} (1 - \lambda \rho_t) - m_t
        \end{array}

    where :math:`d` is `clip_threshold` and :math:`\lambda` the weight decay. The step size :math:`\rho_t` is the
    learning rate, or with `relative_step` :math:`\min(10^{-2}, 1/\sqrt{t})` (:math:`\min(10^{-6} t, 1/\sqrt{t})`
    with `warmup_init`); with `scale_parameter` it is multiplied by :math:`\max(\epsilon_2, \text{RMS}(w_{t-1}))`.
    The step count is the Float32 Parameter ``afactor_step``; :math:`m` is ``exp_avg.<name>`` (when `beta1` > 0).
    Gradients are used as given: `loss_scale` is validated and kept but, as in MindSpore, not divided out.

    Args:
        params (Union[list[Parameter], list[dict]]): The parameters to update, or parameter groups, see
            :class:`mindspore.nn.Optimizer`.
        learning_rate (Union[float, Tensor, None]): A fixed step size (requires ``relative_step=False``), or None.
            Default: ``None`` .
        eps (tuple[float, float]): :math:`(\epsilon_1, \epsilon_2)`, both >= 0. Default: ``(1e-30, 1e-3)`` .
        clip_threshold (float): The update clipping threshold :math:`d`, >= 0. Default: ``1.0`` .
        decay_rate (float): The exponent of :math:`\hat\beta_{2,t}`, in (0, 1). Default: ``0.8`` .
        beta1 (float): Decay of the first moment; ``0`` or None keeps no first moment. Default: ``0.9`` .
        weight_decay (float): The weight decay :math:`\lambda`, in [0, 1). Default: ``0.0`` .
        scale_parameter (bool): Scale the step by the parameter's RMS. Default: ``True`` .
        relative_step (bool): Use the step-count based step size. Default: ``True`` .
        warmup_init (bool): Warm the relative step size up linearly (needs `relative_step`). Default: ``False`` .
        compression (bool): Keep the vectors' second moments in float16. Default: ``False`` .
        loss_scale (float): The loss scale, > 0. Default: ``1.0`` .

    Inputs:
        - **gradients** (tuple[Tensor]) - The gradients of `params`, in the same order and with the same shapes.

    Outputs:
        Tensor[bool], the value is ``True``.

    Raises:
        TypeError: If an item of `eps`, `clip_threshold` or `decay_rate` is not a float, or `scale_parameter`,
            `relative_step` or `compression` is not a bool.
        ValueError: If `learning_rate` is given with `relative_step`, `warmup_init` without it, or neither a
            learning rate nor `relative_step`.
        ValueError: If `eps` does not have 2 items, an item of `eps` or `clip_threshold` < 0, `decay_rate` is
            outside (0, 1) or `weight_decay` outside [0, 1).

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import nn, Parameter, Tensor
        >>> w = Parameter(Tensor(np.array([[1.0, 2.0], [3.0, 4.0]]), ms.float32), name="w")
        >>> optim = nn.AdaFactor([w], learning_rate=0.1, relative_step=False, scale_parameter=False)
        >>> _ = optim((Tensor(np.array([[1.0, -3.0], [0.5, 0.5]]), ms.float32),))
        >>> print(w.asnumpy())
        [[0.99288064 2.0078514 ]
         [2.9840808  3.994148  ]]
        >>> print(optim.exp_avg_sq_row[0].name, optim.exp_avg_sq_row[0].asnumpy())
        exp_avg_sq_row_w [5.   0.25]
    """

    @opt_init_args_register
    def __init__(self, params, learning_rate=None, eps=(1e-30, 1e-3), clip_threshold=1.0, decay_rate=0.8, beta1=0.9,
                 weight_decay=0.0, scale_parameter=True, relative_step=True, warmup_init=False, compression=False,
                 loss_scale=1.0):
        _check_step_mode(learning_rate, relative_step, warmup_init)
        learning_rate = 0.0 if learning_rate is None else learning_rate
        beta1 = 0.0 if beta1 is None else beta1
        self.scale_lr = isinstance(learning_rate, (float, int))
        if not self.scale_lr and (relative_step or scale_parameter):
            _logger.warning("When learning_rate is learning scheduler, it not support update learning rate!")
        super().__init__(learning_rate, params, weight_decay, loss_scale)
        cls = self.cls_name
        check_value_type("eps", eps, [list, tuple], cls)
        if len(eps) != 2:
            raise ValueError("eps must have 2 value: (eps1, eps2).")
        for i, item in enumerate(eps):
            check_value_type(f"eps{i}", item, [float], cls)
            _check_non_negative_float(item, f"eps{i}", cls)
        check_value_type("clip_threshold", clip_threshold, [float], cls)
        _check_non_negative_float(clip_threshold, "clip_threshold", cls)
        check_value_type("decay_rate", decay_rate, [float], cls)
        if not 0 < decay_rate < 1:
            raise ValueError(f"For '{cls}', the 'decay_rate' must be in range of (0, 1), but got {decay_rate} with "
                             f"type 'float'.")
        if not 0 <= weight_decay < 1:
            raise ValueError(f"For '{cls}', the 'weight_decay' must be in range of [0, 1), but got {weight_decay} "
                             f"with type '{type(weight_decay).__name__}'.")
        for name, value in (("scale_parameter", scale_parameter), ("relative_step", relative_step),
                            ("compression", compression)):
            check_value_type(name, value, [bool], cls)
        check_value_type("beta1", beta1, [int, float], cls)
        _check_non_negative_float(float(beta1), "beta1", cls)
        self.eps = tuple(Tensor(e, mstype.float32) for e in eps)
        self.clip_threshold = Tensor(clip_threshold, mstype.float32)
        self.decay_rate = Tensor(-decay_rate, mstype.float32)
        self.beta1 = Tensor(beta1, mstype.float32)
        self.weight_decay = Tensor(weight_decay, mstype.float32)
        self.weight_decay_flag = bool(weight_decay)
        self.scale_parameter = scale_parameter and self.scale_lr
        self.relative_step = relative_step
        self.warmup_init = warmup_init
        self.compression = compression
        self.init_ada_factor_state(beta1)
        self.step = Parameter(Tensor([0.0], mstype.float32), name="afactor_step")
        object.__setattr__(self, "_consts", (float(eps[0]), float(eps[1]), float(clip_threshold), float(decay_rate),
                                             float(beta1), float(weight_decay)))

    def init_ada_factor_state(self, beta1):
        """
        Create the state Parameters: the first moments ``exp_avg.<name>`` (when `beta1` > 0) and the factored
        (``exp_avg_sq_row_<name>``, ``exp_avg_sq_col_<name>``) or full (``exp_avg_sq_<name>``) second moments.

        Args:
            beta1 (float): The first-moment decay; ``0`` creates no first moments.
        """
        if beta1 > 0:
            self.use_first_moment = True
            self.exp_avg = self._clone_state("exp_avg")
        else:
            self.use_first_moment = False
            placeholder = Parameter(Tensor(0.0, mstype.float32), name="Parameter")
            self.exp_avg = ParameterTuple([placeholder] * len(self.parameters))
        rows, cols, fulls = [], [], []
        for p in self.parameters:
            shape, dt, name = tuple(p.shape), p.dtype, p.name
            if len(shape) > 1:
                rows.append(Parameter(Tensor(torch.zeros(shape[:-1]).numpy(), dt), name=f"exp_avg_sq_row_{name}"))
                cols.append(Parameter(Tensor(torch.zeros(shape[:-2] + shape[-1:]).numpy(), dt),
                                      name=f"exp_avg_sq_col_{name}"))
                fulls.append(Parameter(Tensor(torch.zeros(1).numpy(), dt), name=f"exp_avg_sq_{name}"))
            else:
                rows.append(Parameter(Tensor(torch.zeros(1).numpy(), dt), name=f"exp_avg_sq_row_{name}"))
                cols.append(Parameter(Tensor(torch.zeros(1).numpy(), dt), name=f"exp_avg_sq_col_{name}"))
                full_dt = mstype.float16 if self.compression else dt
                fulls.append(Parameter(Tensor(torch.zeros(shape).numpy(), full_dt), name=f"exp_avg_sq_{name}"))
        self.exp_avg_sq_row = ParameterTuple(rows)
        self.exp_avg_sq_col = ParameterTuple(cols)
        self.exp_avg_sq = ParameterTuple(fulls)

    @property
    def supports_memory_efficient_fp16(self):
        """bool, ``True``: the optimizer accepts float16 parameters (updates are computed in float32)."""
        return True

    @property
    def supports_flat_params(self):
        """bool, ``False``: the parameters cannot be flattened into one buffer."""
        return False

    def construct(self, gradients):
        eps1, eps2, clip, decay, beta1, wd = self._consts
        with torch.no_grad():
            gts = self._grads_t(gradients)
            lrs = self._lrs_t()
            lrs = [lrs[i] for i in self._lr_index]
            self._step_t()
            step = self.step._t
            step.add_(1)
            t = step.reshape(())
            if self.scale_lr and self.relative_step:
                low = 1e-6 * t if self.warmup_init else torch.full_like(t, 1e-2)
                relative = torch.minimum(low, 1.0 / t.sqrt())
                lrs = [relative] * len(lrs)
            beta2t = 1.0 - t.pow(-decay)
            for i, (p, g, lr) in enumerate(zip(self._p_ts, gts, lrs)):
                g32 = g.float()
                p32 = p.float()
                if self.scale_parameter:
                    rate = lr * torch.clamp_min(_rms_t(p32), eps2)
                else:
                    rate = lr
                sq = g32 * g32 + eps1
                if g32.dim() >= 2:
                    row, col = self.exp_avg_sq_row[i]._t, self.exp_avg_sq_col[i]._t
                    row.copy_(row.float() * beta2t + sq.mean(-1) * (1.0 - beta2t))
                    col.copy_(col.float() * beta2t + sq.mean(-2) * (1.0 - beta2t))
                    r = 1.0 / (row.float() / row.float().mean(-1, keepdim=True)).sqrt()
                    c = 1.0 / col.float().unsqueeze(-2).sqrt()
                    upd = r.unsqueeze(-1) * c * g32
                else:
                    full = self.exp_avg_sq[i]._t
                    full.copy_(full.float() * beta2t + sq * (1.0 - beta2t))
                    upd = (1.0 / full.float().sqrt()) * g32
                upd = upd / torch.clamp_min(_rms_t(upd) / clip, 1.0) * rate
                if self.use_first_moment:
                    m = self.exp_avg[i]._t
                    m.copy_(m.float() * beta1 + upd * (1 - beta1))
                    upd = m.float()
                if self.weight_decay_flag:
                    p32 = p32 + p32 * (-wd * rate)
                p.copy_(p32 - upd)
        return True

    @Optimizer.target.setter
    def target(self, value):
        """Where MindSpore runs the update (``'CPU'`` , ``'Ascend'`` or ``'GPU'``); recorded here."""
        self._set_base_target(value)
