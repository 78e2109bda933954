"""Layers (``mindspore.nn.layer``)."""
from .container import *  # noqa: F401,F403
from . import container

__all__ = list(container.__all__)
