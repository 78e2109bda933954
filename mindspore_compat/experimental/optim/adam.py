"""``Adam`` (PyTorch's algorithm; weight decay is added to the gradient)."""
from .optimizer import Optimizer
from .adamw import adam_step, init_adam, _ADAM_ARGS, _IN
from ._common import key
from ..._viewdoc import cls_view

__all__ = ["Adam"]


@cls_view("Adam: bias-corrected first and second moment estimates; `weight_decay` is added to the gradient "
          "(L2 penalty).", inputs=_IN, outputs="bool, True.", key=key("Adam"),
          weight_decay="(float): The L2 penalty. Default: ``0.0``.", **_ADAM_ARGS)
class Adam(Optimizer):
    def __init__(self, params, lr=1e-3, betas=(0.9, 0.999), eps=1e-8, weight_decay=0.0, amsgrad=False, *,
                 maximize=False):
        init_adam(self, "Adam", params, lr, betas, eps, weight_decay, amsgrad, maximize)

    def implementation(self, gradients):
        """The update itself (the same as calling the optimizer)."""
        return adam_step(self, gradients, False)

    def construct(self, gradients):
        return adam_step(self, gradients, False)
