"""GroupNorm, BatchNorm3d, SyncBatchNorm, LayerNormExt and InstanceNorm1d/2d/3d.

GroupNorm, BatchNorm3d and SyncBatchNorm: outputs and gradients against values recorded from the real MindSpore
2.10.0 (CPU) by tests/data/layers/make_goldens.py (fixed Parameters and inputs of layer_cases.py). MindSpore's CPU
build has no kernel for LayerNormExt ("Create kernelmod for op LayerNormExt failed") nor InstanceNorm ("Unsupported
op [InstanceNorm] on CPU"), so those are checked against the documented formulas computed in float64 numpy here.
"""
import numpy as np
import pytest

import mindspore_compat as ms
from mindspore_compat import nn, Tensor

from layer_golden import lc, run_case


@pytest.mark.parametrize("name", sorted(lc.NORM_CASES))
def test_norm_matches_mindspore(name):
    run_case("norm", name, rtol=1e-5, atol=1e-5)


def _ref_norm(x, axes, eps):
    mean = x.mean(axis=axes, keepdims=True)
    var = x.var(axis=axes, keepdims=True)
    return (x - mean) / np.sqrt(var + eps)


def test_layernormext_formula_and_parameters():
    rng = np.random.default_rng(0)
    x = rng.standard_normal((2, 3, 4))
    ln = nn.LayerNormExt((3, 4), eps=1e-3)
    assert [p.name for p in ln.get_parameters()] == ["weight", "bias"]
    w, b = rng.standard_normal((3, 4)), rng.standard_normal((3, 4))
    ln.weight.set_data(Tensor(w, ms.float32))
    ln.bias.set_data(Tensor(b, ms.float32))
    want = _ref_norm(x, (1, 2), 1e-3) * w + b
    np.testing.assert_allclose(ln(Tensor(x, ms.float32)).asnumpy(), want, rtol=1e-5, atol=1e-5)
    plain = nn.LayerNormExt(4, elementwise_affine=False)
    assert plain.weight is None and plain.bias is None and list(plain.get_parameters()) == []
    np.testing.assert_allclose(plain(Tensor(x, ms.float32)).asnumpy(), _ref_norm(x, (2,), 1e-5), rtol=1e-5,
                               atol=1e-5)
    assert nn.LayerNormExt(4, bias=False).bias is None
    # recorded from MindSpore 2.10.0: repr and the errors of the constructor
    assert repr(nn.LayerNormExt((3, 4))) == "LayerNormExt(normalized_shape=(3, 4), eps=1e-05, elementwise_affine=True)"
    with pytest.raises(TypeError, match=r"^For 'LayerNormExt', the type of 'normalized_shape' must be tuple\[int\] "
                                        r"or list\[int\], but got 1.5 and the type is <class 'float'>.$"):
        nn.LayerNormExt(1.5)
    with pytest.raises(ValueError, match="^Expected normalized_shape to be at least 1-dimensional"):
        nn.LayerNormExt(())


@pytest.mark.parametrize("cls, shape", [(nn.InstanceNorm1d, (2, 3, 5)), (nn.InstanceNorm2d, (2, 3, 2, 3)),
                                        (nn.InstanceNorm3d, (2, 3, 2, 2, 2))])
def test_instancenorm_formula_and_moving_statistics(cls, shape):
    rng = np.random.default_rng(1)
    x = rng.standard_normal(shape)
    net = cls(3, eps=1e-3, momentum=0.2)
    g, b = rng.standard_normal(3), rng.standard_normal(3)
    net.gamma.set_data(Tensor(g, ms.float32))
    net.beta.set_data(Tensor(b, ms.float32))
    axes = tuple(range(2, len(shape)))
    cshape = (1, 3) + (1,) * len(axes)
    want = _ref_norm(x, axes, 1e-3) * g.reshape(cshape) + b.reshape(cshape)
    np.testing.assert_allclose(net(Tensor(x, ms.float32)).asnumpy(), want, rtol=1e-5, atol=1e-5)
    np.testing.assert_array_equal(net.moving_mean.asnumpy(), np.zeros(3, np.float32))  # not training: unchanged
    net.set_train(True)
    net(Tensor(x, ms.float32))
    n = int(np.prod([shape[a] for a in axes]))
    batch_mean = x.mean(axis=axes).mean(axis=0)
    batch_var = (x.var(axis=axes) * n / (n - 1)).mean(axis=0)
    np.testing.assert_allclose(net.moving_mean.asnumpy(), 0.2 * batch_mean, rtol=1e-5, atol=1e-6)
    np.testing.assert_allclose(net.moving_variance.asnumpy(), 0.8 + 0.2 * batch_var, rtol=1e-5, atol=1e-6)
    with pytest.raises(ValueError, match=f"^For '{cls.__name__}', the in_shape must have {len(shape)} dims, but got 2"):
        net(Tensor(np.ones((2, 3)), ms.float32))


# (expression, outcome) recorded from MindSpore 2.10.0 CPU: "OK <value>" or "<ExceptionType> <first message line>"
RECORDED = [
    ('nn.GroupNorm(3, 4)',
     "ValueError For 'GroupNorm', the 'num_channels' must be divided by 'num_groups', but got 'num_channels': 4, 'num_groups': 3."),
    ('nn.GroupNorm(0, 4)',
     "ValueError For 'GroupNorm', the 'num_groups' must be int and must > 0, but got '0' with type 'int'."),
    ('nn.GroupNorm(2, 4, eps=1)',
     "TypeError For 'GroupNorm', the type of 'eps' should be 'float', but got type 'int'."),
    ('nn.GroupNorm(2, 4, affine=1)',
     "TypeError For 'GroupNorm', the 'affine' must be a bool, but got int."),
    ('nn.GroupNorm(2.0, 4)',
     "TypeError For 'GroupNorm', the 'num_groups' must be int, but got 'float'"),
    ('nn.InstanceNorm2d(3, eps=1)',
     "TypeError For 'InstanceNorm2d', the type of 'eps' should be 'float', but got type 'int'."),
    ('nn.InstanceNorm2d(3, momentum=1)',
     "TypeError For 'InstanceNorm2d', the type of 'momentum' should be 'float', but got type 'int'."),
    ('nn.InstanceNorm2d(3, momentum=1.5)',
     "ValueError For 'InstanceNorm2d', the 'momentum' must be a number in range [0, 1], but got 1.5."),
    ('nn.InstanceNorm2d(0)',
     "ValueError For 'InstanceNorm2d', the 'num_features' must be at least 1, but got 0."),
    ('nn.InstanceNorm2d(3, affine=0)',
     "TypeError For 'InstanceNorm2d', the type of 'affine' should be 'bool', but got type 'int'."),
    ('nn.InstanceNorm2d(3, gamma_init=[1.0])',
     "TypeError For 'InstanceNorm2d', the type of 'gamma_init' must be in [Tensor, numbers.Number, str, Initializer], but got type list."),
    ('nn.InstanceNorm2d(3, gamma_init=Tensor(np.ones(3), ms.float16))',
     "TypeError For 'InstanceNorm2d', the type of 'gamma_init' must be float32, but got Float16."),
    ('nn.BatchNorm3d(3)(Tensor(np.ones((2, 3, 2, 2), np.float32)))',
     "ValueError For 'BatchNorm3d', the in_shape must have 5 dims, but got 4."),
    ('nn.BatchNorm3d(0)',
     "ValueError For 'BatchNorm2d', the 'num_features' must be at least 1, but got 0."),
    ('nn.SyncBatchNorm(3)(Tensor(np.ones((2, 3, 2), np.float32)))',
     "ValueError For 'SyncBatchNorm', the must have 2 dims or 4 dims, but got 3."),
    ('nn.SyncBatchNorm(3, process_groups=[[0, 1]])',
     "ValueError For 'SyncBatchNorm', the 'rank id in process_groups' must be in range of [0, 1), but got 1 with type 'int'."),
    ('nn.SyncBatchNorm(3, process_groups=(0,))',
     "ValueError The parameter 'process_groups' must be isinstance of <class 'list'>, but got (0,)."),
    ('repr(nn.GroupNorm(2, 6))',
     'OK GroupNorm(num_groups=2, num_channels=6)'),
]


def outcome(expr):
    try:
        res = eval(expr, {"nn": nn, "Tensor": Tensor, "np": np, "ms": ms})
    except Exception as exc:  # noqa: BLE001 - the type is what is compared
        text = str(exc).splitlines()[0] if str(exc) else ""
        return f"{type(exc).__name__} {text}".rstrip()
    return f"OK {res}" if isinstance(res, (str, tuple)) else "OK"


@pytest.mark.parametrize("expr, expected", RECORDED)
def test_norm_construction_matches_mindspore(expr, expected):
    assert outcome(expr) == expected


_SYNC_WORKER = r"""
import sys
import numpy as np
import mindspore_compat as ms
from mindspore_compat import nn, Tensor
from mindspore_compat._backend import collective
rank, port = int(sys.argv[1]), sys.argv[2]
collective.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{port}", world_size=2, rank=rank)
x = np.random.default_rng(5).standard_normal((4, 3, 2, 2)).astype(np.float32)
net = nn.SyncBatchNorm(3, momentum=0.7)
net.set_train(True)
grad = ms.grad(lambda t: (net(t) * Tensor(np.arange(24, dtype=np.float32).reshape(2, 3, 2, 2))).sum())
g = grad(Tensor(x[2 * rank:2 * rank + 2]))
np.savez(sys.argv[3], out=net(Tensor(x[2 * rank:2 * rank + 2])).asnumpy(), grad=g.asnumpy(),
         mean=net.moving_mean.asnumpy(), var=net.moving_variance.asnumpy())
"""


def test_syncbatchnorm_two_processes_equal_one_batchnorm_over_the_whole_batch(tmp_path):
    import os
    import socket
    import subprocess
    import sys
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    script = tmp_path / "worker.py"
    script.write_text(_SYNC_WORKER)
    root = __file__.rsplit("/tests/", 1)[0]
    env = dict(os.environ, PYTHONPATH=root)
    procs = [subprocess.Popen([sys.executable, str(script), str(r), str(port), str(tmp_path / f"r{r}.npz")], cwd=root,
                              env=env) for r in range(2)]
    assert [p.wait(timeout=120) for p in procs] == [0, 0]
    # reference: one BatchNorm2d over all four samples (two forward calls, as each worker made)
    x = np.random.default_rng(5).standard_normal((4, 3, 2, 2)).astype(np.float32)
    ref = nn.BatchNorm2d(3, momentum=0.7)
    ref.set_train(True)
    cot = np.concatenate([np.arange(24, dtype=np.float32).reshape(2, 3, 2, 2)] * 2)
    g = ms.grad(lambda t: (ref(t) * Tensor(cot)).sum())(Tensor(x))
    out = ref(Tensor(x)).asnumpy()
    for r in range(2):
        got = np.load(tmp_path / f"r{r}.npz")
        np.testing.assert_allclose(got["out"], out[2 * r:2 * r + 2], rtol=1e-5, atol=1e-5)
        np.testing.assert_allclose(got["grad"], g.asnumpy()[2 * r:2 * r + 2], rtol=1e-4, atol=1e-5)
        np.testing.assert_allclose(got["mean"], ref.moving_mean.asnumpy(), rtol=1e-5, atol=1e-6)
        np.testing.assert_allclose(got["var"], ref.moving_variance.asnumpy(), rtol=1e-5, atol=1e-6)
