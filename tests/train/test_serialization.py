"""save_checkpoint / load_checkpoint / load_param_into_net (mindspore.train.serialization).

The fixtures in tests/data/ckpt were written and read by the real MindSpore 2.10 (tests/data/ckpt/make_fixtures.py,
which also holds the builders used here); expected.json holds what MindSpore read from them, what it read from the
files this package wrote (shim_written_*), and whether MindSpore writes the same bytes for the same objects.
"""
import hashlib
import importlib.util
import json
import logging
import os
import re
import threading

import numpy as np
import pytest
import torch

import mindspore_compat as ms
from mindspore_compat import Tensor, Parameter, nn
from mindspore_compat.common import dtype as mstype
from mindspore_compat.train import serialization as ser
from mindspore_compat.common import _checkpoint as ckpt_reader
from mindspore_compat.common._checkpoint_proto import Checkpoint
from mindspore_compat.train.serialization import save_checkpoint, load_checkpoint, load_param_into_net

DATA = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "data", "ckpt")
_spec = importlib.util.spec_from_file_location("ckpt_make_fixtures", os.path.join(DATA, "make_fixtures.py"))
mf = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(mf)
with open(os.path.join(DATA, "expected.json"), encoding="utf-8") as _f:
    EXPECTED = json.load(_f)

try:
    import safetensors  # noqa: F401
    HAVE_SAFETENSORS = True
except ImportError:
    HAVE_SAFETENSORS = False


@pytest.fixture(autouse=True)
def _quiet_mindspore_logger():
    logger = logging.getLogger("mindspore")
    old = logger.level
    logger.setLevel(logging.CRITICAL + 1)
    yield
    logger.setLevel(old)


def _data(name):
    return os.path.join(DATA, name)


def _read(path):
    with open(path, "rb") as f:
        return f.read()


def _raw(t):
    return ser._tensor_bytes(t._t)


def _describe(param_dict):
    """Same summary as make_fixtures.describe_loaded, computed with this package."""
    out = {}
    for name, value in param_dict.items():
        if isinstance(value, str):
            out[name] = {"str": value}
            continue
        out[name] = {"name": value.name, "dtype": str(value.dtype), "shape": list(value.shape),
                     "requires_grad": bool(value.requires_grad), "sha256": hashlib.sha256(_raw(value)).hexdigest(),
                     "head": mf._head(value.asnumpy())}
    return out


def _values(path):
    content = _read(path)
    if content[-17:-10] == b"crc_num":
        content = content[:-17]
    ckpt = Checkpoint()
    ckpt.ParseFromString(content)
    return [[v.tag, list(v.tensor.dims), v.tensor.tensor_type, len(v.tensor.tensor_content)] for v in ckpt.value]


def _snapshot(cell):
    return {name: _raw(p) for name, p in cell.parameters_and_names()}


class Small(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc = nn.Dense(3, 2)
        self.bn = nn.BatchNorm1d(2)

    def construct(self, x):
        return self.bn(self.fc(x))


def P(value, name, dtype=None):
    return Parameter(Tensor(np.asarray(value), dtype), name=name)


# ----- the protobuf schema -----------------------------------------------------------------------------------------
def test_schema_matches_mindspore_checkpoint_proto():
    from mindspore_compat.common import _checkpoint_proto
    proto = EXPECTED["checkpoint_proto"]
    assert mf.checkpoint_proto_dict(_checkpoint_proto.Checkpoint.DESCRIPTOR.file) == proto
    assert [m["name"] for m in proto["messageType"]] == ["Checkpoint", "TensorProto", "MapTensorProto"]
    # one Value as MindSpore 2.10 serializes it (bytes taken from a file MindSpore wrote)
    c = Checkpoint()
    e = c.value.add()
    e.tag, e.tensor.tensor_type, e.tensor.tensor_content = "w", "Float32", np.float32([1, 2]).tobytes()
    e.tensor.dims.extend([2])
    assert _read(_data("ms_crc.ckpt"))[:-17] == c.SerializeToString()


# ----- files written by MindSpore ----------------------------------------------------------------------------------
MS_FILES = sorted(k for k in EXPECTED["mindspore_files"] if k.endswith(".ckpt"))


@pytest.mark.parametrize("name", MS_FILES)
def test_mindspore_files_load_with_identical_values(name):
    expected = EXPECTED["mindspore_files"][name]
    assert _values(_data(name)) == expected["file"]["values"]
    got = load_checkpoint(_data(name), crc_check="crc" in name)
    assert list(got) == list(dict.fromkeys(v[0] for v in expected["file"]["values"]))
    assert _describe(got) == expected["loaded"]


def test_mindspore_dtypes_fixture_covers_every_loadable_type():
    loaded = EXPECTED["mindspore_files"]["ms_dense_bn.ckpt"]["loaded"]
    assert {v["dtype"] for v in loaded.values()} == set(ckpt_reader.LOADABLE) - {"Int4"}
    got = load_checkpoint(_data("ms_dense_bn.ckpt"))
    assert got["p_bfloat16"].dtype == mstype.bfloat16
    assert got["p_bfloat16"]._t.float().tolist() == [1.5, -2.25, 0.10009765625, 3.0, -0.5]
    assert got["p_uint64"]._t.view(torch.int64).tolist() == [0, -1]
    assert got["p_bool"].asnumpy().tolist() == [True, False, True]
    assert got["p_scalar"].shape == () and float(got["p_scalar"].asnumpy()) == 2.5


def test_mindspore_split_tensor_is_joined():
    for name in ("ms_split_bytes.ckpt", "ms_split_rows.ckpt"):
        values = _values(_data(name))
        assert [v[0] for v in values] == ["big"] * 4 + ["small"]
        got = load_checkpoint(_data(name))
        expected = (np.arange(1000, dtype=np.float32).reshape(10, 100) - 500) / 64
        assert np.array_equal(got["big"].asnumpy(), expected)


@pytest.mark.parametrize("name", ["ms_dense_bn.ckpt", "ms_append.ckpt", "ms_crc.ckpt", "ms_split_bytes.ckpt",
                                  "ms_split_rows.ckpt"])
def test_same_bytes_as_mindspore(name, tmp_path, monkeypatch):
    path = str(tmp_path / name)
    if name == "ms_dense_bn.ckpt":
        save_checkpoint(mf.build_dense_bn(ms), path)
    elif name == "ms_append.ckpt":
        obj, append = mf.append_items(ms)
        save_checkpoint(obj, path, append_dict=append)
    elif name == "ms_crc.ckpt":
        save_checkpoint(mf.append_items(ms)[0], path, crc_check=True)
    else:
        monkeypatch.setattr(ser, "SLICE_SIZE", 1)
        save_checkpoint(mf.split_values(ms), path, async_save=name == "ms_split_rows.ckpt")
        for t in threading.enumerate():
            if t.name == "asyn_save_ckpt":
                t.join()
    assert _read(path) == _read(_data(name))


def test_train_network_checkpoint_names_as_mindspore(tmp_path):
    for name, build, steps in (("ms_train_momentum.ckpt", mf.build_train_momentum, 3),
                               ("ms_train_lossscale.ckpt", mf.build_train_lossscale, 6)):
        _, train = build(ms)
        mf.run_steps(ms, train, 1, steps)
        path = str(tmp_path / name)
        save_checkpoint(train, path)
        assert [v[:3] for v in _values(path)] == [v[:3] for v in EXPECTED["mindspore_files"][name]["file"]["values"]]


@pytest.mark.parametrize("name,build,first,last", [
    ("ms_train_momentum.ckpt", mf.build_train_momentum, 4, 5),
    ("ms_train_lossscale.ckpt", mf.build_train_lossscale, 7, 12)])
def test_resume_from_mindspore_checkpoint(name, build, first, last):
    """A train network saved by MindSpore, loaded here, trains on as MindSpore trained on from the same file."""
    _, train = build(ms)
    assert load_param_into_net(train, load_checkpoint(_data(name))) == ([], [])
    expected = EXPECTED["mindspore_files"][name]["continued"]
    losses = mf.run_steps(ms, train, first, last)
    np.testing.assert_allclose(losses, expected["losses"], rtol=2e-5)
    for pname, p in train.parameters_and_names():
        np.testing.assert_allclose(mf._head(p.asnumpy(), 12), expected["state"][pname], rtol=2e-5, atol=1e-6,
                                   err_msg=pname)
    if "lossscale" in name:
        assert int(train.scale_sense.asnumpy()) == 2048
        assert int(train.loss_scaling_manager.cur_iter.asnumpy()) == 13
        assert int(train.loss_scaling_manager.last_overflow_iter.asnumpy()) == 10


# ----- files written here, read by MindSpore -----------------------------------------------------------------------
def test_shim_written_files_are_reproduced_and_mindspore_read_them(tmp_path):
    written = mf.shim_files(ms, str(tmp_path))
    assert sorted(written) == sorted(EXPECTED["shim_files"])
    for name, path in written.items():
        record = EXPECTED["shim_files"][name]
        assert _values(path) == record["file"]["values"]
        got = _describe(load_checkpoint(path, crc_check="crc" in name))
        if name == "shim_written_train.ckpt":
            # trained values: the last bits may depend on the CPU's float kernels, so compare with a tolerance
            assert got.keys() == record["loaded_by_mindspore"].keys()
            for key, rec in record["loaded_by_mindspore"].items():
                assert (got[key]["dtype"], got[key]["shape"]) == (rec["dtype"], rec["shape"])
                np.testing.assert_allclose(got[key]["head"], rec["head"], rtol=1e-5, atol=1e-7, err_msg=key)
            continue
        assert _read(path) == _read(_data(name)), name
        assert got == record["loaded_by_mindspore"]
    assert EXPECTED["mindspore_writes_same_bytes"] == {"shim_written_crc.ckpt": True,
                                                       "shim_written_dtypes.ckpt": True,
                                                       "shim_written_split.ckpt": True}
    assert EXPECTED["shim_files"]["shim_written_train.ckpt"]["mindspore_load_param_into_net"] == [[], []]


def test_shim_training_state_matches_mindspore():
    """12 loss-scaled steps (2 overflows) here give MindSpore's state (ulp-level differences allowed)."""
    mine = EXPECTED["shim_files"]["shim_written_train.ckpt"]["loaded_by_mindspore"]
    theirs = EXPECTED["mindspore_files"]["ms_train_lossscale.ckpt"]["continued"]["state"]
    _, train = mf.build_train_lossscale(ms)
    path_of = {p.name: path for path, p in train.parameters_and_names()}
    assert sorted(path_of) == sorted(mine)
    for name, rec in mine.items():
        np.testing.assert_allclose(rec["head"], theirs[path_of[name]][:6], rtol=2e-5, atol=1e-6, err_msg=name)
    assert mine["current_iterator_step"]["head"] == [13] and mine["last_overflow_iterator_step"]["head"] == [10]


# ----- round trips -------------------------------------------------------------------------------------------------
ROUND_TRIP = [
    (np.float32, None), (np.float16, None), (np.float64, None), (np.int8, None), (np.uint8, None),
    (np.int16, None), (np.uint16, None), (np.int32, None), (np.uint32, None), (np.int64, None),
    (np.uint64, None), (np.bool_, None), (np.float32, mstype.bfloat16)]


@pytest.mark.parametrize("np_type,ms_type", ROUND_TRIP)
@pytest.mark.parametrize("shape", [(), (5,), (2, 3, 2)])
def test_round_trip_every_dtype(np_type, ms_type, shape, tmp_path):
    rng = np.random.default_rng(0)
    values = rng.integers(0, 200, size=shape) * (-1 if np.dtype(np_type).kind in "fi" else 1)
    arr = (values / 7).astype(np_type) if np.dtype(np_type).kind == "f" else values.astype(np_type)
    p = Parameter(Tensor(arr, ms_type), name="p")
    path = str(tmp_path / "rt.ckpt")
    save_checkpoint([p], path)
    q = load_checkpoint(path)["p"]
    assert q.dtype == p.dtype and q.shape == shape and q.name == "p" and q.requires_grad
    assert _raw(q) == _raw(p)


def test_complex_saves_but_does_not_load_as_in_mindspore(tmp_path):
    path = str(tmp_path / "c.ckpt")
    save_checkpoint([P(np.ones(2, np.complex64), "z")], path)
    assert _values(path) == [["z", [2], "Complex64", 16]]
    with pytest.raises(ValueError, match=r"'Complex64'\nFor 'load_checkpoint', failed to load the checkpoint "
                                         r"file .*c\.ckpt\."):
        load_checkpoint(path)


def test_save_list_dict_and_cell(tmp_path):
    path = str(tmp_path / "x.ckpt")
    w = P(np.float32([1, 2]), "w")
    t = Tensor(np.float32([3]))
    # list of dicts: a repeated name keeps its first position and its last data (MindSpore's OrderedDict)
    save_checkpoint([{"name": "x", "data": t}, {"name": "y", "data": w}, {"name": "x", "data": w}], path)
    got = load_checkpoint(path)
    assert list(got) == ["x", "y"] and got["x"].asnumpy().tolist() == [1, 2]
    # dict (e.g. a load_checkpoint result): Parameters, strings and numpy arrays
    save_checkpoint({"a": got["y"], "s": "text", "n": np.arange(3)}, path)
    got = load_checkpoint(path)
    assert got["s"] == "text" and got["n"].dtype == mstype.int64 and got["a"].asnumpy().tolist() == [1, 2]
    # a Cell saves Parameter names (not attribute paths), own Parameters first
    net = Small()
    save_checkpoint(net, path, choice_func=lambda n: not n.startswith("bn.moving"))
    assert list(load_checkpoint(path)) == ["fc.weight", "fc.bias", "bn.gamma", "bn.beta"]
    save_checkpoint(net.trainable_params(), path)
    assert list(load_checkpoint(path)) == ["fc.weight", "fc.bias", "bn.gamma", "bn.beta"]
    save_checkpoint([], str(tmp_path / "empty.ckpt"))
    assert _read(str(tmp_path / "empty.ckpt")) == b""


def test_file_name_and_file_mode(tmp_path):
    w = [P(np.float32([1]), "w")]
    save_checkpoint(w, str(tmp_path / "model"))
    assert os.path.exists(tmp_path / "model.ckpt")
    save_checkpoint(w, str(tmp_path / "model.safetensors"))  # format "ckpt": the suffix is added
    assert os.path.exists(tmp_path / "model.safetensors.ckpt")
    path = str(tmp_path / "model.ckpt")
    assert os.stat(path).st_mode & 0o777 == 0o400
    save_checkpoint([P(np.float32([2]), "w")], path)  # a read-only file is replaced
    assert load_checkpoint(path)["w"].asnumpy().tolist() == [2.0]
    assert not [n for n in os.listdir(tmp_path) if n.endswith(".tmp")]


def test_cache_enabled_parameter_carries_its_key(tmp_path):
    net = Small()
    net.fc.bias.cache_enable = True
    net.fc.bias.key = 4
    path = str(tmp_path / "cache.ckpt")
    save_checkpoint(net, path)
    assert [v[0] for v in _values(path)][:2] == ["fc.weight", "fc.bias.__param_key__4"]
    got = load_checkpoint(path)  # the suffix is removed again (the entry moves to the end, as in MindSpore)
    assert list(got)[-1] == "fc.bias" and got["fc.bias"].name == "fc.bias.__param_key__4"
    assert load_param_into_net(Small(), got) == ([], [])


def test_zero_size_tensor_is_not_written_as_in_mindspore(tmp_path):
    path = str(tmp_path / "z.ckpt")
    save_checkpoint([P(np.zeros((2, 0), np.float32), "z"), P(np.float32([1]), "w")], path)
    assert [v[0] for v in _values(path)] == ["w"]


# ----- append_dict -------------------------------------------------------------------------------------------------
def test_append_dict_types_as_mindspore(tmp_path):
    path = str(tmp_path / "a.ckpt")
    obj, append = mf.append_items(ms)
    save_checkpoint(obj, path, append_dict=append)
    got = load_checkpoint(path)
    assert _describe(got) == EXPECTED["mindspore_files"]["ms_append.ckpt"]["loaded"]
    assert got["epoch_num"].dtype == mstype.int64 and got["lr"].dtype == mstype.float32
    assert got["flag"].dtype == mstype.bool_ and got["note"] == "best model" and got["unicode"] == "h\u00e9llo \u2713"
    assert got["empty"] == ""
    # append_dict entries are saved after the parameters; a name clash keeps the parameter's place
    save_checkpoint(obj, path, append_dict={"z": 1, "w": 2.0, "__exception_save__": True})
    got = load_checkpoint(path)
    assert list(got) == ["w", "z"] and got["w"].shape == () and float(got["w"].asnumpy()) == 2.0


def test_append_dict_errors(tmp_path):
    path = str(tmp_path / "a.ckpt")
    with pytest.raises(TypeError, match="the argument 'append_dict' must be dict, but got <class 'list'>"):
        save_checkpoint([], path, append_dict=[1])
    with pytest.raises(TypeError, match="the type of dict 'append_info' must be key: string, value: int, float, "
                                        "bool or Generator, but got key: <class 'str'>, value: <class 'NoneType'>"):
        save_checkpoint([], path, append_dict={"a": None})
    with pytest.raises(TypeError, match="value: <class 'numpy.ndarray'>"):
        save_checkpoint([], path, append_dict={"a": np.ones(2)})


# ----- save argument errors (MindSpore's types and messages) -------------------------------------------------------
def test_save_argument_errors(tmp_path):
    path = str(tmp_path / "e.ckpt")
    w = P(np.float32([1]), "w")
    cases = [
        (dict(save_obj=5), TypeError, "the parameter 'save_obj' must be nn.Cell, list or dict, but got <class 'int'>"),
        (dict(save_obj=w), TypeError, "must be nn.Cell, list or dict, but got <class "),
        (dict(ckpt_file_name=5), TypeError, "the parameter 5 for checkpoint file name is invalid,'ckpt_file_name' "
                                            "must be string, but got <class 'int'>"),
        (dict(ckpt_file_name=str(tmp_path)), IsADirectoryError, "is a directory, it must be a file name"),
        (dict(format="pt"), ValueError, "the format must be 'safetensors' or 'ckpt', but got pt"),
        (dict(integrated_save=1), TypeError, "The input value must be a bool, but got int."),
        (dict(async_save=1), TypeError, "the parameter 'async_save' must be bool or str, but got <class 'int'>"),
        (dict(async_save="x"), ValueError, "the argument 'async_save' can only be 'process' or 'thread',but got x"),
        (dict(enc_key="abc"), ValueError, "The parameter 'enc_key' must be isinstance of "),
        (dict(enc_key=b"0123456789abcdef"), ValueError, "encrypted checkpoints are not supported by "
                                                        "mindspore_compat"),
        (dict(enc_mode=1), ValueError, "The parameter 'enc_mode' must be isinstance of <class 'str'>, but got 1."),
        (dict(crc_check=1), ValueError, "The parameter 'crc_check' must be isinstance of <class 'bool'>"),
        (dict(remove_redundancy=1), ValueError, "The parameter 'remove_redundancy' must be isinstance of"),
        (dict(save_obj=[w, Tensor([1.0])]), TypeError, "when save_obj is made up by list of Parameter,the param "
                                                        "should be parameter"),
        (dict(save_obj=[{"name": 1, "data": w}]), TypeError, "the name in dict should be string"),
        (dict(save_obj=[{"name": "a", "data": np.ones(2)}]), TypeError, "the data in dict should be parameter"),
        (dict(save_obj=[{"nme": "a", "data": w}]), TypeError, "the dict should have key values 'name' and 'value'"),
        (dict(save_obj={1: w}), TypeError, "the key should be str andvalue should be Parameter"),
        (dict(save_obj={"a": 3}), TypeError, "the type of value is <class 'int'>"),
    ]
    for kwargs, exc, msg in cases:
        args = dict(save_obj=[w], ckpt_file_name=path)
        args.update(kwargs)
        with pytest.raises(exc, match=re.escape(msg)):
            save_checkpoint(**args)
    with pytest.raises(ValueError, match="when format is 'safetensors', the parameter 'enc_key' must be set to "
                                         "default value 'None'"):
        save_checkpoint([w], path, format="safetensors", enc_key=b"1")
    assert not os.path.exists(path)


# ----- load: filters and errors ------------------------------------------------------------------------------------
@pytest.fixture
def four(tmp_path):
    path = str(tmp_path / "four.ckpt")
    save_checkpoint([P(np.float32([i]), n) for i, n in enumerate(["conv1.w", "conv1.b", "conv2.w", "fc.w"])], path)
    return path


def test_filter_specify_prefix_and_choice_func(four):
    assert list(load_checkpoint(four, filter_prefix="conv1")) == ["conv2.w", "fc.w"]
    assert list(load_checkpoint(four, filter_prefix=["conv", "x"])) == ["fc.w"]
    assert list(load_checkpoint(four, specify_prefix=("conv",))) == ["conv1.w", "conv1.b", "conv2.w"]
    assert list(load_checkpoint(four, specify_prefix="conv", filter_prefix="conv1")) == ["conv2.w"]
    assert list(load_checkpoint(four, choice_func=lambda n: n.endswith(".w"))) == ["conv1.w", "conv2.w", "fc.w"]
    # either prefix argument makes choice_func ignored
    assert list(load_checkpoint(four, filter_prefix="fc", choice_func=lambda n: False)) == ["conv1.w", "conv1.b",
                                                                                             "conv2.w"]
    with pytest.raises(ValueError, match="The loaded parameter dict is empty after filter or specify"):
        load_checkpoint(four, specify_prefix="nothing")


def test_prefix_validation(four):
    with pytest.raises(TypeError, match="the type of 'specify_prefix' or 'filter_prefix' must be string, "
                                        r"list\[string\] or tuple\[string\], but got <class 'int'>"):
        load_checkpoint(four, filter_prefix=5)
    with pytest.raises(ValueError, match="can't be empty when 'specify_prefix' or 'filter_prefix' is list or tuple"):
        load_checkpoint(four, specify_prefix=[])
    with pytest.raises(TypeError, match="the element in it must be string, but got <class 'int'> at index 1"):
        load_checkpoint(four, filter_prefix=["a", 1])
    with pytest.raises(ValueError, match="the value of 'specify_prefix' or 'filter_prefix' can't include ''"):
        load_checkpoint(four, specify_prefix=("",))


def test_load_argument_errors(four, tmp_path):
    with pytest.raises(ValueError, match=r"the checkpoint file: .*nope\.ckpt does not exist, please check whether "
                                         r"the 'ckpt_file_name' is correct"):
        load_checkpoint(str(tmp_path / "nope.ckpt"))
    other = str(tmp_path / "four.pt")
    with open(other, "wb") as f:
        f.write(_read(four))
    with pytest.raises(ValueError, match=r"the checkpoint file format must same with 'format', but got "
                                         r"file_name:'.*four\.pt', format:'ckpt'"):
        load_checkpoint(other)
    with pytest.raises(TypeError, match="the argument 'ckpt_file_name' must be string, but got <class 'int'>"):
        load_checkpoint(5)
    with pytest.raises(ValueError, match="the checkpoint file should end with '.ckpt' or '.safetensors'"):
        load_checkpoint(four, format="pt")
    with pytest.raises(ValueError, match="The parameter 'dec_key' must be isinstance of"):
        load_checkpoint(four, dec_key="k")
    with pytest.raises(ValueError, match="encrypted checkpoints are not supported by mindspore_compat"):
        load_checkpoint(four, dec_key=b"0123456789abcdef")
    with pytest.raises(ValueError, match="The parameter 'crc_check' must be isinstance of"):
        load_checkpoint(four, crc_check=1)
    with pytest.raises(ValueError, match="The parameter 'remove_redundancy' must be isinstance of"):
        load_checkpoint(four, remove_redundancy=1)
    with pytest.raises(TypeError, match="the argument 'net' should be a Cell, but got <class 'int'>"):
        load_checkpoint(four, net=5)
    with pytest.raises(TypeError, match="ckpt don't support BytesIO as input type"):
        import io
        load_checkpoint(io.BytesIO(b""))


def _corrupt_files(tmp_path, good):
    content = _read(good)
    files = {"truncated": content[:-3], "garbage": b"\xff\xfe garbage \x00\x01", "empty": b""}
    out = {}
    for name, data in files.items():
        out[name] = str(tmp_path / f"{name}.ckpt")
        with open(out[name], "wb") as f:
            f.write(data)
    return out


def test_malformed_files_raise_value_error_naming_the_file_and_leave_net_unchanged(tmp_path):
    net = Small()
    good = str(tmp_path / "good.ckpt")
    save_checkpoint(net, good)
    for p in net.get_parameters():
        p.set_data(Tensor(np.full(p.shape, 3.0, np.float32)))
    before = _snapshot(net)
    files = _corrupt_files(tmp_path, good)
    for name in ("truncated", "garbage"):
        path = os.path.realpath(files[name])
        with pytest.raises(ValueError) as info:
            load_checkpoint(files[name], net=net)
        assert str(info.value) == (f"Failed to read the checkpoint file {path}. The file may be corrupted, and the "
                                   f"content cannot be parsed.")
    with pytest.raises(ValueError, match="The loaded parameter dict is empty"):  # an empty file, as MindSpore
        load_checkpoint(files["empty"], net=net)
    # a well-formed file with a bad Value
    for tensor_type, content, msg in (("Foo", b"1234", "'Foo'"),
                                      ("Float32", b"123", "The data of 'q' holds 3 bytes, but shape \\(2,\\) of "
                                                          "type Float32 needs 8 bytes.")):
        c = Checkpoint()
        v = c.value.add()
        v.tag, v.tensor.tensor_type, v.tensor.tensor_content = "q", tensor_type, content
        v.tensor.dims.extend([2])
        path = str(tmp_path / "bad.ckpt")
        with open(path, "wb") as f:
            f.write(c.SerializeToString())
        with pytest.raises(ValueError, match=f"{msg}\nFor 'load_checkpoint', failed to load the checkpoint file "
                                             f"{os.path.realpath(path)}."):
            load_checkpoint(path, net=net)
    assert _snapshot(net) == before


def test_surplus_bytes_and_old_scalar_dims_load_as_in_mindspore(tmp_path):
    c = Checkpoint()
    for tag, dims, content in (("a", [2], np.float32([1, 2, 3]).tobytes()), ("s", [0], np.float32(4).tobytes())):
        v = c.value.add()
        v.tag, v.tensor.tensor_type, v.tensor.tensor_content = tag, "Float32", content
        v.tensor.dims.extend(dims)
    path = str(tmp_path / "old.ckpt")
    with open(path, "wb") as f:
        f.write(c.SerializeToString())
    got = load_checkpoint(path)
    assert got["a"].asnumpy().tolist() == [1, 2] and got["s"].shape == () and float(got["s"].asnumpy()) == 4


def test_crc(tmp_path):
    path = str(tmp_path / "c.ckpt")
    save_checkpoint([P(np.float32([1, 1]), "w")], path, crc_check=True)
    content = _read(path)
    assert content[-17:] == b"crc_num\x00\x00\x00\x00\x00\x00\xeaLm\x16"  # as MindSpore writes it
    assert list(load_checkpoint(path, crc_check=True)) == ["w"]
    bad = bytearray(content)
    bad[-25] ^= 1
    bad_path = str(tmp_path / "bad.ckpt")
    with open(bad_path, "wb") as f:
        f.write(bytes(bad))
    with pytest.raises(ValueError, match=f"Failed to read the checkpoint file {os.path.realpath(bad_path)}. "
                                         "May not have permission") as info:
        load_checkpoint(bad_path, crc_check=True)
    assert "crc check is failed" in str(info.value.__cause__)
    # without the check the trailer is dropped and the damaged value loads (one flipped bit: 1 + 2**-23)
    assert load_checkpoint(bad_path)["w"].asnumpy().tolist() == [1 + 2 ** -23, 1.0]
    plain = str(tmp_path / "plain.ckpt")
    save_checkpoint([P(np.float32([1, 2]), "w")], plain)
    assert list(load_checkpoint(plain, crc_check=True)) == ["w"]  # no trailer: a warning only


# ----- load_param_into_net -------------------------------------------------------------------------------------------
def test_load_param_into_net_lists_as_mindspore():
    """Cases and results recorded with MindSpore 2.10."""
    net = Small()
    d = {"zz": P([1.0], "zz"), "fc.bias": P([5.0, 6.0], "fc.bias"), "bn.gamma": P([2.0, 3.0], "bn.gamma"),
         "s": "str"}
    assert load_param_into_net(net, d) == (["fc.weight", "bn.moving_mean", "bn.moving_variance", "bn.beta"],
                                           ["zz", "s"])
    assert net.fc.bias.asnumpy().tolist() == [5, 6] and net.bn.gamma.asnumpy().tolist() == [2, 3]
    # prefix removal (strict_load=False): found prefixes are 'net.' then 'other.'; ckpt_not_load keeps them
    d2 = {"net.fc.weight": P(np.ones((2, 3), np.float32), "net.fc.weight"), "net.fc.bias": P([7.0, 8.0],
                                                                                                "net.fc.bias"),
          "other.bn.gamma": P([9.0, 9.0], "other.bn.gamma")}
    assert load_param_into_net(net, d2) == (["bn.moving_mean", "bn.moving_variance", "bn.beta"],
                                            ["net.fc.weight", "net.fc.bias", "other.bn.gamma"])
    assert net.fc.bias.asnumpy().tolist() == [7, 8] and net.bn.gamma.asnumpy().tolist() == [9, 9]
    all_names = ["fc.weight", "fc.bias", "bn.moving_mean", "bn.moving_variance", "bn.gamma", "bn.beta"]
    assert load_param_into_net(Small(), d2, strict_load=True) == (all_names, list(d2))
    assert load_param_into_net(Small(), {"a": [1]}) == (all_names, ["a"])


def test_load_param_into_net_skips_accu_grads():
    class Acc(nn.Cell):
        def __init__(self):
            super().__init__()
            self.w = Parameter(Tensor(np.float32([1])), name="w")
            self.a = Parameter(Tensor(np.float32([1])), name="accu_grads.w")

        def construct(self):
            return self.w

    assert load_param_into_net(Acc(), {"x": P([1.0], "x")}) == (["w"], ["x"])


def test_load_param_into_net_argument_errors():
    net = Small()
    with pytest.raises(TypeError, match="the argument 'net' should be a Cell, but got <class 'int'>"):
        load_param_into_net(5, {})
    with pytest.raises(TypeError, match="the argument 'parameter_dict' should be a dict, but got <class 'list'>"):
        load_param_into_net(net, [1])
    with pytest.raises(TypeError, match="should be a 'str' and 'Parameter' , but got <class 'str'> and <class "):
        load_param_into_net(net, {"a": Tensor([1.0])})
    with pytest.raises(TypeError, match="but got <class 'int'> and <class "):
        load_param_into_net(net, {1: P([1.0], "x")})
    with pytest.raises(TypeError, match="The input value must be a bool, but got int."):
        load_param_into_net(net, {}, strict_load=1)
    with pytest.raises(ValueError, match="The parameter 'remove_redundancy' must be isinstance of"):
        load_param_into_net(net, {}, remove_redundancy=1)
    before = _snapshot(net)
    with pytest.raises(TypeError, match="The deduplication feature for loading checkpoint can only be used in "
                                        "parallel scenarios, but got stand_alone."):
        load_param_into_net(net, {"fc.bias": P(np.float32([1, 2]), "fc.bias")}, remove_redundancy=True)
    assert _snapshot(net) == before


def test_shape_mismatch_raises_and_leaves_net_unchanged():
    net = Small()
    before = _snapshot(net)
    d = {"fc.bias": P(np.float32([9, 9]), "fc.bias"), "bn.gamma": P(np.float32([1, 2, 3]), "bn.gamma")}
    with pytest.raises(RuntimeError) as info:
        load_param_into_net(net, d)
    assert str(info.value) == (
        "For 'load_param_into_net', bn.gamma in the argument 'net' should have the same shape as bn.gamma in the "
        "argument 'parameter_dict'. But got its shape (2,) in the argument 'net' and shape (3,) in the argument "
        "'parameter_dict'.May you need to check whether the checkpoint you loaded is correct or the batch size and "
        "so on in the 'net' and 'parameter_dict' are same.")
    assert _snapshot(net) == before
    # a failure in the prefix pass leaves the network unchanged too
    with pytest.raises(RuntimeError, match="bn.gamma in the argument 'net' should have the same shape"):
        load_param_into_net(net, {"fc.bias": P(np.float32([9, 9]), "fc.bias"),
                                  "pre.bn.gamma": P(np.float32([1, 2, 3]), "pre.bn.gamma")})
    assert _snapshot(net) == before
    # () vs (1,) is a mismatch too (MindSpore)
    with pytest.raises(RuntimeError, match="But got its shape \\(2,\\) in the argument 'net' and shape \\(\\)"):
        load_param_into_net(net, {"fc.bias": P(np.float32(1), "fc.bias")})
    # through load_checkpoint
    path = os.path.join(os.path.dirname(__file__), "_tmp_shape.ckpt")
    try:
        save_checkpoint(d, path)
        with pytest.raises(RuntimeError, match="bn.gamma in the argument 'net' should have the same shape"):
            load_checkpoint(path, net=net)
    finally:
        os.remove(path)
    assert _snapshot(net) == before


def test_dtype_conversion_as_mindspore():
    net = Small()
    assert load_param_into_net(net, {"fc.bias": P(np.float16([1.5, 2.5]), "fc.bias")})[1] == []
    assert net.fc.bias.dtype == mstype.float32 and net.fc.bias.asnumpy().tolist() == [1.5, 2.5]
    load_param_into_net(net, {"fc.bias": P(np.float64([0.1, 2.5]), "fc.bias")})
    assert net.fc.bias.asnumpy()[0] == np.float32(0.1)
    load_param_into_net(net, {"fc.bias": P(np.float32([1.5, 2.0]), "fc.bias", mstype.bfloat16)})
    assert net.fc.bias.asnumpy().tolist() == [1.5, 2.0]
    msg = ("For 'load_param_into_net', fc.bias in the argument 'net' should have the same type as fc.bias in the "
           "argument 'parameter_dict'. but got its type Float32 in the argument 'net' and type Float16 in the "
           "argument 'parameter_dict'.May you need to check whether the checkpoint you loaded is correct.")
    with pytest.raises(RuntimeError) as info:
        load_param_into_net(net, {"fc.bias": P(np.float16([1.5, 2.5]), "fc.bias")}, strict_load=True)
    assert str(info.value) == msg
    with pytest.raises(RuntimeError, match="type Float32 in the argument 'net' and type Int32"):
        load_param_into_net(net, {"fc.bias": P(np.int32([1, 2]), "fc.bias")})

    class Ints(nn.Cell):
        def __init__(self):
            super().__init__()
            self.i = Parameter(Tensor(np.int32([1, 2])), name="i")
            self.b = Parameter(Tensor(np.array([True, False])), name="b")
            self.u = Parameter(Tensor(np.uint8([1, 2])), name="u")

        def construct(self):
            return self.i

    n = Ints()
    assert load_param_into_net(n, {"i": P(np.int64([5, 2 ** 32 + 6]), "i")}) == (["b", "u"], [])
    assert n.i.dtype == mstype.int32 and n.i.asnumpy().tolist() == [5, 6]
    load_param_into_net(n, {"i": P(np.int8([-5, 6]), "i")})
    assert n.i.asnumpy().tolist() == [-5, 6]
    for name, value in (("u", np.int32([5, 6])), ("b", np.int32([0, 1])), ("i", np.uint8([5, 6])),
                        ("i", np.float32([5, 6]))):
        with pytest.raises(RuntimeError, match="should have the same type"):
            load_param_into_net(n, {name: P(value, name)})


def test_trailing_unit_dims_are_reshaped():
    net = Small()
    load_param_into_net(net, {"fc.bias": P(np.float32([[1.5], [2.5]]), "fc.bias")})
    assert net.fc.bias.shape == (2,) and net.fc.bias.asnumpy().tolist() == [1.5, 2.5]
    with pytest.raises(RuntimeError, match="should have the same shape"):
        load_param_into_net(net, {"fc.bias": P(np.float32([[1.5, 2.5]]), "fc.bias")})


def test_values_are_copied_in_place_and_optimizers_keep_working():
    net = nn.Dense(2, 1)
    opt = nn.Momentum(net.trainable_params(), learning_rate=0.1, momentum=0.9)
    w, t, ptr = net.weight, net.weight._t, net.weight._t.data_ptr()
    assert load_param_into_net(net, {"weight": P(np.float32([[1, 2]]), "weight"),
                                     "bias": P(np.float32([0.5]), "bias")}) == ([], [])
    assert net.weight is w and net.weight._t is t and t.data_ptr() == ptr
    assert opt.parameters[0] is w and w.requires_grad and t.requires_grad
    assert dict(net.named_parameters())["weight"] is t
    assert load_param_into_net(opt, {"moments.weight": P(np.float32([[0.5, 0.5]]), "moments.weight")},
                               strict_load=True)[0] == ["global_step", "learning_rate", "weight", "bias",
                                                        "momentum", "moments.bias"]
    train = nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()), opt)
    train(Tensor(np.float32([[1, 1]])), Tensor(np.float32([[0]])))
    # out = 3.5, dL/dout = 7: v_w = 0.9 * 0.5 + 7, v_b = 7; p -= 0.1 * v
    np.testing.assert_allclose(net.weight.asnumpy(), [[1 - 0.745, 2 - 0.745]], rtol=1e-6)
    np.testing.assert_allclose(net.bias.asnumpy(), [0.5 - 0.7], rtol=1e-6)


# ----- resume -----------------------------------------------------------------------------------------------------
def _resume_data(step):
    x = (np.arange(8 * 4, dtype=np.float32).reshape(8, 4) % 7 - 3) / 4 * (1 + 0.05 * (step % 5))
    if step % 7 == 3:
        x = x * np.float32(1e25)  # inf loss: an overflow, the step is skipped and the scale halves
    y = (np.arange(8 * 3, dtype=np.float32).reshape(8, 3) % 5 - 2) / 2
    return x.astype(np.float32), y.astype(np.float32)


def _resume_state(train):
    return {name: _raw(p) for name, p in train.parameters_and_names()}


def test_resume_loss_scale_training_is_bit_exact(tmp_path):
    _, straight = mf.build_train_lossscale(ms)
    losses = mf.run_steps(ms, straight, 1, 40, data=_resume_data)
    assert sum(np.isinf(losses)) == 6  # steps 3, 10, 17, 24, 31, 38 overflow

    _, first = mf.build_train_lossscale(ms)
    mf.run_steps(ms, first, 1, 20, data=_resume_data)
    path = str(tmp_path / "resume.ckpt")
    save_checkpoint(first, path)
    saved = load_checkpoint(path)
    assert int(saved["current_iterator_step"].asnumpy()) == 21
    assert int(saved["last_overflow_iterator_step"].asnumpy()) == 17
    assert int(saved["global_step"].asnumpy()[0]) == 17

    _, resumed = mf.build_train_lossscale(ms)
    assert load_param_into_net(resumed, load_checkpoint(path)) == ([], [])
    assert mf.run_steps(ms, resumed, 21, 40, data=_resume_data) == losses[20:]
    assert _resume_state(resumed) == _resume_state(straight)
    assert float(straight.scale_sense.asnumpy()) != 2 ** 12


# ----- async ------------------------------------------------------------------------------------------------------
def test_async_save_snapshots_the_data(tmp_path):
    p = P(np.float32([1, 2]), "w")
    path = str(tmp_path / "async.ckpt")
    save_checkpoint([p], path, async_save="thread")
    p.set_data(Tensor(np.float32([7, 7])))
    ser._wait_async_save()
    assert not ser.async_ckpt_thread_status()
    assert load_checkpoint(path)["w"].asnumpy().tolist() == [1, 2]
    save_checkpoint([p], path, async_save="process")
    ser._wait_async_save()
    assert load_checkpoint(path)["w"].asnumpy().tolist() == [7, 7]


def test_load_checkpoint_async(four):
    future = ser.load_checkpoint_async(four, filter_prefix="conv")
    assert list(future.result()) == ["fc.w"]
    with pytest.raises(ValueError, match="does not exist"):
        ser.load_checkpoint_async(four + ".missing.ckpt").result()


def test_public_names():
    assert ser.__all__ == ["save_checkpoint", "load_checkpoint", "load_param_into_net", "load_checkpoint_async",
                           "async_ckpt_thread_status", "export", "load", "ckpt_to_safetensors", "safetensors_to_ckpt",
                           "merge_sliced_parameter", "load_segmented_checkpoints", "get_ckpt_path_with_strategy",
                           "build_searched_strategy", "restore_group_info_list", "load_distributed_checkpoint"]
    import inspect
    sigs = {name: str(inspect.signature(getattr(ser, name))) for name in ser.__all__}
    expected = {
        "save_checkpoint": "(save_obj, ckpt_file_name, integrated_save=True, async_save=False, append_dict=None, "
                           "enc_key=None, enc_mode='AES-GCM', choice_func=None, crc_check=False, format='ckpt', "
                           "**kwargs)",
        "load_checkpoint": "(ckpt_file_name, net=None, strict_load=False, filter_prefix=None, dec_key=None, "
                           "dec_mode='AES-GCM', specify_prefix=None, choice_func=None, crc_check=False, "
                           "remove_redundancy=False, format='ckpt')",
        "load_param_into_net": "(net, parameter_dict, strict_load=False, remove_redundancy=False)",
        "load_checkpoint_async": "(ckpt_file_name, net=None, strict_load=False, filter_prefix=None, dec_key=None, "
                                 "dec_mode='AES-GCM', specify_prefix=None, choice_func=None)",
        "async_ckpt_thread_status": "()",
        # the 2.10 manifest's signatures
        "export": "(net, *inputs, file_name, file_format, **kwargs)",
        "load": "(file_name, **kwargs)",
        "ckpt_to_safetensors": "(file_path, save_path=None, name_map=None, file_name_regex=None, processes_num=1)",
        "safetensors_to_ckpt": "(file_path, save_path=None, name_map=None, file_name_regex=None, processes_num=1)",
        "merge_sliced_parameter": "(sliced_parameters, strategy=None)",
        "load_segmented_checkpoints": "(ckpt_file_dir, net=None, strict_load=False, filter_prefix=None, dec_key=None, "
                                      "dec_mode='AES-GCM', specify_prefix=None, choice_func=None)",
        "get_ckpt_path_with_strategy": "(cur_ckpt_path, cur_strategy_path)",
        # the three forwarders of mindspore.train, signatures as MindSpore 2.10's train.serialization gives them
        "build_searched_strategy": "(strategy_filename)",
        "restore_group_info_list": "(group_info_file_name)",
        "load_distributed_checkpoint": "(network, checkpoint_filenames=None, predict_strategy=None, "
                                       "train_strategy_filename=None, strict_load=False, dec_key=None, "
                                       "dec_mode='AES-GCM', format='ckpt', unified_safetensors_dir=None, "
                                       "dst_safetensors_dir=None, rank_id=None, output_format='safetensors', "
                                       "name_map=None, max_process_num=64, return_param_dict=False)",
    }
    assert sigs == expected


# ----- safetensors --------------------------------------------------------------------------------------------------
@pytest.mark.skipif(not HAVE_SAFETENSORS, reason="the safetensors package is not installed")
def test_safetensors_mindspore_file_and_round_trip(tmp_path):
    expected = EXPECTED["mindspore_files"]["ms_params.safetensors"]["loaded"]
    got = load_checkpoint(_data("ms_params.safetensors"), format="safetensors")
    assert list(got) == sorted(expected)
    mine = _describe(got)
    for name in expected:
        assert {k: v for k, v in mine[name].items() if k != "name"} == \
               {k: v for k, v in expected[name].items() if k != "name"}
        assert mine[name]["name"].startswith("Parameter#")  # MindSpore gives no names either
    path = str(tmp_path / "p.safetensors")
    save_checkpoint([P(np.float32([1.5]), "b"), P(np.int32([1, 2]), "a"),
                     P(np.float32([1.5, 2]), "c", mstype.bfloat16)], path, format="safetensors", crc_check=True)
    got = load_checkpoint(path, format="safetensors", crc_check=True, choice_func=lambda n: n != "b")
    assert list(got) == ["a", "c"] and got["c"].dtype == mstype.bfloat16
    import io
    got = load_checkpoint(io.BytesIO(_read(path)), format="safetensors")
    assert list(got) == ["a", "b", "c"] and got["b"].asnumpy().tolist() == [1.5]
    with pytest.raises(TypeError, match="cannot store the string value of 's'"):
        save_checkpoint([], path, format="safetensors", append_dict={"s": "x"})


def test_safetensors_without_package_is_a_clear_error(tmp_path, monkeypatch):
    import builtins
    real_import = builtins.__import__

    def no_safetensors(name, *args, **kwargs):
        if name.startswith("safetensors"):
            raise ImportError(name)
        return real_import(name, *args, **kwargs)

    monkeypatch.setattr(builtins, "__import__", no_safetensors)
    with pytest.raises(RuntimeError, match="format='safetensors' needs the 'safetensors' package"):
        save_checkpoint([P(np.float32([1]), "w")], str(tmp_path / "x"), format="safetensors")
    assert not os.path.exists(tmp_path / "x.safetensors")
