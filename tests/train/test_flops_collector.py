"""FlopsUtilizationCollector and flops_collection: counted FLOPs, printed lines, files and errors.

Every number and message below was recorded from MindSpore 2.10.0 CPU (graph mode unless said otherwise) with the
same networks, batch sizes and optimizer (Momentum(0.01, 0.9))."""
import re

import numpy as np
import pytest

import mindspore_compat as ms
from mindspore_compat import nn, ops
from mindspore_compat import dataset as ds
from mindspore_compat.train import Model, FlopsUtilizationCollector

STEP_LINE = re.compile(r"^Train per step time: +\d+\.\d{3} ms mfu:\d+\.\d{2}% hfu:\d+\.\d{2}%$")


@pytest.fixture(name="graph_mode")
def _graph_mode():
    ms.set_context(mode=ms.GRAPH_MODE)
    yield
    ms.set_context(mode=ms.PYNATIVE_MODE)


class _BatchMatMul(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = ms.Parameter(ms.Tensor(np.ones((3, 4, 5), np.float32)))

    def construct(self, x):
        return ops.bmm(x, self.w).sum(axis=(1,))


def _case(name):
    """(network, dataset of 2 steps, loss) of the recorded cases."""
    if name == "bmm":
        data = ds.NumpySlicesDataset({"x": np.ones((6, 2, 4), np.float32), "y": np.ones((6, 5), np.float32)},
                                     shuffle=False).batch(3)
        return _BatchMatMul(), data, nn.MSELoss()
    net, shape = {
        "dense": (lambda: nn.Dense(10, 5), (32, 10)),
        "mlp": (lambda: nn.SequentialCell(nn.Dense(10, 8), nn.ReLU(), nn.Dense(8, 5)), (4, 10)),
        "conv": (lambda: nn.SequentialCell(nn.Conv2d(3, 4, 3), nn.Flatten(), nn.Dense(4 * 8 * 8, 2)), (2, 3, 8, 8)),
        "convpad": (lambda: nn.SequentialCell(nn.Conv2d(3, 4, 3, stride=2, pad_mode='pad', padding=1, has_bias=True),
                                              nn.Flatten(), nn.Dense(4 * 4 * 4, 2)), (2, 3, 8, 8)),
    }[name]
    n = shape[0]
    data = ds.NumpySlicesDataset({"x": np.ones((2 * n,) + shape[1:], np.float32), "y": np.zeros(2 * n, np.int32)},
                                 shuffle=False).batch(n)
    return net(), data, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction='mean')


def _train(name, collector, epochs=1):
    net, data, loss = _case(name)
    model = Model(net, loss, nn.Momentum(net.trainable_params(), 0.01, 0.9))
    model.train(epochs, data, callbacks=[collector], dataset_sink_mode=False)
    return model


@pytest.mark.parametrize("name, flops, printed", [
    # recorded: the printed full FLOPs went through flops / computility * computility (computility=1e9)
    ("dense", 6400.0, "6400.0"),
    ("mlp", 2240.0, "2240.0"),
    ("conv", 61440.0, "61439.99999999999"),
    ("convpad", 15360.0, "15359.999999999998"),
    ("bmm", 480.0, "479.99999999999994"),
])
def test_counted_flops(graph_mode, capsys, name, flops, printed):
    collector = FlopsUtilizationCollector(3, computility=1e9)
    model = _train(name, collector)
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == (f"Full model flops is {printed}, Full hardware flops is {printed}, "
                        f"Shard model flops is {flops}, Shard hardware flops is {flops}.")
    # steps 1 and 2 are not multiples of data_size 3: both print
    assert len(lines) == 3 and all(STEP_LINE.match(line) for line in lines[1:])
    assert (collector.full_model_flops, collector.full_hardware_flops, collector.shard_model_flops,
            collector.shard_hardware_flops) == (flops, flops, flops, flops)
    assert collector.full_mfu == flops / 1e9
    assert ms.flops_collection(model.train_network.current_phase) == (flops, flops, flops, flops, False)


def test_steps_that_are_multiples_of_data_size_print_nothing(graph_mode, capsys):
    # recorded (MindSpore's own example): data_size 2, 2 epochs of 2 steps print steps 1 and 3 only
    _train("dense", FlopsUtilizationCollector(2, computility=10e6), epochs=2)
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("Full model flops is 6400.000000000001, Full hardware flops is 6400.000000000001, ")
    assert len(lines) == 3


def test_shard_only_and_ma_files(graph_mode, capsys, tmp_path, monkeypatch):
    monkeypatch.setenv("MA_LOG_DIR", str(tmp_path))
    collector = FlopsUtilizationCollector(3, computility=1e9, full_flops=False, enable_ma_collector=True)
    _train("mlp", collector)
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == "Shard model flops is 2240.0, Shard hardware flops is 2240.0."
    flops_lines = (tmp_path / "flops_rank_0.txt").read_text().splitlines()
    assert re.fullmatch(r'flops\{type="model_flops", rank_id="0"\} 2240\.0 \d{13}', flops_lines[0])
    assert re.fullmatch(r'flops\{type="hardware_flops", rank_id="0"\} 2240\.0 \d{13}', flops_lines[1])
    step = (tmp_path / "time_step_rank_0.txt").read_text()
    assert re.match(r'time_monitor\{type="per_step_time", rank_id="0"\} \d+\.\d+ \d{13}\n', step)


def test_ma_collector_with_default_computility_prints_nothing(graph_mode, capsys, tmp_path, monkeypatch):
    monkeypatch.setenv("MA_LOG_DIR", str(tmp_path))
    collector = FlopsUtilizationCollector(3, enable_ma_collector=True)
    _train("mlp", collector)
    assert capsys.readouterr().out == "" and collector.verbose is False
    # computility 1: the rates are the FLOPs (recorded: 288.0 and 288.0 for Dense(6, 3) on a batch of 4)
    assert (collector.full_mfu, collector.shard_mfu) == (2240.0, 2240.0)


def test_pynative_mode_raises_at_the_first_step():
    with pytest.raises(ValueError, match=r"^FlopsUtilizationCollector now only support graph mode\.$"):
        _train("dense", FlopsUtilizationCollector(2, computility=10e6))


def test_pynative_mode_without_printing_counts_nothing(tmp_path, monkeypatch):
    monkeypatch.setenv("MA_LOG_DIR", str(tmp_path))
    collector = FlopsUtilizationCollector(2, enable_ma_collector=True)
    _train("dense", collector)
    assert collector.mfu_calculated is False and collector.full_model_flops == 0.0
    assert list(tmp_path.iterdir()) == []


def test_unknown_phase():
    with pytest.raises(RuntimeError, match=r"^The pointer\[graph\] is null\.$"):
        ms.flops_collection("train")


@pytest.mark.parametrize("kwargs, error, message", [
    ({"data_size": 0}, ValueError, "The 'data_size' must be int and must > 0, but got '0' with type 'int'."),
    ({"data_size": 1.5}, TypeError, "The 'data_size' must be int, but got 'float'"),
    ({"data_size": True}, TypeError, "The 'data_size' must be int and must > 0, but got 'True' with type 'bool'."),
    ({"data_size": 2, "full_flops": 1}, TypeError, "The 'full_flops' must be a bool, but got int."),
    ({"data_size": 2, "enable_ma_collector": "x"}, TypeError,
     "The 'enable_ma_collector' must be a bool, but got str."),
])
def test_argument_errors(kwargs, error, message):
    with pytest.raises(error) as info:
        FlopsUtilizationCollector(**kwargs)
    assert str(info.value) == message


def test_docstring_examples(run_doctests):
    result = run_doctests("mindspore_compat.train.callback._flops_collector")
    assert result.failed == 0 and result.attempted > 0
    result = run_doctests("mindspore_compat.graph.flops")
    assert result.failed == 0 and result.attempted > 0
