"""``mindspore.nn.SGD``."""
import torch

from .optimizer import Optimizer, opt_init_args_register, _f32, _scalar_arg, _scaled, _sub_scaled_
from ...common import dtype as mstype
from ...common.parameter import Parameter
from ...common.tensor import Tensor
from ..._checkparam import check_value_type

__all__ = ["SGD"]


def _float_arg(name, value):
    """An int (bools included) or float argument of SGD as a float; TypeError for anything else."""
    if isinstance(value, int):
        return float(value)
    if isinstance(value, float):
        return value
    raise TypeError(f"For 'SGD', the argument '{name}' must be float type, but got {type(value)}.")


class SGD(Optimizer):
    r"""
    Stochastic gradient descent, with optional momentum, dampening and Nesterov momentum.

    .. math::
        v_{t+1} = u \ast v_{t} + (1 - dampening) \ast gradient

    If `nesterov` is ``True``:

    .. math::
        p_{t+1} = p_{t} - lr \ast (u \ast v_{t+1} + gradient)

    If `nesterov` is ``False``:

    .. math::
        p_{t+1} = p_{t} - lr \ast v_{t+1}

    where :math:`p`, :math:`v` and :math:`u` are the parameter, its accumulation and the momentum. On the first
    update :math:`v_{t+1} = gradient` (no dampening); each parameter keeps that information in a ``stat`` state that
    starts at 1 and is set to 0 by the first update with a positive momentum. With ``momentum == 0`` the update is
    plain :math:`p_{t+1} = p_{t} - lr \ast gradient`. Weight decay is added to the gradient of **every** parameter
    (``gradient + weight_decay * p``) before the momentum step.

    The optimizer holds a Float32 Parameter ``momentum`` and, per parameter, ``accum.<name>`` (zeros) and
    ``stat.<name>`` (ones).

    Args:
        params (Union[list[Parameter], list[dict]]): The parameters to update, or parameter groups (keys
            ``"params"``, ``"lr"``, ``"weight_decay"``, ``"grad_centralization"``, ``"order_params"``, see
            :class:`mindspore.nn.Optimizer`); the weight decay of a group must be a number.
        learning_rate (Union[float, int, Tensor, Iterable, LearningRateSchedule]): The learning rate, fixed or
            dynamic. Default: ``0.1``.
        momentum (float): The momentum, >= 0.0. Default: ``0.0``.
        dampening (float): The dampening of the momentum, >= 0.0. Default: ``0.0``.
        weight_decay (float): The weight decay (L2 penalty), >= 0. Default: ``0.0``.
        nesterov (bool): Whether to use Nesterov momentum; requires ``momentum > 0`` and ``dampening == 0``.
            Default: ``False``.
        loss_scale (float): The loss scale, > 0; gradients are divided by it before the update. Default: ``1.0``.

    Inputs:
        - **gradients** (tuple[Tensor]) - The gradients of `params`, in the same order and with the same shapes.

    Outputs:
        tuple[bool], all elements ``True``.

    Raises:
        TypeError: If `momentum` or `dampening` is neither a float nor an int, or `nesterov` is not a bool.
        TypeError: If `weight_decay` is a Cell (dynamic weight decay is not supported by SGD).
        ValueError: If `momentum`, `dampening` or `weight_decay` is less than 0.0.
        ValueError: If `nesterov` is ``True`` while ``momentum <= 0`` or ``dampening != 0``.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import nn, Parameter, Tensor
        >>> weight = Parameter(Tensor(np.ones([3]), ms.float32), name="weight")
        >>> optim = nn.SGD([weight], learning_rate=0.5, momentum=0.9, dampening=0.5)
        >>> print([p.name for p in optim.get_parameters()])
        ['global_step', 'learning_rate', 'weight', 'momentum', 'accum.weight', 'stat.weight']
        >>> grads = (Tensor(np.array([1.0, 2.0, 4.0]), ms.float32),)
        >>> _ = optim(grads)
        >>> print(weight.asnumpy())
        [ 0.5  0.  -1. ]
        >>> _ = optim(grads)
        >>> print(optim.accum[0].asnumpy())
        [1.4 2.8 5.6]
        >>> print(optim.stat[0].asnumpy())
        [0. 0. 0.]
    """

    @opt_init_args_register
    def __init__(self, params, learning_rate=0.1, momentum=0.0, dampening=0.0, weight_decay=0.0, nesterov=False,
                 loss_scale=1.0):
        super().__init__(learning_rate, params, weight_decay, loss_scale)
        momentum = _float_arg("momentum", momentum)
        if momentum < 0.0:
            raise ValueError(f"For 'SGD', the argument 'momentum' must be at least 0.0, but got {momentum}.")
        dampening = _float_arg("dampening", dampening)
        if dampening < 0.0:
            raise ValueError(f"For 'SGD', the argument 'dampening' must be at least 0.0, but got 'dampening' "
                             f"{dampening}")
        self.dampening = dampening
        check_value_type("nesterov", nesterov, [bool], self.cls_name)
        if nesterov and (momentum <= 0.0 or dampening != 0.0):
            raise ValueError(f"For 'SGD', if 'nesterov' is true, 'momentum' must be > 0.0 and 'dampening' must "
                             f"equal to 0.0, but got 'momentum' {momentum}, 'dampening' {dampening}")
        self.nesterov = nesterov
        if self.dynamic_weight_decay:
            raise TypeError("For 'SGD', dynamic weight decay is currently not supported, the argument "
                            "'weight_decay' or 'weight_decay' set in grouped 'params' must be float or int type.")
        # The SGD kernel applies weight decay itself, to every parameter. Grouped values went through the base
        # preprocessing (multiplied by loss_scale); the ungrouped value is used as given, as in MindSpore.
        if getattr(self, "group_weight_decay", None):
            wds = [_f32(wd) for wd in self.group_weight_decay]
        else:
            wds = [_f32(float(weight_decay))] * len(self.parameters)
        self.momentum = Parameter(Tensor(momentum, mstype.float32), name="momentum")
        self.accum = self._clone_state("accum")
        self.stat = self._clone_state("stat", 1.0)
        object.__setattr__(self, "_one_minus_dampening", float(torch.tensor(1.0) - torch.tensor(dampening)))
        object.__setattr__(self, "_stat_ts", [s._t for s in self.stat])
        object.__setattr__(self, "_stat_versions", None)
        object.__setattr__(self, "_buckets", self._make_buckets([self.accum, self.stat], wds))

    def _stat_cleared(self):
        """True when every ``stat`` state is known to be 0 (set by this optimizer and untouched since)."""
        versions = self._stat_versions
        return versions is not None and versions == [(t._version, t.data_ptr()) for t in self._stat_ts]

    def construct(self, gradients):
        with torch.no_grad():
            gts = self._grads_t(gradients)
            gts = self._gc_t(gts)
            gts = self._scale_grad_t(gts)
            lrs = self._lrs_t()
            self._step_t()
            momentum = self._scalar(self.momentum)
            use_momentum = momentum > 0.0
            first = use_momentum and not self._stat_cleared()
            c = self._one_minus_dampening

            def update(b):
                grads = b.take(gts)
                lr = lrs[b.lr]
                wd = b.key
                if wd > 0.0:
                    # grad += param * weight_decay
                    decayed = torch._foreach_mul(b.params, wd)
                    torch._foreach_add_(decayed, grads)
                    grads = decayed
                if use_momentum:
                    accum, stat = b.states
                    mom = _scalar_arg(momentum, b)
                    if first:
                        # elements whose stat is still set take the raw gradient
                        for a, g, st in zip(accum, grads, stat):
                            a.copy_(torch.where(st > 0, g, a * mom + c * g))
                        torch._foreach_zero_(stat)
                    else:
                        # accum = accum * momentum + (1 - dampening) * grad
                        torch._foreach_mul_(accum, mom)
                        if c == 1.0:
                            torch._foreach_add_(accum, grads)
                        else:
                            torch._foreach_add_(accum, _scaled(b, grads, c))
                    if self.nesterov:
                        grads = torch._foreach_add(grads, torch._foreach_mul(accum, mom))
                    else:
                        grads = accum
                # param -= lr * grad
                _sub_scaled_(b, b.params, grads, lr)

            self._apply_buckets(update)
            if first and self.__dict__.get("_mask") is None:  # a masked step may have kept the stat
                object.__setattr__(self, "_stat_versions", [(t._version, t.data_ptr()) for t in self._stat_ts])
        return self._success
