"""Ascend fused operators of mindspore.ops (flash_attention_score, add_layer_norm, rotary_position_embedding,
moe_token_permute, moe_token_unpermute).

MindSpore 2.10's CPU build has no kernel for them, so values are pinned against independent float64 numpy
references of the formulas MindSpore documents, written here in the test. Argument errors MindSpore raises before
the kernel were recorded from MindSpore 2.10.0 CPU (the exception type and its first line)."""
import numpy as np
import pytest

import mindspore_compat as ms
from mindspore_compat import Tensor, ops

RNG = np.random.default_rng(7)


def _np(t):
    return t.asnumpy().astype(np.float64)


# ----- add_layer_norm ------------------------------------------------------------------------------------------------
def test_add_layer_norm_matches_float64_reference():
    a, b = RNG.standard_normal((3, 5)), RNG.standard_normal((3, 5))
    g, s = RNG.standard_normal(5), RNG.standard_normal(5)
    f32 = lambda v: Tensor(v.astype(np.float32))  # noqa: E731
    y, mean, rstd, x = ops.add_layer_norm(f32(a), f32(b), f32(g), f32(s), 1e-5)
    xs = a.astype(np.float32).astype(np.float64) + b.astype(np.float32).astype(np.float64)
    mu = xs.mean(-1, keepdims=True)
    var = ((xs - mu) ** 2).mean(-1, keepdims=True)
    ref = (xs - mu) / np.sqrt(var + 1e-5) * g.astype(np.float32) + s.astype(np.float32)
    np.testing.assert_allclose(_np(y), ref, rtol=1e-5, atol=1e-5)
    np.testing.assert_allclose(_np(mean), mu, rtol=1e-6)
    np.testing.assert_allclose(_np(rstd), 1 / np.sqrt(var + 1e-5), rtol=1e-5)
    np.testing.assert_allclose(_np(x), xs, rtol=1e-6)
    assert y.shape == (3, 5) and mean.shape == (3, 1) and rstd.shape == (3, 1)
    assert y.dtype == ms.float32 and mean.dtype == ms.float32
    y16 = ops.add_layer_norm(Tensor(a, ms.float16), Tensor(b, ms.float16), Tensor(g, ms.float16),
                             Tensor(s, ms.float16))[0]
    assert y16.dtype == ms.float16


def test_add_layer_norm_errors():
    x, g = Tensor(np.ones((2, 3)), ms.float32), Tensor(np.ones(3), ms.float32)
    # recorded from MindSpore 2.10.0 CPU: TypeError 'Failed calling AddLayerNormV2 with "AddLayerNormV2()(x1=Tensor,
    # x2=Tensor, gamma=Tensor, beta=Tensor, epsilon=int, additionalOut=bool)".'
    with pytest.raises(TypeError, match=r'Failed calling AddLayerNormV2 with "AddLayerNormV2\(\)\(x1=Tensor, '
                       r'x2=Tensor, gamma=Tensor, beta=Tensor, epsilon=int, additionalOut=bool\)"'):
        ops.add_layer_norm(x, x, g, g, 1)
    with pytest.raises(TypeError, match=r"AddLayerNormV2\(\)\(x1=int, x2=Tensor"):  # recorded likewise
        ops.add_layer_norm(1, x, g, g)
    with pytest.raises(ValueError, match="gamma"):
        ops.add_layer_norm(x, x, Tensor(np.ones(2), ms.float32), g)


# ----- rotary_position_embedding -------------------------------------------------------------------------------------
def _rope_ref(x, c, s, mode):
    if mode == 0:
        h = x.shape[-1] // 2
        rot = np.concatenate([-x[..., h:], x[..., :h]], -1)
    else:
        rot = np.empty_like(x)
        rot[..., 0::2], rot[..., 1::2] = -x[..., 1::2], x[..., 0::2]
    return x * c + rot * s


@pytest.mark.parametrize("mode", [0, 1])
@pytest.mark.parametrize("cshape", [(1, 1, 5, 8), (2, 1, 5, 8), (2, 3, 5, 8)])
def test_rotary_position_embedding_matches_float64_reference(mode, cshape):
    x = RNG.uniform(-2, 2, (2, 3, 5, 8)).astype(np.float32)
    c, s = RNG.uniform(-1, 1, cshape).astype(np.float32), RNG.uniform(-1, 1, cshape).astype(np.float32)
    out = ops.rotary_position_embedding(Tensor(x), Tensor(c), Tensor(s), mode)
    assert out.shape == x.shape and out.dtype == ms.float32
    ref = _rope_ref(x.astype(np.float64), c.astype(np.float64), s.astype(np.float64), mode)
    np.testing.assert_allclose(_np(out), ref, rtol=1e-5, atol=1e-6)


def test_rotary_position_embedding_errors():
    t = Tensor(np.ones((1, 2, 3, 4)), ms.float32)
    # recorded from MindSpore 2.10.0 CPU: TypeError 'Failed calling RotaryPositionEmbedding with
    # "RotaryPositionEmbedding()(x=Tensor, cos=Tensor, sin=Tensor, mode=float)".'
    with pytest.raises(TypeError, match=r'Failed calling RotaryPositionEmbedding with "RotaryPositionEmbedding\(\)'
                       r'\(x=Tensor, cos=Tensor, sin=Tensor, mode=float\)"'):
        ops.rotary_position_embedding(t, t, t, 1.0)
    with pytest.raises(ValueError, match="mode"):
        ops.rotary_position_embedding(t, t, t, 2)
    with pytest.raises(ValueError, match="even"):
        odd = Tensor(np.ones((1, 2, 3, 5)), ms.float32)
        ops.rotary_position_embedding(odd, odd, odd)


# ----- moe_token_permute / unpermute ---------------------------------------------------------------------------------
def _permute_ref(tokens, indices, num_out):
    flat = indices.reshape(-1)
    topk = 1 if indices.ndim == 1 else indices.shape[1]
    order = np.argsort(flat, kind="stable")
    where = np.empty_like(order)
    where[order] = np.arange(flat.size)
    return tokens[order[:num_out] // topk], where


def test_moe_token_permute_documented_example():
    # the example of MindSpore's documentation (its printed output)
    tokens = Tensor([[1, 1, 1], [7, 7, 7], [2, 2, 2], [1, 1, 1], [2, 2, 2], [3, 3, 3]], dtype=ms.bfloat16)
    out, idx = ops.moe_token_permute(tokens, Tensor([5, 0, 3, 1, 2, 4], dtype=ms.int32))
    assert out.dtype == ms.bfloat16 and idx.dtype == ms.int32
    assert out.float().asnumpy().tolist() == [[7] * 3, [1] * 3, [2] * 3, [2] * 3, [3] * 3, [1] * 3]
    assert idx.asnumpy().tolist() == [5, 0, 3, 1, 2, 4]


@pytest.mark.parametrize("num_out", [None, 7])
def test_moe_token_permute_unpermute_reference(num_out):
    tokens = RNG.standard_normal((6, 4)).astype(np.float32)
    indices = RNG.integers(0, 4, (6, 2)).astype(np.int64)
    out, idx = ops.moe_token_permute(Tensor(tokens), Tensor(indices), num_out)
    ref, where = _permute_ref(tokens, indices, 12 if num_out is None else num_out)
    np.testing.assert_array_equal(out.asnumpy(), ref)
    np.testing.assert_array_equal(idx.asnumpy(), where)
    probs = RNG.uniform(0, 1, (6, 2)).astype(np.float32)
    back = ops.moe_token_unpermute(out, idx, Tensor(probs))
    rows = ref.astype(np.float64)
    gathered = np.stack([rows[w] if w < len(rows) else np.zeros(4) for w in where]).reshape(6, 2, 4)
    expect = (gathered * probs.astype(np.float64)[..., None]).sum(1)
    np.testing.assert_allclose(_np(back), expect, rtol=1e-5, atol=1e-6)
    if num_out is None:  # nothing dropped: weights summing to 1 give the tokens back
        again = ops.moe_token_unpermute(out, idx, Tensor(np.full((6, 2), 0.5, np.float32)))
        np.testing.assert_allclose(again.asnumpy(), tokens, rtol=1e-6)


def test_moe_token_unpermute_without_probs():
    # the inputs of MindSpore's documented example; its documentation gives the shape (8, 3)
    permuted = Tensor([[1, 1, 1], [0, 0, 0], [0, 0, 0], [3, 3, 3], [2, 2, 2], [1, 1, 1], [2, 2, 2], [3, 3, 3]],
                      dtype=ms.bfloat16)
    out = ops.moe_token_unpermute(permuted, Tensor([0, 6, 7, 5, 3, 1, 2, 4], dtype=ms.int32))
    assert out.shape == (8, 3) and out.dtype == ms.bfloat16
    assert out.float().asnumpy()[:, 0].tolist() == [1, 2, 3, 1, 3, 0, 0, 2]


def test_moe_token_errors():
    x = Tensor(np.ones((2, 3)), ms.float32)
    # recorded from MindSpore 2.10.0 CPU (first line of each message)
    with pytest.raises(TypeError, match=r"For primitive\[MoeTokenPermute\], indices dtype is invalid , should be "
                                        r"int32 or int64\."):
        ops.moe_token_permute(x, Tensor([1, 0], ms.float32))
    with pytest.raises(ValueError, match=r"For primitive\[MoeTokenPermute\], it only support padded_mode is false\."):
        ops.moe_token_permute(x, Tensor([1, 0], ms.int32), padded_mode=True)
    with pytest.raises(RuntimeError, match="first dimension"):
        ops.moe_token_permute(x, Tensor([1, 0, 2], ms.int32))
    with pytest.raises(ValueError, match="padded_mode"):
        ops.moe_token_unpermute(x, Tensor([1, 0], ms.int32), padded_mode=True)
    with pytest.raises(TypeError, match="int32"):
        ops.moe_token_unpermute(x, Tensor([1, 0], ms.int64))


# ----- flash_attention_score -----------------------------------------------------------------------------------------
def _attn_ref(q, k, v, scale, keep, pse=None):
    """float64 reference on (B, N, S, D) arrays; `keep` broadcastable (B, N, S1, S2) bool."""
    group = q.shape[1] // k.shape[1]
    k, v = np.repeat(k, group, 1), np.repeat(v, group, 1)
    s = scale * q @ np.swapaxes(k, -1, -2)
    if pse is not None:
        s = s + pse
    s = np.where(keep, s, -np.inf)
    m = s.max(-1, keepdims=True)
    e = np.where(keep, np.exp(s - np.where(np.isfinite(m), m, 0)), 0.0)
    den = e.sum(-1, keepdims=True)
    p = np.divide(e, den, out=np.zeros_like(e), where=den > 0)
    return p @ v


def _qkv(b, n1, n2, s1, s2, d):
    return (RNG.standard_normal((b, n1, s1, d)).astype(np.float32),
            RNG.standard_normal((b, n2, s2, d)).astype(np.float32),
            RNG.standard_normal((b, n2, s2, d)).astype(np.float32))


@pytest.mark.parametrize("layout", ["BNSD", "BSND", "BSH", "SBH"])
def test_flash_attention_score_layouts_gqa(layout):
    b, n1, n2, s1, s2, d = 2, 4, 2, 3, 5, 8
    q, k, v = _qkv(b, n1, n2, s1, s2, d)

    def to(t):
        if layout == "BNSD":
            return t
        if layout == "BSND":
            return t.transpose(0, 2, 1, 3)
        if layout == "BSH":
            return t.transpose(0, 2, 1, 3).reshape(t.shape[0], t.shape[2], -1)
        return t.transpose(2, 0, 1, 3).reshape(t.shape[2], t.shape[0], -1)

    scale = d ** -0.5
    out = ops.flash_attention_score(Tensor(to(q)), Tensor(to(k)), Tensor(to(v)), n1, scalar_value=scale,
                                    input_layout=layout)
    ref = _attn_ref(q.astype(np.float64), k.astype(np.float64), v.astype(np.float64), scale, np.ones((1,), bool))
    assert out.shape == to(q).shape and out.dtype == ms.float32
    np.testing.assert_allclose(_np(out), to(ref), rtol=1e-5, atol=1e-5)


@pytest.mark.parametrize("sparse_mode,pre,nxt", [(0, 1, 0), (2, 0, 0), (3, 0, 0), (4, 2, 1), (1, 0, 0)])
def test_flash_attention_score_sparse_modes_and_masks(sparse_mode, pre, nxt):
    b, n, s1, s2, d = 2, 2, 4, 6, 8
    q, k, v = _qkv(b, n, n, s1, s2, d)
    mask = RNG.uniform(size=(b, 1, s1, s2)) < 0.3
    mask[..., 0] = False
    pse = RNG.standard_normal((1, n, s1, s2)).astype(np.float32)
    i, j = np.arange(s1)[:, None], np.arange(s2)[None, :]
    area = {0: (j - i <= nxt) & (i - j <= pre), 1: np.ones((s1, s2), bool), 2: j <= i, 3: j - i <= s2 - s1,
            4: (j - i - (s2 - s1) <= nxt) & (i - j + (s2 - s1) <= pre)}[sparse_mode]
    keep = area & ~mask if sparse_mode in (0, 1) else np.broadcast_to(area, (b, 1, s1, s2))
    out = ops.flash_attention_score(Tensor(q), Tensor(k), Tensor(v), n, real_shift=Tensor(pse),
                                    attn_mask=Tensor(mask), scalar_value=0.5, pre_tokens=pre, next_tokens=nxt,
                                    input_layout="BNSD", sparse_mode=sparse_mode)
    ref = _attn_ref(q.astype(np.float64), k.astype(np.float64), v.astype(np.float64), 0.5, keep,
                    pse.astype(np.float64))
    np.testing.assert_allclose(_np(out), ref, rtol=1e-5, atol=1e-5)


def test_flash_attention_score_tnd_and_dropout_mask():
    n, d = 2, 8
    lens_q, lens_k = [2, 3], [4, 3]
    q = RNG.standard_normal((5, n, d)).astype(np.float32)
    k, v = RNG.standard_normal((7, n, d)).astype(np.float32), RNG.standard_normal((7, n, d)).astype(np.float32)
    out = ops.flash_attention_score(Tensor(q), Tensor(k), Tensor(v), n, actual_seq_qlen=[2, 5],
                                    actual_seq_kvlen=[4, 7], scalar_value=0.3, input_layout="TND", sparse_mode=3)
    q0 = k0 = 0
    for lq, lk in zip(lens_q, lens_k):
        qb = q[q0:q0 + lq].transpose(1, 0, 2)[None].astype(np.float64)
        kb = k[k0:k0 + lk].transpose(1, 0, 2)[None].astype(np.float64)
        vb = v[k0:k0 + lk].transpose(1, 0, 2)[None].astype(np.float64)
        i, j = np.arange(lq)[:, None], np.arange(lk)[None, :]
        ref = _attn_ref(qb, kb, vb, 0.3, j - i <= lk - lq)[0].transpose(1, 0, 2)
        np.testing.assert_allclose(_np(out)[q0:q0 + lq], ref, rtol=1e-5, atol=1e-5)
        q0, k0 = q0 + lq, k0 + lk
    # an explicit dropout mask: bit (least significant first) 1 keeps a position, kept ones scaled by 1/keep_prob
    qq, kk, vv = _qkv(1, 1, 1, 2, 8, 4)
    bits = RNG.integers(0, 2, (1, 1, 2, 8)).astype(np.uint8)
    packed = np.packbits(bits, axis=-1, bitorder="little")
    out = ops.flash_attention_score(Tensor(qq), Tensor(kk), Tensor(vv), 1, drop_mask=Tensor(packed), keep_prob=0.5,
                                    input_layout="BNSD")
    s = qq.astype(np.float64) @ kk.astype(np.float64).swapaxes(-1, -2)
    p = np.exp(s - s.max(-1, keepdims=True))
    p = p / p.sum(-1, keepdims=True) * bits / 0.5
    np.testing.assert_allclose(_np(out), p @ vv.astype(np.float64), rtol=1e-5, atol=1e-5)


def test_flash_attention_score_dtype_and_errors():
    q = Tensor(np.ones((1, 2, 8)), ms.float16)
    out = ops.flash_attention_score(q, q, q, 2)
    assert out.shape == (1, 2, 8) and out.dtype == ms.float16
    # recorded from MindSpore 2.10.0 CPU: ValueError 'Failed to convert the value "XX" of input 'input_layout' of
    # 'FlashAttentionScore' to enum.'
    with pytest.raises(ValueError, match="Failed to convert the value \"XX\" of input 'input_layout' of "
                                         "'FlashAttentionScore' to enum."):
        ops.flash_attention_score(q, q, q, 2, input_layout='XX')
    with pytest.raises(RuntimeError, match="head_num"):
        ops.flash_attention_score(q, q, q, 0)
    with pytest.raises(RuntimeError, match="head_num"):
        ops.flash_attention_score(q, Tensor(np.ones((1, 2, 12)), ms.float16), Tensor(np.ones((1, 2, 12)),
                                  ms.float16), 2)
    with pytest.raises(TypeError, match="dtype"):
        ops.flash_attention_score(q, Tensor(np.ones((1, 2, 8)), ms.float32), q, 2)
    with pytest.raises(TypeError, match="attn_mask"):
        ops.flash_attention_score(q, q, q, 2, attn_mask=Tensor(np.ones((2, 2)), ms.float32))
    with pytest.raises(RuntimeError, match="sparse_mode"):
        ops.flash_attention_score(q, q, q, 2, sparse_mode=9)
    with pytest.raises(RuntimeError, match="actual_seq_qlen"):
        ops.flash_attention_score(Tensor(np.ones((2, 2, 8)), ms.float16), Tensor(np.ones((2, 2, 8)), ms.float16),
                                  Tensor(np.ones((2, 2, 8)), ms.float16), 2, input_layout="TND")


# ----- ReshapeAndCache / PagedAttention ------------------------------------------------------------------------------
def test_reshape_and_cache_writes_slots_in_place():
    key = RNG.standard_normal((3, 2, 4)).astype(np.float16)
    value = RNG.standard_normal((3, 2, 4)).astype(np.float16)
    kc = ms.Parameter(Tensor(np.zeros((2, 4, 2, 4), np.float16)), name="kc")
    vc = ms.Parameter(Tensor(np.zeros((2, 4, 2, 4), np.float16)), name="vc")
    out = ops.ReshapeAndCache()(Tensor(key), Tensor(value), kc, vc, Tensor([5, -1, 0], ms.int32))
    assert out.shape == (3, 2, 4) and out.dtype == ms.float16
    ref_k, ref_v = np.zeros((8, 2, 4), np.float16), np.zeros((8, 2, 4), np.float16)
    ref_k[5], ref_k[0], ref_v[5], ref_v[0] = key[0], key[2], value[0], value[2]
    np.testing.assert_array_equal(kc.asnumpy().reshape(8, 2, 4), ref_k)
    np.testing.assert_array_equal(vc.asnumpy().reshape(8, 2, 4), ref_v)
    with pytest.raises(ValueError, match="slot_mapping"):
        ops.ReshapeAndCache()(Tensor(key), None, kc, None, Tensor([8, 1, 0], ms.int32))


def _paged_ref(q, kc, vc, tables, lens, scale, group, qlens=None, mask=None, causal=False):
    bs = kc.shape[1]
    kf, vf = kc.reshape(-1, *kc.shape[2:]), vc.reshape(-1, *vc.shape[2:])
    out, row = [], 0
    for b, length in enumerate(lens):
        nq = 1 if qlens is None else qlens[b]
        pos = np.arange(length)
        slots = tables[b, pos // bs] * bs + pos % bs
        k = np.repeat(kf[slots], group, 1).transpose(1, 0, 2)
        v = np.repeat(vf[slots], group, 1).transpose(1, 0, 2)
        s = scale * q[row:row + nq].transpose(1, 0, 2) @ k.transpose(0, 2, 1)
        if mask is not None:
            s = s + mask[row:row + nq, :length][None]
        if causal:
            s = np.where(pos[None, :] > length - nq + np.arange(nq)[:, None], -np.inf, s)
        p = np.exp(s - s.max(-1, keepdims=True))
        out.append((p / p.sum(-1, keepdims=True) @ v).transpose(1, 0, 2))
        row += nq
    return np.concatenate(out)


def test_paged_attention_matches_float64_reference():
    heads, kv_heads, d, bs = 4, 2, 8, 4
    kc = RNG.standard_normal((6, bs, kv_heads, d)).astype(np.float32)
    vc = RNG.standard_normal((6, bs, kv_heads, d)).astype(np.float32)
    tables = np.array([[3, 1, 5], [0, 2, 4]], np.int32)
    lens = [9, 6]
    q = RNG.standard_normal((2, heads, d)).astype(np.float32)
    pa = ops.PagedAttention(heads, 0.35, kv_heads)
    out = pa(Tensor(q), Tensor(kc), Tensor(vc), Tensor(tables), Tensor(lens, ms.int32))
    ref = _paged_ref(q.astype(np.float64), kc.astype(np.float64), vc.astype(np.float64), tables, lens, 0.35, 2)
    assert out.shape == (2, heads, d) and out.dtype == ms.float32
    np.testing.assert_allclose(_np(out), ref, rtol=1e-5, atol=1e-5)
    # several query tokens per sequence: an additive mask, or the trapezoidal (causal) mode
    q3 = RNG.standard_normal((5, heads, d)).astype(np.float32)
    mask = RNG.standard_normal((5, 9)).astype(np.float32)
    out = pa(Tensor(q3), Tensor(kc), Tensor(vc), Tensor(tables), Tensor(lens, ms.int32), attn_mask=Tensor(mask),
             q_seq_lens=Tensor([3, 2], ms.int32))
    ref = _paged_ref(q3.astype(np.float64), kc.astype(np.float64), vc.astype(np.float64), tables, lens, 0.35, 2,
                     [3, 2], mask.astype(np.float64))
    np.testing.assert_allclose(_np(out), ref, rtol=1e-5, atol=1e-5)
    trap = ops.PagedAttention(heads, 0.35, kv_heads, mask_mode="TRAPEZOIDAL")
    out = trap(Tensor(q3), Tensor(kc), Tensor(vc), Tensor(tables), Tensor(lens, ms.int32),
               q_seq_lens=Tensor([3, 2], ms.int32))
    ref = _paged_ref(q3.astype(np.float64), kc.astype(np.float64), vc.astype(np.float64), tables, lens, 0.35, 2,
                     [3, 2], causal=True)
    np.testing.assert_allclose(_np(out), ref, rtol=1e-5, atol=1e-5)
    # PagedAttentionMask with an ALiBi-style additive bias
    alibi = RNG.standard_normal((2, 9)).astype(np.float32)
    out = ops.PagedAttentionMask(heads, 0.35, kv_heads)(Tensor(q), Tensor(kc), Tensor(vc), Tensor(tables),
                                                        Tensor(lens, ms.int32), alibi_mask=Tensor(alibi))
    ref = _paged_ref(q.astype(np.float64), kc.astype(np.float64), vc.astype(np.float64), tables, lens, 0.35, 2,
                     mask=alibi.astype(np.float64))
    np.testing.assert_allclose(_np(out), ref, rtol=1e-5, atol=1e-5)


def test_paged_attention_int8_cache_and_errors():
    kc = RNG.integers(-5, 5, (2, 2, 1, 4)).astype(np.int8)
    vc = RNG.integers(-5, 5, (2, 2, 1, 4)).astype(np.int8)
    scale = RNG.uniform(0.1, 1, (2, 4)).astype(np.float16)
    offset = RNG.uniform(-1, 1, (2, 4)).astype(np.float16)
    q = RNG.standard_normal((1, 1, 4)).astype(np.float16)
    out = ops.PagedAttention(1, 0.5, 1)(Tensor(q), Tensor(kc), Tensor(vc), Tensor([[1, 0]], ms.int32),
                                        Tensor([4], ms.int32), Tensor(scale), Tensor(offset))
    kd = (kc.astype(np.float64) + offset[0].astype(np.float64)) * scale[0].astype(np.float64)
    vd = (vc.astype(np.float64) + offset[1].astype(np.float64)) * scale[1].astype(np.float64)
    ref = _paged_ref(q.astype(np.float64), kd, vd, np.array([[1, 0]]), [4], 0.5, 1)
    assert out.dtype == ms.float16
    np.testing.assert_allclose(_np(out), ref, rtol=2e-3, atol=2e-3)
    # recorded from MindSpore 2.10.0 CPU: the modes are checked when the primitive is built
    with pytest.raises(ValueError, match="Failed to convert the value \"XX\" of input 'kv_cache_quant_mode' of "
                                         "'PagedAttention' to enum."):
        ops.PagedAttention(2, 1.0, 2, 'XX')
    with pytest.raises(ValueError, match="Failed to convert the value \"XX\" of input 'mask_mode' of "
                                         "'PagedAttention' to enum."):
        ops.PagedAttention(2, 1.0, 2, mask_mode='XX')
    pa = ops.PagedAttention(3, 1.0, 2)  # recorded from MindSpore 2.10.0 CPU: builds; the call is rejected
    with pytest.raises(ValueError, match="kv_head_num"):
        pa(Tensor(q), Tensor(kc), Tensor(vc), Tensor([[1, 0]], ms.int32), Tensor([4], ms.int32))
    with pytest.raises(TypeError, match="antiquant_scale"):
        ops.PagedAttention(1, 0.5, 1)(Tensor(q), Tensor(kc), Tensor(vc), Tensor([[1, 0]], ms.int32),
                                      Tensor([4], ms.int32))


# ----- prompt_flash_attention / incre_flash_attention ----------------------------------------------------------------
@pytest.mark.parametrize("layout", ["BSH", "BNSD"])
def test_prompt_flash_attention_matches_float64_reference(layout):
    b, n, kvn, s1, s2, d = 2, 4, 2, 3, 5, 8
    q, k, v = _qkv(b, n, kvn, s1, s2, d)
    to = (lambda t: t) if layout == "BNSD" else (lambda t: t.transpose(0, 2, 1, 3).reshape(t.shape[0], t.shape[2], -1))
    mask = RNG.uniform(size=(b, s1, s2)) < 0.3
    mask[..., 0] = False
    out = ops.prompt_flash_attention(Tensor(to(q)), Tensor(to(k)), Tensor(to(v)), Tensor(mask), num_heads=n,
                                     scale_value=0.4, pre_tokens=10, next_tokens=1, input_layout=layout,
                                     num_key_value_heads=kvn)
    i, j = np.arange(s1)[:, None], np.arange(s2)[None, :]
    keep = ((j - i <= 1) & (i - j <= 10))[None, None] & ~mask[:, None]
    ref = _attn_ref(q.astype(np.float64), k.astype(np.float64), v.astype(np.float64), 0.4, keep)
    assert out.shape == to(q).shape and out.dtype == ms.float32
    np.testing.assert_allclose(_np(out), to(ref), rtol=1e-5, atol=1e-5)
    # no mask in sparse mode 0: pre_tokens / next_tokens are ignored
    out = ops.prompt_flash_attention(Tensor(to(q)), Tensor(to(k)), Tensor(to(v)), num_heads=n, input_layout=layout,
                                     num_key_value_heads=kvn)
    ref = _attn_ref(q.astype(np.float64), k.astype(np.float64), v.astype(np.float64), 1.0, np.ones(1, bool))
    np.testing.assert_allclose(_np(out), to(ref), rtol=1e-5, atol=1e-5)


def test_prompt_flash_attention_lengths_causal_and_errors():
    q, k, v = _qkv(2, 1, 1, 4, 4, 8)
    out = ops.prompt_flash_attention(Tensor(q), Tensor(k), Tensor(v), actual_seq_lengths=[2, 4],
                                     actual_seq_lengths_kv=[3, 4], input_layout="BNSD", sparse_mode=3)
    for bi, (lq, lk) in enumerate([(2, 3), (4, 4)]):
        i, j = np.arange(lq)[:, None], np.arange(lk)[None, :]
        ref = _attn_ref(q[bi:bi + 1, :, :lq].astype(np.float64), k[bi:bi + 1, :, :lk].astype(np.float64),
                        v[bi:bi + 1, :, :lk].astype(np.float64), 1.0, j - i <= lk - lq)
        np.testing.assert_allclose(_np(out)[bi:bi + 1, :, :lq], ref, rtol=1e-5, atol=1e-5)
        assert not _np(out)[bi, :, lq:].any()  # rows past the valid length are zeros
    h = Tensor(np.ones((1, 2, 4)), ms.float16)
    # recorded from MindSpore 2.10.0 CPU
    with pytest.raises(ValueError, match="Failed to convert the value \"XX\" of input 'input_layout' of "
                                         "'PromptFlashAttention' to enum."):
        ops.prompt_flash_attention(h, h, h, num_heads=2, input_layout='XX')
    with pytest.raises(TypeError):  # recorded likewise: a float num_heads is a TypeError
        ops.prompt_flash_attention(h, h, h, num_heads=2.0)
    with pytest.raises(RuntimeError, match="num_heads"):
        ops.prompt_flash_attention(h, h, h, num_heads=0)
    with pytest.raises(RuntimeError, match="sparse_mode"):
        ops.prompt_flash_attention(h, h, h, num_heads=2, sparse_mode=5)


def test_prompt_flash_attention_int8_output():
    q, k, v = _qkv(1, 1, 1, 2, 3, 4)
    out = ops.prompt_flash_attention(Tensor(q), Tensor(k), Tensor(v), quant_scale2=Tensor([20.0], ms.float32),
                                     quant_offset2=Tensor([1.0], ms.float32), input_layout="BNSD")
    ref = _attn_ref(q.astype(np.float64), k.astype(np.float64), v.astype(np.float64), 1.0, np.ones(1, bool))
    assert out.dtype == ms.int8
    np.testing.assert_allclose(out.asnumpy(), np.clip(np.round(ref * 20 + 1), -128, 127), atol=1)


def test_incre_flash_attention_matches_float64_reference():
    b, n, kvn, s, d = 2, 4, 2, 6, 8
    q, k, v = _qkv(b, n, kvn, 1, s, d)
    bsh = lambda t: t.transpose(0, 2, 1, 3).reshape(t.shape[0], t.shape[2], -1)  # noqa: E731
    mask = np.zeros((b, s), bool)
    mask[1, 2] = True
    out = ops.incre_flash_attention(Tensor(bsh(q)), [Tensor(bsh(k))], [Tensor(bsh(v))], Tensor(mask),
                                    actual_seq_lengths=[4, 6], num_heads=n, scale_value=0.3,
                                    num_key_value_heads=kvn)
    assert out.shape == (b, 1, n * d)
    for bi, lk in enumerate([4, 6]):
        keep = ~mask[bi, :lk][None, None, None]
        ref = _attn_ref(q[bi:bi + 1].astype(np.float64), k[bi:bi + 1, :, :lk].astype(np.float64),
                        v[bi:bi + 1, :, :lk].astype(np.float64), 0.3, keep)
        np.testing.assert_allclose(_np(out)[bi:bi + 1], bsh(ref), rtol=1e-5, atol=1e-5)
    # page attention: the same caches cut into blocks of 2 and scattered by a block table
    block = 2
    flat_k, flat_v = bsh(k).reshape(b * s // block, block, -1), bsh(v).reshape(b * s // block, block, -1)
    perm = RNG.permutation(b * s // block)
    table = np.argsort(perm).reshape(b, -1).astype(np.int32)
    paged = ops.incre_flash_attention(Tensor(bsh(q)), Tensor(flat_k[perm]), Tensor(flat_v[perm]),
                                      actual_seq_lengths=[6, 6], block_table=Tensor(table), num_heads=n,
                                      num_key_value_heads=kvn, block_size=block)
    dense = ops.incre_flash_attention(Tensor(bsh(q)), Tensor(bsh(k)), Tensor(bsh(v)), num_heads=n,
                                      num_key_value_heads=kvn)
    np.testing.assert_allclose(paged.asnumpy(), dense.asnumpy(), rtol=1e-6, atol=1e-6)
    # recorded from MindSpore 2.10.0 CPU
    h = Tensor(np.ones((1, 1, 4)), ms.float16)
    with pytest.raises(ValueError, match="Failed to convert the value \"XX\" of input 'input_layout' of "
                                         "'IncreFlashAttention' to enum."):
        ops.incre_flash_attention(h, [h], [h], num_heads=2, input_layout='XX')
    with pytest.raises(ValueError, match="actual_seq_lengths"):
        ops.incre_flash_attention(h, [h], [h], actual_seq_lengths=[1, 1, 1], num_heads=2)


def test_incre_flash_attention_int8_cache_bnsd():
    q = RNG.standard_normal((1, 2, 1, 4)).astype(np.float16)
    k = RNG.integers(-8, 8, (1, 2, 5, 4)).astype(np.int8)
    v = RNG.integers(-8, 8, (1, 2, 5, 4)).astype(np.int8)
    sc = RNG.uniform(0.1, 0.5, (2, 2, 1, 4)).astype(np.float16)
    off = RNG.uniform(-1, 1, (2, 2, 1, 4)).astype(np.float16)
    out = ops.incre_flash_attention(Tensor(q), Tensor(k), Tensor(v), antiquant_scale=Tensor(sc),
                                    antiquant_offset=Tensor(off), num_heads=2, input_layout="BNSD")
    kd = (k.astype(np.float64) + off[0].astype(np.float64)) * sc[0].astype(np.float64)
    vd = (v.astype(np.float64) + off[1].astype(np.float64)) * sc[1].astype(np.float64)
    ref = _attn_ref(q.astype(np.float64), kd, vd, 1.0, np.ones(1, bool))
    assert out.dtype == ms.float16 and out.shape == (1, 2, 1, 4)
    np.testing.assert_allclose(_np(out), ref, rtol=3e-3, atol=3e-3)


# ----- moe_init_routing_v2 / ring_attention_update -------------------------------------------------------------------
def test_moe_init_routing_v2_documented_example_and_reference():
    # the example of MindSpore's documentation and its printed output (drop/pad mode)
    x = Tensor(np.array([[0.1, 0.2, 0.3], [0.2, 0.7, 0.8], [0.3, 0.3, 0.5]]), ms.float16)
    experts = Tensor(np.array([[0, 1, 1], [2, 1, 1], [0, 0, 0]]), ms.int32)
    rows, where = ops.moe_init_routing_v2(x, experts, 3, 2, 3, 1, 0, False)
    expect = np.array([[[0.1, 0.2, 0.3], [0.3, 0.3, 0.5]], [[0.1, 0.2, 0.3], [0.1, 0.2, 0.3]],
                       [[0.2, 0.7, 0.8], [0, 0, 0]]], np.float16)
    np.testing.assert_array_equal(rows.asnumpy(), expect)
    assert where.asnumpy().tolist() == [0, 2, 3, 4, -1, -1, 1, -1, -1] and where.dtype == ms.int32
    rows, where, before = ops.moe_init_routing_v2(x, experts, 3, 2, 3, 1, 0, True)
    assert before.asnumpy().tolist() == [4, 4, 1]
    # dropless: a stable sort by expert (float64-free reference: a permutation of rows)
    xs = RNG.standard_normal((5, 3)).astype(np.float32)
    idx = RNG.integers(0, 4, (5, 2)).astype(np.int32)
    order = np.argsort(idx.reshape(-1), kind="stable")
    for active, flag in ((0, 1), (6, 2)):
        out = ops.moe_init_routing_v2(Tensor(xs), Tensor(idx), active, 0, 4, 0, flag, False)
        kept = 10 if active == 0 else active
        np.testing.assert_array_equal(out[0].asnumpy(), xs[order[:kept] // 2])
        inv = np.full(10, -1)
        inv[order[:kept]] = np.arange(kept)
        np.testing.assert_array_equal(out[1].asnumpy(), inv)
        counts = np.bincount(idx.reshape(-1), minlength=4)
        np.testing.assert_array_equal(out[2].asnumpy(), np.cumsum(counts) if flag == 1 else counts)
    assert len(ops.moe_init_routing_v2(Tensor(xs), Tensor(idx), 0, 0, 4, 0, 0, False)) == 2


def test_moe_init_routing_v2_errors():
    x, e = Tensor(np.ones((3, 3)), ms.float16), Tensor(np.zeros((3, 3)), ms.int32)
    # recorded from MindSpore 2.10.0 CPU: TypeError 'Failed calling MoeInitRoutingV2 with "MoeInitRoutingV2()(x=Tensor,
    # expert_idx=Tensor, active_num=float, ...'
    with pytest.raises(TypeError, match=r'Failed calling MoeInitRoutingV2 with "MoeInitRoutingV2\(\)\(x=Tensor, '
                                        r'expert_idx=Tensor, active_num=float, expert_capacity=int'):
        ops.moe_init_routing_v2(x, e, 3.0, 2, 3, 1, 0, False)
    with pytest.raises(TypeError, match=r"expert_tokens_before_capacity_flag=int"):  # recorded likewise
        ops.moe_init_routing_v2(x, e, 3, 2, 3, 1, 0, 1)
    with pytest.raises(ValueError, match="drop_pad_mode"):
        ops.moe_init_routing_v2(x, e, 3, 2, 3, 2, 0, False)
    with pytest.raises(ValueError, match="expert_capacity"):
        ops.moe_init_routing_v2(x, e, 3, 4, 3, 1, 0, False)


@pytest.mark.parametrize("layout", ["SBH", "TND"])
def test_ring_attention_update_matches_split_softmax(layout):
    # attention over 2 key blocks computed separately and merged equals attention over all keys (float64 numpy)
    b, n, s, d, s2 = 2, 2, 3, 64, 6
    q, k, v = (RNG.standard_normal((b, n, s, d)), RNG.standard_normal((b, n, s2, d)),
               RNG.standard_normal((b, n, s2, d)))
    full = _attn_ref(q, k, v, 0.1, np.ones(1, bool))

    def part(lo, hi):
        sc = 0.1 * q @ k[:, :, lo:hi].swapaxes(-1, -2)
        m = sc.max(-1, keepdims=True)
        e = np.exp(sc - m)
        return e / e.sum(-1, keepdims=True) @ v[:, :, lo:hi], m[..., 0], e.sum(-1)

    def lay_out(o):
        return (o.transpose(2, 0, 1, 3).reshape(s, b, n * d) if layout == "SBH"
                else o.transpose(0, 2, 1, 3).reshape(b * s, n, d))

    def lay_stat(m):
        return (np.repeat(m[..., None], 8, -1) if layout == "SBH"
                else np.repeat(m.transpose(0, 2, 1).reshape(b * s, n)[..., None], 8, -1))

    (o1, m1, s1), (o2, m2, s2_) = part(0, 2), part(2, s2)
    f32 = lambda a: Tensor(a.astype(np.float32))  # noqa: E731
    out, mx, sm = ops.ring_attention_update(f32(lay_out(o1)), f32(lay_stat(m1)), f32(lay_stat(s1)),
                                            f32(lay_out(o2)), f32(lay_stat(m2)), f32(lay_stat(s2_)),
                                            Tensor([0, 3, 6], ms.int64) if layout == "TND" else None, layout)
    np.testing.assert_allclose(_np(out), lay_out(full), rtol=1e-5, atol=1e-5)
    np.testing.assert_allclose(_np(mx), lay_stat(np.maximum(m1, m2)), rtol=1e-6)
    mm = np.maximum(m1, m2)
    np.testing.assert_allclose(_np(sm), lay_stat(s1 * np.exp(m1 - mm) + s2_ * np.exp(m2 - mm)), rtol=1e-5)
    if layout == "TND":
        with pytest.raises(RuntimeError, match="actual_seq_qlen"):
            ops.ring_attention_update(f32(lay_out(o1)), f32(lay_stat(m1)), f32(lay_stat(s1)), f32(lay_out(o2)),
                                      f32(lay_stat(m2)), f32(lay_stat(s2_)), None, "TND")


# ----- fused_infer_attention_score -----------------------------------------------------------------------------------
def _lse_ref(q, k, scale, keep):
    s = scale * q @ np.swapaxes(k, -1, -2)
    s = np.where(keep, s, -np.inf)
    m = s.max(-1, keepdims=True)
    return m + np.log(np.exp(s - m).sum(-1, keepdims=True))


@pytest.mark.parametrize("layout", ["BSH", "BNSD", "BSND", "BNSD_BSND"])
def test_fused_infer_attention_score_prompt(layout):
    b, n, kvn, s1, s2, d = 2, 4, 2, 3, 5, 8
    q, k, v = _qkv(b, n, kvn, s1, s2, d)
    lay = {"BNSD": lambda t: t, "BNSD_BSND": lambda t: t, "BSND": lambda t: t.transpose(0, 2, 1, 3),
           "BSH": lambda t: t.transpose(0, 2, 1, 3).reshape(t.shape[0], t.shape[2], -1)}[layout]
    out, lse = ops.fused_infer_attention_score(Tensor(lay(q)), Tensor(lay(k)), Tensor(lay(v)), num_heads=n,
                                               scale=0.3, input_layout=layout, num_key_value_heads=kvn,
                                               sparse_mode=2, softmax_lse_flag=True)
    i, j = np.arange(s1)[:, None], np.arange(s2)[None, :]
    q64, k64, v64 = q.astype(np.float64), k.astype(np.float64), v.astype(np.float64)
    ref = _attn_ref(q64, k64, v64, 0.3, j <= i)
    ref = ref.transpose(0, 2, 1, 3) if layout in ("BSND", "BNSD_BSND") else lay(ref)
    np.testing.assert_allclose(_np(out), ref, rtol=1e-5, atol=1e-5)
    assert lse.shape == (b, n, s1, 1) and lse.dtype == ms.float32
    np.testing.assert_allclose(_np(lse), _lse_ref(q64, np.repeat(k64, 2, 1), 0.3, j <= i), rtol=1e-5, atol=1e-5)
    _, no_lse = ops.fused_infer_attention_score(Tensor(lay(q)), Tensor(lay(k)), Tensor(lay(v)), num_heads=n,
                                                input_layout=layout, num_key_value_heads=kvn)
    assert no_lse.shape == (1,) and not no_lse.asnumpy().any()


def test_fused_infer_attention_score_decode_matches_incre():
    b, n, s, d = 2, 2, 6, 8
    q, k, v = _qkv(b, n, n, 1, s, d)
    mask = np.zeros((b, 1, 1, s), bool)
    mask[0, ..., 1] = True
    out, _ = ops.fused_infer_attention_score(Tensor(q), Tensor(k), Tensor(v), atten_mask=Tensor(mask),
                                             actual_seq_lengths_kv=[5, 6], num_heads=n, scale=0.5,
                                             input_layout="BNSD")
    ref = ops.incre_flash_attention(Tensor(q), Tensor(k), Tensor(v), Tensor(mask), actual_seq_lengths=[5, 6],
                                    num_heads=n, input_layout="BNSD", scale_value=0.5)
    np.testing.assert_allclose(out.asnumpy(), ref.asnumpy(), rtol=1e-6, atol=1e-6)
    h = Tensor(np.ones((1, 2, 4)), ms.float16)
    # recorded from MindSpore 2.10.0 CPU
    with pytest.raises(ValueError, match="Failed to convert the value \"XX\" of input 'input_layout' of "
                                         "'FusedInferAttentionScore' to enum."):
        ops.fused_infer_attention_score(h, h, h, num_heads=2, input_layout='XX')
    with pytest.raises(ValueError, match="key_shared_prefix"):
        ops.fused_infer_attention_score(h, h, h, num_heads=2, key_shared_prefix=h)
    with pytest.raises(RuntimeError, match="head number 3"):
        ops.fused_infer_attention_score(h, h, h, num_heads=3)
    with pytest.raises(RuntimeError, match="num_key_value_heads"):
        ops.fused_infer_attention_score(h, h, h, num_heads=2, num_key_value_heads=3)
