"""Loss functions (``mindspore.nn.loss.loss``)."""
import torch
import torch.nn.functional as F

from ..cell import Cell
from ...common import dtype as mstype
from ...common.tensor import Tensor, _wrap
from ...common.parameter import Parameter
from ... import _checkparam as validator
from ..layer._utils import torch_of
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
