"""Data-parallel training written for MindSpore, run unmodified on mindspore_compat.

Launch with MindSpore's launcher command line::

    msrun --worker_num=2 --local_worker_num=2 examples/distributed/train_data_parallel.py

(or ``python -m mindspore_compat msrun ...``). Every process reads its own shard of the data, the gradients are
averaged over the processes, and each rank saves its checkpoints under ``ckpt/rank_<id>``.

Options (all optional): ``--amp O0|O2`` (default O2), ``--epochs N``, ``--out DIR`` (where the final parameters
are written as ``params_rank<id>.npz`` and the loss scale history as ``scale_rank<id>.txt``), ``--overflow_step K``
(rank 1 makes its gradients overflow at step K, to show that every rank skips that step).
"""
import argparse
import os

import numpy as np

import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.communication import init, get_rank, get_group_size
from mindspore.train import Model, ModelCheckpoint, CheckpointConfig, LossMonitor, Callback

parser = argparse.ArgumentParser()
parser.add_argument("--amp", default="O2")
parser.add_argument("--epochs", type=int, default=2)
parser.add_argument("--out", default="dp_out")
parser.add_argument("--overflow_step", type=int, default=-1)
parser.add_argument("--batch", type=int, default=8, help="batch size per process")
args = parser.parse_args()

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
init()
rank, size = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)
ms.set_seed(7)

# 128 samples of a 3-class problem, the same on every process; each process reads the samples of its shard
rng = np.random.RandomState(0)
features = rng.randn(128, 10).astype(np.float32)
labels = (features[:, :3].argmax(axis=1)).astype(np.int32)


class Samples:
    def __len__(self):
        return len(features)

    def __getitem__(self, i):
        return features[i], labels[i]


data = ds.GeneratorDataset(Samples(), ["x", "y"], shuffle=False, num_shards=size, shard_id=rank)
data = data.batch(args.batch, drop_remainder=True)


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Dense(10, 32, weight_init="xavier_uniform")
        self.relu = nn.ReLU()
        self.fc2 = nn.Dense(32, 3, weight_init="xavier_uniform")
        self.step = 0

    def construct(self, x):
        self.step += 1
        out = self.fc2(self.relu(self.fc1(x)))
        if self.training and self.step == args.overflow_step and rank == 1:
            out = out * float("inf")      # this rank's gradients overflow on this step only
        return out


net = Net()
loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
opt = nn.Momentum(net.trainable_params(), learning_rate=0.1, momentum=0.9)
if args.amp == "O0":
    model = Model(net, loss, opt)
else:
    manager = ms.DynamicLossScaleManager(init_loss_scale=2.0 ** 10, scale_factor=2, scale_window=1000)
    model = Model(net, loss, opt, amp_level=args.amp, loss_scale_manager=manager)


class ScaleRecorder(Callback):
    """Writes the loss scale after every step."""

    def __init__(self):
        super().__init__()
        self.values = []

    def on_train_step_end(self, run_context):
        cb = run_context.original_args()
        scale = getattr(cb.train_network, "scale_sense", None)
        self.values.append(float(scale.asnumpy().reshape(-1)[0]) if scale is not None else 1.0)


recorder = ScaleRecorder()
ckpt = ModelCheckpoint(prefix="dp", directory=os.path.join(args.out, "ckpt", f"rank_{rank}"),
                       config=CheckpointConfig(save_checkpoint_steps=8, keep_checkpoint_max=2))
model.train(args.epochs, data, callbacks=[ckpt, recorder, LossMonitor(8)], dataset_sink_mode=False)

os.makedirs(args.out, exist_ok=True)
np.savez(os.path.join(args.out, f"params_rank{rank}.npz"),
         **{p.name: p.asnumpy().astype(np.float32) for p in net.trainable_params()})
with open(os.path.join(args.out, f"scale_rank{rank}.txt"), "w") as f:
    f.write(" ".join(str(v) for v in recorder.values))
print(f"rank {rank}/{size} done")
