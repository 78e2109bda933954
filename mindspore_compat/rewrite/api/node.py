"""The public :class:`Node` of ``mindspore.rewrite``: a handle on one statement of a parsed network."""
import ast
from types import FunctionType
from typing import Union, Optional, List, Dict

from ...nn.cell import Cell
from ...ops.primitive import Primitive
from ..._checkparam import check_value_type, check_element_type_of_iterable, check_element_type_of_dict
from ..node.node import Node as NodeImpl, value_to_ast
from ..symbol_tree import SymbolTree as SymbolTreeImpl
from ..symbol_tree.symbol_tree import SymbolTreeBuilder
from .node_type import NodeType
from .scoped_value import ScopedValue
from ._doc_example import with_example_net

__all__ = ["Node"]


class Node:
    """
    A statement of a network parsed by :class:`mindspore.rewrite.SymbolTree`, or one created to be inserted.

    A node has a name unique in its tree, a :class:`mindspore.rewrite.NodeType`, targets (the names it assigns),
    arguments and keyword arguments (:class:`mindspore.rewrite.ScopedValue`), and links to the nodes that provide
    its arguments and use its targets. Get nodes from a tree (:meth:`mindspore.rewrite.SymbolTree.get_node`,
    :meth:`mindspore.rewrite.SymbolTree.nodes`) or create them with :meth:`create_call_cell`,
    :meth:`create_call_function` and :meth:`create_input`.

    Args:
        node (NodeImpl): The inner node this handle wraps.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore.nn as nn
        >>> from mindspore.rewrite import Node, ScopedValue
        >>> node = Node.create_call_cell(nn.Tanh(), targets=["h"], args=[ScopedValue.create_naming_value("h")],
        ...                              name="squash")
        >>> print(node.get_name(), node.get_node_type(), node.get_args(), node.get_targets())
        squash NodeType.CallCell [h] [h]
    """

    def __init__(self, node: NodeImpl):
        self._node = node

    def __eq__(self, other: 'Node'):
        return isinstance(other, Node) and self._node is other._node

    @staticmethod
    def create_call_cell(cell: Cell, targets: List[Union[ScopedValue, str]], args: List[ScopedValue] = None,
                         kwargs: Dict[str, ScopedValue] = None, name: str = "", is_sub_net: bool = False) -> 'Node':
        """
        A node that calls `cell`: ``targets = self.<name>(*args, **kwargs)``.

        Args:
            cell (Union[Cell, Primitive]): The Cell (or Primitive) to call; inserting the node makes it an attribute
                of the network under the node's name.
            targets (list[Union[ScopedValue, str]]): The names the call's outputs are assigned to.
            args (list[ScopedValue], optional): The positional arguments. Default: ``None`` .
            kwargs (dict[str, ScopedValue], optional): The keyword arguments. Default: ``None`` .
            name (str, optional): The node's name, also its attribute name once inserted; when ``''`` the node is
                named after the Cell's class on insertion. It gets a numeric suffix on insertion if the tree
                already has it. Default: ``''`` .
            is_sub_net (bool, optional): Whether `cell` is a network to parse into a sub-tree (a ``Tree`` node).
                Default: ``False`` .

        Returns:
            Node, of type ``NodeType.CallCell`` (``NodeType.CallPrimitive`` for a Primitive, ``NodeType.Tree`` when
            `is_sub_net` is True).

        Raises:
            TypeError: If `cell` is not a Cell or Primitive, `targets` or `args` are not lists of the listed types,
                `kwargs` is not a dict of str to ScopedValue, `name` is not a str or `is_sub_net` is not a bool.

        Examples:
            >>> import mindspore.nn as nn
            >>> from mindspore.rewrite import Node, ScopedValue
            >>> node = Node.create_call_cell(nn.Sigmoid(), ["gate"], [ScopedValue.create_naming_value("z")])
            >>> print(repr(node.get_name()), node.get_instance_type().__name__)
            '' Sigmoid
        """
        check_value_type("cell", cell, [Cell, Primitive], "Node")
        check_element_type_of_iterable("targets", targets, [ScopedValue, str], "Node")
        check_value_type("name", name, [str], "Node")
        check_value_type("is_sub_net", is_sub_net, [bool], "Node")
        if args is not None:
            check_element_type_of_iterable("args", args, [ScopedValue], "Node")
        if kwargs is not None:
            check_element_type_of_dict("kwargs", kwargs, [str], [ScopedValue], "Node")
        kind = NodeType.CallPrimitive if isinstance(cell, Primitive) else NodeType.Tree if is_sub_net \
            else NodeType.CallCell
        func = ast.Attribute(value=ast.Name(id="self", ctx=ast.Load()), attr=name or type(cell).__name__,
                             ctx=ast.Load())
        impl = NodeImpl.create_call(kind, func, cell, targets, args, kwargs, name)
        if is_sub_net:
            impl.symbol_tree = SymbolTreeBuilder(cell).build()
        return Node(impl)

    @staticmethod
    def create_call_function(function: FunctionType, targets: List[Union[ScopedValue, str]],
                             args: List[ScopedValue] = None, kwargs: Dict[str, ScopedValue] = None) -> 'Node':
        """
        A node that calls a function: ``targets = function(*args, **kwargs)``.

        Args:
            function (Union[FunctionType, type, builtin function]): The function to call; the rewritten network
                refers to it by its ``__name__``.
            targets (list[Union[ScopedValue, str]]): The names the outputs are assigned to.
            args (list[ScopedValue], optional): The positional arguments. Default: ``None`` .
            kwargs (dict[str, ScopedValue], optional): The keyword arguments. Default: ``None`` .

        Returns:
            Node, of type ``NodeType.CallFunction``, named after the function.

        Raises:
            TypeError: If `function` is not a function, class or built-in function, or `targets`, `args`,
                `kwargs` are not of the listed types.

        Examples:
            >>> from mindspore import ops
            >>> from mindspore.rewrite import Node, ScopedValue
            >>> node = Node.create_call_function(ops.abs, ["y"], [ScopedValue.create_naming_value("x")])
            >>> print(node.get_name(), node.get_node_type(), node.get_args())
            abs NodeType.CallFunction [x]
        """
        check_value_type("function", function, [FunctionType, type, type(abs)], "create_call_function")
        check_element_type_of_iterable("targets", targets, [ScopedValue, str], "create_call_function")
        if args is not None:
            check_element_type_of_iterable("args", args, [ScopedValue], "create_call_function")
        if kwargs is not None:
            check_element_type_of_dict("kwargs", kwargs, [str], [ScopedValue], "create_call_function")
        func = ast.Name(id=function.__name__, ctx=ast.Load())
        return Node(NodeImpl.create_call(NodeType.CallFunction, func, function, targets, args, kwargs,
                                         function.__name__))

    @staticmethod
    def create_input(param_name: str, default: Optional[ScopedValue] = None) -> 'Node':
        """
        A new parameter of ``construct``, named `param_name` (node name ``input_<param_name>``).

        Args:
            param_name (str): The parameter name.
            default (ScopedValue, optional): Its default value. Default: ``None`` (no default).

        Returns:
            Node, of type ``NodeType.Input``.

        Raises:
            TypeError: If `param_name` is not a str or `default` is not a ScopedValue.

        Examples:
            >>> from mindspore.rewrite import Node, ScopedValue
            >>> node = Node.create_input("mask", ScopedValue.create_variable_value(None))
            >>> print(node.get_name(), node.get_node_type(), node.get_targets(), node.get_args())
            input_mask NodeType.Input [mask] [None]
        """
        check_value_type("param_name", param_name, [str], "Node")
        if default is not None:
            check_value_type("default", default, [ScopedValue], "Node")
        impl = NodeImpl(NodeType.Input, f"input_{param_name}", targets=[param_name])
        if default is not None:
            impl.default = value_to_ast(default)
            impl.args = [default]  # MindSpore 2.10 shows the default as the node's argument
        return Node(impl)

    def get_handler(self) -> NodeImpl:
        """
        The inner node this handle wraps.

        Returns:
            NodeImpl.

        Examples:
            >>> import mindspore.nn as nn
            >>> from mindspore.rewrite import Node
            >>> node = Node.create_call_cell(nn.ReLU(), ["y"], name="act")
            >>> print(type(node.get_handler()).__name__)
            Node
        """
        return self._node

    def _tree(self):
        return self._node.belong_tree

    def get_inputs(self) -> ['Node']:
        """
        The nodes that provide this node's arguments, in argument order (each once).

        Returns:
            list[Node].

        Examples:
            >>> # TinyNet
            >>> from mindspore.rewrite import SymbolTree
            >>> stree = SymbolTree.create(TinyNet())
            >>> print([n.get_name() for n in stree.get_node("act").get_inputs()])
            ['fc']
        """
        seen = []
        for provider, _ in SymbolTreeImpl.arg_providers(self._node).values():
            if provider not in seen:
                seen.append(provider)
        return [Node(n) for n in seen]

    def get_users(self) -> ['Node']:
        """
        The nodes that use this node's targets (each once), in program order per target.

        Returns:
            list[Node].

        Examples:
            >>> # TinyNet
            >>> from mindspore.rewrite import SymbolTree
            >>> stree = SymbolTree.create(TinyNet())
            >>> print([n.get_name() for n in stree.get_node("fc").get_users()])
            ['act']
        """
        if self._node.node_type == NodeType.Output:
            return []
        found = []
        for users in SymbolTreeImpl.target_users(self._node).values():
            for user, _ in users:
                if user not in found:
                    found.append(user)
        return [Node(n) for n in found]

    def set_arg(self, index: int, arg: Union[ScopedValue, str]):
        """
        Replace positional argument `index` by `arg` (a str names a local variable).

        Args:
            index (int): Which argument.
            arg (Union[ScopedValue, str]): The new argument.

        Raises:
            TypeError: If `index` is not an int or `arg` is not a ScopedValue or str.

        Examples:
            >>> # TinyNet
            >>> from mindspore.rewrite import SymbolTree
            >>> stree = SymbolTree.create(TinyNet())
            >>> stree.get_node("return").set_arg(0, "x")
            >>> print(stree.get_code().splitlines()[-2].strip())
            return x
        """
        check_value_type("index", index, [int], "Node")
        check_value_type("arg", arg, [ScopedValue, str], "Node")
        tree = self._tree()
        if tree is None:
            self._node.set_arg(arg, index)
        else:
            tree.set_node_arg(self._node, index, arg)

    def set_arg_by_node(self, arg_idx: int, src_node: 'Node', out_idx: Optional[int] = None):
        """
        Make argument `arg_idx` the `out_idx`-th target of `src_node`.

        Args:
            arg_idx (int): Which argument of this node.
            src_node (Node): The node whose target becomes the argument.
            out_idx (int, optional): Which target of `src_node`; may be left out when it has exactly one.
                Default: ``None`` .

        Raises:
            TypeError: If `arg_idx` or `out_idx` is not an int or `src_node` is not a Node.
            RuntimeError: If `out_idx` is left out and `src_node` has several targets, or it is out of range.

        Examples:
            >>> # TinyNet
            >>> from mindspore.rewrite import SymbolTree
            >>> stree = SymbolTree.create(TinyNet())
            >>> stree.get_node("head").set_arg_by_node(0, stree.get_node("fc"))
            >>> print([n.get_name() for n in stree.get_node("head").get_inputs()])
            ['fc']
        """
        check_value_type("arg_idx", arg_idx, [int], "Node")
        check_value_type("src_node", src_node, [Node], "Node")
        if out_idx is not None:
            check_value_type("out_idx", out_idx, [int], "Node")
        tree = self._tree()
        if tree is None:
            src = src_node.get_handler()
            index = 0 if out_idx is None else out_idx
            self._node.set_arg(src.targets[index], arg_idx)
        else:
            tree.set_node_arg_by_node(self._node, arg_idx, src_node.get_handler(), out_idx)

    def get_targets(self) -> [ScopedValue]:
        """
        The names this node assigns.

        Returns:
            list[ScopedValue].

        Examples:
            >>> import mindspore.nn as nn
            >>> from mindspore.rewrite import Node
            >>> print(Node.create_call_cell(nn.ReLU(), ["a", "b"]).get_targets())
            [a, b]
        """
        return self._node.targets

    def get_name(self) -> str:
        """
        The node's name, unique within its tree.

        Returns:
            str.

        Examples:
            >>> import mindspore.nn as nn
            >>> from mindspore.rewrite import Node
            >>> print(Node.create_call_cell(nn.ReLU(), ["y"], name="act").get_name())
            act
        """
        return self._node.name

    def get_node_type(self) -> NodeType:
        """
        The node's kind.

        Returns:
            NodeType.

        Examples:
            >>> import mindspore.nn as nn
            >>> from mindspore.rewrite import Node
            >>> print(Node.create_call_cell(nn.ReLU(), ["y"]).get_node_type())
            NodeType.CallCell
        """
        return self._node.node_type

    def get_instance_type(self) -> type:
        """
        The class of what the node calls (``NoneType`` when it calls nothing known); for a ``CallFunction`` node
        calling a Python function, that function itself.

        Returns:
            type.

        Examples:
            >>> import mindspore.nn as nn
            >>> from mindspore.rewrite import Node
            >>> print(Node.create_call_cell(nn.ELU(), ["y"]).get_instance_type().__name__)
            ELU
        """
        return self._node.get_instance_type()

    def get_instance(self):
        """
        The object the node calls (a Cell, Primitive or function), or ``None``.

        Returns:
            object.

        Examples:
            >>> import mindspore.nn as nn
            >>> from mindspore.rewrite import Node
            >>> act = nn.ReLU()
            >>> print(Node.create_call_cell(act, ["y"]).get_instance() is act)
            True
        """
        return self._node.instance

    def get_args(self) -> [ScopedValue]:
        """
        The positional arguments.

        Returns:
            list[ScopedValue].

        Examples:
            >>> import mindspore.nn as nn
            >>> from mindspore.rewrite import Node, ScopedValue
            >>> node = Node.create_call_cell(nn.ReLU(), ["y"], [ScopedValue.create_naming_value("x")])
            >>> print(node.get_args())
            [x]
        """
        return self._node.args

    def get_symbol_tree(self) -> 'SymbolTree':
        """
        The tree this node belongs to, or ``None`` before it is inserted.

        Returns:
            SymbolTree or None.

        Examples:
            >>> import mindspore.nn as nn
            >>> from mindspore.rewrite import Node
            >>> print(Node.create_call_cell(nn.ReLU(), ["y"]).get_symbol_tree())
            None
        """
        tree = self._tree()
        if tree is None:
            return None
        from .symbol_tree import SymbolTree  # the two public classes refer to each other
        return SymbolTree(tree)

    def get_sub_tree(self) -> 'SymbolTree':
        """
        The tree parsed from the user-defined Cell a ``NodeType.Tree`` node calls.

        Returns:
            SymbolTree.

        Raises:
            TypeError: If the node is not of type ``NodeType.Tree``.

        Examples:
            >>> # TinyNet
            >>> from mindspore.rewrite import SymbolTree
            >>> sub = SymbolTree.create(Wrapper()).get_node("body").get_sub_tree()
            >>> print([n.get_name() for n in sub.nodes()])
            ['input_x', 'fc', 'act', 'head', 'return']
        """
        if self.get_node_type() != NodeType.Tree:
            raise TypeError(f"For get_sub_tree, the type of node should be 'NodeType.Tree', but got "
                            f"{self.get_node_type()}")
        if self._node.symbol_tree is None:
            raise AttributeError(f"For get_sub_tree, no symbol tree is stroed in node {self.get_name()}.")
        from .symbol_tree import SymbolTree  # the two public classes refer to each other
        return SymbolTree(self._node.symbol_tree)

    def get_kwargs(self) -> {str: ScopedValue}:
        """
        The keyword arguments.

        Returns:
            dict[str, ScopedValue].

        Examples:
            >>> import mindspore.nn as nn
            >>> from mindspore.rewrite import Node, ScopedValue
            >>> node = Node.create_call_cell(nn.ReLU(), ["y"], kwargs={"input": ScopedValue.create_naming_value("x")})
            >>> print(node.get_kwargs())
            {'input': x}
        """
        return self._node.kwargs

    def set_attribute(self, key: str, value):
        """
        Store a user value on the node.

        Args:
            key (str): The attribute name.
            value (Any): The value.

        Raises:
            TypeError: If `key` is not a str.

        Examples:
            >>> import mindspore.nn as nn
            >>> from mindspore.rewrite import Node
            >>> node = Node.create_call_cell(nn.ReLU(), ["y"])
            >>> node.set_attribute("stage", 2)
            >>> print(node.get_attribute("stage"))
            2
        """
        check_value_type("key", key, [str], "Node attribute")
        self._node.attributes[key] = value

    def get_attributes(self) -> {str: object}:
        """
        The node's attributes: for a node calling a Cell, the Cell's own attributes, then those set with
        :meth:`set_attribute`.

        Returns:
            dict[str, object].

        Examples:
            >>> import mindspore.nn as nn
            >>> from mindspore.rewrite import Node
            >>> node = Node.create_call_function(abs, ["y"])
            >>> node.set_attribute("note", "magnitude")
            >>> print(node.get_attributes())
            {'note': 'magnitude'}
        """
        found = {}
        if isinstance(self._node.instance, (Cell, Primitive)):
            found.update({k: v for k, v in vars(self._node.instance).items() if not k.startswith("_")})
        found.update(self._node.attributes)
        return found

    def get_attribute(self, key: str):
        """
        One attribute of the node (see :meth:`get_attributes`), or ``None`` if it has none of that name.

        Args:
            key (str): The attribute name.

        Returns:
            object.

        Raises:
            TypeError: If `key` is not a str.

        Examples:
            >>> import mindspore.nn as nn
            >>> from mindspore.rewrite import Node
            >>> print(Node.create_call_cell(nn.Dense(3, 5), ["y"]).get_attribute("out_channels"))
            5
        """
        check_value_type("key", key, [str], "Node attribute")
        return self.get_attributes().get(key)

    def get_arg_providers(self) -> dict:
        """
        For each argument given by another node: ``{argument index: (provider node, target index)}``.

        Returns:
            dict.

        Examples:
            >>> # TinyNet
            >>> from mindspore.rewrite import SymbolTree
            >>> stree = SymbolTree.create(TinyNet())
            >>> print({i: (n.get_name(), k) for i, (n, k) in stree.get_node("head").get_arg_providers().items()})
            {0: ('act', 0)}
        """
        return {idx: (Node(node), out) for idx, (node, out) in SymbolTreeImpl.arg_providers(self._node).items()}

    def get_target_users(self, index=-1) -> Union[dict, list]:
        """
        Who uses this node's targets: with `index` -1, ``{target index: [(user node, argument index), ...]}``;
        otherwise the list for target `index`.

        Args:
            index (int, optional): A target index, or -1 for all. Default: ``-1`` .

        Returns:
            dict or list.

        Raises:
            TypeError: If `index` is not an int.

        Examples:
            >>> # TinyNet
            >>> from mindspore.rewrite import SymbolTree
            >>> stree = SymbolTree.create(TinyNet())
            >>> print([(n.get_name(), k) for n, k in stree.get_node("fc").get_target_users(0)])
            [('act', 0)]
        """
        check_value_type("index", index, [int], "get_target_users")
        users = SymbolTreeImpl.target_users(self._node)
        if index == -1:
            return {t: [(Node(n), k) for n, k in found] for t, found in users.items()}
        return [(Node(n), k) for n, k in users.get(index, [])]


with_example_net(Node)


from ..._unsupported import missing_name_hook as _missing_name_hook  # noqa: E402
__getattr__ = _missing_name_hook(__name__)
