"""Boost levels O0 / O1 / O2 side by side: step time and accuracy after the same training budget.

A small residual conv net (stem conv-BN-ReLU-maxpool, two basic residual blocks, global average pooling, FC) on a
synthetic 10-class image task, trained for a fixed number of steps at each boost level. The train network is built
the way ``Model`` builds it: ``AutoBoost(level, config)`` (reset between levels with ``AutoBoost._reset()``, as
AutoBoost is a process-wide singleton), ``network_auto_process_train`` for O1/O2, then
``amp.build_train_network(..., boost_level=level)``. The gradient-freezing schedule is sized to the budget
(``grad_freeze.total_steps``). O2 adds AdaSum, which only acts in data-parallel training over 16 devices or more:
stand-alone it trains like O1.

The three train networks train side by side in alternating blocks of steps (rotating order, as bench/_timing.py
does), so that a busy machine slows every level alike. Reported per level: the boost algorithms in effect, the
BatchNorm layers LessBN removed, the median step time over the blocks (the first step, which includes LessBN's
graph pass, is not timed), the mean loss of the last 20 steps and the test accuracy. The same network written in
plain PyTorch and trained with torch.optim.SGD(momentum=0.9) runs in the same blocks, as the native baseline the
step times are also compared with.

    python bench/boost_levels.py [--steps N] [--batch B] [--blocks K] [--device CPU|GPU]
"""
import argparse
import os
import statistics
import sys
import time

import numpy as np
import torch

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
import mindspore_compat  # noqa: E402

mindspore_compat.install()
import mindspore as ms  # noqa: E402
from mindspore import Tensor, amp, nn, ops  # noqa: E402
from mindspore.boost import AutoBoost  # noqa: E402

NUM_CLASSES = 10


class Block(nn.Cell):
    def __init__(self, cin, cout, stride=1):
        super().__init__()
        self.conv1 = nn.Conv2d(cin, cout, 3, stride=stride, has_bias=False)
        self.bn1 = nn.BatchNorm2d(cout)
        self.conv2 = nn.Conv2d(cout, cout, 3, has_bias=False)
        self.bn2 = nn.BatchNorm2d(cout)
        self.relu = nn.ReLU()
        self.down = stride != 1 or cin != cout
        if self.down:
            self.down_sample = nn.SequentialCell([nn.Conv2d(cin, cout, 1, stride=stride, has_bias=False),
                                                  nn.BatchNorm2d(cout)])

    def construct(self, x):
        identity = self.down_sample(x) if self.down else x
        out = self.relu(self.bn1(self.conv1(x)))
        out = self.bn2(self.conv2(out))
        return self.relu(out + identity)


class SmallResNet(nn.Cell):
    def __init__(self, width=16):
        super().__init__()
        self.conv = nn.Conv2d(1, width, 3, has_bias=False)
        self.bn = nn.BatchNorm2d(width)
        self.relu = nn.ReLU()
        self.pool = nn.MaxPool2d(2, 2)
        self.layer1 = Block(width, width)
        self.layer2 = Block(width, 2 * width, 2)
        self.mean = ops.ReduceMean(keep_dims=False)
        self.fc = nn.Dense(2 * width, NUM_CLASSES)

    def construct(self, x):
        x = self.pool(self.relu(self.bn(self.conv(x))))
        x = self.layer2(self.layer1(x))
        return self.fc(self.mean(x, (2, 3)))


class TorchBlock(torch.nn.Module):
    """Block in plain PyTorch (the native baseline)."""

    def __init__(self, cin, cout, stride=1):
        super().__init__()
        conv, bn = torch.nn.Conv2d, torch.nn.BatchNorm2d
        self.conv1, self.bn1 = conv(cin, cout, 3, stride, 1, bias=False), bn(cout, momentum=0.1)
        self.conv2, self.bn2 = conv(cout, cout, 3, 1, 1, bias=False), bn(cout, momentum=0.1)
        self.down = None
        if stride != 1 or cin != cout:
            self.down = torch.nn.Sequential(conv(cin, cout, 1, stride, bias=False), bn(cout, momentum=0.1))

    def forward(self, x):
        identity = x if self.down is None else self.down(x)
        out = torch.relu(self.bn1(self.conv1(x)))
        return torch.relu(self.bn2(self.conv2(out)) + identity)


class TorchSmallResNet(torch.nn.Module):
    """SmallResNet in plain PyTorch: the step a PyTorch user writes, timed beside the three levels."""

    def __init__(self, width=16):
        super().__init__()
        self.conv = torch.nn.Conv2d(1, width, 3, 1, 1, bias=False)
        self.bn = torch.nn.BatchNorm2d(width, momentum=0.1)
        self.layer1 = TorchBlock(width, width)
        self.layer2 = TorchBlock(width, 2 * width, 2)
        self.fc = torch.nn.Linear(2 * width, NUM_CLASSES)

    def forward(self, x):
        x = torch.nn.functional.max_pool2d(torch.relu(self.bn(self.conv(x))), 2, 2)
        return self.fc(self.layer2(self.layer1(x)).mean(dim=(2, 3)))


class TorchTrain:
    """One native training step per call: forward, cross entropy, backward, SGD with momentum (= nn.Momentum)."""

    def __init__(self):
        torch.manual_seed(0)
        device = Tensor(1.0).to_torch().device
        self.net = TorchSmallResNet().to(device)
        self.opt = torch.optim.SGD(self.net.parameters(), lr=0.05, momentum=0.9)
        self.device = device

    def __call__(self, x, y):
        self.opt.zero_grad(set_to_none=True)
        loss = torch.nn.functional.cross_entropy(self.net(x.to_torch()), y.to_torch().long())
        loss.backward()
        self.opt.step()
        return Tensor.from_torch(loss.detach())

    def accuracy(self, x, y):
        self.net.eval()
        with torch.no_grad():
            pred = self.net(torch.from_numpy(x).to(self.device)).argmax(dim=1).cpu().numpy()
        return float((pred == y).mean())


def make_data(n, seed):
    """16x16 images: a class-specific template (fixed random pattern) plus noise."""
    templates = np.random.RandomState(1234).randn(NUM_CLASSES, 1, 16, 16).astype(np.float32)
    rng = np.random.RandomState(seed)
    labels = rng.randint(0, NUM_CLASSES, size=n).astype(np.int32)
    images = templates[labels] * 0.6 + rng.randn(n, 1, 16, 16).astype(np.float32)
    return images, labels


def algorithms(boost):
    on = [k for k, v in boost.boost_config.items() if v]
    return "+".join(on) if on else "-"


def build_level(level, steps):
    """(train network, network, AutoBoost summary) built as Model builds them for `level`."""
    AutoBoost._reset()
    ms.set_seed(0)
    np.random.seed(0)
    torch.manual_seed(0)
    boost = AutoBoost(level, {"grad_freeze": {"total_steps": steps}})
    net = SmallResNet()
    loss_fn = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
    opt = nn.Momentum(net.trainable_params(), learning_rate=0.05, momentum=0.9)
    if boost.level in ("O1", "O2"):
        net, opt = boost.network_auto_process_train(net, opt)
    train = amp.build_train_network(net, opt, loss_fn, level="O0", boost_level=level)
    return train, net, algorithms(boost)


def train_steps(train, data, first, count, batch):
    """Run `count` steps from step index `first`; return (seconds per step, losses)."""
    images, labels = data
    n = len(images)
    batches = []
    for step in range(first, first + count):
        start = (step * batch) % (n - batch + 1)
        batches.append((Tensor(images[start:start + batch]), Tensor(labels[start:start + batch])))
    losses = []
    t0 = time.perf_counter()
    for x, y in batches:
        out = train(x, y)
        losses.append(out[0] if isinstance(out, tuple) else out)
    elapsed = time.perf_counter() - t0
    return elapsed / count, [float(v.asnumpy()) for v in losses]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--steps", type=int, default=150, help="training steps per level")
    parser.add_argument("--batch", type=int, default=32)
    parser.add_argument("--blocks", type=int, default=15, help="alternating timing blocks")
    parser.add_argument("--device", default="CPU", choices=["CPU", "GPU", "Ascend"])
    args = parser.parse_args()
    ms.set_context(device_target=args.device)
    train_data = make_data(2048, seed=0)
    test_x, test_y = make_data(512, seed=1)
    levels = ("O0", "O1", "O2")
    built = {level: build_level(level, args.steps) for level in levels}
    native = TorchTrain()
    runs = {**{level: built[level][0] for level in levels}, "torch": native}
    names = levels + ("torch",)
    times = {name: [] for name in names}
    losses = {name: [] for name in names}
    for name in names:  # first step apart: it includes LessBN's graph pass
        losses[name] += train_steps(runs[name], train_data, 0, 1, args.batch)[1]
    per_block = max(1, -(-(args.steps - 1) // args.blocks))
    done = 1
    for block in range(args.blocks):  # alternating blocks, rotating order (bench/_timing.py convention)
        order = names[block % 4:] + names[:block % 4]
        for name in order:
            seconds, values = train_steps(runs[name], train_data, done, per_block, args.batch)
            times[name].append(seconds)
            losses[name] += values
        done += per_block
    print(f"Boost levels: SmallResNet, synthetic 10-class 16x16 images, {done} steps of batch {args.batch}, "
          f"Momentum(0.05, 0.9), device {args.device}; step time = median over {args.blocks} alternating blocks")
    print(f"{'level':<7}{'algorithms':<30}{'train cell':<24}{'BN removed':>11}{'step':>11}{'loss':>9}"
          f"{'test acc':>10}")
    rows = []
    for level in levels:
        train, net, algos = built[level]
        net.set_train(False)
        accuracy = float((net(Tensor(test_x)).asnumpy().argmax(axis=1) == test_y).mean())
        step_ms = statistics.median(times[level]) * 1e3
        rows.append((level, step_ms))
        print(f"{level:<7}{algos:<30}{type(train).__name__:<24}{len(getattr(net, '_removed_batch_norms', [])):>11}"
              f"{step_ms:>9.2f}ms{np.mean(losses[level][-20:]):>9.4f}{accuracy:>10.3f}")
    torch_ms = statistics.median(times["torch"]) * 1e3
    print(f"{'torch':<7}{'native (same net, SGD)':<30}{'-':<24}{'-':>11}{torch_ms:>9.2f}ms"
          f"{np.mean(losses['torch'][-20:]):>9.4f}{native.accuracy(test_x, test_y):>10.3f}")
    base = rows[0][1]
    print("step time vs O0: " + ", ".join(f"{level} {ms_ / base:.2f}x" for level, ms_ in rows))
    print("step time vs native PyTorch: " + ", ".join(f"{level} {ms_ / torch_ms:.2f}x" for level, ms_ in rows))


if __name__ == "__main__":
    main()
