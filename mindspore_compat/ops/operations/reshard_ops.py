"""``mindspore.ops.Reshard``: the primitive behind :func:`mindspore.ops.reshard`."""
from ..primitive import Primitive, _strategy_attr

__all__ = ["Reshard"]


class Reshard(Primitive):
    """
    Marks a Tensor with the layout it should have across the devices. Its value never changes: in eager
    execution the primitive returns its input unchanged (MindSpore's graph compiler uses the marks to plan the
    redistribution). Prefer :func:`mindspore.ops.reshard`.

    Args:
        in_layout (tuple[Layout]): The layout of the input, one per input.
        out_layout (tuple[Layout]): The same layouts (the primitive does not change the layout by itself), or
            ``None``.
        in_strategy (tuple[tuple[int]]): The split count of each dimension, derived from `in_layout`.

    Inputs:
        - **tensor** (Tensor) - The Tensor to mark.

    Outputs:
        Tensor, `tensor` itself.

    Raises:
        TypeError: If `in_layout` (or `out_layout`, when given) is not a tuple of Layouts or tuples.

    Supported Platforms:
        ``Ascend``

    Examples:
        >>> import numpy as np
        >>> from mindspore import ops, Tensor
        >>> from mindspore.parallel import Layout
        >>> grid = Layout((2, 1), ("rows", "cols"))
        >>> mark = ops.Reshard((grid("rows", "cols"),), (grid("rows", "cols"),), ((2, 1),))
        >>> print(mark.in_strategy)
        ((2, 1),)
        >>> print(mark(Tensor(np.array([[1.0, 2.0]], np.float32))))
        [[1. 2.]]
    """

    def __init__(self, in_layout, out_layout, in_strategy):
        super().__init__("Reshard")
        name, value = _strategy_attr("in", in_layout)
        self.add_prim_attr(name, value)
        if out_layout is not None:
            name, value = _strategy_attr("out", out_layout)
            self.add_prim_attr(name, value)
        self.__dict__["in_strategy"] = in_strategy

    def __call__(self, tensor):
        return tensor
