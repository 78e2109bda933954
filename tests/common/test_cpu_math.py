"""MindSpore's CPU tanh: a rational approximation, reproduced bit for bit on every entry point."""
import numpy as np
import pytest

import mindspore_compat as ms
from mindspore_compat import Tensor, mint, nn, ops

# inputs and float32 outputs recorded from MindSpore 2.10.0 CPU (ops.tanh); outputs compared bit for bit
_X32 = [0.5857620239257812, 2.5822722911834717, 1.2331604957580566, 0.5385981798171997, -0.9161424040794373,
        1.7507293224334717, -0.7489534616470337, 4.701275825500488, 5.563952922821045, -1.398701786994934,
        3.5007004737854004, 0.3467390239238739, -5.0, 5.0, -5.000000476837158, 5.000000476837158,
        1.0000000031710769e-30, -0.0, 9.99999993922529e-09]
_Y32 = [0.5268407464027405, 0.9886337518692017, 0.843493640422821, 0.4919261038303375, -0.7240673899650574,
        0.9414584636688232, -0.6345241665840149, 0.9998956918716431, 1.0, -0.8850706815719604, 0.9981848001480103,
        0.3334803879261017, -1.0000097751617432, 1.0000097751617432, -1.0, 1.0, 1.0000000031710769e-30, -0.0,
        9.99999993922529e-09]


@pytest.mark.parametrize("fn", [ops.tanh, ops.Tanh(), nn.Tanh(), Tensor.tanh, mint.tanh],
                            ids=["ops.tanh", "ops.Tanh", "nn.Tanh", "Tensor.tanh", "mint.tanh"])
def test_tanh_float32_bits(fn):
    got = fn(Tensor(np.array(_X32, np.float32))).asnumpy()
    np.testing.assert_array_equal(got, np.array(_Y32, np.float32))


def test_tanh_special_values_and_other_dtypes():
    # recorded from MindSpore 2.10.0 CPU: nan stays nan, infinities saturate
    got = ops.tanh(Tensor(np.array([np.nan, np.inf, -np.inf], np.float32))).asnumpy()
    assert np.isnan(got[0]) and got[1] == 1.0 and got[2] == -1.0
    # float16 goes through the same approximation (recorded from MindSpore 2.10.0 CPU)
    x16 = np.array([0.300048828125, 1.7001953125, 2.900390625, 3.599609375, 4.3984375, -2.19921875], np.float16)
    want16 = [0.291259765625, 0.935546875, 0.994140625, 0.99853515625, 0.99951171875, -0.9755859375]
    got16 = ops.tanh(Tensor(x16))
    assert got16.dtype == ms.float16
    np.testing.assert_array_equal(got16.asnumpy(), np.array(want16, np.float16))
    # float64 is exact (recorded from MindSpore 2.10.0 CPU: 0.9993292997390670 at 4)
    np.testing.assert_allclose(ops.tanh(Tensor(np.array([4.0]), ms.float64)).asnumpy(), [0.999329299739067],
                               rtol=1e-15)


def test_tanh_gradient_uses_the_output():
    # recorded from MindSpore 2.10.0 CPU: ms.grad(ops.tanh) and a weighted sum
    got = ms.grad(ops.tanh)(Tensor(np.array([1, 2, 3, 4, 5, 6], np.float32))).asnumpy()
    want = [4.1997430e-01, 7.0650816e-02, 9.8642027e-03, 1.3111106e-03, -1.9550420e-05, 0.0]
    np.testing.assert_array_equal(got, np.array(want, np.float32))
    w = Tensor(np.array([3.0, 0.5, 2.0], np.float32))
    got = ms.grad(lambda a: ops.tanh(a) * w)(Tensor(np.array([0.5, 4, 5], np.float32))).asnumpy()
    np.testing.assert_array_equal(got, np.array([2.359343e+00, 6.555553e-04, -3.910084e-05], np.float32))
