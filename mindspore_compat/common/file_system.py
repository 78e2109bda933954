"""MindIO hooks of checkpoint storage (``mindspore.set_mindio_server_info``, ``mindspore.mindio_preload``).

MindIO (``mindio_acp`` / ``mindio``) is Huawei's in-memory checkpoint cache for Ascend clusters. As in MindSpore,
the functions use it when it is installed and report ``False`` (nothing preloaded) when it is not.
"""
import logging

from .._checkparam import check_positive_int, check_value_type

__all__ = ["set_mindio_server_info", "mindio_preload"]

_logger = logging.getLogger("mindspore")
mindio_server_info = {"memfs.data_block_pool_capacity_in_gb": "100"}


def _import_mindio_acp():
    import mindio_acp   # optional third-party package (MindIO ACP)
    return mindio_acp


def _import_mindio():
    import mindio   # optional third-party package (MindIO)
    return mindio


def _init_mindio():
    """The initialized MindIO module, or None when neither package is installed or initialization fails."""
    for loader, kwargs in ((_import_mindio_acp, {"server_info": mindio_server_info}), (_import_mindio, {})):
        try:
            module = loader()
        except ImportError:
            continue
        status = module.initialize(**kwargs)
        if status == 0:
            return module
        _logger.warning("Failed to initialize %s: ret = %s", name, status)
    return None


def set_mindio_server_info(data_block_pool_capacity_in_gb=100):
    """
    Set the size of the memory pool MindIO uses for checkpoint data.

    The value is passed to MindIO when it is started (by :func:`mindspore.mindio_preload`); without MindIO it is
    only stored.

    Args:
        data_block_pool_capacity_in_gb (int): The pool size in GB, a positive int. Default: ``100``.

    Raises:
        TypeError: If `data_block_pool_capacity_in_gb` is not an int.
        ValueError: If `data_block_pool_capacity_in_gb` is not positive.

    Supported Platforms:
        ``Ascend``

    Examples:
        >>> import mindspore as ms
        >>> ms.set_mindio_server_info(64)
        >>> ms.set_mindio_server_info()
    """
    check_positive_int(data_block_pool_capacity_in_gb, "data_block_pool_capacity_in_gb")
    mindio_server_info["memfs.data_block_pool_capacity_in_gb"] = str(data_block_pool_capacity_in_gb)


def mindio_preload(ckpt_file_name):
    """
    Ask MindIO to load a checkpoint file into its memory cache ahead of use.

    Args:
        ckpt_file_name (str): The checkpoint file.

    Returns:
        bool, ``True`` when MindIO took the file, ``False`` when MindIO is not installed (or has no preload).

    Raises:
        TypeError: If `ckpt_file_name` is not a str.

    Supported Platforms:
        ``Ascend``

    Examples:
        >>> import mindspore as ms
        >>> print(ms.mindio_preload("model.ckpt"))  # no MindIO installed here
        False
    """
    check_value_type("ckpt_file_name", ckpt_file_name, str, "mindio_preload")
    mindio = _init_mindio()
    if mindio is None:
        return False
    if not hasattr(mindio, "preload"):
        _logger.warning("MindIO module does not have preload method")
        return False
    mindio.preload(ckpt_file_name)
    return True
