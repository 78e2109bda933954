"""Activation Cells of ``mindspore.mint.nn``; each calls the matching ``mint.nn.functional`` view."""
from ....nn.cell import Cell
from .... import ops as _ops
from ....common import dtype as _mstype
from ....common.parameter import Parameter
from ...._viewdoc import cls_view
from .. import functional as F

__all__ = ["ELU", "GELU", "Hardshrink", "Hardsigmoid", "Hardswish", "Hardtanh", "LogSigmoid", "LogSoftmax", "Mish",
           "PReLU", "ReLU", "ReLU6", "SELU", "SiLU", "Sigmoid", "Softmax", "Tanh", "Threshold"]


@cls_view("ELU activation, see :func:`mindspore.mint.nn.functional.elu`.",
          alpha="(float): The scale of the negative part. Default: ``1.0``.")
class ELU(Cell):
    def __init__(self, alpha=1.0, inplace=False):
        super().__init__()
        self.alpha, self.inplace = alpha, inplace

    def construct(self, input):
        return F.elu(input, self.alpha, self.inplace)


@cls_view("GELU activation, see :func:`mindspore.mint.nn.functional.gelu`.",
          approximate="(str): ``'none'`` or ``'tanh'``. Default: ``'none'``.")
class GELU(Cell):
    def __init__(self, approximate='none'):
        super().__init__()
        self.approximate = approximate

    def construct(self, input):
        return F.gelu(input, approximate=self.approximate)


@cls_view("Hard shrink: keeps the elements whose magnitude exceeds `lambd`, zeroes the others.",
          lambd="(float): The threshold. Default: ``0.5``.")
class Hardshrink(Cell):
    def __init__(self, lambd=0.5):
        super().__init__()
        self.lambd = lambd

    def construct(self, input):
        return _ops.hardshrink(input, self.lambd)


@cls_view("Hard sigmoid: ``clamp(x / 6 + 1 / 2, 0, 1)``.")
class Hardsigmoid(Cell):
    def __init__(self):
        super().__init__()

    def construct(self, input):
        return _ops.hardsigmoid(input)


@cls_view("Hard swish: ``x * hardsigmoid(x)``.")
class Hardswish(Cell):
    def __init__(self):
        super().__init__()

    def construct(self, input):
        return _ops.hardswish(input)


@cls_view("Clamps each element to ``[min_val, max_val]``.", min_val="(float): Lower bound. Default: ``-1.0``.",
          max_val="(float): Upper bound. Default: ``1.0``.")
class Hardtanh(Cell):
    def __init__(self, min_val=-1.0, max_val=1.0, inplace=False):
        super().__init__()
        self.min_val, self.max_val, self.inplace = min_val, max_val, inplace

    def construct(self, input):
        return F.hardtanh(input, self.min_val, self.max_val, self.inplace)


@cls_view("``log(sigmoid(x))`` element-wise.")
class LogSigmoid(Cell):
    def __init__(self):
        super().__init__()

    def construct(self, input):
        return F.logsigmoid(input)


@cls_view("Logarithm of the softmax along `dim`.", dim="(int, optional): The dimension; None means the last one. "
          "Default: ``None``.")
class LogSoftmax(Cell):
    def __init__(self, dim=None):
        super().__init__()
        self.dim = dim

    def construct(self, input):
        return F.log_softmax(input, self.dim)


@cls_view("Mish activation ``x * tanh(softplus(x))``.", auto_prefix="(bool): As :class:`mindspore.nn.Cell`.",
          flags="(dict, optional): As :class:`mindspore.nn.Cell`.")
class Mish(Cell):
    def construct(self, input):
        return _ops.mish(input)


@cls_view("PReLU with a learnable negative slope (one, or one per channel).",
          num_parameters="(int): 1 or the number of channels. Default: ``1``.",
          init="(float): The initial slope. Default: ``0.25``.",
          dtype="(mindspore.dtype, optional): The dtype of the slope. Default: ``None`` (float32).")
class PReLU(Cell):
    def __init__(self, num_parameters=1, init=0.25, dtype=None):
        super().__init__()
        self.weight = Parameter(_ops.full((num_parameters,), float(init), dtype=dtype or _mstype.float32),
                                name="weight")

    def construct(self, input):
        return _ops.prelu(input, self.weight)


@cls_view("ReLU activation ``max(x, 0)``.")
class ReLU(Cell):
    def __init__(self):
        super().__init__()

    def construct(self, input):
        return F.relu(input)


@cls_view("ReLU6 activation ``min(max(x, 0), 6)``.")
class ReLU6(Cell):
    def __init__(self, inplace=False):
        super().__init__()
        self.inplace = inplace

    def construct(self, input):
        return F.relu6(input, self.inplace)


@cls_view("SELU activation.", auto_prefix="(bool): As :class:`mindspore.nn.Cell`.",
          flags="(dict, optional): As :class:`mindspore.nn.Cell`.")
class SELU(Cell):
    def construct(self, input):
        return _ops.selu(input)


@cls_view("SiLU activation ``x * sigmoid(x)``.")
class SiLU(Cell):
    def __init__(self, inplace=False):
        super().__init__()
        self.inplace = inplace

    def construct(self, input):
        return F.silu(input, self.inplace)


@cls_view("Sigmoid activation.")
class Sigmoid(Cell):
    def __init__(self):
        super().__init__()

    def construct(self, input):
        return F.sigmoid(input)


@cls_view("Softmax along `dim`.", dim="(int, optional): The dimension; None means the last one. Default: ``None``.")
class Softmax(Cell):
    def __init__(self, dim=None):
        super().__init__()
        self.dim = dim

    def construct(self, input):
        return F.softmax(input, self.dim)


@cls_view("Hyperbolic tangent activation.")
class Tanh(Cell):
    def __init__(self):
        super().__init__()

    def construct(self, input):
        return F.tanh(input)


@cls_view("Replaces the elements not greater than `threshold` by `value`.", threshold="(number): The threshold.",
          value="(number): The replacement.")
class Threshold(Cell):
    def __init__(self, threshold, value, inplace=False):
        super().__init__()
        self.threshold, self.value, self.inplace = threshold, value, inplace

    def construct(self, input):
        return F.threshold(input, self.threshold, self.value, self.inplace)
