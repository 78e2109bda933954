"""Losses: values against numpy, reductions, dtype preservation, the seed-net golden, validation."""
import numpy as np
import pytest

import mindspore_compat as ms
from mindspore_compat import nn, Tensor, Parameter

RNG = np.random.default_rng(0)
A = RNG.standard_normal((4, 5)).astype(np.float32)
B = RNG.standard_normal((4, 5)).astype(np.float32)


def _t(a, dtype=ms.float32):
    return Tensor(np.asarray(a), dtype)


def _red(x, reduction):
    return {"mean": np.mean, "sum": np.sum, "none": lambda v: v}[reduction](x)


def _log_softmax(x, axis=-1):
    x = x.astype(np.float64)
    m = x.max(axis, keepdims=True)
    return x - m - np.log(np.exp(x - m).sum(axis, keepdims=True))


# ----- the seed net (goldens.md) -------------------------------------------------------------------------------------
def test_mse_seed_net_loss_and_gradient():
    w = Parameter(Tensor(np.ones([16, 10]), ms.float32), name="weight")
    x = Tensor(np.ones([10, 16]), ms.float32)
    labels = Tensor(np.ones([10]), ms.float32)
    out = Tensor.from_torch(x._t @ w._t)
    loss = nn.MSELoss()(out, labels)
    assert loss.shape == () and loss.dtype == ms.float32
    assert loss.asnumpy() == 225.0
    loss._t.backward()
    grad = w._t.grad.numpy()
    # MindSpore prints 2.99999976 for every element; one float32 ulp either way is accepted
    assert np.all(np.abs(grad - np.float32(3.0)) <= np.spacing(np.float32(3.0)))


def test_mse_fp16_network_gives_fp16_loss():
    w = Parameter(Tensor(np.ones([16, 10]), ms.float16), name="weight")
    out = Tensor.from_torch(Tensor(np.ones([10, 16]), ms.float16)._t @ w._t)
    loss = nn.MSELoss()(out, Tensor(np.ones([10]), ms.float16))
    assert loss.dtype == ms.float16 and float(loss.asnumpy()) == 225.0


# ----- element-wise regression losses --------------------------------------------------------------------------------
@pytest.mark.parametrize("reduction", ["mean", "sum", "none"])
def test_mse_l1_values(reduction):
    out = nn.MSELoss(reduction)(_t(A), _t(B)).asnumpy()
    np.testing.assert_allclose(out, _red((A - B).astype(np.float64) ** 2, reduction), rtol=1e-5)
    out = nn.L1Loss(reduction)(_t(A), _t(B)).asnumpy()
    np.testing.assert_allclose(out, _red(np.abs(A - B).astype(np.float64), reduction), rtol=1e-5)


def test_mse_l1_broadcast_and_fp16():
    out = nn.MSELoss("none")(_t([1.0, 2.0, 3.0]), _t([[1.0, 1.0, 1.0], [1.0, 2.0, 2.0]]))
    np.testing.assert_array_equal(out.asnumpy(), [[0, 1, 4], [0, 0, 1]])
    for cls in (nn.MSELoss, nn.L1Loss):
        for reduction in ("mean", "sum", "none"):
            assert cls(reduction)(_t(A, ms.float16), _t(B, ms.float16)).dtype == ms.float16


@pytest.mark.parametrize("beta, reduction", [(1.0, "none"), (0.5, "mean"), (2, "sum")])
def test_smooth_l1(beta, reduction):
    d = np.abs(A - B).astype(np.float64) * 2
    ref = np.where(d < beta, 0.5 * d ** 2 / beta, d - 0.5 * beta)
    out = nn.SmoothL1Loss(beta, reduction)(_t(A * 2), _t(B * 2)).asnumpy()
    np.testing.assert_allclose(out, _red(ref, reduction), rtol=1e-5)


def test_smooth_l1_validation():
    with pytest.raises(ValueError, match="beta"):
        nn.SmoothL1Loss(beta=0.0)
    with pytest.raises(TypeError, match="beta"):
        nn.SmoothL1Loss(beta="1")
    with pytest.raises(ValueError, match="shape"):
        nn.SmoothL1Loss()(_t(A), _t(B[0]))
    with pytest.raises(TypeError, match="dtype"):
        nn.SmoothL1Loss()(_t(A), _t(B, ms.float16))
    assert nn.SmoothL1Loss().reduction == "none"


# ----- classification losses -----------------------------------------------------------------------------------------
LABELS = np.array([0, 4, 2, 1])


@pytest.mark.parametrize("reduction", ["none", "mean", "sum"])
def test_softmax_cross_entropy_with_logits(reduction):
    per = -_log_softmax(A)[np.arange(4), LABELS]
    sparse = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction=reduction)
    for dtype in (ms.int32, ms.int64):
        np.testing.assert_allclose(sparse(_t(A), _t(LABELS, dtype)).asnumpy(), _red(per, reduction), rtol=1e-5)
    onehot = np.eye(5, dtype=np.float32)[LABELS]
    dense = nn.SoftmaxCrossEntropyWithLogits(reduction=reduction)
    np.testing.assert_allclose(dense(_t(A), _t(onehot)).asnumpy(), _red(per, reduction), rtol=1e-5)
    soft = np.full((4, 5), 0.2, np.float32)
    ref = -(soft * _log_softmax(A)).sum(-1)
    np.testing.assert_allclose(dense(_t(A), _t(soft)).asnumpy(), _red(ref, reduction), rtol=1e-5)


def test_softmax_cross_entropy_defaults_and_fp16():
    loss = nn.SoftmaxCrossEntropyWithLogits()
    assert loss.sparse is False and loss.reduction == "none"
    out = nn.SoftmaxCrossEntropyWithLogits(True, "mean")(_t(A, ms.float16), _t(LABELS, ms.int32))
    assert out.dtype == ms.float16 and out.shape == ()
    with pytest.raises(TypeError, match="sparse"):
        nn.SoftmaxCrossEntropyWithLogits(sparse=1)


@pytest.mark.parametrize("reduction", ["none", "mean", "sum"])
def test_cross_entropy_indices_weight_ignore(reduction):
    w = np.array([1.0, 2.0, 0.5, 1.5, 3.0], np.float32)
    labels = np.array([0, 4, -100, 1])
    logp = _log_softmax(A)
    keep = labels != -100
    per = np.where(keep, -w[np.where(keep, labels, 0)] * logp[np.arange(4), np.where(keep, labels, 0)], 0.0)
    if reduction == "mean":
        ref = per.sum() / w[labels[keep]].sum()
    else:
        ref = _red(per, reduction)
    out = nn.CrossEntropyLoss(weight=_t(w), reduction=reduction)(_t(A), _t(labels, ms.int32))
    np.testing.assert_allclose(out.asnumpy(), ref, rtol=1e-5)


def test_cross_entropy_probabilities_and_smoothing():
    probs = np.abs(B) / np.abs(B).sum(-1, keepdims=True)
    ref = -(probs * _log_softmax(A)).sum(-1).mean()
    np.testing.assert_allclose(nn.CrossEntropyLoss()(_t(A), _t(probs)).asnumpy(), ref, rtol=1e-5)
    eps = 0.1
    logp = _log_softmax(A)
    smooth = (1 - eps) * -logp[np.arange(4), LABELS] + eps * -logp.mean(-1)
    out = nn.CrossEntropyLoss(label_smoothing=eps)(_t(A), _t(LABELS, ms.int32))
    np.testing.assert_allclose(out.asnumpy(), smooth.mean(), rtol=1e-5)
    # K-dimensional input
    x = RNG.standard_normal((2, 3, 4)).astype(np.float32)
    y = np.array([[0, 1, 2, 1], [2, 2, 0, 0]])
    ref = -np.take_along_axis(_log_softmax(x, 1), y[:, None], 1).mean()
    np.testing.assert_allclose(nn.CrossEntropyLoss()(_t(x), _t(y, ms.int32)).asnumpy(), ref, rtol=1e-5)
    assert nn.CrossEntropyLoss()(_t(A, ms.float16), _t(LABELS, ms.int32)).dtype == ms.float16


def test_cross_entropy_validation():
    with pytest.raises(TypeError, match="label_smoothing"):
        nn.CrossEntropyLoss(label_smoothing=0)
    with pytest.raises(ValueError, match="label_smoothing"):
        nn.CrossEntropyLoss(label_smoothing=1.5)
    with pytest.raises(TypeError, match="ignore_index"):
        nn.CrossEntropyLoss(ignore_index=1.0)
    with pytest.raises(TypeError, match="weight"):
        nn.CrossEntropyLoss(weight=[1.0, 2.0])
    with pytest.raises(TypeError, match="weight"):
        nn.CrossEntropyLoss(weight=_t([1, 2], ms.int32))
    with pytest.raises(TypeError, match="logits"):
        nn.CrossEntropyLoss()(_t(A, ms.float64), _t(LABELS, ms.int32))
    with pytest.raises(ValueError, match="rank"):
        nn.CrossEntropyLoss()(_t(A), _t(np.zeros([4, 5, 2]), ms.int32))
    with pytest.raises(ValueError, match="shape"):
        nn.CrossEntropyLoss()(_t(A), _t(np.zeros([3]), ms.int32))
    with pytest.raises(TypeError, match="labels"):
        nn.CrossEntropyLoss()(_t(A), _t(np.zeros([4, 5]), ms.int32))


@pytest.mark.parametrize("reduction", ["none", "mean", "sum"])
def test_nll_loss(reduction):
    logp = _log_softmax(A).astype(np.float32)
    w = np.array([1.0, 2.0, 0.5, 1.5, 3.0], np.float32)
    per = -w[LABELS] * logp[np.arange(4), LABELS]
    ref = per.sum() / w[LABELS].sum() if reduction == "mean" else _red(per, reduction)
    out = nn.NLLLoss(weight=_t(w), reduction=reduction)(_t(logp), _t(LABELS, ms.int32))
    np.testing.assert_allclose(out.asnumpy(), ref, rtol=1e-5)
    out = nn.NLLLoss(ignore_index=4, reduction=reduction)(_t(logp), _t(LABELS, ms.int64))
    per = np.where(LABELS == 4, 0.0, -logp[np.arange(4), LABELS])
    ref = per.sum() / 3 if reduction == "mean" else _red(per, reduction)
    np.testing.assert_allclose(out.asnumpy(), ref, rtol=1e-5)


def test_nll_validation():
    with pytest.raises(TypeError, match="ignore_index"):
        nn.NLLLoss(ignore_index="a")
    with pytest.raises(TypeError, match="weight"):
        nn.NLLLoss(weight=np.ones(3))


# ----- binary losses -------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("reduction", ["none", "mean", "sum"])
def test_bce_with_logits(reduction):
    y = (B > 0).astype(np.float32)
    x64 = A.astype(np.float64)
    w = np.array([1.0, 2.0, 0.5, 1.5, 3.0], np.float32)
    pw = np.array([2.0, 1.0, 1.0, 0.5, 3.0], np.float32)
    log_sig, log_one_minus = -np.log1p(np.exp(-x64)), -np.log1p(np.exp(x64))
    ref = -w * (pw * y * log_sig + (1 - y) * log_one_minus)
    out = nn.BCEWithLogitsLoss(reduction, weight=_t(w), pos_weight=_t(pw))(_t(A), _t(y))
    np.testing.assert_allclose(out.asnumpy(), _red(ref, reduction), rtol=1e-5)
    plain = nn.BCEWithLogitsLoss(reduction)(_t(A), _t(y)).asnumpy()
    np.testing.assert_allclose(plain, _red(-(y * log_sig + (1 - y) * log_one_minus), reduction), rtol=1e-5)


def test_bce_with_logits_validation():
    with pytest.raises(TypeError, match="Parameter"):
        nn.BCEWithLogitsLoss(weight=Parameter(_t([1.0]), name="w"))
    with pytest.raises(TypeError, match="Parameter"):
        nn.BCEWithLogitsLoss(pos_weight=Parameter(_t([1.0]), name="p"))
    with pytest.raises(ValueError, match="reduction"):
        nn.BCEWithLogitsLoss(reduction="avg")
    assert nn.BCEWithLogitsLoss()(_t(A, ms.float16), _t(B > 0, ms.float16)).dtype == ms.float16


@pytest.mark.parametrize("reduction", ["none", "mean", "sum"])
def test_bce(reduction):
    p = 1 / (1 + np.exp(-A.astype(np.float64)))
    y = (B > 0).astype(np.float32)
    w = np.abs(B) + 0.5
    ref = -w * (y * np.log(p) + (1 - y) * np.log(1 - p))
    out = nn.BCELoss(weight=_t(w), reduction=reduction)(_t(p), _t(y))
    np.testing.assert_allclose(out.asnumpy(), _red(ref, reduction), rtol=1e-5)
    # MindSpore's doc example numbers
    weight = _t([[1.0, 2.0, 3.0], [4.0, 3.3, 2.2]])
    out = nn.BCELoss(weight=weight)(_t([[0.1, 0.2, 0.3], [0.5, 0.7, 0.9]]), _t([[0, 1, 0], [0, 0, 1]]))
    np.testing.assert_allclose(out.asnumpy(), 1.8952923, rtol=1e-6)


# ----- LossBase ------------------------------------------------------------------------------------------------------
def test_lossbase_get_loss_and_axis():
    class Abs(nn.LossBase):
        def construct(self, logits, labels):
            return self.get_loss(abs(logits - labels))

    x, y = _t([[1.0, 2.0, 3.0], [1.0, 2.0, 3.0]]), _t([[1.0, 2.0, 2.0], [1.0, 2.0, 3.0]])
    np.testing.assert_allclose(Abs()(x, y).asnumpy(), 1 / 6, rtol=1e-6)
    assert Abs("sum")(x, y).asnumpy() == 1.0
    assert Abs("none")(x, y).shape == (2, 3)
    base = nn.LossBase()
    assert base.get_axis(x) == (0, 1) and base.get_axis(_t(1.0)) == ()
    w = _t([[2.0], [0.0]])
    np.testing.assert_allclose(base.get_loss(_t(np.ones([2, 3])), w).asnumpy(), 1.0)
    np.testing.assert_allclose(nn.LossBase("sum").get_loss(_t(np.ones([2, 3])), 0.5).asnumpy(), 3.0)
    out = base.get_loss(_t(np.ones([2, 3]), ms.float16))
    assert out.dtype == ms.float16
    with pytest.raises(AttributeError, match="construct"):
        base(x, y)


@pytest.mark.parametrize("cls", [nn.LossBase, nn.MSELoss, nn.L1Loss, nn.SmoothL1Loss,
                                 nn.SoftmaxCrossEntropyWithLogits, nn.CrossEntropyLoss, nn.NLLLoss, nn.BCELoss])
def test_reduction_validation_names_value(cls):
    with pytest.raises(ValueError, match=rf"For '{cls.__name__}', the 'reduction' must be in \['mean', 'sum', "
                                         r"'none'\], but got avg\."):
        cls(reduction="avg")


def test_loss_reprs_and_type_errors():
    assert repr(nn.MSELoss()) == "MSELoss()"
    assert repr(nn.CrossEntropyLoss()) == "CrossEntropyLoss()"
    with pytest.raises(TypeError, match="For 'MSELoss', the 'logits' must be 'Tensor'"):
        nn.MSELoss()(np.ones(3), _t([1.0]))
    with pytest.raises(TypeError, match="labels"):
        nn.L1Loss()(_t([1.0]), 1.0)


def test_losses_backprop_through_torch():
    x = _t(A)
    x._t.requires_grad_(True)
    nn.CrossEntropyLoss()(x, _t(LABELS, ms.int32))._t.backward()
    p = np.exp(_log_softmax(A))
    p[np.arange(4), LABELS] -= 1
    np.testing.assert_allclose(x._t.grad.numpy(), p / 4, rtol=1e-4, atol=1e-6)


def test_softmax_cross_entropy_dense_label_shape_errors_as_mindspore():
    # messages recorded from MindSpore 2.10 (CPU)
    loss = nn.SoftmaxCrossEntropyWithLogits()
    logits = Tensor(np.ones((32, 10)), ms.float32)
    with pytest.raises(ValueError, match=r"the dimension of labels must be equal to 2, but got 1\."):
        loss(logits, Tensor(np.ones((32,)), ms.float32))
    with pytest.raises(ValueError, match=r"'label' shape must be consistent with 'logits' shape, but got 'label' "
                                         r"shape: \(32, 9\), 'logits' shape: \(32, 10\)\."):
        loss(logits, Tensor(np.ones((32, 9)), ms.float32))
