"""Python shape / dtype / value rules of the primitives MindSpore derives from ``PrimitiveWithInfer`` or
``PrimitiveWithCheck``.

In MindSpore these primitives carry ``infer_shape`` / ``infer_dtype`` / ``infer_value`` (or ``check_shape`` /
``check_dtype``) methods that its graph compiler calls with the inputs' shapes (lists of ints), types
(``mindspore.TensorType(...)`` for tensors, plain dtypes for scalars) and constant values. Here the primitives run
eagerly through torch, but the methods are public API, so each rule is written once below as a small base class
and every definition of the primitive (a registry view, a factory-made class or a hand-written class) derives
from it through :func:`prim_base`. The error types and texts follow MindSpore 2.10's checks.
"""
import logging

import numpy as np

from ..common import dtype as mstype
from ..common.tensor import Tensor
from ..communication import management as _management
from .primitive import Primitive, PrimitiveWithCheck, PrimitiveWithInfer

__all__ = []

_logger = logging.getLogger("mindspore")

#: primitive name -> the base class holding its rules
RULES = {}

_F16_F32 = [mstype.float16, mstype.float32]
_INT_TYPES = list(mstype.int_type)
# MindSpore's number_type also lists its 8-bit float formats
_NUMBER_TYPES = list(mstype.number_type) + [mstype.float8_e4m3fn, mstype.float8_e5m2, mstype.hifloat8]
_COLLECTIVE_TYPES = [mstype.int8, mstype.int32, mstype.float16, mstype.float32, mstype.bfloat16]
_DTYPE_NOTE = (".The supported data types depend on the hardware that executes the operator, for more details, "
               "please refer to the MindSpore official website to get more information about the data type.")
_RELATIONS = {"==": ("=", lambda a, b: a == b), "<=": ("<=", lambda a, b: a <= b),
              ">": (">", lambda a, b: a > b), ">=": (">=", lambda a, b: a >= b)}


def prim_base(name):
    """The class a primitive called `name` derives from: its rule class when it has one, else ``Primitive``."""
    return RULES.get(name, Primitive)


def _rules_for(*names):
    def deco(cls):
        for name in names:
            RULES[name] = cls
        return cls
    return deco


# ----- checks, with MindSpore's wording ------------------------------------------------------------------------------
def _int_relation(value, bound, rel, arg_name, prim_name):
    """An int compared with a bound (``check_int`` / ``check_equal_int`` / ``check_positive_int``)."""
    sign, holds = _RELATIONS[rel]
    if not holds(value, bound):
        raise ValueError(f"For '{prim_name}', the '{arg_name}' must be int and must {sign} {bound}, but got "
                         f"'{value}' with type '{type(value).__name__}'.")
    return value


def _relation(arg_name, arg_value, value_name, value, rel, prim_name):
    """Two values compared (``validator.check``): an argument name without spaces is quoted."""
    sign, holds = _RELATIONS[rel]
    if not holds(arg_value, value):
        subject = f"For '{prim_name}', the " + (arg_name if " " in arg_name else f"'{arg_name}'")
        raise ValueError(f"{subject} should be {sign} {value_name}: {value}, but got {arg_value}.")
    return arg_value


def _is_tensor_type(t):
    return isinstance(t, mstype.TensorType)


def _matches(type_, template):
    if _is_tensor_type(template):
        wanted = template.element_type()
        return _is_tensor_type(type_) and (wanted is None or type_.element_type() == wanted)
    return type_ == template


def _subclass(arg_name, type_, templates, prim_name):
    """`type_` must be one of `templates` (``mindspore.TensorType`` templates match tensor types only)."""
    if not any(_matches(type_, t) for t in templates):
        got = f"type '{type(type_).__name__}'" if isinstance(type_, (tuple, list)) else str(type_)
        which = "one of " if len(templates) > 1 else ""
        raise TypeError(f"For '{prim_name}', the element of '{arg_name}' must be {which}"
                        f"{', '.join(str(t) for t in templates)}, but got {got}{_DTYPE_NOTE}")


def _tensor_dtype(arg_name, type_, valid, prim_name):
    _subclass(arg_name, type_, [mstype.TensorType(t) for t in valid], prim_name)


def _tensors_same(args, valid, prim_name):
    """Every entry of `args` a tensor type of `valid`, all of one type."""
    templates = [mstype.TensorType(t) for t in valid]
    items = list(args.items())
    for name, type_ in items:
        _subclass(name, type_, templates, prim_name)
    first_name, first = items[0]
    for name, type_ in items[1:]:
        if type_ != first:
            raise TypeError(f"For '{prim_name}', the type of '{name}' should be same as '{first_name}', but got "
                            f"'{first_name}' with type {first} and '{name}' with type {type_}.")


def _scalars_or_tensors_same(args, valid, prim_name, allow_mix=False):
    """Element types within `valid` and equal; a tensor type and a scalar type mix only with `allow_mix`."""
    items = list(args.items())
    for name, type_ in items:
        elem = type_.element_type() if _is_tensor_type(type_) else type_
        if elem not in valid:
            raise TypeError(f"For '{prim_name}', the type of '{name}' must be in {valid}, but got {elem}.")
    first_name, first = items[0]
    for name, type_ in items[1:]:
        a, b, mixed = first, type_, False
        if _is_tensor_type(a) and _is_tensor_type(b):
            a, b = a.element_type(), b.element_type()
        elif _is_tensor_type(a) or _is_tensor_type(b):
            if allow_mix:
                a = a.element_type() if _is_tensor_type(a) else a
                b = b.element_type() if _is_tensor_type(b) else b
            else:
                mixed = True
        if mixed or a != b:
            raise TypeError(f"For '{prim_name}', the type of '{name}' must be same as '{first_name}', but got "
                            f"'{first_name}' with type {a} and '{name}' with type {b}.")


def _value_type(arg_name, value, valid, prim_name):
    names = [t.__name__ for t in valid]
    bad = (isinstance(value, bool) and bool not in valid) or not isinstance(value, tuple(valid))
    if bad:
        wanted = f"one of '{names}'" if len(names) > 1 else f"'{names[0]}'"
        raise TypeError(f"For '{prim_name}', the type of '{arg_name}' should be {wanted}, but got type "
                        f"'{type(value).__name__}'.")
    return value


def _broadcast_shape(x_shape, y_shape, prim_name):
    """The broadcast of two shapes (``-1``: unknown dimension, ``[-2]``: unknown rank)."""
    if x_shape == y_shape:
        return x_shape
    if list(x_shape) == [-2] or list(y_shape) == [-2]:
        return [-2]
    n = min(len(x_shape), len(y_shape))
    back = []
    for i in range(-n, 0):
        a, b = x_shape[i], y_shape[i]
        if a == 1:
            back.append(b)
        elif b == 1 or a == b:
            back.append(a)
        elif (a == -1 and abs(b) != 1) or (b == -1 and abs(a) != 1):
            back.append(max(a, b))
        elif -1 in (a, b):
            back.append(-1)
        else:
            raise ValueError(f"For '{prim_name}', x.shape and y.shape need to broadcast. The value of x.shape[{i}] "
                             f"or y.shape[{i}] must be 1 or -1 when they are not the same, but got x.shape = "
                             f"{x_shape} and y.shape = {y_shape}.")
    longer = x_shape if len(x_shape) > len(y_shape) else y_shape
    return list(longer[:len(longer) - n]) + back


def _math_binary_dtype(x_dtype, y_dtype, prim_name):
    _tensors_same({"x": x_dtype, "y": y_dtype}, _NUMBER_TYPES, prim_name)
    return x_dtype


# ----- communication ---------------------------------------------------------------------------------------------
@_rules_for("AllGather")
class _AllGatherRules(PrimitiveWithInfer):
    def infer_shape(self, x_shape):
        """Output shape: the first axis times the group size (kept when unknown)."""
        _int_relation(len(x_shape), 0, ">", "x shape", self.name)
        out = list(x_shape)
        if out[0] > 0:
            out[0] = out[0] * self.rank_size
        return out

    def infer_dtype(self, x_dtype):
        """Output type: the input's, which must be a tensor of a collective-friendly dtype."""
        _tensor_dtype("x", x_dtype, _COLLECTIVE_TYPES, self.name)
        return x_dtype


@_rules_for("Barrier")
class _BarrierRules(PrimitiveWithInfer):
    def infer_shape(self):
        """The placeholder output's shape, ``[1]``."""
        return [1]

    def infer_dtype(self):
        """The placeholder output's type, ``mindspore.float32``."""
        return mstype.float32


@_rules_for("Reduce")
class _ReduceRules(PrimitiveWithInfer):
    def infer_shape(self, x_shape):
        """The input's shape on the destination rank, ``[1]`` on the others."""
        if self.dest_rank == _management.get_rank():
            return x_shape
        return [1]

    def infer_dtype(self, x_dtype):
        """Output type: the input's."""
        return x_dtype


@_rules_for("Send")
class _SendRules(PrimitiveWithInfer):
    def infer_shape(self, x_shape):
        """Output shape: the input's (also recorded as the ``shape`` attribute)."""
        self.add_prim_attr("shape", x_shape)
        return x_shape

    def infer_dtype(self, x_dtype):
        """Output type: the input's."""
        return x_dtype


@_rules_for("Receive")
class _ReceiveRules(PrimitiveWithInfer):
    def infer_shape(self, x_shape=None):
        """The ``shape`` given at construction."""
        return self.get_attr_dict()["shape"]

    def infer_dtype(self, x_dtype=None):
        """The ``dtype`` given at construction."""
        return self.get_attr_dict()["dtype"]


# ----- debugging and Python-side primitives ----------------------------------------------------------------------
@_rules_for("Assert")
class _AssertRules(PrimitiveWithInfer):
    def infer_shape(self, condition, inputs):
        """``[1]``; the condition must be a scalar or hold one element."""
        _int_relation(len(condition), 1, "<=", "condition's rank", self.name)
        if len(condition) == 1:
            _int_relation(condition[0], 1, "==", "condition[0]", self.name)
        return [1]

    def infer_dtype(self, condition, inputs):
        """``mindspore.int32``; the condition must be bool and every input a tensor."""
        _scalars_or_tensors_same({"condition": condition}, [mstype.bool_], self.name)
        for dtype in inputs:
            _subclass("input", dtype, [mstype.tensor_type], self.name)
        return mstype.int32


@_rules_for("HookBackward")
class _HookBackwardRules(PrimitiveWithInfer):
    def infer_shape(self, *inputs_shape):
        """The inputs' shapes (the single shape for one input)."""
        return inputs_shape[0] if len(inputs_shape) == 1 else inputs_shape

    def infer_dtype(self, *inputs_type):
        """The inputs' types (the single type for one input); every input must be a tensor."""
        for dtype in inputs_type:
            _subclass("input", dtype, [mstype.tensor_type], self.name)
        return inputs_type[0] if len(inputs_type) == 1 else inputs_type


_PYFUNC_EMPTY = ("The function output are empty tuple. Add a placeholder instead. Do not use it as it could be any "
                 "uninitialized data.")


@_rules_for("PyFunc")
class _PyFuncRules(PrimitiveWithInfer):
    def infer_shape(self, *args):
        """The declared ``out_shapes`` (``((1,),)`` with a warning when none are declared)."""
        if self.out_shapes:
            return tuple(self.out_shapes)
        _logger.warning(_PYFUNC_EMPTY)
        return ((1,),)

    def infer_dtype(self, *args):
        """Tensor types of the declared ``out_types`` (a tensor of int32 with a warning when none are declared)."""
        if self.out_shapes:
            return tuple(mstype.TensorType(t) for t in self.out_types)
        _logger.warning(_PYFUNC_EMPTY)
        return (mstype.TensorType(mstype.int32),)


# ----- arrays ----------------------------------------------------------------------------------------------------
@_rules_for("BatchToSpace")
class _BatchToSpaceRules(PrimitiveWithInfer):
    def infer_shape(self, x_shape):
        """The 4-D output shape: spatial axes scaled by ``block_size`` less the crops, batch divided by its square."""
        if len(x_shape) != 4:
            raise ValueError(f"The rank of input_x should be = {self.name}: 4, but got {len(x_shape)}.")
        out = list(x_shape)
        for i in range(2):
            grown = out[i + 2] * self.block_size
            _relation("x block shape prod", grown, "crops sum", self.crops[i][0] + self.crops[i][1], ">",
                      self.name)
            out[i + 2] = grown - self.crops[i][0] - self.crops[i][1]
        square = self.block_size * self.block_size
        if out[0] % square != 0:
            raise ValueError(f"For '{self.name}', the shape of output with index 0 must be divided exactly by "
                             f"block_size_prod, but got the shape of output: {out} and block_size_prod: {square}.")
        out[0] //= square
        return out

    def infer_dtype(self, x_dtype):
        """Output type: the input's, a tensor of a number type."""
        _tensor_dtype("input_x", x_dtype, _NUMBER_TYPES, self.name)
        return x_dtype


@_rules_for("DiagPart")
class _DiagPartRules(PrimitiveWithCheck):
    def infer_value(self, x):
        """The diagonal of a constant 2-D tensor (``None`` for other ranks or an unknown input)."""
        if x is None or len(x.shape) != 2:
            return None
        return Tensor(np.diag(x.asnumpy()))


@_rules_for("Fill")
class _FillRules(PrimitiveWithCheck):
    def infer_value(self, dtype, dims, x):
        """A tensor of shape `dims` and type `dtype` filled with `x`, when both are known."""
        if dims is None or x is None or (isinstance(dims, (tuple, list)) and None in dims):
            return None
        if isinstance(dims, Tensor):
            dims = dims.asnumpy()
        if isinstance(x, Tensor):
            x = x.asnumpy()
        return Tensor(np.full(dims, x, mstype.dtype_to_nptype(dtype)), dtype=dtype)


@_rules_for("FillV2")
class _FillV2Rules(PrimitiveWithCheck):
    def infer_value(self, dims, x):
        """A tensor of shape `dims` filled with the 0-D tensor `x`, when `dims` is a known tuple or list."""
        if x is None or dims is None or isinstance(dims, Tensor):
            return None
        if isinstance(dims, (tuple, list)) and None in dims:
            return None
        if 0 in dims:
            return Tensor(np.zeros(tuple(dims), mstype.dtype_to_nptype(x.dtype)), dtype=x.dtype)
        return Tensor(np.full(dims, x.asnumpy()))


@_rules_for("TensorScatterUpdate")
class _TensorScatterUpdateRules(PrimitiveWithInfer):
    def infer_dtype(self, input_x_dtype, indices_dtype, updates_dtype):
        """Output type: `input_x`'s; `indices` int32/int64, `updates` of `input_x`'s type."""
        _tensor_dtype("indices", indices_dtype, [mstype.int32, mstype.int64], self.name)
        _tensors_same({"input_x": input_x_dtype, "updates": updates_dtype}, [mstype.bool_] + _NUMBER_TYPES,
                      self.name)
        return input_x_dtype


@_rules_for("TensorToTuple")
class _TensorToTupleRules(PrimitiveWithCheck):
    def infer_value(self, x):
        """The elements of a constant 1-D tensor as a tuple (``None`` otherwise)."""
        if isinstance(x, Tensor) and x.ndim <= 1:
            return tuple(x.asnumpy().tolist())
        return None


@_rules_for("TupleToArray")
class _TupleToArrayRules(PrimitiveWithInfer):
    def infer_value(self, x):
        """The tuple of numbers `x` as a 1-D tensor (int32 for ints, float32 for floats)."""
        _value_type("x", x, [tuple], self.name)
        _relation("size of x", len(x), "", 0, ">", self.name)
        for i, item in enumerate(x):
            _value_type(f"x[{i}]", item, [_Number], self.name)
        if not all(isinstance(item, type(x[0])) for item in x):
            raise TypeError(f"For '{self.name}', all elements of 'input_x' must be have same type.")
        return Tensor(np.array(x, np.int32 if isinstance(x[0], int) else np.float32))


class _NumberMeta(type):
    def __instancecheck__(cls, obj):
        return isinstance(obj, (int, float, complex, np.number))


class _Number(metaclass=_NumberMeta):
    """Stands for ``numbers.Number`` in messages (``'Number'``)."""


_Number.__name__ = "Number"


# ----- math ------------------------------------------------------------------------------------------------------
class _BinaryRules(PrimitiveWithInfer):
    def infer_shape(self, x_shape, y_shape):
        """The broadcast shape of the two inputs."""
        return _broadcast_shape(x_shape, y_shape, self.name)

    def infer_dtype(self, x_dtype, y_dtype):
        """Output type: the inputs' common number type."""
        return _math_binary_dtype(x_dtype, y_dtype, self.name)


@_rules_for("Mod")
class _ModRules(_BinaryRules):
    def infer_value(self, x, y):
        """The C-style remainder (sign of the dividend) of two constant tensors."""
        if x is None or y is None:
            return None
        return Tensor(np.fmod(x.asnumpy(), y.asnumpy()))


@_rules_for("Sub")
class _SubRules(_BinaryRules):
    def infer_value(self, x, y):
        """The difference of two constant tensors, in `x`'s dtype."""
        if x is None or y is None:
            return None
        a = x.asnumpy()
        return Tensor(np.array(a - y.asnumpy(), a.dtype))


@_rules_for("Xdivy")
class _XdivyRules(Primitive):
    def infer_shape(self, x_shape, y_shape):
        """The broadcast shape of the two inputs."""
        return _broadcast_shape(x_shape, y_shape, self.name)

    def infer_dtype(self, x_dtype, y_dtype):
        """Output type: `x`'s; both float or complex of one type (a scalar may meet a tensor)."""
        valid = [mstype.float16, mstype.float32, mstype.float64, mstype.complex64, mstype.complex128]
        _scalars_or_tensors_same({"x": x_dtype, "y": y_dtype}, valid, self.name, True)
        return x_dtype

    def infer_value(self, x, y):
        """The quotient of two constant tensors, in `x`'s dtype."""
        if x is None or y is None:
            return None
        a = x.asnumpy()
        return Tensor(np.array(a / y.asnumpy(), a.dtype))


# ----- network layers --------------------------------------------------------------------------------------------
@_rules_for("BasicLSTMCell")
class _BasicLSTMCellRules(PrimitiveWithInfer):
    def infer_shape(self, x_shape, h_shape, c_shape, w_shape, b_shape):
        """Seven outputs of the cell state's shape; the inputs must agree on the batch and hidden sizes."""
        for label, shape, rank in (("x rank", x_shape, 2), ("h rank", h_shape, 2), ("c rank", c_shape, 2),
                                   ("w rank", w_shape, 2), ("b rank", b_shape, 1)):
            _int_relation(len(shape), rank, "==", label, self.name)
        batch, hidden = h_shape
        gates = 4 * hidden
        for arg_name, got, value_name, want in (
                ("x_shape[0]", x_shape[0], "h_shape[0]", batch), ("c_shape[0]", c_shape[0], "h_shape[0]", batch),
                ("c_shape[1]", c_shape[1], "h_shape[1]", hidden), ("w_shape[1]", w_shape[1], "4*h_shape[1]", gates),
                ("w_shape[0]", w_shape[0], "x_shape[1]+h_shape[1]", x_shape[1] + hidden),
                ("b_shape[0]", b_shape[0], "4*h_shape[1]", gates)):
            _relation(arg_name, got, value_name, want, "==", self.name)
        return (c_shape,) * 7

    def infer_dtype(self, x_dtype, h_dtype, c_dtype, w_dtype, b_dtype):
        """The cell state's type for every output but the second (plain ``mindspore.float16``)."""
        for arg_name, dtype in (("x_dtype", x_dtype), ("h_dtype", h_dtype), ("w_dtype", w_dtype)):
            _tensor_dtype(arg_name, dtype, _F16_F32, self.name)
        _tensors_same({"c_dtype": c_dtype, "b_dtype": b_dtype}, _F16_F32, self.name)
        return (c_dtype, mstype.float16) + (c_dtype,) * 5


def _height_width(value):
    """The (height, width) pair of an int or of a tuple of two or four ints (validated at construction)."""
    return (value, value) if isinstance(value, int) else tuple(value[-2:])


@_rules_for("DepthwiseConv2dNative")
class _DepthwiseConv2dNativeRules(PrimitiveWithInfer):
    def infer_shape(self, x_shape, w_shape, b_shape=None):
        """``[N, C * channel_multiplier, H_out, W_out]``; records the padding used as ``pad_list``."""
        _int_relation(len(w_shape), 4, "==", "weight rank", self.name)
        _int_relation(len(x_shape), 4, "==", "x rank", self.name)
        _relation("x_shape[1]", x_shape[1], "w_shape[1]", w_shape[1], "==", self.name)
        kernel = _height_width(self.kernel_size)
        _relation("kernel_size", kernel, "w_shape[2:4]", tuple(w_shape[2:4]), "==", self.name)
        if w_shape[0] != 1:
            raise ValueError(f"For '{self.name}', the batch of 'weight' must be 1, but got {w_shape[0]}")
        strides = _height_width(self.stride)
        dilations = _height_width(self.dilation)
        mode = self.pad_mode.lower()
        if mode == "pad":
            pads = (self.pad,) * 4 if isinstance(self.pad, int) else tuple(self.pad)
        else:
            pads = ()
        sizes = []
        for axis in range(2):
            size, k, step, dil = x_shape[2 + axis], kernel[axis], strides[axis], dilations[axis]
            reach = dil * (k - 1) + 1  # the extent the dilated filter covers
            if mode == "valid":
                sizes.append(-(-(size - reach + 1) // step))
                pads += (0, 0)
            elif mode == "same":
                out = -(-size // step)
                need = max(0, (out - 1) * step + reach - size)
                sizes.append(out)
                pads += (need // 2, need - need // 2)
            else:
                sizes.append(1 + (size + pads[2 * axis] + pads[2 * axis + 1] - reach) // step)
        self.add_prim_attr("pad_list", pads)
        return [x_shape[0], self.channel_multiplier * x_shape[1]] + sizes

    def infer_dtype(self, x_dtype, w_dtype, b_dtype=None):
        """The input's type (a tensor of int32 for int8 inputs); `x` and `w` one number type."""
        _tensors_same({"x": x_dtype, "w": w_dtype}, _NUMBER_TYPES, self.name)
        if x_dtype.element_type() == mstype.int8:
            return mstype.TensorType(mstype.int32)
        return x_dtype


@_rules_for("ConfusionMatrix")
class _ConfusionMatrixRules(PrimitiveWithInfer):
    def infer_shape(self, labels, predictions, weights=None):
        """``(num_classes, num_classes)``; 1-D labels, predictions (and weights) of one shape."""
        _relation("labels dimension", len(labels), "", 1, "==", self.name)
        _relation("labels shape", labels, "predictions shape", predictions, "==", self.name)
        if weights is not None:
            _relation("labels shape", labels, "weights shape", weights, "==", self.name)
        return self.num_classes, self.num_classes

    def infer_dtype(self, labels, predictions, weights=None):
        """The labels' type; every input a tensor, labels and predictions one number type."""
        given = {"labels": labels, "predictions": predictions}
        if weights is not None:
            given["weights"] = weights
        for arg_name, dtype in given.items():
            _subclass(arg_name, dtype, [mstype.tensor_type], self.name)
        _tensors_same({"labels": labels, "predictions": predictions}, _NUMBER_TYPES, self.name)
        return labels


# ----- optimizers and losses -------------------------------------------------------------------------------------
@_rules_for("FusedCastAdamWeightDecay")
class _FusedCastAdamWeightDecayRules(PrimitiveWithInfer):
    def infer_shape(self, var_shape, m_shape, v_shape, lr_shape, beta1_shape, beta2_shape, epsilon_shape,
                    decay_shape, grad_shape, global_norm):
        """The shapes of ``var``, ``m`` and ``v``, which must equal each other and the gradient's."""
        for name, shape in (("m_shape", m_shape), ("v_shape", v_shape), ("grad_shape", grad_shape)):
            _relation("var_shape", var_shape, name, shape, "==", self.name)
        return var_shape, m_shape, v_shape

    def infer_dtype(self, var_dtype, m_dtype, v_dtype, lr_dtype, beta1_dtype, beta2_dtype, epsilon_dtype,
                    decay_dtype, grad_dtype, global_norm):
        """The types of ``var``, ``m`` and ``v``; the hyper-parameters must be float32."""
        _tensors_same({"m": m_dtype, "v": v_dtype}, _NUMBER_TYPES, self.name)
        _scalars_or_tensors_same({"var": var_dtype}, _F16_F32, self.name)
        _scalars_or_tensors_same({"grad": grad_dtype}, _F16_F32, self.name)
        _scalars_or_tensors_same({"lr": lr_dtype, "beta1": beta1_dtype, "beta2": beta2_dtype,
                                  "epsilon": epsilon_dtype, "decay": decay_dtype}, [mstype.float32], self.name,
                                 True)
        return var_dtype, m_dtype, v_dtype


@_rules_for("FusedAdaFactor")
class _FusedAdaFactorRules(PrimitiveWithInfer):
    def infer_shape(self, epsilon_shape, clip_threshold_shape, beta1_shape, beta2t_shape, weight_decay_shape,
                    learning_rate_shape, grad_shape, param_shape, exp_avg_shape, exp_avg_sq_row_shape,
                    exp_avg_sq_col_shape, exp_avg_sq_shape):
        """The parameter's shape, which the gradient's must equal."""
        return _grad_matches_param(grad_shape, param_shape, self.name)

    def infer_dtype(self, epsilon_type, clip_threshold_type, beta1_type, beta2t_type, weight_decay_type,
                    learning_rate_type, grad_type, param_type, exp_avg_type, exp_avg_sq_row_type,
                    exp_avg_sq_col_type, exp_avg_sq_type):
        """The parameter's type (no check)."""
        return param_type


@_rules_for("FusedAdaFactorWithGlobalNorm")
class _FusedAdaFactorWithGlobalNormRules(_FusedAdaFactorRules):
    def infer_shape(self, epsilon_shape, clip_threshold_shape, beta1_shape, beta2t_shape, weight_decay_shape,
                    learning_rate_shape, grad_shape, param_shape, exp_avg_shape, exp_avg_sq_row_shape,
                    exp_avg_sq_col_shape, exp_avg_sq_shape, global_norm_shape):
        """The parameter's shape, which the gradient's must equal."""
        return _grad_matches_param(grad_shape, param_shape, self.name)

    def infer_dtype(self, epsilon_type, clip_threshold_type, beta1_type, beta2t_type, weight_decay_type,
                    learning_rate_type, grad_type, param_type, exp_avg_type, exp_avg_sq_row_type,
                    exp_avg_sq_col_type, exp_avg_sq_type, global_norm_type):
        """The parameter's type (no check)."""
        return param_type


def _grad_matches_param(grad_shape, param_shape, prim_name):
    _relation("grad_shape", grad_shape, "param_shape", param_shape, "==", prim_name)
    return param_shape


@_rules_for("FusedWeightScaleApplyMomentum")
class _FusedWeightScaleApplyMomentumRules(PrimitiveWithInfer):
    def infer_shape(self, d_shape, s_shape, v_shape, a_shape, l_shape, g_shape, m_shape):
        """The variable's shape."""
        return v_shape

    def infer_dtype(self, d_dtype, s_dtype, v_dtype, a_dtype, l_dtype, g_dtype, m_dtype):
        """The variable's type; every input float16 or float32."""
        _tensor_dtype("v", v_dtype, _F16_F32, self.name)
        _tensor_dtype("a", a_dtype, _F16_F32, self.name)
        for name, dtype in (("l_dtype", l_dtype), ("g_dtype", g_dtype), ("m_dtype", m_dtype),
                            ("d_dtype", d_dtype), ("s_dtype", s_dtype)):
            _scalars_or_tensors_same({name: dtype}, _F16_F32, self.name)
        return v_dtype


@_rules_for("SparseApplyFtrlV2")
class _SparseApplyFtrlV2Rules(PrimitiveWithInfer):
    def infer_shape(self, var_shape, accum_shape, linear_shape, grad_shape, indices_shape):
        """The shapes of ``var``, ``accum`` and ``linear`` (equal); one gradient row per index."""
        _relation("var shape", var_shape, "accum shape", accum_shape, "==", self.name)
        _relation("var shape", var_shape, "linear shape", linear_shape, "==", self.name)
        if len(var_shape) > 1:
            _relation("var_shape[1:]", var_shape[1:], "grad_shape[1:]", grad_shape[1:], "==", self.name)
        _int_relation(len(indices_shape), 1, "==", "indices rank", self.name)
        _relation("grad_shape[0]", grad_shape[0], "indices_shape[0]", indices_shape[0], "==", self.name)
        return var_shape, accum_shape, linear_shape

    def infer_dtype(self, var_dtype, accum_dtype, linear_dtype, grad_dtype, indices_dtype):
        """The types of ``var``, ``accum`` and ``linear``: one float type; int32 indices."""
        _tensors_same({"var_dtype": var_dtype, "accum_dtype": accum_dtype, "linear_dtype": linear_dtype,
                       "grad_dtype": grad_dtype}, _F16_F32, self.name)
        _tensor_dtype("indicese", indices_dtype, [mstype.int32], self.name)  # MindSpore's spelling
        return var_dtype, accum_dtype, linear_dtype


@_rules_for("SGD")
class _SGDRules(PrimitiveWithCheck):
    def check_shape(self, parameters_shape, gradient_shape, learning_rate_shape, accum_shape, momentum_shape,
                    stat_shape):
        """Accepts any ranks (returns None)."""
        return None

    def check_dtype(self, parameters_dtype, gradient_dtype, learning_rate_dtype, accum_dtype, momentum_dtype,
                    stat_dtype):
        """Every input must be a float16 or float32 tensor."""
        names = ("parameters", "gradient", "learning_rate", "accum", "momentum", "stat")
        types = (parameters_dtype, gradient_dtype, learning_rate_dtype, accum_dtype, momentum_dtype, stat_dtype)
        for name, dtype in zip(names, types):
            _tensor_dtype(name, dtype, _F16_F32, self.name)


@_rules_for("RNNTLoss")
class _RNNTLossRules(PrimitiveWithInfer):
    def infer_shape(self, acts_shape, labels_shape, input_length_shape, label_length_shape):
        """``((batch,), acts_shape)``: the per-sample costs and the gradient."""
        for name, shape, rank in (("acts_rank", acts_shape, 4), ("labels_rank", labels_shape, 2),
                                  ("input_length_rank", input_length_shape, 1),
                                  ("label_length_rank", label_length_shape, 1)):
            _int_relation(len(shape), rank, "==", name, self.name)
        batch = acts_shape[0]
        _relation("labels shape[0]", labels_shape[0], "acts shape[0]", batch, "==", self.name)
        _relation("labels shape[1]", labels_shape[1], "acts shape[2]-1", acts_shape[2] - 1, "==", self.name)
        _relation("input_length size", input_length_shape[0], "acts shape[0]", batch, "==", self.name)
        _relation("label_length size", label_length_shape[0], "acts shape[0]", batch, "==", self.name)
        return (batch,), acts_shape

    def infer_dtype(self, acts_type, labels_type, input_length_type, label_length_type):
        """``(acts_type, acts_type)``; float16/float32 activations, int32 labels and lengths."""
        _tensor_dtype("acts_type", acts_type, [mstype.float32, mstype.float16], self.name)
        for name, dtype in (("labels", labels_type), ("input_length", input_length_type),
                            ("label_length", label_length_type)):
            _tensor_dtype(name, dtype, [mstype.int32], self.name)
        return acts_type, acts_type


@_rules_for("NMSWithMask")
class _NMSWithMaskRules(PrimitiveWithInfer):
    def infer_shape(self, bboxes_shape):
        """``(bboxes_shape, (n,), (n,))`` for ``n`` boxes of 5 values."""
        _int_relation(len(bboxes_shape), 2, "==", "bboxes rank", self.name)
        if bboxes_shape[0] != -1:
            _int_relation(bboxes_shape[0], 0, ">", "bboxes.shape[0]", self.name)
        _int_relation(bboxes_shape[1], 5, "==", "bboxes.shape[1]", self.name)
        n = bboxes_shape[0]
        return bboxes_shape, (n,), (n,)

    def infer_dtype(self, bboxes_dtype):
        """``(bboxes_dtype, int32, bool)``; float16/float32 boxes."""
        _tensor_dtype("bboxes", bboxes_dtype, _F16_F32, self.name)
        return bboxes_dtype, mstype.int32, mstype.bool_


# ----- embedding-cache helpers -----------------------------------------------------------------------------------
@_rules_for("MapUniform")
class _MapUniformRules(PrimitiveWithCheck):
    def check_dtype(self, input_dtype, per_group_size_dtype, group_num_dtype):
        """An integer tensor input and integer scalar sizes."""
        _tensor_dtype("input", input_dtype, _INT_TYPES, self.name)
        _value_type("per_group_size", per_group_size_dtype, [mstype.Int], self.name)
        _value_type("group_num", group_num_dtype, [mstype.Int], self.name)


@_rules_for("SubAndFilter")
class _SubAndFilterRules(PrimitiveWithCheck):
    def check_shape(self, input_x_shape, max_num_shape, offset_shape):
        """Both outputs are 1-D of unknown length: ``((-1,), (-1,))``."""
        return ((-1,), (-1,))

    def check_dtype(self, input_x_dtype, max_num_dtype, offset_dtype):
        """`input_x`'s type, which must be an integer tensor."""
        _tensor_dtype("input_x", input_x_dtype, _INT_TYPES, self.name)
        return input_x_dtype

