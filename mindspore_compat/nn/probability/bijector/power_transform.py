"""``mindspore.nn.probability.bijector.PowerTransform``."""
import torch

from .bijector import Bijector
from ....common.tensor import _wrap

__all__ = ["PowerTransform"]


class PowerTransform(Bijector):
    r"""
    The power transform :math:`y = (1 + c x)^{1/c}` (:math:`y = e^x` for :math:`c = 0`).

    Args:
        power (Union[float, int, numpy.ndarray, Tensor]): The power :math:`c`, >= 0. Default: ``0.0`` .
        name (str): The name. Default: ``'PowerTransform'`` .

    Inputs and Outputs of APIs:
        ``forward``, ``inverse``, ``forward_log_jacobian`` and ``inverse_log_jacobian`` take and return Tensors.

    Raises:
        TypeError: If `power` cannot be converted to a float32 Tensor.
        ValueError: If an element of `power` is less than 0.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> import mindspore.nn.probability.bijector as msb
        >>> b = msb.PowerTransform(power=2.0)
        >>> x = ms.Tensor(np.array([0.0, 1.5, 4.0]), ms.float32)
        >>> print(b.forward(x))
        [1.        2.0000005 2.999998 ]
        >>> print(b.inverse_log_jacobian(ms.Tensor(np.array([2.0]), ms.float32)))
        [0.6931472]
    """

    def __init__(self, power=0.0, name="PowerTransform"):
        param = dict(locals())
        param["param_dict"] = {"power": power}
        super().__init__(name=name, param=param)
        self._power = self._add_parameter(power, "power")
        if bool((self._power < 0).any()):
            raise ValueError("Power must be greater than or equal to zero.")

    @property
    def power(self):
        """Tensor, the power :math:`c`."""
        return _wrap(self._power)

    def extend_repr(self):
        if self.is_scalar_batch:
            return f"power = {self._param_text('power')}"
        return f"batch_shape = {self.batch_shape}"

    def _forward(self, x):
        c = self._power
        safe = torch.where(c == 0, torch.ones_like(c), c)
        return torch.where(c == 0, torch.exp(x), torch.exp(torch.log1p(x * safe) / safe))

    def _inverse(self, y):
        c = self._power
        safe = torch.where(c == 0, torch.ones_like(c), c)
        return torch.where(c == 0, torch.log(y), torch.expm1(torch.log(y) * safe) / safe)

    def _forward_log_jacobian(self, x):
        c = self._power
        safe = torch.where(c == 0, torch.ones_like(c), c)
        return torch.where(c == 0, x, (1.0 / safe - 1.0) * torch.log1p(x * safe))

    def _inverse_log_jacobian(self, y):
        return (self._power - 1.0) * torch.log(y)
