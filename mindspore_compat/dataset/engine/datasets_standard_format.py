"""Sources reading standard file formats: MindRecord (:class:`MindDataset`)."""
import os

import numpy as np

from ..core.validator_helpers import validate_dataset_param_value, check_sampler_shuffle_shard_options
from . import _rng
from . import samplers
from .datasets import MappableDataset, UnionBaseDataset, _pipeline_error
from ...mindrecord import _format
from ...mindrecord._format import check_filename

__all__ = ["MindDataset"]

_SCALAR_DTYPES = {"int32": np.int32, "int64": np.int64, "float32": np.float32, "float64": np.float64}


def check_file(path):
    """A readable file (MindSpore's check of the file arguments of the file-based sources)."""
    check_filename(path)
    real = os.path.realpath(path)
    if not os.path.isfile(real) or not os.access(real, os.R_OK):
        raise ValueError(f"The file {real} does not exist or permission denied!")


def _check_padding(columns_list, padded_sample, num_padded):
    if padded_sample is not None:
        if num_padded is None:
            raise RuntimeError("padded_sample is specified and requires num_padded as well.")
        if num_padded < 0:
            raise ValueError(f"num_padded is invalid, num_padded={num_padded}.")
        if columns_list is None:
            raise RuntimeError("padded_sample is specified and requires columns_list as well.")
        for column in columns_list:
            if column not in padded_sample:
                raise ValueError("padded_sample cannot match columns_list.")
    if padded_sample is None and num_padded is not None:
        raise RuntimeError("num_padded is specified but padded_sample is not.")


class _MinstdRand0:
    """``std::minstd_rand0`` (libstdc++'s ``std::default_random_engine``); outputs lie in [1, 2**31 - 2]."""

    low, high = 1, 2147483646

    def __init__(self, seed):
        self.state = seed % 2147483647 or 1

    def __call__(self):
        self.state = self.state * 16807 % 2147483647
        return self.state


def _uniform(gen, low, high):
    """``std::uniform_int_distribution(low, high)(gen)`` for a generator whose range is wider than the span."""
    gen_range = gen.high - gen.low
    span = high - low + 1
    scaling = gen_range // span
    past = span * scaling
    while True:
        r = gen() - gen.low
        if r < past:
            return low + r // scaling


def _shuffle(items, gen):
    """``std::shuffle`` as libstdc++ runs it (two swaps per draw while the generator's range allows)."""
    n = len(items)
    if n <= 1:
        return
    if (gen.high - gen.low) // n >= n:
        i = 1
        if n % 2 == 0:
            j = _uniform(gen, 0, 1)
            items[1], items[j] = items[j], items[1]
            i = 2
        while i < n:
            width = i + 1
            p1, p2 = divmod(_uniform(gen, 0, width * (width + 1) - 1), width + 1)
            items[i], items[p1] = items[p1], items[i]
            i += 1
            items[i], items[p2] = items[p2], items[i]
            i += 1
        return
    for i in range(1, n):
        j = _uniform(gen, 0, i)
        items[i], items[j] = items[j], items[i]


class _MindShuffleRuntime(samplers._Runtime):  # pylint: disable=protected-access
    def setup(self):
        self.seed = _rng.pipeline_seed()
        self.order = list(range(self.num_rows))

    def own_ids(self):  # pylint: disable=protected-access
        s = self.sampler
        n = self.num_rows
        if s.num_samples and s.num_shards is None:
            # draws with replacement among the previous epoch's rows (all rows at first): draw i of epoch e
            # comes from a std::mt19937 seeded by seed + 1 + e + i
            base = self.seed + 1 + self.passes
            pool = self.order
            self.order = [pool[_rng.uniform_int(_rng.MT19937(base + i), 0, len(pool) - 1)]
                          for i in range(s.num_samples)]
            return list(self.order)
        # std::default_random_engine seeded by seed + 1, seed + 2, ... (one per epoch) shuffles the rows: without
        # shards the previous epoch's order, with shards the file order (then the shard takes every
        # num_shards-th row of it, wrapping around to even the shards out)
        self.seed += 1
        if s.num_shards is None:
            _shuffle(self.order, _MinstdRand0(self.seed))
            return list(self.order)
        order = list(range(n))
        _shuffle(order, _MinstdRand0(self.seed))
        return [order[(s.num_shards * i + s.shard_id) % n] for i in range(s._count(n))]


class _MindShuffleSampler(samplers.RandomSampler):
    """The shuffle of :class:`MindDataset` (MindRecord's own generators, not those of the RandomSampler)."""

    def __init__(self, num_samples=None, num_shards=None, shard_id=None):
        super().__init__(replacement=bool(num_samples) and num_shards is None, num_samples=num_samples)
        self.num_shards, self.shard_id = num_shards, shard_id

    def is_sharded(self):
        return self.num_shards is not None and self.num_shards > 1

    def _count(self, num_rows):
        if self.num_shards is not None:
            count = -(-num_rows // self.num_shards)
            return min(self.num_samples, count) if self.num_samples else count
        return self.num_samples if self.num_samples else num_rows

    def _runtime(self, num_rows):
        return _MindShuffleRuntime(self, num_rows)


def _as_column(value, spec):
    """A MindRecord value as the numpy array MindDataset hands out for its schema entry."""
    kind = spec["type"]
    if kind == "bytes":
        return np.array([bytes(value)])
    if kind == "string":
        return np.array(value)
    if isinstance(value, np.ndarray):
        return value
    return np.array(value, dtype=_SCALAR_DTYPES[kind])


class MindDataset(MappableDataset, UnionBaseDataset):
    """
    Rows of MindRecord files (written by :class:`mindspore.mindrecord.FileWriter` or by MindSpore).

    Columns are the schema's fields in name order (or `columns_list`). Scalars come as 0-d arrays of the schema
    type, ``string`` fields as 0-d str arrays, ``bytes`` fields as 1-element bytes arrays, array fields with their
    schema shape. Without a sampler, rows are shuffled by default with MindRecord's own generator (seeded by
    :func:`mindspore.dataset.config.set_seed`), so the order under a seed is MindSpore's.

    Args:
        dataset_files (Union[str, list[str]]): One file of a data set (all its shard files are read), or the list of
            files to read.
        columns_list (list[str], optional): Columns to read. Default: ``None``, all.
        num_parallel_workers (int, optional): Workers (validated, recorded). Default: ``None``.
        shuffle (Union[bool, Shuffle], optional): Whether to shuffle the rows. Default: ``None``, shuffle.
        num_shards (int, optional): Number of shards. Default: ``None``.
        shard_id (int, optional): Shard to read. Default: ``None``.
        sampler (Sampler, optional): Sampler choosing the rows. Default: ``None``.
        padded_sample (dict, optional): A row appended `num_padded` times (keys: `columns_list`).
            Default: ``None``.
        num_padded (int, optional): How many padded rows. Default: ``None``.
        num_samples (int, optional): Number of rows to read. Default: ``None``, all.
        cache (DatasetCache, optional): Not supported, must be ``None``. Default: ``None``.

    Raises:
        ValueError: If a file does not exist, or `shard_id` / `num_padded` is invalid.
        TypeError: If an argument has the wrong type.
        RuntimeError: If `sampler` is combined with `shuffle` / sharding / `num_samples`, the padding options are
            incomplete, or a column of `columns_list` is not in the schema (when rows are read).

    Supported Platforms:
        ``CPU`` ``GPU`` ``Ascend``

    Examples:
        >>> import os, tempfile
        >>> import mindspore.dataset as ds
        >>> from mindspore.mindrecord import FileWriter
        >>> path = os.path.join(tempfile.mkdtemp(), "words.mindrecord")
        >>> writer = FileWriter(path)
        >>> writer.add_schema({"word": {"type": "string"}, "count": {"type": "int32"}})
        >>> writer.write_raw_data([{"word": "tea", "count": 3}, {"word": "milk", "count": 5}])
        >>> writer.commit()
        >>> dataset = ds.MindDataset(path, shuffle=False)
        >>> print(dataset.get_col_names(), dataset.get_dataset_size())
        ['count', 'word'] 2
        >>> for row in dataset.create_dict_iterator(output_numpy=True):
        ...     print(row["word"], row["count"], row["count"].dtype)
        tea 3 int32
        milk 5 int32
    """

    def __init__(self, dataset_files, columns_list=None, num_parallel_workers=None, shuffle=None, num_shards=None,
                 shard_id=None, sampler=None, padded_sample=None, num_padded=None, num_samples=None, cache=None):
        if isinstance(dataset_files, list):
            for path in dataset_files:
                check_file(path)
        else:
            check_file(dataset_files)
        params = {"num_samples": num_samples, "num_parallel_workers": num_parallel_workers,
                  "num_shards": num_shards, "shard_id": shard_id, "num_padded": num_padded,
                  "columns_list": columns_list, "padded_sample": padded_sample, "shuffle": shuffle,
                  "sampler": sampler}
        validate_dataset_param_value(["num_samples", "num_parallel_workers", "num_shards", "shard_id",
                                      "num_padded"], params, int)
        validate_dataset_param_value(["columns_list"], params, list)
        validate_dataset_param_value(["padded_sample"], params, dict)
        check_sampler_shuffle_shard_options(params)
        _check_padding(columns_list, padded_sample, num_padded)
        if cache is not None:
            raise ValueError("The dataset cache (DatasetCache) is not supported by mindspore_compat; pass "
                             "cache=None.")
        super().__init__(num_parallel_workers, sampler, num_samples, shuffle, num_shards, shard_id, cache)
        mode = shuffle
        if mode is None or mode is True:
            mode = samplers.Shuffle.GLOBAL
        if sampler is None and mode in (samplers.Shuffle.GLOBAL, samplers.Shuffle.ADAPTIVE):
            self.sampler = _MindShuffleSampler(num_samples, num_shards, shard_id)
        self.dataset_files = dataset_files
        self.columns_list = None if columns_list is None else list(columns_list)
        self.padded_sample = padded_sample
        self.num_padded = 0 if num_padded is None else num_padded
        if isinstance(dataset_files, str):
            self._paths = _format.shard_paths(dataset_files)
        else:
            self._paths = list(dataset_files)
        header = _format.read_header(self._paths[0])
        self._schema = header["schema"][0]["schema"]
        self._blob_fields = header["schema"][0]["blob_fields"]
        self._rows = None

    def _columns(self):
        return list(self.columns_list) if self.columns_list is not None else sorted(self._schema)

    def _loaded(self):
        if self._rows is None:
            rows = []
            for path in self._paths:
                if not os.path.isfile(path):
                    raise _pipeline_error(f"Invalid file, failed to open mindrecord file: {path}.")
                rows.extend(_format.read_shard(path))
            self._rows = rows
        return self._rows

    def _num_rows(self):
        return len(self._loaded()) + self.num_padded

    def _build(self):
        for column in self._columns():
            if column not in self._schema:
                raise _pipeline_error(f"Invalid data, column name: {column} can not found in schema. Please check "
                                      f"the 'column_list'.")
        return super()._build()

    def _read_row(self, index):
        rows = self._loaded()
        if index >= len(rows):
            return [_as_column(self.padded_sample[c], self._schema[c]) for c in self._columns()]
        raw, blob = rows[index]
        values = dict(raw)
        values.update(_format.decode_blob(blob, self._blob_fields, self._schema))
        return [_as_column(values[c], self._schema[c]) for c in self._columns()]

    def __deepcopy__(self, memo):
        new = super().__deepcopy__(memo)
        new._rows = self._rows
        return new
