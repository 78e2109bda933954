"""SummaryRecord / SummaryCollector / the summary operators write TensorBoard event files; the test reads them
back with tensorboard's EventAccumulator. Argument checks and their messages are recorded from MindSpore 2.10.0
CPU; which steps the collector writes follows MindSpore's rule (the first step, then every collect_freq steps)."""
import numpy as np
import pytest

pytest.importorskip("tensorboard")
from tensorboard.backend.event_processing.event_accumulator import EventAccumulator  # noqa: E402

import mindspore_compat as ms  # noqa: E402
from mindspore_compat import nn, ops, Tensor  # noqa: E402
from mindspore_compat import dataset as ds  # noqa: E402
from mindspore_compat.train import Model, SummaryCollector, SummaryRecord  # noqa: E402


def _events(path):
    acc = EventAccumulator(str(path), size_guidance={"scalars": 0, "histograms": 0, "images": 0, "tensors": 0})
    acc.Reload()
    return acc


def test_summary_record_values_steps_and_file(tmp_path):
    img = np.zeros((2, 1, 3, 4), np.float32)
    img[1] = 1.0
    with SummaryRecord(str(tmp_path)) as record:
        assert "tfevents" in record.log_dir and record.log_dir.endswith("_MS")
        record.add_value("scalar", "loss", Tensor(0.5, ms.float32))
        record.add_value("histogram", "w", Tensor(np.arange(10, dtype=np.float32)))
        record.add_value("image", "img", Tensor(img))
        record.add_value("tensor", "t", Tensor(np.array([[1.0, 2.0]], np.float32)))
        assert record.record(3) is True
        record.add_value("scalar", "loss", Tensor(0.25, ms.float32))
        ops.ScalarSummary()("op_scalar", Tensor(7.0, ms.float32))
        assert record.record(4) is True
        record.set_mode("eval")
        ops.ScalarSummary()("dropped_in_eval", Tensor(1.0, ms.float32))
        record.record(5)
    assert record.record(6) is False  # closed: MindSpore logs an error and returns False
    acc = _events(tmp_path)
    assert [(e.step, e.value) for e in acc.Scalars("loss")] == [(3, 0.5), (4, 0.25)]
    assert [(e.step, e.value) for e in acc.Scalars("op_scalar")] == [(4, 7.0)]
    assert "dropped_in_eval" not in acc.Tags()["scalars"]
    histo = acc.Histograms("w")[0]
    assert histo.step == 3 and histo.histogram_value.num == 10 and histo.histogram_value.max == 9.0
    image = acc.Images("img")[0]
    assert (image.width, image.height) == (8, 3)  # two 3x4 images side by side on MindSpore's canvas
    tensor = acc.Tensors("t")[0]
    assert tensor.step == 3 and list(tensor.tensor_proto.tensor_shape.dim[1:2])[0].size == 2


def test_summary_record_errors(tmp_path):
    # messages recorded from MindSpore 2.10.0 CPU
    with SummaryRecord(str(tmp_path)) as record:
        with pytest.raises(ValueError, match="'x' is not a recognized mode, expect the parameter \"mode\" is "
                                             "\"train\" or \"eval\""):
            record.set_mode("x")
        with pytest.raises(ValueError, match="no such \"plugin\" of 'foo' , expect value is one of"):
            record.add_value("foo", "a", Tensor(1.0))
        with pytest.raises(ValueError, match="the parameter \"name\" type should be str, but got <class 'str'>."):
            record.add_value("scalar", "", Tensor(1.0))
        with pytest.raises(TypeError, match="the parameter \"value\" expect to be Tensor, but got float"):
            record.add_value("scalar", "a", 1.0)
        with pytest.raises(TypeError, match="The type of 'step' should be 'int', but got type 'str'."):
            record.record("1")
        with pytest.raises(ValueError, match="MindInsight"):
            record.add_value("graph", "g", None)
    with pytest.raises(TypeError, match="the 'max_file_size' should be int type, but got type <class 'str'>"):
        SummaryRecord(str(tmp_path), max_file_size="1")
    with pytest.raises(ValueError, match="MindInsight"):
        SummaryRecord(str(tmp_path), network=nn.Dense(2, 2))


class _Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc = nn.Dense(4, 2)
        self.scalar = ops.ScalarSummary()

    def construct(self, x):
        y = self.fc(x)
        self.scalar("ymean", y.mean())
        return y


def test_summary_collector_in_model_train(tmp_path):
    rng = np.random.RandomState(0)
    data = ds.NumpySlicesDataset({"x": rng.rand(16, 4).astype(np.float32), "y": rng.rand(16, 2).astype(np.float32)},
                                 shuffle=False).batch(4)
    net = _Net()
    losses = []

    class Keep(ms.train.Callback):
        def on_train_step_end(self, run_context):
            losses.append(float(run_context.original_args().net_outputs.asnumpy()))
    collector = SummaryCollector(str(tmp_path), collect_freq=2, collect_specified_data={"histogram_regular": "fc.*"})
    Model(net, nn.MSELoss(), nn.SGD(net.trainable_params(), 0.1)).train(
        2, data, callbacks=[collector, Keep()], dataset_sink_mode=False)
    acc = _events(tmp_path)
    # 8 steps, collect_freq 2: the first step, then steps 2, 4, 6, 8
    assert [e.step for e in acc.Scalars("loss/auto")] == [1, 2, 4, 6, 8]
    np.testing.assert_allclose([e.value for e in acc.Scalars("loss/auto")], [losses[i - 1] for i in (1, 2, 4, 6, 8)],
                               rtol=1e-6)
    assert [e.step for e in acc.Scalars("ymean")] == [1, 2, 4, 6, 8]
    assert set(acc.Tags()["histograms"]) == {"fc.weight/auto", "fc.bias/auto"}


def test_summary_collector_checks(tmp_path):
    # messages recorded from MindSpore 2.10.0 CPU
    with pytest.raises(ValueError, match="the value of `collect_freq` should be greater than 0, but got `0`."):
        SummaryCollector(str(tmp_path), collect_freq=0)
    with pytest.raises(TypeError, match=r"For `collect_freq` the type should be a valid type of \['int'\], but got "
                                        r"float."):
        SummaryCollector(str(tmp_path), collect_freq=1.5)
    with pytest.raises(ValueError, match=r"the keys \{'foo'\} of `collect_specified_data` are unsupported"):
        SummaryCollector(str(tmp_path), collect_specified_data={"foo": 1})
    with pytest.raises(TypeError, match=r"For `collect_metric` the type should be a valid type of \['bool'\], but "
                                        r"got int."):
        SummaryCollector(str(tmp_path), collect_specified_data={"collect_metric": 1})
    # MindInsight-only contents asked for explicitly
    with pytest.raises(ValueError, match="MindInsight"):
        SummaryCollector(str(tmp_path), collect_specified_data={"collect_graph": True})
    with pytest.raises(ValueError, match="MindInsight"):
        SummaryCollector(str(tmp_path), custom_lineage_data={"a": 1})
