"""``mindspore.train``: high-level training (loss-scale managers, build_train_network; Model, callbacks and metrics
come later)."""
from . import loss_scale_manager, serialization
from .loss_scale_manager import LossScaleManager, FixedLossScaleManager, DynamicLossScaleManager
from .serialization import (save_checkpoint, load_checkpoint, load_param_into_net, load_checkpoint_async,
                            async_ckpt_thread_status)

__all__ = ["LossScaleManager", "FixedLossScaleManager", "DynamicLossScaleManager", "build_train_network",
           "save_checkpoint", "load_checkpoint", "load_param_into_net", "load_checkpoint_async",
           "async_ckpt_thread_status"]


def __getattr__(name):
    # mindspore.amp imports this package (for the managers), so amp's names are resolved on first use
    if name == "build_train_network":
        from ..amp import build_train_network
        return build_train_network
    raise AttributeError(f"module '{__name__}' has no attribute '{name}'")
