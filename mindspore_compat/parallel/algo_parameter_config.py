"""Settings of the strategy search of automatic parallelism (``mindspore.set_algo_parameters`` and friends).

MindSpore keeps these six values in its C++ cost-model context and reads them when ``AUTO_PARALLEL`` searches
operator strategies. mindspore_compat does not search strategies (sharding is spelled out with
:func:`mindspore.parallel.shard` and runs on torch DTensor), so the values are only stored, validated and reported
back exactly as MindSpore does; scripts that tune them keep running unchanged.
"""
import numpy as np

__all__ = ["get_algo_parameters", "reset_algo_parameters", "set_algo_parameters"]

# MindSpore stores the epsilon default as a C float, so it reads back as float32(0.1) widened to a double.
_DEFAULTS = {
    "fully_use_devices": False,
    "elementwise_op_strategy_follow": False,
    "enable_algo_approxi": False,
    "algo_approxi_epsilon": float(np.float32(0.1)),
    "tensor_slice_align_enable": False,
    "tensor_slice_align_size": 16,
}
_values = dict(_DEFAULTS)


def _check_align_size(value):
    if value < 1 or value > 1024:
        raise ValueError(f"Align_size must be in [1, 1024], but got {value}")


def _check_epsilon(value):
    if not 0 < value <= 1:
        raise RuntimeError(f"'epsilon' must be in (0, 1], but got algo_approxi_epsilon={value}")


_RANGE_CHECKS = {"tensor_slice_align_size": _check_align_size, "algo_approxi_epsilon": _check_epsilon}


_TYPES = {"tensor_slice_align_enable": bool, "tensor_slice_align_size": int, "fully_use_devices": bool,
          "elementwise_op_strategy_follow": bool, "enable_algo_approxi": bool, "algo_approxi_epsilon": float}


def set_algo_parameters(**kwargs):
    """
    Set the options of the parallel-strategy search.

    The values are kept for :func:`mindspore.get_algo_parameters`; mindspore_compat runs the strategies given with
    :func:`mindspore.parallel.shard` and searches none itself, so they do not change how a network runs.

    Args:
        fully_use_devices (bool): Keep only strategies that use every device. Default: ``False``.
        elementwise_op_strategy_follow (bool): Give element-wise operators the strategy of the operator after
            them. Default: ``False``.
        enable_algo_approxi (bool): Prune the candidate strategies to speed up the search. Default: ``False``.
        algo_approxi_epsilon (float): How much to prune, in (0, 1]: at most ``1 / epsilon`` candidates are kept.
            Default: ``0.1``.
        tensor_slice_align_enable (bool): Require MatMul slices whose last dimension is a multiple of
            `tensor_slice_align_size`. Default: ``False``.
        tensor_slice_align_size (int): The alignment of MatMul slices, in [1, 1024]. Default: ``16``.

    Raises:
        ValueError: If a keyword is not one of the above, or `tensor_slice_align_size` is out of [1, 1024].
        TypeError: If a value has the wrong type.
        RuntimeError: If `algo_approxi_epsilon` is not in (0, 1].

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore as ms
        >>> ms.set_algo_parameters(tensor_slice_align_enable=True, tensor_slice_align_size=64)
        >>> print(ms.get_algo_parameters("tensor_slice_align_size"))
        64
        >>> ms.reset_algo_parameters()
    """
    for key, value in kwargs.items():
        if key in _TYPES and not isinstance(value, _TYPES[key]):
            raise TypeError(f"The parameter '{key}' must be {_TYPES[key]}, but got {type(value)}")
    for key, value in kwargs.items():
        if key not in _values:
            raise ValueError(f"Set context keyword {key} is not recognized!")
        check = _RANGE_CHECKS.get(key)
        if check is not None:
            check(value)
        _values[key] = value


def get_algo_parameters(attr_key):
    """
    Read one option of the parallel-strategy search.

    Args:
        attr_key (str): One of the keywords of :func:`mindspore.set_algo_parameters`.

    Returns:
        The value of the option (its default until it is set).

    Raises:
        ValueError: If `attr_key` is not one of the options.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore as ms
        >>> print(ms.get_algo_parameters("fully_use_devices"))
        False
        >>> print(ms.get_algo_parameters("tensor_slice_align_size"))
        16
    """
    if attr_key not in _values:
        raise ValueError(f"Get context keyword {attr_key} is not recognized!")
    return _values[attr_key]


def reset_algo_parameters():
    """
    Put every option of the parallel-strategy search back to its default.

    The defaults are: ``fully_use_devices=False``, ``elementwise_op_strategy_follow=False``,
    ``enable_algo_approxi=False``, ``algo_approxi_epsilon=0.1``, ``tensor_slice_align_enable=False`` and
    ``tensor_slice_align_size=16``.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore as ms
        >>> ms.set_algo_parameters(enable_algo_approxi=True)
        >>> ms.reset_algo_parameters()
        >>> print(ms.get_algo_parameters("enable_algo_approxi"))
        False
    """
    _values.clear()
    _values.update(_DEFAULTS)
