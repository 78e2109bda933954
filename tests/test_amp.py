"""mindspore.amp: build_train_network (goldens G7 without Model), auto/custom mixed precision, functional loss
scalers (G6, G8), all_finite."""
import logging
import math

import numpy as np
import pytest

import mindspore_compat as ms
from mindspore_compat import Tensor, Parameter, nn, ops, amp
from mindspore_compat.common import dtype as mstype

G1_LOSS = [225.0, 104.03997802734375, 6.843461990356445, 25.46936798095703, 106.67205810546875, 138.68678283691406]
G1_W00 = [0.7000000476837158, 0.22600007057189941, -0.25291991233825684, -0.5830135345458984, -0.6735334396362305,
          -0.5194706916809082]
O1_LOSS = [225.0, 104.10376, 6.839451, 25.510391, 106.670166, 138.79785]
O1_W00 = [0.699999988079071, 0.22589844465255737, -0.2530878782272339, -0.5831990242004395, -0.6736583709716797,
          -0.5195249319076538]


class Net(nn.Cell):
    def __init__(self, dtype=np.float32):
        super(Net, self).__init__()
        self.weight = Parameter(Tensor(np.ones([16, 10]).astype(dtype)), name='weight')
        self.matmul = ops.MatMul()

    def construct(self, x):
        return self.matmul(x, self.weight)


class Small(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc = nn.Dense(4, 3)
        self.bn = nn.BatchNorm1d(3)
        self.relu = nn.ReLU()

    def construct(self, x):
        return self.relu(self.bn(self.fc(x)))


def _data(x_value=1.0):
    return Tensor((x_value * np.ones([10, 16])).astype(np.float32)), Tensor(np.ones([10, 10]).astype(np.float32))


def close(a, b, rel=2e-7):
    if math.isinf(b):
        return a == b
    return abs(a - b) <= rel * max(abs(b), 1e-30)


def _build(level="O0", opt_kwargs=None, **kwargs):
    net = Net()
    opt = nn.Momentum(net.trainable_params(), learning_rate=0.1, momentum=0.9, **(opt_kwargs or {}))
    train = amp.build_train_network(net, opt, nn.MSELoss(), level=level, **kwargs)
    return net, opt, train


def _w00(net):
    return float(net.weight.asnumpy()[0, 0])


# ----- build_train_network (G7 rows, driven as Model's non-sink loop drives them) -----------------------------------
def test_o0_no_manager_is_train_one_step_cell_g1():
    net, _, train = _build()
    assert type(train) is nn.TrainOneStepCell and train.sense_flag is False and train.training is True
    assert type(train.network) is nn.WithLossCell
    x, y = _data()
    for loss, w00 in zip(G1_LOSS, G1_W00):
        assert close(train(x, y).asnumpy().item(), loss, 1e-6) and close(_w00(net), w00)


def test_dynamic_manager_g7_host_and_device_scales_agree():
    manager = amp.DynamicLossScaleManager(2.0**16, 2, 2)
    net, _, train = _build(loss_scale_manager=manager)
    assert type(train) is nn.TrainOneStepWithLossScaleCell
    assert isinstance(train.loss_scaling_manager, nn.DynamicLossScaleUpdateCell)
    x, y = _data()
    scales = []
    for loss, w00 in zip(G1_LOSS, G1_W00):
        out = train(x, y)
        manager.update_loss_scale(np.all(out[1].asnumpy()))  # what Model's non-sink loop does
        assert close(out[0].asnumpy().item(), loss, 1e-6) and close(_w00(net), w00)
        assert out[2].asnumpy().item() == manager.get_loss_scale()
        scales.append(manager.get_loss_scale())
    assert scales == [65536, 131072, 131072, 262144, 262144, 524288]


def test_dynamic_manager_inf_loss_g5c_host_int_one():
    manager = amp.DynamicLossScaleManager(4, 2, 2)
    net, _, train = _build(loss_scale_manager=manager)
    x, y = _data(1e19)
    host = []
    for _ in range(6):
        out = train(x, y)
        manager.update_loss_scale(np.all(out[1].asnumpy()))
        host.append(manager.get_loss_scale())
    assert host == [2.0, 1.0, 1.0, 1, 1, 1] and type(host[3]) is int
    assert close(_w00(net), -3.200000130939132e+37)


def test_fixed_manager_drop_true_g1_scale_128():
    net, _, train = _build(loss_scale_manager=amp.FixedLossScaleManager(128.0))
    assert isinstance(train.loss_scaling_manager, nn.FixedLossScaleUpdateCell)
    x, y = _data()
    for loss, w00 in zip(G1_LOSS, G1_W00):
        out = train(x, y)
        assert close(out[0].asnumpy().item(), loss, 1e-6) and close(_w00(net), w00)
        assert out[2].asnumpy().item() == 128.0


def test_fixed_manager_drop_false_diverges_without_optimizer_loss_scale():
    net, _, train = _build(loss_scale_manager=amp.FixedLossScaleManager(128.0, False))
    assert type(train) is nn.TrainOneStepCell and train.sens == 128.0 and train.sense_flag is True
    x, y = _data()
    losses = [225.0, 359280.38, 5.475162e+08, 8.343508e+11, 1.271453e+15, 1.9375466e+18]
    w00s = [-37.39999771118164, 1462.5040283203125, -57089.19140625, 2228590.0, -86997352.0, 3396111360.0]
    for loss, w00 in zip(losses, w00s):
        assert close(train(x, y).asnumpy().item(), loss, 1e-5)
        assert close(_w00(net), w00, 1e-5)


def test_fixed_manager_drop_false_with_optimizer_loss_scale_is_g1():
    net, _, train = _build(opt_kwargs={"loss_scale": 128.0},
                           loss_scale_manager=amp.FixedLossScaleManager(128.0, False))
    x, y = _data()
    for loss, w00 in zip(G1_LOSS, G1_W00):
        assert close(train(x, y).asnumpy().item(), loss, 1e-6) and close(_w00(net), w00)


def test_o1_white_list_casting_g7():
    net, _, train = _build("O1")
    assert type(train) is nn.TrainOneStepCell
    backbone = train.network._backbone
    assert type(backbone).__name__ == "NetOpt" and backbone is not net
    assert backbone.weight is net.weight  # shares the Parameters
    assert backbone._amp_level == "O1"
    x, y = _data()
    for loss, w00 in zip(O1_LOSS, O1_W00):
        assert close(train(x, y).asnumpy().item(), loss, 2e-6) and close(_w00(net), w00)


def test_o3_equals_o1_g7():
    net, _, train = _build("O3")
    assert type(train.network).__name__ == "WithLossCell" and type(train.network) is not nn.WithLossCell
    x, y = _data()
    for loss, w00 in zip(O1_LOSS, O1_W00):
        assert close(train(x, y).asnumpy().item(), loss, 2e-6) and close(_w00(net), w00)


def test_o2_shared_manager_overflows_ten_steps_then_trains_g7():
    net, _, train = _build("O2")
    assert type(train) is nn.TrainOneStepWithLossScaleCell
    shared = amp._config_level["O2"]["loss_scale_manager"]
    assert isinstance(shared, amp.DynamicLossScaleManager) and shared.get_loss_scale() == 2**24
    net2, _, _ = _build("O2")
    assert amp._config_level["O2"]["loss_scale_manager"] is shared
    x, y = _data()
    scales = []
    for _ in range(10):
        out = train(x, y)
        assert out[1].asnumpy().item() is True and out[0].asnumpy().item() == 225.0
        scales.append(out[2].asnumpy().item())
    assert scales == [2.0**k for k in range(23, 13, -1)] and _w00(net) == 1.0
    out = train(x, y)
    assert out[1].asnumpy().item() is False and close(_w00(net), 0.699999988079071)
    for loss, w00 in zip(O1_LOSS[1:4], O1_W00[1:4]):
        assert close(train(x, y)[0].asnumpy().item(), loss, 2e-6) and close(_w00(net), w00)
    assert shared.get_loss_scale() == 2**24  # the host copy is not updated without Model


def test_o2_keeps_batchnorm_fp32():
    net = Small()
    opt = nn.Momentum(net.trainable_params(), learning_rate=0.1, momentum=0.9)
    train = amp.build_train_network(net, opt, nn.MSELoss(), level="O2")
    assert type(net.bn).__name__ == "_OutputTo16" and net.bn._backbone.get_flags()["fp32"] is True
    assert [p.name for p in net.trainable_params()][:2] == ["fc.weight", "fc.bias"]
    x = Tensor(np.random.RandomState(0).randn(4, 4).astype(np.float32))
    assert net(x).dtype == ms.float16
    out = train(x, Tensor(np.zeros([4, 3]), mstype.float32))
    assert out[0].dtype == ms.float32


def test_build_train_network_validation():
    net = Net()
    opt = nn.Momentum(net.trainable_params(), learning_rate=0.1, momentum=0.9)
    with pytest.raises(TypeError, match=r"^The type of 'optimizer' should be one of '\['Optimizer', 'FreezeOpt', "
                                        r"'AdaSumByGradWrapCell', 'AdaSumByDeltaWeightWrapCell'\]', but got type "
                                        r"'str'\.$"):
        amp.build_train_network(net, "opt")
    with pytest.raises(TypeError):
        amp.build_train_network(net, opt, level=2)
    with pytest.raises(ValueError, match=r"^The 'level' should be in : \['O0', 'O1', 'O2', 'O3', 'auto'\], but got "
                                         r"O5\.$"):
        amp.build_train_network(net, opt, level="O5")
    with pytest.raises(ValueError, match="boost_level"):
        amp.build_train_network(net, opt, boost_level="O3")
    with pytest.raises(ValueError, match=r"^Unsupported arg 'foo'$"):
        amp.build_train_network(net, opt, foo=1)
    with pytest.raises(TypeError):
        amp.build_train_network(net, opt, cast_model_type=mstype.int32)
    with pytest.raises(TypeError):
        amp.build_train_network(net, opt, keep_batchnorm_fp32=1)
    with pytest.raises(TypeError):
        amp.build_train_network(net, opt, loss_scale_manager=object())


def test_build_train_network_mutates_before_later_error():
    net = Net()
    opt = nn.Momentum(net.trainable_params(), learning_rate=0.1, momentum=0.9)
    with pytest.raises(TypeError):
        amp.build_train_network(net, opt, loss_fn=lambda a, b: a, level="O3")
    assert net.get_flags()["fp16"] is True


def test_build_train_network_on_cpu_builds_loss_scale_cell():
    """MindSpore refuses an update cell on CPU; mindspore_compat runs loss scaling there (documented difference)."""
    assert ms.context.get_context("device_target") == "CPU"
    _, _, train = _build(loss_scale_manager=amp.DynamicLossScaleManager())
    assert type(train) is nn.TrainOneStepWithLossScaleCell


def test_keep_batchnorm_fp32_kwarg_and_cast_model_type():
    net = Small()
    opt = nn.Momentum(net.trainable_params(), learning_rate=0.1, momentum=0.9)
    amp.build_train_network(net, opt, nn.MSELoss(), level="O2", keep_batchnorm_fp32=False,
                            loss_scale_manager=None)
    assert type(net.bn) is nn.BatchNorm1d and net.bn.get_flags()["fp16"] is True
    net = Small()
    opt = nn.Momentum(net.trainable_params(), learning_rate=0.1, momentum=0.9)
    train = amp.build_train_network(net, opt, nn.MSELoss(), level="O2", cast_model_type=mstype.float32)
    assert not net.get_flags().get("fp16", False) and type(train) is nn.TrainOneStepWithLossScaleCell


# ----- auto_mixed_precision / custom_mixed_precision ----------------------------------------------------------------
def test_auto_mixed_precision_levels_and_reprs():
    net = Small()
    assert amp.auto_mixed_precision(net, "O0") is net
    o2 = amp.auto_mixed_precision(Small(), "O2")
    assert type(o2).__name__ == "_OutputTo32" and o2._amp_level == "O2"
    text = repr(o2)
    assert text.startswith("_OutputTo32(\n  (_backbone): Small(\n    (fc): Dense(input_channels=4, output_channels=3, "
                           "has_bias=True)\n    (bn): _OutputTo16(\n      (_backbone): BatchNorm1d(num_features=3")
    assert text.endswith("    (relu): ReLU()\n  )\n)")
    x = Tensor(np.random.RandomState(0).randn(4, 4).astype(np.float32))
    assert o2(x).dtype == ms.float32
    o3 = amp.auto_mixed_precision(Small(), "O3")
    assert repr(o3).startswith("_OutputTo32(\n  (_backbone): Small(\n    (fc): Dense(")
    assert "(bn): BatchNorm1d(" in repr(o3) and o3(x).dtype == ms.float32
    o1 = amp.auto_mixed_precision(Small(), "O1")
    assert repr(o1).startswith("SmallOpt(\n  (fc): DenseOpt(input_channels=4, output_channels=3, has_bias=True)\n"
                               "  (bn): BatchNorm1dOpt(")
    assert repr(o1).endswith("  (relu): ReLUOpt()\n)")
    assert o1(x).dtype == ms.float32 and o1._amp_level == "O1"


def test_o1_dense_runs_in_float16():
    dense = nn.Dense(3, 2, weight_init="ones", bias_init="zeros")
    o1 = amp.auto_mixed_precision(dense, "O1")
    x = Tensor(np.array([[1.0001, 2.0, 3.0]], np.float32))
    out = o1(x)
    assert out.dtype == ms.float32
    assert out.asnumpy()[0, 0] == np.float32(np.float16(1.0001) + 5)  # input rounded to float16
    assert dense(x).dtype == ms.float32 and type(dense) is nn.Dense  # the original is untouched


def test_auto_level_uses_operator_autocast():
    net = Net()
    same = amp.auto_mixed_precision(net, "auto")
    assert same is net and net._amp_level == "auto" and net.amp_strategy.get_amp_level() == "auto"
    out = net(Tensor(np.ones([2, 16]), mstype.float32))
    assert out.dtype == ms.float16

    def fn(x, w):
        return ops.matmul(x, w)

    wrapped = amp.auto_mixed_precision(fn, "auto", dtype=mstype.bfloat16)
    r = wrapped(Tensor(np.ones([2, 2]), mstype.float32), Tensor(np.ones([2, 2]), mstype.float32))
    assert r.dtype == ms.bfloat16


def test_auto_mixed_precision_validation(caplog):
    with pytest.raises(TypeError, match=r"^For amp_level 'O2', the network type should be Cell\.$"):
        amp.auto_mixed_precision(lambda x: x, "O2")
    with pytest.raises(ValueError, match=r"^The dtype should be one of \(mstype\.float16, mstype\.bfloat16\), but "
                                         r"got Float32\.$"):
        amp.auto_mixed_precision(Net(), "O2", dtype=mstype.float32)
    with pytest.raises(ValueError, match=r"^The amp level O4 is not supported$"):
        amp.auto_mixed_precision(Net(), "O4")
    net = amp.auto_mixed_precision(Net(), "O3")
    with caplog.at_level(logging.WARNING, logger="mindspore"):
        amp.auto_mixed_precision(net, "O2")
    assert "adjusted from O3 to O2" in caplog.text


def test_white_and_black_lists():
    white, black = amp.get_white_list(), amp.get_black_list()
    assert nn.Dense in white and ops.MatMul in white and nn.BatchNorm1d in black and nn.LayerNorm in black
    white.append(int)
    assert int not in amp.get_white_list()


def test_custom_mixed_precision(caplog):
    net = Small()
    out = amp.custom_mixed_precision(net, white_list=[nn.Dense])
    assert type(out).__name__ == "SmallOpt" and type(out.fc).__name__ == "DenseOpt"
    with caplog.at_level(logging.WARNING, logger="mindspore"):
        black = amp.custom_mixed_precision(Small(), black_list=[nn.BatchNorm1d])
    assert "is removed from internal black list" in caplog.text
    assert type(black).__name__ == "_OutputTo32" and type(black._backbone.bn).__name__ == "_OutputTo16"
    with pytest.raises(ValueError, match="one of white_list and black_list must be provided"):
        amp.custom_mixed_precision(Small())
    with pytest.raises(ValueError, match="cannot be provided at the same time"):
        amp.custom_mixed_precision(Small(), white_list=[nn.Dense], black_list=[nn.BatchNorm1d])
    with pytest.raises(TypeError):
        amp.custom_mixed_precision(Small(), white_list=nn.Dense)
    with pytest.raises(TypeError):
        amp.custom_mixed_precision(Small(), white_list=[3])
    with pytest.raises(TypeError):
        amp.custom_mixed_precision(Small(), black_list=[ops.MatMul])
    with pytest.raises(TypeError):
        amp.custom_mixed_precision(lambda x: x, white_list=[nn.Dense])


def test_float16_network_through_o3_overflows_and_recovers():
    """A to_float(fp16) network with dynamic loss scaling: overflow in the float16 backward, recovery, training."""
    net = Net()
    opt = nn.Momentum(net.trainable_params(), learning_rate=0.1, momentum=0.9)
    train = amp.build_train_network(net, opt, nn.MSELoss(), level="O3",
                                    loss_scale_manager=amp.DynamicLossScaleManager(2.0**17, 2, 1000))
    x, y = _data()
    # sens 2**17..2**15 overflows in the float16 matmul backward (10 * 0.3 * scale > 65504), 2**14 does not
    flags = [train(x, y)[1].asnumpy().item() for _ in range(4)]
    assert flags == [True, True, True, False]
    assert train.scale_sense.asnumpy().item() == 2.0**14 and close(_w00(net), 0.699999988079071)


# ----- functional loss scalers and all_finite (G6, G8) ---------------------------------------------------------------
def test_static_loss_scaler_g6(capsys):
    s = amp.StaticLossScaler(2**10)
    assert s.scale(Tensor(3.0)).asnumpy().item() == 3072.0
    print(s.scale((Tensor(1.0), Tensor([2.0, 3.0]))))
    print(s.unscale((Tensor(1024.0), Tensor([2048.0], mstype.float16))))
    assert capsys.readouterr().out == (
        "(Tensor(shape=[], dtype=Float32, value= 1024), Tensor(shape=[2], dtype=Float32, value= [ 2.04800000e+03,  "
        "3.07200000e+03]))\n"
        "(Tensor(shape=[], dtype=Float32, value= 1), Tensor(shape=[1], dtype=Float16, value= [ 2.0000e+00]))\n")
    assert s.adjust(Tensor(True)) is False
    assert isinstance(s.scale([Tensor(1.0)]), list)
    assert amp.StaticLossScaler(2.0**16).scale(Tensor([1.0], mstype.float16)).asnumpy().item() == math.inf


def test_loss_scaler_validation():
    with pytest.raises(TypeError, match=r"^The type of 'scale_value' should be one of '\['float', 'int'\]', but got "
                                        r"type 'bool'\.$"):
        amp.StaticLossScaler(True)
    with pytest.raises(ValueError, match=r"^The argument 'scale_value' must be > 1, but got 0\.5$"):
        amp.StaticLossScaler(0.5)
    with pytest.raises(TypeError, match=r"^The 'scale_factor' must be int, but got 'float'"):
        amp.DynamicLossScaler(16, 1.5, 3)
    with pytest.raises(TypeError):
        amp.DynamicLossScaler(16, 2, True)
    with pytest.raises(ValueError):
        amp.DynamicLossScaler(16, 0, 3)
    with pytest.raises(TypeError):
        amp.LossScaler()


def test_dynamic_loss_scaler_g6():
    s = amp.DynamicLossScaler(16, 2, 3)
    assert s.scale_value.name == "scale_value" and s.counter.name == "counter" and s.counter.dtype == ms.int32
    scales, counters = [], []
    for finite in "TTTTFTTTTTT":
        assert s.adjust(Tensor(finite == "T")) is True
        scales.append(s.scale_value.asnumpy().item())
        counters.append(int(s.counter.asnumpy()))
    assert scales == [16, 16, 32, 32, 16, 16, 16, 32, 32, 32, 64]
    assert counters == [1, 2, 0, 1, 0, 1, 2, 0, 1, 2, 0]
    capped = amp.DynamicLossScaler(2.0**127, 2, 1)
    for _ in range(3):
        capped.adjust(True)
    assert capped.scale_value.asnumpy().item() == 1.7014118346046923e+38
    low = amp.DynamicLossScaler(2, 2, 3)
    assert [(low.adjust(False), low.scale_value.asnumpy().item())[1] for _ in range(3)] == [1.0, 1.0, 1.0]


def test_all_finite_g6(capsys):
    assert amp.all_finite((Tensor([1.0, 2.0]), Tensor(3.0))).asnumpy().item() is True
    assert amp.all_finite((Tensor([1.0, np.inf]), Tensor(3.0))).asnumpy().item() is False
    assert amp.all_finite([Tensor([np.nan])]).asnumpy().item() is False
    assert amp.all_finite([Tensor([65504.0], mstype.float16)]).asnumpy().item() is True
    x = (Tensor(np.array([np.nan, 1, -np.inf])), Tensor(np.array([1.0])))
    out = amp.all_finite(x)
    print(out)
    print(repr(out))
    assert capsys.readouterr().out == "False\nTensor(shape=[], dtype=Bool, value= False)\n"
    with pytest.raises(TypeError):
        amp.all_finite(Tensor([1.0]))


def _functional_loop(dtype):
    net = Net(dtype)
    loss_fn = nn.MSELoss()
    opt = nn.Momentum(net.trainable_params(), learning_rate=0.1, momentum=0.9)
    loss_scaler = amp.DynamicLossScaler(2**16, 2, 2)

    def forward_fn(data, label):
        logits = net(data)
        loss = loss_fn(logits, label)
        return loss_scaler.scale(loss), logits

    grad_fn = ops.value_and_grad(forward_fn, None, opt.parameters, has_aux=True)

    def train_step(data, label):
        (loss, _), grads = grad_fn(data, label)
        loss = loss_scaler.unscale(loss)
        is_finite = amp.all_finite(grads)
        if is_finite:
            grads = loss_scaler.unscale(grads)
            opt(grads)
        loss_scaler.adjust(is_finite)
        return loss, is_finite

    x = Tensor(np.ones([10, 16]).astype(dtype))
    y = Tensor(np.ones([10]).astype(dtype))
    rows = []
    for _ in range(8):
        loss, finite = train_step(x, y)
        rows.append((loss, finite.asnumpy().item(), loss_scaler.scale_value.asnumpy().item(),
                     int(loss_scaler.counter.asnumpy()), _w00(net)))
    return rows


def test_functional_loop_fp32_g8():
    rows = _functional_loop(np.float32)
    losses = [225, 104.04, 6.84346, 25.4694, 106.672, 138.687, 86.7046, 16.9195]
    w00 = [0.7000000476837158, 0.22600007057189941, -0.25291991233825684, -0.5830135345458984, -0.6735334396362305,
           -0.5194706916809082, -0.19458356499671936, 0.1800815463066101]
    for row, loss, w, scale, counter in zip(rows, losses, w00,
                                            [65536, 131072, 131072, 262144, 262144, 524288, 524288, 1048576],
                                            [1, 0, 1, 0, 1, 0, 1, 0]):
        assert abs(row[0].asnumpy().item() - loss) <= 1e-5 * loss and row[1] is True
        assert row[2] == scale and row[3] == counter and close(row[4], w)
    assert repr(rows[1][0]) == "Tensor(shape=[], dtype=Float32, value= 104.04)"


def test_functional_loop_fp16_g8():
    rows = _functional_loop(np.float16)
    assert [r[1] for r in rows] == [False, False, True, True, True, True, False, False]
    assert [r[2] for r in rows] == [32768, 16384, 16384, 32768, 32768, 65536, 32768, 16384]
    assert [r[3] for r in rows] == [0, 0, 1, 0, 1, 0, 0, 0]
    assert [r[4] for r in rows] == [1.0, 1.0, 0.7001953125, 0.22607421875, -0.253173828125, -0.58349609375,
                                    -0.58349609375, -0.58349609375]
    assert all(repr(r[0]) == "Tensor(shape=[], dtype=Float16, value= inf)" for r in rows)
