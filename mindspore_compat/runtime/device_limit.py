"""AI-core limits of a device (``mindspore.runtime.get_device_limit`` / ``set_device_limit``)."""
from .._backend import device as _device

__all__ = ["get_device_limit", "set_device_limit"]

# limits set per device id; -1 means "not limited", as in MindSpore
_limits = {}


def _npu_call(name, *args):
    """Call torch_npu's core-limit function ``name`` when the current device is an NPU that has it."""
    module = _device.device_module() if _device.current_target() == "Ascend" else None
    fn = getattr(module, name, None)
    return (True, fn(*args)) if fn is not None else (False, None)


def get_device_limit(device):
    r"""
    The cube and vector AI-core counts the device's operators may use.

    Only Ascend NPUs partition their AI cores; elsewhere the limits are the ones last set with
    :func:`set_device_limit`, ``-1`` (no limit) when never set.

    Args:
        device (int): The device id.

    Returns:
        dict, ``{"cube_core_num": int, "vector_core_num": int}``.

    Raises:
        TypeError: If `device` is not an int.

    Supported Platforms:
        ``Ascend``

    Examples:
        >>> import mindspore as ms
        >>> print(ms.runtime.get_device_limit(0))
        {'cube_core_num': -1, 'vector_core_num': -1}
    """
    if not isinstance(device, int) or isinstance(device, bool):
        raise TypeError(f"For 'get_device_limit', the argument 'device' must be int, but got {type(device)}.")
    found, value = _npu_call("get_device_limit", device)
    if found:
        return {"cube_core_num": int(value["cube_core_num"]), "vector_core_num": int(value["vector_core_num"])}
    cube, vector = _limits.get(device, (-1, -1))
    return {"cube_core_num": cube, "vector_core_num": vector}


def set_device_limit(device, cube_num=-1, vector_num=-1):
    r"""
    Limit the cube and vector AI cores the device's operators may use.

    On Ascend the limit is applied by torch_npu; on CPU and GPU there are no AI cores to partition and the
    numbers are only reported back by :func:`get_device_limit`.

    Args:
        device (int): The device id.
        cube_num (int, optional): Cube cores; ``-1`` leaves it unset. Default: ``-1``.
        vector_num (int, optional): Vector cores; ``-1`` leaves it unset. Default: ``-1``.

    Raises:
        TypeError: If an argument is not an int.

    Supported Platforms:
        ``Ascend``

    Examples:
        >>> import mindspore as ms
        >>> ms.runtime.set_device_limit(0, 8, 16)
        >>> print(ms.runtime.get_device_limit(0))
        {'cube_core_num': 8, 'vector_core_num': 16}
        >>> ms.runtime.set_device_limit(0)
    """
    for name, value in (("device", device), ("cube_num", cube_num), ("vector_num", vector_num)):
        if not isinstance(value, int) or isinstance(value, bool):
            raise TypeError(f"For 'set_device_limit', the argument '{name}' must be int, but got {type(value)}.")
    found, _ = _npu_call("set_device_limit", device, cube_num, vector_num)
    if not found:
        _limits[device] = (cube_num, vector_num)
