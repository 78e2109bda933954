"""``mindspore.hal``: the older device interface (queries, streams, events, memory) that ``mindspore.runtime``
replaces; it runs on the same torch device modules and works on CPU with MindSpore's CPU answers.
"""
from .device import (is_initialized, is_available, device_count, get_device_capability, get_device_properties,
                     get_device_name, get_arch_list)
from .stream import (Stream, synchronize, set_cur_stream, current_stream, default_stream, communication_stream,
                     StreamCtx)
from .event import Event
from .memory import (memory_stats, memory_reserved, max_memory_reserved, empty_cache, reset_peak_memory_stats,
                     memory_summary, memory_allocated, max_memory_allocated, reset_max_memory_reserved,
                     reset_max_memory_allocated)

__all__ = [
    "is_initialized", "is_available", "device_count", "get_device_capability", "get_device_properties",
    "get_device_name", "get_arch_list", "Event", "communication_stream", "Stream", "synchronize",
    "set_cur_stream", "current_stream", "default_stream", "StreamCtx", "memory_stats", "memory_reserved",
    "max_memory_reserved", "empty_cache", "reset_peak_memory_stats", "memory_summary", "memory_allocated",
    "max_memory_allocated", "reset_max_memory_reserved", "reset_max_memory_allocated"]


from .._unsupported import missing_name_hook as _missing_name_hook  # noqa: E402
__getattr__ = _missing_name_hook(__name__)
