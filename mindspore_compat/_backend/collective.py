"""Collective communication on ``torch.distributed``: gloo on the CPU, nccl on CUDA, hccl on
Ascend (``torch_npu`` registers it).

The boost algorithms (AdaSum, DimReduce, the PCA preparation) talk to other processes only through this module.
Every helper takes and returns ``torch.Tensor`` objects and leaves its input untouched. Without an initialised
process group the helpers that need one raise the RuntimeError MindSpore raises before ``init()``.
"""
import os
import socket

import torch

from . import device as _device

__all__ = ["NOT_INITED", "backend_for", "init_process_group", "is_initialized", "require_initialized", "get_rank",
           "get_world_size", "new_group", "all_reduce", "all_gather", "broadcast", "exchange", "barrier",
           "launcher_env", "start", "stop", "named_group", "add_named_group", "drop_named_group", "group_ranks",
           "group_names", "reduce_op", "torch_dist", "node_keys", "comm_name", "GradBuckets"]

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


# ---------------------------------------------------------------------------------------------------------------
# Process-group start from a launcher's environment, and MindSpore's named groups.

def torch_dist():
    """The ``torch.distributed`` module (the package's single handle on it)."""
    return _dist()


def launcher_env(environ=None):
    """How this process was launched: ``(init_method, world_size, rank)`` or ``None`` for a lone process.

    torch's launcher variables (``MASTER_ADDR``/``MASTER_PORT``/``WORLD_SIZE``/``RANK``, set by ``torchrun`` and
    by mindspore_compat's ``msrun``) win; otherwise MindSpore's dynamic-cluster variables (``MS_SCHED_HOST``,
    ``MS_SCHED_PORT``, ``MS_WORKER_NUM``, ``RANK_ID``/``MS_NODE_ID``) are used, the scheduler address becoming the
    rendezvous store address hosted by rank 0.
    """
    env = os.environ if environ is None else environ
    if env.get("MASTER_ADDR") and env.get("MASTER_PORT") and env.get("WORLD_SIZE") and env.get("RANK"):
        return "env://", int(env["WORLD_SIZE"]), int(env["RANK"])
    if env.get("MS_SCHED_HOST") and env.get("MS_SCHED_PORT") and env.get("MS_WORKER_NUM"):
        rank = env.get("RANK_ID", env.get("MS_NODE_ID"))
        if rank is None:
            raise RuntimeError("MS_SCHED_HOST, MS_SCHED_PORT and MS_WORKER_NUM are set but neither RANK_ID nor "
                               "MS_NODE_ID is: the rank of this worker is unknown. Launch with msrun.")
        return f"tcp://{env['MS_SCHED_HOST']}:{env['MS_SCHED_PORT']}", int(env["MS_WORKER_NUM"]), int(rank)
    size = int(env.get("RANK_SIZE", env.get("WORLD_SIZE", "1")) or 1)
    if size > 1:
        raise RuntimeError(f"RANK_SIZE is {size} but no rendezvous address is set (MASTER_ADDR/MASTER_PORT or "
                           "MS_SCHED_HOST/MS_SCHED_PORT), so the processes cannot find each other. Launch the job "
                           "with msrun (python -m mindspore_compat msrun ...) or torchrun.")
    return None


_node_keys = []


def start(backend, timeout=None):
    """Start the default process group for `backend` (a torch backend name) from the launcher environment; a lone
    process gets a one-rank group on an in-memory store. Returns ``(world_size, rank)``."""
    dist = _dist()
    if not dist.is_available():
        raise RuntimeError("torch.distributed is not available in this PyTorch build, so mindspore_compat cannot "
                           "initialise distributed communication.")
    if not dist.is_initialized():
        if backend == "hccl":
            _device._load_torch_npu()
        dev = _device.current_device()
        if backend in ("nccl", "hccl") and dev.type in ("cuda", "npu") and dev.index is not None:
            _device._accelerator_module(_device.current_target()).set_device(dev.index)
        where = launcher_env()
        kwargs = {} if timeout is None else {"timeout": timeout}
        if where is None:
            dist.init_process_group(backend, store=dist.HashStore(), world_size=1, rank=0, **kwargs)
        else:
            method, size, rank = where
            dist.init_process_group(backend, init_method=method, world_size=size, rank=rank, **kwargs)
    _node_keys[:] = _gather_node_keys()
    return dist.get_world_size(), dist.get_rank()


def _gather_node_keys():
    """Which machine each global rank runs on (one small all-gather when the group starts)."""
    dist = _dist()
    mine = f"{socket.gethostname()}/{os.environ.get('GROUP_RANK', os.environ.get('MS_NODE_RANK', '0'))}"
    if dist.get_world_size() == 1:
        return [mine]
    keys = [None] * dist.get_world_size()
    dist.all_gather_object(keys, mine)
    return keys


def node_keys():
    """The machine key of every global rank (empty before :func:`start`)."""
    return list(_node_keys)


def stop():
    """Destroy every process group of this process (no-op without one)."""
    _named.clear()
    _groups.clear()
    _node_keys.clear()
    if is_initialized():
        _dist().destroy_process_group()


_named = {}  # MindSpore group name -> (sorted global ranks, torch process group or None for non-members)


def add_named_group(name, ranks, backend=None, timeout=None):
    """Create the process group `name` over the global `ranks` (sorted: group rank = position in sorted order).

    Only the member processes need to call this (MindSpore's rule); the torch group is created with
    ``use_local_synchronization`` so that the other ranks are not involved.
    """
    ranks = sorted(int(r) for r in ranks)
    dist = _dist()
    pg = None
    if dist.get_rank() in ranks:
        kwargs = {"use_local_synchronization": True}
        if backend is not None:
            kwargs["backend"] = backend
        if timeout is not None:
            kwargs["timeout"] = timeout
        pg = dist.new_group(ranks=ranks, **kwargs)
    _named[name] = (ranks, pg)
    return ranks


def drop_named_group(name):
    """Destroy the process group `name`; returns False if there is none."""
    entry = _named.pop(name, None)
    if entry is None:
        return False
    if entry[1] is not None:
        _dist().destroy_process_group(entry[1])
    return True


def named_group(name):
    """The torch process group of `name` (``None`` = the default group for a world-group name or ``None``).

    KeyError if `name` is neither a world group nor a created group.
    """
    if name is None or name in _WORLD_NAMES:
        return None
    return _named[name][1]


def group_ranks(name):
    """The sorted global ranks of group `name` (all ranks for a world-group name)."""
    if name is None or name in _WORLD_NAMES:
        return list(range(_dist().get_world_size()))
    return list(_named[name][0])


def group_names():
    """Names of the groups created by :func:`add_named_group`."""
    return list(_named)


_WORLD_NAMES = ("hccl_world_group", "nccl_world_group", "mccl_world_group")

_OPS = {"sum": "SUM", "max": "MAX", "min": "MIN", "prod": "PRODUCT", "avg": "AVG"}


def reduce_op(op):
    """The torch ReduceOp for a MindSpore reduction name (``"sum"``, ``"max"``, ``"min"``, ``"prod"``)."""
    return getattr(_dist().ReduceOp, _OPS[op])


def comm_name(pg):
    """torch's name of the process group `pg` (``None``: the default group)."""
    dist = _dist()
    return dist._get_process_group_name(dist.group.WORLD if pg is None else pg)


# ---------------------------------------------------------------------------------------------------------------
# Bucketed gradient all-reduce that overlaps with the backward pass (DDP's reducer, in small)

class GradBuckets:
    """Sum gradients over the ranks of `group` in float32 buckets, started while the backward pass still runs.

    A hook on each parameter copies its gradient into its bucket as soon as autograd produces it; when a bucket
    is complete its all-reduce starts asynchronously. :meth:`reduce` then waits for the buckets and hands out the
    sums. A gradient that reaches :meth:`reduce` as another tensor than the one the hook saw, or changed in place
    since (e.g. unscaled), is reduced again there from the value given, so the result is always the sum of the
    gradients passed in; after such a step the hooks stop starting all-reduces (no communication is wasted).

    Args:
        params (list[torch.Tensor]): the parameters, in the order of the gradients given to :meth:`reduce`;
            ``None`` for a gradient that is not reduced.
        bucket_bytes (int): bucket size limit; buckets are filled in reverse parameter order (backward order).
        first_bucket_bytes (int): size limit of the first bucket (small, so that communication starts early).
        splits (list[int]): explicit bucket boundaries as parameter indices (MindSpore's
            ``all_reduce_fusion_config``); overrides `bucket_bytes`.
    """

    def __init__(self, params, group=None, bucket_bytes=25 * 1024 * 1024, splits=None,
                 first_bucket_bytes=1024 * 1024):
        self.group = group
        self.params = list(params)
        order = [i for i in reversed(range(len(self.params))) if self.params[i] is not None]
        buckets, current, size = [], [], 0
        cut = set(int(s) for s in splits) if splits else None
        for i in order:
            n = self.params[i].numel() * 4
            limit = first_bucket_bytes if not buckets else bucket_bytes  # a small first bucket starts early
            boundary = (i + 1 in cut) if cut is not None else (current and size + n > limit)
            if current and boundary:
                buckets.append(current)
                current, size = [], 0
            current.append(i)
            size += n
        if current:
            buckets.append(current)
        self.buckets = buckets
        self.where = {}
        for b, members in enumerate(buckets):
            offset = 0
            for i in members:
                self.where[i] = (b, offset)
                offset += self.params[i].numel()
        self.sizes = [sum(self.params[i].numel() for i in members) for members in buckets]
        self.buffers = [None] * len(buckets)
        self.eager = True   # start bucket all-reduces from the gradient hooks
        self._reset()
        self._handles = []
        if get_world_size(group) > 1:
            for i, p in enumerate(self.params):
                if p is not None and p.requires_grad:
                    self._handles.append(p.register_hook(self._hook(i)))

    def _reset(self):
        self.seen = {}          # index -> (grad tensor, its version) as the hook saw it
        self.pending = [0] * len(self.buckets)
        self.works = [None] * len(self.buckets)

    def _buffer(self, b, like):
        buf = self.buffers[b]
        if buf is None or buf.device != like.device:
            buf = torch.empty(self.sizes[b], dtype=torch.float32, device=like.device)
            self.buffers[b] = buf
        return buf

    def _hook(self, i):
        def hook(grad):
            if not self.eager:
                return None
            b, offset = self.where[i]
            if i in self.seen or self.works[b] is not None:
                # a second backward before reduce(): start over for this bucket's data
                self._drain(b)
            buf = self._buffer(b, grad)
            buf[offset:offset + grad.numel()].copy_(grad.detach().reshape(-1))
            self.seen[i] = (grad, grad._version)
            self.pending[b] += 1
            if self.pending[b] == len(self.buckets[b]):
                self.works[b] = _dist().all_reduce(self._sendable(buf), group=self.group, async_op=True)
            return None
        return hook

    def _sendable(self, buf):
        return buf

    def _drain(self, b):
        if self.works[b] is not None:
            self.works[b].wait()
            self.works[b] = None
        for i in self.buckets[b]:
            self.seen.pop(i, None)
        self.pending[b] = 0

    def reduce(self, grads, scale=None):
        """The float32 sums over the ranks of `grads` (torch tensors aligned with `params`; entries whose param is
        ``None`` are returned unchanged), multiplied by `scale` (a float) when given."""
        out = list(grads)
        for b, members in enumerate(self.buckets):
            fresh = all(i in self.seen and self.seen[i][0] is grads[i] and grads[i]._version == self.seen[i][1]
                        for i in members) and self.works[b] is not None
            if fresh:
                self.works[b].wait()
                buf = self.buffers[b]
            else:
                if self.works[b] is not None:
                    # the gradients changed after the hooks saw them (e.g. unscaled in place): the early
                    # all-reduce was wasted, so stop starting them and reduce here from now on
                    self.works[b].wait()
                    self.eager = False
                buf = self._buffer(b, grads[members[0]])
                offset = 0
                for i in members:
                    g = grads[i]
                    buf[offset:offset + g.numel()].copy_(g.detach().reshape(-1))
                    offset += g.numel()
                if get_world_size(self.group) > 1:
                    _dist().all_reduce(buf, group=self.group)
            if scale is not None:
                buf.mul_(scale)
            for i in members:
                _, offset = self.where[i]
                out[i] = buf[offset:offset + grads[i].numel()].view(grads[i].shape)
            self.buffers[b] = None  # the views handed out keep this one; the next step gets a new buffer
        self._reset()
        return out


# ----- DTensor: the computation of a sharded function or Cell -----------------------------------------------------
_MESH = {}


def world_mesh():
    """A one-dimensional torch DeviceMesh over every process of the job (made once per world)."""
    from torch.distributed.device_mesh import init_device_mesh   # torch.distributed.tensor loads slowly: on use
    key = (get_world_size(), _device.current_device().type)
    if key not in _MESH:
        _MESH.clear()
        _MESH[key] = init_device_mesh(key[1], (key[0],))
    return _MESH[key]


def to_dtensor(t, dim):
    """`t` (the same whole value on every process) as a DTensor of the world mesh: split along `dim` across the
    processes (this process keeps its block), or replicated when `dim` is None. Differentiable: the gradient
    reaches `t`."""
    from torch.distributed.tensor import DTensor, Replicate, Shard
    mesh = world_mesh()
    whole = DTensor.from_local(t, mesh, [Replicate()], run_check=False)
    # split by a redistribution, whose backward gathers the blocks' gradients: every process gets the whole one
    return whole if dim is None else whole.redistribute(mesh, [Shard(dim)])


def from_dtensor(t):
    """The whole value of a DTensor on every process (a plain torch tensor); anything else unchanged."""
    from torch.distributed.tensor import DTensor
    return t.full_tensor() if isinstance(t, DTensor) else t
