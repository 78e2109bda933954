"""``mindspore.nn.probability.distribution.Categorical``."""
import numpy as np
import torch

from .distribution import Distribution, check_value, check_dist_name
from ....common import dtype as mstype
from ....common.tensor import Tensor, _wrap
from ...._backend import dtype_map as _dm

__all__ = ["Categorical"]

_SAMPLE_TYPES = (*mstype.uint_type, *mstype.int_type, mstype.float16, mstype.float32, mstype.float64, mstype.bfloat16)
_SAMPLE_TYPES_TEXT = "[mindspore.uint8, mindspore.uint16, mindspore.uint32, mindspore.uint64, mindspore.int8, " \
                     "mindspore.int16, mindspore.int32, mindspore.int64, mindspore.float16, mindspore.float32, " \
                     "mindspore.float64, mindspore.bfloat16, mindspore.float8_e4m3fn, mindspore.float8_e5m2, " \
                     "mindspore.hifloat8]"


def _safe_log(t):
    """log that gives -inf at 0 and nan below 0 (as MindSpore's distributions compute it)."""
    out = torch.where(t <= 0, torch.full_like(t, -float("inf")), torch.log(t))
    return torch.where(t < 0, torch.full_like(t, float("nan")), out)


def _check_sums_to_one(probs):
    """The ValueError of a `probs` whose last axis does not sum to one (tolerance: ten ulps of its float type)."""
    arr = probs.asnumpy() if isinstance(probs, Tensor) else np.asarray(probs)
    total = np.sum(arr, axis=-1)
    eps = np.finfo(total.dtype).eps if np.issubdtype(total.dtype, np.floating) else np.finfo(np.float64).eps
    if not np.allclose(total, np.ones(np.shape(total)), rtol=eps * 10, atol=eps):
        raise ValueError("Probabilities for each category should sum to one for Categorical distribution.")


class Categorical(Distribution):
    r"""
    The categorical distribution over the classes :math:`\{0, 1, \dots, k - 1\}`, with
    :math:`P(X = i) = p_i`; the last axis of `probs` indexes the classes, the axes before it are the batch.

    Values are floored before use (values in ``(-1, 0)`` count as class 0); the probability of a value outside
    ``[0, k - 1]`` is nan, while the cdf is 0 below 0 and 1 above the last class.

    Args:
        probs (Union[list, numpy.ndarray, Tensor]): The class probabilities, of rank at least 1, each strictly
            between 0 and 1 and summing to one along the last axis. Default: ``None`` (pass it to each call).
        seed (int): The sampling seed. Default: ``None`` (0).
        dtype (mindspore.dtype): The dtype of the samples and of the mode, an integer or floating type.
            Default: ``mstype.int32`` .
        name (str): The name. Default: ``'Categorical'`` .

    Inputs and Outputs of APIs:
        The methods of :class:`mindspore.nn.probability.distribution.Distribution`; the optional parameter argument
        is `probs`, and ``kl_loss`` / ``cross_entropy`` take ``('Categorical', probs_b)``. ``mean``, ``var`` and
        ``sd`` keep a trailing axis of size 1; ``entropy``, ``kl_loss`` and ``cross_entropy`` drop every axis of
        size 1.

    Raises:
        TypeError: If `dtype` is not an integer or floating type.
        ValueError: If `probs` is a scalar, has an element outside ``(0, 1)``, or does not sum to one.

    Supported Platforms:
        ``Ascend`` ``GPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> import mindspore.nn.probability.distribution as msd
        >>> c = msd.Categorical([0.25, 0.25, 0.5])
        >>> print(c.cdf(ms.Tensor(np.array([-1.0, 0.0, 1.0, 5.0]), ms.float32)))
        [0.   0.25 0.5  1.  ]
        >>> print(c.mean(), c.mode())
        [1.25] 2
        >>> other = ms.Tensor(np.array([0.5, 0.25, 0.25]), ms.float32)
        >>> print(f"{float(c.kl_loss('Categorical', other)):.5f}")
        0.17329
        >>> print(c.sample((4, 2)).shape)
        (4, 2)
    """

    def __init__(self, probs=None, seed=None, dtype=mstype.int32, name="Categorical"):
        param = dict(locals())
        param["param_dict"] = {"probs": probs}
        if dtype not in _SAMPLE_TYPES:
            got = f"mindspore.{str(dtype).lower()}" if isinstance(dtype, mstype.Type) else str(dtype)
            raise TypeError(f"For 'Categorical', the 'dtype' should be one of {_SAMPLE_TYPES_TEXT}, but got '{got}'.")
        super().__init__(seed, dtype, name, param)
        self._probs_dtype = probs.dtype if isinstance(probs, Tensor) else mstype.float32
        self._probs = self._add_parameter(probs, "probs")
        if self._probs is not None:
            if self._probs.dim() == 0:
                raise ValueError("probs for Categorical distribution must have rank >= 1.")
            if not bool((self._probs > 0).all()):
                raise ValueError("Probabilities must be greater than zero")
            if not bool((self._probs < 1).all()):
                raise ValueError("Probabilities must be less than one")
            _check_sums_to_one(probs)
        self._finish_parameters()
        self._is_scalar_batch = self._probs is None or self._probs.dim() == 1
        if self._batch_shape is not None:
            self._broadcast_shape = self._batch_shape[:-1]

    @property
    def probs(self):
        """Tensor, the class probabilities given at construction (None when left out)."""
        if self._probs is None:
            return None
        return _wrap(self._probs.to(_dm.to_torch(self._probs_dtype)))

    def extend_repr(self):
        if self.is_scalar_batch:
            return f"probs = {self._param_text('probs')}"
        return f"batch_shape = {self.broadcast_shape}"

    # ----- per-value methods --------------------------------------------------------------------------------------
    @staticmethod
    def _lookup(table, x, fill_low, fill_high):
        """Pick ``table[..., floor(x)]`` with the batch broadcast against `x`; `fill_low` / `fill_high` replace
        the entries of values below 0 / above the last class (None keeps the clipped lookup)."""
        k = torch.where((x < 0) & (x > -1), torch.zeros_like(x), torch.floor(x))
        squeeze = k.dim() == 0 and table.dim() == 1
        if squeeze:
            k = k.reshape(1)
        k = k.unsqueeze(-1)
        full = torch.broadcast_shapes(table.shape, k.shape)
        n = full[-1]
        k = k.expand(*full[:-1], 1)
        picked = torch.gather(table.expand(full), -1, k.clamp(0, n - 1).long()).squeeze(-1)
        k = k.squeeze(-1)
        if fill_low is not None:
            picked = torch.where(k < 0, torch.full_like(picked, fill_low), picked)
        if fill_high is not None:
            picked = torch.where(k > n - 1, torch.full_like(picked, fill_high), picked)
        return picked.reshape(()) if squeeze else picked

    def _log_prob_t(self, x, p):
        nan = float("nan")
        return self._lookup(_safe_log(p), x, nan, nan)

    def _cdf_t(self, x, p):
        return self._lookup(torch.cumsum(p, -1), x, 0.0, None)

    # ----- statistics ---------------------------------------------------------------------------------------------
    @staticmethod
    def _classes(p):
        return torch.arange(p.shape[-1], dtype=p.dtype)

    def _mean_t(self, p):
        return (self._classes(p) * p).sum(-1, keepdim=True)

    def _var_t(self, p):
        i = self._classes(p)
        return (i.square() * p).sum(-1, keepdim=True) - (i * p).sum(-1, keepdim=True).square()

    def _mode_t(self, p):
        return torch.argmax(p, -1).to(_dm.to_torch(self.dtype))

    def _entropy_t(self, p):
        return torch.squeeze(-(_safe_log(p) * p).sum(-1, keepdim=True))

    def _kl_t(self, other, own):
        (p_b,), (p_a,) = other, own
        log_a, log_b = _safe_log(p_a), _safe_log(p_b)
        terms = torch.softmax(log_a, -1) * (torch.log_softmax(log_a, -1) - torch.log_softmax(log_b, -1))
        return torch.squeeze(terms.sum(-1, keepdim=True))

    def kl_loss(self, dist, probs_b, probs=None):
        """
        The Kullback-Leibler divergence KL(a || b) of two categorical distributions.

        Args:
            dist (str): Must be ``'Categorical'``.
            probs_b (Tensor): The class probabilities of `b`.
            probs (Tensor): The class probabilities of `a`. Default: ``None`` (the stored ones).

        Returns:
            Tensor, with the axes of size 1 dropped.
        """
        check_dist_name(dist, "Categorical")
        p_b = check_value(probs_b, "probs_b").to(torch.float32)
        (p_a,) = self._call_params(probs)
        return _wrap(self._kl_t([p_b], [p_a]))

    def cross_entropy(self, dist, probs_b, probs=None):
        """
        The cross entropy of two categorical distributions: ``entropy(a) + kl_loss(a, b)``.

        Args:
            dist (str): Must be ``'Categorical'``.
            probs_b (Tensor): The class probabilities of `b`.
            probs (Tensor): The class probabilities of `a`. Default: ``None`` (the stored ones).

        Returns:
            Tensor, with the axes of size 1 dropped.
        """
        check_dist_name(dist, "Categorical")
        return _wrap(self.entropy(probs)._t + self.kl_loss(dist, probs_b, probs)._t)

    # ----- sampling -----------------------------------------------------------------------------------------------
    def sample(self, shape=(), probs=None):
        """
        Draw class indices.

        Args:
            shape (tuple): The sample shape. Default: ``()``.
            probs (Tensor): The class probabilities. Default: ``None`` (the stored ones).

        Returns:
            Tensor of the distribution's dtype and shape ``shape + probs.shape[:-1]``.
        """
        if not isinstance(shape, tuple):
            raise TypeError("For shape, input type must be a tuple.")
        (p,) = self._call_params(probs)
        out_shape = tuple(shape) + tuple(p.shape[:-1])
        count = int(np.prod(shape)) if shape else 1
        rows = p.reshape(-1, p.shape[-1])
        if count == 0 or rows.shape[0] == 0:
            drawn = torch.zeros(out_shape, dtype=torch.int64)
        else:
            drawn = torch.multinomial(rows, count, replacement=True, generator=self._generator)
            drawn = drawn.transpose(0, 1).reshape(out_shape)
        return _wrap(drawn.to(_dm.to_torch(self.dtype)))
