"""``mindspore.train.metrics``: metrics that evaluate a model's predictions (numpy-based, as MindSpore's; the
surface-distance metrics use SciPy's ``ndimage``)."""
from .accuracy import Accuracy
from .hausdorff_distance import HausdorffDistance
from .error import MAE, MSE
from .metric import Metric, rearrange_inputs
from .precision import Precision
from .recall import Recall
from .fbeta import Fbeta, F1
from .dice import Dice
from .roc import ROC
from .auc import auc
from .topk import TopKCategoricalAccuracy, Top1CategoricalAccuracy, Top5CategoricalAccuracy
from .loss import Loss
from .mean_surface_distance import MeanSurfaceDistance
from .root_mean_square_surface_distance import RootMeanSquareDistance
from .bleu_score import BleuScore
from .cosine_similarity import CosineSimilarity
from .occlusion_sensitivity import OcclusionSensitivity
from .perplexity import Perplexity
from .confusion_matrix import ConfusionMatrixMetric, ConfusionMatrix

__all__ = ["Accuracy", "auc", "BleuScore", "ConfusionMatrix", "ConfusionMatrixMetric", "CosineSimilarity", "Dice",
           "F1", "Fbeta", "get_metric_fn", "HausdorffDistance", "Loss", "MAE", "MeanSurfaceDistance", "Metric",
           "MSE", "names", "OcclusionSensitivity", "Perplexity", "Precision", "rearrange_inputs", "Recall", "ROC",
           "RootMeanSquareDistance", "Top1CategoricalAccuracy", "Top5CategoricalAccuracy", "TopKCategoricalAccuracy"]

# metric name -> the class (or function) get_metric_fn builds it with
_METRIC_BUILDERS = dict(
    accuracy=Accuracy, acc=Accuracy, precision=Precision, recall=Recall, F1=F1, dice=Dice, roc=ROC, auc=auc,
    bleu_score=BleuScore, cosine_similarity=CosineSimilarity, occlusion_sensitivity=OcclusionSensitivity,
    topk=TopKCategoricalAccuracy, hausdorff_distance=HausdorffDistance, top_1_accuracy=Top1CategoricalAccuracy,
    top_5_accuracy=Top5CategoricalAccuracy, mae=MAE, mse=MSE, loss=Loss, mean_surface_distance=MeanSurfaceDistance,
    root_mean_square_distance=RootMeanSquareDistance, perplexity=Perplexity, confusion_matrix=ConfusionMatrix,
    confusion_matrix_metric=ConfusionMatrixMetric,
)


def names():
    """
    The names of the metrics :func:`mindspore.train.get_metric_fn` (and the `metrics` set of
    :class:`mindspore.train.Model`) accepts.

    Returns:
        List, the names, sorted.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> from mindspore.train.metrics import names
        >>> print(names()[:6])
        ['F1', 'acc', 'accuracy', 'auc', 'bleu_score', 'confusion_matrix']
    """
    return sorted(_METRIC_BUILDERS)


def get_metric_fn(name, *args, **kwargs):
    """
    The metric object of a name.

    Args:
        name (str): The metric name, one of :func:`mindspore.train.names`.
        args: Positional arguments of the metric's constructor.
        kwargs: Keyword arguments of the metric's constructor.

    Returns:
        Metric object, the metric (for ``'auc'``, the result of :func:`mindspore.train.auc` on the arguments).

    Raises:
        KeyError: If `name` is not a metric name.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> from mindspore.train.metrics import get_metric_fn
        >>> metric = get_metric_fn('precision', eval_type='classification')
        >>> print(type(metric).__name__)
        Precision
        >>> print(get_metric_fn('topk', 3).k)
        3
    """
    build = _METRIC_BUILDERS.get(name)
    if build is None:
        raise KeyError(f"For 'get_metric_fn', unsupported metric {name}, please refer to official website "
                       f"for more details about supported metrics.")
    return build(*args, **kwargs)


def get_metrics(metrics):
    """
    The metrics used in evaluation, as a dict of name to metric object.

    Args:
        metrics (Union[dict, set, None]): A dict of names to Metric objects (returned as it is), a set of metric
            names (each built with :func:`get_metric_fn`), or None.

    Returns:
        dict, the metric objects by name (None for None).

    Raises:
        TypeError: If `metrics` is not None, a dict of str to Metric, or a set.
        KeyError: If a name of the set is not a metric name.

    Examples:
        >>> from mindspore.train.metrics import get_metrics
        >>> print(sorted(get_metrics({'accuracy', 'loss'})))
        ['accuracy', 'loss']
    """
    if metrics is None:
        return None
    if isinstance(metrics, set):
        return {name: get_metric_fn(name) for name in metrics}
    if not isinstance(metrics, dict):
        raise TypeError("For 'get_metrics', the argument 'metrics' must be None, dict or set, "
                        "but got {}".format(metrics))
    for key, value in metrics.items():
        if not (isinstance(key, str) and isinstance(value, Metric)):
            raise TypeError(f"For 'get_metrics', if 'metrics' is dict, the key in 'metrics' must be string and "
                            f"value in 'metrics' must be Metric, but got key:{type(key)}, value:{type(value)}.")
    return metrics
