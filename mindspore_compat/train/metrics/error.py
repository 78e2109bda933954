"""MAE and MSE."""
import numpy as np

from .metric import Metric, rearrange_inputs, _legacy

__all__ = ["MAE", "MSE"]


def _batch_error(metric, inputs, owner, elementwise):
    """(sum of `elementwise` over label - prediction, label array) of one batch of `metric`."""
    if len(inputs) != 2:
        raise ValueError("For '{}.update', it needs 2 inputs (predicted value, true value), "
                         "but got {}.".format(owner, len(inputs)))
    y_pred, y = (metric._convert_data(item) for item in inputs)
    difference = y.reshape(y_pred.shape) - y_pred
    return elementwise(difference).sum(), y



def _per_sample(total, samples, owner):
    """`total` divided by the number of samples, which must not be 0."""
    if not samples:
        raise RuntimeError(f"The '{owner}' can not be calculated, because the number of samples is 0, "
                           f"please check whether your inputs(predicted value, true value) are empty, "
                           f"or has called update method before calling eval method.")
    return total / samples


class MAE(Metric):
    r"""
    The mean absolute error (MAE) per sample:

    .. math::
        \text{MAE} = \frac{1}{n} \sum_{i} \lvert y\_pred_i - y_i \rvert

    where the sum runs over all elements and :math:`n` is the number of samples (the size of the first axis).

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor
        >>> from mindspore.train import MAE
        >>> mae = MAE()
        >>> mae.update(Tensor(np.array([1.0, 2.0, 4.0]), ms.float32), Tensor(np.array([1.5, 2.0, 3.0]), ms.float32))
        >>> print(mae.eval())
        0.5
    """

    def __init__(self):
        super().__init__()
        self.clear()

    def clear(self):
        """Forget everything accumulated so far."""
        self._abs_error_sum = self._samples_num = 0

    @rearrange_inputs
    def update(self, *inputs):
        """
        Accumulate one batch.

        Args:
            inputs: The prediction `y_pred` and the label `y` (Tensor, list or numpy.ndarray) with the same number
                of elements; `y` is reshaped to the shape of `y_pred`.

        Raises:
            ValueError: If not exactly two inputs are given.
        """
        error_sum, y = _batch_error(self, inputs, 'MAE', np.abs)
        self._abs_error_sum = _legacy(self._abs_error_sum) + error_sum
        self._samples_num += y.shape[0]

    def eval(self):
        """
        Compute the mean absolute error.

        Returns:
            numpy.float64, the MAE.

        Raises:
            RuntimeError: If no sample was given.
        """
        return _per_sample(self._abs_error_sum, self._samples_num, 'MAE')


class MSE(Metric):
    r"""
    The mean squared error (MSE) per sample:

    .. math::
        \text{MSE} = \frac{1}{n} \sum_{i} (y\_pred_i - y_i)^2

    where the sum runs over all elements and :math:`n` is the number of samples (the size of the first axis).

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor
        >>> from mindspore.train import MSE
        >>> mse = MSE()
        >>> mse.update(Tensor(np.array([1.0, 2.0, 4.0]), ms.float32), Tensor(np.array([1.5, 2.0, 3.0]), ms.float32))
        >>> print(mse.eval())
        0.4166666666666667
    """

    def __init__(self):
        super().__init__()
        self.clear()

    def clear(self):
        """Forget everything accumulated so far."""
        self._squared_error_sum = self._samples_num = 0

    @rearrange_inputs
    def update(self, *inputs):
        """
        Accumulate one batch.

        Args:
            inputs: The prediction `y_pred` and the label `y` (Tensor, list or numpy.ndarray) with the same number
                of elements; `y` is reshaped to the shape of `y_pred`.

        Raises:
            ValueError: If not exactly two inputs are given.
        """
        error_sum, y = _batch_error(self, inputs, 'MSE', lambda difference: np.power(difference, 2))
        self._squared_error_sum = _legacy(self._squared_error_sum) + error_sum
        self._samples_num += y.shape[0]

    def eval(self):
        """
        Compute the mean squared error.

        Returns:
            numpy.float64, the MSE.

        Raises:
            RuntimeError: If no sample was given.
        """
        return _per_sample(self._squared_error_sum, self._samples_num, 'MSE')
