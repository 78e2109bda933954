"""Normalization layers (``mindspore.nn.layer.normalization``): BatchNorm1d, BatchNorm2d, LayerNorm."""
import numpy as np
import torch
import torch.nn.functional as F

from ..cell import Cell
from ...common import dtype as mstype
from ...common.tensor import _wrap
from ...common.parameter import Parameter
from ...common.initializer import initializer
from ... import _checkparam as validator
from ..._backend import device as _device

__all__ = ["BatchNorm1d", "BatchNorm2d", "LayerNorm"]


def _cudnn():
    return torch.backends.cudnn.enabled


class _BatchNorm(Cell):
    """Batch normalization base: Parameters, MindSpore's momentum convention and the train/eval switch."""

    _dims = ()

    def __init__(self, num_features, eps=1e-5, momentum=0.9, affine=True, gamma_init="ones", beta_init="zeros",
                 moving_mean_init="zeros", moving_var_init="ones", use_batch_statistics=None, data_format="NCHW",
                 dtype=mstype.float32):
        super().__init__()
        cls = self.cls_name
        validator.check_value_type("num_features", num_features, [int], cls)
        if num_features < 1:
            raise ValueError(f"For '{cls}', the 'num_features' must be at least 1, but got {num_features}.")
        if momentum < 0 or momentum > 1:
            raise ValueError(f"For '{cls}', the 'momentum' must be a number in range [0, 1], but got {momentum}.")
        self.format = validator.check_string(data_format, ["NCHW", "NHWC"], "format", cls)
        target = _device.current_target()
        if target != "GPU" and self.format == "NHWC":
            raise ValueError(f"For '{cls}', the 'NHWC' format only support in GPU target, but got device "
                             f"target {target}.")
        if use_batch_statistics is not None and not isinstance(use_batch_statistics, bool):
            raise ValueError(f"For '{cls}', the 'use_batch_statistics' must be a boolean value or None, "
                             f"but got {use_batch_statistics}.")
        self.use_batch_statistics = use_batch_statistics
        self.num_features = num_features
        self.eps = eps
        self.beta_init = beta_init
        self.gamma_init = gamma_init
        self.moving_mean_init = moving_mean_init
        self.moving_var_init = moving_var_init
        # MindSpore names the two statistics "mean" and "variance" (the attributes are moving_mean/moving_variance;
        # inside a parent Cell the prefixed names become "<path>.moving_mean" / "<path>.moving_variance")
        self.moving_mean = Parameter(initializer(moving_mean_init, num_features, dtype=dtype), name="mean",
                                     requires_grad=False)
        self.moving_variance = Parameter(initializer(moving_var_init, num_features, dtype=dtype),
                                         name="variance", requires_grad=False)
        self.gamma = Parameter(initializer(gamma_init, num_features, dtype=dtype), name="gamma",
                               requires_grad=affine)
        self.beta = Parameter(initializer(beta_init, num_features, dtype=dtype), name="beta", requires_grad=affine)
        # MindSpore keeps the *batch* weight (1 - momentum) here and updates in float32:
        # moving = moving * (1 - m) + batch * m  with m = float32(1 - momentum)
        self.momentum = 1.0 - momentum
        m32 = np.float32(self.momentum)
        self._batch_w = float(m32)
        self._keep_w = float(np.float32(1.0) - m32)
        self._nhwc = self.format == "NHWC"

    def _check_input_dim(self, ndim):
        raise ValueError(f"For '{self.cls_name}', the input dimension {ndim} is not supported.")

    def construct(self, x):
        t = x._t
        ndim = t.dim()
        if ndim not in self._dims:
            self._check_input_dim(ndim)
        if self._nhwc:
            t = t.movedim(-1, 1)
        # the Parameters themselves (float32 even under to_float: the kernel takes a float16 input with float32
        # scale/statistics, as MindSpore's BatchNorm does)
        params = self._params
        gamma, beta = params["gamma"]._t, params["beta"]._t
        mean_p, var_p = params["moving_mean"]._t, params["moving_variance"]._t
        use_batch = self.use_batch_statistics
        if use_batch is None:
            use_batch = self.training
        if use_batch:
            out = self._train_forward(t, gamma, beta, mean_p, var_p)
        else:
            out = torch.batch_norm(t, gamma, beta, mean_p, var_p, False, 0.0, self.eps, _cudnn())
        if self._nhwc:
            out = out.movedim(1, -1)
        return _wrap(out)

    def _train_forward(self, t, gamma, beta, mean_p, var_p):
        """Normalise with the batch statistics (population variance) and update the moving ones in place:
        moving = moving * (1 - m) + batch_stat * m, where the variance statistic is the unbiased (n - 1) batch
        variance, as MindSpore's kernels do (a batch of one sample gives NaN there, as in MindSpore)."""
        batch_mean = torch.zeros_like(mean_p)
        batch_var = torch.zeros_like(var_p)
        # momentum 1.0 makes the kernel write the batch mean / unbiased variance into the two buffers
        out = torch.batch_norm(t, gamma, beta, batch_mean, batch_var, True, 1.0, self.eps, _cudnn())
        with torch.no_grad():  # the two buffers are saved for backward: they are read, not changed, here
            torch._foreach_mul_((mean_p, var_p), self._keep_w)
            torch._foreach_add_((mean_p, var_p), (batch_mean * self._batch_w, batch_var * self._batch_w))
        return out

    def extend_repr(self):
        return (f"num_features={self.num_features}, eps={self.eps}, momentum={1.0 - self.momentum}, "
                f"gamma={self.gamma}, beta={self.beta}, moving_mean={self.moving_mean}, "
                f"moving_variance={self.moving_variance}")


class BatchNorm1d(_BatchNorm):
    r"""
    Batch normalization over a 2D input :math:`(N, C)` or 3D input :math:`(N, C, L)`.

    .. math::
        y = \frac{x - \mathrm{E}[x]}{\sqrt{\mathrm{Var}[x] + \epsilon}} * \gamma + \beta

    In training the batch mean and (population) variance normalise the input and the moving statistics, held in
    the attributes ``moving_mean`` and ``moving_variance`` (not trainable Parameters named ``mean`` and
    ``variance``), are updated in place as :math:`moving = momentum \cdot moving + (1 - momentum) \cdot batch`,
    with the unbiased (:math:`N - 1`) batch variance. In evaluation the moving statistics are used.

    Args:
        num_features (int): Number of channels :math:`C` of the input.
        eps (float): Value added to the variance for numerical stability. Default: ``1e-5`` .
        momentum (float): Weight of the old moving statistics in the update
            ``moving = momentum * moving + (1 - momentum) * batch``, in ``[0, 1]``. Default: ``0.9`` .
        affine (bool): Whether `gamma` and `beta` are trainable. Default: ``True`` .
        gamma_init (Union[Tensor, str, Initializer, numbers.Number]): Initializer of :math:`\gamma`.
            Default: ``'ones'`` .
        beta_init (Union[Tensor, str, Initializer, numbers.Number]): Initializer of :math:`\beta`.
            Default: ``'zeros'`` .
        moving_mean_init (Union[Tensor, str, Initializer, numbers.Number]): Initializer of the moving mean.
            Default: ``'zeros'`` .
        moving_var_init (Union[Tensor, str, Initializer, numbers.Number]): Initializer of the moving variance.
            Default: ``'ones'`` .
        use_batch_statistics (bool): ``True``: always normalise with the batch statistics (and update the moving
            ones); ``False``: always use the moving statistics; ``None``: batch statistics in training
            (``cell.training`` is ``True``), moving statistics otherwise. Default: ``None`` .
        data_format (str): ``'NCHW'`` or ``'NHWC'`` (``'NHWC'`` only on GPU). Default: ``'NCHW'`` .
        dtype (:class:`mindspore.dtype`): Dtype of the Parameters. Default: ``mstype.float32`` .

    Inputs:
        - **x** (Tensor) - Tensor of shape :math:`(N, C)` or :math:`(N, C, L)`, float16 or float32.

    Outputs:
        Tensor with the shape and dtype of `x`.

    Raises:
        TypeError: If `num_features` is not an int.
        ValueError: If `num_features` is less than 1.
        ValueError: If `momentum` is not in range [0, 1].
        ValueError: If `use_batch_statistics` is neither a bool nor None.
        ValueError: If `x` is neither 2-d nor 3-d.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> bn = nn.BatchNorm1d(num_features=2)
        >>> x = Tensor(np.array([[1.0, 2.0], [3.0, 6.0]]), ms.float32)
        >>> out = bn.set_train()(x)
        >>> print(np.round(out.asnumpy(), 4))
        [[-1. -1.]
         [ 1.  1.]]
        >>> print(bn.moving_mean.asnumpy(), bn.moving_variance.asnumpy())
        [0.2 0.4] [1.1 1.7]
    """

    _dims = (2, 3)

    def _check_input_dim(self, ndim):
        raise ValueError(f"For '{self.cls_name}', the must have 2 dims or 3 dims, but got {ndim}.")


class BatchNorm2d(_BatchNorm):
    r"""
    Batch normalization over a 4D input :math:`(N, C, H, W)`.

    .. math::
        y = \frac{x - \mathrm{E}[x]}{\sqrt{\mathrm{Var}[x] + \epsilon}} * \gamma + \beta

    The statistics are taken per channel over :math:`N, H, W`. In training the batch statistics are used and the
    moving ones (attributes ``moving_mean``/``moving_variance``, not trainable Parameters named ``mean`` and
    ``variance``) are updated in place as :math:`moving = momentum \cdot moving + (1 - momentum) \cdot batch`,
    with the unbiased batch variance; in evaluation the moving statistics are used.

    Args:
        num_features (int): Number of channels :math:`C` of the input.
        eps (float): Value added to the variance for numerical stability. Default: ``1e-5`` .
        momentum (float): Weight of the old moving statistics in the update
            ``moving = momentum * moving + (1 - momentum) * batch``, in ``[0, 1]``. Default: ``0.9`` .
        affine (bool): Whether `gamma` and `beta` are trainable. Default: ``True`` .
        gamma_init (Union[Tensor, str, Initializer, numbers.Number]): Initializer of :math:`\gamma`.
            Default: ``'ones'`` .
        beta_init (Union[Tensor, str, Initializer, numbers.Number]): Initializer of :math:`\beta`.
            Default: ``'zeros'`` .
        moving_mean_init (Union[Tensor, str, Initializer, numbers.Number]): Initializer of the moving mean.
            Default: ``'zeros'`` .
        moving_var_init (Union[Tensor, str, Initializer, numbers.Number]): Initializer of the moving variance.
            Default: ``'ones'`` .
        use_batch_statistics (bool): ``True``: always normalise with the batch statistics (and update the moving
            ones); ``False``: always use the moving statistics; ``None``: batch statistics in training
            (``cell.training`` is ``True``), moving statistics otherwise. Default: ``None`` .
        data_format (str): ``'NCHW'`` or ``'NHWC'`` (``'NHWC'`` only on GPU). Default: ``'NCHW'`` .
        dtype (:class:`mindspore.dtype`): Dtype of the Parameters. Default: ``mstype.float32`` .

    Inputs:
        - **x** (Tensor) - Tensor of shape :math:`(N, C, H, W)`, float16 or float32.

    Outputs:
        Tensor with the shape and dtype of `x`.

    Raises:
        TypeError: If `num_features` is not an int.
        ValueError: If `num_features` is less than 1.
        ValueError: If `momentum` is not in range [0, 1].
        ValueError: If `use_batch_statistics` is neither a bool nor None.
        ValueError: If `data_format` is neither 'NHWC' nor 'NCHW'.
        ValueError: If `x` is not 4-d.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> bn = nn.BatchNorm2d(num_features=3)
        >>> x = Tensor(np.ones([1, 3, 2, 2]), ms.float32)
        >>> print(bn(x).shape)
        (1, 3, 2, 2)
        >>> print([p.name for p in bn.get_parameters()])
        ['mean', 'variance', 'gamma', 'beta']
    """

    _dims = (4,)

    def _check_input_dim(self, ndim):
        raise ValueError(f"For '{self.cls_name}', the in_shape must have 4 dims, but got {ndim}.")


class LayerNorm(Cell):
    r"""
    Layer normalization: normalises each sample over the trailing axes, then scales and shifts.

    .. math::
        y = \frac{x - \mathrm{E}[x]}{\sqrt{\mathrm{Var}[x] + \epsilon}} * \gamma + \beta

    Args:
        normalized_shape (Union(tuple[int], list[int])): Shape of :math:`\gamma` and :math:`\beta`, normally the
            trailing part of the input shape that is normalised.
        begin_norm_axis (int): First axis of the normalisation (it runs to the last axis), in ``[-1, R)``.
            Default: ``-1`` .
        begin_params_axis (int): First axis the Parameters :math:`\gamma, \beta` apply to. Default: ``-1`` .
        gamma_init (Union[Tensor, str, Initializer, numbers.Number]): Initializer of :math:`\gamma`.
            Default: ``'ones'`` .
        beta_init (Union[Tensor, str, Initializer, numbers.Number]): Initializer of :math:`\beta`.
            Default: ``'zeros'`` .
        epsilon (float): Value added to the variance for numerical stability. Default: ``1e-7`` .
        dtype (:class:`mindspore.dtype`): Dtype of the Parameters. Default: ``mstype.float32`` .

    Inputs:
        - **x** (Tensor) - Tensor whose shape from `begin_norm_axis` on matches `normalized_shape`.

    Outputs:
        Tensor with the shape and dtype of `x`.

    Raises:
        TypeError: If `normalized_shape` is neither a list nor a tuple.
        ValueError: If `normalized_shape` is empty.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> ln = nn.LayerNorm((3,))
        >>> print(ln(Tensor(np.array([[1.0, 2.0, 3.0]]), ms.float32)))
        [[-1.2247448  0.         1.2247448]]
        >>> x = Tensor(np.ones([4, 2, 3]), ms.float32)
        >>> print(nn.LayerNorm(x.shape[1:], begin_norm_axis=1, begin_params_axis=1)(x).shape)
        (4, 2, 3)
    """

    def __init__(self, normalized_shape, begin_norm_axis=-1, begin_params_axis=-1, gamma_init="ones",
                 beta_init="zeros", epsilon=1e-7, dtype=mstype.float32):
        super().__init__()
        if not isinstance(normalized_shape, (tuple, list)):
            raise TypeError(f"For '{self.cls_name}', the type of 'normalized_shape' must be tuple[int] or "
                            f"list[int], but got {normalized_shape} and the type is {type(normalized_shape)}.")
        if not normalized_shape:
            raise ValueError(f"Expected normalized_shape to be at least 1-dimensional, i.e., containing at least "
                             f"one element, but got normalized_shape = {normalized_shape}")
        self.normalized_shape = normalized_shape
        self.begin_norm_axis = begin_norm_axis
        self.begin_params_axis = begin_params_axis
        self.epsilon = epsilon
        self.gamma = Parameter(initializer(gamma_init, normalized_shape, dtype=dtype), name="gamma")
        self.beta = Parameter(initializer(beta_init, normalized_shape, dtype=dtype), name="beta")

    def construct(self, input_x):
        t = input_x._t
        g, b = self.gamma._t, self.beta._t
        if g.dtype != t.dtype:
            g, b = g.to(t.dtype), b.to(t.dtype)
        axis = self.begin_norm_axis
        ndim = t.dim()
        if axis < -ndim or axis >= max(ndim, 1):
            raise ValueError(f"For 'LayerNorm', the 'begin_norm_axis' must be in range [-{ndim}, {ndim}), "
                             f"but got {axis}.")
        norm_shape = t.shape[axis:] if axis >= 0 else t.shape[ndim + axis:]
        if norm_shape == g.shape:
            return _wrap(F.layer_norm(t, norm_shape, g, b, self.epsilon))
        return _wrap(F.layer_norm(t, norm_shape, None, None, self.epsilon) * g + b)

    def extend_repr(self):
        # MindSpore prints "gamma" without '=' here; kept for identical reprs
        return (f"normalized_shape={self.normalized_shape}, begin_norm_axis={self.begin_norm_axis}, "
                f"begin_params_axis={self.begin_params_axis}, gamma{self.gamma}, beta={self.beta}")
