"""nn.Adam / nn.AdamOffload / nn.AdamWeightDecay against float32 numpy re-implementations of MindSpore's kernels."""
import os
import sys

import numpy as np
import pytest

import mindspore_compat as ms
from mindspore_compat import nn, Parameter, Tensor

sys.path.insert(0, os.path.dirname(__file__))
from _optim_reference import adam_step, adam_weight_decay_step  # noqa: E402

f32 = np.float32


def _data(seed, shape=(4, 3), steps=5):
    rng = np.random.default_rng(seed)
    w0 = rng.standard_normal(shape).astype(f32)
    grads = [rng.standard_normal(shape).astype(f32) for _ in range(steps)]
    return w0, grads


@pytest.mark.parametrize("kwargs", [
    dict(),
    dict(use_nesterov=True),
    dict(use_amsgrad=True),
    dict(beta1=0.5, beta2=0.9, eps=1e-6),
])
def test_adam_matches_reference(kwargs):
    w0, grads = _data(5)
    w = Parameter(Tensor(w0), name="w")
    opt = nn.Adam([w], learning_rate=0.01, **kwargs)
    b1, b2 = kwargs.get("beta1", 0.9), kwargs.get("beta2", 0.999)
    rw, rm, rv = w0.copy(), np.zeros_like(w0), np.zeros_like(w0)
    rvhat = np.zeros_like(w0) if kwargs.get("use_amsgrad") else None
    bp1, bp2 = f32(1), f32(1)
    for g in grads:
        opt((Tensor(g),))
        bp1, bp2 = bp1 * f32(b1), bp2 * f32(b2)
        rw, rm, rv, rvhat = adam_step(rw, rm, rv, g, 0.01, bp1, bp2, b1, b2, kwargs.get("eps", 1e-8),
                                      kwargs.get("use_nesterov", False), rvhat)
    np.testing.assert_allclose(w.asnumpy(), rw, rtol=2e-6, atol=1e-7)
    np.testing.assert_allclose(opt.moment1[0].asnumpy(), rm, rtol=2e-6, atol=1e-8)
    np.testing.assert_allclose(opt.moment2[0].asnumpy(), rv, rtol=2e-6, atol=1e-9)
    assert opt.beta1_power.asnumpy() == bp1 and opt.beta2_power.asnumpy() == bp2
    if rvhat is not None:
        np.testing.assert_allclose(opt.vhat[0].asnumpy(), rvhat, rtol=2e-6, atol=1e-9)


def test_adam_weight_decay_and_loss_scale():
    w0, grads = _data(6)
    w = Parameter(Tensor(w0), name="w")
    opt = nn.Adam([w], learning_rate=0.01, weight_decay=0.1, loss_scale=64.0)
    rw, rm, rv = w0.copy(), np.zeros_like(w0), np.zeros_like(w0)
    bp1, bp2 = f32(1), f32(1)
    for g in grads:
        opt((Tensor(g * f32(64)),))
        bp1, bp2 = bp1 * f32(0.9), bp2 * f32(0.999)
        gd = rw * f32(0.1) + g  # L2 decay added to the gradient
        rw, rm, rv, _ = adam_step(rw, rm, rv, gd, 0.01, bp1, bp2)
    np.testing.assert_allclose(w.asnumpy(), rw, rtol=2e-6, atol=1e-7)


def test_adam_state_names_and_powers():
    w = Parameter(Tensor(np.ones([2]), ms.float32), name="fc.weight")
    opt = nn.Adam([w], use_amsgrad=True)
    assert [p.name for p in opt.get_parameters()] == [
        "global_step", "learning_rate", "fc.weight", "beta1_power", "beta2_power", "moment1.fc.weight",
        "moment2.fc.weight", "vhat.fc.weight"]
    assert opt.beta1_power.shape == () and opt.beta1_power.dtype == ms.float32
    assert float(opt.beta1_power.asnumpy()) == 1.0
    assert float(opt.learning_rate.asnumpy()) == f32(1e-3)
    opt((Tensor(np.ones(2), ms.float32),))
    assert opt.beta1_power.asnumpy() == f32(0.9) and opt.beta2_power.asnumpy() == f32(0.999)
    assert opt.global_step.asnumpy().tolist() == [1]


def test_adam_float16_states():
    w = Parameter(Tensor(np.ones([3]), ms.float16), name="w")
    opt = nn.Adam([w], learning_rate=0.1)
    assert opt.moment1[0].dtype == ms.float16 and opt.moment2[0].dtype == ms.float16
    opt((Tensor(np.array([1.0, -1.0, 0.5]), ms.float16),))
    assert w.dtype == ms.float16
    np.testing.assert_allclose(w.asnumpy().astype(np.float32), [0.9, 1.1, 0.9], atol=2e-3)


def test_adam_lazy_and_offload_options():
    w = Parameter(Tensor(np.ones([2]), ms.float32), name="w")
    for kw in (dict(use_lazy=True), dict(use_offload=True)):
        opt = nn.Adam([w], **kw)
        assert opt.init_args["kwargs"] == kw
    with pytest.raises(ValueError, match="'use_lazy' and 'use_offload' can not both be True"):
        nn.Adam([w], use_lazy=True, use_offload=True)
    with pytest.raises(ValueError, match="there is no parameter named 'use_amsgrad'"):
        nn.Adam([w], use_amsgrad=True, use_lazy=True)
    with pytest.raises(TypeError, match="For 'Adam', the type of 'use_lazy' should be 'bool'"):
        nn.Adam([w], use_lazy=1)


def test_adam_offload_matches_adam():
    w0, grads = _data(7)
    a = Parameter(Tensor(w0), name="a")
    b = Parameter(Tensor(w0), name="b")
    opt_a, opt_b = nn.Adam([a], learning_rate=0.05), nn.AdamOffload([b], learning_rate=0.05)
    for g in grads:
        opt_a((Tensor(g),))
        opt_b((Tensor(g),))
    np.testing.assert_array_equal(a.asnumpy(), b.asnumpy())


def test_adam_validation():
    w = Parameter(Tensor(np.ones([2]), ms.float32), name="w")
    with pytest.raises(TypeError, match="For 'Adam', the type of 'beta1' should be 'float', but got type 'int'"):
        nn.Adam([w], beta1=1)
    with pytest.raises(ValueError, match=r"For 'Adam', the 'beta1' must be in range of \(0.0, 1.0\), but got 1.0"):
        nn.Adam([w], beta1=1.0)
    with pytest.raises(ValueError, match=r"the 'beta2' must be in range of \(0.0, 1.0\), but got 0.0"):
        nn.Adam([w], beta2=0.0)
    with pytest.raises(ValueError, match="For 'Adam', the 'eps' must be float and must > 0, but got '0.0'"):
        nn.Adam([w], eps=0.0)
    with pytest.raises(TypeError, match="For 'Adam', the type of 'use_nesterov' should be 'bool'"):
        nn.Adam([w], use_nesterov="yes")


@pytest.mark.parametrize("decay", [0.0, 0.3])
def test_adam_weight_decay_matches_reference(decay):
    w0, grads = _data(8)
    w = Parameter(Tensor(w0), name="w")
    opt = nn.AdamWeightDecay([w], learning_rate=0.02, weight_decay=decay)
    rw, rm, rv = w0.copy(), np.zeros_like(w0), np.zeros_like(w0)
    for g in grads:
        opt((Tensor(g),))
        rw, rm, rv = adam_weight_decay_step(rw, rm, rv, g, 0.02, decay)
    np.testing.assert_allclose(w.asnumpy(), rw, rtol=2e-6, atol=1e-7)
    np.testing.assert_allclose(opt.moments1[0].asnumpy(), rm, rtol=2e-6, atol=1e-8)
    np.testing.assert_allclose(opt.moments2[0].asnumpy(), rv, rtol=2e-6, atol=1e-9)
    assert opt.global_step.asnumpy().tolist() == [len(grads)]


def test_adam_weight_decay_filter_and_groups():
    gamma = Parameter(Tensor(np.ones(2), ms.float32), name="ln.gamma")
    weight = Parameter(Tensor(np.ones(2), ms.float32), name="fc.weight")
    opt = nn.AdamWeightDecay([gamma, weight], learning_rate=0.1, weight_decay=0.5)
    assert [p.name for p in opt.get_parameters()] == [
        "global_step", "learning_rate", "ln.gamma", "fc.weight", "adam_m.ln.gamma", "adam_m.fc.weight",
        "adam_v.ln.gamma", "adam_v.fc.weight"]
    zero = Tensor(np.zeros(2), ms.float32)
    opt((zero, zero))
    np.testing.assert_array_equal(gamma.asnumpy(), [1.0, 1.0])
    np.testing.assert_allclose(weight.asnumpy(), [0.95, 0.95], rtol=1e-7)
    a = Parameter(Tensor(np.ones(2), ms.float32), name="a")
    b = Parameter(Tensor(np.ones(2), ms.float32), name="b")
    opt = nn.AdamWeightDecay([{"params": [a], "weight_decay": 0.5}, {"params": [b], "lr": 0.2}], learning_rate=0.1)
    opt((zero, zero))
    np.testing.assert_allclose(a.asnumpy(), [0.95, 0.95], rtol=1e-7)
    np.testing.assert_array_equal(b.asnumpy(), [1.0, 1.0])
    assert not hasattr(opt, "init_params")  # not registered by MindSpore either


def test_adam_weight_decay_dynamic_decay_and_target():
    class Decay(nn.Cell):
        def construct(self, global_step):
            return Tensor(0.5, ms.float32)

    w = Parameter(Tensor(np.ones(2), ms.float32), name="w")
    opt = nn.AdamWeightDecay([w], learning_rate=0.1, weight_decay=Decay())
    opt((Tensor(np.zeros(2), ms.float32),))
    np.testing.assert_allclose(w.asnumpy(), [0.95, 0.95], rtol=1e-7)
    assert opt.use_fused_opt is True and opt.target == "CPU"
    with pytest.raises(AttributeError, match="can not be set"):
        opt.target = "CPU"


def test_adam_weight_decay_float16():
    w = Parameter(Tensor(np.ones([2]), ms.float16), name="w")
    opt = nn.AdamWeightDecay([w], learning_rate=0.1)
    opt((Tensor(np.array([1.0, -1.0]), ms.float16),))
    assert opt.moments1[0].dtype == ms.float16
    np.testing.assert_allclose(w.asnumpy().astype(np.float32), [0.6837722, 1.3162278], atol=2e-3)  # no bias correction


def test_adam_beta_power_written_from_outside():
    """A checkpoint load writes beta1_power/beta2_power: the next update uses the loaded values."""
    w0, grads = _data(12, steps=2)
    a = Parameter(Tensor(w0), name="a")
    opt = nn.Adam([a], learning_rate=0.01)
    opt((Tensor(grads[0]),))
    opt.beta1_power.set_data(Tensor(0.5, ms.float32))
    opt.beta2_power.set_data(Tensor(0.25, ms.float32))
    before, m, v = (x.asnumpy().copy() for x in (a, opt.moment1[0], opt.moment2[0]))
    opt((Tensor(grads[1]),))
    rw, _, _, _ = adam_step(before, m, v, grads[1], 0.01, f32(0.5) * f32(0.9), f32(0.25) * f32(0.999))
    np.testing.assert_allclose(a.asnumpy(), rw, rtol=2e-6, atol=1e-7)
    assert opt.beta1_power.asnumpy() == f32(0.5) * f32(0.9)
