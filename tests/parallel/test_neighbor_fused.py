"""NeighborExchange(V2), all_to_all_v_c, all_gather_matmul / matmul_reduce_scatter, TCPStore and reshard in one
2-worker msrun job (gloo, CPU).

MindSpore 2.10 cannot run these on the CPU (its NeighborExchange primitives raise NotImplementedError in PyNative,
the fused matmuls have no CPU kernel), so the values are either the outputs printed by MindSpore's documented
two-device examples (said where) or the arithmetic of the exchange. Single-process checks of the arguments,
recorded from MindSpore 2.10.0 CPU, are in tests/ops/test_comm_extra_ops.py.
"""
import json
import os
import socket
import subprocess
import sys

import numpy as np
import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SCRIPT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "scripts", "neighbor_fused.py")

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="gloo multi-process runs need a POSIX host")


def _port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def test_neighbor_exchanges_fused_matmuls_and_store(tmp_path):
    env = dict(os.environ, OMP_NUM_THREADS="1", PYTHONPATH=ROOT + os.pathsep + os.environ.get("PYTHONPATH", ""))
    cmd = [sys.executable, "-m", "mindspore_compat", "msrun", "--worker_num=2", "--local_worker_num=2",
           f"--master_port={_port()}", f"--log_dir={tmp_path / 'logs'}", SCRIPT, str(tmp_path), str(_port())]
    proc = subprocess.run(cmd, cwd=tmp_path, env=env, capture_output=True, text=True, timeout=420)
    logs = "".join(p.read_text() for p in sorted((tmp_path / "logs").glob("*.log"))) \
        if (tmp_path / "logs").exists() else ""
    assert proc.returncode == 0, proc.stdout + proc.stderr + logs
    r0, r1 = (json.loads((tmp_path / f"nf_rank{r}.json").read_text()) for r in (0, 1))

    # NeighborExchange: each rank gets the other's Tensor; the gradient of each input is the weight its values met
    # on the other rank
    assert r0["ne"] == [10.0, 11.0, 12.0] and r1["ne"] == [0.0, 1.0]
    assert r0["ne_grad"] == [2.0, 4.0] and r1["ne_grad"] == [1.0, 2.0, 3.0]

    # NeighborExchangeV2: the outputs MindSpore documents for its two-device example
    # (rank 0: [[[[1. 1.], [1. 1.], [2. 2.]]]], rank 1: [[[[1. 1.], [2. 2.], [2. 2.]]]])
    assert r0["ne2"] == [[[[1.0, 1.0], [1.0, 1.0], [2.0, 2.0]]]]
    assert r1["ne2"] == [[[[1.0, 1.0], [2.0, 2.0], [2.0, 2.0]]]]
    # the gradient of the halo row goes back to the edge row it came from: weights rows [0 1], [2 3], [4 5]
    assert r0["ne2_grad"] == [[[[0.0, 1.0], [2.0 + 0.0, 3.0 + 1.0]]]]
    assert r1["ne2_grad"] == [[[[2.0 + 4.0, 3.0 + 5.0], [4.0, 5.0]]]]

    # all_to_all_v_c: the documented example prints [0. 1. 2] on rank 0 and [0. 0. 0] on rank 1
    assert r0["a2avc"] == [0.0, 1.0, 2.0] and r1["a2avc"] == [0.0, 0.0, 0.0]
    # rows: rank 0 keeps row 0 and sends rows 1-2, rank 1 sends rows 0-1 and keeps row 2
    assert r0["a2avc_rows"] == [[0.0, 1.0], [100.0, 101.0], [102.0, 103.0]]
    assert r1["a2avc_rows"] == [[2.0, 3.0], [4.0, 5.0], [104.0, 105.0]]

    # the fused matmuls against numpy (small integers: exact in float16)
    rng = np.random.default_rng(7)
    left = rng.integers(-2, 3, size=(2, 4, 256)).astype(np.float64)
    right = rng.integers(-2, 3, size=(256, 3)).astype(np.float64)
    full = np.concatenate([left[0], left[1]])
    for res in (r0, r1):
        np.testing.assert_array_equal(res["agm"], full @ right)
        np.testing.assert_array_equal(res["agm_gathered"], full)
        assert res["agm_empty"] == [0]
        assert "'world_size' (4) must be the size of group" in res["agm_size_error"]
    summed = left[0] @ right + left[1] @ right
    np.testing.assert_array_equal(r0["mrs"], summed[:2])
    np.testing.assert_array_equal(r1["mrs"], summed[2:])

    # TCPStore: keys cross between the processes, counters add up
    assert r0["store_get"] == "hello 1" and r1["store_get"] == "hello 0"
    assert r0["store_count"] == r1["store_count"] == 3

    # reshard returns the value; with two processes a non-Layout is refused (MindSpore's wording)
    assert r0["reshard"] == [0.0, 1.0] and r1["reshard"] == [10.0, 11.0, 12.0]
    assert r0["reshard_error"] == ("Reshard only support type mindspore.parallel.Layout, but got: "
                                   "<class 'str'>.")
