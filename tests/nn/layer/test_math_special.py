"""nn.LGamma / DiGamma / IGamma / LBeta / MatInverse / MatDet.

Values recorded from MindSpore 2.10.0 CPU (PyNative) on the same inputs, except MatInverse / MatDet, whose
Cholesky kernels do not exist in MindSpore's CPU build: those are checked against numpy's inverse/determinant
(the documented result). Tolerance: float32 rounding of the Lanczos sums (rtol 1e-5, atol 3e-6)."""
import numpy as np
import pytest

import mindspore_compat as ms
from mindspore_compat import nn, Tensor


def f32(v):
    return Tensor(np.array(v, np.float32))


def close(out, want, rtol=1e-5, atol=3e-6):
    np.testing.assert_allclose(out.asnumpy(), np.array(want, np.float32), rtol=rtol, atol=atol)


def test_lgamma():
    # recorded from MindSpore 2.10.0 CPU
    close(nn.LGamma()(f32([0.5, 1.0, 2.5, 4.0])), [0.5723637342453003, -1.0728836e-06, 0.28468215, 1.7917596])
    out = nn.LGamma()(f32([-0.5, -1.0, -2.5, 0.0])).asnumpy()
    close(Tensor(out[[0, 2]]), [1.265513300895691, -0.05624401569366455])
    assert np.isinf(out[1]) and np.isinf(out[3]) and out[1] > 0
    close(nn.LGamma()(f32([10.0, 33.3, 100.0, 1e-3, -3.3, 7.5])),
          [12.801828384399414, 82.60372924804688, 359.13421630859375, 6.907177925109863, -0.8243567943572998,
           7.534365653991699])
    h = nn.LGamma()(Tensor(np.array([0.5, 3.0, 10.0, -3.3], np.float16)))
    assert h.dtype == ms.float16
    np.testing.assert_allclose(h.asnumpy().astype(np.float32), [0.5712890625, 0.6943359375, 12.8203125,
                                                                -0.8408203125], rtol=2e-3)


def test_digamma():
    # recorded from MindSpore 2.10.0 CPU
    close(nn.DiGamma()(f32([0.5, 1.0, 2.5, 4.0])), [-1.9635100364685059, -0.5772154331207275, 0.7031568288803101,
                                                    1.256117820739746])
    out = nn.DiGamma()(f32([-0.5, -1.0, -2.5, 0.0])).asnumpy()
    np.testing.assert_allclose(out[[0, 2]], [0.03649018332362175, 1.1031566858291626], rtol=1e-5)
    assert np.isnan(out[1]) and out[3] == -np.inf
    close(nn.DiGamma()(f32([10.0, 33.3, 100.0, 1e-3, -3.3, 7.5])),
          [2.2517523765563965, 3.490467071533203, 4.600162029266357, -1000.5755004882812, 3.620354652404785,
           1.9467577934265137])


def test_igamma():
    # recorded from MindSpore 2.10.0 CPU
    close(nn.IGamma()(f32([0.5, 1.0, 2.5, 4.0]), f32([0.3, 1.0, 2.0, 5.0])),
          [0.561421811580658, 0.6321191787719727, 0.45058363676071167, 0.7349750995635986])
    out = nn.IGamma()(f32([0.5, 3.0, 10.0, 2.0, -1.0, 1.0, 30.0]), f32([0.1, 7.0, 3.0, 0.0, 1.0, -1.0, 29.0]))
    out = out.asnumpy()
    np.testing.assert_allclose(out[[0, 1, 2, 3, 6]], [0.3452792763710022, 0.9703638553619385,
                                                      0.0011024860432371497, 0.0, 0.4508245289325714], rtol=1e-5)
    assert np.isnan(out[4]) and np.isnan(out[5])


def test_lbeta():
    # recorded from MindSpore 2.10.0 CPU (both arguments below 8, one above, both above, broadcasting)
    close(nn.LBeta()(f32([0.5, 1.0, 2.5, 4.0]), f32([0.3, 1.0, 2.0, 5.0])),
          [1.5161043405532837, 1.7881393432617188e-06, -2.169053316116333, -5.63478946685791])
    close(nn.LBeta()(f32([2.0, 3.0, 14.0, 15.0]), f32([2.0, 4.0, 6.0, 8.0])),
          [-1.7917605638504028, -4.0943450927734375, -12.000228881835938, -14.754798889160156])
    close(nn.LBeta()(f32([9.0, 20.0, 0.5, 100.0]), f32([12.0, 10.0, 50.0, 3.0])),
          [-14.228702545166016, -19.11532211303711, -1.381147027015686, -13.152111053466797])
    close(nn.LBeta()(f32([[1.5], [9.5]]), f32([2.0, 10.0])),
          [[-1.3217583894729614, -3.6109557151794434], [-4.602667808532715, -13.36992359161377]])


def test_special_dtype_errors():
    # messages recorded from MindSpore 2.10.0 CPU
    with pytest.raises(TypeError, match=r"For 'LGamma', the 'x' should be one of \[mindspore.float16, "
                                        r"mindspore.float32\], but got 'mindspore.int32'."):
        nn.LGamma()(Tensor(np.array([1, 2], np.int32)))
    with pytest.raises(TypeError, match="For 'DiGamma', the 'x' should be one of"):
        nn.DiGamma()(Tensor(np.array([1, 2], np.int32)))
    with pytest.raises(TypeError, match="For 'IGamma', the 'a' should be Float32, but got 'mindspore.float16'."):
        nn.IGamma()(Tensor(np.array([1.0], np.float16)), Tensor(np.array([1.0], np.float16)))
    with pytest.raises(TypeError, match="For 'IGamma', the 'x' should be Float32, but got 'mindspore.int32'."):
        nn.IGamma()(f32([0.5, 1.0]), Tensor(np.array([1, 2], np.int32)))
    with pytest.raises(TypeError, match="For 'LBeta', the 'y' should be Float32, but got 'mindspore.int32'."):
        nn.LBeta()(f32([0.5, 1.0]), Tensor(np.array([1, 2], np.int32)))


def test_mat_inverse_and_det():
    # MindSpore's CPU build has no CholeskyTrsm / DetTriangle kernels: checked against numpy (documented result)
    a = np.array([[[4.0, 2.0, 0.5], [2.0, 5.0, 1.0], [0.5, 1.0, 3.0]], [[2.0, 0.3, 0.0], [0.3, 1.0, 0.2],
                                                                        [0.0, 0.2, 1.5]]], np.float32)
    np.testing.assert_allclose(nn.MatInverse()(Tensor(a)).asnumpy(), np.linalg.inv(a), rtol=1e-5, atol=1e-6)
    det = nn.MatDet()(Tensor(a))
    assert det.shape == (2,)
    np.testing.assert_allclose(det.asnumpy(), np.linalg.det(a), rtol=1e-5)
    with pytest.raises(TypeError, match="For 'MatDet', the 'input_a' should be one of"):
        nn.MatDet()(Tensor(np.eye(2, dtype=np.float64)))
