"""mindspore.train.callback: Callback, RunContext, the manager, LossMonitor, TimeMonitor, History, LambdaCallback,
LearningRateScheduler, EarlyStopping, ReduceLROnPlateau. Expected numbers and printed text were recorded from
MindSpore 2.10.0 driving the same callbacks with the same callback parameters."""
import copy
import logging
import re

import numpy as np
import pytest

from mindspore_compat import Tensor, nn
from mindspore_compat.train import callback as cbm
from mindspore_compat.train.callback import (Callback, EarlyStopping, History, LambdaCallback, LearningRateScheduler,
                                             LossMonitor, ReduceLROnPlateau, RunContext, TimeMonitor,
                                             _CallbackManager, _InternalCallbackParam)


def params(**kw):
    c = _InternalCallbackParam()
    c.update(kw)
    return c


def f32(v):
    return Tensor(np.float32(v))


# ----------------------------------------------------------------------------------------------- base classes
def test_exports():
    assert cbm.__all__ == ["Callback", "LossMonitor", "TimeMonitor", "ModelCheckpoint", "CheckpointConfig",
                           "RunContext", "LearningRateScheduler", "History", "LambdaCallback", "ReduceLROnPlateau",
                           "EarlyStopping", "BackupAndRestore", "SummaryCollector", "OnRequestExit",
                           "FlopsUtilizationCollector", "TrainFaultTolerance", "SummaryLandscape"]
    for name in cbm.__all__:
        assert getattr(cbm, name).__doc__


def test_callback_new_names_call_old_names():
    calls = []

    class Old(Callback):
        def begin(self, rc):
            calls.append("begin")

        def epoch_begin(self, rc):
            calls.append("epoch_begin")

        def epoch_end(self, rc):
            calls.append("epoch_end")

        def step_begin(self, rc):
            calls.append("step_begin")

        def step_end(self, rc):
            calls.append("step_end")

        def end(self, rc):
            calls.append("end")

    rc, cb = RunContext({}), Old()
    for phase in ("train", "eval"):
        for stage in ("begin", "epoch_begin", "step_begin", "step_end", "epoch_end", "end"):
            getattr(cb, f"on_{phase}_{stage}")(rc)
    assert calls == ["begin", "epoch_begin", "step_begin", "step_end", "epoch_end", "end"] * 2
    base = Callback()
    assert base.on_train_begin(rc) is None and base.step_end(rc) is None
    with base as entered:
        assert entered is base


def test_run_context():
    args = {"cur_step_num": 2}
    rc = RunContext(args)
    assert rc.original_args() is args and rc.get_stop_requested() is False
    rc.request_stop()
    assert rc.get_stop_requested() is True
    with pytest.raises(TypeError, match=r"^The argument 'original_args' of RunContext should be dict type, but got "
                                        r"<class 'list'>\.$"):
        RunContext([])


def test_internal_callback_param():
    c = _InternalCallbackParam(a=1)
    c.b = 2
    assert c == {"a": 1, "b": 2} and c.a == 1 and c["b"] == 2
    with pytest.raises(KeyError):
        c.missing
    assert not hasattr(c, "missing") and getattr(c, "missing", 5) == 5
    del c.a
    assert c == {"b": 2}
    assert copy.deepcopy(c) == c


class Recorder(Callback):
    def __init__(self, tag, log):
        self.tag, self.log = tag, log

    def __enter__(self):
        self.log.append(("enter", self.tag))
        return self

    def __exit__(self, *err):
        self.log.append(("exit", self.tag))

    def on_train_step_end(self, rc):
        self.log.append(("step_end", self.tag))

    def begin(self, rc):
        self.log.append(("begin", self.tag))


def test_callback_manager_order_and_context():
    log = []
    rc = RunContext({})
    with _CallbackManager([Recorder(1, log), Recorder(2, log)]) as m:
        m.on_train_begin(rc)
        m.on_eval_begin(rc)
        m.on_train_step_end(rc)
        m.on_eval_step_end(rc)
    assert log == [("enter", 1), ("enter", 2), ("begin", 1), ("begin", 2), ("begin", 1), ("begin", 2),
                   ("step_end", 1), ("step_end", 2), ("exit", 2), ("exit", 1)]
    names = [n for n in dir(Callback) if n.startswith("on_") or n in
             ("begin", "end", "epoch_begin", "epoch_end", "step_begin", "step_end")]
    assert len(names) == 18
    for name in names:
        assert getattr(_CallbackManager, name) is not getattr(Callback, name)
    assert _CallbackManager(None)._callbacks == []
    single = Recorder(3, [])
    assert _CallbackManager(single)._callbacks == [single]


def test_callback_manager_enter_target_not_a_callback(caplog):
    class ReturnsInt(Callback):
        def __enter__(self):
            return 5

    cb = ReturnsInt()
    with caplog.at_level(logging.WARNING, logger="mindspore"):
        with _CallbackManager([cb]) as m:
            assert m._callbacks == [cb]
    assert "Please return 'self' or a Callback as the enter target." in caplog.text


def test_callback_manager_type_errors():
    with pytest.raises(TypeError, match=r"^When the 'callbacks' is a list, the elements in 'callbacks' must be "
                                        r"Callback functions\.$"):
        _CallbackManager([Callback(), 1])
    with pytest.raises(TypeError, match=r"^The 'callbacks' is not a Callback or a list of Callback\.$"):
        _CallbackManager(1)
    with pytest.raises(TypeError):
        _CallbackManager((Callback(),))


# ------------------------------------------------------------------------------------------------ LossMonitor
LOSSES = [2.3025851, 1.2345678, np.float32(0.1) * 3, 7.0, 1e-8, 123456.79]


def drive_loss_monitor(per):
    lm = LossMonitor(per)
    c = params(batch_num=4, dataset_sink_mode=False)
    rc = RunContext(c)
    for i, loss in enumerate(LOSSES, 1):
        c.cur_step_num = i
        c.cur_epoch_num = (i - 1) // 4 + 1
        # odd steps: a Tensor (printed as the Python float of its mean); even steps: TrainOneStepWithLossScaleCell's
        # (loss, overflow, scale) tuple, whose loss Tensor is printed as MindSpore prints Tensors
        c.net_outputs = f32(loss) if i % 2 else (f32(loss), Tensor(False), f32(65536.0))
        lm.on_train_step_end(rc)


def test_loss_monitor_prints(capsys):
    drive_loss_monitor(1)
    assert capsys.readouterr().out.splitlines() == [
        "epoch: 1 step: 1, loss is 2.3025851249694824",
        "epoch: 1 step: 2, loss is 1.2345678",
        "epoch: 1 step: 3, loss is 0.30000001192092896",
        "epoch: 1 step: 4, loss is 7.0",
        "epoch: 2 step: 1, loss is 9.99999993922529e-09",
        "epoch: 2 step: 2, loss is 123456.79"]


@pytest.mark.parametrize("per, lines", [
    (2, ["epoch: 1 step: 2, loss is 1.2345678", "epoch: 1 step: 4, loss is 7.0",
         "epoch: 2 step: 2, loss is 123456.79"]),
    (3, ["epoch: 1 step: 3, loss is 0.30000001192092896", "epoch: 2 step: 2, loss is 123456.79"]),
    (0, [])])
def test_loss_monitor_per_print_times(capsys, per, lines):
    drive_loss_monitor(per)
    assert capsys.readouterr().out.splitlines() == lines


def test_loss_monitor_example_from_docs(capsys):
    lm = LossMonitor(per_print_times=2)
    c = params(cur_epoch_num=1, batch_num=4, dataset_sink_mode=False)
    for step, loss in enumerate([2.5, 2.25, 2.0, 1.75], start=1):
        c.cur_step_num = step
        c.net_outputs = f32(loss)
        lm.on_train_step_end(RunContext(c))
    assert capsys.readouterr().out == "epoch: 1 step: 2, loss is 2.25\nepoch: 1 step: 4, loss is 1.75\n"


def test_loss_monitor_output_kinds(capsys):
    lm = LossMonitor()
    c = params(cur_epoch_num=1, batch_num=4, dataset_sink_mode=False, cur_step_num=1)
    rc = RunContext(c)
    outs = [Tensor(np.array([[1.5, 2.5], [3.0, 4.0]], np.float32)), Tensor(np.float16(1.1)),
            Tensor(np.float64(1.1)), [f32(0.3)], Tensor(np.int32(3)), 5.0, (1.0, 2.0),
            (f32(np.inf), Tensor(True))]
    for out in outs:
        c.cur_step_num += 1
        c.net_outputs = out
        lm.on_train_step_end(rc)
    assert capsys.readouterr().out.splitlines() == [
        "epoch: 1 step: 2, loss is 2.75", "epoch: 1 step: 3, loss is 1.099609375", "epoch: 1 step: 4, loss is 1.1",
        "epoch: 1 step: 1, loss is 0.3", "epoch: 1 step: 2, loss is 3.0", "epoch: 1 step: 3, loss is 5.0",
        "epoch: 1 step: 4, loss is (1.0, 2.0)", "epoch: 1 step: 1, loss is inf"]


@pytest.mark.parametrize("out", [f32(np.inf), f32(-np.inf), Tensor(np.array([1.0, np.nan], np.float32)),
                                 float("nan")])
def test_loss_monitor_invalid_loss(out):
    c = params(cur_epoch_num=3, batch_num=4, dataset_sink_mode=False, cur_step_num=10, net_outputs=out)
    msg = ("In epoch: 3 step: 2, loss is NAN or INF, training process cannot continue, terminating training.")
    with pytest.raises(ValueError, match="^" + re.escape(msg) + "$"):
        LossMonitor().on_train_step_end(RunContext(c))


def test_loss_monitor_step_rollback(capsys):
    lm = LossMonitor(2)
    c = params(cur_epoch_num=1, batch_num=4, dataset_sink_mode=False, net_outputs=f32(1.0))
    for s in [1, 2, 3, 4, 5, 6, 3, 4, 5, 6, 7, 8]:
        c.cur_step_num = s
        lm.on_train_step_end(RunContext(c))
    # steps 2, 4, 6 print; back at step 3 the last print moves back to step 2, so 4, 6 and 8 print again
    assert capsys.readouterr().out.splitlines() == ["epoch: 1 step: 2, loss is 1.0",
                                                    "epoch: 1 step: 4, loss is 1.0"] * 3
    lm = LossMonitor(3)
    c = params(cur_epoch_num=1, batch_num=4, dataset_sink_mode=True, net_outputs=f32(1.0))
    for s in [4, 8, 12, 4, 8, 12, 16]:
        c.cur_step_num = s
        lm.on_train_step_end(RunContext(c))
    assert capsys.readouterr().out.splitlines() == ["epoch: 1 step: 4, loss is 1.0"] * 7


def test_loss_monitor_epoch_end_and_defaults(capsys):
    LossMonitor().on_train_epoch_end(RunContext(params(cur_epoch_num=2, metrics={"acc": 0.5, "loss": 1.25})))
    LossMonitor().on_train_epoch_end(RunContext(params(cur_epoch_num=2)))
    LossMonitor().on_train_step_end(RunContext(params(cur_step_num=5, batch_num=3, net_outputs=Tensor(1.0),
                                                      dataset_sink_mode=False)))
    assert capsys.readouterr().out == ("Eval result: epoch 2, metrics: {'acc': 0.5, 'loss': 1.25}\n"
                                       "epoch: 1 step: 2, loss is 1.0\n")


def test_loss_monitor_validation():
    with pytest.raises(ValueError, match=r"must be int and must >= 0, but got '-1' with type 'int'\.$"):
        LossMonitor(-1)
    with pytest.raises(TypeError):
        LossMonitor(1.0)
    with pytest.raises(TypeError):
        LossMonitor(True)


# ------------------------------------------------------------------------------------------------ TimeMonitor
def test_time_monitor_format(capsys):
    tm = TimeMonitor()
    rc = RunContext(params(mode="train", batch_num=2, dataset_sink_mode=False))
    tm.on_train_epoch_begin(rc)
    tm.on_train_epoch_end(rc)
    out = capsys.readouterr().out
    assert re.fullmatch(r"Train epoch time: +\d+\.\d{3} ms, per step time: +\d+\.\d{3} ms\n", out)
    tm = TimeMonitor(data_size=3, data_time=True)
    rc = RunContext(params(mode="eval", batch_num=0, dataset_sink_mode=False))
    tm.on_eval_epoch_begin(rc)
    tm.on_train_step_begin(rc)
    tm.on_train_step_end(rc)
    tm.on_eval_epoch_end(rc)
    out = capsys.readouterr().out
    assert re.fullmatch(r"Eval epoch time: +\d+\.\d{3} ms, per step time: +\d+\.\d{3} ms "
                        r"\(data time: +\d+\.\d{3} ms\)\n", out)
    tm = TimeMonitor()
    rc = RunContext({"dataset_sink_mode": False})  # a plain dict: no mode, no batch_num
    tm.epoch_begin(rc)
    with pytest.raises(TypeError, match="must be int"):
        tm.epoch_end(rc)


def test_time_monitor_validation():
    with pytest.raises(TypeError):
        TimeMonitor(data_time=1)
    tm = TimeMonitor(data_size=0)
    rc = RunContext(params(mode="train", batch_num=0, dataset_sink_mode=False))
    tm.epoch_begin(rc)
    with pytest.raises(ValueError, match=r"must be int and must > 0, but got '0' with type 'int'\.$"):
        tm.epoch_end(rc)


# ---------------------------------------------------------------------------------------------------- History
def test_history():
    h = History()
    c = params()
    rc = RunContext(c)
    h.on_train_begin(rc)
    outs = [Tensor(np.array([1.0, 2.0], np.float32)), (f32(3.0), Tensor(True)), 4.5, [Tensor(np.float64(1.5))]]
    for i, out in enumerate(outs, 1):
        c.cur_epoch_num = i
        c.net_outputs = out
        c.metrics = {"acc": i / 10} if i % 2 else None
        h.on_train_epoch_end(rc)
    assert h.epoch == {"epoch": [1, 2, 3, 4]}
    got = {k: [(type(x).__name__, float(x)) for x in v] for k, v in h.history.items()}
    assert got == {"net_output": [("float32", 1.5), ("float32", 3.0), ("float", 4.5), ("float64", 1.5)],
                   "acc": [("float", 0.1), ("float", 0.3)]}


def test_lambda_callback(capsys):
    cb = LambdaCallback(on_train_begin=lambda rc: print("begin", rc.original_args()["x"]),
                        on_eval_step_end=lambda rc: print("eval step"))
    rc = RunContext({"x": 7})
    cb.on_train_begin(rc)
    cb.on_eval_step_end(rc)
    assert cb.on_train_end(rc) is None and cb.on_eval_epoch_begin(rc) is None
    assert capsys.readouterr().out == "begin 7\neval step\n"


# ------------------------------------------------------------------------------------- LearningRateScheduler
def run_scheduler(fn, lr=0.1):
    net = nn.Dense(2, 1)
    opt = nn.Momentum(net.trainable_params(), lr, 0.9)
    scheduler = LearningRateScheduler(fn)
    c = params(optimizer=opt)
    out = []
    for step in range(1, 6):
        c.cur_step_num = step
        scheduler.on_train_step_end(RunContext(c))
        out.append(float(opt.learning_rate.asnumpy()))
    return out


def test_learning_rate_scheduler():
    assert run_scheduler(lambda lr, s: lr * 0.9) == [
        0.09000000357627869, 0.08100000023841858, 0.07289999723434448, 0.06560999900102615, 0.05904899910092354]
    assert run_scheduler(lambda lr, s: lr if s % 2 else lr / 3) == [
        0.10000000149011612, 0.03333333507180214, 0.03333333507180214, 0.011111113242805004,
        0.011111113242805004]
    assert run_scheduler(lambda lr, s: 0.01 * s, lr=0.3) == [
        0.009999999776482582, 0.019999999552965164, 0.029999999329447746, 0.03999999910593033,
        0.05000000074505806]


# ----------------------------------------------------------------------------------------------- EarlyStopping
def run_early_stopping(values, monitor="acc", **kw):
    es = EarlyStopping(monitor=monitor, **kw)
    c = params()
    rc = RunContext(c)
    es.on_train_begin(rc)
    log = []
    for i, v in enumerate(values, 1):
        c.cur_epoch_num = i
        if monitor == "loss":
            c.net_outputs = v
        else:
            c.eval_results = {monitor: v}
        es.on_train_epoch_end(rc)
        log.append((es.wait, round(float(es.best), 6), rc.get_stop_requested()))
        if rc.get_stop_requested():
            break
    es.on_train_end(rc)
    return log, es.stopped_epoch


ACC = [0.5, 0.6, 0.6, 0.55, 0.7, 0.69, 0.68, 0.71, 0.2]
LOSS = [1.0, 0.9, 0.95, 0.9, 0.8, 0.85, 0.86, 0.87]


def test_early_stopping_max_metric(capsys):
    assert run_early_stopping(ACC) == ([(0, 0.5, True)], 1)
    assert run_early_stopping(ACC, patience=2) == (
        [(0, 0.5, False), (0, 0.6, False), (1, 0.6, False), (2, 0.6, True)], 4)
    assert run_early_stopping(ACC, patience=3, min_delta=0.05) == (
        [(0, 0.5, False), (0, 0.6, False), (1, 0.6, False), (2, 0.6, False), (0, 0.7, False), (1, 0.7, False),
         (2, 0.7, False), (3, 0.7, True)], 8)
    assert run_early_stopping(ACC, patience=2, mode="min") == ([(0, 0.5, False), (1, 0.5, False), (2, 0.5, True)],
                                                               3)
    assert capsys.readouterr().out == ""
    assert run_early_stopping(ACC, patience=1, min_delta=-0.05, verbose=True) == (
        [(0, 0.5, False), (0, 0.6, False), (1, 0.6, True)], 3)
    assert capsys.readouterr().out == "Epoch 00003: early stopping\n"
    assert run_early_stopping(ACC, patience=10)[1] == 0


def test_early_stopping_losses():
    expected = ([(0, 1.0, False), (0, 0.9, False), (1, 0.9, False), (2, 0.9, True)], 4)
    assert run_early_stopping(LOSS, monitor="eval_loss", patience=2) == expected
    assert run_early_stopping(LOSS, monitor="mae", patience=2) == expected
    assert run_early_stopping([f32(v) for v in LOSS], monitor="loss", patience=2) == expected
    assert run_early_stopping([(f32(v), Tensor(False)) for v in LOSS], monitor="loss", patience=2) == expected
    assert run_early_stopping(LOSS, monitor="eval_loss", patience=1, mode="max") == (
        [(0, 1.0, False), (1, 1.0, True)], 2)
    assert run_early_stopping(LOSS, monitor="eval_loss", patience=2, min_delta=0.1) == (
        [(0, 1.0, False), (1, 1.0, False), (2, 1.0, True)], 3)


def test_early_stopping_missing_and_invalid_monitor():
    assert run_early_stopping([None, None], monitor="acc") == ([(0, -np.inf, False), (0, -np.inf, False)], 0)
    with pytest.raises(ValueError, match=r"^EarlyStopping only supports scalar monitor now\.$"):
        run_early_stopping([np.array([1.0, 2.0])])


def test_early_stopping_baseline():
    # wait only resets once the best value also beats the baseline
    assert run_early_stopping([0.5, 0.6, 0.65, 0.8], patience=2, baseline=0.7) == (
        [(1, 0.5, False), (2, 0.6, True)], 2)
    assert run_early_stopping([0.5, 0.6, 0.8, 0.7], patience=3, baseline=0.7) == (
        [(1, 0.5, False), (2, 0.6, False), (0, 0.8, False), (1, 0.8, False)], 0)


def test_early_stopping_restore_best_weights(capsys):
    net = nn.Dense(2, 1)
    es = EarlyStopping(monitor="acc", patience=1, restore_best_weights=True, verbose=True)
    c = params(train_network=net)
    rc = RunContext(c)
    es.on_train_begin(rc)
    for i, (acc, w) in enumerate([(0.5, 3.0), (0.7, 4.0), (0.6, 5.0)], 1):
        net.weight.set_data(Tensor(np.array([[w, w]], np.float32)))
        c.cur_epoch_num = i
        c.eval_results = {"acc": acc}
        es.on_train_epoch_end(rc)
    es.on_train_end(rc)
    assert net.weight.asnumpy().tolist() == [[4.0, 4.0]]
    assert capsys.readouterr().out == ("Restoring model weights from the end of the best epoch.\n"
                                       "Epoch 00003: early stopping\n")


def test_early_stopping_validation():
    with pytest.raises(ValueError, match=r"^mode should be 'auto', 'min' or 'max', but got x\.$"):
        EarlyStopping(mode="x")
    for kwargs in ({"monitor": 1}, {"min_delta": "1"}, {"verbose": 1}, {"restore_best_weights": None},
                   {"patience": 1.0}):
        with pytest.raises(TypeError):
            EarlyStopping(**kwargs)
    with pytest.raises(ValueError):
        EarlyStopping(patience=-1)
    assert EarlyStopping().best == np.inf and EarlyStopping(monitor="acc").best == -np.inf
    assert EarlyStopping(min_delta=-0.5).min_delta == 0.5


# ------------------------------------------------------------------------------------------- ReduceLROnPlateau
LOSS2 = [1.0, 0.9, 0.95, 0.96, 0.97, 0.98, 0.85, 0.86, 0.87, 0.88, 0.89]


def run_reduce_lr(values, lr=0.1, monitor="eval_loss", **kw):
    net = nn.Dense(2, 1)
    opt = nn.Momentum(net.trainable_params(), lr, 0.9)
    cb = ReduceLROnPlateau(monitor=monitor, **kw)
    c = params(optimizer=opt)
    rc = RunContext(c)
    cb.on_train_begin(rc)
    log = []
    for i, v in enumerate(values, 1):
        c.cur_epoch_num = i
        if monitor == "loss":
            c.net_outputs = f32(v)
        else:
            c.eval_results = {monitor: v}
        cb.on_train_epoch_end(rc)
        log.append((cb.wait, cb.cooldown_counter, round(float(cb.best), 6), float(opt.learning_rate.asnumpy())))
    return log


def test_reduce_lr_on_plateau_patience(capsys):
    log = run_reduce_lr(LOSS2, patience=2, verbose=True)
    assert [entry[3] for entry in log] == [
        0.10000000149011612, 0.10000000149011612, 0.10000000149011612, 0.010000000707805157,
        0.010000000707805157, 0.0010000000474974513, 0.0010000000474974513, 0.0010000000474974513,
        0.00010000000474974513, 0.00010000000474974513, 1.0000000656873453e-05]
    assert [entry[:3] for entry in log] == [(0, 0, 1.0), (0, 0, 0.9), (1, 0, 0.9), (0, 0, 0.9), (1, 0, 0.9),
                                            (0, 0, 0.9), (0, 0, 0.85), (1, 0, 0.85), (0, 0, 0.85), (1, 0, 0.85),
                                            (0, 0, 0.85)]
    lines = ["Epoch 00004: ReduceLROnPlateau reducing learning rate to 0.010000001.",
             "Epoch 00006: ReduceLROnPlateau reducing learning rate to 0.001.",
             "Epoch 00009: ReduceLROnPlateau reducing learning rate to 0.000100000005.",
             "Epoch 00011: ReduceLROnPlateau reducing learning rate to 1.0000001e-05."]
    assert capsys.readouterr().out.splitlines() == lines
    assert run_reduce_lr(LOSS2, monitor="loss", patience=2, verbose=True) == log
    assert capsys.readouterr().out.splitlines() == lines


def test_reduce_lr_on_plateau_cooldown_and_min_lr(capsys):
    log = run_reduce_lr(LOSS2, patience=1, factor=0.5, cooldown=2, verbose=True)
    assert [(w, cd) for w, cd, _, _ in log] == [(0, 0), (0, 0), (0, 2), (0, 1), (0, 2), (0, 1), (0, 0), (0, 2),
                                                (0, 1), (0, 2), (0, 1)]
    assert capsys.readouterr().out.splitlines() == [
        f"Epoch {e:05d}: ReduceLROnPlateau reducing learning rate to {lr}." for e, lr in
        [(3, "0.05"), (5, "0.025"), (8, "0.0125"), (10, "0.00625")]]
    log = run_reduce_lr(LOSS2, patience=1, factor=0.5, min_lr=0.03, verbose=True)
    assert log[-1][3] == 0.029999999329447746
    assert capsys.readouterr().out.splitlines() == [
        "Epoch 00003: ReduceLROnPlateau reducing learning rate to 0.05.",
        "Epoch 00004: ReduceLROnPlateau reducing learning rate to 0.03."]


def test_reduce_lr_on_plateau_max_mode(capsys):
    log = run_reduce_lr([0.5, 0.6, 0.55, 0.5, 0.45], monitor="acc", patience=1, verbose=True, lr=1)
    assert [entry[3] for entry in log] == [1.0, 1.0, 0.10000000149011612, 0.010000000707805157,
                                           0.0010000000474974513]
    assert capsys.readouterr().out.splitlines() == [
        "Epoch 00003: ReduceLROnPlateau reducing learning rate to 0.1.",
        "Epoch 00004: ReduceLROnPlateau reducing learning rate to 0.010000001.",
        "Epoch 00005: ReduceLROnPlateau reducing learning rate to 0.001."]
    log = run_reduce_lr(LOSS2, patience=0, min_delta=0.2)
    assert log[-1][3] == 1.0000002562127186e-11


def test_reduce_lr_on_plateau_validation():
    with pytest.raises(TypeError, match=r"^The input value must be 'float',  but got 'int'\.$"):
        ReduceLROnPlateau(factor=1)
    with pytest.raises(ValueError, match=r"^The input value must be in range of \(0\.0, 1\.0\), but got 1\.5 with "
                                         r"type 'float'\.$"):
        ReduceLROnPlateau(factor=1.5)
    with pytest.raises(ValueError):
        ReduceLROnPlateau(factor=0.0)
    with pytest.raises(ValueError, match=r"^mode should be 'auto', 'min' or 'max', but got x\.$"):
        ReduceLROnPlateau(mode="x")
    with pytest.raises(ValueError):
        ReduceLROnPlateau(cooldown=-1)
    with pytest.raises(TypeError):
        ReduceLROnPlateau(min_lr="0")
    net = nn.Dense(2, 1)
    opt = nn.Momentum(net.trainable_params(), [0.1, 0.05], 0.9)
    with pytest.raises(ValueError, match=r"^ReduceLROnPlateau does not support dynamic learning rate and group "
                                         r"learning rate now\.$"):
        ReduceLROnPlateau().on_train_epoch_end(RunContext(params(optimizer=opt, eval_results={"eval_loss": 1.0})))
