"""Run by tests/parallel/test_distributed.py under msrun with 2 workers: exercises the collectives and writes
what each rank saw to <out>/coll_rank<r>.json."""
import json
import os
import sys

import numpy as np

import mindspore as ms
from mindspore import ops
from mindspore.communication import init, get_rank, get_group_size, create_group, get_local_rank
from mindspore.communication import get_group_rank_from_world_rank, get_world_rank_from_group_rank
import mindspore.mint.distributed as dist

out_dir = sys.argv[1]
init()
r, n = get_rank(), get_group_size()
res = {"rank": r, "size": n, "local": get_local_rank(), "env": [os.environ.get(k) for k in
                                                                 ("RANK_ID", "RANK_SIZE", "DEVICE_ID", "MS_ROLE")]}
x = ms.Tensor(np.array([1.0, 2.0], np.float32) * (r + 1))
dist.all_reduce(x)
res["all_reduce"] = x.asnumpy().tolist()
y = ms.Tensor(np.array([r + 1.0], np.float32))
dist.all_reduce(y, op="max")
res["all_reduce_max"] = y.asnumpy().tolist()
parts = [ms.Tensor(np.zeros(2, np.float32)) for _ in range(n)]
dist.all_gather(parts, ms.Tensor(np.array([r, 10 * r], np.float32)))
res["all_gather"] = [p.asnumpy().tolist() for p in parts]
b = ms.Tensor(np.array([r + 5], np.int32))
dist.broadcast(b, src=1)
res["broadcast"] = b.asnumpy().tolist()
o = ms.Tensor(np.zeros(1, np.float32))
dist.reduce_scatter_tensor(o, ms.Tensor(np.array([1.0, 2.0], np.float32) * (r + 1)))
res["reduce_scatter"] = o.asnumpy().tolist()
a2a = ms.Tensor(np.zeros(2, np.float32))
dist.all_to_all_single(a2a, ms.Tensor(np.array([10.0 * r, 10.0 * r + 1], np.float32)))
res["all_to_all_single"] = a2a.asnumpy().tolist()
objs = [None] * n
dist.all_gather_object(objs, {"r": r})
res["objects"] = objs
if r == 0:
    dist.send(ms.Tensor(np.array([42.0], np.float32)), dst=1)
else:
    buf = ms.Tensor(np.zeros(1, np.float32))
    res["recv"] = [dist.recv(buf, src=0), buf.asnumpy().tolist()]
# primitives, with gradients
w = ms.Parameter(ms.Tensor(np.array([1.0, 2.0], np.float32) * (r + 1)), name="w")
grad_fn = ms.grad(lambda v: (ops.AllReduce()(v) * ops.AllReduce()(v)).sum())
res["grad_all_reduce"] = grad_fn(w).asnumpy().tolist()
res["all_gather_prim"] = ops.AllGather()(ms.Tensor(np.array([[r + 0.5]], np.float32))).asnumpy().tolist()
res["reduce_scatter_prim"] = ops.ReduceScatter()(ms.Tensor(np.array([1.0, 3.0], np.float32))).asnumpy().tolist()
x_v = ms.Parameter(ms.Tensor(np.array([0.0, 1.0, 2.0], np.float32) + 3 * r), name="x_v")
counts = [1, 2] if r == 0 else [2, 1]
res["all_to_all_v"] = ops.AlltoAllV()(x_v, counts, counts).asnumpy().tolist()
weights = ms.Tensor(np.array([1.0, 10.0, 100.0], np.float32))
grad_v = ms.grad(lambda v: (ops.AlltoAllV()(v, counts, counts) * weights).sum())
res["grad_all_to_all_v"] = grad_v(x_v).asnumpy().tolist()
res["all_to_all_vc"] = ops.AlltoAllVC()(x_v, [1, 2, 2, 1]).asnumpy().tolist()
res["all_to_all_vc_t"] = ops.AlltoAllVC(block_size=1, transpose=True)(
    ms.Tensor(np.array([0.0, 3.0, 4.0], np.float32) if r == 0 else np.array([1.0, 5.0], np.float32)),
    [1, 1, 2, 1]).asnumpy().tolist()
res["all_to_all_prim"] = ops.AlltoAll(2, 0, 0)(ms.Tensor(np.array([r, r + 0.5], np.float32))).asnumpy().tolist()
# groups
create_group("pair", [0, 1])
res["group"] = [get_group_rank_from_world_rank(r, "pair"), get_world_rank_from_group_rank("pair", 1)]
g = dist.new_group([0, 1])
z = ms.Tensor(np.array([1.0], np.float32))
dist.all_reduce(z, group=g)
res["group_all_reduce"] = z.asnumpy().tolist()
dist.barrier()
with open(os.path.join(out_dir, f"coll_rank{r}.json"), "w") as f:
    json.dump(res, f)
