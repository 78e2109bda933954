"""Activation cells and get_activation."""
import math

import numpy as np
import pytest

import mindspore_compat as ms
from mindspore_compat import nn, Tensor

X = np.array([[-3.0, -0.5, 0.0], [0.5, 2.0, 7.0]], np.float32)


def _t(a, dtype=ms.float32):
    return Tensor(np.asarray(a), dtype)


def _erf(v):
    return np.vectorize(math.erf)(v)


@pytest.mark.parametrize("cell, ref", [
    (nn.ReLU(), lambda x: np.maximum(x, 0)),
    (nn.ReLU6(), lambda x: np.clip(x, 0, 6)),
    (nn.LeakyReLU(), lambda x: np.where(x >= 0, x, 0.2 * x)),
    (nn.LeakyReLU(alpha=2), lambda x: np.where(x >= 0, x, 2 * x)),
    (nn.Sigmoid(), lambda x: 1 / (1 + np.exp(-x))),
    (nn.Tanh(), np.tanh),
    (nn.GELU(), lambda x: 0.5 * x * (1 + np.tanh(np.sqrt(2 / np.pi) * (x + 0.044715 * x ** 3)))),
    (nn.GELU(approximate=False), lambda x: 0.5 * x * (1 + _erf(x / np.sqrt(2)))),
    (nn.Softmax(), lambda x: np.exp(x) / np.exp(x).sum(-1, keepdims=True)),
    (nn.Softmax(axis=0), lambda x: np.exp(x) / np.exp(x).sum(0, keepdims=True)),
    (nn.Softmax(axis=(0, 1)), lambda x: np.exp(x) / np.exp(x).sum()),
    (nn.LogSoftmax(), lambda x: x - np.log(np.exp(x).sum(-1, keepdims=True))),
    (nn.SiLU(), lambda x: x / (1 + np.exp(-x))),
    (nn.ELU(), lambda x: np.where(x >= 0, x, np.exp(x) - 1)),
    (nn.ELU(0.5), lambda x: np.where(x >= 0, x, 0.5 * (np.exp(x) - 1))),
    (nn.CELU(2.0), lambda x: np.maximum(x, 0) + np.minimum(0, 2 * (np.exp(x / 2) - 1))),
    (nn.SeLU(), lambda x: 1.0507009873554805 * np.where(x > 0, x, 1.6732632423543772 * (np.exp(x) - 1))),
    (nn.Softsign(), lambda x: x / (1 + np.abs(x))),
    (nn.HSigmoid(), lambda x: np.clip(x + 3, 0, 6) / 6),
    (nn.HSwish(), lambda x: x * np.clip(x + 3, 0, 6) / 6),
    (nn.LogSigmoid(), lambda x: -np.log1p(np.exp(-x))),
    (nn.Mish(), lambda x: x * np.tanh(np.log1p(np.exp(x)))),
    (nn.Softmin(), lambda x: np.exp(-x) / np.exp(-x).sum(-1, keepdims=True)),
    (nn.Softmin(axis=(0,)), lambda x: np.exp(-x) / np.exp(-x).sum(0, keepdims=True)),
    (nn.Hardtanh(-0.5, 2), lambda x: np.clip(x, -0.5, 2)),
    (nn.Tanhshrink(), lambda x: x - np.tanh(x)),
    (nn.SoftShrink(1.0), lambda x: np.where(x > 1, x - 1, np.where(x < -1, x + 1, 0))),
    (nn.HShrink(1.0), lambda x: np.where(np.abs(x) > 1, x, 0)),
    (nn.HShrink(-1.0), lambda x: x),
    (nn.FastGelu(), lambda x: x / (1 + np.exp(-1.702 * np.abs(x))) * np.exp(0.851 * (x - np.abs(x)))),
])
def test_activation_values(cell, ref):
    out = cell(_t(X))
    assert out.shape == X.shape and out.dtype == ms.float32
    np.testing.assert_allclose(out.asnumpy(), ref(X.astype(np.float64)), rtol=1e-5, atol=1e-6)


@pytest.mark.parametrize("cls", [nn.ReLU, nn.ReLU6, nn.Sigmoid, nn.Tanh, nn.GELU, nn.Softmax, nn.LogSoftmax,
                                 nn.LeakyReLU, nn.SiLU, nn.ELU, nn.CELU, nn.SeLU, nn.Softsign, nn.HSigmoid, nn.HSwish,
                                 nn.LogSigmoid, nn.Mish, nn.Softmin, nn.Hardtanh, nn.Tanhshrink, nn.SoftShrink,
                                 nn.HShrink, nn.FastGelu])
def test_activation_keeps_fp16_and_repr(cls):
    out = cls()(_t(X, ms.float16))
    assert out.dtype == ms.float16
    assert repr(cls()) == f"{cls.__name__}()"


def test_activation_validation():
    with pytest.raises(TypeError, match="approximate"):
        nn.GELU(approximate=1)
    with pytest.raises(TypeError, match="alpha"):
        nn.LeakyReLU(alpha="0.1")
    with pytest.raises(TypeError, match="axis"):
        nn.Softmax(axis=1.0)
    with pytest.raises(ValueError, match="axis"):
        nn.Softmax(axis=())
    with pytest.raises(TypeError, match="axis"):
        nn.LogSoftmax(axis=(1,))
    with pytest.raises(ValueError, match="min_val should be less than max_val"):
        nn.Hardtanh(1.0, 1.0)
    with pytest.raises(ValueError, match="lambd"):
        nn.SoftShrink(-0.1)
    with pytest.raises(TypeError, match="lambd"):
        nn.HShrink(1)
    with pytest.raises(ValueError, match="alpha"):
        nn.CELU(0.0)
    with pytest.raises(TypeError, match="alpha"):
        nn.ELU(1)


def test_get_activation():
    for name, cls in [("relu", nn.ReLU), ("relu6", nn.ReLU6), ("sigmoid", nn.Sigmoid), ("tanh", nn.Tanh),
                      ("gelu", nn.GELU), ("softmax", nn.Softmax), ("logsoftmax", nn.LogSoftmax),
                      ("leakyrelu", nn.LeakyReLU), ("silu", nn.SiLU), ("elu", nn.ELU), ("mish", nn.Mish),
                      ("hswish", nn.HSwish), ("hsigmoid", nn.HSigmoid), ("softmin", nn.Softmin),
                      ("fast_gelu", nn.FastGelu), ("hardtanh", nn.Hardtanh), ("tanhshrink", nn.Tanhshrink),
                      ("softsign", nn.Softsign), ("logsigmoid", nn.LogSigmoid), ("softshrink", nn.SoftShrink),
                      ("hshrink", nn.HShrink)]:
        a = nn.get_activation(name)
        assert type(a) is cls
        assert nn.get_activation(name) is not a  # a new instance every time
    assert nn.get_activation(None) is None
    with pytest.raises(KeyError, match="For 'Dense', the 'name' must be in"):
        nn.get_activation("foo", "Dense")
    # recorded from MindSpore 2.10.0: the complete message (its key order) and the cells of the newer names
    with pytest.raises(KeyError) as info:
        nn.get_activation("foo")
    assert info.value.args[0] == (
        "The 'name' must be in ['softmin', 'softmax', 'softmax2d', 'logsoftmax', 'logsoftmaxExt', 'relu', 'relu6', "
        "'rrelu', 'silu', 'tanh', 'tanhshrink', 'hardtanh', 'gelu', 'fast_gelu', 'elu', 'sigmoid', 'softsign', "
        "'prelu', 'preluExt', 'leakyrelu', 'hswish', 'hsigmoid', 'logsigmoid', 'softshrink', 'hshrink', 'threshold', "
        "'mish'], but got foo.")
    assert repr(nn.get_activation("prelu")) == "PReLU()" and repr(nn.get_activation("softmax2d")) == "Softmax2d()"
    with pytest.raises(TypeError, match="missing 2 required positional arguments: 'threshold' and 'value'"):
        nn.get_activation("threshold")


def test_relu_on_int_and_grad():
    out = nn.ReLU()(Tensor(np.array([-1, 2]), ms.int32))
    assert out.dtype == ms.int32 and out.asnumpy().tolist() == [0, 2]
    x = _t([-1.0, 2.0])
    x._t.requires_grad_(True)
    nn.ReLU()(x)._t.sum().backward()
    assert x._t.grad.tolist() == [0.0, 1.0]
