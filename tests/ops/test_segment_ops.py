"""SegmentSum / SegmentMax / SegmentMin / SegmentMean / SegmentProd; every value, dtype and error below was recorded
from MindSpore 2.10.0 CPU on the same inputs."""
import numpy as np
import pytest

import mindspore_compat as ms
from mindspore_compat import Tensor, ops

X = Tensor(np.array([[1, 2], [3, -4], [5, 6], [7, 8]], np.float32))
IDS = Tensor(np.array([0, 0, 2, 2], np.int32))
XI = Tensor(np.array([1, 2, 3, 4], np.int32))
IDS_I = Tensor(np.array([0, 1, 1, 3], np.int64))

RECORDED = {  # name: (float32 result, int32 result)
    "SegmentSum": ([[4.0, -2.0], [0.0, 0.0], [12.0, 14.0]], [1, 5, 0, 4]),
    "SegmentMax": ([[3.0, 2.0], [0.0, 0.0], [7.0, 8.0]], [1, 3, 0, 4]),
    "SegmentMin": ([[1.0, -4.0], [0.0, 0.0], [5.0, 6.0]], [1, 2, 0, 4]),
    "SegmentMean": ([[2.0, -1.0], [0.0, 0.0], [6.0, 7.0]], [1, 2, 0, 4]),
    "SegmentProd": ([[3.0, -8.0], [1.0, 1.0], [35.0, 48.0]], [1, 6, 1, 4]),
}


@pytest.mark.parametrize("name", sorted(RECORDED))
def test_values_and_dtypes(name):
    prim = getattr(ops, name)()
    out = prim(X, IDS)
    assert out.dtype == ms.float32 and out.shape == (3, 2)
    np.testing.assert_array_equal(out.asnumpy(), np.array(RECORDED[name][0], np.float32))
    out = prim(XI, IDS_I)
    assert out.dtype == ms.int32 and out.shape == (4,)
    np.testing.assert_array_equal(out.asnumpy(), RECORDED[name][1])


def test_integer_mean_truncates_and_float16_sum():
    out = ops.SegmentMean()(Tensor(np.array([1, 2, 4], np.int32)), Tensor(np.array([0, 0, 1], np.int32)))
    assert out.dtype == ms.int32
    np.testing.assert_array_equal(out.asnumpy(), [1, 4])
    out = ops.SegmentSum()(Tensor(np.array([1, 2, 4], np.float16)), Tensor(np.array([0, 0, 1], np.int32)))
    assert out.dtype == ms.float16
    np.testing.assert_array_equal(out.asnumpy(), [3.0, 4.0])


def test_errors():
    cases = [
        (ValueError, r"For 'SegmentOp', segment_ids must be a tensor with element values sorted in ascending order.",
         (X, Tensor(np.array([1, 0, 2, 2], np.int32)))),
        (ValueError, r"For 'SegmentSum', the amount of data for segment_ids must be equal to the first dimension of "
                     r"the shape of input_x, but got 3 and 4.", (X, Tensor(np.array([0, 0, 2], np.int32)))),
        (TypeError, r"For primitive\[SegmentSum\], the input argument\[segment_ids_type\] must be a type of "
                    r"\{Tensor\[Int32\], Tensor\[Int64\]\}, but got Tensor\[Float32\].",
         (X, Tensor(np.array([0, 0, 2, 2], np.float32)))),
        (ValueError, r"For 'SegmentOp', the values of segment_ids must be nonnegative, but got -1.",
         (X, Tensor(np.array([-1, 0, 2, 2], np.int32)))),
        (TypeError, r"For primitive\[SegmentSum\], the input argument\[x_type\] must be a type of "
                    r"\{Tensor\[Complex128\].*but got Tensor\[Bool\].",
         (Tensor(np.array([True, False])), Tensor(np.array([0, 0], np.int32)))),
        (TypeError, r"For Primitive\[SegmentSum\], the type of input argument\[x_type\] must be Tensor but got "
                    r"List\[Float32\*2\].", ([1.0, 2.0], Tensor(np.array([0, 0], np.int32)))),
        (ValueError, r"For primitive\[SegmentSum\], the rank of 'x' must be greater than or equal to 1, but got 0.",
         (Tensor(np.array(3.0, np.float32)), Tensor(np.array([0], np.int32)))),
        (ValueError, r"For primitive\[SegmentSum\], the rank of 'segment_ids' must be equal to 1, but got 2.",
         (X, Tensor(np.array([[0, 0, 2, 2]], np.int32)))),
    ]
    for exc, msg, args in cases:
        with pytest.raises(exc, match=msg):
            ops.SegmentSum()(*args)
    with pytest.raises(TypeError):  # complex max is rejected (MindSpore raises TypeError too)
        ops.SegmentMax()(Tensor(np.array([1 + 2j, 3], np.complex64)), Tensor(np.array([0, 0], np.int32)))
