"""``Adagrad`` (PyTorch's algorithm, run by torch's functional optimizer on the Parameters' tensors)."""
import torch
from torch.optim.adagrad import adagrad as _torch_adagrad  # torch's functional adagrad update

from .optimizer import Optimizer
from ._common import check_betas, check_lr, check_range, step_counter, advance, key  # noqa: F401
from ..._viewdoc import cls_view

__all__ = ["Adagrad"]
C = "Adagrad"

def _fill(states, groups, starts, name):
    """Start each state Parameter at its group's hyper-parameter `name`."""
    with torch.no_grad():
        for i, group in enumerate(groups):
            value = group[name]
            value = float(value._t) if hasattr(value, "_t") else float(value)
            for p in states[starts[i]:starts[i + 1]]:
                p._t.fill_(value)



@cls_view("Adagrad: each element's step is scaled by the root of its accumulated squared gradients.",
          inputs="- **gradients** (tuple[Tensor]) - One gradient per Parameter.", outputs="bool, True.",
          key=key("Adagrad"),
          lr_decay="(float): Learning-rate decay per step. Default: ``0.0``.",
          initial_accumulator_value="(float): Start value of the accumulators. Default: ``0.0``.",
          eps="(float): Added to the denominator. Default: ``1e-10``.",
          lr="(Union[float, Tensor]): The learning rate. Default: ``1e-2``.",
          params="(Union[list[Parameter], list[dict]]): The Parameters or Parameter groups.",
          weight_decay="(float): The L2 penalty. Default: ``0.0``.",
          maximize="(bool): Maximise the objective instead. Default: ``False``.")
class Adagrad(Optimizer):
    def __init__(self, params, lr=0.01, lr_decay=0.0, weight_decay=0.0, initial_accumulator_value=0.0, eps=1e-10, *,
                 maximize=False):
        check_lr(C, lr)
        check_range(C, "lr_decay", lr_decay)
        check_range(C, "weight_decay", weight_decay)
        check_range(C, "initial_accumulator_value", initial_accumulator_value)
        check_range(C, "epsilon", eps)
        super().__init__(params,
                         {"lr": lr, "lr_decay": lr_decay, "weight_decay": weight_decay,
                          "initial_accumulator_value": initial_accumulator_value, "eps": eps, "maximize": maximize})
        self.accum = self.parameters.clone(prefix="accum", init="zeros")
        _fill(self.accum, self.param_groups, self.group_start_id, "initial_accumulator_value")
        self.state_step = step_counter()

    def implementation(self, gradients):
        """The update itself (the same as calling the optimizer)."""
        return self.construct(gradients)

    def construct(self, gradients):
        for group, params, grads, sl in self._groups(gradients):
            steps = self._steps(self.state_step, len(params))
            with torch.no_grad():
                _torch_adagrad(params, grads, self._ts(self.accum[sl]), steps, foreach=False, lr=self._lr(group),
                               weight_decay=group["weight_decay"], lr_decay=group["lr_decay"], eps=group["eps"],
                               maximize=group["maximize"])
        advance(self.state_step)
        return True
