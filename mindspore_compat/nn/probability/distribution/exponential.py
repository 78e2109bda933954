"""``mindspore.nn.probability.distribution.Exponential``."""
import torch

from .distribution import Distribution, check_float_dtype
from ....common import dtype as mstype
from ....common.tensor import _wrap

__all__ = ["Exponential"]


class Exponential(Distribution):
    r"""
    The exponential distribution :math:`f(x) = \lambda e^{-\lambda x}` for :math:`x \ge 0` (0 below).

    Args:
        rate (Union[int, float, list, numpy.ndarray, Tensor]): The rate :math:`\lambda`, > 0. Default: ``None``
            (pass it to each call).
        seed (int): The sampling seed. Default: ``None`` (0).
        dtype (mindspore.dtype): The dtype of the samples, a floating type. Default: ``mstype.float32`` .
        name (str): The name. Default: ``'Exponential'`` .

    Inputs and Outputs of APIs:
        The methods of :class:`mindspore.nn.probability.distribution.Distribution`; their optional parameter
        argument is `rate`, and ``kl_loss`` / ``cross_entropy`` take ``('Exponential', rate_b)``.

    Raises:
        ValueError: If an element of `rate` is not greater than 0.
        TypeError: If `dtype` is not a floating type.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> import mindspore.nn.probability.distribution as msd
        >>> e = msd.Exponential(2.0)
        >>> x = ms.Tensor(np.array([-1.0, 0.5, 1.0]), ms.float32)
        >>> print(e.prob(x))
        [0.         0.73575777 0.27067047]
        >>> print(e.mean(), e.entropy())
        0.5 0.30685282
    """

    def __init__(self, rate=None, seed=None, dtype=mstype.float32, name="Exponential"):
        param = dict(locals())
        param["param_dict"] = {"rate": rate}
        check_float_dtype(dtype, type(self).__name__)
        super().__init__(seed, dtype, name, param)
        self._rate = self._add_parameter(rate, "rate")
        if self._rate is not None and bool((self._rate <= 0).any()):
            raise ValueError("rate must be greater than zero.")
        self._finish_parameters()

    @property
    def rate(self):
        """Tensor, the rate (None when not given at construction)."""
        return None if self._rate is None else _wrap(self._rate)

    def extend_repr(self):
        if self.is_scalar_batch:
            return f"rate = {self._param_text('rate')}"
        return f"batch_shape = {self.broadcast_shape}"

    def _log_prob_t(self, x, rate):
        return torch.where(x < 0, torch.full_like(x * rate, float("-inf")), rate.log() - rate * x)

    def _prob_t(self, x, rate):
        return torch.where(x < 0, torch.zeros_like(x * rate), rate * torch.exp(-rate * x))

    def _cdf_t(self, x, rate):
        return torch.where(x < 0, torch.zeros_like(x * rate), -torch.expm1(-rate * x))

    def _log_survival_t(self, x, rate):
        return torch.where(x < 0, torch.zeros_like(x * rate), -rate * x)

    def _survival_t(self, x, rate):
        return torch.where(x < 0, torch.ones_like(x * rate), torch.exp(-rate * x))

    def _mean_t(self, rate):
        return 1.0 / rate

    def _mode_t(self, rate):
        return torch.zeros_like(rate)

    def _sd_t(self, rate):
        return 1.0 / rate

    def _entropy_t(self, rate):
        return 1.0 - rate.log()

    def _kl_t(self, other, own):
        (rate_b,), (rate_a,) = other, own
        return rate_a.log() - rate_b.log() + rate_b / rate_a - 1.0

    def _sample_t(self, shape, rate):
        u = torch.rand(shape + tuple(rate.shape), generator=self._generator)
        return -torch.log1p(-u) / rate
