"""Run the ``>>>`` examples of the ops modules with ``import mindspore`` served by mindspore_compat."""
import doctest
import importlib

import numpy as np

from ms_doctest_support import FloatTolerantChecker  # tests/ms_doctest_support.py (tests/ is on sys.path)

OPS_MODULES = [
    "mindspore_compat.ops.primitive",
    "mindspore_compat.ops.operations.math_ops",
    "mindspore_compat.ops.operations.array_ops",
    "mindspore_compat.ops.operations.nn_ops",
    "mindspore_compat.ops.operations.other_ops",
    "mindspore_compat.ops.operations.debug_ops",
    "mindspore_compat.ops.operations.random_ops",
    "mindspore_compat.ops.operations._extra_ops",
    "mindspore_compat.ops.function.math_func",
    "mindspore_compat.ops.function.array_func",
    "mindspore_compat.ops.function.nn_func",
    "mindspore_compat.ops.function.random_func",
    "mindspore_compat.ops.function.clip_func",
    "mindspore_compat.ops.function.grad.grad_func",
    "mindspore_compat.ops.function.linalg_func",
    "mindspore_compat.ops.function.spectral_func",
    "mindspore_compat.ops.function.vmap_func",
    "mindspore_compat.ops.function.debug_func",
    "mindspore_compat.ops.composite.base",
    "mindspore_compat.ops.composite.env_ops",
    "mindspore_compat.ops.composite.graph_helpers",
    "mindspore_compat.ops.functional",
]


def doctests(module_name):
    """(name, DocTest) for every docstring with examples defined in the module."""
    mod = importlib.import_module(module_name)
    finder = doctest.DocTestFinder(exclude_empty=True)
    out = []
    for test in finder.find(mod, module_name, globs={}):
        if test.examples:
            out.append(test)
    return out


def registry_doctests():
    """DocTests of the registry's functional and Tensor-method views (their code lives in ops/_op_def and
    ops/_registry, so the module scan above does not see them; the primitive classes it does see)."""
    from mindspore_compat.ops import _registry
    finder = doctest.DocTestFinder(exclude_empty=True, recurse=False)
    out = []
    for entry in _registry.REGISTRY.values():
        for (kind, name), view in entry.views.items():
            if kind == "primitive":
                continue
            prefix = "mindspore_compat.common.tensor.Tensor" if kind == "method" else view.__module__
            out += [t for t in finder.find(view, f"{prefix}.{name}", globs={}) if t.examples]
    return out


def run(test):
    runner = doctest.DocTestRunner(checker=FloatTolerantChecker(),
                                   optionflags=doctest.NORMALIZE_WHITESPACE | doctest.ELLIPSIS)
    np_state = np.get_printoptions()
    try:
        runner.run(test, out=_Collect())
    finally:
        np.set_printoptions(**np_state)
    return runner.failures, _Collect.last


class _Collect:
    last = ""

    def __init__(self):
        _Collect.last = ""

    def __call__(self, s):
        _Collect.last += s
