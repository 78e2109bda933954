"""Optimizers (``mindspore.nn.optim``): the :class:`Optimizer` base and its subclasses.

Every optimizer is a Cell: ``optimizer(gradients)`` applies one update in place to the Parameters it was built
with, using the update formulas of MindSpore's kernels.
"""
from .optimizer import Optimizer
from .momentum import Momentum
from .sgd import SGD
from .adam import Adam, AdamWeightDecay, AdamOffload
from .lamb import Lamb
from .rmsprop import RMSProp
from .ada_grad import Adagrad
from .adadelta import Adadelta
from .adamax import AdaMax
from .asgd import ASGD
from .rprop import Rprop
from .proximal_ada_grad import ProximalAdagrad
from .ftrl import FTRL
from .lazyadam import LazyAdam
from .adafactor import AdaFactor
from .lars import LARS
from .adasum import AdaSumByGradWrapCell, AdaSumByDeltaWeightWrapCell
from .tft_wrapper import OptTFTWrapper

__all__ = ["Optimizer", "Momentum", "SGD", "Adam", "AdamWeightDecay", "AdamOffload", "Lamb", "RMSProp"]
# issue 11 (nnlossopt)
__all__ += ["Adagrad", "Adadelta", "AdaMax", "ASGD", "Rprop", "ProximalAdagrad", "FTRL", "LazyAdam", "AdaFactor", "LARS",
            "AdaSumByGradWrapCell", "AdaSumByDeltaWeightWrapCell", "OptTFTWrapper"]
# second-order optimizer THOR (with the Thor layers of nn.layer.thor_layer)
from .thor import thor  # noqa: E402
__all__ += ["thor"]
