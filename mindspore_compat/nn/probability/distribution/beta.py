"""``mindspore.nn.probability.distribution.Beta``."""
import torch

from .distribution import Distribution, check_float_dtype, check_positive
from ....common import dtype as mstype
from ....common.tensor import _wrap

__all__ = ["Beta"]


def _lbeta(a, b):
    return torch.lgamma(a) + torch.lgamma(b) - torch.lgamma(a + b)


class Beta(Distribution):
    r"""
    The beta distribution on :math:`(0, 1)`: :math:`f(x) = \frac{x^{\alpha - 1} (1 - x)^{\beta - 1}}{B(\alpha,
    \beta)}`. As in MindSpore 2.10 it has no cdf (NotImplementedError).

    Args:
        concentration1 (Union[int, float, list, numpy.ndarray, Tensor]): :math:`\alpha`, > 0. Default: ``None``
            (pass it to each call).
        concentration0 (Union[int, float, list, numpy.ndarray, Tensor]): :math:`\beta`, > 0. Default: ``None`` .
        seed (int): The sampling seed. Default: ``None`` (0).
        dtype (mindspore.dtype): A floating type. Default: ``mstype.float32`` .
        name (str): The name. Default: ``'Beta'`` .

    Inputs and Outputs of APIs:
        ``prob``, ``log_prob``, ``mean``, ``sd``, ``var``, ``mode`` (NaN unless both concentrations exceed 1),
        ``entropy``, ``kl_loss``, ``cross_entropy`` (with ``('Beta', concentration1_b, concentration0_b)``) and
        ``sample`` of :class:`mindspore.nn.probability.distribution.Distribution`.

    Raises:
        ValueError: If an element of a concentration is not greater than 0.
        TypeError: If `dtype` is not a floating type, or a concentration is a Python float.

    Supported Platforms:
        ``Ascend``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> import mindspore.nn.probability.distribution as msd
        >>> b = msd.Beta(ms.Tensor([2.0], ms.float32), ms.Tensor([2.0], ms.float32))
        >>> print(b.mean(), b.mode())
        [0.5] [0.5]
    """

    def __init__(self, concentration1=None, concentration0=None, seed=None, dtype=mstype.float32, name="Beta"):
        param = dict(locals())
        param["param_dict"] = {"concentration1": concentration1, "concentration0": concentration0}
        check_float_dtype(dtype, type(self).__name__)
        for arg, value in (("concentration0", concentration0), ("concentration1", concentration1)):
            if isinstance(value, float):  # MindSpore's kernels here take no Python floats
                raise TypeError(f"Input {arg} can't be scalar")
        super().__init__(seed, dtype, name, param)
        self._concentration1 = self._add_parameter(concentration1, "concentration1")
        self._concentration0 = self._add_parameter(concentration0, "concentration0")
        check_positive(self._concentration1, "concentration1")
        check_positive(self._concentration0, "concentration0")
        self._finish_parameters()

    @property
    def concentration1(self):
        """Tensor, alpha (None when not given at construction)."""
        return None if self._concentration1 is None else _wrap(self._concentration1)

    @property
    def concentration0(self):
        """Tensor, beta (None when not given at construction)."""
        return None if self._concentration0 is None else _wrap(self._concentration0)

    def extend_repr(self):
        if self.is_scalar_batch:
            return (f"concentration1 = {self._param_text('concentration1')}, "
                    f"concentration0 = {self._param_text('concentration0')}")
        return f"batch_shape = {self.broadcast_shape}"

    def _mean_t(self, a, b):
        return a / (a + b)

    def _var_t(self, a, b):
        total = a + b
        return a * b / (total.pow(2) * (total + 1.0))

    def _mode_t(self, a, b):
        return torch.where((a > 1.0) & (b > 1.0), (a - 1.0) / (a + b - 2.0), torch.full_like(a, float("nan")))

    def _entropy_t(self, a, b):
        total = a + b
        return (_lbeta(a, b) - (a - 1.0) * torch.digamma(a) - (b - 1.0) * torch.digamma(b)
                + (total - 2.0) * torch.digamma(total))

    def _log_prob_t(self, x, a, b):
        return (a - 1.0) * x.log() + (b - 1.0) * torch.log1p(-x) - _lbeta(a, b)

    def _kl_t(self, other, own):
        (a_b, b_b), (a_a, b_a) = other, own
        return (_lbeta(a_b, b_b) - _lbeta(a_a, b_a) + (a_a - a_b) * torch.digamma(a_a)
                + (b_a - b_b) * torch.digamma(b_a) + (a_b - a_a + b_b - b_a) * torch.digamma(a_a + b_a))

    def _sample_t(self, shape, a, b):
        full = shape + tuple(torch.broadcast_shapes(a.shape, b.shape))
        g1 = torch._standard_gamma(a.expand(full).contiguous(), generator=self._generator)
        g2 = torch._standard_gamma(b.expand(full).contiguous(), generator=self._generator)
        return g1 / (g1 + g2)
