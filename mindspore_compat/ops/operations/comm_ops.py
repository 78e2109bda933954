"""Collective communication primitives (``mindspore.ops.AllReduce`` ...), out of place, on torch.distributed.

Each primitive takes Tensors and returns new Tensors. AllReduce, AllGather, ReduceScatter and AlltoAll are
differentiable (their gradients are the transposed collectives, as in MindSpore). Calling a primitive before
``init()`` raises MindSpore's RuntimeError (building one does not need it).
"""
import numpy as np
import torch

from ...common import dtype as mstype
from ...common.tensor import Tensor, _wrap
from ..._backend import collective as _coll
from ...communication._comm_helper import GlobalComm
from ...communication import management as _mgmt
from ..primitive import Primitive, prim_attr_register
from .._prim_infer import prim_base
from ..function.comm_func import all_gather_into_tensor_uneven
from ..function.comm_func import reduce_scatter_tensor_uneven
from ..._backend import dtype_map

__all__ = ["ReduceOp", "AllReduce", "AllGather", "AllGatherV", "ReduceScatter", "ReduceScatterV", "Broadcast",
           "AlltoAll", "Barrier", "Send", "Receive", "Reduce", "CollectiveGather", "CollectiveScatter",
           "BatchISendIRecv"]

_WORLD = GlobalComm.WORLD_COMM_GROUP


class ReduceOp:
    """
    Names of the reductions of the collective operators: ``SUM``, ``MAX``, ``MIN``, ``PROD`` and ``AVG``
    (``"sum"``, ``"max"``, ``"min"``, ``"prod"``, ``"avg"``).

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> from mindspore import ops
        >>> print(ops.ReduceOp.SUM, ops.ReduceOp.MAX)
        sum max
    """

    SUM = "sum"
    MAX = "max"
    MIN = "min"
    PROD = "prod"
    AVG = "avg"


def _check_type(prim, name, value, types, what):
    if not isinstance(value, types) or isinstance(value, bool):
        raise TypeError(f"For '{prim}', the '{name}' must be {what}, but got {type(value).__name__}.")


def _pg(group):
    return _coll.named_group(None if group == GlobalComm.WORLD_COMM_GROUP else group)


def _members(group):
    return _coll.group_ranks(None if group == GlobalComm.WORLD_COMM_GROUP else group)


def _sendable(t, pg):
    t = t.detach().contiguous()
    if t.device.type != "cpu" and _coll.torch_dist().get_backend(pg) == "gloo":
        t = t.cpu()
    return t


def _all_reduce(t, op, pg):
    work = _sendable(t, pg).clone()
    if op == ReduceOp.AVG:
        _coll.torch_dist().all_reduce(work, op=_coll.reduce_op("sum"), group=pg)
        work = work / _coll.torch_dist().get_world_size(pg)
    else:
        _coll.torch_dist().all_reduce(work, op=_coll.reduce_op(op), group=pg)
    return work.to(t.device)


def _all_gather(t, pg):
    work = _sendable(t, pg)
    parts = [torch.empty_like(work) for _ in range(_coll.torch_dist().get_world_size(pg))]
    _coll.torch_dist().all_gather(parts, work, group=pg)
    return torch.cat(parts, 0).to(t.device)


def _reduce_scatter(t, op, pg):
    n = _coll.torch_dist().get_world_size(pg)
    full = _all_reduce(t, op, pg)
    return torch.chunk(full, n, 0)[_coll.torch_dist().get_rank(pg)].contiguous()


class _AllReduceFn(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x, op, pg):
        out = _all_reduce(x, op, pg)
        ctx.op, ctx.pg = op, pg
        ctx.save_for_backward(x, out)
        return out

    @staticmethod
    def backward(ctx, dout):
        x, out = ctx.saved_tensors
        summed = _all_reduce(dout, ReduceOp.SUM, ctx.pg)
        if ctx.op == ReduceOp.SUM:
            return summed, None, None
        if ctx.op == ReduceOp.AVG:
            return summed / _coll.torch_dist().get_world_size(ctx.pg), None, None
        if ctx.op == ReduceOp.PROD:
            return summed * out / x, None, None
        return summed * (x == out).to(summed.dtype), None, None


class _AllGatherFn(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x, pg):
        ctx.pg = pg
        return _all_gather(x, pg)

    @staticmethod
    def backward(ctx, dout):
        return _reduce_scatter(dout, ReduceOp.SUM, ctx.pg), None


class _ReduceScatterFn(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x, op, pg):
        ctx.pg = pg
        return _reduce_scatter(x, op, pg)

    @staticmethod
    def backward(ctx, dout):
        return _all_gather(dout, ctx.pg), None, None


def _all_to_all(x, split_count, split_dim, concat_dim, pg):
    dist = _coll.torch_dist()
    ranks = list(range(dist.get_world_size(pg)))
    me = dist.get_rank(pg)
    blocks = [_sendable(b, pg) for b in torch.chunk(x, split_count, split_dim)]
    recvs = [torch.empty_like(blocks[i]) for i in ranks]
    ops = []
    for i in ranks:
        if i == me:
            recvs[i] = blocks[i].clone()
            continue
        peer = dist.get_global_rank(pg, i) if pg is not None else i
        ops.append(dist.P2POp(dist.isend, blocks[i], peer, pg))
        ops.append(dist.P2POp(dist.irecv, recvs[i], peer, pg))
    if ops:
        for req in dist.batch_isend_irecv(ops):
            req.wait()
    return torch.cat(recvs, concat_dim).to(x.device)


class _AllToAllFn(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x, split_count, split_dim, concat_dim, pg):
        ctx.args = (split_count, concat_dim, split_dim, pg)
        return _all_to_all(x, split_count, split_dim, concat_dim, pg)

    @staticmethod
    def backward(ctx, dout):
        return _all_to_all(dout, *ctx.args), None, None, None, None


def _input(prim, x):
    if not isinstance(x, Tensor):
        raise TypeError(f"For '{prim}', the input must be a Tensor, but got {type(x).__name__}.")
    return x._t


class AllReduce(Primitive):
    """
    Reduces a Tensor over all processes of a group; every process receives the result.

    Args:
        op (str): ``ReduceOp.SUM``, ``MAX``, ``MIN`` or ``PROD``. Default: ``ReduceOp.SUM``.
        group (str): The communication group. Default: ``"hccl_world_group"``.

    Inputs:
        - **input_x** (Tensor) - This process's data.

    Outputs:
        Tensor, same shape and dtype as `input_x`.

    Raises:
        TypeError: If `op` or `group` is not a str, or `input_x` is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> from mindspore import ops
        >>> print(ops.AllReduce())
        Prim[AllReduce]<op=sum, group=hccl_world_group, fusion=0, index=0, no_eliminate=True>
    """

    @prim_attr_register
    def __init__(self, op=ReduceOp.SUM, group=_WORLD):
        _check_type(self.name, "op", op, str, "str")
        _check_type(self.name, "group", group, str, "str")
        self.add_prim_attr("group", group)
        self.add_prim_attr("fusion", 0)
        self.add_prim_attr("index", 0)
        self.add_prim_attr("no_eliminate", True)

    def __call__(self, input_x):
        t = _input(self.name, input_x)
        _mgmt._require_init()
        return _wrap(_AllReduceFn.apply(t, self.op, _pg(self.group)))


class AllGather(prim_base("AllGather")):
    """
    Gathers a Tensor from all processes of a group, concatenated along the first axis in rank order.

    Args:
        group (str): The communication group. Default: ``"hccl_world_group"``.

    Inputs:
        - **input_x** (Tensor) - This process's data, shape :math:`(x_1, x_2, ..., x_R)`.

    Outputs:
        Tensor of shape :math:`(N x_1, x_2, ..., x_R)` for a group of N processes.

    Raises:
        TypeError: If `group` is not a str.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> from mindspore import ops
        >>> print(ops.AllGather())
        Prim[AllGather]<group=hccl_world_group, rank_size=1, fusion=0, mean_flag=False, no_eliminate=True>
    """

    @prim_attr_register
    def __init__(self, group=_WORLD):
        _check_type(self.name, "group", group, str, "str")
        self.rank = _mgmt.get_rank(group)
        self.add_prim_attr("rank_size", _mgmt.get_group_size(group))
        self.add_prim_attr("group", group)
        self.add_prim_attr("fusion", 0)
        self.add_prim_attr("mean_flag", False)
        self.add_prim_attr("no_eliminate", True)

    def __call__(self, input_x):
        t = _input(self.name, input_x)
        _mgmt._require_init()
        return _wrap(_AllGatherFn.apply(t, _pg(self.group)))


class AllGatherV(Primitive):
    """
    Gathers Tensors whose sizes differ between processes: each process contributes a 1-D Tensor of its own
    length; the result is their concatenation in rank order.

    Args:
        group (str): The communication group. Default: ``"hccl_world_group"``.

    Inputs:
        - **input_x** (Tensor) - This process's 1-D data.
        - **output_split_sizes** (Union[tuple[int], list[int], Tensor]) - The length contributed by each process.

    Outputs:
        Tensor, 1-D, of length ``sum(output_split_sizes)``.

    Raises:
        TypeError: If `group` is not a str.
        ValueError: If `output_split_sizes` disagrees with the lengths received.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> from mindspore import ops
        >>> print(ops.AllGatherV())
        Prim[AllGatherV]<group=hccl_world_group, rank_size=1, mean_flag=False, rank_id=0>
    """

    @prim_attr_register
    def __init__(self, group=_WORLD):
        _check_type(self.name, "group", group, str, "str")
        self.add_prim_attr("rank_size", _mgmt.get_group_size(group))
        self.add_prim_attr("group", group)
        self.add_prim_attr("mean_flag", False)
        self.add_prim_attr("rank_id", _mgmt.get_rank(group))

    def __call__(self, input_x, output_split_sizes):
        t = _input(self.name, input_x).reshape(-1)
        sizes = [int(s) for s in (output_split_sizes.asnumpy().tolist() if isinstance(output_split_sizes, Tensor)
                                  else output_split_sizes)]
        out = _wrap(torch.zeros(sum(sizes), dtype=t.dtype, device=t.device))
        # ops.function imports ops.operations: importing it at the top of this module would be circular
        all_gather_into_tensor_uneven(out, _wrap(t), sizes, None if self.group == GlobalComm.WORLD_COMM_GROUP
                                      else self.group)
        return out


class ReduceScatter(Primitive):
    """
    Reduces a Tensor over a group and gives each process one block of the result (the first axis split into as
    many equal blocks as processes, block *i* for rank *i*).

    Args:
        op (str): ``ReduceOp.SUM``, ``MAX``, ``MIN`` or ``PROD``. Default: ``ReduceOp.SUM``.
        group (str): The communication group. Default: ``"hccl_world_group"``.

    Inputs:
        - **input_x** (Tensor) - Full-size data; its first dimension is a multiple of the group size.

    Outputs:
        Tensor, the first dimension divided by the group size.

    Raises:
        TypeError: If `op` or `group` is not a str.
        ValueError: If the first dimension of `input_x` is not a multiple of the group size.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> from mindspore import ops
        >>> print(ops.ReduceScatter())
        Prim[ReduceScatter]<op=sum, group=hccl_world_group, rank_size=1, fusion=0, no_eliminate=True>
    """

    @prim_attr_register
    def __init__(self, op=ReduceOp.SUM, group=_WORLD):
        _check_type(self.name, "op", op, str, "str")
        _check_type(self.name, "group", group, str, "str")
        self.add_prim_attr("rank_size", _mgmt.get_group_size(group))
        self.add_prim_attr("group", group)
        self.add_prim_attr("fusion", 0)
        self.add_prim_attr("no_eliminate", True)

    def __call__(self, input_x):
        t = _input(self.name, input_x)
        _mgmt._require_init()
        n = len(_members(self.group))
        if t.shape[0] % n:
            raise ValueError(f"For '{self.name}', the first dimension of the input ({t.shape[0]}) must be a "
                             f"multiple of the group size {n}.")
        return _wrap(_ReduceScatterFn.apply(t, self.op, _pg(self.group)))


class ReduceScatterV(Primitive):
    """
    Reduces a 1-D Tensor over a group and gives each process a block of its own length.

    Args:
        op (str): ``ReduceOp.SUM``, ``MAX``, ``MIN`` or ``PROD``. Default: ``ReduceOp.SUM``.
        group (str): The communication group. Default: ``"hccl_world_group"``.

    Inputs:
        - **input_x** (Tensor) - Full-size 1-D data.
        - **input_split_sizes** (Union[tuple[int], list[int], Tensor]) - The length of each process's block.

    Outputs:
        Tensor, this process's block.

    Raises:
        TypeError: If `op` or `group` is not a str.
        ValueError: If the sizes do not add up to the input's length.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> from mindspore import ops
        >>> print(ops.ReduceScatterV())
        Prim[ReduceScatterV]<op=sum, group=hccl_world_group, rank_size=1, rank_id=0>
    """

    @prim_attr_register
    def __init__(self, op=ReduceOp.SUM, group=_WORLD):
        _check_type(self.name, "op", op, str, "str")
        _check_type(self.name, "group", group, str, "str")
        self.add_prim_attr("rank_size", _mgmt.get_group_size(group))
        self.add_prim_attr("group", group)
        self.add_prim_attr("rank_id", _mgmt.get_rank(group))

    def __call__(self, input_x, input_split_sizes):
        t = _input(self.name, input_x).reshape(-1)
        sizes = [int(s) for s in (input_split_sizes.asnumpy().tolist() if isinstance(input_split_sizes, Tensor)
                                  else input_split_sizes)]
        _mgmt._require_init()
        members = _members(self.group)
        me = members.index(_coll.get_rank())
        out = _wrap(torch.zeros(sizes[me], dtype=t.dtype, device=t.device))
        # ops.function imports ops.operations: importing it at the top of this module would be circular
        reduce_scatter_tensor_uneven(out, _wrap(t), sizes, self.op,
                                     None if self.group == GlobalComm.WORLD_COMM_GROUP else self.group)
        return out


class Broadcast(Primitive):
    """
    Sends the Tensors of the process with rank `root_rank` to every process of the group.

    Args:
        root_rank (int): The sender's rank in the group.
        group (str): The communication group. Default: ``"hccl_world_group"``.

    Inputs:
        - **input_x** (tuple[Tensor]) - The data (meaningful on the sender; elsewhere it gives shapes and dtypes).

    Outputs:
        tuple[Tensor], the sender's Tensors.

    Raises:
        TypeError: If `root_rank` is not an int or `group` is not a str.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> from mindspore import ops
        >>> print(ops.Broadcast(0))
        Prim[Broadcast]<root_rank=0, group=hccl_world_group, no_eliminate=True>
    """

    @prim_attr_register
    def __init__(self, root_rank, group=_WORLD):
        _check_type(self.name, "root_rank", root_rank, int, "int")
        _check_type(self.name, "group", group, str, "str")
        self.add_prim_attr("group", group)
        self.add_prim_attr("no_eliminate", True)

    def __call__(self, input_x):
        items = (input_x,) if isinstance(input_x, Tensor) else tuple(input_x)
        outs = []
        _mgmt._require_init()
        for x in items:
            t = _input(self.name, x)
            pg = _pg(self.group)
            work = _sendable(t, pg).clone()
            src = self.root_rank if pg is None else _members(self.group)[self.root_rank]
            _coll.torch_dist().broadcast(work, src=src, group=pg)
            outs.append(_wrap(work.to(t.device)))
        return tuple(outs)


class AlltoAll(Primitive):
    """
    Splits the input along `split_dim` into `split_count` blocks, sends block *i* to rank *i*, and concatenates
    the blocks received along `concat_dim`.

    Args:
        split_count (int): Number of blocks; the group size.
        split_dim (int): The axis to split.
        concat_dim (int): The axis to concatenate along.
        group (str): The communication group. Default: ``"hccl_world_group"``.

    Inputs:
        - **input_x** (Tensor) - This process's data.

    Outputs:
        Tensor.

    Raises:
        TypeError: If `group` is not a str or a count/axis is not an int.
        ValueError: If `split_count` is not the group size or does not divide the split axis.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> from mindspore import ops
        >>> print(ops.AlltoAll(2, 0, 0))
        Prim[AlltoAll]<split_count=2, split_dim=0, concat_dim=0, group=hccl_world_group, no_eliminate=True, rank_size=1>
    """

    @prim_attr_register
    def __init__(self, split_count, split_dim, concat_dim, group=_WORLD):
        _check_type(self.name, "group", group, str, "str")
        for name, value in (("split_count", split_count), ("split_dim", split_dim), ("concat_dim", concat_dim)):
            _check_type(self.name, name, value, int, "int")
        self.add_prim_attr("group", group)
        self.add_prim_attr("no_eliminate", True)
        self.add_prim_attr("rank_size", _mgmt.get_group_size(group))

    def __call__(self, input_x):
        t = _input(self.name, input_x)
        _mgmt._require_init()
        n = len(_members(self.group))
        if self.split_count != n or t.shape[self.split_dim] % n:
            raise ValueError(f"For '{self.name}', 'split_count' must equal the group size {n} and divide the "
                             f"dimension {self.split_dim} of the input ({t.shape[self.split_dim]}), but got "
                             f"split_count={self.split_count}.")
        return _wrap(_AllToAllFn.apply(t, self.split_count, self.split_dim, self.concat_dim, _pg(self.group)))


class Barrier(prim_base("Barrier")):
    """
    Waits until every process of the group has reached it.

    Args:
        group (str): The communication group. Default: ``"hccl_world_group"``.

    Outputs:
        Tensor, a float32 scalar (``0.0``).

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> from mindspore import ops
        >>> print(ops.Barrier())
        Prim[Barrier]<group=hccl_world_group, side_effect_mem=True>
    """

    @prim_attr_register
    def __init__(self, group=_WORLD):
        self.add_prim_attr("side_effect_mem", True)

    def __call__(self):
        _mgmt._require_init()
        _coll.torch_dist().barrier(group=_pg(self.group))
        return _wrap(torch.tensor(0.0))


class Send(prim_base("Send")):
    """
    Sends a Tensor to the process with rank `dest_rank` (matched by a :class:`Receive` with the same `sr_tag`).

    Args:
        sr_tag (int): Message tag.
        dest_rank (int): The receiver's rank in `group`.
        group (str): The communication group. Default: ``"hccl_world_group"``.
        group_back (str): The group of the gradient's way back. Default: ``"hccl_world_group"``.

    Inputs:
        - **input_x** (Tensor) - The data.

    Outputs:
        Tensor, the input (MindSpore returns a placeholder).

    Raises:
        RuntimeError: If communication is not initialised.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> from mindspore import ops
        >>> print(ops.Send(0, 1))
        Prim[Send]<sr_tag=0, dest_rank=1, group=hccl_world_group, group_back=hccl_world_group, no_eliminate=True>
    """

    @prim_attr_register
    def __init__(self, sr_tag, dest_rank, group=_WORLD, group_back=_WORLD):
        self.add_prim_attr("no_eliminate", True)

    def __call__(self, input_x):
        t = _input(self.name, input_x)
        _mgmt._require_init()
        pg = _pg(self.group)
        peer = _members(self.group)[self.dest_rank]
        _coll.torch_dist().send(_sendable(t, pg), peer, group=pg, tag=self.sr_tag)
        return input_x


class Receive(prim_base("Receive")):
    """
    Receives a Tensor of `shape` and `dtype` from the process with rank `src_rank` (sent by a :class:`Send` with
    the same `sr_tag`).

    Args:
        sr_tag (int): Message tag.
        src_rank (int): The sender's rank in `group`.
        shape (list[int]): Shape of the data.
        dtype (mindspore.dtype): Data type.
        group (str): The communication group. Default: ``"hccl_world_group"``.
        group_back (str): The group of the gradient's way back. Default: ``"hccl_world_group"``.

    Outputs:
        Tensor of `shape` and `dtype`.

    Raises:
        TypeError: If `dtype` is not a number type.
        RuntimeError: If communication is not initialised.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore as ms
        >>> from mindspore import ops
        >>> print(ops.Receive(0, 1, [2], ms.float32))
        Prim[Receive]<sr_tag=0, src_rank=1, shape=[2], dtype=Float32, group=hccl_world_group, group_back=hccl_world_group, no_eliminate=True>
    """

    @prim_attr_register
    def __init__(self, sr_tag, src_rank, shape, dtype, group=_WORLD, group_back=_WORLD):
        if dtype not in (mstype.float16, mstype.float32, mstype.float64, mstype.bfloat16, mstype.int8,
                         mstype.int16, mstype.int32, mstype.int64, mstype.uint8, mstype.uint16, mstype.uint32,
                         mstype.uint64):
            raise TypeError(f"For '{self.name}', the 'dtype' must be a number type, but got {dtype}.")
        self.add_prim_attr("no_eliminate", True)

    def __call__(self, *args):
        _mgmt._require_init()
        pg = _pg(self.group)
        buf = torch.empty(tuple(self.shape), dtype=dtype_map.to_torch(self.dtype))
        peer = _members(self.group)[self.src_rank]
        _coll.torch_dist().recv(buf, peer, group=pg, tag=self.sr_tag)
        return _wrap(buf)


class Reduce(prim_base("Reduce")):
    """
    Reduces a Tensor over a group into the process with rank `dest_rank`; the other processes get their input
    back.

    Args:
        dest_rank (int): The receiver's rank in `group`.
        op (str): ``ReduceOp.SUM``, ``MAX``, ``MIN`` or ``PROD``. Default: ``ReduceOp.SUM``.
        group (str): The communication group. Default: ``"hccl_world_group"``.

    Inputs:
        - **x** (Tensor) - This process's data.

    Outputs:
        Tensor, the reduction on `dest_rank`.

    Raises:
        TypeError: If `op` is not a str.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> from mindspore import ops
        >>> print(ops.Reduce(0))
        Prim[Reduce]<dest_rank=0, op=sum, group=hccl_world_group>
    """

    @prim_attr_register
    def __init__(self, dest_rank, op=ReduceOp.SUM, group=_WORLD):
        _check_type(self.name, "op", op, str, "str")
        self.add_prim_attr("group", group)
        self.add_prim_attr("dest_rank", dest_rank)

    def __call__(self, x):
        t = _input(self.name, x)
        _mgmt._require_init()
        pg = _pg(self.group)
        work = _sendable(t, pg).clone()
        _coll.torch_dist().reduce(work, dst=_members(self.group)[self.dest_rank], op=_coll.reduce_op(self.op),
                                  group=pg)
        return _wrap(work.to(t.device))


class CollectiveGather(Primitive):
    """
    Gathers a Tensor from all processes of a group into the process with rank `dest_rank`, concatenated along
    the first axis; the others get their input back.

    Args:
        dest_rank (int): The receiver's rank in `group`.
        group (str): The communication group. Default: ``"hccl_world_group"``.

    Inputs:
        - **input_x** (Tensor) - This process's data.

    Outputs:
        Tensor.

    Raises:
        TypeError: If `group` is not a str.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> from mindspore import ops
        >>> print(ops.CollectiveGather(0))
        Prim[CollectiveGather]<dest_rank=0, group=hccl_world_group, rank_size=1, rank_id=0>
    """

    @prim_attr_register
    def __init__(self, dest_rank, group=_WORLD):
        _check_type(self.name, "group", group, str, "str")
        self.add_prim_attr("rank_size", _mgmt.get_group_size(group))
        self.add_prim_attr("group", group)
        self.add_prim_attr("dest_rank", dest_rank)
        self.add_prim_attr("rank_id", _mgmt.get_rank(group))

    def __call__(self, input_x):
        t = _input(self.name, input_x)
        _mgmt._require_init()
        whole = _all_gather(t, _pg(self.group))
        return _wrap(whole if _mgmt.get_rank(self.group) == self.dest_rank else t.clone())


class CollectiveScatter(Primitive):
    """
    The process with rank `src_rank` splits its input along the first axis into as many equal blocks as
    processes; rank *i* receives block *i*.

    Args:
        src_rank (int): The sender's rank in `group`. Default: ``0``.
        group (str): The communication group. Default: ``"hccl_world_group"``.

    Inputs:
        - **input_x** (Tensor) - The full data on the sender (shape and dtype elsewhere).

    Outputs:
        Tensor, this process's block.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> from mindspore import ops
        >>> print(ops.CollectiveScatter())
        Prim[CollectiveScatter]<src_rank=0, group=hccl_world_group, rank_id=0, rank_size=1>
    """

    @prim_attr_register
    def __init__(self, src_rank=0, group=_WORLD):
        self.add_prim_attr("rank_id", _mgmt.get_rank(group))
        self.add_prim_attr("src_rank", src_rank)
        self.add_prim_attr("rank_size", _mgmt.get_group_size(group))
        self.add_prim_attr("group", group)

    def __call__(self, input_x):
        t = _input(self.name, input_x)
        _mgmt._require_init()
        pg = _pg(self.group)
        members = _members(self.group)
        work = _sendable(t, pg).clone()
        _coll.torch_dist().broadcast(work, src=members[self.src_rank], group=pg)
        return _wrap(torch.chunk(work, len(members), 0)[_mgmt.get_rank(self.group)].clone().to(t.device))


class BatchISendIRecv(Primitive):
    """
    Sends and receives several Tensors at once (no ordering deadlock between pairs of processes).

    Args:
        op_types (Union[tuple[str], list[str]]): ``"isend"`` or ``"irecv"`` per operation.
        remote_ranks (Union[tuple[int], list[int]]): The peer's global rank per operation.
        receive_shapes (Union[tuple, list], optional): Shape of each received Tensor, in order. Default: ``None``.
        receive_dtypes (Union[tuple, list], optional): Dtype of each received Tensor, in order. Default: ``None``.
        group (str, optional): The communication group. Default: ``"hccl_world_group"``.

    Inputs:
        - **input_x** (Union[tuple[Tensor], list[Tensor]]) - The Tensors to send, in order of the ``"isend"``
          operations.

    Outputs:
        tuple[Tensor], one per operation: the received Tensor for ``"irecv"``, a scalar placeholder for ``"isend"``.

    Raises:
        TypeError: If an argument has the wrong type.
        ValueError: If the lengths of the arguments disagree.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> from mindspore import ops
        >>> print(ops.BatchISendIRecv(("isend",), (1,)))
        Prim[BatchISendIRecv]<op_types=('isend',), remote_ranks=(1,), receive_shapes=(), receive_dtypes=(), group=hccl_world_group, no_eliminate=True>
    """

    @prim_attr_register
    def __init__(self, op_types, remote_ranks, receive_shapes=None, receive_dtypes=None, group=_WORLD):
        receive_shapes = () if receive_shapes is None else receive_shapes
        receive_dtypes = () if receive_dtypes is None else receive_dtypes
        for name, value in (("receive_shapes", receive_shapes), ("receive_dtypes", receive_dtypes),
                            ("op_types", op_types), ("remote_ranks", remote_ranks)):
            if not isinstance(value, (tuple, list)):
                raise TypeError(f"For '{self.name}', the '{name}' must be tuple or list, but got "
                                f"{type(value).__name__}.")
        if len(receive_shapes) != len(receive_dtypes):
            raise ValueError(f"For '{self.name}', 'receive_shapes' and 'receive_dtypes' must have the same length, "
                             f"but got {len(receive_shapes)} and {len(receive_dtypes)}.")
        if len(op_types) != len(remote_ranks):
            raise ValueError("length of op_types and remote_ranks must be the same.")
        self.add_prim_attr("group", GlobalComm.WORLD_COMM_GROUP if group is None else group)
        self.add_prim_attr("op_types", op_types)
        self.add_prim_attr("remote_ranks", remote_ranks)
        self.add_prim_attr("receive_shapes", receive_shapes)
        self.add_prim_attr("receive_dtypes", receive_dtypes)
        self.add_prim_attr("no_eliminate", True)

    def __call__(self, input_x):
        _mgmt._require_init()
        dist = _coll.torch_dist()
        pg = _pg(self.group)
        sends = iter([_sendable(_input(self.name, x), pg) for x in input_x])
        shapes = iter(zip(self.receive_shapes, self.receive_dtypes))
        ops, outs = [], []
        world, me = dist.get_world_size(), dist.get_rank()
        for peer in self.remote_ranks:   # a peer that does not exist would wait forever
            if not 0 <= peer < world or peer == me:
                raise ValueError(f"For '{self.name}', every remote rank must be another rank of the {world} "
                                 f"process(es) of the job (this is rank {me}), but got {peer}.")
        for kind, peer in zip(self.op_types, self.remote_ranks):
            if kind == "isend":
                ops.append(dist.P2POp(dist.isend, next(sends), peer, pg))
                outs.append(torch.tensor(0.0))
            else:
                shape, dt = next(shapes)
                buf = torch.empty(tuple(shape), dtype=dtype_map.to_torch(dt))
                ops.append(dist.P2POp(dist.irecv, buf, peer, pg))
                outs.append(buf)
        for req in dist.batch_isend_irecv(ops):
            req.wait()
        return tuple(_wrap(o) for o in outs)


__all__ += ["AlltoAllV"]


def _all_to_all_v(x, send, recv, pg):
    """Send ``send[i]`` consecutive elements of flat `x` to group rank *i*; receive ``recv[i]`` from it."""
    dist = _coll.torch_dist()
    ranks = list(range(dist.get_world_size(pg)))
    me = dist.get_rank(pg)
    blocks = [_sendable(b, pg) for b in torch.split(x, list(send))]
    recvs = [torch.empty(recv[i], dtype=x.dtype, device=blocks[i].device) for i in ranks]
    ops = []
    for i in ranks:
        if i == me:
            recvs[i] = blocks[i].clone()
            continue
        peer = dist.get_global_rank(pg, i) if pg is not None else i
        if send[i]:
            ops.append(dist.P2POp(dist.isend, blocks[i], peer, pg))
        if recv[i]:
            ops.append(dist.P2POp(dist.irecv, recvs[i], peer, pg))
    if ops:
        for req in dist.batch_isend_irecv(ops):
            req.wait()
    return torch.cat(recvs).to(x.device)


class _AllToAllVFn(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x, send, recv, pg):
        ctx.args = (recv, send, pg)
        return _all_to_all_v(x, send, recv, pg)

    @staticmethod
    def backward(ctx, dout):
        return _all_to_all_v(dout.contiguous(), *ctx.args), None, None, None


def _numel_list(prim, name, value, block_size):
    if isinstance(value, Tensor):
        value = value.asnumpy().reshape(-1).tolist()
    if not isinstance(value, (list, tuple)) or not all(isinstance(v, int) and not isinstance(v, bool) and v >= 0
                                                         for v in value):
        raise TypeError(f"For '{prim}', '{name}' must be a tuple, list or Tensor of non-negative ints, but got "
                        f"{value!r}.")
    return [int(v) * block_size for v in value]


class AlltoAllV(Primitive):
    """
    All-to-all with uneven blocks: consecutive pieces of a flat Tensor go to the ranks of the group, one piece per
    rank, and the pieces received are joined in rank order.

    Piece *i* of the input (``send_numel_list[i] * block_size`` elements) goes to rank *i*; from rank *i* this
    process receives ``recv_numel_list[i] * block_size`` elements. The gradient runs the exchange backwards.

    Args:
        group (str, optional): The communication group. Default: ``"hccl_world_group"``.
        block_size (int, optional): The unit of the counts in the two lists, in elements. Default: ``1``.

    Inputs:
        - **input_x** (Tensor) - The 1-D data to send.
        - **send_numel_list** (Union[tuple[int], list[int], Tensor]) - Units sent to each rank.
        - **recv_numel_list** (Union[tuple[int], list[int], Tensor]) - Units received from each rank.

    Outputs:
        Tensor, 1-D, the pieces received; a Tensor of shape ``()`` when nothing is received.

    Raises:
        TypeError: If `group` is not a str, `block_size` is not an int, or a list is not made of non-negative ints.
        ValueError: If `input_x` is not 1-D, a list does not have one entry per rank, or the sent counts do not add
            up to the input's length.
        RuntimeError: If communication is not initialized.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> from mindspore import ops
        >>> print(ops.AlltoAllV(block_size=2))
        Prim[AlltoAllV]<group=hccl_world_group, block_size=2>
    """

    @prim_attr_register
    def __init__(self, group=_WORLD, block_size=1):
        _check_type(self.name, "group", group, str, "str")
        if not isinstance(block_size, int) or isinstance(block_size, bool):
            raise TypeError(f"For '{self.name}', the type of 'block_size' should be 'int', but got type "
                            f"'{type(block_size).__name__}'.")

    def __call__(self, input_x, send_numel_list, recv_numel_list):
        t = _input(self.name, input_x)
        _mgmt._require_init()
        n = len(_members(self.group))
        send = _numel_list(self.name, "send_numel_list", send_numel_list, self.block_size)
        recv = _numel_list(self.name, "recv_numel_list", recv_numel_list, self.block_size)
        if t.dim() != 1:
            raise ValueError(f"For '{self.name}', 'input_x' must be a flat (1-D) Tensor, but got shape "
                             f"{tuple(t.shape)}.")
        if len(send) != n or len(recv) != n or sum(send) != t.shape[0]:
            raise ValueError(f"For '{self.name}', 'send_numel_list' and 'recv_numel_list' must have one entry per "
                             f"rank ({n}) and the sent elements must add up to the input length {t.shape[0]}, but "
                             f"got {send} and {recv} (in elements).")
        out = _AllToAllVFn.apply(t, tuple(send), tuple(recv), _pg(self.group))
        if out.numel() == 0:
            out = torch.zeros((), dtype=t.dtype, device=t.device)
        return _wrap(out)


__all__ += ["AlltoAllVC"]


class AlltoAllVC(Primitive):
    """
    All-to-all with uneven blocks described by one matrix of counts shared by every rank.

    ``send_count_matrix[i * rank_size + j]`` is the number of units (``block_size`` elements each) rank *i* sends
    to rank *j*; each process takes its own row as what it sends and its own column as what it receives, then
    exchanges as :class:`mindspore.ops.AlltoAllV` does. With `transpose` the matrix is read transposed (the
    direction of the gradient).

    Args:
        group (str, optional): The communication group. Default: ``"hccl_world_group"``.
        block_size (int, optional): The unit of the counts, in elements. Default: ``1``.
        transpose (bool, optional): Read the matrix transposed. Default: ``False``.

    Inputs:
        - **input_x** (Tensor) - The 1-D data to send.
        - **send_count_matrix** (Union[list[int], Tensor]) - ``rank_size * rank_size`` counts, row-major.

    Outputs:
        Tensor, 1-D, the pieces received in rank order; a Tensor of shape ``()`` when nothing is received.

    Raises:
        TypeError: If `group` is not a str, `block_size` is not an int, `transpose` is not a bool, or the matrix
            is not made of non-negative ints.
        ValueError: If `input_x` is not 1-D, the matrix does not have ``rank_size * rank_size`` entries, or this
            rank's row does not add up to the input's length.
        RuntimeError: If communication is not initialized.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> from mindspore import ops
        >>> print(ops.AlltoAllVC())
        Prim[AlltoAllVC]<group=hccl_world_group, block_size=1, transpose=False, rank_size=1, rank_id=0>
    """

    @prim_attr_register
    def __init__(self, group=_WORLD, block_size=1, transpose=False):
        _check_type(self.name, "group", group, str, "str")
        _check_type(self.name, "block_size", block_size, int, "int")
        if not isinstance(transpose, bool):
            raise TypeError(f"For '{self.name}', the 'transpose' must be bool, but got {type(transpose).__name__}.")
        self.add_prim_attr("rank_size", _mgmt.get_group_size(group))
        self.add_prim_attr("rank_id", _mgmt.get_rank(group))

    def __call__(self, input_x, send_count_matrix):
        t = _input(self.name, input_x)
        _mgmt._require_init()
        n = len(_members(self.group))
        me = _mgmt.get_rank(self.group)
        counts = _numel_list(self.name, "send_count_matrix", send_count_matrix, self.block_size)
        if len(counts) != n * n:
            raise ValueError(f"For '{self.name}', 'send_count_matrix' must have rank_size * rank_size = {n * n} "
                             f"entries, but got {len(counts)}.")
        matrix = np.array(counts, dtype=np.int64).reshape(n, n)
        if self.transpose:
            matrix = matrix.T
        send, recv = [int(v) for v in matrix[me]], [int(v) for v in matrix[:, me]]
        if t.dim() != 1 or sum(send) != t.shape[0]:
            raise ValueError(f"For '{self.name}', 'input_x' must be 1-D with as many elements as this rank sends "
                             f"({sum(send)}), but got shape {tuple(t.shape)}.")
        out = _AllToAllVFn.apply(t, tuple(send), tuple(recv), _pg(self.group))
        if out.numel() == 0:
            out = torch.zeros((), dtype=t.dtype, device=t.device)
        return _wrap(out)


def _p2p_exchange(sends, recvs, pg):
    """Point-to-point messages of one step, all posted together.

    `sends` holds ``(group_rank, tag, tensor)`` and `recvs` ``(group_rank, tag, shape, torch_dtype, device)``;
    a message whose peer is this process is matched locally by its tag. Returns the received tensors in the order
    of `recvs`.
    """
    dist = _coll.torch_dist()
    me = dist.get_rank(pg)
    local = {tag: t for peer, tag, t in sends if peer == me}
    outs, ops = [], []
    for peer, tag, t in sends:
        if peer != me:
            target = dist.get_global_rank(pg, peer) if pg is not None else peer
            ops.append(dist.P2POp(dist.isend, _sendable(t, pg), target, pg, tag))
    for peer, tag, shape, dtype, device in recvs:
        if peer == me:
            outs.append(local[tag].detach().clone().to(device))
            continue
        buf = torch.empty(shape, dtype=dtype)
        source = dist.get_global_rank(pg, peer) if pg is not None else peer
        ops.append(dist.P2POp(dist.irecv, buf, source, pg, tag))
        outs.append(buf)
    if ops:
        for req in dist.batch_isend_irecv(ops):
            req.wait()
    return [o.to(device) for o, (_, _, _, _, device) in zip(outs, recvs)]


def _numbered(peers):
    """Tag every entry of `peers` with how many earlier entries name the same peer (the n-th message between two
    processes pairs with the n-th one expected)."""
    seen, tags = {}, []
    for p in peers:
        tags.append(seen.get(p, 0))
        seen[p] = tags[-1] + 1
    return tags


class _NeighborExchangeFn(torch.autograd.Function):
    @staticmethod
    def forward(ctx, plan, *xs):
        send_ids, recv_ids, recv_shapes, send_shapes, dtype, pg = plan
        ctx.plan = plan
        device = xs[0].device if xs else torch.device("cpu")
        sends = list(zip(send_ids, _numbered(send_ids), xs))
        recvs = [(p, tag, tuple(s), dtype, device)
                 for p, tag, s in zip(recv_ids, _numbered(recv_ids), recv_shapes)]
        return tuple(_p2p_exchange(sends, recvs, pg))

    @staticmethod
    def backward(ctx, *douts):
        send_ids, recv_ids, _, send_shapes, _, pg = ctx.plan
        # each gradient goes back to the process its value came from; each input's gradient comes from where it went
        sends = list(zip(recv_ids, _numbered(recv_ids), [d.contiguous() for d in douts]))
        like = douts[0] if douts else torch.zeros(())
        recvs = [(p, tag, tuple(s), like.dtype, like.device)
                 for p, tag, s in zip(send_ids, _numbered(send_ids), send_shapes)]
        return (None,) + tuple(_p2p_exchange(sends, recvs, pg))


def _rank_list(prim, name, value, size, allow_none):
    if not isinstance(value, (list, tuple)):
        raise TypeError(f"For '{prim}', the '{name}' must be a list, but got {type(value).__name__}.")
    for r in value:
        if allow_none and r == -1:
            continue
        if not isinstance(r, int) or isinstance(r, bool) or not 0 <= r < size:
            raise ValueError(f"The 'rank_id in {name}' must be in range of [0, {size}), but got {r} with type "
                             f"'{type(r).__name__}'.")


__all__ += ["NeighborExchange"]


class NeighborExchange(Primitive):
    """
    Point-to-point exchange with chosen neighbours: this process sends ``input_x[i]`` to rank
    ``send_rank_ids[i]`` and receives one Tensor of shape ``recv_shapes[j]`` from rank ``recv_rank_ids[j]``.

    Messages between the same two processes pair up in order (the first Tensor sent to a rank is the first one
    that rank receives from this process). A rank may name itself. The gradient sends each received Tensor's
    gradient back to its sender.

    Args:
        send_rank_ids (list[int]): The ranks (in `group`) that receive the inputs, one per input.
        recv_rank_ids (list[int]): The ranks (in `group`) to receive from, one per output.
        recv_shapes (tuple[list[int]]): The shape of each received Tensor.
        send_shapes (tuple[list[int]]): The shape of each sent Tensor.
        recv_type (mindspore.dtype): The dtype of the received Tensors.
        group (str): The communication group. Default: ``"hccl_world_group"``.

    Inputs:
        - **input_x** (tuple[Tensor]) - The Tensors to send, shaped as `send_shapes`.

    Outputs:
        tuple[Tensor], the Tensors received, shaped as `recv_shapes`.

    Raises:
        TypeError: If `input_x` is not a tuple or list of Tensors.
        ValueError: If the inputs do not match `send_shapes`, a rank is outside the group, or the lists of ranks
            and shapes differ in length.
        RuntimeError: If communication is not initialized.

    Supported Platforms:
        ``Ascend``

    Examples:
        >>> import mindspore as ms
        >>> from mindspore import ops
        >>> swap = ops.NeighborExchange(send_rank_ids=[1], recv_rank_ids=[1], recv_shapes=([3],),
        ...                             send_shapes=([2],), recv_type=ms.float16)
        >>> print(swap)
        Prim[NeighborExchange]<send_rank_ids=[1], recv_rank_ids=[1], recv_shapes=([3],), send_shapes=([2],), recv_type=Float16, group=hccl_world_group, no_eliminate=True>
    """

    @prim_attr_register
    def __init__(self, send_rank_ids, recv_rank_ids, recv_shapes, send_shapes, recv_type, group=_WORLD):
        self.init_prim_io_names(inputs=["x"], outputs=["output"])
        self.add_prim_attr("group", group)
        self.add_prim_attr("no_eliminate", True)

    def __call__(self, tensor):
        input_x = tensor
        if not isinstance(input_x, (tuple, list)):
            raise TypeError(f"For '{self.name}', the 'input_x' must be a tuple or list of Tensors, but got "
                            f"{type(input_x).__name__}.")
        xs = [_input(self.name, x) for x in input_x]
        _mgmt._require_init()
        size = len(_members(self.group))
        _rank_list(self.name, "send_rank_ids", self.send_rank_ids, size, False)
        _rank_list(self.name, "recv_rank_ids", self.recv_rank_ids, size, False)
        if len(self.send_rank_ids) != len(self.send_shapes) or len(self.recv_rank_ids) != len(self.recv_shapes):
            raise ValueError(f"For '{self.name}', 'send_rank_ids' and 'send_shapes' (and 'recv_rank_ids' and "
                             f"'recv_shapes') must have the same length, but got {len(self.send_rank_ids)}, "
                             f"{len(self.send_shapes)}, {len(self.recv_rank_ids)} and {len(self.recv_shapes)}.")
        shapes = [tuple(x.shape) for x in xs]
        if shapes != [tuple(s) for s in self.send_shapes]:
            raise ValueError(f"For '{self.name}', the shapes of 'input_x' must be 'send_shapes' "
                             f"{tuple(self.send_shapes)}, but got {tuple(shapes)}.")
        plan = (tuple(self.send_rank_ids), tuple(self.recv_rank_ids), tuple(tuple(s) for s in self.recv_shapes),
                tuple(tuple(s) for s in self.send_shapes), dtype_map.to_torch(self.recv_type), _pg(self.group))
        return tuple(_wrap(o) for o in _NeighborExchangeFn.apply(plan, *xs))


# the eight directions of NeighborExchangeV2, clockwise from the top: which rows and columns of the block each one
# concerns ("lo" = the first rows/columns, "hi" = the last, None = all of them)
_DIRECTIONS = (("lo", None), ("lo", "hi"), (None, "hi"), ("hi", "hi"),
               ("hi", None), ("hi", "lo"), (None, "lo"), ("lo", "lo"))


def _edge(part, lo, hi, size):
    """The slice of one axis for a part of a block of `size` with `lo` / `hi` halo widths."""
    return slice(0, lo) if part == "lo" else slice(size - hi, size) if part == "hi" else slice(0, size)


def _halo(part, lo, hi, size):
    """The slice of one axis of the exchanged result (block of `size` framed by `lo` / `hi`) for a part."""
    return slice(0, lo) if part == "lo" else slice(lo + size, lo + size + hi) if part == "hi" else slice(lo, lo + size)


class _NeighborExchangeV2Fn(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x, send_ids, send_lens, recv_ids, recv_lens, pg):
        ctx.args = (x.shape, send_ids, send_lens, recv_ids, recv_lens, pg)
        h, w = x.shape[2], x.shape[3]
        st, sb, sl, sr = send_lens
        rt, rb, rl, rr = recv_lens
        out = x.new_zeros(x.shape[:2] + (h + rt + rb, w + rl + rr))
        out[:, :, rt:rt + h, rl:rl + w] = x
        sends, recvs, places = [], [], []
        for d, (rows, cols) in enumerate(_DIRECTIONS):
            if send_ids[d] != -1:
                block = x[:, :, _edge(rows, st, sb, h), _edge(cols, sl, sr, w)]
                if block.numel():
                    sends.append((send_ids[d], d, block.contiguous()))
            if recv_ids[d] != -1:
                where = (slice(None), slice(None), _halo(rows, rt, rb, h), _halo(cols, rl, rr, w))
                shape = tuple(out[where].shape)
                if out[where].numel():
                    recvs.append((recv_ids[d], (d + 4) % 8, shape, x.dtype, x.device))
                    places.append(where)
        for where, got in zip(places, _p2p_exchange(sends, recvs, pg)):
            out[where] = got
        return out

    @staticmethod
    def backward(ctx, dout):
        shape, send_ids, send_lens, recv_ids, recv_lens, pg = ctx.args
        h, w = shape[2], shape[3]
        st, sb, sl, sr = send_lens
        rt, rb, rl, rr = recv_lens
        dx = dout[:, :, rt:rt + h, rl:rl + w].clone()
        sends, recvs, places = [], [], []
        for d, (rows, cols) in enumerate(_DIRECTIONS):
            if recv_ids[d] != -1:
                part = dout[:, :, _halo(rows, rt, rb, h), _halo(cols, rl, rr, w)]
                if part.numel():
                    # the gradient of a halo returns to its sender, tagged with the direction it was sent in
                    sends.append((recv_ids[d], 8 + (d + 4) % 8, part.contiguous()))
            if send_ids[d] != -1:
                where = (slice(None), slice(None), _edge(rows, st, sb, h), _edge(cols, sl, sr, w))
                if dx[where].numel():
                    recvs.append((send_ids[d], 8 + d, tuple(dx[where].shape), dout.dtype, dout.device))
                    places.append(where)
        for where, got in zip(places, _p2p_exchange(sends, recvs, pg)):
            dx[where] += got
        return dx, None, None, None, None, None


__all__ += ["NeighborExchangeV2"]


class NeighborExchangeV2(Primitive):
    r"""
    Halo exchange of an NCHW block with the (up to eight) processes around it on a 2-D grid.

    The directions are numbered clockwise from the top: top, top-right, right, bottom-right, bottom, bottom-left,
    left, top-left; ``-1`` means no neighbour. This process sends to ``send_rank_ids[d]`` the edge of its block
    that faces direction *d* (``send_lens`` = [top, bottom, left, right] rows/columns wide, corners where two
    edges meet), and puts what ``recv_rank_ids[d]`` sends into a frame of ``recv_lens`` = [top, bottom, left, right]
    around the block; the frame parts with no neighbour stay zero. The gradient returns each frame's gradient to
    its sender, which adds it to the edge it sent.

    Args:
        send_rank_ids (list[int]): Rank (in `group`) sent to in each of the eight directions, or ``-1``.
        send_lens (list[int]): Rows/columns sent: [top, bottom, left, right].
        recv_rank_ids (list[int]): Rank (in `group`) received from in each of the eight directions, or ``-1``.
        recv_lens (list[int]): Rows/columns received: [top, bottom, left, right].
        data_format (str): The layout of the input; only ``"NCHW"``.
        group (str, optional): The communication group. Default: ``"hccl_world_group"``.

    Inputs:
        - **input_x** (Tensor) - The local block, shape :math:`(N, C, H, W)`.

    Outputs:
        Tensor of shape :math:`(N, C, H + recv\_top + recv\_bottom, W + recv\_left + recv\_right)`.

    Raises:
        TypeError: If `group` is not a str.
        ValueError: If a rank is neither ``-1`` nor a rank of the group, a length is negative, `data_format` is
            not ``"NCHW"`` or the input is not 4-D.
        RuntimeError: If communication is not initialized.

    Supported Platforms:
        ``Ascend``

    Examples:
        >>> from mindspore import ops
        >>> halo = ops.NeighborExchangeV2(send_rank_ids=[0, -1, -1, -1, 0, -1, -1, -1], send_lens=[1, 1, 0, 0],
        ...                               recv_rank_ids=[0, -1, -1, -1, 0, -1, -1, -1], recv_lens=[1, 1, 0, 0],
        ...                               data_format="NCHW")
        >>> print(halo.send_lens, halo.data_format)
        [1, 1, 0, 0] NCHW
    """

    @prim_attr_register
    def __init__(self, send_rank_ids, send_lens, recv_rank_ids, recv_lens, data_format, group=_WORLD):
        self.init_prim_io_names(inputs=["x"], outputs=["output"])
        self.add_prim_attr("group", group)
        self.add_prim_attr("no_eliminate", True)
        self.rank_size = _mgmt.get_group_size(group)
        _rank_list(self.name, "send_rank_ids", send_rank_ids, self.rank_size, True)
        _rank_list(self.name, "recv_rank_ids", recv_rank_ids, self.rank_size, True)

    def __call__(self, tensor):
        input_x = tensor
        t = _input(self.name, input_x)
        _mgmt._require_init()
        if self.data_format != "NCHW":
            raise ValueError(f"For '{self.name}', the 'data_format' must be 'NCHW', but got {self.data_format}.")
        for name in ("send_rank_ids", "recv_rank_ids"):
            if len(getattr(self, name)) != 8:
                raise ValueError(f"For '{self.name}', the '{name}' must have 8 entries (one per direction), but "
                                 f"got {getattr(self, name)}.")
        for name in ("send_lens", "recv_lens"):
            lens = getattr(self, name)
            if not isinstance(lens, (list, tuple)) or len(lens) != 4 or any(
                    not isinstance(v, int) or isinstance(v, bool) or v < 0 for v in lens):
                raise ValueError(f"For '{self.name}', the '{name}' must be 4 non-negative ints "
                                 f"[top, bottom, left, right], but got {lens}.")
        if t.dim() != 4:
            raise ValueError(f"For '{self.name}', the 'input_x' must be 4-D (N, C, H, W), but got shape "
                             f"{tuple(t.shape)}.")
        return _wrap(_NeighborExchangeV2Fn.apply(t, tuple(self.send_rank_ids), tuple(self.send_lens),
                                                 tuple(self.recv_rank_ids), tuple(self.recv_lens), _pg(self.group)))
