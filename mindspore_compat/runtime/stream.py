"""Device streams (``mindspore.runtime``): Stream, StreamCtx and the current/default/communication streams."""
from .. import context
from .._backend import device as _device
from .device import _is_supported
from .event import Event

__all__ = ["Stream", "synchronize", "set_cur_stream", "current_stream", "default_stream", "communication_stream",
           "StreamCtx"]

_comm = {}


class Stream:
    r"""
    A queue of device work that runs in order, independently of other streams.

    On GPU and Ascend it wraps a ``torch.cuda.Stream`` / ``torch.npu.Stream``. On CPU operators run when they are
    called, so there is one stream (id 0) and waiting on it returns at once.

    Args:
        priority (int, optional): Lower numbers run first. Default: ``0``.
        kwargs (dict): ``stream``: an existing Stream or torch stream to wrap instead of creating one.

    Raises:
        TypeError: If `priority` is not an int.

    Supported Platforms:
        ``Ascend`` ``GPU``

    Examples:
        >>> import mindspore as ms
        >>> side = ms.runtime.Stream()
        >>> with ms.runtime.StreamCtx(side):
        ...     z = ms.ops.ones((2, 2), ms.float32) + 1
        >>> side.synchronize()
        >>> print(z)
        [[2. 2.]
         [2. 2.]]
    """

    def __init__(self, priority=0, **kwargs):
        if not isinstance(priority, int) or isinstance(priority, bool):
            raise TypeError(f"For 'Stream', the type of 'priority' must be 'int', but got "
                            f"'{type(priority).__name__}'.")
        handle = kwargs.get("stream")
        if isinstance(handle, Stream):
            handle = handle._torch
        self._torch = _device.new_stream(priority, handle)
        self._device = (context.get_context("device_target"), context.get_context("device_id"))

    def stream_id(self):
        """
        The stream's id on its device (``0`` for the CPU stream).

        Returns:
            int.
        """
        return 0 if self._torch is None else int(self._torch.stream_id)

    def query(self):
        """
        Whether all work queued on the stream has finished.

        Returns:
            bool.
        """
        return True if self._torch is None else self._torch.query()

    def synchronize(self):
        """Wait until all work queued on the stream has finished."""
        if self._torch is not None:
            self._torch.synchronize()

    def record_event(self, event=None):
        """
        Record `event` (a new one when ``None``) on this stream.

        Args:
            event (Event, optional): The event to record. Default: ``None``.

        Returns:
            Event, the recorded event.

        Raises:
            TypeError: If `event` is neither an Event nor ``None``.
        """
        if not _is_supported("record_event"):
            return None
        if event is None:
            event = Event()
        if not isinstance(event, Event):
            raise TypeError(f"For 'record_event', the argument 'event' should be Event, but got {type(event)}.")
        event.record(self)
        return event

    def wait_event(self, event):
        """
        Make this stream wait for `event` before running the work queued on it afterwards.

        Args:
            event (Event): The event.

        Raises:
            TypeError: If `event` is not an Event.
        """
        if not isinstance(event, Event):
            raise TypeError(f"For 'wait_event', the argument 'event' should be Event, but got {type(event)}.")
        event.wait(self)

    def wait_stream(self, stream):
        """
        Make this stream wait for all work queued on `stream` so far.

        Args:
            stream (Stream): The stream to wait for.

        Raises:
            TypeError: If `stream` is not a Stream.
        """
        if not isinstance(stream, Stream):
            raise TypeError(f"For 'wait_stream', the argument 'stream' should be Stream, but got {type(stream)}.")
        if self._torch is not None and stream._torch is not None:
            self._torch.wait_stream(stream._torch)

    def __eq__(self, other):
        if not isinstance(other, Stream):
            return NotImplemented
        if self._torch is None or other._torch is None:
            return self._torch is other._torch and self._device == other._device
        return self._torch == other._torch

    def __hash__(self):
        return hash((self._device, self.stream_id()))

    def __repr__(self):
        return f"Stream(device_name={self._device[0]}, device_id:{self._device[1]}, stream id:{self.stream_id()})"


def _synchronize():
    _device.synchronize()


def _current_stream(cls=Stream):
    return cls(stream=_device.current_stream())


def _default_stream(cls=Stream):
    return cls(stream=_device.default_stream())


def _communication_stream(cls=Stream):
    # collectives run on a stream of their own; it is created once per process
    if "stream" not in _comm:
        _comm["stream"] = _device.new_stream()
    return cls(stream=_comm["stream"])


def _set_cur_stream(stream, name="set_cur_stream"):
    if stream is None:
        return
    if not isinstance(stream, Stream):
        raise TypeError(f"For '{name}', the argument 'stream' should be Stream, but got {type(stream)}.")
    _device.set_stream(stream._torch)


def synchronize():
    r"""
    Wait until all work queued on the current device has finished.

    Supported Platforms:
        ``Ascend`` ``GPU``

    Examples:
        >>> import mindspore as ms
        >>> y = ms.ops.ones((3,), ms.float32) * 2
        >>> ms.runtime.synchronize()
    """
    if not _is_supported("synchronize"):
        return
    _synchronize()


def set_cur_stream(stream):
    r"""
    Make `stream` the stream new work is queued on. The :class:`StreamCtx` context manager is usually clearer.

    Args:
        stream (Stream): The stream; ``None`` changes nothing.

    Raises:
        TypeError: If `stream` is neither a Stream nor ``None``.

    Supported Platforms:
        ``Ascend`` ``GPU``

    Examples:
        >>> import mindspore as ms
        >>> ms.runtime.set_cur_stream(None)
    """
    if not _is_supported("set_cur_stream"):
        return
    _set_cur_stream(stream)


def current_stream():
    r"""
    The stream new work is queued on.

    Returns:
        Stream. On CPU the first call logs that CPU has no device streams and returns ``None``, as MindSpore does.

    Supported Platforms:
        ``Ascend`` ``GPU``

    Examples:
        >>> import mindspore as ms
        >>> s = ms.runtime.current_stream()
    """
    if not _is_supported("current_stream"):
        return None
    return _current_stream()


def default_stream():
    r"""
    The device's default stream.

    Returns:
        Stream. On CPU the first call logs that CPU has no device streams and returns ``None``, as MindSpore does.

    Supported Platforms:
        ``Ascend`` ``GPU``

    Examples:
        >>> import mindspore as ms
        >>> s = ms.runtime.default_stream()
    """
    if not _is_supported("default_stream"):
        return None
    return _default_stream()


def communication_stream():
    r"""
    The stream reserved for collective communication on this device.

    Returns:
        Stream. On CPU the first call logs that CPU has no device streams and returns ``None``, as MindSpore does.

    Supported Platforms:
        ``Ascend`` ``GPU``

    Examples:
        >>> import mindspore as ms
        >>> s = ms.runtime.communication_stream()
    """
    if not _is_supported("communication_stream"):
        return None
    return _communication_stream()


class StreamCtx:
    r"""
    Context manager that queues the work inside it on `ctx_stream`, then restores the previous stream.

    Args:
        ctx_stream (Stream): The stream; ``None`` makes the context do nothing.

    Raises:
        TypeError: If `ctx_stream` is neither a Stream nor ``None``.

    Supported Platforms:
        ``Ascend`` ``GPU``

    Examples:
        >>> import mindspore as ms
        >>> with ms.runtime.StreamCtx(ms.runtime.Stream()):
        ...     w = ms.ops.zeros((2,), ms.float32) + 5
        >>> print(w)
        [5. 5.]
    """

    _stream_type = Stream

    def __init__(self, ctx_stream):
        _is_supported("StreamCtx")
        if ctx_stream is not None and not isinstance(ctx_stream, self._stream_type):
            raise TypeError(f"For 'StreamCtx', the argument 'ctx_stream' should be Stream, but got {type(ctx_stream)}.")
        self.stream = ctx_stream
        self.prev_stream = None

    def __enter__(self):
        if self.stream is not None:
            self.prev_stream = _current_stream(type(self.stream))
            _set_cur_stream(self.stream)
        return self

    def __exit__(self, exc_type, exc_val, exc_tb):
        if self.stream is not None:
            _set_cur_stream(self.prev_stream)
