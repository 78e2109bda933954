"""``mindspore.train``: high-level training: :class:`Model`, callbacks, metrics, the loss-scale managers and
checkpoints in MindSpore's ``.ckpt`` format."""
from . import loss_scale_manager, serialization, callback, metrics, amp
from .amp import build_train_network
from .loss_scale_manager import LossScaleManager, FixedLossScaleManager, DynamicLossScaleManager
from .serialization import (save_checkpoint, load_checkpoint, load_param_into_net, load_checkpoint_async,
                            async_ckpt_thread_status)
from .model import Model
from .callback import (Callback, LossMonitor, TimeMonitor, ModelCheckpoint, CheckpointConfig, RunContext,
                       LearningRateScheduler, History, LambdaCallback, ReduceLROnPlateau, EarlyStopping,
                       BackupAndRestore)
from .metrics import (names, get_metric_fn, Accuracy, MAE, MSE, Metric, rearrange_inputs, Precision,
                      HausdorffDistance, Recall, Fbeta, BleuScore, CosineSimilarity, OcclusionSensitivity, F1, Dice,
                      ROC, auc, TopKCategoricalAccuracy, Top1CategoricalAccuracy, Top5CategoricalAccuracy, Loss,
                      MeanSurfaceDistance, RootMeanSquareDistance, Perplexity, ConfusionMatrix,
                      ConfusionMatrixMetric)

__all__ = (["Model", "LossScaleManager", "FixedLossScaleManager", "DynamicLossScaleManager", "build_train_network",
            "save_checkpoint", "load_checkpoint", "load_param_into_net", "load_checkpoint_async",
            "async_ckpt_thread_status"] + callback.__all__ + metrics.__all__)


from .serialization import (export, load, ckpt_to_safetensors, safetensors_to_ckpt,  # noqa: E402
                            merge_sliced_parameter)
__all__ += ["export", "load", "ckpt_to_safetensors", "safetensors_to_ckpt", "merge_sliced_parameter"]
from .serialization import get_ckpt_path_with_strategy  # noqa: E402
__all__ += ["get_ckpt_path_with_strategy"]
from .serialization import (build_searched_strategy, restore_group_info_list,  # noqa: E402
                            load_distributed_checkpoint)
__all__ += ["build_searched_strategy", "restore_group_info_list", "load_distributed_checkpoint"]
from . import summary  # noqa: E402
from .summary import SummaryRecord  # noqa: E402
from .callback import SummaryCollector  # noqa: E402,F401  (listed through callback.__all__)
__all__ += ["SummaryRecord"]
from .dataset_helper import DatasetHelper, connect_network_with_dataset  # noqa: E402
from .data_sink import data_sink  # noqa: E402
__all__ += ["DatasetHelper", "connect_network_with_dataset", "data_sink"]
from . import train_thor  # noqa: E402
from .train_thor import ConvertNetUtils, ConvertModelUtils  # noqa: E402
__all__ += ["ConvertNetUtils", "ConvertModelUtils"]
from .callback import OnRequestExit, FlopsUtilizationCollector  # noqa: E402,F401  (listed through callback.__all__)
from .callback import TrainFaultTolerance  # noqa: E402,F401  (listed through callback.__all__)
from .callback import SummaryLandscape  # noqa: E402,F401  (listed through callback.__all__)
from .._unsupported import missing_name_hook as _missing_name_hook  # noqa: E402
__getattr__ = _missing_name_hook(__name__)
