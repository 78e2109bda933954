"""The operators of ``ops/_op_def/image_prim_def.py``: DepthwiseConv2dNative, ConfusionMatrix, Dilation2D,
ExtractImagePatches, ExtractVolumePatches, ExtractGlimpse, ScaleAndTranslate and the fractional poolings.

Values, shapes, dtypes and exception types of ``tests/data/image_prims_values.json`` were recorded from MindSpore
2.10.0 (CPU) by ``tests/data/record_nn_ops.py --data tests/data/image_prims_values.json`` on the same expressions.
DepthwiseConv2dNative, ConfusionMatrix, Dilation2D and ExtractImagePatches have no kernel in MindSpore's CPU build
(Dilation2D's fails for every input): their numbers are checked below against independent float64 numpy
references of the documented definitions (TensorFlow's layouts), their argument errors against the recording.
"""
import json
import os

import numpy as np
import pytest

import mindspore_compat as ms
from mindspore_compat import Tensor, ops

_DATA = os.path.join(os.path.dirname(__file__), os.pardir, "data", "image_prims_values.json")
with open(_DATA) as _f:
    _CASES = json.load(_f)


def _evaluate(code):
    value = eval(code, {"__name__": "image_prims_cases", "np": np, "ms": ms, "ops": ops,  # noqa: S307
                        "Tensor": Tensor, "rs": np.random.RandomState(0)})
    items = value if isinstance(value, (tuple, list)) else (value,)
    return [v.asnumpy() for v in items], [str(v.dtype) for v in items]


@pytest.mark.parametrize("case", _CASES, ids=[c["name"] for c in _CASES])
def test_recorded(case):
    expected = case["mindspore"]
    if "error" in expected:
        with pytest.raises(Exception) as info:
            _evaluate(case["code"])
        assert type(info.value).__name__ == expected["error"], str(info.value)
        assert "torch" not in str(info.value)
        return
    arrays, dtypes = _evaluate(case["code"])
    assert dtypes == expected["dtypes"]
    assert [list(a.shape) for a in arrays] == expected["shapes"]
    for got, want in zip(arrays, expected["values"]):
        np.testing.assert_allclose(got.astype(float).ravel(), np.array(want, dtype=float).ravel(), rtol=2e-5,
                                   atol=2e-5)


# ----- messages recorded from MindSpore 2.10.0 CPU -------------------------------------------------------------------
_XN = Tensor(np.arange(48).reshape(1, 4, 6, 2), ms.float32)


@pytest.mark.parametrize("call, message", [
    (lambda: ops.FractionalMaxPool([2.0, 2.0, 2.0, 1.0])(_XN),
     "For 'FractionalMaxPool', the first element of parameter 'pooling_ratio' must be 1.0, but got 2.000000."),
    (lambda: ops.FractionalMaxPool([1.0, 0.5, 2.0, 1.0])(_XN),
     "For 'FractionalMaxPool', the second element of pooling ratio must be greater than or equal to 1.0, but got "
     "0.500000."),
    (lambda: ops.FractionalMaxPool([1.0, 2.0, 2.0])(_XN),
     "For 'FractionalMaxPool', the size of parameter 'pooling_ratio' must be 4, but got 3."),
    (lambda: ops.FractionalMaxPool([1.0, 5.0, 2.0, 1.0])(_XN), "For 'FractionalMaxPool', outputsize[1] cannot be 0."),
    (lambda: ops.FractionalAvgPool([1.0, 2.0, 2.0, 1.0], seed=3)(_XN),
     "For 'FractionalAvgPool', both 'seed' and 'seed2' must be 0 if 'deterministic' is false."),
    (lambda: ops.FractionalMaxPool((1.0, 2.0, 2.0, 1.0)),
     "For 'FractionalMaxPool', the type of 'pooling_ratio' should be 'list', but got type 'tuple'."),
    (lambda: ops.FractionalMaxPoolWithFixedKsize(2, (6, 6))(Tensor(np.ones((1, 1, 6, 6)), ms.float32),
                                                            Tensor([[[0.3, 0.7]]], ms.float32)),
     "For FractionalMaxPoolWithFixedKsize, ksize height [2] + output_shape_h [6] too large relative to input height "
     "[6], conflict with the rule: ksize_h + output_shape_h - 1 <= input_h"),
    (lambda: ops.FractionalMaxPoolWithFixedKsize(2, (3, 3), "NHWC"),
     "For 'FractionalMaxPoolWithFixedKsize', the 'data_format' must be str and must be in '['NCHW']', but got "
     "'NHWC'."),
    (lambda: ops.fractional_max_pool2d(Tensor(np.ones((1, 1, 6, 6)), ms.float32), 2),
     "For fractional_max_pool2d, 'output_size' and 'output_ratio' can not be Noneat the same time, but got None and "
     "None ."),
    (lambda: ops.ExtractGlimpse(uniform_noise=True, noise="zero"),
     "For 'ExtractGlimpse', the value of 'noise' must be uniform when uniform_noise is True, but got zero."),
])
def test_recorded_messages(call, message):
    with pytest.raises((ValueError, TypeError)) as info:
        call()
    assert str(info.value) == message


# ----- seeded and random draws ---------------------------------------------------------------------------------------
def test_fractional_pool_sequences_are_valid():
    # non-integer ratios draw their regions (MindSpore's draws cannot be followed); what carries over is checked
    x = Tensor(np.random.RandomState(3).rand(2, 7, 9, 3), ms.float32)
    for pseudo in (False, True):
        y, rows, cols = ops.FractionalMaxPool([1.0, 1.5, 1.4, 1.0], pseudo_random=pseudo)(x)
        assert y.shape == (2, 4, 6, 3) and rows.dtype == ms.int64  # shapes recorded from MindSpore 2.10.0 CPU
        for seq, n in ((rows.asnumpy(), 7), (cols.asnumpy(), 9)):
            steps = np.diff(seq)
            assert seq[0] == 0 and seq[-1] == n
            assert set(steps.tolist()) <= {n // (len(seq) - 1), n // (len(seq) - 1) + 1}
        xs = x.asnumpy()
        want = xs[:, rows.asnumpy()[1]:rows.asnumpy()[2], cols.asnumpy()[2]:cols.asnumpy()[3]].max(axis=(1, 2))
        np.testing.assert_array_equal(y.asnumpy()[:, 1, 2], want)


def test_fractional_pool_deterministic_repeats():
    x = Tensor(np.random.RandomState(4).rand(1, 10, 10, 1), ms.float32)
    pool = ops.FractionalAvgPool([1.0, 1.7, 1.3, 1.0], deterministic=True, seed=5, seed2=1)
    first = [t.asnumpy() for t in pool(x)]
    again = [t.asnumpy() for t in pool(x)]
    other = [t.asnumpy() for t in ops.FractionalAvgPool([1.0, 1.7, 1.3, 1.0], deterministic=True, seed=5,
                                                        seed2=1)(x)]
    for a, b, c in zip(first, again, other):
        np.testing.assert_array_equal(a, b)
        np.testing.assert_array_equal(a, c)


def test_fractional_max_pool2d_draws_samples():
    x = Tensor(np.random.RandomState(5).rand(2, 3, 8, 8), ms.float32)
    y, idx = ops.fractional_max_pool2d(x, 2, output_size=(3, 3), return_indices=True)
    assert y.shape == (2, 3, 3, 3) and idx.dtype == ms.int64
    flat = x.asnumpy().reshape(2, 3, -1)
    np.testing.assert_array_equal(np.take_along_axis(flat, idx.asnumpy().reshape(2, 3, -1), 2).reshape(y.shape),
                                  y.asnumpy())


def test_extract_glimpse_noise_fills_outside():
    x = Tensor(np.full((1, 3, 3, 1), 5.0), ms.float32)
    # the window's corner is at (4 - 3 / 2) truncated = 2: only its top-left pixel lies in the image
    size, offsets = Tensor([3, 3], ms.int32), Tensor([[4.0, 4.0]], ms.float32)
    uni = ops.ExtractGlimpse(centered=False, normalized=False)(x, size, offsets).asnumpy()[0, :, :, 0]
    assert uni[0, 0] == 5.0 and np.all(np.abs(uni[1:, :]) <= 1.0) and np.all(np.abs(uni[:, 1:]) <= 1.0)
    gauss = ops.ExtractGlimpse(False, False, False, "gaussian")(x, size, offsets).asnumpy()[0, :, :, 0]
    assert gauss[0, 0] == 5.0 and np.all(gauss[1:, :] > 6.0)  # max(0, N(10, 0.5)) draws


# ----- operators without a MindSpore CPU kernel: float64 numpy references of the documented definitions ------------
def _np_depthwise(x, w, stride, dilation, pads):
    t, b, l, r = pads
    xp = np.pad(x, ((0, 0), (0, 0), (t, b), (l, r)))
    k, c, kh, kw = w.shape
    oh = (xp.shape[2] - dilation * (kh - 1) - 1) // stride + 1
    ow = (xp.shape[3] - dilation * (kw - 1) - 1) // stride + 1
    out = np.zeros((x.shape[0], c * k, oh, ow))
    for ch in range(c):
        for m in range(k):
            for i in range(oh):
                for j in range(ow):
                    win = xp[:, ch, i * stride:i * stride + dilation * (kh - 1) + 1:dilation,
                             j * stride:j * stride + dilation * (kw - 1) + 1:dilation]
                    out[:, ch * k + m, i, j] = (win * w[m, ch]).sum(axis=(1, 2))
    return out


@pytest.mark.parametrize("pad_mode, pad, stride, dilation, pads", [
    ("valid", 0, 1, 1, (0, 0, 0, 0)),
    ("same", 0, 2, 1, (1, 1, 0, 1)),  # TensorFlow's split for a 5 x 6 input, 3 x 3 kernel, stride 2
    ("pad", (1, 0, 2, 1), 1, 2, (1, 0, 2, 1)),
])
def test_depthwise_conv2d_native_reference(pad_mode, pad, stride, dilation, pads):
    rs = np.random.RandomState(6)
    x, w = rs.rand(2, 3, 5, 6), rs.rand(1, 3, 3, 3)
    op = ops.DepthwiseConv2dNative(1, 3, pad_mode=pad_mode, pad=pad, stride=stride, dilation=dilation)
    got = op(Tensor(x, ms.float64), Tensor(w, ms.float64)).asnumpy()
    np.testing.assert_allclose(got, _np_depthwise(x, w, stride, dilation, pads), rtol=1e-12)


def test_confusion_matrix_reference():
    labels, preds = np.array([0, 3, 1, 1, 2, 3, 3]), np.array([0, 2, 1, 0, 2, 3, 2])
    weights = np.array([0.5, 1.0, 2.0, 1.5, 1.0, 3.0, 2.5])
    want = np.zeros((4, 4))
    np.add.at(want, (labels, preds), 1)
    got = ops.ConfusionMatrix(4)(Tensor(labels, ms.int32), Tensor(preds, ms.int32))
    assert got.dtype == ms.int32  # the dtype of labels, as MindSpore's shape/type inference gives
    np.testing.assert_array_equal(got.asnumpy(), want)
    want_w = np.zeros((4, 4))
    np.add.at(want_w, (labels, preds), weights)
    got_w = ops.ConfusionMatrix(4)(Tensor(labels, ms.float32), Tensor(preds, ms.float32), Tensor(weights, ms.float32))
    np.testing.assert_allclose(got_w.asnumpy(), want_w)


def _np_dilation(x, f, stride, rate, same):
    n, c, h, w = x.shape
    _, kh, kw = f.shape
    eh, ew = (kh - 1) * rate + 1, (kw - 1) * rate + 1
    if same:
        oh, ow = -(-h // stride), -(-w // stride)
        top = max((oh - 1) * stride + eh - h, 0) // 2
        left = max((ow - 1) * stride + ew - w, 0) // 2
    else:
        oh, ow = -(-(h - eh + 1) // stride), -(-(w - ew + 1) // stride)
        top = left = 0
    out = np.full((n, c, oh, ow), -np.inf)
    for i in range(oh):
        for j in range(ow):
            for a in range(kh):
                for b in range(kw):
                    r, s = i * stride - top + a * rate, j * stride - left + b * rate
                    if 0 <= r < h and 0 <= s < w:
                        out[:, :, i, j] = np.maximum(out[:, :, i, j], x[:, :, r, s] + f[None, :, a, b])
    return out


@pytest.mark.parametrize("pad_mode, stride, rate", [("VALID", 1, 1), ("SAME", 2, 1), ("same", 1, 2),
                                                    ("valid", 2, 2)])
def test_dilation2d_reference(pad_mode, stride, rate):
    rs = np.random.RandomState(7)
    x, f = rs.randn(2, 3, 7, 6), rs.randn(3, 2, 3)
    got = ops.Dilation2D(stride, rate, pad_mode)(Tensor(x, ms.float64), Tensor(f, ms.float64)).asnumpy()
    np.testing.assert_allclose(got, _np_dilation(x, f, stride, rate, pad_mode.upper() == "SAME"), rtol=1e-12)


def test_dilation2d_integers():
    x = np.array([[[[1, 5, 2], [0, 3, 4], [6, 1, 1]]]], np.int32)
    f = np.array([[[0, 1], [1, 0]]], np.int32)
    got = ops.Dilation2D(1, 1, "SAME")(Tensor(x), Tensor(f))
    assert got.dtype == ms.int32
    np.testing.assert_array_equal(got.asnumpy(), _np_dilation(x, f, 1, 1, True))


def _np_image_patches(x, k, s, r, same):
    n, c, h, w = x.shape
    eh, ew = (k[0] - 1) * r[0] + 1, (k[1] - 1) * r[1] + 1
    if same:
        oh, ow = -(-h // s[0]), -(-w // s[1])
        top = max((oh - 1) * s[0] + eh - h, 0) // 2
        left = max((ow - 1) * s[1] + ew - w, 0) // 2
    else:
        oh, ow = (h - eh) // s[0] + 1, (w - ew) // s[1] + 1
        top = left = 0
    out = np.zeros((n, k[0] * k[1] * c, oh, ow))
    for i in range(oh):
        for j in range(ow):
            for a in range(k[0]):
                for b in range(k[1]):
                    row, col = i * s[0] - top + a * r[0], j * s[1] - left + b * r[1]
                    if 0 <= row < h and 0 <= col < w:
                        depth = (a * k[1] + b) * c
                        out[:, depth:depth + c, i, j] = x[:, :, row, col]
    return out


@pytest.mark.parametrize("k, s, r, padding", [((2, 3), (1, 2), (1, 1), "VALID"), ((3, 2), (2, 2), (2, 1), "SAME"),
                                              ((2, 2), (3, 1), (1, 2), "same")])
def test_extract_image_patches_reference(k, s, r, padding):
    x = np.random.RandomState(8).rand(2, 3, 7, 8)
    op = ops.ExtractImagePatches([1, 1, *k], [1, 1, *s], [1, 1, *r], padding)
    got = op(Tensor(x, ms.float64)).asnumpy()
    np.testing.assert_allclose(got, _np_image_patches(x, k, s, r, padding.upper() == "SAME"), rtol=0)


def test_extract_volume_patches_equals_image_patches_on_one_slice():
    # the 3-D layout (recorded above) reduces to the 2-D one for a depth-1 window
    x = np.random.RandomState(9).rand(1, 2, 1, 5, 6).astype(np.float32)
    vol = ops.ExtractVolumePatches((1, 2, 3), (1, 2, 1), "VALID")(Tensor(x)).asnumpy()[:, :, 0]
    img = ops.ExtractImagePatches([1, 1, 2, 3], [1, 1, 2, 1], [1, 1, 1, 1])(Tensor(x[:, :, 0])).asnumpy()
    np.testing.assert_array_equal(vol, img)


# ----- rotated_iou (Ascend only in MindSpore; errors recorded from MindSpore 2.10.0 CPU, values from geometry) ------
def _np_rect_iou_axis_aligned(a, b):
    ax1, ay1, ax2, ay2 = a[0] - a[2] / 2, a[1] - a[3] / 2, a[0] + a[2] / 2, a[1] + a[3] / 2
    bx1, by1, bx2, by2 = b[0] - b[2] / 2, b[1] - b[3] / 2, b[0] + b[2] / 2, b[1] + b[3] / 2
    inter = max(0.0, min(ax2, bx2) - max(ax1, bx1)) * max(0.0, min(ay2, by2) - max(ay1, by1))
    return inter / (a[2] * a[3] + b[2] * b[3] - inter), inter / (a[2] * a[3])


def test_rotated_iou_axis_aligned_reference():
    rs = np.random.RandomState(10)
    a = np.concatenate([rs.rand(2, 3, 2) * 4, rs.rand(2, 3, 2) * 3 + 0.5, np.zeros((2, 3, 1))], -1)
    b = np.concatenate([rs.rand(2, 4, 2) * 4, rs.rand(2, 4, 2) * 3 + 0.5, np.zeros((2, 4, 1))], -1)
    # mirroring both sets in the line y = x swaps x with y and w with h: the overlaps stay the same
    turned_a, turned_b = a.copy(), b.copy()
    turned_a[..., [0, 1, 2, 3]] = a[..., [1, 0, 3, 2]]
    turned_b[..., [0, 1, 2, 3]] = b[..., [1, 0, 3, 2]]
    iou = ops.rotated_iou(Tensor(a, ms.float32), Tensor(b, ms.float32)).asnumpy()
    iof = ops.rotated_iou(Tensor(a, ms.float32), Tensor(b, ms.float32), mode=1).asnumpy()
    assert iou.shape == (2, 3, 4) and iou.dtype == np.float32
    for n in range(2):
        for i in range(3):
            for j in range(4):
                want_iou, want_iof = _np_rect_iou_axis_aligned(a[n, i], b[n, j])
                np.testing.assert_allclose(iou[n, i, j], want_iou, rtol=1e-5, atol=1e-7)
                np.testing.assert_allclose(iof[n, i, j], want_iof, rtol=1e-5, atol=1e-7)
    np.testing.assert_allclose(ops.rotated_iou(Tensor(turned_a, ms.float32), Tensor(turned_b, ms.float32)).asnumpy(),
                               iou, rtol=1e-5, atol=1e-7)


def test_rotated_iou_rotated_squares():
    # a square of side 2 turned 45 degrees against the square [0, 2] x [-1, 1]: the overlap is 2 * sqrt(2) - 1
    boxes = Tensor([[[0.0, 0.0, 2.0, 2.0, 45.0], [0.0, 0.0, 2.0, 2.0, 30.0]]], ms.float32)
    query = Tensor([[[1.0, 0.0, 2.0, 2.0, 0.0], [0.0, 0.0, 2.0, 2.0, -60.0]]], ms.float32)
    inter = 2 * np.sqrt(2) - 1
    got = ops.rotated_iou(boxes, query).asnumpy()
    np.testing.assert_allclose(got[0, 0, 0], inter / (8 - inter), rtol=1e-6)
    np.testing.assert_allclose(got[0, 1, 1], 1.0, rtol=1e-6)  # 30 and -60 degrees: the same square
    one = ops.rotated_iou(boxes, query, is_cross=False).asnumpy()
    np.testing.assert_allclose(one, got[:, [0, 1], [0, 1]], rtol=1e-6)
    xyxy = ops.rotated_iou(Tensor([[[-1.0, -1.0, 1.0, 1.0, 0.0]]], ms.float16),
                           Tensor([[[0.0, 0.0, 2.0, 2.0, 0.0]]], ms.float16), trans=True)
    assert xyxy.dtype == ms.float16
    np.testing.assert_allclose(xyxy.asnumpy().astype(float), 1 / 7, rtol=1e-3)


@pytest.mark.parametrize("call, message", [
    (lambda: ops.rotated_iou(Tensor(np.ones((1, 2, 5)), ms.float64), Tensor(np.ones((1, 2, 5)), ms.float32)),
     "input boxes type is illegal."),
    (lambda: ops.rotated_iou(Tensor(np.ones((1, 2, 5)), ms.float32), Tensor(np.ones((1, 2, 5)), ms.int32)),
     "input query_boxes type is illegal."),
    (lambda: ops.rotated_iou(Tensor(np.ones((1, 2, 4)), ms.float32), Tensor(np.ones((1, 2, 5)), ms.float32)),
     "For primitive[RotatedIou], the shape third Dim must be equal to 5, but got 4."),
    (lambda: ops.rotated_iou(Tensor(np.ones((2, 2, 5)), ms.float32), Tensor(np.ones((1, 2, 5)), ms.float32)),
     "For RotatedIou, the input boxes_shape, query_boxes_shape must have the same first dim size. But boxes first "
     "dim size = 2, query_boxes first dim size = 1."),
])
def test_rotated_iou_errors(call, message):
    # recorded from MindSpore 2.10.0 CPU (the checks run before its missing kernel is looked up)
    with pytest.raises(ValueError) as info:
        call()
    assert str(info.value) == message


def test_extract_image_patches_reads_the_last_two_entries():
    # MindSpore 2.10 (CPU) accepts [2, 1, 2, 2] and reaches its missing kernel: the leading entries are not checked
    x = Tensor(np.random.RandomState(11).rand(1, 2, 5, 5), ms.float32)
    a = ops.ExtractImagePatches([2, 1, 2, 2], [1, 3, 1, 1], [1, 1, 1, 1])(x).asnumpy()
    b = ops.ExtractImagePatches([1, 1, 2, 2], [1, 1, 1, 1], [1, 1, 1, 1])(x).asnumpy()
    np.testing.assert_array_equal(a, b)


def test_extract_image_patches_window_larger_than_input():
    x = Tensor(np.ones((1, 1, 3, 3)), ms.float32)
    with pytest.raises(ValueError, match="VALID"):
        ops.ExtractImagePatches([1, 1, 4, 4], [1, 1, 2, 2], [1, 1, 1, 1])(x)
    # SAME pads: out = ceil(3 / 2) = 2 per axis, 16 taps of one channel
    assert ops.ExtractImagePatches([1, 1, 4, 4], [1, 1, 2, 2], [1, 1, 1, 1], "SAME")(x).shape == (1, 16, 2, 2)
