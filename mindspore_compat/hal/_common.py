"""Shared checks of ``mindspore.hal``: device_target validation and the one-time deprecation notes."""
import logging

from .. import context
from .._backend import device as _device

_logger = logging.getLogger("mindspore")
_VALID = ["CPU", "GPU", "Ascend"]
_noted = set()


def deprecated(name, replacement):
    """Log MindSpore's deprecation note the first time ``name`` is used."""
    if name not in _noted:
        _noted.add(name)
        _logger.warning(f"WARN_DEPRECATED: The usage of mindspore.hal.{name} is deprecated. "
                        f"Please use mindspore.runtime.{replacement}")


def check_target(device_target):
    """The validated target (``None``: the current one); ValueError when it is not usable here."""
    if device_target is None:
        device_target = context.get_context("device_target")
    if not isinstance(device_target, str):
        raise TypeError(f"The argument 'device_target' must be str, but got {device_target}, "
                        f"type is {type(device_target)}.")
    if device_target not in _VALID:
        raise ValueError(f"The argument 'device_target' must be one of {_VALID}, but got {device_target}.")
    if not _device.target_available(device_target):
        raise ValueError(f"{device_target} backend is not available for this MindSpore package."
                         "You can call hal.is_available to check the reason.")
    return device_target
