"""Basic layers (``mindspore.nn.layer.basic``): Dense, Flatten, Dropout, Identity."""
import math

import torch
import torch.nn.functional as F

from ..cell import Cell
from ...common import dtype as mstype
from ...common.tensor import Tensor, _wrap
from ...common.parameter import Parameter
from ...common.initializer import initializer, HeUniform, Uniform
from ... import _checkparam as validator
from .activation import get_activation
from ._utils import log_warning, same_padding
from ... import ops
from ...ops.primitive import Primitive
from .._cell_members import records_init_args

__all__ = ["Dense", "Flatten", "Dropout", "Identity"]
# nncells
__all__ += ["Dropout1d", "Dropout2d", "Dropout3d", "DropoutExt", "Dropout2dExt", "ClipByNorm", "Norm", "OneHot",
            "Tril", "Triu", "Unflatten", "L1Regularizer", "Upsample", "Pad", "Linear"]
__all__ += ["Unfold", "MatrixDiag", "MatrixDiagPart", "MatrixSetDiag", "Roll"]


def _is_primitive(obj):
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

    @records_init_args(attrs=['has_bias', 'activation'])
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


# ----- nncells: further cells of mindspore.nn.layer.basic -----------------------------------------------------------
def _as_torch(x, cls_name, arg_name="x"):
    try:
        return x._t
    except AttributeError:
        raise TypeError(f"For '{cls_name}', the input '{arg_name}' must be a Tensor, but got "
                        f"{type(x).__name__}.") from None


def _check_drop_prob(p, cls_name):
    validator.check_value_type("p", p, [float], cls_name)
    if p < 0 or p > 1:
        raise ValueError(f"For '{cls_name}', the 'p' must be a number in range [0, 1], but got {p}.")
    return p


def _reduce_dims(axis, ndim):
    """The dims named by `axis` (an int or a tuple; the empty tuple means all of them)."""
    if isinstance(axis, int):
        return (axis % ndim,) if ndim else ()
    if not axis:
        return tuple(range(ndim))
    return tuple(a % ndim for a in axis)


def _squeeze_reduced(t, axis):
    """Drop the kept size-1 dims of a keep-dims reduction over `axis` (all size-1 dims for an empty tuple)."""
    if isinstance(axis, (tuple, list)) and not axis:
        return t.reshape([s for s in t.shape if s != 1])
    dims = _reduce_dims(axis, t.dim())
    return t.reshape([s for i, s in enumerate(t.shape) if i not in dims])


class Dropout1d(Cell):
    r"""
    Channel-wise dropout for :math:`(N, C, L)` or :math:`(C, L)` inputs: in training, each whole channel is zeroed
    with probability `p` and the kept channels are scaled by :math:`\frac{1}{1-p}`.

    Outside training the input is returned as it is.

    Args:
        p (float): Probability of zeroing a channel, in ``[0, 1]``. Default: ``0.5`` .

    Inputs:
        - **x** (Tensor) - Tensor of rank 2 or 3.

    Outputs:
        Tensor with the shape and dtype of `x`.

    Raises:
        TypeError: If `p` is not a float.
        ValueError: If `p` is outside ``[0, 1]``.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> layer = nn.Dropout1d(p=0.25)
        >>> print(layer(Tensor(np.array([[1.5, -1.0], [2.0, 0.5]]), ms.float32)))
        [[ 1.5 -1. ]
         [ 2.   0.5]]
    """

    def __init__(self, p=0.5):
        super().__init__()
        self.prob = _check_drop_prob(p, self.cls_name)

    def construct(self, x):
        if not self.training or self.prob == 0:
            return x
        return _wrap(F.dropout1d(_as_torch(x, self.cls_name), self.prob, True))


class Dropout2d(Cell):
    r"""
    Channel-wise dropout for :math:`(N, C, H, W)` inputs: in training, each whole :math:`H \times W` plane is
    zeroed with probability `p` and the kept planes are scaled by :math:`\frac{1}{1-p}`.

    Outside training the input is returned as it is. Note that the printed form shows the keep probability
    :math:`1-p`, as MindSpore does.

    Args:
        p (float): Probability of zeroing a channel, in ``[0, 1]``. Default: ``0.5`` .

    Inputs:
        - **x** (Tensor) - Tensor of rank 4.

    Outputs:
        Tensor with the shape and dtype of `x`.

    Raises:
        TypeError: If `p` is not a float.
        ValueError: If `p` is outside ``[0, 1]``.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> layer = nn.Dropout2d(p=0.2)
        >>> print(layer)
        Dropout2d(p=0.8)
        >>> print(layer(Tensor(np.full((1, 2, 1, 2), 3.0), ms.float32)).shape)
        (1, 2, 1, 2)
    """

    _torch_fn = staticmethod(F.dropout2d)

    def __init__(self, p=0.5):
        super().__init__()
        self.keep_prob = 1.0 - _check_drop_prob(p, self.cls_name)

    def construct(self, x):
        if not self.training or self.keep_prob == 1:
            return x
        return _wrap(self._torch_fn(_as_torch(x, self.cls_name), 1.0 - self.keep_prob, True))

    def extend_repr(self):
        return f"p={self.keep_prob}"


class Dropout3d(Dropout2d):
    r"""
    Channel-wise dropout for :math:`(N, C, D, H, W)` inputs: in training, each whole :math:`D \times H \times W`
    volume is zeroed with probability `p` and the kept ones are scaled by :math:`\frac{1}{1-p}`.

    Outside training the input is returned as it is; the printed form shows the keep probability :math:`1-p`.

    Args:
        p (float): Probability of zeroing a channel, in ``[0, 1]``. Default: ``0.5`` .

    Inputs:
        - **x** (Tensor) - Tensor of rank 5.

    Outputs:
        Tensor with the shape and dtype of `x`.

    Raises:
        TypeError: If `p` is not a float.
        ValueError: If `p` is outside ``[0, 1]``.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> from mindspore import nn
        >>> print(nn.Dropout3d(p=0.75))
        Dropout3d(p=0.25)
    """

    _torch_fn = staticmethod(F.dropout3d)


class DropoutExt(Cell):
    r"""
    Element-wise dropout with the drop probability `p`: in training each element is zeroed with probability `p`
    and the others are scaled by :math:`\frac{1}{1-p}`; outside training the input passes unchanged.

    Args:
        p (float): Probability of zeroing an element. Default: ``0.5`` .
        inplace (bool): Whether to write the result into the input. Default: ``False`` .

    Inputs:
        - **input** (Tensor) - Tensor of any shape.

    Outputs:
        Tensor with the shape and dtype of `input`.

    Supported Platforms:
        ``Ascend``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> print(nn.DropoutExt(p=0.1)(Tensor(np.array([4.0, 8.0]), ms.float32)))
        [4. 8.]
    """

    _torch_fn = staticmethod(F.dropout)

    def __init__(self, p=0.5, inplace=False):
        super().__init__()
        self.p = p
        self.inplace = inplace

    def construct(self, input):  # pylint: disable=redefined-builtin
        if not self.training or self.p == 0:
            return input
        t = _as_torch(input, self.cls_name, "input")
        out = self._torch_fn(t, self.p, True)
        if self.inplace:
            input._t = out
            return input
        return _wrap(out)


class Dropout2dExt(DropoutExt):
    r"""
    Channel-wise dropout with the drop probability `p` for :math:`(N, C, H, W)` or :math:`(C, H, W)` inputs; outside
    training the input passes unchanged.

    Args:
        p (float): Probability of zeroing a channel. Default: ``0.5`` .
        inplace (bool): Whether to write the result into the input. Default: ``False`` .

    Inputs:
        - **input** (Tensor) - Tensor of rank 3 or 4.

    Outputs:
        Tensor with the shape and dtype of `input`.

    Supported Platforms:
        ``Ascend``

    Examples:
        >>> from mindspore import nn
        >>> print(nn.Dropout2dExt(p=0.3))
        Dropout2dExt()
    """

    _torch_fn = staticmethod(F.dropout2d)


class ClipByNorm(Cell):
    r"""
    Rescales `x` so that its L2 norm over `axis` is at most `clip_norm`:
    :math:`\text{out} = \frac{x \cdot clip\_norm}{\max(\lVert x \rVert_2, clip\_norm)}`.

    Args:
        axis (Union[None, int, tuple(int), list(int)]): Dimensions over which the norm is taken; ``None`` means
            all of them. Default: ``None`` .

    Inputs:
        - **x** (Tensor) - Tensor of float16 or float32.
        - **clip_norm** (Tensor) - Positive scalar Tensor (or one broadcastable to the reduced shape).

    Outputs:
        Tensor with the shape of `x`, float32.

    Raises:
        TypeError: If `axis` is not None, an int, a tuple or a list.
        TypeError: If `x` or `clip_norm` is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> clip = nn.ClipByNorm()
        >>> x = Tensor(np.array([[3.0, 0.0], [0.0, -4.0]]), ms.float32)
        >>> print(clip(x, Tensor(1.0, ms.float32)))
        [[ 0.6  0. ]
         [ 0.  -0.8]]
        >>> print(clip(x, Tensor(10.0, ms.float32)))
        [[ 3.  0.]
         [ 0. -4.]]
    """

    def __init__(self, axis=None):
        super().__init__()
        if axis is not None and not isinstance(axis, (int, tuple, list)) or isinstance(axis, bool):
            raise TypeError(f"For 'ClipByNorm', the type of 'axis' should be one of '['int', 'tuple', 'list']', "
                            f"but got type '{type(axis).__name__}'.")
        self.axis = axis

    def construct(self, x, clip_norm):
        t = _as_torch(x, "ClipByNorm", "x").float()
        c = _as_torch(clip_norm, "ClipByNorm", "clip_norm").float()
        dims = _reduce_dims(() if self.axis is None else self.axis, t.dim())
        norm = t.square().sum(dim=dims, keepdim=True).sqrt() if dims else t.abs()
        return _wrap(t * c / torch.maximum(norm, c))


class Norm(Cell):
    r"""
    Euclidean (L2) norm of the input over `axis`: :math:`\sqrt{\sum x^2}`.

    Args:
        axis (Union[tuple, int]): Dimensions to reduce; the empty tuple reduces all of them. Default: ``()`` .
        keep_dims (bool): Whether the reduced dimensions stay as size 1. Default: ``False`` .

    Inputs:
        - **x** (Tensor) - Tensor of a float type.

    Outputs:
        Tensor with the dtype of `x` and the reduced shape.

    Raises:
        TypeError: If `keep_dims` is not a bool.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> x = Tensor(np.array([[6.0, 8.0], [5.0, 12.0]]), ms.float32)
        >>> print(nn.Norm(axis=1)(x))
        [10. 13.]
        >>> print(nn.Norm(axis=0, keep_dims=True)(x))
        [[ 7.81025  14.422205]]
    """

    def __init__(self, axis=(), keep_dims=False):
        super().__init__()
        validator.check_value_type("keep_dims", keep_dims, [bool], self.cls_name)
        self.axis = axis
        self.keep_dims = keep_dims

    def construct(self, x):
        t = _as_torch(x, self.cls_name)
        dims = _reduce_dims(self.axis, t.dim())
        out = t.square().sum(dim=dims, keepdim=True).sqrt() if dims else t.square().sqrt()
        if not self.keep_dims:
            out = _squeeze_reduced(out, self.axis)
        return _wrap(out)

    def extend_repr(self):
        return f"axis={self.axis}, keep_dims={self.keep_dims}"


class OneHot(Cell):
    r"""
    One-hot encoding: each index becomes a vector of length `depth` holding `on_value` at the index and
    `off_value` elsewhere, inserted as dimension `axis` of the output.

    Args:
        axis (int): Where the new dimension goes, ``-1`` (last) or in ``[0, rank(indices)]``. Default: ``-1`` .
        depth (int): Length of each one-hot vector. Default: ``1`` .
        on_value (float): Value at the index. Default: ``1.0`` .
        off_value (float): Value everywhere else. Default: ``0.0`` .
        dtype (:class:`mindspore.dtype`): Dtype of the output. Default: ``mstype.float32`` .

    Inputs:
        - **indices** (Tensor) - Tensor of int32 or int64 indices.

    Outputs:
        Tensor of dtype `dtype`, one dimension longer than `indices`.

    Raises:
        TypeError: If `indices` is not an int32 or int64 Tensor.
        ValueError: If `axis` is outside ``[-1, rank(indices)]`` or `depth` is negative.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> enc = nn.OneHot(depth=3, on_value=2.0, off_value=-1.0)
        >>> print(enc(Tensor(np.array([2, 0]), ms.int32)))
        [[-1. -1.  2.]
         [ 2. -1. -1.]]
    """

    def __init__(self, axis=-1, depth=1, on_value=1.0, off_value=0.0, dtype=mstype.float32):
        super().__init__()
        self.axis, self.depth, self.dtype = axis, depth, dtype
        self.on_value, self.off_value = on_value, off_value

    def construct(self, indices):
        on = Tensor(self.on_value, self.dtype)
        off = Tensor(self.off_value, self.dtype)
        return ops.one_hot(indices, self.depth, on, off, self.axis)


def _band_part(x, k, fn, name):
    t = _as_torch(x, name)
    if t.dim() < 1:
        raise ValueError(f"For '{name.lower()}', the 'x rank' must be >= 1, but got {t.dim()}.")
    if not isinstance(k, int) or isinstance(k, bool):
        raise TypeError(f"For '{name.lower()}', the 'k value' must be int, but got {type(k).__name__}.")
    if t.dim() == 1:
        return _wrap(fn(t.unsqueeze(0), k)[0])
    return _wrap(fn(t, k))


class Tril(Cell):
    r"""
    Keeps the lower triangle of the last two dimensions of `x` (elements on and below diagonal `k`) and zeroes
    the rest.

    Inputs:
        - **x** (Tensor) - Tensor of rank at least 1.
        - **k** (int) - Diagonal offset: ``0`` is the main diagonal, positive values move up. Default: ``0`` .

    Outputs:
        Tensor with the shape and dtype of `x`.

    Raises:
        TypeError: If `k` is not an int.
        ValueError: If `x` is 0-d.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> x = Tensor(np.array([[2, 4, 6], [1, 3, 5], [7, 8, 9]]), ms.int32)
        >>> print(nn.Tril()(x))
        [[2 0 0]
         [1 3 0]
         [7 8 9]]
        >>> print(nn.Tril()(x, -1))
        [[0 0 0]
         [1 0 0]
         [7 8 0]]
    """

    def __init__(self):
        super().__init__()

    def construct(self, x, k=0):
        return _band_part(x, k, torch.tril, "Tril")


class Triu(Cell):
    r"""
    Keeps the upper triangle of the last two dimensions of `x` (elements on and above diagonal `k`) and zeroes
    the rest.

    Inputs:
        - **x** (Tensor) - Tensor of rank at least 1.
        - **k** (int) - Diagonal offset: ``0`` is the main diagonal, positive values move up. Default: ``0`` .

    Outputs:
        Tensor with the shape and dtype of `x`.

    Raises:
        TypeError: If `k` is not an int.
        ValueError: If `x` is 0-d.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> x = Tensor(np.array([[2., 4., 6.], [1., 3., 5.], [7., 8., 9.]]), ms.float32)
        >>> print(nn.Triu()(x, 1))
        [[0. 4. 6.]
         [0. 0. 5.]
         [0. 0. 0.]]
    """

    def __init__(self):
        super().__init__()

    def construct(self, x, k=0):
        return _band_part(x, k, torch.triu, "Triu")


class Unflatten(Cell):
    r"""
    Splits dimension `axis` of the input into the dimensions `unflattened_size` (whose product must equal its
    length).

    Args:
        axis (int): The dimension to split.
        unflattened_size (Union[tuple(int), list(int)]): The new dimensions.

    Inputs:
        - **input** (Tensor) - The Tensor to reshape.

    Outputs:
        Tensor with `axis` replaced by `unflattened_size`.

    Raises:
        TypeError: If `axis` is not an int.
        TypeError: If `unflattened_size` is neither a tuple nor a list.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> x = Tensor(np.arange(8).reshape(1, 8), ms.float32)
        >>> out = nn.Unflatten(1, [2, 2, 2])(x)
        >>> print(out.shape)
        (1, 2, 2, 2)
        >>> print(out[0, 1])
        [[4. 5.]
         [6. 7.]]
    """

    def __init__(self, axis, unflattened_size):
        super().__init__()
        if not isinstance(axis, int) or isinstance(axis, bool):
            raise TypeError(f"For 'Unflatten', the type of 'axis' must be 'int', but got '{type(axis).__name__}'.")
        validator.check_value_type("unflattended_size", unflattened_size, (list, tuple), "Unflatten")
        self.axis = axis
        self.unflattened_size = tuple(unflattened_size)

    def construct(self, input):  # pylint: disable=redefined-builtin
        t = _as_torch(input, self.cls_name, "input")
        shape = tuple(t.shape)
        new_shape = shape[:self.axis] + self.unflattened_size
        if self.axis != -1:
            new_shape += shape[self.axis + 1:]
        return _wrap(t.reshape(new_shape))


class L1Regularizer(Cell):
    r"""
    L1 weight penalty: :math:`scale \cdot \sum |w|`, returned as a float32 scalar.

    Args:
        scale (Union[int, float]): Positive, finite weight of the penalty.

    Inputs:
        - **weights** (Tensor) - Tensor of a number type.

    Outputs:
        0-d float32 Tensor.

    Raises:
        TypeError: If `scale` is neither an int nor a float.
        ValueError: If `scale` is not greater than 0, or is inf or nan.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> reg = nn.L1Regularizer(0.1)
        >>> print(reg(Tensor(np.array([[2.0, -3.0], [-5.0, 10.0]]), ms.float32)))
        2.0
    """

    def __init__(self, scale):
        super().__init__()
        validator.check_value_type("scale", scale, [int, float], self.cls_name)
        if scale <= 0:
            raise ValueError(f"For '{self.cls_name}', the 'scale' must be greater than 0, but got {scale}.")
        if math.isinf(scale) or math.isnan(scale):
            raise ValueError(f"For '{self.cls_name}', the 'scale' can not be INF or NAN, but got {scale}.")
        self.scale = Tensor(scale, dtype=mstype.float32)

    def construct(self, weights):
        t = _as_torch(weights, self.cls_name, "weights")
        if t.dtype == torch.bool:
            raise TypeError(f"For '{self.cls_name}', the 'weights' must be a Tensor of a number type, but got "
                            f"{weights.dtype}.")
        return _wrap(self.scale._t * t.abs().sum())


class Upsample(Cell):
    r"""
    Resizes the input to `size` or by `scale_factor` with the chosen interpolation (the layer form of
    :func:`mindspore.ops.interpolate`, whose arguments it forwards).

    Args:
        size (Union[int, tuple[int], list[int], None]): Output spatial size. Default: ``None`` .
        scale_factor (Union[float, tuple[float], list[float], None]): Spatial scale factor; give either this or
            `size`. Default: ``None`` .
        mode (str): ``'nearest'``, ``'linear'``, ``'bilinear'``, ``'bicubic'``, ``'trilinear'``, ``'area'`` or
            ``'nearest-exact'``. Default: ``'nearest'`` .
        align_corners (Union[bool, None]): Whether the corner pixels of input and output line up (linear modes
            only). Default: ``None`` .
        recompute_scale_factor (Union[bool, None]): Whether to recompute the scale from the computed output
            size. Default: ``None`` .

    Inputs:
        - **x** (Tensor) - Tensor of rank 3, 4 or 5.

    Outputs:
        The resized Tensor, dtype of `x`.

    Raises:
        ValueError: If both or neither of `size` and `scale_factor` are given, or `mode` is not supported.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> x = Tensor(np.array([[[1.0, 2.0, 4.0]]]), ms.float32)
        >>> print(nn.Upsample(size=6)(x))
        [[[1. 1. 2. 2. 4. 4.]]]
        >>> print(nn.Upsample(size=5, mode='linear', align_corners=True)(x))
        [[[1.  1.5 2.  3.  4. ]]]
    """

    def __init__(self, size=None, scale_factor=None, mode="nearest", align_corners=None,
                 recompute_scale_factor=None):
        super().__init__()
        settings = dict(size=size, scale_factor=scale_factor, mode=mode, align_corners=align_corners,
                        recompute_scale_factor=recompute_scale_factor)
        for key, value in settings.items():
            setattr(self, key, value)

    def construct(self, x):
        return ops.interpolate(x, self.size, self.scale_factor, self.mode, self.align_corners,
                               self.recompute_scale_factor)


def _mirror_index(n, before, after, edge_twice):
    """Source positions along one dimension of length `n` after mirroring `before`/`after` elements outwards."""
    pos = torch.arange(-before, n + after)
    if edge_twice:  # SYMMETRIC: the border element is repeated
        pos = torch.where(pos < 0, -pos - 1, pos)
        return torch.where(pos >= n, 2 * n - 1 - pos, pos)
    pos = pos.abs()  # REFLECT: the border element is the mirror axis
    return torch.where(pos >= n, 2 * (n - 1) - pos, pos)


class Pad(Cell):
    r"""
    Pads each dimension of the input by the amounts in `paddings`, with zeros or by mirroring.

    Args:
        paddings (tuple): One ``(before, after)`` pair of non-negative ints per leading dimension of the input
            (``paddings[d][0]`` elements go before dimension `d`, ``paddings[d][1]`` after it).
        mode (str): ``'CONSTANT'`` (zeros), ``'REFLECT'`` (mirror without repeating the border element; each
            amount must be smaller than the dimension) or ``'SYMMETRIC'`` (mirror repeating the border element; each
            amount at most the dimension). Default: ``'CONSTANT'`` .

    Inputs:
        - **x** (Tensor) - Tensor of rank at least ``len(paddings)``.

    Outputs:
        The padded Tensor, dtype of `x`.

    Raises:
        TypeError: If `paddings` is not a tuple.
        ValueError: If `paddings` is not of shape :math:`(n, 2)`, or `mode` is not one of the three names.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> x = Tensor(np.array([[1.0, 2.0, 3.0]]), ms.float32)
        >>> print(nn.Pad(((1, 0), (1, 2)))(x))
        [[0. 0. 0. 0. 0. 0.]
         [0. 1. 2. 3. 0. 0.]]
        >>> print(nn.Pad(((0, 0), (2, 2)), "REFLECT")(x))
        [[3. 2. 1. 2. 3. 2. 1.]]
        >>> print(nn.Pad(((0, 0), (2, 2)), "SYMMETRIC")(x))
        [[2. 1. 1. 2. 3. 3. 2.]]
    """

    _MODES = ["CONSTANT", "REFLECT", "SYMMETRIC"]

    def __init__(self, paddings, mode="CONSTANT"):
        super().__init__()
        name = self.cls_name
        if mode not in self._MODES:
            raise ValueError(f"For '{name}', the 'mode' must be str and must be in '{self._MODES}', but got "
                             f"'{mode}'.")
        if not isinstance(paddings, tuple):
            raise TypeError(f"For '{name}', the type of 'paddings' must be tuple, but got "
                            f"{type(paddings).__name__}.")
        if any(not isinstance(pair, tuple) or len(pair) != 2 for pair in paddings):
            raise ValueError(f"For '{name}', the dimension of 'paddings' must be (n, 2), but got {paddings}.")
        self.mode = mode
        self.paddings = paddings

    def construct(self, x):
        t = _as_torch(x, self.cls_name)
        if self.mode == "CONSTANT":
            flat = [amount for pair in reversed(self.paddings) for amount in pair]
            return _wrap(F.pad(t, flat))
        symmetric = self.mode == "SYMMETRIC"
        for dim, (before, after) in enumerate(self.paddings):
            n = t.shape[dim]
            limit = n if symmetric else n - 1
            if before > limit or after > limit:
                raise ValueError(f"For '{self.cls_name}', in '{self.mode}' mode each padding of dimension {dim} "
                                 f"must be no greater than {limit}, but got {(before, after)}.")
            if before or after:
                t = t.index_select(dim, _mirror_index(n, before, after, symmetric).to(t.device))
        return _wrap(t)


class Linear(Cell):
    r"""
    Fully connected layer without activation, :math:`\text{out} = x W^T + b`, with PyTorch-style argument names.

    The weight has shape :math:`(out\_features, in\_features)`, the bias :math:`(out\_features,)`; their Parameters
    are named ``weight`` and ``bias``.

    Args:
        in_features (int): Size of the last dimension of the input.
        out_features (int): Size of the last dimension of the output.
        bias (bool): Whether the layer adds a bias. Default: ``True`` .
        weight_init (Union[Tensor, str, Initializer, numbers.Number, None]): How to fill the weight; ``None``
            means ``HeUniform(math.sqrt(5))``. Default: ``None`` .
        bias_init (Union[Tensor, str, Initializer, numbers.Number, None]): How to fill the bias; ``None`` means
            ``Uniform(1 / math.sqrt(in_features))``. Default: ``None`` .
        dtype (Union[:class:`mindspore.dtype`, None]): Dtype of the Parameters; ``None`` means float32.
            Default: ``None`` .

    Inputs:
        - **x** (Tensor) - Tensor of shape :math:`(*, in\_features)`.

    Outputs:
        Tensor of shape :math:`(*, out\_features)`.

    Raises:
        TypeError: If `in_features` or `out_features` is not an int, or `bias` is not a bool.
        ValueError: If `in_features` or `out_features` is less than 1, or a Tensor initializer has the wrong shape.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> fc = nn.Linear(2, 3, weight_init='ones', bias_init='zeros')
        >>> print(fc(Tensor(np.array([[0.5, 1.5]]), ms.float32)))
        [[2. 2. 2.]]
        >>> print(fc)
        Linear(input_features=2, output_features=3, has_bias=True)
    """

    def __init__(self, in_features, out_features, bias=True, weight_init=None, bias_init=None, dtype=None):
        super().__init__()
        name = self.cls_name
        self.in_features = validator.check_positive_int(in_features, "in_features", name)
        self.out_features = validator.check_positive_int(out_features, "out_features", name)
        if not isinstance(bias, bool):
            raise TypeError(f"For '{name}', the 'has_bias' must be a bool, but got {type(bias).__name__}.")
        self.has_bias = bias
        dtype = mstype.float32 if dtype is None else dtype
        if isinstance(weight_init, Tensor) and tuple(weight_init.shape) != (out_features, in_features):
            raise ValueError(f"For '{name}', weight init shape error. The ndim of 'weight_init' must be equal to 2, "
                             f"and the first dim must be equal to 'out_features', and the second dim must be "
                             f"equal to 'in_features'. But got 'weight_init': {weight_init}, 'out_features': "
                             f"{out_features}, 'in_features': {in_features}.")
        self.weight = Parameter(initializer(HeUniform(math.sqrt(5)) if weight_init is None else weight_init,
                                            [out_features, in_features], dtype=dtype), name="weight")
        self.bias = None
        if self.has_bias:
            if isinstance(bias_init, Tensor) and tuple(bias_init.shape) != (out_features,):
                raise ValueError(f"For '{name}', bias init shape error. The ndim of 'bias_init' must be equal to 1, "
                                 f"and the first dim must be equal to 'out_features'. But got 'bias_init': "
                                 f"{bias_init}, 'out_features': {out_features}.")
            if bias_init is None:
                bias_init = Uniform(scale=1 / math.sqrt(in_features))
            self.bias = Parameter(initializer(bias_init, [out_features], dtype=dtype), name="bias")

    def construct(self, x):
        bias = None if self.bias is None else self.bias._t
        return _wrap(F.linear(_as_torch(x, self.cls_name), self.weight._t, bias))

    def extend_repr(self):
        text = f"input_features={self.in_features}, output_features={self.out_features}"
        return text + (f", has_bias={self.has_bias}" if self.has_bias else "")


# ----- deprecated array cells: Unfold, MatrixDiag, MatrixDiagPart, MatrixSetDiag, Roll ------------------------------
def _deprecated(cls_name, version, use=None):
    tail = f", use '{use}' instead." if use else "."
    log_warning(f"'{cls_name}' is deprecated from version {version} and will be removed in a future version{tail}")


def _patch_arg(arg_name, value, cls_name):
    """(row, col) of a [1, row, col, 1] window argument of Unfold."""
    validator.check_value_type(f"{arg_name}s", value, [tuple, list], cls_name)
    if len(value) != 4 or value[0] != 1 or value[3] != 1:
        raise ValueError(f"For '{cls_name}' the format of '{arg_name}s' must be [1, {arg_name}_row, "
                         f"{arg_name}_col, 1], but got {value}.")
    if not (isinstance(value[1], int) and isinstance(value[2], int)) or value[1] < 1 or value[2] < 1:
        raise ValueError(f"For '{cls_name}' the {arg_name}_row and {arg_name}_col in '{arg_name}s' must be an "
                         f"positive integer number, but got {arg_name}_row is {value[1]}, {arg_name}_col is "
                         f"{value[2]}")
    return value[1], value[2]


class Unfold(Cell):
    r"""
    Extracts image patches: every window of `ksizes` (with dilation `rates`, moved by `strides`) of an NCHW
    image becomes a column of the output's channel axis.

    The output channel index of window row :math:`i`, window column :math:`j` and input channel :math:`c` is
    :math:`(i \cdot k_{col} + j) \cdot C + c` (patch position outermost, input channel innermost).
    MindSpore logs that this class is deprecated in favour of :func:`mindspore.ops.unfold`.

    Args:
        ksizes (Union[tuple[int], list[int]]): The window, ``[1, ksize_row, ksize_col, 1]``.
        strides (Union[tuple[int], list[int]]): Step between windows, ``[1, stride_row, stride_col, 1]``.
        rates (Union[tuple[int], list[int]]): Dilation inside a window, ``[1, rate_row, rate_col, 1]``.
        padding (str): ``"valid"`` (windows inside the image) or ``"same"`` (zero padding so that
            ``ceil(size / stride)`` windows fit), case-insensitive. Default: ``"valid"`` .

    Inputs:
        - **x** (Tensor) - 4-d tensor :math:`(N, C, H, W)`.

    Outputs:
        Tensor of shape :math:`(N, k_{row} k_{col} C, H_{out}, W_{out})` and the dtype of `x`.

    Raises:
        TypeError: If `ksizes`, `strides` or `rates` is neither a tuple nor a list.
        ValueError: If one of them is not of the form ``[1, row, col, 1]`` with positive ints, or `padding` is
            not ``"same"`` or ``"valid"``.

    Supported Platforms:
        Deprecated

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> x = Tensor(np.arange(9).reshape(1, 1, 3, 3), ms.float32)
        >>> net = nn.Unfold(ksizes=[1, 2, 2, 1], strides=[1, 1, 1, 1], rates=[1, 1, 1, 1])
        >>> out = net(x)
        >>> print(out.shape)
        (1, 4, 2, 2)
        >>> print(out[0, :, 0, 0])
        [0. 1. 3. 4.]
    """

    def __init__(self, ksizes, strides, rates, padding="valid"):
        super().__init__()
        _deprecated("Unfold", "2.8.0", "ops.unfold")
        self.ksize = _patch_arg("ksize", ksizes, self.cls_name)
        self.stride = _patch_arg("stride", strides, self.cls_name)
        self.rate = _patch_arg("rate", rates, self.cls_name)
        validator.check_value_type("padding", padding, [str], self.cls_name)
        self.padding = padding.upper()
        if self.padding not in ("SAME", "VALID"):
            raise ValueError(f"For '{self.cls_name}', the 'padding' must be str and must be in "
                             f"'['SAME', 'VALID']', but got '{padding}'.")

    def construct(self, x):
        t = _as_torch(x, self.cls_name, "x")
        if t.dim() != 4:
            raise ValueError(f"For '{self.cls_name}', the dimension of 'x' must be 4, but got {t.dim()}.")
        n, c = t.shape[0], t.shape[1]
        if self.padding == "SAME":
            pads = [same_padding(t.shape[2 + i], self.ksize[i], self.stride[i], self.rate[i]) for i in (0, 1)]
            t = F.pad(t, (pads[1][0], pads[1][1], pads[0][0], pads[0][1]))
        cols = F.unfold(t, self.ksize, dilation=self.rate, stride=self.stride)
        rows = [(t.shape[2 + i] - (self.ksize[i] - 1) * self.rate[i] - 1) // self.stride[i] + 1 for i in (0, 1)]
        k = self.ksize[0] * self.ksize[1]
        out = cols.reshape(n, c, k, rows[0], rows[1]).transpose(1, 2).reshape(n, k * c, rows[0], rows[1])
        return _wrap(out)


class MatrixDiag(Cell):
    r"""
    Builds diagonal matrices from the last dimension of `x`: an input of shape :math:`(*, N)` gives
    :math:`(*, N, N)` with `x` on the main diagonal and zeros elsewhere. MindSpore logs that this class is
    deprecated in favour of :func:`mindspore.ops.diag`.

    Inputs:
        - **x** (Tensor) - Tensor of rank at least 1.

    Outputs:
        Tensor of shape :math:`(*, N, N)` and the dtype of `x`.

    Raises:
        ValueError: If `x` is 0-d.

    Supported Platforms:
        ``Ascend``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> x = Tensor(np.array([2, -1]), ms.int32)
        >>> print(nn.MatrixDiag()(x))
        [[ 2  0]
         [ 0 -1]]
    """

    def __init__(self):
        super().__init__()
        _deprecated("MatrixDiag", "2.0", "ops.diag")

    def construct(self, input_x):
        t = _as_torch(input_x, self.cls_name, "input_x")
        if t.dim() < 1:
            raise ValueError(f"For '_get_matrix_diag_assist', the x rank must be >= 1, but got {t.dim()}.")
        return _wrap(torch.diag_embed(t))


class MatrixDiagPart(Cell):
    r"""
    The main diagonal of each matrix in the last two dimensions: :math:`(*, M, N) \to (*, \min(M, N))`.
    MindSpore logs that this class is deprecated in favour of :func:`mindspore.ops.diagonal`.

    Inputs:
        - **x** (Tensor) - Tensor of rank at least 2.

    Outputs:
        Tensor of shape :math:`(*, \min(M, N))` and the dtype of `x`.

    Raises:
        ValueError: If `x` has rank below 2.

    Supported Platforms:
        ``Ascend``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> x = Tensor(np.array([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]), ms.float32)
        >>> print(nn.MatrixDiagPart()(x))
        [1. 5.]
    """

    def __init__(self):
        super().__init__()
        _deprecated("MatrixDiagPart", "2.0", "ops.diagonal")

    def construct(self, input_x):
        t = _as_torch(input_x, self.cls_name, "input_x")
        if t.dim() < 2:
            raise ValueError(f"For '_get_matrix_diag_part_assist', the x rank must be >= 2, but got {t.dim()}.")
        return _wrap(torch.diagonal(t, dim1=-2, dim2=-1).clone())


class MatrixSetDiag(Cell):
    r"""
    Replaces the main diagonal of each matrix in the last two dimensions of `x` by `diagonal`; the other
    elements are kept. MindSpore logs that this class is deprecated.

    Inputs:
        - **x** (Tensor) - Tensor of shape :math:`(*, M, N)`, rank at least 2; float32, float16, int32, int8 or
          uint8.
        - **diagonal** (Tensor) - Tensor of shape :math:`(*, \min(M, N))` and the dtype of `x`.

    Outputs:
        Tensor of the shape and dtype of `x`.

    Raises:
        TypeError: If `x` or `diagonal` has another dtype than those listed, or they differ.
        ValueError: If `x` has rank below 2 or `diagonal` does not have the shape above.

    Supported Platforms:
        Deprecated

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> x = Tensor(np.zeros((2, 2, 2)), ms.float32)
        >>> d = Tensor(np.array([[1.0, 2.0], [3.0, 4.0]]), ms.float32)
        >>> print(nn.MatrixSetDiag()(x, d))
        [[[1. 0.]
          [0. 2.]]
        <BLANKLINE>
         [[3. 0.]
          [0. 4.]]]
    """

    _DTYPES = (mstype.float32, mstype.float16, mstype.int32, mstype.int8, mstype.uint8)

    def __init__(self):
        super().__init__()
        _deprecated("MatrixSetDiag", "2.10.0")

    def construct(self, input_x, diagonal):
        t = _as_torch(input_x, self.cls_name, "x")
        d = _as_torch(diagonal, self.cls_name, "diagonal")
        for name, arg in (("x", input_x), ("diagonal", diagonal)):
            if arg.dtype not in self._DTYPES:
                raise TypeError(f"For '{self.cls_name}', the '{name}' must be one of "
                                f"[{', '.join(repr(x) for x in self._DTYPES)}], but got {arg.dtype!r}.")
        if input_x.dtype != diagonal.dtype:
            raise TypeError(f"For '{self.cls_name}', the 'diagonal' must have the dtype of 'x' "
                            f"({input_x.dtype!r}), but got {diagonal.dtype!r}.")
        if t.dim() < 2:
            raise ValueError(f"For '{self.cls_name}', the rank of 'x' must be >= 2, but got {t.dim()}.")
        want = tuple(t.shape[:-2]) + (min(t.shape[-2], t.shape[-1]),)
        if tuple(d.shape) != want:
            raise ValueError(f"For '{self.cls_name}', the shape of 'diagonal' must be {want}, but got "
                             f"{tuple(d.shape)}.")
        mask = torch.eye(t.shape[-2], t.shape[-1], dtype=torch.bool).expand(t.shape)
        placed = torch.zeros_like(t)
        idx = torch.arange(d.shape[-1])
        placed[..., idx, idx] = d
        return _wrap(torch.where(mask, placed, t))


class Roll(Cell):
    r"""
    Rolls `input_x` along the given axes: elements pushed past the end wrap around to the front. MindSpore
    logs that this class is deprecated in favour of :func:`mindspore.ops.roll`.

    Args:
        shift (Union[int, tuple[int], list[int]]): How far to move along each axis (negative moves backward).
        axis (Union[int, tuple[int], list[int]]): The axes, as many as `shift` has entries.

    Inputs:
        - **input_x** (Tensor) - The input.

    Outputs:
        Tensor of the shape and dtype of `input_x`.

    Raises:
        TypeError: If `shift` or `axis` is not an int, tuple or list.
        ValueError: If `shift` and `axis` have different lengths, or an axis is out of range.

    Supported Platforms:
        ``Ascend`` ``GPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> x = Tensor(np.array([[1, 2, 3], [4, 5, 6]]), ms.int32)
        >>> print(nn.Roll(shift=(1, -1), axis=(0, 1))(x))
        [[5 6 4]
         [2 3 1]]
    """

    def __init__(self, shift, axis):
        super().__init__()
        _deprecated("Roll", "2.0", "ops.roll")
        validator.check_value_type("shift", shift, [int, tuple, list], self.cls_name)
        validator.check_value_type("axis", axis, [int, tuple, list], self.cls_name)
        self.shift = list(shift) if isinstance(shift, (tuple, list)) else [shift]
        self.axis = list(axis) if isinstance(axis, (tuple, list)) else [axis]
        if len(self.shift) != len(self.axis):
            raise ValueError(f"For '{self.cls_name}', the shape of 'shift' and the shape of 'axis' must be the "
                             f"same, but got the length of 'shift' {len(self.shift)} and the length of 'axis' "
                             f"{len(self.axis)}.")

    def construct(self, input_x):
        t = _as_torch(input_x, self.cls_name, "input_x")
        dim = t.dim()
        for a in self.axis:
            if not -dim <= a < dim:
                raise ValueError(f"For '{self.cls_name}', the 'axis' must be in range of [{-dim}, {dim}), but got "
                                 f"{a}.")
        return _wrap(torch.roll(t, self.shift, self.axis))
