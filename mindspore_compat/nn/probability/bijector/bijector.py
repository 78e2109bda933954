"""The base class of the bijectors (``mindspore.nn.probability.bijector.Bijector``)."""
import torch

from ...cell import Cell
from ...._checkparam import check_value_type
from ....common import dtype as mstype
from ....common.parameter import Parameter
from ....common.tensor import Tensor, _wrap

__all__ = ["Bijector"]


def to_param(value, name):
    """A bijector parameter as a float32 torch tensor (MindSpore's TypeError for values that are not numbers)."""
    if isinstance(value, Tensor):
        return value._t.to(torch.float32)
    if isinstance(value, bool) or not isinstance(value, (int, float, list, tuple)):
        raise TypeError(f"Unable to convert input of type {type(value)} to a Tensor of type Float32")
    return torch.tensor(value, dtype=torch.float32)


def check_input(value, name="value"):
    if not isinstance(value, (Tensor, Parameter)):
        raise TypeError(f"For {name}, input type must be a Tensor or Parameter.")
    return value._t.to(torch.float32)


class Bijector(Cell):
    r"""
    Base class of the bijectors: invertible, differentiable maps :math:`y = f(x)` with their log-Jacobians, used to
    transform distributions.

    A subclass implements ``_forward``, ``_inverse``, ``_forward_log_jacobian`` and ``_inverse_log_jacobian`` on
    torch tensors. The public methods take Tensors; calling the bijector with a method name dispatches to it
    (``b('forward', x)``).

    Args:
        is_constant_jacobian (bool): Whether the Jacobian does not depend on the input. Default: ``False`` .
        is_injective (bool): Whether the map is one-to-one. Default: ``True`` .
        name (str): The name. Default: ``None`` .
        dtype (mindspore.dtype): The dtype of the inputs. Default: ``None`` .
        param (dict): The constructor arguments. Default: ``None`` .

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> import mindspore.nn.probability.bijector as msb
        >>> b = msb.Exp()
        >>> print(isinstance(b, msb.Bijector), b.name)
        True Exp
        >>> print(b('forward', ms.Tensor(np.array([0.0, 1.0]), ms.float32)))
        [1.        2.7182798]
    """

    def __init__(self, is_constant_jacobian=False, is_injective=True, name=None, dtype=None, param=None):
        super().__init__()
        check_value_type("name", name, [str], type(self).__name__)
        check_value_type("is_constant_jacobian", is_constant_jacobian, [bool], name)
        check_value_type("is_injective", is_injective, [bool], name)
        self._bij_name = name
        self._bij_dtype = dtype
        self._bij_parameters = {k: v for k, v in (param or {}).items() if k != "self" and not k.startswith("_")}
        self._is_constant_jacobian = is_constant_jacobian
        self._is_injective = is_injective
        self._batch_shape = ()
        self._is_scalar_batch = True
        self.default_parameters, self.parameter_names = [], []

    def _add_parameter(self, value, name):
        t = to_param(value, name)
        self.default_parameters.append(t)
        self.parameter_names.append(name)
        self._batch_shape = tuple(torch.broadcast_shapes(*(tuple(p.shape) for p in self.default_parameters)))
        self._is_scalar_batch = self._is_scalar_batch and not isinstance(value, Tensor)
        return t

    @property
    def name(self):
        """str, the name of the bijector."""
        return self._bij_name

    @property
    def dtype(self):
        """mindspore.dtype, the dtype of the inputs (None when not fixed)."""
        return self._bij_dtype

    @property
    def parameters(self):
        """dict, the constructor arguments."""
        return self._bij_parameters

    @property
    def is_constant_jacobian(self):
        """bool, whether the Jacobian is constant."""
        return self._is_constant_jacobian

    @property
    def is_injective(self):
        """bool, whether the map is one-to-one."""
        return self._is_injective

    @property
    def batch_shape(self):
        """tuple, the broadcast shape of the parameters."""
        return self._batch_shape

    @property
    def is_scalar_batch(self):
        """bool, whether all parameters were given as Python numbers."""
        return self._is_scalar_batch

    def shape_mapping(self, shape):
        """
        The shape of the output for an input of shape `shape` (the same for elementwise bijectors).

        Args:
            shape (tuple): The input shape.

        Returns:
            tuple, the output shape.
        """
        return shape

    def cast_param_by_value(self, value, para):
        """
        `para` cast to the dtype of `value`.

        Args:
            value (Tensor): The reference Tensor.
            para (Tensor): The parameter.

        Returns:
            Tensor, `para` in the dtype of `value`.
        """
        return _wrap(para._t.to(value._t.dtype)) if isinstance(para, Tensor) else para

    def forward(self, value, *args, **kwargs):
        """
        The map :math:`y = f(x)`.

        Args:
            value (Tensor): The inputs :math:`x`.
            *args: Unused (kept for subclasses).
            **kwargs: Unused (kept for subclasses).

        Returns:
            Tensor, :math:`f(x)`.
        """
        return _wrap(self._forward(check_input(value)))

    def inverse(self, value, *args, **kwargs):
        """
        The inverse map :math:`x = f^{-1}(y)`.

        Args:
            value (Tensor): The outputs :math:`y`.
            *args: Unused (kept for subclasses).
            **kwargs: Unused (kept for subclasses).

        Returns:
            Tensor, :math:`f^{-1}(y)`.
        """
        return _wrap(self._inverse(check_input(value)))

    def forward_log_jacobian(self, value, *args, **kwargs):
        """
        :math:`\\log |f'(x)|`.

        Args:
            value (Tensor): The inputs :math:`x`.
            *args: Unused (kept for subclasses).
            **kwargs: Unused (kept for subclasses).

        Returns:
            Tensor, the log-Jacobian.
        """
        return _wrap(self._forward_log_jacobian(check_input(value)))

    def inverse_log_jacobian(self, value, *args, **kwargs):
        """
        :math:`\\log |(f^{-1})'(y)|`.

        Args:
            value (Tensor): The outputs :math:`y`.
            *args: Unused (kept for subclasses).
            **kwargs: Unused (kept for subclasses).

        Returns:
            Tensor, the log-Jacobian of the inverse.
        """
        return _wrap(self._inverse_log_jacobian(check_input(value)))

    def construct(self, name, *args, **kwargs):
        """
        Call the method `name` (``'forward'``, ``'inverse'``, ``'forward_log_jacobian'`` or
        ``'inverse_log_jacobian'``) with the other arguments.

        Args:
            name (str): The method's name.
            *args: Its arguments.
            **kwargs: Its keyword arguments.

        Returns:
            Tensor, what the method returns.
        """
        if name not in ("forward", "inverse", "forward_log_jacobian", "inverse_log_jacobian"):
            raise ValueError(f"For '{type(self).__name__}', the method '{name}' is not supported.")
        return getattr(self, name)(*args, **kwargs)

    def __call__(self, *args, **kwargs):
        return super().__call__(*args, **kwargs)

    # The four transforms (_forward, _inverse, _forward_log_jacobian, _inverse_log_jacobian) come from the
    # subclass; the base class defines none, so calling one that a subclass lacks is an attribute error, as in
    # MindSpore 2.10 (recorded in tests/test_abstract_methods_recorded.py).

    def _param_text(self, name):
        return str(_wrap(self.default_parameters[self.parameter_names.index(name)]))


FLOAT32 = mstype.float32
