"""One loss-scaled training step: mindspore_compat against a hand-written PyTorch GradScaler loop.

LeNet5, batch 32, float32, dynamic loss scale, Momentum(0.01, 0.9). The shim runs
``nn.TrainOneStepWithLossScaleCell(WithLossCell(LeNet5, SoftmaxCrossEntropyWithLogits), Momentum,
DynamicLossScaleUpdateCell(2**12, 2, 1000))``; the torch side is the loop a PyTorch user writes with
``torch.amp.GradScaler`` and ``torch.optim.SGD(momentum=0.9)``. Both run in this process, in alternating blocks;
the script prints the median step times and their ratio (target <= 1.05 on CPU).

On a CUDA machine (``--device GPU``) it also counts host synchronisations per shim step with
``torch.cuda.set_sync_debug_mode`` (target 0).

    python bench/train_step.py [--device CPU|GPU] [--steps N]
"""
import argparse
import os
import sys
import warnings

import numpy as np
import torch

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(1, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from _timing import compare, count_host_syncs, report  # noqa: E402

import mindspore_compat  # noqa: E402

mindspore_compat.install()
import mindspore as ms  # noqa: E402
from mindspore import nn, Tensor  # noqa: E402


class LeNet5(nn.Cell):
    def __init__(self, num_class=10, num_channel=1):
        super().__init__()
        self.conv1 = nn.Conv2d(num_channel, 6, 5, pad_mode="valid")
        self.conv2 = nn.Conv2d(6, 16, 5, pad_mode="valid")
        self.fc1 = nn.Dense(16 * 5 * 5, 120)
        self.fc2 = nn.Dense(120, 84)
        self.fc3 = nn.Dense(84, num_class)
        self.relu = nn.ReLU()
        self.max_pool2d = nn.MaxPool2d(kernel_size=2, stride=2)
        self.flatten = nn.Flatten()

    def construct(self, x):
        x = self.max_pool2d(self.relu(self.conv1(x)))
        x = self.max_pool2d(self.relu(self.conv2(x)))
        x = self.flatten(x)
        x = self.relu(self.fc1(x))
        x = self.relu(self.fc2(x))
        return self.fc3(x)


class TorchLeNet5(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1 = torch.nn.Conv2d(1, 6, 5)
        self.conv2 = torch.nn.Conv2d(6, 16, 5)
        self.fc1 = torch.nn.Linear(400, 120)
        self.fc2 = torch.nn.Linear(120, 84)
        self.fc3 = torch.nn.Linear(84, 10)

    def forward(self, x):
        f = torch.nn.functional
        x = f.max_pool2d(f.relu(self.conv1(x)), 2, 2)
        x = f.max_pool2d(f.relu(self.conv2(x)), 2, 2)
        x = x.flatten(1)
        return self.fc3(f.relu(self.fc2(f.relu(self.fc1(x)))))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--device", default="CPU", choices=["CPU", "GPU", "Ascend"])
    parser.add_argument("--steps", type=int, default=20, help="steps per timed block")
    parser.add_argument("--blocks", type=int, default=11)
    args = parser.parse_args()
    ms.set_context(device_target=args.device)
    ms.set_seed(0)
    torch.manual_seed(0)
    dev = Tensor(1.0).to_torch().device

    net = LeNet5()
    loss_fn = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
    opt = nn.Momentum(net.trainable_params(), learning_rate=0.01, momentum=0.9)
    manager = nn.DynamicLossScaleUpdateCell(loss_scale_value=2 ** 12, scale_factor=2, scale_window=1000)
    train = nn.TrainOneStepWithLossScaleCell(nn.WithLossCell(net, loss_fn), opt, scale_sense=manager)
    train.set_train()

    x_np = np.random.rand(32, 1, 32, 32).astype(np.float32)
    y_np = np.random.randint(0, 10, 32).astype(np.int32)
    x, y = Tensor(x_np), Tensor(y_np)

    tnet = TorchLeNet5().to(dev)
    topt = torch.optim.SGD(tnet.parameters(), lr=0.01, momentum=0.9)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        scaler = torch.amp.GradScaler(dev.type, init_scale=2.0 ** 12, growth_factor=2.0, backoff_factor=0.5,
                                      growth_interval=1000)
    tx, ty = torch.from_numpy(x_np).to(dev), torch.from_numpy(y_np).long().to(dev)

    def shim_steps():
        for _ in range(args.steps):
            train(x, y)

    def torch_steps():
        for _ in range(args.steps):
            topt.zero_grad(set_to_none=True)
            loss = torch.nn.functional.cross_entropy(tnet(tx), ty)
            scaler.scale(loss).backward()
            scaler.step(topt)
            scaler.update()

    s, t, r = compare(shim_steps, torch_steps, reps=1, blocks=args.blocks)
    rows = [("LeNet5 loss-scaled step (batch 32)", s / args.steps, t / args.steps, r, 1.05)]
    report(rows, f"train step, torch {torch.__version__}, device {dev}, {torch.get_num_threads()} threads")

    per_step, sources = count_host_syncs(lambda: train(x, y))
    if per_step is not None:
        print(f"host synchronisations per shim step: {per_step:.1f} (target 0)")
        for line in sources:
            print("  ", line)

if __name__ == "__main__":
    main()
