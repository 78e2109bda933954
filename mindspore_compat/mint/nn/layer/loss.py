"""Loss Cells of ``mindspore.mint.nn``; each calls the matching ``mint.nn.functional`` view."""
from ....nn.cell import Cell
from ....nn.loss.loss import LossBase
from .... import ops as _ops
from ...._viewdoc import cls_view
from .. import functional as F

__all__ = ["BCELoss", "BCEWithLogitsLoss", "CosineEmbeddingLoss", "KLDivLoss", "L1Loss", "MSELoss", "SmoothL1Loss",
           "SoftMarginLoss"]

_IO = "- **input** (Tensor) - The prediction.\n- **target** (Tensor) - The target, shaped like `input`."
_R = dict(reduction="(str): ``'none'``, ``'mean'`` or ``'sum'``. Default: ``'mean'``.")


@cls_view("Binary cross entropy of probabilities.", inputs=_IO,
          weight="(Tensor, optional): Rescales each element's loss. Default: ``None``.", **_R)
class BCELoss(Cell):
    def __init__(self, weight=None, reduction='mean'):
        super().__init__()
        self.weight, self.reduction = weight, reduction

    def construct(self, input, target):
        return F.binary_cross_entropy(input, target, self.weight, self.reduction)


@cls_view("Binary cross entropy with the sigmoid folded in.", inputs=_IO,
          weight="(Tensor, optional): Rescales each element's loss. Default: ``None``.",
          pos_weight="(Tensor, optional): Weight of the positive examples per class. Default: ``None``.", **_R)
class BCEWithLogitsLoss(Cell):
    def __init__(self, weight=None, reduction='mean', pos_weight=None):
        super().__init__()
        self.weight, self.reduction, self.pos_weight = weight, reduction, pos_weight

    def construct(self, input, target):
        return F.binary_cross_entropy_with_logits(input, target, self.weight, self.reduction, self.pos_weight)


@cls_view("Cosine embedding loss of pairs with targets 1 (similar) or -1 (dissimilar).",
          inputs="- **input1** (Tensor) - First embeddings.\n- **input2** (Tensor) - Second embeddings.\n"
                 "- **target** (Tensor) - 1 or -1 per pair.",
          margin="(float): The margin of dissimilar pairs. Default: ``0.0``.", **_R)
class CosineEmbeddingLoss(Cell):
    def __init__(self, margin=0.0, reduction='mean'):
        super().__init__()
        self.margin, self.reduction = margin, reduction

    def construct(self, input1, input2, target):
        return F.cosine_embedding_loss(input1, input2, target, self.margin, self.reduction)


@cls_view("Kullback-Leibler divergence of log-probabilities `input` from `target`.", inputs=_IO,
          reduction="(str): ``'none'``, ``'mean'``, ``'sum'`` or ``'batchmean'``. Default: ``'mean'``.",
          log_target="(bool): `target` holds log-probabilities. Default: ``False``.")
class KLDivLoss(Cell):
    def __init__(self, reduction='mean', log_target=False):
        super().__init__()
        self.reduction, self.log_target = reduction, log_target

    def construct(self, input, target):
        return F.kl_div(input, target, self.reduction, self.log_target)


@cls_view("Mean absolute error.", inputs=_IO, **_R)
class L1Loss(LossBase):
    def __init__(self, reduction='mean'):
        super().__init__(reduction)
        self.reduction_mode = reduction

    def construct(self, input, target):
        return _ops.l1_loss(input, target, self.reduction_mode)


@cls_view("Mean squared error.", inputs=_IO, **_R)
class MSELoss(Cell):
    def __init__(self, reduction='mean'):
        super().__init__()
        self.reduction = reduction

    def construct(self, input, target):
        return F.mse_loss(input, target, self.reduction)


@cls_view("Smooth L1 (Huber-like) loss: quadratic below `beta`, linear above.", inputs=_IO,
          beta="(float): The switch point. Default: ``1.0``.", **_R)
class SmoothL1Loss(Cell):
    def __init__(self, reduction='mean', beta=1.0):
        super().__init__()
        self.reduction, self.beta = reduction, beta

    def construct(self, input, target):
        return _ops.smooth_l1_loss(input, target, self.beta, self.reduction)


@cls_view("Two-class logistic loss ``log(1 + exp(-target * input))``.", inputs=_IO, **_R)
class SoftMarginLoss(LossBase):
    def __init__(self, reduction='mean'):
        super().__init__(reduction)
        self.reduction_mode = reduction

    def construct(self, input, target):
        return F.soft_margin_loss(input, target, self.reduction_mode)
