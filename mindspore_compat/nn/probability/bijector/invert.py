"""``mindspore.nn.probability.bijector.Invert``."""
from .bijector import Bijector
from ...._checkparam import check_value_type

__all__ = ["Invert"]


class Invert(Bijector):
    r"""
    The inverse of a bijector: its forward map is the wrapped bijector's inverse and the other way round.

    Args:
        bijector (Bijector): The bijector to invert.
        name (str): The name; ``''`` gives ``'Invert' + bijector.name``. Default: ``''`` .

    Inputs and Outputs of APIs:
        ``forward``, ``inverse``, ``forward_log_jacobian`` and ``inverse_log_jacobian`` take and return Tensors.

    Raises:
        TypeError: If `bijector` is not a Bijector.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> import mindspore.nn.probability.bijector as msb
        >>> b = msb.Invert(msb.Exp())
        >>> print(b.name, b.forward(ms.Tensor(np.array([1.0, 4.0]), ms.float32)))
        InvertExp [0.        1.3862944]
    """

    def __init__(self, bijector, name=""):
        check_value_type("bijector", bijector, [Bijector], "Invert")
        name = name or "Invert" + bijector.name
        param = dict(locals())
        super().__init__(is_constant_jacobian=bijector.is_constant_jacobian, is_injective=bijector.is_injective,
                         name=name, dtype=bijector.dtype, param=param)
        self._bijector = bijector
        self._batch_shape = bijector.batch_shape
        self._is_scalar_batch = bijector.is_scalar_batch

    @property
    def bijector(self):
        """Bijector, the inverted bijector."""
        return self._bijector

    def _forward(self, x):
        return self._bijector._inverse(x)

    def _inverse(self, y):
        return self._bijector._forward(y)

    def _forward_log_jacobian(self, x):
        return self._bijector._inverse_log_jacobian(x)

    def _inverse_log_jacobian(self, y):
        return self._bijector._forward_log_jacobian(y)
