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

__all__ = ["Optimizer", "Momentum", "SGD", "Adam", "AdamWeightDecay", "AdamOffload", "Lamb", "RMSProp"]
