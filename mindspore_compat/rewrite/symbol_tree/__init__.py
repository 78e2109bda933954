"""Inner symbol tree of ``mindspore.rewrite`` (parsing, editing and printing a network's ``construct``)."""
from .symbol_tree import SymbolTree, Position, SymbolTreeBuilder

__all__ = ["SymbolTree", "Position", "SymbolTreeBuilder"]


from ..._unsupported import missing_name_hook as _missing_name_hook  # noqa: E402
__getattr__ = _missing_name_hook(__name__)
