"""Record, from a real MindSpore 2.10 install, the exception each case of ``bad_inputs.json`` raises.

The cases (code run after the file's ``prelude``) are written by hand in ``bad_inputs.json``; this script fills in
each case's ``mindspore`` field: ``{"type": "ValueError", "message": "<first line>"}``, or ``{"type": null}`` when
MindSpore accepts the input. It never runs against this package: the MindSpore interpreter must be named
explicitly, and the cases run in a child process of that interpreter started outside the repository (so
``import mindspore`` finds the real one)::

    python tests/data/record_bad_inputs.py --mindspore-python <venv with mindspore 2.10>/bin/python

``tests/common/test_bad_inputs.py`` replays the same cases against this package.
"""
import argparse
import ast
import json
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "bad_inputs.json")


def run_case(code, namespace):
    """Run `code` in `namespace`; the value of a trailing expression is returned, with every Tensor in it read back
    to the host (MindSpore reports some errors only when the result is read)."""
    tree = ast.parse(code)
    last = tree.body.pop() if tree.body and isinstance(tree.body[-1], ast.Expr) else None
    exec(compile(tree, "<case>", "exec"), namespace)  # noqa: S102 -- the hand-written cases of bad_inputs.json
    if last is None:
        return None
    value = eval(compile(ast.Expression(last.value), "<case>", "eval"), namespace)  # noqa: S307
    for item in value if isinstance(value, (tuple, list)) else (value,):
        if hasattr(item, "asnumpy"):
            item.asnumpy()
    return value


def _synchronize(namespace):
    """Wait for queued device work, so that an error raised asynchronously belongs to the case that caused it."""
    runtime = getattr(namespace.get("ms"), "runtime", None)
    if runtime is not None and hasattr(runtime, "synchronize"):
        runtime.synchronize()


def outcome(prelude, code):
    namespace = {}
    exec(prelude, namespace)  # noqa: S102
    try:
        run_case(code, namespace)
        _synchronize(namespace)
    except Exception as exc:  # noqa: BLE001 -- the exception is what is recorded
        try:
            _synchronize(namespace)
        except Exception:  # noqa: BLE001,S110 -- a second report of the same failure
            pass
        lines = [line for line in str(exc).splitlines() if line.strip() and set(line.strip()) != {"-"}]
        return {"type": type(exc).__name__, "message": lines[0] if lines else ""}
    return {"type": None}


def _child(path):
    import logging
    logging.disable(logging.WARNING)
    data = json.load(open(path))
    results = {case["id"]: outcome(data["prelude"], case["code"]) for case in data["cases"]}
    print("\n@@RESULTS@@" + json.dumps(results))


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--mindspore-python", required=True,
                        help="the Python interpreter of a virtual environment with MindSpore 2.10 installed")
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child:
        _child(DATA)
        return 0
    with tempfile.TemporaryDirectory() as cwd:
        proc = subprocess.run([args.mindspore_python, os.path.abspath(__file__), "--child", "--mindspore-python",
                               args.mindspore_python], cwd=cwd, capture_output=True, text=True, check=False)
    if "@@RESULTS@@" not in proc.stdout:
        sys.stderr.write(proc.stdout[-3000:] + proc.stderr[-3000:])
        return 1
    results = json.loads(proc.stdout.split("@@RESULTS@@", 1)[1])
    check = subprocess.run([args.mindspore_python, "-c", "import mindspore; print(mindspore.__version__)"],
                           cwd=tempfile.gettempdir(), capture_output=True, text=True, check=False)
    version = check.stdout.strip().splitlines()[-1] if check.stdout.strip() else "unknown"
    data = json.load(open(DATA))
    data["recorded_with"] = f"MindSpore {version}"
    for case in data["cases"]:
        case["mindspore"] = results[case["id"]]
    with open(DATA, "w") as f:
        json.dump(data, f, indent=1, ensure_ascii=False)
        f.write("\n")
    raised = sum(1 for c in data["cases"] if c["mindspore"]["type"])
    print(f"recorded {len(data['cases'])} cases ({raised} raise) with MindSpore {version}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
