"""auc: the area under a curve."""
import numpy as np

from .metric import _legacy

__all__ = ["auc"]


def auc(x, y, reorder=False):
    """
    The area under a curve given by points, with the trapezoidal rule; for example the area under the ROC curve
    from the false and true positive rates of :class:`mindspore.train.ROC`.

    Args:
        x (numpy.ndarray): The x coordinates (for a ROC curve, the false positive rates), 1-D or of shape
            :math:`(N, 1)`; increasing or decreasing unless `reorder` is set.
        y (numpy.ndarray): The y coordinates (for a ROC curve, the true positive rates), of the shape of `x`.
        reorder (bool, optional): Sort the points by `x` (then `y`) first. Default: ``False``.

    Returns:
        numpy.float64, the area.

    Raises:
        TypeError: If `x` or `y` is not a numpy.ndarray.
        ValueError: If `x` and `y` have different lengths, are not 1-D, hold fewer than 2 points, or `x` is not
            monotonic (without `reorder`).

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> from mindspore.train import ROC, auc
        >>> roc = ROC(pos_label=1)
        >>> roc.update(np.array([0.9, 0.4, 0.65, 0.2, 0.8]), np.array([1, 0, 0, 1, 1]))
        >>> fpr, tpr, _ = roc.eval()
        >>> print(auc(fpr, tpr))
        0.6666666666666666
    """
    if not (isinstance(x, np.ndarray) and isinstance(y, np.ndarray)):
        raise TypeError("For 'auc', the argument 'x' and 'y' must all be np.ndarray, but got {}, {}"
                        .format(type(x), type(y)))
    x_count, y_count = _sample_count(x), _sample_count(y)
    if x_count != y_count:
        raise ValueError(f"Found input variables with inconsistent numbers of samples: [{x_count}, {y_count}].")
    x, y = _as_vector(x), _as_vector(y)
    if x.shape[0] < 2:
        raise ValueError("For 'auc', the shape of the argument 'x' in axis 0 must be greater than 2, "
                         "but got {}.".format(x.shape[0]))
    sign = 1
    if reorder:
        by_x_then_y = np.lexsort((y, x))
        x, y = x[by_x_then_y], y[by_x_then_y]
    else:
        steps = np.diff(x)
        if (steps < 0).any():
            if not (steps <= 0).all():
                raise ValueError("For 'auc', if the argument is False, the argument 'x' array must be increasing "
                                 "or decreasing, but got 'x': {}".format(x))
            sign = -1
    integrate = getattr(np, 'trapezoid', None) or np.trapz  # trapz is the name before NumPy 2
    # a numpy integer sign, so that a float32 / float16 area turns float64 as it did under NumPy 1
    return _legacy(sign) * integrate(y, x)


def _sample_count(array):
    """The length of `array`'s first axis; a 0-D array is no collection."""
    if array.ndim == 0:
        raise TypeError("Singleton array {} cannot be considered as a valid collection.".format(array))
    return array.shape[0]


def _as_vector(array):
    """`array` as 1-D: it must be 1-D already, or a single column."""
    if array.ndim == 1 or (array.ndim == 2 and array.shape[1] == 1):
        return array.ravel()
    raise ValueError("For 'auc', the input must be a 1-dimensional array, or a 2-dimensional array with the second "
                     "dimension of 1, but got shape {}.".format(array.shape))
