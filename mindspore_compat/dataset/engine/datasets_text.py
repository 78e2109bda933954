"""Text sources: :class:`TextFileDataset` (one row per line), :class:`CLUEDataset` (CLUE benchmark JSON lines) and
the readers of published text corpora in their on-disk layouts (AG News, IMDB, SQuAD, IWSLT, ...)."""
import csv
import json
import math
import os
import xml.etree.ElementTree as ElementTree

import numpy as np

from ..core.validator_helpers import (type_check, check_dir, check_valid_str, check_valid_list_tuple,
                                      validate_dataset_param_value, check_sampler_shuffle_shard_options,
                                      replace_none)
from . import samplers
from ._errors import _syntax_error
from .cache_client import DatasetCache
from .datasets import MappableDataset, TextBaseDataset, _pipeline_error
from .datasets_standard_format import _RowFileSource
from .datasets_vision import _group_by_label

__all__ = ["TextFileDataset", "CLUEDataset", "AGNewsDataset", "AmazonReviewDataset", "DBpediaDataset",
           "SogouNewsDataset", "YahooAnswersDataset", "YelpReviewDataset", "CoNLL2000Dataset", "UDPOSDataset",
           "EnWik9Dataset", "IMDBDataset", "IWSLT2016Dataset", "IWSLT2017Dataset", "Multi30kDataset",
           "PennTreebankDataset", "SQuADDataset", "SST2Dataset", "WikiTextDataset"]


def _getlines(path):
    """The lines of a text file as ``std::getline`` reads them: split at \\n only, no empty piece after a final
    line end."""
    with open(path, encoding="utf-8", newline="") as f:
        text = f.read()
    lines = text.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    return lines


def _text_file_rows(path):
    """The rows of a text file read by TextFileDataset: its non-empty lines, without a carriage return."""
    return [[np.array(line.rstrip("\r"))] for line in _getlines(path) if line.rstrip("\r")]


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
        return _text_file_rows(path)


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


# ----- corpus readers: the files of a published corpus, found in a folder by `usage` ---------------------------
class _CorpusSource(_RowFileSource, TextBaseDataset):
    """
    A corpus whose files lie in `dataset_dir` under fixed names chosen by `usage`. The files are read as the
    text-file readers read theirs (dealt to the reader workers, rows interleaved, shards of equal row counts); a
    missing file counts as an empty one, and a corpus without any row fails when its rows are read.
    """

    _api = ""  # the class name shown in messages
    _check_name = ""  # how the no-data message names the corpus
    _check_end = ""  # what ends that message
    _usages = ("train", "test", "all")
    _default_usage = "all"
    _files_by_usage = {}  # usage -> file names, in MindSpore's listing order
    _sort_files = True  # whether the reader takes the files in name order
    _checks_files = False  # whether a missing file is reported before any row is read
    _missing_text = "Invalid file path, {path} does not exist."  # reading a missing file among present ones

    def _open(self, dataset_dir, usage, num_samples, num_parallel_workers, shuffle, num_shards, shard_id, cache,
              bool_shuffle=False):
        check_dir(dataset_dir)
        if usage is not None:
            check_valid_str(usage, list(self._usages), "usage")
        self._check_options(num_samples, num_parallel_workers, shuffle, num_shards, shard_id, cache, bool_shuffle)
        self.dataset_dir, self.usage = dataset_dir, replace_none(usage, self._default_usage)
        files = self._walk()
        self._listed = list(files)
        if self._sort_files:
            files = sorted(files)
        self._setup_files(files, num_samples, num_parallel_workers, shuffle, num_shards, shard_id, cache)

    @staticmethod
    def _check_options(num_samples, num_parallel_workers, shuffle, num_shards, shard_id, cache, bool_shuffle):
        params = {"num_samples": num_samples, "num_parallel_workers": num_parallel_workers,
                  "num_shards": num_shards, "shard_id": shard_id, "shuffle": shuffle}
        validate_dataset_param_value(["num_samples", "num_parallel_workers", "num_shards", "shard_id"], params, int)
        if bool_shuffle:
            validate_dataset_param_value(["shuffle"], params, bool)
        check_sampler_shuffle_shard_options(params)
        if cache is not None:
            type_check(cache, (DatasetCache,), "cache")

    def _walk(self):
        names = self._files_by_usage[self.usage]
        return [os.path.join(self.dataset_dir, name) for name in names]

    def _verify_files(self):
        if not self._checks_files:
            return
        for path in self._listed:
            if not os.path.isfile(path):
                raise _syntax_error(f"{self._api}: dataset file: [{path}] is invalid or does not exist.")

    def _no_data_error(self):
        listing = "".join(" " + path for path in self._files)
        return _pipeline_error(f"Invalid data, {self._api} API can't read the data file (interface mismatch or no "
                               f"data found). Check {self._check_name}: {listing}{self._check_end}")

    def _rows_of(self, path):
        if not os.path.isfile(path):
            return []
        return super()._rows_of(path)

    def _size(self):
        self._verify_files()
        return super()._size()

    def _stream(self, parts):
        for path, lo, hi in parts:
            if self._missing_text and not os.path.isfile(path):
                raise _pipeline_error(self._missing_text.format(path=path, name=self._check_name))
            yield from self._part_rows(path, lo, hi)

    def _build(self):
        self._verify_files()
        if sum(self._row_count(path) for path in self._files) == 0:
            raise self._no_data_error()
        return super()._build()


class _CsvCorpus(_CorpusSource):
    """A corpus of comma-separated files of quoted str fields (the columns are fixed by the corpus)."""

    _check_end = "."
    _files_by_usage = {"train": ("train.csv",), "test": ("test.csv",), "all": ("train.csv", "test.csv")}
    _column_names = ()

    def _columns(self):
        return list(self._column_names)

    def _file_rows(self, path):
        rows = []
        width = len(self._column_names)
        with open(path, newline="", encoding="utf-8") as f:
            for line, fields in enumerate(csv.reader(f), 1):
                if not fields:
                    continue
                if len(fields) > width:
                    raise _pipeline_error(f"Invalid file, failed to parse csv file: {path} at line {line}. Error "
                                          f"message: Invalid columns, the size of column_names should be less than "
                                          f"the size of 'column_defaults', but got the size of column_names: "
                                          f"{width}, the size of column_defaults : {width}.")
                if len(fields) < width:
                    raise _pipeline_error(f"Invalid csv, csv file: {path} parse failed at line {line}, the number "
                                          f"of columns does not match the definition.")
                rows.append(fields)
        return rows

    def _part_rows(self, path, lo, hi):
        rows = self._rows_of(path)
        for i in range(lo, hi):
            fields = list(rows[i])
            if i == lo and lo > 0:
                # MindSpore's CSV parser keeps the last field of the last row it skipped to reach `lo`, and the
                # first field of the first row it hands out starts with that text
                fields[0] = rows[lo - 1][-1] + fields[0]
            yield [np.array(field) for field in fields]


_CSV_ARGS = """
    Args:
        dataset_dir (str): The folder holding ``train.csv`` and ``test.csv``.
        usage (str, optional): ``'train'``, ``'test'`` or ``'all'`` (both files). Default: ``None``, ``'all'``.
        num_samples (int, optional): Number of rows to read. Default: ``None``, all.
        num_parallel_workers (int, optional): Reader workers. Default: ``None``, the configured number.
        shuffle (Union[bool, Shuffle], optional): ``Shuffle.GLOBAL`` shuffles files and rows, ``Shuffle.FILES``
            the files only, ``False`` nothing. Default: ``Shuffle.GLOBAL``.
        num_shards (int, optional): Number of shards. Default: ``None``.
        shard_id (int, optional): Shard to read. Default: ``None``.
        cache (DatasetCache, optional): Not supported, must be ``None``. Default: ``None``.

    Raises:
        ValueError: If `dataset_dir` is not a folder, `usage` is invalid or `shard_id` is out of range.
        TypeError: If an argument has the wrong type.
        RuntimeError: If `shard_id` is given without `num_shards` (or the reverse), or no file holds a row
            (when rows are read).

    Supported Platforms:
        ``CPU`` ``GPU`` ``Ascend``

"""


class AGNewsDataset(_CsvCorpus):
    """
    The AG News topic classification corpus: ``train.csv`` and ``test.csv`` in `dataset_dir`, one article per
    line with the columns ``index`` (the class, 1 to 4), ``title`` and ``description``, all str scalars.

    With ``usage='all'`` the files are read in name order (``test.csv`` first), as MindSpore does.
    {args}
    Examples:
        >>> import os, tempfile
        >>> import mindspore.dataset as ds
        >>> folder = tempfile.mkdtemp()
        >>> with open(os.path.join(folder, "train.csv"), "w") as f:
        ...     _ = f.write('"2","Cup final","Late goal, big win"\\n"4","New chip","Faster phones"\\n')
        >>> dataset = ds.AGNewsDataset(folder, usage="train", shuffle=False)
        >>> print(dataset.get_col_names(), dataset.get_dataset_size())
        ['index', 'title', 'description'] 2
        >>> for row in dataset.create_dict_iterator(output_numpy=True):
        ...     print(row["index"], "|", row["title"], "|", row["description"])
        2 | Cup final | Late goal, big win
        4 | New chip | Faster phones
    """

    _api, _check_name = "AGNewsDataset", "ag news file path"
    _column_names = ("index", "title", "description")

    def __init__(self, dataset_dir, usage=None, num_samples=None, num_parallel_workers=None,
                 shuffle=samplers.Shuffle.GLOBAL, num_shards=None, shard_id=None, cache=None):
        self._open(dataset_dir, usage, num_samples, num_parallel_workers, shuffle, num_shards, shard_id, cache)


class AmazonReviewDataset(_CsvCorpus):
    """
    The Amazon review corpora (polarity or full score): ``train.csv`` and ``test.csv`` in `dataset_dir`, one
    review per line with the columns ``label``, ``title`` and ``content``, all str scalars.

    With ``usage='all'`` the files are read in name order (``test.csv`` first). A missing file is reported
    (RuntimeError) as soon as the size or the rows are asked for.
    {args}
    Examples:
        >>> import os, tempfile
        >>> import mindspore.dataset as ds
        >>> folder = tempfile.mkdtemp()
        >>> lines = {"train.csv": '"1","Broke","Dead in a week"\\n', "test.csv": '"5","Great kettle","Boils fast"\\n'}
        >>> for name, line in lines.items():
        ...     with open(os.path.join(folder, name), "w") as f:
        ...         _ = f.write(line)
        >>> dataset = ds.AmazonReviewDataset(folder, shuffle=False)
        >>> for row in dataset.create_dict_iterator(output_numpy=True):
        ...     print(row["label"], "|", row["title"], "|", row["content"])
        5 | Great kettle | Boils fast
        1 | Broke | Dead in a week
    """

    _api, _check_name = "AmazonReviewDataset", "amazon review file path"
    _column_names = ("label", "title", "content")
    _checks_files = True

    def __init__(self, dataset_dir, usage=None, num_samples=None, num_parallel_workers=None,
                 shuffle=samplers.Shuffle.GLOBAL, num_shards=None, shard_id=None, cache=None):
        self._open(dataset_dir, usage, num_samples, num_parallel_workers, shuffle, num_shards, shard_id, cache)


class DBpediaDataset(_CsvCorpus):
    """
    The DBpedia ontology classification corpus: ``train.csv`` and ``test.csv`` in `dataset_dir`, one abstract per
    line with the columns ``class`` (1 to 14), ``title`` and ``content``, all str scalars.

    With ``usage='all'`` the files are read in name order (``test.csv`` first).
    {args}
    Examples:
        >>> import os, tempfile
        >>> import mindspore.dataset as ds
        >>> folder = tempfile.mkdtemp()
        >>> with open(os.path.join(folder, "test.csv"), "w") as f:
        ...     _ = f.write('"9","Oak Hill","A village in the hills."\\n')
        >>> dataset = ds.DBpediaDataset(folder, usage="test", shuffle=False)
        >>> for row in dataset.create_tuple_iterator(output_numpy=True):
        ...     print([str(value) for value in row])
        ['9', 'Oak Hill', 'A village in the hills.']
    """

    _api, _check_name = "DBpediaDataset", "dbpedia file path"
    _column_names = ("class", "title", "content")

    def __init__(self, dataset_dir, usage=None, num_samples=None, num_parallel_workers=None,
                 shuffle=samplers.Shuffle.GLOBAL, num_shards=None, shard_id=None, cache=None):
        self._open(dataset_dir, usage, num_samples, num_parallel_workers, shuffle, num_shards, shard_id, cache)


class SogouNewsDataset(_CsvCorpus):
    """
    The Sogou News classification corpus (romanised Chinese): ``train.csv`` and ``test.csv`` in `dataset_dir`, one
    article per line with the columns ``index`` (1 to 5), ``title`` and ``content``, all str scalars.

    With ``usage='all'`` ``train.csv`` is read before ``test.csv`` (MindSpore keeps this corpus's listing order).
    {args}
    Examples:
        >>> import os, tempfile
        >>> import mindspore.dataset as ds
        >>> folder = tempfile.mkdtemp()
        >>> with open(os.path.join(folder, "train.csv"), "w") as f:
        ...     _ = f.write('"3","ti yu","bi sai jie guo"\\n')
        >>> dataset = ds.SogouNewsDataset(folder, usage="train", shuffle=False)
        >>> for row in dataset.create_dict_iterator(output_numpy=True):
        ...     print(row["index"], "|", row["title"], "|", row["content"])
        3 | ti yu | bi sai jie guo
    """

    _api, _check_name = "SogouNewsDataset", "sogou news file path"
    _column_names = ("index", "title", "content")
    _sort_files = False

    def __init__(self, dataset_dir, usage=None, num_samples=None, shuffle=samplers.Shuffle.GLOBAL, num_shards=None,
                 shard_id=None, num_parallel_workers=None, cache=None):
        self._open(dataset_dir, usage, num_samples, num_parallel_workers, shuffle, num_shards, shard_id, cache)


class YahooAnswersDataset(_CsvCorpus):
    """
    The Yahoo! Answers topic classification corpus: ``train.csv`` and ``test.csv`` in `dataset_dir`, one question
    per line with the columns ``class`` (1 to 10), ``title``, ``content`` and ``answer``, all str scalars.

    With ``usage='all'`` the files are read in name order (``test.csv`` first).
    {args}
    Examples:
        >>> import os, tempfile
        >>> import mindspore.dataset as ds
        >>> folder = tempfile.mkdtemp()
        >>> with open(os.path.join(folder, "train.csv"), "w") as f:
        ...     _ = f.write('"7","Why is tea green?","Some teas are.","They are not oxidised."\\n')
        >>> dataset = ds.YahooAnswersDataset(folder, usage="train", shuffle=False)
        >>> print(dataset.get_col_names())
        ['class', 'title', 'content', 'answer']
        >>> for row in dataset.create_dict_iterator(output_numpy=True):
        ...     print(row["class"], "|", row["answer"])
        7 | They are not oxidised.
    """

    _api, _check_name = "YahooAnswersDataset", "yahoo answers file path"
    _column_names = ("class", "title", "content", "answer")

    def __init__(self, dataset_dir, usage=None, num_samples=None, num_parallel_workers=None,
                 shuffle=samplers.Shuffle.GLOBAL, num_shards=None, shard_id=None, cache=None):
        self._open(dataset_dir, usage, num_samples, num_parallel_workers, shuffle, num_shards, shard_id, cache)


class YelpReviewDataset(_CsvCorpus):
    """
    The Yelp review corpora (polarity or full stars): ``train.csv`` and ``test.csv`` in `dataset_dir`, one review
    per line with the columns ``label`` and ``text``, both str scalars.

    With ``usage='all'`` ``train.csv`` is read before ``test.csv`` (MindSpore keeps this corpus's listing order).
    {args}
    Examples:
        >>> import os, tempfile
        >>> import mindspore.dataset as ds
        >>> folder = tempfile.mkdtemp()
        >>> with open(os.path.join(folder, "test.csv"), "w") as f:
        ...     _ = f.write('"2","Lovely soup, slow service."\\n"1","Cold fries."\\n')
        >>> dataset = ds.YelpReviewDataset(folder, usage="test", shuffle=False)
        >>> for row in dataset.create_dict_iterator(output_numpy=True):
        ...     print(row["label"], "|", row["text"])
        2 | Lovely soup, slow service.
        1 | Cold fries.
    """

    _api, _check_name = "YelpReviewDataset", "yelp review file path"
    _column_names = ("label", "text")
    _sort_files = False

    def __init__(self, dataset_dir, usage=None, num_samples=None, shuffle=samplers.Shuffle.GLOBAL, num_shards=None,
                 shard_id=None, num_parallel_workers=None, cache=None):
        self._open(dataset_dir, usage, num_samples, num_parallel_workers, shuffle, num_shards, shard_id, cache)


for _cls in (AGNewsDataset, AmazonReviewDataset, DBpediaDataset, SogouNewsDataset, YahooAnswersDataset,
             YelpReviewDataset):
    _cls.__doc__ = _cls.__doc__.replace("    {args}\n", _CSV_ARGS)


_TEXT_ARGS = """
    Args:
        dataset_dir (str): The folder holding the corpus files.
        usage (str, optional): {usages} Default: ``None``, ``'all'``.
        num_samples (int, optional): Number of rows to read. Default: ``None``, all.
        num_parallel_workers (int, optional): Reader workers. Default: ``None``, the configured number.
        shuffle (Union[bool, Shuffle], optional): ``Shuffle.GLOBAL`` shuffles files and rows, ``Shuffle.FILES``
            the files only, ``False`` nothing. Default: ``Shuffle.GLOBAL``.
        num_shards (int, optional): Number of shards. Default: ``None``.
        shard_id (int, optional): Shard to read. Default: ``None``.
        cache (DatasetCache, optional): Not supported, must be ``None``. Default: ``None``.

    Raises:
        ValueError: If `dataset_dir` is not a folder, `usage` is invalid or `shard_id` is out of range.
        TypeError: If an argument has the wrong type.
        RuntimeError: If `shard_id` is given without `num_shards` (or the reverse), or no file holds a row
            (when rows are read).

    Supported Platforms:
        ``CPU`` ``GPU`` ``Ascend``

"""

_THREE_USAGES = "``'train'``, ``'valid'``, ``'test'`` or ``'all'`` (the three files)."


def _document(cls, usages):
    cls.__doc__ = cls.__doc__.replace("    {args}\n", _TEXT_ARGS.replace("{usages}", usages))
    return cls


class _LineCorpus(_CorpusSource):
    """A corpus of plain text files read as TextFileDataset reads them: one row per non-empty line."""

    _usages = ("train", "valid", "test", "all")

    def _columns(self):
        return ["text"]

    def _file_rows(self, path):
        return _text_file_rows(path)


class PennTreebankDataset(_LineCorpus):
    """
    The Penn Treebank language-modelling corpus: ``ptb.train.txt``, ``ptb.valid.txt`` and ``ptb.test.txt`` in
    `dataset_dir`, one row per non-empty line in the str column ``text`` (spaces around the words are kept).

    With ``usage='all'`` the files are read in name order (test, train, valid).
    {args}
    Examples:
        >>> import os, tempfile
        >>> import mindspore.dataset as ds
        >>> folder = tempfile.mkdtemp()
        >>> with open(os.path.join(folder, "ptb.valid.txt"), "w") as f:
        ...     _ = f.write(" the cat sat \\n\\n on the <unk> mat \\n")
        >>> dataset = ds.PennTreebankDataset(folder, usage="valid", shuffle=False)
        >>> for row in dataset.create_dict_iterator(output_numpy=True):
        ...     print(repr(str(row["text"])))
        ' the cat sat '
        ' on the <unk> mat '
    """

    _api, _check_name = "PennTreebankDataset", "penn treebank"
    _files_by_usage = {"train": ("ptb.train.txt",), "valid": ("ptb.valid.txt",), "test": ("ptb.test.txt",),
                       "all": ("ptb.train.txt", "ptb.valid.txt", "ptb.test.txt")}

    def __init__(self, dataset_dir, usage=None, num_samples=None, num_parallel_workers=None,
                 shuffle=samplers.Shuffle.GLOBAL, num_shards=None, shard_id=None, cache=None):
        self._open(dataset_dir, usage, num_samples, num_parallel_workers, shuffle, num_shards, shard_id, cache)


class WikiTextDataset(_LineCorpus):
    """
    The WikiText-2 / WikiText-103 corpora: ``wiki.train.tokens``, ``wiki.valid.tokens`` and ``wiki.test.tokens``
    in `dataset_dir`, one row per non-empty line (a line holding only a space is kept) in the str column
    ``text``.

    With ``usage='all'`` the files are read in name order (test, train, valid).
    {args}
    Examples:
        >>> import os, tempfile
        >>> import mindspore.dataset as ds
        >>> folder = tempfile.mkdtemp()
        >>> with open(os.path.join(folder, "wiki.test.tokens"), "w") as f:
        ...     _ = f.write(" = Tea = \\n\\n Tea is a drink . \\n")
        >>> dataset = ds.WikiTextDataset(folder, usage="test", shuffle=False)
        >>> print(dataset.get_dataset_size())
        2
        >>> for row in dataset.create_dict_iterator(output_numpy=True):
        ...     print(repr(str(row["text"])))
        ' = Tea = '
        ' Tea is a drink . '
    """

    _api, _check_name = "WikiTextDataset", "wiki text"
    _files_by_usage = {"train": ("wiki.train.tokens",), "valid": ("wiki.valid.tokens",),
                       "test": ("wiki.test.tokens",),
                       "all": ("wiki.train.tokens", "wiki.valid.tokens", "wiki.test.tokens")}

    def __init__(self, dataset_dir, usage=None, num_samples=None, num_parallel_workers=None,
                 shuffle=samplers.Shuffle.GLOBAL, num_shards=None, shard_id=None, cache=None):
        self._open(dataset_dir, usage, num_samples, num_parallel_workers, shuffle, num_shards, shard_id, cache)


class EnWik9Dataset(_CorpusSource):
    """
    The enwik9 corpus (the first 10**9 bytes of an English Wikipedia XML dump): the file ``enwik9`` in
    `dataset_dir`, one row per line, empty lines included, in the str column ``text``.

    As in MindSpore, :meth:`get_dataset_size` counts the non-empty lines only, while the rows (and the split
    into shards) take every line.

    Args:
        dataset_dir (str): The folder holding ``enwik9``.
        num_samples (int, optional): Number of rows to read. Default: ``None``, all.
        num_parallel_workers (int, optional): Reader workers. Default: ``None``, the configured number.
        shuffle (Union[bool, Shuffle], optional): ``Shuffle.GLOBAL`` shuffles the rows, ``False`` keeps the
            file order. Default: ``True``, global.
        num_shards (int, optional): Number of shards. Default: ``None``.
        shard_id (int, optional): Shard to read. Default: ``None``.
        cache (DatasetCache, optional): Not supported, must be ``None``. Default: ``None``.

    Raises:
        ValueError: If `dataset_dir` is not a folder or `shard_id` is out of range.
        TypeError: If an argument has the wrong type.
        RuntimeError: If `shard_id` is given without `num_shards` (or the reverse), or the file holds no line
            (when rows are read).

    Supported Platforms:
        ``CPU`` ``GPU`` ``Ascend``

    Examples:
        >>> import os, tempfile
        >>> import mindspore.dataset as ds
        >>> folder = tempfile.mkdtemp()
        >>> with open(os.path.join(folder, "enwik9"), "w") as f:
        ...     _ = f.write("<page>\\n\\n  <title>Tea</title>\\n</page>\\n")
        >>> dataset = ds.EnWik9Dataset(folder, shuffle=False)
        >>> print(dataset.get_dataset_size())
        3
        >>> for row in dataset.create_dict_iterator(output_numpy=True):
        ...     print(repr(str(row["text"])))
        '<page>'
        ''
        '  <title>Tea</title>'
        '</page>'
    """

    _api, _check_name = "EnWik9Dataset", "enwik9"

    def __init__(self, dataset_dir, num_samples=None, num_parallel_workers=None, shuffle=True, num_shards=None,
                 shard_id=None, cache=None):
        self._open(dataset_dir, None, num_samples, num_parallel_workers, shuffle, num_shards, shard_id, cache)

    def _walk(self):
        return [os.path.join(self.dataset_dir, "enwik9")]

    def _columns(self):
        return ["text"]

    def _file_rows(self, path):
        return [[np.array(line)] for line in _getlines(path)]

    def _size(self):
        # the size counts the non-empty lines, split evenly over the shards
        filled = sum(1 for path in self._files for row in self._rows_of(path) if str(row[0]))
        per_shard = math.ceil(filled / self.num_shards)
        return min(per_shard, self.num_samples) if self.num_samples else per_shard


class _TaggedCorpus(_CorpusSource):
    """
    A corpus of one token per line (word and tags split by `_delimiter`), sentences separated by blank lines;
    a row is a sentence, each column a 1-D str array. The rows the sharding counts are the non-empty lines,
    as in MindSpore, so :meth:`get_dataset_size` counts token lines, not sentences; a last sentence not
    followed by a blank line is not read (MindSpore's reader drops it).
    """

    _delimiter = " "
    _missing_text = "Invalid file path, {name} dataset dir: {path} does not exist."

    def _file_rows(self, path):
        return _getlines(path)

    def _row_count(self, path):
        return sum(1 for line in self._rows_of(path) if line)

    def _split(self, line, path):
        fields = line.split(self._delimiter)
        if line.endswith(self._delimiter):
            fields.pop()  # getline on a string stream yields no piece after a final delimiter
        if len(fields) < 3:
            raise _pipeline_error(f"Invalid data, {self._api} expects three fields in each token line of {path}, "
                                  f"got: {line!r}.")
        return fields

    def _part_rows(self, path, lo, hi):
        count = 0
        columns = ([], [], [])
        for line in self._rows_of(path):
            if not line and count < lo:
                continue
            if count >= hi:
                break
            if count < lo:
                count += 1
                continue
            line = line.strip(" ")
            if not line:
                if columns[0]:
                    yield [np.array(c) for c in columns]
                columns = ([], [], [])
                continue
            for column, value in zip(columns, self._split(line, path)):
                column.append(value)
            count += 1
        else:
            return
        if columns[0]:
            yield [np.array(c) for c in columns]


class CoNLL2000Dataset(_TaggedCorpus):
    """
    The CoNLL-2000 chunking corpus: ``train.txt`` and ``test.txt`` in `dataset_dir`, one token per line
    (``word POS-tag chunk-tag`` split by spaces) and a blank line after each sentence. A row is a sentence with
    the columns ``word``, ``pos_tag`` and ``chunk_tag``, each a 1-D str array.

    As in MindSpore, :meth:`get_dataset_size` counts the token lines, and a last sentence that no blank line
    follows is not read. With ``usage='all'`` the files are read in name order (test, train).
    {args}
    Examples:
        >>> import os, tempfile
        >>> import mindspore.dataset as ds
        >>> folder = tempfile.mkdtemp()
        >>> with open(os.path.join(folder, "test.txt"), "w") as f:
        ...     _ = f.write("Prices NNS B-NP\\nrose VBD B-VP\\n\\nThey PRP B-NP\\nfell VBD B-VP\\n\\n")
        >>> dataset = ds.CoNLL2000Dataset(folder, usage="test", shuffle=False)
        >>> for row in dataset.create_dict_iterator(output_numpy=True):
        ...     print(row["word"], row["pos_tag"], row["chunk_tag"])
        ['Prices' 'rose'] ['NNS' 'VBD'] ['B-NP' 'B-VP']
        ['They' 'fell'] ['PRP' 'VBD'] ['B-NP' 'B-VP']
    """

    _api, _check_name = "CoNLL2000Dataset", "conll2000"
    _usages = ("train", "test", "all")
    _files_by_usage = {"train": ("train.txt",), "test": ("test.txt",), "all": ("train.txt", "test.txt")}

    def __init__(self, dataset_dir, usage=None, num_samples=None, shuffle=samplers.Shuffle.GLOBAL, num_shards=None,
                 shard_id=None, num_parallel_workers=None, cache=None):
        self._open(dataset_dir, usage, num_samples, num_parallel_workers, shuffle, num_shards, shard_id, cache)

    def _columns(self):
        return ["word", "pos_tag", "chunk_tag"]


class UDPOSDataset(_TaggedCorpus):
    """
    The Universal Dependencies English part-of-speech corpus: ``en-ud-tag.v2.train.txt``,
    ``en-ud-tag.v2.dev.txt`` (``usage='valid'``) and ``en-ud-tag.v2.test.txt`` in `dataset_dir`, one token per
    line (``word``, universal tag and Penn tag split by tabs) and a blank line after each sentence. A row is a
    sentence with the columns ``word``, ``universal`` and ``stanford``, each a 1-D str array.

    As in MindSpore, :meth:`get_dataset_size` counts the token lines, and a last sentence that no blank line
    follows is not read. With ``usage='all'`` the files are read in name order (dev, test, train).
    {args}
    Examples:
        >>> import os, tempfile
        >>> import mindspore.dataset as ds
        >>> folder = tempfile.mkdtemp()
        >>> with open(os.path.join(folder, "en-ud-tag.v2.test.txt"), "w") as f:
        ...     _ = f.write("Birds\\tNOUN\\tNNS\\nsing\\tVERB\\tVBP\\n\\n")
        >>> dataset = ds.UDPOSDataset(folder, usage="test", shuffle=False)
        >>> for row in dataset.create_dict_iterator(output_numpy=True):
        ...     print(row["word"], row["universal"], row["stanford"])
        ['Birds' 'sing'] ['NOUN' 'VERB'] ['NNS' 'VBP']
    """

    _api, _check_name = "UDPOSDataset", "udpos"
    _usages = ("train", "valid", "test", "all")
    _delimiter = "\t"
    _files_by_usage = {"train": ("en-ud-tag.v2.train.txt",), "valid": ("en-ud-tag.v2.dev.txt",),
                       "test": ("en-ud-tag.v2.test.txt",),
                       "all": ("en-ud-tag.v2.train.txt", "en-ud-tag.v2.dev.txt", "en-ud-tag.v2.test.txt")}

    def __init__(self, dataset_dir, usage=None, num_samples=None, shuffle=samplers.Shuffle.GLOBAL, num_shards=None,
                 shard_id=None, num_parallel_workers=None, cache=None):
        self._open(dataset_dir, usage, num_samples, num_parallel_workers, shuffle, num_shards, shard_id, cache)

    def _columns(self):
        return ["word", "universal", "stanford"]


_document(PennTreebankDataset, _THREE_USAGES)
_document(WikiTextDataset, _THREE_USAGES)
_document(CoNLL2000Dataset, "``'train'``, ``'test'`` or ``'all'`` (both files).")
_document(UDPOSDataset, _THREE_USAGES)


class Multi30kDataset(_CorpusSource):
    """
    The Multi30k English-German caption translation corpus: ``training/train.{en,de}``,
    ``validation/val.{en,de}`` and ``mmt16_task1_test/test.{en,de}`` in `dataset_dir`, the lines of each pair
    of files aligned. A row has the columns ``text`` and ``translation`` (str scalars): the English line and
    the German one for ``language_pair=['en', 'de']``, the other way round for ``['de', 'en']``. Lines empty in
    both files are skipped.

    With ``usage='all'`` the files are read in name order (test, train, valid). A missing English file is
    reported (RuntimeError) as soon as the size or the rows are asked for.

    Args:
        dataset_dir (str): The folder holding the three sub-folders.
        usage (str, optional): ``'train'``, ``'valid'``, ``'test'`` or ``'all'``. Default: ``None``, ``'all'``.
        language_pair (Sequence[str], optional): ``['en', 'de']`` or ``['de', 'en']`` (list or tuple): the
            language of ``text``, then of ``translation``. Default: ``None``, ``['en', 'de']``.
        num_samples (int, optional): Number of rows to read. Default: ``None``, all.
        num_parallel_workers (int, optional): Reader workers. Default: ``None``, the configured number.
        shuffle (bool, optional): Whether to shuffle files and rows (``True`` is ``Shuffle.GLOBAL``).
            Default: ``None``, ``Shuffle.GLOBAL``.
        num_shards (int, optional): Number of shards. Default: ``None``.
        shard_id (int, optional): Shard to read. Default: ``None``.
        cache (DatasetCache, optional): Not supported, must be ``None``. Default: ``None``.

    Raises:
        ValueError: If `dataset_dir` is not a folder, `usage` or `language_pair` is invalid, or `shard_id` is
            out of range.
        TypeError: If an argument has the wrong type (`shuffle` must be a bool).
        RuntimeError: If `shard_id` is given without `num_shards` (or the reverse), or a file of `usage` is
            missing (when the size or the rows are asked for).

    Supported Platforms:
        ``CPU`` ``GPU`` ``Ascend``

    Examples:
        >>> import os, tempfile
        >>> import mindspore.dataset as ds
        >>> folder = tempfile.mkdtemp()
        >>> os.makedirs(os.path.join(folder, "validation"))
        >>> for lang, line in (("en", "A red car."), ("de", "Ein rotes Auto.")):
        ...     with open(os.path.join(folder, "validation", "val." + lang), "w") as f:
        ...         _ = f.write(line + "\\n")
        >>> dataset = ds.Multi30kDataset(folder, usage="valid", language_pair=["de", "en"], shuffle=False)
        >>> for row in dataset.create_dict_iterator(output_numpy=True):
        ...     print(row["text"], "->", row["translation"])
        Ein rotes Auto. -> A red car.
    """

    _api, _check_name = "Multi30kDataset", "multi30k"
    _usages = ("train", "valid", "test", "all")
    _checks_files = True
    _files_by_usage = {"train": ("training/train.en",), "valid": ("validation/val.en",),
                       "test": ("mmt16_task1_test/test.en",),
                       "all": ("training/train.en", "mmt16_task1_test/test.en", "validation/val.en")}

    def __init__(self, dataset_dir, usage=None, language_pair=None, num_samples=None, num_parallel_workers=None,
                 shuffle=None, num_shards=None, shard_id=None, cache=None):
        check_dir(dataset_dir)
        if usage is not None:
            check_valid_str(usage, list(self._usages), "usage")
        if language_pair is not None:
            type_check(language_pair, (list, tuple), "language_pair")
            if len(language_pair) != 2:
                raise ValueError(f"language_pair should be a list or tuple of length 2, but got "
                                 f"{len(language_pair)}")
            if language_pair not in [["en", "de"], ["de", "en"], ("en", "de"), ("de", "en")]:
                raise ValueError(f"language_pair can only be ['en', 'de'] or ['en', 'de'], but got {language_pair}")
        self.language_pair = list(replace_none(language_pair, ["en", "de"]))
        self._open(dataset_dir, usage, num_samples, num_parallel_workers, shuffle, num_shards, shard_id, cache,
                   bool_shuffle=True)

    def _walk(self):
        names = self._files_by_usage[self.usage]
        return [os.path.join(self.dataset_dir, *name.split("/")) for name in names]

    def _columns(self):
        return ["text", "translation"]

    def _file_rows(self, path):
        folder, name = os.path.split(path)
        german = os.path.join(folder, name.replace(".en", ".de", 1))
        if not os.path.isfile(german):
            raise _pipeline_error(f"Invalid file path, Multi30k Dataset file: {german} does not exist.")
        rows = []
        for english, other in zip(_getlines(path), _getlines(german)):
            if not english and not other:
                continue
            pair = (english, other) if self.language_pair[0] == "en" else (other, english)
            rows.append([np.array(pair[0]), np.array(pair[1])])
        return rows

    def _row_count(self, path):
        if not os.path.isfile(path):
            return 0
        return sum(1 for line in _getlines(path) if line)

    def _part_rows(self, path, lo, hi):
        rows = self._rows_of(path)
        return ([np.copy(v) for v in row] for row in rows[lo:hi])


_IWSLT_TAGS = ("<url", "<keywords", "<talkid", "<description", "<reviewer", "<translator", "<title", "<speaker",
               "<doc", "</doc")


def _trim_nonempty(text, character):
    """The text without `character` at either end; an empty text is an error, as in MindSpore's IWSLT reader."""
    if not text:
        raise _pipeline_error("Invalid file, read an empty line.")
    return text.strip(character)


def _iwslt_xml_docs(path):
    """The ``doc`` elements of an IWSLT xml file: from the first ``doc`` child of the root's first child on."""
    try:
        root = ElementTree.parse(path).getroot()
    except (OSError, ElementTree.ParseError):
        raise _pipeline_error(f"Invalid file, failed to load xml file: {path}") from None
    children = list(root)
    if not children:
        raise _pipeline_error(f"Invalid data, no first child found in {path}")
    docs = list(children[0])
    first = next((i for i, element in enumerate(docs) if element.tag == "doc"), None)
    if first is None:
        raise _pipeline_error(f"Invalid data, no doc found in {path}")
    return docs[first:]


def _iwslt_segments(doc):
    """The texts of the ``seg`` elements of a doc (from its first ``seg`` child on)."""
    elements = list(doc)
    first = next((i for i, element in enumerate(elements) if element.tag == "seg"), len(elements))
    return [element.text or "" for element in elements[first:]]


class _IWSLTSource(_CorpusSource):
    """
    The IWSLT TED talk translation corpora. Each split comes as a pair of files, source and target language:
    ``train.tags.<src>-<tgt>.<lang>`` (one sentence per line; lines carrying talk metadata tags are skipped)
    and ``IWSLT<yy>.TED.<set>.<src>-<tgt>.<lang>.xml`` (the ``seg`` elements of the ``doc`` elements). A row has
    the columns ``text`` (source) and ``translation`` (target), both str scalars with the spaces at their
    ends removed. The pairs are read in memory (MindSpore writes them to merged files next to the data).
    """

    _usages = ("train", "valid", "test", "all")
    _sort_files = False
    _missing_text = None  # the pairs are not files: a missing tags file reads as empty
    _year = ""

    def _check_pair(self, language_pair, pairs):
        if language_pair is None:
            return
        if isinstance(language_pair, list):
            check_valid_list_tuple(language_pair, [list(p) for p in pairs], (str,), "language_pair")
        elif isinstance(language_pair, tuple):
            check_valid_list_tuple(language_pair, tuple(pairs), (str,), "language_pair")
        else:
            raise TypeError("language_pair should be a type list or tuple of length 2.")

    def _folder(self, src, tgt):
        raise TypeError(f"{type(self).__name__} names no folder for {src}-{tgt}")

    def _walk(self):
        src, tgt = self.language_pair
        folder = self._folder(src, tgt)
        self._pairs = {}
        keys = []
        splits = (("train", None), ("valid", self.valid_set), ("test", self.test_set))
        for split, set_name in splits:
            if self.usage not in (split, "all"):
                continue
            if set_name is None:
                stem = os.path.join(folder, f"train.tags.{src}-{tgt}.")
                key = os.path.join(folder, f"train.{src}-{tgt}")
                self._pairs[key] = ("tags", stem + src, stem + tgt)
            else:
                stem = os.path.join(folder, f"IWSLT{self._year}.TED.{set_name}.{src}-{tgt}.")
                key = stem[:-1]
                self._pairs[key] = ("xml", stem + src + ".xml", stem + tgt + ".xml")
            keys.append(key)
        return keys

    def _columns(self):
        return ["text", "translation"]

    def _pair_lines(self, key):
        kind, src_path, tgt_path = self._pairs[key]
        lines = []
        if kind == "tags":
            src_lines = _getlines(src_path) if os.path.isfile(src_path) else []
            tgt_lines = _getlines(tgt_path) if os.path.isfile(tgt_path) else []
            for src, tgt in zip(src_lines, tgt_lines):
                if any(tag in src or tag in tgt for tag in _IWSLT_TAGS):
                    continue
                lines.append(_trim_nonempty(src, " ") + "#*$" + _trim_nonempty(tgt, " "))
            return lines
        for src_doc, tgt_doc in zip(_iwslt_xml_docs(src_path), _iwslt_xml_docs(tgt_path)):
            for src, tgt in zip(_iwslt_segments(src_doc), _iwslt_segments(tgt_doc)):
                lines.append(_trim_nonempty(src, " ") + "#*$" + _trim_nonempty(tgt, " "))
        return lines

    def _file_rows(self, path):
        rows = []
        for line in self._pair_lines(path):
            parts = _trim_nonempty(_trim_nonempty(line, "\n"), "\r").split("#*$")
            if parts and parts[-1] == "":
                parts.pop()
            if len(parts) == 2:
                rows.append([np.array(parts[0]), np.array(parts[1])])
        return rows

    def _rows_of(self, path):
        if path not in self._cache_rows:
            self._cache_rows[path] = self._file_rows(path)
        return self._cache_rows[path]

    def _no_data_error(self):
        listing = "".join(" " + path for path in self._files)
        return _pipeline_error(f"Invalid data, {self._api} API can't read the data file (interface mismatch or no "
                               f"data found). Check {self._check_name}: {listing}")

    def __deepcopy__(self, memo):
        new = super().__deepcopy__(memo)
        new._pairs = self._pairs
        return new


_IWSLT_ARGS = """        num_samples (int, optional): Number of rows to read. Default: ``None``, all.
        shuffle (Union[bool, Shuffle], optional): ``Shuffle.GLOBAL`` shuffles files and rows, ``Shuffle.FILES``
            the files only, ``False`` nothing. Default: ``Shuffle.GLOBAL``.
        num_shards (int, optional): Number of shards. Default: ``None``.
        shard_id (int, optional): Shard to read. Default: ``None``.
        num_parallel_workers (int, optional): Reader workers. Default: ``None``, the configured number.
        cache (DatasetCache, optional): Not supported, must be ``None``. Default: ``None``.

    Raises:
        ValueError: If `dataset_dir` is not a folder, `usage`, `language_pair` or a set name is invalid, or
            `shard_id` is out of range.
        TypeError: If an argument has the wrong type.
        RuntimeError: If `shard_id` is given without `num_shards` (or the reverse), or an xml file cannot be
            read (when the size or the rows are asked for).

    Supported Platforms:
        ``CPU`` ``GPU`` ``Ascend``

"""

_IWSLT2016_PAIRS = (("en", "ar"), ("en", "ar"), ("en", "de"), ("en", "fr"), ("en", "cs"), ("ar", "en"),
                    ("fr", "en"), ("de", "en"), ("cs", "en"))
_IWSLT2017_PAIRS = (("en", "nl"), ("en", "de"), ("en", "it"), ("en", "ro"), ("ro", "de"), ("ro", "en"),
                    ("ro", "nl"), ("ro", "it"), ("de", "ro"), ("de", "en"), ("de", "nl"), ("de", "it"),
                    ("it", "en"), ("it", "nl"), ("it", "de"), ("it", "ro"), ("nl", "de"), ("nl", "en"),
                    ("nl", "it"), ("nl", "ro"))
_IWSLT_SETS = ["dev2010", "tst2010", "tst2011", "tst2012", "tst2013", "tst2014"]


class IWSLT2016Dataset(_IWSLTSource):
    """
    The IWSLT 2016 TED talk translation corpus, from ``texts/<src>/<tgt>/<src>-<tgt>/`` in `dataset_dir`.

    The training pair is ``train.tags.<src>-<tgt>.<src>`` / ``.<tgt>`` (lines carrying talk metadata tags are
    skipped), the validation and test pairs ``IWSLT16.TED.<set>.<src>-<tgt>.<src>.xml`` / ``.<tgt>.xml`` (the
    ``seg`` elements of each ``doc``). A row has the columns ``text`` (source language) and ``translation``
    (target language), both str scalars without the spaces at their ends. With ``usage='all'`` the training,
    validation and test pairs are read in this order. The pairs are merged in memory: MindSpore also writes
    them to merged files next to the data, which this reader does not do.

    Args:
        dataset_dir (str): The folder holding ``texts``.
        usage (str, optional): ``'train'``, ``'valid'``, ``'test'`` or ``'all'``. Default: ``None``, ``'all'``.
        language_pair (Sequence[str], optional): Source and target language (list or tuple), one of the pairs
            of the 2016 release. Default: ``None``, ``['de', 'en']``.
        valid_set (str, optional): The set read as validation data: ``'dev2010'``, ``'tst2010'``,
            ``'tst2011'``, ``'tst2012'``, ``'tst2013'`` or ``'tst2014'``. Default: ``None``, ``'tst2013'``.
        test_set (str, optional): The set read as test data (same choices). Default: ``None``, ``'tst2014'``.
{args}
    Examples:
        >>> import os, tempfile
        >>> import mindspore.dataset as ds
        >>> folder = tempfile.mkdtemp()
        >>> texts = os.path.join(folder, "texts", "de", "en", "de-en")
        >>> os.makedirs(texts)
        >>> talk = {"de": "<title>Tee</title>\\nGuten Morgen\\n", "en": "<title>Tea</title>\\nGood morning\\n"}
        >>> for lang, lines in talk.items():
        ...     with open(os.path.join(texts, "train.tags.de-en." + lang), "w") as f:
        ...         _ = f.write(lines)
        >>> dataset = ds.IWSLT2016Dataset(folder, usage="train", shuffle=False)
        >>> for row in dataset.create_dict_iterator(output_numpy=True):
        ...     print(row["text"], "->", row["translation"])
        Guten Morgen -> Good morning
    """

    _api, _check_name, _year = "IWSLT2016Dataset", "iwslt", "16"

    def __init__(self, dataset_dir, usage=None, language_pair=None, valid_set=None, test_set=None,
                 num_samples=None, shuffle=samplers.Shuffle.GLOBAL, num_shards=None, shard_id=None,
                 num_parallel_workers=None, cache=None):
        check_dir(dataset_dir)
        if usage is not None:
            check_valid_str(usage, list(self._usages), "usage")
        self._check_pair(language_pair, _IWSLT2016_PAIRS)
        if valid_set is not None:
            check_valid_str(valid_set, _IWSLT_SETS, "valid_set")
        if test_set is not None:
            check_valid_str(test_set, _IWSLT_SETS, "test_set")
        self.language_pair = list(replace_none(language_pair, ["de", "en"]))
        self.valid_set, self.test_set = replace_none(valid_set, "tst2013"), replace_none(test_set, "tst2014")
        self._open(dataset_dir, usage, num_samples, num_parallel_workers, shuffle, num_shards, shard_id, cache)

    def _folder(self, src, tgt):
        return os.path.join(self.dataset_dir, "texts", src, tgt, f"{src}-{tgt}")


class IWSLT2017Dataset(_IWSLTSource):
    """
    The IWSLT 2017 multilingual TED talk translation corpus (German, English, Italian, Dutch, Romanian), from
    ``texts/DeEnItNlRo/DeEnItNlRo/DeEnItNlRo-DeEnItNlRo/`` in `dataset_dir`.

    The training pair is ``train.tags.<src>-<tgt>.<src>`` / ``.<tgt>`` (lines carrying talk metadata tags are
    skipped), the validation pair the ``dev2010`` xml files ``IWSLT17.TED.dev2010.<src>-<tgt>.<lang>.xml`` and
    the test pair the ``tst2010`` ones. A row has the columns ``text`` (source language) and ``translation``
    (target language), both str scalars without the spaces at their ends. With ``usage='all'`` the training,
    validation and test pairs are read in this order. The pairs are merged in memory: MindSpore also writes
    them to merged files next to the data, which this reader does not do.

    Args:
        dataset_dir (str): The folder holding ``texts``.
        usage (str, optional): ``'train'``, ``'valid'``, ``'test'`` or ``'all'``. Default: ``None``, ``'all'``.
        language_pair (Sequence[str], optional): Source and target language (list or tuple), two different
            languages among ``'de'``, ``'en'``, ``'it'``, ``'nl'`` and ``'ro'``. Default: ``None``,
            ``['de', 'en']``.
{args}
    Examples:
        >>> import os, tempfile
        >>> import mindspore.dataset as ds
        >>> folder = tempfile.mkdtemp()
        >>> texts = os.path.join(folder, "texts", "DeEnItNlRo", "DeEnItNlRo", "DeEnItNlRo-DeEnItNlRo")
        >>> os.makedirs(texts)
        >>> for lang, line in (("it", " Buona sera "), ("en", "Good evening")):
        ...     with open(os.path.join(texts, "train.tags.it-en." + lang), "w") as f:
        ...         _ = f.write(line + "\\n")
        >>> dataset = ds.IWSLT2017Dataset(folder, usage="train", language_pair=("it", "en"), shuffle=False)
        >>> for row in dataset.create_dict_iterator(output_numpy=True):
        ...     print(repr(str(row["text"])), repr(str(row["translation"])))
        'Buona sera' 'Good evening'
    """

    _api, _check_name, _year = "IWSLT2017Dataset", "iwslt", "17"

    def __init__(self, dataset_dir, usage=None, language_pair=None, num_samples=None,
                 shuffle=samplers.Shuffle.GLOBAL, num_shards=None, shard_id=None, num_parallel_workers=None,
                 cache=None):
        check_dir(dataset_dir)
        if usage is not None:
            check_valid_str(usage, list(self._usages), "usage")
        self._check_pair(language_pair, _IWSLT2017_PAIRS)
        self.language_pair = list(replace_none(language_pair, ["de", "en"]))
        self.valid_set, self.test_set = "dev2010", "tst2010"
        self._open(dataset_dir, usage, num_samples, num_parallel_workers, shuffle, num_shards, shard_id, cache)

    def _folder(self, src, tgt):
        return os.path.join(self.dataset_dir, "texts", "DeEnItNlRo", "DeEnItNlRo", "DeEnItNlRo-DeEnItNlRo")


IWSLT2016Dataset.__doc__ = IWSLT2016Dataset.__doc__.replace("{args}\n", _IWSLT_ARGS)
IWSLT2017Dataset.__doc__ = IWSLT2017Dataset.__doc__.replace("{args}\n", _IWSLT_ARGS)


def _json_node(tree, name):
    if not isinstance(tree, dict) or name not in tree:
        raise _pipeline_error(f"Invalid data, required node not found in JSON: {name}")
    return tree[name]


def _json_items(node):
    """The items of a JSON array, or the values of a JSON object (how MindSpore walks either)."""
    return list(node.values()) if isinstance(node, dict) else list(node)


class SQuADDataset(_CorpusSource):
    """
    The Stanford Question Answering Dataset, versions 1.1 and 2.0: ``train-v1.1.json`` / ``dev-v1.1.json``
    and ``train-v2.0.json`` / ``dev-v2.0.json`` in `dataset_dir` (the files of both versions are read when both
    are there). A row is a question, with the columns ``context`` and ``question`` (str scalars), ``text`` (1-D
    str array of the answers) and ``answer_start`` (1-D uint32 array of their offsets in the context). A question
    without answers (version 2.0) has ``text`` ``['']`` and ``answer_start`` ``[4294967295]`` (-1 as uint32).

    With ``usage='all'`` the training files are read before the dev files.

    Args:
        dataset_dir (str): The folder holding the json files.
        usage (str, optional): ``'train'``, ``'dev'`` or ``'all'``. Default: ``None``, ``'all'``.
        num_samples (int, optional): Number of rows to read. Default: ``None``, all.
        num_parallel_workers (int, optional): Reader workers. Default: ``None``, the configured number.
        shuffle (Union[bool, Shuffle], optional): ``Shuffle.GLOBAL`` shuffles files and rows, ``Shuffle.FILES``
            the files only, ``False`` nothing. Default: ``Shuffle.GLOBAL``.
        num_shards (int, optional): Number of shards. Default: ``None``.
        shard_id (int, optional): Shard to read. Default: ``None``.
        cache (DatasetCache, optional): Not supported, must be ``None``. Default: ``None``.

    Raises:
        ValueError: If `dataset_dir` is not a folder, `usage` is invalid or `shard_id` is out of range.
        TypeError: If an argument has the wrong type.
        RuntimeError: If `shard_id` is given without `num_shards` (or the reverse), no file of `usage` is
            there, or a file is not SQuAD json (when the size or the rows are asked for).

    Supported Platforms:
        ``CPU`` ``GPU`` ``Ascend``

    Examples:
        >>> import json, os, tempfile
        >>> import mindspore.dataset as ds
        >>> folder = tempfile.mkdtemp()
        >>> question = {"id": "a1", "question": "What colour is the sky?",
        ...             "answers": [{"text": "blue", "answer_start": 11}]}
        >>> data = {"data": [{"title": "Sky", "paragraphs": [{"context": "The sky is blue.", "qas": [question]}]}]}
        >>> with open(os.path.join(folder, "dev-v1.1.json"), "w") as f:
        ...     json.dump(data, f)
        >>> dataset = ds.SQuADDataset(folder, usage="dev", shuffle=False)
        >>> for row in dataset.create_dict_iterator(output_numpy=True):
        ...     print(row["question"], row["text"], row["answer_start"], row["answer_start"].dtype)
        What colour is the sky? ['blue'] [11] uint32
    """

    _api = "SQuADDataset"
    _usages = ("train", "dev", "all")
    _missing = None
    _sort_files = False

    def __init__(self, dataset_dir, usage=None, num_samples=None, num_parallel_workers=None,
                 shuffle=samplers.Shuffle.GLOBAL, num_shards=None, shard_id=None, cache=None):
        self._open(dataset_dir, usage, num_samples, num_parallel_workers, shuffle, num_shards, shard_id, cache)

    def _walk(self):
        files = []
        for split in ("train", "dev"):
            if self.usage not in (split, "all"):
                continue
            found = [os.path.join(self.dataset_dir, f"{split}-{version}.json") for version in ("v1.1", "v2.0")]
            found = [path for path in found if os.path.isfile(path)]
            if not found:
                # MindSpore reports this when the size or the rows are asked for
                self._missing = f"Invalid path, failed to find SQuAD {split} data file: {self.dataset_dir}"
                return files
            files.extend(found)
        self._missing = None
        return files

    def _columns(self):
        return ["context", "question", "text", "answer_start"]

    def _verify_files(self):
        if self._missing is not None:
            raise _pipeline_error(self._missing)

    def _file_rows(self, path):
        try:
            with open(path, encoding="utf-8") as f:
                root = json.load(f)
        except ValueError:
            raise _pipeline_error(f"Invalid file, failed to parse JSON file: {path}") from None
        rows = []
        for article in _json_items(_json_node(root, "data")):
            for paragraph in _json_items(_json_node(article, "paragraphs")):
                context = _json_node(paragraph, "context")
                for question in _json_items(_json_node(paragraph, "qas")):
                    texts, starts = [], []
                    text = _json_node(question, "question")
                    for answer in _json_items(_json_node(question, "answers")):
                        texts.append(_json_node(answer, "text"))
                        starts.append(_json_node(answer, "answer_start"))
                    rows.append([np.array(context), np.array(text), np.array(texts or [""]),
                                 np.array(starts or [-1], dtype=np.int64).astype(np.uint32)])
        return rows

    def _no_data_error(self):
        listing = "".join(" " + path for path in self._files)
        return _pipeline_error(f"Invalid data, data file may not be suitable to read with SQuADDataset API. Check "
                               f"file path:{listing}")

    def __deepcopy__(self, memo):
        new = super().__deepcopy__(memo)
        new._missing = self._missing
        return new


class SST2Dataset(_CorpusSource):
    """
    The Stanford Sentiment Treebank binary corpus (GLUE SST-2): ``train.tsv``, ``dev.tsv`` and ``test.tsv`` in
    `dataset_dir`, tab-separated with a header line. ``train`` and ``dev`` rows have the columns ``sentence`` and
    ``label``, ``test`` rows the column ``sentence`` (the index column of the test file is dropped); all are str
    scalars, the sentences with their spaces kept.

    Args:
        dataset_dir (str): The folder holding the tsv files.
        usage (str, optional): ``'train'``, ``'dev'`` or ``'test'``. Default: ``None``, ``'train'``.
        num_samples (int, optional): Number of rows to read. Default: ``None``, all.
        num_parallel_workers (int, optional): Reader workers. Default: ``None``, the configured number.
        shuffle (Union[bool, Shuffle], optional): ``Shuffle.GLOBAL`` shuffles the rows, ``False`` keeps the
            file order. Default: ``Shuffle.GLOBAL``.
        num_shards (int, optional): Number of shards. Default: ``None``.
        shard_id (int, optional): Shard to read. Default: ``None``.
        cache (DatasetCache, optional): Not supported, must be ``None``. Default: ``None``.

    Raises:
        ValueError: If `dataset_dir` is not a folder, `usage` is invalid or `shard_id` is out of range.
        TypeError: If an argument has the wrong type.
        RuntimeError: If `shard_id` is given without `num_shards` (or the reverse), or the file of `usage` is
            missing (when the rows are read).

    Supported Platforms:
        ``CPU`` ``GPU`` ``Ascend``

    Examples:
        >>> import os, tempfile
        >>> import mindspore.dataset as ds
        >>> folder = tempfile.mkdtemp()
        >>> with open(os.path.join(folder, "dev.tsv"), "w") as f:
        ...     _ = f.write("sentence\\tlabel\\na warm , funny film \\t1\\ntedious \\t0\\n")
        >>> dataset = ds.SST2Dataset(folder, usage="dev", shuffle=False)
        >>> print(dataset.get_col_names())
        ['sentence', 'label']
        >>> for row in dataset.create_dict_iterator(output_numpy=True):
        ...     print(repr(str(row["sentence"])), row["label"])
        'a warm , funny film ' 1
        'tedious ' 0
    """

    _api = "SST2Dataset"
    _usages = ("train", "test", "dev")
    _default_usage = "train"
    _files_by_usage = {"train": ("train.tsv",), "dev": ("dev.tsv",), "test": ("test.tsv",)}

    def __init__(self, dataset_dir, usage=None, num_samples=None, num_parallel_workers=None,
                 shuffle=samplers.Shuffle.GLOBAL, num_shards=None, shard_id=None, cache=None):
        self._open(dataset_dir, usage, num_samples, num_parallel_workers, shuffle, num_shards, shard_id, cache)

    def _records(self, path):
        """The tab-separated records of the file, the index field of the test file left out."""
        with open(path, newline="", encoding="utf-8") as f:
            records = [fields for fields in csv.reader(f, delimiter="\t") if fields]
        if self.usage == "test":
            records = [fields[1:] for fields in records]
        return records

    def _columns(self):
        path = self._files[0]
        if not os.path.isfile(path):
            raise _pipeline_error("Invalid file, failed to obtain column name from input sst2 file list.")
        records = self._records(path)
        return list(records[0]) if records else []

    def _file_rows(self, path):
        return [[np.array(field) for field in fields] for fields in self._records(path)[1:]]

    def _build(self):
        self._columns()
        return super()._build()

    def _no_data_error(self):
        return _pipeline_error(f"Invalid data, {self._api} API can't read the data file (interface mismatch or no "
                               f"data found). Check sst2 file path: {self._files[0]}.")


class IMDBDataset(MappableDataset, TextBaseDataset):
    """
    The IMDB movie review sentiment corpus: ``train/pos``, ``train/neg``, ``test/pos`` and ``test/neg`` in
    `dataset_dir`, one review per file. A row has the columns ``text`` (str scalar: the last non-empty line of
    the file) and ``label`` (int32 scalar: 1 for ``pos``, 0 for ``neg``).

    Rows come in folder order (train before test, pos before neg) and, within a folder, in file path order. It
    is a random-access dataset: without a sampler the rows are shuffled by default, through the same samplers
    as MindSpore (so the order under :func:`mindspore.dataset.config.set_seed` is MindSpore's).

    Args:
        dataset_dir (str): The folder holding ``train`` and ``test``.
        usage (str, optional): ``'train'``, ``'test'`` or ``'all'``. Default: ``None``, ``'all'``.
        num_samples (int, optional): Number of rows to read. Default: ``None``, all.
        num_parallel_workers (int, optional): Workers (validated, recorded). Default: ``None``.
        shuffle (bool, optional): Whether to shuffle the rows. Default: ``None``, shuffle.
        sampler (Sampler, optional): Sampler choosing the rows. Default: ``None``.
        num_shards (int, optional): Number of shards. Default: ``None``.
        shard_id (int, optional): Shard to read. Default: ``None``.
        cache (DatasetCache, optional): A cache for the rows. Default: ``None``.

    Raises:
        ValueError: If `dataset_dir` is not a folder, `usage` is invalid or `shard_id` is out of range.
        TypeError: If an argument has the wrong type (`shuffle` must be a bool).
        RuntimeError: If `sampler` is combined with `shuffle` / sharding / `num_samples`, `shard_id` is given
            without `num_shards` (or the reverse), or a label folder is missing (when the size or the rows are
            asked for).

    Supported Platforms:
        ``CPU`` ``GPU`` ``Ascend``

    Examples:
        >>> import os, tempfile
        >>> import mindspore.dataset as ds
        >>> folder = tempfile.mkdtemp()
        >>> for label, text in (("pos", "Loved every minute."), ("neg", "Too long.")):
        ...     os.makedirs(os.path.join(folder, "test", label))
        ...     with open(os.path.join(folder, "test", label, "0_1.txt"), "w") as f:
        ...         _ = f.write(text)
        >>> dataset = ds.IMDBDataset(folder, usage="test", shuffle=False)
        >>> for row in dataset.create_dict_iterator(output_numpy=True):
        ...     print(row["text"], row["label"], row["label"].dtype)
        Loved every minute. 1 int32
        Too long. 0 int32
    """

    def __init__(self, dataset_dir, usage=None, num_samples=None, num_parallel_workers=None, shuffle=None,
                 sampler=None, num_shards=None, shard_id=None, cache=None):
        check_dir(dataset_dir)
        params = {"num_samples": num_samples, "num_parallel_workers": num_parallel_workers,
                  "num_shards": num_shards, "shard_id": shard_id, "shuffle": shuffle, "sampler": sampler}
        validate_dataset_param_value(["num_samples", "num_parallel_workers", "num_shards", "shard_id"], params, int)
        validate_dataset_param_value(["shuffle"], params, bool)
        check_sampler_shuffle_shard_options(params)
        if cache is not None:
            type_check(cache, (DatasetCache,), "cache")
        if usage is not None:
            check_valid_str(usage, ["train", "test", "all"], "usage")
        super().__init__(num_parallel_workers, sampler, num_samples, shuffle, num_shards, shard_id, cache)
        self.dataset_dir, self.usage = dataset_dir, replace_none(usage, "all")
        self._reviews = None

    def _columns(self):
        return ["text", "label"]

    def _loaded(self):
        """(file path, label) of every review, in reading order."""
        if self._reviews is None:
            base = os.path.realpath(self.dataset_dir)
            reviews = []
            for usage in (("train", "test") if self.usage == "all" else (self.usage,)):
                for label in ("pos", "neg"):
                    folder = os.path.join(base, usage, label)
                    if not os.path.isdir(folder):
                        raise _pipeline_error(f"Invalid parameter, dataset dir may not exist or is not a "
                                              f"directory: {folder}")
                    paths = sorted(os.path.join(folder, name) for name in os.listdir(folder))
                    reviews.extend((path, 1 if label == "pos" else 0) for path in paths if os.path.isfile(path))
            self._reviews = reviews
        return self._reviews

    def _num_rows(self):
        return len(self._loaded())

    def _build(self):
        if self._num_rows() == 0:
            raise _pipeline_error(f"Invalid data, IMDBDataset API can't read the data file (interface mismatch or "
                                  f"no data found). Check imdb file path: {self.dataset_dir}")
        return super()._build()

    def _class_ids(self):
        return _group_by_label([label for _, label in self._loaded()])

    def _read_row(self, index):
        path, label = self._loaded()[index]
        lines = [line for line in _getlines(path) if line]
        return [np.array(lines[-1] if lines else ""), np.array(label, dtype=np.int32)]

    def __deepcopy__(self, memo):
        new = super().__deepcopy__(memo)
        new._reviews = self._reviews
        return new
