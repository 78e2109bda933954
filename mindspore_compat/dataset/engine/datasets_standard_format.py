"""Sources reading standard file formats: MindRecord (:class:`MindDataset`)."""
import csv
import glob
import itertools
import os

import numpy as np

from ..core import config
from ..core.validator_helpers import (validate_dataset_param_value, check_sampler_shuffle_shard_options,
                                      check_dataset_num_shards_shard_id)
from . import _rng
from . import samplers
from .datasets import Schema, MappableDataset, SourceDataset, UnionBaseDataset, VisionBaseDataset, _Stage, _pipeline_error, _shuffle_rows
from ...common import _tfrecord
from ...common._tfrecord import parse_example
from ...mindrecord import _format
from ...mindrecord._format import check_filename

__all__ = ["MindDataset", "TFRecordDataset", "CSVDataset"]

_SCALAR_DTYPES = {"int32": np.int32, "int64": np.int64, "float32": np.float32, "float64": np.float64}


_SHUFFLE_TYPE_ERROR = ("shuffle must be of boolean or enum of 'Shuffle' values like 'Shuffle.ADAPTIVE' or "
                       "'Shuffle.GLOBAL' or 'Shuffle.PARTIAL' or 'Shuffle.FILES' or 'Shuffle.INFILE'.")


def check_file(path):
    """A readable file (MindSpore's check of the file arguments of the file-based sources)."""
    check_filename(path)
    real = os.path.realpath(path)
    if not os.path.isfile(real) or not os.access(real, os.R_OK):
        raise ValueError(f"The file {real} does not exist or permission denied!")


def _check_padding(columns_list, padded_sample, num_padded):
    """The padded_sample / num_padded / columns_list combination rules of MindDataset."""
    if padded_sample is None:
        if num_padded is not None:
            raise RuntimeError("num_padded is specified but padded_sample is not.")
        return
    problems = ((num_padded is None, RuntimeError, "padded_sample is specified and requires num_padded as well."),
                (num_padded is not None and num_padded < 0, ValueError,
                 f"num_padded is invalid, num_padded={num_padded}."),
                (columns_list is None, RuntimeError, "padded_sample is specified and requires columns_list as well."))
    for failed, kind, message in problems:
        if failed:
            raise kind(message)
    if any(column not in padded_sample for column in columns_list):
        raise ValueError("padded_sample cannot match columns_list.")


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
        if s.num_samples and s.num_shards is None and s.mode is samplers.Shuffle.GLOBAL:
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
            self._reorder(self.order)
            return list(self.order)
        order = list(range(n))
        self._reorder(order)
        return [order[(s.num_shards * i + s.shard_id) % n] for i in range(s._count(n))]

    def _reorder(self, order):
        mode = self.sampler.mode
        if mode not in (samplers.Shuffle.FILES, samplers.Shuffle.INFILE):
            _shuffle(order, _MinstdRand0(self.seed))
            return
        # the blocks are cut at the files' row offsets, whatever rows the previous epochs moved into them
        bounds = list(itertools.accumulate(self.sampler.file_sizes()))
        starts = [0] + bounds[:-1]
        if mode is samplers.Shuffle.INFILE:
            for start, end in zip(starts, bounds):
                block = order[start:end]
                _shuffle(block, _MinstdRand0(self.seed))
                order[start:end] = block
            return
        files = list(range(len(bounds)))
        _shuffle(files, _MinstdRand0(self.seed))
        order[:] = [row for k in files for row in order[starts[k]:bounds[k]]]


class _MindShuffleSampler(samplers.RandomSampler):
    """The shuffle of :class:`MindDataset` (MindRecord's own generators, not those of the RandomSampler)."""

    def __init__(self, num_samples=None, num_shards=None, shard_id=None, mode=samplers.Shuffle.GLOBAL,
                 file_sizes=None):
        super().__init__(replacement=bool(num_samples) and num_shards is None and mode is samplers.Shuffle.GLOBAL,
                         num_samples=num_samples)
        self.num_shards, self.shard_id = num_shards, shard_id
        self.mode, self.file_sizes = mode, file_sizes

    def is_sharded(self):
        return self.num_shards is not None and self.num_shards > 1

    def _count(self, num_rows):
        if self.num_shards is not None:
            count = -(-num_rows // self.num_shards)
            return min(self.num_samples, count) if self.num_samples else count
        return self.num_samples if self.num_samples else num_rows

    def _runtime(self, num_rows):
        return _MindShuffleRuntime(self, num_rows)


class _MindSubsetShuffleRuntime(samplers._Runtime):  # pylint: disable=protected-access
    def setup(self):
        self.seed = config.get_seed()

    def own_ids(self):
        # MindRecord takes the listed rows (negative or large indices wrap around), then reorders them with a
        # std::default_random_engine seeded by the dataset seed + 1, + 2, ... (one per epoch)
        n = self.num_rows
        picked = [((i % n) + n) % n for i in self.sampler.indices]
        self.seed += 1
        order = list(range(len(picked)))
        _shuffle(order, _MinstdRand0(self.seed))
        return [picked[k] for k in order][:self.sampler._count(n)]


class _MindSubsetShuffleSampler(samplers.SubsetRandomSampler):
    """A SubsetRandomSampler given to :class:`MindDataset`: MindRecord's own reordering of the subset."""

    def _runtime(self, num_rows):
        return _MindSubsetShuffleRuntime(self, num_rows)


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
        shuffle (Union[bool, Shuffle], optional): Whether to shuffle the rows: ``Shuffle.GLOBAL`` (or ``True``)
            shuffles all rows, ``Shuffle.FILES`` moves the files' blocks of rows, ``Shuffle.INFILE`` shuffles the
            rows inside each file's block. Default: ``None``, shuffle.
        num_shards (int, optional): Number of shards. Default: ``None``.
        shard_id (int, optional): Shard to read. Default: ``None``.
        sampler (Sampler, optional): Sampler choosing the rows. Default: ``None``.
        padded_sample (dict, optional): A row appended `num_padded` times (keys: `columns_list`).
            Default: ``None``.
        num_padded (int, optional): How many padded rows. Default: ``None``.
        num_samples (int, optional): Number of rows to read. Default: ``None``, all.
        cache (DatasetCache, optional): Not supported, must be ``None``. Default: ``None``.

    Raises:
        ValueError: If a file does not exist, `shard_id` / `num_padded` is invalid, or `num_samples` is given with
            ``Shuffle.FILES`` / ``Shuffle.INFILE``.
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
        if shuffle in (samplers.Shuffle.FILES, samplers.Shuffle.INFILE) and num_samples:
            raise ValueError("'Shuffle.FILES' or 'Shuffle.INFILE' and 'num_samples' cannot be specified at the "
                             "same time.")
        mode = shuffle
        if mode is None or mode is True:
            mode = samplers.Shuffle.GLOBAL
        if sampler is None and mode in (samplers.Shuffle.GLOBAL, samplers.Shuffle.ADAPTIVE):
            self.sampler = _MindShuffleSampler(num_samples, num_shards, shard_id)
        elif sampler is None and mode in (samplers.Shuffle.FILES, samplers.Shuffle.INFILE):
            self.sampler = _MindShuffleSampler(None, num_shards, shard_id, mode, self._file_sizes)
        elif (type(sampler) is samplers.RandomSampler and not sampler.replacement and not sampler.num_samples
              and sampler.child_sampler is None):
            # MindSpore hands a plain RandomSampler to MindRecord's own shuffle: under a seed, the rows come in the
            # order of shuffle=True (recorded from MindSpore 2.10)
            self.sampler = _MindShuffleSampler()
        elif type(sampler) is samplers.SubsetRandomSampler and sampler.child_sampler is None:
            # recorded from MindSpore 2.10: the subset comes in MindRecord's order, not the sampler's own draws
            self.sampler = _MindSubsetShuffleSampler(sampler.indices, sampler.num_samples)
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
            rows, sizes = [], []
            for path in self._paths:
                if not os.path.isfile(path):
                    raise _pipeline_error(f"Invalid file, failed to open mindrecord file: {path}.")
                shard = _format.read_shard(path)
                rows.extend(shard)
                sizes.append(len(shard))
            self._rows, self._sizes = rows, sizes
        return self._rows

    def _num_rows(self):
        return len(self._loaded()) + self.num_padded

    def _file_sizes(self):
        """Rows of each file, in file order (the blocks MindRecord's file and in-file shuffles move)."""
        self._loaded()
        return self._sizes

    def _pk_class_ids(self, class_column):
        """The groups a PKSampler draws from: one per value of the index field `class_column`."""
        header = _format.read_header(self._paths[0])
        fields = [entry["index_field"] for entry in header.get("index_fields") or []]
        if class_column not in fields:
            raise _pipeline_error(f"Invalid data, 'class_column': {class_column} can not found in fields of mindrecord "
                                  f"files. Please check 'class_column' in PKSampler.")
        values = {raw[class_column] for raw, _ in self._loaded()}
        # MindSpore 2.10's MindRecord category reader counts the classes, but every row it hands out is the first
        # row of the files (recorded); each class therefore holds only row 0 here
        return {value: [0] for value in values}

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
        new._sizes = getattr(self, "_sizes", None)
        return new


# ----- row files read by parallel workers (TFRecord, CSV, text) -------------------------------------------------
class _RowFileStage(_Stage):
    def __init__(self, node):
        super().__init__(node, [])
        self.seed = _rng.pipeline_seed()
        self.row_gen = _rng.MT19937_64(self.seed)  # the global row shuffle goes on across epochs
        self.files = list(node._files)

    def pass_rows(self):
        node = self.node
        mode = node._shuffle_mode()
        if mode in (samplers.Shuffle.GLOBAL, samplers.Shuffle.FILES):
            # each epoch shuffles the previous epoch's file order again with a std::mt19937 seeded by the pipeline
            # seed, or, when sharded, by the epoch number (1, 2, ...) whatever the configured seed, as MindSpore does
            sharded = (node.num_shards or 1) > 1
            _rng.std_shuffle(self.files, _rng.MT19937(self.passes if sharded else self.seed))
        rows = node._interleave(node._segments(list(self.files)))
        if node.num_samples:
            rows = itertools.islice(rows, node.num_samples)
        if mode is samplers.Shuffle.GLOBAL:
            yield from _shuffle_rows(rows, node._shuffle_buffer(), self.row_gen)
        else:
            yield from rows


def _check_files(dataset_files):
    """The list of files of a file-based source (a str may hold a glob pattern), each checked."""
    if isinstance(dataset_files, str):
        files = sorted(glob.glob(dataset_files))
        if not files:
            raise ValueError("The following patterns did not match any files: " + dataset_files)
    elif isinstance(dataset_files, list):
        files = list(dataset_files)
        if not files:
            raise ValueError("dataset_files should not be empty.")
    else:
        raise TypeError(f"dataset_files should be type str or a list of strings, but got {type(dataset_files)}.")
    for path in files:
        check_file(path)
    return files


class _RowFileSource(SourceDataset):
    """
    A source whose rows come from files read by `num_parallel_workers` workers: the files (or, with equal-row
    sharding, the parts of files a shard owns) are dealt to the workers in turn, and the output takes one row
    from each worker in turn, as MindSpore's readers of TFRecord, CSV and text files do.
    """

    _equal_rows = True

    def __init__(self, dataset_files, num_samples=None, num_parallel_workers=None, shuffle=samplers.Shuffle.GLOBAL,
                 num_shards=None, shard_id=None, cache=None):
        files = _check_files(dataset_files)
        params = {"num_samples": num_samples, "num_parallel_workers": num_parallel_workers,
                  "num_shards": num_shards, "shard_id": shard_id}
        validate_dataset_param_value(["num_samples", "num_parallel_workers", "num_shards", "shard_id"], params, int)
        check_dataset_num_shards_shard_id(num_shards, shard_id)
        self._setup_files(files, num_samples, num_parallel_workers, shuffle, num_shards, shard_id, cache)
        self.dataset_files = files

    def _setup_files(self, files, num_samples, num_parallel_workers, shuffle, num_shards, shard_id, cache):
        """The part of the construction shared with the corpus readers, whose files come from a folder."""
        if cache is not None:
            raise ValueError("The dataset cache (DatasetCache) is not supported by mindspore_compat; pass "
                             "cache=None.")
        if shuffle is None:
            shuffle = samplers.Shuffle.GLOBAL
        if not isinstance(shuffle, (bool, samplers.Shuffle)):
            raise TypeError(_SHUFFLE_TYPE_ERROR)
        super().__init__(num_parallel_workers, num_samples, shuffle, num_shards, shard_id, cache)
        self._files = files
        self._cache_rows = {}

    def _shuffle_mode(self):
        mode = self.shuffle_flag
        if mode is True:
            return samplers.Shuffle.GLOBAL
        if mode is False:
            return samplers.Shuffle.FALSE
        return mode

    def _shuffle_buffer(self):
        # MindSpore 2.10 sizes the buffer of the global row shuffle as 4 times the rows of a shard per file,
        # at most 10000 (fewer rows than files would leave it empty, and then no row is shuffled)
        rows = -(-sum(self._row_count(path) for path in self._files) // max(self.num_shards, 1))
        return max(min(rows // len(self._files) * 4, 10000), 1)

    def _workers(self):
        workers = self.num_parallel_workers or config.get_num_parallel_workers()
        return max(1, min(workers, os.cpu_count() or 1))

    def _file_rows(self, path):
        raise TypeError(f"{type(self).__name__} reads no files")

    def _rows_of(self, path):
        if path not in self._cache_rows:
            self._cache_rows[path] = self._file_rows(path)
        return self._cache_rows[path]

    def _row_count(self, path):
        """How many rows of `path` the sharding counts (the reader's own count of the file)."""
        return len(self._rows_of(path))

    def _segments(self, files):
        """(path, first row, end row) parts of the files that this shard reads, in reading order."""
        if self.num_shards <= 1:
            return [(p, 0, self._row_count(p)) for p in files]
        if not self._equal_rows:
            return [(p, 0, self._row_count(p)) for i, p in enumerate(files) if i % self.num_shards == self.shard_id]
        sizes = [self._row_count(p) for p in files]
        total = sum(sizes)
        per = -(-total // self.num_shards)
        start, end = per * self.shard_id, per * (self.shard_id + 1)
        segments, offset = [], 0
        for path, size in zip(files, sizes):
            lo, hi = max(start, offset), min(end, offset + size)
            if lo < hi:
                segments.append((path, lo - offset, hi - offset))
            offset += size
        wrap = end - total  # the last shards wrap around to the first rows
        offset = 0
        for path, size in zip(files, sizes):
            if wrap <= 0:
                break
            take = min(size, wrap)
            segments.append((path, 0, take))
            wrap -= take
            offset += size
        return segments

    def _interleave(self, segments):
        workers = [[] for _ in range(self._workers())]
        for i, segment in enumerate(segments):
            workers[i % len(workers)].append(segment)
        streams = [self._stream(parts) for parts in workers if parts]
        while streams:
            alive = []
            for stream in streams:
                row = next(stream, None)
                if row is not None:
                    yield row
                    alive.append(stream)
            streams = alive

    def _part_rows(self, path, lo, hi):
        """The rows that a reader worker hands out for the rows [lo, hi) of `path`."""
        rows = self._rows_of(path)
        return ([np.copy(v) for v in rows[i]] for i in range(lo, hi))

    def _stream(self, parts):
        for path, lo, hi in parts:
            yield from self._part_rows(path, lo, hi)

    def _size(self):
        total = sum(hi - lo for _, lo, hi in self._segments(self._files))
        return min(total, self.num_samples) if self.num_samples else total

    def _build(self):
        return _RowFileStage(self)

    def __deepcopy__(self, memo):
        new = super().__deepcopy__(memo)
        new._cache_rows = self._cache_rows
        return new


# ----- TFRecord -------------------------------------------------------------------------------------------------
def read_tfrecords(path, compression_type=None):
    """The serialized records of a TFRecord file; a damaged file is a pipeline error, as in MindSpore."""
    return _tfrecord.read_tfrecords(path, compression_type, _pipeline_error)



def _feature_array(kind, values):
    if kind != "bytes":
        return values
    if len(values) == 1:
        return np.frombuffer(values[0], np.uint8).copy()
    return np.array(values)


class TFRecordDataset(_RowFileSource, UnionBaseDataset, VisionBaseDataset):
    """
    Rows of TFRecord files of ``tf.train.Example`` records, parsed without TensorFlow.

    Without `schema`, the columns are the features of the first record in name order: ``int64_list`` features
    become int64 arrays, ``float_list`` float32 arrays and a one-value ``bytes_list`` the uint8 array of its bytes.
    A `schema` (:class:`mindspore.dataset.Schema` or the path of its JSON file) chooses the columns and casts them
    to its types and shapes. Rows come as MindSpore's reader workers hand them out: the files are dealt to
    `num_parallel_workers` workers in turn and the output takes a row from each worker in turn.

    Args:
        dataset_files (Union[str, list[str]]): The files, or a glob pattern (matches are read in name order).
        schema (Union[str, Schema], optional): Columns, types and shapes to read. Default: ``None``.
        columns_list (list[str], optional): Columns to read. Default: ``None``, all.
        num_samples (int, optional): Number of rows to read. Default: ``None``, all.
        num_parallel_workers (int, optional): Reader workers. Default: ``None``, the configured number.
        shuffle (Union[bool, Shuffle], optional): ``Shuffle.GLOBAL`` shuffles files and rows, ``Shuffle.FILES``
            the files only, ``False`` nothing. Default: ``Shuffle.GLOBAL``.
        num_shards (int, optional): Number of shards. Default: ``None``.
        shard_id (int, optional): Shard to read. Default: ``None``.
        shard_equal_rows (bool, optional): Whether shards get equal row counts (otherwise every
            `num_shards`-th file). Default: ``False``.
        cache (DatasetCache, optional): Not supported, must be ``None``. Default: ``None``.
        compression_type (str, optional): ``''``, ``'GZIP'`` or ``'ZLIB'``. Default: ``None``, uncompressed.

    Raises:
        ValueError: If a file does not exist, or `shard_id` / `compression_type` is invalid.
        TypeError: If an argument has the wrong type.

    Supported Platforms:
        ``CPU`` ``GPU`` ``Ascend``

    Examples:
        >>> import os, struct, tempfile
        >>> import mindspore.dataset as ds
        >>> def field(number, payload):  # a length-delimited protobuf field
        ...     return bytes([number << 3 | 2, len(payload)]) + payload
        >>> feature = field(1, field(1, b"label") + field(2, field(3, field(1, bytes([7])))))
        >>> record = field(1, feature)  # tf.train.Example with the int64 feature label = [7]
        >>> def crc(data):  # the masked CRC-32C of the record framing
        ...     c = 0xFFFFFFFF
        ...     for byte in data:
        ...         c ^= byte
        ...         for _ in range(8):
        ...             c = (c >> 1) ^ (0x82F63B78 if c & 1 else 0)
        ...     c ^= 0xFFFFFFFF
        ...     return ((c >> 15 | c << 17) + 0xA282EAD8) & 0xFFFFFFFF
        >>> path = os.path.join(tempfile.mkdtemp(), "one.tfrecord")
        >>> size = struct.pack("<Q", len(record))
        >>> with open(path, "wb") as f:
        ...     _ = f.write(size + struct.pack("<I", crc(size)) + record + struct.pack("<I", crc(record)))
        >>> dataset = ds.TFRecordDataset(path, shuffle=False)
        >>> for row in dataset.create_dict_iterator(output_numpy=True):
        ...     print(row["label"], row["label"].dtype)
        [7] int64
    """

    _equal_rows = False

    def __init__(self, dataset_files, schema=None, columns_list=None, num_samples=None, num_parallel_workers=None,
                 shuffle=samplers.Shuffle.GLOBAL, num_shards=None, shard_id=None, shard_equal_rows=False,
                 cache=None, compression_type=None):
        if compression_type not in (None, "", "GZIP", "ZLIB"):
            raise ValueError(f"Input compression_type can only be either '' (no compression), 'ZLIB', or 'GZIP', "
                             f"but got '{compression_type}'.")
        if columns_list is not None and not isinstance(columns_list, list):
            raise TypeError(f"Argument columns_list with value {columns_list} is not of type [<class 'list'>], but "
                            f"got {type(columns_list)}.")
        if not isinstance(shard_equal_rows, bool):
            raise TypeError(f"Argument shard_equal_rows with value {shard_equal_rows} is not of type "
                            f"[<class 'bool'>], but got {type(shard_equal_rows)}.")
        super().__init__(dataset_files, num_samples, num_parallel_workers, shuffle, num_shards, shard_id, cache)
        if isinstance(schema, str):
            schema = Schema(schema)
        if schema is not None and not isinstance(schema, Schema):
            raise TypeError(f"Argument schema with value {schema} is not of type [<class 'str'>, "
                            f"<class 'mindspore.dataset.engine.datasets.Schema'>], but got {type(schema)}.")
        self.schema, self.columns_list = schema, columns_list
        self.shard_equal_rows, self.compression_type = shard_equal_rows, compression_type
        self._equal_rows = shard_equal_rows
        if schema is not None and schema.num_rows and not num_samples:
            self.num_samples = schema.num_rows

    def _columns(self):
        if self.columns_list:
            return list(self.columns_list)
        if self.schema is not None:
            return [c["name"] for c in self.schema.columns]
        first = self._rows_of(self._files[0])
        return sorted(first[0][1]) if first else []

    def _file_rows(self, path):
        return [(i, parse_example(bytes(r))) for i, r in enumerate(read_tfrecords(path, self.compression_type))]

    def _stream(self, parts):
        columns = self._columns()
        specs = {c["name"]: c for c in self.schema.columns} if self.schema is not None else {}
        for path, lo, hi in parts:
            rows = self._rows_of(path)
            for i in range(lo, hi):
                features = rows[i][1]
                row = []
                for name in columns:
                    if name not in features:
                        raise _pipeline_error(f"Invalid columns_list, tfrecord file failed to find column name: "
                                              f"{name}.")
                    value = _feature_array(*features[name])
                    spec = specs.get(name)
                    if spec is not None:
                        value = value.astype(np.dtype(spec["type"]) if spec["type"] != "string" else np.str_)
                        if spec.get("shape"):
                            value = value.reshape(spec["shape"])
                    row.append(value)
                yield row


# ----- CSV ------------------------------------------------------------------------------------------------------
class CSVDataset(_RowFileSource, UnionBaseDataset, VisionBaseDataset):
    """
    Rows of CSV files (quoted fields may hold the delimiter; blank lines are skipped).

    Without `column_names` the first line of the first file names the columns (and is skipped in every file).
    Without `column_defaults` every column is a str column; otherwise each column takes the type of its default
    (int -> int32, float -> float32, str); as in MindSpore, an empty field stays an empty str in a str column and
    is an error in a number column. Rows come as MindSpore's
    reader workers hand them out (files dealt to the workers in turn, one row from each worker in turn), and
    shards get equal row counts.

    Args:
        dataset_files (Union[str, list[str]]): The files, or a glob pattern (matches are read in name order).
        field_delim (str, optional): The one-character delimiter. Default: ``','``.
        column_defaults (list, optional): Default value (int, float or str) of each column. Default: ``None``.
        column_names (list[str], optional): Column names. Default: ``None``, the first line.
        num_samples (int, optional): Number of rows to read. Default: ``None``, all.
        num_parallel_workers (int, optional): Reader workers. Default: ``None``, the configured number.
        shuffle (Union[bool, Shuffle], optional): ``Shuffle.GLOBAL`` shuffles files and rows, ``Shuffle.FILES``
            the files only, ``False`` nothing. Default: ``Shuffle.GLOBAL``.
        num_shards (int, optional): Number of shards. Default: ``None``.
        shard_id (int, optional): Shard to read. Default: ``None``.
        cache (DatasetCache, optional): Not supported, must be ``None``. Default: ``None``.

    Raises:
        ValueError: If a file does not exist, `field_delim` is invalid, or `shard_id` is out of range.
        TypeError: If an argument has the wrong type.
        RuntimeError: If a field cannot be read as its column's type (when rows are read).

    Supported Platforms:
        ``CPU`` ``GPU`` ``Ascend``

    Examples:
        >>> import os, tempfile
        >>> import mindspore.dataset as ds
        >>> path = os.path.join(tempfile.mkdtemp(), "fruit.csv")
        >>> with open(path, "w") as f:
        ...     _ = f.write("name,price\\napple,3\\n\\"fig, dried\\",12\\n")
        >>> dataset = ds.CSVDataset(path, column_defaults=["", 0], shuffle=False)
        >>> for name, price in dataset.create_tuple_iterator(output_numpy=True):
        ...     print(name, price, price.dtype)
        apple 3 int32
        fig, dried 12 int32
    """

    def __init__(self, dataset_files, field_delim=',', column_defaults=None, column_names=None, num_samples=None,
                 num_parallel_workers=None, shuffle=samplers.Shuffle.GLOBAL, num_shards=None, shard_id=None,
                 cache=None):
        if not isinstance(field_delim, str) or len(field_delim) != 1 or field_delim in ('"', "\r", "\n"):
            raise ValueError(f"field_delim is invalid, field_delim={field_delim!r}.")
        if column_defaults is not None:
            if not isinstance(column_defaults, list):
                raise TypeError("column_defaults should be type of list.")
            for value in column_defaults:
                if isinstance(value, bool) or not isinstance(value, (int, float, str)):
                    raise TypeError("column type in column_defaults is invalid.")
        if column_names is not None:
            if not isinstance(column_names, list) or not column_names:
                raise ValueError("column_names should not be empty.")
            if len(set(column_names)) != len(column_names):
                raise ValueError("column_names contains duplicate column names.")
        super().__init__(dataset_files, num_samples, num_parallel_workers, shuffle, num_shards, shard_id, cache)
        self.field_delim, self.column_defaults, self.column_names = field_delim, column_defaults, column_names

    def _columns(self):
        if self.column_names is not None:
            return list(self.column_names)
        with open(self._files[0], newline="", encoding="utf-8") as f:
            return next(csv.reader(f, delimiter=self.field_delim))

    def _convert(self, field, index, path, line):
        default = self.column_defaults[index] if self.column_defaults and index < len(self.column_defaults) else ""
        if isinstance(default, str):
            return np.array(field)
        try:
            if isinstance(default, int):
                return np.array(int(field), dtype=np.int32)
            return np.array(float(field), dtype=np.float32)
        except ValueError:
            raise _pipeline_error(f"Invalid csv, csv file: {path} parse failed at line {line}, type does not "
                                  f"match.") from None

    def _file_rows(self, path):
        rows = []
        width = len(self._columns())
        with open(path, newline="", encoding="utf-8") as f:
            for line, fields in enumerate(csv.reader(f, delimiter=self.field_delim), 1):
                if not fields or (line == 1 and self.column_names is None):
                    continue
                if len(fields) != width:
                    raise _pipeline_error(f"Invalid csv, csv file: {path} parse failed at line {line}, the number "
                                          f"of columns does not match the definition.")
                rows.append([self._convert(v, i, path, line) for i, v in enumerate(fields)])
        return rows
