"""comm_exec_order_check: actions, errors, the online comparison and the per-rank files of a 2-process job.

The action errors (types, messages, the logged lines) were recorded from MindSpore 2.10.0 CPU. MindSpore's CPU
build cannot end a check (it has no communication library: RuntimeError), so the 2-process part checks the
documented contract: the order files runtime_execution_order_check reads, and the pass line."""
import logging
import os
import socket
import subprocess
import sys
import textwrap

import pytest

from mindspore_compat.utils import comm_exec_order_check, runtime_execution_order_check
from mindspore_compat.utils.runtime_execution_order_check import _compare_ranks


class _Lines(logging.Handler):
    def __init__(self):
        super().__init__()
        self.lines = []

    def emit(self, record):
        self.lines.append((record.levelname, record.getMessage()))


@pytest.fixture(name="lines")
def _lines():
    handler = _Lines()
    logging.getLogger("mindspore").addHandler(handler)
    yield handler.lines
    logging.getLogger("mindspore").removeHandler(handler)


def test_action_errors(lines):
    # recorded from MindSpore 2.10.0 CPU
    with pytest.raises(TypeError, match=r"^The 'action' parameter must be a string\.$"):
        comm_exec_order_check(1)
    with pytest.raises(ValueError, match=r"^Invalid action\. Please use 'start' or 'end'\.$"):
        comm_exec_order_check("x")
    comm_exec_order_check("end")
    comm_exec_order_check("start")
    comm_exec_order_check("start")
    assert lines == [("ERROR", "The 'end' action cannot be called before the 'start' action."),
                     ("ERROR", "The 'start' action cannot be called twice.")]
    # recorded: without a communication library, 'end' raises RuntimeError (and the collection is over)
    with pytest.raises(RuntimeError):
        comm_exec_order_check("end")
    comm_exec_order_check("end")
    assert lines[-1] == ("ERROR", "The 'end' action cannot be called before the 'start' action.")


def _collective(primitive, ranks="0 1", shape="[2]", root=""):
    return {"group": "0", "primitive": primitive, "comm_rank": ranks, "src_rank": "", "dest_rank": "",
            "root_rank": root, "input_shape": shape, "input_type": "Float32", "input_size": 8,
            "output_shape": shape, "output_type": "Float32", "output_size": 8}


def _p2p(primitive, peer, shape="[3]"):
    record = _collective(primitive, shape=shape)
    record["dest_rank" if primitive == "Send" else "src_rank"] = str(peer)
    return record


def test_compare_ranks():
    same = [_collective("AllReduce"), _collective("Broadcast", root="0")]
    assert _compare_ranks([same, list(same)]) == []
    swapped = [_collective("AllReduce"), _collective("AllGather")], [_collective("AllGather"), _collective("AllReduce")]
    assert _compare_ranks(list(swapped)) == [
        "In the group of ranks (0 1), rank 1 runs a different communication order than rank 0: step 0 is "
        "AllGather on rank 1 and AllReduce on rank 0."]
    assert _compare_ranks([[_p2p("Send", 1)], [_p2p("Receive", 0)]]) == []
    assert _compare_ranks([[_p2p("Send", 1)], [_p2p("Receive", 0, shape="[4]")]]) == [
        "Rank 0 sends 1 tensor(s) to rank 1 with shapes ['[3]'], but rank 1 receives 1 with shapes ['[4]']."]
    assert _compare_ranks([[], [_p2p("Receive", 0)]]) == ["Rank 1 receives from rank 0, which sends nothing to it."]


def _free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def test_two_ranks_write_their_orders_and_agree(tmp_path):
    script = textwrap.dedent("""
        import logging, sys
        import numpy as np
        import mindspore_compat as ms
        from mindspore_compat import ops, Tensor
        from mindspore_compat.communication import init, get_rank
        from mindspore_compat.utils import comm_exec_order_check
        logging.getLogger("mindspore").addHandler(logging.StreamHandler(sys.stdout))
        init()
        x = Tensor(np.ones(2, np.float32))
        comm_exec_order_check("start")
        ops.AllReduce()(x)
        ops.AllGather()(x)
        ops.Broadcast(0)((x,))
        comm_exec_order_check("end")
    """)
    env = {**os.environ, "MASTER_ADDR": "127.0.0.1", "MASTER_PORT": str(_free_port()), "WORLD_SIZE": "2",
           "PYTHONPATH": os.getcwd()}
    procs = [subprocess.Popen([sys.executable, "-c", script], cwd=tmp_path, env={**env, "RANK": str(rank)},
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True) for rank in (0, 1)]
    outs = [p.communicate(timeout=240) for p in procs]
    for proc, (out, err) in zip(procs, outs):
        assert proc.returncode == 0, err[-3000:]
        assert out.strip().splitlines()[-1] == "ValidateExecuteOrders pass, the communication execution order is correct."
    for rank in (0, 1):
        rows = (tmp_path / f"rank_{rank}" / "execute_order" / "comm_execute_order.csv").read_text().splitlines()
        assert rows[0] == ("index,group,comm_rank,primitive,src_rank,dest_rank,root_rank,input_shape,input_type,"
                           "output_shape,output_type,input_size,output_size")
        assert [row.split(",")[3] for row in rows[1:]] == ["AllReduce", "AllGather", "Broadcast"]
    handler = _Lines()
    logging.getLogger("mindspore").addHandler(handler)
    try:
        runtime_execution_order_check(str(tmp_path))
    finally:
        logging.getLogger("mindspore").removeHandler(handler)
    assert handler.lines == [("WARNING", "Cycle Check success. There is no cycle in the graph.")]


def test_docstring_example(run_doctests):
    result = run_doctests("mindspore_compat.utils.runtime_execution_order_check")
    assert result.failed == 0 and result.attempted > 0
