"""Datasets whose rows come from Python: :class:`GeneratorDataset`, :class:`NumpySlicesDataset`,
:class:`PaddedDataset`."""
import builtins
import collections.abc
import functools
import itertools
from types import GeneratorType

import numpy as np

from ..core.validator_helpers import (INT32_MAX, type_check, check_columns, check_value, check_num_parallel_workers,
                                      check_num_samples, check_dataset_num_shards_shard_id)
from . import samplers
from .datasets import (MappableDataset, UnionBaseDataset, Schema, _Stage, _start_workers, _rows_ahead, _to_array,
                       _user_error, _user_exception, _stack)
from ...common.tensor import Tensor
from ...common import dtype as mstype

__all__ = ["GeneratorDataset", "NumpySlicesDataset", "PaddedDataset"]


def _convert_row(row, n_cols):
    """A row produced by the source as a list of numpy arrays (MindSpore's conversion rules)."""
    scalars = (int, float, str, bytes, np.ndarray, Tensor, np.number, np.bool_)
    if isinstance(row, scalars) or isinstance(row, dict):
        values = [row]
    else:
        try:
            values = list(row)
        except TypeError:
            raise _user_error(f"Invalid Python function, the 'source' of 'GeneratorDataset' should return a tuple of "
                              f"NumPy arrays, but got {type(row)}.") from None
    if len(values) != n_cols:
        raise _user_error(f"Invalid Python function, the 'source' of 'GeneratorDataset' should return same number of "
                          f"NumPy arrays as specified in column_names, the size of column_names is:{n_cols} and "
                          f"number of returned NumPy array is:{len(values)}")
    out = []
    for i, v in enumerate(values):
        try:
            out.append(_to_array(v, f"{i + 1}th item of the input" if len(values) > 1 else "the input"))
        except TypeError as exc:
            raise _user_error(f"TypeError: {exc}") from exc
    return out


def _check_types(row, types):
    if types:
        for value, want in zip(row, types):
            if want is not None and isinstance(value, np.ndarray) and value.dtype != want:
                raise _user_error(f"Invalid Python function, type of returned data in 'GeneratorDataset' should "
                                  f"be same with specified column_types, but the type of returned data: "
                                  f"{value.dtype}, specified column type: {want}")
    return row


def _fetch_row(node, n_cols, types, index):
    """Row `index` of a random-accessible source, converted and checked."""
    try:
        row = node.source[index]
    except Exception as exc:  # noqa: BLE001 -- user code
        raise _user_exception(exc, "The '__getitem__' of the 'source' of 'GeneratorDataset' failed.") from exc
    return _check_types(_convert_row(row, n_cols), types)


class _GeneratorStage(_Stage):
    def __init__(self, node):
        super().__init__(node, [])
        self.n_cols = len(node.column_names)
        self.types = node._column_np_types()
        self.random_access = hasattr(node.source, "__getitem__")
        self.reads_by_index = self.random_access and node.batch_sampler_obj is None
        if self.random_access:
            n = node._num_rows()
            sampler = node.batch_sampler_obj if node.batch_sampler_obj is not None else node.sampler
            self.sampler = sampler._runtime(n) if n > 0 else None

    def _fetch(self, index):
        return _fetch_row(self.node, self.n_cols, self.types, index)

    def _check(self, row):
        return _check_types(row, self.types)

    def _read_in_workers(self):
        """The rows of the sampler's indices read by `num_parallel_workers` workers (processes when
        `python_multiprocessing`), the indices dealt in turn, the rows coming out in the sampler's order."""
        node = self.node
        workers = node.num_parallel_workers
        if self.pool is None:
            _start_workers(self, [functools.partial(_fetch_row, node, self.n_cols, self.types)] * workers,
                           node.python_multiprocessing, node.max_rowsize, "GeneratorDataset")
        turns = itertools.count()
        for index, ok, value in self.pool.in_order(((i, i) for i in self.sampler.ids()),
                                                   lambda: next(turns) % workers, _rows_ahead(workers)):
            if not ok:
                raise value
            self.current_id = index  # read by a cached map above
            yield value

    def _iterate(self):
        node = self.node
        source = node.source
        if hasattr(source, "__iter__"):
            it = iter(source)
        else:
            try:
                it = source()
            except Exception as exc:  # noqa: BLE001 -- user code
                raise _user_exception(exc, "The 'source' of 'GeneratorDataset' failed.") from exc
        limit = node.num_samples if node.num_samples else None
        count = 0
        while limit is None or count < limit:
            try:
                row = next(it)
            except StopIteration:
                return
            except Exception as exc:  # noqa: BLE001 -- user code
                raise _user_exception(exc, "The 'source' of 'GeneratorDataset' failed.") from exc
            count += 1
            yield self._check(_convert_row(row, self.n_cols))

    def _batches(self):
        node = self.node
        for ids in node.batch_sampler_obj._batches():
            rows = [self._fetch(int(i)) for i in ids]
            if node.collate_fn is not None:
                cols = [[r[c] for r in rows] for c in range(self.n_cols)]
                try:
                    result = node.collate_fn(*cols)
                except Exception as exc:  # noqa: BLE001 -- user code
                    raise _user_exception(exc, "The 'collate_fn' of 'GeneratorDataset' failed.") from exc
                yield [_to_array(v) for v in (result if isinstance(result, tuple) else (result,))]
            else:
                yield [_stack([r[c] for r in rows], c) for c in range(self.n_cols)]

    def pass_rows(self):
        if not self.random_access:
            yield from self._iterate()
            return
        if self.sampler is None:
            return
        if self.node.batch_sampler_obj is not None:
            yield from self._batches()
            return
        if (self.node.num_parallel_workers or 1) > 1:
            yield from self._read_in_workers()
            return
        for i in self.sampler.ids():
            self.current_id = i  # read by a cached map above
            yield self._fetch(i)


class _GeneratorWrapper:
    """A generator object read once; its rows are kept so that later epochs replay them."""

    def __init__(self, generator):
        self.generator, self.rows, self.done = generator, [], False

    def __iter__(self):
        yield from list(self.rows)
        if self.done:
            return
        for row in self.generator:
            self.rows.append(row)
            yield row
        self.done = True


class _BatchSampler:
    """The batches of indices of a `batch_sampler` argument."""

    def __init__(self, batch_sampler):
        self.batch_sampler = batch_sampler  # an iterable of lists of indices

    def _batches(self):
        if isinstance(self.batch_sampler, samplers.BuiltinSampler):
            raise TypeError("batch_sampler must yield lists of indices; use sampler= for a sampler object.")
        for ids in self.batch_sampler:
            yield list(np.atleast_1d(np.asarray(ids)))

    def _count(self, num_rows):
        return sum(1 for _ in self._batches())

    def _runtime(self, num_rows):
        return self


def _check_source(source):
    if callable(source):
        return
    try:
        iter(source)
    except TypeError as exc:
        raise TypeError("Input `source` function of GeneratorDataset should be callable, iterable or random "
                        "accessible, commonly it should implement one of the method like yield, __getitem__ "
                        "or __next__(__iter__).") from exc


def _check_naming(column_names, schema):
    if column_names is None:
        if schema is None:
            raise ValueError("Neither columns_names nor schema are provided.")
    else:
        check_columns(column_names, "column_names")
    if schema is not None and not isinstance(schema, (Schema, str)):
        raise ValueError("schema should be a path to schema file or a schema object.")


def _check_sampling(source, num_shards, shard_id, sampler, batch_sampler, collate_fn, others):
    # `others`: num_samples and shuffle, which a batch_sampler excludes as well
    check_dataset_num_shards_shard_id(num_shards, shard_id)
    if isinstance(sampler, samplers.PKSampler):
        raise ValueError("GeneratorDataset doesn't support PKSampler.")
    if sampler is not None and not isinstance(sampler, samplers.BuiltinSampler):
        try:
            iter(sampler)
        except TypeError as exc:
            raise TypeError("sampler should be either iterable or from mindspore.dataset.samplers.") from exc
    if batch_sampler is not None:
        if any(value is not None for value in (*others, num_shards, shard_id, sampler)):
            raise ValueError("batch_sampler is mutually exclusive with num_samples, shuffle, num_shards, "
                             "shard_id and sampler.")
        if not isinstance(batch_sampler, (collections.abc.Iterable, samplers.BuiltinSampler)):
            raise TypeError("batch_sampler should have __getitem__ or __iter__ method.")
    if collate_fn is not None:
        if batch_sampler is None:
            raise ValueError("collate_fn can be specified only when batch_sampler is set.")
        if not callable(collate_fn):
            raise TypeError("collate_fn should be callable.")
    if hasattr(source, "__getitem__"):
        return
    # a source read in order takes none of the random-access options
    for name, value in (("sampler", sampler), ("batch_sampler", batch_sampler), ("num_shards", num_shards)):
        if value is not None:
            raise ValueError(f"{name} is not supported if source does not have attribute '__getitem__'.")


class GeneratorDataset(MappableDataset, UnionBaseDataset):
    """
    A dataset whose rows come from Python.

    `source` can be:

    - a callable returning an iterator (typically a generator function): called at the start of every epoch;
    - an iterable (defines ``__iter__``): iterated at the start of every epoch (a generator object is read once
      and replayed afterwards);
    - a random-accessible object (``__getitem__`` and ``__len__``): rows are read by index through a sampler,
      which supports shuffling and sharding.

    A row is a tuple of values (one per column; a single non-tuple value is one column); values are converted to
    numpy arrays (Python ints to int64, floats to float64, mindspore Tensors through ``asnumpy``).

    Args:
        source (Union[Callable, Iterable, Random Accessible]): Where the rows come from.
        column_names (Union[str, list[str]], optional): Column names. Default: ``None`` (then `schema` names them).
        column_types (list[mindspore.dtype], optional): Expected column types; a row whose array has another
            dtype is an error. Default: ``None``.
        schema (Union[str, Schema], optional): Schema (or path of a schema file) naming and typing the columns.
            Default: ``None``.
        num_samples (int, optional): Number of rows to read. Default: ``None``, all.
        num_parallel_workers (int, optional): Number of workers reading a random-accessible source, the indices
            dealt to them in turn, the rows coming out in the sampler's order (an iterable source is read in the
            calling thread). Default: ``1``.
        shuffle (bool, optional): Whether to shuffle (random-accessible sources only). Default: ``None``, shuffle
            random-accessible sources.
        sampler (Union[Sampler, Iterable], optional): Sampler (random-accessible sources only). Default: ``None``.
        num_shards (int, optional): Number of shards (random-accessible sources only). Default: ``None``.
        shard_id (int, optional): Shard to read. Default: ``None``.
        python_multiprocessing (bool, optional): Whether those workers are processes (each with its own copy
            of `source`) instead of threads. Default: ``True``.
        max_rowsize (int, optional): Size in MB of a row above which worker processes log a warning (once).
            Default: ``None``, no limit.
        batch_sampler (Iterable, optional): Yields lists of indices; each list makes one batch (random-accessible
            sources only). Default: ``None``.
        collate_fn (Callable, optional): Called with one list per column to build a batch of `batch_sampler`.
            Default: ``None``, stack the rows.

    Raises:
        TypeError: If `source` is neither callable, iterable nor random-accessible, or an argument has the wrong
            type.
        ValueError: If neither `column_names` nor `schema` is given, `num_shards`/`shard_id` are incomplete, or a
            sampler-related argument is given for a source without ``__getitem__``.
        RuntimeError: If a row has another number of columns than named (while iterating).

    Supported Platforms:
        ``CPU`` ``GPU`` ``Ascend``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset as ds
        >>> def gen():
        ...     for i in range(3):
        ...         yield np.array([i, i * 2], np.int32), i
        >>> dataset = ds.GeneratorDataset(gen, column_names=["data", "label"])
        >>> for data, label in dataset.create_tuple_iterator(output_numpy=True):
        ...     print(data, label)
        [0 0] 0
        [1 2] 1
        [2 4] 2
    """

    def __init__(self, source, column_names=None, column_types=None, schema=None,
                 num_samples=None, num_parallel_workers=1, shuffle=None, sampler=None, num_shards=None,
                 shard_id=None, python_multiprocessing=True, max_rowsize=None, batch_sampler=None, collate_fn=None):
        self._check_args(source, column_names, column_types, schema, num_samples, num_parallel_workers, shuffle,
                         sampler, num_shards, shard_id, python_multiprocessing, max_rowsize, batch_sampler,
                         collate_fn)
        super().__init__(num_parallel_workers, sampler, num_samples, shuffle, num_shards, shard_id)
        if isinstance(source, builtins.zip):
            source = list(source)  # a zip object is read once: keep its rows
        elif isinstance(source, GeneratorType):
            source = _GeneratorWrapper(source)
        self.source = source
        if schema is not None and not isinstance(schema, Schema):
            schema = Schema(schema)
        self.schema = schema
        names = schema._names() if column_names is None else column_names
        self.column_names = [names] if isinstance(names, str) else list(names)
        self.column_types = [] if column_types is None else list(column_types)
        self.python_multiprocessing = python_multiprocessing
        self.max_rowsize = -1 if max_rowsize is None else max_rowsize
        self.batch_sampler_obj = None if batch_sampler is None else _BatchSampler(batch_sampler)
        self.has_batch_sampler = self.batch_sampler_obj is not None
        self.collate_fn = collate_fn
        self.source_len = len(source) if hasattr(source, "__len__") else -1

    @staticmethod
    def _check_args(source, column_names, column_types, schema, num_samples, num_parallel_workers, shuffle, sampler,
                    num_shards, shard_id, python_multiprocessing, max_rowsize, batch_sampler, collate_fn):
        _check_source(source)
        _check_naming(column_names, schema)
        for name, value in (("max_rowsize", max_rowsize), ("num_shards", num_shards), ("shard_id", shard_id)):
            if value is not None:
                type_check(value, (int,), name)
        for value, check in ((num_samples, check_num_samples), (num_parallel_workers, check_num_parallel_workers)):
            if value is not None:
                check(value)
        if column_types is not None:
            type_check(column_types, (list,), "column_types")
        for name, value in (("shuffle", shuffle), ("python_multiprocessing", python_multiprocessing)):
            if value is not None:
                type_check(value, (bool,), name)
        if max_rowsize is not None:
            check_value(max_rowsize, [-1, INT32_MAX], "max_rowsize")
        _check_sampling(source, num_shards, shard_id, sampler, batch_sampler, collate_fn, (num_samples, shuffle))

    def _random_access(self):
        return hasattr(self.source, "__getitem__")

    def _columns(self):
        return list(self.column_names)

    def _column_np_types(self):
        if self.column_types:
            return [np.dtype(mstype.dtype_to_nptype(t)) if t != mstype.string else None for t in self.column_types]
        if self.schema is not None:
            return [np.dtype(t) if t not in ("string", "bytes") else None for t in self.schema._types()]
        return []

    def _num_rows(self):
        if self.source_len != -1:
            return self.source_len
        raise RuntimeError("Attempt to construct a random access dataset, '__len__' method is required!")

    def _size(self):
        if self._random_access():
            rows = self._num_rows()
            if rows <= 0:
                return 0
            counter = self.sampler if self.batch_sampler_obj is None else self.batch_sampler_obj
            return counter._count(rows)
        # read in order: the length of the source (if it has one), cut at num_samples
        limit = self.num_samples or None
        if self.source_len < 0:
            return limit
        return self.source_len if limit is None else min(self.source_len, limit)

    def _build(self):
        return _GeneratorStage(self)

    def prepare_multiprocessing(self):
        """
        Get the source ready to be read. MindSpore wraps the source here for its reader processes; mindspore_compat
        reads the source in the calling thread, so what remains is the check of a random-access source: one read
        through a sampler needs ``__len__``. :meth:`parse` calls it before building the node.

        Raises:
            RuntimeError: If the source has ``__getitem__`` but no ``__len__``.

        Examples:
            >>> import numpy as np
            >>> import mindspore.dataset as ds
            >>> dataset = ds.GeneratorDataset([(np.array(1),), (np.array(2),)], column_names=["x"])
            >>> print(dataset.prepare_multiprocessing())
            None
        """
        if self._random_access():
            self._num_rows()

    def parse(self, children=None):
        self.prepare_multiprocessing()
        return super().parse(children)

    def is_shuffled(self):
        return self._random_access() and self.sampler is not None and self.sampler.is_shuffled()

    def is_sharded(self):
        return self._random_access() and self.sampler is not None and self.sampler.is_sharded()

    def add_sampler(self, new_sampler):
        if type(new_sampler).__name__ == "PKSampler":
            raise RuntimeError("GeneratorDataset doesn't support PKSampler")
        MappableDataset.add_sampler(self, new_sampler)

    def __getitem__(self, index):
        type_check(index, (int, np.number), "index")
        if not self._random_access():
            raise RuntimeError("Dataset don't support randomized access.")
        if self.has_batch_sampler:
            raise RuntimeError("GeneratorDataset with batch_sampler does not support random access.")
        order = self.sampler._runtime(self._num_rows()).ids()
        return self.source[order[int(index)]]

    def split(self, sizes, randomize=True):
        if self._random_access() and not self.has_batch_sampler:
            return MappableDataset.split(self, sizes, randomize)
        return UnionBaseDataset.split(self, sizes, randomize)


class _NumpySlices:
    """Random access to the rows of column data (the source of :class:`NumpySlicesDataset`)."""

    def __init__(self, data, column_list=None):
        names = None
        if isinstance(data, dict):
            names = list(data)
            data = self._dict_columns(data)
        self.data = data if isinstance(data, tuple) else (data,)
        if len({len(column) for column in self.data}) > 1:
            raise ValueError("Data length in each column is not equal.")
        if column_list is not None:
            names = [column_list] if isinstance(column_list, str) else list(column_list)
        self.column_list = names if names is not None else [f"column_{i}" for i in range(len(self.data))]

    @staticmethod
    def _dict_columns(columns):
        # a dict of columns (pandas columns included) as a tuple of lists
        first = columns[next(iter(columns))]
        if hasattr(first, "values"):  # pandas: take the numpy values of every column
            columns = {key: value.values for key, value in columns.items()}
        return tuple(list(value) for value in columns.values())

    def __getitem__(self, index):
        return tuple(d[index] for d in self.data)

    def __len__(self):
        return len(self.data[0])


def _check_slice_names(data, column_names):
    if column_names is None:
        return
    check_columns(column_names, "column_names")
    given = 1 if isinstance(column_names, str) else len(column_names)
    if isinstance(data, (dict, tuple)):
        if given != len(data):
            raise ValueError(f"Num of input column names is {given}, but required is {len(data)}.")
    elif given != 1:
        raise ValueError(f"Num of input column names is {given}, but required is 1 as data is list.")


class NumpySlicesDataset(GeneratorDataset):
    """
    A dataset whose rows are slices of in-memory data along its first dimension.

    - a list or numpy array is one column (a numpy array keeps its dtype; Python ints become int64, floats
      float64);
    - a tuple holds one item per column;
    - a dict maps column names to column data (a pandas DataFrame works too).

    Args:
        data (Union[list, tuple, dict, numpy.ndarray]): The data.
        column_names (list[str], optional): Column names. Default: ``None``, the dict keys or
            ``column_0``, ``column_1``...
        num_samples (int, optional): Number of rows to read. Default: ``None``, all.
        num_parallel_workers (int, optional): Workers (validated, recorded). Default: ``1``.
        shuffle (bool, optional): Whether to shuffle. Default: ``None``, shuffle.
        sampler (Union[Sampler, Iterable], optional): Sampler. Default: ``None``.
        num_shards (int, optional): Number of shards. Default: ``None``.
        shard_id (int, optional): Shard to read. Default: ``None``.

    Raises:
        TypeError: If `data` is not a list, tuple, dict or numpy array.
        ValueError: If `data` is empty, its columns differ in length, or `column_names` does not match it.

    Supported Platforms:
        ``CPU`` ``GPU`` ``Ascend``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset as ds
        >>> dataset = ds.NumpySlicesDataset({"x": np.arange(6).reshape(3, 2), "y": [0, 1, 0]}, shuffle=False)
        >>> print(dataset.get_col_names(), dataset.output_shapes(), dataset.output_types())
        ['x', 'y'] [[2], []] [dtype('int64'), dtype('int64')]
        >>> for row in dataset.create_dict_iterator():
        ...     print(row["x"], row["y"])
        [0 1] 0
        [2 3] 1
        [4 5] 0
    """

    def __init__(self, data, column_names=None, num_samples=None, num_parallel_workers=1,
                 shuffle=None, sampler=None, num_shards=None, shard_id=None):
        type_check(data, (list, tuple, dict, np.ndarray), "data")
        if len(data) == 0:  # pylint: disable=len-as-condition
            raise ValueError("Argument data cannot be empty")
        if isinstance(data, tuple):
            type_check(data[0], (list, np.ndarray), "data[0]")
        _check_slice_names(data, column_names)
        source = _NumpySlices(data, column_names)
        super().__init__(source, source.column_list, num_samples=num_samples, num_parallel_workers=num_parallel_workers,
                         shuffle=shuffle, sampler=sampler, num_shards=num_shards, shard_id=shard_id)


class _PaddedSamples:
    def __init__(self, padded_samples):
        self.padded_samples = padded_samples
        self.column_names = list(padded_samples[0])  # the keys of the first sample, in their order

    def __getitem__(self, item):
        sample = self.padded_samples[item]
        return tuple(sample[key] for key in self.column_names)

    def __len__(self):
        return len(self.padded_samples)


class PaddedDataset(GeneratorDataset):
    """
    A dataset of the given rows (dicts from column name to value), read in order; MindSpore uses it to pad a
    sharded dataset so that every shard has the same number of rows.

    Args:
        padded_samples (list[dict]): The rows; every dict has the same keys.

    Raises:
        TypeError: If `padded_samples` is not a list of dicts.
        ValueError: If `padded_samples` is empty or the dicts have different keys.

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset as ds
        >>> dataset = ds.PaddedDataset([{"image": np.zeros(2, np.uint8)}, {"image": np.ones(2, np.uint8)}])
        >>> print([row[0].tolist() for row in dataset.create_tuple_iterator(output_numpy=True)])
        [[0, 0], [1, 1]]
    """

    def __init__(self, padded_samples):
        type_check(padded_samples, (list,), "padded_samples")
        if not padded_samples:
            raise ValueError("padded_samples cannot be empty.")
        keys = None
        for position, sample in enumerate(padded_samples):
            type_check(sample, (dict,), f"padded_sample[{position}]")
            keys = set(sample) if keys is None else keys
            if set(sample) != keys:
                raise ValueError("Every padded sample should have the same keys.")
        source = _PaddedSamples(padded_samples)
        super().__init__(source, column_names=source.column_names, shuffle=False)
        self.padded_samples = padded_samples

