"""mindspore_compat-only loss-scaling extensions: hysteresis update cell and the loss-scale recorder."""
import numpy as np
import pytest

import mindspore_compat as ms
from mindspore_compat import Tensor, Parameter, nn, ops
from mindspore_compat.nn.wrap import loss_scale_ext
from mindspore_compat.nn.wrap.loss_scale_ext import HysteresisLossScaleUpdateCell, LossScaleRecorder


class Net(nn.Cell):
    def __init__(self, dtype=np.float32):
        super().__init__()
        self.weight = Parameter(Tensor(np.ones([16, 10]).astype(dtype)), name='weight')
        self.matmul = ops.MatMul()

    def construct(self, x):
        return self.matmul(x, self.weight)


def _train(scale_sense, dtype=np.float32):
    net = Net(dtype)
    opt = nn.Momentum(net.trainable_params(), learning_rate=0.1, momentum=0.9)
    train = nn.TrainOneStepWithLossScaleCell(nn.WithLossCell(net, nn.MSELoss()), opt, scale_sense=scale_sense)
    return net, train, Tensor(np.ones([10, 16]).astype(dtype)), Tensor(np.ones([10]).astype(dtype))


def test_not_exported_under_mindspore_names():
    for name in loss_scale_ext.__all__:
        assert not hasattr(nn, name) and not hasattr(ms.amp, name)
    assert "ExponentialUpdateLossScaleManager" not in dir(ms.amp)


def test_hysteresis_policy():
    cell = HysteresisLossScaleUpdateCell(1024.0, incr_every_n_steps=3, decr_every_n_nan_or_inf=2,
                                         incr_ratio=2.0, decr_ratio=0.5)
    p = Parameter(Tensor(1024.0), name="p")
    trace = []
    for ovf in "TFTTFFFTTT":
        flag = Tensor(ovf == "T")
        assert cell(p, flag) is flag
        trace.append((p.asnumpy().item(), int(cell.good_steps.asnumpy()), int(cell.bad_steps.asnumpy())))
    assert trace == [
        (1024.0, 0, 1),   # 1st bad step: wait
        (1024.0, 1, 1),   # good steps do not clear the bad count (TF adapter semantics)
        (512.0, 0, 0),    # 2nd bad step: shrink, counters restart
        (512.0, 0, 1),
        (512.0, 1, 1),
        (512.0, 2, 1),
        (1024.0, 0, 0),   # 3 good steps in a row: grow
        (1024.0, 0, 1),
        (512.0, 0, 0),
        (512.0, 0, 1),
    ]


def test_hysteresis_floor_and_inf_guard():
    cell = HysteresisLossScaleUpdateCell(1.0, incr_every_n_steps=1, decr_every_n_nan_or_inf=1, decr_ratio=0.8)
    p = Parameter(Tensor(1.0), name="p")
    cell(p, True)
    assert p.asnumpy().item() == 1.0
    big = Parameter(Tensor(2.0**127), name="big")
    cell(big, False)
    assert big.asnumpy().item() == 2.0**127


def test_hysteresis_validation():
    with pytest.raises(ValueError):
        HysteresisLossScaleUpdateCell(0.5, 10)
    with pytest.raises(TypeError):
        HysteresisLossScaleUpdateCell(8.0, 1.5)
    with pytest.raises(ValueError):
        HysteresisLossScaleUpdateCell(8.0, 10, decr_every_n_nan_or_inf=0)
    with pytest.raises(ValueError):
        HysteresisLossScaleUpdateCell(8.0, 10, incr_ratio=1.0)
    with pytest.raises(ValueError):
        HysteresisLossScaleUpdateCell(8.0, 10, decr_ratio=1.0)


def test_hysteresis_plugs_into_train_cell():
    cell = HysteresisLossScaleUpdateCell(2.0**16, incr_every_n_steps=1000, decr_every_n_nan_or_inf=2,
                                         decr_ratio=0.5)
    net, train, x, y = _train(cell, np.float16)
    flags, scales = [], []
    for _ in range(6):
        out = train(x, y)
        flags.append(out[1].asnumpy().item())
        scales.append(train.scale_sense.asnumpy().item())
    # 65536 overflows (sens is inf in float16) twice before shrinking; 32768 overflows twice (3*32768 > 65504)
    assert flags == [True, True, True, True, False, False]
    assert scales == [65536.0, 32768.0, 32768.0, 16384.0, 16384.0, 16384.0]
    assert float(net.weight.asnumpy()[0, 0]) != 1.0
    names = [p.name for p in train.get_parameters()]
    assert "good_steps" in names and "bad_steps" in names


def test_recorder():
    manager = nn.DynamicLossScaleUpdateCell(2.0**16, 2, 2)
    net, train, x, y = _train(manager, np.float16)
    recorder = LossScaleRecorder().attach(train)
    for _ in range(4):
        train(x, y)
    assert [tuple(r) for r in recorder.records] == [(1, 65536.0, True, "weight"), (2, 32768.0, True, "weight"),
                                                    (3, 16384.0, False, None), (4, 16384.0, False, None)]
    assert recorder.overflow_steps() == [1, 2]
    recorder.detach()
    train(x, y)
    assert len(recorder.records) == 4
    recorder.clear()
    assert recorder.records == []
    with pytest.raises(TypeError):
        LossScaleRecorder().attach(nn.Dense(2, 2))


def test_recorder_first_overflowing_parameter_and_max_records():
    class TwoLayer(nn.Cell):
        def __init__(self):
            super().__init__()
            self.a = Parameter(Tensor(np.ones([2, 2]).astype(np.float32)), name="a")
            self.b = Parameter(Tensor(np.ones([2, 2]).astype(np.float32)), name="b")

        def construct(self, x):
            return ops.matmul(ops.matmul(x, self.a), self.b * 1e30)

    net = TwoLayer()
    opt = nn.Momentum(net.trainable_params(), learning_rate=0.1, momentum=0.9)
    train = nn.TrainOneStepWithLossScaleCell(nn.WithLossCell(net, nn.MSELoss()), opt, scale_sense=Tensor(1.0))
    recorder = LossScaleRecorder(max_records=2).attach(train)
    x, y = Tensor(np.ones([1, 2]).astype(np.float32)), Tensor(np.zeros([1, 2]).astype(np.float32))
    for _ in range(3):
        train(x, y)
    assert len(recorder.records) == 2 and recorder.records[0].step == 2
    assert recorder.records[-1].overflow is True and recorder.records[-1].first_overflow == "a"
