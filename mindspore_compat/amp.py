"""``mindspore.amp``: automatic mixed precision and loss scaling.

* :func:`build_train_network` — a network, a loss and an optimizer turned into a (loss-scaled) train cell.
* :func:`auto_mixed_precision`, :func:`custom_mixed_precision` — run a network in float16 / bfloat16.
* :class:`StaticLossScaler`, :class:`DynamicLossScaler`, :func:`all_finite` — the functional loss-scaling tools of
  the MindSpore 2.x training loop.
* :class:`LossScaleManager`, :class:`FixedLossScaleManager`, :class:`DynamicLossScaleManager` — the same objects as
  in :mod:`mindspore.train`.
"""
import abc

import torch

from ._backend import overflow as _overflow
from ._checkparam import check_positive_int, check_value_type
from .common import dtype as mstype
from .common.parameter import Parameter
from .common.tensor import Tensor, _wrap
from .train.amp import (build_train_network, auto_mixed_precision, custom_mixed_precision, get_white_list,
                        get_black_list, _config_level)
from .train.loss_scale_manager import LossScaleManager, FixedLossScaleManager, DynamicLossScaleManager

__all__ = ["build_train_network", "auto_mixed_precision", "custom_mixed_precision", "get_white_list",
           "get_black_list", "LossScaler", "StaticLossScaler", "DynamicLossScaler", "all_finite",
           "LossScaleManager", "FixedLossScaleManager", "DynamicLossScaleManager"]


# ----- functional loss scalers --------------------------------------------------------------------------------------
def _scale_tree(inputs, factor):
    """Multiply every Tensor in `inputs` (Tensor / nested tuple or list) by `factor` cast to the Tensor's dtype."""
    if isinstance(inputs, Tensor):
        t = inputs._t
        return _wrap(t * factor.to(device=t.device, dtype=t.dtype))
    if isinstance(inputs, (tuple, list)):
        return type(inputs)(_scale_tree(x, factor) for x in inputs)
    return inputs


def _check_scale_value(scale_value):
    check_value_type("scale_value", scale_value, [float, int])
    if scale_value < 1.0:
        raise ValueError(f"The argument 'scale_value' must be > 1, but got {scale_value}")
    return Parameter(Tensor(scale_value, dtype=mstype.float32), name="scale_value")


class LossScaler(abc.ABC):
    """
    Base class of the functional loss scalers (:class:`StaticLossScaler`, :class:`DynamicLossScaler`).

    A subclass implements ``scale(inputs)`` (multiply the loss by the scale), ``unscale(inputs)`` (divide the
    gradients by it) and ``adjust(grads_finite)`` (update the scale from the overflow status of a step).

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> from mindspore import amp, Parameter, Tensor
        >>> from mindspore import dtype as mstype
        >>>
        >>> class HalvingLossScaler(amp.LossScaler):
        ...     def __init__(self, scale_value):
        ...         self.scale_value = Parameter(Tensor(scale_value, mstype.float32), name="scale_value")
        ...
        ...     def scale(self, inputs):
        ...         return inputs * self.scale_value
        ...
        ...     def unscale(self, inputs):
        ...         return tuple(g / self.scale_value for g in inputs)
        ...
        ...     def adjust(self, grads_finite):
        ...         if not grads_finite:
        ...             self.scale_value.set_data(self.scale_value / 2)
        ...         return True
        >>>
        >>> scaler = HalvingLossScaler(1024.0)
        >>> print(scaler.scale(Tensor(2.0, mstype.float32)))
        2048.0
        >>> print(scaler.adjust(Tensor(False)), scaler.scale_value.asnumpy())
        True 512.0
    """

    @abc.abstractmethod
    def scale(self, inputs):
        """Scale the inputs (the loss) by the loss scale.

        Args:
            inputs (Union[Tensor, tuple(Tensor)]): The values to scale.
        """

    @abc.abstractmethod
    def unscale(self, inputs):
        """Divide the inputs (the gradients) by the loss scale.

        Args:
            inputs (Union[Tensor, tuple(Tensor)]): The values to unscale.
        """

    @abc.abstractmethod
    def adjust(self, grads_finite):
        """Update the loss scale from whether the step's gradients were finite.

        Args:
            grads_finite (Tensor): Bool scalar, True when all gradients were finite.
        """


def _grad_scale_map(scale_value, inputs):
    """Multiply every Tensor in `inputs` by `scale_value` (cast to each Tensor's dtype)."""
    s = scale_value._t.detach() if isinstance(scale_value, Tensor) else torch.tensor(scale_value)
    return _scale_tree(inputs, s)


def _grad_unscale_map(scale_value, inputs):
    """Multiply every Tensor in `inputs` by ``1 / scale_value`` (the reciprocal cast to each Tensor's dtype)."""
    s = scale_value._t.detach() if isinstance(scale_value, Tensor) else torch.tensor(scale_value)
    return _scale_tree(inputs, torch.reciprocal(s.to(torch.float32) if not s.is_floating_point() else s))


class StaticLossScaler(LossScaler):
    """
    A constant loss scale for the functional training loop.

    Args:
        scale_value (Union[float, int]): The loss scale, at least 1.

    Raises:
        TypeError: If `scale_value` is not a float or an int.
        ValueError: If `scale_value` is less than 1.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import amp, Tensor
        >>> loss_scaler = amp.StaticLossScaler(scale_value=2**10)
        >>> print(loss_scaler.scale(Tensor(3.0, mindspore.float32)))
        3072.0
        >>> grads = (Tensor([2048.0, 512.0], mindspore.float32), Tensor([4096.0], mindspore.float16))
        >>> print(loss_scaler.unscale(grads))
        (Tensor(shape=[2], dtype=Float32, value= [ 2.00000000e+00,  5.00000000e-01]), Tensor(shape=[1], dtype=Float16, value= [ 4.0000e+00]))
    """

    def __init__(self, scale_value):
        self.scale_value = _check_scale_value(scale_value)

    def scale(self, inputs):
        """Multiply `inputs` by the loss scale.

        Args:
            inputs (Union[Tensor, tuple(Tensor)]): The loss (or a structure of Tensors).

        Returns:
            Union[Tensor, tuple(Tensor)], same structure and dtypes.
        """
        return _grad_scale_map(self.scale_value, inputs)

    def unscale(self, inputs):
        """Divide `inputs` by the loss scale.

        Args:
            inputs (Union[Tensor, tuple(Tensor)]): The gradients.

        Returns:
            Union[Tensor, tuple(Tensor)], same structure and dtypes.
        """
        return _grad_unscale_map(self.scale_value, inputs)

    def adjust(self, grads_finite):
        """Does nothing: the scale is constant.

        Args:
            grads_finite (Tensor): Bool scalar.

        Returns:
            bool, ``False``.
        """
        return False


class DynamicLossScaler(LossScaler):
    """
    A loss scale adjusted during training, for the functional training loop.

    After `scale_window` consecutive steps with finite gradients the scale is multiplied by `scale_factor` (unless
    that would give inf); after a step with non-finite gradients it is divided by `scale_factor`, not below 1.

    Args:
        scale_value (Union[float, int]): The initial loss scale, at least 1.
        scale_factor (int): The growth / shrink factor, a positive int.
        scale_window (int): The number of consecutive finite steps before the scale grows, a positive int.

    Raises:
        TypeError: If `scale_value` is not a float or an int, or `scale_factor` / `scale_window` is not an int.
        ValueError: If `scale_value` is less than 1, or `scale_factor` / `scale_window` is not positive.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import amp, Tensor
        >>> import numpy as np
        >>> loss_scaler = amp.DynamicLossScaler(scale_value=2**10, scale_factor=2, scale_window=2)
        >>> grads = (Tensor(np.array([np.inf, 1.0]), mindspore.float32), Tensor(np.array([0.5]), mindspore.float32))
        >>> grads_finite = amp.all_finite(loss_scaler.unscale(grads))
        >>> print(grads_finite)
        False
        >>> print(loss_scaler.adjust(grads_finite), loss_scaler.scale_value.asnumpy())
        True 512.0
        >>> for _ in range(2):
        ...     _ = loss_scaler.adjust(Tensor(True))
        >>> print(loss_scaler.scale_value.asnumpy())
        1024.0
    """

    def __init__(self, scale_value, scale_factor, scale_window):
        self.scale_value = _check_scale_value(scale_value)
        self.scale_window = check_positive_int(scale_window, "scale_window")
        self.scale_factor = check_positive_int(scale_factor, "scale_factor")
        self.counter = Parameter(Tensor(0, dtype=mstype.int32), name="counter")

    def scale(self, inputs):
        """Multiply `inputs` by the loss scale.

        Args:
            inputs (Union[Tensor, tuple(Tensor)]): The loss (or a structure of Tensors).

        Returns:
            Union[Tensor, tuple(Tensor)], same structure and dtypes.
        """
        return _grad_scale_map(self.scale_value, inputs)

    def unscale(self, inputs):
        """Divide `inputs` by the loss scale.

        Args:
            inputs (Union[Tensor, tuple(Tensor)]): The gradients.

        Returns:
            Union[Tensor, tuple(Tensor)], same structure and dtypes.
        """
        return _grad_unscale_map(self.scale_value, inputs)

    def adjust(self, grads_finite):
        """Update the scale (and the counter of consecutive finite steps) after a step.

        Args:
            grads_finite (Union[Tensor, bool]): Whether all gradients of the step were finite.

        Returns:
            bool, ``True``.
        """
        s = self.scale_value._t
        c = self.counter._t
        if isinstance(grads_finite, Tensor):
            finite = grads_finite._t.reshape(()).to(device=s.device, dtype=torch.bool)
        else:
            finite = torch.tensor(bool(grads_finite), device=s.device)
        with torch.no_grad():
            grown = s * self.scale_factor
            at_window = c == (self.scale_window - 1)
            grown = torch.where(at_window & torch.isfinite(grown), grown, s)
            shrunk = torch.maximum(torch.ones_like(s), s / self.scale_factor)
            s.copy_(torch.where(finite, grown, shrunk))
            c.copy_(((c + 1) % self.scale_window) * finite.to(c.dtype))
        return True


def all_finite(inputs):
    """
    Whether every element of the given Tensors is finite (no inf, no NaN).

    One fused pass over all Tensors; the result stays on the device.

    Args:
        inputs (Union[tuple(Tensor), list(Tensor)]): The Tensors, usually gradients.

    Returns:
        Tensor, Bool scalar: ``True`` when all elements are finite.

    Raises:
        TypeError: If `inputs` is not a tuple or list of Tensors.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> from mindspore import amp, Tensor
        >>> x = (Tensor(np.array([np.nan, 1, -np.inf])), Tensor(np.array([1.0])))
        >>> output = amp.all_finite(x)
        >>> print(output)
        False
    """
    if not isinstance(inputs, (tuple, list)):
        raise TypeError(f"For 'all_finite', the input 'inputs' must be a tuple or list of Tensors, but got "
                        f"{type(inputs).__name__}.")
    tensors = []
    for x in inputs:
        if not isinstance(x, Tensor):
            raise TypeError(f"For 'all_finite', every element of 'inputs' must be a Tensor, but got "
                            f"{type(x).__name__}.")
        tensors.append(x._t)
    return _wrap(~_overflow.found_non_finite(tensors, mode=_overflow.INF_NAN))


from ._unsupported import missing_name_hook as _missing_name_hook  # noqa: E402
__getattr__ = _missing_name_hook(__name__)
