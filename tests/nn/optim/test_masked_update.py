"""The optimizers' masked update (the accelerator path of a loss-scaled step, forced here on the CPU).

A masked update with the flag clear must give exactly the numbers of the plain update; with the flag set it must
leave every tensor of the optimizer as it was; and it must never hold a copy of the whole model: its peak extra
memory is at most one parameter's state (the parameter and its optimizer state tensors).
"""
import weakref

import numpy as np
import pytest
import torch
from torch.utils._python_dispatch import TorchDispatchMode
from torch.utils._pytree import tree_flatten

import mindspore_compat as ms
from mindspore_compat import Tensor, nn
from mindspore_compat._backend import overflow as backend_overflow
from mindspore_compat.common import dtype as mstype


_STEP_UNLESS = backend_overflow.step_unless


def _net():
    ms.set_seed(3)
    return nn.SequentialCell([nn.Dense(6, 32), nn.ReLU(), nn.Dense(32, 4)])


OPTIMIZERS = {
    "Momentum": lambda ps: nn.Momentum(ps, 0.1, 0.9),
    "Momentum-nesterov-wd": lambda ps: nn.Momentum(ps, 0.1, 0.9, weight_decay=0.01, use_nesterov=True),
    "SGD-momentum": lambda ps: nn.SGD(ps, 0.1, momentum=0.9, weight_decay=0.01),
    "Adam": lambda ps: nn.Adam(ps, 0.01),
    "Adam-amsgrad": lambda ps: nn.Adam(ps, 0.01, use_amsgrad=True),
    "AdamWeightDecay": lambda ps: nn.AdamWeightDecay(ps, 0.01, weight_decay=0.01),
    "Lamb": lambda ps: nn.Lamb(ps, 0.01),
    "RMSProp": lambda ps: nn.RMSProp(ps, 0.01, momentum=0.5),
    "RMSProp-centered": lambda ps: nn.RMSProp(ps, 0.01, momentum=0.5, centered=True),
}


def _grads(net, seed):
    rng = np.random.default_rng(seed)
    return tuple(Tensor(rng.standard_normal(p.shape).astype(np.float32)) for p in net.trainable_params())


def _snapshot(opt):
    return {p.name: p.asnumpy().copy() for p in opt.get_parameters()} | \
        {"param:" + p.name: p.asnumpy().copy() for p in opt.parameters}


@pytest.mark.parametrize("name", sorted(OPTIMIZERS))
def test_masked_update_equals_plain_update_and_skips_on_flag(name):
    plain_net, masked_net = _net(), _net()
    plain = OPTIMIZERS[name](plain_net.trainable_params())
    masked = OPTIMIZERS[name](masked_net.trainable_params())
    assert masked._has_masked_update
    for step in range(3):
        grads = _grads(plain_net, step)
        plain(grads)
        masked._masked_call(grads, torch.tensor(False))
        a, b = _snapshot(plain), _snapshot(masked)
        assert a.keys() == b.keys()
        for key in a:
            np.testing.assert_array_equal(a[key], b[key], err_msg=f"{name} step {step}: {key}")
    before = _snapshot(masked)
    masked._masked_call(_grads(masked_net, 9), torch.tensor(True))
    after = _snapshot(masked)
    for key in before:
        np.testing.assert_array_equal(before[key], after[key], err_msg=f"{name}: {key} changed on overflow")
    # and the optimizer goes on exactly like the plain one after a skipped step
    grads = _grads(plain_net, 10)
    plain(grads)
    masked._masked_call(grads, torch.tensor(False))
    for key, value in _snapshot(plain).items():
        np.testing.assert_array_equal(value, _snapshot(masked)[key], err_msg=f"{name} after skip: {key}")


def test_user_optimizer_without_buckets_has_no_masked_form():
    class PlainSGD(nn.Optimizer):
        def __init__(self, params, learning_rate):
            super().__init__(learning_rate, params)

        def construct(self, gradients):
            for param, grad in zip(self.parameters, gradients):
                param.set_data(param - self.get_lr() * grad)
            return True

    net = _net()
    opt = PlainSGD(net.trainable_params(), 0.1)
    assert not opt._has_masked_update
    with pytest.raises(RuntimeError, match="has no masked update"):
        opt._masked_call(_grads(net, 0), torch.tensor(False))


class _LiveBytes(TorchDispatchMode):
    """Counts the bytes of the tensors that operations allocate while the mode is on, and their peak."""

    def __init__(self):
        super().__init__()
        self.live = 0
        self.peak = 0

    def _release(self, nbytes):
        self.live -= nbytes

    def __torch_dispatch__(self, func, types, args=(), kwargs=None):
        out = func(*args, **(kwargs or {}))
        inputs = {t.untyped_storage().data_ptr() for t in tree_flatten((args, kwargs))[0]
                  if isinstance(t, torch.Tensor)}
        for t in tree_flatten(out)[0]:
            if isinstance(t, torch.Tensor) and t.untyped_storage().data_ptr() not in inputs and t._base is None:
                nbytes = t.untyped_storage().nbytes()
                self.live += nbytes
                self.peak = max(self.peak, self.live)
                weakref.finalize(t, self._release, nbytes)
        return out


class _LeNet5(nn.Cell):
    def __init__(self):
        super().__init__()
        self.conv1 = nn.Conv2d(1, 6, 5, pad_mode="valid")
        self.conv2 = nn.Conv2d(6, 16, 5, pad_mode="valid")
        self.fc1 = nn.Dense(400, 120)
        self.fc2 = nn.Dense(120, 84)
        self.fc3 = nn.Dense(84, 10)
        self.relu = nn.ReLU()
        self.pool = nn.MaxPool2d(kernel_size=2, stride=2)
        self.flatten = nn.Flatten()

    def construct(self, x):
        x = self.pool(self.relu(self.conv1(x)))
        x = self.pool(self.relu(self.conv2(x)))
        x = self.flatten(x)
        return self.fc3(self.relu(self.fc2(self.relu(self.fc1(x)))))


def _measured_training(monkeypatch, opt_name, masked):
    """Peak bytes allocated inside step_unless over four steps of TrainOneStepWithLossScaleCell (the last one
    overflowing), with the masked accelerator branch forced or the plain update."""
    ms.set_seed(0)
    net = _LeNet5()
    opt = OPTIMIZERS[opt_name](net.trainable_params())
    train = nn.TrainOneStepWithLossScaleCell(nn.WithLossCell(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True)),
                                             opt, scale_sense=nn.DynamicLossScaleUpdateCell(2.0 ** 12, 2, 1000))
    rng = np.random.default_rng(0)
    x = Tensor(rng.random((4, 1, 32, 32)).astype(np.float32))
    y = Tensor(rng.integers(0, 10, 4).astype(np.int32))
    peaks, kinds = [], []
    original = _STEP_UNLESS

    def measured(found, step, state, host_branch=None):
        kinds.append(getattr(step, "masked", None) is not None)
        if not masked and bool(found):
            return None
        with _LiveBytes() as counter:
            result = original(found, step, state, not masked)
        peaks.append(counter.peak)
        return result

    monkeypatch.setattr(backend_overflow, "step_unless", measured)
    train(x, y)  # first step: the CPU workspaces of the optimizer are created
    peaks.clear()
    for _ in range(2):
        train(x, y)
    train.set_sense_scale(Tensor(np.inf, mstype.float32))
    out = train(x, y)  # an overflowing step
    assert bool(out[1].asnumpy()) is True and all(kinds)
    state_kinds = len(opt._buckets[0].states)
    per_param = [p.asnumpy().nbytes * (1 + state_kinds) for p in net.trainable_params()]
    return peaks, per_param


@pytest.mark.parametrize("opt_name", ["Momentum", "Adam"])
def test_masked_train_step_holds_at_most_one_parameter_state(monkeypatch, opt_name):
    """TrainOneStepWithLossScaleCell with the accelerator branch forced: the memory the masking adds to the plain
    update (both measured around step_unless) stays within the largest parameter's state (the parameter and its
    optimizer state); a snapshot of the whole model would not."""
    masked, per_param = _measured_training(monkeypatch, opt_name, masked=True)
    plain, _ = _measured_training(monkeypatch, opt_name, masked=False)
    assert len(masked) == 3 and len(plain) == 2
    slack = 16384  # small temporaries: the flag, the step counter, Adam's beta powers, the small parameters' copies
    assert max(masked) - max(plain) <= max(per_param) + slack, (masked, plain, max(per_param))
    # the bound means something here: a snapshot of every parameter and its state would break it
    assert sum(per_param) > max(per_param) + slack
