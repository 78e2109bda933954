"""``mindspore.nn.dynamic_lr``: learning-rate lists computed ahead of training.

Each function returns a plain Python ``list`` of floats, one value per step; pass it as the `learning_rate` of an
optimizer and step ``i`` uses element ``i``.

The private ``_check_*`` helpers at the top reproduce MindSpore's number validators (``check_positive_float``,
``check_non_negative_float``, ``check_is_float``, ``check_float_range``): same exception type, same message. They
live here because this module imports nothing from the package, so the schedules and the optimizers can share them
without import cycles.
"""
import math

from .._checkparam import check_positive_int, check_value_type

__all__ = ["piecewise_constant_lr", "exponential_decay_lr", "natural_exp_decay_lr", "inverse_decay_lr",
           "cosine_decay_lr", "polynomial_decay_lr", "warmup_lr"]

_GT, _GE = "> {}", ">= {}"


def _info(arg_name, cls_name):
    head = f"For '{cls_name}', the " if cls_name else "The "
    return head + (f"'{arg_name}'" if arg_name else "input value")


def _check_float_number(value, bound, rel, arg_name=None, cls_name=None):
    """MindSpore's ``check_number`` for floats: TypeError unless `value` is a float, ValueError for inf/nan or
    when ``value <rel> bound`` does not hold."""
    info = _info(arg_name, cls_name)
    if not isinstance(value, float):
        raise TypeError(f"{info} must be float, but got '{type(value).__name__}'")
    if math.isinf(value) or math.isnan(value):
        raise ValueError(f"{info} must be a legal value, but got '{value}'.")
    ok = value > bound if rel == _GT else value >= bound
    if not ok:
        raise ValueError(f"{info} must be float and must {rel.format(bound)}, but got '{value}' with type "
                         f"'float'.")
    return value


def _check_positive_float(value, arg_name=None, cls_name=None):
    return _check_float_number(value, 0, _GT, arg_name, cls_name)


def _check_non_negative_float(value, arg_name=None, cls_name=None):
    return _check_float_number(value, 0, _GE, arg_name, cls_name)


def _check_is_float(value, arg_name=None, cls_name=None):
    """TypeError unless `value` is a float (bool excluded); ValueError for inf/nan."""
    head = f"For '{cls_name}', the" if cls_name else "The"
    name = f"'{arg_name}'" if arg_name else "input value"
    if isinstance(value, float):
        if math.isinf(value) or math.isnan(value):
            raise ValueError(f"{head} {name} must be a legal float, but got '{value}'.")
        return value
    raise TypeError(f"{head} type of {name} must be float, but got '{type(value).__name__}'")


def _check_float_range(value, lower, upper, arg_name=None, cls_name=None):
    """`value` must be a float strictly inside ``(lower, upper)``."""
    head = f"For '{cls_name}', the" if cls_name else "The"
    name = f"'{arg_name}'" if arg_name else "input value"
    if isinstance(value, bool) or not isinstance(value, float):
        raise TypeError(f"{head} {name} must be 'float',  but got '{type(value).__name__}'.")
    if not lower < value < upper:
        raise ValueError(f"{head} {name} must be in range of ({lower}, {upper}), but got {value} with type "
                         f"'float'.")
    return value


def piecewise_constant_lr(milestone, learning_rates):
    r"""
    Builds a piecewise constant learning rate, one value per step.

    With `milestone` :math:`(M_1, ..., M_N)` and `learning_rates` :math:`(x_1, ..., x_N)`, step :math:`i` gets
    :math:`x_t` for :math:`M_{t-1} \le i < M_t` (with :math:`M_0 = 0`).

    Args:
        milestone (Union[list[int], tuple[int]]): increasing step counts at which the next rate starts; every element
            must be a positive int.
        learning_rates (Union[list[float], tuple[float]]): the rates, one per milestone; every element must be a
            float.

    Returns:
        list[float], of length :math:`M_N`.

    Raises:
        TypeError: If `milestone` or `learning_rates` is neither a tuple nor a list.
        TypeError: If an element of `milestone` is not an int or an element of `learning_rates` is not a float.
        ValueError: If `milestone` and `learning_rates` differ in length.
        ValueError: If an element of `milestone` is not positive or is smaller than the one before it.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> from mindspore import nn
        >>> print(nn.piecewise_constant_lr((1, 3, 4), (0.5, 0.2, 0.125)))
        [0.5, 0.2, 0.2, 0.125]
    """
    check_value_type("milestone", milestone, (tuple, list))
    check_value_type("learning_rates", learning_rates, (tuple, list))
    if len(milestone) != len(learning_rates):
        raise ValueError(f"For 'piecewise_constant_lr', the size of 'milestone' must be same with the size of "
                         f"'learning_rates', but got 'milestone' size: {len(milestone)}, 'learning_rates' size: "
                         f"{len(learning_rates)}.")
    lr = []
    last_item = 0
    for i, item in enumerate(milestone):
        check_positive_int(item, f"milestone[{i}]")
        _check_is_float(learning_rates[i], f"learning_rates[{i}]")
        if item < last_item:
            raise ValueError(f"For 'piecewise_constant_lr', the value of milestone[{i}] must be greater than "
                             f"milestone[{i - 1}], but got milestone[{i}]: {milestone[i]}, milestone[{i - 1}]: "
                             f"{milestone[i - 1]}.")
        lr += [learning_rates[i]] * (item - last_item)
        last_item = item
    return lr


def _check_inputs(learning_rate, decay_rate, total_step, step_per_epoch, decay_epoch, is_stair):
    check_positive_int(total_step, "total_step")
    check_positive_int(step_per_epoch, "step_per_epoch")
    check_positive_int(decay_epoch, "decay_epoch")
    _check_positive_float(learning_rate, "learning_rate")
    _check_is_float(learning_rate, "learning_rate")
    _check_positive_float(decay_rate, "decay_rate")
    _check_is_float(decay_rate, "decay_rate")
    check_value_type("is_stair", is_stair, [bool])


def exponential_decay_lr(learning_rate, decay_rate, total_step, step_per_epoch, decay_epoch, is_stair=False):
    r"""
    Exponentially decayed learning rates, one value per step.

    .. math::
        decayed\_learning\_rate[i] = learning\_rate * decay\_rate^{\frac{current\_epoch}{decay\_epoch}}

    where :math:`current\_epoch = floor(\frac{i}{step\_per\_epoch})`; with `is_stair` the exponent is floored too.

    Args:
        learning_rate (float): The initial learning rate, > 0.
        decay_rate (float): The decay rate, > 0.
        total_step (int): The number of steps (length of the result).
        step_per_epoch (int): The number of steps per epoch.
        decay_epoch (int): The number of epochs one decay period lasts.
        is_stair (bool): If ``True``, decay once every `decay_epoch` epochs. Default: ``False``.

    Returns:
        list[float], of length `total_step`.

    Raises:
        TypeError: If `total_step`, `step_per_epoch` or `decay_epoch` is not an int.
        TypeError: If `is_stair` is not a bool.
        TypeError: If `learning_rate` or `decay_rate` is not a float.
        ValueError: If `learning_rate` or `decay_rate` is not greater than 0, or an int argument is not positive.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore.nn as nn
        >>> lr = nn.exponential_decay_lr(0.1, 0.9, total_step=6, step_per_epoch=2, decay_epoch=1)
        >>> print(lr)
        [0.1, 0.1, 0.09000000000000001, 0.09000000000000001, 0.08100000000000002, 0.08100000000000002]
    """
    _check_inputs(learning_rate, decay_rate, total_step, step_per_epoch, decay_epoch, is_stair)
    lr = []
    for i in range(total_step):
        epoch = math.floor(i / step_per_epoch)
        if is_stair:
            lr.append(learning_rate * decay_rate ** math.floor(epoch / decay_epoch))
        else:
            lr.append(learning_rate * decay_rate ** (epoch / decay_epoch))
    return lr


def natural_exp_decay_lr(learning_rate, decay_rate, total_step, step_per_epoch, decay_epoch, is_stair=False):
    r"""
    Learning rates decayed by a natural exponential, one value per step.

    .. math::
        decayed\_learning\_rate[i] = learning\_rate * e^{-decay\_rate * current\_epoch}

    where :math:`current\_epoch = floor(\frac{i}{step\_per\_epoch})`; with `is_stair` the epoch is first rounded down
    to a multiple of `decay_epoch`.

    Args:
        learning_rate (float): The initial learning rate, > 0.
        decay_rate (float): The decay rate, > 0.
        total_step (int): The number of steps (length of the result).
        step_per_epoch (int): The number of steps per epoch.
        decay_epoch (int): The number of epochs one decay period lasts.
        is_stair (bool): If ``True``, decay once every `decay_epoch` epochs. Default: ``False``.

    Returns:
        list[float], of length `total_step`.

    Raises:
        TypeError: If `total_step`, `step_per_epoch` or `decay_epoch` is not an int.
        TypeError: If `is_stair` is not a bool.
        TypeError: If `learning_rate` or `decay_rate` is not a float.
        ValueError: If `learning_rate` or `decay_rate` is not greater than 0, or an int argument is not positive.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore.nn as nn
        >>> lr = nn.natural_exp_decay_lr(0.1, 0.9, total_step=6, step_per_epoch=2, decay_epoch=2, is_stair=True)
        >>> print(lr)
        [0.1, 0.1, 0.1, 0.1, 0.016529888822158657, 0.016529888822158657]
    """
    _check_inputs(learning_rate, decay_rate, total_step, step_per_epoch, decay_epoch, is_stair)
    lr = []
    for i in range(total_step):
        epoch = math.floor(i / step_per_epoch)
        if is_stair:
            epoch = math.floor(epoch / decay_epoch) * decay_epoch
        lr.append(learning_rate * math.e ** (-decay_rate * epoch))
    return lr


def inverse_decay_lr(learning_rate, decay_rate, total_step, step_per_epoch, decay_epoch, is_stair=False):
    r"""
    Learning rates decayed by inverse time, one value per step.

    .. math::
        decayed\_learning\_rate[i] = learning\_rate / (1 + decay\_rate * current\_epoch / decay\_epoch)

    where :math:`current\_epoch = floor(\frac{i}{step\_per\_epoch})`; with `is_stair` the ratio
    :math:`current\_epoch / decay\_epoch` is floored.

    Args:
        learning_rate (float): The initial learning rate, > 0.
        decay_rate (float): The decay rate, > 0.
        total_step (int): The number of steps (length of the result).
        step_per_epoch (int): The number of steps per epoch.
        decay_epoch (int): The number of epochs one decay period lasts.
        is_stair (bool): If ``True``, decay once every `decay_epoch` epochs. Default: ``False``.

    Returns:
        list[float], of length `total_step`.

    Raises:
        TypeError: If `total_step`, `step_per_epoch` or `decay_epoch` is not an int.
        TypeError: If `is_stair` is not a bool.
        TypeError: If `learning_rate` or `decay_rate` is not a float.
        ValueError: If `learning_rate` or `decay_rate` is not greater than 0, or an int argument is not positive.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore.nn as nn
        >>> lr = nn.inverse_decay_lr(0.1, 0.5, total_step=6, step_per_epoch=1, decay_epoch=1, is_stair=True)
        >>> print(lr)
        [0.1, 0.06666666666666667, 0.05, 0.04, 0.03333333333333333, 0.028571428571428574]
    """
    _check_inputs(learning_rate, decay_rate, total_step, step_per_epoch, decay_epoch, is_stair)
    lr = []
    for i in range(total_step):
        epoch = math.floor(i / step_per_epoch)
        if is_stair:
            lr.append(learning_rate / (1 + decay_rate * math.floor(epoch / decay_epoch)))
        else:
            lr.append(learning_rate / (1 + decay_rate * epoch / decay_epoch))
    return lr


def cosine_decay_lr(min_lr, max_lr, total_step, step_per_epoch, decay_epoch):
    r"""
    Learning rates following a cosine curve from `max_lr` down to `min_lr`, one value per step.

    .. math::
        decayed\_learning\_rate[i] = min\_lr + 0.5 * (max\_lr - min\_lr) *
        (1 + cos(\frac{current\_epoch}{decay\_epoch}\pi))

    where :math:`current\_epoch = \min(floor(\frac{i}{step\_per\_epoch}), decay\_epoch)`.

    Args:
        min_lr (float): The smallest learning rate, >= 0.
        max_lr (float): The largest learning rate, > 0 and greater than `min_lr`.
        total_step (int): The number of steps (length of the result).
        step_per_epoch (int): The number of steps per epoch.
        decay_epoch (int): The number of epochs the decay lasts.

    Returns:
        list[float], of length `total_step`.

    Raises:
        TypeError: If `min_lr` or `max_lr` is not a float.
        TypeError: If `total_step`, `step_per_epoch` or `decay_epoch` is not an int.
        ValueError: If `max_lr` is not greater than 0 or `min_lr` is less than 0.
        ValueError: If `total_step`, `step_per_epoch` or `decay_epoch` is not positive.
        ValueError: If `min_lr` is greater than or equal to `max_lr`.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore.nn as nn
        >>> lr = nn.cosine_decay_lr(0.01, 0.1, total_step=6, step_per_epoch=2, decay_epoch=2)
        >>> print(lr)
        [0.1, 0.1, 0.05500000000000001, 0.05500000000000001, 0.01, 0.01]
    """
    if not isinstance(min_lr, float):
        raise TypeError(f"For 'cosine_decay_lr', the argument 'min_lr' must be type of float, but got 'min_lr' "
                        f"type: {type(min_lr)}.")
    _check_non_negative_float(min_lr, "min_lr", None)
    _check_positive_float(max_lr, "max_lr")
    _check_is_float(max_lr, "max_lr")
    check_positive_int(total_step, "total_step")
    check_positive_int(step_per_epoch, "step_per_epoch")
    check_positive_int(decay_epoch, "decay_epoch")
    if min_lr >= max_lr:
        raise ValueError(f"For 'cosine_decay_lr', the 'max_lr' must be greater than the 'min_lr', but got 'max_lr' "
                         f"value: {max_lr}, 'min_lr' value: {min_lr}.")
    delta = 0.5 * (max_lr - min_lr)
    lr = []
    for i in range(total_step):
        epoch = min(math.floor(i / step_per_epoch), decay_epoch)
        lr.append(min_lr + delta * (1 + math.cos(math.pi * epoch / decay_epoch)))
    return lr


def polynomial_decay_lr(learning_rate, end_learning_rate, total_step, step_per_epoch, decay_epoch, power,
                        update_decay_epoch=False):
    r"""
    Learning rates decayed polynomially from `learning_rate` to `end_learning_rate`, one value per step.

    .. math::
        decayed\_learning\_rate[i] = (learning\_rate - end\_learning\_rate) *
        (1 - tmp\_epoch / tmp\_decay\_epoch)^{power} + end\_learning\_rate

    where :math:`current\_epoch = floor(\frac{i}{step\_per\_epoch})`,
    :math:`tmp\_epoch = \min(current\_epoch, decay\_epoch)` and :math:`tmp\_decay\_epoch = decay\_epoch`. With
    `update_decay_epoch`, :math:`tmp\_epoch = current\_epoch` and
    :math:`tmp\_decay\_epoch = decay\_epoch * \max(ceil(current\_epoch / decay\_epoch), 1)`.

    Args:
        learning_rate (float): The initial learning rate, > 0.
        end_learning_rate (float): The final learning rate, >= 0.
        total_step (int): The number of steps (length of the result).
        step_per_epoch (int): The number of steps per epoch.
        decay_epoch (int): The number of epochs the decay lasts.
        power (float): The power of the polynomial, > 0.
        update_decay_epoch (bool): If ``True``, stretch `decay_epoch` every time it is passed. Default: ``False``.

    Returns:
        list[float], of length `total_step`.

    Raises:
        TypeError: If `learning_rate`, `end_learning_rate` or `power` is not a float.
        TypeError: If `total_step`, `step_per_epoch` or `decay_epoch` is not an int.
        TypeError: If `update_decay_epoch` is not a bool.
        ValueError: If `learning_rate` or `power` is not greater than 0, or `end_learning_rate` is negative.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore.nn as nn
        >>> lr = nn.polynomial_decay_lr(0.1, 0.01, total_step=6, step_per_epoch=2, decay_epoch=2, power=0.5)
        >>> print(lr)
        [0.1, 0.1, 0.07363961030678928, 0.07363961030678928, 0.01, 0.01]
    """
    _check_positive_float(learning_rate, "learning_rate")
    _check_is_float(learning_rate, "learning_rate")
    if not isinstance(end_learning_rate, float):
        raise TypeError(f"For 'polynomial_decay_lr', the argument 'end_learning_rate' must be type of float, but got "
                        f"'end_learning_rate' type: {type(end_learning_rate)}.")
    _check_non_negative_float(end_learning_rate, "end_learning_rate", None)
    _check_positive_float(power, "power")
    _check_is_float(power, "power")
    check_positive_int(total_step, "total_step")
    check_positive_int(step_per_epoch, "step_per_epoch")
    check_positive_int(decay_epoch, "decay_epoch")
    check_value_type("update_decay_epoch", update_decay_epoch, [bool])

    origin_decay_epoch = decay_epoch
    lr = []
    delta = learning_rate - end_learning_rate
    for i in range(total_step):
        current_epoch = math.floor(i / step_per_epoch)
        if update_decay_epoch:
            decay_epoch = origin_decay_epoch * max(math.ceil(current_epoch / origin_decay_epoch), 1)
            tmp_epoch = current_epoch
        else:
            tmp_epoch = min(decay_epoch, current_epoch)
        lr.append(delta * (1 - tmp_epoch / decay_epoch) ** power + end_learning_rate)
    return lr


def warmup_lr(learning_rate, total_step, step_per_epoch, warmup_epoch):
    r"""
    Linearly warmed-up learning rates, one value per step.

    .. math::
        warmup\_learning\_rate[i] = learning\_rate * tmp\_epoch / warmup\_epoch

    where :math:`tmp\_epoch = \min(floor(\frac{i}{step\_per\_epoch}), warmup\_epoch)`.

    Args:
        learning_rate (float): The learning rate reached at the end of the warm-up, >= 0.
        total_step (int): The number of steps (length of the result).
        step_per_epoch (int): The number of steps per epoch.
        warmup_epoch (int): The number of warm-up epochs.

    Returns:
        list[float], of length `total_step`.

    Raises:
        TypeError: If `learning_rate` is not a float.
        TypeError: If `total_step`, `step_per_epoch` or `warmup_epoch` is not an int.
        ValueError: If `learning_rate` is less than 0, or an int argument is not positive.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore.nn as nn
        >>> lr = nn.warmup_lr(0.1, total_step=6, step_per_epoch=2, warmup_epoch=2)
        >>> print(lr)
        [0.0, 0.0, 0.05, 0.05, 0.1, 0.1]
    """
    if not isinstance(learning_rate, float):
        raise TypeError(f"For 'warmup_lr', the argument 'learning_rate' must be type of float, but got "
                        f"'learning_rate' type: {type(learning_rate)}.")
    _check_non_negative_float(learning_rate, "learning_rate", None)
    check_positive_int(warmup_epoch, "warmup_epoch")
    check_positive_int(total_step, "total_step")
    check_positive_int(step_per_epoch, "step_per_epoch")
    lr = []
    for i in range(total_step):
        tmp_epoch = min(warmup_epoch, math.floor(i / step_per_epoch))
        lr.append(learning_rate * tmp_epoch / warmup_epoch)
    return lr
