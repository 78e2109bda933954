"""Converting the MNIST idx files to MindRecord: :class:`MnistToMR`."""
import gzip
import os

import numpy as np

from .._format import check_filename
from .._status import SUCCESS
from ..filewriter import FileWriter
from ._convert import jpeg, opencv, write_in_batches

__all__ = ["MnistToMR"]

_SIDE = 28
_SCHEMA = {"label": {"type": "int64"}, "data": {"type": "bytes"}}


class MnistToMR:
    """
    Converts the four gzipped MNIST idx files of a folder into two MindRecord data sets,
    ``<destination>_train.mindrecord`` and ``<destination>_test.mindrecord``, with the fields ``label`` (int64,
    also the index field) and ``data`` (the 28x28 gray image encoded as JPEG by OpenCV).

    Args:
        source (str): The folder holding ``train-images-idx3-ubyte.gz``, ``train-labels-idx1-ubyte.gz``,
            ``t10k-images-idx3-ubyte.gz`` and ``t10k-labels-idx1-ubyte.gz``.
        destination (str): Path prefix of the two MindRecord data sets; the files must not exist yet.
        partition_number (int, optional): Number of shard files of each data set. Default: ``1``.

    Raises:
        ValueError: If `source`, `destination` or `partition_number` is invalid.

    Supported Platforms:
        ``CPU`` ``GPU`` ``Ascend``

    Examples:
        >>> import gzip, os, struct, tempfile
        >>> import numpy as np
        >>> from mindspore.mindrecord import MnistToMR, FileReader
        >>> root = tempfile.mkdtemp()
        >>> digits = np.full((3, 28, 28), 200, np.uint8)
        >>> for part in ("train", "t10k"):
        ...     with gzip.open(os.path.join(root, part + "-images-idx3-ubyte.gz"), "wb") as f:
        ...         _ = f.write(struct.pack(">IIII", 2051, 3, 28, 28) + digits.tobytes())
        ...     with gzip.open(os.path.join(root, part + "-labels-idx1-ubyte.gz"), "wb") as f:
        ...         _ = f.write(struct.pack(">II", 2049, 3) + bytes([7, 1, 4]))
        >>> MnistToMR(root, os.path.join(root, "mnist")).transform()
        >>> reader = FileReader(os.path.join(root, "mnist_train.mindrecord"))
        >>> print([int(row["label"]) for row in reader.get_next()])
        [7, 1, 4]
        >>> reader.close()
    """

    def __init__(self, source, destination, partition_number=1):
        self.cv_import = opencv()
        check_filename(source)
        self.source = source
        self.train_data_filename_ = os.path.join(source, "train-images-idx3-ubyte.gz")
        self.train_labels_filename_ = os.path.join(source, "train-labels-idx1-ubyte.gz")
        self.test_data_filename_ = os.path.join(source, "t10k-images-idx3-ubyte.gz")
        self.test_labels_filename_ = os.path.join(source, "t10k-labels-idx1-ubyte.gz")
        for name in (self.train_data_filename_, self.train_labels_filename_, self.test_data_filename_,
                     self.test_labels_filename_, destination):
            check_filename(name)
        if partition_number is None or not isinstance(partition_number, int):
            raise ValueError("The parameter partition_number must be int")
        self.partition_number = partition_number
        self.writer_train = FileWriter(f"{destination}_train.mindrecord", partition_number)
        self.writer_test = FileWriter(f"{destination}_test.mindrecord", partition_number)
        self.mnist_schema_json = dict(_SCHEMA)

    @staticmethod
    def _payload(path, skip):
        with gzip.open(os.path.realpath(path), "rb") as f:
            f.read(skip)  # the idx header: magic number and sizes
            return np.frombuffer(f.read(), dtype=np.uint8)

    def _rows(self, images_path, labels_path):
        images = self._payload(images_path, 16).reshape(-1, _SIDE, _SIDE, 1)
        labels = self._payload(labels_path, 8).astype(np.int64)
        for image, label in zip(images, labels):
            yield {"label": int(label), "data": jpeg(self.cv_import, image)}

    def _convert(self, writer, images_path, labels_path):
        writer.set_header_size(1 << 24)
        writer.set_page_size(1 << 26)
        writer.add_schema(self.mnist_schema_json, "mnist_schema")
        writer.add_index(["label"])
        write_in_batches(writer, self._rows(images_path, labels_path))
        writer.commit()

    def run(self):
        """
        Write the training and the test data sets.

        Returns:
            MSRStatus, ``SUCCESS``.
        """
        self._convert(self.writer_train, self.train_data_filename_, self.train_labels_filename_)
        self._convert(self.writer_test, self.test_data_filename_, self.test_labels_filename_)
        return SUCCESS

    def transform(self):
        """
        Convert (the same as :meth:`run`, whose errors it raises).

        Raises:
            ParamTypeError: If an index field is invalid.
            MRMOpenError: If a MindRecord file cannot be opened.
            MRMValidateDataError: If the data do not match the blob fields.
            MRMSetHeaderError: If the header cannot be set.
            MRMWriteDatasetError: If the data set cannot be written.
        """
        self.run()
