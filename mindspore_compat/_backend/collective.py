"""Collective communication on ``torch.distributed``: gloo on the CPU, nccl on CUDA, hccl on
Ascend (``torch_npu`` registers it).

The boost algorithms (AdaSum, DimReduce, the PCA preparation) talk to other processes only through this module.
Every helper takes and returns ``torch.Tensor`` objects and leaves its input untouched. Without an initialised
process group the helpers that need one raise the RuntimeError MindSpore raises before ``init()``.
"""
import torch

from . import device as _device

__all__ = ["NOT_INITED", "backend_for", "init_process_group", "is_initialized", "require_initialized", "get_rank",
           "get_world_size", "new_group", "all_reduce", "all_gather", "broadcast", "exchange", "barrier"]

#: MindSpore's message when a communication interface is used before ``init()``.
NOT_INITED = ("Distributed Communication has not been inited.You can't invoke this interface yet. "
              "Please call `init()` method first.")

_BACKEND = {"CPU": "gloo", "GPU": "nccl", "Ascend": "hccl"}

_groups = {}  # tuple(ranks) -> process group, created once per process in the same order on every rank


def _dist():
    return torch.distributed


def backend_for(device_target=None):
    """The ``torch.distributed`` backend for a MindSpore ``device_target`` (default: the current one)."""
    target = _device.current_target() if device_target is None else device_target
    if target not in _BACKEND:
        raise ValueError(f"The argument 'device_target' must be one of {list(_BACKEND)}, but got {target}.")
    return _BACKEND[target]


def init_process_group(backend=None, init_method=None, world_size=-1, rank=-1, timeout=None):
    """Start the default process group (``torch.distributed.init_process_group``) with the backend of the current
    device unless `backend` is given; a no-op when one is already running. Returns the backend name."""
    dist = _dist()
    if not dist.is_available():
        raise RuntimeError("torch.distributed is not available in this PyTorch build, so mindspore_compat cannot "
                           "initialise distributed communication.")
    if dist.is_initialized():
        return dist.get_backend()
    backend = backend_for() if backend is None else backend
    if backend == "hccl":
        _device._load_torch_npu()
    kwargs = {"backend": backend, "world_size": world_size, "rank": rank}
    if init_method is not None:
        kwargs["init_method"] = init_method
    if timeout is not None:
        kwargs["timeout"] = timeout
    dist.init_process_group(**kwargs)
    return backend


def is_initialized():
    """Whether a default process group is running."""
    dist = _dist()
    return dist.is_available() and dist.is_initialized()


def require_initialized():
    """RuntimeError (MindSpore's text) unless a default process group is running."""
    if not is_initialized():
        raise RuntimeError(NOT_INITED)


def get_rank(group=None):
    """This process's rank (``0`` without a process group)."""
    return _dist().get_rank(group) if is_initialized() else 0


def get_world_size(group=None):
    """The number of processes (``1`` without a process group)."""
    return _dist().get_world_size(group) if is_initialized() else 1


def new_group(ranks):
    """The process group of `ranks` (global ranks), created on first use.

    ``torch.distributed`` requires every process to create every group in the same order, also the processes
    that are not members: call this with the same sequence of rank lists on all ranks. A one-rank group needs no
    communication and returns ``None`` without creating anything.
    """
    key = tuple(int(r) for r in ranks)
    if len(key) <= 1:
        return None
    group = _groups.get(key)
    if group is None:
        require_initialized()
        group = _dist().new_group(ranks=list(key))
        _groups[key] = group
    return group


def _on_comm_device(t):
    """A contiguous copy of `t` on a device the backend can send (gloo: CPU)."""
    t = t.detach()
    if _dist().get_backend() == "gloo" and t.device.type != "cpu":
        return t.to("cpu").contiguous()
    return t.clone().contiguous()


def all_reduce(t, group=None, op="sum"):
    """Sum (``op="sum"``) or maximum (``op="max"``) of `t` over the processes of `group` (default: all)."""
    dist = _dist()
    work = _on_comm_device(t)
    if group is not None or get_world_size() > 1:
        dist.all_reduce(work, op=dist.ReduceOp.MAX if op == "max" else dist.ReduceOp.SUM, group=group)
    return work.to(t.device)


def all_gather(t, group=None):
    """The `t` of every process of `group`, concatenated along the first axis in rank order."""
    dist = _dist()
    work = _on_comm_device(t)
    parts = [torch.empty_like(work) for _ in range(dist.get_world_size(group))]
    dist.all_gather(parts, work, group=group)
    return torch.cat(parts, 0).to(t.device)


def broadcast(t, src, group=None):
    """The `t` of the process with global rank `src`, on every process of `group`."""
    work = _on_comm_device(t)
    _dist().broadcast(work, src=src, group=group)
    return work.to(t.device)


def exchange(send, peer, recv_numel, dtype=None):
    """Send the flat tensor `send` to global rank `peer` and receive `recv_numel` elements from it at the same time
    (one message each way, no ordering deadlock). Returns the received 1-D tensor on `send`'s device."""
    dist = _dist()
    work = _on_comm_device(send.reshape(-1))
    recv = torch.empty(int(recv_numel), dtype=work.dtype if dtype is None else dtype, device=work.device)
    ops = []
    if work.numel():
        ops.append(dist.P2POp(dist.isend, work, peer))
    if recv.numel():
        ops.append(dist.P2POp(dist.irecv, recv, peer))
    if ops:
        for req in dist.batch_isend_irecv(ops):
            req.wait()
    return recv.to(send.device)


def barrier(group=None):
    """Wait until every process of `group` got here (no-op without a process group)."""
    if is_initialized():
        _dist().barrier(group=group)
