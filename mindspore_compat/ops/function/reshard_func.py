"""``mindspore.ops.reshard``: mark a Tensor with a device layout."""
from ...common._layout import Layout
from ...common.tensor import Tensor
from ...communication import management as _mgmt
from ..operations.reshard_ops import Reshard

__all__ = ["reshard"]


def _split_counts(layout):
    """How many pieces each tensor dimension is cut into by `layout` (``1`` for an unsplit one)."""
    info = layout.to_dict()
    matrix = info["device_matrix"][::-1]
    counts = []
    for axis in info["tensor_map"]:
        axes = axis if isinstance(axis, tuple) else (axis,)
        n = 1
        for a in axes:
            n *= 1 if a == -1 else matrix[a]
        counts.append(n)
    return tuple(counts)


def reshard(tensor, layout):
    """
    Says how a Tensor should be laid out across the devices (which dimensions are split over which device axes).
    The value is not changed: the result is `tensor` itself, with one process or many, since a Tensor here
    always holds its whole value.

    Args:
        tensor (Tensor): The Tensor to mark.
        layout (Layout): The wanted layout, a :class:`mindspore.parallel.Layout` called with one alias (or
            ``"None"``) per dimension.

    Returns:
        Tensor, equal to `tensor`.

    Raises:
        TypeError: If (with more than one process) `tensor` is not a Tensor or `layout` is not a Layout.

    Supported Platforms:
        ``Ascend``

    Examples:
        >>> import numpy as np
        >>> from mindspore import ops, Tensor
        >>> from mindspore.parallel import Layout
        >>> grid = Layout((2, 1), ("rows", "cols"))
        >>> x = Tensor(np.array([[1.0, 2.0], [3.0, 4.0]], np.float32))
        >>> print(ops.reshard(x, grid("rows", "None")))
        [[1. 2.]
         [3. 4.]]
    """
    if _mgmt.get_group_size() > 1:   # one process: MindSpore hands the input back before any check
        for value, kind, words in ((tensor, Tensor, "Reshard takes in Tensor type as the first input param"),
                                   (layout, Layout, "Reshard only support type mindspore.parallel.Layout")):
            if not isinstance(value, kind):
                raise TypeError(f"{words}, but got: {type(value)}.")
        tensor = Reshard((layout,), (layout,), (_split_counts(layout),))(tensor)
    return tensor
