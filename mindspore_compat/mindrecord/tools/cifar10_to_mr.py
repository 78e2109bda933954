"""Converting the CIFAR-10 python batches to MindRecord: :class:`Cifar10ToMR`."""
import hashlib
import logging
import os
import re

import numpy as np

from .._format import check_filename
from .._status import SUCCESS
from ..common.exceptions import PathNotExistsError
from ..filewriter import FileWriter
from ._convert import jpeg, load_cifar_batch, opencv

__all__ = ["Cifar10ToMR"]

_log = logging.getLogger("mindspore.mindrecord")

# MD5 digests of the files of the published CIFAR-10 python archive; other files are converted with a warning
_OFFICIAL_MD5 = {
    "data_batch_1": "c99cafc152244af753f735de768cd75f", "data_batch_2": "d4bba439e000b95fd0a9bffe97cbabec",
    "data_batch_3": "54ebc095f3ab1f0389bbae665268c751", "data_batch_4": "634d18415352ddfa80567beed471001a",
    "data_batch_5": "482c414d41f54cd18b22e5b47cb7c3cb", "test_batch": "40351d587109b95175f43aff81a1287e"}


def _warn_unless_official(folder, name):
    try:
        with open(os.path.join(folder, name), "rb") as f:
            found = hashlib.md5(f.read()).hexdigest()
    except OSError:
        found = None
    if found is None or found != _OFFICIAL_MD5.get(name):
        _log.warning(f"The MD5 value of {name} does not match the official CIFAR10 file."
                     "This file may pose a security risk.")


def cifar_rows(cv2, images, labels):
    """Rows ``{"id", "data", <label fields>}`` of HWC RGB images; `labels` maps each label field to its array."""
    rows = []
    for i, image in enumerate(images):
        row = {"id": i, "data": jpeg(cv2, image[..., ::-1])}  # OpenCV encodes BGR
        for field, values in labels.items():
            row[field] = int(values[i])
        rows.append(row)
    return rows


def write_cifar(file_name, schema, rows, fields, desc):
    """One MindRecord file of converted CIFAR rows, indexed by `fields` when given."""
    writer = FileWriter(file_name, 1)
    writer.add_schema(schema, desc)
    if fields and isinstance(fields, list):
        writer.add_index(fields)
    writer.write_raw_data(rows)
    writer.commit()


def check_fields(fields):
    if fields and not isinstance(fields, list):
        raise ValueError("The parameter fields should be None or list")


def to_hwc(data):
    """The images of a CIFAR batch (N rows of 3072 bytes, planes R, G, B) as N x 32 x 32 x 3 uint8."""
    return np.asarray(data).reshape(-1, 3, 32, 32).transpose(0, 2, 3, 1).astype(np.uint8)


class Cifar10ToMR:
    """
    Converts the CIFAR-10 python batches of a folder (``data_batch_*`` and ``test_batch``) into two MindRecord
    files, `destination` (training) and ``<destination>_test``, with the fields ``id`` (int64, the row number),
    ``label`` (int64) and ``data`` (the image encoded as JPEG by OpenCV).

    The training batches are taken in directory-listing order, as MindSpore does.

    .. warning::
        The batches are pickle files. Only numpy arrays are accepted when they are loaded, but convert data of
        trusted origin only.

    Args:
        source (str): The folder holding the batches.
        destination (str): Path of the training MindRecord file; the files must not exist yet.

    Raises:
        ValueError: If `source` or `destination` is invalid.
        PathNotExistsError: If the folder has no ``data_batch_*`` or no ``test_batch`` file.

    Supported Platforms:
        ``CPU`` ``GPU`` ``Ascend``

    Examples:
        >>> import os, pickle, tempfile
        >>> import numpy as np
        >>> from mindspore.mindrecord import Cifar10ToMR, FileReader
        >>> root = tempfile.mkdtemp()
        >>> pixels = np.arange(2 * 3072, dtype=np.uint8).reshape(2, 3072)
        >>> for name, labels in (("data_batch_1", [3, 5]), ("test_batch", [9, 0])):
        ...     with open(os.path.join(root, name), "wb") as f:
        ...         pickle.dump({b"data": pixels, b"labels": labels}, f)
        >>> Cifar10ToMR(root, os.path.join(root, "cifar10.mindrecord")).transform(["label"])
        >>> reader = FileReader(os.path.join(root, "cifar10.mindrecord_test"))
        >>> print([(int(row["id"]), int(row["label"])) for row in reader.get_next()])
        [(0, 9), (1, 0)]
        >>> reader.close()
    """

    def __init__(self, source, destination):
        self.cv_import = opencv()
        check_filename(source)
        self.source = source
        names = os.listdir(source)
        if not any(name.startswith("data_batch_") for name in names):
            raise PathNotExistsError("data_batch_*")
        if not any(name.startswith("test_batch") for name in names):
            raise PathNotExistsError("test_batch")
        check_filename(destination)
        self.destination = destination
        self.writer = None

    def _load(self):
        folder = os.path.realpath(self.source)
        train_images, train_labels, test_images, test_labels = [], [], None, None
        for name in os.listdir(self.source):
            if re.match("data_batch_*", name):
                _warn_unless_official(folder, name)
                batch = load_cifar_batch(os.path.join(folder, name), "Cifar10")
                train_images.append(to_hwc(batch[b"data"]))
                train_labels.append(batch[b"labels"])
            elif re.match("test_batch", name):
                _warn_unless_official(folder, name)
                batch = load_cifar_batch(os.path.join(folder, name), "Cifar10")
                test_images = to_hwc(batch[b"data"])
                test_labels = np.asarray(batch[b"labels"]).reshape(-1)
        # the label lists go through one array, so batches of unequal length fail as in MindSpore (ValueError)
        return np.concatenate(train_images), np.array(train_labels).reshape(-1), test_images, test_labels

    def run(self, fields=None):
        """
        Write the training and the test files.

        Args:
            fields (list[str], optional): Index fields of both files. Default: ``None``, every scalar field.

        Returns:
            MSRStatus, ``SUCCESS``.

        Raises:
            ValueError: If `fields` is neither None nor a list.
        """
        check_fields(fields)
        images, labels, test_images, test_labels = self._load()
        schema = {"id": {"type": "int64"}, "label": {"type": "int64"}, "data": {"type": "bytes"}}
        write_cifar(self.destination, schema, cifar_rows(self.cv_import, images, {"label": labels}),
                    fields, "img_train")
        write_cifar(self.destination + "_test", schema,
                    cifar_rows(self.cv_import, test_images, {"label": test_labels}), fields, "img_test")
        return SUCCESS

    def transform(self, fields=None):
        """
        Convert (the same as :meth:`run`, whose errors it raises).

        Args:
            fields (list[str], optional): Index fields of both files. Default: ``None``, every scalar field.

        Raises:
            ParamTypeError: If an index field is invalid.
            MRMOpenError: If a MindRecord file cannot be opened.
            MRMValidateDataError: If the data do not match the blob fields.
            MRMSetHeaderError: If the header cannot be set.
            MRMWriteDatasetError: If the data set cannot be written.
            ValueError: If `fields` is neither None nor a list.
        """
        self.run(fields)
