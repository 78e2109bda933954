"""Device selection (``mindspore.device_manager``): set_device, get_current_device, set_deterministic."""
from . import context
from ._backend import device as _device
from ._checkparam import args_type_check

__all__ = ["set_device", "set_deterministic", "get_current_device"]

_VALID_TARGETS = ["CPU", "GPU", "Ascend"]
_chosen = {"device": None, "deterministic": None}


class DeviceInfo(tuple):
    """The ``(device_target, device_id)`` pair returned by :func:`get_current_device`."""

    def __new__(cls, device_target, device_id):
        return super().__new__(cls, (device_target, device_id))

    @property
    def device_target(self):
        """str, ``"CPU"``, ``"GPU"`` or ``"Ascend"``."""
        return self[0]

    @property
    def device_id(self):
        """int, the device index."""
        return self[1]


@args_type_check(device_target=str, device_id=int)
def set_device(device_target, device_id=None):
    """
    Choose the device the process runs on.

    Call it once, early: every Tensor and Parameter created afterwards lives on that device (``"GPU"`` runs on
    ``torch.cuda``, ``"Ascend"`` on ``torch_npu``). A second call may only repeat the same choice.

    Args:
        device_target (str): ``"CPU"``, ``"GPU"`` or ``"Ascend"``.
        device_id (int, optional): Index of the device, from 0. Default: ``None`` (device 0).

    Raises:
        TypeError: If `device_target` is not a str or `device_id` is not an int.
        ValueError: If `device_target` is not one of the three names, or `device_id` is negative.
        RuntimeError: If the device is not usable in this installation, or a different device was set before.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore as ms
        >>> ms.set_device("CPU")
        >>> print(ms.get_current_device())
        ('CPU', 0)
    """
    if device_target not in _VALID_TARGETS:
        raise ValueError(f"The argument 'device_target' must be one of {_VALID_TARGETS}, but got {device_target}.")
    if device_id is None:
        device_id = 0
    if device_id < 0:
        raise ValueError("The device id must bigger than or equal to 0.")
    if _chosen["device"] is not None:
        if _chosen["device"] != (device_target, device_id):
            raise RuntimeError(f"The 'mindspore.set_device' can not be modified: it was set to "
                               f"{_chosen['device']}, and cannot change to {(device_target, device_id)}.")
        return
    context.set_context(device_target=device_target, device_id=device_id)
    _chosen["device"] = (device_target, device_id)


def get_current_device():
    """
    The device the process runs on.

    Returns:
        DeviceInfo, a ``(device_target, device_id)`` tuple with the properties `device_target` and `device_id`.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore as ms
        >>> info = ms.get_current_device()
        >>> print(info.device_target)
        CPU
    """
    target = _device.current_target()
    if target != context.get_context("device_target"):   # inside a DeviceCtx block
        index = _device.current_device().index
        return DeviceInfo(target, 0 if index is None else index)
    return DeviceInfo(target, context.get_context("device_id"))


@args_type_check(deterministic=bool)
def set_deterministic(deterministic):
    """
    Make operators give bit-identical results from run to run.

    torch is asked for deterministic kernels (``torch.use_deterministic_algorithms``, warning where an operator
    has none), cuDNN autotuning is turned off, and the environment of cuBLAS and HCCL is set to match. It is
    slower. Set it once, before the first collective communication.

    Args:
        deterministic (bool): Whether to compute deterministically.

    Raises:
        TypeError: If `deterministic` is not a bool.
        RuntimeError: If it has been set before.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore as ms
        >>> ms.set_deterministic(False)
    """
    if _chosen["deterministic"] is not None:
        raise RuntimeError("The 'mindspore.set_deterministic' can not be set repeatedly.")
    _device.set_deterministic(deterministic)
    _chosen["deterministic"] = deterministic


from ._unsupported import missing_name_hook as _missing_name_hook  # noqa: E402
__getattr__ = _missing_name_hook(__name__)
