"""Conv2d: Parameters, default init, repr, pad modes (incl. TF-style asymmetric 'same'), validation."""
import math

import numpy as np
import pytest
import torch

import mindspore_compat as ms
from mindspore_compat import nn, Tensor


def _t(a, dtype=ms.float32):
    return Tensor(np.asarray(a), dtype)


def _np_conv(x, w, stride, pads, dilation=(1, 1), bias=None):
    """Reference cross-correlation; pads = (top, bottom, left, right)."""
    x = np.pad(x, ((0, 0), (0, 0), (pads[0], pads[1]), (pads[2], pads[3])))
    n, c, h, wd = x.shape
    o, _, kh, kw = w.shape
    ekh, ekw = (kh - 1) * dilation[0] + 1, (kw - 1) * dilation[1] + 1
    oh, ow = (h - ekh) // stride[0] + 1, (wd - ekw) // stride[1] + 1
    out = np.zeros((n, o, oh, ow), np.float64)
    for i in range(oh):
        for j in range(ow):
            patch = x[:, :, i * stride[0]:i * stride[0] + ekh:dilation[0], j * stride[1]:j * stride[1] + ekw:dilation[1]]
            out[:, :, i, j] = np.einsum("nchw,ochw->no", patch, w)
    if bias is not None:
        out += bias[None, :, None, None]
    return out


def _tf_same(size, k, s, d=1):
    out = -(-size // s)
    need = max(0, (out - 1) * s + (k - 1) * d + 1 - size)
    return need // 2, need - need // 2


def test_conv2d_params_and_repr():
    conv = nn.Conv2d(1, 6, 5, pad_mode="valid")
    assert [(p.name, p.shape, p.dtype) for p in conv.get_parameters()] == [("weight", (6, 1, 5, 5), ms.float32)]
    assert conv.bias is None
    r = repr(conv)
    assert r.startswith("Conv2d(input_channels=1, output_channels=6, kernel_size=(5, 5), stride=(1, 1), "
                        "pad_mode=valid, padding=0, dilation=(1, 1), group=1, has_bias=False, weight_init=<")
    assert "HeUniform object at 0x" in r and r.endswith(">, bias_init=None, format=NCHW)")
    conv = nn.Conv2d(4, 8, (3, 2), stride=2, has_bias=True, group=2, weight_init="ones", bias_init="zeros")
    assert conv.weight.shape == (8, 2, 3, 2) and conv.bias.shape == (8,)
    assert repr(conv) == ("Conv2d(input_channels=4, output_channels=8, kernel_size=(3, 2), stride=(2, 2), "
                          "pad_mode=same, padding=0, dilation=(1, 1), group=2, has_bias=True, weight_init=ones, "
                          "bias_init=zeros, format=NCHW)")


def test_conv2d_default_init_statistics():
    torch.manual_seed(0)
    conv = nn.Conv2d(16, 64, 3, has_bias=True)
    w, b = conv.weight.asnumpy(), conv.bias.asnumpy()
    bound = 1 / math.sqrt(16 * 9)
    assert np.abs(w).max() <= bound and np.abs(b).max() <= bound
    assert abs(w.std() - bound / math.sqrt(3)) < 0.03 * bound
    assert np.abs(b).max() > 0.7 * bound


@pytest.mark.parametrize("hw, k, s, d", [((7, 7), 3, 1, 1), ((6, 6), 2, 1, 1), ((7, 8), 3, 2, 1),
                                         ((6, 5), 4, 3, 1), ((9, 9), 3, 1, 2), ((5, 6), (2, 3), (2, 1), 1)])
def test_conv2d_same_matches_tf_padding(hw, k, s, d):
    rng = np.random.default_rng(0)
    kh, kw = (k, k) if isinstance(k, int) else k
    sh, sw = (s, s) if isinstance(s, int) else s
    x = rng.standard_normal((2, 3) + hw).astype(np.float32)
    w = rng.standard_normal((4, 3, kh, kw)).astype(np.float32)
    conv = nn.Conv2d(3, 4, k, stride=s, dilation=d, weight_init=_t(w))
    out = conv(_t(x))
    assert out.shape == (2, 4, -(-hw[0] // sh), -(-hw[1] // sw))
    pads = _tf_same(hw[0], kh, sh, d) + _tf_same(hw[1], kw, sw, d)
    ref = _np_conv(x.astype(np.float64), w.astype(np.float64), (sh, sw), pads, (d, d))
    np.testing.assert_allclose(out.asnumpy(), ref, rtol=1e-4, atol=1e-4)
    out2 = conv(_t(x))  # second call goes through the per-shape cache
    np.testing.assert_array_equal(out.asnumpy(), out2.asnumpy())


def test_conv2d_valid_and_pad_shapes_and_values():
    rng = np.random.default_rng(1)
    x = rng.standard_normal((1, 2, 8, 7)).astype(np.float32)
    w = rng.standard_normal((3, 2, 3, 3)).astype(np.float32)
    b = rng.standard_normal(3).astype(np.float32)
    conv = nn.Conv2d(2, 3, 3, stride=2, pad_mode="valid", has_bias=True, weight_init=_t(w), bias_init=_t(b))
    out = conv(_t(x))
    assert out.shape == (1, 3, 3, 3)  # ceil((8 - 2) / 2), ceil((7 - 2) / 2)
    np.testing.assert_allclose(out.asnumpy(), _np_conv(x, w, (2, 2), (0, 0, 0, 0), bias=b), rtol=1e-4, atol=1e-4)
    conv = nn.Conv2d(2, 3, 3, pad_mode="pad", padding=(1, 2, 0, 3), weight_init=_t(w))
    out = conv(_t(x))
    assert out.shape == (1, 3, 8 + 3 - 2, 7 + 3 - 2)
    np.testing.assert_allclose(out.asnumpy(), _np_conv(x, w, (1, 1), (1, 2, 0, 3)), rtol=1e-4, atol=1e-4)
    conv = nn.Conv2d(2, 3, 3, pad_mode="PAD", padding=1, weight_init=_t(w))
    assert conv(_t(x)).shape == (1, 3, 8, 7)


def test_conv2d_grouped_and_depthwise():
    conv = nn.Conv2d(4, 4, 3, group=4, weight_init="ones", pad_mode="valid")
    assert conv.weight.shape == (4, 1, 3, 3)
    x = np.ones([1, 4, 3, 3], np.float32) * np.arange(1, 5, dtype=np.float32)[None, :, None, None]
    np.testing.assert_array_equal(conv(_t(x)).asnumpy().ravel(), [9.0, 18.0, 27.0, 36.0])


def test_conv2d_gradient():
    conv = nn.Conv2d(1, 1, 2, pad_mode="valid", weight_init="ones", has_bias=True, bias_init="zeros")
    conv(_t(np.ones([1, 1, 3, 3])))._t.sum().backward()
    np.testing.assert_array_equal(conv.weight._t.grad.numpy(), np.full((1, 1, 2, 2), 4.0))
    np.testing.assert_array_equal(conv.bias._t.grad.numpy(), [4.0])


@pytest.mark.parametrize("kwargs, exc, text", [
    ({"pad_mode": "full"}, ValueError, "pad_mode"),
    ({"pad_mode": "same", "padding": 1}, ValueError, "'pad' must be zero when 'pad_mode' is not 'pad'"),
    ({"pad_mode": "pad", "padding": (1, 1)}, ValueError, "pad"),
    ({"padding": -1, "pad_mode": "pad"}, ValueError, "padding"),
    ({"padding": 1.0, "pad_mode": "pad"}, TypeError, "padding"),
    ({"group": 3}, ValueError, "group"),
    ({"stride": 0}, ValueError, "stride"),
    ({"dilation": 0}, ValueError, "dilation"),
    ({"has_bias": "yes"}, TypeError, "has_bias"),
    ({"data_format": "NCWH"}, ValueError, "format"),
    ({"data_format": "NHWC"}, ValueError, "NHWC"),
])
def test_conv2d_validation(kwargs, exc, text):
    with pytest.raises(exc, match=text):
        nn.Conv2d(4, 8, 3, **kwargs)


def test_conv2d_kernel_and_channel_validation():
    with pytest.raises(ValueError, match="kernel_size"):
        nn.Conv2d(2, 2, 0)
    with pytest.raises(ValueError):
        nn.Conv2d(2, 2, (1, 2, 3))
    with pytest.raises(ValueError, match="out_channels"):
        nn.Conv2d(2, 0, 3)


def test_conv2d_nhwc_on_gpu_target(monkeypatch):
    from mindspore_compat._backend import device
    monkeypatch.setattr(device, "current_target", lambda: "GPU")
    rng = np.random.default_rng(5)
    x = rng.standard_normal((2, 3, 6, 5)).astype(np.float32)
    w = rng.standard_normal((4, 3, 3, 3)).astype(np.float32)
    ref = nn.Conv2d(3, 4, 3, weight_init=_t(w))(_t(x)).asnumpy()
    conv = nn.Conv2d(3, 4, 3, weight_init=_t(w.transpose(0, 2, 3, 1)), data_format="NHWC")
    assert conv.weight.shape == (4, 3, 3, 3)
    out = conv(_t(x.transpose(0, 2, 3, 1)))
    np.testing.assert_allclose(out.asnumpy(), ref.transpose(0, 2, 3, 1), rtol=1e-5, atol=1e-5)
