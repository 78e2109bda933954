"""Device stress test (``mindspore.utils.stress_detect``)."""
import logging

from .. import context

__all__ = ["stress_detect"]

_logger = logging.getLogger("mindspore")


def stress_detect(detect_type="aic"):
    """
    Run the Ascend hardware stress test on the current device.

    The AI Core (``"aic"``) and HCCS link (``"hccs"``) tests are programs of Ascend's driver, which torch_npu does
    not expose, so on every device the test cannot start: the function raises RuntimeError, as MindSpore does on
    devices without the test.

    Args:
        detect_type (str, optional): ``"aic"`` or ``"hccs"``. Default: ``"aic"``.

    Returns:
        int, ``1`` (the test could not start) for an unknown `detect_type`, after logging an error.

    Raises:
        RuntimeError: For a valid `detect_type`: stress detection is not supported on this device.

    Supported Platforms:
        ``Ascend``

    Examples:
        >>> from mindspore.utils import stress_detect
        >>> print(stress_detect("other"))
        1
    """
    if detect_type not in ("aic", "hccs"):
        _logger.error(f"For stress detect, detection type must be 'aic' or 'hccs'.But got {detect_type}. "
                      f"Exiting stress detect.")
        return 1
    raise RuntimeError(f"Stress detection is not supported. The '{detect_type}' stress test belongs to Ascend's "
                       f"driver tools, which are not reachable from torch (device_target="
                       f"'{context.get_context('device_target')}'); run the vendor's hardware check instead.")
