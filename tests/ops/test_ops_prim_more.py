"""Deprecated search / embedding-cache primitives: NoRepeatNGram, SubAndFilter, MapUniform.

Every expected value, dtype and exception below was recorded from MindSpore 2.10.0 (CPU) on the same inputs.
"""
import numpy as np
import pytest

import mindspore_compat as ms
from mindspore_compat import Tensor, ops

_F32_LOW = -3.4028234663852886e+38


def _i32(a):
    return Tensor(np.array(a), ms.int32)


# ----- NoRepeatNGram -------------------------------------------------------------------------------------------------
def test_no_repeat_ngram_values():
    # recorded from MindSpore 2.10.0 CPU
    out = ops.NoRepeatNGram(3)(_i32([[[1, 2, 3, 1, 2], [4, 4, 4, 4, 4]]]), Tensor(np.ones((1, 2, 6)), ms.float32))
    assert out.dtype == ms.float32 and out.shape == (1, 2, 6)
    assert out.asnumpy().tolist() == [[[1.0, 1.0, 1.0, _F32_LOW, 1.0, 1.0], [1.0, 1.0, 1.0, 1.0, _F32_LOW, 1.0]]]
    out = ops.NoRepeatNGram(2)(_i32([[[0, 1, 0, 1, 0]]]), Tensor(np.arange(4).reshape(1, 1, 4), ms.float16))
    assert out.dtype == ms.float16 and out.asnumpy().tolist() == [[[0.0, -65504.0, 2.0, 3.0]]]
    out = ops.NoRepeatNGram(2)(_i32([[[0, 1, 0]]]), Tensor(np.arange(4).reshape(1, 1, 4), ms.float64))
    assert out.asnumpy().tolist() == [[[0.0, -1.7976931348623157e+308, 2.0, 3.0]]]
    out = ops.NoRepeatNGram(1)(_i32([[[0, 1, 0]]]), Tensor(np.arange(4).reshape(1, 1, 4), ms.float32))
    assert out.asnumpy().tolist() == [[[_F32_LOW, _F32_LOW, 2.0, 3.0]]]


def test_no_repeat_ngram_errors():
    lp = Tensor(np.arange(4).reshape(1, 1, 4), ms.float32)
    # types and messages recorded from MindSpore 2.10.0 CPU
    with pytest.raises(ValueError, match=r"must be less than or equal to state_seq shape\[2\] \+ 1 which is 3 , "
                                         r"but got 6"):
        ops.NoRepeatNGram(6)(_i32([[[0, 1, 0]]]), lp)
    with pytest.raises(ValueError, match="which is 3 , but got 4"):
        ops.NoRepeatNGram(4)(_i32([[[0, 1, 0]]]), lp)
    with pytest.raises(RuntimeError, match="Param ngram_size is illegal"):
        ops.NoRepeatNGram(3)(_i32([[[0, 1, 0]]]), lp)
    with pytest.raises(ValueError, match="the rank of state_seq must be equal to 3, but got 2"):
        ops.NoRepeatNGram(2)(_i32([[0, 1, 0]]), Tensor(np.arange(4).reshape(1, 4), ms.float32))
    with pytest.raises(TypeError, match=r"argument\[seq_type\] must be a type of \{Tensor\[Int32\]\}, but got "
                                        r"Tensor\[Int64\]"):
        ops.NoRepeatNGram(2)(Tensor(np.array([[[0, 1, 0]]]), ms.int64), lp)
    with pytest.raises(TypeError, match=r"argument\[log_types\].*but got Tensor\[Int32\]"):
        ops.NoRepeatNGram(2)(_i32([[[0, 1, 0]]]), _i32([[[0, 1, 2, 3]]]))
    with pytest.raises(ValueError, match=r"state_seq shape\[0\] must be equal to log_probs shape\[0\] which is 2 , "
                                         r"but got 1"):
        ops.NoRepeatNGram(2)(_i32([[[0, 1, 0]]]), Tensor(np.arange(8).reshape(2, 1, 4), ms.float32))
    with pytest.raises(ValueError, match=r"valid range between \[0,4\)"):
        ops.NoRepeatNGram(2)(_i32([[[0, 9, 0]]]), lp)
    with pytest.raises(ValueError, match="'ngram_size' must be int and must >= 1, but got '0'"):
        ops.NoRepeatNGram(0)
    with pytest.raises(TypeError, match="the type of 'ngram_size' should be 'int', but got type 'float'"):
        ops.NoRepeatNGram(1.5)


# ----- SubAndFilter --------------------------------------------------------------------------------------------------
def test_sub_and_filter():
    # recorded from MindSpore 2.10.0 CPU
    res, idx = ops.SubAndFilter()(_i32([1, 3, 5, 8, 9, 16]), 10, 5)
    assert res.dtype == ms.int32 and idx.dtype == ms.int32
    assert res.asnumpy().tolist() == [0, 3, 4] and idx.asnumpy().tolist() == [2, 3, 4]
    res, idx = ops.SubAndFilter()(_i32([1, 3, 5, 8, 9, 16]), 10, 1)
    assert res.asnumpy().tolist() == [0, 2, 4, 7, 8] and idx.asnumpy().tolist() == [0, 1, 2, 3, 4]
    res, idx = ops.SubAndFilter()(Tensor(np.array([[1, 3], [5, 8]]), ms.int64), 4, 2)
    assert res.dtype == ms.int64 and idx.dtype == ms.int64
    assert res.asnumpy().tolist() == [1, 3] and idx.asnumpy().tolist() == [1, 2]
    res, idx = ops.SubAndFilter()(_i32([1, 3]), 0, 0)
    assert res.shape == (0,) and idx.shape == (0,)


def test_sub_and_filter_errors():
    # recorded from MindSpore 2.10.0 CPU
    with pytest.raises(TypeError, match=r"argument\[x\] must be a type of \{Tensor\[Int32\], Tensor\[Int64\]\}, "
                                        r"but got Tensor\[Float32\]"):
        ops.SubAndFilter()(Tensor(np.array([1.0, 3.0]), ms.float32), 4, 0)
    with pytest.raises(TypeError, match=r"but got Tensor\[Int16\]"):
        ops.SubAndFilter()(Tensor(np.array([1, 3]), ms.int16), 4, 0)
    with pytest.raises(TypeError, match=r"the type of input argument\[x\] must be Tensor"):
        ops.SubAndFilter()([1, 3], 4, 0)


# ----- MapUniform ----------------------------------------------------------------------------------------------------
def test_map_uniform():
    # recorded from MindSpore 2.10.0 CPU
    out = ops.MapUniform()(Tensor(np.arange(8)), 4, 2)
    assert out.dtype == ms.int64 and out.asnumpy().tolist() == [0, 4, 1, 5, 2, 6, 3, 7]
    out = ops.MapUniform()(_i32([[0, 5], [9, 3]]), 3, 3)
    assert out.dtype == ms.int32 and out.asnumpy().tolist() == [[0, 7], [3, 1]]
    assert ops.MapUniform()(_i32([-1, -5]), 3, 2).asnumpy().tolist() == [-3, -5]


def test_map_uniform_errors():
    # recorded from MindSpore 2.10.0 CPU
    with pytest.raises(TypeError, match=r"argument\[input\] must be a type of \{Tensor\[Int16\], Tensor\[Int32\], "
                                        r"Tensor\[Int64\], Tensor\[Int8\]\}, but got Tensor\[Float32\]"):
        ops.MapUniform()(Tensor(np.array([1.0, 2.0]), ms.float32), 3, 2)
    with pytest.raises(TypeError, match=r"argument\[per_group_size\] must be a type of \{Int32, Int64\}, but got "
                                        r"Float32"):
        ops.MapUniform()(_i32([1, 2]), 3.0, 2)
    with pytest.raises(RuntimeError, match="'group_num' must be greater than 0, but got 0"):
        ops.MapUniform()(_i32([1, 2]), 3, 0)


# ----- CTCLoss -------------------------------------------------------------------------------------------------------
def _ctc_inputs():
    x = np.random.RandomState(1).uniform(-2, 2, (5, 2, 4)).astype(np.float32)
    idx = Tensor(np.array([[0, 0], [0, 1], [0, 2], [1, 0], [1, 1]]), ms.int64)
    vals = _i32([1, 1, 2, 0, 2])
    return x, idx, vals, _i32([5, 4])


# (preprocess_collapse_repeated, ctc_merge_repeated) -> losses, recorded from MindSpore 2.10.0 CPU
_CTC_LOSS = {
    (False, True): [3.7613255977630615, 5.990582466125488],
    (False, False): [4.840278625488281, 6.2041215896606445],
    (True, True): [4.1338324546813965, 5.990582466125488],
    (True, False): [6.881194591522217, 6.2041215896606445],
}
# gradient of sample 0 at time 0, recorded from MindSpore 2.10.0 CPU
_CTC_GRAD_T0 = {
    (False, True): [0.19286295771598816, -0.33437514305114746, 0.03639202192425728, 0.10512013733386993],
    (False, False): [0.19286295771598816, 0.0819665789604187, 0.03639202192425728, -0.31122177839279175],
    (True, True): [0.19286295771598816, 0.006968379020690918, 0.03639202192425728, -0.2362234741449356],
    (True, False): [0.19286295771598816, 0.46866533160209656, 0.03639202192425728, -0.6979202032089233],
}
# full gradient of the default attributes, recorded from MindSpore 2.10.0 CPU
_CTC_GRAD = [
    [[0.19286295771598816, -0.33437514305114746, 0.03639202192425728, 0.10512013733386993],
     [-0.19405892491340637, 0.15497365593910217, 0.2256401926279068, -0.18655484914779663]],
    [[0.14226411283016205, 0.14499863982200623, 0.15561632812023163, -0.4428790211677551],
     [-0.19063878059387207, 0.6507750749588013, -0.025321250781416893, -0.434815376996994]],
    [[0.28515762090682983, -0.23146110773086548, 0.09419533610343933, -0.14789193868637085],
     [-0.2862541377544403, 0.5218806266784668, -0.17396482825279236, -0.061661601066589355]],
    [[0.4644905626773834, -0.44570454955101013, -0.012938320636749268, -0.005847727879881859],
     [0.046546027064323425, 0.79131019115448, -0.7620677947998047, -0.0757887065410614]],
    [[0.6232413053512573, 0.11398157477378845, -0.7790377736091614, 0.04181462526321411], [0.0, 0.0, 0.0, 0.0]]]


@pytest.mark.parametrize("attrs", sorted(_CTC_LOSS))
def test_ctc_loss_attributes(attrs):
    x, idx, vals, lens = _ctc_inputs()
    loss, grad = ops.CTCLoss(*attrs)(Tensor(x), idx, vals, lens)
    assert loss.dtype == ms.float32 and grad.dtype == ms.float32 and grad.shape == (5, 2, 4)
    np.testing.assert_allclose(loss.asnumpy(), _CTC_LOSS[attrs], rtol=1e-5)
    np.testing.assert_allclose(grad.asnumpy()[0, 0], _CTC_GRAD_T0[attrs], rtol=1e-5, atol=1e-6)


def test_ctc_loss_gradient_and_dtypes():
    x, idx, vals, lens = _ctc_inputs()
    loss, grad = ops.CTCLoss()(Tensor(x), idx, vals, lens)
    np.testing.assert_allclose(grad.asnumpy(), _CTC_GRAD, rtol=1e-5, atol=1e-6)
    loss, grad = ops.CTCLoss()(Tensor(x.astype(np.float64)), idx, vals, lens)
    assert loss.dtype == ms.float64 and grad.dtype == ms.float64
    np.testing.assert_allclose(loss.asnumpy(), _CTC_LOSS[(False, True)], rtol=1e-5)
    # zero scores over 3 classes, one label in two steps: the loss is log(3) (recorded from MindSpore 2.10.0 CPU)
    loss, grad = ops.CTCLoss()(Tensor(np.zeros((2, 1, 3)), ms.float32), Tensor(np.array([[0, 0]]), ms.int64),
                               _i32([1]), _i32([2]))
    np.testing.assert_allclose(loss.asnumpy(), [1.09861231], rtol=1e-6)
    np.testing.assert_allclose(grad.asnumpy()[:, 0], [[0.333333343, -0.333333284, 0.0]] * 2, atol=1e-6)


def test_ctc_loss_infeasible_sample():
    # labels [1, 1, 2] need 4 steps when repeats merge; 3 steps give an infinite loss
    # (recorded from MindSpore 2.10.0 CPU: loss [inf, 5.479341506958008])
    x, idx, vals, _ = _ctc_inputs()
    loss, grad = ops.CTCLoss()(Tensor(x), idx, vals, _i32([3, 2]))
    assert np.isinf(loss.asnumpy()[0])
    np.testing.assert_allclose(loss.asnumpy()[1], 5.479341506958008, rtol=1e-5)
    np.testing.assert_allclose(grad.asnumpy()[0, 1], [-0.8073405027389526, 0.15497365593910217,
                                                      0.2256401926279068, 0.42672669887542725], rtol=1e-5)
    assert not grad.asnumpy()[:3, 0].any()


def test_ctc_loss_errors():
    x, idx, vals, lens = _ctc_inputs()
    # types and messages recorded from MindSpore 2.10.0 CPU
    with pytest.raises(RuntimeError, match=r"must be greater than output size\(label length\), but got sequence "
                                           r"length: 1 and label length: 2"):
        ops.CTCLoss()(Tensor(x), idx, vals, _i32([5, 1]))
    with pytest.raises(RuntimeError, match="'max_time': 5 and 'sequence_length': 6"):
        ops.CTCLoss()(Tensor(x), idx, vals, _i32([6, 4]))
    with pytest.raises(TypeError, match=r"argument\[labels_indices\] must be a type of \{Tensor\[Int64\]\}, but got "
                                        r"Tensor\[Int32\]"):
        ops.CTCLoss()(Tensor(x), Tensor(np.array([[0, 0]]), ms.int32), _i32([1]), lens)
    with pytest.raises(ValueError, match="the inputs rank must be equal to 3, but got 2"):
        ops.CTCLoss()(Tensor(x[0]), idx, vals, lens)
    with pytest.raises(TypeError, match="the type of 'preprocess_collapse_repeated' should be 'bool', but got type "
                                        "'int'"):
        ops.CTCLoss(1)


def test_ctc_loss_ignore_longer_outputs():
    # MindSpore 2.10.0 CPU raises inside its kernel here; the documented meaning of the flag (a zero loss and a
    # zero gradient for that sample) is listed in docs/guides/differences.rst. Sample 0 keeps its recorded loss.
    x, idx, vals, _ = _ctc_inputs()
    loss, grad = ops.CTCLoss(False, True, True)(Tensor(x), idx, vals, _i32([5, 1]))
    np.testing.assert_allclose(loss.asnumpy(), [3.7613255977630615, 0.0], rtol=1e-5)
    assert not grad.asnumpy()[:, 1].any()
    np.testing.assert_allclose(grad.asnumpy()[:, 0], np.array(_CTC_GRAD)[:, 0], rtol=1e-5, atol=1e-6)


# ----- LSTM ----------------------------------------------------------------------------------------------------------
def _lstm_inputs(input_size, hidden, layers, bidirectional, has_bias, seed):
    dirs = 2 if bidirectional else 1
    n = sum(dirs * 4 * hidden * ((input_size if k == 0 else hidden * dirs) + hidden) for k in range(layers))
    n += layers * dirs * 8 * hidden if has_bias else 0
    r = np.random.RandomState(seed)
    x = r.uniform(-1, 1, (3, 2, input_size)).astype(np.float32)
    h = r.uniform(-1, 1, (layers * dirs, 2, hidden)).astype(np.float32)
    c = r.uniform(-1, 1, (layers * dirs, 2, hidden)).astype(np.float32)
    w = r.uniform(-1, 1, (n, 1, 1)).astype(np.float32)
    return [Tensor(a) for a in (x, h, c, w)]


# (input_size, hidden_size, num_layers, bidirectional, has_bias, seed) -> (output, h_n, c_n), rounded to 6
# decimals; recorded from MindSpore 2.10.0 CPU
_LSTM = {
    (2, 3, 1, False, True, 0): (
        [[[-0.088887, 0.250874, 0.040018], [0.313244, -0.019719, -0.144894]], [[-0.173039, 0.237216, -0.004587], [0.048288, 0.05513, -0.085362]], [[-0.173708, 0.229765, -0.093208], [-0.054288, 0.127343, -0.1295]]],
        [[[-0.173708, 0.229765, -0.093208], [-0.054288, 0.127343, -0.1295]]],
        [[[-0.238037, 0.604088, -0.418329], [-0.084017, 0.297285, -0.57629]]]),
    (2, 3, 1, True, True, 1): (
        [[[0.001401, 0.035659, 0.027545, -0.101476, 0.110924, 0.031301], [-0.131602, 0.082531, 0.116211, 0.167717, 0.055795, -0.113355]], [[0.074527, 0.201168, 0.028458, -0.105135, 0.095503, 0.077169], [-0.064075, 0.216646, -0.00938, 0.141364, 0.062943, -0.069341]], [[0.062851, 0.160504, -0.120131, -0.138124, 0.083229, 0.306409], [-0.040253, 0.154179, -0.205875, 0.119687, 0.017419, -0.092875]]],
        [[[0.062851, 0.160504, -0.120131], [-0.040253, 0.154179, -0.205875]], [[-0.101476, 0.110924, 0.031301], [0.167717, 0.055795, -0.113355]]],
        [[[0.220571, 0.621939, -0.23369], [-0.157825, 0.642601, -0.406523]], [[-0.268984, 0.346604, 0.079276], [0.742279, 0.417017, -0.380766]]]),
    (3, 3, 2, False, True, 2): (
        [[[0.052107, 0.042599, 0.038862], [0.096083, 0.495533, 0.12914]], [[-0.077431, -0.017003, 0.198013], [-0.033924, 0.09098, 0.276091]], [[-0.122199, -0.060359, 0.254475], [-0.054423, 0.014485, 0.323959]]],
        [[[-0.032168, -0.384707, -0.135188], [0.127557, -0.373302, -0.249766]], [[-0.122199, -0.060359, 0.254475], [-0.054423, 0.014485, 0.323959]]],
        [[[-0.069869, -0.682917, -0.214102], [0.365589, -0.802728, -0.447738]], [[-0.192139, -0.083068, 0.367383], [-0.084506, 0.019376, 0.455597]]]),
    (2, 3, 1, False, False, 3): (
        [[[-0.045143, -0.122748, -0.049043], [0.187248, -0.120289, -0.178808]], [[0.059276, -0.23781, -0.072663], [-0.085774, 0.068611, -0.050497]], [[-0.0582, -0.005122, 0.0039], [-0.111358, 0.135272, 0.005227]]],
        [[[-0.0582, -0.005122, 0.0039], [-0.111358, 0.135272, 0.005227]]],
        [[[-0.088541, -0.009345, 0.007858], [-0.179744, 0.269023, 0.011757]]]),
    # stacked layers, bidirectional or not: each direction runs its own stack (recorded from MindSpore 2.10.0 CPU)
    (2, 2, 2, True, True, 4): (
        [[[0.096435, 0.276557, -0.090294, -0.195024], [0.191319, 0.286247, -0.109156, -0.135702]], [[0.229784, 0.339286, -0.074814, -0.159857], [0.345088, 0.365846, -0.02285, -0.13828]], [[0.314748, 0.371974, -0.120011, -0.07752], [0.383112, 0.421497, 0.085107, -0.159468]]],
        [[[-0.058949, 0.001755], [0.191801, 0.309911]], [[-0.334564, -0.04449], [0.277694, 0.126939]], [[0.314748, 0.371974], [0.383112, 0.421497]], [[-0.090294, -0.195024], [-0.109156, -0.135702]]],
        [[[-0.226376, 0.004318], [0.333902, 0.496164]], [[-0.443216, -0.098219], [0.409018, 0.254803]], [[0.67877, 0.714531], [0.717885, 0.91481]], [[-0.276202, -0.569074], [-0.234283, -0.506959]]]),
    (2, 2, 3, True, False, 5): (
        [[[-0.321683, -0.207157, -0.022293, 0.130571], [-0.100143, -0.169418, 0.047087, -0.047274]], [[-0.289961, -0.109005, -0.006458, 0.148447], [-0.031026, -0.188623, 0.068536, -0.059733]], [[-0.134483, -0.087994, 0.030252, 0.140206], [-0.029013, -0.148216, 0.274377, -0.085233]]],
        [[[-0.073044, 0.052941], [0.058535, -0.007963]], [[0.039155, 0.103573], [0.032677, 0.106311]], [[-0.109526, 0.047839], [0.065333, -0.039865]], [[0.110019, -0.000823], [-0.009248, 0.045086]], [[-0.134483, -0.087994], [-0.029013, -0.148216]], [[-0.022293, 0.130571], [0.047087, -0.047274]]],
        [[[-0.122857, 0.110643], [0.125645, -0.024309]], [[0.10559, 0.409061], [0.089541, 0.466937]], [[-0.23878, 0.092423], [0.12618, -0.08195]], [[0.213086, -0.001606], [-0.018248, 0.084497]], [[-0.232148, -0.196029], [-0.058241, -0.308775]], [[-0.041884, 0.283587], [0.099987, -0.093082]]]),
    (2, 2, 3, True, True, 6): (
        [[[0.060912, -0.167271, -0.005767, 0.050394], [-0.371806, 0.088876, 0.080433, 0.037897]], [[0.257124, -0.202093, -0.039527, 0.048122], [-0.010598, -0.060705, 0.0754, 0.056684]], [[0.331761, -0.184402, -0.084165, 0.030651], [0.139785, -0.117339, 0.104912, 0.091752]]],
        [[[0.340535, 0.129385], [0.2972, 0.160871]], [[-0.079838, 0.12877], [-0.138013, 0.134322]], [[0.252953, -0.059613], [0.443255, -0.096419]], [[0.199331, 0.224305], [0.358723, 0.175799]], [[0.331761, -0.184402], [0.139785, -0.117339]], [[-0.005767, 0.050394], [0.080433, 0.037897]]],
        [[[0.58365, 0.244616], [0.606178, 0.300736]], [[-0.340067, 1.225365], [-0.689537, 1.471097]], [[0.381074, -0.113123], [0.740391, -0.169492]], [[0.394103, 0.37685], [0.692779, 0.294068]], [[0.554774, -0.411734], [0.21867, -0.287393]], [[-0.022478, 0.159895], [0.326338, 0.120863]]]),
    (2, 2, 2, False, False, 7): (
        [[[0.118017, -0.17501], [0.106468, -0.006584]], [[0.094919, -0.158013], [0.058817, -0.014929]], [[0.061427, -0.107121], [0.032304, 0.002423]]],
        [[[0.012777, 0.034473], [-0.052207, -0.043524]], [[0.061427, -0.107121], [0.032304, 0.002423]]],
        [[[0.025609, 0.072663], [-0.115416, -0.091259]], [[0.122106, -0.225476], [0.062667, 0.00484]]]),
}


@pytest.mark.parametrize("cfg", sorted(_LSTM))
def test_lstm_values(cfg):
    input_size, hidden, layers, bidirectional, has_bias, _ = cfg
    res = ops.LSTM(input_size, hidden, layers, has_bias, bidirectional, 0.0)(*_lstm_inputs(*cfg))
    assert len(res) == 5 and all(t.dtype == ms.float32 for t in res)
    for got, want in zip(res[:3], _LSTM[cfg]):
        np.testing.assert_allclose(got.asnumpy(), want, atol=2e-6)
    # the scratch buffers' shapes, recorded from MindSpore 2.10.0 CPU
    assert res[3].shape == (7168, 1) and res[4].shape == (1, 1)


def test_lstm_stack_needs_equal_widths():
    # a stack whose input_size differs from hidden_size is refused at launch with a RuntimeError (type recorded from
    # MindSpore 2.10.0 CPU, where oneDNN rejects the descriptor)
    with pytest.raises(RuntimeError, match="input_size"):
        ops.LSTM(3, 2, 2, True, True, 0.0)(*_lstm_inputs(3, 2, 2, True, True, 0))


def test_lstm_float16_and_errors():
    x, h, c, w = _lstm_inputs(2, 3, 1, False, True, 0)
    res = ops.LSTM(2, 3, 1, True, False, 0.0)(x.astype(ms.float16), h.astype(ms.float16), c.astype(ms.float16),
                                              w.astype(ms.float16))
    # dtypes recorded from MindSpore 2.10.0 CPU
    assert [t.dtype for t in res] == [ms.float16] * 5
    # constructor checks: types and messages recorded from MindSpore 2.10.0 CPU
    with pytest.raises(ValueError, match="the 'input_size' must be int and must > 0, but got '0' with type 'int'"):
        ops.LSTM(0, 3, 1, True, False, 0.0)
    with pytest.raises(TypeError, match="the type of 'has_bias' should be 'bool', but got type 'int'"):
        ops.LSTM(2, 3, 1, 1, False, 0.0)
    with pytest.raises(TypeError, match="the type of 'dropout' should be 'float', but got type 'int'"):
        ops.LSTM(2, 3, 1, True, False, 0)
    with pytest.raises(ValueError, match=r"the 'dropout' must be in range of \[0, 1\], but got 1.5 with type 'float'"):
        ops.LSTM(2, 3, 1, True, False, 1.5)


# ----- ComputeAccidentalHits -----------------------------------------------------------------------------------------
def test_compute_accidental_hits():
    # MindSpore 2.10.0 has no CPU kernel for it; these are the values its documentation example prints
    truth = Tensor(np.array([[1, 2], [0, 4], [3, 3]]), ms.int64)
    rows, ids, weights = ops.ComputeAccidentalHits(2)(truth, Tensor(np.array([0, 1, 2, 3, 4]), ms.int64))
    assert (rows.dtype, ids.dtype, weights.dtype) == (ms.int32, ms.int64, ms.float32)
    assert rows.asnumpy().tolist() == [0, 0, 1, 1, 2, 2] and ids.asnumpy().tolist() == [1, 2, 0, 4, 3, 3]
    assert weights.asnumpy().tolist() == [_F32_LOW] * 6


def test_compute_accidental_hits_errors():
    truth = Tensor(np.array([[1, 2], [0, 4], [3, 3]]), ms.int64)
    sampled = Tensor(np.array([0, 1, 2, 3, 4]), ms.int64)
    # types and messages recorded from MindSpore 2.10.0 CPU (its shape and dtype inference runs before the kernel)
    with pytest.raises(TypeError, match=r"argument\[true_classes\] must be a type of \{Tensor\[Int64\]\}, but got "
                                        r"Tensor\[Int32\]"):
        ops.ComputeAccidentalHits(2)(Tensor(np.array([[1, 2]]), ms.int32), sampled)
    with pytest.raises(TypeError, match=r"argument\[sampled_candidates\] .* but got Tensor\[Int32\]"):
        ops.ComputeAccidentalHits(2)(truth, Tensor(np.array([0, 1]), ms.int32))
    with pytest.raises(ValueError, match=r"true_classes shape\[1\]=2 must be equal to num_true= 3"):
        ops.ComputeAccidentalHits(3)(truth, sampled)
    with pytest.raises(ValueError, match="the dim of true_classes must be equal to 2, but got 1"):
        ops.ComputeAccidentalHits(2)(Tensor(np.array([1, 2]), ms.int64), sampled)
    with pytest.raises(ValueError, match="the dim of sampled_candidates must be equal to 1, but got 2"):
        ops.ComputeAccidentalHits(2)(truth, Tensor(np.array([[0, 1]]), ms.int64))
    with pytest.raises(ValueError, match="the argument 'num_true' must >= 1, but got 0"):
        ops.ComputeAccidentalHits(0)
    with pytest.raises(TypeError, match="the type of 'num_true' should be 'int', but got type 'float'"):
        ops.ComputeAccidentalHits(1.0)


# ----- MapCacheIdx ---------------------------------------------------------------------------------------------------
def _cache_table():
    # rows (id, cache line, last step, probe distance + 1) placed by the cache's multiplicative hash
    return Tensor(np.array([[5, 1, 1, 1], [8, 2, 1, 3], [12, 3, 1, 1], [0, 0, 0, 0], [0, 0, 0, 0], [3, 0, 1, 1]]),
                  ms.int32)


def test_map_cache_idx_updates_in_place():
    table, step = _cache_table(), _i32([3])
    lines, old, miss, swap = ops.MapCacheIdx()(table, _i32([[13, 15], [20, 2]]), step, Tensor(20, ms.int32),
                                               Tensor(10, ms.int32))
    # outputs, the rewritten hashmap and the incremented step, recorded from MindSpore 2.10.0 CPU
    assert all(t.dtype == ms.int32 for t in (lines, old, miss, swap))
    assert lines.asnumpy().tolist() == [[0, 1], [2, -1]]
    assert (old.asnumpy().tolist(), miss.asnumpy().tolist(), swap.asnumpy().tolist()) == ([8], [10], [2])
    assert table.asnumpy().tolist() == [[5, 1, 3, 1], [10, 2, 3, 1], [12, 3, 1, 1], [10, 2, 3, 0], [0, 0, 0, 0],
                                        [3, 0, 3, 1]]
    assert step.asnumpy().tolist() == [4]


def test_map_cache_idx_errors():
    # types and messages recorded from MindSpore 2.10.0 CPU
    with pytest.raises(RuntimeError, match="hashmap is full, delete old key failed, please set a larger "
                                           "vocab_cache_size!"):
        ops.MapCacheIdx()(_cache_table(), _i32([10, 13, 13, 31]), _i32([2]), Tensor(20, ms.int32),
                          Tensor(10, ms.int32))
    with pytest.raises(ValueError, match="the dimension of hashmap must be equal to 2, but got: 1"):
        ops.MapCacheIdx()(_i32([1, 2, 3, 4]), _i32([1]), _i32([1]), Tensor(5, ms.int32), Tensor(0, ms.int32))
    with pytest.raises(TypeError):
        ops.MapCacheIdx()(_cache_table(), Tensor(np.array([1]), ms.int64), _i32([1]), Tensor(5, ms.int32),
                          Tensor(0, ms.int32))


# ----- RNNTLoss ------------------------------------------------------------------------------------------------------
def test_rnnt_loss_uniform_scores():
    # MindSpore 2.10.0 has no CPU kernel for it. With equal scores over V classes every transition has
    # probability 1 / V, and one step with one label has a single path (label, then blank): the loss is
    # 2 * log(V), exactly; shapes and dtypes follow MindSpore's recorded shape/dtype inference.
    acts = Tensor(np.zeros((1, 1, 2, 4)), ms.float32)
    costs, grads = ops.RNNTLoss(blank_label=0)(acts, _i32([[3]]), _i32([1]), _i32([1]))
    assert costs.dtype == ms.float32 and grads.dtype == ms.float32 and grads.shape == (1, 1, 2, 4)
    np.testing.assert_allclose(costs.asnumpy(), [2 * np.log(4.0)], rtol=1e-6)
    # two steps, no label: the single path is two blanks
    costs, _ = ops.RNNTLoss()(Tensor(np.zeros((1, 2, 1, 5)), ms.float32), Tensor(np.zeros((1, 0)), ms.int32),
                              _i32([2]), _i32([0]))
    np.testing.assert_allclose(costs.asnumpy(), [2 * np.log(5.0)], rtol=1e-6)


def test_rnnt_loss_errors():
    acts, lab, one = Tensor(np.zeros((1, 2, 3, 5)), ms.float32), _i32([[1, 2]]), _i32([2])
    # types and messages recorded from MindSpore 2.10.0 CPU (shape and dtype inference)
    with pytest.raises(TypeError, match=r"the element of 'labels' must be Tensor\[Int32\], but got Tensor\[Int64\]"):
        ops.RNNTLoss()(acts, Tensor(np.array([[1, 2]]), ms.int64), one, one)
    with pytest.raises(TypeError, match=r"'acts_type' must be one of Tensor\[Float32\], Tensor\[Float16\], but got "
                                        r"Tensor\[Float64\]"):
        ops.RNNTLoss()(acts.astype(ms.float64), lab, one, one)
    with pytest.raises(ValueError, match="the 'acts_rank' must be int and must = 4, but got '3' with type 'int'"):
        ops.RNNTLoss()(Tensor(np.zeros((2, 3, 5)), ms.float32), lab, one, one)
    with pytest.raises(ValueError, match=r"the labels shape\[1\] should be = acts shape\[2\]-1: 2, but got 3"):
        ops.RNNTLoss()(acts, _i32([[1, 2, 3]]), one, one)
    with pytest.raises(ValueError, match=r"the input_length size should be = acts shape\[0\]: 1, but got 2"):
        ops.RNNTLoss()(acts, lab, _i32([2, 2]), one)
    with pytest.raises(TypeError, match="the type of 'blank_label' should be 'int', but got type 'float'"):
        ops.RNNTLoss(1.5)
