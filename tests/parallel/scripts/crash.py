"""Run by tests/parallel/test_distributed.py under msrun with 2 workers: rank 1 is killed while rank 0 waits in a
collective; writes rank 0's pid to <out>/pid0 first."""
import os
import signal
import sys
import time

import numpy as np

import mindspore as ms
from mindspore.communication import init, get_rank
import mindspore.mint.distributed as dist

init()
if get_rank() == 0:
    with open(os.path.join(sys.argv[1], "pid0"), "w") as f:
        f.write(str(os.getpid()))
    x = ms.Tensor(np.ones(1, np.float32))
    for _ in range(600):
        dist.all_reduce(x)          # blocks once rank 1 is gone
        time.sleep(0.5)
else:
    time.sleep(1)
    os.kill(os.getpid(), signal.SIGKILL)
