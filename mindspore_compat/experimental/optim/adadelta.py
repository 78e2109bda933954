"""``Adadelta`` (PyTorch's algorithm, run by torch's functional optimizer on the Parameters' tensors)."""
import torch
from torch.optim.adadelta import adadelta as _torch_adadelta  # torch's functional adadelta update

from .optimizer import Optimizer
from ._common import check_betas, check_lr, check_range, step_counter, advance, key  # noqa: F401
from ..._viewdoc import cls_view

__all__ = ["Adadelta"]
C = "Adadelta"


@cls_view("Adadelta: step sizes from running averages of squared gradients and squared updates.",
          inputs="- **gradients** (tuple[Tensor]) - One gradient per Parameter.", outputs="bool, True.",
          key=key("Adadelta"),
          rho="(float): Decay of the running averages. Default: ``0.9``.",
          eps="(float): Added for stability. Default: ``1e-6``.",
          lr="(Union[float, Tensor]): Scales the update. Default: ``1.0``.",
          params="(Union[list[Parameter], list[dict]]): The Parameters or Parameter groups.",
          weight_decay="(float): The L2 penalty. Default: ``0.0``.",
          maximize="(bool): Maximise the objective instead. Default: ``False``.")
class Adadelta(Optimizer):
    def __init__(self, params, lr=1.0, rho=0.9, eps=1e-06, weight_decay=0.0, *, maximize=False):
        check_lr(C, lr)
        check_range(C, "rho", rho, 0.0, 1.0, False)
        check_range(C, "epsilon", eps)
        check_range(C, "weight_decay", weight_decay)
        super().__init__(params, {"lr": lr, "rho": rho, "eps": eps, "weight_decay": weight_decay, "maximize": maximize})
        self.square_avgs = self.parameters.clone(prefix="square_avgs", init="zeros")
        self.acc_deltas = self.parameters.clone(prefix="acc_deltas", init="zeros")
        self.state_step = step_counter()

    def implementation(self, gradients):
        """The update itself (the same as calling the optimizer)."""
        return self.construct(gradients)

    def construct(self, gradients):
        for group, params, grads, sl in self._groups(gradients):
            steps = self._steps(self.state_step, len(params))
            with torch.no_grad():
                _torch_adadelta(params, grads, self._ts(self.square_avgs[sl]), self._ts(self.acc_deltas[sl]), steps,
                                foreach=False, lr=self._lr(group), rho=group["rho"], eps=group["eps"],
                                weight_decay=group["weight_decay"], maximize=group["maximize"])
        advance(self.state_step)
        return True
