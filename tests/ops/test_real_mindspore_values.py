"""Behaviours pinned against real MindSpore 2.10 (CPU build): each expected value below is what it printed."""
import glob
import os
import tempfile

import numpy as np
import pytest

from mindspore_compat import Tensor, Parameter, ops
from mindspore_compat.common import dtype as mstype

f32 = mstype.float32


def vals(t):
    return t.asnumpy().tolist()


def test_xlogy_is_plain_x_log_y():
    x = Tensor(np.array([0.0, 0.0, 1.0, 2.0, -1.0, 0.0, 0.0]), f32)
    y = Tensor(np.array([0.0, -1.0, 0.0, 3.0, 2.0, float("nan"), 2.0]), f32)
    for out in (ops.xlogy(x, y), ops.Xlogy()(x, y)):
        r = out.asnumpy()
        assert np.isnan(r[[0, 1, 5]]).all() and r[2] == -np.inf and r[6] == 0.0
        np.testing.assert_allclose(r[[3, 4]], [2.1972246, -0.6931472], rtol=1e-6)
    # gradients: dx is 0 where x is 0, dy = x / y
    gx, gy = ops.grad(ops.xlogy, (0, 1))(Tensor([0.0, 1.0], f32), Tensor([0.0, 2.0], f32))
    assert vals(gx)[0] == 0.0 and np.isnan(vals(gy)[0]) and vals(gy)[1] == 0.5


def test_reduce_any_all_bool_input():
    x = Tensor(np.array([[False, True, False], [True, True, True]]))
    assert vals(ops.ReduceAny(keep_dims=True)(x, 1)) == [[True], [True]]
    assert vals(ops.ReduceAll(keep_dims=True)(x, 1)) == [[False], [True]]


def test_gather_v2_takes_batch_dims_input():
    params = Tensor(np.arange(6).reshape(2, 3), f32)
    indices = Tensor(np.array([[2, 0], [1, 1]]), mstype.int32)
    assert vals(ops.GatherV2()(params, indices, 1, 1)) == [[2.0, 0.0], [4.0, 4.0]]
    assert ops.GatherV2()(params, indices, 1, 0).shape == (2, 2, 2)


def test_optimizer_primitives_return_tensor_copies():
    w = Parameter(Tensor(np.ones(2), f32), name="w")
    acc = Parameter(Tensor(np.zeros(2), f32), name="acc")
    stat = Parameter(Tensor(np.ones(2), f32), name="stat")
    out = ops.SGD()(w, Tensor([1.0, 2.0], f32), Tensor(0.1, f32), acc, Tensor(0.9, f32), stat)
    assert type(out) is Tensor and np.allclose(vals(out), [0.9, 0.8])
    assert np.allclose(vals(acc), [1.0, 2.0]) and vals(stat) == [0.0, 0.0]
    out = ops.SGD()(w, Tensor([1.0, 2.0], f32), Tensor(0.1, f32), acc, Tensor(0.9, f32), stat)
    assert np.allclose(vals(out), [0.71, 0.42]) and np.allclose(vals(acc), [1.9, 3.8])
    var = Parameter(Tensor(np.ones(2), f32), name="var")
    out = ops.ApplyGradientDescent()(var, 0.5, Tensor([1.0, 2.0], f32))
    out[0] = 7.0                       # a copy: the Parameter does not change
    assert vals(var) == [0.5, 0.0] and type(out) is Tensor
    out = ops.ApplyMomentum()(Parameter(Tensor(np.ones(2), f32), name="m_w"),
                              Parameter(Tensor(np.zeros(2), f32), name="m_acc"), 0.1, Tensor([1.0, 2.0], f32), 0.9)
    assert type(out) is Tensor


def test_svd_and_unique_consecutive_primitives_return_three_outputs():
    s, u, v = ops.Svd(compute_uv=False)(Tensor([[3.0, 0.0], [0.0, 4.0]]))
    assert vals(s) == [4.0, 3.0] and u.shape == (1,) and v.shape == (1,) and vals(u) == [0.0]
    out = ops.Svd(compute_uv=False)(Tensor(np.arange(12).reshape(2, 2, 3), f32))
    assert [o.shape for o in out] == [(2, 2), (1,), (1,)]
    x = Tensor([1, 1, 2, 2, 3, 1], mstype.int32)
    out, idx, counts = ops.UniqueConsecutive(return_inverse=True, return_counts=True)(x)
    assert vals(out) == [1, 2, 3, 1] and out.dtype == mstype.int32
    assert vals(idx) == [0, 0, 1, 1, 2, 3] and vals(counts) == [2, 2, 1, 1]
    out, idx, counts = ops.UniqueConsecutive()(x)
    assert vals(out) == [1, 2, 3, 1] and idx.shape == () and counts.shape == ()
    out, idx, counts = ops.UniqueConsecutive(True, True, 0)(Tensor([[1, 1], [1, 1], [2, 3]], mstype.int32))
    assert vals(out) == [[1, 1], [2, 3]] and vals(idx) == [0, 0, 1] and vals(counts) == [2, 1]


def test_adaptive_max_pool2d_and_channel_shuffle_checks():
    with pytest.raises(TypeError):
        ops.AdaptiveMaxPool2D(1)
    x = Tensor(np.arange(4).reshape(1, 1, 2, 2), f32)
    assert vals(ops.AdaptiveMaxPool2D([1, 1])(x)[0]) == [[[[3.0]]]]
    with pytest.raises(TypeError):
        ops.channel_shuffle(Tensor(np.arange(4).reshape(1, 4, 1)), 2)
    with pytest.raises(ValueError):
        ops.channel_shuffle(Tensor(np.arange(4).reshape(1, 4, 1, 1)), 3)
    assert vals(ops.channel_shuffle(Tensor(np.arange(4).reshape(1, 4, 1, 1)), 2).reshape(-1)) == [0, 2, 1, 3]


def test_dot_needs_two_dimensions():
    with pytest.raises(ValueError):
        ops.dot(Tensor([1.0, 2.0], f32), Tensor([3.0, 4.0], f32))
    assert vals(ops.dot(Tensor([[1.0, 2.0]], f32), Tensor([[3.0], [4.0]], f32))) == [[11.0]]
    r = ops.dot(Tensor(np.ones((2, 1, 3)), f32), Tensor(np.ones((1, 3, 2)), f32))
    assert r.shape == (2, 1, 1, 2) and vals(r)[0][0][0] == [3.0, 3.0]
    with pytest.raises(TypeError):
        ops.dot(Tensor([[1.0, 2.0]], f32), Tensor([[3.0], [4.0]], mstype.float16))


def test_lstsq_solves_input_x_equals_a():
    r = ops.lstsq(Tensor([[1.0], [2.0]]), Tensor([[1.0, 0.0], [0.0, 2.0]]))
    np.testing.assert_allclose(vals(r), [[0.19999997, 0.79999995]], rtol=1e-6)
    r = ops.lstsq(Tensor([[1.0, 1.0], [1.0, 2.0], [1.0, 3.0]]), Tensor([[1.0], [2.0], [2.0]]))
    np.testing.assert_allclose(vals(r), [[0.6666665], [0.5]], rtol=1e-5)
    assert vals(ops.lstsq(Tensor([[1.0, 0.0], [0.0, 2.0]]), Tensor([1.0, 2.0]))) == [[1.0], [1.0]]
    with pytest.raises(ValueError):
        ops.lstsq(Tensor(np.ones((2, 2, 2)), f32), Tensor(np.ones((2, 2, 1)), f32))


def test_ctc_loss_returns_loss_and_log_alpha():
    np.random.seed(0)
    lp = ops.log_softmax(Tensor(np.random.randn(5, 2, 4).astype(np.float32)), 2)
    tg = Tensor(np.array([[1, 2, 2], [3, 1, 0]]), mstype.int32)
    il, tl = Tensor(np.array([5, 4]), mstype.int32), Tensor(np.array([3, 2]), mstype.int32)
    loss, log_alpha = ops.ctc_loss(lp, tg, il, tl, reduction="none")
    np.testing.assert_allclose(vals(loss), [5.0677586, 2.5576558], rtol=2e-6)
    assert log_alpha.shape == (2, 5, 7)
    a = log_alpha.asnumpy()
    np.testing.assert_allclose(a[0, 0, :2], [-1.2008, -2.5646], atol=1e-4)
    assert np.isinf(a[0, 0, 2:]).all() and np.isinf(a[1, 4]).all() and np.isinf(a[1, :, 5:]).all()
    np.testing.assert_allclose(a[1, 3, :5], [-6.5821, -5.2828, -4.1393, -3.097, -3.4326], atol=1e-4)
    np.testing.assert_allclose(float(ops.ctc_loss(lp, tg, il, tl)[0]), 1.4840404, rtol=2e-6)
    np.testing.assert_allclose(float(ops.ctc_loss(lp, tg, il, tl, reduction="sum")[0]), 7.6254144, rtol=2e-6)
    g = ops.grad(lambda x: ops.ctc_loss(x, tg, il, tl)[0])(lp)
    np.testing.assert_allclose(g.asnumpy()[0, 0], [-0.0207, -0.083, 0.0229, 0.0808], atol=1e-4)


def test_random_integer_dtypes():
    assert ops.randint_like(Tensor(np.zeros((2, 2)), mstype.int32), 0, 1).dtype == mstype.int32
    assert ops.randint_like(Tensor(np.zeros(2), f32), 0, 1, dtype=mstype.int8).dtype == mstype.int8
    for bad in (lambda: ops.randint_like(Tensor(np.zeros(2), f32), 0, 1),
                lambda: ops.randint_like(Tensor(np.zeros(2), mstype.uint8), 0, 1),
                lambda: ops.randint(0, 1, (2,), dtype=f32)):
        with pytest.raises(ValueError):
            bad()


def test_tensordump_file_names():
    d = tempfile.mkdtemp()
    ops.tensordump(os.path.join(d, "a"), Tensor([1.0, 2.0]))
    ops.tensordump(os.path.join(d, "b.npy"), Tensor([1, 2]), "in")
    ops.tensordump(os.path.join(d, "c"), Tensor([1.0], mstype.bfloat16))
    names = sorted(os.path.basename(f) for f in glob.glob(os.path.join(d, "*.npy")))
    assert [n.rsplit("_", 1)[0] for n in names] == ["a_float32", "b_int64", "c_bfloat16"]
    ids = [int(n.rsplit("_", 1)[1][:-4]) for n in names]
    assert ids[1] == ids[0] + 1 and ids[2] == ids[0] + 2
    assert np.load(glob.glob(os.path.join(d, "c_*.npy"))[0]).dtype == np.float32
    with pytest.raises(ValueError):
        ops.tensordump(os.path.join(d, "x"), Tensor([1.0]), "all")


def test_bincount_is_float32():
    x = Tensor([0, 1, 1, 3])
    r = ops.bincount(x)
    assert r.dtype == f32 and vals(r) == [1.0, 2.0, 0.0, 1.0]
    r = ops.bincount(x, Tensor([1.0, 2.0, 3.0, 4.0], mstype.float64))
    assert r.dtype == f32 and vals(r) == [1.0, 5.0, 0.0, 4.0]
    assert vals(ops.bincount(Tensor([-1, 2]))) == [0.0, 0.0, 1.0]
    assert vals(ops.bincount(Tensor([0, 1]), minlength=4)) == [1.0, 1.0, 0.0, 0.0]
    with pytest.raises(ValueError):
        ops.bincount(Tensor([[1, 2]]))


def test_windows():
    assert vals(ops.blackman_window(Tensor(4, mstype.int32))) == [0.0, np.float32(0.34), 1.0, np.float32(0.34)]
    assert vals(ops.bartlett_window(Tensor(4, mstype.int32), periodic=False)) == \
        [0.0, np.float32(2 / 3), np.float32(2 / 3), 0.0]
    assert vals(ops.bartlett_window(Tensor(1, mstype.int32))) == [1.0]
    h = ops.hann_window(4)
    assert h.dtype == mstype.float64 and vals(h) == [0.0, 0.49999999999999994, 1.0, 0.5000000000000001]
    assert ops.kaiser_window(4).dtype == mstype.float64 and ops.hann_window(1).dtype == mstype.float64
    hm = ops.hamming_window(4, False)
    assert hm.dtype == f32 and vals(hm) == [0.08000001311302185, 0.7700000405311584, 0.7700000405311584,
                                            0.08000001311302185]
    with pytest.raises(TypeError):
        ops.hann_window(Tensor(4))


def test_bicubic_interpolation_matches_mindspore():
    x = Tensor(np.array([0.0, 1.0, 4.0, 9.0], np.float32).reshape(1, 1, 1, 4))
    r = ops.interpolate(x, size=(1, 5), mode="bicubic")
    np.testing.assert_allclose(vals(r)[0][0][0],
                               [-0.04312378540635109, 0.505824089050293, 2.25, 5.615866661071777, 9.215620040893555],
                               rtol=1e-6, atol=1e-7)
    r = ops.interpolate(x, size=(1, 5), mode="bicubic", align_corners=True)
    assert vals(r)[0][0][0] == [0.0, 0.45703125, 2.125, 5.44921875, 9.0]


def test_auxiliary_outputs_single_value():
    x = Tensor([1.0, 2.0], f32)

    def aux(t):
        return t * 2, t * 3

    out, jv, a = ops.jvp(aux, x, x, has_aux=True)
    assert isinstance(a, Tensor) and vals(a) == [3.0, 6.0] and vals(jv) == [2.0, 4.0]
    jac, a = ops.jacfwd(aux, has_aux=True)(x)
    assert isinstance(a, Tensor) and vals(jac) == [[2.0, 0.0], [0.0, 2.0]]
    jac, a = ops.jacrev(aux, has_aux=True)(x)
    assert isinstance(a, Tensor)
    _, _, a2 = ops.jvp(lambda t: (t, t * 3, t * 4), x, x, has_aux=True)
    assert isinstance(a2, tuple) and len(a2) == 2
