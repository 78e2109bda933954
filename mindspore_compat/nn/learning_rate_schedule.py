"""``mindspore.nn.learning_rate_schedule``: learning rates computed from the global step at run time.

A schedule is a Cell: ``schedule(global_step)`` returns the learning rate of that step as a Float32 Tensor (shape of
`global_step`). Optimizers accept a schedule as `learning_rate` and call it with their ``global_step`` Parameter on
every update, so the whole computation stays on the device (no host synchronisation).
"""
import math

import torch

from .cell import Cell
from ..common.tensor import Tensor, _wrap
from .._checkparam import check_positive_int, check_value_type
from .dynamic_lr import _check_is_float, _check_non_negative_float, _check_positive_float

__all__ = ["ExponentialDecayLR", "NaturalExpDecayLR", "InverseDecayLR", "CosineDecayLR", "PolynomialDecayLR",
           "WarmUpLR"]


def _step_tensor(global_step):
    """The torch tensor of `global_step` (a Tensor, Parameter or Python number)."""
    if isinstance(global_step, Tensor):
        return global_step._t
    if isinstance(global_step, torch.Tensor):
        return global_step
    return torch.as_tensor(global_step)


def _f32(t):
    return t if t.dtype is torch.float32 else t.to(torch.float32)


def _const(value, like):
    return torch.full((), value, dtype=torch.float32, device=like.device)


class LearningRateSchedule(Cell):
    """Base class of learning-rate schedules: subclasses implement ``construct(global_step)`` and return the
    learning rate of that step as a scalar Float32 Tensor.

    Inputs:
        - **global_step** (Tensor) - The current step number.

    Outputs:
        Tensor, the learning rate of the step.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor
        >>> from mindspore.nn.learning_rate_schedule import LearningRateSchedule
        >>> class HalfEveryStep(LearningRateSchedule):
        ...     def construct(self, global_step):
        ...         return 0.1 * 0.5 ** global_step.astype(mindspore.float32)
        ...
        >>> print(HalfEveryStep()(Tensor(2, mindspore.int32)))
        0.025
    """

    def __init__(self):
        super().__init__()

    def construct(self, global_step):
        """Compute the learning rate of `global_step`; subclasses define it."""
        raise AttributeError(f"For '{type(self).__name__}', the method 'construct' is not defined: a "
                             f"LearningRateSchedule subclass must implement construct(global_step).")


def _check_inputs(learning_rate, decay_rate, decay_steps, is_stair, cls_name):
    check_positive_int(decay_steps, "decay_steps", cls_name)
    _check_positive_float(learning_rate, "learning_rate", cls_name)
    _check_is_float(learning_rate, "learning_rate", cls_name)
    _check_positive_float(decay_rate, "decay_rate", cls_name)
    _check_is_float(decay_rate, "decay_rate", cls_name)
    check_value_type("is_stair", is_stair, [bool], cls_name)


def _keep_decay_args(schedule, learning_rate, decay_rate, decay_steps, is_stair):
    """Validate the four arguments of the exponential/natural/inverse decays and store them on `schedule`."""
    _check_inputs(learning_rate, decay_rate, decay_steps, is_stair, schedule.cls_name)
    for name, value in (("learning_rate", learning_rate), ("decay_rate", decay_rate),
                        ("decay_steps", decay_steps), ("is_stair", is_stair)):
        setattr(schedule, name, value)


class ExponentialDecayLR(LearningRateSchedule):
    r"""
    Exponentially decayed learning rate.

    .. math::
        decayed\_learning\_rate = learning\_rate * decay\_rate^{p}

    where :math:`p = \frac{current\_step}{decay\_steps}`, floored when `is_stair` is ``True``.

    Args:
        learning_rate (float): The initial learning rate, > 0.
        decay_rate (float): The decay rate, > 0.
        decay_steps (int): The number of steps one decay period lasts.
        is_stair (bool): If ``True``, decay once every `decay_steps` steps. Default: ``False``.

    Inputs:
        - **global_step** (Tensor) - The current step number.

    Outputs:
        Tensor, the Float32 learning rate of the step, with the shape of `global_step`.

    Raises:
        TypeError: If `learning_rate` or `decay_rate` is not a float.
        TypeError: If `decay_steps` is not an int or `is_stair` is not a bool.
        ValueError: If `decay_steps` is less than 1.
        ValueError: If `learning_rate` or `decay_rate` is not greater than 0.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, nn
        >>> exponential_decay_lr = nn.ExponentialDecayLR(0.1, 0.5, 2)
        >>> print(exponential_decay_lr(Tensor(2, mindspore.int32)))
        0.05
    """

    def __init__(self, learning_rate, decay_rate, decay_steps, is_stair=False):
        super().__init__()
        _keep_decay_args(self, learning_rate, decay_rate, decay_steps, is_stair)

    def construct(self, global_step):
        step = _step_tensor(global_step)
        p = _f32(step) / self.decay_steps
        if self.is_stair:
            p = torch.floor(p)
        return _wrap(self.learning_rate * torch.pow(_const(self.decay_rate, p), p))


class NaturalExpDecayLR(LearningRateSchedule):
    r"""
    Learning rate decayed by a natural exponential.

    .. math::
        decayed\_learning\_rate = learning\_rate * e^{-decay\_rate * p}

    where :math:`p = current\_step`; when `is_stair` is ``True`` it is rounded down to a multiple of `decay_steps`.

    Args:
        learning_rate (float): The initial learning rate, > 0.
        decay_rate (float): The decay rate, > 0.
        decay_steps (int): The number of steps one decay period lasts.
        is_stair (bool): If ``True``, decay once every `decay_steps` steps. Default: ``False``.

    Inputs:
        - **global_step** (Tensor) - The current step number.

    Outputs:
        Tensor, the Float32 learning rate of the step, with the shape of `global_step`.

    Raises:
        TypeError: If `learning_rate` or `decay_rate` is not a float.
        TypeError: If `decay_steps` is not an int or `is_stair` is not a bool.
        ValueError: If `decay_steps` is less than 1.
        ValueError: If `learning_rate` or `decay_rate` is not greater than 0.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, nn
        >>> natural_exp_decay_lr = nn.NaturalExpDecayLR(0.1, 0.9, 4, True)
        >>> print(natural_exp_decay_lr(Tensor(2, mindspore.int32)))
        0.1
    """

    def __init__(self, learning_rate, decay_rate, decay_steps, is_stair=False):
        super().__init__()
        _keep_decay_args(self, learning_rate, decay_rate, decay_steps, is_stair)
        self.math_e = math.e

    def construct(self, global_step):
        p = _f32(_step_tensor(global_step))
        if self.is_stair:
            p = torch.floor_divide(p, self.decay_steps) * self.decay_steps
        return _wrap(self.learning_rate * torch.pow(_const(self.math_e, p), -self.decay_rate * p))


class InverseDecayLR(LearningRateSchedule):
    r"""
    Learning rate decayed by inverse time.

    .. math::
        decayed\_learning\_rate = learning\_rate / (1 + decay\_rate * p)

    where :math:`p = \frac{current\_step}{decay\_steps}`, floored when `is_stair` is ``True``.

    Args:
        learning_rate (float): The initial learning rate, > 0.
        decay_rate (float): The decay rate, > 0.
        decay_steps (int): The number of steps one decay period lasts.
        is_stair (bool): If ``True``, decay once every `decay_steps` steps. Default: ``False``.

    Inputs:
        - **global_step** (Tensor) - The current step number.

    Outputs:
        Tensor, the Float32 learning rate of the step, with the shape of `global_step`.

    Raises:
        TypeError: If `learning_rate` or `decay_rate` is not a float.
        TypeError: If `decay_steps` is not an int or `is_stair` is not a bool.
        ValueError: If `decay_steps` is less than 1.
        ValueError: If `learning_rate` or `decay_rate` is not greater than 0.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, nn
        >>> inverse_decay_lr = nn.InverseDecayLR(0.1, 0.9, 4, True)
        >>> print(inverse_decay_lr(Tensor(2, mindspore.int32)))
        0.1
    """

    def __init__(self, learning_rate, decay_rate, decay_steps, is_stair=False):
        super().__init__()
        _keep_decay_args(self, learning_rate, decay_rate, decay_steps, is_stair)

    def construct(self, global_step):
        p = _f32(_step_tensor(global_step)) / self.decay_steps
        if self.is_stair:
            p = torch.floor(p)
        return _wrap(self.learning_rate / (1 + self.decay_rate * p))


class CosineDecayLR(LearningRateSchedule):
    r"""
    Learning rate following a cosine curve from `max_lr` down to `min_lr` over `decay_steps` steps.

    .. math::
        decayed\_learning\_rate = min\_lr + 0.5 * (max\_lr - min\_lr) *
        (1 + cos(\frac{current\_step}{decay\_steps}\pi))

    with :math:`current\_step` clipped to `decay_steps`.

    Args:
        min_lr (float): The smallest learning rate, >= 0.
        max_lr (float): The largest learning rate, > 0 and greater than `min_lr`.
        decay_steps (int): The number of steps the decay lasts.

    Inputs:
        - **global_step** (Tensor) - The current step number.

    Outputs:
        Tensor, the Float32 learning rate of the step, with the shape of `global_step`.

    Raises:
        TypeError: If `min_lr` or `max_lr` is not a float.
        TypeError: If `decay_steps` is not an int.
        ValueError: If `min_lr` is less than 0 or `decay_steps` is less than 1.
        ValueError: If `max_lr` is not greater than 0 or not greater than `min_lr`.

    Supported Platforms:
        ``Ascend`` ``GPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, nn
        >>> cosine_decay_lr = nn.CosineDecayLR(0.01, 0.1, 4)
        >>> print(cosine_decay_lr(Tensor(2, mindspore.int32)))
        0.055
    """

    def __init__(self, min_lr, max_lr, decay_steps):
        super().__init__()
        if not isinstance(min_lr, float):
            raise TypeError(f"For 'CosineDecayLR', the argument 'min_lr' must be type of float, but got 'min_lr' "
                            f"type: {type(min_lr)}.")
        _check_non_negative_float(min_lr, "min_lr", self.cls_name)
        _check_positive_float(max_lr, "max_lr", self.cls_name)
        _check_is_float(max_lr, "max_lr", self.cls_name)
        check_positive_int(decay_steps, "decay_steps", self.cls_name)
        if min_lr >= max_lr:
            raise ValueError(f"For 'CosineDecayLR', the 'max_lr' must be greater than the 'min_lr', but got 'max_lr' "
                             f"value: {max_lr}, 'min_lr' value: {min_lr}.")
        self.delta = 0.5 * (max_lr - min_lr)
        self.min_lr, self.max_lr, self.decay_steps = min_lr, max_lr, decay_steps
        self.math_pi = math.pi

    def construct(self, global_step):
        step = _step_tensor(global_step)
        p = _f32(torch.clamp(step, max=self.decay_steps))
        return _wrap(self.min_lr + self.delta * (1.0 + torch.cos(self.math_pi * p / self.decay_steps)))


class PolynomialDecayLR(LearningRateSchedule):
    r"""
    Learning rate decayed polynomially from `learning_rate` to `end_learning_rate`.

    .. math::
        decayed\_learning\_rate = (learning\_rate - end\_learning\_rate) *
        (1 - tmp\_step / tmp\_decay\_steps)^{power} + end\_learning\_rate

    where :math:`tmp\_step = \min(current\_step, decay\_steps)` and :math:`tmp\_decay\_steps = decay\_steps`. With
    `update_decay_steps`, :math:`tmp\_step = current\_step` and
    :math:`tmp\_decay\_steps = decay\_steps * \max(ceil(current\_step / decay\_steps), 1)`.

    Args:
        learning_rate (float): The initial learning rate, > 0.
        end_learning_rate (float): The final learning rate, >= 0.
        decay_steps (int): The number of steps the decay lasts.
        power (float): The power of the polynomial, > 0.
        update_decay_steps (bool): If ``True``, stretch `decay_steps` every time it is passed. Default: ``False``.

    Inputs:
        - **global_step** (Tensor) - The current step number.

    Outputs:
        Tensor, the Float32 learning rate of the step, with the shape of `global_step`.

    Raises:
        TypeError: If `learning_rate`, `end_learning_rate` or `power` is not a float.
        TypeError: If `decay_steps` is not an int or `update_decay_steps` is not a bool.
        ValueError: If `end_learning_rate` is less than 0 or `decay_steps` is less than 1.
        ValueError: If `learning_rate` or `power` is not greater than 0.

    Supported Platforms:
        ``Ascend`` ``GPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, nn
        >>> polynomial_decay_lr = nn.PolynomialDecayLR(0.1, 0.01, 4, 0.5)
        >>> print(polynomial_decay_lr(Tensor(2, mindspore.int32)))
        0.07363961
    """

    def __init__(self, learning_rate, end_learning_rate, decay_steps, power, update_decay_steps=False):
        super().__init__()
        _check_positive_float(learning_rate, "learning_rate")
        _check_is_float(learning_rate, "learning_rate")
        if not isinstance(end_learning_rate, float):
            raise TypeError(f"For 'PolynomialDecayLR', the argument 'end_learning_rate' must be type of float, but "
                            f"got 'end_learning_rate' type: {type(end_learning_rate)}.")
        _check_non_negative_float(end_learning_rate, "end_learning_rate", self.cls_name)
        check_positive_int(decay_steps, "decay_steps", self.cls_name)
        check_value_type("update_decay_steps", update_decay_steps, [bool], self.cls_name)
        _check_positive_float(power, "power", self.cls_name)
        _check_is_float(power, "power", self.cls_name)
        self.start_learning_rate, self.end_learning_rate = learning_rate, end_learning_rate
        self.diff_learning_rate = learning_rate - end_learning_rate
        self.decay_steps, self.power, self.update_decay_steps = decay_steps, power, update_decay_steps

    def construct(self, global_step):
        step = _f32(_step_tensor(global_step))
        decay_steps = self.decay_steps
        if self.update_decay_steps:
            decay_steps = decay_steps * torch.clamp(torch.ceil(step / decay_steps), min=1)
        else:
            step = torch.clamp(step, max=decay_steps)
        p = step / decay_steps
        return _wrap(self.diff_learning_rate * torch.pow(1.0 - p, self.power) + self.end_learning_rate)


class WarmUpLR(LearningRateSchedule):
    r"""
    Linearly warmed-up learning rate.

    .. math::
        warmup\_learning\_rate = learning\_rate * tmp\_step / warmup\_steps

    where :math:`tmp\_step = \min(current\_step, warmup\_steps)`.

    Args:
        learning_rate (float): The learning rate reached at the end of the warm-up, >= 0.
        warmup_steps (int): The number of warm-up steps.

    Inputs:
        - **global_step** (Tensor) - The current step number.

    Outputs:
        Tensor, the Float32 learning rate of the step, with the shape of `global_step`.

    Raises:
        TypeError: If `learning_rate` is not a float.
        TypeError: If `warmup_steps` is not an int.
        ValueError: If `warmup_steps` is less than 1.
        ValueError: If `learning_rate` is less than 0.

    Supported Platforms:
        ``Ascend`` ``GPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, nn
        >>> warmup_lr = nn.WarmUpLR(0.1, 2)
        >>> print(warmup_lr(Tensor(2, mindspore.int32)))
        0.1
    """

    def __init__(self, learning_rate, warmup_steps):
        super().__init__()
        if not isinstance(learning_rate, float):
            raise TypeError(f"For 'WarmUpLR', the argument 'learning_rate' must be type of float, but got "
                            f"'learning_rate' type: {type(learning_rate)}.")
        _check_non_negative_float(learning_rate, "learning_rate", self.cls_name)
        check_positive_int(warmup_steps, "warmup_steps", self.cls_name)
        self.warmup_steps = warmup_steps
        self.learning_rate = learning_rate

    def construct(self, global_step):
        step = _step_tensor(global_step)
        warmup_percent = _f32(torch.clamp(step, max=self.warmup_steps)) / self.warmup_steps
        return _wrap(self.learning_rate * warmup_percent)
