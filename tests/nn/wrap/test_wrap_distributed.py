"""Data-parallel training with two CPU processes (gloo): gradients are averaged by DistributedGradReducer and an
overflow on one rank makes every rank skip the step."""
import json
import os

import numpy as np
import pytest
import torch
import torch.multiprocessing as mp

pytestmark = pytest.mark.skipif(not torch.distributed.is_available(), reason="torch.distributed not available")


def _worker(rank, world, init_file, out_dir):
    import torch.distributed as dist
    dist.init_process_group("gloo", init_method=f"file://{init_file}", rank=rank, world_size=world)
    try:
        import mindspore_compat as ms
        from mindspore_compat import Tensor, Parameter, nn, ops
        ms.set_auto_parallel_context(parallel_mode="data_parallel", gradients_mean=True)

        class Net(nn.Cell):
            def __init__(self):
                super().__init__()
                self.weight = Parameter(Tensor(np.ones([16, 10]).astype(np.float32)), name="weight")
                self.matmul = ops.MatMul()

            def construct(self, x):
                return self.matmul(x, self.weight)

        net = Net()
        opt = nn.Momentum(net.trainable_params(), learning_rate=0.1, momentum=0.9)
        manager = nn.DynamicLossScaleUpdateCell(2**12, 2, 1000)
        train = nn.TrainOneStepWithLossScaleCell(nn.WithLossCell(net, nn.MSELoss()), opt, scale_sense=manager)
        y = Tensor(np.ones([10]).astype(np.float32))
        result = {"reducer": type(train.grad_reducer).__name__, "degree": train.degree}
        x = Tensor(np.full([10, 16], 1.0 + rank, np.float32))
        out = train(x, y)
        result["step1"] = [bool(out[1].asnumpy()), float(net.weight.asnumpy()[0, 0])]
        bad = Tensor(np.full([10, 16], 1e19 if rank == 1 else 1.0, np.float32))
        out = train(bad, y)
        result["step2"] = [bool(out[1].asnumpy()), float(net.weight.asnumpy()[0, 0]),
                           float(train.scale_sense.asnumpy())]
        with open(os.path.join(out_dir, f"rank{rank}.json"), "w") as f:
            json.dump(result, f)
    finally:
        dist.destroy_process_group()


def test_two_process_data_parallel(tmp_path):
    mp.spawn(_worker, args=(2, str(tmp_path / "init"), str(tmp_path)), nprocs=2, join=True)
    results = [json.loads((tmp_path / f"rank{r}.json").read_text()) for r in range(2)]
    assert results[0] == results[1]
    r = results[0]
    assert r["reducer"] == "DistributedGradReducer" and r["degree"] == 2
    # mean of rank 0's gradient (3.0) and rank 1's (2 * 10 * 2 * 31 / 100 = 12.4), lr 0.1
    assert r["step1"][0] is False and abs(r["step1"][1] - (1 - 0.1 * (3.0 + 12.4) / 2)) < 1e-5
    # rank 1 overflows: both ranks skip and halve the scale
    assert r["step2"][0] is True and r["step2"][1] == r["step1"][1] and r["step2"][2] == 2048.0
