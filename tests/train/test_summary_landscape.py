"""SummaryCollector(collect_landscape=...) and SummaryLandscape. Every pinned value (checkpoint files, metadata,
checkpoint contents, the landscapes' axes, losses and paths, the argument checks and their messages) was recorded
from MindSpore 2.10.0 CPU running the same network, data and seed (MindSpore's landscapes read back from its
LossLandscape records)."""
import contextlib
import io
import json
import os

import numpy as np
import pytest

pytest.importorskip("tensorboard")
from tensorboard.backend.event_processing.event_accumulator import EventAccumulator  # noqa: E402
from tensorboard.util import tensor_util  # noqa: E402

from mindspore_compat import nn, Tensor  # noqa: E402
from mindspore_compat import dataset as ds  # noqa: E402
from mindspore_compat.common.initializer import Constant  # noqa: E402
from mindspore_compat.train import Model, Loss, SummaryCollector, SummaryLandscape, save_checkpoint, \
    load_checkpoint  # noqa: E402

_X = np.arange(24, dtype=np.float32).reshape(12, 2) / 10
_Y = (_X @ np.array([[1.5], [-0.5]], np.float32) + 0.3).astype(np.float32)
_LANDSCAPE = {"landscape_size": 3, "unit": "step", "create_landscape": {"train": True, "result": True},
              "num_samples": 12, "intervals": [[1, 2, 3], [4, 5, 6]]}
# Dense(2, 1) after each of the 6 SGD steps (lr 0.05, MSELoss, weight 0.1, bias 0), saved by MindSpore's collector
_CKPTS = {
    1: ([[0.11840000748634338, 0.12320000678300858]], [0.04800000414252281]),
    2: ([[0.23482321202754974, 0.249862402677536]], [0.15039201080799103]),
    3: ([[0.43760642409324646, 0.4631827771663666]], [0.2557639181613922]),
    4: ([[0.4374329149723053, 0.46278607845306396]], [0.2535320222377777]),
    5: ([[0.44452613592147827, 0.4704788029193878]], [0.2595268785953522]),
    6: ([[0.4648851156234741, 0.4918869435787201]], [0.27001845836639404]),
}
# MindSpore's LossLandscape records (np.random.seed(0) before gen_landscapes_with_multi_process)
_EXPECTED = {
    "landscape_[1, 3]": {
        "x": [-0.10187783092260361, 0.2546945810317993, 0.6112669706344604],
        "y": [-0.01949618011713028, 0.0487404502928257, 0.11697708070278168],
        "z": [[0.0007060323259793222, 0.11182362586259842, 0.4667091369628906],
              [0.00011962999269599095, 0.11840532720088959, 0.48045891523361206],
              [3.1637639040127397e-05, 0.12548549473285675, 0.4947071671485901]],
        "path_x": [0.5093891620635986, 0.33470436930656433, 0.0],
        "path_y": [0.0974809005856514, 0.04534372314810753, 0.0],
        "path_z": [0.36080437898635864, 0.17801325023174286, 0.007946393452584743],
        "convergence_point": [0.0, 0.0, 0.007946393452584743]},
    "landscape_[4, 6]": {
        "x": [-0.008456784300506115, 0.021141961216926575, 0.05074070766568184],
        "y": [-0.0016295850509777665, 0.004073962569236755, 0.009777510538697243],
        "z": [[0.0014375959290191531, 0.0019275214290246367, 0.0043389336206018925],
              [0.0013455800944939256, 0.0018960008164867759, 0.004367918707430363],
              [0.001257747528143227, 0.001868672203272581, 0.0044010961428284645]],
        "path_x": [0.04228392243385315, 0.03202509135007858, 0.0],
        "path_y": [0.00814792513847351, 0.005035994574427605, 0.0],
        "path_z": [0.0034765051677823067, 0.002580382162705064, 0.0013597243232652545],
        "convergence_point": [0.0, 0.0, 0.0013597243232652545]},
    "landscape_[6]": {
        "x": [-1.0, 0.0, 1.0],
        "y": [-1.0, 0.0, 1.0],
        "z": [[5.459407806396484, 1.1136173009872437, 0.157634437084198],
              [1.6787101030349731, 0.0013597243232652545, 1.7138166427612305],
              [0.11515587568283081, 1.1062453985214233, 5.487142086029053]],
        "convergence_point": [0.0, 0.0, 0.0013597243232652545]},
}


def _data():
    return ds.NumpySlicesDataset({"x": _X, "y": _Y}, shuffle=False).batch(4)


def _net():
    return nn.Dense(2, 1, weight_init=Constant(0.1), bias_init="zeros")


def _callback_fn():
    net = _net()
    return Model(net, nn.MSELoss(), metrics={"Loss": Loss()}), net, _data(), {"Loss": Loss()}


def _metadata(folder):
    return {"epoch_group": {"0": [1, 2, 3], "1": [4, 5, 6]},
            "model_params_file_map": {str(i): os.path.join(os.path.realpath(folder), "ckpt_dir",
                                                           f"Dense_{i}_step.ckpt") for i in range(1, 7)},
            "step_per_epoch": 3, "unit": "step", "num_samples": 12, "landscape_size": 3,
            "create_landscape": {"train": True, "result": True}}


def test_collector_saves_landscape_checkpoints(tmp_path):
    net = _net()
    model = Model(net, nn.MSELoss(), nn.SGD(net.trainable_params(), 0.05))
    collector = SummaryCollector(str(tmp_path), collect_specified_data={"collect_landscape": _LANDSCAPE})
    model.train(2, _data(), callbacks=[collector], dataset_sink_mode=False)
    ckpt_dir = tmp_path / "ckpt_dir"
    assert sorted(os.listdir(ckpt_dir)) == [f"Dense_{i}_step.ckpt" for i in range(1, 7)] + ["train_metadata.json"]
    with open(ckpt_dir / "train_metadata.json", encoding="utf-8") as file:
        assert json.load(file) == _metadata(tmp_path)
    for step, (weight, bias) in _CKPTS.items():
        params = load_checkpoint(str(ckpt_dir / f"Dense_{step}_step.ckpt"))
        assert list(params) == ["weight", "bias"]
        np.testing.assert_allclose(params["weight"].asnumpy(), weight, rtol=1e-6)
        np.testing.assert_allclose(params["bias"].asnumpy(), bias, rtol=1e-6)


def test_collector_epoch_unit_and_defaults(tmp_path):
    # unit "epoch": one checkpoint per listed epoch, named after the epoch
    net = _net()
    model = Model(net, nn.MSELoss(), nn.SGD(net.trainable_params(), 0.05))
    spec = {"unit": "epoch", "intervals": [[1, 2, 3]], "num_samples": 4}
    collector = SummaryCollector(str(tmp_path / "a"), collect_specified_data={"collect_landscape": spec})
    model.train(3, _data(), callbacks=[collector], dataset_sink_mode=False)
    names = sorted(os.listdir(tmp_path / "a" / "ckpt_dir"))
    assert names == ["Dense_1_epoch.ckpt", "Dense_2_epoch.ckpt", "Dense_3_epoch.ckpt", "train_metadata.json"]
    with open(tmp_path / "a" / "ckpt_dir" / "train_metadata.json", encoding="utf-8") as file:
        meta = json.load(file)
    assert (meta["unit"], meta["num_samples"], meta["landscape_size"], meta["step_per_epoch"]) == ("epoch", 4, 40, 3)
    assert meta["create_landscape"] == {"train": True, "result": True}
    # the default collector prepares a landscape too; an empty or None collect_landscape does not
    SummaryCollector(str(tmp_path / "b"))
    assert os.listdir(tmp_path / "b") == ["ckpt_dir"]
    SummaryCollector(str(tmp_path / "c"), collect_specified_data={"collect_landscape": {}})
    SummaryCollector(str(tmp_path / "c"), collect_specified_data={"collect_landscape": None})
    SummaryCollector(str(tmp_path / "c"), keep_default_action=False, collect_specified_data={"collect_metric": True})
    assert os.listdir(tmp_path / "c") == []


_BASE = dict(_LANDSCAPE)


@pytest.mark.parametrize("value, error, message", [
    (5, TypeError, "For `collect_landscape` the type should be a valid type of ['dict', 'NoneType'], but got int."),
    ({"foo": 1}, ValueError, "For \"SummaryCollector\", the keys {'foo'} of `collect_landscape` are unsupported, "
                             "expect the follow keys: ['landscape_size', 'unit', 'num_samples', 'create_landscape', "
                             "'intervals']"),
    (dict(_BASE, landscape_size=2), ValueError, "For \"SummaryCollector\", the \"landscape_size\" in "
                                                "collect_specified_data should be less than 256 and more than 3, but "
                                                "got the: 2"),
    (dict(_BASE, landscape_size=257), ValueError, "For \"SummaryCollector\", the \"landscape_size\" in "
                                                  "collect_specified_data should be less than 256 and more than 3, "
                                                  "but got the: 257"),
    (dict(_BASE, landscape_size="4"), TypeError, "For `landscape_size` the type should be a valid type of ['int'], "
                                                 "but got str."),
    (dict(_BASE, landscape_size=True), TypeError, "For `landscape_size` the type should be a valid type of "
                                                  "['int'], but got bool."),
    (dict(_BASE, unit="x"), ValueError, "For \"SummaryCollector\", unit in collect_specified_data should be step or "
                                        "epoch, but got the: x."),
    (dict(_BASE, num_samples=1.5), TypeError, "For `num_samples` the type should be a valid type of ['int'], but "
                                              "got float."),
    (dict(_BASE, create_landscape={"foo": True}), ValueError, "For \"SummaryCollector\", the key to create "
                                                              "landscape should be in [\"train\", \"result\"], but "
                                                              "got the: foo."),
    (dict(_BASE, create_landscape={"train": 1}), TypeError, "For `train` the type should be a valid type of "
                                                            "['bool'], but got int."),
    (dict(_BASE, create_landscape=[1]), TypeError, "For `create_landscape` the type should be a valid type of "
                                                   "['dict'], but got list."),
    ({k: v for k, v in _BASE.items() if k != "intervals"}, TypeError,
     "For `intervals` the type should be a valid type of ['list'], but got NoneType."),
    (dict(_BASE, intervals=[[1, 2]]), ValueError, "For \"SummaryCollector\", the length of each list in "
                                                  "\"intervals\" should not be less than three, but got the: [1, 2]"),
    (dict(_BASE, intervals=[[1, 2, "3"]]), TypeError, "For \"SummaryCollector\", the value of each list in "
                                                      "\"intervals\" should be int, but got the: <class 'str'>"),
    (dict(_BASE, intervals=[(1, 2, 3)]), TypeError, "For `each interval inintervals` the type should be a valid "
                                                    "type of ['list'], but got tuple."),
    (dict(_BASE, intervals=(1,)), TypeError, "For `intervals` the type should be a valid type of ['list'], but got "
                                             "tuple."),
])
def test_collector_landscape_checks(tmp_path, value, error, message):
    with pytest.raises(error) as info:
        SummaryCollector(str(tmp_path), collect_specified_data={"collect_landscape": value})
    assert str(info.value) == message


def _read_landscapes(folder):
    found = {}
    for name in os.listdir(folder):
        if ".out.tfevents." not in name:
            continue
        acc = EventAccumulator(os.path.join(folder, name), size_guidance={"tensors": 0})
        acc.Reload()
        for tag in acc.Tags()["tensors"]:
            head, key = tag.rsplit("/", 1)
            events = acc.Tensors(tag)
            assert [e.step for e in events] == [0]
            found.setdefault(head, {})[key] = tensor_util.make_ndarray(events[0].tensor_proto)
    return found


def test_summary_landscape_matches_mindspore(tmp_path):
    # the checkpoints MindSpore's collector saved, rewritten here, and its metadata file
    folder = tmp_path / "run"
    (folder / "ckpt_dir").mkdir(parents=True)
    for step, (weight, bias) in _CKPTS.items():
        save_checkpoint([{"name": "weight", "data": Tensor(np.array(weight, np.float32))},
                         {"name": "bias", "data": Tensor(np.array(bias, np.float32))}],
                        str(folder / "ckpt_dir" / f"Dense_{step}_step.ckpt"))
    with open(folder / "ckpt_dir" / "train_metadata.json", "w", encoding="utf-8") as file:
        json.dump(_metadata(folder), file)
    np.random.seed(0)
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        SummaryLandscape(str(folder)).gen_landscapes_with_multi_process(_callback_fn, device_ids=[0, 1])
    lines = out.getvalue().splitlines()
    # MindSpore's progress lines: 3 path points and 3 x (1 + 3) grid lines per PCA landscape, 12 for the random one
    assert len(lines) == 3 * 15 - 3
    assert lines[0].startswith("Drawing landscape path total progress is 1/3, landscape path loss is 0.360804369")
    assert lines[3] == "Drawing landscape total progress: 1/3."
    assert lines[4].startswith("Current local landscape progress is 1/3, landscape loss is 0.000706032")
    found = _read_landscapes(folder)
    assert sorted(found) == sorted(_EXPECTED)
    for tag, expected in _EXPECTED.items():
        assert sorted(found[tag]) == sorted(expected)
        for key, value in expected.items():
            np.testing.assert_allclose(found[tag][key], value, rtol=2e-5, atol=1e-9, err_msg=f"{tag}/{key}")
    # a new output folder and a changed request: only the random landscape of the last point, 4 x 4
    np.random.seed(0)
    with contextlib.redirect_stdout(io.StringIO()):
        SummaryLandscape(str(folder)).gen_landscapes_with_multi_process(
            _callback_fn, collect_landscape={"landscape_size": 4, "create_landscape": {"train": False, "result": True},
                                             "intervals": [[2, 3, 4, 5]]}, device_ids=[3], output=str(tmp_path / "o"))
    found = _read_landscapes(tmp_path / "o")
    assert sorted(found) == ["landscape_[5]"]
    assert found["landscape_[5]"]["z"].shape == (4, 4)
    np.testing.assert_allclose(found["landscape_[5]"]["x"], np.linspace(-1, 1, 4), rtol=1e-6)
    with open(folder / "ckpt_dir" / "train_metadata.json", encoding="utf-8") as file:
        meta = json.load(file)
    assert meta["epoch_group"] == {"0": [2, 3, 4, 5]} and meta["landscape_size"] == 4
    SummaryLandscape(str(folder)).clean_ckpt()
    assert not (folder / "ckpt_dir").exists()


@pytest.mark.parametrize("device_ids, error, message", [
    (None, TypeError, "For `device_ids` the type should be a valid type of ['list'], but got NoneType."),
    ((0,), TypeError, "For `device_ids` the type should be a valid type of ['list'], but got tuple."),
    ([8], ValueError, "For \"SummaryLandscape.gen_landscapes_with_multi_process\", the parameter \"device_ids\" "
                      "should be between 0 and 7, but got 8."),
    ([-1], ValueError, "should be between 0 and 7, but got -1."),
    (["0"], TypeError, "For \"SummaryLandscape.gen_landscapes_with_multi_process\", the parameter \"device_ids\" "
                       "type should be int, but got the: <class 'str'>."),
])
def test_landscape_device_checks(tmp_path, device_ids, error, message):
    with pytest.raises(error) as info:
        SummaryLandscape(str(tmp_path)).gen_landscapes_with_multi_process(_callback_fn, device_ids=device_ids)
    assert message in str(info.value)


@pytest.mark.parametrize("request_, error, message", [
    ({"foo": 1}, ValueError, "For \"SummaryLandscape\", the key of collect landscape should be landscape_size, unit, "
                             "num_samples create_landscape or intervals, but got the: foo. "),
    ({"landscape_size": 2}, ValueError, "For \"SummaryLandscape\", \"landscape_size\" in train_metadata.json should "
                                        "be between 3 and 256, but got the: 2"),
    ({"unit": "x"}, ValueError, "For \"SummaryLandscape\", the \"unit\" in train_metadata.json should be step or "
                                "epoch, but got the: x"),
    ({"num_samples": "a"}, TypeError, "For `num_samples` the type should be a valid type of ['int'], but got str."),
    ({"create_landscape": {"train": True}}, ValueError, "For \"SummaryLandscape\", the key of \"create_landscape\" "
                                                        "should be train and result, but only got the: train"),
    ({"create_landscape": {"x": True, "y": 1}}, ValueError, "For \"SummaryLandscape\", the key of "
                                                            "\"create_landscape\" should be in [\"train\", "
                                                            "\"result\"], but got the: x."),
    ({"create_landscape": {"train": True, "result": 1}}, TypeError, "For `result` the type should be a valid type "
                                                                    "of ['bool'], but got int."),
    ({"intervals": [[1, 2]]}, ValueError, "For \"SummaryLandscape\", the length of each list in \"intervals\" should "
                                          "not be less than three, but got the: [1, 2]."),
    ({"intervals": [[1, 2, 2.0]]}, TypeError, "For \"SummaryLandscape\", the type of each value in \"intervals\" "
                                              "should be int, but got the: <class 'float'>."),
    ({"intervals": [(1, 2, 3)]}, TypeError, "For `each interval in intervals` the type should be a valid type of "
                                            "['list'], but got tuple."),
])
def test_landscape_request_checks(tmp_path, request_, error, message):
    with pytest.raises(error) as info:
        SummaryLandscape(str(tmp_path)).gen_landscapes_with_multi_process(_callback_fn, collect_landscape=request_,
                                                                          device_ids=[0])
    assert str(info.value) == message


def test_landscape_missing_metadata(tmp_path):
    landscape = SummaryLandscape(str(tmp_path / "sub"))
    assert os.listdir(tmp_path / "sub") == ["ckpt_dir"]
    path = os.path.join(os.path.realpath(tmp_path / "sub"), "ckpt_dir", "train_metadata.json")
    with pytest.raises(FileNotFoundError) as info:
        landscape.gen_landscapes_with_multi_process(_callback_fn, collect_landscape={"landscape_size": 4},
                                                    device_ids=[0])
    assert str(info.value) == f'For "SummaryLandscape", train_metadata.json file path of {path} not exists.'
    with pytest.raises(FileNotFoundError) as info:
        landscape.gen_landscapes_with_multi_process(_callback_fn, device_ids=[0])
    assert str(info.value) == ('For "SummaryLandscape", train_metadata.json file does not exist under the path, '
                               'please use summary_collector to collect information to create the json file')


def _bn_net():
    w1 = np.array([[0.2, -0.1], [0.3, 0.05], [-0.2, 0.4]], np.float32)
    return nn.SequentialCell([nn.Dense(2, 3, weight_init=Tensor(w1), bias_init="zeros"), nn.BatchNorm1d(3),
                              nn.Dense(3, 1, weight_init=Constant(0.1), bias_init="zeros")])


def test_landscape_with_fixed_entries_and_epochs(tmp_path):
    # BatchNorm's gamma/beta/moving statistics are no weights: they stay at the final values; Momentum training,
    # checkpoints per epoch. Losses recorded from MindSpore 2.10.0 CPU's progress lines (np.random.seed(3)).
    feats = np.sin(np.arange(32, dtype=np.float32)).reshape(16, 2)
    target = (feats @ np.array([[1.5], [-0.5]], np.float32) + 0.3).astype(np.float32)

    def data():
        return ds.NumpySlicesDataset({"x": feats, "y": target}, shuffle=False).batch(4)

    def callback_fn():
        net = _bn_net()
        return Model(net, nn.MSELoss(), metrics={"Loss": Loss()}), net, data(), {"Loss": Loss()}

    net = _bn_net()
    model = Model(net, nn.MSELoss(), nn.Momentum(net.trainable_params(), 0.05, 0.9))
    spec = {"landscape_size": 3, "unit": "epoch", "create_landscape": {"train": True, "result": True},
            "num_samples": 16, "intervals": [[1, 2, 3]]}
    model.train(3, data(), callbacks=[SummaryCollector(str(tmp_path), collect_specified_data={
        "collect_landscape": spec})], dataset_sink_mode=False)
    params = load_checkpoint(str(tmp_path / "ckpt_dir" / "SequentialCell_3_epoch.ckpt"))
    assert list(params) == ["0.weight", "0.bias", "1.moving_mean", "1.moving_variance", "1.gamma", "1.beta",
                            "2.weight", "2.bias"]
    np.random.seed(3)
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        SummaryLandscape(str(tmp_path)).gen_landscapes_with_multi_process(callback_fn, device_ids=[0])
    losses = [float(line.rsplit(" ", 1)[1].rstrip("."))
              for line in out.getvalue().splitlines() if "path" in line or "1/3, landscape loss" in line]
    expected = [0.08081398531794548, 0.07970354915596545, 0.17351013142615557,  # the trajectory
                0.0970274182036519, 0.08804130740463734, 0.0963584422133863,  # first grid column, PCA
                1.9509449005126953, 4.004244029521942, 5.0394264459609985]  # first grid column, random
    np.testing.assert_allclose(losses, expected, rtol=2e-5)


def test_default_collector_saves_steps_1_to_19(tmp_path):
    # recorded from MindSpore 2.10.0 CPU: the default collect_landscape, Model.train's default dataset_sink_mode
    net = nn.Dense(2, 1)
    model = Model(net, nn.MSELoss(), nn.SGD(net.trainable_params(), 0.05))
    model.train(2, _data(), callbacks=[SummaryCollector(str(tmp_path))])
    assert sorted(os.listdir(tmp_path / "ckpt_dir")) == ([f"Dense_{i}_step.ckpt" for i in range(1, 7)] +
                                                          ["train_metadata.json"])
    with open(tmp_path / "ckpt_dir" / "train_metadata.json", encoding="utf-8") as file:
        meta = json.load(file)
    assert meta["epoch_group"] == {"0": list(range(1, 10)), "1": list(range(10, 20))}
    assert sorted(meta["model_params_file_map"], key=int) == [str(i) for i in range(1, 7)]
    assert {k: meta[k] for k in ("step_per_epoch", "unit", "num_samples", "landscape_size", "create_landscape")} == {
        "step_per_epoch": 3, "unit": "step", "num_samples": 2048, "landscape_size": 40,
        "create_landscape": {"train": True, "result": True}}
