"""Distributed-training tools (``mindspore.parallel``).

mindspore_compat trains in data parallel (``set_auto_parallel_context(parallel_mode="data_parallel")``) on
torch.distributed. The checkpoint tools read MindSpore's strategy files (protobuf or json) and move checkpoints
between sharding strategies (one pipeline stage, no optimizer sharding), choosing the same source ranks as
MindSpore. The ``msrun`` launcher is :mod:`.cluster.run`.
"""
from .checkpoint_transform import (load_segmented_checkpoints, build_searched_strategy, restore_group_info_list,
                                   rank_list_for_transform, transform_checkpoint_by_rank, transform_checkpoints,
                                   rank_list_for_convert, convert_checkpoint_by_rank, convert_checkpoints,
                                   merge_pipeline_strategys, load_distributed_checkpoint)
from .parameter_broadcast import parameter_broadcast
from .transform_safetensors import unified_safetensors
from .algo_parameter_config import set_algo_parameters, get_algo_parameters, reset_algo_parameters
from ..train.serialization import merge_sliced_parameter, _register_parallel_checkpoint
from ..common._layout import Layout
from .shard import shard
from ._strategy_config import set_op_strategy_config, sync_pipeline_shared_parameters

__all__ = ["load_segmented_checkpoints", "parameter_broadcast", "set_algo_parameters", "get_algo_parameters",
           "reset_algo_parameters", "merge_sliced_parameter", "build_searched_strategy", "restore_group_info_list",
           "rank_list_for_transform", "transform_checkpoint_by_rank", "transform_checkpoints",
           "rank_list_for_convert", "convert_checkpoint_by_rank", "convert_checkpoints", "merge_pipeline_strategys",
           "Layout", "load_distributed_checkpoint", "shard",
           "set_op_strategy_config", "sync_pipeline_shared_parameters"]
__all__ += ["unified_safetensors"]

_register_parallel_checkpoint(build_searched_strategy=build_searched_strategy,
                              restore_group_info_list=restore_group_info_list,
                              load_distributed_checkpoint=load_distributed_checkpoint)

from .._unsupported import missing_name_hook as _missing_name_hook  # noqa: E402
__getattr__ = _missing_name_hook(__name__)
