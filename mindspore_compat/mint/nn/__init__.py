"""``mindspore.mint.nn``: PyTorch-style Cells (layers, activations, losses) and :mod:`.functional`."""
from . import functional
from .layer.activation import (ELU, GELU, Hardshrink, Hardsigmoid, Hardswish, Hardtanh, LogSigmoid, LogSoftmax,
                               Mish, PReLU, ReLU, ReLU6, SELU, SiLU, Sigmoid, Softmax, Tanh, Threshold)
from .layer.basic import (Flatten, Fold, Identity, Linear, PixelShuffle, Unfold, Upsample, UpsamplingBilinear2d,
                          UpsamplingNearest2d)
from .layer.conv import Conv1d, Conv2d, Conv3d, ConvTranspose2d
from .layer.normalization import BatchNorm1d, BatchNorm2d, BatchNorm3d, GroupNorm, SyncBatchNorm
from .layer.pooling import (AdaptiveAvgPool1d, AdaptiveAvgPool2d, AdaptiveAvgPool3d, AdaptiveMaxPool1d,
                            AdaptiveMaxPool2d, AvgPool1d, AvgPool2d, AvgPool3d, MaxUnpool2d)
from .layer.padding import (ConstantPad1d, ConstantPad2d, ConstantPad3d, ZeroPad1d, ZeroPad2d, ZeroPad3d,
                            ReflectionPad1d, ReflectionPad2d, ReflectionPad3d, ReplicationPad1d, ReplicationPad2d,
                            ReplicationPad3d)
from .layer.loss import (BCELoss, BCEWithLogitsLoss, CosineEmbeddingLoss, KLDivLoss, L1Loss, MSELoss, SmoothL1Loss,
                         SoftMarginLoss)
from .layer import activation as _a, basic as _b, conv as _c, normalization as _n, pooling as _p, padding as _d, \
    loss as _l

__all__ = sorted(_a.__all__ + _b.__all__ + _c.__all__ + _n.__all__ + _p.__all__ + _d.__all__ + _l.__all__)


from ..._unsupported import missing_name_hook as _missing_name_hook  # noqa: E402
__getattr__ = _missing_name_hook(__name__)
