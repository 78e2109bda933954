"""Kinds of statement a rewrite :class:`~mindspore.rewrite.Node` can stand for."""
from enum import Enum

__all__ = ["NodeType"]


NodeType = Enum("NodeType", "Unknown CallCell CallPrimitive CallModule CallFunction CallMethod Python Input Output "
                           "Tree CellContainer MathOps ControlFlow", start=0, module=__name__)
NodeType.__doc__ = """
    What a :class:`mindspore.rewrite.Node` holds: the kind of statement it was parsed from or created as.

    Members (with their values): ``Unknown`` (0), ``CallCell`` (1, a call of a built-in Cell held by the network),
    ``CallPrimitive`` (2, a call of a Primitive attribute), ``CallModule`` (3), ``CallFunction`` (4, a call of a
    function or of a method of a local value), ``CallMethod`` (5, a tuple, a plain name copy or a subscript),
    ``Python`` (6, a statement that rewrite keeps as it is), ``Input`` (7, one argument of ``construct``),
    ``Output`` (8, the ``return`` statement), ``Tree`` (9, a call of a user-defined Cell, with its own
    :class:`mindspore.rewrite.SymbolTree`), ``CellContainer`` (10, a call of a ``SequentialCell``), ``MathOps``
    (11, an arithmetic, comparison or boolean expression), ``ControlFlow`` (12, an ``if``, ``else``, ``for`` or
    ``while`` block).

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> from mindspore.rewrite import NodeType
        >>> print(NodeType.CallCell, NodeType.CallCell.value)
        NodeType.CallCell 1
        >>> print([t.name for t in NodeType][-3:])
        ['CellContainer', 'MathOps', 'ControlFlow']
    """


from ..._unsupported import missing_name_hook as _missing_name_hook  # noqa: E402
__getattr__ = _missing_name_hook(__name__)
