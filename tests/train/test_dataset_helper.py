"""Dataset sinking: Model.train(dataset_sink_mode=True) accounting, the prefetch queue behind it, DatasetHelper,
connect_network_with_dataset and data_sink."""
import gc
import re
import threading

import numpy as np
import pytest

import mindspore_compat as ms
from mindspore_compat import Tensor, nn
from mindspore_compat import dataset as ds
from mindspore_compat.train import Callback, LossMonitor, Model


def _prefetch_threads():
    return [t for t in threading.enumerate() if t.name.startswith("mindspore-compat-prefetch")]


class _Record(Callback):
    def __init__(self):
        super().__init__()
        self.log = []

    def on_train_epoch_begin(self, rc):
        p = rc.original_args()
        self.log.append(("eb", p.cur_epoch_num, p.cur_step_num, p.batch_num))

    def on_train_step_end(self, rc):
        p = rc.original_args()
        self.log.append(("se", p.cur_epoch_num, p.cur_step_num, p.batch_num))

    def on_train_epoch_end(self, rc):
        p = rc.original_args()
        self.log.append(("ee", p.cur_epoch_num, p.cur_step_num, p.batch_num, p.dataset_sink_mode))


_X = np.arange(18, dtype=np.float32).reshape(6, 3) / 10
_Y = np.ones((6, 2), np.float32)


def _data(generator=False):
    if generator:
        def rows():
            for i in range(6):
                yield _X[i], _Y[i]
        return ds.GeneratorDataset(rows, ["x", "y"], shuffle=False).batch(2)
    return ds.NumpySlicesDataset({"x": _X, "y": _Y}, shuffle=False).batch(2)


def _train(capsys, epoch, sink_size, generator=False):
    w = Tensor(np.array([[0.1, -0.2, 0.3], [0.0, 0.2, -0.1]], np.float32))
    net = nn.Dense(3, 2, weight_init=w, bias_init="zeros")
    model = Model(net, nn.MSELoss(), nn.Momentum(net.trainable_params(), 0.1, 0.9))
    rec = _Record()
    capsys.readouterr()
    model.train(epoch, _data(generator), callbacks=[rec, LossMonitor()], dataset_sink_mode=True,
                sink_size=sink_size)
    lines = capsys.readouterr().out.splitlines()
    printed = [re.match(r"epoch: (\d+) step: (\d+), loss is (\S+)$", line).groups() for line in lines]
    return rec.log, [(int(e), int(s), float(v)) for e, s, v in printed], net.weight.asnumpy()[0]


# recorded from MindSpore 2.10.0 CPU (Model.train, dataset_sink_mode=True; the CPU backend trains whole epochs
# and reports dataset_sink_mode False, batch_num = sink_size)
LOSSES = [0.9181249737739563, 0.507530689239502, 0.011521751992404461, 0.17889483273029327, 0.1838739663362503,
          1.608224868774414, 0.03381023928523064, 0.018470466136932373, 0.22010761499404907]
CASES = {
    (2, -1, False): ([("eb", 1, 0, 3), ("se", 1, 1, 3), ("se", 1, 2, 3), ("se", 1, 3, 3), ("ee", 1, 3, 3, False),
                      ("eb", 2, 3, 3), ("se", 2, 4, 3), ("se", 2, 5, 3), ("se", 2, 6, 3), ("ee", 2, 6, 3, False)],
                     [(1, 1), (1, 2), (1, 3), (2, 1), (2, 2), (2, 3)],
                     [0.16560231149196625, -0.07033949345350266, 0.493718683719635]),
    (3, 2, False): ([("eb", 1, 0, 2), ("se", 1, 1, 2), ("se", 1, 2, 2), ("se", 1, 3, 2), ("ee", 1, 3, 2, False),
                     ("eb", 2, 3, 2), ("se", 2, 4, 2), ("se", 2, 5, 2), ("se", 2, 6, 2), ("ee", 2, 6, 2, False),
                     ("eb", 3, 6, 2), ("se", 3, 7, 2), ("se", 3, 8, 2), ("se", 3, 9, 2), ("ee", 3, 9, 2, False)],
                    [(1, 1), (1, 2), (1, 1), (2, 2), (2, 1), (2, 2), (3, 1), (3, 2), (3, 1)],
                    [-0.09534424543380737, -0.32308444380760193, 0.24917519092559814]),
    (2, 4, True): ([("eb", 1, 0, 4), ("se", 1, 1, 4), ("se", 1, 2, 4), ("se", 1, 3, 4), ("ee", 1, 3, 4, False),
                    ("eb", 2, 3, 4), ("se", 2, 4, 4), ("se", 2, 5, 4), ("se", 2, 6, 4), ("ee", 2, 6, 4, False)],
                   [(1, 1), (1, 2), (1, 3), (2, 4), (2, 1), (2, 2)],
                   [0.16560231149196625, -0.07033949345350266, 0.493718683719635]),
}


@pytest.mark.parametrize("key", list(CASES))
def test_sink_mode_accounting_matches_mindspore_cpu(capsys, key):
    epoch, sink_size, generator = key
    log, printed, w0 = _train(capsys, epoch, sink_size, generator)
    want_log, want_steps, want_w0 = CASES[key]
    assert log == want_log
    assert [(e, s) for e, s, _ in printed] == want_steps
    np.testing.assert_allclose([v for _, _, v in printed], LOSSES[:len(printed)], rtol=2e-6)
    np.testing.assert_allclose(w0, want_w0, rtol=1e-5, atol=1e-7)
    assert not _prefetch_threads()


def test_failing_dataset_raises_and_leaves_no_thread():
    def rows():
        for i in range(4):
            if i == 2:
                raise KeyError("row 2 is broken")
            yield _X[i], _Y[i]

    data = ds.GeneratorDataset(rows, ["x", "y"], shuffle=False)
    net = nn.Dense(3, 2)
    model = Model(net, nn.MSELoss(), nn.Momentum(net.trainable_params(), 0.1, 0.9))
    # recorded from MindSpore 2.10.0 CPU: RuntimeError, with and without sink mode
    with pytest.raises(RuntimeError, match="Exception thrown from user defined Python function in dataset"):
        model.train(2, data, dataset_sink_mode=True)
    assert not _prefetch_threads()


def test_early_stop_and_step_error_stop_the_thread():
    class Stop(Callback):
        def on_train_step_end(self, rc):
            rc.request_stop()

    class Boom(Callback):
        def on_train_step_end(self, rc):
            raise ValueError("boom")

    net = nn.Dense(3, 2)
    model = Model(net, nn.MSELoss(), nn.Momentum(net.trainable_params(), 0.1, 0.9))
    model.train(3, _data(), callbacks=[Stop()], dataset_sink_mode=True)
    assert not _prefetch_threads()
    with pytest.raises(ValueError, match="boom"):
        model.train(3, _data(), callbacks=[Boom()], dataset_sink_mode=True)
    assert not _prefetch_threads()


def test_dataset_helper_non_sink_rows_and_checks():
    data = ds.NumpySlicesDataset({"a": np.arange(6, dtype=np.float32).reshape(3, 2)}, shuffle=False)
    rows = list(ms.DatasetHelper(data, dataset_sink_mode=False, epoch_num=2))
    # recorded from MindSpore 2.10.0 CPU: non-sink DatasetHelper yields lists of Tensors, epoch after epoch
    assert all(isinstance(r, list) and isinstance(r[0], Tensor) for r in rows)
    assert [r[0].asnumpy().tolist() for r in rows] == [[0, 1], [2, 3], [4, 5]] * 2
    with pytest.raises(ValueError, match="must be -1 or positive, but got sink_size 0"):
        ms.DatasetHelper(data, sink_size=0)
    with pytest.raises(TypeError):
        ms.DatasetHelper(data, dataset_sink_mode=1)
    with pytest.raises(RuntimeError, match="should be called in dataset sink mode"):
        ms.connect_network_with_dataset(nn.Dense(2, 1), ms.DatasetHelper(data, dataset_sink_mode=False))


def test_dataset_helper_sink_queue_and_connected_network():
    data = ds.NumpySlicesDataset({"a": np.arange(12, dtype=np.float32).reshape(6, 2)}, shuffle=False).batch(2)
    helper = ms.DatasetHelper(data, sink_size=2, epoch_num=2)
    assert helper.sink_size() == 2
    assert helper.types_shapes() == ([ms.float32], [[2, 2]])
    net = nn.Dense(2, 1, weight_init="ones", bias_init="zeros")
    sunk = ms.connect_network_with_dataset(net, helper)
    assert ms.connect_network_with_dataset(net, helper) is sunk
    with pytest.raises(ValueError, match="connected to other network"):
        ms.connect_network_with_dataset(nn.Dense(2, 1), helper)
    sums = []
    for _ in range(3):  # three sinks of two steps: the queue goes on into the second epoch
        for inputs in helper:
            assert inputs == ()
            sums.append(sunk(*inputs).asnumpy().ravel().tolist())
    assert sums == [[1, 5], [9, 13], [17, 21], [1, 5], [9, 13], [17, 21]]
    assert helper.get_data_info() is None
    with pytest.raises(RuntimeError, match="no batch left"):
        sunk()
    helper.release()
    assert not _prefetch_threads()


def test_data_sink_runs_sink_size_batches_per_call():
    data = ds.NumpySlicesDataset({"x": np.array([1, 2, 3], np.int32)}, shuffle=False)
    seen = []

    def fn(x):
        seen.append(int(x))
        return x * 10

    step = ms.data_sink(fn, data, sink_size=2)
    assert step.__name__ == "fn"
    assert [int(step()) for _ in range(3)] == [20, 10, 30]
    assert seen == [1, 2, 3, 1, 2, 3]
    del step
    gc.collect()
    assert not _prefetch_threads()
    # recorded from MindSpore 2.10.0: the checks of sink_size
    with pytest.raises(ValueError, match=r"^The 'sink_size' must be positive, but got sink_size 0\.$"):
        ms.data_sink(fn, data, sink_size=0)
    with pytest.raises(TypeError, match="sink_size"):
        ms.data_sink(fn, data, sink_size=1.5)


def test_eval_in_sink_mode_matches_mindspore_cpu():
    class Steps(Callback):
        def __init__(self):
            super().__init__()
            self.log = []

        def on_eval_step_end(self, rc):
            p = rc.original_args()
            self.log.append((p.cur_step_num, p.batch_num, p.dataset_sink_mode))

    x = np.array([[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1], [1, 1, 0, 0]], np.float32)
    y = np.array([0, 1, 2, 0, 1], np.int32)
    w = Tensor(np.array([[1, 0, 0, 1], [0, 1, 0, 1], [0, 0, 1, 0.5]], np.float32))
    net = nn.Dense(4, 3, weight_init=w, bias_init="zeros")
    model = Model(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"), metrics={"acc", "loss"})
    steps = Steps()
    scores = model.eval(ds.NumpySlicesDataset({"x": x, "y": y}, shuffle=False).batch(2), callbacks=[steps],
                        dataset_sink_mode=True)
    # recorded from MindSpore 2.10.0 CPU (which evaluates without sinking there)
    assert steps.log == [(1, 3, False), (2, 3, False), (3, 3, False)]
    assert scores["acc"] == 0.8
    assert abs(scores["loss"] - 0.7227235039075216) < 1e-6
    assert not _prefetch_threads()


def test_dropped_helper_ends_its_thread():
    data = ds.NumpySlicesDataset({"a": np.ones((8, 2), np.float32)}, shuffle=False).batch(2)
    helper = ms.DatasetHelper(data, epoch_num=-1)
    assert _prefetch_threads()
    helper.stop_send()
    helper.continue_send()
    assert helper.get_data_info() == ([ms.float32], [[2, 2]])
    del helper
    gc.collect()
    assert not _prefetch_threads()


def test_device_targets_run_sink_size_steps_per_epoch(monkeypatch):
    # GPU / Ascend (no such device here: the target check is replaced): MindSpore 2.10's PyNative sink loop, read
    # from its source, runs sink_size steps per epoch and hands dataset_sink_mode True and sink_size to callbacks
    monkeypatch.setattr("mindspore_compat.train.model._target_sinks", lambda: True)
    seen = []

    class Sink(Callback):
        def on_train_epoch_end(self, rc):
            p = rc.original_args()
            seen.append((p.cur_epoch_num, p.cur_step_num, p.batch_num, p.dataset_sink_mode, p.sink_size))

    net = nn.Dense(3, 2)
    model = Model(net, nn.MSELoss(), nn.Momentum(net.trainable_params(), 0.1, 0.9))
    model.train(2, _data(), callbacks=[Sink()], dataset_sink_mode=True, sink_size=2)
    assert seen == [(1, 2, 2, True, 2), (2, 4, 2, True, 2)]
    assert not _prefetch_threads()
