"""Small networks for the rewrite tests, and the reports the tests compare with MindSpore's.

Each ``report_*`` function runs one scenario and returns text. The texts in rewrite_goldens.json are what the same
functions returned under MindSpore 2.10.0 CPU, run from a copy of this file in which ``mindspore_compat`` reads
``mindspore``. The folder and module of this file are replaced by <DIR> and <MOD>, and the process-wide counters
of class and function names are neutralised, so the texts do not depend on where or in which order they ran.
"""
import os
import re

import numpy as np
from mindspore_compat import nn, ops
from mindspore_compat.rewrite import SymbolTree, Node, ScopedValue


class Pair(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc = nn.Dense(3, 3)
        self.act = nn.ReLU()

    def construct(self, x):
        return self.act(self.fc(x))


class Chain(nn.Cell):
    def __init__(self):
        super().__init__()
        self.dense = nn.Dense(4, 3)
        self.relu = nn.ReLU()
        self.dense2 = nn.Dense(3, 2)

    def construct(self, x):
        x = self.dense(x)
        x = self.relu(x)
        x = self.dense2(x)
        return x


class Outer(nn.Cell):
    def __init__(self):
        super().__init__()
        self.block = Pair()
        self.relu = nn.ReLU()
        self.out = nn.Dense(3, 2)

    def construct(self, x, y):
        x = self.block(x)
        z = self.relu(x) + y
        return self.out(z)


class Branchy(nn.Cell):
    def __init__(self, flag=True):
        super().__init__()
        self.dense = nn.Dense(3, 3)
        self.relu = nn.ReLU()
        self.flag = flag

    def construct(self, x):
        if self.flag:
            x = self.relu(x)
        else:
            x = self.dense(x)
        for i in range(2):
            x = self.dense(x)
        return x


class Mixed(nn.Cell):
    def __init__(self):
        super().__init__()
        self.dense = nn.Dense(3, 3)
        self.relu = nn.ReLU()
        self.scale = 2.0
        self.add = ops.Add()

    def construct(self, x, y=None):
        a = self.relu(self.dense(x)) + self.relu(x - 1)
        b = -a
        c = a if y is None else y
        d, e = self.dense(a), b * self.scale
        f = x.sum()
        g = self.add(f, 1.0)
        h = not y
        k = x < 1
        t = (a, b)
        u = a[0]
        w = x
        v = y and x
        self.dense(x)
        return self.relu(d) + e, g


class Stacked(nn.Cell):
    def __init__(self):
        super().__init__()
        self.seq = nn.SequentialCell([nn.Dense(3, 3), nn.ReLU()])
        self.dense = nn.Dense(3, 2)

    def construct(self, x):
        x = self.seq(x)
        return self.dense(x)


class Loopy(nn.Cell):
    def __init__(self):
        super().__init__()
        self.relu = nn.ReLU()
        self.scale = 2.0
        self.n = 2

    def construct(self, x, *args, k=1, **kw):
        x += 1
        s = self.scale
        c = 3
        l = [x, s]
        i = 0
        while i < self.n:
            x = self.relu(x)
            i = i + 1
        for j in l:
            if j is None:
                continue
            x = x * j
        y = self.relu(x) if c > 2 else x
        return x, y


def bump(a, b=2):
    c = a * b
    return c + 1


class Helped(nn.Cell):
    def __init__(self):
        super().__init__()
        self.dense = nn.Dense(3, 3)

    def construct(self, x):
        y = self.dense(x)
        z = bump(y)
        w = bump(z, 3)
        return w


_HERE = os.path.dirname(os.path.realpath(__file__))


def neutral_functions(text):
    """bump, bump_1, ... all read bump_N: the numbering of rewritten functions is process-wide."""
    return re.sub(r"\bbump(_\d+)?\b", "bump_N", text)


def normalize(code):
    """The code with this file's folder and module name, and class-name counters, made neutral."""
    code = code.replace(repr(_HERE), "'<DIR>'")
    code = re.sub(r"from [\w.]*rewrite_nets import", "from <MOD> import", code)
    code = neutral_functions(code)
    return re.sub(r"Opt_\d+", "Opt", code)


def _names(nodes):
    return [n.get_name() for n in nodes]


def node_rows(stree, all_nodes=False):
    rows = []
    for n in stree.nodes(all_nodes):
        rows.append(f"{n.get_name()} {n.get_node_type()} {n.get_instance_type().__name__} {n.get_targets()} "
                    f"{n.get_args()} {n.get_kwargs()} {_names(n.get_inputs())} {_names(n.get_users())}")
    return "\n".join(rows)


def report_parse(net):
    stree = SymbolTree.create(net)
    return neutral_functions("\n".join([normalize(stree.get_code()), node_rows(stree),
                                        "ALL " + str(_names(stree.nodes(all_nodes=True)))]))


def report_edits():
    stree = SymbolTree.create(Chain())
    out = []
    tanh = Node.create_call_cell(nn.Tanh(), targets=["x"], args=[ScopedValue.create_naming_value("x")],
                                 name="tanh")
    out.append(f"{tanh.get_name()} {tanh.get_node_type()} {tanh.get_targets()} {tanh.get_args()} "
               f"{tanh.get_symbol_tree()}")
    inserted = stree.insert(stree.after(stree.get_node("relu")), tanh)
    out.append(f"{inserted.get_name()} {inserted == tanh}")
    second = Node.create_call_cell(nn.Tanh(), targets=["x"], args=[ScopedValue.create_naming_value("x")],
                                   name="tanh")
    stree.insert(stree.before("dense2"), second)
    out.append(f"{second.get_name()} {_names(stree.nodes())}")
    out.append(f"{_names(stree.get_node('tanh').get_inputs())} {_names(stree.get_node('tanh').get_users())}")
    erased = stree.erase("tanh_1")
    out.append(f"{type(erased).__name__} {erased.get_name()} {_names(stree.nodes())}")
    out.append(normalize(stree.get_code()))
    other = SymbolTree.create(Chain())
    sig = Node.create_call_cell(nn.Sigmoid(), targets=["x"], args=[ScopedValue.create_naming_value("x")],
                                name="sig")
    replaced = other.replace(other.get_node("relu"), [sig])
    out.append(f"{replaced.get_name()} {_names(other.nodes())}")
    out.append(" ".join([other.unique_name(), other.unique_name("x"), other.unique_name("x"),
                         other.unique_name("dense")]))
    dense2 = other.get_node("dense2")
    out.append(str({k: (v[0].get_name(), v[1]) for k, v in dense2.get_arg_providers().items()}))
    out.append(str({k: [(u.get_name(), i) for u, i in v] for k, v in dense2.get_target_users().items()}))
    out.append(str([(u.get_name(), i) for u, i in other.get_node("dense").get_target_users(0)]))
    dense2.set_arg(0, "y")
    out.append(other.get_code().split("def construct")[1])
    out.append(f"{_names(other.get_inputs())} {other.get_saved_file_name()}")
    return "\n".join(out)


def report_sub_edits():
    stree = SymbolTree.create(Outer())
    first = Node.create_call_cell(nn.Tanh(), ["x"], [ScopedValue.create_naming_value("x")], name="t1")
    second = Node.create_call_cell(nn.Tanh(), ["x"], [ScopedValue.create_naming_value("x")], name="t2")
    sub_net = Node.create_call_cell(Pair(), ["x"], [ScopedValue.create_naming_value("x")], name="blk",
                                    is_sub_net=True)
    stree.insert(stree.after("block"), first)
    stree.insert(stree.before("block"), second)
    stree.insert(stree.before("block"), sub_net)
    stree.erase("t1")
    code = normalize(stree.get_code())
    # a fresh tree for the sub-tree edit (with an unmodified twin as above, MindSpore 2.10 prints a class
    # deriving from itself)
    stree = SymbolTree.create(Outer())
    sub = stree.get_node("block").get_sub_tree()
    unnamed = Node.create_call_cell(nn.Tanh(), ["fc_var"], [ScopedValue.create_naming_value("fc_var")])
    before = repr(unnamed.get_name())
    sub.insert(sub.after("fc"), unnamed)
    return "\n".join([code, before, unnamed.get_name(), str(_names(sub.nodes())), normalize(stree.get_code())])


def report_control_flow():
    out = []
    for flag, action in ((True, "static"), (True, "if_node"), (True, "for_node"), (False, "static")):
        stree = SymbolTree.create(Branchy(flag))
        if action == "static":
            stree.flatten_static_if_control_flow()
        else:
            stree.flatten_nodes(stree.get_node(action), True)
        out.append(str(_names(stree.nodes(all_nodes=True))))
        out.append(stree.get_code().split("def construct")[1])
    return "\n".join(out)


def report_values():
    out = [str(ScopedValue.create_variable_value((1, 2))), str(ScopedValue.create_variable_value([1, "a"]).value),
           str(ScopedValue.create_variable_value({"a": 1})), str(ScopedValue.create_variable_value(2.5)),
           str(ScopedValue.create_naming_value("w", "self")), str(ScopedValue.create_variable_value(nn.ReLU())),
           repr(ScopedValue.create_name_values(["a", "b"], ["self", ""])),
           str(ScopedValue.create_naming_value("a") == ScopedValue.create_naming_value("a"))]
    return "\n".join(out)


def _insert_cell_into_function():
    stree = SymbolTree.create(Helped())
    squash = Node.create_call_cell(nn.Tanh(), ["c"], [ScopedValue.create_naming_value("c")], name="squash")
    return stree.insert(stree.after(stree.get_node("binop_mult")), squash)


def report_errors():
    stree = SymbolTree.create(Chain())
    node = stree.get_node("dense2")
    sig = Node.create_call_cell(nn.Sigmoid(), ["x"], [ScopedValue.create_naming_value("x")], name="sig")
    attempts = [
        lambda: SymbolTree.create(3), lambda: stree.get_node(3), lambda: stree.erase(3),
        lambda: Node.create_call_cell(3, ["x"]), lambda: Node.create_call_cell(nn.ReLU(), [1]),
        lambda: Node.create_call_cell(nn.ReLU(), ["x"], args=["x"]), lambda: ScopedValue.create_naming_value(1),
        lambda: ScopedValue.create_name_values(["a"], ["b", "c"]), lambda: next(stree.nodes(1)),
        lambda: SymbolTree(3), lambda: stree.insert(3, sig), lambda: stree.insert(stree.after("dense"), 3),
        lambda: stree.before(3), lambda: stree.get_node("return").get_sub_tree(), lambda: stree.unique_name(3),
        lambda: ScopedValue(1), lambda: stree.replace(3, [sig]), lambda: stree.replace(node, [3]),
        lambda: stree.erase("nonexist"), lambda: stree.after("nonexist"), lambda: stree.print_node_tabulate(1),
        lambda: node.set_arg("a", "x"), lambda: node.set_arg(0, 1), lambda: node.get_target_users("a"),
        lambda: stree.flatten_nodes(node), lambda: Node.create_call_cell(nn.ReLU(), "x"),
        lambda: Node.create_call_cell(nn.ReLU(), ["x"], kwargs={"a": 1}),
        # by name, before/after/erase look at the top-level nodes only
        lambda: SymbolTree.create(Branchy()).after("relu"),
        lambda: _insert_cell_into_function(),
    ]
    out = []
    for attempt in attempts:
        try:
            out.append(f"ret {attempt()}")
        except Exception as exc:  # pylint: disable=broad-except
            out.append(f"{type(exc).__name__} {exc}")
    return neutral_functions("\n".join(out))


def inputs():
    x = np.arange(12, dtype=np.float32).reshape(3, 4) / 10 - 0.5
    return x


def report_dump(net):
    """dump()'s text without the attribute lists and file paths (which name each implementation's own files)."""
    import contextlib
    import io
    buffer = io.StringIO()
    with contextlib.redirect_stdout(buffer):
        SymbolTree.create(net).dump()
    kept = []
    for line in buffer.getvalue().splitlines():
        if "# In file" in line:
            kept.append(line.split("# In file")[0] + "# In file" + ("}" if line.endswith("}") else ""))
        else:
            kept.append(line.split(" attributes {")[0])
    return "\n".join(kept)


def report_inputs_and_functions():
    stree = SymbolTree.create(Chain())
    mask = Node.create_input("mask", ScopedValue.create_variable_value(None))
    out = [f"{mask.get_name()} {mask.get_node_type()} {mask.get_targets()} {mask.get_args()}"]
    stree.insert(stree.after("input_x"), mask)
    magnitude = Node.create_call_function(abs, ["x"], [ScopedValue.create_naming_value("x")])
    out.append(f"{magnitude.get_name()} {magnitude.get_node_type()} {magnitude.get_instance_type()}")
    stree.insert(stree.before("return"), magnitude)
    returned = stree.set_output(0, "mask")
    out.append(f"{returned.get_name()} {returned.get_args()}")
    out.append(str(_names(stree.nodes())))
    out.append(str(_names(stree.get_inputs())))
    out.append(stree.get_code().split("def construct")[1])
    return "\n".join(out)
