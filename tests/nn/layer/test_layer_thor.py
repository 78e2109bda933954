"""The THOR layers (DenseThor, Conv2dThor, EmbeddingThor, EmbeddingLookupThor) and ConvertNetUtils.

Values marked "recorded" come from MindSpore 2.10.0 CPU (PyNative). MindSpore's CPU build has no kernel for
ThorIm2Col (Conv2dThor's statistics) nor SparseGatherV2 (EmbeddingLookupThor with target='DEVICE'); those paths are
checked against the GPU formulas written out in numpy below.
"""
import numpy as np
import pytest

import mindspore_compat as ms
from mindspore_compat import nn, Tensor
from mindspore_compat.train import ConvertNetUtils

X = np.array([[1., 2., 3.], [0.5, -1., 2.]], np.float32)
W = np.array([[0.1, 0.2, 0.3], [-0.2, 0.1, 0.4]], np.float32)
CONV_W = np.linspace(-1, 1, 24).reshape(3, 2, 2, 2).astype(np.float32)
CONV_X = np.arange(18).reshape(1, 2, 3, 3).astype(np.float32) / 10


def _close(actual, expected, rtol=1e-6, atol=1e-6):
    np.testing.assert_allclose(np.asarray(actual), np.asarray(expected, np.float32), rtol=rtol, atol=atol)


def test_dense_thor_forward_statistics_and_gradient():
    layer = nn.DenseThor(3, 2, weight_init=Tensor(W), bias_init=Tensor(np.array([0.5, -1.0], np.float32)),
                         activation='relu')
    assert str(layer) == ("DenseThor(\n  input_channels=3, output_channels=2, has_bias=True\n"
                          "  (activation): ReLU()\n)")   # recorded
    out = layer(Tensor(X))
    _close(out.asnumpy(), [[1.9000001, 0.20000005], [0.95000005, 0.]])   # recorded
    # recorded: A = x^T x / in_channels (the GPU formula)
    _close(layer.matrix_a.asnumpy(), [[0.4166666865348816, 0.5, 1.3333333730697632],
                                      [0.5, 1.6666667461395264, 1.3333333730697632],
                                      [1.3333333730697632, 1.3333333730697632, 4.333333492279053]])
    grads = ms.grad(lambda x: (layer(x) ** 2).sum(), grad_position=None, weights=layer.trainable_params())(Tensor(X))
    _close(grads[0].asnumpy(), [[4.75, 5.700000286102295, 15.200000762939453],
                                [0.40000009536743164, 0.8000001907348633, 1.200000286102295]])   # recorded
    _close(grads[1].asnumpy(), [5.700000286102295, 0.40000009536743164])   # recorded
    _close(layer.matrix_g.asnumpy(), [[9.02500057220459, 0.7600002288818359],
                                      [0.7600002288818359, 0.08000003546476364]])   # recorded
    assert [(p.name, p.shape, p.requires_grad) for p in layer.get_parameters()] == [
        ('weight', (2, 3), True), ('bias', (2,), True), ('matrix_a', (3, 3), False), ('matrix_g', (2, 2), False)]
    # with the flag cleared nothing is recorded
    layer.thor = False
    before = layer.matrix_a.asnumpy().copy()
    layer(Tensor(X * 3))
    _close(layer.matrix_a.asnumpy(), before)


def test_dense_thor_defaults_are_identity_statistics():
    layer = nn.DenseThor(2, 3)
    _close(layer.matrix_a.asnumpy(), np.eye(2))
    _close(layer.matrix_g.asnumpy(), np.eye(3))
    assert layer.weight.shape == (3, 2) and layer.thor is True


def test_conv2d_thor_forward_recorded():
    layer = nn.Conv2dThor(2, 3, 2, pad_mode='same', has_bias=True, weight_init=Tensor(CONV_W),
                          bias_init=Tensor(np.array([0.1, 0.2, 0.3], np.float32)))
    layer.thor = False   # MindSpore's CPU runs the plain convolution branch only
    _close(layer(Tensor(CONV_X)).asnumpy()[0, :, 0], [[-2.7695653438568115, -3.32608699798584, -1.899999976158142],
                                                      [0.9478260278701782, 0.9478260278701782, 0.426086962223053],
                                                      [4.665217399597168, 5.221739292144775, 2.752173900604248]],
           rtol=1e-5)   # recorded (first output row of each channel)
    padded = nn.Conv2dThor(2, 3, 2, stride=2, pad_mode='pad', padding=1, weight_init=Tensor(CONV_W))
    padded.thor = False
    _close(padded(Tensor(CONV_X)).asnumpy(), [[[[-0.35217389464378357, -1.1391304731369019],
                                                [-1.982608675956726, -5.095652103424072]],
                                               [[0.27391302585601807, 0.5304347276687622],
                                                [0.52173912525177, 0.747826099395752]],
                                               [[0.8999999761581421, 2.200000047683716],
                                                [3.0260870456695557, 6.591304302215576]]]], rtol=1e-5)   # recorded
    assert str(padded) == ("Conv2dThor(input_channels=2, output_channels=3, kernel_size=(2, 2), stride=(2, 2), "
                           "pad_mode=pad, padding=1, dilation=(1, 1), group=1, has_bias=False, bias_init=zeros)")
    assert [(p.name, p.shape, p.requires_grad) for p in padded.get_parameters()] == [
        ('weight', (3, 2, 2, 2), True), ('a_normalizer', (1,), False), ('g_normalizer', (1,), False),
        ('matrix_a', (8, 8), False), ('matrix_g', (3, 3), False)]   # recorded


def _same_patches(x, k, stride):
    """numpy im2col with MindSpore's 'same' padding (extra row/column after), rows ordered (c, i, j)."""
    n, c, h, w = x.shape
    out_h, out_w = -(-h // stride), -(-w // stride)
    need_h = max(0, (out_h - 1) * stride + k - h)
    need_w = max(0, (out_w - 1) * stride + k - w)
    xp = np.pad(x, ((0, 0), (0, 0), (need_h // 2, need_h - need_h // 2), (need_w // 2, need_w - need_w // 2)))
    cols = np.zeros((n, c * k * k, out_h * out_w))
    for oy in range(out_h):
        for ox in range(out_w):
            patch = xp[:, :, oy * stride:oy * stride + k, ox * stride:ox * stride + k]
            cols[:, :, oy * out_w + ox] = patch.reshape(n, -1)
    return cols


def test_conv2d_thor_statistics_follow_the_gpu_formulas():
    # GPU path (ThorIm2Col, no CPU kernel in MindSpore): patches with "same" padding and the layer's stride,
    # averaged over the batch: A = P P^T / L; the output gradient averaged over the batch: G = D D^T / (H W).
    rng = np.random.default_rng(0)
    x = rng.standard_normal((3, 2, 5, 5)).astype(np.float32)
    layer = nn.Conv2dThor(2, 4, 3, stride=2, pad_mode='valid', weight_init='ones')
    out = layer(Tensor(x))
    p = _same_patches(x.astype(np.float64), 3, 2).mean(0)
    _close(layer.matrix_a_cov.asnumpy(), p @ p.T / p.shape[1], rtol=1e-5)
    _close(layer.a_normalizer.asnumpy(), [p.shape[1]])
    weight = rng.standard_normal(out.shape).astype(np.float32)
    ms.grad(lambda t: (layer(t) * Tensor(weight)).sum(), grad_position=None,
            weights=layer.trainable_params())(Tensor(x))
    d = weight.astype(np.float64).mean(0).reshape(4, -1)
    _close(layer.matrix_g_cov.asnumpy(), d @ d.T / d.shape[1], rtol=1e-5)
    _close(layer.g_normalizer.asnumpy(), [d.shape[1]])


def test_embedding_thor_recorded():
    layer = nn.EmbeddingThor(5, 3, embedding_table=Tensor(np.arange(15).reshape(5, 3).astype(np.float32) / 10))
    ids = Tensor(np.array([[1, 2], [1, 4]], np.int32))
    _close(layer(ids).asnumpy(), [[[0.3, 0.4, 0.5], [0.6, 0.7, 0.8]], [[0.3, 0.4, 0.5], [1.2, 1.3, 1.4]]])   # recorded
    _close(layer.matrix_a.asnumpy(), [0., 2., 1., 0., 1.])   # recorded
    grad = ms.grad(lambda i: (layer(i) ** 3).sum(), grad_position=None, weights=layer.trainable_params())(ids)[0]
    _close(grad.asnumpy(), [[0., 0., 0.], [0.54, 0.96, 1.5], [1.08, 1.47, 1.92], [0., 0., 0.], [4.32, 5.07, 5.88]],
           rtol=1e-5)   # recorded
    _close(layer.matrix_g.asnumpy(), [[4.993650436401367, 5.937299728393555, 6.970049858093262],
                                      [5.937299728393555, 7.081649303436279, 8.338499069213867],
                                      [6.970049858093262, 8.338499069213867, 9.84644889831543]], rtol=1e-5)  # recorded


def test_embedding_lookup_thor():
    table = Tensor(np.arange(10).reshape(5, 2).astype(np.float32))
    ids = Tensor(np.array([[1, 2], [1, 4]], np.int32))
    cpu = nn.EmbeddingLookupThor(5, 2, param_init=table)
    out = cpu(ids)
    _close(out.asnumpy(), [[[2., 3.], [4., 5.]], [[2., 3.], [8., 9.]]])   # recorded
    assert out.dtype == ms.float32 and str(cpu) == "EmbeddingLookupThor()"   # recorded
    default = nn.EmbeddingLookupThor(5, 2)
    assert [(p.name, p.dtype) for p in default.get_parameters()] == [
        ('embedding_table', ms.float16), ('matrix_a', ms.float32), ('matrix_g', ms.float32)]   # recorded
    # target='DEVICE' (SparseGatherV2: no CPU kernel in MindSpore): counts per row, G = dY^T dY / N in float16
    dev = nn.EmbeddingLookupThor(5, 2, param_init=table, target='DEVICE')
    ms.grad(lambda i: (dev(i) ** 2).sum(), grad_position=None, weights=dev.trainable_params())(ids)
    _close(dev.matrix_a.asnumpy(), [0., 2., 1., 0., 1.])
    rows = 2 * np.array([[2., 3.], [4., 5.], [2., 3.], [8., 9.]])
    _close(dev.matrix_g.asnumpy(), np.float16(rows.T @ rows / 2), rtol=1e-3)


@pytest.mark.parametrize("build, kind, message", [
    (lambda: nn.DenseThor(0, 2), ValueError, "For 'DenseThor', the 'in_channels' must be int and must > 0, but got "
                                             "'0' with type 'int'."),
    (lambda: nn.DenseThor(3, 2, has_bias=1), TypeError, "For 'DenseThor', the 'has_bias' must be a bool, but got "
                                                        "int."),
    (lambda: nn.Conv2dThor(3, 2, 2, group=2), ValueError, "For 'Conv2dThor', the 'in_channels' must be divisible by "
                                                          "'group', but got 'in_channels': 3 and 'group': 2."),
    (lambda: nn.Conv2dThor(3, 2, 2, padding=1.5), TypeError, "For 'Conv2dThor', the type of 'padding' must be "
                                                             "int/tuple(int), but got float."),
    (lambda: nn.Conv2dThor(3, 2, 0), ValueError, "For 'Conv2dThor', all elements in 'kernel_size' must be int or "
                                                 "tuple and equal to or greater than 1, but got 'kernel_size': "
                                                 "(0, 0)."),
    (lambda: nn.Conv2dThor(3, 2, 2, padding=1), ValueError, "For 'Conv2D', the 'pad' must be zero when 'pad_mode' "
                                                            "is not 'pad', but got 'pad': 1 and 'pad_mode': same."),
    (lambda: nn.EmbeddingThor(2.0, 2), TypeError, "For 'EmbeddingThor', the type of 'vocab_size' should be 'int', "
                                                  "but got type 'float'."),
    (lambda: nn.EmbeddingThor(5, 2, use_one_hot=1), TypeError, "For 'EmbeddingThor', the type of 'use_one_hot' "
                                                               "should be 'bool', but got type 'int'."),
    (lambda: nn.EmbeddingThor(5, 2, padding_idx=7), ValueError, "For 'EmbeddingThor', the 'padding_idx' must be in "
                                                                "range of [0, 5], but got 7 with type 'int'."),
    (lambda: nn.EmbeddingLookupThor(5, 2, target='GPU'), ValueError, "For 'EmbeddingLookupThor', the 'target' must "
                                                                     "be one of values in ('CPU', 'DEVICE'), but got "
                                                                     "GPU."),
    (lambda: nn.EmbeddingLookupThor(5, 2, sparse=False), ValueError, "For 'EmbeddingLookupThor', embedding_lookup "
                                                                     "must be sparse when 'target' is CPU, but got "
                                                                     "'sparse': False, 'target': CPU."),
])
def test_thor_layer_errors_recorded(build, kind, message):
    with pytest.raises(kind) as info:
        build()
    assert str(info.value) == message


class _Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(1, 2, 3, has_bias=True, weight_init='ones', bias_init='ones')
        self.bn = nn.BatchNorm2d(2)
        self.flat = nn.Flatten()
        self.emb = nn.Embedding(4, 3)
        self.seq = nn.SequentialCell([nn.Dense(8, 4, activation='relu'), nn.Dense(4, 2)])
        self.ln = nn.LayerNorm((2,))

    def construct(self, x):
        return self.ln(self.seq(self.flat(self.bn(self.conv(x)))))


def test_convert_net_recorded():
    net = _Net()
    assert ms.ConvertNetUtils is ConvertNetUtils
    assert ConvertNetUtils().convert_to_thor_net(net) is None
    text = str(net)
    assert "(conv): Conv2dThor(input_channels=1, output_channels=2, kernel_size=(3, 3), stride=(1, 1), " \
           "pad_mode=same, padding=0, dilation=(1, 1), group=1, has_bias=True, bias_init=zeros)" in text
    assert "(emb): EmbeddingThor(vocab_size=4, embedding_size=3, use_one_hot=False, embedding_table=Parameter " \
           "(name=emb.embedding_table, shape=(4, 3), dtype=Float32, requires_grad=True), dtype=Float32, " \
           "padding_idx=None)" in text
    assert ("  (seq): SequentialCell(\n    (0): DenseThor(\n      input_channels=8, output_channels=4, has_bias=True\n"
            "      (activation): ReLU()\n    )\n    (1): DenseThor(input_channels=4, output_channels=2, "
            "has_bias=True)\n  )") in text
    assert [(p.name, p.shape, p.requires_grad) for p in net.get_parameters()] == [   # recorded
        ('conv.weight', (2, 1, 3, 3), True), ('conv.bias', (2,), True), ('conv.a_normalizer', (1,), False),
        ('conv.g_normalizer', (1,), False), ('conv.matrix_a_cov', (9, 9), False),
        ('conv.matrix_g_cov', (2, 2), False), ('bn.moving_mean', (2,), False), ('bn.moving_variance', (2,), False),
        ('bn.gamma', (2,), True), ('bn.beta', (2,), True), ('emb.embedding_table', (4, 3), True),
        ('emb.matrix_a', (4,), False), ('emb.matrix_g', (3, 3), False), ('seq.0.weight', (4, 8), True),
        ('seq.0.bias', (4,), True), ('seq.0.matrix_a', (8, 8), False), ('seq.0.matrix_g', (4, 4), False),
        ('seq.1.weight', (2, 4), True), ('seq.1.bias', (2,), True), ('seq.1.matrix_a', (4, 4), False),
        ('seq.1.matrix_g', (2, 2), False), ('ln.gamma', (2,), True), ('ln.beta', (2,), True)]
    _close(net.conv.bias.asnumpy(), [0., 0.])   # recorded: the converted Conv2d starts from a zero bias
    _close(net.conv.weight.asnumpy(), np.ones((2, 1, 3, 3)))
    assert net.cell_type == "second-order"
    # off the GPU target the converted Dense layers compute in float16 (recorded on CPU)
    small = nn.SequentialCell([nn.Dense(4, 3), nn.ReLU(), nn.Dense(3, 1)])
    ConvertNetUtils().convert_to_thor_net(small)
    assert small(Tensor(np.ones((2, 4), np.float32))).dtype == ms.float16


def test_convert_net_details_recorded():
    dense = nn.Dense(3, 2, activation=nn.GELU())

    class Holder(nn.Cell):
        def __init__(self):
            super().__init__()
            self.d = dense
            self.wide = nn.Dense(2, 2)

        def construct(self, x):
            return self.d(x)

    net = Holder()
    ConvertNetUtils().convert_to_thor_net(net)
    assert str(net) == ("Holder(\n  (d): DenseThor(\n    input_channels=3, output_channels=2, has_bias=True\n"
                        "    (activation): GELU()\n  )\n  (wide): Dense(input_channels=2, output_channels=2, "
                        "has_bias=True)\n)")   # recorded: paths containing 'wide' are kept
    assert net.d.weight is not dense.weight and net.d.bias is dense.bias   # recorded

    class Lookup(nn.Cell):
        def __init__(self):
            super().__init__()
            self.el = nn.EmbeddingLookup(5, 2)

        def construct(self, x):
            return self.el(x)

    with pytest.raises(AttributeError) as info:   # recorded: MindSpore 2.10 reads a missing attribute
        ConvertNetUtils().convert_to_thor_net(Lookup())
    assert str(info.value) == "The 'EmbeddingLookup' object has no attribute 'vocab_cache_size'."


def test_converted_net_checkpoint_round_trip(tmp_path):
    # the statistics are Parameters under MindSpore's names (pinned above), so they travel in a .ckpt; a checkpoint
    # written by MindSpore 2.10 for this network loads with nothing left over (checked by hand with both ways)
    net = _Net()
    ConvertNetUtils().convert_to_thor_net(net)
    net.seq[0].matrix_a.set_data(Tensor(np.full((8, 8), 3.0, np.float32)))
    net.conv.a_normalizer.set_data(Tensor(np.array([7.0], np.float32)))
    path = str(tmp_path / "thor.ckpt")
    ms.save_checkpoint(net, path)
    fresh = _Net()
    ConvertNetUtils().convert_to_thor_net(fresh)
    assert ms.load_param_into_net(fresh, ms.load_checkpoint(path)) == ([], [])
    _close(fresh.seq[0].matrix_a.asnumpy(), np.full((8, 8), 3.0))
    _close(fresh.conv.a_normalizer.asnumpy(), [7.0])


def test_convert_net_subclass_of_dense_recorded():
    class MyDense(nn.Dense):
        """A subclass has no converter of its own."""

    class Holder(nn.Cell):
        def __init__(self):
            super().__init__()
            self.d = MyDense(2, 2)

        def construct(self, x):
            return self.d(x)

    with pytest.raises(TypeError) as info:   # recorded
        ConvertNetUtils().convert_to_thor_net(Holder())
    assert str(info.value) == "'NoneType' object is not callable"
    seq = nn.SequentialCell([nn.Dense(2, 2), nn.Dense(2, 1)])
    ConvertNetUtils().convert_to_thor_net(seq)
    assert [type(c).__name__ for c in seq.cell_list] == ['DenseThor', 'DenseThor']   # recorded
