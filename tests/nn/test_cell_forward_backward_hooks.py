"""Cell.register_forward_pre_hook / register_forward_hook / register_backward_hook.

Every value, message and call order below was recorded from MindSpore 2.10.0 CPU (PyNative) running the same
network and hooks.
"""
import warnings

import numpy as np
import pytest

import mindspore_compat as ms
from mindspore_compat import nn, Tensor


class _Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = ms.Parameter(Tensor(np.array([2.0, 3.0], np.float32)), name="w")

    def construct(self, x, y):
        return x * self.w + y, x - y


def _inputs():
    return Tensor(np.array([1.0, 1.5], np.float32)), Tensor(np.array([0.5, 0.25], np.float32))


def _hooked(log):
    net = _Net()

    def pre(cell, args):
        log.append(("pre", type(cell).__name__, len(args), args[0].asnumpy().tolist()))
        return (args[0] * 2, args[1])

    def pre_kw(cell, args, kwargs):
        log.append(("prekw", kwargs))

    def fwd(cell, args, out):
        log.append(("fwd", out[0].asnumpy().tolist(), out[1].asnumpy().tolist()))
        return (out[0] + 1, out[1])

    def bwd(cell, gin, gout):
        log.append(("bwd", [None if g is None else g.asnumpy().tolist() for g in gin],
                    [g.asnumpy().tolist() for g in gout]))
        return (gin[0] * 10, gin[1]) if len(gin) == 2 else None

    handles = [net.register_forward_pre_hook(pre), net.register_forward_pre_hook(pre_kw, with_kwargs=True),
               net.register_forward_hook(fwd), net.register_backward_hook(bwd)]
    return net, handles


def test_forward_hooks_replace_inputs_and_outputs_in_order():
    log = []
    net, handles = _hooked(log)
    a, b = net(*_inputs())
    np.testing.assert_allclose(a.asnumpy(), [5.5, 10.25])
    np.testing.assert_allclose(b.asnumpy(), [1.5, 2.75])
    assert log == [("pre", "_Net", 2, [1.0, 1.5]), ("prekw", {}), ("fwd", [4.5, 9.25], [1.5, 2.75])]
    for h in handles:
        h.remove()
    a, b = net(*_inputs())
    np.testing.assert_allclose(a.asnumpy(), [2.5, 4.75])
    np.testing.assert_allclose(b.asnumpy(), [0.5, 1.25])


def test_backward_hook_sees_hooked_inputs_and_outputs_and_replaces_input_grads():
    log = []
    net, _ = _hooked(log)

    def loss(x, y):
        a, b = net(x, y)
        return (a * a).sum() + b.sum()

    gx, gy = ms.grad(loss, grad_position=(0, 1))(*_inputs())
    np.testing.assert_allclose(gx.asnumpy(), [460.0, 1250.0])
    np.testing.assert_allclose(gy.asnumpy(), [10.0, 19.5])
    assert log[-1] == ("bwd", [[23.0, 62.5], [10.0, 19.5]], [[11.0, 20.5], [1.0, 1.0]])

    log.clear()
    (gw,) = ms.grad(loss, grad_position=None, weights=net.trainable_params())(*_inputs())
    np.testing.assert_allclose(gw.asnumpy(), [22.0, 61.5])
    assert log[-1] == ("bwd", [None], [[11.0, 20.5], [1.0, 1.0]])


def test_hook_errors_and_always_call():
    net = _Net()
    with pytest.raises(TypeError, match="Expected a callable hook function, but got int."):
        net.register_forward_hook(3)
    handle = net.register_forward_pre_hook(lambda cell, args, kwargs: 5, with_kwargs=True)
    with pytest.raises(RuntimeError, match=r"forward pre hook with kwargs must return None or a tuple of "
                                           r"\(new_args, new_kwargs\), but got 5"):
        net(*_inputs())
    handle.remove()

    seen = []

    class Boom(nn.Cell):
        def construct(self, x):
            raise ValueError("boom")

    boom = Boom()
    boom.register_forward_hook(lambda cell, args, out: seen.append(out), always_call=True)
    with pytest.raises(ValueError, match="boom"):
        boom(Tensor(np.ones(2, np.float32)))
    assert seen == [None]

    def broken(cell, args, out):
        raise KeyError("hook")

    boom2 = Boom()
    boom2.register_forward_hook(broken, always_call=True)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        with pytest.raises(ValueError, match="boom"):
            boom2(Tensor(np.ones(2, np.float32)))
    assert any("always_call=True" in str(w.message) for w in caught)


def test_prepend_runs_first():
    order = []
    net = _Net()
    net.register_forward_hook(lambda cell, args, out: order.append("second"))
    net.register_forward_hook(lambda cell, args, out: order.append("first"), prepend=True)
    net(*_inputs())
    assert order == ["first", "second"]
