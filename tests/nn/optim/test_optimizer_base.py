"""nn.Optimizer base behaviour: Parameters it holds, learning rates, groups, weight decay, loss scale, validation."""
import numpy as np
import pytest
import torch

import mindspore_compat as ms
from mindspore_compat import nn, Parameter, ParameterTuple, Tensor
from mindspore_compat.nn.optim.optimizer import opt_init_args_register


def _param(name, shape=(2, 2), value=1.0, dtype=ms.float32):
    return Parameter(Tensor(np.full(shape, value), dtype), name=name)


def _grads(*arrays):
    return tuple(Tensor(np.asarray(a, np.float32)) for a in arrays)


def _value(p):
    return p.asnumpy().copy()


# ----- holdings --------------------------------------------------------------------------------------------------
def test_global_step_and_learning_rate_parameters():
    w = _param("weight")
    opt = nn.Momentum([w], learning_rate=0.1, momentum=0.9)
    assert opt.global_step.name == "global_step"
    assert opt.global_step.dtype == ms.int32 and opt.global_step.shape == (1,)
    assert opt.global_step.asnumpy().tolist() == [0]
    assert opt.learning_rate.name == "learning_rate"
    assert opt.learning_rate.dtype == ms.float32 and opt.learning_rate.shape == ()
    assert isinstance(opt.parameters, ParameterTuple) and opt.parameters[0] is w
    assert opt.momentum.name == "momentum" and opt.momentum.dtype == ms.float32
    assert opt.is_group is False and opt.dynamic_lr is False


def test_parameter_order_and_trainable_flags():
    w = _param("weight")
    opt = nn.Momentum([w], learning_rate=0.1, momentum=0.9)
    assert [(n, p.requires_grad) for n, p in opt.parameters_and_names()] == [
        ("global_step", True), ("learning_rate", True), ("weight", True), ("momentum", True),
        ("moments.weight", True)]


def test_global_step_increments_every_call():
    w = _param("weight")
    opt = nn.Momentum([w], learning_rate=0.1, momentum=0.9)
    for k in range(1, 4):
        assert opt(_grads(np.ones((2, 2)))) == (True,)
        assert opt.global_step.asnumpy().tolist() == [k]


def test_get_lr_fixed_returns_the_parameter():
    w = _param("weight")
    opt = nn.SGD([w], learning_rate=2)
    assert opt.get_lr() is opt.learning_rate
    assert float(opt.get_lr().asnumpy()) == 2.0


def test_learning_rate_tensor_scalar():
    w = _param("weight")
    opt = nn.SGD([w], learning_rate=Tensor(0.5, ms.float32))
    assert opt.dynamic_lr is False
    opt(_grads(np.ones((2, 2))))
    np.testing.assert_array_equal(w.asnumpy(), np.full((2, 2), 0.5, np.float32))


# ----- dynamic learning rates ----------------------------------------------------------------------------------
@pytest.mark.parametrize("lr", [[0.5, 0.25, 0.125], (0.5, 0.25, 0.125), "tensor"])
def test_dynamic_lr_table(lr):
    if isinstance(lr, str):
        lr = Tensor(np.array([0.5, 0.25, 0.125], np.float32))
    w = _param("weight", (1,), 0.0)
    opt = nn.SGD([w], learning_rate=lr)
    assert opt.dynamic_lr is True
    assert float(opt.get_lr().asnumpy()) == 0.5
    seen = []
    for _ in range(3):
        before = _value(w)
        opt(_grads(np.ones(1)))
        seen.append(float(before[0] - w.asnumpy()[0]))
    assert seen == [0.5, 0.25, 0.125]
    assert opt.learning_rate.learning_rate.name == "learning_rate"
    assert [n for n, _ in opt.parameters_and_names()] == [
        "global_step", "weight", "momentum", "accum.weight", "stat.weight", "learning_rate.learning_rate"]


def test_learning_rate_schedule():
    w = _param("weight", (1,), 0.0)
    sched = nn.WarmUpLR(0.2, 2)
    opt = nn.SGD([w], learning_rate=sched)
    assert opt.dynamic_lr is True and opt.learning_rate is sched
    steps = []
    for _ in range(4):
        before = _value(w)
        opt(_grads(np.ones(1)))
        steps.append(round(float(before[0] - w.asnumpy()[0]), 6))
    assert steps == [0.0, 0.1, 0.2, 0.2]
    assert opt.global_step.asnumpy().tolist() == [4]


def test_dynamic_lr_via_dynamic_lr_function():
    lr = nn.piecewise_constant_lr([1, 3], [1.0, 0.5])
    w = _param("weight", (1,), 0.0)
    opt = nn.Momentum([w], learning_rate=lr, momentum=0.0)
    for expected in (-1.0, -1.5, -2.0):
        opt(_grads(np.ones(1)))
        assert w.asnumpy()[0] == expected


# ----- groups ----------------------------------------------------------------------------------------------------
def test_group_learning_rates_and_names():
    conv = _param("conv.weight", (2,), 1.0)
    fc = _param("fc.weight", (2,), 1.0)
    bias = _param("fc.bias", (2,), 1.0)
    opt = nn.Momentum([{"params": [conv], "lr": 0.5}, {"params": [fc, bias]}], learning_rate=0.25, momentum=0.0)
    assert opt.is_group and opt.is_group_lr and not opt.dynamic_lr
    assert [p.name for p in opt.learning_rate] == ["learning_rate_group_0", "learning_rate", "learning_rate"]
    assert opt.get_lr_parameter(conv).name == "learning_rate_group_0"
    assert [p.name for p in opt.get_lr_parameter([fc, bias])] == ["learning_rate", "learning_rate"]
    opt(_grads(np.ones(2), np.ones(2), np.ones(2)))
    np.testing.assert_array_equal(conv.asnumpy(), [0.5, 0.5])
    np.testing.assert_array_equal(fc.asnumpy(), [0.75, 0.75])
    np.testing.assert_array_equal(bias.asnumpy(), [0.75, 0.75])
    assert len(opt._buckets) == 2


def test_group_weight_decay_and_flags():
    a = _param("a", (2,), 1.0)
    b = _param("b", (2,), 1.0)
    opt = nn.Momentum([{"params": [a], "weight_decay": 0.5}, {"params": [b]}], learning_rate=0.1, momentum=0.0)
    assert opt.decay_flags == (True, False)
    opt(_grads(np.zeros(2), np.zeros(2)))
    np.testing.assert_allclose(a.asnumpy(), [0.95, 0.95], rtol=1e-7)
    np.testing.assert_array_equal(b.asnumpy(), [1.0, 1.0])


def test_group_order_params():
    a, b, c = _param("a", (1,)), _param("b", (1,)), _param("c", (1,))
    opt = nn.SGD([{"params": [b, c], "lr": 0.5}, {"params": [a]}, {"order_params": [a, b, c]}], learning_rate=0.1)
    assert [p.name for p in opt.parameters] == ["a", "b", "c"]
    assert [p.name for p in opt.learning_rate] == ["learning_rate", "learning_rate_group_0", "learning_rate_group_0"]
    opt(_grads(np.ones(1), np.ones(1), np.ones(1)))
    np.testing.assert_allclose([a.asnumpy()[0], b.asnumpy()[0], c.asnumpy()[0]], [0.9, 0.5, 0.5], rtol=1e-7)


def test_group_dynamic_and_fixed_lr_mix():
    a, b = _param("a", (1,), 0.0), _param("b", (1,), 0.0)
    opt = nn.SGD([{"params": [a], "lr": [1.0, 2.0]}, {"params": [b]}], learning_rate=0.5)
    assert opt.dynamic_lr and opt.is_group_lr
    lrs = opt.get_lr()
    assert [float(x.asnumpy()) for x in lrs] == [1.0, 0.5]
    opt(_grads(np.ones(1), np.ones(1)))
    opt(_grads(np.ones(1), np.ones(1)))
    assert a.asnumpy()[0] == -3.0 and b.asnumpy()[0] == -1.0


def test_group_errors():
    a = _param("a", (1,))
    with pytest.raises(KeyError, match="the key in group params must be one of"):
        nn.SGD([{"params": [a], "momentum": 0.9}])
    with pytest.raises(RuntimeError, match="the a parameter already exists"):
        nn.SGD([{"params": [a]}, {"params": [a]}])
    with pytest.raises(ValueError, match="group `params` must not be empty"):
        nn.SGD([{"params": []}])
    with pytest.raises(TypeError, match="the element in group parameters must be Parameter type"):
        nn.SGD([{"params": [1]}])
    with pytest.raises(ValueError, match="the order params dict in group parameters should only include"):
        nn.SGD([{"params": [a]}, {"order_params": [a], "lr": 0.1}])
    with pytest.raises(TypeError, match="'gradients_centralization' must be bool type"):
        nn.SGD([{"params": [a], "grad_centralization": 1}])


def test_grad_centralization_group():
    w = Parameter(Tensor(np.ones((2, 16)), ms.float32), name="conv.weight")
    v = Parameter(Tensor(np.ones((2, 3)), ms.float32), name="fc.weight")
    opt = nn.SGD([{"params": [w, v], "grad_centralization": True}], learning_rate=1.0)
    g = np.arange(32, dtype=np.float32).reshape(2, 16)
    opt(_grads(g, np.ones((2, 3))))
    centred = g - g.mean(axis=1, keepdims=True)
    np.testing.assert_allclose(w.asnumpy(), 1.0 - centred, rtol=1e-6)
    np.testing.assert_array_equal(v.asnumpy(), np.zeros((2, 3)))  # second dim not a multiple of 16: unchanged grad


# ----- weight decay and loss scale ---------------------------------------------------------------------------
def test_default_decay_filter_excludes_beta_and_gamma():
    params = [_param("conv.weight", (1,)), _param("bn.gamma", (1,)), _param("bn.beta", (1,)), _param("fc.bias", (1,))]
    opt = nn.Momentum(params, learning_rate=1.0, momentum=0.0, weight_decay=0.5)
    assert opt.decay_flags == (True, False, False, True)
    assert opt.exec_weight_decay is True
    opt(_grads(*([np.zeros(1)] * 4)))
    assert [p.asnumpy()[0] for p in params] == [0.5, 1.0, 1.0, 0.5]


def test_weight_decay_tensor_and_public_helpers():
    w = _param("w", (2,), 2.0)
    opt = nn.Momentum([w], learning_rate=0.1, momentum=0.9, weight_decay=0.25, loss_scale=4.0)
    assert float(opt.weight_decay.asnumpy()) == 1.0  # weight_decay * loss_scale
    decayed = opt.decay_weight(_grads([1.0, 1.0]))
    np.testing.assert_array_equal(decayed[0].asnumpy(), [3.0, 3.0])
    scaled = opt.scale_grad(decayed)
    np.testing.assert_array_equal(scaled[0].asnumpy(), [0.75, 0.75])
    assert opt.gradients_centralization(scaled)[0].asnumpy().tolist() == [0.75, 0.75]
    assert opt.flatten_gradients(scaled) is scaled
    assert float(opt.get_weight_decay().asnumpy()) == 1.0


def test_loss_scale_divides_gradients_and_keeps_decay_unscaled():
    rng = np.random.default_rng(0)
    w0 = rng.standard_normal((3, 4)).astype(np.float32)
    grads = [rng.standard_normal((3, 4)).astype(np.float32) for _ in range(3)]
    results = []
    for ls in (1.0, 128.0):
        w = Parameter(Tensor(w0), name="w")
        opt = nn.Momentum([w], learning_rate=0.05, momentum=0.9, weight_decay=0.01, loss_scale=ls)
        for g in grads:
            opt(_grads(g * ls))
        results.append(w.asnumpy())
    np.testing.assert_allclose(results[0], results[1], rtol=1e-6, atol=1e-7)


def test_dynamic_weight_decay_cell():
    class HalfDecay(nn.Cell):
        def construct(self, global_step):
            return Tensor(0.5, ms.float32)

    w = _param("w", (1,), 1.0)
    opt = nn.Momentum([w], learning_rate=1.0, momentum=0.0, weight_decay=HalfDecay())
    assert opt.dynamic_weight_decay is True
    opt(_grads(np.zeros(1)))
    assert w.asnumpy()[0] == 0.5


# ----- registration of init arguments --------------------------------------------------------------------------
def test_init_params_and_args():
    w = _param("weight")
    params = [w]
    opt = nn.Momentum(params, learning_rate=0.1, momentum=0.9)
    assert opt.init_params["params"] is params
    assert opt.init_args == {"momentum": 0.9, "weight_decay": 0.0, "loss_scale": 1.0, "use_nesterov": False}
    assert opt.init_learning_rate == 0.1
    opt2 = nn.SGD(params, learning_rate=Tensor(np.array([0.1, 0.2], np.float32)))
    assert opt2.init_learning_rate == pytest.approx([0.1, 0.2])
    opt3 = nn.SGD(params, learning_rate=nn.WarmUpLR(0.1, 2))
    assert opt3.init_learning_rate is None


def test_opt_init_args_register_on_custom_optimizer():
    class MyOpt(nn.Optimizer):
        @opt_init_args_register
        def __init__(self, params, learning_rate=0.1, foo=3):
            super().__init__(learning_rate, params)

        def construct(self, gradients):
            return True

    w = _param("w")
    opt = MyOpt([w], foo=5)
    assert opt.init_args == {"foo": 5}
    assert opt(_grads(np.ones((2, 2)))) is True


def test_base_construct_is_not_defined():
    class NoStep(nn.Optimizer):
        def __init__(self, params):
            super().__init__(0.1, params)

    with pytest.raises(AttributeError, match="the method 'construct' is not defined"):
        NoStep([_param("w")])(_grads(np.ones((2, 2))))


def test_state_dtype_follows_parameter():
    w = _param("w", (2,), 1.0, ms.float16)
    opt = nn.Momentum([w], learning_rate=0.1, momentum=0.9)
    assert opt.moments[0].dtype == ms.float16
    opt(tuple([Tensor(np.ones(2), ms.float16)]))
    assert w.dtype == ms.float16
    np.testing.assert_array_equal(w.asnumpy(), np.array([0.9, 0.9], np.float16))


def test_set_data_on_learning_rate_is_seen():
    w = _param("w", (1,), 0.0)
    opt = nn.SGD([w], learning_rate=0.1)
    opt(_grads(np.ones(1)))
    opt.learning_rate.set_data(Tensor(1.0, ms.float32))
    opt(_grads(np.ones(1)))
    assert w.asnumpy()[0] == np.float32(-0.1) - np.float32(1.0)
    opt.learning_rate.set_data(Tensor([2.0], ms.float32))  # a new shape replaces the storage
    opt(_grads(np.ones(1)))
    assert w.asnumpy()[0] == np.float32(-1.1) - np.float32(2.0)


def test_gradient_count_mismatch():
    opt = nn.SGD([_param("w")])
    with pytest.raises(ValueError, match="the number of gradients"):
        opt(())


def test_torch_gradients_accepted():
    w = _param("w", (2,), 1.0)
    opt = nn.SGD([w], learning_rate=0.5)
    opt((torch.ones(2),))
    np.testing.assert_array_equal(w.asnumpy(), [0.5, 0.5])


# ----- validation ---------------------------------------------------------------------------------------------
def test_parameters_validation():
    with pytest.raises(ValueError, match=r"^For 'Optimizer', the argument parameters must not be empty\.$"):
        nn.Momentum([], 0.1, 0.9)
    with pytest.raises(ValueError, match="the argument parameters can not be None"):
        nn.Momentum(None, 0.1, 0.9)
    with pytest.raises(TypeError, match="the argument parameters must be Iterable type"):
        nn.Momentum(1, 0.1, 0.9)
    with pytest.raises(TypeError, match="all elements of the argument 'parameters' must be 'Parameter' or 'dict'"):
        nn.Momentum([_param("w"), 1], 0.1, 0.9)
    opt = nn.SGD(p for p in [_param("g")])  # any iterable
    assert len(opt.parameters) == 1


def test_learning_rate_validation():
    w = _param("w")
    with pytest.raises(ValueError, match=r"For 'Momentum', the 'learning rate' must be float and must >= 0, but got "
                                         r"'-0.1' with type 'float'\."):
        nn.Momentum([w], -0.1, 0.9)
    with pytest.raises(ValueError, match="the dimension of it should be 0 or 1, but got 2"):
        nn.Momentum([w], Tensor(np.ones((2, 2)), ms.float32), 0.9)
    with pytest.raises(TypeError, match="must be int, float, Tensor, Iterable or LearningRateSchedule"):
        nn.Momentum([w], None, 0.9)


def test_loss_scale_and_weight_decay_validation():
    w = _param("w")
    with pytest.raises(ValueError, match=r"For 'Momentum', the 'loss_scale' must be float and must > 0, but got "
                                         r"'0.0' with type 'float'\."):
        nn.Momentum([w], 0.1, 0.9, loss_scale=0)
    with pytest.raises(TypeError, match="For 'Momentum', the type of 'loss_scale' should be 'float'"):
        nn.Momentum([w], 0.1, 0.9, loss_scale="1")
    with pytest.raises(ValueError, match=r"the 'weight_decay' must be float and must >= 0, but got '-1.0'"):
        nn.Momentum([w], 0.1, 0.9, weight_decay=-1)
    with pytest.raises(TypeError, match="the argument 'Weight_decay' must be int, float or Cell"):
        nn.Momentum([w], 0.1, 0.9, weight_decay="0")
    assert nn.Momentum([w], 0.1, 0.9, loss_scale=8).loss_scale == 8.0


def test_target_and_unique_properties():
    opt = nn.Momentum([_param("w")], 0.1, 0.9)
    assert opt.target == "CPU"
    assert opt.unique is True
    opt.unique = False
    assert opt.unique is False
    with pytest.raises(TypeError, match="the property 'unique' must be bool"):
        opt.unique = 1
    with pytest.raises(AttributeError, match="can not be set"):
        opt.target = "CPU"
    adam = nn.Adam([_param("v")])
    adam.target = "CPU"
    assert adam.target == "CPU"
    with pytest.raises(ValueError, match="cannot be set to 'GPU' or 'Ascend' in the 'CPU' environment"):
        adam.target = "GPU"
    with pytest.raises(TypeError, match="the property 'target' must be string"):
        adam.target = 1
