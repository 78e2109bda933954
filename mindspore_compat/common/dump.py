"""``mindspore.set_dump``: mark Cells and Primitives for MindSpore's data dump (documented as a no-op here)."""
import warnings

import torch

from .. import context

__all__ = ["set_dump"]


def _is_cell(obj):
    # a Cell is a torch.nn.Module with a construct method (common/ does not import nn/)
    return isinstance(obj, torch.nn.Module) and callable(getattr(obj, "construct", None))


def _is_primitive(obj):
    return callable(getattr(obj, "add_prim_attr", None)) and hasattr(obj, "attrs")


def _mark(target, enabled):
    if _is_cell(target):
        target.add_flags(dump=enabled)
        for cell in target.cells():
            _mark(cell, enabled)
    elif _is_primitive(target):
        target.add_prim_attr("dump", "true" if enabled else "false")


def set_dump(target, enabled=True):
    """
    Mark `target` (and, for a Cell, its sub-Cells) for MindSpore's data dump.

    MindSpore's dump writes operator inputs and outputs from its Ascend runtime when a dump configuration is
    set. mindspore_compat has no such runtime: the marks are set (``dump`` flag of the Cells, ``dump`` attribute
    of the Primitives) and nothing is written, with a warning. To capture tensors, register torch hooks
    (``cell.register_forward_hook``) on the Cells instead.

    Args:
        target (Union[Cell, Primitive]): What to mark.
        enabled (bool, optional): Mark (``True``) or unmark. Default: ``True``.

    Raises:
        ValueError: If `target` is not a Cell or Primitive, or `enabled` is not a bool.

    Supported Platforms:
        ``Ascend``

    Examples:
        >>> import warnings
        >>> import mindspore as ms
        >>> from mindspore import nn
        >>> net = nn.Dense(2, 2)
        >>> with warnings.catch_warnings():
        ...     warnings.simplefilter("ignore")
        ...     ms.set_dump(net)
        >>> print(net.get_flags()["dump"])
        True
    """
    if not (_is_cell(target) or _is_primitive(target)):
        raise ValueError(f"The \"target\" parameter must be an instance of Cell or Primitive, but got an instance "
                         f"of {type(target)}.")
    if not isinstance(enabled, bool):
        raise ValueError("The \"enabled\" parameter must be bool.")
    warnings.warn(f"set_dump marks the target for MindSpore's data dump, which runs in MindSpore's Ascend runtime; "
                  f"mindspore_compat (device_target={context.get_context('device_target')}) writes no dump data. "
                  f"Register a forward hook on the Cell to capture tensors instead.")
    _mark(target, enabled)
