"""BatchISendIRecv with a peer that is not in the job raises at once (a send to a missing rank would wait forever).

MindSpore 2.10 on CPU cannot init() without a cluster, so there is no recorded value: the error type follows the
argument check MindSpore's primitive applies to its other arguments (ValueError).
"""
import subprocess
import sys
import textwrap


def test_missing_peer_raises_instead_of_waiting():
    script = textwrap.dedent("""
        import mindspore_compat as ms
        from mindspore_compat import ops, Tensor
        from mindspore_compat.communication import init
        init()
        try:
            ops.BatchISendIRecv(("isend",), [1], [()], (ms.float32,))((Tensor(1.0),))
        except ValueError as e:
            print("ValueError", "remote rank" in str(e))
    """)
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120)
    assert done.stdout.strip().splitlines()[-1] == "ValueError True", done.stderr[-2000:]
