"""set_device / get_current_device / set_deterministic / run_check (types and messages recorded from MindSpore
2.10.0 CPU)."""
import os
import subprocess
import sys
import textwrap

import pytest

import mindspore_compat as ms
from mindspore_compat import device_manager

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def _fresh(code):
    """Run `code` in a new interpreter (set_device and set_deterministic are once-per-process settings)."""
    out = subprocess.run([sys.executable, "-c", textwrap.dedent(code)], cwd=ROOT, capture_output=True, text=True,
                         timeout=120)
    assert out.returncode == 0, out.stderr
    return out.stdout


def test_set_device_validation():
    # recorded from MindSpore 2.10.0: types are checked first, then the target, then the id
    with pytest.raises(TypeError, match=r"The parameter 'device_target' must be <class 'str'>, but got <class 'int'>"):
        ms.set_device(1)
    with pytest.raises(ValueError, match=r"The argument 'device_target' must be one of \['CPU', 'GPU', 'Ascend'\], "
                                         r"but got xx\."):
        ms.set_device("xx")
    with pytest.raises(TypeError, match=r"The parameter 'device_id' must be <class 'int'>, but got <class 'str'>"):
        ms.set_device("CPU", "a")
    with pytest.raises(ValueError, match="The device id must bigger than or equal to 0."):
        ms.set_device("CPU", -1)


def test_set_device_and_current_device_in_fresh_process():
    out = _fresh("""
        import mindspore_compat as ms
        print(ms.get_current_device())
        ms.set_device("CPU", 1)
        info = ms.get_current_device()
        print(info, info.device_target, info.device_id, isinstance(info, tuple))
        ms.set_device("CPU", 1)
        try:
            ms.set_device("CPU", 2)
        except RuntimeError as exc:
            print("RuntimeError", str(exc).split(":")[0])
    """)
    # MindSpore 2.10.0 prints ('CPU', 0), then ('CPU', 1) CPU 1 True; repeating the same device is accepted and a
    # different one raises RuntimeError "The 'mindspore.set_device' can not be modified."
    assert out.splitlines() == ["('CPU', 0)", "('CPU', 1) CPU 1 True", "RuntimeError The 'mindspore.set_device' "
                                "can not be modified"]


def test_set_device_gpu_unavailable_raises_runtime_error():
    if ms.hal.is_available("GPU"):
        pytest.skip("a GPU is visible")
    saved = device_manager._chosen["device"]
    try:
        with pytest.raises(RuntimeError):     # MindSpore 2.10.0 CPU package: RuntimeError "Unsupported device ..."
            ms.set_device("GPU")
    finally:
        device_manager._chosen["device"] = saved
    assert ms.get_context("device_target") == "CPU"


def test_set_deterministic():
    with pytest.raises(TypeError, match=r"The parameter 'deterministic' must be <class 'bool'>, but got "
                                        r"<class 'int'>"):   # recorded
        ms.set_deterministic(1)
    out = _fresh("""
        import torch
        import mindspore_compat as ms
        ms.set_deterministic(True)
        print(torch.are_deterministic_algorithms_enabled())
        try:
            ms.set_deterministic(False)
        except RuntimeError as exc:
            print(exc)
    """)
    # recorded: the second call raises RuntimeError "The 'mindspore.set_deterministic' can not be set repeatedly."
    assert out.splitlines() == ["True", "The 'mindspore.set_deterministic' can not be set repeatedly."]


def test_run_check_prints_what_mindspore_prints(capsys):
    ms.run_check()
    lines = capsys.readouterr().out.splitlines()
    # recorded from MindSpore 2.10.0 CPU: both lines, word for word
    assert lines[0] == "MindSpore version:  2.10.0"
    assert lines[1] == ("The result of multiplication calculation is correct, MindSpore has been installed on "
                        "platform [CPU] successfully!")


def test_run_check_reports_failure(capsys, monkeypatch):
    import importlib
    module = importlib.import_module("mindspore_compat.run_check.run_check")

    class Broken:
        def __call__(self, a, b):
            raise RuntimeError("kernel exploded")
    monkeypatch.setattr(module._P, "Mul", Broken)
    ms.run_check()
    lines = capsys.readouterr().out.splitlines()
    assert lines[1:] == ["MindSpore running check failed.", "kernel exploded"]


def test_device_ctx():
    with ms.DeviceCtx("CPU"):
        x = ms.ops.ones((2, 3), ms.float32)
    assert x.shape == (2, 3)                                  # recorded: (2, 3)
    with ms.DeviceCtx("meta"):
        assert ms.get_current_device() == ("meta", 0)
        y = ms.ops.ones((4, 5), ms.float32)
        assert y.to_torch().device.type == "meta" and y.shape == (4, 5)
    assert ms.get_current_device().device_target == "CPU"
    assert ms.ops.ones((1,), ms.float32).to_torch().device.type == "cpu"
    # recorded from MindSpore 2.10.0: the checks run on entering
    with pytest.raises(ValueError, match=r"For DeviceCtx, the name must be one of \['CPU', 'GPU', 'Ascend', "
                                         r"'meta'\], but got xx."):
        with ms.DeviceCtx("xx"):
            pass
    with pytest.raises(ValueError, match="For DeviceCtx, the device_id must be greater than or equal to 0."):
        with ms.DeviceCtx("CPU", -1):
            pass
