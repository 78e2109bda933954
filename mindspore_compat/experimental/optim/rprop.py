"""``Rprop`` (PyTorch's algorithm, run by torch's functional optimizer on the Parameters' tensors)."""
import torch
from torch.optim.rprop import rprop as _torch_rprop  # torch's functional rprop update

from .optimizer import Optimizer
from ._common import check_betas, check_lr, check_range, step_counter, advance, key  # noqa: F401
from ..._viewdoc import cls_view

__all__ = ["Rprop"]
C = "Rprop"

def _check_etas(etas):
    if not 0.0 < etas[0] < 1.0 < etas[1]:
        raise ValueError(f"Invalid eta values: {etas[0]}, {etas[1]}")


def _fill(states, groups, starts, name):
    """Start each state Parameter at its group's hyper-parameter `name`."""
    with torch.no_grad():
        for i, group in enumerate(groups):
            value = group[name]
            value = float(value._t) if hasattr(value, "_t") else float(value)
            for p in states[starts[i]:starts[i + 1]]:
                p._t.fill_(value)



@cls_view("Rprop: each element's step grows or shrinks with the sign agreement of successive gradients.",
          inputs="- **gradients** (tuple[Tensor]) - One gradient per Parameter.", outputs="bool, True.",
          key=key("Rprop"),
          etas="(tuple[float, float]): Shrink and grow factors. Default: ``(0.5, 1.2)``.",
          step_sizes="(tuple[float, float]): Minimum and maximum step. Default: ``(1e-6, 50)``.",
          lr="(Union[float, Tensor]): The initial step size. Default: ``1e-2``.",
          params="(Union[list[Parameter], list[dict]]): The Parameters or Parameter groups.",
          maximize="(bool): Maximise the objective instead. Default: ``False``.")
class Rprop(Optimizer):
    def __init__(self, params, lr=0.01, etas=(0.5, 1.2), step_sizes=(1e-06, 50), *, maximize=False):
        check_lr(C, lr)
        _check_etas(etas)
        super().__init__(params,
              {"lr": lr, "etas": etas, "step_sizes": step_sizes, "maximize": maximize, "weight_decay": 0.0})
        self.prev = self.parameters.clone(prefix="prev", init="zeros")
        self.step_size = self.parameters.clone(prefix="step_size", init="zeros")
        _fill(self.step_size, self.param_groups, self.group_start_id, "lr")
        self.state_step = step_counter()

    def implementation(self, gradients):
        """The update itself (the same as calling the optimizer)."""
        return self.construct(gradients)

    def construct(self, gradients):
        for group, params, grads, sl in self._groups(gradients):
            steps = self._steps(self.state_step, len(params))
            with torch.no_grad():
                _torch_rprop(params, grads, self._ts(self.prev[sl]), self._ts(self.step_size[sl]), steps,
                             foreach=False, maximize=group["maximize"], step_size_min=group["step_sizes"][0],
                             step_size_max=group["step_sizes"][1], etaminus=group["etas"][0], etaplus=group["etas"][1])
        advance(self.state_step)
        return True
