"""Padding layers (``mindspore.nn.layer.padding``): constant, zero, reflection and replication padding."""
import numpy as np
import torch.nn.functional as F

from ..cell import Cell
from ...common.tensor import _wrap

__all__ = ["ConstantPad1d", "ConstantPad2d", "ConstantPad3d", "ReflectionPad1d", "ReflectionPad2d", "ReflectionPad3d",
           "ZeroPad2d", "ReplicationPad1d", "ReplicationPad2d", "ReplicationPad3d"]

_SIDES = {1: "(left, right)", 2: "(left, right, top, bottom)", 3: "(left, right, top, bottom, front, back)"}


class _ConstantPadNd(Cell):
    """Pads the last axes with a constant; negative amounts crop."""
    _n = 1

    def __init__(self, padding, value, name="ConstantPadNd"):
        super().__init__()
        n = self._n
        if isinstance(padding, int):
            padding = (padding,) * (2 * n)
        elif isinstance(padding, tuple):
            if len(padding) % 2 != 0:
                raise ValueError(f"For '{name}', the length of parameter 'padding' with tuple type must be a multiple "
                                 f"of 2, but got {len(padding)}")
            if n == 1 and len(padding) != 2:
                raise ValueError(f"For '{name}', the length of parameter 'padding' with tuple type must equal to 2."
                                 f"but got {len(padding)}")
            if len(padding) > 2 * n:
                raise ValueError(f"For '{name}', the length of parameter 'padding' with tuple type must no more than "
                                 f"{2 * n}.but got {len(padding)}")
        else:
            raise TypeError(f"For '{name}', the type of parameter 'padding' must be in [int, tuple], but got "
                            f"{type(padding)}")
        if not isinstance(value, (int, float)):
            raise TypeError(f"For '{name}', the type of parameter 'value' must be in [int, float], but got "
                            f"{type(value)}")
        self.value = value
        self.padding = padding

    def construct(self, x):
        t = x._t
        if len(self.padding) // 2 > t.dim():
            raise ValueError(f"For 'pad', the dimension of 'input_x' must not be less than len(padding)/2, but got "
                             f"{t.dim()}.")
        return _wrap(F.pad(t, self.padding, "constant", self.value))


class _ModePadNd(Cell):
    """Reflection / replication padding of the last axes."""
    _n = 1
    _mode = "reflect"

    def __init__(self, padding, name):
        super().__init__()
        self.name = name
        if isinstance(padding, int):
            padding = (padding,) * (2 * self._n)
        if not isinstance(padding, tuple):
            raise TypeError(f"For '{name}' the input 'padding' must be an integer or tuple, but got "
                            f"{type(padding).__name__}")
        if len(padding) % 2 != 0:
            raise ValueError(f"For '{name}' the length of input 'padding' must be divisible by 2, but got padding of "
                             f"length {len(padding)}. ")
        if not all(isinstance(i, int) for i in padding):
            raise TypeError(f"For '{name}' every element in 'padding' must be integer, but got {padding}. ")
        if self._mode == "reflect" and not all(i >= 0 for i in padding):
            raise ValueError(f"For '{name}' every element in 'padding' must be >= 0. but got {padding}. ")
        self.padding = padding

    def construct(self, x):
        t = x._t
        if not self.padding:
            return x
        n_pad = len(self.padding) // 2
        if t.dim() < n_pad:
            raise ValueError(f"For padding with length {len(self.padding)}, the dimension of the tensor should be at "
                             f"least {n_pad}, but got {t.dim()}")
        # torch pads the last `n_pad` axes of an input with one or two leading axes
        lead = t.dim() - n_pad
        if lead == 0:
            return _wrap(F.pad(t.unsqueeze(0), self.padding, self._mode).squeeze(0))
        if lead > 2:
            shape = t.shape
            out = F.pad(t.reshape((-1,) + tuple(shape[lead - 1:])), self.padding, self._mode)
            return _wrap(out.reshape(tuple(shape[:lead - 1]) + tuple(out.shape[1:])))
        return _wrap(F.pad(t, self.padding, self._mode))


def _doc(kind, n, example_cls, args, call, shape, printed):
    what = {"constant": "a constant `value`", "zero": "zeros", "reflect": "the reflection of the input around its "
            "edge values (the edge itself is not repeated)", "replicate": "copies of the edge values"}[kind]
    extra = ""
    if kind == "constant":
        extra = "        value (Union[int, float]): The padding value.\n"
    crop = " Negative amounts remove entries." if kind in ("constant", "zero") else ""
    return rf"""
    Pads the last {n} ax{'is' if n == 1 else 'es'} of the input with {what}.{crop}

    Args:
        padding (Union[int, tuple]): The same amount on every side (an int), or the amounts
            {_SIDES[n]}, the last axis first{'' if n == 1 else ' (a shorter tuple pads fewer axes)'}.
{extra}
    Inputs:
        - **x** (Tensor) - Tensor with at least {n} ax{'is' if n == 1 else 'es'}.

    Outputs:
        Tensor with the padded axes enlarged by the amounts on their two sides.

    Raises:
        TypeError: If `padding` is neither an int nor a tuple{', or `value` neither an int nor a float' if
                                                                kind == 'constant' else ''}.
        ValueError: If the length of `padding` is odd or larger than {2 * n}.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> x = Tensor(np.arange({int(np.prod(shape))}).reshape({shape}), ms.float32)
        >>> pad = nn.{example_cls}({args})
        >>> print({call})
        {printed}
"""


class ConstantPad1d(_ConstantPadNd):
    __doc__ = _doc("constant", 1, "ConstantPad1d", "(1, 2), 9.0", "pad(x)", (1, 3),
                   "[[9. 0. 1. 2. 9. 9.]]")
    _n = 1

    def __init__(self, padding, value):
        super().__init__(padding, value, name="ConstantPad1d")


class ConstantPad2d(_ConstantPadNd):
    __doc__ = _doc("constant", 2, "ConstantPad2d", "(1, 0, 0, 1), -1", "pad(x)", (2, 2),
                   "[[-1.  0.  1.]\n         [-1.  2.  3.]\n         [-1. -1. -1.]]")
    _n = 2

    def __init__(self, padding, value):
        super().__init__(padding, value, name="ConstantPad2d")


class ConstantPad3d(_ConstantPadNd):
    __doc__ = _doc("constant", 3, "ConstantPad3d", "1, 0.5", "pad(x).shape", (1, 2, 2, 2), "(1, 4, 4, 4)")
    _n = 3

    def __init__(self, padding, value):
        super().__init__(padding, value, name="ConstantPad3d")


class ZeroPad2d(_ConstantPadNd):
    __doc__ = _doc("zero", 2, "ZeroPad2d", "(0, 1, 1, -1)", "pad(x)", (2, 2),
                   "[[0. 0. 0.]\n         [0. 1. 0.]]")
    _n = 2

    def __init__(self, padding):
        super().__init__(padding, 0, name="ZeroPad2d")


class ReflectionPad1d(_ModePadNd):
    __doc__ = _doc("reflect", 1, "ReflectionPad1d", "(2, 1)", "pad(x)", (1, 4), "[[2. 1. 0. 1. 2. 3. 2.]]")
    _n = 1

    def __init__(self, padding):
        super().__init__(padding, "ReflectionPad1d")


class ReflectionPad2d(_ModePadNd):
    __doc__ = _doc("reflect", 2, "ReflectionPad2d", "1", "pad(x)[0]", (1, 2, 2),
                   "[[3. 2. 3. 2.]\n         [1. 0. 1. 0.]\n         [3. 2. 3. 2.]\n         [1. 0. 1. 0.]]")
    _n = 2

    def __init__(self, padding):
        super().__init__(padding, "ReflectionPad2d")


class ReflectionPad3d(_ModePadNd):
    __doc__ = _doc("reflect", 3, "ReflectionPad3d", "(1, 1, 0, 0, 1, 0)", "pad(x).shape", (1, 2, 2, 2),
                   "(1, 3, 2, 4)")
    _n = 3

    def __init__(self, padding):
        super().__init__(padding, "ReflectionPad3d")


class ReplicationPad1d(_ModePadNd):
    __doc__ = _doc("replicate", 1, "ReplicationPad1d", "(2, 1)", "pad(x)", (1, 1, 3),
                   "[[[0. 0. 0. 1. 2. 2.]]]")
    _n = 1
    _mode = "replicate"

    def __init__(self, padding):
        super().__init__(padding, "ReplicationPad1d")


class ReplicationPad2d(_ModePadNd):
    __doc__ = _doc("replicate", 2, "ReplicationPad2d", "(1, 0, 0, 1)", "pad(x)[0]", (1, 2, 2),
                   "[[0. 0. 1.]\n         [2. 2. 3.]\n         [2. 2. 3.]]")
    _n = 2
    _mode = "replicate"

    def __init__(self, padding):
        super().__init__(padding, "ReplicationPad2d")


class ReplicationPad3d(_ModePadNd):
    __doc__ = _doc("replicate", 3, "ReplicationPad3d", "1", "pad(x).shape", (1, 1, 2, 2, 2), "(1, 1, 4, 4, 4)")
    _n = 3
    _mode = "replicate"

    def __init__(self, padding):
        super().__init__(padding, "ReplicationPad3d")
