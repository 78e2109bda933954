"""Streams of ``mindspore.hal`` (the older form of ``mindspore.runtime``'s; they also work on CPU)."""
from ..runtime import stream as _rt_stream
from ._common import deprecated
from .event import Event

__all__ = ["Stream", "synchronize", "set_cur_stream", "current_stream", "default_stream", "communication_stream",
           "StreamCtx"]


class Stream(_rt_stream.Stream):
    r"""
    A queue of device work; see :class:`mindspore.runtime.Stream`. On CPU it is the single, always idle stream.

    Args:
        priority (int, optional): Lower numbers run first. Default: ``0``.
        kwargs (dict): ``stream``: an existing stream to wrap.

    Raises:
        TypeError: If `priority` is not an int.

    Examples:
        >>> import mindspore as ms
        >>> print(ms.hal.Stream())
        Stream(device_name=CPU, device_id:0, stream id:0)
    """

    def record_event(self, event=None):
        """
        Record `event` (a new one when ``None``) on this stream.

        Args:
            event (Event, optional): The event. Default: ``None``.

        Returns:
            Event, the recorded event.
        """
        if event is None:
            event = Event()
        if not isinstance(event, _rt_stream.Event):
            raise TypeError(f"For 'record_event', the argument 'event' should be Event, but got {type(event)}.")
        event.record(self)
        return event


def synchronize():
    r"""
    Wait until all work queued on the current device has finished.

    Examples:
        >>> import mindspore as ms
        >>> ms.hal.synchronize()
    """
    deprecated("synchronize()", "synchronize()")
    _rt_stream._synchronize()


def set_cur_stream(stream):
    r"""
    Make `stream` the stream new work is queued on.

    Args:
        stream (Stream): The stream; ``None`` changes nothing.

    Raises:
        TypeError: If `stream` is neither a Stream nor ``None``.

    Examples:
        >>> import mindspore as ms
        >>> ms.hal.set_cur_stream(ms.hal.default_stream())
    """
    deprecated("Stream()", "Stream()")
    _rt_stream._set_cur_stream(stream)


def current_stream():
    r"""
    The stream new work is queued on.

    Returns:
        Stream.

    Examples:
        >>> import mindspore as ms
        >>> print(ms.hal.current_stream() == ms.hal.default_stream())
        True
    """
    deprecated("current_stream()", "current_stream()")
    return _rt_stream._current_stream(Stream)


def default_stream():
    r"""
    The device's default stream.

    Returns:
        Stream.

    Examples:
        >>> import mindspore as ms
        >>> print(ms.hal.default_stream())
        Stream(device_name=CPU, device_id:0, stream id:0)
    """
    deprecated("default_stream()", "default_stream()")
    return _rt_stream._default_stream(Stream)


def communication_stream():
    r"""
    The stream reserved for collective communication.

    Returns:
        Stream.

    Examples:
        >>> import mindspore as ms
        >>> print(ms.hal.communication_stream())
        Stream(device_name=CPU, device_id:0, stream id:0)
    """
    deprecated("communication_stream()", "communication_stream()")
    return _rt_stream._communication_stream(Stream)


class StreamCtx(_rt_stream.StreamCtx):
    r"""
    Context manager that queues the work inside it on `ctx_stream`; see :class:`mindspore.runtime.StreamCtx`.

    Args:
        ctx_stream (Stream): The stream; ``None`` makes the context do nothing.

    Raises:
        TypeError: If `ctx_stream` is neither a Stream nor ``None``.

    Examples:
        >>> import mindspore as ms
        >>> with ms.hal.StreamCtx(ms.hal.Stream()):
        ...     v = ms.ops.ones((2,), ms.float32) * 4
        >>> print(v)
        [4. 4.]
    """

    _stream_type = Stream

    def __init__(self, ctx_stream):  # pylint: disable=super-init-not-called
        deprecated("StreamCtx(s1)", "StreamCtx(s1)")
        if ctx_stream is not None and not isinstance(ctx_stream, Stream):
            raise TypeError(f"For 'StreamCtx', the argument 'ctx_stream' should be Stream, but got {type(ctx_stream)}.")
        self.stream = ctx_stream
        self.prev_stream = None
