"""Why a GRAPH_MODE step is slow on this machine: graphs compiled, graph breaks and a profile of one step."""
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import numpy as np  # noqa: E402
import torch  # noqa: E402
import torch._dynamo  # noqa: E402
import graph_mode as gm  # noqa: E402
import mindspore as ms  # noqa: E402
from mindspore import Tensor  # noqa: E402

ms.set_context(device_target=sys.argv[1] if len(sys.argv) > 1 else "GPU")
level = sys.argv[2] if len(sys.argv) > 2 else "O1"
x = Tensor(np.random.rand(32, 1, 32, 32).astype(np.float32))
y = Tensor(np.random.randint(0, 10, 32).astype(np.int32))
step, comp, first = gm._cell_step(gm.LeNet5, x, y, ms.GRAPH_MODE, level)
for _ in range(3):
    step()
c = torch._dynamo.utils.counters
print("graph breaks:", dict(c["graph_break"]))
print("stats:", dict(c["stats"]))
print("recompiles:", dict(c.get("recompiles", {})))
if torch.cuda.is_available():
    torch.cuda.synchronize()
t = time.perf_counter()
for _ in range(20):
    step()
if torch.cuda.is_available():
    torch.cuda.synchronize()
print(f"step {(time.perf_counter() - t) / 20 * 1e3:.2f} ms")
from torch.profiler import profile  # noqa: E402
with profile() as p:
    for _ in range(5):
        step()
print(p.key_averages().table(sort_by="self_cpu_time_total", row_limit=22, max_name_column_width=70))
