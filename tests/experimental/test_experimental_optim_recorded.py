"""``mindspore.experimental.optim`` against MindSpore 2.10: the optimizers' updates over three steps and the
schedulers' learning rates over six, all from ``optim_recorded.json`` (recorded from MindSpore 2.10.0 CPU by
``record_optim.py``, the same function)."""
import importlib.util
import json
import pathlib

import numpy as np
import pytest

import mindspore_compat

mindspore_compat.install()

HERE = pathlib.Path(__file__).parent
WANT = json.loads((HERE / "optim_recorded.json").read_text())


@pytest.fixture(scope="module")
def ours():
    import mindspore
    spec = importlib.util.spec_from_file_location("record_optim", HERE / "record_optim.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.run(mindspore)


@pytest.mark.parametrize("k", range(len(WANT["optimizers"])),
                         ids=[f"{o['name']}-{k}" for k, o in enumerate(WANT["optimizers"])])
def test_optimizer_matches_mindspore(ours, k):
    got, want = ours["optimizers"][k], WANT["optimizers"][k]
    np.testing.assert_allclose(got["values"], want["values"], rtol=1e-5, atol=1e-6)


@pytest.mark.parametrize("k", range(len(WANT["schedulers"])), ids=[s["name"] for s in WANT["schedulers"]])
def test_scheduler_matches_mindspore(ours, k):
    np.testing.assert_allclose(ours["schedulers"][k]["lrs"], WANT["schedulers"][k]["lrs"], rtol=1e-6)


def test_errors_match_mindspore():
    from mindspore import Tensor, Parameter
    from mindspore.experimental import optim
    w = Parameter(Tensor(np.ones(2, np.float32)), name="w")
    # types and messages recorded from MindSpore 2.10.0 CPU
    with pytest.raises(ValueError, match="Invalid learning rate: -1"):
        optim.AdamW([w], lr=-1)
    with pytest.raises(ValueError, match="Invalid beta parameter at index 0: 1.5"):
        optim.Adam([w], betas=(1.5, 0.9))
    with pytest.raises(ValueError, match="must not be empty"):
        optim.SGD([], lr=0.1)
    with pytest.raises(TypeError, match="Param group must be a dict"):
        optim.SGD([w], lr=0.1).add_param_group([w])
