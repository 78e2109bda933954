"""Device checks shared by the stream and event functions of ``mindspore.runtime``."""
import logging

from .. import context

_logger = logging.getLogger("mindspore")
_checked = set()


def _is_supported(name):
    """First call of ``name`` on CPU: log MindSpore's error and answer False (streams and events are device
    objects); every later call, and every call on a GPU or NPU, answers True, as MindSpore does."""
    if name in _checked:
        return True
    _checked.add(name)
    if context.get_context("device_target") == "CPU":
        _logger.error("CPU device is not supported. Please use correct device")
        return False
    return True
