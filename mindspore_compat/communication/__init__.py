"""Distributed communication (``mindspore.communication``): process groups on ``torch.distributed``.

See :mod:`mindspore_compat.communication.management` for the functions; :class:`GlobalComm` holds the
process-wide state.
"""
from ._comm_helper import GlobalComm
from .management import (init, release, get_rank, get_local_rank, get_group_size, get_local_rank_size,
                         get_world_rank_from_group_rank, get_comm_name, get_group_rank_from_world_rank,
                         create_group, destroy_group, get_process_group_ranks, HCCL_WORLD_COMM_GROUP,
                         NCCL_WORLD_COMM_GROUP, MCCL_WORLD_COMM_GROUP)

__all__ = ["GlobalComm", "init", "release", "get_rank", "get_group_size", "get_world_rank_from_group_rank",
           "get_group_rank_from_world_rank", "create_group", "get_comm_name", "HCCL_WORLD_COMM_GROUP",
           "NCCL_WORLD_COMM_GROUP", "MCCL_WORLD_COMM_GROUP", "get_local_rank", "get_local_rank_size",
           "destroy_group", "get_process_group_ranks"]

from .._unsupported import missing_name_hook as _missing_name_hook  # noqa: E402
__getattr__ = _missing_name_hook(__name__)
