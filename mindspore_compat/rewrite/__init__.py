"""``mindspore.rewrite``: parse a network's ``construct`` into nodes, edit them, and build the rewritten network.

:class:`SymbolTree` reads the Python source of a Cell's ``construct``, splits nested expressions into one
statement each and keeps every statement as a :class:`Node`. Nodes can be listed, inserted, erased and replaced;
:meth:`SymbolTree.get_code` prints the rewritten class and :meth:`SymbolTree.get_network` returns an instance of
it that shares the original network's cells and parameters.
"""
from .api.node_type import NodeType
from .api.scoped_value import ScopedValue, ValueType
from .api.node import Node
from .api.symbol_tree import SymbolTree

__all__ = ["SymbolTree", "Node", "NodeType", "ScopedValue", "ValueType"]


from .._unsupported import missing_name_hook as _missing_name_hook  # noqa: E402
__getattr__ = _missing_name_hook(__name__)
