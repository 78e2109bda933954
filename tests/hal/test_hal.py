"""mindspore.hal on CPU (values, exception types and messages recorded from MindSpore 2.10.0 CPU)."""
import json
import logging
import os

import pytest

import mindspore_compat as ms
from mindspore_compat import hal
from mindspore_compat.hal import _common


def test_device_queries():
    assert hal.is_available("CPU") is True and hal.is_initialized("CPU") is True      # recorded
    assert hal.device_count() == 1 and hal.device_count("CPU") == 1                     # recorded
    assert hal.get_device_name(0) == "CPU" and hal.get_device_name(0, "CPU") == "CPU"  # recorded
    assert hal.get_device_capability(0) is None                                         # recorded
    assert hal.get_device_properties(0) is None                                         # recorded
    assert hal.get_arch_list() is None and hal.get_arch_list("CPU") is None             # recorded
    with pytest.raises(ValueError, match=r"For 'hal.is_available', the argument 'device_target' must be one of "
                                         r"\['CPU', 'GPU', 'Ascend'\], but got xx."):
        hal.is_available("xx")
    with pytest.raises(ValueError, match=r"For 'hal.is_initialized', the argument 'device_target' must be one of"):
        hal.is_initialized("xx")
    with pytest.raises(ValueError, match=r"The argument 'device_target' must be one of \['CPU', 'GPU', 'Ascend'\], "
                                         r"but got xx."):
        hal.device_count("xx")
    with pytest.raises(TypeError, match="The argument 'device_id' must be int, but got a, type is <class 'str'>."):
        hal.get_device_name("a")
    with pytest.raises(ValueError, match="The argument 'device_id' should not be negative, but got -1."):
        hal.get_device_name(-1)
    with pytest.raises(ValueError, match="The argument 'device_id' must be less than device count: 1, but got 1."):
        hal.get_device_name(1)
    with pytest.raises(TypeError, match="The argument 'device_target' must be str, but got 1, type is <class 'int'>."):
        hal.memory_stats(1)


def test_unavailable_targets():
    if hal.is_available("GPU"):
        pytest.skip("a GPU is visible")
    assert hal.is_initialized("GPU") is False                                           # recorded
    with pytest.raises(ValueError, match="GPU backend is not available for this MindSpore package.You can call "
                                         "hal.is_available to check the reason."):      # recorded
        hal.device_count("GPU")
    with pytest.raises(ValueError, match="GPU backend is not available"):
        hal.memory_stats("GPU")


def test_memory_on_cpu():
    assert hal.memory_stats()["total_reserved_memory"] == 0
    for fn in (hal.memory_reserved, hal.max_memory_reserved, hal.memory_allocated, hal.max_memory_allocated):
        assert fn() == 0 and fn("CPU") == 0                                             # recorded
    for fn in (hal.reset_peak_memory_stats, hal.reset_max_memory_reserved, hal.reset_max_memory_allocated,
               hal.empty_cache):
        assert fn() is None
    assert hal.memory_summary().splitlines()[5] == "| Reserved memory      |      0 B             |"  # recorded


def test_streams_work_on_cpu():
    # recorded from MindSpore 2.10.0 CPU: hal's stream functions answer on CPU (no error, unlike runtime's)
    s = hal.Stream()
    assert repr(s) == "Stream(device_name=CPU, device_id:0, stream id:0)"
    assert repr(hal.current_stream()) == repr(hal.default_stream()) == repr(hal.communication_stream()) == repr(s)
    assert hal.current_stream() == hal.default_stream()
    assert hal.synchronize() is None
    assert repr(hal.Event()) == "Event(enable_timing=0, blocking:0, is_created:0, event:0)"
    with hal.StreamCtx(s):
        v = ms.ops.ones((2,), ms.float32) * 4
    assert v.asnumpy().tolist() == [4.0, 4.0]
    ev = s.record_event()
    assert isinstance(ev, hal.Event) and ev.query() is True
    with pytest.raises(TypeError, match="For 'record_event', the argument 'event' should be Event, but got "
                                        "<class 'int'>."):
        s.record_event(1)
    with pytest.raises(TypeError, match="For 'set_cur_stream', the argument 'stream' should be Stream"):
        hal.set_cur_stream(1)
    with pytest.raises(TypeError, match="For 'StreamCtx', the argument 'ctx_stream' should be Stream"):
        hal.StreamCtx(1)
    with pytest.raises(TypeError, match="For 'elapsed_time', the argument 'end_event' should be Event"):
        hal.Event().elapsed_time(1)


def test_deprecation_logged_once(monkeypatch, caplog):
    monkeypatch.setattr(_common, "_noted", set())
    with caplog.at_level(logging.WARNING, logger="mindspore"):
        hal.memory_allocated()
        hal.memory_allocated()
    # MindSpore 2.10.0 logs this warning on the first call only
    assert caplog.messages == ["WARN_DEPRECATED: The usage of mindspore.hal.memory_allocated() is deprecated. "
                               "Please use mindspore.runtime.memory_allocated()"]


def test_namespace_complete():
    path = os.path.join(os.path.dirname(__file__), "..", "..", "conformance", "data",
                        "mindspore-2.10-manifest.json")
    with open(path, encoding="utf-8") as f:
        names = json.load(f)["mindspore.hal"]
    assert sorted(names) == sorted(hal.__all__)
