"""mindspore.rewrite: parsing, node lists, generated code, edits and errors, against MindSpore 2.10.

The texts in rewrite_goldens.json were recorded from MindSpore 2.10.0 CPU by running the report functions of
rewrite_nets.py (a copy of that file, imported as a top-level module) under the real MindSpore. The rewritten
networks' outputs are checked against the original network's own cells applied in the rewritten order.
"""
import json
import os

import numpy as np
import pytest

import mindspore_compat as ms
from mindspore_compat import nn
from mindspore_compat.rewrite import SymbolTree, Node, NodeType, ScopedValue, ValueType

from . import rewrite_nets as nets

with open(os.path.join(os.path.dirname(__file__), "rewrite_goldens.json"), encoding="utf-8") as _stream:
    GOLDEN = json.load(_stream)


def _module_free(text):
    # MindSpore prints its own classes' module paths; ours live in mindspore_compat
    return text.replace("mindspore_compat.", "mindspore.")


@pytest.mark.parametrize("case, make", [("chain", nets.Chain), ("outer", nets.Outer), ("branchy", nets.Branchy),
                                        ("mixed", nets.Mixed),
                                        ("helped", nets.Helped), ("stacked", nets.Stacked),
                                        ("loopy", nets.Loopy)])
def test_parse_code_and_nodes(case, make):
    assert _module_free(nets.report_parse(make())) == GOLDEN[case]


def test_edits():
    assert nets.report_edits() == GOLDEN["edits"]


def test_sub_tree_edits():
    assert nets.report_sub_edits() == GOLDEN["sub_edits"]


def test_control_flow_flattening():
    assert nets.report_control_flow() == GOLDEN["control_flow"]


def test_scoped_values():
    assert nets.report_values() == GOLDEN["values"]


def test_errors():
    assert nets.report_errors() == GOLDEN["errors"]


def test_enum_values():
    # recorded from MindSpore 2.10.0 CPU
    assert [(t.name, t.value) for t in NodeType] == [
        ("Unknown", 0), ("CallCell", 1), ("CallPrimitive", 2), ("CallModule", 3), ("CallFunction", 4),
        ("CallMethod", 5), ("Python", 6), ("Input", 7), ("Output", 8), ("Tree", 9), ("CellContainer", 10),
        ("MathOps", 11), ("ControlFlow", 12)]
    assert [(t.name, t.value) for t in ValueType] == [
        ("ConstantValue", 0), ("TupleValue", 20), ("ListValue", 21), ("DictValue", 22), ("NamingValue", 40),
        ("CustomObjValue", 41), ("UnsupportedValue", 50)]
    assert ms.SymbolTree is SymbolTree and ms.Node is Node and ms.NodeType is NodeType
    assert ms.ScopedValue is ScopedValue


def test_class_names_count_per_process():
    # MindSpore 2.10 numbers the rewritten classes process-wide: NetOpt, NetOpt_1, ...
    first = SymbolTree.create(nets.Chain()).get_handler().get_opt_cls_name()
    second = SymbolTree.create(nets.Chain()).get_handler().get_opt_cls_name()
    base = first.split("_")[0]
    assert base == "ChainOpt" and second == f"ChainOpt_{int(first.rpartition('_')[2]) + 1 if '_' in first else 1}"


def test_rewritten_network_runs_the_new_order():
    net = nets.Chain()
    stree = SymbolTree.create(net)
    tanh = Node.create_call_cell(nn.Tanh(), ["x"], [ScopedValue.create_naming_value("x")], name="tanh")
    stree.insert(stree.after("relu"), tanh)
    stree.erase("relu")
    new_net = stree.get_network()
    assert isinstance(new_net, nets.Chain) and new_net.dense is net.dense
    x = ms.Tensor(nets.inputs())
    want = net.dense2(net.tanh(net.dense(x))).asnumpy()
    np.testing.assert_allclose(new_net(x).asnumpy(), want, rtol=1e-6)


def test_rewritten_sub_network_and_static_if():
    net = nets.Outer()
    stree = SymbolTree.create(net)
    sub = stree.get_node("block").get_sub_tree()
    sub.erase("act")
    sub.get_node("return").set_arg(0, "fc_var")
    new_net = stree.get_network()
    x = ms.Tensor(np.ones((2, 3), np.float32))
    y = ms.Tensor(np.full((2, 3), 0.5, np.float32))
    want = net.out(net.relu(net.block.fc(x)) + y).asnumpy()
    np.testing.assert_allclose(new_net(x, y).asnumpy(), want, rtol=1e-6)
    branchy = nets.Branchy(False)
    stree = SymbolTree.create(branchy)
    stree.flatten_static_if_control_flow()
    x = ms.Tensor(np.ones((1, 3), np.float32))
    np.testing.assert_allclose(stree.get_network()(x).asnumpy(), branchy(x).asnumpy(), rtol=1e-6)


def test_loops_and_kept_statements_run():
    net = nets.Loopy()
    new_net = SymbolTree.create(net).get_network()
    x = ms.Tensor(np.array([[-1.0, 0.5, 2.0]], np.float32))
    for got, want in zip(new_net(x), net(x)):
        np.testing.assert_allclose(got.asnumpy(), want.asnumpy(), rtol=1e-6)


def test_expanded_user_function_runs():
    net = nets.Helped()
    stree = SymbolTree.create(net)
    # the expanded copies of bump are defined in the generated module and called by construct
    new_net = stree.get_network()
    x = ms.Tensor(np.ones((2, 3), np.float32))
    np.testing.assert_allclose(new_net(x).asnumpy(), net(x).asnumpy(), rtol=1e-6)


def test_print_node_tabulate_without_tabulate(capsys, caplog):
    try:
        import tabulate  # noqa: F401
        pytest.skip("tabulate is installed")
    except ImportError:
        pass
    SymbolTree.create(nets.Chain()).print_node_tabulate()
    # MindSpore 2.10 without tabulate: a warning, then print("") gives one empty line
    assert capsys.readouterr().out == "\n"
    assert "print_node_tabulate relies on the library `tabulate`" in caplog.text


def test_save_network_to_file(tmp_path):
    stree = SymbolTree.create(nets.Chain())
    stree.set_saved_file_name(str(tmp_path / "chain_rewritten"))
    assert stree.get_saved_file_name().endswith("chain_rewritten.py")
    stree.save_network_to_file()
    assert (tmp_path / "chain_rewritten.py").read_text() == stree.get_code()


def test_docstring_examples(run_doctests):
    for module in ("mindspore_compat.rewrite.api.node_type", "mindspore_compat.rewrite.api.scoped_value",
                   "mindspore_compat.rewrite.api.node", "mindspore_compat.rewrite.api.symbol_tree"):
        result = run_doctests(module)
        assert result.failed == 0 and result.attempted > 0, module


@pytest.mark.parametrize("case, make", [("dump_chain", nets.Chain), ("dump_mixed", nets.Mixed)])
def test_dump_layout(case, make):
    assert nets.report_dump(make()) == GOLDEN[case]


def test_inserted_input_and_function():
    assert nets.report_inputs_and_functions() == GOLDEN["inputs_functions"]
