"""``mindspore.nn.metrics``: the MindSpore 1.x location of the evaluation metrics.

The objects are the ones of :mod:`mindspore.train.metrics` (``nn.metrics.Accuracy is train.Accuracy``); this
module only re-exports them under MindSpore 2.10's ``mindspore.nn.metrics.__all__`` (which, unlike train's, also
lists ``get_metrics``), so that scripts written for 1.x keep importing. It lives here, above ``nn/``, and the package
root serves it at the path ``mindspore.nn.metrics`` (``_alias.serve_module_paths``), so ``nn/`` never imports
``train/``."""
from . import (Accuracy, HausdorffDistance, MAE, MSE, Metric, rearrange_inputs, Precision, Recall,
                             Fbeta, F1, Dice, ROC, auc, TopKCategoricalAccuracy, Top1CategoricalAccuracy,
                             Top5CategoricalAccuracy, Loss, MeanSurfaceDistance, RootMeanSquareDistance, BleuScore,
                             CosineSimilarity, OcclusionSensitivity, Perplexity, ConfusionMatrixMetric,
                             ConfusionMatrix, names, get_metric_fn, get_metrics)

__all__ = ["names", "get_metric_fn", "get_metrics", "Accuracy", "MAE", "MSE", "Metric", "rearrange_inputs",
           "Precision", "HausdorffDistance", "Recall", "Fbeta", "BleuScore", "CosineSimilarity",
           "OcclusionSensitivity", "F1", "Dice", "ROC", "auc", "TopKCategoricalAccuracy", "Top1CategoricalAccuracy",
           "Top5CategoricalAccuracy", "Loss", "MeanSurfaceDistance", "RootMeanSquareDistance", "Perplexity",
           "ConfusionMatrix", "ConfusionMatrixMetric"]


from ..._unsupported import missing_name_hook as _missing_name_hook  # noqa: E402
__getattr__ = _missing_name_hook(__name__)
