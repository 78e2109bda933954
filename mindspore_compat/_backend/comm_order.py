"""Recording the order of this process's torch.distributed communications (for ``comm_exec_order_check``).

:class:`CommOrderRecorder` is a torch dispatch mode: while it is pushed, every ``c10d`` operator (all-reduce,
broadcast, send, ...) that this thread runs is appended to :attr:`CommOrderRecorder.records` with its group's
global ranks, peers and operand shapes, then runs unchanged. Other operators pass straight through.
"""
import torch
from torch.utils._python_dispatch import TorchDispatchMode

__all__ = ["CommOrderRecorder"]

# c10d operator -> (MindSpore's primitive name, peer field, positional index of the peer (group-local rank))
_KINDS = {
    "allreduce_": ("AllReduce", None, None), "allreduce_coalesced_": ("AllReduce", None, None),
    "broadcast_": ("Broadcast", "root_rank", 2), "allgather_": ("AllGather", None, None),
    "_allgather_base_": ("AllGather", None, None), "allgather_into_tensor_coalesced_": ("AllGather", None, None),
    "reduce_scatter_": ("ReduceScatter", None, None), "_reduce_scatter_base_": ("ReduceScatter", None, None),
    "reduce_": ("Reduce", "root_rank", 3), "gather_": ("CollectiveGather", "root_rank", 3),
    "scatter_": ("CollectiveScatter", "root_rank", 3), "alltoall_": ("AlltoAll", None, None),
    "alltoall_base_": ("AlltoAll", None, None), "barrier": ("Barrier", None, None),
    "send": ("Send", "dest_rank", 2), "recv_": ("Receive", "src_rank", 2),
}
_DTYPE_NAMES = {torch.float32: "Float32", torch.float16: "Float16", torch.bfloat16: "BFloat16",
                torch.float64: "Float64", torch.int32: "Int32", torch.int64: "Int64", torch.int8: "Int8",
                torch.uint8: "UInt8", torch.int16: "Int16", torch.bool: "Bool"}


def _tensors(value):
    """The tensors of a (nested list of) tensor(s), in order."""
    if isinstance(value, torch.Tensor):
        return [value]
    if isinstance(value, (list, tuple)):
        return [t for item in value for t in _tensors(item)]
    return []


def _describe(tensors):
    """(shape text, dtype name, bytes) of the first tensor of a list, or empty fields."""
    if not tensors:
        return "", "", 0
    first = tensors[0]
    return (str(list(first.shape)), _DTYPE_NAMES.get(first.dtype, str(first.dtype)),
            sum(t.numel() * t.element_size() for t in tensors))


class CommOrderRecorder(TorchDispatchMode):
    """Records the ``c10d`` operators run while pushed (see the module docstring)."""

    def __init__(self):
        super().__init__()
        self.records = []

    def _record(self, func, args):
        name = func.overloadpacket.__name__
        primitive, peer_field, peer_index = _KINDS.get(name, (name.strip("_").title().replace("_", ""), None, None))
        dist = torch.distributed
        boxed = next((a for a in args if isinstance(a, torch.ScriptObject)), None)
        group = dist.ProcessGroup.unbox(boxed) if boxed is not None else None
        ranks = dist.get_process_group_ranks(group) if group is not None else []
        record = {"group": dist._get_process_group_name(group) if group is not None else "", "primitive": primitive,
                  "comm_rank": " ".join(str(r) for r in ranks), "src_rank": "", "dest_rank": "", "root_rank": ""}
        if peer_field is not None and peer_index < len(args) and isinstance(args[peer_index], int):
            local = args[peer_index]
            record[peer_field] = str(ranks[local] if local < len(ranks) else local)
        if name in ("allgather_", "reduce_scatter_", "_allgather_base_", "_reduce_scatter_base_", "gather_",
                    "scatter_", "alltoall_", "alltoall_base_"):
            outputs, inputs = _tensors(args[0]), _tensors(args[1])
        else:
            inputs = outputs = _tensors(args[0]) if args else []
        if primitive == "Receive":
            inputs = []
        if primitive == "Send":
            outputs = []
        (record["input_shape"], record["input_type"], record["input_size"]) = _describe(inputs)
        (record["output_shape"], record["output_type"], record["output_size"]) = _describe(outputs)
        self.records.append(record)

    def __torch_dispatch__(self, func, types, args=(), kwargs=None):
        if func.namespace == "c10d":
            self._record(func, args)
        return func(*args, **(kwargs or {}))
