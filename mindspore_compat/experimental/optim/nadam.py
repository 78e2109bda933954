"""``NAdam`` (PyTorch's algorithm, run by torch's functional optimizer on the Parameters' tensors)."""
import torch
from torch.optim.nadam import nadam as _torch_nadam  # torch's functional nadam update

from .optimizer import Optimizer
from ...common import dtype as mstype
from ...common.tensor import Tensor
from ...common.parameter import Parameter, ParameterTuple
from ._common import check_betas, check_lr, check_range, step_counter, advance, key  # noqa: F401
from ..._viewdoc import cls_view

__all__ = ["NAdam"]
C = "NAdam"


@cls_view("NAdam: Adam with Nesterov momentum.", inputs="- **gradients** (tuple[Tensor]) - One gradient per Parameter.",
          outputs="bool, True.",
          key=key("NAdam"),
          betas="(tuple[float, float]): Decay rates of the moments. Default: ``(0.9, 0.999)``.",
          eps="(float): Added to the denominator. Default: ``1e-8``.",
          momentum_decay="(float): Momentum decay. Default: ``4e-3``.",
          lr="(Union[float, Tensor]): The learning rate. Default: ``2e-3``.",
          params="(Union[list[Parameter], list[dict]]): The Parameters or Parameter groups.",
          weight_decay="(float): The L2 penalty. Default: ``0.0``.")
class NAdam(Optimizer):
    def __init__(self, params, lr=0.002, betas=(0.9, 0.999), eps=1e-08, weight_decay=0.0, momentum_decay=0.004):
        check_lr(C, lr)
        check_range(C, "epsilon", eps)
        check_betas(C, betas)
        check_range(C, "weight_decay", weight_decay)
        check_range(C, "momentum_decay", momentum_decay)
        super().__init__(params,
              {"lr": lr, "betas": betas, "eps": eps, "weight_decay": weight_decay, "momentum_decay": momentum_decay})
        self.exp_avg = self.parameters.clone(prefix="exp_avg", init="zeros")
        self.exp_avg_sq = self.parameters.clone(prefix="exp_avg_sq", init="zeros")
        # torch keeps the product of the momentum coefficients as one scalar per Parameter
        self.mu_product = ParameterTuple(Parameter(Tensor(1.0, mstype.float32), name="mu_product." + p.name,
                                                   requires_grad=False) for p in self.parameters)
        self.state_step = step_counter()

    def implementation(self, gradients):
        """The update itself (the same as calling the optimizer)."""
        return self.construct(gradients)

    def construct(self, gradients):
        for group, params, grads, sl in self._groups(gradients):
            steps = self._steps(self.state_step, len(params))
            with torch.no_grad():
                _torch_nadam(params, grads, self._ts(self.exp_avg[sl]), self._ts(self.exp_avg_sq[sl]),
                             self._ts(self.mu_product[sl]), steps, foreach=False, beta1=group["betas"][0],
                             beta2=group["betas"][1], lr=self._lr(group), weight_decay=group["weight_decay"],
                             momentum_decay=group["momentum_decay"], eps=group["eps"])
        advance(self.state_step)
        return True
