"""``mindspore.nn.probability.distribution.Normal``."""
import math

import torch

from .distribution import Distribution, check_float_dtype, HALF_LOG_2PI
from ....common import dtype as mstype

__all__ = ["Normal"]


class Normal(Distribution):
    r"""
    The normal (Gaussian) distribution :math:`f(x) = \frac{1}{\sigma\sqrt{2\pi}}
    \exp\left(-\frac{(x - \mu)^2}{2\sigma^2}\right)`.

    Args:
        mean (Union[int, float, list, numpy.ndarray, Tensor]): The mean :math:`\mu`. Default: ``None`` (pass it
            to each call).
        sd (Union[int, float, list, numpy.ndarray, Tensor]): The standard deviation :math:`\sigma`, > 0.
            Default: ``None`` .
        seed (int): The sampling seed. Default: ``None`` (0).
        dtype (mindspore.dtype): The dtype of the samples, a floating type. Default: ``mstype.float32`` .
        name (str): The name. Default: ``'Normal'`` .

    Inputs and Outputs of APIs:
        The methods of :class:`mindspore.nn.probability.distribution.Distribution`; their optional parameter
        arguments are `mean` and `sd`, and ``kl_loss`` / ``cross_entropy`` take ``('Normal', mean_b, sd_b)``.

    Raises:
        ValueError: If an element of `sd` is not greater than 0.
        TypeError: If `dtype` is not a floating type.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> import mindspore.nn.probability.distribution as msd
        >>> n = msd.Normal(1.0, 2.0)
        >>> x = ms.Tensor(np.array([1.0, 3.0]), ms.float32)
        >>> print(n.prob(x))
        [0.19947103 0.12098528]
        >>> print(n.cdf(x, ms.Tensor(np.array([0.0]), ms.float32)))
        [0.69146246 0.93319285]
        >>> print(n.kl_loss('Normal', ms.Tensor(np.array([0.0]), ms.float32), ms.Tensor(np.array([1.0]), ms.float32)))
        [1.3068528]
        >>> print(n)
        Normal(mean = 1.0, standard deviation = 2.0)
    """

    def __init__(self, mean=None, sd=None, seed=None, dtype=mstype.float32, name="Normal"):
        param = dict(locals())
        param["param_dict"] = {"mean": mean, "sd": sd}
        check_float_dtype(dtype, type(self).__name__)
        super().__init__(seed, dtype, name, param)
        self._mean_value = self._add_parameter(mean, "mean")
        self._sd_value = self._add_parameter(sd, "sd")
        if self._sd_value is not None and bool((self._sd_value <= 0).any()):
            raise ValueError("Standard deviation must be greater than zero.")
        self._finish_parameters()

    def extend_repr(self):
        if self.is_scalar_batch:
            return f"mean = {self._param_text('mean')}, standard deviation = {self._param_text('sd')}"
        return f"batch_shape = {self.broadcast_shape}"

    def _log_prob_t(self, x, mean, sd):
        return -0.5 * ((x - mean) / sd).square() + (-HALF_LOG_2PI - sd.log())

    def _cdf_t(self, x, mean, sd):
        return 0.5 * (1.0 + torch.erf((x - mean) / (sd * math.sqrt(2.0))))

    def _mean_t(self, mean, sd):
        return mean

    def _mode_t(self, mean, sd):
        return mean

    def _sd_t(self, mean, sd):
        return sd

    def _entropy_t(self, mean, sd):
        return math.log(math.sqrt(math.e * 2.0 * math.pi)) + sd.log()

    def _kl_t(self, other, own):
        mean_b, sd_b = other
        mean_a, sd_a = own
        diff_log = sd_a.log() - sd_b.log()
        return 0.5 * (mean_a / sd_b - mean_b / sd_b).square() + 0.5 * torch.expm1(2 * diff_log) - diff_log

    def _sample_t(self, shape, mean, sd):
        full = shape + tuple(mean.shape)
        noise = torch.randn(full, generator=self._generator)
        return mean + sd * noise
