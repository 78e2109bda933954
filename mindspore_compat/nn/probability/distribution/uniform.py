"""``mindspore.nn.probability.distribution.Uniform``."""
import torch

from .distribution import Distribution, check_float_dtype
from ....common import dtype as mstype
from ....common.tensor import _wrap

__all__ = ["Uniform"]


class Uniform(Distribution):
    r"""
    The continuous uniform distribution on :math:`[a, b]`: density :math:`\frac{1}{b - a}` inside, 0 outside.

    Args:
        low (Union[int, float, list, numpy.ndarray, Tensor]): The lower bound :math:`a`. Default: ``None`` (pass it
            to each call).
        high (Union[int, float, list, numpy.ndarray, Tensor]): The upper bound :math:`b`, > `low`.
            Default: ``None`` .
        seed (int): The sampling seed. Default: ``None`` (0).
        dtype (mindspore.dtype): The dtype of the samples, a floating type. Default: ``mstype.float32`` .
        name (str): The name. Default: ``'Uniform'`` .

    Inputs and Outputs of APIs:
        The methods of :class:`mindspore.nn.probability.distribution.Distribution` (``mode`` raises
        NotImplementedError); their optional parameter arguments are `low` and `high`, and ``kl_loss`` /
        ``cross_entropy`` take ``('Uniform', low_b, high_b)``.

    Raises:
        ValueError: If `low` is not less than `high`.
        TypeError: If `dtype` is not a floating type.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> import mindspore.nn.probability.distribution as msd
        >>> u = msd.Uniform(0.0, 4.0)
        >>> x = ms.Tensor(np.array([-1.0, 1.0, 3.0]), ms.float32)
        >>> print(u.cdf(x))
        [0.   0.25 0.75]
        >>> print(u.mean(), u.var())
        2.0 1.3333334
    """

    def __init__(self, low=None, high=None, seed=None, dtype=mstype.float32, name="Uniform"):
        param = dict(locals())
        param["param_dict"] = {"low": low, "high": high}
        check_float_dtype(dtype, type(self).__name__)
        super().__init__(seed, dtype, name, param)
        self._low = self._add_parameter(low, "low")
        self._high = self._add_parameter(high, "high")
        if self._low is not None and self._high is not None and bool((self._low >= self._high).any()):
            raise ValueError("low must be less than high")
        self._finish_parameters()

    @property
    def low(self):
        """Tensor, the lower bound (None when not given at construction)."""
        return None if self._low is None else _wrap(self._low)

    @property
    def high(self):
        """Tensor, the upper bound (None when not given at construction)."""
        return None if self._high is None else _wrap(self._high)

    def extend_repr(self):
        if self.is_scalar_batch:
            return f"low = {self._param_text('low')}, high = {self._param_text('high')}"
        return f"batch_shape = {self.broadcast_shape}"

    def _prob_t(self, x, low, high):
        inside = (x >= low) & (x <= high)
        return torch.where(inside, torch.exp(-torch.log(high - low)), torch.zeros_like(x * low))

    def _log_prob_t(self, x, low, high):
        return self._prob_t(x, low, high).log()

    def _cdf_t(self, x, low, high):
        frac = (x - low) / (high - low)
        return frac.clamp(0.0, 1.0)

    def _mean_t(self, low, high):
        return 0.5 * (low + high)

    def _var_t(self, low, high):
        return (high - low).square() / 12.0

    def _entropy_t(self, low, high):
        return (high - low).log()

    def _kl_t(self, other, own):
        (low_b, high_b), (low_a, high_a) = other, own
        kl = (high_b - low_b).log() - (high_a - low_a).log()
        inside = (low_b <= low_a) & (high_a <= high_b)
        return torch.where(inside, kl, torch.full_like(kl, float("inf")))

    def _sample_t(self, shape, low, high):
        u = torch.rand(shape + tuple(low.shape), generator=self._generator)
        return low + (high - low) * u
