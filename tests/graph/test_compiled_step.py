"""What a compiled loss-scaled step costs and computes: one compilation per input signature, and the in-graph
unscale-and-check giving the eager bits.

The eager side of each comparison is this package in PyNative mode, whose loss-scale numbers are pinned against
MindSpore 2.10 in ``test_jit.py`` and ``tests/nn/wrap``; here the compiled forms are held to those bits.
"""
import hashlib

import numpy as np
import pytest
import torch

from mindspore_compat import context, nn, Tensor
from mindspore_compat._backend import compile as _compile
from mindspore_compat._backend import cpu_kernels
from mindspore_compat._backend import overflow


@pytest.fixture(autouse=True)
def pynative_after():
    yield
    context.set_context(mode=context.PYNATIVE_MODE, jit_level="")


class _SmallConvNet(nn.Cell):
    """A convolution with "same" padding (its padding is worked out from the input size), max pooling and a
    dense layer: the Python-side state these layers keep must not make a compiled step compile again."""

    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(1, 2, 3, pad_mode="same", weight_init="ones")
        self.pool = nn.MaxPool2d(kernel_size=2, stride=2)
        self.flatten = nn.Flatten()
        self.fc = nn.Dense(2 * 4 * 4, 3, weight_init="ones", bias_init="zeros")
        self.relu = nn.ReLU()

    def construct(self, x):
        return self.fc(self.flatten(self.pool(self.relu(self.conv(x)))))


def _train(mode, level, steps=3):
    context.set_context(mode=mode, jit_level=level)
    net = _SmallConvNet()
    opt = nn.Momentum(net.trainable_params(), learning_rate=0.01, momentum=0.9)
    train = nn.TrainOneStepWithLossScaleCell(
        nn.WithLossCell(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")), opt,
        nn.DynamicLossScaleUpdateCell(2 ** 12, 2, 1000))
    train.set_train()
    x = Tensor((np.arange(4 * 64, dtype=np.float32).reshape(4, 1, 8, 8) % 11) / 10)
    y = Tensor(np.array([0, 2, 1, 2], np.int32))
    losses = [float(train(x, y)[0].asnumpy()) for _ in range(steps)]
    context.set_context(mode=context.PYNATIVE_MODE, jit_level="")
    return train, losses, [p.asnumpy() for p in net.trainable_params()]


@pytest.mark.parametrize("level", ["O0", "O1"])
def test_loss_scaled_step_compiles_once_and_keeps_pynative_numbers(level):
    train, losses, params = _train(context.GRAPH_MODE, level)
    runner = train.__dict__["_graph_runner"]
    # the overflow register, the optimizer's CPU workspace and the "same" padding cache used to be filled during
    # the first trace, and the second call compiled the step again
    assert runner.graphs_compiled == 1
    _, eager_losses, eager_params = _train(context.PYNATIVE_MODE, "")
    if runner.backend == _compile.EAGER:    # O0, or O1 without a C++ compiler: the eager kernels, same bits
        assert losses == eager_losses
        for got, want in zip(params, eager_params):
            np.testing.assert_array_equal(got, want)
    else:                                       # fused kernels may round the last bit differently
        np.testing.assert_allclose(losses, eager_losses, rtol=1e-6)
        for got, want in zip(params, eager_params):
            np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-7)


def _grads(bad):
    """Gradients of three dtypes; `bad` puts an inf / NaN into one of them (same shapes every time)."""
    g = torch.Generator().manual_seed(7)
    grads = [(torch.randn(37, 5, generator=g) * 1000).to(torch.float16),
             (torch.randn(64, generator=g) * 300).to(torch.bfloat16),
             torch.randn(3, 9, generator=g) * 50]
    if bad == "inf":
        grads[0][3, 1] = float("inf")
    elif bad == "nan":
        grads[1][10] = float("nan")
    return grads


@pytest.mark.parametrize("backend", [_compile.EAGER, _compile.INDUCTOR])
def test_compiled_unscale_and_check_gives_the_eager_bits(backend):
    if backend == _compile.INDUCTOR and not _compile.has_cxx_compiler():
        pytest.skip("inductor needs a C++ compiler on a CPU")

    def step(grads, scale):
        return overflow.unscale_and_check_(grads, scale, scale_at_least_one=True)

    compiled = _compile.CompiledFunction(step, fullgraph=True, backend=backend)
    scale = torch.tensor(3.7)        # 1/3.7 is not a float16 value: the inverse is cast to each dtype first
    for bad in (None, "inf", "nan"):
        eager, graph = _grads(bad), _grads(bad)
        flag = step(eager, scale)
        assert bool(compiled(graph, scale)) is bool(flag) is (bad is not None)
        for e, c in zip(eager, graph):
            assert e.dtype == c.dtype
            assert torch.equal(torch.nan_to_num(e), torch.nan_to_num(c)) and torch.equal(e.isnan(), c.isnan())
    assert compiled.graphs_compiled == 1


def test_float_status_register_before_during_and_after_checks():
    overflow.clear_float_status()
    assert overflow.float_status() is None
    assert bool(overflow.found_non_finite([torch.tensor([1.0, float("inf")])], inplace_ok=True))
    assert bool(overflow.float_status())
    overflow.found_non_finite([torch.tensor([1.0])], inplace_ok=True)
    assert bool(overflow.float_status())          # the register stays raised until it is cleared
    overflow.clear_float_status()
    assert overflow.float_status() is None
    overflow.found_non_finite([torch.tensor([2.0])])
    assert not bool(overflow.float_status())


def _pool_input(shape):
    x = torch.randn(shape, generator=torch.Generator().manual_seed(3))
    flat = x.view(-1)
    flat[1] = float("nan")                    # a NaN, then a second one in the same window: the later one wins
    flat[2], flat[3] = float("nan"), float("nan")
    flat[9] = flat[8]                         # a tie: the first one wins
    flat[16], flat[17] = -0.0, 0.0            # equal zeros of both signs
    flat[24:28] = float("-inf")
    return x


def _same_bits(a, b):
    return torch.equal(torch.nan_to_num(a, 7.0), torch.nan_to_num(b, 7.0)) and torch.equal(a.signbit(), b.signbit())


@pytest.mark.parametrize("shape, window", [((2, 3, 8, 8), 2), ((2, 3, 9, 12), (3, 2)), ((3, 6, 4), 2),
                                           ((2, 3, 7, 8), 2)], ids=["2x2", "3x2", "3-d", "not-tiling"])
def test_o1_max_pooling_gives_the_eager_values_indices_and_gradient(shape, window):
    if not _compile.has_cxx_compiler():
        pytest.skip("inductor needs a C++ compiler on a CPU")
    x = _pool_input(shape).requires_grad_()
    grad = torch.randn(torch.nn.functional.max_pool2d(x, window).shape, generator=torch.Generator().manual_seed(4))
    grad.view(-1)[0] = -0.0                   # lands as +0.0 in the eager backward (it adds into zeros)

    def pool(t):
        return torch.nn.functional.max_pool2d(t, window, window, 0, 1, False, True)

    def pool_grad(t):
        return torch.autograd.grad(torch.relu(pool(t)[0]), t, grad)[0]

    values, indices = pool(x.detach())
    compiled_values, compiled_indices = _compile.CompiledFunction(pool, backend=_compile.INDUCTOR)(x.detach())
    if shape == (2, 3, 7, 8):
        # windows that do not tile the input keep inductor's own form: the same numbers, but it keeps the first
        # of two NaNs and may return +0.0 for a window holding -0.0 then 0.0
        assert torch.equal(torch.nan_to_num(compiled_values, 7.0), torch.nan_to_num(values, 7.0))
        return
    assert _same_bits(compiled_values, values)
    assert torch.equal(compiled_indices, indices)
    assert cpu_kernels._kernels["forward"] is not None   # the hand-written kernel ran
    compiled_grad = _compile.CompiledFunction(pool_grad, backend=_compile.INDUCTOR)(x)
    assert _same_bits(compiled_grad, pool_grad(x))


@pytest.mark.skipif(not _compile.has_cxx_compiler(), reason="O1 on a CPU needs a C++ compiler")
def test_o1_graphs_are_served_from_inductors_cache_in_a_new_process(monkeypatch, tmp_path):
    # the decomposition table is part of the cache keys; pickled by value it made every graph skip the caches in
    # some processes (always with one intra-op thread), so O1 compiled from scratch on each start
    from torch._dynamo.utils import counters

    monkeypatch.setenv("TORCHINDUCTOR_CACHE_DIR", str(tmp_path))
    monkeypatch.setattr(torch._inductor.config, "fx_graph_cache", True)
    threads = torch.get_num_threads()
    torch.set_num_threads(1)
    x = torch.linspace(-2.0, 2.0, 9)

    def compile_and_run():      # what a new process does: nothing compiled in memory
        torch._dynamo.reset()
        return _compile.CompiledFunction(lambda t: torch.sin(t) * 2, backend=_compile.INDUCTOR)(x)

    try:
        counters.clear()
        first = compile_and_run()
        assert counters["inductor"]["fxgraph_cache_bypass"] == 0
        assert counters["inductor"]["fxgraph_cache_miss"] == 1
        second = compile_and_run()
        assert counters["inductor"]["fxgraph_cache_bypass"] == 0
        assert counters["inductor"]["fxgraph_cache_hit"] + counters["aot_autograd"]["autograd_cache_hit"] >= 1
    finally:
        torch.set_num_threads(threads)
    assert torch.equal(first, second) and torch.allclose(first, torch.sin(x) * 2)


def test_the_decomposition_table_keys_caches_by_this_packages_kernels():
    table = cpu_kernels.decompositions()
    restore, args = table.__reduce_ex__(4)
    with open(cpu_kernels.__file__, "rb") as source:
        assert args == (hashlib.sha256(source.read()).hexdigest(),)
    rebuilt = restore(*args)
    assert rebuilt == table and rebuilt[torch.ops.aten.max_pool2d_with_indices.default] is cpu_kernels._forward
