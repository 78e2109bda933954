"""Collective communication functions (``mindspore.ops`` and ``mindspore.mint.distributed``), torch.distributed style.

The operations work in place on their Tensor arguments, as torch's do, and return a :class:`CommHandle` when
``async_op=True`` (``None`` otherwise). Groups are MindSpore group names (strings); ``None`` is the world group.
As in MindSpore, the collectives raise RuntimeError before ``init()`` (or :func:`init_process_group`); a process
started without a launcher becomes a world of one when it calls ``init()``.

gloo (the CPU backend) lacks a few collectives (reduce-scatter, all-to-all); they are composed here from the ones
it has, with the same results.
"""
import datetime
import functools
import hashlib
import inspect

import torch

from ... import context
from ...common.tensor import Tensor, _wrap
from ..._backend import collective as _coll
from ..._backend import compile as _compile
from ...communication import management as _mgmt
from ...communication._comm_helper import GlobalComm, TORCH_BACKEND, DEVICE_TO_BACKEND, WORLD_GROUPS

__all__ = ["init_process_group", "destroy_process_group", "get_rank", "get_world_size", "new_group",
           "get_backend", "get_global_rank", "get_group_rank", "get_process_group_ranks", "is_available",
           "is_initialized", "all_reduce", "all_gather_into_tensor", "all_gather_into_tensor_uneven", "all_to_all",
           "all_to_all_single", "reduce_scatter_tensor", "reduce_scatter_tensor_uneven", "reduce", "P2POp",
           "batch_isend_irecv", "broadcast", "barrier", "send", "recv", "isend", "irecv", "all_gather",
           "reduce_scatter", "scatter", "gather", "all_gather_object", "broadcast_object_list", "gather_object",
           "scatter_object_list", "send_object_list", "recv_object_list", "gather_into_tensor", "scatter_tensor"]

_OPS = ("sum", "max", "min", "prod")


class CommHandle:
    """Handle of an asynchronous communication; :meth:`wait` blocks until it has finished."""

    def __init__(self, works=(), after=None):
        self._works = [w for w in works if w is not None]
        self._after = after

    def wait(self):
        """Block until the communication has finished (its results are then in the Tensors)."""
        for w in self._works:
            w.wait()
        self._works = []
        if self._after is not None:
            after, self._after = self._after, None
            after()
        return True

    def is_completed(self):
        """Whether the communication has finished."""
        return all(w.is_completed() for w in self._works)


def _done(async_op, works=(), after=None):
    handle = CommHandle(works, after)
    if async_op:
        return handle
    handle.wait()
    return None


def _world():
    return _coll.is_initialized()


def _cpg(group, func):
    """:func:`_pg` for a collective: communication must have been initialised (MindSpore's RuntimeError)."""
    if group is not None and not isinstance(group, str):
        raise TypeError(f"For '{func}', the argument 'group' must be a str or None, but got {type(group)}.")
    _mgmt._require_init()
    return _pg(group, func)


def _pg(group, func):
    """The torch process group of a MindSpore group name (None: world)."""
    if group is not None and not isinstance(group, str):
        raise TypeError(f"For '{func}', the argument 'group' must be a str or None, but got {type(group)}.")
    try:
        return _coll.named_group(group)
    except KeyError:
        raise ValueError(f"For '{func}', the communication group '{group}' does not exist.") from None


def _ranks(group):
    return _coll.group_ranks(group)


def _tensor(value, func, name="tensor"):
    if not isinstance(value, Tensor):
        raise TypeError(f"For '{func}', the argument '{name}' must be a Tensor, but got {type(value)}.")
    return value._t


def _tensors(values, func, name):
    if not isinstance(values, (list, tuple)):
        raise TypeError(f"For '{func}', the argument '{name}' must be a list or tuple of Tensors, "
                        f"but got {type(values)}.")
    return [_tensor(v, func, name) for v in values]


def _op(op, func):
    if not isinstance(op, str):
        raise TypeError(f"For '{func}', the argument 'op' must be a str, but got {type(op)}.")
    if op not in _OPS:
        raise ValueError(f"For '{func}', the argument 'op' must be one of {list(_OPS)}, but got '{op}'.")
    return _coll.reduce_op(op)


def _gloo(pg):
    return _coll.torch_dist().get_backend(pg) == "gloo"


class _InPlace:
    """A contiguous working copy of ``t`` on a device the backend can send; ``finish()`` copies it back."""

    def __init__(self, t, pg=None):
        self.t = t
        self.work = t
        if not t.is_contiguous() or (t.device.type != "cpu" and _gloo(pg)):
            self.work = t.detach().to("cpu" if _gloo(pg) else t.device).contiguous()

    def finish(self):
        if self.work is not self.t:
            with torch.no_grad():
                self.t.copy_(self.work)


def _run(fn, async_op, parts):
    """Run the torch collective ``fn(async_op)`` and copy the working buffers back when it is done."""
    work = fn(async_op)

    def after():
        for p in parts:
            p.finish()
    return _done(async_op, [work] if async_op else [], after)


# ---------------------------------------------------------------------------------------------------------------
# process groups

def is_available():
    """
    Whether distributed communication is available (torch was built with torch.distributed).

    Returns:
        bool.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> from mindspore.mint.distributed import is_available
        >>> print(is_available())
        True
    """
    return _coll.torch_dist().is_available()


def is_initialized():
    """
    Whether the default process group has been started (:func:`init_process_group` or ``init()``).

    Returns:
        bool.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> from mindspore.mint.distributed import is_initialized
        >>> print(is_initialized())
        False
    """
    return bool(GlobalComm.INITED)


def init_process_group(backend="hccl", init_method=None, timeout=None, world_size=-1, rank=-1, store=None,
                       group_name="", pg_options=None, device_id=None):
    """
    Start the default process group.

    Without `init_method` and `store` the launcher's environment is used, like
    :func:`mindspore.communication.init`. ``"hccl"`` (the default) stands for the current device's backend
    (hccl on Ascend, nccl on GPU, gloo on CPU); ``"mccl"`` asks for gloo on any device.

    Args:
        backend (str, optional): ``"hccl"`` or ``"mccl"``. Default: ``"hccl"``.
        init_method (str, optional): ``"tcp://host:port"`` of the rendezvous store, hosted by rank 0.
            Default: ``None``.
        timeout (datetime.timedelta, optional): Timeout of the rendezvous and of the collectives. Default: ``None``.
        world_size (int, optional): Number of processes; needed with `init_method` or `store`. Default: ``-1``.
        rank (int, optional): This process's rank; needed with `init_method` or `store`. Default: ``-1``.
        store (torch.distributed.Store, optional): A key-value store shared by the processes. Default: ``None``.
        group_name (str, optional): Not used. Default: ``""``.
        pg_options (object, optional): Not used. Default: ``None``.
        device_id (int, optional): Not used. Default: ``None``.

    Raises:
        ValueError: If `backend` is not ``"hccl"`` or ``"mccl"``, both `init_method` and `store` are given,
            `world_size` or `rank` is invalid with them, or `world_size` disagrees with the launcher's.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> from mindspore.mint.distributed import init_process_group, get_rank
        >>> init_process_group()  # doctest: +SKIP
        >>> print(get_rank())
        0
    """
    if backend not in ("hccl", "mccl"):
        raise ValueError("Only support hccl now, please setting backend to hccl or using default value")
    if init_method is not None and store is not None:
        raise ValueError("Only one of init_method and store is supported.")
    target = context.get_context("device_target")
    ms_backend = DEVICE_TO_BACKEND.get(target, "mccl") if backend == "hccl" else "mccl"
    if init_method is None and store is None:
        _mgmt.init(ms_backend)
    else:
        if world_size <= 0:
            raise ValueError("Specified world_size must be a positive integer.")
        if rank < 0:
            raise ValueError("Specified rank must be a non-negative integer.")
        dist = _coll.torch_dist()
        if not dist.is_initialized():
            kwargs = {"timeout": timeout} if timeout is not None else {}
            if store is not None:
                kwargs["store"] = store
            else:
                kwargs["init_method"] = init_method
            dist.init_process_group(TORCH_BACKEND[ms_backend], world_size=world_size, rank=rank, **kwargs)
        _mgmt.init(ms_backend)
    size = _mgmt.get_group_size()
    if world_size not in (-1, size):
        raise ValueError(f"world_size is wrong: the launcher started {size} processes, but got {world_size}.")


def destroy_process_group(group=None):
    """
    Destroy a process group; ``None`` or the world group destroys all of them and ends communication.

    Args:
        group (str, optional): The group name. Default: ``None``.

    Raises:
        TypeError: If `group` is not a str or None.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> from mindspore.mint.distributed import init_process_group, destroy_process_group
        >>> init_process_group()  # doctest: +SKIP
        >>> destroy_process_group()  # doctest: +SKIP
    """
    if group is not None and not isinstance(group, str):
        raise TypeError(f"For 'destroy_process_group', the argument 'group' must be a str or None, "
                        f"but got {type(group)}.")
    if group is None or group in WORLD_GROUPS:
        _mgmt.release()
    else:
        _mgmt.destroy_group(group)


def get_rank(group=None):
    """
    The rank of this process in `group`.

    Args:
        group (str, optional): The group name; ``None`` is the world group. Default: ``None``.

    Returns:
        int, the rank; ``-1`` if this process is not a member of `group`.

    Raises:
        TypeError: If `group` is not a str or None.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> from mindspore.mint.distributed import get_rank
        >>> print(get_rank())
        0
    """
    _pg(group, "get_rank")
    if not _world():
        return _mgmt.get_rank()
    ranks = _ranks(group)
    me = _coll.get_rank()
    return ranks.index(me) if me in ranks else -1


def get_world_size(group=None):
    """
    The number of processes in `group`.

    Args:
        group (str, optional): The group name; ``None`` is the world group. Default: ``None``.

    Returns:
        int, the group size.

    Raises:
        TypeError: If `group` is not a str or None.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> from mindspore.mint.distributed import get_world_size
        >>> print(get_world_size())
        1
    """
    _pg(group, "get_world_size")
    if not _world():
        return _mgmt.get_group_size()
    return len(_ranks(group))


def new_group(ranks=None, timeout=None, backend=None, pg_options=None, use_local_synchronization=False,
              group_desc=None):
    """
    Create a communication group over the global `ranks` and return its name.

    Args:
        ranks (list[int], optional): The members; ``None`` returns the world group's name. Default: ``None``.
        timeout (datetime.timedelta, optional): Not used. Default: ``None``.
        backend (str, optional): ``"hccl"`` or ``"mccl"``; ``None`` means ``"hccl"``. Default: ``None``.
        pg_options (object, optional): Not used. Default: ``None``.
        use_local_synchronization (bool, optional): Not used (only members take part in any case).
            Default: ``False``.
        group_desc (str, optional): Not used. Default: ``None``.

    Returns:
        str, the group name (``""`` when the group cannot be created, e.g. before initialisation).

    Raises:
        TypeError: If `ranks` is not a list or `backend` is not ``"hccl"`` or ``"mccl"``.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> from mindspore.mint.distributed import new_group
        >>> print(repr(new_group([0])))
        ''
    """
    if ranks is None:
        return GlobalComm.WORLD_COMM_GROUP
    if not isinstance(ranks, list):
        raise TypeError(f"ranks must be list, but got {type(ranks)}")
    ranks = sorted(ranks)
    backend = "hccl" if backend is None else backend
    if not isinstance(backend, str) or backend not in ("hccl", "mccl"):
        raise TypeError(f"the input backend must be hccl or mccl, but got {backend}")
    digest = hashlib.sha1("_".join(map(str, ranks)).encode("utf-8")).hexdigest()
    name = f"{backend}_{len(ranks)}_{digest}"
    try:
        _mgmt.create_group(name, ranks)
    except RuntimeError:
        return ""
    return name


def get_backend(group=None):
    """
    The communication backend of `group` (``"hccl"``, ``"nccl"`` or ``"mccl"``).

    Args:
        group (str, optional): The group name. Default: ``None``.

    Returns:
        str.

    Raises:
        TypeError: If `group` is not a str or None.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> from mindspore.mint.distributed import get_backend
        >>> print(get_backend())
        hccl
    """
    _pg(group, "get_backend")
    return GlobalComm.BACKEND


def get_global_rank(group, group_rank):
    """
    The global rank of the member with rank `group_rank` in `group`.

    Args:
        group (str): The group name.
        group_rank (int): A rank inside `group`.

    Returns:
        int.

    Raises:
        TypeError: If `group` is not a str or `group_rank` is not an int.
        ValueError: If `group_rank` is out of range.
        RuntimeError: If communication is not initialised.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> from mindspore.mint.distributed import init_process_group, new_group, get_global_rank
        >>> init_process_group()  # doctest: +SKIP
        >>> group = new_group([2, 3])  # doctest: +SKIP
        >>> print(get_global_rank(group, 1))  # doctest: +SKIP
        3
    """
    if not isinstance(group_rank, int) or isinstance(group_rank, bool):
        raise TypeError(f"For 'get_global_rank', the argument 'group_rank' must be an int, "
                        f"but got {type(group_rank)}.")
    if not isinstance(group, str):
        raise TypeError(f"For 'get_global_rank', the argument 'group' must be a str, but got {type(group)}.")
    if group in WORLD_GROUPS:
        _mgmt._require_init()
        return group_rank
    return _mgmt.get_world_rank_from_group_rank(group, group_rank)


def get_group_rank(group, global_rank):
    """
    The rank inside `group` of the process with global rank `global_rank`.

    Args:
        group (str): The group name.
        global_rank (int): A global rank.

    Returns:
        int.

    Raises:
        TypeError: If `group` is not a str or `global_rank` is not an int.
        ValueError: If `global_rank` is not in `group`.
        RuntimeError: If communication is not initialised.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> from mindspore.mint.distributed import init_process_group, new_group, get_group_rank
        >>> init_process_group()  # doctest: +SKIP
        >>> group = new_group([2, 3])  # doctest: +SKIP
        >>> print(get_group_rank(group, 3))  # doctest: +SKIP
        1
    """
    if not isinstance(global_rank, int) or isinstance(global_rank, bool):
        raise TypeError(f"For 'get_group_rank', the argument 'global_rank' must be an int, "
                        f"but got {type(global_rank)}.")
    if not isinstance(group, str):
        raise TypeError(f"For 'get_group_rank', the argument 'group' must be a str, but got {type(group)}.")
    if group in WORLD_GROUPS:
        _mgmt._require_init()
        return global_rank
    return _mgmt.get_group_rank_from_world_rank(global_rank, group)


def get_process_group_ranks(group=None):
    """
    The global ranks of the members of `group`.

    Args:
        group (str, optional): The group name; ``None`` is the world group. Default: ``None``.

    Returns:
        list[int].

    Raises:
        RuntimeError: If communication is not initialised.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> from mindspore.mint.distributed import init_process_group, get_process_group_ranks
        >>> init_process_group()  # doctest: +SKIP
        >>> print(get_process_group_ranks())  # doctest: +SKIP
        [0, 1]
    """
    return _mgmt.get_process_group_ranks(GlobalComm.WORLD_COMM_GROUP if group is None else group)


# ---------------------------------------------------------------------------------------------------------------
# collectives on tensors

def all_reduce(tensor, op="sum", group=None, async_op=False):
    """
    Reduce `tensor` over the processes of `group`; every process receives the result in `tensor`.

    Args:
        tensor (Tensor): Input and output.
        op (str, optional): ``"sum"``, ``"max"``, ``"min"`` or ``"prod"``. Default: ``"sum"``.
        group (str, optional): The group name; ``None`` is the world group. Default: ``None``.
        async_op (bool, optional): Return a handle instead of waiting. Default: ``False``.

    Returns:
        CommHandle if `async_op` is True, else ``None``.

    Raises:
        TypeError: If `tensor` is not a Tensor or `op` is not a str.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore.mint.distributed import all_reduce
        >>> from mindspore.communication import init
        >>> init()  # doctest: +SKIP
        >>> x = ms.Tensor(np.array([1.0, 2.0], np.float32))
        >>> all_reduce(x)  # doctest: +SKIP
        >>> print(x)  # doctest: +SKIP
        [1. 2.]
    """
    t = _tensor(tensor, "all_reduce")
    red = _op(op, "all_reduce")
    pg = _cpg(group, "all_reduce")
    part = _InPlace(t, pg)
    return _run(lambda a: _coll.torch_dist().all_reduce(part.work, op=red, group=pg, async_op=a), async_op, [part])


def broadcast(tensor, src, group=None, async_op=False):
    """
    Send `tensor` of the process with global rank `src` to every process of `group` (into their `tensor`).

    Args:
        tensor (Tensor): Data to send (on `src`) or buffer to receive into.
        src (int): The global rank of the sender.
        group (str, optional): The group name. Default: ``None``.
        async_op (bool, optional): Return a handle instead of waiting. Default: ``False``.

    Returns:
        CommHandle if `async_op` is True, else ``None``.

    Raises:
        TypeError: If `tensor` is not a Tensor or `src` is not an int.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore.mint.distributed import broadcast
        >>> from mindspore.communication import init
        >>> init()  # doctest: +SKIP
        >>> x = ms.Tensor(np.array([3, 4], np.int32))
        >>> broadcast(x, src=0)  # doctest: +SKIP
        >>> print(x)  # doctest: +SKIP
        [3 4]
    """
    t = _tensor(tensor, "broadcast")
    _int(src, "broadcast", "src")
    pg = _cpg(group, "broadcast")
    part = _InPlace(t, pg)
    return _run(lambda a: _coll.torch_dist().broadcast(part.work, src=src, group=pg, async_op=a), async_op, [part])


def _int(value, func, name):
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"For '{func}', the argument '{name}' must be an int, but got {type(value)}.")


def barrier(group=None, async_op=False, device_ids=None):
    """
    Wait until every process of `group` has reached this call.

    Args:
        group (str, optional): The group name. Default: ``None``.
        async_op (bool, optional): Return a handle instead of waiting. Default: ``False``.
        device_ids (list[int], optional): Not used. Default: ``None``.

    Returns:
        CommHandle if `async_op` is True, else ``None``.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> from mindspore.mint.distributed import barrier
        >>> from mindspore.communication import init
        >>> init()  # doctest: +SKIP
        >>> print(barrier())  # doctest: +SKIP
        None
    """
    pg = _cpg(group, "barrier")
    return _done(async_op, [_coll.torch_dist().barrier(group=pg, async_op=True)])


def reduce(tensor, dst, op="sum", group=None, async_op=False):
    """
    Reduce `tensor` over `group` into the `tensor` of the process with global rank `dst`.

    Args:
        tensor (Tensor): Input (and output on `dst`).
        dst (int): The global rank that receives the result.
        op (str, optional): ``"sum"``, ``"max"``, ``"min"`` or ``"prod"``. Default: ``"sum"``.
        group (str, optional): The group name. Default: ``None``.
        async_op (bool, optional): Return a handle instead of waiting. Default: ``False``.

    Returns:
        CommHandle if `async_op` is True, else ``None``.

    Raises:
        TypeError: If `tensor` is not a Tensor, `dst` is not an int or `op` is not a str.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore.mint.distributed import reduce
        >>> from mindspore.communication import init
        >>> init()  # doctest: +SKIP
        >>> x = ms.Tensor(np.array([5.0], np.float32))
        >>> reduce(x, dst=0)  # doctest: +SKIP
        >>> print(x)  # doctest: +SKIP
        [5.]
    """
    t = _tensor(tensor, "reduce")
    _int(dst, "reduce", "dst")
    red = _op(op, "reduce")
    pg = _cpg(group, "reduce")
    part = _InPlace(t, pg)
    return _run(lambda a: _coll.torch_dist().reduce(part.work, dst=dst, op=red, group=pg, async_op=a), async_op,
                [part])


def _gather_all(t, pg):
    """The `t` of every member of `pg`, in group-rank order (same shape everywhere)."""
    dist = _coll.torch_dist()
    work = t.detach().contiguous()
    if _gloo(pg) and work.device.type != "cpu":
        work = work.cpu()
    parts = [torch.empty_like(work) for _ in range(dist.get_world_size(pg))]
    dist.all_gather(parts, work, group=pg)
    return [p.to(t.device) for p in parts]


@_compile.never_compiled
def _gather_uneven(t, pg):
    """Like :func:`_gather_all` for tensors whose first dimension differs between members."""
    dist = _coll.torch_dist()
    n = dist.get_world_size(pg)
    size = torch.tensor([t.shape[0] if t.dim() else 1], dtype=torch.int64)
    sizes = _gather_all(size, pg)
    sizes = [int(s) for s in sizes]
    longest = max(sizes)
    padded = torch.zeros((longest,) + tuple(t.shape[1:]), dtype=t.dtype, device=t.device)
    padded[:t.shape[0]] = t.detach()
    parts = _gather_all(padded, pg)
    return [parts[i][:sizes[i]] for i in range(n)]


def _copy_into(dst, src):
    with torch.no_grad():
        dst.copy_(src.reshape(dst.shape).to(dst.dtype))


def all_gather(tensor_list, tensor, group=None, async_op=False):
    """
    Gather `tensor` of every process of `group` into `tensor_list` (one entry per process, in rank order).

    Args:
        tensor_list (list[Tensor]): Output buffers, as many as processes, shaped like `tensor`.
        tensor (Tensor): This process's contribution.
        group (str, optional): The group name. Default: ``None``.
        async_op (bool, optional): Return a handle instead of waiting. Default: ``False``.

    Returns:
        CommHandle if `async_op` is True, else ``None``.

    Raises:
        TypeError: If the arguments are not Tensors.
        ValueError: If `tensor_list` does not have one entry per process.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore.mint.distributed import all_gather
        >>> from mindspore.communication import init
        >>> init()  # doctest: +SKIP
        >>> out = [ms.Tensor(np.zeros(2, np.float32))]
        >>> all_gather(out, ms.Tensor(np.array([1.0, 2.0], np.float32)))  # doctest: +SKIP
        >>> print(out[0])  # doctest: +SKIP
        [1. 2.]
    """
    outs = _tensors(tensor_list, "all_gather", "tensor_list")
    t = _tensor(tensor, "all_gather")
    pg = _cpg(group, "all_gather")
    n = len(_ranks(group))
    if len(outs) != n:
        raise ValueError(f"For 'all_gather', the argument 'tensor_list' must have {n} Tensors (one per process), "
                         f"but got {len(outs)}.")
    parts = _gather_all(t, pg)
    for o, p in zip(outs, parts):
        _copy_into(o, p)
    return _done(async_op)


def all_gather_into_tensor(output_tensor, input_tensor, group=None, async_op=False):
    """
    Gather `input_tensor` of every process of `group`, concatenated along the first axis, into `output_tensor`.

    Args:
        output_tensor (Tensor): Output; its first dimension is the group size times that of `input_tensor`.
        input_tensor (Tensor): This process's contribution.
        group (str, optional): The group name. Default: ``None``.
        async_op (bool, optional): Return a handle instead of waiting. Default: ``False``.

    Returns:
        CommHandle if `async_op` is True, else ``None``.

    Raises:
        TypeError: If the arguments are not Tensors.
        ValueError: If `output_tensor` has the wrong number of elements.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore.mint.distributed import all_gather_into_tensor
        >>> from mindspore.communication import init
        >>> init()  # doctest: +SKIP
        >>> out = ms.Tensor(np.zeros([1, 2], np.float32))
        >>> all_gather_into_tensor(out, ms.Tensor(np.array([[1.0, 2.0]], np.float32)))  # doctest: +SKIP
        >>> print(out)  # doctest: +SKIP
        [[1. 2.]]
    """
    o = _tensor(output_tensor, "all_gather_into_tensor", "output_tensor")
    t = _tensor(input_tensor, "all_gather_into_tensor", "input_tensor")
    pg = _cpg(group, "all_gather_into_tensor")
    n = len(_ranks(group))
    if o.numel() != n * t.numel():
        raise ValueError(f"For 'all_gather_into_tensor', 'output_tensor' must have {n * t.numel()} elements "
                         f"({n} times 'input_tensor'), but got {o.numel()}.")
    parts = _gather_all(t, pg)
    _copy_into(o, torch.cat([p.reshape(-1) for p in parts]))
    return _done(async_op)


def all_gather_into_tensor_uneven(output, input, output_split_sizes=None, group=None, async_op=False):
    """
    Like :func:`all_gather_into_tensor` for inputs whose first dimension differs between processes.

    Args:
        output (Tensor): Output; its first dimension is the sum of the inputs' first dimensions.
        input (Tensor): This process's contribution.
        output_split_sizes (list[int], optional): First dimension of each process's input; ``None`` means equal.
            Default: ``None``.
        group (str, optional): The group name. Default: ``None``.
        async_op (bool, optional): Return a handle instead of waiting. Default: ``False``.

    Returns:
        CommHandle if `async_op` is True, else ``None``.

    Raises:
        TypeError: If the arguments are not Tensors.
        ValueError: If the sizes do not match.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore.mint.distributed import all_gather_into_tensor_uneven
        >>> from mindspore.communication import init
        >>> init()  # doctest: +SKIP
        >>> out = ms.Tensor(np.zeros([3], np.float32))
        >>> all_gather_into_tensor_uneven(out, ms.Tensor(np.array([1.0, 2.0, 3.0], np.float32)), [3])  # doctest: +SKIP
        >>> print(out)  # doctest: +SKIP
        [1. 2. 3.]
    """
    o = _tensor(output, "all_gather_into_tensor_uneven", "output")
    t = _tensor(input, "all_gather_into_tensor_uneven", "input")
    pg = _cpg(group, "all_gather_into_tensor_uneven")
    parts = _gather_uneven(t, pg)
    sizes = [p.shape[0] for p in parts]
    if output_split_sizes is not None and list(output_split_sizes) != sizes:
        raise ValueError(f"For 'all_gather_into_tensor_uneven', 'output_split_sizes' must be {sizes} (the first "
                         f"dimension of each process's input), but got {list(output_split_sizes)}.")
    whole = torch.cat(parts)
    if whole.numel() != o.numel():
        raise ValueError(f"For 'all_gather_into_tensor_uneven', 'output' must have {whole.numel()} elements, "
                         f"but got {o.numel()}.")
    _copy_into(o, whole)
    return _done(async_op)


def _reduced(t, red, pg):
    """All-reduce of a copy of `t`."""
    part = _InPlace(t.detach().clone(), pg)
    _coll.torch_dist().all_reduce(part.work, op=red, group=pg)
    return part.work.to(t.device)


def reduce_scatter_tensor(output, input, op="sum", group=None, async_op=False):
    """
    Reduce `input` over `group` and give each process its block of the result: the first axis of `input` is
    split into as many equal blocks as processes, block *i* goes to group rank *i*.

    Args:
        output (Tensor): This process's block of the reduction.
        input (Tensor): The full-size input; its first dimension is a multiple of the group size.
        op (str, optional): ``"sum"``, ``"max"``, ``"min"`` or ``"prod"``. Default: ``"sum"``.
        group (str, optional): The group name. Default: ``None``.
        async_op (bool, optional): Return a handle instead of waiting. Default: ``False``.

    Returns:
        CommHandle if `async_op` is True, else ``None``.

    Raises:
        TypeError: If the arguments are not Tensors or `op` is not a str.
        ValueError: If the sizes do not match.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore.mint.distributed import reduce_scatter_tensor
        >>> from mindspore.communication import init
        >>> init()  # doctest: +SKIP
        >>> out = ms.Tensor(np.zeros([2], np.float32))
        >>> reduce_scatter_tensor(out, ms.Tensor(np.array([1.0, 2.0], np.float32)))  # doctest: +SKIP
        >>> print(out)  # doctest: +SKIP
        [1. 2.]
    """
    o = _tensor(output, "reduce_scatter_tensor", "output")
    t = _tensor(input, "reduce_scatter_tensor", "input")
    red = _op(op, "reduce_scatter_tensor")
    pg = _cpg(group, "reduce_scatter_tensor")
    ranks = _ranks(group)
    if t.numel() != o.numel() * len(ranks):
        raise ValueError(f"For 'reduce_scatter_tensor', 'input' must have {o.numel() * len(ranks)} elements "
                         f"({len(ranks)} times 'output'), but got {t.numel()}.")
    full = _reduced(t, red, pg)
    me = ranks.index(_coll.get_rank())
    _copy_into(o, full.reshape(len(ranks), -1)[me])
    return _done(async_op)


def reduce_scatter_tensor_uneven(output, input, input_split_sizes=None, op="sum", group=None, async_op=False):
    """
    Like :func:`reduce_scatter_tensor` with blocks of different sizes along the first axis.

    Args:
        output (Tensor): This process's block of the reduction.
        input (Tensor): The full-size input.
        input_split_sizes (list[int], optional): First dimension of each block; ``None`` means equal.
            Default: ``None``.
        op (str, optional): ``"sum"``, ``"max"``, ``"min"`` or ``"prod"``. Default: ``"sum"``.
        group (str, optional): The group name. Default: ``None``.
        async_op (bool, optional): Return a handle instead of waiting. Default: ``False``.

    Returns:
        CommHandle if `async_op` is True, else ``None``.

    Raises:
        TypeError: If the arguments are not Tensors or `op` is not a str.
        ValueError: If the sizes do not match.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore.mint.distributed import reduce_scatter_tensor_uneven
        >>> from mindspore.communication import init
        >>> init()  # doctest: +SKIP
        >>> out = ms.Tensor(np.zeros([3], np.float32))
        >>> reduce_scatter_tensor_uneven(out, ms.Tensor(np.array([1.0, 2.0, 3.0], np.float32)), [3])  # doctest: +SKIP
        >>> print(out)  # doctest: +SKIP
        [1. 2. 3.]
    """
    o = _tensor(output, "reduce_scatter_tensor_uneven", "output")
    t = _tensor(input, "reduce_scatter_tensor_uneven", "input")
    red = _op(op, "reduce_scatter_tensor_uneven")
    pg = _cpg(group, "reduce_scatter_tensor_uneven")
    ranks = _ranks(group)
    n = len(ranks)
    if input_split_sizes is None:
        if t.shape[0] % n:
            raise ValueError(f"For 'reduce_scatter_tensor_uneven', the first dimension of 'input' ({t.shape[0]}) "
                             f"must be a multiple of the group size {n} when 'input_split_sizes' is None.")
        input_split_sizes = [t.shape[0] // n] * n
    sizes = list(input_split_sizes)
    if len(sizes) != n or sum(sizes) != t.shape[0]:
        raise ValueError(f"For 'reduce_scatter_tensor_uneven', 'input_split_sizes' must have {n} entries summing to "
                         f"{t.shape[0]}, but got {sizes}.")
    full = _reduced(t, red, pg)
    me = ranks.index(_coll.get_rank())
    _copy_into(o, torch.split(full, sizes)[me])
    return _done(async_op)


def reduce_scatter(output, input_list, op="sum", group=None, async_op=False):
    """
    Reduce the lists `input_list` over `group`; group rank *i* receives the reduction of the *i*-th entries.

    Args:
        output (Tensor): This process's result.
        input_list (list[Tensor]): One Tensor per process.
        op (str, optional): ``"sum"``, ``"max"``, ``"min"`` or ``"prod"``. Default: ``"sum"``.
        group (str, optional): The group name. Default: ``None``.
        async_op (bool, optional): Return a handle instead of waiting. Default: ``False``.

    Returns:
        CommHandle if `async_op` is True, else ``None``.

    Raises:
        TypeError: If the arguments are not Tensors or `op` is not a str.
        ValueError: If `input_list` does not have one entry per process.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore.mint.distributed import reduce_scatter
        >>> from mindspore.communication import init
        >>> init()  # doctest: +SKIP
        >>> out = ms.Tensor(np.zeros([2], np.float32))
        >>> reduce_scatter(out, [ms.Tensor(np.array([7.0, 8.0], np.float32))])  # doctest: +SKIP
        >>> print(out)  # doctest: +SKIP
        [7. 8.]
    """
    o = _tensor(output, "reduce_scatter", "output")
    ins = _tensors(input_list, "reduce_scatter", "input_list")
    red = _op(op, "reduce_scatter")
    pg = _cpg(group, "reduce_scatter")
    ranks = _ranks(group)
    if len(ins) != len(ranks):
        raise ValueError(f"For 'reduce_scatter', 'input_list' must have {len(ranks)} Tensors (one per process), "
                         f"but got {len(ins)}.")
    flat = torch.cat([x.detach().reshape(-1) for x in ins])
    full = _reduced(flat, red, pg)
    me = ranks.index(_coll.get_rank())
    _copy_into(o, torch.split(full, [x.numel() for x in ins])[me])
    return _done(async_op)


def _exchange_lists(sends, recv_shapes, dtype, pg, ranks):
    """Send ``sends[i]`` to group rank *i* and receive a tensor of ``recv_shapes[i]`` from it (all pairs at once)."""
    dist = _coll.torch_dist()
    me = ranks.index(_coll.get_rank())
    gloo = _gloo(pg)
    ops, recvs = [], []
    for i, peer in enumerate(ranks):
        src = sends[i].detach().contiguous()
        if gloo and src.device.type != "cpu":
            src = src.cpu()
        if i == me:
            recvs.append(src.clone())
            continue
        buf = torch.empty(recv_shapes[i], dtype=dtype, device=src.device)
        recvs.append(buf)
        if src.numel():
            ops.append(dist.P2POp(dist.isend, src, peer, pg))
        if buf.numel():
            ops.append(dist.P2POp(dist.irecv, buf, peer, pg))
    if ops:
        for req in dist.batch_isend_irecv(ops):
            req.wait()
    return recvs


def all_to_all(output_tensor_list, input_tensor_list, group=None, async_op=False):
    """
    Each process sends ``input_tensor_list[i]`` to group rank *i* and receives into ``output_tensor_list[i]``
    what group rank *i* sent to it.

    Args:
        output_tensor_list (list[Tensor]): Receive buffers, one per process.
        input_tensor_list (list[Tensor]): Data to send, one per process.
        group (str, optional): The group name. Default: ``None``.
        async_op (bool, optional): Return a handle instead of waiting. Default: ``False``.

    Returns:
        CommHandle if `async_op` is True, else ``None``.

    Raises:
        TypeError: If the lists hold something else than Tensors.
        ValueError: If a list does not have one entry per process.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore.mint.distributed import all_to_all
        >>> from mindspore.communication import init
        >>> init()  # doctest: +SKIP
        >>> out = [ms.Tensor(np.zeros([2], np.float32))]
        >>> all_to_all(out, [ms.Tensor(np.array([1.0, 5.0], np.float32))])  # doctest: +SKIP
        >>> print(out[0])  # doctest: +SKIP
        [1. 5.]
    """
    outs = _tensors(output_tensor_list, "all_to_all", "output_tensor_list")
    ins = _tensors(input_tensor_list, "all_to_all", "input_tensor_list")
    pg = _cpg(group, "all_to_all")
    ranks = _ranks(group)
    if len(outs) != len(ranks) or len(ins) != len(ranks):
        raise ValueError(f"For 'all_to_all', both lists must have {len(ranks)} Tensors (one per process), "
                         f"but got {len(outs)} and {len(ins)}.")
    got = _exchange_lists(ins, [o.shape for o in outs], outs[0].dtype if outs else torch.float32, pg, ranks)
    for o, g in zip(outs, got):
        _copy_into(o, g)
    return _done(async_op)


def all_to_all_single(output, input, output_split_sizes=None, input_split_sizes=None, group=None, async_op=False):
    """
    :func:`all_to_all` on single Tensors: `input` is split along the first axis (by `input_split_sizes`, or
    equally) and block *i* goes to group rank *i*; the blocks received are concatenated into `output`.

    Args:
        output (Tensor): Receive buffer.
        input (Tensor): Data to send.
        output_split_sizes (list[int], optional): First dimension of each received block. Default: ``None``.
        input_split_sizes (list[int], optional): First dimension of each sent block. Default: ``None``.
        group (str, optional): The group name. Default: ``None``.
        async_op (bool, optional): Return a handle instead of waiting. Default: ``False``.

    Returns:
        CommHandle if `async_op` is True, else ``None``.

    Raises:
        TypeError: If the arguments are not Tensors.
        ValueError: If the sizes do not match.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore.mint.distributed import all_to_all_single
        >>> from mindspore.communication import init
        >>> init()  # doctest: +SKIP
        >>> out = ms.Tensor(np.zeros([2], np.float32))
        >>> all_to_all_single(out, ms.Tensor(np.array([4.0, 6.0], np.float32)))  # doctest: +SKIP
        >>> print(out)  # doctest: +SKIP
        [4. 6.]
    """
    o = _tensor(output, "all_to_all_single", "output")
    t = _tensor(input, "all_to_all_single", "input")
    pg = _cpg(group, "all_to_all_single")
    ranks = _ranks(group)
    n = len(ranks)

    def split(x, sizes, what):
        if sizes is None or len(sizes) == 0:
            if x.shape[0] % n:
                raise ValueError(f"For 'all_to_all_single', the first dimension of '{what}' ({x.shape[0]}) must be "
                                 f"a multiple of the group size {n}.")
            sizes = [x.shape[0] // n] * n
        sizes = list(sizes)
        if len(sizes) != n or sum(sizes) != x.shape[0]:
            raise ValueError(f"For 'all_to_all_single', the split sizes of '{what}' must have {n} entries summing "
                             f"to {x.shape[0]}, but got {sizes}.")
        return sizes

    in_sizes = split(t, input_split_sizes, "input")
    out_sizes = split(o, output_split_sizes, "output")
    sends = torch.split(t, in_sizes)
    shapes = [(s,) + tuple(o.shape[1:]) for s in out_sizes]
    got = _exchange_lists(sends, shapes, o.dtype, pg, ranks)
    _copy_into(o, torch.cat([g.to(o.device) for g in got]))
    return _done(async_op)


def gather(tensor, gather_list, dst=0, group=None, async_op=False):
    """
    Collect `tensor` of every process of `group` into `gather_list` on the process with global rank `dst`.

    Args:
        tensor (Tensor): This process's contribution.
        gather_list (list[Tensor]): On `dst`, one buffer per process; ignored elsewhere.
        dst (int, optional): The global rank that receives. Default: ``0``.
        group (str, optional): The group name. Default: ``None``.
        async_op (bool, optional): Return a handle instead of waiting. Default: ``False``.

    Returns:
        CommHandle if `async_op` is True, else ``None``.

    Raises:
        TypeError: If `tensor` is not a Tensor or `dst` is not an int.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore.mint.distributed import gather
        >>> from mindspore.communication import init
        >>> init()  # doctest: +SKIP
        >>> out = [ms.Tensor(np.zeros([2], np.int32))]
        >>> gather(ms.Tensor(np.array([8, 9], np.int32)), out, dst=0)  # doctest: +SKIP
        >>> print(out[0])  # doctest: +SKIP
        [8 9]
    """
    t = _tensor(tensor, "gather")
    _int(dst, "gather", "dst")
    pg = _cpg(group, "gather")
    parts = _gather_all(t, pg)
    if _coll.get_rank() == dst:
        outs = _tensors(gather_list, "gather", "gather_list")
        for o, p in zip(outs, parts):
            _copy_into(o, p)
    return _done(async_op)


def gather_into_tensor(output_tensor, input_tensor, dst=0, group=None, async_op=False):
    """
    Collect `input_tensor` of every process, concatenated along the first axis, into `output_tensor` on `dst`.

    Args:
        output_tensor (Tensor): The result on `dst`; ignored elsewhere.
        input_tensor (Tensor): This process's contribution.
        dst (int, optional): The global rank that receives. Default: ``0``.
        group (str, optional): The group name. Default: ``None``.
        async_op (bool, optional): Return a handle instead of waiting. Default: ``False``.

    Returns:
        CommHandle if `async_op` is True, else ``None``.

    Raises:
        TypeError: If the arguments are not Tensors or `dst` is not an int.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import ops
        >>> from mindspore.communication import init
        >>> init()  # doctest: +SKIP
        >>> out = ms.Tensor(np.zeros([2], np.float32))
        >>> ops.gather_into_tensor(out, ms.Tensor(np.array([1.0, 3.0], np.float32)))  # doctest: +SKIP
        >>> print(out)  # doctest: +SKIP
        [1. 3.]
    """
    t = _tensor(input_tensor, "gather_into_tensor", "input_tensor")
    _int(dst, "gather_into_tensor", "dst")
    pg = _cpg(group, "gather_into_tensor")
    parts = _gather_all(t, pg)
    if _coll.get_rank() == dst:
        _copy_into(_tensor(output_tensor, "gather_into_tensor", "output_tensor"), torch.cat(parts))
    return _done(async_op)


def scatter(tensor, scatter_list, src=0, group=None, async_op=False):
    """
    The process with global rank `src` sends ``scatter_list[i]`` to group rank *i*, into its `tensor`.

    Args:
        tensor (Tensor): Receive buffer.
        scatter_list (list[Tensor]): On `src`, one Tensor per process; ignored elsewhere.
        src (int, optional): The global rank that sends. Default: ``0``.
        group (str, optional): The group name. Default: ``None``.
        async_op (bool, optional): Return a handle instead of waiting. Default: ``False``.

    Returns:
        CommHandle if `async_op` is True, else ``None``.

    Raises:
        TypeError: If `tensor` is not a Tensor or `src` is not an int.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore.mint.distributed import scatter
        >>> from mindspore.communication import init
        >>> init()  # doctest: +SKIP
        >>> x = ms.Tensor(np.zeros([2], np.float32))
        >>> scatter(x, [ms.Tensor(np.array([2.0, 7.0], np.float32))], src=0)  # doctest: +SKIP
        >>> print(x)  # doctest: +SKIP
        [2. 7.]
    """
    t = _tensor(tensor, "scatter")
    _int(src, "scatter", "src")
    pg = _cpg(group, "scatter")
    me = _coll.get_rank()
    parts = [x.detach().contiguous() for x in _tensors(scatter_list, "scatter", "scatter_list")] if me == src \
        else None
    buf = _InPlace(t, pg)
    if parts is not None and _gloo(pg):
        parts = [p.cpu() for p in parts]
    _coll.torch_dist().scatter(buf.work, parts, src=src, group=pg)
    buf.finish()
    return _done(async_op)


def scatter_tensor(output_tensor, input_tensor, src=0, group=None, async_op=False):
    """
    The process with global rank `src` splits `input_tensor` along the first axis into equal blocks and sends
    block *i* to group rank *i*, into its `output_tensor`.

    Args:
        output_tensor (Tensor): Receive buffer.
        input_tensor (Tensor): On `src`, the data to split; ignored elsewhere.
        src (int, optional): The global rank that sends. Default: ``0``.
        group (str, optional): The group name. Default: ``None``.
        async_op (bool, optional): Return a handle instead of waiting. Default: ``False``.

    Returns:
        CommHandle if `async_op` is True, else ``None``.

    Raises:
        TypeError: If the arguments are not Tensors or `src` is not an int.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import ops
        >>> from mindspore.communication import init
        >>> init()  # doctest: +SKIP
        >>> out = ms.Tensor(np.zeros([2], np.float32))
        >>> ops.scatter_tensor(out, ms.Tensor(np.array([6.0, 1.0], np.float32)))  # doctest: +SKIP
        >>> print(out)  # doctest: +SKIP
        [6. 1.]
    """
    o = _tensor(output_tensor, "scatter_tensor", "output_tensor")
    t = _tensor(input_tensor, "scatter_tensor", "input_tensor")
    n = len(_ranks(group))
    if t.shape[0] % n or o.numel() * n != t.numel():
        raise ValueError(f"For 'scatter_tensor', 'input_tensor' must split into {n} blocks of the size of "
                         f"'output_tensor', but got shapes {tuple(t.shape)} and {tuple(o.shape)}.")
    return scatter(output_tensor, [_wrap(b) for b in torch.chunk(t.detach(), n)], src, group, async_op)


# ---------------------------------------------------------------------------------------------------------------
# point to point

class P2POp:
    """
    One send or receive of :func:`batch_isend_irecv`.

    Args:
        op (Union[str, function]): ``"isend"``/``"irecv"`` or the functions :func:`isend`/:func:`irecv`.
        tensor (Tensor): The data to send or the buffer to receive into.
        peer (int): The global rank of the other process.
        group (str, optional): The group name. Default: ``None``.
        tag (int, optional): Message tag. Default: ``0``.

    Raises:
        TypeError: If `op` is not a send or receive, `tensor` is not a Tensor or `peer` is not an int.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore.mint.distributed import P2POp
        >>> from mindspore.communication import init
        >>> init()  # doctest: +SKIP
        >>> op = P2POp("isend", ms.Tensor(np.ones(2, np.float32)), 1)  # doctest: +SKIP
        >>> print(op.op, op.peer)  # doctest: +SKIP
        isend 1
    """

    def __init__(self, op, tensor, peer, group=None, tag=0):
        if op in (isend, "isend"):
            op = "isend"
        elif op in (irecv, "irecv"):
            op = "irecv"
        else:
            raise TypeError(f"For 'P2POp', the argument 'op' must be 'isend', 'irecv', isend or irecv, "
                            f"but got {op}.")
        _tensor(tensor, "P2POp")
        _int(peer, "P2POp", "peer")
        self.op, self.tensor, self.peer, self.group, self.tag = op, tensor, peer, group, tag


def batch_isend_irecv(p2p_op_list):
    """
    Start the sends and receives of `p2p_op_list` together (no ordering deadlock between pairs of processes).

    Args:
        p2p_op_list (list[P2POp]): The operations.

    Returns:
        list[CommHandle], one handle for the whole batch.

    Raises:
        TypeError: If `p2p_op_list` is not a non-empty list of P2POp.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> from mindspore.mint.distributed import batch_isend_irecv
        >>> handles = batch_isend_irecv([P2POp("isend", x, 1), P2POp("irecv", y, 1)])  # doctest: +SKIP
        >>> handles[0].wait()  # doctest: +SKIP
    """
    if not isinstance(p2p_op_list, (list, tuple)) or not p2p_op_list or \
            not all(isinstance(p, P2POp) for p in p2p_op_list):
        raise TypeError("For 'batch_isend_irecv', the argument 'p2p_op_list' must be a non-empty list of P2POp.")
    _mgmt._require_init()
    dist = _coll.torch_dist()
    parts, ops = [], []
    for p in p2p_op_list:
        pg = _pg(p.group, "batch_isend_irecv")
        part = _InPlace(p.tensor._t, pg)
        parts.append(part)
        ops.append(dist.P2POp(dist.isend if p.op == "isend" else dist.irecv, part.work, p.peer, pg, p.tag))
    works = dist.batch_isend_irecv(ops)

    def after():
        for part, p in zip(parts, p2p_op_list):
            if p.op == "irecv":
                part.finish()
    return [CommHandle(works, after)]


def _check_peer(func, arg, peer):
    """A point-to-point peer must be another process of the job: torch would wait forever for one that is not."""
    dist = _coll.torch_dist()
    world, me = dist.get_world_size(), dist.get_rank()
    if not 0 <= peer < world or peer == me:
        raise ValueError(f"For '{func}', '{arg}' must be another rank of the {world} process(es) of the job (this "
                         f"is rank {me}), but got {peer}.")


def _p2p(kind, tensor, peer, group, tag, func):
    t = _tensor(tensor, func)
    _int(peer, func, "dst" if kind == "send" else "src")
    _mgmt._require_init()
    pg = _pg(group, func)
    dist = _coll.torch_dist()
    _check_peer(func, "dst" if kind == "send" else "src", peer)
    part = _InPlace(t, pg)
    fn = dist.isend if kind == "send" else dist.irecv
    work = fn(part.work, peer, group=pg, tag=tag)
    return CommHandle([work], part.finish if kind == "recv" else None)


def send(tensor, dst=0, group=None, tag=0):
    """
    Send `tensor` to the process with global rank `dst` and wait until it is sent.

    Args:
        tensor (Tensor): The data.
        dst (int, optional): The receiver's global rank. Default: ``0``.
        group (str, optional): The group name. Default: ``None``.
        tag (int, optional): Message tag. Default: ``0``.

    Raises:
        TypeError: If `tensor` is not a Tensor or `dst` is not an int.
        RuntimeError: If communication is not initialised.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> from mindspore.mint.distributed import send
        >>> send(x, dst=1)  # doctest: +SKIP
    """
    _p2p("send", tensor, dst, group, tag, "send").wait()


def recv(tensor, src=0, group=None, tag=0):
    """
    Receive into `tensor` from the process with global rank `src` and wait for the data.

    Args:
        tensor (Tensor): The receive buffer.
        src (int, optional): The sender's global rank. Default: ``0``.
        group (str, optional): The group name. Default: ``None``.
        tag (int, optional): Message tag. Default: ``0``.

    Returns:
        int, ``0`` on success.

    Raises:
        TypeError: If `tensor` is not a Tensor or `src` is not an int.
        RuntimeError: If communication is not initialised.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> from mindspore.mint.distributed import recv
        >>> recv(y, src=0)  # doctest: +SKIP
        0
    """
    _p2p("recv", tensor, src, group, tag, "recv").wait()
    return 0


def isend(tensor, dst=0, group=None, tag=0):
    """
    Start sending `tensor` to the process with global rank `dst`.

    Args:
        tensor (Tensor): The data.
        dst (int, optional): The receiver's global rank. Default: ``0``.
        group (str, optional): The group name. Default: ``None``.
        tag (int, optional): Message tag. Default: ``0``.

    Returns:
        CommHandle.

    Raises:
        TypeError: If `tensor` is not a Tensor or `dst` is not an int.
        RuntimeError: If communication is not initialised.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> from mindspore.mint.distributed import isend
        >>> isend(x, dst=1).wait()  # doctest: +SKIP
    """
    return _p2p("send", tensor, dst, group, tag, "isend")


def irecv(tensor, src=0, group=None, tag=0):
    """
    Start receiving into `tensor` from the process with global rank `src`; the data is there after ``wait()``.

    Args:
        tensor (Tensor): The receive buffer.
        src (int, optional): The sender's global rank. Default: ``0``.
        group (str, optional): The group name. Default: ``None``.
        tag (int, optional): Message tag. Default: ``0``.

    Returns:
        CommHandle.

    Raises:
        TypeError: If `tensor` is not a Tensor or `src` is not an int.
        RuntimeError: If communication is not initialised.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> from mindspore.mint.distributed import irecv
        >>> irecv(y, src=0).wait()  # doctest: +SKIP
    """
    return _p2p("recv", tensor, src, group, tag, "irecv")


# ---------------------------------------------------------------------------------------------------------------
# Python objects (pickled)

def all_gather_object(object_list, obj, group=None):
    """
    Gather the picklable `obj` of every process of `group` into `object_list` (one entry per process).

    Args:
        object_list (list): Output, as long as the group.
        obj (object): This process's object.
        group (str, optional): The group name. Default: ``None``.

    Raises:
        TypeError: If `object_list` is not a list.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> from mindspore.mint.distributed import all_gather_object
        >>> from mindspore.communication import init
        >>> init()  # doctest: +SKIP
        >>> out = [None]
        >>> all_gather_object(out, {"step": 3})  # doctest: +SKIP
        >>> print(out)  # doctest: +SKIP
        [{'step': 3}]
    """
    if not isinstance(object_list, list):
        raise TypeError(f"For 'all_gather_object', the argument 'object_list' must be a list, "
                        f"but got {type(object_list)}.")
    _coll.torch_dist().all_gather_object(object_list, obj, group=_cpg(group, "all_gather_object"))


def broadcast_object_list(object_list, src=0, group=None, device=None):
    """
    Replace the entries of `object_list` on every process by those of the process with global rank `src`.

    Args:
        object_list (list): Picklable objects (sent from `src`, received elsewhere).
        src (int, optional): The sender's global rank. Default: ``0``.
        group (str, optional): The group name. Default: ``None``.
        device (str, optional): Not used. Default: ``None``.

    Raises:
        TypeError: If `object_list` is not a list.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> from mindspore.mint.distributed import broadcast_object_list
        >>> from mindspore.communication import init
        >>> init()  # doctest: +SKIP
        >>> items = ["lr", 0.1]
        >>> broadcast_object_list(items, src=0)  # doctest: +SKIP
        >>> print(items)  # doctest: +SKIP
        ['lr', 0.1]
    """
    if not isinstance(object_list, list):
        raise TypeError(f"For 'broadcast_object_list', the argument 'object_list' must be a list, "
                        f"but got {type(object_list)}.")
    _coll.torch_dist().broadcast_object_list(object_list, src=src, group=_cpg(group, "broadcast_object_list"))


def gather_object(obj, object_gather_list=None, dst=0, group=None):
    """
    Collect the picklable `obj` of every process into `object_gather_list` on the process with global rank `dst`.

    Args:
        obj (object): This process's object.
        object_gather_list (list, optional): On `dst`, a list as long as the group. Default: ``None``.
        dst (int, optional): The receiver's global rank. Default: ``0``.
        group (str, optional): The group name. Default: ``None``.

    Raises:
        TypeError: If `object_gather_list` is not a list on `dst`.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> from mindspore.mint.distributed import gather_object
        >>> from mindspore.communication import init
        >>> init()  # doctest: +SKIP
        >>> out = [None]
        >>> gather_object("rank-0", out, dst=0)  # doctest: +SKIP
        >>> print(out)  # doctest: +SKIP
        ['rank-0']
    """
    _cpg(group, "gather_object")
    me = _coll.get_rank()
    if me == dst and not isinstance(object_gather_list, list):
        raise TypeError(f"For 'gather_object', the argument 'object_gather_list' must be a list on the "
                        f"destination rank, but got {type(object_gather_list)}.")
    gathered = [None] * len(_ranks(group))
    all_gather_object(gathered, obj, group)
    if me == dst:
        object_gather_list[:len(gathered)] = gathered


def scatter_object_list(scatter_object_output_list, scatter_object_input_list, src=0, group=None):
    """
    The process with global rank `src` sends ``scatter_object_input_list[i]`` to group rank *i*; each process
    receives its object in ``scatter_object_output_list[0]``.

    Args:
        scatter_object_output_list (list): Output; its first entry receives the object.
        scatter_object_input_list (list): On `src`, one picklable object per process.
        src (int, optional): The sender's global rank. Default: ``0``.
        group (str, optional): The group name. Default: ``None``.

    Raises:
        TypeError: If `scatter_object_output_list` is not a non-empty list.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> from mindspore.mint.distributed import scatter_object_list
        >>> from mindspore.communication import init
        >>> init()  # doctest: +SKIP
        >>> out = [None]
        >>> scatter_object_list(out, [("shard", 0)], src=0)  # doctest: +SKIP
        >>> print(out)  # doctest: +SKIP
        [('shard', 0)]
    """
    if not isinstance(scatter_object_output_list, list) or not scatter_object_output_list:
        raise TypeError("For 'scatter_object_list', the argument 'scatter_object_output_list' must be a non-empty "
                        f"list, but got {scatter_object_output_list!r}.")
    _coll.torch_dist().scatter_object_list(scatter_object_output_list,
                                           scatter_object_input_list if _coll.get_rank() == src else None,
                                           src=src, group=_cpg(group, "scatter_object_list"))


def send_object_list(object_list, dst, group=None, device=None):
    """
    Send the picklable objects of `object_list` to the process with global rank `dst`.

    Args:
        object_list (list): The objects.
        dst (int): The receiver's global rank.
        group (str, optional): The group name. Default: ``None``.
        device (str, optional): Not used. Default: ``None``.

    Raises:
        TypeError: If `object_list` is not a list.
        RuntimeError: If communication is not initialised.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> from mindspore.mint.distributed import send_object_list
        >>> send_object_list(["epoch", 2], dst=1)  # doctest: +SKIP
    """
    if not isinstance(object_list, list):
        raise TypeError(f"For 'send_object_list', the argument 'object_list' must be a list, "
                        f"but got {type(object_list)}.")
    _mgmt._require_init()
    _check_peer("send_object_list", "dst", dst)
    _coll.torch_dist().send_object_list(object_list, dst, group=_cpg(group, "send_object_list"))


def recv_object_list(object_list, src=0, group=None, device=None):
    """
    Receive into `object_list` the objects sent by the process with global rank `src`.

    Args:
        object_list (list): As long as the list sent; its entries are replaced.
        src (int, optional): The sender's global rank. Default: ``0``.
        group (str, optional): The group name. Default: ``None``.
        device (str, optional): Not used. Default: ``None``.

    Returns:
        int, ``0`` on success.

    Raises:
        TypeError: If `object_list` is not a list.
        RuntimeError: If communication is not initialised.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> from mindspore.mint.distributed import recv_object_list
        >>> items = [None, None]
        >>> recv_object_list(items, src=0)  # doctest: +SKIP
        0
    """
    if not isinstance(object_list, list):
        raise TypeError(f"For 'recv_object_list', the argument 'object_list' must be a list, "
                        f"but got {type(object_list)}.")
    _mgmt._require_init()
    _check_peer("recv_object_list", "src", src)
    _coll.torch_dist().recv_object_list(object_list, src, group=_cpg(group, "recv_object_list"))
    return 0


__all__ += ["all_to_all_v_c"]


def all_to_all_v_c(output, input, send_count_matrix, group=None, async_op=False):
    r"""
    All-to-all with uneven blocks described by one count matrix that every rank passes.

    ``send_count_matrix[i * rank_size + j]`` is how many rows (first-axis entries) rank *i* sends to rank *j*. This
    process sends consecutive rows of `input` to each rank as its row of the matrix says, and writes the rows it
    receives (its column of the matrix, in rank order) into `output`.

    Args:
        output (Tensor): Receive buffer; its rows have as many elements as the rows of `input`.
        input (Tensor): Data to send.
        send_count_matrix (list[int]): ``rank_size * rank_size`` row counts, row-major.
        group (str, optional): The group name. Default: ``None`` (the world group).
        async_op (bool, optional): Return a handle instead of waiting. Default: ``False``.

    Returns:
        CommHandle if `async_op` is True, else ``None``.

    Raises:
        TypeError: If `input` or `output` is not a Tensor, `group` is not a str, `async_op` is not a bool,
            `send_count_matrix` is not a list of ints or does not have ``rank_size * rank_size`` entries.
        ValueError: If the rows of `input` and `output` differ in size, or the counts do not match the rows of
            `input` and `output`.
        RuntimeError: If communication is not initialized.

    Supported Platforms:
        ``Ascend``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import ops
        >>> from mindspore.communication import init
        >>> init()
        >>> out = ms.Tensor(np.zeros([2, 2], np.float32))
        >>> ops.all_to_all_v_c(out, ms.Tensor(np.array([[1, 2], [3, 4]], np.float32)), [2])
        >>> print(out)
        [[1. 2.]
         [3. 4.]]
    """
    for value in (input, output):
        if not isinstance(value, Tensor):
            raise TypeError(f"Expected tensor, but got {type(value)}")
    if group is None:
        group = GlobalComm.WORLD_COMM_GROUP
    if not isinstance(group, str):
        raise TypeError(f"The argument 'group' must be type of string, but got 'group' type : {type(group)}.")
    if not isinstance(async_op, bool):
        raise TypeError(f"The argument 'async_op' must be a bool, but got {type(async_op)}.")
    if not isinstance(send_count_matrix, list):
        raise TypeError(f"send_count_matrix must be list, but got {type(send_count_matrix)}")
    if not all(isinstance(v, int) for v in send_count_matrix):
        raise TypeError("send_count_matrix elements must be of type int")
    name = None if group in WORLD_GROUPS else group
    pg = _cpg(name, "all_to_all_v_c")
    ranks = _ranks(name)
    n = len(ranks)
    if n * n != len(send_count_matrix):
        raise TypeError(f"send_count_matrix must be square matrix, but got {len(send_count_matrix)}.")
    o, t = output._t, input._t
    row_in, row_out = t[0].numel() if t.dim() else 1, o[0].numel() if o.dim() else 1
    if row_in != row_out:
        raise ValueError(f"The input and output dimensions except 0 must be of equal size, but got {row_in} and "
                         f"{row_out}.")
    me = ranks.index(_coll.get_rank())
    sends = [int(c) for c in send_count_matrix[me * n:(me + 1) * n]]
    recvs = [int(send_count_matrix[i * n + me]) for i in range(n)]
    flat = t.reshape(-1)
    if sum(sends) * row_in != flat.numel() or sum(recvs) * row_out > o.numel():
        raise ValueError(f"For 'all_to_all_v_c', this rank sends {sum(sends)} and receives {sum(recvs)} rows of "
                         f"{row_in} element(s), but 'input' has {flat.numel()} and 'output' {o.numel()} "
                         f"element(s).")
    got = _exchange_lists(torch.split(flat, [c * row_in for c in sends]), [(c * row_out,) for c in recvs],
                          o.dtype, pg, ranks)
    received = torch.cat([g.to(o.device) for g in got])
    with torch.no_grad():
        o.reshape(-1)[:received.numel()].copy_(received)
    return _done(async_op)


__all__ += ["TCPStore"]


def _store_key(method, key):
    if not isinstance(key, str):
        raise TypeError(f"For 'TCPStore.{method}', the argument 'key' must be type of string, but got 'key' type : "
                        f"{type(key)}.")


class TCPStore:
    """
    A key-value store served over TCP by one process (the master) and shared by every process that connects to
    it; it runs on the host CPU (torch.distributed's TCPStore underneath).

    Args:
        host_name (str): Address of the master (an IP address).
        port (int): The port the master listens on, in ``[0, 65535]``.
        world_size (int, optional): How many processes use the store (clients plus the master); only the master
            uses it. Default: ``None`` (one).
        is_master (bool, optional): ``True`` for the process that serves the store. Default: ``False``.
        timeout (datetime.timedelta, optional): How long to wait when connecting, and in :meth:`get` for a key
            that is not there yet. Default: ``timedelta(seconds=300)``.
        wait_for_workers (bool, optional): Whether the master waits until `world_size` processes have
            connected. Default: ``True``.
        multi_tenant (bool, optional): Accepted and ignored (as in MindSpore). Default: ``False``.
        master_listen_fd (int, optional): Accepted and ignored (as in MindSpore). Default: ``None``.
        use_libuv (bool, optional): Accepted and ignored (as in MindSpore). Default: ``True``.

    Raises:
        TypeError: If `host_name` is not a str, `port` or `world_size` not an int, `is_master` or
            `wait_for_workers` not a bool, or `timeout` not a timedelta.
        ValueError: If `port` is outside ``[0, 65535]`` or `world_size` is not positive.

    Supported Platforms:
        ``Ascend``

    Examples:
        >>> from mindspore.ops import TCPStore
        >>> store = TCPStore("127.0.0.1", 29731, is_master=True)
        >>> store.set("epoch", "3")
        >>> print(store.get("epoch"), store.add("steps", 5), store.add("steps", 2))
        b'3' 5 7
        >>> print(store.delete_key("epoch"), store.delete_key("epoch"))
        True False
    """

    def __init__(self, host_name, port, world_size=None, is_master=False, timeout=datetime.timedelta(seconds=300),
                 wait_for_workers=True, multi_tenant=False, master_listen_fd=None, use_libuv=True):
        checks = (("host_name", host_name, str, "string"), ("port", port, int, "int"),
                  ("is_master", is_master, bool, "bool"), ("timeout", timeout, datetime.timedelta, "timedelta"),
                  ("wait_for_workers", wait_for_workers, bool, "bool"))
        for name, value, kind, words in checks:
            if not isinstance(value, kind):
                raise TypeError(f"For 'TCPStore', the argument '{name}' must be type of {words}, but got '{name}' "
                                f"type : {type(value)}.")
        world_size = 1 if world_size is None else world_size
        if not isinstance(world_size, int):
            raise TypeError(f"For 'TCPStore', the argument 'world_size' must be type of int, but got 'world_size' "
                            f"type : {type(world_size)}.")
        if port < 0 or port > 65535:
            raise ValueError(f"For 'TCPStore', the argument 'port' must be legal, but got {port}.")
        if world_size <= 0:
            raise ValueError(f"For 'TCPStore', the argument 'world_size' must be legal, but got {world_size}.")
        self.instance = _coll.torch_dist().TCPStore(host_name, port, world_size, is_master, timeout,
                                                     wait_for_workers)
        self.host = host_name
        self.port = port

    def _run(self, method, *args):
        try:
            return getattr(self.instance, method)(*args)
        except RuntimeError as exc:   # torch's DistError family
            raise RuntimeError(f"For 'TCPStore.{method}', the store at {self.host}:{self.port} failed: "
                               f"{str(exc).splitlines()[0]}") from None

    def add(self, key, amount):
        """
        Add `amount` to the counter stored under `key` (created at `amount` the first time).

        Args:
            key (str): The counter's key.
            amount (int): The increment.

        Returns:
            int, the counter's new value.

        Raises:
            TypeError: If `key` is not a str or `amount` not an int.
            RuntimeError: If the value under `key` is not a number.
        """
        _store_key("add", key)
        if not isinstance(amount, int):
            raise TypeError(f"For 'TCPStore.add', the argument 'amount' must be type of string or int, but got "
                            f"'amount' type : {type(amount)}.")
        return self._run("add", key, amount)

    def set(self, key, value):
        """
        Store `value` under `key`, replacing what was there.

        Args:
            key (str): The key.
            value (Union[bytes, str]): The value.

        Raises:
            TypeError: If `key` is not a str or `value` is neither str nor bytes.
        """
        _store_key("set", key)
        if not isinstance(value, (str, bytes)):
            raise TypeError(f"For 'TCPStore.set', the argument 'value' must be type of string or bytes, but got "
                            f"'value' type : {type(value)}.")
        return self._run("set", key, value)

    def get(self, key):
        """
        The value stored under `key`, waiting up to the store's timeout for it to be set.

        Args:
            key (str): The key.

        Returns:
            bytes, the value.

        Raises:
            TypeError: If `key` is not a str.
            RuntimeError: If the key is not set within the timeout.
        """
        _store_key("get", key)
        return self._run("get", key)

    def delete_key(self, key):
        """
        Remove `key` and its value from the store.

        Args:
            key (str): The key.

        Returns:
            bool, whether the key was there.

        Raises:
            TypeError: If `key` is not a str.
        """
        _store_key("delete_key", key)
        return self._run("delete_key", key)


# ----- set_comm_ops_inplace: the collectives of mindspore.ops with or without in-place outputs ---------------------
# MindSpore's list of the functions the switch knows (all of them start in place)
_INPLACE = {name: True for name in (
    "all_reduce", "all_gather_into_tensor", "all_gather_into_tensor_uneven", "all_to_all", "all_to_all_single",
    "reduce_scatter_tensor", "reduce_scatter_tensor_uneven", "isend", "irecv", "send", "recv", "gather", "scatter",
    "all_gather", "reduce_scatter", "barrier", "broadcast", "reduce", "batch_isend_irecv", "all_gather_object",
    "broadcast_object_list", "gather_object", "scatter_object_list", "send_object_list", "recv_object_list",
    "gather_into_tensor", "scatter_tensor", "all_to_all_v_c")}


def set_comm_ops_inplace(is_enable, func_list=None):
    """
    Switch the collective functions of :mod:`mindspore.ops` between writing their result into their Tensor
    arguments (in place, the default) and returning it as a new Tensor.

    With in-place mode off, ``all_reduce(tensor)`` leaves `tensor` alone and returns ``(output, handle)``, and
    ``all_gather_into_tensor`` / ``reduce_scatter_tensor`` ignore their output argument and return
    ``(output, handle)`` as well (`handle` is None unless ``async_op=True``). ``reduce``,
    ``all_gather_into_tensor_uneven``, ``reduce_scatter_tensor_uneven`` and ``batch_isend_irecv`` have no such mode
    and raise a ValueError while it is off; the other names are accepted and keep working in place. The functions
    of :mod:`mindspore.mint.distributed` always work in place.

    Args:
        is_enable (bool): Whether the functions work in place.
        func_list (Union[list[str], tuple[str]], optional): The names of the functions to switch. Default: ``None``
            (all of them).

    Raises:
        TypeError: If `is_enable` is not a bool, or `func_list` is neither None nor a list or tuple.
        ValueError: If a name in `func_list` is not one of the collective functions.

    Supported Platforms:
        ``Ascend``

    Examples:
        >>> from mindspore.ops.communication import set_comm_ops_inplace
        >>> set_comm_ops_inplace(False, ["all_reduce"])
        >>> set_comm_ops_inplace(True)
    """
    if not isinstance(is_enable, bool):
        raise TypeError(f"For 'set_comm_ops_inplace', the argument 'is_enable' must be type of bool, but got "
                        f"'is_enable' type : {type(is_enable)}.")
    if func_list is None:
        for name in _INPLACE:
            _INPLACE[name] = is_enable
        return
    if not isinstance(func_list, (list, tuple)):
        raise TypeError(f"Expected list or tuple, but got {type(func_list)}.")
    for name in func_list:
        if name not in _INPLACE:
            raise ValueError(f"The function name in `func_list` must be correct, but got {name}.")
        _INPLACE[name] = is_enable


def _switched(fn, new_output):
    """The mindspore.ops form of the collective `fn`: in place while its switch is on; otherwise `new_output`
    gives the Tensor to compute into (then ``(output, handle)`` is returned), or None (no such mode: ValueError)."""
    name = fn.__name__

    @functools.wraps(fn)
    def view(*args, **kwargs):
        if _INPLACE[name]:
            return fn(*args, **kwargs)
        if new_output is None:
            raise ValueError("Non-inplace mode is currently not supported.")
        bound = inspect.signature(fn).bind(*args, **kwargs)
        bound.apply_defaults()
        out = new_output(bound.arguments)
        bound.arguments[next(iter(bound.arguments))] = out
        return out, fn(*bound.args, **bound.kwargs)

    return view


def _fresh_reduce(a):
    return _wrap(_tensor(a["tensor"], "all_reduce").clone())


def _fresh_gather(a):
    t = _tensor(a["input_tensor"], "all_gather_into_tensor")
    n = get_world_size(a["group"])
    return _wrap(t.new_zeros((t.shape[0] * n,) + tuple(t.shape[1:])))


def _fresh_scatter(a):
    t = _tensor(a["input"], "reduce_scatter_tensor")
    n = get_world_size(a["group"])
    return _wrap(t.new_zeros((t.shape[0] // n,) + tuple(t.shape[1:])))


#: The collectives as mindspore.ops exports them (they follow set_comm_ops_inplace).
OPS_VIEWS = {f.__name__: _switched(f, make) for f, make in (
    (all_reduce, _fresh_reduce), (all_gather_into_tensor, _fresh_gather), (reduce_scatter_tensor, _fresh_scatter),
    (all_gather_into_tensor_uneven, None), (reduce_scatter_tensor_uneven, None), (reduce, None),
    (batch_isend_irecv, None))}
__all__ += ["set_comm_ops_inplace"]
