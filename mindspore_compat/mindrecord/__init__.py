"""
``mindspore.mindrecord``: MindSpore's MindRecord file format.

:class:`FileWriter` writes rows (dicts) into MindRecord files, :class:`FileReader` reads them back, and
:class:`mindspore.dataset.MindDataset` reads them into a data pipeline. The files follow MindSpore's on-disk
layout (JSON header, blob and raw pages, SQLite index next to each file), so they are exchanged with MindSpore in
both directions. Encrypted files are not supported (see :func:`set_enc_key`).
"""
from .filewriter import FileWriter
from .filereader import FileReader
from .mindpage import MindPage
from .tools.imagenet_to_mr import ImageNetToMR
from .tools.mnist_to_mr import MnistToMR
from .tools.cifar10_to_mr import Cifar10ToMR
from .tools.cifar100_to_mr import Cifar100ToMR
from .tools.csv_to_mr import CsvToMR
from .tools.tfrecord_to_mr import TFRecordToMR
from .config import set_enc_key, set_enc_mode, set_dec_mode
from ._status import MSRStatus, SUCCESS, FAILED

__all__ = ["FileWriter", "FileReader", "MindPage", "ImageNetToMR", "set_enc_key", "set_enc_mode", "set_dec_mode", "SUCCESS", "FAILED",
           "MnistToMR", "Cifar10ToMR", "Cifar100ToMR", "CsvToMR", "TFRecordToMR"]


from .._unsupported import missing_name_hook as _missing_name_hook  # noqa: E402
__getattr__ = _missing_name_hook(__name__)
