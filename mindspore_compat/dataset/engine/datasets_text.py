"""Text sources: :class:`TextFileDataset` (one row per line), :class:`CLUEDataset` (CLUE benchmark JSON lines)."""
import json

import numpy as np

from ..core.validator_helpers import type_check
from . import samplers
from .datasets import TextBaseDataset, _pipeline_error
from .datasets_standard_format import _RowFileSource

__all__ = ["TextFileDataset", "CLUEDataset"]


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


_PAIR = (("label", "sentence1", "sentence2"), ("id", "sentence1", "sentence2"))
_CLUE_COLUMNS = {  # task -> (columns of train / eval, columns of test), in MindSpore's (name) order
    "AFQMC": _PAIR, "CMNLI": _PAIR,
    "TNEWS": (("keywords", "label", "label_desc", "sentence"), ("id", "keywords", "sentence")),
    "IFLYTEK": (("label", "label_des", "sentence"), ("id", "sentence")),
    "WSC": (("idx", "label", "span1_index", "span1_text", "span2_index", "span2_text", "text"),
            ("idx", "span1_index", "span1_text", "span2_index", "span2_text", "text")),
    "CSL": (("abst", "id", "keyword", "label"), ("abst", "id", "keyword")),
}
_CLUE_UINT = ("id", "idx", "span1_index", "span2_index")


class CLUEDataset(_RowFileSource, TextBaseDataset):
    """
    Rows of the CLUE benchmark's JSON-lines files (one JSON object per line) for one classification task.

    The columns depend on `task` and `usage` and come in name order: ``id``, ``idx`` and the span indices as
    uint32 scalars, ``keyword`` (CSL) as a 1-D str array, every other field as a str scalar. The WSC span fields
    are read from the ``target`` object of each line. Rows come as MindSpore's reader workers hand them out
    (files dealt to the workers in turn, one row from each worker in turn); shards get equal row counts.

    Args:
        dataset_files (Union[str, list[str]]): The files, or a glob pattern (matches are read in name order).
        task (str, optional): ``'AFQMC'``, ``'TNEWS'``, ``'IFLYTEK'``, ``'CMNLI'``, ``'WSC'`` or ``'CSL'``.
            Default: ``'AFQMC'``.
        usage (str, optional): ``'train'``, ``'test'`` or ``'eval'``. Default: ``'train'``.
        num_samples (int, optional): Number of rows to read. Default: ``None``, all.
        num_parallel_workers (int, optional): Reader workers. Default: ``None``, the configured number.
        shuffle (Union[bool, Shuffle], optional): ``Shuffle.GLOBAL`` shuffles files and rows, ``Shuffle.FILES``
            the files only, ``False`` nothing. Default: ``Shuffle.GLOBAL``.
        num_shards (int, optional): Number of shards. Default: ``None``.
        shard_id (int, optional): Shard to read. Default: ``None``.
        cache (DatasetCache, optional): Not supported, must be ``None``. Default: ``None``.

    Raises:
        ValueError: If a file does not exist, `task` / `usage` is invalid, or `shard_id` is out of range.
        TypeError: If an argument has the wrong type.
        RuntimeError: If a line is not a JSON object with the task's fields (when rows are read).

    Supported Platforms:
        ``CPU`` ``GPU`` ``Ascend``

    Examples:
        >>> import json, os, tempfile
        >>> import mindspore.dataset as ds
        >>> path = os.path.join(tempfile.mkdtemp(), "afqmc_test.json")
        >>> with open(path, "w") as f:
        ...     _ = f.write(json.dumps({"id": 3, "sentence1": "hi", "sentence2": "hello"}) + "\\n")
        >>> dataset = ds.CLUEDataset(path, task="AFQMC", usage="test", shuffle=False)
        >>> print(dataset.get_col_names())
        ['id', 'sentence1', 'sentence2']
        >>> for row in dataset.create_dict_iterator(output_numpy=True):
        ...     print(row["id"], row["id"].dtype, row["sentence2"])
        3 uint32 hello
    """

    def __init__(self, dataset_files, task='AFQMC', usage='train', num_samples=None, num_parallel_workers=None,
                 shuffle=samplers.Shuffle.GLOBAL, num_shards=None, shard_id=None, cache=None):
        type_check(task, (str,), "task")
        type_check(usage, (str,), "usage")
        if task not in _CLUE_COLUMNS:
            raise ValueError("task is not in 'AFQMC', 'TNEWS', 'IFLYTEK', 'CMNLI', 'WSC' or 'CSL'.")
        if usage not in ("train", "test", "eval"):
            raise ValueError("usage is not in 'train', 'test' or 'eval'.")
        super().__init__(dataset_files, num_samples, num_parallel_workers, shuffle, num_shards, shard_id, cache)
        self.task, self.usage = task, usage

    def _columns(self):
        train_eval, test = _CLUE_COLUMNS[self.task]
        return list(test if self.usage == "test" else train_eval)

    def _value(self, record, name, path):
        source = record.get("target", {}) if self.task == "WSC" and name.startswith("span") else record
        if name not in source:
            raise _pipeline_error(f"Invalid data, failed to find key '{name}' in CLUE file: {path}.")
        value = source[name]
        if name in _CLUE_UINT:
            return np.array(value, dtype=np.uint32)
        if isinstance(value, list):
            return np.array([str(v) for v in value])
        return np.array(str(value))

    def _file_rows(self, path):
        rows = []
        with open(path, encoding="utf-8") as f:
            for line in f:
                if not line.strip():
                    continue
                try:
                    record = json.loads(line)
                except ValueError:
                    raise _pipeline_error(f"Invalid file, failed to parse the JSON line of CLUE file: {path}.") \
                        from None
                rows.append([self._value(record, name, path) for name in self._columns()])
        return rows
