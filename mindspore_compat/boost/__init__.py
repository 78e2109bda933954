"""
Boost accelerates network training automatically, e.g. by reducing BatchNorm layers, freezing gradients and
accumulating gradients.

Note:
    Boost is still in beta: its algorithms, options and results may change in later versions.
"""
from .boost import AutoBoost
from .base import OptimizerProcess, ParameterProcess
from .boost_cell_wrapper import BoostTrainOneStepCell, BoostTrainOneStepWithLossScaleCell
from .less_batch_normalization import LessBN
from .grad_freeze import GradientFreeze, FreezeOpt, freeze_cell
from .grad_accumulation import GradientAccumulation
from .adasum import AdaSum
from .dim_reduce import DimReduce
from .group_loss_scale_manager import GroupLossScaleManager

__all__ = ['AutoBoost',
           'OptimizerProcess', 'ParameterProcess',
           'BoostTrainOneStepCell', 'BoostTrainOneStepWithLossScaleCell',
           'LessBN',
           'GradientFreeze', 'FreezeOpt', 'freeze_cell',
           'GradientAccumulation',
           'AdaSum', 'DimReduce',
           'GroupLossScaleManager']


from .._unsupported import missing_name_hook as _missing_name_hook  # noqa: E402
__getattr__ = _missing_name_hook(__name__)
