"""``mindspore.nn.probability.bijector.GumbelCDF``."""
import torch

from .bijector import Bijector
from ....common.tensor import _wrap

__all__ = ["GumbelCDF"]


class GumbelCDF(Bijector):
    r"""
    The cumulative distribution function of the Gumbel distribution as a bijector:
    :math:`y = \exp(-\exp(-\frac{x - \mu}{\beta}))`.

    Args:
        loc (Union[float, int, numpy.ndarray, Tensor]): The location :math:`\mu`. Default: ``0.0`` .
        scale (Union[float, int, numpy.ndarray, Tensor]): The scale :math:`\beta`, > 0. Default: ``1.0`` .
        name (str): The name. Default: ``'GumbelCDF'`` .

    Inputs and Outputs of APIs:
        ``forward``, ``inverse``, ``forward_log_jacobian`` and ``inverse_log_jacobian`` take and return Tensors;
        the inverse is defined on :math:`(0, 1)`.

    Raises:
        TypeError: If `loc` or `scale` cannot be converted to a float32 Tensor.
        ValueError: If an element of `scale` is not greater than 0.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> import mindspore.nn.probability.bijector as msb
        >>> b = msb.GumbelCDF(loc=1.0, scale=2.0)
        >>> print(b.forward(ms.Tensor(np.array([1.0, 3.0]), ms.float32)))
        [0.36787882 0.69220006]
    """

    def __init__(self, loc=0.0, scale=1.0, name="GumbelCDF"):
        param = dict(locals())
        param["param_dict"] = {"loc": loc, "scale": scale}
        super().__init__(name=name, param=param)
        self._loc = self._add_parameter(loc, "loc")
        self._scale = self._add_parameter(scale, "scale")
        if bool((self._scale <= 0).any()):
            raise ValueError("scale must be greater than zero.")

    @property
    def loc(self):
        """Tensor, the location."""
        return _wrap(self._loc)

    @property
    def scale(self):
        """Tensor, the scale."""
        return _wrap(self._scale)

    def extend_repr(self):
        if self.is_scalar_batch:
            return f"loc = {self._param_text('loc')}, scale = {self._param_text('scale')}"
        return f"batch_shape = {self.batch_shape}"

    def _forward(self, x):
        z = (x - self._loc) / self._scale
        return torch.exp(-torch.exp(-z))

    def _inverse(self, y):
        return self._loc - self._scale * torch.log(-torch.log(y))

    def _forward_log_jacobian(self, x):
        z = (x - self._loc) / self._scale
        return -z - torch.exp(-z) - torch.log(self._scale)

    def _inverse_log_jacobian(self, y):
        return torch.log(self._scale) - torch.log(-torch.log(y)) - torch.log(y)
