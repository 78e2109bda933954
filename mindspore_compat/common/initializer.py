"""Initializers for Parameter data (``mindspore.common.initializer``).

Random initializers draw a 63-bit seed from numpy's global generator for every tensor they fill (as MindSpore
does), then sample with a torch CPU generator seeded with it. ``mindspore.set_seed(n)`` (or ``numpy.random.seed``)
therefore makes every initialization reproducible, independently of torch's global generator; values are
generated in float32 on the host and then cast to the requested dtype and moved to the current device.

Fan-in / fan-out follow MindSpore: for a weight of shape ``(out, in, *kernel)`` ``fan_in = in * prod(kernel)``
and ``fan_out = out * prod(kernel)``; for ``(out, in)`` they are ``in`` and ``out``.
"""
import math
import numbers

import numpy as np
import torch

from . import dtype as mstype
from .tensor import Tensor
from .._backend import dtype_map as _dm
from .seed import get_seed

__all__ = ["Initializer", "initializer", "TruncatedNormal", "Normal", "Uniform", "HeUniform", "HeNormal",
           "XavierUniform", "XavierNormal", "One", "Zero", "Constant", "Identity", "Sparse", "Dirac", "Orthogonal",
           "VarianceScaling"]

_INITIALIZER_ALIAS = {}
_PACKAGE = __name__.split(".", 1)[0]


def _register(*aliases):
    """Class decorator: make the class reachable from :func:`initializer` by its lower-cased name and `aliases`."""
    def alias_reg(cls):
        _INITIALIZER_ALIAS.setdefault(cls.__name__.lower(), cls)
        for alias in aliases:
            _INITIALIZER_ALIAS.setdefault(alias, cls)
        return cls
    return alias_reg


def _generator():
    """A torch CPU generator seeded from numpy's global generator (one draw per initialization)."""
    g = torch.Generator()
    g.manual_seed(int(np.random.randint(low=1, high=1 << 63, dtype=np.int64)))
    return g


def _normal(shape, mean, sigma, name):
    if sigma < 0:
        raise ValueError(f"For '{name}', the 'sigma' must be non-negative, but got {sigma}.")
    return torch.empty(shape, dtype=torch.float32).normal_(float(mean), float(sigma), generator=_generator())


def _uniform(shape, low, high):
    low, high = min(low, high), max(low, high)
    return torch.empty(shape, dtype=torch.float32).uniform_(float(low), float(high), generator=_generator())


def _truncated_normal(shape, mean, sigma, a, b, name):
    if not sigma > 0:
        raise ValueError(f"For '{name}', the 'sigma' must be positive, but got {sigma}.")
    if not a < b:
        raise ValueError(f"For '{name}', the lower bound 'a' must be less than the upper bound 'b', but got a={a}, "
                         f"b={b}.")
    t = torch.empty(shape, dtype=torch.float32)
    return torch.nn.init.trunc_normal_(t, float(mean), float(sigma), float(a), float(b), generator=_generator())


def _calculate_fan_in_and_fan_out(shape):
    """``(fan_in, fan_out)`` of a weight shape: ``(in, out)`` for 2-D, times the receptive field for N-D."""
    dimensions = len(shape)
    if dimensions < 2:
        raise ValueError(f"'fan_in' and 'fan_out' can not be computed for tensor with fewer than 2 dimensions, but "
                         f"got dimensions {dimensions}.")
    receptive_field_size = math.prod(shape[2:]) if dimensions > 2 else 1
    return shape[1] * receptive_field_size, shape[0] * receptive_field_size


def _calculate_correct_fan(shape, mode):
    mode = mode.lower() if isinstance(mode, str) else mode
    valid_modes = ["fan_in", "fan_out"]
    if mode not in valid_modes:
        raise ValueError(f"'mode' {mode} not supported, please use one of {valid_modes}")
    fan_in, fan_out = _calculate_fan_in_and_fan_out(shape)
    return fan_in if mode == "fan_in" else fan_out


_LINEAR_FNS = ("linear", "conv1d", "conv2d", "conv3d", "conv_transpose1d", "conv_transpose2d", "conv_transpose3d",
               "sigmoid")


def _calculate_gain(nonlinearity, param, name):
    """The recommended gain of a nonlinearity (``param`` is the leaky-ReLU negative slope)."""
    if nonlinearity in _LINEAR_FNS:
        return 1
    if nonlinearity == "tanh":
        return 5.0 / 3
    if nonlinearity == "relu":
        return math.sqrt(2.0)
    if nonlinearity == "leaky_relu":
        if param is None:
            negative_slope = 0.01
        elif isinstance(param, (int, float)) and not isinstance(param, bool):
            negative_slope = param
        else:
            raise ValueError(f"For '{name}', 'negative_slope' {param} is not a valid number. When 'nonlinearity' has "
                             f"been set to 'leaky_relu', 'negative_slope' should be int or float type, but got "
                             f"{type(param)}.")
        return math.sqrt(2.0 / (1 + negative_slope ** 2))
    raise ValueError(f"For '{name}', the argument 'nonlinearity' should be one of ['sigmoid', 'tanh', 'relu' or "
                     f"'leaky_relu'], but got {nonlinearity}.")


class Initializer:
    """
    The base class of initializers.

    An initializer is called with a numpy array and fills it in place; :func:`initializer` and
    ``Tensor(shape=..., dtype=..., init=...)`` use it to create tensor data. To write a custom initializer,
    subclass it and override ``_initialize(self, arr)`` to fill the numpy array `arr`.

    Args:
        kwargs (dict): keyword arguments kept on the instance.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore.common.initializer import Initializer, initializer
        >>> class Arange(Initializer):
        ...     def _initialize(self, arr):
        ...         arr[...] = np.arange(arr.size).reshape(arr.shape)
        >>> print(initializer(Arange(), [2, 3], mindspore.float32).init_data())
        [[0. 1. 2.]
         [3. 4. 5.]]
    """

    def __init__(self, **kwargs):
        self._kwargs = kwargs
        self._seed = None

    @property
    def seed(self):
        """``(seed, seed2)`` recorded for this initializer: ``(value + 1, 0)`` after ``init.seed = value``, else
        ``(global seed or 0, 0)``. Random values are drawn as described in the module documentation."""
        if self._seed is None:
            return (get_seed() or 0), 0
        return self._seed + 1, 0

    @seed.setter
    def seed(self, value):
        self._seed = value

    def _values(self, shape, dtype):
        """torch tensor (CPU) of `shape` and torch `dtype` holding the values; None for custom subclasses."""
        return None

    def _initialize(self, arr):
        values = self._values(tuple(arr.shape), _np_to_torch_dtype(arr.dtype))
        if values is None:
            raise TypeError(f"'{type(self).__name__}' is an abstract initializer: subclass Initializer and override "
                            f"'_initialize(self, arr)' to fill the numpy array 'arr'.")
        arr[...] = _dm.to_numpy(values)

    def __call__(self, arr):
        """
        Fill `arr` in place.

        Args:
            arr (numpy.ndarray): the array to fill.

        Examples:
            >>> import numpy as np
            >>> from mindspore.common.initializer import Constant
            >>> arr = np.zeros((2,), np.float32)
            >>> Constant(3)(arr)
            >>> print(arr)
            [3. 3.]
        """
        if isinstance(arr, Tensor):
            with torch.no_grad():
                arr._t.copy_(_fill(self, arr.shape, arr.dtype).to(arr._t.device))
            return None
        return self._initialize(arr)

    def __repr__(self):
        module = type(self).__module__
        if module == _PACKAGE or module.startswith(_PACKAGE + "."):
            module = "mindspore" + module[len(_PACKAGE):]
        return f"<{module}.{type(self).__qualname__} object at {hex(id(self))}>"


def _np_to_torch_dtype(np_dtype):
    try:
        return _dm.to_torch(_dm.np_to_ms(np_dtype))
    except TypeError:
        return torch.float32


def _cast(values, dtype):
    return values if values.dtype is dtype else values.to(dtype)


@_register("zeros")
class Zero(Initializer):
    """
    Fills the tensor with zeros. String names: ``'zero'``, ``'zeros'``.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore.common.initializer import initializer, Zero
        >>> print(initializer(Zero(), [1, 2], mindspore.float32).init_data())
        [[0. 0.]]
        >>> print(initializer('zeros', [2], mindspore.int32).init_data())
        [0 0]
    """

    def _values(self, shape, dtype):
        return torch.zeros(shape, dtype=dtype)


@_register("ones")
class One(Initializer):
    """
    Fills the tensor with ones. String names: ``'one'``, ``'ones'``.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore.common.initializer import initializer, One
        >>> print(initializer(One(), [1, 3], mindspore.float32).init_data())
        [[1. 1. 1.]]
        >>> print(initializer('ones', [2], mindspore.float16).dtype)
        Float16
    """

    def _values(self, shape, dtype):
        return torch.ones(shape, dtype=dtype)


class Constant(Initializer):
    """
    Fills the tensor with a constant value. ``initializer(number, shape, dtype)`` uses it too.

    Args:
        value (Union[int, float, bool, numpy.ndarray]): the value (an array is broadcast to the shape).

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore.common.initializer import initializer, Constant
        >>> print(initializer(Constant(3), [1, 2], mindspore.float32).init_data())
        [[3. 3.]]
        >>> print(initializer(0.5, [2], mindspore.float32).init_data())
        [0.5 0.5]
    """

    def __init__(self, value):
        super().__init__(value=value)
        self.value = value

    def _values(self, shape, dtype):
        value = self.value
        if isinstance(value, Tensor):
            value = value.asnumpy()
        if isinstance(value, (np.ndarray, np.generic)) and np.ndim(value) > 0:
            src = torch.from_numpy(np.ascontiguousarray(value))
            return _cast(src, dtype).expand(shape).clone()
        if isinstance(value, (np.ndarray, np.generic)):
            value = value.item()
        floating = dtype.is_floating_point or dtype.is_complex
        if isinstance(value, float) and not floating:
            return torch.full(shape, value, dtype=torch.float64).to(dtype)
        return torch.full(shape, value, dtype=dtype)


@_register()
class Normal(Initializer):
    r"""
    Fills the tensor with samples of the normal distribution :math:`N(\text{mean}, \text{sigma}^2)`.
    String name: ``'normal'``.

    Args:
        sigma (float): the standard deviation. Default: ``0.01``.
        mean (float): the mean. Default: ``0.0``.

    Raises:
        ValueError: if `sigma` is negative (when the tensor is filled).

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore.common.initializer import initializer, Normal
        >>> w = initializer(Normal(), [1, 2, 3], mindspore.float32)
        >>> print(w.shape, w.dtype)
        (1, 2, 3) Float32
        >>> print(initializer('normal', [4], mindspore.float16).dtype)
        Float16
    """

    def __init__(self, sigma=0.01, mean=0.0):
        super().__init__(sigma=sigma, mean=mean)
        self.sigma = sigma
        self.mean = mean

    def _values(self, shape, dtype):
        return _cast(_normal(shape, self.mean, self.sigma, "Normal"), dtype)


@_register()
class Uniform(Initializer):
    r"""
    Fills the tensor with samples of the uniform distribution :math:`U(-\text{scale}, \text{scale})`.
    String name: ``'uniform'``.

    Args:
        scale (float): the bound of the distribution. Default: ``0.07``.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore.common.initializer import initializer, Uniform
        >>> w = initializer(Uniform(), [1, 2, 3], mindspore.float32).init_data()
        >>> print(w.shape, bool((abs(w) <= 0.07).all()))
        (1, 2, 3) True
    """

    def __init__(self, scale=0.07):
        super().__init__(scale=scale)
        self.scale = scale

    def _values(self, shape, dtype):
        return _cast(_uniform(shape, -self.scale, self.scale), dtype)


@_register()
class TruncatedNormal(Initializer):
    r"""
    Fills the tensor with samples of the normal distribution :math:`N(\text{mean}, \text{sigma}^2)` truncated to
    the interval [`a`, `b`] (absolute bounds). String name: ``'truncatednormal'``.

    Args:
        sigma (float): the standard deviation. Default: ``0.01``.
        mean (float): the mean. Default: ``0.0``.
        a (float): the lower bound of the truncation interval. Default: ``-2.0``.
        b (float): the upper bound of the truncation interval. Default: ``2.0``.

    Raises:
        ValueError: if `sigma` is not positive or `a` is not less than `b` (when the tensor is filled).

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore.common.initializer import initializer, TruncatedNormal
        >>> w = initializer(TruncatedNormal(sigma=1.0, a=-0.5, b=0.5), [2, 3], mindspore.float32).init_data()
        >>> print(w.shape, bool((abs(w) <= 0.5).all()))
        (2, 3) True
    """

    def __init__(self, sigma=0.01, mean=0.0, a=-2.0, b=2.0):
        super().__init__(sigma=sigma, mean=mean, a=a, b=b)
        self.sigma = sigma
        self.mean = mean
        self.a = a
        self.b = b

    def _values(self, shape, dtype):
        return _cast(_truncated_normal(shape, self.mean, self.sigma, self.a, self.b, "TruncatedNormal"), dtype)


@_register("xavier_uniform")
class XavierUniform(Initializer):
    r"""
    Fills the tensor with samples of :math:`U(-\text{bound}, \text{bound})`,
    :math:`\text{bound} = \text{gain} \times \sqrt{6 / (\text{fan_in} + \text{fan_out})}` (Glorot uniform).
    String names: ``'xavieruniform'``, ``'xavier_uniform'``.

    Args:
        gain (float): a scaling factor. Default: ``1``.

    Raises:
        ValueError: if the tensor has fewer than 2 dimensions (when it is filled).

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore.common.initializer import initializer, XavierUniform
        >>> w = initializer(XavierUniform(), [4, 2], mindspore.float32).init_data()
        >>> print(w.shape, bool((abs(w) <= 1.0).all()))
        (4, 2) True
    """

    def __init__(self, gain=1):
        super().__init__(gain=gain)
        self.gain = gain

    def _values(self, shape, dtype):
        fan_in, fan_out = _calculate_fan_in_and_fan_out(shape)
        bound = self.gain * math.sqrt(6.0 / (fan_in + fan_out))
        return _cast(_uniform(shape, -bound, bound), dtype)


@_register("xavier_normal")
class XavierNormal(Initializer):
    r"""
    Fills the tensor with samples of :math:`N(0, \text{sigma}^2)`,
    :math:`\text{sigma} = \text{gain} \times \sqrt{2 / (\text{fan_in} + \text{fan_out})}` (Glorot normal).
    String names: ``'xaviernormal'``, ``'xavier_normal'``.

    Args:
        gain (float): a scaling factor. Default: ``1``.

    Raises:
        ValueError: if the tensor has fewer than 2 dimensions (when it is filled).

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore.common.initializer import initializer, XavierNormal
        >>> w = initializer(XavierNormal(), [1, 2, 3], mindspore.float32)
        >>> print(w.shape, w.dtype)
        (1, 2, 3) Float32
    """

    def __init__(self, gain=1):
        super().__init__(gain=gain)
        self.gain = gain

    def _values(self, shape, dtype):
        fan_in, fan_out = _calculate_fan_in_and_fan_out(shape)
        std = self.gain * math.sqrt(2.0 / float(fan_in + fan_out))
        return _cast(_normal(shape, 0.0, std, "XavierNormal"), dtype)


@_register("he_uniform")
class HeUniform(Initializer):
    r"""
    Fills the tensor with samples of :math:`U(-\text{bound}, \text{bound})`,
    :math:`\text{bound} = \text{gain} \times \sqrt{3 / \text{fan_mode}}` (Kaiming uniform), where the gain comes
    from `nonlinearity` and `negative_slope` and ``fan_mode`` is the fan-in or fan-out of the weight.
    String names: ``'heuniform'``, ``'he_uniform'``.

    Args:
        negative_slope (Union[int, float]): the negative slope of the leaky ReLU after this layer (used with
            ``nonlinearity='leaky_relu'``). Default: ``0``.
        mode (str): ``'fan_in'`` or ``'fan_out'``. Default: ``'fan_in'``.
        nonlinearity (str): ``'leaky_relu'``, ``'relu'``, ``'tanh'``, ``'sigmoid'`` or a linear/conv function name.
            Default: ``'leaky_relu'``.

    Raises:
        ValueError: for an unknown `mode` or `nonlinearity`, or a tensor with fewer than 2 dimensions (when the
            tensor is filled).

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore.common.initializer import initializer, HeUniform
        >>> w = initializer(HeUniform(), [6, 1, 5, 5], mindspore.float32).init_data()
        >>> print(w.shape, bool((abs(w) <= (6 / 25) ** 0.5).all()))
        (6, 1, 5, 5) True
    """

    def __init__(self, negative_slope=0, mode="fan_in", nonlinearity="leaky_relu"):
        super().__init__(negative_slope=negative_slope, mode=mode, nonlinearity=nonlinearity)
        self.negative_slope = negative_slope
        self.mode = mode
        self.nonlinearity = nonlinearity

    def _values(self, shape, dtype):
        fan = _calculate_correct_fan(shape, self.mode)
        gain = _calculate_gain(self.nonlinearity, self.negative_slope, "HeUniform")
        bound = math.sqrt(3.0) * gain / math.sqrt(fan)
        return _cast(_uniform(shape, -bound, bound), dtype)


@_register("he_normal")
class HeNormal(Initializer):
    r"""
    Fills the tensor with samples of :math:`N(0, \text{sigma}^2)`,
    :math:`\text{sigma} = \text{gain} / \sqrt{\text{fan_mode}}` (Kaiming normal). String names: ``'henormal'``,
    ``'he_normal'``.

    Args:
        negative_slope (Union[int, float]): the negative slope of the leaky ReLU after this layer (used with
            ``nonlinearity='leaky_relu'``). Default: ``0``.
        mode (str): ``'fan_in'`` or ``'fan_out'``. Default: ``'fan_in'``.
        nonlinearity (str): ``'leaky_relu'``, ``'relu'``, ``'tanh'``, ``'sigmoid'`` or a linear/conv function name.
            Default: ``'leaky_relu'``.

    Raises:
        ValueError: for an unknown `mode` or `nonlinearity`, or a tensor with fewer than 2 dimensions (when the
            tensor is filled).

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore.common.initializer import initializer, HeNormal
        >>> w = initializer(HeNormal(mode='fan_out', nonlinearity='relu'), [1, 2, 3], mindspore.float32)
        >>> print(w.shape, w.dtype)
        (1, 2, 3) Float32
    """

    def __init__(self, negative_slope=0, mode="fan_in", nonlinearity="leaky_relu"):
        super().__init__(negative_slope=negative_slope, mode=mode, nonlinearity=nonlinearity)
        self.negative_slope = negative_slope
        self.mode = mode
        self.nonlinearity = nonlinearity

    def _values(self, shape, dtype):
        fan = _calculate_correct_fan(shape, self.mode)
        gain = _calculate_gain(self.nonlinearity, self.negative_slope, "HeNormal")
        return _cast(_normal(shape, 0.0, gain / math.sqrt(fan), "HeNormal"), dtype)


@_register()
class Identity(Initializer):
    """
    Fills a 2-D tensor with the identity matrix (ones on the main diagonal). String name: ``'identity'``.

    Raises:
        ValueError: if the tensor is not 2-D (when it is filled).

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore.common.initializer import initializer, Identity
        >>> print(initializer(Identity(), [2, 3], mindspore.float32).init_data())
        [[1. 0. 0.]
         [0. 1. 0.]]
    """

    def _values(self, shape, dtype):
        if len(shape) != 2:
            raise ValueError(f"For Identity initializer, the dimension of the initialized tensor should be 2, but got "
                             f"{len(shape)}.")
        return torch.eye(shape[0], shape[1], dtype=dtype)


@_register()
class Sparse(Initializer):
    r"""
    Fills a 2-D tensor with samples of :math:`N(0, \text{sigma}^2)` and sets ``ceil(sparsity * rows)`` randomly
    chosen elements of every column to zero. String name: ``'sparse'`` (needs `sparsity`, so only the class form
    is usable).

    Args:
        sparsity (float): the fraction of each column set to zero.
        sigma (float): the standard deviation of the non-zero values. Default: ``0.01``.

    Raises:
        ValueError: if the tensor is not 2-D (when it is filled).

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore.common.initializer import initializer, Sparse
        >>> w = initializer(Sparse(sparsity=0.5, sigma=0.01), [4, 3], mindspore.float32).init_data()
        >>> print(w.shape, (w == 0).sum(axis=0))
        (4, 3) [2 2 2]
    """

    def __init__(self, sparsity, sigma=0.01):
        super().__init__(sparsity=sparsity, sigma=sigma)
        self.sparsity = sparsity
        self.sigma = sigma

    def _values(self, shape, dtype):
        if len(shape) != 2:
            raise ValueError(f"For Sparse initializer, the dimension of the initialized tensor should be 2, but got "
                             f"{len(shape)}.")
        rows, cols = shape
        zero_num = int(math.ceil(self.sparsity * rows))
        data = _normal(shape, 0.0, self.sigma, "Sparse")
        g = _generator()
        for col in range(cols):
            data[torch.randperm(rows, generator=g)[:zero_num], col] = 0.0
        return _cast(data, dtype)


@_register()
class Dirac(Initializer):
    """
    Fills a 3-D, 4-D or 5-D convolution weight with the Dirac delta, so that the convolution preserves its input
    channels (each of the `groups` channel groups separately). String name: ``'dirac'``.

    Args:
        groups (int): the number of groups of the convolution. Default: ``1``.

    Raises:
        ValueError: if the tensor is not 3-, 4- or 5-D, or its first dimension is not divisible by `groups` (when it
            is filled).

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore.common.initializer import initializer, Dirac
        >>> w = initializer(Dirac(groups=2), [6, 4, 3, 3], mindspore.float32).init_data()
        >>> print(w.shape, w.sum(), w[0, 0, 1, 1], w[3, 0, 1, 1])
        (6, 4, 3, 3) 6.0 1.0 1.0
    """

    def __init__(self, groups=1):
        super().__init__(groups=groups)
        self.groups = groups

    def _values(self, shape, dtype):
        dimension = len(shape)
        if dimension not in (3, 4, 5):
            raise ValueError(f"For Dirac initializer, only support to initialize tensor with dimension of 3, 4 or 5, "
                             f"but got {dimension}.")
        if shape[0] % self.groups != 0:
            raise ValueError(f"For Dirac initializer, the first dimension of the initialized tensor must be divisible "
                             f"by groups, but got first dimension {shape[0]}, groups {self.groups}.")
        data = torch.zeros(shape, dtype=dtype)
        out_per_group = shape[0] // self.groups
        centre = tuple(s // 2 for s in shape[2:])
        for group in range(self.groups):
            for d in range(min(out_per_group, shape[1])):
                data[(group * out_per_group + d, d) + centre] = 1
        return data


@_register()
class Orthogonal(Initializer):
    """
    Fills the tensor with a (semi-)orthogonal matrix times `gain`; dimensions after the first are flattened.
    String name: ``'orthogonal'``.

    Args:
        gain (float): a scaling factor. Default: ``1.0``.

    Raises:
        ValueError: if the tensor has fewer than 2 dimensions (when it is filled).

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore.common.initializer import initializer, Orthogonal
        >>> w = initializer(Orthogonal(), [3, 3], mindspore.float32).asnumpy()
        >>> print(np.allclose(w @ w.T, np.eye(3), atol=1e-5))
        True
    """

    def __init__(self, gain=1.):
        super().__init__(gain=gain)
        self.gain = gain

    def _values(self, shape, dtype):
        if len(shape) < 2:
            raise ValueError(f"For Orthogonal initializer, the dimension of the initialized tensor should be no less "
                             f"than 2, but got {len(shape)}.")
        rows = shape[0]
        cols = math.prod(shape) // rows
        data = _normal((rows, cols), 0.0, 1.0, "Orthogonal")
        if rows < cols:
            data = data.T
        q, r = torch.linalg.qr(data)
        q = q * torch.sign(torch.diagonal(r))
        if rows < cols:
            q = q.T
        return _cast((q * self.gain).reshape(shape).contiguous(), dtype)


@_register()
class VarianceScaling(Initializer):
    r"""
    Fills the tensor with random values whose variance is ``scale / n``, where ``n`` is the fan-in, the fan-out or
    their average. String name: ``'variancescaling'``.

    With ``distribution='untruncated_normal'`` values come from :math:`N(0, \text{scale} / n)`; with
    ``'uniform'`` from :math:`U(-\sqrt{3 \cdot \text{scale} / n}, \sqrt{3 \cdot \text{scale} / n})`.

    Note:
        MindSpore draws the default ``'truncated_normal'`` distribution from the same uniform interval as
        ``'uniform'`` (its truncated-normal branch is unreachable), so this implementation does too: the variance is
        ``scale / n`` either way.

    Args:
        scale (float): the scaling factor. Default: ``1.0``.
        mode (str): ``'fan_in'``, ``'fan_out'`` or ``'fan_avg'``. Default: ``'fan_in'``.
        distribution (str): ``'uniform'``, ``'truncated_normal'`` or ``'untruncated_normal'``.
            Default: ``'truncated_normal'``.

    Raises:
        ValueError: if `scale` is not greater than 0, or `mode` / `distribution` is not one of the values above.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore.common.initializer import initializer, VarianceScaling
        >>> init = VarianceScaling(scale=1.0, mode='fan_out', distribution='untruncated_normal')
        >>> w = initializer(init, [2, 3], mindspore.float32)
        >>> print(w.shape, w.dtype)
        (2, 3) Float32
    """

    def __init__(self, scale=1.0, mode="fan_in", distribution="truncated_normal"):
        super().__init__(scale=scale, mode=mode, distribution=distribution)
        if scale <= 0.:
            raise ValueError(f"For VarianceScaling initializer, the argument 'scale' must be greater than 0, but got "
                             f"{scale}.")
        if mode not in ("fan_in", "fan_out", "fan_avg"):
            raise ValueError(f"For VarianceScaling initializer, the argument 'mode' must be fan_in, fan_out or "
                             f"fan_avg, but got {mode}.")
        if distribution not in ("uniform", "truncated_normal", "untruncated_normal"):
            raise ValueError(f"For VarianceScaling initializer, the argument 'distribution' must be uniform, "
                             f"truncated_normal or untruncated_normal, but got {distribution}.")
        self.scale = scale
        self.mode = mode
        self.distribution = distribution

    def _values(self, shape, dtype):
        fan_in, fan_out = _calculate_fan_in_and_fan_out(shape)
        n = {"fan_in": fan_in, "fan_out": fan_out, "fan_avg": (fan_in + fan_out) / 2.0}[self.mode]
        scale = self.scale / max(1., n)
        if self.distribution == "untruncated_normal":
            return _cast(_normal(shape, 0.0, math.sqrt(scale), "VarianceScaling"), dtype)
        limit = math.sqrt(3.0 * scale)
        return _cast(_uniform(shape, -limit, limit), dtype)


def _resolve(init):
    """An Initializer instance for `init` (an Initializer, a registered name or a number)."""
    if isinstance(init, Initializer):
        return init
    if isinstance(init, str):
        cls = _INITIALIZER_ALIAS.get(init.lower())
        if cls is None:
            raise ValueError(f"For 'initializer', the class corresponding to '{init}' was not found.")
        return cls()
    if isinstance(init, numbers.Number):
        return Constant(init)
    raise TypeError(f"For 'initializer', the type of the 'init' argument should be 'Tensor', 'number', 'string' or "
                    f"'initializer', but got {type(init)}.")


def _fill(init, shape, ms_dtype):
    """CPU torch tensor of `shape` and MindSpore dtype `ms_dtype` filled by `init` (the hook of ``Tensor(init=)``)."""
    if isinstance(init, Tensor):
        if shape is not None and tuple(init.shape) != tuple(shape):
            raise ValueError(f"For 'Tensor', the shape of the 'init' Tensor {init.shape} must equal 'shape' "
                             f"{tuple(shape)}.")
        return init._t.detach().to(_dm.to_torch(ms_dtype)).cpu().clone()
    init = _resolve(init)
    shape = tuple(shape)
    target = _dm.to_torch(ms_dtype)
    if type(init)._initialize is Initializer._initialize:
        values = init._values(shape, target)
        if values is None:
            raise TypeError(f"'{type(init).__name__}' is an abstract initializer: subclass Initializer and override "
                            f"'_initialize(self, arr)' to fill the numpy array 'arr'.")
        return values
    try:
        np_type = mstype.dtype_to_nptype(ms_dtype)
    except TypeError:
        np_type = np.float32
    if target in _dm._VIA_FLOAT32:
        np_type = np.float32
    arr = np.zeros(shape, dtype=np_type)
    init(arr)
    return _dm.from_numpy(arr).to(target)


def initializer(init, shape=None, dtype=mstype.float32):
    """
    Create a tensor filled by an initializer.

    Args:
        init (Union[Tensor, str, Initializer, numbers.Number]): what fills the tensor.

            - `str`: the name of a registered initializer (case-insensitive), e.g. ``'normal'``, ``'ones'``,
              ``'zeros'``, ``'uniform'``, ``'truncatedNormal'``, ``'xavier_uniform'``, ``'xavier_normal'``,
              ``'he_uniform'``, ``'he_normal'``, ``'identity'``, ``'orthogonal'``, ``'dirac'``,
              ``'varianceScaling'``.
            - `Initializer`: an initializer instance.
            - `numbers.Number`: a constant (:class:`Constant`).
            - `Tensor`: returned as is (its shape must equal `shape`).

        shape (Union[tuple, list, int]): the shape; every element a positive int. Default: ``None``.
        dtype (mindspore.dtype): the dtype. Default: ``mstype.float32``.

    Returns:
        Tensor.

    Raises:
        TypeError: if `init` has an unsupported type.
        ValueError: if the name is unknown, `shape` is invalid or missing, or a Tensor `init` has another shape.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor
        >>> from mindspore.common.initializer import initializer, One
        >>> data = Tensor(np.zeros([1, 2, 3]), mindspore.float32)
        >>> print(initializer(data, [1, 2, 3], mindspore.float32) is data)
        True
        >>> print(initializer('ones', [1, 2, 3], mindspore.float32).shape)
        (1, 2, 3)
        >>> print(initializer(One(), [2], mindspore.int32).init_data())
        [1 1]
        >>> print(initializer(0, [2], mindspore.float32).init_data())
        [0. 0.]
    """
    if not isinstance(init, (Tensor, numbers.Number, str, Initializer)):
        raise TypeError(f"For 'initializer', the type of the 'init' argument should be 'Tensor', 'number', 'string' "
                        f"or 'initializer', but got {type(init)}.")
    if isinstance(init, Tensor):
        if shape is not None:
            want = tuple(shape) if isinstance(shape, (tuple, list)) else (shape,)
            if tuple(init.shape) != want:
                raise ValueError(f"For 'initializer', the shape of the 'init' argument should be same as the argument "
                                 f"'shape', but got the 'init' shape {list(init.shape)} and the 'shape' "
                                 f"{list(want)}.")
        return init
    if isinstance(shape, list):
        shape = tuple(shape)
    elif isinstance(shape, numbers.Number):
        shape = (shape,)
    if shape is None:
        raise ValueError("For 'initializer', the argument 'shape' must be given when 'init' is not a Tensor.")
    if not isinstance(shape, tuple):
        raise TypeError(f"For 'initializer', the argument 'shape' must be a tuple, list or int, but got "
                        f"{type(shape).__name__}.")
    for value in shape:
        if isinstance(value, bool) or not isinstance(value, int) or value <= 0:
            raise ValueError(f"For 'initializer', the argument 'shape' is invalid, the value of 'shape' must be "
                             f"positive integer, but got {shape}")
    if not isinstance(dtype, mstype.Type):
        raise TypeError(f"For 'initializer', the argument 'dtype' must be a mindspore.dtype, but got {dtype!r}.")
    return Tensor(dtype=dtype, shape=shape, init=_resolve(init))


from .._unsupported import missing_name_hook as _missing_name_hook  # noqa: E402
__getattr__ = _missing_name_hook(__name__)
