"""Loss functions (``mindspore.nn.loss.loss``)."""
import math

import torch
import torch.nn.functional as F

from ..cell import Cell
from ...common import dtype as mstype
from ...common.tensor import Tensor, _wrap
from ...common.parameter import Parameter
from ... import _checkparam as validator
from ..layer._utils import torch_of
from ..layer.activation import get_activation
from ...ops.operations.nn_ops import _SoftmaxCE

__all__ = ["LossBase", "MSELoss", "L1Loss", "SmoothL1Loss", "SoftmaxCrossEntropyWithLogits", "CrossEntropyLoss",
           "BCEWithLogitsLoss", "BCELoss", "NLLLoss"]

_REDUCTIONS = ("mean", "sum", "none")


def _check_reduction(reduction, cls_name):
    if reduction not in _REDUCTIONS:
        raise ValueError(f"For '{cls_name}', the 'reduction' must be in ['mean', 'sum', 'none'], "
                         f"but got {reduction}.")
    return reduction


class LossBase(Cell):
    r"""
    Base class of the losses: holds the `reduction` and applies it with :meth:`get_loss`.

    A subclass computes the element-wise loss in `construct` and returns ``self.get_loss(x)``.

    Args:
        reduction (str): ``'none'`` (no reduction), ``'mean'`` (mean of all elements) or ``'sum'`` .
            Default: ``'mean'`` .

    Raises:
        ValueError: If `reduction` is not one of ``'none'``, ``'mean'``, ``'sum'``.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> class AbsLoss(nn.LossBase):
        ...     def construct(self, logits, labels):
        ...         return self.get_loss(abs(logits - labels))
        >>> loss = AbsLoss()
        >>> print(loss(Tensor(np.array([1.0, 2.0, 3.0]), ms.float32), Tensor(np.array([1.0, 2.0, 5.0]), ms.float32)))
        0.6666667
        >>> print(loss.get_axis(Tensor(np.ones([2, 3]), ms.float32)))
        (0, 1)
    """

    def __init__(self, reduction="mean"):
        super().__init__()
        _check_reduction(reduction, self.cls_name)
        self.average = reduction != "sum"
        self.reduce = reduction != "none"

    def get_axis(self, x):
        """
        All the axes of `x`, as a tuple ``(0, 1, ..., x.ndim - 1)``.

        Args:
            x (Tensor): Tensor of any shape.

        Returns:
            tuple[int], the axes.
        """
        return tuple(range(len(x.shape)))

    def get_loss(self, x, weights=1.0):
        """
        Weight the element-wise loss `x` and reduce it as `reduction` says.

        The computation runs in float32 and the result is cast back to the dtype of `x`.

        Args:
            x (Tensor): Element-wise loss, of shape :math:`(N, *)`.
            weights (Union[float, Tensor]): Weights broadcastable to `x` (rank 0 or the rank of `x`).
                Default: ``1.0`` .

        Returns:
            Tensor, the weighted (and reduced) loss, in the dtype of `x`.
        """
        return _wrap(self._reduce_t(x._t, weights))

    def _reduce_t(self, t, weights=1.0):
        dt = t.dtype
        if dt is not torch.float32:
            t = t.float()
        if isinstance(weights, Tensor):
            t = weights._t.float() * t
        elif weights != 1.0:
            t = t * float(weights)
        if self.reduce:
            t = t.mean() if self.average else t.sum()
        if dt is not torch.float32:
            t = t.to(dt)
        return t

    def construct(self, logits, labels):
        raise AttributeError(f"For '{self.cls_name}', the method 'construct' is not defined: a loss derived from "
                             f"LossBase must define construct(logits, labels).")


class MSELoss(LossBase):
    r"""
    Mean squared error between prediction and label: :math:`\ell_n = (x_n - y_n)^2`, then reduced.

    Args:
        reduction (str): ``'none'`` , ``'mean'`` or ``'sum'`` . Default: ``'mean'`` .

    Inputs:
        - **logits** (Tensor) - The prediction, of any shape.
        - **labels** (Tensor) - The label, of a shape broadcastable with `logits`.

    Outputs:
        Tensor in the dtype of `logits`: a scalar for ``'mean'`` / ``'sum'`` , the broadcast shape for ``'none'``.

    Raises:
        ValueError: If `reduction` is not one of ``'none'``, ``'mean'``, ``'sum'``.
        ValueError: If `logits` and `labels` cannot be broadcast.
        TypeError: If `logits` or `labels` is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> loss = nn.MSELoss()
        >>> print(loss(Tensor(np.array([1.0, 3.0]), ms.float32), Tensor(np.array([1.0, 1.0]), ms.float32)))
        2.0
        >>> loss = nn.MSELoss(reduction='none')
        >>> print(loss(Tensor(np.array([1.0, 3.0]), ms.float32), Tensor(np.array([[1.0], [2.0]]), ms.float32)))
        [[0. 4.]
         [1. 1.]]
    """

    def construct(self, logits, labels):
        cls = self.cls_name
        d = torch_of(logits, "logits", cls) - torch_of(labels, "labels", cls)
        return _wrap(self._reduce_t(d * d))


class L1Loss(LossBase):
    r"""
    Mean absolute error between prediction and label: :math:`\ell_n = |x_n - y_n|`, then reduced.

    Args:
        reduction (str): ``'none'`` , ``'mean'`` or ``'sum'`` . Default: ``'mean'`` .

    Inputs:
        - **logits** (Tensor) - The prediction, of any shape.
        - **labels** (Tensor) - The label, of a shape broadcastable with `logits`.

    Outputs:
        Tensor in the dtype of `logits`: a scalar for ``'mean'`` / ``'sum'`` , the broadcast shape for ``'none'``.

    Raises:
        ValueError: If `reduction` is not one of ``'none'``, ``'mean'``, ``'sum'``.
        ValueError: If `logits` and `labels` cannot be broadcast.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> loss = nn.L1Loss()
        >>> print(loss(Tensor(np.array([1.0, 2.0, 6.0]), ms.float32), Tensor(np.array([1.0, 1.0, 1.0]), ms.float32)))
        2.0
        >>> print(nn.L1Loss('sum')(Tensor(np.array([1.0, -2.0]), ms.float32), Tensor(np.array([0.0, 0.0]), ms.float32)))
        3.0
    """

    def __init__(self, reduction="mean"):
        super().__init__(reduction)
        self.reduction = reduction

    def construct(self, logits, labels):
        cls = self.cls_name
        t = (torch_of(logits, "logits", cls) - torch_of(labels, "labels", cls)).abs()
        if self.reduce:
            t = t.mean() if self.average else t.sum()
        return _wrap(t)


class SmoothL1Loss(LossBase):
    r"""
    Smooth L1 loss: quadratic for small errors, linear for large ones.

    .. math::
        L_i = \begin{cases} \frac{0.5 (x_i - y_i)^2}{\beta}, & |x_i - y_i| < \beta \\
        |x_i - y_i| - 0.5 \beta, & \text{otherwise} \end{cases}

    Args:
        beta (number): The threshold between the two regimes, greater than 0. Default: ``1.0`` .
        reduction (str): ``'none'`` , ``'mean'`` or ``'sum'`` . Default: ``'none'`` .

    Inputs:
        - **logits** (Tensor) - The prediction, float16, float32 or float64.
        - **labels** (Tensor) - The label, with the shape and dtype of `logits`.

    Outputs:
        Tensor in the dtype of `logits`; the shape of `logits` for ``'none'``, a scalar otherwise.

    Raises:
        TypeError: If `beta` is not a number, or `logits`/`labels` is not a Tensor.
        TypeError: If `logits` and `labels` have different dtypes.
        ValueError: If `beta` is not greater than 0.
        ValueError: If `logits` and `labels` have different shapes.
        ValueError: If `reduction` is not one of ``'none'``, ``'mean'``, ``'sum'``.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> loss = nn.SmoothL1Loss()
        >>> print(loss(Tensor(np.array([0.0, 0.5, 3.0]), ms.float32), Tensor(np.array([0.0, 0.0, 0.0]), ms.float32)))
        [0.    0.125 2.5  ]
    """

    def __init__(self, beta=1.0, reduction="none"):
        super().__init__(reduction)
        validator.check_value_type("beta", beta, [float, int, bool], "SmoothL1Loss")
        if not beta > 0:
            raise ValueError(f"For 'SmoothL1Loss', the 'beta' must be greater than 0, but got {beta}.")
        self.beta = beta
        self.reduction = reduction
        self._beta = float(beta)

    def construct(self, logits, labels):
        cls = self.cls_name
        x, y = torch_of(logits, "logits", cls), torch_of(labels, "labels", cls)
        if x.shape != y.shape:
            raise ValueError(f"For 'SmoothL1Loss', the shape of 'logits' and 'labels' must be the same, but got "
                             f"{tuple(x.shape)} and {tuple(y.shape)}.")
        if x.dtype != y.dtype:
            raise TypeError(f"For 'SmoothL1Loss', the dtype of 'logits' and 'labels' must be the same, but got "
                            f"{logits.dtype} and {labels.dtype}.")
        return _wrap(F.smooth_l1_loss(x, y, reduction=self.reduction, beta=self._beta))


class SoftmaxCrossEntropyWithLogits(LossBase):
    r"""
    Softmax cross entropy between logits and labels (mutually exclusive classes).

    .. math::
        \ell(x_i, c) = -\log\left(\frac{\exp(x_i[c])}{\sum_j \exp(x_i[j])}\right)

    With ``sparse=False`` the labels are probability rows (normally one-hot) and the loss is
    :math:`-\sum_j y_i[j] \log \text{softmax}(x_i)[j]`.

    Args:
        sparse (bool): Whether `labels` are class indices (``True``) or rows of class probabilities.
            Default: ``False`` .
        reduction (str): ``'none'`` , ``'mean'`` or ``'sum'`` . Default: ``'none'`` .

    Inputs:
        - **logits** (Tensor) - Tensor of shape :math:`(N, C)`, float16 or float32.
        - **labels** (Tensor) - With `sparse`: shape :math:`(N,)`, int32 or int64; otherwise shape :math:`(N, C)`
          and the dtype of `logits`.

    Outputs:
        Tensor in the dtype of `logits`: shape :math:`(N,)` for ``'none'``, a scalar otherwise.

    Raises:
        TypeError: If `sparse` is not a bool.
        TypeError: If `logits` or `labels` is not a Tensor.
        ValueError: If `reduction` is not one of ``'none'``, ``'mean'``, ``'sum'``.
        ValueError: If `sparse` is False and `labels` is not 2-D or not of the shape of `logits`.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> logits = Tensor(np.array([[2.0, 2.0], [1.0, 1.0]]), ms.float32)
        >>> loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True)
        >>> print(loss(logits, Tensor(np.array([0, 1]), ms.int32)))
        [0.6931472 0.6931472]
        >>> loss = nn.SoftmaxCrossEntropyWithLogits(reduction='sum')
        >>> print(loss(logits, Tensor(np.array([[1.0, 0.0], [0.0, 1.0]]), ms.float32)))
        1.3862944
    """

    def __init__(self, sparse=False, reduction="none"):
        super().__init__(reduction)
        self.sparse = validator.check_bool(sparse, "sparse", self.cls_name)
        self.reduction = reduction

    def construct(self, logits, labels):
        cls = self.cls_name
        x, y = torch_of(logits, "logits", cls), torch_of(labels, "labels", cls)
        if self.sparse:
            y = y.long()
            if self.reduction == "mean":
                return _wrap(F.cross_entropy(x, y))
            per_sample = F.cross_entropy(x, y, reduction="none")
        else:
            if y.dim() != 2:
                raise ValueError(f"For primitive[SoftmaxCrossEntropyWithLogits], the dimension of labels must be "
                                 f"equal to 2, but got {y.dim()}.")
            if y.shape != x.shape:
                raise ValueError(f"For 'SoftmaxCrossEntropyWithLogits', evaluator arg 'label' shape must be "
                                 f"consistent with 'logits' shape, but got 'label' shape: {tuple(y.shape)}, "
                                 f"'logits' shape: {tuple(x.shape)}.")
            # MindSpore's kernel: the logits' gradient is softmax - labels even when labels do not sum to 1
            per_sample = _SoftmaxCE.apply(x, y.to(x.dtype))[0]
        return _wrap(self._reduce_t(per_sample))


def _check_weight(weight, cls_name):
    if weight is not None:
        validator.check_value_type("weight", weight, [Tensor], cls_name)
        if weight.dtype not in (mstype.float16, mstype.float32):
            raise TypeError(f"For '{cls_name}', the type of 'weight' should be in '['Float16', 'Float32']', "
                            f"but got '{weight.dtype}'.")
    return weight


def _weight_for(weight, t):
    if weight is None:
        return None
    w = weight._t
    return w if w.dtype is t.dtype else w.to(t.dtype)


class CrossEntropyLoss(LossBase):
    r"""
    Cross entropy between logits and targets, given either as class indices or as class probabilities.

    For class indices :math:`y_n` (``reduction='none'``):

    .. math::
        l_n = - w_{y_n} \log \frac{\exp(x_{n,y_n})}{\sum_{c} \exp(x_{n,c})} \cdot \mathbb{1}\{y_n \neq
        \text{ignore\_index}\}

    and ``'mean'`` divides the sum by :math:`\sum_n w_{y_n} \mathbb{1}\{y_n \neq \text{ignore\_index}\}`. For
    probabilities, :math:`l_n = -\sum_c w_c y_{n,c} \log \text{softmax}(x_n)_c` and ``'mean'`` divides by
    :math:`N`.

    Args:
        weight (Tensor): Rescaling weight per class, shape :math:`(C,)`, float16 or float32. Default: ``None`` .
        ignore_index (int): Target value that contributes neither loss nor gradient. Default: ``-100`` .
        reduction (str): ``'none'`` , ``'mean'`` or ``'sum'`` . Default: ``'mean'`` .
        label_smoothing (float): Amount of label smoothing, in ``[0.0, 1.0]``. Default: ``0.0`` .

    Inputs:
        - **logits** (Tensor) - Shape :math:`(C,)`, :math:`(N, C)` or :math:`(N, C, d_1, ..., d_K)`, float16 or
          float32.
        - **labels** (Tensor) - Class indices of shape :math:`()`, :math:`(N)` or :math:`(N, d_1, ..., d_K)`
          (int32 or int64), or probabilities with the shape and a floating dtype of `logits`.

    Outputs:
        Tensor in the dtype of `logits`.

    Raises:
        TypeError: If `weight` is not a Tensor, or its dtype is neither float16 nor float32.
        TypeError: If `ignore_index` is not an int, or `label_smoothing` is not a float.
        TypeError: If `logits` or `labels` is not a Tensor, or has an unsupported dtype.
        ValueError: If `reduction` is not one of ``'none'``, ``'mean'``, ``'sum'``.
        ValueError: If `label_smoothing` is not in ``[0.0, 1.0]``.
        ValueError: If the shapes of `logits` and `labels` do not match.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> logits = Tensor(np.array([[0.0, 0.0], [3.0, 3.0]]), ms.float32)
        >>> loss = nn.CrossEntropyLoss()
        >>> print(loss(logits, Tensor(np.array([1, 0]), ms.int32)))
        0.6931472
        >>> print(loss(logits, Tensor(np.array([[0.5, 0.5], [1.0, 0.0]]), ms.float32)))
        0.6931472
    """

    def __init__(self, weight=None, ignore_index=-100, reduction="mean", label_smoothing=0.0):
        super().__init__(reduction)
        cls = self.cls_name
        validator.check_value_type("ignore_index", ignore_index, [int], cls)
        validator.check_value_type("label_smoothing", label_smoothing, [float], cls)
        if not 0.0 <= label_smoothing <= 1.0:
            raise ValueError(f"For '{cls}', the 'label_smoothing' should be in range of [0.0, 1.0], but got "
                             f"{label_smoothing} with type 'float'.")
        self.weight = _check_weight(weight, cls)
        self.ignore_index = ignore_index
        self.reduction = reduction
        self.label_smoothing = label_smoothing

    def construct(self, logits, labels):
        cls = self.cls_name
        x, y = torch_of(logits, "logits", cls), torch_of(labels, "labels", cls)
        if x.dtype not in (torch.float16, torch.float32):
            raise TypeError(f"For '{cls}', the type of 'logits' should be in '['Float16', 'Float32']', "
                            f"but got '{logits.dtype}'.")
        if x.dim() == y.dim():
            if not y.is_floating_point():
                raise TypeError(f"For '{cls}', the type of 'labels' should be in '['Float16', 'Float32']', "
                                f"but got '{labels.dtype}'.")
            if x.shape != y.shape:
                raise ValueError(f"For '{cls}', the shape of 'logits' should be (N, C, d_0, d_1, ...), and the "
                                 f"shape of 'labels' should be (N, C, d_0, d_1, ...), but get 'logits' shape: "
                                 f"{tuple(x.shape)} and 'labels' shape: {tuple(y.shape)}.")
            if y.dtype is not x.dtype:
                y = y.to(x.dtype)
        elif y.dim() == x.dim() - 1:
            if y.dtype not in (torch.int32, torch.int64):
                raise TypeError(f"For '{cls}', the type of 'labels' should be in '['Int32', 'Int64']', "
                                f"but got '{labels.dtype}'.")
            if x.dim() != 1 and (x.shape[0],) + tuple(x.shape[2:]) != tuple(y.shape):
                raise ValueError(f"For '{cls}', the shape of 'logits' should be (N, C, d_0, d_1, ...), and the "
                                 f"shape of 'labels' should be (N, d_0, d_1, ...), but get 'logits' shape: "
                                 f"{tuple(x.shape)} and 'labels' shape: {tuple(y.shape)}.")
            y = y.long()
        else:
            raise ValueError(f"For '{cls}', the rank of 'logits' and 'labels' should be:\n"
                             f"1. 'logits.ndim == labels.ndim' for probabilities, \n"
                             f"2. 'logits.ndim - 1 == labels.ndim' for class indices, \n"
                             f"but get 'logits' rank: {x.dim()} and 'labels' rank: {y.dim()}.")
        return _wrap(F.cross_entropy(x, y, _weight_for(self.weight, x), ignore_index=self.ignore_index,
                                     reduction=self.reduction, label_smoothing=self.label_smoothing))


class NLLLoss(LossBase):
    r"""
    Negative log likelihood loss: picks :math:`-w_{t_n} x_{n, t_n}` from log-probabilities `logits`.

    .. math::
        l_n = -w_{t_n} x_{n,t_n}, \quad w_c = \text{weight}[c] \cdot \mathbb{1}\{c \neq \text{ignore\_index}\}

    ``'mean'`` divides the sum by :math:`\sum_n w_{t_n}`.

    Args:
        weight (Tensor): Rescaling weight per class, shape :math:`(C,)`, float16 or float32. Default: ``None`` .
        ignore_index (int): Target value that is ignored. Default: ``-100`` .
        reduction (str): ``'none'`` , ``'mean'`` or ``'sum'`` . Default: ``'mean'`` .

    Inputs:
        - **logits** (Tensor) - Log-probabilities of shape :math:`(N, C)` or :math:`(N, C, d_1, ..., d_K)`,
          float16 or float32.
        - **labels** (Tensor) - Class indices of shape :math:`(N)` or :math:`(N, d_1, ..., d_K)`, int32 or int64.

    Outputs:
        Tensor in the dtype of `logits`.

    Raises:
        TypeError: If `weight` is not a Tensor, or its dtype is neither float16 nor float32.
        TypeError: If `ignore_index` is not an int.
        TypeError: If `logits` or `labels` is not a Tensor.
        ValueError: If `reduction` is not one of ``'none'``, ``'mean'``, ``'sum'``.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> logits = Tensor(np.array([[-1.0, -2.0], [-3.0, -4.0]]), ms.float32)
        >>> labels = Tensor(np.array([1, 0]), ms.int32)
        >>> print(nn.NLLLoss()(logits, labels))
        2.5
        >>> print(nn.NLLLoss(reduction='none')(logits, labels))
        [2. 3.]
    """

    def __init__(self, weight=None, ignore_index=-100, reduction="mean"):
        super().__init__(reduction)
        validator.check_value_type("ignore_index", ignore_index, [int], self.cls_name)
        self.weight = _check_weight(weight, self.cls_name)
        self.ignore_index = ignore_index
        self.reduction = reduction

    def construct(self, logits, labels):
        cls = self.cls_name
        x, y = torch_of(logits, "logits", cls), torch_of(labels, "labels", cls)
        return _wrap(F.nll_loss(x, y.long(), _weight_for(self.weight, x), ignore_index=self.ignore_index,
                                reduction=self.reduction))


class BCEWithLogitsLoss(LossBase):
    r"""
    Binary cross entropy on logits: applies the sigmoid to `input` and compares with `target`.

    .. math::
        L_{ij} = -w_{ij}\left[p_j Y_{ij} \log \sigma(X_{ij}) + (1 - Y_{ij}) \log(1 - \sigma(X_{ij}))\right]

    where :math:`w` is `weight` and :math:`p` is `pos_weight`.

    Args:
        reduction (str): ``'none'`` , ``'mean'`` or ``'sum'`` . Default: ``'mean'`` .
        weight (Tensor): Weight broadcastable to `input`, float16 or float32. Default: ``None`` .
        pos_weight (Tensor): Weight of the positive examples, one per class, broadcastable to `input`.
            Default: ``None`` .

    Inputs:
        - **input** (Tensor) - Logits of shape :math:`(N, *)`, float16 or float32.
        - **target** (Tensor) - Labels with the shape and dtype of `input`.

    Outputs:
        Tensor in the dtype of `input`: its shape for ``'none'``, a scalar otherwise.

    Raises:
        TypeError: If `input` or `target` is not a Tensor.
        TypeError: If `weight` or `pos_weight` is a Parameter.
        ValueError: If `reduction` is not one of ``'none'``, ``'mean'``, ``'sum'``.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> loss = nn.BCEWithLogitsLoss()
        >>> print(loss(Tensor(np.array([0.0, 0.0]), ms.float32), Tensor(np.array([1.0, 0.0]), ms.float32)))
        0.6931472
    """

    def __init__(self, reduction="mean", weight=None, pos_weight=None):
        super().__init__(reduction)
        cls = self.cls_name
        if isinstance(weight, Parameter):
            raise TypeError(f"For '{cls}', the 'weight' can not be a Parameter.")
        if isinstance(pos_weight, Parameter):
            raise TypeError(f"For '{cls}', the 'pos_weight' can not be a Parameter.")
        if weight is not None:
            validator.check_value_type("weight", weight, [Tensor], cls)
        if pos_weight is not None:
            validator.check_value_type("pos_weight", pos_weight, [Tensor], cls)
        self.reduction = reduction
        self.weight = weight
        self.pos_weight = pos_weight

    def construct(self, input, target):  # pylint: disable=redefined-builtin
        cls = self.cls_name
        x, y = torch_of(input, "input", cls), torch_of(target, "target", cls)
        if y.dtype is not x.dtype:
            y = y.to(x.dtype)
        return _wrap(F.binary_cross_entropy_with_logits(x, y, _weight_for(self.weight, x),
                                                        reduction=self.reduction,
                                                        pos_weight=_weight_for(self.pos_weight, x)))


class BCELoss(LossBase):
    r"""
    Binary cross entropy between probabilities `logits` (outputs of a sigmoid) and labels in ``[0, 1]``.

    .. math::
        l_n = -w_n \left[y_n \log x_n + (1 - y_n) \log(1 - x_n)\right]

    Args:
        weight (Tensor): Weight of each element, with the shape and dtype of `logits`. Default: ``None`` .
        reduction (str): ``'none'`` , ``'mean'`` or ``'sum'`` . Default: ``'mean'`` .

    Inputs:
        - **logits** (Tensor) - Probabilities of shape :math:`(N, *)`, float16 or float32.
        - **labels** (Tensor) - Labels with the shape and dtype of `logits`.

    Outputs:
        Tensor in the dtype of `logits`: its shape for ``'none'``, a scalar otherwise.

    Raises:
        TypeError: If `logits`, `labels` or `weight` is not a Tensor.
        ValueError: If `reduction` is not one of ``'none'``, ``'mean'``, ``'sum'``.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> loss = nn.BCELoss(reduction='none')
        >>> print(loss(Tensor(np.array([0.5, 0.5]), ms.float32), Tensor(np.array([1.0, 0.0]), ms.float32)))
        [0.6931472 0.6931472]
    """

    def __init__(self, weight=None, reduction="mean"):
        super().__init__(reduction)
        if weight is not None:
            validator.check_value_type("weight", weight, [Tensor], self.cls_name)
        self.reduction = reduction
        self.weight = weight

    def construct(self, logits, labels):
        cls = self.cls_name
        x, y = torch_of(logits, "logits", cls), torch_of(labels, "labels", cls)
        if y.dtype is not x.dtype:
            y = y.to(x.dtype)
        return _wrap(F.binary_cross_entropy(x, y, _weight_for(self.weight, x), reduction=self.reduction))


# ----- losses added for issue 11 ------------------------------------------------------------------------------------
__all__ += ["L1LossExt", "MAELoss", "RMSELoss", "MarginRankingLoss", "SoftMarginLoss", "DiceLoss", "MultiClassDiceLoss",
            "SampledSoftmaxLoss", "TripletMarginWithDistanceLoss", "PoissonNLLLoss", "MultiLabelSoftMarginLoss",
            "MultiMarginLoss", "CosineEmbeddingLoss", "MultilabelMarginLoss", "FocalLoss", "HuberLoss",
            "TripletMarginLoss", "KLDivLoss", "CTCLoss", "GaussianNLLLoss", "HingeEmbeddingLoss"]

_HALF_LN_2PI = 0.5 * math.log(2 * math.pi)


def _op_reduction(reduction, cls_name, valid=("none", "sum", "mean")):
    """Reduction check done by the operator behind a loss (message of MindSpore's op-level check)."""
    if reduction not in valid:
        raise ValueError(f"For '{cls_name}', the 'reduction' must be str and must be in '{list(valid)}', "
                         f"but got '{reduction}'.")
    return reduction


def _reduce_as(t, reduction):
    if reduction == "mean":
        return t.mean()
    if reduction == "sum":
        return t.sum()
    return t


def _float_pair(x, y):
    """Promote a pair of torch tensors to one floating dtype (integers become float32)."""
    dt = torch.promote_types(x.dtype, y.dtype)
    if not dt.is_floating_point:
        dt = torch.float32
    return x.to(dt), y.to(dt)


class L1LossExt(LossBase):
    r"""
    Mean absolute error :math:`\ell_n = |x_n - y_n|` with broadcasting, then reduced (the ``mint`` flavour of
    :class:`mindspore.nn.L1Loss`).

    Args:
        reduction (str): ``'none'`` , ``'mean'`` or ``'sum'`` . Default: ``'mean'`` .

    Inputs:
        - **logits** (Tensor) - The prediction, of any shape.
        - **labels** (Tensor) - The label, of a shape broadcastable with `logits`.

    Outputs:
        Tensor: a scalar for ``'mean'`` / ``'sum'`` , the broadcast shape for ``'none'``.

    Raises:
        ValueError: If `reduction` is not one of ``'none'``, ``'mean'``, ``'sum'``.
        TypeError: If `logits` or `labels` is not a Tensor.

    Supported Platforms:
        ``Ascend``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> loss = nn.L1LossExt()
        >>> print(loss(Tensor(np.array([0.5, 2.0, 4.0]), ms.float32), Tensor(np.array([1.0, 2.0, 2.0]), ms.float32)))
        0.8333333
    """

    def __init__(self, reduction="mean"):
        super().__init__(reduction)
        self.reduction = reduction

    def construct(self, logits, labels):
        cls = self.cls_name
        x, y = torch_of(logits, "logits", cls), torch_of(labels, "labels", cls)
        return _wrap(_reduce_as((x - y).abs(), self.reduction))


class MAELoss(LossBase):
    r"""
    Mean absolute error :math:`\ell_n = |x_n - y_n|` between prediction and label (broadcast), then reduced.

    Args:
        reduction (str): ``'none'`` , ``'mean'`` or ``'sum'`` . Default: ``'mean'`` .

    Inputs:
        - **logits** (Tensor) - The prediction, of shape :math:`(M, *)`.
        - **label** (Tensor) - The label, broadcastable with `logits`.

    Outputs:
        Tensor in the dtype of `logits`: the broadcast shape for ``'none'``, a scalar otherwise.

    Raises:
        ValueError: If `reduction` is not one of ``'none'``, ``'mean'``, ``'sum'``.
        TypeError: If `logits` or `label` is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> loss = nn.MAELoss(reduction='none')
        >>> print(loss(Tensor(np.array([1.0, 4.0]), ms.float32), Tensor(np.array([[0.0], [2.0]]), ms.float32)))
        [[1. 4.]
         [1. 2.]]
    """

    def construct(self, logits, label):
        cls = self.cls_name
        x, y = torch_of(logits, "logits", cls), torch_of(label, "labels", cls)
        return _wrap(self._reduce_t((x - y).abs()))


class RMSELoss(LossBase):
    r"""
    Root mean squared error: :math:`\sqrt{\frac{1}{M}\sum_m (x_m - y_m)^2}` over all (broadcast) elements.

    Inputs:
        - **logits** (Tensor) - The prediction, of shape :math:`(M, *)`.
        - **label** (Tensor) - The label, broadcastable with `logits`.

    Outputs:
        Tensor, a scalar in the dtype of `logits`.

    Raises:
        TypeError: If `logits` or `label` has an unsigned integer dtype other than bool.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> loss = nn.RMSELoss()
        >>> print(loss(Tensor(np.array([3.0, 0.0]), ms.float32), Tensor(np.array([0.0, 4.0]), ms.float32)))
        3.535534
    """

    def __init__(self):
        super().__init__()
        self.MSELoss = MSELoss()

    def construct(self, logits, label):
        for t in (logits, label):
            if isinstance(t, Tensor) and t.dtype in (mstype.uint8, mstype.uint16, mstype.uint32, mstype.uint64):
                raise TypeError(f"For 'RMSELoss', the parameters data type must not be in [mindspore.uint8, "
                                f"mindspore.uint16, mindspore.uint32, mindspore.uint64], but got mindspore.{str(t.dtype).lower()}.")
        return _wrap(self.MSELoss(logits, label)._t.sqrt())


class MarginRankingLoss(LossBase):
    r"""
    Ranking loss of a pair of inputs: :math:`\ell_n = \max(0, -y_n (x1_n - x2_n) + \text{margin})`.

    Args:
        margin (float): The required separation. Default: ``0.0`` .
        reduction (str): ``'none'`` , ``'mean'`` or ``'sum'`` . Default: ``'mean'`` .

    Inputs:
        - **input1** (Tensor) - First scores, of any shape.
        - **input2** (Tensor) - Second scores, with the shape and dtype of `input1`.
        - **target** (Tensor) - ``1`` where `input1` should rank higher, ``-1`` otherwise; the shape of `input1`.

    Outputs:
        Tensor: the shape of `input1` for ``'none'``, a scalar otherwise.

    Raises:
        TypeError: If `margin` is not a float, or an input is not a Tensor.
        ValueError: If `reduction` is not one of ``'none'``, ``'mean'``, ``'sum'``.
        ValueError: If the inputs' shapes differ.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> loss = nn.MarginRankingLoss(margin=0.5, reduction='none')
        >>> x1 = Tensor(np.array([1.0, 0.2, 0.4]), ms.float32)
        >>> x2 = Tensor(np.array([0.0, 0.6, 0.3]), ms.float32)
        >>> print(loss(x1, x2, Tensor(np.array([1.0, 1.0, -1.0]), ms.float32)))
        [0.         0.90000004 0.6       ]
    """

    def __init__(self, margin=0.0, reduction="mean"):
        super().__init__(reduction)
        self.reduction = reduction
        self.margin = margin

    def construct(self, input1, input2, target):
        cls = self.cls_name
        validator.check_value_type("margin", self.margin, [float], "margin_ranking_loss")
        a, b = torch_of(input1, "input1", cls), torch_of(input2, "input2", cls)
        y = torch_of(target, "target", cls)
        if a.shape != b.shape or a.shape != y.shape:
            raise ValueError(f"For '{cls}', the shapes of 'input1', 'input2' and 'target' must be the same, but got "
                             f"{tuple(a.shape)}, {tuple(b.shape)} and {tuple(y.shape)}.")
        t = (-y.to(a.dtype) * (a - b) + self.margin).clamp_min(0)
        return _wrap(_reduce_as(t, self.reduction))


class SoftMarginLoss(LossBase):
    r"""
    Two-class soft margin loss: :math:`\ell_n = \log(1 + \exp(-y_n x_n))` with labels :math:`y_n \in \{-1, 1\}`,
    averaged over all elements for ``'mean'``.

    Args:
        reduction (str): ``'none'`` , ``'mean'`` or ``'sum'`` . Default: ``'mean'`` .

    Inputs:
        - **logits** (Tensor) - Predictions, float16 or float32, of any shape.
        - **labels** (Tensor) - Labels of ``1`` and ``-1``, with the shape and dtype of `logits`.

    Outputs:
        Tensor: the shape of `logits` for ``'none'``, a scalar otherwise.

    Raises:
        TypeError: If `logits` or `labels` is not a Tensor, or their dtypes differ.
        ValueError: If the shapes of `logits` and `labels` differ.
        ValueError: If `reduction` is not one of ``'none'``, ``'mean'``, ``'sum'`` (checked on the call).

    Supported Platforms:
        ``Ascend``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> loss = nn.SoftMarginLoss(reduction='sum')
        >>> print(loss(Tensor(np.array([0.0, 0.0]), ms.float32), Tensor(np.array([1.0, -1.0]), ms.float32)))
        1.3862944
    """

    def __init__(self, reduction="mean"):
        super().__init__()
        self.reduction = reduction

    def construct(self, logits, labels):
        cls = self.cls_name
        _op_reduction(self.reduction, cls)
        x, y = torch_of(logits, "logits", cls), torch_of(labels, "labels", cls)
        if x.shape != y.shape:
            raise ValueError(f"For '{cls}', the shape of 'logits' and 'labels' must be the same, but got "
                             f"{tuple(x.shape)} and {tuple(y.shape)}.")
        if x.dtype != y.dtype:
            raise TypeError(f"For '{cls}', the dtype of 'logits' and 'labels' must be the same, but got "
                            f"{logits.dtype} and {labels.dtype}.")
        return _wrap(F.soft_margin_loss(x, y, reduction=self.reduction))


def _dice_check_smooth(smooth):
    if isinstance(smooth, bool) or not isinstance(smooth, float):
        raise TypeError(f"The 'smooth' must be float, but got '{type(smooth).__name__}'")
    if not smooth > 0:
        raise ValueError(f"The 'smooth' must be float and must > 0, but got '{smooth}' with type 'float'.")
    return smooth


class DiceLoss(LossBase):
    r"""
    Dice loss of a binary segmentation, over all elements of the batch:

    .. math::
        \text{loss} = 1 - \frac{2 \sum_i x_i y_i}{\sum_i x_i^2 + \sum_i y_i^2 + \text{smooth}}

    Args:
        smooth (float): Added to the denominator so that it is never 0; greater than 0. Default: ``1e-5`` .

    Inputs:
        - **logits** (Tensor) - Predictions in ``[0, 1]``, of shape :math:`(N, *)`, not uint8.
        - **label** (Tensor) - Targets with the shape of `logits`, not uint8.

    Outputs:
        Tensor, a scalar.

    Raises:
        TypeError: If `smooth` is not a float, or `logits`/`label` is not a Tensor or is uint8.
        ValueError: If `smooth` is not greater than 0, or the shapes of `logits` and `label` differ.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> loss = nn.DiceLoss(smooth=1e-5)
        >>> logits = Tensor(np.array([[0.5, 0.5], [1.0, 0.0]]), ms.float32)
        >>> print(loss(logits, Tensor(np.array([[1.0, 0.0], [1.0, 0.0]]), ms.float32)))
        0.14285958
    """

    def __init__(self, smooth=1e-5):
        super().__init__()
        self.smooth = _dice_check_smooth(smooth)

    def construct(self, logits, label):
        cls = self.cls_name
        x, y = torch_of(logits, "logits", cls), torch_of(label, "labels", cls)
        if x.shape != y.shape:
            raise ValueError(f"For '{cls}', the 'logits_shape' should be = label_shape: {tuple(y.shape)}, but got "
                             f"{tuple(x.shape)}.")
        if x.dtype is torch.uint8:
            raise TypeError(f"For '{cls}', the dtype of 'logits' can not be uint8.")
        if y.dtype is torch.uint8:
            raise TypeError(f"For '{cls}', the dtype of 'labels' can not be uint8.")
        return _wrap(self._dice_t(x, y))

    def _dice_t(self, x, y):
        x, y = x.reshape(-1), y.reshape(-1)
        inter = (x * y).sum()
        union = (x * x).sum() + (y * y).sum()
        return 1 - (2 * inter) / (union + self.smooth)


_DICE_ACTIVATIONS = ["softmax", "logsoftmax", "relu", "relu6", "tanh", "sigmoid"]


class MultiClassDiceLoss(LossBase):
    r"""
    Dice loss of a multi-class segmentation: the mean over the classes of :class:`mindspore.nn.DiceLoss` of each
    class channel ``logits[:, i]`` against ``label[:, i]`` (after `activation`), optionally weighted per class.

    Args:
        weights (Union[Tensor, None]): Class weights of shape :math:`(C, dim)`; the loss of class ``i`` is
            multiplied by ``weights[i]``. Default: ``None`` .
        ignore_indiex (Union[int, None]): A class channel left out of the sum (it still counts in the divisor).
            Default: ``None`` .
        activation (Union[str, Cell]): Applied to `logits` first: one of ``'softmax'`` , ``'logsoftmax'`` ,
            ``'relu'`` , ``'relu6'`` , ``'tanh'`` , ``'sigmoid'`` , a Cell, or ``None``. Default: ``'softmax'`` .

    Inputs:
        - **logits** (Tensor) - Shape :math:`(N, C, *)`, at least 2-D.
        - **label** (Tensor) - One-hot targets with the shape of `logits`.

    Outputs:
        Tensor, a scalar (or of shape ``weights[i].shape`` with `weights`).

    Raises:
        TypeError: If `weights` is not a Tensor, `ignore_indiex` not an int, or `activation` not a str/Cell.
        ValueError: If `weights` is not 2-D, `activation` an unknown name, the shapes of `logits` and `label`
            differ, or an input has fewer than 2 dimensions.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> loss = nn.MultiClassDiceLoss(activation=None)
        >>> logits = Tensor(np.array([[1.0, 0.0], [0.0, 1.0], [0.5, 0.5]]), ms.float32)
        >>> label = Tensor(np.array([[1.0, 0.0], [0.0, 1.0], [1.0, 0.0]]), ms.float32)
        >>> print(loss(logits, label))
        0.094020486
    """

    def __init__(self, weights=None, ignore_indiex=None, activation="softmax"):
        super().__init__()
        cls = self.cls_name
        self.binarydiceloss = DiceLoss(smooth=1e-5)
        if weights is not None:
            validator.check_value_type("weights", weights, [Tensor])
            if weights.ndim != 2:
                raise ValueError(f"For '{cls}', the dimension of 'weights' must be 2, but got {weights.ndim}.")
        self.weights = weights
        if ignore_indiex is not None:
            validator.check_value_type("ignore_indiex", ignore_indiex, [int])
        self.ignore_indiex = ignore_indiex
        if isinstance(activation, str):
            if activation not in _DICE_ACTIVATIONS:
                raise ValueError(f"For '{cls}', the 'activation' must be in {_DICE_ACTIVATIONS}, "
                                 f"but got {activation}.")
            activation = get_activation(activation)
        if activation is not None and not isinstance(activation, Cell):
            raise TypeError(f"For '{cls}', the 'activation' must be str or Cell, but got {type(activation)}.")
        self.activation = activation

    def construct(self, logits, label):
        cls = self.cls_name
        torch_of(logits, "logits", cls)
        y = torch_of(label, "labels", cls)
        if tuple(logits.shape) != tuple(label.shape):
            raise ValueError(f"For '{cls}', the 'logits_shape' should be = label_shape: {tuple(label.shape)}, but "
                             f"got {tuple(logits.shape)}.")
        if logits.ndim < 2:
            raise ValueError(f"For '{cls}', the 'logits' dimension must be greater than 1, but got {logits.ndim}.")
        if self.activation is not None:
            logits = self.activation(logits)
        x = logits._t
        n_class = y.shape[1]
        total = 0
        for i in range(n_class):
            if i == self.ignore_indiex:
                continue
            d = self.binarydiceloss._dice_t(x[:, i], y[:, i])
            if self.weights is not None:
                if self.weights.shape[0] != n_class:
                    raise ValueError(f"For '{cls}', the weight_shape[0] must be equal to label_shape[1], but got "
                                     f"weight_shape[0]: {self.weights.shape[0]} and label_shape[1]: {n_class}.")
                d = d * self.weights._t[i]
            total = total + d
        if not isinstance(total, torch.Tensor):
            total = torch.zeros((), dtype=x.dtype)
        return _wrap(total / n_class)


def _uniform_candidates(labels, num_sampled, num_classes, remove_hits, generator):
    """Draw `num_sampled` distinct classes uniformly from ``[0, num_classes)`` and the expected counts.

    With `remove_hits` the classes in `labels` are never drawn: draws are repeated until enough distinct other
    classes were found, and the expected count of a class is ``1 - (1 - p)^tries`` for ``tries`` draws, as in
    MindSpore's UniformCandidateSampler; otherwise the draw is one random subset and the count is
    ``num_sampled * p``.
    """
    p = 1.0 / num_classes
    if remove_hits:
        banned = set(labels.reshape(-1).tolist())
        if num_classes - len(banned) < num_sampled:
            banned = set()
        picked, tries = [], 0
        while len(picked) < num_sampled:
            tries += 1
            c = int(torch.randint(num_classes, (1,), generator=generator))
            if c not in banned and c not in picked:
                picked.append(c)
        count = num_sampled * p if tries == num_sampled else -math.expm1(tries * math.log1p(-p))
    else:
        picked = torch.randperm(num_classes, generator=generator)[:num_sampled].tolist()
        count = num_sampled * p
    sampled = torch.tensor(picked, dtype=torch.int32)
    true_count = torch.full(tuple(labels.shape), count, dtype=torch.float32)
    return sampled, true_count, torch.full((num_sampled,), count, dtype=torch.float32)


class SampledSoftmaxLoss(LossBase):
    r"""
    Softmax cross entropy over a sample of the classes, for training with very many classes.

    The logits of the true classes and of `num_sampled` sampled classes are computed from `weights` and
    `biases`, each minus the log of its expected count, and a softmax cross entropy is taken against labels that
    give every true class the probability :math:`1 / \text{num\_true}`. The loss is returned per example:
    `reduction` is validated but, as in MindSpore, not applied.

    Args:
        num_sampled (int): Number of classes sampled per batch.
        num_classes (int): Number of classes.
        num_true (int): Number of true classes per example. Default: ``1`` .
        sampled_values (Union[list, tuple]): ``(sampled_candidates, true_expected_count,
            sampled_expected_count)`` to use instead of drawing a sample. Default: ``None`` .
        remove_accidental_hits (bool): Whether the sampler avoids classes that are true labels of the batch.
            Default: ``True`` .
        seed (int): Seed of the sampler; ``0`` draws a fresh random seed. Default: ``0`` .
        reduction (str): ``'none'`` , ``'mean'`` or ``'sum'`` . Default: ``'none'`` .

    Inputs:
        - **weights** (Tensor) - Class embeddings, shape :math:`(C, dim)`.
        - **biases** (Tensor) - Class biases, shape :math:`(C,)`.
        - **labels** (Tensor) - True classes, shape :math:`(N, num\_true)`, int32 or int64.
        - **logits** (Tensor) - Activations of the network, shape :math:`(N, dim)`.

    Outputs:
        Tensor of shape :math:`(N,)`.

    Raises:
        TypeError: If `sampled_values` is not a list or tuple, or an input is not a Tensor.
        TypeError: If `labels` is neither int32 nor int64.
        ValueError: If `reduction` is not one of ``'none'``, ``'mean'``, ``'sum'``.
        ValueError: If `num_true` < 1, `seed` < 0, `num_sampled` > `num_classes`, `num_true` > `num_classes`,
            or `sampled_values` does not have 3 items.

    Supported Platforms:
        ``GPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> sampled = (Tensor(np.array([0, 3]), ms.int32), Tensor(np.array([[0.5], [0.5]]), ms.float32),
        ...            Tensor(np.array([0.5, 0.5]), ms.float32))
        >>> loss = nn.SampledSoftmaxLoss(num_sampled=2, num_classes=4, sampled_values=sampled)
        >>> weights = Tensor(np.eye(4, 2), ms.float32)
        >>> biases = Tensor(np.zeros(4), ms.float32)
        >>> labels = Tensor(np.array([[1], [2]]), ms.int32)
        >>> print(loss(weights, biases, labels, Tensor(np.array([[1.0, 2.0], [0.5, 0.5]]), ms.float32)))
        [0.40760526 1.2943765 ]
    """

    def __init__(self, num_sampled, num_classes, num_true=1, sampled_values=None, remove_accidental_hits=True,
                 seed=0, reduction="none"):
        super().__init__(reduction)
        cls = self.cls_name
        if num_true < 1:
            raise ValueError(f"For '{cls}', the 'num_true' must be greater than or equal to 1, but got {num_true}.")
        if seed < 0:
            raise ValueError(f"For '{cls}', the 'seed' must be greater than or equal to 0, but got {seed}.")
        if num_sampled > num_classes:
            raise ValueError(f"For '{cls}', the 'num_sampled' must be smaller than or equal to 'num_classes', but got "
                             f"'num_sampled': {num_sampled} and 'num_classes': {num_classes}.")
        if num_true > num_classes:
            raise ValueError(f"For '{cls}', the 'num_true' must be smaller than or equal to 'num_classes', but got "
                             f"'num_true': {num_true} amd 'num_classes': {num_classes}.")
        if sampled_values is not None:
            if not isinstance(sampled_values, (list, tuple)):
                raise TypeError(f"For '{cls}', the type of 'sampled_values' must be a list or tuple, but got "
                                f"{type(sampled_values).__name__}.")
            if len(sampled_values) != 3:
                raise ValueError(f"For '{cls}', the length of 'sampled_values' must be equal to 3,but got "
                                 f"{len(sampled_values)}.")
        self.num_classes, self.num_sampled, self.num_true = num_classes, num_sampled, num_true
        self.sampled_values, self.seed = sampled_values, seed
        self.remove_accidental_hits = remove_accidental_hits
        self._gen = torch.Generator()
        if seed:
            self._gen.manual_seed(seed)
        else:
            self._gen.seed()

    def construct(self, weights, biases, labels, logits):
        cls = self.cls_name
        w, b = torch_of(weights, "weights", cls), torch_of(biases, "biases", cls)
        lab, x = torch_of(labels, "labels", cls), torch_of(logits, "logits", cls)
        if lab.dtype not in (torch.int32, torch.int64):
            raise TypeError(f"For '{cls}', the type of 'labels' should be in '['Int32', 'Int64']', "
                            f"but got '{labels.dtype}'.")
        k = self.num_true
        lab = lab.reshape(-1, k).long()
        if self.sampled_values is None:
            sampled, true_cnt, samp_cnt = _uniform_candidates(lab, self.num_sampled, self.num_classes,
                                                              self.remove_accidental_hits, self._gen)
        else:
            sampled, true_cnt, samp_cnt = (v._t if isinstance(v, Tensor) else torch.as_tensor(v)
                                           for v in self.sampled_values)
        sampled = sampled.long()
        true_w = w[lab.reshape(-1)].reshape(-1, k, w.shape[1])
        true_logits = (x.unsqueeze(1) * true_w).sum(-1) + b[lab.reshape(-1)].reshape(-1, k)
        sampled_logits = x @ w[sampled].t() + b[sampled]
        true_logits = true_logits - true_cnt.to(x.dtype).log()
        sampled_logits = sampled_logits - samp_cnt.to(x.dtype).log()
        all_logits = torch.cat((true_logits, sampled_logits), 1)
        target = torch.cat((torch.full_like(true_logits, 1.0 / k), torch.zeros_like(sampled_logits)), 1)
        shifted = (all_logits - all_logits.max(1, keepdim=True)[0]).exp()
        pred = shifted / shifted.sum(1, keepdim=True)
        return _wrap(-(target * (pred + 1.0e-20).log()).sum(1))


class TripletMarginWithDistanceLoss(LossBase):
    r"""
    Triplet margin loss with a chosen distance :math:`d`:
    :math:`\ell_n = \max(d(a_n, p_n) - d(a_n, n_n) + \text{margin}, 0)`.

    Args:
        distance_function (callable): Distance of two Tensors, returning one value per row. ``None`` uses the
            Euclidean distance along axis 1. Default: ``None`` .
        swap (bool): Use :math:`\min(d(a, n), d(p, n))` as the negative distance. Default: ``False`` .
        reduction (str): ``'none'`` , ``'mean'`` or ``'sum'`` . Default: ``'mean'`` .
        margin (float): The required separation. Default: ``1.0`` .

    Inputs:
        - **x** (Tensor) - Anchors, of shape :math:`(N, D)`.
        - **positive** (Tensor) - Positive examples, the shape of `x`.
        - **negative** (Tensor) - Negative examples, the shape of `x`.

    Outputs:
        Tensor: shape :math:`(N,)` for ``'none'``, a scalar otherwise.

    Raises:
        TypeError: If `margin` is not a float, `swap` not a bool, or an input not a Tensor.
        ValueError: If `reduction` is not one of ``'none'``, ``'mean'``, ``'sum'``.

    Supported Platforms:
        ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> loss = nn.TripletMarginWithDistanceLoss(margin=2.0)
        >>> x = Tensor(np.array([[0.0, 0.0], [1.0, 1.0]]), ms.float32)
        >>> pos = Tensor(np.array([[0.0, 1.0], [1.0, 1.0]]), ms.float32)
        >>> neg = Tensor(np.array([[3.0, 4.0], [1.0, 2.0]]), ms.float32)
        >>> print(loss(x, pos, neg))
        0.5
    """

    def __init__(self, distance_function=None, swap=False, reduction="mean", margin=1.0):
        super().__init__(reduction=reduction)
        cls = self.cls_name
        if isinstance(margin, bool) or not isinstance(margin, float):
            raise TypeError(f"For '{cls}', the type of 'margin' must be 'float', but got "
                            f"'{type(margin).__name__}'.")
        if not isinstance(swap, bool):
            raise TypeError(f"For '{cls}', the 'swap' must be a bool, but got {type(swap).__name__}.")
        self.distance_function = distance_function if distance_function is not None else _euclidean_rows
        self.swap = swap
        self.reduction = reduction
        self.margin = margin

    def construct(self, x, positive, negative):
        cls = self.cls_name
        for name, v in (("x", x), ("positive", positive), ("negative", negative)):
            torch_of(v, name, cls)
        d1 = self.distance_function(x, positive)
        d2 = self.distance_function(x, negative)
        d1, d2 = d1._t, d2._t
        if self.swap:
            d2 = torch.minimum(d2, self.distance_function(positive, negative)._t)
        return _wrap(self._reduce_t((d1 - d2 + self.margin).clamp_min(0)))


def _euclidean_rows(x, y):
    d = (x._t - y._t).abs()
    if d.dim() == 0:
        raise ValueError(f"For 'pairwise_distance' in 'TripletMarginWithDistanceLoss', 'ndim' of the input must be "
                         f"positive, but got {d.dim()}")
    return _wrap(d.pow(2).sum(1).sqrt())


class PoissonNLLLoss(LossBase):
    r"""
    Negative log likelihood of a Poisson distribution.

    With ``log_input=True`` the input is :math:`\log \lambda` and :math:`\ell = e^{x} - y x`; otherwise
    :math:`\ell = x - y \log(x + \text{eps})`. With ``full=True`` the Stirling term
    :math:`y \log y - y + \frac{1}{2}\log(2\pi y)` is added where :math:`y > 1`.

    Args:
        log_input (bool): Whether the input is the log of the rate. Default: ``True`` .
        full (bool): Whether to add the Stirling term. Default: ``False`` .
        eps (float): Keeps the log finite when ``log_input=False``. Default: ``1e-08`` .
        reduction (str): ``'none'`` , ``'mean'`` or ``'sum'`` . Default: ``'mean'`` .

    Inputs:
        - **input** (Tensor) - The predicted rate (or its log), of any shape.
        - **target** (Tensor) - Observed counts, of the shape of `input`.

    Outputs:
        Tensor: the shape of `input` for ``'none'``, a scalar otherwise.

    Raises:
        TypeError: If `input` or `target` is not a Tensor.
        ValueError: If `reduction` is not one of ``'none'``, ``'mean'``, ``'sum'``.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> loss = nn.PoissonNLLLoss(reduction='none')
        >>> print(loss(Tensor(np.array([0.0, 1.0]), ms.float32), Tensor(np.array([1.0, 2.0]), ms.float32)))
        [1.         0.71827984]
    """

    def __init__(self, log_input=True, full=False, eps=1e-08, reduction="mean"):
        super().__init__(reduction=reduction)
        self.log_input = log_input
        self.full = full
        self.eps = eps

    def construct(self, input, target):  # pylint: disable=redefined-builtin
        cls = self.cls_name
        x, y = torch_of(input, "input", cls), torch_of(target, "target", cls)
        y = y.to(x.dtype)
        if self.log_input:
            t = x.exp() - y * x
        else:
            t = x - y * (x + self.eps).log()
        if self.full:
            yc = y.clamp_min(self.eps)
            stirling = (yc + 0.5) * yc.log() - yc + _HALF_LN_2PI
            t = t + torch.where(yc > 1, stirling, torch.zeros_like(stirling))
        return _wrap(self._reduce_t(t))


class MultiLabelSoftMarginLoss(LossBase):
    r"""
    Multi-label one-versus-all loss: for each example,
    :math:`-\frac{1}{C}\sum_c w_c [y_c \log \sigma(x_c) + (1 - y_c) \log \sigma(-x_c)]`, then reduced.

    Args:
        weight (Union[Tensor, int, float]): Weight per class. Default: ``None`` .
        reduction (str): ``'none'`` , ``'mean'`` or ``'sum'`` . Default: ``'mean'`` .

    Inputs:
        - **x** (Tensor) - Scores of shape :math:`(N, C)`.
        - **target** (Tensor) - Labels of ``0`` and ``1``, the shape of `x`.

    Outputs:
        Tensor: shape :math:`(N,)` for ``'none'``, a scalar otherwise.

    Raises:
        ValueError: If `x` is not 2-D or `reduction` is not one of ``'none'``, ``'mean'``, ``'sum'``.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> loss = nn.MultiLabelSoftMarginLoss()
        >>> print(loss(Tensor(np.array([[0.0, 0.0]]), ms.float32), Tensor(np.array([[1.0, 0.0]]), ms.float32)))
        0.6931472
    """

    def __init__(self, weight=None, reduction="mean"):
        super().__init__(reduction)
        self.weight = weight
        self.reduction = reduction

    def construct(self, x, target):
        cls = self.cls_name
        xt, y = torch_of(x, "x", cls), torch_of(target, "target", cls)
        if xt.dim() != 2:
            raise ValueError(f"For 'MultiLabelSoftMarginLoss', the inputs must be 2d tensor, but got dims: "
                             f"{xt.dim()}.")
        y = y.to(xt.dtype)
        t = -(y * F.logsigmoid(xt) + (1 - y) * F.logsigmoid(-xt))
        if self.weight is not None:
            t = t * (self.weight._t.to(xt.dtype) if isinstance(self.weight, Tensor) else self.weight)
        return _wrap(_reduce_as(t.mean(-1), self.reduction))


class MultiMarginLoss(LossBase):
    r"""
    Multi-class hinge loss: for an example with class :math:`y`,
    :math:`\frac{1}{C}\sum_{i \ne y} w_y \max(0, \text{margin} - x_y + x_i)^p`.

    Args:
        p (int): ``1`` or ``2``. Default: ``1`` .
        margin (float): The margin. Default: ``1.0`` .
        reduction (str): ``'none'`` , ``'mean'`` or ``'sum'`` . Default: ``'mean'`` .
        weight (Tensor): Weight per class, shape :math:`(C,)`; overrides the `weight` input. Default: ``None`` .

    Inputs:
        - **x** (Tensor) - Scores of shape :math:`(N, C)`, float16, float32 or float64.
        - **target** (Tensor) - Classes of shape :math:`(N,)`, int64.
        - **weight** (Tensor) - Weight per class, shape :math:`(C,)`, used when the constructor got none.
          Default: ``None`` .

    Outputs:
        Tensor: shape :math:`(N,)` for ``'none'``, a scalar otherwise.

    Raises:
        TypeError: If `p` is not an int or `margin` not a float, or an input is not a Tensor.
        ValueError: If `p` is not 1 or 2, or `reduction` is not one of ``'none'``, ``'mean'``, ``'sum'``.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> loss = nn.MultiMarginLoss()
        >>> x = Tensor(np.array([[0.1, 0.2, 0.9], [0.8, 0.1, 0.3]]), ms.float32)
        >>> print(loss(x, Tensor(np.array([2, 0]), ms.int64)))
        0.21666667
    """

    def __init__(self, p=1, margin=1.0, reduction="mean", weight=None):
        super().__init__()
        cls = self.cls_name
        validator.check_value_type("p", p, [int], cls)
        validator.check_value_type("margin", margin, [float], cls)
        if p not in (1, 2):
            raise ValueError(f"For '{cls}', the 'p' must be 1 or 2, but got {p}.")
        self.p = p
        self.margin = margin
        self.reduction = _op_reduction(reduction, cls)
        self.weight = weight

    def construct(self, x, target, weight=None):
        cls = self.cls_name
        xt, y = torch_of(x, "x", cls), torch_of(target, "target", cls)
        if self.weight is not None:
            weight = self.weight
        w = None if weight is None else torch_of(weight, "weight", cls).to(xt.dtype)
        return _wrap(F.multi_margin_loss(xt, y.long(), self.p, self.margin, w, reduction=self.reduction))


class CosineEmbeddingLoss(LossBase):
    r"""
    Cosine embedding loss of two batches of vectors: :math:`1 - \cos(x_1, x_2)` for label ``1`` and
    :math:`\max(0, \cos(x_1, x_2) - \text{margin})` for label ``-1`` (any other label gives 0).

    Args:
        margin (float): In ``[-1.0, 1.0]``. Default: ``0.0`` .
        reduction (str): ``'none'`` , ``'mean'`` or ``'sum'`` . Default: ``'mean'`` .

    Inputs:
        - **logits_x1** (Tensor) - Shape :math:`(N, *)`.
        - **logits_x2** (Tensor) - The shape and dtype of `logits_x1`.
        - **labels** (Tensor) - ``1`` or ``-1`` per row, shape :math:`(N, *)` without axis 1.

    Outputs:
        Tensor: the shape of `labels` for ``'none'``, a scalar otherwise.

    Raises:
        TypeError: If `margin` is not a float, or an input is not a Tensor.
        ValueError: If `margin` is outside ``[-1.0, 1.0]`` or `reduction` is not one of ``'none'``, ``'mean'``,
            ``'sum'``.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> loss = nn.CosineEmbeddingLoss(reduction='none')
        >>> x1 = Tensor(np.array([[1.0, 0.0], [1.0, 1.0]]), ms.float32)
        >>> x2 = Tensor(np.array([[0.0, 1.0], [1.0, 1.0]]), ms.float32)
        >>> print(loss(x1, x2, Tensor(np.array([1, -1]), ms.int32)))
        [1.        1.0000001]
    """

    def __init__(self, margin=0.0, reduction="mean"):
        super().__init__(reduction)
        cls = self.cls_name
        validator.check_value_type("margin", margin, [float], cls)
        if not -1.0 <= margin <= 1.0:
            raise ValueError(f"For '{cls}', the 'margin' must be in range of [-1.0, 1.0], but got {margin} with "
                             f"type 'float'.")
        self.margin = margin

    def construct(self, logits_x1, logits_x2, labels):
        cls = self.cls_name
        a, b = torch_of(logits_x1, "logits_x1", cls), torch_of(logits_x2, "logits_x2", cls)
        y = torch_of(labels, "labels", cls)
        if a.shape != b.shape or a.dtype != b.dtype:
            raise TypeError(f"For '{cls}', 'logits_x1' and 'logits_x2' must have the same shape and dtype, but got "
                            f"{logits_x1.dtype}{tuple(a.shape)} and {logits_x2.dtype}{tuple(b.shape)}.")
        cos = (a * b).sum(1) / ((a * a).sum(1).sqrt() * (b * b).sum(1).sqrt())
        zeros = torch.zeros_like(cos)
        t = torch.where(y == 1, 1.0 - cos, zeros) + torch.where(y == -1, (cos - self.margin).clamp_min(0), zeros)
        return _wrap(self._reduce_t(t))


class MultilabelMarginLoss(LossBase):
    r"""
    Multi-label hinge loss. Each row of `target` lists the true classes of an example, ended by the first ``-1``;
    the loss of an example is :math:`\sum_{j, i} \max(0, 1 - (x_{y_j} - x_i)) / C` over true classes :math:`y_j`
    and the other classes :math:`i`.

    Args:
        reduction (str): ``'none'`` , ``'mean'`` or ``'sum'`` . Default: ``'mean'`` .

    Inputs:
        - **x** (Tensor) - Scores of shape :math:`(C,)` or :math:`(N, C)`, float16 or float32.
        - **target** (Tensor) - Class lists, the shape of `x`, int32.

    Outputs:
        Tensor: shape :math:`(N,)` for ``'none'``, a scalar otherwise.

    Raises:
        TypeError: If `x` or `target` is not a Tensor.
        ValueError: If `reduction` is not one of ``'none'``, ``'mean'``, ``'sum'``.

    Supported Platforms:
        ``Ascend`` ``GPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> loss = nn.MultilabelMarginLoss()
        >>> x = Tensor(np.array([[0.2, 0.6, 0.1, 0.9]]), ms.float32)
        >>> print(loss(x, Tensor(np.array([[3, 1, -1, 0]]), ms.int32)))
        0.39999998
    """

    def __init__(self, reduction="mean"):
        super().__init__()
        self.reduction = _op_reduction(reduction, self.cls_name)

    def construct(self, x, target):
        cls = self.cls_name
        xt, y = torch_of(x, "x", cls), torch_of(target, "target", cls)
        return _wrap(F.multilabel_margin_loss(xt, y.long(), reduction=self.reduction))


def _focal_check(logits_ndim, labels_ndim, c_logits, c_labels, labels_dtype, cls):
    for name, nd in (("logits", logits_ndim), ("labels", labels_ndim)):
        if nd < 2 or nd > 4:
            raise ValueError(f"For '{cls}', the dimensions of '{name}' must be in [2, 4], but got dimension of "
                             f"'{name}' {nd}.")
    if logits_ndim != labels_ndim:
        raise ValueError(f"For '{cls}', the dimensions of 'logits' and 'labels' must be equal, but got dimension of "
                         f"'logits' {logits_ndim} and dimension of 'labels' {labels_ndim}.")
    if c_logits == 1:
        raise ValueError(f"For '{cls}', the 'logits'.shape[1] cannot be one, but got {c_logits}.")
    if c_labels not in (1, c_logits):
        raise ValueError(f"For '{cls}', the 'labels'.shape[1] must be one or equal to 'logits'.shape[1]: "
                         f"{c_logits}, but got {c_labels}.")
    if labels_dtype not in (mstype.int32, mstype.int64, mstype.float16, mstype.float32):
        raise TypeError(f"For '{cls}', the type of 'labels' should be in '['Int32', 'Int64', 'Float16', "
                        f"'Float32']', but got '{labels_dtype}'.")


class FocalLoss(LossBase):
    r"""
    Focal loss: cross entropy down-weighted on well classified examples,
    :math:`FL(p_t) = -(1 - p_t)^{\gamma} \log(p_t)`, averaged over the classes (one-hot labels) or taken at the
    labelled class (labels with one channel) and then over the spatial positions.

    Args:
        weight (Union[Tensor, None]): Weight per class, 1-D. Default: ``None`` .
        gamma (float): The focusing exponent. Default: ``2.0`` .
        reduction (str): ``'none'`` , ``'mean'`` or ``'sum'`` . Default: ``'mean'`` .

    Inputs:
        - **logits** (Tensor) - Shape :math:`(N, C)`, :math:`(N, C, H)` or :math:`(N, C, H, W)`.
        - **labels** (Tensor) - Shape of `logits` (one-hot) or with 1 channel (class indices), int32, int64,
          float16 or float32.

    Outputs:
        Tensor: shape :math:`(N,)` for ``'none'``, a scalar otherwise.

    Raises:
        TypeError: If `weight` is not a Tensor, `gamma` not a float, or an input not a Tensor.
        ValueError: If `weight` is not 1-D, the inputs' ranks are not in [2, 4] or differ, ``logits.shape[1]`` is 1,
            or ``labels.shape[1]`` is neither 1 nor ``logits.shape[1]``.
        ValueError: If `reduction` is not one of ``'none'``, ``'mean'``, ``'sum'``.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> loss = nn.FocalLoss(gamma=1.0)
        >>> logits = Tensor(np.array([[1.0, 0.0], [0.0, 2.0]]), ms.float32)
        >>> print(loss(logits, Tensor(np.array([[0], [0]]), ms.int32)))
        0.9788186
    """

    def __init__(self, weight=None, gamma=2.0, reduction="mean"):
        super().__init__(reduction=reduction)
        self.gamma = validator.check_value_type("gamma", gamma, [float])
        if weight is not None and not isinstance(weight, Tensor):
            raise TypeError(f"For '{self.cls_name}', the type of 'weight' must be a Tensor, but got "
                            f"{type(weight).__name__}.")
        if isinstance(weight, Tensor) and weight.ndim != 1:
            raise ValueError(f"For '{self.cls_name}', the dimension of 'weight' must be 1, but got {weight.ndim}.")
        self.weight = weight

    def construct(self, logits, labels):
        cls = self.cls_name
        x, y = torch_of(logits, "logits", cls), torch_of(labels, "labels", cls)
        _focal_check(x.dim(), y.dim(), x.shape[1] if x.dim() > 1 else 0, y.shape[1] if y.dim() > 1 else 0,
                     labels.dtype, cls)
        x = x.reshape(x.shape[0], x.shape[1], -1)
        y = y.reshape(y.shape[0], y.shape[1], -1)
        logp = F.log_softmax(x, 1)
        index = y.shape[1] == 1
        if index:
            logp = logp.gather(1, y.long()).squeeze(1)
        prob = logp.exp()
        if self.weight is not None:
            w = self.weight._t.to(logp.dtype)[None, :, None].expand(y.shape[0], -1, y.shape[2])
            if index:
                w = w.gather(1, y.long()).squeeze(1)
            logp = logp * w
        focus = (1 - prob) ** self.gamma
        if index:
            t = (-focus * logp).mean(1)
        else:
            t = (-focus * y.to(logp.dtype) * logp).mean(-1)
        return _wrap(self._reduce_t(t))


class HuberLoss(LossBase):
    r"""
    Huber loss: :math:`0.5 (x - y)^2` where :math:`|x - y| < \delta`, :math:`\delta (|x - y| - 0.5 \delta)`
    elsewhere, then reduced.

    Args:
        reduction (str): ``'none'`` , ``'mean'`` or ``'sum'`` . Default: ``'mean'`` .
        delta (Union[int, float]): The switch point, greater than 0. Default: ``1.0`` .

    Inputs:
        - **logits** (Tensor) - Predictions, float16 or float32.
        - **labels** (Tensor) - Targets, broadcastable with `logits`, the dtype of `logits`.

    Outputs:
        Tensor: the broadcast shape for ``'none'``, a scalar otherwise.

    Raises:
        TypeError: If `delta` is not a number, or an input is not a Tensor.
        ValueError: If `delta` is not greater than 0, or `reduction` is not one of ``'none'``, ``'mean'``, ``'sum'``.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> loss = nn.HuberLoss(reduction='none', delta=1.0)
        >>> print(loss(Tensor(np.array([0.5, 3.0]), ms.float32), Tensor(np.array([0.0, 0.0]), ms.float32)))
        [0.125 2.5  ]
    """

    def __init__(self, reduction="mean", delta=1.0):
        super().__init__(reduction=reduction)
        self.reduction = reduction
        self.delta = delta

    def construct(self, logits, labels):
        cls = self.cls_name
        validator.check_value_type("delta", self.delta, [float, int], "huber_loss")
        if not self.delta > 0:
            raise ValueError(f"For 'huber_loss', the 'delta' must be greater than 0, but got {self.delta}.")
        x, y = torch_of(logits, "logits", cls), torch_of(labels, "labels", cls)
        x, y = torch.broadcast_tensors(x, y)
        return _wrap(F.huber_loss(x, y.to(x.dtype), reduction=self.reduction, delta=float(self.delta)))


class TripletMarginLoss(LossBase):
    r"""
    Triplet margin loss with the p-norm distance:
    :math:`\ell_n = \max(\|a_n - p_n\|_p - \|a_n - n_n\|_p + \text{margin}, 0)`, the norms taken of the
    difference plus `eps`.

    Args:
        p (int): The norm degree. Default: ``2`` .
        swap (bool): Use :math:`\min(d(a, n), d(p, n))` as the negative distance. Default: ``False`` .
        eps (float): Added to the differences. Default: ``1e-06`` .
        reduction (str): ``'none'`` , ``'mean'`` or ``'sum'`` . Default: ``'mean'`` .
        margin (float): The margin; when left at ``1.0`` the `margin` input is used. Default: ``1.0`` .

    Inputs:
        - **x** (Tensor) - Anchors, shape :math:`(N, D)`.
        - **positive** (Tensor) - Positive examples, the shape of `x`.
        - **negative** (Tensor) - Negative examples, the shape of `x`.
        - **margin** (Union[float, Tensor]) - The margin, used when the constructor's is ``1.0``. Default: ``1.0``.

    Outputs:
        Tensor: shape :math:`(N,)` for ``'none'``, a scalar otherwise.

    Raises:
        TypeError: If an input is not a Tensor, or `p` is not an int.
        ValueError: If `reduction` is not one of ``'none'``, ``'mean'``, ``'sum'``.

    Supported Platforms:
        ``GPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> loss = nn.TripletMarginLoss()
        >>> x = Tensor(np.array([[0.0, 0.0]]), ms.float32)
        >>> pos = Tensor(np.array([[0.0, 1.0]]), ms.float32)
        >>> neg = Tensor(np.array([[0.0, 1.5]]), ms.float32)
        >>> print(loss(x, pos, neg))
        0.5
    """

    def __init__(self, p=2, swap=False, eps=1e-06, reduction="mean", margin=1.):
        super().__init__()
        self.margin, self.reduction = margin, reduction
        self.p, self.eps, self.swap = p, eps, swap

    def construct(self, x, positive, negative, margin=1.):
        cls = self.cls_name
        _op_reduction(self.reduction, cls, ("none", "mean", "sum"))
        validator.check_value_type("p", self.p, [int], cls)
        validator.check_value_type("swap", self.swap, [bool], cls)
        validator.check_value_type("eps", self.eps, [float], cls)
        if self.margin != 1.0:
            margin = self.margin
        if isinstance(margin, Tensor):
            margin = float(margin._t)
        a, p, n = (torch_of(v, k, cls) for v, k in ((x, "x"), (positive, "positive"), (negative, "negative")))
        return _wrap(F.triplet_margin_loss(a, p, n, margin=float(margin), p=self.p, eps=self.eps, swap=self.swap,
                                           reduction=self.reduction))


class KLDivLoss(LossBase):
    r"""
    Kullback-Leibler divergence of the target distribution from log-probabilities `logits`:
    :math:`\ell = y (\log y - x)` (``0`` where :math:`y = 0`).

    Args:
        reduction (str): ``'none'`` , ``'mean'`` (mean of all elements), ``'batchmean'`` (sum divided by the
            batch size) or ``'sum'`` . Default: ``'mean'`` .

    Inputs:
        - **logits** (Tensor) - Log-probabilities, float16, float32 or float64.
        - **labels** (Tensor) - Probabilities, the shape and dtype of `logits`.

    Outputs:
        Tensor: the shape of `logits` for ``'none'``, a scalar otherwise.

    Raises:
        TypeError: If `logits` or `labels` is not a Tensor.
        ValueError: If `reduction` is not one of ``'none'``, ``'mean'``, ``'batchmean'``, ``'sum'`` (checked on the
            call).

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> loss = nn.KLDivLoss(reduction='sum')
        >>> logits = Tensor(np.log(np.array([0.5, 0.5])), ms.float32)
        >>> print(loss(logits, Tensor(np.array([0.25, 0.75]), ms.float32)))
        0.13081202
    """

    def __init__(self, reduction="mean"):
        super().__init__()
        self.reduction = reduction

    def construct(self, logits, labels):
        cls = self.cls_name
        x, y = torch_of(logits, "logits", cls), torch_of(labels, "labels", cls)
        if self.reduction not in ("none", "mean", "batchmean", "sum"):
            raise ValueError(f"For 'kl_div', the 'reduction' must be one of 'none', 'mean', 'batchmean', 'sum', but "
                             f"got '{self.reduction}'.")
        t = torch.where(y > 0, y * (y.clamp_min(torch.finfo(y.dtype).tiny).log() - x), -y * x * 0)
        if self.reduction == "batchmean":
            return _wrap(t.sum() / (x.shape[0] if x.dim() else 1))
        return _wrap(_reduce_as(t, self.reduction))


class CTCLoss(LossBase):
    r"""
    Connectionist temporal classification loss, for aligning an unsegmented output sequence with a target.

    Args:
        blank (int): The blank label. Default: ``0`` .
        reduction (str): ``'none'`` , ``'mean'`` (each loss divided by its target length, then the mean) or
            ``'sum'`` . Default: ``'mean'`` .
        zero_infinity (bool): Replace infinite losses and their gradients by zero. Default: ``False`` .

    Inputs:
        - **log_probs** (Tensor) - Log-probabilities of shape :math:`(T, N, C)` or :math:`(T, C)`.
        - **targets** (Tensor) - Target labels, :math:`(N, S)` (or :math:`(S,)` / :math:`(1, S)` when
          `log_probs` is 2-D), int32 or int64.
        - **input_lengths** (Union[tuple, Tensor]) - Length of each input, shape :math:`(N,)`.
        - **target_lengths** (Union[tuple, Tensor]) - Length of each target, shape :math:`(N,)`.

    Outputs:
        Tensor: shape :math:`(N,)` for ``'none'`` (a scalar for 2-D `log_probs`), a scalar otherwise.

    Raises:
        TypeError: If `log_probs` or `targets` is not a Tensor.
        ValueError: If `reduction` is not one of ``'none'``, ``'mean'``, ``'sum'`` (checked on the call).
        ValueError: If `targets` does not fit a 2-D `log_probs`.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> log_probs = Tensor(np.log(np.full((3, 1, 2), 0.5)), ms.float32)
        >>> targets = Tensor(np.array([[1]]), ms.int32)
        >>> loss = nn.CTCLoss(reduction='none')
        >>> print(loss(log_probs, targets, Tensor(np.array([3]), ms.int32), Tensor(np.array([1]), ms.int32)))
        [0.28768206]
    """

    def __init__(self, blank=0, reduction="mean", zero_infinity=False):
        super().__init__()
        self.blank, self.zero_infinity, self.reduction = blank, zero_infinity, reduction

    def construct(self, log_probs, targets, input_lengths, target_lengths):
        cls = self.cls_name
        lp, tg = torch_of(log_probs, "log_probs", cls), torch_of(targets, "targets", cls)
        if self.reduction not in ("none", "mean", "sum"):
            raise ValueError(f"For 'CTCLossV2', the 'reduction' must be str and must be in '['none', 'mean', "
                             f"'sum']', but got '{self.reduction}'.")
        il = input_lengths._t if isinstance(input_lengths, Tensor) else torch.as_tensor(input_lengths)
        tl = target_lengths._t if isinstance(target_lengths, Tensor) else torch.as_tensor(target_lengths)
        squeeze = lp.dim() == 2
        if squeeze:
            if tg.dim() > 2:
                raise ValueError(f"For CTCLoss, when the shape of log_probs is (T, C), the dimension of targets "
                                 f"shouldbe 1 or 2, but got {tg.dim()}.")
            if tg.dim() == 2 and tg.shape[0] != 1:
                raise ValueError(f"For CTCLoss, the first dimension of 2-D targets should be 1,but got "
                                 f"{tg.shape[0]}.")
            tg = tg.reshape(1, -1)
            lp = lp.unsqueeze(1)
        il, tl = il.long().reshape(-1), tl.long().reshape(-1)
        if bool((il < tl).any()):
            raise ValueError(f"For 'CTCLossV2', every input length must be at least its target length, but got "
                             f"input_lengths {il.tolist()} and target_lengths {tl.tolist()}.")
        out = F.ctc_loss(lp, tg.long(), il, tl, blank=self.blank, reduction=self.reduction,
                         zero_infinity=self.zero_infinity)
        if squeeze and self.reduction == "none":
            out = out.squeeze(0)
        return _wrap(out)


class GaussianNLLLoss(LossBase):
    r"""
    Negative log likelihood of targets under Gaussians with predicted means `logits` and variances `var`:
    :math:`\frac{1}{2}\left(\log \max(\text{var}, \text{eps}) + \frac{(x - y)^2}{\max(\text{var}, \text{eps})}
    \right)`, plus :math:`\frac{1}{2}\log 2\pi` with ``full=True``.

    Args:
        full (bool): Whether to add the constant term. Default: ``False`` .
        eps (float): Lower bound of the variance, greater than 0. Default: ``1e-6`` .
        reduction (str): ``'none'`` , ``'mean'`` or ``'sum'`` . Default: ``'mean'`` .

    Inputs:
        - **logits** (Tensor) - Predicted means, shape :math:`(N, *)`.
        - **labels** (Tensor) - Targets, the shape of `logits` (or broadcastable).
        - **var** (Tensor) - Predicted variances, the shape of `logits` or with its last dimension 1 or missing.

    Outputs:
        Tensor: the shape of `logits` for ``'none'``, a scalar otherwise.

    Raises:
        TypeError: If `full` is not a bool, or an input is not a Tensor.
        ValueError: If `eps` is not greater than 0, or `reduction` is not one of ``'none'``, ``'mean'``, ``'sum'``.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> loss = nn.GaussianNLLLoss(reduction='none')
        >>> x = Tensor(np.array([0.0, 1.0]), ms.float32)
        >>> print(loss(x, Tensor(np.array([2.0, 1.0]), ms.float32), Tensor(np.array([1.0, 4.0]), ms.float32)))
        [2.        0.6931472]
    """

    def __init__(self, *, full=False, eps=1e-6, reduction="mean"):
        super().__init__()
        cls = self.cls_name
        if not isinstance(eps, (int, float)) or isinstance(eps, bool):
            raise TypeError(f"For '{cls}', the type of 'eps' must be float, but got {type(eps).__name__}.")
        if not 0 < eps < float("inf"):
            raise ValueError(f"For '{cls}', the 'eps' must be in range of (0, inf), but got {eps} with type "
                             f"'{type(eps).__name__}'.")
        validator.check_value_type("full", full, [bool], cls)
        if reduction not in ("none", "mean", "sum"):
            raise ValueError(f"For 'gaussian_nll_loss', the 'reduction' must be str and must be in "
                             f"'['none', 'mean', 'sum']', but got '{reduction}'.")
        self.full = full
        self.eps = eps
        self.reduction = reduction

    def construct(self, logits, labels, var):
        cls = self.cls_name
        x, y, v = torch_of(logits, "logits", cls), torch_of(labels, "labels", cls), torch_of(var, "var", cls)
        v = v.clamp_min(self.eps)
        t = 0.5 * (v.log() + (x - y) ** 2 / v)
        if self.full:
            t = t + _HALF_LN_2PI
        return _wrap(_reduce_as(t, self.reduction))


class HingeEmbeddingLoss(LossBase):
    r"""
    Hinge embedding loss: :math:`x_n` where the label is ``1`` and :math:`\max(0, \text{margin} - x_n)` where it is
    ``-1``.

    Args:
        margin (Union[float, int]): The margin. Default: ``1.0`` .
        reduction (str): ``'none'`` , ``'mean'`` or ``'sum'`` . Default: ``'mean'`` .

    Inputs:
        - **logits** (Tensor) - Distances, of any shape.
        - **labels** (Tensor) - ``1`` or ``-1``, broadcastable with `logits`.

    Outputs:
        Tensor: the broadcast shape for ``'none'``, a scalar otherwise.

    Raises:
        TypeError: If `margin` is not a number, or an input is not a Tensor.
        ValueError: If `reduction` is not one of ``'none'``, ``'mean'``, ``'sum'``.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> loss = nn.HingeEmbeddingLoss(margin=1.0, reduction='none')
        >>> x = Tensor(np.array([0.3, 0.3, 2.0]), ms.float32)
        >>> print(loss(x, Tensor(np.array([1.0, -1.0, -1.0]), ms.float32)))
        [0.3 0.7 0. ]
    """

    def __init__(self, margin=1.0, reduction="mean"):
        super().__init__()
        cls = self.cls_name
        validator.check_value_type("margin", margin, [float, int], cls)
        if reduction not in ("none", "sum", "mean"):
            raise ValueError(f"For '{cls}', the 'reduction' must be str and must be in '['none', 'sum', 'mean']', "
                             f"but got '{reduction}'.")
        self.margin = margin
        self.reduction = reduction

    def construct(self, logits, labels):
        cls = self.cls_name
        x, y = torch_of(logits, "logits", cls), torch_of(labels, "labels", cls)
        x, y = torch.broadcast_tensors(x, y.to(x.dtype))
        zeros = torch.zeros_like(x)
        t = torch.where(y == 1, x, zeros) + torch.where(y == -1, (self.margin - x).clamp_min(0), zeros)
        return _wrap(_reduce_as(t, self.reduction))
