"""nn.thor (ThorGpu), ConvertModelUtils and ModelThor.

Construction facts (names, shapes, layer maps, error messages) are recorded from MindSpore 2.10.0 CPU. A THOR step
cannot run on MindSpore's CPU build (no CholeskyTrsm kernel: "Unsupported op [CholeskyTrsm] on CPU"), so the
updates are checked against the GPU update rule written out below in float64 numpy (MindSpore's
nn/optim/thor.py, ThorGpu, with its CholeskyTrsm / UpdateThorGradient kernels):

* Dense / Conv2d weight: d = damping[step]; for a convolution with normalizers nA, nG (patch / output positions):
  da = sqrt(d / nA), dg = sqrt(d / nG), f = sqrt(1 / nA); for a dense layer da = dg = sqrt(d), f = 1.
  Ainv = f * inv(A + da I), Ginv = f * inv(G * B^2 / s^2 + dg I), both inverted per 128x128 diagonal block;
  g <- Ginv g Ainv (g reshaped to (out, -1)).
* Embedding table: a = 1 / (counts / B + sqrt(d)); L = cholesky(G * B^2 / s^2 + sqrt(d) I); Gm = L^-1 L^-1
  (MindSpore's MatMul of the triangular inverse with itself); g <- (a[:, None] * g) Gm.
* LayerNorm gamma / beta: g <- g / (g^2 / B + sqrt(d)).
* then g + wd * w (decay_filter), clipping to L2 norm 1 when enabled, m = mu m + g, w -= lr m
  (Nesterov: w -= lr (g + mu m)).
"""
import numpy as np
import pytest

import mindspore_compat as ms
from mindspore_compat import nn, Tensor
from mindspore_compat.train import ConvertModelUtils, Model


# ----- the reference -------------------------------------------------------------------------------------------
def _inv_blocks(m, split=128):
    out = np.zeros_like(m)
    for s in range(0, m.shape[0], split):
        e = min(s + split, m.shape[0])
        out[s:e, s:e] = np.linalg.inv(m[s:e, s:e])
    return out


def _ref_kfac(g, a, gm, d, batch, scale, norms=None):
    if norms is None:
        da = dg = np.sqrt(d)
        f = 1.0
    else:
        na, ng = norms
        da, dg, f = np.sqrt(d / na), np.sqrt(d / ng), np.sqrt(1.0 / na)
    a_inv = f * _inv_blocks(a + da * np.eye(a.shape[0]))
    g_inv = f * _inv_blocks(gm * batch ** 2 / scale ** 2 + dg * np.eye(gm.shape[0]))
    return (g_inv @ g.reshape(g.shape[0], -1) @ a_inv).reshape(g.shape), (a_inv, g_inv)


def _ref_embedding(g, counts, gm, d, batch, scale):
    a = 1.0 / (counts / batch + np.sqrt(d))
    inv_l = np.linalg.inv(np.linalg.cholesky(gm * batch ** 2 / scale ** 2 + np.sqrt(d) * np.eye(gm.shape[0])))
    gmat = inv_l @ inv_l
    return (a[:, None] * g) @ gmat, (a, gmat)


def _ref_layernorm(g, d, batch):
    return g / (g * g / batch + np.sqrt(d))


def _np(t):
    return t.asnumpy().astype(np.float64)


# ----- networks -------------------------------------------------------------------------------------------------
class ConvNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2dThor(1, 2, 2, pad_mode='valid', weight_init=Tensor(
            np.linspace(-0.5, 0.6, 8).reshape(2, 1, 2, 2).astype(np.float32)))
        self.flat = nn.Flatten()
        self.fc = nn.DenseThor(8, 3, weight_init=Tensor(np.linspace(-0.3, 0.4, 24).reshape(3, 8).astype(np.float32)))
        self.ln = nn.LayerNorm((3,))

    def construct(self, x):
        return self.ln(self.fc(self.flat(self.conv(x))))


class EmbNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.EmbeddingThor(6, 4, embedding_table=Tensor(
            np.linspace(-1, 1, 24).reshape(6, 4).astype(np.float32)))
        self.fc = nn.DenseThor(4, 2, weight_init=Tensor(np.linspace(-0.5, 0.5, 8).reshape(2, 4).astype(np.float32)))

    def construct(self, ids):
        return self.fc(self.emb(ids).sum(1))


def _grads(net, *inputs, target):
    def loss(*args):
        return ((net(*args) - target) ** 2).sum()
    params = net.trainable_params()
    _, grads = ms.value_and_grad(loss, grad_position=None, weights=params)(*inputs)
    return params, grads


X_IMG = Tensor(np.linspace(-1, 1, 2 * 9).reshape(2, 1, 3, 3).astype(np.float32))
IDS = Tensor(np.array([[0, 2, 2], [5, 1, 2]], np.int32))


def test_thor_steps_follow_the_gpu_rule():
    net = ConvNet()
    lr = Tensor(np.array([0.1, 0.05, 0.02], np.float32))
    damping = Tensor(np.array([0.3, 0.2, 0.1], np.float32))
    opt = nn.thor(net, lr, damping, 0.9, batch_size=2, frequency=2)
    target = Tensor(np.array([[0.5, -0.2, 0.1], [0.3, 0.3, -0.6]], np.float32))
    params, grads = _grads(net, X_IMG, target=target)
    names = [p.name for p in params]
    assert names == ['conv.weight', 'fc.weight', 'fc.bias', 'ln.gamma', 'ln.beta']
    w = [_np(p) for p in params]
    g = [_np(t) for t in grads]
    a_conv, g_conv = _np(net.conv.matrix_a_cov), _np(net.conv.matrix_g_cov)
    norms = (float(net.conv.a_normalizer.asnumpy()[0]), float(net.conv.g_normalizer.asnumpy()[0]))
    a_fc, g_fc = _np(net.fc.matrix_a), _np(net.fc.matrix_g)
    opt(grads)
    d = 0.3
    new = [None] * 5
    new[0], inv_conv = _ref_kfac(g[0], a_conv, g_conv, d, 2, 1.0, norms)
    new[1], inv_fc = _ref_kfac(g[1], a_fc, g_fc, d, 2, 1.0)
    new[2] = g[2]
    new[3], new[4] = _ref_layernorm(g[3], d, 2), _ref_layernorm(g[4], d, 2)
    moments = list(new)
    expected = [wi - 0.1 * mi for wi, mi in zip(w, moments)]
    for p, e in zip(params, expected):
        np.testing.assert_allclose(p.asnumpy(), e, rtol=2e-5, atol=1e-6)
    np.testing.assert_allclose(opt.matrix_a[0].asnumpy()[0, 0], inv_conv[0], rtol=2e-5, atol=1e-6)
    np.testing.assert_allclose(opt.matrix_g[1].asnumpy()[0], inv_fc[1], rtol=2e-4, atol=1e-6)  # float32 Cholesky
    assert int(opt.cov_step.asnumpy()[0]) == 1 and int(opt.global_step.asnumpy()[0]) == 1

    # second step without THOR: no statistics recorded, the stored inverses are reused
    opt.thor = False
    net.add_flags_recursive(thor=False)
    stats = _np(net.fc.matrix_a)
    w = [_np(p) for p in params]
    _, grads = _grads(net, X_IMG, target=target)
    g = [_np(t) for t in grads]
    np.testing.assert_allclose(_np(net.fc.matrix_a), stats)
    opt(grads)
    d = 0.2
    new = [(inv_conv[1] @ g[0].reshape(2, -1) @ inv_conv[0]).reshape(g[0].shape),
           inv_fc[1] @ g[1] @ inv_fc[0], g[2], _ref_layernorm(g[3], d, 2), _ref_layernorm(g[4], d, 2)]
    moments = [0.9 * m + n for m, n in zip(moments, new)]
    for p, wi, mi in zip(params, w, moments):
        np.testing.assert_allclose(p.asnumpy(), wi - 0.05 * mi, rtol=2e-5, atol=1e-6)


def test_thor_embedding_loss_scale_decay_clip_nesterov():
    net = EmbNet()
    opt = nn.thor(net, Tensor(np.array([0.1], np.float32)), Tensor(np.array([0.05], np.float32)), 0.8,
                  weight_decay=0.01, loss_scale=4.0, batch_size=2, use_nesterov=True, enable_clip_grad=True,
                  decay_filter=lambda p: 'bias' not in p.name)
    target = Tensor(np.array([[0.5, -0.2], [0.3, 0.3]], np.float32))
    params, grads = _grads(net, IDS, target=target)
    assert [p.name for p in params] == ['emb.embedding_table', 'fc.weight', 'fc.bias']
    w = [_np(p) for p in params]
    g = [_np(t) for t in grads]   # fed multiplied by the loss scale, which the optimizer divides out
    counts, g_emb = _np(net.emb.matrix_a), _np(net.emb.matrix_g)
    np.testing.assert_allclose(counts, [1., 1., 3., 0., 0., 1.])
    a_fc, g_fc = _np(net.fc.matrix_a), _np(net.fc.matrix_g)
    opt(tuple(t * 4.0 for t in grads))
    d = 0.05
    new = [_ref_embedding(g[0], counts, g_emb, d, 2, 4.0)[0], _ref_kfac(g[1], a_fc, g_fc, d, 2, 4.0)[0], g[2]]
    new = [n + 0.01 * wi if i < 2 else n for i, (n, wi) in enumerate(zip(new, w))]
    new = [n / max(np.linalg.norm(n), 1.0) for n in new]
    for p, wi, gi in zip(params, w, new):
        # the moment starts at 0: m = g; Nesterov: w -= lr * (g + momentum * m)
        np.testing.assert_allclose(p.asnumpy(), wi - 0.1 * (gi + 0.8 * gi), rtol=2e-5, atol=1e-6)


def test_thor_inverts_large_factors_by_128_blocks():
    rng = np.random.default_rng(1)
    layer = nn.DenseThor(130, 3, weight_init=Tensor(rng.standard_normal((3, 130)).astype(np.float32) * 0.1))
    net = nn.SequentialCell([layer])
    opt = nn.thor(net, Tensor(np.float32(0.1)), Tensor(np.array([0.02], np.float32)), 0.0, batch_size=4)
    assert opt.matrix_a[0].shape == (1, 2, 128, 128) and opt.matrix_g[0].shape == (1, 3, 3)
    x = Tensor(rng.standard_normal((4, 130)).astype(np.float32))
    target = Tensor(np.zeros((4, 3), np.float32))
    params, grads = _grads(net, x, target=target)
    w, g = _np(params[0]), _np(grads[0])
    expected, (a_inv, _) = _ref_kfac(g, _np(layer.matrix_a), _np(layer.matrix_g), 0.02, 4, 1.0)
    opt(grads)
    np.testing.assert_allclose(params[0].asnumpy(), w - 0.1 * expected, rtol=1e-4, atol=1e-6)
    stored = opt.matrix_a[0].asnumpy()[0]
    np.testing.assert_allclose(stored[0], a_inv[:128, :128], rtol=1e-4, atol=1e-6)
    np.testing.assert_allclose(stored[1, :2, :2], a_inv[128:, 128:], rtol=1e-4, atol=1e-6)
    np.testing.assert_allclose(stored[1, 2:, 2:], np.eye(126), atol=1e-6)   # the identity padding


class _FullNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(1, 2, 3, has_bias=True, weight_init='ones', bias_init='ones')
        self.bn = nn.BatchNorm2d(2)
        self.flat = nn.Flatten()
        self.emb = nn.Embedding(4, 3)
        self.seq = nn.SequentialCell([nn.Dense(8, 4, activation='relu'), nn.Dense(4, 2)])
        self.ln = nn.LayerNorm((2,))

    def construct(self, x):
        return self.ln(self.seq(self.flat(self.bn(self.conv(x)))))


def test_thor_construction_recorded():
    net = _FullNet()
    lr = Tensor(np.array([0.1, 0.05, 0.02], np.float32))
    damping = Tensor(np.array([0.3, 0.2, 0.1], np.float32))
    opt = nn.thor(net, lr, damping, 0.9, weight_decay=0.01, batch_size=4, frequency=2)
    assert type(opt).__name__ == "ThorGpu" and opt.get_frequency() == 2
    assert [(p.name, p.shape) for p in opt.get_parameters()] == [   # recorded
        ('global_step', (1,)), ('conv.weight', (2, 1, 3, 3)), ('conv.bias', (2,)), ('bn.gamma', (2,)),
        ('bn.beta', (2,)), ('emb.embedding_table', (4, 3)), ('seq.0.weight', (4, 8)), ('seq.0.bias', (4,)),
        ('seq.1.weight', (2, 4)), ('seq.1.bias', (2,)), ('ln.gamma', (2,)), ('ln.beta', (2,)), ('momentum', ()),
        ('moments.conv.weight', (2, 1, 3, 3)), ('moments.conv.bias', (2,)), ('moments.bn.gamma', (2,)),
        ('moments.bn.beta', (2,)), ('moments.emb.embedding_table', (4, 3)), ('moments.seq.0.weight', (4, 8)),
        ('moments.seq.0.bias', (4,)), ('moments.seq.1.weight', (2, 4)), ('moments.seq.1.bias', (2,)),
        ('moments.ln.gamma', (2,)), ('moments.ln.beta', (2,)), ('conv.matrix_a_cov', (9, 9)),
        ('emb.matrix_a', (4,)), ('seq.0.matrix_a', (8, 8)), ('seq.1.matrix_a', (4, 4)),
        ('conv.matrix_g_cov', (2, 2)), ('emb.matrix_g', (3, 3)), ('seq.0.matrix_g', (4, 4)),
        ('seq.1.matrix_g', (2, 2)), ('conv.a_normalizer', (1,)), ('conv.g_normalizer', (1,)), ('cov_step', (1,)),
        ('matrix_a_inv_0', (1, 1, 9, 9)), ('matrix_a_inv_1', (4,)), ('matrix_a_inv_2', (1, 1, 8, 8)),
        ('matrix_a_inv_3', (1, 1, 4, 4)), ('matrix_g_inv_0', (1, 2, 2)), ('matrix_g_inv_1', (3, 3)),
        ('matrix_g_inv_2', (1, 4, 4)), ('matrix_g_inv_3', (1, 2, 2)), ('learning_rate', (3,)),
        ('bn.moving_mean', (2,)), ('bn.moving_variance', (2,))]
    assert opt.weight_fim_idx_map == (0, -1, -1, -1, 1, 2, -1, 3, -1, -1, -1)   # recorded
    assert opt.weight_conv_idx_map == (0, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1)   # recorded
    assert opt.weight_layertype_idx_map == (1, -1, -1, -1, 3, 2, -1, 2, -1, 4, 4)   # recorded


@pytest.mark.parametrize("bad, kind, message", [   # recorded
    (dict(momentum=1), TypeError, "For 'ThorGpu', the type of 'momentum' should be 'float', but got type 'int'."),
    (dict(momentum=-0.5), ValueError, "For 'thor', the argument 'momentum' must be at least 0.0, but got "
                                      "'momentum' -0.5."),
    (dict(frequency=1), ValueError, "For 'thor', the argument 'frequency' must be at least 2, but got "
                                    "'frequency' 1."),
    (dict(frequency=2.0), TypeError, "For 'ThorGpu', the type of 'frequency' should be 'int', but got type "
                                     "'float'."),
    (dict(learning_rate=0.1), TypeError, "For 'ThorGpu', the type of 'learning rate' should be 'Tensor', but got "
                                         "type 'float'."),
    (dict(loss_scale=0.0), ValueError, "For 'ThorGpu', the 'loss_scale' must be float and must > 0, but got '0.0' "
                                       "with type 'float'."),
    (dict(weight_decay=-1.0), ValueError, "For 'ThorGpu', the 'weight_decay' must be float and must >= 0, but got "
                                          "'-1.0' with type 'float'."),
    (dict(use_nesterov=1), TypeError, "The input value must be a bool, but got int."),
])
def test_thor_argument_errors_recorded(bad, kind, message):
    kwargs = dict(learning_rate=Tensor(np.array([0.1], np.float32)), damping=Tensor(np.array([0.1], np.float32)),
                  momentum=0.9)
    kwargs.update(bad)
    with pytest.raises(kind) as info:
        nn.thor(_FullNet(), **kwargs)
    assert str(info.value) == message


def test_convert_model_recorded():
    net = _FullNet()
    opt = nn.thor(net, Tensor(np.array([0.1], np.float32)), Tensor(np.array([0.1], np.float32)), 0.9, frequency=2)
    model = Model(net, nn.MSELoss(), opt)
    thor_model = ConvertModelUtils.convert_to_thor_model(model, network=net, loss_fn=nn.MSELoss(), optimizer=opt)
    assert type(thor_model).__name__ == "ModelThor" and isinstance(thor_model, Model)   # recorded
    assert thor_model._frequency == 2   # recorded
    momentum = nn.Momentum(net.trainable_params(), 0.1, 0.9)
    assert ConvertModelUtils().convert_to_thor_model(model, net, optimizer=momentum) is model   # recorded
    assert ms.ConvertModelUtils is ConvertModelUtils


def _dataset(rows):
    from mindspore_compat import dataset as ds
    data = {"x": np.linspace(-1, 1, rows * 3).reshape(rows, 3).astype(np.float32),
            "y": np.linspace(0, 1, rows * 2).reshape(rows, 2).astype(np.float32)}
    return ds.NumpySlicesDataset(data, shuffle=False).batch(2)


class _FlagLog(ms.train.Callback):
    def __init__(self, opt):
        self.opt, self.flags = opt, []

    def on_train_step_end(self, run_context):
        self.flags.append(self.opt.thor)


def _thor_model(frequency):
    net = nn.SequentialCell([nn.Dense(3, 4, weight_init='ones'), nn.ReLU(), nn.Dense(4, 2, weight_init='ones')])
    opt = nn.thor(net, Tensor(np.full([20], 0.01, np.float32)), Tensor(np.full([20], 0.1, np.float32)), 0.9,
                  batch_size=2, frequency=frequency)
    loss = nn.MSELoss()
    model = ConvertModelUtils.convert_to_thor_model(Model(net, loss, opt), net, loss_fn=loss, optimizer=opt,
                                                    metrics={'loss'})
    return model, opt


def test_model_thor_trains_and_sets_the_flag_in_sink_mode(monkeypatch):
    model, opt = _thor_model(3)
    log = _FlagLog(opt)
    model.train(1, _dataset(8), callbacks=[log])   # without sink mode every step recomputes
    assert log.flags == [True] * 4 and int(opt.cov_step.asnumpy()[0]) == 4
    model, opt = _thor_model(3)
    log = _FlagLog(opt)
    monkeypatch.setattr(ms.train.model, "_target_sinks", lambda: True)   # as on GPU: sink mode runs by sinks
    model.train(1, _dataset(10), callbacks=[log], dataset_sink_mode=True)
    # steps T F F T F; the callbacks hear the THOR steps and the last step of each group (MindSpore's GPU loop)
    assert log.flags == [True, False, True]
    assert int(opt.cov_step.asnumpy()[0]) == 5
    with pytest.raises(ValueError, match="second-order scenario of thor"):
        model.fit(1, _dataset(4), valid_dataset=_dataset(4), dataset_sink_mode=True)


def test_thor_damping_past_the_table_is_zero():
    # the damping Tensor is indexed by the step counter; past its end the GPU Gather gives 0
    net = nn.SequentialCell([nn.DenseThor(2, 2, weight_init=Tensor(np.array([[1., 0.5], [-0.5, 1.]], np.float32)))])
    opt = nn.thor(net, Tensor(np.float32(0.1)), Tensor(np.array([0.5], np.float32)), 0.0, batch_size=4)
    x = Tensor(np.array([[1., 2.], [0.5, -1.], [2., 1.], [-1., 0.3]], np.float32))
    target = Tensor(np.array([[0., 1.], [1., 0.], [0.5, 0.5], [1., 1.]], np.float32))
    for damping in (0.5, 0.0):
        params, grads = _grads(net, x, target=target)
        w, g = _np(params[0]), _np(grads[0])
        expected = _ref_kfac(g, _np(net[0].matrix_a), _np(net[0].matrix_g), damping, 4, 1.0)[0]
        opt(grads)
        np.testing.assert_allclose(params[0].asnumpy(), w - 0.1 * expected, rtol=1e-4, atol=1e-6)
