"""A MindONE-style training step, unmodified, against MindSpore 2.10: a network with ``mint.nn`` Cells, three
``mint.nn.functional`` / ``mint.nn`` losses, ``mint.optim.AdamW`` and dynamic loss scaling through
``nn.TrainOneStepWithLossScaleCell`` (six overflow steps that must leave the weights and the AdamW state untouched,
then two updates), called directly and through a ``mindspore.jit`` function.

Expected numbers: ``train_step_recorded.json``, recorded from MindSpore 2.10.0 CPU by ``record_train_step.py`` (the
same function; there MindSpore runs ``experimental.optim.AdamW``, the same AdamW update, because its CPU has no
``mint.optim.AdamW`` kernel).
"""
import json
import pathlib

import numpy as np
import pytest

import mindspore_compat

mindspore_compat.install()

HERE = pathlib.Path(__file__).parent
WANT = json.loads((HERE / "train_step_recorded.json").read_text())["steps"]


WANT_JIT = json.loads((HERE / "train_step_recorded.json").read_text())["steps_jit"]


def _run(jit):
    import importlib.util
    import mindspore
    from mindspore import mint
    spec = importlib.util.spec_from_file_location("record_train_step", HERE / "record_train_step.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.run(mindspore, mint.optim.AdamW, jit=jit)


@pytest.fixture(scope="module")
def records():
    return _run(jit=False)


@pytest.fixture(scope="module")
def jit_records():
    # each step through a mindspore.jit function, recorded under MindSpore's own jit (steps_jit)
    return _run(jit=True)


@pytest.mark.parametrize("k", range(len(WANT)))
def test_step_matches_mindspore(records, k):
    _check(records[k], WANT[k])


@pytest.mark.parametrize("k", range(len(WANT_JIT)))
def test_jit_step_matches_mindspore(jit_records, k):
    _check(jit_records[k], WANT_JIT[k])


def _check(ours, want):
    assert ours["overflow"] == want["overflow"]
    assert ours["scale"] == want["scale"]
    np.testing.assert_allclose(ours["loss"], want["loss"], rtol=1e-5)
    for key in ("fc2_w", "conv_w", "norm_g"):
        np.testing.assert_allclose(ours[key], want[key], rtol=1e-5, atol=1e-6, err_msg=key)


def test_overflow_steps_change_nothing(records, jit_records):
    for recs in (records, jit_records):
        skipped = [r for r in recs if r["overflow"]]
        assert len(skipped) == 6
        assert all(r["fc2_w"] == recs[0]["fc2_w"] for r in skipped)
