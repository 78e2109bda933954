"""mindspore.set/get/reset_algo_parameters and set/get_ps_context: values and errors recorded from
MindSpore 2.10.0 CPU (same calls run in its venv)."""
import pytest

import mindspore_compat as ms
from mindspore_compat import context
from mindspore_compat import parallel
from mindspore_compat.parallel import algo_parameter_config


@pytest.fixture(autouse=True)
def _reset():
    ms.reset_algo_parameters()
    saved = dict(context._ps)
    yield
    ms.reset_algo_parameters()
    context._ps.clear()
    context._ps.update(saved)


def test_algo_defaults_recorded():
    # recorded from MindSpore 2.10.0 CPU
    assert [ms.get_algo_parameters(k) for k in (
        "fully_use_devices", "elementwise_op_strategy_follow", "enable_algo_approxi", "algo_approxi_epsilon",
        "tensor_slice_align_enable", "tensor_slice_align_size")] == [False, False, False, 0.10000000149011612,
                                                                     False, 16]


def test_algo_set_reset_roundtrip():
    ms.set_algo_parameters(fully_use_devices=False, tensor_slice_align_size=32, algo_approxi_epsilon=0.2)
    # recorded from MindSpore 2.10.0 CPU: [False, False, False, 0.2, False, 32], then the defaults after reset
    assert ms.get_algo_parameters("tensor_slice_align_size") == 32
    assert ms.get_algo_parameters("algo_approxi_epsilon") == 0.2
    ms.reset_algo_parameters()
    assert ms.get_algo_parameters("tensor_slice_align_size") == 16
    assert ms.get_algo_parameters("algo_approxi_epsilon") == 0.10000000149011612


def test_algo_same_functions_in_parallel_namespace():
    assert parallel.set_algo_parameters is ms.set_algo_parameters
    assert parallel.get_algo_parameters is algo_parameter_config.get_algo_parameters


@pytest.mark.parametrize("call, exc, message", [
    # recorded from MindSpore 2.10.0 CPU
    (lambda: ms.get_algo_parameters("foo"), ValueError, "Get context keyword foo is not recognized!"),
    (lambda: ms.set_algo_parameters(foo=1), ValueError, "Set context keyword foo is not recognized!"),
    (lambda: ms.set_algo_parameters(fully_use_devices=1), TypeError,
     "The parameter 'fully_use_devices' must be <class 'bool'>, but got <class 'int'>"),
    (lambda: ms.set_algo_parameters(tensor_slice_align_size=0), ValueError,
     "Align_size must be in [1, 1024], but got 0"),
    (lambda: ms.set_algo_parameters(tensor_slice_align_size=2000), ValueError,
     "Align_size must be in [1, 1024], but got 2000"),
    (lambda: ms.set_algo_parameters(algo_approxi_epsilon=-1.0), RuntimeError, "'epsilon' must be in (0, 1]"),
    (lambda: ms.set_algo_parameters(algo_approxi_epsilon=2), TypeError,
     "The parameter 'algo_approxi_epsilon' must be <class 'float'>, but got <class 'int'>"),
    (lambda: ms.set_algo_parameters(tensor_slice_align_size=3.0), TypeError,
     "The parameter 'tensor_slice_align_size' must be <class 'int'>, but got <class 'float'>"),
])
def test_algo_errors_recorded(call, exc, message):
    with pytest.raises(exc) as info:
        call()
    assert str(info.value).startswith(message)


def test_ps_defaults_recorded():
    # recorded from MindSpore 2.10.0 CPU
    expected = {"server_mode": "", "ms_role": "MS_NOT_PS", "enable_ps": False, "worker_num": 0, "server_num": 0,
                "scheduler_ip": "127.0.0.1", "scheduler_port": 6667, "enable_ssl": False, "config_file_path": ""}
    assert {k: ms.get_ps_context(k) for k in expected} == expected
    assert context.get_ps_context is ms.get_ps_context and context.set_ps_context is ms.set_ps_context


def test_ps_set_roundtrip_recorded():
    # recorded from MindSpore 2.10.0 CPU: sizes set while enable_ps is False are not taken (still 0); after
    # enable_ps=True they are; ms_role is validated but reads MS_NOT_PS; client_password is accepted, not readable
    ms.set_ps_context(worker_num=2)
    assert ms.get_ps_context("worker_num") == 0
    ms.set_ps_context(enable_ssl=True, config_file_path="x.json", client_password="abc", ms_role="MS_WORKER")
    assert ms.get_ps_context("enable_ssl") is True and ms.get_ps_context("config_file_path") == "x.json"
    assert ms.get_ps_context("ms_role") == "MS_NOT_PS"
    ms.set_ps_context(enable_ps=True)
    ms.set_ps_context(server_mode="PARAMETER_SERVER", worker_num=2, server_num=3, scheduler_ip="1.2.3.4",
                      scheduler_port=99)
    assert [ms.get_ps_context(k) for k in ("server_mode", "enable_ps", "worker_num", "server_num", "scheduler_ip",
                                           "scheduler_port")] == ["PARAMETER_SERVER", True, 2, 3, "1.2.3.4", 99]
    ms.set_ps_context(enable_ssl=1)  # accepted by MindSpore's binding
    assert ms.get_ps_context("enable_ssl") is True


@pytest.mark.parametrize("kwargs, exc, message", [
    # recorded from MindSpore 2.10.0 CPU (types; the messages of the C++ bindings are ours)
    ({"enable_ps": 1}, TypeError, "The parameter 'enable_ps' must be <class 'bool'>, but got <class 'int'>"),
    ({"foo": 1}, ValueError, "Set PS context keyword foo is not recognized!"),
    ({"server_mode": ""}, RuntimeError, " is invalid. Server mode must be PARAMETER_SERVER"),
    ({"ms_role": "bad"}, RuntimeError, "ms_role bad is invalid."),
    ({"ms_role": "MS_NOT_PS"}, RuntimeError, "ms_role MS_NOT_PS is invalid."),
    ({"config_file_path": 3}, TypeError, "For 'set_ps_context', the value of 'config_file_path'"),
    ({"worker_num": -1}, TypeError, "For 'set_ps_context', the value of 'worker_num'"),
    ({"scheduler_port": 70000}, TypeError, "For 'set_ps_context', the value of 'scheduler_port'"),
    ({"enable_ssl": "a"}, TypeError, "For 'set_ps_context', the value of 'enable_ssl'"),
])
def test_ps_errors_recorded(kwargs, exc, message):
    with pytest.raises(exc) as info:
        ms.set_ps_context(**kwargs)
    assert str(info.value).startswith(message)
    with pytest.raises(ValueError, match="Get PS context keyword client_password is not recognized!"):
        ms.get_ps_context("client_password")


def test_module_doctests(run_doctests):
    result = run_doctests("mindspore_compat.parallel.algo_parameter_config")
    assert result.attempted >= 6 and result.failed == 0
