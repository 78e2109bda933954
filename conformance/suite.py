"""Collect pages, run them in worker processes, judge the results (goldens, xfails)."""
import concurrent.futures
import dataclasses
import fnmatch
import hashlib
import json
import os
import re
import subprocess
import sys
import tempfile

from . import extract
from .compare import Verdict, judge_example

__all__ = ["REPO_ROOT", "CONFORMANCE_DIR", "GOLDENS_DIR", "XFAILS_FILE", "WORKER", "golden_path", "load_golden",
           "XfailEntry", "load_xfails", "collect", "run_pages", "PageReport", "evaluate"]

CONFORMANCE_DIR = os.path.dirname(os.path.abspath(__file__))
REPO_ROOT = os.path.dirname(CONFORMANCE_DIR)
GOLDENS_DIR = os.path.join(CONFORMANCE_DIR, "goldens")
RECORDED_SUBDIR = "recorded"
XFAILS_FILE = os.path.join(CONFORMANCE_DIR, "xfails.txt")
WORKER = os.path.join(CONFORMANCE_DIR, "run_page.py")
DEFAULT_TIMEOUT = 120


# ------------------------------------------------------------------------------------------------------ goldens
def golden_path(key, goldens_dir=GOLDENS_DIR):
    return os.path.join(goldens_dir, re.sub(r"[^A-Za-z0-9._-]", "_", key) + ".json")


def example_digest(example):
    """Short hash of the code of one example block: a recorded output is used only while the code is the same."""
    text = "".join(st.source for st in example.statements if not st.synthetic)
    return hashlib.sha1(text.encode("utf-8")).hexdigest()[:16]


_BUNDLES = {}


def _recorded_bundles(goldens_dir):
    """{page key: page entry} of every ``recorded/*.json`` bundle in the goldens folder (read once)."""
    if goldens_dir not in _BUNDLES:
        pages = {}
        folder = os.path.join(goldens_dir, RECORDED_SUBDIR)
        if os.path.isdir(folder):
            for name in sorted(os.listdir(folder)):
                if name.endswith(".json"):
                    with open(os.path.join(folder, name), encoding="utf-8") as f:
                        pages.update(json.load(f).get("pages", {}))
        _BUNDLES[goldens_dir] = pages
    return _BUNDLES[goldens_dir]


def load_golden(key, goldens_dir=GOLDENS_DIR, page=None):
    """{example index: expected stdout} recorded from real MindSpore for the page ({} when none).

    Two stores: ``<page-key>.json`` (examples whose page shows no output) and the bundles under
    ``recorded/`` (the output real MindSpore printed for our own docstring examples, recorded with
    ``record_goldens.py --all-blocks``). A bundle entry counts only while the example's code is unchanged
    (``page`` given: its digest is compared).
    """
    golden = {}
    path = golden_path(key, goldens_dir)
    if os.path.exists(path):
        with open(path, encoding="utf-8") as f:
            data = json.load(f)
        golden.update({int(k): v for k, v in data.get("examples", {}).items()})
    entry = _recorded_bundles(goldens_dir).get(key)
    if entry and page is not None:
        digests = {ex.index: example_digest(ex) for ex in page.examples}
        for k, out in entry.get("examples", {}).items():
            index = int(k)
            if index not in golden and digests.get(index) == entry.get("digests", {}).get(k):
                golden[index] = out
    return golden


# ------------------------------------------------------------------------------------------------------- xfails
@dataclasses.dataclass
class XfailEntry:
    pattern: str
    index: object          # int, or "*" for every example of the page
    reason: str
    lineno: int
    used: bool = False

    def matches(self, key, index):
        return fnmatch.fnmatchcase(key, self.pattern) and self.index in ("*", index)


def load_xfails(path=XFAILS_FILE):
    """Entries of ``<page-glob>::<example-index or *> | reason``; ValueError names a malformed line."""
    entries = []
    if not path or not os.path.exists(path):
        return entries
    with open(path, encoding="utf-8") as f:
        for lineno, raw in enumerate(f, 1):
            line = raw.strip()
            if not line or line.startswith("#"):
                continue
            target, sep, reason = line.partition("|")
            pattern, sep2, index = target.strip().rpartition("::")
            index = index.strip()
            if not sep or not sep2 or not pattern or not (index == "*" or index.isdigit()):
                raise ValueError(f"{path}:{lineno}: expected '<page-glob>::<example-index or *> | reason', "
                                 f"got {line!r}")
            if not reason.strip():
                raise ValueError(f"{path}:{lineno}: xfail {target.strip()!r} has no reason")
            entries.append(XfailEntry(pattern.strip(), index if index == "*" else int(index), reason.strip(),
                                      lineno))
    return entries


# ------------------------------------------------------------------------------------------------------ pages
def collect(paths=(), repo_root=REPO_ROOT, docstrings=True, docs=True):
    """Pages to run: the package's docstrings, the project's doc pages, then the pages named in ``paths``."""
    pages = []
    if docstrings:
        if REPO_ROOT not in sys.path:
            sys.path.insert(0, REPO_ROOT)
        pages += extract.docstring_pages()
    if docs:
        pages += extract.docs_pages(repo_root)
    pages += extract.pages_from_paths(paths, repo_root)
    return pages


def _payload(page):
    return {
        "key": page.key,
        "assume_globals": True,
        "fixtures": page.fixture_source(),
        "blocks": [[{"source": st.source, "expect_exc": st.exc_want is not None, "skip": st.skip,
                     "lineno": st.lineno, "cell": st.cell}
                    for st in ex.statements] for ex in page.examples],
    }


def _groups(pages):
    groups = {}
    for page in pages:
        if page.error is None and page.examples:
            groups.setdefault(page.group or page.key, []).append(page)
    return list(groups.values())


def _worker_env(jobs):
    env = dict(os.environ)
    env.setdefault("PYTHONHASHSEED", "0")
    env["PYTHONIOENCODING"] = "utf-8"
    threads = str(max(1, (os.cpu_count() or 1) // max(1, jobs)))
    env.setdefault("OMP_NUM_THREADS", threads)
    env.setdefault("MKL_NUM_THREADS", threads)
    return env


def _run_worker(pages, python, mode, timeout, patches, env):
    """({key: result} for the pages the worker finished, problem text or None)."""
    with tempfile.TemporaryDirectory(prefix="conformance-") as tmp:
        job_file, out_file = os.path.join(tmp, "job.json"), os.path.join(tmp, "results.jsonl")
        work = os.path.join(tmp, "cwd")
        os.mkdir(work)
        with open(job_file, "w", encoding="utf-8") as f:
            json.dump({"mode": mode, "repo_root": REPO_ROOT, "timeout": timeout, "patches": patches,
                       "pages": [_payload(p) for p in pages]}, f)
        limit = timeout * len(pages) + 60 if timeout else None
        problem = None
        try:
            proc = subprocess.run([python, WORKER, job_file, out_file], cwd=work, env=env, stdin=subprocess.DEVNULL,
                                  stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=limit)
            if proc.returncode != 0:
                tail = (proc.stderr or b"").decode("utf-8", "replace").strip().splitlines()[-6:]
                problem = f"worker exited with status {proc.returncode}" + (": " + " | ".join(tail) if tail else "")
        except subprocess.TimeoutExpired:
            problem = f"worker killed after {limit:.0f} s"
        except OSError as exc:
            problem = f"cannot start the worker ({python}): {exc}"
        results = {}
        if os.path.exists(out_file):
            with open(out_file, encoding="utf-8") as f:
                for line in f:
                    if line.strip():
                        res = json.loads(line)
                        results[res["key"]] = res
    return results, problem


def _run_group(group, python, mode, timeout, patches, env):
    """Results of a group's pages. If the worker dies, the page it died on is failed and the rest run again."""
    results, remaining = {}, list(group)
    while remaining:
        done, problem = _run_worker(remaining, python, mode, timeout, patches, env)
        results.update(done)
        missing = [p for p in remaining if p.key not in done]
        if not missing:
            break
        culprit = missing[0]
        results[culprit.key] = {"key": culprit.key, "blocks": [], "notes": [],
                                "setup_error": problem or "the worker gave no result for this page"}
        if not done and problem and problem.startswith("cannot start"):
            for p in missing[1:]:
                results[p.key] = dict(results[culprit.key], key=p.key)
            break
        remaining = missing[1:]
    return results


def run_pages(pages, python=None, mode="compat", timeout=DEFAULT_TIMEOUT, jobs=None, patches="", progress=None):
    """{page key: worker result} for every page with examples; one worker process per page group."""
    python = python or sys.executable
    jobs = jobs or min(2, os.cpu_count() or 1)
    env = _worker_env(jobs)
    results = {}
    groups = _groups(pages)
    with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as pool:
        futures = {pool.submit(_run_group, g, python, mode, timeout, patches, env): g for g in groups}
        for done, fut in enumerate(concurrent.futures.as_completed(futures), 1):
            results.update(fut.result())
            if progress:
                progress(done, len(groups), futures[fut])
    return results


# ---------------------------------------------------------------------------------------------------- judging
@dataclasses.dataclass
class PageReport:
    page: object
    verdicts: list                      # one Verdict per example (index = position)
    notes: list = dataclasses.field(default_factory=list)
    setup_error: str = None
    xfail_reasons: dict = dataclasses.field(default_factory=dict)   # example index -> reason

    def count(self, status):
        return sum(1 for v in self.verdicts if v.status == status)

    @property
    def failed(self):
        return self.count("failed") + self.count("xpass")


def _explain_missing_global(verdict, notes):
    m = re.search(r"NameError: name '(\w+)' is not defined", verdict.reason)
    if m:
        for note in notes:
            if note.startswith(f"global {m.group(1)!r} not provided"):
                verdict.reason += f" ({note})"


def evaluate(pages, results, goldens_dir=GOLDENS_DIR, xfails=()):
    """One PageReport per page: verdicts from the results, goldens where the page shows no output, xfails."""
    reports = []
    for page in pages:
        res = results.get(page.key)
        notes = list(res.get("notes", [])) if res else []
        if page.error is not None:
            verdicts = [Verdict("failed", page.error)]
            report = PageReport(page, verdicts, notes, page.error)
        elif res is None:
            verdicts = [Verdict("failed", "no result from any worker", lineno=ex.lineno) for ex in page.examples]
            report = PageReport(page, verdicts, notes)
        elif res.get("setup_error"):
            verdicts = [Verdict("failed", res["setup_error"], lineno=ex.lineno) for ex in page.examples]
            report = PageReport(page, verdicts, notes, res["setup_error"])
        else:
            golden = load_golden(page.key, goldens_dir, page)
            blocks = res.get("blocks", [])
            verdicts = []
            for ex in page.examples:
                block = blocks[ex.index] if ex.index < len(blocks) else None
                v = judge_example(ex, block, golden.get(ex.index))
                _explain_missing_global(v, notes)
                verdicts.append(v)
            report = PageReport(page, verdicts, notes)
        for index, verdict in enumerate(report.verdicts):
            entry = next((e for e in xfails if e.matches(page.key, index)), None)
            if entry is None or verdict.status == "skipped":
                continue
            entry.used = True
            report.xfail_reasons[index] = entry.reason
            verdict.status = "xfailed" if verdict.status == "failed" else "xpass"
        reports.append(report)
    return reports
