"""Registry entries of the image and pooling primitives carried over from TensorFlow's kernels:
``DepthwiseConv2dNative``, ``ConfusionMatrix``, ``Dilation2D``, ``ExtractImagePatches``, ``ExtractVolumePatches``,
``ExtractGlimpse``, ``ScaleAndTranslate``, the fractional poolings (``FractionalMaxPool``, ``FractionalAvgPool``,
``FractionalMaxPoolWithFixedKsize``, ``FractionalMaxPool3DWithFixedKsize``, ``fractional_max_pool2d``,
``fractional_max_pool3d``). One entry per operator, see :mod:`mindspore_compat.ops._registry`.

Patch layouts follow TensorFlow's definition, which MindSpore adopts: the patch elements of one output position are
laid out kernel row first, then kernel column (then depth offset), with the input channel varying fastest.
"""
import math
import numbers

import torch
import torch.nn.functional as F

from ...common import dtype as mstype
from ...common.tensor import Tensor, _wrap
from .._registry import op, prim, function
from .conv_pool_def import _doc, _tensor, _is_int

__all__ = []

_FLOATS = (torch.float16, torch.float32, torch.float64)
_DEPRECATED = "Deprecated"


def _dtype_in(op_name, arg, t, allowed, text):
    if t.dtype not in allowed:
        raise TypeError(f"For '{op_name}', the input '{arg}' must be a Tensor of {text}, but got "
                        f"Tensor[{_wrap(t).dtype}].")
    return t


def _same_pads(size, k_eff, stride):
    """(output size, padding before) of TensorFlow's SAME padding along one dimension."""
    out = -(-size // stride)
    total = max((out - 1) * stride + k_eff - size, 0)
    return out, total // 2


def _windows(t, kernel, strides, rates, padding, fill=0):
    """The strided windows of `t` over its last `len(dims)` dimensions: a list, kernel offsets in row-major order,
    of views shaped like the output, plus the (padded) validity mask of each (None without padding)."""
    nd = len(kernel)
    sizes = t.shape[-nd:]
    outs, befores = [], []
    for size, k, s, r in zip(sizes, kernel, strides, rates):
        k_eff = (k - 1) * r + 1
        if padding == "SAME":
            o, b = _same_pads(size, k_eff, s)
        else:
            o, b = max(-(-(size - k_eff + 1) // s), 0), 0
        outs.append(o)
        befores.append(b)
    pads = []
    for size, k, s, r, o, b in zip(sizes, kernel, strides, rates, outs, befores):
        need = (o - 1) * s + (k - 1) * r + 1 if o > 0 else 0
        pads.append((b, max(need - size - b, 0)))
    flat = [p for pair in reversed(pads) for p in pair]
    padded = F.pad(t, flat, value=fill) if any(flat) else t
    mask = None
    if any(flat):
        ones = torch.ones(sizes, dtype=torch.bool, device=t.device)
        mask = F.pad(ones[None], flat, value=False)[0]
    views, masks = [], []
    for offs in _product(kernel):
        idx = tuple(slice(o * r, o * r + (n - 1) * s + 1, s) for o, r, s, n in zip(offs, rates, strides, outs))
        views.append(padded[(Ellipsis,) + idx])
        masks.append(None if mask is None else mask[idx])
    return views, masks, tuple(outs)


def _product(kernel):
    out = [()]
    for k in kernel:
        out = [p + (i,) for p in out for i in range(k)]
    return out


# ----- DepthwiseConv2dNative -----------------------------------------------------------------------------------------
def _pair_attr(name, v, op_name):
    if _is_int(v) and v > 0:
        return (int(v), int(v))
    if isinstance(v, tuple) and len(v) in (2, 4) and all(_is_int(e) and e > 0 for e in v):
        return (int(v[-2]), int(v[-1]))
    raise ValueError(f"For '{op_name}', the '{name}' must be a positive int or a tuple of two or four positive ints, "
                     f"but got {v!r}.")


def _depthwise_check(p):
    name = p.name
    p.__dict__["_kernel"] = _pair_attr("kernel_size", p.kernel_size, name)
    stride = _pair_attr("stride", p.stride, name)
    if stride[0] != stride[1]:
        raise ValueError(f"For '{name}', the height and width of 'stride' must be equal, but got height: {stride[0]}, "
                         f"width: {stride[1]}.")
    dilation = _pair_attr("dilation", p.dilation, name)
    if dilation[0] != dilation[1]:
        raise ValueError(f"For '{name}', the height and width of 'dilation' must be equal, but got height: "
                         f"{dilation[0]}, width: {dilation[1]}.")
    pad = p.pad
    if not isinstance(pad, (int, tuple)) or isinstance(pad, bool):
        raise TypeError(f"For '{name}', the type of 'pad' should be one of ['int', 'tuple'], but got type "
                        f"'{type(pad).__name__}'.")
    if not isinstance(p.pad_mode, str):
        raise TypeError(f"For '{name}', the type of 'pad_mode' should be 'str', but got type "
                        f"'{type(p.pad_mode).__name__}'.")
    pads = (pad,) * 4 if isinstance(pad, int) else pad
    if len(pads) != 4:
        raise ValueError(f"For '{name}', the 'pad size' must be equal to 4, but got {len(pads)}.")
    mode = p.pad_mode.lower()
    if mode not in ("valid", "same", "pad"):
        raise ValueError(f"For '{name}', the 'pad_mode' must be one of ['valid', 'same', 'pad'], but got "
                         f"'{p.pad_mode}'.")
    if p.pad_mode != "pad" and tuple(pads) != (0, 0, 0, 0):
        raise ValueError(f"For '{name}', the 'pad' must be zero or (0, 0, 0, 0) when 'pad_mode' is not \"pad\", but "
                         f"got 'pad' is {pad} and 'pad_mode' is {p.pad_mode}.")
    if mode == "pad" and any(not _is_int(e) or e < 0 for e in pads):
        raise ValueError(f"For '{name}', the 'pad item' must be a non-negative int, but got {pads}.")
    if isinstance(p.mode, bool) or p.mode != 3:
        raise ValueError(f"For '{name}', the 'mode' must be equal to 3, but got {p.mode}.")
    for arg in ("channel_multiplier", "group"):
        v = getattr(p, arg)
        if not _is_int(v) or v <= 0:
            raise ValueError(f"For '{name}', the '{arg}' must be a positive int, but got {v!r}.")


def depthwise_conv2d_native_prim(x, w, *, channel_multiplier, kernel_size, pad_mode="valid", pad=0, stride=1,
                                 dilation=1):
    """The implementation of :class:`mindspore.ops.DepthwiseConv2dNative`."""
    name = "DepthwiseConv2dNative"
    xt = _dtype_in(name, "x", _tensor(name, "x", x), _FLOATS, "float16, float32 or float64")
    wt = _dtype_in(name, "w", _tensor(name, "w", w), _FLOATS, "float16, float32 or float64")
    if wt.dim() != 4:
        raise ValueError(f"For '{name}', the 'weight rank' must be equal to 4, but got {wt.dim()}.")
    if xt.dim() != 4:
        raise ValueError(f"For '{name}', the 'x rank' must be equal to 4, but got {xt.dim()}.")
    if xt.shape[1] != wt.shape[1]:
        raise ValueError(f"For '{name}', the 'x_shape[1]' must be equal to 'w_shape[1]', but got 'x_shape[1]': "
                         f"{xt.shape[1]} and 'w_shape[1]': {wt.shape[1]}.")
    kernel = _pair_attr("kernel_size", kernel_size, name)
    if tuple(wt.shape[2:]) != kernel:
        raise ValueError(f"For '{name}', the 'kernel_size' must be equal to 'w_shape[2:4]', but got 'kernel_size': "
                         f"{kernel} and 'w_shape[2:4]': {tuple(wt.shape[2:])}.")
    if wt.shape[0] != 1:
        raise ValueError(f"For '{name}', the batch of 'weight' must be 1, but got {wt.shape[0]}")
    if channel_multiplier != wt.shape[0]:
        raise ValueError(f"For '{name}', the 'channel_multiplier' must equal the first dimension of 'w' (the filters "
                         f"per input channel), but got {channel_multiplier} and {wt.shape[0]}.")
    if xt.dtype != wt.dtype:
        raise TypeError(f"For '{name}', the dtype of 'w' must be the dtype of 'x', but got {_wrap(wt).dtype} and "
                        f"{_wrap(xt).dtype}.")
    s = _pair_attr("stride", stride, name)
    d = _pair_attr("dilation", dilation, name)
    mode = pad_mode.lower()
    h, wd = xt.shape[2:]
    if mode == "same":
        pads = []
        for size, k, st, dl in ((h, kernel[0], s[0], d[0]), (wd, kernel[1], s[1], d[1])):
            out = -(-size // st)
            need = max(0, (out - 1) * st + dl * (k - 1) + 1 - size)
            pads += [need // 2, need - need // 2]
        top, bottom, left, right = pads
    elif mode == "pad":
        top, bottom, left, right = (pad,) * 4 if isinstance(pad, int) else pad
    else:
        top = bottom = left = right = 0
    padded = F.pad(xt, (left, right, top, bottom)) if (top or bottom or left or right) else xt
    # output channel c * multiplier + k takes filter w[k, c]
    weight = wt.permute(1, 0, 2, 3).reshape(-1, 1, kernel[0], kernel[1])
    return _wrap(F.conv2d(padded, weight, stride=s, dilation=d, groups=xt.shape[1]))


op("DepthwiseConv2dNative", "nn", functional=False,
   primitive=prim("DepthwiseConv2dNative", "(self, channel_multiplier, kernel_size, mode=3, pad_mode='valid', pad=0, "
                  "stride=1, dilation=1, group=1)", "(self, x, w)", check=_depthwise_check,
                  rename={"mode": None, "group": None},
                  doc=_doc(
                      "Depthwise 2-D convolution: every input channel is convolved with its own filters.\n\n"
                      "    The weight is laid out as :math:`(K, C_{in}, k_h, k_w)` with :math:`K` the channel\n"
                      "    multiplier; output channel :math:`c K + k` is channel :math:`c` convolved with\n"
                      "    ``w[k, c]``. MindSpore's shape check accepts only :math:`K = 1`.",
                      ["channel_multiplier (int): Filters per input channel; must equal the first dimension of",
                       "    `w`.",
                       "kernel_size (Union[int, tuple[int]]): The filter's height and width.",
                       "mode (int): Must be ``3``. Default: ``3``.",
                       "pad_mode (str): ``'valid'``, ``'same'`` (TensorFlow's split, the odd pixel at the end) or",
                       "    ``'pad'``. Default: ``'valid'``.",
                       "pad (Union[int, tuple[int]]): (top, bottom, left, right) zero padding of ``'pad'`` mode.",
                       "    Default: ``0``.",
                       "stride (Union[int, tuple[int]]): Equal height and width steps. Default: ``1``.",
                       "dilation (Union[int, tuple[int]]): Equal height and width dilation. Default: ``1``.",
                       "group (int): Kept as an attribute. Default: ``1``."],
                      ["**x** (Tensor) - Shape :math:`(N, C_{in}, H, W)`, float16, float32 or float64.",
                       "**w** (Tensor) - Shape :math:`(1, C_{in}, k_h, k_w)`, the dtype of `x`."],
                      "Tensor of shape :math:`(N, C_{in} \\cdot channel\\_multiplier, H_{out}, W_{out})`.",
                      ["TypeError: If an input is not a float Tensor.",
                       "ValueError: If an attribute is out of range or the shapes do not match."],
                      ["x = Tensor(np.arange(18).reshape(1, 2, 3, 3), mindspore.float32)",
                       "w = Tensor(np.array([[[[1, 0], [0, 1]], [[0, 1], [1, 0]]]]), mindspore.float32)",
                       "print(ops.DepthwiseConv2dNative(1, 2)(x, w).reshape(2, 4))"],
                      "[[ 4.  6. 10. 12.]\n [22. 24. 28. 30.]]", platforms=_DEPRECATED)),
   cases=(), dtypes=("float32",))(depthwise_conv2d_native_prim)


# ----- ConfusionMatrix -----------------------------------------------------------------------------------------------
def _confusion_check(p):
    if not _is_int(p.num_classes):
        raise TypeError(f"For '{p.name}', the type of 'num_classes' should be 'int', but got type "
                        f"'{type(p.num_classes).__name__}'.")
    if not isinstance(p.dtype, str):
        raise TypeError(f"For '{p.name}', the type of 'dtype' should be 'str', but got type "
                        f"'{type(p.dtype).__name__}'.")


_REALS = (torch.int8, torch.int16, torch.int32, torch.int64, torch.uint8, torch.uint16, torch.uint32, torch.uint64,
          torch.float16, torch.float32, torch.float64, torch.bfloat16)


def confusion_matrix_prim(labels, predictions, weights=None, *, num_classes):
    """The implementation of :class:`mindspore.ops.ConfusionMatrix`."""
    name = "ConfusionMatrix"
    lab = _tensor(name, "labels", labels)
    pre = _tensor(name, "predictions", predictions)
    if lab.dim() != 1:
        raise ValueError(f"For '{name}', the 'labels dimension' must be equal to 1, but got {lab.dim()}.")
    if tuple(lab.shape) != tuple(pre.shape):
        raise ValueError(f"For '{name}', the 'labels shape' must be equal to 'predictions shape', but got "
                         f"'labels shape': {list(lab.shape)} and 'predictions shape': {list(pre.shape)}.")
    wts = None
    if weights is not None:
        wts = _tensor(name, "weights", weights)
        if tuple(wts.shape) != tuple(lab.shape):
            raise ValueError(f"For '{name}', the 'labels shape' must be equal to 'weights shape', but got "
                             f"'labels shape': {list(lab.shape)} and 'weights shape': {list(wts.shape)}.")
    if lab.dtype != pre.dtype or lab.dtype not in _REALS:
        raise TypeError(f"For '{name}', the dtypes of 'labels' and 'predictions' must be the same real number type, "
                        f"but got {_wrap(lab).dtype} and {_wrap(pre).dtype}.")
    li, pi = lab.long(), pre.long()
    for arg, v in (("labels", li), ("predictions", pi)):
        if v.numel() and (int(v.min()) < 0 or int(v.max()) >= num_classes):
            raise ValueError(f"For '{name}', every value of '{arg}' must be in [0, {num_classes}), but got "
                             f"{v.tolist()}.")
    acc = torch.float64 if lab.is_floating_point() else torch.int64
    counts = torch.zeros(num_classes * num_classes, dtype=acc, device=lab.device)
    add = torch.ones(li.shape, dtype=acc, device=lab.device) if wts is None else wts.to(lab.dtype).to(acc)
    counts.index_add_(0, li * num_classes + pi, add)
    return _wrap(counts.reshape(num_classes, num_classes).to(lab.dtype))


op("ConfusionMatrix", "nn", functional=False,
   primitive=prim("ConfusionMatrix", "(self, num_classes, dtype='int32')", "(self, labels, predictions, weights=None)",
                  check=_confusion_check, rename={"dtype": None}, doc=_doc(
                      "Counts (label, prediction) pairs: entry :math:`(i, j)` is the number (or the summed weights)\n"
                      "    of samples labelled :math:`i` and predicted :math:`j`.",
                      ["num_classes (int): The number of classes, the size of both matrix dimensions.",
                       "dtype (str): Kept as an attribute; the result has the dtype of `labels`. Default:",
                       "    ``'int32'``."],
                      ["**labels** (Tensor) - 1-D, non-negative class ids below `num_classes`.",
                       "**predictions** (Tensor) - The shape and dtype of `labels`.",
                       "**weights** (Tensor) - Optional, the shape of `labels`; each pair adds its weight",
                       "  instead of 1. Default: ``None``."],
                      "Tensor of shape :math:`(num\\_classes, num\\_classes)`, the dtype of `labels`.",
                      ["TypeError: If `num_classes` is not an int, `dtype` not a str or an input not a Tensor.",
                       "ValueError: If the shapes differ or a class id is out of range."],
                      ["labels = Tensor([2, 0, 2, 1, 2], mindspore.int32)",
                       "predictions = Tensor([2, 0, 1, 1, 2], mindspore.int32)",
                       "print(ops.ConfusionMatrix(3)(labels, predictions))"],
                      "[[1 0 0]\n [0 1 0]\n [0 1 2]]", platforms=_DEPRECATED)),
   cases=(), dtypes=("int32",))(confusion_matrix_prim)


# ----- Dilation2D ----------------------------------------------------------------------------------------------------
def _dilation_attr(name, v, op_name):
    if isinstance(v, bool) or not isinstance(v, (int, tuple)):
        raise TypeError(f"For '{op_name}', the type of '{name}' should be one of ['int', 'tuple'], but got type "
                        f"'{type(v).__name__}'.")
    if isinstance(v, int):
        out = (1, 1, v, v)
    elif len(v) == 2:
        out = (1, 1) + tuple(v)
    elif len(v) == 4:
        if v[0] != 1 or v[1] != 1:
            raise ValueError(f"For '{op_name}' attr '{name}' should be [1, 1, {name}_height, {name}_weigth]when "
                             f"data_format is 'NCHW', but got {v}")
        out = tuple(v)
    else:
        raise ValueError(f"For '{op_name}' attr '{name}' should be an positive int number or a tuple of two or four "
                         f"positive int numbers, but got {v}")
    if not all(_is_int(e) and e > 0 for e in out):
        raise ValueError(f"For '{op_name}' attr '{name}' should be an positive int number or a tuple of two or four "
                         f"positive int numbers, but got {v}")
    return out


def _dilation_check(p):
    name = p.name
    if p.data_format == "NHWC":
        raise ValueError(f"For '{name}', NHWC format is not supported at present.")
    if not isinstance(p.data_format, str) or p.data_format != "NCHW":
        raise ValueError(f"For '{name}', the 'data_format' should be one of ['NCHW', 'NHWC'], but got "
                         f"{p.data_format!r}.")
    if not isinstance(p.pad_mode, str) or p.pad_mode not in ("VALID", "SAME", "valid", "same"):
        raise ValueError(f"For '{name}', the 'pad_mode' should be one of ['VALID', 'SAME', 'valid', 'same'], but got "
                         f"{p.pad_mode!r}.")
    stride = _dilation_attr("stride", p.stride, name)
    if not (1 <= stride[2] <= 255 and 1 <= stride[3] <= 255):
        raise ValueError(f"For Dilation2D, size of stride is not supported, stride should be in the range of "
                         f"[1, 255], but got stride_h: `{stride[2]}`, stride_w: `{stride[3]}`.")
    _dilation_attr("dilation", p.dilation, name)


_DILATION_TYPES = (torch.uint8, torch.uint16, torch.uint32, torch.uint64, torch.int8, torch.int16, torch.int32,
                   torch.int64, torch.float16, torch.float32, torch.float64)


def dilation2d_prim(x, filter, *, stride, dilation, pad_mode="SAME"):
    """The implementation of :class:`mindspore.ops.Dilation2D`."""
    name = "Dilation2D"
    text = "uint8, uint16, uint32, uint64, int8, int16, int32, int64, float16, float32 or float64"
    xt = _dtype_in(name, "x", _tensor(name, "x", x), _DILATION_TYPES, text)
    ft = _dtype_in(name, "filter", _tensor(name, "filter", filter), _DILATION_TYPES, text)
    if xt.dim() != 4:
        raise ValueError(f"For '{name}', the dimension of 'x' must be equal to 4, but got {xt.dim()}.")
    if ft.dim() != 3:
        raise ValueError(f"For '{name}', the dimension of 'filter' must be equal to 3, but got {ft.dim()}.")
    if xt.dtype != ft.dtype:
        raise TypeError(f"For '{name}', the dtype of 'filter' must be the dtype of 'x', but got {_wrap(ft).dtype} "
                        f"and {_wrap(xt).dtype}.")
    if ft.shape[0] != xt.shape[1]:
        raise ValueError(f"For '{name}', the channels of 'filter' must be the channels of 'x', but got "
                         f"{ft.shape[0]} and {xt.shape[1]}.")
    s = _dilation_attr("stride", stride, name)[2:]
    d = _dilation_attr("dilation", dilation, name)[2:]
    kernel = tuple(ft.shape[1:])
    for size, k, r, dim in zip(xt.shape[2:], kernel, d, ("height", "width")):
        if pad_mode.upper() == "VALID" and (k - 1) * r + 1 > size:
            raise ValueError(f"For '{name}', the dilated filter {dim} ({(k - 1) * r + 1}) must not exceed the input "
                             f"{dim} ({size}) with 'VALID' padding.")
    work = torch.float64 if xt.is_floating_point() else torch.int64
    views, masks, outs = _windows(xt.to(work), kernel, s, d, pad_mode.upper())
    low = torch.finfo(work).min if xt.is_floating_point() else torch.iinfo(work).min
    best = None
    for view, mask, (i, j) in zip(views, masks, _product(kernel)):
        val = view + ft[:, i, j].to(work)[None, :, None, None]
        if mask is not None:
            val = torch.where(mask, val, torch.full_like(val, low))
        best = val if best is None else torch.maximum(best, val)
    return _wrap(best.to(xt.dtype))


op("Dilation2D", "nn", functional=False,
   primitive=prim("Dilation2D", "(self, stride, dilation, pad_mode='SAME', data_format='NCHW')", "(self, x, filter)",
                  check=_dilation_check, rename={"data_format": None}, doc=_doc(
                      "Grayscale morphological dilation: each output is the maximum over a (dilated) window of\n"
                      "    input plus filter values, channel by channel. Window positions outside the input take no\n"
                      "    part in the maximum.",
                      ["stride (Union[int, tuple[int]]): The window step, an int, ``(h, w)`` or ``(1, 1, h, w)``,",
                       "    each in [1, 255].",
                       "dilation (Union[int, tuple[int]]): The spacing of the window's taps, in the same forms.",
                       "pad_mode (str): ``'SAME'`` (output size ``ceil(H / stride)``) or ``'VALID'``, either",
                       "    case. Default: ``'SAME'``.",
                       "data_format (str): Only ``'NCHW'``. Default: ``'NCHW'``."],
                      ["**x** (Tensor) - Shape :math:`(N, C, H, W)`, a real number dtype.",
                       "**filter** (Tensor) - Shape :math:`(C, k_h, k_w)`, the dtype of `x`."],
                      "Tensor of shape :math:`(N, C, H_{out}, W_{out})`, the dtype of `x`.",
                      ["TypeError: If an input is not a Tensor of a supported dtype or an attribute has a wrong type.",
                       "ValueError: If an attribute is out of range or the shapes do not fit."],
                      ["x = Tensor(np.array([[[[1, 5, 2], [0, 3, 4], [6, 1, 1]]]]), mindspore.float32)",
                       "flt = Tensor(np.array([[[0, 1], [1, 0]]]), mindspore.float32)",
                       "print(ops.Dilation2D(1, 1, 'VALID')(x, flt))"],
                      "[[[[6. 5.]\n   [7. 5.]]]]", platforms=_DEPRECATED)),
   cases=(), dtypes=("float32",))(dilation2d_prim)


# ----- ExtractImagePatches / ExtractVolumePatches --------------------------------------------------------------------
def _patches(t, kernel, strides, rates, padding):
    """(N, prod(kernel) * C, *out) patches, kernel offsets outer and channels inner along the depth axis."""
    views, _, outs = _windows(t, kernel, strides, rates, padding)
    if not views:
        return t.new_zeros((t.shape[0], 0) + outs)
    stacked = torch.stack(views, 1)  # (N, K, C, *out)
    return stacked.reshape((t.shape[0], -1) + outs)


def _four_ints(op_name, name, v):
    """(row, col) of a ``[1, 1, row, col]`` attribute; like MindSpore, only the last two entries are read."""
    if not isinstance(v, (tuple, list)) or not all(_is_int(e) for e in v):
        raise TypeError(f"For '{op_name}', the type of '{name}' should be one of '[list of int, tuple of int]', but "
                        f"got {type(v)}.")
    if len(v) != 4 or v[2] < 1 or v[3] < 1:
        raise ValueError(f"For '{op_name}', the '{name}' must be 4 ints [1, 1, row, col] with positive row and col, "
                         f"but got {list(v)}.")
    return (int(v[2]), int(v[3]))


def _padding_attr(op_name, name, v):
    if not isinstance(v, str):
        raise TypeError(f"For '{op_name}', the type of '{name}' should be 'str', but got type '{type(v).__name__}'.")
    if v.upper() not in ("VALID", "SAME"):
        raise ValueError(f"For '{op_name}', the '{name}' should be one of ['VALID', 'SAME'], but got {v!r}.")
    return v.upper()


def _eip_check(p):
    for arg in ("ksizes", "strides", "rates"):
        _four_ints(p.name, arg, getattr(p, arg))
    _padding_attr(p.name, "padding", p.padding)


def extract_image_patches_prim(input_x, *, ksizes, strides, rates, padding="VALID"):
    """The implementation of :class:`mindspore.ops.ExtractImagePatches`."""
    name = "ExtractImagePatches"
    t = _tensor(name, "input_x", input_x)
    if t.dim() != 4:
        raise ValueError(f"For '{name}', the dimension of 'input_x' must be equal to 4, but got {t.dim()}.")
    k = _four_ints(name, "ksizes", ksizes)
    s = _four_ints(name, "strides", strides)
    r = _four_ints(name, "rates", rates)
    pad = _padding_attr(name, "padding", padding)
    for kk, rr, n in zip(k, r, t.shape[2:]):
        if pad == "VALID" and (kk - 1) * rr + 1 > n:
            raise ValueError(f"For '{name}', with 'VALID' padding the dilated window ({(kk - 1) * rr + 1}) must fit "
                             f"in the input ({n}).")
    return _wrap(_patches(t, k, s, r, pad))


op("ExtractImagePatches", "nn", functional=False,
   primitive=prim("ExtractImagePatches", "(self, ksizes, strides, rates, padding='VALID')", "(self, input_x)",
                  check=_eip_check, doc=_doc(
                      "Gathers the image patches under a sliding window into the depth axis (TensorFlow's layout:\n"
                      "    depth index :math:`(i \\cdot k_{col} + j) \\cdot C + c` holds tap :math:`(i, j)` of\n"
                      "    channel :math:`c`).",
                      ["ksizes (Union[tuple[int], list[int]]): ``[1, 1, ksize_row, ksize_col]`` (the first two",
                       "    entries are not read).",
                       "strides (Union[tuple[int], list[int]]): ``[1, 1, stride_row, stride_col]``.",
                       "rates (Union[tuple[int], list[int]]): ``[1, 1, rate_row, rate_col]``, the spacing of taps.",
                       "padding (str): ``'VALID'`` or ``'SAME'`` (zeros, the odd pixel at the end), either case.",
                       "    Default: ``'VALID'``."],
                      ["**input_x** (Tensor) - Shape :math:`(N, C, H, W)`."],
                      "Tensor of shape :math:`(N, ksize\\_row \\cdot ksize\\_col \\cdot C, out\\_row, out\\_col)`.",
                      ["TypeError: If `ksizes`, `strides` or `rates` is not a list or tuple of ints, or `padding`",
                       "    is not a str.",
                       "ValueError: If one of them has not 4 entries, its last two entries are not positive, or",
                       "    `input_x` is not 4-D."],
                      ["x = Tensor(np.arange(8).reshape(1, 2, 2, 2), mindspore.float32)",
                       "out = ops.ExtractImagePatches([1, 1, 2, 2], [1, 1, 1, 1], [1, 1, 1, 1])(x)",
                       "print(out.reshape(-1))"],
                      "[0. 4. 1. 5. 2. 6. 3. 7.]", platforms="``Ascend`` ``GPU``")),
   cases=(), dtypes=("float32",))(extract_image_patches_prim)


def _five_or_three(op_name, name, v):
    if isinstance(v, bool) or not isinstance(v, (int, list, tuple)):
        raise TypeError(f"For '{op_name}', the type of '{name}' should be one of ['int', 'list', 'tuple'], but got "
                        f"type '{type(v).__name__}'.")
    if isinstance(v, int):
        out = (v,) * 3
    elif len(v) == 5:
        if v[0] != 1 or v[1] != 1:
            raise ValueError(f"For '{op_name}', the '{name}[0]' and '{name}[1]' must be equal to 1, but got "
                             f"{tuple(v)}.")
        out = tuple(v[2:])
    elif len(v) == 3:
        out = tuple(v)
    else:
        raise ValueError(f"For '{op_name}', the '{name}' must be an int or a tuple of 3 or 5 ints, but got {v!r}.")
    if not all(_is_int(e) and e > 0 for e in out):
        raise ValueError(f"For '{op_name}', the elements of '{name}' must be positive ints, but got {v!r}.")
    return tuple(int(e) for e in out)


def _evp_check(p):
    _five_or_three(p.name, "kernel_size", p.kernel_size)
    _five_or_three(p.name, "strides", p.strides)
    _padding_attr(p.name, "padding", p.padding)


def extract_volume_patches_prim(x, *, kernel_size, strides, padding):
    """The implementation of :class:`mindspore.ops.ExtractVolumePatches`."""
    name = "ExtractVolumePatches"
    t = _tensor(name, "x", x)
    if t.dtype == torch.bool or t.is_complex():
        raise TypeError(f"For '{name}', the input 'x' must be a Tensor of a real number dtype, but got "
                        f"Tensor[{_wrap(t).dtype}].")
    if t.dim() != 5:
        raise ValueError(f"For '{name}', the dimension of 'x' must be equal to 5, but got {t.dim()}.")
    k = _five_or_three(name, "kernel_size", kernel_size)
    s = _five_or_three(name, "strides", strides)
    pad = _padding_attr(name, "padding", padding)
    if pad == "VALID" and any(kk > n for kk, n in zip(k, t.shape[2:])):
        raise ValueError(f"For '{name}', the 'kernel_size' must not exceed the input's (D, H, W) with 'VALID' "
                         f"padding, but got {k} and {tuple(t.shape[2:])}.")
    return _wrap(_patches(t, k, s, (1, 1, 1), pad))


op("ExtractVolumePatches", "array", functional=False,
   primitive=prim("ExtractVolumePatches", "(self, kernel_size, strides, padding)", "(self, x)", check=_evp_check,
                  doc=_doc(
                      "Gathers the volume patches under a 3-D sliding window into the channel axis (TensorFlow's\n"
                      "    layout: the taps in (depth, row, column) order, the input channel varying fastest).",
                      ["kernel_size (Union[int, tuple[int], list[int]]): The window, an int, ``(d, h, w)`` or",
                       "    ``(1, 1, d, h, w)``.",
                       "strides (Union[int, tuple[int], list[int]]): The window step, in the same forms.",
                       "padding (str): ``'VALID'`` or ``'SAME'`` (zeros, the odd element at the end)."],
                      ["**x** (Tensor) - Shape :math:`(N, C, D, H, W)`."],
                      "Tensor of shape :math:`(N, C \\cdot d \\cdot h \\cdot w, D_{out}, H_{out}, W_{out})`.",
                      ["TypeError: If an attribute has a wrong type.",
                       "ValueError: If an attribute is out of range or `x` is not 5-D."],
                      ["x = Tensor(np.arange(8).reshape(1, 1, 2, 2, 2), mindspore.float32)",
                       "out = ops.ExtractVolumePatches((1, 2, 2), (1, 1, 1), 'VALID')(x)",
                       "print(out[0, :, 1, 0, 0])"],
                      "[4. 5. 6. 7.]", platforms=_DEPRECATED)),
   cases=(), dtypes=("float32",))(extract_volume_patches_prim)


# ----- ExtractGlimpse ------------------------------------------------------------------------------------------------
def _glimpse_check(p):
    for arg in ("centered", "normalized"):
        if not isinstance(getattr(p, arg), bool):
            raise TypeError(f"For '{p.name}', the type of '{arg}' should be 'bool', but got type "
                            f"'{type(getattr(p, arg)).__name__}'.")
    if not isinstance(p.noise, str):
        raise TypeError(f"For '{p.name}', the type of 'noise' should be 'str', but got type "
                        f"'{type(p.noise).__name__}'.")
    if p.noise not in ("uniform", "gaussian", "zero"):
        raise ValueError(f"For '{p.name}', the 'noise' should be one of ['uniform', 'gaussian', 'zero'], but got "
                         f"{p.noise!r}.")
    if not isinstance(p.uniform_noise, bool):
        raise TypeError(f"For '{p.name}', the type of 'uniform_noise' should be 'bool', but got type "
                        f"'{type(p.uniform_noise).__name__}'.")
    if p.uniform_noise and p.noise != "uniform":
        raise ValueError(f"For '{p.name}', the value of 'noise' must be uniform when uniform_noise is True, but got "
                         f"{p.noise}.")


def extract_glimpse_prim(x, size, offsets, *, centered=True, normalized=True, uniform_noise=True, noise="uniform"):
    """The implementation of :class:`mindspore.ops.ExtractGlimpse`."""
    name = "ExtractGlimpse"
    xt = _dtype_in(name, "x", _tensor(name, "x", x), (torch.float32,), "float32")
    st = _dtype_in(name, "size", _tensor(name, "size", size), (torch.int32,), "int32")
    ot = _dtype_in(name, "offsets", _tensor(name, "offsets", offsets), (torch.float32,), "float32")
    if xt.dim() != 4:
        # MindSpore 2.10 raises this one as a RuntimeError
        raise RuntimeError(f"For '{name}', the shape of parameter 'x' must be 4, but got {xt.dim()}.")
    if st.shape != (2,):
        raise ValueError(f"For '{name}', the 'size' must be a 1-D Tensor of 2 elements, but got shape "
                         f"{tuple(st.shape)}.")
    if ot.dim() != 2 or ot.shape[1] != 2:
        raise ValueError(f"For '{name}', the shape of 'offsets' must be (batch_size, 2), but got {tuple(ot.shape)}.")
    if ot.shape[0] != xt.shape[0]:
        raise ValueError(f"For '{name}', the batch_size of 'offsets' must be the batch_size of 'x', but got "
                         f"{ot.shape[0]} and {xt.shape[0]}.")
    gh, gw = (int(v) for v in st.tolist())
    if gh <= 0 or gw <= 0:
        raise ValueError(f"For '{name}', the value of 'size' must be greater than zero, but got [{gh}, {gw}].")
    n, h, w, c = xt.shape
    # the window's top-left corner in float32 arithmetic, truncated toward zero
    row, col = ot[:, 0].clone(), ot[:, 1].clone()
    if normalized:
        row, col = row * float(h), col * float(w)
    if centered:
        row, col = row / 2.0 + h / 2.0, col / 2.0 + w / 2.0
    row, col = torch.trunc(row - gh / 2.0).long(), torch.trunc(col - gw / 2.0).long()
    rows = row[:, None] + torch.arange(gh, device=xt.device)[None, :]
    cols = col[:, None] + torch.arange(gw, device=xt.device)[None, :]
    inside = ((rows >= 0) & (rows < h))[:, :, None] & ((cols >= 0) & (cols < w))[:, None, :]
    b = torch.arange(n, device=xt.device)[:, None, None]
    out = xt[b, rows.clamp(0, h - 1)[:, :, None], cols.clamp(0, w - 1)[:, None, :]]
    if noise == "zero" and not uniform_noise:
        fill = torch.zeros_like(out)
    elif noise == "gaussian" and not uniform_noise:
        fill = torch.clamp(torch.randn(out.shape, device=xt.device) * 0.5 + 10.0, min=0.0)
    else:
        fill = torch.rand(out.shape, device=xt.device) * 2.0 - 1.0
    return _wrap(torch.where(inside[..., None], out, fill))


op("ExtractGlimpse", "nn", functional=False,
   primitive=prim("ExtractGlimpse", "(self, centered=True, normalized=True, uniform_noise=True, noise='uniform')",
                  "(self, x, size, offsets)", check=_glimpse_check, doc=_doc(
                      "Cuts a window of the given size out of each image of an NHWC batch, placed by an offset per\n"
                      "    image. Window pixels outside the image are filled: with zeros (``noise='zero'``), with\n"
                      "    uniform draws in [-1, 1) (``'uniform'``) or with :math:`\\max(0, \\mathcal{N}(10, 0.5))`\n"
                      "    draws (``'gaussian'``).",
                      ["centered (bool): Offsets are measured from the image centre (``True``) or from its top-left",
                       "    corner. Default: ``True``.",
                       "normalized (bool): Offsets are fractions of the image size (with `centered`, [-1, 1] spans",
                       "    the image). Default: ``True``.",
                       "uniform_noise (bool): Fill with uniform noise whatever `noise` says. Default: ``True``.",
                       "noise (str): ``'uniform'``, ``'gaussian'`` or ``'zero'``; other than ``'uniform'`` needs",
                       "    ``uniform_noise=False``. Default: ``'uniform'``."],
                      ["**x** (Tensor) - Shape :math:`(N, H, W, C)`, float32.",
                       "**size** (Tensor) - int32 ``(glimpse_height, glimpse_width)``, both positive.",
                       "**offsets** (Tensor) - Shape :math:`(N, 2)`, float32, the (row, column) of each window's",
                       "  centre."],
                      "Tensor of shape :math:`(N, glimpse\\_height, glimpse\\_width, C)`, float32.",
                      ["TypeError: If an attribute has a wrong type or an input is not a Tensor of its dtype.",
                       "ValueError: If `noise` is not one of the three, or a shape does not fit."],
                      ["x = Tensor(np.arange(16).reshape(1, 4, 4, 1), mindspore.float32)",
                       "glimpse = ops.ExtractGlimpse(centered=False, normalized=False, uniform_noise=False, "
                       "noise='zero')",
                       "out = glimpse(x, Tensor([2, 3], mindspore.int32), Tensor([[3.0, 3.0]], mindspore.float32))",
                       "print(out[..., 0])"],
                      "[[[ 9. 10. 11.]\n  [13. 14. 15.]]]", platforms=_DEPRECATED)),
   cases=(), dtypes=("float32",))(extract_glimpse_prim)


# ----- ScaleAndTranslate ---------------------------------------------------------------------------------------------
def _lanczos(radius):
    def k(x):
        safe = torch.where(x <= 1e-3, torch.ones_like(x), x)
        val = radius * torch.sin(math.pi * safe) * torch.sin(math.pi * safe / radius) / (math.pi ** 2 * safe * safe)
        return torch.where(x > radius, torch.zeros_like(x), torch.where(x <= 1e-3, torch.ones_like(x), val))
    return k, float(radius)


def _keys_cubic(x):
    far = ((-0.5 * x + 2.5) * x - 4.0) * x + 2.0
    near = (1.5 * x - 2.5) * x * x + 1.0
    return torch.where(x >= 2.0, torch.zeros_like(x), torch.where(x >= 1.0, far, near))


def _mitchell_cubic(x):
    far = (((-7.0 / 18.0) * x + 2.0) * x - 10.0 / 3.0) * x + 16.0 / 9.0
    near = ((7.0 / 6.0) * x - 2.0) * x * x + 8.0 / 9.0
    return torch.where(x >= 2.0, torch.zeros_like(x), torch.where(x >= 1.0, far, near))


_SAMPLING_KERNELS = {
    "lanczos1": _lanczos(1), "lanczos3": _lanczos(3), "lanczos5": _lanczos(5),
    # a Gaussian of standard deviation 0.5 cut off at three deviations
    "gaussian": (lambda x: torch.where(x >= 1.5, torch.zeros_like(x), torch.exp(-x * x / 0.5)), 1.5),
    "box": (lambda x: torch.where(x < 0.5, torch.ones_like(x), torch.where(x == 0.5, 0.5 * torch.ones_like(x),
                                                                             torch.zeros_like(x))), 1.0),
    "triangle": (lambda x: torch.clamp(1.0 - x, min=0.0), 1.0),
    "keyscubic": (_keys_cubic, 2.0),
    "mitchellcubic": (_mitchell_cubic, 2.0),
}


def _resample_matrix(kernel_type, antialias, n_out, n_in, scale, translate):
    """The (n_out, n_in) float64 matrix of normalised kernel weights along one axis: output pixel ``o`` samples the
    input at ``(o + 0.5 - translate) / scale`` with the kernel stretched by ``max(1 / scale, 1)`` when
    antialiasing; a sample point outside ``[0, n_in]`` gives an all-zero row. Sample points and tap distances are
    computed in float32, as the kernel's own arithmetic is (a tap exactly on a kernel's edge depends on it)."""
    fn, radius = _SAMPLING_KERNELS[kernel_type]
    f32 = torch.float32
    inv = torch.tensor(1.0, dtype=torch.float64) / scale
    inv = inv.to(f32)
    shift = -inv * torch.tensor(translate, dtype=f32)
    stretch = torch.maximum(inv, torch.tensor(1.0, dtype=f32)) if antialias else torch.tensor(1.0, dtype=f32)
    unstretch = torch.tensor(1.0, dtype=f32) / stretch
    reach = torch.tensor(radius, dtype=f32) * stretch
    half = torch.tensor(0.5, dtype=f32)
    out = torch.zeros(n_out, n_in, dtype=torch.float64)
    for o in range(n_out):
        centre = (torch.tensor(o, dtype=f32) + half) * inv + shift
        if centre < 0 or centre > n_in:
            continue
        lo = min(max(int(torch.ceil(centre - reach - half)), 0), n_in - 1)
        hi = min(max(int(torch.floor(centre + reach - half)), 0), n_in - 1) + 1
        src = torch.arange(lo, hi, dtype=f32)
        wts = fn(torch.abs((src + half - centre) * unstretch)).to(f32).to(torch.float64)
        total = float(wts.to(f32).sum())
        if abs(total) >= 1000.0 * 1.1754943508222875e-38:
            wts = wts / total
        out[o, lo:hi] = wts
    return out


def _sat_check(p):
    if not isinstance(p.kernel_type, str):
        raise TypeError(f"For '{p.name}', the type of 'kernel_type' should be 'str', but got type "
                        f"'{type(p.kernel_type).__name__}'.")
    if p.kernel_type not in _SAMPLING_KERNELS:
        raise ValueError(f"For '{p.name}', the 'kernel_type' should be one of {list(_SAMPLING_KERNELS)}, but got "
                         f"{p.kernel_type!r}.")
    if not isinstance(p.antialias, bool):
        raise TypeError(f"For '{p.name}', the type of 'antialias' should be 'bool', but got type "
                        f"'{type(p.antialias).__name__}'.")


_SAT_TYPES = (torch.float16, torch.float32, torch.float64, torch.int16, torch.int32, torch.int64, torch.int8)


def scale_and_translate_prim(images, size, scale, translation, *, kernel_type="lanczos3", antialias=True):
    """The implementation of :class:`mindspore.ops.ScaleAndTranslate`."""
    name = "ScaleAndTranslate"
    xt = _tensor(name, "images", images)
    if xt.dtype not in _SAT_TYPES:
        raise TypeError(f"For primitive[{name}], the input argument[images] must be a type of {{Tensor[Float16], "
                        f"Tensor[Float32], Tensor[Float64], Tensor[Int16], Tensor[Int32], Tensor[Int64], "
                        f"Tensor[Int8]}}, but got Tensor[{_wrap(xt).dtype}].")
    st = _dtype_in(name, "size", _tensor(name, "size", size), (torch.int32,), "int32")
    sc = _dtype_in(name, "scale", _tensor(name, "scale", scale), (torch.float32,), "float32")
    tr = _dtype_in(name, "translation", _tensor(name, "translation", translation), (torch.float32,), "float32")
    if xt.dim() != 4:
        raise ValueError(f"For '{name}', the rank of 'images' must be 4, but got {xt.dim()}.")
    for arg, t in (("size", st), ("scale", sc), ("translation", tr)):
        if tuple(t.shape) != (2,):
            raise ValueError(f"For '{name}', the shape of '{arg}' must be (2,), but got {tuple(t.shape)}.")
    oh, ow = (int(v) for v in st.tolist())
    if oh <= 0 or ow <= 0:
        raise ValueError(f"For '{name}', the values of 'size' must be positive, but got [{oh}, {ow}].")
    sh, sw = (float(v) for v in sc.tolist())
    if sh <= 0 or sw <= 0:
        raise ValueError(f"For '{name}', the values of 'scale' must be positive, but got [{sh}, {sw}].")
    th, tw = (float(v) for v in tr.tolist())
    rows = _resample_matrix(kernel_type, antialias, oh, xt.shape[1], sh, th).to(xt.device)
    cols = _resample_matrix(kernel_type, antialias, ow, xt.shape[2], sw, tw).to(xt.device)
    out = torch.einsum("oh,nhwc,pw->nopc", rows, xt.to(torch.float64), cols)
    return _wrap(out.to(torch.float32))


op("ScaleAndTranslate", "nn", functional=False,
   primitive=prim("ScaleAndTranslate", "(self, kernel_type='lanczos3', antialias=True)",
                  "(self, images, size, scale, translation)", check=_sat_check, doc=_doc(
                      "Resamples NHWC images to a new size through a scale and a translation, with one of\n"
                      "    TensorFlow's separable sampling kernels. Output pixel :math:`o` of an axis samples the\n"
                      "    input at :math:`(o + 0.5 - translation) / scale`; the taps are normalised to sum to 1, and\n"
                      "    with `antialias` a down-scaling stretches the kernel by :math:`1 / scale`.",
                      ["kernel_type (str): ``'lanczos1'``, ``'lanczos3'``, ``'lanczos5'``, ``'gaussian'``,",
                       "    ``'box'``, ``'triangle'``, ``'keyscubic'`` or ``'mitchellcubic'``. Default:",
                       "    ``'lanczos3'``.",
                       "antialias (bool): Widen the kernel when down-scaling. Default: ``True``."],
                      ["**images** (Tensor) - Shape :math:`(N, H, W, C)`, int8, int16, int32, int64, float16,",
                       "  float32 or float64.",
                       "**size** (Tensor) - int32 ``(new_height, new_width)``, positive.",
                       "**scale** (Tensor) - float32 ``(scale_height, scale_width)``, positive.",
                       "**translation** (Tensor) - float32 ``(shift_height, shift_width)``."],
                      "Tensor of shape :math:`(N, new\\_height, new\\_width, C)`, float32.",
                      ["TypeError: If an attribute or an input has a wrong type or dtype.",
                       "ValueError: If `kernel_type` is unknown or a shape does not fit."],
                      ["images = Tensor(np.array([[[[1.0], [3.0]], [[5.0], [7.0]]]]), mindspore.float32)",
                       "op = ops.ScaleAndTranslate(kernel_type='triangle')",
                       "out = op(images, Tensor([4, 4], mindspore.int32), Tensor([2.0, 2.0], mindspore.float32),",
                       "         Tensor([0.0, 0.0], mindspore.float32))",
                       "print(out[..., 0])"],
                      "[[[1.   1.5  2.5  3.  ]\n  [2.   2.5  3.5  4.  ]\n  [4.   4.5  5.5  6.  ]\n"
                      "  [5.   5.5  6.5  7.  ]]]", platforms=_DEPRECATED)),
   cases=(), dtypes=("float32",))(scale_and_translate_prim)


# ----- FractionalMaxPool / FractionalAvgPool -------------------------------------------------------------------------
_ORDINALS = ("first", "second", "third", "fourth")


def _fractional_check(p):
    name = p.name
    if not isinstance(p.pooling_ratio, list):
        raise TypeError(f"For '{name}', the type of 'pooling_ratio' should be 'list', but got type "
                        f"'{type(p.pooling_ratio).__name__}'.")
    for item in p.pooling_ratio:
        if not isinstance(item, float):
            raise TypeError(f"For '{name}', the type of 'pooling_ratio_item' should be 'float', but got type "
                            f"'{type(item).__name__}'.")
    for arg in ("pseudo_random", "overlapping", "deterministic"):
        if not isinstance(getattr(p, arg), bool):
            raise TypeError(f"For '{name}', the type of '{arg}' should be 'bool', but got type "
                            f"'{type(getattr(p, arg)).__name__}'.")
    for arg in ("seed", "seed2"):
        if not _is_int(getattr(p, arg)):
            raise TypeError(f"For '{name}', the type of '{arg}' should be 'int', but got type "
                            f"'{type(getattr(p, arg)).__name__}'.")


def _fractional_state(p):
    """The engine seed of a deterministic instance whose seeds are both 0: drawn once, when it is built."""
    if p.deterministic and not p.seed and not p.seed2:
        return {"_seeds": (int(torch.randint(1, 2 ** 31 - 1, ()).item()), 0)}
    return {}


_MINSTD_M = 2147483647


class _MinStd0:
    """libstdc++'s ``std::default_random_engine`` (``minstd_rand0``): x <- 16807 x mod (2^31 - 1), seeded from a C
    ``int`` taken as unsigned long, a zero state replaced by 1."""

    def __init__(self, seed):
        state = (int(seed) % 2 ** 64) % _MINSTD_M
        self.x = state or 1

    def __call__(self):
        self.x = self.x * 16807 % _MINSTD_M
        return self.x


_MINSTD_SPAN = _MINSTD_M - 2  # max() - min() of the engine (values 1 .. 2^31 - 2)


def _minstd_canonical(gen):
    """``std::generate_canonical<double, 53>`` over ``minstd_rand0``: two draws, base ``2^31 - 2``."""
    base = float(_MINSTD_SPAN + 1)
    total = float(gen() - 1) + float(gen() - 1) * base
    value = total / (base * base)
    return value if value < 1.0 else math.nextafter(1.0, 0.0)


def _minstd_uniform_int(gen, high):
    """``std::uniform_int_distribution(0, high)(gen)`` over ``minstd_rand0`` (libstdc++'s two-division
    downscaling with rejection)."""
    span = high + 1
    scaling = _MINSTD_SPAN // span
    past = span * scaling
    while True:
        r = gen() - 1
        if r < past:
            return r // scaling


def _minstd_shuffle(items, gen):
    """``std::shuffle`` as libstdc++ does it with a generator of a wide enough range: swaps drawn in pairs."""
    n = len(items)
    if n <= 1:
        return
    i = 1
    if n % 2 == 0:
        j = _minstd_uniform_int(gen, 1)
        items[1], items[j] = items[j], items[1]
        i = 2
    while i < n:
        width = i + 1
        first, second = divmod(_minstd_uniform_int(gen, width * (width + 1) - 1), width + 1)
        items[i], items[first] = items[first], items[i]
        i += 1
        items[i], items[second] = items[second], items[i]
        i += 1


def _pooling_sequence(n_in, n_out, pseudo_random, seed):
    """Region boundaries ``0 = a_0 < ... < a_out = n_in`` with steps ``n_in // n_out`` or one more, drawn as
    MindSpore's CPU kernel draws them from a fresh ``minstd_rand0`` seeded with `seed`: the steps shuffled, or
    with `pseudo_random` ``a_i = ceil(alpha * (i + u)) - 1`` for one uniform ``u``."""
    k, extra = divmod(n_in, n_out)
    gen = _MinStd0(seed)
    if extra == 0:
        steps = [k] * n_out
    elif pseudo_random:
        alpha = n_in / n_out
        u = _minstd_canonical(gen) * min((k + 2) / alpha - 1, (n_in + 1 - k) / alpha - (n_out - 1))
        marks = [1] + [int(math.ceil(alpha * (i + u))) for i in range(1, n_out)] + [n_in + 1]
        steps = [b - a for a, b in zip(marks[:-1], marks[1:])]
    else:
        steps = [k + 1] * extra + [k] * (n_out - extra)
        _minstd_shuffle(steps, gen)
    out = [0]
    for step in steps:
        out.append(out[-1] + step)
    return out


_FRACTIONAL_TYPES = (torch.float32, torch.float64, torch.int32, torch.int64)


def _fractional_pool(name, x, pooling_ratio, pseudo_random, overlapping, deterministic, seed, seed2, _seeds, average):
    t = _tensor(name, "x", x)
    if t.dtype not in _FRACTIONAL_TYPES:
        raise TypeError(f"For primitive[{name}], the input argument[input] must be a type of {{Tensor[Float32], "
                        f"Tensor[Float64], Tensor[Int32], Tensor[Int64]}}, but got Tensor[{_wrap(t).dtype}].")
    if t.dim() != 4:
        raise ValueError(f"For primitive[{name}], the input_rank must be equal to 4, but got {t.dim()}.")
    if len(pooling_ratio) != 4:
        raise ValueError(f"For '{name}', the size of parameter 'pooling_ratio' must be 4, but got "
                         f"{len(pooling_ratio)}.")
    if pooling_ratio[0] != 1.0:
        raise ValueError(f"For '{name}', the first element of parameter 'pooling_ratio' must be 1.0, but got "
                         f"{pooling_ratio[0]:.6f}.")
    for i in (1, 2):
        if pooling_ratio[i] < 1.0:
            raise ValueError(f"For '{name}', the {_ORDINALS[i]} element of pooling ratio must be greater than or "
                             f"equal to 1.0, but got {pooling_ratio[i]:.6f}.")
    if pooling_ratio[3] != 1.0:
        raise ValueError(f"For '{name}', the fourth element of parameter 'pooling_ratio' must be 1.0, but got "
                         f"{pooling_ratio[3]:.6f}.")
    sizes = [int(math.floor(t.shape[i] / pooling_ratio[i])) for i in (1, 2)]
    for i, s in zip((1, 2), sizes):
        if s <= 0:
            raise ValueError(f"For '{name}', outputsize[{i}] cannot be 0.")
    if not deterministic and (seed or seed2):
        raise ValueError(f"For '{name}', both 'seed' and 'seed2' must be 0 if 'deterministic' is false.")
    engine_seed = seed if seed or not seed2 else seed2
    if _seeds is not None:
        engine_seed = _seeds[0]
    seqs = [_pooling_sequence(t.shape[i], s, pseudo_random, engine_seed) for i, s in zip((1, 2), sizes)]
    work = torch.float64 if t.is_floating_point() else torch.int64
    data = t.to(work)

    def reduce(v, seq, dim):
        parts, counts = [], []
        last = v.shape[dim] - 1
        for a, b in zip(seq[:-1], seq[1:]):
            end = min(b if overlapping else b - 1, last)
            part = v.narrow(dim, a, end - a + 1)
            parts.append(part.sum(dim) if average else part.amax(dim))
            counts.append(end - a + 1)
        return torch.stack(parts, dim), counts

    rows, rc = reduce(data, seqs[0], 1)
    out, cc = reduce(rows, seqs[1], 2)
    if average:
        count = torch.tensor(rc, dtype=work)[:, None] * torch.tensor(cc, dtype=work)[None, :]
        count = count.to(out.device)[None, :, :, None]
        out = out / count if t.is_floating_point() else torch.div(out, count, rounding_mode="trunc")
    seq_t = [_wrap(torch.tensor(s, dtype=torch.int64, device=t.device)) for s in seqs]
    return _wrap(out.to(t.dtype)), seq_t[0], seq_t[1]


def fractional_max_pool_prim(x, *, pooling_ratio, pseudo_random=False, overlapping=False, deterministic=False, seed=0,
                             seed2=0, _seeds=None):
    """The implementation of :class:`mindspore.ops.FractionalMaxPool`."""
    return _fractional_pool("FractionalMaxPool", x, pooling_ratio, pseudo_random, overlapping, deterministic, seed,
                            seed2, _seeds, False)


def fractional_avg_pool_prim(x, *, pooling_ratio, pseudo_random=False, overlapping=False, deterministic=False, seed=0,
                             seed2=0, _seeds=None):
    """The implementation of :class:`mindspore.ops.FractionalAvgPool`."""
    return _fractional_pool("FractionalAvgPool", x, pooling_ratio, pseudo_random, overlapping, deterministic, seed,
                            seed2, _seeds, True)


def _fractional_doc(what, reduce_text, example_out):
    return _doc(
        f"Fractional {what} pooling over the (H, W) dimensions of an NHWC input: the regions are bounded by\n"
        f"    random sequences whose steps are ``floor(ratio)`` or one more, {reduce_text}. The sequences are\n"
        f"    drawn as MindSpore's CPU kernel draws them, from a ``minstd_rand0`` engine seeded with `seed` (or\n"
        f"    `seed2` when `seed` is 0), so they repeat from call to call.",
        ["pooling_ratio (list[float]): ``[1.0, ratio_h, ratio_w, 1.0]``, ratios at least 1.0; the output",
         "    size is ``floor(size / ratio)``.",
         "pseudo_random (bool): Draw the boundaries as :math:`\\lceil \\alpha (i + u) \\rceil - 1` with one",
         "    uniform :math:`u` instead of shuffling the steps. Default: ``False``.",
         "overlapping (bool): Regions share their boundary row and column. Default: ``False``.",
         "deterministic (bool): Use the seeds (both 0: one seed drawn when the primitive is built).",
         "    Default: ``False``.",
         "seed (int): First seed; non-zero only with `deterministic`. Default: ``0``.",
         "seed2 (int): Second seed; non-zero only with `deterministic`. Default: ``0``."],
        ["**x** (Tensor) - Shape :math:`(N, H, W, C)`, float32, float64, int32 or int64."],
        "Tuple of 3 Tensors: the pooled output (the dtype of `x`) and the int64 row and column boundary\n"
        "        sequences (``H_out + 1`` and ``W_out + 1`` elements).",
        ["TypeError: If an attribute has a wrong type or `x` an unsupported dtype.",
         "ValueError: If `pooling_ratio` is not of the form above, `x` is not 4-D, an output size is 0, or a",
         "    seed is set without `deterministic`."],
        ["x = Tensor(np.arange(16).reshape(1, 4, 4, 1), mindspore.float32)",
         f"y, rows, cols = ops.Fractional{what.capitalize()}Pool([1.0, 2.0, 2.0, 1.0])(x)",
         "print(y[..., 0])"],
        example_out, platforms="``CPU``")


op("FractionalMaxPool", "nn", functional=False,
   primitive=prim("FractionalMaxPool", "(self, pooling_ratio, pseudo_random=False, overlapping=False, "
                  "deterministic=False, seed=0, seed2=0)", "(self, x)", check=_fractional_check,
                  state=_fractional_state,
                  doc=_fractional_doc("max", "each output the maximum of its region",
                                      "[[[ 5.  7.]\n  [13. 15.]]]")),
   cases=(), dtypes=("float32",))(fractional_max_pool_prim)
op("FractionalAvgPool", "nn", functional=False,
   primitive=prim("FractionalAvgPool", "(self, pooling_ratio, pseudo_random=False, overlapping=False, "
                  "deterministic=False, seed=0, seed2=0)", "(self, x)", check=_fractional_check,
                  state=_fractional_state,
                  doc=_fractional_doc("avg", "each output the mean of its region (truncated for integers)",
                                      "[[[ 2.5  4.5]\n  [10.5 12.5]]]")),
   cases=(), dtypes=("float32",))(fractional_avg_pool_prim)


# ----- FractionalMaxPoolWithFixedKsize / FractionalMaxPool3DWithFixedKsize / fractional_max_pool2d/3d ----------------
_FIXED_TYPES = (torch.float16, torch.float32, torch.float64, torch.int32, torch.int64)
_FIXED_TEXT = "{Tensor[Float16], Tensor[Float32], Tensor[Float64], Tensor[Int32], Tensor[Int64]}"
_SAMPLE_TEXT = "{Tensor[Float16], Tensor[Float32], Tensor[Float64]}"


def _fixed_pair(op_name, name, v):
    if _is_int(v) and v > 0:
        return (int(v), int(v))
    if isinstance(v, tuple) and len(v) == 2 and all(_is_int(e) and e > 0 for e in v):
        return tuple(int(e) for e in v)
    raise ValueError(f"For '{op_name}' attr '{name}' must be an positive int number or a tuple of two positive int "
                     f"numbers, but got {v}")


def _fixed_triple(op_name, name, v):
    if _is_int(v) and v > 0:
        return (int(v),) * 3
    if isinstance(v, tuple) and len(v) == 3 and all(_is_int(e) and e > 0 for e in v):
        return tuple(int(e) for e in v)
    raise ValueError(f"For '{op_name}', the '{name}' must be a positive int or a tuple of three positive ints, but "
                     f"got {v}.")


def _fmp2_check(p):
    for arg in ("ksize", "output_shape"):
        v = getattr(p, arg)
        if isinstance(v, bool) or not isinstance(v, (int, tuple)):
            raise TypeError(f"For '{p.name}', the type of '{arg}' should be one of ['int', 'tuple'], but got type "
                            f"'{type(v).__name__}'.")
        _fixed_pair(p.name, arg, v)
    if p.data_format != "NCHW":
        raise ValueError(f"For '{p.name}', the 'data_format' must be str and must be in '['NCHW']', but got "
                         f"'{p.data_format}'.")


def _fmp3_check(p):
    for arg in ("ksize", "output_shape"):
        v = getattr(p, arg)
        if isinstance(v, bool) or not isinstance(v, (int, tuple)):
            raise TypeError(f"For '{p.name}', the type of '{arg}' should be one of ['int', 'tuple'], but got type "
                            f"'{type(v).__name__}'.")
        _fixed_triple(p.name, arg, v)
    if p.data_format not in ("NCDHW", "NDHWC"):
        raise ValueError(f"For '{p.name}', the 'data_format' must be str and must be in '['NCDHW', 'NDHWC']', but "
                         f"got '{p.data_format}'.")


def _fixed_pool(name, nd, x, random_samples, ksize, output_shape, channels_last=False):
    """Fractional max pooling of `nd` spatial dims with windows of a fixed size, the window starts given by
    `random_samples` (one number in [0, 1) per plane and dimension)."""
    t = _tensor(name, "x", x)
    rs = _tensor(name, "random_samples", random_samples)
    if t.dtype not in _FIXED_TYPES:
        raise TypeError(f"For primitive[{name}], the input argument[x] must be a type of {_FIXED_TEXT}, but got "
                        f"Tensor[{_wrap(t).dtype}].")
    if rs.dtype not in _FLOATS:
        raise TypeError(f"For primitive[{name}], the input argument[random_samples] must be a type of "
                        f"{_SAMPLE_TEXT}, but got Tensor[{_wrap(rs).dtype}].")
    ranks = (nd + 2,) if nd == 2 else (nd + 1, nd + 2)
    if t.dim() not in ranks:
        raise ValueError(f"For {name}, the dimension of input_x must be {' or '.join(map(str, ranks))}, but got "
                         f"{t.dim()}")
    squeeze = t.dim() == nd + 1
    if squeeze:
        # a (C, D, H, W) input takes (C, 1, 3) samples, one row per channel
        if nd == 3 and (rs.dim() != 3 or rs.shape[0] != t.shape[0]):
            raise ValueError(f"For '{name}', if 'x' is 4 dimensional, the first dimension size of 'x' and "
                             f"'random_samples' must be equal.")
        t = t[None]
        rs = rs.reshape(1, -1, nd)
    elif nd == 3 and (rs.dim() != 3 or rs.shape[1] != t.shape[1]):
        raise ValueError(f"For '{name}', if 'x' is 5 dimensional, the second dimension size of 'x' and "
                         f"'random_samples' must be equal.")
    if channels_last:
        t = t.movedim(-1, 1)
    n, c = t.shape[:2]
    if rs.dim() != 3 or tuple(rs.shape) != (n, c, nd):
        raise ValueError(f"For '{name}', the shape of 'random_samples' must be ({n}, {c}, {nd}), but got "
                         f"{tuple(rs.shape)}.")
    k = _fixed_pair(name, "ksize", ksize) if nd == 2 else _fixed_triple(name, "ksize", ksize)
    o = _fixed_pair(name, "output_shape", output_shape) if nd == 2 else _fixed_triple(name, "output_shape",
                                                                                     output_shape)
    dims = ("depth", "height", "width")[3 - nd:]
    for kk, oo, size, dim in zip(k, o, t.shape[2:], dims):
        if nd == 3 and kk + oo - 1 >= size:
            raise ValueError(f"For '{name}', out(): pool {dim} ,{kk}too large relative to input {dim}{size}.")
        if kk + oo - 1 > size:
            d = dim[0]
            raise ValueError(f"For {name}, ksize {dim} [{kk}] + output_shape_{d} [{oo}] too large relative to input "
                             f"{dim} [{size}], conflict with the rule: ksize_{d} + output_shape_{d} - 1 <= input_{d}")
    work = t.dtype if t.is_floating_point() else torch.float64
    pool = F.fractional_max_pool2d if nd == 2 else F.fractional_max_pool3d
    y, idx = pool(t.to(work), k, output_size=o, return_indices=True, _random_samples=rs.to(work))
    y = y.to(t.dtype)
    if channels_last:
        y, idx = y.movedim(1, -1), idx.movedim(1, -1)
    if squeeze:
        y, idx = y[0], idx[0]
    return _wrap(y), _wrap(idx)


def fractional_max_pool_with_fixed_ksize_prim(input_x, random_samples, *, ksize, output_shape):
    """The implementation of :class:`mindspore.ops.FractionalMaxPoolWithFixedKsize`."""
    return _fixed_pool("FractionalMaxPoolWithFixedKsize", 2, input_x, random_samples, ksize, output_shape)


def fractional_max_pool3d_with_fixed_ksize_prim(x, random_samples, *, ksize, output_shape, data_format="NCDHW"):
    """The implementation of :class:`mindspore.ops.FractionalMaxPool3DWithFixedKsize`."""
    return _fixed_pool("FractionalMaxPool3DWithFixedKsize", 3, x, random_samples, ksize, output_shape,
                       data_format == "NDHWC")


_FIXED_ARGS = ["ksize (Union[int, tuple[int]]): The pooling window, an int or one per spatial dimension.",
               "output_shape (Union[int, tuple[int]]): The output's spatial size; ``ksize + output_shape - 1``",
               "    must not exceed the input size (the 3-D form: must stay below it) in any dimension."]

op("FractionalMaxPoolWithFixedKsize", "nn", functional=False,
   primitive=prim("FractionalMaxPoolWithFixedKsize", "(self, ksize, output_shape, data_format='NCHW')",
                  "(self, input_x, random_samples)", check=_fmp2_check, rename={"data_format": None}, doc=_doc(
                      "Fractional max pooling with a fixed window over the (H, W) dimensions: along a dimension\n"
                      "    with :math:`\\alpha = (size - k) / (out - 1)` and sample :math:`u`, window :math:`i`\n"
                      "    starts at :math:`\\lfloor (i + u) \\alpha \\rfloor - \\lfloor u \\alpha \\rfloor`\n"
                      "    (the last one at :math:`size - k`).",
                      _FIXED_ARGS + ["data_format (str): Only ``'NCHW'``. Default: ``'NCHW'``."],
                      ["**input_x** (Tensor) - Shape :math:`(N, C, H, W)`, float16, float32, float64, int32 or",
                       "  int64.",
                       "**random_samples** (Tensor) - Shape :math:`(N, C, 2)`, floats in [0, 1): the (width,",
                       "  height) samples of each plane."],
                      "Tuple of 2 Tensors: the pooled output (the dtype of `input_x`) and the int64 flat index of\n"
                      "        each maximum within its (H, W) plane.",
                      ["TypeError: If an attribute has a wrong type or an input an unsupported dtype.",
                       "ValueError: If an attribute is out of range or a shape does not fit."],
                      ["x = Tensor(np.arange(25).reshape(1, 1, 5, 5), mindspore.float32)",
                       "samples = Tensor([[[0.5, 0.2]]], mindspore.float32)",
                       "y, argmax = ops.FractionalMaxPoolWithFixedKsize(2, (2, 3))(x, samples)",
                       "print(argmax)"],
                      "[[[[ 6  8  9]\n   [21 23 24]]]]")),
   cases=(), dtypes=("float32",))(fractional_max_pool_with_fixed_ksize_prim)

op("FractionalMaxPool3DWithFixedKsize", "nn", functional=False,
   primitive=prim("FractionalMaxPool3DWithFixedKsize", "(self, ksize, output_shape, data_format='NCDHW')",
                  "(self, x, random_samples)", check=_fmp3_check, doc=_doc(
                      "Fractional max pooling with a fixed window over the (D, H, W) dimensions, windows placed as\n"
                      "    in :class:`mindspore.ops.FractionalMaxPoolWithFixedKsize`.",
                      _FIXED_ARGS + ["data_format (str): ``'NCDHW'`` or ``'NDHWC'``. Default: ``'NCDHW'``."],
                      ["**x** (Tensor) - Shape :math:`(N, C, D, H, W)` or :math:`(C, D, H, W)`, float16, float32,",
                       "  float64, int32 or int64.",
                       "**random_samples** (Tensor) - Shape :math:`(N, C, 3)`, floats in [0, 1): the (width,",
                       "  height, depth) samples of each volume."],
                      "Tuple of 2 Tensors: the pooled output (the dtype of `x`) and the int64 flat index of each\n"
                      "        maximum within its (D, H, W) volume.",
                      ["TypeError: If an attribute has a wrong type or an input an unsupported dtype.",
                       "ValueError: If an attribute is out of range or a shape does not fit."],
                      ["x = Tensor(np.arange(64).reshape(1, 1, 4, 4, 4), mindspore.float32)",
                       "samples = Tensor([[[0.5, 0.5, 0.5]]], mindspore.float32)",
                       "y, argmax = ops.FractionalMaxPool3DWithFixedKsize(2, 2)(x, samples)",
                       "print(y.reshape(-1))"],
                      "[21. 23. 29. 31. 53. 55. 61. 63.]")),
   cases=(), dtypes=("float32",))(fractional_max_pool3d_with_fixed_ksize_prim)


def _output_size_of(fname, shape, nd, output_size, output_ratio):
    if output_size is None and output_ratio is None:
        raise ValueError(f"For {fname}, 'output_size' and 'output_ratio' can not be Noneat the same time, but got "
                         f"None and None .")
    if output_size is not None:
        return output_size
    if isinstance(output_ratio, (float, int)):
        if not isinstance(output_ratio, float):
            raise TypeError(f"For '{fname}', the type of 'output_ratio' should be 'float', but got type "
                            f"'{type(output_ratio).__name__}'.")
        output_ratio = (output_ratio,) * nd
    for i, r in enumerate(output_ratio):
        if not 0.0 < r < 1.0:
            raise ValueError(f"For '{fname}', the 'output_ratio[{i}]' must be in range of (0.0, 1.0), but got {r}.")
    return tuple(int(s * r) for s, r in zip(shape[-nd:], output_ratio))


def _fractional_functional(fname, nd, input, kernel_size, output_size, output_ratio, return_indices, _random_samples):
    if not isinstance(return_indices, bool):
        raise TypeError(f"For '{fname}', the type of 'return_indices' should be 'bool', but got type "
                        f"'{type(return_indices).__name__}'.")
    t = _tensor(fname, "input", input)
    size = _output_size_of(fname, t.shape, nd, output_size, output_ratio)
    if _random_samples is None:
        n = t.shape[0] if t.dim() == nd + 2 else 1
        c = t.shape[-nd - 1]
        dtype = t.dtype if t.is_floating_point() else torch.float32
        _random_samples = _wrap(torch.rand(n, c, nd, dtype=dtype, device=t.device))
    name = "FractionalMaxPoolWithFixedKsize" if nd == 2 else "FractionalMaxPool3DWithFixedKsize"
    if nd == 3 and t.dtype != _tensor(fname, "_random_samples", _random_samples).dtype:
        raise TypeError(f"For '{fname}', 'input' and '_random_samples' must be same dtype, but got "
                        f"Tensor[{_wrap(t).dtype}] and Tensor[{_random_samples.dtype}].")
    if nd == 3 and t.dim() == 4:
        _random_samples = _wrap(_random_samples._t.transpose(0, 1))
    check = _fixed_pair if nd == 2 else _fixed_triple
    if isinstance(kernel_size, list):
        kernel_size = tuple(kernel_size)
    if isinstance(size, list):
        size = tuple(size)
    check(name, "ksize", kernel_size)
    check(name, "output_shape", size)
    if nd == 2 and t.dim() == 3:
        y, idx = _fixed_pool(name, nd, _wrap(t[None]), _random_samples, kernel_size, size)
        y, idx = _wrap(y._t[0]), _wrap(idx._t[0])
    else:
        y, idx = _fixed_pool(name, nd, input, _random_samples, kernel_size, size)
    return (y, idx) if return_indices else y


def fractional_max_pool2d(input, kernel_size, output_size=None, output_ratio=None, return_indices=False,
                          _random_samples=None):
    """Fractional max pooling with a fixed window over the last two dimensions of a :math:`(N, C, H, W)` or
    :math:`(C, H, W)` input, see :class:`mindspore.ops.FractionalMaxPoolWithFixedKsize`.

    Args:
        input (Tensor): Shape :math:`(N, C, H, W)` or :math:`(C, H, W)`, float16, float32, float64, int32 or int64.
        kernel_size (Union[int, tuple[int]]): The pooling window, an int or ``(k_h, k_w)``.
        output_size (Union[int, tuple[int]], optional): The output's ``(H, W)``. Default: ``None``.
        output_ratio (Union[float, tuple[float]], optional): The output size as a fraction in (0, 1) of the input
            size, used when `output_size` is ``None``. Default: ``None``.
        return_indices (bool, optional): Also return the flat index of each maximum. Default: ``False``.
        _random_samples (Tensor, optional): Shape :math:`(N, C, 2)`, floats in [0, 1) placing the windows; drawn
            uniformly when ``None``. Default: ``None``.

    Returns:
        Tensor, the pooled output; with `return_indices`, a tuple of it and the int64 indices.

    Raises:
        ValueError: If both `output_size` and `output_ratio` are ``None``, or a size does not fit.
        TypeError: If `return_indices` is not a bool.

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x = Tensor(np.arange(36).reshape(1, 1, 6, 6), mindspore.float32)
        >>> samples = Tensor([[[0.25, 0.75]]], mindspore.float32)
        >>> print(ops.fractional_max_pool2d(x, 2, output_size=(2, 3), _random_samples=samples))
        [[[[ 7.  9. 11.]
           [31. 33. 35.]]]]
    """
    return _fractional_functional("fractional_max_pool2d", 2, input, kernel_size, output_size, output_ratio,
                                  return_indices, _random_samples)


def fractional_max_pool3d(input, kernel_size, output_size=None, output_ratio=None, return_indices=False,
                          _random_samples=None):
    """Fractional max pooling with a fixed window over the last three dimensions of a :math:`(N, C, D, H, W)` or
    :math:`(C, D, H, W)` input, see :class:`mindspore.ops.FractionalMaxPool3DWithFixedKsize`.

    Args:
        input (Tensor): Shape :math:`(N, C, D, H, W)` or :math:`(C, D, H, W)`, float16, float32, float64, int32 or
            int64.
        kernel_size (Union[int, tuple[int]]): The pooling window, an int or ``(k_d, k_h, k_w)``.
        output_size (Union[int, tuple[int]], optional): The output's ``(D, H, W)``. Default: ``None``.
        output_ratio (Union[float, tuple[float]], optional): The output size as a fraction in (0, 1) of the input
            size, used when `output_size` is ``None``. Default: ``None``.
        return_indices (bool, optional): Also return the flat index of each maximum. Default: ``False``.
        _random_samples (Tensor, optional): Shape :math:`(N, C, 3)` of the dtype of `input`, floats in [0, 1)
            placing the windows; drawn uniformly when ``None``. Default: ``None``.

    Returns:
        Tensor, the pooled output; with `return_indices`, a tuple of it and the int64 indices.

    Raises:
        ValueError: If both `output_size` and `output_ratio` are ``None``, or a size does not fit.
        TypeError: If `return_indices` is not a bool or `_random_samples` has another dtype than `input`.

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x = Tensor(np.arange(64).reshape(1, 1, 4, 4, 4), mindspore.float32)
        >>> samples = Tensor([[[0.1, 0.5, 0.9]]], mindspore.float32)
        >>> y, idx = ops.fractional_max_pool3d(x, 2, output_size=2, return_indices=True, _random_samples=samples)
        >>> print(idx.reshape(-1))
        [21 23 29 31 53 55 61 63]
    """
    return _fractional_functional("fractional_max_pool3d", 3, input, kernel_size, output_size, output_ratio,
                                  return_indices, _random_samples)


op("fractional_max_pool2d", "nn", cases=(), dtypes=("float32",))(fractional_max_pool2d)
op("fractional_max_pool3d", "nn", cases=(), dtypes=("float32",))(fractional_max_pool3d)


# ----- rotated_iou ---------------------------------------------------------------------------------------------------
def _corners(b, trans):
    """(M, 4, 2) float64 corners, counter-clockwise, of (M, 5) boxes: (x, y, w, h, t) or, with `trans`,
    (x1, y1, x2, y2, t); the angle t is in degrees and turns the box as in mmcv's / detectron2's rotated boxes."""
    if trans:
        cx, cy = (b[:, 0] + b[:, 2]) / 2, (b[:, 1] + b[:, 3]) / 2
        w, h = b[:, 2] - b[:, 0], b[:, 3] - b[:, 1]
    else:
        cx, cy, w, h = b[:, 0], b[:, 1], b[:, 2], b[:, 3]
    t = torch.deg2rad(b[:, 4])
    cos, sin = torch.cos(t), torch.sin(t)
    local = torch.tensor([[0.5, 0.5], [-0.5, 0.5], [-0.5, -0.5], [0.5, -0.5]], dtype=b.dtype, device=b.device)
    u, v = local[None, :, 0] * w[:, None], local[None, :, 1] * h[:, None]
    x = cx[:, None] + cos[:, None] * u + sin[:, None] * v
    y = cy[:, None] - sin[:, None] * u + cos[:, None] * v
    pts = torch.stack((x, y), -1)
    # reflecting boxes of negative width or height reverses the winding: keep every polygon counter-clockwise
    area2 = (pts[:, :, 0] * pts.roll(-1, 1)[:, :, 1] - pts.roll(-1, 1)[:, :, 0] * pts[:, :, 1]).sum(1)
    return torch.where((area2 < 0)[:, None, None], pts.flip(1), pts)


def _clip_area(subject, clip):
    """Area of the intersection of two convex counter-clockwise polygons (lists of (x, y) floats)."""
    poly = subject
    n = len(clip)
    for i in range(n):
        if not poly:
            return 0.0
        ax, ay = clip[i]
        bx, by = clip[(i + 1) % n]
        ex, ey = bx - ax, by - ay

        def side(p):
            return ex * (p[1] - ay) - ey * (p[0] - ax)

        out = []
        for j in range(len(poly)):
            p, q = poly[j], poly[(j + 1) % len(poly)]
            sp, sq = side(p), side(q)
            if sp >= 0:
                out.append(p)
            if (sp >= 0) != (sq >= 0):
                r = sp / (sp - sq)
                out.append((p[0] + r * (q[0] - p[0]), p[1] + r * (q[1] - p[1])))
        poly = out
    if len(poly) < 3:
        return 0.0
    return 0.5 * abs(sum(poly[k][0] * poly[(k + 1) % len(poly)][1] - poly[(k + 1) % len(poly)][0] * poly[k][1]
                         for k in range(len(poly))))


def _box_area(pts):
    return 0.5 * abs(sum(pts[k][0] * pts[(k + 1) % 4][1] - pts[(k + 1) % 4][0] * pts[k][1] for k in range(4)))


def rotated_iou(boxes, query_boxes, trans=False, mode=0, is_cross=True, v_threshold=0.0, e_threshold=0.0):
    """Overlap of rotated rectangles: intersection over union (or over the area of the box of `boxes`).

    A rectangle is ``(x, y, w, h, t)`` (centre, width, height) or, with `trans`, ``(x1, y1, x2, y2, t)``; the
    angle ``t`` is in degrees. The overlaps are computed exactly, by clipping one rectangle with the other.

    Args:
        boxes (Tensor): Shape :math:`(B, N, 5)`, float16, float32 or bfloat16.
        query_boxes (Tensor): Shape :math:`(B, K, 5)`, float16, float32 or bfloat16.
        trans (bool, optional): ``True`` for ``'xyxyt'`` rectangles, ``False`` for ``'xywht'``. Default:
            ``False``.
        mode (int, optional): ``1`` divides the intersection by the area of the rectangle of `boxes` (IoF), any
            other value by the union (IoU). Default: ``0``.
        is_cross (bool, optional): Every box of `boxes` against every box of `query_boxes` (``True``), or the
            :math:`i`-th against the :math:`i`-th. Default: ``True``.
        v_threshold (float, optional): The vertex tolerance of the Ascend kernel; the exact computation here does
            not need it. Default: ``0.0``.
        e_threshold (float, optional): The edge-intersection tolerance of the Ascend kernel; not needed either.
            Default: ``0.0``.

    Returns:
        Tensor of the dtype of `boxes`, shape :math:`(B, N, K)`, or :math:`(B, N)` without `is_cross`.

    Raises:
        ValueError: If an input is not a Tensor of the supported dtypes, the batch sizes differ, the last
            dimension is not 5, or without `is_cross` the box counts differ.

    Supported Platforms:
        ``Ascend``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> boxes = Tensor([[[0.0, 0.0, 2.0, 2.0, 0.0], [0.0, 0.0, 2.0, 2.0, 45.0]]], mindspore.float32)
        >>> query = Tensor([[[1.0, 0.0, 2.0, 2.0, 0.0]]], mindspore.float32)
        >>> print(ops.rotated_iou(boxes, query))
        [[[0.33333334]
          [0.296266  ]]]
    """
    allowed = (torch.float16, torch.float32, torch.bfloat16)
    if not isinstance(boxes, Tensor) or boxes._t.dtype not in allowed:
        raise ValueError("input boxes type is illegal.")
    if not isinstance(query_boxes, Tensor) or query_boxes._t.dtype not in allowed:
        raise ValueError("input query_boxes type is illegal.")
    a, q = boxes._t, query_boxes._t
    for t in (a, q):
        if t.dim() != 3 or t.shape[2] != 5:
            got = t.shape[2] if t.dim() == 3 else tuple(t.shape)
            raise ValueError(f"For primitive[RotatedIou], the shape third Dim must be equal to 5, but got {got}.")
    if a.shape[0] != q.shape[0]:
        raise ValueError(f"For RotatedIou, the input boxes_shape, query_boxes_shape must have the same first dim size. "
                         f"But boxes first dim size = {a.shape[0]}, query_boxes first dim size = {q.shape[0]}.")
    if not is_cross and a.shape[1] != q.shape[1]:
        raise ValueError(f"For RotatedIou, one-to-one computation (is_cross=False) needs as many query_boxes as "
                         f"boxes, but got {a.shape[1]} and {q.shape[1]}.")
    batch, n, k = a.shape[0], a.shape[1], q.shape[1]
    pa = _corners(a.reshape(-1, 5).to(torch.float64), trans).reshape(batch, n, 4, 2).tolist()
    pq = _corners(q.reshape(-1, 5).to(torch.float64), trans).reshape(batch, k, 4, 2).tolist()
    pairs = [(i, j) for i in range(n) for j in range(k)] if is_cross else [(i, i) for i in range(n)]
    out = []
    for bi in range(batch):
        row = []
        for i, j in pairs:
            inter = _clip_area([tuple(p) for p in pa[bi][i]], [tuple(p) for p in pq[bi][j]])
            area_a = _box_area(pa[bi][i])
            denom = area_a if mode == 1 else area_a + _box_area(pq[bi][j]) - inter
            row.append(inter / denom if denom > 0 else 0.0)
        out.append(row)
    res = torch.tensor(out, dtype=torch.float64, device=a.device).reshape((batch, n, k) if is_cross else (batch, n))
    return _wrap(res.to(a.dtype))


op("RotatedIou", "math", functional=function("rotated_iou"), cases=(), dtypes=("float32",))(rotated_iou)
