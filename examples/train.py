"""Model-zoo-style MindSpore training script: LeNet5 on handwritten digits with Model, amp_level "O2" and
dynamic loss scaling.

The script is plain MindSpore 2.x code: ``import mindspore`` and nothing else of mindspore_compat. Run it unmodified
with

    python -m mindspore_compat run examples/train.py [--epochs N] [--ckpt-dir DIR]

The data are scikit-learn's bundled digits (1,797 grey 8x8 images of 0-9, scanned handwriting from UCI), upsampled
to LeNet's 32x32 input with the dataset pipeline; 20 % are held out for testing. The script prints LossMonitor's
lines, every change of the loss scale, the test accuracy, and saves checkpoints (MindSpore's .ckpt format), then
loads the last one into a fresh network and checks it predicts the same.
"""
import argparse
import os
import shutil
import tempfile

import numpy as np
from sklearn.datasets import load_digits

import mindspore as ms
import mindspore.dataset as ds
import mindspore.dataset.transforms as transforms
import mindspore.dataset.vision as vision
from mindspore import nn
from mindspore.common.initializer import Normal
from mindspore.train import (Callback, CheckpointConfig, LossMonitor, Model, ModelCheckpoint, load_checkpoint,
                             load_param_into_net)


class LeNet5(nn.Cell):
    """LeNet5 of MindSpore's model zoo: two 5x5 convolutions with 2x2 max pooling, then three dense layers."""

    def __init__(self, num_class=10, num_channel=1):
        super(LeNet5, self).__init__()
        self.conv1 = nn.Conv2d(num_channel, 6, 5, pad_mode="valid")
        self.conv2 = nn.Conv2d(6, 16, 5, pad_mode="valid")
        self.fc1 = nn.Dense(16 * 5 * 5, 120, weight_init=Normal(0.02))
        self.fc2 = nn.Dense(120, 84, weight_init=Normal(0.02))
        self.fc3 = nn.Dense(84, num_class, weight_init=Normal(0.02))
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


def create_dataset(images, labels, batch_size=32, training=True):
    """8x8 digit images (values 0-16) -> normalised 1x32x32 float32 images and int32 labels, batched."""
    data = ds.NumpySlicesDataset({"image": images, "label": labels}, shuffle=training)
    image_ops = [
        vision.Resize((32, 32), interpolation=vision.Inter.LINEAR),
        vision.Rescale(1.0 / 16.0, 0.0),
        vision.Normalize(mean=[0.3], std=[0.35]),
        vision.HWC2CHW(),
    ]
    data = data.map(operations=image_ops, input_columns="image")
    data = data.map(operations=transforms.TypeCast(ms.int32), input_columns="label")
    return data.batch(batch_size, drop_remainder=training)


class LossScaleLog(Callback):
    """Prints the loss scale whenever it changes, and counts the skipped (overflowed) steps."""

    def __init__(self):
        super(LossScaleLog, self).__init__()
        self.scale = None
        self.skipped = 0
        self.trajectory = []

    def on_train_step_end(self, run_context):
        cb_params = run_context.original_args()
        _, overflow, scale = cb_params.net_outputs
        scale = float(scale.asnumpy().reshape(-1)[0])
        if bool(overflow.asnumpy()):
            self.skipped += 1
        if scale != self.scale:
            print(f"step {cb_params.cur_step_num}: loss scale {scale:g}", flush=True)
            self.trajectory.append((cb_params.cur_step_num, scale))
            self.scale = scale


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--epochs", type=int, default=10)
    parser.add_argument("--ckpt-dir", default=None, help="where checkpoints go (default: a temporary folder)")
    args = parser.parse_args()

    ms.set_seed(1)
    digits = load_digits()
    images = digits.images.astype(np.float32)[..., None]        # (1797, 8, 8, 1), HWC
    labels = digits.target.astype(np.int32)
    order = np.random.RandomState(0).permutation(len(images))
    n_test = len(images) // 5
    test_idx, train_idx = order[:n_test], order[n_test:]
    train_ds = create_dataset(images[train_idx], labels[train_idx], training=True)
    test_ds = create_dataset(images[test_idx], labels[test_idx], batch_size=120, training=False)

    net = LeNet5()
    loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
    optimizer = nn.Momentum(net.trainable_params(), learning_rate=0.02, momentum=0.9)
    manager = ms.DynamicLossScaleManager(init_loss_scale=2 ** 24, scale_factor=2, scale_window=100)
    model = Model(net, loss_fn=loss, optimizer=optimizer, metrics={"accuracy"}, amp_level="O2",
                  loss_scale_manager=manager)

    # checkpoints go to --ckpt_dir when given, else to a temporary folder removed at the end
    ckpt_dir = args.ckpt_dir or tempfile.mkdtemp(prefix="lenet_digits_")
    try:
        steps = train_ds.get_dataset_size()
        config = CheckpointConfig(save_checkpoint_steps=steps, keep_checkpoint_max=2)
        checkpoint = ModelCheckpoint(prefix="lenet", directory=ckpt_dir, config=config)
        scale_log = LossScaleLog()
        model.train(args.epochs, train_ds, callbacks=[LossMonitor(per_print_times=steps), scale_log, checkpoint])

        accuracy = model.eval(test_ds)["accuracy"]
        print(f"loss scale trajectory (step, scale): {scale_log.trajectory}")
        print(f"skipped steps (overflow): {scale_log.skipped} of {args.epochs * steps}")
        print(f"test accuracy: {accuracy:.4f}")

        ckpt_file = checkpoint.latest_ckpt_file_name
        print(f"checkpoint: {ckpt_file} ({os.path.getsize(ckpt_file)} bytes)")
        restored = LeNet5()
        param_not_load, _ = load_param_into_net(restored, load_checkpoint(ckpt_file))
        restored_model = Model(restored, loss_fn=loss, metrics={"accuracy"})
        restored_accuracy = restored_model.eval(test_ds)["accuracy"]
        print(f"restored from checkpoint: accuracy {restored_accuracy:.4f}, parameters not loaded: {param_not_load}")
        # the restored network runs in float32 (the trained one in float16 under O2): equal up to a prediction or two
        if accuracy < 0.95 or abs(restored_accuracy - accuracy) > 0.01:
            raise SystemExit("training did not reach 95% test accuracy, or the checkpoint did not restore it")

    finally:
        if not args.ckpt_dir:
            shutil.rmtree(ckpt_dir, ignore_errors=True)

if __name__ == "__main__":
    main()
