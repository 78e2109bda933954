"""Training wrappers (``mindspore.nn.wrap``): loss/grad/eval cells, one-step train cells, loss scaling."""
from . import cell_wrapper, grad_reducer, loss_scale
from .cell_wrapper import (WithLossCell, WithEvalCell, WithGradCell, ForwardValueAndGrad, TrainOneStepCell,
                           GetNextSingleOp, ParameterUpdate, TimeDistributed, MicroBatchInterleaved, PipelineCell)
from .grad_reducer import DistributedGradReducer
from .loss_scale import TrainOneStepWithLossScaleCell, DynamicLossScaleUpdateCell, FixedLossScaleUpdateCell

__all__ = ["WithLossCell", "WithEvalCell", "WithGradCell", "ForwardValueAndGrad", "TrainOneStepCell",
           "GetNextSingleOp", "ParameterUpdate", "TimeDistributed", "MicroBatchInterleaved", "PipelineCell",
           "DistributedGradReducer", "TrainOneStepWithLossScaleCell", "DynamicLossScaleUpdateCell",
           "FixedLossScaleUpdateCell"]
# issue 11 (nnlossopt)
from .cell_wrapper import GradAccumulationCell, VirtualDatasetCellTriple  # noqa: E402
from .grad_reducer import PipelineGradReducer  # noqa: E402
__all__ += ["GradAccumulationCell", "VirtualDatasetCellTriple", "PipelineGradReducer"]
