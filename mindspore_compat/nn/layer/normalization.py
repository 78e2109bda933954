"""Normalization layers (``mindspore.nn.layer.normalization``): BatchNorm1d, BatchNorm2d, LayerNorm."""
import numbers

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
from ..._backend import collective as _collective
from ._utils import check_bool as _check_bool
from ...common.tensor import Tensor
from ...common.initializer import Initializer
from .._cell_members import records_init_args

__all__ = ["BatchNorm1d", "BatchNorm2d", "LayerNorm",
           # nnlayers
           "BatchNorm3d", "SyncBatchNorm", "LayerNormExt", "InstanceNorm1d", "InstanceNorm2d", "InstanceNorm3d",
           "GroupNorm"]


def _cudnn():
    return torch.backends.cudnn.enabled


class _BatchNorm(Cell):
    """Batch normalization base: Parameters, MindSpore's momentum convention and the train/eval switch."""

    _dims = ()

    @records_init_args
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
        self.num_features, self.eps, self.use_batch_statistics = num_features, eps, use_batch_statistics
        self.gamma_init, self.beta_init = gamma_init, beta_init
        self.moving_mean_init, self.moving_var_init = moving_mean_init, moving_var_init
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


# ----- nnlayers: 3-D / synchronised batch norm, LayerNormExt, instance and group norm ----------------------------
def _check_dim(ndim, target, cls_name):
    if ndim != target:
        raise ValueError(f"For '{cls_name}', the in_shape must have {target} dims, but got {ndim}.")


class BatchNorm3d(Cell):
    r"""
    Batch normalization over a 5D input :math:`(N, C, D, H, W)`: the depth and height axes are merged and a
    :class:`mindspore.nn.BatchNorm2d`, held as the child ``bn2d``, normalises each channel.

    Args:
        num_features (int): Number of channels :math:`C`.
        eps (float): Value added to the variance. Default: ``1e-5`` .
        momentum (float): Weight of the old moving statistics in their update. Default: ``0.9`` .
        affine (bool): Whether :math:`\gamma` and :math:`\beta` are trained. Default: ``True`` .
        gamma_init (Union[Tensor, str, Initializer, numbers.Number]): Default: ``'ones'`` .
        beta_init (Union[Tensor, str, Initializer, numbers.Number]): Default: ``'zeros'`` .
        moving_mean_init (Union[Tensor, str, Initializer, numbers.Number]): Default: ``'zeros'`` .
        moving_var_init (Union[Tensor, str, Initializer, numbers.Number]): Default: ``'ones'`` .
        use_batch_statistics (bool): ``True``: batch statistics; ``False``: moving statistics; ``None``: batch
            statistics in training, moving ones otherwise. Default: ``None`` .
        dtype (:class:`mindspore.dtype`): Dtype of the Parameters. Default: ``mstype.float32`` .

    Inputs:
        - **x** (Tensor) - Tensor of shape :math:`(N, C, D, H, W)`.

    Outputs:
        Tensor of the shape of `x`.

    Raises:
        ValueError: If `num_features` is less than 1, `momentum` is out of [0, 1], or `x` is not 5-D.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> bn = nn.BatchNorm3d(2)
        >>> print(bn(Tensor(np.ones([1, 2, 2, 3, 3]), ms.float32))[0, 0, 0, 0])
        [0.999995 0.999995 0.999995]
    """

    def __init__(self, num_features, eps=1e-5, momentum=0.9, affine=True, gamma_init="ones", beta_init="zeros",
                 moving_mean_init="zeros", moving_var_init="ones", use_batch_statistics=None, dtype=mstype.float32):
        super().__init__()
        self.bn2d = BatchNorm2d(num_features=num_features, eps=eps, momentum=momentum, affine=affine,
                                gamma_init=gamma_init, beta_init=beta_init, moving_mean_init=moving_mean_init,
                                moving_var_init=moving_var_init, use_batch_statistics=use_batch_statistics,
                                data_format="NCHW", dtype=dtype)

    def construct(self, x):
        shape = x.shape
        _check_dim(len(shape), 5, self.cls_name)
        out = self.bn2d(_wrap(x._t.reshape(shape[0], shape[1], shape[2] * shape[3], shape[4])))
        return _wrap(out._t.reshape(shape))


class _AllReduceSum(torch.autograd.Function):
    """Sum over the processes of a group, with the gradient summed the same way."""

    @staticmethod
    def forward(ctx, t, group):
        ctx.group = group
        return _collective.all_reduce(t, group=group)

    @staticmethod
    def backward(ctx, grad):
        return _collective.all_reduce(grad, group=ctx.group), None


class SyncBatchNorm(_BatchNorm):
    r"""
    Batch normalization whose batch statistics are computed over the processes of a group.

    The synchronisation runs on ``torch.distributed``: with an initialised process group of more than one process
    (see :func:`mindspore.communication.init`) the per-channel sums are all-reduced over `process_groups` (every
    process when ``None``); without one, or with ``process_groups=0``, the cell is a plain
    :class:`mindspore.nn.BatchNorm2d` on 2-D or 4-D inputs.

    Args:
        num_features (int): Number of channels :math:`C`.
        eps (float): Value added to the variance. Default: ``1e-5`` .
        momentum (float): Weight of the old moving statistics in their update. Default: ``0.9`` .
        affine (bool): Whether :math:`\gamma` and :math:`\beta` are trained. Default: ``True`` .
        gamma_init (Union[Tensor, str, Initializer, numbers.Number]): Default: ``'ones'`` .
        beta_init (Union[Tensor, str, Initializer, numbers.Number]): Default: ``'zeros'`` .
        moving_mean_init (Union[Tensor, str, Initializer, numbers.Number]): Default: ``'zeros'`` .
        moving_var_init (Union[Tensor, str, Initializer, numbers.Number]): Default: ``'ones'`` .
        use_batch_statistics (bool): As for :class:`mindspore.nn.BatchNorm2d`. Default: ``None`` .
        process_groups (list): Lists of global ranks synchronised together (each rank in at most one list), ``0``
            for no synchronisation, ``None`` for all processes. Default: ``None`` .
        dtype (:class:`mindspore.dtype`): Dtype of the Parameters. Default: ``mstype.float32`` .

    Inputs:
        - **x** (Tensor) - Tensor of shape :math:`(N, C)` or :math:`(N, C, H, W)`.

    Outputs:
        Tensor of the shape of `x`.

    Raises:
        ValueError: If `process_groups` is neither ``None``, ``0`` nor a list of lists.
        ValueError: If a rank in `process_groups` is out of range or repeated, or `x` is not 2-D or 4-D.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> bn = nn.SyncBatchNorm(3)
        >>> print(bn(Tensor(np.ones([2, 3, 2, 2]), ms.float32)).shape)
        (2, 3, 2, 2)
    """
    _dims = (2, 4)

    @records_init_args(attrs=['num_features', 'process_groups'])
    def __init__(self, num_features, eps=1e-5, momentum=0.9, affine=True, gamma_init="ones", beta_init="zeros",
                 moving_mean_init="zeros", moving_var_init="ones", use_batch_statistics=None, process_groups=None,
                 dtype=mstype.float32):
        super().__init__(num_features, eps, momentum, affine, gamma_init, beta_init, moving_mean_init,
                         moving_var_init, use_batch_statistics, dtype=dtype)
        self.is_global = False
        self.group_name = None
        self.process_groups = process_groups
        self._group = None
        if process_groups != 0:
            rank, size = _collective.get_rank(), _collective.get_world_size()
            self.rank_id, self.rank_size = rank, size
            if process_groups is not None:
                if not isinstance(process_groups, list):
                    raise ValueError(f"The parameter 'process_groups' must be isinstance of <class 'list'>, but got "
                                     f"{process_groups}.")
                seen = set()
                for sub in process_groups:
                    if not isinstance(sub, list):
                        raise ValueError(f"The parameter 'sub group' must be isinstance of <class 'list'>, but got "
                                         f"{sub}.")
                    for rid in sub:
                        if not 0 <= rid < size:
                            raise ValueError(f"For '{self.cls_name}', the 'rank id in process_groups' must be in "
                                             f"range of [0, {size}), but got {rid} with type 'int'.")
                        if rid in seen:
                            raise ValueError(f"For '{self.cls_name}', rank id in 'process_groups' must not be "
                                             f"duplicated, but got {process_groups}.")
                        seen.add(rid)
                for sub in process_groups:  # every rank creates every group, in the same order
                    group = _collective.new_group(sub)
                    if rank in sub and len(sub) > 1:
                        self.is_global, self._group = True, group
                        self.group_device_num = len(sub)
            elif size > 1:
                self.is_global = True
                self.group_device_num = size

    def _check_input_dim(self, ndim):
        raise ValueError(f"For '{self.cls_name}', the must have 2 dims or 4 dims, but got {ndim}.")

    def _train_forward(self, t, gamma, beta, mean_p, var_p):
        if not self.is_global:
            return super()._train_forward(t, gamma, beta, mean_p, var_p)
        axes = [0] + list(range(2, t.dim()))
        count = torch.tensor([float(t.numel() // t.shape[1])], dtype=t.dtype, device=t.device)
        stats = torch.cat([t.sum(axes), (t * t).sum(axes), count])
        stats = _AllReduceSum.apply(stats, self._group)
        c = t.shape[1]
        n = stats[-1]
        mean = stats[:c] / n
        var = stats[c:2 * c] / n - mean * mean
        shape = (1, c) + (1,) * (t.dim() - 2)
        out = (t - mean.reshape(shape)) * torch.rsqrt(var.reshape(shape) + self.eps) * gamma.reshape(shape) \
            + beta.reshape(shape)
        with torch.no_grad():
            unbiased = var * (n / (n - 1))
            mean_p.mul_(self._keep_w).add_(mean.detach() * self._batch_w)
            var_p.mul_(self._keep_w).add_(unbiased.detach() * self._batch_w)
        return out


class LayerNormExt(Cell):
    r"""
    Layer normalization over the trailing `normalized_shape` axes, with a ``weight`` and ``bias`` (torch-style
    names and defaults).

    Args:
        normalized_shape (Union[int, tuple[int], list[int]]): Shape of the normalised trailing axes.
        eps (float): Value added to the variance. Default: ``1e-5`` .
        elementwise_affine (bool): Whether the learnt ``weight`` (ones) and ``bias`` (zeros) are used.
            Default: ``True`` .
        bias (bool): Whether the ``bias`` is used (with `elementwise_affine`). Default: ``True`` .
        dtype (:class:`mindspore.dtype`): Dtype of the Parameters; ``None`` means float32. Default: ``None`` .

    Inputs:
        - **input** (Tensor) - Tensor whose trailing axes are `normalized_shape`.

    Outputs:
        Tensor of the shape and dtype of `input`.

    Raises:
        TypeError: If `normalized_shape` is neither an int, a tuple nor a list.
        ValueError: If `normalized_shape` is empty.

    Supported Platforms:
        ``Ascend``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> ln = nn.LayerNormExt(4)
        >>> print(ln(Tensor(np.array([[0.0, 1.0, 2.0, 3.0]]), ms.float32)))
        [[-1.3416355  -0.44721183  0.44721183  1.3416355 ]]
    """

    def __init__(self, normalized_shape, eps=1e-5, elementwise_affine=True, bias=True, dtype=None):
        super().__init__()
        if isinstance(normalized_shape, numbers.Integral):
            normalized_shape = (normalized_shape,)
        if not isinstance(normalized_shape, (tuple, list)):
            raise TypeError(f"For '{self.cls_name}', the type of 'normalized_shape' must be tuple[int] or "
                            f"list[int], but got {normalized_shape} and the type is {type(normalized_shape)}.")
        if not normalized_shape:
            raise ValueError(f"Expected normalized_shape to be at least 1-dimensional, i.e., containing at least "
                             f"one element, but got normalized_shape = {normalized_shape}")
        self.normalized_shape = tuple(normalized_shape)
        self.eps = eps
        self.elementwise_affine = elementwise_affine
        ms_dtype = mstype.float32 if dtype is None else dtype
        if elementwise_affine:
            self.weight = Parameter(Tensor(np.ones(normalized_shape), ms_dtype), name="weight")
            self.bias = Parameter(Tensor(np.zeros(normalized_shape), ms_dtype), name="bias") if bias else None
        else:
            self.weight = None
            self.bias = None

    def construct(self, input):
        w = None if self.weight is None else self.weight._t
        b = None if self.bias is None else self.bias._t
        return _wrap(F.layer_norm(input._t, self.normalized_shape, w, b, self.eps))

    def extend_repr(self):
        return (f"normalized_shape={self.normalized_shape}, eps={self.eps}, "
                f"elementwise_affine={self.elementwise_affine}")


class _InstanceNorm(Cell):
    """Instance normalization base: every sample and channel is normalised with its own statistics."""
    _ndim = 4

    @records_init_args
    def __init__(self, num_features, eps=1e-5, momentum=0.1, affine=True, gamma_init="ones", beta_init="zeros",
                 dtype=mstype.float32):
        super().__init__()
        cls = self.cls_name
        validator.check_value_type("num_features", num_features, [int], cls)
        validator.check_value_type("eps", eps, [float], cls)
        validator.check_value_type("momentum", momentum, [float], cls)
        validator.check_value_type("affine", affine, [bool], cls)
        for key, val in (("gamma_init", gamma_init), ("beta_init", beta_init)):
            if not isinstance(val, (Tensor, numbers.Number, str, Initializer)):
                raise TypeError(f"For '{cls}', the type of '{key}' must be in [Tensor, numbers.Number, str, "
                                f"Initializer], but got type {type(val).__name__}.")
            if isinstance(val, Tensor) and val.dtype != mstype.float32:
                raise TypeError(f"For '{cls}', the type of '{key}' must be float32, but got {val.dtype}.")
        if num_features < 1:
            raise ValueError(f"For '{cls}', the 'num_features' must be at least 1, but got {num_features}.")
        if momentum < 0 or momentum > 1:
            raise ValueError(f"For '{cls}', the 'momentum' must be a number in range [0, 1], but got {momentum}.")
        self.num_features = num_features
        self.eps = eps
        self.moving_mean = Parameter(initializer("zeros", num_features, dtype=dtype), name="mean",
                                     requires_grad=False)
        self.moving_variance = Parameter(initializer("ones", num_features, dtype=dtype), name="variance",
                                         requires_grad=False)
        self.gamma = Parameter(initializer(gamma_init, num_features, dtype=dtype), name="gamma",
                               requires_grad=affine)
        self.beta = Parameter(initializer(beta_init, num_features, dtype=dtype), name="beta", requires_grad=affine)
        self.momentum = momentum

    def construct(self, x):
        t = x._t
        _check_dim(t.dim(), self._ndim, self.cls_name)
        # the statistics of each sample and channel; the moving ones follow them with `momentum` in training
        running = self.training
        out = F.instance_norm(t, self.moving_mean._t if running else None,
                              self.moving_variance._t if running else None, self.gamma._t, self.beta._t,
                              use_input_stats=True, momentum=self.momentum, eps=self.eps)
        return _wrap(out)

    def extend_repr(self):
        return (f"num_features={self.num_features}, eps={self.eps}, momentum={self.momentum}, gamma={self.gamma}, "
                f"beta={self.beta}, moving_mean={self.moving_mean}, moving_variance={self.moving_variance}")


_INSTANCE_DOC = r"""
    Instance normalization over a {n}D input :math:`{shape}`: every sample and channel is normalised with its own
    mean and (population) variance, then scaled by ``gamma`` and shifted by ``beta``. In training the moving
    statistics follow the per-sample ones: :math:`moving = (1 - momentum) \times moving + momentum \times stat`.

    Args:
        num_features (int): Number of channels :math:`C`.
        eps (float): Value added to the variance. Default: ``1e-5`` .
        momentum (float): Weight of the new statistics in the moving ones. Default: ``0.1`` .
        affine (bool): Whether ``gamma`` and ``beta`` are trained. Default: ``True`` .
        gamma_init (Union[Tensor, str, Initializer, numbers.Number]): Default: ``'ones'`` .
        beta_init (Union[Tensor, str, Initializer, numbers.Number]): Default: ``'zeros'`` .
        dtype (:class:`mindspore.dtype`): Dtype of the Parameters. Default: ``mstype.float32`` .

    Inputs:
        - **x** (Tensor) - Tensor of shape :math:`{shape}`.

    Outputs:
        Tensor of the shape of `x`.

    Raises:
        TypeError: If `num_features` is not an int, `eps` or `momentum` not a float, `affine` not a bool.
        TypeError: If `gamma_init` / `beta_init` is of another type, or a Tensor that is not float32.
        ValueError: If `num_features` is less than 1, `momentum` is out of [0, 1], or `x` is not {n}-D.

    Supported Platforms:
        ``GPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> net = nn.{name}(2)
        >>> x = Tensor(np.arange({numel}).reshape({dims}), ms.float32)
        >>> print(net(x).shape)
        {dims}
"""


class InstanceNorm1d(_InstanceNorm):
    __doc__ = _INSTANCE_DOC.format(n=3, shape="(N, C, L)", name="InstanceNorm1d", numel=12, dims=(2, 2, 3))
    _ndim = 3


class InstanceNorm2d(_InstanceNorm):
    __doc__ = _INSTANCE_DOC.format(n=4, shape="(N, C, H, W)", name="InstanceNorm2d", numel=24, dims=(2, 2, 2, 3))
    _ndim = 4


class InstanceNorm3d(_InstanceNorm):
    __doc__ = _INSTANCE_DOC.format(n=5, shape="(N, C, D, H, W)", name="InstanceNorm3d", numel=24,
                                   dims=(1, 2, 2, 2, 3))
    _ndim = 5


class GroupNorm(Cell):
    r"""
    Group normalization: the channels are split into `num_groups` groups and each sample is normalised over every
    group (its channels and spatial positions), then scaled by ``gamma`` and shifted by ``beta`` per channel.

    Args:
        num_groups (int): Number of groups; must divide `num_channels`.
        num_channels (int): Number of channels :math:`C`.
        eps (float): Value added to the variance. Default: ``1e-05`` .
        affine (bool): Whether ``gamma`` and ``beta`` are trained. Default: ``True`` .
        gamma_init (Union[Tensor, str, Initializer, numbers.Number]): Default: ``'ones'`` .
        beta_init (Union[Tensor, str, Initializer, numbers.Number]): Default: ``'zeros'`` .
        dtype (:class:`mindspore.dtype`): Dtype of the Parameters. Default: ``mstype.float32`` .

    Inputs:
        - **x** (Tensor) - Tensor of shape :math:`(N, C, *)`.

    Outputs:
        Tensor of the shape and dtype of `x`.

    Raises:
        TypeError: If `num_groups` or `num_channels` is not an int, `eps` is not a float, `affine` is not a bool.
        ValueError: If `num_groups` or `num_channels` is less than 1, or `num_channels` is not divisible by
            `num_groups`.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> gn = nn.GroupNorm(2, 4)
        >>> x = Tensor(np.arange(8).reshape(1, 4, 2), ms.float32)
        >>> print(gn(x)[0])
        [[-1.3416355  -0.44721183]
         [ 0.44721183  1.3416355 ]
         [-1.3416355  -0.44721183]
         [ 0.44721183  1.3416355 ]]
    """

    def __init__(self, num_groups, num_channels, eps=1e-05, affine=True, gamma_init="ones", beta_init="zeros",
                 dtype=mstype.float32):
        super().__init__()
        cls = self.cls_name
        self.num_groups = validator.check_positive_int(num_groups, "num_groups", cls)
        self.num_channels = validator.check_positive_int(num_channels, "num_channels", cls)
        if num_channels % num_groups != 0:
            raise ValueError(f"For '{cls}', the 'num_channels' must be divided by 'num_groups', but got "
                             f"'num_channels': {num_channels}, 'num_groups': {num_groups}.")
        self.eps = validator.check_value_type("eps", eps, (float,), cls)
        self.affine = _check_bool(affine, "affine", cls)
        self.gamma = Parameter(initializer(gamma_init, self.num_channels, dtype=dtype), name="gamma",
                               requires_grad=affine)
        self.beta = Parameter(initializer(beta_init, self.num_channels, dtype=dtype), name="beta",
                              requires_grad=affine)

    def construct(self, x):
        t = x._t
        g, b = self.gamma._t, self.beta._t
        if g.dtype != t.dtype:
            g, b = g.to(t.dtype), b.to(t.dtype)
        return _wrap(F.group_norm(t, self.num_groups, g, b, self.eps))

    def extend_repr(self):
        return f"num_groups={self.num_groups}, num_channels={self.num_channels}"
