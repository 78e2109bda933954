"""Losses (``mindspore.nn.loss``)."""
from . import loss
from .loss import *  # noqa: F401,F403

__all__ = list(loss.__all__)
