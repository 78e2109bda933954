"""``mint.optim.SGD``: the update of :class:`mindspore.experimental.optim.SGD`."""
from ...experimental.optim import sgd as _s
from ..._viewdoc import cls_view

__all__ = ["SGD"]


@cls_view("Stochastic gradient descent with momentum, the same update as :class:`mindspore.experimental.optim.SGD` "
          "(whose weight decay defaults to ``0.0``; here to ``0``).",
          inputs="- **gradients** (tuple[Tensor]) - One gradient per Parameter.", outputs="bool, True.",
          key="mindspore.mint.optim.SGD",
          params="(Union[list[Parameter], list[dict]]): The Parameters or Parameter groups.",
          lr="(Union[float, Tensor]): The learning rate.", momentum="(float): The momentum factor. Default: ``0``.",
          dampening="(float): Dampening of the momentum. Default: ``0``.",
          weight_decay="(float): The L2 penalty. Default: ``0``.",
          nesterov="(bool): Use Nesterov momentum. Default: ``False``.",
          maximize="(bool): Maximise the objective instead. Default: ``False``.")
class SGD(_s.SGD):
    def __init__(self, params, lr, momentum=0, dampening=0, weight_decay=0, nesterov=False, *, maximize=False):
        super().__init__(params, lr, momentum, dampening, weight_decay, nesterov, maximize=maximize)
