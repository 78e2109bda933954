"""Top-k categorical accuracy."""
import numpy as np

from .metric import Metric, rearrange_inputs, _as_class_indices

__all__ = ["TopKCategoricalAccuracy", "Top1CategoricalAccuracy", "Top5CategoricalAccuracy"]


class TopKCategoricalAccuracy(Metric):
    """
    The fraction of samples whose label is among the `k` classes with the largest predictions.

    Args:
        k (int): The number of top classes considered.

    Raises:
        TypeError: If `k` is not an int.
        ValueError: If `k` is less than 1.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> from mindspore import Tensor
        >>> from mindspore.train import TopKCategoricalAccuracy
        >>> scores = np.array([[0.1, 0.7, 0.2], [0.5, 0.3, 0.2], [0.3, 0.25, 0.45], [0.6, 0.1, 0.3]], np.float32)
        >>> metric = TopKCategoricalAccuracy(2)
        >>> metric.update(Tensor(scores), Tensor(np.array([2, 1, 0, 1])))
        >>> print(metric.eval())
        0.75
    """

    def __init__(self, k):
        super().__init__()
        owner = "For 'TopKCategoricalAccuracy', the"
        if not isinstance(k, int):
            raise TypeError(f"{owner} type of the argument 'k' should be int, but got 'k' type: {type(k)}.")
        if k < 1:
            raise ValueError(f"{owner} argument 'k' must be at least 1, but got 'k' value: {k}.")
        self.k = k
        self.clear()

    def clear(self):
        """Forget everything accumulated so far."""
        self._correct_num = 0
        self._samples_num = 0

    @rearrange_inputs
    def update(self, *inputs):
        r"""
        Accumulate one batch.

        Args:
            inputs: The prediction `y_pred` of shape :math:`(N, C)` and the label `y`, class indices of shape
                :math:`(N,)` or one-hot of shape :math:`(N, C)` (Tensor, list or numpy.ndarray).

        Raises:
            ValueError: If not exactly two inputs are given.

        Note:
            Among equal predictions, the classes are ranked by numpy's argsort.
        """
        if len(inputs) != 2:
            raise ValueError("For 'TopKCategoricalAccuracy.update', "
                             "it needs 2 inputs (predicted value, true value), "
                             "but got 'inputs' size: {}.".format(len(inputs)))
        y_pred, y = (self._convert_data(item) for item in inputs)
        y = _as_class_indices(y_pred, y)
        best_classes = np.argsort(-y_pred, axis=1)[:, :self.k]
        # the label repeated k times, to compare with the k best classes of its sample (k must not exceed the
        # number of classes, as in MindSpore the shapes must then agree)
        label_columns = np.tile(y.reshape(-1, 1), (1, self.k))
        found = np.equal(best_classes, label_columns).sum(axis=1)
        self._correct_num += found.sum()
        self._samples_num += label_columns.shape[0]

    def eval(self):
        """
        Compute the top-k accuracy.

        Returns:
            numpy.float64, the accuracy.

        Raises:
            RuntimeError: If no sample was given.
        """
        if self._samples_num == 0:
            hint = ("please check whether your inputs (predicted value, true value) are empty, or has called "
                    "update method before calling eval method.")
            raise RuntimeError(f"The 'TopKCategoricalAccuracy' can not be calculated, because the number of "
                               f"samples is 0, {hint}")
        return self._correct_num / self._samples_num


class Top1CategoricalAccuracy(TopKCategoricalAccuracy):
    """
    The top-1 categorical accuracy: :class:`mindspore.train.TopKCategoricalAccuracy` with ``k = 1``.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> from mindspore import Tensor
        >>> from mindspore.train import Top1CategoricalAccuracy
        >>> scores = np.array([[0.1, 0.7, 0.2], [0.5, 0.3, 0.2], [0.3, 0.25, 0.45], [0.6, 0.1, 0.3]], np.float32)
        >>> metric = Top1CategoricalAccuracy()
        >>> metric.update(Tensor(scores), Tensor(np.array([1, 0, 0, 2])))
        >>> print(metric.eval())
        0.5
    """

    def __init__(self):
        super().__init__(1)


class Top5CategoricalAccuracy(TopKCategoricalAccuracy):
    """
    The top-5 categorical accuracy: :class:`mindspore.train.TopKCategoricalAccuracy` with ``k = 5``.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> from mindspore import Tensor
        >>> from mindspore.train import Top5CategoricalAccuracy
        >>> scores = np.eye(6, dtype=np.float32)[:2]
        >>> metric = Top5CategoricalAccuracy()
        >>> metric.update(Tensor(scores), Tensor(np.array([0, 5])))
        >>> print(metric.eval())
        0.5
    """

    def __init__(self):
        super().__init__(5)
