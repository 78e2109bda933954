"""Activation cells (``mindspore.nn.layer.activation``)."""
import numpy as np
import torch
import torch.nn.functional as F

from ..cell import Cell
from ... import ops
from ..._backend import cpu_math as _cpu_math
from ...common import dtype as mstype
from ...common.tensor import Tensor, _wrap
from ...common.parameter import Parameter
from ... import _checkparam as validator
from .._cell_members import records_init_args
from ._utils import keep_args

__all__ = ["ReLU", "ReLU6", "LeakyReLU", "Sigmoid", "Tanh", "GELU", "Softmax", "LogSoftmax", "SiLU", "ELU", "CELU",
           "SeLU", "Softsign", "HSigmoid", "HSwish", "LogSigmoid", "Mish", "Softmin", "Hardtanh", "Tanhshrink",
           "SoftShrink", "HShrink", "FastGelu", "get_activation",
           # nnlayers
           "PReLU", "PReLUExt", "RReLU", "GLU", "Threshold", "Softmax2d", "LogSoftmaxExt", "LRN"]


class ReLU(Cell):
    r"""
    Rectified linear unit, applied element by element: :math:`\text{ReLU}(x) = \max(0, x)`.

    Inputs:
        - **input** (Tensor) - Tensor of any shape and any numeric dtype.

    Outputs:
        Tensor with the shape and dtype of `input`.

    Raises:
        TypeError: If the dtype of `input` is not supported.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> relu = nn.ReLU()
        >>> print(relu(Tensor(np.array([-2.0, 0.5, 3.0]), ms.float32)))
        [0.  0.5 3. ]
        >>> print(relu)
        ReLU()
    """

    def __init__(self):
        super().__init__()

    def construct(self, input):  # pylint: disable=redefined-builtin
        return _wrap(torch.relu(input._t))


class ReLU6(Cell):
    r"""
    ReLU clipped at 6, element by element: :math:`\min(\max(0, x), 6)`.

    Inputs:
        - **x** (Tensor) - Tensor of any shape, float16 or float32.

    Outputs:
        Tensor with the shape and dtype of `x`.

    Raises:
        TypeError: If the dtype of `x` is neither float16 nor float32.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> relu6 = nn.ReLU6()
        >>> print(relu6(Tensor(np.array([-1.0, 4.0, 9.0]), ms.float16)))
        [0. 4. 6.]
    """

    def __init__(self):
        super().__init__()

    def construct(self, x):
        return _wrap(F.relu6(x._t))


class LeakyReLU(Cell):
    r"""
    Leaky ReLU: keeps non-negative values and multiplies negative ones by `alpha`.

    .. math::
        \text{leaky\_relu}(x) = \begin{cases} x, & x \geq 0 \\ \alpha x, & x < 0 \end{cases}

    Args:
        alpha (Union[int, float]): Slope used for negative inputs. Default: ``0.2`` .

    Inputs:
        - **x** (Tensor) - Tensor of any shape.

    Outputs:
        Tensor with the shape and dtype of `x`.

    Raises:
        TypeError: If `alpha` is neither a float nor an int.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> leaky = nn.LeakyReLU(alpha=0.5)
        >>> print(leaky(Tensor(np.array([[-2.0, 1.0], [4.0, -6.0]]), ms.float32)))
        [[-1.  1.]
         [ 4. -3.]]
    """

    def __init__(self, alpha=0.2):
        super().__init__()
        validator.check_value_type("alpha", alpha, [float, int], self.cls_name)
        self.alpha = alpha

    def construct(self, x):
        return _wrap(F.leaky_relu(x._t, self.alpha))


class Sigmoid(Cell):
    r"""
    Logistic sigmoid, element by element: :math:`\text{sigmoid}(x) = \frac{1}{1 + \exp(-x)}`.

    Inputs:
        - **x** (Tensor) - Tensor of any shape, float16, float32 or float64.

    Outputs:
        Tensor with the shape and dtype of `x`.

    Raises:
        TypeError: If the dtype of `x` is not a floating type.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> sigmoid = nn.Sigmoid()
        >>> print(sigmoid(Tensor(np.array([0.0, 0.0]), ms.float32)))
        [0.5 0.5]
    """

    def __init__(self):
        super().__init__()

    def construct(self, x):
        return _wrap(torch.sigmoid(x._t))


class Tanh(Cell):
    r"""
    Hyperbolic tangent, element by element.

    .. math::
        \tanh(x) = \frac{\exp(x) - \exp(-x)}{\exp(x) + \exp(-x)}

    Inputs:
        - **x** (Tensor) - Tensor of any shape, float16 or float32.

    Outputs:
        Tensor with the shape and dtype of `x`.

    Raises:
        TypeError: If the dtype of `x` is neither float16 nor float32.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> tanh = nn.Tanh()
        >>> print(tanh(Tensor(np.array([0.0, 0.0, 0.0]), ms.float32)))
        [0. 0. 0.]
    """

    def __init__(self):
        super().__init__()

    def construct(self, x):
        return _wrap(_cpu_math.tanh(x._t))


class GELU(Cell):
    r"""
    Gaussian error linear unit, :math:`\text{GELU}(x) = x \cdot P(X \leq x)` with :math:`X \sim N(0, 1)`.

    Args:
        approximate (bool): With ``True`` the tanh approximation
            :math:`0.5x(1 + \tanh(\sqrt{2/\pi}(x + 0.044715x^3)))` is used, with ``False`` the exact
            :math:`0.5x(1 + \text{erf}(x/\sqrt{2}))`. Default: ``True`` .

    Inputs:
        - **x** (Tensor) - Tensor of any shape, float16, float32 or float64.

    Outputs:
        Tensor with the shape and dtype of `x`.

    Raises:
        TypeError: If `approximate` is not a bool.
        TypeError: If the dtype of `x` is not a floating type.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> gelu = nn.GELU(approximate=False)
        >>> out = gelu(Tensor(np.array([-3.0, 0.0, 3.0]), ms.float32))
        >>> print(out.shape, out.dtype)
        (3,) Float32
    """

    def __init__(self, approximate=True):
        super().__init__()
        validator.check_bool(approximate, "approximate", self.cls_name)
        self.approximate = "tanh" if approximate else "none"

    def construct(self, x):
        return _wrap(F.gelu(x._t, approximate=self.approximate))


def _check_softmax_axis(axis, cls_name):
    validator.check_value_type("axis", axis, [int, tuple], cls_name)
    if isinstance(axis, tuple):
        if not axis:
            raise ValueError(f"For '{cls_name}', the length of 'axis' must be at least 1, but got 0.")
        for a in axis:
            validator.check_value_type("axis", a, [int], cls_name)
    return axis


def _softmax(t, axis):
    if isinstance(axis, int):
        return _wrap(torch.softmax(t, axis))
    if len(axis) == 1:
        return _wrap(torch.softmax(t, axis[0]))
    return _wrap(torch.exp(t - torch.logsumexp(t, dim=axis, keepdim=True)))


class Softmax(Cell):
    r"""
    Softmax along `axis`: exponentiates the input and normalises the values to sum to one.

    .. math::
        \text{softmax}(x_i) = \frac{\exp(x_i)}{\sum_j \exp(x_j)}

    Args:
        axis (Union[int, tuple[int]]): The axis (or axes) to normalise over, in ``[-ndim, ndim)``.
            Default: ``-1`` .

    Inputs:
        - **input** (Tensor) - Tensor of a floating dtype.

    Outputs:
        Tensor with the shape and dtype of `input`, values in ``[0, 1]``.

    Raises:
        TypeError: If `axis` is neither an int nor a tuple.
        ValueError: If `axis` is an empty tuple.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> softmax = nn.Softmax()
        >>> print(softmax(Tensor(np.array([[1.0, 1.0], [2.0, 2.0]]), ms.float32)))
        [[0.5 0.5]
         [0.5 0.5]]
    """

    def __init__(self, axis=-1):
        super().__init__()
        self.axis = _check_softmax_axis(axis, self.cls_name)

    def construct(self, input):  # pylint: disable=redefined-builtin
        return _softmax(input._t, self.axis)


class LogSoftmax(Cell):
    r"""
    Logarithm of the softmax along `axis`.

    .. math::
        \text{logsoftmax}(x_i) = x_i - \log\sum_j \exp(x_j)

    Args:
        axis (int): The axis to normalise over. Default: ``-1`` .

    Inputs:
        - **x** (Tensor) - Tensor of a floating dtype.

    Outputs:
        Tensor with the shape and dtype of `x`, values in ``[-inf, 0]``.

    Raises:
        TypeError: If `axis` is not an int.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> log_softmax = nn.LogSoftmax()
        >>> print(log_softmax(Tensor(np.array([[0.0, 0.0], [1.0, 1.0]]), ms.float32)))
        [[-0.6931472 -0.6931472]
         [-0.6931472 -0.6931472]]
    """

    def __init__(self, axis=-1):
        super().__init__()
        validator.check_value_type("axis", axis, [int], self.cls_name)
        self.axis = axis

    def construct(self, x):
        return _wrap(torch.log_softmax(x._t, self.axis))


class SiLU(Cell):
    r"""
    Sigmoid linear unit (swish), element by element: :math:`\text{SiLU}(x) = x \cdot \text{sigmoid}(x)`.

    Inputs:
        - **x** (Tensor) - Tensor of any shape, float16 or float32.

    Outputs:
        Tensor with the shape and dtype of `x`.

    Raises:
        TypeError: If the dtype of `x` is neither float16 nor float32.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> out = nn.SiLU()(Tensor(np.array([-1.0, 0.0, 2.0]), ms.float32))
        >>> print(np.round(out.asnumpy(), 4))
        [-0.2689  0.      1.7616]
    """

    def __init__(self):
        super().__init__()

    def construct(self, x):
        return _wrap(F.silu(x._t))


class ELU(Cell):
    r"""
    Exponential linear unit, element by element.

    .. math::
        \text{ELU}(x) = \begin{cases} x, & x \geq 0 \\ \alpha (\exp(x) - 1), & x < 0 \end{cases}

    Args:
        alpha (float): Scale of the negative part. Default: ``1.0`` .

    Inputs:
        - **x** (Tensor) - Tensor of any shape, float16 or float32.

    Outputs:
        Tensor with the shape and dtype of `x`.

    Raises:
        TypeError: If `alpha` is not a float.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> out = nn.ELU()(Tensor(np.array([-1.0, 0.0, 2.0]), ms.float32))
        >>> print(np.round(out.asnumpy(), 4))
        [-0.6321  0.      2.    ]
    """

    def __init__(self, alpha=1.0):
        super().__init__()
        validator.check_value_type("alpha", alpha, [float], self.cls_name)
        self.alpha = alpha

    def construct(self, x):
        return _wrap(F.elu(x._t, self.alpha))


class CELU(Cell):
    r"""
    Continuously differentiable ELU: :math:`\max(0, x) + \min(0, \alpha (\exp(x / \alpha) - 1))`.

    Args:
        alpha (float): The :math:`\alpha` of the formula, not 0. Default: ``1.0`` .

    Inputs:
        - **x** (Tensor) - Tensor of any shape, float16 or float32.

    Outputs:
        Tensor with the shape and dtype of `x`.

    Raises:
        TypeError: If `alpha` is not a float.
        ValueError: If `alpha` is 0.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> out = nn.CELU(alpha=2.0)(Tensor(np.array([-2.0, 3.0]), ms.float32))
        >>> print(np.round(out.asnumpy(), 4))
        [-1.2642  3.    ]
    """

    def __init__(self, alpha=1.0):
        super().__init__()
        validator.check_value_type("alpha", alpha, [float], "CeLU")
        if alpha == 0:
            raise ValueError(f"For 'CeLU', the 'alpha' can not be equal to 0, but got {alpha}.")
        self.alpha = alpha

    def construct(self, x):
        return _wrap(F.celu(x._t, self.alpha))


class SeLU(Cell):
    r"""
    Scaled exponential linear unit:
    :math:`\text{scale} \cdot (\max(0, x) + \min(0, \alpha (\exp(x) - 1)))` with
    :math:`\alpha \approx 1.6733` and :math:`\text{scale} \approx 1.0507`.

    Inputs:
        - **input_x** (Tensor) - Tensor of any shape, float16 or float32.

    Outputs:
        Tensor with the shape and dtype of `input_x`.

    Raises:
        TypeError: If the dtype of `input_x` is neither float16 nor float32.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> out = nn.SeLU()(Tensor(np.array([-1.0, 0.0, 2.0]), ms.float32))
        >>> print(np.round(out.asnumpy(), 4))
        [-1.1113  0.      2.1014]
    """

    def __init__(self):
        super().__init__()

    def construct(self, input_x):
        return _wrap(F.selu(input_x._t))


class Softsign(Cell):
    r"""
    Softsign, element by element: :math:`\frac{x}{1 + |x|}`.

    Inputs:
        - **x** (Tensor) - Tensor of any shape, float16 or float32.

    Outputs:
        Tensor with the shape and dtype of `x`.

    Raises:
        TypeError: If the dtype of `x` is neither float16 nor float32.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> print(nn.Softsign()(Tensor(np.array([-3.0, 0.0, 1.0]), ms.float32)))
        [-0.75  0.    0.5 ]
    """

    def __init__(self):
        super().__init__()

    def construct(self, x):
        return _wrap(F.softsign(x._t))


class HSigmoid(Cell):
    r"""
    Hard sigmoid, element by element: :math:`\frac{\text{ReLU6}(x + 3)}{6}`.

    Inputs:
        - **input** (Tensor) - Tensor of any shape, float16 or float32.

    Outputs:
        Tensor with the shape and dtype of `input`.

    Raises:
        TypeError: If the dtype of `input` is neither float16 nor float32.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> print(nn.HSigmoid()(Tensor(np.array([-4.0, 0.0, 1.5, 4.0]), ms.float32)))
        [0.   0.5  0.75 1.  ]
    """

    def __init__(self):
        super().__init__()

    def construct(self, input):  # pylint: disable=redefined-builtin
        return _wrap(F.hardsigmoid(input._t))


class HSwish(Cell):
    r"""
    Hard swish, element by element: :math:`x \cdot \frac{\text{ReLU6}(x + 3)}{6}`.

    Inputs:
        - **input** (Tensor) - Tensor of any shape, float16 or float32.

    Outputs:
        Tensor with the shape and dtype of `input`.

    Raises:
        TypeError: If the dtype of `input` is neither float16 nor float32.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> print(nn.HSwish()(Tensor(np.array([-4.0, 0.0, 1.5, 4.0]), ms.float32)))
        [-0.     0.     1.125  4.   ]
    """

    def __init__(self):
        super().__init__()

    def construct(self, input):  # pylint: disable=redefined-builtin
        return _wrap(F.hardswish(input._t))


class LogSigmoid(Cell):
    r"""
    Logarithm of the sigmoid, element by element: :math:`\log\frac{1}{1 + \exp(-x)}`.

    Inputs:
        - **input_x** (Tensor) - Tensor of any shape, float16 or float32.

    Outputs:
        Tensor with the shape and dtype of `input_x`.

    Raises:
        TypeError: If the dtype of `input_x` is neither float16 nor float32.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> out = nn.LogSigmoid()(Tensor(np.array([-1.0, 0.0, 2.0]), ms.float32))
        >>> print(np.round(out.asnumpy(), 4))
        [-1.3133 -0.6931 -0.1269]
    """

    def __init__(self):
        super().__init__()

    def construct(self, input_x):
        return _wrap(F.logsigmoid(input_x._t))


class Mish(Cell):
    r"""
    Mish, element by element: :math:`x \cdot \tanh(\log(1 + \exp(x)))`.

    Inputs:
        - **input_x** (Tensor) - Tensor of any shape, float16 or float32.

    Outputs:
        Tensor with the shape and dtype of `input_x`.

    Raises:
        TypeError: If the dtype of `input_x` is neither float16 nor float32.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> out = nn.Mish()(Tensor(np.array([-1.0, 0.0, 2.0]), ms.float32))
        >>> print(np.round(out.asnumpy(), 4))
        [-0.3034  0.      1.944 ]
    """

    def __init__(self):
        super().__init__()

    def construct(self, input_x):
        return _wrap(F.mish(input_x._t))


class Softmin(Cell):
    r"""
    Softmin along `axis`: the softmax of :math:`-x`, :math:`\frac{\exp(-x_i)}{\sum_j \exp(-x_j)}`.

    Args:
        axis (Union[int, tuple[int]]): The axis (or axes) to normalise over. Default: ``-1`` .

    Inputs:
        - **x** (Tensor) - Tensor of a floating dtype.

    Outputs:
        Tensor with the shape and dtype of `x`, values in ``[0, 1]``.

    Raises:
        TypeError: If `axis` is neither an int nor a tuple.
        ValueError: If `axis` is an empty tuple.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> print(nn.Softmin()(Tensor(np.array([[3.0, 3.0], [0.0, 0.0]]), ms.float32)))
        [[0.5 0.5]
         [0.5 0.5]]
    """

    def __init__(self, axis=-1):
        super().__init__()
        self.axis = _check_softmax_axis(axis, self.cls_name)

    def construct(self, x):
        return _softmax(-x._t, self.axis)


class Hardtanh(Cell):
    r"""
    Hard tanh, element by element: clips the input to ``[min_val, max_val]``.

    Args:
        min_val (Union[int, float]): Lower end of the linear region. Default: ``-1.0`` .
        max_val (Union[int, float]): Upper end of the linear region. Default: ``1.0`` .

    Inputs:
        - **x** (Tensor) - Tensor of any shape, float16 or float32.

    Outputs:
        Tensor with the shape and dtype of `x`.

    Raises:
        TypeError: If `min_val` or `max_val` is neither a float nor an int.
        ValueError: If `min_val` is not less than `max_val`.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> print(nn.Hardtanh(-1.0, 2.0)(Tensor(np.array([-3.0, 0.5, 3.0]), ms.float32)))
        [-1.   0.5  2. ]
    """

    def __init__(self, min_val=-1.0, max_val=1.0):
        super().__init__()
        validator.check_value_type("min_val", min_val, [float, int], self.cls_name)
        validator.check_value_type("max_val", max_val, [float, int], self.cls_name)
        if min_val >= max_val:
            raise ValueError(f"For Hardtanh, min_val should be less than max_val,but got {min_val} and {max_val}")
        self.min_val = min_val
        self.max_val = max_val

    def construct(self, x):
        return _wrap(F.hardtanh(x._t, self.min_val, self.max_val))


class Tanhshrink(Cell):
    r"""
    Tanhshrink, element by element: :math:`x - \tanh(x)`.

    Inputs:
        - **x** (Tensor) - Tensor of any shape.

    Outputs:
        Tensor with the shape and dtype of `x`.

    Raises:
        TypeError: If `x` is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> out = nn.Tanhshrink()(Tensor(np.array([-1.0, 0.0, 2.0]), ms.float32))
        >>> print(np.round(out.asnumpy(), 4))
        [-0.2384  0.      1.036 ]
    """

    def __init__(self):
        super().__init__()

    def construct(self, x):
        t = x._t
        return _wrap(t - torch.tanh(t))


class SoftShrink(Cell):
    r"""
    Soft shrinkage, element by element: :math:`x - \lambda` above :math:`\lambda`, :math:`x + \lambda` below
    :math:`-\lambda`, 0 in between.

    Args:
        lambd (float): The threshold :math:`\lambda`, at least 0. Default: ``0.5`` .

    Inputs:
        - **input** (Tensor) - Tensor of any shape, float16 or float32.

    Outputs:
        Tensor with the shape and dtype of `input`.

    Raises:
        TypeError: If `lambd` is not a float.
        ValueError: If `lambd` is less than 0.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> print(nn.SoftShrink()(Tensor(np.array([-2.0, 0.25, 1.5]), ms.float32)))
        [-1.5  0.   1. ]
    """

    def __init__(self, lambd=0.5):
        super().__init__()
        validator.check_value_type("lambd", lambd, [float], "SoftShrink")
        if lambd < 0:
            raise ValueError(f"For 'SoftShrink', the 'lambd' must be greater than or equal to 0, but got {lambd}.")
        self.lambd = lambd

    def construct(self, input):  # pylint: disable=redefined-builtin
        return _wrap(F.softshrink(input._t, self.lambd))


class HShrink(Cell):
    r"""
    Hard shrinkage, element by element: keeps :math:`x` when :math:`|x| > \lambda`, else 0.

    Args:
        lambd (float): The threshold :math:`\lambda` (a negative value acts as 0). Default: ``0.5`` .

    Inputs:
        - **input** (Tensor) - Tensor of any shape, float16 or float32.

    Outputs:
        Tensor with the shape and dtype of `input`.

    Raises:
        TypeError: If `lambd` is not a float.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> print(nn.HShrink()(Tensor(np.array([-2.0, 0.25, 1.5]), ms.float32)))
        [-2.   0.   1.5]
    """

    def __init__(self, lambd=0.5):
        super().__init__()
        validator.check_value_type("lambd", lambd, [float], "HShrink")
        self.lambd = lambd
        self._lambd = max(lambd, 0.0)

    def construct(self, input):  # pylint: disable=redefined-builtin
        return _wrap(F.hardshrink(input._t, self._lambd))


class FastGelu(Cell):
    r"""
    Fast GELU approximation, element by element:
    :math:`\frac{x}{1 + \exp(-1.702 |x|)} \exp(0.851 (x - |x|))`.

    Inputs:
        - **x** (Tensor) - Tensor of any shape, float16 or float32.

    Outputs:
        Tensor with the shape and dtype of `x`.

    Raises:
        TypeError: If the dtype of `x` is neither float16 nor float32.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> out = nn.FastGelu()(Tensor(np.array([-1.0, 0.0, 2.0]), ms.float32))
        >>> print(np.round(out.asnumpy(), 4))
        [-0.1542  0.      1.9357]
    """

    def __init__(self):
        super().__init__()

    def construct(self, x):
        t = x._t
        a = t.abs()
        return _wrap(t / (1 + torch.exp(-1.702 * a)) * torch.exp(0.851 * (t - a)))



class PReLU(Cell):
    r"""
    Parametric ReLU: :math:`\max(0, x) + w \min(0, x)` with a learnt slope :math:`w` per channel (axis 1 of the
    input) or one shared slope. The slope Parameter is named ``a`` (attribute ``w``).

    Args:
        channel (int): Number of slopes: 1 (shared) or the number of channels. Default: ``1`` .
        w (Union[float, list, Tensor]): Initial slope(s): a float for all, a list of `channel` floats, or a
            float16/float32 Tensor of shape :math:`(channel,)`. Default: ``0.25`` .

    Inputs:
        - **x** (Tensor) - float16/float32 Tensor of shape :math:`(N, C, *)`.

    Outputs:
        Tensor of the shape and dtype of `x`.

    Raises:
        TypeError: If `channel` is not an int, or `w` is neither a float, a list nor a Tensor.
        ValueError: If `channel` is less than 1, or `w` does not have `channel` float elements.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> prelu = nn.PReLU(channel=2, w=[0.1, 0.5])
        >>> print(prelu(Tensor(np.array([[-2.0, -2.0], [3.0, -4.0]]), ms.float32)))
        [[-0.2 -1. ]
         [ 3.  -2. ]]
    """

    @records_init_args(attrs="")
    def __init__(self, channel=1, w=0.25):
        super().__init__()
        cls = self.cls_name
        validator.check_positive_int(channel, "channel", cls)
        if isinstance(w, (float, np.float32)):
            w = Tensor(np.full((channel,), w, np.float32), dtype=mstype.float32)
        elif isinstance(w, list):
            if len(w) != channel:
                raise ValueError(f"For '{cls}', the length of 'w' must be equal to the 'channel' when the 'w' is a "
                                 f"list, but got the length of 'w': {len(w)}, the 'channel': {channel}.")
            for i in w:
                if not isinstance(i, (float, np.float32)):
                    raise ValueError(f"For '{cls}', all elements in 'w' must be float when the 'w' is a list, but "
                                     f"got {i}.")
            w = Tensor(w, dtype=mstype.float32)
        elif isinstance(w, Tensor):
            if w.dtype not in (mstype.float16, mstype.float32):
                raise ValueError(f"For '{cls}', the dtype of 'w' must be float16 or float32 when the 'w' is a "
                                 f"tensor, but got {w.dtype}.")
            if len(w.shape) != 1 or w.shape[0] != channel:
                raise ValueError(f"For '{cls}', the dimension of 'w' must be 1, and the elements number should be "
                                 f"equal to the 'channel' when the 'w' is a tensor, but got 'w' shape {w.shape}, the "
                                 f"'channel' {channel}.")
        else:
            raise TypeError(f"For '{cls}', the 'w' only supported float, list and tensor, but got "
                            f"{type(w).__name__}.")
        self.w = Parameter(w, name="a")

    def construct(self, x):
        t = x._t
        w = self.w._t
        if w.dtype != t.dtype:
            w = w.to(t.dtype)
        return _wrap(F.prelu(t, w))


class PReLUExt(Cell):
    r"""
    Parametric ReLU with torch-style arguments: :math:`\max(0, x) + w \min(0, x)`, one learnt slope per channel
    (axis 1) or a shared one, held in the Parameter ``weight``.

    Args:
        num_parameters (int): Number of slopes: 1 or the number of channels. Default: ``1`` .
        init (float): Initial slope. Default: ``0.25`` .
        dtype (:class:`mindspore.dtype`): Dtype of the slope; ``None`` means float32. Default: ``None`` .

    Inputs:
        - **input** (Tensor) - Tensor of shape :math:`(N, C, *)` or a vector.

    Outputs:
        Tensor of the shape of `input`.

    Raises:
        TypeError: If `input` is not a Tensor.

    Supported Platforms:
        ``Ascend``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> print(nn.PReLUExt()(Tensor(np.array([-4.0, 0.0, 2.0]), ms.float32)))
        [-1.  0.  2.]
    """

    def __init__(self, num_parameters=1, init=0.25, dtype=None):
        super().__init__()
        self.weight = Parameter(Tensor(np.full((num_parameters,), init, np.float32), dtype=dtype), name="weight")

    def construct(self, input):
        return ops.prelu(input, self.weight)


class RReLU(Cell):
    r"""
    Randomized leaky ReLU: negative inputs are multiplied by a slope drawn uniformly from [`lower`, `upper`] for
    every element and every call (in training and in inference alike), positive ones are kept.

    Args:
        lower (Union[int, float]): Lower bound of the slope. Default: ``1 / 8`` .
        upper (Union[int, float]): Upper bound of the slope. Default: ``1 / 3`` .

    Inputs:
        - **x** (Tensor) - The input.

    Outputs:
        Tensor of the shape and dtype of `x`.

    Raises:
        TypeError: If `lower` or `upper` is neither a float nor an int, or `x` is not a Tensor.
        ValueError: If `lower` is greater than `upper`.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> out = nn.RReLU(0.2, 0.2)(Tensor(np.array([[-5.0, 4.0], [0.0, -1.0]]), ms.float32))
        >>> print(out)
        [[-1.   4. ]
         [ 0.  -0.2]]
    """

    def __init__(self, lower=1 / 8, upper=1 / 3):
        super().__init__()
        cls = self.cls_name
        validator.check_value_type("upper", upper, [float, int], cls)
        validator.check_value_type("lower", lower, [float, int], cls)
        if lower > upper:
            raise ValueError(f"For {cls}, the value of 'upper' must be greater than or equal to 'lower', but got "
                             f"upper: {upper}, lower: {lower}. ")
        self.lower = Tensor(lower, dtype=mstype.float32)
        self.upper = Tensor(upper, dtype=mstype.float32)
        self._bounds = (float(np.float32(lower)), float(np.float32(upper)))

    def construct(self, x):
        if not isinstance(x, Tensor):
            raise TypeError(f"For 'rrelu', the input must be a Tensor, but got {type(x)}.")
        return ops.rrelu(x, *self._bounds)


class GLU(Cell):
    r"""
    Gated linear unit: the input is split in two halves :math:`a, b` along `axis` and :math:`a \otimes
    \sigma(b)` is returned.

    Args:
        axis (int): The axis that is split; its length must be even. Default: ``-1`` .

    Inputs:
        - **x** (Tensor) - Tensor with an even length along `axis`.

    Outputs:
        Tensor with half the length along `axis`.

    Raises:
        TypeError: If `x` is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> print(nn.GLU()(Tensor(np.array([[2.0, -1.0, 0.0, 0.0]]), ms.float32)))
        [[ 1.  -0.5]]
    """

    def __init__(self, axis=-1):
        super().__init__()
        self.dim = axis

    def construct(self, x):
        return ops.glu(x, self.dim)


class Threshold(Cell):
    r"""
    Thresholding: elements greater than `threshold` are kept, the others are replaced by `value`.

    Args:
        threshold (Union[int, float]): The threshold.
        value (Union[int, float]): The replacement.

    Inputs:
        - **input_x** (Tensor) - The input.

    Outputs:
        Tensor of the shape and dtype of `input_x`.

    Raises:
        TypeError: If `input_x` is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> print(nn.Threshold(0.5, -1.0)(Tensor(np.array([0.2, 0.5, 0.7]), ms.float32)))
        [-1.  -1.   0.7]
    """

    def __init__(self, threshold, value):
        super().__init__()
        keep_args(self, threshold=threshold, value=value)

    def construct(self, input_x):
        return ops.threshold(input_x, self.threshold, self.value)


class Softmax2d(Cell):
    r"""
    Softmax over the channel axis (axis -3) of an input :math:`(N, C, H, W)` or :math:`(C, H, W)`, at every
    spatial position.

    Inputs:
        - **x** (Tensor) - 3-D or 4-D float Tensor.

    Outputs:
        Tensor of the shape and dtype of `x`.

    Raises:
        ValueError: If `x` is neither 3-D nor 4-D.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> x = Tensor(np.log(np.array([[[1.0]], [[3.0]]])), ms.float32)
        >>> print(nn.Softmax2d()(x))
        [[[0.25]]
        <BLANKLINE>
         [[0.75]]]
    """

    def __init__(self):
        super().__init__()

    def construct(self, x):
        t = x._t
        if t.dim() not in (3, 4):
            raise ValueError(f"For '{self.cls_name}', the in_shape must have 3 or 4 dims, but got {t.dim()}.")
        return _wrap(torch.softmax(t, -3))


class LogSoftmaxExt(Cell):
    r"""
    Log-softmax along `dim`: :math:`x_i - \log \sum_j e^{x_j}`.

    Args:
        dim (int): The axis; ``None`` picks axis 0 for 0-, 1- and 3-D inputs and axis 1 otherwise. Default: ``None`` .

    Inputs:
        - **x** (Tensor) - Float Tensor.

    Outputs:
        Tensor of the shape and dtype of `x`.

    Raises:
        TypeError: If `x` is not a Tensor.

    Supported Platforms:
        ``Ascend``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> print(nn.LogSoftmaxExt(dim=-1)(Tensor(np.log(np.array([[1.0, 3.0]])), ms.float32)))
        [[-1.3862944  -0.28768206]]
    """

    def __init__(self, dim=None):
        super().__init__()
        self.dim = dim

    def construct(self, x):
        t = x._t
        dim = self.dim
        if dim is None:
            dim = 0 if t.dim() in (0, 1, 3) else 1
        return _wrap(F.log_softmax(t, dim))

_activation = {
    "softmin": Softmin,
    "softmax": Softmax,
    "softmax2d": Softmax2d,
    "logsoftmax": LogSoftmax,
    "logsoftmaxExt": LogSoftmaxExt,
    "relu": ReLU,
    "relu6": ReLU6,
    "rrelu": RReLU,
    "silu": SiLU,
    "tanh": Tanh,
    "tanhshrink": Tanhshrink,
    "hardtanh": Hardtanh,
    "gelu": GELU,
    "fast_gelu": FastGelu,
    "elu": ELU,
    "sigmoid": Sigmoid,
    "softsign": Softsign,
    "prelu": PReLU,
    "preluExt": PReLUExt,
    "leakyrelu": LeakyReLU,
    "hswish": HSwish,
    "hsigmoid": HSigmoid,
    "logsigmoid": LogSigmoid,
    "softshrink": SoftShrink,
    "hshrink": HShrink,
    "threshold": Threshold,
    "mish": Mish,
}

def get_activation(name, prim_name=None):
    """
    Build the activation cell registered under `name`.

    Args:
        name (str): The activation's name, for example ``'relu'`` , ``'sigmoid'`` or ``'gelu'`` .
            ``None`` returns ``None``.
        prim_name (Union[str, None]): Name of the caller, used in the error message. Default: ``None`` .

    Returns:
        Cell, a new instance of the activation (``None`` when `name` is ``None``).

    Raises:
        KeyError: If `name` is not a known activation name.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> from mindspore import nn
        >>> print(nn.get_activation('relu'))
        ReLU()
        >>> print(nn.get_activation(None))
        None
    """
    if name is None:
        return None
    cls = _activation.get(name) if isinstance(name, str) else None
    if cls is None:
        msg_prefix = f"For '{prim_name}', the" if prim_name else "The"
        raise KeyError(f"{msg_prefix} 'name' must be in {list(_activation.keys())}, but got {name}.")
    return cls()


class LRN(Cell):
    r"""
    Local response normalization across channels: each element is divided by a power of the sum of squares
    of its neighbours along the channel axis,

    .. math::
        y_{c} = \frac{x_{c}}{\left(bias + alpha \sum_{c'=\max(0, c-r)}^{\min(C-1, c+r)} x_{c'}^2\right)^{beta}}

    with :math:`r` the `depth_radius` (`alpha` is not divided by the window size).

    Args:
        depth_radius (int): Half width :math:`r` of the channel window, non-negative. Default: ``5`` .
        bias (float): Added to the weighted sum (usually positive, keeps the denominator away from 0).
            Default: ``1.0`` .
        alpha (float): Weight of the sum of squares. Default: ``1.0`` .
        beta (float): Exponent of the denominator. Default: ``0.5`` .
        norm_region (str): The region to normalize over; only ``"ACROSS_CHANNELS"``.
            Default: ``"ACROSS_CHANNELS"`` .

    Inputs:
        - **input_x** (Tensor) - float16 or float32 tensor of shape :math:`(N, C, H, W)`.

    Outputs:
        Tensor of the shape and dtype of `input_x`.

    Raises:
        TypeError: If `depth_radius` is not an int, `bias`, `alpha` or `beta` is not a float, or `input_x` is
            neither float16 nor float32.
        ValueError: If `depth_radius` is negative, `norm_region` is not ``"ACROSS_CHANNELS"`` or `input_x` is
            not 4-d.

    Supported Platforms:
        ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> x = Tensor(np.array([1.0, 2.0, 3.0]).reshape(1, 3, 1, 1), ms.float32)
        >>> print(nn.LRN(depth_radius=1)(x).reshape(-1))
        [0.40824828 0.5163978  0.8017837 ]
    """

    def __init__(self, depth_radius=5, bias=1.0, alpha=1.0, beta=0.5, norm_region="ACROSS_CHANNELS"):
        super().__init__()
        validator.check_value_type("depth_radius", depth_radius, [int], "LRN")
        validator.check_value_type("bias", bias, [float], "LRN")
        validator.check_value_type("alpha", alpha, [float], "LRN")
        validator.check_value_type("beta", beta, [float], "LRN")
        validator.check_value_type("norm_region", norm_region, [str], "LRN")
        validator.check_string(norm_region, ["ACROSS_CHANNELS"], "norm_region", "LRN")
        validator.check_non_negative_int(depth_radius, "depth_radius", "LRN")
        self.depth_radius, self.bias, self.alpha, self.beta = depth_radius, bias, alpha, beta
        self.norm_region = norm_region

    def construct(self, input_x):
        if not isinstance(input_x, Tensor):
            raise TypeError(f"For 'LRN', the 'input_x' must be a Tensor, but got {type(input_x).__name__}.")
        if input_x.dtype not in (mstype.float16, mstype.float32):
            raise TypeError(f"For primitive[LRN], the input argument[x] must be a type of {{Tensor[Float16], "
                            f"Tensor[Float32]}}, but got Tensor[{input_x.dtype}].")
        if input_x.ndim != 4:
            raise ValueError(f"For primitive[LRN], the rank of input  must be equal to 4 , but got "
                             f"{input_x.ndim}.")
        return ops.lrn(input_x, self.depth_radius, self.bias, self.alpha, self.beta, self.norm_region)
