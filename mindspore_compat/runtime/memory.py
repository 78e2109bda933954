"""Device memory (``mindspore.runtime``): pool statistics and settings on torch's caching allocator."""
import contextlib
import ctypes
import logging
import re

from .. import context
from .._backend import device as _device

__all__ = ["set_memory", "memory_stats", "memory_reserved", "max_memory_reserved", "empty_cache", "memory_replay",
           "reset_peak_memory_stats", "memory_summary", "memory_allocated", "max_memory_allocated",
           "reset_max_memory_reserved", "reset_max_memory_allocated", "PluggableAllocator", "MemPool",
           "use_mem_pool"]

_logger = logging.getLogger("mindspore")
_SIZE_PATTERN = r"[1-9][0-9]*(\.)?[0-9]*GB|0\.[0-9]*GB"
_RESERVE_PATTERN = r"[0-9]+(\.)?[0-9]*GB"
_memory_conf = {}


def _stats(device_target=None):
    """MindSpore's statistics dictionary, filled from torch's caching allocator (all zeros on CPU)."""
    c = _device.memory_counters(device_target)
    blocks = _device.memory_blocks(device_target)
    segments = int(blocks.get("segment.all.current", 0))
    return {
        "total_reserved_memory": c["reserved"],
        "total_allocated_memory": c["allocated"],
        "total_idle_memory": c["reserved"] - c["allocated"],
        "total_eager_free_memory": 0,
        "max_reserved_memory": c["max_reserved"],
        "max_allocated_memory": c["max_allocated"],
        "common_mem_pool_stats": {"block_unit_size": 0, "block_counts": segments, "blocks_info": {}},
        "persistent_mem_pool_stats": {"block_counts": 0, "block_unit_size": 0, "blocks_info": {}},
    }


def _check_size(value, pattern, arg):
    if not isinstance(value, str) or not re.fullmatch(pattern, value, flags=re.ASCII):
        raise ValueError(f"The '{value}' is illegal, it must be match regular'{pattern}' by flags're.ASCII.' "
                         f"(argument '{arg}').")


def set_memory(init_size="2GB", increase_size="2GB", max_size="1024GB", optimize_level="O0",
               huge_page_reserve_size="0GB"):
    """
    Configure the device memory pool, once per process.

    On GPU, `max_size` caps the memory torch's caching allocator may take
    (``torch.cuda.set_per_process_memory_fraction``); torch grows its pool on demand, so `init_size`,
    `increase_size`, `optimize_level` and `huge_page_reserve_size` are validated and kept but do not change
    allocation. On CPU there is no device pool and nothing changes.

    Args:
        init_size (str): Initial pool size, such as ``"2GB"``. Default: ``"2GB"``.
        increase_size (str): Growth step of the pool. Default: ``"2GB"``.
        max_size (str): Largest pool size. Default: ``"1024GB"``.
        optimize_level (str): ``"O0"`` or ``"O1"``. Default: ``"O0"``.
        huge_page_reserve_size (str): Huge-page memory to keep in reserve. Default: ``"0GB"``.

    Raises:
        ValueError: If a size is not written like ``"2GB"`` (a positive number of GB), or `optimize_level` is
            invalid.
        RuntimeError: If it is called a second time.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore as ms
        >>> ms.runtime.set_memory(max_size="8GB")
    """
    if _memory_conf:
        raise RuntimeError("The 'set_memory' can not be set repeatedly.")
    for arg, value in (("init_size", init_size), ("increase_size", increase_size), ("max_size", max_size)):
        _check_size(value, _SIZE_PATTERN, arg)
    _check_size(huge_page_reserve_size, _RESERVE_PATTERN, "huge_page_reserve_size")
    if optimize_level not in ("O0", "O1"):
        raise ValueError(f"The optimize_level must be one of ['O0', 'O1'], but got {optimize_level}.")
    module = _device.device_module()
    if module is not None and hasattr(module, "set_per_process_memory_fraction"):
        total = module.get_device_properties(_device.current_device()).total_memory
        module.set_per_process_memory_fraction(min(1.0, float(max_size[:-2]) * 1024 ** 3 / total))
    _memory_conf.update(init_size=init_size, increase_size=increase_size, max_size=max_size,
                        optimize_level=optimize_level, huge_page_reserve_size=huge_page_reserve_size)


def memory_stats():
    """
    Statistics of the device memory pool.

    Returns:
        dict, with the byte counts ``total_reserved_memory``, ``total_allocated_memory``, ``total_idle_memory``,
        ``total_eager_free_memory``, ``max_reserved_memory``, ``max_allocated_memory`` and the pool block
        summaries ``common_mem_pool_stats`` and ``persistent_mem_pool_stats``. On CPU every count is 0.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore as ms
        >>> print(ms.runtime.memory_stats()["total_allocated_memory"])
        0
    """
    return _stats()


def memory_reserved():
    """
    Bytes the memory pool holds from the device (0 on CPU).

    Returns:
        int.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore as ms
        >>> print(ms.runtime.memory_reserved())
        0
    """
    return _stats()["total_reserved_memory"]


def max_memory_reserved():
    """
    Peak of :func:`memory_reserved` since the start or the last reset (0 on CPU).

    Returns:
        int.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore as ms
        >>> print(ms.runtime.max_memory_reserved())
        0
    """
    return _stats()["max_reserved_memory"]


def memory_allocated():
    """
    Bytes occupied by tensors now (0 on CPU, where torch keeps no pool).

    Returns:
        int.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore as ms
        >>> print(ms.runtime.memory_allocated())
        0
    """
    return _stats()["total_allocated_memory"]


def max_memory_allocated():
    """
    Peak of :func:`memory_allocated` since the start or the last reset (0 on CPU).

    Returns:
        int.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore as ms
        >>> print(ms.runtime.max_memory_allocated())
        0
    """
    return _stats()["max_allocated_memory"]


def empty_cache():
    """
    Return the cached, unused blocks of the memory pool to the device.

    Supported Platforms:
        ``Ascend``

    Examples:
        >>> import mindspore as ms
        >>> ms.runtime.empty_cache()
    """
    _device.empty_cache()


def reset_peak_memory_stats():
    """
    Reset the peak counters (:func:`max_memory_allocated`, :func:`max_memory_reserved`).

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore as ms
        >>> ms.runtime.reset_peak_memory_stats()
        >>> print(ms.runtime.max_memory_allocated())
        0
    """
    _device.reset_peaks()


def reset_max_memory_reserved():
    """
    Reset the peak of :func:`memory_reserved`. torch resets both peaks together, so this also resets the peak
    of :func:`memory_allocated`.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore as ms
        >>> ms.runtime.reset_max_memory_reserved()
        >>> print(ms.runtime.max_memory_reserved())
        0
    """
    _device.reset_peaks(which=("reserved",))


def reset_max_memory_allocated():
    """
    Reset the peak of :func:`memory_allocated`. torch resets both peaks together, so this also resets the peak
    of :func:`memory_reserved`.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore as ms
        >>> ms.runtime.reset_max_memory_allocated()
        >>> print(ms.runtime.max_memory_allocated())
        0
    """
    _device.reset_peaks(which=("allocated",))


def _format_bytes(size):
    """Six-wide count and a unit: bytes below 768 KiB, then the largest unit that keeps the number >= 768."""
    units = ("B  ", "KB", "MB", "GB", "TB", "PB")
    level, scaled = 0, float(size)
    while level + 1 < len(units) and scaled >= 768 * 1024:
        level += 1
        scaled /= 1024
        size //= 1024
    return f"{size:6d} {units[level]}"


_SUMMARY_ROWS = (("Reserved memory", "total_reserved_memory"), ("Allocated memory", "total_allocated_memory"),
                 ("Idle memory", "total_idle_memory"), ("Eager free memory", "total_eager_free_memory"),
                 ("Max reserved memory", "max_reserved_memory"),
                 ("Max allocated memory", "max_allocated_memory"))


def _summary(stats):
    width = 45
    rows = ["=" * width, f" {'Memory summary':^{width - 2}} ", "=" * width,
            f" {'Metric':<20} | {'Data':<20} "]
    for title, key in _SUMMARY_ROWS:
        rows.append("-" * width)
        rows.append(f" {title:<20} | {_format_bytes(stats[key]):<20} ")
    rows.append("=" * width)
    return "".join(f"|{row}|\n" for row in rows)


def memory_summary():
    """
    A printable table of :func:`memory_stats`.

    Returns:
        str.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore as ms
        >>> print(ms.runtime.memory_summary().splitlines()[1])
        |               Memory summary                |
    """
    return _summary(_stats())


def memory_replay(file_path):
    """
    Replay the memory allocations recorded in `file_path` to pre-plan the pool (Ascend's memory replay).

    torch's allocators have no replay, so this always raises; to cap memory use :func:`set_memory`.

    Args:
        file_path (str): The recorded allocation log.

    Raises:
        RuntimeError: Always: replaying an allocation log needs MindSpore's Ascend memory manager.

    Supported Platforms:
        ``Ascend``

    Examples:
        >>> import mindspore as ms
        >>> try:
        ...     ms.runtime.memory_replay("alloc_log.txt")
        ... except RuntimeError:
        ...     print("not available")
        not available
    """
    raise RuntimeError(f"memory_replay('{file_path}') needs MindSpore's Ascend memory manager, which replays a "
                       f"recorded allocation log; torch's caching allocator cannot. Use "
                       f"mindspore.runtime.set_memory(max_size=...) to bound device memory instead.")


class PluggableAllocator:
    """
    A device allocator loaded from a shared library with an allocation and a free function.

    Args:
        path_to_so_file (str): The shared library.
        alloc_fn_name (str): Name of its allocation function.
        free_fn_name (str): Name of its free function.

    Raises:
        OSError: If the library cannot be loaded.
        ValueError: If one of the functions is not in the library.

    Supported Platforms:
        ``Ascend``

    Examples:
        >>> import mindspore as ms
        >>> try:
        ...     ms.runtime.PluggableAllocator("./no_such_allocator.so", "my_alloc", "my_free")
        ... except OSError:
        ...     print("cannot load")
        cannot load
    """

    def __init__(self, path_to_so_file: str, alloc_fn_name: str, free_fn_name: str):
        self._lib = ctypes.CDLL(path_to_so_file)
        self._path = path_to_so_file
        self._names = (alloc_fn_name, free_fn_name)
        addresses = []
        for name in self._names:
            fn = getattr(self._lib, name, None)
            if fn is None:
                kind = "allocator" if name == alloc_fn_name else "free"
                raise ValueError(f"Cannot find {kind} function {name} in {path_to_so_file}")
            addresses.append(ctypes.cast(fn, ctypes.c_void_p).value)
        self._alloc_fn, self._free_fn = addresses
        module = _device.device_module()
        torch_cls = getattr(getattr(module, "memory", None), "CUDAPluggableAllocator", None)
        self._torch = torch_cls(path_to_so_file, alloc_fn_name, free_fn_name) if torch_cls else None

    @property
    def alloc_fn_ptr(self):
        """int, address of the allocation function."""
        return self._alloc_fn

    @property
    def free_fn_ptr(self):
        """int, address of the free function."""
        return self._free_fn


class MemPool:
    """
    A memory pool served by a :class:`PluggableAllocator`; use it with :func:`use_mem_pool`.

    Args:
        allocator (PluggableAllocator): The allocator. It is not checked here (as in MindSpore); a pool
            without a PluggableAllocator allocates nothing.

    Supported Platforms:
        ``Ascend``

    Examples:
        >>> import mindspore as ms
        >>> pool = ms.runtime.MemPool(None)
        >>> print(pool.allocator)
        None
    """

    def __init__(self, allocator: PluggableAllocator):
        self._allocator = allocator
        module = _device.device_module()
        torch_pool = getattr(module, "MemPool", None)
        torch_alloc = getattr(allocator, "_torch", None) if isinstance(allocator, PluggableAllocator) else None
        self._torch = torch_pool(torch_alloc.allocator()) if torch_pool and torch_alloc else None

    @property
    def allocator(self):
        """PluggableAllocator, the allocator of the pool."""
        return self._allocator


@contextlib.contextmanager
def use_mem_pool(pool: MemPool):
    """
    Context manager: device tensors created inside it, by this thread, are allocated from `pool`.

    On CPU tensors come from the host allocator, so the pool is not used there.

    Args:
        pool (MemPool): The pool.

    Raises:
        TypeError: If `pool` is not a MemPool.

    Supported Platforms:
        ``Ascend``

    Examples:
        >>> import mindspore as ms
        >>> try:
        ...     with ms.runtime.use_mem_pool("pool"):
        ...         pass
        ... except TypeError:
        ...     print("needs a MemPool")
        needs a MemPool
    """
    if not isinstance(pool, MemPool):
        raise TypeError(f"For 'use_mem_pool', the argument 'pool' should be MemPool, but got {type(pool)}.")
    module = _device.device_module()
    if pool._torch is None or module is None:
        yield
        return
    with module.use_mem_pool(pool._torch):
        yield


def _target_stats(device_target):
    """Statistics of ``device_target`` (the hal functions take one)."""
    return _stats(device_target if device_target != context.get_context("device_target") else None)
