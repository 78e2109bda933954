"""MaxPool2d, AvgPool2d, AdaptiveAvgPool2d: pad modes, shapes, values, reprs, validation."""
import numpy as np
import pytest

import mindspore_compat as ms
from mindspore_compat import nn, Tensor


def _t(a, dtype=ms.float32):
    return Tensor(np.asarray(a), dtype)


def _tf_same(size, k, s):
    out = -(-size // s)
    need = max(0, (out - 1) * s + k - size)
    return need // 2, need - need // 2


def _np_pool(x, k, s, pads, fn, fill):
    """Reference pooling over the last two axes; pads = (top, bottom, left, right), filled with `fill`
    (np.nan means 'excluded from the average')."""
    x = np.pad(x.astype(np.float64), ((0, 0), (0, 0), (pads[0], pads[1]), (pads[2], pads[3])),
               constant_values=fill)
    oh, ow = (x.shape[2] - k[0]) // s[0] + 1, (x.shape[3] - k[1]) // s[1] + 1
    out = np.zeros(x.shape[:2] + (oh, ow))
    for i in range(oh):
        for j in range(ow):
            out[:, :, i, j] = fn(x[:, :, i * s[0]:i * s[0] + k[0], j * s[1]:j * s[1] + k[1]], axis=(2, 3))
    return out


X = np.random.default_rng(0).standard_normal((2, 3, 7, 6)).astype(np.float32)


def test_maxpool_repr():
    assert repr(nn.MaxPool2d(kernel_size=2, stride=2)) == "MaxPool2d(kernel_size=2, stride=2, pad_mode=VALID)"
    assert repr(nn.MaxPool2d(3, (1, 2), pad_mode="same")) == \
        "MaxPool2d(kernel_size=3, stride=(1, 2), pad_mode=SAME)"
    assert repr(nn.MaxPool2d((2,), 1)) == "MaxPool2d(kernel_size=2, stride=1, pad_mode=VALID)"
    assert repr(nn.AvgPool2d(2, 2, "pad")) == "AvgPool2d(kernel_size=2, stride=2, pad_mode=PAD)"


@pytest.mark.parametrize("k, s", [(2, 2), (3, 1), (3, 2), ((2, 3), (1, 2))])
def test_maxpool_valid_and_same(k, s):
    kk = (k, k) if isinstance(k, int) else k
    ss = (s, s) if isinstance(s, int) else s
    out = nn.MaxPool2d(k, s)(_t(X))
    ref = _np_pool(X, kk, ss, (0, 0, 0, 0), np.max, 0)
    assert out.shape == ref.shape
    np.testing.assert_array_equal(out.asnumpy(), ref.astype(np.float32))
    out = nn.MaxPool2d(k, s, pad_mode="same")(_t(X))
    pads = _tf_same(7, kk[0], ss[0]) + _tf_same(6, kk[1], ss[1])
    ref = _np_pool(X, kk, ss, pads, np.max, -np.inf)
    assert out.shape == (2, 3, -(-7 // ss[0]), -(-6 // ss[1]))
    np.testing.assert_array_equal(out.asnumpy(), ref.astype(np.float32))


def test_maxpool_pad_mode_with_indices_and_3d_input():
    pool = nn.MaxPool2d(3, 2, pad_mode="pad", padding=1, return_indices=True)
    out, idx = pool(_t(X))
    assert out.shape == (2, 3, 4, 3) and idx.shape == (2, 3, 4, 3) and idx.dtype == ms.int64
    ref = _np_pool(X, (3, 3), (2, 2), (1, 1, 1, 1), np.max, -np.inf)
    np.testing.assert_array_equal(out.asnumpy(), ref.astype(np.float32))
    flat = X.reshape(2, 3, -1)
    np.testing.assert_array_equal(np.take_along_axis(flat, idx.asnumpy().reshape(2, 3, -1), 2).reshape(out.shape),
                                  out.asnumpy())
    out = nn.MaxPool2d(2, 2, pad_mode="pad", padding=(0, 1), ceil_mode=True)(_t(X))
    assert out.shape == (2, 3, 4, 4)
    out = nn.MaxPool2d(2, 2)(_t(X[0]))
    assert out.shape == (3, 3, 3)


def test_maxpool_validation():
    with pytest.raises(ValueError, match="can not be set to non-default value"):
        nn.MaxPool2d(2, 2, padding=1)
    with pytest.raises(ValueError, match="can not be set to non-default value"):
        nn.MaxPool2d(2, 2, return_indices=True)
    with pytest.raises(ValueError, match="pad_mode"):
        nn.MaxPool2d(2, 2, pad_mode="full")
    with pytest.raises(TypeError, match="pad_mode"):
        nn.MaxPool2d(2, 2, pad_mode=1)
    with pytest.raises(ValueError, match="'kernel_size' must be an positive int number or a tuple"):
        nn.MaxPool2d(0)
    with pytest.raises(TypeError, match="stride"):
        nn.MaxPool2d(2, 1.0)
    with pytest.raises(ValueError, match="format"):
        nn.MaxPool2d(2, data_format="NCWH")


def test_avgpool_valid_same_pad():
    out = nn.AvgPool2d(2, 2)(_t(X))
    np.testing.assert_allclose(out.asnumpy(), _np_pool(X, (2, 2), (2, 2), (0, 0, 0, 0), np.mean, 0), rtol=1e-6)
    # 'same': padded positions are excluded from the average
    out = nn.AvgPool2d(3, 2, pad_mode="same")(_t(X))
    pads = _tf_same(7, 3, 2) + _tf_same(6, 3, 2)
    ref = _np_pool(X, (3, 3), (2, 2), pads, np.nanmean, np.nan)
    assert out.shape == ref.shape == (2, 3, 4, 3)
    np.testing.assert_allclose(out.asnumpy(), ref, rtol=1e-5, atol=1e-6)
    out = nn.AvgPool2d(2, 1, pad_mode="same")(_t(X))
    pads = _tf_same(7, 2, 1) + _tf_same(6, 2, 1)
    np.testing.assert_allclose(out.asnumpy(), _np_pool(X, (2, 2), (1, 1), pads, np.nanmean, np.nan), rtol=1e-5,
                               atol=1e-6)
    # 'pad': zero padding counted (default) or not
    out = nn.AvgPool2d(3, 2, pad_mode="pad", padding=1)(_t(X))
    np.testing.assert_allclose(out.asnumpy(), _np_pool(X, (3, 3), (2, 2), (1, 1, 1, 1), np.mean, 0), rtol=1e-5,
                               atol=1e-6)
    out = nn.AvgPool2d(3, 2, pad_mode="pad", padding=1, count_include_pad=False)(_t(X))
    np.testing.assert_allclose(out.asnumpy(), _np_pool(X, (3, 3), (2, 2), (1, 1, 1, 1), np.nanmean, np.nan),
                               rtol=1e-5, atol=1e-6)
    out = nn.AvgPool2d(2, 2, pad_mode="pad", divisor_override=1)(_t(X))
    np.testing.assert_allclose(out.asnumpy(), _np_pool(X, (2, 2), (2, 2), (0, 0, 0, 0), np.sum, 0), rtol=1e-5,
                               atol=1e-5)
    assert nn.AvgPool2d(2, 2, ceil_mode=True)(_t(X)).shape == (2, 3, 4, 3)
    assert nn.AvgPool2d(3, 2, pad_mode="same")(_t(X[0])).shape == (3, 4, 3)


def test_avgpool_validation():
    with pytest.raises(ValueError, match="divisor_override"):
        nn.AvgPool2d(2, divisor_override=0)
    with pytest.raises(ValueError, match="padding"):
        nn.AvgPool2d(2, pad_mode="pad", padding=(1, 1, 1))
    with pytest.raises(ValueError, match="padding"):
        nn.AvgPool2d(2, padding=1)


def test_adaptive_avgpool():
    x = np.arange(2 * 5 * 7, dtype=np.float32).reshape(1, 2, 5, 7)
    out = nn.AdaptiveAvgPool2d((2, 3))(_t(x)).asnumpy()
    ref = np.zeros((1, 2, 2, 3), np.float64)
    for i in range(2):
        for j in range(3):
            h0, h1 = (i * 5) // 2, -(-((i + 1) * 5) // 2)
            w0, w1 = (j * 7) // 3, -(-((j + 1) * 7) // 3)
            ref[:, :, i, j] = x[:, :, h0:h1, w0:w1].mean((2, 3))
    np.testing.assert_allclose(out, ref, rtol=1e-6)
    assert nn.AdaptiveAvgPool2d(1)(_t(x)).shape == (1, 2, 1, 1)
    assert nn.AdaptiveAvgPool2d((None, 2))(_t(x)).shape == (1, 2, 5, 2)
    assert nn.AdaptiveAvgPool2d(3)(_t(x[0])).shape == (2, 3, 3)
    assert repr(nn.AdaptiveAvgPool2d(3)) == "AdaptiveAvgPool2d()"
    with pytest.raises(ValueError):
        nn.AdaptiveAvgPool2d((1, 2, 3))
    with pytest.raises(TypeError):
        nn.AdaptiveAvgPool2d(1.5)
    with pytest.raises(ValueError):
        nn.AdaptiveAvgPool2d(2)(_t(np.ones([4, 4])))


def test_pooling_nhwc_on_gpu_target(monkeypatch):
    from mindspore_compat._backend import device
    monkeypatch.setattr(device, "current_target", lambda: "GPU")
    nhwc = _t(X.transpose(0, 2, 3, 1))
    for cls in (nn.MaxPool2d, nn.AvgPool2d):
        for mode in ("valid", "same"):
            ref = cls(3, 2, pad_mode=mode)(_t(X)).asnumpy()
            out = cls(3, 2, pad_mode=mode, data_format="NHWC")(nhwc).asnumpy()
            np.testing.assert_allclose(out, ref.transpose(0, 2, 3, 1), rtol=1e-6)
    with pytest.raises(ValueError, match="NHWC"):
        nn.MaxPool2d(2, pad_mode="pad", data_format="NHWC")
