"""Text sources: :class:`TextFileDataset` (one row per line)."""
import numpy as np

from . import samplers
from .datasets import TextBaseDataset
from .datasets_standard_format import _RowFileSource

__all__ = ["TextFileDataset"]


class TextFileDataset(_RowFileSource, TextBaseDataset):
    """
    One row per non-empty line of text files, in the column ``text`` (a 0-d str array, line end removed).

    Rows come as MindSpore's reader workers hand them out (files dealt to the workers in turn, one row from each
    worker in turn); shards get equal row counts.

    Args:
        dataset_files (Union[str, list[str]]): The files, or a glob pattern (matches are read in name order).
        num_samples (int, optional): Number of rows to read. Default: ``None``, all.
        num_parallel_workers (int, optional): Reader workers. Default: ``None``, the configured number.
        shuffle (Union[bool, Shuffle], optional): ``Shuffle.GLOBAL`` shuffles files and rows, ``Shuffle.FILES``
            the files only, ``False`` nothing. Default: ``Shuffle.GLOBAL``.
        num_shards (int, optional): Number of shards. Default: ``None``.
        shard_id (int, optional): Shard to read. Default: ``None``.
        cache (DatasetCache, optional): Not supported, must be ``None``. Default: ``None``.

    Raises:
        ValueError: If a file does not exist, or `shard_id` is out of range.
        TypeError: If an argument has the wrong type.

    Supported Platforms:
        ``CPU`` ``GPU`` ``Ascend``

    Examples:
        >>> import os, tempfile
        >>> import mindspore.dataset as ds
        >>> path = os.path.join(tempfile.mkdtemp(), "poem.txt")
        >>> with open(path, "w") as f:
        ...     _ = f.write("roses are red\\n\\nviolets are blue\\n")
        >>> dataset = ds.TextFileDataset(path, shuffle=False)
        >>> print(dataset.get_dataset_size())
        2
        >>> for row in dataset.create_dict_iterator(output_numpy=True):
        ...     print(row["text"])
        roses are red
        violets are blue
    """

    def __init__(self, dataset_files, num_samples=None, num_parallel_workers=None, shuffle=samplers.Shuffle.GLOBAL,
                 num_shards=None, shard_id=None, cache=None):
        super().__init__(dataset_files, num_samples, num_parallel_workers, shuffle, num_shards, shard_id, cache)

    def _columns(self):
        return ["text"]

    def _file_rows(self, path):
        with open(path, encoding="utf-8", newline="") as f:
            lines = f.read().split("\n")
        return [[np.array(line.rstrip("\r"))] for line in lines if line.rstrip("\r")]
