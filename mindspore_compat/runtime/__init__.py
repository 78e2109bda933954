"""``mindspore.runtime``: devices' streams, events and memory, and execution settings, on torch.cuda / torch.npu.

On CPU there is no device pool and no asynchronous queue: memory counters read 0, streams and events complete at
once, as in MindSpore on CPU.
"""
from .executor import (launch_blocking, dispatch_threads_num, set_cpu_affinity, set_kernel_launch_group,
                       set_kernel_launch_capture)
from .memory import (set_memory, memory_stats, memory_reserved, max_memory_reserved, empty_cache, memory_replay,
                     reset_peak_memory_stats, memory_summary, memory_allocated, max_memory_allocated,
                     reset_max_memory_reserved, reset_max_memory_allocated, PluggableAllocator, MemPool,
                     use_mem_pool)
from .stream import (Stream, synchronize, set_cur_stream, current_stream, default_stream, communication_stream,
                     StreamCtx)
from .event import Event
from .device_limit import get_device_limit, set_device_limit
from .stream_limit import get_stream_limit, set_stream_limit, reset_stream_limit, StreamLimitCtx

__all__ = sorted([
    "launch_blocking", "dispatch_threads_num", "set_cpu_affinity", "set_kernel_launch_group",
    "set_kernel_launch_capture", "Stream", "communication_stream", "synchronize", "set_cur_stream",
    "current_stream", "default_stream", "StreamCtx", "set_memory", "memory_stats", "memory_reserved",
    "max_memory_reserved", "empty_cache", "memory_replay", "reset_peak_memory_stats", "memory_summary",
    "memory_allocated", "max_memory_allocated", "reset_max_memory_reserved", "reset_max_memory_allocated",
    "Event", "PluggableAllocator", "MemPool", "use_mem_pool", "get_device_limit", "set_device_limit",
    "get_stream_limit", "set_stream_limit", "reset_stream_limit", "StreamLimitCtx"])


from .._unsupported import missing_name_hook as _missing_name_hook  # noqa: E402
__getattr__ = _missing_name_hook(__name__)
