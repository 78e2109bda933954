"""Loops as primitives (``ForiLoop``, ``WhileLoop``, ``Scan``) and the internal primitives of MindSpore's graph
compiler that also mean something when run eagerly (``TensorToTuple``, ``ScalarToArray``, ``DynamicShape``,
``DtypeToEnum``, ``SelectView``, ``TransposeView``, ``TransposeExtView``, ``PyFunc``).

MindSpore's compiler turns the loops into graph loops; run eagerly (PyNative), they are plain Python loops, which
is what they are here.
"""
import builtins
import types

import torch

from ... import _checkparam as validator
from ...common import dtype as mstype
from ...common.tensor import Tensor, _wrap
from ..._backend import dtype_map as _dm
from ..primitive import Primitive, PrimitiveWithInfer, prim_attr_register
from .._prim_infer import prim_base

__all__ = ["ForiLoop", "WhileLoop", "Scan", "TensorToTuple", "ScalarToArray", "DynamicShape", "DtypeToEnum",
           "SelectView", "TransposeView", "TransposeExtView", "PyFunc", "GeSwitch", "Merge", "geswitch", "merge",
           "CopyWithSlice", "PyExecute"]

_FUNCS = [types.FunctionType, types.MethodType]


def _run_loop(body):
    """Runs `body`; whatever it raises becomes MindSpore's ValueError about an invalid loop function."""
    try:
        return body()
    except Exception as e:  # MindSpore wraps every failure of the user's function the same way
        raise ValueError(f"Invalid loop_func, please check input arguments and return value, error info: {e}") from e


class WhileLoop(Primitive):
    """
    Applies `loop_func` to a value while `cond_func` of the value holds.

    .. warning::
        This is an experimental API that is subject to change or deletion.

    Inputs:
        - **cond_func** (Function) - The condition, called on the current value.
        - **loop_func** (Function) - The body, returns the next value.
        - **init_val** (Union[Tensor, number, str, bool, list, tuple, dict]) - The first value.

    Outputs:
        The value for which `cond_func` first fails.

    Raises:
        TypeError: If `cond_func` or `loop_func` is not a function.
        ValueError: If calling them fails.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> from mindspore import ops
        >>> print(ops.WhileLoop()(lambda x: x < 10, lambda x: x * 2, 1))
        16
    """

    @prim_attr_register
    def __init__(self):
        """Initialize WhileLoop."""

    def __call__(self, cond_func, loop_func, init_val):
        for name, fn in (("cond_func", cond_func), ("loop_func", loop_func)):
            validator.check_value_type(name, fn, _FUNCS, "WhileLoop")

        def body():
            val = init_val
            while cond_func(val):
                val = loop_func(val)
            return val
        return _run_loop(body)


class ForiLoop(Primitive):
    """
    Applies ``val = loop_func(i, val)`` for ``i`` from `lower` up to, not including, `upper`.

    .. warning::
        This is an experimental API that is subject to change or deletion.

    Inputs:
        - **lower** (Union[int, Tensor]) - The first index.
        - **upper** (Union[int, Tensor]) - The end of the range.
        - **loop_func** (Function) - The body, called with the index and the current value.
        - **init_val** (Union[Tensor, number, str, bool, list, tuple, dict]) - The first value.
        - **unroll** (bool, optional) - Whether MindSpore's compiler unrolls the loop; no effect when run eagerly.
          Default: ``True``.

    Outputs:
        The final value.

    Raises:
        TypeError: If `lower` or `upper` is not an int or Tensor, or `loop_func` is not a function.
        ValueError: If calling `loop_func` fails.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore as ms
        >>> from mindspore import Tensor, ops
        >>> print(ops.ForiLoop()(0, 4, lambda i, x: x * 2 + i, Tensor(1.0, ms.float32)))
        27.0
    """

    @prim_attr_register
    def __init__(self):
        """Initialize ForiLoop."""

    def __call__(self, lower, upper, loop_func, init_val, unroll=True):
        for name, value, kinds in (("lower", lower, [int, Tensor]), ("upper", upper, [int, Tensor]),
                                   ("loop_func", loop_func, _FUNCS)):
            validator.check_value_type(name, value, kinds, "ForiLoop")

        def body():
            val = init_val
            for i in range(int(lower), int(upper)):
                val = loop_func(i, val)
            return val
        return _run_loop(body)


class Scan(Primitive):
    """
    Threads a carry through `loop_func` over the elements of `xs`, collecting the second output of each step::

        carry = init
        for x in xs:
            carry, y = loop_func(carry, x)   # ys collects every y

    .. warning::
        This is an experimental API that is subject to change or deletion.

    Inputs:
        - **loop_func** (Function) - Called with the carry and one element, returns (carry, y).
        - **init** (Union[Tensor, number, str, bool, list, tuple, dict]) - The first carry.
        - **xs** (Union[tuple, list, None]) - The elements; ``None`` runs `length` steps with ``x = None``.
        - **length** (Union[int, None], optional) - The number of steps when `xs` is ``None``. Default: ``None``.
        - **unroll** (bool, optional) - Whether MindSpore's compiler unrolls the loop; no effect when run eagerly.
          Default: ``True``.

    Outputs:
        tuple: (the last carry, the list of the collected y).

    Raises:
        TypeError: If `loop_func` is not a function, `xs` is not a tuple, list or None, or `length` is not an int
            when `xs` is None.
        ValueError: If calling `loop_func` fails or it does not return two values.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> from mindspore import ops
        >>> print(ops.Scan()(lambda c, x: (c + x, c * x), 0, [1, 2, 3]))
        (6, [0, 2, 9])
    """

    @prim_attr_register
    def __init__(self):
        """Initialize Scan."""

    def __call__(self, loop_func, init, xs, length=None, unroll=True):
        validator.check_value_type("loop_func", loop_func, _FUNCS, "Scan")
        if xs is not None and not isinstance(xs, (list, tuple)):
            raise TypeError(f"For 'Scan', the type of 'xs' should be one of '['list', 'tuple', 'NoneType']', but got "
                            f"type '{type(xs).__name__}'.")
        if xs is None:
            validator.check_value_type("length", length, [int], "Scan")
            xs = [None] * length
        if not xs:
            return init, []

        def body():
            carry, ys = init, []
            for x in xs:
                carry, y = loop_func(carry, x)
                ys.append(y)
            return carry, ys
        return _run_loop(body)


class TensorToTuple(prim_base("TensorToTuple")):
    """
    The elements of a 1-D Tensor as a tuple of Python numbers.

    Inputs:
        - **input_tensor** (Tensor) - A 1-D Tensor.

    Outputs:
        tuple of Python numbers.

    Raises:
        TypeError: If the input is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore as ms
        >>> from mindspore import Tensor, ops
        >>> print(ops.TensorToTuple()(Tensor([1, 2, 3], ms.int32)))
        (1, 2, 3)
    """

    @prim_attr_register
    def __init__(self):
        """Initialize TensorToTuple."""

    def __call__(self, x):
        if not isinstance(x, Tensor):
            raise TypeError(f"For 'TensorToTuple', the input must be a Tensor, but got {type(x).__name__}.")
        return tuple(x._t.reshape(-1).tolist())


class ScalarToArray(Primitive):
    """
    A Python number as a 0-D Tensor (int64 for an int, float32 for a float, bool for a bool).

    Inputs:
        - **input_x** (Union[int, float, bool]) - The number.

    Outputs:
        0-D Tensor.

    Raises:
        TypeError: If the input is not an int, float or bool.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> from mindspore import ops
        >>> out = ops.ScalarToArray()(2.5)
        >>> print(out, out.dtype)
        2.5 Float32
    """

    @prim_attr_register
    def __init__(self):
        """Initialize ScalarToArray."""

    def __call__(self, input_x):
        if not isinstance(input_x, (int, float, bool)):
            raise TypeError(f"For 'ScalarToArray', the input must be an int, float or bool, but got "
                            f"{type(input_x).__name__}.")
        return Tensor(input_x)


class DynamicShape(Primitive):
    """
    The shape of a Tensor as a 1-D Tensor (MindSpore's deprecated name of ``TensorShape`` for dynamic shapes).

    Args:
        dtype (int): Kept for compatibility; the result is int64. Default: ``9``.

    Inputs:
        - **input_x** (Tensor) - The Tensor.

    Outputs:
        1-D int64 Tensor.

    Raises:
        TypeError: If the input is not a Tensor.

    Supported Platforms:
        Deprecated

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, ops
        >>> print(ops.DynamicShape()(Tensor(np.ones((2, 3)), ms.float32)))
        [2 3]
    """

    @prim_attr_register
    def __init__(self, dtype=9):
        """Initialize DynamicShape."""

    def __call__(self, input_x):
        if not isinstance(input_x, Tensor):
            raise TypeError(f"For 'DynamicShape', the 'input_x' must be a Tensor, but got {type(input_x).__name__}.")
        return _wrap(torch.tensor(input_x.shape, dtype=torch.int64))


# MindSpore's TypeId numbers of the dtypes (recorded from MindSpore 2.10.0)
_TYPE_IDS = {"Bool": 30, "Int8": 32, "Int16": 33, "Int32": 34, "Int64": 35, "UInt8": 37, "UInt16": 38, "UInt32": 39,
             "UInt64": 40, "Float16": 42, "Float32": 43, "Float64": 44, "BFloat16": 45, "Complex64": 51,
             "Complex128": 52}


class DtypeToEnum(Primitive):
    """
    The number MindSpore's C++ layer gives a dtype (its ``TypeId``).

    Inputs:
        - **op_name** (str) - The operator asking (used in error messages).
        - **arg_name** (str) - The argument asking (used in error messages).
        - **dtype** (mindspore.dtype) - The dtype.

    Outputs:
        int.

    Raises:
        TypeError: If `dtype` is not a MindSpore dtype.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore as ms
        >>> from mindspore import ops
        >>> print(ops.DtypeToEnum()('MyOp', 'dtype', ms.float32))
        43
    """

    @prim_attr_register
    def __init__(self):
        """Initialize DtypeToEnum."""

    def __call__(self, op_name, arg_name, dtype):
        if not isinstance(dtype, mstype.Type) or str(dtype) not in _TYPE_IDS:
            raise TypeError(f"For '{op_name}', the input '{arg_name}' should be mindspore dtype, but got {dtype}.")
        return _TYPE_IDS[str(dtype)]


class SelectView(Primitive):
    """
    The slice of a Tensor at one index of one axis, as a view sharing its memory.

    Inputs:
        - **input_tensor** (Tensor) - The Tensor.
        - **input_indices** (int) - The index.
        - **axis** (int) - The axis.

    Outputs:
        Tensor with one dimension fewer.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore as ms
        >>> from mindspore import Tensor, ops
        >>> print(ops.SelectView()(Tensor([[1., 2.], [3., 4.]], ms.float32), 1, 0))
        [3. 4.]
    """

    @prim_attr_register
    def __init__(self):
        """Initialize SelectView."""

    def __call__(self, input_tensor, input_indices, axis):
        return _wrap(input_tensor._t.select(int(axis), int(input_indices)))


class TransposeView(Primitive):
    """
    The Tensor with its axes permuted by `input_perm`, as a view sharing its memory.

    Inputs:
        - **input** (Tensor) - The Tensor.
        - **input_perm** (tuple(int)) - The new order of the axes.

    Outputs:
        Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore as ms
        >>> from mindspore import Tensor, ops
        >>> print(ops.TransposeView()(Tensor([[1., 2.], [3., 4.]], ms.float32), (1, 0)))
        [[1. 3.]
         [2. 4.]]
    """

    @prim_attr_register
    def __init__(self):
        """Initialize TransposeView."""

    def __call__(self, input, input_perm):
        perm = tuple(int(p) for p in input_perm)
        seen = set()
        for p in perm:
            if p in seen:
                raise ValueError(f"For 'Transpose' perms should all be unique dim, but{p} is not unique!")
            seen.add(p)
        return _wrap(input._t.permute(perm))


class TransposeExtView(Primitive):
    """
    The Tensor with two axes swapped, as a view sharing its memory.

    Inputs:
        - **input** (Tensor) - The Tensor.
        - **dim0** (int) - One axis.
        - **dim1** (int) - The other axis.

    Outputs:
        Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore as ms
        >>> from mindspore import Tensor, ops
        >>> print(ops.TransposeExtView()(Tensor([[1., 2.], [3., 4.]], ms.float32), 0, 1))
        [[1. 3.]
         [2. 4.]]
    """

    @prim_attr_register
    def __init__(self):
        """Initialize TransposeExtView."""

    def __call__(self, input, dim0, dim1):
        rank = max(input.ndim, 1)
        for d in (dim0, dim1):
            if not -rank <= d < rank:
                raise ValueError(f"Dimension out of range (expected to be in range of [{-rank}, {rank}), but got {d})")
        return _wrap(input._t.transpose(dim0, dim1))


class PyFunc(prim_base("PyFunc")):
    """
    Runs a Python function on the inputs, given as numpy arrays, and returns its results as Tensors.

    Args:
        fn (function): The function; it takes numpy arrays and returns one array or a tuple of them.
        in_types (list[mindspore.dtype]): The dtypes of the inputs.
        in_shapes (list[tuple[int]]): The shapes of the inputs.
        out_types (list[mindspore.dtype]): The dtypes of the outputs.
        out_shapes (list[tuple[int]]): The shapes of the outputs.
        stateful (bool): Whether the function has side effects (kept as an attribute). Default: ``True``.

    Inputs:
        - **input_x** (Union(tuple[Tensor], list[Tensor])) - The inputs.

    Outputs:
        tuple[Tensor], one per entry of `out_types`.

    Raises:
        TypeError: If `fn` is not callable or the lists are not lists.

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import mindspore as ms
        >>> from mindspore import Tensor, ops
        >>> op = ops.PyFunc(lambda x, y: (x + y, x - y), [ms.float32] * 2, [[1]] * 2, [ms.float32] * 2, [[1]] * 2)
        >>> print(op(Tensor([1.0], ms.float32), Tensor([2.0], ms.float32)))
        (Tensor(shape=[1], dtype=Float32, value= [ 3.00000000e+00]), Tensor(shape=[1], dtype=Float32, value= [-1.00000000e+00]))
    """

    @prim_attr_register
    def __init__(self, fn, in_types, in_shapes, out_types, out_shapes, stateful=True):
        """Initialize PyFunc."""
        if not callable(fn):
            raise TypeError(f"For 'PyFunc', the 'fn' must be callable, but got {type(fn).__name__}.")
        for name, value in (("in_types", in_types), ("in_shapes", in_shapes), ("out_types", out_types),
                            ("out_shapes", out_shapes)):
            validator.check_value_type(name, value, [list, tuple], "PyFunc")
        self.fn = fn

    def __call__(self, *args):
        arrays = [a.asnumpy() if isinstance(a, Tensor) else a for a in args]
        out = self.fn(*arrays)
        outs = out if isinstance(out, (tuple, list)) else (out,)
        results = []
        for value, dtype in zip(outs, self.out_types):
            results.append(_wrap(torch.as_tensor(value).to(_dm.to_torch(dtype)).reshape(torch.as_tensor(value).shape)))
        return tuple(results)


# ----- GeSwitch / Merge: a dataflow branch run eagerly -------------------------------------------------------------
_HW = ("The supported data types depend on the hardware that executes the operator, for more details, please refer "
       "to the MindSpore official website to get more information about the data type.")
_DATA_KINDS = ("Tensor, Int8, Int16, Int32, Int64, UInt8, UInt16, UInt32, UInt64, Float16, Float32, Float64, "
               "BFloat16, Complex64, Complex128, Int4, Float8E4M3FN, Float8E5M2, HiFloat8")
_PY_KIND = {bool: "Bool", int: "Int64", float: "Float32", str: "String"}


class _DeadData(torch.Tensor):
    """The torch data of a branch that a :class:`GeSwitch` did not take.

    torch keeps a Tensor subclass through every function whose inputs include one, so whatever is computed from an
    untaken branch is marked untaken too, and :class:`Merge` can tell the branches apart.
    """


def _is_dead(value):
    return isinstance(value, Tensor) and isinstance(value._t, _DeadData)


def _kind(value):
    if isinstance(value, Tensor):
        return f"Tensor[{value.dtype}]"
    return _PY_KIND.get(type(value), type(value).__name__)


def _as_tensor(value):
    """A Number as the 0-D Tensor a graph would hold it in (int64 / float32), a Tensor as it is."""
    if isinstance(value, Tensor):
        return value
    dtype = mstype.int64 if isinstance(value, int) else mstype.float32
    return Tensor(value, dtype)


class GeSwitch(PrimitiveWithInfer):
    """
    Routes `data` to one of two branches of a dataflow graph by the boolean `pred`.

    The output is ``(false_output, true_output)``: the output of the branch `pred` selects carries `data`, the
    other one is marked as not taken. Whatever is computed from a branch that was not taken stays marked, and
    :class:`mindspore.ops.Merge` then picks the computation of the taken branch. Both outputs have the shape and
    dtype of `data` (a Number becomes a 0-D Tensor, int64 or float32).

    Inputs:
        - **data** (Union[Tensor, Number]) - The value to route.
        - **pred** (Tensor) - A bool Tensor of shape ``()`` or ``(1,)``, the condition.

    Outputs:
        tuple of two Tensors, ``(false_output, true_output)``.

    Raises:
        TypeError: If `data` is neither a Tensor nor a Number, or `pred` is not a bool Tensor.
        ValueError: If `pred` has more than one dimension or does not hold exactly one value.

    Supported Platforms:
        ``Ascend``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x = Tensor([2.0, 3.0], mindspore.float32)
        >>> when_false, when_true = ops.GeSwitch()(x, Tensor(True))
        >>> value, index = ops.Merge()((ops.neg(when_false), ops.square(when_true)))
        >>> print(value, index)
        [4. 9.] [1]
    """

    @prim_attr_register
    def __init__(self):
        """Initialize GeSwitch."""

    def __call__(self, data, pred):
        if isinstance(data, bool) or not isinstance(data, (Tensor, int, float)):
            raise TypeError(f"For 'GeSwitch', the element of 'data' must be one of {_DATA_KINDS}, but got "
                            f"{_kind(data)}.{_HW}")
        if not isinstance(pred, Tensor) or pred.dtype != mstype.bool_:
            raise TypeError(f"For 'GeSwitch', the element of 'pred' must be Tensor[Bool], but got {_kind(pred)}.{_HW}")
        if pred.ndim > 1:
            raise ValueError(f"For 'GeSwitch', the 'pred rank' must be in range of [0, 1], but got {pred.ndim} with "
                             f"type 'int'.")
        if pred.size != 1:
            raise ValueError(f"For 'GeSwitch', 'pred' must hold one value, but got a Tensor of shape {pred.shape}.")
        data = _as_tensor(data)
        dead = _wrap(data._t.detach().clone().as_subclass(_DeadData))
        if _is_dead(data) or _is_dead(pred):  # nothing flows out of a branch that was not taken
            return dead, _wrap(data._t.detach().clone().as_subclass(_DeadData))
        return (dead, data) if bool(pred._t.reshape(())) else (data, dead)

    def infer_shape(self, data, pred):
        """Both outputs have the shape of `data`; `pred` has rank 0 or 1."""
        if len(pred) > 1:
            raise ValueError(f"For 'GeSwitch', the 'pred rank' must be in range of [0, 1], but got {len(pred)} with "
                             f"type 'int'.")
        return data, data

    def infer_dtype(self, data_type, pred_type):
        """Both outputs have the dtype of `data`."""
        return data_type, data_type


class Merge(PrimitiveWithInfer):
    """
    Joins the branches of a dataflow graph: returns the first input that comes from a taken branch, with its
    position.

    The inputs are usually computed from the outputs of :class:`mindspore.ops.GeSwitch`; exactly one of them should
    come from the branch that was taken. An input that does not come from a switch at all counts as taken. When
    every input comes from an untaken branch, the output is marked as untaken too.

    Inputs:
        - **inputs** (Union[tuple, list]) - Tensors (or Numbers) of one dtype.

    Outputs:
        tuple of two elements, ``(data, output_index)``: the chosen input and its position, an int32 Tensor of
        shape ``(1,)``.

    Raises:
        TypeError: If `inputs` is not a tuple or list, or its elements differ in type or are not numbers.
        ValueError: If `inputs` is empty.

    Supported Platforms:
        ``Ascend``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x = Tensor([[1.0, -2.0]], mindspore.float32)
        >>> when_false, when_true = ops.GeSwitch()(x, Tensor(False))
        >>> value, index = ops.Merge()([ops.abs(when_false), ops.relu(when_true)])
        >>> print(value, index)
        [[1. 2.]] [0]
    """

    @prim_attr_register
    def __init__(self):
        """Initialize Merge."""

    def __call__(self, *args):
        if len(args) != 1:
            raise TypeError(f"For 'Merge', the inputs must be given as one tuple or list, but got {len(args)} "
                            f"arguments.")
        inputs = args[0]
        if not isinstance(inputs, (tuple, list)):
            raise TypeError(f"For 'Merge', the 'inputs' must be a tuple or list, but got {_kind(inputs)}.")
        if not inputs:
            raise ValueError("For 'Merge', the 'inputs' must not be empty.")
        kinds = []
        for i, item in enumerate(inputs):
            if isinstance(item, Tensor):
                kind, dtype = str(item.dtype), item.dtype
            elif isinstance(item, (bool, int, float)):
                kind = _PY_KIND[type(item)]
                dtype = mstype.bool_ if isinstance(item, bool) else mstype.int64 if isinstance(item, int) \
                    else mstype.float32
            else:
                raise TypeError(f"For 'Merge', the type of 'inputs[{i}]' must be a Tensor or a Number, but got "
                                f"{_kind(item)}.")
            if dtype not in (mstype.bool_,) + mstype.number_type:
                raise TypeError(f"For 'Merge', the type of 'inputs[{i}]' must be a bool or number type, but got "
                                f"{dtype}.")
            if i and (kind != kinds[0] or isinstance(item, Tensor) != isinstance(inputs[0], Tensor)):
                got = _kind(item) if not isinstance(item, Tensor) or not isinstance(inputs[0], Tensor) else kind
                raise TypeError(f"For 'Merge', the type of 'inputs[{i}]' must be same as 'inputs[0]', but got "
                                f"'inputs[0]' with type {kinds[0]} and 'inputs[{i}]' with type {got}.")
            kinds.append(kind)
        for i, item in enumerate(inputs):
            if not _is_dead(item):
                return item, Tensor([i], mstype.int32)
        return inputs[0], _wrap(torch.zeros(1, dtype=torch.int32).as_subclass(_DeadData))

    def infer_shape(self, inputs):
        """The shape of the first input, and ``[1]`` for the index."""
        return inputs[0], [1]

    def infer_dtype(self, inputs):
        """The dtype of the first input, and int32 for the index."""
        return inputs[0], mstype.int32


#: :class:`GeSwitch` as a function: ``geswitch(data, pred)``.
geswitch = GeSwitch()
#: :class:`Merge` as a function: ``merge(inputs)``.
merge = Merge()


class CopyWithSlice(Primitive):
    """
    Copies `y` into `x` in place; `x` may be a view of another Tensor (a slice), whose memory then changes.

    MindSpore's compiler inserts it for assignments into strided views (``x[1:3, ::2] = y``).

    Inputs:
        - **x** (Tensor) - The destination, possibly a view.
        - **y** (Tensor) - The values, with the shape and dtype of `x` (no broadcasting, no conversion).

    Outputs:
        Tensor, a new Tensor object holding the data of `x` after the copy.

    Raises:
        RuntimeError: If the shapes or the dtypes of `x` and `y` differ, or `y` is not a Tensor.

    Supported Platforms:
        ``Ascend`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> from mindspore import Tensor, ops
        >>> base = Tensor(np.zeros((2, 4), np.float32))
        >>> out = ops.CopyWithSlice()(base[:, 1::2], Tensor(np.full((2, 2), 7.0, np.float32)))
        >>> print(base)
        [[0. 7. 0. 7.]
         [0. 7. 0. 7.]]
    """

    @prim_attr_register
    def __init__(self):
        """Initialize CopyWithSlice."""
        self.add_prim_attr("side_effect_mem", True)

    def __call__(self, x, y):
        if not isinstance(y, Tensor):
            raise RuntimeError("The pointer[src_tensor] is null.")
        if x.shape != y.shape:
            raise RuntimeError(f"storage_info->shape is not equal to src_tensor->shape(), storage_info->shape:"
                               f"[const vector]{{{', '.join(map(str, x.shape))}}}, src_tensor->shape:[const vector]"
                               f"{{{', '.join(map(str, y.shape))}}}")
        if x.dtype != y.dtype:
            raise RuntimeError(f"self_tensor->data_type is not equal to src_tensor->data_type, self_tensor->data_type:"
                               f"{_TYPE_IDS.get(str(x.dtype))},  src_tensor->data_type:{_TYPE_IDS.get(str(y.dtype))}")
        with torch.no_grad():
            x._t.copy_(y._t)
        return _wrap(x._t)


class PyExecute(PrimitiveWithInfer):
    """
    Evaluates a Python expression given as text, with the names in `local_keys` bound to `local_values`.

    MindSpore's JIT fallback puts the Python code it cannot compile into such nodes; eagerly the expression is
    simply evaluated. Only Python's builtins and the given names are visible to it.

    Inputs:
        - **script** (str) - The expression.
        - **local_keys** (Union[tuple[str], list[str]]) - The names it uses.
        - **local_values** (Union[tuple, list]) - Their values, as many as `local_keys`.

    Outputs:
        The value of the expression.

    Raises:
        TypeError: If `script` is not a str, or `local_keys` / `local_values` are not tuples or lists, or a key is
            not a str.
        ValueError: If `local_keys` and `local_values` differ in length.

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> out = ops.PyExecute()("a * 2 + len(b)", ("a", "b"), (Tensor([1.0, 2.0], mindspore.float32), "xyz"))
        >>> print(out)
        [5. 7.]
    """

    @prim_attr_register
    def __init__(self):
        """Initialize PyExecute."""
        self.add_prim_attr("side_effect_io", True)
        self.add_prim_attr("primitive_target", "CPU")

    def __call__(self, script, local_keys, local_values):
        if not isinstance(script, str):
            raise TypeError(f"For 'PyExecute', the 'script' must be a str, but got {type(script).__name__}.")
        for name, seq in (("local_keys", local_keys), ("local_values", local_values)):
            if not isinstance(seq, (tuple, list)):
                raise TypeError(f"For 'PyExecute', the '{name}' must be a tuple or list, but got "
                                f"{type(seq).__name__}.")
        if len(local_keys) != len(local_values):
            raise ValueError(f"For 'PyExecute', 'local_keys' and 'local_values' must have the same length, but got "
                             f"{len(local_keys)} and {len(local_values)}.")
        for key in local_keys:
            if not isinstance(key, str):
                raise TypeError(f"For 'PyExecute', every key of 'local_keys' must be a str, but got "
                                f"{type(key).__name__}.")
        return eval(script, {"__builtins__": builtins}, dict(zip(local_keys, local_values)))  # noqa: S307

    def infer_shape(self, *args):
        """A placeholder: the shape of the result is known only after running the expression."""
        return ((1,),)

    def infer_dtype(self, *args):
        """A placeholder: the dtype of the result is known only after running the expression."""
        return (mstype.int32,)
