"""Record the goldens of the transform tables (``*_cases.py`` next to this file) with the real MindSpore 2.10.

Run from a directory outside the repository with the interpreter of a MindSpore installation, e.g.
    cd /tmp && <ms-venv>/bin/python <repo>/tests/dataset/data/make_transform_goldens.py vision_extra_cases
It writes ``<cases>.npz`` next to this file.
"""
import importlib
import os
import sys

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import goldens_io  # noqa: E402  pylint: disable=wrong-import-position


def main(names):
    import mindspore.dataset as ds  # pylint: disable=import-outside-toplevel
    for name in names:
        cases = importlib.import_module(name)
        ds.config.set_seed(0)
        namespace = cases.namespace()
        out = goldens_io.evaluate(cases.CASES, namespace)
        np.savez_compressed(os.path.join(HERE, f"{name}.npz"), **out)
        print("wrote", name, len(out), "entries")


if __name__ == "__main__":
    main(sys.argv[1:])
