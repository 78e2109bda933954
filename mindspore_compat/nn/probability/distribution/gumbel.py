"""``mindspore.nn.probability.distribution.Gumbel``."""
import math

import torch

from .distribution import check_float_dtype
from .transformed_distribution import TransformedDistribution
from .uniform import Uniform
from ..bijector.gumbel_cdf import GumbelCDF
from ..bijector.invert import Invert
from ....common import dtype as mstype
from ....common.tensor import _wrap

__all__ = ["Gumbel"]

_EULER_GAMMA = 0.5772156649015329


class Gumbel(TransformedDistribution):
    r"""
    The Gumbel (type I extreme value) distribution, :math:`F(x) = \exp(-\exp(-\frac{x - \mu}{\beta}))`; a
    :class:`TransformedDistribution` of the uniform distribution on [0, 1] by the inverse of
    :class:`mindspore.nn.probability.bijector.GumbelCDF`. Its parameters are fixed at construction: the methods take
    no parameter arguments.

    Args:
        loc (Union[int, float, list, numpy.ndarray, Tensor]): The location :math:`\mu`.
        scale (Union[int, float, list, numpy.ndarray, Tensor]): The scale :math:`\beta`, > 0.
        seed (int): The sampling seed. Default: ``0`` .
        dtype (mindspore.dtype): A floating type. Default: ``mstype.float32`` .
        name (str): The name. Default: ``'Gumbel'`` .

    Inputs and Outputs of APIs:
        The methods of :class:`mindspore.nn.probability.distribution.Distribution` without parameter arguments;
        ``kl_loss`` / ``cross_entropy`` take ``('Gumbel', loc_b, scale_b)``.

    Raises:
        ValueError: If an element of `scale` is not greater than 0.
        TypeError: If `dtype` is not a floating type.

    Supported Platforms:
        ``Ascend`` ``GPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> import mindspore.nn.probability.distribution as msd
        >>> g = msd.Gumbel(0.0, 1.0)
        >>> print(g.cdf(ms.Tensor(np.array([0.0]), ms.float32)))
        [0.36787882]
    """

    def __init__(self, loc, scale, seed=0, dtype=mstype.float32, name="Gumbel"):
        check_float_dtype(dtype, type(self).__name__)
        gumbel_cdf = GumbelCDF(loc, scale)
        super().__init__(Invert(gumbel_cdf), Uniform(0.0, 1.0, dtype=dtype), seed=seed, name=name)
        self._dist_parameters = {"loc": loc, "scale": scale, "seed": seed, "dtype": dtype, "name": name}
        self._param_values = {"loc": loc, "scale": scale}
        self.default_parameters, self.parameter_names = [], []
        self._loc = self._add_parameter(loc, "loc")
        self._scale = self._add_parameter(scale, "scale")
        self._gumbel_bijector = gumbel_cdf
        self._batch_shape = tuple(torch.broadcast_shapes(self._loc.shape, self._scale.shape))
        self._broadcast_shape = self._batch_shape
        self._is_scalar_batch = gumbel_cdf.is_scalar_batch

    @property
    def loc(self):
        """Tensor, the location."""
        return _wrap(self._loc)

    @property
    def scale(self):
        """Tensor, the scale."""
        return _wrap(self._scale)

    def _get_dist_type(self):
        return "Gumbel"

    def extend_repr(self):
        if self.is_scalar_batch:
            return f"loc = {self._param_text('loc')}, scale = {self._param_text('scale')}"
        return f"batch_shape = {self.broadcast_shape}"

    def _full(self, t):
        return t * torch.ones(self._broadcast_shape)

    def _mean_t(self, loc, scale):
        return self._loc + self._scale * _EULER_GAMMA

    def _mode_t(self, loc, scale):
        return self._loc * torch.ones_like(self._scale)

    def _sd_t(self, loc, scale):
        return self._full(self._scale) * math.pi / math.sqrt(6.0)

    def _entropy_t(self, loc, scale):
        return 1.0 + self._full(self._scale).log() + _EULER_GAMMA

    def _log_prob_t(self, x, loc, scale):
        z = (x - self._loc) / self._scale
        return -(z + torch.exp(-z)) - self._scale.log()

    def _cdf_t(self, x, loc, scale):
        return self._gumbel_bijector._forward(x)

    def _kl_t(self, other, own):
        loc_b, scale_b = other
        loc_a, scale_a = self._loc, self._scale
        return (torch.log(scale_b / scale_a) + _EULER_GAMMA * (scale_a / scale_b - 1.0) + (loc_a - loc_b) / scale_b
                + torch.expm1((loc_b - loc_a) / scale_b + torch.lgamma(scale_a / scale_b + 1.0)))

    def _sample_t(self, shape, loc, scale):
        u = torch.rand(shape + self._broadcast_shape, generator=self._generator)
        return self._gumbel_bijector._inverse(u)
