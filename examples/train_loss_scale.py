"""Train a small float16 classifier with MindSpore's dynamic loss scaling.

This is a plain MindSpore script: nothing in it knows about PyTorch. Run it unmodified with
``python -m mindspore_compat run examples/train_loss_scale.py``.
"""
import numpy as np

import mindspore as ms
from mindspore import nn, Tensor

ms.set_seed(0)
np.random.seed(0)

# Two interleaved spirals: a problem a linear model cannot solve.
n, classes = 600, 3
t = np.linspace(0.0, 1.0, n // classes)
features, labels = [], []
for c in range(classes):
    r = t * 4.0
    angle = c * 2.0 * np.pi / classes + t * 4.0 + np.random.randn(t.size) * 0.15
    features.append(np.stack([r * np.sin(angle), r * np.cos(angle)], axis=1))
    labels.append(np.full(t.size, c))
x_all = np.concatenate(features).astype(np.float32)
y_all = np.concatenate(labels).astype(np.int32)
order = np.random.permutation(n)
x_all, y_all = x_all[order], y_all[order]
x_train, y_train, x_test, y_test = x_all[:480], y_all[:480], x_all[480:], y_all[480:]


class MLP(nn.Cell):
    def __init__(self):
        super(MLP, self).__init__()
        self.fc1 = nn.Dense(2, 64)
        self.fc2 = nn.Dense(64, 64)
        self.fc3 = nn.Dense(64, classes)
        self.relu = nn.ReLU()

    def construct(self, x):
        x = self.relu(self.fc1(x))
        x = self.relu(self.fc2(x))
        return self.fc3(x)


net = MLP()
net.to_float(ms.float16)                      # compute in float16, keep float32 master weights
loss_fn = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
optimizer = nn.Momentum(net.trainable_params(), learning_rate=0.05, momentum=0.9)
manager = nn.DynamicLossScaleUpdateCell(loss_scale_value=2**24, scale_factor=2, scale_window=50)
train_net = nn.TrainOneStepWithLossScaleCell(nn.WithLossCell(net, loss_fn), optimizer, scale_sense=manager)
train_net.set_train()

batch = 32
overflows = 0
print("step      loss  overflow       scale")
for step in range(1, 601):
    idx = np.random.randint(0, len(x_train), batch)
    loss, overflow, scale = train_net(Tensor(x_train[idx]), Tensor(y_train[idx]))
    overflows += int(overflow.asnumpy())
    if step <= 10 or step % 100 == 0:
        print(f"{step:4d} {float(loss.asnumpy()):9.4f} {str(bool(overflow.asnumpy())):>9} {float(scale.asnumpy()):11.1f}")

net.set_train(False)
logits = net(Tensor(x_test))
accuracy = float((logits.asnumpy().argmax(axis=1) == y_test).mean())
print(f"overflow steps skipped: {overflows}")
print(f"final loss scale: {float(train_net.scale_sense.asnumpy()):.1f}")
print(f"test accuracy: {accuracy:.3f}")
