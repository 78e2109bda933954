"""``mindspore.nn.Rprop``."""
import torch

from .optimizer import Optimizer, opt_init_args_register
from ._per_param import prepared_step, as_tensor_like
from ..._checkparam import check_value_type

__all__ = ["Rprop"]


def _check_rprop_args(etas, step_sizes, cls):
    if not isinstance(etas, tuple):
        raise TypeError(f"For Rprop, etas must be a tuple, but got {type(etas)}.")
    if len(etas) != 2:
        raise ValueError(f"For Rprop, etas must be a tuple with the size of 2, but got {len(etas)}.")
    if not isinstance(step_sizes, tuple):
        raise TypeError(f"For Rprop, step_sizes must be a tuple, but got {type(etas)}.")
    if len(step_sizes) != 2:
        raise ValueError(f"For Rprop, step_sizes must be a tuple with the size of 2, but got {len(step_sizes)}.")
    if step_sizes[0] > step_sizes[1]:
        raise ValueError(f"For Rprop, maximal step size should not be less than minimal step size, but got "
                         f"{step_sizes[0]} > {step_sizes[1]}.")
    etaminus, etaplus = etas
    check_value_type("etaminus", etaminus, [float], cls)
    if not 0.0 < etaminus < 1.0:
        raise ValueError(f"For '{cls}', the 'etaminus' must be in range of (0.0, 1.0), but got {etaminus} with "
                         f"type 'float'.")
    check_value_type("etaplus", etaplus, [float], cls)
    if etaplus <= 1.0:
        raise ValueError(f"For Rprop, etaplus must be greater than 1.0, but got etaplus {etaplus}.")
    check_value_type("min_step_sizes", step_sizes[0], [float], cls)
    check_value_type("max_step_sizes", step_sizes[1], [float], cls)


class Rprop(Optimizer):
    r"""
    Resilient backpropagation: only the sign of the gradient is used, with a step size per element that grows
    while the sign holds and shrinks when it flips.

    .. math::
        \begin{array}{l}
            s = \text{sign}(g_t \cdot g_{t-1}) \\
            \Delta_t = \text{clip}(\Delta_{t-1} \cdot \{\eta_+ \text{ if } s > 0;\ \eta_- \text{ if } s < 0;
                       \ 1 \text{ otherwise}\}, \Delta_{min}, \Delta_{max}) \\
            g_t \leftarrow 0 \text{ where } s < 0 \\
            w_t = w_{t-1} - \text{sign}(g_t) \Delta_t
        \end{array}

    The first step starts from :math:`\Delta_0 = lr`. The previous gradients and the step sizes are the Parameters
    ``prev.<name>`` and ``step_size.<name>``.

    Note:
        Without parameter groups, `weight_decay` is applied to the parameters whose name contains neither ``'beta'``
        nor ``'gamma'``; with groups, each group may set its own.

    Args:
        params (Union[list[Parameter], list[dict]]): The parameters to update, or parameter groups, see
            :class:`mindspore.nn.Optimizer`.
        learning_rate (Union[float, int, Tensor, Iterable, LearningRateSchedule]): The initial step size.
            Default: ``0.1`` .
        etas (tuple[float, float]): :math:`(\eta_-, \eta_+)`, with :math:`0 < \eta_- < 1 < \eta_+`.
            Default: ``(0.5, 1.2)`` .
        step_sizes (tuple[float, float]): The bounds :math:`(\Delta_{min}, \Delta_{max})`. Default: ``(1e-6, 50.)``.
        weight_decay (Union[float, int, Cell]): The weight decay (L2 penalty), >= 0. Default: ``0.`` .

    Inputs:
        - **gradients** (tuple[Tensor]) - The gradients of `params`, in the same order and with the same shapes.

    Outputs:
        Tensor[bool], the value is ``True``.

    Raises:
        TypeError: If `etas` or `step_sizes` is not a tuple, or their items are not floats.
        TypeError: If `learning_rate` or `weight_decay` has an unsupported type.
        ValueError: If `etas` or `step_sizes` does not have 2 items, the step bounds are in the wrong order,
            :math:`\eta_-` is outside (0, 1) or :math:`\eta_+ \le 1`.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import nn, Parameter, Tensor
        >>> w = Parameter(Tensor(np.array([1.0, 2.0]), ms.float32), name="w")
        >>> optim = nn.Rprop([w], learning_rate=0.1)
        >>> for g in ([1.0, -3.0], [2.0, 1.0]):
        ...     _ = optim((Tensor(np.array(g), ms.float32),))
        >>> print(w.asnumpy())
        [0.78 2.1 ]
        >>> print(optim.step_size[0].asnumpy())
        [0.12 0.05]
    """

    @opt_init_args_register
    def __init__(self, params, learning_rate=0.1, etas=(0.5, 1.2), step_sizes=(1e-6, 50.), weight_decay=0.):
        super().__init__(learning_rate, params, weight_decay)
        _check_rprop_args(etas, step_sizes, self.cls_name)
        self.etaminus, self.etaplus = etas
        self.step_size_min, self.step_size_max = step_sizes
        self.prev = self._clone_state("prev")
        self.step_size = self._clone_state("step_size")

    def construct(self, gradients):
        with torch.no_grad():
            gts, lrs = prepared_step(self, gradients)
            first = self.global_step._t.reshape(()) == 1
            for i, (p, g, lr) in enumerate(zip(self._p_ts, gts, lrs)):
                prev, size = self.prev[i]._t, self.step_size[i]._t
                cdt = p.dtype if p.dtype in (torch.float16, torch.bfloat16) else torch.float32
                lr_t = as_tensor_like(lr, torch.empty((), dtype=cdt, device=p.device))
                size_c = torch.where(first, torch.ones_like(size, dtype=cdt) * lr_t, size.to(cdt))
                g_c = g.to(cdt)
                s = torch.sign(g_c * prev.to(cdt))
                one = torch.ones_like(s)
                factor = torch.where(s > 0, one * self.etaplus, torch.where(s < 0, one * self.etaminus, one))
                size_c = torch.clamp(size_c * factor, self.step_size_min, self.step_size_max)
                g_upd = torch.where(factor == torch.tensor(self.etaminus, dtype=cdt), torch.zeros_like(g_c), g_c)
                p.copy_((p.to(cdt) - torch.sign(g_upd) * size_c).to(p.dtype))
                prev.copy_(g_upd.to(prev.dtype))
                size.copy_(size_c.to(size.dtype))
        return True
