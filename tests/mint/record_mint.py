"""Record the outputs of ``CASES`` from the REAL MindSpore 2.10 (CPU) into ``mint_recorded.json``.

Run with MindSpore's own interpreter, from outside the repository (so ``import mindspore`` is the real one)::

    cd /tmp && <mindspore-python> <repo>/tests/mint/record_mint.py

Each case is a Python expression over the fixtures in ``SETUP``; the file keeps, per case, the result's dtype, shape
and values, or the exception type and message. Cases MindSpore 2.10 cannot run on its CPU (kernel not registered)
are kept with ``"cpu_unregistered": true`` and are not compared. ``tests/mint/test_mint_recorded.py`` replays the
same expressions on mindspore_compat.
"""
import json
import os
import sys

SETUP = """
import numpy as np
import mindspore
from mindspore import Tensor, mint
import mindspore.mint.nn.functional as F
from mindspore.mint import linalg, special
f = Tensor(np.array([[1.5, -2.0, 0.25], [3.0, 0.5, -1.0]], np.float32))
g = Tensor(np.array([[0.5, 1.0, -3.0], [2.0, -0.5, 4.0]], np.float32))
i = Tensor(np.array([[1, 2, 3], [4, 5, 6]], np.int32))
j = Tensor(np.array([3, 1, 2], np.int64))
b = Tensor(np.array([[True, False, True], [False, False, True]]))
v = Tensor(np.array([1.0, 2.0, 3.0], np.float32))
m = Tensor(np.array([[2.0, 1.0], [1.0, 3.0]], np.float32))
x4 = Tensor(np.arange(32, dtype=np.float32).reshape(1, 2, 4, 4) / 10)
w4 = Tensor(np.linspace(-1, 1, 36, dtype=np.float32).reshape(2, 2, 3, 3))
lab = Tensor(np.array([2, 0], np.int64))
p = Tensor(np.array([[0.2, 0.7, 0.9], [0.6, 0.1, 0.4]], np.float32))
"""

CASES = [
    # ---- element-wise and overloaded
    "mint.add(f, g)", "mint.add(f, g, alpha=2)", "mint.add(i, 2)", "mint.add(i, 2.5)", "mint.add(i, f)",
    "mint.sub(f, g, alpha=0.5)", "mint.sub(i, 1)", "mint.mul(i, 2.0)", "mint.mul(f, g)",
    "mint.div(i, 2)", "mint.div(f, g, rounding_mode='floor')", "mint.div(f, g, rounding_mode='trunc')",
    "mint.floor_divide(i, 4)", "mint.fmod(f, 1.5)", "mint.remainder(f, 1.5)", "mint.remainder(i, -4)",
    "mint.eq(i, 2)", "mint.greater_equal(f, g)", "mint.lerp(f, g, 0.25)", "mint.xlogy(p, v)",
    "mint.clamp(f, -1.0, 1.0)", "mint.clamp(i, 2, 5)", "mint.clamp(f, min=0.0)", "mint.sqrt(i)", "mint.abs(f)",
    "mint.exp(f)", "mint.log(p)", "mint.sigmoid(f)", "mint.tanh(f)", "mint.neg(i)", "mint.square(i)",
    "mint.rsqrt(p)", "mint.reciprocal(f)", "mint.erf(f)", "mint.frac(f)", "mint.sign(f)", "mint.round(f)",
    "mint.bitwise_not(i)", "mint.bitwise_not(b)", "mint.isnan(f)", "mint.logical_and(b, i)",
    "mint.maximum(f, g)", "mint.pow(f, 2)", "mint.float_power(i, 2)", "mint.addcdiv(f, g, p, value=0.5)",
    "mint.where(b, f, g)", "mint.where(b, f, 0.0)", "mint.where(b)",
    # ---- reductions
    "mint.sum(f)", "mint.sum(i)", "mint.sum(i, dtype=mindspore.float32)", "mint.sum(f, 1, True)",
    "mint.mean(f)", "mint.mean(f, 0)", "mint.mean(f, (0, 1), True)", "mint.mean(i)",
    "mint.prod(i)", "mint.prod(f, 1)", "mint.amax(f)", "mint.amax(f, 1)", "mint.amin(f, 0, True)",
    "mint.max(f)", "mint.max(f, 1)", "mint.max(f, 0, True)", "mint.max(f, g)", "mint.min(f)", "mint.min(f, 1)",
    "mint.argmax(f)", "mint.argmax(f, 1)", "mint.argmin(f, 1, True)", "mint.all(b)", "mint.all(b, 1)",
    "mint.any(b)", "mint.any(b, 0)", "mint.std(f)", "mint.std(f, 1)", "mint.var(f, correction=0)",
    "mint.var_mean(f, 1)", "mint.std_mean(f)", "mint.median(f)", "mint.median(f, 1)", "mint.nansum(f)",
    "mint.count_nonzero(i)", "mint.count_nonzero(f, 1)", "mint.logsumexp(f, 1)", "mint.norm(f)",
    "mint.norm(f, 1)", "mint.norm(f, 2, 1)", "mint.cumsum(i, 0)", "mint.cumsum(f, 1)", "mint.cumprod(f, 1)",
    "mint.cummax(f, 1)", "mint.cummin(f, 0)", "mint.trace(m)",
    # ---- shapes and indexing
    "mint.cat([f, g])", "mint.cat((f, g), 1)", "mint.concat([f, g], -1)", "mint.stack([f, g])",
    "mint.stack([f, g], 2)", "mint.reshape(f, (3, 2))", "mint.reshape(f, (-1,))", "mint.flatten(f)",
    "mint.flatten(x4, 1)", "mint.flatten(x4, 1, 2)", "mint.squeeze(x4[:, :1], 1)", "mint.unsqueeze(v, 0)",
    "mint.transpose(f, 0, 1)", "mint.permute(x4, (0, 2, 3, 1))", "mint.t(f)", "mint.narrow(f, 1, 1, 2)",
    "mint.select(f, 1, -1)", "mint.chunk(v, 2)", "mint.split(f, 1)", "mint.split(f, [1, 2], 1)",
    "mint.gather(f, 1, Tensor(np.array([[0, 0], [2, 1]], np.int64)))",
    "mint.index_select(f, 1, Tensor(np.array([2, 0], np.int64)))",
    "mint.scatter(f, 1, Tensor(np.array([[0], [2]], np.int64)), g)",
    "mint.scatter_add(f, 1, Tensor(np.array([[0, 0], [2, 2]], np.int64)), g)",
    "mint.index_add(f, 1, Tensor(np.array([0, 2], np.int64)), g[:, :2], alpha=2)",
    "mint.masked_select(f, b)", "mint.repeat_interleave(v, 2)", "mint.repeat_interleave(f, 2, 0)",
    "mint.tile(v, (2,))", "mint.flip(f, (1,))", "mint.roll(v, 1)", "mint.tril(m)", "mint.triu(f, 1)",
    "mint.broadcast_to(v, (2, 3))", "mint.diag(v)", "mint.diag(v, 1)", "mint.diag(f)", "mint.diag(f, 1)",
    "mint.sort(f, dim=1)", "mint.sort(f, dim=0, descending=True)", "mint.argsort(f, 1)",
    "mint.topk(f, 2)", "mint.topk(f, 1, 0, False)", "mint.kthvalue(f, 2, 1)", "mint.unique_consecutive(j)",
    "mint.nonzero(b)", "mint.meshgrid(v, j)", "mint.meshgrid(v, j, indexing='xy')", "mint.diff(v)",
    "mint.searchsorted(v, Tensor(np.array([2.5], np.float32)))", "mint.unbind(f)", "mint.take(f, j)",
    # ---- creation
    "mint.zeros((2, 3))", "mint.zeros((2,), dtype=mindspore.int32)", "mint.ones_like(i)", "mint.zeros_like(f)",
    "mint.full((2,), 7)", "mint.full((2,), 1.5)", "mint.full_like(i, 3.7)", "mint.arange(5)", "mint.arange(1, 4, 0.5)",
    "mint.eye(3)", "mint.eye(2, 3, mindspore.int32)", "mint.empty(2, 3).shape", "mint.empty((2, 3)).dtype",
    "mint.empty_like(i).dtype", "mint.clone(f)",
    # ---- linear algebra
    "mint.matmul(f, mint.t(g))", "mint.mm(m, m)", "mint.bmm(x4[0], x4[0])", "mint.mv(m, v[:2])",
    "mint.dot(v, v)", "mint.vdot(v, v)", "mint.outer(v, v)", "mint.inverse(m)", "mint.addmm(m, m, m, beta=0.5)",
    "mint.baddbmm(x4[0], x4[0], x4[0], alpha=2)", "mint.cdist(f, g)", "mint.cross(f, g, 1)",
    "mint.einsum('ij,kj->ik', f, g)", "mint.allclose(f, f)", "mint.isclose(f, g)", "mint.histc(f, 4)",
    "mint.triangular_solve(v[:2].reshape(2, 1), mint.triu(m))",
    "linalg.inv(m)", "linalg.norm(f)", "linalg.vector_norm(f, 1)", "linalg.matrix_norm(m)",
    "linalg.matrix_norm(m, 'nuc')", "linalg.qr(m)",
    "special.erfc(f)", "special.expm1(f)", "special.log1p(p)", "special.exp2(f)", "special.sinc(f)",
    "special.round(f)", "special.log_softmax(f, 1)",
    # ---- nn.functional
    "F.relu(f)", "F.relu6(f * 4)", "F.gelu(f)", "F.gelu(f, approximate='tanh')", "F.silu(f)", "F.sigmoid(f)",
    "F.elu(f)", "F.leaky_relu(f)", "F.hardtanh(f)", "F.logsigmoid(f)", "F.softmax(f, 1)", "F.softmax(f)",
    "F.log_softmax(f, 1)", "F.glu(f[:, :2])", "F.threshold(f, 0.3, -9.0)", "F.normalize(f)",
    "F.normalize(f, 1.0, 0)", "F.prelu(f, Tensor(np.array([0.1], np.float32)))",
    "F.linear(f, g)", "F.linear(f, g, v[:2])", "F.layer_norm(f, (3,))",
    "F.group_norm(x4, 2)", "F.batch_norm(x4, Tensor(np.zeros(2, np.float32)), Tensor(np.ones(2, np.float32)))",
    "F.conv2d(x4, w4)", "F.conv2d(x4, w4, None, 1, 1)", "F.conv2d(x4, w4, v[:2], 2, 'same')",
    "F.avg_pool2d(x4, 2)", "F.max_pool2d(x4, 2)", "F.max_pool2d(x4, 3, 1, 1)", "F.adaptive_avg_pool2d(x4, 1)",
    "F.pad(f, (1, 1))", "F.pad(x4, (1, 0, 0, 1), 'reflect')", "F.interpolate(x4, scale_factor=2.0)",
    "F.one_hot(lab)", "F.one_hot(lab, 4)", "F.dropout(f, 0.0)", "F.dropout(f, 0.5, False)",
    "F.flatten(x4)", "F.unfold(x4, 2)", "F.embedding(lab, f)", "F.pixel_shuffle(x4.reshape(1, 8, 2, 2), 2)",
    "F.mse_loss(f, g)", "F.mse_loss(f, g, 'sum')", "F.cross_entropy(f, lab)",
    "F.cross_entropy(f, lab, label_smoothing=0.1)", "F.nll_loss(F.log_softmax(f, 1), lab)",
    "F.binary_cross_entropy(p, mint.sigmoid(g))", "F.binary_cross_entropy_with_logits(f, p)",
    "F.binary_cross_entropy_with_logits(f, p, reduction='none', pos_weight=v)",
    "F.kl_div(F.log_softmax(f, 1), F.softmax(g, 1))", "F.kl_div(F.log_softmax(f, 1), F.log_softmax(g, 1), "
    "'batchmean', True)", "F.soft_margin_loss(f, mint.sign(g))",
    "F.cosine_embedding_loss(f, g, Tensor(np.array([1, -1], np.int32)))",
    # ---- errors
    "mint.add('a', 1)", "mint.cat([f, i])", "mint.sum(f, 5)", "mint.reshape(f, (4, 2))",
]


def _tensor_like(obj):
    return hasattr(obj, "asnumpy") and hasattr(obj, "dtype")


def _encode(obj):
    import numpy as np
    if _tensor_like(obj):
        a = obj.asnumpy()
        return {"dtype": str(obj.dtype), "shape": list(a.shape),
                "values": np.where(np.isnan(a), None, a).tolist() if a.dtype.kind == "f" else a.tolist()}
    if isinstance(obj, (tuple, list)):
        return {"seq": [_encode(o) for o in obj]}
    if isinstance(obj, (bool, int, float, str)) or obj is None:
        return {"py": obj}
    return {"repr": str(obj)}


def _run_from(start):
    """Child: run the cases from `start`. MindSpore's CPU runtime can keep a failed kernel's error and raise it
    again on the next calls; when a case fails with the same message as the case before it, the child stops and the
    parent reruns that case in a fresh process."""
    env = {}
    exec(SETUP, env)
    last = None
    for k in range(start, len(CASES)):
        case = CASES[k]
        try:
            res = _encode(eval(case, env))
            last = None
        except Exception as exc:                       # noqa: BLE001 — the exception is what is recorded
            msg = str(exc).split("\n")[0]
            if k > start and msg == last:
                return
            last = msg
            res = {"error": type(exc).__name__, "message": msg}
            if "unregistered" in msg or "KernelMod Init Failed" in msg or "not support" in msg:
                res["cpu_unregistered"] = True
        print(json.dumps([k, res]), flush=True)


def main(path=None):
    import subprocess
    if len(sys.argv) > 2 and sys.argv[1] == "--from":
        _run_from(int(sys.argv[2]))
        return
    results, k = {}, 0
    while k < len(CASES):
        proc = subprocess.run([sys.executable, os.path.abspath(__file__), "--from", str(k)], capture_output=True,
                              text=True, check=False)
        lines = [line for line in proc.stdout.splitlines() if line.startswith("[")]
        if not lines:                                  # the process died on case k
            results[k] = {"error": "crash", "message": proc.stderr.strip().splitlines()[-1:]}
            k += 1
            continue
        for line in lines:
            idx, res = json.loads(line)
            results[idx] = res
        k = max(results) + 1
    script = os.path.relpath(os.path.abspath(__file__), os.path.join(os.path.dirname(__file__), os.pardir, os.pardir))
    out = {"source": f"recorded from MindSpore 2.10.0 CPU by {script}", "setup": SETUP,
           "cases": {CASES[k]: results[k] for k in sorted(results)}}
    path = path or os.path.join(os.path.dirname(os.path.abspath(__file__)), "mint_recorded.json")
    with open(path, "w", encoding="utf-8") as fh:
        json.dump(out, fh, indent=1)
    print(f"{len(CASES)} cases written to {path}", file=sys.stderr)


if __name__ == "__main__":
    main()
