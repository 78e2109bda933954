"""``mindspore.nn.grad``: the Jvp / Vjp cells (deprecated forms of :func:`mindspore.ops.jvp` / ``vjp``)."""
from .cell_grad import Jvp, Vjp

__all__ = ["Jvp", "Vjp"]
