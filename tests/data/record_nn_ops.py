"""Record, from a real MindSpore 2.10 install, what the cases of ``nn_ops_values.json`` return or raise.

Each case is a Python expression evaluated with ``np``, ``ms``, ``Tensor``, ``ops`` and ``rs`` (a
``np.random.RandomState(0)`` made afresh per case) in scope. This script fills in each case's ``mindspore`` field:
``{"values": [...], "dtypes": [...], "shapes": [...]}`` (one entry per returned tensor) or
``{"error": "ValueError"}``. It never runs against this package: the MindSpore interpreter is named explicitly and
runs this file outside the repository, so ``import mindspore`` finds the real one::

    python tests/data/record_nn_ops.py --mindspore-python <venv with mindspore 2.10>/bin/python

``tests/ops/test_nn_conv_pool.py`` replays the cases against this package.
"""
import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "nn_ops_values.json")


def evaluate(code, np, ms, ops, Tensor):
    """(list of numpy arrays, list of dtype names) of what `code` returns."""
    value = eval(code, {"__name__": "nn_ops_cases", "np": np, "ms": ms, "ops": ops, "Tensor": Tensor,  # noqa: S307
                        "rs": np.random.RandomState(0)})
    items = value if isinstance(value, (tuple, list)) else (value,)
    return [v.asnumpy() for v in items], [str(v.dtype) for v in items]


def flat(a):
    """The values of array `a` as a flat list: floats, bools, or [real, imag] pairs for complex arrays."""
    if a.dtype == bool:
        return a.ravel().tolist()
    if np.iscomplexobj(a):
        return np.stack([a.real, a.imag], -1).astype(float).reshape(-1, 2).tolist()
    return a.astype(float).ravel().tolist()


def _record():
    import mindspore as ms
    from mindspore import Tensor, ops
    with open(DATA) as f:
        cases = json.load(f)
    for case in cases:
        try:
            arrays, dtypes = evaluate(case["code"], np, ms, ops, Tensor)
            case["mindspore"] = {"values": [flat(a) for a in arrays],
                                 "shapes": [list(a.shape) for a in arrays], "dtypes": dtypes}
        except Exception as exc:  # noqa: BLE001 -- the exception type is what is recorded
            case["mindspore"] = {"error": type(exc).__name__}
    with open(DATA, "w") as f:
        json.dump(cases, f, indent=1)
        f.write("\n")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--mindspore-python", required=True, help="python of a venv with MindSpore 2.10")
    parser.add_argument("--data", default=DATA, help="the cases file to fill in (default: nn_ops_values.json; "
                        "image_prims_values.json holds the cases of tests/ops/test_ops_image_prims.py)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        script = os.path.join(tmp, "record.py")
        shutil.copy(os.path.abspath(__file__), script)
        subprocess.run([args.mindspore_python, script, "--child", os.path.abspath(args.data)], cwd=tmp, check=True)


if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[1] == "--child":
        DATA = sys.argv[2]
        _record()
    else:
        main()
