"""mindspore.train.Model: construction rules (spec/api.md §6), the non-sink train loop with callbacks and the host
loss-scale manager (goldens G7, incl. "Model + boost"), eval / fit / predict / build, validation errors."""
import logging
import math

import numpy as np
import pytest

import mindspore_compat as ms
from mindspore_compat import Tensor, Parameter, nn, ops, amp
from mindspore_compat import dataset as ds
from mindspore_compat.boost import AutoBoost
from mindspore_compat.train import Model, Callback, LossMonitor

G1_LOSS = [225.0, 104.03997802734375, 6.843461990356445, 25.46936798095703, 106.67205810546875, 138.68678283691406]
G1_W00 = [0.7000000476837158, 0.22600007057189941, -0.25291991233825684, -0.5830135345458984, -0.6735334396362305,
          -0.5194706916809082]
O1_LOSS = [225.0, 104.10376, 6.839451, 25.510391, 106.670166, 138.79785]
O1_W00 = [0.699999988079071, 0.22589844465255737, -0.2530878782272339, -0.5831990242004395, -0.6736583709716797,
          -0.5195249319076538]


@pytest.fixture(autouse=True)
def fresh_autoboost():
    AutoBoost._reset()
    yield
    AutoBoost._reset()


class Net(nn.Cell):
    def __init__(self):
        super(Net, self).__init__()
        self.weight = Parameter(Tensor(np.ones([16, 10]).astype(np.float32)), name='weight')
        self.matmul = ops.MatMul()

    def construct(self, x):
        return self.matmul(x, self.weight)


class Record(Callback):
    """Reads what G7's step-end callback read."""

    def __init__(self, net, manager=None):
        super().__init__()
        self.net, self.manager = net, manager
        self.loss, self.w00, self.scale, self.host, self.outputs, self.steps = [], [], [], [], [], []

    def on_train_step_end(self, run_context):
        cb = run_context.original_args()
        out = cb.net_outputs
        self.outputs.append(out)
        self.steps.append((cb.cur_epoch_num, cb.cur_step_num))
        if isinstance(out, tuple):
            self.loss.append(out[0].asnumpy().item())
            self.scale.append(float(out[2].asnumpy().reshape(-1)[0]))
        elif out is not None:
            self.loss.append(out.asnumpy().item())
        self.w00.append(float(self.net.weight.asnumpy()[0, 0]))
        if self.manager is not None:
            self.host.append(self.manager.get_loss_scale())


def dataset(steps=6, x_value=1.0):
    n = 10 * steps
    data = {"x": (x_value * np.ones([n, 16])).astype(np.float32), "y": np.ones([n, 10]).astype(np.float32)}
    return ds.NumpySlicesDataset(data, shuffle=False).batch(10)


def close(a, b, rel=2e-6):
    if math.isinf(b):
        return a == b
    return abs(a - b) <= rel * max(abs(b), 1e-30)


def train(steps=6, x_value=1.0, manager=None, **kwargs):
    net = Net()
    opt = nn.Momentum(net.trainable_params(), learning_rate=0.1, momentum=0.9, **kwargs.pop("opt_kwargs", {}))
    if manager is not None:
        kwargs["loss_scale_manager"] = manager
    model = Model(net, nn.MSELoss(), opt, **kwargs)
    rec = Record(net, manager)
    model.train(1, dataset(steps, x_value), callbacks=[rec], dataset_sink_mode=False)
    return model, rec


# ----- G7: train networks built by Model --------------------------------------------------------------------------
def test_o0_no_manager_g1():
    model, rec = train()
    assert type(model.train_network) is nn.TrainOneStepCell
    assert all(close(a, b) for a, b in zip(rec.loss, G1_LOSS))
    assert all(close(a, b, 2e-7) for a, b in zip(rec.w00, G1_W00))
    assert rec.steps == [(1, i) for i in range(1, 7)]


def test_dynamic_manager_host_and_device_scale_agree():
    manager = ms.DynamicLossScaleManager(2.0 ** 16, 2, 2)
    model, rec = train(manager=manager)
    assert type(model.train_network) is nn.TrainOneStepWithLossScaleCell
    assert rec.scale == [65536, 131072, 131072, 262144, 262144, 524288]
    assert rec.host == [65536, 131072, 131072, 262144, 262144, 524288]
    assert all(close(a, b, 2e-7) for a, b in zip(rec.w00, G1_W00))


def test_dynamic_manager_inf_loss_host_becomes_int_one():
    manager = ms.DynamicLossScaleManager(4, 2, 2)
    _, rec = train(manager=manager, x_value=1e19)
    assert rec.host == [2.0, 1.0, 1.0, 1, 1, 1] and type(rec.host[3]) is int


def test_fixed_manager_drop_true_scale_128():
    model, rec = train(manager=ms.FixedLossScaleManager(128.0))
    assert isinstance(model.train_network.loss_scaling_manager, nn.FixedLossScaleUpdateCell)
    assert rec.scale == [128.0] * 6
    assert all(close(a, b, 2e-7) for a, b in zip(rec.w00, G1_W00))


def test_fixed_manager_drop_false_diverges_and_optimizer_loss_scale_fixes_it():
    model, rec = train(manager=ms.FixedLossScaleManager(128.0, False))
    assert type(model.train_network) is nn.TrainOneStepCell and model.train_network.sens == 128.0
    assert close(rec.w00[0], -37.39999771118164, 1e-6) and close(rec.w00[5], 3396111360.0, 1e-5)
    _, rec = train(manager=ms.FixedLossScaleManager(128.0, False), opt_kwargs={"loss_scale": 128.0})
    assert all(close(a, b, 2e-7) for a, b in zip(rec.w00, G1_W00))


def test_amp_o1_and_o3_rows():
    for level in ("O1", "O3"):
        _, rec = train(amp_level=level)
        assert all(close(a, b, 3e-6) for a, b in zip(rec.loss, O1_LOSS)), level
        assert all(close(a, b, 3e-7) for a, b in zip(rec.w00, O1_W00)), level


def test_amp_o2_shared_manager_ten_overflows_then_o1_rows():
    _, rec = train(steps=14, amp_level="O2")
    assert rec.scale[:10] == [2.0 ** (23 - i) for i in range(10)]
    assert rec.w00[:10] == [1.0] * 10
    assert close(rec.w00[10], 0.699999988079071, 2e-7)
    assert all(close(a, b, 3e-6) for a, b in zip(rec.loss[11:14], O1_LOSS[1:4]))
    assert all(close(a, b, 3e-7) for a, b in zip(rec.w00[11:14], O1_W00[1:4]))


# ----- Model + boost (G7) -----------------------------------------------------------------------------------------
def test_boost_o1_without_metrics_warns_and_leaves_network(caplog):
    net = Net()
    opt = nn.Momentum(net.trainable_params(), learning_rate=0.1, momentum=0.9)
    with caplog.at_level(logging.WARNING, logger="mindspore"):
        model = Model(net, nn.MSELoss(), opt, boost_level="O1")
    assert "In boost mode, the eval_network and metrics cannot be undefined at the same time." in caplog.text
    from mindspore_compat.boost import BoostTrainOneStepCell
    assert type(model.train_network) is BoostTrainOneStepCell
    assert model.train_network.optimizer is opt
    rec = Record(net)
    model.train(1, dataset(4), callbacks=[rec])
    assert all(close(a, b, 2e-7) for a, b in zip(rec.w00, G1_W00[:4]))


def test_boost_o1_with_metrics_applies_less_bn_and_freeze():
    from mindspore_compat.boost import FreezeOpt, LessBN
    net = Net()
    opt = nn.Momentum(net.trainable_params(), learning_rate=0.1, momentum=0.9)
    model = Model(net, nn.MSELoss(), opt, metrics={"loss"}, boost_level="O1")
    assert isinstance(model._optimizer, FreezeOpt)
    assert isinstance(model._network, LessBN)
    rec = Record(net)
    model.train(1, dataset(4), callbacks=[rec])
    assert close(rec.loss[0], 225.0) and close(rec.w00[0], 0.7000000476837158, 2e-7)


def test_acc_level_is_deprecated_boost_level(caplog):
    net = Net()
    opt = nn.Momentum(net.trainable_params(), learning_rate=0.1, momentum=0.9)
    with caplog.at_level(logging.WARNING, logger="mindspore"):
        Model(net, nn.MSELoss(), opt, acc_level="O1")
    assert "Next version acc_level will be removed, please replace with boost_level" in caplog.text
    assert AutoBoost().level == "O1"


def test_first_model_fixes_the_boost_level_for_the_process():
    net = Net()
    Model(net, nn.MSELoss(), nn.Momentum(net.trainable_params(), 0.1, 0.9))
    net2 = Net()
    model = Model(net2, nn.MSELoss(), nn.Momentum(net2.trainable_params(), 0.1, 0.9), metrics={"loss"},
                  boost_level="O1")
    assert AutoBoost().level == "O0"
    assert type(model._network) is Net


# ----- construction errors ------------------------------------------------------------------------------------
def test_kwargs_and_argument_errors():
    net = Net()
    opt = nn.Momentum(net.trainable_params(), learning_rate=0.1, momentum=0.9)
    with pytest.raises(ValueError, match="The argument in 'kwargs' should be 'loss_scale_manager' or "
                                         "'keep_batchnorm_fp32' or 'boost_config_dict' or 'acc_level', but got 'foo'."):
        Model(net, nn.MSELoss(), opt, foo=1)
    with pytest.raises(ValueError, match="Auto mixed precision will not work because 'optimizer' is None"):
        Model(net, nn.MSELoss(), None, amp_level="O2")
    with pytest.raises(ValueError, match="The argument 'optimizer' can not be None when set 'loss_scale_manager'."):
        Model(net, nn.MSELoss(), None, loss_scale_manager=ms.FixedLossScaleManager())
    with pytest.raises(TypeError, match="network"):
        Model(lambda x: x)
    with pytest.raises(ValueError, match="If `metrics` is set, `eval_network` must not be None"):
        Model(net, metrics={"acc"})
    with pytest.raises(ValueError, match="'eval_indexes' must be a list or None"):
        Model(net, metrics={"acc"}, eval_network=nn.WithEvalCell(net, nn.MSELoss()), eval_indexes=[0, 1])


def test_networks_without_optimizer():
    net = Net()
    model = Model(net, nn.MSELoss())
    assert type(model.train_network) is nn.WithLossCell and model.eval_network is None
    assert Model(net).train_network is net and Model(net).predict_network is net
    model = Model(net, nn.MSELoss(), metrics={"loss"})
    assert type(model.eval_network) is nn.WithEvalCell


# ----- train loop -----------------------------------------------------------------------------------------------
def test_train_argument_errors():
    net = Net()
    model = Model(net, nn.MSELoss(), nn.Momentum(net.trainable_params(), 0.1, 0.9))
    data = dataset(2)
    with pytest.raises(ValueError, match="the parameter 'epoch' must bigger than parameter 'initial_epoch'"):
        model.train(1, data, initial_epoch=1)
    with pytest.raises(ValueError, match="'sink_size' must be -1 or positive, but got 0"):
        model.train(1, data, sink_size=0)
    with pytest.raises(TypeError):
        model.train(1, data, dataset_sink_mode=1)
    with pytest.raises(ValueError):
        model.train(0, data)
    three = ds.NumpySlicesDataset({"a": np.ones([4, 16], np.float32), "b": np.ones([4, 10], np.float32),
                                   "c": np.ones([4, 1], np.float32)}, shuffle=False).batch(2)
    with pytest.raises(ValueError, match="'train_dataset' should return two elements, but got 3"):
        model.train(1, three)


def test_dataset_cannot_be_shared_between_models():
    data = dataset(2)
    for i in range(2):
        net = Net()
        model = Model(net, nn.MSELoss(), nn.Momentum(net.trainable_params(), 0.1, 0.9))
        if i == 0:
            model.train(1, data)
        else:
            with pytest.raises(RuntimeError, match="The dataset object had been used in other model"):
                model.train(1, data)


def test_epochs_steps_initial_epoch_and_callback_order(capsys):
    events = []

    class Order(Callback):
        def on_train_begin(self, rc):
            events.append("begin")

        def on_train_epoch_begin(self, rc):
            events.append(f"e{rc.original_args().cur_epoch_num}")

        def on_train_step_end(self, rc):
            cb = rc.original_args()
            events.append(cb.cur_step_num)

        def on_train_epoch_end(self, rc):
            events.append("/e")

        def on_train_end(self, rc):
            events.append("end")

    net = Net()
    model = Model(net, nn.MSELoss(), nn.Momentum(net.trainable_params(), 0.1, 0.9))
    model.train(3, dataset(2), callbacks=Order(), initial_epoch=1)
    assert events == ["begin", "e2", 1, 2, "/e", "e3", 3, 4, "/e", "end"]


def test_loss_monitor_prints_with_loss_scale_outputs(capsys):
    net = Net()
    model = Model(net, nn.MSELoss(), nn.Momentum(net.trainable_params(), 0.1, 0.9),
                  loss_scale_manager=ms.DynamicLossScaleManager(2.0 ** 16, 2, 2))
    model.train(1, dataset(2), callbacks=[LossMonitor()])
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == "epoch: 1 step: 1, loss is 225.0"
    assert lines[1].startswith("epoch: 1 step: 2, loss is 104.0399")


def test_request_stop_ends_training():
    class Stop(Callback):
        def on_train_step_end(self, rc):
            if rc.original_args().cur_step_num == 2:
                rc.request_stop()

    net = Net()
    rec = Record(net)
    model = Model(net, nn.MSELoss(), nn.Momentum(net.trainable_params(), 0.1, 0.9))
    model.train(5, dataset(4), callbacks=[rec, Stop()])
    assert len(rec.w00) == 2


def test_sink_mode_with_sink_size_continues_the_dataset(monkeypatch):
    # the GPU / Ascend contract of MindSpore's sink loop (its CPU backend trains whole epochs instead, pinned in
    # tests/train/test_dataset_helper.py): each epoch runs sink_size steps, continuing in the dataset
    monkeypatch.setattr("mindspore_compat.train.model._target_sinks", lambda: True)
    net = Net()
    rec = Record(net)
    model = Model(net, nn.MSELoss(), nn.Momentum(net.trainable_params(), 0.1, 0.9))
    model.train(3, dataset(4), callbacks=[rec], dataset_sink_mode=True, sink_size=2)
    assert rec.steps == [(1, 1), (1, 2), (2, 3), (2, 4), (3, 5), (3, 6)]
    assert all(close(a, b, 2e-7) for a, b in zip(rec.w00, G1_W00))


# ----- eval / fit / predict / build -----------------------------------------------------------------------------
def _classifier():
    ms.set_seed(3)
    net = nn.Dense(4, 3, weight_init="ones", bias_init="zeros")
    x = np.array([[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]], np.float32)
    y = np.array([0, 1, 2, 0], np.int32)
    data = ds.NumpySlicesDataset({"x": x, "y": y}, shuffle=False).batch(2)
    return net, data


def test_eval_metrics_and_eval_loss():
    net, data = _classifier()
    net.weight.set_data(Tensor(np.eye(3, 4, dtype=np.float32) * 2))
    loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
    model = Model(net, loss, metrics={"acc", "loss"})
    result = model.eval(data)
    # predictions: rows 0..2 pick their class, row 3 (all logits 0) picks class 0: 4 of 4 right
    assert result["acc"] == 1.0
    expected = np.mean([-np.log(np.exp(2) / (np.exp(2) + 2))] * 3 + [-np.log(1 / 3)])
    assert abs(result["loss"] - expected) < 1e-6
    with pytest.raises(ValueError, match="the model argument 'metrics' can not be None or empty"):
        Model(net, loss).eval(data)


def test_fit_evaluates_each_valid_frequency():
    net, data = _classifier()
    valid = ds.NumpySlicesDataset({"x": np.eye(4, dtype=np.float32), "y": np.array([0, 1, 2, 0], np.int32)},
                                  shuffle=False).batch(2)
    seen = []

    class Eval(Callback):
        def on_eval_end(self, rc):
            cb = rc.original_args()
            seen.append((cb.cur_epoch_num, sorted(cb.eval_results)))

    loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
    model = Model(net, loss, nn.Momentum(net.trainable_params(), 0.1, 0.9), metrics={"acc"})
    model.fit(4, data, valid, valid_frequency=2, callbacks=[Eval()])
    assert seen == [(2, ["acc", "eval_loss"]), (4, ["acc", "eval_loss"])]
    with pytest.raises(TypeError, match="'valid_frequency' must be a list or an integer"):
        model.fit(1, data, valid, valid_frequency=1.0)
    with pytest.raises(ValueError, match="the model argument 'metrics' can not be"):
        Model(net, loss, nn.Momentum(net.trainable_params(), 0.1, 0.9)).fit(1, data, valid)


def test_predict_and_its_errors():
    net = nn.Dense(2, 1, weight_init="ones", bias_init="zeros")
    model = Model(net)
    out = model.predict(Tensor(np.array([[1.0, 2.0]], np.float32)))
    assert out.asnumpy().tolist() == [[3.0]]
    with pytest.raises(ValueError, match="`backend` should be 'lite' or None, but got tvm"):
        model.predict(Tensor(np.ones([1, 2], np.float32)), backend="tvm")
    with pytest.raises(ValueError, match="The input data can not be empty."):
        model.predict(Tensor(np.ones([0, 2], np.float32)))
    with pytest.raises(TypeError, match="The types of input data must be in the Union"):
        model.predict([1, 2])


def test_build_records_epoch_and_train_checks_it():
    net = Net()
    model = Model(net, nn.MSELoss(), nn.Momentum(net.trainable_params(), 0.1, 0.9))
    data = dataset(2)
    model.build(data, epoch=2)
    with pytest.raises(ValueError, match="the value of parameter 'epoch' in Model.build should be equal"):
        model.train(3, data)
    model.train(2, data)


# ----- what callbacks and the terminal see ------------------------------------------------------------------------
def test_cb_params_keys_are_mindspore_names():
    seen = {}

    class Keys(Callback):
        def on_train_begin(self, rc):
            seen["begin"] = list(rc.original_args())

        def on_train_step_end(self, rc):
            seen["step"] = list(rc.original_args())

    manager = ms.FixedLossScaleManager(128.0)
    net = Net()
    model = Model(net, nn.MSELoss(), nn.Momentum(net.trainable_params(), 0.1, 0.9), loss_scale_manager=manager)
    data = dataset(1)
    model.train(1, data, callbacks=[Keys()])
    assert seen["begin"] == ["cur_step_num", "train_network", "epoch_num", "batch_num", "mode", "loss_fn",
                             "optimizer", "parallel_mode", "device_number", "train_dataset", "list_callback",
                             "train_dataset_element", "network", "last_save_ckpt_step", "latest_ckpt_file",
                             "loss_scale_mananger", "initial_epoch", "dataset_sink_mode"]
    assert seen["step"] == seen["begin"] + ["cur_epoch_num", "net_outputs"]
    assert model.batch_num == 1


def test_fit_restores_the_training_state_after_evaluating():
    net, data = _classifier()
    valid = ds.NumpySlicesDataset({"x": np.eye(4, dtype=np.float32), "y": np.array([0, 1, 2, 0], np.int32)},
                                  shuffle=False).batch(1)
    states = []

    class State(Callback):
        def on_eval_step_end(self, rc):
            cb = rc.original_args()
            states.append(("eval", cb.mode, cb.batch_num, cb.cur_step_num, cb.dataset_sink_mode))

        def on_train_epoch_end(self, rc):
            cb = rc.original_args()
            states.append(("epoch_end", cb.mode, cb.batch_num, cb.cur_step_num, sorted(cb.get("eval_results", ()))))

        def on_train_epoch_begin(self, rc):
            states.append(("epoch_begin", "eval_results" in rc.original_args()))

    loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
    model = Model(net, loss, nn.Momentum(net.trainable_params(), 0.1, 0.9), metrics={"acc"})
    model.fit(2, data, valid, valid_frequency=[2], callbacks=[State()], dataset_sink_mode=True)
    assert states[:3] == [("epoch_begin", False), ("epoch_end", "train", 2, 2, []), ("epoch_begin", False)]
    assert states[3:7] == [("eval", "eval", 4, i, False) for i in range(1, 5)]
    assert states[7:] == [("epoch_end", "train", 2, 4, ["acc", "eval_loss"])]


def test_exception_save_writes_a_breakpoint_checkpoint(tmp_path):
    from mindspore_compat.train import CheckpointConfig, ModelCheckpoint

    class Fail(Callback):
        def on_train_step_end(self, rc):
            if rc.original_args().cur_step_num == 3:
                raise RuntimeError("stop here")

    net = Net()
    model = Model(net, nn.MSELoss(), nn.Momentum(net.trainable_params(), 0.1, 0.9))
    config = CheckpointConfig(save_checkpoint_steps=100, exception_save=True)
    with pytest.raises(RuntimeError, match="stop here"):
        model.train(2, dataset(2), callbacks=[ModelCheckpoint("net", str(tmp_path), config), Fail()])
    assert sorted(p.name for p in tmp_path.glob("*.ckpt")) == ["net-2_1_breakpoint.ckpt"]


def test_progress_bar_only_when_stdout_is_a_terminal(monkeypatch, capsys, caplog):
    import sys

    def run():
        net = Net()
        Model(net, nn.MSELoss(), nn.Momentum(net.trainable_params(), 0.1, 0.9)).train(1, dataset(2))

    monkeypatch.setattr(sys.stderr, "isatty", lambda: True, raising=False)
    with caplog.at_level(logging.INFO, logger="mindspore"):
        run()
    err = capsys.readouterr().err
    assert "epoch 1/1" not in err
    assert "epoch 1/1 step 1/2, loss 225.0" in caplog.text and "epoch 1/1 step 2/2" in caplog.text

    caplog.clear()
    monkeypatch.setattr(sys.stdout, "isatty", lambda: True, raising=False)
    with caplog.at_level(logging.INFO, logger="mindspore"):
        run()
    captured = capsys.readouterr()
    assert "epoch 1/1" in captured.err and "2/2" in captured.err and "loss=" in captured.err
    assert "epoch 1/1" not in captured.out
    assert "step 1/2" not in caplog.text


def test_no_loss_copied_to_the_host_when_nothing_shows_it(monkeypatch, caplog):
    """Without a terminal and without INFO logging, the train loop does not read the loss back each step (a
    device-to-host copy and a sync on a GPU)."""
    import mindspore_compat.train.model as model_module
    reads = []
    monkeypatch.setattr(model_module, "_first_loss", lambda outputs: reads.append(outputs))
    monkeypatch.setattr(model_module, "_stdout_is_terminal", lambda: False)
    net = Net()
    with caplog.at_level(logging.WARNING, logger="mindspore"):
        Model(net, nn.MSELoss(), nn.Momentum(net.trainable_params(), 0.1, 0.9)).train(1, dataset(2))
    assert reads == []


def test_printed_lines_go_above_the_progress_bar(monkeypatch, capsys):
    """With a terminal, callback prints are written whole through tqdm's write mode (bar cleared, line written, bar
    redrawn): LossMonitor's lines never share a line with the bar, and stdout is given back afterwards."""
    import sys
    import tqdm as tqdm_module
    from mindspore_compat.train import LossMonitor
    written = []
    original = tqdm_module.tqdm.write

    def recording_write(s, file=None, end="\n", nolock=False):
        written.append(s)
        return original(s, file=file, end=end, nolock=nolock)

    monkeypatch.setattr(tqdm_module.tqdm, "write", recording_write)
    monkeypatch.setattr(sys.stdout, "isatty", lambda: True, raising=False)
    stdout_before = sys.stdout
    net = Net()
    Model(net, nn.MSELoss(), nn.Momentum(net.trainable_params(), 0.1, 0.9)).train(
        1, dataset(2), callbacks=[LossMonitor(1)])
    assert sys.stdout is stdout_before
    captured = capsys.readouterr()
    assert [w.split(", loss is ")[0] for w in written] == ["epoch: 1 step: 1", "epoch: 1 step: 2"]
    assert captured.out.splitlines() == written
    assert "epoch 1/1" in captured.err


def test_progress_bar_turned_off_by_environment(monkeypatch, capsys, caplog):
    import sys
    monkeypatch.setenv("MS_COMPAT_PROGRESS", "0")
    monkeypatch.setattr(sys.stdout, "isatty", lambda: True, raising=False)
    net = Net()
    with caplog.at_level(logging.INFO, logger="mindspore"):
        Model(net, nn.MSELoss(), nn.Momentum(net.trainable_params(), 0.1, 0.9)).train(1, dataset(2))
    assert "epoch 1/1" not in capsys.readouterr().err
    assert "epoch 1/1 step 2/2" in caplog.text
