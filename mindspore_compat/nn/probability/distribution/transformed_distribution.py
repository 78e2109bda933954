"""``mindspore.nn.probability.distribution.TransformedDistribution``."""
import torch

from .distribution import Distribution, check_float_dtype
from ..bijector.bijector import Bijector
from ...._checkparam import check_value_type

__all__ = ["TransformedDistribution"]


class TransformedDistribution(Distribution):
    r"""
    The distribution of :math:`Y = g(X)` for a bijector :math:`g` and a base distribution of :math:`X`:
    :math:`\log p_Y(y) = \log p_X(g^{-1}(y)) + \log |(g^{-1})'(y)|` and :math:`F_Y(y) = F_X(g^{-1}(y))` (for an
    increasing :math:`g`); samples are :math:`g` of the base samples. The mean is defined only for a bijector with
    a constant Jacobian.

    Args:
        bijector (Bijector): The transformation :math:`g`.
        distribution (Distribution): The base distribution, of a floating dtype.
        seed (int): The sampling seed. Default: ``None`` (0).
        name (str): The name. Default: ``'transformed_distribution'`` .

    Inputs and Outputs of APIs:
        The methods of :class:`mindspore.nn.probability.distribution.Distribution`, with the base distribution's
        optional parameter arguments.

    Raises:
        TypeError: If `bijector` is not a Bijector or `distribution` not a Distribution of a floating dtype.
        ValueError: From ``mean`` when the bijector's Jacobian is not constant.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> import mindspore.nn.probability.bijector as msb
        >>> import mindspore.nn.probability.distribution as msd
        >>> d = msd.TransformedDistribution(msb.ScalarAffine(2.0, 1.0), msd.Uniform(0.0, 1.0))
        >>> print(d.cdf(ms.Tensor(np.array([1.5, 2.0]), ms.float32)))
        [0.25 0.5 ]
        >>> print(d.mean())
        2.0
    """

    def __init__(self, bijector, distribution, seed=None, name="transformed_distribution"):
        param = dict(locals())
        cls = type(self).__name__
        check_value_type("bijector", bijector, [Bijector], cls)
        check_value_type("distribution", distribution, [Distribution], cls)
        check_float_dtype(distribution.dtype, cls)
        super().__init__(seed, distribution.dtype, name, param)
        self._bijector = bijector
        self._distribution = distribution
        self._is_linear_transformation = bijector.is_constant_jacobian
        self.default_parameters = distribution.default_parameters
        self.parameter_names = distribution.parameter_names
        self._batch_shape = distribution.batch_shape
        self._is_scalar_batch = distribution.is_scalar_batch and bijector.is_scalar_batch
        if self._batch_shape is None or bijector.batch_shape is None:
            self._broadcast_shape = None
        else:
            self._broadcast_shape = tuple(torch.broadcast_shapes(self._batch_shape, bijector.batch_shape))

    @property
    def bijector(self):
        """Bijector, the transformation."""
        return self._bijector

    @property
    def distribution(self):
        """Distribution, the base distribution."""
        return self._distribution

    @property
    def is_linear_transformation(self):
        """bool, whether the bijector has a constant Jacobian."""
        return self._is_linear_transformation

    def _cdf_t(self, y, *ps):
        return self._distribution._cdf_t(self._bijector._inverse(y), *ps)

    def _log_prob_t(self, y, *ps):
        base = self._distribution._log_prob_t(self._bijector._inverse(y), *ps)
        jac = self._bijector._inverse_log_jacobian(y)
        return torch.where(base == float("-inf"), base, base + jac)

    def _get_dist_type(self):
        self._missing("get_dist_type")

    def _mean_t(self, *ps):
        if not self._is_linear_transformation:
            raise ValueError("mean function must be implemented for non-linear transformation")
        return self._bijector._forward(self._distribution._mean_t(*ps))

    def _sample_t(self, shape, *ps):
        return self._bijector._forward(self._distribution._sample_t(shape, *ps))
