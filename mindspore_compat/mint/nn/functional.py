"""``mindspore.mint.nn.functional``: PyTorch-style neural-network functions, views of :mod:`mindspore.ops`.

The names whose signature equals the ``ops`` one are the very same objects; the others rename arguments and fill
in PyTorch-style defaults (``stride=None`` meaning ``kernel_size`` for pooling, ``dim`` for ``axis`` ...).
"""
from ... import ops as _ops
from ...common import dtype as _mstype
from ...common.tensor import Tensor as _Tensor
from ...ops.function import nn_func as _nn
from ..._viewdoc import view as _view, overload as _overload
from ...ops import (  # noqa: F401
    adaptive_avg_pool1d, adaptive_avg_pool2d, adaptive_avg_pool3d, adaptive_max_pool2d, conv_transpose2d,
    cosine_embedding_loss, cross_entropy, embedding, fold, grid_sample, group_norm, layer_norm,
    mse_loss, prelu, relu, sigmoid, soft_margin_loss, tanh, unfold)

_SAME_AS_OPS = [
    "adaptive_avg_pool1d", "adaptive_avg_pool2d", "adaptive_avg_pool3d", "adaptive_max_pool2d", "conv_transpose2d",
    "cosine_embedding_loss", "cross_entropy", "embedding", "fold", "grid_sample", "group_norm",
    "layer_norm", "mse_loss", "prelu", "relu", "sigmoid", "soft_margin_loss", "tanh", "unfold",
]

_K = dict(kernel_size="(Union[int, tuple[int]]): The window size.",
          stride="(Union[int, tuple[int], None]): The window step; None means `kernel_size`. Default: ``None``.",
          padding="(Union[int, tuple[int]]): Implicit zero padding on both sides. Default: ``0``.",
          ceil_mode="(bool): Round the output size up instead of down. Default: ``False``.",
          count_include_pad="(bool): Count the padding in the average. Default: ``True``.",
          divisor_override="(int, optional): Divide by this instead of the window size. Default: ``None``.")


def _stride(stride, kernel_size):
    return kernel_size if stride is None or stride == () or stride == [] else stride


def _write(input, out, inplace):
    """The in-place variants write the result into `input` (its storage) and return `input`."""
    if inplace:
        input.assign_value(out)
        return input
    return out


@_view("1-D adaptive max pooling to `output_size`.", returns="Tensor, or (Tensor, Tensor) with the indices.",
       output_size="(int): The output length.",
       return_indices="(bool): Also return the int64 indices of the maxima. Default: ``False``.")
def adaptive_max_pool1d(input, output_size, return_indices=False):
    out = _ops.adaptive_max_pool1d(input, output_size)
    if return_indices:
        return out
    return out[0] if isinstance(out, tuple) else out


@_view("1-D average pooling over (N, C, L) or (C, L).", **_K)
def avg_pool1d(input, kernel_size, stride=None, padding=0, ceil_mode=False, count_include_pad=True):
    return _ops.avg_pool1d(input, kernel_size, _stride(stride, kernel_size), padding, ceil_mode, count_include_pad)


@_view("2-D average pooling over (N, C, H, W) or (C, H, W).", **_K)
def avg_pool2d(input, kernel_size, stride=None, padding=0, ceil_mode=False, count_include_pad=True,
               divisor_override=None):
    return _ops.avg_pool2d(input, kernel_size, _stride(stride, kernel_size), padding, ceil_mode, count_include_pad,
                           0 if divisor_override is None else divisor_override)


@_view("3-D average pooling over (N, C, D, H, W) or (C, D, H, W).", **_K)
def avg_pool3d(input, kernel_size, stride=None, padding=0, ceil_mode=False, count_include_pad=True,
               divisor_override=None):
    return _ops.avg_pool3d(input, kernel_size, _stride(stride, kernel_size), padding, ceil_mode, count_include_pad,
                           0 if divisor_override is None else divisor_override)


@_view("Batch normalisation over the channel dimension 1, with batch statistics when `training` (updating the "
       "running ones) and the running statistics otherwise.",
       running_mean="(Tensor): Per-channel running mean.", running_var="(Tensor): Per-channel running variance.",
       weight="(Tensor, optional): Per-channel scale. Default: ``None`` (ones).",
       bias="(Tensor, optional): Per-channel shift. Default: ``None`` (zeros).",
       training="(bool): Use batch statistics. Default: ``False``.",
       momentum="(float): Running-statistics momentum. Default: ``0.1``.",
       eps="(float): Added to the variance. Default: ``1e-05``.")
def batch_norm(input, running_mean, running_var, weight=None, bias=None, training=False, momentum=0.1, eps=1e-05):
    c = input.shape[1]
    if weight is None:
        weight = _ops.ones((c,), input.dtype)
    if bias is None:
        bias = _ops.zeros((c,), input.dtype)
    return _ops.batch_norm(input, running_mean, running_var, weight, bias, training, momentum, eps)


@_view("Binary cross entropy between probabilities `input` and `target`.")
def binary_cross_entropy(input, target, weight=None, reduction='mean'):
    return _ops.binary_cross_entropy(input, target, weight, reduction)


@_view("Binary cross entropy with a sigmoid folded into the loss.",
       pos_weight="(Tensor, optional): Weight of the positive examples per class. Default: ``None``.")
def binary_cross_entropy_with_logits(input, target, weight=None, reduction='mean', pos_weight=None):
    return _ops.binary_cross_entropy_with_logits(input, target, weight, pos_weight, reduction)


def _conv_padding(padding, stride=1):
    """(pad_mode, padding) for ops' convolutions from PyTorch-style `padding`."""
    if isinstance(padding, str):
        if padding == "same" and stride not in (1, (1, 1), [1, 1]):
            raise ValueError(f"For Conv2DPadding, 'stride' must be 1, when padding is same, but it's "
                             f"{{ {stride if isinstance(stride, int) else ', '.join(map(str, stride))} }}.")
        return padding, 0
    return "pad", padding


def _conv(fn):
    def form(input, weight, bias=None, stride=1, padding=0, dilation=1, groups=1):
        pad_mode, pad = _conv_padding(padding, stride)
        return fn(input, weight, bias, stride, pad_mode, pad, dilation, groups)
    return form


conv1d = _view("1-D convolution over (N, C, L) (``conv1d(input, weight, bias=None, stride=1, padding=0, "
               "dilation=1, groups=1)``; `padding` may be ``'same'`` or ``'valid'``).")(
    _overload("conv1d", _conv(_ops.conv1d), module=__name__))
conv3d = _view("3-D convolution over (N, C, D, H, W) (``conv3d(input, weight, bias=None, stride=1, padding=0, "
               "dilation=1, groups=1)``; `padding` may be ``'same'`` or ``'valid'``).")(
    _overload("conv3d", _conv(_ops.conv3d), module=__name__))


@_view("2-D convolution over (N, C, H, W) or (C, H, W); `padding` may be ``'same'`` or ``'valid'``.",
       stride="(Union[int, tuple[int]]): The stride. Default: ``1``.",
       padding="(Union[int, tuple[int], str]): Zero padding on both sides, or ``'same'`` / ``'valid'``. "
               "Default: ``0``.",
       dilation="(Union[int, tuple[int]]): The kernel dilation. Default: ``1``.",
       groups="(int): The number of channel groups. Default: ``1``.")
def conv2d(input, weight, bias=None, stride=1, padding=0, dilation=1, groups=1):
    return _conv(_ops.conv2d)(input, weight, bias, stride, padding, dilation, groups)


@_view("Zeroes each element with probability `p` and scales the others by ``1 / (1 - p)`` while `training`.",
       p="(float): The drop probability. Default: ``0.5``.",
       training="(bool): Apply dropout; otherwise `input` is returned. Default: ``True``.")
def dropout(input, p=0.5, training=True, inplace=False):
    if not training or p == 0:
        return input
    return _write(input, _ops.dropout(input, p, training), inplace)


@_view("Zeroes whole channels of (N, C, H, W) with probability `p` while `training`.",
       p="(float): The drop probability. Default: ``0.5``.",
       training="(bool): Apply dropout. Default: ``True``.")
def dropout2d(input, p=0.5, training=True, inplace=False):
    if not training or p == 0:
        return input
    return _write(input, _ops.dropout2d(input, p, training), inplace)


@_view("ELU activation: ``x`` for positive `x`, ``alpha * (exp(x) - 1)`` otherwise.",
       alpha="(float): The scale of the negative part. Default: ``1.0``.")
def elu(input, alpha=1.0, inplace=False):
    return _write(input, _ops.elu(input, alpha), inplace)


@_view("In-place ELU: writes ``elu(input, alpha)`` into `input`.",
       alpha="(float): The scale of the negative part. Default: ``1.0``.")
def elu_(input, alpha=1.0):
    return _write(input, _ops.elu(input, alpha), True)


@_view("Flattens dimensions ``start_dim`` to ``end_dim`` into one.",
       start_dim="(int): The first dimension flattened. Default: ``0``.",
       end_dim="(int): The last dimension flattened. Default: ``-1``.")
def flatten(input, start_dim=0, end_dim=-1):
    return _ops.flatten(input, start_dim=start_dim, end_dim=end_dim)


def _gelu(input, *, approximate='none'):
    return _ops.gelu(input, approximate)


gelu = _view("GELU activation (``gelu(input, *, approximate='none')``; `approximate` is ``'none'`` for the erf "
             "form or ``'tanh'``).")(_overload("gelu", _gelu, module=__name__))


@_view("Gated linear unit: halves `input` along `dim` into a and b and returns ``a * sigmoid(b)``.",
       dim="(int): The dimension split in two. Default: ``-1``.")
def glu(input, dim=-1):
    return _ops.glu(input, dim)


@_view("Clamps each element to ``[min_val, max_val]``.", min_val="(float): Lower bound. Default: ``-1.0``.",
       max_val="(float): Upper bound. Default: ``1.0``.")
def hardtanh(input, min_val=-1.0, max_val=1.0, inplace=False):
    return _write(input, _ops.hardtanh(input, min_val, max_val), inplace)


@_view("In-place hardtanh.", min_val="(float): Lower bound. Default: ``-1``.",
       max_val="(float): Upper bound. Default: ``1``.")
def hardtanh_(input, min_val=-1, max_val=1):
    return _write(input, _ops.hardtanh(input, min_val, max_val), True)


@_view("Kullback-Leibler divergence between the log-probabilities `input` and `target`.",
       reduction="(str): ``'none'``, ``'mean'``, ``'sum'`` or ``'batchmean'``. Default: ``'mean'``.",
       log_target="(bool): `target` holds log-probabilities. Default: ``False``.")
def kl_div(input, target, reduction='mean', log_target=False):
    if log_target:
        target = _ops.exp(target)
    return _ops.kl_div(input, target, reduction)


@_view("Leaky ReLU: ``x`` for positive `x`, ``negative_slope * x`` otherwise.",
       negative_slope="(float): The slope of the negative part. Default: ``0.01``.")
def leaky_relu(input, negative_slope=0.01):
    return _ops.leaky_relu(input, negative_slope)


@_view("Affine map ``input @ weight.T + bias``.", weight="(Tensor): Shape (out_features, in_features).",
       bias="(Tensor, optional): Shape (out_features,). Default: ``None``.")
def linear(input, weight, bias=None):
    return _ops.dense(input, weight, bias)


@_view("Logarithm of the softmax along `dim`.", dim="(int, optional): The dimension; None means the last one. "
       "Default: ``None``.")
def log_softmax(input, dim=None, *, dtype=None):
    if dtype is not None:
        input = _ops.cast(input, dtype)
    return _ops.log_softmax(input, -1 if dim is None else dim)


@_view("``log(sigmoid(x))`` element-wise.")
def logsigmoid(input):
    return _ops.logsigmoid(input)


@_view("2-D max pooling over (N, C, H, W) or (C, H, W).", returns="Tensor, or (Tensor, Tensor) with the indices.",
       dilation="(Union[int, tuple[int]]): Spacing of the window elements. Default: ``1``.",
       return_indices="(bool): Also return the int64 indices of the maxima. Default: ``False``.", **_K)
def max_pool2d(input, kernel_size, stride=None, padding=0, dilation=1, ceil_mode=False, return_indices=False):
    return _ops.max_pool2d(input, kernel_size, stride, padding, dilation, return_indices, ceil_mode)


@_view("Partial inverse of max pooling: puts each value at its index, zeros elsewhere.",
       indices="(Tensor): The indices returned by max pooling.",
       output_size="(tuple[int], optional): The exact output shape. Default: ``None``.", **_K)
def max_unpool2d(input, indices, kernel_size, stride=None, padding=0, output_size=None):
    return _ops.max_unpool2d(input, indices, kernel_size, stride, padding, output_size)


@_view("Negative log-likelihood loss of log-probabilities `input` (N, C) and class indices `target` (N,).",
       ignore_index="(int): A target value that does not count. Default: ``-100``.")
def nll_loss(input, target, weight=None, ignore_index=-100, reduction='mean'):
    return _ops.nll_loss(input, target, weight, ignore_index, reduction)


@_view("Divides `input` by its `p`-norm along `dim` (at least `eps`).",
       p="(float): The norm order. Default: ``2.0``.", dim="(int): The dimension. Default: ``1``.",
       eps="(float): Lower bound of the norm. Default: ``1e-12``.")
def normalize(input, p=2.0, dim=1, eps=1e-12):
    n = _ops.clamp(_ops.vector_norm(input, p, dim, True), eps)
    return _ops.div(input, n)


@_view("One-hot encoding of int64 class indices; `num_classes` -1 means ``max(tensor) + 1``.",
       returns="Tensor of int64, with a new last dimension.", tensor="(Tensor): Class indices.",
       num_classes="(int): The number of classes. Default: ``-1``.")
def one_hot(tensor, num_classes=-1):
    depth = int(tensor.max()) + 1 if num_classes == -1 else num_classes
    return _ops.one_hot(tensor, depth, 1, 0, -1).astype(_mstype.int64)


@_view("Pads `input`; `pad` lists (before, after) pairs starting from the last dimension.",
       pad="(tuple[int]): The padding sizes.",
       mode="(str): ``'constant'``, ``'reflect'``, ``'replicate'`` or ``'circular'``. Default: ``'constant'``.",
       value="(number, optional): The fill value in ``'constant'`` mode. Default: ``None`` (0).")
def pad(input, pad, mode='constant', value=None):
    return _ops.pad(input, pad, mode, value)


def _pixel_shuffle(input, upscale_factor):
    return _ops.pixel_shuffle(input, upscale_factor)


pixel_shuffle = _view("Rearranges (*, C r^2, H, W) into (*, C, H r, W r) (``pixel_shuffle(input, "
                      "upscale_factor)``).")(_overload("pixel_shuffle", _pixel_shuffle, module=__name__))


@_view("ReLU6 activation: ``min(max(x, 0), 6)``.")
def relu6(input, inplace=False):
    return _write(input, _ops.relu6(input), inplace)


@_view("In-place ReLU.")
def relu_(input):
    return _write(input, _ops.relu(input), True)


@_view("In-place sigmoid.")
def sigmoid_(input):
    return _write(input, _ops.sigmoid(input), True)


@_view("SiLU activation ``x * sigmoid(x)``.")
def silu(input, inplace=False):
    return _write(input, _ops.silu(input), inplace)


@_view("Softmax along `dim`.", dim="(int, optional): The dimension; None means the last one. Default: ``None``.")
def softmax(input, dim=None, dtype=None):
    return _ops.softmax(input, -1 if dim is None else dim, dtype=dtype)


@_view("Replaces the elements not greater than `threshold` by `value`.",
       threshold="(number): The threshold.", value="(number): The replacement.")
def threshold(input, threshold, value, inplace=False):
    return _write(input, _ops.threshold(input, threshold, value), inplace)


@_view("In-place threshold.", threshold="(number): The threshold.", value="(number): The replacement.")
def threshold_(input, threshold, value):
    return _write(input, _ops.threshold(input, threshold, value), True)


def _sized(input, size, scale_factor):
    """mint resizes by `scale_factor` in every mode (ops' nearest mode takes `size` only): the output size is
    ``floor(in * scale)`` per spatial dimension."""
    if size is not None or scale_factor is None:
        return size
    spatial = input.shape[2:]
    scales = scale_factor if isinstance(scale_factor, (tuple, list)) else (scale_factor,) * len(spatial)
    return tuple(int(n * s) for n, s in zip(spatial, scales))


@_view("Resizes `input` (N, C, \\*spatial) to `size` or by `scale_factor`.",
       size="(tuple[int], optional): The output spatial size.",
       scale_factor="(Union[float, tuple[float]], optional): The spatial scale.",
       mode="(str): ``'nearest'``, ``'linear'``, ``'bilinear'``, ``'bicubic'``, ``'trilinear'``, ``'area'``. "
            "Default: ``'nearest'``.",
       align_corners="(bool, optional): Align the corner pixels (linear modes). Default: ``None``.",
       recompute_scale_factor="(bool, optional): Accepted for compatibility. Default: ``None``.")
def interpolate(input, size=None, scale_factor=None, mode='nearest', align_corners=None, recompute_scale_factor=None):
    return _ops.interpolate(input, _sized(input, size, scale_factor), None, mode, align_corners)


@_view("Resizes `input` to `size` or by `scale_factor` (the same as :func:`interpolate`).",
       size="(tuple[int], optional): The output spatial size.",
       scale_factor="(Union[float, tuple[float]], optional): The spatial scale.",
       mode="(str): ``'nearest'``, ``'linear'``, ``'bilinear'``, ``'bicubic'``, ``'trilinear'``. "
            "Default: ``'nearest'``.",
       align_corners="(bool, optional): Align the corner pixels (linear modes). Default: ``None``.")
def upsample(input, size=None, scale_factor=None, mode='nearest', align_corners=None):
    return interpolate(input, size, scale_factor, mode, align_corners)


__all__ = sorted(_SAME_AS_OPS + [
    "adaptive_max_pool1d", "avg_pool1d", "avg_pool2d", "avg_pool3d", "batch_norm", "binary_cross_entropy",
    "binary_cross_entropy_with_logits", "conv1d", "conv2d", "conv3d", "dropout", "dropout2d", "elu", "elu_",
    "flatten", "gelu", "glu", "hardtanh", "hardtanh_", "interpolate", "kl_div", "leaky_relu", "linear", "log_softmax",
    "logsigmoid", "max_pool2d", "max_unpool2d", "nll_loss", "normalize", "one_hot", "pad", "pixel_shuffle", "relu6",
    "relu_", "sigmoid_", "silu", "softmax", "threshold", "threshold_", "upsample",
])


from ..._unsupported import missing_name_hook as _missing_name_hook  # noqa: E402
__getattr__ = _missing_name_hook(__name__)
