"""``mindspore.nn``: Cell, layers, losses, optimizers and training wrappers."""
from .cell import Cell, GraphCell
from . import layer
from .layer import *  # noqa: F401,F403

__all__ = ["Cell", "GraphCell"] + list(layer.__all__)

for _sub in ("loss", "optim", "wrap", "learning_rate_schedule", "dynamic_lr"):
    try:
        _mod = __import__(f"{__name__}.{_sub}", fromlist=["__all__"])
    except ModuleNotFoundError as _e:  # subpackage not written yet
        if _e.name != f"{__name__}.{_sub}":
            raise
        continue
    _names = getattr(_mod, "__all__", [])
    globals().update({_n: getattr(_mod, _n) for _n in _names})
    __all__ += list(_names)


# ----- metrics (nnlossopt) -----------------------------------------------------------------------------------------
# mindspore.nn re-exports mindspore.train's metrics (and keeps the 1.x module mindspore.nn.metrics). train/ sits above
# nn/ and imports it, so these names are resolved on first use instead of at import time.
_METRIC_NAMES = ("names", "get_metric_fn", "get_metrics", "Accuracy", "MAE", "MSE", "Metric", "rearrange_inputs",
                 "Precision", "HausdorffDistance", "Recall", "Fbeta", "BleuScore", "CosineSimilarity",
                 "OcclusionSensitivity", "F1", "Dice", "ROC", "auc", "TopKCategoricalAccuracy",
                 "Top1CategoricalAccuracy", "Top5CategoricalAccuracy", "Loss", "MeanSurfaceDistance",
                 "RootMeanSquareDistance", "Perplexity", "ConfusionMatrix", "ConfusionMatrixMetric")
__all__ += list(_METRIC_NAMES)
from . import probability  # noqa: E402,F401  (mindspore.nn.probability.distribution / .bijector)
# nn helper: the Jvp/Vjp cells (mindspore.nn.grad) and no_init_parameters (mindspore.nn.utils)
from .grad import Jvp, Vjp  # noqa: E402
from .utils import no_init_parameters  # noqa: E402
__all__ += ["Jvp", "Vjp", "no_init_parameters"]


def _metric_getter(name):
    def get():
        return getattr(__import__(f"{__name__}.metrics", fromlist=[name]), name)
    return get


# Cells on sparse tensors (mindspore.nn.sparse)
from . import sparse  # noqa: E402
from .sparse import SparseToDense, SparseTensorDenseMatmul  # noqa: E402
__all__ += list(sparse.__all__)


from .._unsupported import missing_name_hook as _missing_name_hook  # noqa: E402
__getattr__ = _missing_name_hook(__name__, lazy={_n: _metric_getter(_n) for _n in _METRIC_NAMES})
