"""Optimizers on a CUDA device: same results as on CPU, and no host synchronisation after the first step."""
import numpy as np
import pytest
import torch

import mindspore_compat as ms
from mindspore_compat import nn, Parameter, Tensor

pytestmark = pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a CUDA device")


@pytest.fixture
def on_gpu():
    ms.set_context(device_target="GPU")
    yield
    ms.set_context(device_target="CPU")


def _make(kind, params):
    lr = nn.piecewise_constant_lr([2, 4], [0.1, 0.05])
    if kind == "momentum":
        return nn.Momentum(params, learning_rate=0.1, momentum=0.9, weight_decay=1e-4)
    if kind == "momentum_dynamic":
        return nn.Momentum(params, learning_rate=lr, momentum=0.9)
    if kind == "sgd":
        return nn.SGD(params, 0.1, 0.9, 0.1, weight_decay=1e-4)
    if kind == "adam":
        return nn.Adam(params, learning_rate=1e-2, weight_decay=1e-4)
    if kind == "adam_schedule":
        return nn.Adam(params, learning_rate=nn.CosineDecayLR(0.001, 0.01, 3))
    if kind == "adamw":
        return nn.AdamWeightDecay(params, learning_rate=1e-2, weight_decay=0.01)
    if kind == "lamb":
        return nn.Lamb(params, learning_rate=1e-2)
    return nn.RMSProp(params, learning_rate=1e-2, centered=True)


@pytest.mark.parametrize("kind", ["momentum", "momentum_dynamic", "sgd", "adam", "adam_schedule", "adamw", "lamb",
                                  "rmsprop"])
def test_cuda_matches_cpu_without_sync(kind, on_gpu):
    rng = np.random.default_rng(0)
    arrays = [rng.standard_normal(s).astype(np.float32) for s in [(8, 4), (4,)]]
    grads = [[rng.standard_normal(a.shape).astype(np.float32) for a in arrays] for _ in range(4)]
    gpu_params = [Parameter(Tensor(a), name=f"p{i}") for i, a in enumerate(arrays)]
    assert gpu_params[0]._t.is_cuda
    opt = _make(kind, gpu_params)
    gpu_grads = [tuple(Tensor(g) for g in step) for step in grads]
    opt(gpu_grads[0])  # first step may read fixed hyper-parameters once
    torch.cuda.set_sync_debug_mode("error")
    try:
        for g in gpu_grads[1:]:
            opt(g)
    finally:
        torch.cuda.set_sync_debug_mode(0)
    ms.set_context(device_target="CPU")
    cpu_params = [Parameter(Tensor(a), name=f"p{i}") for i, a in enumerate(arrays)]
    cpu_opt = _make(kind, cpu_params)
    for step in grads:
        cpu_opt(tuple(Tensor(g) for g in step))
    for g_p, c_p in zip(gpu_params, cpu_params):
        np.testing.assert_allclose(g_p.asnumpy(), c_p.asnumpy(), rtol=1e-5, atol=1e-6)
    assert opt.global_step.asnumpy().tolist() == [4]
