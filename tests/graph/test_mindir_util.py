"""mindspore.load_mindir / mindspore.save_mindir: MindIR files as protobuf ModelProto messages.

The fixtures tests/data/mindir/dense_net.mindir and lenet_tiny.mindir were written ONCE by real MindSpore 2.10.0
(CPU) with ``mindspore.export(net, x, file_name=..., file_format="MINDIR")`` after ``mindspore.set_seed(0)``:
  * dense_net:  Dense(4, 3) -> ReLU, input float32 zeros of shape (2, 4);
  * lenet_tiny: Conv2d(1, 2, 3, pad_mode='valid') -> ReLU -> MaxPool2d(2, 2) -> Flatten -> Dense(18, 5),
    input float32 zeros of shape (1, 1, 8, 8).
Every expected value below was printed by MindSpore 2.10.0 CPU's own ``mindspore.load_mindir`` on the same files.
"""
import hashlib
import logging
import os
import stat

import numpy as np
import pytest

import mindspore_compat as ms
from mindspore_compat.common import _mind_ir_proto

DATA = os.path.join(os.path.dirname(os.path.dirname(__file__)), "data", "mindir")

# recorded from MindSpore 2.10.0 CPU (ms.load_mindir on the fixtures)
RECORDED = {
    "dense_net": dict(
        graph="13_1___main___Small_construct_8", byte_size=3067,
        op_types=["Constant", "REF::Load:2", "Constant", "Constant", "REF::MatMul:4", "REF::Load:2", "Constant",
                  "REF::BiasAdd:7", "REF::ReLU:9", "REF::MakeTuple:11", "REF::UpdateState:13", "REF::Depend:15"],
        params=[("fc.weight", [3, 4], 48), ("fc.bias", [3], 12)],
        inputs=[("x", [2, 4])], outputs=[("CNode_18:14", [2, 3])],
        primitives=["Depend", "Load", "UpdateState", "MakeTuple", "MatMul", "BiasAdd", "ReLU"]),
    "lenet_tiny": dict(
        graph="50_14___main___TinyLeNet_construct_31", byte_size=5525,
        op_types=["Constant", "REF::Load:2", "REF::Conv2D:4", "REF::ReLU:6", "REF::MaxPool:8", "REF::Flatten:10",
                  "REF::Load:2", "Constant", "Constant", "REF::MatMul:13", "REF::Load:2", "Constant",
                  "REF::BiasAdd:16", "REF::MakeTuple:18", "REF::UpdateState:20", "REF::Depend:22"],
        params=[("conv.weight", [2, 1, 3, 3], 72), ("fc.weight", [5, 18], 360), ("fc.bias", [5], 20)],
        inputs=[("x", [1, 1, 8, 8])], outputs=[("CNode_43:21", [1, 5])],
        primitives=["Depend", "Load", "UpdateState", "MakeTuple", "ReLU", "Conv2D", "MaxPool", "Flatten", "MatMul",
                    "BiasAdd"]),
}


def _fixture(name):
    return os.path.join(DATA, name + ".mindir")


@pytest.mark.parametrize("name", sorted(RECORDED))
def test_load_matches_mindspore(name):
    rec = RECORDED[name]
    model = ms.load_mindir(_fixture(name))
    assert isinstance(model, _mind_ir_proto.ModelProto)
    assert type(model).DESCRIPTOR.full_name == "mind_ir.ModelProto"
    # recorded from MindSpore 2.10.0 CPU
    assert (model.ir_version, model.producer_name, model.producer_version, model.model_version) == \
        ("1.1", "MindSpore", "", "2.10.0")
    assert model.mind_ir_version == 3 and model.little_endian is True and dict(model.user_info) == {}
    assert [f.name for f, _ in model.ListFields()] == ["ir_version", "producer_name", "model_version", "graph",
                                                       "little_endian", "primitives", "mind_ir_version"]
    assert model.ByteSize() == rec["byte_size"]
    graph = model.graph
    assert graph.name == rec["graph"]
    assert len(graph.node) == len(rec["op_types"]) and [n.op_type for n in graph.node] == rec["op_types"]
    prefix = rec["graph"] + ":"
    assert [(p.name, list(p.dims), len(p.raw_data)) for p in graph.parameter] == \
        [(prefix + n, dims, size) for n, dims, size in rec["params"]]
    assert all(p.data_type == _mind_ir_proto.TensorProto.FLOAT for p in graph.parameter)  # recorded: 1
    assert [(i.name, list(i.tensor[0].dims)) for i in graph.input] == [(prefix + n, d) for n, d in rec["inputs"]]
    assert [(o.name, list(o.tensor[0].dims)) for o in graph.output] == [(prefix + n, d) for n, d in rec["outputs"]]
    assert graph.output[0].tensor[0].data_type == 1
    assert [p.op_type for p in model.primitives] == rec["primitives"]
    assert len(model.functions) == 0


def test_load_details_dense_and_conv():
    # recorded from MindSpore 2.10.0 CPU
    dense = ms.load_mindir(_fixture("dense_net"))
    bias = np.frombuffer(dense.graph.parameter[1].raw_data, np.float32)
    np.testing.assert_array_equal(bias, np.array([-0.3316429853439331, 0.3105471730232239, 0.03334003686904907],
                                                 np.float32))
    node = dense.graph.node[4]
    g = "13_1___main___Small_construct_8"
    assert node.name == g + ":x:3"
    assert list(node.input) == [g + ":x", g + ":CNode_10:1", "ValueNode_11", "ValueNode_12"]
    assert list(node.output) == [g + ":x:3"] and [a.name for a in node.attribute] == ["shape"]
    first = dense.graph.node[0]
    assert (first.name, list(first.input), list(first.output)) == ("ValueNode_9", [], ["ValueNode_9"])

    lenet = ms.load_mindir(_fixture("lenet_tiny"))
    conv = [p for p in lenet.primitives if p.op_type == "Conv2D"][0]
    assert (conv.name, conv.instance_name, conv.prim_type) == ("Conv2D:4", "conv2d", 1)
    assert [a.name for a in conv.attribute] == ["kernel_size", "mode", "out_channel", "input_names", "pad",
                                               "pad_mode", "format", "pad_list", "groups", "stride", "group",
                                               "dilation", "output_names"]
    kernel = conv.attribute[0]
    assert kernel.type == _mind_ir_proto.AttributeProto.TUPLE and len(kernel.values) == 2  # recorded: 20, 2
    pad_mode = [a for a in conv.attribute if a.name == "pad_mode"][0]
    assert (pad_mode.type, pad_mode.s) == (_mind_ir_proto.AttributeProto.STRING, b"valid")  # recorded: 8
    weight = lenet.graph.parameter[0]
    assert round(float(np.frombuffer(weight.raw_data, np.float32).sum()), 6) == 1.841477
    assert weight.compression_type == _mind_ir_proto.TensorProto.NO_COMPRESSION


@pytest.mark.parametrize("name,size", [("dense_net", 3117), ("lenet_tiny", 5575)])
def test_edit_save_reload(tmp_path, name, size):
    model = ms.load_mindir(_fixture(name))
    model.user_info["version"] = "compat v1"
    model.graph.doc_string = "edited by mindspore_compat"
    target = tmp_path / "sub" / ("ours_" + name)
    assert ms.save_mindir(model, str(target)) is None
    written = str(target) + ".mindir"
    assert os.listdir(tmp_path / "sub") == ["ours_" + name + ".mindir"]
    assert stat.S_IMODE(os.stat(written).st_mode) == 0o400         # recorded: 0o100400 for the file
    assert stat.S_IMODE(os.stat(tmp_path / "sub").st_mode) & 0o700 == 0o700
    assert os.path.getsize(written) == size
    # The same edit on MindSpore 2.10.0 CPU's own load_mindir of the fixture compared equal (==) to
    # MindSpore's load_mindir of the file our save_mindir wrote, with ByteSize 3117 / 5575,
    # user_info {'version': 'compat v1'} and the same graph name, node count and parameter names.
    again = ms.load_mindir(written)
    assert again == model and dict(again.user_info) == {"version": "compat v1"}
    assert again.graph.doc_string == "edited by mindspore_compat"
    # saving over the read-only file works (MindSpore unlocks it first); an existing .mindir suffix is kept
    again.user_info["version"] = "compat v2"
    ms.save_mindir(again, written)
    assert sorted(os.listdir(tmp_path / "sub")) == ["ours_" + name + ".mindir"]
    assert dict(ms.load_mindir(written).user_info) == {"version": "compat v2"}
    # another suffix gets ".mindir" appended (recorded: "x.MINDIR" -> "x.MINDIR.mindir")
    ms.save_mindir(again, str(tmp_path / "sub" / "x.MINDIR"))
    assert sorted(os.listdir(tmp_path / "sub")) == ["ours_" + name + ".mindir", "x.MINDIR.mindir"]


def test_load_errors(tmp_path, caplog):
    # exception types and messages recorded from MindSpore 2.10.0 CPU
    missing = tmp_path / "nope.mindir"
    with caplog.at_level(logging.CRITICAL, logger="mindspore"):
        with pytest.raises(ValueError) as info:
            ms.load_mindir(str(missing))
    assert str(info.value) == f"[Errno 2] No such file or directory: '{os.path.realpath(missing)}'"
    assert any("Failed to parse the file" in r.getMessage() for r in caplog.records)
    with pytest.raises(TypeError, match=r"^The '3' must be string, but got <class 'int'>\.$"):
        ms.load_mindir(3)
    with pytest.raises(ValueError) as info:
        ms.load_mindir("a b.mindir")
    assert str(info.value) == "The 'a b.mindir' is illegal, it must be match regular " \
                              "'^[0-9a-zA-Z@\\_\\-\\.\\:\\/\\\\]+$'."
    with pytest.raises(ValueError, match=r"^The 'dir/' cannot be a directory path\.$"):
        ms.load_mindir("dir/")
    # bytes that are not a ModelProto: ValueError (the text is the protobuf runtime's decoding message)
    junk = tmp_path / "junk.txt"
    junk.write_text("hello world, not a protobuf")
    with pytest.raises(ValueError):
        ms.load_mindir(str(junk))
    # an empty file is a valid, empty ModelProto (recorded: loads fine)
    empty = tmp_path / "empty.mindir"
    empty.write_bytes(b"")
    assert ms.load_mindir(str(empty)).ByteSize() == 0


def test_save_errors(tmp_path):
    # recorded from MindSpore 2.10.0 CPU
    target = tmp_path / "out.mindir"
    with pytest.raises(TypeError, match=r"^For 'save_mindir', the argument 'model' must be ModelProto, "
                                        r"but got <class 'dict'>\.$"):
        ms.save_mindir({"a": 1}, str(target))
    assert not target.exists()
    model = ms.load_mindir(_fixture("dense_net"))
    with pytest.raises(TypeError, match=r"^The '5' must be string, but got <class 'int'>\.$"):
        ms.save_mindir(model, 5)
    with pytest.raises(ValueError, match=r"cannot be a directory path"):
        ms.save_mindir(model, str(tmp_path) + "/")


def test_deprecation_warning(caplog):
    with caplog.at_level(logging.WARNING, logger="mindspore"):
        ms.load_mindir(_fixture("dense_net"))
    # recorded from MindSpore 2.10.0 CPU (its log line)
    assert "The interface 'mindspore.load_mindir' is deprecated from version 2.5 and will be removed in a future " \
           "version." in caplog.text


def test_schema_builds_nested_types():
    attr = _mind_ir_proto.AttributeProto(name="n", type=_mind_ir_proto.AttributeProto.TUPLE)
    attr.values.add(i=3, type=_mind_ir_proto.AttributeProto.INT64)
    attr.seq_info.is_dyn_len = True
    tensor = _mind_ir_proto.TensorProto(dims=[2], data_type=_mind_ir_proto.TensorProto.FLOAT)
    tensor.quant_params.add(quant_algo_name="q")
    tensor.external_data.location = "w.bin"
    again = _mind_ir_proto.AttributeProto.FromString(attr.SerializeToString())
    assert again == attr and again.values[0].i == 3 and again.seq_info.is_dyn_len
    assert _mind_ir_proto.TensorProto.FromString(tensor.SerializeToString()) == tensor
    assert _mind_ir_proto.Version.values_by_name["IR_VERSION_WITH_SCALAR_GRAPH_HOLDER"].number == 3
    assert _mind_ir_proto.FunctorProto.ANY_FUNCTOR == 2 and _mind_ir_proto.PrimitiveProto.PRIMITIVE_FUNCTION == 2


@pytest.mark.parametrize("name,length,digest", [
    ("dense_net", 7353, "a308b204098f32fd007f53905b02d36340d35267b525a3bf96d1c9b652b4f6b5"),
    ("lenet_tiny", 14320, "acb8c7a7109e61920b03bc697965b0593bc7ec37da7e20eec1685ba778c51dc2")])
def test_printed_text_matches_mindspore(name, length, digest):
    # recorded from MindSpore 2.10.0 CPU: len and sha256 of str(ms.load_mindir(fixture)), and one printed part
    text = str(ms.load_mindir(_fixture(name)))
    assert len(text) == length and hashlib.sha256(text.encode()).hexdigest() == digest
    if name == "dense_net":
        assert str(ms.load_mindir(_fixture(name)).graph.input[0]) == \
            'name: "13_1___main___Small_construct_8:x"\ntensor {\n  dims: 2\n  dims: 4\n  data_type: 1\n}\n'
