"""nn.SGD: MindSpore's SGD kernel (first-step rule, dampening, Nesterov, weight decay) and goldens G4."""
import numpy as np
import pytest
import torch

import mindspore_compat as ms
from mindspore_compat import nn, Parameter, Tensor

# G4: Dense(8, 4) (weight linspace(-0.5, 0.5, 32), bias zeros), SoftmaxCrossEntropyWithLogits(sparse, mean),
# nn.SGD(params, 0.01, 0.9, 1e-4) -- the 4th positional argument is dampening
G4_W0 = [
    [-0.4999520182609558, -0.46775349974632263, -0.43555498123168945],
    [-0.4998622238636017, -0.46777668595314026, -0.43569114804267883],
    [-0.499737411737442, -0.4678126573562622, -0.4358879029750824],
    [-0.499584823846817, -0.4678634703159332, -0.43614211678504944],
    [-0.4994119107723236, -0.4679318368434906, -0.4364517629146576],
    [-0.49922633171081543, -0.4680210053920746, -0.43681567907333374],
]
G4_BIAS = [
    [-0.0009228808339685202, 0.0009228807757608593, 0.0009228807757608593, -0.0009228808921761811],
    [-0.002673971699550748, 0.0026739712338894606, 0.0026739712338894606, -0.002673971699550748],
    [-0.005166101735085249, 0.005166101269423962, 0.005166100803762674, -0.005166101269423962],
    [-0.00831896997988224, 0.008318969048559666, 0.008318968117237091, -0.008318969048559666],
    [-0.012058652006089687, 0.012058652006089687, 0.012058650143444538, -0.012058652006089687],
    [-0.01631714403629303, 0.01631714403629303, 0.01631714217364788, -0.01631714403629303],
]
G4_LOSS = [0.7574597001075745, 0.7568526268005371, 0.7557047009468079, 0.7540793418884277, 0.7520368695259094,
           0.7496342658996582]
G4_FINAL_ROW0 = [-0.49922633171081543, -0.4680210053920746, -0.43681567907333374, -0.4056103229522705,
                 -0.3744049370288849, -0.34319961071014404, -0.3119942843914032, -0.28078895807266235]


def test_g4_table():
    weight = Parameter(Tensor(np.linspace(-0.5, 0.5, 32).reshape(4, 8).astype(np.float32)), name="network.weight")
    bias = Parameter(Tensor(np.zeros(4, np.float32)), name="network.bias")
    opt = nn.SGD([weight, bias], 0.01, 0.9, 1e-4)
    assert opt.dampening == 1e-4 and float(opt.momentum.asnumpy()) == np.float32(0.9)
    x = torch.tensor(np.linspace(-1, 1, 32).reshape(4, 8).astype(np.float32))
    y = torch.tensor([0, 1, 2, 3])
    for step in range(6):
        wt = weight._t.detach().clone().requires_grad_(True)
        bt = bias._t.detach().clone().requires_grad_(True)
        loss = torch.nn.functional.cross_entropy(x @ wt.T + bt, y)
        gw, gb = torch.autograd.grad(loss, [wt, bt])
        opt((Tensor.from_torch(gw), Tensor.from_torch(gb)))
        assert loss.item() == pytest.approx(G4_LOSS[step], rel=1e-6)
        np.testing.assert_allclose(weight.asnumpy()[0, :3], G4_W0[step], rtol=1e-7, atol=0)
        np.testing.assert_allclose(bias.asnumpy(), G4_BIAS[step], rtol=2e-6)
    np.testing.assert_allclose(weight.asnumpy()[0], G4_FINAL_ROW0, rtol=1e-7)
    # first step used the raw gradient (no dampening): bias moved by lr * grad
    assert opt.global_step.asnumpy().tolist() == [6]


def _reference_sgd(w, grads, lr, momentum=0.0, dampening=0.0, weight_decay=0.0, nesterov=False):
    f = np.float32
    accum, stat = np.zeros_like(w), np.ones_like(w)
    out = []
    for g in grads:
        gn = g.copy()
        if weight_decay > 0:
            gn = gn + w * f(weight_decay)
        if momentum > 0:
            accum = np.where(stat > 0, gn, accum * f(momentum) + (f(1) - f(dampening)) * gn)
            stat = np.zeros_like(stat)
            gn = gn + accum * f(momentum) if nesterov else accum
        w = w - f(lr) * gn
        out.append(w.copy())
    return out, accum


@pytest.mark.parametrize("kwargs", [
    dict(momentum=0.0),
    dict(momentum=0.9),
    dict(momentum=0.9, dampening=0.3),
    dict(momentum=0.5, nesterov=True),
    dict(momentum=0.9, dampening=0.1, weight_decay=0.05),
    dict(momentum=0.0, weight_decay=0.05),
])
def test_formula_against_reference(kwargs):
    rng = np.random.default_rng(4)
    w0 = rng.standard_normal((3, 4)).astype(np.float32)
    grads = [rng.standard_normal((3, 4)).astype(np.float32) for _ in range(4)]
    w = Parameter(Tensor(w0), name="w")
    opt = nn.SGD([w], learning_rate=0.1, **kwargs)
    ref, accum = _reference_sgd(w0, grads, 0.1, **kwargs)
    for g, expected in zip(grads, ref):
        opt((Tensor(g),))
        np.testing.assert_array_equal(w.asnumpy(), expected)
    if kwargs["momentum"] > 0:
        np.testing.assert_allclose(opt.accum[0].asnumpy(), accum, rtol=1e-6, atol=1e-7)
        assert not opt.stat[0].asnumpy().any()
    else:
        assert opt.stat[0].asnumpy().all()  # untouched without momentum


def test_weight_decay_applies_to_all_parameters():
    gamma = Parameter(Tensor(np.ones(2), ms.float32), name="bn.gamma")
    opt = nn.SGD([gamma], learning_rate=1.0, weight_decay=0.5)
    opt((Tensor(np.zeros(2), ms.float32),))
    np.testing.assert_array_equal(gamma.asnumpy(), [0.5, 0.5])


def test_state_names_and_init_values():
    a = Parameter(Tensor(np.ones([2, 2]), ms.float32), name="network.weight")
    opt = nn.SGD([a], momentum=0.9)
    assert [p.name for p in opt.get_parameters()] == [
        "global_step", "learning_rate", "network.weight", "momentum", "accum.network.weight", "stat.network.weight"]
    assert not opt.accum[0].asnumpy().any()
    assert opt.stat[0].asnumpy().all()
    assert float(opt.learning_rate.asnumpy()) == np.float32(0.1)


def test_stat_reset_restores_first_step_rule():
    w = Parameter(Tensor(np.zeros(2), ms.float32), name="w")
    opt = nn.SGD([w], learning_rate=1.0, momentum=0.5, dampening=0.5)
    g = (Tensor(np.ones(2), ms.float32),)
    opt(g)
    opt(g)
    np.testing.assert_array_equal(opt.accum[0].asnumpy(), [1.0, 1.0])  # 0.5 * 1 + 0.5 * 1
    opt.stat[0].set_data(Tensor(np.array([1.0, 0.0]), ms.float32))  # e.g. loading a checkpoint
    opt((Tensor(np.full(2, 4.0), ms.float32),))
    np.testing.assert_array_equal(opt.accum[0].asnumpy(), [4.0, 2.5])
    assert not opt.stat[0].asnumpy().any()


def test_group_weight_decay_is_multiplied_by_loss_scale():
    """MindSpore quirk kept: grouped weight decay passes through the base preprocessing (x loss_scale)."""
    w = Parameter(Tensor(np.ones(1), ms.float32), name="w")
    opt = nn.SGD([{"params": [w], "weight_decay": 0.1}], learning_rate=1.0, loss_scale=2.0)
    opt((Tensor(np.zeros(1), ms.float32),))
    assert w.asnumpy()[0] == np.float32(1.0) - np.float32(0.2)


def test_sgd_validation():
    w = Parameter(Tensor(np.ones([2]), ms.float32), name="w")
    with pytest.raises(TypeError, match="For 'SGD', the argument 'momentum' must be float type"):
        nn.SGD([w], momentum="0.9")
    with pytest.raises(ValueError, match="For 'SGD', the argument 'momentum' must be at least 0.0"):
        nn.SGD([w], momentum=-1)
    with pytest.raises(TypeError, match="For 'SGD', the argument 'dampening' must be float type"):
        nn.SGD([w], dampening=None)
    with pytest.raises(ValueError, match="the argument 'dampening' must be at least 0.0"):
        nn.SGD([w], dampening=-0.1)
    with pytest.raises(TypeError, match="For 'SGD', the type of 'nesterov' should be 'bool'"):
        nn.SGD([w], momentum=0.9, nesterov=1)
    with pytest.raises(ValueError, match="if 'nesterov' is true, 'momentum' must be > 0.0"):
        nn.SGD([w], nesterov=True)

    class Decay(nn.Cell):
        def construct(self, step):
            return Tensor(0.1, ms.float32)

    with pytest.raises(TypeError, match="dynamic weight decay is currently not supported"):
        nn.SGD([w], weight_decay=Decay())
    assert nn.SGD([w], momentum=1).init_args["momentum"] == 1
