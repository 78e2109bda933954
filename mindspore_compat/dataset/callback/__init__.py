"""Callbacks of the data pipeline (``mindspore.dataset.callback``)."""
from .ds_callback import DSCallback

__all__ = ["DSCallback"]
