"""``mindspore.nn.probability.distribution.Bernoulli``."""
import torch

from .distribution import Distribution
from ....common import dtype as mstype
from ....common.tensor import _wrap

__all__ = ["Bernoulli"]


class Bernoulli(Distribution):
    r"""
    The Bernoulli distribution: :math:`P(X = 1) = p`, :math:`P(X = 0) = 1 - p`.

    Args:
        probs (Union[int, float, list, numpy.ndarray, Tensor]): The probability :math:`p` of the outcome 1, in
            ``[0, 1]``. Default: ``None`` (pass it to each call).
        seed (int): The sampling seed. Default: ``None`` (0).
        dtype (mindspore.dtype): The dtype of the samples. Default: ``mstype.int32`` .
        name (str): The name. Default: ``'Bernoulli'`` .

    Inputs and Outputs of APIs:
        The methods of :class:`mindspore.nn.probability.distribution.Distribution`; the optional parameter argument
        is `probs`, and ``kl_loss`` / ``cross_entropy`` take ``('Bernoulli', probs_b)``. The probabilities are
        float32 whatever `dtype` is. As in MindSpore 2.10, ``mode`` raises a TypeError.

    Raises:
        ValueError: If an element of `probs` is outside ``[0, 1]``.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> import mindspore.nn.probability.distribution as msd
        >>> b = msd.Bernoulli(0.25)
        >>> x = ms.Tensor(np.array([0, 1, 1]), ms.int32)
        >>> print(b.prob(x))
        [0.7499992  0.24999991 0.24999991]
        >>> print(b.mean(), b.var())
        0.25 0.18749975
    """

    def __init__(self, probs=None, seed=None, dtype=mstype.int32, name="Bernoulli"):
        param = dict(locals())
        param["param_dict"] = {"probs": probs}
        super().__init__(seed, dtype, name, param)
        self._probs = self._add_parameter(probs, "probs")
        if self._probs is not None:
            if bool((self._probs < 0).any()):
                raise ValueError("Probabilities must be greater than zero")
            if bool((self._probs > 1).any()):
                raise ValueError("Probabilities must be less than one")
        self._finish_parameters()

    @property
    def probs(self):
        """Tensor, the probability of the outcome 1 (None when not given at construction)."""
        return None if self._probs is None else _wrap(self._probs)

    def extend_repr(self):
        if self.is_scalar_batch:
            return f"probs = {self._param_text('probs')}"
        return f"batch_shape = {self.broadcast_shape}"

    def _log_prob_t(self, x, p):
        return x * p.log() + (1.0 - x) * torch.log1p(-p)

    def _cdf_t(self, x, p):
        zeros = torch.zeros_like(x * p)
        return torch.where(x < 0, zeros, torch.where(x < 1, (1.0 - p) + zeros, zeros + 1.0))

    def _mean_t(self, p):
        return p

    def _var_t(self, p):
        return p * (1.0 - p)

    def _mode_t(self, p):
        raise TypeError('Failed calling Less with "Less()(input=float, other=Tensor)".')

    def _entropy_t(self, p):
        q = 1.0 - p
        return -(p * p.log() + q * q.log())

    def _kl_t(self, other, own):
        (p_b,), (p_a,) = other, own
        return p_a * (p_a.log() - p_b.log()) + (1.0 - p_a) * (torch.log1p(-p_a) - torch.log1p(-p_b))

    def _sample_t(self, shape, p):
        u = torch.rand(shape + tuple(p.shape), generator=self._generator)
        return (u < p).to(torch.float32)
