"""OnRequestExit: a real signal sent to this process during Model.train, files, stop step and argument errors.

Expected values were recorded from MindSpore 2.10.0 CPU (PyNative) with the same network shapes, data and
callback order (a LambdaCallback that sends the signal at the end of step 2, then OnRequestExit)."""
import logging
import os
import signal

import numpy as np
import pytest

import mindspore_compat as ms
from mindspore_compat import nn
from mindspore_compat import dataset as ds
from mindspore_compat.train import Model, LambdaCallback, OnRequestExit


@pytest.fixture(name="restore_sigusr1")
def _restore_sigusr1():
    previous = signal.getsignal(signal.SIGUSR1)
    yield
    signal.signal(signal.SIGUSR1, previous)


def _train(stopper, epochs=2):
    net = nn.Dense(3, 2)
    x = np.arange(24, dtype=np.float32).reshape(8, 3) / 10
    y = np.array([0, 1, 0, 1, 1, 0, 1, 0], np.int32)
    data = ds.NumpySlicesDataset({"x": x, "y": y}, shuffle=False).batch(2)
    steps = []

    def step_end(run_context):
        params = run_context.original_args()
        steps.append((params.cur_epoch_num, params.cur_step_num))
        if params.cur_step_num == 2:
            os.kill(os.getpid(), stopper.sig)

    model = Model(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"),
                  nn.SGD(net.trainable_params(), 0.1))
    model.train(epochs, data, callbacks=[LambdaCallback(on_train_step_end=step_end), stopper],
                dataset_sink_mode=False)
    return steps


def test_signal_saves_at_train_end_without_stopping(tmp_path, restore_sigusr1, monkeypatch, caplog):
    monkeypatch.delenv("MS_ENABLE_GRACEFUL_EXIT", raising=False)
    stopper = OnRequestExit(directory=str(tmp_path), sig=signal.SIGUSR1)
    # recorded: the stems are absolute, in rank_<device_id>, created by the constructor
    assert stopper.train_name == os.path.join(str(tmp_path), "rank_0", "Net_train")
    assert stopper.eval_name == os.path.join(str(tmp_path), "rank_0", "Net_eval")
    assert os.path.isdir(tmp_path / "rank_0") and stopper.exit is False
    with caplog.at_level(logging.WARNING, logger="mindspore"):
        steps = _train(stopper)
    # recorded: without MS_ENABLE_GRACEFUL_EXIT all 8 steps run, the checkpoint is written at the train end
    assert steps == [(1, 1), (1, 2), (1, 3), (1, 4), (2, 5), (2, 6), (2, 7), (2, 8)]
    assert stopper.exit is True
    # MindSpore also writes Net_train.mindir here; we write the checkpoint and warn once
    assert sorted(os.listdir(tmp_path / "rank_0")) == ["Net_train.ckpt"]
    assert sum("MindIR" in r.getMessage() for r in caplog.records) == 1
    saved = ms.load_checkpoint(stopper.train_name + ".ckpt")
    # recorded key set of MindSpore's file for this network and optimizer
    assert sorted(saved) == sorted(["weight", "bias", "global_step", "learning_rate", "momentum", "accum.weight",
                                    "accum.bias", "stat.weight", "stat.bias"])
    assert saved["global_step"].asnumpy().tolist() == [8]


def test_graceful_exit_stops_at_the_next_step(tmp_path, restore_sigusr1, monkeypatch, caplog):
    monkeypatch.setenv("MS_ENABLE_GRACEFUL_EXIT", "1")
    stopper = OnRequestExit(save_mindir=False, directory=str(tmp_path), sig=signal.SIGUSR1)
    with caplog.at_level(logging.WARNING, logger="mindspore"):
        steps = _train(stopper)
    # recorded: the step after the signal still runs, then training stops with this warning
    assert steps == [(1, 1), (1, 2), (1, 3)]
    assert [r.getMessage() for r in caplog.records] == ["Graceful exit is triggered, stop training."]
    assert sorted(os.listdir(tmp_path / "rank_0")) == ["Net_train.ckpt"]
    assert ms.load_checkpoint(stopper.train_name + ".ckpt")["global_step"].asnumpy().tolist() == [3]


def test_config_file_requests_the_exit(tmp_path, restore_sigusr1, monkeypatch):
    # recorded from MindSpore 2.10.0 CPU: one step runs, no signal seen, no file stems without files to save
    monkeypatch.setenv("MS_ENABLE_GRACEFUL_EXIT", "1")
    config = tmp_path / "exit.json"
    config.write_text('{"GracefulExit": 1}')
    stopper = OnRequestExit(save_ckpt=False, save_mindir=False, config_file=str(config), sig=signal.SIGUSR1)
    assert not hasattr(stopper, "train_name")
    net = nn.Dense(3, 2)
    data = ds.NumpySlicesDataset({"x": np.ones((4, 3), np.float32), "y": np.zeros(4, np.int32)}).batch(1)
    model = Model(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True), nn.SGD(net.trainable_params()))
    steps = []
    model.train(1, data, callbacks=[LambdaCallback(on_train_step_end=lambda rc: steps.append(1)), stopper],
                dataset_sink_mode=False)
    assert len(steps) == 1 and stopper.exit is False


def test_existing_checkpoint_is_loaded_at_train_begin(tmp_path, restore_sigusr1, monkeypatch):
    monkeypatch.delenv("MS_ENABLE_GRACEFUL_EXIT", raising=False)
    stopper = OnRequestExit(save_mindir=False, directory=str(tmp_path), sig=signal.SIGUSR1)
    source = nn.Dense(3, 2)
    ms.save_checkpoint(source, stopper.train_name)
    target = nn.Dense(3, 2)
    model = Model(target, nn.SoftmaxCrossEntropyWithLogits(sparse=True), nn.SGD(target.trainable_params(), 0.0))
    data = ds.NumpySlicesDataset({"x": np.ones((2, 3), np.float32), "y": np.zeros(2, np.int32)}).batch(2)
    model.train(1, data, callbacks=[stopper], dataset_sink_mode=False)
    np.testing.assert_array_equal(target.weight.asnumpy(), source.weight.asnumpy())


@pytest.mark.parametrize("kwargs, error, message", [
    # recorded from MindSpore 2.10.0 CPU
    ({"save_ckpt": 1}, ValueError, "The parameter 'save_ckpt' must be isinstance of <class 'bool'>, but got 1."),
    ({"save_mindir": "a"}, ValueError,
     "The parameter 'save_mindir' must be isinstance of <class 'bool'>, but got a."),
    ({"sig": "x"}, ValueError, "The parameter 'sig' must be isinstance of <class 'int'>, but got x."),
    ({"sig": signal.SIGKILL}, ValueError, "Not support send exit request by signal SIGKILL."),
])
def test_argument_errors(kwargs, error, message):
    with pytest.raises(error) as info:
        OnRequestExit(**kwargs)
    assert str(info.value) == message


def test_directory_must_be_a_string():
    with pytest.raises(TypeError):  # recorded: TypeError from MindSpore's os.path.join
        OnRequestExit(directory=1)


def test_docstring_example(run_doctests):
    result = run_doctests("mindspore_compat.train.callback._on_request_exit")
    assert result.failed == 0 and result.attempted > 0
