"""``mint.optim.AdamW``: the AdamW update of :class:`mindspore.experimental.optim.AdamW`."""
from ...experimental.optim import adamw as _e
from ...experimental.optim._common import check_range
from ..._viewdoc import cls_view

__all__ = ["AdamW"]


def _check_types(cls, betas, eps, weight_decay, lr, amsgrad, maximize):
    """mint's optimizers take float hyper-parameters only (MindSpore validates their types)."""
    for name, value in (("betas[0]", betas[0]), ("betas[1]", betas[1]), ("eps", eps),
                        ("weight_decay", weight_decay), ("lr", lr)):
        if not isinstance(value, float):
            raise TypeError(f"For '{cls}', the type of '{name}' should be float, but got "
                            f"'{type(value).__name__}'.")
    for name, value in (("amsgrad", amsgrad), ("maximize", maximize)):
        if not isinstance(value, bool):
            raise TypeError(f"For '{cls}', the type of '{name}' should be bool, but got '{type(value).__name__}'.")
    check_range(cls, "epsilon", eps)


@cls_view("AdamW (decoupled weight decay), the same update as :class:`mindspore.experimental.optim.AdamW`; the "
          "hyper-parameters must be floats.", inputs=_e._IN, outputs="bool, True.", key="mindspore.mint.optim.AdamW",
          weight_decay="(float): The decoupled weight decay. Default: ``1e-2``.", **_e._ADAM_ARGS)
class AdamW(_e.AdamW):
    def __init__(self, params, lr=1e-3, betas=(0.9, 0.999), eps=1e-8, weight_decay=1e-2, amsgrad=False, *,
                 maximize=False):
        _check_types("AdamW", betas, eps, weight_decay, lr, amsgrad, maximize)
        super().__init__(params, lr, betas, eps, weight_decay, amsgrad, maximize=maximize)
