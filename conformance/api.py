"""``python -m conformance --api``: our exported names against MindSpore 2.10's manifest, per namespace.

For each MindSpore namespace in ``data/mindspore-2.10-manifest.json`` (``mindspore``, ``mindspore.nn``, ...), the
module at the same path under ``mindspore_compat`` is imported (a namespace we don't have yet: every name
missing) and each public MindSpore name is looked up: present or missing; for classes and functions the
signature (``__init__`` for classes) is compared -- parameter names, kinds, order and defaults, annotations
ignored; for present classes, the manifest's methods are looked up too.
"""
import ast
import importlib
import inspect
import json
import re
import os

__all__ = ["MANIFEST_PATH", "load_manifest", "our_module_name", "signature_equal", "compare", "render"]

MANIFEST_PATH = os.path.join(os.path.dirname(os.path.abspath(__file__)), "data", "mindspore-2.10-manifest.json")


def load_manifest(path=MANIFEST_PATH):
    with open(path, encoding="utf-8") as f:
        return json.load(f)


def our_module_name(namespace):
    return "mindspore_compat" + namespace[len("mindspore"):]


def _params(sig_text):
    """[(name, kind, default source)] of a signature string, without self/cls; None if unparsable."""
    text = sig_text.split(" -> ")[0].strip()
    while re.search(r"<[^<>]*>", text):  # reprs such as <built-in function callable> do not parse: placeholders
        text = re.sub(r"<[^<>]*>", "_", text)
    try:
        fn = ast.parse(f"def f{text}: pass").body[0]
    except SyntaxError:
        return None
    a = fn.args
    out = []
    pos = a.posonlyargs + a.args
    defaults = [None] * (len(pos) - len(a.defaults)) + list(a.defaults)
    out += [(arg.arg, "pos", None if d is None else ast.unparse(d)) for arg, d in zip(pos, defaults)]
    if a.vararg:
        out.append((a.vararg.arg, "*", None))
    out += [(arg.arg, "kw", None if d is None else ast.unparse(d)) for arg, d in zip(a.kwonlyargs, a.kw_defaults)]
    if a.kwarg:
        out.append((a.kwarg.arg, "**", None))
    return [p for p in out if p[0] not in ("self", "cls")]


def _norm_default(src):
    if src is None:
        return None
    return src.replace("mindspore.common.dtype.", "mstype.").replace("mindspore.", "mstype.")


def signature_equal(ours, theirs):
    if ours is None or theirs is None:
        return False
    a, b = _params(ours), _params(theirs)
    if a is None or b is None:
        return ours == theirs
    norm = lambda ps: [(n, k, _norm_default(d)) for n, k, d in ps]  # noqa: E731
    return norm(a) == norm(b)


def _our_signature(obj, kind):
    target = obj.__init__ if kind == "class" else obj
    try:
        return str(inspect.signature(target))
    except (TypeError, ValueError):
        return None


def compare(manifest):
    """{namespace: {"module", "import_error", "names", "present", "checked", "equal", "missing": [...],
    "differs": [(name, ours, theirs)], "members": int, "members_missing": [...]}}"""
    out = {}
    for ns in sorted(manifest):
        mod_name = our_module_name(ns)
        info = {"module": mod_name, "import_error": None, "names": 0, "present": 0, "checked": 0, "equal": 0,
                "missing": [], "differs": [], "members": 0, "members_missing": []}
        try:
            module = importlib.import_module(mod_name)
        except Exception as exc:  # noqa: BLE001 -- a namespace we don't have yet
            module, info["import_error"] = None, f"{type(exc).__name__}: {exc}"
        for name, entry in sorted(manifest[ns].items()):
            if name.startswith("_"):
                continue
            info["names"] += 1
            kind = entry.get("kind")
            obj = getattr(module, name, None) if module is not None else None
            if module is None or not hasattr(module, name):
                info["missing"].append(name)
                continue
            info["present"] += 1
            theirs = entry.get("init") if kind == "class" else entry.get("sig") if kind == "function" else None
            if theirs is not None:
                info["checked"] += 1
                ours = _our_signature(obj, kind)
                if signature_equal(ours, theirs):
                    info["equal"] += 1
                else:
                    info["differs"].append((name, ours, theirs))
            if kind == "class":
                for member in entry.get("members", {}):
                    if member.startswith("_") and member != "__call__":
                        continue
                    info["members"] += 1
                    if not hasattr(obj, member):
                        info["members_missing"].append(f"{name}.{member}")
        out[ns] = info
    return out


def render(result, verbose=False):
    head = ("namespace", "names", "present", "sig-checked", "sig-equal", "missing", "members", "mem-missing")
    width = max(len(head[0]), *(len(ns) for ns in result))
    lines = [f"{head[0]:<{width}}  " + "  ".join(f"{h:>11}" for h in head[1:])]
    tot = [0] * 7
    for ns, info in result.items():
        vals = [info["names"], info["present"], info["checked"], info["equal"], len(info["missing"]),
                info["members"], len(info["members_missing"])]
        tot = [a + b for a, b in zip(tot, vals)]
        note = "  (not implemented: all missing)" if info["import_error"] else ""
        lines.append(f"{ns:<{width}}  " + "  ".join(f"{v:>11}" for v in vals) + note)
    lines.append(f"{'total':<{width}}  " + "  ".join(f"{v:>11}" for v in tot))
    if verbose:
        for ns, info in result.items():
            if info["import_error"]:
                lines += ["", f"{ns}: {info['module']} not importable: {info['import_error']}"]
                continue
            if info["missing"]:
                lines += ["", f"{ns}: missing ({len(info['missing'])}): " + ", ".join(info["missing"])]
            for name, ours, theirs in info["differs"]:
                lines.append(f"{ns}.{name}: signature {ours} != MindSpore {theirs}")
            if info["members_missing"]:
                lines.append(f"{ns}: methods missing ({len(info['members_missing'])}): "
                             + ", ".join(info["members_missing"]))
    return "\n".join(lines)
