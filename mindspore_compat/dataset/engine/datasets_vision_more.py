"""More image datasets read from their original files: Caltech-256, EMNIST, QMNIST, Oxford 102 Flowers, Food-101,
PhotoTour, Places365, Rendered SST-2, SBU captions, SUN397, SVHN, Semeion and USPS.

Each reader lists and parses the files as MindSpore 2.10's reader of the same dataset does (row order, columns,
dtypes, usage handling and error messages); the sampling options work as for every other mappable source."""
import os
import re
import struct

import numpy as np

from ..core.validator_helpers import (check_dir, check_valid_str, validate_dataset_param_value,
                                      check_sampler_shuffle_shard_options, type_check)
from . import samplers
from .cache_client import DatasetCache
from .datasets import _pipeline_error
from .datasets_standard_format import _RowFileSource, check_file
from .datasets_user_defined import GeneratorDataset
from .datasets_vision import ImageFolderDataset, MnistDataset, _FileSource, _decode_rgb, _group_by_label

__all__ = [
    "Caltech256Dataset", "EMnistDataset", "QMnistDataset", "Flowers102Dataset", "Food101Dataset",
    "PhotoTourDataset", "Places365Dataset", "RenderedSST2Dataset", "SBUDataset", "SUN397Dataset", "SVHNDataset",
    "SemeionDataset", "USPSDataset",
]


def _check_common(dataset_dir, num_samples, num_parallel_workers, shuffle, sampler, num_shards, shard_id, cache,
                  flags=None):
    """The checks every reader here shares: the folder, the int options, `shuffle` and the bool `flags`
    (name -> value), the sampler / sharding combination and the cache."""
    check_dir(dataset_dir)
    params = {"num_samples": num_samples, "num_parallel_workers": num_parallel_workers, "num_shards": num_shards,
              "shard_id": shard_id, "shuffle": shuffle, "sampler": sampler}
    validate_dataset_param_value(["num_samples", "num_parallel_workers", "num_shards", "shard_id"], params, int)
    params.update(flags or {})
    validate_dataset_param_value(["shuffle"] + list(flags or {}), params, bool)
    check_sampler_shuffle_shard_options(params)
    if cache is not None:
        type_check(cache, (DatasetCache,), "cache")


def _read_bytes(path):
    with open(path, "rb") as f:
        return f.read()


def _words(path, api, allow_empty=True):
    """The whitespace-separated words of a text file (the list files of Places365, SUN397 and PhotoTour)."""
    try:
        with open(path, "rb") as f:
            raw = f.read()
    except OSError:
        raise _pipeline_error(f"Invalid file, failed to open {path}: {api} file is damaged or permission "
                              f"denied.") from None
    if not raw and not allow_empty:
        raise _pipeline_error(f"Invalid file, the file size of {path} is unexpected, got size 0.")
    return raw.decode("utf-8", "surrogateescape").split()


def _atoi(word):
    """C's ``atoi``: the leading decimal integer of `word`, 0 when there is none."""
    match = re.match(r"\s*([+-]?\d+)", word)
    return int(match.group(1)) if match else 0


class _ImageFiles(_FileSource):
    """Rows of an image file and a label: ``_load`` lists (paths, labels); the image is the file's bytes, or the
    decoded RGB picture with `decode`."""

    _label_dtype = np.uint32

    def _columns(self):
        return ["image", "label"]

    def _image(self, path):
        raw = _read_bytes(path)
        return _decode_rgb(raw, path) if self.decode else np.frombuffer(raw, np.uint8).copy()

    def _read_row(self, index):
        paths, labels = self._loaded()
        return [self._image(paths[index]), np.array(labels[index], self._label_dtype)]


# ----- Caltech-256 ----------------------------------------------------------------------------------------------
class Caltech256Dataset(ImageFolderDataset):
    """
    Caltech-256: one folder per category (``001.ak47``, ``002.american-flag`` ... ``257.clutter``) holding the
    category's pictures. Folders are numbered in name order from 0; only files ending in ``.jpg`` or ``.JPEG``
    are read, in name order.

    Rows have the columns ``image`` (the file bytes as a 1-D uint8 array, or with `decode` the (H, W, 3) RGB
    uint8 picture) and ``label`` (int32 scalar).

    Args:
        dataset_dir (str): The folder holding the category folders.
        num_samples (int, optional): Number of rows to read. Default: ``None``, all.
        num_parallel_workers (int, optional): Workers (validated, recorded). Default: ``None``.
        shuffle (bool, optional): Whether to shuffle. Default: ``None``, shuffle.
        decode (bool, optional): Whether to decode the pictures. Default: ``False``.
        sampler (Sampler, optional): The sampler. Default: ``None``.
        num_shards (int, optional): Number of shards. Default: ``None``.
        shard_id (int, optional): Shard to read. Default: ``None``.
        cache (DatasetCache, optional): A cache for the rows. Default: ``None``.

    Raises:
        ValueError: If `dataset_dir` is not a readable folder, or `shard_id` is out of range.
        TypeError: If `shuffle` or `decode` is not a bool, or an int option is not an int.
        RuntimeError: If `sampler` is combined with `shuffle`, `num_samples` or sharding, or no picture is found
            (when rows are read).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import os, tempfile
        >>> import numpy as np
        >>> from PIL import Image
        >>> import mindspore.dataset as ds
        >>> root = tempfile.mkdtemp()
        >>> for folder in ("002.bat", "001.ak47"):
        ...     os.makedirs(os.path.join(root, folder))
        ...     Image.fromarray(np.full((4, 5, 3), 9, np.uint8)).save(os.path.join(root, folder, "a.jpg"))
        >>> dataset = ds.Caltech256Dataset(root, decode=True, shuffle=False)
        >>> for image, label in dataset.create_tuple_iterator(output_numpy=True):
        ...     print(image.shape, label)
        (4, 5, 3) 0
        (4, 5, 3) 1
    """

    def __init__(self, dataset_dir, num_samples=None, num_parallel_workers=None, shuffle=None, decode=False,
                 sampler=None, num_shards=None, shard_id=None, cache=None):
        _check_common(dataset_dir, num_samples, num_parallel_workers, shuffle, sampler, num_shards, shard_id, cache,
                      {"decode": decode})
        super().__init__(dataset_dir, num_samples, num_parallel_workers, shuffle, sampler, [".jpg", ".JPEG"], None,
                         decode, num_shards, shard_id, cache)

    def get_class_indexing(self):
        """
        Caltech-256 hands out no mapping from folder names to labels (as in MindSpore).

        Returns:
            dict, empty.
        """
        return {}

    def _build(self):
        if self._num_rows() == 0:
            raise _pipeline_error(f"Invalid data, CaltechDataset API can't read the data file (interface mismatch "
                                  f"or no data found). Check caltech file path: {self.dataset_dir}")
        return super()._build()


# ----- EMNIST / QMNIST ------------------------------------------------------------------------------------------
_EMNIST_NAMES = ["byclass", "bymerge", "balanced", "letters", "digits", "mnist"]


class EMnistDataset(MnistDataset):
    """
    EMNIST from its idx files, ``emnist-<name>-<train|test>-images-idx3-ubyte`` and the matching
    ``...-labels-idx1-ubyte``, in `dataset_dir`. Every file whose name holds the prefix of the chosen split and
    usage is read, in name order (so ``'all'`` reads the test files before the train files).

    Rows have the columns ``image`` (uint8, shape (28, 28, 1)) and ``label`` (uint32 scalar).

    Args:
        dataset_dir (str): Folder of the files.
        name (str): The split: ``'byclass'``, ``'bymerge'``, ``'balanced'``, ``'letters'``, ``'digits'`` or
            ``'mnist'``.
        usage (str, optional): ``'train'``, ``'test'`` or ``'all'``. Default: ``None``, ``'all'``.
        num_samples (int, optional): Number of rows to read. Default: ``None``, all.
        num_parallel_workers (int, optional): Workers (validated, recorded). Default: ``None``.
        shuffle (bool, optional): Whether to shuffle. Default: ``None``, shuffle.
        sampler (Sampler, optional): The sampler. Default: ``None``.
        num_shards (int, optional): Number of shards. Default: ``None``.
        shard_id (int, optional): Shard to read. Default: ``None``.
        cache (DatasetCache, optional): A cache for the rows. Default: ``None``.

    Raises:
        ValueError: If `dataset_dir` is not a readable folder, or `name` or `usage` is not one of the choices.
        RuntimeError: If the sampler options conflict, or no file of the split is found or a file is malformed
            (when rows are read).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import os, struct, tempfile
        >>> import numpy as np
        >>> import mindspore.dataset as ds
        >>> folder = tempfile.mkdtemp()
        >>> with open(os.path.join(folder, "emnist-letters-train-images-idx3-ubyte"), "wb") as f:
        ...     _ = f.write(struct.pack(">IIII", 2051, 2, 28, 28) + bytes(2 * 784))
        >>> with open(os.path.join(folder, "emnist-letters-train-labels-idx1-ubyte"), "wb") as f:
        ...     _ = f.write(struct.pack(">II", 2049, 2) + bytes([12, 3]))
        >>> dataset = ds.EMnistDataset(folder, name="letters", usage="train", shuffle=False)
        >>> for image, label in dataset.create_tuple_iterator(output_numpy=True):
        ...     print(image.shape, label)
        (28, 28, 1) 12
        (28, 28, 1) 3
    """

    _api = "EMnistDataset"
    _kind = "emnist"

    def __init__(self, dataset_dir, name, usage=None, num_samples=None, num_parallel_workers=None, shuffle=None,
                 sampler=None, num_shards=None, shard_id=None, cache=None):
        params = {"num_samples": num_samples, "num_parallel_workers": num_parallel_workers, "num_shards": num_shards,
                  "shard_id": shard_id, "shuffle": shuffle}
        validate_dataset_param_value(["num_samples", "num_parallel_workers", "num_shards", "shard_id"], params, int)
        validate_dataset_param_value(["shuffle"], params, bool)
        check_dir(dataset_dir)
        check_valid_str(name, _EMNIST_NAMES, "name")
        super().__init__(dataset_dir, usage, num_samples, num_parallel_workers, shuffle, sampler, num_shards,
                         shard_id, cache)
        self.name = name

    def _empty_error(self):
        return _pipeline_error(f"Invalid data, EMnistDataset API can't read the data file (interface mismatch or no "
                               f"data found). Check emnist file in directory: {self.dataset_dir}")

    def _load(self):
        prefix = f"emnist-{self.name}" + {"train": "-train", "test": "-test"}.get(self.usage, "")
        names = os.listdir(self.dataset_dir)
        images = sorted(os.path.join(self.dataset_dir, n) for n in names if prefix in n and "-images-idx3-ubyte" in n)
        labels = sorted(os.path.join(self.dataset_dir, n) for n in names if prefix in n and "-labels-idx1-ubyte" in n)
        if len(images) != len(labels):
            raise _pipeline_error(f"Invalid data, num of image files should be equal to num of label files under "
                                  f"{os.path.realpath(self.dataset_dir)}, but got num of images: {len(images)}, num "
                                  f"of labels: {len(labels)}.")
        image_parts, label_parts = [], []
        for image_file, label_file in zip(images, labels):
            imgs, labs = self._read_images(image_file), self._read_labels(label_file)
            if len(imgs) != len(labs):
                raise _pipeline_error(f"Invalid data, num of images should be equal to num of labels, but got num of "
                                      f"images: {len(imgs)}, num of labels: {len(labs)}.")
            image_parts.append(imgs)
            label_parts.append(labs)
        if not image_parts:
            return np.zeros((0, 28, 28, 1), np.uint8), np.zeros((0,), np.uint32)
        return np.concatenate(image_parts), np.concatenate(label_parts).astype(np.uint32)


_QMNIST_PARTS = {"train": ["qmnist-train"], "test": ["qmnist-test"], "test10k": ["qmnist-test"],
                 "test50k": ["qmnist-test"], "nist": ["xnist"], "all": ["qmnist-train", "qmnist-test", "xnist"]}
_QMNIST_USAGES = ["train", "test", "test10k", "test50k", "nist", "all"]


class QMnistDataset(MnistDataset):
    """
    QMNIST from its files in `dataset_dir`: ``qmnist-train-*``, ``qmnist-test-*`` and ``xnist-*``, each an idx
    image file (``...-images-idx3-ubyte``) and a label file (``...-labels-idx2-int``) whose records are eight
    big-endian int32 fields (the digit first, then the writer and NIST details).

    Rows have the columns ``image`` (uint8, shape (28, 28, 1)) and ``label``: with `compat` the digit (uint32
    scalar), without it the eight fields (uint32, shape (8,)). ``'test10k'`` is the first 10000 rows of the test
    files, ``'test50k'`` the 50000 after them; ``'all'`` reads train, test, then nist.

    Args:
        dataset_dir (str): Folder of the files.
        usage (str, optional): ``'train'``, ``'test'``, ``'test10k'``, ``'test50k'``, ``'nist'`` or ``'all'``.
            Default: ``None``, ``'all'``.
        compat (bool, optional): Whether the label is only the digit. Default: ``True``.
        num_samples (int, optional): Number of rows to read. Default: ``None``, all.
        num_parallel_workers (int, optional): Workers (validated, recorded). Default: ``None``.
        shuffle (bool, optional): Whether to shuffle. Default: ``None``, shuffle.
        sampler (Sampler, optional): The sampler. Default: ``None``.
        num_shards (int, optional): Number of shards. Default: ``None``.
        shard_id (int, optional): Shard to read. Default: ``None``.
        cache (DatasetCache, optional): A cache for the rows. Default: ``None``.

    Raises:
        ValueError: If `dataset_dir` is not a readable folder or `usage` is not one of the choices.
        TypeError: If `compat` is not a bool.
        RuntimeError: If the sampler options conflict, or a file is missing or malformed (when rows are read).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import os, struct, tempfile
        >>> import numpy as np
        >>> import mindspore.dataset as ds
        >>> folder = tempfile.mkdtemp()
        >>> with open(os.path.join(folder, "qmnist-train-images-idx3-ubyte"), "wb") as f:
        ...     _ = f.write(struct.pack(">IIII", 2051, 1, 28, 28) + bytes(784))
        >>> with open(os.path.join(folder, "qmnist-train-labels-idx2-int"), "wb") as f:
        ...     _ = f.write(struct.pack(">III", 3074, 1, 8) + struct.pack(">8i", 7, 1, 0, 42, 3, 5, 0, 0))
        >>> row = next(ds.QMnistDataset(folder, usage="train", compat=False).create_tuple_iterator(output_numpy=True))
        >>> print(row[0].shape, row[1])
        (28, 28, 1) [ 7  1  0 42  3  5  0  0]
    """

    _api = "QMnistDataset"
    _kind = "qmnist"

    def __init__(self, dataset_dir, usage=None, compat=True, num_samples=None, num_parallel_workers=None,
                 shuffle=None, sampler=None, num_shards=None, shard_id=None, cache=None):
        check_dir(dataset_dir)
        if usage is not None:
            check_valid_str(usage, _QMNIST_USAGES, "usage")
        _check_common(dataset_dir, num_samples, num_parallel_workers, shuffle, sampler, num_shards, shard_id, cache,
                      {"compat": compat})
        super().__init__(dataset_dir, None, num_samples, num_parallel_workers, shuffle, sampler, num_shards,
                         shard_id, cache)
        self.usage, self.compat = "all" if usage is None else usage, compat

    def _files(self):
        root = os.path.realpath(self.dataset_dir)
        pairs = [(os.path.join(root, p + "-images-idx3-ubyte"), os.path.join(root, p + "-labels-idx2-int"))
                 for p in _QMNIST_PARTS[self.usage]]
        for path in [image for image, _ in pairs] + [label for _, label in pairs]:
            if not os.path.isfile(path):
                raise _pipeline_error(f"Invalid file path, Qmnist data file: {path} does not exist or is a "
                                      f"directory.")
        return pairs

    def _num_rows(self):
        if self.usage in ("test10k", "test50k"):
            self._files()
            return 10000 if self.usage == "test10k" else 50000
        return super()._num_rows()

    def _load(self):
        image_parts, label_parts = [], []
        for image_file, label_file in self._files():
            images, table = self._read_images(image_file), self._read_table(label_file)
            if len(images) != len(table):
                raise _pipeline_error(f"Invalid data, num of images should be equal to num of labels loading from "
                                      f"{os.path.dirname(image_file)}, but got num of images: {len(images)}, num of "
                                      f"labels: {len(table)}.")
            if self.usage in ("test10k", "test50k"):
                skip, count = (0, 10000) if self.usage == "test10k" else (10000, 50000)
                if len(images) < skip + count:
                    raise _pipeline_error(f"Invalid file, failed to read {784 * count} bytes from {image_file}: the "
                                          f"data file is damaged or the content is incomplete.")
                images, table = images[skip:skip + count], table[skip:skip + count]
            image_parts.append(images)
            label_parts.append(table)
        table = np.concatenate(label_parts)
        return np.concatenate(image_parts), table[:, 0] if self.compat else table

    @staticmethod
    def _read_table(path):
        raw = _read_bytes(path)
        if len(raw) < 12:
            raise _pipeline_error(f"Invalid file, load {path} failed: the first 12 bytes of the label file should be "
                                  f"type, number and length, but got the first read bytes : {len(raw)}")
        magic, count, width = struct.unpack(">III", raw[:12])
        if magic != 3074:
            raise _pipeline_error(f"Invalid label file, the number of labels loading from {path} should be 3074, but "
                                  f"got {magic}.")
        if width != 8:
            raise _pipeline_error(f"Invalid data, length of every label loading from {path} should be equal to 8, but "
                                  f"got {width}.")
        if len(raw) - 12 != count * 32:
            # (the two lengths swapped, as MindSpore words it)
            raise _pipeline_error(f"Invalid data, the total bytes of labels loading from Qmnist label file: {path} "
                                  f"should be {len(raw) - 12}, but got {count * 32}.")
        return np.frombuffer(raw, ">u4", count * 8, 12).reshape(count, 8).astype(np.uint32)


# ----- Flowers102 / SVHN (row generators, as in MindSpore) -------------------------------------------------------
_FLOWER_NAMES = (
    "pink primrose|hard-leaved pocket orchid|canterbury bells|sweet pea|english marigold|tiger lily|moon orchid|"
    "bird of paradise|monkshood|globe thistle|snapdragon|colt's foot|king protea|spear thistle|yellow iris|"
    "globe-flower|purple coneflower|peruvian lily|balloon flower|giant white arum lily|fire lily|"
    "pincushion flower|fritillary|red ginger|grape hyacinth|corn poppy|prince of wales feathers|stemless gentian|"
    "artichoke|sweet william|carnation|garden phlox|love in the mist|mexican aster|alpine sea holly|"
    "ruby-lipped cattleya|cape flower|great masterwort|siam tulip|lenten rose|barbeton daisy|daffodil|sword lily|"
    "poinsettia|bolero deep blue|wallflower|marigold|buttercup|oxeye daisy|common dandelion|petunia|wild pansy|"
    "primula|sunflower|pelargonium|bishop of llandaff|gaura|geranium|orange dahlia|pink-yellow dahlia?|"
    "cautleya spicata|japanese anemone|black-eyed susan|silverbush|californian poppy|osteospermum|spring crocus|"
    "bearded iris|windflower|tree poppy|gazania|azalea|water lily|rose|thorn apple|morning glory|passion flower|"
    "lotus|toad lily|anthurium|frangipani|clematis|hibiscus|columbine|desert-rose|tree mallow|magnolia|cyclamen|"
    "watercress|canna lily|hippeastrum|bee balm|ball moss|foxglove|bougainvillea|camellia|mallow|mexican petunia|"
    "bromelia|blanket flower|trumpet creeper|blackberry lily").split("|")


def _loadmat(path):
    from scipy.io import loadmat  # pylint: disable=import-outside-toplevel
    return loadmat(path)


def _pil_rgb(path):
    from PIL import Image  # pylint: disable=import-outside-toplevel
    return np.asarray(Image.open(path).convert("RGB"))


class _FlowerRows:
    """Random access to the Flowers102 rows of one task and usage."""

    def __init__(self, root, task, usage, decode):
        self.root, self.task, self.decode = root, task, decode
        self.labels = (_loadmat(os.path.join(root, "imagelabels.mat"))["labels"][0] - 1).astype(np.uint32)
        split = _loadmat(os.path.join(root, "setid.mat"))
        keys = {"train": ["trnid"], "test": ["tstid"], "valid": ["valid"], "all": ["trnid", "tstid", "valid"]}[usage]
        self.ids = [int(i) for key in keys for i in split[key][0].tolist()]

    def _picture(self, folder, stem, number):
        path = os.path.join(self.root, folder, f"{stem}_{number:05d}.jpg")
        if not os.path.exists(path):
            raise RuntimeError("Can not find " + ("image" if folder == "jpg" else "segmentation") + " file: " + path)
        return _pil_rgb(path) if self.decode else np.fromfile(path, dtype=np.uint8)

    def __getitem__(self, index):
        number = self.ids[index]
        image = self._picture("jpg", "image", number)
        label = self.labels[number - 1]
        if self.task == "Segmentation":
            return image, self._picture("segmim", "segmim", number), label
        return image, label

    def __len__(self):
        return len(self.ids)


class Flowers102Dataset(GeneratorDataset):
    """
    The Oxford 102 Flowers dataset: ``jpg/image_NNNNN.jpg`` pictures, ``imagelabels.mat`` (the 1-based category of
    every picture), ``setid.mat`` (the picture numbers of the ``trnid``, ``valid`` and ``tstid`` splits) and, for
    segmentation, the ``segmim/segmim_NNNNN.jpg`` masks. Reading the ``.mat`` files needs scipy.

    The Classification task gives the columns ``image`` and ``label`` (uint32, 0..101); the Segmentation task
    ``image``, ``segmentation`` and ``label``. Pictures are the file bytes (1-D uint8), or with `decode` (H, W, 3)
    RGB arrays. ``'all'`` reads the train, test, then valid numbers.

    Args:
        dataset_dir (str): The dataset folder.
        task (str, optional): ``'Classification'`` or ``'Segmentation'``. Default: ``'Classification'``.
        usage (str, optional): ``'train'``, ``'valid'``, ``'test'`` or ``'all'``. Default: ``'all'``.
        num_samples (int, optional): Number of rows to read. Default: ``None``, all.
        num_parallel_workers (int, optional): Workers (validated, recorded). Default: ``1``.
        shuffle (bool, optional): Whether to shuffle. Default: ``None``, shuffle.
        decode (bool, optional): Whether to decode the pictures. Default: ``False``.
        sampler (Sampler, optional): The sampler. Default: ``None``.
        num_shards (int, optional): Number of shards. Default: ``None``.
        shard_id (int, optional): Shard to read. Default: ``None``.

    Raises:
        ValueError: If `dataset_dir`, its ``jpg`` folder (or ``segmim`` for segmentation) or a ``.mat`` file is
            missing, or `task` or `usage` is not one of the choices.
        RuntimeError: If a listed picture is missing (when rows are read).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import os, tempfile
        >>> import numpy as np
        >>> from PIL import Image
        >>> from scipy.io import savemat
        >>> import mindspore.dataset as ds
        >>> root = tempfile.mkdtemp()
        >>> os.makedirs(os.path.join(root, "jpg"))
        >>> for number in (1, 2):
        ...     path = os.path.join(root, "jpg", f"image_0000{number}.jpg")
        ...     Image.fromarray(np.zeros((3, 4, 3), np.uint8)).save(path)
        >>> savemat(os.path.join(root, "imagelabels.mat"), {"labels": np.array([[5, 1]])})
        >>> savemat(os.path.join(root, "setid.mat"), {"trnid": np.array([[2]]), "valid": np.array([[1]]),
        ...                                           "tstid": np.array([[1]])})
        >>> dataset = ds.Flowers102Dataset(root, usage="train", decode=True, shuffle=False)
        >>> for image, label in dataset.create_tuple_iterator(output_numpy=True):
        ...     print(image.shape, label)
        (3, 4, 3) 0
    """

    def __init__(self, dataset_dir, task="Classification", usage="all", num_samples=None, num_parallel_workers=1,
                 shuffle=None, decode=False, sampler=None, num_shards=None, shard_id=None):
        check_dir(dataset_dir)
        check_dir(os.path.join(dataset_dir, "jpg"))
        check_file(os.path.join(dataset_dir, "imagelabels.mat"))
        check_file(os.path.join(dataset_dir, "setid.mat"))
        if usage is not None:
            check_valid_str(usage, ["train", "valid", "test", "all"], "usage")
        if task is not None:
            check_valid_str(task, ["Classification", "Segmentation"], "task")
        if task == "Segmentation":
            check_dir(os.path.join(dataset_dir, "segmim"))
        _check_common(dataset_dir, num_samples, num_parallel_workers, shuffle, sampler, num_shards, shard_id, None,
                      {"decode": decode})
        self.dataset_dir = os.path.realpath(dataset_dir)
        self.task = "Classification" if task is None else task
        self.usage = "all" if usage is None else usage
        self.decode = bool(decode)
        rows = _FlowerRows(self.dataset_dir, self.task, self.usage, self.decode)
        names = ["image", "label"] if self.task == "Classification" else ["image", "segmentation", "label"]
        super().__init__(rows, column_names=names, num_samples=num_samples,
                         num_parallel_workers=num_parallel_workers, shuffle=shuffle, sampler=sampler,
                         num_shards=num_shards, shard_id=shard_id)

    def get_class_indexing(self):
        """
        The flower name of every label.

        Returns:
            dict, flower name (str) -> label (int), for the 102 categories.
        """
        return {name: label for label, name in enumerate(_FLOWER_NAMES)}


class _SVHNRows:
    """The SVHN pictures (N, 32, 32, 3) and labels of the chosen ``.mat`` files, the digit 0 stored as 10."""

    def __init__(self, root, usage):
        pictures, digits = [], []
        for part in (["train", "test", "extra"] if usage == "all" else [usage]):
            content = _loadmat(os.path.join(root, part + "_32x32.mat"))
            pictures.append(np.moveaxis(content["X"], -1, 0))
            found = content["y"].astype(np.uint32).squeeze()
            found[found == 10] = 0
            digits.append(found)
        # a file of a single picture squeezes to a 0-d label array, which cannot be joined (nor indexed), as in
        # MindSpore
        self.pictures = pictures[0] if len(pictures) == 1 else np.concatenate(pictures)
        self.digits = digits[0] if len(digits) == 1 else np.concatenate(digits)

    def __getitem__(self, row):
        return self.pictures[row], self.digits[row]

    def __len__(self):
        return self.pictures.shape[0]


class SVHNDataset(GeneratorDataset):
    """
    Street View House Numbers in its cropped-digit form: ``train_32x32.mat``, ``test_32x32.mat`` and
    ``extra_32x32.mat``, each holding ``X`` (32 x 32 x 3 x N pictures) and ``y`` (N digits, 0 written as 10).
    Reading them needs scipy.

    Rows have the columns ``image`` (uint8, shape (32, 32, 3)) and ``label`` (uint32, 0..9). ``'all'`` reads train,
    test, then extra.

    Args:
        dataset_dir (str): Folder of the files.
        usage (str, optional): ``'train'``, ``'test'``, ``'extra'`` or ``'all'``. Default: ``None``, ``'all'``.
        num_samples (int, optional): Number of rows to read. Default: ``None``, all.
        num_parallel_workers (int, optional): Workers (validated, recorded). Default: ``1``.
        shuffle (bool, optional): Whether to shuffle. Default: ``None``, shuffle.
        sampler (Sampler, optional): The sampler. Default: ``None``.
        num_shards (int, optional): Number of shards. Default: ``None``.
        shard_id (int, optional): Shard to read. Default: ``None``.

    Raises:
        ValueError: If `dataset_dir` is not a readable folder, `usage` is not one of the choices, or the file of a
            given `usage` is missing.

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import os, tempfile
        >>> import numpy as np
        >>> from scipy.io import savemat
        >>> import mindspore.dataset as ds
        >>> root = tempfile.mkdtemp()
        >>> pictures = np.zeros((32, 32, 3, 2), np.uint8)
        >>> savemat(os.path.join(root, "test_32x32.mat"), {"X": pictures, "y": np.array([[10], [4]])})
        >>> for image, label in ds.SVHNDataset(root, usage="test", shuffle=False).create_tuple_iterator(
        ...         output_numpy=True):
        ...     print(image.shape, label, label.dtype)
        (32, 32, 3) 0 uint32
        (32, 32, 3) 4 uint32
    """

    def __init__(self, dataset_dir, usage=None, num_samples=None, num_parallel_workers=1, shuffle=None,
                 sampler=None, num_shards=None, shard_id=None):
        check_dir(dataset_dir)
        if usage is not None:
            check_valid_str(usage, ["train", "test", "extra", "all"], "usage")
            for part in (["train", "test", "extra"] if usage == "all" else [usage]):
                check_file(os.path.join(dataset_dir, part + "_32x32.mat"))
        _check_common(dataset_dir, num_samples, num_parallel_workers, shuffle, sampler, num_shards, shard_id, None)
        self.dataset_dir = os.path.realpath(dataset_dir)
        self.usage = "all" if usage is None else usage
        rows = _SVHNRows(self.dataset_dir, self.usage)
        super().__init__(rows, column_names=["image", "label"], num_samples=num_samples,
                         num_parallel_workers=num_parallel_workers, shuffle=shuffle, sampler=sampler,
                         num_shards=num_shards, shard_id=shard_id)


# ----- Food-101 -------------------------------------------------------------------------------------------------
class Food101Dataset(_ImageFiles):
    """
    Food-101: ``images/<dish>/<id>.jpg`` pictures and the lists ``meta/train.txt`` and ``meta/test.txt`` of
    ``<dish>/<id>`` entries. Rows come in list order (``'all'``: the train list, then the test list).

    Rows have the columns ``image`` (the file bytes as a 1-D uint8 array, or with `decode` the (H, W, 3) RGB
    picture) and ``label`` (the dish name, a str scalar: the first dish folder, in name order, whose name occurs
    in the entry).

    Args:
        dataset_dir (str): The dataset folder.
        usage (str, optional): ``'train'``, ``'test'`` or ``'all'``. Default: ``None``, ``'all'``.
        num_samples (int, optional): Number of rows to read. Default: ``None``, all.
        num_parallel_workers (int, optional): Workers (validated, recorded). Default: ``None``.
        shuffle (bool, optional): Whether to shuffle. Default: ``None``, shuffle.
        decode (bool, optional): Whether to decode the pictures. Default: ``False``.
        sampler (Sampler, optional): The sampler. Default: ``None``.
        num_shards (int, optional): Number of shards. Default: ``None``.
        shard_id (int, optional): Shard to read. Default: ``None``.
        cache (DatasetCache, optional): A cache for the rows. Default: ``None``.

    Raises:
        ValueError: If `dataset_dir` is not a readable folder or `usage` is not one of the choices.
        RuntimeError: If the sampler options conflict, or ``images`` or a list file is missing (when rows are
            read).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import os, tempfile
        >>> import numpy as np
        >>> from PIL import Image
        >>> import mindspore.dataset as ds
        >>> root = tempfile.mkdtemp()
        >>> os.makedirs(os.path.join(root, "images", "sushi"))
        >>> os.makedirs(os.path.join(root, "meta"))
        >>> Image.fromarray(np.zeros((2, 3, 3), np.uint8)).save(os.path.join(root, "images", "sushi", "17.jpg"))
        >>> with open(os.path.join(root, "meta", "test.txt"), "w") as f:
        ...     _ = f.write("sushi/17\\n")
        >>> dataset = ds.Food101Dataset(root, usage="test", decode=True)
        >>> image, label = next(dataset.create_tuple_iterator(output_numpy=True))
        >>> print(image.shape, label)
        (2, 3, 3) sushi
    """

    _api = "Food101Dataset"

    def __init__(self, dataset_dir, usage=None, num_samples=None, num_parallel_workers=None, shuffle=None,
                 decode=False, sampler=None, num_shards=None, shard_id=None, cache=None):
        check_dir(dataset_dir)
        if usage is not None:
            check_valid_str(usage, ["train", "test", "all"], "usage")
        _check_common(dataset_dir, num_samples, num_parallel_workers, shuffle, sampler, num_shards, shard_id, cache,
                      {"decode": decode})
        super().__init__(dataset_dir, None, num_samples, num_parallel_workers, shuffle, sampler, num_shards,
                         shard_id, cache)
        self.usage, self.decode = "all" if usage is None else usage, decode

    _label_dtype = np.str_

    def _load(self):
        root = os.path.realpath(self.dataset_dir)
        images = os.path.join(root, "images")
        if not os.path.exists(images):
            raise _pipeline_error(f"Invalid path, Food101 image path: {images} does not exist.")
        if not os.path.isdir(images):
            raise _pipeline_error(f"Invalid path, Food101 image path: {images} is not a folder.")
        dishes = sorted(n for n in os.listdir(images) if os.path.isdir(os.path.join(images, n)))
        if not dishes:
            raise _pipeline_error(f"Invalid path, no subfolder found under path: {images}")
        entries = []
        for part in {"train": ["train"], "test": ["test"]}.get(self.usage, ["train", "test"]):
            listing = os.path.join(root, "meta", part + ".txt")
            try:
                with open(listing, "rb") as f:
                    text = f.read().decode("utf-8", "surrogateescape")
            except OSError:
                raise _pipeline_error(f"Invalid file, failed to open text:{listing}, the file is damaged or "
                                      f"permission denied.") from None
            entries += [line for line in text.split("\n") if line]
        if not entries:
            raise _pipeline_error(f"No valid train.txt or test.txt file under path: {images}")
        paths = [os.path.join(self.dataset_dir, "images", entry) + ".jpg" for entry in entries]
        labels = [next((dish for dish in dishes if dish in entry), "") for entry in entries]
        return paths, labels

    def _class_ids(self):
        return _group_by_label(range(len(self._loaded()[0])))


# ----- PhotoTour ------------------------------------------------------------------------------------------------
_PHOTO_TOUR_PATCHES = {"notredame": 468159, "yosemite": 633587, "liberty": 450092, "notredame_harris": 325295,
                       "yosemite_harris": 450912, "liberty_harris": 379587}


class PhotoTourDataset(_FileSource):
    """
    The PhotoTour (Multi-view Stereo Correspondence) patches of one scene, from ``<dataset_dir>/<name>/``: bitmap
    sheets (``*.bmp``, read in name order) of 16 x 16 grey patches of 64 x 64 pixels, ``info.txt`` (the 3-D point
    of every patch) and ``m50_100000_100000_0.txt`` (patch pairs). Cutting the patches needs OpenCV.

    With ``usage='train'`` every patch of ``info.txt`` is a row with the column ``image`` (uint8, shape
    (64, 64, 1)); with ``'test'`` every pair is a row with ``image1``, ``image2`` and ``matches`` (uint32, 1 when
    both patches show the same 3-D point).

    Args:
        dataset_dir (str): The folder holding the scene folders.
        name (str): The scene: ``'notredame'``, ``'yosemite'``, ``'liberty'``, ``'notredame_harris'``,
            ``'yosemite_harris'`` or ``'liberty_harris'``.
        usage (str, optional): ``'train'`` or ``'test'``. Default: ``None``, ``'train'``.
        num_samples (int, optional): Number of rows to read. Default: ``None``, all.
        num_parallel_workers (int, optional): Workers (validated, recorded). Default: ``None``.
        shuffle (bool, optional): Whether to shuffle. Default: ``None``, shuffle.
        sampler (Sampler, optional): The sampler. Default: ``None``.
        num_shards (int, optional): Number of shards. Default: ``None``.
        shard_id (int, optional): Shard to read. Default: ``None``.
        cache (DatasetCache, optional): A cache for the rows. Default: ``None``.

    Raises:
        ValueError: If `dataset_dir` is not a readable folder, or `name` or `usage` is not one of the choices.
        RuntimeError: If the sampler options conflict, or the scene folder or a text file is missing or empty
            (when rows are read).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import os, tempfile
        >>> import numpy as np
        >>> from PIL import Image
        >>> import mindspore.dataset as ds
        >>> root = tempfile.mkdtemp()
        >>> scene = os.path.join(root, "liberty")
        >>> os.makedirs(scene)
        >>> sheet = np.zeros((1024, 1024), np.uint8)
        >>> sheet[:64, 64:128] = 200  # the second patch
        >>> Image.fromarray(sheet).save(os.path.join(scene, "patches0000.bmp"))
        >>> with open(os.path.join(scene, "info.txt"), "w") as f:
        ...     _ = f.write("0 0\\n0 0\\n")
        >>> with open(os.path.join(scene, "m50_100000_100000_0.txt"), "w") as f:
        ...     _ = f.write("0 0 0 1 0 0 0\\n")
        >>> dataset = ds.PhotoTourDataset(root, name="liberty", usage="test")
        >>> image1, image2, matches = next(dataset.create_tuple_iterator(output_numpy=True))
        >>> print(image1.shape, image1.max(), image2.max(), matches)
        (64, 64, 1) 0 200 1
    """

    _api = "PhotoTourDataset"

    def __init__(self, dataset_dir, name, usage=None, num_samples=None, num_parallel_workers=None, shuffle=None,
                 sampler=None, num_shards=None, shard_id=None, cache=None):
        check_dir(dataset_dir)
        if usage is not None:
            check_valid_str(usage, ["train", "test"], "usage")
        check_valid_str(name, list(_PHOTO_TOUR_PATCHES), "name")
        _check_common(dataset_dir, num_samples, num_parallel_workers, shuffle, sampler, num_shards, shard_id, cache)
        super().__init__(dataset_dir, None, num_samples, num_parallel_workers, shuffle, sampler, num_shards,
                         shard_id, cache)
        self.name, self.usage = name, "train" if usage is None else usage
        self._sheets = {}

    def _columns(self):
        return ["image"] if self.usage == "train" else ["image1", "image2", "matches"]

    def _load(self):
        folder = os.path.join(self.dataset_dir, self.name)
        if not os.path.isdir(folder):
            raise _pipeline_error(f"{folder} does not exist.")
        real = os.path.realpath(folder)
        sheets = sorted(os.path.join(real, n) for n in os.listdir(real) if n.endswith("bmp"))
        info = _words(os.path.join(real, "info.txt"), "PhotoTour info", allow_empty=False)
        points = [_atoi(w) for w in info[0::2]]
        pairs = _words(os.path.join(real, "m50_100000_100000_0.txt"), "PhotoTour info", allow_empty=False)
        matches = [(_atoi(pairs[i]), _atoi(pairs[i + 3]), int(_atoi(pairs[i + 1]) == _atoi(pairs[i + 4])))
                   for i in range(0, len(pairs) - 4, 7)]
        rows = points if self.usage == "train" else matches
        if not rows:
            raise _pipeline_error(f"Invalid data, data file may not suitable to read with PhotoTourDataset API.Check "
                                  f"file in directory: {folder}")
        return rows, sheets

    def _num_rows(self):
        return len(self._loaded()[0])

    def _class_ids(self):
        rows = self._loaded()[0]
        return _group_by_label(rows if self.usage == "train" else [match for _, _, match in rows])

    def _patch(self, index):
        if index >= _PHOTO_TOUR_PATCHES[self.name]:
            raise _pipeline_error(f"Index exceeds the maximum count of image, got: {index}")
        sheets = self._loaded()[1]
        sheet_id, cell = divmod(index, 256)
        if sheet_id >= len(sheets):
            raise _pipeline_error(f"Invalid data, patch {index} needs the bitmap sheet {sheet_id}, but the folder "
                                  f"has {len(sheets)} of them.")
        if sheet_id not in self._sheets:
            import cv2  # pylint: disable=import-outside-toplevel
            self._sheets[sheet_id] = cv2.imread(sheets[sheet_id], 0)
        y, x = divmod(cell, 16)
        return np.ascontiguousarray(self._sheets[sheet_id][y * 64:(y + 1) * 64, x * 64:(x + 1) * 64])[:, :, None]

    def _read_row(self, index):
        if self.usage == "train":
            return [self._patch(index)]
        first, second, match = self._loaded()[0][index]
        return [self._patch(first), self._patch(second), np.array(match, np.uint32)]


# ----- Places365 ------------------------------------------------------------------------------------------------
_PLACES_LISTS = {"train-standard": "places365_train_standard.txt", "train-challenge": "places365_train_challenge.txt",
                 "val": "places365_val.txt"}
_PLACES_FOLDERS = {("train-standard", False): "data_large_standard", ("train-challenge", False): "data_large_challenge",
                   ("val", False): "val_large", ("train-standard", True): "data_256_standard",
                   ("train-challenge", True): "data_256_challenge", ("val", True): "val_256"}


class Places365Dataset(_ImageFiles):
    """
    Places365: ``categories_places365.txt``, the lists ``places365_train_standard.txt``,
    ``places365_train_challenge.txt`` and ``places365_val.txt`` (``<picture path> <label>`` per line), and the
    pictures under ``data_256_standard``, ``data_256_challenge`` and ``val_256`` (``data_large_*`` and
    ``val_large`` for the full-size version). Rows come in list order.

    Rows have the columns ``image`` (the file bytes as a 1-D uint8 array, or with `decode` the (H, W, 3) RGB
    picture) and ``label`` (uint32 scalar, from the list).

    Args:
        dataset_dir (str): The dataset folder.
        usage (str, optional): ``'train-standard'``, ``'train-challenge'`` or ``'val'``. Default: ``None``,
            ``'train-standard'``.
        small (bool, optional): Whether to read the 256 x 256 pictures. Default: ``True``.
        decode (bool, optional): Whether to decode the pictures. Default: ``False``.
        num_samples (int, optional): Number of rows to read. Default: ``None``, all.
        num_parallel_workers (int, optional): Workers (validated, recorded). Default: ``None``.
        shuffle (bool, optional): Whether to shuffle. Default: ``None``, shuffle.
        sampler (Sampler, optional): The sampler. Default: ``None``.
        num_shards (int, optional): Number of shards. Default: ``None``.
        shard_id (int, optional): Shard to read. Default: ``None``.
        cache (DatasetCache, optional): A cache for the rows. Default: ``None``.

    Raises:
        ValueError: If `dataset_dir` is not a readable folder or `usage` is not one of the choices.
        TypeError: If `small` or `decode` is not a bool.
        RuntimeError: If the sampler options conflict, or a list file or a listed picture is missing (when rows
            are read).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import os, tempfile
        >>> import numpy as np
        >>> from PIL import Image
        >>> import mindspore.dataset as ds
        >>> root = tempfile.mkdtemp()
        >>> with open(os.path.join(root, "categories_places365.txt"), "w") as f:
        ...     _ = f.write("/c/canyon 0\\n/d/dock 1\\n")
        >>> with open(os.path.join(root, "places365_val.txt"), "w") as f:
        ...     _ = f.write("val_1.jpg 1\\n")
        >>> os.makedirs(os.path.join(root, "val_256"))
        >>> Image.fromarray(np.zeros((5, 4, 3), np.uint8)).save(os.path.join(root, "val_256", "val_1.jpg"))
        >>> dataset = ds.Places365Dataset(root, usage="val", decode=True)
        >>> image, label = next(dataset.create_tuple_iterator(output_numpy=True))
        >>> print(image.shape, label)
        (5, 4, 3) 1
    """

    _api = "Places365Dataset"

    def __init__(self, dataset_dir, usage=None, small=True, decode=False, num_samples=None, num_parallel_workers=None,
                 shuffle=None, sampler=None, num_shards=None, shard_id=None, cache=None):
        check_dir(dataset_dir)
        if usage is not None:
            check_valid_str(usage, list(_PLACES_LISTS), "usage")
        _check_common(dataset_dir, num_samples, num_parallel_workers, shuffle, sampler, num_shards, shard_id, cache,
                      {"small": small, "decode": decode})
        super().__init__(dataset_dir, None, num_samples, num_parallel_workers, shuffle, sampler, num_shards,
                         shard_id, cache)
        self.usage = "train-standard" if usage is None else usage
        self.small, self.decode = small, decode

    def _load(self):
        root = os.path.realpath(self.dataset_dir)
        categories = os.path.join(root, "categories_places365.txt")
        if len(_words(categories, "Places365")) == 0:
            raise _pipeline_error(f"Invalid data, Reading places365 category file failed: {categories}, space "
                                  f"characters not found.")
        listing = os.path.join(root, _PLACES_LISTS[self.usage])
        words = _words(listing, "Places365")
        folder = os.path.join(self.dataset_dir, _PLACES_FOLDERS[(self.usage, self.small)])
        paths = [folder + ("" if w.startswith("/") else "/") + w for w in words[0::2][:len(words) // 2]]
        labels = [_atoi(w) % (1 << 32) for w in words[1::2]]
        if not paths:
            raise _pipeline_error(f"Invalid data, no valid data matching the dataset API Places365Dataset. Please "
                                  f"check dataset API or file path: {self.dataset_dir}.")
        return paths, labels

    def _size(self):
        # counting the rows looks for every listed picture
        for path in self._loaded()[0]:
            if not os.path.exists(path):
                raise _pipeline_error(f"Invalid file path, {path} does not exists.")
        return super()._size()

    def _image(self, path):
        if not os.path.exists(path):
            raise _pipeline_error(f"Invalid file path, Places365 image: {path} does not exists.")
        raw = _read_bytes(path)
        if not self.decode:
            return np.frombuffer(raw, np.uint8).copy()
        try:
            return _decode_rgb(raw, path)
        except RuntimeError:
            raise _pipeline_error(f"Invalid image, failed to decode {path}: the image is damaged or permission "
                                  f"denied.") from None


# ----- RenderedSST2 ---------------------------------------------------------------------------------------------
class RenderedSST2Dataset(_ImageFiles):
    """
    Rendered SST-2: pictures of movie-review sentences, ``<part>/<sentiment>/<name>.png`` with the parts
    ``train``, ``valid`` and ``test`` and the sentiments ``negative`` and ``positive``.

    Labels number the sentiment folders as the file system lists them (for the usual copy: negative 0,
    positive 1); rows go by folder path, then file name. Rows have the columns ``image`` (the file bytes as a 1-D
    uint8 array, or with `decode` the (H, W, 3) RGB picture) and ``label`` (uint32 scalar).

    Args:
        dataset_dir (str): The dataset folder.
        usage (str, optional): ``'train'``, ``'val'`` (the ``valid`` folder), ``'test'`` or ``'all'``.
            Default: ``None``, ``'all'``.
        num_samples (int, optional): Number of rows to read. Default: ``None``, all.
        num_parallel_workers (int, optional): Workers (validated, recorded). Default: ``None``.
        shuffle (bool, optional): Whether to shuffle. Default: ``None``, shuffle.
        decode (bool, optional): Whether to decode the pictures. Default: ``False``.
        sampler (Sampler, optional): The sampler. Default: ``None``.
        num_shards (int, optional): Number of shards. Default: ``None``.
        shard_id (int, optional): Shard to read. Default: ``None``.
        cache (DatasetCache, optional): A cache for the rows. Default: ``None``.

    Raises:
        ValueError: If `dataset_dir` is not a readable folder or `usage` is not one of the choices.
        RuntimeError: If the sampler options conflict, or no picture is found (when rows are read).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import os, tempfile
        >>> import numpy as np
        >>> from PIL import Image
        >>> import mindspore.dataset as ds
        >>> root = tempfile.mkdtemp()
        >>> os.makedirs(os.path.join(root, "test", "negative"))
        >>> Image.fromarray(np.zeros((2, 6, 3), np.uint8)).save(os.path.join(root, "test", "negative", "1.png"))
        >>> dataset = ds.RenderedSST2Dataset(root, usage="test", decode=True)
        >>> image, label = next(dataset.create_tuple_iterator(output_numpy=True))
        >>> print(image.shape, label)
        (2, 6, 3) 0
    """

    _api = "RenderedSST2Dataset"

    def __init__(self, dataset_dir, usage=None, num_samples=None, num_parallel_workers=None, shuffle=None,
                 decode=False, sampler=None, num_shards=None, shard_id=None, cache=None):
        check_dir(dataset_dir)
        if usage is not None:
            check_valid_str(usage, ["val", "all", "train", "test"])
        _check_common(dataset_dir, num_samples, num_parallel_workers, shuffle, sampler, num_shards, shard_id, cache,
                      {"decode": decode})
        super().__init__(dataset_dir, None, num_samples, num_parallel_workers, shuffle, sampler, num_shards,
                         shard_id, cache)
        self.usage, self.decode = "all" if usage is None else usage, decode

    def _empty_error(self):
        return _pipeline_error(f"Invalid data, RenderedSST2Dataset API can't read the data file (interface mismatch "
                               f"or no data found). Check rendered sst2 file path: {self.dataset_dir}")

    def _image(self, path):
        raw = _read_bytes(path)
        if not self.decode:
            return np.frombuffer(raw, np.uint8).copy()
        try:
            return _decode_rgb(raw, path)
        except RuntimeError:
            # MindSpore names the picture by the dataset folder and the file name only
            raise _pipeline_error(f"Invalid image, {self.dataset_dir}/{os.path.basename(path)} decode failed, the "
                                  f"image is broken or permission denied.") from None

    def _wanted(self, part):
        if self.usage == "all":
            return part in ("train", "test", "valid")
        return part == ("valid" if self.usage == "val" else self.usage)

    def _load(self):
        classes, folders = {}, []
        root = self.dataset_dir
        # folders in the order the file system lists them: that order numbers the classes, as in MindSpore
        for part in os.listdir(root):
            part_dir = os.path.join(root, part)
            if not os.path.isdir(part_dir) or not self._wanted(part):
                continue
            for sentiment in os.listdir(part_dir):
                folder = os.path.join(part_dir, sentiment)
                if os.path.isdir(folder):
                    label = classes.setdefault(sentiment, len(classes))
                    folders.append((folder, label))
        paths, labels = [], []
        for folder, label in sorted(folders):
            names = sorted(n for n in os.listdir(folder) if os.path.splitext(n)[1] == ".png")
            paths += [os.path.join(folder, n) for n in names]
            labels += [label] * len(names)
        return paths, labels


# ----- SBU ------------------------------------------------------------------------------------------------------
_SBU_URLS, _SBU_CAPTIONS = "SBU_captioned_photo_dataset_urls.txt", "SBU_captioned_photo_dataset_captions.txt"


class SBUDataset(_ImageFiles):
    """
    SBU Captioned Photos: ``SBU_captioned_photo_dataset_urls.txt`` and ``SBU_captioned_photo_dataset_captions.txt``
    (one photo URL and its caption per line) and the downloaded photos in ``sbu_images``, each named after its
    URL from the 24th character on with ``/`` replaced by ``_``. Photos that are not there are skipped.

    Rows have the columns ``image`` (the file bytes as a 1-D uint8 array, or with `decode` the (H, W, 3) RGB
    picture) and ``caption`` (str scalar, trailing spaces removed).

    Args:
        dataset_dir (str): The dataset folder.
        num_samples (int, optional): Number of rows to read. Default: ``None``, all.
        num_parallel_workers (int, optional): Workers (validated, recorded). Default: ``None``.
        shuffle (bool, optional): Whether to shuffle. Default: ``None``, shuffle.
        decode (bool, optional): Whether to decode the pictures. Default: ``False``.
        sampler (Sampler, optional): The sampler. Default: ``None``.
        num_shards (int, optional): Number of shards. Default: ``None``.
        shard_id (int, optional): Shard to read. Default: ``None``.
        cache (DatasetCache, optional): A cache for the rows. Default: ``None``.

    Raises:
        ValueError: If `dataset_dir`, one of the two text files or ``sbu_images`` is missing.
        RuntimeError: If the sampler options conflict, the two files do not pair up, or no listed photo is found
            (when rows are read).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import os, tempfile
        >>> import numpy as np
        >>> from PIL import Image
        >>> import mindspore.dataset as ds
        >>> root = tempfile.mkdtemp()
        >>> with open(os.path.join(root, "SBU_captioned_photo_dataset_urls.txt"), "w") as f:
        ...     _ = f.write("http://static.flickr.com/5/67_ab.jpg\\n")
        >>> with open(os.path.join(root, "SBU_captioned_photo_dataset_captions.txt"), "w") as f:
        ...     _ = f.write("a red boat  \\n")
        >>> os.makedirs(os.path.join(root, "sbu_images"))
        >>> Image.fromarray(np.zeros((3, 3, 3), np.uint8)).save(os.path.join(root, "sbu_images", "m_5_67_ab.jpg"))
        >>> image, caption = next(ds.SBUDataset(root, decode=True).create_tuple_iterator(output_numpy=True))
        >>> print(image.shape, repr(str(caption)))
        (3, 3, 3) 'a red boat'
    """

    _api = "SBUDataset"
    _label_dtype = np.str_

    def __init__(self, dataset_dir, num_samples=None, num_parallel_workers=None, shuffle=None, decode=False,
                 sampler=None, num_shards=None, shard_id=None, cache=None):
        check_dir(dataset_dir)
        check_file(os.path.join(dataset_dir, _SBU_URLS))
        check_file(os.path.join(dataset_dir, _SBU_CAPTIONS))
        check_dir(os.path.join(dataset_dir, "sbu_images"))
        _check_common(dataset_dir, num_samples, num_parallel_workers, shuffle, sampler, num_shards, shard_id, cache,
                      {"decode": decode})
        super().__init__(dataset_dir, None, num_samples, num_parallel_workers, shuffle, sampler, num_shards,
                         shard_id, cache)
        self.decode = decode

    def _columns(self):
        return ["image", "caption"]

    def _class_ids(self):
        return _group_by_label(range(len(self._loaded()[0])))

    def _load(self):
        root = os.path.realpath(self.dataset_dir)
        url_file, caption_file = os.path.join(root, _SBU_URLS), os.path.join(root, _SBU_CAPTIONS)
        folder = os.path.join(root, "sbu_images")
        lines = []
        for path in (url_file, caption_file):
            with open(path, "rb") as f:
                text = f.read().decode("utf-8", "surrogateescape")
            lines.append(text.split("\n")[:-1] if text.endswith("\n") else text.split("\n"))
        paths, captions, number = [], [], 0
        for url, caption in zip(*lines):
            if bool(url) != bool(caption):
                raise _pipeline_error(f"Invalid data, SBU url: {url_file} and caption file: {caption_file} load empty "
                                      f"data at line: {number}.")
            if not url:
                continue
            number += 1
            path = os.path.join(folder, url[23:].replace("/", "_"))
            if os.path.isfile(path):
                paths.append(path)
                captions.append(caption.rstrip(" "))
        if not paths:
            raise _pipeline_error(f"Invalid data, no valid images in {folder}, check SBU dataset.")
        return paths, captions

    def _image(self, path):
        raw = _read_bytes(path)
        if not self.decode:
            return np.frombuffer(raw, np.uint8).copy()
        try:
            return _decode_rgb(raw, path)
        except RuntimeError:
            raise _pipeline_error(f"Invalid data, failed to decode image: {path}") from None


# ----- SUN397 ---------------------------------------------------------------------------------------------------
class SUN397Dataset(_ImageFiles):
    """
    SUN397 scene pictures: ``ClassName.txt`` lists the scene folders (``/a/abbey`` ...); every folder holds
    ``sun_*.jpg`` pictures. Labels number the scenes in the order of ``ClassName.txt``; rows go by scene name, then
    file name.

    Rows have the columns ``image`` (the file bytes as a 1-D uint8 array, or with `decode` the (H, W, 3) RGB
    picture) and ``label`` (uint32 scalar).

    Args:
        dataset_dir (str): The dataset folder.
        num_samples (int, optional): Number of rows to read. Default: ``None``, all.
        num_parallel_workers (int, optional): Workers (validated, recorded). Default: ``None``.
        shuffle (bool, optional): Whether to shuffle. Default: ``None``, shuffle.
        decode (bool, optional): Whether to decode the pictures. Default: ``False``.
        sampler (Sampler, optional): The sampler. Default: ``None``.
        num_shards (int, optional): Number of shards. Default: ``None``.
        shard_id (int, optional): Shard to read. Default: ``None``.
        cache (DatasetCache, optional): A cache for the rows. Default: ``None``.

    Raises:
        ValueError: If `dataset_dir` is not a readable folder.
        RuntimeError: If the sampler options conflict, or ``ClassName.txt`` or a listed folder is missing, or no
            picture is found (when rows are read).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import os, tempfile
        >>> import numpy as np
        >>> from PIL import Image
        >>> import mindspore.dataset as ds
        >>> root = tempfile.mkdtemp()
        >>> with open(os.path.join(root, "ClassName.txt"), "w") as f:
        ...     _ = f.write("/w/waterfall\\n/d/desert\\n")
        >>> for scene in ("w/waterfall", "d/desert"):
        ...     os.makedirs(os.path.join(root, scene))
        ...     Image.fromarray(np.zeros((2, 2, 3), np.uint8)).save(os.path.join(root, scene, "sun_1.jpg"))
        >>> for image, label in ds.SUN397Dataset(root, shuffle=False).create_tuple_iterator(output_numpy=True):
        ...     print(image.dtype, label)
        uint8 1
        uint8 0
    """

    _api = "SUN397Dataset"

    def __init__(self, dataset_dir, num_samples=None, num_parallel_workers=None, shuffle=None, decode=False,
                 sampler=None, num_shards=None, shard_id=None, cache=None):
        _check_common(dataset_dir, num_samples, num_parallel_workers, shuffle, sampler, num_shards, shard_id, cache,
                      {"decode": decode})
        super().__init__(dataset_dir, None, num_samples, num_parallel_workers, shuffle, sampler, num_shards,
                         shard_id, cache)
        self.decode = decode

    def _load(self):
        root = os.path.realpath(self.dataset_dir)
        scenes = {}
        for label, scene in enumerate(_words(os.path.join(root, "ClassName.txt"), "SUN397", allow_empty=False)):
            scenes.setdefault(scene, label)
        paths, labels = [], []
        for scene in sorted(scenes):
            folder = self.dataset_dir + scene
            if not os.path.isdir(folder):
                raise _pipeline_error(f"Invalid path, {scene} does not exist or permission denied.")
            names = sorted(n for n in os.listdir(folder)
                           if os.path.splitext(n)[1] == ".jpg" and n.startswith("sun_"))
            paths += [os.path.join(folder, n) for n in names]
            labels += [scenes[scene]] * len(names)
        if not paths:
            raise _pipeline_error(f"Invalid data, no valid data matching the dataset API SUN397Dataset. Please check "
                                  f"dataset API or file path: {self.dataset_dir}.")
        return paths, labels

    def _image(self, path):
        raw = _read_bytes(path)
        return _decode_rgb(raw, path) if self.decode else np.frombuffer(raw, np.uint8).copy()


# ----- Semeion --------------------------------------------------------------------------------------------------
def _stoi(word, what):
    """C++'s ``std::stoi``: the leading int of `word` (``'1.0000'`` -> 1); anything else is a pipeline error."""
    match = re.match(r"[ \t\n\v\f\r]*([+-]?\d+)", word)
    if match is None or not -2 ** 31 <= int(match.group(1)) < 2 ** 31:
        raise _pipeline_error(f"Invalid data, {what} data in file should be in type of uint8, but got: {word}.")
    return int(match.group(1))


class SemeionDataset(_FileSource):
    """
    The Semeion handwritten digits, from ``semeion.data`` in `dataset_dir`: one line per digit, 256 pixel values
    (0 or 1) of a 16 x 16 picture followed by ten 0/1 fields, the digit's one-hot code.

    Rows have the columns ``image`` (uint8, shape (16, 16), values 0 and 1) and ``label`` (uint32 scalar).

    Args:
        dataset_dir (str): Folder of the file.
        num_samples (int, optional): Number of rows to read. Default: ``None``, all.
        num_parallel_workers (int, optional): Workers (validated, recorded). Default: ``None``.
        shuffle (bool, optional): Whether to shuffle. Default: ``None``, shuffle.
        sampler (Sampler, optional): The sampler. Default: ``None``.
        num_shards (int, optional): Number of shards. Default: ``None``.
        shard_id (int, optional): Shard to read. Default: ``None``.
        cache (DatasetCache, optional): A cache for the rows. Default: ``None``.

    Raises:
        ValueError: If `dataset_dir` is not a readable folder.
        RuntimeError: If the sampler options conflict, or ``semeion.data`` is missing or a line is malformed (when
            rows are read).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import os, tempfile
        >>> import mindspore.dataset as ds
        >>> root = tempfile.mkdtemp()
        >>> pixels = " ".join(["1.0000"] * 16 + ["0.0000"] * 240)
        >>> with open(os.path.join(root, "semeion.data"), "w") as f:
        ...     _ = f.write(pixels + " 0 0 0 0 0 0 0 1 0 0 \\n")
        >>> image, label = next(ds.SemeionDataset(root).create_tuple_iterator(output_numpy=True))
        >>> print(image.shape, image[0, :3], image[1, :3], label)
        (16, 16) [1 1 1] [0 0 0] 7
    """

    _api = "SemeionDataset"

    def __init__(self, dataset_dir, num_samples=None, num_parallel_workers=None, shuffle=None, sampler=None,
                 num_shards=None, shard_id=None, cache=None):
        _check_common(dataset_dir, num_samples, num_parallel_workers, shuffle, sampler, num_shards, shard_id, cache)
        super().__init__(dataset_dir, None, num_samples, num_parallel_workers, shuffle, sampler, num_shards,
                         shard_id, cache)

    def _columns(self):
        return ["image", "label"]

    def _empty_error(self):
        return _pipeline_error(f"Invalid data, SemeionDataset API can't read the data file (interface mismatch or no "
                               f"data found). Check file path: {self.dataset_dir}")

    def _load(self):
        root = os.path.realpath(self.dataset_dir)
        path = os.path.join(root, "semeion.data")
        if not os.path.isfile(path):
            raise _pipeline_error(f"Invalid file, failed to find semeion file: {root}")
        with open(path, "rb") as f:
            text = f.read().decode("utf-8", "surrogateescape")
        lines = text.split("\n")
        return (lines[:-1] if text.endswith("\n") else lines),

    def _class_ids(self):
        return _group_by_label([self._read_row(i)[1] for i in range(self._num_rows())])

    def _read_row(self, index):
        rest = self._loaded()[0][index]
        values = []
        for count, what in ((256, "image"), (10, "label")):
            for _ in range(count):
                pos = rest.find(" ")
                if pos < 0:
                    raise _pipeline_error("Invalid data, file content does not match SemeionDataset.")
                values.append(_stoi(rest[:pos], what) % 256)
                rest = rest[pos + 1:]
                if what == "label" and values[-1]:
                    break
        digits = values[256:]
        if not digits[-1]:
            raise _pipeline_error(f"Invalid data, line {index} of semeion.data sets none of its ten digit fields.")
        return [np.array(values[:256], np.uint8).reshape(16, 16), np.array(len(digits) - 1, np.uint32)]


# ----- USPS -----------------------------------------------------------------------------------------------------
class USPSDataset(_RowFileSource):
    """
    The USPS handwritten digits from the libsvm-format files ``usps`` (train) and ``usps.t`` (test) in
    `dataset_dir`: per line a digit label 1..10 and 256 ``<index>:<value>`` pixels in [-1, 1].

    Rows have the columns ``image`` (uint8, shape (16, 16, 1), the pixels mapped to 0..255) and ``label`` (uint32,
    0..9). Rows come as MindSpore's reader workers hand them out (files dealt to the workers in turn, one row from
    each worker in turn); shards get equal row counts.

    Args:
        dataset_dir (str): Folder of the files.
        usage (str, optional): ``'train'``, ``'test'`` or ``'all'``. Default: ``None``, ``'all'``.
        num_samples (int, optional): Number of rows to read. Default: ``None``, all.
        num_parallel_workers (int, optional): Reader workers. Default: ``None``, the configured number.
        shuffle (Union[bool, Shuffle], optional): ``Shuffle.GLOBAL`` shuffles files and rows, ``Shuffle.FILES``
            the files only, ``False`` nothing. Default: ``Shuffle.GLOBAL``.
        num_shards (int, optional): Number of shards. Default: ``None``.
        shard_id (int, optional): Shard to read. Default: ``None``.
        cache (DatasetCache, optional): Not supported, must be ``None``. Default: ``None``.

    Raises:
        ValueError: If `dataset_dir` is not a readable folder or `usage` is not one of the choices.
        TypeError: If `shuffle` is neither a bool nor a Shuffle.
        RuntimeError: If a file of `usage` is missing or a line is malformed (when rows are read).

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import os, tempfile
        >>> import mindspore.dataset as ds
        >>> root = tempfile.mkdtemp()
        >>> pixels = " ".join(f"{i}:{-1 if i > 2 else 1}" for i in range(1, 257))
        >>> with open(os.path.join(root, "usps.t"), "w") as f:
        ...     _ = f.write("4 " + pixels + " \\n")
        >>> image, label = next(ds.USPSDataset(root, usage="test").create_tuple_iterator(output_numpy=True))
        >>> print(image.shape, image[0, :3, 0], label)
        (16, 16, 1) [255 255   0] 3
    """

    def __init__(self, dataset_dir, usage=None, num_samples=None, num_parallel_workers=None,
                 shuffle=samplers.Shuffle.GLOBAL, num_shards=None, shard_id=None, cache=None):
        check_dir(dataset_dir)
        if usage is not None:
            check_valid_str(usage, ["train", "test", "all"], "usage")
        params = {"num_samples": num_samples, "num_parallel_workers": num_parallel_workers, "num_shards": num_shards,
                  "shard_id": shard_id}
        validate_dataset_param_value(["num_samples", "num_parallel_workers", "num_shards", "shard_id"], params, int)
        check_sampler_shuffle_shard_options(params)
        if shuffle is not None and not isinstance(shuffle, (bool, samplers.Shuffle)):
            raise TypeError("shuffle must be of boolean or enum of 'Shuffle' values like 'Shuffle.ADAPTIVE' or "
                            "'Shuffle.GLOBAL' or 'Shuffle.PARTIAL' or 'Shuffle.FILES' or 'Shuffle.INFILE'.")
        self.dataset_dir, self.usage = dataset_dir, "all" if usage is None else usage
        root = os.path.realpath(dataset_dir)
        names = {"train": ["usps"], "test": ["usps.t"], "all": ["usps", "usps.t"]}[self.usage]
        # the files are checked when the rows are first needed, as in MindSpore
        self._wanted = [(os.path.join(root, n), "train" if n == "usps" else "test") for n in names]
        super(_RowFileSource, self).__init__(num_parallel_workers, num_samples,
                                             samplers.Shuffle.GLOBAL if shuffle is None else shuffle, num_shards,
                                             shard_id, cache)
        self.dataset_files = self._files = [path for path, _ in self._wanted]
        self._cache_rows = {}

    def _columns(self):
        return ["image", "label"]

    def _segments(self, files):
        for path, part in self._wanted:
            if not os.path.isfile(path):
                raise _pipeline_error(f"Invalid file, USPS dataset {part} file: {path} does not exist or is a "
                                      f"directory.")
        return super()._segments(files)

    def _build(self):
        self._segments(self._files)  # the missing-file errors come first
        if sum(len(self._rows_of(p)) for p in self._files) == 0:
            raise _pipeline_error("Invalid data, 'USPSDataset' API can't read the data file (interface mismatch or no "
                                  "data found). Check file: " + "".join(" " + p for p in self._files))
        return super()._build()

    def _file_rows(self, path):
        # the lines are parsed when their rows are handed out
        with open(path, "rb") as f:
            text = f.read().decode("utf-8", "surrogateescape")
        return [line for line in text.split("\n") if line]

    def _stream(self, parts):
        for path, lo, hi in parts:
            lines = self._rows_of(path)
            for i in range(lo, hi):
                yield self._parse(lines[i])

    @staticmethod
    def _parse(line):
        pixels = np.zeros(256, np.uint8)
        label, items = 0, line.split(" ")[:-1]  # what follows the last space is not read
        for position, item in enumerate(items[:257]):
            if position == 0:
                label = (int(_stoi(item, "label")) - 1) % (1 << 32)
                continue
            index, colon, value = item.partition(":")
            if not colon:
                raise _pipeline_error("Invalid data, split character ':' is missing in USPS data file.")
            if _atoi(index) != position:
                raise _pipeline_error(f"Invalid data, the character before ':' should be {position}, but got "
                                      f"{index}.")
            level = (float(np.float32(value)) + 1.0) / 2.0 * 255.0
            pixels[position - 1] = int(min(max(level, 0.0), 255.0))
        if len(items) != 257:
            raise _pipeline_error(f"Invalid data, the number of split characters ':' in USPS data file is corrupted, "
                                  f"should be 257, but got {len(items)}.")
        return [pixels.reshape(16, 16, 1), np.array(label, np.uint32)]

