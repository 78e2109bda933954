"""The package's import graph, read with ``ast`` (nothing is imported): the subpackages and top-level modules of
mindspore_compat form no cycle, and ``_backend/`` imports nothing from the package.

Every import statement counts, module-level or inside a function: an import hidden in a function still makes the
two parts depend on each other. The parts are found on disk, so new subpackages are covered without editing this
file.
"""
import ast
import os

ROOT = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "mindspore_compat")


def _part(dotted):
    """The top-level part of the package a dotted module name belongs to (``None`` for the package itself)."""
    pieces = dotted.split(".")
    return pieces[1] if len(pieces) > 1 else None


def _imports():
    """(importing file, line, importing part, imported part) for every import of the package by the package."""
    found = []
    for folder, _, files in os.walk(ROOT):
        for name in files:
            if not name.endswith(".py"):
                continue
            path = os.path.join(folder, name)
            rel = os.path.relpath(path, os.path.dirname(ROOT))[:-3].split(os.sep)
            is_init = rel[-1] == "__init__"
            module = rel[:-1] if is_init else rel
            here = _part(".".join(module))
            with open(path, encoding="utf-8") as f:
                tree = ast.parse(f.read(), path)
            for node in ast.walk(tree):
                targets = []
                if isinstance(node, ast.ImportFrom):
                    if node.level:
                        base = module if is_init else module[:-1]
                        base = base[:len(base) - (node.level - 1)]
                        stem = ".".join(base + ([node.module] if node.module else []))
                        targets = [stem + "." + a.name for a in node.names] if node.module is None else [stem]
                    elif node.module and node.module.split(".")[0] == "mindspore_compat":
                        targets = [node.module]
                elif isinstance(node, ast.Import):
                    targets = [a.name for a in node.names if a.name.split(".")[0] == "mindspore_compat"]
                for target in targets:
                    found.append((os.path.relpath(path, ROOT), node.lineno, here, _part(target)))
    return found


def _edges():
    edges = {}
    for path, line, src, dst in _imports():
        if src is not None and src != dst:
            edges.setdefault(src, {}).setdefault(dst, []).append(f"{path}:{line}")
    return edges


def _reaches(edges, start, goal):
    seen, todo = set(), [start]
    while todo:
        node = todo.pop()
        for nxt in edges.get(node, {}):
            if nxt == goal:
                return True
            if nxt not in seen:
                seen.add(nxt)
                todo.append(nxt)
    return False


def test_the_graph_covers_the_parts_on_disk():
    parts = {name[:-3] if name.endswith(".py") else name for name in os.listdir(ROOT)
             if (name.endswith(".py") and name != "__init__.py")
             or os.path.isfile(os.path.join(ROOT, name, "__init__.py"))}
    assert {"_backend", "common", "nn", "ops", "train", "amp"} <= parts
    edges = _edges()
    assert set(edges) <= parts and "nn" in edges and "common" in edges["nn"]


def test_backend_imports_nothing_from_the_package():
    offending = [f"{path}:{line} imports {dst or 'mindspore_compat'}" for path, line, src, dst in _imports()
                 if src == "_backend" and dst != "_backend"]
    assert not offending, offending


def test_no_cycle_between_subpackages():
    edges = _edges()
    cycles = []
    for src, targets in edges.items():
        for dst, where in targets.items():
            if _reaches(edges, dst, src):
                cycles.append(f"{src} -> {dst} ({', '.join(where[:3])}) and back")
    assert not cycles, "\n".join(cycles)


# Imports of the package's own modules made inside a function, each with the cycle it breaks. Everything else is
# imported at module top; an import of an optional third-party package inside a function is not listed here.
FUNCTION_LEVEL_IMPORTS = {
    # Tensor(init=..., shape=..., dtype=...) fills itself through the initializer, and initializer.py builds Tensors
    ("common/tensor.py", "from .initializer import _fill"): "common.tensor <-> common.initializer",
    # the window and LogSpace primitives compute with the functional windows/logspace, and ops.function imports
    # ops._op_def (which registers every operator) at its top
    ("ops/_op_def/window_def.py", "from ..function import array_func"): "ops._op_def <-> ops.function.array_func",
    ("ops/_op_def/range_def.py", "from ..function import math_func"): "ops._op_def <-> ops.function.math_func",
    # a rewrite Node hands out the public SymbolTree it belongs to, and SymbolTree's methods take and return Nodes
    ("rewrite/api/node.py", "from .symbol_tree import SymbolTree"): "rewrite.api.node <-> rewrite.api.symbol_tree",
}


def _own_import(node):
    if isinstance(node, ast.ImportFrom):
        return node.level > 0 or (node.module or "").split(".")[0] == "mindspore_compat"
    return any(a.name.split(".")[0] == "mindspore_compat" for a in node.names)


def _function_level_imports():
    """(file relative to the package, import statement) of each import of the package made inside a function."""
    found = set()
    for folder, _, files in os.walk(ROOT):
        for name in files:
            if not name.endswith(".py"):
                continue
            path = os.path.join(folder, name)
            with open(path, encoding="utf-8") as f:
                tree = ast.parse(f.read(), path)
            functions = [n for n in ast.walk(tree) if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef,
                                                                      ast.Lambda))]
            for function in functions:
                for node in ast.walk(function):
                    if isinstance(node, (ast.Import, ast.ImportFrom)) and _own_import(node):
                        found.add((os.path.relpath(path, ROOT).replace(os.sep, "/"), ast.unparse(node)))
    return found


def test_function_level_imports_are_the_listed_cycle_breakers():
    found = _function_level_imports()
    unlisted = sorted(found - set(FUNCTION_LEVEL_IMPORTS))
    assert not unlisted, f"import these at module top (or list the cycle they break): {unlisted}"
    stale = sorted(set(FUNCTION_LEVEL_IMPORTS) - found)
    assert not stale, f"no longer made inside a function, drop from FUNCTION_LEVEL_IMPORTS: {stale}"


# Modules whose job is to import modules by name: the ``mindspore`` import alias and ``python -m mindspore_compat
# check`` (it resolves the dotted names a user asks about).
NAME_IMPORTERS = {"_alias.py", "_check.py"}


def test_no_import_of_the_package_by_name_string():
    """``__import__`` / ``importlib.import_module`` of the package's own modules would hide an edge from this file:
    outside NAME_IMPORTERS they may only name third-party packages, as a string literal."""
    offending = []
    for folder, _, files in os.walk(ROOT):
        for name in files:
            path = os.path.join(folder, name)
            rel = os.path.relpath(path, ROOT).replace(os.sep, "/")
            if not name.endswith(".py") or rel in NAME_IMPORTERS:
                continue
            with open(path, encoding="utf-8") as f:
                tree = ast.parse(f.read(), path)
            for node in ast.walk(tree):
                if not isinstance(node, ast.Call):
                    continue
                func = node.func
                called = func.id if isinstance(func, ast.Name) else getattr(func, "attr", None)
                if called not in ("__import__", "import_module"):
                    continue
                first = node.args[0] if node.args else None
                literal = isinstance(first, ast.Constant) and isinstance(first.value, str)
                if not literal or first.value.split(".")[0] in ("mindspore_compat", "mindspore") \
                        or first.value.startswith("."):
                    offending.append(f"{rel}:{node.lineno}")
    assert not offending, offending
