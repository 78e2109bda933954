"""nn.LARS. MindSpore's LARSUpdate kernel exists only on Ascend/GPU, so the steps are checked against a float64 numpy
rendering of the trust-ratio rule MindSpore documents for LARS (coefficient * ||w|| / (||g|| + wd * ||w|| + eps),
then min(ratio / lr, 1) with use_clip); the exception texts were recorded from MindSpore 2.10.0 (CPU)."""
import numpy as np
import pytest

import mindspore_compat

mindspore_compat.install()
import mindspore as ms  # noqa: E402
from mindspore import nn, Parameter, Tensor  # noqa: E402

W0 = np.array([[0.3, -1.2, 0.8], [0.5, 0.1, -0.4]], np.float32)
B0 = np.array([0.2, -0.3, 0.1], np.float32)
GRADS = [(np.array([[0.5, 0.2, -0.1], [0.3, -0.6, 0.4]], np.float32), np.array([0.1, -0.2, 0.3], np.float32)),
         (np.array([[-0.2, 0.4, 0.3], [0.1, 0.2, -0.5]], np.float32), np.array([-0.3, 0.1, 0.2], np.float32))]


def _ratio(w, g, coef, wd, eps, lr=None):
    wn, gn = np.sqrt((w.astype(np.float64) ** 2).sum()), np.sqrt((g.astype(np.float64) ** 2).sum())
    r = coef * wn / (gn + wd * wn + eps) if wn > 0 and gn > 0 else 1.0
    return min(r / lr, 1.0) if lr is not None else r


def _params():
    return [Parameter(Tensor(W0), name="w"), Parameter(Tensor(B0), name="bias")]


def test_lars_momentum_two_steps():
    ps = _params()
    opt = nn.LARS(nn.Momentum(ps, 0.1, 0.9, weight_decay=0.01), epsilon=1e-5, coefficient=0.01)
    w, b, vw, vb = W0.astype(np.float64), B0.astype(np.float64), 0.0, 0.0
    for gw, gb in GRADS:
        opt((Tensor(gw), Tensor(gb)))
        gw2 = _ratio(w, gw, 0.01, 0.01, 1e-5) * (gw + 0.01 * w)   # 'w' goes through LARS with weight decay
        vw = 0.9 * vw + gw2
        vb = 0.9 * vb + gb                                        # 'bias' is filtered out: raw gradient, no decay
        w, b = w - 0.1 * vw, b - 0.1 * vb
    np.testing.assert_allclose(ps[0].asnumpy(), w, rtol=1e-5, atol=1e-7)
    np.testing.assert_allclose(ps[1].asnumpy(), b, rtol=1e-5, atol=1e-7)


def test_lars_clip_and_loss_scale():
    ps = _params()
    opt = nn.LARS(nn.SGD(ps, 0.5, loss_scale=4.0), coefficient=0.02, use_clip=True, lars_filter=lambda p: True)
    w, b = W0.astype(np.float64), B0.astype(np.float64)
    for gw, gb in GRADS:
        opt((Tensor(gw * 4), Tensor(gb * 4)))
        w = w - 0.5 * _ratio(w, gw, 0.02, 0.0, 1e-5, 0.5) * gw
        b = b - 0.5 * _ratio(b, gb, 0.02, 0.0, 1e-5, 0.5) * gb
    np.testing.assert_allclose(ps[0].asnumpy(), w, rtol=1e-5, atol=1e-7)
    np.testing.assert_allclose(ps[1].asnumpy(), b, rtol=1e-5, atol=1e-7)


def test_lars_validation_recorded():
    with pytest.raises(AttributeError, match="'int' object has no attribute 'init_params'"):
        nn.LARS(3)
    with pytest.raises(TypeError) as info:
        nn.LARS(nn.SGD(_params()), epsilon=1)
    assert str(info.value) == "For 'LARS', the type of 'epsilon' should be 'float', but got type 'int'."
