"""Record goldens: run the examples with the real MindSpore and keep what they print.

    python conformance/record_goldens.py --mindspore-python /path/to/venv/bin/python [options] [PAGES...]

Extraction (and the visible doc-defect repairs and fixtures) is exactly that of ``python -m conformance``; the
examples run in worker processes of the given interpreter, which must have the real MindSpore installed, with the
CPU patches of spec/goldens.md §P applied first (P1 overflow flag, P2 GPU branch, P3 CPU guard for Model).
For each page, every example block that shows no output of its own gets its printed stdout recorded in
``conformance/goldens/<page-key>.json`` (``{"examples": {index: stdout}}``); a block that raised on the real
MindSpore is recorded under ``"errors"`` instead (for information: the replay does not compare errors).
"""
import argparse
import json
import os
import re
import sys

if __package__ in (None, ""):  # run as a script: make the package importable
    sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    from conformance import suite  # noqa: E402
    from conformance.compare import exceptions_match, outputs_match  # noqa: E402
else:
    from . import suite
    from .compare import exceptions_match, outputs_match

__all__ = ["PATCHES", "goldens_for", "write_goldens", "main"]

# Executed once in each worker process before its pages (APPLIED / FAILED are provided by the worker).
PATCHES = r'''
import functools
import importlib

import mindspore
from mindspore import ops as _ops


def _grad_overflow(grad):
    """GPU FloatStatus contract on CPU: 1.0 (shape (1,)) iff the gradient holds an inf or NaN."""
    return _ops.cast(_ops.logical_not(_ops.isfinite(grad).all()), mindspore.float32).reshape((1,))


# P1 overflow flag
for _name in ("mindspore.nn.wrap.loss_scale", "mindspore.boost.boost_cell_wrapper"):
    try:
        _module = importlib.import_module(_name)
    except Exception as _exc:
        FAILED.append((f"P1 {_name}.grad_overflow", repr(_exc)))
        continue
    if not hasattr(_module, "grad_overflow"):
        FAILED.append((f"P1 {_name}.grad_overflow", "no such attribute"))
        continue
    _module.grad_overflow = _grad_overflow
    APPLIED.append(f"P1 {_name}.grad_overflow")


# P2 GPU branch: loss-scaled train cells take the GPU overflow path
def _gpu_target_after_init(cls):
    original = cls.__init__

    @functools.wraps(original)
    def __init__(self, *args, **kwargs):
        original(self, *args, **kwargs)
        self.gpu_target = True

    cls.__init__ = __init__


for _name, _cls in (("mindspore.nn", "TrainOneStepWithLossScaleCell"),
                    ("mindspore.boost", "BoostTrainOneStepWithLossScaleCell")):
    try:
        _gpu_target_after_init(getattr(importlib.import_module(_name), _cls))
        APPLIED.append(f"P2 {_name}.{_cls}.gpu_target")
    except Exception as _exc:
        FAILED.append((f"P2 {_name}.{_cls}.gpu_target", repr(_exc)))


# P3 CPU guard: Model/build_train_network see device_target "GPU"
class _DeviceTargetGPU:
    def __init__(self, real):
        self._real = real

    def get_context(self, key, *args, **kwargs):
        if key == "device_target":
            return "GPU"
        return self._real.get_context(key, *args, **kwargs)

    def __getattr__(self, name):
        return getattr(self._real, name)


try:
    _amp = importlib.import_module("mindspore.train.amp")
    _amp.context = _DeviceTargetGPU(_amp.context)
    APPLIED.append("P3 mindspore.train.amp.context")
except Exception as _exc:
    FAILED.append(("P3 mindspore.train.amp.context", repr(_exc)))
'''


def goldens_for(page, result):
    """The golden document of one page from its worker result (None when no block needs a golden)."""
    examples, errors = {}, {}
    if result is None or result.get("setup_error"):
        return None
    blocks = result.get("blocks", [])
    for ex in page.examples:
        if ex.has_want or ex.index >= len(blocks):
            continue
        block = blocks[ex.index]
        bad = next((r for st, r in zip(ex.statements, block)
                    if r["status"] == "not_run" or (r["exc"] is not None and st.exc_want is None)), None)
        if bad is not None:
            errors[str(ex.index)] = bad["exc"]["line"] if bad["exc"] else "not run"
        elif all(r["status"] == "skipped" for r in block):
            continue
        else:
            examples[str(ex.index)] = "".join(r["out"] for r in block)
    if not examples and not errors:
        return None
    return {"page": page.key, "examples": examples, "errors": errors}


def _recorded_with(notes):
    """``mindspore <version>`` from the worker's notes (install paths are left out: they name a machine)."""
    note = next((n for n in notes if n.startswith("mindspore ")), "mindspore ?")
    return " ".join(note.split()[:2]) + " (CPU, the patches listed)"


def recorded_for(page, result):
    """Every example block of the page that ran cleanly on the real MindSpore, as a bundle entry.

    Returns ``(entry, disagreements)``: ``entry`` holds ``examples`` (index -> stdout) and ``digests`` (index -> hash of
    the block's code), ``disagreements`` lists ``(index, reason)`` for blocks whose MindSpore output differs from what
    the page shows (those get no golden: the page, or our implementation, must be fixed first).
    """
    examples, digests, disagreements = {}, {}, []
    if result is None or result.get("setup_error"):
        return None, disagreements
    blocks = result.get("blocks", [])
    for ex in page.examples:
        if ex.index >= len(blocks) or len(blocks[ex.index]) < len(ex.statements):
            continue
        block = blocks[ex.index]
        if all(r["status"] == "skipped" for r in block):
            continue
        if any(st.options.get("ELLIPSIS") for st in ex.statements):
            continue  # the page elides varying output: nothing stable to record
        reason = None
        for st, r in zip(ex.statements, block):
            if r["status"] == "skipped":
                continue
            if r["status"] == "not_run":
                reason = "not run"
            elif r["exc"] is not None and st.exc_want is None:
                reason = f"raised {r['exc']['line']}"
            elif r["exc"] is not None:
                ok, why = exceptions_match(st.exc_want, r["exc"], st.options.get("IGNORE_EXCEPTION_DETAIL", False))
                reason = None if ok else f"exception differs: {why}"
            elif st.exc_want is not None:
                reason = "nothing was raised"
            elif st.want:
                ok, why = outputs_match(st.want, r["out"], st.options.get("ELLIPSIS", False))
                reason = None if ok else f"output differs: {why}"
            elif r["out"].strip():
                reason = "printed output the page does not show"
            if reason:
                break
        if reason:
            disagreements.append((ex.index, reason))
            continue
        examples[str(ex.index)] = "".join(r["out"] for r in block if r["status"] != "skipped")
        digests[str(ex.index)] = suite.example_digest(ex)
    if not examples:
        return None, disagreements
    return {"examples": examples, "digests": digests}, disagreements


def write_recorded(pages, results, python, goldens_dir=suite.GOLDENS_DIR):
    """Write ``recorded/<group>.json`` bundles (one per module of docstrings, or per page); returns
    ``(paths written, examples recorded, disagreements)``."""
    bundles, disagreements, count = {}, [], 0
    for page in pages:
        result = results.get(page.key)
        entry, bad = recorded_for(page, result)
        disagreements += [(page.key, i, why) for i, why in bad]
        if entry is None:
            continue
        count += len(entry["examples"])
        notes = result.get("notes", [])
        name = re.sub(r"[^A-Za-z0-9._-]", "_", page.group or page.key)
        bundle = bundles.setdefault(name, {
            "recorded_with": _recorded_with(notes),
            "patches": [n for n in notes if n.startswith("patch ")], "pages": {}})
        bundle["pages"][page.key] = entry
    folder = os.path.join(goldens_dir, suite.RECORDED_SUBDIR)
    os.makedirs(folder, exist_ok=True)
    written = []
    for name, bundle in sorted(bundles.items()):
        path = os.path.join(folder, name + ".json")
        with open(path, "w", encoding="utf-8") as f:
            json.dump(bundle, f, indent=1, ensure_ascii=False, sort_keys=True)
            f.write("\n")
        written.append(path)
    return written, count, disagreements


def write_goldens(pages, results, python, goldens_dir=suite.GOLDENS_DIR):
    """Write goldens/<page-key>.json for each page that has any; returns the paths written."""
    written = []
    os.makedirs(goldens_dir, exist_ok=True)
    for page in pages:
        result = results.get(page.key)
        doc = goldens_for(page, result)
        if doc is None:
            continue
        notes = result.get("notes", [])
        doc = {"page": doc["page"],
               "recorded_with": _recorded_with(notes),
               "patches": [n for n in notes if n.startswith("patch ")],
               "examples": doc["examples"], "errors": doc["errors"]}
        path = suite.golden_path(page.key, goldens_dir)
        with open(path, "w", encoding="utf-8") as f:
            json.dump(doc, f, indent=1, ensure_ascii=False, sort_keys=False)
            f.write("\n")
        written.append(path)
    return written


def main(argv=None):
    p = argparse.ArgumentParser(prog="conformance/record_goldens.py", description=__doc__.split("\n\n")[1])
    p.add_argument("pages", nargs="*", metavar="PAGES")
    p.add_argument("--mindspore-python", required=True, metavar="PATH",
                   help="interpreter of a venv with the real MindSpore installed")
    p.add_argument("--pages-only", action="store_true", help="only the PAGES given (no docstrings, no docs/)")
    p.add_argument("--no-docstrings", action="store_true")
    p.add_argument("--no-docs", action="store_true")
    p.add_argument("-k", metavar="GLOB", action="append", help="only pages whose key matches GLOB")
    p.add_argument("--out", default=suite.GOLDENS_DIR, help="goldens folder (default conformance/goldens)")
    p.add_argument("--all-blocks", action="store_true",
                   help="record every block that runs cleanly and agrees with its page into goldens/recorded/ "
                        "bundles (our docstring examples, replayed against MindSpore's output in CI)")
    p.add_argument("-j", "--jobs", type=int, default=None)
    p.add_argument("--timeout", type=float, default=suite.DEFAULT_TIMEOUT)
    args = p.parse_args(argv)
    pages = suite.collect(args.pages, docstrings=not (args.pages_only or args.no_docstrings),
                          docs=not (args.pages_only or args.no_docs))
    if args.k:
        import fnmatch
        pages = [pg for pg in pages if any(fnmatch.fnmatchcase(pg.key, g) for g in args.k)]
    # each worker process applies the patches before its first page (pages named on the command line get a
    # process each; a module's docstrings share one)
    results = suite.run_pages(pages, python=args.mindspore_python, mode="real", timeout=args.timeout,
                              jobs=args.jobs, patches=PATCHES)
    for page in pages:
        res = results.get(page.key)
        if res and res.get("setup_error"):
            print(f"{page.key}: {res['setup_error']}", file=sys.stderr)
    if args.all_blocks:
        written, count, disagreements = write_recorded(pages, results, args.mindspore_python, args.out)
        for key, index, why in disagreements:
            print(f"no golden for {key}::{index}: {why}")
        print(f"{count} example block(s) recorded in {len(written)} bundle(s); "
              f"{len(disagreements)} block(s) disagree with their page or did not run")
        return 0
    written = write_goldens(pages, results, args.mindspore_python, args.out)
    for path in written:
        print(f"wrote {os.path.relpath(path)}")
    print(f"{len(written)} golden file(s) written")
    return 0


if __name__ == "__main__":
    sys.exit(main())
