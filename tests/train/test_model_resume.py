"""Resuming a legacy training script: Model + amp_level "O2" + DynamicLossScaleManager trained for 20 steps,
checkpointed by ModelCheckpoint, loaded into freshly built objects and trained 20 more steps gives, bit for bit, the
40 uninterrupted steps: losses, weights, optimizer moments and step, loss scale and its counters."""
import os

import numpy as np

import mindspore_compat as ms
from mindspore_compat import nn
from mindspore_compat import dataset as ds
from mindspore_compat.train import Callback, CheckpointConfig, Model, ModelCheckpoint


class _Net(nn.Cell):
    def __init__(self):
        super(_Net, self).__init__()
        self.fc1 = nn.Dense(8, 16)
        self.bn = nn.BatchNorm1d(16)
        self.relu = nn.ReLU()
        self.fc2 = nn.Dense(16, 3)

    def construct(self, x):
        return self.fc2(self.relu(self.bn(self.fc1(x))))


class _Losses(Callback):
    def __init__(self):
        super().__init__()
        self.values = []

    def on_train_step_end(self, run_context):
        loss, overflow, scale = run_context.original_args().net_outputs
        self.values.append((loss.asnumpy().tobytes(), bool(overflow.asnumpy()), float(scale.asnumpy())))


def _dataset():
    rng = np.random.RandomState(0)
    x = rng.randn(80, 8).astype(np.float32)
    y = rng.randint(0, 3, 80).astype(np.int32)
    return ds.NumpySlicesDataset({"x": x, "y": y}, shuffle=False).batch(4)       # 20 steps per epoch


def _model():
    ms.set_seed(3)
    net = _Net()
    opt = nn.Momentum(net.trainable_params(), learning_rate=0.05, momentum=0.9)
    # a start that overflows in float16, and a short window: the scale moves both ways within 40 steps
    manager = ms.DynamicLossScaleManager(init_loss_scale=2.0 ** 20, scale_factor=2, scale_window=6)
    return Model(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"), opt, amp_level="O2",
                 loss_scale_manager=manager)


def _state(model):
    """Every Parameter of the train network (weights, optimizer state, loss scale and counters) by name."""
    return {p.name: p.asnumpy().tobytes() for p in model.train_network.get_parameters()}


def test_resume_after_20_steps_equals_40_uninterrupted_steps(tmp_path):
    straight, straight_losses = _model(), _Losses()
    straight.train(2, _dataset(), callbacks=[straight_losses])
    assert len(straight_losses.values) == 40
    assert any(v[1] for v in straight_losses.values)                    # some steps overflowed ...
    assert len({v[2] for v in straight_losses.values}) > 2              # ... and the scale went down and up

    first, first_losses = _model(), _Losses()
    config = CheckpointConfig(save_checkpoint_steps=20, keep_checkpoint_max=1)
    first.train(1, _dataset(), callbacks=[first_losses, ModelCheckpoint("resume", str(tmp_path), config)])
    assert first_losses.values == straight_losses.values[:20]
    assert os.listdir(tmp_path) == ["resume-1_20.ckpt"]

    resumed, resumed_losses = _model(), _Losses()
    param_not_load, ckpt_not_load = ms.load_param_into_net(
        resumed.train_network, ms.load_checkpoint(str(tmp_path / "resume-1_20.ckpt")))
    assert (param_not_load, ckpt_not_load) == ([], [])
    resumed.train(2, _dataset(), callbacks=[resumed_losses], initial_epoch=1)
    assert resumed_losses.values == straight_losses.values[20:]
    assert _state(resumed) == _state(straight)
    names = set(_state(straight))
    assert {"scale_sense", "current_iterator_step", "last_overflow_iterator_step", "global_step",
            "moments.fc1.weight"} <= names
