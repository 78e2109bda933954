"""``mindspore-compat check``: a porting report for MindSpore code, read statically.

The checker parses ``.py`` files (and the code cells of ``.ipynb`` notebooks) with :mod:`ast`; it never imports
or runs them. It follows the names a file binds to MindSpore (``import mindspore as ms``, ``from mindspore import
nn``, ``from mindspore.ops import operations as P``, ...) through attribute chains (``ms.nn.Dense``,
``P.MatMul``) and gives each use one status:

* ``supported``: mindspore_compat provides the name;
* ``unsupported``: a MindSpore 2.10 name that mindspore_compat does not provide; the reason comes from the very
  table the runtime's errors use (``_data/unsupported.txt``);
* ``different``: provided, but listed on the "Differences from MindSpore" page (``_data/differences.txt`` names
  the row; a test keeps the two in step);
* ``unknown``: not a name of MindSpore 2.10's API at all (a typo, or a 1.x name that is not kept).

Literal keyword values of ``set_context(...)``, ``Model(...)``, ``Model.train(...)``, ``build_train_network`` and
``auto_mixed_precision`` are checked too, against the same two tables and the context keys the runtime accepts.
"""
import ast
import importlib
import json
import os
import re
import sys
from collections import Counter, defaultdict
from dataclasses import asdict, dataclass

from . import context as _context
from ._unsupported import UnsupportedAttributeError, unsupported_names

__all__ = ["Finding", "check_paths", "check_source", "check_notebook", "render_text", "render_json", "main"]

STATUSES = ("supported", "unsupported", "different", "unknown")
_PACKAGE = __name__.rpartition(".")[0]
_DIFFERENCES = os.path.join(os.path.dirname(os.path.abspath(__file__)), "_data", "differences.txt")
_MISSING = object()


@dataclass
class Finding:
    """One use of the MindSpore API: where it is, what it names, and what mindspore_compat makes of it."""
    file: str
    line: int
    name: str
    status: str
    detail: str = ""


def _load_differences():
    """``{target: row}`` from ``_data/differences.txt``."""
    table = {}
    with open(_DIFFERENCES, encoding="utf-8") as f:
        for line in f:
            line = line.strip()
            if line and not line.startswith("#"):
                target, _, row = line.partition("|")
                table[target.strip()] = row.strip()
    return table


_ROLE = re.compile(r":[a-z]+:`~?([^`<]*?)(?: <([^>]+)>)?`")


def _plain(row):
    """A row of the differences page without its reST markup, for a terminal."""
    return _ROLE.sub(lambda m: m.group(1).strip(), row).replace("``", "")


def differences():
    """``{target: row}``: the targets of ``_data/differences.txt`` and the first cell (reST) of the row of the
    differences page each one points to."""
    return _load_differences()


class _Resolver:
    """Decides the status of a dotted MindSpore path by looking it up in this package (imports only our code)."""

    def __init__(self):
        self.unsupported = unsupported_names()
        self.differences = {target: _plain(row) for target, row in _load_differences().items()}
        self._cache = {}

    def _listed(self, path):
        """(namespace, reason) when the last component of ``path`` is listed under a namespace on its path."""
        module, _, name = path.rpartition(".")
        best = None
        for namespace, names in self.unsupported.items():
            if name in names and (module == namespace or module.startswith(namespace + ".")):
                if best is None or len(namespace) > len(best[0]):
                    best = (namespace, names[name])
        return best

    def _walk(self, parts):
        """Resolve ``parts`` (after ``mindspore``): (object or _MISSING, number of parts resolved, reason)."""
        obj = importlib.import_module(_PACKAGE)
        module_name = _PACKAGE
        for index, part in enumerate(parts):
            value = _MISSING
            if isinstance(obj, type(sys)) and getattr(obj, "__name__", None) == module_name:
                try:
                    value = getattr(obj, part)
                except UnsupportedAttributeError as exc:
                    return _MISSING, index, str(exc).partition(": ")[2]
                except AttributeError:
                    try:
                        value = importlib.import_module(f"{module_name}.{part}")
                    except ImportError:
                        value = _MISSING
                if isinstance(value, type(sys)):
                    module_name = value.__name__
            else:
                value = getattr(obj, part, _MISSING)
            if value is _MISSING:
                return _MISSING, index, None
            obj = value
        return obj, len(parts), None

    def status(self, path):
        """(status, detail) of the dotted MindSpore path ``path``."""
        if path in self._cache:
            return self._cache[path]
        parts = path.split(".")[1:]
        obj, resolved, reason = self._walk(parts)
        if obj is _MISSING:
            missing = ".".join(["mindspore"] + parts[:resolved + 1])
            listed = self._listed(path) or self._listed(missing)
            if reason is None and listed:
                reason = listed[1]
            if reason is None and missing in self.unsupported:
                reason = f"the namespace {missing} is not provided"
            result = ("unsupported", reason) if reason is not None else (
                "unknown", f"{missing} is not part of MindSpore 2.10's API (nor a 1.x path kept for old scripts)")
        else:
            row = self._difference(path)
            result = ("different", row) if row else ("supported", "")
        self._cache[path] = result
        return result

    def _difference(self, path):
        """The differences-page row of ``path`` or of the listed name it belongs to (a class of a method)."""
        while path.count("."):
            row = self.differences.get(f"api:{path}")
            if row:
                return row
            path = path.rpartition(".")[0]
        return None


def _context_keys():
    return set(_context._CONTEXT_KEYS), set(_context._DEPRECATED_KEYS)


def _literal(node):
    try:
        return ast.literal_eval(node)
    except (ValueError, TypeError, SyntaxError, MemoryError, RecursionError):
        return _MISSING


# Calls whose literal keyword values are checked: callee path -> kind of check.
_KEYWORD_CALLS = {
    "mindspore.set_context": "context",
    "mindspore.context.set_context": "context",
    "mindspore.Model": "kwarg",
    "mindspore.train.Model": "kwarg",
    "mindspore.train.model.Model": "kwarg",
    "mindspore.amp.build_train_network": "kwarg",
    "mindspore.build_train_network": "kwarg",
    "mindspore.train.amp.build_train_network": "kwarg",
    "mindspore.amp.auto_mixed_precision": "kwarg",
    "mindspore.train.amp.auto_mixed_precision": "kwarg",
}
# Positional parameters of the calls above whose literal values are checked (name by position).
_POSITIONAL = {"auto_mixed_precision": ("network", "amp_level"), "build_train_network": ("network", "optimizer",
                                                                                         "loss_fn", "level")}
_CANONICAL = {"mindspore.context.set_context": "mindspore.set_context", "mindspore.train.Model": "mindspore.Model",
              "mindspore.train.model.Model": "mindspore.Model", "mindspore.build_train_network":
              "mindspore.amp.build_train_network", "mindspore.train.amp.build_train_network":
              "mindspore.amp.build_train_network", "mindspore.train.amp.auto_mixed_precision":
              "mindspore.amp.auto_mixed_precision"}
_CONTEXT_MODES = {0: "GRAPH_MODE", 1: "PYNATIVE_MODE"}


class _FileChecker(ast.NodeVisitor):
    """Collects the findings of one parsed module."""

    def __init__(self, filename, resolver):
        self.filename = filename
        self.resolver = resolver
        self.aliases = {}            # local name -> dotted MindSpore path
        self.instances = {}          # local name -> dotted path of the class it was built from (Model only)
        self.findings = []

    # -- bookkeeping ---------------------------------------------------------------------------------------------
    def _add(self, node, path, status=None, detail=None):
        if status is None:
            status, detail = self.resolver.status(path)
        self.findings.append(Finding(self.filename, node.lineno, path, status, detail or ""))

    def _dotted(self, node):
        """The MindSpore path of a Name/Attribute chain rooted at a MindSpore alias, or None."""
        names = []
        while isinstance(node, ast.Attribute):
            names.append(node.attr)
            node = node.value
        if isinstance(node, ast.Name) and node.id in self.aliases:
            return ".".join([self.aliases[node.id]] + names[::-1])
        return None

    # -- imports -------------------------------------------------------------------------------------------------
    def visit_Import(self, node):
        for alias in node.names:
            if alias.name != "mindspore" and not alias.name.startswith("mindspore."):
                continue
            if alias.asname:
                self.aliases[alias.asname] = alias.name
            else:
                self.aliases["mindspore"] = "mindspore"
            self._add(node, alias.name)

    def visit_ImportFrom(self, node):
        module = node.module or ""
        if node.level or not (module == "mindspore" or module.startswith("mindspore.")):
            return
        for alias in node.names:
            if alias.name == "*":
                self._add(node, module)
                continue
            path = f"{module}.{alias.name}"
            self.aliases[alias.asname or alias.name] = path
            self._add(node, path)

    # -- uses ----------------------------------------------------------------------------------------------------
    def visit_Attribute(self, node):
        path = self._dotted(node)
        if path is None:
            self.generic_visit(node)
        else:
            self._add(node, path)

    def visit_Assign(self, node):
        self.generic_visit(node)
        if isinstance(node.value, ast.Call):
            callee = self._callee(node.value.func)
            if callee in ("mindspore.Model",):
                for target in node.targets:
                    if isinstance(target, ast.Name):
                        self.instances[target.id] = callee

    def _callee(self, func):
        path = self._dotted(func)
        if path is None and isinstance(func, ast.Name) and func.id in self.aliases:
            path = self.aliases[func.id]
        return _CANONICAL.get(path, path)

    def visit_Call(self, node):
        self.generic_visit(node)
        callee = self._callee(node.func)
        if callee in _CANONICAL.values() or callee in _KEYWORD_CALLS:
            self._check_keywords(node, callee)
        elif (isinstance(node.func, ast.Attribute) and isinstance(node.func.value, ast.Name)
              and self.instances.get(node.func.value.id) == "mindspore.Model"):
            # a method of a Model built in this file: the method itself, then its literal keywords
            method = f"mindspore.Model.{node.func.attr}"
            row = self.resolver.differences.get(f"api:{method}")
            if row:
                self._add(node, method, "different", row)
            self._check_keywords(node, method)

    def _check_keywords(self, node, callee):
        values = [(kw.arg, kw.value) for kw in node.keywords if kw.arg]
        positional = _POSITIONAL.get(callee.rpartition(".")[2], ())
        values += [(name, arg) for name, arg in zip(positional, node.args)]
        is_context = callee == "mindspore.set_context"
        known, deprecated = _context_keys() if is_context else (set(), set())
        for key, value_node in values:
            value = _literal(value_node)
            if is_context and value is _MISSING and key == "mode":
                dotted = self._dotted(value_node) or (self.aliases.get(value_node.id)
                                                      if isinstance(value_node, ast.Name) else None)
                if dotted and dotted.rpartition(".")[2] in _CONTEXT_MODES.values():
                    value = 0 if dotted.endswith("GRAPH_MODE") else 1
            shown_value = _CONTEXT_MODES.get(value, value) if is_context and key == "mode" else value
            shown = f"{callee}({key}={shown_value!r})" if value is not _MISSING else f"{callee}({key}=...)"
            if is_context and key not in known:
                status = "different" if key in deprecated else "unknown"
                detail = ("MindSpore 2.10 warns about this deprecated key and ignores it" if key in deprecated
                          else f"'{key}' is not a set_context key of MindSpore 2.10")
                self._add(value_node, shown, status, detail)
                continue
            row = self._keyword_difference(callee, key, value)
            if row:
                self._add(value_node, shown, "different", row)

    def _keyword_difference(self, callee, key, value):
        table = self.resolver.differences
        if callee == "mindspore.set_context":
            if key == "mode" and value in _CONTEXT_MODES:
                value = _CONTEXT_MODES[value]
            return table.get(f"context:{key}={value}") or table.get(f"context:{key}")
        return table.get(f"kwarg:{callee}:{key}={value}") or table.get(f"kwarg:{callee}:{key}")


def _notebook_cells(text):
    """The code cells of a notebook as (cell number counted from 1 over all cells, source); IPython magics and
    shell escapes are blanked so that the rest parses."""
    cells = []
    for number, cell in enumerate(json.loads(text).get("cells", []), 1):
        if cell.get("cell_type") != "code":
            continue
        source = cell.get("source", "")
        source = "".join(source) if isinstance(source, list) else source
        cells.append((number, "\n".join("" if row.lstrip().startswith(("%", "!")) else row
                                         for row in source.split("\n"))))
    return cells


def _visit(checker, source, filename):
    try:
        tree = ast.parse(source, filename=filename)
    except SyntaxError as exc:
        checker.findings.append(Finding(filename, exc.lineno or 1, "<syntax error>", "unknown",
                                        f"the code does not parse: {exc.msg}"))
        return
    checker.visit(tree)


def check_source(source, filename="<string>", resolver=None):
    """The findings of one piece of Python source. Code that does not parse gives one ``unknown`` finding."""
    checker = _FileChecker(filename, resolver or _Resolver())
    _visit(checker, source, filename)
    return checker.findings


def check_notebook(text, filename="<notebook>", resolver=None):
    """The findings of a notebook's code cells, read in order as one program (names imported in one cell are
    known in the next); each finding's file is ``filename[cell N]`` and its line counts within that cell."""
    checker = _FileChecker(filename, resolver or _Resolver())
    for number, source in _notebook_cells(text):
        checker.filename = f"{filename}[cell {number}]"
        _visit(checker, source, checker.filename)
    return checker.findings


def _files(paths, notebooks):
    exts = (".py", ".ipynb") if notebooks else (".py",)
    for path in paths:
        if os.path.isdir(path):
            for root, dirs, names in os.walk(path):
                dirs[:] = sorted(d for d in dirs if not d.startswith(".") and d != "__pycache__")
                for name in sorted(names):
                    if name.endswith(exts):
                        yield os.path.join(root, name)
        elif os.path.exists(path):
            yield path
        else:
            raise FileNotFoundError(f"check: no such file or folder: '{path}'")


def check_paths(paths, notebooks=True):
    """The findings of every ``.py`` (and ``.ipynb``) file under ``paths``, in file and line order."""
    resolver = _Resolver()
    findings = []
    for path in _files(paths, notebooks):
        with open(path, encoding="utf-8", errors="replace") as f:
            text = f.read()
        if path.endswith(".ipynb"):
            try:
                findings += check_notebook(text, path, resolver)
            except ValueError as exc:
                findings.append(Finding(path, 1, "<notebook>", "unknown", f"not a readable notebook: {exc}"))
        else:
            findings += check_source(text, path, resolver)
    return findings


def render_json(findings):
    """The findings and their counts as a JSON document."""
    counts = Counter(f.status for f in findings)
    return json.dumps({"counts": {s: counts.get(s, 0) for s in STATUSES},
                       "findings": [asdict(f) for f in findings]}, indent=1, ensure_ascii=False)


def _base(file):
    """The file of a finding without a notebook's ``[cell N]``."""
    return file.split("[cell ", 1)[0]


def render_text(findings):
    """A readable report: the counts, then each non-supported name with its uses and the files affected."""
    counts = Counter(f.status for f in findings)
    files = sorted({_base(f.file) for f in findings})
    lines = [f"mindspore-compat check: {len(findings)} uses of the MindSpore API in {len(files)} file(s)",
             "  " + ", ".join(f"{counts.get(s, 0)} {s}" for s in STATUSES)]
    titles = {"unsupported": "Not supported (reason)", "different": "Behaves differently (see the page "
              "'Differences from MindSpore')", "unknown": "Not in MindSpore 2.10's API"}
    for status in ("unsupported", "different", "unknown"):
        group = defaultdict(list)
        for f in findings:
            if f.status == status:
                group[(f.name, f.detail)].append(f)
        if not group:
            continue
        lines += ["", f"{titles[status]}:"]
        for (name, detail), uses in sorted(group.items(), key=lambda item: (-len(item[1]), item[0])):
            where = ", ".join(f"{u.file}:{u.line}" for u in uses[:4]) + (" ..." if len(uses) > 4 else "")
            lines.append(f"  {name}  ({len(uses)} use{'s' if len(uses) != 1 else ''}): {detail}")
            lines.append(f"      {where}")
    affected = sorted({_base(f.file) for f in findings if f.status != "supported"})
    if affected:
        lines += ["", f"Files with uses that need attention ({len(affected)}):"] + [f"  {f}" for f in affected]
    return "\n".join(lines)


USAGE = """usage: python -m mindspore_compat check [-h] [--format {text,json}] [--fail-on STATUS] [--no-notebooks] PATH [PATH ...]

Report, without running anything, how the MindSpore code under PATH (files or folders of .py and .ipynb) maps onto
mindspore_compat: every use of the MindSpore API is supported, unsupported (with the reason and what to use
instead), different (a row of the 'Differences from MindSpore' page) or unknown (not in MindSpore 2.10's API).

options:
  -h, --help            show this help message and exit
  --format {text,json}  the report's format (default: text)
  --fail-on STATUS      exit with status 1 when any use has STATUS (unsupported, different or unknown);
                        repeatable or comma-separated
  --no-notebooks        skip .ipynb files
"""


def main(args):
    """The ``check`` command: prints the report and returns the exit status."""
    fmt, fail_on, notebooks, paths = "text", set(), True, []
    items = list(args)
    while items:
        item = items.pop(0)
        if item in ("-h", "--help"):
            sys.stdout.write(USAGE)
            return 0
        if item == "--no-notebooks":
            notebooks = False
        elif item.split("=", 1)[0] in ("--format", "--fail-on"):
            option, _, value = item.partition("=")
            if not value:
                if not items:
                    return _error(f"argument {option}: expected one argument")
                value = items.pop(0)
            if option == "--format":
                if value not in ("text", "json"):
                    return _error(f"argument --format: invalid choice: '{value}' (choose from 'text', 'json')")
                fmt = value
            else:
                for status in value.split(","):
                    if status not in STATUSES[1:]:
                        return _error(f"argument --fail-on: invalid choice: '{status}' (choose from "
                                      "'unsupported', 'different', 'unknown')")
                    fail_on.add(status)
        elif item.startswith("-") and item != "-":
            return _error(f"unrecognized arguments: {item}")
        else:
            paths.append(item)
    if not paths:
        return _error("the following arguments are required: PATH")
    try:
        findings = check_paths(paths, notebooks=notebooks)
    except FileNotFoundError as exc:
        return _error(str(exc).partition(": ")[2])
    print(render_json(findings) if fmt == "json" else render_text(findings))
    return 1 if any(f.status in fail_on for f in findings) else 0


def _error(message):
    sys.stderr.write(USAGE.split("\n\n", 1)[0] + "\n")
    sys.stderr.write(f"python -m mindspore_compat check: error: {message}\n")
    return 2
