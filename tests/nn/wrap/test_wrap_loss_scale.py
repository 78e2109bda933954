"""TrainOneStepWithLossScaleCell, DynamicLossScaleUpdateCell, FixedLossScaleUpdateCell against the goldens
recorded from MindSpore 2.10 (spec/goldens.md G1, G2, G5, G6, G10)."""
import math

import numpy as np
import pytest
import torch

import mindspore_compat as ms
from mindspore_compat import Tensor, Parameter, nn, ops, context
from mindspore_compat.common import dtype as mstype
from mindspore_compat._backend import overflow as backend_overflow

F32_MAX = float(np.finfo(np.float32).max)


class Net(nn.Cell):
    """The seed example network (spec/goldens.md "seed Net")."""

    def __init__(self, in_features=16, out_features=10, dtype=np.float32):
        super(Net, self).__init__()
        self.weight = Parameter(Tensor(np.ones([in_features, out_features]).astype(dtype)), name='weight')
        self.matmul = ops.MatMul()

    def construct(self, x):
        return self.matmul(x, self.weight)


def _train(scale_sense, dtype=np.float32, x_value=1.0):
    net = Net(dtype=dtype)
    opt = nn.Momentum(net.trainable_params(), learning_rate=0.1, momentum=0.9)
    train = nn.TrainOneStepWithLossScaleCell(nn.WithLossCell(net, nn.MSELoss()), opt, scale_sense=scale_sense)
    x = Tensor((x_value * np.ones([10, 16])).astype(dtype))
    y = Tensor(np.ones([10]).astype(dtype))
    return net, opt, train, x, y


def _w00(net):
    return float(net.weight.asnumpy()[0, 0])


def _mom00(opt):
    return float(opt.moments[0].asnumpy()[0, 0])


def _scale(train):
    return train.scale_sense.asnumpy().reshape(-1)[0].item()


def _iters(cell):
    return int(cell.cur_iter.asnumpy()), int(cell.last_overflow_iter.asnumpy())


@pytest.fixture
def graph_mode():
    context.set_context(mode=context.GRAPH_MODE)
    yield
    context.set_context(mode=context.PYNATIVE_MODE)


def loss_close(a, b):
    """Losses: MindSpore's CPU MSELoss sums in another order, a few float32 ulps apart (more near small values)."""
    if math.isinf(b):
        return a == b
    return abs(a - b) <= 2e-6 * abs(b)


def close(a, b, ulps=2):
    """Equal up to a few float32 ulps (MindSpore's CPU kernels sum in a different order)."""
    if math.isinf(b) or math.isnan(b):
        return a == b or (math.isnan(a) and math.isnan(b))
    return abs(a - b) <= ulps * np.spacing(np.float32(abs(b)))


# ----- G1 ----------------------------------------------------------------------------------------------------------
G1 = [  # loss, overflow, scale, cur_iter, last_overflow_iter, w00
    (225.0, False, 4096.0, 2, 0, 0.7000000476837158),
    (104.03997802734375, False, 4096.0, 3, 0, 0.22600007057189941),
    (6.843461990356445, False, 4096.0, 4, 0, -0.25291991233825684),
    (25.46936798095703, False, 4096.0, 5, 0, -0.5830135345458984),
    (106.67205810546875, False, 4096.0, 6, 0, -0.6735334396362305),
    (138.68678283691406, False, 4096.0, 7, 0, -0.5194706916809082),
]


def test_g1_seed_example_six_steps():
    manager = nn.DynamicLossScaleUpdateCell(loss_scale_value=2**12, scale_factor=2, scale_window=1000)
    net, opt, train, x, y = _train(manager)
    for loss, ovf, scale, ci, lo, w00 in G1:
        out = train(x, y)
        assert loss_close(out[0].asnumpy().item(), loss)
        assert out[1].asnumpy().item() is ovf
        assert _scale(train) == scale
        assert _iters(manager) == (ci, lo)
        assert close(_w00(net), w00)
    np.testing.assert_allclose(net.weight.asnumpy(), np.full((16, 10), -0.5194706916809082, np.float32), rtol=1e-6)
    np.testing.assert_allclose(opt.moments[0].asnumpy(), np.full((16, 10), -1.5406274795532227, np.float32),
                               rtol=1e-6)
    assert manager.get_loss_scale() == 4096 and isinstance(manager.get_loss_scale(), int)


def test_g1_step1_print_pynative(capsys):
    manager = nn.DynamicLossScaleUpdateCell(loss_scale_value=2**12, scale_factor=2, scale_window=1000)
    _, _, train, x, y = _train(manager)
    output = train(x, y)
    print(output)
    assert capsys.readouterr().out == (
        "(Tensor(shape=[], dtype=Float32, value= 225), Tensor(shape=[], dtype=Bool, value= False), "
        "Parameter (name=scale_sense, shape=(), dtype=Float32, requires_grad=True))\n")
    assert output[2] is train.scale_sense


def test_g1_step1_print_graph_mode(capsys, graph_mode):
    manager = nn.DynamicLossScaleUpdateCell(loss_scale_value=2**12, scale_factor=2, scale_window=1000)
    _, _, train, x, y = _train(manager)
    output = train(x, y)
    print(output)
    assert capsys.readouterr().out == (
        "(Tensor(shape=[], dtype=Float32, value= 225), Tensor(shape=[], dtype=Bool, value= False), "
        "Tensor(shape=[], dtype=Float32, value= 4096))\n")
    assert output[2] is not train.scale_sense and not isinstance(output[2], Parameter)


def test_g1_graph_mode_numbers_identical(graph_mode):
    manager = nn.DynamicLossScaleUpdateCell(loss_scale_value=2**12, scale_factor=2, scale_window=1000)
    net, _, train, x, y = _train(manager)
    for loss, ovf, scale, ci, lo, w00 in G1:
        out = train(x, y)
        assert loss_close(out[0].asnumpy().item(), loss) and out[1].asnumpy().item() is ovf
        assert out[2].asnumpy().item() == scale and close(_w00(net), w00)


def test_g1_parameters_and_names():
    manager = nn.DynamicLossScaleUpdateCell(loss_scale_value=2**12, scale_factor=2, scale_window=1000)
    _, _, train, _, _ = _train(manager)
    assert [(n, p.requires_grad) for n, p in train.parameters_and_names()] == [
        ('weight', True), ('scale_sense', True), ('optimizer.global_step', True), ('optimizer.learning_rate', True),
        ('optimizer.momentum', True), ('optimizer.moments.weight', True), ('loss_scaling_manager.cur_iter', True),
        ('loss_scaling_manager.last_overflow_iter', True)]
    assert [p.name for p in train.trainable_params()] == [
        'weight', 'scale_sense', 'global_step', 'learning_rate', 'momentum', 'moments.weight',
        'current_iterator_step', 'last_overflow_iterator_step']


def test_repr():
    manager = nn.DynamicLossScaleUpdateCell(loss_scale_value=2**12, scale_factor=2, scale_window=1000)
    _, _, train, _, _ = _train(manager)
    assert repr(train) == ("TrainOneStepWithLossScaleCell(\n"
                           "  (network): WithLossCell(\n"
                           "    (_backbone): Net()\n"
                           "    (_loss_fn): MSELoss()\n"
                           "  )\n"
                           "  (optimizer): Momentum()\n"
                           "  (grad_reducer): Identity()\n"
                           "  (loss_scaling_manager): DynamicLossScaleUpdateCell()\n"
                           ")")
    assert repr(manager) == "DynamicLossScaleUpdateCell()"
    assert repr(nn.FixedLossScaleUpdateCell(2)) == "FixedLossScaleUpdateCell()"


def test_g1_equals_fixed_cell_and_plain_train_cell():
    net, _, train, x, y = _train(nn.FixedLossScaleUpdateCell(loss_scale_value=2**12))
    for loss, ovf, _, _, _, w00 in G1:
        out = train(x, y)
        assert loss_close(out[0].asnumpy().item(), loss) and out[1].asnumpy().item() is False
        assert out[2].asnumpy().item() == 4096.0 and close(_w00(net), w00)
    # baseline without loss scaling: the same trajectory (scaling by powers of two is exact)
    net = Net()
    opt = nn.Momentum(net.trainable_params(), learning_rate=0.1, momentum=0.9)
    plain = nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()), opt)
    for loss, _, _, _, _, w00 in G1:
        assert loss_close(plain(x, y).asnumpy().item(), loss)
        assert close(_w00(net), w00)


# ----- G2 ----------------------------------------------------------------------------------------------------------
G2 = [(256.0, 0.6799999475479126), (118.37440490722656, 0.17439985275268555),
      (7.786318778991699, -0.33644819259643555), (28.978530883789062, -0.6885479688644409),
      (121.36918640136719, -0.7851024270057678), (157.79481506347656, -0.6207685470581055)]


def _g2_cell():
    net = Net(16, 10)
    opt = nn.Momentum(net.trainable_params(), learning_rate=0.1, momentum=0.9)
    train = nn.TrainOneStepWithLossScaleCell(nn.WithLossCell(net, nn.MSELoss()), opt,
                                             scale_sense=Tensor([1024], dtype=mstype.float32))
    inputs = Tensor(np.ones([16, 16]).astype(np.float32))
    label = Tensor(np.zeros([16, 10]).astype(np.float32))
    return net, train, inputs, label


def test_g2_tensor_scale_then_set_sense_scale(capsys):
    net, train, inputs, label = _g2_cell()
    train.set_sense_scale(Tensor([1], dtype=mstype.float32))
    for i, (loss, w00) in enumerate(G2):
        out = train(inputs, label)
        if i == 0:
            print(out)
            assert capsys.readouterr().out == (
                "(Tensor(shape=[], dtype=Float32, value= 256), Tensor(shape=[], dtype=Bool, value= False), "
                "Parameter (name=scale_sense, shape=(1,), dtype=Float32, requires_grad=True))\n")
        assert loss_close(out[0].asnumpy().item(), loss) and out[1].asnumpy().item() is False
        assert out[2].asnumpy().tolist() == [1.0] and abs(_w00(net) - w00) <= 1e-6 * abs(w00)
    np.testing.assert_allclose(net.weight.asnumpy()[0], [-0.6207685470581055] * 10, rtol=1e-6)
    assert train.loss_scaling_manager is None


def test_g2_graph_mode_third_output(capsys, graph_mode):
    _, train, inputs, label = _g2_cell()
    train.set_sense_scale(Tensor([1], dtype=mstype.float32))
    print(train(inputs, label))
    assert capsys.readouterr().out == (
        "(Tensor(shape=[], dtype=Float32, value= 256), Tensor(shape=[], dtype=Bool, value= False), "
        "Tensor(shape=[1], dtype=Float32, value= [ 1.00000000e+00]))\n")


def test_tensor_scale_keeps_its_value_without_manager():
    _, train, inputs, label = _g2_cell()
    out = train(inputs, label)
    assert out[0].asnumpy().item() == 256.0 and out[2].asnumpy().tolist() == [1024.0]


# ----- G5 ----------------------------------------------------------------------------------------------------------
def test_g5a_scale_grows_to_inf_steps_1_to_3_exact():
    manager = nn.DynamicLossScaleUpdateCell(2.0**127, 2, scale_window=2)
    net, opt, train, x, y = _train(manager)
    expected = [(225.0, True, 2.0**126, (2, 1), 1.0, 0.0),
                (225.0, False, 2.0**126, (3, 1), 0.7000000476837158, 2.999999761581421),
                (104.03997802734375, False, 2.0**127, (4, 3), 0.22600007057189941, 4.739999771118164)]
    for loss, ovf, scale, iters, w00, mom00 in expected:
        out = train(x, y)
        assert loss_close(out[0].asnumpy().item(), loss) and out[1].asnumpy().item() is ovf
        assert _scale(train) == scale and _iters(manager) == iters
        assert close(_w00(net), w00) and close(_mom00(opt), mom00)
    # steps 4..8: the scale keeps growing without an upper bound, reaches inf at step 5, then every step overflows
    # (MindSpore's CPU kernels flush the 2**-127 reciprocal to zero at steps 4-5; PyTorch keeps the exact gradient,
    # so only the scale / overflow trajectory is compared there)
    scales, flags = [], []
    for _ in range(5):
        out = train(x, y)
        scales.append(_scale(train))
        flags.append(out[1].asnumpy().item())
    assert scales == [2.0**127, math.inf, math.inf, math.inf, math.inf]
    assert flags == [False, False, True, True, True]
    assert _iters(manager) == (9, 8)
    frozen = net.weight.asnumpy().copy()
    train(x, y)
    np.testing.assert_array_equal(net.weight.asnumpy(), frozen)


def test_g5a_python_int_2_pow_127_fails_at_train_cell_construction():
    manager = nn.DynamicLossScaleUpdateCell(2**127, 2, scale_window=2)
    assert manager.get_loss_scale() == 2**127
    with pytest.raises(RuntimeError, match=r"^Cannot construct Tensor because of unsupported data type: 0\.$"):
        _train(manager)


def test_g5a_graph_mode_prints_g_format(capsys, graph_mode):
    _, _, train, x, y = _train(nn.DynamicLossScaleUpdateCell(2.0**127, 2, scale_window=2))
    print(repr(train(x, y)[2]))
    assert capsys.readouterr().out == "Tensor(shape=[], dtype=Float32, value= 8.50706e+37)\n"


G5B = [  # loss, ovf, scale, (ci, lo), w00, mom00
    (225.0, True, 32768.0, (2, 1), 1.0, 0.0),
    (225.0, True, 16384.0, (3, 2), 1.0, 0.0),
    (225.0, False, 16384.0, (4, 2), 0.7001953125, 3.0),
    (104.125, False, 32768.0, (5, 4), 0.22607421875, 4.7421875),
    (6.8515625, False, 32768.0, (6, 4), -0.253173828125, 4.79296875),
    (25.515625, False, 65536.0, (7, 6), -0.58349609375, 3.3046875),
    (106.8125, True, 32768.0, (8, 7), -0.58349609375, 3.3046875),
    (106.8125, True, 16384.0, (9, 8), -0.58349609375, 3.3046875),
]


def test_g5b_float16_network_overflows_and_recovers(capsys):
    manager = nn.DynamicLossScaleUpdateCell(2.0**16, 2, 2)
    net, opt, train, x, y = _train(manager, dtype=np.float16)
    steps = []
    for i, (loss, ovf, scale, iters, w00, mom00) in enumerate(G5B):
        out = train(x, y)
        if i == 0:
            print(out)
            assert capsys.readouterr().out == (
                "(Tensor(shape=[], dtype=Float16, value= 225), Tensor(shape=[], dtype=Bool, value= True), "
                "Parameter (name=scale_sense, shape=(), dtype=Float32, requires_grad=True))\n")
        assert out[0].dtype == ms.float16 and out[0].asnumpy().item() == loss
        assert out[1].asnumpy().item() is ovf and _scale(train) == scale and _iters(manager) == iters
        assert _w00(net) == w00
        # float16 momentum: within one float16 ulp of MindSpore's
        assert abs(_mom00(opt) - mom00) <= 2.0 ** -9
        steps.append(int(opt.global_step.asnumpy()[0]))
    assert steps[:4] == [0, 0, 1, 2]
    assert opt.moments[0].dtype == ms.float16


def test_g5b_aliasing_pynative():
    net, opt, train, x, y = _train(nn.DynamicLossScaleUpdateCell(2.0**16, 2, 2), dtype=np.float16)
    out1 = train(x, y)
    assert out1[2].asnumpy().item() == 32768.0
    out2 = train(x, y)
    assert out1[2].asnumpy().item() == 16384.0
    assert out1[2] is out2[2] is train.scale_sense


def test_g5b_no_aliasing_graph(graph_mode):
    net, opt, train, x, y = _train(nn.DynamicLossScaleUpdateCell(2.0**16, 2, 2), dtype=np.float16)
    out1 = train(x, y)
    out2 = train(x, y)
    assert out1[2].asnumpy().item() == 32768.0 and out2[2].asnumpy().item() == 16384.0
    assert out1[2] is not out2[2]


def test_g5c_inf_loss_with_finite_grads_is_not_overflow():
    manager = nn.DynamicLossScaleUpdateCell(4, 2, 2)
    net, opt, train, x, y = _train(manager, x_value=1e19)
    expected = [(True, 2.0, (2, 1)), (True, 1.0, (3, 2)), (False, 1.0, (4, 2))] + \
        [(True, 1.0, (k, k - 1)) for k in range(5, 10)]
    for i, (ovf, scale, iters) in enumerate(expected):
        out = train(x, y)
        assert out[0].asnumpy().item() == math.inf
        assert out[1].asnumpy().item() is ovf and _scale(train) == scale and _iters(manager) == iters
        if i < 2:
            assert _w00(net) == 1.0
        else:
            assert close(_w00(net), -3.200000130939132e+37) and close(_mom00(opt), 3.19999997882106e+38)


@pytest.mark.parametrize("scale", [Tensor(2.0**127), Tensor([2.0**127])], ids=["D0", "D1"])
def test_g5d_tensor_scale_always_overflows(scale):
    net, opt, train, x, y = _train(scale)
    for _ in range(8):
        out = train(x, y)
        assert out[0].asnumpy().item() == 225.0 and out[1].asnumpy().item() is True
        assert out[2].shape == scale.shape and _scale(train) == 1.7014118346046923e+38
    assert _w00(net) == 1.0 and int(opt.global_step.asnumpy()[0]) == 0


def test_g5d1_graph_print(capsys, graph_mode):
    _, _, train, x, y = _train(Tensor([2.0**127]))
    print(repr(train(x, y)[2]))
    assert capsys.readouterr().out == "Tensor(shape=[1], dtype=Float32, value= [ 1.70141183e+38])\n"


def test_g5e_fixed_cell_always_overflows():
    manager = nn.FixedLossScaleUpdateCell(2.0**127)
    net, _, train, x, y = _train(manager)
    for _ in range(8):
        out = train(x, y)
        assert out[1].asnumpy().item() is True and _scale(train) == 2.0**127
    assert _w00(net) == 1.0


G5F = [  # loss, scale, (ci, lo), w00, mom00
    (225.0, 1.0, (2, 0), 0.7000000476837158, 2.999999761581421),
    (104.03997802734375, 2.0, (3, 2), 0.22600007057189941, 4.739999771118164),
    (6.843461990356445, 2.0, (4, 2), -0.25291991233825684, 4.7891998291015625),
    (25.46936798095703, 4.0, (5, 4), -0.5830135345458984, 3.300936222076416),
    (106.67205810546875, 4.0, (6, 4), -0.6735334396362305, 0.9051992893218994),
    (138.68678283691406, 8.0, (7, 6), -0.5194706916809082, -1.5406274795532227),
    (86.7046127319336, 8.0, (8, 6), -0.19458356499671936, -3.248871088027954),
    (16.919546127319336, 16.0, (9, 8), 0.1800815463066101, -3.7466511726379395),
]


def test_g5f_growth_from_one_window_two():
    manager = nn.DynamicLossScaleUpdateCell(1, 2, 2)
    net, opt, train, x, y = _train(manager)
    for loss, scale, iters, w00, mom00 in G5F:
        out = train(x, y)
        assert loss_close(out[0].asnumpy().item(), loss) and out[1].asnumpy().item() is False
        assert _scale(train) == scale and _iters(manager) == iters
        assert close(_w00(net), w00) and close(_mom00(opt), mom00)


# ----- G6: the update cell driven directly ---------------------------------------------------------------------------
def test_g6_update_cell_state_machine(capsys):
    cell = nn.DynamicLossScaleUpdateCell(8.0, 2, 3)
    p = Parameter(Tensor(8.0), name="p")
    scales, curs, lasts = [], [], []
    for ovf in (False, False, False, True, False, False, False, False):
        flag = Tensor(ovf)
        assert cell(p, flag) is flag
        scales.append(p.asnumpy().item())
        curs.append(int(cell.cur_iter.asnumpy()))
        lasts.append(int(cell.last_overflow_iter.asnumpy()))
    assert scales == [8, 8, 16, 8, 8, 8, 16, 16]
    assert curs == list(range(2, 10))
    assert lasts == [0, 0, 3, 4, 4, 4, 7, 7]
    print(repr(cell(p, Tensor(False))))
    assert capsys.readouterr().out == "Tensor(shape=[], dtype=Bool, value= False)\n"


def test_update_cell_attributes_and_no_validation():
    cell = nn.DynamicLossScaleUpdateCell(loss_scale_value=212, scale_factor=2, scale_window=1000)
    assert cell.get_loss_scale() == 212
    assert cell.cur_iter.name == "current_iterator_step" and cell.cur_iter.dtype == ms.int32
    assert cell.last_overflow_iter.name == "last_overflow_iterator_step"
    assert cell.cur_iter.asnumpy().item() == 1 and cell.last_overflow_iter.asnumpy().item() == 0
    assert cell.scale_window.dtype == ms.int32 and cell.scale_factor.dtype == ms.float32
    assert cell.minimum_loss_scale.asnumpy().item() == 1.0
    for args in ((0.5, 2, 1000), (-1, 2, 1000), (4, 0, 1000), (4, 2, 0), (4.5, 1.5, 2.5)):
        nn.DynamicLossScaleUpdateCell(*args)


def test_update_cell_python_bool_overflow_and_clamp():
    cell = nn.DynamicLossScaleUpdateCell(2.0, 2, 100)
    p = Parameter(Tensor(2.0), name="p")
    for expected in (1.0, 1.0, 1.0):
        assert cell(p, True) is True
        assert p.asnumpy().item() == expected


def test_fixed_update_cell():
    cell = nn.FixedLossScaleUpdateCell(loss_scale_value=2**12)
    p = Parameter(Tensor(4096.0), name="p")
    assert cell.get_loss_scale() == 4096
    flag = Tensor(True)
    assert cell(p, flag) is flag and p.asnumpy().item() == 4096.0
    assert str(cell(p, flag)) == "True"


# ----- validation and methods ---------------------------------------------------------------------------------------
def test_scale_sense_validation():
    net = Net()
    opt = nn.Momentum(net.trainable_params(), learning_rate=0.1, momentum=0.9)
    loss_net = nn.WithLossCell(net, nn.MSELoss())
    with pytest.raises(TypeError, match=r"^For 'TrainOneStepWithLossScaleCell', the 'scale_sense' must be Cell or "
                                        r"Tensor, but got 'scale_sense' type: <class 'float'>\.$"):
        nn.TrainOneStepWithLossScaleCell(loss_net, opt, scale_sense=1.0)
    for bad in (1, None):
        with pytest.raises(TypeError):
            nn.TrainOneStepWithLossScaleCell(loss_net, opt, scale_sense=bad)
    with pytest.raises(ValueError, match=r"^For 'TrainOneStepWithLossScaleCell', the shape of 'scale_sense' must be "
                                         r"\(1,\) or \(\), but got \(2,\)\.$"):
        nn.TrainOneStepWithLossScaleCell(loss_net, opt, scale_sense=Tensor([1.0, 2.0]))


def test_scale_sense_parameter_from_tensor_keeps_dtype_and_shape():
    net = Net()
    opt = nn.Momentum(net.trainable_params(), learning_rate=0.1, momentum=0.9)
    train = nn.TrainOneStepWithLossScaleCell(nn.WithLossCell(net, nn.MSELoss()), opt,
                                             scale_sense=Tensor([8], mstype.float16))
    assert isinstance(train.scale_sense, Parameter) and train.scale_sense.name == "scale_sense"
    assert train.scale_sense.dtype == ms.float16 and train.scale_sense.shape == (1,)
    assert train.scale_sense.requires_grad is True


def test_set_sense_scale_quirks():
    net, train, inputs, label = _g2_cell()
    assert train.set_sense_scale(Tensor([1], mstype.float32)) is None
    assert train.scale_sense.asnumpy().tolist() == [1.0]
    train.set_sense_scale(Tensor(8, mstype.int32))
    assert train.scale_sense.shape == () and train.scale_sense.dtype == ms.float32
    assert train.scale_sense.asnumpy().item() == 8.0
    with pytest.raises(TypeError, match=r"^For 'TrainOneStepWithLossScaleCell', the type of 'sens' must be Tensor, "
                                        r"but got <class 'float'>$"):
        train.set_sense_scale(2.0)
    train.set_sense_scale(Tensor(0.0))
    with pytest.raises(TypeError, match="the type of 'sens' must be Tensor"):
        train.set_sense_scale(Tensor(1.0))
    # training with scale 0: 0 * inf = NaN in the unscale, so the step is an overflow
    out = train(inputs, label)
    assert out[1].asnumpy().item() is True and _w00(net) == 1.0


def test_set_sense_scale_with_manager_restarts_from_new_value():
    manager = nn.DynamicLossScaleUpdateCell(2**12, 2, 1)
    _, _, train, x, y = _train(manager)
    train.set_sense_scale(Tensor(64.0))
    train(x, y)
    assert _scale(train) == 128.0 and manager.get_loss_scale() == 4096


def test_attributes_used_by_subclasses():
    manager = nn.DynamicLossScaleUpdateCell(2**12, 2, 1000)
    net, opt, train, _, _ = _train(manager)
    assert train.network is not None and train.optimizer is opt
    assert list(train.weights) == list(opt.parameters)
    assert isinstance(train.grad, ops.GradOperation)
    assert train.reducer_flag is False and type(train.grad_reducer).__name__ == "Identity"
    assert train.loss_scaling_manager is manager
    assert train.gpu_target is False and train.is_distributed is False
    assert train.sense_flag is False and train.sens == 1.0
    assert isinstance(train.hyper_map, ops.HyperMap)
    assert train.base.asnumpy().item() == 1.0


def test_start_overflow_check_and_manual_docstring_sequence(capsys):
    manager = nn.DynamicLossScaleUpdateCell(2**12, 2, 1000)
    net, opt, train, x, y = _train(manager)
    status, scaling_sens = train.start_overflow_check(Tensor(1.0), train.scale_sense)
    assert scaling_sens is train.scale_sense
    print(repr(status))
    assert capsys.readouterr().out == "Tensor(shape=[8], dtype=Int32, value= [0, 0, 0, 0, 0, 0, 0, 0])\n"
    # the manual sequence of the 2.10 docstring (no unscale: grads stay scaled)
    loss = train.network(x, y)
    sens = ops.ones_like(loss) * ops.cast(train.scale_sense, ops.dtype(loss))
    grads = train.grad(train.network, train.weights)(x, y, sens)
    grads = train.grad_reducer(grads)
    assert close(float(grads[0].asnumpy()[0, 0]), 12287.999, ulps=4)
    cond = train.get_overflow_status(status, grads)
    assert repr(cond) == "Tensor(shape=[], dtype=Bool, value= False)"
    overflow = train.process_loss_scale(cond)
    assert repr(overflow) == "Tensor(shape=[], dtype=Bool, value= False)"
    assert int(manager.cur_iter.asnumpy()) == 2


def test_get_overflow_status_detects_inf_and_nan_only_in_grads():
    _, _, train, _, _ = _train(Tensor(1.0))
    status = Tensor([0] * 8, mstype.int32)
    assert train.get_overflow_status(status, (Tensor([1.0, 2.0]),)).asnumpy().item() is False
    assert train.get_overflow_status(status, (Tensor([1.0]), Tensor([np.inf]))).asnumpy().item() is True
    assert train.get_overflow_status(status, (Tensor([np.nan], mstype.float16),)).asnumpy().item() is True
    assert train.get_overflow_status(status, (Tensor([65504.0], mstype.float16),)).asnumpy().item() is False
    assert train.get_overflow_status(status, ()).asnumpy().item() is False


def test_saturation_mode_counts_float16_max_as_overflow():
    _, _, train, _, _ = _train(Tensor(1.0))
    status = Tensor([0] * 8, mstype.int32)
    previous = backend_overflow.set_check_mode("SATURATION_MODE")
    try:
        assert train.get_overflow_status(status, (Tensor([65504.0], mstype.float16),)).asnumpy().item() is True
        assert train.get_overflow_status(status, (Tensor([-65504.0], mstype.float16),)).asnumpy().item() is True
        assert train.get_overflow_status(status, (Tensor([65000.0], mstype.float16),)).asnumpy().item() is False
        assert train.get_overflow_status(status, (Tensor([65504.0], mstype.float32),)).asnumpy().item() is False
    finally:
        backend_overflow.set_check_mode(previous)


def test_optimizer_not_called_on_overflow():
    calls = []

    class CountingMomentum(nn.Momentum):
        def construct(self, gradients):
            calls.append(1)
            return super().construct(gradients)

    net = Net()
    opt = CountingMomentum(net.trainable_params(), learning_rate=0.1, momentum=0.9)
    train = nn.TrainOneStepWithLossScaleCell(nn.WithLossCell(net, nn.MSELoss()), opt,
                                             scale_sense=Tensor(2.0**127))
    x, y = Tensor(np.ones([10, 16]), mstype.float32), Tensor(np.ones([10]), mstype.float32)
    train(x, y)
    assert calls == [] and int(opt.global_step.asnumpy()[0]) == 0
    train.set_sense_scale(Tensor(1.0))
    train(x, y)
    assert calls == [1] and int(opt.global_step.asnumpy()[0]) == 1


@pytest.mark.parametrize("host_branch", [True, False], ids=["cpu_branch", "device_masking"])
def test_step_unless_skips_or_masks_the_update(host_branch):
    """Both ways of skipping an overflowing update (host branch on the CPU, snapshot + torch.where on accelerators)
    leave the parameters and the optimizer state untouched, and apply the update otherwise."""
    p = torch.ones(3)
    state = torch.zeros(3)

    def step():
        p.sub_(1.0)
        state.add_(5.0)
        return "ran"

    backend_overflow.step_unless(torch.tensor(True), step, lambda: [p, state], host_branch=host_branch)
    assert p.tolist() == [1.0] * 3 and state.tolist() == [0.0] * 3
    assert backend_overflow.step_unless(torch.tensor(False), step, lambda: [p, state],
                                        host_branch=host_branch) == "ran"
    assert p.tolist() == [0.0] * 3 and state.tolist() == [5.0] * 3


def test_device_masking_path_in_train_cell(monkeypatch):
    """Force the accelerator path (no host read of the flag) inside the train cell: same trajectory as G5-B."""
    original = backend_overflow.step_unless
    monkeypatch.setattr(backend_overflow, "step_unless",
                        lambda found, step, state, host_branch=None: original(found, step, state, False))
    manager = nn.DynamicLossScaleUpdateCell(2.0**16, 2, 2)
    net, opt, train, x, y = _train(manager, dtype=np.float16)
    for loss, ovf, scale, iters, w00, _ in G5B:
        out = train(x, y)
        assert out[1].asnumpy().item() is ovf and _scale(train) == scale and _w00(net) == w00
    assert int(opt.global_step.asnumpy()[0]) == 4


# ----- state round trip ----------------------------------------------------------------------------------------------
def test_state_round_trip_through_parameters():
    manager = nn.DynamicLossScaleUpdateCell(2.0**16, 2, 2)
    net, opt, train, x, y = _train(manager, dtype=np.float16)
    for _ in range(5):
        train(x, y)
    net2, opt2, train2, _, _ = _train(nn.DynamicLossScaleUpdateCell(2.0**16, 2, 2), dtype=np.float16)
    src = dict(train.parameters_and_names())
    for name, p in train2.parameters_and_names():
        p.set_data(src[name])
    for _ in range(4):
        a, b = train(x, y), train2(x, y)
        assert a[0].asnumpy().item() == b[0].asnumpy().item()
        assert a[1].asnumpy().item() == b[1].asnumpy().item()
        assert a[2].asnumpy().item() == b[2].asnumpy().item()
        np.testing.assert_array_equal(net.weight.asnumpy(), net2.weight.asnumpy())
        np.testing.assert_array_equal(opt.moments[0].asnumpy(), opt2.moments[0].asnumpy())
    assert _iters(train.loss_scaling_manager) == _iters(train2.loss_scaling_manager)


# ----- the seed-004 way: a user subclass with its own construct ----------------------------------------------------
_grad_scale = ops.MultitypeFuncGraph("grad_scale")
_reciprocal = ops.Reciprocal()


@_grad_scale.register("Tensor", "Tensor")
def _tensor_grad_scale(scale, grad):
    return grad * ops.cast(_reciprocal(scale), ops.dtype(grad))


class UserLossScaleCell(nn.TrainOneStepWithLossScaleCell):
    """Written the way MindSpore 1.x user code (seed 004's src/new.py) subclasses the train cell."""

    def __init__(self, network, optimizer, scale_sense):
        super(UserLossScaleCell, self).__init__(network, optimizer, scale_sense)

    def construct(self, *inputs):
        value = self.network(*inputs)
        flag_state, scale = self.start_overflow_check(value, self.scale_sense)
        sens = ops.cast(scale, ops.dtype(value)) * ops.ones_like(value)
        unscaled = self.hyper_map(ops.partial(_grad_scale, scale),
                                  self.grad(self.network, self.weights)(*inputs, sens))
        reduced = self.grad_reducer(unscaled)
        found_inf = self.get_overflow_status(flag_state, reduced)
        if self.process_loss_scale(found_inf):
            return value, found_inf, scale
        return ops.depend(value, self.optimizer(reduced)), found_inf, scale


@pytest.mark.parametrize("fp16", [False, True], ids=["fp32_G1", "fp16_G5B"])
def test_seed004_style_subclass_runs_unmodified(fp16):
    manager = nn.DynamicLossScaleUpdateCell(loss_scale_value=2**12 if not fp16 else 2.0**16, scale_factor=2,
                                            scale_window=1000 if not fp16 else 2)
    dtype = np.float16 if fp16 else np.float32
    net = Net(dtype=dtype)
    opt = nn.Momentum(net.trainable_params(), learning_rate=0.1, momentum=0.9)
    train = UserLossScaleCell(nn.WithLossCell(net, nn.MSELoss()), opt, scale_sense=manager)
    x, y = Tensor(np.ones([10, 16]).astype(dtype)), Tensor(np.ones([10]).astype(dtype))
    if not fp16:
        for loss, ovf, scale, ci, lo, w00 in G1:
            out = train(x, y)
            assert loss_close(out[0].asnumpy().item(), loss) and out[1].asnumpy().item() is ovf
            assert _scale(train) == scale and _iters(manager) == (ci, lo) and close(_w00(net), w00)
    else:
        for loss, ovf, scale, iters, w00, _ in G5B:
            out = train(x, y)
            assert out[1].asnumpy().item() is ovf and _scale(train) == scale and _iters(manager) == iters
            assert _w00(net) == w00


def test_blog_style_sgd_dampening_and_sparse_ce_g4():
    """Seed 004 analogue (goldens G4): user train-network cell with default auto_prefix, SGD whose 4th positional
    argument is dampening."""

    class BuildTrainNetwork(nn.Cell):
        def __init__(self, network, criterion, batch, classes):
            super().__init__()
            self.network = network
            self.criterion = criterion

        def construct(self, x, y):
            return self.criterion(self.network(x), y)

    w = Tensor(np.linspace(-0.5, 0.5, 32).reshape(4, 8).astype(np.float32))
    net = nn.Dense(8, 4, weight_init=w, bias_init="zeros")
    loss_net = BuildTrainNetwork(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"), 4, 4)
    assert [p.name for p in loss_net.trainable_params()] == ["network.weight", "network.bias"]
    opt = nn.SGD(net.trainable_params(), 0.01, 0.9, 1e-4)
    manager = nn.DynamicLossScaleUpdateCell(loss_scale_value=2**12, scale_factor=2, scale_window=1000)
    train = UserLossScaleCell(loss_net, opt, scale_sense=manager)
    x = Tensor(np.linspace(-1, 1, 32).reshape(4, 8).astype(np.float32))
    y = Tensor(np.array([0, 1, 2, 3]).astype(np.int32))
    losses = [0.7574597001075745, 0.7568526268005371, 0.7557047009468079, 0.7540793418884277,
              0.7520368695259094, 0.7496342658996582]
    for loss in losses:
        out = train(x, y)
        assert abs(out[0].asnumpy().item() - loss) < 1e-6 and out[1].asnumpy().item() is False
    np.testing.assert_allclose(
        net.weight.asnumpy()[0],
        [-0.49922633171081543, -0.4680210053920746, -0.43681567907333374, -0.4056103229522705,
         -0.3744049370288849, -0.34319961071014404, -0.3119942843914032, -0.28078895807266235], rtol=1e-5, atol=1e-7)
    np.testing.assert_allclose(net.bias.asnumpy(), [-0.01631714403629303, 0.01631714403629303,
                                                    0.01631714217364788, -0.01631714403629303], rtol=1e-5)


class OldStyleOverflowCell(nn.TrainOneStepWithLossScaleCell):
    """A 1.x-era subclass overriding get_overflow_status with the cell's own primitives (GPU branch of 1.x)."""

    def get_overflow_status(self, status, compute_output):
        flags = self.hyper_map(ops.partial(_float_status), compute_output)
        flag_sum = ops.AddN()(flags).reshape(())
        return self.less_equal(self.base, flag_sum)


_float_status = ops.MultitypeFuncGraph("float_status")


@_float_status.register("Tensor")
def _tensor_float_status(grad):
    return ops.cast(ops.logical_not(ops.isfinite(grad).all()), mstype.float32)


def test_subclass_overriding_get_overflow_status_only():
    manager = nn.DynamicLossScaleUpdateCell(2.0**16, 2, 2)
    net = Net(dtype=np.float16)
    opt = nn.Momentum(net.trainable_params(), learning_rate=0.1, momentum=0.9)
    train = OldStyleOverflowCell(nn.WithLossCell(net, nn.MSELoss()), opt, scale_sense=manager)
    x, y = Tensor(np.ones([10, 16]).astype(np.float16)), Tensor(np.ones([10]).astype(np.float16))
    for loss, ovf, scale, iters, w00, _ in G5B:
        out = train(x, y)
        assert out[1].asnumpy().item() is ovf and _scale(train) == scale and _w00(net) == w00
