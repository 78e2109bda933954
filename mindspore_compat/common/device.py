"""``mindspore.DeviceCtx``: run a block of code on another device."""
import threading

from .._backend import device as _device

__all__ = ["DeviceCtx"]

_VALID = ["CPU", "GPU", "Ascend", "meta"]
_stack = threading.local()


class DeviceCtx:
    """
    Context manager: Tensors and Parameters created inside the block live on device `name`; the previous
    device is back after it.

    ``"meta"`` is torch's shape-only device: tensors created there have a shape and a dtype but no data, which
    is how a large network can be built without allocating it.

    Args:
        name (str): ``"CPU"``, ``"GPU"``, ``"Ascend"`` or ``"meta"``.
        device_id (int, optional): Device index. Default: ``None`` (0).

    Raises:
        ValueError: On entering, if `name` is not one of the four, or `device_id` is negative.
        RuntimeError: On entering, if the device is not available here.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore as ms
        >>> with ms.DeviceCtx("CPU"):
        ...     x = ms.ops.ones((2, 3), ms.float32)
        >>> print(x.shape)
        (2, 3)
    """

    def __init__(self, name: str, device_id=None):
        self.name = name
        self.device_id = device_id

    def __enter__(self):
        if self.name not in _VALID:
            raise ValueError(f"For DeviceCtx, the name must be one of {_VALID}, but got {self.name}.")
        if self.device_id is not None and self.device_id < 0:
            raise ValueError("For DeviceCtx, the device_id must be greater than or equal to 0.")
        if self.device_id is None:
            self.device_id = 0
        saved = _device.swap_device(self.name, self.device_id)
        if not hasattr(_stack, "items"):
            _stack.items = []
        _stack.items.append(saved)
        return self

    def __exit__(self, exc_type, exc_val, exc_tb):
        _device.restore_device(_stack.items.pop())
