"""Networks shared by the boost tests."""
import numpy as np

from mindspore_compat import Tensor, Parameter, nn, ops


class SeedNet(nn.Cell):
    """The seed example network (spec/goldens.md "seed Net"): ``x @ weight`` with weight ones[16, 10]."""

    def __init__(self, in_features=16, out_features=10):
        super(SeedNet, self).__init__()
        self.weight = Parameter(Tensor(np.ones([in_features, out_features]).astype(np.float32)), name='weight')
        self.matmul = ops.MatMul()

    def construct(self, x):
        return self.matmul(x, self.weight)


def seed_data():
    """x = ones[10, 16], labels = ones[10] (broadcast against the [10, 10] output)."""
    return Tensor(np.ones([10, 16]).astype(np.float32)), Tensor(np.ones([10]).astype(np.float32))


def w00(net):
    return float(net.weight.asnumpy()[0, 0])


class LeNet5(nn.Cell):
    """Model-zoo LeNet5 (8 trainable Parameters)."""

    def __init__(self, num_class=10, num_channel=1):
        super(LeNet5, self).__init__()
        self.conv1 = nn.Conv2d(num_channel, 6, 5, pad_mode='valid')
        self.conv2 = nn.Conv2d(6, 16, 5, pad_mode='valid')
        self.fc1 = nn.Dense(16 * 5 * 5, 120)
        self.fc2 = nn.Dense(120, 84)
        self.fc3 = nn.Dense(84, num_class)
        self.relu = nn.ReLU()
        self.max_pool2d = nn.MaxPool2d(kernel_size=2, stride=2)
        self.flatten = nn.Flatten()

    def construct(self, x):
        x = self.max_pool2d(self.relu(self.conv1(x)))
        x = self.max_pool2d(self.relu(self.conv2(x)))
        x = self.flatten(x)
        x = self.relu(self.fc1(x))
        x = self.relu(self.fc2(x))
        return self.fc3(x)
