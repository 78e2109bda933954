"""Time ``mindspore-compat check`` on a generated project of 200 MindSpore files (target: under 10 s on 2 cores).

    python bench/check_speed.py [--files 200]

The files are written to a temporary folder (removed afterwards); each is a model-zoo-style script of about 60
lines that imports MindSpore in several styles and uses supported, unsupported and unknown names. The time
includes starting the checker in a fresh process (importing torch and mindspore_compat), as a user sees it.
"""
import argparse
import os
import subprocess
import sys
import tempfile
import time

TEMPLATE = '''"""Generated file {index}."""
import numpy as np
import mindspore as ms
import mindspore.nn as nn
import mindspore.ops as ops
from mindspore import Tensor, Parameter, context
from mindspore.ops import operations as P
from mindspore.train import Model, LossMonitor
from mindspore.common.initializer import Normal
from mindspore.communication.management import init, get_rank

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")


class Block{index}(nn.Cell):
    def __init__(self, channels=8):
        super().__init__()
        self.conv = nn.Conv2d(channels, channels, 3, weight_init=Normal(0.02))
        self.bn = nn.BatchNorm2d(channels)
        self.relu = nn.ReLU()
        self.add = P.Add()
        self.scale = Parameter(Tensor(np.ones(1), ms.float32), name="scale")

    def construct(self, x):
        y = self.relu(self.bn(self.conv(x)))
        return self.add(x, y) * self.scale


class Head{index}(nn.Cell):
    def __init__(self):
        super().__init__()
        self.flatten = nn.Flatten()
        self.fc = nn.Dense(8 * 4 * 4, 10)
        self.softmax = ops.Softmax(axis=-1)

    def construct(self, x):
        return self.softmax(self.fc(self.flatten(x)))


def build_{index}():
    net = nn.SequentialCell([Block{index}(), Block{index}(), Head{index}()])
    loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
    opt = nn.Momentum(net.trainable_params(), learning_rate=0.01, momentum=0.9)
    model = Model(net, loss, opt, metrics={{"acc": nn.Accuracy()}}, amp_level="O2")
    return model


def extra_{index}():
    x = Tensor(np.ones((2, 8, 4, 4)), ms.float32)
    y = ops.ReduceMean(keep_dims=True)(x, (2, 3))
    z = ms.ops.AkgAscendRegOp("custom")
    w = nn.NotALayer{index}()
    return x, y, z, w


if __name__ == "__main__":
    model = build_{index}()
    model.train(1, None, callbacks=[LossMonitor()], dataset_sink_mode=False)
'''


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--files", type=int, default=200)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="check_bench_") as root:
        for index in range(args.files):
            sub = os.path.join(root, f"pkg{index // 20}")
            os.makedirs(sub, exist_ok=True)
            with open(os.path.join(sub, f"train_{index}.py"), "w", encoding="utf-8") as f:
                f.write(TEMPLATE.format(index=index))
        start = time.perf_counter()
        done = subprocess.run([sys.executable, "-m", "mindspore_compat", "check", "--format", "json", root],
                              capture_output=True, text=True)
        elapsed = time.perf_counter() - start
    if done.returncode != 0:
        sys.stderr.write(done.stderr)
        return done.returncode
    lines = sum(TEMPLATE.count("\n") for _ in range(args.files))
    print(f"check: {args.files} files ({lines} lines) in {elapsed:.2f} s (target < 10 s), "
          f"{len(done.stdout) // 1024} KiB of JSON")
    return 0


if __name__ == "__main__":
    sys.exit(main())
