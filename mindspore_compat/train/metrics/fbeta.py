"""Fbeta and F1."""
import sys

from ..._checkparam import check_value_type
from .metric import (Metric, rearrange_inputs, _check_class_num, _check_label_range, _as_class_indices,
                     _one_hot_rows)

__all__ = ["Fbeta", "F1"]


class Fbeta(Metric):
    r"""
    The F-beta score of each class, a weighted harmonic mean of precision and recall:

    .. math::
        F_\beta = \frac{(1 + \beta^2) \cdot TP}{(1 + \beta^2) \cdot TP + \beta^2 \cdot FN + FP}

    with :math:`TP`, :math:`FP` and :math:`FN` the true positives, false positives and false negatives of the class.

    The predicted class of a sample is the index of its largest score.

    Args:
        beta (Union[float, int]): The weight of recall, greater than 0.

    Raises:
        ValueError: If `beta` is not greater than 0.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> from mindspore import Tensor
        >>> from mindspore.train import Fbeta
        >>> scores = Tensor(np.array([[0.1, 0.7, 0.2], [0.5, 0.3, 0.2],
        ...                           [0.3, 0.25, 0.45], [0.6, 0.1, 0.3]], np.float32))
        >>> labels = Tensor(np.array([1, 0, 0, 2]))
        >>> metric = Fbeta(0.5)
        >>> metric.update(scores, labels)
        >>> print(metric.eval())
        [0.5 1.  0. ]
        >>> print(Fbeta(2)(scores, labels))
        [0.5 1.  0. ]
    """

    def __init__(self, beta):
        if not beta > 0:
            raise ValueError(f"For 'Fbeta', the argument 'beta' must be greater than 0, but got {beta}.")
        super().__init__()
        self.beta, self.eps = beta, sys.float_info.min
        self.clear()

    def clear(self):
        """Forget everything accumulated so far."""
        self._true_positives = self._actual_positives = self._positives = 0
        self._class_num = 0

    @rearrange_inputs
    def update(self, *inputs):
        """
        Accumulate one batch.

        Args:
            inputs: The prediction `y_pred` of shape :math:`(N, C)` and the label `y`, class indices of shape
                :math:`(N,)` or one-hot of shape :math:`(N, C)` (Tensor, list or numpy.ndarray).

        Raises:
            ValueError: If not exactly two inputs are given.
            ValueError: If the number of classes differs from the previous batches or a label is not below it.
        """
        if len(inputs) != 2:
            raise ValueError("For 'Fbeta.update', it needs 2 inputs (predicted value, true value), "
                             "but got {}.".format(len(inputs)))
        y_pred, y = (self._convert_data(item) for item in inputs)
        y = _as_class_indices(y_pred, y)
        class_num = _check_class_num(self, y_pred, 'Fbeta')
        _check_label_range(y, class_num, "For 'Fbeta.update', predicted value(inputs[0]) and true value(inputs[1]) "
                                         "should contain same classes, but got predicted value contains {} classes "
                                         "and true value contains {} classes.")
        actual = _one_hot_rows(y, class_num)
        predicted = _one_hot_rows(y_pred.argmax(axis=1), class_num)
        self._true_positives += (actual * predicted).sum(axis=0)
        self._positives += predicted.sum(axis=0)
        self._actual_positives += actual.sum(axis=0)

    def eval(self, average=False):
        """
        Compute the F-beta score.

        Args:
            average (bool, optional): Return the mean over the classes instead of one value per class.
                Default: ``False``.

        Returns:
            numpy.ndarray of the score of each class, or numpy.float64 with `average`.

        Raises:
            TypeError: If `average` is not a bool.
            RuntimeError: If no sample was given.
        """
        check_value_type("average", average, [bool], self.__class__.__name__)
        if self._class_num == 0:
            raise RuntimeError("The 'Fbeta' can not be calculated, because the number of samples is 0, "
                               "please check whether your inputs(predicted value, true value) are empty, "
                               "or has called update method before calling eval method.")
        recall_weight = self.beta ** 2
        scores = (1.0 + recall_weight) * self._true_positives / (
            recall_weight * self._actual_positives + self._positives + self.eps)
        return scores.mean() if average else scores


class F1(Fbeta):
    r"""
    The F1 score of each class: :class:`mindspore.train.Fbeta` with ``beta = 1``.

    .. math::
        F_1 = \frac{2 \cdot TP}{2 \cdot TP + FN + FP}

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> from mindspore import Tensor
        >>> from mindspore.train import F1
        >>> scores = Tensor(np.array([[0.1, 0.7, 0.2], [0.5, 0.3, 0.2],
        ...                           [0.3, 0.25, 0.45], [0.6, 0.1, 0.3]], np.float32))
        >>> metric = F1()
        >>> metric.update(scores, Tensor(np.array([1, 0, 0, 2])))
        >>> print(metric.eval())
        [0.5 1.  0. ]
        >>> print(metric.eval(average=True))
        0.5
    """

    def __init__(self):
        super().__init__(1.0)
