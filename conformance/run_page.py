"""Worker: runs the examples of one or more pages in this process and reports raw results.

    python conformance/run_page.py JOB.json RESULTS.jsonl

Standalone on purpose (standard library only, no import of the ``conformance`` package) so that any interpreter
can run it: ours with the ``mindspore`` alias (mode "compat"), or a venv with the real MindSpore (mode "real",
used by record_goldens.py). The parent extracts, compares and reports; this only executes.

JOB: {"mode": "compat"|"real", "repo_root": str, "timeout": seconds per page, "patches": python source run once
before the first page, "pages": [{"key", "assume_globals": bool, "fixtures": python source,
"blocks": [[{"source", "expect_exc", "skip"}, ...], ...]}, ...]}

One JSON line per page is appended to RESULTS as soon as the page is done: {"key", "setup_error", "notes",
"elapsed", "blocks": [[{"status": "ran"|"skipped"|"not_run", "out": str, "exc": null|{"type", "message",
"line", "traceback"}}, ...], ...]}. A page's namespace is fresh; its blocks run in order in that namespace; a
block stops at its first unexpected exception, the next block still runs.
"""
import ast
import contextlib
import io
import json
import linecache
import os
import random
import signal
import sys
import time
import traceback

# Run as a script, this file's folder is sys.path[0]; examples must not import the harness's modules by accident.
if sys.path and os.path.abspath(sys.path[0] or ".") == os.path.dirname(os.path.abspath(__file__)):
    del sys.path[0]

GLOBAL_IMPORTS = (
    ("mindspore", "import mindspore"),
    ("ms", "import mindspore as ms"),
    ("np", "import numpy as np"),
    ("nn", "from mindspore import nn"),
    ("ops", "from mindspore import ops"),
    ("Tensor", "from mindspore import Tensor"),
    ("Parameter", "from mindspore import Parameter"),
)


class PageTimeout(BaseException):
    """Raised inside a running example when its page ran out of time (BaseException: examples can't swallow it)."""


def _exc_info(exc):
    tb = exc.__traceback__
    while tb is not None and tb.tb_frame.f_code.co_filename == __file__:  # the worker's own frames
        tb = tb.tb_next
    tb_lines = traceback.format_exception(type(exc), exc, tb)
    only = traceback.format_exception_only(type(exc), exc)
    return {
        "type": type(exc).__name__,
        "qualname": f"{type(exc).__module__}.{type(exc).__qualname__}",
        "message": str(exc),
        "line": "".join(only).strip(),
        "traceback": "".join(tb_lines[-12:]),
    }


def _bootstrap(job):
    """Make `import mindspore` work for this mode; apply the patches. Returns (error or None, notes)."""
    notes = []
    if job.get("mode", "compat") == "compat":
        root = job.get("repo_root")
        if root and root not in sys.path:
            sys.path.insert(0, root)
        try:
            import mindspore_compat
            mindspore_compat.install()
        except Exception as exc:  # noqa: BLE001
            return f"cannot install the mindspore alias: {_exc_info(exc)['line']}", notes
    try:
        import mindspore
        notes.append(f"mindspore {getattr(mindspore, '__version__', '?')} from "
                     f"{os.path.dirname(getattr(mindspore, '__file__', '') or '?')}")
    except Exception as exc:  # noqa: BLE001
        return f"import mindspore failed: {_exc_info(exc)['line']}", notes
    if job.get("patches"):
        scope = {"__name__": "conformance_patches", "APPLIED": [], "FAILED": []}
        try:
            exec(compile(job["patches"], "<conformance patches>", "exec"), scope)
        except Exception as exc:  # noqa: BLE001
            return f"patches failed: {_exc_info(exc)['line']}", notes
        notes += [f"patch {p} applied" for p in scope["APPLIED"]]
        notes += [f"patch {p} NOT applied: {why}" for p, why in scope["FAILED"]]
    return None, notes


def _fresh_namespace(page, notes):
    ns = {"__name__": "__main__", "__builtins__": __builtins__}
    if page.get("assume_globals", True):
        for name, stmt in GLOBAL_IMPORTS:
            try:
                exec(stmt, ns)
            except Exception as exc:  # noqa: BLE001 -- the example using it will fail with NameError
                notes.append(f"global {name!r} not provided ({stmt}: {_exc_info(exc)['line']})")
    return ns


_NUMPY_PRINTOPTIONS = []


def _reset_state():
    """Same start for every page: seeded `random` and numpy RNGs, numpy's print options as at process start."""
    random.seed(0)
    try:
        import numpy
    except ImportError:
        return
    if not _NUMPY_PRINTOPTIONS:
        _NUMPY_PRINTOPTIONS.append(numpy.get_printoptions())
    numpy.set_printoptions(**_NUMPY_PRINTOPTIONS[0])
    numpy.random.seed(0)


def _remember_source(source, filename):
    """Make `source` readable by ``inspect.getsource`` under `filename`, as if it came from a file: frameworks that
    compile a function's source (MindSpore's graph parser for ``construct`` and ``jit``) need it."""
    linecache.cache[filename] = (len(source), None, source.splitlines(True), filename)


def _run_cell(source, ns, filename):
    """A notebook cell: every statement runs, and the value of a final expression is echoed (unless None)."""
    _remember_source(source, filename)
    tree = ast.parse(source, filename)
    last = tree.body.pop() if tree.body and isinstance(tree.body[-1], ast.Expr) else None
    exec(compile(tree, filename, "exec", dont_inherit=True), ns)
    if last is not None:
        value = eval(compile(ast.Expression(last.value), filename, "eval", dont_inherit=True), ns)
        if value is not None:
            print(repr(value))


def _run_statement(stmt, ns, filename):
    if stmt.get("skip"):
        return {"status": "skipped", "out": "", "exc": None}
    buf = io.StringIO()
    exc_info = None
    try:
        if stmt.get("cell"):
            with contextlib.redirect_stdout(buf):
                _run_cell(stmt["source"], ns, filename)
        else:
            _remember_source(stmt["source"], filename)
            try:
                code = compile(stmt["source"], filename, "single", dont_inherit=True)
            except SyntaxError:
                code = compile(stmt["source"], filename, "exec", dont_inherit=True)
            with contextlib.redirect_stdout(buf):
                exec(code, ns)
    except PageTimeout:
        raise
    except BaseException as exc:  # noqa: BLE001 -- SystemExit, KeyboardInterrupt from an example are results too
        exc_info = _exc_info(exc)
    finally:
        sys.stdout.flush()
    return {"status": "ran", "out": buf.getvalue(), "exc": exc_info}


def run_page(page, timeout):
    notes = []
    started = time.time()
    result = {"key": page["key"], "setup_error": None, "notes": notes, "blocks": []}
    ns = _fresh_namespace(page, notes)
    _reset_state()

    def on_alarm(signum, frame):
        raise PageTimeout()

    use_alarm = hasattr(signal, "SIGALRM") and timeout
    if use_alarm:
        old = signal.signal(signal.SIGALRM, on_alarm)
        signal.setitimer(signal.ITIMER_REAL, timeout)
    timed_out = False
    try:
        if page.get("fixtures"):
            try:
                exec(compile(page["fixtures"], "<conformance fixtures>", "exec"), ns)
            except PageTimeout:
                raise
            except Exception as exc:  # noqa: BLE001
                notes.append(f"fixtures failed: {_exc_info(exc)['line']}")
        for bi, block in enumerate(page["blocks"]):
            results = []
            stop = timed_out
            for stmt in block:
                if stop:
                    results.append({"status": "not_run", "out": "", "exc": None})
                    continue
                try:
                    res = _run_statement(stmt, ns, f"<{page['key']} example {bi} line {stmt.get('lineno', '?')}>")
                except PageTimeout:
                    timed_out = stop = True
                    res = {"status": "ran", "out": "", "exc": {
                        "type": "Timeout", "qualname": "conformance.Timeout",
                        "message": f"page exceeded {timeout} s", "line": f"Timeout: page exceeded {timeout} s",
                        "traceback": ""}}
                if res["exc"] is not None and not stmt.get("expect_exc"):
                    stop = True
                results.append(res)
            result["blocks"].append(results)
    except PageTimeout:
        result["setup_error"] = f"Timeout: page exceeded {timeout} s while setting up fixtures"
    finally:
        if use_alarm:
            signal.setitimer(signal.ITIMER_REAL, 0)
            signal.signal(signal.SIGALRM, old)
    result["elapsed"] = round(time.time() - started, 3)
    return result


def main(argv):
    if len(argv) != 3:
        sys.stderr.write(__doc__)
        return 2
    with open(argv[1], encoding="utf-8") as f:
        job = json.load(f)
    with open(argv[2], "a", encoding="utf-8") as out:
        error, notes = _bootstrap(job)
        for page in job["pages"]:
            if error:
                res = {"key": page["key"], "setup_error": error, "notes": notes, "blocks": [], "elapsed": 0}
            else:
                res = run_page(page, job.get("timeout"))
                res["notes"] = notes + res["notes"]
            out.write(json.dumps(res) + "\n")
            out.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
