"""The Metric base class and the helpers shared by the metrics."""
from abc import ABCMeta, abstractmethod
import functools

import numpy as np

from ...common.tensor import Tensor

__all__ = ["Metric", "EvaluationBase", "rearrange_inputs"]

_eval_types = {'classification', 'multilabel'}

# the inputs a metric accepts, with how each becomes a numpy array
_CONVERTERS = ((np.ndarray, lambda array: array), (Tensor, lambda tensor: tensor.asnumpy()), (list, np.array))


def _legacy(number):
    """`number` as the NumPy scalar NumPy 1 used when a Python number met a NumPy scalar (int64 / float64).

    MindSpore 2.10 runs on NumPy 1, where ``0 + np.float32(x)`` is a float64; NumPy 2 keeps float32. Metrics whose
    accumulators start as Python numbers convert them with this so that results keep MindSpore's precision and type.
    """
    if isinstance(number, bool) or not isinstance(number, (int, float)):
        return number
    return np.int64(number) if isinstance(number, int) else np.float64(number)


def rearrange_inputs(func):
    """
    A decorator for the `update` method of a metric: it reorders the inputs by the metric's `indexes`.

    When ``self.indexes`` is a non-empty list, ``update(*inputs)`` receives ``[inputs[i] for i in indexes]``;
    otherwise the inputs unchanged. Every built-in metric's `update` is decorated with it, so that
    :meth:`mindspore.train.Metric.set_indexes` picks, for example, the logits and the label out of the
    ``(loss, logits, label)`` outputs of an evaluation network.

    Args:
        func (Callable): The `update` method to wrap.

    Returns:
        Callable, the wrapped method.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> from mindspore.train import rearrange_inputs
        >>> class Echo:
        ...     indexes = [2, 0]
        ...
        ...     @rearrange_inputs
        ...     def update(self, *inputs):
        ...         return inputs
        >>> print(Echo().update('a', 'b', 'c'))
        ('c', 'a')
        >>> Echo.indexes = None
        >>> print(Echo().update('a', 'b', 'c'))
        ('a', 'b', 'c')
    """
    @functools.wraps(func)
    def reordered_update(self, *inputs):
        picks = self.indexes
        if picks:
            inputs = tuple(inputs[position] for position in picks)
        return func(self, *inputs)
    return reordered_update


_MUST_DEFINE = 'Must define {} function to use this base class'


class Metric(metaclass=ABCMeta):
    """
    Base class of the evaluation metrics.

    A metric accumulates with :meth:`update` (called once per batch), computes the result with :meth:`eval` and
    starts over with :meth:`clear`; subclasses implement these three methods. Calling the metric object runs
    ``clear``, ``update`` and ``eval`` on one batch. :meth:`set_indexes` selects and orders the inputs of
    ``update`` (when ``update`` is decorated with :func:`mindspore.train.rearrange_inputs`).

    Inputs may be Tensors, lists or numpy arrays; :meth:`_convert_data` turns them into numpy arrays. The built-in
    metrics compute with numpy and return numpy values (mostly ``numpy.float64``).

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore.train.metrics import Metric, rearrange_inputs
        >>> class RowL1(Metric):
        ...     # mean over the samples of the summed absolute error of each row
        ...     def clear(self):
        ...         self.total, self.rows = 0.0, 0
        ...
        ...     def __init__(self):
        ...         super().__init__()
        ...         self.clear()
        ...
        ...     def eval(self):
        ...         return self.total / self.rows
        ...
        ...     @rearrange_inputs
        ...     def update(self, *inputs):
        ...         pred, label = (self._convert_data(item) for item in inputs)
        ...         self.total += float(np.abs(label - pred).sum())
        ...         self.rows += label.shape[0]
        ...
        >>> x = ms.Tensor(np.array([[0.5, 1.0], [1.5, 2.0]]), ms.float32)
        >>> unused = ms.Tensor(np.zeros((2, 2)), ms.float32)
        >>> y = ms.Tensor(np.array([[1.0, 1.0], [1.0, 1.0]]), ms.float32)
        >>> metric = RowL1().set_indexes([0, 2])
        >>> metric.update(x, unused, y)
        >>> print(metric.eval())
        1.0
        >>> print(metric.indexes)
        [0, 2]
        >>> print(metric(x, y, unused))
        2.5
    """

    def __init__(self):
        self._indexes = None

    def _convert_data(self, data):
        """
        `data` as a numpy array.

        Args:
            data (Union[Tensor, list, numpy.ndarray]): The input.

        Returns:
            numpy.ndarray, the data.

        Raises:
            TypeError: If `data` is not a Tensor, list or numpy.ndarray.
        """
        for kind, convert in _CONVERTERS:
            if isinstance(data, kind):
                return convert(data)
        raise TypeError(f"For 'Metric' and its derived classes, the input data type must be tensor, list or "
                        f"numpy.ndarray, but got {type(data)}.")

    @property
    def indexes(self):
        """The input indexes set by :meth:`set_indexes` (``None`` by default)."""
        return getattr(self, '_indexes', None)

    def set_indexes(self, indexes):
        """
        Select and order the inputs of `update`: with indexes ``[2, 1]``, ``update(a, b, c)`` works on
        ``(c, b)``.

        Note:
            A custom metric must decorate its `update` with :func:`mindspore.train.rearrange_inputs` for the
            indexes to take effect.

        Args:
            indexes (List(int)): The positions of the inputs to use, in order.

        Returns:
            :class:`Metric`, the metric itself.

        Raises:
            ValueError: If `indexes` is not a list of ints.
        """
        well_formed = isinstance(indexes, list) and all(isinstance(position, int) for position in indexes)
        if not well_formed:
            raise ValueError("For 'set_indexes', the argument 'indexes' must be a list and all its elements must "
                             "be int, please check whether it is correct.")
        self._indexes = indexes
        return self

    def __call__(self, *inputs):
        """
        Evaluate one batch: :meth:`clear`, :meth:`update` with `inputs`, then :meth:`eval`.

        Args:
            inputs (tuple): The inputs of :meth:`update`, usually the prediction and the label.

        Returns:
            The result of :meth:`eval`.
        """
        self.clear()
        self.update(*inputs)
        return self.eval()

    @abstractmethod
    def eval(self):
        """Compute the result from the accumulated state (every subclass defines it)."""
        raise NotImplementedError(_MUST_DEFINE.format('eval'))

    @abstractmethod
    def update(self, *inputs):
        """
        Accumulate one batch. Subclasses must override it.

        Args:
            inputs: The batch, usually the prediction and the label.
        """
        raise NotImplementedError(_MUST_DEFINE.format('update'))

    @abstractmethod
    def clear(self):
        """Reset the accumulated state (every subclass defines it)."""
        raise NotImplementedError(_MUST_DEFINE.format('clear'))


class EvaluationBase(Metric):
    """
    Base class of the classification metrics with an `eval_type` (``'classification'`` or ``'multilabel'``):
    adds the checks of prediction and label shapes and values.

    Args:
        eval_type (str): ``'classification'`` (one label per sample) or ``'multilabel'``.

    Raises:
        TypeError: If `eval_type` is neither ``'classification'`` nor ``'multilabel'``.
    """

    def __init__(self, eval_type):
        if eval_type not in _eval_types:
            raise TypeError(f"The argument 'eval_type' must be in {_eval_types}, but got {eval_type}")
        super().__init__()
        self._type = eval_type

    def _check_shape(self, y_pred, y):
        """Classification: `y` has the shape of `y_pred` without axis 1; multilabel: the same shape."""
        pred_dims, label_dims = y_pred.ndim, y.ndim
        pred_shape, label_shape = y_pred.shape, y.shape
        if self._type != 'classification':
            if pred_dims != label_dims:
                raise ValueError(f"In {self._type} case, the dimension of y_pred (predicted value) should equal to "
                                 f"the dimension of y (true value), but got y_pred dimension: {pred_dims} and y "
                                 f"dimension: {label_dims}.")
            if pred_shape != label_shape:
                raise ValueError(f"In {self._type} case, the shape of y_pred (predicted value) should equal to the "
                                 f"shape of y (true value), but got y_pred shape: {pred_shape} and y shape: "
                                 f"{label_shape}.")
            return
        if pred_dims != label_dims + 1:
            raise ValueError(f"In classification case, the dimension of y_pred (predicted value) should equal to the "
                             f"dimension of y (true value) add 1, but got y_pred dimension: {pred_dims} and y "
                             f"dimension: {label_dims}.")
        without_classes = pred_shape[:1] + pred_shape[2:]
        if label_shape != without_classes:
            raise ValueError(f"In classification case, y_pred (predicted value) shape and y (true value) shape can "
                             f"not match, y shape should be equal to y_pred shape that the value at index 1 is "
                             f"deleted. Such as y_pred shape (1, 2, 3), then y shape should be (1, 3). But got "
                             f"y_pred shape {pred_shape} and y shape {label_shape}")

    def _check_value(self, y_pred, y):
        """Multilabel: every value of `y_pred` and `y` is 0 or 1."""
        if self._type == 'classification':
            return
        if not (_zeros_and_ones(y_pred) and _zeros_and_ones(y)):
            raise ValueError("In multilabel case, all elements in y_pred (predicted value) and y (true value) should "
                             "be 0 or 1.Please check whether your inputs y_pred and y are correct.")

    def _prepared(self, raw_pred, raw_label):
        """The prediction and label as numpy arrays, a one-hot classification label turned into indices, after
        the checks of shapes and values."""
        y_pred, y = self._convert_data(raw_pred), self._convert_data(raw_label)
        if self._type == 'classification':
            y = _as_class_indices(y_pred, y)
        self._check_shape(y_pred, y)
        self._check_value(y_pred, y)
        return y_pred, y



def _zeros_and_ones(values):
    """Whether every element of `values` is 0 or 1 (the only numbers equal to their square)."""
    return bool(np.all(values ** 2 == values))


def _check_onehot_data(data):
    """Whether `data` (at least 2-D) holds one-hot rows along axis 1."""
    if data.ndim < 2 or not _zeros_and_ones(data):
        return False
    return bool(np.all(data.sum(axis=1) == 1))


def _as_class_indices(y_pred, y):
    """`y` itself, or its class indices when it holds one-hot rows of the rank of `y_pred`."""
    one_hot = y.ndim == y_pred.ndim and _check_onehot_data(y)
    return y.argmax(axis=1) if one_hot else y


def _check_class_num(metric, y_pred, owner, ending="."):
    """The number of classes (axis 1 of `y_pred`), remembered by `metric` at its first batch and checked against
    it afterwards."""
    seen, current = metric._class_num, y_pred.shape[1]
    if seen and current != seen:
        raise ValueError(f"For '{owner}.update', class number not match, last input predicted data contain {seen} "
                         f"classes, but current predicted data contain {current} classes, please check your "
                         f"predicted value(inputs[0]){ending}")
    metric._class_num = current
    return current


def _one_hot_rows(indices, depth):
    """One float row of length `depth` per entry of `indices` (flattened)."""
    return np.eye(depth)[indices.reshape(-1)]


def _check_label_range(y, class_num, message):
    """Raise ValueError(`message` formatted with the two class counts) if a label is not below `class_num`."""
    label_classes = y.max() + 1
    if label_classes > class_num:
        raise ValueError(message.format(class_num, label_classes))


_LABEL_RANGE_MESSAGE = ("For '{}.update', predicted value (input[0]) should have the same classes number as true "
                        "value (input[1]), but got predicted value classes {{}}, true value classes {{}}.")


def _indicators(eval_type, y_pred, y, class_num, owner):
    """(predicted, actual): 0/1 matrices whose columns Precision and Recall count over.

    Classification: one one-hot row per sample (the predicted class is the largest score), so the columns are the
    classes. Multilabel: the class axis moved to the front and the rest flattened, so that (as in MindSpore) the
    columns are the samples.
    """
    if eval_type == "classification":
        _check_label_range(y, class_num, _LABEL_RANGE_MESSAGE.format(owner))
        actual = _one_hot_rows(y, class_num)
        return _one_hot_rows(y_pred.argmax(axis=1), class_num), actual
    return np.moveaxis(y_pred, 1, 0).reshape(class_num, -1), np.moveaxis(y, 1, 0).reshape(class_num, -1)
