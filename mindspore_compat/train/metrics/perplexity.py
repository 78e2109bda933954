"""Perplexity."""
import math

import numpy as np

from ..._checkparam import check_value_type
from .metric import Metric, rearrange_inputs, _legacy

__all__ = ["Perplexity"]


class Perplexity(Metric):
    r"""
    The perplexity of predicted probabilities: how well a distribution predicts the samples (lower is better).

    .. math::
        PP = P(w_1, \ldots, w_N)^{-1/N} = \left( \prod_{i=1}^{N} \frac{1}{P(w_i)} \right)^{1/N}

    computed as ``exp(-sum(log p) / N)`` over the probabilities the predictions give to the labels.

    Args:
        ignore_label (Union[int, None], optional): A label whose samples are not counted; ``None`` counts every
            sample. Default: ``None``.

    Raises:
        TypeError: If `ignore_label` is neither None nor an int.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> from mindspore import Tensor
        >>> from mindspore.train import Perplexity
        >>> ppl = Perplexity(ignore_label=2)
        >>> probs = Tensor(np.array([[0.5, 0.25, 0.25], [0.1, 0.8, 0.1], [0.3, 0.3, 0.4]]))
        >>> ppl.update(probs, Tensor(np.array([0, 1, 2])))
        >>> print(ppl.eval())
        1.5811388300841895
    """

    def __init__(self, ignore_label=None):
        super().__init__()
        self.ignore_label = None if ignore_label is None else check_value_type("ignore_label", ignore_label, [int])
        self.clear()

    def clear(self):
        """Forget everything accumulated so far."""
        self._sum_metric = 0.0
        self._num_inst = 0

    @rearrange_inputs
    def update(self, *inputs):
        """
        Accumulate one batch.

        Args:
            inputs: The predicted probabilities `preds` of shape :math:`(N, C)` and the labels of shape
                :math:`(N,)` (Tensor, list or numpy.ndarray).

        Raises:
            ValueError: If not exactly two inputs are given.
            RuntimeError: If the number of labels is not the number of predictions.
        """
        if len(inputs) != 2:
            raise ValueError("For 'Perplexity.update', it needs 2 inputs (predicted value, label), but got {}."
                             .format(len(inputs)))
        probabilities, labels = (self._convert_data(item) for item in inputs)
        if labels.size != probabilities.size / probabilities.shape[-1]:
            raise RuntimeError("For 'Perplexity.update', predicted value (input[0]) and label (input[1]) should "
                               "have the same shape, but got predicted value shape {}, label shape {}."
                               .format(probabilities.shape, labels.shape))
        labels = labels.reshape(-1)
        rows = np.arange(labels.size).reshape(-1, 1)
        picked = np.squeeze(probabilities[rows, labels.astype(int).reshape(-1, 1)])
        count = _legacy(0)
        if self.ignore_label is not None:
            # an ignored sample counts as probability 1 (no loss) and is not counted
            ignored = (labels == self.ignore_label).astype(picked.dtype)
            count = count - ignored.sum()
            picked = picked * (1 - ignored) + ignored
        negative_log_sum = _legacy(0.) - np.log(np.maximum(1e-10, picked)).sum()
        count = count + picked.size
        self._sum_metric = _legacy(self._sum_metric) + negative_log_sum
        self._num_inst = _legacy(self._num_inst) + count

    def eval(self):
        r"""
        Compute the perplexity.

        Returns:
            float, the perplexity.

        Raises:
            RuntimeError: If no sample was counted.
        """
        if self._num_inst == 0:
            raise RuntimeError("The 'Perplexity' can not be calculated, because the number of samples is 0, please "
                               "check whether the update method has been called before calling eval method.")
        return math.exp(self._sum_metric / self._num_inst)
