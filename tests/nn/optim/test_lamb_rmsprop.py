"""nn.Lamb and nn.RMSProp against float32 numpy re-implementations of MindSpore's kernels."""
import os
import sys

import numpy as np
import pytest

import mindspore_compat as ms
from mindspore_compat import nn, Parameter, Tensor

sys.path.insert(0, os.path.dirname(__file__))
from _optim_reference import lamb_step, rmsprop_step  # noqa: E402

f32 = np.float32


def _data(seed, shapes=((4, 3), (5,)), steps=4):
    rng = np.random.default_rng(seed)
    ws = [rng.standard_normal(s).astype(f32) for s in shapes]
    grads = [[rng.standard_normal(s).astype(f32) for s in shapes] for _ in range(steps)]
    return ws, grads


@pytest.mark.parametrize("weight_decay", [0.0, 0.01])
def test_lamb_matches_reference(weight_decay):
    ws, grads = _data(9)
    params = [Parameter(Tensor(w), name=f"layer{i}.weight") for i, w in enumerate(ws)]
    opt = nn.Lamb(params, learning_rate=0.01, weight_decay=weight_decay)
    ref = [(w.copy(), np.zeros_like(w), np.zeros_like(w)) for w in ws]
    for step, g in enumerate(grads, start=1):
        opt(tuple(Tensor(x) for x in g))
        ref = [lamb_step(w, m, v, gi, 0.01, step, weight_decay) for (w, m, v), gi in zip(ref, g)]
    for p, m, v, (rw, rm, rv) in zip(params, opt.moments1, opt.moments2, ref):
        np.testing.assert_allclose(p.asnumpy(), rw, rtol=2e-6, atol=1e-7)
        np.testing.assert_allclose(m.asnumpy(), rm, rtol=2e-6, atol=1e-8)
        np.testing.assert_allclose(v.asnumpy(), rv, rtol=2e-6, atol=1e-9)
    assert opt.global_step.asnumpy().tolist() == [len(grads)]


def test_lamb_trust_ratio_one_for_zero_weight_and_names():
    w = Parameter(Tensor(np.zeros([2]), ms.float32), name="w")
    opt = nn.Lamb([w], learning_rate=0.1)
    assert [p.name for p in opt.get_parameters()] == [
        "global_step", "learning_rate", "w", "lamb_m.w", "lamb_v.w"]
    opt((Tensor(np.array([1.0, -1.0]), ms.float32),))
    # ||w|| == 0: trust ratio 1, update = m_hat / (sqrt(v_hat) + eps) ~ sign(g)
    np.testing.assert_allclose(w.asnumpy(), [-0.1, 0.1], rtol=1e-5)


def test_lamb_decay_filter_and_float16():
    gamma = Parameter(Tensor(np.full([2], 2.0), ms.float16), name="ln.gamma")
    opt = nn.Lamb([gamma], learning_rate=0.1, weight_decay=0.5)
    assert opt.decay_flags == (False,)
    assert opt.moments1[0].dtype == ms.float16
    opt((Tensor(np.zeros(2), ms.float16),))
    np.testing.assert_array_equal(gamma.asnumpy(), np.full([2], 2.0, np.float16))


def test_lamb_validation():
    w = Parameter(Tensor(np.ones([2]), ms.float32), name="w")
    with pytest.raises(TypeError, match="For 'Lamb', the type of 'beta1' should be 'float'"):
        nn.Lamb([w], 0.1, beta1=1)
    with pytest.raises(ValueError, match="the 'eps' must be float and must > 0"):
        nn.Lamb([w], 0.1, eps=-1.0)
    with pytest.raises(TypeError):
        nn.Lamb([w])  # learning_rate is required


@pytest.mark.parametrize("centered", [False, True])
@pytest.mark.parametrize("momentum", [0.0, 0.9])
def test_rmsprop_matches_reference(centered, momentum):
    ws, grads = _data(10)
    params = [Parameter(Tensor(w), name=f"p{i}") for i, w in enumerate(ws)]
    opt = nn.RMSProp(params, learning_rate=0.01, decay=0.8, momentum=momentum, epsilon=1e-6, centered=centered)
    ref = [(w.copy(), np.ones_like(w), np.zeros_like(w), np.zeros_like(w) if centered else None) for w in ws]
    for g in grads:
        opt(tuple(Tensor(x) for x in g))
        ref = [rmsprop_step(w, ms_, mom, gi, 0.01, 0.8, momentum, 1e-6, mg) for (w, ms_, mom, mg), gi in zip(ref, g)]
    for i, p in enumerate(params):
        rw, rms, rmom, rmg = ref[i]
        np.testing.assert_allclose(p.asnumpy(), rw, rtol=2e-6, atol=1e-7)
        np.testing.assert_allclose(opt.ms[i].asnumpy(), rms, rtol=2e-6)
        np.testing.assert_allclose(opt.moment[i].asnumpy(), rmom, rtol=2e-6, atol=1e-8)
        if centered:
            np.testing.assert_allclose(opt.mg[i].asnumpy(), rmg, rtol=2e-6, atol=1e-8)


def test_rmsprop_centered_skips_non_positive_denominator():
    w = Parameter(Tensor(np.ones([2]), ms.float32), name="w")
    opt = nn.RMSProp([w], learning_rate=0.1, decay=0.5, momentum=0.5, centered=True)
    opt.ms[0].set_data(Tensor(np.array([-10.0, 1.0]), ms.float32))
    opt.moment[0].set_data(Tensor(np.array([7.0, 0.0]), ms.float32))
    opt((Tensor(np.array([1.0, 1.0]), ms.float32),))
    # element 0: mean_square -4.5, mean_grad 0.5 -> denominator < 0: moment and weight unchanged
    assert opt.moment[0].asnumpy()[0] == 7.0 and w.asnumpy()[0] == 1.0
    # element 1: denominator 1 - 0.25 -> updated
    np.testing.assert_allclose(w.asnumpy()[1], 1.0 - 0.1 / np.sqrt(0.75), rtol=1e-6)
    assert opt.ms[0].asnumpy()[0] == -4.5


def test_rmsprop_state_names_and_validation():
    w = Parameter(Tensor(np.ones([2]), ms.float32), name="w")
    opt = nn.RMSProp([w])
    assert [p.name for p in opt.get_parameters()] == [
        "global_step", "learning_rate", "w", "mean_square.w", "moment.w"]
    assert opt.ms[0].asnumpy().tolist() == [1.0, 1.0]
    assert opt.init_args == {"decay": 0.9, "momentum": 0.0, "epsilon": 1e-10, "use_locking": False,
                             "centered": False, "loss_scale": 1.0, "weight_decay": 0.0}
    with pytest.raises(TypeError, match="For 'RMSProp', the type of 'decay' should be 'float'"):
        nn.RMSProp([w], decay=1)
    with pytest.raises(ValueError, match="For 'RMSProp', the 'momentum' must be float and must >= 0"):
        nn.RMSProp([w], momentum=-0.5)
    with pytest.raises(ValueError, match="For 'RMSProp', the 'epsilon' must be float and must > 0"):
        nn.RMSProp([w], epsilon=0.0)
    with pytest.raises(TypeError, match="For 'RMSProp', the type of 'centered' should be 'bool'"):
        nn.RMSProp([w], centered=0)


def test_rmsprop_loss_scale_and_weight_decay():
    ws, grads = _data(11, shapes=((3,),))
    w = Parameter(Tensor(ws[0]), name="w")
    opt = nn.RMSProp([w], learning_rate=0.01, weight_decay=0.1, loss_scale=8.0)
    rw, rms, rmom = ws[0].copy(), np.ones(3, f32), np.zeros(3, f32)
    for g in grads:
        opt((Tensor(g[0] * f32(8)),))
        gd = rw * f32(0.1) + g[0]
        rw, rms, rmom, _ = rmsprop_step(rw, rms, rmom, gd, 0.01)
    np.testing.assert_allclose(w.asnumpy(), rw, rtol=2e-6, atol=1e-7)
