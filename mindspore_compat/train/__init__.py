"""``mindspore.train``: high-level training (loss-scale managers, build_train_network; Model, callbacks and metrics
come later)."""
from . import loss_scale_manager
from .loss_scale_manager import LossScaleManager, FixedLossScaleManager, DynamicLossScaleManager

__all__ = ["LossScaleManager", "FixedLossScaleManager", "DynamicLossScaleManager", "build_train_network"]


def __getattr__(name):
    # mindspore.amp imports this package (for the managers), so amp's names are resolved on first use
    if name == "build_train_network":
        from ..amp import build_train_network
        return build_train_network
    raise AttributeError(f"module '{__name__}' has no attribute '{name}'")
