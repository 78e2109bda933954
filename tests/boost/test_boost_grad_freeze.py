"""Gradient freezing (GradientFreeze, FreezeOpt, freeze_cell, BoostTrainOneStepCell's freeze path): the schedules
of spec/goldens.md G3 (MindSpore 2.10, numpy seeded with 0), the training values recorded from MindSpore 2.10 and
the algorithm's effect: the Parameters outside the group of a step stay bit-identical."""
import numpy as np
import pytest

from mindspore_compat import Parameter, Tensor, nn, ops
from mindspore_compat.boost import BoostTrainOneStepCell, FreezeOpt, GradientFreeze, freeze_cell
from mindspore_compat.common import dtype as mstype

from _boost_nets import LeNet5, SeedNet, seed_data, w00


def _gf():
    return GradientFreeze(10, 1, 0.5, 2000)


@pytest.mark.parametrize("args, expected", [
    ((4, 0, 0.5, 10), [0, 0, 0, 1, 2, 3, 0, 0, 0, 1, 2, 3]),
    ((4, 0, 0.7, 10), [0, 0, 0, 0, 0, 0, 1, 2, 3, 0, 0, 0, 0, 0, 0, 1, 2, 3]),
    ((1, 1, 0.5, 5), [0, 0, 0, 0, 0]),
])
def test_freeze_index_sequence_goldens(args, expected):
    assert _gf().generate_freeze_index_sequence(*args) == expected


def test_interval_sequence_golden_after_seed():
    np.random.seed(0)
    assert _gf().generate_freeze_index_sequence(4, 1, 0.5, 20) == \
        [0, 1, 0, 1, 0, 1, 0, 1, 0, 2, 0, 1, 0, 2, 0, 1, 0, 1, 0, 2]


def test_interval_sequence_consumes_one_draw_per_frozen_step():
    """MindSpore draws each frozen step with its own np.random.choice call (one uniform each): the global generator
    is left where that leaves it."""
    np.random.seed(0)
    sequence = _gf().generate_freeze_index_sequence(4, 1, 0.5, 20)
    after = np.random.random()
    np.random.seed(0)
    np.random.random_sample(sum(1 for index in sequence if index))
    assert after == np.random.random()


def test_unsupported_strategy():
    with pytest.raises(ValueError) as err:
        _gf().generate_freeze_index_sequence(4, 2, 0.5, 10)
    assert str(err.value) == "Unsupported freezing training strategy '2'"


def test_freeze_generate_lenet_golden():
    np.random.seed(0)
    net = LeNet5()
    opt = nn.Momentum(net.trainable_params(), learning_rate=0.1, momentum=0.9)
    network, freeze_opt = GradientFreeze(10, 1, 0.5, 2000).freeze_generate(net, opt)
    assert network is net and isinstance(freeze_opt, FreezeOpt)
    assert freeze_opt.groups_num == 10 and len(freeze_opt.opts) == 10
    strategy = freeze_opt.train_strategy.asnumpy().tolist()
    assert len(strategy) == 2020
    assert strategy[:30] == [0, 1, 0, 4, 0, 2, 0, 3, 0, 3, 0, 1, 0, 7, 0, 7, 0, 9, 0, 1, 0, 2, 0, 1, 0, 1, 0, 2, 0, 4]
    names = [p.name for p in net.trainable_params()]
    assert names == ['single_opt.conv1.weight', 'single_opt.conv2.weight', 'single_opt.fc1.weight',
                     'single_opt.fc1.bias', 'single_opt.fc2.weight', 'single_opt.fc2.bias',
                     'single_opt.fc3.weight', 'single_opt.fc3.bias']
    for o in freeze_opt.opts:  # fewer chunks than groups: every group holds all 8 Parameters
        assert [p.name for p in o.parameters] == names
    assert [p.name for p in freeze_opt.opts[3].get_parameters() if "moments" in p.name][:1] == \
        ["boost_3moments.single_opt.conv1.weight"]


def test_split_parameters_groups_nested_chunks():
    net = nn.SequentialCell([nn.Dense(2, 2, has_bias=(i in (1, 4))) for i in range(8)])
    groups = _gf().split_parameters_groups(net, 3)
    # chunks: [0.w, 1.w, 1.b], [2.w, 3.w, 4.w, 4.b], [5.w, 6.w, 7.w]; stride 1
    assert [[p.name for p in g] for g in groups] == [
        ['0.weight', '1.weight', '1.bias', '2.weight', '3.weight', '4.weight', '4.bias', '5.weight', '6.weight',
         '7.weight'],
        ['2.weight', '3.weight', '4.weight', '4.bias', '5.weight', '6.weight', '7.weight'],
        ['5.weight', '6.weight', '7.weight']]


def test_freeze_opt_defaults_and_names():
    net = SeedNet()
    opt = nn.Momentum(net.trainable_params(), learning_rate=0.1, momentum=0.9)
    freeze_opt = FreezeOpt(opt)
    assert freeze_opt.groups_num == 1 and freeze_opt.train_strategy is None
    assert [(n, p.name) for n, p in freeze_opt.parameters_and_names()] == [
        ('single_opt.weight', 'single_opt.weight'), ('single_opt.global_step', 'single_opt.global_step'),
        ('single_opt.learning_rate', 'single_opt.learning_rate'), ('single_opt.momentum', 'single_opt.momentum'),
        ('single_opt.moments.weight', 'single_opt.moments.weight')]
    assert net.weight.name == "single_opt.weight"  # MindSpore renames the network's weight too (quirk 5)
    assert sorted(p.name for p in freeze_opt.opts[0].get_parameters()) == [
        'boost_0global_step', 'boost_0learning_rate', 'boost_0moments.single_opt.weight', 'boost_0momentum',
        'single_opt.weight']
    assert freeze_opt.parameters[0] is net.weight


def test_freeze_opt_errors():
    net = SeedNet()
    opt = nn.Momentum(net.trainable_params(), learning_rate=0.1, momentum=0.9)
    with pytest.raises(TypeError) as err:
        FreezeOpt("opt")
    assert str(err.value) == "The first arg 'opt' must be an Optimizer instance, but got <class 'str'>"
    with pytest.raises(ValueError, match="When the 'train_strategy' is specified"):
        FreezeOpt(opt, None, [0])
    with pytest.raises(TypeError, match="^The specified 'train_parameter_groups' should be tuple or list$"):
        FreezeOpt(opt, "x", [0])
    with pytest.raises(TypeError, match="each element of 'train_parameter_groups' should be tuple or list"):
        FreezeOpt(opt, [net.weight], [0])
    with pytest.raises(ValueError, match="^The element in train_strategy should be int number$"):
        FreezeOpt(opt, [[net.weight]], [0.5])
    with pytest.raises(ValueError, match="dimension should be 1 and the dtype should be int32"):
        FreezeOpt(opt, [[net.weight]], Tensor([0], mstype.int64))
    with pytest.raises(TypeError, match="should be None, tuple, list or Tensor"):
        FreezeOpt(opt, [[net.weight]], 3)
    ok = FreezeOpt(opt, [[net.weight]], Tensor(np.array([0, 0], np.int32)))
    assert ok.train_strategy.asnumpy().tolist() == [0, 0]


def test_freeze_opt_distributes_dynamic_lr_by_strategy():
    net = SeedNet()
    opt = nn.SGD(net.trainable_params(), learning_rate=[0.1, 0.2, 0.3, 0.4])
    freeze_opt = FreezeOpt(opt, [[net.weight], [net.weight]], [0, 1, 1, 0])
    lrs = [o.learning_rate.learning_rate.asnumpy().tolist() for o in freeze_opt.opts]
    np.testing.assert_allclose(lrs[0], [0.1, 0.4], rtol=1e-6)
    np.testing.assert_allclose(lrs[1], [0.2, 0.3], rtol=1e-6)


def test_seed_freeze_cell():
    net = SeedNet()
    optimizer = FreezeOpt(nn.Momentum(net.trainable_params(), learning_rate=0.1, momentum=0.9))
    grad = ops.GradOperation(get_by_list=True, sens_param=True)
    freeze_nets = freeze_cell(False, nn.WithLossCell(net, nn.MSELoss()), optimizer, 1.0, grad, False, None, None, 1)
    assert isinstance(freeze_nets, tuple) and len(freeze_nets) == 1
    assert type(freeze_nets[0]).__name__ == "_TrainFreezeCell"
    x, y = seed_data()
    assert float(freeze_nets[0](x, y).asnumpy()) == 225.0
    assert w00(net) == pytest.approx(0.70000005, abs=1e-7)


def test_freeze_cell_with_grad_accumulation_works():
    """MindSpore 2.10 raises AttributeError here (the cell refers to a missing attribute); it is fixed."""
    net = SeedNet()
    optimizer = FreezeOpt(nn.Momentum(net.trainable_params(), learning_rate=0.1, momentum=0.9))
    grad = ops.GradOperation(get_by_list=True, sens_param=True)
    cell = freeze_cell(False, nn.WithLossCell(net, nn.MSELoss()), optimizer, 1.0, grad, True, None, None, 2)[0]
    x, y = seed_data()
    cell(x, y)
    assert w00(net) == 1.0
    cell(x, y)
    assert w00(net) == pytest.approx(0.7, abs=1e-6)


def test_boost_train_one_step_cell_freeze_values():
    """Values recorded from MindSpore 2.10 (PyNative): strategy [0, 0, 1, 2], one Momentum per group (all groups
    hold the single weight). MindSpore fails with a TypeError on the 5th call (wrap-around); here it cycles."""
    net = SeedNet()
    opt = nn.Momentum(net.trainable_params(), learning_rate=0.1, momentum=0.9)
    network, freeze_opt = GradientFreeze(3, 0, 0.5, 4).freeze_generate(nn.WithLossCell(net, nn.MSELoss()), opt)
    assert freeze_opt.train_strategy.asnumpy().tolist() == [0, 0, 1, 2]
    train = BoostTrainOneStepCell(network, freeze_opt, sens=1.0)
    assert [n for n, _ in train.parameters_and_names()][:4] == \
        ['single_opt.weight', 'accumulation_step', 'step', 'sync_tensor']
    x, y = seed_data()
    expected = [(225.0, 0.70000005), (104.03998, 0.22600007), (6.843462, 0.17368004)]
    for loss_value, weight in expected:
        assert float(train(x, y).asnumpy()) == pytest.approx(loss_value, rel=1e-6)
        assert w00(net) == pytest.approx(weight, abs=2e-7)
    assert int(train.step.asnumpy()) == 3
    train(x, y)  # strategy[3] = 2, then the counter wraps
    assert int(train.step.asnumpy()) == 0
    before = w00(net)
    train(x, y)  # group 0 again, with its own momentum
    assert w00(net) != before and int(train.step.asnumpy()) == 1


class EightWeights(nn.Cell):
    """8 weight Parameters (no bias) in a chain: 3 chunks [w0-w2], [w3-w5], [w6-w7]."""

    def __init__(self):
        super(EightWeights, self).__init__()
        rng = np.random.RandomState(1)
        for i in range(8):
            setattr(self, f"w{i}", Parameter(Tensor(rng.randn(4, 4).astype(np.float32) * 0.1 + np.eye(4,
                                                    dtype=np.float32)), name=f"w{i}"))

    def construct(self, x):
        for i in range(8):
            x = ops.matmul(x, getattr(self, f"w{i}"))
        return x


@pytest.mark.parametrize("freeze_type", [0, 1])
def test_frozen_parameters_stay_bit_identical(freeze_type):
    np.random.seed(0)
    net = EightWeights()
    opt = nn.Momentum(net.trainable_params(), learning_rate=0.01, momentum=0.9)
    freeze = GradientFreeze(3, freeze_type, 0.5, 12)
    np.random.seed(3)
    expected_schedule = freeze.generate_freeze_index_sequence(3, freeze_type, 0.5, 12)
    np.random.seed(3)
    network, freeze_opt = freeze.freeze_generate(nn.WithLossCell(net, nn.MSELoss()), opt)
    schedule = freeze_opt.train_strategy.asnumpy().tolist()
    assert schedule == expected_schedule
    assert set(schedule) == {0, 1, 2}
    group_names = [[p.name for p in o.parameters] for o in freeze_opt.opts]
    assert group_names[1] == [f"single_opt.w{i}" for i in range(3, 8)]
    assert group_names[2] == [f"single_opt.w{i}" for i in range(6, 8)]
    train = BoostTrainOneStepCell(network, freeze_opt)
    rng = np.random.RandomState(2)
    x = Tensor(rng.randn(8, 4).astype(np.float32))
    y = Tensor(rng.randn(8, 4).astype(np.float32))
    params = net.trainable_params()
    for step, group in enumerate(schedule):
        before = [p.asnumpy().copy() for p in params]
        loss = train(x, y)
        assert loss is not None
        trained = set(group_names[group])
        for p, old in zip(params, before):
            if p.name in trained:
                assert not np.array_equal(p.asnumpy(), old), (step, p.name)
            else:
                assert np.array_equal(p.asnumpy(), old), (step, p.name)
        assert int(train.step.asnumpy()) == (step + 1) % len(schedule)
