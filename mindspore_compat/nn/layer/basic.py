"""Basic layers (``mindspore.nn.layer.basic``): Dense, Flatten, Dropout, Identity."""
import math

import torch.nn.functional as F

from ..cell import Cell
from ...common import dtype as mstype
from ...common.tensor import Tensor, _wrap
from ...common.parameter import Parameter
from ...common.initializer import initializer, HeUniform, Uniform
from ... import _checkparam as validator
from .activation import get_activation
from ._utils import log_warning

__all__ = ["Dense", "Flatten", "Dropout", "Identity"]


def _is_primitive(obj):
    try:
        from ...ops.primitive import Primitive
    except ImportError:  # ops not importable: only Cells can be activations
        return False
    return isinstance(obj, Primitive)


class Dense(Cell):
    r"""
    Fully connected layer: :math:`\text{outputs} = \text{activation}(X W^T + b)`.

    The weight :math:`W` has shape :math:`(out\_channels, in\_channels)` and the bias :math:`b` shape
    :math:`(out\_channels,)`; their Parameters are named ``weight`` and ``bias``.

    Args:
        in_channels (int): Size of the last dimension of the input.
        out_channels (int): Size of the last dimension of the output.
        weight_init (Union[Tensor, str, Initializer, numbers.Number]): How to fill the weight: a Tensor of shape
            :math:`(out\_channels, in\_channels)`, an initializer name such as ``'normal'`` or ``'ones'`` , an
            :class:`mindspore.common.initializer.Initializer` or a number. Default: ``None`` , which means
            ``HeUniform(negative_slope=math.sqrt(5))``.
        bias_init (Union[Tensor, str, Initializer, numbers.Number]): How to fill the bias, same choices as
            `weight_init` with shape :math:`(out\_channels,)`. Default: ``None`` , which means
            ``Uniform(scale=1 / math.sqrt(in_channels))``.
        has_bias (bool): Whether the layer adds a bias. Default: ``True`` .
        activation (Union[str, Cell, Primitive, None]): Activation applied to the output, given by name (for
            example ``'relu'``) or as a Cell/Primitive. Default: ``None`` .
        dtype (:class:`mindspore.dtype`): Dtype of the Parameters (a Tensor `weight_init`/`bias_init` is cast
            to it). Default: ``mstype.float32`` .

    Inputs:
        - **x** (Tensor) - Tensor of shape :math:`(*, in\_channels)`.

    Outputs:
        Tensor of shape :math:`(*, out\_channels)`.

    Raises:
        TypeError: If `in_channels` or `out_channels` is not an int.
        TypeError: If `has_bias` is not a bool.
        TypeError: If `activation` is not a str, Cell, Primitive or None.
        ValueError: If `in_channels` or `out_channels` is less than 1.
        ValueError: If a Tensor `weight_init` does not have shape :math:`(out\_channels, in\_channels)` or a
            Tensor `bias_init` does not have shape :math:`(out\_channels,)`.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> net = nn.Dense(3, 2, weight_init='ones', bias_init='zeros')
        >>> print(net(Tensor(np.array([[1.0, 2.0, 3.0]]), ms.float32)))
        [[6. 6.]]
        >>> print(net)
        Dense(input_channels=3, output_channels=2, has_bias=True)
        >>> print([(p.name, p.shape) for p in net.trainable_params()])
        [('weight', (2, 3)), ('bias', (2,))]
    """

    def __init__(self, in_channels, out_channels, weight_init=None, bias_init=None, has_bias=True,
                 activation=None, dtype=mstype.float32):
        super().__init__()
        cls = self.cls_name
        self.in_channels = validator.check_positive_int(in_channels, "in_channels", cls)
        self.out_channels = validator.check_positive_int(out_channels, "out_channels", cls)
        self.has_bias = validator.check_bool(has_bias, "has_bias", cls)
        if isinstance(weight_init, Tensor) and (weight_init.ndim != 2 or weight_init.shape[0] != out_channels
                                                or weight_init.shape[1] != in_channels):
            raise ValueError(f"For '{cls}', weight init shape error. The ndim of 'weight_init' must be equal to 2, "
                             f"and the first dim must be equal to 'out_channels', and the second dim must be equal "
                             f"to 'in_channels'. But got 'weight_init': {weight_init}, 'out_channels': "
                             f"{out_channels}, 'in_channels': {in_channels}.")
        if weight_init is None:
            weight_init = HeUniform(math.sqrt(5))
        self.weight = Parameter(initializer(weight_init, [out_channels, in_channels], dtype=dtype), name="weight")
        self.bias = None
        if self.has_bias:
            if isinstance(bias_init, Tensor) and (bias_init.ndim != 1 or bias_init.shape[0] != out_channels):
                raise ValueError(f"For '{cls}', bias init shape error. The ndim of 'bias_init' must be equal to 1, "
                                 f"and the first dim must be equal to 'out_channels'. But got 'bias_init': "
                                 f"{bias_init}, 'out_channels': {out_channels}.")
            if bias_init is None:
                bias_init = Uniform(scale=1 / math.sqrt(in_channels))
            self.bias = Parameter(initializer(bias_init, [out_channels], dtype=dtype), name="bias")
        act = get_activation(activation) if isinstance(activation, str) else activation
        if activation is not None and not isinstance(act, Cell) and not _is_primitive(act):
            raise TypeError(f"For '{cls}', the 'activation' must be str or Cell or Primitive, but got "
                            f"{type(activation).__name__}.")
        self.activation = act
        self.activation_flag = act is not None

    def construct(self, x):
        try:
            t = x._t
        except AttributeError:
            raise TypeError(f"For '{self.cls_name}', the input 'x' must be a Tensor, but got "
                            f"{type(x).__name__}.") from None
        bias = self.bias
        out = F.linear(t, self.weight._t, None if bias is None else bias._t)
        if self.activation_flag:
            return self.activation(_wrap(out))
        return _wrap(out)

    def extend_repr(self):
        s = f"input_channels={self.in_channels}, output_channels={self.out_channels}"
        if self.has_bias:
            s += f", has_bias={self.has_bias}"
        if self.activation_flag:
            s += f", activation={self.activation}"
        return s


class Flatten(Cell):
    r"""
    Flattens the dimensions `start_dim` ... `end_dim` of the input into one.

    Args:
        start_dim (int): First dimension to flatten. Default: ``1`` .
        end_dim (int): Last dimension to flatten. Default: ``-1`` .

    Inputs:
        - **x** (Tensor) - The Tensor to flatten (a 0-d Tensor is treated as 1-d).

    Outputs:
        Tensor with the dimensions `start_dim` ... `end_dim` merged.

    Raises:
        TypeError: If `x` is not a Tensor.
        TypeError: If `start_dim` or `end_dim` is not an int.
        ValueError: If `start_dim` or `end_dim` is outside ``[-x.ndim, x.ndim)``, or `start_dim` comes after
            `end_dim`.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> x = Tensor(np.arange(12).reshape(2, 2, 3), ms.float32)
        >>> print(nn.Flatten()(x))
        [[ 0.  1.  2.  3.  4.  5.]
         [ 6.  7.  8.  9. 10. 11.]]
        >>> print(nn.Flatten(0, 1)(x).shape)
        (4, 3)
    """

    def __init__(self, start_dim=1, end_dim=-1):
        super().__init__()
        self.start_dim = start_dim
        self.end_dim = end_dim

    def check_axis_valid(self, axis, ndim):
        """Raise ValueError unless ``-ndim <= axis < ndim``."""
        if axis < -ndim or axis >= ndim:
            raise ValueError("'start_dim' or 'end_dim' out of range.")

    def construct(self, x):
        if not isinstance(x, Tensor):
            raise TypeError(f"For 'flatten', argument 'input' must be Tensor, but got {type(x).__name__}.")
        t = x._t
        start, end = self.start_dim, self.end_dim
        if not isinstance(start, int) or not isinstance(end, int) or isinstance(start, bool) \
                or isinstance(end, bool):
            raise TypeError(f"For 'flatten', both 'start_dim' and 'end_dim' must be int, but got "
                            f"{type(start).__name__} and {type(end).__name__}.")
        ndim = t.dim() or 1
        self.check_axis_valid(start, ndim)
        self.check_axis_valid(end, ndim)
        if (start % ndim) > (end % ndim):
            raise ValueError("For 'flatten', 'start_dim' cannot come after 'end_dim'.")
        return _wrap(t.flatten(start, end))


class Dropout(Cell):
    r"""
    Randomly zeroes elements during training and scales the kept ones by :math:`\frac{1}{1-p}`.

    In evaluation (``training`` is ``False``, the default of a Cell) the input is returned unchanged.

    Args:
        keep_prob (float): Deprecated, use `p`. Probability of keeping an element, in ``(0, 1]``; only used when
            `p` is ``None`` (and then a deprecation warning is logged). Default: ``0.5`` .
        p (Union[float, int, None]): Probability of zeroing an element, in ``[0, 1)``. Default: ``None`` .
        dtype (:class:`mindspore.dtype`): Deprecated, has no effect. Default: ``mstype.float32`` .

    Inputs:
        - **x** (Tensor) - Tensor of float16 or float32, at least 1-d.

    Outputs:
        Tensor with the shape and dtype of `x`.

    Raises:
        TypeError: If `keep_prob` is not a float, or `p` is neither a float nor an int.
        ValueError: If `keep_prob` is not in ``(0, 1]`` or `p` is not in ``[0, 1)``.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> net = nn.Dropout(p=0.5)
        >>> x = Tensor(np.ones([2, 3]), ms.float32)
        >>> print(net(x))
        [[1. 1. 1.]
         [1. 1. 1.]]
        >>> out = net.set_train()(x)
        >>> print(out.shape, sorted(set(out.asnumpy().ravel().tolist())) in ([0.0], [2.0], [0.0, 2.0]))
        (2, 3) True
    """

    def __init__(self, keep_prob=0.5, p=None, dtype=mstype.float32):
        super().__init__()
        cls = self.cls_name
        if dtype != mstype.float32:
            log_warning("This parameter `dtype` will be deleted or invisible in the future. Please don't use it.")
        if p is None:
            log_warning("For Dropout, this parameter `keep_prob` will be deprecated, please use `p` instead.")
            validator.check_value_type("keep_prob", keep_prob, [float], cls)
            if keep_prob <= 0 or keep_prob > 1:
                raise ValueError(f"For '{cls}', the 'keep_prob' must be a number in range (0, 1], "
                                 f"but got {keep_prob}.")
            rate = 1.0 - keep_prob
        else:
            validator.check_value_type("p", p, [float, int], cls)
            if p < 0 or p >= 1:
                raise ValueError(f"For '{cls}', the 'p' must be a number in range [0, 1), but got {p}.")
            rate = float(p)
        self.p = p
        self.keep_prob = keep_prob
        self._rate = rate

    def construct(self, x):
        if not self.training or self._rate == 0.0:
            return x
        return _wrap(F.dropout(x._t, self._rate, True))

    def extend_repr(self):
        if self.p is None:
            log_warning("For Dropout, this parameter `keep_prob` will be deprecated, please use `p` instead.")
            return f"keep_prob={self.keep_prob}"
        return f"p={self.p}"


class Identity(Cell):
    r"""
    Returns its input unchanged (a placeholder layer).

    Args:
        args (Any): Ignored.
        kwargs (Any): Ignored.

    Inputs:
        - **input** (Any) - Anything.

    Outputs:
        `input` itself.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> print(nn.Identity()(Tensor(np.array([1, 2, 3]), ms.int32)))
        [1 2 3]
    """

    def __init__(self, *args, **kwargs):
        super().__init__()

    def construct(self, input):  # pylint: disable=redefined-builtin
        return input
