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
