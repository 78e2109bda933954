"""Reading MindRecord files from OBS object storage (:class:`OBSMindDataset`, :func:`sync_wait_for_dataset`)."""
from .obs_mindrecord_dataset import OBSMindDataset, sync_wait_for_dataset

__all__ = ["OBSMindDataset", "sync_wait_for_dataset"]
