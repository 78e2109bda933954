"""``mindspore.nn.LARS``."""
import torch

from ...ops._op_def.optim_def import lars_kernel
from .optimizer import Optimizer, opt_init_args_register
from ..._checkparam import check_value_type
from ...common import dtype as mstype
from ...common.parameter import Parameter
from ...common.tensor import Tensor

__all__ = ["LARS"]


def _default_lars_filter(param):
    return "LayerNorm" not in param.name and "bias" not in param.name


class LARS(Optimizer):
    r"""
    Layer-wise adaptive rate scaling: rescales each selected parameter's gradient by a trust ratio before handing
    the gradients to the wrapped optimizer.

    For a parameter :math:`w` with gradient :math:`g`, weight decay :math:`\lambda` (the wrapped optimizer's, divided
    by its loss scale) and coefficient :math:`\eta`:

    .. math::
        \begin{array}{l}
            r = \begin{cases} \frac{\eta \|w\|}{\|g\| + \lambda \|w\| + \epsilon}, & \|w\| > 0 \text{ and }
                \|g\| > 0 \\ 1, & \text{otherwise} \end{cases} \\
            r \leftarrow \min(r / lr, 1) \quad \text{(with use\_clip)} \\
            g \leftarrow r \, (g + \lambda w)
        \end{array}

    The weight decay and the loss scale are taken over from the wrapped optimizer, which then applies neither;
    parameters left out by `lars_filter` get their (unscaled) gradient without weight decay.

    Args:
        optimizer (Optimizer): The optimizer to wrap.
        epsilon (float): Added to the denominator. Default: ``1e-05`` .
        coefficient (float): The trust coefficient :math:`\eta`. Default: ``0.001`` .
        use_clip (bool): Clip the ratio by the learning rate. Default: ``False`` .
        lars_filter (Function): Which parameters get the LARS scaling. Default: the parameters whose name contains
            neither ``'LayerNorm'`` nor ``'bias'``.

    Inputs:
        - **gradients** (tuple[Tensor]) - The gradients of the optimizer's parameters.

    Outputs:
        Union[Tensor[bool], tuple[Parameter]], what the wrapped optimizer returns.

    Raises:
        AttributeError: If `optimizer` is not an Optimizer.
        TypeError: If `epsilon` or `coefficient` is not a float, or `use_clip` is not a bool.
        ValueError: If `use_clip` is set and the wrapped optimizer has both a dynamic and a per-group learning rate.

    Supported Platforms:
        ``Ascend``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import nn, Parameter, Tensor
        >>> w = Parameter(Tensor(np.array([3.0, 4.0]), ms.float32), name="w")
        >>> optim = nn.LARS(nn.SGD([w], learning_rate=1.0), coefficient=0.1)
        >>> _ = optim((Tensor(np.array([0.0, 10.0]), ms.float32),))
        >>> print(w.asnumpy())
        [3.        3.5000005]
    """

    @opt_init_args_register
    def __init__(self, optimizer, epsilon=1e-05, coefficient=0.001, use_clip=False, lars_filter=_default_lars_filter):
        if not isinstance(optimizer, Optimizer):
            # MindSpore's argument recorder reads the optimizer's init_params first
            raise AttributeError(f"'{type(optimizer).__name__}' object has no attribute 'init_params'")
        super().__init__(0.0, [Parameter(Tensor(0.0, mstype.float32), name="fake_param")])
        cls = self.cls_name
        check_value_type("epsilon", epsilon, [float], cls)
        check_value_type("coefficient", coefficient, [float], cls)
        check_value_type("use_clip", use_clip, [bool], cls)
        self.opt, self.use_clip = optimizer, use_clip
        self.epsilon, self.coefficient = epsilon, coefficient
        self.learning_rate = Parameter(Tensor(0.0, mstype.float32), name="fake_lr")
        # taken over from the wrapped optimizer
        for attr in ("global_step", "parameters", "is_group", "weight_decay", "decay_flags", "dynamic_decay_flags",
                     "dynamic_weight_decay", "loss_scale", "need_scale", "reciprocal_scale"):
            setattr(self, attr, getattr(optimizer, attr))
        self.lars_flag = tuple(bool(lars_filter(p)) for p in self.parameters)
        if use_clip:
            self.is_group_lr, self.dynamic_lr = optimizer.is_group_lr, optimizer.dynamic_lr
            self.origin_learning_rate = optimizer.learning_rate
            if self.dynamic_lr and self.is_group_lr:
                raise ValueError("For 'LARS', if the argument 'use_clip' is set to True, then the dynamic learning "
                                 "rate and group learning rate cannot both be true.")
        # the wrapped optimizer neither decays nor unscales any more: LARS does both
        object.__setattr__(self, "_wd_values", self._decay_values(optimizer))
        optimizer.decay_flags = tuple(False for _ in optimizer.decay_flags)
        optimizer.dynamic_decay_flags = (tuple(False for _ in self.dynamic_decay_flags) if self.is_group
                                         else False)
        optimizer.dynamic_weight_decay = False
        optimizer.exec_weight_decay = False
        optimizer.reciprocal_scale = 1.0
        optimizer.need_scale = False
        object.__setattr__(optimizer, "_wd_buckets", [])

    @staticmethod
    def _decay_values(opt):
        """Per parameter: the fixed weight decay value, or the Cell computing it."""
        out = []
        for i in range(len(opt.parameters)):
            wd = opt.weight_decay[i] if opt.is_group else opt.weight_decay
            out.append(wd if not isinstance(wd, Tensor) else float(wd.asnumpy()))
        return out

    def construct(self, gradients):
        opt = self.opt
        with torch.no_grad():
            gts = opt._grads_t(gradients)
            if self.need_scale:
                gts = [g * (1.0 / self.loss_scale) for g in gts]
            lrs = None
            if self.use_clip:
                lrs = opt._lrs_t()
            new = []
            for i, (g, p) in enumerate(zip(gts, opt._p_ts)):
                if not self.lars_flag[i]:
                    new.append(g)
                    continue
                wd = self._wd_values[i]
                if not isinstance(wd, float):
                    wd = float(wd(self.global_step)._t)
                wd = wd / self.loss_scale if self.decay_flags[i] else 0.0
                w_norm, g_norm = p.float().square().sum().sqrt(), g.float().square().sum().sqrt()
                lr = lrs[opt._lr_index[i]] if self.use_clip else None
                new.append(lars_kernel(p, g, w_norm, g_norm, wd, lr, self.coefficient, self.epsilon).to(g.dtype))
        return opt(tuple(Tensor.from_torch(t) for t in new))
