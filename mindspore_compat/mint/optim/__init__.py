"""``mindspore.mint.optim``: the PyTorch-style optimizers of ``mint`` (``AdamW``, ``Adam``, ``SGD``, ``FusedAdamW``).

``Adam``, ``AdamW`` and ``SGD`` compute what the optimizers of :mod:`mindspore.experimental.optim` compute (MindSpore
runs them with fused kernels; the updates are the same), so they are views of those classes.
"""
from .adamw import AdamW
from .adam import Adam
from .sgd import SGD
from .fused_adamw import FusedAdamW

__all__ = ["AdamW", "Adam", "SGD", "FusedAdamW"]


from ..._unsupported import missing_name_hook as _missing_name_hook  # noqa: E402
__getattr__ = _missing_name_hook(__name__)
