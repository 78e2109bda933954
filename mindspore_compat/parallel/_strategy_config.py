"""``mindspore.parallel.set_op_strategy_config`` and ``sync_pipeline_shared_parameters``."""
import logging
import os

from ..context import get_auto_parallel_context
from ..nn.cell import Cell

__all__ = ["set_op_strategy_config", "sync_pipeline_shared_parameters"]

_logger = logging.getLogger("mindspore")

# the operator-strategy file setting last made (mode, path)
_OP_STRATEGY_CONFIG = {}

# folders MindSpore refuses to write strategy files under
_SYSTEM_DIRS = ("/etc", "/usr", "/bin", "/sbin", "/boot", "/proc", "/sys")


def set_op_strategy_config(mode="SAVE", path=""):
    """
    Choose the JSON file that operator strategies found by sharding propagation are saved to (``"SAVE"``) or
    loaded from (``"LOAD"``). The path is checked and its folder created, as MindSpore does; the setting is kept
    for the process. mindspore_compat searches no operator strategies (it runs data parallel and the eager
    :func:`mindspore.shard`), so no strategy file is written or read.

    .. warning::
        This is an experimental interface, which may be changed or removed later.

    Args:
        mode (str): ``"SAVE"`` or ``"LOAD"``. Default: ``"SAVE"``.
        path (str): Absolute path of the ``.json`` file. Default: ``""``.

    Raises:
        KeyError: If `path` is not absolute, does not end in ``".json"``, or `mode` is neither ``"SAVE"`` nor
            ``"LOAD"`` (checked after the folder is made).
        PermissionError: If `path` is under a system folder (``/etc``, ``/usr`` ...).

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import os
        >>> import tempfile
        >>> from mindspore.parallel import set_op_strategy_config
        >>> folder = tempfile.mkdtemp()
        >>> print(set_op_strategy_config("SAVE", os.path.join(folder, "plans", "ops.json")))
        None
        >>> print(os.path.isdir(os.path.join(folder, "plans")))
        True
    """
    if not os.path.isabs(path):
        raise KeyError("File path must be an absolute path")
    if os.path.splitext(path)[1] != ".json":
        raise KeyError("File type must be .json")
    folder = os.path.dirname(path)
    real = os.path.abspath(os.path.realpath(path))
    for system in _SYSTEM_DIRS:
        if real.startswith(system):
            raise PermissionError(f"Writing to system directory '{system}' is not allowed")
    if folder and not os.path.exists(folder):
        os.makedirs(folder, mode=0o700, exist_ok=True)
    if mode not in ("SAVE", "LOAD"):
        raise KeyError("Type must be 'SAVE' or 'LOAD'")
    _OP_STRATEGY_CONFIG.update(mode=mode, path=path)


def sync_pipeline_shared_parameters(net):
    """
    Make the parameters that several pipeline stages share (an embedding table used by the first and the last
    stage, say) equal on every stage again after they changed.

    In mindspore_compat every process holds the whole network, and a shared parameter is one Parameter object,
    so the stages never disagree: after the check of `net` this returns without communicating, as MindSpore does
    with fewer than two pipeline stages.

    Args:
        net (Cell): The inference network.

    Raises:
        TypeError: If `net` is not a Cell.

    Supported Platforms:
        ``Ascend``

    Examples:
        >>> from mindspore import nn
        >>> from mindspore.parallel import sync_pipeline_shared_parameters
        >>> print(sync_pipeline_shared_parameters(nn.Dense(2, 2)))
        None
    """
    if not isinstance(net, Cell):
        _logger.critical("Failed to synchronize pipeline shared parameters.")
        raise TypeError(f"For 'sync_pipeline_shared_parameters', the argument 'net' should be a Cell, but got "
                        f"{type(net)}.")
    if get_auto_parallel_context("pipeline_stages") < 2:
        return
    _logger.info("sync_pipeline_shared_parameters: every process holds every parameter; nothing to synchronize.")
