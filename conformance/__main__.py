"""python -m conformance [options] [PAGES...]

Replays every ``>>>`` example of the project's docstrings, of its doc pages (docs/**/*.rst, *.md, *.po) and of
the doc pages named on the command line (RST, plain text, HTML), with ``import mindspore`` served by
mindspore_compat, and compares what they print with what the pages (or the goldens recorded from real
MindSpore) show. The last line of the output is ``N passed, M failed``; the exit status is 0 iff M == 0.

``python -m conformance --api`` compares our exported names with MindSpore 2.10's manifest instead.

``python -m conformance --against /path/to/venv/bin/python`` is the differential check: the same examples run with
the real MindSpore of that interpreter (CPU patches of record_goldens applied, no xfails), so the report says which
of our pages' printed outputs real MindSpore reproduces.
"""
import argparse
import fnmatch
import json
import sys

from . import suite
from .mindspore_examples import DEFAULT_NAMESPACES as _DEFAULT_NAMESPACES
from .report import render, to_json


def _parser():
    p = argparse.ArgumentParser(prog="python -m conformance", description=__doc__.split("\n\n")[1],
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("pages", nargs="*", metavar="PAGES", help="doc pages or folders of pages to replay too")
    p.add_argument("--api", action="store_true", help="compare exported names with the MindSpore 2.10 manifest")
    p.add_argument("--pages-only", action="store_true", help="only the PAGES given (no docstrings, no docs/)")
    p.add_argument("--no-docstrings", action="store_true", help="skip the package's docstrings")
    p.add_argument("--no-docs", action="store_true", help="skip the project's docs/ pages")
    p.add_argument("-k", metavar="GLOB", action="append", help="only pages whose key matches GLOB (repeatable)")
    p.add_argument("-j", "--jobs", type=int, default=None, help="worker processes at a time (default: 2)")
    p.add_argument("--timeout", type=float, default=suite.DEFAULT_TIMEOUT,
                   help=f"seconds per page (default {suite.DEFAULT_TIMEOUT})")
    p.add_argument("--xfails", default=suite.XFAILS_FILE, help="xfail list (default conformance/xfails.txt)")
    p.add_argument("--goldens", default=suite.GOLDENS_DIR, help="goldens folder (default conformance/goldens)")
    p.add_argument("--against", metavar="PYTHON",
                   help="run the examples with the real MindSpore installed for this interpreter (differential check)")
    p.add_argument("--mindspore-examples", metavar="PYTHON",
                   help="replay the examples of MindSpore's own docstrings, read from the MindSpore installed for "
                        "PYTHON, under that MindSpore and under mindspore_compat, and compare (PAGES then name "
                        "the namespaces, default: " + " ".join(_DEFAULT_NAMESPACES) + ")")
    p.add_argument("--refresh", action="store_true", help="with --mindspore-examples: read the docstrings again")
    p.add_argument("--list", action="store_true", help="list the extracted examples and repairs; run nothing")
    p.add_argument("--json", metavar="FILE", help="also write the results as JSON to FILE")
    p.add_argument("-v", "--verbose", action="store_true", help="every page, full outputs, tracebacks, notes")
    return p


def _list(pages):
    for page in pages:
        print(f"== {page.key} [{page.kind}] {len(page.examples)} example(s)" + (f" ERROR {page.error}"
                                                                            if page.error else ""))
        for ex in page.examples:
            print(f"  example {ex.index} (line {ex.lineno})")
            for st in ex.statements:
                mark = " [inserted]" if st.synthetic else " [skip]" if st.skip else ""
                for k, line in enumerate(st.source.rstrip("\n").splitlines()):
                    print(f"    {'>>>' if k == 0 else '...'} {line}{mark if k == 0 else ''}")
                for line in st.want.rstrip("\n").splitlines() if st.want else []:
                    print(f"    {line}")
        for d in page.defects:
            print(f"  defect example {d.example} line {d.lineno} [{d.kind}] {d.detail}")
        for f in page.fixtures:
            print(f"  fixture example {f.example} {f.name}: {f.detail}")


def _mindspore_examples(args):
    from . import mindspore_examples
    namespaces = args.pages or list(_DEFAULT_NAMESPACES)

    def progress(done, total, group):
        if args.verbose:
            print(f"[{done}/{total}] {group[0].group}", file=sys.stderr, flush=True)

    try:
        verdicts = mindspore_examples.run(args.mindspore_examples, namespaces, jobs=args.jobs,
                                          timeout=args.timeout, progress=progress, refresh=args.refresh)
    except RuntimeError as exc:
        print(f"conformance: {exc}", file=sys.stderr)
        return 2
    if args.k:
        verdicts = {k: v for k, v in verdicts.items() if any(fnmatch.fnmatchcase(k, g) for g in args.k)}
    if args.verbose:
        for key, items in sorted(verdicts.items()):
            for index, category, detail in items:
                if category not in ("passed", "reference_error"):
                    print(f"{key} example {index}: {category}: {detail}")
    print(mindspore_examples.render(verdicts, namespaces))
    if args.json:
        with open(args.json, "w", encoding="utf-8") as f:
            json.dump({k: [list(i) for i in v] for k, v in verdicts.items()}, f, indent=1)
    failed = sum(1 for items in verdicts.values() for _, c, _ in items if c not in ("passed", "reference_error"))
    return 0 if failed == 0 else 1


def main(argv=None):
    args = _parser().parse_args(argv)
    if args.api:
        from . import api
        print(api.render(api.compare(api.load_manifest()), verbose=args.verbose))
        return 0
    if args.mindspore_examples:
        return _mindspore_examples(args)
    try:
        xfails = suite.load_xfails(args.xfails)
    except ValueError as exc:
        print(f"conformance: {exc}", file=sys.stderr)
        return 2
    pages = suite.collect(args.pages, docstrings=not (args.pages_only or args.no_docstrings),
                          docs=not (args.pages_only or args.no_docs))
    if args.k:
        pages = [p for p in pages if any(fnmatch.fnmatchcase(p.key, g) for g in args.k)]
    if args.list:
        _list(pages)
        return 0

    def progress(done, total, group):
        if args.verbose:
            print(f"[{done}/{total}] {group[0].group or group[0].key}", file=sys.stderr, flush=True)

    if args.against:
        from .record_goldens import PATCHES
        results = suite.run_pages(pages, python=args.against, mode="real", timeout=args.timeout, jobs=args.jobs,
                                  patches=PATCHES, progress=progress)
        xfails = []
    else:
        results = suite.run_pages(pages, timeout=args.timeout, jobs=args.jobs, progress=progress)
    reports = suite.evaluate(pages, results, args.goldens, xfails)
    keys = {p.key for p in pages}
    unused = [e for e in xfails if not e.used and any(fnmatch.fnmatchcase(k, e.pattern) for k in keys)]
    print(render(reports, verbose=args.verbose, unused_xfails=unused))
    if args.json:
        with open(args.json, "w", encoding="utf-8") as f:
            f.write(to_json(reports))
    failed = sum(r.failed for r in reports)
    return 0 if failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
