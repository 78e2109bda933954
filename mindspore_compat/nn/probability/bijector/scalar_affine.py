"""``mindspore.nn.probability.bijector.ScalarAffine``."""
import torch

from .bijector import Bijector
from ....common.tensor import _wrap

__all__ = ["ScalarAffine"]


class ScalarAffine(Bijector):
    r"""
    The affine map :math:`y = a x + b` with scalar (or batched) scale :math:`a` and shift :math:`b`.

    Args:
        scale (Union[float, int, numpy.ndarray, Tensor]): The scale :math:`a`. Default: ``1.0`` .
        shift (Union[float, int, numpy.ndarray, Tensor]): The shift :math:`b`. Default: ``0.0`` .
        name (str): The name. Default: ``'ScalarAffine'`` .

    Inputs and Outputs of APIs:
        ``forward``, ``inverse``, ``forward_log_jacobian`` (:math:`\log|a|`) and ``inverse_log_jacobian``
        (:math:`-\log|a|`) take and return Tensors.

    Raises:
        TypeError: If `scale` or `shift` cannot be converted to a float32 Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> import mindspore.nn.probability.bijector as msb
        >>> b = msb.ScalarAffine(scale=3.0, shift=1.0)
        >>> x = ms.Tensor(np.array([0.0, 1.0]), ms.float32)
        >>> print(b.forward(x), b.forward_log_jacobian(x))
        [1. 4.] 1.0986123
    """

    def __init__(self, scale=1.0, shift=0.0, name="ScalarAffine"):
        param = dict(locals())
        param["param_dict"] = {"scale": scale, "shift": shift}
        super().__init__(is_constant_jacobian=True, is_injective=True, name=name, param=param)
        self._scale = self._add_parameter(scale, "scale")
        self._shift = self._add_parameter(shift, "shift")

    @property
    def scale(self):
        """Tensor, the scale."""
        return _wrap(self._scale)

    @property
    def shift(self):
        """Tensor, the shift."""
        return _wrap(self._shift)

    def extend_repr(self):
        if self.is_scalar_batch:
            return f"scale = {self._param_text('scale')}, shift = {self._param_text('shift')}"
        return f"batch_shape = {self.batch_shape}"

    def _forward(self, x):
        return self._scale * x + self._shift

    def _inverse(self, y):
        return (y - self._shift) / self._scale

    def _forward_log_jacobian(self, x):
        return torch.log(torch.abs(self._scale))

    def _inverse_log_jacobian(self, y):
        return -torch.log(torch.abs(self._scale))
