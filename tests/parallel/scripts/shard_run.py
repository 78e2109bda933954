"""Run by tests/parallel/test_shard.py under msrun with 2 workers: mindspore.shard and Cell.shard against the
plain calls; writes what each rank saw to <out>/shard_rank<r>.json."""
import json
import os
import sys

import numpy as np

import mindspore as ms
from mindspore import nn, ops
from mindspore.communication import init, get_rank
from mindspore.parallel import Layout

out_dir = sys.argv[1]
init()
r = get_rank()
res = {}
rng = np.random.default_rng(3)
a = ms.Tensor(rng.standard_normal((4, 3)).astype(np.float32))
w = ms.Tensor(rng.standard_normal((3, 5)).astype(np.float32))


def affine(x, y):
    return ops.relu(ops.matmul(x, y)) + x.sum()


plain = affine(a, w)
sharded = ms.shard(affine, in_strategy=((2, 1), (1, 1)))
out = sharded(a, w)
res["fn_type"] = type(out).__name__
res["fn_close"] = bool(np.allclose(out.asnumpy(), plain.asnumpy(), rtol=1e-6, atol=1e-6))
grid = Layout((2, 1), ("dp", "mp"))
res["layout_close"] = bool(np.allclose(ms.parallel.shard(affine, in_strategy=(grid("dp", "None"), grid("None", "None")))(
    a, w).asnumpy(), plain.asnumpy(), rtol=1e-6, atol=1e-6))
grad_plain = ms.grad(lambda x: affine(x, w).sum())(a)
grad_sharded = ms.grad(lambda x: sharded(x, w).sum())(a)
res["grad_close"] = bool(np.allclose(grad_sharded.asnumpy(), grad_plain.asnumpy(), rtol=1e-6, atol=1e-6))

# a Cell: plain run, then the same Cell sharded on its batch axis, with its weight split by parameter_plan
ms.set_seed(5)
net = nn.Dense(3, 6)
x = ms.Tensor(rng.standard_normal((8, 3)).astype(np.float32))
before = net(x).asnumpy()
grads_before = [g.asnumpy() for g in ms.grad(lambda v: net(v).sum(), grad_position=None, weights=net.trainable_params())(x)]
net.shard(in_strategy=((2, 1),), parameter_plan={"self.weight": (2, 1)})
after = net(x)
res["cell_type"] = type(after).__name__
res["cell_close"] = bool(np.allclose(after.asnumpy(), before, rtol=1e-6, atol=1e-6))
grads_after = [g.asnumpy() for g in ms.grad(lambda v: net(v).sum(), grad_position=None, weights=net.trainable_params())(x)]
res["cell_grads_close"] = all(np.allclose(g1, g0, rtol=1e-5, atol=1e-6) for g0, g1 in zip(grads_before, grads_after))
res["param_type"] = type(net.weight._t).__name__   # plain again after the call
try:
    ms.shard(affine, in_strategy=[(2, 1)])
except TypeError as exc:
    res["list_error"] = str(exc)
try:
    net.shard(in_strategy=((2, 1),), parameter_plan={"self.weight": (4, 1)})
except ValueError as exc:
    res["plan_error"] = str(exc)
with open(os.path.join(out_dir, f"shard_rank{r}.json"), "w") as f:
    json.dump(res, f)
