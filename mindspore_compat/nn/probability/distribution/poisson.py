"""``mindspore.nn.probability.distribution.Poisson``."""
import torch

from .distribution import Distribution
from ....common import dtype as mstype
from ....common.tensor import _wrap

__all__ = ["Poisson"]


class Poisson(Distribution):
    r"""
    The Poisson distribution :math:`P(X = k) = \frac{\lambda^k e^{-\lambda}}{k!}` for :math:`k \ge 0`.

    Args:
        rate (Union[list, numpy.ndarray, Tensor]): The rate :math:`\lambda`, > 0 (a Python number is refused, as
            in MindSpore). Default: ``None`` (pass it to each call).
        seed (int): The sampling seed. Default: ``None`` (0).
        dtype (mindspore.dtype): The dtype of the samples. Default: ``mstype.float32`` .
        name (str): The name. Default: ``'Poisson'`` .

    Inputs and Outputs of APIs:
        ``prob``, ``log_prob``, ``cdf`` (and the derived survival functions), ``mean``, ``mode``, ``var``, ``sd``
        and ``sample`` of :class:`mindspore.nn.probability.distribution.Distribution`, with the optional parameter
        argument `rate`.

    Raises:
        TypeError: If `rate` is a Python int or float.
        ValueError: If an element of `rate` is not greater than 0.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> import mindspore.nn.probability.distribution as msd
        >>> p = msd.Poisson(ms.Tensor([2.0], ms.float32))
        >>> print(p.prob(ms.Tensor(np.array([0.0, 2.0]), ms.float32)))
        [0.13533515 0.27067035]
        >>> print(p.mode())
        [2.]
    """

    def __init__(self, rate=None, seed=None, dtype=mstype.float32, name="Poisson"):
        param = dict(locals())
        param["param_dict"] = {"rate": rate}
        if isinstance(rate, (int, float)):
            raise TypeError("Input rate can't be scalar")
        super().__init__(seed, dtype, name, param)
        self._rate = self._add_parameter(rate, "rate")
        if self._rate is not None and bool((self._rate <= 0).any()):
            raise ValueError("rate must be greater than zero.")
        self._finish_parameters()

    @property
    def rate(self):
        """Tensor, the rate."""
        return None if self._rate is None else _wrap(self._rate)

    def extend_repr(self):
        if self.is_scalar_batch:
            return f"rate = {self.rate}"
        return f"batch_shape = {self.broadcast_shape}"

    def _log_prob_t(self, x, rate):
        safe = torch.where(x < 0, torch.zeros_like(x), x)
        y = rate.log() * safe - torch.lgamma(safe + 1.0)
        y = torch.where(x == safe, y, torch.full_like(y, float("-inf")))
        return y - rate

    def _cdf_t(self, x, rate):
        below = x < 0
        safe = torch.where(below, torch.zeros_like(x), x)
        cdf = 1.0 - torch.special.gammainc(1.0 + safe, rate.expand_as(safe) if rate.dim() else rate)
        return torch.where(below, torch.zeros_like(cdf), cdf)

    def _mean_t(self, rate):
        return rate

    def _mode_t(self, rate):
        return torch.floor(rate)

    def _var_t(self, rate):
        return rate

    def _sample_t(self, shape, rate):
        full = shape + tuple(rate.shape)
        return torch.poisson(rate.expand(full).contiguous(), generator=self._generator)
