"""Dice coefficient."""
import numpy as np

from .metric import Metric, rearrange_inputs

__all__ = ["Dice"]


def _check_positive_float(value, arg_name):
    """`value`, which must be a finite float (not an int) greater than 0."""
    if not isinstance(value, float):
        raise TypeError(f"The '{arg_name}' must be float, but got '{type(value).__name__}'")
    if not np.isfinite(value):
        raise ValueError(f"The '{arg_name}' must be a legal value, but got '{value}'.")
    if not value > 0:
        raise ValueError(f"The '{arg_name}' must be float and must > 0, but got '{value}' with type 'float'.")
    return value


class Dice(Metric):
    r"""
    The Dice coefficient, a set similarity: 1 for a perfect segmentation, 0 for the worst. For each batch

    .. math::
        dice = \frac{2 \sum pred \cdot true}{\sum pred^2 + \sum true^2 + smooth}

    and :meth:`eval` returns the sum of the batch coefficients divided by the number of samples.

    Args:
        smooth (float, optional): A term added to the denominator for numerical stability, greater than 0.
            Default: ``1e-5``.

    Raises:
        TypeError: If `smooth` is not a float.
        ValueError: If `smooth` is not greater than 0.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> from mindspore import Tensor
        >>> from mindspore.train import Dice
        >>> dice = Dice()
        >>> dice.update(Tensor(np.array([[0.9, 0.1], [0.6, 0.4]])), Tensor(np.array([[1, 0], [1, 1]])))
        >>> print(dice.eval())
        0.43778700970735096
    """

    def __init__(self, smooth=1e-5):
        super().__init__()
        self.smooth = _check_positive_float(smooth, "smooth")
        self.clear()

    def clear(self):
        """Forget everything accumulated so far."""
        self._dice_coeff_sum = 0
        self._samples_num = 0

    @rearrange_inputs
    def update(self, *inputs):
        r"""
        Accumulate one batch.

        Args:
            inputs: The prediction `y_pred` and the label `y` (Tensor, list or numpy.ndarray), both of shape
                :math:`(N, ...)`.

        Raises:
            ValueError: If not exactly two inputs are given.
            ValueError: If the shapes of `y_pred` and `y` differ.
        """
        if len(inputs) != 2:
            raise ValueError("For 'Dice.update', it needs 2 inputs (predicted value, true value), "
                             "but got {}.".format(len(inputs)))
        pred, truth = (self._convert_data(item) for item in inputs)
        # the samples are counted before the shapes are compared, as in MindSpore
        self._samples_num += truth.shape[0]
        if pred.shape != truth.shape:
            raise ValueError(f"For 'Dice.update', predicted value (input[0]) and true value (input[1]) "
                             f"should have same shape, but got predicted value shape: {pred.shape}, "
                             f"true value shape: {truth.shape}.")
        pred, truth = pred.ravel(), truth.ravel()
        overlap = np.dot(pred, truth)
        squares = np.dot(pred, pred) + np.dot(truth, truth)
        self._dice_coeff_sum += 2 * float(overlap) / float(squares + self.smooth)

    def eval(self):
        r"""
        Compute the Dice coefficient.

        Returns:
            float, the coefficient.

        Raises:
            RuntimeError: If no sample was given.
        """
        if not self._samples_num:
            raise RuntimeError("The 'Dice coefficient' can not be calculated, because the number of samples is 0, "
                               "please check whether your inputs(predicted value, true value) are empty, or has "
                               "called update method before calling eval method.")
        return self._dice_coeff_sum / float(self._samples_num)
