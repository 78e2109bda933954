"""Precision."""
from ._class_ratio import _ClassRatio

__all__ = ["Precision"]


class Precision(_ClassRatio):
    r"""
    The precision of each class, for classification and multilabel data:

    .. math::
        \text{precision} = \frac{TP}{TP + FP}

    with :math:`TP` the true positives and :math:`FP` the false positives of the class.

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
        >>> from mindspore.train import Precision
        >>> scores = Tensor(np.array([[0.1, 0.7, 0.2], [0.5, 0.3, 0.2],
        ...                           [0.3, 0.25, 0.45], [0.6, 0.1, 0.3]], np.float32))
        >>> metric = Precision('classification')
        >>> metric.update(scores, Tensor(np.array([1, 0, 0, 2])))
        >>> print(metric.eval())
        [0.5 1.  0. ]
        >>> print(metric.eval(average=True))
        0.5
    """

    _owner = "Precision"
    _over_actual = False
    _class_num_ending = ""

    # documented on this class's page as before (autodoc lists only a class's own members)
    clear = _ClassRatio.clear
    update = _ClassRatio.update

    def eval(self, average=False):
        """
        Compute the precision.

        Args:
            average (bool, optional): Return the mean over the classes instead of one value per class.
                Default: ``False``.

        Returns:
            numpy.ndarray of the precision of each class, or numpy.float64 with `average`.

        Raises:
            RuntimeError: If no sample was given.
            TypeError: If `average` is not a bool.
        """
        return self._ratio(average)
