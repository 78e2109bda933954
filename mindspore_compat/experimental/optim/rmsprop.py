"""``RMSprop`` (PyTorch's algorithm, run by torch's functional optimizer on the Parameters' tensors)."""
import torch
from torch.optim.rmsprop import rmsprop as _torch_rmsprop  # torch's functional rmsprop update

from .optimizer import Optimizer
from ._common import check_betas, check_lr, check_range, step_counter, advance, key  # noqa: F401
from ..._viewdoc import cls_view

__all__ = ["RMSprop"]
C = "RMSprop"


@cls_view("RMSprop: the step is divided by the root of a running average of squared gradients.",
          inputs="- **gradients** (tuple[Tensor]) - One gradient per Parameter.", outputs="bool, True.",
          key=key("RMSprop"),
          alpha="(float): Smoothing constant. Default: ``0.99``.",
          eps="(float): Added to the denominator. Default: ``1e-8``.",
          momentum="(float): Momentum factor. Default: ``0.0``.",
          centered="(bool): Normalise by the estimated variance. Default: ``False``.",
          lr="(Union[float, Tensor]): The learning rate. Default: ``1e-2``.",
          params="(Union[list[Parameter], list[dict]]): The Parameters or Parameter groups.",
          weight_decay="(float): The L2 penalty. Default: ``0.0``.",
          maximize="(bool): Maximise the objective instead. Default: ``False``.")
class RMSprop(Optimizer):
    def __init__(self, params, lr=0.01, alpha=0.99, eps=1e-08, weight_decay=0.0, momentum=0.0, centered=False,
                 maximize=False):
        check_lr(C, lr)
        check_range(C, "epsilon", eps)
        check_range(C, "momentum", momentum)
        check_range(C, "weight_decay", weight_decay)
        check_range(C, "alpha", alpha)
        super().__init__(params,
                         {"lr": lr, "alpha": alpha, "eps": eps, "weight_decay": weight_decay, "momentum": momentum,
                          "centered": centered, "maximize": maximize})
        self.square_avg = self.parameters.clone(prefix="square_avg", init="zeros")
        self.grad_avg = self.parameters.clone(prefix="grad_avg", init="zeros")
        self.momentum_buffer = self.parameters.clone(prefix="momentum_buffer", init="zeros")
        self.state_step = step_counter()

    def implementation(self, gradients):
        """The update itself (the same as calling the optimizer)."""
        return self.construct(gradients)

    def construct(self, gradients):
        for group, params, grads, sl in self._groups(gradients):
            steps = self._steps(self.state_step, len(params))
            with torch.no_grad():
                _torch_rmsprop(params, grads, self._ts(self.square_avg[sl]), self._ts(self.grad_avg[sl]),
                               self._ts(self.momentum_buffer[sl]), steps, foreach=False, maximize=group["maximize"],
                               lr=self._lr(group), alpha=group["alpha"], eps=group["eps"],
                               weight_decay=group["weight_decay"], momentum=group["momentum"],
                               centered=group["centered"])
        advance(self.state_step)
        return True
