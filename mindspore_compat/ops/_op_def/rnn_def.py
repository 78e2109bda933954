r"""Registry entries of the recurrent-cell primitives (``BasicLSTMCell``, ``DynamicRNN``, ``DynamicGRUV2``), of the
bit-mask dropout pair (``DropoutGenMask``, ``DropoutDoMask``) and of the float-status primitives
(``NPUAllocFloatStatus``, ``NPUGetFloatStatus``, ``NPUClearFloatStatus``) and of the deprecated fused Adafactor
step (``FusedAdaFactor``, ``FusedAdaFactorWithGlobalNorm``). One entry per operator, see
:mod:`mindspore_compat.ops._registry`.

The fused Adafactor step follows MindSpore's CPU kernel. MindSpore 2.10 runs the others on Ascend only (its CPU
build has no kernel for them, only their shape and type inference). Here they run everywhere:

* the dropout mask packs one keep bit per element, eight to a byte, lowest bit first, padded to whole blocks of
  128 elements (16 bytes per block), as MindSpore's inference sizes it. The draws come from this package's
  generator, not from the Ascend one; ``keep_prob`` 1 (all bits set) and 0 (none) give MindSpore's masks exactly.
* the float status is an 8-element float32 buffer. The Ascend register it mirrors is raised by this package's
  overflow checks (the loss-scale train step, ``amp.all_finite``): ``NPUGetFloatStatus`` writes 1 into the first
  element of the buffer when a check found an overflow since the last ``NPUClearFloatStatus`` (so the buffer's
  sum is positive), ``NPUClearFloatStatus`` zeros the buffer and lowers the register.
* the recurrent cells compute their documented gate formulas on MindSpore's weight layouts, in the dtype of the
  inputs (float16 inputs are computed in float32 and rounded back, as a float16 kernel accumulates in float32).
"""
import secrets

import numpy as np
import torch

from ... import _checkparam
from ..._backend import overflow as _overflow
from ...common.tensor import Tensor, _wrap
from .._philox import Philox
from .._registry import op, prim
from .._utils import device as _device
from .conv_pool_def import _doc
from .random_def import _own_generator

__all__ = []

_ASCEND = "``Ascend``"


def _type_text(value):
    """MindSpore's spelling of a non-Tensor argument's type in its 'must be Tensor' messages."""
    if isinstance(value, bool):
        return "Bool"
    if isinstance(value, int):
        return "Int64"
    if isinstance(value, float):
        return "Float32"
    return type(value).__name__


def _tensor(op_name, arg, value):
    if not isinstance(value, Tensor):
        raise TypeError(f"For Primitive[{op_name}], the type of input argument[{arg}] must be Tensor but got "
                        f"{_type_text(value)}.")
    return value._t


def _dtype_in(op_name, arg, t, allowed):
    """`allowed`: MindSpore dtype names (``"Float16"`` ...), checked against the torch dtype of `t`."""
    name = str(_wrap(t).dtype)
    if name not in allowed:
        listed = ", ".join(f"Tensor[{a}]" for a in sorted(allowed))
        raise TypeError(f"For primitive[{op_name}], the input argument[{arg}] must be a type of {{{listed}}}, but "
                        f"got Tensor[{name}].")
    return t


# ----- DropoutGenMask / DropoutDoMask --------------------------------------------------------------------------------
def _seed_attrs(p):
    for n in ("Seed0", "Seed1"):
        v = getattr(p, n)
        if not isinstance(v, int) or isinstance(v, bool):
            raise TypeError(f"For 'DropoutGenMask', the type of '{n}' should be 'int', but got type "
                            f"'{type(v).__name__}'.")


def _mask_count(shape):
    """Number of elements named by DropoutGenMask's `shape` (a tuple / list of ints or a 1-D int Tensor)."""
    if isinstance(shape, Tensor):
        if shape._t.dtype not in (torch.int32, torch.int64) or shape._t.dim() != 1:
            raise TypeError(f"For 'DropoutGenMask', the 'shape' Tensor must be a 1-D int32 or int64 Tensor, but got "
                            f"{shape._t.dim()}-D Tensor[{shape.dtype}].")
        dims = [int(v) for v in shape._t.tolist()]
    elif isinstance(shape, (tuple, list)):
        dims = []
        for d in shape:
            if not isinstance(d, int) or isinstance(d, bool):
                raise RuntimeError(f"Cast failed, original value: {d}, type: {type(d).__name__}")
            dims.append(d)
    else:
        raise TypeError(f"For Primitive[DropoutGenMask], the type of input argument[inputs] must be Tensor but got "
                        f"{_type_text(shape)}.")
    count = 1
    for i, d in enumerate(dims):
        if d <= 0:
            raise RuntimeError(f"For 'DropoutGenMask', each dim of 'shape' must be greater than 0, but got "
                               f"shape[{i}]: {d}.")
        count *= d
    return count


def _keep_value(op_name, keep_prob, tensor_types):
    if isinstance(keep_prob, Tensor):
        t = _dtype_in(op_name, "keep prob" if op_name == "DropoutDoMask" else "inputs", keep_prob._t, tensor_types)
        if t.dim() != 0:
            if op_name == "DropoutDoMask":
                raise ValueError(f"'For 'DropoutDoMask', dim of 'keep_prop' must be 0(scalar), but got: {t.dim()}.")
            if t.numel() != 1:
                raise ValueError(f"For '{op_name}', the 'keep_prob' must hold one value, but got shape "
                                 f"{tuple(t.shape)}.")
        value = float(t.reshape(()))
    elif op_name == "DropoutDoMask" and isinstance(keep_prob, float):
        value = keep_prob
    elif op_name == "DropoutDoMask":
        if isinstance(keep_prob, (int, bool)):
            raise TypeError(f"For 'DropoutDoMask', the type of 'keep_prop' must be float && KernelTensorValue, but "
                            f"got: {keep_prob}.")
        raise TypeError(f"For 'DropoutDoMask', the type of 'keep_prop' must be float or tensor, but got: "
                        f"{keep_prob}.")
    else:
        raise TypeError(f"For Primitive[{op_name}], the type of input argument[inputs] must be Tensor but got "
                        f"{_type_text(keep_prob)}.")
    if not 0.0 <= value <= 1.0:
        raise ValueError(f"For '{op_name}', the 'keep_prop' must in the range [0, 1], but got: {value}.")
    return value


_BITS = torch.tensor([1, 2, 4, 8, 16, 32, 64, 128], dtype=torch.uint8)


def _pack(keep):
    """Bool vector (length a multiple of 8) -> uint8 bytes, element i in bit i % 8 of byte i // 8."""
    return (keep.reshape(-1, 8).to(torch.uint8) * _BITS.to(keep.device)).sum(1, dtype=torch.uint8)


def _unpack(mask, count):
    return ((mask.reshape(-1, 1) & _BITS.to(mask.device)) != 0).reshape(-1)[:count]


_GEN_MASK_DOC = _doc(
    "Draws the keep mask of a dropout: each of the elements of a tensor of shape `shape` is kept with probability\n"
    "    `keep_prob`, and the keep flags are packed one bit per element into a uint8 vector.\n\n"
    "    The flags are packed eight to a byte, element i in bit ``i % 8`` (the lowest bit first) of byte ``i // 8``;\n"
    "    the vector is padded to whole blocks of 128 elements, so its length is ``16 * ceil(n / 128)`` for `n`\n"
    "    elements. :class:`mindspore.ops.DropoutDoMask` applies such a mask. Deprecated since MindSpore 1.5: use\n"
    "    :class:`mindspore.ops.Dropout`.",
    ["Seed0 (int): First seed of the operator's own random generator. Default: ``0``.",
     "Seed1 (int): Second seed; with both seeds 0 the global generator draws. Default: ``0``."],
    ["**shape** (tuple[int]) - The shape of the tensor the mask is for; every dimension positive.",
     "**keep_prob** (Tensor) - 0-D float16, float32 or bfloat16 tensor, the keep probability, in [0, 1]."],
    "Tensor of uint8, 1-D, of length ``16 * ceil(n / 128)``.",
    ["TypeError: If `Seed0` or `Seed1` is not an int.",
     "TypeError: If `keep_prob` is not a Tensor of the dtypes above.",
     "RuntimeError: If a dimension of `shape` is not positive.",
     "ValueError: If `keep_prob` is outside [0, 1]."],
    ["mask = ops.DropoutGenMask()((3, 50), Tensor(1.0, mindspore.float32))",
     "print(mask.shape, mask.dtype, mask[0])"],
    "(32,) UInt8 255", platforms=_ASCEND)


def dropout_gen_mask(shape, keep_prob, generator=None):
    """The implementation of :class:`mindspore.ops.DropoutGenMask`."""
    count = _mask_count(shape)
    p = _keep_value("DropoutGenMask", keep_prob, ("BFloat16", "Float16", "Float32"))
    padded = -(-count // 128) * 128
    if p >= 1.0:
        return _wrap(torch.full((padded // 8,), 255, dtype=torch.uint8, device=_device()))
    if p <= 0.0:
        return _wrap(torch.zeros((padded // 8,), dtype=torch.uint8, device=_device()))
    keep = torch.rand(padded, generator=generator).to(_device()) < p
    return _wrap(_pack(keep))


op("DropoutGenMask", "nn", functional=False,
   primitive=prim("DropoutGenMask", "(self, Seed0=0, Seed1=0)", "(self, shape, keep_prob)", doc=_GEN_MASK_DOC,
                  check=_seed_attrs, state=_own_generator("Seed0", "Seed1"), rename={"Seed0": None, "Seed1": None}),
   cases=())(dropout_gen_mask)


_DO_MASK_DOC = _doc(
    "Applies a packed dropout mask: the elements of `input_x` whose bit is set in `mask` are divided by\n"
    "    `keep_prob`, the others become 0.\n\n"
    "    Element i of `input_x` (in row-major order) reads bit ``i % 8`` of byte ``i // 8`` of `mask`, the layout\n"
    "    :class:`mindspore.ops.DropoutGenMask` writes. Deprecated since MindSpore 1.5: use\n"
    "    :class:`mindspore.ops.Dropout`.",
    [],
    ["**input_x** (Tensor) - A float16, float32 or int32 tensor.",
     "**mask** (Tensor) - 1-D uint8 tensor with at least one bit per element of `input_x`.",
     "**keep_prob** (Union[Tensor, float]) - The keep probability in [0, 1]: a float or a 0-D float16, float32,\n"
     "          float64 or bfloat16 tensor."],
    "Tensor, same shape and dtype as `input_x`.",
    ["TypeError: If `input_x` or `mask` is not a Tensor, or their dtypes are not as above.",
     "TypeError: If `keep_prob` is neither a float nor a float Tensor.",
     "ValueError: If `mask` is not 1-D or holds fewer bits than `input_x` has elements.",
     "ValueError: If `keep_prob` is not 0-D or is outside [0, 1]."],
    ["x = Tensor(np.array([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]), mindspore.float32)",
     "mask = Tensor(np.array([0b101101] + [0] * 15), mindspore.uint8)",
     "print(ops.DropoutDoMask()(x, mask, 0.5))"],
    "[[ 2.  0.  6.]\n [ 8.  0. 12.]]", platforms=_ASCEND)


def dropout_do_mask(input_x, mask, keep_prob):
    """The implementation of :class:`mindspore.ops.DropoutDoMask`."""
    x = _tensor("DropoutDoMask", "inputs", input_x)
    m = _tensor("DropoutDoMask", "inputs", mask)
    count = x.numel()
    if m.dim() != 1:
        raise ValueError(f"For 'DropoutDoMask', the input 'mask' must be 1-D, but got: {m.dim()}-D.")
    if count > m.shape[0] * 8:
        raise ValueError(f"For 'DropoutDoMask', the input 'mask' must be less than or equal to match input, but got "
                         f"'input_x' shape: {tuple(x.shape)}, 'mask' shape: ({m.shape[0]}).")
    p = _keep_value("DropoutDoMask", keep_prob, ("BFloat16", "Float16", "Float32", "Float64"))
    _dtype_in("DropoutDoMask", "inputs", m, ("UInt8",))
    _dtype_in("DropoutDoMask", "inputs", x, ("Float16", "Float32", "Int32"))
    keep = _unpack(m, count).reshape(x.shape)
    if p == 0.0:
        return _wrap(torch.zeros_like(x))
    work = x.float() if x.dtype != torch.float32 else x
    out = torch.where(keep, work / p, work.new_zeros(()))
    return _wrap(out.to(x.dtype))


op("DropoutDoMask", "nn", functional=False,
   primitive=prim("DropoutDoMask", "(self)", "(self, input_x, mask, keep_prob)", doc=_DO_MASK_DOC),
   cases=())(dropout_do_mask)


# ----- NPUAllocFloatStatus / NPUGetFloatStatus / NPUClearFloatStatus -------------------------------------------------
_ALLOC_DOC = _doc(
    "Makes a fresh float-status buffer: an 8-element float32 tensor of zeros, for\n"
    "    :class:`mindspore.ops.NPUGetFloatStatus` and :class:`mindspore.ops.NPUClearFloatStatus` to fill. Deprecated:\n"
    "    use :class:`mindspore.nn.TrainOneStepWithLossScaleCell` or :func:`mindspore.amp.all_finite`.",
    [], [], "Tensor of float32, of shape :math:`(8,)`.", ["None."],
    ["print(ops.NPUAllocFloatStatus()())"], "[0. 0. 0. 0. 0. 0. 0. 0.]", platforms=_ASCEND)


def npu_alloc_float_status():
    """The implementation of :class:`mindspore.ops.NPUAllocFloatStatus`."""
    return _wrap(torch.zeros(8, dtype=torch.float32, device=_device()))


op("NPUAllocFloatStatus", "math", functional=False,
   primitive=prim("NPUAllocFloatStatus", "(self)", "(self)", doc=_ALLOC_DOC), cases=())(npu_alloc_float_status)


def _status_buffer(op_name, x):
    if not isinstance(x, Tensor):
        raise TypeError(f"The primitive[{op_name}]'s input arguments[input_x] must be all tensor and those type must "
                        f"be same. But got input argument[input_x]:{type(x).__name__}")
    t = _dtype_in(op_name, "input_x", x._t, ("Float16", "Float32"))
    if t.dim() != 1:
        raise ValueError(f"Input_x must be a 1-dimensional tensor, but got {t.dim()}-dimensional tensor.")
    if t.shape[0] != 8:
        raise ValueError(f"The first dimension of input_x must be 8, but got {t.shape[0]}")
    return t


_STATUS_INPUT = ("**x** (Tensor) - The buffer made by :class:`mindspore.ops.NPUAllocFloatStatus`: a float16 or "
                 "float32\n          tensor of shape :math:`(8,)`. It is updated in place.")
_STATUS_RAISES = ["TypeError: If `x` is not a Tensor, or not float16 or float32.",
                  "ValueError: If `x` is not 1-D of length 8."]

_GET_DOC = _doc(
    "Copies the overflow register into the float-status buffer `x` and returns the buffer.\n\n"
    "    The register is raised by the overflow checks (the loss-scale train step, :func:`mindspore.amp.all_finite`)\n"
    "    and lowered by :class:`mindspore.ops.NPUClearFloatStatus`. When it is raised, the first element of the\n"
    "    buffer becomes 1 and the others 0, so the sum of the buffer is positive; otherwise the buffer is all zeros.\n"
    "    Deprecated: use :class:`mindspore.nn.TrainOneStepWithLossScaleCell` or :func:`mindspore.amp.all_finite`.",
    [], [_STATUS_INPUT], "Tensor, same shape and dtype as `x`, the updated buffer.", _STATUS_RAISES,
    ["status = ops.NPUAllocFloatStatus()()",
     "status = ops.NPUClearFloatStatus()(status)",
     "print(ops.NPUGetFloatStatus()(status).sum())"],
    "0.0", platforms=_ASCEND)


def npu_get_float_status(x):
    """The implementation of :class:`mindspore.ops.NPUGetFloatStatus`."""
    t = _status_buffer("NPUGetFloatStatus", x)
    flag = _overflow.float_status()
    t.data.zero_()
    if flag is not None:
        t.data[0] = flag.to(device=t.device, dtype=t.dtype)
    return _wrap(t.detach().clone())


op("NPUGetFloatStatus", "math", functional=False,
   primitive=prim("NPUGetFloatStatus", "(self)", "(self, x)", doc=_GET_DOC), cases=())(npu_get_float_status)


_CLEAR_DOC = _doc(
    "Lowers the overflow register and zeros the float-status buffer `x`.\n\n"
    "    See :class:`mindspore.ops.NPUGetFloatStatus`. Deprecated: use\n"
    "    :class:`mindspore.nn.TrainOneStepWithLossScaleCell` or :func:`mindspore.amp.all_finite`.",
    [], [_STATUS_INPUT], "Tensor, same shape and dtype as `x`, all zeros.", _STATUS_RAISES,
    ["status = ops.NPUAllocFloatStatus()()",
     "print(ops.NPUClearFloatStatus()(status))"],
    "[0. 0. 0. 0. 0. 0. 0. 0.]", platforms=_ASCEND)


def npu_clear_float_status(x):
    """The implementation of :class:`mindspore.ops.NPUClearFloatStatus`."""
    t = _status_buffer("NPUClearFloatStatus", x)
    _overflow.clear_float_status()
    t.data.zero_()
    return _wrap(t.detach().clone())


op("NPUClearFloatStatus", "math", functional=False,
   primitive=prim("NPUClearFloatStatus", "(self)", "(self, x)", doc=_CLEAR_DOC), cases=())(npu_clear_float_status)


# ----- recurrent cells -----------------------------------------------------------------------------------------------
def _attr_checks(op_name, spec):
    """`check` of a recurrent primitive: `spec` lists ``(attribute, kind, extra)`` in MindSpore's order, where kind
    is ``float`` / ``int`` / ``bool`` / ``str`` / ``"unit"`` (a float in [0, 1]) / ``"nonneg"`` (an int >= 0) /
    ``"true"`` (a bool that must be True); `extra` lists the allowed strings."""
    def check(p):
        for name, kind, extra in spec:
            v = getattr(p, name)
            if kind == "nonneg":
                _checkparam.check_non_negative_int(v, name, op_name)
                continue
            typ = {"unit": float, "true": bool}.get(kind, kind)
            _checkparam.check_value_type(name, v, [typ], op_name)
            if kind == "unit" and not 0.0 <= v <= 1.0:
                head = f"For '{op_name}', the" if op_name == "BasicLSTMCell" else "The"
                raise ValueError(f"{head} '{name}' must be in range of [0.0, 1.0], but got {v} with type 'float'.")
            if kind == "true" and v is not True:
                raise ValueError(f"For '{op_name}', the '{name}' should be = the supported value: True, but got {v}.")
            if extra:
                _checkparam.check_string(v, list(extra), name, op_name)
    return check


def _same_type(op_name, tensors):
    if len({t.dtype for t in tensors}) > 1:
        raise TypeError(f"For primitive[{op_name}], the input type must be same.")


def _rank_is(op_name, text, t, n):
    if t.dim() != n:
        raise ValueError(f"For primitive[{op_name}], the {text} must be equal to {n}, but got {t.dim()}.")


def _work(t):
    """float16 / bfloat16 inputs are computed in float32, float32 and float64 in their own dtype."""
    return t.float() if t.dtype in (torch.float16, torch.bfloat16) else t


_LSTM_OUTPUTS = ("y", "output_h", "output_c", "i", "j", "f", "o", "tanhct")


def _lstm_step(x, h, c, w, b, forget_bias, cell_clip):
    """One LSTM step on MindSpore's layout: ``[x, h] @ w + b`` split into the gates i, j, f, o (in this order)."""
    gates = torch.cat((x, h), -1) @ w + b
    gi, gj, gf, go = gates.chunk(4, -1)
    i, j, f, o = torch.sigmoid(gi), torch.tanh(gj), torch.sigmoid(gf + forget_bias), torch.sigmoid(go)
    c = f * c + i * j
    if cell_clip > 0:
        c = c.clamp(-cell_clip, cell_clip)
    tanhc = torch.tanh(c)
    return o * tanhc, c, i, j, f, o, tanhc


_BASIC_LSTM_DOC = _doc(
    r"""One step of a long short-term memory cell, on the weight layout of :class:`mindspore.ops.DynamicRNN`.

    With :math:`g = [x, h] W + b` split into four blocks of `hidden_size` columns, the gates i, j, f, o in this
    order:

    .. math::
        \begin{array}{ll}
            i_t = \sigma(g_i), \quad j_t = \tanh(g_j), \quad f_t = \sigma(g_f + forget\_bias),
            \quad o_t = \sigma(g_o) \\
            c_t = f_t * c + i_t * j_t, \quad h_t = o_t * \tanh(c_t)
        \end{array}

    Deprecated in MindSpore: use :class:`mindspore.ops.DynamicRNN`. `keep_prob` and `state_is_tuple` are checked
    and kept as attributes; the step applies no dropout.""",
    ["keep_prob (float): Keep probability, in [0, 1]. Default: ``1.0``.",
     "forget_bias (float): Added to the forget gate before its sigmoid. Default: ``1.0``.",
     "state_is_tuple (bool): Kept as an attribute. Default: ``True``.",
     "activation (str): The cell activation; only ``'tanh'``. Default: ``'tanh'``."],
    ["**x** (Tensor) - Input of shape :math:`(batch, input\\_size)`, float16 or float32.",
     "**h** (Tensor) - Hidden state of shape :math:`(batch, hidden\\_size)`, float16 or float32.",
     "**c** (Tensor) - Cell state of shape :math:`(batch, hidden\\_size)`, float16 or float32.",
     "**w** (Tensor) - Weight of shape :math:`(input\\_size + hidden\\_size, 4 \\times hidden\\_size)`, float16 or "
     "float32.",
     "**b** (Tensor) - Bias of shape :math:`(4 \\times hidden\\_size,)`, of the dtype of `c`."],
    "Tuple of 7 Tensors of shape :math:`(batch, hidden\\_size)`: `ct`, `ht` (float16), `it`, `jt`, `ft`, `ot` "
    "and `tanhct`; all but `ht` have the dtype of `c`.",
    ["TypeError: If an attribute has the wrong type, or an input is not a float16 / float32 Tensor.",
     "TypeError: If `b` and `c` differ in dtype.",
     "ValueError: If `keep_prob` is outside [0, 1], `activation` is not 'tanh', or the shapes do not match."],
    ["x = Tensor(np.full((1, 2), 0.5), mindspore.float32)",
     "h = Tensor(np.zeros((1, 1)), mindspore.float32)",
     "w = Tensor(np.full((3, 4), 0.25), mindspore.float32)",
     "b = Tensor(np.zeros(4), mindspore.float32)",
     "ct, ht, it, jt, ft, ot, tanhct = ops.BasicLSTMCell()(x, h, h, w, b)",
     "print(ct, ht.dtype)"],
    "[[0.13768752]] Float16", platforms="Deprecated")


def basic_lstm_cell(x, h, c, w, b, forget_bias=1.0):
    """The implementation of :class:`mindspore.ops.BasicLSTMCell`."""
    name = "BasicLSTMCell"
    ts = [_tensor(name, a, v) for a, v in zip(("x", "h", "c", "w", "b"), (x, h, c, w, b))]
    tx, th, tc, tw, tb = ts
    for text, t, n in (("x rank", tx, 2), ("h rank", th, 2), ("c rank", tc, 2), ("w rank", tw, 2), ("b rank", tb, 1)):
        if t.dim() != n:
            raise ValueError(f"For '{name}', the '{text}' should be = {n}, but got {t.dim()}.")
    hid = th.shape[1]
    for a, va, bname, vb in (("x_shape[0]", tx.shape[0], "h_shape[0]", th.shape[0]),
                             ("c_shape[0]", tc.shape[0], "h_shape[0]", th.shape[0]),
                             ("c_shape[1]", tc.shape[1], "h_shape[1]", hid),
                             ("w_shape[1]", tw.shape[1], "4*h_shape[1]", 4 * hid),
                             ("w_shape[0]", tw.shape[0], "x_shape[1]+h_shape[1]", tx.shape[1] + hid),
                             ("b_shape[0]", tb.shape[0], "4*h_shape[1]", 4 * hid)):
        if va != vb:
            raise ValueError(f"For '{name}', the '{a}' should be = {bname}: {vb}, but got {va}.")
    for a, t in (("x_dtype", tx), ("h_dtype", th), ("w_dtype", tw)):
        _dtype_in(name, a, t, ("Float16", "Float32"))
    if tc.dtype != tb.dtype:
        raise TypeError(f"For '{name}', the type of 'b_dtype' should be same as 'c_dtype', but got 'c_dtype' with "
                        f"type Tensor[{_wrap(tc).dtype}] and 'b_dtype' with type Tensor[{_wrap(tb).dtype}].")
    _dtype_in(name, "c_dtype", tc, ("Float16", "Float32"))
    wx, wh, wc, ww, wb = (_work(t).to(torch.float64 if tc.dtype == torch.float64 else torch.float32) for t in ts)
    ht, ct, i, j, f, o, tanhc = _lstm_step(wx, wh, wc, ww, wb, forget_bias, -1.0)
    out = [ct, ht, i, j, f, o, tanhc]
    return tuple(_wrap(v.to(torch.float16 if k == 1 else tc.dtype)) for k, v in enumerate(out))


op("BasicLSTMCell", "nn", functional=False,
   primitive=prim("BasicLSTMCell", "(self, keep_prob=1.0, forget_bias=1.0, state_is_tuple=True, activation='tanh')",
                  "(self, x, h, c, w, b)", doc=_BASIC_LSTM_DOC,
                  check=_attr_checks("BasicLSTMCell", (("keep_prob", "unit", ()), ("forget_bias", float, ()),
                                                       ("state_is_tuple", bool, ()), ("activation", str, ("tanh",)))),
                  rename={"keep_prob": None, "state_is_tuple": None, "activation": None}),
   cases=())(basic_lstm_cell)


_DYNAMIC_RNN_DOC = _doc(
    r"""Runs a long short-term memory layer over a time-major sequence.

    At each step, with :math:`g = [x_t, h_{t-1}] W + b` split into four blocks of `hidden_size` columns, the gates
    i, j, f, o in this order:

    .. math::
        \begin{array}{ll}
            i_t = \sigma(g_i), \quad j_t = \tanh(g_j), \quad f_t = \sigma(g_f + forget\_bias),
            \quad o_t = \sigma(g_o) \\
            c_t = f_t * c_{t-1} + i_t * j_t, \quad h_t = o_t * \tanh(c_t)
        \end{array}

    With `cell_clip` > 0, :math:`c_t` is clipped to [-cell_clip, cell_clip]. A ``mindspore.nn.LSTM`` weight in
    the i, f, g, o order maps to this layout by swapping its second and third blocks and transposing
    :math:`[W_{ih}, W_{hh}]`. `cell_depth`, `use_peephole`, `keep_prob`, `num_proj` and `is_training` are checked
    and kept as attributes; they do not change the result (MindSpore's inference ignores `num_proj` too).""",
    ["cell_type (str): Only ``'LSTM'``. Default: ``'LSTM'``.",
     "direction (str): Only ``'UNIDIRECTIONAL'``. Default: ``'UNIDIRECTIONAL'``.",
     "cell_depth (int): Kept as an attribute. Default: ``1``.",
     "use_peephole (bool): Kept as an attribute. Default: ``False``.",
     "keep_prob (float): Kept as an attribute, in [0, 1]. Default: ``1.0``.",
     "cell_clip (float): Clip bound of the cell state; no clipping when not positive. Default: ``-1.0``.",
     "num_proj (int): Kept as an attribute, >= 0. Default: ``0``.",
     "time_major (bool): Only ``True``: `x` is :math:`(num\\_step, batch, input\\_size)`. Default: ``True``.",
     "activation (str): Only ``'tanh'``. Default: ``'tanh'``.",
     "forget_bias (float): Added to the forget gate before its sigmoid. Default: ``0.0``.",
     "is_training (bool): Kept as an attribute. Default: ``True``."],
    ["**x** (Tensor) - float16 input of shape :math:`(num\\_step, batch, input\\_size)`.",
     "**w** (Tensor) - float16 weight of shape :math:`(input\\_size + hidden\\_size, 4 \\times hidden\\_size)`.",
     "**b** (Tensor) - float16 bias of shape :math:`(4 \\times hidden\\_size,)`.",
     "**seq_length** (Tensor) - Only ``None``.",
     "**init_h** (Tensor) - float16 initial hidden state of shape :math:`(1, batch, hidden\\_size)`.",
     "**init_c** (Tensor) - float16 initial cell state of shape :math:`(1, batch, hidden\\_size)`."],
    "Tuple of 8 float16 Tensors of shape :math:`(num\\_step, batch, hidden\\_size)`: `y` and `output_h` (the "
    "hidden states), `output_c` (the cell states), the gates `i`, `j`, `f`, `o` and `tanhct` "
    ":math:`\\tanh(c_t)`.",
    ["TypeError: If an attribute has the wrong type, or an input is not a float16 Tensor.",
     "ValueError: If an attribute value is not supported, `seq_length` is not None or the shapes do not match."],
    ["x = Tensor(np.full((2, 1, 2), 0.5), mindspore.float16)",
     "w = Tensor(np.full((3, 4), 0.25), mindspore.float16)",
     "b = Tensor(np.zeros(4), mindspore.float16)",
     "h0 = Tensor(np.zeros((1, 1, 1)), mindspore.float16)",
     "y, h, c, i, j, f, o, tanhc = ops.DynamicRNN()(x, w, b, None, h0, h0)",
     "print(y.shape, y.dtype)"],
    "(2, 1, 1) Float16", platforms=_ASCEND)


def dynamic_rnn(x, w, b, seq_length, init_h, init_c, forget_bias=0.0, cell_clip=-1.0):
    """The implementation of :class:`mindspore.ops.DynamicRNN`."""
    name = "DynamicRNN"
    tx, tw, tb = (_tensor(name, a, v) for a, v in (("x", x), ("w", w), ("b", b)))
    if seq_length is not None:
        raise ValueError(f"For '{name}' seq is not None, please check seq's type")
    th, tc = _tensor(name, "init_h", init_h), _tensor(name, "init_c", init_c)
    _rank_is(name, "x_shape", tx, 3)
    steps, batch, size = tx.shape
    _rank_is(name, "w_shape", tw, 2)
    _rank_is(name, "b_shape", tb, 1)
    _rank_is(name, "h_shape", th, 3)
    _rank_is(name, "c_shape", tc, 3)
    hid = tw.shape[1] // 4
    if tw.shape[0] != size + hid:
        raise ValueError(f"For '{name}', w_shape[0] should equal to input_size + hidden_size, but gets "
                         f"{tw.shape[0]}.")
    if tb.shape[0] != tw.shape[1]:
        raise ValueError(f"For '{name}', b_shape[0] should equal to w_shape[1], but gets {tb.shape[0]}.")
    for text, t in (("h_shape", th), ("c_shape", tc)):
        for k, want in ((0, 1), (1, batch), (2, hid)):
            if t.shape[k] != want:
                raise ValueError(f"For primitive[{name}], the {text}[{k}] must be equal to {want}, but got "
                                 f"{t.shape[k]}.")
    _dtype_in(name, "b", tb, ("Float16",))
    _same_type(name, (tx, tw, th, tc))
    _dtype_in(name, "x", tx, ("Float16",))
    wx, ww, wb, h, c = (t.float() for t in (tx, tw, tb, th[0], tc[0]))
    outs = {k: [] for k in _LSTM_OUTPUTS}
    for s in range(steps):
        h, c, i, j, f, o, tanhc = _lstm_step(wx[s], h, c, ww, wb, forget_bias, cell_clip)
        for k, v in zip(_LSTM_OUTPUTS, (h, h, c, i, j, f, o, tanhc)):
            outs[k].append(v)
    return tuple(_wrap(torch.stack(outs[k]).to(torch.float16)) for k in _LSTM_OUTPUTS)


op("DynamicRNN", "nn", functional=False,
   primitive=prim("DynamicRNN", "(self, cell_type='LSTM', direction='UNIDIRECTIONAL', cell_depth=1, "
                  "use_peephole=False, keep_prob=1.0, cell_clip=-1.0, num_proj=0, time_major=True, activation='tanh', "
                  "forget_bias=0.0, is_training=True)", "(self, x, w, b, seq_length, init_h, init_c)",
                  doc=_DYNAMIC_RNN_DOC,
                  check=_attr_checks("DynamicRNN", (
                      ("forget_bias", float, ()), ("cell_depth", int, ()), ("keep_prob", "unit", ()),
                      ("cell_clip", float, ()), ("num_proj", "nonneg", ()), ("use_peephole", bool, ()),
                      ("time_major", "true", ()), ("is_training", bool, ()), ("cell_type", str, ("LSTM",)),
                      ("direction", str, ("UNIDIRECTIONAL",)), ("activation", str, ("tanh",)))),
                  rename={"cell_type": None, "direction": None, "cell_depth": None, "use_peephole": None,
                          "keep_prob": None, "num_proj": None, "time_major": None, "activation": None,
                          "is_training": None}),
   cases=())(dynamic_rnn)


_GRU_DOC = _doc(
    r"""Runs a gated recurrent unit layer over a time-major sequence.

    At each step, with the input and hidden projections :math:`a = x_t W_i + b_i` and :math:`e = h_{t-1} W_h + b_h`
    split into three blocks of `hidden_size` columns (the reset r, update z and candidate n blocks, ordered as
    `gate_order` says):

    .. math::
        \begin{array}{ll}
            r_t = \sigma(a_r + e_r), \quad z_t = \sigma(a_z + e_z) \\
            n_t = \tanh(a_n + r_t * e_n) \\
            h_t = (1 - z_t) * n_t + z_t * h_{t-1}
        \end{array}

    With `reset_after` False the reset gate is applied before the hidden projection instead:
    :math:`n_t = \tanh(a_n + (r_t * h_{t-1}) W_{hn} + b_{hn})`. A missing bias counts as zeros.
    `cell_depth`, `keep_prob`, `cell_clip`, `time_major` and `is_training` are checked and kept as attributes;
    they do not change the result (MindSpore's inference reads `x` as time-major whatever `time_major` says). With
    `num_proj` > 0, `y` keeps the first ``min(hidden_size, num_proj)`` features of the hidden state (there is no
    projection weight among the inputs).""",
    ["direction (str): Only ``'UNIDIRECTIONAL'``. Default: ``'UNIDIRECTIONAL'``.",
     "cell_depth (int): Kept as an attribute. Default: ``1``.",
     "keep_prob (float): Kept as an attribute. Default: ``1.0``.",
     "cell_clip (float): Kept as an attribute. Default: ``-1.0``.",
     "num_proj (int): Width of `y` when positive (see above), >= 0. Default: ``0``.",
     "time_major (bool): Kept as an attribute. Default: ``True``.",
     "activation (str): Only ``'tanh'``. Default: ``'tanh'``.",
     "gate_order (str): Block order of the weights and biases, ``'rzh'`` or ``'zrh'``. Default: ``'rzh'``.",
     "reset_after (bool): Apply the reset gate after the hidden projection. Default: ``True``.",
     "is_training (bool): Kept as an attribute. Default: ``True``."],
    ["**x** (Tensor) - float16 input of shape :math:`(num\\_step, batch, input\\_size)`.",
     "**weight_input** (Tensor) - float16 weight of shape :math:`(input\\_size, 3 \\times hidden\\_size)`.",
     "**weight_hidden** (Tensor) - float16 weight of shape :math:`(hidden\\_size, 3 \\times hidden\\_size)`.",
     "**bias_input** (Tensor) - Bias of shape :math:`(3 \\times hidden\\_size,)` or None, of the dtype of "
     "`init_h`.",
     "**bias_hidden** (Tensor) - Bias of shape :math:`(3 \\times hidden\\_size,)` or None, of the dtype of "
     "`init_h`.",
     "**seq_length** (Tensor) - Only ``None``.",
     "**init_h** (Tensor) - Initial hidden state of shape :math:`(batch, hidden\\_size)`, float16 or float32."],
    "Tuple of 6 Tensors of shape :math:`(num\\_step, batch, hidden\\_size)` (`y` narrower with `num_proj`), of "
    "the dtype of the biases (of `init_h` without biases): `y`, `output_h` (the hidden states), `update` (z), "
    "`reset` (r), `new` (n) and `hidden_new` (the hidden projection :math:`e_n` the reset gate multiplies).",
    ["TypeError: If an attribute has the wrong type, or an input is not a Tensor of the dtypes above.",
     "ValueError: If an attribute value is not supported, `seq_length` is not None or the shapes do not match."],
    ["x = Tensor(np.full((2, 1, 2), 0.5), mindspore.float16)",
     "wi = Tensor(np.full((2, 3), 0.25), mindspore.float16)",
     "wh = Tensor(np.full((1, 3), 0.25), mindspore.float16)",
     "h0 = Tensor(np.zeros((1, 1)), mindspore.float32)",
     "y, h, z, r, n, e = ops.DynamicGRUV2()(x, wi, wh, None, None, None, h0)",
     "print(y.shape, y.dtype)"],
    "(2, 1, 1) Float32", platforms=_ASCEND)


def _gru_shape(name, arg, t, want):
    if tuple(t.shape) != tuple(want):
        raise ValueError(f"The primitive[{name}]'s input arguments {arg} shape should equal to {tuple(want)}, but "
                         f"get the real shape {tuple(t.shape)}.")


def dynamic_gru_v2(x, weight_input, weight_hidden, bias_input, bias_hidden, seq_length, init_h, num_proj=0,
                   gate_order="rzh", reset_after=True):
    """The implementation of :class:`mindspore.ops.DynamicGRUV2`."""
    name = "DynamicGRUV2"
    tx, twi, twh = (_tensor(name, a, v) for a, v in (("x", x), ("weight_input", weight_input),
                                                      ("weight_hidden", weight_hidden)))
    th = _tensor(name, "init_h", init_h)
    bi = None if bias_input is None else _tensor(name, "bias_input", bias_input)
    bh = None if bias_hidden is None else _tensor(name, "bias_hidden", bias_hidden)
    _rank_is(name, "x shape rank", tx, 3)
    _rank_is(name, "weight input shape rank", twi, 2)
    _rank_is(name, "weight hidden shape rank", twh, 2)
    _rank_is(name, "h shape rank", th, 2)
    steps, batch, size = tx.shape
    hid = twh.shape[0]
    _gru_shape(name, "weight input", twi, (size, 3 * hid))
    _gru_shape(name, "weight hidden", twh, (hid, 3 * hid))
    _gru_shape(name, "init h", th, (batch, hid))
    for arg, t in (("bias input", bi), ("bias hidden", bh)):
        if t is not None:
            _gru_shape(name, arg, t, (3 * hid,))
    if seq_length is not None:
        raise ValueError(f"For '{name}', the dimension of 'seq_length' must be None, but got "
                         f"{tuple(_tensor(name, 'seq_length', seq_length).shape)}.")
    _same_type(name, (tx, twi, twh))
    _dtype_in(name, "x", tx, ("Float16",))
    _same_type(name, [th] + [t for t in (bi, bh) if t is not None])
    _dtype_in(name, "init_h", th, ("Float16", "Float32"))
    out_dtype = th.dtype
    zero = torch.zeros(3 * hid, dtype=torch.float32, device=tx.device)
    wx, wi, wh, h = (t.float() for t in (tx, twi, twh, th))
    b_i = zero if bi is None else bi.float()
    b_h = zero if bh is None else bh.float()
    order = {"rzh": (0, 1, 2), "zrh": (1, 0, 2)}[gate_order]

    def blocks(v):
        parts = v.chunk(3, -1)
        return tuple(parts[k] for k in order)  # r, z, n

    wh_r, wh_z, wh_n = blocks(wh)
    bh_r, bh_z, bh_n = blocks(b_h)
    keys = ("output_h", "update", "reset", "new", "hidden_new")
    outs = {k: [] for k in keys}
    for s in range(steps):
        a_r, a_z, a_n = blocks(wx[s] @ wi + b_i)
        r = torch.sigmoid(a_r + h @ wh_r + bh_r)
        z = torch.sigmoid(a_z + h @ wh_z + bh_z)
        e_n = (h @ wh_n + bh_n) if reset_after else ((r * h) @ wh_n + bh_n)
        n = torch.tanh(a_n + r * e_n) if reset_after else torch.tanh(a_n + e_n)
        h = (1 - z) * n + z * h
        for k, v in zip(keys, (h, z, r, n, e_n)):
            outs[k].append(v)
    res = {k: torch.stack(v).to(out_dtype) for k, v in outs.items()}
    y = res["output_h"][..., :min(hid, num_proj)] if num_proj > 0 else res["output_h"]
    return (_wrap(y.clone()),) + tuple(_wrap(res[k]) for k in keys)


op("DynamicGRUV2", "nn", functional=False,
   primitive=prim("DynamicGRUV2", "(self, direction='UNIDIRECTIONAL', cell_depth=1, keep_prob=1.0, cell_clip=-1.0, "
                  "num_proj=0, time_major=True, activation='tanh', gate_order='rzh', reset_after=True, "
                  "is_training=True)", "(self, x, weight_input, weight_hidden, bias_input, bias_hidden, seq_length, "
                  "init_h)", doc=_GRU_DOC,
                  check=_attr_checks("DynamicGRUV2", (
                      ("cell_depth", int, ()), ("keep_prob", float, ()), ("cell_clip", float, ()),
                      ("num_proj", "nonneg", ()), ("time_major", bool, ()), ("is_training", bool, ()),
                      ("direction", str, ("UNIDIRECTIONAL",)), ("activation", str, ("tanh",)),
                      ("gate_order", str, ("zrh", "rzh")), ("reset_after", bool, ()))),
                  rename={"direction": None, "cell_depth": None, "keep_prob": None, "cell_clip": None,
                          "time_major": None, "activation": None, "is_training": None}),
   cases=())(dynamic_gru_v2)


# ----- FusedAdaFactor / FusedAdaFactorWithGlobalNorm -----------------------------------------------------------------
_ADA_EPS = 1e-30


def _ada_scalar(arg, value, count=1):
    """A hyper-parameter as float32 values: a Tensor, a number, or (for `epsilon`) a pair."""
    if isinstance(value, Tensor):
        t = value._t.detach().float().reshape(-1)
    elif isinstance(value, (tuple, list)) and all(isinstance(v, (int, float)) and not isinstance(v, bool)
                                                  for v in value):
        t = torch.tensor(value, dtype=torch.float32)
    elif isinstance(value, (int, float)) and not isinstance(value, bool):
        t = torch.tensor([value], dtype=torch.float32)
    else:
        raise TypeError(f"For 'FusedAdaFactor', the '{arg}' must be a Tensor or a number, but got "
                        f"{type(value).__name__}.")
    if t.numel() != count:
        raise ValueError(f"For 'FusedAdaFactor', the '{arg}' must hold {count} float32 value(s), but got "
                         f"{t.numel()}.")
    return t


def _ada_state(arg, value, shape=None):
    if not isinstance(value, Tensor):
        raise TypeError(f"For 'FusedAdaFactor', the '{arg}' must be a Tensor, but got {type(value).__name__}.")
    t = _dtype_in("FusedAdaFactor", arg, value._t, ("Float16", "Float32"))
    if shape is not None and tuple(t.shape) != tuple(shape):
        raise ValueError(f"For 'FusedAdaFactor', the shape of '{arg}' must be {tuple(shape)}, but got "
                         f"{tuple(t.shape)}.")
    return t


def _rms(t):
    return torch.sqrt((t * t).sum() / t.numel())


def fused_ada_factor(epsilon, clip_threshold, beta1, beta2, weight_decay, learning_rate, gradient, param, exp_avg,
                     exp_avg_sq_row, exp_avg_sq_col, exp_avg_sq, global_norm=None, enable_scale_parameter=False,
                     enable_first_moment=False, enable_weight_decay=False):
    """The implementation of :class:`mindspore.ops.FusedAdaFactor` and
    :class:`mindspore.ops.FusedAdaFactorWithGlobalNorm` (with `global_norm`)."""
    name = "FusedAdaFactorWithGlobalNorm" if global_norm is not None else "FusedAdaFactor"
    eps = _ada_scalar("epsilon", epsilon, 2)
    clip, b1, b2, wd, lr = (_ada_scalar(a, v)[0] for a, v in (("clip_threshold", clip_threshold), ("beta1", beta1),
                                                               ("beta2", beta2), ("weight_decay", weight_decay),
                                                               ("learning_rate", learning_rate)))
    p = _ada_state("param", param)
    g = _ada_state("gradient", gradient, p.shape)
    if p.numel() == 0:
        raise ValueError(f"For '{name}', the elem num of 'param' can not be zero.")
    factored = p.dim() >= 2
    m = _ada_state("exp_avg", exp_avg, p.shape if enable_first_moment else None)
    row = _ada_state("exp_avg_sq_row", exp_avg_sq_row, p.shape[:-1] if factored else None)
    col = _ada_state("exp_avg_sq_col", exp_avg_sq_col, p.shape[:-2] + p.shape[-1:] if factored else None)
    sq = _ada_state("exp_avg_sq", exp_avg_sq, None if factored else p.shape)
    if float(clip) <= 0:
        raise RuntimeError(f"For '{name}', clip threshold {float(clip):g} is invalid. ")
    if float(b2) < 0:
        raise RuntimeError(f"For '{name}', beta2t {float(b2):g} is invalid. ")
    scale = 1.0
    if global_norm is not None:
        norm = float(_ada_scalar("global_norm", global_norm)[0])
        scale = 1.0 if norm < _ADA_EPS else 1.0 / norm
    dt = p.dtype
    grad = g.detach().float() * scale
    sq_grad = grad * grad + eps[0]
    if factored:
        new_row = (row.detach().float() * b2 + sq_grad.mean(-1) * (1 - b2)).to(row.dtype)
        row.data.copy_(new_row)
        row_f = new_row.float()
        r_factor = torch.sqrt(row_f / row_f.mean(-1, keepdim=True).clamp_min(_ADA_EPS))
        new_col = (col.detach().float() * b2 + sq_grad.mean(-2) * (1 - b2)).clamp_min(_ADA_EPS)
        col.data.copy_(new_col.to(col.dtype))
        denom = (r_factor.unsqueeze(-1) * torch.sqrt(new_col).unsqueeze(-2)).clamp_min(_ADA_EPS)
        update = grad / denom
    else:
        new_sq = (sq.detach().float() * b2 + sq_grad * (1 - b2)).clamp_min(_ADA_EPS)
        sq.data.copy_(new_sq.to(sq.dtype))
        update = grad / torch.sqrt(new_sq)
    pf = p.detach().float()
    if enable_scale_parameter:
        lr = lr * torch.maximum(eps[1], _rms(pf))
    update = update * (lr / torch.clamp_min(_rms(update) / clip, 1.0))
    if enable_first_moment:
        update = m.detach().float() * b1 + update * (1 - b1)
        m.data.copy_(update.to(m.dtype))
    if enable_weight_decay:
        update = update + pf * wd * lr
    p.data.copy_((pf - update).to(dt))
    return (_wrap(torch.zeros(p.shape, dtype=dt)),)


_ADA_ARGS = ["enable_scale_parameter (bool): Scale the learning rate by ``max(epsilon[1], RMS(param))``. "
             "Default: ``False``.",
             "enable_first_moment (bool): Smooth the update with `beta1` into `exp_avg`. Default: ``False``.",
             "enable_weight_decay (bool): Subtract ``param * weight_decay * learning_rate`` too. Default: ``False``."]
_ADA_INPUTS = [
    "**epsilon** (Tensor) - Two float32 values: the floor added to the squared gradient and the floor of the "
    "parameter RMS.",
    "**clip_threshold** (Tensor) - float32 scalar, positive: the RMS above which the update is scaled down.",
    "**beta1** (Tensor) - float32 scalar, the decay of `exp_avg`.",
    "**beta2** (Tensor) - float32 scalar, not negative: the decay of the second-moment statistics.",
    "**weight_decay** (Tensor) - float32 scalar.",
    "**learning_rate** (Tensor) - float32 scalar.",
    "**gradient** (Tensor) - float16 or float32, the shape of `param`.",
    "**param** (Parameter) - float16 or float32; updated in place.",
    "**exp_avg** (Parameter) - First moment, the shape of `param` (read with `enable_first_moment`).",
    "**exp_avg_sq_row** (Parameter) - Row statistic of shape ``param.shape[:-1]`` (for `param` of rank >= 2).",
    "**exp_avg_sq_col** (Parameter) - Column statistic of shape ``param.shape[:-2] + param.shape[-1:]``.",
    "**exp_avg_sq** (Parameter) - Second moment of a 1-D `param`, its shape."]
_ADA_RAISES = ["TypeError: If a flag is not a bool, or an input has the wrong type.",
               "ValueError: If a state's shape does not fit `param`.",
               "RuntimeError: If `clip_threshold` is not positive or `beta2` is negative."]
_ADA_SUMMARY = r"""One Adafactor step, in place on `param` and its statistics, as MindSpore's CPU kernel computes it.

    In float32, with :math:`u = g^2 + \epsilon_1`: for `param` of rank >= 2 the row statistic
    :math:`R \leftarrow \beta_2 R + (1 - \beta_2)\,\mathrm{mean}_{-1}(u)` and the column statistic
    :math:`C \leftarrow \max(\beta_2 C + (1 - \beta_2)\,\mathrm{mean}_{-2}(u), 10^{-30})` give the update
    :math:`g / \max(\sqrt{R / \mathrm{mean}_{-1}(R)}\sqrt{C}, 10^{-30})`; a 1-D `param` keeps the full second moment
    :math:`V \leftarrow \max(\beta_2 V + (1 - \beta_2) u, 10^{-30})` and the update is :math:`g / \sqrt{V}`. The
    update is multiplied by :math:`lr / \max(\mathrm{RMS}(update) / clip\_threshold, 1)`, smoothed into `exp_avg`
    when `enable_first_moment`, and subtracted from `param` (with the weight decay term when
    `enable_weight_decay`)."""

_ADA_DOC = _doc(
    _ADA_SUMMARY + "\n\n    Deprecated in MindSpore 2.8: use :class:`mindspore.nn.AdaFactor`.",
    _ADA_ARGS, _ADA_INPUTS, "Tuple of 1 Tensor: zeros of the shape and dtype of `param`.", _ADA_RAISES,
    ["from mindspore import Parameter",
     "param = Parameter(Tensor(np.array([[1.0, 2.0], [3.0, 4.0]]), mindspore.float32), name=\"param\")",
     "m = Parameter(Tensor(np.zeros((2, 2)), mindspore.float32), name=\"m\")",
     "row = Parameter(Tensor(np.zeros(2), mindspore.float32), name=\"row\")",
     "col = Parameter(Tensor(np.zeros(2), mindspore.float32), name=\"col\")",
     "grad = Tensor(np.array([[0.5, -1.0], [1.5, 2.0]]), mindspore.float32)",
     "hyper = [Tensor(v, mindspore.float32) for v in ([1e-30, 1e-3], 1.0, 0.9, 0.8, 0.0, 0.1)]",
     "out = ops.FusedAdaFactor()(*hyper, grad, param, m, row, col, m)",
     "print(param.asnumpy())"],
    "[[0.920943  2.1118033]\n [2.893934  3.9      ]]", platforms="Deprecated")

_ADA_GN_DOC = _doc(
    "The step of :class:`mindspore.ops.FusedAdaFactor` on the gradient divided by `global_norm` (left undivided\n"
    "    when `global_norm` is below 1e-30).",
    _ADA_ARGS, _ADA_INPUTS + ["**global_norm** (Tensor) - float32 scalar."],
    "Tuple of 1 Tensor: zeros of the shape and dtype of `param`.", _ADA_RAISES,
    ["from mindspore import Parameter",
     "param = Parameter(Tensor(np.array([1.0, 2.0]), mindspore.float32), name=\"param\")",
     "sq = Parameter(Tensor(np.zeros(2), mindspore.float32), name=\"sq\")",
     "grad = Tensor(np.array([0.5, -1.0]), mindspore.float32)",
     "hyper = [Tensor(v, mindspore.float32) for v in ([1e-30, 1e-3], 1.0, 0.9, 0.8, 0.0, 0.1)]",
     "out = ops.FusedAdaFactorWithGlobalNorm()(*hyper, grad, param, sq, sq, sq, sq, Tensor(2.0, mindspore.float32))",
     "print(param.asnumpy())"],
    "[0.9 2.1]", platforms="Deprecated")

_ADA_CHECK = _attr_checks("FusedAdaFactor", (("enable_scale_parameter", bool, ()), ("enable_first_moment", bool, ()),
                                             ("enable_weight_decay", bool, ())))
_ADA_INIT = "(self, enable_scale_parameter=False, enable_first_moment=False, enable_weight_decay=False)"
_ADA_CALL = ("(self, epsilon, clip_threshold, beta1, beta2, weight_decay, learning_rate, gradient, param, exp_avg, "
             "exp_avg_sq_row, exp_avg_sq_col, exp_avg_sq")

op("FusedAdaFactor", "nn", functional=False,
   primitive=prim("FusedAdaFactor", _ADA_INIT, _ADA_CALL + ")", doc=_ADA_DOC, check=_ADA_CHECK,
                  fixed={"global_norm": None}),
   cases=())(fused_ada_factor)


def _fused_ada_factor_gn(epsilon, clip_threshold, beta1, beta2, weight_decay, learning_rate, gradient, param, exp_avg,
                         exp_avg_sq_row, exp_avg_sq_col, exp_avg_sq, global_norm, enable_scale_parameter=False,
                         enable_first_moment=False, enable_weight_decay=False):
    return fused_ada_factor(epsilon, clip_threshold, beta1, beta2, weight_decay, learning_rate, gradient, param,
                            exp_avg, exp_avg_sq_row, exp_avg_sq_col, exp_avg_sq, global_norm, enable_scale_parameter,
                            enable_first_moment, enable_weight_decay)


op("FusedAdaFactorWithGlobalNorm", "nn", functional=False,
   primitive=prim("FusedAdaFactorWithGlobalNorm", _ADA_INIT, _ADA_CALL + ", global_norm)", doc=_ADA_GN_DOC,
                  check=_ADA_CHECK),
   cases=())(_fused_ada_factor_gn)


# ----- SampleDistortedBoundingBoxV2 ----------------------------------------------------------------------------------
_SDBB = "SampleDistortedBoundingBoxV2"
_F32 = np.float32


def _sdbb_attrs(p):
    for n in ("seed", "seed2"):
        v = getattr(p, n)
        if not isinstance(v, int) or isinstance(v, bool):
            raise TypeError(f"For '{_SDBB}', the type of '{n}' must be 'int', but got '{type(v).__name__}'.")
    _checkparam.check_positive_int(p.max_attempts, "max_attempts", _SDBB)
    if not isinstance(p.use_image_if_no_bounding_boxes, bool):
        raise TypeError(f"For '{_SDBB}', the 'use_image_if_no_bounding_boxes' must be a bool, but got "
                        f"{type(p.use_image_if_no_bounding_boxes).__name__}.")


def _pair(name, value, positive_only, at_most_one):
    vals = list(value) if isinstance(value, (tuple, list)) else []
    if len(vals) != 2:
        raise RuntimeError(f"For '{_SDBB}', the '{name}' must hold 2 values, but got {value}.")
    if vals[0] <= 0 or vals[1] <= 0:
        raise RuntimeError(f"For '{_SDBB}', the '{name}' must be positive, but got {value}.")
    if at_most_one and (vals[0] > 1 or vals[1] > 1):
        raise RuntimeError(f"For '{_SDBB}', the '{name}' must be less than or equal to 1.0, but got {value}.")
    return _F32(vals[0]), _F32(vals[1])


def _lrint(v):
    return int(np.rint(_F32(v)))


def _random_crop(gen, width, height, min_rel, max_rel, ratio):
    """One attempt of the kernel's crop draw: (x, y, w, h) or None."""
    if max_rel <= 0 or ratio <= 0 or min_rel > max_rel:
        return None
    min_area = _F32(min_rel * _F32(width)) * _F32(height)
    max_area = _F32(max_rel * _F32(width)) * _F32(height)
    h = _lrint(np.sqrt(_F32(min_area / ratio)))
    max_h = _lrint(np.sqrt(_F32(max_area / ratio)))
    if _lrint(_F32(max_h) * ratio) > width:
        adjusted = int(_F32(_F32(width + _F32(0.5) - _F32(1e-7)) / ratio))
        if _lrint(_F32(adjusted) * ratio) > width:
            adjusted -= 1
        max_h = adjusted
    max_h = min(max_h, height)
    h = min(h, max_h)
    if h < max_h:
        h += gen.uniform(max_h - h + 1)
    w = _lrint(_F32(h) * ratio)
    area = _F32(w) * _F32(h)
    if area < min_area:
        h += 1
    elif area > max_area:
        h -= 1
    if area < min_area or area > max_area:
        w = _lrint(_F32(h) * ratio)
        area = _F32(w) * _F32(h)
    if area < min_area or area > max_area or w > width or h > height or w <= 0 or h <= 0:
        return None
    x = gen.uniform(width - w) if w < width else 0
    y = gen.uniform(height - h) if h < height else 0
    return x, y, w, h


def _covers(crop, minimum, boxes):
    x0, y0, x1, y1 = crop
    if (x1 - x0) * (y1 - y0) < 1:
        return False
    for bx0, by0, bx1, by1 in boxes:
        obj = (bx1 - bx0) * (by1 - by0)
        if obj < 1:
            continue
        iw, ih = min(x1, bx1) - max(x0, bx0), min(y1, by1) - max(y0, by0)
        inter = iw * ih if iw > 0 and ih > 0 else 0
        if _F32(inter) >= _F32(minimum) * _F32(obj):
            return True
    return False


_SDBB_DOC = _doc(
    "Draws a random crop of an image that covers enough of at least one of the given boxes, as MindSpore's CPU\n"
    "    kernel draws it (the same Philox generator, so seeded draws are MindSpore's).\n\n"
    "    Each attempt draws an aspect ratio in `aspect_ratio_range`, a height giving an area in `area_range` (as a\n"
    "    fraction of the image) and an offset; the first crop that holds at least `min_object_covered` of some box's\n"
    "    area wins. When no attempt succeeds the whole image is returned. A fixed pair of seeds gives the same crop at\n"
    "    every call; with both seeds 0 the seeds are drawn from the system at each call.",
    ["seed (int): First seed. Default: ``0``.",
     "seed2 (int): Second seed. Default: ``0``.",
     "aspect_ratio_range (Union[list(float), tuple(float)]): Range of width / height of the crop. Default: "
     "``(0.75, 1.33)``.",
     "area_range (Union[list(float), tuple(float)]): Range of the crop area as a fraction of the image, within "
     "(0, 1]. Default: ``(0.05, 1.0)``.",
     "max_attempts (int): Number of draws before giving up. Default: ``100``.",
     "use_image_if_no_bounding_boxes (bool): With no box given, use the whole image as the box. Default: "
     "``False``."],
    ["**image_size** (Tensor) - 1-D ``[height, width, channels]``, of dtype uint8, int8, int16, int32 or int64.",
     "**bounding_boxes** (Tensor) - float32 boxes of shape :math:`(batch, N, 4)`, each "
     "``[y_min, x_min, y_max, x_max]`` in [0, 1].",
     "**min_object_covered** (Tensor) - float32 tensor of shape :math:`(1,)` in [0, 1]."],
    "Tuple of 3 Tensors: `begin` ``[y, x, 0]`` and `size` ``[height, width, -1]`` of the crop (the dtype of "
    "`image_size`), and `bboxes`, the crop as a float32 box of shape :math:`(1, 1, 4)`.",
    [f"TypeError: If `seed` or `seed2` is not an int, `max_attempts` is not an int or "
     f"`use_image_if_no_bounding_boxes` is not a bool, or an input has the wrong dtype.",
     "ValueError: If `max_attempts` is not positive, an input has the wrong shape, or no box is given without "
     "`use_image_if_no_bounding_boxes`.",
     "RuntimeError: If the image size is not positive, `min_object_covered` or a box coordinate is outside [0, 1], "
     "a box has its minimum above its maximum, or a range attribute is invalid."],
    ["op = ops.SampleDistortedBoundingBoxV2(seed=1, seed2=1, aspect_ratio_range=(0.9, 1.1), area_range=(0.1, 0.9))",
     "image_size = Tensor([640, 480, 3], mindspore.int32)",
     "boxes = Tensor([[[0.38, 0.17, 0.95, 0.40]]], mindspore.float32)",
     "begin, size, bboxes = op(image_size, boxes, Tensor([0.1], mindspore.float32))",
     "print(begin, size)"],
    "[70 18  0] [502 457  -1]", platforms="``Ascend`` ``CPU``")

_IMAGE_SIZE_TYPES = ("Int16", "Int32", "Int64", "Int8", "UInt8")


def sample_distorted_bounding_box_v2(image_size, bounding_boxes, min_object_covered, seed=0, seed2=0,
                                     aspect_ratio_range=(0.75, 1.33), area_range=(0.05, 1.0), max_attempts=100,
                                     use_image_if_no_bounding_boxes=False):
    """The implementation of :class:`mindspore.ops.SampleDistortedBoundingBoxV2`."""
    size_t = _dtype_in(_SDBB, "image_size", _tensor(_SDBB, "image_size", image_size), _IMAGE_SIZE_TYPES)
    boxes_t = _dtype_in(_SDBB, "bounding_boxes", _tensor(_SDBB, "bounding_boxes", bounding_boxes), ("Float32",))
    cover_t = _dtype_in(_SDBB, "min_object_covered", _tensor(_SDBB, "min_object_covered", min_object_covered),
                        ("Float32",))
    if size_t.dim() != 1:
        raise ValueError(f"For primitive[{_SDBB}], the image_size dimension must be equal to 1, but got "
                         f"{size_t.dim()}.")
    if size_t.shape[0] != 3:
        raise ValueError(f"For primitive[{_SDBB}], the image_size elements must be equal to 3, but got "
                         f"{size_t.shape[0]}.")
    if boxes_t.dim() != 3:
        raise ValueError(f"For primitive[{_SDBB}], the bounding_boxes dimension must be equal to 3, but got "
                         f"{boxes_t.dim()}.")
    if boxes_t.shape[2] != 4:
        raise ValueError(f"For primitive[{_SDBB}], the elements of each bounding box in bounding_boxes must be equal "
                         f"to 4, but got {boxes_t.shape[2]}.")
    if cover_t.dim() != 1:
        raise ValueError(f"For primitive[{_SDBB}], the min_object_covered dimension must be equal to 1, but got "
                         f"{cover_t.dim()}.")
    if boxes_t.numel() == 0 and not use_image_if_no_bounding_boxes:
        raise ValueError(f"For '{_SDBB}', batch or N in bounding_boxes whose shape is [batch, N, 4] equals 0, which "
                         f"means no bounding boxes provided as input. Set use_image_if_no_bounding_boxes=True if you "
                         f"wish to not provide any bounding boxes.")
    ratio_lo, ratio_hi = _pair("aspect_ratio_range", aspect_ratio_range, True, False)
    area_lo, area_hi = _pair("area_range", area_range, True, True)
    height, width = (int(v) for v in size_t[:2].tolist())
    if not (height > 0 and width > 0):
        raise RuntimeError(f"For '{_SDBB}', image height and width must be positive, got: [{height}] and [{width}].")
    cover = _F32(cover_t.reshape(-1)[0].item())
    if cover < 0 or cover > 1:
        raise RuntimeError(f"For '{_SDBB}', min_object_covered must be in [0.0, 1.0], got: [{cover:g}].")
    boxes = []
    for y0, x0, y1, x1 in boxes_t.reshape(-1, 4).tolist():
        for v in (y0, x0, y1, x1):
            if v < 0 or v > 1:
                raise RuntimeError(f"For '{_SDBB}', all bounding box coordinates must in [0.0, 1.0], got: "
                                   f"[{_F32(v):g}].")
        if not x0 < x1:
            raise RuntimeError(f"For '{_SDBB}', x_min of bounding box must be less than x_max, got: [{_F32(x0):g}] "
                               f"and [{_F32(x1):g}].")
        if not y0 < y1:
            raise RuntimeError(f"For '{_SDBB}', y_min of bounding box must be less than y_max, got: [{_F32(y0):g}] "
                               f"and [{_F32(y1):g}].")
        boxes.append(tuple(int(_F32(v) * _F32(n)) for v, n in ((x0, width), (y0, height), (x1, width),
                                                                 (y1, height))))
    if not boxes:
        boxes.append((0, 0, width, height))
    if seed == 0 and seed2 == 0:
        seed, seed2 = secrets.randbits(64), secrets.randbits(64)
    gen = Philox(seed, seed2)
    crop = (0, 0, width, height)
    for _ in range(max_attempts):
        ratio = _F32(_F32(gen.rand_float()) * _F32(ratio_hi - ratio_lo)) + ratio_lo
        got = _random_crop(gen, width, height, area_lo, area_hi, ratio)
        if got is not None:
            x, y, w, h = got
            if _covers((x, y, x + w, y + h), cover, boxes):
                crop = (x, y, x + w, y + h)
                break
    x0, y0, x1, y1 = crop
    begin = torch.tensor([y0, x0, 0], dtype=torch.int64).to(size_t.dtype)
    size = torch.tensor([y1 - y0, x1 - x0, -1], dtype=torch.int64).to(size_t.dtype)
    bbox = torch.tensor([[[_F32(y0) / _F32(height), _F32(x0) / _F32(width), _F32(y1) / _F32(height),
                           _F32(x1) / _F32(width)]]], dtype=torch.float32)
    return _wrap(begin), _wrap(size), _wrap(bbox)


op(_SDBB, "array", functional=False,
   primitive=prim(_SDBB, "(self, seed=0, seed2=0, aspect_ratio_range=(0.75, 1.33), area_range=(0.05, 1.0), "
                  "max_attempts=100, use_image_if_no_bounding_boxes=False)",
                  "(self, image_size, bounding_boxes, min_object_covered)", doc=_SDBB_DOC, check=_sdbb_attrs),
   cases=())(sample_distorted_bounding_box_v2)


# ----- GroupTopk -----------------------------------------------------------------------------------------------------
_GROUP_TOPK_DOC = _doc(
    "Keeps, for each token, the experts of its `k` best groups and zeros the others, in place on `token`.\n\n"
    "    The last dimension of `token` (the experts) is split into `group_num` equal groups. A group's score is the\n"
    "    sum of its `k_inner` largest values (computed in float32); the `k` groups of highest score are kept (a tie\n"
    "    keeps the lower group index) and every expert of the other groups is set to 0.",
    [],
    ["**token** (Tensor) - float16 or bfloat16 scores of shape :math:`(N, E)` or :math:`(B, N, E)`, with at most\n"
     "          1024 experts; updated in place.",
     "**idx_arr** (Tensor) - 1-D int32 index helper ``[0, 1, 2, ...]`` with at least `E` entries (1024 is usual).",
     "**group_num** (int) - Number of groups, dividing `E`.",
     "**k** (int) - Number of groups kept, in [1, group_num].",
     "**k_inner** (int) - Number of largest values summed into a group's score. Default: ``1``."],
    "Tensor, `token` itself after the update.",
    ["TypeError: If `token` or `idx_arr` is not a Tensor of the dtypes above.",
     "ValueError: If `token` is not 2-D or 3-D.",
     "RuntimeError: If the sizes break the constraints above."],
    ["token = Tensor(np.array([[0.1, 0.9, 0.3, 0.2, 0.8, 0.4]]), mindspore.float16)",
     "idx = Tensor(np.arange(1024), mindspore.int32)",
     "print(ops.GroupTopk()(token, idx, 3, 1))"],
    "[[0.1 0.9 0.  0.  0.  0. ]]", platforms=_ASCEND)


def _int_scalar(op_name, arg, value):
    """An int argument given as a Python int or a one-element integer Tensor."""
    if isinstance(value, Tensor) and value._t.numel() == 1 and not value._t.is_floating_point():
        return int(value._t.reshape(()))
    if not isinstance(value, int) or isinstance(value, bool):
        raise TypeError(f"For '{op_name}', the '{arg}' must be an int, but got {type(value).__name__}.")
    return value


def group_topk(token, idx_arr, group_num, k, k_inner=1):
    """The implementation of :class:`mindspore.ops.GroupTopk`."""
    name = "GroupTopk"
    tok, idx = _tensor(name, "token", token), _tensor(name, "idx_arr", idx_arr)
    if tok.dtype not in (torch.float16, torch.bfloat16) or idx.dtype != torch.int32:
        raise TypeError(f"The primitive[{name}]'s input arguments[token, idxArr], invalid type list: "
                        f"{{{token.dtype},{idx_arr.dtype}}}")
    if tok.dim() not in (2, 3):
        raise ValueError(f"For primitive[{name}], the dim of token must be in [2,3], but got {tok.dim()}.")
    group_num, k, k_inner = (_int_scalar(name, a, v) for a, v in (("group_num", group_num), ("k", k),
                                                                   ("k_inner", k_inner)))
    expert = tok.shape[-1]
    if idx.dim() != 1:
        raise ValueError(f"For primitive[{name}], the dim of idx_arr must be 1, but got {idx.dim()}.")
    if not 1 <= k <= group_num <= expert:
        raise RuntimeError(f"For '{name}', should be k <= group_num < expert, but k={k}, group_num={group_num}, "
                           f"expert={expert}")
    if expert > idx.shape[0]:
        raise RuntimeError(f"For '{name}', should be expert <= idx_arr.size, but expert={expert}, "
                           f"idx_arr.size={idx.shape[0]}")
    if expert % group_num:
        raise RuntimeError(f"For '{name}', the number of experts should be divisible by the number of groups, but "
                           f"expert={expert}, group_num={group_num}")
    per_group = expert // group_num
    if not 1 <= k_inner <= per_group:
        raise RuntimeError(f"For '{name}', the 'k_inner' must be in [1, {per_group}], but got {k_inner}.")
    groups = tok.detach().reshape(-1, group_num, per_group)
    scores = groups.float().topk(k_inner, -1).values.sum(-1)
    order = torch.argsort(-scores, dim=-1, stable=True)
    drop = torch.zeros_like(scores, dtype=torch.bool).scatter_(1, order[:, k:], True)
    tok.data.copy_(groups.masked_fill(drop.unsqueeze(-1), 0).reshape(tok.shape))
    return token


op("GroupTopk", "nn", functional=False,
   primitive=prim("GroupTopk", "(self)", "(self, token, idx_arr, group_num, k, k_inner=1)", doc=_GROUP_TOPK_DOC),
   cases=())(group_topk)
