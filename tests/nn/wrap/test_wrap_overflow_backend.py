"""mindspore_compat._backend.overflow: fused overflow detection, unscale, detection modes."""
import numpy as np
import pytest
import torch

from mindspore_compat._backend import overflow


@pytest.fixture(autouse=True)
def _reset_mode(monkeypatch):
    monkeypatch.delenv(overflow.ENV_VAR, raising=False)
    previous = overflow.set_check_mode(None)
    yield
    overflow.set_check_mode(previous)


@pytest.mark.parametrize("inplace_ok", [False, True])
def test_found_non_finite(inplace_ok):
    ok = [torch.ones(3), torch.ones(2, dtype=torch.float16), torch.tensor([65504.0], dtype=torch.float16),
          torch.ones(2, dtype=torch.bfloat16), torch.ones(2, dtype=torch.float64), torch.arange(3)]
    flag = overflow.found_non_finite(ok, inplace_ok=inplace_ok)
    assert flag.dtype == torch.bool and flag.shape == () and not bool(flag)
    for bad in (float("inf"), float("-inf"), float("nan")):
        for dtype in (torch.float32, torch.float16, torch.bfloat16, torch.float64):
            ts = [torch.ones(3), torch.tensor([1.0, bad], dtype=dtype)]
            assert bool(overflow.found_non_finite(ts, inplace_ok=inplace_ok))
    assert not bool(overflow.found_non_finite([]))


def test_found_non_finite_does_not_touch_autograd_tensors():
    w = torch.ones(3, requires_grad=True)
    y = w * 2
    assert not bool(overflow.found_non_finite([y], inplace_ok=True))
    y.sum().backward()
    assert w.grad.tolist() == [2.0] * 3


def test_saturation_mode_from_env(monkeypatch):
    sat = [torch.tensor([-65504.0], dtype=torch.float16)]
    assert not bool(overflow.found_non_finite(sat))
    monkeypatch.setenv(overflow.ENV_VAR, "SATURATION_MODE")
    assert overflow.get_check_mode() == "saturation"
    assert bool(overflow.found_non_finite(sat))
    assert not bool(overflow.found_non_finite([torch.tensor([65000.0], dtype=torch.float16)]))
    assert bool(overflow.found_non_finite([torch.tensor([np.finfo(np.float32).max])]))
    monkeypatch.setenv(overflow.ENV_VAR, "INFNAN_MODE")
    assert overflow.get_check_mode() == "inf_nan"
    overflow.set_check_mode("saturation")
    assert overflow.get_check_mode() == "saturation"
    monkeypatch.setenv(overflow.ENV_VAR, "bogus")
    assert overflow.get_check_mode() == "saturation"
    overflow.set_check_mode(None)
    with pytest.raises(ValueError):
        overflow.get_check_mode()
    with pytest.raises(ValueError):
        overflow.set_check_mode("sometimes")


def test_unscale_matches_mindspore_cast_rule():
    # g * cast(1/s, g.dtype): for float16 gradients the reciprocal is rounded to float16 first
    s = torch.tensor(3.0)
    g32 = torch.tensor([3.0, 6.0])
    g16 = torch.tensor([3.0, 6.0], dtype=torch.float16)
    overflow.unscale_([g32, g16], s)
    inv16 = torch.tensor(1 / 3.0, dtype=torch.float32).to(torch.float16)
    assert g16.tolist() == (torch.tensor([3.0, 6.0], dtype=torch.float16) * inv16).tolist()
    assert g32.tolist() == (torch.tensor([3.0, 6.0]) * torch.tensor(1 / 3.0)).tolist()
    # scale >= 2**25: 1/s rounds to 0 in float16, so float16 gradients become 0
    g = torch.tensor([1000.0], dtype=torch.float16)
    overflow.unscale_([g], torch.tensor(2.0**26))
    assert g.tolist() == [0.0]
    # a (1,)-shaped scale works too
    g = torch.tensor([8.0])
    overflow.unscale_([g], torch.tensor([4.0]))
    assert g.tolist() == [2.0]


def test_per_tensor_and_reduce_flag_single_process():
    flags = overflow.per_tensor_non_finite([torch.ones(2), torch.tensor([np.inf]), None, torch.arange(2)])
    assert [bool(f) for f in flags] == [False, True, False, False]
    f = torch.tensor(True)
    assert overflow.reduce_flag(f) is f
