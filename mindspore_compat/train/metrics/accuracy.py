"""Accuracy."""
import numpy as np

from .metric import EvaluationBase, rearrange_inputs, _check_class_num

__all__ = ["Accuracy"]


class Accuracy(EvaluationBase):
    r"""
    The fraction of samples predicted right, for classification and multilabel data.

    .. math::
        \text{accuracy} = \frac{\text{number of samples predicted right}}{\text{number of samples}}

    A ``'classification'`` sample is right when the index of its largest prediction is its label; a
    ``'multilabel'`` sample when its 0/1 prediction equals its label in every class.

    Args:
        eval_type (str, optional): ``'classification'`` (one label per sample) or ``'multilabel'``.
            Default: ``'classification'``.

    Raises:
        TypeError: If `eval_type` is neither ``'classification'`` nor ``'multilabel'``.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> from mindspore import Tensor
        >>> from mindspore.train import Accuracy
        >>> scores = Tensor(np.array([[0.1, 0.7, 0.2], [0.5, 0.3, 0.2],
        ...                           [0.3, 0.25, 0.45], [0.6, 0.1, 0.3]], np.float32))
        >>> metric = Accuracy('classification')
        >>> metric.update(scores, Tensor(np.array([1, 0, 0, 0])))
        >>> print(metric.eval())
        0.75
        >>> multi = Accuracy('multilabel')
        >>> multi.update(np.array([[0, 1], [1, 1], [1, 0]]), np.array([[0, 1], [1, 0], [1, 0]]))
        >>> print(multi.eval())
        0.6666666666666666
    """

    def clear(self):
        """Forget everything accumulated so far."""
        self._correct_num, self._total_num, self._class_num = 0, 0, 0

    def __init__(self, eval_type='classification'):
        super().__init__(eval_type)
        self.clear()

    @rearrange_inputs
    def update(self, *inputs):
        """
        Accumulate one batch.

        Args:
            inputs: The prediction `y_pred` and the label `y` (Tensor, list or numpy.ndarray).

                - ``'classification'``: `y_pred` of shape :math:`(N, C, ...)` (scores of :math:`C` classes), `y`
                  of shape :math:`(N, ...)` holding class indices, or one-hot of the shape of `y_pred`.
                - ``'multilabel'``: `y_pred` and `y` of the same shape :math:`(N, C, ...)`, holding only 0 and 1.

        Raises:
            ValueError: If not exactly two inputs are given.
            ValueError: If the shapes do not match, multilabel values are not 0 / 1, or the number of classes
                differs from the previous batches.
        """
        if len(inputs) != 2:
            raise ValueError("For 'Accuracy.update', it needs 2 inputs (predicted value, true value), "
                             "but got {}".format(len(inputs)))
        y_pred, y = self._prepared(*inputs)
        class_num = _check_class_num(self, y_pred, 'Accuracy')
        if self._type == 'classification':
            hits = y_pred.argmax(axis=1) == y
        else:
            # one row of class flags per sample (and position); a row counts when all of its flags are right
            flags = np.moveaxis(y_pred == y, 1, -1).reshape(-1, class_num)
            hits = flags.all(axis=1)
        self._correct_num += hits.sum()
        self._total_num += hits.size

    def eval(self):
        """
        Compute the accuracy.

        Returns:
            numpy.float64, the accuracy.

        Raises:
            RuntimeError: If no sample was given.
        """
        if not self._total_num:
            why = ("because the number of samples is 0, please check whether your inputs(predicted value, true "
                   "value) are empty, or has called update method before calling eval method.")
            raise RuntimeError(f"The 'Accuracy' can not be calculated, {why}")
        return self._correct_num / self._total_num
