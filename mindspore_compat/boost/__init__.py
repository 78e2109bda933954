"""
Boost accelerates network training automatically, e.g. by reducing BatchNorm layers, freezing gradients and
accumulating gradients.

Note:
    Boost is still in beta: its algorithms, options and results may change in later versions.
"""
from .boost import AutoBoost
from .base import OptimizerProcess, ParameterProcess
from .adasum import AdaSum
from .boost_cell_wrapper import BoostTrainOneStepCell, BoostTrainOneStepWithLossScaleCell
from .dim_reduce import DimReduce
from .grad_accumulation import GradientAccumulation
from .grad_freeze import FreezeOpt, GradientFreeze, freeze_cell
from .group_loss_scale_manager import GroupLossScaleManager
from .less_batch_normalization import LessBN

__all__ = ['AutoBoost', 'OptimizerProcess', 'ParameterProcess', 'BoostTrainOneStepCell',
           'BoostTrainOneStepWithLossScaleCell', 'LessBN', 'GradientFreeze', 'FreezeOpt', 'freeze_cell',
           'GradientAccumulation', 'AdaSum', 'DimReduce', 'GroupLossScaleManager']


from .._unsupported import missing_name_hook as _missing_name_hook  # noqa: E402
__getattr__ = _missing_name_hook(__name__)
