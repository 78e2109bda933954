"""Names MindSpore's doc pages use without showing them, supplied to a page that needs them.

Each fixture is Python source executed in the page's namespace before its first example (the worker runs it,
with whichever ``mindspore`` the worker has), binding exactly one public name. Every use is reported as a
fixture substitution next to the page's results.
"""
import re

__all__ = ["NAMES", "DESCRIPTIONS", "is_placeholder_path", "source_for", "PLACEHOLDER_JSON"]

PLACEHOLDER_JSON = {"boost": {"mode": "auto"}}

_LENET5 = '''
def _conformance_lenet5():
    from mindspore import nn
    try:
        from mindspore.common.initializer import Normal
        dense_init = Normal(0.02)
    except ImportError:
        dense_init = "normal"

    class LeNet5(nn.Cell):
        """Model-zoo LeNet5 for 1x32x32 inputs: two valid 5x5 convolutions with 2x2 max pooling, then
        Dense 16*5*5 -> 120 -> 84 -> num_class."""

        def __init__(self, num_class=10, num_channel=1, include_top=True):
            super(LeNet5, self).__init__()
            self.conv1 = nn.Conv2d(num_channel, 6, 5, pad_mode="valid")
            self.conv2 = nn.Conv2d(6, 16, 5, pad_mode="valid")
            self.relu = nn.ReLU()
            self.max_pool2d = nn.MaxPool2d(kernel_size=2, stride=2)
            self.include_top = include_top
            if include_top:
                self.flatten = nn.Flatten()
                self.fc1 = nn.Dense(16 * 5 * 5, 120, weight_init=dense_init)
                self.fc2 = nn.Dense(120, 84, weight_init=dense_init)
                self.fc3 = nn.Dense(84, num_class, weight_init=dense_init)

        def construct(self, x):
            x = self.max_pool2d(self.relu(self.conv1(x)))
            x = self.max_pool2d(self.relu(self.conv2(x)))
            if not self.include_top:
                return x
            x = self.flatten(x)
            x = self.relu(self.fc1(x))
            x = self.relu(self.fc2(x))
            return self.fc3(x)

    return LeNet5


LeNet5 = _conformance_lenet5()
del _conformance_lenet5
'''

_CREATE_DATASET = '''
def _conformance_create_dataset():
    import numpy

    def create_dataset(data_path=None, batch_size=32, repeat_size=1, num_parallel_workers=1, num_samples=64):
        """Synthetic MNIST-shaped data (images float32 [N, 1, 32, 32] in [0, 1), labels int32 in [0, 10), or
        their one-hot float32 rows), batched; ``data_path`` is ignored."""
        rng = numpy.random.RandomState(0)
        images = rng.random_sample((num_samples, 1, 32, 32)).astype(numpy.float32)
        labels = rng.randint(0, 10, size=(num_samples,)).astype(numpy.int32)
        if %(one_hot)r:
            labels = numpy.eye(10, dtype=numpy.float32)[labels]
        try:
            import mindspore.dataset as ds
        except ImportError:
            ds = None
        if ds is not None:
            data = ds.NumpySlicesDataset({"image": images, "label": labels}, shuffle=False)
            return data.batch(batch_size, drop_remainder=True).repeat(repeat_size)
        return _SyntheticBatches(images, labels, batch_size, repeat_size)

    class _SyntheticBatches:
        """(Tensor, Tensor) batches, for when mindspore.dataset is not available."""

        def __init__(self, images, labels, batch_size, repeat_size):
            self._images, self._labels = images, labels
            self._batch, self._repeat = batch_size, repeat_size

        def get_dataset_size(self):
            return len(self._images) // self._batch * self._repeat

        def get_batch_size(self):
            return self._batch

        def get_col_names(self):
            return ["image", "label"]

        def __len__(self):
            return self.get_dataset_size()

        def __iter__(self):
            return self.create_tuple_iterator()

        def create_tuple_iterator(self, columns=None, num_epochs=-1, output_numpy=False, do_copy=True):
            from mindspore import Tensor
            wrap = (lambda a: a) if output_numpy else Tensor
            for _ in range(self._repeat):
                for start in range(0, len(self._images) - self._batch + 1, self._batch):
                    stop = start + self._batch
                    yield [wrap(self._images[start:stop]), wrap(self._labels[start:stop])]

        def create_dict_iterator(self, num_epochs=-1, output_numpy=False, do_copy=True):
            for image, label in self.create_tuple_iterator(output_numpy=output_numpy):
                yield {"image": image, "label": label}

    return create_dataset


create_dataset = _conformance_create_dataset()
del _conformance_create_dataset
'''

_OPEN = '''
def _conformance_open():
    import builtins
    import json
    import os
    import tempfile
    real_open = builtins.open
    made = {}

    def open(file, *args, **kwargs):
        """builtins.open, except that a missing placeholder /path/*.json file is a temporary JSON file."""
        if isinstance(file, str) and file.startswith("/path/") and file.endswith(".json") \\
                and not os.path.exists(file):
            if file not in made:
                fd, tmp = tempfile.mkstemp(suffix=".json")
                with real_open(fd, "w") as f:
                    json.dump(%(content)r, f)
                made[file] = tmp
            file = made[file]
        return real_open(file, *args, **kwargs)

    return open


open = _conformance_open()
del _conformance_open
''' % {"content": PLACEHOLDER_JSON}

# Tutorials fetch their data with the `download` package; the fixture serves the datasets it knows from files it
# writes in the real on-disk format (small, generated), and refuses other URLs by name.
_DOWNLOAD = '''
def _conformance_download_module():
    import os
    import struct
    import sys
    import types

    import numpy

    def mnist(root):
        """MNIST_Data/{train,test} with idx files: 640 and 128 generated 28x28 digits (class-dependent strokes)."""
        rng = numpy.random.default_rng(2024)
        for split, prefix, count in (("train", "train", 640), ("test", "t10k", 128)):
            folder = os.path.join(root, "MNIST_Data", split)
            os.makedirs(folder, exist_ok=True)
            labels = (numpy.arange(count) % 10).astype(numpy.uint8)
            rng.shuffle(labels)
            images = rng.integers(0, 40, size=(count, 28, 28)).astype(numpy.uint8)
            for i, label in enumerate(labels):
                row = 3 + 2 * int(label)
                images[i, row:row + 3, 4:24] = 255
                images[i, 4:24, 3 + 2 * (9 - int(label)):5 + 2 * (9 - int(label))] = 200
            with open(os.path.join(folder, prefix + "-images-idx3-ubyte"), "wb") as f:
                f.write(struct.pack(">IIII", 2051, count, 28, 28) + images.tobytes())
            with open(os.path.join(folder, prefix + "-labels-idx1-ubyte"), "wb") as f:
                f.write(struct.pack(">II", 2049, count) + labels.tobytes())

    known = {"MNIST_Data.zip": mnist}

    def download(url, path="./", kind="file", progressbar=True, replace=False, timeout=None, verbose=True):
        """The conformance suite's stand-in for download.download: known datasets are written locally."""
        name = url.rstrip("/").rsplit("/", 1)[-1]
        if name not in known:
            raise RuntimeError(f"conformance fixture: no local data for {url!r} (known: {sorted(known)})")
        known[name](path)
        return path

    module = types.ModuleType("download")
    module.download = download
    sys.modules["download"] = module


_conformance_download_module()
del _conformance_download_module
'''

# "create_dataset:one_hot" is create_dataset for a page whose loss is SoftmaxCrossEntropyWithLogits without
# sparse=True, which takes one-hot labels (MindSpore raises a TypeError for the int32 labels of mnist.py)
_SOURCES = {"LeNet5": _LENET5, "create_dataset": _CREATE_DATASET % {"one_hot": False},
            "create_dataset:one_hot": _CREATE_DATASET % {"one_hot": True}, "open": _OPEN, "download": _DOWNLOAD}
NAMES = ("LeNet5", "create_dataset")  # supplied when used and never defined; "open" by placeholder paths
DESCRIPTIONS = {
    "LeNet5": "LeNet5 is not defined on the page (the docs point to lenet.py): the model-zoo "
              "LeNet5(num_class=10, num_channel=1) is supplied",
    "create_dataset": "create_dataset is not defined on the page (the docs point to mnist.py): a synthetic "
                      "MNIST-shaped dataset (64 samples of 1x32x32, batch 32) is supplied",
    "create_dataset:one_hot": "create_dataset is not defined on the page (the docs point to mnist.py): a synthetic "
                              "MNIST-shaped dataset (64 samples of 1x32x32, batch 32) is supplied, with one-hot "
                              "float32 labels because the page's loss is SoftmaxCrossEntropyWithLogits without "
                              "sparse=True (mnist.py's int32 labels make MindSpore raise a TypeError there)",
    "download": "the page downloads its data with download.download: the MNIST_Data folder is written locally "
                "in the real idx format (640 train and 128 test generated 28x28 digits), and the cell's download "
                "messages are not compared",
    "open": f"the page opens a placeholder '/path/....json' file: open() reads a temporary file holding "
            f"{PLACEHOLDER_JSON} instead",
}


def is_placeholder_path(s):
    return bool(re.match(r"^/path/\S*\.json$", s))


def dense_softmax_loss(source):
    """Whether `source` builds SoftmaxCrossEntropyWithLogits without ``sparse=True`` (it then takes one-hot
    labels)."""
    return any("sparse=True" not in m.group(1).replace(" ", "")
               for m in re.finditer(r"SoftmaxCrossEntropyWithLogits\(([^)]*)\)", source))


def source_for(names):
    """Python source binding the named fixtures (unknown names are ignored)."""
    return "".join(_SOURCES[n] for n in names if n in _SOURCES)
