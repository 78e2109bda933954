"""Memory queries of ``mindspore.hal`` (the older form of ``mindspore.runtime``'s, with a `device_target`)."""
from .._backend import device as _device
from ..runtime import memory as _rt_memory
from ._common import check_target, deprecated

__all__ = ["memory_stats", "memory_reserved", "max_memory_reserved", "empty_cache", "reset_peak_memory_stats",
           "memory_summary", "memory_allocated", "max_memory_allocated", "reset_max_memory_reserved",
           "reset_max_memory_allocated"]


def memory_stats(device_target=None):
    """
    Statistics of the memory pool of `device_target`; see :func:`mindspore.runtime.memory_stats`.

    Args:
        device_target (str, optional): ``"CPU"``, ``"GPU"`` or ``"Ascend"``. Default: ``None`` (the current one).

    Returns:
        dict, the byte counts (all 0 on CPU).

    Raises:
        ValueError: If `device_target` is invalid or not available.

    Examples:
        >>> import mindspore as ms
        >>> print(ms.hal.memory_stats("CPU")["max_allocated_memory"])
        0
    """
    deprecated("memory_stats()", "memory_stats()")
    return _rt_memory._stats(check_target(device_target))


def memory_reserved(device_target=None):
    """
    Bytes the memory pool of `device_target` holds (0 on CPU).

    Args:
        device_target (str, optional): The device kind. Default: ``None`` (the current one).

    Returns:
        int.

    Raises:
        ValueError: If `device_target` is invalid or not available.

    Examples:
        >>> import mindspore as ms
        >>> print(ms.hal.memory_reserved())
        0
    """
    deprecated("memory_reserved()", "memory_reserved()")
    return _rt_memory._stats(check_target(device_target))["total_reserved_memory"]


def max_memory_reserved(device_target=None):
    """
    Peak of :func:`memory_reserved` (0 on CPU).

    Args:
        device_target (str, optional): The device kind. Default: ``None`` (the current one).

    Returns:
        int.

    Raises:
        ValueError: If `device_target` is invalid or not available.

    Examples:
        >>> import mindspore as ms
        >>> print(ms.hal.max_memory_reserved())
        0
    """
    deprecated("max_memory_reserved()", "max_memory_reserved()")
    return _rt_memory._stats(check_target(device_target))["max_reserved_memory"]


def memory_allocated(device_target=None):
    """
    Bytes occupied by tensors on `device_target` (0 on CPU).

    Args:
        device_target (str, optional): The device kind. Default: ``None`` (the current one).

    Returns:
        int.

    Raises:
        ValueError: If `device_target` is invalid or not available.

    Examples:
        >>> import mindspore as ms
        >>> print(ms.hal.memory_allocated("CPU"))
        0
    """
    deprecated("memory_allocated()", "memory_allocated()")
    return _rt_memory._stats(check_target(device_target))["total_allocated_memory"]


def max_memory_allocated(device_target=None):
    """
    Peak of :func:`memory_allocated` (0 on CPU).

    Args:
        device_target (str, optional): The device kind. Default: ``None`` (the current one).

    Returns:
        int.

    Raises:
        ValueError: If `device_target` is invalid or not available.

    Examples:
        >>> import mindspore as ms
        >>> print(ms.hal.max_memory_allocated())
        0
    """
    deprecated("max_memory_allocated()", "max_memory_allocated()")
    return _rt_memory._stats(check_target(device_target))["max_allocated_memory"]


def empty_cache():
    """
    Return cached, unused blocks of the current device's memory pool to the device.

    Examples:
        >>> import mindspore as ms
        >>> ms.hal.empty_cache()
    """
    deprecated("empty_cache()", "empty_cache()")
    _device.empty_cache()


def reset_peak_memory_stats(device_target=None):
    """
    Reset the peak counters of `device_target`.

    Args:
        device_target (str, optional): The device kind. Default: ``None`` (the current one).

    Raises:
        ValueError: If `device_target` is invalid or not available.

    Examples:
        >>> import mindspore as ms
        >>> ms.hal.reset_peak_memory_stats()
    """
    deprecated("reset_peak_memory_stats()", "reset_peak_memory_stats()")
    _device.reset_peaks(check_target(device_target))


def reset_max_memory_reserved(device_target=None):
    """
    Reset the peak of :func:`memory_reserved` (torch resets both peaks together).

    Args:
        device_target (str, optional): The device kind. Default: ``None`` (the current one).

    Raises:
        ValueError: If `device_target` is invalid or not available.

    Examples:
        >>> import mindspore as ms
        >>> ms.hal.reset_max_memory_reserved()
    """
    deprecated("reset_max_memory_reserved()", "reset_max_memory_reserved()")
    _device.reset_peaks(check_target(device_target), which=("reserved",))


def reset_max_memory_allocated(device_target=None):
    """
    Reset the peak of :func:`memory_allocated` (torch resets both peaks together).

    Args:
        device_target (str, optional): The device kind. Default: ``None`` (the current one).

    Raises:
        ValueError: If `device_target` is invalid or not available.

    Examples:
        >>> import mindspore as ms
        >>> ms.hal.reset_max_memory_allocated()
    """
    deprecated("reset_max_memory_allocated()", "reset_max_memory_allocated()")
    _device.reset_peaks(check_target(device_target), which=("allocated",))


def memory_summary(device_target=None):
    """
    A printable table of :func:`memory_stats`.

    Args:
        device_target (str, optional): The device kind. Default: ``None`` (the current one).

    Returns:
        str.

    Raises:
        ValueError: If `device_target` is invalid or not available.

    Examples:
        >>> import mindspore as ms
        >>> print(ms.hal.memory_summary().splitlines()[5])
        | Reserved memory      |      0 B             |
    """
    deprecated("memory_summary()", "memory_summary()")
    return _rt_memory._summary(_rt_memory._stats(check_target(device_target)))
