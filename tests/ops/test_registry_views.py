"""Registry-wide property test: for every operator with more than one view, on generated inputs of each dtype the
entry declares, the functional op, the primitive and the Tensor method give identical values, dtypes and shapes,
and raise identical errors (type and message).

Each entry carries its sample arguments (``cases`` / ``bad``, as implementation keyword arguments); a view takes
part in a case when the case can be expressed through the view's parameters (a view that fixes an argument, e.g.
``ops.TopK`` always using the last dimension, skips cases that set it otherwise).

The ``mindspore.mint``, ``mint.nn.functional`` and ``mindspore.numpy`` functions built on an entry are checked the
same way against the entry's functional op: same values, dtypes and shapes, and the same errors on the bad cases.
"""
import inspect

import numpy as np
import pytest

from mindspore_compat import Tensor
from mindspore_compat.ops import _registry

_EMPTY = inspect.Parameter.empty
_POS = inspect.Parameter.POSITIONAL_OR_KEYWORD


def _input(entry, dtype, seed):
    rng = np.random.default_rng(seed)
    if dtype == "bool":
        data = rng.integers(0, 2, entry.shape).astype(bool)
    elif dtype.startswith("uint"):
        data = rng.integers(0, 50, entry.shape).astype(dtype)
    elif dtype.startswith("int"):
        data = rng.integers(-50, 50, entry.shape).astype(dtype)
    else:
        data = rng.permutation(np.prod(entry.shape)).reshape(entry.shape).astype(dtype) - 3
    return Tensor(data)


def _impl_params(entry):
    return inspect.signature(entry.impl).parameters


def _wanted(entry, case):
    """The implementation arguments a case stands for: the implementation's defaults updated with the case."""
    out = {n: p.default for n, p in _impl_params(entry).items() if p.default is not _EMPTY}
    out.update(case)
    return out


def _same(a, b):
    return a is b or (type(a) is type(b) and a == b)


def _plan(entry, view, params, case, skip_self):
    """{view parameter: value} expressing `case` through the view, or None when the view cannot express it."""
    impl_params = list(_impl_params(entry))
    wanted = _wanted(entry, case)
    rename = dict(view.rename)
    if skip_self:
        rename.setdefault("self", impl_params[0])
    covered, out = {}, {}
    for p in params:
        if p.kind not in (_POS, inspect.Parameter.KEYWORD_ONLY):
            return None
        t = rename.get(p.name, p.name)
        if t is None or t in covered:
            continue
        covered[t] = p.name
        if t == impl_params[0]:
            out[p.name] = "INPUT"
        elif t in wanted:
            out[p.name] = wanted[t]
        elif p.default is _EMPTY:
            return None
    for n in impl_params[1:]:
        if n not in covered and n not in view.fixed and n in case and not _same(case[n], _wanted(entry, {})[n]):
            return None
        if n in view.fixed and n in wanted and not _same(view.fixed[n], wanted[n]):
            return None
    return out


def _calls(entry, case):
    """[(view label, callable(input))] for every view that can express `case`."""
    calls = []
    for (kind, name), view in entry.views.items():
        if kind == "function":
            spec = entry.specs[(kind, name)]
            params = list(inspect.signature(view).parameters.values())
            plan = _plan(entry, spec, params, case, False)
            if plan is None:
                continue
            calls.append((f"ops.{name}(kw)", _kw_call(view, plan)))
            calls.append((f"ops.{name}(pos)", _pos_call(view, params, plan)))
        elif kind == "method":
            spec = entry.specs[(kind, name)]
            params = list(spec.sig.parameters.values())
            plan = _plan(entry, spec, params, case, True)
            if plan is None:
                continue
            calls.append((f"Tensor.{name}(kw)", _method_call(name, plan, params, True)))
            calls.append((f"Tensor.{name}(pos)", _method_call(name, plan, params, False)))
        else:
            spec = entry.specs[(kind, name)]
            init_params = [p for p in spec.init.parameters.values() if p.name != "self"]
            call_params = [p for p in spec.sig.parameters.values() if p.name != "self"]
            plan = _plan(entry, spec, init_params + call_params, case, False)
            if plan is None:
                continue
            init_kw = {p.name: plan[p.name] for p in init_params if p.name in plan}
            call_plan = {p.name: plan[p.name] for p in call_params if p.name in plan}
            calls.append((f"ops.{name}", _prim_call(view, init_kw, call_params, call_plan)))
    return calls


def _kw_call(fn, plan):
    return lambda x: fn(**{k: (x if v == "INPUT" else v) for k, v in plan.items()})


def _pos_call(fn, params, plan):
    args = []
    for p in params:
        if p.kind is not _POS or p.name not in plan:
            break
        args.append(plan[p.name])
    return lambda x: fn(*[(x if isinstance(a, str) and a == "INPUT" else a) for a in args])


def _method_call(name, plan, params, by_keyword):
    rest = {k: v for k, v in plan.items() if v != "INPUT"}
    if by_keyword:
        return lambda x: getattr(x, name)(**rest)
    args = [rest[p.name] for p in params[1:] if p.kind is _POS and p.name in rest]
    return lambda x: getattr(x, name)(*args)


def _prim_call(cls, init_kw, call_params, call_plan):
    def run(x):
        p = cls(**init_kw)
        return p(*[(x if isinstance(call_plan[q.name], str) and call_plan[q.name] == "INPUT" else call_plan[q.name])
                   for q in call_params if q.name in call_plan])
    return run


def _outcome(fn, x):
    try:
        r = fn(x)
    except Exception as e:  # noqa: BLE001 -- the error is what is compared
        return ("raise", type(e), str(e))
    parts = r if isinstance(r, tuple) else (r,)
    return ("ok", tuple((t.dtype, t.shape, t.asnumpy().tobytes()) for t in parts))


def _entries():
    out = []
    for name, entry in sorted(_registry.REGISTRY.items()):
        if len(entry.views) > 1:
            out.append(pytest.param(entry, id=name))
    return out


@pytest.mark.parametrize("entry", _entries())
def test_views_agree(entry):
    checked = 0
    for dtype in entry.dtypes:
        for seed, case in enumerate(entry.cases):
            x = _input(entry, dtype, seed)
            calls = _calls(entry, case)
            assert calls, f"no view of {entry.name} can express {case}"
            outcomes = {label: _outcome(fn, x) for label, fn in calls}
            first_label, first = next(iter(outcomes.items()))
            for label, got in outcomes.items():
                assert got == first, f"{entry.name} {dtype} {case}: {label} gives {got[:2]} but {first_label} gives " \
                                     f"{first[:2]}"
            checked += len(calls) > 1
    assert checked, f"no case of {entry.name} reaches two views"


@pytest.mark.parametrize("entry", [e for e in _entries() if e.values[0].bad])
def test_views_raise_alike(entry):
    x = _input(entry, entry.dtypes[0], 0)
    for case in entry.bad:
        calls = _calls(entry, case)
        outcomes = {label: _outcome(fn, x) for label, fn in calls}
        assert all(o[0] == "raise" for o in outcomes.values()), f"{entry.name} {case}: {outcomes}"
        kinds = {(o[1], o[2]) for o in outcomes.values()}
        assert len(kinds) == 1, f"{entry.name} {case}: views disagree: {outcomes}"
        err = next(iter(kinds))
        assert f"'{entry.name}'" in err[1], f"{entry.name} {case}: the message does not name the operator: {err}"
        assert issubclass(err[0], (TypeError, ValueError, RuntimeError, IndexError)), err


# ----- the mint and numpy views: mindspore.mint, mint.nn.functional and mindspore.numpy functions built on an entry --
# They are adapters with their own (PyTorch- or NumPy-style) parameter names, so a case is expressed through them by
# name, with the usual renames; a function that cannot express a case (or is the very ops object) is skipped.
_RENAMES = {"axis": ("dim", "axis"), "keep_dims": ("keepdim", "keepdims", "keep_dims"), "x": ("input", "x", "a"),
            "input": ("input", "x", "a"), "other": ("other", "x2"), "y": ("other", "y", "x2"),
            "values": ("values", "x2")}
# Functions of these namespaces that share an ops name but are not views of its entry: they compute something else,
# as in MindSpore.
_NOT_VIEWS = {
    "mint.diag": "PyTorch's diag (the diagonal of a matrix, or a matrix from a vector); ops.diag builds a 2k-D tensor",
    "numpy.diag": "NumPy's diag (the diagonal of a matrix, or a matrix from a vector); ops.diag builds a 2k-D tensor",
}


def _namespace_views():
    from mindspore_compat import mint, numpy as mnp
    from mindspore_compat.mint.nn import functional as mint_f
    return (("mint", mint), ("mint.nn.functional", mint_f), ("numpy", mnp))


def _foreign_plan(entry, fn, case):
    """(positional input slot name, {param: value}) expressing `case` through `fn`, or None."""
    try:
        params = list(inspect.signature(fn).parameters.values())
    except (TypeError, ValueError):
        return None
    if [p.kind for p in params] == [inspect.Parameter.VAR_POSITIONAL, inspect.Parameter.VAR_KEYWORD]:
        return _overload_plan(entry, case)
    if not params or params[0].kind not in (_POS, inspect.Parameter.POSITIONAL_ONLY):
        return None
    impl_params = list(_impl_params(entry))
    wanted = _wanted(entry, case)
    defaults = _wanted(entry, {})
    names = {p.name: p for p in params[1:]}
    plan = {}
    for n in impl_params[1:]:
        target = next((c for c in _RENAMES.get(n, (n,)) if c in names), None)
        if target is None:
            if n in case and not _same(case[n], defaults.get(n)):
                return None
            continue
        if n in wanted:
            plan[target] = wanted[n]
    if any(p.default is _EMPTY and p.name not in plan and p.kind in (_POS, inspect.Parameter.KEYWORD_ONLY)
           for p in params[1:]):
        return None
    return plan


def _overload_plan(entry, case):
    """For an overloaded function (``*args, **kwargs``): the case's values positionally, in the entry's order."""
    impl_params = list(_impl_params(entry))[1:]
    given = [n for n in impl_params if n in case]
    if given != impl_params[:len(given)]:
        return None
    return tuple(case[n] for n in given)


def _foreign_calls(entry, case):
    fn_views = [(n, v) for (k, n), v in entry.views.items() if k == "function"]
    if not fn_views:
        return None, []
    name, ops_fn = fn_views[0]
    out = []
    for label, module in _namespace_views():
        fn = getattr(module, name, None) if name in getattr(module, "__all__", ()) else None
        if fn is None or fn is ops_fn or f"{label}.{name}" in _NOT_VIEWS:
            continue
        plan = _foreign_plan(entry, fn, case)
        if isinstance(plan, tuple):
            out.append((f"{label}.{name}", lambda x, fn=fn, plan=plan: fn(x, *plan)))
        elif plan is not None:
            out.append((f"{label}.{name}", lambda x, fn=fn, plan=plan: fn(x, **plan)))
    ops_plan = _plan(entry, entry.specs[("function", name)], list(inspect.signature(ops_fn).parameters.values()),
                     case, False)
    reference = None if ops_plan is None else (f"ops.{name}", _kw_call(ops_fn, ops_plan))
    return reference, out


def _foreign_entries():
    out = []
    for name, entry in sorted(_registry.REGISTRY.items()):
        if any(_foreign_calls(entry, case)[1] for case in entry.cases[:1]):
            out.append(pytest.param(entry, id=name))
    return out


@pytest.mark.parametrize("entry", _foreign_entries())
def test_mint_and_numpy_views_agree_with_ops(entry):
    checked = 0
    for dtype in entry.dtypes:
        for seed, case in enumerate(entry.cases):
            reference, calls = _foreign_calls(entry, case)
            if reference is None or not calls:
                continue
            x = _input(entry, dtype, seed)
            want = _outcome(reference[1], x)
            for label, fn in calls:
                got = _outcome(fn, x)
                assert got == want, f"{entry.name} {dtype} {case}: {label} gives {got[:2]} but {reference[0]} " \
                                    f"gives {want[:2]}"
                checked += 1
    assert checked, f"no case of {entry.name} reaches a mint or numpy view"


def _foreign_bad_entries():
    out = []
    for param in _foreign_entries():
        entry = param.values[0]
        if any(_foreign_calls(entry, case)[0] is not None and _foreign_calls(entry, case)[1] for case in entry.bad):
            out.append(param)
    return out


@pytest.mark.parametrize("entry", _foreign_bad_entries())
def test_mint_and_numpy_views_raise_as_ops(entry):
    x = _input(entry, entry.dtypes[0], 0)
    checked = 0
    for case in entry.bad:
        reference, calls = _foreign_calls(entry, case)
        if reference is None or not calls:
            continue
        want = _outcome(reference[1], x)
        assert want[0] == "raise", f"{entry.name} {case}: ops does not raise"
        for label, fn in calls:
            assert _outcome(fn, x) == want, f"{entry.name} {case}: {label} does not raise as {reference[0]}"
            checked += 1
    assert checked
