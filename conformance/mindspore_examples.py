"""``python -m conformance --mindspore-examples PYTHON [NAMESPACE ...]``: MindSpore's own docstring examples.

The examples are read from the MindSpore installed for ``PYTHON`` (a separate venv; never a dependency): every
public name of the wanted namespaces of the 2.10 manifest whose docstring holds ``>>>`` examples becomes a page.
Each page runs as a standalone script twice, once under that MindSpore (CPU patches of record_goldens applied)
and once under mindspore_compat, and the printed outputs are compared with the suite's rules (numbers within
tolerance). An example counts when it ran cleanly on the reference; when its reference output differs between
two reference runs (random data, timings), only running cleanly is compared.

The docstrings and the reference results are cached under ``conformance/.cache`` (ignored by git; it holds
MindSpore's text, which the repository never stores), keyed by the reference interpreter and by a hash of each
page, so a rerun costs only our side.
"""
import collections
import hashlib
import json
import os
import re
import subprocess
import tempfile

from . import extract, suite
from .compare import outputs_match, tokens

__all__ = ["CACHE_DIR", "DEFAULT_NAMESPACES", "reference_docstrings", "pages", "run", "classify", "render"]

CACHE_DIR = os.path.join(suite.CONFORMANCE_DIR, ".cache")
MANIFEST = os.path.join(suite.CONFORMANCE_DIR, "data", "mindspore-2.10-manifest.json")
DEFAULT_NAMESPACES = ("mindspore", "mindspore.nn", "mindspore.ops", "mindspore.amp", "mindspore.boost",
                      "mindspore.train", "mindspore.common.initializer", "mindspore.dataset", "mindspore.mint")

# Runs inside the reference interpreter: the docstrings with examples of the wanted namespaces' public names.
_DUMP = r'''
import importlib, inspect, json, sys
manifest_path, out_path, wanted = sys.argv[1], sys.argv[2], sys.argv[3:]
with open(manifest_path, encoding="utf-8") as f:
    manifest = json.load(f)
out, seen = {}, set()
for ns in wanted:
    try:
        module = importlib.import_module(ns)
    except Exception as exc:
        out[ns] = {"__error__": f"{type(exc).__name__}: {exc}"}
        continue
    docs = out.setdefault(ns, {})
    for name in sorted(manifest.get(ns, {})):
        obj = getattr(module, name, None)
        doc = inspect.getdoc(obj) if obj is not None else None
        if not isinstance(doc, str) or ">>>" not in doc or id(obj) in seen:
            continue
        seen.add(id(obj))
        docs[name] = doc
import mindspore
with open(out_path, "w", encoding="utf-8") as f:
    json.dump({"version": getattr(mindspore, "__version__", "?"), "docstrings": out}, f)
'''


def _digest(*parts):
    h = hashlib.sha256()
    for part in parts:
        h.update(part.encode("utf-8") if isinstance(part, str) else part)
        h.update(b"\0")
    return h.hexdigest()[:24]


def _reference_id(python):
    done = subprocess.run([python, "-c", "import sys, mindspore; print(mindspore.__version__, sys.prefix)"],
                          capture_output=True, text=True, cwd=tempfile.gettempdir(), timeout=600)
    if done.returncode != 0:
        raise RuntimeError(f"{python} cannot import mindspore: {done.stderr.strip().splitlines()[-1:]}")
    return done.stdout.strip()


def reference_docstrings(python, namespaces, refresh=False):
    """({namespace: {name: docstring}}, MindSpore version) read from the reference, cached per interpreter."""
    os.makedirs(CACHE_DIR, exist_ok=True)
    ref = _reference_id(python)
    path = os.path.join(CACHE_DIR, f"docstrings-{_digest(ref, *sorted(namespaces))}.json")
    if refresh or not os.path.exists(path):
        script = os.path.join(CACHE_DIR, "dump_docstrings.py")
        with open(script, "w", encoding="utf-8") as f:
            f.write(_DUMP)
        done = subprocess.run([python, script, MANIFEST, path, *namespaces], capture_output=True, text=True,
                              cwd=tempfile.gettempdir(), timeout=1800)
        if done.returncode != 0:
            raise RuntimeError("reading MindSpore's docstrings failed: " + done.stderr.strip()[-800:])
    with open(path, encoding="utf-8") as f:
        data = json.load(f)
    return data["docstrings"], ref


def pages(docstrings):
    """One page per documented name, ``ms:<namespace>.<name>``, grouped by namespace (one worker each)."""
    out = []
    for ns, docs in docstrings.items():
        for name, doc in sorted(docs.items()):
            if name == "__error__":
                out.append(extract.Page(key=f"ms:{ns}", kind="docstring", group=ns, error=doc))
                continue
            page = extract._safe_extract(doc, f"ms:{ns}.{name}", "docstring", group=ns)
            if page.examples or page.error:
                out.append(page)
    return out


def _page_hash(page, ref):
    return _digest(ref, json.dumps(suite._payload(page), sort_keys=True))


def _cached_reference(pages_, python, ref, jobs, timeout, progress, run_label):
    """{key: reference result}: from the cache where present, else run now (and cached)."""
    from .record_goldens import PATCHES
    folder = os.path.join(CACHE_DIR, f"reference-{run_label}")
    os.makedirs(folder, exist_ok=True)
    results, todo = {}, []
    for page in pages_:
        path = os.path.join(folder, _page_hash(page, ref) + ".json")
        if os.path.exists(path):
            with open(path, encoding="utf-8") as f:
                results[page.key] = json.load(f)
        else:
            todo.append((page, path))
    if todo:
        fresh = suite.run_pages([p for p, _ in todo], python=python, mode="real", timeout=timeout, jobs=jobs,
                                patches=PATCHES, progress=progress)
        for page, path in todo:
            if page.key in fresh:
                results[page.key] = fresh[page.key]
                with open(path, "w", encoding="utf-8") as f:
                    json.dump(fresh[page.key], f)
    return results


def _transcript(block, statements):
    """(printed text with exception lines, unexpected exception or None) of one example's results."""
    parts, unexpected = [], None
    for stmt, res in zip(statements, block or []):
        if res["status"] != "ran":
            continue
        parts.append(res["out"])
        if res["exc"] is not None:
            parts.append(f"{res['exc']['type']}\n")
            if not stmt.exc_want and unexpected is None:
                unexpected = res["exc"]
    return "".join(parts), unexpected


def _numbers_only(want, got):
    a, b = tokens(want), tokens(got)
    return len(a) == len(b) and all(x[0] == y[0] and (x[0] == "num" or x[1] == y[1]) for x, y in zip(a, b))


def classify(page, ref_result, our_result, ref_again=None):
    """[(example index, category, detail)]; category: reference_error, passed, numeric, format, our_error."""
    out = []
    for ex in page.examples:
        if not any(not s.skip for s in ex.statements):
            continue

        def block_of(result):
            blocks = (result or {}).get("blocks", [])
            return blocks[ex.index] if ex.index < len(blocks) else None

        if ref_result is None or ref_result.get("setup_error"):
            out.append((ex.index, "reference_error", (ref_result or {}).get("setup_error") or "no result"))
            continue
        ref_text, ref_exc = _transcript(block_of(ref_result), ex.statements)
        if ref_exc is not None:
            out.append((ex.index, "reference_error", ref_exc["line"]))
            continue
        if our_result is None or our_result.get("setup_error"):
            out.append((ex.index, "our_error", (our_result or {}).get("setup_error") or "no result"))
            continue
        our_text, our_exc = _transcript(block_of(our_result), ex.statements)
        if our_exc is not None:
            out.append((ex.index, "our_error", our_exc["line"]))
            continue
        ok, why = outputs_match(ref_text, our_text)
        if not ok and ref_again is not None:
            again_text, again_exc = _transcript(block_of(ref_again), ex.statements)
            if again_exc is None and not outputs_match(ref_text, again_text)[0]:
                ok, why = True, "reference output varies between runs: compared on running cleanly"
        if ok:
            out.append((ex.index, "passed", why))
        else:
            out.append((ex.index, "numeric" if _numbers_only(ref_text, our_text) else "format", why))
    return out


def run(python, namespaces=DEFAULT_NAMESPACES, jobs=None, timeout=suite.DEFAULT_TIMEOUT, progress=None,
        refresh=False):
    """{page key: [(index, category, detail)]} for every documented name of ``namespaces``."""
    docstrings, ref = reference_docstrings(python, namespaces, refresh=refresh)
    all_pages = pages(docstrings)
    runnable = [p for p in all_pages if p.error is None]
    reference = _cached_reference(runnable, python, ref, jobs, timeout, progress, "1")
    ours = suite.run_pages(runnable, timeout=timeout, jobs=jobs, progress=progress)
    verdicts = {}
    for page in all_pages:
        if page.error is not None:
            verdicts[page.key] = [(0, "reference_error", page.error)]
            continue
        verdicts[page.key] = classify(page, reference.get(page.key), ours.get(page.key))
    # a second reference run, only for the pages that differ, tells varying outputs from real mismatches
    differing = [p for p in runnable if any(c in ("numeric", "format") for _, c, _ in verdicts[p.key])]
    if differing:
        again = _cached_reference(differing, python, ref, jobs, timeout, progress, "2")
        for page in differing:
            verdicts[page.key] = classify(page, reference.get(page.key), ours.get(page.key), again.get(page.key))
    return verdicts


def _namespace_of(key):
    name = key[3:]
    best = "?"
    for ns in _namespace_of.known:
        if (name == ns or name.startswith(ns + ".")) and len(ns) > len(best):
            best = ns
    return best


_namespace_of.known = ()

_COLUMNS = ("reference ran", "passed", "numeric", "format", "our error")


def render(verdicts, namespaces):
    """The per-namespace table, the distinct errors with counts and the closing ``N passed, M failed`` line."""
    _namespace_of.known = tuple(namespaces)
    table = collections.OrderedDict((ns, collections.Counter()) for ns in namespaces)
    errors = collections.Counter()
    for key, items in verdicts.items():
        counts = table.setdefault(_namespace_of(key), collections.Counter())
        for _, category, detail in items:
            if category == "reference_error":
                counts["reference error"] += 1
                continue
            counts["reference ran"] += 1
            counts[{"our_error": "our error"}.get(category, category)] += 1
            if category == "our_error":
                errors[re.sub(r"0x[0-9a-f]+", "0x…", detail)[:160]] += 1
    width = max(len(ns) for ns in table) + 2
    lines = [f"{'namespace':<{width}}" + "".join(f"{c:>15}" for c in _COLUMNS) + f"{'ref. error':>12}"]
    total = collections.Counter()
    for ns, counts in table.items():
        total.update(counts)
        lines.append(f"{ns:<{width}}" + "".join(f"{counts.get(c, 0):>15}" for c in _COLUMNS)
                     + f"{counts.get('reference error', 0):>12}")
    lines.append(f"{'total':<{width}}" + "".join(f"{total.get(c, 0):>15}" for c in _COLUMNS)
                 + f"{total.get('reference error', 0):>12}")
    if errors:
        lines += ["", "Our errors (distinct messages, most frequent first):"]
        lines += [f"  {count:4d}  {message}" for message, count in errors.most_common(40)]
    ran, passed = total.get("reference ran", 0), total.get("passed", 0)
    rate = f" ({100.0 * passed / ran:.1f}% of the examples that run on the reference)" if ran else ""
    lines += ["", f"MindSpore examples{rate}:", f"{passed} passed, {ran - passed} failed"]
    return "\n".join(lines)
