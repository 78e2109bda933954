"""``Adamax`` (PyTorch's algorithm, run by torch's functional optimizer on the Parameters' tensors)."""
import torch
from torch.optim.adamax import adamax as _torch_adamax  # torch's functional adamax update

from .optimizer import Optimizer
from ._common import check_betas, check_lr, check_range, step_counter, advance, key  # noqa: F401
from ..._viewdoc import cls_view

__all__ = ["Adamax"]
C = "Adamax"


@cls_view("Adamax: Adam with the infinity norm in place of the second moment.",
          inputs="- **gradients** (tuple[Tensor]) - One gradient per Parameter.", outputs="bool, True.",
          key=key("Adamax"),
          betas="(tuple[float, float]): Decay rates of the moment estimates. Default: ``(0.9, 0.999)``.",
          eps="(float): Added for stability. Default: ``1e-8``.",
          lr="(Union[float, Tensor]): The learning rate. Default: ``2e-3``.",
          params="(Union[list[Parameter], list[dict]]): The Parameters or Parameter groups.",
          weight_decay="(float): The L2 penalty. Default: ``0.0``.",
          maximize="(bool): Maximise the objective instead. Default: ``False``.")
class Adamax(Optimizer):
    def __init__(self, params, lr=0.002, betas=(0.9, 0.999), eps=1e-08, weight_decay=0.0, *, maximize=False):
        check_lr(C, lr)
        check_range(C, "epsilon", eps)
        check_betas(C, betas)
        check_range(C, "weight_decay", weight_decay)
        super().__init__(params,
              {"lr": lr, "betas": betas, "eps": eps, "weight_decay": weight_decay, "maximize": maximize})
        self.exp_avg = self.parameters.clone(prefix="exp_avg", init="zeros")
        self.exp_inf = self.parameters.clone(prefix="exp_inf", init="zeros")
        self.state_step = step_counter()

    def implementation(self, gradients):
        """The update itself (the same as calling the optimizer)."""
        return self.construct(gradients)

    def construct(self, gradients):
        for group, params, grads, sl in self._groups(gradients):
            steps = self._steps(self.state_step, len(params))
            with torch.no_grad():
                _torch_adamax(params, grads, self._ts(self.exp_avg[sl]), self._ts(self.exp_inf[sl]), steps,
                              foreach=False, maximize=group["maximize"], eps=group["eps"], beta1=group["betas"][0],
                              beta2=group["betas"][1], lr=self._lr(group), weight_decay=group["weight_decay"])
        advance(self.state_step)
        return True
