"""The conformance report: per-page table, repaired doc defects, fixture substitutions, failures, and the
closing ``N passed, M failed`` line."""
import json

__all__ = ["totals", "render", "to_json"]

_COLUMNS = ("examples", "passed", "failed", "xfailed", "skipped", "defects", "fixtures")


def _row(report):
    page = report.page
    return {
        "examples": len(report.verdicts) if page.error else len(page.examples),
        "passed": report.count("passed"),
        "failed": report.failed,
        "xfailed": report.count("xfailed"),
        "skipped": report.count("skipped"),
        "defects": len(page.defects),
        "fixtures": len(page.fixtures),
    }


def totals(reports):
    out = dict.fromkeys(_COLUMNS, 0)
    for r in reports:
        for k, v in _row(r).items():
            out[k] += v
    return out


def _clean(report):
    row = _row(report)
    return row["failed"] == row["xfailed"] == row["defects"] == row["fixtures"] == 0 and not report.page.error


def _excerpt(text, max_lines):
    lines = (text or "").rstrip("\n").splitlines() or ["<nothing>"]
    if len(lines) > max_lines:
        lines = lines[:max_lines] + [f"... ({len(lines) - max_lines} more lines)"]
    return lines


def render(reports, verbose=False, unused_xfails=()):
    """The report text; its last line is ``N passed, M failed``."""
    out = []
    shown = [r for r in reports if verbose or r.page.kind != "docstring" or not _clean(r)]
    hidden = [r for r in reports if r not in shown]
    rows = [(r.page.key, _row(r)) for r in shown]
    if hidden:
        rows.append((f"docstrings: {len(hidden)} more page(s), none failing", totals(hidden)))
    width = max([len("page")] + [len(k) for k, _ in rows])
    out.append(f"{'page':<{width}}  " + "  ".join(f"{c:>8}" for c in _COLUMNS))
    out.append("-" * (width + 10 * len(_COLUMNS)))
    for key, row in rows:
        out.append(f"{key:<{width}}  " + "  ".join(f"{row[c]:>8}" for c in _COLUMNS))
    tot = totals(reports)
    out.append("-" * (width + 10 * len(_COLUMNS)))
    out.append(f"{f'total ({len(reports)} pages)':<{width}}  " + "  ".join(f"{tot[c]:>8}" for c in _COLUMNS))

    defects = [(r.page.key, d) for r in reports for d in r.page.defects]
    if defects:
        out += ["", "Doc defects repaired (page text no Python can run; line numbers in the page's text):"]
        out += [f"  {key}::{d.example} line {d.lineno} [{d.kind}] {d.detail}" for key, d in defects]
    fixtures = [(r.page.key, f) for r in reports for f in r.page.fixtures]
    if fixtures:
        out += ["", "Fixture substitutions (names the page uses without defining them):"]
        out += [f"  {key}::{f.example} {f.name}: {f.detail}" for key, f in fixtures]

    failures = [(r, i, v) for r in reports for i, v in enumerate(r.verdicts) if v.status in ("failed", "xpass")]
    if failures:
        out += ["", "Failures:"]
        for r, i, v in failures:
            where = f"{r.page.key}::{i}" + (f" line {v.lineno}" if v.lineno else "")
            if v.status == "xpass":
                out.append(f"  XPASS {where}: passes, but conformance/xfails.txt expects a failure "
                           f"({r.xfail_reasons.get(i)}); remove the entry")
                continue
            out.append(f"  FAIL {where}" + (f": >>> {v.source}" if v.source else ""))
            out.append(f"      {v.reason}")
            if v.expected is not None and (verbose or not v.reason.startswith("raised")):
                n = 200 if verbose else 8
                out.append("      expected" + (" (golden)" if v.golden else "") + ":")
                out += [f"        {ln}" for ln in _excerpt(v.expected, n)]
                out.append("      got:")
                out += [f"        {ln}" for ln in _excerpt(v.got, n)]
            if verbose and v.traceback:
                out += [f"      | {ln}" for ln in v.traceback.rstrip().splitlines()]
    if verbose:
        xfailed = [(r, i) for r in reports for i, v in enumerate(r.verdicts) if v.status == "xfailed"]
        if xfailed:
            out += ["", "Expected failures:"]
            out += [f"  XFAIL {r.page.key}::{i}: {r.xfail_reasons[i]} -- {r.verdicts[i].reason}"
                    for r, i in xfailed]
        notes = [(r.page.key, n) for r in reports for n in dict.fromkeys(r.notes)]
        if notes:
            out += ["", "Worker notes:"] + [f"  {k}: {n}" for k, n in notes]
    if unused_xfails:
        out += ["", "xfails that matched no example of this run:"]
        out += [f"  xfails.txt:{e.lineno} {e.pattern}::{e.index}" for e in unused_xfails]
    against_golden = sum(1 for r in reports for v in r.verdicts if v.golden and v.status == "passed")
    if against_golden:
        out += ["", f"{against_golden} of the passed examples also match the output recorded from real MindSpore "
                    f"(conformance/goldens)"]
    format_only = sum(1 for r in reports for v in r.verdicts if v.format_only and v.status == "passed")
    if format_only:
        out += ["", f"{format_only} of the passed examples are tutorial cells that matched with their numbers left "
                    f"out (data and random initialisation differ from the page's run)"]
    out += ["", f"{tot['passed']} passed, {tot['failed']} failed"]
    return "\n".join(out)


def to_json(reports):
    """Machine-readable results (for CI artifacts and tests)."""
    pages = []
    for r in reports:
        pages.append({
            "key": r.page.key, "kind": r.page.kind, "path": r.page.path, **_row(r),
            "setup_error": r.setup_error, "notes": r.notes,
            "defects": [vars(d) for d in r.page.defects],
            "fixtures": [vars(f) for f in r.page.fixtures],
            "examples": [{"index": i, "status": v.status, "reason": v.reason, "lineno": v.lineno,
                          "xfail": r.xfail_reasons.get(i)} for i, v in enumerate(r.verdicts)],
        })
    return json.dumps({"totals": totals(reports), "pages": pages}, indent=1, ensure_ascii=False)
