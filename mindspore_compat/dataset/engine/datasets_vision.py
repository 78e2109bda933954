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
from .datasets import (MappableDataset, Schema, SourceDataset, VisionBaseDataset, _ListedRows, _Stage,
                       _pipeline_error)
from .datasets_standard_format import check_file
from .datasets_user_defined import GeneratorDataset

__all__ = [
    "MnistDataset", "FashionMnistDataset", "KMnistDataset", "Cifar10Dataset", "Cifar100Dataset",
    "ImageFolderDataset", "RandomDataset", "VOCDataset", "CelebADataset", "STL10Dataset",
    "FakeImageDataset", "CocoDataset", "CityscapesDataset", "ManifestDataset", "KITTIDataset", "WIDERFaceDataset",
    "SBDataset", "FlickrDataset", "DIV2KDataset", "LFWDataset", "LSUNDataset", "OmniglotDataset", "Caltech101Dataset",
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


def _decode_rgb(raw, path, failure=None):
    """The bytes of an image file as an HWC uint8 RGB array (what the folder sources hand out with decode=True);
    `failure` words the error of a file that does not decode (the readers word it differently)."""
    import io
    from PIL import Image, UnidentifiedImageError
    try:
        return np.asarray(Image.open(io.BytesIO(raw)).convert("RGB")).copy()
    except (UnidentifiedImageError, OSError) as exc:
        if failure is None:
            failure = f"Invalid image, {path} decode failed, the image is broken or permission denied."
        raise _pipeline_error(failure) from exc


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
        extra_metadata (bool, optional): Whether to add the column ``_meta-filename`` (the image name of the list
            file); like every ``_meta`` column it is listed by ``get_col_names`` but left out by the iterators.
            Default: ``False``.
        decrypt (Callable, optional): Reads an image file (path -> bytes) in place of ``open``. Default: ``None``.

    Raises:
        ValueError: If `task` is not one of the two, the list file does not exist, or `class_indexing` is given
            for Segmentation.
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
        if cache is not None:
            type_check(cache, (DatasetCache,), "cache")
        super().__init__(num_parallel_workers, sampler, num_samples, shuffle, num_shards, shard_id, cache)
        self.dataset_dir, self.task, self.usage, self.decode = dataset_dir, task, usage, decode
        self.class_indexing, self.decrypt = class_indexing, decrypt
        self.extra_metadata = extra_metadata
        with open(listing, encoding="utf-8") as f:
            self._names = [line.strip() for line in f if line.strip()]
        self._objects = None  # name -> [(class, [x, y, w, h], difficult, truncated)] once parsed

    def _columns(self):
        meta = ["_meta-filename"] if self.extra_metadata else []
        if self.task == "Segmentation":
            return ["image", "target"] + meta
        return ["image", "bbox", "label", "difficult", "truncate"] + meta

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
        meta = [np.array(self._names[index])] if self.extra_metadata else []
        return self._voc_row(self._names[index]) + meta

    def _voc_row(self, name):
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


# ----- readers of published dataset layouts ------------------------------------------------------------------------
def _check_reader_args(dataset_dir, decode, num_samples, num_parallel_workers, shuffle, sampler, num_shards, shard_id,
                       cache, check_folder=True):
    """The checks every layout reader shares: the folder, the flags, the sampler options and the cache."""
    if check_folder:
        check_dir(dataset_dir)
    params = {"num_samples": num_samples, "num_parallel_workers": num_parallel_workers, "num_shards": num_shards,
              "shard_id": shard_id, "shuffle": shuffle, "sampler": sampler, "decode": decode}
    validate_dataset_param_value(["num_samples", "num_parallel_workers", "num_shards", "shard_id"], params, int)
    validate_dataset_param_value(["shuffle", "decode"], params, bool)
    check_sampler_shuffle_shard_options(params)
    if cache is not None:
        type_check(cache, (DatasetCache,), "cache")


def _file_bytes(path):
    return np.fromfile(path, dtype=np.uint8)


def _first_bytes_kind(path):
    """Whether the file starts like a JPEG, PNG, GIF or BMP (how MindSpore's list readers skip other files)."""
    with open(path, "rb") as f:
        head = f.read(3)
    return head[:3] in (b"\xff\xd8\xff", b"\x89PN", b"GIF") or head[:2] == b"BM"


class _LayoutReader(_ListedRows, MappableDataset, VisionBaseDataset):
    """A random-accessible dataset whose rows are listed from its files once, when first needed."""

    _api = "Dataset"

    def __init__(self, dataset_dir, decode, num_samples, num_parallel_workers, shuffle, sampler, num_shards, shard_id,
                 cache):
        super().__init__(num_parallel_workers, sampler, num_samples, shuffle, num_shards, shard_id, cache)
        self.dataset_dir = dataset_dir
        self.decode = False if decode is None else decode
        self._entries = None

    def _empty_message(self):
        return (f"Invalid data, no valid data matching the dataset API {self._api}. Please check file path or "
                f"dataset API.")

    def _num_rows(self):
        # an empty listing is an error as soon as the rows are counted
        count = len(self._listing())
        if count == 0:
            raise _pipeline_error(self._empty_message())
        return count

    def _image(self, path, failure=None):
        raw = _file_bytes(path)
        return _decode_rgb(raw.tobytes(), path, failure) if self.decode else raw


# ----- CocoDataset ------------------------------------------------------------------------------------------------
_COCO_COLUMNS = {"Detection": ["image", "bbox", "category_id", "iscrowd"],
                 "Stuff": ["image", "segmentation", "iscrowd"],
                 "Keypoint": ["image", "keypoints", "num_keypoints"],
                 "Panoptic": ["image", "bbox", "category_id", "iscrowd", "area"],
                 "Captioning": ["image", "captions"]}


def _padded_rows(rows):
    """Rows of different lengths as one float32 matrix, the short ones padded with -1."""
    width = max((len(r) for r in rows), default=0)
    out = np.full((len(rows), width), -1, np.float32)
    for i, r in enumerate(rows):
        out[i, :len(r)] = r
    return out


class CocoDataset(_LayoutReader):
    """
    COCO images with one of its annotation files (``instances_*.json``, ``stuff_*.json``,
    ``person_keypoints_*.json``, ``panoptic_*.json`` or ``captions_*.json``).

    A row is an image of the ``images`` list that has at least one annotation for the task, in the order of that
    list. The columns depend on `task`:

    - ``'Detection'``: ``image``, ``bbox`` (float32, one ``[x, y, w, h]`` per object), ``category_id`` and
      ``iscrowd`` (uint32, shape (objects, 1)).
    - ``'Stuff'``: ``image``, ``segmentation`` (float32, one polygon or RLE count list per row, padded with -1)
      and ``iscrowd``.
    - ``'Keypoint'``: ``image``, ``keypoints`` (float32) and ``num_keypoints`` (uint32).
    - ``'Panoptic'``: ``image``, ``bbox``, ``category_id``, ``iscrowd`` and ``area`` (uint32).
    - ``'Captioning'``: ``image`` and ``captions`` (str, shape (captions, 1)).

    With `extra_metadata` the column ``_meta-filename`` (the file name without its extension) is added; like
    every ``_meta`` column it is listed by ``get_col_names`` but left out by the iterators.

    Args:
        dataset_dir (str): Folder of the image files.
        annotation_file (str): The annotation JSON file.
        task (str, optional): ``'Detection'``, ``'Stuff'``, ``'Panoptic'``, ``'Keypoint'`` or
            ``'Captioning'``. Default: ``'Detection'``.
        num_samples (int, optional): Number of rows to read. Default: ``None``, all.
        num_parallel_workers (int, optional): Workers (validated, recorded). Default: ``None``.
        shuffle (bool, optional): Whether to shuffle. Default: ``None``, shuffle.
        decode (bool, optional): Whether to decode the images. Default: ``False``.
        sampler (Sampler, optional): The sampler. Default: ``None``.
        num_shards (int, optional): Number of shards. Default: ``None``.
        shard_id (int, optional): Shard to read. Default: ``None``.
        cache (DatasetCache, optional): A cache for the rows. Default: ``None``.
        extra_metadata (bool, optional): Whether to add the ``_meta-filename`` column. Default: ``False``.
        decrypt (callable, optional): Reads an image file (path -> bytes) in place of ``open``. Default: ``None``.

    Raises:
        ValueError: If `dataset_dir` or `annotation_file` does not exist, `task` is not one of the five, or
            `sampler` is a PKSampler.
        TypeError: If `decrypt` is not callable.
        RuntimeError: If the annotation file is malformed or selects no image (when the rows are counted or read).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import json, os, tempfile
        >>> from PIL import Image
        >>> import mindspore.dataset as ds
        >>> root = tempfile.mkdtemp()
        >>> Image.new("RGB", (5, 4)).save(os.path.join(root, "street.png"))
        >>> notes = {"images": [{"file_name": "street.png", "id": 3}],
        ...          "categories": [{"id": 2, "name": "bike"}],
        ...          "annotations": [{"id": 9, "image_id": 3, "bbox": [1, 1, 2, 2], "category_id": 2}]}
        >>> with open(os.path.join(root, "notes.json"), "w") as f:
        ...     json.dump(notes, f)
        >>> dataset = ds.CocoDataset(root, os.path.join(root, "notes.json"), decode=True)
        >>> image, bbox, category_id, iscrowd = next(dataset.create_tuple_iterator(output_numpy=True))
        >>> print(image.shape, bbox, category_id.ravel(), dataset.get_class_indexing())
        (4, 5, 3) [[1. 1. 2. 2.]] [2] {'bike': [2]}
    """

    _api = "CocoDataset"

    def __init__(self, dataset_dir, annotation_file, task='Detection', num_samples=None, num_parallel_workers=None,
                 shuffle=None, decode=False, sampler=None, num_shards=None, shard_id=None, cache=None,
                 extra_metadata=False, decrypt=None):
        check_dir(dataset_dir)
        check_file(annotation_file)
        type_check(task, (str,), "task")
        if task not in _COCO_COLUMNS:
            raise ValueError(f"Invalid task type: {task}.")
        if decrypt is not None and not callable(decrypt):
            raise TypeError(f"Argument decrypt is not a callable object, but got {type(decrypt)}")
        if isinstance(sampler, samplers.PKSampler):
            raise ValueError("CocoDataset doesn't support PKSampler.")
        _check_reader_args(dataset_dir, decode, num_samples, num_parallel_workers, shuffle, sampler, num_shards,
                           shard_id, cache, check_folder=False)
        super().__init__(dataset_dir, decode, num_samples, num_parallel_workers, shuffle, sampler, num_shards,
                         shard_id, cache)
        self.annotation_file, self.task = annotation_file, task
        self.extra_metadata, self.decrypt = extra_metadata, decrypt
        self._categories = None

    def _columns(self):
        return _COCO_COLUMNS[self.task] + (["_meta-filename"] if self.extra_metadata else [])

    def _empty_message(self):
        return ("Invalid data, 'CocoDataset' API can't read the data file (interface mismatch or no data found). "
                f"Check file in directory: {self.dataset_dir}.")

    def _node(self, tree, name):
        if not isinstance(tree, dict) or name not in tree:
            raise _pipeline_error(f"Invalid annotation, the attribute of '{name}' is missing in annotation file: "
                                  f"{self.annotation_file}.")
        return tree[name]

    def _load_categories(self, tree):
        path = self.annotation_file
        nodes = self._node(tree, "categories")
        if not nodes:
            raise _pipeline_error(f"Invalid annotation, the 'categories' node is missing in annotation file: {path}.")
        table = []
        for node in nodes:
            if "id" not in node:
                raise _pipeline_error("Invalid annotation, the attribute of 'id' is missing in the node of "
                                      f"'categories' from annotation file: {path}")
            info = [int(node["id"])]
            if "name" not in node:
                raise _pipeline_error("Invalid annotation, the attribute of 'name' is missing in the node of "
                                      f"'categories' where 'id': {info[0]}")
            if self.task == "Panoptic":
                if "isthing" not in node:
                    raise _pipeline_error("Invalid annotation, the attribute of 'isthing' is missing in the node of "
                                          f"'categories' from annotation file: {path}")
                info.append(int(node["isthing"]))
            table.append((node["name"], info))
        return table

    def _read_tree(self):
        import json
        path = self.annotation_file
        try:
            with open(path, encoding="utf-8") as f:
                return json.load(f)
        except (OSError, ValueError) as exc:
            raise _pipeline_error(f"Invalid annotation file, Coco Dataset annotation file:{path} load failed, error "
                                  f"description: {exc}") from exc

    def _scan(self):
        path = self.annotation_file
        tree = self._read_tree()
        images = self._node(tree, "images")
        if not images:
            raise _pipeline_error(f"Invalid annotation, the 'image' node is missing in annotation file: {path}.")
        files, order = {}, []
        for node in images:
            name = self._node(node, "file_name")
            files[self._node(node, "id")] = name
            order.append(name)
        known = set()
        if self.task in ("Detection", "Panoptic"):
            self._categories = self._load_categories(tree)
            known = {info[0] for _, info in self._categories}
        coords, items, captions = {}, {}, {}
        for note in self._node(tree, "annotations"):
            image_id = self._node(note, "image_id")
            if image_id not in files:
                raise _pipeline_error(f"Invalid annotation, the attribute of 'image_id': {image_id} is missing in the "
                                      f"node of 'image' from annotation file: {path}")
            name = files[image_id]
            self._load_note(note, name, image_id, known, coords.setdefault(name, []), items.setdefault(name, []),
                            captions)
        present = captions if self.task == "Captioning" else {k for k, v in coords.items() if v}
        return [(name, coords.get(name, []), items.get(name, []), captions.get(name, []))
                for name in order if name in present]

    def _load_note(self, note, name, image_id, known, coords, items, captions):
        path = self.annotation_file
        if self.task != "Panoptic":
            unique_id = self._node(note, "id")
        if self.task == "Detection":
            bbox = self._node(note, "bbox")
            category = self._node(note, "category_id")
            if category not in known:
                raise _pipeline_error(f"Invalid annotation, the attribute of 'category_id': {category} is missing in "
                                      f"the node of 'categories' from annotation file: {path}")
            coords.append(list(bbox))
            items.append((category, note.get("iscrowd", 0)))
        elif self.task == "Stuff":
            iscrowd = self._node(note, "iscrowd")
            items.append((iscrowd,))
            segmentation = self._node(note, "segmentation")
            if iscrowd == 0:
                coords.extend(list(polygon) for polygon in segmentation)
            elif iscrowd == 1:
                coords.append(list(self._node(segmentation, "counts")))
        elif self.task == "Keypoint":
            for key, word in (("num_keypoints", "num_keypoint"), ("keypoints", "keypoint")):
                if key not in note:
                    raise _pipeline_error(f"Invalid annotation, the '{word}' node is missing in annotation file: "
                                          f"{path} where 'image_id': {unique_id}.")
            items.append((note["num_keypoints"],))
            coords.append(list(note["keypoints"]))
        elif self.task == "Panoptic":
            self._load_segments(note, image_id, known, coords, items)
        else:
            captions.setdefault(name, []).append(self._node(note, "caption"))

    def _load_segments(self, note, image_id, known, coords, items):
        path = self.annotation_file
        if "segments_info" not in note:
            raise _pipeline_error(f"Invalid annotation, the 'segments_info' node is missing in annotation file: "
                                  f"{path} where 'image_id': {image_id}.")
        for info in note["segments_info"]:
            if "bbox" not in info:
                raise _pipeline_error("Invalid annotation, the 'bbox' attribute is missing in the node of "
                                      f"'segments_info' where 'image_id': {image_id} from annotation file: {path}.")
            coords.append(list(info["bbox"]))
            category = self._node(info, "category_id")
            if category not in known:
                raise _pipeline_error(f"Invalid annotation, the attribute of 'category_id': {category} is missing in "
                                      f"the node of 'categories' from {path}.")
            for key in ("iscrowd", "area"):
                if key not in info:
                    raise _pipeline_error(f"Invalid annotation, the attribute of '{key}' is missing in the node of "
                                          f"'segments_info' where 'image_id': {image_id} from annotation file: "
                                          f"{path}.")
            items.append((category, info["iscrowd"], info["area"]))

    def get_class_indexing(self):
        """
        Category name -> ``[category id]`` (Detection, Stuff, Keypoint) or ``[category id, isthing]`` (Panoptic).

        For Stuff, Keypoint and Captioning the table is read from the annotation file's ``categories`` node when it
        has one (a Captioning file usually has none: the mapping is then empty). MindSpore 2.10 answers these three
        tasks with NotImplementedError; see the differences page.

        Returns:
            dict, the mapping.

        Raises:
            RuntimeError: If the annotation file cannot be read, or a category lacks its ``id`` or ``name``.
        """
        if self.task in ("Detection", "Panoptic"):
            self._listing()
            return {name: list(info) for name, info in self._categories}
        tree = self._read_tree()
        if not tree.get("categories"):
            return {}
        return {name: list(info) for name, info in self._load_categories(tree)}

    def _row(self, entry):
        name, coords, items, captions = entry
        path = os.path.join(self.dataset_dir, name)
        raw = self.decrypt(path) if self.decrypt is not None else _file_bytes(path).tobytes()
        image = (_decode_rgb(raw, path, f"Invalid image, failed to decode {path}: the image is broken or permission "
                                        f"denied.") if self.decode else np.frombuffer(raw, np.uint8).copy())
        if self.task == "Captioning":
            row = [image, np.array(captions, dtype=str).reshape(-1, 1)]
        else:
            width = len(_COCO_COLUMNS[self.task]) - 2
            flat = [v for item in items for v in item]
            row = [image, _padded_rows(coords)] + [
                np.array(flat[k::width], np.int64).astype(np.uint32).reshape(-1, 1) for k in range(width)]
        if self.extra_metadata:
            if "." not in name:
                raise _pipeline_error(f'Invalid image, {name} should be with suffix like ".jpg"')
            row.append(np.array(name[:name.index(".")]))
        return row

    def __deepcopy__(self, memo):
        new = super().__deepcopy__(memo)
        new._categories = self._categories
        return new


# ----- CityscapesDataset ------------------------------------------------------------------------------------------
_CITYSCAPES_SUFFIX = {"instance": "instanceIds.png", "semantic": "labelIds.png", "color": "color.png",
                      "polygon": "polygons.json"}


class CityscapesDataset(_LayoutReader):
    """
    Cityscapes in its folder layout: ``leftImg8bit/<split>/<city>/<frame>_leftImg8bit.png`` and, for each image,
    ``gtFine`` (or ``gtCoarse``) ``/<split>/<city>/<frame>_gtFine_<kind>`` with the kind of `task`
    (``instanceIds.png``, ``labelIds.png``, ``color.png`` or ``polygons.json``).

    Rows have the columns ``image`` and ``task``: the label picture (file bytes, or decoded to HWC uint8 RGB with
    `decode`) or, for ``'polygon'``, the JSON text as a string scalar (compact, keys in name order). Rows of a
    split are in path order; ``'all'`` reads train, test, val (fine) or train, train_extra, val (coarse).

    Args:
        dataset_dir (str): The Cityscapes folder.
        usage (str, optional): ``'train'``, ``'test'``, ``'val'`` or ``'all'`` (fine), ``'train'``,
            ``'train_extra'``, ``'val'`` or ``'all'`` (coarse). Default: ``'train'``.
        quality_mode (str, optional): ``'fine'`` or ``'coarse'``. Default: ``'fine'``.
        task (str, optional): ``'instance'``, ``'semantic'``, ``'polygon'`` or ``'color'``.
            Default: ``'instance'``.
        num_samples (int, optional): Number of rows to read. Default: ``None``, all.
        num_parallel_workers (int, optional): Workers (validated, recorded). Default: ``None``.
        shuffle (bool, optional): Whether to shuffle. Default: ``None``, shuffle.
        decode (bool, optional): Whether to decode the pictures. Default: ``None``, no.
        sampler (Sampler, optional): The sampler. Default: ``None``.
        num_shards (int, optional): Number of shards. Default: ``None``.
        shard_id (int, optional): Shard to read. Default: ``None``.
        cache (DatasetCache, optional): A cache for the rows. Default: ``None``.

    Raises:
        ValueError: If `dataset_dir` does not exist or `usage`, `quality_mode` or `task` is not a valid choice.
        RuntimeError: If a folder of the split or a label file is missing (when the rows are counted or read).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import os, tempfile
        >>> from PIL import Image
        >>> import mindspore.dataset as ds
        >>> root = tempfile.mkdtemp()
        >>> for folder in ("leftImg8bit/train/ulm", "gtFine/train/ulm"):
        ...     os.makedirs(os.path.join(root, folder))
        >>> Image.new("RGB", (4, 2)).save(os.path.join(root, "leftImg8bit/train/ulm/ulm_1_1_leftImg8bit.png"))
        >>> Image.new("L", (4, 2)).save(os.path.join(root, "gtFine/train/ulm/ulm_1_1_gtFine_labelIds.png"))
        >>> dataset = ds.CityscapesDataset(root, task="semantic", decode=True)
        >>> image, task = next(dataset.create_tuple_iterator(output_numpy=True))
        >>> print(image.shape, task.shape)
        (2, 4, 3) (2, 4, 3)
    """

    _api = "CityscapesDataset"

    def __init__(self, dataset_dir, usage='train', quality_mode='fine', task='instance', num_samples=None,
                 num_parallel_workers=None, shuffle=None, decode=None, sampler=None, num_shards=None, shard_id=None,
                 cache=None):
        check_dir(dataset_dir)
        check_valid_str(task, ["instance", "semantic", "polygon", "color"], "task")
        check_valid_str(quality_mode, ["fine", "coarse"], "quality_mode")
        splits = ["train", "test", "val"] if quality_mode == "fine" else ["train", "train_extra", "val"]
        check_valid_str(usage, splits + ["all"], "usage")
        _check_reader_args(dataset_dir, decode, num_samples, num_parallel_workers, shuffle, sampler, num_shards,
                           shard_id, cache, check_folder=False)
        super().__init__(dataset_dir, decode, num_samples, num_parallel_workers, shuffle, sampler, num_shards,
                         shard_id, cache)
        self.usage, self.quality_mode, self.task = usage, quality_mode, task
        self._splits = splits if usage == "all" else [usage]

    def _columns(self):
        return ["image", "task"]

    def _scan(self):
        quality = "gtFine" if self.quality_mode == "fine" else "gtCoarse"
        suffix = f"_{quality}_{_CITYSCAPES_SUFFIX[self.task]}"
        root = os.path.realpath(self.dataset_dir)
        pairs = []
        for split in self._splits:
            images_dir = os.path.join(root, "leftImg8bit", split)
            task_dir = os.path.join(root, quality, split)
            for folder, kind in ((images_dir, "image"), (task_dir, "task")):
                if not os.path.isdir(folder):
                    raise _pipeline_error(f"Invalid path, Cityscapes Dataset {kind} dir: {folder} is not a directory "
                                          f"path.")
            found = {}
            for city in os.listdir(images_dir):
                if not os.path.isdir(os.path.join(images_dir, city)):
                    continue
                for name in os.listdir(os.path.join(images_dir, city)):
                    if os.path.splitext(name)[1] != ".png":
                        continue
                    stem = name.split("_leftImg8bit")[0]
                    task_file = os.path.join(task_dir, city, stem + suffix)
                    if not os.path.exists(task_file):
                        raise _pipeline_error(f"Invalid file, {task_file} not found.")
                    found[os.path.join(images_dir, city, name)] = task_file
            pairs.extend(sorted(found.items()))
        return pairs

    def _row(self, entry):
        image_path, task_path = entry
        image = self._image(image_path, f"Invalid data, failed to decode image: {image_path}")
        if self.task != "polygon":
            return [image, self._image(task_path, f"Invalid data, failed to decode image: {task_path}")]
        import json
        with open(task_path, encoding="utf-8") as f:
            text = json.dumps(json.load(f), separators=(",", ":"), sort_keys=True, ensure_ascii=False)
        return [image, np.array(text)]


# ----- ManifestDataset --------------------------------------------------------------------------------------------
class ManifestDataset(_LayoutReader):
    """
    Images listed by a manifest file: one JSON object per line with the picture path (``source``), its split
    (``usage``, compared case-insensitively) and its labels (``annotation``: a list of objects with a ``name``).

    Rows have the columns ``image`` (file bytes, or decoded HWC uint8 RGB with `decode`) and ``label`` (int32: a
    scalar for one label, a vector for several). Lines whose file is not a JPEG, PNG, GIF or BMP picture, and
    lines left without a label, are skipped. Label names are numbered in name order unless `class_indexing`
    gives the numbers (and then only its names are kept).

    Args:
        dataset_file (str): The manifest file.
        usage (str, optional): ``'train'``, ``'eval'`` or ``'inference'`` (the ``usage`` of the lines is
            compared without case). Default: ``'train'``.
        num_samples (int, optional): Number of rows to read. Default: ``None``, all.
        num_parallel_workers (int, optional): Workers (validated, recorded). Default: ``None``.
        shuffle (bool, optional): Whether to shuffle. Default: ``None``, shuffle.
        sampler (Sampler, optional): The sampler. Default: ``None``.
        class_indexing (dict, optional): Label name -> number. Default: ``None``.
        decode (bool, optional): Whether to decode the images. Default: ``False``.
        num_shards (int, optional): Number of shards. Default: ``None``.
        shard_id (int, optional): Shard to read. Default: ``None``.
        cache (DatasetCache, optional): A cache for the rows. Default: ``None``.

    Raises:
        ValueError: If `dataset_file` does not exist.
        TypeError: If `usage` is not a str or `class_indexing` not a dict.
        RuntimeError: If `usage` is not one of the three, or a line is not valid JSON (when the rows are read).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import json, os, tempfile
        >>> from PIL import Image
        >>> import mindspore.dataset as ds
        >>> root = tempfile.mkdtemp()
        >>> Image.new("RGB", (3, 2)).save(os.path.join(root, "leaf.png"))
        >>> line = {"source": os.path.join(root, "leaf.png"), "usage": "train", "annotation": [{"name": "oak"}]}
        >>> with open(os.path.join(root, "plants.manifest"), "w") as f:
        ...     _ = f.write(json.dumps(line) + "\\n")
        >>> dataset = ds.ManifestDataset(os.path.join(root, "plants.manifest"), decode=True)
        >>> image, label = next(dataset.create_tuple_iterator(output_numpy=True))
        >>> print(image.shape, label, dataset.get_class_indexing())
        (2, 3, 3) 0 {'oak': 0}
    """

    _api = "ManifestDataset"

    def __init__(self, dataset_file, usage='train', num_samples=None, num_parallel_workers=None, shuffle=None,
                 sampler=None, class_indexing=None, decode=False, num_shards=None, shard_id=None, cache=None):
        check_file(dataset_file)
        validate_dataset_param_value(["usage"], {"usage": usage}, str)
        validate_dataset_param_value(["class_indexing"], {"class_indexing": class_indexing}, dict)
        _check_reader_args(dataset_file, decode, num_samples, num_parallel_workers, shuffle, sampler, num_shards,
                           shard_id, cache, check_folder=False)
        super().__init__(None, decode, num_samples, num_parallel_workers, shuffle, sampler, num_shards, shard_id,
                         cache)
        self.dataset_file = dataset_file
        self.usage = "train" if usage is None else usage
        self.class_indexing = {} if class_indexing is None else dict(class_indexing)
        self._labels = None

    def _columns(self):
        return ["image", "label"]

    def _empty_message(self):
        return "Invalid data, ManifestDataset API can't read the data file (interface mismatch or no data found). " \
               f"Check file path: {self.dataset_file}"

    def _scan(self):
        import json
        usage = self.usage
        if usage not in ("train", "eval", "inference"):
            raise RuntimeError(f"Syntax error. \n\n{'-' * 66}\n- Dataset Pipeline Error Message: \n{'-' * 66}\n"
                               f"[ERROR] ManifestDataset: {self.usage} does not match any mode in [ inference eval "
                               f"train ]\n")
        rows, names = [], set()
        with open(self.dataset_file, encoding="utf-8") as f:
            for line in f:
                try:
                    record = json.loads(line)
                    source = record.get("source", "")
                    notes = record["annotation"]
                except (ValueError, KeyError, AttributeError) as exc:
                    raise _pipeline_error(f"Invalid file, failed to parse manifest file: {line.rstrip()}") from exc
                if not os.path.isfile(source):
                    raise _pipeline_error(f"Invalid manifest file, 'source' is not a valid file: {source}")
                if not _first_bytes_kind(source) or str(record.get("usage", "")).lower() != usage:
                    continue
                labels = []
                for note in notes:
                    name = note.get("name", "")
                    if name == "":
                        raise _pipeline_error(f"Invalid data, label name is not found in Manifest file: {source}")
                    if not self.class_indexing or name in self.class_indexing:
                        names.add(name)
                        labels.append(name)
                if labels:
                    rows.append((source, labels))
        self._labels = {name: self.class_indexing[name] if self.class_indexing else i
                        for i, name in enumerate(sorted(names))}
        return rows

    def get_class_indexing(self):
        """
        Label name -> number.

        Returns:
            dict, the mapping (`class_indexing` itself when it was given).
        """
        if self.class_indexing:
            return dict(self.class_indexing)
        self._listing()
        return dict(self._labels)

    def _class_ids(self):
        groups = {}
        for row, (_, labels) in enumerate(self._listing()):
            for name in labels:
                groups.setdefault(self._labels[name], []).append(row)
        return groups

    def _row(self, entry):
        source, labels = entry
        label = np.array([self._labels[name] for name in labels], np.int32)
        image = self._image(source, f"Invalid data, failed to decode image: {source}")
        return [image, label.reshape(()) if len(labels) == 1 else label]

    def __deepcopy__(self, memo):
        new = super().__deepcopy__(memo)
        new._labels = self._labels
        return new


# ----- KITTIDataset -----------------------------------------------------------------------------------------------
def _c_float(text):
    """What C's atof reads from a word: its leading number, or 0."""
    import re
    found = re.match(r"\s*[+-]?(\d+\.?\d*([eE][+-]?\d+)?|\.\d+([eE][+-]?\d+)?|inf|nan)", text, re.IGNORECASE)
    return float(found.group(0)) if found else 0.0


class KITTIDataset(_LayoutReader):
    """
    The KITTI object-detection set in its folder layout: ``data_object_image_2/training/image_2/NNNNNN.png`` with
    ``data_object_label_2/training/label_2/NNNNNN.txt``, and ``data_object_image_2/testing/image_2``.

    The images are numbered 000000, 000001, ... up to the number of files in the image folder. With ``'train'``
    rows have the columns ``image``, ``label`` (uint32, the object types numbered in name order), ``truncated``
    (float32), ``occluded`` (uint32), ``alpha`` (float32), ``bbox`` (float32, ``[left, top, right, bottom]``),
    ``dimensions`` and ``location`` (float32, three values) and ``rotation_y`` (float32), one row per object; an
    image whose label file is empty is skipped. With ``'test'`` the only column is ``image``.

    Args:
        dataset_dir (str): The KITTI folder.
        usage (str, optional): ``'train'`` or ``'test'``. Default: ``None``, ``'train'``.
        num_samples (int, optional): Number of rows to read. Default: ``None``, all.
        num_parallel_workers (int, optional): Workers (validated, recorded). Default: ``None``.
        shuffle (bool, optional): Whether to shuffle. Default: ``None``, shuffle.
        decode (bool, optional): Whether to decode the images. Default: ``False``.
        sampler (Sampler, optional): The sampler. Default: ``None``.
        num_shards (int, optional): Number of shards. Default: ``None``.
        shard_id (int, optional): Shard to read. Default: ``None``.
        cache (DatasetCache, optional): A cache for the rows. Default: ``None``.

    Raises:
        ValueError: If `dataset_dir` does not exist or `usage` is not one of the two.
        RuntimeError: If a label file is missing (when the rows are counted or read).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import os, tempfile
        >>> from PIL import Image
        >>> import mindspore.dataset as ds
        >>> root = tempfile.mkdtemp()
        >>> for folder in ("data_object_image_2/training/image_2", "data_object_label_2/training/label_2"):
        ...     os.makedirs(os.path.join(root, folder))
        >>> Image.new("RGB", (6, 3)).save(os.path.join(root, "data_object_image_2/training/image_2/000000.png"))
        >>> with open(os.path.join(root, "data_object_label_2/training/label_2/000000.txt"), "w") as f:
        ...     _ = f.write("Van 0 0 0.5 1 1 4 2 1.5 1.5 4 2 1 9 0.1\\n")
        >>> dataset = ds.KITTIDataset(root, decode=True)
        >>> row = next(dataset.create_dict_iterator(output_numpy=True))
        >>> print(row["image"].shape, row["label"].ravel(), row["bbox"])
        (3, 6, 3) [0] [[1. 1. 4. 2.]]
    """

    _api = "KITTIDataset"

    def __init__(self, dataset_dir, usage=None, num_samples=None, num_parallel_workers=None, shuffle=None,
                 decode=False, sampler=None, num_shards=None, shard_id=None, cache=None):
        check_dir(dataset_dir)
        if usage is not None:
            check_valid_str(usage, ["train", "test"], "usage")
        _check_reader_args(dataset_dir, decode, num_samples, num_parallel_workers, shuffle, sampler, num_shards,
                           shard_id, cache, check_folder=False)
        super().__init__(dataset_dir, decode, num_samples, num_parallel_workers, shuffle, sampler, num_shards,
                         shard_id, cache)
        self.usage = "train" if usage is None else usage
        self._names = None

    def _columns(self):
        if self.usage == "test":
            return ["image"]
        return ["image", "label", "truncated", "occluded", "alpha", "bbox", "dimensions", "location", "rotation_y"]

    def _scan(self):
        root = os.path.realpath(self.dataset_dir)
        part = "training" if self.usage == "train" else "testing"
        folder = os.path.join(root, "data_object_image_2", part, "image_2")
        if not os.path.isdir(folder):
            raise _pipeline_error(f"Invalid path, failed to open KITTI image dir: {folder}, permission denied.")
        ids = [f"{i:06d}" for i in range(len(os.listdir(folder)))]
        if self.usage == "test":
            return [(os.path.join(folder, i + ".png"), None) for i in ids]
        rows, names = [], set()
        for i in ids:
            path = os.path.join(root, "data_object_label_2", "training", "label_2", i + ".txt")
            if not os.path.exists(path):
                raise _pipeline_error(f"Invalid path, {path} does not exist.")
            objects = []
            with open(path, encoding="utf-8") as f:
                for line in f:
                    words = line.split()
                    if not words:
                        continue
                    if len(words) < 15:
                        raise _pipeline_error("Invalid file, the format of the annotation file is not as expected, "
                                              f"got {len(words) - 1} parameters.")
                    objects.append((words[0], [_c_float(w) for w in words[1:15]]))
                    names.add(words[0])
            if objects:
                rows.append((os.path.join(folder, i + ".png"), objects))
        self._names = {name: k for k, name in enumerate(sorted(names))}
        return rows

    def _row(self, entry):
        path, objects = entry
        image = self._image(path, f"Invalid data, failed to decode image: {path}")
        if objects is None:
            return [image]
        values = np.array([v for _, v in objects], np.float64).reshape(-1, 14)
        count = len(objects)
        f32 = values.astype(np.float32)
        occluded = values[:, 1].astype(np.int64).astype(np.uint32).reshape(count, 1)
        label = np.array([self._names[name] for name, _ in objects], np.uint32).reshape(count, 1)
        return [image, label, f32[:, 0:1], occluded, f32[:, 2:3], f32[:, 3:7], f32[:, 7:10], f32[:, 10:13],
                f32[:, 13:14]]

    def __deepcopy__(self, memo):
        new = super().__deepcopy__(memo)
        new._names = self._names
        return new


# ----- WIDERFaceDataset -------------------------------------------------------------------------------------------
_WIDER_SPLITS = {"train": ("WIDER_train", "wider_face_train_bbx_gt.txt"),
                 "valid": ("WIDER_val", "wider_face_val_bbx_gt.txt")}


class WIDERFaceDataset(_LayoutReader):
    """
    WIDER FACE in its folder layout: ``WIDER_<split>/images/<event>/<picture>.jpg`` and the box lists
    ``wider_face_split/wider_face_<split>_bbx_gt.txt`` (a picture path, the number of faces, then one line of
    ten integers per face: x, y, width, height, blur, expression, illumination, occlusion, pose, invalid).

    With ``'train'``, ``'valid'`` or ``'all'`` rows have the columns ``image``, ``bbox`` (int32, (faces, 4)),
    ``blur``, ``expression``, ``illumination``, ``occlusion``, ``pose`` and ``invalid`` (int32, (faces,)); with
    ``'test'`` only ``image``. Event folders are read in name order, pictures in name order within them; ``'all'``
    reads train then valid, looking in the valid folder for every event folder met in train as well.

    Args:
        dataset_dir (str): The WIDER FACE folder.
        usage (str, optional): ``'train'``, ``'test'``, ``'valid'`` or ``'all'``. Default: ``None``, ``'all'``.
        num_samples (int, optional): Number of rows to read. Default: ``None``, all.
        num_parallel_workers (int, optional): Workers (validated, recorded). Default: ``None``.
        shuffle (bool, optional): Whether to shuffle. Default: ``None``, shuffle.
        decode (bool, optional): Whether to decode the images. Default: ``False``.
        sampler (Sampler, optional): The sampler. Default: ``None``.
        num_shards (int, optional): Number of shards. Default: ``None``.
        shard_id (int, optional): Shard to read. Default: ``None``.
        cache (DatasetCache, optional): A cache for the rows. Default: ``None``.

    Raises:
        ValueError: If `dataset_dir` does not exist or `usage` is not one of the four.
        RuntimeError: If a split folder is missing or empty, or a box line is malformed (when the rows are read).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import os, tempfile
        >>> from PIL import Image
        >>> import mindspore.dataset as ds
        >>> root = tempfile.mkdtemp()
        >>> os.makedirs(os.path.join(root, "WIDER_test/images/7--Cheering"))
        >>> Image.new("RGB", (4, 4)).save(os.path.join(root, "WIDER_test/images/7--Cheering/7_1.jpg"), "PNG")
        >>> dataset = ds.WIDERFaceDataset(root, usage="test", decode=True)
        >>> print(dataset.get_col_names(), next(dataset.create_tuple_iterator(output_numpy=True))[0].shape)
        ['image'] (4, 4, 3)
    """

    _api = "WIDERFaceDataset"

    def __init__(self, dataset_dir, usage=None, num_samples=None, num_parallel_workers=None, shuffle=None,
                 decode=False, sampler=None, num_shards=None, shard_id=None, cache=None):
        check_dir(dataset_dir)
        if usage is not None:
            check_valid_str(usage, ["train", "test", "valid", "all"], "usage")
        _check_reader_args(dataset_dir, decode, num_samples, num_parallel_workers, shuffle, sampler, num_shards,
                           shard_id, cache, check_folder=False)
        super().__init__(dataset_dir, decode, num_samples, num_parallel_workers, shuffle, sampler, num_shards,
                         shard_id, cache)
        self.usage = "all" if usage is None else usage
        self._boxes = None

    def _columns(self):
        if self.usage == "test":
            return ["image"]
        return ["image", "bbox", "blur", "expression", "illumination", "occlusion", "pose", "invalid"]

    @staticmethod
    def _walk(folder, events):
        if not os.path.isdir(folder):
            raise _pipeline_error(f"Invalid path, failed to open WIDERFace folder: {folder}")
        events.update(d for d in os.listdir(folder) if os.path.isdir(os.path.join(folder, d)))
        if not events:
            raise _pipeline_error(f"Invalid file, no subfolder found under path: {folder}")
        found = []
        for event in sorted(events):
            path = os.path.join(folder, event)
            if not os.path.isdir(path):
                raise _pipeline_error(f"Invalid path, failed to open dir: {path}, not exists or permission denied.")
            found += [os.path.join(path, n) for n in sorted(os.listdir(path)) if os.path.splitext(n)[1] == ".jpg"]
        if not found:
            raise _pipeline_error(f"Invalid file, no .jpg file found under path: {folder}")
        return found

    @staticmethod
    def _numbers(line):
        values = []
        for i, word in enumerate(w for w in line.rstrip("\r\n").split(" ") if w):
            try:
                values.append(int(word))
            except ValueError as exc:
                raise _pipeline_error(f"Invalid data, failed to parse the annotation {i}: {word}") from exc
        return values

    def _read_boxes(self, list_path, folder, boxes):
        if not os.path.isfile(list_path):
            return
        with open(list_path, encoding="utf-8") as f:
            lines = f.read().splitlines()
        k = 0
        while k < len(lines):
            picture = os.path.join(folder, lines[k])
            if k + 1 >= len(lines):
                break
            try:
                count = int(lines[k + 1])
            except ValueError as exc:
                raise _pipeline_error(f"Invalid data, failed to read the number of bbox: {lines[k + 1]}") from exc
            numbers = []
            for line in lines[k + 2:k + 2 + max(count, 1)]:
                numbers += self._numbers(line)
            boxes[picture] = numbers
            k += 2 + max(count, 1)

    def _scan(self):
        root = os.path.realpath(self.dataset_dir)
        events, boxes, rows = set(), {}, []
        if self.usage == "test":
            return self._walk(os.path.join(root, "WIDER_test", "images"), events)
        parts = ["train", "valid"] if self.usage == "all" else [self.usage]
        for part in parts:
            rows += self._walk(os.path.join(root, _WIDER_SPLITS[part][0], "images"), events)
        for part in parts:
            base, listing = _WIDER_SPLITS[part]
            self._read_boxes(os.path.join(root, "wider_face_split", listing), os.path.join(root, base, "images"),
                             boxes)
        self._boxes = boxes
        return rows

    def _row(self, path):
        image = self._image(path, "Invalid file, failed to decode image, the image may be broken or permission "
                                  f"denied: {path}")
        if self.usage == "test":
            return [image]
        numbers = self._boxes.get(path, [])
        if len(numbers) % 10:
            raise _pipeline_error("Invalid parameter, only annotation with size multiple of eight are accepted, but "
                                  f"got: {len(numbers)}")
        table = np.array(numbers, np.int32).reshape(-1, 10)
        return [image, table[:, :4].copy()] + [table[:, k].copy() for k in range(4, 10)]

    def __deepcopy__(self, memo):
        new = super().__deepcopy__(memo)
        new._boxes = self._boxes
        return new


# ----- FlickrDataset ----------------------------------------------------------------------------------------------
class FlickrDataset(_LayoutReader):
    """
    Flickr8k / Flickr30k: a folder of pictures and a token file with lines ``<file>#<n>\\t<caption>``.

    Rows have the columns ``image`` (file bytes, or decoded HWC uint8 RGB with `decode`) and ``annotation`` (the
    captions of the picture, a 1-D str array in file order). Pictures are in path order; lines naming a file that
    is not a JPEG, PNG, GIF or BMP picture are skipped, empty lines ignored.

    Args:
        dataset_dir (str): Folder of the pictures.
        annotation_file (str): The token file.
        num_samples (int, optional): Number of rows to read. Default: ``None``, all.
        num_parallel_workers (int, optional): Workers (validated, recorded). Default: ``None``.
        shuffle (bool, optional): Whether to shuffle. Default: ``None``, shuffle.
        decode (bool, optional): Whether to decode the images. Default: ``None``, no.
        sampler (Sampler, optional): The sampler. Default: ``None``.
        num_shards (int, optional): Number of shards. Default: ``None``.
        shard_id (int, optional): Shard to read. Default: ``None``.
        cache (DatasetCache, optional): A cache for the rows. Default: ``None``.

    Raises:
        ValueError: If `dataset_dir` or `annotation_file` does not exist.
        RuntimeError: If a line names a missing file or has no caption (when the rows are counted or read).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import os, tempfile
        >>> from PIL import Image
        >>> import mindspore.dataset as ds
        >>> root = tempfile.mkdtemp()
        >>> Image.new("RGB", (3, 3)).save(os.path.join(root, "kite.jpg"))
        >>> with open(os.path.join(root, "tokens.txt"), "w") as f:
        ...     _ = f.write("kite.jpg#0\\tA kite in the sky .\\nkite.jpg#1\\tA blue kite .\\n")
        >>> dataset = ds.FlickrDataset(root, os.path.join(root, "tokens.txt"))
        >>> print(next(dataset.create_tuple_iterator(output_numpy=True))[1])
        ['A kite in the sky .' 'A blue kite .']
    """

    _api = "FlickrDataset"

    def __init__(self, dataset_dir, annotation_file, num_samples=None, num_parallel_workers=None, shuffle=None,
                 decode=None, sampler=None, num_shards=None, shard_id=None, cache=None):
        check_dir(dataset_dir)
        check_file(annotation_file)
        _check_reader_args(dataset_dir, decode, num_samples, num_parallel_workers, shuffle, sampler, num_shards,
                           shard_id, cache, check_folder=False)
        super().__init__(dataset_dir, decode, num_samples, num_parallel_workers, shuffle, sampler, num_shards,
                         shard_id, cache)
        self.annotation_file = annotation_file

    def _columns(self):
        return ["image", "annotation"]

    def _scan(self):
        found = {}
        with open(self.annotation_file, encoding="utf-8") as f:
            for line in f.read().splitlines():
                if not line:
                    continue
                tab = line.find("\t")
                name, caption = (line[:max(tab - 2, 0)], line[tab + 1:]) if tab >= 0 else (line, line)
                if not name:
                    raise _pipeline_error("Invalid file, the attribute of image_name is missing in flickr dataset "
                                          f"file: {self.annotation_file}, line: {line}")
                if not caption:
                    raise _pipeline_error("Invalid file, the attribute of annotation is missing in flickr dataset "
                                          f"file: {self.annotation_file}, line: {line}")
                path = os.path.join(self.dataset_dir, name)
                if not os.path.exists(path):
                    raise _pipeline_error(f"Invalid file path, flickr dataset file: {path} does not exist.")
                if _first_bytes_kind(path):
                    found.setdefault(path, []).append(caption)
        return sorted(found.items())

    def _row(self, entry):
        path, captions = entry
        image = self._image(path, f"Invalid image, failed to decode {path}: the image is damaged or permission "
                                  f"denied!")
        return [image, np.array(captions, dtype=str)]


# ----- DIV2KDataset -----------------------------------------------------------------------------------------------
class DIV2KDataset(_LayoutReader):
    """
    DIV2K in its folder layout: high-resolution pictures ``DIV2K_<split>_HR/NNNN.png`` and their low-resolution
    versions, ``DIV2K_<split>_LR_<downgrade>/X<scale>/NNNNx<scale>.png`` (bicubic, unknown: scales 2, 3, 4),
    ``DIV2K_<split>_LR_x8/NNNNx8.png`` (bicubic, scale 8) or ``DIV2K_<split>_LR_<downgrade>/NNNNx4<m|d|w>.png``
    (mild, difficult, wild: scale 4).

    Rows have the columns ``hr_image`` and ``lr_image`` (file bytes, or decoded HWC uint8 RGB with `decode`), in
    path order; ``'all'`` reads train then valid.

    Args:
        dataset_dir (str): The DIV2K folder.
        usage (str, optional): ``'train'``, ``'valid'`` or ``'all'``. Default: ``'train'``.
        downgrade (str, optional): ``'bicubic'``, ``'unknown'``, ``'mild'``, ``'difficult'`` or ``'wild'``.
            Default: ``'bicubic'``.
        scale (int, optional): 2, 3, 4 or 8. Default: ``2``.
        num_samples (int, optional): Number of rows to read. Default: ``None``, all.
        num_parallel_workers (int, optional): Workers (validated, recorded). Default: ``None``.
        shuffle (bool, optional): Whether to shuffle. Default: ``None``, shuffle.
        decode (bool, optional): Whether to decode the images. Default: ``None``, no.
        sampler (Sampler, optional): The sampler. Default: ``None``.
        num_shards (int, optional): Number of shards. Default: ``None``.
        shard_id (int, optional): Shard to read. Default: ``None``.
        cache (DatasetCache, optional): A cache for the rows. Default: ``None``.

    Raises:
        ValueError: If `usage`, `downgrade` or `scale` is not valid, or the pair is not published (scale 8 is
            bicubic only; mild, difficult and wild are scale 4 only).
        RuntimeError: If a folder or a low-resolution picture is missing (when the rows are counted or read).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import os, tempfile
        >>> from PIL import Image
        >>> import mindspore.dataset as ds
        >>> root = tempfile.mkdtemp()
        >>> os.makedirs(os.path.join(root, "DIV2K_train_HR"))
        >>> os.makedirs(os.path.join(root, "DIV2K_train_LR_bicubic", "X2"))
        >>> Image.new("RGB", (8, 6)).save(os.path.join(root, "DIV2K_train_HR", "0001.png"))
        >>> Image.new("RGB", (4, 3)).save(os.path.join(root, "DIV2K_train_LR_bicubic", "X2", "0001x2.png"))
        >>> dataset = ds.DIV2KDataset(root, decode=True)
        >>> hr_image, lr_image = next(dataset.create_tuple_iterator(output_numpy=True))
        >>> print(hr_image.shape, lr_image.shape)
        (6, 8, 3) (3, 4, 3)
    """

    _api = "DIV2KDataset"

    def __init__(self, dataset_dir, usage='train', downgrade='bicubic', scale=2, num_samples=None,
                 num_parallel_workers=None, shuffle=None, decode=None, sampler=None, num_shards=None, shard_id=None,
                 cache=None):
        check_dir(dataset_dir)
        check_valid_str(usage, ["train", "valid", "all"], "usage")
        check_valid_str(downgrade, ["bicubic", "unknown", "mild", "difficult", "wild"], "downgrade")
        validate_dataset_param_value(["scale"], {"scale": scale}, int)
        if scale not in [2, 3, 4, 8]:
            raise ValueError("Input scale is not within the valid set of [2, 3, 4, 8].")
        if scale == 8 and downgrade != "bicubic":
            raise ValueError("DIV2KNode: scale equal to 8 is allowed only in bicubic downgrade.")
        if downgrade in ("mild", "difficult", "wild") and scale != 4:
            raise ValueError(f"DIV2KNode: {downgrade} downgrade requires scale equal to 4.")
        _check_reader_args(dataset_dir, decode, num_samples, num_parallel_workers, shuffle, sampler, num_shards,
                           shard_id, cache, check_folder=False)
        super().__init__(dataset_dir, decode, num_samples, num_parallel_workers, shuffle, sampler, num_shards,
                         shard_id, cache)
        self.usage, self.downgrade, self.scale = usage, downgrade, scale

    def _columns(self):
        return ["hr_image", "lr_image"]

    def _empty_message(self):
        return ("Invalid data, no valid data matching the dataset API 'DIV2KDataset'. Please check dataset API or "
                f"file path: {self.dataset_dir}.")

    def _lr_layout(self, split):
        """The folder of the low-resolution pictures and the ending of their names."""
        if self.downgrade in ("mild", "difficult", "wild"):
            return f"DIV2K_{split}_LR_{self.downgrade}", f"x4{self.downgrade[0]}.png"
        if self.scale == 8:
            return f"DIV2K_{split}_LR_x8", "x8.png"
        return os.path.join(f"DIV2K_{split}_LR_{self.downgrade}", f"X{self.scale}"), f"x{self.scale}.png"

    def _scan(self):
        root = os.path.realpath(self.dataset_dir)
        pairs = []
        for split in (["train", "valid"] if self.usage == "all" else [self.usage]):
            hr_dir = os.path.join(root, f"DIV2K_{split}_HR")
            lr_name, ending = self._lr_layout(split)
            lr_dir = os.path.join(root, lr_name)
            for folder, kind in ((hr_dir, "hr"), (lr_dir, "lr")):
                if not os.path.isdir(folder):
                    raise _pipeline_error(f"Invalid path, div2k {kind} image dir: {folder} is not a directory.")
            found = {}
            for name in os.listdir(hr_dir):
                if os.path.splitext(name)[1] != ".png":
                    continue
                lr_path = os.path.join(lr_dir, name[:name.rfind(".")] + ending)
                if not os.path.exists(lr_path):
                    raise _pipeline_error(f"Invalid file, div2k image file: {lr_path} does not exist.")
                found[os.path.join(hr_dir, name)] = lr_path
            pairs.extend(sorted(found.items()))
        return pairs

    def _row(self, entry):
        return [self._image(path, f"Invalid image, failed to decode {path}, the image is damaged or permission "
                                  f"denied.") for path in entry]


# ----- LFWDataset -------------------------------------------------------------------------------------------------
_LFW_FOLDERS = {"original": "lfw", "funneled": "lfw_funneled", "deepfunneled": "lfw-deepfunneled"}


class LFWDataset(_LayoutReader):
    """
    Labeled Faces in the Wild in its folder layout: ``<image folder>/<name>/<name>_NNNN.jpg``, the names list
    ``lfw-names.txt`` (whose line numbers are the labels) and the lists of the task: ``people.txt``,
    ``peopleDevTrain.txt``, ``peopleDevTest.txt`` (a count, then ``name count`` lines) or ``pairs.txt``,
    ``pairsDevTrain.txt``, ``pairsDevTest.txt`` (a count, then matched ``name i j`` lines, then mismatched
    ``name1 i name2 j`` lines); the ``10fold`` lists start with the number of folds.

    The ``'people'`` task gives the columns ``image`` and ``label`` (uint32 scalar), one row per picture of each
    listed person; ``'pairs'`` gives ``image1``, ``image2`` and ``label`` (1 for a match, 0 otherwise). ``'all'``
    reads the DevTrain list then the DevTest list.

    Args:
        dataset_dir (str): The LFW folder.
        task (str, optional): ``'people'`` or ``'pairs'``. Default: ``None``, ``'people'``.
        usage (str, optional): ``'10fold'``, ``'train'``, ``'test'`` or ``'all'``. Default: ``None``, ``'all'``.
        image_set (str, optional): ``'original'`` (folder ``lfw``), ``'funneled'`` (``lfw_funneled``) or
            ``'deepfunneled'`` (``lfw-deepfunneled``). Default: ``None``, ``'funneled'``.
        num_samples (int, optional): Number of rows to read. Default: ``None``, all.
        num_parallel_workers (int, optional): Workers (validated, recorded). Default: ``None``.
        shuffle (bool, optional): Whether to shuffle. Default: ``None``, shuffle.
        decode (bool, optional): Whether to decode the images. Default: ``False``.
        sampler (Sampler, optional): The sampler. Default: ``None``.
        num_shards (int, optional): Number of shards. Default: ``None``.
        shard_id (int, optional): Shard to read. Default: ``None``.
        cache (DatasetCache, optional): A cache for the rows. Default: ``None``.

    Raises:
        ValueError: If `dataset_dir` does not exist or `task`, `usage` or `image_set` is not a valid choice.
        RuntimeError: If a list file is missing or empty (when the rows are counted or read).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import os, tempfile
        >>> from PIL import Image
        >>> import mindspore.dataset as ds
        >>> root = tempfile.mkdtemp()
        >>> os.makedirs(os.path.join(root, "lfw_funneled", "Ada_Lu"))
        >>> Image.new("RGB", (3, 4)).save(os.path.join(root, "lfw_funneled", "Ada_Lu", "Ada_Lu_0001.jpg"))
        >>> for name in ("peopleDevTrain.txt", "lfw-names.txt"):
        ...     with open(os.path.join(root, name), "w") as f:
        ...         _ = f.write("1\\nAda_Lu 1\\n" if name.startswith("people") else "Ada_Lu 1\\n")
        >>> dataset = ds.LFWDataset(root, usage="train", decode=True)
        >>> image, label = next(dataset.create_tuple_iterator(output_numpy=True))
        >>> print(image.shape, label)
        (4, 3, 3) 0
    """

    _api = "LFWDataset"

    def __init__(self, dataset_dir, task=None, usage=None, image_set=None, num_samples=None,
                 num_parallel_workers=None, shuffle=None, decode=False, sampler=None, num_shards=None, shard_id=None,
                 cache=None):
        check_dir(dataset_dir)
        if task is not None:
            check_valid_str(task, ["people", "pairs"], "task")
        if usage is not None:
            check_valid_str(usage, ["10fold", "train", "test", "all"], "usage")
        if image_set is not None:
            check_valid_str(image_set, ["original", "funneled", "deepfunneled"], "image_set")
        _check_reader_args(dataset_dir, decode, num_samples, num_parallel_workers, shuffle, sampler, num_shards,
                           shard_id, cache, check_folder=False)
        super().__init__(dataset_dir, decode, num_samples, num_parallel_workers, shuffle, sampler, num_shards,
                         shard_id, cache)
        self.task = "people" if task is None else task
        self.usage = "all" if usage is None else usage
        self.image_set = "funneled" if image_set is None else image_set

    def _columns(self):
        return ["image", "label"] if self.task == "people" else ["image1", "image2", "label"]

    @staticmethod
    def _words(path):
        if not os.path.isfile(path):
            return []
        with open(path, encoding="utf-8") as f:
            return [line.split() for line in f.read().splitlines()]

    def _picture(self, name, number):
        return os.path.join(self._root, _LFW_FOLDERS[self.image_set], name, f"{name}_{int(number):04d}.jpg")

    def _people(self, lines):
        folds, begin = (int(lines[0][0]), 1) if self.usage == "10fold" else (1, 0)
        rows = []
        for _ in range(folds):
            count = int(lines[begin][0])
            for words in lines[begin + 1:begin + 1 + count]:
                rows += [(self._picture(words[0], k), words[0]) for k in range(1, int(words[1]) + 1)]
            begin += count + 1
        return rows

    def _pairs(self, lines):
        folds, count = (int(lines[0][0]), int(lines[0][1])) if self.usage == "10fold" else (1, int(lines[0][0]))
        rows, begin = [], 1
        for _ in range(folds):
            for words in lines[begin:begin + count]:
                rows.append((self._picture(words[0], words[1]), self._picture(words[0], words[2]), 1))
            for words in lines[begin + count:begin + 2 * count]:
                rows.append((self._picture(words[0], words[1]), self._picture(words[2], words[3]), 0))
            begin += 2 * count
        return rows

    def _scan(self):
        self._root = os.path.realpath(self.dataset_dir)
        names = []
        if self.usage == "10fold":
            names.append(self.task + ".txt")
        if self.usage in ("train", "all"):
            names.append(self.task + "DevTrain.txt")
        if self.usage in ("test", "all"):
            names.append(self.task + "DevTest.txt")
        rows = []
        for name in names:
            lines = self._words(os.path.join(self._root, name))
            if not lines:
                raise _pipeline_error(f"Invalid file, LFW annotation file is empty. Check file path: "
                                      f"{self.dataset_dir}")
            rows += self._people(lines) if self.task == "people" else self._pairs(lines)
        names_file = os.path.join(self._root, "lfw-names.txt")
        if not os.path.isfile(names_file):
            raise _pipeline_error(f"Invalid file, failed to open file: {self._root}")
        self._labels = {words[0]: k for k, words in enumerate(self._words(names_file)) if words}
        return rows

    def _row(self, entry):
        failure = "Invalid image, failed to decode {}: the image is damaged or permission denied."
        if self.task == "people":
            path, name = entry
            return [self._image(path, failure.format(path)), np.array(self._labels.get(name, 0), np.uint32)]
        first, second, match = entry
        return [self._image(first, failure.format(first)), self._image(second, failure.format(second)),
                np.array(match, np.uint32)]

    def __deepcopy__(self, memo):
        new = super().__deepcopy__(memo)
        for name in ("_root", "_labels"):
            if hasattr(self, name):
                setattr(new, name, getattr(self, name))
        return new


# ----- LSUNDataset, OmniglotDataset: one class per folder ---------------------------------------------------------
class _ClassFolderReader(_LayoutReader):
    """Pictures in class folders: each folder is a class, numbered in name order, its files read in name order."""

    _label_type = np.int32

    def _folders(self):
        raise TypeError(f"{type(self).__name__} has no class folders")

    def _scan(self):
        rows = []
        for label, folder in enumerate(sorted(set(self._folders()))):
            path = os.path.join(self._root(), folder)
            rows += [(os.path.join(path, name), label) for name in sorted(os.listdir(path))
                     if os.path.isfile(os.path.join(path, name))]
        return rows

    def _root(self):
        return self.dataset_dir

    def _class_ids(self):
        return _group_by_label([label for _, label in self._listing()])

    def _row(self, entry):
        path, label = entry
        return [self._image(path), np.array(label, self._label_type)]


_LSUN_CLASSES = ["bedroom", "bridge", "church_outdoor", "classroom", "conference_room", "dining_room", "kitchen",
                 "living_room", "restaurant", "tower"]


class LSUNDataset(_ClassFolderReader):
    """
    LSUN scene pictures stored as folders of image files: ``<category>_train`` and ``<category>_val`` folders in
    `dataset_dir` (and a ``test`` folder).

    Rows have the columns ``image`` (file bytes, or decoded HWC uint8 RGB with `decode`) and ``label`` (uint32):
    every selected folder is a class, numbered in folder name order.

    Args:
        dataset_dir (str): The folder of the category folders.
        usage (str, optional): ``'train'``, ``'test'``, ``'valid'`` or ``'all'``. Default: ``None``, ``'all'``.
        classes (list[str], optional): Categories to read among ``'bedroom'``, ``'bridge'``,
            ``'church_outdoor'``, ``'classroom'``, ``'conference_room'``, ``'dining_room'``, ``'kitchen'``,
            ``'living_room'``, ``'restaurant'`` and ``'tower'``. Default: ``None``, all ten.
        num_samples (int, optional): Number of rows to read. Default: ``None``, all.
        num_parallel_workers (int, optional): Workers (validated, recorded). Default: ``None``.
        shuffle (bool, optional): Whether to shuffle. Default: ``None``, shuffle.
        decode (bool, optional): Whether to decode the images. Default: ``False``.
        sampler (Sampler, optional): The sampler. Default: ``None``.
        num_shards (int, optional): Number of shards. Default: ``None``.
        shard_id (int, optional): Shard to read. Default: ``None``.
        cache (DatasetCache, optional): A cache for the rows. Default: ``None``.

    Raises:
        ValueError: If `dataset_dir` does not exist, or `usage` or a class is not a valid choice.
        TypeError: If `classes` is not a list.

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import os, tempfile
        >>> from PIL import Image
        >>> import mindspore.dataset as ds
        >>> root = tempfile.mkdtemp()
        >>> for folder in ("tower_train", "bridge_train"):
        ...     os.makedirs(os.path.join(root, folder))
        ...     Image.new("RGB", (2, 2)).save(os.path.join(root, folder, "1.png"))
        >>> dataset = ds.LSUNDataset(root, usage="train", shuffle=False)
        >>> print([int(label) for _, label in dataset.create_tuple_iterator(output_numpy=True)])
        [0, 1]
    """

    _api = "LSUNDataset"
    _label_type = np.uint32

    def _empty_message(self):
        return ("Invalid data, LSUNDataset API can't read the data file (interface mismatch or no data found). Check "
                f"lsun file path: {self.dataset_dir}")

    def __init__(self, dataset_dir, usage=None, classes=None, num_samples=None, num_parallel_workers=None,
                 shuffle=None, decode=False, sampler=None, num_shards=None, shard_id=None, cache=None):
        check_dir(dataset_dir)
        if usage is not None:
            check_valid_str(usage, ["train", "test", "valid", "all"], "usage")
        validate_dataset_param_value(["classes"], {"classes": classes}, list)
        for name in classes or []:
            check_valid_str(name, _LSUN_CLASSES, "classes")
        _check_reader_args(dataset_dir, decode, num_samples, num_parallel_workers, shuffle, sampler, num_shards,
                           shard_id, cache, check_folder=False)
        super().__init__(dataset_dir, decode, num_samples, num_parallel_workers, shuffle, sampler, num_shards,
                         shard_id, cache)
        self.usage = "all" if usage is None else usage
        self.classes = [] if classes is None else list(classes)

    def _columns(self):
        return ["image", "label"]

    def _folders(self):
        if self.usage == "test":
            return ["test"]
        splits = [s for s, u in (("_train", "train"), ("_val", "valid")) if self.usage in (u, "all")]
        wanted = self.classes or _LSUN_CLASSES
        return [name for name in os.listdir(self.dataset_dir)
                if any(c + s in name for s in splits for c in wanted)]


class OmniglotDataset(_ClassFolderReader):
    """
    Omniglot in its folder layout: ``images_background`` or ``images_evaluation``, then
    ``<alphabet>/<character>/<picture>.png``.

    Rows have the columns ``image`` (file bytes, or with `decode` the picture decoded to HWC uint8 with three
    channels) and ``label`` (int32): every character folder is a class, numbered in ``alphabet/character`` order.

    Args:
        dataset_dir (str): The Omniglot folder.
        background (bool, optional): Whether to read ``images_background`` (else ``images_evaluation``).
            Default: ``None``, ``True``.
        num_samples (int, optional): Number of rows to read. Default: ``None``, all.
        num_parallel_workers (int, optional): Workers (validated, recorded). Default: ``None``.
        shuffle (bool, optional): Whether to shuffle. Default: ``None``, shuffle.
        decode (bool, optional): Whether to decode the images. Default: ``False``.
        sampler (Sampler, optional): The sampler. Default: ``None``.
        num_shards (int, optional): Number of shards. Default: ``None``.
        shard_id (int, optional): Shard to read. Default: ``None``.
        cache (DatasetCache, optional): A cache for the rows. Default: ``None``.

    Raises:
        ValueError: If `dataset_dir` does not exist.
        TypeError: If `background` or `decode` is not a bool.

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import os, tempfile
        >>> from PIL import Image
        >>> import mindspore.dataset as ds
        >>> root = tempfile.mkdtemp()
        >>> folder = os.path.join(root, "images_background", "Runic", "character01")
        >>> os.makedirs(folder)
        >>> Image.new("L", (5, 5)).save(os.path.join(folder, "0001_01.png"))
        >>> dataset = ds.OmniglotDataset(root, decode=True)
        >>> image, label = next(dataset.create_tuple_iterator(output_numpy=True))
        >>> print(image.shape, label)
        (5, 5, 3) 0
    """

    _api = "OmniglotDataset"

    def __init__(self, dataset_dir, background=None, num_samples=None, num_parallel_workers=None, shuffle=None,
                 decode=False, sampler=None, num_shards=None, shard_id=None, cache=None):
        check_dir(dataset_dir)
        validate_dataset_param_value(["background"], {"background": background}, bool)
        _check_reader_args(dataset_dir, decode, num_samples, num_parallel_workers, shuffle, sampler, num_shards,
                           shard_id, cache, check_folder=False)
        super().__init__(dataset_dir, decode, num_samples, num_parallel_workers, shuffle, sampler, num_shards,
                         shard_id, cache)
        self.background = True if background is None else background

    def _columns(self):
        return ["image", "label"]

    def _root(self):
        return os.path.join(self.dataset_dir, "images_background" if self.background else "images_evaluation")

    def _folders(self):
        root = self._root()
        if not os.path.isdir(root):
            raise _pipeline_error(f"Invalid parameter, input path is invalid or not set, path: {root}")
        return [os.path.join(alphabet, character) for alphabet in os.listdir(root)
                if os.path.isdir(os.path.join(root, alphabet))
                for character in os.listdir(os.path.join(root, alphabet))
                if os.path.isdir(os.path.join(root, alphabet, character))]


# ----- SBDataset, Caltech101Dataset: read in Python, as GeneratorDatasets ----------------------------------------
class _SBDFiles:
    """Random access to the SBD rows: the picture and its class boundaries or segmentation."""

    def __init__(self, dataset_dir, task, usage, decode):
        self.task, self.decode = task, bool(decode)
        names = []
        for split in (["train", "val"] if usage == "all" else [usage]):
            listing = os.path.join(dataset_dir, split + ".txt")
            if not os.path.exists(listing):
                raise FileNotFoundError(f"SBDataset: {listing} not found")
            with open(listing, encoding="utf-8") as f:
                names += [line.strip() for line in f]
        self.images = [os.path.join(dataset_dir, "img", n + ".jpg") for n in names]
        self.targets = [os.path.join(dataset_dir, "cls", n + ".mat") for n in names]

    def __len__(self):
        return len(self.images)

    def __getitem__(self, index):
        from PIL import Image
        from scipy.io import loadmat
        if self.decode:
            with Image.open(self.images[index]) as picture:
                image = np.asarray(picture.convert("RGB"))
        else:
            image = np.fromfile(self.images[index], dtype=np.uint8)
        record = loadmat(self.targets[index])["GTcls"][0][self.task][0]
        if self.task == "Boundaries":
            return image, np.stack([record[k][0].toarray() for k in range(20)])
        return image, np.asarray(record)


class SBDataset(GeneratorDataset):
    """
    The Semantic Boundaries Dataset in its folder layout: pictures ``img/<name>.jpg``, MATLAB files
    ``cls/<name>.mat`` (the ``GTcls`` struct) and the lists ``train.txt``, ``val.txt`` and ``train_noval.txt``.
    The ``.mat`` files are read with SciPy.

    Rows have the columns ``image`` (file bytes, or decoded HWC uint8 RGB with `decode`) and ``task``: for
    ``'Boundaries'`` the 20 class boundary maps stacked to (20, H, W), for ``'Segmentation'`` the (H, W) class map.
    ``'all'`` reads the train list then the val list.

    Args:
        dataset_dir (str): The SBD folder.
        task (str, optional): ``'Boundaries'`` or ``'Segmentation'``. Default: ``'Boundaries'``.
        usage (str, optional): ``'train'``, ``'val'``, ``'train_noval'`` or ``'all'``. Default: ``'all'``.
        num_samples (int, optional): Number of rows to read. Default: ``None``, all.
        num_parallel_workers (int, optional): Workers (validated, recorded). Default: ``1``.
        shuffle (bool, optional): Whether to shuffle. Default: ``None``, shuffle.
        decode (bool, optional): Whether to decode the images. Default: ``None``, no.
        sampler (Sampler, optional): The sampler. Default: ``None``.
        num_shards (int, optional): Number of shards. Default: ``None``.
        shard_id (int, optional): Shard to read. Default: ``None``.

    Raises:
        ValueError: If `dataset_dir` does not exist, or `task` or `usage` is not a valid choice.
        FileNotFoundError: If the list file of `usage` is missing.

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import os, tempfile
        >>> import numpy as np
        >>> from PIL import Image
        >>> from scipy.io import savemat
        >>> import mindspore.dataset as ds
        >>> root = tempfile.mkdtemp()
        >>> for folder in ("img", "cls"):
        ...     os.makedirs(os.path.join(root, folder))
        >>> Image.new("RGB", (3, 2)).save(os.path.join(root, "img", "p1.jpg"))
        >>> savemat(os.path.join(root, "cls", "p1.mat"), {"GTcls": {"Segmentation": np.ones((2, 3), np.uint8)}})
        >>> with open(os.path.join(root, "val.txt"), "w") as f:
        ...     _ = f.write("p1\\n")
        >>> dataset = ds.SBDataset(root, task="Segmentation", usage="val", decode=True)
        >>> image, task = next(dataset.create_tuple_iterator(output_numpy=True))
        >>> print(image.shape, task)
        (2, 3, 3) [[1 1 1]
         [1 1 1]]
    """

    def __init__(self, dataset_dir, task='Boundaries', usage='all', num_samples=None, num_parallel_workers=1,
                 shuffle=None, decode=None, sampler=None, num_shards=None, shard_id=None):
        check_dir(dataset_dir)
        if usage is not None:
            check_valid_str(usage, ["train", "val", "train_noval", "all"], "usage")
        if task is not None:
            check_valid_str(task, ["Boundaries", "Segmentation"], "task")
        _check_reader_args(dataset_dir, decode, num_samples, num_parallel_workers, shuffle, sampler, num_shards,
                           shard_id, None, check_folder=False)
        files = _SBDFiles(dataset_dir, task, usage, decode)
        super().__init__(files, column_names=["image", "task"], num_samples=num_samples,
                         num_parallel_workers=num_parallel_workers, shuffle=shuffle, sampler=sampler,
                         num_shards=num_shards, shard_id=shard_id)


# the 101 categories of Caltech 101 (BACKGROUND_Google left out), numbered in this order
_CALTECH101_CLASSES = (
    "Faces Faces_easy Leopards Motorbikes accordion airplanes anchor ant barrel bass beaver binocular bonsai brain "
    "brontosaurus buddha butterfly camera cannon car_side ceiling_fan cellphone chair chandelier cougar_body "
    "cougar_face crab crayfish crocodile crocodile_head cup dalmatian dollar_bill dolphin dragonfly electric_guitar "
    "elephant emu euphonium ewer ferry flamingo flamingo_head garfield gerenuk gramophone grand_piano hawksbill "
    "headphone hedgehog helicopter ibis inline_skate joshua_tree kangaroo ketch lamp laptop llama lobster lotus "
    "mandolin mayfly menorah metronome minaret nautilus octopus okapi pagoda panda pigeon pizza platypus pyramid "
    "revolver rhino rooster saxophone schooner scissors scorpion sea_horse snoopy soccer_ball stapler starfish "
    "stegosaurus stop_sign strawberry sunflower tick trilobite umbrella watch water_lilly wheelchair wild_cat "
    "windsor_chair wrench yin_yang").split()
# annotation folders whose name differs from the picture folder
_CALTECH101_RENAMED = {"Faces": "Faces_2", "Faces_easy": "Faces_3", "Motorbikes": "Motorbikes_16",
                       "airplanes": "Airplanes_Side_2"}


class _Caltech101Files:
    """Random access to the Caltech 101 rows: the picture, its class number and / or its object contour."""

    def __init__(self, dataset_dir, target_type, decode):
        root = os.path.realpath(dataset_dir)
        self.pictures = os.path.join(root, "101_ObjectCategories")
        self.notes = os.path.join(root, "Annotations")
        self.target_type, self.decode = target_type, decode
        self.classes = [c for c in sorted(os.listdir(self.pictures)) if c != "BACKGROUND_Google"]
        self.rows = []
        for label, name in enumerate(self.classes):
            folder = os.path.join(self.pictures, name)
            if os.path.isdir(folder) and os.access(folder, os.R_OK):
                self.rows += [(label, k) for k in range(1, len(os.listdir(folder)) + 1)]

    def __len__(self):
        return len(self.rows)

    def __getitem__(self, index):
        label, number = self.rows[index]
        name = self.classes[label]
        path = os.path.join(self.pictures, name, f"image_{number:04d}.jpg")
        if not os.path.exists(path):
            raise ValueError(f"The image file {path} does not exist or permission denied!")
        if self.decode:
            from PIL import Image
            with Image.open(path) as picture:
                image = np.asarray(picture.convert("RGB"))
        else:
            image = np.fromfile(path, dtype=np.uint8)
        if self.target_type == "category":
            return image, label
        note = os.path.join(self.notes, _CALTECH101_RENAMED.get(name, name), f"annotation_{number:04d}.mat")
        if not os.path.exists(note):
            raise ValueError(f"The annotation file {note} does not exist or permission denied!")
        from scipy.io import loadmat
        contour = loadmat(note)["obj_contour"]
        return (image, contour) if self.target_type == "annotation" else (image, label, contour)


class Caltech101Dataset(GeneratorDataset):
    """
    Caltech 101 in its folder layout: ``101_ObjectCategories/<class>/image_NNNN.jpg`` and
    ``Annotations/<class>/annotation_NNNN.mat`` (read with SciPy; four classes have differently named annotation
    folders: ``Faces_2``, ``Faces_3``, ``Motorbikes_16``, ``Airplanes_Side_2``).

    Classes are the picture folders in name order without ``BACKGROUND_Google``; a class with n files gives the
    rows ``image_0001.jpg`` ... ``image_n.jpg``. Columns: ``image`` (file bytes, or decoded HWC uint8 RGB with
    `decode`) and, by `target_type`, ``category`` (int64 class number), ``annotation`` (the ``obj_contour``
    matrix, float64, 2 x points) or both.

    Args:
        dataset_dir (str): The Caltech 101 folder.
        target_type (str, optional): ``'category'``, ``'annotation'`` or ``'all'``. Default: ``None``,
            ``'category'``.
        num_samples (int, optional): Number of rows to read. Default: ``None``, all.
        num_parallel_workers (int, optional): Workers (validated, recorded). Default: ``1``.
        shuffle (bool, optional): Whether to shuffle. Default: ``None``, shuffle.
        decode (bool, optional): Whether to decode the images. Default: ``False``.
        sampler (Sampler, optional): The sampler. Default: ``None``.
        num_shards (int, optional): Number of shards. Default: ``None``.
        shard_id (int, optional): Shard to read. Default: ``None``.

    Raises:
        ValueError: If `dataset_dir` does not exist, `target_type` is not a valid choice, or a listed file is
            missing (when its row is read).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import os, tempfile
        >>> from PIL import Image
        >>> import mindspore.dataset as ds
        >>> root = tempfile.mkdtemp()
        >>> os.makedirs(os.path.join(root, "101_ObjectCategories", "ant"))
        >>> Image.new("RGB", (4, 3)).save(os.path.join(root, "101_ObjectCategories", "ant", "image_0001.jpg"))
        >>> dataset = ds.Caltech101Dataset(root, decode=True)
        >>> image, category = next(dataset.create_tuple_iterator(output_numpy=True))
        >>> print(image.shape, category, dataset.get_class_indexing()["ant"])
        (3, 4, 3) 0 7
    """

    def __init__(self, dataset_dir, target_type=None, num_samples=None, num_parallel_workers=1, shuffle=None,
                 decode=False, sampler=None, num_shards=None, shard_id=None):
        check_dir(dataset_dir)
        if target_type is not None:
            check_valid_str(target_type, ["category", "annotation", "all"], "target_type")
        _check_reader_args(dataset_dir, decode, num_samples, num_parallel_workers, shuffle, sampler, num_shards,
                           shard_id, None, check_folder=False)
        self.dataset_dir = dataset_dir
        self.target_type = "category" if target_type is None else target_type
        self.decode = False if decode is None else decode
        files = _Caltech101Files(dataset_dir, self.target_type, self.decode)
        names = {"category": ["image", "category"], "annotation": ["image", "annotation"]}
        super().__init__(files, column_names=names.get(self.target_type, ["image", "category", "annotation"]),
                         num_samples=num_samples, num_parallel_workers=num_parallel_workers, shuffle=shuffle,
                         sampler=sampler, num_shards=num_shards, shard_id=shard_id)

    def get_class_indexing(self):
        """
        The 101 category names of Caltech 101 -> their numbers (the fixed table of the dataset).

        Returns:
            dict, the mapping.
        """
        return {name: k for k, name in enumerate(_CALTECH101_CLASSES)}
