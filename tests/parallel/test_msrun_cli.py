"""msrun's command line and the environment handling around it (no processes started here)."""
import os
import signal

import pytest

from mindspore_compat._backend import collective, launcher
from mindspore_compat.__main__ import main
from mindspore_compat.parallel.cluster import run as msrun


def test_defaults_are_msrun_s():
    # the defaults of MindSpore 2.10's msrun parser (mindspore/parallel/cluster/run.py)
    a = msrun.get_args(["train.py", "--lr", "0.1"])
    assert (a.worker_num, a.local_worker_num, a.master_addr, a.master_port, a.node_rank, a.log_dir, a.join,
            a.cluster_time_out, a.bind_core, a.tail_worker_log) == (8, 8, "127.0.0.1", 8118, -1, "", False, 600,
                                                                    False, "-1")
    assert (a.task_script, a.task_script_args) == ("train.py", ["--lr", "0.1"])
    assert msrun.get_args(["--join=True", "x.py"]).join is True


@pytest.mark.parametrize("argv, words", [
    (["--worker_num=2", "--local_worker_num=4", "x.py"], "exceeded local worker number: 4"),
    (["--worker_num=3", "--local_worker_num=2", "x.py"], "multiple of --local_worker_num"),
    (["--worker_num=2", "--local_worker_num=2", "--sim_level=1", "x.py"], "dry-run"),
    (["--worker_num=2", "--local_worker_num=2", "--bind_numa=True", "x.py"], "--bind_numa"),
    (["--worker_num=2", "--local_worker_num=2", "--bind_core={'enable': True}", "x.py"], "per-worker dict"),
    (["--worker_num=2", "--local_worker_num=2", "--master_port=80", "x.py"], "--master_port"),
])
def test_bad_options_are_refused_before_starting(capsys, argv, words):
    assert main(["msrun", *argv]) == 2
    assert words in capsys.readouterr().err


def test_launcher_environment(monkeypatch):
    env = {"MASTER_ADDR": "10.0.0.1", "MASTER_PORT": "29500", "WORLD_SIZE": "4", "RANK": "3"}
    assert collective.launcher_env(env) == ("env://", 4, 3)
    env = {"MS_SCHED_HOST": "10.0.0.2", "MS_SCHED_PORT": "8118", "MS_WORKER_NUM": "2", "RANK_ID": "1"}
    assert collective.launcher_env(env) == ("tcp://10.0.0.2:8118", 2, 1)
    assert collective.launcher_env({"RANK_SIZE": "1"}) is None
    with pytest.raises(RuntimeError, match="RANK_SIZE is 8 but no rendezvous address"):
        collective.launcher_env({"RANK_SIZE": "8", "RANK_ID": "0"})
    with pytest.raises(RuntimeError, match="neither RANK_ID nor MS_NODE_ID"):
        collective.launcher_env({"MS_SCHED_HOST": "h", "MS_SCHED_PORT": "1", "MS_WORKER_NUM": "2"})


def test_worker_gets_mindspore_s_variables(monkeypatch):
    for key, value in {"TORCHELASTIC_RUN_ID": "msrun", "RANK": "5", "LOCAL_RANK": "1", "WORLD_SIZE": "8",
                       "LOCAL_WORLD_SIZE": "4", "MASTER_ADDR": "10.1.1.1", "MASTER_PORT": "1234"}.items():
        monkeypatch.setenv(key, value)
    for key in ("RANK_ID", "RANK_SIZE", "DEVICE_ID", "MS_WORKER_NUM", "MS_ROLE", "MS_NODE_ID", "LOCAL_RANK_SIZE",
                "MS_SCHED_HOST", "MS_SCHED_PORT", "MINDSPORE_COMPAT_BIND_CORES"):
        monkeypatch.delenv(key, raising=False)
    msrun.worker_setup()
    got = [os.environ[k] for k in ("RANK_ID", "RANK_SIZE", "DEVICE_ID", "MS_WORKER_NUM", "MS_ROLE", "MS_NODE_ID",
                                   "LOCAL_RANK_SIZE", "MS_SCHED_HOST", "MS_SCHED_PORT")]
    assert got == ["5", "8", "1", "8", "MS_WORKER", "5", "4", "10.1.1.1", "1234"]


def test_exit_descriptions():
    assert launcher.describe_exit(3) == ("exited with status 3", 3)
    assert launcher.describe_exit(-signal.SIGKILL) == ("was killed by SIGKILL", 137)
