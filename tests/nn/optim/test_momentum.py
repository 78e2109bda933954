"""nn.Momentum against the MindSpore 2.10 goldens (spec/goldens.md G1, G5-B, G5-F, G7)."""
import numpy as np
import pytest
import torch

import mindspore_compat as ms
from mindspore_compat import nn, Parameter, Tensor

# G1 / G5-F: seed Net (weight ones[16,10], x ones[10,16], labels ones[10], MSELoss, Momentum(0.1, 0.9))
G1_W00 = [0.7000000476837158, 0.22600007057189941, -0.25291991233825684, -0.5830135345458984, -0.6735334396362305,
          -0.5194706916809082]
G1_LOSS = [225.0, 104.03997802734375, 6.843461990356445, 25.46936798095703, 106.67205810546875, 138.68678283691406]
G5F_MOM00 = [2.999999761581421, 4.739999771118164, 4.7891998291015625, 3.300936222076416, 0.9051992893218994,
             -1.5406274795532227]


def _seed_net_grad(w, dtype=torch.float32):
    """MSE gradient of the seed Net at the current weight, computed with torch (MindSpore's MSELoss backward gives
    2.99999976 at step 1, as does torch)."""
    x = torch.ones(10, 16, dtype=dtype)
    y = torch.ones(10, dtype=dtype)
    wt = w._t.detach().clone().requires_grad_(True)
    loss = ((x @ wt - y) ** 2).mean()
    g, = torch.autograd.grad(loss, wt)
    return loss.item(), g


def _run_seed(opt, w, steps=6, scale=1.0):
    losses, w00, mom00 = [], [], []
    for _ in range(steps):
        loss, g = _seed_net_grad(w)
        opt((Tensor.from_torch(g * scale),))
        losses.append(loss)
        w00.append(w._t[0, 0].item())
        mom00.append(opt.moments[0]._t[0, 0].item())
    return losses, w00, mom00


def test_g1_trajectory_bit_exact():
    w = Parameter(Tensor(np.ones([16, 10]), ms.float32), name="weight")
    opt = nn.Momentum([w], learning_rate=0.1, momentum=0.9)
    losses, w00, mom00 = _run_seed(opt, w)
    assert w00 == G1_W00
    assert mom00 == G5F_MOM00
    np.testing.assert_allclose(losses, G1_LOSS, rtol=1e-6)
    np.testing.assert_array_equal(w.asnumpy(), np.full((16, 10), G1_W00[-1], np.float32))
    np.testing.assert_array_equal(opt.moments[0].asnumpy(), np.full((16, 10), -1.5406274795532227, np.float32))
    assert opt.global_step.asnumpy().tolist() == [6]


def test_g7_loss_scale_128_equals_g1():
    """FixedLossScaleManager(128, drop_overflow_update=False) + Momentum(..., loss_scale=128): grads arrive scaled
    by 128 and the optimizer divides them back: the G1 trajectory exactly."""
    w = Parameter(Tensor(np.ones([16, 10]), ms.float32), name="weight")
    opt = nn.Momentum([w], learning_rate=0.1, momentum=0.9, loss_scale=128.0)
    assert opt.need_scale is True
    assert float(opt.reciprocal_scale.asnumpy()) == 1 / 128
    _, w00, mom00 = _run_seed(opt, w, scale=128.0)
    assert w00 == G1_W00
    assert mom00 == G5F_MOM00


def test_g7_without_optimizer_loss_scale_diverges():
    w = Parameter(Tensor(np.ones([16, 10]), ms.float32), name="weight")
    opt = nn.Momentum([w], learning_rate=0.1, momentum=0.9)
    _, w00, _ = _run_seed(opt, w, steps=2, scale=128.0)
    assert w00[0] == pytest.approx(-37.39999771118164, rel=1e-6)
    assert w00[1] == pytest.approx(1462.5040283203125, rel=1e-5)


def test_g5b_float16_network():
    """G5-B steps 3-6 (the applied updates): fp16 weight, moments kept in Float16."""
    w = Parameter(Tensor(np.ones([16, 10]), ms.float16), name="weight")
    opt = nn.Momentum([w], learning_rate=0.1, momentum=0.9)
    assert opt.moments[0].dtype == ms.float16
    w00, mom00 = [], []
    for _ in range(4):
        _, g = _seed_net_grad(w, torch.float16)
        opt((Tensor.from_torch(g),))
        w00.append(w._t[0, 0].item())
        mom00.append(opt.moments[0]._t[0, 0].item())
    assert w00 == [0.7001953125, 0.22607421875, -0.253173828125, -0.58349609375]
    assert mom00[:3] == [3.0, 4.7421875, 4.79296875]
    assert abs(mom00[3] - 3.3046875) <= 2 ** -8  # one float16 ulp (fp16 MSE backward differs slightly)
    assert opt.global_step.asnumpy().tolist() == [4]
    assert w.dtype == ms.float16


def test_g9_accumulated_mean_gradient():
    """G9: GradientAccumulation applies the mean of two identical gradients: same as G1."""
    w = Parameter(Tensor(np.ones([16, 10]), ms.float32), name="weight")
    opt = nn.Momentum([w], learning_rate=0.1, momentum=0.9)
    for expected in G1_W00[:2]:
        _, g = _seed_net_grad(w)
        acc = g / 2 + g / 2  # two micro-steps of the same batch, each accumulating grad / 2
        opt((Tensor.from_torch(acc),))
        assert w._t[0, 0].item() == expected


def test_nesterov_formula():
    rng = np.random.default_rng(1)
    w0 = rng.standard_normal((3, 5)).astype(np.float32)
    w = Parameter(Tensor(w0), name="w")
    opt = nn.Momentum([w], learning_rate=0.05, momentum=0.8, use_nesterov=True)
    ref_w, ref_v = w0.copy(), np.zeros_like(w0)
    lr, mom = np.float32(0.05), np.float32(0.8)
    for _ in range(4):
        g = rng.standard_normal((3, 5)).astype(np.float32)
        opt((Tensor(g),))
        ref_v = ref_v * mom + g
        ref_w = ref_w - (g * lr + ref_v * mom * lr)
    np.testing.assert_array_equal(w.asnumpy(), ref_w)
    np.testing.assert_array_equal(opt.moments[0].asnumpy(), ref_v)


def test_weight_decay_formula():
    rng = np.random.default_rng(2)
    w0 = rng.standard_normal(6).astype(np.float32)
    w = Parameter(Tensor(w0), name="w")
    opt = nn.Momentum([w], learning_rate=0.1, momentum=0.9, weight_decay=0.01)
    ref_w, ref_v = w0.copy(), np.zeros_like(w0)
    for _ in range(3):
        g = rng.standard_normal(6).astype(np.float32)
        opt((Tensor(g),))
        gd = ref_w * np.float32(0.01) + g
        ref_v = ref_v * np.float32(0.9) + gd
        ref_w = ref_w - ref_v * np.float32(0.1)
    np.testing.assert_array_equal(w.asnumpy(), ref_w)


def test_state_names_and_shapes():
    a = Parameter(Tensor(np.ones([2, 3]), ms.float32), name="fc.weight")
    b = Parameter(Tensor(np.ones([3]), ms.float32), name="fc.bias")
    opt = nn.Momentum([a, b], learning_rate=0.1, momentum=0.9)
    assert [p.name for p in opt.moments] == ["moments.fc.weight", "moments.fc.bias"]
    assert [p.shape for p in opt.moments] == [(2, 3), (3,)]
    assert all(not p.asnumpy().any() for p in opt.moments)
    assert opt.params is opt.parameters


def test_several_parameters_and_groups_match_single_runs():
    rng = np.random.default_rng(3)
    arrays = [rng.standard_normal(s).astype(np.float32) for s in [(4, 3), (3,), (2, 2, 2)]]
    grads = [[rng.standard_normal(a.shape).astype(np.float32) for a in arrays] for _ in range(3)]
    ps = [Parameter(Tensor(a), name=f"p{i}") for i, a in enumerate(arrays)]
    opt = nn.Momentum([{"params": ps[:2], "lr": 0.2}, {"params": ps[2:]}], learning_rate=0.05, momentum=0.9)
    for g in grads:
        opt(tuple(Tensor(x) for x in g))
    for i, (a, lr) in enumerate(zip(arrays, [0.2, 0.2, 0.05])):
        q = Parameter(Tensor(a), name="q")
        single = nn.Momentum([q], learning_rate=lr, momentum=0.9)
        for g in grads:
            single((Tensor(g[i]),))
        np.testing.assert_array_equal(ps[i].asnumpy(), q.asnumpy())


def test_momentum_validation():
    w = Parameter(Tensor(np.ones([2]), ms.float32), name="w")
    with pytest.raises(TypeError, match="For 'Momentum', the type of 'momentum' should be 'float', but got type 'int'"):
        nn.Momentum([w], 0.1, 1)
    with pytest.raises(ValueError, match="For 'Momentum', the argument 'momentum' must be at least 0.0, but got -0.1"):
        nn.Momentum([w], 0.1, -0.1)
    with pytest.raises(TypeError, match="must be a bool, but got int"):
        nn.Momentum([w], 0.1, 0.9, use_nesterov=1)
    with pytest.raises(TypeError):
        nn.Momentum([w], 0.1)
