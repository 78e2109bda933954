"""More Ascend fused operators of mindspore.ops (speed_fusion_attention, multi_scale_deformable_attn_function,
DeformableOffsets, deformable_conv2d).

DeformableOffsets and deformable_conv2d run on MindSpore 2.10's CPU build: their values are recorded from it. The
others have no CPU kernel there, so their values are pinned against independent float64 numpy references of the
formulas MindSpore documents, written here in the test; the argument errors MindSpore raises before the kernel were
recorded from MindSpore 2.10.0 CPU (the exception type and its text)."""
import numpy as np
import pytest

import mindspore_compat as ms
from mindspore_compat import Tensor, ops

RNG = np.random.default_rng(11)


def _np(t):
    return t.asnumpy().astype(np.float64)


# ----- speed_fusion_attention ----------------------------------------------------------------------------------------
def _sfa_ref(q, k, v, scale, keep, pse=None, pse_type=1):
    """float64 reference on (B, N, S, D) arrays: (out, row max, row sum of exp(s - max))."""
    group = q.shape[1] // k.shape[1]
    k, v = np.repeat(k, group, 1), np.repeat(v, group, 1)
    s = q @ np.swapaxes(k, -1, -2)
    if pse is None:
        s = s * scale
    elif pse_type == 1:
        s = (s + pse) * scale
    else:
        s = s * scale + pse
    s = np.where(keep, s, -np.inf)
    m = s.max(-1, keepdims=True)
    e = np.where(keep, np.exp(s - np.where(np.isfinite(m), m, 0)), 0.0)
    den = e.sum(-1, keepdims=True)
    p = np.divide(e, den, out=np.zeros_like(e), where=den > 0)
    return p @ v, m, den


def _bsh(t):
    return t.transpose(0, 2, 1, 3).reshape(t.shape[0], t.shape[2], -1)


@pytest.mark.parametrize("pse_type", [0, 1])
def test_speed_fusion_attention_matches_float64_reference(pse_type):
    b, n1, n2, s1, s2, d = 2, 4, 2, 3, 5, 8
    q = RNG.standard_normal((b, n1, s1, d)).astype(np.float32)
    k = RNG.standard_normal((b, n2, s2, d)).astype(np.float32)
    v = RNG.standard_normal((b, n2, s2, d)).astype(np.float32)
    pse = RNG.standard_normal((1, n1, s1, s2)).astype(np.float32)
    mask = RNG.uniform(size=(b, 1, s1, s2)) < 0.3
    mask[..., 0] = False
    out = ops.speed_fusion_attention(Tensor(_bsh(q)), Tensor(_bsh(k)), Tensor(_bsh(v)), n1, "BSH", pse=Tensor(pse),
                                     atten_mask=Tensor(mask), scale=0.4, pse_type=pse_type)
    assert len(out) == 7
    ref, m, den = _sfa_ref(q.astype(np.float64), k.astype(np.float64), v.astype(np.float64), 0.4, ~mask,
                           pse.astype(np.float64), pse_type)
    np.testing.assert_allclose(_np(out[0]), _bsh(ref), rtol=1e-5, atol=1e-5)
    assert out[1].shape == (b, n1, s1, 8) and out[1].dtype == ms.float32 and out[2].shape == (b, n1, s1, 8)
    np.testing.assert_allclose(_np(out[1]), np.broadcast_to(m, (b, n1, s1, 8)), rtol=1e-5, atol=1e-5)
    np.testing.assert_allclose(_np(out[2]), np.broadcast_to(den, (b, n1, s1, 8)), rtol=1e-5, atol=1e-5)
    assert out[3].shape == (0,) and out[3].dtype == ms.float32
    for t in out[4:]:
        assert t.shape == () and t.dtype == ms.int64
    assert int(out[6]) == b * n1 * s1 * s2  # numels of the dropout mask, as MindSpore's Ascend kernel counts them


def test_speed_fusion_attention_alibi_tnd_and_generator_offset():
    n, d = 2, 8
    q = RNG.standard_normal((1, n, 3, d)).astype(np.float32)
    k = RNG.standard_normal((1, n, 4, d)).astype(np.float32)
    slopes = np.array([0.5, 0.25], np.float32)
    out = ops.speed_fusion_attention(Tensor(q), Tensor(k), Tensor(k), n, "BNSD", pse=Tensor(slopes), scale=0.3,
                                     pse_type=3, q_start_idx=[1], kv_start_idx=[0])
    i, j = np.arange(3)[:, None] + 1, np.arange(4)[None, :]
    bias = -slopes.astype(np.float64)[None, :, None, None] * np.sqrt(np.abs(j - i))
    ref = _sfa_ref(q.astype(np.float64), k.astype(np.float64), k.astype(np.float64), 0.3, np.ones((1,), bool),
                   bias, 3)[0]
    np.testing.assert_allclose(_np(out[0]), ref, rtol=1e-5, atol=1e-5)
    # TND: two sequences of lengths (2, 3) against (4, 3), causal from the bottom right
    qt = RNG.standard_normal((5, n, d)).astype(np.float32)
    kt = RNG.standard_normal((7, n, d)).astype(np.float32)
    res = ops.speed_fusion_attention(Tensor(qt), Tensor(kt), Tensor(kt), n, "TND", actual_seq_qlen=[2, 5],
                                     actual_seq_kvlen=[4, 7], scale=0.5, sparse_mode=3)
    assert res[1].shape == (5, n, 8) and int(res[6]) == n * (2 * 4 + 3 * 3)
    q0 = k0 = 0
    for lq, lk in ((2, 4), (3, 3)):
        qb = qt[q0:q0 + lq].transpose(1, 0, 2)[None].astype(np.float64)
        kb = kt[k0:k0 + lk].transpose(1, 0, 2)[None].astype(np.float64)
        ii, jj = np.arange(lq)[:, None], np.arange(lk)[None, :]
        ref, m, _ = _sfa_ref(qb, kb, kb, 0.5, jj - ii <= lk - lq)
        np.testing.assert_allclose(_np(res[0])[q0:q0 + lq], ref[0].transpose(1, 0, 2), rtol=1e-5, atol=1e-5)
        np.testing.assert_allclose(_np(res[1])[q0:q0 + lq, :, 0], m[0, :, :, 0].T, rtol=1e-5, atol=1e-5)
        q0, k0 = q0 + lq, k0 + lk
    # the generator offset moves on by 12 per call (MindSpore's wrapper steps its generator by 12) and restarts
    # when the default generator is seeded
    ms.manual_seed(5)
    first = ops.speed_fusion_attention(Tensor(q), Tensor(k), Tensor(k), n, "BNSD")
    second = ops.speed_fusion_attention(Tensor(q), Tensor(k), Tensor(k), n, "BNSD")
    assert int(first[4]) == 5 and int(first[5]) == 0 and int(second[5]) == 12


def test_speed_fusion_attention_dropout_keeps_the_expected_share():
    q = Tensor(np.zeros((1, 1, 64, 16), np.float32))
    v = Tensor(np.ones((1, 1, 64, 16), np.float32))
    out = ops.speed_fusion_attention(q, q, v, 1, "BNSD", keep_prob=0.5)[0].asnumpy()
    # uniform attention over 64 ones: each kept probability is scaled by 2, so rows average about 1
    assert 0.6 < out.mean() < 1.4 and not np.allclose(out, 1.0)


def test_speed_fusion_attention_errors():
    q = Tensor(np.ones([2, 4, 64]), ms.float16)
    # recorded from MindSpore 2.10.0 CPU (text cut after the first line of the valid calling)
    with pytest.raises(TypeError, match=r'Failed calling SpeedFusionAttention with "SpeedFusionAttention\(\)\('
                       r'query=Tensor, key=Tensor, value=Tensor, head_num=float, input_layout=string, seed=Tensor, '
                       r'offset=Tensor, pse=None, padding_mask=None, atten_mask=None, scale=float, keep_prob=float, '
                       r'pre_tokens=int, next_tokens=int, inner_precise=int, prefix=List<int, int>, '
                       r'actual_seq_qlen=None, actual_seq_kvlen=None, sparse_mode=int, gen_mask_parallel=bool, '
                       r'sync=bool, pse_type=int, q_start_idx=Tuple<int>, kv_start_idx=None\)"\.\n'
                       r'The valid calling should be: \n"SpeedFusionAttention\(\)\(query=<Tensor>, key=<Tensor>, '
                       r'value=<Tensor>, head_num=<int>, input_layout=<string>, seed=<Tensor>, offset=<Tensor>, '
                       r'pse=<Tensor>, padding_mask=<Tensor>, atten_mask=<Tensor>, scale=<float>, keep_prob=<float>, '
                       r'pre_tokens=<int>, next_tokens=<int>, inner_precise=<int>, prefix=<list of int, tuple of '
                       r'int>, actual_seq_qlen=<list of int, tuple of int>'):
        ops.speed_fusion_attention(q, q, q, 4.0, "BSH", prefix=[1, 2], q_start_idx=(1,))
    with pytest.raises(TypeError, match="scale=int"):  # recorded likewise
        ops.speed_fusion_attention(q, q, q, 4, "BSH", scale=1)
    # recorded from MindSpore 2.10.0 CPU
    with pytest.raises(ValueError, match="Failed to convert the value \"XYZ\" of input 'input_layout' of "
                                         "'SpeedFusionAttention' to enum."):
        ops.speed_fusion_attention(q, q, q, 4, "XYZ")
    with pytest.raises(ValueError, match=r"For SpeedFusionAttention, the value of 'sparse_mode' must be in range of "
                                         r"\[0, 6\], but got 9\."):
        ops.speed_fusion_attention(q, q, q, 4, "BSH", sparse_mode=9)
    with pytest.raises(ValueError, match=r"For SpeedFusionAttention, the value of 'pse_type' must be in range of "
                                         r"\[0, 3\], but got 7\."):
        ops.speed_fusion_attention(q, q, q, 4, "BSH", pse_type=7)
    with pytest.raises(ValueError, match=r"For SpeedFusionAttention, the value of 'keep_prob' must be in range of "
                                         r"\[0, 1\], but got 1\.500000\."):
        ops.speed_fusion_attention(q, q, q, 4, "BSH", keep_prob=1.5)
    # the messages of MindSpore's infer (read from its speed_fusion_attention.cc)
    with pytest.raises(ValueError, match="'H' must be divisible by 'head_num'"):
        ops.speed_fusion_attention(q, q, q, 3, "BSH")
    with pytest.raises(ValueError, match="rank of query should be 4"):
        ops.speed_fusion_attention(q, q, q, 4, "BNSD")
    with pytest.raises(ValueError, match="actual_seq_qlen or actual_seq_kvlen can't be none"):
        ops.speed_fusion_attention(q, q, q, 4, "TND")
    with pytest.raises(ValueError, match="dtype of atten_mask should be bool or uint8"):
        ops.speed_fusion_attention(q, q, q, 4, "BSH", atten_mask=Tensor(np.ones((4, 4)), ms.float32))


# ----- multi_scale_deformable_attn_function --------------------------------------------------------------------------
def _bilinear_ref(img, x, y):
    """Bilinear sample of (H, W, D) `img` at pixel coordinates (x, y), zeros outside."""
    h, w = img.shape[:2]
    x0, y0 = int(np.floor(x)), int(np.floor(y))
    acc = np.zeros(img.shape[2])
    for yy, xx, wt in ((y0, x0, (1 - (y - y0)) * (1 - (x - x0))), (y0, x0 + 1, (1 - (y - y0)) * (x - x0)),
                       (y0 + 1, x0, (y - y0) * (1 - (x - x0))), (y0 + 1, x0 + 1, (y - y0) * (x - x0))):
        if 0 <= yy < h and 0 <= xx < w:
            acc += wt * img[yy, xx]
    return acc


def test_multi_scale_deformable_attn_matches_float64_reference():
    bs, heads, dims, nq, points = 2, 3, 8, 4, 2
    shapes = [(3, 4), (2, 2)]
    starts = [0, 12]
    value = RNG.standard_normal((bs, 16, heads, dims)).astype(np.float32)
    loc = RNG.uniform(-0.1, 1.1, (bs, nq, heads, 2, points, 2)).astype(np.float32)
    weight = RNG.uniform(size=(bs, nq, heads, 2, points)).astype(np.float32)
    out = ops.multi_scale_deformable_attn_function(Tensor(value), Tensor(np.array(shapes, np.int32)),
                                                   Tensor(np.array(starts, np.int64)), Tensor(loc), Tensor(weight))
    assert out.shape == (bs, nq, heads * dims) and out.dtype == ms.float32
    ref = np.zeros((bs, nq, heads, dims))
    for b in range(bs):
        for qi in range(nq):
            for h in range(heads):
                for lvl, ((hh, ww), st) in enumerate(zip(shapes, starts)):
                    img = value[b, st:st + hh * ww, h].astype(np.float64).reshape(hh, ww, dims)
                    for p in range(points):
                        x, y = loc[b, qi, h, lvl, p].astype(np.float64)
                        ref[b, qi, h] += weight[b, qi, h, lvl, p] * _bilinear_ref(img, x * ww - 0.5, y * hh - 0.5)
    np.testing.assert_allclose(_np(out), ref.reshape(bs, nq, -1), rtol=1e-5, atol=1e-5)
    half = ops.multi_scale_deformable_attn_function(Tensor(value, ms.float16), Tensor(np.array(shapes, np.int32)),
                                                    Tensor(np.array(starts, np.int32)), Tensor(loc, ms.float16),
                                                    Tensor(weight, ms.float16))
    assert half.dtype == ms.float16


def test_multi_scale_deformable_attn_errors():
    v = Tensor(np.ones((1, 4, 1, 8)), ms.float32)
    sh, off = Tensor([[2, 2]], ms.int32), Tensor([0], ms.int32)
    loc, w = Tensor(np.ones((1, 1, 1, 1, 1, 2)), ms.float32), Tensor(np.ones((1, 1, 1, 1, 1)), ms.float32)
    # recorded from MindSpore 2.10.0 CPU
    with pytest.raises(TypeError, match=r'Failed calling MultiScaleDeformableAttn with "MultiScaleDeformableAttn\(\)'
                                        r'\(value=int, shape=Tensor, offset=Tensor, locations=Tensor, '
                                        r'weight=Tensor\)"'):
        ops.multi_scale_deformable_attn_function(1, sh, off, loc, w)
    with pytest.raises(RuntimeError, match="multiple of 8"):
        ops.multi_scale_deformable_attn_function(Tensor(np.ones((1, 4, 1, 6)), ms.float32), sh, off, loc, w)
    with pytest.raises(RuntimeError, match="'shape' must be int32 or int64"):
        ops.multi_scale_deformable_attn_function(v, Tensor([[2.0, 2.0]], ms.float32), off, loc, w)
    with pytest.raises(RuntimeError, match="'value' must be float32 or float16"):
        ops.multi_scale_deformable_attn_function(Tensor(np.ones((1, 4, 1, 8)), ms.float64), sh, off, loc, w)


# ----- DeformableOffsets / deformable_conv2d -------------------------------------------------------------------------
def _deformable_inputs():
    rng = np.random.default_rng(1)
    x = rng.standard_normal((2, 4, 5, 6)).astype(np.float32)
    off = (rng.standard_normal((2, 36, 3, 5)) * 1.5).astype(np.float32)
    rng = np.random.default_rng(2)
    w = rng.standard_normal((3, 4, 2, 3)).astype(np.float32)
    b = rng.standard_normal(3).astype(np.float32)
    return x, off, w, b


def test_deformable_offsets_recorded_from_mindspore():
    x, off, _, _ = _deformable_inputs()
    prim = ops.DeformableOffsets((1, 1, 2, 1), (1, 0, 2, 1), (2, 3), (1, 1, 1, 2), "NCHW", 2)
    y = prim(Tensor(x), Tensor(off))
    assert y.shape == (2, 4, 6, 15) and y.dtype == ms.float32
    # recorded from MindSpore 2.10.0 CPU: y[1, 3, 2:4, :] and y.sum(axis=(2, 3))
    row = np.array([[0., -0.69838, 0.087911, 0.103286, 0.435447, -0.082848, -0., -0.247518, -0.304777, -0.82794,
                     0., 0.245428, 1.319574, -0., 0.],
                    [0., -0., 0., -0., -0.569553, -1.02707, 0.405305, -1.008453, -2.18088, -0.012339, -1.149729,
                     -0.905169, 0.600996, -0.290689, -0.]])
    np.testing.assert_allclose(y.asnumpy()[1, 3, 2:4], row, atol=2e-6)
    sums = np.array([[4.75034, 1.6014, 5.46564, 2.04599], [-3.47097, -4.64415, -3.45567, -4.90461]])
    np.testing.assert_allclose(y.asnumpy().sum(axis=(2, 3)), sums, atol=2e-5)
    assert prim.strides == (1, 1, 2, 1) and prim.deformable_groups == 2 and prim.modulated is True
    # recorded from MindSpore 2.10.0 CPU
    assert str(ops.DeformableOffsets((1, 1, 1, 1), (0, 0, 0, 0), (2, 2))) == (
        "Prim[DeformableOffsets]<strides=(1, 1, 1, 1), pads=(0, 0, 0, 0), ksize=(2, 2), dilations=(1, 1, 1, 1), "
        "data_format=NCHW, deformable_groups=1, modulated=True, format=NCHW>")
    # the docstring example, recorded from MindSpore 2.10.0 CPU
    img = Tensor(np.arange(16, dtype=np.float32).reshape(1, 1, 4, 4))
    offs = np.zeros((1, 12, 3, 3), np.float32)
    offs[:, 0:4], offs[:, 8:] = 0.5, 1.0
    got = ops.DeformableOffsets((1, 1, 1, 1), (0, 0, 0, 0), (2, 2))(img, Tensor(offs)).asnumpy()
    np.testing.assert_array_equal(got[0, 0, :2], [[0.5, 1.5, 1.5, 2.5, 2.5, 1.5], [4.5, 5.5, 5.5, 6.5, 6.5, 3.5]])
    # MindSpore 2.10 reads NHWC inputs as NCHW (recorded: same output as NCHW)
    nhwc = ops.DeformableOffsets((1, 1, 1, 1), (0, 0, 0, 0), (2, 2), data_format="NHWC")(img, Tensor(offs))
    np.testing.assert_array_equal(nhwc.asnumpy(), got)
    half = ops.DeformableOffsets((1, 1, 1, 1), (0, 0, 0, 0), (2, 2))(Tensor(np.ones((1, 1, 4, 4)), ms.float16),
                                                                     Tensor(np.zeros((1, 12, 3, 3)), ms.float16))
    assert half.dtype == ms.float16


def test_deformable_conv2d_recorded_from_mindspore():
    x, off, w, b = _deformable_inputs()
    out = ops.deformable_conv2d(Tensor(x), Tensor(w), Tensor(off), (2, 3), (1, 1, 2, 1), (1, 0, 2, 1), Tensor(b),
                                (1, 1, 1, 2), 1, 2)
    assert out.shape == (2, 3, 3, 5) and out.dtype == ms.float32
    # recorded from MindSpore 2.10.0 CPU: out[1]
    rec = np.array([[[-6.03000e-03, -2.34903e+00, -1.38318e+00, -8.03894e+00, -2.59226e+00],
                     [-1.82989e+00, -2.80547e+00, -2.38322e+00, -7.09520e-01, 1.64914e+00],
                     [-1.05619e+00, 5.76439e+00, -2.32564e+00, 2.15810e-01, -3.62393e+00]],
                    [[-5.02590e-01, 3.93734e+00, -1.21790e+00, 1.29421e+00, -5.36400e-02],
                     [-5.21729e+00, -2.33212e+00, -1.30513e+00, -1.27273e+00, -2.37415e+00],
                     [-1.07289e+00, -6.10247e+00, 2.80755e+00, -2.89094e+00, 8.91856e+00]],
                    [[-4.96030e-01, -4.66725e+00, -2.20815e+00, -2.39463e+00, -2.26600e-02],
                     [-4.82508e+00, -3.53866e+00, -1.37971e+00, -4.23549e+00, -3.05302e+00],
                     [-8.69598e+00, 1.02306e+00, -3.88671e+00, -7.75675e+00, 1.69967e+00]]])
    np.testing.assert_allclose(out.asnumpy()[1], rec, atol=2e-5)
    img = Tensor(np.arange(16, dtype=np.float32).reshape(1, 1, 4, 4))
    offs = np.zeros((1, 12, 3, 3), np.float32)
    offs[:, 0:4], offs[:, 8:] = 0.5, 1.0
    got = ops.deformable_conv2d(img, Tensor(np.ones((1, 1, 2, 2), np.float32)), Tensor(offs), (2, 2), (1, 1, 1, 1),
                                (0, 0, 0, 0))
    np.testing.assert_array_equal(got.asnumpy(), [[[[12., 16., 14.], [28., 32., 26.], [44., 48., 38.]]]])


def test_deformable_errors_recorded_from_mindspore():
    cases = [
        (ValueError, r"For 'DeformableOffsets', The N and C dimensions of 'strides' must be set to 1\.",
         dict(strides=(1, 2, 1, 1))),
        (ValueError, r"For 'DeformableOffsets', the 'strides size' must be int and must = 4, but got '3' with type "
                     r"'int'\.", dict(strides=(1, 1, 1))),
        (ValueError, r"For 'DeformableOffsets', The N and C dimensions of 'dilations' must be set to 1\.",
         dict(dilations=(2, 1, 1, 1))),
        (ValueError, r"For 'DeformableOffsets', The modulated must be set to True\.", dict(modulated=False)),
        (ValueError, r"For 'DeformableOffsets', the 'deformable_groups' must be int and must > 0, but got '0' with "
                     r"type 'int'\.", dict(deformable_groups=0)),
        (ValueError, r"For 'DeformableOffsets', the 'data_format' must be str and must be in "
                     r"'\['NCHW', 'NHWC'\]', but got 'NCDHW'\.", dict(data_format="NCDHW")),
        (TypeError, r"For 'DeformableOffsets', the type of 'kernel_size' should be 'tuple', but got type 'list'\.",
         dict(ksize=[2, 2])),
        (TypeError, r"For 'DeformableOffsets', the type of 'arg_name' should be int, but got '2\.0' with type "
                    r"'float'\.", dict(ksize=(2, 2.0))),
        (TypeError, r"For 'DeformableOffsets', the 'modulated' must be a bool, but got int\.", dict(modulated=1)),
    ]
    for exc, msg, change in cases:
        kw = dict(strides=(1, 1, 1, 1), pads=(0, 0, 0, 0), ksize=(2, 2))
        kw.update(change)
        with pytest.raises(exc, match=msg):
            ops.DeformableOffsets(**kw)
    prim = ops.DeformableOffsets((1, 1, 1, 1), (0, 0, 0, 0), (2, 2))
    x = Tensor(np.zeros((1, 1, 4, 4)), ms.float32)
    with pytest.raises(ValueError, match=r"For 'DeformableOffsets, the H and W dims of offsets input should be equal "
                                         r"to the computed H and W dims of the output of deformable_conv2d\. But got H "
                                         r"and W dims of offsets input: \(2, 3\), computed H and W dims of the output "
                                         r"of deformable_conv2d: \(3, 3\)"):
        prim(x, Tensor(np.zeros((1, 12, 2, 3)), ms.float32))
    with pytest.raises(ValueError, match=r"'C_in' of input 'offsets' shape must be equal to 3 \* kernel_height \* "
                                         r"kernel_width \* deformable_groups, but got 'C_in' of input 'offsets' shape: "
                                         r"11, kernel_height: 2, kernel_width: 2, deformable_groups: 1\."):
        prim(x, Tensor(np.zeros((1, 11, 3, 3)), ms.float32))
    with pytest.raises(TypeError, match=r"For primitive\[DeformableOffsets\], the input type must be same\.\n"
                                        r"name:\[offsets\]:Tensor\[Float16\]\.\nname:\[x\]:Tensor\[Float32\]\."):
        prim(x, Tensor(np.zeros((1, 12, 3, 3)), ms.float16))
    with pytest.raises(TypeError, match=r"For primitive\[DeformableOffsets\], the input argument\[offsets\] must be "
                                        r"a type of \{Tensor\[Float16\], Tensor\[Float32\]\}, but got "
                                        r"Tensor\[Float64\]\."):
        prim(Tensor(np.zeros((1, 1, 4, 4)), ms.float64), Tensor(np.zeros((1, 12, 3, 3)), ms.float64))
    with pytest.raises(ValueError, match=r"For primitive\[DeformableOffsets\], the x shape size must be equal to 4, "
                                         r"but got 3\."):
        prim(Tensor(np.zeros((1, 4, 4)), ms.float32), Tensor(np.zeros((1, 12, 3, 3)), ms.float32))
    with pytest.raises(ValueError, match="The modulated must be set to True"):
        ops.deformable_conv2d(x, x, x, (2, 2), (1, 1, 1, 1), (0, 0, 0, 0), modulated=False)


# ----- nsa_compress / nsa_select_attention ---------------------------------------------------------------------------
def test_nsa_compress_matches_float64_reference():
    n, d, block, stride = 2, 16, 32, 16
    lens = [40, 80, 20]
    x = RNG.standard_normal((sum(lens), n, d)).astype(np.float16)
    w = RNG.standard_normal((block, n)).astype(np.float16)
    out = ops.nsa_compress(Tensor(x), Tensor(w), block, stride, actual_seq_len=list(np.cumsum(lens).tolist()))
    ref, start = [], 0
    for length in lens:
        for s in range(0, length - block + 1, stride):
            win = x[start + s:start + s + block].astype(np.float64)
            ref.append(np.einsum("jnd,jn->nd", win, w.astype(np.float64)))
        start += length
    assert out.shape == (len(ref), n, d) == (1 + 4 + 0, n, d) and out.dtype == ms.float16
    np.testing.assert_allclose(_np(out), np.stack(ref), rtol=2e-3, atol=2e-2)


def test_nsa_compress_errors():
    x, w = Tensor(np.ones((64, 2, 16)), ms.float16), Tensor(np.ones((16, 2)), ms.float16)
    # recorded from MindSpore 2.10.0 CPU (its argument parser runs before the Ascend-only check)
    with pytest.raises(TypeError, match=r"nsa_compress\(\): argument 'compress_block_size' \(position 3\) must be "
                                        r"int, not float\."):
        ops.nsa_compress(x, w, 16.0, 16, actual_seq_len=(64,))
    with pytest.raises(TypeError, match=r"nsa_compress\(\): argument 'actual_seq_len' must be tuple of int but got "
                                        r"int\."):
        ops.nsa_compress(x, w, 16, 16, actual_seq_len=64)
    with pytest.raises(TypeError, match=r"nsa_compress\(\) takes 4 positional arguments but 5 were given\."):
        ops.nsa_compress(x, w, 16, 16, (64,))
    with pytest.raises(TypeError, match=r"nsa_compress\(\): argument 'input' \(position 1\) must be Tensor, not "
                                        r"int\."):
        ops.nsa_compress(1, w, 16, 16, actual_seq_len=(64,))
    with pytest.raises(TypeError, match=r"nsa_compress\(\) got an unexpected keyword argument 'foo'\."):
        ops.nsa_compress(x, w, 16, 16, actual_seq_len=(64,), foo=1)
    # the documented rules (MindSpore checks them in the Ascend kernel)
    with pytest.raises(RuntimeError, match="compress_stride"):
        ops.nsa_compress(x, w, 16, 32, actual_seq_len=(64,))
    with pytest.raises(RuntimeError, match="actual_seq_len"):
        ops.nsa_compress(x, w, 16, 16, actual_seq_len=(30, 20, 64))
    with pytest.raises(TypeError, match="float16 or bfloat16"):
        ops.nsa_compress(x, Tensor(np.ones((16, 2)), ms.float32), 16, 16, actual_seq_len=(64,))


def test_nsa_select_attention_matches_float64_reference():
    n1, n2, d1, d2, block, count = 4, 2, 16, 8, 16, 2
    qlens, klens = [3, 2], [40, 20]
    q = RNG.standard_normal((sum(qlens), n1, d1)).astype(np.float16)
    k = RNG.standard_normal((sum(klens), n2, d1)).astype(np.float16)
    v = RNG.standard_normal((sum(klens), n2, d2)).astype(np.float16)
    idx = np.concatenate([RNG.integers(0, 3, (3, n2, count)), RNG.integers(0, 2, (2, n2, count))]).astype(np.int32)
    out, smax, ssum = ops.nsa_select_attention(Tensor(q), Tensor(k), Tensor(v), Tensor(idx), 0.25, n1, block, count,
                                               actual_seq_qlen=[3, 5], actual_seq_kvlen=[40, 60])
    assert out.shape == (5, n1, d2) and out.dtype == ms.float16 and smax.shape == (5, n1, 8)
    assert smax.dtype == ms.float32
    ref = np.zeros((5, n1, d2))
    rmax, rsum = np.zeros((5, n1)), np.zeros((5, n1))
    bounds = {0: (0, 40), 1: (0, 40), 2: (0, 40), 3: (40, 60), 4: (40, 60)}
    for t in range(5):
        k0, k1 = bounds[t]
        for h in range(n1):
            g = h // (n1 // n2)
            pos = [k0 + b * block + j for b in idx[t, g] for j in range(block) if b * block + j < k1 - k0]
            s = 0.25 * k[pos, g].astype(np.float64) @ q[t, h].astype(np.float64)
            e = np.exp(s - s.max())
            ref[t, h] = e @ v[pos, g].astype(np.float64) / e.sum()
            rmax[t, h], rsum[t, h] = s.max(), e.sum()
    np.testing.assert_allclose(_np(out), ref, rtol=2e-3, atol=2e-3)
    np.testing.assert_allclose(_np(smax)[..., 3], rmax, rtol=1e-4, atol=1e-4)
    np.testing.assert_allclose(_np(ssum)[..., 0], rsum, rtol=1e-4, atol=1e-4)


def test_nsa_select_attention_errors():
    q, k = Tensor(np.ones((4, 2, 16)), ms.float16), Tensor(np.ones((128, 1, 16)), ms.float16)
    idx = Tensor(np.zeros((4, 1, 2)), ms.int32)
    # recorded from MindSpore 2.10.0 CPU
    with pytest.raises(TypeError, match=r"nsa_select_attention\(\): argument 'actual_seq_qlen' must be tuple of int "
                                        r"but got int\."):
        ops.nsa_select_attention(q, k, k, idx, 0.25, 2, 64, 2, actual_seq_qlen=4, actual_seq_kvlen=[128])
    # an int scale passes MindSpore's parser (recorded: it reaches the Ascend-only check)
    out = ops.nsa_select_attention(q, k, k, idx, 1, 2, 64, 2, actual_seq_qlen=[4], actual_seq_kvlen=[128])
    assert out[0].shape == (4, 2, 16)
    with pytest.raises(RuntimeError, match="head_num"):
        ops.nsa_select_attention(q, k, k, idx, 0.25, 4, 64, 2, actual_seq_qlen=[4], actual_seq_kvlen=[128])
    with pytest.raises(RuntimeError, match="topk_indices"):
        ops.nsa_select_attention(q, k, k, Tensor(np.full((4, 1, 2), 3), ms.int32), 0.25, 2, 64, 2,
                                 actual_seq_qlen=[4], actual_seq_kvlen=[128])


# ----- lightning_indexer ---------------------------------------------------------------------------------------------
def _indexer_ref(q, k, w, count, causal):
    """float64 reference for one sequence: q (Sq, N1, D), k (Sk, N2, D), w (Sq, N1) -> (indices, values)."""
    sq, n1, _ = q.shape
    sk, n2, _ = k.shape
    g = n1 // n2
    idx = np.full((sq, n2, count), -1)
    val = np.zeros((sq, n2, count))
    for s in range(sq):
        limit = s + sk - sq if causal else sk - 1
        for n in range(n2):
            score = np.zeros(sk)
            for h in range(n * g, (n + 1) * g):
                score += w[s, h] * np.maximum(k[:, n] @ q[s, h], 0.0)
            cand = [j for j in range(sk) if j <= limit]
            cand.sort(key=lambda j: (-score[j], j))
            cand = cand[:count]
            idx[s, n, :len(cand)] = cand
            val[s, n, :len(cand)] = score[cand]
    return idx, val


def test_lightning_indexer_bsnd_and_tnd_match_float64_reference():
    n1, n2, d, count = 4, 2, 16, 5
    q = (RNG.standard_normal((2, 4, n1, d)) / 4).astype(np.float16)
    k = (RNG.standard_normal((2, 6, n2, d)) / 4).astype(np.float16)
    w = RNG.standard_normal((2, 4, n1)).astype(np.float16)
    idx, val = ops.lightning_indexer(Tensor(q), Tensor(k), Tensor(w), sparse_count=count, return_value=True,
                                     actual_seq_lengths_key=Tensor(np.array([6, 3], np.int32)))
    assert idx.shape == (2, 4, n2, count) and idx.dtype == ms.int32 and val.dtype == ms.float16
    f64 = lambda a: a.astype(np.float64)  # noqa: E731
    for b, sk in enumerate((6, 3)):
        ridx, rval = _indexer_ref(f64(q[b]), f64(k[b, :sk]), f64(w[b]), count, True)
        np.testing.assert_array_equal(idx.asnumpy()[b], ridx)
        np.testing.assert_allclose(_np(val)[b], rval, rtol=2e-3, atol=2e-3)
    # sparse mode 0 sees every key; without return_value the values are zeros
    idx0, val0 = ops.lightning_indexer(Tensor(q), Tensor(k), Tensor(w), sparse_count=count, sparse_mode=0)
    np.testing.assert_array_equal(idx0.asnumpy()[0], _indexer_ref(f64(q[0]), f64(k[0]), f64(w[0]), count, False)[0])
    assert not val0.asnumpy().any()
    # TND with cumulative lengths, and the same keys read through a paged cache (PA_BSND)
    qt, kt, wt = q.reshape(8, n1, d), k.reshape(12, n2, d), w.reshape(8, n1)
    idx_t, _ = ops.lightning_indexer(Tensor(qt[:7]), Tensor(kt[:10]), Tensor(wt[:7]), layout_query="TND",
                                     layout_key="TND", sparse_count=count,
                                     actual_seq_lengths_query=Tensor(np.array([4, 7], np.int32)),
                                     actual_seq_lengths_key=Tensor(np.array([6, 10], np.int32)))
    assert idx_t.shape == (7, n2, count)
    np.testing.assert_array_equal(idx_t.asnumpy()[4:], _indexer_ref(f64(qt[4:7]), f64(kt[6:10]), f64(wt[4:7]),
                                                                     count, True)[0])
    cache = np.zeros((4, 3, n2, d), np.float16)
    cache[2], cache[0], cache[3], cache[1] = k[0, :3], k[0, 3:], k[1, :3], k[1, 3:]
    idx_pa, _ = ops.lightning_indexer(Tensor(q), Tensor(cache), Tensor(w), layout_key="PA_BSND", sparse_count=count,
                                      actual_seq_lengths_key=Tensor(np.array([6, 6], np.int32)),
                                      block_table=Tensor(np.array([[2, 0], [3, 1]], np.int32)))
    idx_full, _ = ops.lightning_indexer(Tensor(q), Tensor(k), Tensor(w), sparse_count=count)
    np.testing.assert_array_equal(idx_pa.asnumpy(), idx_full.asnumpy())


def test_lightning_indexer_errors():
    q, k = Tensor(np.ones((1, 2, 4, 16)), ms.float16), Tensor(np.ones((1, 8, 1, 16)), ms.float16)
    w = Tensor(np.ones((1, 2, 4)), ms.float16)
    # recorded from MindSpore 2.10.0 CPU (its argument parser runs before the Ascend-only check)
    with pytest.raises(TypeError, match=r"lightning_indexer\(\): argument 'sparse_count' must be int but got "
                                        r"float\."):
        ops.lightning_indexer(q, k, w, sparse_count=4.0)
    with pytest.raises(TypeError, match=r"lightning_indexer\(\): argument 'actual_seq_lengths_query' must be Tensor "
                                        r"but got list\."):
        ops.lightning_indexer(q, k, w, actual_seq_lengths_query=[2])
    with pytest.raises(TypeError, match=r"lightning_indexer\(\): argument 'weights' \(position 3\) must be Tensor, "
                                        r"not int\."):
        ops.lightning_indexer(q, k, 1)
    with pytest.raises(TypeError, match=r"lightning_indexer\(\): argument 'return_value' must be bool but got int\."):
        ops.lightning_indexer(q, k, w, return_value=1)
    with pytest.raises(RuntimeError, match="layout_query"):
        ops.lightning_indexer(q, k, w, layout_query="XX")
    with pytest.raises(RuntimeError, match="sparse_mode"):
        ops.lightning_indexer(q, k, w, sparse_mode=1)


# ----- sparse_flash_attention ----------------------------------------------------------------------------------------
def _sparse_fa_ref(q, k, v, sel, scale, block, causal, qr=None, kr=None):
    """float64 reference for one sequence: q (Sq, N1, D), k / v (Sk, N2, *), sel (Sq, N2, K)."""
    sq, n1, _ = q.shape
    sk, n2, _ = k.shape
    g = n1 // n2
    out = np.zeros((sq, n1, v.shape[-1]))
    mx, sm = np.zeros((sq, n1)), np.zeros((sq, n1))
    for s in range(sq):
        limit = min(sk - 1, s + sk - sq) if causal else sk - 1
        for h in range(n1):
            n = h // g
            pos = [i * block + j for i in sel[s, n] if i >= 0 for j in range(block) if 0 <= i * block + j <= limit]
            if not pos:
                continue
            sc = k[pos, n] @ q[s, h]
            if qr is not None:
                sc = sc + kr[pos, n] @ qr[s, h]
            sc = scale * sc
            e = np.exp(sc - sc.max())
            out[s, h] = e @ v[pos, n] / e.sum()
            mx[s, h], sm[s, h] = sc.max(), e.sum()
    return out, mx, sm


def test_sparse_flash_attention_matches_float64_reference():
    n1, n2, d, dr, kk, block = 4, 2, 16, 8, 3, 2
    q = (RNG.standard_normal((2, 3, n1, d)) / 2).astype(np.float16)
    k = (RNG.standard_normal((2, 8, n2, d)) / 2).astype(np.float16)
    v = RNG.standard_normal((2, 8, n2, d)).astype(np.float16)
    qr = (RNG.standard_normal((2, 3, n1, dr)) / 2).astype(np.float16)
    kr = (RNG.standard_normal((2, 8, n2, dr)) / 2).astype(np.float16)
    sel = RNG.integers(-1, 4, (2, 3, n2, kk)).astype(np.int32)
    out, smax, ssum = ops.sparse_flash_attention(Tensor(q), Tensor(k), Tensor(v), Tensor(sel), 0.3,
                                                 query_rope=Tensor(qr), key_rope=Tensor(kr), sparse_block_size=block,
                                                 attention_mode=2, return_softmax_lse=True,
                                                 actual_seq_lengths_kv=Tensor(np.array([8, 6], np.int32)))
    assert out.shape == (2, 3, n1, d) and out.dtype == ms.float16
    assert smax.shape == (2, n2, 3, n1 // n2) and smax.dtype == ms.float32
    f64 = lambda a: a.astype(np.float64)  # noqa: E731
    for b, sk in enumerate((8, 6)):
        ref, mx, sm = _sparse_fa_ref(f64(q[b]), f64(k[b, :sk]), f64(v[b, :sk]), sel[b], 0.3, block, True,
                                     f64(qr[b]), f64(kr[b, :sk]))
        np.testing.assert_allclose(_np(out)[b], ref, rtol=2e-3, atol=2e-3)
        got_max = _np(smax)[b].transpose(1, 0, 2).reshape(3, n1)
        got_sum = _np(ssum)[b].transpose(1, 0, 2).reshape(3, n1)
        has = sm > 0
        np.testing.assert_allclose(got_max[has], mx[has], rtol=1e-4, atol=1e-4)
        np.testing.assert_allclose(got_sum[has], sm[has], rtol=1e-4, atol=1e-4)
    # TND without rope and without the causal mask; the statistics are empty unless asked for
    qt, kt, vt = q.reshape(6, n1, d), k.reshape(16, n2, d), v.reshape(16, n2, d)
    st = sel.reshape(6, n2, kk)
    res = ops.sparse_flash_attention(Tensor(qt), Tensor(kt), Tensor(vt), Tensor(st), 0.5, layout_query="TND",
                                     layout_kv="TND", sparse_mode=0, sparse_block_size=block,
                                     actual_seq_lengths_query=Tensor(np.array([2, 6], np.int32)),
                                     actual_seq_lengths_kv=Tensor(np.array([8, 16], np.int32)))
    assert res[1].shape == (0,) and res[0].shape == (6, n1, d)
    ref = _sparse_fa_ref(f64(qt[2:]), f64(kt[8:]), f64(vt[8:]), st[2:], 0.5, block, False)[0]
    np.testing.assert_allclose(_np(res[0])[2:], ref, rtol=2e-3, atol=2e-3)


def test_sparse_flash_attention_errors():
    q, k = Tensor(np.ones((1, 2, 4, 16)), ms.float16), Tensor(np.ones((1, 8, 1, 16)), ms.float16)
    idx = Tensor(np.zeros((1, 2, 1, 4)), ms.int32)
    # recorded from MindSpore 2.10.0 CPU (its argument parser runs before the Ascend-only check)
    with pytest.raises(TypeError, match=r"sparse_flash_attention\(\): argument 'scale_value' \(position 5\) must be "
                                        r"float, not str\."):
        ops.sparse_flash_attention(q, k, k, idx, "a")
    with pytest.raises(TypeError, match=r"sparse_flash_attention\(\): argument 'sparse_block_size' must be int but "
                                        r"got float\."):
        ops.sparse_flash_attention(q, k, k, idx, 0.25, sparse_block_size=1.0)
    with pytest.raises(TypeError, match=r"sparse_flash_attention\(\): argument 'return_softmax_lse' must be bool but "
                                        r"got int\."):
        ops.sparse_flash_attention(q, k, k, idx, 0.25, return_softmax_lse=0)
    with pytest.raises(TypeError, match=r"sparse_flash_attention\(\): argument 'layout_query' must be string but got "
                                        r"int\."):
        ops.sparse_flash_attention(q, k, k, idx, 0.25, layout_query=1)
    assert ops.sparse_flash_attention(q, k, k, idx, 1)[0].shape == (1, 2, 4, 16)  # an int scale passes (recorded)
    with pytest.raises(RuntimeError, match="sparse_block_size"):
        ops.sparse_flash_attention(q, k, k, idx, 0.25, sparse_block_size=3)
    with pytest.raises(RuntimeError, match="query_rope"):
        ops.sparse_flash_attention(q, k, k, idx, 0.25, attention_mode=2)


# ----- nsa_compress_attention ----------------------------------------------------------------------------------------
def test_nsa_compress_attention_matches_float64_reference():
    n1, n2, d1, d2 = 4, 2, 16, 16
    l, d, lsel, count = 32, 16, 32, 3
    qlens, clens, slens = [3, 2], [6, 5], [100, 70]
    q = (RNG.standard_normal((5, n1, d1)) / 3).astype(np.float16)
    k = (RNG.standard_normal((11, n2, d1)) / 3).astype(np.float16)
    v = RNG.standard_normal((11, n2, d2)).astype(np.float16)
    amask = RNG.uniform(size=(3, 6)) < 0.2
    amask[:, 0] = False
    tmask = np.zeros((3, 4), bool)
    tmask[0, 1] = True
    out, idx, smax, ssum = ops.nsa_compress_attention(
        Tensor(q), Tensor(k), Tensor(v), 0.5, n1, l, d, lsel, count, atten_mask=Tensor(amask),
        topk_mask=Tensor(tmask), actual_seq_qlen=[3, 5], actual_cmp_seq_kvlen=[6, 11], actual_sel_seq_kvlen=[100, 170])
    assert out.shape == (5, n1, d2) and idx.shape == (5, n2, count) and idx.dtype == ms.int32
    assert smax.shape == (5, n1, 8) and smax.dtype == ms.float32
    q0 = c0 = 0
    for sq, sc, ssel in zip(qlens, clens, slens):
        qb, kb, vb = (a.astype(np.float64) for a in (q[q0:q0 + sq], k[c0:c0 + sc], v[c0:c0 + sc]))
        blocks = -(-ssel // lsel)
        for s in range(sq):
            imp = np.zeros((n2, blocks))
            for h in range(n1):
                g = h // (n1 // n2)
                sc_row = 0.5 * kb[:, g] @ qb[s, h]
                sc_row = np.where(amask[s, :sc], -np.inf, sc_row)
                e = np.exp(sc_row - sc_row.max())
                p = e / e.sum()
                np.testing.assert_allclose(_np(out)[q0 + s, h], p @ vb[:, g], rtol=2e-3, atol=2e-3)
                np.testing.assert_allclose(_np(smax)[q0 + s, h, 0], sc_row.max(), rtol=1e-4, atol=1e-4)
                for j in range(blocks):
                    imp[g, j] += sum(p[i] for m in range(lsel // d) for n in range(l // d)
                                     for i in [lsel // d * j - m - n] if 0 <= i < sc)
            for g in range(n2):
                cand = [j for j in range(blocks) if not tmask[s, j]]
                cand.sort(key=lambda j: (-imp[g, j], j))
                want = (cand + [-1] * count)[:count]
                np.testing.assert_array_equal(idx.asnumpy()[q0 + s, g], want)
        q0, c0 = q0 + sq, c0 + sc


def test_nsa_compress_attention_errors():
    q, k = Tensor(np.ones((1, 1, 16)), ms.float16), Tensor(np.ones((4, 1, 16)), ms.float16)
    lens = dict(actual_seq_qlen=[1], actual_cmp_seq_kvlen=[4], actual_sel_seq_kvlen=[64])
    # recorded from MindSpore 2.10.0 CPU (its argument parser runs before the Ascend-only check)
    with pytest.raises(TypeError, match=r"nsa_compress_attention\(\): argument 'head_num' \(position 5\) must be int, "
                                        r"not float\."):
        ops.nsa_compress_attention(q, k, k, 1.0, 1.0, 16, 16, 32, 2, **lens)
    with pytest.raises(TypeError, match=r"nsa_compress_attention\(\): argument 'actual_seq_qlen' must be tuple of int "
                                        r"but got int\."):
        ops.nsa_compress_attention(q, k, k, 1.0, 1, 16, 16, 32, 2, actual_seq_qlen=1, actual_cmp_seq_kvlen=[4],
                                   actual_sel_seq_kvlen=[64])
    with pytest.raises(TypeError, match=r"nsa_compress_attention\(\): argument 'topk_mask' must be Tensor but got "
                                        r"list\."):
        ops.nsa_compress_attention(q, k, k, 1.0, 1, 16, 16, 32, 2, topk_mask=[1], **lens)
    with pytest.raises(ValueError, match="select_block_size"):
        ops.nsa_compress_attention(q, k, k, 1.0, 1, 32, 16, 16, 2, **lens)
    with pytest.raises(ValueError, match="actual_sel_seq_kvlen"):
        ops.nsa_compress_attention(q, k, k, 1.0, 1, 16, 16, 32, 2, actual_seq_qlen=[1], actual_cmp_seq_kvlen=[4])


# ----- ApplyRotaryPosEmb ---------------------------------------------------------------------------------------------
def _rope_tables(max_pos, d):
    inv = 1.0 / (10000 ** (np.arange(0, d, 2) / d))
    ang = np.outer(np.arange(max_pos), inv)
    ang = np.concatenate([ang, ang], -1)
    return np.cos(ang).astype(np.float16), np.sin(ang).astype(np.float16)


def _rope_rows_ref(x, cos_rows, sin_rows, d):
    """float64 rotate-half RoPE of (T, N * D) rows with one cos / sin row per token."""
    h = x.astype(np.float64).reshape(x.shape[0], -1, d)
    rot = np.concatenate([-h[..., d // 2:], h[..., :d // 2]], -1)
    c, s = cos_rows.astype(np.float64)[:, None], sin_rows.astype(np.float64)[:, None]
    return (h * c + rot * s).reshape(x.shape)


def test_apply_rotary_pos_emb_matches_float64_reference():
    # the layout of MindSpore's own Ascend test of the kernel: (B * S, N * D) rows, one cos / sin row per token
    d, nq, nk = 16, 4, 2
    cos_t, sin_t = _rope_tables(64, d)
    prim = ops.ApplyRotaryPosEmb()
    for b, s in ((3, 5), (4, 1)):
        q = RNG.uniform(size=(b * s, nq * d)).astype(np.float16)
        k = RNG.uniform(size=(b * s, nk * d)).astype(np.float16)
        pos = np.tile(np.arange(s), b) if s > 1 else RNG.integers(0, 64, b)
        qo, ko = prim(Tensor(q), Tensor(k), Tensor(cos_t[pos]), Tensor(sin_t[pos]),
                      Tensor(np.full(b, s, np.int32)))
        assert qo.shape == q.shape and ko.shape == k.shape and qo.dtype == ms.float16
        np.testing.assert_allclose(_np(qo), _rope_rows_ref(q, cos_t[pos], sin_t[pos], d), rtol=2e-3, atol=2e-3)
        np.testing.assert_allclose(_np(ko), _rope_rows_ref(k, cos_t[pos], sin_t[pos], d), rtol=2e-3, atol=2e-3)
    # a whole table of positions with packed sequences of lengths 3 and 2 (positions 0 1 2 0 1)
    q = RNG.uniform(size=(5, nq * d)).astype(np.float32)
    qo, _ = ops.ApplyRotaryPosEmb(2)(Tensor(q), Tensor(q), Tensor(cos_t.astype(np.float32)),
                                     Tensor(sin_t.astype(np.float32)), Tensor(np.array([3, 2], np.int32)))
    pos = np.array([0, 1, 2, 0, 1])
    np.testing.assert_allclose(_np(qo), _rope_rows_ref(q, cos_t[pos], sin_t[pos], d), rtol=1e-5, atol=1e-5)


def test_apply_rotary_pos_emb_errors():
    q, c, p = Tensor(np.ones((4, 16)), ms.float16), Tensor(np.ones((4, 8)), ms.float16), Tensor([4], ms.int32)
    # recorded from MindSpore 2.10.0 CPU
    valid = (r'The valid calling should be: \n"ApplyRotaryPosEmb\(cos_format=<int>\)\(query=<Tensor>, key=<Tensor>, '
             r'cos=<Tensor>, sin=<Tensor>, position_ids=<Tensor>\)"')
    with pytest.raises(TypeError, match=r'Failed calling ApplyRotaryPosEmb with "ApplyRotaryPosEmb\(cos_format=float\)'
                                        r'\(query=Tensor, key=Tensor, cos=Tensor, sin=Tensor, position_ids=Tensor\)"\.'
                                        r'\n' + valid):
        ops.ApplyRotaryPosEmb(1.5)(q, q, c, c, p)
    with pytest.raises(TypeError, match=r'ApplyRotaryPosEmb\(cos_format=int\)\(query=int, key=Tensor'):
        ops.ApplyRotaryPosEmb()(1, q, c, c, p)
    with pytest.raises(TypeError, match=r'position_ids=List<int>\)'):
        ops.ApplyRotaryPosEmb()(q, q, c, c, [4])
    with pytest.raises(TypeError, match=r"For primitive\[ApplyRotaryPosEmb\], the input type must be same\.\n"
                                        r"name:\[cos\]:Tensor\[Float16\]\.\nname:\[key\]:Tensor\[Float16\]\.\n"
                                        r"name:\[query\]:Tensor\[Float32\]\.\nname:\[sin\]:Tensor\[Float16\]\."):
        ops.ApplyRotaryPosEmb()(Tensor(np.ones((4, 16)), ms.float32), q, c, c, p)
    assert ops.ApplyRotaryPosEmb(2).cos_format == 2 and str(ops.ApplyRotaryPosEmb()).endswith("<cos_format=0>")
    with pytest.raises(ValueError, match="add up"):
        ops.ApplyRotaryPosEmb()(q, q, Tensor(np.ones((9, 8)), ms.float16), Tensor(np.ones((9, 8)), ms.float16), p * 2)
