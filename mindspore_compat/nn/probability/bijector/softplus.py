"""``mindspore.nn.probability.bijector.Softplus``."""
import torch
import torch.nn.functional as F

from .bijector import Bijector
from ...layer.activation import LogSigmoid
from ....common.tensor import _wrap

__all__ = ["Softplus"]


class Softplus(Bijector):
    r"""
    The softplus bijector :math:`y = \frac{\log(1 + e^{k x})}{k}` with sharpness :math:`k`.

    Args:
        sharpness (Union[float, int, numpy.ndarray, Tensor]): The sharpness :math:`k`. Default: ``1.0`` .
        name (str): The name. Default: ``'Softplus'`` .

    Inputs and Outputs of APIs:
        ``forward``, ``inverse``, ``forward_log_jacobian`` (:math:`\log \sigma(k x)`) and ``inverse_log_jacobian``
        take and return Tensors.

    Raises:
        TypeError: If `sharpness` cannot be converted to a float32 Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> import mindspore.nn.probability.bijector as msb
        >>> b = msb.Softplus(sharpness=2.0)
        >>> x = ms.Tensor(np.array([0.0, 1.0]), ms.float32)
        >>> print(b.forward(x))
        [0.3465736 1.0634643]
    """

    def __init__(self, sharpness=1.0, name="Softplus"):
        param = dict(locals())
        param["param_dict"] = {"sharpness": sharpness}
        super().__init__(name=name, param=param)
        self._sharpness = self._add_parameter(sharpness, "sharpness")
        self.log_sigmoid = LogSigmoid()

    @property
    def sharpness(self):
        """Tensor, the sharpness."""
        return _wrap(self._sharpness)

    def extend_repr(self):
        if self.is_scalar_batch:
            return f"sharpness = {self._param_text('sharpness')}"
        return f"batch_shape = {self.batch_shape}"

    def _forward(self, x):
        k = self._sharpness
        return F.softplus(k * x) / k

    def _inverse(self, y):
        k = self._sharpness
        ky = k * y
        return (ky + torch.log(-torch.expm1(-ky))) / k

    def _forward_log_jacobian(self, x):
        return F.logsigmoid(self._sharpness * x)

    def _inverse_log_jacobian(self, y):
        return -F.logsigmoid(self._sharpness * self._inverse(y))
