"""Gradient reduction for data-parallel training (``mindspore.nn.wrap.grad_reducer``)."""
import torch

from ... import context
from ..._backend import collective as _coll
from ...common import dtype as mstype
from ...common.tensor import Tensor, _wrap
from ...common.parameter import Parameter, ParameterTuple
from ..cell import Cell

__all__ = ["DistributedGradReducer"]

_WORLD = "hccl_world_group"


def _world_size():
    dist = torch.distributed
    if dist.is_available() and dist.is_initialized():
        return dist.get_world_size()
    return 1


class DistributedGradReducer(Cell):
    r"""
    Sums (or averages) the gradients over all devices of data-parallel training.

    Every gradient is summed in float32 over the processes of ``torch.distributed`` (gradients of layer-wise
    parallel Parameters are left alone), multiplied by ``1 / degree`` when `mean` is True, and cast back to its
    dtype. As in PyTorch's DDP, the gradients travel in buckets (about 25 MB, or split where the auto-parallel
    context's ``all_reduce_fusion_config`` says) whose all-reduce starts during the backward pass, as soon as all
    gradients of a bucket exist; calling the reducer waits for them. In a single process (communication not
    initialised) nothing is exchanged: the result is the gradients, times ``1 / degree`` when `mean` is True.

    Args:
        parameters (list): The Parameters the gradients belong to, in the same order.
        mean (bool): Average instead of sum. ``None`` uses the auto-parallel context's ``gradients_mean``.
            Default: ``None``.
        degree (int): The number of devices to average over. ``None`` uses the communication world size.
            Default: ``None``.
        fusion_type (int): Fusion group of the all-reduce (a performance hint). Default: ``1``.
        group (str): The communication group (a world-group name or a group made by
            :func:`mindspore.communication.create_group`). Default: ``"hccl_world_group"``.

    Inputs:
        - **grads** (Union[Tensor, tuple[Tensor]]) - The gradients.

    Outputs:
        Tuple of Tensors (or a Tensor), same structure, shapes and dtypes as `grads`.

    Raises:
        ValueError: If `degree` is not an int greater than 0.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> net = nn.Dense(2, 1, weight_init="ones", bias_init="zeros")
        >>> reducer = nn.DistributedGradReducer(net.trainable_params(), mean=True, degree=2)
        >>> grads = reducer((Tensor([[2.0, 4.0]], ms.float32), Tensor([6.0], ms.float32)))
        >>> print(grads[0], grads[1])
        [[1. 2.]] [3.]
    """

    def __init__(self, parameters, mean=None, degree=None, fusion_type=1, group=_WORLD):
        super().__init__(auto_prefix=False)
        parallel_mode = context.get_auto_parallel_context("parallel_mode")
        if parallel_mode in ("semi_auto_parallel", "auto_parallel"):
            raise RuntimeError(f"{parallel_mode} can not use DistributedGradReducer in graph mode")
        self.mean = mean
        if mean is None:
            self.mean = context.get_auto_parallel_context("gradients_mean")
        self._pg, group_size = None, 1
        if _world_size() > 1:
            try:
                self._pg, group_size = _coll.named_group(group), len(_coll.group_ranks(group))
            except KeyError:
                raise ValueError(f"For 'DistributedGradReducer', the communication group '{group}' does not exist: "
                                 f"create it with mindspore.communication.create_group first.") from None
        if degree is None:
            degree = group_size
        elif isinstance(degree, bool) or not isinstance(degree, int) or degree <= 0:
            raise ValueError(f"For 'DistributedGradReducer', parameter 'degree' in DistributedGradReducer should "
                             f"large than 0 and be int, degree: {degree}.")
        self._degree_value = degree
        self.degree = Tensor(1.0 / degree, mstype.float32)
        self.fusion_type = fusion_type
        self.group = group
        self._layerwise = [bool(getattr(p, "layerwise_parallel", False)) for p in parameters]
        self._buckets = None
        if _world_size() > 1 and context.get_auto_parallel_context("parameter_broadcast"):
            # every rank starts from the values of the group's first rank
            src = _coll.group_ranks(group)[0]
            for p in parameters:
                p._t.data.copy_(_coll.broadcast(p._t.data, src, self._pg))
        if _world_size() > 1:
            params = [None if lw else p._t for p, lw in zip(parameters, self._layerwise)]
            self._buckets = _coll.GradBuckets(params, group=self._pg, splits=context.get_auto_parallel_context(
                "all_reduce_fusion_config") or None)

    def construct(self, grads):
        single = isinstance(grads, Tensor)
        items = [grads] if single else list(grads)
        ts = [g._t for g in items]
        dtypes = [t.dtype for t in ts]
        if self._buckets is not None and len(ts) == len(self._buckets.params):
            # layer-wise parallel gradients (not in a bucket) are scaled like the others when mean is True
            work = self._buckets.reduce(ts, 1.0 / self._degree_value if self.mean else None)
            if self.mean:
                work = [w * (1.0 / self._degree_value) if p is None and w.is_floating_point() else w
                        for w, p in zip(work, self._buckets.params)]
        else:
            work = [t.to(torch.float32) if t.is_floating_point() else t for t in ts]
            if _world_size() > 1:
                skip = self._layerwise + [False] * (len(work) - len(self._layerwise))
                _all_reduce_flat([t for t, s in zip(work, skip) if not s], self._pg)
            if self.mean and self._degree_value != 1:
                scale = self.degree._t.to(work[0].device) if work else None
                work = [t * scale if t.is_floating_point() else t for t in work]
        out = [_wrap(t.to(dt)) for t, dt in zip(work, dtypes)]
        return out[0] if single else tuple(out)


def _all_reduce_flat(tensors, group=None):
    """All-reduce (sum, in place) the tensors, one flat buffer per (device, dtype)."""
    dist = torch.distributed
    groups = {}
    for t in tensors:
        groups.setdefault((t.device, t.dtype), []).append(t)
    for group in groups.values():
        flat = torch.cat([t.reshape(-1) for t in group])
        dist.all_reduce(flat, group=group)
        offset = 0
        for t in group:
            n = t.numel()
            t.copy_(flat[offset:offset + n].view_as(t))
            offset += n


# ----- issue 11 (nnlossopt) ------------------------------------------------------------------------------------------
__all__ += ["PipelineGradReducer"]


class PipelineGradReducer(Cell):
    r"""
    Turns the gradients accumulated over the micro-batches of pipeline-parallel training into the gradients of the
    step: each accumulation buffer ``accu_grads.<name>`` is divided by `scale_sense` and then cleared.

    Under MindSpore's pipeline parallelism the compiler adds each micro-batch's gradient into the buffers. Nothing
    fills them in one process, so, as with MindSpore on one device, the result is the (zero) buffers divided by
    the scale. With `opt_shard` the incoming gradients themselves are divided by the scale instead.

    Args:
        parameters (ParameterTuple): The parameters whose gradients are reduced (normally
            ``optimizer.parameters``).
        scale_sense (float): The loss scale the gradients carry. Default: ``1.0`` .
        opt_shard (bool): Whether optimizer sharding is on; ``None`` reads the auto-parallel context.
            Default: ``None`` .

    Inputs:
        - **grads** (tuple[Tensor]) - The gradients, aligned with `parameters`.

    Outputs:
        tuple[Tensor], the reduced gradients.

    Supported Platforms:
        ``Ascend`` ``GPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import nn, Parameter, ParameterTuple, Tensor
        >>> params = ParameterTuple([Parameter(Tensor(np.ones(2), ms.float32), name="w")])
        >>> reducer = nn.PipelineGradReducer(params, opt_shard=True, scale_sense=4.0)
        >>> print(reducer((Tensor(np.array([2.0, 8.0]), ms.float32),))[0])
        [0.5 2. ]
        >>> print([p.name for p in reducer.get_parameters()])
        ['accu_grads.w', 'scale_sense']
    """

    def __init__(self, parameters, scale_sense=1.0, opt_shard=None):
        super().__init__(auto_prefix=False)
        self.accu_grads = ParameterTuple([Parameter(_wrap(torch.zeros_like(p._t)), name=f"accu_grads.{p.name}")
                                          for p in parameters])
        self.degree = Tensor(1, mstype.float32)
        self.scale_sense = Parameter(Tensor(scale_sense, mstype.float32), name="scale_sense")
        if opt_shard is None:
            opt_shard = bool(context.get_auto_parallel_context("enable_parallel_optimizer"))
        self.opt_shard = opt_shard

    def construct(self, grads):
        with torch.no_grad():
            scale = self.scale_sense._t * self.degree._t
            out = []
            for g, acc in zip(grads, self.accu_grads):
                source = g._t if self.opt_shard else acc._t
                out.append(_wrap(source * (1.0 / scale)))
                acc._t.zero_()
        return tuple(out)
