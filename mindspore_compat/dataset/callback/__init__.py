"""Callbacks of the data pipeline (``mindspore.dataset.callback``)."""
from .ds_callback import DSCallback, WaitedDSCallback

__all__ = ["DSCallback", "WaitedDSCallback"]
