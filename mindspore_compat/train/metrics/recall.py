"""Recall."""
from ._class_ratio import _ClassRatio

__all__ = ["Recall"]


class Recall(_ClassRatio):
    r"""
    The recall of each class, for classification and multilabel data:

    .. math::
        \text{recall} = \frac{TP}{TP + FN}

    with :math:`TP` the true positives and :math:`FN` the false negatives of the class.

    Args:
        eval_type (str, optional): ``'classification'`` (one label per sample; the predicted class is the index
            of the largest score) or ``'multilabel'`` (0/1 predictions and labels). Default: ``'classification'``.

    Raises:
        TypeError: If `eval_type` is neither ``'classification'`` nor ``'multilabel'``.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> from mindspore import Tensor
        >>> from mindspore.train.metrics import Recall
        >>> x = Tensor(np.array([[0.2, 0.5], [0.3, 0.1], [0.9, 0.6]]))
        >>> y = Tensor(np.array([1, 0, 1]))
        >>> metric = Recall('classification')
        >>> metric.clear()
        >>> metric.update(x, y)
        >>> print(metric.eval())
        [1.  0.5]
        >>> print(metric.eval(average=True))
        0.75
    """

    _owner = "Recall"
    _over_actual = True
    _class_num_ending = "."

    # documented on this class's page as before (autodoc lists only a class's own members)
    clear = _ClassRatio.clear
    update = _ClassRatio.update

    def eval(self, average=False):
        """
        Compute the recall.

        Args:
            average (bool, optional): Return the mean over the classes instead of one value per class.
                Default: ``False``.

        Returns:
            numpy.ndarray of the recall of each class, or numpy.float64 with `average`.

        Raises:
            RuntimeError: If no sample was given.
            TypeError: If `average` is not a bool.
        """
        return self._ratio(average)
