"""``mindspore.mint.distributed``: collective communication with torch.distributed's calling conventions.

The functions work in place on their Tensor arguments; groups are MindSpore group names. They are the same
functions as ``mindspore.ops``' collective ones (:mod:`mindspore_compat.ops.function.comm_func`).
"""
from ...ops.function.comm_func import (init_process_group, destroy_process_group, get_rank, get_world_size,
                                       new_group, get_backend, get_global_rank, get_process_group_ranks,
                                       get_group_rank, all_reduce, all_gather_into_tensor,
                                       all_gather_into_tensor_uneven, all_to_all, all_to_all_single,
                                       reduce_scatter_tensor, reduce_scatter_tensor_uneven, isend, irecv, send,
                                       recv, send_object_list, recv_object_list, barrier, broadcast, reduce, P2POp,
                                       batch_isend_irecv, gather, scatter, all_gather, reduce_scatter,
                                       all_gather_object, broadcast_object_list, gather_object, scatter_object_list,
                                       is_available, is_initialized)

__all__ = ["init_process_group", "destroy_process_group", "get_rank", "get_world_size", "new_group", "get_backend",
           "get_global_rank", "get_process_group_ranks", "get_group_rank", "all_reduce", "all_gather_into_tensor",
           "all_gather_into_tensor_uneven", "all_to_all", "all_to_all_single", "reduce_scatter_tensor",
           "reduce_scatter_tensor_uneven", "isend", "irecv", "send", "recv", "send_object_list",
           "recv_object_list", "barrier", "broadcast", "reduce", "P2POp", "batch_isend_irecv", "gather", "scatter",
           "all_gather", "reduce_scatter", "all_gather_object", "broadcast_object_list", "gather_object",
           "scatter_object_list", "is_available", "is_initialized"]

from ..._unsupported import missing_name_hook as _missing_name_hook  # noqa: E402
__getattr__ = _missing_name_hook(__name__)
