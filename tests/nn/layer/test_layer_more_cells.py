"""nn.SSIM / MSSSIM / PSNR, LRN, Unfold, MatrixDiag / MatrixDiagPart / MatrixSetDiag, Roll, EmbeddingLookup,
MultiFieldEmbeddingLookup, EmbeddingExt, Jvp / Vjp and no_init_parameters.

Where not said otherwise, values are recorded from MindSpore 2.10.0 CPU on the same inputs. SSIM/MSSSIM/PSNR fail
in PyNative on MindSpore's CPU build (ScalarCast of max_val), so their values were recorded from the same cells
run under ``set_context(mode=GRAPH_MODE)``."""
import numpy as np
import pytest

import mindspore_compat as ms
from mindspore_compat import nn, Tensor


def _pair():
    rng = np.random.RandomState(0)
    a = rng.rand(2, 2, 24, 24).astype(np.float32)
    b = np.clip(a + 0.1 * rng.randn(2, 2, 24, 24), 0, 1).astype(np.float32)
    return a, b


def close(out, want, rtol=1e-5, atol=1e-6):
    np.testing.assert_allclose(out.asnumpy(), np.array(want, np.float32), rtol=rtol, atol=atol)


def test_image_quality_cells():
    a, b = _pair()
    x, y = Tensor(a), Tensor(b)
    close(nn.PSNR()(x, y), [20.924732208251953, 20.466041564941406])
    close(nn.PSNR(2.0)(x, y), [26.945331573486328, 26.48664093017578])
    close(nn.PSNR(255)(Tensor((a * 255).astype(np.uint8)), Tensor((b * 255).astype(np.uint8))),
          [20.929059982299805, 20.467998504638672])
    close(nn.SSIM()(x, y), [0.9485458135604858, 0.9456648826599121])
    close(nn.SSIM(max_val=2.0, filter_size=7, filter_sigma=1.0, k1=0.02, k2=0.04)(x, y),
          [0.9474397897720337, 0.9460210800170898])
    close(nn.SSIM()(Tensor(a.astype(np.float16)), Tensor(b.astype(np.float16))),
          [0.948529839515686, 0.9456628561019897])
    close(nn.MSSSIM(filter_size=3, power_factors=(0.5, 0.3, 0.2))(x, y), [0.9461807012557983, 0.9369096755981445])
    assert [p.name for p in nn.SSIM().get_parameters()] == ["conv.weight"]
    assert [p.name for p in nn.MSSSIM(power_factors=(0.5, 0.5)).get_parameters()] == [
        "multi_convs_list.0.weight", "multi_convs_list.1.weight"]


def test_image_quality_errors():
    # messages recorded from MindSpore 2.10.0 CPU
    with pytest.raises(ValueError, match="For 'SSIM', the argument 'max_val' must > 0.0, but got 0."):
        nn.SSIM(max_val=0)
    with pytest.raises(TypeError, match="For 'SSIM', the type of 'max_val' should be one of"):
        nn.SSIM(max_val="1")
    with pytest.raises(ValueError, match="the 'filter_size' must be int and must >= 1, but got '0'"):
        nn.SSIM(filter_size=0)
    with pytest.raises(TypeError, match="For 'SSIM', the 'filter_sigma' must be float, but got 'int'"):
        nn.SSIM(filter_sigma=1)
    with pytest.raises(ValueError, match="the 'filter_sigma' must be float and must > 0, but got '0.0'"):
        nn.SSIM(filter_sigma=0.0)
    with pytest.raises(TypeError, match="For 'SSIM', the type of 'k1' should be 'float', but got type 'int'."):
        nn.SSIM(k1=1)
    with pytest.raises(ValueError, match="For 'PSNR', the argument 'max_val' must > 0.0, but got -1."):
        nn.PSNR(max_val=-1)
    ones = Tensor(np.ones((1, 1, 8, 8), np.float32))
    with pytest.raises(ValueError, match=r"For 'SSIM', the img1 shape\[2\] should be >= filter_size: 11, but got 8."):
        nn.SSIM()(ones, ones)
    flat = Tensor(np.ones((1, 8, 8), np.float32))
    with pytest.raises(ValueError, match="For 'PSNR', the dimension of 'img1' must be 4d, but got 3."):
        nn.PSNR()(flat, flat)
    with pytest.raises(TypeError, match=r"For 'SSIM', the 'img1' should be one of \[mindspore.float32, "
                                        r"mindspore.float16\], but got 'mindspore.float64'."):
        nn.SSIM()(Tensor(np.ones((1, 1, 12, 12))), Tensor(np.ones((1, 1, 12, 12))))


def _lrn_input():
    return Tensor(np.arange(32).reshape(1, 8, 2, 2).astype(np.float32) / 10 - 1)


def test_lrn():
    # recorded from MindSpore 2.10.0 CPU
    out = nn.LRN()(_lrn_input()).asnumpy().reshape(-1)
    np.testing.assert_allclose(out[:8], [-0.5129891633987427, -0.4580879211425781, -0.3980148732662201,
                                         -0.33601072430610657, -0.25, -0.20227836072444916, -0.15569977462291718,
                                         -0.11157120764255524], rtol=1e-5)
    np.testing.assert_allclose(out[-4:], [0.6512171030044556, 0.645646333694458, 0.6388765573501587,
                                          0.6314539909362793], rtol=1e-5)
    out = nn.LRN(3, 2.0, 0.5, 0.75)(_lrn_input()).asnumpy().reshape(-1)
    np.testing.assert_allclose(out[12:20], [0.06605786830186844, 0.09621769189834595, 0.12334713339805603,
                                            0.14700624346733093, 0.16706261038780212, 0.18362708389759064,
                                            0.19697390496730804, 0.20746634900569916], rtol=1e-5)
    weights = Tensor(np.arange(8.0).reshape(1, 8, 1, 1).astype(np.float32))
    grad = ms.grad(lambda t: (nn.LRN(2, 1.0, 0.5, 0.75)(t) * weights).sum())(_lrn_input()).asnumpy().reshape(-1)
    np.testing.assert_allclose(grad[:8], [-0.2717627286911011, -0.19868488609790802, -0.12085182219743729,
                                          -0.04862400144338608, 0.5905677676200867, 0.697390615940094,
                                          0.7754133939743042, 0.8195276856422424], rtol=1e-5, atol=1e-6)
    with pytest.raises(TypeError, match="For 'LRN', the type of 'depth_radius' should be 'int', but got type "
                                        "'float'."):
        nn.LRN(depth_radius=1.5)
    with pytest.raises(ValueError, match=r"For 'LRN', the 'norm_region' must be str and must be in "
                                         r"'\['ACROSS_CHANNELS'\]', but got 'WITHIN'."):
        nn.LRN(norm_region="WITHIN")
    with pytest.raises(ValueError, match="For 'LRN', the 'depth_radius' must be int and must >= 0, but got '-1'"):
        nn.LRN(depth_radius=-1)
    with pytest.raises(TypeError, match=r"For primitive\[LRN\], the input argument\[x\] must be a type of "
                                        r"\{Tensor\[Float16\], Tensor\[Float32\]\}, but got Tensor\[Int32\]."):
        nn.LRN()(Tensor(np.ones((1, 2, 2, 2), np.int32)))
    with pytest.raises(ValueError, match=r"For primitive\[LRN\], the rank of input  must be equal to 4 , but got "
                                         r"3."):
        nn.LRN()(Tensor(np.ones((2, 2, 2), np.float32)))


def test_unfold_matrix_cells_and_roll():
    # MindSpore's CPU build has no ExtractImagePatches / MatrixDiag* / Roll kernels: these follow the documented
    # results (patch-major, channel-minor output depth; diag_embed / diagonal / set-diagonal; numpy.roll).
    x = np.arange(2 * 2 * 5 * 5, dtype=np.float32).reshape(2, 2, 5, 5)
    out = nn.Unfold([1, 2, 2, 1], [1, 1, 1, 1], [1, 1, 1, 1])(Tensor(x)).asnumpy()
    assert out.shape == (2, 8, 4, 4)
    np.testing.assert_array_equal(out[1, :, 2, 3], [x[1, 0, 2, 3], x[1, 1, 2, 3], x[1, 0, 2, 4], x[1, 1, 2, 4],
                                                    x[1, 0, 3, 3], x[1, 1, 3, 3], x[1, 0, 3, 4], x[1, 1, 3, 4]])
    # shape of MindSpore's documented example
    net = nn.Unfold(ksizes=[1, 2, 2, 1], strides=[1, 2, 2, 1], rates=[1, 2, 2, 1])
    assert net(Tensor(np.ones([2, 3, 6, 6]), ms.float16)).shape == (2, 12, 2, 2)
    same = nn.Unfold([1, 3, 3, 1], [1, 2, 2, 1], [1, 1, 1, 1], "same")(Tensor(x)).asnumpy()
    assert same.shape == (2, 18, 3, 3)
    assert same[0, 0, 0, 0] == 0.0 and same[0, 8, 0, 0] == x[0, 0, 0, 0]
    with pytest.raises(ValueError, match=r"For 'Unfold' the format of 'ksizes' must be \[1, ksize_row, ksize_col, "
                                         r"1\], but got \[1, 2, 2\]."):  # recorded from MindSpore 2.10.0
        nn.Unfold([1, 2, 2], [1, 1, 1, 1], [1, 1, 1, 1])
    d = nn.MatrixDiag()(Tensor(np.array([[1, 2], [3, 4]], np.int32))).asnumpy()
    np.testing.assert_array_equal(d, [[[1, 0], [0, 2]], [[3, 0], [0, 4]]])
    np.testing.assert_array_equal(nn.MatrixDiagPart()(Tensor(np.arange(12.0).reshape(2, 2, 3))).asnumpy(),
                                  [[0.0, 4.0], [6.0, 10.0]])
    # MindSpore's documented MatrixSetDiag example
    got = nn.MatrixSetDiag()(Tensor([[[-1, 0], [0, 1]], [[-1, 0], [0, 1]], [[-1, 0], [0, 1]]], ms.float32),
                             Tensor([[-1., 2.], [-1., 1.], [-1., 1.]], ms.float32))
    np.testing.assert_array_equal(got.asnumpy(), [[[-1, 0], [0, 2]], [[-1, 0], [0, 1]], [[-1, 0], [0, 1]]])
    rect = nn.MatrixSetDiag()(Tensor(np.ones((3, 2), np.float32)), Tensor(np.array([5.0, 6.0], np.float32)))
    np.testing.assert_array_equal(rect.asnumpy(), [[5, 1], [1, 6], [1, 1]])
    m = np.arange(6).reshape(2, 3).astype(np.int32)
    np.testing.assert_array_equal(nn.Roll((1, -1), (0, 1))(Tensor(m)).asnumpy(), np.roll(m, (1, -1), (0, 1)))
    # recorded from MindSpore 2.10.0 CPU
    with pytest.raises(ValueError, match="For 'Roll', the shape of 'shift' and the shape of 'axis' must be the "
                                         "same, but got the length of 'shift' 2 and the length of 'axis' 1."):
        nn.Roll([1, 2], [0])
    with pytest.raises(TypeError, match="For 'Roll', the type of 'shift' should be one of"):
        nn.Roll("a", 0)


_TABLE = np.arange(15, dtype=np.float32).reshape(5, 3) / 4 - 1


def test_embedding_lookup():
    # recorded from MindSpore 2.10.0 CPU (out-of-range and negative indices give zero rows on target='CPU')
    net = nn.EmbeddingLookup(5, 3, param_init=Tensor(_TABLE))
    close(net(Tensor(np.array([[1, 0], [4, 7]], np.int32))),
          [[[-0.25, 0.0, 0.25], [-1.0, -0.75, -0.5]], [[2.0, 2.25, 2.5], [0.0, 0.0, 0.0]]])
    close(net(Tensor(np.array([-1, 2], np.int32))), [[0.0, 0.0, 0.0], [0.5, 0.75, 1.0]])
    assert [p.name for p in net.get_parameters()] == ["embedding_table"]
    with pytest.raises(ValueError, match="'sparse' must be True when 'target' is \"CPU\""):
        nn.EmbeddingLookup(5, 3, sparse=False)
    with pytest.raises(ValueError, match=r"For 'EmbeddingLookup', the 'target' must be str and must be in "
                                         r"'\['CPU', 'DEVICE'\]', but got 'GPU'."):
        nn.EmbeddingLookup(5, 3, target="GPU")
    with pytest.raises(ValueError, match="The 'vocab_size' must be int and must > 0, but got '0' with type 'int'."):
        nn.EmbeddingLookup(0, 3)
    with pytest.raises(ValueError, match="For 'EmbeddingLookup', the 'max_norm' must be float and must > 0"):
        nn.EmbeddingLookup(3, 2, max_norm=0.0)
    # max_norm: MindSpore's CPU ClipByNorm kernel mis-broadcasts the per-row norm (see the differences page);
    # here each looked-up row is clipped as documented: row * max_norm / max(|row|, max_norm)
    clipped = nn.EmbeddingLookup(5, 3, param_init=Tensor(_TABLE), max_norm=1.5)(Tensor(np.array([4, 1], np.int32)))
    row = _TABLE[4]
    np.testing.assert_allclose(clipped.asnumpy(), [row * 1.5 / np.linalg.norm(row), _TABLE[1]], rtol=1e-6)


def test_multi_field_embedding_lookup():
    idx = Tensor(np.array([[1, 0, 2, 4], [3, 3, 1, 0]], np.int32))
    val = Tensor(np.array([[1.0, 2.0, 0.5, 0.0], [1.0, -1.0, 0.0, 2.0]], np.float32))
    fld = Tensor(np.array([[0, 1, 1, 0], [2, 0, 1, 2]], np.int32))

    def run(op):
        return nn.MultiFieldEmbeddingLookup(5, 3, 3, param_init=Tensor(_TABLE), operator=op)(idx, val, fld)
    # recorded from MindSpore 2.10.0 CPU
    close(run("SUM"), [[[-0.25, 0.0, 0.25], [-1.75, -1.125, -0.5], [0.0, 0.0, 0.0]],
                       [[-1.25, -1.5, -1.75], [0.0, 0.0, 0.0], [-0.75, 0.0, 0.75]]])
    close(run("MEAN"), [[[-0.25, 0.0, 0.25], [-0.699999988079071, -0.44999998807907104, -0.20000000298023224],
                         [0.0, 0.0, 0.0]], [[-1.25, -1.5, -1.75], [0.0, 0.0, 0.0], [-0.25, 0.0, 0.25]]])
    close(run("MAX"), [[[-0.25, 0.0, 0.25], [0.25, 0.375, 0.5], [0.0, 0.0, 0.0]],
                       [[-1.25, -1.5, -1.75], [0.0, 0.0, 0.0], [1.25, 1.5, 1.75]]])
    with pytest.raises(ValueError, match=r"the 'operator' must be str and must be in '\['SUM', 'MAX', 'MEAN'\]', "
                                         r"but got 'MIN'."):
        nn.MultiFieldEmbeddingLookup(5, 3, 3, operator="MIN")
    net = nn.MultiFieldEmbeddingLookup(5, 3, 3)
    with pytest.raises(TypeError, match="For 'MultiFieldEmbeddingLookup', the 'field_ids' should be Int32, but got "
                                        "'mindspore.int64'."):
        net(idx, val, Tensor(np.zeros((2, 4), np.int64)))
    with pytest.raises(ValueError, match="For 'MultiFieldEmbeddingLookup', the dimension of 'input_indices' must be "
                                         "2d, but got 1"):
        net(Tensor(np.zeros((4,), np.int32)), val, fld)


def test_embedding_ext():
    # recorded from MindSpore 2.10.0 CPU (construction; its Embedding kernel is not registered on CPU, so the
    # lookup itself is checked against the table rows)
    net = nn.EmbeddingExt(4, 3, padding_idx=1)
    assert [p.name for p in net.get_parameters()] == ["weight"]
    assert net.weight.asnumpy()[1].tolist() == [0.0, 0.0, 0.0]
    assert repr(net) == ("EmbeddingExt(num_embeddings=4, embedding_dim=3, padding_idx=1, max_norm=None, "
                         "norm_type=2.0, scale_grad_by_freq=False, dtype=Float32)")
    table = Tensor(_TABLE[:4])
    out = nn.EmbeddingExt(4, 3, _weight=table)(Tensor(np.array([3, 0], np.int64)))
    np.testing.assert_array_equal(out.asnumpy(), _TABLE[[3, 0]])
    with pytest.raises(ValueError, match="For Embedding, the scenerio, where `sparse` is True, has not be "
                                         "supported."):
        nn.EmbeddingExt(4, 3, sparse=True)
    with pytest.raises(ValueError, match=r"shape of weight should be match with num_embeddings and embedding_dim, "
                                         r"but got weight.shape: \(5, 3\)"):
        nn.EmbeddingExt(4, 3, _weight=Tensor(_TABLE))
    with pytest.raises(TypeError, match="For 'EmbeddingExt', the type of 'max_norm' should be 'float', but got "
                                        "type 'int'."):
        nn.EmbeddingExt(4, 3, max_norm=1)


class _Cube(nn.Cell):
    def construct(self, x, y):
        return x ** 3 + y


def test_jvp_vjp_cells():
    # recorded from MindSpore 2.10.0 CPU
    x = Tensor(np.array([1.0, 2.0], np.float32))
    y = Tensor(np.array([3.0, 4.0], np.float32))
    v = Tensor(np.array([1.0, 1.0], np.float32))
    out, tangent = nn.Jvp(nn.ReLU())(Tensor(np.array([1.0, -2.0], np.float32)), Tensor(np.array([3.0, 4.0],
                                                                                                np.float32)))
    close(out, [1.0, 0.0])
    close(tangent, [3.0, 0.0])
    out, tangent = nn.Jvp(_Cube())(x, y, (v, v))
    close(out, [4.0, 12.0])
    close(tangent, [4.0, 13.0])
    out, grads = nn.Vjp(_Cube())(x, y, v)
    close(out, [4.0, 12.0])
    assert isinstance(grads, tuple) and len(grads) == 2
    close(grads[0], [3.0, 12.0])
    close(grads[1], [1.0, 1.0])
    out, grad = nn.Vjp(nn.Tanh())(x, v)
    close(out, [0.761594176, 0.964027584])
    close(grad, [0.419974297, 0.070650816])


def test_no_init_parameters():
    # recorded from MindSpore 2.10.0: the flag is False inside the block and True after it
    with nn.no_init_parameters():
        assert ms.Parameter.init_param is False
        net = nn.Dense(3, 2)
    assert ms.Parameter.init_param is True
    assert net.weight.shape == (2, 3)


def test_clip_by_norm_axis_follows_the_documented_formula():
    # MindSpore 2.10's CPU kernel mis-broadcasts the per-slice norms when `axis` is given (recorded: the second
    # row [0.1, 0.2, 0.2], norm 0.3 < 1.5, comes back as [0.04457795, 0.0891559, 0.0891559]); GPU/Ascend and the
    # documentation scale each slice by clip_norm / max(norm, clip_norm). See docs/guides/differences.rst.
    x = np.array([[2.0, 2.25, 2.5], [0.1, 0.2, 0.2]], np.float32)
    out = nn.ClipByNorm(axis=1)(Tensor(x), Tensor(1.5, ms.float32)).asnumpy()
    norms = np.linalg.norm(x, axis=1, keepdims=True)
    np.testing.assert_allclose(out, x * 1.5 / np.maximum(norms, 1.5), rtol=1e-6)
    # without axis MindSpore's CPU result is right: recorded from MindSpore 2.10.0 CPU
    close(nn.ClipByNorm()(Tensor(x), Tensor(1.5, ms.float32)),
          [[0.7644087, 0.85995984, 0.955511], [0.03822044, 0.07644088, 0.07644088]])
