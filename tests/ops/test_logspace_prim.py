"""The LogSpace primitive; every value, dtype and error below was recorded from MindSpore 2.10.0 CPU."""
import numpy as np
import pytest

import mindspore_compat as ms
from mindspore_compat import Tensor, ops


def test_values():
    out = ops.LogSpace()(Tensor(1, ms.float32), Tensor(3, ms.float32))
    assert out.dtype == ms.float32
    np.testing.assert_allclose(out.asnumpy(), [10.0, 16.681005, 27.825594, 46.41589, 77.42637, 129.15497, 215.44347,
                                               359.38138, 599.48425, 1000.0], rtol=1e-6)
    out = ops.LogSpace(steps=4, base=2, dtype=ms.float64)(Tensor(0., ms.float32), Tensor(3., ms.float32))
    assert out.dtype == ms.float64
    np.testing.assert_array_equal(out.asnumpy(), [1.0, 2.0, 4.0, 8.0])
    out = ops.LogSpace(steps=3, base=2, dtype=ms.float16)(Tensor(0., ms.float16), Tensor(3., ms.float16))
    assert out.dtype == ms.float16
    np.testing.assert_array_equal(out.asnumpy(), np.array([1.0, 2.828, 8.0], np.float16))
    assert ops.LogSpace(steps=0)(Tensor(1, ms.float32), Tensor(3, ms.float32)).shape == (0,)


def test_errors():
    cases = [
        (ValueError, r"For LogSpace, The dim of start must be 0, but got 1",
         lambda: ops.LogSpace(steps=3)(Tensor([0.], ms.float32), Tensor(3., ms.float32))),
        (TypeError, r"The primitive\[LogSpace\]'s input arguments\[end, start\] must be all tensor and those type "
                    r"must be same. But got input argument\[start\]:Float32",
         lambda: ops.LogSpace(steps=3)(0., Tensor(3., ms.float32))),
        (ValueError, r"For 'LogSpace', the 'steps' must be int and must >= 0, but got '-1' with type 'int'.",
         lambda: ops.LogSpace(steps=-1)),
        (TypeError, r"For 'LogSpace', the type of 'steps' should be 'int', but got type 'float'.",
         lambda: ops.LogSpace(steps=1.5)),
        (ValueError, r"For 'LogSpace', the 'base' must be int and must >= 0, but got '-1' with type 'int'.",
         lambda: ops.LogSpace(base=-1)),
        (TypeError, r"For 'LogSpace', the 'dtype' should be one of \[mindspore.float16, mindspore.float32, "
                    r"mindspore.float64\], but got 'mindspore.int32'.", lambda: ops.LogSpace(dtype=ms.int32)),
    ]
    for exc, msg, call in cases:
        with pytest.raises(exc, match=msg):
            call()
