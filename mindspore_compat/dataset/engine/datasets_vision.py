"""Image datasets read from their standard files: MNIST-format (:class:`MnistDataset`,
:class:`FashionMnistDataset`, :class:`KMnistDataset`) and CIFAR binary (:class:`Cifar10Dataset`,
:class:`Cifar100Dataset`)."""
import os
import struct

import numpy as np

from ..core import config
from ..core.validator_helpers import (check_dir, check_pos_int32, check_valid_str, validate_dataset_param_value,
                                      check_sampler_shuffle_shard_options, type_check, type_check_list)
from . import _rng
from . import samplers
from .cache_client import DatasetCache
from .datasets import MappableDataset, Schema, SourceDataset, VisionBaseDataset, _Stage, _pipeline_error

__all__ = [
    "MnistDataset", "FashionMnistDataset", "KMnistDataset", "Cifar10Dataset", "Cifar100Dataset",
    "ImageFolderDataset", "RandomDataset", "VOCDataset", "CelebADataset", "STL10Dataset",
    "FakeImageDataset",
]


def _check_source_args(dataset_dir, usage, num_samples, num_parallel_workers, shuffle, sampler, num_shards,
                       shard_id, cache):
    check_dir(dataset_dir)
    if usage is not None:
        check_valid_str(usage, ["train", "test", "all"], "usage")
    params = {"num_samples": num_samples, "num_parallel_workers": num_parallel_workers, "num_shards": num_shards,
              "shard_id": shard_id, "shuffle": shuffle, "sampler": sampler}
    validate_dataset_param_value(["num_samples", "num_parallel_workers", "num_shards", "shard_id"], params, int)
    validate_dataset_param_value(["shuffle"], params, bool)
    check_sampler_shuffle_shard_options(params)
    if cache is not None:
        type_check(cache, (DatasetCache,), "cache")


def _decode_rgb(raw, path):
    """The bytes of an image file as an HWC uint8 RGB array (what the folder sources hand out with decode=True)."""
    import io
    from PIL import Image, UnidentifiedImageError
    try:
        return np.asarray(Image.open(io.BytesIO(raw)).convert("RGB")).copy()
    except (UnidentifiedImageError, OSError) as exc:
        raise _pipeline_error(f"Invalid image, {path} decode failed, the image is broken or permission "
                              f"denied.") from exc


def _group_by_label(labels):
    """Label -> the row ids carrying it, in row order (what PKSampler draws from)."""
    groups = {}
    for row, label in enumerate(labels):
        groups.setdefault(int(label), []).append(row)
    return groups


class _FileSource(MappableDataset, VisionBaseDataset):
    """A random-accessible image dataset whose rows are loaded from files on first use."""

    _api = "Dataset"

    def __init__(self, dataset_dir, usage=None, num_samples=None, num_parallel_workers=None,
                 shuffle=None, sampler=None, num_shards=None, shard_id=None, cache=None):
        _check_source_args(dataset_dir, usage, num_samples, num_parallel_workers, shuffle, sampler, num_shards,
                           shard_id, cache)
        super().__init__(num_parallel_workers, sampler, num_samples, shuffle, num_shards, shard_id, cache)
        self.dataset_dir, self.usage = dataset_dir, "all" if usage is None else usage
        self._data = None  # (images, labels...) once read

    def _load(self):
        raise TypeError(f"{type(self).__name__} has no file reader")

    def _loaded(self):
        if self._data is None:
            self._data = self._load()
        return self._data

    def _empty_error(self):
        return _pipeline_error(f"Invalid data, no valid data matching the dataset API {self._api}. Please check "
                               f"file path or dataset API.")

    def _num_rows(self):
        return len(self._loaded()[0])

    def _build(self):
        if self._num_rows() == 0:
            raise self._empty_error()
        return super()._build()

    def _class_ids(self):
        # the label column comes right after the image
        return _group_by_label(self._loaded()[1])

    def _read_row(self, index):
        data = self._loaded()
        return [data[0][index].copy()] + [np.array(col[index], dtype=np.uint32) for col in data[1:]]

    def __deepcopy__(self, memo):
        new = super().__deepcopy__(memo)
        new._data = self._data
        return new


class MnistDataset(_FileSource):
    """
    The MNIST dataset, read from its idx files (``train-images-idx3-ubyte``, ``train-labels-idx1-ubyte``,
    ``t10k-images-idx3-ubyte``, ``t10k-labels-idx1-ubyte``) in `dataset_dir`.

    Rows have the columns ``image`` (uint8, shape (28, 28, 1)) and ``label`` (uint32 scalar). With
    ``usage='all'`` the test files come first (files are read in name order, as MindSpore does).

    Args:
        dataset_dir (str): Folder of the files.
        usage (str, optional): ``'train'``, ``'test'`` or ``'all'``. Default: ``None``, ``'all'``.
        num_samples (int, optional): Number of rows to read. Default: ``None``, all.
        num_parallel_workers (int, optional): Workers (validated, recorded). Default: ``None``.
        shuffle (bool, optional): Whether to shuffle. Default: ``None``, shuffle.
        sampler (Union[Sampler, Iterable], optional): Sampler. Default: ``None``.
        num_shards (int, optional): Number of shards. Default: ``None``.
        shard_id (int, optional): Shard to read. Default: ``None``.
        cache (DatasetCache, optional): Not supported, must be ``None``. Default: ``None``.

    Raises:
        ValueError: If `dataset_dir` is not a readable folder, `usage` is invalid, or `shard_id` is out of range.
        RuntimeError: If `sampler` is combined with `shuffle`, `num_samples` or sharding, or `num_shards` and
            `shard_id` are not given together, or the files are missing or malformed (when rows are read).

    Supported Platforms:
        ``CPU`` ``GPU`` ``Ascend``

    Examples:
        >>> import os, struct, tempfile
        >>> import numpy as np
        >>> import mindspore.dataset as ds
        >>> folder = tempfile.mkdtemp()
        >>> images = (np.arange(2 * 784) % 256).astype(np.uint8).tobytes()
        >>> with open(os.path.join(folder, "train-images-idx3-ubyte"), "wb") as f:
        ...     _ = f.write(struct.pack(">IIII", 2051, 2, 28, 28) + images)
        >>> with open(os.path.join(folder, "train-labels-idx1-ubyte"), "wb") as f:
        ...     _ = f.write(struct.pack(">II", 2049, 2) + bytes([7, 3]))
        >>> dataset = ds.MnistDataset(folder, usage="train", shuffle=False)
        >>> for image, label in dataset.create_tuple_iterator(output_numpy=True):
        ...     print(image.shape, image.dtype, label)
        (28, 28, 1) uint8 7
        (28, 28, 1) uint8 3
    """

    _api = "MnistDataset"

    def _empty_error(self):
        return _pipeline_error(f"Invalid data, {self._api} API can't read the data file (interface mismatch or no "
                               f"data found). Check mnist file in directory: {self.dataset_dir}")

    _prefixes = {"train": ["train"], "test": ["t10k"], "all": ["t10k", "train"]}

    def _columns(self):
        return ["image", "label"]

    def _load(self):
        images, labels = [], []
        for prefix in sorted(self._prefixes[self.usage]):
            image_file = os.path.join(self.dataset_dir, f"{prefix}-images-idx3-ubyte")
            label_file = os.path.join(self.dataset_dir, f"{prefix}-labels-idx1-ubyte")
            if not os.path.isfile(image_file) and not os.path.isfile(label_file):
                continue
            imgs = self._read_images(image_file)
            labs = self._read_labels(label_file)
            if len(imgs) != len(labs):
                raise self._count_error(len(imgs), len(labs))
            images.append(imgs)
            labels.append(labs)
        if not images:
            return np.zeros((0, 28, 28, 1), np.uint8), np.zeros((0,), np.uint32)
        return np.concatenate(images), np.concatenate(labels).astype(np.uint32)

    _kind = "mnist"  # how MindSpore names the files in its messages

    def _count_error(self, images, labels):
        return _pipeline_error(f"Invalid {self._kind} file, num of images should be equal to num of labels, but got "
                               f"num of images: {images}, num of labels: {labels}.")

    @classmethod
    def _read_images(cls, path):
        try:
            with open(path, "rb") as f:
                raw = f.read()
        except OSError as exc:
            raise _pipeline_error(f"Invalid file, failed to open {cls._kind} image file: {path}.") from exc
        if len(raw) < 16:
            raise _pipeline_error(f"Invalid {cls._kind} file, the first data length of {path} should be 16 "
                                  f"bytes(contains type, number, row and column), but got {len(raw)}.")
        magic, num, rows, cols = struct.unpack(">IIII", raw[:16])
        if magic != 2051:
            raise _pipeline_error(f"Invalid {cls._kind} file, the image number of {path} should be 2051, but got "
                                  f"{magic}")
        if rows != 28 or cols != 28:
            raise _pipeline_error(f"Invalid {cls._kind} file, shape of image in {path} should be (28, 28), but got "
                                  f"({rows}, {cols}).")
        if len(raw) - 16 != num * 784:
            # (MindSpore words this one with the two lengths swapped)
            raise _pipeline_error(f"Invalid {cls._kind} file, truncated data length of {path} should be "
                                  f"{len(raw) - 16}, but got {num * 784}")
        return np.frombuffer(raw, np.uint8, num * 784, 16).reshape(num, 28, 28, 1)

    @classmethod
    def _read_labels(cls, path):
        try:
            with open(path, "rb") as f:
                raw = f.read()
        except OSError as exc:
            raise _pipeline_error(f"Invalid file, failed to open {cls._kind} label file: {path}.") from exc
        if len(raw) < 8:
            raise _pipeline_error(f"Invalid {cls._kind} file, the first data length of {path} should be 8 "
                                  f"bytes(contains type and number), but got {len(raw)}.")
        magic, num = struct.unpack(">II", raw[:8])
        if magic != 2049:
            raise _pipeline_error(f"Invalid {cls._kind} file, the number of labels in {path} should be 2049, but "
                                  f"got {magic}.")
        if len(raw) - 8 != num:
            raise _pipeline_error(f"Invalid {cls._kind} file, the data length of labels in {path} should be "
                                  f"{len(raw) - 8}, but got {num}.")
        return np.frombuffer(raw, np.uint8, num, 8)


class FashionMnistDataset(MnistDataset):
    """
    The Fashion-MNIST dataset (same files and columns as :class:`MnistDataset`).

    Args:
        dataset_dir (str): Folder of the files.
        usage (str, optional): ``'train'``, ``'test'`` or ``'all'``. Default: ``None``, ``'all'``.
        num_samples (int, optional): Number of rows to read. Default: ``None``, all.
        num_parallel_workers (int, optional): Workers (validated, recorded). Default: ``None``.
        shuffle (bool, optional): Whether to shuffle. Default: ``None``, shuffle.
        sampler (Union[Sampler, Iterable], optional): Sampler. Default: ``None``.
        num_shards (int, optional): Number of shards. Default: ``None``.
        shard_id (int, optional): Shard to read. Default: ``None``.
        cache (DatasetCache, optional): Not supported, must be ``None``. Default: ``None``.

    Raises:
        ValueError: If `dataset_dir` is not a readable folder, `usage` is invalid, or `shard_id` is out of range.
        RuntimeError: If the sampler options conflict or the files are missing or malformed.

    Supported Platforms:
        ``CPU`` ``GPU`` ``Ascend``
    """

    _api = "FashionMnistDataset"
    _kind = "fashion mnist"

    def _count_error(self, images, labels):
        return _pipeline_error(f"Invalid data, num of images should be equal to num of labels, but got num of "
                               f"images: {images}, num of labels: {labels}.")


class KMnistDataset(MnistDataset):
    """
    The Kuzushiji-MNIST dataset (same files and columns as :class:`MnistDataset`).

    Args:
        dataset_dir (str): Folder of the files.
        usage (str, optional): ``'train'``, ``'test'`` or ``'all'``. Default: ``None``, ``'all'``.
        num_samples (int, optional): Number of rows to read. Default: ``None``, all.
        num_parallel_workers (int, optional): Workers (validated, recorded). Default: ``None``.
        shuffle (bool, optional): Whether to shuffle. Default: ``None``, shuffle.
        sampler (Union[Sampler, Iterable], optional): Sampler. Default: ``None``.
        num_shards (int, optional): Number of shards. Default: ``None``.
        shard_id (int, optional): Shard to read. Default: ``None``.
        cache (DatasetCache, optional): Not supported, must be ``None``. Default: ``None``.

    Raises:
        ValueError: If `dataset_dir` is not a readable folder, `usage` is invalid, or `shard_id` is out of range.
        RuntimeError: If the sampler options conflict or the files are missing or malformed.

    Supported Platforms:
        ``CPU`` ``GPU`` ``Ascend``
    """

    _api = "KMnistDataset"
    _kind = "kmnist"

    def _count_error(self, images, labels):
        return _pipeline_error("Invalid data, num of images is not equal to num of labels.")


def _bin_files(folder, keep):
    names = sorted(n for n in os.listdir(folder) if n.endswith(".bin") and os.path.isfile(os.path.join(folder, n)))
    if not names:
        raise _pipeline_error(f"Invalid cifar folder, cifar(.bin) files are missing under {folder}")
    return [os.path.join(folder, n) for n in names if keep(n)]


def _read_records(path, label_bytes, api):
    record = label_bytes + 3072
    with open(path, "rb") as f:
        raw = f.read()
    if len(raw) % record:
        raise _pipeline_error(f"Invalid data, failed to read data from {api} file: {path}")
    data = np.frombuffer(raw, np.uint8).reshape(-1, record)
    images = data[:, label_bytes:].reshape(-1, 3, 32, 32).transpose(0, 2, 3, 1)
    return np.ascontiguousarray(images), [data[:, i].astype(np.uint32) for i in range(label_bytes)]


class Cifar10Dataset(_FileSource):
    """
    The CIFAR-10 dataset, read from its binary version (``data_batch_1.bin`` ... ``data_batch_5.bin``,
    ``test_batch.bin``) in `dataset_dir`: each record is one label byte and a 3x32x32 image stored channel by
    channel.

    Rows have the columns ``image`` (uint8, shape (32, 32, 3), HWC) and ``label`` (uint32 scalar). The ``.bin``
    files are read in name order; ``'train'`` reads the files whose name contains ``data_batch``, ``'test'``
    those containing ``test_batch``, ``'all'`` both. (MindSpore insists on 10000 records per file; mindspore_compat
    reads every complete record.)

    Args:
        dataset_dir (str): Folder of the files.
        usage (str, optional): ``'train'``, ``'test'`` or ``'all'``. Default: ``None``, ``'all'``.
        num_samples (int, optional): Number of rows to read. Default: ``None``, all.
        num_parallel_workers (int, optional): Workers (validated, recorded). Default: ``None``.
        shuffle (bool, optional): Whether to shuffle. Default: ``None``, shuffle.
        sampler (Union[Sampler, Iterable], optional): Sampler. Default: ``None``.
        num_shards (int, optional): Number of shards. Default: ``None``.
        shard_id (int, optional): Shard to read. Default: ``None``.
        cache (DatasetCache, optional): Not supported, must be ``None``. Default: ``None``.

    Raises:
        ValueError: If `dataset_dir` is not a readable folder, `usage` is invalid, or `shard_id` is out of range.
        RuntimeError: If the sampler options conflict, or the files are missing or malformed (when rows are read).

    Supported Platforms:
        ``CPU`` ``GPU`` ``Ascend``

    Examples:
        >>> import os, tempfile
        >>> import numpy as np
        >>> import mindspore.dataset as ds
        >>> folder = tempfile.mkdtemp()
        >>> records = np.zeros((10000, 3073), np.uint8)  # label byte + 3 x 32 x 32 pixels per record
        >>> records[0, 0] = 4
        >>> records[0, 1:] = np.arange(3072) % 256
        >>> records.tofile(os.path.join(folder, "data_batch_1.bin"))
        >>> dataset = ds.Cifar10Dataset(folder, usage="train", shuffle=False)
        >>> image, label = next(dataset.create_tuple_iterator(output_numpy=True))
        >>> print(image.shape, image[0, 1].tolist(), label)
        (32, 32, 3) [1, 1, 1] 4
    """

    _api = "Cifar10Dataset"

    def _columns(self):
        return ["image", "label"]

    def _keep(self, name):
        if self.usage == "train":
            return "data_batch" in name
        if self.usage == "test":
            return "test_batch" in name
        return "batch" in name

    def _load(self):
        images, labels = [], []
        for path in _bin_files(self.dataset_dir, self._keep):
            imgs, labs = _read_records(path, 1, "cifar10")
            images.append(imgs)
            labels.append(labs[0])
        if not images:
            return np.zeros((0, 32, 32, 3), np.uint8), np.zeros((0,), np.uint32)
        return np.concatenate(images), np.concatenate(labels)


class Cifar100Dataset(_FileSource):
    """
    The CIFAR-100 dataset, read from its binary version (``train.bin``, ``test.bin``) in `dataset_dir`: each
    record is a coarse label byte, a fine label byte and a 3x32x32 image stored channel by channel.

    Rows have the columns ``image`` (uint8, shape (32, 32, 3), HWC), ``coarse_label`` and ``fine_label`` (uint32
    scalars). ``'train'`` reads the ``.bin`` files whose name contains ``train``, ``'test'`` those containing
    ``test``, ``'all'`` both, in name order.

    Args:
        dataset_dir (str): Folder of the files.
        usage (str, optional): ``'train'``, ``'test'`` or ``'all'``. Default: ``None``, ``'all'``.
        num_samples (int, optional): Number of rows to read. Default: ``None``, all.
        num_parallel_workers (int, optional): Workers (validated, recorded). Default: ``None``.
        shuffle (bool, optional): Whether to shuffle. Default: ``None``, shuffle.
        sampler (Union[Sampler, Iterable], optional): Sampler. Default: ``None``.
        num_shards (int, optional): Number of shards. Default: ``None``.
        shard_id (int, optional): Shard to read. Default: ``None``.
        cache (DatasetCache, optional): Not supported, must be ``None``. Default: ``None``.

    Raises:
        ValueError: If `dataset_dir` is not a readable folder, `usage` is invalid, or `shard_id` is out of range.
        RuntimeError: If the sampler options conflict, or the files are missing or malformed (when rows are read).

    Supported Platforms:
        ``CPU`` ``GPU`` ``Ascend``

    Examples:
        >>> import os, tempfile
        >>> import numpy as np
        >>> import mindspore.dataset as ds
        >>> folder = tempfile.mkdtemp()
        >>> records = np.zeros((10000, 3074), np.uint8)  # coarse, fine, 3 x 32 x 32 pixels per record
        >>> records[0, :2] = [1, 42]
        >>> records.tofile(os.path.join(folder, "test.bin"))
        >>> dataset = ds.Cifar100Dataset(folder, usage="test", shuffle=False)
        >>> print(dataset.get_col_names())
        ['image', 'coarse_label', 'fine_label']
        >>> image, coarse, fine = next(dataset.create_tuple_iterator(output_numpy=True))
        >>> print(image.shape, coarse, fine)
        (32, 32, 3) 1 42
    """

    _api = "Cifar100Dataset"

    def _columns(self):
        return ["image", "coarse_label", "fine_label"]

    def _keep(self, name):
        if self.usage == "train":
            return "train" in name
        if self.usage == "test":
            return "test" in name
        return "train" in name or "test" in name

    def _load(self):
        images, coarse, fine = [], [], []
        for path in _bin_files(self.dataset_dir, self._keep):
            imgs, labs = _read_records(path, 2, "cifar100")
            images.append(imgs)
            coarse.append(labs[0])
            fine.append(labs[1])
        if not images:
            return np.zeros((0, 32, 32, 3), np.uint8), np.zeros((0,), np.uint32), np.zeros((0,), np.uint32)
        return np.concatenate(images), np.concatenate(coarse), np.concatenate(fine)


def _check_class_indexing(class_indexing):
    # {folder name (str): label (int, not bool)}
    if not isinstance(class_indexing, dict):
        raise TypeError(f"class_indexing should be dict type, but got: {type(class_indexing)}")
    for folder, label in class_indexing.items():
        if not isinstance(folder, str):
            raise TypeError(f"key '{folder}' in parameter class_indexing should be {str} type, but got: "
                            f"{type(folder)}")
        if isinstance(label, bool) or not isinstance(label, int):
            raise TypeError(f"value of '{folder}' in parameter class_indexing should be {int} type, but got: "
                            f"{type(label)}")


class ImageFolderDataset(MappableDataset, VisionBaseDataset):
    """
    Images stored in one sub-folder per class: ``dataset_dir/<class name>/<image file>``.

    Rows have the columns ``image`` (the encoded file bytes as a 1-D uint8 array, or with `decode` the decoded
    (H, W, 3) RGB uint8 image) and ``label`` (int32 scalar). Class folders and files are read in name order;
    labels number the class folders in name order unless `class_indexing` gives them.

    Args:
        dataset_dir (str): Root folder.
        num_samples (int, optional): Number of rows to read. Default: ``None``, all.
        num_parallel_workers (int, optional): Workers (validated, recorded). Default: ``None``.
        shuffle (bool, optional): Whether to shuffle. Default: ``None``, shuffle.
        sampler (Union[Sampler, Iterable], optional): Sampler. Default: ``None``.
        extensions (list[str], optional): File extensions to read (with the dot, case-sensitive).
            Default: ``None``, every file.
        class_indexing (dict, optional): Class folder name -> label; only these folders are read.
            Default: ``None``.
        decode (bool, optional): Whether to decode the images. Default: ``False``.
        num_shards (int, optional): Number of shards. Default: ``None``.
        shard_id (int, optional): Shard to read. Default: ``None``.
        cache (DatasetCache, optional): Not supported, must be ``None``. Default: ``None``.
        decrypt (callable, optional): Called with a file path, returns the file's decrypted bytes.
            Default: ``None``.

    Raises:
        ValueError: If `dataset_dir` is not a readable folder, or `shard_id` is out of range.
        TypeError: If `class_indexing` is not a dict of str to int, or `extensions` not a list of str.
        RuntimeError: If the sampler options conflict, or an image cannot be decoded (when rows are read).

    Supported Platforms:
        ``CPU`` ``GPU`` ``Ascend``

    Examples:
        >>> import os, tempfile
        >>> import numpy as np
        >>> from PIL import Image
        >>> import mindspore.dataset as ds
        >>> root = tempfile.mkdtemp()
        >>> for name in ("cat", "dog"):
        ...     os.makedirs(os.path.join(root, name))
        ...     Image.fromarray(np.zeros((2, 3, 3), np.uint8)).save(os.path.join(root, name, "0.png"))
        >>> dataset = ds.ImageFolderDataset(root, decode=True, shuffle=False)
        >>> print(dataset.get_class_indexing())
        {'cat': 0, 'dog': 1}
        >>> for image, label in dataset.create_tuple_iterator(output_numpy=True):
        ...     print(image.shape, label)
        (2, 3, 3) 0
        (2, 3, 3) 1
    """

    def __init__(self, dataset_dir, num_samples=None, num_parallel_workers=None, shuffle=None,
                 sampler=None, extensions=None, class_indexing=None, decode=False, num_shards=None,
                 shard_id=None, cache=None, decrypt=None):
        _check_source_args(dataset_dir, None, num_samples, num_parallel_workers, shuffle, sampler, num_shards,
                           shard_id, cache)
        if extensions is not None:
            type_check_list(extensions, (str,), "extensions")
        if class_indexing is not None:
            _check_class_indexing(class_indexing)
        if not isinstance(decode, bool):
            raise TypeError(f"Argument decode with value {decode} is not of type [<class 'bool'>], but got "
                            f"{type(decode)}.")
        if not (decrypt is None or callable(decrypt)):
            raise TypeError("decrypt is not a callable object.")
        super().__init__(num_parallel_workers, sampler, num_samples, shuffle, num_shards, shard_id, cache)
        self.dataset_dir = dataset_dir
        self.extensions = [] if extensions is None else list(extensions)
        self.class_indexing = {} if class_indexing is None else dict(class_indexing)
        self.decode, self.decrypt = decode, decrypt
        self._files = None  # [(path, label)] once listed

    def _columns(self):
        return ["image", "label"]

    def _index(self):
        if self.class_indexing:
            return dict(self.class_indexing)
        folders = sorted(d for d in os.listdir(self.dataset_dir) if os.path.isdir(os.path.join(self.dataset_dir, d)))
        return {name: i for i, name in enumerate(folders)}

    def _listing(self):
        if self._files is None:
            files = []
            index = self._index()
            for folder in sorted(index):
                path = os.path.join(self.dataset_dir, folder)
                if not os.path.isdir(path):
                    continue
                for name in sorted(os.listdir(path)):
                    full = os.path.join(path, name)
                    if not os.path.isfile(full):
                        continue
                    if self.extensions and os.path.splitext(name)[1] not in self.extensions:
                        continue
                    files.append((full, index[folder]))
            self._files = files
        return self._files

    def get_class_indexing(self):
        """
        Class folder name -> label.

        Returns:
            dict, the mapping.
        """
        return self._index()

    def _num_rows(self):
        return len(self._listing())

    def _class_ids(self):
        return _group_by_label([label for _, label in self._listing()])

    def _build(self):
        if self._num_rows() == 0:
            raise _pipeline_error(f"Invalid data, no valid data matching the dataset API ImageFolderDataset. Please "
                                  f"check dataset API or file path: {self.dataset_dir}.")
        return super()._build()

    def _read_row(self, index):
        path, label = self._listing()[index]
        if self.decrypt is not None:
            raw = self.decrypt(path)
        else:
            with open(path, "rb") as f:
                raw = f.read()
        label = np.array(label, dtype=np.int32)
        if not self.decode:
            return [np.frombuffer(raw, np.uint8).copy(), label]
        return [_decode_rgb(raw, path), label]

    def __deepcopy__(self, memo):
        new = super().__deepcopy__(memo)
        new._files = self._files
        return new


# ----- RandomDataset --------------------------------------------------------------------------------------------
# the schema MindSpore invents when none is given: type codes of its data engine (1 bool ... 12 float64)
_RANDOM_TYPES = ("bool", "int8", "uint8", "int16", "uint16", "int32", "uint32", "int64", "uint64", "float16",
                 "float32", "float64")


class _RandomStage(_Stage):
    def pass_rows(self):
        node = self.node
        gen = _rng.MT19937(node._seed)
        columns = node._schema_columns(gen)
        keep = node._kept([name for name, _, _ in columns])
        for _ in range(node._row_count()):
            row = []
            for name, dtype, shape in columns:
                count = int(np.prod(shape, dtype=np.int64)) * np.dtype(dtype).itemsize
                # every byte of a column takes the same random value
                row.append(np.full(count, _rng.uniform_int(gen, 0, 255), np.uint8).view(dtype).reshape(shape))
            yield [row[i] for i in keep]


class RandomDataset(SourceDataset, VisionBaseDataset):
    """
    Rows of random values, in the columns of `schema` (or in 1 to 4 columns of random types and shapes when no
    schema is given, named ``c0``, ``c1`` ...). The values follow MindSpore's generator for the seed of
    :func:`mindspore.dataset.config.set_seed`: per row and column one random byte fills the whole array, and every
    epoch gives the same rows.

    Args:
        total_rows (int, optional): Number of rows. Default: ``None``, the `num_samples` or the schema's
            ``num_rows``.
        schema (Union[str, Schema], optional): Column names, types and shapes (a Schema or a schema file).
            Default: ``None``, a random schema.
        columns_list (list[str], optional): Columns to keep, in this order. Default: ``None``, all.
        num_samples (int, optional): Upper bound on the rows. Default: ``None``.
        num_parallel_workers (int, optional): Workers; `total_rows` must be at least this. Default: ``None``, the
            configured number.
        cache (DatasetCache, optional): Must be ``None`` (the rows are generated, not read). Default: ``None``.
        shuffle (bool, optional): Accepted; the rows come in generation order. Default: ``None``.
        num_shards (int, optional): Number of shards. Default: ``None``.
        shard_id (int, optional): Shard to read. Default: ``None``.

    Raises:
        TypeError: If `total_rows` is not an int or `columns_list` not a list.
        RuntimeError: If the row count is 0 (MindSpore 2.10 itself crashes there) or below the number of workers.

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import mindspore.dataset as ds
        >>> ds.config.set_seed(0)
        >>> schema = ds.Schema()
        >>> schema.add_column("pixels", de_type="uint8", shape=[3])
        >>> dataset = ds.RandomDataset(schema=schema, total_rows=2)
        >>> for row in dataset.create_tuple_iterator(output_numpy=True):
        ...     print(row[0])
        [140 140 140]
        [151 151 151]
    """

    def __init__(self, total_rows=None, schema=None, columns_list=None, num_samples=None, num_parallel_workers=None,
                 cache=None, shuffle=None, num_shards=None, shard_id=None):
        if total_rows is not None:
            type_check(total_rows, (int,), "total_rows")
        if columns_list is not None:
            type_check(columns_list, (list,), "columns_list")
        if cache is not None:
            raise ValueError("RandomDataset generates its rows; it takes no cache (pass cache=None).")
        super().__init__(num_parallel_workers, num_samples, shuffle, num_shards, shard_id, None)
        if isinstance(schema, str):
            schema = Schema(schema)
        count = 0 if total_rows is None else total_rows
        if count and self.num_samples:
            count = min(count, self.num_samples)
        elif self.num_samples:
            count = self.num_samples
        if schema is not None and total_rows is None:
            count = schema.get_num_rows()
        self.total_rows, self.schema, self.columns_list = count, schema, list(columns_list or [])
        self._seed = _rng.pipeline_seed()

    def _schema_columns(self, gen):
        if self.schema is not None:
            return [(c["name"], np.dtype(c["type"]), tuple(c.get("shape", ()))) for c in self.schema.columns]
        columns = []
        for index in range(_rng.uniform_int(gen, 1, 4)):
            dtype = _RANDOM_TYPES[_rng.uniform_int(gen, 1, len(_RANDOM_TYPES)) - 1]
            rank = _rng.uniform_int(gen, 1, 4)
            columns.append((f"c{index}", np.dtype(dtype), tuple(_rng.uniform_int(gen, 0, 32) for _ in range(rank))))
        return columns

    def _row_count(self):
        workers = self.num_parallel_workers or config.get_num_parallel_workers()
        if self.total_rows <= 0:
            raise _pipeline_error("RandomDataset needs a row count: pass total_rows (or num_samples, or a Schema "
                                  "with num_rows).")
        if self.total_rows < workers:
            raise _pipeline_error(f"RandomDataset needs 'total_rows' >= 'num_workers', total_rows="
                                  f"{self.total_rows}, num_workers={workers}.")
        return self.total_rows

    def _kept(self, names):
        """Positions of the columns handed out, in the order of `columns_list`."""
        if not self.columns_list:
            return list(range(len(names)))
        missing = [n for n in self.columns_list if n not in names]
        if missing:
            raise _pipeline_error(f"Invalid columns_list, columns {missing} are not in the schema of "
                                  f"RandomDataset: {names}.")
        return [names.index(n) for n in self.columns_list]

    def _columns(self):
        names = [name for name, _, _ in self._schema_columns(_rng.MT19937(self._seed))]
        return [names[i] for i in self._kept(names)]

    def _size(self):
        return self._row_count()

    def _build(self):
        return _RandomStage(self, [])


# ----- VOCDataset -----------------------------------------------------------------------------------------------
class VOCDataset(MappableDataset, VisionBaseDataset):
    """
    PASCAL VOC in its folder layout: ``ImageSets/Segmentation/<usage>.txt`` or ``ImageSets/Main/<usage>.txt``
    lists the image names; images are ``JPEGImages/<name>.jpg``, segmentation masks
    ``SegmentationClass/<name>.png`` and detection annotations ``Annotations/<name>.xml``.

    The Segmentation task gives the columns ``image`` and ``target``; the Detection task gives ``image``,
    ``bbox`` (float32, one ``[xmin, ymin, width, height]`` per object), ``label``, ``difficult`` and ``truncate``
    (uint32, one row per object). Without `decode`, images (and masks) are the file bytes.

    Args:
        dataset_dir (str): The VOC folder (the one holding ``ImageSets``).
        task (str, optional): ``'Segmentation'`` or ``'Detection'``. Default: ``'Segmentation'``.
        usage (str, optional): The list file of ``ImageSets`` to read (``'train'``, ``'val'``, ``'trainval'`` ...).
            Default: ``'train'``.
        class_indexing (dict, optional): Class name -> label, for Detection. Default: ``None``, the class names
            of the annotations, sorted, numbered from 0.
        num_samples (int, optional): Number of rows to read. Default: ``None``, all.
        num_parallel_workers (int, optional): Workers (validated, recorded). Default: ``None``.
        shuffle (bool, optional): Whether to shuffle. Default: ``None``, shuffle.
        decode (bool, optional): Whether to decode the images. Default: ``False``.
        sampler (Sampler, optional): The sampler. Default: ``None``.
        num_shards (int, optional): Number of shards. Default: ``None``.
        shard_id (int, optional): Shard to read. Default: ``None``.
        cache (DatasetCache, optional): A cache for the rows. Default: ``None``.
        extra_metadata (bool, optional): Only ``False`` is accepted here. Default: ``False``.
        decrypt (Callable, optional): Reads an image file (path -> bytes) in place of ``open``. Default: ``None``.

    Raises:
        ValueError: If `task` is not one of the two, the list file does not exist, `class_indexing` is given for
            Segmentation, or `extra_metadata` is set.
        RuntimeError: If an annotation is malformed (when the rows are read).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import os, tempfile
        >>> import numpy as np
        >>> from PIL import Image
        >>> import mindspore.dataset as ds
        >>> root = tempfile.mkdtemp()
        >>> for sub in ("ImageSets/Main", "JPEGImages", "Annotations"):
        ...     os.makedirs(os.path.join(root, sub))
        >>> Image.new("RGB", (6, 4)).save(os.path.join(root, "JPEGImages", "a.jpg"))
        >>> with open(os.path.join(root, "ImageSets", "Main", "train.txt"), "w") as f:
        ...     _ = f.write("a")
        >>> box = "<bndbox><xmin>1</xmin><ymin>2</ymin><xmax>4</xmax><ymax>3</ymax></bndbox>"
        >>> with open(os.path.join(root, "Annotations", "a.xml"), "w") as f:
        ...     _ = f.write(f"<annotation><object><name>boat</name>{box}</object></annotation>")
        >>> dataset = ds.VOCDataset(root, task="Detection", decode=True)
        >>> image, bbox, label, difficult, truncate = next(dataset.create_tuple_iterator(output_numpy=True))
        >>> print(image.shape, bbox, label.dtype, dataset.get_class_indexing())
        (4, 6, 3) [[1. 2. 3. 1.]] uint32 {'boat': 0}
    """

    def __init__(self, dataset_dir, task='Segmentation', usage='train', class_indexing=None, num_samples=None,
                 num_parallel_workers=None, shuffle=None, decode=False, sampler=None, num_shards=None,
                 shard_id=None, cache=None, extra_metadata=False, decrypt=None):
        check_dir(dataset_dir)
        type_check(task, (str,), "task")
        type_check(usage, (str,), "usage")
        if task not in ("Segmentation", "Detection"):
            raise ValueError(f"Invalid task : {task}.")
        listing = os.path.join(dataset_dir, "ImageSets", "Segmentation" if task == "Segmentation" else "Main",
                               usage + ".txt")
        if not os.path.isfile(listing):
            raise ValueError(f"The file {listing} does not exist or permission denied!")
        if class_indexing is not None:
            if task == "Segmentation":
                raise ValueError("class_indexing is not supported in Segmentation task.")
            type_check(class_indexing, (dict,), "class_indexing")
        params = {"num_samples": num_samples, "num_parallel_workers": num_parallel_workers, "num_shards": num_shards,
                  "shard_id": shard_id, "shuffle": shuffle, "sampler": sampler}
        validate_dataset_param_value(["num_samples", "num_parallel_workers", "num_shards", "shard_id"], params, int)
        validate_dataset_param_value(["shuffle", "decode"], dict(params, decode=decode), bool)
        check_sampler_shuffle_shard_options(params)
        type_check(extra_metadata, (bool,), "extra_metadata")
        if extra_metadata:
            raise ValueError("extra_metadata=True (the hidden '_meta-filename' column) is not provided by "
                             "mindspore_compat's VOCDataset; the image names are the lines of the ImageSets list.")
        if cache is not None:
            type_check(cache, (DatasetCache,), "cache")
        super().__init__(num_parallel_workers, sampler, num_samples, shuffle, num_shards, shard_id, cache)
        self.dataset_dir, self.task, self.usage, self.decode = dataset_dir, task, usage, decode
        self.class_indexing, self.decrypt = class_indexing, decrypt
        with open(listing, encoding="utf-8") as f:
            self._names = [line.strip() for line in f if line.strip()]
        self._objects = None  # name -> [(class, [x, y, w, h], difficult, truncated)] once parsed

    def _columns(self):
        if self.task == "Segmentation":
            return ["image", "target"]
        return ["image", "bbox", "label", "difficult", "truncate"]

    def _num_rows(self):
        return len(self._names)

    def _annotations(self):
        if self._objects is None:
            import xml.etree.ElementTree as ET
            objects = {}
            for name in self._names:
                path = os.path.join(self.dataset_dir, "Annotations", name + ".xml")
                found = []
                for item in ET.parse(path).getroot().iter("object"):
                    box = item.find("bndbox")
                    xmin, ymin, xmax, ymax = (float(box.find(k).text) for k in ("xmin", "ymin", "xmax", "ymax"))
                    if min(xmin, ymin, xmax, ymax) <= 0:
                        coords = ", ".join(f"{v:g}" for v in (xmin, ymin, xmax, ymax))
                        raise _pipeline_error(f"Invalid bndbox, the coordinate of bndbox in {path} should be "
                                              f"greater than 0, but got {{{coords}}}")
                    flags = [int(item.findtext(k, "0")) for k in ("difficult", "truncated")]
                    found.append((item.findtext("name"), [xmin, ymin, xmax - xmin, ymax - ymin], *flags))
                objects[name] = found
            self._objects = objects
        return self._objects

    def get_class_indexing(self):
        """
        Class name -> label of the Detection task.

        Returns:
            dict, the mapping.

        Raises:
            NotImplementedError: If the task is Segmentation.
        """
        if self.task != "Detection":
            # MindSpore 2.10's own answer (recorded in tests/dataset/test_voc.py): Segmentation has no class table
            raise NotImplementedError("Only 'Detection' support get_class_indexing.")
        if self.class_indexing is not None:
            return dict(self.class_indexing)
        names = sorted({obj[0] for objs in self._annotations().values() for obj in objs})
        return {name: i for i, name in enumerate(names)}

    def _image(self, path):
        if self.decrypt is not None:
            raw = self.decrypt(path)
        else:
            with open(path, "rb") as f:
                raw = f.read()
        return _decode_rgb(raw, path) if self.decode else np.frombuffer(raw, np.uint8).copy()

    def _read_row(self, index):
        name = self._names[index]
        image = self._image(os.path.join(self.dataset_dir, "JPEGImages", name + ".jpg"))
        if self.task == "Segmentation":
            return [image, self._image(os.path.join(self.dataset_dir, "SegmentationClass", name + ".png"))]
        objects = self._annotations()[name]
        indexing = self.get_class_indexing()
        bbox = np.array([obj[1] for obj in objects], np.float32).reshape(-1, 4)
        columns = [[[indexing[obj[0]]] for obj in objects], [[obj[2]] for obj in objects],
                   [[obj[3]] for obj in objects]]
        return [image, bbox] + [np.array(col, np.uint32).reshape(-1, 1) for col in columns]

    def __deepcopy__(self, memo):
        new = super().__deepcopy__(memo)
        new._objects = self._objects
        return new


# ----- CelebADataset --------------------------------------------------------------------------------------------
_CELEBA_PARTS = {"train": "0", "valid": "1", "test": "2"}


class CelebADataset(MappableDataset, VisionBaseDataset):
    """
    CelebA in its file layout: ``list_attr_celeba.txt`` in `dataset_dir` (the image count, the attribute names,
    then one line per image: its file name and a 1 / -1 per attribute), the images next to it, and
    ``list_eval_partition.txt`` (file name and 0 train / 1 valid / 2 test) for `usage`.

    Rows have the columns ``image`` (file bytes, or an HWC uint8 array with `decode`) and ``attr`` (uint32, 1 for
    an attribute marked 1 and 0 for -1), in the order of the attribute file.

    Args:
        dataset_dir (str): The folder.
        num_parallel_workers (int, optional): Workers (validated, recorded). Default: ``None``.
        shuffle (bool, optional): Whether to shuffle. Default: ``None``, shuffle.
        usage (str, optional): ``'train'``, ``'valid'``, ``'test'`` or ``'all'``. Default: ``'all'``.
        sampler (Sampler, optional): The sampler. Default: ``None``.
        decode (bool, optional): Whether to decode the images. Default: ``False``.
        extensions (list[str], optional): Accepted and checked; the rows are the attribute file's, as in
            MindSpore 2.10. Default: ``None``.
        num_samples (int, optional): Number of rows to read. Default: ``None``, all.
        num_shards (int, optional): Number of shards. Default: ``None``.
        shard_id (int, optional): Shard to read. Default: ``None``.
        cache (DatasetCache, optional): A cache for the rows. Default: ``None``.
        decrypt (Callable, optional): Reads an image file (path -> bytes) in place of ``open``. Default: ``None``.

    Raises:
        ValueError: If `usage` is not one of the four, or `sampler` is a PKSampler.
        RuntimeError: If no row is selected (when the pipeline starts).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import os, tempfile
        >>> from PIL import Image
        >>> import mindspore.dataset as ds
        >>> root = tempfile.mkdtemp()
        >>> Image.new("RGB", (2, 3)).save(os.path.join(root, "000001.jpg"))
        >>> with open(os.path.join(root, "list_attr_celeba.txt"), "w") as f:
        ...     _ = f.write(os.linesep.join(["1", "Smiling Young", "000001.jpg -1 1"]))
        >>> dataset = ds.CelebADataset(root, decode=True)
        >>> image, attr = next(dataset.create_tuple_iterator(output_numpy=True))
        >>> print(image.shape, attr, attr.dtype)
        (3, 2, 3) [0 1] uint32
    """

    def __init__(self, dataset_dir, num_parallel_workers=None, shuffle=None, usage='all', sampler=None,
                 decode=False, extensions=None, num_samples=None, num_shards=None, shard_id=None, cache=None,
                 decrypt=None):
        check_dir(dataset_dir)
        if usage is not None:
            type_check(usage, (str,), "usage")
            if usage not in ("all", "train", "valid", "test"):
                raise ValueError("usage should be 'all', 'train', 'valid' or 'test'.")
        if isinstance(sampler, samplers.PKSampler):
            raise ValueError("CelebADataset doesn't support PKSampler.")
        if extensions is not None:
            type_check_list(extensions, (str,), "extensions")
        params = {"num_samples": num_samples, "num_parallel_workers": num_parallel_workers, "num_shards": num_shards,
                  "shard_id": shard_id, "shuffle": shuffle, "sampler": sampler}
        validate_dataset_param_value(["num_samples", "num_parallel_workers", "num_shards", "shard_id"], params, int)
        validate_dataset_param_value(["shuffle", "decode"], dict(params, decode=decode), bool)
        check_sampler_shuffle_shard_options(params)
        if cache is not None:
            type_check(cache, (DatasetCache,), "cache")
        super().__init__(num_parallel_workers, sampler, num_samples, shuffle, num_shards, shard_id, cache)
        self.dataset_dir, self.usage, self.decode = dataset_dir, "all" if usage is None else usage, decode
        self.extensions, self.decrypt = extensions, decrypt
        self._rows = None  # [(file name, attributes)] once read

    def _columns(self):
        return ["image", "attr"]

    def _listing(self):
        if self._rows is None:
            with open(os.path.join(self.dataset_dir, "list_attr_celeba.txt"), encoding="utf-8") as f:
                words = f.read().split()
            # the count, the attribute names, then file name + one flag per attribute
            count = int(words[0]) if words else 0
            width = 0
            while 1 + width < len(words) and not words[1 + width].lower().endswith((".jpg", ".png", ".jpeg")):
                width += 1
            body = words[1 + width:]
            rows = [(body[i], [1 if int(v) == 1 else 0 for v in body[i + 1:i + 1 + width]])
                    for i in range(0, min(len(body), count * (width + 1)), width + 1)]
            if self.usage != "all":
                with open(os.path.join(self.dataset_dir, "list_eval_partition.txt"), encoding="utf-8") as f:
                    part = dict(line.split()[:2] for line in f if line.strip())
                rows = [row for row in rows if part.get(row[0]) == _CELEBA_PARTS[self.usage]]
            self._rows = rows
        return self._rows

    def _num_rows(self):
        return len(self._listing())

    def _build(self):
        if self._num_rows() == 0:
            raise _pipeline_error(f"Invalid data, CelebADataset API can't read the data file (interface mismatch or "
                                  f"no data found). Check file path: {self.dataset_dir}")
        return super()._build()

    def _read_row(self, index):
        name, attrs = self._listing()[index]
        path = os.path.join(self.dataset_dir, name)
        if self.decrypt is not None:
            raw = self.decrypt(path)
        else:
            with open(path, "rb") as f:
                raw = f.read()
        image = _decode_rgb(raw, path) if self.decode else np.frombuffer(raw, np.uint8).copy()
        return [image, np.array(attrs, np.uint32)]

    def __deepcopy__(self, memo):
        new = super().__deepcopy__(memo)
        new._rows = self._rows
        return new


# ----- STL10Dataset ---------------------------------------------------------------------------------------------
_STL10_PARTS = {"train": ("train",), "test": ("test",), "unlabeled": ("unlabeled",),
                "train+unlabeled": ("train", "unlabeled"), "all": ("test", "train", "unlabeled")}


class STL10Dataset(MappableDataset, VisionBaseDataset):
    """
    STL-10 from its binary files in `dataset_dir`: ``<part>_X.bin`` (96x96 RGB images stored channel by channel,
    column-major) and ``<part>_y.bin`` (labels 1..10) for the parts ``train`` and ``test``, and
    ``unlabeled_X.bin``. Rows have the columns ``image`` (HWC uint8) and ``label`` (int32, 0..9, or -1 for an
    unlabeled image); ``'all'`` reads test, train, then unlabeled.

    Args:
        dataset_dir (str): The folder.
        usage (str, optional): ``'train'``, ``'test'``, ``'unlabeled'``, ``'train+unlabeled'`` or ``'all'``.
            Default: ``None``, ``'all'``.
        num_samples (int, optional): Number of rows to read. Default: ``None``, all.
        num_parallel_workers (int, optional): Workers (validated, recorded). Default: ``None``.
        shuffle (bool, optional): Whether to shuffle. Default: ``None``, shuffle.
        sampler (Sampler, optional): The sampler. Default: ``None``.
        num_shards (int, optional): Number of shards. Default: ``None``.
        shard_id (int, optional): Shard to read. Default: ``None``.
        cache (DatasetCache, optional): A cache for the rows. Default: ``None``.

    Raises:
        ValueError: If `usage` is not one of the five.

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import os, tempfile
        >>> import numpy as np
        >>> import mindspore.dataset as ds
        >>> root = tempfile.mkdtemp()
        >>> np.zeros((1, 3, 96, 96), np.uint8).tofile(os.path.join(root, "test_X.bin"))
        >>> np.array([4], np.uint8).tofile(os.path.join(root, "test_y.bin"))
        >>> image, label = next(ds.STL10Dataset(root, usage="test").create_tuple_iterator(output_numpy=True))
        >>> print(image.shape, label, label.dtype)
        (96, 96, 3) 3 int32
    """

    def __init__(self, dataset_dir, usage=None, num_samples=None, num_parallel_workers=None, shuffle=None,
                 sampler=None, num_shards=None, shard_id=None, cache=None):
        check_dir(dataset_dir)
        if usage is not None:
            check_valid_str(usage, list(_STL10_PARTS), "usage")
        params = {"num_samples": num_samples, "num_parallel_workers": num_parallel_workers, "num_shards": num_shards,
                  "shard_id": shard_id, "shuffle": shuffle, "sampler": sampler}
        validate_dataset_param_value(["num_samples", "num_parallel_workers", "num_shards", "shard_id"], params, int)
        validate_dataset_param_value(["shuffle"], params, bool)
        check_sampler_shuffle_shard_options(params)
        if cache is not None:
            type_check(cache, (DatasetCache,), "cache")
        super().__init__(num_parallel_workers, sampler, num_samples, shuffle, num_shards, shard_id, cache)
        self.dataset_dir, self.usage = dataset_dir, "all" if usage is None else usage
        self._data = None  # (images NHWC, labels) once read

    def _columns(self):
        return ["image", "label"]

    def _loaded(self):
        if self._data is None:
            images, labels = [], []
            for part in _STL10_PARTS[self.usage]:
                path = os.path.join(self.dataset_dir, f"{part}_X.bin")
                if not os.path.isfile(path):
                    continue
                raw = np.fromfile(path, np.uint8).reshape(-1, 3, 96, 96)
                images.append(raw.transpose(0, 3, 2, 1))  # channel-major, column-major -> HWC
                if part == "unlabeled":
                    labels.append(np.full(len(raw), -1, np.int32))
                else:
                    y = np.fromfile(os.path.join(self.dataset_dir, f"{part}_y.bin"), np.uint8)
                    labels.append(y.astype(np.int32) - 1)
            if not images:
                self._data = (np.zeros((0, 96, 96, 3), np.uint8), np.zeros((0,), np.int32))
            else:
                self._data = (np.concatenate(images), np.concatenate(labels))
        return self._data

    def _num_rows(self):
        return len(self._loaded()[0])

    def _class_ids(self):
        return _group_by_label(self._loaded()[1])

    def _read_row(self, index):
        images, labels = self._loaded()
        return [np.ascontiguousarray(images[index]), np.array(labels[index], np.int32)]

    def __deepcopy__(self, memo):
        new = super().__deepcopy__(memo)
        new._data = self._data
        return new


# ------------------------------------------------------------------------------------------------ FakeImageDataset
def _mt19937_words(seed, count):
    """The first `count` outputs of C++'s ``std::mt19937`` seeded with `seed` (numpy's MT19937 with the same
    ``init_genrand`` seeding gives the same stream)."""
    generator = np.random.MT19937(0)
    generator._legacy_seeding(seed % (1 << 32))
    return generator.random_raw(count)


def _fake_label(seed, num_classes):
    """The label of one FakeImageDataset row: libstdc++'s ``uniform_int_distribution<int32_t>(0, num_classes - 1)``
    on one ``std::mt19937`` word (Lemire's multiply-shift; words whose low half falls under the threshold are
    redrawn)."""
    words = iter(_mt19937_words(seed, 64).tolist())
    product = next(words) * num_classes
    if product % (1 << 32) < num_classes:
        threshold = (1 << 32) % num_classes
        while product % (1 << 32) < threshold:
            product = next(words) * num_classes
    return product >> 32


def _fake_image(seed, shape):
    """The image of one FakeImageDataset row, as MindSpore builds it: standard normal doubles from
    ``std::normal_distribution`` (libstdc++'s polar method over ``generate_canonical<double>``, which uses two
    ``std::mt19937`` words per uniform) are clipped to [0, 255], and the image's uint8 pixels are the first bytes of
    that float64 buffer (little-endian), not the rounded values."""
    total = int(np.prod(shape))
    needed = (total + 7) // 8
    values = np.empty(0)
    attempts = needed // 2 + 8
    while len(values) < needed:
        words = _mt19937_words(seed, 4 * attempts).astype(np.float64)
        uniform = (words[0::2] + words[1::2] * 4294967296.0) / 18446744073709551616.0
        uniform = np.minimum(uniform, np.nextafter(1.0, 0.0))
        x, y = 2.0 * uniform[0::2] - 1.0, 2.0 * uniform[1::2] - 1.0
        r2 = x * x + y * y
        keep = (r2 <= 1.0) & (r2 != 0.0)
        x, y, r2 = x[keep], y[keep], r2[keep]
        scale = np.sqrt(-2.0 * np.log(r2) / r2)
        values = np.stack([y * scale, x * scale], axis=1).reshape(-1)   # each pair: y first, then the saved x
        attempts *= 2
    pixels = np.clip(values[:needed], 0.0, 255.0).astype("<f8")
    return np.frombuffer(pixels.tobytes()[:total], np.uint8).reshape(shape).copy()


class FakeImageDataset(MappableDataset, VisionBaseDataset):
    """
    A source of generated images: row ``i`` holds an ``image`` (uint8, shape `image_size`) and a ``label``
    (uint32 scalar below `num_classes`), both drawn from a generator seeded with ``base_seed + i``, so every row is
    the same from run to run and equal to MindSpore's.

    The pixels are what MindSpore hands out: the leading bytes of a buffer of clipped normal samples stored as
    float64, so most pixels are 0 or bytes of those doubles, not a picture.

    Args:
        num_images (int, optional): Number of rows. Default: ``1000``.
        image_size (Union[tuple, list], optional): (height, width, channels) of the images. Default:
            ``(224, 224, 3)``.
        num_classes (int, optional): Number of label values. Default: ``10``.
        base_seed (int, optional): Added to the row index to seed that row. Default: ``0``.
        num_samples (int, optional): Number of rows to read. Default: ``None``, all.
        num_parallel_workers (int, optional): Workers (validated, recorded). Default: ``None``.
        shuffle (bool, optional): Whether to shuffle. Default: ``None``, shuffle.
        sampler (Sampler, optional): The sampler. Default: ``None``.
        num_shards (int, optional): Number of shards. Default: ``None``.
        shard_id (int, optional): Shard to read. Default: ``None``.
        cache (DatasetCache, optional): A cache for the rows. Default: ``None``.

    Raises:
        TypeError: If `num_images`, `num_classes` or `base_seed` is not an int.
        ValueError: If `num_images`, `num_classes` or an item of `image_size` is not positive, or `image_size` does
            not have 3 items.
        RuntimeError: If `sampler` is combined with `shuffle`, `num_samples` or sharding, or `num_shards` and
            `shard_id` are not given together.

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import mindspore.dataset as ds
        >>> dataset = ds.FakeImageDataset(num_images=4, image_size=(2, 4, 3), num_classes=10, base_seed=0,
        ...                               shuffle=False)
        >>> for image, label in dataset.create_tuple_iterator(output_numpy=True):
        ...     print(image.shape, image.dtype, label, label.dtype)
        (2, 4, 3) uint8 5 uint32
        (2, 4, 3) uint8 4 uint32
        (2, 4, 3) uint8 4 uint32
        (2, 4, 3) uint8 5 uint32
    """

    def __init__(self, num_images=1000, image_size=(224, 224, 3), num_classes=10, base_seed=0, num_samples=None,
                 num_parallel_workers=None, shuffle=None, sampler=None, num_shards=None, shard_id=None, cache=None):
        check_pos_int32(num_images, "num_images")
        if not isinstance(image_size, (list, tuple)) or len(image_size) != 3:
            length = len(image_size) if isinstance(image_size, (list, tuple)) else type(image_size).__name__
            raise ValueError(f"image_size should be a list or tuple of length 3, but got {length}")
        for position, extent in enumerate(image_size):
            check_pos_int32(extent, f"image_size[{position}]")
        check_pos_int32(num_classes, "num_classes")
        type_check(base_seed, (int,), "base_seed")
        params = {"num_samples": num_samples, "num_parallel_workers": num_parallel_workers, "num_shards": num_shards,
                  "shard_id": shard_id, "shuffle": shuffle, "sampler": sampler}
        validate_dataset_param_value(["num_samples", "num_parallel_workers", "num_shards", "shard_id"], params, int)
        validate_dataset_param_value(["shuffle"], params, bool)
        check_sampler_shuffle_shard_options(params)
        if cache is not None:
            type_check(cache, (DatasetCache,), "cache")
        super().__init__(num_parallel_workers, sampler, num_samples, shuffle, num_shards, shard_id, cache)
        self.num_images, self.image_size = num_images, tuple(image_size)
        self.num_classes, self.base_seed = num_classes, base_seed
        self._labels = None

    def _columns(self):
        return ["image", "label"]

    def _num_rows(self):
        return self.num_images

    def _label_list(self):
        if self._labels is None:
            self._labels = [_fake_label(self.base_seed + row, self.num_classes) for row in range(self.num_images)]
        return self._labels

    def _class_ids(self):
        return _group_by_label(self._label_list())

    def _read_row(self, index):
        return [_fake_image(self.base_seed + index, self.image_size),
                np.array(self._label_list()[index], np.uint32)]
