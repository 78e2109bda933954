"""Padding Cells of ``mindspore.mint.nn``: constant, zero, reflection and replication padding in 1-3 dims."""
from ....nn.cell import Cell
from ...._viewdoc import cls_view
from .. import functional as F

__all__ = ["ConstantPad1d", "ConstantPad2d", "ConstantPad3d", "ZeroPad1d", "ZeroPad2d", "ZeroPad3d",
           "ReflectionPad1d", "ReflectionPad2d", "ReflectionPad3d", "ReplicationPad1d", "ReplicationPad2d",
           "ReplicationPad3d"]


def _pads(padding, n):
    if isinstance(padding, int):
        return (padding,) * (2 * n)
    if not isinstance(padding, (tuple, list)) or len(padding) != 2 * n:
        raise ValueError(f"The 'padding' must be an int or a tuple of {2 * n} ints, but got {padding}.")
    return tuple(padding)


class _PadNd(Cell):
    n, mode = 1, "constant"

    def __init__(self, padding, value=None):
        super().__init__()
        self.padding = _pads(padding, self.n)
        self.value = value

    def construct(self, input):
        return F.pad(input, self.padding, self.mode, self.value)


class ConstantPadNd_(_PadNd):
    def __init__(self, padding, value):
        super().__init__(padding, value)


class ZeroPadNd_(_PadNd):
    def __init__(self, padding):
        super().__init__(padding, 0.0)


class ReflectionPadNd_(_PadNd):
    mode = "reflect"

    def __init__(self, padding):
        super().__init__(padding)


class ReplicationPadNd_(_PadNd):
    mode = "replicate"

    def __init__(self, padding):
        super().__init__(padding)


_P = "(Union[int, tuple[int]]): The padding of each side, (left, right[, top, bottom[, front, back]])."
_V = "(number): The fill value."


def _make(base, name, n, summary, **args):
    cls = type(name, (base,), {"n": n, "__module__": __name__})
    return cls_view(summary, padding=_P, **args)(cls)


ConstantPad1d = _make(ConstantPadNd_, "ConstantPad1d", 1, "Pads the last dimension with a constant.", value=_V)
ConstantPad2d = _make(ConstantPadNd_, "ConstantPad2d", 2, "Pads the last 2 dimensions with a constant.", value=_V)
ConstantPad3d = _make(ConstantPadNd_, "ConstantPad3d", 3, "Pads the last 3 dimensions with a constant.", value=_V)
ZeroPad1d = _make(ZeroPadNd_, "ZeroPad1d", 1, "Pads the last dimension with zeros.")
ZeroPad2d = _make(ZeroPadNd_, "ZeroPad2d", 2, "Pads the last 2 dimensions with zeros.")
ZeroPad3d = _make(ZeroPadNd_, "ZeroPad3d", 3, "Pads the last 3 dimensions with zeros.")
ReflectionPad1d = _make(ReflectionPadNd_, "ReflectionPad1d", 1, "Pads the last dimension by reflection.")
ReflectionPad2d = _make(ReflectionPadNd_, "ReflectionPad2d", 2, "Pads the last 2 dimensions by reflection.")
ReflectionPad3d = _make(ReflectionPadNd_, "ReflectionPad3d", 3, "Pads the last 3 dimensions by reflection.")
ReplicationPad1d = _make(ReplicationPadNd_, "ReplicationPad1d", 1, "Pads the last dimension with the edge values.")
ReplicationPad2d = _make(ReplicationPadNd_, "ReplicationPad2d", 2,
                         "Pads the last 2 dimensions with the edge values.")
ReplicationPad3d = _make(ReplicationPadNd_, "ReplicationPad3d", 3,
                         "Pads the last 3 dimensions with the edge values.")
