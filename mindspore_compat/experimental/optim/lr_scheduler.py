"""PyTorch-style learning-rate schedulers of ``mindspore.experimental.optim``.

A scheduler writes each group's learning-rate Parameter (``optimizer.lrs[i]``) on every :meth:`LRScheduler.step`;
the schedules are PyTorch's, evaluated in their closed form from ``last_epoch``.
"""
import math

import torch

from ...common import dtype as mstype
from ...common.tensor import Tensor
from ...common.parameter import Parameter
from .optimizer import Optimizer

__all__ = ["LRScheduler", "StepLR", "MultiStepLR", "ExponentialLR", "LinearLR", "ConstantLR", "LambdaLR",
           "MultiplicativeLR", "PolynomialLR", "CosineAnnealingLR"]


class LRScheduler:
    """Base of the schedulers: keeps ``base_lrs`` (each group's ``initial_lr``) and ``last_epoch``, and on each
    :meth:`step` writes :meth:`get_lr`'s values into the optimizer's learning-rate Parameters.

    Args:
        optimizer (mindspore.experimental.optim.Optimizer): The optimizer.
        last_epoch (int): The index of the last epoch; ``-1`` starts afresh. Default: ``-1``.

    Raises:
        TypeError: If `optimizer` is not an Optimizer.
        ValueError: If `last_epoch` is below -1.
        KeyError: If `last_epoch` is not -1 and a group has no ``'initial_lr'``.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> from mindspore import nn
        >>> from mindspore.experimental import optim
        >>> net = nn.Dense(2, 1)
        >>> opt = optim.SGD(net.trainable_params(), lr=0.1)
        >>> sched = optim.lr_scheduler.StepLR(opt, step_size=2, gamma=0.5)
        >>> for _ in range(3):
        ...     sched.step()
        >>> print(sched.get_last_lr()[0])
        0.05
    """

    def __init__(self, optimizer, last_epoch=-1):
        if not isinstance(optimizer, Optimizer):
            raise TypeError(f"{type(optimizer).__name__} is not an Optimizer")
        if isinstance(last_epoch, bool) or not isinstance(last_epoch, int):
            raise TypeError(f"The 'last_epoch' must be int, but got {type(last_epoch).__name__}.")
        if last_epoch < -1:
            raise ValueError(f"Invalid last_epoch: {last_epoch}")
        for i, group in enumerate(optimizer.param_groups):
            if last_epoch == -1:
                group.setdefault("initial_lr", float(group["lr"]._t.detach()))
            elif "initial_lr" not in group:
                raise KeyError(f"param 'initial_lr' is not specified in param_groups[{i}] when resuming an "
                               f"optimizer")
        self.base_lrs = [group["initial_lr"] for group in optimizer.param_groups]
        self.optimizer = optimizer
        self._last_lr = list(optimizer.lrs)
        self.groups_num = len(optimizer.param_groups)
        self.last_epoch = Parameter(Tensor(last_epoch, mstype.float32),
                                    name="last_epoch_" + type(self).__name__, requires_grad=False)
        self.step()

    def get_lr(self):
        """The learning rates of the groups at ``last_epoch`` (a subclass computes them)."""
        raise NotImplementedError(f"'{type(self).__name__}' must implement get_lr().")

    def get_last_lr(self):
        """The learning rates last written, one 0-d float32 Tensor per group."""
        return [lr.value() for lr in self._last_lr]

    def step(self, epoch=None):
        """Advance ``last_epoch`` by one (or set it to `epoch`) and write the new learning rates.

        Args:
            epoch (int, optional): The epoch to jump to. Default: ``None``.
        """
        with torch.no_grad():
            if epoch is None:
                self.last_epoch._t.add_(1)
            else:
                self.last_epoch._t.fill_(float(epoch))
            for lr, value in zip(self.optimizer.lrs, self.get_lr()):
                lr._t.fill_(float(value))
        self._last_lr = list(self.optimizer.lrs)

    @property
    def _epoch(self):
        return int(self.last_epoch._t)


def _sched(summary, args):
    def deco(cls):
        cls.__doc__ = (summary + "\n\nArgs:\n    optimizer (mindspore.experimental.optim.Optimizer): The optimizer.\n"
                       + "".join(f"    {k} {v}\n" for k, v in args.items())
                       + "    last_epoch (int): The index of the last epoch. Default: ``-1``.\n\n"
                       "Supported Platforms:\n    ``Ascend`` ``GPU`` ``CPU``\n")
        return cls
    return deco


@_sched("Multiplies the learning rate by `gamma` every `step_size` epochs.",
        {"step_size": "(int): Epochs between decays.", "gamma": "(float): The factor. Default: ``0.1``."})
class StepLR(LRScheduler):
    def __init__(self, optimizer, step_size, gamma=0.1, last_epoch=-1):
        self.step_size, self.gamma = step_size, gamma
        super().__init__(optimizer, last_epoch)

    def get_lr(self):
        return [b * self.gamma ** (self._epoch // self.step_size) for b in self.base_lrs]


@_sched("Multiplies the learning rate by `gamma` at each epoch in `milestones`.",
        {"milestones": "(list[int]): Increasing epoch indices.", "gamma": "(float): The factor. Default: ``0.1``."})
class MultiStepLR(LRScheduler):
    def __init__(self, optimizer, milestones, gamma=0.1, last_epoch=-1):
        self.milestones, self.gamma = sorted(milestones), gamma
        super().__init__(optimizer, last_epoch)

    def get_lr(self):
        n = sum(1 for m in self.milestones if m <= self._epoch)
        return [b * self.gamma ** n for b in self.base_lrs]


@_sched("Multiplies the learning rate by `gamma` every epoch.", {"gamma": "(float): The factor."})
class ExponentialLR(LRScheduler):
    def __init__(self, optimizer, gamma, last_epoch=-1):
        self.gamma = gamma
        super().__init__(optimizer, last_epoch)

    def get_lr(self):
        return [b * self.gamma ** self._epoch for b in self.base_lrs]


@_sched("Scales the learning rate by a factor moving linearly from `start_factor` to `end_factor` over "
        "`total_iters` epochs.",
        {"start_factor": "(float): The first factor. Default: ``1/3``.",
         "end_factor": "(float): The last factor. Default: ``1.0``.",
         "total_iters": "(int): Epochs of the ramp. Default: ``5``."})
class LinearLR(LRScheduler):
    def __init__(self, optimizer, start_factor=1.0 / 3, end_factor=1.0, total_iters=5, last_epoch=-1):
        if not 0 < start_factor <= 1 or not 0 <= end_factor <= 1:
            raise ValueError("Starting multiplicative factor expected to be greater than 0 and less or equal to 1.")
        self.start_factor, self.end_factor, self.total_iters = start_factor, end_factor, total_iters
        super().__init__(optimizer, last_epoch)

    def get_lr(self):
        t = min(self.total_iters, self._epoch)
        f = self.start_factor + (self.end_factor - self.start_factor) * t / self.total_iters
        return [b * f for b in self.base_lrs]


@_sched("Scales the learning rate by `factor` for the first `total_iters` epochs.",
        {"factor": "(float): The factor. Default: ``1/3``.", "total_iters": "(int): The epochs. Default: ``5``."})
class ConstantLR(LRScheduler):
    def __init__(self, optimizer, factor=1.0 / 3, total_iters=5, last_epoch=-1):
        if not 0 <= factor <= 1:
            raise ValueError("Constant multiplicative factor expected to be between 0 and 1.")
        self.factor, self.total_iters = factor, total_iters
        super().__init__(optimizer, last_epoch)

    def get_lr(self):
        f = self.factor if self._epoch < self.total_iters else 1.0
        return [b * f for b in self.base_lrs]


def _per_group(fn, n, what):
    if isinstance(fn, (list, tuple)):
        if len(fn) != n:
            raise ValueError(f"Expected {n} lr_lambdas, but got {len(fn)}")
        return list(fn)
    if not callable(fn):
        raise TypeError(f"The '{what}' must be a function or a list of functions, but got {type(fn).__name__}.")
    return [fn] * n


@_sched("The learning rate is ``initial_lr * lr_lambda(epoch)``.",
        {"lr_lambda": "(Union[Callable, list[Callable]]): The factor of each epoch, one function or one per group."})
class LambdaLR(LRScheduler):
    def __init__(self, optimizer, lr_lambda, last_epoch=-1):
        self.lr_lambdas = _per_group(lr_lambda, len(optimizer.param_groups), "lr_lambda")
        super().__init__(optimizer, last_epoch)

    def get_lr(self):
        return [b * f(self._epoch) for b, f in zip(self.base_lrs, self.lr_lambdas)]


@_sched("Each epoch multiplies the learning rate by ``lr_lambda(epoch)``.",
        {"lr_lambda": "(Union[Callable, list[Callable]]): The factor of each epoch, one function or one per group."})
class MultiplicativeLR(LRScheduler):
    def __init__(self, optimizer, lr_lambda, last_epoch=-1):
        self.lr_lambdas = _per_group(lr_lambda, len(optimizer.param_groups), "lr_lambda")
        super().__init__(optimizer, last_epoch)

    def get_lr(self):
        out = []
        for b, f in zip(self.base_lrs, self.lr_lambdas):
            for e in range(1, self._epoch + 1):
                b *= f(e)
            out.append(b)
        return out


@_sched("Decays the learning rate polynomially to 0 over `total_iters` epochs.",
        {"total_iters": "(int): The epochs of the decay. Default: ``5``.",
         "power": "(float): The power. Default: ``1.0``."})
class PolynomialLR(LRScheduler):
    def __init__(self, optimizer, total_iters=5, power=1.0, last_epoch=-1):
        self.total_iters, self.power = total_iters, power
        super().__init__(optimizer, last_epoch)

    def get_lr(self):
        t = min(self.total_iters, self._epoch)
        return [b * (1.0 - t / self.total_iters) ** self.power for b in self.base_lrs]


@_sched("Cosine annealing from the initial learning rate to `eta_min` over `T_max` epochs.",
        {"T_max": "(int): Half the period.", "eta_min": "(float): The lowest learning rate. Default: ``0.0``."})
class CosineAnnealingLR(LRScheduler):
    def __init__(self, optimizer, T_max, eta_min=0.0, last_epoch=-1):
        self.T_max, self.eta_min = T_max, eta_min
        super().__init__(optimizer, last_epoch)

    def get_lr(self):
        c = (1 + math.cos(math.pi * self._epoch / self.T_max)) / 2
        return [self.eta_min + (b - self.eta_min) * c for b in self.base_lrs]
