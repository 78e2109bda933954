"""Dynamic-shape inputs: mindspore.Symbol, placeholder Tensors (Tensor(shape=[None, 3], dtype=...)),
mindspore.enable_dynamic on jit functions and Cell.set_inputs in GRAPH_MODE.

Every value, printout, exception type and message below was recorded from MindSpore 2.10.0 CPU (/tmp probes run
with the same inputs), except where a comment says the behaviour is ours: MindSpore computes on a placeholder and
returns another placeholder, here computing on one raises (the RuntimeError tested in test_placeholder_refuses_math).
"""
import logging

import numpy as np
import pytest

import mindspore_compat as ms
from mindspore_compat import context, nn, Tensor, Symbol, enable_dynamic, jit
from mindspore_compat.common.initializer import One


@pytest.fixture(autouse=True)
def pynative_after():
    yield
    context.set_context(mode=context.PYNATIVE_MODE)


def _ones(*shape, dtype=ms.float32):
    return Tensor(np.ones(shape), dtype)


# ----- Symbol ------------------------------------------------------------------------------------------------------
def test_symbol_defaults_and_to_dict():
    s = Symbol()
    assert (s.max, s.min, s.divisor, s.remainder, s.unique) == (0, 1, 1, 0, False)
    assert isinstance(s.id, int) and s.to_dict() == {} and str(s) == "{}"
    u = Symbol(max=32, min=2, divisor=8, remainder=1, unique=True)
    assert u.to_dict() == {"max": 32, "divisor": 8, "remainder": 1, "id": u.id}
    assert Symbol(max=16, min=4).to_dict() == {"max": 16, "min": 4}
    assert Symbol(min=10, divisor=4, remainder=3).to_dict() == {"min": 10, "divisor": 4, "remainder": 3}
    assert Symbol(min=8, divisor=4, remainder=3).to_dict() == {"min": 8, "divisor": 4, "remainder": 3}
    assert str(Symbol(max=True)) == "{}"  # a bool is an int
    Symbol(foo=1)  # extra keywords are accepted


@pytest.mark.parametrize("kwargs, exc, message", [
    (dict(max=1.0), TypeError, "For 'Symbol', the argument 'max' must be int, but got <class 'float'>"),
    (dict(min="a"), TypeError, "For 'Symbol', the argument 'min' must be int, but got <class 'str'>"),
    (dict(divisor=None), TypeError, "For 'Symbol', the argument 'divisor' must be int, but got <class 'NoneType'>"),
    (dict(remainder=1.5), TypeError, "For 'Symbol', the argument 'remainder' must be int, but got <class 'float'>"),
    (dict(unique=1), TypeError, "For 'Symbol', the argument 'unique' must be bool, but got <class 'int'>"),
    (dict(min=0), ValueError, "For 'Symbol', the 'min' value should be positive, but got 0"),
    (dict(min=-1), ValueError, "For 'Symbol', the 'min' value should be positive, but got -1"),
    (dict(divisor=0), ValueError, "For 'Symbol', the 'divisor' value should be positive, but got 0"),
    (dict(remainder=-1), ValueError, "For 'Symbol', the 'remainder' value should be in the range '[0, 1)', but got -1"),
    (dict(divisor=4, remainder=4), ValueError,
     "For 'Symbol', the 'remainder' value should be in the range '[0, 4)', but got 4"),
])
def test_symbol_errors(kwargs, exc, message):
    with pytest.raises(exc) as info:
        Symbol(**kwargs)
    assert str(info.value) == message


# ----- placeholder Tensors -----------------------------------------------------------------------------------------
def test_placeholder_shape_dtype_and_repr():
    t = Tensor(shape=[None, 3], dtype=ms.float32)
    assert t.shape == (-1, 3) and isinstance(t.shape, tuple) and t.dtype == ms.float32
    assert repr(t) == "Tensor(shape=[-1, 3], dtype=Float32, value=\n)"
    assert (t.size, t.ndim, t.numel(), t.dim(), t.nbytes, t.itemsize, t.strides) == (0, 2, 0, 2, 0, 4, (12, 4))
    assert (t.has_init, t.init, t.tolist(), t.is_contiguous(), t.symbolic_shape) == (False, None, [], True, None)
    assert repr(Tensor(shape=[None], dtype=ms.int32)) == "Tensor(shape=[-1], dtype=Int32, value= )"
    assert repr(Tensor(shape=[None, 2, 2], dtype=ms.bool_)) == "Tensor(shape=[-1, 2, 2], dtype=Bool, value=\n)"
    assert Tensor(shape=[-1, 3], dtype=ms.float32).shape == (-1, 3)
    assert Tensor(shape=[-1, -2], dtype=ms.float32).shape == (-1, -2)
    assert Tensor(shape=(None, 0), dtype=ms.float32).shape == (-1, 0)
    assert Tensor(shape=(None, 1.5), dtype=ms.float32).shape == (-1, 1)
    assert Tensor(shape=[None, 3], dtype=ms.float32, const_arg=True).shape == (-1, 3)
    copy = Tensor(t)
    assert repr(copy) == "Tensor(shape=[-1, 3], dtype=Float32, value=\n)" and copy.shape == (-1, 3)


def test_placeholder_of_unknown_rank(caplog):
    assert Tensor(shape=None, dtype=ms.float32).shape == (-2,)
    with caplog.at_level(logging.WARNING, logger="mindspore"):
        t = Tensor(dtype=ms.float32)
    assert "For 'Tensor', if 'dtype' is not None, 'input_data', 'shape' or 'init' must not be None." in caplog.text
    assert t.shape == (-2,) and t.ndim == 1 and t.size == 0
    assert repr(t) == "Tensor(shape=[-2], dtype=Float32, value= )"
    assert Tensor(shape=[-2], dtype=ms.float32).shape == (-2,)


def test_placeholder_with_symbols():
    s = Symbol(max=32, min=2, divisor=8, remainder=1, unique=True)
    t = Tensor(shape=(None, s, 3), dtype=ms.float32)
    assert t.shape == (-1, -1, 3)
    assert t.symbolic_shape == [None, {"max": 32, "divisor": 8, "remainder": 1, "id": s.id}, 3]
    assert repr(t) == "Tensor(shape=[-1, -1, 3], dtype=Float32, value=\n)"
    assert Tensor(shape=[Symbol()], dtype=ms.float32).symbolic_shape == [{}]
    alone = Symbol()
    one = Tensor(shape=alone, dtype=ms.float32)
    assert one.shape == (-1,) and one.symbolic_shape == [alone]
    assert Tensor(np.ones(2)).symbolic_shape is None


@pytest.mark.parametrize("make, exc, message", [
    (lambda: Tensor(shape=[None, 3]), ValueError,
     "If setting dynamic shape, dtype must not be None, init must be None"),
    (lambda: Tensor(shape=[None, 3], dtype=ms.float32, init=One()), ValueError,
     "If setting dynamic shape, dtype must not be None, init must be None"),
    (lambda: Tensor(shape=[None, -3], dtype=ms.float32), ValueError,
     "'shape' should not have values less than -2 but got ([-1, -3])."),
    (lambda: Tensor(shape=(None, -3), dtype=ms.float32), ValueError,
     "'shape' should not have values less than -2 but got ((-1, -3))."),
    (lambda: str(Tensor(shape=[None, 3], dtype=ms.float32)), ValueError, "negative dimensions are not allowed"),
    (lambda: Tensor(shape=[None, 3], dtype=ms.float32).asnumpy(), ValueError, "negative dimensions are not allowed"),
    (lambda: str(Tensor(shape=None, dtype=ms.float32)), ValueError, "negative dimensions are not allowed"),
    (lambda: len(Tensor(shape=[None, 3], dtype=ms.float32)), ValueError, "__len__() should return >= 0"),
    (lambda: bool(Tensor(shape=[None, 3], dtype=ms.float32)), ValueError,
     "The tensor should have only one element, but got 0, more than one element is ambiguous."),
    (lambda: float(Tensor(shape=[None, 3], dtype=ms.float32)), ValueError,
     "Only one element tensors can be converted to Python scalars"),
])
def test_placeholder_errors(make, exc, message):
    with pytest.raises(exc) as info:
        make()
    assert str(info.value) == message


def test_placeholder_refuses_math():
    # ours: MindSpore 2.10 returns another data-less placeholder for t + 1 and raises RuntimeError for t.sum();
    # here any computation raises a RuntimeError that says what a placeholder is for
    t = Tensor(shape=[None, 3], dtype=ms.float32)
    for compute in (lambda: t + 1, lambda: t.sum(), lambda: ms.ops.abs(t), lambda: t * t):
        with pytest.raises(RuntimeError, match=r"placeholder Tensor of dynamic shape \[-1, 3\], which holds no data"):
            compute()


# ----- enable_dynamic --------------------------------------------------------------------------------------------
def test_enable_dynamic_one_graph_for_all_lengths():
    @enable_dynamic(y=Tensor(shape=[None, 3], dtype=ms.float32))
    @jit
    def f(x, y):
        return x + 1, y * 2

    x = _ones(2, 3)
    for n in (4, 5, 7):
        out = f(x, _ones(n, 3))[1]
        assert out.shape == (n, 3) and float(out.sum()) == 6.0 * n
    assert f._jit_runner.compiled.graphs_compiled == 1  # (a plain @jit compiles one graph per length)
    with pytest.raises(ValueError) as info:
        f(x, _ones(2, 4))
    assert str(info.value) == ("When using decorator enable_dynamic, input tensor shape = [2, 4], dynamic tensor "
                               "shape = [-1, 3], tensor shapes are not the same.")
    with pytest.raises(ValueError) as info:
        f(x, _ones(2, 3, 1))
    assert str(info.value) == ("When using decorator enable_dynamic, input tensor shape = ([2, 3, 1]), dynamic "
                               "tensor shape = ([-1, 3]), tensor shapes are not the same.")
    with pytest.raises(TypeError) as info:
        f(x, _ones(2, 3, dtype=ms.int32))
    assert str(info.value) == ("When using decorator enable_dynamic, input tensor dtype = Int32, dynamic tensor "
                               "dtype = Float32, tensor dtypes are not the same.")


def test_enable_dynamic_symbol_bounds_and_method():
    @enable_dynamic(y=Tensor(shape=[Symbol(max=4)], dtype=ms.float32))
    @jit
    def f(y):
        return y * 2

    assert f(_ones(3)).shape == (3,)
    with pytest.raises(ValueError) as info:
        f(_ones(6))
    assert str(info.value) == ("The 1th shape value of 1th actual input args must be less than or equal to the 'max' "
                               "value '4' of `Symbol`, but got '6'. Actual shape: [6], axis: 0.")

    class Net(nn.Cell):
        @enable_dynamic(x=Tensor(shape=[None], dtype=ms.float32))
        @jit
        def construct(self, x):
            return x.sum()

    net = Net()
    assert float(net(_ones(3))) == 3.0 and float(net(_ones(5))) == 5.0


def test_enable_dynamic_records_on_the_function():
    def g(x, y):
        return x

    spec = Tensor(shape=None, dtype=ms.float32)
    assert enable_dynamic(x=spec)(g) is g
    assert g.__enable_dynamic__ == {0: ("x", spec)}


@pytest.mark.parametrize("kwargs, exc, message", [
    (dict(), ValueError, "When using decorator enable_dynamic, the input cannot be empty!"),
    (dict(y=1), TypeError, "The decorator enable_dynamic only supports Tensor or a tuple/list of Tensor, but the "
                           "argument : y is type of:<class 'int'>."),
    (dict(y=(1, 2)), TypeError, "The decorator enable_dynamic only supports Tensor or a tuple/list of Tensor, but "
                                "the argument : y is type of:<class 'int'>."),
    (dict(y=Tensor(np.ones(2), ms.float32)), TypeError,
     "When using decorator enable_dynamic, the shape of argument 'y' at least have one None."),
    (dict(y=Tensor(shape=[0, None], dtype=ms.float32)), TypeError,
     "The argument 'y' has invalid shape '(0, -1)', only supports None or a tuple/list of positive integers and "
     "None."),
])
def test_enable_dynamic_argument_errors(kwargs, exc, message):
    with pytest.raises(exc) as info:
        enable_dynamic(**kwargs)
    assert str(info.value) == message


def test_enable_dynamic_decoration_errors():
    def g(x, y):
        return x

    spec = Tensor(shape=None, dtype=ms.float32)
    enable_dynamic(y=[Tensor(shape=[None], dtype=ms.float32), _ones(2)])  # one unknown dimension is enough
    with pytest.raises(ValueError, match="^'z' is not in list$"):
        enable_dynamic(z=spec)(g)
    with pytest.raises(ValueError) as info:
        enable_dynamic(x=spec, y=spec, z=spec)(g)
    assert str(info.value) == ("When using decorator enable_dynamic, the number of arguments 3 exceeds the number of "
                               "function arguments 2.")
    with pytest.raises(ValueError) as info:
        enable_dynamic(x=spec)(3)
    assert str(info.value) == ("Decorator enable_dynamic can only be used for function or method decrocated by "
                               "ms.jit, but got 3.")


# ----- Cell.set_inputs in GRAPH_MODE -------------------------------------------------------------------------------
class _Sum2(nn.Cell):
    def construct(self, x, y):
        return x * 2 + y


class _Double(nn.Cell):
    def construct(self, x):
        return x * 2


def test_set_inputs_graph_mode_one_graph_and_errors():
    # every Cell's compiled entry shares one code object, whose TorchDynamo cache holds at most 8 entries (then the
    # calls run eagerly): start from an empty cache so that the count below does not depend on earlier tests
    ms.ms_memory_recycle()
    context.set_context(mode=context.GRAPH_MODE)
    net = _Double()
    net.set_inputs(Tensor(shape=[None, 3], dtype=ms.float32))
    assert repr(net.get_inputs()) == "(Tensor(shape=[-1, 3], dtype=Float32, value=\n),)"
    for n in (2, 3, 6):
        assert net(_ones(n, 3)).shape == (n, 3)
    assert net.__dict__["_graph_runner"].graphs_compiled == 1
    net = _Sum2()
    net.set_inputs(Tensor(shape=[None, 3], dtype=ms.float32), Tensor(shape=[4, None], dtype=ms.float32))
    assert net(_ones(4, 3), _ones(4, 3)).shape == (4, 3)
    cases = [
        ((4, 3), (5, 3), ms.float32, ValueError, "For set_inputs and tuple(list) in set_inputs, the shape of 2th input "
                                                 "must be the same as expected, but got expected: 4, and input: 5!"),
        ((4, 3), (4, 3, 1), ms.float32, ValueError, "For set_inputs and tuple(list) in set_inputs, the dims of 2th "
                                                    "input must be the same as expected, but got expected: 2, and "
                                                    "input: 3!"),
        ((4, 3), (4, 3), ms.float16, TypeError, "For set_inputs or tuple(list) in set_inputs, the 2th type should be "
                                                "Tensor[Float32], but got Tensor[Float16]!"),
    ]
    for a, b, dtype, exc, message in cases:
        with pytest.raises(exc) as info:
            net(_ones(*a), _ones(*b, dtype=dtype))
        assert str(info.value) == message
    with pytest.raises(TypeError) as info:
        net(_ones(4, 3), 2.0)
    assert str(info.value) == ("For set_inputs or tuple(list) in set_inputs, the 2th should be mutable one, but got "
                               "static!")


def test_set_inputs_graph_mode_symbols():
    context.set_context(mode=context.GRAPH_MODE)
    s = Symbol(unique=True)
    net = _Sum2()
    net.set_inputs(Tensor(shape=[s, 3], dtype=ms.float32), Tensor(shape=[s, 3], dtype=ms.float32))
    with pytest.raises(ValueError) as info:
        net(_ones(4, 3), _ones(5, 3))
    assert str(info.value) == ("The 1th shape value of 2th actual input args is a unique symbol, all values must be "
                               "the same. The previous value is 4, but the current value is 5. Actual shape: [5, 3], "
                               "axis: 0.")
    cases = [
        (Symbol(min=4), 3, "The 2th shape value of 1th actual input args must be greater than or equal to the 'min' "
                           "value '4' of `Symbol`, but got '3'. Actual shape: [2, 3], axis: 1."),
        (Symbol(divisor=4, remainder=1), 6,
         "The 2th shape value of 1th actual input args must match the 'divisor'(d) and 'remainder'(d) of `Symbol`. "
         "The value should be 'd * N + r' for 'N > 0', got d=4 and r=1, but actual shape value is '6'. "
         "Actual shape: [2, 6], axis: 1."),
        (Symbol(divisor=4, remainder=1), 1,
         "The 2th shape value of 1th actual input args must match the 'divisor'(d) and 'remainder'(d) of `Symbol`. "
         "The value should be 'd * N + r' for 'N > 0', got d=4 and r=1, but actual shape value is '1'. "
         "Actual shape: [2, 1], axis: 1."),
    ]
    for sym, n, message in cases:
        net = _Double()
        net.set_inputs(Tensor(shape=[2, sym], dtype=ms.float32))
        with pytest.raises(ValueError) as info:
            net(_ones(2, n))
        assert str(info.value) == message
    for sym, n in ((Symbol(divisor=4), 4), (Symbol(max=8), 8)):
        net = _Double()
        net.set_inputs(Tensor(shape=[2, sym], dtype=ms.float32))
        assert net(_ones(2, n)).shape == (2, n)


def test_set_inputs_pynative_does_not_check():
    net = _Double()
    net.set_inputs(Tensor(shape=[None, 3], dtype=ms.float32))
    assert net(_ones(2, 4)).shape == (2, 4)
    assert net(_ones(2, 3, 1)).shape == (2, 3, 1)
