"""Data-parallel training throughput: mindspore_compat (TrainOneStepCell + DistributedGradReducer) against
PyTorch's DistributedDataParallel, 2 ranks, same model, same data, in the same two processes.

    python bench/data_parallel.py [--device CPU|GPU] [--steps 20] [--blocks 9]

The script starts itself as two workers with ``python -m mindspore_compat msrun`` (gloo on CPU, nccl on GPU),
times alternating blocks of shim and DDP steps on rank 0, and prints samples/s of each and the median ratio of
step times (shim / DDP; the target is at most 1.10).
"""
import argparse
import json
import os
import socket
import statistics
import subprocess
import sys
import tempfile
import time

import numpy as np

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
IN_DIM, HIDDEN, CLASSES, BATCH = 512, 1024, 10, 64


def _worker(args):
    import torch
    import mindspore as ms
    from mindspore import nn
    from mindspore.communication import init, get_rank

    ms.set_context(mode=ms.PYNATIVE_MODE, device_target=args.device)
    init()
    rank = get_rank()
    ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)
    ms.set_seed(1)
    dev = torch.device("cuda", int(os.environ.get("LOCAL_RANK", "0"))) if args.device == "GPU" else \
        torch.device("cpu")
    rng = np.random.RandomState(rank)
    x_np = rng.randn(BATCH, IN_DIM).astype(np.float32)
    y_np = rng.randint(0, CLASSES, BATCH).astype(np.int32)

    class Net(nn.Cell):
        def __init__(self):
            super().__init__()
            self.fc1 = nn.Dense(IN_DIM, HIDDEN)
            self.fc2 = nn.Dense(HIDDEN, HIDDEN)
            self.fc3 = nn.Dense(HIDDEN, CLASSES)
            self.relu = nn.ReLU()

        def construct(self, x):
            return self.fc3(self.relu(self.fc2(self.relu(self.fc1(x)))))

    net = Net()
    opt = nn.Momentum(net.trainable_params(), learning_rate=0.01, momentum=0.9)
    step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True,
                                                                                     reduction="mean")), opt)
    step.set_train()
    x_ms, y_ms = ms.Tensor(x_np), ms.Tensor(y_np)

    torch.manual_seed(1)
    model = torch.nn.Sequential(torch.nn.Linear(IN_DIM, HIDDEN), torch.nn.ReLU(), torch.nn.Linear(HIDDEN, HIDDEN),
                                torch.nn.ReLU(), torch.nn.Linear(HIDDEN, CLASSES)).to(dev)
    ddp = torch.nn.parallel.DistributedDataParallel(model, device_ids=None if dev.type == "cpu" else [dev.index])
    topt = torch.optim.SGD(ddp.parameters(), lr=0.01, momentum=0.9)
    loss_fn = torch.nn.CrossEntropyLoss()
    x_t, y_t = torch.from_numpy(x_np).to(dev), torch.from_numpy(y_np).long().to(dev)

    def sync():
        if dev.type == "cuda":
            torch.cuda.synchronize()

    def shim_block():
        for _ in range(args.steps):
            step(x_ms, y_ms)
        sync()

    def ddp_block():
        for _ in range(args.steps):
            topt.zero_grad(set_to_none=True)
            loss_fn(ddp(x_t), y_t).backward()
            topt.step()
        sync()

    def timed(fn):
        t0 = time.perf_counter()
        fn()
        return (time.perf_counter() - t0) / args.steps

    shim_block()
    ddp_block()
    shim, native, ratios = [], [], []
    for i in range(args.blocks):
        if i % 2 == 0:
            s, d = timed(shim_block), timed(ddp_block)
        else:
            d, s = timed(ddp_block), timed(shim_block)
        shim.append(s)
        native.append(d)
        ratios.append(s / d)
    if rank == 0:
        with open(args.result, "w") as f:
            json.dump({"shim": statistics.median(shim), "ddp": statistics.median(native),
                       "ratio": statistics.median(ratios)}, f)


def _free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--device", default="CPU", choices=["CPU", "GPU"])
    p.add_argument("--steps", type=int, default=20)
    p.add_argument("--blocks", type=int, default=9)
    p.add_argument("--result", default="")
    args = p.parse_args()
    if os.environ.get("TORCHELASTIC_RUN_ID"):
        _worker(args)
        return
    with tempfile.TemporaryDirectory() as tmp:
        result = os.path.join(tmp, "result.json")
        env = dict(os.environ)
        env["PYTHONPATH"] = ROOT + os.pathsep + env.get("PYTHONPATH", "")
        cmd = [sys.executable, "-m", "mindspore_compat", "msrun", "--worker_num=2", "--local_worker_num=2",
               f"--master_port={_free_port()}", f"--log_dir={tmp}", os.path.abspath(__file__),
               "--device", args.device, "--steps", str(args.steps), "--blocks", str(args.blocks),
               "--result", result]
        proc = subprocess.run(cmd, env=env, capture_output=True, text=True)
        if proc.returncode:
            sys.stderr.write(proc.stdout + proc.stderr)
            for name in sorted(os.listdir(tmp)):
                if name.endswith(".log"):
                    with open(os.path.join(tmp, name)) as f:
                        sys.stderr.write(f.read())
            sys.exit(proc.returncode)
        with open(result) as f:
            r = json.load(f)
    world = 2 * BATCH
    print(f"data parallel, 2 ranks on {args.device}, MLP {IN_DIM}-{HIDDEN}-{HIDDEN}-{CLASSES}, batch {BATCH}/rank, "
          f"{args.blocks} alternating blocks of {args.steps} steps")
    print(f"{'':<22}{'step':>10}{'samples/s':>12}")
    print(f"{'mindspore_compat':<22}{r['shim'] * 1e3:>8.2f}ms{world / r['shim']:>12.0f}")
    print(f"{'torch DDP':<22}{r['ddp'] * 1e3:>8.2f}ms{world / r['ddp']:>12.0f}")
    print(f"ratio (shim / DDP step time, median of blocks): {r['ratio']:.3f}  target <= 1.10  "
          f"{'ok' if r['ratio'] <= 1.10 else 'MISS'}")


if __name__ == "__main__":
    main()
