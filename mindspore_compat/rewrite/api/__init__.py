"""Public classes of ``mindspore.rewrite``."""
from .node_type import NodeType
from .scoped_value import ScopedValue, ValueType
from .node import Node
from .symbol_tree import SymbolTree

__all__ = ["SymbolTree", "Node", "NodeType", "ScopedValue", "ValueType"]


from ..._unsupported import missing_name_hook as _missing_name_hook  # noqa: E402
__getattr__ = _missing_name_hook(__name__)
