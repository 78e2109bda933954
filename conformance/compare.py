"""Compare printed output the way a reader does, and judge example blocks.

Output is split into tokens -- numbers, words, single punctuation marks (``...`` is one token) -- and whitespace
only separates tokens, so padding and line breaks don't matter but ``12 3`` is not ``123``. Words and punctuation
must be equal; numbers must be close (relative 1e-5, absolute 1e-6) and of the same form (an integer literal
is not equal to ``1.0``). Memory addresses (``0x7f...``) are ignored. NumPy 2 prints its scalars with their type
(``np.float64(11.76)``, ``np.True_``) where NumPy 1, which MindSpore 2.10 requires, prints the bare value; the
NumPy 2 form is read as the NumPy 1 form. MindSpore's tensor formatting itself
(``Tensor(shape=[2], dtype=Float32, value= [ 1.00000000e+00, ...])``) is thus compared token by token.
"""
import dataclasses
import math
import re

__all__ = ["REL_TOL", "ABS_TOL", "tokens", "outputs_match", "exceptions_match", "Verdict", "judge_example"]

REL_TOL, ABS_TOL = 1e-5, 1e-6
_NUMBER = r"[-+]?(?:\d+\.\d*|\.\d+|\d+)(?:[eE][-+]?\d+)?"
_TOKEN = re.compile(rf"(?P<ell>\.\.\.)|(?P<num>{_NUMBER})|(?P<word>[^\W\d]\w*)|(?P<other>\S)")
_ADDRESS = re.compile(r"0x[0-9a-fA-F]+")
_NP2_SCALAR = re.compile(r"\bnp\.(?:float|int|uint|complex)\d+\(([^()]*)\)|\bnp\.(True|False)_|\bnp\.str_\(([^()]*)\)")
ELLIPSIS = ("ell", "...")


def tokens(text):
    """[(kind, text)] of ``text``; kind is "num", "word", "ell" or "other"."""
    text = _ADDRESS.sub("0xADDR", text)
    text = _NP2_SCALAR.sub(lambda m: next(g for g in m.groups() if g is not None), text)
    return [(m.lastgroup, m.group()) for m in _TOKEN.finditer(text)]


def _is_int(s):
    return not re.search(r"[.eE]", s)


def _token_equal(a, b):
    if a[0] == "num" and b[0] == "num":
        if _is_int(a[1]) != _is_int(b[1]):
            return False
        x, y = float(a[1]), float(b[1])
        return x == y or math.isclose(x, y, rel_tol=REL_TOL, abs_tol=ABS_TOL)
    return a == b


def _first_difference(want, got):
    for i, (a, b) in enumerate(zip(want, got)):
        if not _token_equal(a, b):
            return i
    return min(len(want), len(got))


def _seq_equal(want, got):
    return len(want) == len(got) and all(_token_equal(a, b) for a, b in zip(want, got))


def _find(segment, got, start):
    for i in range(start, len(got) - len(segment) + 1):
        if _seq_equal(segment, got[i:i + len(segment)]):
            return i
    return -1


def _ellipsis_match(want, got):
    segments, cur = [], []
    for t in want:
        if t == ELLIPSIS:
            segments.append(cur)
            cur = []
        else:
            cur.append(t)
    segments.append(cur)
    first, last = segments[0], segments[-1]
    if len(first) + len(last) > len(got) or not _seq_equal(first, got[:len(first)]) or \
            not _seq_equal(last, got[len(got) - len(last):]):
        return False
    pos, end = len(first), len(got) - len(last)
    for seg in segments[1:-1]:
        i = _find(seg, got[:end], pos)
        if i < 0:
            return False
        pos = i + len(seg)
    return True


def _context(toks, i, width=6):
    lo = max(0, i - width)
    return ("... " if lo else "") + " ".join(t for _, t in toks[lo:i + width]) + (" ..." if i + width < len(toks)
                                                                                   else "")


_NUMBER = re.compile(r"[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?")


def _shape(text):
    """The lines of an output with numbers masked and runs of identical lines kept once (a log's shape)."""
    lines = []
    for line in _NUMBER.sub("#", text).splitlines():
        line = "".join(line.split())   # padding of the numbers ("[  0/938]") goes with them
        if line in ("...", "…"):       # the page elided lines of the log
            continue
        if line and (not lines or lines[-1] != line):
            lines.append(line)
    return lines


def _same_shape(want, got):
    """Whether two outputs differ only in their numbers: line by line (a log whose length depends on the data),
    or as one text without layout (an array whose line breaks move with the width of its numbers)."""
    if _shape(want) == _shape(got):
        return True
    flat = [re.sub(r"#+", "#", "".join(_NUMBER.sub("#", text).split())) for text in (want, got)]
    return flat[0] == flat[1]


def outputs_match(want, got, ellipsis=False):
    """(True, "") or (False, what differs first)."""
    w, g = tokens(want), tokens(got)
    if ellipsis and ELLIPSIS in w:
        return (True, "") if _ellipsis_match(w, g) else (False, "output does not match (with ELLIPSIS)")
    if _seq_equal(w, g):
        return True, ""
    i = _first_difference(w, g)
    exp = w[i][1] if i < len(w) else "<end of output>"
    act = g[i][1] if i < len(g) else "<end of output>"
    return False, f"first difference at token {i}: expected {exp!r}, got {act!r} (near: {_context(g, i)!r})"


def exceptions_match(want_line, exc, ignore_detail=False):
    """Whether the raised ``exc`` (worker dict) is the ``want_line`` ("ValueError: msg") the page expects."""
    name, _, message = want_line.partition(":")
    name = name.strip().rsplit(".", 1)[-1]
    if name != exc["type"]:
        return False, f"expected {name}, got {exc['line']}"
    if ignore_detail:
        return True, ""
    ok, why = outputs_match(message.strip(), exc["message"])
    return (True, "") if ok else (False, f"exception message differs: {why}")


@dataclasses.dataclass
class Verdict:
    status: str                   # passed | failed | skipped (xfail applied later: xfailed | xpass)
    reason: str = ""
    lineno: int = 0               # page line of the statement that decided it
    source: str = ""              # that statement's first line
    expected: str = None
    got: str = None
    traceback: str = ""
    golden: bool = False          # judged against a recorded golden
    format_only: bool = False     # a tutorial cell whose text matched with its numbers left out


def _first_line(source):
    return source.strip().splitlines()[0] if source.strip() else ""


def judge_example(example, results, golden=None):
    """Verdict for one example block from the worker's statement results (None: the worker gave none)."""
    if results is None:
        return Verdict("failed", "no result: the worker died or timed out before this example",
                       lineno=example.lineno)
    statements = example.statements
    if all(st.skip for st in statements):
        return Verdict("skipped", "all statements +SKIP", lineno=example.lineno)
    has_want = example.has_want
    outputs, format_only = [], False
    for st, res in zip(statements, results):
        fail = dict(lineno=st.lineno, source=_first_line(st.source))
        if res["status"] == "skipped":
            continue
        if res["status"] == "not_run":
            return Verdict("failed", "not run", **fail)
        outputs.append(res["out"])
        exc, exc_want = res["exc"], st.exc_want
        if exc is not None:
            if exc_want is None:
                return Verdict("failed", f"raised {exc['line']}", traceback=exc.get("traceback", ""),
                               got=res["out"] or None, **fail)
            ok, why = exceptions_match(exc_want, exc, st.options.get("IGNORE_EXCEPTION_DETAIL", False))
            if not ok:
                return Verdict("failed", why, expected=exc_want, got=exc["line"], **fail)
            continue
        if exc_want is not None:
            return Verdict("failed", f"expected {exc_want.splitlines()[0]}, nothing was raised",
                           expected=exc_want, got=res["out"], **fail)
        if st.want:
            ok, why = outputs_match(st.want, res["out"], st.options.get("ELLIPSIS", False))
            if not ok and st.cell and _same_shape(st.want, res["out"]):
                # a tutorial's losses and accuracies come from its data and random initialisation, which a
                # replay does not share: the same text with other numbers counts, reported apart
                format_only = True
            elif not ok:
                return Verdict("failed", f"output differs: {why}", expected=st.want, got=res["out"], **fail)
        elif has_want and res["out"].strip():
            return Verdict("failed", "printed output the page does not show", expected="", got=res["out"],
                           **fail)
    if len(results) < len(statements):
        return Verdict("failed", "incomplete result from the worker", lineno=example.lineno)
    if golden is not None:
        # the output real MindSpore printed for this very block (recorded): it must match too
        ok, why = outputs_match(golden, "".join(outputs))
        if not ok:
            return Verdict("failed", f"output differs from the golden recorded with MindSpore: {why}",
                           lineno=example.lineno, expected=golden, got="".join(outputs), golden=True)
        return Verdict("passed", lineno=example.lineno, golden=True)
    return Verdict("passed", lineno=example.lineno, format_only=format_only)
