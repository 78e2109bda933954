"""Events of ``mindspore.hal`` (the older form of :class:`mindspore.runtime.Event`; they also work on CPU)."""
from ..runtime import event as _rt_event
from ._common import deprecated

__all__ = ["Event"]


class Event(_rt_event.Event):
    r"""
    A marker in a device stream; see :class:`mindspore.runtime.Event`. On CPU it completes when recorded and
    times with the host clock.

    Args:
        enable_timing (bool, optional): Whether the event records a time stamp. Default: ``False``.
        blocking (bool, optional): Whether :meth:`synchronize` blocks the host thread. Default: ``False``.

    Raises:
        TypeError: If `enable_timing` or `blocking` is not a bool.

    Examples:
        >>> import mindspore as ms
        >>> print(ms.hal.Event())
        Event(enable_timing=0, blocking:0, is_created:0, event:0)
    """

    def __init__(self, enable_timing=False, blocking=False):  # pylint: disable=super-init-not-called
        deprecated("Event()", "Event()")
        self._init(enable_timing, blocking)
