"""ROC: the receiver operating characteristic curve."""
import numpy as np

from ..._checkparam import check_value_type
from .metric import Metric, rearrange_inputs

__all__ = ["ROC"]


class ROC(Metric):
    """
    The ROC curve (false positive rate, true positive rate and thresholds) of binary or multiclass predictions;
    a multiclass problem gives one curve per class (one class against the rest).

    Args:
        class_num (int, optional): The number of classes; not needed for a binary problem. Default: ``None``.
        pos_label (int, optional): The positive label of a binary problem (1 when None). Must be None for a
            multiclass problem, where each class in turn is the positive one. Default: ``None``.

    Raises:
        TypeError: If `class_num` or `pos_label` is neither None nor an int.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> from mindspore import Tensor
        >>> from mindspore.train import ROC
        >>> roc = ROC(pos_label=1)
        >>> roc.update(Tensor(np.array([0.9, 0.4, 0.65, 0.2])), Tensor(np.array([1, 0, 1, 0])))
        >>> fpr, tpr, thresholds = roc.eval()
        >>> print(fpr, tpr)
        [0.  0.  0.  0.5 1. ] [0.  0.5 1.  1.  1. ]
        >>> print(thresholds)
        [1.9  0.9  0.65 0.4  0.2 ]
        >>> multi = ROC(class_num=3)
        >>> scores = Tensor(np.array([[0.6, 0.3, 0.1], [0.2, 0.5, 0.3], [0.1, 0.2, 0.7]]))
        >>> multi.update(scores, Tensor(np.array([0, 1, 2])))
        >>> fpr, tpr, thresholds = multi.eval()
        >>> print(len(fpr), tpr[2], thresholds[2])
        3 [0. 1. 1. 1.] [1.7 0.7 0.3 0.1]
    """

    def __init__(self, class_num=None, pos_label=None):
        super().__init__()
        self.class_num = class_num if class_num is None else check_value_type("class_num", class_num, [int])
        self.pos_label = pos_label if pos_label is None else check_value_type("pos_label", pos_label, [int])
        self.clear()

    def clear(self):
        """Forget everything accumulated so far."""
        self._is_update = False
        self.y_pred = self.y = 0
        self.sample_weights = None

    @rearrange_inputs
    def update(self, *inputs):
        """
        Store the predictions and labels (replacing the previous ones).

        Args:
            inputs: The prediction `y_pred` and the label `y` (Tensor, list or numpy.ndarray): for a binary problem
                both of the same shape (scores and labels); for a multiclass problem `y_pred` of shape
                :math:`(N, C)` and `y` of shape :math:`(N,)`.

        Raises:
            ValueError: If the number of inputs is not 2, or the shapes, `class_num` and `pos_label` do not fit.
        """
        if len(inputs) != 2:
            raise ValueError("For 'ROC.update', it needs 2 inputs (predicted value, true value), but got {}"
                             .format(len(inputs)))
        scores, labels = (self._convert_data(item) for item in inputs)
        self.y_pred, self.y, self.class_num, self.pos_label = _flatten_curve_inputs(
            scores, labels, self.class_num, self.pos_label)
        self._is_update = True

    def eval(self):
        """
        Compute the ROC curve.

        Returns:
            tuple of `fpr`, `tpr` and `thresholds`: numpy arrays for a binary problem, lists of one numpy array
            per class for a multiclass problem.

        Raises:
            RuntimeError: If `update` was not called.
            ValueError: If the labels hold no negative or no positive sample.
        """
        if not self._is_update:
            raise RuntimeError("Please call the 'update' method before calling 'eval' method.")
        scores, labels = np.squeeze(self.y_pred), np.squeeze(self.y)
        if self.class_num == 1:
            return _binary_roc(scores, labels, self.pos_label)
        curves = []
        for label in range(self.class_num):
            column, flat_labels, _, _ = _flatten_curve_inputs(scores[:, label], labels, 1, label)
            curves.append(_binary_roc(column, flat_labels, label))
        fpr, tpr, thresholds = ([curve[i] for curve in curves] for i in range(3))
        return fpr, tpr, thresholds


def _flatten_curve_inputs(y_pred, y, class_num, pos_label):
    """(scores, labels, class_num, pos_label) of a binary problem (inputs of one shape, flattened) or of a
    multiclass one (`y_pred` with one more axis than `y`, one column of scores per class)."""
    extra_axes = y_pred.ndim - y.ndim
    if extra_axes not in (0, 1):
        raise ValueError(f"For 'ROC', predicted value (input[0]) and true value (input[1]) must have same "
                         f"dimensions, or the dimension of predicted value equal the dimension of true value add "
                         f"1, but got predicted value ndim: {y_pred.ndim}, true value ndim: {y.ndim}.")
    if extra_axes == 0:
        if class_num not in (None, 1):
            raise ValueError(f"For 'ROC', when predicted value (input[0]) and true value (input[1]) have the same "
                             f"shape, the 'class_num' must be 1, but got {class_num}.")
        return y_pred.flatten(), y.flatten(), 1, 1 if pos_label is None else pos_label
    if pos_label is not None:
        raise ValueError("For 'ROC', when the dimension of predicted value (input[0]) equals the dimension of true "
                         f"value (input[1]) add 1, the 'pos_label' must be None, but got {pos_label}.")
    if class_num != y_pred.shape[1]:
        raise ValueError(f"For 'ROC', the 'class_num' must equal the number of classes from predicted value "
                         f"(input[0]), but got 'class_num' {class_num}, the number of classes from predicted value "
                         f"{y_pred.shape[1]}.")
    # As in MindSpore 2.10: numpy's transpose(0, 1) leaves a 2-D array as it is (and rejects other ranks), and the
    # reshape regroups the scores in memory order: column c holds the scores of class c only when there are as
    # many samples as classes (other shapes mix the scores up).
    return y_pred.transpose(0, 1).reshape(class_num, -1), y.flatten(), class_num, pos_label


def _binary_roc(scores, labels, pos_label):
    """(false positive rates, true positive rates, thresholds) of one binary problem, from the highest score down,
    starting at the point (0, 0) whose threshold is the highest score plus one."""
    if scores.ndim > labels.ndim:
        scores = scores[:, 0]
    order = np.argsort(-scores)
    scores, labels = scores[order], labels[order]
    # the last position of every run of equal scores (the sorted scores change right after it)
    cut = np.append(np.flatnonzero(scores[1:] - scores[:-1]), labels.shape[0] - 1)
    positives = np.cumsum((labels == pos_label) * 1.)[cut]
    negatives = cut + 1 - positives
    fps = np.concatenate(([0.], negatives))
    tps = np.concatenate(([0.], positives))
    thresholds = np.concatenate((scores[cut[:1]] + 1, scores[cut]))
    for total, kind, rate in ((fps[-1], 'negative', 'false'), (tps[-1], 'positive', 'true')):
        if total <= 0:
            raise ValueError(f"For 'ROC.eval', there is no {kind} samples in true value, {rate} positive value is "
                             f"meaningless.")
    return fps / fps[-1], tps / tps[-1], thresholds
