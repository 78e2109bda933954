"""BartlettWindow / BlackmanWindow / HammingWindow primitives and ops.hamming_window's rounding; every value, dtype
and error below was recorded from MindSpore 2.10.0 CPU on the same inputs."""
import numpy as np
import pytest

import mindspore_compat as ms
from mindspore_compat import Tensor, ops

L5 = Tensor(5, ms.int32)


def _same(out, dtype, values):
    assert out.dtype == dtype
    np.testing.assert_array_equal(out.asnumpy(), np.array(values, out.asnumpy().dtype))


def test_window_values():
    _same(ops.BartlettWindow()(L5), ms.float32, [0.0, 0.4, 0.8, 0.8, 0.4])
    _same(ops.BartlettWindow(periodic=False, dtype=ms.float64)(L5), ms.float64, [0.0, 0.5, 1.0, 0.5, 0.0])
    _same(ops.BlackmanWindow()(L5), ms.float32, np.array([0.0, 0.20077014, 0.8492299, 0.8492299, 0.20077014],
                                                        np.float32))
    _same(ops.BlackmanWindow(False, ms.float16)(L5), ms.float16, np.array([0.0, 0.34, 1.0, 0.34, 0.0], np.float16))
    _same(ops.HammingWindow()(Tensor([5], ms.int64)), ms.float32,
          np.array([0.08000001, 0.3978522, 0.9121478, 0.9121478, 0.3978522], np.float32))
    _same(ops.BartlettWindow()(Tensor(1, ms.int32)), ms.float32, [1.0])
    assert ops.BartlettWindow()(Tensor(0, ms.int32)).shape == (0,)


def test_hamming_window_function_rounding():
    np.testing.assert_array_equal(ops.hamming_window(5).asnumpy(),
                                  np.array([0.08000001, 0.3978522, 0.9121478, 0.9121478, 0.3978522], np.float32))
    out = ops.hamming_window(6, dtype=ms.float64).asnumpy()
    np.testing.assert_allclose(out, [0.08000001, 0.31000002, 0.77000003, 1.00000003, 0.77000003, 0.31000002],
                               rtol=0, atol=5e-9)


def test_window_errors():
    cases = [
        (ValueError, r"For primitive\[HammingWindow\], the length dim must be equal to 1, but got 0.",
         lambda: ops.HammingWindow()(L5)),
        (TypeError, r"For Primitive\[BartlettWindow\], the type of input argument\[window_length\] must be Tensor "
                    r"but got Int64.", lambda: ops.BartlettWindow()(5)),
        (TypeError, r"For primitive\[BartlettWindow\], the input argument\[window_length\] must be a type of "
                    r"\{Tensor\[Int32\], Tensor\[Int64\]\}, but got Tensor\[Float32\].",
         lambda: ops.BartlettWindow()(Tensor(5.0, ms.float32))),
        (ValueError, r"For 'BartlettWindow', the value range of window_length must be \[0, 1000000\], but got: -1.",
         lambda: ops.BartlettWindow()(Tensor(-1, ms.int32))),
        (TypeError, r"For 'BartlettWindow', the 'dtype' should be one of \[mindspore.float16, mindspore.float32, "
                    r"mindspore.float64\], but got 'mindspore.int32'.", lambda: ops.BartlettWindow(dtype=ms.int32)),
        (TypeError, r"For 'BartlettWindow', the type of 'periodic' should be 'bool', but got type 'int'.",
         lambda: ops.BartlettWindow(periodic=1)),
        (TypeError, r"For 'HammingWindow', the type of 'alpha' should be 'float', but got type 'int'.",
         lambda: ops.HammingWindow(alpha=1)),
        (ValueError, r"For 'BartlettWindow', the dim of window_length must be 0, but got: 2.",
         lambda: ops.BartlettWindow()(Tensor([[5]], ms.int32))),
    ]
    for exc, msg, call in cases:
        with pytest.raises(exc, match=msg):
            call()
