"""mindspore.recompute and Cell.recompute on torch.utils.checkpoint: same numbers and gradients, fewer saved
activations; errors recorded from MindSpore 2.10.0 CPU."""
import numpy as np
import pytest
import torch

import mindspore_compat as ms
from mindspore_compat import nn, ops, Tensor


class Block(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Dense(4, 16)
        self.fc2 = nn.Dense(16, 4)
        self.act = nn.Tanh()

    def construct(self, x):
        return self.fc2(self.act(self.fc1(x)))


class Net(nn.Cell):
    def __init__(self, use_function):
        super().__init__()
        self.block = Block()
        self.use_function = use_function

    def construct(self, x):
        y = ms.recompute(self.block, x) if self.use_function else self.block(x)
        return (y * y).sum()


def _grads(net, x):
    fn = ms.value_and_grad(net, None, net.trainable_params())
    loss, grads = fn(x)
    return loss.asnumpy(), [g.asnumpy() for g in grads]


def test_recompute_function_same_loss_and_grads():
    ms.set_seed(1)
    plain = Net(False)
    recomputed = Net(True)
    ms.load_param_into_net(recomputed, plain.parameters_dict())
    x = Tensor(np.random.RandomState(0).randn(3, 4).astype(np.float32))
    loss_a, grads_a = _grads(plain, x)
    loss_b, grads_b = _grads(recomputed, x)
    np.testing.assert_allclose(loss_a, loss_b, rtol=1e-6)
    for a, b in zip(grads_a, grads_b):
        np.testing.assert_allclose(a, b, rtol=1e-6, atol=1e-7)


def test_recompute_function_example_value():
    class Square(nn.Cell):
        def construct(self, x):
            return x * x

    class Outer(nn.Cell):
        def __init__(self):
            super().__init__()
            self.square = Square()

        def construct(self, x):
            return ms.recompute(self.square, x) * 3
    # recorded from MindSpore 2.10.0 CPU: [ 6. 12.]
    grad = ops.grad(Outer())(Tensor(np.array([1.0, 2.0], np.float32)))
    np.testing.assert_array_equal(grad.asnumpy(), [6.0, 12.0])


def test_cell_recompute_method():
    ms.set_seed(2)
    plain = Net(False)
    other = Net(False)
    ms.load_param_into_net(other, plain.parameters_dict())
    assert other.block.recompute() is None       # recorded: returns None
    x = Tensor(np.random.RandomState(1).randn(2, 4).astype(np.float32))
    loss_a, grads_a = _grads(plain, x)
    loss_b, grads_b = _grads(other, x)
    np.testing.assert_allclose(loss_a, loss_b, rtol=1e-6)
    for a, b in zip(grads_a, grads_b):
        np.testing.assert_allclose(a, b, rtol=1e-6, atol=1e-7)
    # inference (no gradients) runs the block directly
    np.testing.assert_allclose(other(x).asnumpy(), plain(x).asnumpy(), rtol=1e-6)


def test_recompute_drops_saved_activations():
    block = Block()
    x = Tensor(np.ones((2, 4), np.float32))
    counts = []
    for use in (False, True):
        saved = []
        with torch.autograd.graph.saved_tensors_hooks(lambda t: saved.append(t) or t, lambda t: t):
            out = ms.recompute(block, x, use_reentrant=False) if use else block(x)
            out.to_torch().sum()
        counts.append(len(saved))
    assert counts[1] < counts[0]


def test_recompute_errors():
    x = Tensor(np.ones((1, 4), np.float32))
    # recorded from MindSpore 2.10.0 CPU
    with pytest.raises(TypeError, match="Recompute function now only support block which inherited from Cell when "
                                        "use_reentrant=True!"):
        ms.recompute(lambda a: a, x)
    assert ms.recompute(lambda a: a * 2, x, use_reentrant=False).asnumpy().tolist() == [[2.0] * 4]
    with pytest.raises(ValueError, match="context_fn is only supported when use_reentrant=False."):
        ms.recompute(Block(), x, context_fn=lambda: (None, None))
    cell = Block()
    with pytest.raises(TypeError, match=r"The parameter 'mp_comm_recompute' must be <class 'bool'>, but got "
                                        r"<class 'int'>"):
        cell.recompute(mp_comm_recompute=1)
    with pytest.raises(ValueError, match="For 'recompute', keyword 'x' is not recognized! the key kwargs must be "
                                         "'mp_comm_recompute', 'parallel_optimizer_comm_recompute', "
                                         "'recompute_slice_activation'"):
        cell.recompute(x=1)
    assert cell.recompute(mp_comm_recompute=False, recompute_slice_activation=True) is None
