"""``mindspore.boost.AdaSum``: adaptive summation of the weight updates of data-parallel nodes."""
import math

import torch

from .._backend import collective as _coll
from .._checkparam import check_non_negative_int, check_positive_int
from ..common.tensor import Tensor, _wrap
from ..nn.cell import Cell

__all__ = ["AdaSum"]

_EPS = 1e-12


class _NodeBroadcast:
    """Broadcast a tuple of Tensors from one device of the node to the others (``P.Broadcast`` of MindSpore)."""

    def __init__(self, root, group):
        self.root = root
        self.group = group

    def __call__(self, tensors):
        single = isinstance(tensors, Tensor)
        items = (tensors,) if single else tuple(tensors)
        if self.group is None:
            out = tuple(_wrap(t._t.detach().clone()) for t in items)
        else:
            out = tuple(_wrap(_coll.broadcast(t._t, self.root, self.group)) for t in items)
        return out[0] if single else out


class _NodeAllReduce:
    """Sum of a Tensor over the devices of the node (``P.AllReduce`` of MindSpore); used as a barrier."""

    def __init__(self, group):
        self.group = group

    def __call__(self, tensor):
        if self.group is None:
            return _wrap(tensor._t.detach().clone())
        return _wrap(_coll.all_reduce(tensor._t, self.group))


class _Piece:
    """The part of one parameter's delta a rank holds between rounds (flat float32, its logical shape, and how many
    ranks of the round group hold the same part)."""

    __slots__ = ("flat", "shape", "mult", "averaged")

    def __init__(self, flat, shape, mult, averaged):
        self.flat = flat
        self.shape = shape
        self.mult = mult
        self.averaged = averaged


class AdaSum(Cell):
    r"""
    Adaptive Summation (AdaSum) of the weight updates computed by the nodes of data-parallel training.

    Instead of averaging the updates of two nodes, AdaSum combines each pair of per-parameter updates :math:`a`,
    :math:`b` as

    .. math::
        \mathrm{AdaSum}(a, b) = \left(1 - \frac{a \cdot b}{2\|a\|^2}\right) a
        + \left(1 - \frac{a \cdot b}{2\|b\|^2}\right) b

    so orthogonal updates are added and identical updates are kept as they are. The nodes (groups of
    `device_number` consecutive ranks) are combined in :math:`\log_2` (`group_number`) rounds: in round :math:`s`
    each rank pairs with the rank ``device_number * 2**s`` away, the two exchange one half of their part of
    every update (split along its first axis longer than 1) and compute the combination of the halves they keep;
    the dot products and norms are summed over the ranks of the round, with :math:`\epsilon = 10^{-12}` added by
    each rank. Parameters with a single element (no axis longer than 1) are averaged instead. After the rounds the
    halves are gathered back and every parameter is set to ``old_parameter - combined_delta``. The arithmetic is
    float32; each rank of a node runs AdaSum with the ranks of the same local index in the other nodes.

    Communication runs on ``torch.distributed`` (gloo on CPU, nccl on GPU, hccl on Ascend), which must be
    initialised (``torch.distributed.init_process_group``) before the Cell is built. Every rank of the
    ``device_number * group_number`` ranks must build the AdaSum Cells in the same order.

    Args:
        rank (int): The global rank of this process.
        device_number (int): The number of devices (ranks) of one node.
        group_number (int): The number of nodes, a power of 2.
        parameter_tuple (tuple(Parameter)): The Parameters whose updates are combined (their shapes and order
            define the messages).

    Inputs:
        - **delta_weights** (tuple(Tensor)) - The local updates, ``old_parameter - parameter`` after the local
          optimizer step, one per Parameter of `parameter_tuple`.
        - **parameters** (tuple(Parameter)) - The Parameters to write the result into.
        - **old_parameters** (tuple(Parameter)) - The values of `parameters` before the local optimizer step.

    Outputs:
        tuple(Parameter), `parameters`, updated to ``old_parameters - AdaSum(delta_weights)``.

    Raises:
        RuntimeError: If distributed communication has not been initialised.
        TypeError: If `rank`, `device_number` or `group_number` is not an int.
        ValueError: If `rank` is negative or not this process's rank, `device_number` or `group_number` is not
            positive, `group_number` is not a power of 2, or the world has fewer than
            ``device_number * group_number`` ranks.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Parameter, Tensor
        >>> from mindspore.boost import AdaSum
        >>> weight = Parameter(Tensor(np.ones([4, 2]), ms.float32), name="weight")
        >>> adasum = AdaSum(0, 1, 2, (weight,))
        Traceback (most recent call last):
          ...
        RuntimeError: Distributed Communication has not been inited.You can't invoke this interface yet. Please call `init()` method first.
    """

    def __init__(self, rank, device_number, group_number, parameter_tuple):
        super().__init__()
        _coll.require_initialized()
        check_non_negative_int(rank, "rank", "AdaSum")
        check_positive_int(device_number, "device_number", "AdaSum")
        check_positive_int(group_number, "group_number", "AdaSum")
        if group_number & (group_number - 1):
            raise ValueError(f"For 'AdaSum', the 'group_number' must be a power of 2, but got {group_number}.")
        world = _coll.get_world_size()
        if device_number * group_number > world:
            raise ValueError(f"For 'AdaSum', 'device_number' * 'group_number' ({device_number} * {group_number}) "
                             f"must not exceed the number of processes {world}.")
        if rank != _coll.get_rank():
            raise ValueError(f"For 'AdaSum', the 'rank' must be this process's rank {_coll.get_rank()}, "
                             f"but got {rank}.")
        if rank >= device_number * group_number:
            raise ValueError(f"For 'AdaSum', the 'rank' must be less than 'device_number' * 'group_number' "
                             f"({device_number * group_number}), but got {rank}.")
        self.parameter_tuple = parameter_tuple
        self.rank, self.device_number, self.group_number = rank, device_number, group_number
        self._generate_communication_op()

    def _generate_communication_op(self):
        """Round partners, round groups (all created on every rank, in the same order) and the node group."""
        d, g = self.device_number, self.group_number
        self.calc_times = int(math.log2(g))
        self.send_node = []
        self.peer_list = []
        self.group_list = []
        for step in range(self.calc_times):
            distance = d * 2 ** step
            left = (self.rank // distance) % 2 == 0
            self.send_node.append(left)
            self.peer_list.append(self.rank + distance if left else self.rank - distance)
            size = 2 ** (step + 1)
            mine = None
            for block in range(g // size):
                for local in range(d):
                    ranks = [(block * size + i) * d + local for i in range(size)]
                    group = _coll.new_group(ranks)
                    if self.rank in ranks:
                        mine = group
            self.group_list.append(mine)
        node_group = None
        for node in range(g):
            ranks = list(range(node * d, (node + 1) * d))
            group = _coll.new_group(ranks)
            if self.rank in ranks:
                node_group = group
        start = (self.rank // d) * d
        self.broadcast_list = [_NodeBroadcast(start + i, node_group) for i in range(d)]
        self.sync_barrier = _NodeAllReduce(node_group)

    # ----- the algorithm -------------------------------------------------------------------------------------------
    def construct(self, delta_weights, parameters, old_parameters):
        pieces = []
        for delta in delta_weights:
            t = delta._t.detach().to(torch.float32).reshape(-1)
            shape = tuple(int(x) for x in delta.shape if x != 1)
            pieces.append(_Piece(t, shape, 1, t.numel() <= 1))
        plans = []
        for step in range(self.calc_times):
            plans.append(self._forward_round(step, pieces))
        for step in reversed(range(self.calc_times)):
            self._rollback_round(step, pieces, plans[step])
        with torch.no_grad():
            for delta, param, old, piece in zip(delta_weights, parameters, old_parameters, pieces):
                new = old._t.detach().to(torch.float32) - piece.flat.reshape(tuple(delta.shape))
                param._t.copy_(new.reshape(param._t.shape).to(param._t.dtype))
        return tuple(parameters)

    def _forward_round(self, step, pieces):
        """One round: exchange halves with the partner, reduce dot products and norms over the round group and
        keep the AdaSum combination of the halves this rank holds. Returns what the rollback needs."""
        left = self.send_node[step]
        sends, keeps, recv_sizes, plan = [], [], [], []
        for piece in pieces:
            n = piece.flat.numel()
            if piece.averaged:
                plan.append(None)
                continue
            if n > 1:
                rows = piece.shape[0]
                split = (rows // 2) * (n // rows)
                lo, hi = piece.flat[:split], piece.flat[split:]
                keep, send = (hi, lo) if left else (lo, hi)
                recv = n - split if left else split
                kept_rows = rows - rows // 2 if left else rows // 2
                plan.append((piece.shape, n))
                piece.shape = tuple(x for x in (kept_rows,) + piece.shape[1:] if x != 1)
            else:  # a single element left of a split parameter: both partners compute it
                keep, send, recv = piece.flat, piece.flat, 1
                plan.append("whole")
            sends.append(send)
            keeps.append(keep)
            recv_sizes.append(recv)
        received = self._exchange(step, sends, sum(recv_sizes))
        recvs = list(torch.split(received, recv_sizes)) if recv_sizes else []

        stats = []
        for piece, entry in zip(pieces, plan):
            if entry is None:
                stats.append(piece.flat)
        k = 0
        triples = []
        for piece, entry in zip(pieces, plan):
            if entry is None:
                continue
            keep, recv = keeps[k], recvs[k]
            k += 1
            weight = 1.0 / (piece.mult * (2 if entry == "whole" else 1))
            dot = torch.sum(keep * recv) * weight
            own = torch.sum(keep * keep) * weight
            other = torch.sum(recv * recv) * weight
            norm_a, norm_b = (own, other) if left else (other, own)
            triples.append(torch.stack([dot, norm_a, norm_b]) + _EPS)
        if triples:
            stats.insert(0, torch.cat(triples))
        flat_stats = torch.cat(stats) if stats else torch.zeros(0)
        if flat_stats.numel():
            flat_stats = _coll.all_reduce(flat_stats, self.group_list[step])

        nodes = 2 ** (step + 1)
        k = 0
        offset = 3 * len(triples)
        for piece, entry in zip(pieces, plan):
            if entry is None:
                n = piece.flat.numel()
                piece.flat = flat_stats[offset:offset + n] / nodes
                offset += n
                continue
            dot, norm_a, norm_b = flat_stats[3 * k:3 * k + 3]
            keep, recv = keeps[k], recvs[k]
            k += 1
            a, b = (keep, recv) if left else (recv, keep)
            piece.flat = (1 - dot / (2 * norm_a)) * a + (1 - dot / (2 * norm_b)) * b
            if entry == "whole":
                piece.mult *= 2
        return plan

    def _rollback_round(self, step, pieces, plan):
        """Undo the split of one round: swap the kept halves with the partner and concatenate them in order."""
        left = self.send_node[step]
        sends, recv_sizes, owners = [], [], []
        for piece, entry in zip(pieces, plan):
            if entry is None or entry == "whole":
                continue
            shape, n = entry
            sends.append(piece.flat)
            recv_sizes.append(n - piece.flat.numel())
            owners.append((piece, shape))
        received = self._exchange(step, sends, sum(recv_sizes))
        for (piece, shape), recv in zip(owners, torch.split(received, recv_sizes)):
            piece.flat = torch.cat((recv, piece.flat) if left else (piece.flat, recv))
            piece.shape = shape

    def _exchange(self, step, sends, recv_numel):
        send = torch.cat(sends) if sends else torch.zeros(0)
        if not sends and not recv_numel:
            return send
        return _coll.exchange(send, self.peer_list[step], recv_numel, torch.float32)
