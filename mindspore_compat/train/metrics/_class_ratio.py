"""The counting shared by Precision and Recall: true positives over a per-class denominator."""
import sys

import numpy as np

from ..._checkparam import check_value_type
from .metric import EvaluationBase, rearrange_inputs, _check_class_num, _indicators, _legacy


class _ClassRatio(EvaluationBase):
    """True positives over, per class, the predicted positives (Precision) or the actual positives (Recall).

    Subclasses set ``_owner`` (the name in messages), ``_over_actual`` (count the labels instead of the
    predictions) and ``_class_num_ending`` (how their class-number error message ends)."""

    _owner = ""
    _over_actual = False
    _class_num_ending = "."

    def __init__(self, eval_type='classification'):
        super().__init__(eval_type)
        self.clear()
        self.eps = sys.float_info.min

    def clear(self):
        """Forget everything accumulated so far."""
        self._class_num = 0
        if self._type != "multilabel":
            self._true_positives = self._denominators = 0
            return
        # multilabel: the values of every sample so far, and the running sum and count of the per-sample ratios
        self._true_positives, self._denominators = np.empty(0), np.empty(0)
        self._true_positives_average = self._denominators_average = 0

    @rearrange_inputs
    def update(self, *inputs):
        """
        Accumulate one batch.

        Args:
            inputs: The prediction `y_pred` and the label `y` (Tensor, list or numpy.ndarray).

                - ``'classification'``: `y_pred` of shape :math:`(N, C)`, `y` of shape :math:`(N,)` holding class
                  indices, or one-hot of shape :math:`(N, C)`.
                - ``'multilabel'``: `y_pred` and `y` of shape :math:`(N, C)`, holding only 0 and 1.

        Raises:
            ValueError: If not exactly two inputs are given.
            ValueError: If the shapes do not match, the values are invalid, the number of classes differs from
                the previous batches or a label is not below the number of classes.
        """
        if len(inputs) != 2:
            raise ValueError(f"For '{self._owner}.update', it needs 2 inputs (predicted value, true value), "
                             f"but got {len(inputs)}.")
        y_pred, y = self._prepared(*inputs)
        class_num = _check_class_num(self, y_pred, self._owner, ending=self._class_num_ending)
        predicted, actual = _indicators(self._type, y_pred, y, class_num, self._owner)
        true_positives = (actual * predicted).sum(axis=0)
        counted = (actual if self._over_actual else predicted).sum(axis=0)
        if self._type == "classification":
            self._true_positives = self._true_positives + true_positives
            self._denominators = self._denominators + counted
            return
        # multilabel: one column per sample, appended to those of the previous batches
        ratio_sum = np.sum(true_positives / (counted + self.eps))
        self._true_positives_average = _legacy(self._true_positives_average) + ratio_sum
        self._denominators_average += len(counted)
        self._true_positives = np.concatenate((self._true_positives, true_positives))
        self._denominators = np.concatenate((self._denominators, counted))

    def _ratio(self, average):
        if self._class_num == 0:
            raise RuntimeError(f"The '{self._owner}' can not be calculated, because the number of samples is 0, "
                               "please check whether your inputs (predicted value, true value) are empty, or has "
                               "called update method before calling eval method.")
        check_value_type("average", average, [bool], self.__class__.__name__)
        per_column = self._true_positives / (self._denominators + self.eps)
        if not average:
            return per_column
        if self._type == "multilabel":
            return (self._true_positives_average / (self._denominators_average + self.eps)).mean()
        return per_column.mean()
