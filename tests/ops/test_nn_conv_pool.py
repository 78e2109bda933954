"""The operators of ``ops/_op_def/conv_pool_def.py``, ``block_def.py``, ``image_def.py`` and ``detect_def.py``.

Every expected value, shape, dtype and exception type comes from ``tests/data/nn_ops_values.json``, recorded from
MindSpore 2.10.0 (CPU) by ``tests/data/record_nn_ops.py`` on the same expressions. Cases whose operator has no CPU
kernel in MindSpore (``SpaceToBatch``, ``BatchToSpace``, ``BatchToSpaceNDV2``, ``adaptive_avg_pool2d_ext``,
``NonMaxSuppressionV3``) are checked below against the recorded operator they are documented to equal, or against
MindSpore's documented example.
"""
import json
import os

import numpy as np
import pytest

import mindspore_compat as ms
from mindspore_compat import Tensor, ops

_DATA = os.path.join(os.path.dirname(__file__), os.pardir, "data", "nn_ops_values.json")
with open(_DATA) as _f:
    _CASES = json.load(_f)


def _evaluate(code):
    value = eval(code, {"__name__": "nn_ops_cases", "np": np, "ms": ms, "ops": ops,  # noqa: S307
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
        if np.iscomplexobj(got):
            got = np.stack([got.real, got.imag], -1).reshape(-1, 2)
        # a case may widen the tolerance ("atol"), saying why in "why_atol"
        np.testing.assert_allclose(got.astype(float).ravel(), np.array(want, dtype=float).ravel(), rtol=2e-5,
                                   atol=case.get("atol", 2e-5))


def _recorded(name):
    case = next(c for c in _CASES if c["name"] == name)["mindspore"]
    return np.array(case["values"][0]).reshape(case["shapes"][0])


_X4 = np.arange(64).reshape(2, 2, 4, 4) / 7.0
_XB = np.arange(32).reshape(8, 1, 2, 2)


def test_space_to_batch_equals_nd():
    # SpaceToBatch has no MindSpore CPU kernel; it is documented as SpaceToBatchND with a square block
    got = ops.SpaceToBatch(2, [[1, 1], [0, 2]])(Tensor(_X4, ms.float32)).asnumpy()
    np.testing.assert_allclose(got, _recorded("SpaceToBatchND"), rtol=1e-6)


def test_batch_to_space_equals_nd():
    got = ops.BatchToSpace(2, [[1, 0], [0, 1]])(Tensor(_XB, ms.float32)).asnumpy()
    np.testing.assert_allclose(got, _recorded("BatchToSpaceND"), rtol=1e-6)
    got = ops.BatchToSpaceNDV2()(Tensor(_XB, ms.float32), Tensor([2, 2], ms.int64),
                                 Tensor([[1, 0], [0, 1]], ms.int64)).asnumpy()
    np.testing.assert_allclose(got, _recorded("BatchToSpaceND"), rtol=1e-6)


def test_space_to_batch_round_trip():
    x = Tensor(_X4, ms.float32)
    y = ops.space_to_batch_nd(x, (2, 2), [[1, 1], [0, 2]])
    back = ops.batch_to_space_nd(y, (2, 2), [[1, 1], [0, 2]])
    np.testing.assert_array_equal(back.asnumpy(), _X4.astype(np.float32))


def test_adaptive_avg_pool2d_ext_means():
    # no CPU kernel in MindSpore 2.10; its documented semantics: the mean over each adaptive cell
    x = np.arange(16, dtype=np.float32).reshape(1, 1, 4, 4)
    got = ops.adaptive_avg_pool2d_ext(Tensor(x), (2, None)).asnumpy()
    np.testing.assert_allclose(got, x.reshape(1, 1, 2, 2, 4).mean(3), rtol=1e-6)


def test_primitive_attributes_checked_at_construction():
    # recorded from MindSpore 2.10.0 CPU: the constructors reject these before any call
    with pytest.raises(ValueError, match="pad_mode"):
        ops.Conv3D(3, 2, pad_mode="bad")
    with pytest.raises(ValueError, match="mode"):
        ops.PadV3("zzz")
    with pytest.raises(ValueError, match="pad_dim_size"):
        ops.Padding(0)


def test_non_max_suppression_v3_documented():
    # NonMaxSuppressionV3 has no MindSpore CPU kernel: the boxes and scores of its documented example and the
    # selection MindSpore 2.10 documents for them
    boxes = Tensor(np.array([[1, 2, 3, 4], [1, 3, 3, 4], [1, 3, 4, 4], [1, 1, 4, 4], [1, 1, 3, 4]]), ms.float32)
    scores = Tensor(np.array([0.4, 0.5, 0.72, 0.9, 0.45]), ms.float32)
    out = ops.NonMaxSuppressionV3()(boxes, scores, Tensor(5, ms.int32), Tensor(0.5, ms.float32),
                                    Tensor(0, ms.float32))
    assert out.dtype == ms.int32
    np.testing.assert_array_equal(out.asnumpy(), [3, 2, 0])


def test_non_max_suppression_v3_equals_overlaps_form():
    # the same greedy selection as NonMaxSuppressionWithOverlaps (recorded above) fed the boxes' IoU matrix
    rs = np.random.RandomState(3)
    corners = rs.rand(12, 2) * 8
    boxes = np.concatenate([corners, corners + rs.rand(12, 2) * 4], 1).astype(np.float32)
    scores = rs.rand(12).astype(np.float32)
    lo, hi = boxes[:, :2], boxes[:, 2:]
    inter = np.clip(np.minimum(hi[:, None], hi[None]) - np.maximum(lo[:, None], lo[None]), 0, None).prod(-1)
    area = (hi - lo).prod(-1)
    iou = inter / (area[:, None] + area[None] - inter)
    for thr in (0.0, 0.1, 0.3, 0.6):
        got = ops.NonMaxSuppressionV3()(Tensor(boxes), Tensor(scores), Tensor(8, ms.int32), Tensor(thr, ms.float32),
                                        Tensor(0.2, ms.float32))
        want = ops.NonMaxSuppressionWithOverlaps()(Tensor(iou), Tensor(scores), Tensor(8, ms.int32),
                                                   Tensor(thr, ms.float32), Tensor(0.2, ms.float32))
        np.testing.assert_array_equal(got.asnumpy(), want.asnumpy())
    with pytest.raises(ValueError, match="iou_threshold"):
        ops.NonMaxSuppressionV3()(Tensor(boxes), Tensor(scores), 3, 1.5, 0.0)
    with pytest.raises(TypeError, match="boxes"):
        ops.NonMaxSuppressionV3()(Tensor(boxes.astype(np.float64)), Tensor(scores), 3, 0.5, 0.0)
