"""Distributed-training tools (``mindspore.parallel``).

mindspore_compat trains in data parallel (``set_auto_parallel_context(parallel_mode="data_parallel")``), where
every process holds the whole network: checkpoints need no transformation and parameters are replicated. The
tools for operator-sharded (semi-)automatic parallelism, which needs MindSpore's graph compiler and its strategy
files, are listed as unsupported with the reason. The ``msrun`` launcher is :mod:`.cluster.run`.
"""
from .checkpoint_transform import load_segmented_checkpoints
from .parameter_broadcast import parameter_broadcast
from .algo_parameter_config import set_algo_parameters, get_algo_parameters, reset_algo_parameters
from ..train.serialization import merge_sliced_parameter

__all__ = ["load_segmented_checkpoints", "parameter_broadcast", "set_algo_parameters", "get_algo_parameters",
           "reset_algo_parameters", "merge_sliced_parameter"]

from .._unsupported import missing_name_hook as _missing_name_hook  # noqa: E402
__getattr__ = _missing_name_hook(__name__)
