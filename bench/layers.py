"""Forward + backward time of mindspore_compat layers against the same torch.nn modules, in one process.

Each case builds the layer in both, gives both the same weights, and times one training-style step:
forward, sum of the output, gradients of the input and of every Parameter (``mindspore.grad`` on the shim side,
``torch.autograd.grad`` on the torch side: both return fresh gradients, so neither side pays for accumulation into
``.grad`` that the other skips). Prints the medians over alternating blocks and their ratio; the target
(issue 11) is a ratio of at most 1.10 on the CPU.

    python bench/layers.py
"""
import os
import sys

import numpy as np
import torch

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(1, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from _timing import compare, report  # noqa: E402

import mindspore_compat  # noqa: E402

mindspore_compat.install()
import mindspore as ms  # noqa: E402
from mindspore import nn, Tensor  # noqa: E402

TARGET = 1.10


def _shim_step_first(net, x):
    """Gradient step of a cell whose output is a tuple (the first item is summed)."""
    weights = net.trainable_params()
    grad = ms.grad(lambda t: net(t)[0].sum(), grad_position=0, weights=weights)
    return lambda: grad(x)


def _shim_step_plain(net, x):
    weights = net.trainable_params()
    grad = ms.grad(lambda t: net(t).sum(), grad_position=0, weights=weights)
    return lambda: grad(x)


def _torch_step(module, x, first=False):
    xt = torch.tensor(x, requires_grad=True)
    targets = [xt] + [p for p in module.parameters() if p.requires_grad]

    def step():
        out = module(xt)
        return torch.autograd.grad((out[0] if first else out).sum(), targets)
    return step


def main():
    torch.manual_seed(0)
    rng = np.random.default_rng(0)
    rows = []

    # LSTM: 2 layers, bidirectional, (seq 32, batch 16, features 64 -> hidden 128)
    x = rng.standard_normal((32, 16, 64)).astype(np.float32)
    shim = nn.LSTM(64, 128, num_layers=2, bidirectional=True)
    ref = torch.nn.LSTM(64, 128, num_layers=2, bidirectional=True)
    with torch.no_grad():
        for name, p in ref.named_parameters():
            p.copy_(torch.from_numpy(shim.parameters_dict()[name].asnumpy()))
    rows.append(("LSTM 2x bi 64->128, (32,16)", *compare(_shim_step_first(shim, Tensor(x)),
                                                          _torch_step(ref, x, first=True), 3, blocks=7), TARGET))

    # Conv1d: 64 -> 128 channels, kernel 5, 'same' padding, (16, 64, 256)
    x = rng.standard_normal((16, 64, 256)).astype(np.float32)
    shim = nn.Conv1d(64, 128, 5, pad_mode="pad", padding=2, has_bias=True)
    ref = torch.nn.Conv1d(64, 128, 5, padding=2)
    with torch.no_grad():
        ref.weight.copy_(torch.from_numpy(shim.weight.asnumpy()[:, :, 0, :]))
        ref.bias.copy_(torch.from_numpy(shim.bias.asnumpy()))
    rows.append(("Conv1d 64->128 k5, (16,64,256)", *compare(_shim_step_plain(shim, Tensor(x)), _torch_step(ref, x),
                                                             5, blocks=7), TARGET))

    # Transformer encoder: 2 layers, d_model 128, 4 heads, ffn 512, (seq 64, batch 8); dropout off on both sides
    x = rng.standard_normal((64, 8, 128)).astype(np.float32)
    shim = nn.TransformerEncoder(nn.TransformerEncoderLayer(128, 4, 512, dropout=0.0), 2)
    ref = torch.nn.TransformerEncoder(torch.nn.TransformerEncoderLayer(128, 4, 512, dropout=0.0), 2,
                                      enable_nested_tensor=False)
    names = {"self_attn.in_proj_weight": "self_attn.in_proj_weight", "self_attn.in_proj_bias": "self_attn.in_proj_bias",
             "self_attn.out_proj.weight": "self_attn.out_proj.weight", "self_attn.out_proj.bias": "self_attn.out_proj.bias",
             "linear1.weight": "dense1.weight", "linear1.bias": "dense1.bias", "linear2.weight": "dense2.weight",
             "linear2.bias": "dense2.bias", "norm1.weight": "norm1.gamma", "norm1.bias": "norm1.beta",
             "norm2.weight": "norm2.gamma", "norm2.bias": "norm2.beta"}
    params = shim.parameters_dict()
    with torch.no_grad():
        for name, p in ref.named_parameters():
            layer, rest = name.split(".", 2)[1], name.split(".", 2)[2]
            p.copy_(torch.from_numpy(params[f"layers.{layer}.{names[rest]}"].asnumpy()))
    rows.append(("TransformerEncoder 2x d128 h4, (64,8)", *compare(_shim_step_plain(shim, Tensor(x)),
                                                                    _torch_step(ref, x), 3, blocks=7), TARGET))

    # GroupNorm: 8 groups of 64 channels, (16, 64, 32, 32)
    x = rng.standard_normal((16, 64, 32, 32)).astype(np.float32)
    shim = nn.GroupNorm(8, 64)
    ref = torch.nn.GroupNorm(8, 64)
    rows.append(("GroupNorm 8/64, (16,64,32,32)", *compare(_shim_step_plain(shim, Tensor(x)), _torch_step(ref, x),
                                                            10, blocks=9), TARGET))
    report(rows, f"forward + backward, mindspore_compat vs torch.nn ({torch.get_num_threads()} threads)")


if __name__ == "__main__":
    main()
