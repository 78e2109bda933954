"""BoostTrainOneStepCell and BoostTrainOneStepWithLossScaleCell: spec/goldens.md G1/G3 values (MindSpore 2.10 with
the CPU patches P1+P2), the documented seed-page behaviour (the loss is returned), gradient centralization on the
optimizer path, dim_reduce wiring, and enhanced AMP with GroupLossScaleManager (a loss scale per group; only the
group that overflowed backs off)."""
import math

import numpy as np
import pytest

import mindspore_compat as ms
from mindspore_compat import Tensor, context, nn, ops
from mindspore_compat.boost import (AutoBoost, BoostTrainOneStepCell, BoostTrainOneStepWithLossScaleCell,
                                    FreezeOpt, GroupLossScaleManager)
from mindspore_compat.common import dtype as mstype

from _boost_nets import SeedNet, seed_data, w00

F32_MAX = float(np.finfo(np.float32).max)
G1 = [(225.0, 0.7000000476837158), (104.03997802734375, 0.22600007057189941),
      (6.843461990356445, -0.25291991233825684), (25.46936798095703, -0.5830135345458984),
      (106.67205810546875, -0.6735334396362305), (138.68678283691406, -0.5194706916809082)]


def _seed_train(cls, **kwargs):
    net = SeedNet()
    opt = nn.Momentum(net.trainable_params(), learning_rate=0.1, momentum=0.9)
    return net, opt, cls(nn.WithLossCell(net, nn.MSELoss()), opt, **kwargs)


@pytest.fixture
def graph_mode():
    context.set_context(mode=context.GRAPH_MODE)
    yield
    context.set_context(mode=context.PYNATIVE_MODE)


# ----- BoostTrainOneStepCell --------------------------------------------------------------------------------------
def test_default_sens_returns_the_loss():
    """The seed page (MindSpore r2.0) returns the loss; MindSpore 2.10 returns None (missing return)."""
    net, _, train = _seed_train(BoostTrainOneStepCell)
    assert (train.sens, train.sense_flag, train.freeze, train.use_grad_accumulation) == (1.0, False, False, False)
    x, y = seed_data()
    for loss_value, weight in G1[:3]:
        loss = train(x, y)
        assert float(loss.asnumpy()) == pytest.approx(loss_value, rel=1e-6)
        assert w00(net) == pytest.approx(weight, abs=2e-7)


def test_unreduced_loss_lenet():
    """G3's BoostTrainOneStepCell case: LeNet5, SoftmaxCrossEntropyWithLogits (reduction 'none'): a loss of shape
    [2], the output gradient filled with `sens` in that shape."""
    from _boost_nets import LeNet5
    ms.set_seed(1)
    net = LeNet5()
    loss_net = nn.WithLossCell(net, nn.SoftmaxCrossEntropyWithLogits())
    optim = nn.Momentum(net.trainable_params(), learning_rate=0.1, momentum=0.9)
    x = Tensor(0.01 * np.ones([2, 1, 32, 32]), ms.float32)
    y = Tensor(np.eye(10)[[1, 2]], ms.float32)
    before = net.fc3.weight.asnumpy().copy()
    out = BoostTrainOneStepCell(loss_net, optim, sens=1.0)(x, y)
    assert out.shape == (2,) and out.dtype == mstype.float32 and (out.asnumpy() > 0).all()
    assert not np.array_equal(net.fc3.weight.asnumpy(), before)


def test_sens_values():
    net, _, train = _seed_train(BoostTrainOneStepCell, sens=1.0)
    x, y = seed_data()
    assert float(train(x, y).asnumpy()) == 225.0 and train.sense_flag
    net, _, train = _seed_train(BoostTrainOneStepCell, sens=2.0)
    train(x, y)
    assert w00(net) == pytest.approx(0.40000004, abs=1e-7)  # grads multiplied by sens, not divided back
    with pytest.raises(ValueError, match="^The input argument of 'sens' can not be 0.$"):
        _seed_train(BoostTrainOneStepCell, sens=0)


def test_parameters_and_checks():
    net, opt, train = _seed_train(BoostTrainOneStepCell)
    assert [p.name for p in train.get_parameters()][:4] == ['weight', 'accumulation_step', 'step', 'sync_tensor']
    assert train.check_dim_reduce_enable() is False and train.check_adasum_enable() is False
    opt.adasum = True
    assert train.check_adasum_enable() is False  # stand-alone: AdaSum needs >= 16 data-parallel devices
    opt.dim_reduce = True
    assert train.check_dim_reduce_enable() is True
    assert AutoBoost().level == "O0"
    with pytest.raises(RuntimeError, match="AdaSum is not enabled"):
        train.adasum_process(Tensor(1.0), ())


def test_dim_reduce_needs_the_prepared_matrix():
    net = SeedNet()
    opt = nn.SGD(net.trainable_params(), learning_rate=1)
    opt.dim_reduce = True
    with pytest.raises(ValueError, match="dim_reduce training needs the PCA matrix"):
        BoostTrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()), opt)


def test_dim_reduce_training_through_auto_boost(tmp_path):
    net = nn.Dense(3, 2, weight_init=Tensor(np.arange(6).reshape(2, 3) * 0.1, ms.float32), bias_init='zeros')
    n_params = 8
    pca = np.zeros((2, n_params), np.float32)
    pca[0, 0] = pca[1, 7] = 1.0
    path = str(tmp_path / "pca.npy")
    np.save(path, pca)
    boost = AutoBoost("O0", {"boost": {"mode": "manual", "dim_reduce": True},
                             "dim_reduce": {"pca_mat_path": path, "n_components": 2}})
    net, opt = boost.network_auto_process_train(net, nn.Momentum(net.trainable_params(), 0.1, 0.9))
    train = BoostTrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()), opt)
    assert train.enable_dim_reduce and type(train.dim_reduce).__name__ == "DimReduce"
    assert [p.name for p in train.weights_clone] == ["weights_clone.weight", "weights_clone.bias"]
    x = Tensor(np.ones([4, 3]), ms.float32)
    y = Tensor(np.zeros([4, 2]), ms.float32)
    before = net.weight.asnumpy().copy()
    losses = [float(train(x, y).asnumpy()) for _ in range(3)]
    assert not np.array_equal(net.weight.asnumpy(), before)
    assert losses[-1] < losses[0]


def test_gradient_centralization_on_the_optimizer_path():
    """AutoBoost less_bn with gc_flag: the applied gradients of the centralized weights have zero mean per output
    channel; biases are not centralized."""
    class Net(nn.Cell):
        def __init__(self):
            super(Net, self).__init__()
            self.conv = nn.Conv2d(16, 16, 3, has_bias=True)
            self.mean = ops.ReduceMean(keep_dims=False)
            self.fc = nn.Dense(16, 4)

        def construct(self, x):
            return self.fc(self.mean(self.conv(x), (2, 3)))

    ms.set_seed(1)
    net = Net()
    rng = np.random.RandomState(0)
    x = Tensor(rng.randn(4, 16, 6, 6).astype(np.float32))
    y = Tensor(rng.randn(4, 4).astype(np.float32))
    loss_net = nn.WithLossCell(net, nn.MSELoss())
    raw = ops.value_and_grad(loss_net, None, net.trainable_params())(x, y)[1]
    raw = {p.name: g.asnumpy() for p, g in zip(net.trainable_params(), raw)}
    boost = AutoBoost("O1", {"boost": {"mode": "manual", "grad_freeze": False}, "less_bn": {"fn_flag": False}})
    lb, opt = boost.network_auto_process_train(net, nn.SGD(net.trainable_params(), learning_rate=1.0))
    train = BoostTrainOneStepCell(nn.WithLossCell(lb, nn.MSELoss()), opt)
    before = {p.name: p.asnumpy().copy() for p in lb.trainable_params()}
    train(x, y)
    for p in lb.trainable_params():
        applied = before[p.name] - p.asnumpy()
        key = p.name[len("network."):]
        if key.endswith("weight"):
            axes = tuple(range(1, applied.ndim))
            np.testing.assert_allclose(applied.mean(axis=axes), 0.0, atol=1e-6)
            centred = raw[key] - raw[key].mean(axis=axes, keepdims=True)
            np.testing.assert_allclose(applied, centred, rtol=1e-4, atol=1e-6)
            assert np.abs(raw[key].mean(axis=axes)).max() > 1e-4  # the raw gradient was not centred
        else:
            np.testing.assert_allclose(applied, raw[key], rtol=1e-5, atol=1e-7)


# ----- BoostTrainOneStepWithLossScaleCell -------------------------------------------------------------------------
def test_loss_scale_cell_g1_g3_1():
    manager = nn.DynamicLossScaleUpdateCell(loss_scale_value=2 ** 12, scale_factor=2, scale_window=1000)
    net, _, train = _seed_train(BoostTrainOneStepWithLossScaleCell, scale_sense=manager)
    x, y = seed_data()
    out = train(x, y)
    assert str(out) == ("(Tensor(shape=[], dtype=Float32, value= 225), Tensor(shape=[], dtype=Bool, value= False), "
                        "Parameter (name=scale_sense, shape=(), dtype=Float32, requires_grad=True))")
    assert out[2] is train.scale_sense
    assert w00(net) == pytest.approx(G1[0][1], abs=2e-7)
    for loss_value, weight in G1[1:]:
        loss, cond, scale = train(x, y)
        assert float(loss.asnumpy()) == pytest.approx(loss_value, rel=1e-6)
        assert not bool(cond.asnumpy()) and float(scale.asnumpy()) == 4096.0
        assert w00(net) == pytest.approx(weight, abs=3e-7)
    assert manager.get_loss_scale() == 4096
    assert not hasattr(train, "set_sense_scale") and hasattr(train, "_set_sense_scale")


def test_loss_scale_cell_graph_mode_returns_a_snapshot(graph_mode):
    manager = nn.DynamicLossScaleUpdateCell(loss_scale_value=2 ** 12, scale_factor=2, scale_window=1000)
    _, _, train = _seed_train(BoostTrainOneStepWithLossScaleCell, scale_sense=manager)
    out = train(*seed_data())
    assert repr(out[2]) == "Tensor(shape=[], dtype=Float32, value= 4096)" and out[2] is not train.scale_sense


def test_loss_scale_cell_g3_2_flt_max():
    net = SeedNet()
    opt = nn.Momentum(net.trainable_params(), learning_rate=0.1, momentum=0.9)
    scaling_sens = Tensor(np.full((1), np.finfo(np.float32).max), dtype=mstype.float32)
    train = BoostTrainOneStepWithLossScaleCell(nn.WithLossCell(net, nn.MSELoss()), opt, scale_sense=scaling_sens)
    inputs = Tensor(np.ones([16, 16]).astype(np.float32))
    label = Tensor(np.zeros([16, 10]).astype(np.float32))
    out = train(inputs, label)
    assert str(out) == ("(Tensor(shape=[], dtype=Float32, value= 256), Tensor(shape=[], dtype=Bool, value= True), "
                        "Parameter (name=scale_sense, shape=(1,), dtype=Float32, requires_grad=True))")
    for _ in range(5):
        loss, cond, scale = train(inputs, label)
        assert float(loss.asnumpy()) == 256.0 and bool(cond.asnumpy())
        assert scale.asnumpy().tolist() == [F32_MAX] and w00(net) == 1.0
    assert opt.global_step.asnumpy().tolist() == [0]
    train._set_sense_scale(Tensor([1.0], mstype.float32))
    loss, cond, scale = train(inputs, label)
    assert float(loss.asnumpy()) == 256.0 and not bool(cond.asnumpy()) and scale.asnumpy().tolist() == [1.0]
    assert w00(net) == pytest.approx(0.6799999475479126, abs=1e-7)
    with pytest.raises(TypeError, match="^The input type must be Tensor, but got <class 'float'>$"):
        train._set_sense_scale(1.0)


def test_loss_scale_cell_errors():
    with pytest.raises(TypeError) as err:
        _seed_train(BoostTrainOneStepWithLossScaleCell, scale_sense=1.0)
    assert str(err.value) == "The scale_sense must be Cell or Tensor, but got <class 'float'>"
    with pytest.raises(ValueError) as err:
        _seed_train(BoostTrainOneStepWithLossScaleCell, scale_sense=Tensor([1., 2.]))
    assert str(err.value) == "The shape of scale_sense must be (1,) or (), " + " " * 37 + "but got (2,)"


def test_loss_scale_cell_with_accumulation():
    AutoBoost("O0", {"boost": {"mode": "manual", "grad_accumulation": True},
                     "grad_accumulation": {"grad_accumulation_step": 2}})
    net = SeedNet()
    opt = nn.Momentum(net.trainable_params(), learning_rate=0.1, momentum=0.9)
    train = BoostTrainOneStepWithLossScaleCell(nn.WithLossCell(net, nn.MSELoss()), opt,
                                               scale_sense=Tensor(1024.0, mstype.float32))
    x, y = seed_data()
    train(x, y)
    assert w00(net) == 1.0 and int(train.accumulation_step.asnumpy()) == 1
    train(x, y)
    assert w00(net) == pytest.approx(0.7, abs=1e-6) and int(train.accumulation_step.asnumpy()) == 0


def test_loss_scale_cell_freezes_with_a_freeze_opt():
    """The loss-scale cell updates only the group of the step (MindSpore calls the FreezeOpt itself, which
    fails); an overflowing step updates nothing and does not advance the schedule."""
    net = nn.Dense(16, 10, weight_init='ones', bias_init='zeros')
    opt = FreezeOpt(nn.SGD(net.trainable_params(), learning_rate=0.1),
                    [net.trainable_params(), [net.bias]], [1, 0])
    train = BoostTrainOneStepWithLossScaleCell(nn.WithLossCell(net, nn.MSELoss()), opt,
                                               scale_sense=Tensor([F32_MAX], mstype.float32))
    x, y = Tensor(np.ones([4, 16]), ms.float32), Tensor(np.zeros([4, 10]), ms.float32)
    assert bool(train(x, y)[1].asnumpy()) and int(train.step.asnumpy()) == 0 and w00(net) == 1.0
    train._set_sense_scale(Tensor([1024.0], mstype.float32))
    weight, bias = net.weight.asnumpy().copy(), net.bias.asnumpy().copy()
    assert not bool(train(x, y)[1].asnumpy())  # strategy[0] = group 1: the bias only
    np.testing.assert_array_equal(net.weight.asnumpy(), weight)
    np.testing.assert_allclose(net.bias.asnumpy(), bias - 0.1 * 2 * 16 / 10, rtol=1e-6)
    assert int(train.step.asnumpy()) == 1
    bias = net.bias.asnumpy().copy()
    train(x, y)  # strategy[1] = group 0: everything
    assert not np.array_equal(net.weight.asnumpy(), weight) and not np.array_equal(net.bias.asnumpy(), bias)
    assert int(train.step.asnumpy()) == 0


# ----- GroupLossScaleManager / enhanced AMP -----------------------------------------------------------------------
def test_group_loss_scale_manager_goldens():
    manager = GroupLossScaleManager(4096, [])
    assert (manager.loss_scale_number, manager.layer_loss_scale, manager.dynamic_loss_scale) == (0, None, None)
    assert manager.get_loss_scale() == 4096 and manager.get_update_cell() is manager
    assert repr(manager) == "GroupLossScaleManager()"
    manager.set_loss_scale_status(2, 4096.)
    assert [float(s.asnumpy()) for s in manager.dynamic_loss_scale] == [1.0, 4096.0, 4096.0, 1.0]
    assert [s.name for s in manager.dynamic_loss_scale] == [f"layer_loss_scale_{i}" for i in range(4)]
    assert not any(s.requires_grad for s in manager.dynamic_loss_scale)
    assert len(manager.layer_loss_scale) == 3 and manager.loss_scale_number == 2
    assert float(manager.update_loss_scale_status(0, 0.5).asnumpy()) == 2048.0
    assert [float(s.asnumpy()) for s in manager.dynamic_loss_scale] == [1.0, 2048.0, 4096.0, 1.0]
    manager.set_loss_scale_status(2, [8., 16.])
    assert [float(s.asnumpy()) for s in manager.dynamic_loss_scale] == [1.0, 8.0, 16.0, 1.0]
    with pytest.raises(TypeError, match="set_loss_scale_status"):
        GroupLossScaleManager(1.0, [])(Tensor(1.0), 0, 1)


class TwoGroups(nn.Cell):
    def __init__(self, manager):
        super(TwoGroups, self).__init__()
        rng = np.random.RandomState(0)
        self.fc_a = nn.Dense(4, 4, weight_init=Tensor(rng.randn(4, 4).astype(np.float32)), bias_init='zeros')
        self.fc_b = nn.Dense(4, 3, weight_init=Tensor(rng.randn(3, 4).astype(np.float32)), bias_init='zeros')
        self.relu = nn.ReLU()
        self.enhanced_amp = manager

    def construct(self, x):
        x = self.enhanced_amp(x, 0, 1)
        x = self.relu(self.fc_a(x))
        x = self.enhanced_amp(x, 1, 2)
        x = self.fc_b(x)
        return self.enhanced_amp(x, 2, 3)


def _two_groups(init):
    manager = GroupLossScaleManager(init, [])
    net = TwoGroups(manager)
    manager.loss_scale_groups = [net.fc_a.trainable_params(), net.fc_b.trainable_params()]
    return manager, net


def _data():
    rng = np.random.RandomState(1)
    return Tensor(rng.randn(5, 4).astype(np.float32)), Tensor(rng.randn(5, 3).astype(np.float32))


def test_manager_scales_the_gradient_of_each_group():
    manager, net = _two_groups(1.0)
    manager.set_loss_scale_status(2, [256.0, 8.0])
    x, y = _data()
    loss_net = nn.WithLossCell(net, nn.MSELoss())
    params = net.trainable_params()
    out = net(x)
    scaled = ops.value_and_grad(loss_net, None, params)(x, y)[1]
    manager.set_loss_scale_status(2, [1.0, 1.0])
    np.testing.assert_array_equal(net(x).asnumpy(), out.asnumpy())  # identity forward
    plain = ops.value_and_grad(loss_net, None, params)(x, y)[1]
    for p, g, g0 in zip(params, scaled, plain):
        factor = 256.0 if "fc_a" in p.name else 8.0
        np.testing.assert_allclose(g.asnumpy(), g0.asnumpy() * factor, rtol=1e-6, atol=1e-6)


def _enhanced(init, lr=0.1):
    AutoBoost("O1", {"boost": {"mode": "manual", "less_bn": False, "grad_freeze": False,
                               "loss_scale_group": True}})
    manager, net = _two_groups(init)
    opt = nn.SGD(net.trainable_params(), learning_rate=lr)
    train = BoostTrainOneStepWithLossScaleCell(nn.WithLossCell(net, nn.MSELoss()), opt, scale_sense=manager)
    return manager, net, train


def _scales(manager):
    return [float(s.asnumpy()) for s in manager.dynamic_loss_scale]


def test_enhanced_amp_step_without_overflow():
    growth = float(np.float32(2 ** (1.0 / 1000.0)))
    x, y = _data()
    ref_manager, ref = _two_groups(1.0)
    ref_manager.set_loss_scale_status(2, 1.0)
    ref_grads = ops.value_and_grad(nn.WithLossCell(ref, nn.MSELoss()), None, ref.trainable_params())(x, y)[1]
    manager, net, train = _enhanced([1024.0, 64.0])
    assert type(net.enhanced_amp).__name__ == "_KeepMixFp32" and net.enhanced_amp._op is manager
    assert train.optimizer_loss_scale == [2, 2]
    before = [p.asnumpy().copy() for p in net.trainable_params()]
    loss, count, scale = train(x, y)
    assert count.dtype == mstype.int32 and count.shape == () and int(count.asnumpy()) == 0
    np.testing.assert_allclose(_scales(manager), [1.0, 1024.0 * growth, 64.0 * growth, 1.0], rtol=1e-6)
    assert float(scale.asnumpy()) == pytest.approx(1024.0 * growth, rel=1e-6)
    # each group's gradient is divided by its updated scale (MindSpore's order): the step is grad / 2**(1/1000)
    for p, old, g in zip(net.trainable_params(), before, ref_grads):
        np.testing.assert_allclose(old - p.asnumpy(), 0.1 * g.asnumpy() / growth, rtol=1e-4, atol=1e-6)
    assert [s.name for s in train.overflow_status_list] == ["mix_layer_status_0", "mix_layer_status_1"]


def test_enhanced_amp_only_the_overflowed_group_backs_off():
    manager, net, train = _enhanced([3.0e38, 64.0])
    x, y = _data()
    before = [p.asnumpy().copy() for p in net.trainable_params()]
    loss, count, scale = train(x, y)
    assert int(count.asnumpy()) == 1
    growth = float(np.float32(2 ** (1.0 / 1000.0)))
    np.testing.assert_allclose(_scales(manager), [1.0, 3.0e38 / math.sqrt(2), 64.0 * growth, 1.0], rtol=1e-6)
    assert float(scale.asnumpy()) == pytest.approx(3.0e38 / math.sqrt(2), rel=1e-6)
    for p, old in zip(net.trainable_params(), before):  # a group overflowed: no update at all
        np.testing.assert_array_equal(p.asnumpy(), old)
    assert train.overflow_status_list[0].asnumpy().tolist()[0] == 1
    assert train.overflow_status_list[1].asnumpy().tolist() == [0] * 8
    # the scale of the overflowing group keeps backing off until the group is finite again
    for _ in range(60):
        loss, count, scale = train(x, y)
        if int(count.asnumpy()) == 0:
            break
    assert int(count.asnumpy()) == 0 and float(scale.asnumpy()) < 3.0e38 / 2
    assert any(not np.array_equal(p.asnumpy(), old) for p, old in zip(net.trainable_params(), before))


def test_enhanced_amp_errors():
    AutoBoost("O1", {"boost": {"mode": "manual", "loss_scale_group": True}})
    manager, net = _two_groups(16.0)
    opt = nn.SGD(net.trainable_params(), learning_rate=0.1)
    update_cell = nn.DynamicLossScaleUpdateCell(16.0, 2, 10)
    with pytest.raises(TypeError, match="^The scale_sense must be enhanced amp Cell, bug got"):
        BoostTrainOneStepWithLossScaleCell(nn.WithLossCell(net, nn.MSELoss()), opt, scale_sense=update_cell)
    manager.loss_scale_groups = [net.fc_a.trainable_params()]
    with pytest.raises(ValueError, match="fc_b.weight"):
        BoostTrainOneStepWithLossScaleCell(nn.WithLossCell(net, nn.MSELoss()), opt, scale_sense=manager)


def test_enhanced_amp_keeps_the_input_dtype():
    manager, net, _ = _enhanced([4.0, 4.0])
    x16 = Tensor(np.ones([2, 4]), mstype.float16)
    assert net.enhanced_amp(x16, 0, 1).dtype == mstype.float16
    assert net.enhanced_amp(Tensor(np.ones([2, 4]), mstype.float32), 0, 1).dtype == mstype.float32
