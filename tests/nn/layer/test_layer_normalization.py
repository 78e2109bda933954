"""BatchNorm1d/2d (MindSpore momentum convention, in-place moving statistics) and LayerNorm."""
import numpy as np
import pytest

import mindspore_compat as ms
from mindspore_compat import nn, Tensor

BN1_REPR = ("BatchNorm1d(num_features=3, eps=1e-05, momentum=0.9, "
            "gamma=Parameter (name=bn.gamma, shape=(3,), dtype=Float32, requires_grad=True), "
            "beta=Parameter (name=bn.beta, shape=(3,), dtype=Float32, requires_grad=True), "
            "moving_mean=Parameter (name=bn.moving_mean, shape=(3,), dtype=Float32, requires_grad=False), "
            "moving_variance=Parameter (name=bn.moving_variance, shape=(3,), dtype=Float32, requires_grad=False))")


def _t(a, dtype=ms.float32):
    return Tensor(np.asarray(a), dtype)


def _expected_moving(old, batch, momentum=0.9):
    """MindSpore CPU kernel arithmetic: old * (1 - m) + batch * m in float32 with m = float32(1 - momentum)."""
    m = np.float32(1.0 - momentum)
    keep = np.float32(1.0) - m
    return (np.float32(old) * keep + np.float32(batch) * m).astype(np.float32)


def test_batchnorm_params_order_names_and_repr():
    class Net(nn.Cell):
        def __init__(self):
            super().__init__()
            self.bn = nn.BatchNorm1d(3)

        def construct(self, x):
            return self.bn(x)

    net = Net()
    assert [(n, p.name, p.requires_grad) for n, p in net.parameters_and_names()] == [
        ("bn.moving_mean", "bn.moving_mean", False), ("bn.moving_variance", "bn.moving_variance", False),
        ("bn.gamma", "bn.gamma", True), ("bn.beta", "bn.beta", True)]
    assert [p.name for p in net.trainable_params()] == ["bn.gamma", "bn.beta"]
    assert repr(net.bn) == BN1_REPR
    bn = nn.BatchNorm2d(4)
    assert (bn.gamma.asnumpy() == 1).all() and (bn.beta.asnumpy() == 0).all()
    assert (bn.moving_mean.asnumpy() == 0).all() and (bn.moving_variance.asnumpy() == 1).all()
    assert abs(bn.momentum - 0.1) < 1e-12  # MindSpore stores 1 - momentum


def test_batchnorm1d_training_step_exact_stats():
    rng = np.random.default_rng(0)
    x = rng.standard_normal((8, 3)).astype(np.float32) * 3 + 1
    bn = nn.BatchNorm1d(3).set_train()
    mean_p, var_p = bn.moving_mean, bn.moving_variance
    out = bn(_t(x)).asnumpy()
    mu, var = x.astype(np.float64).mean(0), x.astype(np.float64).var(0)  # population variance normalises
    uvar = x.astype(np.float64).var(0, ddof=1)  # the moving variance takes the unbiased one (MindSpore 2.10)
    np.testing.assert_allclose(out, (x - mu) / np.sqrt(var + 1e-5), rtol=1e-4, atol=1e-5)
    assert bn.moving_mean is mean_p and bn.moving_variance is var_p  # updated in place
    np.testing.assert_allclose(mean_p.asnumpy(), _expected_moving(0.0, mu), rtol=1e-6, atol=1e-7)
    np.testing.assert_allclose(var_p.asnumpy(), _expected_moving(1.0, uvar), rtol=1e-6)
    # second step keeps accumulating with the same formula
    prev_m, prev_v = mean_p.asnumpy().copy(), var_p.asnumpy().copy()
    bn(_t(x * 2))
    np.testing.assert_allclose(mean_p.asnumpy(), _expected_moving(prev_m, 2 * mu), rtol=1e-6)
    np.testing.assert_allclose(var_p.asnumpy(), _expected_moving(prev_v, 4 * uvar), rtol=1e-5)


def test_batchnorm_exact_float32_update():
    bn = nn.BatchNorm1d(2).set_train()
    bn(_t([[1.0, 2.0], [3.0, 6.0]]))
    assert bn.moving_mean.asnumpy().tolist() == _expected_moving(0.0, np.array([2.0, 4.0])).tolist()
    assert bn.moving_variance.asnumpy().tolist() == _expected_moving(1.0, np.array([2.0, 8.0])).tolist()
    # real MindSpore 2.10 (CPU): moving_mean [0.2, 0.4], moving_variance [1.1, 1.7] (unbiased batch variance)
    assert bn.moving_mean.asnumpy().tolist() == [np.float32(0.2), np.float32(0.4)]
    assert bn.moving_variance.asnumpy().tolist() == [np.float32(1.1), np.float32(1.7)]


def test_batchnorm_single_sample_moving_variance_is_nan():
    # real MindSpore 2.10 (CPU): the unbiased variance of one sample is NaN, the output is 0
    bn = nn.BatchNorm1d(2).set_train()
    out = bn(_t([[1.0, 2.0]]))
    assert out.asnumpy().tolist() == [[0.0, 0.0]] and np.isnan(bn.moving_variance.asnumpy()).all()


def test_batchnorm_parameter_names_standalone():
    # real MindSpore 2.10: the statistics are Parameters named "mean"/"variance" held as moving_mean/moving_variance
    bn = nn.BatchNorm2d(3)
    assert [p.name for p in bn.get_parameters()] == ["mean", "variance", "gamma", "beta"]
    assert [n for n, _ in bn.parameters_and_names()] == ["moving_mean", "moving_variance", "gamma", "beta"]
    assert repr(bn) == ("BatchNorm2d(num_features=3, eps=1e-05, momentum=0.9, "
                        "gamma=Parameter (name=gamma, shape=(3,), dtype=Float32, requires_grad=True), "
                        "beta=Parameter (name=beta, shape=(3,), dtype=Float32, requires_grad=True), "
                        "moving_mean=Parameter (name=mean, shape=(3,), dtype=Float32, requires_grad=False), "
                        "moving_variance=Parameter (name=variance, shape=(3,), dtype=Float32, "
                        "requires_grad=False))")
    net = nn.SequentialCell([nn.Dense(2, 2), nn.BatchNorm1d(2)])
    assert [p.name for p in net.get_parameters()] == ["0.weight", "0.bias", "1.moving_mean", "1.moving_variance",
                                                      "1.gamma", "1.beta"]


def test_batchnorm_eval_uses_moving_stats():
    bn = nn.BatchNorm1d(2, moving_mean_init=_t([1.0, -1.0]), moving_var_init=_t([4.0, 0.25]),
                        gamma_init=_t([2.0, 1.0]), beta_init=_t([0.5, 0.0]))
    x = np.array([[3.0, 0.0], [1.0, -1.0]], np.float32)
    out = bn(_t(x)).asnumpy()
    ref = (x - [1.0, -1.0]) / np.sqrt(np.array([4.0, 0.25]) + 1e-5) * [2.0, 1.0] + [0.5, 0.0]
    np.testing.assert_allclose(out, ref, rtol=1e-6)
    assert bn.moving_mean.asnumpy().tolist() == [1.0, -1.0]  # untouched in eval


def test_batchnorm_use_batch_statistics_flags():
    x = _t(np.arange(8, dtype=np.float32).reshape(4, 2))
    bn = nn.BatchNorm1d(2, use_batch_statistics=True)  # eval mode but batch stats
    out = bn(x).asnumpy()
    np.testing.assert_allclose(out.mean(0), 0, atol=1e-6)
    assert bn.moving_mean.asnumpy().tolist() != [0.0, 0.0]
    bn = nn.BatchNorm1d(2, use_batch_statistics=False).set_train()
    np.testing.assert_allclose(bn(x).asnumpy(), x.asnumpy() / np.sqrt(1 + 1e-5), rtol=1e-6)
    assert bn.moving_mean.asnumpy().tolist() == [0.0, 0.0]


def test_batchnorm2d_and_3d_input():
    rng = np.random.default_rng(2)
    x = rng.standard_normal((2, 3, 4, 5)).astype(np.float32)
    bn = nn.BatchNorm2d(3).set_train()
    out = bn(_t(x)).asnumpy()
    mu, var = x.mean((0, 2, 3)), x.astype(np.float64).var((0, 2, 3))
    uvar = x.astype(np.float64).var((0, 2, 3), ddof=1)
    np.testing.assert_allclose(out, (x - mu[:, None, None]) / np.sqrt(var[:, None, None] + 1e-5), rtol=1e-4,
                               atol=1e-5)
    np.testing.assert_allclose(bn.moving_variance.asnumpy(), _expected_moving(1.0, uvar), rtol=1e-6)
    bn1 = nn.BatchNorm1d(3).set_train()
    x3 = x.reshape(2, 3, 20)
    bn1(_t(x3))
    np.testing.assert_allclose(bn1.moving_mean.asnumpy(), _expected_moving(0.0, x3.mean((0, 2))), rtol=1e-5,
                               atol=1e-7)


def test_batchnorm_affine_false_and_grad():
    bn = nn.BatchNorm1d(2, affine=False)
    assert not bn.gamma.requires_grad and not bn.beta.requires_grad
    assert nn.BatchNorm1d(2).trainable_params()[0].name == "gamma"
    bn = nn.BatchNorm1d(2).set_train()
    x = _t(np.array([[1.0, 2.0], [3.0, 5.0], [0.0, 1.0]]))
    (bn(x)._t * Tensor(np.array([[1.0, 2.0]]), ms.float32)._t).sum().backward()
    np.testing.assert_allclose(bn.beta._t.grad.numpy(), [3.0, 6.0])
    assert bn.moving_mean._t.grad is None


def test_batchnorm_fp16_input_and_to_float():
    bn = nn.BatchNorm1d(2).set_train()
    out = bn(_t(np.array([[1.0, 2.0], [3.0, 6.0]]), ms.float16))
    assert out.dtype == ms.float16
    assert bn.moving_mean.dtype == ms.float32
    bn = nn.BatchNorm1d(2).to_float(ms.float16).set_train()
    out = bn(_t(np.array([[1.0, 2.0], [3.0, 6.0]])))
    assert out.dtype == ms.float16
    assert bn.moving_mean.dtype == ms.float32
    np.testing.assert_allclose(bn.moving_mean.asnumpy(), [0.2, 0.4], rtol=1e-6)


def test_batchnorm_input_rank_errors():
    with pytest.raises(ValueError, match="BatchNorm1d"):
        nn.BatchNorm1d(2)(_t(np.ones([2, 2, 2, 2])))
    with pytest.raises(ValueError, match="BatchNorm2d"):
        nn.BatchNorm2d(2)(_t(np.ones([2, 2])))


@pytest.mark.parametrize("kwargs, exc, text", [
    ({"num_features": 0}, ValueError, "'num_features' must be at least 1, but got 0"),
    ({"num_features": 2.0}, TypeError, "num_features"),
    ({"num_features": 2, "momentum": 1.5}, ValueError, r"'momentum' must be a number in range \[0, 1\]"),
    ({"num_features": 2, "use_batch_statistics": 1}, ValueError, "use_batch_statistics"),
    ({"num_features": 2, "data_format": "NCWH"}, ValueError, "format"),
])
def test_batchnorm_validation(kwargs, exc, text):
    with pytest.raises(exc, match=text):
        nn.BatchNorm2d(**kwargs)


def test_layernorm_values_params_repr():
    rng = np.random.default_rng(3)
    x = rng.standard_normal((2, 3, 4)).astype(np.float32)
    ln = nn.LayerNorm((4,))
    assert [(p.name, p.shape) for p in ln.get_parameters()] == [("gamma", (4,)), ("beta", (4,))]
    out = ln(_t(x)).asnumpy()
    mu, var = x.mean(-1, keepdims=True), x.var(-1, keepdims=True)
    np.testing.assert_allclose(out, (x - mu) / np.sqrt(var + 1e-7), rtol=1e-4, atol=1e-5)
    assert repr(ln) == ("LayerNorm(normalized_shape=(4,), begin_norm_axis=-1, begin_params_axis=-1, "
                        "gammaParameter (name=gamma, shape=(4,), dtype=Float32, requires_grad=True), "
                        "beta=Parameter (name=beta, shape=(4,), dtype=Float32, requires_grad=True))")


def test_layernorm_axes_and_affine():
    rng = np.random.default_rng(4)
    x = rng.standard_normal((2, 3, 4)).astype(np.float32)
    g = rng.standard_normal((3, 4)).astype(np.float32)
    ln = nn.LayerNorm((3, 4), begin_norm_axis=1, begin_params_axis=1, gamma_init=_t(g), beta_init="ones")
    out = ln(_t(x)).asnumpy()
    mu, var = x.mean((1, 2), keepdims=True), x.var((1, 2), keepdims=True)
    np.testing.assert_allclose(out, (x - mu) / np.sqrt(var + 1e-7) * g + 1, rtol=1e-4, atol=1e-5)
    # normalise over the last axis only, Parameters over the last two
    ln = nn.LayerNorm((3, 4), begin_norm_axis=-1, begin_params_axis=1, gamma_init=_t(g))
    out = ln(_t(x)).asnumpy()
    mu, var = x.mean(-1, keepdims=True), x.var(-1, keepdims=True)
    np.testing.assert_allclose(out, (x - mu) / np.sqrt(var + 1e-7) * g, rtol=1e-4, atol=1e-5)


def test_layernorm_fp16_and_validation():
    out = nn.LayerNorm([3])(_t(np.array([[1.0, 2.0, 3.0]]), ms.float16))
    assert out.dtype == ms.float16
    with pytest.raises(TypeError, match="normalized_shape"):
        nn.LayerNorm(3)
    with pytest.raises(ValueError, match="normalized_shape"):
        nn.LayerNorm(())


def test_batchnorm_nhwc_on_gpu_target(monkeypatch):
    from mindspore_compat._backend import device
    monkeypatch.setattr(device, "current_target", lambda: "GPU")
    x = np.random.default_rng(6).standard_normal((2, 3, 4, 5)).astype(np.float32)
    ref_bn, bn = nn.BatchNorm2d(3).set_train(), nn.BatchNorm2d(3, data_format="NHWC").set_train()
    ref = ref_bn(_t(x)).asnumpy()
    out = bn(_t(x.transpose(0, 2, 3, 1))).asnumpy()
    np.testing.assert_allclose(out, ref.transpose(0, 2, 3, 1), rtol=1e-5, atol=1e-6)
    np.testing.assert_allclose(bn.moving_variance.asnumpy(), ref_bn.moving_variance.asnumpy(), rtol=1e-6)
