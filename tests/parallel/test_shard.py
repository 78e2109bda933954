"""mindspore.shard / Cell.shard: in one process (MindSpore's behaviour and messages, recorded from MindSpore 2.10.0
CPU) and in a 2-worker msrun job, where the sharded call runs on DTensors and must give the plain call's numbers
and gradients (compared on each rank with the plain call of the same process)."""
import json
import logging
import os
import socket
import subprocess
import sys

import numpy as np
import pytest

import mindspore_compat as ms
from mindspore_compat import nn
from mindspore_compat.nn import _shard

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SCRIPT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "scripts", "shard_run.py")


def test_one_process_recorded():
    # recorded from MindSpore 2.10.0 CPU: with one process shard returns fn itself (even for a bad strategy) and
    # Cell.shard returns None; the transposed convolutions check the strategy and return the Cell
    f = lambda x: x  # noqa: E731
    assert ms.shard(f, 5) is f and ms.parallel.shard(f, ((2, 1),)) is f
    d = nn.Dense(2, 3)
    assert d.shard(((2, 1),)) is None and d.shard(5) is None
    c = nn.Conv2dTranspose(2, 3, 3)
    assert c.shard(((1, 1, 1, 1), (1, 1, 1, 1))) is c
    assert nn.Conv1dTranspose(2, 3, 3).shard(((1, 1, 1, 1), (1, 1, 1, 1))) is not None
    for strategy, message in [(5, "in_strategy must be tuple type, but got:<class 'int'>"),
                              ((5,), "The element of strategy must be tuple/Layout type, but got:<class 'int'>"),
                              (("a",), "The element of strategy must be tuple/Layout type, but got:<class 'str'>")]:
        with pytest.raises(TypeError) as info:
            c.shard(strategy)
        assert str(info.value) == message


def test_argument_checks():
    # MindSpore 2.10's messages for the checks of its Shard (parallel/shard.py); they run with several processes
    f = lambda x: x  # noqa: E731
    cases = [([(2, 1)], None, None, "For 'Shard', the 'in_strategy' should be a tuple, but got list."),
             (((2, 1), 3), None, None, "The 'in_strategy' should be a tuple(tuple(int)) or "
                                       "tuple(mindspore.parallel.Layout), but got int"),
             (((2.0, 1),), None, None, "The tuple strategy for each dimension should be tuple(int)."),
             (((2, 1),), [1], None, "For 'Shard', the 'out_strategy' should be None or tuple, but got list."),
             (((2, 1),), None, [1], "For 'Shard', the 'parameter_plan' should be a dict or None, but got list"),
             (((2, 1),), None, {"w": (1,)}, "If parameter_plan is set, type of fn must be mindspore.nn.Cell, but "
                                            "got <class 'function'>")]
    for in_s, out_s, plan, message in cases:
        with pytest.raises(TypeError) as info:
            _shard.check_arguments(f, in_s, out_s, plan)
        assert str(info.value) == message
    from mindspore_compat.parallel import Layout
    grid = Layout((2,), ("dp",))
    with pytest.raises(TypeError, match="consistent type for all dimensions"):
        _shard.check_arguments(f, ((2,), grid("dp")), None, None)
    net = nn.Dense(4, 2)
    with pytest.raises(ValueError) as info:
        _shard.check_arguments(net, ((2, 1),), None, {"self.weight": (3, 1)})
    assert str(info.value) == ("For 'self.weight', the param_shape is [2, 4] and the setting param_strategy is "
                               "(3, 1). The param_shape[0]: 2 cannot be divisible by param_strategy[0]: 3.")
    with pytest.raises(ValueError, match="the length of param_strategy: 1, is not equal to param_shape len: 2"):
        _shard.check_arguments(net, ((2, 1),), None, {"weight": (2,)})
    assert _shard.check_arguments(net, ((2, 1),), None, {"self.weight": (2, 1), "nothing": (1,)}) == {
        "weight": (2, 1)}


def _port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.mark.skipif(sys.platform == "win32", reason="gloo multi-process runs need a POSIX host")
def test_two_processes_agree_with_the_plain_call(tmp_path):
    env = dict(os.environ, OMP_NUM_THREADS="1", PYTHONPATH=ROOT + os.pathsep + os.environ.get("PYTHONPATH", ""))
    cmd = [sys.executable, "-m", "mindspore_compat", "msrun", "--worker_num=2", "--local_worker_num=2",
           f"--master_port={_port()}", f"--log_dir={tmp_path / 'logs'}", SCRIPT, str(tmp_path)]
    proc = subprocess.run(cmd, cwd=tmp_path, env=env, capture_output=True, text=True, timeout=420)
    logs = "".join(p.read_text() for p in sorted((tmp_path / "logs").glob("*.log"))) \
        if (tmp_path / "logs").exists() else ""
    assert proc.returncode == 0, proc.stdout + proc.stderr + logs
    for r in (0, 1):
        res = json.loads((tmp_path / f"shard_rank{r}.json").read_text())
        assert res["fn_type"] == res["cell_type"] == "Tensor" and res["param_type"] == "Parameter"
        assert res["fn_close"] and res["layout_close"] and res["grad_close"]
        assert res["cell_close"] and res["cell_grads_close"]
        assert res["list_error"] == "For 'Shard', the 'in_strategy' should be a tuple, but got list."
        assert "The param_shape[0]: 6 cannot be divisible by param_strategy[0]: 4." in res["plan_error"]
