"""``mindspore.nn.layer.combined``: Conv2dBnAct and DenseBnAct, a layer followed by optional BatchNorm and
activation."""
from ..cell import Cell
from .activation import get_activation, LeakyReLU
from .basic import Dense, _is_primitive
from .conv import Conv2d
from .normalization import BatchNorm1d, BatchNorm2d

__all__ = ["Conv2dBnAct", "DenseBnAct"]


def _setup_tail(cell, out_channels, has_bn, momentum, eps, activation, alpha, after_fake, bn_cls):
    """Give `cell` its optional ``batchnorm`` and ``activation`` children and the matching flags."""
    name = cell.cls_name
    for arg, value in (("has_bn", has_bn), ("after_fake", after_fake)):
        if not isinstance(value, bool):
            raise TypeError(f"For '{name}', the '{arg}' must be a bool, but got {type(value).__name__}.")
    cell.has_bn, cell.after_fake = has_bn, after_fake
    cell.has_act = activation is not None
    if has_bn:
        cell.batchnorm = bn_cls(out_channels, eps, momentum)
    if activation == "leakyrelu":
        act = LeakyReLU(alpha)
    elif isinstance(activation, str):
        act = get_activation(activation)
    else:
        act = activation
    if activation is not None and not isinstance(act, Cell) and not _is_primitive(act):
        raise TypeError(f"For '{name}', the 'activation' must be str or Cell or Primitive, but got "
                        f"{type(activation).__name__}.")
    cell.activation = act


def _run_tail(cell, x):
    if cell.has_bn:
        x = cell.batchnorm(x)
    return cell.activation(x) if cell.has_act else x


class Conv2dBnAct(Cell):
    r"""
    A :class:`mindspore.nn.Conv2d` followed, when asked, by a :class:`mindspore.nn.BatchNorm2d` and an
    activation. The children are named ``conv``, ``batchnorm`` and ``activation``.

    Args:
        in_channels (int): Input channels.
        out_channels (int): Output channels.
        kernel_size (Union[int, tuple[int]]): Kernel height and width.
        stride (Union[int, tuple[int]]): Stride. Default: ``1`` .
        pad_mode (str): ``'same'``, ``'valid'`` or ``'pad'``. Default: ``'same'`` .
        padding (Union[int, tuple[int]]): Padding for ``'pad'`` mode. Default: ``0`` .
        dilation (Union[int, tuple[int]]): Dilation. Default: ``1`` .
        group (int): Number of groups. Default: ``1`` .
        has_bias (bool): Whether the convolution adds a bias. Default: ``False`` .
        weight_init (Union[Tensor, str, Initializer, numbers.Number]): Convolution weight initializer.
            Default: ``'normal'`` .
        bias_init (Union[Tensor, str, Initializer, numbers.Number]): Convolution bias initializer.
            Default: ``'zeros'`` .
        has_bn (bool): Whether to add BatchNorm2d. Default: ``False`` .
        momentum (float): BatchNorm momentum. Default: ``0.997`` .
        eps (float): BatchNorm epsilon. Default: ``1e-5`` .
        activation (Union[str, Cell, Primitive, None]): Activation after the (normalized) convolution; the name
            ``'leakyrelu'`` uses `alpha` as its slope. Default: ``None`` .
        alpha (float): Negative slope for ``'leakyrelu'``. Default: ``0.2`` .
        after_fake (bool): Kept for quantization-aware training; no effect here. Default: ``True`` .

    Inputs:
        - **x** (Tensor) - Tensor of shape :math:`(N, C_{in}, H_{in}, W_{in})`.

    Outputs:
        Tensor of shape :math:`(N, C_{out}, H_{out}, W_{out})`.

    Raises:
        TypeError: If `has_bn` or `after_fake` is not a bool, or `activation` is not a str, Cell, Primitive or None.
        ValueError: If the convolution arguments are invalid (see :class:`mindspore.nn.Conv2d`).

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> net = nn.Conv2dBnAct(1, 2, 2, weight_init='ones', has_bn=True, activation='relu')
        >>> x = Tensor(np.array([[[[1.0, -2.0], [3.0, 0.5]]]]), ms.float32)
        >>> print(net(x))
        [[[[2.4999876 0.       ]
           [3.4999824 0.4999975]]
        <BLANKLINE>
          [[2.4999876 0.       ]
           [3.4999824 0.4999975]]]]
        >>> print([p.name for p in net.trainable_params()])
        ['conv.weight', 'batchnorm.gamma', 'batchnorm.beta']
    """

    def __init__(self, in_channels, out_channels, kernel_size, stride=1, pad_mode='same', padding=0, dilation=1,
                 group=1, has_bias=False, weight_init='normal', bias_init='zeros', has_bn=False, momentum=0.997,
                 eps=1e-5, activation=None, alpha=0.2, after_fake=True):
        super().__init__()
        self.conv = Conv2d(in_channels, out_channels, kernel_size=kernel_size, stride=stride, pad_mode=pad_mode,
                           padding=padding, dilation=dilation, group=group, has_bias=has_bias,
                           weight_init=weight_init, bias_init=bias_init)
        _setup_tail(self, out_channels, has_bn, momentum, eps, activation, alpha, after_fake, BatchNorm2d)

    def construct(self, x):
        return _run_tail(self, self.conv(x))


class DenseBnAct(Cell):
    r"""
    A :class:`mindspore.nn.Dense` followed, when asked, by a :class:`mindspore.nn.BatchNorm1d` and an activation.
    The children are named ``dense``, ``batchnorm`` and ``activation``.

    Args:
        in_channels (int): Input features.
        out_channels (int): Output features.
        weight_init (Union[Tensor, str, Initializer, numbers.Number]): Dense weight initializer.
            Default: ``'normal'`` .
        bias_init (Union[Tensor, str, Initializer, numbers.Number]): Dense bias initializer. Default: ``'zeros'`` .
        has_bias (bool): Whether the dense layer adds a bias. Default: ``True`` .
        has_bn (bool): Whether to add BatchNorm1d. Default: ``False`` .
        momentum (float): BatchNorm momentum. Default: ``0.9`` .
        eps (float): BatchNorm epsilon. Default: ``1e-5`` .
        activation (Union[str, Cell, Primitive, None]): Activation at the end; the name ``'leakyrelu'`` uses
            `alpha` as its slope. Default: ``None`` .
        alpha (float): Negative slope for ``'leakyrelu'``. Default: ``0.2`` .
        after_fake (bool): Kept for quantization-aware training; no effect here. Default: ``True`` .

    Inputs:
        - **x** (Tensor) - Tensor of shape :math:`(N, in\_channels)`.

    Outputs:
        Tensor of shape :math:`(N, out\_channels)`.

    Raises:
        TypeError: If `has_bn` or `after_fake` is not a bool, or `activation` is not a str, Cell, Primitive or None.
        ValueError: If `in_channels` or `out_channels` is less than 1.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> net = nn.DenseBnAct(2, 3, weight_init='ones', activation='leakyrelu', alpha=0.5)
        >>> print(net(Tensor(np.array([[1.0, -3.0], [2.0, 2.0]]), ms.float32)))
        [[-1. -1. -1.]
         [ 4.  4.  4.]]
    """

    def __init__(self, in_channels, out_channels, weight_init='normal', bias_init='zeros', has_bias=True,
                 has_bn=False, momentum=0.9, eps=1e-5, activation=None, alpha=0.2, after_fake=True):
        super().__init__()
        self.dense = Dense(in_channels, out_channels, weight_init, bias_init, has_bias)
        _setup_tail(self, out_channels, has_bn, momentum, eps, activation, alpha, after_fake, BatchNorm1d)

    def construct(self, x):
        return _run_tail(self, self.dense(x))


from ..._unsupported import missing_name_hook as _missing_name_hook  # noqa: E402
__getattr__ = _missing_name_hook(__name__)
