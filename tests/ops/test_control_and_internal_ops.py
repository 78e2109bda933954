"""ForiLoop / WhileLoop / Scan and the compiler-internal names of mindspore.ops that mean something eagerly.

Values and messages recorded from MindSpore 2.10.0 CPU (PyNative) with the same inputs unless a comment says
MindSpore's CPU build cannot run the primitive eagerly (then its documented meaning is pinned).
"""
import numpy as np
import pytest

import mindspore_compat as ms
from mindspore_compat import Tensor, ops


def test_loops():
    out = ops.ForiLoop()(0, 5, lambda i, x: x + i, Tensor(1.0, ms.float32))
    assert out.dtype == ms.float32 and float(out) == 11.0
    assert ops.ForiLoop()(0, 5, lambda i, x: x + i, 1) == 11
    assert ops.ForiLoop()(Tensor(0), Tensor(3), lambda i, x: x + i, 0) == 3
    assert ops.WhileLoop()(lambda x: x < 10, lambda x: x * 2, 1) == 16
    out = ops.WhileLoop()(lambda x: x < 10, lambda x: x * 2, Tensor(1, ms.int32))
    assert out.dtype == ms.int32 and int(out) == 16
    assert ops.Scan()(lambda c, x: (c + x, c * x), 0, [1, 2, 3]) == (6, [0, 2, 9])
    assert ops.Scan()(lambda c, x: (c + x, c), 0, []) == (0, [])
    # xs=None with a length: documented form (MindSpore's eager check of it fails with an internal TypeError)
    assert ops.Scan()(lambda c, x: (c + 1, c), 0, None, 3) == (3, [0, 1, 2])


def test_loop_errors():
    with pytest.raises(TypeError) as info:
        ops.WhileLoop()(1, lambda x: x, 1)
    assert str(info.value) == ("For 'WhileLoop', the type of 'cond_func' should be one of '['function', 'method']', "
                               "but got type 'int'.")
    with pytest.raises(TypeError) as info:
        ops.ForiLoop()(0.5, 3, lambda i, x: x, 1)
    assert str(info.value) == ("For 'ForiLoop', the type of 'lower' should be one of '['int', 'Tensor']', but got "
                               "type 'float'.")
    with pytest.raises(ValueError) as info:
        ops.ForiLoop()(0, 3, lambda x: x, 1)
    # the wrapped TypeError names the lambda by its qualified name, which depends on where it is defined
    assert str(info.value).startswith("Invalid loop_func, please check input arguments and return value, error info: ")
    assert str(info.value).endswith("<lambda>() takes 1 positional argument but 2 were given")
    with pytest.raises(TypeError):
        ops.Scan()(lambda c, x: (c, x), 0, 5)


def test_augassign_and_shape_helpers():
    assert ops.augassign_add(1, 2) == 3 and ops.augassign_add([1], [2]) == [1, 2]
    assert ops.augassign_sub(Tensor([1., 2.]), Tensor([3., 4.])).asnumpy().tolist() == [-2., -2.]
    assert ops.augassign_mul((1, 2), 2) == (1, 2, 1, 2)
    assert ops.augassign_div(7, 2) == 3.5 and ops.augassign_floordiv(7, 2) == 3 and ops.augassign_mod(7, 3) == 1
    assert ops.tuple_div((6, 4), (3, 2)) == (2, 2)
    with pytest.raises(RuntimeError) as info:
        ops.tuple_div((6, 4), (4, 2))
    assert str(info.value) == ("The inputs of 'tuple_div' operator should be divisible, but they are not divisible "
                               "now, the dividend is 6, the divisor is 4.")
    with pytest.raises(RuntimeError) as info:
        ops.tuple_div((6, 4), (3,))
    assert str(info.value) == ("The size of inputs of 'tuple_div' operator must be the same, but the size of divisor "
                               "tuple is 1, the size of dividend tuple is 2.")
    assert ops.shape_mul((2, 3, 4)) == 24 and ops.shape_mul(()) == 1
    with pytest.raises(ValueError, match=r"^For primitive \[shape_mul\], input must be tuple$"):
        ops.shape_mul([2, 3])
    assert ops.is_not(1, None) is True and ops.is_not(None, None) is False
    assert ops.broadcast_gradient_args((2, 1, 3), (4, 3)) == ((1,), (0,))
    assert ops.broadcast_gradient_args((1,), (4, 3)) == ((0, 1), ())
    assert ops.broadcast_gradient_args((2, 3), (2, 3)) == ((), ())
    with pytest.raises(RuntimeError, match="^Not compatible shape input for BroadcastGradientArgs.$"):
        ops.broadcast_gradient_args((2, 3), (4, 3))
    assert ops.reduced_shape((2, 3, 4), (1,)) == (2, 1, 4)
    assert ops.reduced_shape((2, 3, 4), ()) == (1, 1, 1)
    assert ops.reduced_shape((2, 3, 4), (-1,)) == (2, 3, 1)
    assert ops.SliceGetItem(slice(1, 5, 2), 'start') == 1 and ops.SliceGetItem(slice(1, 5, 2), 'stop') == 5
    assert ops.SliceGetItem(slice(1, 5, 2), 'step') == 2
    with pytest.raises(AttributeError, match="^The 'slice' object has no attribute:foo.$"):
        ops.SliceGetItem(slice(1, 5, 2), 'foo')
    assert ops.is_sequence_shape_unknown((1, 2)) is False and ops.is_sequence_value_unknown((1, 2)) is False


def test_tensor_helpers():
    out = ops.dyn_shape(Tensor(np.ones((2, 3)), ms.float32))
    assert out.dtype == ms.int64 and out.asnumpy().tolist() == [2, 3]
    # DynamicShape / ScalarToArray have no eager kernel in MindSpore 2.10 (no __infer__): documented meaning
    assert ops.DynamicShape()(Tensor(np.ones((2, 3)), ms.float32)).asnumpy().tolist() == [2, 3]
    assert ops.ScalarToArray()(2.5).dtype == ms.float32 and ops.ScalarToArray()(3).dtype == ms.int64
    assert ops.TensorToTuple()(Tensor([1, 2, 3], ms.int32)) == (1, 2, 3)
    assert ops.TensorToTuple()(Tensor([1., 2.], ms.float32)) == (1.0, 2.0)
    ids = {"bool_": 30, "int8": 32, "int16": 33, "int32": 34, "int64": 35, "uint8": 37, "uint16": 38, "uint32": 39,
           "uint64": 40, "float16": 42, "float32": 43, "float64": 44, "bfloat16": 45, "complex64": 51,
           "complex128": 52}
    assert {n: ops.DtypeToEnum()('x', 'y', getattr(ms, n)) for n in ids} == ids
    with pytest.raises(TypeError, match="^For 'x', the input 'y' should be mindspore dtype, but got 3.$"):
        ops.DtypeToEnum()('x', 'y', 3)
    x = Tensor([[1., 2.], [3., 4.]], ms.float32)
    assert ops.SelectView()(x, 1, 0).asnumpy().tolist() == [3., 4.]
    assert ops.SelectView()(x, 0, 1).asnumpy().tolist() == [1., 3.]
    assert ops.TransposeView()(x, (1, 0)).asnumpy().tolist() == [[1., 3.], [2., 4.]]
    assert ops.TransposeExtView()(x, 0, 1).asnumpy().tolist() == [[1., 3.], [2., 4.]]
    with pytest.raises(ValueError, match=r"^Dimension out of range \(expected to be in range of \[-2, 2\), but got "
                                         r"5\)$"):
        ops.TransposeExtView()(x, 0, 5)
    with pytest.raises(ValueError, match="^For 'Transpose' perms should all be unique dim, but1 is not unique!$"):
        ops.TransposeView()(x, (1, 1))
    op = ops.PyFunc(lambda a, b: (a + b, a - b), [ms.float32] * 2, [[1]] * 2, [ms.float32] * 2, [[1]] * 2)
    out = op(Tensor([1.0], ms.float32), Tensor([2.0], ms.float32))
    assert repr(out) == ("(Tensor(shape=[1], dtype=Float32, value= [ 3.00000000e+00]), Tensor(shape=[1], "
                         "dtype=Float32, value= [-1.00000000e+00]))")


def test_mixed_precision_cast_and_add_flags():
    out = ops.mixed_precision_cast(ms.float16, Tensor([1.5], ms.float32))
    assert out.dtype == ms.float16 and out.asnumpy().tolist() == [1.5]
    out = ops.mixed_precision_cast(ms.float16, (Tensor([1.5], ms.float32), 2))
    assert out[0].dtype == ms.float16 and out[1] == 2
    out = ops.mixed_precision_cast(ms.float16, [Tensor([1.5]), Tensor([2.5])])
    assert isinstance(out, tuple) and out[1].dtype == ms.float16
    assert ops.mixed_precision_cast(ms.float16, Tensor([1], ms.int32)).dtype == ms.int32
    assert ops.mixed_precision_cast(ms.float16, {'a': Tensor([1.5])})['a'].dtype == ms.float32
    assert ops.mixed_precision_cast(ms.float16, 2.5) == 2.5

    def f(x):
        return x
    assert ops.add_flags(f, a=True) is f and f._func_graph_flags == {'a': True}
    deco = ops.add_flags(b=False)
    assert deco(f)._func_graph_flags == {'a': True, 'b': False}


def _add(a, b):
    return a + b


def test_custom_pyfunc():
    # recorded from MindSpore 2.10.0 CPU
    op = ops.Custom(_add, out_shape=lambda x, _: x, out_dtype=lambda x, _: x, func_type='pyfunc')
    out = op(Tensor([1., 2.], ms.float32), Tensor([3., 4.], ms.float32))
    assert repr(out) == "Tensor(shape=[2], dtype=Float32, value= [ 4.00000000e+00,  6.00000000e+00])"
    out = op(Tensor([1, 2], ms.int32), Tensor([3, 4], ms.int32))
    assert out.dtype == ms.int32 and out.asnumpy().tolist() == [4, 6]
    out = ops.Custom(_add, out_shape=(2,), out_dtype=ms.float32)(Tensor([1., 2.]), Tensor([3., 4.]))
    assert out.asnumpy().tolist() == [4., 6.]
    assert op.func_type == 'pyfunc' and op.func is _add and op.get_bprop() is None
    with pytest.raises(TypeError) as info:
        ops.Custom(1, func_type='pyfunc')
    assert str(info.value) == "For 'Custom', 'func' must be of type function or str, but got <class 'int'>"
    with pytest.raises(ValueError, match=r"'func_type' must be one of \['hybrid', 'akg', 'tbe', 'aicpu', 'aot', "
                                         r"'pyfunc'\], but got foo$"):
        ops.Custom(_add, func_type='foo')
    with pytest.raises(TypeError, match=r"'func' must be of type str, but got <class 'function'>$"):
        ops.Custom(_add, func_type='aot')
    # compiled backends: MindSpore builds them with its own toolchains; here the call says why it cannot run
    with pytest.raises(RuntimeError, match="func_type 'akg' needs MindSpore's akg compiler"):
        ops.Custom(_add, out_shape=lambda x, _: x, out_dtype=lambda x, _: x, func_type='akg')(Tensor([1.]),
                                                                                             Tensor([1.]))


def test_tensor_operator_registry():
    # recorded from MindSpore 2.10.0 CPU: lookup by name, AttributeError for an unknown one, TypeError for a non-str
    reg = ops.tensor_operator_registry
    assert reg.get('abs')(Tensor([-2.0])).asnumpy().tolist() == [2.0]
    assert reg.get('coo2csr') is ops.coo2csr
    with pytest.raises(AttributeError, match="^'Registry' object has no attribute 'nonexistent_xx'$"):
        reg.get('nonexistent_xx')
    with pytest.raises(TypeError, match="^key for tensor registry must be string.$"):
        reg.get(1)


def test_get_grad():
    # recorded from MindSpore 2.10.0 CPU
    class Net(ms.nn.Cell):
        def __init__(self):
            super().__init__()
            self.w = ms.Parameter(Tensor([2.0], ms.float32), name='w')

        def construct(self, x, y):
            return x * y * self.w

    net = Net()
    grads = ms.grad(net, grad_position=(0, 1), weights=net.trainable_params(), return_ids=True)(
        Tensor([3.0], ms.float32), Tensor([5.0], ms.float32))
    assert ops.get_grad(grads, 0).asnumpy().tolist() == [10.0]
    assert ops.get_grad(grads, 1).asnumpy().tolist() == [6.0]
    assert ops.get_grad(grads, net.w).asnumpy().tolist() == [15.0]
    with pytest.raises(TypeError, match="^For `get_grad`, the `x` should be an integer or a Parameter, but got w$"):
        ops.get_grad(grads, 'w')
    with pytest.raises(RuntimeError, match="^Can not find the gradient for position or Parameter 2$"):
        ops.get_grad(grads, 2)
