"""The optimizers added for issue 11 against real MindSpore 2.10: the optimizer's Parameter names (as saved in a
.ckpt), the parameters after each of 3 steps, the final state Parameters, and exception types/texts. Inputs come
from ``_optim_cases.py``; the expected numbers in ``_optim_goldens.py`` were recorded by running the same cases
under MindSpore 2.10.0 (CPU, PyNative)."""
import numpy as np
import pytest

import mindspore_compat

mindspore_compat.install()
import mindspore as ms  # noqa: E402

import _optim_cases as oc  # noqa: E402
from _optim_goldens import OPTIM_VALUES, OPTIM_ERRORS  # noqa: E402

CONFIGS = oc.configs(ms)


def _run(name):
    ps = oc.params(ms)
    opt = CONFIGS[name](ps)
    names = [p.name for p in opt.get_parameters()]
    traj = []
    for s in range(oc.STEPS):
        opt(oc.grads(ms, s))
        traj.append([p.asnumpy().copy() for p in ps])
    return opt, names, traj


@pytest.mark.parametrize("name", sorted(OPTIM_VALUES))
def test_steps_match_mindspore(name):
    want = OPTIM_VALUES[name]
    opt, names, traj = _run(name)
    assert names == want["names"]
    for step, (got, exp) in enumerate(zip(traj, want["traj"])):
        for g, e in zip(got, exp):
            np.testing.assert_allclose(g, np.array(e, np.float32), rtol=1e-5, atol=1e-6, err_msg=f"step {step}")
    states = {p.name: p.asnumpy() for p in opt.get_parameters() if p.name not in ("w", "bias")}
    assert sorted(states) == sorted(want["states"])
    for key, exp in want["states"].items():
        np.testing.assert_allclose(states[key], np.array(exp, np.float32).reshape(states[key].shape), rtol=1e-5,
                                   atol=1e-6, err_msg=key)


@pytest.mark.parametrize("name", sorted(OPTIM_ERRORS))
def test_exceptions_match_mindspore(name):
    want = OPTIM_ERRORS[name]
    fn = oc.errors(ms)[name]
    if want is None:
        fn()
        return
    exc = {"TypeError": TypeError, "ValueError": ValueError, "AttributeError": AttributeError}[want[0]]
    with pytest.raises(exc) as info:
        fn()
    assert str(info.value) == want[1]
