"""Replays a case of tests/data/layers/layer_cases.py on mindspore_compat and compares with the values recorded
from the real MindSpore 2.10 (CPU) by tests/data/layers/make_goldens.py."""
import functools
import importlib.util
import os

import numpy as np

import mindspore_compat as ms

DATA = os.path.join(os.path.dirname(__file__), os.pardir, os.pardir, "data", "layers")


def _load_cases():
    spec = importlib.util.spec_from_file_location("layer_cases", os.path.join(DATA, "layer_cases.py"))
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


lc = _load_cases()


@functools.lru_cache(maxsize=None)
def recorded(family):
    with np.load(os.path.join(DATA, f"{family}.npz")) as data:
        return dict(data.items())


def run_case(family, name, rtol=1e-5, atol=1e-6, check_grads=True):
    """Build the case with our nn, give it the recorded Parameters and inputs, compare outputs and gradients."""
    rec = recorded(family)
    builder, inputs = getattr(lc, f"{family.upper()}_CASES")[name]
    cell = builder(ms)
    values = lc.fill(ms, name, cell)
    names = sorted(k[len(name) + 3:] for k in rec if k.startswith(f"{name}:p:"))
    assert sorted(values) == names, "Parameter names differ from MindSpore's"
    for pname, arr in values.items():
        np.testing.assert_array_equal(arr, rec[f"{name}:p:{pname}"])
    xs = lc.make_inputs(name, inputs)
    for i, x in enumerate(xs):
        np.testing.assert_array_equal(x, rec[f"{name}:in{i}"])
    tin = [ms.Tensor(x) for x in xs]
    outs = lc.flatten(cell(*tin))
    n_out = len([k for k in rec if k.startswith(f"{name}:out")])
    assert len(outs) == n_out
    for i, o in enumerate(outs):
        want = rec[f"{name}:out{i}"]
        assert o.shape == want.shape, (i, o.shape, want.shape)
        assert o.asnumpy().dtype == want.dtype, (i, o.dtype, want.dtype)
        np.testing.assert_allclose(o.asnumpy(), want, rtol=rtol, atol=atol, err_msg=f"output {i}")
    if not check_grads or f"{name}:nograd" in rec:
        return cell
    cots = lc.cotangents(name, [tuple(o.shape) for o in outs])

    def loss(*args):
        total = 0
        for r, c in zip(lc.flatten(cell(*args)), cots):
            total = total + (r * ms.Tensor(c)).sum()
        return total

    weights = cell.trainable_params()
    float_pos = tuple(i for i, x in enumerate(xs) if x.dtype == np.float32)
    grads = ms.grad(loss, grad_position=float_pos if float_pos else None, weights=weights)(*tin)
    gin, gw = grads if float_pos else (None, grads)
    if float_pos:
        gin = gin if isinstance(gin, tuple) else (gin,)
        for i, g in zip(float_pos, gin):
            np.testing.assert_allclose(g.asnumpy(), rec[f"{name}:gin{i}"], rtol=rtol, atol=atol,
                                       err_msg=f"grad of input {i}")
    assert sorted(p.name for p in weights) == sorted(k[len(name) + 4:] for k in rec if k.startswith(f"{name}:gw:"))
    for p, g in zip(weights, gw):
        np.testing.assert_allclose(g.asnumpy(), rec[f"{name}:gw:{p.name}"], rtol=rtol, atol=atol,
                                   err_msg=f"grad of {p.name}")
    return cell
