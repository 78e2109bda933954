"""The GPU/NPU code paths of mindspore.runtime, mindspore.hal and the generators, run against a stand-in for
torch.cuda (no accelerator on the test machines): they must call the device module as torch.cuda expects."""
import pytest
import torch

import mindspore_compat as ms
from mindspore_compat import runtime as rt, hal
from mindspore_compat._backend import device as _device
from mindspore_compat.runtime import device as rt_device, memory


class FakeStream:
    def __init__(self, device=None, priority=0, stream_id=7):
        self.device, self.priority, self.stream_id = device, priority, stream_id
        self.waited = []

    def query(self):
        return False

    def synchronize(self):
        self.synced = True

    def wait_stream(self, other):
        self.waited.append(other)

    def __eq__(self, other):
        return isinstance(other, FakeStream) and other.stream_id == self.stream_id

    def __hash__(self):
        return self.stream_id


class FakeEvent:
    def __init__(self, enable_timing=False, blocking=False):
        self.enable_timing, self.recorded_on, self.waited_on = enable_timing, None, None

    def record(self, stream=None):
        self.recorded_on = stream

    def wait(self, stream=None):
        self.waited_on = stream

    def query(self):
        return True

    def synchronize(self):
        pass

    def elapsed_time(self, end):
        return 2.5


class FakeCuda:
    Stream = FakeStream
    Event = FakeEvent

    def __init__(self):
        self.current = FakeStream(stream_id=0)
        self.default = self.current
        self.fraction = None
        self.default_generators = [torch.Generator()]

    def current_stream(self, device=None):
        return self.current

    def default_stream(self, device=None):
        return self.default

    def set_stream(self, stream):
        self.current = stream

    def get_device_properties(self, device):
        return type("Props", (), {"total_memory": 80 * 1024 ** 3})()

    def set_per_process_memory_fraction(self, fraction):
        self.fraction = fraction

    def manual_seed_all(self, seed):
        self.seeded = seed


@pytest.fixture
def fake(monkeypatch):
    cuda = FakeCuda()
    monkeypatch.setattr(_device, "device_module", lambda target=None: cuda)
    monkeypatch.setattr(rt_device, "_checked", {"current_stream", "default_stream", "synchronize", "StreamCtx",
                                                "record_event", "set_cur_stream", "Event"})
    return cuda


def test_streams_go_through_device_module(fake):
    s = rt.Stream(priority=-1)
    assert isinstance(s._torch, FakeStream) and s._torch.priority == -1
    assert s.stream_id() == 7 and s.query() is False
    assert rt.current_stream()._torch is fake.current
    with rt.StreamCtx(s):
        assert fake.current is s._torch
    assert fake.current is fake.default
    other = rt.Stream()
    s.wait_stream(other)
    assert s._torch.waited == [other._torch]


def test_events_go_through_device_module(fake):
    s = rt.Stream()
    start, end = rt.Event(enable_timing=True), rt.Event(enable_timing=True)
    start.record(s)
    end.record()
    assert start._event.recorded_on is s._torch and end._event.recorded_on is fake.current
    assert start.elapsed_time(end) == 2.5
    ev = s.record_event()
    assert isinstance(ev._event, FakeEvent)
    s.wait_event(ev)
    assert ev._event.waited_on is s._torch
    with pytest.raises(RuntimeError, match="enable_timing=True"):
        rt.Event().elapsed_time(rt.Event())


def test_set_memory_caps_the_allocator(fake, monkeypatch):
    monkeypatch.setattr(memory, "_memory_conf", {})
    rt.set_memory(max_size="20GB")
    assert fake.fraction == pytest.approx(0.25)


def test_default_generator_follows_the_device(fake):
    assert ms.default_generator._generator is fake.default_generators[0]
    ms.manual_seed(5)
    assert fake.seeded == 5


def test_hal_stream_on_device(fake):
    assert hal.current_stream()._torch is fake.current
