"""``mindspore.nn.Momentum``."""
import torch

from .optimizer import Optimizer, opt_init_args_register, _scalar_arg, _sub_scaled_
from ...common import dtype as mstype
from ...common.parameter import Parameter
from ...common.tensor import Tensor
from ..._checkparam import check_value_type

__all__ = ["Momentum"]


class Momentum(Optimizer):
    r"""
    Stochastic gradient descent with momentum.

    .. math::
        v_{t+1} = v_{t} \ast u + grad

    If `use_nesterov` is ``False``:

    .. math::
        p_{t+1} = p_{t} - lr \ast v_{t+1}

    If `use_nesterov` is ``True``:

    .. math::
        p_{t+1} = p_{t} - (grad \ast lr + v_{t+1} \ast u \ast lr)

    where :math:`grad`, :math:`lr`, :math:`p`, :math:`v` and :math:`u` are the gradient, the learning rate, the
    parameter, its moment and the momentum.

    The optimizer holds a Float32 Parameter ``momentum`` and one moment Parameter per parameter, named
    ``moments.<parameter name>``, zero-initialised with the parameter's shape and dtype.

    Note:
        Without parameter groups, `weight_decay` is applied to the parameters whose name contains neither ``'beta'``
        nor ``'gamma'``. With groups, each group may set its own `weight_decay`; groups without one use the
        optimizer's.

    Args:
        params (Union[list[Parameter], list[dict]]): The parameters to update, or parameter groups (dicts with the
            keys ``"params"``, ``"lr"``, ``"weight_decay"``, ``"grad_centralization"`` and ``"order_params"``, see
            :class:`mindspore.nn.Optimizer`).
        learning_rate (Union[float, int, Tensor, Iterable, LearningRateSchedule]): The learning rate, fixed or
            dynamic, see :class:`mindspore.nn.Optimizer`.
        momentum (float): The momentum, a float >= 0.0.
        weight_decay (Union[float, int, Cell]): The weight decay (L2 penalty), >= 0, or a Cell computing it from the
            global step. Default: ``0.0``.
        loss_scale (float): The loss scale, > 0; gradients are divided by it before the update. Set it only together
            with ``FixedLossScaleManager(drop_overflow_update=False)``. Default: ``1.0``.
        use_nesterov (bool): Whether to use Nesterov momentum. Default: ``False``.

    Inputs:
        - **gradients** (tuple[Tensor]) - The gradients of `params`, in the same order and with the same shapes.

    Outputs:
        tuple[bool], all elements ``True``.

    Raises:
        TypeError: `learning_rate` has a type other than int, float, Tensor, Iterable or LearningRateSchedule.
        TypeError: `params` holds something other than Parameters and group dicts.
        TypeError: `loss_scale` or `momentum` is not given as a float.
        TypeError: `weight_decay` is not a float, an int or a Cell.
        TypeError: `use_nesterov` is not given as a bool.
        ValueError: `loss_scale` is 0 or negative.
        ValueError: `weight_decay` or `momentum` is negative.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import nn, Parameter, Tensor
        >>> weight = Parameter(Tensor(np.ones([2, 2]), ms.float32), name="weight")
        >>> optim = nn.Momentum([weight], learning_rate=0.1, momentum=0.9)
        >>> print([p.name for p in optim.get_parameters()])
        ['global_step', 'learning_rate', 'weight', 'momentum', 'moments.weight']
        >>> grads = (Tensor(np.full([2, 2], 3.0), ms.float32),)
        >>> _ = optim(grads)
        >>> print(weight.asnumpy())
        [[0.7 0.7]
         [0.7 0.7]]
        >>> print(optim.moments[0].asnumpy())
        [[3. 3.]
         [3. 3.]]
        >>> print(optim.global_step.asnumpy())
        [1]
    """

    @opt_init_args_register
    def __init__(self, params, learning_rate, momentum, weight_decay=0.0, loss_scale=1.0, use_nesterov=False):
        super().__init__(learning_rate, params, weight_decay, loss_scale)
        check_value_type("momentum", momentum, [float], self.cls_name)
        if isinstance(momentum, float) and momentum < 0.0:
            raise ValueError(f"For 'Momentum', the argument 'momentum' must be at least 0.0, but got {momentum}")
        self.momentum = Parameter(Tensor(momentum, mstype.float32), name="momentum")
        self.params = self.parameters
        if not isinstance(use_nesterov, bool):
            raise TypeError(f"The input value must be a bool, but got {type(use_nesterov).__name__}.")
        self.use_nesterov = use_nesterov
        self.moments = self._clone_state("moments")
        object.__setattr__(self, "_buckets", self._make_buckets([self.moments]))

    def construct(self, gradients):
        with torch.no_grad():
            gts = self._grads_t(gradients)
            gts = self._decay_weight_t(gts)
            gts = self._gc_t(gts)
            gts = self._scale_grad_t(gts)
            lrs = self._lrs_t()
            self._step_t()
            mom = self._scalar(self.momentum)

            def update(b):
                grads = b.take(gts)
                lr = lrs[b.lr]
                accum = b.states[0]
                # accum = accum * momentum + grad
                torch._foreach_mul_(accum, _scalar_arg(mom, b))
                torch._foreach_add_(accum, grads)
                if self.use_nesterov:
                    # param -= grad * lr + accum * momentum * lr
                    lr_arg = _scalar_arg(lr, b)
                    upd = torch._foreach_mul(grads, lr_arg)
                    tmp = torch._foreach_mul(accum, _scalar_arg(mom, b))
                    torch._foreach_mul_(tmp, lr_arg)
                    torch._foreach_add_(upd, tmp)
                    torch._foreach_sub_(b.params, upd)
                else:
                    # param -= accum * lr
                    _sub_scaled_(b, b.params, accum, lr)

            self._apply_buckets(update)
        return self._success
