"""The operators of ``ops/_op_def/conv_pool_def.py``, ``block_def.py``, ``image_def.py`` and ``detect_def.py``.

Every expected value, shape, dtype and exception type comes from ``tests/data/nn_ops_values.json``, recorded from
MindSpore 2.10.0 (CPU) by ``tests/data/record_nn_ops.py`` on the same expressions. Cases whose operator has no CPU
kernel in MindSpore (``SpaceToBatch``, ``BatchToSpace``, ``BatchToSpaceNDV2``, ``adaptive_avg_pool2d_ext``) are
checked below against the recorded ND operator they are documented to equal.
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
