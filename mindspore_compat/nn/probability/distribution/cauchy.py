"""``mindspore.nn.probability.distribution.Cauchy``."""
import math

import torch

from .distribution import Distribution, check_float_dtype, check_positive
from ....common import dtype as mstype
from ....common.tensor import _wrap

__all__ = ["Cauchy"]


class Cauchy(Distribution):
    r"""
    The Cauchy distribution :math:`f(x) = \frac{1}{\pi \gamma \left(1 + \left(\frac{x - x_0}{\gamma}\right)^2
    \right)}`. Its mean, variance and standard deviation are undefined (ValueError).

    Args:
        loc (Union[int, float, list, numpy.ndarray, Tensor]): The location :math:`x_0`. Default: ``None`` (pass it
            to each call).
        scale (Union[int, float, list, numpy.ndarray, Tensor]): The scale :math:`\gamma`, > 0. Default: ``None`` .
        seed (int): The sampling seed. Default: ``None`` (0).
        dtype (mindspore.dtype): A floating type. Default: ``mstype.float32`` .
        name (str): The name. Default: ``'Cauchy'`` .

    Inputs and Outputs of APIs:
        The methods of :class:`mindspore.nn.probability.distribution.Distribution`; the optional parameter
        arguments are `loc` and `scale`, and ``kl_loss`` / ``cross_entropy`` take ``('Cauchy', loc_b, scale_b)``.

    Raises:
        ValueError: If an element of `scale` is not greater than 0.
        TypeError: If `dtype` is not a floating type.

    Supported Platforms:
        ``Ascend``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> import mindspore.nn.probability.distribution as msd
        >>> d = msd.Cauchy(0.0, 1.0)
        >>> print(d.cdf(ms.Tensor(np.array([0.0, 1.0]), ms.float32)))
        [0.5  0.75]
    """

    def __init__(self, loc=None, scale=None, seed=None, dtype=mstype.float32, name="Cauchy"):
        param = dict(locals())
        param["param_dict"] = {"loc": loc, "scale": scale}
        check_float_dtype(dtype, type(self).__name__)
        super().__init__(seed, dtype, name, param)
        self._loc = self._add_parameter(loc, "loc")
        self._scale = self._add_parameter(scale, "scale")
        check_positive(self._scale, "scale")
        self._finish_parameters()

    @property
    def loc(self):
        """Tensor, the location (None when not given at construction)."""
        return None if self._loc is None else _wrap(self._loc)

    @property
    def scale(self):
        """Tensor, the scale (None when not given at construction)."""
        return None if self._scale is None else _wrap(self._scale)

    def extend_repr(self):
        if self.is_scalar_batch:
            return f"location = {self._param_text('loc')}, scale = {self._param_text('scale')}"
        return f"batch_shape = {self.broadcast_shape}"

    @staticmethod
    def _undefined(what):
        raise ValueError(f"{what} is undefined for Cauchy distribution.")

    def _mean_t(self, loc, scale):
        self._undefined("mean")

    def _sd_t(self, loc, scale):
        self._undefined("standard deviation")

    def _var_t(self, loc, scale):
        self._undefined("variance")

    def _mode_t(self, loc, scale):
        return loc

    def _entropy_t(self, loc, scale):
        return scale.log() + math.log(4.0 * math.pi)

    def _log_prob_t(self, x, loc, scale):
        z = (x - loc) / scale
        return -torch.log1p(z.square()) - torch.log(math.pi * scale)

    def _cdf_t(self, x, loc, scale):
        return torch.atan((x - loc) / scale) / math.pi + 0.5

    def _log_cdf_t(self, x, loc, scale):
        return torch.log1p(2.0 * torch.atan((x - loc) / scale) / math.pi) - math.log(2.0)

    def _kl_t(self, other, own):
        (loc_b, scale_b), (loc_a, scale_a) = other, own
        return torch.log((scale_a + scale_b).square() + (loc_a - loc_b).square()) - torch.log(4.0 * scale_a * scale_b)

    def _sample_t(self, shape, loc, scale):
        u = torch.rand(shape + tuple(loc.shape), generator=self._generator)
        return loc + scale * torch.tan(math.pi * (u - 0.5))
