"""Our exported names and signatures against MindSpore 2.10's manifest (DESIGN decision 9).

For every namespace we implement, each public MindSpore name is either exported with MindSpore's signature, or
listed in ``mindspore_compat/_data/unsupported.txt`` with a reason; signature differences we accept are listed in
``tests/data/api_signature_differences.txt`` with a reason. Both lists must stay honest: a listed name that is now
exported (or whose signature now matches) fails the test.
"""
import ast
import importlib
import inspect
import json
import re
import pathlib

import pytest

import mindspore_compat

DATA = pathlib.Path(__file__).parent / "data"
MANIFEST = json.loads((pathlib.Path(mindspore_compat.__file__).parent.parent / "conformance" / "data" /
                       "mindspore-2.10-manifest.json").read_text()) \
    if (pathlib.Path(mindspore_compat.__file__).parent.parent / "conformance" / "data" /
        "mindspore-2.10-manifest.json").exists() else None

# MindSpore namespace -> our module: every namespace of the manifest, at the same path under mindspore_compat
NAMESPACES = {ns: "mindspore_compat" + ns[len("mindspore"):] for ns in (MANIFEST or {})}
UNSUPPORTED = pathlib.Path(mindspore_compat.__file__).parent / "_data" / "unsupported.txt"


def _listed(filename):
    out = {}
    path = UNSUPPORTED if filename == "api_not_supported.txt" else DATA / filename
    if not path.exists():
        return out
    for line in path.read_text().splitlines():
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        key, _, reason = line.partition("|")
        out[key.strip()] = reason.strip()
    return out


def _params(sig_text):
    """[(name, kind, default source)] of a signature string, ignoring annotations; None if unparsable."""
    text = sig_text.split("->")[0].strip() if "->" in sig_text else sig_text
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
    for arg, d in zip(pos, defaults):
        out.append((arg.arg, "pos", None if d is None else ast.unparse(d)))
    if a.vararg:
        out.append((a.vararg.arg, "*", None))
    for arg, d in zip(a.kwonlyargs, a.kw_defaults):
        out.append((arg.arg, "kw", None if d is None else ast.unparse(d)))
    if a.kwarg:
        out.append((a.kwarg.arg, "**", None))
    return [p for p in out if p[0] not in ("self", "cls")]


def _normalise_default(src):
    if src is None:
        return None
    return src.replace("mindspore.common.dtype.", "mstype.").replace("mindspore.", "mstype.")


def _our_signature(obj, kind):
    target = obj.__init__ if kind == "class" else obj
    try:
        return str(inspect.signature(target))
    except (TypeError, ValueError):
        return None


def _signature_equal(ours, theirs):
    if ours is None or theirs is None:
        return False
    a, b = _params(ours), _params(theirs)
    if a is None or b is None:
        return ours == theirs
    norm = lambda ps: [(n, k, _normalise_default(d)) for n, k, d in ps]  # noqa: E731
    return norm(a) == norm(b)


def _cases():
    if MANIFEST is None:
        return []
    cases = []
    for ns, mod_name in NAMESPACES.items():
        for name, entry in MANIFEST.get(ns, {}).items():
            if name.startswith("_"):
                continue
            cases.append((ns, mod_name, name, entry))
    return cases


def _module(mod_name):
    try:
        return importlib.import_module(mod_name)
    except ModuleNotFoundError:
        return None


def test_manifest_present():
    assert MANIFEST is not None, "conformance/data/mindspore-2.10-manifest.json is missing"


def test_every_name_exported_or_listed():
    unsupported = _listed("api_not_supported.txt")
    missing, stale = [], []
    for ns, mod_name, name, _ in _cases():
        mod = _module(mod_name)
        key = f"{ns}:{name}"
        present = mod is not None and hasattr(mod, name)
        if not present and key not in unsupported:
            missing.append(key)
        if present and key in unsupported:
            stale.append(key)
    assert not missing, f"{len(missing)} MindSpore names neither exported nor listed as unsupported: {missing[:40]}"
    assert not stale, f"names listed as unsupported but exported now (remove them from the list): {stale}"


def test_reasons_given():
    for key, reason in _listed("api_not_supported.txt").items():
        assert reason, f"{key} is listed as unsupported without a reason"
    for key, reason in _listed("api_signature_differences.txt").items():
        assert reason, f"{key} is listed as a signature difference without a reason"


def test_signatures_match():
    accepted = _listed("api_signature_differences.txt")
    bad, stale = [], []
    for ns, mod_name, name, entry in _cases():
        kind = entry.get("kind")
        if kind not in ("class", "function"):
            continue
        mod = _module(mod_name)
        if mod is None or not hasattr(mod, name):
            continue
        theirs = entry.get("init") if kind == "class" else entry.get("sig")
        if theirs is None:
            continue
        ours = _our_signature(getattr(mod, name), kind)
        equal = _signature_equal(ours, theirs)
        key = f"{ns}:{name}"
        if not equal and key not in accepted:
            bad.append(f"{key}: ours {ours} vs MindSpore {theirs}")
        if equal and key in accepted:
            stale.append(key)
    assert not bad, "signature mismatches:\n" + "\n".join(bad[:60])
    assert not stale, f"listed as differing but equal now (remove from the list): {stale}"


def test_all_is_explicit_and_importable():
    for mod_name in NAMESPACES.values():
        mod = _module(mod_name)
        if mod is None:
            continue
        assert hasattr(mod, "__all__"), f"{mod_name} has no __all__"
        for name in mod.__all__:
            assert hasattr(mod, name), f"{mod_name}.__all__ names {name!r}, which does not exist"
