"""``mindspore.nn.layer.dense``: BiDense."""
import math

import torch.nn.functional as F

from ..cell import Cell
from ...common import dtype as mstype
from ...common.tensor import Tensor, _wrap
from ...common.parameter import Parameter
from ...common.initializer import initializer, Uniform
from ... import _checkparam as validator

__all__ = ["BiDense"]


class BiDense(Cell):
    r"""
    Bilinear fully connected layer: :math:`y_k = x_1^T W_k x_2 + b_k` for each output channel :math:`k`.

    The weight has shape :math:`(out\_channels, in1\_channels, in2\_channels)` and the bias shape
    :math:`(out\_channels,)`; their Parameters are named ``weight`` and ``bias``.

    Args:
        in1_channels (int): Size of the last dimension of `input1`.
        in2_channels (int): Size of the last dimension of `input2`.
        out_channels (int): Size of the last dimension of the output.
        weight_init (Union[Tensor, str, Initializer, numbers.Number]): How to fill the weight. Default: ``None`` ,
            which means ``Uniform(1 / sqrt(in1_channels))``.
        bias_init (Union[Tensor, str, Initializer, numbers.Number]): How to fill the bias. Default: ``None`` ,
            which means ``Uniform(1 / sqrt(in1_channels))``.
        has_bias (bool): Whether the layer adds a bias. Default: ``True`` .
        dtype (:class:`mindspore.dtype`): Dtype of the Parameters. Default: ``mstype.float32`` .

    Inputs:
        - **input1** (Tensor) - Tensor of shape :math:`(*, in1\_channels)`.
        - **input2** (Tensor) - Tensor of shape :math:`(*, in2\_channels)`, same leading dimensions as `input1`.

    Outputs:
        Tensor of shape :math:`(*, out\_channels)`.

    Raises:
        TypeError: If a channel count is not an int, or `has_bias` is not a bool.
        ValueError: If a channel count is less than 1, a Tensor initializer has the wrong shape, the last dimension
            of an input differs from its channel count, or the leading dimensions of the inputs differ.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> net = nn.BiDense(2, 3, 1, weight_init='ones', bias_init='zeros')
        >>> a = Tensor(np.array([[1.0, 2.0]]), ms.float32)
        >>> b = Tensor(np.array([[1.0, 0.0, -1.0]]), ms.float32)
        >>> print(net(a, b))
        [[0.]]
        >>> print(net)
        BiDense(in1_channels=2, in2_channels=3, output_channels=1, has_bias=True)
    """

    def __init__(self, in1_channels, in2_channels, out_channels, weight_init=None, bias_init=None, has_bias=True,
                 dtype=mstype.float32):
        super().__init__()
        cls = self.cls_name
        validator.check_positive_int(in1_channels, "in1_channels", cls)
        self.in_channels = validator.check_positive_int(in2_channels, "in2_channels", cls)
        self.out_channels = validator.check_positive_int(out_channels, "out_channels", cls)
        self.has_bias = validator.check_bool(has_bias, "has_bias", cls)
        self.in1_channels = in1_channels
        self.in2_channels = in2_channels
        bound = 1 / math.sqrt(in1_channels)
        if weight_init is None:
            weight_init = Uniform(bound)
        if isinstance(weight_init, Tensor) and (weight_init.ndim != 3 or tuple(weight_init.shape) !=
                                                (out_channels, in1_channels, in2_channels)):
            raise ValueError(f"For '{cls}', weight init shape error. The ndim of 'weight_init' must be equal to 3, "
                             f"the first dim must be equal to 'out_channels', the second dim must be equal to "
                             f"'in1_channels', and the third dim must be equal to 'in2_channels'. But got "
                             f"'weight_init': {weight_init}, 'out_channels': {out_channels}, 'in_channels': "
                             f"{in1_channels}, 'in2_channels': {in2_channels}")
        self.weight = Parameter(initializer(weight_init, (out_channels, in1_channels, in2_channels), dtype=dtype),
                                "weight")
        self.bias = None
        if self.has_bias:
            if bias_init is None:
                bias_init = Uniform(bound)
            if isinstance(bias_init, Tensor) and (bias_init.ndim != 1 or bias_init.shape[0] != out_channels):
                raise ValueError(f"For '{cls}', bias init shape error. The ndim of 'bias_init' should be equal to 1, "
                                 f"and the first dim must be equal to 'out_channels'. But got 'bias_init': "
                                 f"{bias_init}, 'out_channels': {out_channels}.")
            self.bias = Parameter(initializer(bias_init, [out_channels], dtype=dtype), name="bias")

    def construct(self, input1, input2):
        cls = self.cls_name
        for name, value in (("input1", input1), ("input2", input2)):
            if not isinstance(value, Tensor):
                raise TypeError(f"For '{cls}', the '{name}' must be 'Tensor', but got '{type(value).__name__}'")
        s1, s2 = tuple(input1.shape), tuple(input2.shape)
        for name, dim, channels, ch_name in (("input1", s1[-1], self.in1_channels, "in1_channels"),
                                             ("input2", s2[-1], self.in2_channels, "in2_channels")):
            if dim != channels:
                raise ValueError(f"For '{cls}', the last dimension of '{name}' must be same as '{ch_name}', but got "
                                 f"{dim} of '{name}' and {channels} of '{ch_name}'")
        if s1[:-1] != s2[:-1]:
            raise ValueError(f"For '{cls}', the dimensions except the last of 'input1' must be same as 'input2', "
                             f"but got {s1} of 'input1' and {s2} of 'input2'")
        bias = None if self.bias is None else self.bias._t
        return _wrap(F.bilinear(input1._t, input2._t, self.weight._t, bias))

    def extend_repr(self):
        s = f"in1_channels={self.in1_channels}, in2_channels={self.in2_channels}, output_channels={self.out_channels}"
        if self.has_bias:
            s += f", has_bias={self.has_bias}"
        return s


from ..._unsupported import missing_name_hook as _missing_name_hook  # noqa: E402
__getattr__ = _missing_name_hook(__name__)
