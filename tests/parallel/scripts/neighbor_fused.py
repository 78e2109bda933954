"""Run by tests/parallel/test_neighbor_fused.py under msrun with 2 workers: the neighbour exchanges, the fused
matmul collectives, all_to_all_v_c and TCPStore; writes what each rank saw to <out>/nf_rank<r>.json."""
import json
import os
import sys

import numpy as np

import mindspore as ms
from mindspore import ops
from mindspore.communication import init, get_rank, GlobalComm

out_dir, port = sys.argv[1], int(sys.argv[2])
init()
r = get_rank()
peer = 1 - r
res = {}

# NeighborExchange: rank 0 sends 2 values and gets 3 back, rank 1 the other way round
mine, theirs = ([2], [3]) if r == 0 else ([3], [2])
swap = ops.NeighborExchange(send_rank_ids=[peer], recv_rank_ids=[peer], recv_shapes=(theirs,), send_shapes=(mine,),
                            recv_type=ms.float32)
x = ms.Tensor(np.arange(mine[0], dtype=np.float32) + 10 * r)
res["ne"] = swap((x,))[0].asnumpy().tolist()
weight = ms.Tensor(np.arange(1, theirs[0] + 1, dtype=np.float32) * (r + 1))
res["ne_grad"] = ms.grad(lambda v: (swap((v,))[0] * weight).sum())(x).asnumpy().tolist()

# NeighborExchangeV2 as in MindSpore's documented two-device example: rank 0 sits above rank 1
if r == 0:
    halo = ops.NeighborExchangeV2(send_rank_ids=[-1, -1, -1, -1, 1, -1, -1, -1], send_lens=[0, 1, 0, 0],
                                  recv_rank_ids=[-1, -1, -1, -1, 1, -1, -1, -1], recv_lens=[0, 1, 0, 0],
                                  data_format="NCHW")
    block = ms.Tensor(np.ones([1, 1, 2, 2]), ms.float32)
else:
    halo = ops.NeighborExchangeV2(send_rank_ids=[0, -1, -1, -1, -1, -1, -1, -1], send_lens=[1, 0, 0, 0],
                                  recv_rank_ids=[0, -1, -1, -1, -1, -1, -1, -1], recv_lens=[1, 0, 0, 0],
                                  data_format="NCHW")
    block = ms.Tensor(np.ones([1, 1, 2, 2]) * 2, ms.float32)
res["ne2"] = halo(block).asnumpy().tolist()
rows = ms.Tensor(np.arange(6, dtype=np.float32).reshape(1, 1, 3, 2))
res["ne2_grad"] = ms.grad(lambda v: (halo(v) * rows).sum())(block).asnumpy().tolist()

# all_to_all_v_c as in MindSpore's documented example
out = ms.Tensor(np.zeros([3]).astype(np.float32))
ops.all_to_all_v_c(out, ms.Tensor([0, 1, 2.]) * r, [0, 3, 3, 0])
res["a2avc"] = out.asnumpy().tolist()
out2 = ms.Tensor(np.zeros([3, 2], np.float32))
ops.all_to_all_v_c(out2, ms.Tensor(np.arange(6, dtype=np.float32).reshape(3, 2) + 100 * r), [1, 2, 2, 1])
res["a2avc_rows"] = out2.asnumpy().tolist()

# the fused matmul collectives (k = 256)
rng = np.random.default_rng(7)
left = rng.integers(-2, 3, size=(2, 4, 256)).astype(np.float16)
right = rng.integers(-2, 3, size=(256, 3)).astype(np.float16)
a = ms.Tensor(left[r])
b = ms.Tensor(right)
prod, gathered = ops.all_gather_matmul(a, b, GlobalComm.WORLD_COMM_GROUP, 2)
res["agm"] = prod.asnumpy().astype(np.float64).tolist()
res["agm_gathered"] = gathered.asnumpy().astype(np.float64).tolist()
_, empty = ops.all_gather_matmul(a, ms.Tensor(right.T.copy()), GlobalComm.WORLD_COMM_GROUP, 2, gather_output=False,
                                 trans_x2=True)
res["agm_empty"] = list(empty.shape)
res["mrs"] = ops.matmul_reduce_scatter(a, b, GlobalComm.WORLD_COMM_GROUP, 2).asnumpy().astype(np.float64).tolist()
try:
    ops.all_gather_matmul(a, b, GlobalComm.WORLD_COMM_GROUP, 4)
except RuntimeError as exc:
    res["agm_size_error"] = str(exc)

# a TCPStore served by rank 0
store = ops.TCPStore("127.0.0.1", port, world_size=2, is_master=(r == 0))
store.set(f"from{r}", f"hello {r}")
res["store_get"] = store.get(f"from{peer}").decode()
store.add("count", r + 1)
ms.mint.distributed.barrier()
res["store_count"] = store.add("count", 0)

# reshard keeps the value, and checks its arguments with several processes
res["reshard"] = ops.reshard(x, ms.parallel.Layout((2,), ("dp",))("dp")).asnumpy().tolist()
try:
    ops.reshard(x, "dp")
except TypeError as exc:
    res["reshard_error"] = str(exc)
ms.mint.distributed.barrier()
with open(os.path.join(out_dir, f"nf_rank{r}.json"), "w") as f:
    json.dump(res, f)
