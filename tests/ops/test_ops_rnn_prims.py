"""The recurrent-cell, bit-mask dropout and float-status primitives, and ``ops.tail``.

MindSpore 2.10's CPU build has no kernel for ``DropoutGenMask``, ``DropoutDoMask``, ``NPU*FloatStatus``,
``BasicLSTMCell``, ``DynamicRNN`` and ``DynamicGRUV2``: what it does give, the shapes and dtypes of its inference
(run under ``mindspore.jit`` returning ``ops.shape`` / ``ops.dtype`` of the outputs) and the argument errors raised
before the kernel, was recorded from MindSpore 2.10.0 CPU and is pinned here. The numbers of the cells are pinned
against an independent float64 numpy reference of the documented gate formulas, written below.
"""
import numpy as np
import pytest

import mindspore_compat as ms
from mindspore_compat import Tensor, amp, context, ops

F16, F32 = ms.float16, ms.float32


def _ones(shape, dtype=F16):
    return Tensor(np.ones(shape), dtype)


# ----- DropoutGenMask / DropoutDoMask --------------------------------------------------------------------------------
# mask shapes inferred by MindSpore 2.10.0 CPU for DropoutGenMask()(shape, Tensor(0.5, float32)); dtype UInt8
_MASK_SHAPES = {(2, 3): (16,), (4, 33): (32,), (128,): (16,), (129,): (32,), (2, 128): (32,), (1,): (16,)}


@pytest.mark.parametrize("shape", list(_MASK_SHAPES))
def test_gen_mask_shape_and_dtype(shape):
    m = ops.DropoutGenMask()(shape, Tensor(0.5, F32))
    assert m.shape == _MASK_SHAPES[shape] and m.dtype == ms.uint8


def test_gen_mask_edge_probabilities_and_draws():
    # keep_prob 1 sets every bit and 0 none (MindSpore's Ascend kernel fills 0xff / 0x00 for these)
    assert (ops.DropoutGenMask()((3, 50), Tensor(1.0, F32)).asnumpy() == 255).all()
    assert (ops.DropoutGenMask()((3, 50), Tensor(0.0, F16)).asnumpy() == 0).all()
    a = ops.DropoutGenMask(3, 4)((64, 64), Tensor(0.25, F32)).asnumpy()
    b = ops.DropoutGenMask(3, 4)((64, 64), Tensor(0.25, F32)).asnumpy()
    np.testing.assert_array_equal(a, b)  # the seeds fix the draws
    kept = np.unpackbits(a, bitorder="little").mean()
    assert abs(kept - 0.25) < 0.03


def test_gen_mask_errors():
    # types and messages recorded from MindSpore 2.10.0 CPU
    with pytest.raises(TypeError, match=r"For 'DropoutGenMask', the type of 'Seed0' should be 'int', but got type "
                                        r"'float'\."):
        ops.DropoutGenMask(1.0, 0)
    with pytest.raises(TypeError, match=r"For Primitive\[DropoutGenMask\], the type of input argument\[inputs\] must "
                                        r"be Tensor but got Float32\."):
        ops.DropoutGenMask()((2, 3), 0.5)
    with pytest.raises(TypeError, match=r"must be a type of \{Tensor\[BFloat16\], Tensor\[Float16\], "
                                        r"Tensor\[Float32\]\}, but got Tensor\[Int32\]\."):
        ops.DropoutGenMask()((2, 3), Tensor(1, ms.int32))
    with pytest.raises(RuntimeError, match=r"each dim of 'shape' must be greater than 0, but got shape\[1\]: -1\."):
        ops.DropoutGenMask()((2, -1), Tensor(0.5, F32))
    with pytest.raises(RuntimeError, match=r"shape\[1\]: 0\."):
        ops.DropoutGenMask()((2, 0), Tensor(0.5, F32))
    with pytest.raises(ValueError, match="keep_prop"):
        ops.DropoutGenMask()((2, 3), Tensor(1.5, F32))


def _do_mask_reference(x, mask, keep_prob):
    """float64 numpy: element i kept when bit i % 8 of byte i // 8 is set, kept elements divided by keep_prob."""
    bits = np.unpackbits(mask.astype(np.uint8), bitorder="little")[:x.size].reshape(x.shape).astype(bool)
    return np.where(bits, x.astype(np.float64) / keep_prob, 0.0)


def test_do_mask_values_shapes_dtypes():
    x = np.arange(1, 21, dtype=np.float32).reshape(4, 5)
    mask = np.array([0b10110101, 0b01100011, 0b1111] + [0] * 13, np.uint8)
    out = ops.DropoutDoMask()(Tensor(x), Tensor(mask), 0.5)
    assert out.shape == (4, 5) and out.dtype == F32
    np.testing.assert_allclose(out.asnumpy(), _do_mask_reference(x, mask, 0.5), rtol=1e-6)
    # shapes / dtypes inferred by MindSpore 2.10.0 CPU: float16 and int32 inputs keep their dtype, a larger mask
    # (32 bytes for 6 elements) and a float keep_prob are accepted
    full = Tensor(np.full((16,), 255), ms.uint8)
    assert ops.DropoutDoMask()(_ones((2, 3)), full, Tensor(0.5, F16)).dtype == F16
    assert ops.DropoutDoMask()(Tensor(np.ones((2, 3)), ms.int32), full, Tensor(0.5, F32)).dtype == ms.int32
    big = ops.DropoutDoMask()(_ones((2, 3), F32), Tensor(np.full((32,), 255), ms.uint8), 0.25)
    np.testing.assert_array_equal(big.asnumpy(), np.full((2, 3), 4.0, np.float32))
    # a generated mask with keep_prob 1 keeps everything
    gen = ops.DropoutGenMask()((4, 5), Tensor(1.0, F32))
    np.testing.assert_array_equal(ops.DropoutDoMask()(Tensor(x), gen, Tensor(1.0, F32)).asnumpy(), x)


def test_do_mask_errors():
    # types and messages recorded from MindSpore 2.10.0 CPU
    x = _ones((2, 3), F32)
    m = Tensor(np.full((16,), 255), ms.uint8)
    with pytest.raises(ValueError, match=r"For 'DropoutDoMask', the input 'mask' must be less than or equal to match "
                                         r"input, but got 'input_x' shape: \(2, 100\), 'mask' shape: \(16\)\."):
        ops.DropoutDoMask()(_ones((2, 100), F32), m, Tensor(0.5, F32))
    with pytest.raises(ValueError, match=r"the input 'mask' must be 1-D, but got: 2-D\."):
        ops.DropoutDoMask()(x, Tensor(np.full((2, 8), 255), ms.uint8), Tensor(0.5, F32))
    with pytest.raises(ValueError, match=r"dim of 'keep_prop' must be 0\(scalar\), but got: 1\."):
        ops.DropoutDoMask()(x, m, Tensor([0.5], F32))
    with pytest.raises(ValueError, match=r"the 'keep_prop' must in the range \[0, 1\], but got: 1\.5\."):
        ops.DropoutDoMask()(x, m, 1.5)
    with pytest.raises(TypeError, match=r"the type of 'keep_prop' must be float && KernelTensorValue, but got: 1\."):
        ops.DropoutDoMask()(x, m, 1)
    with pytest.raises(TypeError, match=r"the type of 'keep_prop' must be float or tensor, but got: a\."):
        ops.DropoutDoMask()(x, m, "a")
    with pytest.raises(TypeError, match=r"input argument\[keep prob\] must be a type of \{Tensor\[BFloat16\], "
                                        r"Tensor\[Float16\], Tensor\[Float32\], Tensor\[Float64\]\}, but got "
                                        r"Tensor\[Int32\]\."):
        ops.DropoutDoMask()(x, m, Tensor(1, ms.int32))
    with pytest.raises(TypeError, match=r"must be a type of \{Tensor\[UInt8\]\}, but got Tensor\[Int32\]\."):
        ops.DropoutDoMask()(x, Tensor(np.full((16,), 255), ms.int32), Tensor(0.5, F32))
    with pytest.raises(TypeError, match=r"must be a type of \{Tensor\[Float16\], Tensor\[Float32\], "
                                        r"Tensor\[Int32\]\}, but got Tensor\[Float64\]\."):
        ops.DropoutDoMask()(Tensor(np.ones((2, 3)), ms.float64), m, Tensor(0.5, F32))
    with pytest.raises(TypeError, match=r"For Primitive\[DropoutDoMask\], the type of input argument\[inputs\] must "
                                        r"be Tensor"):
        ops.DropoutDoMask()([1.0], m, 0.5)


# ----- NPUAllocFloatStatus / NPUGetFloatStatus / NPUClearFloatStatus -------------------------------------------------
def test_float_status_buffer_and_register():
    status = ops.NPUAllocFloatStatus()()
    # MindSpore documents the buffer as 8 float32 zeros
    assert status.shape == (8,) and status.dtype == F32
    np.testing.assert_array_equal(status.asnumpy(), np.zeros(8, np.float32))
    ops.NPUClearFloatStatus()(status)
    assert float(ops.NPUGetFloatStatus()(status).sum()) == 0.0
    assert not bool(amp.all_finite([Tensor([1.0, np.inf])]))  # an overflow check that finds an overflow
    got = ops.NPUGetFloatStatus()(status)
    np.testing.assert_array_equal(got.asnumpy(), [1, 0, 0, 0, 0, 0, 0, 0])
    np.testing.assert_array_equal(status.asnumpy(), got.asnumpy())  # written in place too
    assert bool(amp.all_finite([Tensor([1.0])]))  # a clean check does not lower the register
    assert float(ops.NPUGetFloatStatus()(status).sum()) == 1.0
    cleared = ops.NPUClearFloatStatus()(status)
    np.testing.assert_array_equal(cleared.asnumpy(), np.zeros(8))
    np.testing.assert_array_equal(ops.NPUGetFloatStatus()(status).asnumpy(), np.zeros(8))
    half = Tensor(np.zeros(8), F16)
    assert ops.NPUGetFloatStatus()(half).dtype == F16


def test_float_status_errors():
    # types and messages recorded from MindSpore 2.10.0 CPU
    with pytest.raises(ValueError, match=r"^The first dimension of input_x must be 8, but got 4$"):
        ops.NPUGetFloatStatus()(Tensor(np.zeros(4), F32))
    with pytest.raises(ValueError, match=r"^Input_x must be a 1-dimensional tensor, but got 2-dimensional tensor\.$"):
        ops.NPUGetFloatStatus()(Tensor(np.zeros((2, 4)), F32))
    with pytest.raises(TypeError, match=r"For primitive\[NPUClearFloatStatus\], the input argument\[input_x\] must be "
                                        r"a type of \{Tensor\[Float16\], Tensor\[Float32\]\}, but got "
                                        r"Tensor\[Int32\]\."):
        ops.NPUClearFloatStatus()(Tensor(np.zeros(8), ms.int32))
    with pytest.raises(TypeError, match=r"The primitive\[NPUGetFloatStatus\]'s input arguments\[input_x\] must be "
                                        r"all tensor"):
        ops.NPUGetFloatStatus()([0.0] * 8)


# ----- tail ----------------------------------------------------------------------------------------------------------
def test_tail():
    # recorded from MindSpore 2.10.0 CPU: None in PyNative mode; under jit (1, 2, 3) -> (2, 3), a list stays a
    # list, () and one-element tuples give (), and a Tensor raises RuntimeError "'Tail' arg0 must be tuple or list"
    assert ops.tail((1, 2, 3)) is None
    context.set_context(mode=context.GRAPH_MODE)
    try:
        assert ops.tail((1, 2, 3)) == (2, 3)
        assert ops.tail([1, 2, 3]) == [2, 3]
        assert ops.tail((1,)) == () and ops.tail(()) == ()
        with pytest.raises(RuntimeError, match="'Tail' arg0 must be tuple or list"):
            ops.tail(Tensor([1, 2]))
    finally:
        context.set_context(mode=context.PYNATIVE_MODE)


# ----- recurrent cells: float64 numpy references of the documented formulas -----------------------------------------
def _sig(v):
    return 1.0 / (1.0 + np.exp(-v))


def _lstm_reference(x, h, c, w, b, forget_bias, clip=-1.0):
    """One step; gates i, j, f, o in the columns of ``[x, h] @ w + b``."""
    g = np.concatenate([x, h], -1) @ w + b
    gi, gj, gf, go = np.split(g, 4, -1)
    i, j, f, o = _sig(gi), np.tanh(gj), _sig(gf + forget_bias), _sig(go)
    c = f * c + i * j
    if clip > 0:
        c = np.clip(c, -clip, clip)
    return o * np.tanh(c), c, i, j, f, o, np.tanh(c)


def _rand(rng, shape, scale=0.5):
    return (rng.standard_normal(shape) * scale).astype(np.float64)


def test_basic_lstm_cell_numbers_shapes_dtypes():
    rng = np.random.default_rng(0)
    x, h, c, w, b = _rand(rng, (2, 3)), _rand(rng, (2, 4)), _rand(rng, (2, 4)), _rand(rng, (7, 16)), _rand(rng, 16)
    outs = ops.BasicLSTMCell(forget_bias=0.5)(*(Tensor(v.astype(np.float32)) for v in (x, h, c, w, b)))
    ht, ct, i, j, f, o, tanhc = _lstm_reference(x, h, c, w, b, 0.5)
    for got, want in zip(outs, (ct, ht, i, j, f, o, tanhc)):
        assert got.shape == (2, 4)
        np.testing.assert_allclose(got.asnumpy().astype(np.float64), want, rtol=2e-3 if got.dtype == F16 else 1e-5,
                                   atol=1e-3 if got.dtype == F16 else 1e-6)
    # dtypes inferred by MindSpore 2.10.0 CPU: ct/it/jt/ft/ot/tanhct take c's dtype, ht is float16
    assert [o.dtype for o in outs] == [F32, F16, F32, F32, F32, F32, F32]
    half = ops.BasicLSTMCell()(_ones((2, 3)), _ones((2, 4)), _ones((2, 4)), _ones((7, 16)), _ones((16,)))
    assert all(o.dtype == F16 for o in half)
    mixed = ops.BasicLSTMCell()(_ones((2, 3)), _ones((2, 4)), _ones((2, 4), F32), _ones((7, 16)), _ones((16,), F32))
    assert [o.dtype for o in mixed] == [F32, F16, F32, F32, F32, F32, F32]


def test_basic_lstm_cell_errors():
    # types and messages recorded from MindSpore 2.10.0 CPU
    cell = ops.BasicLSTMCell()
    with pytest.raises(ValueError, match=r"For 'BasicLSTMCell', the 'w_shape\[1\]' should be = 4\*h_shape\[1\]: 16, "
                                         r"but got 12\."):
        cell(_ones((2, 3)), _ones((2, 4)), _ones((2, 4), F32), _ones((7, 12)), _ones((16,), F32))
    with pytest.raises(TypeError, match=r"For 'BasicLSTMCell', the type of 'b_dtype' should be same as 'c_dtype', but "
                                        r"got 'c_dtype' with type Tensor\[Float32\] and 'b_dtype' with type "
                                        r"Tensor\[Float16\]\."):
        cell(_ones((2, 3)), _ones((2, 4)), _ones((2, 4), F32), _ones((7, 16)), _ones((16,), F16))
    with pytest.raises(TypeError, match=r"the type of 'keep_prob' should be 'float', but got type 'int'\."):
        ops.BasicLSTMCell(keep_prob=1)
    with pytest.raises(ValueError, match=r"For 'BasicLSTMCell', the 'keep_prob' must be in range of \[0\.0, 1\.0\], "
                                         r"but got 1\.5 with type 'float'\."):
        ops.BasicLSTMCell(keep_prob=1.5)
    with pytest.raises(ValueError, match=r"the 'activation' must be str and must be in '\['tanh'\]', but got "
                                         r"'relu'\."):
        ops.BasicLSTMCell(activation="relu")
    with pytest.raises(TypeError, match=r"the type of 'state_is_tuple' should be 'bool', but got type 'int'\."):
        ops.BasicLSTMCell(state_is_tuple=1)


def test_dynamic_rnn_numbers_shapes_dtypes():
    rng = np.random.default_rng(1)
    steps, batch, size, hid = 3, 2, 3, 4
    x, w, b = _rand(rng, (steps, batch, size)), _rand(rng, (size + hid, 4 * hid)), _rand(rng, 4 * hid)
    h0, c0 = _rand(rng, (1, batch, hid)), _rand(rng, (1, batch, hid))
    x, w, b, h0, c0 = (v.astype(np.float16).astype(np.float64) for v in (x, w, b, h0, c0))
    outs = ops.DynamicRNN(forget_bias=1.0, cell_clip=0.4)(*(Tensor(v, F16) for v in (x, w, b)), None,
                                                          Tensor(h0, F16), Tensor(c0, F16))
    # inferred by MindSpore 2.10.0 CPU: 8 float16 outputs of shape (num_step, batch, hidden)
    assert len(outs) == 8 and all(o.shape == (3, 2, 4) and o.dtype == F16 for o in outs)
    h, c = h0[0], c0[0]
    want = []
    for s in range(steps):
        h, c, i, j, f, o, tanhc = _lstm_reference(x[s], h, c, w, b, 1.0, 0.4)
        want.append((h, h, c, i, j, f, o, tanhc))
    for k in range(8):
        np.testing.assert_allclose(outs[k].asnumpy().astype(np.float64), np.stack([v[k] for v in want]),
                                   rtol=2e-3, atol=2e-3)
    # num_proj leaves the inferred shapes alone (MindSpore 2.10.0 CPU)
    proj = ops.DynamicRNN(num_proj=2)(_ones((5, 2, 3)), _ones((7, 16)), _ones((16,)), None, _ones((1, 2, 4)),
                                      _ones((1, 2, 4)))
    assert all(o.shape == (5, 2, 4) for o in proj)


def test_dynamic_rnn_errors():
    # types and messages recorded from MindSpore 2.10.0 CPU
    rnn = ops.DynamicRNN()
    x, w, b, h = _ones((5, 2, 3)), _ones((7, 16)), _ones((16,)), _ones((1, 2, 4))
    with pytest.raises(TypeError, match=r"For primitive\[DynamicRNN\], the input argument\[b\] must be a type of "
                                        r"\{Tensor\[Float16\]\}, but got Tensor\[Float32\]\."):
        rnn(x, w, _ones((16,), F32), None, h, h)
    with pytest.raises(TypeError, match=r"For primitive\[DynamicRNN\], the input type must be same\."):
        rnn(_ones((5, 2, 3), F32), w, b, None, h, h)
    with pytest.raises(ValueError, match=r"For 'DynamicRNN', w_shape\[0\] should equal to input_size \+ hidden_size, "
                                         r"but gets 7\."):
        rnn(x, _ones((7, 12)), b, None, h, h)
    with pytest.raises(ValueError, match=r"For 'DynamicRNN', b_shape\[0\] should equal to w_shape\[1\], but gets 12\."):
        rnn(x, w, _ones((12,)), None, h, h)
    with pytest.raises(ValueError, match=r"For primitive\[DynamicRNN\], the h_shape must be equal to 3, but got 2\."):
        rnn(x, w, b, None, _ones((2, 4)), h)
    with pytest.raises(ValueError, match=r"For primitive\[DynamicRNN\], the h_shape\[1\] must be equal to 2, but got "
                                         r"3\."):
        rnn(x, w, b, None, _ones((1, 3, 4)), h)
    with pytest.raises(ValueError, match=r"For primitive\[DynamicRNN\], the x_shape must be equal to 3, but got 2\."):
        rnn(_ones((5, 2)), w, b, None, h, h)
    with pytest.raises(ValueError, match=r"For 'DynamicRNN' seq is not None, please check seq's type"):
        rnn(x, w, b, Tensor(np.ones(2), ms.int32), h, h)
    for kwargs, exc, text in (
            ({"keep_prob": 1}, TypeError, r"For 'DynamicRNN', the type of 'keep_prob' should be 'float', but got "
                                          r"type 'int'\."),
            ({"keep_prob": 1.5}, ValueError, r"^The 'keep_prob' must be in range of \[0\.0, 1\.0\], but got 1\.5 "
                                             r"with type 'float'\."),
            ({"cell_type": "GRU"}, ValueError, r"the 'cell_type' must be str and must be in '\['LSTM'\]', but got "
                                               r"'GRU'\."),
            ({"cell_type": 1}, TypeError, r"the type of 'cell_type' should be 'str', but got type 'int'\."),
            ({"time_major": False}, ValueError, r"For 'DynamicRNN', the 'time_major' should be = the supported "
                                                r"value: True, but got False\."),
            ({"num_proj": -1}, ValueError, r"the 'num_proj' must be int and must >= 0, but got '-1' with type "
                                           r"'int'\."),
            ({"use_peephole": 1}, TypeError, r"the type of 'use_peephole' should be 'bool'"),
            ({"forget_bias": 1}, TypeError, r"the type of 'forget_bias' should be 'float'")):
        with pytest.raises(exc, match=text):
            ops.DynamicRNN(**kwargs)


def _gru_reference(x, wi, wh, bi, bh, h, order, reset_after):
    idx = {"rzh": (0, 1, 2), "zrh": (1, 0, 2)}[order]

    def blocks(v):
        parts = np.split(v, 3, -1)
        return [parts[k] for k in idx]

    whr, whz, whn = blocks(wh)
    bhr, bhz, bhn = blocks(bh)
    rows = []
    for s in range(x.shape[0]):
        ar, az, an = blocks(x[s] @ wi + bi)
        r = _sig(ar + h @ whr + bhr)
        z = _sig(az + h @ whz + bhz)
        e = h @ whn + bhn if reset_after else (r * h) @ whn + bhn
        n = np.tanh(an + r * e) if reset_after else np.tanh(an + e)
        h = (1 - z) * n + z * h
        rows.append((h, h, z, r, n, e))
    return [np.stack([row[k] for row in rows]) for k in range(6)]


@pytest.mark.parametrize("order,reset_after", [("rzh", True), ("zrh", True), ("rzh", False)])
def test_dynamic_gru_v2_numbers(order, reset_after):
    rng = np.random.default_rng(2)
    steps, batch, size, hid = 3, 2, 3, 4
    x, wi, wh = _rand(rng, (steps, batch, size)), _rand(rng, (size, 3 * hid)), _rand(rng, (hid, 3 * hid))
    x, wi, wh = (v.astype(np.float16).astype(np.float64) for v in (x, wi, wh))
    bi, bh, h0 = _rand(rng, 3 * hid), _rand(rng, 3 * hid), _rand(rng, (batch, hid))
    outs = ops.DynamicGRUV2(gate_order=order, reset_after=reset_after)(
        Tensor(x, F16), Tensor(wi, F16), Tensor(wh, F16), Tensor(bi, F32), Tensor(bh, F32), None, Tensor(h0, F32))
    want = _gru_reference(x, wi, wh, bi, bh, h0, order, reset_after)
    for got, ref in zip(outs, want):
        assert got.shape == (3, 2, 4) and got.dtype == F32
        np.testing.assert_allclose(got.asnumpy().astype(np.float64), ref, rtol=1e-5, atol=1e-6)


def test_dynamic_gru_v2_shapes_dtypes_errors():
    # shapes, dtypes, types and messages recorded from MindSpore 2.10.0 CPU
    gru = ops.DynamicGRUV2()
    x, wi, wh = _ones((5, 2, 3)), _ones((3, 12)), _ones((4, 12))
    outs = gru(x, wi, wh, _ones((12,)), _ones((12,)), None, _ones((2, 4)))
    assert len(outs) == 6 and all(o.shape == (5, 2, 4) and o.dtype == F16 for o in outs)
    outs = gru(x, wi, wh, None, None, None, _ones((2, 4), F32))
    assert all(o.shape == (5, 2, 4) and o.dtype == F32 for o in outs)
    proj = ops.DynamicGRUV2(num_proj=2)(x, wi, wh, _ones((12,)), _ones((12,)), None, _ones((2, 4)))
    assert [o.shape for o in proj] == [(5, 2, 2)] + [(5, 2, 4)] * 5
    batch_major = ops.DynamicGRUV2(time_major=False)(x, wi, wh, _ones((12,)), _ones((12,)), None, _ones((2, 4)))
    assert batch_major[0].shape == (5, 2, 4)
    with pytest.raises(TypeError, match=r"For primitive\[DynamicGRUV2\], the input type must be same\."):
        gru(x, wi, wh, None, _ones((12,)), None, _ones((2, 4), F32))
    with pytest.raises(TypeError, match=r"For primitive\[DynamicGRUV2\], the input type must be same\."):
        gru(_ones((5, 2, 3), F32), wi, wh, _ones((12,)), _ones((12,)), None, _ones((2, 4)))
    with pytest.raises(ValueError, match=r"For primitive\[DynamicGRUV2\], the h shape rank must be equal to 2, but "
                                         r"got 3\."):
        gru(x, wi, wh, _ones((12,)), _ones((12,)), None, _ones((1, 2, 4)))
    with pytest.raises(ValueError, match=r"The primitive\[DynamicGRUV2\]'s input arguments weight input shape should "
                                         r"equal to \(3, 12\), but get the real shape \(3, 9\)\."):
        gru(x, _ones((3, 9)), wh, _ones((12,)), _ones((12,)), None, _ones((2, 4)))
    with pytest.raises(ValueError, match=r"init h shape should equal to \(2, 4\), but get the real shape \(3, 4\)\."):
        gru(x, wi, wh, _ones((12,)), _ones((12,)), None, _ones((3, 4)))
    with pytest.raises(ValueError, match=r"For 'DynamicGRUV2', the dimension of 'seq_length' must be None"):
        gru(x, wi, wh, _ones((12,)), _ones((12,)), Tensor(np.ones(2), ms.int32), _ones((2, 4)))
    for kwargs, exc, text in (
            ({"gate_order": "hzr"}, ValueError, r"the 'gate_order' must be str and must be in '\['zrh', 'rzh'\]', "
                                                r"but got 'hzr'\."),
            ({"direction": "BIDIRECTIONAL"}, ValueError, r"the 'direction' must be str and must be in "
                                                         r"'\['UNIDIRECTIONAL'\]', but got 'BIDIRECTIONAL'\."),
            ({"reset_after": 1}, TypeError, r"the type of 'reset_after' should be 'bool', but got type 'int'\."),
            ({"cell_depth": 1.0}, TypeError, r"the type of 'cell_depth' should be 'int', but got type 'float'\.")):
        with pytest.raises(exc, match=text):
            ops.DynamicGRUV2(**kwargs)


# ----- FusedAdaFactor / FusedAdaFactorWithGlobalNorm (MindSpore's CPU build runs them) -------------------------------
def _ada_inputs(shape, dtype=np.float32):
    rng = np.random.default_rng(0)
    param = ms.Parameter(Tensor(rng.standard_normal(shape).astype(dtype)), name="param")
    exp_avg = ms.Parameter(Tensor(np.full(shape, 0.1, dtype)), name="exp_avg")
    exp_avg_sq = ms.Parameter(Tensor(np.full(shape, 0.2, dtype)), name="exp_avg_sq")
    row_shape = shape[:-1]
    col_shape = shape[:-2] + shape[-1:] if len(shape) >= 2 else shape
    row = ms.Parameter(Tensor(np.full(row_shape, 0.3, dtype)), name="row")
    col = ms.Parameter(Tensor(np.full(col_shape, 0.4, dtype)), name="col")
    grad = Tensor(rng.standard_normal(shape).astype(dtype))
    return grad, param, exp_avg, row, col, exp_avg_sq


def _s(v):
    return Tensor(v, F32)


_ADA_EPSILON = Tensor(np.array((1e-30, 1e-3), np.float32))
# (shape, (enable_scale_parameter, enable_first_moment, enable_weight_decay), clip_threshold, global_norm, dtype);
# beta1 0.9, beta2 0.8, weight_decay 0.01, learning_rate 0.03
_ADA_CASES = {"f32_2x3_none": ([2, 3], (False, False, False), 1.0, None, np.float32),
              "f32_4_none": ([4], (False, False, False), 1.0, None, np.float32),
              "f32_2x3_all": ([2, 3], (True, True, True), 1.0, None, np.float32),
              "f32_4_all": ([4], (True, True, True), 1.0, None, np.float32),
              "f32_2x2x3_all": ([2, 2, 3], (True, True, True), 2.0, None, np.float32),
              "f16_2x3_none": ([2, 3], (False, False, False), 1.0, None, np.float16),
              "gn_2x3": ([2, 3], (False, False, False), 1.0, 2.0, np.float32),
              "gn_tiny_2x3": ([2, 3], (True, False, True), 1.0, 1e-31, np.float32)}
# param, exp_avg, exp_avg_sq_row, exp_avg_sq_col, exp_avg_sq after one step, recorded from MindSpore 2.10.0 CPU
_ADA_RECORDED = {'f32_2x3_none': [[0.08804557472467422, -0.16505713760852814, 0.6673930883407593, 0.1449090540409088,
                   -0.511944055557251, 0.3598622977733612],
                  [0.10000000149011612, 0.10000000149011612, 0.10000000149011612, 0.10000000149011612,
                   0.10000000149011612, 0.10000000149011612],
                  [0.4461747705936432, 0.3727647066116333],
                  [0.6501708030700684, 0.44854336977005005, 0.36969512701034546],
                  [0.20000000298023224, 0.20000000298023224, 0.20000000298023224, 0.20000000298023224,
                   0.20000000298023224, 0.20000000298023224]],
 'f32_4_none': [[0.15000276267528534, -0.14981114864349365, 0.6014649271965027, 0.07055439054965973],
                [0.10000000149011612, 0.10000000149011612, 0.10000000149011612, 0.10000000149011612],
                [0.30000001192092896],
                [0.4000000059604645, 0.4000000059604645, 0.4000000059604645, 0.4000000059604645],
                [0.2173883467912674, 0.1861502081155777, 0.5000832080841064, 0.3393924832344055]],
 'f32_2x3_all': [[0.034279122948646545, -0.2233460396528244, 0.5513776540756226, 0.016413450241088867,
                  -0.624703586101532, 0.27148765325546265],
                 [0.0914367139339447, 0.0912562906742096, 0.08897175639867783, 0.08847466856241226,
                  0.08909547328948975, 0.09006606042385101],
                 [0.4461747705936432, 0.3727647066116333],
                 [0.6501708030700684, 0.44854336977005005, 0.36969512701034546],
                 [0.20000000298023224, 0.20000000298023224, 0.20000000298023224, 0.20000000298023224,
                  0.20000000298023224, 0.20000000298023224]],
 'f32_4_all': [[0.03653561323881149, -0.22268828749656677, 0.5490448474884033, 0.013731889426708221],
               [0.08918189257383347, 0.09059678018093109, 0.09131305664777756, 0.09115761518478394],
               [0.30000001192092896],
               [0.4000000059604645, 0.4000000059604645, 0.4000000059604645, 0.4000000059604645],
               [0.2173883467912674, 0.1861502081155777, 0.5000832080841064, 0.3393924832344055]],
 'f32_2x2x3_all': [[0.04004548490047455, -0.22142072021961212, 0.553480863571167, 0.016969755291938782,
                    -0.6230591535568237, 0.2727588415145874, 1.2124526500701904, 0.8534913659095764,
                    -0.7930892109870911, -1.3589483499526978, -0.7111991047859192, -0.049904875457286835],
                   [0.08565815538167953, 0.08934378623962402, 0.08680642396211624, 0.08790818601846695,
                    0.08750295639038086, 0.08875978738069534, 0.09127181768417358, 0.09338942915201187,
                    0.0895027294754982, 0.09379427134990692, 0.08805639296770096, 0.0912221223115921],
                   [0.7070621252059937, 0.30216526985168457, 0.32485300302505493, 0.40221768617630005],
                   [0.9141983985900879, 0.35440880060195923, 0.48523402214050293, 0.5236662030220032,
                    0.47293180227279663, 0.3340080678462982],
                   [0.20000000298023224, 0.20000000298023224, 0.20000000298023224, 0.20000000298023224,
                    0.20000000298023224, 0.20000000298023224, 0.20000000298023224, 0.20000000298023224,
                    0.20000000298023224, 0.20000000298023224, 0.20000000298023224, 0.20000000298023224]],
 'f16_2x3_none': [[0.08807373046875, -0.1650390625, 0.66748046875, 0.1448974609375, -0.51171875, 0.35986328125],
                  [0.0999755859375, 0.0999755859375, 0.0999755859375, 0.0999755859375, 0.0999755859375,
                   0.0999755859375],
                  [0.4462890625, 0.372802734375], [0.64990234375, 0.448486328125, 0.36962890625],
                  [0.199951171875, 0.199951171875, 0.199951171875, 0.199951171875, 0.199951171875, 0.199951171875]],
 'gn_2x3': [[0.09539002180099487, -0.15566504001617432, 0.6584407687187195, 0.13531558215618134,
             -0.5196520686149597, 0.3605020046234131],
            [0.10000000149011612, 0.10000000149011612, 0.10000000149011612, 0.10000000149011612,
             0.10000000149011612, 0.10000000149011612],
            [0.2915436923503876, 0.2731911838054657],
            [0.40254271030426025, 0.35213586688041687, 0.3324238061904907],
            [0.20000000298023224, 0.20000000298023224, 0.20000000298023224, 0.20000000298023224,
             0.20000000298023224, 0.20000000298023224]],
 'gn_tiny_2x3': [[0.11134865880012512, -0.14465272426605225, 0.6506317853927612, 0.1201414242386818,
                  -0.5265628695487976, 0.3608931005001068],
                 [0.10000000149011612, 0.10000000149011612, 0.10000000149011612, 0.10000000149011612,
                  0.10000000149011612, 0.10000000149011612],
                 [0.4461747705936432, 0.3727647066116333],
                 [0.6501708030700684, 0.44854336977005005, 0.36969512701034546],
                 [0.20000000298023224, 0.20000000298023224, 0.20000000298023224, 0.20000000298023224,
                  0.20000000298023224, 0.20000000298023224]]}


@pytest.mark.parametrize("key", list(_ADA_CASES))
def test_fused_ada_factor_recorded(key):
    shape, flags, clip, norm, dtype = _ADA_CASES[key]
    inputs = _ada_inputs(shape, dtype)
    hyper = (_ADA_EPSILON, _s(clip), _s(0.9), _s(0.8), _s(0.01), _s(0.03))
    if norm is None:
        out = ops.FusedAdaFactor(*flags)(*hyper, *inputs)
    else:
        out = ops.FusedAdaFactorWithGlobalNorm(*flags)(*hyper, *inputs, _s(norm))
    # recorded from MindSpore 2.10.0 CPU: a tuple of one zero Tensor of param's shape and dtype
    assert isinstance(out, tuple) and len(out) == 1
    assert out[0].shape == tuple(shape) and out[0].dtype == inputs[1].dtype
    assert not out[0].asnumpy().any()
    tol = 2e-3 if dtype == np.float16 else 2e-6
    for got, want in zip(inputs[1:], _ADA_RECORDED[key]):
        np.testing.assert_allclose(got.asnumpy().ravel().astype(np.float64), want, rtol=tol, atol=tol)


def test_fused_ada_factor_errors():
    # types and messages recorded from MindSpore 2.10.0 CPU; beta1 1.5, beta2 1.5 and a negative epsilon run
    with pytest.raises(RuntimeError, match=r"For 'FusedAdaFactor', clip threshold 0 is invalid\."):
        ops.FusedAdaFactor()(_ADA_EPSILON, _s(0.0), _s(0.9), _s(0.8), _s(0.01), _s(0.03), *_ada_inputs([2, 3]))
    with pytest.raises(RuntimeError, match=r"For 'FusedAdaFactor', beta2t -0\.8 is invalid\."):
        ops.FusedAdaFactor()(_ADA_EPSILON, _s(1.0), _s(0.9), _s(-0.8), _s(0.01), _s(0.03), *_ada_inputs([2, 3]))
    ops.FusedAdaFactor()(_ADA_EPSILON, _s(1.0), _s(1.5), _s(1.5), _s(0.01), _s(0.03), *_ada_inputs([2, 3]))
    ops.FusedAdaFactor()(Tensor(np.array((-1.0, 1e-3), np.float32)), _s(1.0), _s(0.9), _s(0.8), _s(0.01), _s(0.03),
                         *_ada_inputs([2, 3]))
    with pytest.raises(TypeError, match=r"For 'FusedAdaFactor', the type of 'enable_first_moment' should be 'bool', "
                                        r"but got type 'int'\."):
        ops.FusedAdaFactor(enable_first_moment=1)
    # the Python-number form of MindSpore's own example runs too
    out = ops.FusedAdaFactor()((1e-30, 1e-3), 1.0, 0.9, 0.8, 0.01, 0.03, *_ada_inputs([2, 3]))
    assert out[0].shape == (2, 3)


# ----- SampleDistortedBoundingBoxV2 (MindSpore's CPU build runs it; the Philox draws are reproduced) -----------------
_BOX = Tensor([[[0.38, 0.17, 0.95, 0.40]]], F32)
_IMAGE = Tensor([640, 480, 3], ms.int32)
# (attributes, image_size, boxes, min_object_covered) -> (begin, size, bboxes), recorded from MindSpore 2.10.0 CPU
_SDBB_RECORDED = [
    ({"seed": 1, "seed2": 1, "aspect_ratio_range": (0.9, 1.1), "area_range": (0.1, 0.9)}, _IMAGE, _BOX, 0.1,
     [70, 18, 0], [502, 457, -1], [0.109375, 0.0375, 0.89375, 0.9895833]),
    ({"seed": 5, "seed2": 7, "aspect_ratio_range": (0.9, 1.1), "area_range": (0.1, 0.9)}, _IMAGE, _BOX, 0.1,
     [24, 19, 0], [401, 397, -1], [0.0375, 0.03958333, 0.6640625, 0.8666667]),
    ({"seed": 3, "seed2": 0, "aspect_ratio_range": (0.5, 2.0), "area_range": (0.3, 0.6), "max_attempts": 5},
     _IMAGE, Tensor([[[0.1, 0.1, 0.3, 0.2], [0.5, 0.5, 0.9, 0.9]]], F32), 0.7,
     [121, 116, 0], [483, 334, -1], [0.189062506, 0.24166666, 0.943750024, 0.9375]),
    ({"seed": 0, "seed2": 9}, Tensor([20, 30, 1], ms.int32), _BOX, 1.0,
     [0, 2, 0], [19, 21, -1], [0.0, 0.0666666701, 0.949999988, 0.766666651]),
    ({"seed": 2, "seed2": 3, "max_attempts": 1}, Tensor([20, 30, 1], ms.int32), _BOX, 1.0,
     [0, 0, 0], [20, 30, -1], [0.0, 0.0, 1.0, 1.0]),
    ({"seed": 1 << 40, "seed2": (1 << 33) + 5}, _IMAGE, _BOX, 0.1,
     [5, 131, 0], [350, 326, -1], [0.0078125, 0.272916675, 0.5546875, 0.952083349]),
    ({"seed": 1, "seed2": 1}, Tensor([64, 48, 3], ms.int16),
     Tensor([[[0.1, 0.1, 0.9, 0.9], [0.2, 0.3, 0.4, 0.5]]], F32), 0.9,
     [1, 0, 0], [61, 48, -1], [0.015625, 0.0, 0.96875, 1.0]),
    ({"seed": 1, "seed2": 1, "use_image_if_no_bounding_boxes": True}, _IMAGE, Tensor(np.zeros((1, 0, 4)), F32), 0.1,
     [262, 107, 0], [358, 280, -1], [0.409375012, 0.222916663, 0.96875, 0.806249976]),
]


@pytest.mark.parametrize("case", range(len(_SDBB_RECORDED)))
def test_sample_distorted_bounding_box_v2_recorded(case):
    attrs, image, boxes, cover, begin, size, bbox = _SDBB_RECORDED[case]
    op = ops.SampleDistortedBoundingBoxV2(**attrs)
    for _ in range(2):  # fixed seeds give the same crop at every call (MindSpore 2.10.0 CPU)
        b, s, bb = op(image, boxes, Tensor([cover], F32))
        assert b.dtype == image.dtype and s.dtype == image.dtype and bb.dtype == F32 and bb.shape == (1, 1, 4)
        assert b.asnumpy().tolist() == begin and s.asnumpy().tolist() == size
        np.testing.assert_allclose(bb.asnumpy().ravel(), bbox, rtol=1e-6)


def test_sample_distorted_bounding_box_v2_dtypes_and_errors():
    # recorded from MindSpore 2.10.0 CPU: uint8 sizes wrap the -1 to 255
    b, s, _ = ops.SampleDistortedBoundingBoxV2(seed=1, seed2=1)(Tensor([64, 48, 3], ms.uint8), _BOX,
                                                                 Tensor([0.1], F32))
    assert s.dtype == ms.uint8 and s.asnumpy()[2] == 255
    cls = ops.SampleDistortedBoundingBoxV2
    with pytest.raises(TypeError, match=r"For 'SampleDistortedBoundingBoxV2', the type of 'seed' must be 'int', but "
                                        r"got 'float'\."):
        cls(seed=1.0)
    with pytest.raises(ValueError, match=r"the 'max_attempts' must be int and must > 0, but got '0' with type "
                                         r"'int'\."):
        cls(max_attempts=0)
    with pytest.raises(TypeError, match=r"the 'max_attempts' must be int, but got 'float'"):
        cls(max_attempts=1.0)
    with pytest.raises(TypeError, match=r"the 'use_image_if_no_bounding_boxes' must be a bool, but got int\."):
        cls(use_image_if_no_bounding_boxes=1)
    op, cover = cls(seed=1, seed2=1), Tensor([0.1], F32)
    with pytest.raises(TypeError, match=r"input argument\[image_size\] must be a type of \{Tensor\[Int16\], "
                                        r"Tensor\[Int32\], Tensor\[Int64\], Tensor\[Int8\], Tensor\[UInt8\]\}, but got "
                                        r"Tensor\[Float32\]\."):
        op(Tensor([640., 480., 3.], F32), _BOX, cover)
    with pytest.raises(ValueError, match=r"the image_size elements must be equal to 3, but got 2\."):
        op(Tensor([640, 480], ms.int32), _BOX, cover)
    with pytest.raises(ValueError, match=r"the bounding_boxes dimension must be equal to 3, but got 2\."):
        op(_IMAGE, Tensor([[0.38, 0.17, 0.95, 0.40]], F32), cover)
    with pytest.raises(ValueError, match=r"the elements of each bounding box in bounding_boxes must be equal to 4, but "
                                         r"got 3\."):
        op(_IMAGE, Tensor([[[0.38, 0.17, 0.95]]], F32), cover)
    with pytest.raises(RuntimeError, match=r"min_object_covered must be in \[0\.0, 1\.0\], got: \[1\.5\]\."):
        op(_IMAGE, _BOX, Tensor([1.5], F32))
    with pytest.raises(RuntimeError, match=r"all bounding box coordinates must in \[0\.0, 1\.0\], got: \[1\.95\]\."):
        op(_IMAGE, Tensor([[[0.38, 0.17, 1.95, 0.40]]], F32), cover)
    with pytest.raises(RuntimeError, match=r"x_min of bounding box must be less than x_max, got: \[0\.47\] and "
                                           r"\[0\.4\]\."):
        op(_IMAGE, Tensor([[[0.38, 0.47, 0.95, 0.40]]], F32), cover)
    with pytest.raises(ValueError, match=r"equals 0, which means no bounding boxes provided as input\. Set "
                                         r"use_image_if_no_bounding_boxes=True"):
        op(_IMAGE, Tensor(np.zeros((1, 0, 4)), F32), cover)
    with pytest.raises(RuntimeError, match=r"image height and width must be positive, got: \[0\] and \[480\]\."):
        op(Tensor([0, 480, 3], ms.int32), _BOX, cover)
    with pytest.raises(TypeError, match=r"input argument\[min_object_covered\] must be a type of \{Tensor\[Float32\]\}, "
                                        r"but got Tensor\[Float64\]\."):
        op(_IMAGE, _BOX, Tensor([0.1], ms.float64))
    with pytest.raises(ValueError, match=r"the min_object_covered dimension must be equal to 1, but got 0\."):
        op(_IMAGE, _BOX, Tensor(0.1, F32))


# ----- GroupTopk (Ascend only in MindSpore 2.10; numbers against a float64 numpy reference) --------------------------
def _group_topk_reference(x, group_num, k, k_inner):
    """Group score = sum of the k_inner largest values; the k best groups (ties: lower index) are kept."""
    rows = x.reshape(-1, group_num, x.shape[-1] // group_num).astype(np.float64)
    scores = np.sort(rows, -1)[..., -k_inner:].sum(-1)
    order = np.argsort(-scores, -1, kind="stable")
    keep = np.zeros_like(scores, dtype=bool)
    np.put_along_axis(keep, order[:, :k], True, -1)
    return np.where(keep[..., None], rows, 0.0).reshape(x.shape)


@pytest.mark.parametrize("shape,group_num,k,k_inner", [((7, 64), 8, 3, 2), ((2, 3, 32), 4, 2, 1),
                                                       ((5, 48), 16, 4, 3)])
def test_group_topk_numbers(shape, group_num, k, k_inner):
    x = np.random.default_rng(3).uniform(-2, 2, shape).astype(np.float16)
    token = Tensor(x, F16)
    out = ops.GroupTopk()(token, Tensor(np.arange(1024), ms.int32), group_num, k, k_inner)
    want = _group_topk_reference(x, group_num, k, k_inner)
    assert out is token and token.dtype == F16 and token.shape == shape  # updated in place
    np.testing.assert_array_equal(token.asnumpy().astype(np.float64), want)
    bf = Tensor(x, ms.bfloat16)
    ops.GroupTopk()(bf, Tensor(np.arange(1024), ms.int32), group_num, k, k_inner)
    assert ((bf.float().asnumpy() == 0) == (want == 0)).all()


def test_group_topk_errors():
    # the dtype and rank errors are recorded from MindSpore 2.10.0 CPU (its inference); the size constraints are
    # the ones MindSpore documents for the Ascend kernel
    idx = Tensor(np.arange(1024), ms.int32)
    with pytest.raises(TypeError, match=r"The primitive\[GroupTopk\]'s input arguments\[token, idxArr\], invalid type "
                                        r"list: \{Float32,Int32\}"):
        ops.GroupTopk()(Tensor(np.ones((4, 8)), F32), idx, 4, 2)
    with pytest.raises(TypeError, match=r"invalid type list: \{Float16,Int64\}"):
        ops.GroupTopk()(_ones((4, 8)), Tensor(np.arange(1024), ms.int64), 4, 2)
    with pytest.raises(ValueError, match=r"For primitive\[GroupTopk\], the dim of token must be in \[2,3\], but got 1\."):
        ops.GroupTopk()(_ones((8,)), idx, 4, 2)
    with pytest.raises(RuntimeError, match=r"k=5, group_num=4, expert=8"):
        ops.GroupTopk()(_ones((4, 8)), idx, 4, 5)
    with pytest.raises(RuntimeError, match=r"expert=8, idx_arr.size=4"):
        ops.GroupTopk()(_ones((4, 8)), Tensor(np.arange(4), ms.int32), 4, 2)
    with pytest.raises(RuntimeError, match=r"divisible by the number of groups, but expert=9, group_num=4"):
        ops.GroupTopk()(_ones((4, 9)), idx, 4, 2)
