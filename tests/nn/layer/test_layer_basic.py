"""Dense, Flatten, Dropout, Identity: Parameters, default inits, reprs, numerics, validation."""
import math

import numpy as np
import pytest
import torch

import mindspore_compat as ms
from mindspore_compat import nn, Tensor
from mindspore_compat.common.initializer import Normal


def _t(a, dtype=ms.float32):
    return Tensor(np.asarray(a), dtype)


# ----- Dense -------------------------------------------------------------------------------------------------------
def test_dense_params_names_shapes_dtypes():
    net = nn.Dense(3, 4)
    params = list(net.parameters_and_names())
    assert [(n, p.name, p.shape, p.dtype, p.requires_grad) for n, p in params] == [
        ("weight", "weight", (4, 3), ms.float32, True), ("bias", "bias", (4,), ms.float32, True)]
    assert net.in_channels == 3 and net.out_channels == 4 and net.has_bias is True
    assert net.activation is None and net.activation_flag is False


def test_dense_no_bias():
    net = nn.Dense(3, 4, has_bias=False)
    assert net.bias is None
    assert [p.name for p in net.trainable_params()] == ["weight"]
    assert repr(net) == "Dense(input_channels=3, output_channels=4)"


def test_dense_default_init_statistics():
    torch.manual_seed(0)
    fan_in = 400
    net = nn.Dense(fan_in, 300)
    w, b = net.weight.asnumpy(), net.bias.asnumpy()
    bound = 1 / math.sqrt(fan_in)  # HeUniform(sqrt(5)) and Uniform(1/sqrt(in)) share this bound
    assert np.abs(w).max() <= bound and np.abs(b).max() <= bound
    assert abs(w.std() - bound / math.sqrt(3)) < 0.02 * bound
    assert abs(w.mean()) < 0.01 * bound
    assert np.abs(b).max() > 0.8 * bound  # really uniform over the range, not zeros


def test_dense_forward_matches_numpy():
    rng = np.random.default_rng(0)
    w = rng.standard_normal((4, 3)).astype(np.float32)
    b = rng.standard_normal(4).astype(np.float32)
    x = rng.standard_normal((2, 5, 3)).astype(np.float32)
    net = nn.Dense(3, 4, weight_init=_t(w), bias_init=_t(b))
    out = net(_t(x))
    assert out.shape == (2, 5, 4) and out.dtype == ms.float32
    np.testing.assert_allclose(out.asnumpy(), x @ w.T + b, rtol=1e-5, atol=1e-6)
    assert net(_t(x[0, 0])).shape == (4,)


def test_dense_init_by_name_number_and_initializer():
    net = nn.Dense(2, 3, weight_init="ones", bias_init="zeros")
    assert (net.weight.asnumpy() == 1).all() and (net.bias.asnumpy() == 0).all()
    net = nn.Dense(2, 3, weight_init=0.5, bias_init=2)
    assert (net.weight.asnumpy() == 0.5).all() and (net.bias.asnumpy() == 2).all()
    net = nn.Dense(20, 30, weight_init=Normal(0.02))
    assert 0.01 < net.weight.asnumpy().std() < 0.03


def test_dense_dtype_argument():
    net = nn.Dense(2, 3, dtype=ms.float16)
    assert net.weight.dtype == ms.float16 and net.bias.dtype == ms.float16
    out = net(_t(np.ones([1, 2]), ms.float16))
    assert out.dtype == ms.float16


def test_dense_activation_by_name_and_cell():
    net = nn.Dense(2, 2, weight_init=_t([[1.0, 0.0], [0.0, -1.0]]), bias_init="zeros", activation="relu")
    np.testing.assert_array_equal(net(_t([[3.0, 4.0]])).asnumpy(), [[3.0, 0.0]])
    assert isinstance(net.activation, nn.ReLU)
    assert repr(net) == ("Dense(\n  input_channels=2, output_channels=2, has_bias=True, activation=ReLU()\n"
                         "  (activation): ReLU()\n)")
    net = nn.Dense(2, 2, activation=nn.Tanh())
    assert isinstance(net.activation, nn.Tanh)


def test_dense_repr():
    assert repr(nn.Dense(2, 3)) == "Dense(input_channels=2, output_channels=3, has_bias=True)"


def test_dense_to_float_fp16():
    net = nn.Dense(3, 2).to_float(ms.float16)
    out = net(_t(np.ones([1, 3])))
    assert out.dtype == ms.float16
    assert net.weight.dtype == ms.float32


def test_dense_grad_through_torch_autograd():
    net = nn.Dense(3, 2, weight_init="ones", bias_init="zeros")
    out = net(_t(np.ones([4, 3])))
    out._t.sum().backward()
    np.testing.assert_array_equal(net.weight._t.grad.numpy(), np.full((2, 3), 4.0))
    np.testing.assert_array_equal(net.bias._t.grad.numpy(), [4.0, 4.0])


@pytest.mark.parametrize("args, exc, text", [
    ((0, 3), ValueError, "in_channels"),
    ((3, -1), ValueError, "out_channels"),
    ((2.0, 3), TypeError, "in_channels"),
    ((True, 3), TypeError, "in_channels"),
])
def test_dense_channel_validation(args, exc, text):
    with pytest.raises(exc, match=text):
        nn.Dense(*args)


def test_dense_other_validation():
    with pytest.raises(TypeError, match="has_bias"):
        nn.Dense(2, 3, has_bias=1)
    with pytest.raises(ValueError, match="weight init shape error"):
        nn.Dense(2, 3, weight_init=_t(np.ones([2, 3])))
    with pytest.raises(ValueError, match="bias init shape error"):
        nn.Dense(2, 3, bias_init=_t(np.ones([2])))
    with pytest.raises(TypeError, match="'activation' must be str or Cell or Primitive, but got int"):
        nn.Dense(2, 3, activation=3)
    with pytest.raises(KeyError):
        nn.Dense(2, 3, activation="nope")


def test_dense_in_parent_gets_prefixed_names():
    class Net(nn.Cell):
        def __init__(self):
            super().__init__()
            self.fc1 = nn.Dense(2, 3)
            self.fc2 = nn.Dense(3, 1)

        def construct(self, x):
            return self.fc2(self.fc1(x))

    net = Net()
    assert [p.name for p in net.trainable_params()] == ["fc1.weight", "fc1.bias", "fc2.weight", "fc2.bias"]
    assert net(_t(np.ones([5, 2]))).shape == (5, 1)


# ----- Flatten / Identity ---------------------------------------------------------------------------------------------
def test_flatten():
    x = _t(np.arange(24).reshape(2, 3, 4))
    assert nn.Flatten()(x).shape == (2, 12)
    assert nn.Flatten(0, 1)(x).shape == (6, 4)
    assert nn.Flatten(0, -1)(x).shape == (24,)
    assert nn.Flatten(start_dim=0)(_t(3.0)).shape == (1,)
    np.testing.assert_array_equal(nn.Flatten()(x).asnumpy(), np.arange(24).reshape(2, 12))
    assert repr(nn.Flatten()) == "Flatten()"


def test_flatten_errors():
    with pytest.raises(ValueError, match="out of range"):
        nn.Flatten()(_t([1.0, 2.0]))
    with pytest.raises(ValueError):
        nn.Flatten(2, 1)(_t(np.ones([2, 3, 4])))
    with pytest.raises(TypeError):
        nn.Flatten(1.5)(_t(np.ones([2, 3])))
    with pytest.raises(TypeError):
        nn.Flatten()(np.ones([2, 3]))


def test_identity():
    x = _t([1.0, 2.0])
    assert nn.Identity(1, a=2)(x) is x
    assert repr(nn.Identity()) == "Identity()"


# ----- Dropout -------------------------------------------------------------------------------------------------------
def test_dropout_eval_is_identity():
    net = nn.Dropout(p=0.9)
    x = _t(np.ones([4, 4]))
    assert net(x) is x
    assert net.training is False


def test_dropout_train_scaling():
    torch.manual_seed(1)
    net = nn.Dropout(p=0.2).set_train()
    out = net(_t(np.ones([200, 100]))).asnumpy()
    kept = out[out != 0]
    np.testing.assert_allclose(kept, 1.25, rtol=0, atol=0)  # 1 / (1 - p)
    assert 0.17 < (out == 0).mean() < 0.23


def test_dropout_keep_prob_deprecated_path(caplog):
    torch.manual_seed(2)
    with caplog.at_level("WARNING"):
        net = nn.Dropout(keep_prob=0.8)
    assert "keep_prob" in caplog.text
    assert net.p is None and net.keep_prob == 0.8
    out = net.set_train()(_t(np.ones([100, 100]))).asnumpy()
    np.testing.assert_allclose(out[out != 0], 1.25, rtol=1e-6)
    assert repr(net) == "Dropout(keep_prob=0.8)"
    assert repr(nn.Dropout(p=0.3)) == "Dropout(p=0.3)"


def test_dropout_identity_cases():
    x = _t(np.ones([3]))
    assert nn.Dropout(keep_prob=1.0).set_train()(x) is x
    assert nn.Dropout(p=0).set_train()(x) is x


@pytest.mark.parametrize("kwargs, exc, text", [
    ({"keep_prob": 0.0}, ValueError, r"'keep_prob' must be a number in range \(0, 1\], but got 0.0"),
    ({"keep_prob": 1.5}, ValueError, "keep_prob"),
    ({"keep_prob": 1}, TypeError, "keep_prob"),
    ({"p": 1.0}, ValueError, r"'p' must be a number in range \[0, 1\), but got 1.0"),
    ({"p": -0.1}, ValueError, "'p'"),
    ({"p": "0.5"}, TypeError, "'p'"),
])
def test_dropout_validation(kwargs, exc, text):
    with pytest.raises(exc, match=text):
        nn.Dropout(**kwargs)
