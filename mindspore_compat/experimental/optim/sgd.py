"""``SGD`` with momentum, dampening, Nesterov momentum and weight decay (PyTorch's algorithm)."""
import torch

from .optimizer import Optimizer
from ._common import check_lr, check_range, key
from ..._viewdoc import cls_view

__all__ = ["SGD"]


@cls_view("Stochastic gradient descent: ``v = momentum * v + (1 - dampening) * g`` (``v = g`` on the first step), "
          "then ``p -= lr * v`` (or ``lr * (g + momentum * v)`` with Nesterov).",
          inputs="- **gradients** (tuple[Tensor]) - One gradient per Parameter.", outputs="bool, True.",
          key=key("SGD"), params="(Union[list[Parameter], list[dict]]): The Parameters or Parameter groups.",
          lr="(Union[float, Tensor]): The learning rate.", momentum="(float): The momentum factor. Default: ``0``.",
          dampening="(float): Dampening of the momentum. Default: ``0``.",
          weight_decay="(float): The L2 penalty. Default: ``0.0``.",
          nesterov="(bool): Use Nesterov momentum. Default: ``False``.",
          maximize="(bool): Maximise the objective instead. Default: ``False``.")
class SGD(Optimizer):
    def __init__(self, params, lr, momentum=0, dampening=0, weight_decay=0.0, nesterov=False, *, maximize=False):
        check_lr("SGD", lr)
        check_range("SGD", "momentum", momentum)
        check_range("SGD", "weight_decay", weight_decay)
        check_range("SGD", "dampening", dampening)
        if nesterov and (momentum <= 0 or dampening != 0):
            raise ValueError("Nesterov momentum requires a momentum and zero dampening")
        super().__init__(params, {"lr": lr, "momentum": momentum, "dampening": dampening,
                                  "weight_decay": weight_decay, "nesterov": nesterov, "maximize": maximize})
        self.accum = self.parameters.clone(prefix="accum", init="zeros")
        self.stat = self.parameters.clone(prefix="stat", init="ones")

    def implementation(self, gradients):
        """The update itself (the same as calling the optimizer)."""
        return self.construct(gradients)

    def construct(self, gradients):
        with torch.no_grad():
            for group, params, grads, sl in self._groups(gradients):
                lr, m, d = self._lr(group), group["momentum"], group["dampening"]
                wd = group["weight_decay"]
                for p, g, buf, first in zip(params, grads, self._ts(self.accum[sl]), self._ts(self.stat[sl])):
                    g = -g if group["maximize"] else g
                    if wd:
                        g = g + wd * p
                    if m:
                        # first step (stat == 1): the buffer is the gradient itself
                        buf.copy_(torch.where(first.bool(), g, buf * m + (1 - d) * g))
                        first.zero_()
                        g = g + m * buf if group["nesterov"] else buf
                    p.sub_(lr * g)
        return True
