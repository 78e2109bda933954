"""MindSpore's log settings (``mindspore.log``) on Python's ``logging``: the package logs to the logger named
``"mindspore"``, whose level follows the ``GLOG_v`` environment variable as MindSpore's does
(0 DEBUG, 1 INFO, 2 WARNING (default), 3 ERROR, 4 CRITICAL)."""
import logging
import os

__all__ = ["get_level", "get_log_config"]

_GLOG_TO_LEVEL = {"0": logging.DEBUG, "1": logging.INFO, "2": logging.WARNING, "3": logging.ERROR,
                  "4": logging.CRITICAL}
_LEVEL_TO_GLOG = {level: glog for glog, level in _GLOG_TO_LEVEL.items()}
_logger = logging.getLogger("mindspore")
if os.environ.get("GLOG_v") in _GLOG_TO_LEVEL and _logger.level == logging.NOTSET:
    _logger.setLevel(_GLOG_TO_LEVEL[os.environ["GLOG_v"]])


def get_level():
    """
    The level of MindSpore's logger, as a ``GLOG_v`` digit.

    Returns:
        str, ``'0'`` (DEBUG), ``'1'`` (INFO), ``'2'`` (WARNING, the default), ``'3'`` (ERROR) or ``'4'``
        (CRITICAL).

    Examples:
        >>> import mindspore as ms
        >>> print(ms.get_level())
        2
    """
    return _LEVEL_TO_GLOG.get(_logger.getEffectiveLevel(), "2")


def get_log_config():
    """
    The log settings in MindSpore's environment-variable terms.

    Messages go through Python's ``logging`` (to standard error unless the application adds handlers), so the
    configuration is the level and ``GLOG_logtostderr`` = ``'1'``.

    Returns:
        dict, ``{'GLOG_v': level, 'GLOG_logtostderr': '1'}``.

    Examples:
        >>> import mindspore as ms
        >>> print(ms.get_log_config())
        {'GLOG_v': '2', 'GLOG_logtostderr': '1'}
    """
    return {"GLOG_v": get_level(), "GLOG_logtostderr": "1"}


from ._unsupported import missing_name_hook as _missing_name_hook  # noqa: E402
__getattr__ = _missing_name_hook(__name__)
