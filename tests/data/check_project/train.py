"""A small MindSpore training script used by tests/test_check.py (line numbers are pinned there)."""
import numpy as np
import mindspore as ms
import mindspore.nn as nn
from mindspore import Tensor, context
from mindspore.ops import operations as P
from mindspore.train import Model
from mindspore.train import export_split_mindir
import mindspore.dataset.vision.c_transforms_v0 as CV

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU", no_such_key=1)
context.set_context(enable_sparse=True)


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc = nn.Dense(4, 2)
        self.matmul = P.MatMul()
        self.reg = ms.ops.Push("x")

    def construct(self, x):
        return self.fc(x)


net = Net()
cell = nn.TrainOneStepWithLossScaleCell
model = Model(net, nn.MSELoss(), nn.Momentum(net.trainable_params(), 0.1, 0.9), amp_level="O1")
model.train(1, None, dataset_sink_mode=True)
x = Tensor(np.ones((2, 4)), ms.float32)
bad = ms.nn.NoSuchLayer()
