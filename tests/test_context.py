"""mindspore.context (set/get_context, auto-parallel context), the device backend and the global seed."""
import importlib.util
import sys
import types

import numpy as np
import pytest
import torch

from mindspore_compat import context
from mindspore_compat._backend import device
from mindspore_compat.common.seed import get_seed, set_seed
from mindspore_compat.context import ParallelMode


@pytest.fixture(autouse=True)
def clean_context():
    context._reset_context()
    context.reset_auto_parallel_context()
    yield
    context._reset_context()
    context.reset_auto_parallel_context()
    device.set_deterministic(False)


# --- set_context / get_context -------------------------------------------------------------------------------

def test_defaults():
    assert context.GRAPH_MODE == 0 and context.PYNATIVE_MODE == 1
    assert (context.STRICT, context.COMPATIBLE, context.LAX) == (0, 1, 2)
    assert context.get_context("mode") == context.PYNATIVE_MODE
    assert context.get_context("device_target") == "CPU"
    assert context.get_context("device_id") == 0
    assert device.current_device() == torch.device("cpu")


def test_set_mode():
    context.set_context(mode=context.GRAPH_MODE)
    assert context.get_context("mode") == 0
    context.set_context(mode=context.PYNATIVE_MODE)
    assert context.get_context("mode") == 1


@pytest.mark.parametrize("mode", [2, -1])
def test_bad_mode_value(mode):
    with pytest.raises(ValueError, match=r"'mode' should be context\.GRAPH_MODE \(0\) or context\.PYNATIVE_MODE"):
        context.set_context(mode=mode)


@pytest.mark.parametrize("mode", ["graph", 1.0, True])
def test_bad_mode_type(mode):
    with pytest.raises(TypeError, match="'mode'"):
        context.set_context(mode=mode)


def test_bad_device_target_lists_valid_targets():
    with pytest.raises(ValueError) as info:
        context.set_context(device_target="TPU")
    msg = str(info.value)
    assert "'device_target'" in msg and "TPU" in msg
    for name in ("CPU", "GPU", "Ascend"):
        assert name in msg


@pytest.mark.skipif(torch.cuda.is_available(), reason="a CUDA device is present")
def test_gpu_without_cuda_says_what_to_install():
    with pytest.raises(RuntimeError, match="CUDA"):
        context.set_context(device_target="GPU")
    assert context.get_context("device_target") == "CPU"
    assert device.current_device() == torch.device("cpu")


@pytest.mark.skipif(importlib.util.find_spec("torch_npu") is not None, reason="torch_npu is installed")
def test_ascend_without_torch_npu_says_what_to_install():
    with pytest.raises(RuntimeError, match="torch_npu"):
        context.set_context(device_target="Ascend")
    assert context.get_context("device_target") == "CPU"


def test_ascend_without_npu_device(monkeypatch):
    monkeypatch.setitem(sys.modules, "torch_npu", types.ModuleType("torch_npu"))
    fake_npu = types.SimpleNamespace(is_available=lambda: False, device_count=lambda: 0)
    monkeypatch.setattr(torch, "npu", fake_npu, raising=False)
    with pytest.raises(RuntimeError, match="no usable NPU"):
        context.set_context(device_target="Ascend")


def test_gpu_maps_to_cuda_device(monkeypatch):
    chosen = []
    monkeypatch.setattr(torch.cuda, "is_available", lambda: True)
    monkeypatch.setattr(torch.cuda, "device_count", lambda: 2)
    monkeypatch.setattr(torch.cuda, "set_device", chosen.append)
    context.set_context(device_target="GPU", device_id=1)
    assert device.current_device() == torch.device("cuda", 1)
    assert chosen == [torch.device("cuda", 1)]
    assert context.get_context("device_target") == "GPU"
    assert context.get_context("device_id") == 1
    with pytest.raises(RuntimeError, match="device_id=2"):
        context.set_context(device_id=2)
    assert context.get_context("device_id") == 1
    context.set_context(device_target="CPU")
    assert device.current_device() == torch.device("cpu")


@pytest.mark.parametrize("device_id", [-1, 4096])
def test_device_id_range(device_id):
    with pytest.raises(ValueError, match=r"'device_id' must be in range \[0, 4095\]"):
        context.set_context(device_id=device_id)


def test_device_id_on_cpu_is_remembered():
    context.set_context(device_id=3)
    assert context.get_context("device_id") == 3
    assert device.current_device() == torch.device("cpu")


def test_unknown_key_names_the_key_and_changes_nothing():
    with pytest.raises(ValueError, match="no_such_option"):
        context.set_context(mode=context.GRAPH_MODE, no_such_option=1)
    assert context.get_context("mode") == context.PYNATIVE_MODE
    with pytest.raises(ValueError, match="no_such_option"):
        context.get_context("no_such_option")


def test_other_mindspore_keys_are_validated_and_remembered():
    context.set_context(max_call_depth=2000, save_graphs=True, save_graphs_path=".", max_device_memory="3.5GB",
                        jit_syntax_level=context.STRICT, memory_optimize_level="O1", runtime_num_threads=4,
                        jit_config={"jit_level": "O0"}, pynative_synchronize=True)
    assert context.get_context("max_call_depth") == 2000
    assert context.get_context("save_graphs") == 2
    assert context.get_context("max_device_memory") == 3.5
    assert context.get_context("jit_syntax_level") == context.STRICT
    assert context.get_context("memory_optimize_level") == "O1"
    assert context.get_context("jit_config") == {"jit_level": "O0"}
    assert context.get_context("pynative_synchronize") is True


@pytest.mark.parametrize("kwargs, error, pattern", [
    ({"max_call_depth": 0}, ValueError, "max_call_depth"),
    ({"max_call_depth": "10"}, TypeError, "max_call_depth"),
    ({"save_graphs": 4}, ValueError, "save_graphs"),
    ({"max_device_memory": "3.5G"}, ValueError, "max_device_memory"),
    ({"max_device_memory": "0GB"}, ValueError, "max_device_memory"),
    ({"deterministic": "on"}, ValueError, "deterministic"),
    ({"jit_syntax_level": 3}, ValueError, "jit_syntax_level"),
    ({"runtime_num_threads": -1}, ValueError, "runtime_num_threads"),
    ({"ascend_config": "x"}, TypeError, "ascend_config"),
    ({"precision_mode": "force_fp16"}, ValueError, "ascend_config"),
])
def test_invalid_values(kwargs, error, pattern):
    with pytest.raises(error, match=pattern):
        context.set_context(**kwargs)


def test_deterministic_switches_torch():
    context.set_context(deterministic="ON")
    assert torch.are_deterministic_algorithms_enabled()
    assert context.get_context("deterministic") == "ON"
    context.set_context(deterministic="OFF")
    assert not torch.are_deterministic_algorithms_enabled()


def test_deprecated_keys_warn_and_are_ignored():
    with pytest.warns(DeprecationWarning, match="enable_sparse"):
        context.set_context(enable_sparse=True)
    with pytest.raises(ValueError):
        context.get_context("enable_sparse")


def test_get_context_returns_copies_of_dicts():
    context.set_context(ascend_config={"precision_mode": "force_fp16"})
    context.get_context("ascend_config")["precision_mode"] = "changed"
    assert context.get_context("ascend_config") == {"precision_mode": "force_fp16"}
    context.set_context(ascend_config={"jit_compile": True})
    assert context.get_context("ascend_config") == {"precision_mode": "force_fp16", "jit_compile": True}


def test_public_names():
    assert set(context.__all__) == {
        "GRAPH_MODE", "PYNATIVE_MODE", "STRICT", "COMPATIBLE", "LAX", "set_context", "get_context",
        "set_auto_parallel_context", "get_auto_parallel_context", "reset_auto_parallel_context", "ParallelMode",
        "set_ps_context", "get_ps_context"}
    for name in context.__all__:
        assert hasattr(context, name)


# --- auto-parallel context -----------------------------------------------------------------------------------

def test_parallel_defaults():
    assert context.get_auto_parallel_context("parallel_mode") == ParallelMode.STAND_ALONE == "stand_alone"
    assert context.get_auto_parallel_context("gradients_mean") is False
    assert context.get_auto_parallel_context("device_num") == 1
    assert context.get_auto_parallel_context("global_rank") == 0
    assert context.get_auto_parallel_context("gradient_fp32_sync") is True
    assert ParallelMode.MODE_LIST == ["stand_alone", "data_parallel", "hybrid_parallel", "semi_auto_parallel",
                                      "auto_parallel"]


def test_set_and_reset_parallel_context():
    context.set_auto_parallel_context(parallel_mode=ParallelMode.DATA_PARALLEL, gradients_mean=True, device_num=8,
                                      global_rank=3)
    assert context.get_auto_parallel_context("parallel_mode") == "data_parallel"
    assert context.get_auto_parallel_context("gradients_mean") is True
    assert context.get_auto_parallel_context("device_num") == 8
    assert context.get_auto_parallel_context("global_rank") == 3
    context.reset_auto_parallel_context()
    assert context.get_auto_parallel_context("parallel_mode") == "stand_alone"
    assert context.get_auto_parallel_context("device_num") == 1
    assert context.get_auto_parallel_context("gradients_mean") is False


def test_parallel_dataset_strategy_sets_full_batch():
    context.set_auto_parallel_context(dataset_strategy="full_batch")
    assert context.get_auto_parallel_context("full_batch") is True


@pytest.mark.parametrize("kwargs, error, pattern", [
    ({"parallel_mode": "model_parallel"}, ValueError, "parallel_mode"),
    ({"parallel_mode": "semi_auto_parallel"}, RuntimeError, "not supported by mindspore_compat yet"),
    ({"parallel_mode": ParallelMode.AUTO_PARALLEL}, RuntimeError, "not supported by mindspore_compat yet"),
    ({"device_num": 0}, ValueError, "device_num"),
    ({"device_num": 4097}, ValueError, "device_num"),
    ({"global_rank": -1}, ValueError, "global_rank"),
    ({"gradients_mean": 1}, TypeError, "gradients_mean"),
    ({"search_mode": "greedy"}, ValueError, "search_mode"),
    ({"no_such_key": 1}, ValueError, "no_such_key"),
])
def test_parallel_invalid(kwargs, error, pattern):
    with pytest.raises(error, match=pattern):
        context.set_auto_parallel_context(gradients_mean=True, **kwargs)
    assert context.get_auto_parallel_context("gradients_mean") is False  # nothing applied


def test_parallel_get_unknown_key_and_copies():
    with pytest.raises(ValueError, match="no_such_key"):
        context.get_auto_parallel_context("no_such_key")
    context.get_auto_parallel_context("all_reduce_fusion_config").append(3)
    assert context.get_auto_parallel_context("all_reduce_fusion_config") == []


# --- seed ----------------------------------------------------------------------------------------------------

def test_set_seed_makes_torch_and_numpy_repeatable():
    set_seed(123)
    assert get_seed() == 123
    first = (torch.rand(3), np.random.rand(3))
    set_seed(123)
    second = (torch.rand(3), np.random.rand(3))
    assert torch.equal(first[0], second[0])
    assert np.array_equal(first[1], second[1])


@pytest.mark.parametrize("seed, error", [(-1, ValueError), (2 ** 32, ValueError), (1.5, TypeError),
                                         ("1", TypeError), (True, TypeError), (None, TypeError)])
def test_set_seed_rejects(seed, error):
    before = get_seed()
    with pytest.raises(error, match="seed"):
        set_seed(seed)
    assert get_seed() == before


# --- 2.10 compiler keys (values, types and messages recorded from MindSpore 2.10.0 CPU) -------------------------

def test_jit_keys_of_2_10():
    context.set_context(jit_level="O0")
    assert context.get_context("jit_level") == "O0"
    assert context.get_context("jit_config") == {}
    context.set_context(jit_config={"jit_level": "O1"})
    assert context.get_context("jit_level") == "O1"
    context.set_context(jit_config={"infer_boost": "on"})  # replaces the previous dict
    assert context.get_context("jit_config") == {"infer_boost": "on"}
    assert context.get_context("infer_boost") == "on"
    assert context.get_context("exec_order") == "bfs"
    context.set_context(exec_order="dfs", debug_level=1)
    assert (context.get_context("exec_order"), context.get_context("debug_level")) == ("dfs", 1)


@pytest.mark.parametrize("kwargs, error, message", [
    ({"jit_config": {"jit_level": "O5"}}, ValueError,
     "For 'jit_config', the value of argument jit_level must be one of ['O0', 'O1', 'O2'], but got O5."),
    ({"jit_config": {"foo": "O1"}}, ValueError,
     "For 'context.set_context', the key of argument 'jit_config' must be one of {'jit_level': ['O0', 'O1', 'O2'], "
     "'infer_boost': ['on', 'off']}, but got foo."),
    ({"exec_order": "abc"}, ValueError,
     "For 'context.set_context', the argument 'exec_order' must be one of ['bfs', 'dfs'], but got abc."),
    ({"debug_level": 3}, ValueError,
     "For 'debug_level', the value should be context.DEBUG or context.RELEASE, but got 3."),
    ({"jit_syntax_level": 7}, ValueError,
     "For 'jit_syntax_level', the value should be context.STRICT or context.LAX, but got 7."),
    ({"precompile_only": True}, ValueError,
     "For 'context.set_context', the parameter 'precompile_only' has been removed since MindSpore 2.10 version. "
     "Please use the env MS_DEV_PRECOMPILE_ONLY instead."),
    ({"grad_for_scalar": True}, ValueError,
     "For 'context.set_context', the parameter 'grad_for_scalar' has been removed since MindSpore 2.10 version. "
     "Please use the tensor derivative instead."),
])
def test_jit_key_errors(kwargs, error, message):
    with pytest.raises(error) as info:
        context.set_context(**kwargs)
    assert str(info.value) == message


def test_keys_2_10_does_not_know_and_non_str_levels():
    for key in ("memory_offload", "recompute", "jit_enable_inplace_ops"):  # MindSpore 2.10: "not recognized"
        with pytest.raises(ValueError, match=f"the keyword argument {key} is not recognized"):
            context.set_context(**{key: True})
    with pytest.raises(RuntimeError, match="jit_level"):  # MindSpore 2.10: RuntimeError from its C++ context
        context.set_context(jit_level=1)
