"""Record the outputs and gradients of the cases in layer_cases.py with the REAL MindSpore 2.10 (CPU).

Run with MindSpore's interpreter from a directory where ``import mindspore`` finds the real package::

    /path/to/mindspore-venv/bin/python /path/to/repo/tests/data/layers/make_goldens.py [family ...]

For every case it writes, into ``<family>.npz`` beside this file: the inputs (``<case>:in<i>``), the Parameter
values (``<case>:p:<name>``), every output (``<case>:out<i>``), the gradient of ``sum(out_i * cot_i)`` with respect
to every input (``<case>:gin<i>``) and every trainable Parameter (``<case>:gw:<name>``); ``<case>:nograd`` marks a
case whose gradient MindSpore's CPU build cannot compute (no kernel). Cases listed in
``CKPT_CASES`` also get a ``.ckpt`` written by MindSpore's own ``save_checkpoint`` (``ckpt_<case>.ckpt``).
"""
import os
import sys

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import layer_cases as lc  # noqa: E402

import mindspore as ms  # noqa: E402

FAMILIES = {name[:-len("_CASES")].lower(): getattr(lc, name) for name in dir(lc)
            if name.endswith("_CASES") and name != "ALL_CASES"}
CKPT_CASES = getattr(lc, "CKPT_CASES", ())


def record(name, builder, inputs, store):
    ms.set_seed(0)
    cell = builder(ms)
    params = lc.fill(ms, name, cell)
    xs = lc.make_inputs(name, inputs)
    for i, x in enumerate(xs):
        store[f"{name}:in{i}"] = x
    for pname, arr in params.items():
        store[f"{name}:p:{pname}"] = arr
    tin = [ms.Tensor(x) for x in xs]
    outs = lc.flatten(cell(*tin))
    cots = lc.cotangents(name, [tuple(o.shape) for o in outs])
    for i, o in enumerate(outs):
        store[f"{name}:out{i}"] = o.asnumpy()

    def loss(*args):
        res = lc.flatten(cell(*args))
        total = 0
        for r, c in zip(res, cots):
            total = total + (r * ms.Tensor(c)).sum()
        return total

    weights = cell.trainable_params()
    float_pos = tuple(i for i, x in enumerate(xs) if x.dtype == np.float32)
    try:
        grads = ms.grad(loss, grad_position=float_pos if float_pos else None, weights=weights)(*tin)
    except (RuntimeError, TypeError) as exc:  # MindSpore's CPU build lacks the gradient kernel: outputs only
        print(f"NO GRADIENT {name}: {str(exc).strip().splitlines()[0] or str(exc).strip().splitlines()[3]}")
        store[f"{name}:nograd"] = np.array(1)
        return
    gin, gw = grads if float_pos else (None, grads)
    if float_pos:
        gin = gin if isinstance(gin, tuple) else (gin,)
        for i, g in zip(float_pos, gin):
            store[f"{name}:gin{i}"] = g.asnumpy()
    for p, g in zip(weights, gw):
        store[f"{name}:gw:{p.name}"] = g.asnumpy()
    if name in CKPT_CASES:
        ms.save_checkpoint(cell, os.path.join(HERE, f"ckpt_{name}.ckpt"))


def main(argv):
    ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
    families = argv or sorted(FAMILIES)
    for fam in families:
        store = {}
        for name, (builder, inputs) in FAMILIES[fam].items():
            try:
                record(name, builder, inputs, store)
            except Exception as exc:  # noqa: BLE001 - report the case MindSpore cannot run, keep the others
                print(f"FAILED {name}: {type(exc).__name__}: {str(exc).strip().splitlines()[0]}")
                for key in [k for k in store if k.startswith(f"{name}:")]:
                    del store[key]
        np.savez_compressed(os.path.join(HERE, f"{fam}.npz"), **store)
        print(fam, len(FAMILIES[fam]), "cases,", len(store), "arrays")


if __name__ == "__main__":
    main(sys.argv[1:])
