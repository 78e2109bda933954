"""Normalisation Cells of ``mindspore.mint.nn``: batch norm (PyTorch's momentum convention), group norm."""
from typing import Optional

from ....nn.cell import Cell
from .... import ops as _ops
from ....common import dtype as _mstype
from ....common.parameter import Parameter
from ...._viewdoc import cls_view
from .. import functional as F

__all__ = ["BatchNorm1d", "BatchNorm2d", "BatchNorm3d", "GroupNorm", "SyncBatchNorm"]

_ARGS = dict(num_features="(int): The number of channels C.",
             eps="(float): Added to the variance. Default: ``1e-05``.",
             momentum="(float): Weight of the new batch in the running statistics. Default: ``0.1``.",
             affine="(bool): Learnable per-channel weight and bias. Default: ``True``.",
             track_running_stats="(bool): Keep running statistics (used in evaluation). Default: ``True``.",
             dtype="(mindspore.dtype, optional): The Parameters' dtype. Default: ``None`` (float32).")


class _BatchNorm(Cell):
    """Parameters ``weight``, ``bias``, ``running_mean``, ``running_var``; `dims` is the expected input rank(s)."""
    dims = ()

    def __init__(self, num_features: int, eps=1e-05, momentum=0.1, affine=True, track_running_stats=True,
                 dtype=None) -> None:
        super().__init__()
        dtype = _mstype.float32 if dtype is None else dtype
        self.num_features, self.eps, self.momentum = num_features, eps, momentum
        self.affine, self.track_running_stats = affine, track_running_stats
        self.weight = Parameter(_ops.ones((num_features,), dtype), name="weight", requires_grad=affine)
        self.bias = Parameter(_ops.zeros((num_features,), dtype), name="bias", requires_grad=affine)
        if track_running_stats:
            self.running_mean = Parameter(_ops.zeros((num_features,), dtype), name="running_mean",
                                          requires_grad=False)
            self.running_var = Parameter(_ops.ones((num_features,), dtype), name="running_var",
                                         requires_grad=False)
        else:
            self.running_mean = self.running_var = None

    def construct(self, input):
        if self.dims and input.ndim not in self.dims:
            raise ValueError(f"For '{self.cls_name}', the input must be {' or '.join(map(str, self.dims))}-D, but "
                             f"got {input.ndim}-D.")
        use_batch = self.training or not self.track_running_stats
        rm, rv = self.running_mean, self.running_var
        if rm is None:
            rm = _ops.zeros((self.num_features,), input.dtype)
            rv = _ops.ones((self.num_features,), input.dtype)
        return F.batch_norm(input, rm, rv, self.weight, self.bias, use_batch, self.momentum, self.eps)

    def extend_repr(self):
        return (f"num_features={self.num_features}, eps={self.eps}, momentum={self.momentum}, affine={self.affine}, "
                f"track_running_stats={self.track_running_stats}")


@cls_view("Batch normalisation over (N, C) or (N, C, L).", **_ARGS)
class BatchNorm1d(_BatchNorm):
    dims = (2, 3)


@cls_view("Batch normalisation over (N, C, H, W).", **_ARGS)
class BatchNorm2d(_BatchNorm):
    dims = (4,)


@cls_view("Batch normalisation over (N, C, D, H, W).", **_ARGS)
class BatchNorm3d(_BatchNorm):
    dims = (5,)


@cls_view("Batch normalisation whose statistics span all processes of `process_group`; in a single process it "
          "is batch normalisation over (N, C, \\*).",
          process_group="(str, optional): The communication group. Default: ``None`` (all processes).", **_ARGS)
class SyncBatchNorm(_BatchNorm):
    def __init__(self, num_features: int, eps: float = 1e-05, momentum: float = 0.1, affine: bool = True,
                 track_running_stats: bool = True, process_group: Optional[str] = None, dtype=None):
        super().__init__(num_features, eps, momentum, affine, track_running_stats, dtype)
        self.process_group = process_group

    def construct(self, input):
        return super().construct(input)


@cls_view("Group normalisation: the channels are split into `num_groups` groups, each normalised over its "
          "channels and the spatial dimensions.", num_groups="(int): The number of groups.",
          num_channels="(int): The number of channels C.", eps="(float): Added to the variance. Default: ``1e-05``.",
          affine="(bool): Learnable per-channel weight and bias. Default: ``True``.",
          dtype="(mindspore.dtype, optional): The Parameters' dtype. Default: ``None`` (float32).")
class GroupNorm(Cell):
    def __init__(self, num_groups, num_channels, eps=1e-05, affine=True, dtype=None):
        super().__init__()
        if num_channels % num_groups:
            raise ValueError(f"For 'GroupNorm', the 'num_channels' must be divisible by 'num_groups', but got "
                             f"num_channels: {num_channels}, num_groups: {num_groups}.")
        dtype = _mstype.float32 if dtype is None else dtype
        self.num_groups, self.num_channels, self.eps, self.affine = num_groups, num_channels, eps, affine
        self.weight = Parameter(_ops.ones((num_channels,), dtype), name="weight", requires_grad=affine)
        self.bias = Parameter(_ops.zeros((num_channels,), dtype), name="bias", requires_grad=affine)

    def construct(self, input):
        return F.group_norm(input, self.num_groups, self.weight, self.bias, self.eps)

    def extend_repr(self):
        return f"num_groups={self.num_groups}, num_channels={self.num_channels}, eps={self.eps}, affine={self.affine}"
