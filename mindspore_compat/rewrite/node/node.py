"""The inner record of one rewrite node: its kind, name, targets, arguments and the statement it prints as."""
import ast
import types

from ..api.node_type import NodeType
from ..api.scoped_value import ScopedValue, ValueType

__all__ = ["Node"]


def value_to_ast(value):
    """The expression that a ScopedValue (or a plain str naming a variable) stands for in generated code."""
    if isinstance(value, str):
        return ast.Name(id=value, ctx=ast.Load())
    kind = value.type
    if kind == ValueType.NamingValue:
        if value.scope:
            return ast.Attribute(value=ast.Name(id=value.scope, ctx=ast.Load()), attr=value.value, ctx=ast.Load())
        return ast.Name(id=value.value, ctx=ast.Load())
    if kind == ValueType.ConstantValue:
        return ast.Constant(value=value.value)
    if kind == ValueType.TupleValue:
        return ast.Tuple(elts=[value_to_ast(v) for v in value.value], ctx=ast.Load())
    if kind == ValueType.ListValue:
        return ast.List(elts=[value_to_ast(v) for v in value.value], ctx=ast.Load())
    if kind == ValueType.DictValue:
        return ast.Dict(keys=[value_to_ast(k) for k in value.value],
                        values=[value_to_ast(v) for v in value.value.values()])
    raise TypeError(f"For rewrite, the value {value} of type {kind} cannot be written as code.")


def ast_to_value(expr):
    """The ScopedValue describing an (already flattened) argument expression."""
    if isinstance(expr, ast.Name):
        return ScopedValue.create_naming_value(expr.id)
    if isinstance(expr, ast.Constant):
        return ScopedValue.create_variable_value(expr.value)
    if isinstance(expr, ast.Attribute) and isinstance(expr.value, ast.Name):
        return ScopedValue.create_naming_value(expr.attr, expr.value.id)
    if isinstance(expr, (ast.Tuple, ast.List)):
        members = [ast_to_value(e) for e in expr.elts]
        kind = ValueType.TupleValue if isinstance(expr, ast.Tuple) else ValueType.ListValue
        return ScopedValue(kind, "", tuple(members) if kind == ValueType.TupleValue else members)
    return ScopedValue(ValueType.UnsupportedValue, "", ast.unparse(expr))


def _target_to_ast(target):
    name = target if isinstance(target, str) else target.value
    scope = "" if isinstance(target, str) else target.scope
    if scope:
        return ast.Attribute(value=ast.Name(id=scope, ctx=ast.Load()), attr=name, ctx=ast.Store())
    return ast.Name(id=name, ctx=ast.Store())


def targets_to_ast(targets):
    """The left-hand side of an assignment to ``targets`` (one name, or a tuple of names)."""
    if len(targets) == 1:
        return _target_to_ast(targets[0])
    return ast.Tuple(elts=[_target_to_ast(t) for t in targets], ctx=ast.Store())


def _as_scoped(value):
    return ScopedValue.create_naming_value(value) if isinstance(value, str) else value


class Node:
    """
    One statement of a parsed ``construct`` (or one created by the user).

    ``stmt`` is the statement printed in the generated code; ``slots`` lists, for each positional argument, a
    pair (owner, field or index) locating that argument's expression inside ``stmt`` so that
    :meth:`set_arg` can swap it. ``body`` holds the nodes of a control-flow block, ``partner`` ties an ``if`` node
    to its ``else`` node, ``symbol_tree`` is the sub-tree of a ``Tree`` node.
    """

    def __init__(self, node_type, name, targets=None, args=None, kwargs=None, instance=None, stmt=None,
                 slots=None):
        self.node_type = node_type
        self.name = name
        self.targets = [_as_scoped(t) for t in (targets or [])]
        self.args = list(args or [])
        self.kwargs = dict(kwargs or {})
        self.instance = instance
        self.stmt = stmt
        self.slots = list(slots or [])
        self.body = []
        self.partner = None
        self.symbol_tree = None
        self.belong_tree = None
        self.owner_list = None
        self.attributes = {}
        self.func_expr = None
        self.default = None
        self.test_result = None
        self.function_def = None  # the FunctionDef of an expanded user function (CallFunction nodes)
        self.arg_links = {}  # arg index -> (provider, target index) fixed by set_arg_by_node

    # ----- creation of user nodes -----------------------------------------------------------------------------
    @classmethod
    def create_call(cls, node_type, func_expr, instance, targets, args, kwargs, name):
        """A ``targets = func(args, **kwargs)`` node built from values (no source statement)."""
        node = cls(node_type, name, targets, args, kwargs, instance)
        node.func_expr = func_expr
        node.rebuild_stmt()
        return node

    def rebuild_stmt(self):
        """Regenerate the statement from func_expr, targets, args and kwargs."""
        call = ast.Call(func=self.func_expr, args=[value_to_ast(a) for a in self.args],
                        keywords=[ast.keyword(arg=k, value=value_to_ast(v)) for k, v in self.kwargs.items()])
        if self.targets:
            self.stmt = ast.Assign(targets=[targets_to_ast(self.targets)], value=call, lineno=0)
        else:
            self.stmt = ast.Expr(value=call)
        self.slots = [(call.args, i) for i in range(len(self.args))]

    # ----- queries --------------------------------------------------------------------------------------------
    def get_name(self):
        return self.name

    def get_node_type(self):
        return self.node_type

    def get_targets(self):
        return self.targets

    def get_args(self):
        return self.args

    def get_instance_type(self):
        if self.node_type in (NodeType.CallCell, NodeType.CallPrimitive, NodeType.Tree, NodeType.CellContainer):
            return type(self.instance)
        if self.node_type == NodeType.CallFunction and isinstance(self.instance, types.FunctionType):
            return self.instance  # MindSpore 2.10 answers with the Python function itself
        return type(self.instance)

    def provider_names(self):
        """(arg index, local name) for every argument that names a local variable."""
        return [(i, a.value) for i, a in enumerate(self.args)
                if isinstance(a, ScopedValue) and a.type == ValueType.NamingValue and not a.scope]

    # ----- edits ----------------------------------------------------------------------------------------------
    def set_arg(self, arg, index):
        """Replace positional argument ``index`` by ``arg`` in the record and in the printed statement."""
        arg = _as_scoped(arg)
        if index >= len(self.args) or index < -len(self.args):
            raise IndexError(f"For set_arg, index {index} is out of range of the {len(self.args)} arguments of "
                             f"node '{self.name}'.")
        self.args[index] = arg
        self.arg_links.pop(index % len(self.args), None)
        if self.slots:
            owner, key = self.slots[index]
            if isinstance(owner, list):
                owner[key] = value_to_ast(arg)
            else:
                setattr(owner, key, value_to_ast(arg))

    def set_target(self, target, index):
        """Rename target ``index`` (used when a user node's target clashes with another variable)."""
        self.targets[index] = _as_scoped(target)
        if isinstance(self.stmt, ast.Assign):
            self.stmt.targets = [targets_to_ast(self.targets)]


from ..._unsupported import missing_name_hook as _missing_name_hook  # noqa: E402
__getattr__ = _missing_name_hook(__name__)
