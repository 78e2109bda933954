"""mint, mint.nn.functional, mint.linalg and mint.special against MindSpore 2.10.

Every expected value comes from ``mint_recorded.json``, recorded from MindSpore 2.10.0 CPU by
``tests/mint/record_mint.py`` (the same expressions over the same fixtures). Cases MindSpore cannot run on its CPU
(kernel not registered there) are not compared; errors are compared by exception type.
"""
import json
import math
import pathlib

import numpy as np
import pytest

import mindspore_compat

mindspore_compat.install()

DATA = json.loads((pathlib.Path(__file__).parent / "mint_recorded.json").read_text())
# MindSpore 2.10's CPU raises RuntimeError / NotImplementedError where it has no kernel for an operator ("Create
# kernelmod ... failed", "Not found op ... on device CPU", "einsum only supports Ascend"): a gap of that platform,
# not behaviour of the API, so those cases are not compared. Neither are these, where the CPU path of MindSpore 2.10
# diverges from the API documented for all platforms:
CPU_ONLY = {
    # the CPU kernel behind mint.index_add (IndexAdd) only takes int32 indices
    "mint.index_add(f, 1, Tensor(np.array([0, 2], np.int64)), g[:, :2], alpha=2)",
    # MindSpore 2.10 CPU: ValueError "should not come here for kthvalue py_method."
    "mint.kthvalue(f, 2, 1)",
}
CASES = [(k, v) for k, v in DATA["cases"].items()
         if not v.get("cpu_unregistered") and v.get("error") not in ("RuntimeError", "NotImplementedError")
         and k not in CPU_ONLY]


@pytest.fixture(scope="module")
def env():
    scope = {}
    exec(DATA["setup"], scope)
    return scope


def _close(ours, theirs):
    a = np.array([np.nan if x is None else x for x in np.ravel(np.array(theirs, dtype=object))], dtype=float) \
        if np.ndim(theirs) else np.array([np.nan if theirs is None else theirs], dtype=float)
    b = np.array(ours, dtype=float).ravel()
    return a.shape == b.shape and np.allclose(b, a, rtol=1e-5, atol=1e-6, equal_nan=True)


def _compare(ours, want, where):
    if "dtype" in want:
        assert hasattr(ours, "asnumpy"), f"{where}: expected a Tensor, got {type(ours).__name__}"
        assert str(ours.dtype) == want["dtype"], f"{where}: dtype {ours.dtype} != {want['dtype']}"
        a = ours.asnumpy()
        assert list(a.shape) == want["shape"], f"{where}: shape {list(a.shape)} != {want['shape']}"
        assert _close(a.tolist(), want["values"]), f"{where}: {a.tolist()} != {want['values']}"
    elif "seq" in want:
        assert isinstance(ours, (tuple, list)) and len(ours) == len(want["seq"]), f"{where}: {ours!r}"
        for k, (o, w) in enumerate(zip(ours, want["seq"])):
            _compare(o, w, f"{where}[{k}]")
    elif "py" in want:
        if isinstance(want["py"], float):
            assert math.isclose(ours, want["py"], rel_tol=1e-6), f"{where}: {ours} != {want['py']}"
        else:
            assert ours == want["py"], f"{where}: {ours!r} != {want['py']!r}"
    else:
        assert str(ours) == want["repr"], f"{where}: {ours} != {want['repr']}"


@pytest.mark.parametrize("case,want", CASES, ids=[c for c, _ in CASES])
def test_case_matches_mindspore(env, case, want):
    if "error" in want:
        with pytest.raises(Exception) as info:
            res = eval(case, env)
            if hasattr(res, "asnumpy"):
                res.asnumpy()
        assert type(info.value).__name__ == want["error"], f"{type(info.value).__name__}: {info.value}"
        return
    _compare(eval(case, env), want, case)
