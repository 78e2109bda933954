"""Loss: the average of the loss values."""
import numpy as np

from .metric import Metric, rearrange_inputs, _legacy

__all__ = ["Loss"]


class Loss(Metric):
    r"""
    The average of the loss over the batches: with :math:`n` calls of `update`,

    .. math::
        loss = \frac{\sum_{k=1}^{n}loss_k}{n}

    where :math:`loss_k` is the mean of the loss given to the :math:`k`-th call.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor
        >>> from mindspore.train import Loss
        >>> running = Loss()
        >>> running.update(Tensor(1.5, ms.float32))
        >>> running.update(Tensor(np.array([0.25, 0.75]), ms.float32))
        >>> print(running.eval())
        1.0
    """

    def __init__(self):
        super().__init__()
        self.clear()

    def clear(self):
        """Forget everything accumulated so far."""
        self._sum_loss = 0
        self._total_num = 0

    @rearrange_inputs
    def update(self, *inputs):
        """
        Accumulate one loss value.

        Args:
            inputs: One input, the loss: a 0-D or 1-D Tensor, list or numpy.ndarray (a 1-D loss counts by its
                mean).

        Raises:
            ValueError: If the number of inputs is not 1.
            ValueError: If the loss has more than one dimension.
        """
        if len(inputs) != 1:
            raise ValueError("For 'Loss.update', it needs 1 input (loss), but got {}".format(len(inputs)))
        values = np.atleast_1d(self._convert_data(inputs[0]))
        if values.ndim != 1:
            raise ValueError("For 'Loss.update', the dimension of your input (loss) must be 1, "
                             "but got {}.".format(values.ndim))
        self._sum_loss = _legacy(self._sum_loss) + values.mean()
        self._total_num += 1

    def eval(self):
        """
        Compute the average loss.

        Returns:
            numpy.float64, the average loss.

        Raises:
            RuntimeError: If `update` was not called.
        """
        if self._total_num == 0:
            raise RuntimeError("The 'Loss' can not be calculated, because the number of samples is 0, please "
                               "check whether has called update method before calling eval method.")
        return self._sum_loss / self._total_num
