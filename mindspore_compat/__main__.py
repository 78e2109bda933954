"""Command line: ``python -m mindspore_compat run SCRIPT [ARGS...]`` runs an unmodified MindSpore script.

``run`` installs the ``mindspore`` alias and then runs the script exactly as ``python SCRIPT ARGS...`` would:
same ``sys.argv``, the script's directory first on ``sys.path``, ``__name__ == "__main__"``, the script's
exit status, and a traceback that starts at the script.
"""
import builtins
import importlib.machinery
import os
import runpy
import sys
import types
import zipfile

from ._check import main as check_main
from ._alias import install
from .parallel.cluster.run import worker_setup
from ._version import __version__ as version
from .parallel.cluster.run import main as msrun_main

__all__ = ["main"]

PROG = "python -m mindspore_compat"

USAGE = f"""usage: {PROG} [-h] {{run,msrun,check,version}} ...

Run MindSpore programs on PyTorch.

commands:
  run [-m MODULE | SCRIPT] [ARGS ...]
                 run a MindSpore script (or module) with `import mindspore` served by mindspore_compat
  msrun [OPTIONS] SCRIPT [ARGS ...]
                 start SCRIPT as the workers of a distributed job (MindSpore's msrun; see `msrun -h`)
  check PATH [PATH ...]
                 report, without running them, how the MindSpore scripts under PATH map onto mindspore_compat
  version        print the mindspore_compat, MindSpore API and torch versions

options:
  -h, --help     show this help message and exit
"""

RUN_USAGE = f"""usage: {PROG} run [-h] (SCRIPT | -m MODULE) [ARGS ...]

Run SCRIPT (or MODULE, like `python -m MODULE`) as the main program, with `import mindspore` and every
`mindspore.*` module served by mindspore_compat. ARGS are passed to the program unchanged (in sys.argv).

options:
  -h, --help     show this help message and exit
  -m MODULE      run a library module as a script
"""

# MindSpore release whose public API this package follows.
MINDSPORE_API = "2.10"


def _usage_error(usage, message):
    sys.stderr.write(usage.split("\n\n", 1)[0] + "\n")
    sys.stderr.write(f"{PROG}: error: {message}\n")
    return 2


def _runner_files():
    """Code files whose frames belong to the runner, not to the user's program."""
    files = {os.path.abspath(__file__), __file__, runpy._run_code.__code__.co_filename}
    return {f for f in files if f}


def _print_user_traceback(exc):
    """Print ``exc`` as the interpreter would for an uncaught exception, minus the runner's own frames.

    A SyntaxError in the script has only runner frames: it then prints with no traceback, as ``python`` does.
    """
    tb = exc.__traceback__
    runner = _runner_files()
    while tb is not None and (tb.tb_frame.f_code.co_filename in runner
                              or os.path.abspath(tb.tb_frame.f_code.co_filename) in runner):
        tb = tb.tb_next
    exc.__traceback__ = tb  # the default hook prints the exception's own traceback
    sys.excepthook(type(exc), exc, tb)


def _run_script(path, run_name):
    """Run the file at ``path`` as ``python path`` does: a fresh ``__main__`` module, kept afterwards.

    Unlike :func:`runpy.run_path`, ``sys.argv[0]`` stays as the user typed it and the new ``__main__`` stays in
    ``sys.modules`` (so pickling classes defined in the script works while atexit handlers run). Directories
    and zip files with a ``__main__.py`` and compiled files go through :func:`runpy.run_path`.
    """
    if not os.path.isfile(path) or path.endswith((".pyc", ".pyo")) or zipfile.is_zipfile(path):
        argv0 = sys.argv[0]
        try:
            return runpy.run_path(path, run_name=run_name)
        finally:
            sys.argv[0] = argv0
    with open(path, "rb") as f:
        source = f.read()
    code = compile(source, path, "exec", dont_inherit=True)
    main = types.ModuleType(run_name)
    main.__file__ = path
    main.__cached__ = None
    main.__loader__ = importlib.machinery.SourceFileLoader(run_name, path)
    main.__spec__ = None
    main.__builtins__ = builtins
    sys.modules[run_name] = main
    exec(code, main.__dict__)
    return main.__dict__


def _run(args):
    """``run`` subcommand: returns the exit status (SystemExit from the program propagates)."""
    if not args:
        return _usage_error(RUN_USAGE, "the following arguments are required: SCRIPT (or -m MODULE)")
    if args[0] in ("-h", "--help"):
        sys.stdout.write(RUN_USAGE)
        return 0
    module = None
    if args[0] == "-m":
        if len(args) < 2:
            return _usage_error(RUN_USAGE, "argument -m: expected one argument")
        module, prog_args = args[1], args[2:]
    elif args[0].startswith("-m") and len(args[0]) > 2:
        module, prog_args = args[0][2:], args[1:]
    elif args[0].startswith("-") and args[0] != "-":
        return _usage_error(RUN_USAGE, f"unrecognized arguments: {args[0]}")
    else:
        script, prog_args = args[0], args[1:]

    install()
    if "TORCHELASTIC_RUN_ID" in os.environ:  # a worker of msrun / torchrun: MindSpore's launcher variables too
        worker_setup()

    if module is None:
        if not os.path.exists(script):
            sys.stderr.write(f"{PROG} run: can't open file {os.path.abspath(script)!r}: "
                             f"[Errno 2] No such file or directory\n")
            return 2
        sys.argv = [script, *prog_args]
        sys.path[0] = os.path.dirname(os.path.realpath(script))
        target, runner = os.path.abspath(script), _run_script
    else:
        sys.argv = [module, *prog_args]  # run_module replaces argv[0] with the module's file
        sys.path[0] = os.getcwd()
        target, runner = module, lambda name, run_name: runpy.run_module(name, run_name=run_name, alter_sys=True)

    try:
        runner(target, run_name="__main__")
    except (SystemExit, KeyboardInterrupt):
        raise
    except BaseException as exc:  # noqa: B036 - report like the interpreter, then exit 1 as it does
        _print_user_traceback(exc)
        return 1
    return 0


def _version():
    import torch

    print(f"mindspore_compat {version} (MindSpore {MINDSPORE_API} API) on torch {torch.__version__}")
    return 0


def main(argv=None):
    """Entry point of ``python -m mindspore_compat`` and of the ``mindspore-compat`` command.

    Args:
        argv (list[str]): arguments after the program name; ``None`` means ``sys.argv[1:]``.

    Returns:
        int, the exit status.
    """
    args = list(sys.argv[1:] if argv is None else argv)
    if not args:
        return _usage_error(USAGE, "the following arguments are required: command")
    command, rest = args[0], args[1:]
    if command in ("-h", "--help"):
        sys.stdout.write(USAGE)
        return 0
    if command == "run":
        return _run(rest)
    if command == "msrun":
        return msrun_main(rest)
    if command == "check":
        return check_main(rest)
    if command == "version":
        if rest and rest[0] in ("-h", "--help"):
            sys.stdout.write(f"usage: {PROG} version [-h]\n")
            return 0
        if rest:
            return _usage_error(USAGE, f"unrecognized arguments: {' '.join(rest)}")
        return _version()
    return _usage_error(USAGE, f"argument command: invalid choice: {command!r} "
                               "(choose from 'run', 'msrun', 'check', 'version')")


if __name__ == "__main__":
    sys.exit(main())
