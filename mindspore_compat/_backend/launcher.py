"""Multi-process launch on torch's elastic agent (``torch.distributed.launcher``), for ``msrun``.

The agent starts the workers, supervises them and, when one exits with an error, stops the others and reports
the failure. This module only adapts it: MindSpore's log-file layout (``<log_dir>/worker_<rank>.log``, stdout
and stderr together) and a plain description of the failure.
"""
import os
import signal
import tempfile

__all__ = ["WorkerFailure", "launch", "describe_exit"]

# POSIX: the worker's stderr is joined to its stdout (the log file) by the shell before Python starts, so even an
# import error lands in the log; elsewhere stderr gets a file of its own next to the log
_MERGE = ["/bin/sh", "-c", 'exec "$0" "$@" 2>&1'] if os.name == "posix" and os.path.exists("/bin/sh") else None


class WorkerFailure(Exception):
    """A worker ended with an error; ``failures`` is a list of ``(rank, pid, exitcode, log_file)``, the first
    failure first."""

    def __init__(self, failures):
        self.failures = failures
        super().__init__(", ".join(f"rank {r} exit code {c}" for r, _, c, _ in failures))


def _logs_specs(log_path, tee_ranks, error_dir):
    from torch.distributed.elastic.multiprocessing.api import LogsDest, LogsSpecs

    class _PerRankLogs(LogsSpecs):
        """One file per worker, named by global rank; optionally echoed to the console."""

        def __init__(self):
            super().__init__(log_dir=os.path.dirname(log_path(0)) or ".")

        @property
        def root_log_dir(self):
            return self._root_log_dir

        def reify(self, envs):
            stdouts, stderrs, tees, errors = {}, {}, {}, {}
            for local_rank, env in envs.items():
                rank = int(env["RANK"])
                path = log_path(rank)
                os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
                stdouts[local_rank] = path
                stderrs[local_rank] = os.devnull if _MERGE else path[:-4] + ".err.log"
                if tee_ranks is None or local_rank in tee_ranks:
                    tees[local_rank] = path
                errors[local_rank] = os.path.join(error_dir, f"error_{rank}.json")
                env["TORCHELASTIC_ERROR_FILE"] = errors[local_rank]
            return LogsDest(stdouts, stderrs, tees, {}, errors)

    return _PerRankLogs()


def launch(argv, nnodes, nproc_per_node, master_addr, master_port, node_rank, log_path, tee_ranks=(),
           rdzv_timeout=600, env=None):
    """Run ``argv`` (a command) as ``nnodes * nproc_per_node`` workers of one job and wait for them.

    Args:
        argv (list[str]): the worker command, ``argv[0]`` the executable.
        nnodes (int): number of machines.
        nproc_per_node (int): workers started here.
        master_addr (str), master_port (int): where the rendezvous store lives (on node 0).
        node_rank (int): this machine's index, ``-1`` to let the rendezvous assign one.
        log_path (callable): global rank -> path of that worker's log file.
        tee_ranks (Optional[set[int]]): local ranks whose log is also echoed to the console (``None``: all).
        rdzv_timeout (int): seconds to wait for every machine to join.
        env (dict): variables added to the workers' environment.

    Raises:
        WorkerFailure: a worker failed (the others were stopped).
    """
    from torch.distributed.elastic.multiprocessing.errors import ChildFailedError
    from torch.distributed.launcher.api import LaunchConfig, elastic_launch

    os.environ.update(env or {})
    if _MERGE:
        argv = _MERGE + list(argv)
    os.environ.setdefault("PYTHONUNBUFFERED", "1")
    os.environ.setdefault("OMP_NUM_THREADS", str(max(1, (os.cpu_count() or 1) // max(1, nproc_per_node))))
    if node_rank >= 0 or nnodes == 1:
        backend, configs = "static", {"rank": max(node_rank, 0), "timeout": rdzv_timeout}
    else:
        backend, configs = "c10d", {"join_timeout": rdzv_timeout}
    with tempfile.TemporaryDirectory(prefix="msrun-") as error_dir:
        config = LaunchConfig(
            min_nodes=nnodes, max_nodes=nnodes, nproc_per_node=nproc_per_node, run_id="msrun",
            role="worker", rdzv_endpoint=f"{master_addr}:{master_port}", rdzv_backend=backend,
            rdzv_configs=configs, max_restarts=0, monitor_interval=0.2, start_method="spawn",
            logs_specs=_logs_specs(log_path, tee_ranks, error_dir),
            log_line_prefix_template="[worker ${rank}]: ")
        try:
            elastic_launch(config, argv[0])(*argv[1:])
        except ChildFailedError as err:
            ordered = sorted(err.failures.items(), key=lambda kv: kv[1].timestamp)
            raise WorkerFailure([(rank, f.pid, f.exitcode, log_path(rank)) for rank, f in ordered]) from None


def describe_exit(code):
    """Words for a worker's exit code (negative: killed by that signal) and the shell-style exit status."""
    if code < 0:
        try:
            name = signal.Signals(-code).name
        except ValueError:
            name = f"signal {-code}"
        return f"was killed by {name}", 128 - code
    return f"exited with status {code}", code if code > 0 else 1

