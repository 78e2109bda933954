"""Per-op overhead of mindspore_compat against raw torch, measured in the same process.

Prints, for each case, the median time of the shim and of the equivalent torch code over alternating blocks,
and their ratio. Targets (issue: core runtime): <= 1.5x for the small cases, <= 1.05x for the large matmul.

    python bench/ops_overhead.py
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
from mindspore import nn, ops, Tensor  # noqa: E402


def main():
    torch.manual_seed(0)
    ms.set_seed(0)
    torch.set_num_threads(max(1, torch.get_num_threads()))
    rows = []

    a64, b64 = Tensor(np.random.rand(64, 64).astype(np.float32)), Tensor(np.random.rand(64, 64).astype(np.float32))
    ta64, tb64 = a64.to_torch(), b64.to_torch()
    matmul = ops.MatMul()
    rows.append(("MatMul 64x64", *compare(lambda: matmul(a64, b64), lambda: torch.matmul(ta64, tb64), 2000), 1.5))

    a1k = Tensor(np.random.rand(1024, 1024).astype(np.float32))
    b1k = Tensor(np.random.rand(1024, 1024).astype(np.float32))
    ta1k, tb1k = a1k.to_torch(), b1k.to_torch()
    rows.append(("MatMul 1024x1024", *compare(lambda: matmul(a1k, b1k), lambda: torch.matmul(ta1k, tb1k), 5,
                                               blocks=9), 1.05))

    x, y = Tensor(np.random.rand(256).astype(np.float32)), Tensor(np.random.rand(256).astype(np.float32))
    tx, ty = x.to_torch(), y.to_torch()
    rows.append(("add (256,) elementwise", *compare(lambda: x + y, lambda: tx + ty, 5000), 1.5))

    net = nn.SequentialCell([nn.Dense(64, 128), nn.ReLU(), nn.Dense(128, 128), nn.ReLU(), nn.Dense(128, 10)])
    loss_fn = nn.MSELoss()
    with_loss = nn.WithLossCell(net, loss_fn)
    grad_fn = ms.value_and_grad(with_loss, None, net.trainable_params())
    tnet = torch.nn.Sequential(torch.nn.Linear(64, 128), torch.nn.ReLU(), torch.nn.Linear(128, 128),
                               torch.nn.ReLU(), torch.nn.Linear(128, 10))
    tparams = list(tnet.parameters())
    xb = Tensor(np.random.rand(32, 64).astype(np.float32))
    yb = Tensor(np.random.rand(32, 10).astype(np.float32))
    txb, tyb = xb.to_torch(), yb.to_torch()

    def torch_step():
        loss = torch.nn.functional.mse_loss(tnet(txb), tyb)
        return loss, torch.autograd.grad(loss, tparams)

    rows.append(("3-layer MLP fwd+bwd (batch 32)", *compare(lambda: grad_fn(xb, yb), torch_step, 200), 1.5))
    report(rows, f"ops overhead, torch {torch.__version__}, {torch.get_num_threads()} threads, CPU")


if __name__ == "__main__":
    main()
