"""Training scripts on a CUDA device: Model with loss scaling, the boost train cells, grouped loss scaling, datasets
and checkpoints give the numbers they give on the CPU (spec/goldens.md G1/G3/G7), with every tensor on the GPU."""
import numpy as np
import pytest
import torch

import mindspore_compat as ms
from mindspore_compat import Parameter, Tensor, nn, ops
from mindspore_compat import dataset as ds
from mindspore_compat.boost import AutoBoost, BoostTrainOneStepWithLossScaleCell, GroupLossScaleManager
from mindspore_compat.train import Callback, Model

pytestmark = pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a CUDA device")

G1_LOSS = [225.0, 104.03997802734375, 6.843461990356445, 25.46936798095703, 106.67205810546875, 138.68678283691406]
G1_W00 = [0.7000000476837158, 0.22600007057189941, -0.25291991233825684, -0.5830135345458984, -0.6735334396362305,
          -0.5194706916809082]


@pytest.fixture(autouse=True)
def on_gpu():
    AutoBoost._reset()
    ms.set_context(device_target="GPU")
    yield
    ms.set_context(device_target="CPU")
    AutoBoost._reset()


class Net(nn.Cell):
    def __init__(self):
        super(Net, self).__init__()
        self.weight = Parameter(Tensor(np.ones([16, 10]).astype(np.float32)), name='weight')
        self.matmul = ops.MatMul()

    def construct(self, x):
        return self.matmul(x, self.weight)


class Record(Callback):
    def __init__(self, net):
        super().__init__()
        self.net, self.loss, self.w00, self.scale, self.devices = net, [], [], [], set()

    def on_train_step_end(self, run_context):
        out = run_context.original_args().net_outputs
        self.devices.update(t.to_torch().device.type for t in out)
        self.loss.append(float(out[0].asnumpy()))
        self.scale.append(float(out[2].asnumpy().reshape(-1)[0]))
        self.w00.append(float(self.net.weight.asnumpy()[0, 0]))


def _seed_dataset(steps=6):
    n = 10 * steps
    return ds.NumpySlicesDataset({"x": np.ones([n, 16], np.float32), "y": np.ones([n, 10], np.float32)},
                                 shuffle=False).batch(10)


def test_dataset_rows_land_on_the_gpu():
    x, y = next(_seed_dataset().create_tuple_iterator())
    assert x.to_torch().is_cuda and y.to_torch().is_cuda and x.shape == (10, 16)


def test_model_dynamic_loss_scale_g7_on_gpu():
    net = Net()
    assert net.weight.to_torch().is_cuda
    opt = nn.Momentum(net.trainable_params(), learning_rate=0.1, momentum=0.9)
    manager = ms.DynamicLossScaleManager(2.0 ** 16, 2, 2)
    model = Model(net, nn.MSELoss(), opt, loss_scale_manager=manager)
    rec = Record(net)
    model.train(1, _seed_dataset(), callbacks=[rec])
    assert rec.devices == {"cuda"}
    assert rec.scale == [65536, 131072, 131072, 262144, 262144, 524288]
    assert manager.get_loss_scale() == 524288
    np.testing.assert_allclose(rec.loss, G1_LOSS, rtol=2e-6)
    np.testing.assert_allclose(rec.w00, G1_W00, rtol=0, atol=3e-7)


def test_boost_loss_scale_cell_g3_on_gpu():
    net = Net()
    opt = nn.Momentum(net.trainable_params(), learning_rate=0.1, momentum=0.9)
    manager = nn.DynamicLossScaleUpdateCell(loss_scale_value=2 ** 12, scale_factor=2, scale_window=1000)
    train = BoostTrainOneStepWithLossScaleCell(nn.WithLossCell(net, nn.MSELoss()), opt, scale_sense=manager)
    x, y = Tensor(np.ones([10, 16]), ms.float32), Tensor(np.ones([10]), ms.float32)
    for loss_value, weight in zip(G1_LOSS, G1_W00):
        loss, overflow, scale = train(x, y)
        assert loss.to_torch().is_cuda and not bool(overflow.asnumpy()) and float(scale.asnumpy()) == 4096.0
        assert float(loss.asnumpy()) == pytest.approx(loss_value, rel=2e-6)
        assert float(net.weight.asnumpy()[0, 0]) == pytest.approx(weight, abs=3e-7)


class _TwoGroups(nn.Cell):
    def __init__(self, manager):
        super(_TwoGroups, self).__init__()
        rng = np.random.RandomState(0)
        self.fc_a = nn.Dense(4, 4, weight_init=Tensor(rng.randn(4, 4).astype(np.float32)), bias_init='zeros')
        self.fc_b = nn.Dense(4, 3, weight_init=Tensor(rng.randn(3, 4).astype(np.float32)), bias_init='zeros')
        self.relu = nn.ReLU()
        self.enhanced_amp = manager

    def construct(self, x):
        x = self.relu(self.fc_a(self.enhanced_amp(x, 0, 1)))
        return self.enhanced_amp(self.fc_b(self.enhanced_amp(x, 1, 2)), 2, 3)


def _grouped_run(steps=4):
    manager = GroupLossScaleManager(4096.0, [])
    net = _TwoGroups(manager)
    manager.loss_scale_groups = [net.fc_a.trainable_params(), net.fc_b.trainable_params()]
    opt = nn.Momentum(net.trainable_params(), learning_rate=0.1, momentum=0.9)
    train = BoostTrainOneStepWithLossScaleCell(nn.WithLossCell(net, nn.MSELoss()), opt, scale_sense=manager)
    rng = np.random.RandomState(1)
    x, y = Tensor(rng.randn(5, 4).astype(np.float32)), Tensor(rng.randn(5, 3).astype(np.float32))
    losses = [float(train(x, y)[0].asnumpy()) for _ in range(steps)]
    return losses, [p.asnumpy() for p in net.trainable_params()], [float(s.asnumpy()) for s in manager.dynamic_loss_scale]


def test_grouped_loss_scaling_matches_cpu():
    gpu = _grouped_run()
    ms.set_context(device_target="CPU")
    cpu = _grouped_run()
    np.testing.assert_allclose(gpu[0], cpu[0], rtol=1e-5)
    for a, b in zip(gpu[1], cpu[1]):
        np.testing.assert_allclose(a, b, rtol=1e-5, atol=1e-6)
    np.testing.assert_allclose(gpu[2], cpu[2], rtol=1e-6)


def test_checkpoint_written_on_gpu_loads_on_cpu(tmp_path):
    net = Net()
    opt = nn.Momentum(net.trainable_params(), learning_rate=0.1, momentum=0.9)
    train = nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()), opt)
    train(Tensor(np.ones([10, 16]), ms.float32), Tensor(np.ones([10]), ms.float32))
    path = str(tmp_path / "gpu.ckpt")
    ms.save_checkpoint(train, path)
    ms.set_context(device_target="CPU")
    fresh = Net()
    fresh_opt = nn.Momentum(fresh.trainable_params(), learning_rate=0.1, momentum=0.9)
    fresh_train = nn.TrainOneStepCell(nn.WithLossCell(fresh, nn.MSELoss()), fresh_opt)
    not_loaded, _ = ms.load_param_into_net(fresh_train, ms.load_checkpoint(path))
    assert not_loaded == []
    assert not fresh.weight.to_torch().is_cuda
    np.testing.assert_array_equal(fresh.weight.asnumpy(), net.weight.asnumpy())
    np.testing.assert_array_equal(fresh_opt.moments[0].asnumpy(), opt.moments[0].asnumpy())


def test_boost_o1_model_trains_on_gpu():
    """Model + boost O1 (LessBN, gradient freezing) on a conv net with BatchNorm: the loss goes down on the GPU."""
    ms.set_seed(0)
    np.random.seed(0)

    class ConvNet(nn.Cell):
        def __init__(self):
            super(ConvNet, self).__init__()
            self.conv = nn.Conv2d(1, 8, 3, has_bias=False)
            self.bn = nn.BatchNorm2d(8)
            self.relu = nn.ReLU()
            self.flatten = nn.Flatten()
            self.fc = nn.Dense(8 * 8 * 8, 4)

        def construct(self, x):
            return self.fc(self.flatten(self.relu(self.bn(self.conv(x)))))

    rng = np.random.RandomState(0)
    labels = rng.randint(0, 4, 256).astype(np.int32)
    templates = rng.randn(4, 1, 8, 8).astype(np.float32)
    images = templates[labels] + 0.3 * rng.randn(256, 1, 8, 8).astype(np.float32)
    data = ds.NumpySlicesDataset({"x": images, "y": labels}, shuffle=False).batch(32)
    net = ConvNet()
    loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
    opt = nn.Momentum(net.trainable_params(), learning_rate=0.05, momentum=0.9)
    model = Model(net, loss, opt, metrics={"accuracy"}, boost_level="O1",
                  boost_config_dict={"grad_freeze": {"total_steps": 40}})
    assert type(model.train_network).__name__ == "BoostTrainOneStepCell"
    model.train(5, data)
    assert model.eval(data)["accuracy"] > 0.9
