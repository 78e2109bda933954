"""Random sampling primitives (torch generators; non-zero operator seeds give the operator its own sequence)."""
import torch

from ...common import dtype as mstype
from ...common.tensor import _wrap
from ..primitive import Primitive, prim_attr_register
from .._utils import tt, shape_tuple, device, make_generator, torch_dtype

__all__ = ["StandardNormal", "UniformReal", "UniformInt", "Multinomial"]


class _Random(Primitive):
    @prim_attr_register
    def __init__(self, seed=0, seed2=0):
        """Initialize the random operator."""
        for name, v in (("seed", seed), ("seed2", seed2)):
            if isinstance(v, bool) or not isinstance(v, int):
                raise TypeError(f"For '{self.name}', the '{name}' must be int, but got {type(v).__name__}.")
        self._gen = make_generator(seed, seed2)


class StandardNormal(_Random):
    """Samples from the standard normal distribution N(0, 1).

    Args:
        seed (int): Operator seed. Default: ``0``.
        seed2 (int): Second operator seed. Default: ``0``.

    Inputs:
        - **shape** (tuple[int]) - The output shape.

    Outputs:
        Tensor of float32.

    Raises:
        TypeError: If `seed` or `seed2` is not an int.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> from mindspore import ops
        >>> print(ops.StandardNormal(seed=2)((4, 16)).shape)
        (4, 16)
    """

    def __call__(self, shape):
        return _wrap(torch.randn(shape_tuple(shape, self.name), generator=self._gen, device=device()))


class UniformReal(_Random):
    """Samples uniformly from [0, 1).

    Args:
        seed (int): Operator seed. Default: ``0``.
        seed2 (int): Second operator seed. Default: ``0``.

    Inputs:
        - **shape** (tuple[int]) - The output shape.

    Outputs:
        Tensor of float32.

    Raises:
        TypeError: If `seed` or `seed2` is not an int.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> from mindspore import ops
        >>> print(ops.UniformReal(seed=2)((2, 2)).shape)
        (2, 2)
    """

    def __call__(self, shape):
        return _wrap(torch.rand(shape_tuple(shape, self.name), generator=self._gen, device=device()))


class UniformInt(_Random):
    """Samples integers uniformly from [minval, maxval).

    Args:
        seed (int): Operator seed. Default: ``0``.
        seed2 (int): Second operator seed. Default: ``0``.

    Inputs:
        - **shape** (tuple[int]) - The output shape.
        - **minval** (Tensor) - The lower bound (int32 scalar).
        - **maxval** (Tensor) - The upper bound, excluded (int32 scalar).

    Outputs:
        Tensor of int32.

    Raises:
        ValueError: If `minval` >= `maxval`.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> out = ops.UniformInt(seed=10)((2, 4), Tensor(1, mindspore.int32), Tensor(5, mindspore.int32))
        >>> print(out.shape, out.dtype)
        (2, 4) Int32
    """

    def __call__(self, shape, minval, maxval):
        lo, hi = int(minval), int(maxval)
        if lo >= hi:
            raise ValueError(f"For 'UniformInt', the 'minval' must be less than 'maxval', but got {lo} and {hi}.")
        return _wrap(torch.randint(lo, hi, shape_tuple(shape, self.name), generator=self._gen, device=device(),
                                   dtype=torch.int32))


class Multinomial(_Random):
    """Draws `num_samples` category indices per row from (unnormalized) probabilities, with replacement.

    Args:
        seed (int): Operator seed. Default: ``0``.
        seed2 (int): Second operator seed. Default: ``0``.
        dtype (mindspore.dtype): ``int32`` or ``int64``. Default: ``mindspore.int32``.

    Inputs:
        - **x** (Tensor) - Probabilities of shape :math:`(C,)` or :math:`(N, C)`.
        - **num_samples** (int) - Samples per row.

    Outputs:
        Tensor of shape :math:`(num\\_samples,)` or :math:`(N, num\\_samples)`.

    Raises:
        TypeError: If `x` is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x = Tensor([[0.0, 9.0, 4.0, 0.0]], mindspore.float32)
        >>> print(ops.Multinomial(seed=10)(x, 2).shape)
        (1, 2)
    """

    @prim_attr_register
    def __init__(self, seed=0, seed2=0, dtype=mstype.int32):
        """Initialize Multinomial."""
        _Random.__init__.__wrapped__(self, seed, seed2)
        self._td = torch_dtype(dtype, "Multinomial")

    def __call__(self, x, num_samples):
        t = tt(x, self.name, "x")
        return _wrap(torch.multinomial(t.float(), int(num_samples), replacement=True, generator=self._gen)
                     .to(self._td))
