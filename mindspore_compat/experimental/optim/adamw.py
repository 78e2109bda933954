"""``AdamW``: Adam with decoupled weight decay (PyTorch's algorithm)."""
import torch
from torch.optim.adam import adam as _torch_adam  # torch's functional adam update

from .optimizer import Optimizer
from ._common import check_betas, check_lr, check_range, step_counter, advance, key
from ..._viewdoc import cls_view

__all__ = ["AdamW"]

_ADAM_ARGS = dict(
    params="(Union[list[Parameter], list[dict]]): The Parameters or Parameter groups.",
    lr="(Union[float, Tensor]): The learning rate. Default: ``1e-3``.",
    betas="(tuple[float, float]): Decay rates of the first and second moments. Default: ``(0.9, 0.999)``.",
    eps="(float): Added to the denominator. Default: ``1e-8``.",
    amsgrad="(bool): Use the running maximum of the second moment. Default: ``False``.",
    maximize="(bool): Maximise the objective instead. Default: ``False``.")
_IN = "- **gradients** (tuple[Tensor]) - One gradient per Parameter."


def adam_step(opt, gradients, decoupled):
    """One Adam / AdamW update of every group with torch's functional Adam (moments are Parameters of `opt`)."""
    n_step = opt.state_step
    for group, params, grads, sl in opt._groups(gradients):
        beta1, beta2 = group["betas"]
        with torch.no_grad():
            _torch_adam(
                params, grads, opt._ts(opt.exp_avg[sl]), opt._ts(opt.exp_avg_sq[sl]),
                opt._ts(opt.max_exp_avg_sq[sl]), opt._steps(n_step, len(params)), foreach=False,
                decoupled_weight_decay=decoupled, amsgrad=group["amsgrad"], beta1=beta1, beta2=beta2,
                lr=opt._lr(group), weight_decay=group["weight_decay"], eps=group["eps"], maximize=group["maximize"])
    advance(n_step)
    return True


def init_adam(opt, cls, params, lr, betas, eps, weight_decay, amsgrad, maximize):
    check_lr(cls, lr)
    check_range(cls, "epsilon", eps)
    betas = check_betas(cls, betas)
    check_range(cls, "weight_decay", weight_decay)
    Optimizer.__init__(opt, params, {"lr": lr, "betas": betas, "eps": eps, "weight_decay": weight_decay,
                                     "amsgrad": amsgrad, "maximize": maximize})
    opt.exp_avg = opt.parameters.clone(prefix="exp_avg", init="zeros")
    opt.exp_avg_sq = opt.parameters.clone(prefix="exp_avg_sq", init="zeros")
    opt.max_exp_avg_sq = opt.parameters.clone(prefix="max_exp_avg_sq", init="zeros")
    opt.state_step = step_counter()


@cls_view("AdamW: Adam whose weight decay multiplies the weights by ``1 - lr * weight_decay`` before the update "
          "instead of adding to the gradient.", inputs=_IN, outputs="bool, True.", key=key("AdamW"),
          weight_decay="(float): The decoupled weight decay. Default: ``1e-2``.", **_ADAM_ARGS)
class AdamW(Optimizer):
    def __init__(self, params, lr=1e-3, betas=(0.9, 0.999), eps=1e-8, weight_decay=1e-2, amsgrad=False, *,
                 maximize=False):
        init_adam(self, "AdamW", params, lr, betas, eps, weight_decay, amsgrad, maximize)

    def implementation(self, gradients):
        """The update itself (the same as calling the optimizer)."""
        return adam_step(self, gradients, True)

    def construct(self, gradients):
        return adam_step(self, gradients, True)
