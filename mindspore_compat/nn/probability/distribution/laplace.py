"""``mindspore.nn.probability.distribution.Laplace``."""
import torch

from .distribution import Distribution, check_float_dtype, check_positive
from ....common import dtype as mstype

__all__ = ["Laplace"]


class Laplace(Distribution):
    r"""
    The Laplace distribution :math:`f(x) = \frac{1}{2\sigma} \exp\left(-\frac{|x - \mu|}{\sigma}\right)`.

    As in MindSpore 2.10 only the density (``prob``, ``log_prob``) is defined; the other methods raise
    NotImplementedError.

    Args:
        mean (Union[int, float, list, numpy.ndarray, Tensor]): The location :math:`\mu`. Default: ``None`` .
        sd (Union[int, float, list, numpy.ndarray, Tensor]): The scale :math:`\sigma`, > 0. Default: ``None`` .
        seed (int): The sampling seed. Default: ``None`` (0).
        dtype (mindspore.dtype): A floating type. Default: ``mstype.float32`` .
        name (str): The name. Default: ``'Laplace'`` .

    Inputs and Outputs of APIs:
        ``prob`` and ``log_prob`` of :class:`mindspore.nn.probability.distribution.Distribution`, with the optional
        parameter arguments `mean` and `sd`.

    Raises:
        ValueError: If an element of `sd` is not greater than 0.
        TypeError: If `dtype` is not a floating type.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> import mindspore.nn.probability.distribution as msd
        >>> d = msd.Laplace(0.0, 2.0)
        >>> print(d.log_prob(ms.Tensor(np.array([0.0, 4.0]), ms.float32)))
        [-1.3862944 -3.3862944]
    """

    def __init__(self, mean=None, sd=None, seed=None, dtype=mstype.float32, name="Laplace"):
        param = dict(locals())
        param["param_dict"] = {"mean": mean, "sd": sd}
        check_float_dtype(dtype, type(self).__name__)
        super().__init__(seed, dtype, name, param)
        self._mean_value = self._add_parameter(mean, "mean")
        self._sd_value = self._add_parameter(sd, "sd")
        check_positive(self._sd_value, "Standard deviation")
        self._finish_parameters()

    def _log_prob_t(self, x, mean, sd):
        return -((x - mean) / sd).abs() - torch.log(2.0 * sd)

    def _get_dist_type(self):
        # MindSpore 2.10 gives this distribution no type name (so kl_loss / cross_entropy are unavailable too)
        self._missing("get_dist_type")   # as MindSpore 2.10 (recorded): no type name, so no kl_loss
