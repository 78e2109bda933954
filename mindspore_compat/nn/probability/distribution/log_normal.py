"""``mindspore.nn.probability.distribution.LogNormal``."""
import math

import torch

from .normal import Normal
from .transformed_distribution import TransformedDistribution
from ..bijector.exp import Exp
from ....common import dtype as mstype
from ....common.tensor import _wrap

__all__ = ["LogNormal"]


class LogNormal(TransformedDistribution):
    r"""
    The log-normal distribution: :math:`\log Y` is normal with mean :math:`\mu` (`loc`) and standard deviation
    :math:`\sigma` (`scale`); a :class:`TransformedDistribution` of :class:`Normal` by :class:`Exp`.

    Args:
        loc (Union[int, float, list, numpy.ndarray, Tensor]): :math:`\mu`. Default: ``None`` (pass it to each call).
        scale (Union[int, float, list, numpy.ndarray, Tensor]): :math:`\sigma`, > 0. Default: ``None`` .
        seed (int): The sampling seed. Default: ``0`` .
        dtype (mindspore.dtype): A floating type. Default: ``mstype.float32`` .
        name (str): The name. Default: ``'LogNormal'`` .

    Inputs and Outputs of APIs:
        The methods of :class:`mindspore.nn.probability.distribution.Distribution`; the optional parameter
        arguments are `loc` and `scale`, and ``kl_loss`` / ``cross_entropy`` take ``('LogNormal', loc_b,
        scale_b)``.

    Raises:
        ValueError: If an element of `scale` is not greater than 0.
        TypeError: If `dtype` is not a floating type.

    Supported Platforms:
        ``Ascend`` ``GPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> import mindspore.nn.probability.distribution as msd
        >>> d = msd.LogNormal(0.0, 1.0)
        >>> print(d.cdf(ms.Tensor(np.array([-1.0, 1.0]), ms.float32)))
        [0.  0.5]
    """

    def __init__(self, loc=None, scale=None, seed=0, dtype=mstype.float32, name="LogNormal"):
        super().__init__(Exp(), Normal(loc, scale, dtype=dtype), seed=seed, name=name)
        self._dist_parameters = {"loc": loc, "scale": scale, "seed": seed, "dtype": dtype, "name": name}
        self._param_values = {"loc": loc, "scale": scale}
        self.default_parameters, self.parameter_names = [], []
        self._loc = self._add_parameter(loc, "loc")
        self._scale = self._add_parameter(scale, "scale")

    @property
    def loc(self):
        """Tensor, :math:`\\mu`."""
        return None if self._loc is None else _wrap(self._loc)

    @property
    def scale(self):
        """Tensor, :math:`\\sigma`."""
        return None if self._scale is None else _wrap(self._scale)

    def _get_dist_type(self):
        return "LogNormal"

    def extend_repr(self):
        if self.is_scalar_batch:
            return f"loc = {self._param_text('loc')}, scale = {self._param_text('scale')}"
        return f"batch_shape = {self.broadcast_shape}"

    def _mean_t(self, loc, scale):
        return torch.exp(loc + 0.5 * scale.square())

    def _mode_t(self, loc, scale):
        return torch.exp(loc - scale.square())

    def _var_t(self, loc, scale):
        var = scale.square()
        return torch.expm1(var) * torch.exp(2.0 * loc + var)

    def _entropy_t(self, loc, scale):
        return loc + 0.5 + scale.log() + 0.5 * math.log(2.0 * math.pi)

    def _cdf_t(self, y, loc, scale):
        cdf = self._distribution._cdf_t(torch.log(y), loc, scale)
        return torch.where(y > 0, cdf, torch.zeros_like(cdf))

    def _kl_t(self, other, own):
        return self._distribution._kl_t(other, own)
