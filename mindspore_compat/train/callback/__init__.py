"""``mindspore.train.callback``: callbacks run by :class:`mindspore.train.Model` during training and evaluation.

``SummaryCollector`` writes TensorBoard event files (and the checkpoints of a loss landscape, which
``SummaryLandscape`` turns into landscapes); ``TrainFaultTolerance`` saves a checkpoint when training fails.
"""
from ._callback import Callback, RunContext
from ._callback import CallbackManager as _CallbackManager
from ._callback import InternalCallbackParam as _InternalCallbackParam
from ._checkpoint import CheckpointConfig, ModelCheckpoint
from ._checkpoint import CheckpointManager as _CheckpointManager
from ._loss_monitor import LossMonitor
from ._time_monitor import TimeMonitor
from ._lr_scheduler_callback import LearningRateScheduler
from ._history import History
from ._lambda_callback import LambdaCallback
from ._early_stop import EarlyStopping
from ._reduce_lr_on_plateau import ReduceLROnPlateau
from ._backup_and_restore import BackupAndRestore

# in MindSpore's order
__all__ = [
    "Callback", "LossMonitor", "TimeMonitor", "ModelCheckpoint", "CheckpointConfig", "RunContext",
    "LearningRateScheduler", "History", "LambdaCallback", "ReduceLROnPlateau", "EarlyStopping", "BackupAndRestore",
]
# nn helper: summaries (TensorBoard event files)
from ._summary_collector import SummaryCollector  # noqa: E402
__all__ += ["SummaryCollector"]
from ._on_request_exit import OnRequestExit  # noqa: E402
__all__ += ["OnRequestExit"]
from ._flops_collector import FlopsUtilizationCollector  # noqa: E402
__all__ += ["FlopsUtilizationCollector"]
from ._train_fault_tolerance import TrainFaultTolerance  # noqa: E402
__all__ += ["TrainFaultTolerance"]
from ._landscape import SummaryLandscape  # noqa: E402
__all__ += ["SummaryLandscape"]


from ..._unsupported import missing_name_hook as _missing_name_hook  # noqa: E402
__getattr__ = _missing_name_hook(__name__)
