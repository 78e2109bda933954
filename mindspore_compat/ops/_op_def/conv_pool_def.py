"""Registry entries of the convolution, pooling and block-rearranging operators that MindSpore 2.10 exports as
primitives (``Conv3D``, ``Conv3DTranspose``, ``Conv2DBackpropInput``, ``AvgPool3D``, ``MaxPool3D``,
``MaxPoolWithArgmax``, ``MaxUnpool2D``, ``Im2Col``, ``Col2Im``, ``SpaceToBatchND``, ``BatchToSpaceND``,
``PadV3``, ``Padding``, ``EmbeddingLookup`` ...) and their functional forms (``conv3d_transpose``,
``space_to_batch_nd``, ``bidense`` ...). One entry per operator, see :mod:`mindspore_compat.ops._registry`.
"""
import numbers

import torch
import torch.nn.functional as F

from ...common import dtype as mstype
from ...common.tensor import Tensor, _wrap
from .._registry import doctest_line, op, prim
from .._utils import torch_dtype
from ..._backend.device import compute_dtype as _compute_dtype

__all__ = []

_PLATFORMS = "``Ascend`` ``GPU`` ``CPU``"
_FLOATS = (torch.float16, torch.float32, torch.float64, torch.bfloat16)


def _doc(summary, args, inputs, outputs, raises, example, output, platforms=_PLATFORMS, section="Args"):
    """A MindSpore-style docstring from its parts: `args` / `inputs` / `raises` are lists of lines (already
    formatted ``name (type): text``), `example` the lines after the imports, `output` what they print."""
    parts = [summary, ""]
    if args:
        parts += [f"    {section}:"] + [f"        {a}" for a in args] + [""]
    if inputs:
        parts += ["    Inputs:"] + [f"        - {a}" for a in inputs] + [""]
    head = "Outputs" if inputs else "Returns"
    parts += [f"    {head}:", f"        {outputs}", ""]
    parts += ["    Raises:"] + [f"        {r}" for r in raises] + [""]
    parts += ["    Supported Platforms:", f"        {platforms}", ""]
    lines = ["import numpy as np", "import mindspore", "from mindspore import Tensor, ops"] + list(example)
    parts += ["    Examples:"] + [f"        {doctest_line(ln)}" for ln in lines]
    parts += [f"        {o}" for o in output.splitlines()]
    return "\n".join(parts) + "\n    "


# ----- shared checks -------------------------------------------------------------------------------------------------
def _tensor(op_name, arg, value):
    if not isinstance(value, Tensor):
        raise TypeError(f"For Primitive[{op_name}], the type of input argument[{arg}] must be Tensor but got "
                        f"{type(value).__name__}.")
    return value._t


def _rank(op_name, text, t, n):
    if t.dim() != n:
        raise ValueError(f"For primitive[{op_name}], the {text} must be equal to {n}, but got {t.dim()}.")


def _float_in(op_name, arg, t):
    if t.dtype not in _FLOATS:
        raise TypeError(f"For primitive[{op_name}], the input argument[{arg}] must be a type of {{Tensor[BFloat16], "
                        f"Tensor[Float16], Tensor[Float32], Tensor[Float64]}}, but got Tensor[{_wrap(t).dtype}].")
    return t


def _is_int(v):
    return isinstance(v, numbers.Integral) and not isinstance(v, bool)


def _ints(v, n, name, op_name, allow=None, minimum=None):
    """`v` (an int, or a tuple of `n` ints, or of a length in `allow` whose last `n` are taken) as an n-tuple."""
    allow = allow or ()
    if _is_int(v):
        out = (int(v),) * n
    elif isinstance(v, (tuple, list)) and all(_is_int(e) for e in v) and (len(v) == n or len(v) in allow):
        out = tuple(int(e) for e in v[len(v) - n:])
    elif isinstance(v, (tuple, list)) and len(v) == 1 and _is_int(v[0]):
        out = (int(v[0]),) * n
    else:
        lens = " or ".join(str(k) for k in (n,) + tuple(allow))
        raise TypeError(f"For '{op_name}', the '{name}' must be an int or a tuple of {lens} ints, but got {v!r}.")
    if minimum is not None and any(e < minimum for e in out):
        raise ValueError(f"For '{op_name}', the elements of '{name}' must be at least {minimum}, but got {v!r}.")
    return out


def _same_pads(size, k, s, d):
    """'SAME' padding (before, after) of one spatial dimension: the output has ceil(size / s) positions."""
    out = -(-size // s)
    total = max((out - 1) * s + (k - 1) * d + 1 - size, 0)
    return total // 2, total - total // 2


def _torch_pads(pairs):
    """F.pad's list (last dimension first) from (before, after) pairs given first dimension first."""
    return [v for p in reversed(pairs) for v in p]


def _pad_mode(p, allowed, upper):
    mode = p.pad_mode
    if not isinstance(mode, str) or (mode.upper() if upper else mode.lower()) not in allowed:
        shown = mode.upper() if upper and isinstance(mode, str) else mode
        raise ValueError(f"For '{p.name}', the 'pad_mode' must be str and must be in '{list(allowed)}', but got "
                         f"{shown!r}.")


# ----- transposed convolution (the gradient of a convolution with respect to its input) ------------------------------
def _conv_transpose(t, w, stride, dilation, groups, starts, sizes):
    """Transposed convolution of `t` cut to the window [start, start + size) of each spatial dimension of the full
    result; positions past the full result (no window covered them) are zeros."""
    nd = t.dim() - 2
    fn = (F.conv_transpose1d, F.conv_transpose2d, F.conv_transpose3d)[nd - 1]
    full = fn(t, w, None, stride, 0, 0, groups, dilation)
    for i, (start, size) in enumerate(zip(starts, sizes)):
        dim = 2 + i
        have = full.shape[dim]
        full = full.narrow(dim, min(start, have), max(min(size, have - start), 0))
        if full.shape[dim] < size:
            pad = [0, 0] * (full.dim() - dim - 1) + [0, size - full.shape[dim]]
            full = F.pad(full, pad)
    return full


def _conv_check(p, nd, mode_pad_zero):
    _pad_mode(p, ("valid", "same", "pad"), False)
    pad = p.pad
    npad = 2 * nd
    if not (_is_int(pad) or isinstance(pad, (tuple, list)) and len(pad) in (npad, nd * 2 if nd == 2 else npad)):
        raise TypeError(f"For '{p.name}', the 'pad' must be an int or a tuple of {npad} ints, but got {pad!r}.")
    zero = pad == 0 or isinstance(pad, (tuple, list)) and not any(pad)
    if p.pad_mode.lower() != "pad" and not zero:
        raise ValueError(f"For '{p.name}', the 'pad' must be zero or {mode_pad_zero} when 'pad_mode' is not "
                         f"\"pad\", but got 'pad' is {pad} and 'pad_mode' is {p.pad_mode}.")


def _pad_pairs(pad, nd):
    if _is_int(pad):
        return [(pad, pad)] * nd
    pad = tuple(pad)
    return [(pad[2 * i], pad[2 * i + 1]) for i in range(nd)]


# ----- Conv3D --------------------------------------------------------------------------------------------------------
def _conv3d_check(p):
    _conv_check(p, 3, "(0, 0, 0, 0, 0, 0)")
    _ints(p.kernel_size, 3, "kernel_size", p.name, minimum=1)
    _ints(p.stride, 3, "stride", p.name, (5,), minimum=1)
    _ints(p.dilation, 3, "dilation", p.name, (5,), minimum=1)
    if p.data_format != "NCDHW":
        raise ValueError(f"For '{p.name}', the 'data_format' only supports 'NCDHW', but got {p.data_format!r}.")


def conv3d_prim(x, weight, bias=None, *, kernel_size=1, pad_mode="valid", pad=0, stride=1, dilation=1, group=1):
    """The implementation of :class:`mindspore.ops.Conv3D`."""
    t, w = _tensor("Conv3D", "x", x), _tensor("Conv3D", "weight", weight)
    _rank("Conv3D", "x shape size", t, 5)
    _rank("Conv3D", "weight shape size", w, 5)
    s = _ints(stride, 3, "stride", "Conv3D", (5,))
    d = _ints(dilation, 3, "dilation", "Conv3D", (5,))
    mode = pad_mode.lower()
    if mode == "same":
        pairs = [_same_pads(t.shape[2 + i], w.shape[2 + i], s[i], d[i]) for i in range(3)]
    elif mode == "pad":
        pairs = _pad_pairs(pad, 3)
    else:
        pairs = [(0, 0)] * 3
    if any(v for pr in pairs for v in pr):
        t = F.pad(t, _torch_pads(pairs))
    b = None if bias is None else _tensor("Conv3D", "bias", bias)
    return _wrap(F.conv3d(t, w, b, s, 0, d, group))


op("Conv3D", "nn", functional=False,
   primitive=prim("Conv3D", "(self, out_channel, kernel_size, mode=1, pad_mode='valid', pad=0, stride=1, dilation=1, "
                  "group=1, data_format='NCDHW')", "(self, x, weight, bias=None)",
                  rename={"out_channel": None, "mode": None, "data_format": None}, check=_conv3d_check,
                  doc=_doc(
                      "3-D convolution (cross-correlation) of an NCDHW input with a weight of shape\n"
                      "    :math:`(C_{out}, C_{in} / group, K_d, K_h, K_w)`.",
                      ["out_channel (int): The number of output channels.",
                       "kernel_size (Union[int, tuple[int]]): The kernel depth, height and width.",
                       "mode (int): Kept for compatibility (1 = convolution). Default: ``1``.",
                       "pad_mode (str): ``\"valid\"`` (no padding), ``\"same\"`` (output size = ceil(input / stride))",
                       "    or ``\"pad\"`` (the explicit `pad`). Default: ``\"valid\"``.",
                       "pad (Union[int, tuple[int]]): Padding in ``\"pad\"`` mode, an int or (head, tail, top, bottom,",
                       "    left, right). Default: ``0``.",
                       "stride (Union[int, tuple[int]]): The stride (3 or 5 ints). Default: ``1``.",
                       "dilation (Union[int, tuple[int]]): The dilation (3 or 5 ints). Default: ``1``.",
                       "group (int): The number of groups. Default: ``1``.",
                       "data_format (str): Only ``\"NCDHW\"``. Default: ``\"NCDHW\"``."],
                      ["**x** (Tensor) - Shape :math:`(N, C_{in}, D, H, W)`.",
                       "**weight** (Tensor) - Shape :math:`(C_{out}, C_{in} / group, K_d, K_h, K_w)`.",
                       "**bias** (Tensor) - Shape :math:`(C_{out},)`, or ``None``. Default: ``None``."],
                      "Tensor of shape :math:`(N, C_{out}, D_{out}, H_{out}, W_{out})`.",
                      ["TypeError: If `x` or `weight` is not a Tensor.",
                       "ValueError: If `pad_mode` is not one of the modes, `pad` is non-zero outside ``\"pad\"`` mode,",
                       "    or `x` is not 5-D."],
                      ["x = Tensor(np.ones((1, 2, 4, 4, 4)), mindspore.float32)",
                       "w = Tensor(np.ones((3, 2, 2, 2, 2)), mindspore.float32)",
                       "y = ops.Conv3D(out_channel=3, kernel_size=2, pad_mode='same')(x, w)",
                       "print(y.shape, y[0, 0, 0, 0])"],
                      "(1, 3, 4, 4, 4) [16. 16. 16.  8.]")),
   cases=(), dtypes=("float32",))(conv3d_prim)


# ----- Conv3DTranspose / conv3d_transpose ----------------------------------------------------------------------------
def _conv3d_transpose_check(p):
    _conv3d_check(p)
    _ints(p.output_padding, 3, "output_padding", p.name, (5,), minimum=0)


def _transposed(op_name, t, w, pad_mode, pad, stride, dilation, group, output_padding):
    """Conv3DTranspose's output: the full transposed convolution cut to MindSpore's output size."""
    _rank(op_name, "dout shape size", t, 5)
    _rank(op_name, "weight shape size", w, 5)
    s = _ints(stride, 3, "stride", op_name, (5,))
    d = _ints(dilation, 3, "dilation", op_name, (5,))
    op_ = _ints(output_padding, 3, "output_padding", op_name, (5,))
    mode = pad_mode.lower()
    starts, sizes = [], []
    for i in range(3):
        n, k = t.shape[2 + i], w.shape[2 + i]
        span = (n - 1) * s[i] + d[i] * (k - 1) + 1
        if mode == "same":
            size = n * s[i]
            start = _same_pads(size, k, s[i], d[i])[0]
        elif mode == "pad":
            before, after = _pad_pairs(pad, 3)[i]
            size, start = span - before - after + op_[i], before
        else:
            size, start = span + op_[i], 0
        starts.append(start)
        sizes.append(size)
    return _conv_transpose(t, w, s, d, group, starts, sizes)


def conv3d_transpose_prim(dout, weight, bias=None, *, pad_mode="valid", pad=0, stride=1, dilation=1, group=1,
                          output_padding=0):
    """The implementation of :class:`mindspore.ops.Conv3DTranspose`."""
    t, w = _tensor("Conv3DTranspose", "dout", dout), _tensor("Conv3DTranspose", "weight", weight)
    r = _transposed("Conv3DTranspose", t, w, pad_mode, pad, stride, dilation, group, output_padding)
    if bias is not None:
        r = r + _tensor("Conv3DTranspose", "bias", bias).reshape(1, -1, 1, 1, 1)
    return _wrap(r)


op("Conv3DTranspose", "nn", functional=False,
   primitive=prim("Conv3DTranspose", "(self, in_channel, out_channel, kernel_size, mode=1, pad_mode='valid', pad=0, "
                  "stride=1, dilation=1, group=1, output_padding=0, data_format='NCDHW')",
                  "(self, dout, weight, bias=None)",
                  rename={"in_channel": None, "out_channel": None, "kernel_size": None, "mode": None,
                          "data_format": None},
                  check=_conv3d_transpose_check,
                  doc=_doc(
                      "3-D transposed convolution (the gradient of :class:`mindspore.ops.Conv3D` with respect to its\n"
                      "    input) of an NCDHW input with a weight of shape :math:`(C_{in}, C_{out} / group, K_d, K_h, "
                      "K_w)`.\n\n"
                      "    Each output size is :math:`(D_{in} - 1) * stride - pad_{before} - pad_{after} + dilation *\n"
                      "    (K - 1) + 1 + output\\_padding` (``\"pad\"`` and ``\"valid\"`` modes, the latter with\n"
                      "    no pad) or :math:`D_{in} * stride` (``\"same\"`` mode).",
                      ["in_channel (int): The number of input channels.",
                       "out_channel (int): The number of output channels.",
                       "kernel_size (Union[int, tuple[int]]): The kernel depth, height and width.",
                       "mode (int): Kept for compatibility. Default: ``1``.",
                       "pad_mode (str): ``\"valid\"``, ``\"same\"`` or ``\"pad\"``. Default: ``\"valid\"``.",
                       "pad (Union[int, tuple[int]]): Cropping in ``\"pad\"`` mode, an int or (head, tail, top,",
                       "    bottom, left, right). Default: ``0``.",
                       "stride (Union[int, tuple[int]]): The stride. Default: ``1``.",
                       "dilation (Union[int, tuple[int]]): The dilation. Default: ``1``.",
                       "group (int): The number of groups. Default: ``1``.",
                       "output_padding (Union[int, tuple[int]]): Extra size added at the end of each spatial",
                       "    dimension. Default: ``0``.",
                       "data_format (str): Only ``\"NCDHW\"``. Default: ``\"NCDHW\"``."],
                      ["**dout** (Tensor) - Shape :math:`(N, C_{in}, D, H, W)`.",
                       "**weight** (Tensor) - Shape :math:`(C_{in}, C_{out} / group, K_d, K_h, K_w)`.",
                       "**bias** (Tensor) - Shape :math:`(C_{out},)`, or ``None``. Default: ``None``."],
                      "Tensor of shape :math:`(N, C_{out}, D_{out}, H_{out}, W_{out})`.",
                      ["TypeError: If `dout` or `weight` is not a Tensor.",
                       "ValueError: If `pad_mode` is not one of the modes or `dout` is not 5-D."],
                      ["x = Tensor(np.ones((1, 2, 2, 2, 2)), mindspore.float32)",
                       "w = Tensor(np.ones((2, 1, 2, 2, 2)), mindspore.float32)",
                       "y = ops.Conv3DTranspose(in_channel=2, out_channel=1, kernel_size=2)(x, w)",
                       "print(y.shape, y[0, 0, 0, 0])"],
                      "(1, 1, 3, 3, 3) [2. 4. 2.]")),
   cases=(), dtypes=("float32",))(conv3d_transpose_prim)


def conv3d_transpose(inputs, weight, pad_mode='valid', padding=0, stride=1, dilation=1, group=1, output_padding=0):
    """3-D transposed convolution of an NCDHW input; see :class:`mindspore.ops.Conv3DTranspose` for the output size.

    Args:
        inputs (Tensor): Shape :math:`(N, C_{in}, D, H, W)`.
        weight (Tensor): Shape :math:`(C_{in}, C_{out} / group, K_d, K_h, K_w)`.
        pad_mode (str): ``'valid'``, ``'same'`` or ``'pad'``. Default: ``'valid'``.
        padding (Union[int, tuple[int]]): Cropping in ``'pad'`` mode: an int or 6 ints. Default: ``0``.
        stride (Union[int, tuple[int]]): The stride. Default: ``1``.
        dilation (Union[int, tuple[int]]): The dilation. Default: ``1``.
        group (int): The number of groups. Default: ``1``.
        output_padding (Union[int, tuple[int]]): Extra size at the end of each spatial dimension. Default: ``0``.

    Returns:
        Tensor of shape :math:`(N, C_{out}, D_{out}, H_{out}, W_{out})`.

    Raises:
        TypeError: If `inputs` or `weight` is not a Tensor.
        ValueError: If `pad_mode` is not one of the modes or `inputs` is not 5-D.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x = Tensor(np.ones((1, 1, 2, 2, 2)), mindspore.float32)
        >>> w = Tensor(np.ones((1, 1, 2, 2, 2)), mindspore.float32)
        >>> print(ops.conv3d_transpose(x, w, stride=2).shape)
        (1, 1, 4, 4, 4)
    """
    name = "Conv3DTranspose"
    t, w = _tensor(name, "dout", inputs), _tensor(name, "weight", weight)
    if not isinstance(pad_mode, str) or pad_mode.lower() not in ("valid", "same", "pad"):
        raise ValueError(f"For '{name}', the 'pad_mode' must be str and must be in '['valid', 'same', 'pad']', but "
                         f"got {pad_mode!r}.")
    return _wrap(_transposed(name, t, w, pad_mode, padding, stride, dilation, group, output_padding))


op("conv3d_transpose", "nn", cases=(), dtypes=("float32",))(conv3d_transpose)


# ----- Conv2DBackpropInput / Conv2DTranspose -------------------------------------------------------------------------
def _conv2d_bp_check(p):
    _pad_mode(p, ("valid", "same", "pad"), False)
    pad = p.pad
    if not (_is_int(pad) or isinstance(pad, (tuple, list)) and len(pad) == 4 and all(_is_int(v) for v in pad)):
        raise TypeError(f"For '{p.name}', the 'pad' must be an int or a tuple of 4 ints, but got {pad!r}.")
    if p.pad_mode.lower() != "pad" and not (pad == 0 or isinstance(pad, (tuple, list)) and not any(pad)):
        raise ValueError(f"For '{p.name}', the 'pad' must be zero or (0, 0, 0, 0) when 'pad_mode' is not \"pad\", "
                         f"but got 'pad' is {pad} and 'pad_mode' is {p.pad_mode}.")
    _ints(p.kernel_size, 2, "kernel_size", p.name, minimum=1)
    _ints(p.stride, 2, "stride", p.name, (4,), minimum=1)
    _ints(p.dilation, 2, "dilation", p.name, (4,), minimum=1)
    if p.data_format not in ("NCHW", "NHWC"):
        raise ValueError(f"For '{p.name}', the 'data_format' must be 'NCHW' or 'NHWC', but got {p.data_format!r}.")


def conv2d_backprop_input(dout, weight, input_size, *, pad_mode="valid", pad=0, pad_list=None, stride=1,
                          dilation=1, group=1, data_format="NCHW"):
    """The implementation of :class:`mindspore.ops.Conv2DBackpropInput` (and of ``Conv2DTranspose``)."""
    name = "Conv2DBackpropInput"
    t, w = _tensor(name, "dout", dout), _tensor(name, "weight", weight)
    _rank(name, "dout shape size", t, 4)
    _rank(name, "weight shape size", w, 4)
    size = tuple(int(v) for v in (input_size._t.tolist() if isinstance(input_size, Tensor) else input_size))
    if len(size) != 4:
        raise ValueError(f"For '{name}', the 'input_size' must hold 4 ints, but got {input_size!r}.")
    nhwc = data_format == "NHWC"
    if nhwc:
        t, size = t.permute(0, 3, 1, 2), (size[0], size[3], size[1], size[2])
    s = _ints(stride, 2, "stride", name, (4,))
    d = _ints(dilation, 2, "dilation", name, (4,))
    mode = pad_mode.lower()
    if pad_list is not None and any(pad_list):
        tops = (pad_list[0], pad_list[2])
    elif mode == "same":
        tops = tuple(_same_pads(size[2 + i], w.shape[2 + i], s[i], d[i])[0] for i in range(2))
    elif mode == "pad":
        tops = (pad, pad) if _is_int(pad) else (pad[0], pad[2])
    else:
        tops = (0, 0)
    r = _conv_transpose(t, w, s, d, group, tops, size[2:])
    return _wrap(r.permute(0, 2, 3, 1) if nhwc else r)


_C2D_BP_INIT = ("(self, out_channel, kernel_size, pad_mode='valid', pad=0, pad_list=None, mode=1, stride=1, "
                "dilation=1, group=1, data_format='NCHW')")


def _c2d_bp_doc(name, summary):
    return _doc(
        summary,
        ["out_channel (int): The number of channels of `dout` (the convolution's output channels).",
         "kernel_size (Union[int, tuple[int]]): The kernel height and width.",
         "pad_mode (str): ``\"valid\"``, ``\"same\"`` or ``\"pad\"``: the padding of the forward convolution.",
         "    Default: ``\"valid\"``.",
         "pad (Union[int, tuple[int]]): The forward padding in ``\"pad\"`` mode, an int or (top, bottom, left,",
         "    right). Default: ``0``.",
         "pad_list (tuple[int]): Explicit (top, bottom, left, right) padding that overrides `pad_mode` when",
         "    non-zero. Default: ``None``.",
         "mode (int): Kept for compatibility. Default: ``1``.",
         "stride (Union[int, tuple[int]]): The forward stride. Default: ``1``.",
         "dilation (Union[int, tuple[int]]): The forward dilation. Default: ``1``.",
         "group (int): The number of groups. Default: ``1``.",
         "data_format (str): ``\"NCHW\"`` or ``\"NHWC\"``. Default: ``\"NCHW\"``."],
        ["**dout** (Tensor) - The gradient of the convolution's output, :math:`(N, C_{out}, H_{out}, W_{out})`.",
         "**weight** (Tensor) - Shape :math:`(C_{out}, C_{in} / group, K_h, K_w)`.",
         "**input_size** (tuple[int]) - The shape :math:`(N, C_{in}, H, W)` of the convolution's input."],
        "Tensor of shape `input_size`: the gradient with respect to the convolution's input.",
        ["TypeError: If `dout` or `weight` is not a Tensor.",
         "ValueError: If `pad_mode` is not one of the modes or `dout` is not 4-D."],
        ["dout = Tensor(np.ones((1, 1, 2, 2)), mindspore.float32)",
         "w = Tensor(np.ones((1, 1, 2, 2)), mindspore.float32)",
         f"print(ops.{name}(out_channel=1, kernel_size=2)(dout, w, (1, 1, 3, 3)))"],
        "[[[[1. 2. 1.]\n   [2. 4. 2.]\n   [1. 2. 1.]]]]")


op("Conv2DBackpropInput", "nn", functional=False,
   primitive=[prim("Conv2DBackpropInput", _C2D_BP_INIT, "(self, dout, weight, input_size)",
                   rename={"out_channel": None, "kernel_size": None, "mode": None}, check=_conv2d_bp_check,
                   doc=_c2d_bp_doc("Conv2DBackpropInput",
                                   "The gradient of a 2-D convolution with respect to its input: a transposed\n"
                                   "    convolution of `dout` cut to `input_size`.")),
              prim("Conv2DTranspose", _C2D_BP_INIT, "(self, dout, weight, input_size)",
                   rename={"out_channel": None, "kernel_size": None, "mode": None}, check=_conv2d_bp_check,
                   doc=_c2d_bp_doc("Conv2DTranspose",
                                   "2-D transposed convolution: the same computation as\n"
                                   "    :class:`mindspore.ops.Conv2DBackpropInput`, output of shape `input_size`."))],
   cases=({"weight": Tensor(torch.ones(2, 3, 2, 2)), "input_size": (1, 3, 4, 4)},), shape=(1, 2, 3, 3),
   dtypes=("float32",))(conv2d_backprop_input)


# ----- AvgPool3D / MaxPool3D -----------------------------------------------------------------------------------------
def _pool_pairs(t, mode, pad, kernel, stride, nd):
    if mode == "same":
        return [_same_pads(t.shape[2 + i], kernel[i], stride[i], 1) for i in range(nd)]
    if mode == "pad":
        return _pad_pairs(pad, nd)
    return [(0, 0)] * nd


def _pool_out(n, k, s, before, after, ceil_mode):
    span = n + before + after - k
    out = (-(-span // s) if ceil_mode else span // s) + 1
    if ceil_mode and (out - 1) * s >= n + before:
        out -= 1
    return out


def _pool3d_check(p, pad_name):
    _pad_mode(p, ("VALID", "SAME", "PAD"), True)
    _ints(p.kernel_size, 3, "kernel_size", p.name, (5,), minimum=1)
    _ints(p.strides, 3, "strides", p.name, (5,), minimum=1)
    pad = getattr(p, pad_name)
    if not (_is_int(pad) or isinstance(pad, (tuple, list)) and len(pad) == 6 and all(_is_int(v) for v in pad)):
        raise TypeError(f"For '{p.name}', the '{pad_name}' must be an int or a tuple of 6 ints, but got {pad!r}.")
    if p.data_format != "NCDHW":
        raise ValueError(f"For '{p.name}', the 'data_format' only supports 'NCDHW', but got {p.data_format!r}.")


def _extend(t, pairs, outs, kernel, stride, value):
    """`t` padded by `pairs` and then at the end up to what `outs` windows need (with `value`)."""
    pads = []
    for i, ((b, a), o) in enumerate(zip(pairs, outs)):
        need = (o - 1) * stride[i] + kernel[i]
        pads.append((b, max(need - t.shape[2 + i] - b, 0)))
    out = F.pad(t, _torch_pads(pads), value=value) if any(v for p in pads for v in p) else t
    slices = [slice(None), slice(None)] + [slice(0, (o - 1) * stride[i] + kernel[i]) for i, o in enumerate(outs)]
    return out[tuple(slices)]


def avg_pool3d_prim(x, *, kernel_size=1, strides=1, pad_mode="valid", pad=0, ceil_mode=False, count_include_pad=True,
                    divisor_override=0):
    """The implementation of :class:`mindspore.ops.AvgPool3D`."""
    t = _tensor("AvgPool3D", "x", x)
    _rank("AvgPool3D", "x_rank", t, 5)
    out_dtype = t.dtype
    t = t.to(_compute_dtype(t))
    k = _ints(kernel_size, 3, "kernel_size", "AvgPool3D", (5,))
    s = _ints(strides, 3, "strides", "AvgPool3D", (5,))
    mode = pad_mode.lower()
    pairs = _pool_pairs(t, mode, pad, k, s, 3)
    outs = [_pool_out(t.shape[2 + i], k[i], s[i], *pairs[i], ceil_mode) for i in range(3)]
    total = F.avg_pool3d(_extend(t, pairs, outs, k, s, 0.0), k, s, divisor_override=1)
    if divisor_override:
        return _wrap((total / divisor_override).to(out_dtype))
    ones = torch.ones((1, 1) + tuple(t.shape[2:]), dtype=t.dtype, device=t.device)
    if count_include_pad and mode != "valid":
        inside = F.pad(ones, _torch_pads(pairs), value=1.0)
        inside = _extend(inside, [(0, 0)] * 3, outs, k, s, 0.0)
    else:
        inside = _extend(ones, pairs, outs, k, s, 0.0)
    count = F.avg_pool3d(inside, k, s, divisor_override=1)
    return _wrap((total / count).to(out_dtype))


op("AvgPool3D", "nn", functional=False,
   primitive=prim("AvgPool3D", "(self, kernel_size=1, strides=1, pad_mode='valid', pad=0, ceil_mode=False, "
                  "count_include_pad=True, divisor_override=0, data_format='NCDHW')", "(self, x)",
                  rename={"data_format": None}, check=lambda p: _pool3d_check(p, "pad"),
                  doc=_doc(
                      "3-D average pooling over an NCDHW input.",
                      ["kernel_size (Union[int, tuple[int]]): The window depth, height and width. Default: ``1``.",
                       "strides (Union[int, tuple[int]]): The stride. Default: ``1``.",
                       "pad_mode (str): ``\"valid\"``, ``\"same\"`` or ``\"pad\"`` (case-insensitive). Default:",
                       "    ``\"valid\"``.",
                       "pad (Union[int, tuple[int]]): Padding in ``\"pad\"`` mode, an int or (head, tail, top, bottom,",
                       "    left, right). Default: ``0``.",
                       "ceil_mode (bool): Round the output size up. Default: ``False``.",
                       "count_include_pad (bool): Count the padded positions in each window's divisor (``\"pad\"``",
                       "    mode). Default: ``True``.",
                       "divisor_override (int): A fixed divisor when non-zero. Default: ``0``.",
                       "data_format (str): Only ``\"NCDHW\"``. Default: ``\"NCDHW\"``."],
                      ["**x** (Tensor) - Shape :math:`(N, C, D, H, W)`."],
                      "Tensor of shape :math:`(N, C, D_{out}, H_{out}, W_{out})`, the dtype of `x`.",
                      ["TypeError: If `x` is not a Tensor, or `pad` is neither an int nor 6 ints.",
                       "ValueError: If `pad_mode` is not one of the modes or `x` is not 5-D."],
                      ["x = Tensor(np.arange(16).reshape((1, 2, 2, 2, 2)), mindspore.float32)",
                       "print(ops.AvgPool3D(kernel_size=2, strides=1)(x))"],
                      "[[[[[ 3.5]]]\n<BLANKLINE>\n<BLANKLINE>\n  [[[11.5]]]]]")),
   cases=(), dtypes=("float32",))(avg_pool3d_prim)


def max_pool3d_prim(x, *, kernel_size=1, strides=1, pad_mode="VALID", pad_list=0, ceil_mode=None):
    """The implementation of :class:`mindspore.ops.MaxPool3D`."""
    t = _tensor("MaxPool3D", "x", x)
    _rank("MaxPool3D", "x_rank", t, 5)
    k = _ints(kernel_size, 3, "kernel_size", "MaxPool3D", (5,))
    s = _ints(strides, 3, "strides", "MaxPool3D", (5,))
    pairs = _pool_pairs(t, pad_mode.lower(), pad_list, k, s, 3)
    outs = [_pool_out(t.shape[2 + i], k[i], s[i], *pairs[i], bool(ceil_mode)) for i in range(3)]
    return _wrap(F.max_pool3d(_extend(t, pairs, outs, k, s, float("-inf")), k, s))


op("MaxPool3D", "nn", functional=False,
   primitive=prim("MaxPool3D", "(self, kernel_size=1, strides=1, pad_mode='VALID', pad_list=0, ceil_mode=None, "
                  "data_format='NCDHW')", "(self, x)",
                  rename={"data_format": None}, check=lambda p: _pool3d_check(p, "pad_list"),
                  doc=_doc(
                      "3-D max pooling over an NCDHW input.",
                      ["kernel_size (Union[int, tuple[int]]): The window depth, height and width. Default: ``1``.",
                       "strides (Union[int, tuple[int]]): The stride. Default: ``1``.",
                       "pad_mode (str): ``\"VALID\"``, ``\"SAME\"`` or ``\"PAD\"`` (case-insensitive). Default:",
                       "    ``\"VALID\"``.",
                       "pad_list (Union[int, tuple[int]]): Padding in ``\"PAD\"`` mode, an int or 6 ints.",
                       "    Default: ``0``.",
                       "ceil_mode (bool): Round the output size up (``None`` = no). Default: ``None``.",
                       "data_format (str): Only ``\"NCDHW\"``. Default: ``\"NCDHW\"``."],
                      ["**x** (Tensor) - Shape :math:`(N, C, D, H, W)`."],
                      "Tensor of shape :math:`(N, C, D_{out}, H_{out}, W_{out})`, the dtype of `x`.",
                      ["TypeError: If `x` is not a Tensor, or `pad_list` is neither an int nor 6 ints.",
                       "ValueError: If `pad_mode` is not one of the modes or `x` is not 5-D."],
                      ["x = Tensor(np.arange(16).reshape((1, 2, 2, 2, 2)), mindspore.float32)",
                       "print(ops.MaxPool3D(kernel_size=2, strides=1)(x))"],
                      "[[[[[ 7.]]]\n<BLANKLINE>\n<BLANKLINE>\n  [[[15.]]]]]")),
   cases=(), dtypes=("float32",))(max_pool3d_prim)


# ----- max pooling with indices / unpooling --------------------------------------------------------------------------
def max_pool_with_argmax_prim(x, *, kernel_size=1, strides=1, pad_mode="valid", data_format="NCHW"):
    """The implementation of :class:`mindspore.ops.MaxPoolWithArgmax`: indices count over the (C, H, W) of each
    sample."""
    name = "MaxPoolWithArgmax"
    t = _tensor(name, "x", x)
    _rank(name, "x_rank", t, 4)
    nhwc = data_format == "NHWC"
    if nhwc:
        t = t.permute(0, 3, 1, 2)
    k = _ints(kernel_size, 2, "kernel_size", name, (4,))
    s = _ints(strides, 2, "strides", name, (4,))
    if pad_mode.lower() == "same":
        # MindSpore's kernel puts max(k - s, 0) // 2 of the padding first, whatever the input size
        pairs = [(max(k[i] - s[i], 0) // 2, 0) for i in range(2)]
        outs = [-(-t.shape[2 + i] // s[i]) for i in range(2)]
    else:
        pairs = [(0, 0)] * 2
        outs = [(t.shape[2 + i] - k[i]) // s[i] + 1 for i in range(2)]
    padded = _extend(t, pairs, outs, k, s, float("-inf"))
    out, idx = F.max_pool2d(padded, k, s, return_indices=True)
    wp = padded.shape[3]
    h, w = t.shape[2], t.shape[3]
    row, col = idx // wp - pairs[0][0], idx % wp - pairs[1][0]
    chan = torch.arange(t.shape[1], device=t.device).reshape(1, -1, 1, 1)
    idx = (chan * (h * w) + row * w + col).to(torch.int32)
    if nhwc:
        out, idx = out.permute(0, 2, 3, 1), idx.permute(0, 2, 3, 1)
    return _wrap(out), _wrap(idx)


def _mpwa_check(p):
    _pad_mode(p, ("VALID", "SAME"), True)
    _ints(p.kernel_size, 2, "kernel_size", p.name, (4,), minimum=1)
    _ints(p.strides, 2, "strides", p.name, (4,), minimum=1)
    if p.data_format not in ("NCHW", "NHWC"):
        raise ValueError(f"For '{p.name}', the 'data_format' must be 'NCHW' or 'NHWC', but got {p.data_format!r}.")


op("MaxPoolWithArgmax", "nn", functional=False,
   primitive=prim("MaxPoolWithArgmax", "(self, kernel_size=1, strides=1, pad_mode='valid', data_format='NCHW')",
                  "(self, x)", check=_mpwa_check,
                  doc=_doc(
                      "2-D max pooling that also returns where each maximum was found.",
                      ["kernel_size (Union[int, tuple[int]]): The window height and width. Default: ``1``.",
                       "strides (Union[int, tuple[int]]): The stride. Default: ``1``.",
                       "pad_mode (str): ``\"valid\"`` or ``\"same\"`` (case-insensitive). Default: ``\"valid\"``.",
                       "data_format (str): ``\"NCHW\"`` or ``\"NHWC\"``. Default: ``\"NCHW\"``."],
                      ["**x** (Tensor) - Shape :math:`(N, C, H, W)`."],
                      "Tuple of 2 Tensors: the pooled values and their int32 positions, counted over the\n"
                      "        :math:`(C, H, W)` elements of each sample.",
                      ["TypeError: If `x` is not a Tensor.",
                       "ValueError: If `pad_mode` is not one of the modes or `x` is not 4-D."],
                      ["x = Tensor(np.array([[[[1, 5], [3, 2]], [[0, 4], [7, 6]]]]), mindspore.float32)",
                       "y, idx = ops.MaxPoolWithArgmax(kernel_size=2, strides=2)(x)",
                       "print(y.flatten(), idx.flatten())"],
                      "[5. 7.] [1 6]")),
   cases=(), dtypes=("float32",))(max_pool_with_argmax_prim)


def _argmax_type(p):
    if p.argmax_type not in (mstype.int32, mstype.int64):
        raise TypeError(f"For '{p.name}', the 'argmax_type' must be mindspore.int32 or mindspore.int64, but got "
                        f"{p.argmax_type}.")


def max_pool_with_argmax_v2_prim(x, *, kernel_size=1, strides=None, pads=0, dilation=(1, 1), ceil_mode=False,
                                 argmax_type=mstype.int64):
    """The implementation of :class:`mindspore.ops.MaxPoolWithArgmaxV2`: indices count over each (H, W) plane."""
    name = "MaxPoolWithArgmaxV2"
    t = _tensor(name, "x", x)
    _rank(name, "x_rank", t, 4)
    k = _ints(kernel_size, 2, "kernel_size", name, (4,))
    s = k if strides is None else _ints(strides, 2, "strides", name, (4,))
    out, idx = F.max_pool2d(t, k, s, _ints(pads, 2, "pads", name, (4,)), _ints(dilation, 2, "dilation", name, (4,)),
                            bool(ceil_mode), True)
    return _wrap(out), _wrap(idx.to(torch_dtype(argmax_type, name, "argmax_type")))


def _v2_check(p):
    _argmax_type(p)
    _ints(p.kernel_size, 2, "kernel_size", p.name, (4,), minimum=1)


op("MaxPoolWithArgmaxV2", "nn", functional=False,
   primitive=prim("MaxPoolWithArgmaxV2", "(self, kernel_size, strides=None, pads=0, dilation=(1, 1), ceil_mode=False, "
                  "argmax_type=mindspore.int64)", "(self, x)", check=_v2_check,
                  doc=_doc(
                      "2-D max pooling with padding and dilation that also returns where each maximum was found.",
                      ["kernel_size (Union[int, tuple[int]]): The window height and width.",
                       "strides (Union[int, tuple[int]]): The stride (``None`` = `kernel_size`). Default: ``None``.",
                       "pads (Union[int, tuple[int]]): Implicit -inf padding on both sides. Default: ``0``.",
                       "dilation (Union[int, tuple[int]]): The window dilation. Default: ``(1, 1)``.",
                       "ceil_mode (bool): Round the output size up. Default: ``False``.",
                       "argmax_type (mindspore.dtype): ``mindspore.int32`` or ``mindspore.int64``. Default:",
                       "    ``mindspore.int64``."],
                      ["**x** (Tensor) - Shape :math:`(N, C, H, W)`."],
                      "Tuple of 2 Tensors: the pooled values and the positions of the maxima in each\n"
                      "        :math:`(H, W)` plane.",
                      ["TypeError: If `x` is not a Tensor or `argmax_type` is not int32 / int64.",
                       "ValueError: If `x` is not 4-D."],
                      ["x = Tensor(np.array([[[[1, 5], [3, 2]], [[0, 4], [7, 6]]]]), mindspore.float32)",
                       "y, idx = ops.MaxPoolWithArgmaxV2(kernel_size=2)(x)",
                       "print(y.flatten(), idx.flatten(), idx.dtype)"],
                      "[5. 7.] [1 2] Int64")),
   cases=(), dtypes=("float32",))(max_pool_with_argmax_v2_prim)


def max_pool3d_with_argmax_prim(x, *, ksize=1, strides=1, pads=0, dilation=(1, 1, 1), ceil_mode=False,
                                argmax_type=mstype.int64):
    """The implementation of :class:`mindspore.ops.MaxPool3DWithArgmax`: indices count over each (D, H, W)."""
    name = "MaxPool3DWithArgmax"
    t = _tensor(name, "x", x)
    _rank(name, "x_rank", t, 5)
    out, idx = F.max_pool3d(t, _ints(ksize, 3, "ksize", name, (5,)), _ints(strides, 3, "strides", name, (5,)),
                            _ints(pads, 3, "pads", name, (5,)), _ints(dilation, 3, "dilation", name, (5,)),
                            bool(ceil_mode), True)
    return _wrap(out), _wrap(idx.to(torch_dtype(argmax_type, name, "argmax_type")))


def _mp3wa_check(p):
    _argmax_type(p)
    _ints(p.ksize, 3, "ksize", p.name, (5,), minimum=1)
    _ints(p.strides, 3, "strides", p.name, (5,), minimum=1)
    _ints(p.pads, 3, "pads", p.name, (5,), minimum=0)
    if p.data_format != "NCDHW":
        raise ValueError(f"For '{p.name}', the 'data_format' only supports 'NCDHW', but got {p.data_format!r}.")


op("MaxPool3DWithArgmax", "nn", functional=False,
   primitive=prim("MaxPool3DWithArgmax", "(self, ksize, strides, pads, dilation=(1, 1, 1), ceil_mode=False, "
                  "data_format='NCDHW', argmax_type=mindspore.int64)", "(self, x)", rename={"data_format": None},
                  check=_mp3wa_check,
                  doc=_doc(
                      "3-D max pooling that also returns where each maximum was found.",
                      ["ksize (Union[int, tuple[int]]): The window depth, height and width.",
                       "strides (Union[int, tuple[int]]): The stride.",
                       "pads (Union[int, tuple[int]]): Implicit -inf padding on both sides.",
                       "dilation (Union[int, tuple[int]]): The window dilation. Default: ``(1, 1, 1)``.",
                       "ceil_mode (bool): Round the output size up. Default: ``False``.",
                       "data_format (str): Only ``\"NCDHW\"``. Default: ``\"NCDHW\"``.",
                       "argmax_type (mindspore.dtype): ``mindspore.int32`` or ``mindspore.int64``. Default:",
                       "    ``mindspore.int64``."],
                      ["**x** (Tensor) - Shape :math:`(N, C, D, H, W)`."],
                      "Tuple of 2 Tensors: the pooled values and the positions of the maxima in each\n"
                      "        :math:`(D, H, W)` volume.",
                      ["TypeError: If `x` is not a Tensor or `argmax_type` is not int32 / int64.",
                       "ValueError: If `x` is not 5-D."],
                      ["x = Tensor(np.arange(16).reshape((1, 2, 2, 2, 2)), mindspore.float32)",
                       "y, idx = ops.MaxPool3DWithArgmax(ksize=2, strides=1, pads=0)(x)",
                       "print(y.flatten(), idx.flatten())"],
                      "[ 7. 15.] [7 7]")),
   cases=(), dtypes=("float32",))(max_pool3d_with_argmax_prim)


def _unpool(name, nd, x, argmax, ksize, strides, pads, output_shape, data_format):
    t, i = _tensor(name, "x", x), _tensor(name, "argmax", argmax)
    _rank(name, "x_rank", t, nd + 2)
    last = data_format in ("NHWC", "NDHWC")
    if last:
        perm = (0, nd + 1) + tuple(range(1, nd + 1))
        t, i = t.permute(perm), i.permute(perm)
    k = _ints(ksize, nd, "ksize", name, (nd + 2,))
    s = k if strides == 0 else _ints(strides, nd, "strides", name, (nd + 2,))
    p = _ints(pads, nd, "pads", name, (nd + 2,))
    size = None if not output_shape else tuple(output_shape)[-nd:]
    if size is not None and last:
        size = tuple(output_shape)[1:nd + 1]
    fn = F.max_unpool2d if nd == 2 else F.max_unpool3d
    r = fn(t, i.long(), k, s, p, size)
    if last:
        r = r.permute((0,) + tuple(range(2, nd + 2)) + (1,))
    return _wrap(r)


def max_unpool2d_prim(x, argmax, *, ksize=1, strides=0, pads=0, output_shape=(), data_format="NCHW"):
    """The implementation of :class:`mindspore.ops.MaxUnpool2D`."""
    return _unpool("MaxUnpool2D", 2, x, argmax, ksize, strides, pads, output_shape, data_format)


def max_unpool3d_prim(x, argmax, *, ksize=1, strides=0, pads=0, output_shape=(), data_format="NCDHW"):
    """The implementation of :class:`mindspore.ops.MaxUnpool3D`."""
    return _unpool("MaxUnpool3D", 3, x, argmax, ksize, strides, pads, output_shape, data_format)


def _unpool_check(nd, formats):
    def check(p):
        _ints(p.ksize, nd, "ksize", p.name, (nd + 2,), minimum=1)
        _ints(p.strides, nd, "strides", p.name, (nd + 2,), minimum=0)
        _ints(p.pads, nd, "pads", p.name, (nd + 2,), minimum=0)
        if p.data_format not in formats:
            raise ValueError(f"For '{p.name}', the 'data_format' must be one of {list(formats)}, but got "
                             f"{p.data_format!r}.")
    return check


def _unpool_doc(nd):
    name = f"MaxUnpool{nd}D"
    shape = "(N, C, H, W)" if nd == 2 else "(N, C, D, H, W)"
    fmt = "NCHW" if nd == 2 else "NCDHW"
    ex = (["x = Tensor(np.array([[[[1, 2], [3, 4]]]]), mindspore.float32)",
           "idx = Tensor(np.array([[[[0, 3], [9, 15]]]]), mindspore.int64)",
           f"print(ops.{name}(ksize=2, strides=2)(x, idx))"], "[[[[1. 0. 0. 2.]\n   [0. 0. 0. 0.]\n"
          "   [0. 3. 0. 0.]\n   [0. 0. 0. 4.]]]]") if nd == 2 else \
        (["x = Tensor(np.array([[[[[1, 2]]]]]), mindspore.float32)",
          "idx = Tensor(np.array([[[[[0, 3]]]]]), mindspore.int64)",
          f"print(ops.{name}(ksize=(1, 1, 2), strides=(1, 1, 2))(x, idx))"], "[[[[[1. 0. 0. 2.]]]]]")
    return _doc(
        f"The partial inverse of {nd}-D max pooling: every value of `x` is written at the position `argmax` names in\n"
        "    its output plane, the rest are zeros.",
        ["ksize (Union[int, tuple[int]]): The pooling window.",
         "strides (Union[int, tuple[int]]): The pooling stride (``0`` = `ksize`). Default: ``0``.",
         "pads (Union[int, tuple[int]]): The pooling padding. Default: ``0``.",
         "output_shape (tuple[int]): The output shape; ``()`` computes it from the other arguments. Default: ``()``.",
         f"data_format (str): ``\"{fmt}\"`` or channels last. Default: ``\"{fmt}\"``."],
        [f"**x** (Tensor) - Shape :math:`{shape}`.",
         "**argmax** (Tensor) - int32 or int64 positions, the shape of `x`."],
        "Tensor, the dtype of `x`.",
        ["TypeError: If `x` or `argmax` is not a Tensor.", f"ValueError: If `x` is not {nd + 2}-D."], *ex)


op("MaxUnpool2D", "nn", functional=False,
   primitive=prim("MaxUnpool2D", "(self, ksize, strides=0, pads=0, output_shape=(), data_format='NCHW')",
                  "(self, x, argmax)", check=_unpool_check(2, ("NCHW", "NHWC")), doc=_unpool_doc(2)),
   cases=(), dtypes=("float32",))(max_unpool2d_prim)
op("MaxUnpool3D", "nn", functional=False,
   primitive=prim("MaxUnpool3D", "(self, ksize, strides=0, pads=0, output_shape=(), data_format='NCDHW')",
                  "(self, x, argmax)", check=_unpool_check(3, ("NCDHW", "NDHWC")), doc=_unpool_doc(3)),
   cases=(), dtypes=("float32",))(max_unpool3d_prim)
