"""``ASGD`` (PyTorch's algorithm, run by torch's functional optimizer on the Parameters' tensors)."""
import torch
from torch.optim.asgd import asgd as _torch_asgd  # torch's functional asgd update

from .optimizer import Optimizer
from ...common import dtype as mstype
from ...common.tensor import Tensor
from ...common.parameter import Parameter, ParameterTuple
from ._common import check_betas, check_lr, check_range, step_counter, advance, key  # noqa: F401
from ..._viewdoc import cls_view

__all__ = ["ASGD"]
C = "ASGD"


@cls_view("Averaged SGD: SGD with a decaying step and a running average of the iterates.",
          inputs="- **gradients** (tuple[Tensor]) - One gradient per Parameter.", outputs="bool, True.",
          key=key("ASGD"),
          lambd="(float): Decay term. Default: ``1e-4``.",
          alpha="(float): Power of the step decay. Default: ``0.75``.",
          t0="(float): The step at which averaging starts. Default: ``1e6``.",
          lr="(Union[float, Tensor]): The learning rate. Default: ``1e-2``.",
          params="(Union[list[Parameter], list[dict]]): The Parameters or Parameter groups.",
          weight_decay="(float): The L2 penalty. Default: ``0.0``.",
          maximize="(bool): Maximise the objective instead. Default: ``False``.")
class ASGD(Optimizer):
    def __init__(self, params, lr=0.01, lambd=0.0001, alpha=0.75, t0=1000000.0, weight_decay=0.0, maximize=False):
        check_lr(C, lr)
        check_range(C, "weight_decay", weight_decay)
        super().__init__(params,
              {"lr": lr, "lambd": lambd, "alpha": alpha, "t0": t0, "weight_decay": weight_decay, "maximize": maximize})
        self.ax = self.parameters.clone(prefix="ax", init="zeros")
        # torch keeps mu and eta as one scalar per Parameter
        self.mu = ParameterTuple(Parameter(Tensor(1.0, mstype.float32), name="mu." + p.name, requires_grad=False)
                                 for p in self.parameters)
        self.eta = ParameterTuple(Parameter(Tensor(float(self._lr(g)), mstype.float32), name="eta." + p.name,
                                            requires_grad=False)
                                  for i, g in enumerate(self.param_groups) for p in g["params"])
        self.state_step = step_counter()

    def implementation(self, gradients):
        """The update itself (the same as calling the optimizer)."""
        return self.construct(gradients)

    def construct(self, gradients):
        for group, params, grads, sl in self._groups(gradients):
            steps = self._steps(self.state_step, len(params))
            with torch.no_grad():
                _torch_asgd(params, grads, self._ts(self.ax[sl]), self._ts(self.mu[sl]), self._ts(self.eta[sl]), steps,
                            foreach=False, maximize=group["maximize"], lambd=group["lambd"], lr=self._lr(group),
                            t0=group["t0"], alpha=group["alpha"], weight_decay=group["weight_decay"])
        advance(self.state_step)
        return True
