"""``mindspore.nn.layer.channel_shuffle``: ChannelShuffle."""
from ..cell import Cell
from ...common.tensor import _wrap

__all__ = ["ChannelShuffle"]


class ChannelShuffle(Cell):
    r"""
    Interleaves the channels of `groups` equal channel groups (as in ShuffleNet): the channels are viewed as a
    :math:`(groups, C / groups)` grid, which is transposed.

    Args:
        groups (int): Number of groups, at least 1; it must divide the channel count.

    Inputs:
        - **x** (Tensor) - Tensor of shape :math:`(N, C, *)`.

    Outputs:
        Tensor with the shape and dtype of `x`.

    Raises:
        TypeError: If `groups` is not an int.
        ValueError: If `groups` is less than 1.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> x = Tensor(np.arange(6).reshape(1, 6, 1), ms.int32)
        >>> print(nn.ChannelShuffle(2)(x).reshape(-1))
        [0 3 1 4 2 5]
    """

    def __init__(self, groups):
        super().__init__()
        prefix = "For ChannelShuffle, the param `groups` must be"
        if not isinstance(groups, int):
            raise TypeError(f"{prefix} int, but got {type(groups)}.")
        if groups <= 0:
            raise ValueError(f"{prefix} larger than 0, but got {groups}.")
        self.groups = groups

    def construct(self, x):
        try:
            t = x._t
        except AttributeError:
            raise TypeError(f"For '{self.cls_name}', the input 'x' must be a Tensor, but got "
                            f"{type(x).__name__}.") from None
        n, c = t.shape[0], t.shape[1]
        out = t.reshape(n, self.groups, c // self.groups, -1).transpose(1, 2)
        return _wrap(out.reshape(t.shape))


from ..._unsupported import missing_name_hook as _missing_name_hook  # noqa: E402
__getattr__ = _missing_name_hook(__name__)
