"""Core pieces of ``mindspore.dataset``: the global pipeline configuration and the argument validators."""
from . import config

__all__ = ["config"]
