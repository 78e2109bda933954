"""``mindspore.nn.probability.distribution.Logistic``."""
import math

import torch
import torch.nn.functional as F

from .distribution import Distribution, check_float_dtype, check_positive
from ....common import dtype as mstype
from ....common.tensor import _wrap

__all__ = ["Logistic"]


class Logistic(Distribution):
    r"""
    The logistic distribution: :math:`F(x) = \sigma\left(\frac{x - \mu}{s}\right)` with the sigmoid :math:`\sigma`.

    Args:
        loc (Union[int, float, list, numpy.ndarray, Tensor]): The location :math:`\mu`. Default: ``None`` (pass it
            to each call).
        scale (Union[int, float, list, numpy.ndarray, Tensor]): The scale :math:`s`, > 0. Default: ``None`` .
        seed (int): The sampling seed. Default: ``None`` (0).
        dtype (mindspore.dtype): A floating type. Default: ``mstype.float32`` .
        name (str): The name. Default: ``'Logistic'`` .

    Inputs and Outputs of APIs:
        The methods of :class:`mindspore.nn.probability.distribution.Distribution` except ``kl_loss`` and
        ``cross_entropy`` (not defined, as in MindSpore); the optional parameter arguments are `loc` and `scale`.

    Raises:
        ValueError: If an element of `scale` is not greater than 0.
        TypeError: If `dtype` is not a floating type.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> import mindspore.nn.probability.distribution as msd
        >>> d = msd.Logistic(0.0, 1.0)
        >>> print(d.cdf(ms.Tensor(np.array([0.0, 2.0]), ms.float32)))
        [0.5        0.88079715]
    """

    def __init__(self, loc=None, scale=None, seed=None, dtype=mstype.float32, name="Logistic"):
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

    def _log_prob_t(self, x, loc, scale):
        z = (x - loc) / scale
        return -z - 2.0 * F.softplus(-z) - scale.log()

    def _cdf_t(self, x, loc, scale):
        return torch.sigmoid((x - loc) / scale)

    def _log_cdf_t(self, x, loc, scale):
        return -F.softplus(-(x - loc) / scale)

    def _survival_t(self, x, loc, scale):
        return torch.sigmoid(-(x - loc) / scale)

    def _log_survival_t(self, x, loc, scale):
        return -F.softplus((x - loc) / scale)

    def _mean_t(self, loc, scale):
        return loc

    def _mode_t(self, loc, scale):
        return loc

    def _sd_t(self, loc, scale):
        return scale * (math.pi / math.sqrt(3.0))

    def _entropy_t(self, loc, scale):
        return scale.log() + 2.0

    def _sample_t(self, shape, loc, scale):
        u = torch.rand(shape + tuple(loc.shape), generator=self._generator).clamp_min(torch.finfo(torch.float32).tiny)
        return loc + scale * (torch.log(u) - torch.log1p(-u))
