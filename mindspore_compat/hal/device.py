"""Device queries of ``mindspore.hal`` (availability, count, name, capability, properties, architectures)."""
from .._backend import device as _device
from ._common import check_target, _VALID

__all__ = ["is_initialized", "is_available", "device_count", "get_device_capability", "get_device_properties",
           "get_device_name", "get_arch_list"]


def is_initialized(device_target):
    """
    Whether the runtime of `device_target` has been started in this process (CPU: always).

    Args:
        device_target (str): ``"CPU"``, ``"GPU"`` or ``"Ascend"``.

    Returns:
        bool.

    Raises:
        ValueError: If `device_target` is not one of the three names.

    Examples:
        >>> import mindspore as ms
        >>> print(ms.hal.is_initialized("CPU"))
        True
    """
    if device_target not in _VALID:
        raise ValueError(f"For 'hal.is_initialized', the argument 'device_target' must be one of {_VALID}, "
                         f"but got {device_target}.")
    return _device.target_available(device_target) and _device.target_initialized(device_target)


def is_available(device_target):
    """
    Whether `device_target` can be used in this installation (GPU: a CUDA build of torch and a visible GPU;
    Ascend: torch_npu and a visible NPU).

    Args:
        device_target (str): ``"CPU"``, ``"GPU"`` or ``"Ascend"``.

    Returns:
        bool.

    Raises:
        ValueError: If `device_target` is not one of the three names.

    Examples:
        >>> import mindspore as ms
        >>> print(ms.hal.is_available("CPU"))
        True
    """
    if device_target not in _VALID:
        raise ValueError(f"For 'hal.is_available', the argument 'device_target' must be one of {_VALID}, "
                         f"but got {device_target}.")
    return _device.target_available(device_target)


def device_count(device_target=None):
    """
    Number of devices of `device_target` (1 for CPU).

    Args:
        device_target (str, optional): ``"CPU"``, ``"GPU"`` or ``"Ascend"``. Default: ``None`` (the current one).

    Returns:
        int.

    Raises:
        ValueError: If `device_target` is invalid or not available here.

    Examples:
        >>> import mindspore as ms
        >>> print(ms.hal.device_count("CPU"))
        1
    """
    return _device.device_count(check_target(device_target))


def _check_id(device_id, device_target):
    target = check_target(device_target)
    count = _device.device_count(target)
    if not isinstance(device_id, int):
        raise TypeError(f"The argument 'device_id' must be int, but got {device_id}, type is {type(device_id)}.")
    if device_id < 0:
        raise ValueError(f"The argument 'device_id' should not be negative, but got {device_id}.")
    if device_id >= count:
        raise ValueError(f"The argument 'device_id' must be less than device count: {count}, but got {device_id}.")
    return target


def get_device_capability(device_id, device_target=None):
    """
    The CUDA compute capability of a GPU.

    Args:
        device_id (int): The device index.
        device_target (str, optional): The device kind. Default: ``None`` (the current one).

    Returns:
        tuple(int, int) for GPU (major, minor); ``None`` for CPU and Ascend.

    Raises:
        TypeError: If `device_id` is not an int.
        ValueError: If `device_id` is out of range or `device_target` invalid.

    Examples:
        >>> import mindspore as ms
        >>> print(ms.hal.get_device_capability(0, "CPU"))
        None
    """
    target = _check_id(device_id, device_target)
    props = _device.device_properties(device_id, target)
    return None if props is None or target != "GPU" else tuple(props[1])


def get_device_properties(device_id, device_target=None):
    """
    The properties torch reports for a device (name, memory, processor count, ...).

    Args:
        device_id (int): The device index.
        device_target (str, optional): The device kind. Default: ``None`` (the current one).

    Returns:
        The device module's properties object for GPU and Ascend; ``None`` for CPU.

    Raises:
        TypeError: If `device_id` is not an int.
        ValueError: If `device_id` is out of range or `device_target` invalid.

    Examples:
        >>> import mindspore as ms
        >>> print(ms.hal.get_device_properties(0, "CPU"))
        None
    """
    target = _check_id(device_id, device_target)
    props = _device.device_properties(device_id, target)
    return None if props is None else props[2]


def get_device_name(device_id, device_target=None):
    """
    The name of a device (``"CPU"`` for the CPU).

    Args:
        device_id (int): The device index.
        device_target (str, optional): The device kind. Default: ``None`` (the current one).

    Returns:
        str.

    Raises:
        TypeError: If `device_id` is not an int.
        ValueError: If `device_id` is out of range or `device_target` invalid.

    Examples:
        >>> import mindspore as ms
        >>> print(ms.hal.get_device_name(0, "CPU"))
        CPU
    """
    target = _check_id(device_id, device_target)
    props = _device.device_properties(device_id, target)
    return "CPU" if props is None else props[0]


def get_arch_list(device_target=None):
    """
    The GPU architectures torch was built for.

    Args:
        device_target (str, optional): The device kind. Default: ``None`` (the current one).

    Returns:
        str for GPU (the architectures, space separated); ``None`` for CPU and Ascend.

    Raises:
        ValueError: If `device_target` is invalid or not available.

    Examples:
        >>> import mindspore as ms
        >>> print(ms.hal.get_arch_list("CPU"))
        None
    """
    target = check_target(device_target)
    if target != "GPU":
        return None
    return " ".join(_device.device_properties(0, target)[3] or [])
