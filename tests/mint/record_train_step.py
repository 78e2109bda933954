"""Record a MindONE-style training step on the REAL MindSpore 2.10 (CPU) into ``train_step_recorded.json``.

The network mixes ``mint.nn`` Cells (Linear, SiLU) with ``nn.LayerNorm``, ``nn.Dropout`` and ``nn.Conv2d``; the loss
adds three ``mint.nn.functional`` / ``mint.nn`` losses; the optimizer is AdamW and the step runs through
``nn.TrainOneStepWithLossScaleCell`` with a ``DynamicLossScaleUpdateCell`` whose first scale makes the first steps
overflow (the loss is multiplied by 64 so that the gradients times 2**127 leave float32). MindSpore 2.10's CPU cannot run ``mint.optim.AdamW``, ``mint.nn.GELU`` or ``mint.nn.Conv2d`` (their kernels
are not registered there), so the recording uses ``experimental.optim.AdamW`` (the same AdamW update), ``mint.nn.SiLU``
and ``nn.Conv2d``; ``test_train_step.py`` runs the same script with ``mint.optim.AdamW``. The steps are recorded twice:
called directly (PyNative) and through a ``mindspore.jit`` function (``steps_jit``).

CPU patches of ``../shared/spec/goldens.md`` §P (P1 overflow flag, P2 GPU branch) are applied: without them MindSpore
cannot run a loss-scaled step on its CPU. Run from outside the repository::

    cd /tmp && <mindspore-python> <repo>/tests/mint/record_train_step.py
"""
import json
import os

import numpy as np


def run(mindspore, optimizer_cls, patch=False, steps=8, jit=False):
    """Build the network with fixed weights, train `steps` steps (each a ``mindspore.jit`` function calling the
    training cell when `jit`), return the per-step records."""
    from mindspore import nn, ops, mint, Tensor
    import mindspore.mint.nn.functional as F
    if patch:                                         # goldens.md §P1
        import mindspore.nn.wrap.loss_scale as ls
        ls.grad_overflow = lambda g: ops.cast(ops.logical_not(ops.isfinite(g).all()), mindspore.float32).reshape((1,))
    rng = np.random.RandomState(0)

    class Net(nn.Cell):
        def __init__(self):
            super().__init__()
            self.conv = nn.Conv2d(2, 4, 3, pad_mode="pad", padding=1, has_bias=True)
            self.norm = nn.LayerNorm((64,))
            self.fc1 = mint.nn.Linear(64, 16)
            self.act = mint.nn.SiLU()
            self.drop = nn.Dropout(p=0.0)
            self.fc2 = mint.nn.Linear(16, 3)

        def construct(self, x):
            h = mint.flatten(self.conv(x), 1)
            h = self.drop(self.act(self.fc1(self.norm(h))))
            return self.fc2(h)

    class WithLoss(nn.Cell):
        def __init__(self, net):
            super().__init__()
            self.net = net
            self.sl1 = mint.nn.SmoothL1Loss()

        def construct(self, x, y, t):
            out = self.net(x)
            return (F.nll_loss(F.softmax(out, 1), y) + F.binary_cross_entropy_with_logits(out, mint.sigmoid(t))
                    + self.sl1(out, t)) * 64.0

    net = Net()
    for p in net.trainable_params():
        p.set_data(Tensor(rng.uniform(-0.5, 0.5, p.shape).astype(np.float32)))
    x = Tensor(rng.randn(4, 2, 4, 4).astype(np.float32))
    y = Tensor(np.array([0, 2, 1, 2], np.int64))
    t = Tensor(rng.randn(4, 3).astype(np.float32))
    opt = optimizer_cls(net.trainable_params(), lr=0.01, weight_decay=0.1)
    manager = nn.DynamicLossScaleUpdateCell(loss_scale_value=2.0 ** 127, scale_factor=2, scale_window=3)
    step = nn.TrainOneStepWithLossScaleCell(WithLoss(net), opt, scale_sense=manager)
    if patch:                                         # goldens.md §P2
        step.gpu_target = True
    step.set_train()
    call = step
    if jit:
        @mindspore.jit
        def call(x, y, t):
            return step(x, y, t)
    records = []
    for _ in range(steps):
        loss, cond, scale = call(x, y, t)
        records.append({"loss": float(loss.asnumpy()), "overflow": bool(cond.asnumpy()),
                        "scale": float(scale.asnumpy().reshape(-1)[0]),
                        "fc2_w": net.fc2.weight.asnumpy()[0].tolist(),
                        "conv_w": net.conv.weight.asnumpy()[0, 0, 0].tolist(),
                        "norm_g": net.norm.gamma.asnumpy()[:3].tolist()})
    return records


if __name__ == "__main__":
    import mindspore
    from mindspore.experimental import optim
    out = {"source": "recorded from MindSpore 2.10.0 CPU by tests/mint/record_train_step.py "
                     "(experimental.optim.AdamW; goldens.md P1+P2 patches)",
           "steps": run(mindspore, optim.AdamW, patch=True),
           "steps_jit": run(mindspore, optim.AdamW, patch=True, jit=True)}
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "train_step_recorded.json")
    with open(path, "w", encoding="utf-8") as fh:
        json.dump(out, fh, indent=1)
    for r in out["steps"]:
        print(r["loss"], r["overflow"], r["scale"], r["fc2_w"][0])
