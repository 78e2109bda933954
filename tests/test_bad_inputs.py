"""Bad inputs across ops, Tensor construction, layers and optimizers raise what MindSpore 2.10 raises.

The cases and the exception types are in ``tests/data/bad_inputs.json``; the types (and MindSpore's messages, kept
for reference) were recorded from MindSpore 2.10.0 CPU by ``tests/data/record_bad_inputs.py``. For each case our
exception type equals MindSpore's (no exception where MindSpore accepts the input), and our message carries no
torch or numpy wording.
"""
import json
import os
import sys

import pytest

import mindspore_compat
from mindspore_compat import _alias
from mindspore_compat._unsupported import UnsupportedAttributeError

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "data"))
from record_bad_inputs import DATA, run_case  # noqa: E402

with open(DATA) as _f:
    _DATA = json.load(_f)

# wording of torch / numpy messages that must never reach a user
_FOREIGN = ("torch", "numpy", "np.", "aten", "c10", "mat1 and mat2", "size of tensor a", "Trying to create tensor",
            "expected a non-empty list", "Dimension out of range (expected to be in range of [-", "must match the size",
            "object has no attribute '_t'", "expected scalar type", "but got scalar type", "non-singleton dimension",
            "CPU tensor", "Expected all tensors", "argument 'input' (position 1)", "received an invalid combination")


@pytest.fixture(scope="module")
def mindspore_alias():
    saved = {n: m for n, m in sys.modules.items() if n == "mindspore" or n.startswith("mindspore.")}
    _alias.install()
    yield
    _alias.uninstall()
    sys.modules.update(saved)


def test_enough_cases_recorded():
    raising = [c for c in _DATA["cases"] if c["mindspore"]["type"]]
    assert len(raising) >= 150 and _DATA["recorded_with"].startswith("MindSpore 2.10")
    assert {c["area"] for c in raising} == {"ops", "tensor", "layers", "optim"}


@pytest.mark.parametrize("case", _DATA["cases"], ids=[c["id"] for c in _DATA["cases"]])
def test_bad_input(case, mindspore_alias):
    namespace = {}
    exec(_DATA["prelude"], namespace)  # noqa: S102 -- the hand-written prelude of the data file
    assert namespace["ms"] is mindspore_compat
    expected = case["mindspore"]["type"]
    try:
        run_case(case["code"], namespace)
    except UnsupportedAttributeError as exc:  # a name listed in _data/unsupported.txt, with its reason
        pytest.skip(str(exc))
    except Exception as exc:  # noqa: BLE001 -- compared below
        got, message = type(exc).__name__, str(exc)
    else:
        got, message = None, ""
    assert got == expected, f"{case['code']}: MindSpore raises {expected} ({case['mindspore'].get('message')!r}), " \
                            f"we {'raise ' + got + ': ' + message if got else 'return normally'}"
    theirs = case["mindspore"].get("message") or ""
    foreign = [w for w in _FOREIGN if w in message and w not in theirs]
    assert not foreign, f"{case['code']}: our message carries torch/numpy wording {foreign}: {message}"
