"""``mindspore.nn.probability.distribution.StudentT``."""
import math

import torch

from .distribution import Distribution, check_float_dtype, check_positive
from ....common import dtype as mstype

__all__ = ["StudentT"]


class StudentT(Distribution):
    r"""
    Student's t distribution with :math:`\nu` degrees of freedom, location :math:`\mu` and scale :math:`\sigma`:
    :math:`\log f(x) = -\frac{\nu + 1}{2} \log\left(1 + \frac{y^2}{\nu}\right) - \log\sigma - \frac{1}{2}\log\nu
    - \frac{1}{2}\log\pi - \log\Gamma(\frac{\nu}{2}) + \log\Gamma(\frac{\nu + 1}{2})` with
    :math:`y = (x - \mu) / \sigma`.

    As in MindSpore 2.10 only the density (``prob``, ``log_prob``) is defined; the other methods raise
    NotImplementedError.

    Args:
        df (Union[int, float, list, numpy.ndarray, Tensor]): The degrees of freedom :math:`\nu`, > 0.
            Default: ``None`` .
        mean (Union[int, float, list, numpy.ndarray, Tensor]): The location :math:`\mu`. Default: ``None`` .
        sd (Union[int, float, list, numpy.ndarray, Tensor]): The scale :math:`\sigma`, > 0. Default: ``None`` .
        seed (int): The sampling seed. Default: ``None`` (0).
        dtype (mindspore.dtype): A floating type. Default: ``mstype.float32`` .
        name (str): The name. Default: ``'StudentT'`` .

    Inputs and Outputs of APIs:
        ``prob`` and ``log_prob`` of :class:`mindspore.nn.probability.distribution.Distribution`, with the optional
        parameter arguments `df`, `mean` and `sd`.

    Raises:
        ValueError: If an element of `df` or `sd` is not greater than 0.
        TypeError: If `dtype` is not a floating type.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> import mindspore.nn.probability.distribution as msd
        >>> t = msd.StudentT(3.0, 0.0, 1.0)
        >>> print(t.prob(ms.Tensor(np.array([0.0, 1.0]), ms.float32)))
        [0.36755198 0.20674823]
    """

    def __init__(self, df=None, mean=None, sd=None, seed=None, dtype=mstype.float32, name="StudentT"):
        param = dict(locals())
        param["param_dict"] = {"df": df, "mean": mean, "sd": sd}
        check_float_dtype(dtype, type(self).__name__)
        super().__init__(seed, dtype, name, param)
        self._df_value = self._add_parameter(df, "df")
        self._mean_value = self._add_parameter(mean, "mean")
        self._sd_value = self._add_parameter(sd, "sd")
        check_positive(self._sd_value, "Standard deviation")
        check_positive(self._df_value, "Degrees of freedom")
        self._finish_parameters()

    def _log_prob_t(self, x, df, mean, sd):
        y = (x - mean) / sd
        unnormalized = -0.5 * (df + 1.0) * torch.log1p(y ** 2.0 / df)
        normalization = (sd.abs().log() + 0.5 * df.log() + 0.5 * math.log(math.pi) + torch.lgamma(0.5 * df)
                         - torch.lgamma(0.5 * (df + 1.0)))
        return unnormalized - normalization

    def _get_dist_type(self):
        # MindSpore 2.10 gives this distribution no type name (so kl_loss / cross_entropy are unavailable too)
        self._missing("get_dist_type")   # as MindSpore 2.10 (recorded): no type name, so no kl_loss
