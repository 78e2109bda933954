"""Find every ``>>>`` example (with its expected output) in a page: RST, Markdown, gettext catalogs, plain text
as rendered from a web page, HTML, and the project's docstrings.

A page's examples are grouped into *example blocks* -- a run of ``>>>``/``...`` lines and their outputs, as a
reader sees one code sample. Blocks are numbered from 0 in page order; that index is what goldens and xfails
refer to. Each block holds doctest-style statements (one ``>>>`` line plus its ``...`` lines) with the output the
page shows for it.

Doc text that no Python can run is repaired here, visibly: every repair becomes a :class:`Defect` of the page.
Names the page uses but never defines are either imports the page forgot (repaired, reported as defects) or
names MindSpore's docs reference without showing (``LeNet5``, ``create_dataset``, files under ``/path/``):
those are supplied by :mod:`conformance.fixtures` and reported as fixture substitutions.
"""
import ast
import builtins
import codeop
import dataclasses
import html.parser
import inspect
import json
import os
import re
import textwrap
import warnings

from . import fixtures as _fixtures

__all__ = ["Statement", "Example", "Defect", "Fixture", "Page", "html_to_text", "looks_like_html", "page_kind",
           "extract", "page_from_file", "pages_from_paths", "docs_pages", "docstring_pages", "IMPORT_REPAIRS",
           "ASSUMED_GLOBALS"]

# Names MindSpore's doctests use without importing them: the runner provides them in every page's namespace.
ASSUMED_GLOBALS = {
    "mindspore": "import mindspore",
    "ms": "import mindspore as ms",
    "np": "import numpy as np",
    "nn": "from mindspore import nn",
    "ops": "from mindspore import ops",
    "Tensor": "from mindspore import Tensor",
    "Parameter": "from mindspore import Parameter",
}
# A page that uses one of these names without importing it gets the import inserted (and a defect reported).
IMPORT_REPAIRS = dict(ASSUMED_GLOBALS, **{
    "Cell": "from mindspore.nn import Cell",
    "boost": "from mindspore import boost",
    "amp": "from mindspore import amp",
    "context": "from mindspore import context",
    "mstype": "from mindspore import dtype as mstype",
    "Model": "from mindspore import Model",
    "ds": "import mindspore.dataset as ds",
})

OPTION_NAMES = ("SKIP", "ELLIPSIS", "NORMALIZE_WHITESPACE", "IGNORE_EXCEPTION_DETAIL")
_DIRECTIVE = re.compile(r"#\s*doctest:\s*([^\n'\"]*)$", re.M)
_PROMPT = re.compile(r"^(?P<indent>[ \t]*)>>>(?P<rest>.*)$")
_CONT = re.compile(r"^(?P<indent>[ \t]*)\.\.\.(?P<rest>.*)$")
_TRACEBACK = re.compile(r"^Traceback \((?:most recent call last|innermost last)\):", re.M)
# In text rendered from a web page nothing separates an example from the prose after it; these lines are prose.
_PROSE = re.compile(r"(\[源代码\]|\[source\]|¶)\s*$|^\s*```")
_RST_DIRECTIVE = re.compile(r"^\s*\.\. [\w:-]+::", re.M)
_PAGE_SUFFIXES = (".rst", ".md", ".txt", ".html", ".htm", ".po", ".ipynb")


@dataclasses.dataclass
class Statement:
    source: str                  # code as it is run (after repairs), ends with a newline
    want: str = ""               # output the page shows for it
    lineno: int = 0              # 1-based line of its ``>>>`` in the page text
    options: dict = dataclasses.field(default_factory=dict)
    synthetic: bool = False      # inserted by a repair
    cell: bool = False           # a tutorial's code cell: run as a script, only its last expression echoed

    @property
    def exc_want(self):
        """The exception line(s) the page expects (``"ValueError: msg"``), or None when it expects output."""
        m = _TRACEBACK.match(self.want)
        if not m:
            return None
        lines = self.want[m.end():].splitlines()
        body = [ln for ln in lines if ln.strip() and not ln[:1].isspace() and ln.strip() != "..."]
        return "\n".join(body).strip()

    @property
    def skip(self):
        return bool(self.options.get("SKIP"))


@dataclasses.dataclass
class Example:
    index: int
    lineno: int
    statements: list

    @property
    def has_want(self):
        return any(s.want for s in self.statements)


@dataclasses.dataclass
class Defect:
    example: int
    lineno: int
    kind: str
    detail: str


@dataclasses.dataclass
class Fixture:
    example: int
    name: str
    detail: str


@dataclasses.dataclass
class Page:
    key: str                       # stable id: goldens/<key>.json and xfails refer to it
    kind: str                      # rst | md | text | html | po | docstring
    path: str = None
    examples: list = dataclasses.field(default_factory=list)
    defects: list = dataclasses.field(default_factory=list)
    fixtures: list = dataclasses.field(default_factory=list)
    group: str = None              # pages of one group share a worker process (docstrings of one module)
    error: str = None              # the page could not be read or its module not imported

    @property
    def assumes_globals(self):
        return self.kind == "docstring"

    def fixture_source(self):
        return _fixtures.source_for(sorted({f.name for f in self.fixtures}))


# ----------------------------------------------------------------------------------------------------------- HTML
class _HTMLToText(html.parser.HTMLParser):
    _SKIP = {"script", "style", "head", "noscript", "template", "nav", "svg"}
    _BLOCK = {"address", "article", "aside", "blockquote", "br", "caption", "dd", "div", "dl", "dt", "figcaption",
              "figure", "footer", "h1", "h2", "h3", "h4", "h5", "h6", "header", "hr", "li", "main", "ol", "p",
              "section", "table", "tbody", "td", "th", "thead", "title", "tr", "ul"}

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.parts, self._skip, self._pre = [], 0, 0

    def handle_starttag(self, tag, attrs):
        if tag in self._SKIP:
            self._skip += 1
        elif tag == "pre":
            self._pre += 1
            if self._pre == 1:
                self.parts.append("\n\n\x00")
        elif tag in self._BLOCK and not self._pre:
            self.parts.append("\n")

    def handle_endtag(self, tag):
        if tag in self._SKIP:
            self._skip = max(0, self._skip - 1)
        elif tag == "pre":
            if self._pre == 1:
                self.parts.append("\x01\n\n")
            self._pre = max(0, self._pre - 1)
        elif tag in self._BLOCK and not self._pre:
            self.parts.append("\n")

    def handle_data(self, data):
        if self._skip:
            return
        self.parts.append(data if self._pre else re.sub(r"\s+", " ", data))


def looks_like_html(text):
    head = text.lstrip()[:2000].lower()
    return head.startswith("<!doctype html") or head.startswith("<html") or "<html" in head[:500]


def html_to_text(markup):
    """Text of an HTML page: block elements on their own lines, ``<pre>`` blocks verbatim between blank lines."""
    parser = _HTMLToText()
    parser.feed(markup)
    parser.close()
    out = []
    for i, chunk in enumerate(re.split(r"[\x00\x01]", "".join(parser.parts))):
        if i % 2:  # inside <pre>
            out.append(chunk.rstrip("\n"))
        else:
            out.append("\n".join(line.strip() for line in chunk.split("\n")))
    text = "".join(out)
    return re.sub(r"\n{3,}", "\n\n", text).strip("\n") + "\n"


# ------------------------------------------------------------------------------------------------ gettext catalogs
def _po_text(text):
    """Translated text of a .po catalog (msgstr, or msgid where untranslated), entries separated by blank lines."""
    entries, cur, field = [], {}, None
    for line in text.splitlines():
        line = line.strip()
        m = re.match(r'^(msgid|msgstr)\s+(".*")$', line)
        if m:
            if m.group(1) == "msgid" and cur:
                entries.append(cur)
                cur = {}
            field = m.group(1)
            cur[field] = ast.literal_eval(m.group(2))
        elif line.startswith('"') and field:
            cur[field] += ast.literal_eval(line)
        elif not line:
            field = None
    if cur:
        entries.append(cur)
    return "\n\n".join((e.get("msgstr") or e.get("msgid") or "") for e in entries) + "\n"


def page_kind(path, text):
    ext = os.path.splitext(path)[1].lower()
    if ext == ".ipynb":
        return "notebook"
    if ext == ".md" and not re.search(r"^[ \t]*>>>", text, re.M) and _FENCE_OPEN.search(text):
        return "tutorial"    # Markdown whose code is in fenced cells, not ``>>>`` prompts
    if ext in (".html", ".htm") or looks_like_html(text):
        return "html"
    if ext in (".rst", ".md", ".po"):
        return ext[1:]
    return "rst" if _RST_DIRECTIVE.search(text) else "text"


# ------------------------------------------------------------------------------------------------------- parsing
def _compiles(source):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        for mode in ("single", "exec"):
            try:
                compile(source, "<example>", mode, dont_inherit=True)
                return True
            except (SyntaxError, ValueError, OverflowError):
                continue
    return False


def _incomplete(source):
    """True when ``source`` is the unfinished start of a statement (what the interactive prompt would continue)."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:
            return codeop.compile_command(source.rstrip("\n"), "<example>", "single") is None
        except (SyntaxError, ValueError, OverflowError):
            return False


def _prompt_code(rest):
    return rest[1:] if rest.startswith(" ") else rest


def _options(source):
    opts = {}
    for m in _DIRECTIVE.finditer(source):
        for word in m.group(1).replace(",", " ").split():
            if word[:1] in "+-" and word[1:] in OPTION_NAMES:
                opts[word[1:]] = word[0] == "+"
    return opts


def _never_prints(source):
    """A statement that by itself writes nothing (assignment, import, def, class): output after it is prose."""
    try:
        body = ast.parse(source).body
    except SyntaxError:
        return False
    quiet = (ast.Assign, ast.AugAssign, ast.AnnAssign, ast.Import, ast.ImportFrom, ast.FunctionDef,
             ast.AsyncFunctionDef, ast.ClassDef)
    return bool(body) and all(isinstance(node, quiet) for node in body)


def _parse(text, kind):
    """Blocks of statements, and the defects repaired while grouping lines into statements."""
    lines = text.splitlines()
    rendered = kind in ("text", "html")
    examples, defects = [], []
    i, n = 0, len(lines)
    while i < n:
        m = _PROMPT.match(lines[i])
        if not m:
            i += 1
            continue
        indent = m.group("indent")
        block = Example(index=len(examples), lineno=i + 1, statements=[])
        ended = False
        while i < n and not ended:
            m = _PROMPT.match(lines[i])
            if not m or m.group("indent") != indent:
                break
            lineno = i + 1
            code = [_prompt_code(m.group("rest"))]
            merged = []
            i += 1
            while i < n:
                c = _CONT.match(lines[i])
                p = _PROMPT.match(lines[i])
                if c and c.group("indent") == indent and c.group("rest")[:1] in ("", " "):
                    code.append(_prompt_code(c.group("rest")))
                    i += 1
                elif (p and p.group("indent") == indent and _prompt_code(p.group("rest"))[:1] in (" ", "\t")
                      and _prompt_code(p.group("rest")).strip() and _incomplete("\n".join(code) + "\n")):
                    # '>>>' where '...' belongs: an indented line continuing an unfinished compound statement
                    merged.append(i + 1)
                    code.append(_prompt_code(p.group("rest")))
                    i += 1
                else:
                    break
            if merged:
                span = f"line {merged[0]}" if len(merged) == 1 else f"lines {merged[0]}-{merged[-1]}"
                defects.append(Defect(block.index, merged[0], "prompt as continuation",
                                      f"{span}: '>>>' where '...' belongs ({len(merged)} indented line(s) "
                                      f"continuing {_short(code[0], 40)!r} of line {lineno}) read as '...'"))
            want = []
            while i < n and lines[i].strip() and not _PROMPT.match(lines[i]):
                line = lines[i]
                if not line.startswith(indent):
                    break
                if rendered and _PROSE.search(line) or line.strip().startswith("```"):
                    ended = True
                    break
                want.append(line[len(indent):])
                i += 1
            source = "\n".join(code) + "\n"
            want_text = "\n".join(want) + "\n" if want else ""
            if rendered and want_text and _never_prints(source) and not _TRACEBACK.match(want_text):
                want_text, ended = "", True   # prose right after the example, not output
            want_text = "\n".join("" if ln.strip() == "<BLANKLINE>" else ln
                                  for ln in want_text.split("\n"))
            block.statements.append(Statement(source=source, want=want_text, lineno=lineno,
                                              options=_options(source)))
            if ended:
                break
            # blank lines between prompts keep the block going; any other text ends it
            j = i
            while j < n and not lines[j].strip():
                j += 1
            nxt = _PROMPT.match(lines[j]) if j < n else None
            if nxt and nxt.group("indent") == indent:
                i = j
            else:
                break
        examples.append(block)
    return examples, defects


# ------------------------------------------------------------------------------------------------- tutorials
# A tutorial is a sequence of code cells run in order as one script: the cells of a Jupyter notebook, or the
# fenced ```python blocks of a Markdown page, each followed by the output the page shows for it (the notebook's
# stream and result outputs; in Markdown, a fenced block that comes right after the code with nothing between).
_FENCE_OPEN = re.compile(r"^[ \t]*```+[ \t]*(python|py|python3|ipython3?)[ \t]*$", re.M | re.I)
_FENCE_ANY = re.compile(r"^[ \t]*(```+)[ \t]*([\w+-]*)[ \t]*$")
# notebook lines that are not Python: shell escapes and magics
_SHELL = re.compile(r"^[ \t]*(!|%)")


def _joined(value):
    return "".join(value) if isinstance(value, list) else (value or "")


def _notebook_cells(text):
    """``[(source, output, lineno)]`` of a notebook's code cells (lineno: the cell's number, from 1)."""
    cells = []
    for number, cell in enumerate(json.loads(text).get("cells", []), 1):
        if cell.get("cell_type") != "code":
            continue
        out = []
        for item in cell.get("outputs", []):
            if item.get("output_type") == "stream" and item.get("name") == "stdout":
                out.append(_joined(item.get("text")))
            elif item.get("output_type") in ("execute_result", "display_data"):
                plain = _joined(item.get("data", {}).get("text/plain"))
                if plain:
                    out.append(plain if plain.endswith("\n") else plain + "\n")
        cells.append((_joined(cell.get("source")), "".join(out), number))
    return cells


def _markdown_cells(text):
    """``[(source, output, lineno)]`` of a Markdown page's fenced Python blocks."""
    lines = text.splitlines()
    fences = []   # (language, first line index of body, end index, fence line number)
    i = 0
    while i < len(lines):
        m = _FENCE_ANY.match(lines[i])
        if not m:
            i += 1
            continue
        ticks, lang, start = m.group(1), m.group(2).lower(), i + 1
        j = start
        while j < len(lines) and lines[j].strip() != ticks:
            j += 1
        fences.append((lang, start, j, i + 1))
        i = j + 1
    cells = []
    for k, (lang, start, end, lineno) in enumerate(fences):
        if lang not in ("python", "py", "python3", "ipython", "ipython3"):
            continue
        output = ""
        if k + 1 < len(fences):
            nlang, nstart, nend, nline = fences[k + 1]
            between = lines[end + 1:nline - 1]
            if nlang in ("", "text", "none", "output", "console") and not any(ln.strip() for ln in between):
                output = textwrap.dedent("\n".join(lines[nstart:nend])) + "\n"
        # a fence inside a list item is indented: its code is dedented
        cells.append((textwrap.dedent("\n".join(lines[start:end])) + "\n", output, lineno))
    return cells


def _cell_examples(cells):
    """One example block per code cell (shell escapes and magics removed, as defects)."""
    examples, defects = [], []
    for source, output, lineno in cells:
        index = len(examples)
        kept = []
        for offset, line in enumerate(source.splitlines()):
            if _SHELL.match(line):
                defects.append(Defect(index, lineno + offset, "shell command",
                                      f"{_short(line.strip(), 60)!r} is not Python: not run"))
                continue
            kept.append(line)
        code = "\n".join(kept).strip("\n")
        if not code.strip():
            continue
        examples.append(Example(index=index, lineno=lineno, statements=[
            Statement(source=code + "\n", want=output, lineno=lineno, cell=True)]))
    return examples, defects


# --------------------------------------------------------------------------------------------------- repairs
def _fix_fullwidth_colon(line):
    return re.sub(r"：([ \t]*(?:#.*)?)$", r":\1", line)


def _fix_stray_prompt(line):
    return re.sub(r"(\S)[ \t]*(?:\\[ \t]*)?>>>(?:[ \t]+|$)", r"\1 ", line)


_REPAIRS = (
    ("full-width colon", _fix_fullwidth_colon, "full-width colon '：' (U+FF1A) at the end of a line read as ':'"),
    ("stray prompt", _fix_stray_prompt, "stray '>>>' inside a continued line removed"),
)


def _short(s, width=90):
    s = s.strip()
    return s if len(s) <= width else s[:width - 3] + "..."


def _around_change(before, after, context=24):
    """The two lines cut down to the changed part with some context, for the report."""
    before, after = before.strip(), after.strip()
    start = 0
    while start < min(len(before), len(after)) and before[start] == after[start]:
        start += 1
    end = 0
    while end < min(len(before), len(after)) - start and before[-1 - end] == after[-1 - end]:
        end += 1
    lo = max(0, start - context)

    def cut(s):
        hi = min(len(s), len(s) - end + context)
        return ("..." if lo else "") + s[lo:hi] + ("..." if hi < len(s) else "")
    return cut(before), cut(after)


def _repair_syntax(page):
    """Statements that do not compile, repaired by the first combination of known fixes that makes them compile."""
    for ex in page.examples:
        for st in ex.statements:
            if _compiles(st.source):
                continue
            lines = st.source.split("\n")
            for k in range(1, 1 << len(_REPAIRS)):
                chosen = [r for b, r in enumerate(_REPAIRS) if k >> b & 1]
                new = list(lines)
                changes = []
                for name, fix, what in chosen:
                    for idx, line in enumerate(new):
                        fixed = fix(line)
                        if fixed != line:
                            changes.append((idx, name, what, line, fixed))
                            new[idx] = fixed
                if not changes or len({c[1] for c in changes}) != len(chosen):
                    continue
                candidate = "\n".join(new)
                if _compiles(candidate):
                    st.source = candidate
                    for idx, name, what, before, after in changes:
                        b, a = _around_change(before, after)
                        page.defects.append(Defect(ex.index, st.lineno + idx, name, f"{what}: {b!r} -> {a!r}"))
                    break


# --------------------------------------------------------------------------------------------- name analysis
class _Names(ast.NodeVisitor):
    def __init__(self):
        self.loaded, self.bound, self.star, self.strings = set(), set(), False, set()

    def visit_Name(self, node):
        (self.loaded if isinstance(node.ctx, ast.Load) else self.bound).add(node.id)

    def _bind(self, node):
        self.bound.add(node.name)
        self.generic_visit(node)

    visit_FunctionDef = visit_AsyncFunctionDef = visit_ClassDef = _bind

    def visit_arg(self, node):
        self.bound.add(node.arg)
        self.generic_visit(node)

    def visit_alias(self, node):
        if node.name == "*":
            self.star = True
        else:
            self.bound.add((node.asname or node.name).split(".")[0])

    def visit_ExceptHandler(self, node):
        if node.name:
            self.bound.add(node.name)
        self.generic_visit(node)

    def visit_Global(self, node):
        self.bound.update(node.names)

    visit_Nonlocal = visit_Global

    def visit_MatchAs(self, node):
        if node.name:
            self.bound.add(node.name)
        self.generic_visit(node)

    def visit_MatchStar(self, node):
        if node.name:
            self.bound.add(node.name)

    def visit_MatchMapping(self, node):
        if node.rest:
            self.bound.add(node.rest)
        self.generic_visit(node)

    def visit_Constant(self, node):
        if isinstance(node.value, str):
            self.strings.add(node.value)


def _analyse_names(page):
    """Insert the imports a page forgot (defects) and note the fixtures it needs."""
    known = set(dir(builtins)) | {"__name__", "__file__", "__doc__", "_"}
    if page.assumes_globals:
        known |= set(ASSUMED_GLOBALS)
    needed, placeholder, open_at = {}, set(), None
    for ex in page.examples:
        statements = []
        for st in ex.statements:
            try:
                tree = None if st.skip else ast.parse(st.source)
            except SyntaxError:
                tree = None
            if tree is None:  # skipped or unparsable: it binds nothing we can count on
                statements.append(st)
                continue
            names = _Names()
            names.visit(tree)
            missing = sorted(names.loaded - known - names.bound)
            for name in missing:
                if name in IMPORT_REPAIRS:
                    stmt = IMPORT_REPAIRS[name]
                    page.defects.append(Defect(ex.index, st.lineno, "missing import",
                                               f"name {name!r} is used but never imported: "
                                               f"inserted {stmt!r} before line {st.lineno}"))
                    statements.append(Statement(source=stmt + "\n", lineno=st.lineno, synthetic=True))
                    known.add(name)
                elif name in _fixtures.NAMES and name not in needed:
                    needed[name] = ex.index
            placeholder |= {x for x in names.strings if _fixtures.is_placeholder_path(x)}
            if "open" in names.loaded and "open" not in names.bound and open_at is None:
                open_at = ex.index
            statements.append(st)
            known |= names.bound
            if names.star:  # cannot tell what a star import binds: stop guessing
                known |= set(IMPORT_REPAIRS) | set(_fixtures.NAMES)
        ex.statements = statements
    if placeholder and open_at is not None:
        needed["open"] = open_at
    for ex in page.examples:   # a tutorial fetching its data: served locally, the download messages not compared
        for st in ex.statements:
            if not st.skip and re.search(r"^\s*from download import download\b", st.source, re.M):
                needed.setdefault("download", ex.index)
            if "download" in needed and st.cell and re.search(r"\bdownload\(", st.source):
                st.want = ""
    if "create_dataset" in needed and _fixtures.dense_softmax_loss(
            "".join(st.source for ex in page.examples for st in ex.statements)):
        needed["create_dataset:one_hot"] = needed.pop("create_dataset")
    for name, index in sorted(needed.items(), key=lambda kv: kv[1]):
        page.fixtures.append(Fixture(index, name, _fixtures.DESCRIPTIONS[name]))


def extract(text, key, kind, path=None, group=None):
    """A :class:`Page` with its examples, defects repaired and fixtures noted. ``kind`` as from :func:`page_kind`."""
    if kind == "html":
        text = html_to_text(text)
    elif kind == "po":
        text = _po_text(text)
    page = Page(key=key, kind=kind, path=path, group=group)
    if kind in ("notebook", "tutorial"):
        cells = _notebook_cells(text) if kind == "notebook" else _markdown_cells(text)
        page.examples, page.defects = _cell_examples(cells)
    else:
        page.examples, page.defects = _parse(text, kind)
    _repair_syntax(page)
    _analyse_names(page)
    page.defects.sort(key=lambda d: (d.example, d.lineno))
    return page


# ------------------------------------------------------------------------------------------------ page sources
def _key_for(path, repo_root):
    ap = os.path.abspath(path)
    root = os.path.abspath(repo_root) + os.sep if repo_root else None
    if root and ap.startswith(root):
        return ap[len(root):].replace(os.sep, "/")
    return os.path.basename(ap)


def page_from_file(path, repo_root=None, key=None):
    key = key or _key_for(path, repo_root)
    try:
        with open(path, encoding="utf-8", errors="replace") as f:
            text = f.read()
    except OSError as exc:
        return Page(key=key, kind="text", path=path, error=f"cannot read page: {exc}")
    return _safe_extract(text, key, page_kind(path, text), path=path, group=key)


def _safe_extract(text, key, kind, path=None, group=None):
    try:
        return extract(text, key, kind, path=path, group=group)
    except Exception as exc:  # noqa: BLE001 -- a harness bug on odd text must not hide the other pages
        return Page(key=key, kind=kind, path=path, group=group,
                    error=f"conformance could not extract this page: {type(exc).__name__}: {exc}")


def pages_from_paths(paths, repo_root=None):
    """Pages named on the command line (directories: their .rst/.md/.txt/.html/.po files)."""
    files = []
    for p in paths:
        if os.path.isdir(p):
            for dirpath, dirnames, filenames in os.walk(p):
                dirnames[:] = sorted(d for d in dirnames if not d.startswith((".", "_build")))
                files += [os.path.join(dirpath, f) for f in sorted(filenames) if f.endswith(_PAGE_SUFFIXES)]
        else:
            files.append(p)
    pages, seen = [], {}
    for f in files:
        key = _key_for(f, repo_root)
        if key in seen:
            if os.path.abspath(seen[key]) == os.path.abspath(f):
                continue
            key = f"{os.path.basename(os.path.dirname(os.path.abspath(f)))}/{key}"
        seen[key] = f
        pages.append(page_from_file(f, repo_root, key=key))
    return pages


def docs_pages(repo_root):
    """The project's own doc pages (docs/**/*.rst, *.md, locale catalogs) that hold examples."""
    docs = os.path.join(repo_root, "docs")
    if not os.path.isdir(docs):
        return []
    out = []
    for dirpath, dirnames, filenames in os.walk(docs):
        dirnames[:] = sorted(d for d in dirnames if not d.startswith((".", "_build")))
        for f in sorted(filenames):
            if f.endswith((".rst", ".md", ".po")):
                page = page_from_file(os.path.join(dirpath, f), repo_root)
                if page.examples or page.error:
                    out.append(page)
    return out


# -------------------------------------------------------------------------------------------------- docstrings
def _public_name(module_name):
    return "mindspore" + module_name[len("mindspore_compat"):] if module_name.startswith("mindspore_compat") \
        else module_name


def _own_module(obj, default=""):
    """The module ``obj`` was defined in, spelled ``mindspore_compat.*`` even while the alias is installed (which
    gives the package's classes their ``mindspore.*`` paths)."""
    home = getattr(obj, "__module__", None) or default
    if home == "mindspore" or home.startswith("mindspore."):
        home = "mindspore_compat" + home[len("mindspore"):]
    return home


def _doc_objects(module):
    """(qualified public name, object) for the module's public names and their public methods, with docstrings."""
    names = getattr(module, "__all__", None)
    if names is None:
        names = [n for n in vars(module) if not n.startswith("_")]
    out = []
    if ">>>" in (module.__doc__ or ""):
        out.append((module.__name__, module))
    for name in names:
        obj = getattr(module, name, None)
        if obj is None or inspect.ismodule(obj):
            continue
        if not (inspect.isclass(obj) or inspect.isroutine(obj)):
            if obj.__doc__ is type(obj).__doc__:
                continue
        home = _own_module(obj, module.__name__)
        qual = getattr(obj, "__qualname__", name)
        if not home.startswith("mindspore_compat") or "._" in home or "<" in qual:
            home, qual = module.__name__, name
        out.append((f"{home}.{qual}", obj))
        if inspect.isclass(obj):
            # methods, including those the class inherits from our own (possibly private) base classes
            for klass in obj.__mro__:
                if not _own_module(klass).startswith("mindspore_compat"):
                    continue
                for attr, member in vars(klass).items():
                    if attr.startswith("_") and attr != "__call__":
                        continue
                    if isinstance(member, (staticmethod, classmethod)):
                        member = member.__func__
                    elif isinstance(member, property):
                        member = member.fget
                    if member is not None and inspect.isroutine(member):
                        out.append((f"{home}.{qual}.{attr}", member))
    return out


def docstring_pages(package="mindspore_compat"):
    """One page per public name (and public method) of the package whose docstring holds ``>>>`` examples.

    Pages of one module share a group (one worker process; each page still gets a fresh namespace). A module that
    fails to import becomes a page with ``error`` set, so the failure is reported, not raised.
    """
    import importlib
    import pkgutil
    pages, seen = [], set()
    try:
        root = importlib.import_module(package)
    except Exception as exc:  # noqa: BLE001 -- reported as a failing page
        return [Page(key=f"doc:{_public_name(package)}", kind="docstring", group=package,
                     error=f"import {package} failed: {type(exc).__name__}: {exc}")]
    modules = [package] + sorted(
        m.name for m in pkgutil.walk_packages(root.__path__, package + ".", onerror=lambda name: None)
        if not any(part.startswith("_") for part in m.name.split(".")[1:]))
    for mod_name in modules:
        try:
            module = importlib.import_module(mod_name)
        except Exception as exc:  # noqa: BLE001
            pages.append(Page(key=f"doc:{_public_name(mod_name)}", kind="docstring", group=mod_name,
                              error=f"import {mod_name} failed: {type(exc).__name__}: {exc}"))
            continue
        for qualified, obj in _doc_objects(module):
            doc = getattr(obj, "__doc__", None)
            if not isinstance(doc, str) or ">>>" not in doc or id(obj) in seen:
                continue
            seen.add(id(obj))
            key = f"doc:{_public_name(qualified)}"
            page = _safe_extract(inspect.cleandoc(doc), key, "docstring", group=mod_name)
            if page.examples or page.error:
                pages.append(page)
    return pages
