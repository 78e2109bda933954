"""mindspore.export / mindspore.load: ONNX through torch.onnx, checked with ONNX Runtime; MindIR and AIR errors
(exception types and messages recorded from MindSpore 2.10.0 CPU)."""
import os

import numpy as np
import pytest

import mindspore_compat as ms
from mindspore_compat import nn, ops, Tensor


class LeNet5(nn.Cell):
    def __init__(self, num_class=10):
        super().__init__()
        self.conv1 = nn.Conv2d(1, 6, 5, pad_mode="valid")
        self.conv2 = nn.Conv2d(6, 16, 5, pad_mode="valid")
        self.fc1 = nn.Dense(16 * 5 * 5, 120)
        self.fc2 = nn.Dense(120, 84)
        self.fc3 = nn.Dense(84, num_class)
        self.relu = nn.ReLU()
        self.pool = nn.MaxPool2d(kernel_size=2, stride=2)
        self.flatten = nn.Flatten()

    def construct(self, x):
        x = self.pool(self.relu(self.conv1(x)))
        x = self.pool(self.relu(self.conv2(x)))
        x = self.flatten(x)
        x = self.relu(self.fc1(x))
        x = self.relu(self.fc2(x))
        return self.fc3(x)


class UnrolledLSTM(nn.Cell):
    """An LSTM layer written with Dense gates, unrolled over time, and a Dense head on the last hidden state."""

    def __init__(self, n_in, n_hidden, n_out):
        super().__init__()
        self.n_hidden = n_hidden
        self.gates_x = nn.Dense(n_in, 4 * n_hidden)
        self.gates_h = nn.Dense(n_hidden, 4 * n_hidden, has_bias=False)
        self.head = nn.Dense(n_hidden, n_out)

    def construct(self, x):
        batch, steps = x.shape[0], x.shape[1]
        h = ops.zeros((batch, self.n_hidden), ms.float32)
        c = ops.zeros((batch, self.n_hidden), ms.float32)
        for t in range(steps):
            gates = self.gates_x(x[:, t, :]) + self.gates_h(h)
            i, f, g, o = ops.split(gates, self.n_hidden, axis=1)
            c = ops.sigmoid(f) * c + ops.sigmoid(i) * ops.tanh(g)
            h = ops.sigmoid(o) * ops.tanh(c)
        return self.head(h)


class LSTMNet(nn.Cell):
    """nn.LSTM (batch-first) followed by a Dense head on the last step."""

    def __init__(self, n_in, n_hidden, n_out):
        super().__init__()
        self.lstm = nn.LSTM(n_in, n_hidden, num_layers=1, batch_first=True)
        self.head = nn.Dense(n_hidden, n_out)

    def construct(self, x):
        out, _ = self.lstm(x)
        return self.head(out[:, -1, :])


def _onnx_run(path, *inputs):
    ort = pytest.importorskip("onnxruntime")
    session = ort.InferenceSession(path, providers=["CPUExecutionProvider"])
    feeds = {arg.name: x.asnumpy() for arg, x in zip(session.get_inputs(), inputs)}
    return session.run(None, feeds)


def _check_onnx(net, tmp_path, name, *inputs):
    pytest.importorskip("onnxruntime")
    net.set_train(False)
    ours = net(*inputs).asnumpy()
    net.set_train(True)
    ms.export(net, *inputs, file_name=str(tmp_path / name), file_format="ONNX")
    assert net.training                    # the training flag is restored
    path = str(tmp_path / (name + ".onnx"))
    assert os.path.exists(path)
    got = _onnx_run(path, *inputs)[0]
    assert got.shape == ours.shape
    np.testing.assert_allclose(got, ours, rtol=1e-5, atol=1e-5)


def test_lenet5_onnx_matches_onnxruntime(tmp_path):
    ms.set_seed(3)
    x = Tensor(np.random.RandomState(0).randn(2, 1, 32, 32).astype(np.float32))
    _check_onnx(LeNet5(), tmp_path, "lenet5", x)


def test_unrolled_lstm_onnx_matches_onnxruntime(tmp_path):
    ms.set_seed(4)
    x = Tensor(np.random.RandomState(1).randn(3, 5, 4).astype(np.float32))
    _check_onnx(UnrolledLSTM(4, 8, 2), tmp_path, "lstm_unrolled", x)


@pytest.mark.skipif(not hasattr(nn, "LSTM"), reason="nn.LSTM is not in this build")
def test_nn_lstm_onnx_matches_onnxruntime(tmp_path):
    ms.set_seed(5)
    x = Tensor(np.random.RandomState(2).randn(3, 6, 4).astype(np.float32))
    _check_onnx(LSTMNet(4, 8, 3), tmp_path, "lstm", x)


def test_onnx_keeps_name_with_suffix(tmp_path):
    pytest.importorskip("onnx")
    net = nn.Dense(3, 2)
    ms.export(net, Tensor(np.ones((1, 3), np.float32)), file_name=str(tmp_path / "d.onnx"), file_format="ONNX")
    assert os.listdir(tmp_path) == ["d.onnx"]


def test_export_errors(tmp_path):
    net = nn.Dense(2, 2)
    x = Tensor(np.ones((1, 2), np.float32))
    # recorded from MindSpore 2.10.0: ValueError for an unknown format, with this message
    with pytest.raises(ValueError, match=r"For 'export', 'file_format' must be one of \['AIR', 'ONNX', 'MINDIR'\], "
                                         r"but got xyz\."):
        ms.export(net, x, file_name=str(tmp_path / "n"), file_format="xyz")
    for fmt in ("MINDIR", "AIR"):
        with pytest.raises(ValueError, match="MindSpore's graph compiler"):
            ms.export(net, x, file_name=str(tmp_path / "n"), file_format=fmt)
    # recorded: file_format is a required keyword-only argument
    with pytest.raises(TypeError, match="file_format"):
        ms.export(net, x, file_name=str(tmp_path / "n"))
    # recorded: ValueError "Export ONNX format model only support nn.Cell object, but got <class 'function'>."
    with pytest.raises(ValueError, match=r"Export ONNX format model only support nn.Cell object, but got "
                                         r"<class 'function'>\."):
        ms.export(lambda a: a, x, file_name=str(tmp_path / "n"), file_format="ONNX")
    assert os.listdir(tmp_path) == []


def test_load_errors(tmp_path):
    # recorded from MindSpore 2.10.0 (types and messages)
    with pytest.raises(ValueError, match=r"For 'load', the argument 'file_name' must be string, but got "
                                         r"<class 'int'>\."):
        ms.load(1)
    with pytest.raises(ValueError, match=r"should end with '.mindir'"):
        ms.load(str(tmp_path / "net.onnx"))
    with pytest.raises(ValueError, match=r"\(MindIR file\) does not exist"):
        ms.load(str(tmp_path / "net.mindir"))
    junk = tmp_path / "junk.mindir"
    junk.write_bytes(b"junk")
    with pytest.raises(RuntimeError, match="Load MindIR failed"):   # recorded: RuntimeError "Load MindIR failed."
        ms.load(str(junk))
