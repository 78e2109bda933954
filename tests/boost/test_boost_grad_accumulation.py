"""Gradient accumulation: GradientAccumulation against spec/goldens.md G9 (MindSpore 2.10), and the algorithm's
effect: N micro-batches accumulated = one step on the whole batch (standalone cell and BoostTrainOneStepCell with
AutoBoost's grad_accumulation)."""
import numpy as np
import pytest

from mindspore_compat import Tensor, nn, ops
from mindspore_compat.boost import AutoBoost, BoostTrainOneStepCell, GradientAccumulation
from mindspore_compat.boost.grad_accumulation import gradient_accumulation_op, gradient_clear_op

from _boost_nets import SeedNet, seed_data, w00


def test_g9_seed_net():
    net = SeedNet()
    loss_net = nn.WithLossCell(net, nn.MSELoss())
    opt = nn.Momentum(net.trainable_params(), learning_rate=0.1, momentum=0.9)
    acc = GradientAccumulation(2, opt)
    assert [p.name for p in acc.get_parameters()] == [
        'optimizer.weight', 'grad_accumulation.optimizer.weight', 'accumulation_step', 'optimizer.global_step',
        'optimizer.learning_rate', 'optimizer.momentum', 'optimizer.moments.weight']
    grad = ops.GradOperation(get_by_list=True)
    x, y = seed_data()
    expected = [(225.0, 1, 1.4999998807907104, 1.0), (225.0, 0, 0.0, 0.7000000476837158),
                (104.03997802734375, 1, 1.0199998617172241, 0.7000000476837158),
                (104.03997802734375, 0, 0.0, 0.22600007057189941)]
    for loss_value, step, acc00, weight in expected:
        loss = loss_net(x, y)
        out = acc(loss, grad(loss_net, opt.parameters)(x, y))
        assert out is loss and float(out.asnumpy()) == pytest.approx(loss_value, rel=1e-6)
        assert int(acc._accumulation_step.asnumpy()) == step
        assert float(acc._grad_accumulation[0].asnumpy()[0, 0]) == pytest.approx(acc00, abs=2e-7)
        assert w00(net) == pytest.approx(weight, abs=2e-7)


def _data(n=8, seed=0):
    rng = np.random.RandomState(seed)
    return rng.randn(n, 6).astype(np.float32), rng.randn(n, 3).astype(np.float32)


def _dense(seed=1):
    rng = np.random.RandomState(seed)
    return nn.Dense(6, 3, weight_init=Tensor(rng.randn(3, 6).astype(np.float32)),
                    bias_init=Tensor(rng.randn(3).astype(np.float32)))


@pytest.mark.parametrize("micro", [2, 4])
def test_n_micro_batches_equal_one_big_step(micro):
    x, y = _data()
    # reference: one step on the whole batch
    ref = _dense()
    ref_opt = nn.Momentum(ref.trainable_params(), learning_rate=0.1, momentum=0.9)
    nn.TrainOneStepCell(nn.WithLossCell(ref, nn.MSELoss()), ref_opt)(Tensor(x), Tensor(y))
    # accumulated: `micro` equal micro-batches
    net = _dense()
    loss_net = nn.WithLossCell(net, nn.MSELoss())
    opt = nn.Momentum(net.trainable_params(), learning_rate=0.1, momentum=0.9)
    acc = GradientAccumulation(micro, opt)
    grad_fn = ops.value_and_grad(loss_net, None, opt.parameters)
    size = len(x) // micro
    w0 = net.weight.asnumpy().copy()
    for i in range(micro):
        loss, grads = grad_fn(Tensor(x[i * size:(i + 1) * size]), Tensor(y[i * size:(i + 1) * size]))
        acc(loss, grads)
        if i < micro - 1:
            np.testing.assert_array_equal(net.weight.asnumpy(), w0)
    np.testing.assert_allclose(net.weight.asnumpy(), ref.weight.asnumpy(), rtol=1e-6, atol=1e-6)
    np.testing.assert_allclose(net.bias.asnumpy(), ref.bias.asnumpy(), rtol=1e-6, atol=1e-6)
    assert not np.allclose(net.weight.asnumpy(), w0)
    assert opt.global_step.asnumpy().tolist() == [1]


def test_boost_train_cell_accumulates_via_auto_boost():
    AutoBoost("O0", {"boost": {"mode": "manual", "grad_accumulation": True},
                     "grad_accumulation": {"grad_accumulation_step": 4}})
    x, y = _data()
    ref = _dense()
    ref_train = nn.TrainOneStepCell(nn.WithLossCell(ref, nn.MSELoss()),
                                    nn.SGD(ref.trainable_params(), learning_rate=0.5))
    net = _dense()
    opt = nn.SGD(net.trainable_params(), learning_rate=0.5)
    train = BoostTrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()), opt)
    assert train.use_grad_accumulation and train.max_accumulation_step == 4
    assert [p.name for p in train.grad_accumulation] == ["grad_accumulation.weight", "grad_accumulation.bias"]
    for epoch in range(2):
        ref_train(Tensor(x), Tensor(y))
        for i in range(4):
            loss = train(Tensor(x[2 * i:2 * i + 2]), Tensor(y[2 * i:2 * i + 2]))
            assert loss.shape == ()
            assert int(train.accumulation_step.asnumpy()) == (i + 1) % 4
        np.testing.assert_allclose(net.weight.asnumpy(), ref.weight.asnumpy(), rtol=1e-5, atol=1e-6)
        np.testing.assert_array_equal(train.grad_accumulation[0].asnumpy(), np.zeros((3, 6), np.float32))


def test_accumulation_step_one_disables():
    AutoBoost("O0", {"boost": {"mode": "manual", "grad_accumulation": True}})
    net = SeedNet()
    train = BoostTrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()), nn.SGD(net.trainable_params(), 0.1))
    assert not train.use_grad_accumulation and train.max_accumulation_step == 1


def test_module_ops():
    from mindspore_compat import Parameter
    acc = Parameter(Tensor(np.zeros(2, np.float32)), name="acc")
    assert gradient_accumulation_op(4, acc, Tensor(np.array([4.0, 8.0], np.float32))) is acc
    assert acc.asnumpy().tolist() == [1.0, 2.0]
    assert gradient_clear_op(acc) is acc and acc.asnumpy().tolist() == [0.0, 0.0]
