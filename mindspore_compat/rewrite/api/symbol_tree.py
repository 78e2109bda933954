"""The public :class:`SymbolTree` of ``mindspore.rewrite``."""
from typing import Optional, Union, List

from ...nn.cell import Cell
from ..._checkparam import check_value_type, check_element_type_of_iterable
from ..symbol_tree import Position, SymbolTreeBuilder, SymbolTree as SymbolTreeImpl
from .node import Node
from ._doc_example import with_example_net

__all__ = ["SymbolTree"]


class SymbolTree:
    """
    The parsed ``construct`` of a network: an ordered list of :class:`mindspore.rewrite.Node` that can be
    edited, printed as code and turned back into a network.

    Create it with :meth:`create`. Nested expressions of ``construct`` are split into one statement each (new
    temporaries are named ``<callee>_var`` or ``<operator>_var``); each statement becomes a node: a call of a Cell
    attribute (``CallCell``; ``Tree`` with its own SymbolTree when the Cell is user-defined), a function call
    (``CallFunction``), an operator (``MathOps``), an ``if``/``for``/``while`` block (``ControlFlow``), the
    ``return`` (``Output``), and ``Python`` for statements kept as they are. Arguments of ``construct`` become
    ``Input`` nodes named ``input_<arg>``.

    Note:
        Nodes inside a control-flow block have no links to nodes outside it. A call of a function of the user's
        own code is expanded: its ``CallFunction`` node holds the function's nodes and the code gets a rewritten
        copy of the function (``helper``, ``helper_1``, ... numbered process-wide like the ``<Name>Opt``
        classes). Unlike MindSpore, calls of MindSpore's own functions (``ops.add``) are not expanded (MindSpore
        prints its internal source for them), and the nodes listed for the cells of a ``SequentialCell``
        describe it without being editable.

    Args:
        handler (SymbolTreeImpl): The inner tree; use :meth:`create` instead of the constructor.

    Raises:
        TypeError: If `handler` is not an inner SymbolTree.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> # TinyNet
        >>> from mindspore.rewrite import SymbolTree
        >>> stree = SymbolTree.create(TinyNet())
        >>> print([node.get_name() for node in stree.nodes()])
        ['input_x', 'fc', 'act', 'head', 'return']
        >>> print(stree.get_code().split("def construct")[1])
        (self, x):
                x = self.fc(x)
                x = self.act(x)
                head_var = self.head(x)
                return head_var
        #
    """

    def __init__(self, handler: SymbolTreeImpl):
        check_value_type("handler", handler, [SymbolTreeImpl], "SymbolTree")
        self._symbol_tree = handler

    @classmethod
    def create(cls, network):
        """
        Parse `network`'s ``construct`` (and those of the user-defined Cells it calls) into a SymbolTree.

        Args:
            network (Cell): The network; its class's source code must be readable (defined in a file).

        Returns:
            SymbolTree.

        Raises:
            TypeError: If `network` is not a Cell.

        Examples:
            >>> # TinyNet
            >>> from mindspore.rewrite import SymbolTree
            >>> stree = SymbolTree.create(TinyNet())
            >>> print(type(stree).__name__, stree.get_node("fc").get_node_type())
            SymbolTree NodeType.CallCell
        """
        check_value_type("network", network, [Cell], "SymbolTree")
        return cls(SymbolTreeBuilder(network).build())

    def get_handler(self) -> SymbolTreeImpl:
        """
        The inner tree this object wraps.

        Returns:
            SymbolTreeImpl.

        Examples:
            >>> # TinyNet
            >>> from mindspore.rewrite import SymbolTree
            >>> stree = SymbolTree.create(TinyNet())
            >>> print(stree.get_handler() is stree.get_handler())
            True
        """
        return self._symbol_tree

    def nodes(self, all_nodes: bool = False):
        """
        Iterate over the nodes of ``construct`` in program order.

        Args:
            all_nodes (bool, optional): Also the nodes inside control-flow blocks and sub-trees. Default:
                ``False`` .

        Returns:
            A generator of Node.

        Raises:
            TypeError: If `all_nodes` is not a bool.

        Examples:
            >>> # TinyNet
            >>> from mindspore.rewrite import SymbolTree
            >>> stree = SymbolTree.create(TinyNet())
            >>> print([node.get_node_type().name for node in stree.nodes()])
            ['Input', 'CallCell', 'CallCell', 'CallCell', 'Output']
        """
        check_value_type("all_nodes", all_nodes, [bool], "nodes")
        found = self._symbol_tree.all_nodes() if all_nodes else self._symbol_tree.nodes()
        for node in found:
            yield Node(node)

    def get_node(self, node_name: str) -> Optional[Node]:
        """
        The node named `node_name` (searched in control-flow blocks too), or ``None``.

        Args:
            node_name (str): The node's name.

        Returns:
            Node or None.

        Raises:
            TypeError: If `node_name` is not a str.

        Examples:
            >>> # TinyNet
            >>> from mindspore.rewrite import SymbolTree
            >>> stree = SymbolTree.create(TinyNet())
            >>> print(stree.get_node("act").get_instance_type().__name__, stree.get_node("relu"))
            ReLU None
        """
        check_value_type("node_name", node_name, [str], "SymbolTree")
        found = self._symbol_tree.get_node_from_name(node_name)
        return None if found is None else Node(found)

    def get_inputs(self) -> List[Node]:
        """
        The ``Input`` nodes, one per argument of ``construct``.

        Returns:
            list[Node].

        Examples:
            >>> # TinyNet
            >>> from mindspore.rewrite import SymbolTree
            >>> stree = SymbolTree.create(TinyNet())
            >>> print([node.get_name() for node in stree.get_inputs()])
            ['input_x']
        """
        return [Node(n) for n in self._symbol_tree.get_input_nodes()]

    def before(self, node: Union[Node, str]):
        """
        The position just before `node`, for :meth:`insert`.

        Args:
            node (Union[Node, str]): A node of this tree, or its name.

        Returns:
            Position.

        Raises:
            TypeError: If `node` is not a Node or str.
            RuntimeError: If the tree has no such node.

        Examples:
            >>> # TinyNet
            >>> from mindspore.rewrite import SymbolTree
            >>> stree = SymbolTree.create(TinyNet())
            >>> position = stree.before("head")
            >>> print(position.before_node, position.node.get_name())
            True head
        """
        check_value_type("node", node, [Node, str], "SymbolTree")
        return self._symbol_tree.before(node.get_handler() if isinstance(node, Node) else node)

    def after(self, node: Union[Node, str]):
        """
        The position just after `node`, for :meth:`insert`.

        Args:
            node (Union[Node, str]): A node of this tree, or its name.

        Returns:
            Position.

        Raises:
            TypeError: If `node` is not a Node or str.
            RuntimeError: If the tree has no such node.

        Examples:
            >>> # TinyNet
            >>> from mindspore.rewrite import SymbolTree
            >>> stree = SymbolTree.create(TinyNet())
            >>> position = stree.after(stree.get_node("fc"))
            >>> print(position.before_node, position.node.get_name())
            False fc
        """
        check_value_type("node", node, [Node, str], "SymbolTree")
        return self._symbol_tree.after(node.get_handler() if isinstance(node, Node) else node)

    def insert(self, position, node: Node) -> Node:
        """
        Insert `node` at `position`; it gets a name unique in the tree, and the Cell it calls becomes an attribute
        of the network under that name.

        Args:
            position (Position): From :meth:`before` or :meth:`after`.
            node (Node): A node created with :meth:`mindspore.rewrite.Node.create_call_cell` or the like.

        Returns:
            Node, the inserted node.

        Raises:
            TypeError: If `position` is not a Position or `node` is not a Node.

        Examples:
            >>> # TinyNet
            >>> import mindspore.nn as nn
            >>> from mindspore.rewrite import SymbolTree, Node, ScopedValue
            >>> stree = SymbolTree.create(TinyNet())
            >>> extra = Node.create_call_cell(nn.ReLU(), ["x"], [ScopedValue.create_naming_value("x")], name="act")
            >>> print(stree.insert(stree.after("act"), extra).get_name())
            act_1
            >>> print([node.get_name() for node in stree.nodes()])
            ['input_x', 'fc', 'act', 'act_1', 'head', 'return']
        """
        check_value_type("position", position, [Position], "SymbolTree")
        check_value_type("node", node, [Node], "SymbolTree")
        return Node(self._symbol_tree.insert_node(node.get_handler(), position.node, position.before_node))

    def erase(self, node: Union[Node, str]) -> Optional[Node]:
        """
        Remove `node` from the tree. Nodes that used its targets keep their arguments; fix them with
        :meth:`mindspore.rewrite.Node.set_arg` where needed.

        Args:
            node (Union[Node, str]): A node of this tree, or its name.

        Returns:
            Node, the erased node.

        Raises:
            TypeError: If `node` is not a Node or str.
            RuntimeError: If the tree has no such node.

        Examples:
            >>> # TinyNet
            >>> from mindspore.rewrite import SymbolTree
            >>> stree = SymbolTree.create(TinyNet())
            >>> print(stree.erase("act").get_name())
            act
            >>> print([node.get_name() for node in stree.nodes()])
            ['input_x', 'fc', 'head', 'return']
        """
        check_value_type("node", node, [Node, str], "SymbolTree")
        return Node(self._symbol_tree.erase_node(node.get_handler() if isinstance(node, Node) else node))

    def replace(self, old_node: Node, new_nodes: List[Node]) -> Node:
        """
        Put `new_nodes` (in order) where `old_node` is, then remove `old_node`. Links between the new nodes and
        the rest of the tree come from their arguments and targets, which the caller chooses.

        Args:
            old_node (Node): The node to replace.
            new_nodes (list[Node]): Its replacements.

        Returns:
            Node, the last of `new_nodes`.

        Raises:
            TypeError: If `old_node` is not a Node or `new_nodes` is not a list of Node.

        Examples:
            >>> # TinyNet
            >>> import mindspore.nn as nn
            >>> from mindspore.rewrite import SymbolTree, Node, ScopedValue
            >>> stree = SymbolTree.create(TinyNet())
            >>> smooth = Node.create_call_cell(nn.Tanh(), ["x"], [ScopedValue.create_naming_value("x")], name="smooth")
            >>> print(stree.replace(stree.get_node("act"), [smooth]).get_name())
            smooth
            >>> print([node.get_name() for node in stree.nodes()])
            ['input_x', 'fc', 'smooth', 'head', 'return']
        """
        check_value_type("old_node", old_node, [Node], "SymbolTree")
        check_element_type_of_iterable("new_nodes", new_nodes, [Node], "SymbolTree")
        return Node(self._symbol_tree.replace(old_node.get_handler(), [n.get_handler() for n in new_nodes]))

    def set_output(self, index: int, return_value: str) -> Node:
        """
        Make argument `index` of the ``return`` node the variable `return_value`.

        Args:
            index (int): Which returned value.
            return_value (str): The variable to return.

        Returns:
            Node, the ``Output`` node.

        Raises:
            TypeError: If `index` is not an int or `return_value` is not a str.

        Examples:
            >>> # TinyNet
            >>> from mindspore.rewrite import SymbolTree
            >>> stree = SymbolTree.create(TinyNet())
            >>> print(stree.set_output(0, "x").get_args())
            [x]
        """
        check_value_type("index", index, [int], "SymbolTree")
        check_value_type("return_value", return_value, [str], "SymbolTree")
        return Node(self._symbol_tree.set_output(return_value, index))

    def dump(self):
        """
        Print the tree for debugging, in MindSpore's layout: the inputs, then ``%n(target) = Type(args)
        {instance name: ...} attributes {...}`` per node with the files of its class and of the network, and the
        ``Return``. Attributes are the called object's public attributes, so they differ from MindSpore's.

        Examples:
            >>> # TinyNet
            >>> from mindspore.rewrite import SymbolTree
            >>> SymbolTree.create(TinyNet()).dump()  # doctest: +SKIP
        """
        self._symbol_tree.dump()

    def print_node_tabulate(self, all_nodes: bool = False):
        """
        Print one table row per node: its type, name, code, argument providers and target users. It needs the
        ``tabulate`` package; without it a warning is logged and an empty line printed.

        Args:
            all_nodes (bool, optional): Also the nodes inside control-flow blocks and sub-trees. Default:
                ``False`` .

        Raises:
            TypeError: If `all_nodes` is not a bool.

        Examples:
            >>> # TinyNet
            >>> from mindspore.rewrite import SymbolTree
            >>> SymbolTree.create(TinyNet()).print_node_tabulate()  # doctest: +SKIP
        """
        check_value_type("all_nodes", all_nodes, [bool], "print_node_tabulate")
        print(self._symbol_tree.get_node_tabulate(all_nodes))

    def get_code(self) -> str:
        """
        The code of the rewritten network: standard imports, then for each (sub-)tree the import of the original
        class and a class ``<Name>Opt`` deriving from it whose ``construct`` is the tree's nodes. Sections end
        with a ``#`` line.

        Returns:
            str.

        Examples:
            >>> # TinyNet
            >>> from mindspore.rewrite import SymbolTree
            >>> code = SymbolTree.create(TinyNet()).get_code()
            >>> print(code.splitlines()[:3])
            ['import sys', 'import mindspore', 'from mindspore import nn']
            >>> print("class TinyNetOpt" in code, "from tiny_net import TinyNet" in code)
            True True
        """
        return self._symbol_tree.get_code()

    def get_network(self) -> Cell:
        """
        An instance of the rewritten class (see :meth:`get_code`). It takes over the original network's
        attributes, cells and parameters, which it shares with it.

        Returns:
            Cell.

        Examples:
            >>> # TinyNet
            >>> import numpy as np
            >>> import mindspore as ms
            >>> from mindspore.rewrite import SymbolTree
            >>> net = TinyNet()
            >>> stree = SymbolTree.create(net)
            >>> _ = stree.erase("act")
            >>> new_net = stree.get_network()
            >>> x = ms.Tensor(np.ones((1, 4), np.float32))
            >>> print(isinstance(new_net, TinyNet), new_net(x).shape, new_net.fc is net.fc)
            True (1, 2) True
        """
        return self._symbol_tree.get_network()

    def set_saved_file_name(self, file_name: str):
        """
        The file :meth:`save_network_to_file` writes to (``.py`` is appended when missing).

        Args:
            file_name (str): The file name.

        Raises:
            TypeError: If `file_name` is not a str.

        Examples:
            >>> # TinyNet
            >>> from mindspore.rewrite import SymbolTree
            >>> stree = SymbolTree.create(TinyNet())
            >>> stree.set_saved_file_name("tiny_rewritten")
            >>> print(stree.get_saved_file_name())
            tiny_rewritten.py
        """
        check_value_type("file_name", file_name, [str], "Saving network")
        self._symbol_tree.set_saved_file_name(file_name)

    def get_saved_file_name(self):
        """
        The file :meth:`save_network_to_file` writes to; ``./network_define.py`` unless set.

        Returns:
            str.

        Examples:
            >>> # TinyNet
            >>> from mindspore.rewrite import SymbolTree
            >>> print(SymbolTree.create(TinyNet()).get_saved_file_name())
            ./network_define.py
        """
        return self._symbol_tree.get_saved_file_name()

    def save_network_to_file(self):
        """
        Write :meth:`get_code` to the file named by :meth:`get_saved_file_name` (replacing it).

        Examples:
            >>> # TinyNet
            >>> from mindspore.rewrite import SymbolTree
            >>> stree = SymbolTree.create(TinyNet())
            >>> stree.set_saved_file_name(os.path.join(folder, "tiny_rewritten.py"))
            >>> stree.save_network_to_file()
            >>> print(open(stree.get_saved_file_name()).read() == stree.get_code())
            True
        """
        self._symbol_tree.save_network_to_file()

    def unique_name(self, name: str = "output"):
        """
        A variable name not yet used in the tree: `name` itself if free, else `name` with a numeric suffix.

        Args:
            name (str, optional): The wanted name. Default: ``"output"`` .

        Returns:
            str.

        Raises:
            TypeError: If `name` is not a str.

        Examples:
            >>> # TinyNet
            >>> from mindspore.rewrite import SymbolTree
            >>> stree = SymbolTree.create(TinyNet())
            >>> print(stree.unique_name(), stree.unique_name("x"), stree.unique_name("x"))
            output x_1 x_2
        """
        check_value_type("name", name, [str], "SymbolTree")
        return self._symbol_tree.unique_name(name)

    def flatten_nodes(self, node, erase_nodes_after_return: bool = False):
        """
        Replace control-flow `node` by the nodes of its block (for example, an ``if`` known to be taken).

        Args:
            node (Node): A ``ControlFlow`` node of this tree.
            erase_nodes_after_return (bool, optional): As in MindSpore 2.10, where this flag reaches the inner
                "erase the other branch" switch: with ``True``, flattening one branch of an ``if`` also erases the
                other branch. Default: ``False`` .

        Raises:
            TypeError: If `node` is not a Node or `erase_nodes_after_return` is not a bool.
            ValueError: If `node` is not a ``ControlFlow`` node.

        Examples:
            >>> # TinyNet
            >>> from mindspore.rewrite import SymbolTree
            >>> stree = SymbolTree.create(Gated())
            >>> print([node.get_name() for node in stree.nodes()])
            ['input_x', 'fc', 'if_node', 'return']
            >>> stree.flatten_nodes(stree.get_node("if_node"))
            >>> print([node.get_name() for node in stree.nodes()])
            ['input_x', 'fc', 'act_1', 'return']
        """
        check_value_type("node", node, [Node], "flatten_nodes")
        check_value_type("erase_nodes_after_return", erase_nodes_after_return, [bool], "flatten_nodes")
        return self._symbol_tree.flatten_nodes(node.get_handler(), erase_nodes_after_return)

    def flatten_static_if_control_flow(self):
        """
        Resolve every ``if`` whose test is a constant attribute of the network (``if self.flag:``): keep the
        branch it takes, as plain nodes, and drop the other.

        Examples:
            >>> # TinyNet
            >>> from mindspore.rewrite import SymbolTree
            >>> stree = SymbolTree.create(Gated())
            >>> stree.flatten_static_if_control_flow()
            >>> print(stree.get_code().split("def construct")[1])
            (self, x):
                    x = self.fc(x)
                    x = self.act(x)
                    return x
            #
        """
        return self._symbol_tree.flatten_static_if_control_flow()

    def get_origin_network(self):
        """
        The network the tree was created from.

        Returns:
            Cell.

        Examples:
            >>> # TinyNet
            >>> from mindspore.rewrite import SymbolTree
            >>> net = TinyNet()
            >>> print(SymbolTree.create(net).get_origin_network() is net)
            True
        """
        return self._symbol_tree.get_origin_network()

    def all_nodes(self, subtree_nodes: bool = True):
        """
        Every node of the tree, including those in control-flow blocks and (optionally) in sub-trees.

        Args:
            subtree_nodes (bool, optional): Include the nodes of sub-trees. Default: ``True`` .

        Returns:
            list[Node].

        Raises:
            TypeError: If `subtree_nodes` is not a bool.

        Examples:
            >>> # TinyNet
            >>> from mindspore.rewrite import SymbolTree
            >>> print(len(SymbolTree.create(TinyNet()).all_nodes()))
            5
        """
        check_value_type("subtree_nodes", subtree_nodes, [bool], "all_nodes")
        return [Node(n) for n in self._symbol_tree.all_nodes(subtree_nodes)]


with_example_net(SymbolTree)


from ..._unsupported import missing_name_hook as _missing_name_hook  # noqa: E402
__getattr__ = _missing_name_hook(__name__)
