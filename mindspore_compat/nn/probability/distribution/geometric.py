"""``mindspore.nn.probability.distribution.Geometric``."""
import torch

from .distribution import Distribution
from ....common import dtype as mstype
from ....common.tensor import _wrap
from ...._backend import dtype_map as _dm

__all__ = ["Geometric"]


class Geometric(Distribution):
    r"""
    The geometric distribution: the number of failures before the first success of Bernoulli trials,
    :math:`P(X = k) = (1 - p)^k p` for :math:`k \ge 0` (values are floored first).

    Args:
        probs (Union[int, float, list, numpy.ndarray, Tensor]): The success probability :math:`p`, in ``[0, 1]``.
            Default: ``None`` (pass it to each call).
        seed (int): The sampling seed. Default: ``None`` (0).
        dtype (mindspore.dtype): The dtype of the samples. Default: ``mstype.int32`` .
        name (str): The name. Default: ``'Geometric'`` .

    Inputs and Outputs of APIs:
        The methods of :class:`mindspore.nn.probability.distribution.Distribution`; the optional parameter argument
        is `probs`, and ``kl_loss`` / ``cross_entropy`` take ``('Geometric', probs_b)``.

    Raises:
        ValueError: If an element of `probs` is outside ``[0, 1]``.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> import mindspore.nn.probability.distribution as msd
        >>> g = msd.Geometric(0.5)
        >>> print(g.cdf(ms.Tensor(np.array([-1.0, 0.0, 2.0]), ms.float32)))
        [0.    0.5   0.875]
        >>> print(g.mean(), g.var())
        1.0 2.0
    """

    def __init__(self, probs=None, seed=None, dtype=mstype.int32, name="Geometric"):
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
        """Tensor, the success probability."""
        return None if self._probs is None else _wrap(self._probs)

    def extend_repr(self):
        if self.is_scalar_batch:
            return f"probs = {self._param_text('probs')}"
        return f"batch_shape = {self.broadcast_shape}"

    def _prob_t(self, x, p):
        k = torch.floor(x)
        pmf = torch.exp(torch.log(1.0 - p) * k + torch.log(p))
        return torch.where(k < 0, torch.zeros_like(pmf), pmf)

    def _cdf_t(self, x, p):
        k = torch.floor(x)
        cdf = 1.0 - torch.pow(1.0 - p, k + 1.0)
        return torch.where(k < 0, torch.zeros_like(cdf), cdf)

    def _mean_t(self, p):
        return (1.0 - p) / p

    def _mode_t(self, p):
        return torch.zeros_like(p, dtype=_dm.to_torch(self.dtype))

    def _var_t(self, p):
        return (1.0 - p) / p.square()

    def _entropy_t(self, p):
        q = 1.0 - p
        return (-q * q.log() - p * p.log()) / p

    def _kl_t(self, other, own):
        (p_b,), (p_a,) = other, own
        q_a, q_b = 1.0 - p_a, 1.0 - p_b
        return torch.log(p_a / p_b) + q_a / p_a * torch.log(q_a / q_b)

    def _sample_t(self, shape, p):
        u = torch.rand(shape + tuple(p.shape), generator=self._generator)
        return torch.floor(torch.log(u) / torch.log(1.0 - p))
