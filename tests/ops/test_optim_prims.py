"""The optimizer primitives (ops/_op_def/optim_def.py): in-place updates and outputs pinned against values
recorded from MindSpore 2.10.0 CPU (PyNative), with the same inputs; the primitives that have no CPU kernel there
are checked against the formulas of MindSpore's documentation, evaluated in float64 numpy here."""
import numpy as np
import pytest

import mindspore_compat as ms
from mindspore_compat import Parameter, Tensor, ops

F32 = ms.float32


def P(values, name):
    return Parameter(Tensor(np.array(values, np.float32)), name=name)


def T(values, dtype=F32):
    return Tensor(np.array(values), dtype)


G = T([0.5, -1.0, 2.0])


def P2(name, off=0.0):
    return Parameter(Tensor(np.arange(6, dtype=np.float32).reshape(3, 2) * 0.1 + 0.1 + off), name=name)


G2 = T([[0.5, -1.0], [2.0, 0.25]])
I2 = T([0, 2], ms.int32)


def close(t, want):
    np.testing.assert_allclose(t.asnumpy() if hasattr(t, "asnumpy") else t, np.array(want, np.float32),
                               rtol=2e-6, atol=1e-7)


# ----- dense updates: outputs and updated Parameters recorded from MindSpore 2.10.0 CPU -----------------------------
def test_apply_ada_max():
    var, m, v = P([1., 2., 3.], "var"), P([.1, .2, .3], "m"), P([.4, .5, .6], "v")
    out = ops.ApplyAdaMax()(var, m, v, T(0.9), T(0.01), T(0.9), T(0.99), T(1e-8), G)
    close(out[0], [0.972000002861023, 1.9919999837875366, 2.9765000343322754])
    close(out[1], [0.14000001549720764, 0.07999996840953827, 0.4700000584125519])
    close(out[2], [0.5, 1.0, 2.0])
    close(var, out[0])
    assert out[0].dtype == ms.float32 and out[0].shape == (3,)


def test_apply_adadelta():
    var, a, u = P([1., 2., 3.], "var"), P([.1, .2, .3], "accum"), P([.4, .5, .6], "accum_update")
    out = ops.ApplyAdadelta()(var, a, u, T(0.01), T(0.9), T(1e-6), G)
    close(var, [0.9906749725341797, 2.0133631229400635, 2.9810736179351807])
    close(a, [0.11500000208616257, 0.2800000309944153, 0.6700000762939453])
    close(u, [0.44695600867271423, 0.6285711526870728, 0.8982090950012207])
    close(out[2], u.asnumpy())


@pytest.mark.parametrize("slots", [True, False])
def test_apply_adagrad_updates_accum_whatever_update_slots(slots):
    var, a = P([1., 2., 3.], "var"), P([.1, .2, .3], "accum")
    out = ops.ApplyAdagrad(update_slots=slots)(var, a, T(0.01), G)
    close(out[0], [0.991548478603363, 2.0091288089752197, 2.9903552532196045])
    close(out[1], [0.3499999940395355, 1.2000000476837158, 4.300000190734863])


def test_apply_adagrad_v2_and_da():
    var, a = P([1., 2., 3.], "var"), P([.1, .2, .3], "accum")
    ops.ApplyAdagradV2(epsilon=1e-6)(var, a, T(0.01), G)
    close(var, [0.991548478603363, 2.0091288089752197, 2.9903552532196045])
    var, ga, gsa = P([1., 2., 3.], "var"), P([.1, .2, .3], "ga"), P([.4, .5, .6], "gsa")
    out = ops.ApplyAdagradDA()(var, ga, gsa, G, T(0.01), T(0.1), T(0.2), T(2, ms.int32))
    assert isinstance(out, Tensor)
    close(out, [-0.004936895798891783, 0.008138385601341724, -0.0097730727866292])
    close(ga, [0.6000000238418579, -0.800000011920929, 2.299999952316284])
    close(gsa, [0.6499999761581421, 1.5, 4.599999904632568])


def test_apply_adam_with_amsgrad_v1_v2():
    want = ([0.9954131841659546, 2.000816583633423, 2.989562749862671],
            [0.18000000715255737, -0.03999999165534973, 0.6399999856948853],
            [0.38499999046325684, 0.550000011920929, 0.9400001168251038],
            [0.38499999046325684, 0.6000000238418579, 0.9400001168251038])
    for v2 in (False, True):
        var, m, v, vh = P([1., 2., 3.], "var"), P([.1, .2, .3], "m"), P([.4, .5, .6], "v"), P([.3, .6, .1], "vhat")
        if v2:
            out = ops.ApplyAdamWithAmsgradV2()(var, m, v, vh, T(0.8), T(0.9), T(0.01), T(0.8), T(0.9), T(1e-6), G)
        else:
            out = ops.ApplyAdamWithAmsgrad(beta1=0.8, beta2=0.9, epsilon=1e-6)(var, m, v, vh, T(0.8), T(0.9),
                                                                               T(0.01), G)
        for o, w in zip(out, want):
            close(o, w)


def test_apply_add_sign_power_sign():
    var, m = P([1., 2., 3.], "var"), P([.1, -.2, .3], "m")
    out = ops.ApplyAddSign()(var, m, T(0.01), T(1.0), T(0.99), T(0.9), G)
    close(out[0], [0.9900500178337097, 2.01990008354187, 2.960200071334839])
    close(out[1], [0.14000001549720764, -0.2800000309944153, 0.4700000584125519])
    var, m = P([1., 2., 3.], "var"), P([.1, -.2, .3], "m")
    out = ops.ApplyPowerSign()(var, m, T(0.01), T(np.e), T(0.99), T(0.9), G)
    close(out[0], [0.9262606501579285, 2.1474788188934326, 2.705042600631714])


def test_rms_props_update_in_place_and_return_zeros():
    var, mg, msq, mom = P([1., 2., 3.], "var"), P([.1, .2, .3], "mg"), P([.4, .5, .6], "ms"), P([.3, .6, .1], "mom")
    out = ops.ApplyCenteredRMSProp()(var, mg, msq, mom, G, T(0.01), T(0.9), T(0.5), T(1e-6))
    close(out, [0.0, 0.0, 0.0])  # MindSpore's output buffer is left unwritten (zeros in a fresh process)
    close(var, [0.8417284488677979, 1.713563084602356, 2.926414966583252])
    close(mom, [0.15827152132987976, 0.28643688559532166, 0.07358495146036148])
    var, msq, mom = P([1., 2., 3.], "var"), P([.4, .5, .6], "ms"), P([.3, .6, .1], "mom")
    out = ops.ApplyRMSProp()(var, msq, mom, T(0.01), G, 0.9, 0.5, 1e-6)
    close(out, [0.0, 0.0, 0.0])
    close(var, [0.841941773891449, 1.7134839296340942, 2.9293715953826904])
    close(msq, [0.38499999046325684, 0.550000011920929, 0.9400001168251038])
    close(mom, [0.15805822610855103, 0.2865160405635834, 0.07062841206789017])


def test_apply_ftrl_unsigned_l1_numerator():
    var, a, lin = P([1., 2., 3.], "var"), P([.1, .2, .3], "accum"), P([.4, -.5, .6], "linear")
    out = ops.ApplyFtrl()(var, a, lin, G, T(0.01), T(0.1), T(0.2), T(-0.5))
    close(out, [0.44891980290412903, 1.1937505006790161, 2.1913111209869385])
    close(lin, [-26.638023376464844, -131.1463165283203, -455.1764831542969])
    var, a, lin = P([1., 2.], "v"), P([.1, .2], "a"), P([5., -5.], "l")
    ops.ApplyFtrl()(var, a, lin, T([0.01, 0.01]), T(0.01), T(0.1), T(0.2), T(-0.5))
    close(var, [-0.1527593433856964, 0.11327431350946426])
    close(lin, [4.994193077087402, -5.012357711791992])


def test_apply_proximal_adagrad_and_gradient_descent():
    var, a = P([1., -2., 3.], "var"), P([.1, .2, .3], "accum")
    out = ops.ApplyProximalAdagrad()(var, a, T(0.01), T(0.1), T(0.2), G)
    close(out[0], [0.9865230917930603, -1.9863320589065552, 2.9869918823242188])
    close(out[1], [0.3499999940395355, 1.2000000476837158, 4.300000190734863])
    var = P([1., -2., 0.001], "var")
    out = ops.ApplyProximalGradientDescent()(var, T(0.01), T(0.1), T(0.2), G)
    close(out, [0.9920160174369812, -1.9850300550460815, -0.01796407252550125])


# ----- sparse updates -----------------------------------------------------------------------------------------------
def test_sparse_apply_adagrad_sums_repeated_indices():
    var, a = P2("var"), P2("accum")
    out = ops.SparseApplyAdagrad(lr=0.01)(var, a, G2, I2)
    close(out[0], [[0.09154845774173737, 0.2091287076473236], [0.3, 0.4], [0.49057191610336304, 0.5969285368919373]])
    close(out[1], [[0.35, 1.2], [0.3, 0.4], [4.5, 0.6625000238418579]])
    var, a = P2("var"), P2("accum")
    ops.SparseApplyAdagrad(lr=0.01)(var, a, T([[0.5, -1.0], [2.0, 0.25], [1., -2.]]), T([0, 2, 0], ms.int32))
    close(var, [[0.09021507948637009, 0.2098907083272934], [0.3, 0.4], [0.49057191610336304, 0.5969285368919373]])
    close(a, [[2.3499999046325684, 9.199999809265137], [0.3, 0.4], [4.5, 0.6625000238418579]])
    var, a = P([[1., 2.], [3., 4.]], "v"), P([[.1, .2], [.1, .1]], "a")
    ops.SparseApplyAdagrad(0.01, update_slots=False)(var, a, T([[0.5, 0.01], [0.25, 1.]]), T([0, 0], ms.int32))
    close(var, [[0.9762828946113586, 1.977415680885315], [3.0, 4.0]])
    close(a, [[0.1, 0.2], [0.1, 0.1]])


def test_sparse_apply_adagrad_skips_out_of_range_index():
    var, a = P([[1., 2.], [3., 4.]], "v"), P([[.1, .2], [.1, .1]], "a")
    ops.SparseApplyAdagrad(0.01)(var, a, T([[0.5, 0.01], [0.25, 1.]]), T([0, 5], ms.int32))
    close(var, [[0.991548478603363, 1.9997764825820923], [3.0, 4.0]])
    close(a, [[0.35, 0.20010000467300415], [0.1, 0.1]])


def test_sparse_apply_adagrad_v2_epsilon_inside_root():
    var, a = P2("var"), P2("accum")
    ops.SparseApplyAdagradV2(lr=0.01, epsilon=1e-6)(var, a, G2, I2)
    close(var, [[0.09154847264289856, 0.2091287076473236], [0.3, 0.4], [0.49057191610336304, 0.5969285368919373]])
    var, a = P([[1., 2.], [3., 4.], [5., 6.]], "v"), P(np.ones((3, 2)), "a")
    ops.SparseApplyAdagradV2(lr=0.5, epsilon=0.5)(var, a, T([[1.0, -1.0], [2.0, 0.5]]), T([2, 0], ms.int32))
    close(var[0], [0.57359856, 1.8110178])


def test_sparse_apply_ftrl_in_order_and_fused_summed():
    var, a, lin = P2("var"), P2("accum"), P2("linear", -0.3)
    out = ops.SparseApplyFtrl(lr=0.01, l1=0.1, l2=0.2, lr_power=-0.5)(var, a, lin, G2, I2)
    close(out[0], [[0.03951932117342949, 0.12701526284217834], [0.3, 0.4], [0.32188406586647034, 0.020914247259497643]])
    close(out[2], [[-2.4538023471832275, -14.064632415771484], [0.0, 0.09999999403953552],
                   [-68.51067352294922, -1.8106622695922852]])
    grads, dup = T([[0.5, 0.01], [0.25, 1.]]), T([0, 0], ms.int32)
    var, a, lin = P([[1., 2.], [3., 4.]], "v"), P([[.1, .2], [.1, .1]], "a"), P([[5., -5.], [1., 1.]], "l")
    ops.SparseApplyFtrl(0.01, 0.1, 0.2, -0.5)(var, a, lin, grads, dup)
    close(var, [[0.3644614517688751, 0.09974779933691025], [3.0, 4.0]])
    close(a, [[0.4124999940395355, 1.2000999450683594], [0.1, 0.1]])
    var, a, lin = P([[1., 2.], [3., 4.]], "v"), P([[.1, .2], [.1, .1]], "a"), P([[5., -5.], [1., 1.]], "l")
    out = ops.FusedSparseFtrl(0.01, 0.1, 0.2, -0.5)(var, a, lin, grads, dup)
    close(var, [[0.5369742512702942, 1.2210520505905151], [3.0, 4.0]])
    close(a, [[0.6625000238418579, 1.2201000452041626], [0.1, 0.1]])
    close(lin, [[-44.021331787109375, -135.46356201171875], [1.0, 1.0]])
    close(out[0], var.asnumpy())
    close(out[1], np.zeros((2, 2)))


def test_sparse_apply_rms_prop_in_order():
    var, msq, mom = P2("var"), P2("ms"), P2("mom")
    out = ops.SparseApplyRMSProp(0.9, 0.5, 1e-6)(var, msq, mom, T(0.01), T([[0.5, -1.0], [2.0, 0.25], [1., -2.]]),
                                                T([0, 2, 0], ms.int32))
    close(out[0], [[-0.01928369328379631, 0.10311613231897354], [0.3, 0.4], [0.22830697894096375, 0.2966174781322479]])
    close(out[1], [[0.20350003242492676, 0.6520001292228699], [0.3, 0.4], [0.8500000834465027, 0.54625004529953]])
    close(out[2], [[0.05453956499695778, 0.015782058238983154], [0.3, 0.4], [0.27169302105903625, 0.30338254570961]])


def test_fused_sparse_proximal_adagrad_sums():
    var, a = P([[1., 2.], [3., 4.]], "v"), P([[.1, .2], [.1, .1]], "a")
    out = ops.FusedSparseProximalAdagrad()(var, a, T(0.01), T(0.1), T(0.2), T([[0.5, 0.01], [0.25, 1.]]),
                                           T([0, 0], ms.int32))
    close(var, [[0.9871314764022827, 1.9863543510437012], [3.0, 4.0]])
    close(a, [[0.6625000238418579, 1.2201000452041626], [0.1, 0.1]])
    close(out[1], np.zeros((2, 2)))


@pytest.mark.parametrize("lazy", [False, True])
@pytest.mark.parametrize("nesterov", [False, True])
def test_fused_sparse_adams(lazy, nesterov):
    var, m, v = P2("var"), P2("m"), P2("v")
    prim = (ops.FusedSparseLazyAdam if lazy else ops.FusedSparseAdam)(use_nesterov=nesterov)
    out = prim(var, m, v, T(0.8), T(0.9), T(0.01), T(0.8), T(0.9), T(1e-6), G2, I2)
    row1 = [0.3, 0.4] if lazy or nesterov else [0.2926970422267914, 0.39156728982925415]
    rows02 = ([[0.08862347900867462, 0.20693232119083405], [0.4821641743183136, 0.589859664440155]] if nesterov
              else [[0.0916074812412262, 0.20119522511959076], [0.4862801134586334, 0.5886616706848145]])
    close(var, [rows02[0], row1, rows02[1]])
    mid_m, mid_v = ([0.3, 0.4], [0.3, 0.4]) if lazy else ([0.24, 0.32], [0.27, 0.36])
    close(m, [[0.18, -0.03999997675418854], mid_m, [0.8, 0.53]])
    close(v, [[0.115, 0.28], mid_v, [0.85, 0.54625004529953]])
    close(out[0], var.asnumpy())
    close(out[2], np.zeros((3, 2)))


def test_fused_sparse_adam_repeated_indices_sum():
    for prim in (ops.FusedSparseAdam(), ops.FusedSparseLazyAdam()):
        var, m, v = P([[1., 2.], [3., 4.]], "v"), P([[.1, .2], [.1, .1]], "m"), P([[.1, .2], [.1, .1]], "vv")
        prim(var, m, v, T(0.8), T(0.9), T(0.01), T(0.8), T(0.9), T(1e-6), T([[0.5, 0.01], [0.25, 1.]]),
             T([0, 0], ms.int32))
        close(var[0], [0.9904906749725342, 1.9892218112945557])
        close(m[0], [0.22999998927116394, 0.3619999885559082])
        close(v[0], [0.14625000953674316, 0.282010018825531])


def test_adam_weight_decays_and_no_update_param():
    var, m, v = P([1., 2., 3.], "var"), P([.1, .2, .3], "m"), P([.4, .5, .6], "v")
    out = ops.AdamWeightDecay()(var, m, v, 0.01, 0.8, 0.9, 1e-6, 0.1, G)
    close(var, [0.996099054813385, 1.9985393285751343, 2.99039888381958])
    close(m, [0.17999999225139618, -0.03999999165534973, 0.6399999856948853])
    for o in out:
        close(o, [0.0, 0.0, 0.0])
    var, m, v = P([1., 2., 3.], "var"), P([.1, .2, .3], "m"), P([.4, .5, .6], "v")
    ops.FusedCastAdamWeightDecay()(var, m, v, T(0.01), T(0.8), T(0.9), T(1e-6), T(0.1),
                                   T([0.5, -1.0, 2.0], ms.float16), T(2.0))
    close(var, [0.996851921081543, 1.9971294403076172, 2.991499900817871])
    close(m, [0.12999999523162842, 0.060000017285346985, 0.4399999976158142])
    close(v, [0.36625000834465027, 0.4749999940395355, 0.64000004529953])
    m, v = P([.1, .2, .3], "m"), P([.4, .5, .6], "v")
    out = ops.AdamNoUpdateParam()(m, v, T(0.8), T(0.9), T(0.01), T(0.8), T(0.9), T(1e-6), G)
    close(out, [-0.004586818628013134, 0.0008528013713657856, -0.010437238961458206])
    m, v = P([[.1, .2], [.1, .1]], "m"), P([[.1, .2], [.1, .1]], "vv")
    out = ops.AdamNoUpdateParam(use_nesterov=True)(m, v, T(0.8), T(0.9), T(0.01), T(0.8), T(0.9), T(1e-6),
                                                   T([[0.5, 0.01], [0.25, 1.]]))
    close(out, [[-0.01137653, -0.0049043], [-0.00784854, -0.01538006]])


# ----- no CPU kernel in MindSpore 2.10: the documented formulas, evaluated independently in float64 --------------
def test_keras_momentum_formula():
    for nesterov in (False, True):
        var, acc = P([1.0, 2.0], "var"), P([0.5, -0.5], "accum")
        g, lr, mu = np.array([1.0, 2.0]), 0.5, 0.5
        want_acc = np.array([0.5, -0.5]) * mu - g * lr
        want_var = np.array([1.0, 2.0]) + (want_acc * mu - g * lr if nesterov else want_acc)
        ops.ApplyKerasMomentum(use_nesterov=nesterov)(var, acc, T(lr), T(g), T(mu))
        close(var, want_var)
        close(acc, want_acc)


def test_sparse_adadelta_and_proximal_adagrad_formulas():
    var, acc, upd = P(np.ones((2, 2)), "var"), P([[1.0, 2.0], [0.5, 0.5]], "a"), P([[0.5, 0.25], [1.0, 1.0]], "u")
    g = np.array([[0.5, -1.0], [2.0, 1.0]])
    ops.SparseApplyAdadelta(1e-6)(var, acc, upd, T(0.1), T(0.9), T(g), T([1, 0], ms.int32))
    a0 = np.array([[1.0, 2.0], [0.5, 0.5]])[[1, 0]] * 0.9 + 0.1 * g * g
    u0 = np.sqrt(np.array([[0.5, 0.25], [1.0, 1.0]])[[1, 0]] + 1e-6) * g / np.sqrt(a0 + 1e-6)
    close(var.asnumpy()[[1, 0]], 1 - 0.1 * u0)
    close(acc.asnumpy()[[1, 0]], a0)
    var, acc = P([[1.0, -2.0], [3.0, 4.0]], "var"), P([[1.0, 1.0], [1.0, 1.0]], "a")
    ops.SparseApplyProximalAdagrad()(var, acc, T(0.5), T(0.25), T(0.5), T([[1.0, 2.0]]), T([0], ms.int32))
    h = np.array([2.0, 5.0])
    rate = 0.5 / np.sqrt(h)
    prox = np.array([1.0, -2.0]) - rate * np.array([1.0, 2.0])
    close(var[0], np.sign(prox) * np.maximum(np.abs(prox) - rate * 0.25, 0) / (1 + rate * 0.5))
    close(var[1], [3.0, 4.0])


def test_lars_update_formula():
    w, g = np.array([3.0, 4.0]), np.array([0.6, 0.8])
    for clip in (False, True):
        out = ops.LARSUpdate(epsilon=1e-5, hyperpara=0.5, use_clip=clip)(T(w), T(g), T(25.0), T(1.0), 0.1, 0.5)
        ratio = 0.5 * 5.0 / (1.0 + 0.1 * 5.0 + 1e-5)
        if clip:
            ratio = min(ratio / 0.5, 1.0)
        close(out, (g + 0.1 * w) * ratio)


# ----- errors recorded from MindSpore 2.10.0 CPU --------------------------------------------------------------------
def test_errors():
    with pytest.raises(TypeError, match=r"For 'ApplyAdagrad', the 1th input var can not be implicitly converted"):
        ops.ApplyAdagrad()([1., 2.], P([1., 1.], "a"), T(0.1), T([1., 1.]))
    with pytest.raises(ValueError, match=r"For 'ApplyAdagrad', evaluator arg 'grad' and 'var' must have the same "
                                         r"shape. But got 'grad' shape: \(3\), 'var' shape: \(2\)."):
        ops.ApplyAdagrad()(P([1., 2.], "v"), P([1., 1.], "a"), T(0.1), T([1., 1., 1.]))
    with pytest.raises(TypeError, match=r"For primitive\[ApplyAdagrad\], the input argument\[var\] must be a type "
                                        r"of \{Tensor\[Complex128\]"):
        ops.ApplyAdagrad()(Parameter(T([1, 2], ms.int32), "v"), Parameter(T([1, 1], ms.int32), "a"), T(0.1),
                           T([1, 1], ms.int32))
    with pytest.raises(TypeError, match=r"For 'ApplyAdagrad', the type of 'update_slots' should be 'bool', but got "
                                        r"type 'int'."):
        ops.ApplyAdagrad(update_slots=1)
    with pytest.raises(TypeError, match=r"For 'ApplyAdagradV2', the type of 'epsilon' should be 'float', but got "
                                        r"type 'int'."):
        ops.ApplyAdagradV2(epsilon=1)
    with pytest.raises(TypeError, match=r"For 'SparseApplyAdagrad', the type of 'lr' must be 'float', but got "
                                        r"'int'."):
        ops.SparseApplyAdagrad(lr=1)
    with pytest.raises(TypeError, match=r"For primitive\[SparseApplyAdagrad\], the input argument\[indices\] must "
                                        r"be a type of \{Int32, Int64, Tensor\[Int32\], Tensor\[Int64\]\}, but got "
                                        r"Tensor\[Float32\]."):
        ops.SparseApplyAdagrad(lr=0.1)(P([[1., 2.]], "v"), P([[1., 1.]], "a"), T([[1., 1.]]), T([0.]))
    with pytest.raises(ValueError, match=r"For 'SparseApplyAdagrad', the indices size must be equal to grad first "
                                         r"dimension size. But got indices size: 2, grad first dimension size: 1."):
        ops.SparseApplyAdagrad(lr=0.1)(P([[1., 2.]], "v"), P([[1., 1.]], "a"), T([[1., 1.]]), T([0, 0], ms.int32))
    with pytest.raises(ValueError, match=r"For 'SparseApplyFtrl', the argument 'lr_power' must <= 0, but got 0.5."):
        ops.SparseApplyFtrl(lr=0.1, l1=0., l2=0., lr_power=0.5)
    with pytest.raises(ValueError, match=r"For 'SparseApplyFtrl', the 'lr' must be float and must > 0, but got "
                                         r"'-0.1' with type 'float'."):
        ops.SparseApplyFtrl(lr=-0.1, l1=0., l2=0., lr_power=-0.5)
    with pytest.raises(TypeError, match=r"For 'ApplyAdamWithAmsgrad', the type of 'beta1' should be 'float', but "
                                        r"got type 'int'."):
        ops.ApplyAdamWithAmsgrad(beta1=1)
    with pytest.raises(ValueError, match=r"For 'SparseApplyRMSProp', the 'rho' must be in range of \[0.0, 1.0\], "
                                         r"but got 1.5 with type 'float'."):
        ops.SparseApplyRMSProp(1.5, 0.5, 1e-6)
    with pytest.raises(ValueError, match=r"For primitive\[SparseApplyRMSProp\], the shape of grad : \[2,2,\] must "
                                         r"be equal to \[3,2,\]"):
        ops.SparseApplyRMSProp(0.9, 0.5, 1e-6)(P2("v"), P2("m"), P2("o"), T(0.01), G2, I2)
    with pytest.raises(ValueError, match=r"For primitive\[ApplyAdaMax\], the beta1 power's rank must be less than "
                                         r"or equal to 1, but got 2."):
        ops.ApplyAdaMax()(P([1., 2.], "v"), P([1., 1.], "a"), P([1., 1.], "b"), T([[0.9, 0.9]]), T(0.01), T(0.9),
                          T(0.99), T(1e-8), T([1., 1.]))
    with pytest.raises(TypeError, match=r"For Primitive\[ApplyAdamWithAmsgrad\], the type of input "
                                        r"argument\[beta1_power_type\] must be Tensor but got Float32."):
        ops.ApplyAdamWithAmsgrad()(P([1.], "a"), P([1.], "b"), P([1.], "c"), P([1.], "d"), 0.5, 0.5, 0.1, T([1.]))
    with pytest.raises(TypeError, match=r"For 'FusedCastAdamWeightDecay', the type of 'v' should be same as 'm', but "
                                        r"got 'm' with type Ref\[Tensor\[Float16\]\] and 'v' with type "
                                        r"Ref\[Tensor\[Float32\]\]."):
        ops.FusedCastAdamWeightDecay()(P([1.], "var"), Parameter(T([.1], ms.float16), "m"), P([.4], "v"), T(0.01),
                                       T(0.8), T(0.9), T(1e-6), T(0.1), T([0.5], ms.float16), T(2.0))


def test_plain_tensor_var_is_updated_too():
    # MindSpore accepts a Tensor (not only a Parameter) as `var` and returns the update (recorded)
    var = T([1., 2.])
    out = ops.ApplyAdagrad()(var, P([1., 1.], "a"), 0.1, T([1., 1.]))
    close(out[0], [0.929289341, 1.92928934])
    close(out[1], [2.0, 2.0])


def test_apply_adagrad_da_shrinkage_as_mindspore_cpu():
    var, ga, gsa = P([1., 2., 3., 4.], "v"), P([0.05, -0.05, 0., -0.3], "a"), P([1., 1., 1., 1.], "b")
    out = ops.ApplyAdagradDA()(var, ga, gsa, T([0., 0., 0., 0.]), T(0.01), T(0.1), T(0.2), T(2, ms.int32))
    close(out, [-0.00149402, 0.00249004, -0.0, 0.00498008])  # recorded from MindSpore 2.10.0 CPU
