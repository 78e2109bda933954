"""TrainFaultTolerance: argument check (text recorded from MindSpore 2.10.0 CPU), the failure checkpoint written in
MindSpore's folder layout, the roll-back on a non-finite loss, and the optimizer wrapper."""
import math
import os

import numpy as np
import pytest

from mindspore_compat import nn, Parameter, Tensor
from mindspore_compat import dataset as ds
from mindspore_compat.train import Model, Callback, TrainFaultTolerance, load_checkpoint
from mindspore_compat.train import callback as callback_module


def _data():
    return ds.NumpySlicesDataset((np.ones((4, 3), np.float32), np.ones((4, 1), np.float32)), shuffle=False).batch(2)


class _FailAt(Callback):
    def __init__(self, step):
        super().__init__()
        self.step = step

    def on_train_step_end(self, run_context):
        if run_context.original_args().cur_step_num == self.step:
            raise RuntimeError("step failed")


def test_needs_a_way_to_save():
    # recorded from MindSpore 2.10.0 CPU
    with pytest.raises(ValueError, match=r"^TrainFaultTolerance construct need to set ckpt_save_fn or "
                                         r"ckpt_save_path!$"):
        TrainFaultTolerance()
    assert callback_module.TrainFaultTolerance is TrainFaultTolerance


def test_failure_checkpoint_layout(tmp_path):
    net = nn.Dense(3, 1)
    model = Model(net, nn.MSELoss(), nn.SGD(net.trainable_params(), 0.01))
    tft = TrainFaultTolerance(ckpt_save_path=str(tmp_path))
    with pytest.raises(RuntimeError, match="step failed"):
        model.train(2, _data(), callbacks=[tft, _FailAt(3)])
    path = tmp_path / "ttp_saved_checkpoints-step_3" / "rank_0" / "ttp_rank_0-2_1.ckpt"
    assert sorted(os.listdir(tmp_path)) == ["ttp_saved_checkpoints-step_3"] and path.exists()
    saved = load_checkpoint(str(path))
    assert int(saved["step_num"].asnumpy()) == 3 and int(saved["epoch_num"].asnumpy()) == 2
    np.testing.assert_array_equal(saved["weight"].asnumpy(), net.weight.asnumpy())
    # a clean run writes nothing
    clean = tmp_path / "clean"
    clean.mkdir()
    model2 = Model(nn.Dense(3, 1), nn.MSELoss())
    model2.train(1, _data(), callbacks=[TrainFaultTolerance(ckpt_save_path=str(clean))])
    assert os.listdir(clean) == []


def test_custom_save_fn_and_rollback():
    calls = []
    net = nn.Dense(3, 1)
    start = {"weight": Parameter(Tensor(net.weight.asnumpy().copy()), name="weight"),
             "bias": Parameter(Tensor(net.bias.asnumpy().copy()), name="bias")}

    def save(cb_params, append_dict):
        calls.append((cb_params.cur_step_num, dict(append_dict)))

    def load():
        return dict(start), False

    class NanLoss(nn.Cell):
        def construct(self, logits, label):
            return (logits - label).sum() * float("nan")

    model = Model(net, NanLoss(), nn.SGD(net.trainable_params(), 0.01))
    tft = TrainFaultTolerance(ckpt_save_fn=save, ckpt_load_fn=load)
    with pytest.raises(RuntimeError):
        model.train(1, _data(), callbacks=[tft, _FailAt(2)])
    assert calls == [(2, {"__exception_save__": True})]
    # every step's NaN loss rolled the parameters back to the loaded ones
    np.testing.assert_array_equal(net.weight.asnumpy(), start["weight"].asnumpy())
    assert not math.isnan(float(net.bias.asnumpy()[0]))


def test_optimizer_wrapper_counts_updates():
    net = nn.Dense(3, 1)
    wrapped = TrainFaultTolerance.get_optimizer_wrapper(nn.SGD)
    opt = wrapped(net.trainable_params(), 0.01)
    assert isinstance(opt, nn.SGD) and type(opt).__name__ == "TFTSGD"
    Model(net, nn.MSELoss(), opt).train(1, _data())
    assert opt.tft_update_count == 2
