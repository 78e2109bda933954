"""LessBN and CommonHeadLastFN: structure, names, flags and outputs recorded from MindSpore 2.10 (spec/goldens.md G3
and runs of the same scripts), and the BatchNorm-reduction pass: MindSpore's patterns remove the targeted BatchNorm
layers of residual / inverted-residual / dense blocks, the result equals the network with those layers replaced by
identities, and the network still trains."""
import numpy as np
import pytest

import mindspore_compat as ms
from mindspore_compat import Tensor, nn, ops
from mindspore_compat.boost import LessBN
from mindspore_compat.boost.less_batch_normalization import CommonHeadLastFN


class Net3(nn.Cell):
    def __init__(self):
        super(Net3, self).__init__()
        self.fc1 = nn.Dense(4, 3, weight_init='ones', bias_init='zeros')
        self.fc2 = nn.Dense(3, 2, weight_init=Tensor(np.arange(6).reshape(2, 3), ms.float32), bias_init='ones')

    def construct(self, x):
        return self.fc2(self.fc1(x))


def test_common_head_last_fn_values():
    fn = CommonHeadLastFN(3, 2, 'ones', has_bias=False)
    np.testing.assert_allclose(fn(Tensor([[1., 2., 3.]], ms.float32)).asnumpy(), [[0.92582005, 0.92582005]],
                               rtol=1e-6)  # 6 / sqrt(14) / sqrt(3)
    fn = CommonHeadLastFN(3, 2, weight_init=Tensor(np.arange(6).reshape(2, 3), ms.float32), bias_init='ones')
    out = fn(Tensor([[1., 2., 3.], [0., 0., 0.]], ms.float32)).asnumpy()
    np.testing.assert_allclose(out, [[1.9561828, 1.9827076], [1., 1.]], rtol=1e-6)  # zero row: eps clamp -> bias
    assert [(n, p.name) for n, p in fn.parameters_and_names()] == \
        [('weight', 'weight'), ('multiplier', 'multiplier'), ('bias', 'bias')]
    assert repr(fn) == "CommonHeadLastFN()"
    assert fn.multiplier.asnumpy().tolist() == [1.0]


def test_less_bn_fn_flag_structure_and_values():
    net = Net3()
    lb = LessBN(net, fn_flag=True)
    assert repr(lb) == ("LessBN(\n  (network): Net3(\n    (fc1): Dense(input_channels=4, output_channels=3, "
                        "has_bias=True)\n    (fc2): CommonHeadLastFN()\n  )\n)")
    assert [(n, p.name, p.shape) for n, p in lb.parameters_and_names()] == [
        ('network.fc1.weight', 'network.fc1.weight', (3, 4)), ('network.fc1.bias', 'network.fc1.bias', (3,)),
        ('network.fc2.weight', 'fc2.weight', (2, 3)), ('network.fc2.multiplier', 'fc2.multiplier', (1,))]
    assert net.get_flags() == {'less_bn': True, 'defer_inline': True}
    assert lb.get_flags() == {} and net.fc1.get_flags() == {'less_bn': True} and net.fc2.get_flags() == {}
    out = lb(Tensor(np.arange(8).reshape(2, 4), ms.float32)).asnumpy()
    np.testing.assert_allclose(out, [[0.77459675, 0.979796], [0.77459663, 0.97979593]], rtol=1e-6)
    np.testing.assert_array_equal(net.fc2.weight.asnumpy(), np.arange(6).reshape(2, 3))


def test_less_bn_without_fn_flag_and_no_second_flagging():
    dense = nn.Dense(3, 2)
    lb = LessBN(dense)
    assert repr(lb) == "LessBN(\n  (network): Dense(input_channels=3, output_channels=2, has_bias=True)\n)"
    assert [p.name for p in lb.trainable_params()] == ['network.weight', 'network.bias']
    assert dense.get_flags() == {'less_bn': True, 'defer_inline': True}
    seq = nn.SequentialCell([nn.Dense(3, 3), nn.Dense(3, 2)])
    seq.add_flags(less_bn=True)
    LessBN(seq, fn_flag=True)  # already flagged: nothing is converted
    assert type(seq[1]).__name__ == "Dense" and "defer_inline" not in seq.get_flags()


def test_fn_flag_replaces_the_last_dense_of_every_level_and_is_used():
    inner = nn.SequentialCell([nn.Dense(4, 4, weight_init='ones', bias_init='zeros'),
                               nn.Dense(4, 4, weight_init='ones', bias_init='zeros')])
    net = nn.SequentialCell([inner, nn.Dense(4, 3, weight_init='ones', bias_init='zeros'),
                             nn.Dense(3, 2, weight_init='ones', bias_init='zeros')])
    lb = LessBN(net, fn_flag=True)
    assert [type(c).__name__ for c in inner] == ["Dense", "CommonHeadLastFN"]
    assert [type(c).__name__ for c in net] == ["SequentialCell", "Dense", "CommonHeadLastFN"]
    assert [p.name for p in net[2].trainable_params()] == ["2.weight", "2.multiplier"]
    assert [p.name for p in inner[1].trainable_params()] == ["0.1.weight", "0.1.multiplier"]
    # the forward uses the new heads (MindSpore's SequentialCell keeps calling the old Dense)
    np.testing.assert_allclose(lb(Tensor(np.ones([1, 4]), ms.float32)).asnumpy(), [[1., 1.]], rtol=1e-6)


# ----- the BatchNorm-reduction pass -----------------------------------------------------------------------------
class Basic(nn.Cell):
    def __init__(self, cin, cout, stride=1, down=False):
        super(Basic, self).__init__()
        self.conv1 = nn.Conv2d(cin, cout, 3, stride=stride, has_bias=False)
        self.bn1 = nn.BatchNorm2d(cout)
        self.conv2 = nn.Conv2d(cout, cout, 3, has_bias=False)
        self.bn2 = nn.BatchNorm2d(cout)
        self.relu = nn.ReLU()
        self.down = down
        if down:
            self.down_sample = nn.SequentialCell([nn.Conv2d(cin, cout, 1, stride=stride, has_bias=False),
                                                  nn.BatchNorm2d(cout)])

    def construct(self, x):
        identity = x
        out = self.relu(self.bn1(self.conv1(x)))
        out = self.bn2(self.conv2(out))
        if self.down:
            identity = self.down_sample(x)
        return self.relu(out + identity)


class Bottleneck(nn.Cell):
    def __init__(self, cin, cout, stride=1, down=False):
        super(Bottleneck, self).__init__()
        mid = cout // 4
        self.conv1 = nn.Conv2d(cin, mid, 1, has_bias=False)
        self.bn1 = nn.BatchNorm2d(mid)
        self.conv2 = nn.Conv2d(mid, mid, 3, stride=stride, has_bias=False)
        self.bn2 = nn.BatchNorm2d(mid)
        self.conv3 = nn.Conv2d(mid, cout, 1, has_bias=False)
        self.bn3 = nn.BatchNorm2d(cout)
        self.relu = nn.ReLU()
        self.down = down
        if down:
            self.down_conv = nn.Conv2d(cin, cout, 1, stride=stride, has_bias=False)
            self.down_bn = nn.BatchNorm2d(cout)

    def construct(self, x):
        identity = x
        out = self.relu(self.bn1(self.conv1(x)))
        out = self.relu(self.bn2(self.conv2(out)))
        out = self.bn3(self.conv3(out))
        if self.down:
            identity = self.down_bn(self.down_conv(x))
        return self.relu(out + identity)


class ResNet(nn.Cell):
    """Stem conv-bn-relu-maxpool, three residual blocks, global average pooling, FC."""

    def __init__(self, kind="basic", num_classes=4):
        super(ResNet, self).__init__()
        self.conv = nn.Conv2d(3, 8, 3, has_bias=False)
        self.bn = nn.BatchNorm2d(8)
        self.relu = nn.ReLU()
        self.pool = nn.MaxPool2d(2, 2)
        if kind == "basic":
            self.layer1, self.layer2, self.layer3 = Basic(8, 8), Basic(8, 16, 2, True), Basic(16, 16)
            width = 16
        else:
            self.layer1, self.layer2, self.layer3 = Bottleneck(8, 16, 1, True), Bottleneck(16, 16), \
                Bottleneck(16, 32, 2, True)
            width = 32
        self.mean = ops.ReduceMean(keep_dims=False)
        self.fc = nn.Dense(width, num_classes)

    def construct(self, x):
        x = self.pool(self.relu(self.bn(self.conv(x))))
        x = self.layer3(self.layer2(self.layer1(x)))
        return self.fc(self.mean(x, (2, 3)))


REMOVED = {
    # pattern "first basic block" (identity shortcut from the pooling), "basic block with a downsampling
    # shortcut", "basic block with an identity shortcut": the first BN of each block and the shortcut's BN
    "basic": ['layer1.bn1', 'layer2.bn1', 'layer2.down_sample.1', 'layer3.bn1'],
    # "first bottleneck", "bottleneck with an identity shortcut", "bottleneck with a downsampling shortcut":
    # the first two BNs of each block and the shortcut's BN
    "bottleneck": ['layer1.bn1', 'layer1.bn2', 'layer1.down_bn', 'layer2.bn1', 'layer2.bn2', 'layer3.bn1',
                   'layer3.bn2', 'layer3.down_bn'],
}


def _x(n=4, seed=0):
    return Tensor(np.random.RandomState(seed).randn(n, 3, 16, 16).astype(np.float32))


def _copy_params(src, dst):
    for p, q in zip(src.get_parameters(), dst.get_parameters()):
        q.set_data(Tensor(p.asnumpy()))


def _bn_cells(net):
    return {name: cell for name, cell in net.cells_and_names() if type(cell).__name__ == "BatchNorm2d"}


@pytest.mark.parametrize("kind", ["basic", "bottleneck"])
def test_less_bn_removes_the_targeted_batch_norms(kind):
    net = ResNet(kind).set_train()
    ref = ResNet(kind).set_train()
    _copy_params(net, ref)
    lb = LessBN(net)
    x = _x()
    out = lb(x)
    assert lb._removed_batch_norms == REMOVED[kind]
    bns = _bn_cells(net)
    for name, cell in bns.items():
        assert cell.__dict__.get("_less_bn_removed", False) == (name in REMOVED[kind]), name
    # reference: the same network with the removed BatchNorms replaced by identities
    for name in REMOVED[kind]:
        parent_name, _, child = name.rpartition(".")
        parent = dict(ref.cells_and_names())[parent_name]
        parent.insert_child_to_cell(child, nn.Identity())
    np.testing.assert_allclose(out.asnumpy(), ref(x).asnumpy(), rtol=1e-5, atol=1e-6)
    # the traced first call did not update the statistics twice
    ref_bns = _bn_cells(ref)
    for name, cell in bns.items():
        if name not in REMOVED[kind]:
            np.testing.assert_allclose(cell.moving_mean.asnumpy(), ref_bns[name].moving_mean.asnumpy(),
                                       rtol=1e-6, atol=1e-7)
    # the removed layers keep their Parameters (names unchanged), as MindSpore's checkpoints do
    assert f"network.{REMOVED[kind][0]}.gamma" in [p.name for p in lb.get_parameters()]
    np.testing.assert_allclose(lb(x).asnumpy(), ref(x).asnumpy(), rtol=1e-5, atol=1e-6)


def test_less_bn_keeps_batch_norms_outside_the_patterns():
    net = nn.SequentialCell([nn.Conv2d(3, 4, 3, has_bias=False), nn.BatchNorm2d(4), nn.ReLU(),
                             nn.Conv2d(4, 4, 3, has_bias=False), nn.BatchNorm2d(4), nn.ReLU()]).set_train()
    lb = LessBN(net)
    lb(_x())
    assert lb._removed_batch_norms == []


def test_less_bn_inverted_residual_tail_and_dense_block():
    class Tail(nn.Cell):  # MobileNetV2's last conv-bn-relu6 before the global average pooling
        def __init__(self):
            super(Tail, self).__init__()
            self.conv = nn.Conv2d(3, 8, 1, has_bias=False)
            self.bn = nn.BatchNorm2d(8)
            self.act = nn.ReLU6()
            self.mean = ops.ReduceMean(keep_dims=False)
            self.fc = nn.Dense(8, 2)

        def construct(self, x):
            return self.fc(self.mean(self.act(self.bn(self.conv(x))), (2, 3)))

    class DenseLayer(nn.Cell):  # DenseNet: concat -> bn -> relu -> conv -> bn -> relu -> conv
        def __init__(self):
            super(DenseLayer, self).__init__()
            self.conv0 = nn.Conv2d(3, 4, 3, has_bias=False)
            self.bn1 = nn.BatchNorm2d(8)
            self.relu = nn.ReLU()
            self.conv1 = nn.Conv2d(8, 4, 1, has_bias=False)
            self.bn2 = nn.BatchNorm2d(4)
            self.conv2 = nn.Conv2d(4, 4, 3, has_bias=False)
            self.cat = ops.Concat(1)

        def construct(self, x):
            x = self.conv0(x)
            y = self.conv1(self.relu(self.bn1(self.cat((x, x * 2)))))
            y = self.conv2(self.relu(self.bn2(y)))
            return self.cat((x, y))

    for cls, removed in ((Tail, ['bn']), (DenseLayer, ['bn1'])):
        lb = LessBN(cls().set_train())
        lb(_x(2))
        assert lb._removed_batch_norms == removed


def test_less_bn_network_still_trains():
    ms.set_seed(0)
    np.random.seed(0)
    net = ResNet("basic")
    lb = LessBN(net)
    loss_net = nn.WithLossCell(lb, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"))
    opt = nn.Momentum(lb.trainable_params(), learning_rate=0.05, momentum=0.9)
    train = nn.TrainOneStepCell(loss_net, opt).set_train()
    rng = np.random.RandomState(1)
    labels = rng.randint(0, 4, size=16).astype(np.int32)
    images = rng.randn(16, 3, 16, 16).astype(np.float32) * 0.5
    images[:, 0] += labels[:, None, None]  # the class shifts the first channel: learnable
    x, y = Tensor(images), Tensor(labels)
    losses = [float(train(x, y).asnumpy()) for _ in range(30)]
    assert lb._removed_batch_norms == REMOVED["basic"]
    assert losses[-1] < 0.5 * losses[0], losses
    assert np.isfinite(losses).all()
