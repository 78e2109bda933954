"""Autodiff on torch autograd: GradOperation layouts, sensitivities, mindspore.grad / value_and_grad."""
import numpy as np
import pytest
import torch

import mindspore_compat as ms
from mindspore_compat import Tensor, Parameter, ParameterTuple, ops, nn
from mindspore_compat.ops import GradOperation
from mindspore_compat.ops.function.grad import grad, value_and_grad


def f32(a):
    return Tensor(np.asarray(a, np.float32))


W = Parameter(f32([2.0, 3.0]), name="w_fn")


def fn(x, y):
    return (x * y * W).sum()


X, Y = f32([1.0, 2.0]), f32([3.0, 4.0])


def vals(t):
    return t.asnumpy().tolist()


# ----- GradOperation layouts --------------------------------------------------------------------------------------
def test_layout_default_first_input_only():
    g = GradOperation()(fn)(X, Y)
    assert isinstance(g, Tensor) and vals(g) == [6.0, 12.0]


def test_layout_get_all():
    g = GradOperation(get_all=True)(fn)(X, Y)
    assert isinstance(g, tuple) and len(g) == 2
    assert vals(g[0]) == [6.0, 12.0] and vals(g[1]) == [2.0, 6.0]


def test_layout_get_by_list():
    g = GradOperation(get_by_list=True)(fn, ParameterTuple([W]))(X, Y)
    assert isinstance(g, tuple) and len(g) == 1 and vals(g[0]) == [3.0, 8.0]
    # a plain list / tuple of Parameters works too
    assert vals(GradOperation(get_by_list=True)(fn, [W])(X, Y)[0]) == [3.0, 8.0]


def test_layout_get_all_and_by_list():
    g = GradOperation(get_all=True, get_by_list=True)(fn, ParameterTuple([W]))(X, Y)
    assert isinstance(g, tuple) and len(g) == 2
    (gx, gy), (gw,) = g
    assert vals(gx) == [6.0, 12.0] and vals(gy) == [2.0, 6.0] and vals(gw) == [3.0, 8.0]


def test_get_by_list_needs_weights():
    with pytest.raises(TypeError, match="weights"):
        GradOperation(get_by_list=True)(fn)
    with pytest.raises(TypeError):
        GradOperation(get_by_list=True)(fn, 3)
    with pytest.raises(TypeError):
        GradOperation(get_all=1)


def test_sens_param_scales_gradients():
    g1 = GradOperation(get_by_list=True)(fn, [W])(X, Y)
    g3 = GradOperation(get_by_list=True, sens_param=True)(fn, [W])(X, Y, f32(3.0))
    assert vals(g3[0]) == [3 * v for v in vals(g1[0])]
    g = GradOperation(sens_param=True)(fn)(X, Y, f32(0.5))
    assert vals(g) == [3.0, 6.0]


def test_tuple_outputs_default_sens_is_ones_and_tuple_sens():
    def two(x):
        return x * 2.0, x * x

    assert vals(GradOperation()(two)(f32([1.0, 3.0]))) == [4.0, 8.0]  # 2 + 2x
    g = GradOperation(sens_param=True)(two)(f32([1.0, 3.0]), (f32([1.0, 0.0]), f32([0.0, 10.0])))
    assert vals(g) == [2.0, 60.0]


def test_unused_and_integer_inputs_get_zeros():
    def f(x, n, unused):
        return x * 3.0

    n = Tensor(np.array([1, 2], np.int32))
    gx, gn, gu = GradOperation(get_all=True)(f)(f32([1.0, 1.0]), n, f32([5.0]))
    assert vals(gx) == [3.0, 3.0]
    assert gn.dtype == ms.int32 and vals(gn) == [0, 0]
    assert gu.dtype == ms.float32 and vals(gu) == [0.0]


def test_unused_weight_and_frozen_weight_get_zeros():
    used = Parameter(f32([1.0]), name="used")
    unused = Parameter(f32([1.0, 1.0]), name="unused")
    frozen = Parameter(f32([2.0]), name="frozen", requires_grad=False)
    counter = Parameter(Tensor(np.array(1, np.int32)), name="counter")

    def f(x):
        return (x * used * frozen).sum()

    g = GradOperation(get_by_list=True)(f, ParameterTuple([used, unused, frozen, counter]))(f32([3.0]))
    assert vals(g[0]) == [6.0] and vals(g[1]) == [0.0, 0.0] and vals(g[2]) == [0.0]
    assert g[3].dtype == ms.int32 and g[3].shape == ()


def test_constant_function_gives_zero_gradients():
    g = GradOperation(get_all=True)(lambda x: ops.ones((2,)))(f32([1.0, 2.0]))
    assert vals(g[0]) == [0.0, 0.0]


def test_inputs_are_not_modified_and_grads_are_plain_tensors():
    x = f32([1.0, 2.0])
    g = GradOperation()(lambda a: (a * a).sum())(x)
    assert not x._t.requires_grad and not g._t.requires_grad
    assert W._t.grad is None  # torch .grad is never accumulated


def test_tuple_input_gradients_follow_structure():
    def f(pair, z):
        a, b = pair
        return (a * b * z).sum()

    (gp, gz) = GradOperation(get_all=True)(f)((f32([2.0]), f32([3.0])), f32([4.0]))
    assert isinstance(gp, tuple) and vals(gp[0]) == [12.0] and vals(gp[1]) == [8.0] and vals(gz) == [6.0]


def test_higher_order_gradients():
    def cube(x):
        return x * x * x

    first = GradOperation()(cube)
    second = GradOperation()(first)
    third = GradOperation()(second)
    x = f32([2.0, -1.0])
    assert vals(first(x)) == [12.0, 3.0]
    assert vals(second(x)) == [12.0, -6.0]
    assert vals(third(x)) == [6.0, 6.0]


def test_kwargs_pass_through():
    def f(x, scale=1.0):
        return (x * scale).sum()

    assert vals(GradOperation()(f)(f32([1.0, 1.0]), scale=4.0)) == [4.0, 4.0]


# ----- the seed network (spec: grads 3.0 everywhere; MindSpore prints 2.99999976) -------------------------------
def _seed_net_grads(net_fn, weight):
    x = Tensor(np.ones([10, 16]), ms.float32)
    labels = Tensor(np.ones([10]), ms.float32)
    loss, grads = GradOperation(get_by_list=True)._value_and_grad(net_fn, ParameterTuple([weight]), x, labels)
    return loss, grads


def test_seed_net_function_grads_are_three():
    weight = Parameter(Tensor(np.ones([16, 10]), ms.float32), name="weight")
    matmul = ops.MatMul()

    def loss_fn(x, labels):
        return ops.reduce_mean(ops.square(matmul(x, weight) - labels))

    loss, (g,) = _seed_net_grads(loss_fn, weight)
    assert float(loss) == 225.0
    assert g.shape == (16, 10)
    np.testing.assert_allclose(g.asnumpy(), 3.0, rtol=2e-7)


class SeedNet(nn.Cell):
    def __init__(self, in_features=16, out_features=10):
        super().__init__()
        self.weight = Parameter(Tensor(np.ones([in_features, out_features]).astype(np.float32)), name="weight")
        self.matmul = ops.MatMul()

    def construct(self, x):
        return self.matmul(x, self.weight)


class MSE(nn.Cell):
    def construct(self, logits, labels):
        return ops.mean(ops.square(logits - labels))


class WithLoss(nn.Cell):
    def __init__(self, net, loss):
        super().__init__(auto_prefix=False)
        self.net = net
        self.loss = loss

    def construct(self, x, y):
        return self.loss(self.net(x), y)


def test_seed_net_cell_grads_are_three():
    net = SeedNet()
    net_with_loss = WithLoss(net, MSE())
    weights = ParameterTuple(net.trainable_params())
    grads = GradOperation(get_by_list=True)(net_with_loss, weights)(Tensor(np.ones([10, 16]), ms.float32),
                                                                   Tensor(np.ones([10]), ms.float32))
    assert len(grads) == 1 and grads[0].shape == (16, 10)
    np.testing.assert_allclose(grads[0].asnumpy(), 3.0, rtol=2e-7)
    # the weights themselves are untouched and hold no torch .grad
    assert net.weight._t.grad is None and float(net.weight.asnumpy().min()) == 1.0


def test_seed_net_with_nn_mseloss_and_withlosscell():
    net = SeedNet()
    net_with_loss = nn.WithLossCell(net, nn.MSELoss())
    grads = GradOperation(get_by_list=True)(net_with_loss, ParameterTuple(net.trainable_params()))(
        Tensor(np.ones([10, 16]), ms.float32), Tensor(np.ones([10]), ms.float32))
    np.testing.assert_allclose(grads[0].asnumpy(), 3.0, rtol=2e-7)


class DocNet(nn.Cell):
    """The network of MindSpore's ForwardValueAndGrad docstring."""

    def __init__(self):
        super().__init__()
        self.weight = Parameter(Tensor(np.ones((2, 2), np.float32)), name="weight")

    def construct(self, x):
        return ops.matmul(x, self.weight)


class DocLoss(nn.Cell):
    def __init__(self, net):
        super().__init__(auto_prefix=False)
        self.net = net
        self.sce = ops.SoftmaxCrossEntropyWithLogits()

    def construct(self, x, labels):
        return self.sce(self.net(x), labels)[0]


def test_forward_value_and_grad_doc_example_layout_and_printing():
    net = DocNet()
    op = GradOperation(get_all=True, get_by_list=True)
    result = op._value_and_grad(DocLoss(net), ParameterTuple(net.trainable_params()),
                                Tensor(np.ones([1, 2]).astype(np.float32)), Tensor(np.ones([1, 2]).astype(np.float32)))
    expected = (
        "(Tensor(shape=[1], dtype=Float32, value= [ 1.38629436e+00]), ((Tensor(shape=[1, 2], dtype=Float32, value=\n"
        "[[-1.00000000e+00, -1.00000000e+00]]), Tensor(shape=[1, 2], dtype=Float32, value=\n"
        "[[ 0.00000000e+00,  0.00000000e+00]])), (Tensor(shape=[2, 2], dtype=Float32, value=\n"
        "[[-5.00000000e-01, -5.00000000e-01],\n"
        " [-5.00000000e-01, -5.00000000e-01]]),)))")
    assert str(result) == expected


# ----- mindspore.grad / value_and_grad ---------------------------------------------------------------------------
def xyz(x, y, z):
    return x * y * z


XX, YY, ZZ = f32([1, 2]), f32([-2, 3]), f32([0, 3])


def test_grad_positions():
    assert vals(grad(xyz)(XX, YY, ZZ)) == [0.0, 9.0]
    g = grad(xyz, grad_position=(1, 2))(XX, YY, ZZ)
    assert isinstance(g, tuple) and vals(g[0]) == [0.0, 6.0] and vals(g[1]) == [-2.0, 6.0]
    g = grad(xyz, grad_position=(1,))(XX, YY, ZZ)
    assert isinstance(g, tuple) and len(g) == 1


def test_grad_has_aux_returns_aux_tuple():
    def f(x, y, z):
        return x * ops.exp(y) * ops.pow(z, 2), z

    gradient, aux = grad(f, (1, 2), None, True)(f32([3, 3]), f32([0, 0]), f32([5, 5]))
    assert vals(gradient[0]) == [75.0, 75.0] and vals(gradient[1]) == [30.0, 30.0]
    assert isinstance(aux, tuple) and len(aux) == 1 and vals(aux[0]) == [5.0, 5.0]
    with pytest.raises(ValueError, match="more than one output"):
        grad(lambda x: x * 2.0, has_aux=True)(f32([1.0]))


def test_grad_weights_layouts():
    w = Parameter(f32([2.0]), name="w_g")
    b = Parameter(f32([1.0]), name="b_g")

    def f(x):
        return (x * w + b).sum()

    x = f32([1.0, 2.0])
    gw = grad(f, grad_position=None, weights=w)(x)
    assert isinstance(gw, Tensor) and vals(gw) == [3.0]
    gws = grad(f, None, ParameterTuple([w, b]))(x)
    assert isinstance(gws, tuple) and vals(gws[0]) == [3.0] and vals(gws[1]) == [2.0]
    gi, gws = grad(f, 0, [w, b])(x)
    assert vals(gi) == [2.0, 2.0] and vals(gws[1]) == [2.0]


def test_grad_return_ids():
    out = grad(xyz, grad_position=(1, 2), return_ids=True)(XX, YY, ZZ)
    assert out[0][0] == 1 and vals(out[0][1]) == [0.0, 6.0] and out[1][0] == 2
    w = Parameter(f32([2.0]), name="w_ids")
    (pos, gx), ((name, gw),) = grad(lambda x: (x * w).sum(), 0, [w], return_ids=True)(f32([1.0]))
    assert pos == 0 and name == "w_ids" and vals(gw) == [1.0]


def test_grad_sens_param():
    g = grad(xyz, 0, sens_param=True)(XX, YY, ZZ, f32([2.0, 2.0]))
    assert vals(g) == [0.0, 18.0]
    g = grad(xyz, 0, sens_param=True)(XX, YY, ZZ, sens=f32([1.0, 1.0]))
    assert vals(g) == [0.0, 9.0]


def test_grad_argument_validation():
    with pytest.raises(ValueError):
        grad(xyz, None, None)
    with pytest.raises(ValueError):
        grad(xyz, -1)
    with pytest.raises(ValueError):
        grad(xyz, (1, 1))
    with pytest.raises(TypeError):
        grad(xyz, 1.0)
    with pytest.raises(TypeError):
        grad(xyz, has_aux=1)
    with pytest.raises(ValueError):
        grad(xyz, 5)(XX, YY, ZZ)


def test_value_and_grad_basic_and_has_aux_with_weights():
    out, g = value_and_grad(xyz, grad_position=1)(XX, YY, ZZ)
    assert vals(out) == [-0.0, 18.0] and vals(g) == [0.0, 6.0]
    w = Parameter(f32([[1.0, 2.0], [3.0, 4.0]]), name="w_vg")

    def forward(x, labels):
        logits = ops.matmul(x, w)
        return ops.mean(ops.square(logits - labels)), logits

    x, labels = f32([[1.0, 1.0]]), f32([[0.0, 0.0]])
    (loss, logits), grads = value_and_grad(forward, None, ParameterTuple([w]), has_aux=True)(x, labels)
    assert float(loss) == 26.0 and vals(logits) == [[4.0, 6.0]]
    assert isinstance(grads, tuple) and vals(grads[0]) == [[4.0, 6.0], [4.0, 6.0]]
    assert not logits._t.requires_grad
    (loss, logits), (gx, gw) = value_and_grad(forward, 0, [w], has_aux=True)(x, labels)
    assert vals(gx) == [[16.0, 36.0]] and vals(gw[0]) == [[4.0, 6.0], [4.0, 6.0]]


def test_value_and_grad_with_cell():
    net = SeedNet(2, 1)
    loss_net = WithLoss(net, MSE())
    value, grads = value_and_grad(loss_net, None, net.trainable_params())(f32([[1.0, 2.0]]), f32([[0.0]]))
    assert float(value) == 9.0 and vals(grads[0]) == [[6.0], [12.0]]


def test_top_level_mindspore_exports_when_available():
    for name in ("grad", "value_and_grad"):
        if hasattr(ms, name):
            assert getattr(ms, name) is getattr(ops, name)


def test_stop_gradient_and_vjp_jvp():
    g = GradOperation()(lambda x: ops.stop_gradient(x * x) + x)(f32([3.0]))
    assert vals(g) == [1.0]
    out, vjp_fn = ops.vjp(lambda x: x * x * x, f32([1.0, 2.0]))
    # MindSpore 2.10: vjp_fn always returns a tuple (one gradient per input); a single aux comes back alone.
    grads = vjp_fn(f32([1.0, 1.0]))
    assert vals(out) == [1.0, 8.0] and isinstance(grads, tuple) and len(grads) == 1 and vals(grads[0]) == [3.0, 12.0]
    out, vjp_fn, aux = ops.vjp(lambda x: (x * 2, x * 3), f32([1.0, 2.0]), has_aux=True)
    assert vals(aux) == [3.0, 6.0] and vals(vjp_fn(f32([1.0, 1.0]))[0]) == [2.0, 2.0]
    w = Parameter(f32([2.0, 3.0]), name="w_vjp")
    g_in, g_w = ops.vjp(lambda x: x * w, f32([1.0, 2.0]), weights=w)[1](f32([1.0, 1.0]))
    assert vals(g_in[0]) == [2.0, 3.0] and vals(g_w) == [1.0, 2.0]
    g_in, g_w = ops.vjp(lambda x: x * w, f32([1.0, 2.0]), weights=[w])[1](f32([1.0, 1.0]))
    assert isinstance(g_w, tuple) and vals(g_w[0]) == [1.0, 2.0]
    out, jv = ops.jvp(lambda x: x * x * x, f32([1.0, 2.0]), f32([1.0, 1.0]))
    assert vals(jv) == [3.0, 12.0]


def test_assign_inside_differentiated_function_is_allowed():
    p = Parameter(f32([0.0]), name="state")

    def f(x):
        y = (x * 2.0).sum()
        ops.assign(p, y)
        return y

    assert vals(GradOperation()(f)(f32([1.0, 2.0]))) == [2.0, 2.0]
    assert vals(p) == [6.0]


def test_grad_under_torch_no_grad_still_works():
    with torch.no_grad():
        assert vals(GradOperation()(lambda x: (x * x).sum())(f32([2.0]))) == [4.0]


def test_grad_operation_flag_types_as_mindspore():
    # messages recorded from MindSpore 2.10
    for kwargs, msg in ((dict(sens_param=1), "For 'GradOperation', the 'sens_param' should be bool, but got int"),
                        (dict(get_by_list="a"), "For 'GradOperation', the 'get_by_list' should be bool, but got str")):
        with pytest.raises(TypeError) as info:
            ops.GradOperation(**kwargs)
        assert str(info.value) == msg
