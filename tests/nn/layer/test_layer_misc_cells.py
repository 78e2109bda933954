"""Misc cells of mindspore.nn (basic.py, image.py, math.py): forward values, gradients, reprs and validation.

Every expected number, dtype, repr and exception type below was recorded from MindSpore 2.10.0 on CPU
(/tmp scripts run in the real MindSpore venv) on the same fixed inputs.
"""
import numpy as np
import pytest

import mindspore_compat as ms
from mindspore_compat import nn, Tensor


def _t(a, dtype=ms.float32):
    return Tensor(np.asarray(a), dtype)


X = [[1.0, -2.0, 3.0], [0.5, 4.0, -1.5]]
M = np.arange(1, 10).reshape(3, 3)


def _close(out, expected, dtype=ms.float32):
    assert out.dtype == dtype
    np.testing.assert_allclose(out.asnumpy(), np.asarray(expected), rtol=1e-6, atol=1e-6)


# ----- ClipByNorm / Norm / L1Regularizer: values and gradients (recorded from MindSpore 2.10.0 CPU) ---------------
def test_clip_by_norm_values_and_grad():
    x = _t(X)
    _close(nn.ClipByNorm()(x, _t(2.0)), [[0.35082319378852844, -0.7016463875770569, 1.0524696111679077],
                                        [0.17541159689426422, 1.4032927751541138, -0.5262348055839539]])
    _close(nn.ClipByNorm()(x, _t(100.0)), X)
    g = ms.grad(lambda a: nn.ClipByNorm()(a, _t(2.0)).sum())(x)
    _close(g, [[0.29685038328170776, 0.4587687849998474, 0.18890480697155],
               [0.3238368034362793, 0.1349320113658905, 0.43178239464759827]])


def test_norm_values_grad_and_validation():
    x = _t(X)
    _close(nn.Norm(axis=1)(x), [3.7416574954986572, 4.3011627197265625])
    out = nn.Norm()(x)
    assert out.shape == ()
    _close(out, 5.7008771896362305)
    _close(nn.Norm(axis=0, keep_dims=True)(x), [[1.1180340051651, 4.4721360206604, 3.3541018962860107]])
    g = ms.grad(lambda a: nn.Norm(axis=1)(a).sum())(x)
    _close(g, [[0.26726123690605164, -0.5345224738121033, 0.8017836809158325],
               [0.11624763906002045, 0.9299811124801636, -0.34874290227890015]])
    with pytest.raises(TypeError, match="keep_dims"):
        nn.Norm(keep_dims=1)


def test_l1_regularizer():
    _close(nn.L1Regularizer(0.5)(_t(X)), 6.0)
    _close(nn.L1Regularizer(2)(_t([1, -2], ms.int32)), 6.0)
    _close(ms.grad(lambda a: nn.L1Regularizer(0.5)(a))(_t(X)), [[0.5, -0.5, 0.5], [0.5, 0.5, -0.5]])
    with pytest.raises(ValueError, match="greater than 0, but got 0"):
        nn.L1Regularizer(0)
    with pytest.raises(TypeError, match="scale"):
        nn.L1Regularizer("a")
    with pytest.raises(ValueError, match="INF or NAN"):
        nn.L1Regularizer(float("inf"))


# ----- OneHot / Tril / Triu / Unflatten ------------------------------------------------------------------------------
def test_one_hot():
    _close(nn.OneHot(depth=4)(_t([0, 3, 1], ms.int32)), [[1, 0, 0, 0], [0, 0, 0, 1], [0, 1, 0, 0]])
    _close(nn.OneHot(axis=0, depth=3, on_value=5.0, off_value=-1.0)(_t([2, 0], ms.int32)),
           [[-1.0, 5.0], [-1.0, -1.0], [5.0, -1.0]])
    _close(nn.OneHot(depth=3, dtype=ms.int32)(_t([1, 2], ms.int32)), [[0, 1, 0], [0, 0, 1]], ms.int32)


def test_tril_triu():
    m = _t(M)
    _close(nn.Tril()(m), [[1, 0, 0], [4, 5, 0], [7, 8, 9]])
    _close(nn.Tril()(m, 1), [[1, 2, 0], [4, 5, 6], [7, 8, 9]])
    _close(nn.Triu()(m, -1), [[1, 2, 3], [4, 5, 6], [0, 8, 9]])
    _close(nn.Triu()(_t(M, ms.int32)), [[1, 2, 3], [0, 5, 6], [0, 0, 9]], ms.int32)


def test_unflatten():
    out = nn.Unflatten(1, (2, 3))(_t(np.arange(12).reshape(2, 6)))
    assert out.shape == (2, 2, 3)
    _close(out, np.arange(12).reshape(2, 2, 3))
    with pytest.raises(TypeError, match="'axis' must be 'int', but got 'float'"):
        nn.Unflatten(1.0, (2, 3))
    with pytest.raises(TypeError, match="unflattended_size"):
        nn.Unflatten(1, 6)


# ----- Dropout variants: identity outside training, reprs, p validation ---------------------------------------------
@pytest.mark.parametrize("name,text", [("Dropout1d", "Dropout1d()"), ("Dropout2d", "Dropout2d(p=0.5)"),
                                       ("Dropout3d", "Dropout3d(p=0.5)"), ("DropoutExt", "DropoutExt()"),
                                       ("Dropout2dExt", "Dropout2dExt()")])
def test_dropout_variants_eval_and_repr(name, text):
    cell = getattr(nn, name)()
    assert repr(cell) == text
    _close(cell(_t(X)), X)


def test_dropout_variants_validation_and_training():
    assert repr(nn.Dropout2d(p=0.0)) == "Dropout2d(p=1.0)"
    assert repr(nn.Dropout2d(p=1.0)) == "Dropout2d(p=0.0)"
    with pytest.raises(TypeError, match="the type of 'p' should be 'float', but got type 'int'"):
        nn.Dropout1d(p=1)
    with pytest.raises(ValueError, match=r"range \[0, 1\], but got 1.5"):
        nn.Dropout2d(p=1.5)
    with pytest.raises(ValueError, match=r"but got -0.1"):
        nn.Dropout3d(p=-0.1)
    # training: whole channels are zeroed or scaled by 1/(1-p)
    out = nn.Dropout2d(p=0.5).set_train()(_t(np.ones((4, 8, 3, 3)))).asnumpy()
    per_channel = out.reshape(32, 9)
    assert all(len(set(row.tolist())) == 1 and row[0] in (0.0, 2.0) for row in per_channel)


# ----- PixelShuffle / PixelUnshuffle / ImageGradients --------------------------------------------------------------
def test_pixel_shuffle_unshuffle():
    out = nn.PixelShuffle(2)(_t(np.arange(16).reshape(1, 4, 2, 2)))
    _close(out, [[[[0, 4, 1, 5], [8, 12, 9, 13], [2, 6, 3, 7], [10, 14, 11, 15]]]])
    out = nn.PixelUnshuffle(2)(_t(np.arange(16).reshape(1, 1, 4, 4)))
    _close(out, [[[[0, 2], [8, 10]], [[1, 3], [9, 11]], [[4, 6], [12, 14]], [[5, 7], [13, 15]]]])
    with pytest.raises(ValueError, match="divisibleby `upscale_factor` squared"):
        nn.PixelShuffle(3)(_t(np.arange(16).reshape(1, 4, 2, 2)))
    with pytest.raises(ValueError, match="divisible by downscale_factor"):
        nn.PixelUnshuffle(3)(_t(np.ones((1, 1, 4, 4))))


def test_image_gradients():
    dy, dx = nn.ImageGradients()(_t([[[[1., 2., 4.], [3., 7., 5.]]]]))
    _close(dy, [[[[2.0, 5.0, 1.0], [0.0, 0.0, 0.0]]]])
    _close(dx, [[[[1.0, 2.0, 0.0], [4.0, -2.0, 0.0]]]])
    with pytest.raises(ValueError, match="'images' must be 4d, but got 3"):
        nn.ImageGradients()(_t(np.ones((1, 2, 2))))


# ----- MatMul / Moments / ReduceLogSumExp --------------------------------------------------------------------------
def test_matmul():
    x = _t(X)
    p = _t([[1., 2.], [3., 4.], [5., 6.]])
    _close(nn.MatMul()(x, p), [[10.0, 12.0], [5.0, 8.0]])
    _close(nn.MatMul(transpose_x1=True)(x, x), [[1.25, 0.0, 2.25], [0.0, 20.0, -12.0], [2.25, -12.0, 11.25]])
    _close(nn.MatMul()(_t([1., 2., 3.]), p), [22.0, 28.0])
    out = nn.MatMul()(_t([1., 2., 3.]), _t([1., 2., 3.]))
    assert out.shape == ()
    _close(out, 14.0)
    with pytest.raises(ValueError, match="'x1_col' 3 and 'x2_row' 2"):
        nn.MatMul()(x, x)
    with pytest.raises(TypeError, match="transpose_x1"):
        nn.MatMul(transpose_x1=1)


def test_moments():
    x = _t(X)
    mean, var = nn.Moments(axis=1)(x)
    _close(mean, [0.6666666865348816, 1.0])
    _close(var, [4.222222328186035, 5.166666507720947])
    mean, var = nn.Moments(axis=0, keep_dims=True)(x)
    _close(mean, [[0.75, 1.0, 0.75]])
    _close(var, [[0.0625, 9.0, 5.0625]])
    mean, var = nn.Moments()(x)
    _close(mean, 0.8333333134651184)
    _close(var, 4.722222328186035)
    mean, var = nn.Moments(axis=1)(_t([[1., 2.], [3., 5.]], ms.float16))
    _close(mean, [1.5, 4.0], ms.float16)
    _close(var, [0.25, 1.0], ms.float16)
    with pytest.raises(TypeError, match="'input x' should be one of"):
        nn.Moments(axis=1)(_t([[1, 2]], ms.int32))
    with pytest.raises(TypeError, match="axis"):
        nn.Moments(axis=1.0)
    with pytest.raises(TypeError, match="keep_dims"):
        nn.Moments(keep_dims=1)


def test_reduce_log_sum_exp():
    x = _t(X)
    # MindSpore's CPU exp/log differ from torch's in the last float32 digit: rtol 1e-6
    _close(nn.ReduceLogSumExp(1)(x), [3.132843494415283, 4.033709526062012])
    out = nn.ReduceLogSumExp((0, 1), True)(x)
    assert out.shape == (1, 1)
    _close(out, [[4.374613285064697]])
    g = ms.grad(lambda a: nn.ReduceLogSumExp(1)(a).sum())(x)
    _close(g, [[0.11849973350763321, 0.005899748764932156, 0.8756005167961121],
               [0.02919638343155384, 0.9668523073196411, 0.003951298538595438]])
    with pytest.raises(TypeError, match="axis"):
        nn.ReduceLogSumExp(1.0)
    with pytest.raises(TypeError, match="keep_dims"):
        nn.ReduceLogSumExp(1, keep_dims=1)


# ----- Upsample / CentralCrop / ChannelShuffle / Range (recorded from MindSpore 2.10.0 CPU) -----------------------
def test_upsample_values_and_grad():
    x = _t([[[[1., 2.], [3., 5.]]]])
    _close(nn.Upsample(size=(3, 3), mode="bilinear", align_corners=True)(x),
           [[[[1.0, 1.5, 2.0], [2.0, 2.75, 3.5], [3.0, 4.0, 5.0]]]])
    _close(nn.Upsample(size=(3, 4), mode="bilinear")(x),
           [[[[1.0, 1.25, 1.75, 2.0], [2.0, 2.375, 3.125, 3.5], [3.0, 3.5, 4.5, 5.0]]]])
    _close(nn.Upsample(size=(4, 4))(x), [[[[1, 1, 2, 2], [1, 1, 2, 2], [3, 3, 5, 5], [3, 3, 5, 5]]]])
    w = _t(np.arange(9).reshape(1, 1, 3, 3))
    g = ms.grad(lambda a: (nn.Upsample(size=(3, 3), mode="bilinear", align_corners=True)(a) * w).sum())(x)
    _close(g, [[[[3.0, 6.0], [12.0, 15.0]]]])


def test_central_crop():
    out = nn.CentralCrop(0.3)(_t(np.arange(70).reshape(2, 5, 7)))
    _close(out, [[[9, 10, 11], [16, 17, 18], [23, 24, 25]], [[44, 45, 46], [51, 52, 53], [58, 59, 60]]])
    with pytest.raises(TypeError, match="'central_fraction' should be 'float', but got type 'int'"):
        nn.CentralCrop(1)
    with pytest.raises(ValueError, match=r"range of \(0.0, 1.0\], but got 1.5"):
        nn.CentralCrop(1.5)
    with pytest.raises(ValueError, match=r"must be 3d or 4d, but got shape \(4, 4\)"):
        nn.CentralCrop(0.5)(_t(np.ones((4, 4))))


def test_channel_shuffle():
    out = nn.ChannelShuffle(3)(_t(np.arange(12).reshape(2, 6, 1)))
    _close(out.reshape(-1), [0, 2, 4, 1, 3, 5, 6, 8, 10, 7, 9, 11])
    with pytest.raises(TypeError, match="`groups` must be int"):
        nn.ChannelShuffle(2.0)
    with pytest.raises(ValueError, match="larger than 0, but got 0"):
        nn.ChannelShuffle(0)


def test_range():
    _close(nn.Range(5)(), [0, 1, 2, 3, 4], ms.int32)
    _close(nn.Range(0, 1, 0.3)(), [0.0, 0.3, 0.6, 0.9])
    with pytest.raises(ValueError, match="'delta' can not be zero"):
        nn.Range(1, 5, 0)


# ----- BiDense (recorded from MindSpore 2.10.0 CPU) ---------------------------------------------------------------
def test_bidense_values_grads_and_validation():
    w = _t(np.arange(12).reshape(2, 2, 3) / 10.)
    net = nn.BiDense(2, 3, 2, weight_init=w, bias_init=_t([0.5, -1.0]))
    assert [(p.name, p.shape) for p in net.trainable_params()] == [("weight", (2, 2, 3)), ("bias", (2,))]
    assert repr(net) == "BiDense(in1_channels=2, in2_channels=3, output_channels=2, has_bias=True)"
    a = _t([[1.0, 2.0], [-1.0, 0.5]])
    c = _t([[1.0, 0.0, -1.0], [2.0, 1.0, 3.0]])
    _close(net(a, c), [[-0.10000002384185791, -1.5999999046325684], [1.0499999523162842, -2.25]])
    (gx, gy), gw = ms.grad(lambda x, y: net(x, y).sum(), grad_position=(0, 1), weights=net.trainable_params())(a, c)
    _close(gx, [[-0.3999999761581421, -0.40000003576278687], [5.0, 8.600000381469727]])
    np.testing.assert_allclose(gy.asnumpy(), [[3.0, 3.6000001430511475, 4.199999809265137],
                                              [-2.9802322387695312e-08, -0.09999998658895493, -0.20000000298023224]],
                               rtol=1e-6, atol=1e-6)
    _close(gw[0], [[[-1.0, -1.0, -4.0], [3.0, 0.5, -0.5]], [[-1.0, -1.0, -4.0], [3.0, 0.5, -0.5]]])
    _close(gw[1], [2.0, 2.0])
    assert nn.BiDense(2, 3, 2)(_t(np.ones((2, 2, 2))), _t(np.ones((2, 2, 3)))).shape == (2, 2, 2)
    with pytest.raises(ValueError, match="last dimension of 'input2' must be same as 'in2_channels'"):
        net(a, _t(np.ones((2, 2))))
    with pytest.raises(ValueError, match="dimensions except the last of 'input1'"):
        net(a, _t(np.ones((3, 3))))
    with pytest.raises(ValueError, match="in1_channels"):
        nn.BiDense(0, 3, 2)
    with pytest.raises(ValueError, match="weight init shape error"):
        nn.BiDense(2, 3, 2, weight_init=_t(np.ones((2, 3, 3))))


# ----- Conv2dBnAct / DenseBnAct in training mode (recorded from MindSpore 2.10.0 CPU) ----------------------------
def test_conv2d_bn_act_train_values_stats_and_grads():
    w = _t(np.arange(8).reshape(2, 1, 2, 2) / 4. - 0.5)
    net = nn.Conv2dBnAct(1, 2, 2, pad_mode="valid", weight_init=w, has_bn=True, activation="leakyrelu",
                         alpha=0.1).set_train()
    x = _t([[[[1., -2., 0.5], [3., 0.5, 1.], [-1., 2., 2.]]], [[[0., 1., -1.], [2., 2., 0.5], [1., -3., 1.]]]])
    np.testing.assert_allclose(net(x).asnumpy(), [
        [[[0.5029498934745789, 1.5412981510162354], [-0.0794985368847847, 0.3731563687324524]],
         [[0.08210089057683945, -0.06344159692525864], [0.44035932421684265, 1.4554249048233032]]],
        [[[0.6327434182167053, 0.24336285889148712], [-0.19631271064281464, -0.053539831191301346]],
         [[1.336005449295044, -0.0037318586837500334], [-0.1291223019361496, -0.13509328663349152]]]],
        rtol=1e-5, atol=1e-6)
    np.testing.assert_allclose(net.batchnorm.moving_mean.asnumpy(), [-0.0010781249729916453, 0.00735937524586916],
                               rtol=1e-5)
    np.testing.assert_allclose(net.batchnorm.moving_variance.asnumpy(), [1.0001798868179321, 1.0120259523391724],
                               rtol=1e-5)
    gx, gw = ms.grad(lambda a: (net(a) ** 2).sum(), grad_position=0, weights=net.trainable_params())(x)
    np.testing.assert_allclose(gx.asnumpy(), [
        [[[-0.062220849096775055, -0.7720986604690552, -0.32399317622184753],
          [-0.3549236059188843, -0.3451032042503357, 0.4621747136116028],
          [-0.1889447420835495, -0.004318416118621826, 0.2510959506034851]]],
        [[[0.1469726264476776, 0.27241021394729614, -0.14328110218048096],
          [-0.049962788820266724, 0.20180478692054749, -0.3057524263858795],
          [0.23468518257141113, 0.7524706721305847, 0.2289842665195465]]]], rtol=1e-4, atol=1e-5)
    np.testing.assert_allclose(gw[0].asnumpy(), [
        [[[-2.8619542121887207, 2.338916063308716], [-0.00461500883102417, -3.3847134113311768]]],
        [[[0.009473145008087158, 2.048583745956421], [-1.214120626449585, -0.2616279721260071]]]],
        rtol=1e-4, atol=1e-5)
    np.testing.assert_allclose(gw[1].asnumpy(), [6.550238132476807, 8.2855806350708], rtol=1e-5)
    np.testing.assert_allclose(gw[2].asnumpy(), [6.521151065826416, 6.5615034103393555], rtol=1e-5)


def test_dense_bn_act_train_and_validation():
    net = nn.DenseBnAct(3, 2, weight_init=_t([[1., 0., -1.], [0.5, 2., 1.]]), bias_init="ones", has_bn=True,
                        activation="tanh").set_train()
    assert [p.name for p in net.trainable_params()] == ["dense.weight", "dense.bias", "batchnorm.gamma",
                                                        "batchnorm.beta"]
    out = net(_t([[1., 2., 3.], [-1., 0., 4.], [2., -2., 1.]]))
    np.testing.assert_allclose(out.asnumpy(), [[0.0, 0.8195655941963196], [-0.841048002243042, 0.12768729031085968],
                                               [0.841048002243042, -0.8575155138969421]], rtol=1e-5, atol=1e-6)
    np.testing.assert_allclose(net.batchnorm.moving_mean.asnumpy(), [-0.1, 0.4], rtol=1e-6)
    np.testing.assert_allclose(net.batchnorm.moving_variance.asnumpy(), [1.8, 3.175], rtol=1e-6)
    with pytest.raises(TypeError, match="'has_bn' must be a bool, but got int"):
        nn.DenseBnAct(2, 2, has_bn=1)
    with pytest.raises(TypeError, match="'after_fake' must be a bool, but got int"):
        nn.Conv2dBnAct(1, 1, 1, after_fake=0)
    with pytest.raises(TypeError, match="'activation' must be str or Cell or Primitive, but got int"):
        nn.DenseBnAct(2, 2, activation=3)


# ----- Pad (recorded from MindSpore 2.10.0 CPU) --------------------------------------------------------------------
@pytest.mark.parametrize("mode,expected,grad", [
    ("CONSTANT", [[0, 0, 0, 0, 0, 0], [0, 0, 1, 2, 3, 0], [0, 0, 4, 5, 6, 0]], [[8, 9, 10], [14, 15, 16]]),
    ("REFLECT", [[6, 5, 4, 5, 6, 5], [3, 2, 1, 2, 3, 2], [6, 5, 4, 5, 6, 5]], [[8, 27, 16], [16, 54, 32]]),
    ("SYMMETRIC", [[2, 1, 1, 2, 3, 3], [2, 1, 1, 2, 3, 3], [5, 4, 4, 5, 6, 6]], [[18, 18, 30], [27, 27, 33]]),
])
def test_pad_modes_values_and_grads(mode, expected, grad):
    x = _t([[1., 2., 3.], [4., 5., 6.]])
    _close(nn.Pad(((1, 0), (2, 1)), mode)(x), expected)
    w = _t(np.arange(18).reshape(3, 6))
    _close(ms.grad(lambda a: (nn.Pad(((1, 0), (2, 1)), mode)(a) * w).sum())(x), grad)


def test_pad_validation():
    with pytest.raises(TypeError, match="'paddings' must be tuple, but got list"):
        nn.Pad([[1, 0], [2, 1]])
    with pytest.raises(ValueError, match=r"'mode' must be str and must be in .*but got 'reflect'"):
        nn.Pad(((1, 0), (2, 1)), "reflect")
    with pytest.raises(ValueError, match=r"must be \(n, 2\), but got \(\(1, 0, 1\), \(2, 1\)\)"):
        nn.Pad(((1, 0, 1), (2, 1)))
    with pytest.raises(ValueError):
        nn.Pad(((3, 0), (0, 0)), "REFLECT")(_t(np.ones((2, 3))))


# ----- Linear (recorded from MindSpore 2.10.0 CPU) -----------------------------------------------------------------
def test_linear_values_grads_and_validation():
    fc = nn.Linear(3, 2, weight_init=_t([[1., -1., 0.5], [2., 0., 1.]]), bias_init=_t([0.1, -0.2]))
    x = _t([[1., 2., 3.], [0.5, -1., 2.]])
    _close(fc(x), [[0.6000000238418579, 4.800000190734863], [2.5999999046325684, 2.799999952316284]])
    gx, gw = ms.grad(lambda a: (fc(a) ** 2).sum(), grad_position=0, weights=fc.trainable_params())(x)
    np.testing.assert_allclose(gx.asnumpy(), [[20.400001525878906, -1.2000000476837158, 10.200000762939453],
                                              [16.399999618530273, -5.199999809265137, 8.199999809265137]], rtol=1e-6)
    np.testing.assert_allclose(gw[0].asnumpy(), [[3.799999952316284, -2.799999713897705, 14.0],
                                                 [12.40000057220459, 13.600000381469727, 40.0]], rtol=1e-6)
    np.testing.assert_allclose(gw[1].asnumpy(), [6.399999618530273, 15.200000762939453], rtol=1e-6)
    assert repr(nn.Linear(3, 2, bias=False)) == "Linear(input_features=3, output_features=2)"
    assert [p.name for p in nn.Linear(3, 2).trainable_params()] == ["weight", "bias"]
    with pytest.raises(ValueError, match="in_features"):
        nn.Linear(0, 2)
    with pytest.raises(TypeError, match="'has_bias' must be a bool, but got int"):
        nn.Linear(2, 2, bias=1)
