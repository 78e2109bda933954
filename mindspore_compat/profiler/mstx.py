"""``mindspore.profiler.mstx``: marks and ranges in the collected trace."""
import itertools

import torch

from .. import context
from . import profiler as _profiler

__all__ = ["mstx"]

_ids = itertools.count(1)
_open = {}


def _collecting():
    return bool(_profiler._active)


class mstx:  # pylint: disable=invalid-name - MindSpore's name
    """
    Marks and ranges that appear in the trace of an active :class:`mindspore.profiler.profile` (as
    ``torch.profiler.record_function`` events, and as NVTX marks on CUDA). With no profiler collecting they
    do nothing, and :meth:`range_start` returns ``0``, as in MindSpore.

    Examples:
        >>> from mindspore.profiler import mstx
        >>> range_id = mstx.range_start("load data")
        >>> mstx.range_end(range_id)
        >>> mstx.mark("checkpoint saved")
    """

    @staticmethod
    def mark(message: str, stream=None, domain: str = "default") -> None:
        """
        Put an instant mark named `message` in the trace.

        Args:
            message (str): The mark's name.
            stream (Stream, optional): A device stream to mark as well (CUDA: NVTX). Default: ``None``.
            domain (str, optional): Domain name, prefixed to the event. Default: ``"default"``.
        """
        if not isinstance(message, str) or not message or not _collecting():
            return
        with torch.profiler.record_function(f"mstx::{domain}::{message}"):
            pass
        if stream is not None and context.get_context("device_target") == "GPU":
            torch.cuda.nvtx.mark(message)

    @staticmethod
    def range_start(message: str, stream=None, domain: str = "default") -> int:
        """
        Open a range named `message` in the trace.

        Args:
            message (str): The range's name.
            stream (Stream, optional): A device stream to mark as well (CUDA: NVTX). Default: ``None``.
            domain (str, optional): Domain name. Default: ``"default"``.

        Returns:
            int, the id to pass to :meth:`range_end` (``0`` when nothing is recorded).
        """
        if not isinstance(message, str) or not message or not _collecting():
            return 0
        rec = torch.profiler.record_function(f"mstx::{domain}::{message}")
        rec.__enter__()
        nvtx = stream is not None and context.get_context("device_target") == "GPU"
        if nvtx:
            torch.cuda.nvtx.range_push(message)
        range_id = next(_ids)
        _open[(domain, range_id)] = (rec, nvtx)
        return range_id

    @staticmethod
    def range_end(range_id: int, domain: str = "default") -> None:
        """
        Close the range `range_id` from :meth:`range_start`.

        Args:
            range_id (int): The id.
            domain (str, optional): Domain name. Default: ``"default"``.
        """
        entry = _open.pop((domain, range_id), None)
        if entry is None:
            return
        rec, nvtx = entry
        rec.__exit__(None, None, None)
        if nvtx:
            torch.cuda.nvtx.range_pop()
