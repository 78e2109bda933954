"""Device events (``mindspore.runtime.Event``) on torch events."""
import time

from .._backend import device as _device
from .device import _is_supported
from . import stream as _stream   # stream.py imports this module too: names are looked up at call time

__all__ = ["Event"]


class Event:
    r"""
    A marker in a device stream, to wait for the work queued before it or to time that work.

    On GPU and Ascend it is a ``torch.cuda.Event`` / ``torch.npu.Event``. On CPU every operator has finished when
    it returns, so an event is complete as soon as it is recorded, and its timing is host time.

    Args:
        enable_timing (bool, optional): Whether the event records a time stamp for :meth:`elapsed_time`.
            Default: ``False``.
        blocking (bool, optional): Whether :meth:`synchronize` blocks the host thread. Default: ``False``.

    Raises:
        TypeError: If `enable_timing` or `blocking` is not a bool.

    Supported Platforms:
        ``Ascend`` ``GPU``

    Examples:
        >>> import mindspore as ms
        >>> begin = ms.runtime.Event(enable_timing=True)
        >>> end = ms.runtime.Event(enable_timing=True)
        >>> begin.record()
        >>> y = ms.ops.ones((4, 4), ms.float32) * 3
        >>> end.record()
        >>> end.synchronize()
        >>> ms_taken = begin.elapsed_time(end)
    """

    def __init__(self, enable_timing=False, blocking=False):
        _is_supported("Event")
        self._init(enable_timing, blocking)

    def _init(self, enable_timing, blocking):
        if not isinstance(enable_timing, bool):
            raise TypeError(f"For 'Event', the 'enable_timing' must be a bool, but got {type(enable_timing).__name__}.")
        if not isinstance(blocking, bool):
            raise TypeError(f"For 'Event', the 'blocking' must be a bool, but got {type(blocking).__name__}.")
        self._enable_timing = enable_timing
        self._blocking = blocking
        self._event = _device.new_event(enable_timing, blocking)
        self._host_time = None

    def _check_stream(self, stream, method):
        if stream is None:
            return _stream._current_stream()
        if not isinstance(stream, _stream.Stream):
            raise TypeError(f"For 'Event.{method}', the argument 'stream' should be Stream, but got {type(stream)}.")
        return stream

    def record(self, stream=None):
        """
        Record the event on `stream`: it completes when the work queued there so far has finished.

        Args:
            stream (Stream, optional): The stream. Default: ``None`` (the current stream).

        Raises:
            TypeError: If `stream` is neither a Stream nor ``None``.
        """
        stream = self._check_stream(stream, "record")
        if self._event is not None:
            self._event.record(stream._torch if stream is not None else None)
        self._host_time = time.perf_counter()

    def wait(self, stream=None):
        """
        Make `stream` wait for this event before running the work queued on it afterwards.

        Args:
            stream (Stream, optional): The stream. Default: ``None`` (the current stream).

        Raises:
            TypeError: If `stream` is neither a Stream nor ``None``.
        """
        stream = self._check_stream(stream, "wait")
        if self._event is not None:
            self._event.wait(stream._torch if stream is not None else None)

    def query(self):
        """
        Whether the work recorded before the event has finished.

        Returns:
            bool.
        """
        return True if self._event is None else self._event.query()

    def synchronize(self):
        """Wait until the work recorded before the event has finished."""
        if self._event is not None:
            self._event.synchronize()

    def elapsed_time(self, end_event):
        """
        Milliseconds between this event and `end_event`, both recorded with ``enable_timing=True``.

        Args:
            end_event (Event): The later event.

        Returns:
            float, milliseconds.

        Raises:
            TypeError: If `end_event` is not an Event.
            RuntimeError: On GPU or Ascend, if either event was created without timing. On CPU such events
                give ``0.0``, as in MindSpore.
        """
        if not isinstance(end_event, Event):
            raise TypeError(f"For 'elapsed_time', the argument 'end_event' should be Event, "
                            f"but got {type(end_event)}.")
        if self._event is not None:
            if not (self._enable_timing and end_event._enable_timing):
                raise RuntimeError("For 'elapsed_time', both events must be created with enable_timing=True.")
            return float(self._event.elapsed_time(end_event._event))
        if not (self._enable_timing and end_event._enable_timing) or None in (self._host_time, end_event._host_time):
            return 0.0   # MindSpore's CPU answer for events that carry no time
        return (end_event._host_time - self._host_time) * 1000.0

    def __repr__(self):
        created = int(self._host_time is not None)
        return (f"Event(enable_timing={int(self._enable_timing)}, blocking:{int(self._blocking)}, "
                f"is_created:{created}, event:{created})")
