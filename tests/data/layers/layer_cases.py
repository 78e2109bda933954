"""Fixed-value cases of the ``mindspore.nn`` layers, shared by the golden recorder and the tests.

Every case is ``name -> (builder, inputs)``: ``builder(ms)`` makes the cell with the framework module it is given (the
real MindSpore when recording, mindspore_compat in the tests) and ``inputs`` lists ``(shape, kind)`` of its inputs.
``fill(ms, name, cell)`` then overwrites every Parameter with values drawn from a generator seeded by the case name,
so both implementations run the very same numbers; the inputs and the cotangents of the outputs come from the same
generator (``make_inputs`` / ``cotangents``).
"""
import zlib

import numpy as np


def _rng(name, salt):
    return np.random.default_rng(zlib.crc32(f"{name}/{salt}".encode()))


def fill(ms, name, cell, scale=0.5):
    """Give every Parameter of `cell` (in name order) fixed values; returns {name: array}."""
    values = {}
    rng = _rng(name, "params")
    for pname, param in sorted(cell.parameters_and_names(), key=lambda kv: kv[1].name):
        shape = tuple(param.shape)
        if pname.endswith("moving_variance") or pname.endswith("running_var"):
            arr = rng.uniform(0.5, 1.5, shape)
        else:
            arr = rng.standard_normal(shape) * scale
        arr = arr.astype(param.asnumpy().dtype)
        param.set_data(ms.Tensor(arr))
        values[param.name] = arr
    return values


def make_inputs(name, inputs):
    rng = _rng(name, "inputs")
    out = []
    for shape, kind in inputs:
        if kind == "float32":
            out.append(rng.standard_normal(shape).astype(np.float32))
        elif kind.startswith("len"):
            hi = int(kind.split(":")[1])
            out.append(rng.integers(1, hi + 1, shape).astype(np.int32))
        elif kind.startswith("int"):
            hi = int(kind.split(":")[1])
            out.append(rng.integers(0, hi, shape).astype(np.int32))
        else:
            raise ValueError(kind)
    return out


def cotangents(name, shapes):
    rng = _rng(name, "cotangents")
    return [rng.standard_normal(s).astype(np.float32) for s in shapes]


def flatten(out):
    """Nested tuples/lists of Tensors -> flat list."""
    if isinstance(out, (tuple, list)):
        res = []
        for item in out:
            res.extend(flatten(item))
        return res
    return [out]


def f32(shape):
    return (shape, "float32")


CONV_CASES = {
    "conv1d_same_s2_bias": (lambda ms: ms.nn.Conv1d(2, 3, 3, stride=2, has_bias=True), [f32((2, 2, 7))]),
    "conv1d_same_even_k": (lambda ms: ms.nn.Conv1d(2, 4, 4, group=2), [f32((1, 2, 6))]),
    "conv1d_valid_dil": (lambda ms: ms.nn.Conv1d(3, 2, 2, pad_mode="valid", dilation=2), [f32((2, 3, 6))]),
    "conv1d_pad": (lambda ms: ms.nn.Conv1d(2, 2, 3, stride=2, pad_mode="pad", padding=2, has_bias=True),
                   [f32((1, 2, 5))]),
    "conv3d_same_s2": (lambda ms: ms.nn.Conv3d(2, 3, (2, 3, 2), stride=2, has_bias=True), [f32((1, 2, 3, 5, 4))]),
    "conv3d_group_pad": (lambda ms: ms.nn.Conv3d(4, 2, 2, pad_mode="pad", padding=(1, 0, 0, 1, 1, 1), group=2),
                         [f32((1, 4, 3, 3, 3))]),
    "conv3d_valid_dil": (lambda ms: ms.nn.Conv3d(2, 2, 2, pad_mode="valid", dilation=(1, 2, 1), has_bias=True),
                         [f32((1, 2, 3, 5, 3))]),
    "conv1dT_same_s2": (lambda ms: ms.nn.Conv1dTranspose(2, 3, 3, stride=2, has_bias=True), [f32((2, 2, 4))]),
    "conv1dT_same_s3_k2": (lambda ms: ms.nn.Conv1dTranspose(2, 2, 2, stride=3), [f32((1, 2, 3))]),
    "conv1dT_valid_dil": (lambda ms: ms.nn.Conv1dTranspose(2, 2, 3, pad_mode="valid", dilation=2, group=2),
                          [f32((1, 2, 4))]),
    "conv1dT_pad": (lambda ms: ms.nn.Conv1dTranspose(2, 3, 4, stride=2, pad_mode="pad", padding=1),
                    [f32((1, 2, 4))]),
    "conv2dT_same_s2_bias": (lambda ms: ms.nn.Conv2dTranspose(2, 3, 3, stride=2, has_bias=True), [f32((1, 2, 3, 3))]),
    "conv2dT_same_k4": (lambda ms: ms.nn.Conv2dTranspose(2, 2, (4, 2), stride=(2, 1)), [f32((1, 2, 2, 3))]),
    "conv2dT_valid_s3": (lambda ms: ms.nn.Conv2dTranspose(2, 2, 2, stride=3, pad_mode="valid"), [f32((1, 2, 2, 2))]),
    "conv2dT_pad_asym_outpad": (lambda ms: ms.nn.Conv2dTranspose(4, 2, 3, stride=2, pad_mode="pad",
                                                                 padding=(1, 0, 0, 2), output_padding=1, group=2,
                                                                 has_bias=True), [f32((1, 4, 3, 3))]),
    "conv3dT_same_s2": (lambda ms: ms.nn.Conv3dTranspose(2, 2, 3, stride=2, has_bias=True), [f32((1, 2, 2, 2, 3))]),
    "conv3dT_pad_outpad": (lambda ms: ms.nn.Conv3dTranspose(2, 2, 3, stride=2, pad_mode="pad", padding=1,
                                                            output_padding=1), [f32((1, 2, 2, 2, 2))]),
    "conv3dT_valid": (lambda ms: ms.nn.Conv3dTranspose(2, 4, (2, 1, 2), pad_mode="valid", group=2),
                      [f32((1, 2, 2, 3, 2))]),
}



def _seq_net(ms, layer, state):
    """Wrap a recurrent layer so that every input is a Tensor argument: ``state`` is "none", "h" (one Tensor),
    "hc" (an (h, c) tuple) with an optional "+len" (a seq_length Tensor after the states)."""
    class SeqNet(ms.nn.Cell):
        def __init__(self):
            super().__init__()
            self.rnn = layer

        def construct(self, x, *rest):
            rest = list(rest)
            hx = None
            if state.startswith("hc"):
                hx = (rest.pop(0), rest.pop(0))
            elif state.startswith("h"):
                hx = rest.pop(0)
            seq = rest.pop(0) if state.endswith("+len") else None
            if hx is None and seq is None:
                return self.rnn(x)
            return self.rnn(x, hx, seq)
    return SeqNet()


def _cell_net(ms, layer, lstm):
    class CellNet(ms.nn.Cell):
        def __init__(self):
            super().__init__()
            self.cell = layer

        def construct(self, x, h, *c):
            return self.cell(x, (h, c[0])) if lstm else self.cell(x, h)
    return CellNet()


def lens(shape, longest):
    return (shape, f"len:{longest}")


RNN_CASES = {
    "lstm_1l": (lambda ms: _seq_net(ms, ms.nn.LSTM(3, 4), "none"), [f32((5, 2, 3))]),
    "lstm_2l_bi_bf_hc": (lambda ms: _seq_net(ms, ms.nn.LSTM(3, 4, 2, batch_first=True, bidirectional=True), "hc"),
                         [f32((2, 5, 3)), f32((4, 2, 4)), f32((4, 2, 4))]),
    "lstm_bi_len": (lambda ms: _seq_net(ms, ms.nn.LSTM(3, 4, bidirectional=True), "hc+len"),
                    [f32((5, 3, 3)), f32((2, 3, 4)), f32((2, 3, 4)), lens((3,), 5)]),
    "lstm_2l_nobias_len": (lambda ms: _seq_net(ms, ms.nn.LSTM(3, 2, 2, has_bias=False, batch_first=True), "hc+len"),
                           [f32((3, 4, 3)), f32((2, 3, 2)), f32((2, 3, 2)), lens((3,), 4)]),
    "gru_2l_h": (lambda ms: _seq_net(ms, ms.nn.GRU(3, 4, 2), "h"), [f32((5, 2, 3)), f32((2, 2, 4))]),
    "gru_bi_bf": (lambda ms: _seq_net(ms, ms.nn.GRU(2, 3, batch_first=True, bidirectional=True), "none"),
                  [f32((2, 4, 2))]),
    "gru_bi_len": (lambda ms: _seq_net(ms, ms.nn.GRU(3, 4, bidirectional=True, has_bias=False), "h+len"),
                   [f32((4, 3, 3)), f32((2, 3, 4)), lens((3,), 4)]),
    "rnn_tanh": (lambda ms: _seq_net(ms, ms.nn.RNN(3, 4), "none"), [f32((5, 2, 3))]),
    "rnn_relu_2l_bi_h": (lambda ms: _seq_net(ms, ms.nn.RNN(3, 4, 2, bidirectional=True, nonlinearity="relu"), "h"),
                         [f32((4, 2, 3)), f32((4, 2, 4))]),
    "rnn_tanh_len_bf": (lambda ms: _seq_net(ms, ms.nn.RNN(3, 4, batch_first=True), "h+len"),
                        [f32((3, 4, 3)), f32((1, 3, 4)), lens((3,), 4)]),
    "lstmcell": (lambda ms: _cell_net(ms, ms.nn.LSTMCell(3, 4), True), [f32((2, 3)), f32((2, 4)), f32((2, 4))]),
    "lstmcell_nobias": (lambda ms: _cell_net(ms, ms.nn.LSTMCell(3, 2, has_bias=False), True),
                        [f32((2, 3)), f32((2, 2)), f32((2, 2))]),
    "grucell": (lambda ms: _cell_net(ms, ms.nn.GRUCell(3, 4), False), [f32((2, 3)), f32((2, 4))]),
    "rnncell_tanh": (lambda ms: _cell_net(ms, ms.nn.RNNCell(3, 4), False), [f32((2, 3)), f32((2, 4))]),
    "rnncell_relu_nobias": (lambda ms: _cell_net(ms, ms.nn.RNNCell(3, 4, False, "relu"), False),
                            [f32((2, 3)), f32((2, 4))]),
}

def _causal(n):
    return np.triu(np.full((n, n), -np.inf, np.float32), 1)


def _pad_mask(batch, length):
    """bool key padding mask: the last `b` keys of batch entry b are hidden."""
    mask = np.zeros((batch, length), bool)
    for b in range(batch):
        if b:
            mask[b, length - b:] = True
    return mask


def _attn_net(ms, attn, self_attn=False, masks=False, **call_kw):
    class AttnNet(ms.nn.Cell):
        def __init__(self):
            super().__init__()
            self.attn = attn

        def construct(self, q, *kv):
            k, v = (q, q) if self_attn else kv
            kw = dict(call_kw)
            if masks:
                batched = q.ndim == 3
                first = attn.batch_first
                n_q = q.shape[1 if first and batched else 0]
                n_k = k.shape[1 if first and batched else 0]
                kw["attn_mask"] = ms.Tensor(np.triu(np.full((n_q, n_k), -np.inf, np.float32), 1))
                if batched:
                    kw["key_padding_mask"] = ms.Tensor(_pad_mask(q.shape[0 if first else 1], n_k))
            return self.attn(q, k, v, **kw)
    return AttnNet()


def _enc_net(ms, layer, masks):
    class EncNet(ms.nn.Cell):
        def __init__(self):
            super().__init__()
            self.enc = layer

        def construct(self, src):
            if not masks:
                return self.enc(src)
            first = getattr(layer, "batch_first", False)
            n = src.shape[1 if first else 0]
            batch = src.shape[0 if first else 1]
            return self.enc(src, src_mask=ms.Tensor(_causal(n)), src_key_padding_mask=ms.Tensor(_pad_mask(batch, n)))
    return EncNet()


def _dec_net(ms, layer, masks):
    class DecNet(ms.nn.Cell):
        def __init__(self):
            super().__init__()
            self.dec = layer

        def construct(self, tgt, memory):
            if not masks:
                return self.dec(tgt, memory)
            t, s, batch = tgt.shape[0], memory.shape[0], tgt.shape[1]
            return self.dec(tgt, memory, tgt_mask=ms.Tensor(_causal(t)),
                            memory_key_padding_mask=ms.Tensor(_pad_mask(batch, s)))
    return DecNet()


def _transformer_net(ms, net):
    class TNet(ms.nn.Cell):
        def __init__(self):
            super().__init__()
            self.net = net

        def construct(self, src, tgt):
            return self.net(src, tgt, tgt_mask=ms.Tensor(_causal(tgt.shape[0])))
    return TNet()


TRANSFORMER_CASES = {
    "mha_cross": (lambda ms: _attn_net(ms, ms.nn.MultiheadAttention(8, 2)),
                  [f32((5, 2, 8)), f32((7, 2, 8)), f32((7, 2, 8))]),
    "mha_self_bf_masks": (lambda ms: _attn_net(ms, ms.nn.MultiheadAttention(8, 4, batch_first=True), self_attn=True,
                                               masks=True), [f32((3, 5, 8))]),
    "mha_kv_dims_bias_kv_zero": (lambda ms: _attn_net(ms, ms.nn.MultiheadAttention(8, 2, add_bias_kv=True,
                                                                                   add_zero_attn=True, kdim=6,
                                                                                   vdim=4),
                                                      average_attn_weights=False),
                                 [f32((4, 2, 8)), f32((5, 2, 6)), f32((5, 2, 4))]),
    "mha_unbatched_nobias": (lambda ms: _attn_net(ms, ms.nn.MultiheadAttention(6, 3, has_bias=False), masks=True),
                             [f32((4, 6)), f32((4, 6)), f32((4, 6))]),
    "mha_no_weights": (lambda ms: _attn_net(ms, ms.nn.MultiheadAttention(4, 1), need_weights=False),
                       [f32((3, 2, 4)), f32((3, 2, 4)), f32((3, 2, 4))]),
    "enc_layer_masks": (lambda ms: _enc_net(ms, ms.nn.TransformerEncoderLayer(8, 2, 16), True), [f32((5, 3, 8))]),
    "enc_layer_gelu_normfirst_bf": (lambda ms: _enc_net(ms, ms.nn.TransformerEncoderLayer(
        8, 2, 12, activation="gelu", norm_first=True, batch_first=True), False), [f32((2, 4, 8))]),
    "dec_layer_masks": (lambda ms: _dec_net(ms, ms.nn.TransformerDecoderLayer(8, 2, 16), True),
                        [f32((4, 3, 8)), f32((5, 3, 8))]),
    "dec_layer_normfirst_ops_relu": (lambda ms: _dec_net(ms, ms.nn.TransformerDecoderLayer(
        8, 4, 16, activation=ms.ops.relu, norm_first=True), False), [f32((3, 2, 8)), f32((4, 2, 8))]),
    "encoder_2l_norm": (lambda ms: _enc_net(ms, ms.nn.TransformerEncoder(
        ms.nn.TransformerEncoderLayer(8, 2, 16), 2, norm=ms.nn.LayerNorm((8,))), True), [f32((4, 3, 8))]),
    "decoder_2l": (lambda ms: _dec_net(ms, ms.nn.TransformerDecoder(ms.nn.TransformerDecoderLayer(8, 2, 16), 2),
                                       True), [f32((4, 3, 8)), f32((5, 3, 8))]),
    "transformer": (lambda ms: _transformer_net(ms, ms.nn.Transformer(8, 2, 2, 1, 16)),
                    [f32((5, 2, 8)), f32((4, 2, 8))]),
}

def _train(cell):
    cell.set_train(True)
    return cell


NORM_CASES = {
    "groupnorm_4d": (lambda ms: ms.nn.GroupNorm(2, 4), [f32((2, 4, 3, 3))]),
    "groupnorm_3d_noaffine": (lambda ms: ms.nn.GroupNorm(3, 6, eps=1e-3, affine=False), [f32((2, 6, 5))]),
    "groupnorm_one_group": (lambda ms: ms.nn.GroupNorm(1, 3), [f32((2, 3, 2, 2, 2))]),
    "bn3d_eval": (lambda ms: ms.nn.BatchNorm3d(3), [f32((2, 3, 2, 3, 2))]),
    "bn3d_train": (lambda ms: _train(ms.nn.BatchNorm3d(3, momentum=0.8)), [f32((2, 3, 2, 3, 2))]),
    "syncbn_eval_2d": (lambda ms: ms.nn.SyncBatchNorm(3), [f32((4, 3))]),
    "syncbn_train_4d": (lambda ms: _train(ms.nn.SyncBatchNorm(3, eps=1e-3)), [f32((2, 3, 2, 2))]),
}

PAD_CASES = {
    "constpad1d": (lambda ms: ms.nn.ConstantPad1d((2, -1), 0.5), [f32((2, 3, 4))]),
    "constpad2d_short": (lambda ms: ms.nn.ConstantPad2d((1, 2), 3), [f32((2, 3, 4))]),
    "constpad3d": (lambda ms: ms.nn.ConstantPad3d((1, 0, 2, 1, 0, 1), -1.5), [f32((1, 2, 2, 3))]),
    "zeropad2d": (lambda ms: ms.nn.ZeroPad2d(1), [f32((1, 2, 2, 3))]),
    "reflpad1d": (lambda ms: ms.nn.ReflectionPad1d((2, 1)), [f32((2, 3, 4))]),
    "reflpad1d_2dinput": (lambda ms: ms.nn.ReflectionPad1d(1), [f32((3, 4))]),
    "reflpad2d": (lambda ms: ms.nn.ReflectionPad2d((1, 2, 2, 0)), [f32((1, 2, 3, 4))]),
    "reflpad3d": (lambda ms: ms.nn.ReflectionPad3d(1), [f32((1, 2, 2, 3, 3))]),
    "replpad1d": (lambda ms: ms.nn.ReplicationPad1d((3, 1)), [f32((2, 2, 3))]),
    "replpad2d_3dinput": (lambda ms: ms.nn.ReplicationPad2d((1, 0, 2, 1)), [f32((2, 3, 3))]),
    "replpad3d": (lambda ms: ms.nn.ReplicationPad3d((1, 0, 0, 1, 1, 1)), [f32((1, 2, 2, 2, 3))]),
}

def _unpool_net(ms, pool, unpool, with_size=False):
    class UnpoolNet(ms.nn.Cell):
        def __init__(self):
            super().__init__()
            self.pool = pool
            self.unpool = unpool

        def construct(self, x):
            out, idx = self.pool(x)
            if with_size:
                return self.unpool(out, idx, tuple(x.shape))
            return self.unpool(out, idx)
    return UnpoolNet()


def _frac(ms, cls, nd, **kw):
    class FracNet(ms.nn.Cell):
        def __init__(self):
            super().__init__()
            self.pool = cls(**kw)

        def construct(self, x):
            samples = ms.Tensor(np.linspace(0.1, 0.9, x.shape[0] * x.shape[1] * nd).reshape(x.shape[0], x.shape[1],
                                                                                             nd).astype(np.float32))
            self.pool._random_samples = samples
            return self.pool(x)
    return FracNet()


POOL_CASES = {
    "maxpool1d_valid": (lambda ms: ms.nn.MaxPool1d(3, 2), [f32((2, 3, 7))]),
    "maxpool1d_same": (lambda ms: ms.nn.MaxPool1d(2, 2, pad_mode="same"), [f32((2, 3, 7))]),
    "maxpool1d_pad_idx": (lambda ms: ms.nn.MaxPool1d(3, 2, pad_mode="pad", padding=1, return_indices=True,
                                                     ceil_mode=True), [f32((2, 3, 8))]),
    "maxpool1d_2dinput_dil": (lambda ms: ms.nn.MaxPool1d(2, 1, pad_mode="pad", dilation=2), [f32((3, 6))]),
    "maxpool3d_valid": (lambda ms: ms.nn.MaxPool3d(2, 2), [f32((1, 2, 4, 4, 5))]),
    "maxpool3d_same": (lambda ms: ms.nn.MaxPool3d((2, 3, 2), (2, 2, 1), pad_mode="same"), [f32((1, 2, 3, 5, 4))]),
    "maxpool3d_pad_idx": (lambda ms: ms.nn.MaxPool3d(3, 2, pad_mode="pad", padding=1, return_indices=True),
                          [f32((1, 2, 4, 4, 4))]),
    "avgpool1d_valid": (lambda ms: ms.nn.AvgPool1d(3, 2), [f32((2, 3, 7))]),
    "avgpool1d_same": (lambda ms: ms.nn.AvgPool1d(3, 2, pad_mode="same"), [f32((2, 3, 8))]),
    "avgpool1d_pad_exclude": (lambda ms: ms.nn.AvgPool1d(3, 2, pad_mode="pad", padding=1, count_include_pad=False),
                              [f32((2, 3, 7))]),
    "avgpool1d_pad_ceil": (lambda ms: ms.nn.AvgPool1d(2, 2, pad_mode="pad", padding=1, ceil_mode=True),
                           [f32((3, 6))]),
    "avgpool3d_valid": (lambda ms: ms.nn.AvgPool3d(2, 2), [f32((1, 2, 4, 4, 5))]),
    "avgpool3d_same": (lambda ms: ms.nn.AvgPool3d(3, 2, pad_mode="same"), [f32((1, 2, 4, 5, 4))]),
    "avgpool3d_pad_divisor": (lambda ms: ms.nn.AvgPool3d(2, 2, pad_mode="pad", padding=1, divisor_override=3),
                              [f32((1, 2, 3, 3, 3))]),
    "adaptiveavg1d": (lambda ms: ms.nn.AdaptiveAvgPool1d(3), [f32((2, 3, 9))]),
    "adaptivemax1d": (lambda ms: ms.nn.AdaptiveMaxPool1d(2), [f32((2, 3, 8))]),
    "adaptiveavg3d": (lambda ms: ms.nn.AdaptiveAvgPool3d((2, 3, 2)), [f32((1, 2, 4, 5, 3))]),
    "adaptivemax2d_idx": (lambda ms: ms.nn.AdaptiveMaxPool2d((2, 3), return_indices=True), [f32((1, 2, 5, 7))]),
    "adaptivemax3d_idx": (lambda ms: ms.nn.AdaptiveMaxPool3d((2, 2, 3), return_indices=True), [f32((1, 2, 4, 5, 6))]),
    "adaptivemax3d": (lambda ms: ms.nn.AdaptiveMaxPool3d(2), [f32((2, 4, 4, 3))]),
    "lppool1d": (lambda ms: ms.nn.LPPool1d(2, 3, 2), [f32((2, 3, 7))]),
    "lppool2d_p3": (lambda ms: ms.nn.LPPool2d(3, (2, 3), 2), [f32((1, 2, 5, 7))]),
    "fracmax2d": (lambda ms: _frac(ms, ms.nn.FractionalMaxPool2d, 2, kernel_size=2, output_size=(3, 4),
                                   return_indices=True), [f32((2, 2, 6, 7))]),
    "fracmax2d_ratio": (lambda ms: _frac(ms, ms.nn.FractionalMaxPool2d, 2, kernel_size=(2, 3), output_ratio=(0.5, 0.5)),
                        [f32((1, 2, 8, 8))]),
    "fracmax3d": (lambda ms: _frac(ms, ms.nn.FractionalMaxPool3d, 3, kernel_size=2, output_size=(2, 2, 3),
                                   return_indices=True), [f32((1, 2, 5, 5, 6))]),
    "maxunpool1d": (lambda ms: _unpool_net(ms, ms.nn.MaxPool1d(2, 2, pad_mode="pad", return_indices=True),
                                           ms.nn.MaxUnpool1d(2)), [f32((2, 3, 6))]),
    "maxunpool2d_size": (lambda ms: _unpool_net(ms, ms.nn.MaxPool2d(2, 2, pad_mode="pad", return_indices=True),
                                                ms.nn.MaxUnpool2d(2), with_size=True), [f32((1, 2, 5, 5))]),
    "maxunpool3d": (lambda ms: _unpool_net(ms, ms.nn.MaxPool3d(2, 2, pad_mode="pad", return_indices=True),
                                           ms.nn.MaxUnpool3d(2, 2)), [f32((1, 2, 4, 4, 4))]),
}

ACT_CASES = {
    "prelu_channels": (lambda ms: ms.nn.PReLU(3, [0.1, 0.2, 0.3]), [f32((2, 3, 4))]),
    "prelu_shared_4d": (lambda ms: ms.nn.PReLU(), [f32((2, 3, 2, 2))]),
    "prelu_ext": (lambda ms: ms.nn.PReLUExt(3), [f32((2, 3, 4))]),
    "rrelu_fixed_slope": (lambda ms: ms.nn.RReLU(0.3, 0.3), [f32((3, 4))]),
    "glu_last": (lambda ms: ms.nn.GLU(), [f32((2, 3, 6))]),
    "glu_axis1": (lambda ms: ms.nn.GLU(axis=1), [f32((2, 4, 3))]),
    "threshold": (lambda ms: ms.nn.Threshold(0.1, 20.0), [f32((3, 5))]),
    "softmax2d_4d": (lambda ms: ms.nn.Softmax2d(), [f32((2, 3, 2, 2))]),
    "softmax2d_3d": (lambda ms: ms.nn.Softmax2d(), [f32((3, 2, 4))]),
}

# cases whose MindSpore-written checkpoint is kept (ckpt_<case>.ckpt) and loaded back by the tests
CKPT_CASES = ("lstm_2l_bi_bf_hc", "gru_2l_h", "rnn_relu_2l_bi_h", "lstmcell", "grucell", "rnncell_tanh",
              "transformer", "mha_kv_dims_bias_kv_zero")

ALL_CASES = {}
ALL_CASES.update(CONV_CASES)
ALL_CASES.update(RNN_CASES)
ALL_CASES.update(TRANSFORMER_CASES)
ALL_CASES.update(NORM_CASES)
ALL_CASES.update(PAD_CASES)
ALL_CASES.update(POOL_CASES)
ALL_CASES.update(ACT_CASES)
