"""``mindspore.nn.probability.distribution.Gamma``."""
import torch

from .distribution import Distribution, check_float_dtype, check_positive
from ....common import dtype as mstype
from ....common.tensor import _wrap

__all__ = ["Gamma"]


class Gamma(Distribution):
    r"""
    The gamma distribution with concentration :math:`\alpha` and rate :math:`\beta`:
    :math:`f(x) = \frac{\beta^\alpha}{\Gamma(\alpha)} x^{\alpha - 1} e^{-\beta x}`.

    Args:
        concentration (Union[int, float, list, numpy.ndarray, Tensor]): :math:`\alpha`, > 0. Default: ``None``
            (pass it to each call).
        rate (Union[int, float, list, numpy.ndarray, Tensor]): :math:`\beta`, > 0. Default: ``None`` .
        seed (int): The sampling seed. Default: ``None`` (0).
        dtype (mindspore.dtype): A floating type. Default: ``mstype.float32`` .
        name (str): The name. Default: ``'Gamma'`` .

    Inputs and Outputs of APIs:
        The methods of :class:`mindspore.nn.probability.distribution.Distribution` (``mode`` is NaN where
        :math:`\alpha \le 1`); the optional parameter arguments are `concentration` and `rate`, and ``kl_loss`` /
        ``cross_entropy`` take ``('Gamma', concentration_b, rate_b)``.

    Raises:
        ValueError: If an element of `concentration` or `rate` is not greater than 0.
        TypeError: If `dtype` is not a floating type, or `concentration` or `rate` is a Python number.

    Supported Platforms:
        ``Ascend``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> import mindspore.nn.probability.distribution as msd
        >>> g = msd.Gamma(ms.Tensor([2.0], ms.float32), ms.Tensor([1.0], ms.float32))
        >>> print(g.mean(), g.var())
        [2.] [2.]
    """

    def __init__(self, concentration=None, rate=None, seed=None, dtype=mstype.float32, name="Gamma"):
        param = dict(locals())
        param["param_dict"] = {"concentration": concentration, "rate": rate}
        check_float_dtype(dtype, type(self).__name__)
        for arg, value in (("concentration", concentration), ("rate", rate)):
            if isinstance(value, (int, float)):  # MindSpore's kernels here take no Python scalars
                raise TypeError(f"Input {arg} can't be scalar")
        super().__init__(seed, dtype, name, param)
        self._concentration = self._add_parameter(concentration, "concentration")
        self._rate = self._add_parameter(rate, "rate")
        check_positive(self._concentration, "concentration")
        check_positive(self._rate, "rate")
        self._finish_parameters()

    @property
    def concentration(self):
        """Tensor, alpha (None when not given at construction)."""
        return None if self._concentration is None else _wrap(self._concentration)

    @property
    def rate(self):
        """Tensor, beta (None when not given at construction)."""
        return None if self._rate is None else _wrap(self._rate)

    def extend_repr(self):
        if self.is_scalar_batch:
            return f"concentration = {self._param_text('concentration')}, rate = {self._param_text('rate')}"
        return f"batch_shape = {self.broadcast_shape}"

    def _mean_t(self, a, r):
        return a / r

    def _var_t(self, a, r):
        return a / r.square()

    def _sd_t(self, a, r):
        return a.sqrt() / r

    def _mode_t(self, a, r):
        return torch.where(a > 1.0, (a - 1.0) / r, torch.full_like(a, float("nan")))

    def _entropy_t(self, a, r):
        return a - r.log() + torch.lgamma(a) + (1.0 - a) * torch.digamma(a)

    def _log_prob_t(self, x, a, r):
        return (a - 1.0) * x.log() - r * x - (torch.lgamma(a) - a * r.log())

    def _cdf_t(self, x, a, r):
        a, rx = torch.broadcast_tensors(a, r * x)
        return torch.special.gammainc(a, rx)

    def _kl_t(self, other, own):
        (a_b, r_b), (a_a, r_a) = other, own
        return ((a_a - a_b) * torch.digamma(a_a) + torch.lgamma(a_b) - torch.lgamma(a_a)
                + a_b * (r_a.log() - r_b.log()) + a_a * (r_b / r_a - 1.0))

    def _sample_t(self, shape, a, r):
        full = shape + tuple(a.shape)
        return torch._standard_gamma(a.expand(full).contiguous(), generator=self._generator) / r
