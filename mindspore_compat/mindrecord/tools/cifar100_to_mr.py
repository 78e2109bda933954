"""Converting the CIFAR-100 python files to MindRecord: :class:`Cifar100ToMR`."""
import os

import numpy as np

from .._format import check_filename
from .._status import SUCCESS
from ..common.exceptions import PathNotExistsError
from ._convert import load_cifar_batch, opencv
from .cifar10_to_mr import check_fields, cifar_rows, to_hwc, write_cifar

__all__ = ["Cifar100ToMR"]


class Cifar100ToMR:
    """
    Converts the CIFAR-100 python files ``train`` and ``test`` of a folder into two MindRecord files,
    `destination` (training) and ``<destination>_test``, with the fields ``id`` (int64, the row number),
    ``fine_label`` and ``coarse_label`` (int64) and ``data`` (the image encoded as JPEG by OpenCV).

    .. warning::
        The files are pickles. Only numpy arrays are accepted when they are loaded, but convert data of trusted
        origin only.

    Args:
        source (str): The folder holding ``train`` and ``test``.
        destination (str): Path of the training MindRecord file; the files must not exist yet.

    Raises:
        ValueError: If `source` or `destination` is invalid.
        PathNotExistsError: If the folder has no ``train`` or no ``test`` file.

    Supported Platforms:
        ``CPU`` ``GPU`` ``Ascend``

    Examples:
        >>> import os, pickle, tempfile
        >>> import numpy as np
        >>> from mindspore.mindrecord import Cifar100ToMR, FileReader
        >>> root = tempfile.mkdtemp()
        >>> pixels = np.full((2, 3072), 128, np.uint8)
        >>> for name in ("train", "test"):
        ...     with open(os.path.join(root, name), "wb") as f:
        ...         pickle.dump({b"data": pixels, b"fine_labels": [42, 7], b"coarse_labels": [3, 19]}, f)
        >>> Cifar100ToMR(root, os.path.join(root, "cifar100.mindrecord")).transform(["fine_label"])
        >>> reader = FileReader(os.path.join(root, "cifar100.mindrecord"))
        >>> print([(int(row["fine_label"]), int(row["coarse_label"])) for row in reader.get_next()])
        [(42, 3), (7, 19)]
        >>> reader.close()
    """

    def __init__(self, source, destination):
        self.cv_import = opencv()
        check_filename(source)
        self.source = source
        names = os.listdir(source)
        if "train" not in names:
            raise PathNotExistsError("train")
        if "test" not in names:
            raise PathNotExistsError("test")
        check_filename(destination)
        self.destination = destination
        self.writer = None

    def _part(self, name):
        batch = load_cifar_batch(os.path.join(os.path.realpath(self.source), name), "Cifar100")
        labels = {"fine_label": np.asarray(batch[b"fine_labels"]).reshape(-1),
                  "coarse_label": np.asarray(batch[b"coarse_labels"]).reshape(-1)}
        return to_hwc(batch[b"data"]), labels

    def run(self, fields=None):
        """
        Write the training and the test files.

        Args:
            fields (list[str], optional): Index fields of both files, e.g. ``["fine_label", "coarse_label"]``.
                Default: ``None``, every scalar field.

        Returns:
            MSRStatus, ``SUCCESS``.

        Raises:
            ValueError: If `fields` is neither None nor a list.
        """
        check_fields(fields)
        schema = {"id": {"type": "int64"}, "fine_label": {"type": "int64"}, "coarse_label": {"type": "int64"},
                  "data": {"type": "bytes"}}
        train, test = self._part("train"), self._part("test")
        write_cifar(self.destination, schema, cifar_rows(self.cv_import, *train), fields, "img_train")
        write_cifar(self.destination + "_test", schema, cifar_rows(self.cv_import, *test), fields, "img_test")
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
