"""``mindspore.nn.probability.bijector.Exp``."""
from .power_transform import PowerTransform

__all__ = ["Exp"]


class Exp(PowerTransform):
    r"""
    The exponential bijector :math:`y = e^x` (a :class:`PowerTransform` with power 0).

    Args:
        name (str): The name. Default: ``'Exp'`` .

    Inputs and Outputs of APIs:
        ``forward``, ``inverse``, ``forward_log_jacobian`` and ``inverse_log_jacobian`` take and return Tensors.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> import mindspore.nn.probability.bijector as msb
        >>> b = msb.Exp()
        >>> y = ms.Tensor(np.array([1.0, 2.0]), ms.float32)
        >>> print(b.inverse(y), b.inverse_log_jacobian(y))
        [0.        0.6931472] [-0.        -0.6931472]
        >>> print(b)
        Exp(exp)
    """

    def __init__(self, name="Exp"):
        super().__init__(name=name)

    def extend_repr(self):
        return "exp"
