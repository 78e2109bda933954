"""Behaviour found different from MindSpore 2.10 by replaying its own docstring examples, pinned with our inputs.

Every expected value below was recorded from MindSpore 2.10.0 CPU (the real package, run on the same inputs).
"""
import numpy as np
import pytest

import mindspore_compat as ms
from mindspore_compat import Tensor, Parameter, ops

NAN = float("nan")


def _f32(v):
    return Tensor(np.array(v, np.float32))


# ----- scatter operators apply repeated indices one after another -----------------------------------------------
def test_tensor_scatter_repeated_indices_accumulate():
    x = _f32([[1., 2.], [3., 4.]])
    out = ops.tensor_scatter_sub(x, Tensor([[0, 0], [0, 0], [1, 1]], ms.int32), _f32([0.5, 0.25, 1.0]))
    assert out.asnumpy().tolist() == [[0.25, 2.0], [3.0, 3.0]]
    out = ops.tensor_scatter_div(_f32([8., 9.]), Tensor([[0], [0], [1]]), _f32([2., 4., 3.]))
    assert out.asnumpy().tolist() == [1.0, 3.0]
    out = ops.tensor_scatter_mul(_f32([1.5, 2.]), Tensor([[0], [0], [0]]), _f32([2., 3., 0.5]))
    assert out.asnumpy().tolist() == [4.5, 2.0]


def test_scatter_div_repeated_rows():
    p = Parameter(_f32([[12., 12.], [30., 30.]]), name="p")
    out = ops.scatter_div(p, Tensor([1, 1, 0], ms.int32), _f32([[2., 2.], [5., 5.], [3., 3.]]))
    assert out.asnumpy().tolist() == [[4.0, 4.0], [3.0, 3.0]]
    q = Parameter(_f32([[12., 12.], [30., 30.]]), name="q")
    out = ops.ScatterDiv()(q, Tensor([[1, 1], [1, 0]], ms.int32), _f32(np.full((2, 2, 2), 2.)))
    assert out.asnumpy().tolist() == [[6.0, 6.0], [3.75, 3.75]]
    r = Parameter(_f32([1., 1., 1.]), name="r")
    assert ops.scatter_nd_sub(r, Tensor([[2], [2]]), _f32([0.5, 1.5])).asnumpy().tolist() == [1.0, 1.0, -1.0]


# ----- ops.min / ops.max: `initial` bounds every element before `where` masks --------------------------------------
def _pair(t):
    return tuple(repr(a) for a in t)


def test_min_max_initial_where():
    y = Tensor(np.array([[4, -1, 3], [2, 6, 5]], np.int32))
    w = Tensor(np.array([[True, False, True], [False, True, True]]))
    assert _pair(ops.min(y, axis=1, keepdims=True, initial=3, where=w)) == (
        'Tensor(shape=[2, 1], dtype=Int32, value=\n[[3],\n [3]])',
        'Tensor(shape=[2, 1], dtype=Int64, value=\n[[0],\n [0]])')
    assert _pair(ops.max(y, axis=1, initial=3, where=w)) == (
        'Tensor(shape=[2], dtype=Int32, value= [4, 6])', 'Tensor(shape=[2], dtype=Int64, value= [0, 1])')
    # without an axis, `initial` and `where` are not used
    assert _pair(ops.min(y, initial=-5, where=w)) == (
        'Tensor(shape=[], dtype=Int32, value= -1)', 'Tensor(shape=[], dtype=Int64, value= 0)')
    assert _pair(ops.min(y, axis=0, initial=3)) == (
        'Tensor(shape=[3], dtype=Int32, value= [ 2, -1,  3])', 'Tensor(shape=[3], dtype=Int64, value= [1, 0, 0])')
    assert _pair(ops.min(Tensor(2.5))) == (
        'Tensor(shape=[], dtype=Float32, value= 2.5)', 'Tensor(shape=[], dtype=Int64, value= 0)')


def test_min_bad_arguments():
    y = Tensor(np.array([[4, -1, 3], [2, 6, 5]], np.int32))
    with pytest.raises(ValueError, match="initial value must be provided for where masks"):
        ops.min(y, 1, where=Tensor([True, False, True]))
    with pytest.raises(TypeError, match=r"For 'min', 'axis' must be int, but got <class 'tuple'>"):
        ops.min(y, axis=(0,))
    with pytest.raises(TypeError, match=r"For 'min', 'initial' must be a scalar, but got <class 'str'>"):
        ops.min(y, axis=0, initial="a")


# ----- cumsum keeps an integer input's dtype -----------------------------------------------------------------------
def test_cumsum_integer_dtype():
    assert repr(ops.cumsum(Tensor(np.array([[1, 2], [3, 4]], np.int32)), 1)) == (
        'Tensor(shape=[2, 2], dtype=Int32, value=\n[[1, 3],\n [3, 7]])')
    assert repr(ops.cumsum(Tensor(np.array([100, 27, 1], np.int8)), 0)) == (
        'Tensor(shape=[3], dtype=Int8, value= [ 100,  127, -128])')
    assert repr(ops.cumsum(Tensor(np.array([200, 100], np.uint8)), 0, dtype=ms.float32)) == (
        'Tensor(shape=[2], dtype=Float32, value= [ 2.00000000e+02,  3.00000000e+02])')
    with pytest.raises(TypeError, match=r"For primitive\[CumSum\], the input argument\[x\] must be a type of "
                                        r"\{Tensor\[BFloat16\].*but got Tensor\[Bool\]\."):
        ops.cumsum(Tensor([True, False]), 0)


# ----- complex values: a negative-zero imaginary part prints as -0j -----------------------------------------------
def test_complex_negative_zero_printing():
    t = Tensor(np.array([complex(-1.5, -0.0), complex(0.0, 0.0), complex(-0.0, 2.0)], np.complex64))
    assert repr(t) == 'Tensor(shape=[3], dtype=Complex64, value= [-1.5-0j, 0+0j, -0+2j])'
    assert repr(ops.adjoint(Tensor(np.array([[1 + 0j, 2 - 1j]], np.complex128)))) == (
        'Tensor(shape=[2, 1], dtype=Complex128, value=\n[[1-0j],\n [2+1j]])')


# ----- aminmax: a NaN counts only where it comes first along the scan ---------------------------------------------
def test_aminmax_nan():
    z = _f32([[NAN, 2., 7.], [3., NAN, -1.], [5., 4., NAN]])
    assert _pair(ops.aminmax(z)) == (
        'Tensor(shape=[3], dtype=Float32, value= [            nan,  2.00000000e+00, -1.00000000e+00])',
        'Tensor(shape=[3], dtype=Float32, value= [            nan,  4.00000000e+00,  7.00000000e+00])')
    assert _pair(ops.aminmax(z, axis=1, keepdims=True)) == (
        'Tensor(shape=[3, 1], dtype=Float32, value=\n[[            nan],\n [-1.00000000e+00],\n [ 4.00000000e+00]])',
        'Tensor(shape=[3, 1], dtype=Float32, value=\n[[            nan],\n [ 3.00000000e+00],\n [ 5.00000000e+00]])')
    assert _pair(ops.aminmax(z, axis=None)) == (
        'Tensor(shape=[], dtype=Float32, value= nan)', 'Tensor(shape=[], dtype=Float32, value= nan)')
    assert _pair(ops.aminmax(_f32([[2., NAN], [NAN, -3.]]), axis=None, keepdims=True)) == (
        'Tensor(shape=[1, 1], dtype=Float32, value=\n[[-3.00000000e+00]])',
        'Tensor(shape=[1, 1], dtype=Float32, value=\n[[ 2.00000000e+00]])')


# ----- ReduceStd takes an int axis as well as a tuple or list ------------------------------------------------------
def test_reduce_std_axis_forms():
    std, mean = ops.ReduceStd(axis=0, unbiased=False)(_f32([[1., 5.], [4., 9.], [7., 1.]]))
    np.testing.assert_allclose(std.asnumpy(), [2.44948983, 3.26598644], rtol=1e-6)
    assert mean.asnumpy().tolist() == [4.0, 5.0]
    std, mean = ops.ReduceStd(axis=[1], keep_dims=True)(_f32([[1., 5., 6.], [4., 9., 2.]]))
    np.testing.assert_allclose(std.asnumpy(), [[2.64575124], [3.60555124]], rtol=1e-6)
    assert mean.asnumpy().tolist() == [[4.0], [5.0]]


# ----- ResizeLinear1D: size as a tuple or list; values bit for bit ----------------------------------------------
def test_resize_linear_1d_size_forms_and_values():
    v = _f32([[[0.5, -1., 3., 2.]], [[1., 1., 4., -2.]]])
    assert ops.ResizeLinear1D()(v, (7,)).asnumpy().tolist() == [
        [[0.5, -0.25, -1.0, 1.0, 3.0, 2.5, 2.0]], [[1.0, 1.0, 1.0, 2.5, 4.0, 1.0, -2.0]]]
    assert ops.ResizeLinear1D("half_pixel")(v, [3]).asnumpy().tolist() == [
        [[0.25, 1.0, 2.1666667461395264]], [[1.0, 2.5, -0.9999995231628418]]]
    with pytest.raises(TypeError, match=r'Failed calling ResizeLinear1D with "ResizeLinear1D\(coordinate_'
                                        r'transformation_mode=string\)\(x=Tensor, size=int\)"'):
        ops.ResizeLinear1D()(v, 5)
    with pytest.raises(TypeError, match=r"size=Tuple<float>\)"):
        ops.ResizeLinear1D()(v, (5.0,))
    with pytest.raises(ValueError, match=r"For primitive\[ResizeLinear1D\], the the number of size must be equal "
                                         r"to 1, but got 2\."):
        ops.ResizeLinear1D()(v, (5, 6))


# ----- baddbmm accepts 2-D operands and checks dtypes and scalars as MindSpore does -----------------------------
def test_baddbmm_2d_and_checks():
    a = _f32([[1., -1.], [0.5, 2.]])
    b1 = _f32([[1., 2., 3.], [0., -1., 4.]])
    b2 = _f32([[2., 0.], [1., 1.], [-1., 3.]])
    assert ops.baddbmm(a, b1, b2, beta=2, alpha=0.5).asnumpy().tolist() == [[2.5, 3.5], [-1.5, 9.5]]
    ai, bi = Tensor(np.array([[1, 2]], np.int32)), Tensor(np.array([[3], [4]], np.int32))
    assert repr(ops.baddbmm(Tensor(np.array([[1]], np.int32)), ai, bi, beta=3)) == (
        'Tensor(shape=[1, 1], dtype=Int32, value=\n[[14]])')
    with pytest.raises(TypeError, match="For inputs of type not FloatTensor or DoubleTensor, arguments beta and "
                                        "alpha must be integers."):
        ops.baddbmm(Tensor(np.array([[1]], np.int32)), ai, bi, beta=0.5)
    with pytest.raises(TypeError, match="For Baddbmm, the inputs should be the same dtype."):
        ops.baddbmm(a, b1, Tensor(np.ones((3, 2), np.float64)))


# ----- logsumexp: an empty dim reduces everything ----------------------------------------------------------------
def test_logsumexp_dims():
    x = _f32([[0.5, 1.5, -2.], [3., 0., 1.]])
    np.testing.assert_allclose(ops.logsumexp(x, ()).asnumpy(), 3.40351, rtol=1e-5)
    assert ops.logsumexp(x, [], True).shape == (1, 1)
    assert ops.logsumexp(x, (0, 1), True).shape == (1, 1)
    with pytest.raises(TypeError, match=r'Failed calling ReduceMax with "ReduceMax\(keep_dims=bool\)\(x=Tensor, '
                                        r'axis=None\)"'):
        ops.logsumexp(x, None)


# ----- uniform: float bounds broadcast with the shape ------------------------------------------------------------
def test_uniform_broadcast_bounds():
    o = ops.uniform((2, 1, 3), Tensor(np.zeros((4, 1), np.float32)), Tensor([1., 2., 3.]), seed=3)
    assert o.shape == (2, 4, 3) and o.dtype == ms.float32


# ----- vecdot on integers and bools; its argument checks ---------------------------------------------------------
def test_vecdot_integer_inputs():
    assert repr(ops.vecdot(Tensor(np.array([[1, -2], [3, 4]], np.int32)),
                           Tensor(np.array([[5, 6], [7, 8]], np.int32)))) == (
        'Tensor(shape=[2], dtype=Int64, value= [-7, 53])')
    assert repr(ops.vecdot(Tensor(np.array([True, False, True])), Tensor(np.array([True, True, True])))) == (
        'Tensor(shape=[], dtype=Int64, value= 2)')
    with pytest.raises(ValueError, match="For vecdot, the dim is out of range."):
        ops.vecdot(_f32([1., 2.]), _f32([1., 2.]), axis=1)
    with pytest.raises(TypeError, match="For vecdot, the dim should be int, but got <class 'float'>."):
        ops.vecdot(_f32([1., 2.]), _f32([1., 2.]), axis=0.0)


# ----- index_add / inplace_index_add update a Parameter but return a Tensor ----------------------------------------
def test_index_add_returns_tensor():
    p = Parameter(_f32([[1., 2.], [3., 4.]]), name="p")
    o = ops.index_add(p, Tensor([0], ms.int32), _f32([[10.], [20.]]), 1)
    assert type(o) is Tensor and p.asnumpy().tolist() == [[11.0, 2.0], [23.0, 4.0]]
    assert repr(o) == ('Tensor(shape=[2, 2], dtype=Float32, value=\n[[ 1.10000000e+01,  2.00000000e+00],\n'
                       ' [ 2.30000000e+01,  4.00000000e+00]])')
    q = Parameter(_f32([[1., 2.], [3., 4.]]), name="q")
    o = ops.inplace_index_add(q, Tensor([1], ms.int32), _f32([[5., 6.]]), 0)
    assert type(o) is Tensor and q.asnumpy().tolist() == [[1.0, 2.0], [8.0, 10.0]]


# ----- 3-D average pooling of float16 input ----------------------------------------------------------------------
def test_avg_pool3d_float16():
    h = Tensor(np.arange(36).reshape((1, 1, 3, 3, 4)) / 7, ms.float16)
    out = ops.AvgPool3D(kernel_size=2, strides=1, pad_mode="same")(h)
    assert out.dtype == ms.float16 and out.shape == (1, 1, 3, 3, 4)
    assert out.asnumpy()[0, 0, 2].tolist() == [[1.892578125, 1.96484375, 2.03515625, 1.0361328125],
                                               [2.1796875, 2.25, 2.3203125, 1.1787109375],
                                               [1.16015625, 1.1962890625, 1.232421875, 0.625]]
    out = ops.avg_pool3d(h, kernel_size=2, stride=1)
    assert out.dtype == ms.float16
    assert out.asnumpy()[0, 0, 1].tolist() == [[2.927734375, 3.072265625, 3.21484375],
                                               [3.5, 3.642578125, 3.78515625]]


# ----- CTC: log_alpha spans all time steps and the padded target width -------------------------------------------
def test_ctc_log_alpha_shape():
    probs = np.array([[[0.2, 0.5, 0.3], [0.6, 0.1, 0.3]], [[0.4, 0.4, 0.2], [0.3, 0.3, 0.4]],
                      [[0.1, 0.7, 0.2], [0.5, 0.25, 0.25]]])
    loss, alpha = ops.CTCLossV2()(Tensor(np.log(probs).astype(np.float32)),
                                  Tensor(np.array([[1, 2, 0], [2, 0, 0]]), ms.int32),
                                  Tensor(np.array([3, 2]), ms.int32), Tensor(np.array([2, 1]), ms.int32))
    np.testing.assert_allclose(loss.asnumpy(), [2.0714735984802246, 0.7985076904296875], rtol=1e-6)
    assert alpha.shape == (2, 3, 7)
    inf = float("inf")
    np.testing.assert_allclose(alpha.asnumpy(), [
        [[-1.6094379425048828, -0.6931471824645996, -inf, -inf, -inf, -inf, -inf],
         [-2.525728702545166, -1.272965669631958, -1.6094379425048828, -2.3025851249694824, -inf, -inf, -inf],
         [-4.828313827514648, -1.378326177597046, -3.0365543365478516, -2.154165267944336, -4.605170249938965,
          -inf, -inf]],
        [[-0.5108256340026855, -1.2039728164672852, -inf, -inf, -inf, -inf, -inf],
         [-1.7147984504699707, -1.021651268005371, -2.4079456329345703, -inf, -inf, -inf, -inf],
         [-inf] * 7]], rtol=1e-6)
