"""``mindspore.ops.communication``: the collective-communication functions of :mod:`mindspore.ops` under the
module path where MindSpore 2.10 also publishes them (its own examples import ``P2POp``, ``TCPStore`` and
``set_comm_ops_inplace`` from here).

Every name is the same object as in :mod:`mindspore.ops` (defined in ``ops/function/comm_func.py``). The names
that :mod:`mindspore.ops` does not provide explain themselves with the reasons listed for ``mindspore.ops``.
"""
from .function import comm_func as _comm
from .function.comm_func import (  # noqa: F401  (re-exported)
    init_process_group, destroy_process_group, get_rank, get_world_size, new_group, get_backend, get_global_rank,
    get_process_group_ranks, get_group_rank, all_reduce, all_gather_into_tensor, all_gather_into_tensor_uneven,
    all_to_all, all_to_all_single, reduce_scatter_tensor, reduce_scatter_tensor_uneven, isend, irecv, send, recv,
    gather, scatter, all_gather, reduce_scatter, barrier, broadcast, reduce, P2POp, batch_isend_irecv,
    all_gather_object, broadcast_object_list, gather_object, scatter_object_list, send_object_list, recv_object_list,
    is_available, is_initialized, gather_into_tensor, scatter_tensor, TCPStore, all_to_all_v_c, set_comm_ops_inplace)
globals().update(_comm.OPS_VIEWS)  # the forms that follow set_comm_ops_inplace, as in mindspore.ops

# MindSpore's order of the module's names, keeping those that mindspore.ops provides
_MINDSPORE_ORDER = (
    "TCPStore", "init_process_group", "destroy_process_group", "get_rank", "get_world_size", "new_group",
    "get_backend", "get_global_rank", "get_process_group_ranks", "get_group_rank", "all_reduce",
    "all_gather_into_tensor", "all_gather_into_tensor_uneven", "all_to_all", "all_to_all_single",
    "reduce_scatter_tensor", "reduce_scatter_tensor_uneven", "isend", "irecv", "send", "recv", "gather", "scatter",
    "all_gather", "reduce_scatter", "barrier", "broadcast", "reduce", "P2POp", "batch_isend_irecv",
    "all_gather_object", "broadcast_object_list", "gather_object", "scatter_object_list", "send_object_list",
    "recv_object_list", "is_available", "is_initialized", "set_comm_ops_inplace", "all_to_all_v_c",
    "gather_into_tensor", "scatter_tensor")
__all__ = [name for name in _MINDSPORE_ORDER if name in _comm.__all__]

# the missing names are mindspore.ops names: their reasons are listed under that namespace
from .._unsupported import missing_name_hook as _missing_name_hook  # noqa: E402
__getattr__ = _missing_name_hook(__package__)
