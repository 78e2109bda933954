"""Silent data corruption detection switches (``mindspore.utils.sdc_detect_*``)."""
from .. import context

__all__ = ["sdc_detect_start", "sdc_detect_stop", "get_sdc_detect_result"]

_state = {"running": False, "found": False}


def sdc_detect_start():
    """
    Start silent-data-corruption detection.

    The checks are the Ascend AI Core's own feature-value checks; on other devices there is nothing to check,
    and :func:`get_sdc_detect_result` stays ``False``, as with MindSpore on CPU.

    Supported Platforms:
        ``Ascend``

    Examples:
        >>> from mindspore.utils import sdc_detect_start, sdc_detect_stop
        >>> sdc_detect_start()
        >>> sdc_detect_stop()
    """
    _state["running"] = context.get_context("device_target") == "Ascend"


def sdc_detect_stop():
    """
    Stop silent-data-corruption detection.

    Supported Platforms:
        ``Ascend``

    Examples:
        >>> from mindspore.utils import sdc_detect_stop
        >>> sdc_detect_stop()
    """
    _state["running"] = False


def get_sdc_detect_result():
    """
    Whether silent data corruption was found since detection started.

    Returns:
        bool (``False`` when no check ran, as on CPU and GPU).

    Supported Platforms:
        ``Ascend``

    Examples:
        >>> from mindspore.utils import get_sdc_detect_result
        >>> print(get_sdc_detect_result())
        False
    """
    return _state["found"]
