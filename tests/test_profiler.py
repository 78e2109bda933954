"""mindspore.profiler on torch.profiler: the trace is a Chrome trace JSON at MindSpore's path; schedule values,
enum members and CPU messages recorded from MindSpore 2.10.0 CPU."""
import glob
import json
import logging
import os

import numpy as np
import pytest

import mindspore_compat as ms
from mindspore_compat import nn, Tensor
from mindspore_compat.profiler import (ProfilerLevel, ProfilerActivity, AicoreMetrics, ExportType, HostSystem,
                                       schedule, tensorboard_trace_handler, mstx, profile, Profiler,
                                       DynamicProfilerMonitor, EnvProfiler, _ExperimentalConfig)


def _traces(root):
    return glob.glob(os.path.join(str(root), "*_ascend_ms", "ASCEND_PROFILER_OUTPUT", "trace_view.json"))


def _events(path):
    with open(path, encoding="utf-8") as f:
        data = json.load(f)
    return data["traceEvents"] if isinstance(data, dict) else data


def _work():
    net = nn.Dense(4, 2)
    x = Tensor(np.ones((2, 4), np.float32))
    return lambda: net(x)


def test_enums_match_mindspore():
    # recorded from MindSpore 2.10.0: [(name, value) for m in Enum]
    assert [(m.name, m.value) for m in ProfilerLevel] == [("LevelNone", "LevelNone"), ("Level0", "Level0"),
                                                          ("Level1", "Level1"), ("Level2", "Level2")]
    assert [(m.name, m.value) for m in ProfilerActivity] == [("NPU", "NPU"), ("GPU", "GPU"), ("CPU", "CPU")]
    assert [m.name for m in AicoreMetrics][-1] == "AiCoreNone" and AicoreMetrics.AiCoreNone.value == "None"
    assert len(AicoreMetrics) == 9
    assert [(m.name, m.value) for m in ExportType] == [("Db", "db"), ("Text", "text")]
    assert [(m.name, m.value) for m in HostSystem] == [("CPU", "cpu"), ("MEM", "mem"), ("DISK", "disk"),
                                                       ("NETWORK", "network"), ("OSRT", "osrt")]


def test_schedule_matches_mindspore(caplog):
    s = schedule(wait=1, warmup=1, active=2, repeat=1, skip_first=1)
    # recorded from MindSpore 2.10.0
    assert s.to_dict() == {'wait': 1, 'active': 2, 'warmup': 1, 'repeat': 1, 'skip_first': 1}
    assert [s(i).name for i in range(7)] == ["NONE", "NONE", "WARM_UP", "RECORD", "RECORD_AND_SAVE", "NONE",
                                             "NONE"]
    assert [s(i).value for i in range(5)] == [0, 0, 1, 2, 3]
    assert repr(s) == "Schedule(wait=1, active=2, warmup=1, repeat=1, skip_first=1)"
    with pytest.raises(ValueError, match="Invalid parameter step, which must be not less than 0."):
        s(-1)
    with caplog.at_level(logging.WARNING, logger="mindspore"):
        bad = schedule(wait=-1, active=0)
    assert bad.to_dict() == {'wait': 0, 'active': 1, 'warmup': 0, 'repeat': 0, 'skip_first': 0}
    assert "Parameter 'active' should be of type int, but got int. reset to int 1." in caplog.messages


def test_profiler_writes_chrome_trace(tmp_path):
    run = _work()
    prof = Profiler(output_path=str(tmp_path))
    prof.add_metadata("model", "dense")
    prof.add_metadata_json("cfg", '{"lr": 0.1}')
    run()
    prof.stop()
    prof.analyse()
    traces = _traces(tmp_path)
    assert len(traces) == 1
    names = {e.get("name") for e in _events(traces[0])}
    assert any("addmm" in str(n) or "linear" in str(n) for n in names)
    with open(os.path.join(os.path.dirname(os.path.dirname(traces[0])), "profiler_metadata.json")) as f:
        assert json.load(f) == {"model": "dense", "cfg": {"lr": 0.1}}


def test_profiler_state_messages(tmp_path, caplog):
    with caplog.at_level(logging.WARNING, logger="mindspore"):
        prof = Profiler(start_profile=False, output_path=str(tmp_path))
        prof.stop()
        prof.step()
        prof.start()
        prof.start()
        prof.stop()
    # recorded from MindSpore 2.10.0 CPU (logged, nothing raised)
    assert "The profiler has not started. Do not turn off again in the closed state." in caplog.messages
    assert "With no schedule in the Profiler, step takes no effect!" in caplog.messages
    assert "The profiler has already started. Do not turn on again in the open state." in caplog.messages
    assert caplog.messages[0].startswith("'mindspore.Profiler' will be deprecated")


def test_profile_with_schedule_and_handler(tmp_path):
    run = _work()
    with profile(activities=[ProfilerActivity.CPU], schedule=schedule(wait=1, warmup=1, active=1, repeat=2),
                 on_trace_ready=tensorboard_trace_handler(str(tmp_path), worker_name="w0")) as prof:
        for _ in range(6):
            run()
            prof.step()
    traces = _traces(tmp_path)
    assert len(traces) == 2                       # one per recorded cycle
    assert all(os.path.basename(os.path.dirname(os.path.dirname(t))).startswith("w0_") for t in traces)
    for t in traces:
        assert _events(t)


def test_profile_without_schedule_uses_handler_at_stop(tmp_path):
    run = _work()
    prof = profile(on_trace_ready=tensorboard_trace_handler(str(tmp_path)), start_profile=False)
    prof.start()
    run()
    prof.stop()
    assert len(_traces(tmp_path)) == 1


def test_mstx_ranges_in_trace(tmp_path):
    # recorded from MindSpore 2.10.0 CPU: without an active profiler range_start returns 0, mark returns None
    assert mstx.range_start("idle") == 0 and mstx.mark("idle") is None and mstx.range_end(0) is None
    run = _work()
    with profile(on_trace_ready=tensorboard_trace_handler(str(tmp_path))):
        rid = mstx.range_start("forward")
        run()
        mstx.range_end(rid)
        mstx.mark("done")
    names = {e.get("name") for e in _events(_traces(tmp_path)[0])}
    assert rid > 0 and "mstx::default::forward" in names and "mstx::default::done" in names


def test_experimental_config_properties():
    cfg = _ExperimentalConfig(profiler_level=ProfilerLevel.Level1, host_sys=[HostSystem.CPU])
    assert cfg.profiler_level is ProfilerLevel.Level1 and cfg.host_sys == [HostSystem.CPU]
    cfg.mstx = True
    assert cfg.mstx is True and cfg.data_simplification is True and cfg.aic_metrics is AicoreMetrics.AiCoreNone


def test_offline_analyse_pretty(tmp_path, caplog):
    with caplog.at_level(logging.ERROR, logger="mindspore"):
        Profiler.offline_analyse(str(tmp_path / "nothing"))
    assert caplog.messages[-1].startswith("Invalid path: ")
    run = _work()
    prof = Profiler(output_path=str(tmp_path))
    run()
    prof.stop()
    prof.analyse()
    Profiler.offline_analyse(str(tmp_path), pretty=True)
    with open(_traces(tmp_path)[0]) as f:
        assert f.read().startswith("{\n    ")


def test_dynamic_monitor(tmp_path):
    cfg, out = tmp_path / "cfg", tmp_path / "out"
    cfg.mkdir()
    (cfg / "profiler_config.json").write_text(json.dumps({"start_step": 2, "stop_step": 3}))
    monitor = DynamicProfilerMonitor(cfg_path=str(cfg), output_path=str(out))
    run = _work()
    for _ in range(5):
        run()
        monitor.step()
    assert len(_traces(out)) == 1
    with pytest.raises(ValueError, match="cfg_path"):
        DynamicProfilerMonitor(cfg_path=str(tmp_path / "missing"))


def test_env_profiler(tmp_path, monkeypatch):
    monkeypatch.setattr(EnvProfiler, "profiler", None)
    monkeypatch.delenv("MS_PROFILER_OPTIONS", raising=False)
    EnvProfiler.init_profiler()
    assert EnvProfiler.profiler is None
    monkeypatch.setenv("MS_PROFILER_OPTIONS", json.dumps({"start": True, "output_path": str(tmp_path),
                                                           "activities": ["CPU"]}))
    EnvProfiler.init_profiler()
    _work()()
    EnvProfiler().analyse()
    assert len(_traces(tmp_path)) == 1


def test_namespace_complete():
    path = os.path.join(os.path.dirname(__file__), "..", "conformance", "data", "mindspore-2.10-manifest.json")
    with open(path, encoding="utf-8") as f:
        names = json.load(f)["mindspore.profiler"]
    assert sorted(names) == sorted(ms.profiler.__all__)
    assert ms.Profiler is Profiler
