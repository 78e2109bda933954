"""mindspore.ops names of MindSpore's autodiff and compiler layer, given their eager meaning: jet, derivative,
linearize, the gradient environments (environ_*, env_get, embed, ref_to_embed, J), hastype, array_reduce,
hyper_add, recompute_block, Morph, Reusing and DumpGradient.

Unless a test says otherwise, the values were recorded from MindSpore 2.10.0 CPU in PyNative mode.
"""
import glob
import os

import numpy as np
import pytest

import mindspore_compat as ms
from mindspore_compat import Parameter, Tensor, nn, ops

RTOL = 1e-5


def close(t, expected, rtol=RTOL, atol=1e-6):
    np.testing.assert_allclose(t.asnumpy(), np.array(expected), rtol=rtol, atol=atol)


def exp_sin(x):
    return ops.exp(ops.sin(x))


def two_in(x, y):
    return x * ops.sin(y) + x * x


def two_out(x, y):
    return x * y, ops.exp(x)


def cube(a):
    return a * a * a


X = ([0.5, 1.0], [2.0, -1.0])
SX = ([[1.0, 1.0], [0.5, 0.0]], [[0.0, 1.0], [1.0, 2.0]])


def pair():
    return Tensor(X[0], ms.float32), Tensor(X[1], ms.float32)


def series():
    return Tensor(SX[0], ms.float32), Tensor(SX[1], ms.float32)


# ----- jet ----------------------------------------------------------------------------------------------------------
def test_jet_single_input_three_orders():
    # recorded from MindSpore 2.10.0 CPU (the Sin/Exp example of ops.jet)
    p = Tensor([[1, 2], [3, 4]], ms.float32)
    s = Tensor([[[1, 1], [1, 1]], [[0, 0], [0, 0]], [[0, 0], [0, 0]]], ms.float32)
    out, ser = ops.jet(exp_sin, p, s)
    close(out, [[2.319777, 2.4825778], [1.1515628, 0.4691642]])
    assert ser.shape == (3, 2, 2) and ser.dtype == ms.float32
    close(ser, [[[1.25338078, -1.03311694], [-1.14003849, -0.306666106]],
                [[-1.27482045, -1.82747316], [0.966121018, 0.555514932]],
                [[-4.05153656, 3.67243528], [0.505350411, -0.520614028]]])


def test_jet_of_a_cell_of_primitives():
    # the same values through a Cell calling ops.Sin() / ops.Exp() primitives (MindSpore's documented example)
    class Net(nn.Cell):
        def __init__(self):
            super().__init__()
            self.sin = ops.Sin()
            self.exp = ops.Exp()

        def construct(self, x):
            return self.exp(self.sin(x))

    p = Tensor([[1, 2], [3, 4]], ms.float32)
    s = Tensor([[[1, 1], [1, 1]], [[0, 0], [0, 0]], [[0, 0], [0, 0]]], ms.float32)
    out, ser = ops.jet(Net(), p, s)
    close(out, [[2.319777, 2.4825778], [1.1515628, 0.4691642]])
    close(ser[2], [[-4.05153656, 3.67243528], [0.505350411, -0.520614028]])


def test_jet_two_inputs_general_series():
    # recorded from MindSpore 2.10.0 CPU: second-order series with non-zero second derivatives
    out, ser = ops.jet(two_in, pair(), series())
    close(out, [0.704648733, 0.158529043])
    close(ser, [[1.90929747, 1.69883132], [2.74657536, 5.00267982]])


def test_jet_two_outputs_gives_lists():
    out, ser = ops.jet(two_out, pair(), series())
    assert isinstance(out, list) and isinstance(ser, list) and len(out) == 2
    close(out[0], [1.0, -1.0])
    close(out[1], [1.64872146, 2.71827984])
    close(ser[0], [[2.0, 0.0], [1.5, 4.0]])
    close(ser[1], [[1.64872146, 2.71827984], [2.47308207, 2.71827984]])


def test_jet_series_shaped_like_primal_is_first_order():
    out, ser = ops.jet(ops.sin, Tensor([0.5, 1.0], ms.float32), Tensor([1.0, 2.0], ms.float32))
    assert ser.shape == (1, 2)
    close(out, [0.47942555, 0.841470957])
    close(ser, [[0.87758255, 1.08060455]])


def test_jet_float64_and_int_inputs():
    out, ser = ops.jet(ops.sin, Tensor([1.0], ms.float64), Tensor([[1.0], [0.0]], ms.float64))
    assert out.dtype == ms.float64 and ser.dtype == ms.float64
    close(ser, [[0.540302306], [-0.841470985]], rtol=1e-12)
    # int32 primals and series are computed as float32
    out, ser = ops.jet(cube, Tensor([1, 2], ms.int32), Tensor([[1, 1], [1, 0]], ms.int32))
    assert out.dtype == ms.float32
    close(out, [1.0, 8.0])
    close(ser, [[3.0, 12.0], [9.0, 12.0]])


def test_jet_argument_errors():
    x = Tensor([0.5, 1.0], ms.float32)
    sx = Tensor(SX[0], ms.float32)
    with pytest.raises(TypeError, match="must be both Tensor or tuple"):
        ops.jet(ops.sin, x, (sx,))
    with pytest.raises(TypeError, match="must be both Tensor or tuple"):
        ops.jet(ops.sin, [x], [sx])
    with pytest.raises(ValueError, match="The lengths of primals and series must be the same."):
        ops.jet(two_in, pair(), (sx,))
    with pytest.raises(ValueError, match="the shape of each element must be the same as the primals"):
        ops.jet(ops.sin, x, Tensor([[1.0, 1.0, 2.0]], ms.float32))
    with pytest.raises(TypeError, match="types of primals and series must be the same"):
        ops.jet(ops.sin, x, Tensor([[1, 1]], ms.int32))
    with pytest.raises(TypeError, match="types of primals and series must be the same"):
        ops.jet(ops.sin, Tensor([1.0], ms.float16), Tensor([[1.0]], ms.float16))


# ----- derivative ---------------------------------------------------------------------------------------------------
def test_derivative_orders():
    p = Tensor([[1, 2], [3, 4]], ms.float32)
    out, d3 = ops.derivative(exp_sin, p, 3)
    close(out, [[2.319777, 2.4825778], [1.1515628, 0.4691642]])
    close(d3, [[-4.05153656, 3.67243528], [0.505350411, -0.520614028]])
    out, d1 = ops.derivative(ops.sin, Tensor([0.5, 1.0], ms.float32), 1)
    close(d1, [0.87758255, 0.540302277])
    out, d5 = ops.derivative(ops.exp, Tensor([0.0, 1.0], ms.float32), 5)
    close(d5, [1.0, 2.71827984])


def test_derivative_tuples_move_every_input():
    out, d2 = ops.derivative(two_in, pair(), 2)
    close(out, [0.704648733, 0.158529043])
    close(d2, [0.713057637, 3.92207551])
    outs, d3 = ops.derivative(two_out, pair(), 3)
    assert isinstance(outs, list) and isinstance(d3, list)
    close(d3[0], [0.0, 0.0])
    close(d3[1], [1.64872146, 2.71827984])
    # a one-element tuple
    _, d2 = ops.derivative(ops.sin, (Tensor([0.5, 1.0], ms.float32),), 2)
    close(d2, [-0.47942555, -0.841470957])


def test_derivative_int_input_and_errors():
    out, d2 = ops.derivative(cube, Tensor([1, 2], ms.int64), 2)
    assert out.dtype == ms.float32
    close(d2, [6.0, 12.0])
    x = Tensor([0.5], ms.float32)
    with pytest.raises(ValueError, match=r"value of order should not be less than 1, but got 0\."):
        ops.derivative(ops.sin, x, 0)
    with pytest.raises(TypeError, match="the type of order must be int"):
        ops.derivative(ops.sin, x, 1.5)
    with pytest.raises(TypeError, match="the elements of primals must belong to"):
        ops.derivative(ops.sin, Tensor([1.0], ms.float16), 1)


# ----- linearize ----------------------------------------------------------------------------------------------------
def test_linearize_values():
    def g(x, y):
        return x * y + ops.sin(x)

    x, y = Tensor([1.0, 2.0], ms.float32), Tensor([3.0, 4.0], ms.float32)
    out, jvp_fn = ops.linearize(g, (x, y))
    close(out, [3.841471, 8.909297])
    close(jvp_fn((Tensor([1.0, 1.0], ms.float32), Tensor([0.0, 1.0], ms.float32))), [3.5403023, 5.5838532])
    _, jvp_sin = ops.linearize(ops.sin, x)
    close(jvp_sin(Tensor([1.0, 2.0], ms.float32)), [0.5403023, -0.8322937])


def test_linearize_two_outputs_and_lists():
    def g2(x, y):
        return x * y, x + y

    x, y = Tensor([1.0, 2.0], ms.float32), Tensor([3.0, 4.0], ms.float32)
    out, jvp_fn = ops.linearize(g2, [x, y])
    assert isinstance(out, tuple)
    close(out[0], [3.0, 8.0])
    close(out[1], [4.0, 6.0])
    got = jvp_fn([Tensor([1.0, 2.0], ms.float32), Tensor([1.0, 0.0], ms.float32)])
    assert isinstance(got, tuple)
    close(got[0], [4.0, 8.0])
    close(got[1], [2.0, 2.0])
    with pytest.raises(TypeError, match="The inputs type must be a Tensor, tuple or list of Tensors."):
        ops.linearize(g2, 1.0)


# ----- environments -------------------------------------------------------------------------------------------------
def test_environ_create_gives_counting_int64_handles():
    # MindSpore 2.10.0 CPU: a 0-d Int64 Tensor, the next call's handle is one more
    a, b = ops.environ_create(), ops.environ_create()
    assert a.dtype == ms.int64 and a.shape == ()
    assert int(b) == int(a) + 1


def test_environ_set_get_add():
    key = Tensor(3, ms.int64)
    env = ops.environ_create()
    assert ops.environ_set(env, key, Tensor([1.0, 2.0], ms.float32)) is env
    close(ops.environ_get(env, key, Tensor([0.0, 0.0], ms.float32)), [1.0, 2.0])
    close(ops.environ_get(env, 5, Tensor([7.0, 7.0], ms.float32)), [7.0, 7.0])
    ops.environ_set(env, key, Tensor([9.0, 9.0], ms.float32))
    close(ops.environ_get(env, key, Tensor([0.0, 0.0], ms.float32)), [9.0, 9.0])
    other = ops.environ_set(ops.environ_create(), key, Tensor([1.0, 1.0], ms.float32))
    ops.environ_set(other, 8, Tensor([4.0], ms.float32))
    merged = ops.environ_add(env, other)
    assert int(merged) not in (int(env), int(other))
    close(ops.environ_get(merged, key, Tensor([0.0, 0.0], ms.float32)), [10.0, 10.0])
    close(ops.environ_get(merged, 8, Tensor([0.0], ms.float32)), [4.0])
    with pytest.raises(ValueError, match="has shape"):
        ops.environ_get(env, key, Tensor(0.0, ms.float32))
    with pytest.raises(RuntimeError, match="EnvironSet"):
        ops.environ_set(Tensor(-5, ms.int64), key, Tensor([1.0], ms.float32))
    with pytest.raises(TypeError, match="key"):
        ops.environ_set(env, 1.5, Tensor([1.0], ms.float32))


def test_embed_keys_and_env_get():
    w = Parameter(Tensor([1.0, 2.0], ms.float32), name="w")
    v = Parameter(Tensor([1.0, 2.0], ms.float32), name="w")
    assert int(ops.embed(w)) == int(ops.ref_to_embed(w)) >= 2 ** 62
    assert int(ops.embed(w)) != int(ops.embed(v))
    env = ops.environ_create()
    close(ops.env_get(env, w), [0.0, 0.0])
    ops.environ_set(env, ops.ref_to_embed(w), Tensor([0.5, 0.25], ms.float32))
    close(ops.env_get(env, w), [0.5, 0.25])
    close(ops.env_get(env, v), [0.0, 0.0])
    with pytest.raises(TypeError):
        ops.ref_to_embed(1.0)


def test_j_returns_output_and_bprop_with_parameter_gradients():
    # expected values: d(x*x*y)/dx = 2xy, /dy = x^2; a Dense's weight gradient is dout^T x (independent reference)
    out, bprop = ops.J(lambda x, y: x * x * y)(Tensor([2.0], ms.float32), Tensor([3.0], ms.float32))
    env, dx, dy = bprop(Tensor([1.0], ms.float32))
    close(out, [12.0])
    close(dx, [12.0])
    close(dy, [4.0])
    dense = nn.Dense(2, 1, weight_init="ones", bias_init="zeros")
    x = Tensor([[1.0, 2.0]], ms.float32)
    out, bprop = ops.J(dense)(x)
    env, dx = bprop(Tensor([[2.0]], ms.float32))
    close(out, [[3.0]])
    close(dx, [[2.0, 2.0]])
    close(ops.env_get(env, dense.weight), [[2.0, 4.0]])
    close(ops.env_get(env, dense.bias), [2.0])
    with pytest.raises(TypeError, match="function or Cell"):
        ops.J(3)


# ----- hastype, hyper_add, array_reduce -----------------------------------------------------------------------------
HASTYPE = [  # (value, type, MindSpore 2.10.0's answer)
    ("x", ms.float32, False), (1, ms.float32, False), (1.0, ms.float32, True), (True, ms.float32, False),
    ("x", ms.tensor_type, True), (1, ms.tensor_type, False), ("tuple", ms.tensor_type, False),
    ("x", ms.number, False), (1, ms.number, True), (1.0, ms.number, True), (True, ms.number, True),
    ([1.0], ms.number, False), (1, ms.int_, True), (1.0, ms.int_, False), (True, ms.int_, False),
    (1, ms.int64, True), (1, ms.int32, False), (1.0, ms.float_, True), (1.0, ms.float64, False),
    ([1.0], ms.list_, True), ("tuple", ms.tuple_, True), ((), ms.tuple_, True), (True, ms.bool_, True),
    (1, ms.bool_, False), ({"a": 1}, ms.number, False), (np.float32(1.0), ms.float32, True),
]


@pytest.mark.parametrize("value,typ,expected", HASTYPE)
def test_hastype_recorded(value, typ, expected):
    x = Tensor([1.0, 2.0], ms.float32)
    value = {"x": x, "tuple": (1, x)}.get(value, value) if isinstance(value, str) else value
    assert ops.hastype(value, typ) is expected


def test_hastype_tensor_types_and_errors():
    x, xi = Tensor([1.0, 2.0], ms.float32), Tensor([1, 2], ms.int32)
    assert ops.hastype(x, ms.TensorType(ms.float32)) is True
    assert ops.hastype(xi, ms.TensorType(ms.float32)) is False
    assert ops.hastype(xi, ms.TensorType(ms.int_)) is True
    assert ops.hastype(xi, ms.TensorType(ms.number)) is True
    assert ops.hastype(Tensor([1], ms.uint8), ms.TensorType(ms.uint)) is True
    assert ops.hastype(Parameter(x, name="p"), ms.tensor_type) is True
    with pytest.raises(TypeError, match=r"For 'hastype', input\[1\] should be Type, but got Int64\."):
        ops.hastype(x, 1)
    with pytest.raises(TypeError, match=r"input\[1\] should be Type, but got TypeType\."):
        ops.hastype(x, int)
    with pytest.raises(TypeError, match=r"input\[1\] should be Type, but got None\."):
        ops.hastype(x, None)
    with pytest.raises(RuntimeError, match="For 'hastype', the number of input should be 2, but got 1"):
        ops.hastype(x)


def test_hyper_add():
    x, y = Tensor([1.0, 2.0], ms.float32), Tensor([3.0, 4.0], ms.float32)
    close(ops.hyper_add(x, y), [4.0, 6.0])
    got = ops.hyper_add((x, (y, x)), (y, (x, x)))
    close(got[0], [4.0, 6.0])
    close(got[1][0], [4.0, 6.0])
    close(got[1][1], [2.0, 4.0])
    assert ops.hyper_add(1, 2) == 3
    got = ops.hyper_add([x, x], [x, x])
    assert isinstance(got, tuple) and len(got) == 2
    assert len(ops.hyper_add((x, x), (x,))) == 1
    with pytest.raises(ValueError, match=r"For 'AddN', input shape must be same, but got shape of input\[1\]: "
                                         r"\(2, 1\), shape of input\[0\]: \(2,\)"):
        ops.hyper_add(x, Tensor([[1.0], [2.0]], ms.float32))
    with pytest.raises(TypeError, match="unsupported operand"):
        ops.hyper_add(None, None)


def test_hyper_add_merges_environments_as_bprop_outputs_are_summed():
    # two J backpropagations of a Cell: hyper_add sums (env, dx) pairs, environments through environ_add
    dense = nn.Dense(2, 1, weight_init="ones", bias_init="zeros")
    x = Tensor([[1.0, 2.0]], ms.float32)
    _, bprop = ops.J(dense)(x)
    first, second = bprop(Tensor([[1.0]], ms.float32)), bprop(Tensor([[2.0]], ms.float32))
    env, dx = ops.hyper_add(first, second)
    close(dx, [[3.0, 3.0]])
    close(ops.env_get(env, dense.weight), [[3.0, 6.0]])
    # an ordinary int64 scalar is added as a number
    assert int(ops.hyper_add(Tensor(1, ms.int64), Tensor(2, ms.int64))) == 3


def test_array_reduce():
    # no eager kernel in MindSpore: pinned against a float64 numpy reference of the documented rule
    a = np.arange(24, dtype=np.float32).reshape(2, 3, 4)
    t = Tensor(a)
    close(ops.array_reduce(ops.add, t, (3, 1)), a.astype(np.float64).sum(axis=(0, 2))[:, None])
    close(ops.array_reduce(ops.maximum, t, (1, 4)), a.max(axis=(0, 1))[None, :])
    close(ops.array_reduce(ops.add, t, (2, 3, 4)), a)
    close(ops.array_reduce(ops.mul, Tensor([[1.0, 2.0], [3.0, 4.0]], ms.float32), (1, 2)), [[3.0, 8.0]])
    with pytest.raises(ValueError, match="does not broadcast"):
        ops.array_reduce(ops.add, t, (2, 4))
    with pytest.raises(ValueError, match="cannot be longer"):
        ops.array_reduce(ops.add, t, (1, 2, 3, 4))
    with pytest.raises(TypeError, match="'shape' must be a tuple of ints"):
        ops.array_reduce(ops.add, t, [3, 1])


def test_recompute_block_same_gradients():
    dense = nn.Dense(2, 2, weight_init="ones", bias_init="zeros")
    x = Tensor([[1.0, 2.0]], ms.float32)
    run = ops.recompute_block(dense, False)
    close(run(x), dense(x).asnumpy())
    close(ops.grad(run)(x), ops.grad(dense)(x).asnumpy())
    close(ops.grad(ops.recompute_block(dense, True))(x), [[2.0, 2.0]])


# ----- primitives ---------------------------------------------------------------------------------------------------
def test_reusing_returns_its_input():
    def body(i, v):
        return i * v
    r = ops.Reusing()
    assert r(body) is body
    assert str(r) == "Prim[Reusing]"


def test_dump_gradient_writes_the_backward_gradient(tmp_path):
    # MindSpore 2.10.0 CPU writes x_dout_float32_<id>.npy holding 2.0 and returns gradients (2.0, 1.0)
    dg = ops.DumpGradient()
    path = str(tmp_path / "x_dout.npy")

    def f(x, y):
        return dg(path, x, "out") * y

    gx, gy = ms.grad(f, grad_position=(0, 1))(Tensor(1.0, ms.float32), Tensor(2.0, ms.float32))
    close(gx, 2.0)
    close(gy, 1.0)
    files = glob.glob(os.path.join(str(tmp_path), "x_dout_float32_*.npy"))
    assert len(files) == 1
    saved = np.load(files[0])
    assert saved.dtype == np.float32 and saved.shape == () and float(saved) == 2.0
    # without a backward pass nothing is written
    dg(str(tmp_path / "none.npy"), Tensor([1.0], ms.float32), "in")
    assert not glob.glob(os.path.join(str(tmp_path), "none*"))


def test_morph_documented_example():
    # the numbers MindSpore 2.10 documents for its MorphNet example (graph mode)
    def mul_by(k):
        def inner(x):
            return k * x
        return inner

    def same(*args):
        return args[0]

    class MorphNet(nn.Cell):
        def __init__(self):
            super().__init__()
            self.weight0 = Parameter(Tensor([1.0, 2.0, 3.0], ms.float32), name="weight0")
            self.weight1 = Parameter(Tensor([4.0, 5.0, 6.0], ms.float32), name="weight1")
            self.mul_by_100 = ops.Morph(mul_by(100), same, same)

        def construct(self, x):
            return self.mul_by_100(x * self.weight0) * self.weight1

    net = MorphNet()
    grads = ops.GradOperation(get_all=True, get_by_list=True)(net, net.trainable_params())(
        Tensor([7.0, 8.0, 9.0], ms.float32))
    close(grads[0][0], [400.0, 1000.0, 1800.0])
    close(grads[1][0], [2800.0, 4000.0, 5400.0])
    close(grads[1][1], [700.0, 1600.0, 2700.0])


def test_morph_user_bprop():
    # expected values follow from the user bprop (independent of any framework)
    def f(x, y):
        return x * y, x + y

    def f_bprop(x, y, out, dout):
        return dout[0] * 2.0, dout[1] * 3.0

    def same(*args):
        return args

    op = ops.Morph(f, same, same, f_bprop)
    x, y = Tensor([1.0, 2.0], ms.float32), Tensor([3.0, 4.0], ms.float32)
    out = op(x, y)
    close(out[0], [3.0, 8.0])
    close(out[1], [4.0, 6.0])
    gx, gy = ops.grad(lambda a, b: op(a, b)[0] + op(a, b)[1], grad_position=(0, 1))(x, y)
    close(gx, [2.0, 2.0])
    close(gy, [3.0, 3.0])
    assert op.infer_shape((2,), (2,)) == ((2,), (2,))
    with pytest.raises(ValueError, match="positional without a default value"):
        ops.Morph(lambda x, k=2: x * k, same, same, f_bprop)


def test_jvp_and_linearize_of_a_cell_in_graph_mode():
    # J v needs a second reverse pass, which a compiled call cannot give; the Cell runs eagerly inside jvp.
    # Values recorded from MindSpore 2.10.0 CPU (GRAPH_MODE and PyNative agree).
    class MatMulNet(nn.Cell):
        def __init__(self):
            super().__init__()
            self.matmul = ops.MatMul()

        def construct(self, a, b):
            return self.matmul(a, b)

    a = Tensor(np.array([[1, 2, 3], [3, 4, 5]], np.float32))
    b = Tensor(np.array([[1, 2], [3, 4], [5, 6]], np.float32))
    va = Tensor(np.ones((2, 3), np.float32))
    vb = Tensor(np.array([[1, 1], [1, 1], [0, 0]], np.float32))
    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        out, jvp_fn = ops.linearize(MatMulNet(), (a, b))
        np.testing.assert_array_equal(out.asnumpy(), [[22, 28], [40, 52]])
        np.testing.assert_array_equal(jvp_fn((va, vb)).asnumpy(), [[12, 15], [16, 19]])
        _, jv = ops.jvp(MatMulNet(), (a, b), (va, vb))
        np.testing.assert_array_equal(jv.asnumpy(), [[12, 15], [16, 19]])
        assert ms.get_context("mode") == ms.GRAPH_MODE
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
