"""``mint.optim.Adam``: the Adam update of :class:`mindspore.experimental.optim.Adam`."""
from ...experimental.optim import adam as _a, adamw as _e
from .adamw import _check_types
from ..._viewdoc import cls_view

__all__ = ["Adam"]


@cls_view("Adam with L2 weight decay, the same update as :class:`mindspore.experimental.optim.Adam`; the "
          "hyper-parameters must be floats.", inputs=_e._IN, outputs="bool, True.", key="mindspore.mint.optim.Adam",
          weight_decay="(float): The L2 penalty. Default: ``0.0``.", **_e._ADAM_ARGS)
class Adam(_a.Adam):
    def __init__(self, params, lr=1e-3, betas=(0.9, 0.999), eps=1e-8, weight_decay=0.0, amsgrad=False, *,
                 maximize=False):
        _check_types("Adam", betas, eps, weight_decay, lr, amsgrad, maximize)
        super().__init__(params, lr, betas, eps, weight_decay, amsgrad, maximize=maximize)
