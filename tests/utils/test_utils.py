"""mindspore.utils (values, types and messages recorded from MindSpore 2.10.0 CPU)."""
import logging

import numpy as np
import pytest
import torch

import mindspore_compat as ms
from mindspore_compat import utils, Tensor, Parameter


def test_dlpack_round_trip_shares_memory():
    x = Tensor(np.arange(4, dtype=np.float32))
    y = utils.from_dlpack(utils.to_dlpack(x))
    # recorded: the round trip gives [0. 1. 2. 3.] as Float32
    np.testing.assert_array_equal(y.asnumpy(), [0.0, 1.0, 2.0, 3.0])
    assert y.dtype == ms.float32
    y.to_torch()[0] = 9.0
    assert x.asnumpy()[0] == 9.0                      # no copy
    t = torch.arange(3, dtype=torch.int32)
    assert utils.from_dlpack(torch.utils.dlpack.to_dlpack(t)).asnumpy().tolist() == [0, 1, 2]


def test_dlpack_errors():
    with pytest.raises(AttributeError):              # recorded type: AttributeError for a non-Tensor
        utils.to_dlpack(1)
    with pytest.raises(RuntimeError, match="from_dlpack received an invalid capsule"):  # recorded start of message
        utils.from_dlpack(1)
    capsule = utils.to_dlpack(Tensor(np.ones(2, np.float32)))
    utils.from_dlpack(capsule)
    with pytest.raises(RuntimeError, match="consumed only once"):
        utils.from_dlpack(capsule)


def test_health_checks_on_cpu(caplog):
    # recorded from MindSpore 2.10.0 CPU: None, None, False; stress_detect raises RuntimeError, or logs and
    # returns 1 for an unknown type
    assert utils.sdc_detect_start() is None
    assert utils.sdc_detect_stop() is None
    assert utils.get_sdc_detect_result() is False
    with pytest.raises(RuntimeError, match="Stress detection is not supported."):
        utils.stress_detect()
    with caplog.at_level(logging.ERROR, logger="mindspore"):
        assert utils.stress_detect("x") == 1
    assert caplog.messages == ["For stress detect, detection type must be 'aic' or 'hccs'.But got x. "
                               "Exiting stress detect."]


def test_exit_by_request_single_process():
    guard = utils.ExitByRequest()
    grad = Tensor(np.ones(2, np.float32))
    request = Parameter(Tensor([1], ms.int32), name="request")
    leave = Parameter(Tensor(False), name="leave")
    out = guard.exit_by_request(grad, request, leave)
    # recorded from MindSpore 2.10.0 CPU: grad comes back, the flag is untouched in a single process
    assert out is grad and bool(leave.asnumpy()) is False
    assert guard.is_distributed is False


def test_exit_by_request_all_processes_agree(monkeypatch):
    from mindspore_compat.utils import utils as module
    monkeypatch.setattr(module._collective, "get_world_size", lambda group=None: 2)
    monkeypatch.setattr(module._collective, "all_reduce", lambda t, group=None, op="sum": t * 2)
    guard = utils.ExitByRequest()
    leave = Parameter(Tensor(False), name="leave2")
    guard.exit_by_request(Tensor([0.0]), Tensor([1], ms.int32), leave)
    assert bool(leave.asnumpy()) is True
    guard.exit_by_request(Tensor([0.0]), Tensor([0], ms.int32), leave)
    assert bool(leave.asnumpy()) is False


def test_every_name_of_the_namespace_is_provided():
    # mindspore.utils has no unsupported name left (RSCPluginHandle was the last one)
    assert "RSCPluginHandle" in utils.__all__ and hasattr(utils, "RSCPluginHandle")


def test_tft_comm_value_lists():
    # recorded from MindSpore 2.10.0 CPU
    assert utils.TFTCommValue.ENABLE_MINDX == ['TTP:1', 'UCE:1', 'ARF:1', 'TSP:1', 'HCCE:1', 'RSC:1']
    assert utils.TFTCommValue.NEED_MINDIO == ['TTP:1', 'UCE:1', 'ARF:1', 'TSP:1', 'HCCE:1']
    assert utils.TFTCommValue.DISABLE_WATCHDOG == ['ARF:1', 'TSP:1', 'HCCE:1']
    assert sorted(k for k in vars(utils.TFTCommValue) if not k.startswith('_')) == [
        'DISABLE_WATCHDOG', 'ENABLE_MINDX', 'NEED_MINDIO']


def test_tft_comm_value_example(run_doctests):
    result = run_doctests("mindspore_compat.utils.utils")
    assert result.failed == 0 and result.attempted > 0
