"""ConfusionMatrix and ConfusionMatrixMetric."""
import numpy as np

from ..._checkparam import check_string, check_value_type
from .metric import Metric, rearrange_inputs

__all__ = ["ConfusionMatrix", "ConfusionMatrixMetric"]

# normalize -> the axis over which the counts are summed to divide them (None: the whole matrix)
_NORMALIZATIONS = {"no_norm": None, "target": 1, "prediction": 0, "all": None}
_FLOAT_DTYPES = (np.float16, np.float32, np.float64)


class ConfusionMatrix(Metric):
    """
    The confusion matrix of classification predictions: entry ``[i, j]`` counts the samples of label ``i``
    predicted as ``j``. For metrics derived from confusion matrices (TPR, PPV, ...) use
    :class:`mindspore.train.ConfusionMatrixMetric`.

    Args:
        num_classes (int): The number of classes.
        normalize (str, optional): ``"no_norm"`` (counts), ``"target"`` (each row sums to 1), ``"prediction"``
            (each column sums to 1) or ``"all"`` (the matrix sums to 1). Default: ``"no_norm"``.
        threshold (float, optional): Float predictions of the shape of the labels are binarized as
            ``prediction >= threshold``. Default: ``0.5``.

    Raises:
        TypeError: If `num_classes` is not an int or `threshold` not a float.
        ValueError: If `normalize` is not one of the values above.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> from mindspore import Tensor
        >>> from mindspore.train import ConfusionMatrix
        >>> matrix = ConfusionMatrix(num_classes=3)
        >>> matrix.update(Tensor(np.array([0, 2, 1, 2, 0])), Tensor(np.array([0, 2, 2, 2, 1])))
        >>> print(matrix.eval())
        [[1. 0. 0.]
         [1. 0. 0.]
         [0. 1. 2.]]
        >>> by_row = ConfusionMatrix(num_classes=2, normalize='target')
        >>> by_row.update(np.array([[0.7, 0.3], [0.4, 0.6], [0.2, 0.8]]), np.array([0, 0, 1]))
        >>> print(by_row.eval())
        [[0.5 0.5]
         [0.  1. ]]
    """

    def __init__(self, num_classes, normalize="no_norm", threshold=0.5):
        super().__init__()
        self.num_classes = check_value_type("num_classes", num_classes, [int])
        if normalize not in tuple(_NORMALIZATIONS):
            raise ValueError("For 'ConfusionMatrix', the argument 'normalize' must be in "
                             "['all', 'prediction', 'label', 'no_norm'(None)], but got {}.".format(normalize))
        self.normalize, self.threshold = normalize, check_value_type("threshold", threshold, [float])
        self.clear()

    def clear(self):
        """Forget everything accumulated so far."""
        size = self.num_classes
        self.confusion_matrix = np.zeros((size, size))
        self._is_update = False

    @rearrange_inputs
    def update(self, *inputs):
        """
        Accumulate one batch.

        Args:
            inputs: The prediction `y_pred` and the label `y` (Tensor, list or numpy.ndarray). `y_pred` has shape
                :math:`(N, C, ...)` (scores; the class is the index of the largest) or :math:`(N, ...)` (classes,
                or float scores binarized with `threshold`); `y` has shape :math:`(N, ...)`.

        Raises:
            ValueError: If not exactly two inputs are given.
            ValueError: If `y_pred` has neither the dimensions of `y` nor one more.
        """
        if len(inputs) != 2:
            raise ValueError("For 'ConfusionMatrix.update', it needs 2 inputs (predicted value, true value), "
                             "but got {}.".format(len(inputs)))
        y_pred, y = (self._convert_data(item) for item in inputs)
        extra_axes = y_pred.ndim - y.ndim
        if extra_axes not in (0, 1):
            raise ValueError(f"For 'ConfusionMatrix.update', predicted value (input[0]) and true value "
                             f"(input[1]) should have same dimensions, or the dimension of predicted value "
                             f"equals the dimension of true value add 1, but got predicted value ndim: "
                             f"{y_pred.ndim}, true value ndim: {y.ndim}.")
        if extra_axes:
            y_pred = np.argmax(y_pred, axis=1)
        elif y_pred.dtype in _FLOAT_DTYPES:
            y_pred = (y_pred >= self.threshold).astype(int)
        # cell (label, prediction) of the matrix, numbered row by row
        size = self.num_classes
        cells = (np.ravel(y) * size + np.ravel(y_pred)).astype(int)
        self.confusion_matrix += np.bincount(cells, minlength=size * size).reshape(size, size)
        self._is_update = True

    def eval(self):
        """
        The confusion matrix, normalized as `normalize` says (entries of empty rows / columns are 0).

        Returns:
            numpy.ndarray, the matrix of shape :math:`(C, C)`.

        Raises:
            RuntimeError: If `update` was not called.
        """
        if not self._is_update:
            raise RuntimeError("Please call the 'update' method before calling 'eval' method.")
        counts = self.confusion_matrix.astype(float)
        if self.normalize == "no_norm":
            return counts
        with np.errstate(divide="ignore", invalid="ignore"):
            shares = counts / counts.sum(axis=_NORMALIZATIONS[self.normalize], keepdims=True)
        return np.where(np.isnan(shares), 0.0, shares)


class ConfusionMatrixMetric(Metric):
    r"""
    A metric computed from confusion matrices (true / false positives and negatives) of one-hot segmentation or
    classification outputs, such as sensitivity, precision or the F1 score.

    Args:
        skip_channel (bool, optional): Whether to skip the first channel of the predictions (in MindSpore's sense:
            with ``False`` the first channel is dropped when there are several). Default: ``True``.
        metric_name (str, optional): The metric: ``"sensitivity"``, ``"specificity"``, ``"precision"``,
            ``"negative predictive value"``, ``"miss rate"``, ``"fall out"``, ``"false discovery rate"``,
            ``"false omission rate"``, ``"prevalence threshold"``, ``"threat score"``, ``"accuracy"``,
            ``"balanced accuracy"``, ``"f1 score"``, ``"matthews correlation coefficient"``,
            ``"fowlkes mallows index"``, ``"informedness"``, ``"markedness"``, or a common alias (``"tpr"``,
            ``"recall"``, ``"ppv"``, ``"tnr"``, ``"mcc"``, ...). Default: ``"sensitivity"``.
        calculation_method (bool, optional): ``True`` computes the metric for each sample and averages; ``False``
            (for classification) accumulates the confusion matrix of all samples first. Default: ``False``.
        decrease (str, optional): With `calculation_method`, how a batch is reduced: ``"none"``, ``"mean"``,
            ``"sum"``, ``"mean_batch"``, ``"sum_batch"``, ``"mean_channel"`` or ``"sum_channel"``.
            Default: ``"mean"``.

    Raises:
        TypeError: If `skip_channel` or `calculation_method` is not a bool, `metric_name` or `decrease` not a str.
        ValueError: If `decrease` is not one of the values above.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> from mindspore import Tensor
        >>> from mindspore.train import ConfusionMatrixMetric
        >>> metric = ConfusionMatrixMetric(skip_channel=False, metric_name="precision", calculation_method=True)
        >>> pred = Tensor(np.array([[[1, 1, 0]], [[0, 1, 1]]]))
        >>> truth = Tensor(np.array([[[1, 0, 0]], [[0, 1, 1]]]))
        >>> metric.update(pred, truth)
        >>> print(metric.eval())
        0.75
    """

    def __init__(self, skip_channel=True, metric_name="sensitivity", calculation_method=False, decrease="mean"):
        super().__init__()
        self.confusion_matrix = _BatchConfusion(skip_channel, metric_name, calculation_method, decrease)
        self.skip_channel = check_value_type("skip_channel", skip_channel, [bool])
        self.calculation_method = check_value_type("calculation_method", calculation_method, [bool])
        self.metric_name = check_value_type("metric_name", metric_name, [str])
        self.decrease = check_string(check_value_type("decrease", decrease, [str]), list(_REDUCTIONS), "decrease")
        self.clear()

    def clear(self):
        """Forget everything accumulated so far."""
        self._total_num = self._class_num = 0
        self._total_tp = self._total_fp = self._total_tn = self._total_fn = 0.0

    @rearrange_inputs
    def update(self, *inputs):
        """
        Accumulate one batch.

        Args:
            inputs: The prediction `y_pred` and the label `y` (Tensor, list or numpy.ndarray), binarized one-hot
                data of shape :math:`(B, C, ...)` (classification: :math:`(B, C)`; segmentation:
                :math:`(B, C, H, W)` or :math:`(B, C, H, W, D)`).

        Raises:
            ValueError: If the number of inputs is not 2, the label is not binarized, the prediction has fewer than
                2 dimensions or the shapes differ.
            NotImplementedError: If `metric_name` is not a known metric.
        """
        if len(inputs) != 2:
            raise ValueError("For 'ConfusionMatrixMetric.update', it needs 2 inputs (predicted value, true value), "
                             "but got {}.".format(len(inputs)))
        y_pred, y = (self._convert_data(item) for item in inputs)
        if self.calculation_method:
            value, defined = self.confusion_matrix(y_pred, y)
            defined = int(defined.item())
            self._total_num += value.item() * defined
            self._class_num += defined
            return
        totals, _ = _reduce_chart(self.confusion_matrix(y_pred, y), "sum")
        tp, fp, tn, fn = (float(total) for total in totals)
        self._total_tp += tp
        self._total_fp += fp
        self._total_tn += tn
        self._total_fn += fn

    def eval(self):
        """
        Compute the metric.

        Returns:
            numpy.ndarray (accumulated confusion matrix) or float (per-sample averages), the metric.

        Raises:
            RuntimeError: If `calculation_method` is set and no sample was counted.
        """
        if self.calculation_method:
            if not self._class_num:
                why = ("the number of samples is 0, please check whether your inputs(predicted value, true value) "
                       "are empty, or has called update method before calling eval method.")
                raise RuntimeError(f"The 'ConfusionMatrixMetric' can not be calculated, because {why}")
            return self._total_num / self._class_num
        totals = np.array([self._total_tp, self._total_fp, self._total_tn, self._total_fn])
        return _metric_values(self.metric_name, totals)


class _BatchConfusion:
    """The work of ConfusionMatrixMetric on one batch: the (tp, fp, tn, fn) counts of every sample and channel or,
    with `calculation_method`, the metric of each reduced by `decrease`, with the number of defined values."""

    def __init__(self, skip_channel, metric_name, calculation_method, decrease):
        self.metric_name, self.decrease = metric_name, decrease
        self.skip_channel, self.calculation_method = skip_channel, calculation_method

    def __call__(self, y_pred, y):
        if not np.array_equal(y.astype(np.uint8), y):
            raise ValueError("For 'ConfusionMatrix.update', the true value (input[1]) must be a binarized ndarray.")
        if y_pred.ndim < 2:
            raise ValueError(f"For 'ConfusionMatrix.update', the predicted value (input[0]) must have at least 2 "
                             f"dimensions, but got {y_pred.ndim}.")
        # classification data, (B, C) or (B, C, 1): from then on only the counts are returned (for good, as in
        # MindSpore)
        if y_pred.ndim == 2 or (y_pred.ndim == 3 and y_pred.shape[-1] == 1):
            self.calculation_method = False
        counts = _confusion_counts(y_pred, y, self.skip_channel)
        if not self.calculation_method:
            return counts
        return _reduce_chart(_metric_values(self.metric_name, counts), self.decrease)


def _confusion_counts(y_pred, y, skip_channel):
    """An array of shape (B, C, 4): the tp, fp, tn and fn of every channel of every sample."""
    if not skip_channel:
        # MindSpore's sense of the flag: without it, the first channel is left out when there are several
        y, y_pred = (data[:, 1:] if data.shape[1] > 1 else data for data in (y, y_pred))
    y, y_pred = y.astype(float), y_pred.astype(float)
    if y.shape != y_pred.shape:
        raise ValueError(f"The 'y_shape' should be = y_pred_shape: {y_pred.shape}, but got {y.shape}.")
    grouped = y_pred.shape[:2] + (-1,)
    truth = y.reshape(grouped)
    both = y_pred.reshape(grouped) + truth
    tp = (both == 2).sum(axis=2, dtype=float)
    tn = (both == 0).sum(axis=2, dtype=float)
    positives = truth.sum(axis=2)
    negatives = truth.shape[-1] - positives
    return np.stack([tp, negatives - tn, tn, positives - tp], axis=-1)


def _mean_where_defined(total, count):
    """total / count, 0 where count is 0 (at least 1-D)."""
    with np.errstate(divide="ignore", invalid="ignore"):
        return np.where(count > 0, total / count, np.zeros(1))


# decrease -> the axes summed over (None: no reduction; "mean": the mean of each sample, then over the samples)
_REDUCTIONS = {"none": None, "mean": (1, 0), "sum": (0, 1), "mean_batch": 0, "sum_batch": 0, "mean_channel": 1,
               "sum_channel": 1}


def _reduce_chart(chart, decrease):
    """(reduced chart, number of defined values) of a (batch, channel, ...) chart; NaN values are undefined and
    count as 0 (the chart is changed in place)."""
    undefined = np.isnan(chart)
    defined = (~undefined).astype(float)
    chart[undefined] = 0
    axes = _REDUCTIONS.get(decrease)
    if axes is None:
        return chart, defined
    if decrease == "mean":
        per_sample_count = defined.sum(axis=1)
        per_sample = _mean_where_defined(chart.sum(axis=1), per_sample_count)
        samples = (per_sample_count > 0).astype(float).sum(axis=0)
        return _mean_where_defined(per_sample.sum(axis=0), samples), samples
    count = defined.sum(axis=axes)
    total = chart.sum(axis=axes)
    if decrease.startswith("mean"):
        total = _mean_where_defined(total, count)
    return total, count


def _ratio(numerator, denominator):
    """numerator / denominator, NaN where the denominator is not positive."""
    return np.where(denominator > 0, numerator / denominator, np.float64(np.nan))


def _prevalence_threshold(tpr, tnr):
    """(numerator, denominator) of the prevalence threshold."""
    return np.sqrt(tpr * (1.0 - tnr)) + tnr - 1.0, tpr + tnr - 1.0


# short metric name -> (numerator, denominator) from (tp, fp, tn, fn); the sums are grouped as in MindSpore, which
# keeps the results identical to the last bit
_FORMULAS = {
    "tpr": lambda tp, fp, tn, fn: (tp, tp + fn),
    "tnr": lambda tp, fp, tn, fn: (tn, fp + tn),
    "ppv": lambda tp, fp, tn, fn: (tp, tp + fp),
    "npv": lambda tp, fp, tn, fn: (tn, tn + fn),
    "fnr": lambda tp, fp, tn, fn: (fn, tp + fn),
    "fpr": lambda tp, fp, tn, fn: (fp, fp + tn),
    "fdr": lambda tp, fp, tn, fn: (fp, fp + tp),
    "for": lambda tp, fp, tn, fn: (fn, fn + tn),
    "pt": lambda tp, fp, tn, fn: _prevalence_threshold(_ratio(tp, tp + fn), _ratio(tn, fp + tn)),
    "ts": lambda tp, fp, tn, fn: (tp, tp + fn + fp),
    "acc": lambda tp, fp, tn, fn: (tp + tn, (tp + fn) + (fp + tn)),
    "ba": lambda tp, fp, tn, fn: (_ratio(tp, tp + fn) + _ratio(tn, fp + tn), 2.0),
    "f1": lambda tp, fp, tn, fn: (tp * 2.0, tp * 2.0 + fn + fp),
    "mcc": lambda tp, fp, tn, fn: (tp * tn - fp * fn, np.sqrt((tp + fp) * (tp + fn) * (tn + fp) * (tn + fn))),
    "fm": lambda tp, fp, tn, fn: (np.sqrt(_ratio(tp, tp + fp) * _ratio(tp, tp + fn)), 1.0),
    "bm": lambda tp, fp, tn, fn: (_ratio(tp, tp + fn) + _ratio(tn, fp + tn) - 1.0, 1.0),
    # MindSpore 2.10 divides by tn + fn here without the guard of the other ratios
    "mk": lambda tp, fp, tn, fn: (_ratio(tp, tp + fp) + tn / (tn + fn) - 1.0, 1.0),
}


def _metric_values(metric_name, counts):
    """The metric `metric_name` of counts whose last axis is (tp, fp, tn, fn); NaN where it is undefined."""
    formula = _FORMULAS[_short_metric_name(metric_name)]
    if counts.ndim == 1:
        counts = counts[np.newaxis]
    if counts.shape[-1] != 4:
        raise ValueError(f"For 'ConfusionMatrix', the size of the last dimension of confusion_matrix must be 4, "
                         f"but got {counts.shape[-1]}.")
    with np.errstate(divide="ignore", invalid="ignore"):
        numerator, denominator = formula(*np.moveaxis(counts, -1, 0))
        if not isinstance(denominator, np.ndarray):
            return numerator / denominator
        return np.where(denominator != 0, numerator / denominator, np.float64(np.nan))


_METRIC_NAMES = {
    "tpr": ("sensitivity", "recall", "hit_rate", "true_positive_rate", "tpr"),
    "tnr": ("specificity", "selectivity", "true_negative_rate", "tnr"),
    "ppv": ("precision", "positive_predictive_value", "ppv"),
    "npv": ("negative_predictive_value", "npv"),
    "fnr": ("miss_rate", "false_negative_rate", "fnr"),
    "fpr": ("fall_out", "false_positive_rate", "fpr"),
    "fdr": ("false_discovery_rate", "fdr"),
    "for": ("false_omission_rate", "for"),
    "pt": ("prevalence_threshold", "pt"),
    "ts": ("threat_score", "critical_success_index", "ts", "csi"),
    "acc": ("accuracy", "acc"),
    "ba": ("balanced_accuracy", "ba"),
    "f1": ("f1_score", "f1"),
    "mcc": ("matthews_correlation_coefficient", "mcc"),
    "fm": ("fowlkes_mallows_index", "fm"),
    "bm": ("informedness", "bookmaker_informedness", "bm"),
    "mk": ("markedness", "deltap", "mk"),
}
_ALIASES = {alias: short for short, aliases in _METRIC_NAMES.items() for alias in aliases}


def _short_metric_name(metric_name):
    """The short name of `metric_name` (spaces as underscores, any case)."""
    try:
        return _ALIASES[metric_name.replace(" ", "_").lower()]
    except KeyError:
        raise NotImplementedError("The metric is not implemented.") from None
