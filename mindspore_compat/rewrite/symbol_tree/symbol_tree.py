"""The inner symbol tree: parsing a Cell's ``construct`` into nodes, editing them, printing and rebuilding code.

The work goes in four steps:

1. ``_Flattener`` splits nested expressions of ``construct`` into one simple statement each, naming the new
   temporaries ``<callee>_var`` / ``<op>_var`` (the last statement of a block is split first, so it gets the bare
   name and earlier statements get ``_1``, ``_2`` ...).
2. ``_parse_block`` turns each statement into a :class:`~..node.node.Node` (a Cell call, a function call, an
   operator, a control-flow block, the return, or a statement kept as it is).
3. Edits (insert, erase, replace, set_arg) change the node lists and the statements they print as.
4. ``get_code`` prints a module with one ``<Cls>Opt`` class per (sub-)tree whose ``construct`` is made of the
   nodes' statements; ``get_network`` executes that module and wraps the original network in the new class.
"""
import ast
import builtins
import copy
import inspect
import itertools
import keyword
import linecache
import logging
import os
import sys
import types
from textwrap import dedent

from ... import _alias
from ...nn.cell import Cell
from ...ops.primitive import Primitive
from ...nn.layer.container import SequentialCell
from ..api.node_type import NodeType
from ..api.scoped_value import ScopedValue, ValueType
from ..node.node import Node, ast_to_value, targets_to_ast

__all__ = ["SymbolTree", "Position", "SymbolTreeBuilder"]

_logger = logging.getLogger("mindspore")

_HEADER = ("import sys\nimport mindspore\nfrom mindspore import nn\nfrom mindspore.nn import Cell\n"
           "from mindspore.ops import functional as F\n#\n#\n")
_OWN_PACKAGES = ("mindspore", "mindspore_compat")


class _Namer:
    """Hands out unique names: the first request for ``n`` gets ``n``, later ones ``n_1``, ``n_2`` ..."""

    def __init__(self, suffix=""):
        self._counts = {}
        self._suffix = suffix

    @staticmethod
    def _split_number(name):
        base, sep, tail = name.rpartition("_")
        if sep and base and tail.isdigit():
            return base, int(tail)
        return name, None

    def add_name(self, name):
        self._counts.setdefault(name + self._suffix, 1)

    def get_name(self, wanted):
        wanted = wanted + self._suffix
        if wanted == "_":
            return wanted
        count = self._counts.get(wanted)
        if count is None:
            self._counts[wanted] = 1
            base, number = self._split_number(wanted)
            # "x_3" is free unless "x" has already handed out "x_3" or later
            if number is None or self._counts.get(base, -1) <= number:
                return wanted
            count = 1
        while True:
            candidate = f"{wanted}_{count}"
            count += 1
            self._counts[wanted] = count
            if candidate not in self._counts:
                return candidate


# One class-name registry for the whole process, as in MindSpore: a second tree of Net gets NetOpt_1.
_CLASS_NAMER = _Namer("Opt")
_SERIALS = itertools.count()
# Also process-wide: the rewritten copies of user functions are named helper, helper_1, ...
_FUNCTION_NAMER = _Namer()


# ----- step 1: flattening ------------------------------------------------------------------------------------
_SPLIT_FIELDS = {
    ast.Return: ("value",), ast.Call: ("func", "args", "keywords"), ast.BinOp: ("left", "right"),
    ast.BoolOp: ("values",), ast.UnaryOp: ("operand",), ast.Compare: ("left", "comparators"),
    ast.If: ("test",), ast.For: ("iter",), ast.Tuple: ("elts",), ast.List: ("elts",),
}


def _assigned_names(target, out):
    if isinstance(target, ast.Name):
        if target.id not in out:
            out.append(target.id)
    elif isinstance(target, (ast.Tuple, ast.List)):
        for elt in reversed(target.elts):
            _assigned_names(elt, out)


class _Flattener:
    """Splits nested expressions of a statement block into temporaries (see the module docstring)."""

    def __init__(self, tree=None):
        self._tree = tree

    def _temp_name(self, expr, taken):
        if isinstance(expr, ast.Call):
            func = expr.func
            stem = (func.id if isinstance(func, ast.Name) else
                    func.attr if isinstance(func, ast.Attribute) else "function") + "_var"
        elif isinstance(expr, (ast.BinOp, ast.BoolOp, ast.UnaryOp)):
            stem = type(expr.op).__name__.lower() + "_var"
        elif isinstance(expr, ast.Name):
            stem = expr.id
        elif isinstance(expr, ast.Attribute) and isinstance(expr.value, ast.Name):
            stem = f"{expr.value.id}_{expr.attr}"
        else:
            stem = type(expr).__name__.lower() + "_var"
        if stem in ("True", "False", "None") or stem in keyword.kwlist:
            stem += "_var"
        name, number = stem, 0
        while name in taken:
            number += 1
            name = f"{stem}_{number}"
        if self._tree is not None:
            name = self._tree.unique_name(name)
        taken.append(name)
        return name

    def _hoist(self, expr, parent, taken):
        """(replacement expression, new assignment or None) for one operand ``expr`` of ``parent``."""
        if isinstance(expr, (ast.Name, ast.Constant)):
            return expr, None
        if isinstance(expr, ast.Attribute) and not isinstance(parent, ast.For):
            inner = expr
            while isinstance(inner.value, ast.Attribute):
                inner = inner.value
            if isinstance(inner.value, ast.Name):
                return expr, None
            name = self._temp_name(inner.value, taken)
            assign = ast.Assign(targets=[ast.Name(id=name, ctx=ast.Store())], value=inner.value, lineno=0)
            inner.value = ast.Name(id=name, ctx=ast.Load())
            return expr, assign
        name = self._temp_name(expr, taken)
        assign = ast.Assign(targets=[ast.Name(id=name, ctx=ast.Store())], value=expr, lineno=0)
        return ast.Name(id=name, ctx=ast.Load()), assign

    def _split(self, expr, taken):
        fields = _SPLIT_FIELDS.get(type(expr))
        if fields is None:
            return []
        new_assigns = []
        for field in fields:
            operand = getattr(expr, field)
            if not isinstance(operand, list):
                replacement, assign = self._hoist(operand, expr, taken)
                if assign is not None:
                    setattr(expr, field, replacement)
                    new_assigns.append(assign)
                continue
            for idx, item in enumerate(operand):
                if isinstance(item, ast.Starred):
                    continue
                if isinstance(expr, ast.BoolOp) and isinstance(expr.op, ast.And) and idx > 0:
                    continue  # later operands of `and` may only run when the first is true
                if isinstance(item, ast.keyword):
                    replacement, assign = self._hoist(item.value, expr, taken)
                    if assign is not None:
                        item.value = replacement
                        new_assigns.append(assign)
                    continue
                replacement, assign = self._hoist(item, expr, taken)
                if assign is not None:
                    operand[idx] = replacement
                    new_assigns.append(assign)
        return new_assigns

    def flatten(self, body):
        """Flatten the statement list ``body`` in place."""
        pos = 0
        while pos < len(body):  # a = b = f(x)  ->  a = b ; b = f(x)
            stmt = body[pos]
            if isinstance(stmt, ast.Assign) and len(stmt.targets) > 1:
                chain = stmt.targets
                extra = [ast.Assign(targets=[chain[i]], value=chain[i + 1], lineno=0)
                         for i in range(len(chain) - 1)]
                stmt.targets = [chain[-1]]
                body[pos + 1:pos + 1] = extra
            pos += 1
        taken = []
        for stmt in body:
            if isinstance(stmt, ast.Assign):
                for target in stmt.targets:
                    _assigned_names(target, taken)
        index = len(body) - 1
        while index >= 0:
            stmt = body[index]
            if isinstance(stmt, ast.If) and not hasattr(stmt, "original_test"):
                stmt.original_test = copy.deepcopy(stmt.test)  # judged later by flatten_static_if_control_flow
            expr = stmt.value if isinstance(stmt, (ast.Assign, ast.Expr)) else stmt
            new_assigns = self._split(expr, taken)
            # they land in reverse order just above the statement, and are split in turn
            for assign in reversed(new_assigns):
                body.insert(index, assign)
                index += 1
            index -= 1
        return body


# ----- positions ---------------------------------------------------------------------------------------------
class Position:
    """Where :meth:`SymbolTree.insert_node` puts a node: next to ``node`` of ``symbol_tree``, before it or not."""

    def __init__(self, symbol_tree, node, before_node):
        self.symbol_tree, self.node, self.before_node = symbol_tree, node, before_node


def _is_user_cell(cell):
    return type(cell).__module__.split(".")[0] not in _OWN_PACKAGES


def _is_user_function(function):
    """A Python function of the user's own code (not of this package, the standard library or an installed one)."""
    if not isinstance(function, types.FunctionType):
        return False
    if (function.__module__ or "").split(".")[0] in _OWN_PACKAGES + tuple(sys.stdlib_module_names):
        return False
    try:
        path = inspect.getfile(function)
    except TypeError:
        return False
    return "site-packages" not in path and "dist-packages" not in path


def _function_source(function):
    """The FunctionDef of ``function``'s source, or None when it cannot be read."""
    try:
        parsed = ast.parse(dedent(inspect.getsource(function))).body[0]
    except (OSError, TypeError, SyntaxError):
        return None
    return parsed if isinstance(parsed, ast.FunctionDef) else None


def _public_module_name(name):
    """``mindspore_compat.x`` printed as ``mindspore.x`` so the generated code reads as MindSpore code."""
    head, _, tail = name.partition(".")
    if head == "mindspore_compat":
        return "mindspore" + ("." + tail if tail else "")
    return name


def _import_line(name, value, home_module):
    """A line binding ``name`` to ``value`` as the class's module does, or None when the header already has it."""
    if isinstance(value, types.ModuleType):
        full = _public_module_name(value.__name__)
        if full == name:
            return f"import {name}"
        parent, _, last = full.rpartition(".")
        if last == name and parent:
            return f"from {parent} import {name}"
        return f"import {full} as {name}"
    owner = getattr(value, "__module__", None)
    if owner and getattr(sys.modules.get(owner), name, None) is value and owner != "__main__":
        return f"from {_public_module_name(owner)} import {name}"
    if home_module == "__main__":
        return f"{name} = getattr(sys.modules['__main__'], '{name}')"
    return f"from {home_module} import {name}"


class SymbolTree:
    """The parsed form of one network's ``construct``: nodes, names, and the code they print as."""

    def __init__(self, origin_network, class_ast=None, construct_ast=None):
        self._origin_network = origin_network
        self._ori_cls_name = type(origin_network).__name__
        self._opt_cls_name = _CLASS_NAMER.get_name(self._ori_cls_name)
        self._node_namer = _Namer()
        self._node_namer.add_name("obj")
        self._target_namer = _Namer()
        self._class_ast = class_ast
        self._construct_ast = construct_ast
        self._nodes = []
        self._modified = False
        self._saved_file_name = "./network_define.py"
        self._extra_globals = {}
        # lines after the attribute copy in the generated __init__: ("sub", node, source) re-wraps a sub-network
        # in its rewritten class, ("field", node, None) copies a cell inserted by the user
        self._init_lines = []
        self.serial = next(_SERIALS)
        self._inserted_inputs = []
        self._parsed_inputs = []
        self._functions = []  # CallFunction nodes with an expanded body, in parsing order
        self._scope_module = None  # the module whose globals the statements being parsed read
        self._expanding = []  # the user functions being expanded (guards against recursion)

    # ----- building -------------------------------------------------------------------------------------------
    def _new_node(self, node_type, name, owner, **fields):
        node = Node(node_type, self._node_namer.get_name(name), **fields)
        node.belong_tree = self
        node.owner_list = owner
        owner.append(node)
        return node

    def _resolve_global(self, name):
        module = sys.modules.get(self._scope_module or type(self._origin_network).__module__)
        if module is not None and name in vars(module):
            return vars(module)[name]
        return getattr(builtins, name, None)

    def _parse_call(self, stmt, call, targets, owner):
        func = call.func
        slots = [(call.args, i) for i in range(len(call.args))]
        args = [ast_to_value(a) for a in call.args]
        kwargs = {k.arg: ast_to_value(k.value) for k in call.keywords if k.arg is not None}
        fields = dict(targets=targets, args=args, kwargs=kwargs, stmt=stmt, slots=slots)
        if isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name) and func.value.id == "self":
            member = getattr(self._origin_network, func.attr, None)
            if isinstance(member, Cell):
                if isinstance(member, SequentialCell):
                    kind = NodeType.CellContainer
                elif _is_user_cell(member):
                    kind = NodeType.Tree
                else:
                    kind = NodeType.CallCell
                node = self._new_node(kind, func.attr, owner, instance=member, **fields)
                if kind == NodeType.CellContainer:
                    # one CallCell node per member cell, each passing `targets` on (they describe the
                    # container; the generated code still calls the container itself)
                    names = [ScopedValue.create_naming_value(t.value) for t in targets]
                    for index, cell in enumerate(member):
                        self._new_node(NodeType.CallCell, type(cell).__name__, node.body, targets=names,
                                       args=list(args) if index == 0 else list(names), instance=cell)
                if kind == NodeType.Tree:
                    node.symbol_tree = SymbolTreeBuilder(member).build()
                    self._init_lines.append(("sub", node, "self"))
                return node
            if isinstance(member, Primitive):
                return self._new_node(NodeType.CallPrimitive, func.attr, owner, instance=member, **fields)
            return self._new_node(NodeType.CallFunction, func.attr, owner, **fields)
        if isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name):
            holder = self._resolve_global(func.value.id)
            if isinstance(holder, types.ModuleType):
                function = getattr(holder, func.attr, None)
                return self._new_node(NodeType.CallFunction, func.attr, owner, instance=function, **fields)
            # a method of a local value: MindSpore 2.10 records no arguments for it
            return self._new_node(NodeType.CallFunction, func.attr, owner, targets=targets, stmt=stmt)
        if isinstance(func, ast.Name):
            function = self._resolve_global(func.id)
            if getattr(builtins, func.id, None) is function:
                function = None
            function_def = None
            if _is_user_function(function) and function not in self._expanding:
                function_def = _function_source(function)
            if function_def is None:
                return self._new_node(NodeType.CallFunction, func.id, owner, instance=function, **fields)
            # the node is named after the rewritten copy of the function (helper, helper_1, ...)
            function_def.name = _FUNCTION_NAMER.get_name(function.__name__)
            node = self._new_node(NodeType.CallFunction, function_def.name, owner, instance=function, **fields)
            self._expand_function(node, call, function_def)
            return node
        return self._new_node(NodeType.Python, type(stmt).__name__, owner, stmt=stmt)

    def _expand_function(self, node, call, function_def):
        """Parse a user function's body into ``node.body``; the call then refers to its rewritten copy."""
        function = node.instance
        function_def.decorator_list = []
        call.func = ast.Name(id=function_def.name, ctx=ast.Load())
        node.function_def = function_def
        arguments = function_def.args
        for param in arguments.posonlyargs + arguments.args + arguments.kwonlyargs:
            param.annotation = None
            self._new_node(NodeType.Input, "input_" + param.arg, node.body, targets=[param.arg])
        function_def.returns = None
        saved = self._scope_module
        self._scope_module = function.__module__
        self._expanding.append(function)
        try:
            _Flattener(self).flatten(function_def.body)
            self._parse_block(function_def.body, node.body)
        finally:
            self._expanding.pop()
            self._scope_module = saved
        self._functions.append(node)

    def _parse_assign(self, stmt, owner):
        target = stmt.targets[0]
        if isinstance(target, ast.Name):
            targets = [ScopedValue.create_naming_value(target.id)]
        elif isinstance(target, ast.Tuple) and all(isinstance(t, ast.Name) for t in target.elts):
            targets = [ScopedValue.create_naming_value(t.id) for t in target.elts]
        else:
            return self._new_node(NodeType.Python, "Assign", owner, stmt=stmt)
        for t in targets:
            self._target_namer.add_name(t.value)
        value = stmt.value
        if isinstance(value, ast.Call):
            return self._parse_call(stmt, value, targets, owner)
        if isinstance(value, ast.BinOp):
            return self._new_node(NodeType.MathOps, "binop_" + type(value.op).__name__.lower(), owner,
                                  targets=targets, args=[ast_to_value(value.left), ast_to_value(value.right)],
                                  stmt=stmt, slots=[(value, "left"), (value, "right")])
        if isinstance(value, ast.UnaryOp):
            return self._new_node(NodeType.MathOps, "unaryop_" + type(value.op).__name__.lower(), owner,
                                  targets=targets, args=[ast_to_value(value.operand)], stmt=stmt,
                                  slots=[(value, "operand")])
        if isinstance(value, ast.BoolOp):
            return self._new_node(NodeType.MathOps, "boolop_" + type(value.op).__name__.lower(), owner,
                                  targets=targets, args=[ast_to_value(v) for v in value.values], stmt=stmt,
                                  slots=[(value.values, i) for i in range(len(value.values))])
        if isinstance(value, ast.Compare):
            operands = [value.left] + value.comparators
            slots = [(value, "left")] + [(value.comparators, i) for i in range(len(value.comparators))]
            return self._new_node(NodeType.MathOps, "compare_" + type(value.ops[0]).__name__.lower(), owner,
                                  targets=targets, args=[ast_to_value(v) for v in operands], stmt=stmt,
                                  slots=slots)
        if isinstance(value, (ast.Tuple, ast.List)):
            return self._new_node(NodeType.CallMethod, type(value).__name__.lower(), owner, targets=targets,
                                  args=[ast_to_value(v) for v in value.elts], stmt=stmt,
                                  slots=[(value.elts, i) for i in range(len(value.elts))])
        if isinstance(value, ast.Name):
            return self._new_node(NodeType.CallMethod, "name_assign", owner, targets=targets,
                                  args=[ast_to_value(value)], stmt=stmt, slots=[(stmt, "value")])
        if isinstance(value, ast.Constant) or (isinstance(value, ast.Attribute)
                                               and isinstance(value.value, ast.Name)):
            kind = "constant_assign" if isinstance(value, ast.Constant) else "attribute_assign"
            return self._new_node(NodeType.CallMethod, kind, owner, targets=targets, args=[ast_to_value(value)],
                                  stmt=stmt, slots=[(stmt, "value")])
        if isinstance(value, ast.Subscript):
            unsupported = ScopedValue(ValueType.UnsupportedValue, "", ast.unparse(value))
            return self._new_node(NodeType.CallMethod, "subscript_var", owner, targets=targets,
                                  args=[unsupported], stmt=stmt)
        return self._new_node(NodeType.Python, "Assign", owner, stmt=stmt)

    def _parse_block(self, body, owner):
        for stmt in body:
            if isinstance(stmt, ast.Assign):
                self._parse_assign(stmt, owner)
            elif isinstance(stmt, ast.Return):
                args = [] if stmt.value is None else [ast_to_value(stmt.value)]
                slots = [] if stmt.value is None else [(stmt, "value")]
                self._new_node(NodeType.Output, "return", owner, args=args, stmt=stmt, slots=slots)
            elif isinstance(stmt, (ast.If, ast.For, ast.While)):
                self._parse_control_flow(stmt, owner)
            else:
                self._new_node(NodeType.Python, type(stmt).__name__, owner, stmt=stmt)

    def _static_test(self, stmt):
        """bool of an ``if`` test that reads only constants, module globals and the network, else None."""
        test = getattr(stmt, "original_test", None)
        if not isinstance(stmt, ast.If) or test is None:
            return None
        if isinstance(test, ast.Constant):
            return bool(test.value)
        module = sys.modules.get(type(self._origin_network).__module__)
        scope = dict(vars(module)) if module is not None else {}
        try:
            expression = ast.fix_missing_locations(ast.Expression(body=test))
            return bool(eval(compile(expression, "<rewrite if test>", "eval"), scope,  # pylint: disable=eval-used
                             {"self": self._origin_network}))
        except Exception:  # pylint: disable=broad-except  # not decidable before running: a dynamic if
            return None

    def _parse_control_flow(self, stmt, owner):
        is_for = isinstance(stmt, ast.For)
        test_field = "iter" if is_for else "test"
        test = ast_to_value(getattr(stmt, test_field))
        kind = "for_node" if is_for else "while_node" if isinstance(stmt, ast.While) else "if_node"
        head = self._new_node(NodeType.ControlFlow, kind, owner, args=[test], stmt=stmt,
                              slots=[(stmt, test_field)])
        head.test_result = self._static_test(stmt)
        _Flattener(self).flatten(stmt.body)
        self._parse_block(stmt.body, head.body)
        if isinstance(stmt, ast.If) and stmt.orelse:
            other = self._new_node(NodeType.ControlFlow, "else_node", owner, args=[test], stmt=stmt,
                                   slots=[(stmt, test_field)])
            head.partner = other
            other.partner = head
            other.test_result = head.test_result
            _Flattener(self).flatten(stmt.orelse)
            self._parse_block(stmt.orelse, other.body)

    def build_from_ast(self):
        """Create the Input nodes and parse the (flattened) body of ``construct``."""
        arguments = self._construct_ast.args
        params = arguments.posonlyargs + arguments.args
        defaults = [None] * (len(params) - len(arguments.defaults)) + list(arguments.defaults)
        for param, default in list(zip(params, defaults))[1:]:
            node = self._new_node(NodeType.Input, "input_" + param.arg, self._nodes, targets=[param.arg])
            node.default = default
            self._parsed_inputs.append(node)
        # MindSpore 2.10 keeps *args, keyword-only parameters and **kwargs as Python nodes named after the type
        # of the syntax element: arg, list, arg
        for extra in (arguments.vararg, arguments.kwonlyargs or None, arguments.kwarg):
            if extra is not None:
                self._new_node(NodeType.Python, type(extra).__name__, self._nodes)
            self._target_namer.add_name(param.arg)
        self._parse_block(self._construct_ast.body, self._nodes)
        return self

    # ----- queries --------------------------------------------------------------------------------------------
    def get_origin_network(self):
        return self._origin_network

    def get_opt_cls_name(self):
        return self._opt_cls_name

    def is_modified(self):
        return self._modified or any(n.symbol_tree.is_modified() for n in self.get_tree_nodes())

    def nodes(self):
        return list(self._nodes)

    def _walk_blocks(self):
        """Node lists of this tree: the top level, then control-flow bodies (last pushed, first read)."""
        found = []
        pending = [self._nodes]
        while pending:
            block = pending.pop()
            found.append(block)
            pending.extend(n.body for n in block
                           if n.node_type in (NodeType.ControlFlow, NodeType.CellContainer)
                           or n.function_def is not None)
        return found

    def all_nodes(self, subtree_nodes=True):
        result = [n for block in self._walk_blocks() for n in block]
        if subtree_nodes:
            for tree_node in self.get_tree_nodes():
                result.extend(tree_node.symbol_tree.all_nodes())
        return result

    def get_tree_nodes(self):
        return [n for block in self._walk_blocks() for n in block
                if n.node_type == NodeType.Tree and n.symbol_tree is not None]

    def get_node_from_name(self, name):
        for block in self._walk_blocks():
            for node in block:
                if node.name == name:
                    return node
        return None

    def _input_nodes(self):
        return [n for n in self._nodes if n.node_type == NodeType.Input]

    def get_input_nodes(self):
        # MindSpore 2.10 records an input inserted by the user twice in this list
        parsed = [n for n in self._parsed_inputs if n in self._nodes]
        inserted = [n for n in self._inserted_inputs if n in self._nodes]
        return parsed + [n for n in inserted for _ in (0, 1)]

    def _real_node(self, node_or_name):
        if isinstance(node_or_name, str):  # by name, as in MindSpore: the top-level nodes only
            node = next((n for n in self._nodes if n.name == node_or_name), None)
        else:
            node = node_or_name
        if node is None or node.belong_tree is not self or node.owner_list is None or node not in node.owner_list:
            raise RuntimeError("Node is not belong to current SymbolTree: ", node_or_name)
        return node

    # ----- topology: found by scanning the node's own block -----------------------------------------------------
    @staticmethod
    def arg_providers(node):
        """{arg index: (provider node, target index)}: a link set by set_arg_by_node, else the nearest earlier
        node of the same block assigning the argument's name."""
        block = node.owner_list or []
        if node not in block:
            return {}
        pos = block.index(node)
        found = {}
        for arg_idx, name in node.provider_names():
            linked = node.arg_links.get(arg_idx)
            if linked is not None and linked[0] in block:
                found[arg_idx] = linked
                continue
            for earlier in reversed(block[:pos]):
                hits = [i for i, t in enumerate(earlier.targets) if t.value == name and not t.scope]
                if hits:
                    found[arg_idx] = (earlier, hits[0])
                    break
        return found

    @staticmethod
    def target_users(node):
        """{target index: [(user node, arg index), ...]}, the users in block order."""
        block = node.owner_list or []
        if node not in block:
            return {}
        users = {t_idx: [] for t_idx in range(len(node.targets))}
        for other in block:
            for arg_idx, (provider, t_idx) in SymbolTree.arg_providers(other).items():
                if provider is node:
                    users[t_idx].append((other, arg_idx))
        return users

    # ----- edits ----------------------------------------------------------------------------------------------
    def unique_name(self, name):
        return self._target_namer.get_name(name)

    def before(self, node_or_name):
        node = self._real_node(node_or_name)
        return Position(node.belong_tree, node, True)

    def after(self, node_or_name):
        node = self._real_node(node_or_name)
        return Position(node.belong_tree, node, False)

    def _adopt(self, node):
        """Name ``node`` uniquely in this tree and make what it calls reachable from the generated code."""
        wanted = node.name
        if not wanted:
            if node.node_type in (NodeType.CallCell, NodeType.CallPrimitive, NodeType.CallFunction, NodeType.Tree,
                                  NodeType.CellContainer):
                wanted = type(node.instance).__name__
            else:
                wanted = {NodeType.Input: "parameter", NodeType.Output: "return",
                          NodeType.MathOps: "math_ops", NodeType.Python: "python_node"}.get(node.node_type,
                                                                                           str(node.node_type))
        node.name = self._node_namer.get_name(wanted)
        node.belong_tree = self
        if node.node_type in (NodeType.CallCell, NodeType.CallPrimitive, NodeType.Tree, NodeType.CellContainer):
            setattr(self._origin_network, node.name, node.instance)
            if node.node_type == NodeType.Tree:
                self._init_lines.append(("sub", node, "obj"))
            else:
                self._init_lines.append(("field", node, None))
            node.func_expr = ast.Attribute(value=ast.Name(id="self", ctx=ast.Load()), attr=node.name,
                                           ctx=ast.Load())
            node.rebuild_stmt()
        elif node.node_type == NodeType.CallFunction and node.instance is not None:
            self._extra_globals[node.instance.__name__] = node.instance
        for target in node.targets:
            self._target_namer.add_name(str(target.value))

    def insert_node(self, new_node, base_node, before_node):
        base = self._real_node(base_node)
        if new_node.belong_tree is not None:
            raise RuntimeError(f"For insert, node '{new_node.name}' already belongs to a SymbolTree.")
        tree = base.belong_tree
        block = base.owner_list
        function_node = next((n for n in tree._functions if n.body is block), None)
        if function_node is not None and new_node.node_type in (NodeType.CallCell, NodeType.CallPrimitive,
                                                                NodeType.Tree, NodeType.CellContainer):
            raise TypeError(f"Cannot insert {new_node.node_type} node '{new_node.name}' into no-method function "
                            f"'{function_node.name}'.")
        tree._adopt(new_node)
        if new_node.node_type == NodeType.Input:
            block = tree._nodes
            pos = len(tree._input_nodes())
            tree._inserted_inputs.append(new_node)
        else:
            pos = block.index(base) + (0 if before_node else 1)
        block.insert(pos, new_node)
        new_node.owner_list = block
        tree._modified = True
        return new_node

    def erase_node(self, node_or_name):
        node = self._real_node(node_or_name)
        node.owner_list.remove(node)
        if node.partner is not None and node.partner in node.owner_list and node.name.startswith("if_node"):
            node.partner.partner = None
        node.owner_list = None
        node.belong_tree._modified = True
        return node

    def replace(self, old_node, new_nodes):
        old = self._real_node(old_node)
        anchor = old
        for new_node in new_nodes:
            self.insert_node(new_node, anchor, False)
            anchor = new_node
        self.erase_node(old)
        return new_nodes[-1] if new_nodes else None

    def set_node_arg(self, node, index, arg):
        node = self._real_node(node)
        node.set_arg(arg, index)
        node.belong_tree._modified = True

    def set_node_arg_by_node(self, dst_node, arg_idx, src_node, out_idx=None):
        dst = self._real_node(dst_node)
        src = self._real_node(src_node)
        if out_idx is None:
            if len(src.targets) != 1:
                raise RuntimeError("node should has one output when out_idx is not provided")
            out_idx = 0
        if out_idx >= len(src.targets):
            raise RuntimeError("out_idx out of range: ", out_idx)
        self.set_node_arg(dst, arg_idx, src.targets[out_idx])
        dst.arg_links[arg_idx] = (src, out_idx)

    def set_output(self, return_value, arg_index):
        outputs = [n for n in self._nodes if n.node_type == NodeType.Output]
        if not outputs:
            raise RuntimeError("Cannot find return node.")
        self.set_node_arg(outputs[0], arg_index, return_value)
        return outputs[0]

    # ----- control flow ---------------------------------------------------------------------------------------
    def flatten_nodes(self, node, erase_another_branch=False, erase_nodes_after_return=False):
        """Put the nodes of control-flow ``node`` in its block in place of it (after its ``else`` part if any)."""
        if node.node_type != NodeType.ControlFlow:
            shown = f"{_public_module_name(type(node).__module__)}.{type(node).__qualname__}"
            raise ValueError(f"For flatten_nodes, the type of node can only be ControlFlow, but got <class "
                             f"'{shown}'>.")
        node = self._real_node(node)
        block = node.owner_list
        is_else = node.name.startswith("else_node")
        partner = node.partner
        base = partner if partner is not None and not is_else else node
        pos = block.index(base) + 1
        moved = list(node.body)
        block[pos:pos] = moved
        for member in moved:
            member.owner_list = block
            member.name = self._node_namer.get_name(member.name)  # re-registered in the outer block
        node.body = []
        self.erase_node(node)
        if partner is not None:
            partner.partner = None
            if erase_another_branch and partner in block:
                self.erase_node(partner)
        if erase_nodes_after_return:
            returned = False
            for member in list(block):
                if returned:
                    _logger.warning(f"Node {member.name} which is behind the flatten return node is automatically "
                                    f"erased.")
                    self.erase_node(member)
                elif member.node_type == NodeType.Output:
                    returned = True

    def flatten_static_if_control_flow(self):
        """Keep only the branch taken by every ``if`` whose test could be evaluated when the tree was built."""
        for node in self.all_nodes():
            if node.owner_list is None or node not in node.owner_list:
                continue  # erased by an earlier step
            if node.node_type != NodeType.ControlFlow or node.test_result is None:
                continue
            tree = node.belong_tree
            head = node.partner if node.name.startswith("else_node") else node
            other = node if head is not node else node.partner
            if node.test_result:
                tree.flatten_nodes(head, True, True)
            elif other is not None:
                tree.flatten_nodes(other, True, True)
            else:
                tree.erase_node(head)

    # ----- printing -------------------------------------------------------------------------------------------
    @staticmethod
    def _node_source(node):
        if node.node_type == NodeType.Input:
            return node.targets[0].value
        if node.node_type == NodeType.ControlFlow or node.stmt is None:
            return ""
        return ast.unparse(node.stmt)

    def get_node_tabulate(self, all_nodes=False):
        try:
            from tabulate import tabulate  # noqa: F401  (an optional dependency, as in MindSpore)
        except ImportError:
            _logger.warning("print_node_tabulate relies on the library `tabulate`, which could not be found on "
                            "this machine. Run `pip install tabulate` to install the library.")
            return ""
        text = ""
        blocks = self._walk_blocks() if all_nodes else [self._nodes]
        for block in blocks:
            rows = []
            for n in block:
                providers = [[k, (v[0].name, v[1])] for k, v in self.arg_providers(n).items()]
                users = [[k, [(u.name, i) for u, i in v]] for k, v in self.target_users(n).items()]
                rows.append([n.node_type, n.name, self._node_source(n), providers, users])
            text += f"\n[{self._opt_cls_name}]\n"
            text += tabulate(rows, headers=["node type", "name", "codes", "arg providers", "target users"]) + "\n"
        if all_nodes:
            for tree_node in self.get_tree_nodes():
                text += tree_node.symbol_tree.get_node_tabulate(True)
        return text

    def dump(self):
        """Print the tree in MindSpore's dump layout: the inputs, then one ``%n(target) = Type(args)`` entry per
        node after the first, with its attributes and source files, and the ``Return``."""
        home_file = inspect.getfile(type(self._origin_network))
        labels = {}
        inputs = self._input_nodes()
        text = f"#SymbolTree entry    : @construct \n#Inputs num     : {len(inputs)}\n"
        for node in inputs:
            labels[node.targets[0].value] = f"%input_{node.targets[0].value}"
            text += labels[node.targets[0].value] + "\n"
        text += "\nSymbol Tree @construct { \n"
        number = -1
        for node in self._nodes[1:]:  # the first node heads the list and is not printed
            if node.node_type == NodeType.Output:
                text += f"  Return(%{number}) \n      : (null) \n      # In file {home_file}"
                continue
            number += 1
            labels[node.name] = f"%{number}"
            kind = node.get_instance_type()
            text += f"  %{number}({node.targets[0] if node.targets else None}) = {getattr(kind, '__name__', kind)}"
            values = list(node.args) + list(node.kwargs.values())
            if values:
                shown = [labels.get(v.value if isinstance(v, ScopedValue) else v,
                                    v.value if isinstance(v, ScopedValue) else v) for v in values]
                text += "(" + ", ".join(str(v) for v in shown) + ")"
            attributes = dict(vars(node.instance)) if isinstance(node.instance, (Cell, Primitive)) else {}
            attributes = {k: v for k, v in attributes.items() if not k.startswith("_")}
            attributes.update(node.attributes)
            text += f"{{instance name: {node.name}}} attributes {{"
            text += ", ".join(f"{k}: {v}" for k, v in attributes.items()) + "}\n"
            source = inspect.getfile(kind) if node.instance is not None and isinstance(kind, type) else None
            text += f"      : (null) -> (null)\n      # In file {source}\n      # In file {home_file}\n"
        text += "}\n"
        print(text)

    def _emit_block(self, block):
        stmts = []
        for node in block:
            if node.node_type == NodeType.Input or node.stmt is None:
                continue
            if node.node_type == NodeType.ControlFlow:
                if node.name.startswith("else_node") and node.partner is not None:
                    continue  # printed with its if
                stmts.append(self._emit_control_flow(node))
            else:
                stmts.append(node.stmt)
        return stmts or [ast.Pass()]

    def _emit_control_flow(self, node):
        source = node.stmt
        if isinstance(source, ast.If):
            if node.name.startswith("else_node"):  # its if was erased: an empty if part stays
                return ast.If(test=source.test, body=[ast.Pass()], orelse=self._emit_block(node.body))
            orelse = self._emit_block(node.partner.body) if node.partner is not None else []
            return ast.If(test=source.test, body=self._emit_block(node.body), orelse=orelse)
        if isinstance(source, ast.For):
            return ast.For(target=source.target, iter=source.iter, body=self._emit_block(node.body),
                           orelse=source.orelse, lineno=0)
        return ast.While(test=source.test, body=self._emit_block(node.body), orelse=source.orelse)

    def _construct_def(self):
        params = [ast.arg(arg="self")]
        defaults = []
        for node in self._input_nodes():
            params.append(ast.arg(arg=node.targets[0].value))
            if node.default is not None:
                defaults.append(node.default)
            elif defaults:
                defaults.append(ast.Constant(value=None))
        source = self._construct_ast.args
        arguments = ast.arguments(posonlyargs=[], args=params, vararg=source.vararg, kwonlyargs=source.kwonlyargs,
                                  kw_defaults=source.kw_defaults, kwarg=source.kwarg, defaults=defaults)
        return ast.FunctionDef(name="construct", args=arguments, body=self._emit_block(self._nodes),
                               decorator_list=[], returns=None, type_params=[], lineno=0)

    def _needed_imports(self, construct, home=None):
        """Import lines for the module-level names that the printed code reads."""
        home = home or type(self._origin_network).__module__
        local_functions = {n.function_def.name for n in self._functions} | {"self"}
        module = sys.modules.get(home)
        lines = []
        seen = set()
        for item in ast.walk(construct):
            if not isinstance(item, ast.Name) or item.id in seen or item.id in local_functions:
                continue
            seen.add(item.id)
            if item.id in self._extra_globals:
                value = self._extra_globals[item.id]
            elif module is not None and item.id in vars(module):
                value = vars(module)[item.id]
            else:
                continue
            line = _import_line(item.id, value, home)
            if line not in ("from mindspore import nn", "import sys", "import mindspore"):
                lines.append(line)
        return lines

    def _class_section(self, sub_classes):
        """The code of this tree's class: its imports, then ``class <Cls>Opt(<Cls>, nn.Cell)``."""
        cls = type(self._origin_network)
        home = cls.__module__
        try:
            folder = os.path.dirname(os.path.realpath(inspect.getfile(cls)))
        except TypeError:
            folder = os.getcwd()
        construct = self._construct_def()
        lines = [f"sys.path.insert(0, {folder!r})"] + self._needed_imports(construct)
        if home == "__main__":
            lines.append(f"{cls.__name__} = getattr(sys.modules['__main__'], '{cls.__name__}')")
        else:
            lines.append(f"from {_public_module_name(home)} import {cls.__name__}")
        init_src = ("def __init__(self, obj):\n    nn.Cell.__init__(self)\n"
                    "    for key, value in obj.__dict__.items():\n        setattr(self, key, value)\n")
        for kind, node, source in self._init_lines:
            if kind == "field":
                init_src += f"    self.{node.name} = obj.{node.name}\n"
            elif node in sub_classes:
                init_src += f"    self.{node.name} = {sub_classes[node]}({source}.{node.name})\n"
        init_def = ast.parse(init_src).body[0]
        class_def = ast.ClassDef(name=self._opt_cls_name,
                                 bases=[ast.Name(id=cls.__name__, ctx=ast.Load()),
                                        ast.Attribute(value=ast.Name(id="nn", ctx=ast.Load()), attr="Cell",
                                                      ctx=ast.Load())],
                                 keywords=[], body=[init_def, construct], decorator_list=[], type_params=[])
        class_def = ast.fix_missing_locations(class_def)
        return "\n".join(lines) + "\n\n" + ast.unparse(class_def) + "\n#"

    def _function_section(self, node):
        """The code of an expanded user function: ``def <name>(...)`` made of its body's nodes."""
        function = node.instance
        source = node.function_def
        emitted = ast.FunctionDef(name=source.name, args=source.args, body=self._emit_block(node.body),
                                  decorator_list=[], returns=None, type_params=[], lineno=0)
        emitted = ast.fix_missing_locations(emitted)
        folder = os.path.dirname(os.path.realpath(inspect.getfile(function)))
        lines = [f"sys.path.insert(0, {folder!r})"] + self._needed_imports(emitted, function.__module__)
        return "\n".join(lines) + "\n\n" + ast.unparse(emitted) + "\n#"

    def _collect_sections(self, sections, at, emitted):
        """Insert this tree's section at ``at`` and its sub-trees' sections before it (MindSpore's order)."""
        sub_classes = {}
        pending = []
        tree_nodes = self.get_tree_nodes()
        # unmodified sub-trees of one class share one class: the one of the tree created first
        oldest = {}
        for tree_node in tree_nodes:
            sub = tree_node.symbol_tree
            key = type(sub.get_origin_network())
            if not sub.is_modified() and (key not in oldest or sub.serial < oldest[key].serial):
                oldest[key] = sub
        for tree_node in tree_nodes:
            sub = tree_node.symbol_tree
            key = type(sub.get_origin_network())
            if not sub.is_modified():
                sub = emitted.get(key) or oldest[key]
                sub_classes[tree_node] = sub.get_opt_cls_name()
                if key in emitted:
                    continue
                emitted[key] = sub
            sub_classes[tree_node] = sub.get_opt_cls_name()
            pending.append(sub)
        # the expanded functions come first, the last expanded on top
        for function_node in reversed(self._functions):
            if function_node.owner_list is None:
                continue
            sections.insert(at, self._function_section(function_node))
            at += 1
        sections.insert(at, self._class_section(sub_classes))
        for sub in pending:
            sub._collect_sections(sections, at, emitted)

    def get_code(self):
        sections = []
        self._collect_sections(sections, 0, {})
        return _HEADER + "\n".join(sections)

    def get_network(self):
        code = self.get_code()
        module_name = f"{self._opt_cls_name}_{id(self)}"
        filename = f"<rewritten network {module_name}>"
        linecache.cache[filename] = (len(code), None, code.splitlines(True), filename)
        module = types.ModuleType(module_name)
        module.__file__ = filename
        module.__dict__.update(self._extra_globals)
        sys.modules[module_name] = module
        # the generated code says `import mindspore`: serve it from this package while it runs
        was_installed = _alias.is_installed()
        _alias.install()
        try:
            exec(compile(code, filename, "exec"), module.__dict__)  # pylint: disable=exec-used
        finally:
            if not was_installed:
                _alias.uninstall()
        return getattr(module, self._opt_cls_name)(self._origin_network)

    def set_saved_file_name(self, file_name):
        self._saved_file_name = file_name if file_name.endswith(".py") else file_name + ".py"

    def get_saved_file_name(self):
        return self._saved_file_name

    def save_network_to_file(self):
        path = os.path.realpath(self._saved_file_name)
        if os.path.isfile(path):
            os.remove(path)
        with os.fdopen(os.open(self._saved_file_name, os.O_WRONLY | os.O_CREAT, 0o700), "wb") as stream:
            stream.write(self.get_code().encode("utf-8"))


class SymbolTreeBuilder:
    """Parses ``type(network)``'s source and builds its :class:`SymbolTree`."""

    def __init__(self, network):
        if not isinstance(network, Cell):
            raise TypeError("Type of network should be Cell, but got ", network)
        self._network = network

    def build(self):
        cls = type(self._network)
        module_ast = ast.parse(dedent(inspect.getsource(cls)))
        class_ast = module_ast.body[0]
        construct = None
        for item in class_ast.body:
            if isinstance(item, ast.FunctionDef) and item.name == "construct":
                construct = item
        if construct is None:
            raise RuntimeError(f"For MindSpore Rewrite, class {cls.__name__} defines no construct function of "
                               f"its own to parse.")
        every_arg = construct.args.posonlyargs + construct.args.args + construct.args.kwonlyargs
        for arg in every_arg + [a for a in (construct.args.vararg, construct.args.kwarg) if a is not None]:
            arg.annotation = None
        _Flattener().flatten(construct.body)
        return SymbolTree(self._network, class_ast, construct).build_from_ast()


from ..._unsupported import missing_name_hook as _missing_name_hook  # noqa: E402
__getattr__ = _missing_name_hook(__name__)
