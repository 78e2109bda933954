"""Record ``mindspore.experimental.optim`` on the REAL MindSpore 2.10 (CPU) into ``optim_recorded.json``: each
optimizer updates one Parameter over three steps with fixed gradients, and each scheduler's learning rates over six
steps. ``test_optim_recorded.py`` runs the same function on mindspore_compat. Run from outside the repository::

    cd /tmp && <mindspore-python> <repo>/tests/experimental/record_optim.py
"""
import json
import os

import numpy as np

OPTIMIZERS = [
    ("AdamW", {"lr": 0.1, "weight_decay": 0.1}), ("AdamW", {"lr": 0.1, "amsgrad": True}),
    ("Adam", {"lr": 0.1}), ("Adam", {"lr": 0.1, "weight_decay": 0.2, "maximize": True}),
    ("SGD", {"lr": 0.1}), ("SGD", {"lr": 0.1, "momentum": 0.9, "weight_decay": 0.1}),
    ("SGD", {"lr": 0.1, "momentum": 0.9, "nesterov": True}), ("SGD", {"lr": 0.1, "momentum": 0.5, "dampening": 0.2}),
    ("Adadelta", {"lr": 1.0}), ("Adagrad", {"lr": 0.1, "lr_decay": 0.01}), ("ASGD", {"lr": 0.1}),
    ("Adamax", {"lr": 0.1}), ("RMSprop", {"lr": 0.01}), ("RMSprop", {"lr": 0.01, "momentum": 0.9, "centered": True}),
    ("Rprop", {"lr": 0.1}), ("RAdam", {"lr": 0.1}), ("NAdam", {"lr": 0.1}),
]
SCHEDULERS = [
    ("StepLR", {"step_size": 2, "gamma": 0.5}), ("MultiStepLR", {"milestones": [1, 4], "gamma": 0.1}),
    ("ExponentialLR", {"gamma": 0.9}), ("LinearLR", {}), ("ConstantLR", {"factor": 0.5, "total_iters": 3}),
    ("PolynomialLR", {"total_iters": 4, "power": 2.0}), ("CosineAnnealingLR", {"T_max": 4, "eta_min": 0.01}),
]
GRADS = [[0.5, -1.0, 2.0], [0.25, 0.5, -0.5], [-1.0, 0.0, 1.5]]


def run(mindspore):
    from mindspore import Tensor, Parameter
    from mindspore.experimental import optim
    out = {"optimizers": [], "schedulers": []}
    for name, kw in OPTIMIZERS:
        w = Parameter(Tensor(np.array([1.0, -2.0, 0.5], np.float32)), name="w")
        opt = getattr(optim, name)([w], **kw)
        values = []
        for g in GRADS:
            opt((Tensor(np.array(g, np.float32)),))
            values.append(w.asnumpy().tolist())
        out["optimizers"].append({"name": name, "kwargs": kw, "values": values})
    for name, kw in SCHEDULERS:
        w = Parameter(Tensor(np.array([1.0], np.float32)), name="w")
        opt = optim.SGD([w], lr=0.1)
        sched = getattr(optim.lr_scheduler, name)(opt, **kw)
        lrs = []
        for _ in range(6):
            sched.step()
            lrs.append(float(sched.get_last_lr()[0].asnumpy()))
        out["schedulers"].append({"name": name, "kwargs": kw, "lrs": lrs})
    return out


if __name__ == "__main__":
    import mindspore
    data = run(mindspore)
    data["source"] = "recorded from MindSpore 2.10.0 CPU by tests/experimental/record_optim.py"
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "optim_recorded.json")
    with open(path, "w", encoding="utf-8") as fh:
        json.dump(data, fh, indent=1)
    print("written", path)
