"""Multi-process runs under `python -m mindspore_compat msrun` with 2 CPU workers (gloo).

Few and generous: each run starts processes. Expected values are sums/gathers over the two ranks' inputs (the
arithmetic of the collectives), not recordings: MindSpore 2.10 cannot run distributed jobs on the CPU here.
"""
import json
import os
import signal
import socket
import subprocess
import sys
import time

import numpy as np
import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SCRIPTS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "scripts")
EXAMPLE = os.path.join(ROOT, "examples", "distributed", "train_data_parallel.py")
TIMEOUT = 420

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="gloo multi-process runs need a POSIX host")


def _port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _env():
    env = dict(os.environ)
    env["PYTHONPATH"] = ROOT + os.pathsep + env.get("PYTHONPATH", "")
    env["OMP_NUM_THREADS"] = "1"
    return env


def _msrun(tmp, script, *args):
    cmd = [sys.executable, "-m", "mindspore_compat", "msrun", "--worker_num=2", "--local_worker_num=2",
           f"--master_port={_port()}", f"--log_dir={tmp / 'logs'}", script, *args]
    return subprocess.run(cmd, cwd=tmp, env=_env(), capture_output=True, text=True, timeout=TIMEOUT)


def _check(proc, tmp):
    logs = "".join(p.read_text() for p in sorted((tmp / "logs").glob("*.log"))) if (tmp / "logs").exists() else ""
    assert proc.returncode == 0, proc.stdout + proc.stderr + logs


def test_collectives_and_groups(tmp_path):
    _check(_msrun(tmp_path, os.path.join(SCRIPTS, "collectives.py"), str(tmp_path)), tmp_path)
    r0, r1 = (json.loads((tmp_path / f"coll_rank{r}.json").read_text()) for r in (0, 1))
    assert [r0["rank"], r1["rank"], r0["size"], r0["local"], r1["local"]] == [0, 1, 2, 0, 1]
    assert r0["env"] == ["0", "2", "0", "MS_WORKER"] and r1["env"] == ["1", "2", "1", "MS_WORKER"]
    # AlltoAllV: rank 0 sends [0] to itself and [1, 2] to rank 1; rank 1 sends [3, 4] to rank 0 and keeps [5];
    # the gradient sends each output's weight back to the element it came from
    assert r0["all_to_all_v"] == [0.0, 3.0, 4.0] and r1["all_to_all_v"] == [1.0, 2.0, 5.0]
    assert r0["grad_all_to_all_v"] == [1.0, 1.0, 10.0] and r1["grad_all_to_all_v"] == [10.0, 100.0, 100.0]
    # AlltoAllVC with the count matrix [[1, 2], [2, 1]] moves the same data; [[1, 1], [2, 1]] read transposed
    # has rank 0 send [0] | [3, 4] and rank 1 send [1] | [5]
    assert r0["all_to_all_vc"] == [0.0, 3.0, 4.0] and r1["all_to_all_vc"] == [1.0, 2.0, 5.0]
    assert r0["all_to_all_vc_t"] == [0.0, 1.0] and r1["all_to_all_vc_t"] == [3.0, 4.0, 5.0]
    for r in (r0, r1):
        assert r["all_reduce"] == [3.0, 6.0]
        assert r["all_reduce_max"] == [2.0]
        assert r["all_gather"] == [[0.0, 0.0], [1.0, 10.0]]
        assert r["broadcast"] == [6]
        assert r["objects"] == [{"r": 0}, {"r": 1}]
        # d/dv sum(AllReduce(v)**2): the backward of AllReduce is an AllReduce of the gradient: 2 * (2 * s)
        assert r["grad_all_reduce"] == [12.0, 24.0]
        assert r["all_gather_prim"] == [[0.5], [1.5]]
        assert r["group_all_reduce"] == [2.0]
    assert r0["reduce_scatter"] == [3.0] and r1["reduce_scatter"] == [6.0]
    assert r0["all_to_all_single"] == [0.0, 10.0] and r1["all_to_all_single"] == [1.0, 11.0]
    assert r0["reduce_scatter_prim"] == [2.0] and r1["reduce_scatter_prim"] == [6.0]
    assert r0["all_to_all_prim"] == [0.0, 1.0] and r1["all_to_all_prim"] == [0.5, 1.5]
    assert r1["recv"] == [0, [42.0]]
    assert r0["group"] == [0, 1] and r1["group"] == [1, 1]


def _params(path):
    with np.load(path) as f:
        return {k: f[k] for k in f.files}


def test_data_parallel_matches_one_process(tmp_path):
    _check(_msrun(tmp_path, EXAMPLE, "--amp", "O0", "--out", "two"), tmp_path)
    one = subprocess.run([sys.executable, "-m", "mindspore_compat", "run", EXAMPLE, "--amp", "O0", "--out", "one",
                          "--batch", "16"], cwd=tmp_path, env=_env(), capture_output=True, text=True,
                         timeout=TIMEOUT)
    assert one.returncode == 0, one.stdout + one.stderr
    p0, p1 = _params(tmp_path / "two" / "params_rank0.npz"), _params(tmp_path / "two" / "params_rank1.npz")
    single = _params(tmp_path / "one" / "params_rank0.npz")
    for name in p0:
        np.testing.assert_array_equal(p0[name], p1[name])
        np.testing.assert_allclose(p0[name], single[name], rtol=1e-5, atol=1e-6)
    # each rank checkpoints into its own folder, as the script asks (MindSpore's ModelCheckpoint does not rename)
    assert sorted(os.listdir(tmp_path / "two" / "ckpt" / "rank_1")) == ["dp-1_8.ckpt", "dp-2_8.ckpt"]
    assert (tmp_path / "logs" / "worker_0.log").exists() and (tmp_path / "logs" / "worker_1.log").exists()


def test_amp_o2_overflow_on_one_rank_skips_everywhere(tmp_path):
    _check(_msrun(tmp_path, EXAMPLE, "--amp", "O2", "--epochs", "1", "--overflow_step", "3", "--out", "ov"),
           tmp_path)
    scales = [(tmp_path / "ov" / f"scale_rank{r}.txt").read_text().split() for r in (0, 1)]
    assert scales[0] == scales[1]
    assert [float(s) for s in scales[0][:4]] == [1024.0, 1024.0, 512.0, 512.0]
    p0, p1 = _params(tmp_path / "ov" / "params_rank0.npz"), _params(tmp_path / "ov" / "params_rank1.npz")
    for name in p0:
        assert np.isfinite(p0[name]).all()
        np.testing.assert_array_equal(p0[name], p1[name])


def _alive(pid):
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().split()[2] != "Z"
    except OSError:
        return True


def test_killed_worker_ends_the_job(tmp_path):
    proc = _msrun(tmp_path, os.path.join(SCRIPTS, "crash.py"), str(tmp_path))
    assert proc.returncode == 128 + signal.SIGKILL, proc.stdout + proc.stderr
    assert "worker rank 1" in proc.stderr and "SIGKILL" in proc.stderr
    assert "worker_1.log" in proc.stderr
    pid0 = int((tmp_path / "pid0").read_text())
    deadline = time.time() + 30
    while _alive(pid0) and time.time() < deadline:
        time.sleep(0.5)
    assert not _alive(pid0)
