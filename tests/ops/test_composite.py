"""HyperMap, Map, MultitypeFuncGraph dispatch and partial, as MindSpore scripts use them."""
import numpy as np
import pytest

import mindspore_compat as ms
from mindspore_compat import Tensor, Parameter, ops
from mindspore_compat.ops import composite as C
from mindspore_compat.ops import functional as F


def test_grad_scale_pattern_from_loss_scale_scripts():
    grad_scale = C.MultitypeFuncGraph("grad_scale")
    reciprocal = ops.Reciprocal()

    @grad_scale.register("Tensor", "Tensor")
    def tensor_grad_scale(scale, grad):
        return grad * F.cast(reciprocal(scale), F.dtype(grad))

    hyper_map = C.HyperMap()
    grads = (Tensor(np.array([4.0, 8.0], np.float32)), Tensor(np.array([[2.0]], np.float16)))
    out = hyper_map(F.partial(grad_scale, Tensor(4.0, ms.float32)), grads)
    assert isinstance(out, tuple) and len(out) == 2
    assert out[0].asnumpy().tolist() == [1.0, 2.0]
    assert out[1].dtype == ms.float16 and out[1].asnumpy().tolist() == [[0.5]]


def test_dispatch_prefers_specific_types_and_first_registration():
    f = C.MultitypeFuncGraph("f")

    @f.register("Number")
    def number(x):
        return "number"

    @f.register("Bool")
    def boolean(x):
        return "bool"

    @f.register("Tensor")
    def tensor(x):
        return "tensor"

    @f.register("Tuple")
    def tup(x):
        return "tuple"

    @f.register("None")
    def none(x):
        return "none"

    @f.register("String")
    def string(x):
        return "string"

    @f.register("Function")
    def function(x):
        return "function"

    assert f(1) == "number" and f(2.5) == "number" and f(True) == "bool"
    assert f(Tensor(1.0)) == "tensor" and f(Parameter(Tensor(1.0), name="pp")) == "tensor"
    assert f((1, 2)) == "tuple" and f(None) == "none" and f("s") == "string" and f(len) == "function"
    with pytest.raises(TypeError, match="cannot match a valid function for 'f'"):
        f([1])

    g = C.MultitypeFuncGraph("g")

    @g.register("Int", "Float")
    def int_float(a, b):
        return "int_float"

    @g.register("Number", "Number")
    def num_num(a, b):
        return "num_num"

    assert g(1, 2.0) == "int_float" and g(2.0, 1) == "num_num" and g(True, 1) == "num_num"
    with pytest.raises(TypeError):
        g(1)
    with pytest.raises(ValueError):
        g.register("Bogus")


def test_dispatch_with_mindspore_dtypes_and_classes():
    h = C.MultitypeFuncGraph("h")

    @h.register(ms.TensorType(ms.float32) if hasattr(ms, "TensorType") else "Tensor")
    def t(x):
        return "t"

    @h.register(dict)
    def d(x):
        return "dict"

    assert h(Tensor(1.0)) == "t" and h({}) == "dict"


def test_read_value_passes_parameter_value():
    seen = []
    r = C.MultitypeFuncGraph("r", read_value=True)

    @r.register("Tensor")
    def rv(x):
        seen.append(type(x).__name__)
        return x

    r(Parameter(Tensor(1.0), name="rv_p"))
    assert seen == ["Tensor"]


def test_hyper_map_nested_lists_reverse_and_errors():
    order = []

    def add(a, b):
        order.append(a)
        return a + b

    hm = C.HyperMap(add)
    assert hm((1, (2, 3)), (10, (20, 30))) == (11, (22, 33))
    assert hm([1, 2], [3, 4]) == [4, 6]
    order.clear()
    assert C.HyperMap(add, reverse=True)((1, 2, 3), (0, 0, 0)) == (1, 2, 3)
    assert order == [3, 2, 1]
    assert hm(1, 2) == 3
    with pytest.raises(ValueError):
        hm((1, 2), (1,))
    with pytest.raises(TypeError):
        hm((1, 2), 3)
    assert C.HyperMap()(lambda a: a * 2, (1, [2])) == (2, [4])


def test_map_one_level_and_zip():
    # MindSpore 2.10 PyNative Map is tuple(map(f, *args)).
    m = C.Map()
    assert m(lambda a, b: (a, b), (1, 2), (3, 4)) == ((1, 3), (2, 4))
    assert m(lambda a: a, [(1, 2), 3]) == ((1, 2), 3)
    assert m(lambda a, b: a, (1, 2), (3,)) == (1,)
    with pytest.raises(TypeError):
        m(lambda a: a, 3)
    with pytest.raises(TypeError):
        C.Map(lambda a: a)
    add = C.MultitypeFuncGraph("add")
    add.register("Number", "Number")(lambda a, b: a + b)
    assert C.Map(add, reverse=True)([1, 2], (10, 20)) == (11, 22)
    # zip_operation: None in PyNative (MindSpore only zips in compiled graphs), the zip in GRAPH_MODE.
    from mindspore_compat import context
    assert ops.zip_operation((1, 2), (3, 4)) is None
    context.set_context(mode=context.GRAPH_MODE)
    try:
        assert ops.zip_operation((1, 2), (3, 4)) == ((1, 3), (2, 4))
    finally:
        context.set_context(mode=context.PYNATIVE_MODE)


def test_partial_and_functional_helpers():
    p = ops.partial(lambda a, b, c: a * 100 + b * 10 + c, 1, 2)
    assert p(3) == 123
    with pytest.raises(TypeError):
        ops.partial(3)
    assert F.partial is ops.partial
    assert F.tuple_len((1, 2)) == 2 and F.tuple_getitem((5, 6), 1) == 6 and F.make_tuple(1, 2) == (1, 2)
    assert F.scalar_add(1, 2) == 3 and F.scalar_mul(2, 3) == 6 and F.scalar_cast(2.7, ms.int32) == 2
    assert F.make_slice(1, 3) == slice(1, 3) and F.make_range(3) == (0, 1, 2)
    assert str(F.typeof(Tensor(1.0))) == "Tensor[Float32]"
    assert F.tensor_add(Tensor([1.0]), Tensor([2.0])).asnumpy().tolist() == [3.0]
    assert F.hyper_map(lambda a: a + 1, (1, 2)) == (2, 3)
    assert F.switch(True, 1, 2) == 1 and F.bool_not(False) is True
