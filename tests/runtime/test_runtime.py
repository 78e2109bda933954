"""mindspore.runtime on CPU: values, exception types and messages recorded from MindSpore 2.10.0 CPU; the CUDA
paths are exercised through a fake device module (no GPU here)."""
import logging
import os
import types

import numpy as np
import pytest

import mindspore_compat as ms
from mindspore_compat import runtime as rt
from mindspore_compat._backend import device as _device
from mindspore_compat.runtime import device as rt_device, executor, memory, stream as rt_stream

# recorded from MindSpore 2.10.0 CPU: ms.runtime.memory_stats() and print(ms.runtime.memory_summary())
CPU_STATS = {'total_reserved_memory': 0, 'total_allocated_memory': 0, 'total_idle_memory': 0,
             'total_eager_free_memory': 0, 'max_reserved_memory': 0, 'max_allocated_memory': 0,
             'common_mem_pool_stats': {'block_unit_size': 0, 'block_counts': 0, 'blocks_info': {}},
             'persistent_mem_pool_stats': {'block_counts': 0, 'block_unit_size': 0, 'blocks_info': {}}}
CPU_SUMMARY = """\
|=============================================|
|               Memory summary                |
|=============================================|
| Metric               | Data                 |
|---------------------------------------------|
| Reserved memory      |      0 B             |
|---------------------------------------------|
| Allocated memory     |      0 B             |
|---------------------------------------------|
| Idle memory          |      0 B             |
|---------------------------------------------|
| Eager free memory    |      0 B             |
|---------------------------------------------|
| Max reserved memory  |      0 B             |
|---------------------------------------------|
| Max allocated memory |      0 B             |
|=============================================|
"""


def test_cpu_memory_answers():
    assert rt.memory_stats() == CPU_STATS
    assert rt.memory_summary() == CPU_SUMMARY
    for fn in (rt.memory_reserved, rt.max_memory_reserved, rt.memory_allocated, rt.max_memory_allocated):
        assert fn() == 0 and isinstance(fn(), int)
    for fn in (rt.reset_peak_memory_stats, rt.reset_max_memory_reserved, rt.reset_max_memory_allocated,
               rt.empty_cache):
        assert fn() is None


def test_summary_units():
    # the unit switches once the number reaches 768 of the next unit (MindSpore's table layout)
    assert memory._format_bytes(767 * 1024) == "785408 B  "
    assert memory._format_bytes(768 * 1024) == "   768 KB"
    assert memory._format_bytes(3 * 1024 ** 3) == "  3072 MB"


class _FakeCuda:
    """Stands in for torch.cuda: fixed allocator counters, counts calls."""

    def __init__(self):
        self.calls = []

    def memory_allocated(self, idx):
        return 1024

    def memory_reserved(self, idx):
        return 2 * 1024 ** 2

    def max_memory_allocated(self, idx):
        return 1536

    def max_memory_reserved(self, idx):
        return 2 * 1024 ** 2

    def memory_stats(self, idx):
        return {"segment.all.current": 1}

    def reset_peak_memory_stats(self, idx):
        self.calls.append("reset_peak")

    def empty_cache(self):
        self.calls.append("empty_cache")

    def synchronize(self, idx):
        self.calls.append(("synchronize", idx))


def test_device_paths_read_torch_allocator(monkeypatch):
    fake = _FakeCuda()
    monkeypatch.setattr(_device, "device_module", lambda target=None: fake)
    stats = rt.memory_stats()
    assert stats["total_allocated_memory"] == 1024 and stats["max_allocated_memory"] == 1536
    assert stats["total_idle_memory"] == 2 * 1024 ** 2 - 1024
    assert stats["common_mem_pool_stats"]["block_counts"] == 1
    assert "|   2048 KB" in rt.memory_summary()
    rt.reset_peak_memory_stats()
    rt.empty_cache()
    rt_device._checked.add("synchronize")
    rt.synchronize()
    assert fake.calls == ["reset_peak", "empty_cache", ("synchronize", 0)]


def test_stream_functions_log_once_on_cpu(monkeypatch, caplog):
    monkeypatch.setattr(rt_device, "_checked", set())
    with caplog.at_level(logging.ERROR, logger="mindspore"):
        # recorded from MindSpore 2.10.0 CPU: the first call logs the error and returns None
        assert rt.current_stream() is None
        assert rt.default_stream() is None
        assert rt.synchronize() is None
    assert caplog.messages == ["CPU device is not supported. Please use correct device"] * 3
    # later calls answer with the CPU stream, as MindSpore's do
    assert repr(rt.current_stream()) == "Stream(device_name=CPU, device_id:0, stream id:0)"
    assert rt.current_stream() == rt.default_stream()


def test_stream_and_event_on_cpu():
    s = rt.Stream()
    assert repr(s) == "Stream(device_name=CPU, device_id:0, stream id:0)"   # recorded
    assert s.stream_id() == 0 and s == rt.Stream()                          # recorded: 0, True
    s.synchronize()
    with pytest.raises(TypeError, match="For 'Stream', the type of 'priority' must be 'int', but got 'str'."):
        rt.Stream(priority="a")                                             # recorded
    with rt.StreamCtx(s):
        y = ms.ops.ones((2,), ms.float32) + 1
    np.testing.assert_array_equal(y.asnumpy(), [2.0, 2.0])
    e = rt.Event(enable_timing=True)
    assert repr(e) == "Event(enable_timing=1, blocking:0, is_created:0, event:0)"   # recorded
    e2 = rt.Event(enable_timing=True)
    e.record()
    e2.record(s)
    assert e.query() is True                                                # recorded
    assert e.elapsed_time(e2) >= 0.0
    plain1, plain2 = rt.Event(), rt.Event()
    plain1.record()
    plain2.record()
    assert plain1.elapsed_time(plain2) == 0.0                               # recorded: 0.0 without timing
    with pytest.raises(TypeError, match="For 'Event', the 'blocking' must be a bool, but got int."):
        rt.Event(False, 1)                                                  # recorded
    with pytest.raises(TypeError, match="For 'StreamCtx', the argument 'ctx_stream' should be Stream"):
        rt.StreamCtx(1)
    with pytest.raises(TypeError, match="For 'set_cur_stream', the argument 'stream' should be Stream"):
        rt_stream._set_cur_stream(1)
    ev = s.record_event() or s.record_event()
    assert isinstance(ev, rt.Event)
    s.wait_event(ev)
    with pytest.raises(TypeError, match="For 'wait_event', the argument 'event' should be Event"):
        s.wait_event(1)
    with pytest.raises(TypeError, match="For 'wait_stream', the argument 'stream' should be Stream"):
        s.wait_stream(1)


def test_limits():
    s = rt.Stream()
    assert rt.get_stream_limit(s) == {"cube_core_num": -1, "vector_core_num": -1}
    with rt.StreamLimitCtx(s, 2, 4):
        assert rt.get_stream_limit(s) == {"cube_core_num": 2, "vector_core_num": 4}
    assert rt.get_stream_limit(s)["cube_core_num"] == -1
    rt.set_stream_limit(s, 8, 8)
    rt.reset_stream_limit(s)
    assert rt.get_stream_limit(s)["vector_core_num"] == -1
    # recorded messages (reset_stream_limit names set_stream_limit, as MindSpore's does)
    for fn, name in ((rt.get_stream_limit, "get_stream_limit"), (rt.reset_stream_limit, "set_stream_limit"),
                     (rt.StreamLimitCtx, "StreamLimitCtx")):
        with pytest.raises(TypeError, match=f"For '{name}', the argument 'stream' should be Stream, but got "
                                            f"<class 'int'>."):
            fn(1)
    rt.set_device_limit(3, 8, 16)
    assert rt.get_device_limit(3) == {"cube_core_num": 8, "vector_core_num": 16}


def test_once_only_settings(monkeypatch):
    monkeypatch.setattr(executor, "_conf", {})
    monkeypatch.setattr(memory, "_memory_conf", {})
    # recorded from MindSpore 2.10.0 CPU
    with pytest.raises(ValueError, match="The 'threads_num' must be int and must > 0, but got '0' with type 'int'."):
        rt.dispatch_threads_num(0)
    with pytest.raises(TypeError, match="The parameter 'threads_num' must be <class 'int'>, but got <class 'str'>"):
        rt.dispatch_threads_num("a")
    assert rt.dispatch_threads_num(3) is None
    with pytest.raises(RuntimeError, match="The 'dispatch_threads_num' can not be set repeatedly."):
        rt.dispatch_threads_num(3)
    with pytest.raises(ValueError, match="The value of thread_num should be at least 1, but got 0"):
        rt.set_kernel_launch_group(0, 8)
    with pytest.raises(ValueError, match="kernel_group_num: 8 cannot be evenly divisible by thread_num: 3"):
        rt.set_kernel_launch_group(3, 8)
    with pytest.raises(TypeError, match="op_capture_skip must be a list"):
        rt.set_kernel_launch_capture(True, "a")
    rt.set_kernel_launch_group()
    with pytest.raises(RuntimeError, match="The kernel launch group and kernel launch capture can not be set "
                                           "together"):
        rt.set_kernel_launch_capture(True)
    with pytest.raises(ValueError, match=r"The optimize_level must be one of \['O0', 'O1'\], but got O2."):
        rt.set_memory(optimize_level="O2")
    with pytest.raises(ValueError, match="The '0GB' is illegal"):
        rt.set_memory(init_size="0GB")
    assert rt.set_memory(init_size="1.5GB", max_size="0.5GB") is None
    with pytest.raises(RuntimeError, match="The 'set_memory' can not be set repeatedly."):
        rt.set_memory()


def test_launch_blocking_sets_environment(monkeypatch):
    monkeypatch.delenv("CUDA_LAUNCH_BLOCKING", raising=False)
    monkeypatch.setattr(executor, "_conf", {})
    assert rt.launch_blocking() is None
    assert os.environ["CUDA_LAUNCH_BLOCKING"] == "1"


def test_set_cpu_affinity(monkeypatch):
    monkeypatch.setattr(executor, "_conf", {})
    # recorded from MindSpore 2.10.0 CPU
    with pytest.raises(TypeError, match=r"The parameter '0-1' must be list, but got <class 'str'>"):
        rt.set_cpu_affinity(True, "0-1")
    with pytest.raises(ValueError, match=r"CPU range '1' in '\[1\]' should be a string."):
        rt.set_cpu_affinity(True, [1])
    with pytest.raises(ValueError, match=r"should be in format 'cpuidX-cpuidY' or 'cpuidX,cpuidY,cpuidZ'."):
        rt.set_cpu_affinity(True, ["a-b"])
    with pytest.raises(TypeError, match=r"The parameter '\[1\]' must be dict, but got <class 'list'>"):
        rt.set_cpu_affinity(True, None, [1])
    with pytest.raises(ValueError, match="The value of module_to_cpu_dict: 1 should be a list."):
        rt.set_cpu_affinity(True, None, {"main": 1})
    with pytest.raises(ValueError, match=r"CPU index '-1' for module 'main' in '\[-1\]' should be a non-negative"):
        rt.set_cpu_affinity(True, None, {"main": [-1]})
    if not hasattr(os, "sched_getaffinity"):
        return
    before = os.sched_getaffinity(0)
    with pytest.raises(RuntimeError, match="not available"):
        rt.set_cpu_affinity(True, [f"{max(before) + 1000}"])
    rt.set_cpu_affinity(True, None, {"main": sorted(before), "minddata": [0]})
    assert os.sched_getaffinity(0) == before
    assert executor._conf["cpu_affinity"]["minddata"] == [0]
    with pytest.raises(RuntimeError, match="The 'mindspore.runtime.set_cpu_affinity' cannot be set repeatedly."):
        rt.set_cpu_affinity(True)


def test_memory_replay_and_allocators(tmp_path):
    with pytest.raises(RuntimeError, match="Ascend memory manager"):
        rt.memory_replay(str(tmp_path / "log.txt"))
    with pytest.raises(OSError):           # recorded: OSError from loading the library
        rt.PluggableAllocator(str(tmp_path / "none.so"), "a", "b")
    pool = rt.MemPool(None)                # recorded: MindSpore does not check the allocator
    assert pool.allocator is None
    with pytest.raises(TypeError, match="should be MemPool"):
        with rt.use_mem_pool("pool"):
            pass
    with rt.use_mem_pool(pool):
        assert ms.ops.ones((1,), ms.float32).shape == (1,)


def test_pluggable_allocator_resolves_functions():
    libc = None
    for name in ("libc.so.6", "libc.dylib"):
        try:
            import ctypes
            ctypes.CDLL(name)
            libc = name
            break
        except OSError:
            continue
    if libc is None:
        pytest.skip("no C library to load")
    alloc = rt.PluggableAllocator(libc, "malloc", "free")
    assert isinstance(alloc.alloc_fn_ptr, int) and isinstance(alloc.free_fn_ptr, int)
    with pytest.raises(ValueError, match="Cannot find free function no_such_free"):
        rt.PluggableAllocator(libc, "malloc", "no_such_free")


def test_namespace_complete():
    import json
    path = os.path.join(os.path.dirname(__file__), "..", "..", "conformance", "data",
                        "mindspore-2.10-manifest.json")
    with open(path, encoding="utf-8") as f:
        names = json.load(f)["mindspore.runtime"]
    assert sorted(names) == sorted(rt.__all__)
    top = [n for n in rt.__all__ if not hasattr(types, n)]
    assert all(getattr(ms, n) is getattr(rt, n) for n in top)
