"""MultiheadAttention and the Transformer layers against the real MindSpore 2.10.0 (CPU): outputs and gradients
recorded by tests/data/layers/make_goldens.py on the fixed Parameters, inputs and masks of layer_cases.py, and
checkpoints written by MindSpore's own save_checkpoint."""
import os

import numpy as np
import pytest

import mindspore_compat as ms
from mindspore_compat import nn, Tensor

from layer_golden import DATA, lc, recorded, run_case


@pytest.mark.parametrize("name", sorted(lc.TRANSFORMER_CASES))
def test_transformer_matches_mindspore(name):
    run_case("transformer", name, rtol=1e-4, atol=1e-5)


@pytest.mark.parametrize("name", [n for n in lc.CKPT_CASES if n in lc.TRANSFORMER_CASES])
def test_mindspore_checkpoint_loads_and_reproduces(name):
    builder, inputs = lc.TRANSFORMER_CASES[name]
    net = builder(ms)
    params = ms.load_checkpoint(os.path.join(DATA, f"ckpt_{name}.ckpt"))
    assert sorted(params) == sorted(p.name for p in net.get_parameters())
    param_not_load, ckpt_not_load = ms.load_param_into_net(net, params)
    assert param_not_load == [] and ckpt_not_load == []
    rec = recorded("transformer")
    xs = [Tensor(rec[f"{name}:in{i}"]) for i in range(len(inputs))]
    for i, out in enumerate(lc.flatten(net(*xs))):
        np.testing.assert_allclose(out.asnumpy(), rec[f"{name}:out{i}"], rtol=1e-4, atol=1e-5)


def test_transformer_parameter_names_follow_mindspore():
    # names recorded from MindSpore 2.10.0 for nn.TransformerEncoder(nn.TransformerEncoderLayer(4, 2, 8), 2)
    enc = nn.TransformerEncoder(nn.TransformerEncoderLayer(4, 2, 8), 2)
    names = [n for n, _ in enc.parameters_and_names()]
    per_layer = ["self_attn.in_proj_weight", "self_attn.in_proj_bias", "self_attn.out_proj.weight",
                 "self_attn.out_proj.bias", "dense1.weight", "dense1.bias", "dense2.weight", "dense2.bias",
                 "norm1.gamma", "norm1.beta", "norm2.gamma", "norm2.beta"]
    assert names == [f"layers.{i}.{n}" for i in range(2) for n in per_layer]
    mha = nn.MultiheadAttention(8, 2, kdim=6, vdim=4, add_bias_kv=True)
    assert [n for n, _ in mha.parameters_and_names()] == [
        "q_proj_weight", "k_proj_weight", "v_proj_weight", "in_proj_bias", "bias_k", "bias_v", "out_proj.weight",
        "out_proj.bias"]
    np.testing.assert_array_equal(mha.in_proj_bias.asnumpy(), np.zeros(24, np.float32))


# (expression, outcome) recorded from MindSpore 2.10.0 CPU: "OK <value>" or "<ExceptionType> <first message line>"
RECORDED = [
    ('nn.MultiheadAttention(8, 3)',
     "ValueError The init argument 'embed_dim' must be divisible by 'num_heads'."),
    ('nn.TransformerEncoderLayer(8, 2, activation=nn.ReLU())',
     "ValueError The argument 'activation' must be ops.relu or ops.gelu instance, but get ReLU()."),
    ("nn.TransformerEncoderLayer(8, 2, activation='tanh')",
     'ValueError The activation must be relu/gelu, but get tanh'),
    ('nn.TransformerEncoderLayer(8, 2, activation=3)',
     "ValueError The argument 'activation' must be str, callable or Cell instance, but get 3."),
    ('nn.TransformerEncoderLayer(8, 2, activation=ms.ops.gelu).activation is ms.ops.gelu',
     'OK'),
    ('nn.MultiheadAttention(4, 2)(Tensor(np.ones((3, 2, 4), np.float32)), Tensor(np.ones((3, 2, 4), np.float32)), Tensor(np.ones((3, 2, 4), np.float32)), key_padding_mask=Tensor(np.ones((2, 3), np.int32)))',
     'ValueError only bool and floating types of key_padding_mask are supported'),
    ('nn.TransformerEncoderLayer(4, 2, 8)(Tensor(np.ones((3, 2, 4), np.float32)), src_key_padding_mask=Tensor(np.ones((2, 3), np.int32)))',
     'AssertionError only bool and floating types of key_padding_mask are supported'),
    ('nn.Transformer(4, 2, 1, 1, 8)(Tensor(np.ones((3, 2, 4), np.float32)), Tensor(np.ones((3, 2, 5), np.float32)))',
     "ValueError The number of features for 'src' and 'tgt' must be equal to `d_model`."),
    ('nn.MultiheadAttention(4, 2)(Tensor(np.ones((3, 2, 4), np.float32)), Tensor(np.ones((3, 2, 4), np.float32)), Tensor(np.ones((3, 2, 4), np.float32)), need_weights=False)[0].shape',
     'OK (3, 2, 4)'),
    ('len(nn.MultiheadAttention(4, 2)(Tensor(np.ones((3, 2, 4), np.float32)), Tensor(np.ones((3, 2, 4), np.float32)), Tensor(np.ones((3, 2, 4), np.float32)), need_weights=False))',
     'OK'),
]


def outcome(expr):
    try:
        res = eval(expr, {"nn": nn, "Tensor": Tensor, "np": np, "ms": ms})
    except Exception as exc:  # noqa: BLE001 - the type is what is compared
        text = str(exc).splitlines()[0] if str(exc) else ""
        return f"{type(exc).__name__} {text}".rstrip()
    return f"OK {res}" if isinstance(res, (str, tuple)) else "OK"


@pytest.mark.parametrize("expr, expected", RECORDED)
def test_transformer_construction_matches_mindspore(expr, expected):
    assert outcome(expr) == expected
