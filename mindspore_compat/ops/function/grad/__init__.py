"""Differentiation functions (``mindspore.grad``, ``value_and_grad``, ``stop_gradient``, ``vjp``, ``jvp``)."""
from .grad_func import *  # noqa: F401,F403
from .grad_func import __all__
