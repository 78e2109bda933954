"""``msrun``: start the processes of a distributed MindSpore job (``mindspore.parallel.cluster.run``).

Same command line as MindSpore's ``msrun``; the workers are started and supervised by torch's elastic agent
(see ``_backend/launcher.py``). Each worker runs the script through ``python -m mindspore_compat run``, so the
script's ``import mindspore`` is served by mindspore_compat, and finds the environment MindSpore's launcher sets
(``RANK_ID``, ``RANK_SIZE``, ``DEVICE_ID``, ``MS_WORKER_NUM``, ``MS_ROLE``, ...) next to torch's (``RANK``,
``WORLD_SIZE``, ``LOCAL_RANK``, ``MASTER_ADDR``, ...).

Differences from MindSpore's msrun: there is no separate scheduler process (the rendezvous store lives in the
launcher of node 0), and msrun always waits for its workers (``--join=True`` also echoes their logs to the
console). When a worker fails, the others are stopped and msrun exits with that worker's status.
"""
import argparse
import ast
import os
import socket
import sys

from ..._backend import launcher as _launcher

__all__ = ["main", "get_args"]

PROG = "msrun"


def _literal_bool(text):
    value = ast.literal_eval(text)
    if not isinstance(value, bool):
        raise argparse.ArgumentTypeError(f"expected True or False, got {text!r}")
    return value


def _bind(text):
    value = ast.literal_eval(text)
    if not isinstance(value, (bool, dict)):
        raise argparse.ArgumentTypeError(f"expected True, False or a dict, got {text!r}")
    return value


def _parser():
    p = argparse.ArgumentParser(prog=PROG, description="Start the processes of a distributed MindSpore job "
                                "(mindspore_compat on torch's elastic launcher).")
    p.add_argument("--worker_num", type=int, default=8, help="total number of worker processes of the job "
                   "(default: 8)")
    p.add_argument("--local_worker_num", type=int, default=8, help="worker processes started on this machine "
                   "(default: 8)")
    p.add_argument("--master_addr", type=str, default="127.0.0.1", help="address of node 0, where the rendezvous "
                   "store runs (default: 127.0.0.1)")
    p.add_argument("--master_port", type=int, default=8118, help="port of the rendezvous store (default: 8118)")
    p.add_argument("--node_rank", type=int, default=-1, help="index of this machine; -1 lets the rendezvous "
                   "assign it (default: -1)")
    p.add_argument("--log_dir", type=str, default="", help="folder of the worker log files (default: the "
                   "current folder)")
    p.add_argument("--join", type=_literal_bool, default=False, choices=[True, False], help="also echo the "
                   "worker logs to the console (msrun always waits for its workers) (default: False)")
    p.add_argument("--cluster_time_out", type=int, default=600, help="seconds to wait for every machine to "
                   "join (default: 600)")
    p.add_argument("--bind_core", type=_bind, default=False, help="True: give each worker its own share of "
                   "this machine's CPU cores (default: False)")
    p.add_argument("--bind_numa", type=_bind, default=False, help="NUMA binding; only False is supported")
    p.add_argument("--sim_level", type=int, default=-1, choices=[-1, 0, 1, 2, 3], help="dry-run simulation "
                   "level; not supported (only -1)")
    p.add_argument("--sim_rank_id", type=int, default=-1, help="rank simulated in dry-run mode; not supported")
    p.add_argument("--rank_table_file", type=str, default="", help="rank table file, exported to the workers as "
                   "RANK_TABLE_FILE")
    p.add_argument("--worker_log_name", type=str, default="", help="log file name stem instead of 'worker' "
                   "({ip} and {hostname} are replaced); the rank is appended")
    p.add_argument("--tail_worker_log", type=str, default="-1", help="with --join=True, local ranks whose logs "
                   "are echoed, comma separated; -1 means all (default: -1)")
    p.add_argument("task_script", type=str, help="the training script (or a command), followed by its "
                   "arguments")
    p.add_argument("task_script_args", nargs=argparse.REMAINDER, help="arguments of the script")
    return p


def get_args(argv=None):
    """Parse msrun's command line (``argv`` without the program name; ``None``: ``sys.argv[1:]``)."""
    return _parser().parse_args(argv)


def _fail(message):
    sys.stderr.write(f"{PROG}: error: {message}\n")
    return 2


def _check(args):
    """An error message for an unusable combination of options, or ``None``."""
    if args.worker_num < 1 or args.local_worker_num < 1:
        return f"--worker_num and --local_worker_num must be at least 1, got {args.worker_num} and " \
               f"{args.local_worker_num}"
    if args.local_worker_num > args.worker_num:
        return f"Total worker number is {args.worker_num}, but got exceeded local worker number: " \
               f"{args.local_worker_num}."
    if args.worker_num % args.local_worker_num:
        return f"--worker_num ({args.worker_num}) must be a multiple of --local_worker_num " \
               f"({args.local_worker_num}): every machine runs the same number of workers"
    if not 1024 <= args.master_port <= 65535:
        return f"--master_port must be in [1024, 65535], got {args.master_port}"
    if args.sim_level != -1 or args.sim_rank_id != -1:
        return "dry-run simulation (--sim_level, --sim_rank_id) needs MindSpore's graph compiler and is not " \
               "supported; run the job for real with a small --worker_num instead"
    if args.bind_numa is not False:
        return "--bind_numa is not supported; use --bind_core=True, or numactl around msrun"
    if isinstance(args.bind_core, dict):
        return "--bind_core with a per-worker dict is not supported; use --bind_core=True (an even share of " \
               "the cores per worker)"
    return None


def _tee_ranks(args):
    if not args.join:
        return set()
    wanted = [int(x) for x in args.tail_worker_log.split(",") if x.strip()]
    if wanted == [-1]:
        return None
    return {r for r in wanted if 0 <= r < args.local_worker_num}


def _log_stem(args):
    stem = args.worker_log_name or "worker"
    if "{ip}" in stem:
        try:
            ip = socket.gethostbyname(socket.gethostname())
        except OSError:
            ip = "127.0.0.1"
        stem = stem.replace("{ip}", ip)
    return stem.replace("{hostname}", socket.gethostname())


def _bind_env(args):
    if args.bind_core is not True or not hasattr(os, "sched_getaffinity"):
        return {}
    cores = sorted(os.sched_getaffinity(0))
    share = max(1, len(cores) // args.local_worker_num)
    plan = [",".join(map(str, cores[i * share:(i + 1) * share] or cores)) for i in range(args.local_worker_num)]
    return {_BIND_ENV: ";".join(plan)}


_BIND_ENV = "MINDSPORE_COMPAT_BIND_CORES"


def main(argv=None):
    """Entry point of the ``msrun`` command; returns the exit status."""
    args = get_args(argv)
    problem = _check(args)
    if problem:
        return _fail(problem)
    log_dir = os.path.abspath(args.log_dir) if args.log_dir else os.getcwd()
    stem = _log_stem(args)

    def log_path(rank):
        return os.path.join(log_dir, f"{stem}_{rank}.log")

    nnodes = args.worker_num // args.local_worker_num
    env = {"MS_WORKER_NUM": str(args.worker_num), "RANK_SIZE": str(args.worker_num),
           "MS_SCHED_HOST": args.master_addr, "MS_SCHED_PORT": str(args.master_port),
           "MS_TOPO_TIMEOUT": str(args.cluster_time_out)}
    # the workers import the same mindspore_compat as this launcher
    here = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
    env["PYTHONPATH"] = os.pathsep.join(p for p in (here, os.environ.get("PYTHONPATH", "")) if p)
    if args.rank_table_file:
        env["RANK_TABLE_FILE"] = args.rank_table_file
    env.update(_bind_env(args))
    if args.task_script.endswith(".py") or os.path.isfile(args.task_script):
        argv_w = [sys.executable, "-m", "mindspore_compat", "run", args.task_script, *args.task_script_args]
    else:
        argv_w = [args.task_script, *args.task_script_args]
    first = max(args.node_rank, 0) * args.local_worker_num
    for i in range(args.local_worker_num):
        rank = f"{first + i}" if args.node_rank >= 0 or nnodes == 1 else f"(assigned at start-up, local {i})"
        print(f"{PROG}: starting worker rank {rank}, log file: {log_path(first + i)}; command: "
              f"{' '.join(argv_w)}", flush=True)
    try:
        _launcher.launch(argv_w, nnodes, args.local_worker_num, args.master_addr, args.master_port,
                         args.node_rank, log_path, _tee_ranks(args), args.cluster_time_out, env)
    except _launcher.WorkerFailure as failure:
        rank, pid, code, log = failure.failures[0]
        words, status = _launcher.describe_exit(code)
        sys.stderr.write(f"{PROG}: worker rank {rank} (pid {pid}) {words}; the other workers were stopped. "
                         f"See its log: {log}\n")
        _print_tail(log)
        sys.stderr.write(f"{PROG}: error: distributed job failed (worker rank {rank} {words}). "
                         f"Logs are in {log_dir}.\n")
        return status
    return 0


def _print_tail(path, lines=20):
    """Echo the end of a failed worker's log to stderr."""
    try:
        with open(path, encoding="utf-8", errors="replace") as f:
            tail = f.readlines()[-lines:]
    except OSError:
        return
    if tail:
        sys.stderr.write(f"----- last lines of {path} -----\n")
        sys.stderr.write("".join(tail))
        if not tail[-1].endswith("\n"):
            sys.stderr.write("\n")
        sys.stderr.write("-----\n")


def worker_setup():
    """In a worker started by msrun or torchrun: fill in MindSpore's launcher variables from torch's and apply
    the core binding."""
    env = os.environ
    if "TORCHELASTIC_RUN_ID" not in env or "RANK" not in env:
        return
    local = env.get("LOCAL_RANK", "0")
    for key, value in (("RANK_ID", env["RANK"]), ("RANK_SIZE", env.get("WORLD_SIZE", "1")),
                       ("DEVICE_ID", local), ("MS_WORKER_NUM", env.get("WORLD_SIZE", "1")),
                       ("MS_NODE_ID", env["RANK"]), ("MS_ROLE", "MS_WORKER"),
                       ("LOCAL_RANK_SIZE", env.get("LOCAL_WORLD_SIZE", "1")),
                       ("MS_SCHED_HOST", env.get("MASTER_ADDR", "127.0.0.1")),
                       ("MS_SCHED_PORT", env.get("MASTER_PORT", ""))):
        env[key] = value
    plan = env.get(_BIND_ENV)
    if plan and hasattr(os, "sched_setaffinity"):
        shares = plan.split(";")
        os.sched_setaffinity(0, {int(c) for c in shares[int(local) % len(shares)].split(",")})


def _console_main():
    """``msrun`` console script."""
    sys.exit(main())
