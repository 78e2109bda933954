"""
The dataset pipeline: :class:`Dataset` and the operations that chain datasets (``batch``, ``map``, ``shuffle``,
``repeat``, ``zip`` ...).

A pipeline is a tree of Dataset nodes. Iterating it (:meth:`Dataset.create_tuple_iterator`,
:meth:`Dataset.create_dict_iterator`, ``for row in dataset``) builds a fresh runtime copy of the tree whose stages
pull rows (lists of numpy arrays) from their children, one pass in a background thread per iterator that keeps up
to ``config.get_prefetch_size()`` rows ready for the caller (see iterators.py). MindSpore runs the same tree in a
multi-threaded C++ engine; rows, their order (the random generators are MindSpore's), column names, shapes and
types are the same here. The operations of ``map`` run in ``num_parallel_workers`` worker threads, or worker
processes with ``python_multiprocessing=True``, each with its own seeded copy of the random transforms, the rows
dealt to the workers in turn and read back in order, at most about ``config.get_prefetch_size()`` rows ahead; the
other operations work in the iterator's thread.
"""
import builtins
import copy
import functools
import inspect
import itertools
import json
import logging
import os
import threading
import weakref

import numpy as np

from ..core import config
from ..core.validator_helpers import (INT32_MAX, type_check, type_check_list, check_columns, check_value,
                                      check_num_parallel_workers)
from . import _rng, _workers
from ._errors import _RULE, _pipeline_error, _user_error, _user_exception
from . import samplers
from .iterators import TupleIterator, DictIterator
from ..callback.ds_callback import DSCallback, _run_callbacks
from ...common import dtype as mstype
from ...common.tensor import Tensor
from ...nn.cell import Cell
from ...ops.primitive import Primitive
from .cache_client import DatasetCache

__all__ = [
    "Dataset", "SourceDataset", "MappableDataset", "UnionBaseDataset", "VisionBaseDataset", "TextBaseDataset",
    "AudioBaseDataset", "BatchDataset", "PaddedBatchDataset", "BatchInfo", "MapDataset", "FilterDataset",
    "RepeatDataset", "SkipDataset", "TakeDataset", "ShuffleDataset", "ZipDataset", "ConcatDataset",
    "RenameDataset", "ProjectDataset", "SyncWaitDataset", "Schema", "zip",
]

_logger = logging.getLogger("mindspore.dataset")
_CACHE_KEYS = itertools.count()


def _rows_ahead(workers):
    """Rows handed to each map worker per round. Two rounds are out at a time (one read back while the next is
    worked on), so the workers run at most about ``config.get_prefetch_size()`` rows (MindSpore's connector
    size between operations) ahead of the stage that reads their results, and at least one row each."""
    return max(1, -(-config.get_prefetch_size() // (2 * workers)))


def _to_array(value, where="the input"):
    """A row item as a numpy array, converted as MindSpore converts values returned by Python code."""
    if isinstance(value, (np.ndarray, dict)):
        return value
    if isinstance(value, Tensor):
        return value.asnumpy()
    if value is None:
        raise _user_error("Got None from Python object.")
    converted = np.asarray(value)
    if converted.dtype == object:
        raise TypeError(f"Data type of {where} or its converted Numpy array is expected to be int or float or str, "
                        f"but got {converted.dtype}.")
    return converted


def _to_row(value):
    """A value returned by Python code as a tuple of columns (a tuple means several columns)."""
    if not isinstance(value, tuple):
        return [_to_array(value)]
    return [_to_array(item, f"{position}th item of the input") for position, item in enumerate(value, 1)]


def _if_given(value, check, *args):
    # run check(value, *args) for an optional argument that was passed
    if value is not None:
        check(value, *args)


def _int_within(value, name, low, high):
    # an int (not a bool) in [low, high], with MindSpore's messages
    type_check(value, (int,), name)
    check_value(value, [low, high], name)


def _is_count(value):
    # the count of repeat / take: -1 (no limit) or a positive int32
    return value == -1 or 0 < value <= INT32_MAX


def _as_list(columns):
    if columns is None:
        return None
    return [columns] if isinstance(columns, str) else list(columns)


def _shape_text(shape):
    return "<" + ",".join(str(s) for s in shape) + ">"


def _stack(values, col_index):
    """The batch of one column: the rows' arrays stacked along a new first axis."""
    if not values:
        return np.array([])
    if isinstance(values[0], dict):
        return list(values)
    first = values[0]
    for v in values[1:]:
        if v.dtype.kind in "US" and first.dtype.kind in "US":
            if v.shape != first.shape:
                raise _pipeline_error(f"Cannot batch tensors with different shapes in column {col_index}. First "
                                      f"element had shape {_shape_text(first.shape)} and this element had shape "
                                      f"{_shape_text(v.shape)}")
            continue
        if v.dtype != first.dtype:
            raise _pipeline_error(f"Cannot batch tensors with different types in column {col_index}. First element "
                                  f"had type {_type_name(first.dtype)} and this element had type "
                                  f"{_type_name(v.dtype)}")
        if v.shape != first.shape:
            raise _pipeline_error(f"Cannot batch tensors with different shapes in column {col_index}. First element "
                                  f"had shape {_shape_text(first.shape)} and this element had shape "
                                  f"{_shape_text(v.shape)}")
    if first.dtype.kind in "US":
        return np.array([np.asarray(v) for v in values])
    return np.stack(values)


def _type_name(dtype):
    if dtype.kind == "U":
        return "string"
    if dtype.kind == "S":
        return "bytes"
    return np.dtype(dtype).name


def _output_dtype(arr):
    if isinstance(arr, dict):
        return np.dtype(object)
    if arr.dtype.kind == "U":
        return np.dtype("<U")
    if arr.dtype.kind == "S":
        return np.dtype("S")
    return arr.dtype


# ----- runtime stages -------------------------------------------------------------------------------------------
class _Stage:
    """Runtime of one node: ``rows()`` yields the rows (lists of columns) of its next pass."""

    def __init__(self, node, children):
        self.node = node
        self.children = children
        self.passes = 0

    def rows(self):
        """Rows of the next pass; inside ``pass_rows`` the index of the current pass is ``self.passes - 1``."""
        self.passes += 1
        return self.pass_rows()

    def pass_rows(self):
        raise TypeError(f"{type(self.node).__name__} produces no rows")

    def __iter__(self):
        """Iterating a stage runs its next pass."""
        return iter(self.rows())
    pool = None  # the workers of a stage that has them (see _start_workers)

    def close(self):
        """Stop the workers of this stage and of the stages below it (an iterator that is done with the rows)."""
        if self.pool is not None:
            self._closer()
            self.pool = None
        for child in getattr(self, "children", ()):
            child.close()


def _start_workers(stage, work, processes, max_rowsize=None, name="map"):
    """Give `stage` its pool of workers, ``work[k]`` running in worker k: processes (started with the configured
    start method) or threads. The pool is closed with the stage, or by :meth:`_Stage.close`."""
    rowsize = max_rowsize[1] if isinstance(max_rowsize, list) else max_rowsize
    if processes:
        pool = _workers.ProcessWorkers(work, config.get_multiprocessing_start_method(), rowsize, name)
    else:
        pool = _workers.ThreadWorkers(work, name)
    stage.pool = pool
    stage._closer = weakref.finalize(stage, pool.close)


class BatchInfo:
    """
    What ``batch``'s callable `batch_size` and `per_batch_map` receive about the batch being made.

    Examples:
        >>> import mindspore.dataset as ds
        >>> def size(info):
        ...     return info.get_batch_num() + 1
        >>> dataset = ds.NumpySlicesDataset(list(range(6)), shuffle=False).batch(size)
        >>> print([row[0].tolist() for row in dataset.create_tuple_iterator(output_numpy=True)])
        [[0], [1, 2], [3, 4, 5]]
    """

    def __init__(self, batch_num, epoch_num):
        self._batch_num = batch_num
        self._epoch_num = epoch_num

    def get_batch_num(self):
        """
        Index of the batch within the current epoch, from 0.

        Returns:
            int, the batch index.
        """
        return self._batch_num

    def get_epoch_num(self):
        """
        Index of the current epoch, from 0.

        Returns:
            int, the epoch index.
        """
        return self._epoch_num


# ----- the base class -------------------------------------------------------------------------------------------
class Dataset:
    """
    Base class of every dataset of the pipeline. A dataset's methods (``batch``, ``map``, ``shuffle`` ...) return
    new datasets that take their rows from it; its iterators run the pipeline.

    Args:
        children (Union[Dataset, list[Dataset]], optional): The datasets this one reads from. Default: ``None``.
        num_parallel_workers (int, optional): Number of workers MindSpore would run this operation with
            (validated and recorded; mindspore_compat runs it in the calling thread). Default: ``None``.
        cache (DatasetCache, optional): MindSpore's cache server client; not supported by mindspore_compat,
            must be ``None``. Default: ``None``.

    Supported Platforms:
        ``CPU`` ``GPU`` ``Ascend``

    Examples:
        >>> import mindspore.dataset as ds
        >>> dataset = ds.NumpySlicesDataset([1, 2, 3], column_names=["x"], shuffle=False)
        >>> print(isinstance(dataset, ds.Dataset))
        True
    """

    def __init__(self, children=None, num_parallel_workers=None, cache=None):
        if children is None:
            kids = []
        else:
            kids = [children] if isinstance(children, Dataset) else list(children)
        self.children = kids
        self.parent = []
        for kid in kids:
            kid.parent.append(self)
        if cache is not None:
            type_check(cache, (DatasetCache,), "cache")
        self.num_parallel_workers, self.cache = num_parallel_workers, cache
        self._cache_key = next(_CACHE_KEYS)  # names this node's rows in a DatasetCache (copies keep it)
        # facts computed on demand
        self._col_names = self.dataset_size = self._batch_size = self._repeat_count = None

    # ----- tree facts (no rows needed) -----
    def _columns(self):
        return self.children[0]._columns()

    def _size(self):
        """Rows (batches) of one epoch when known without running the pipeline, else None."""
        return self.children[0]._size() if self.children else None

    def _build(self):
        raise TypeError(f"{type(self).__name__} cannot run")

    def parse(self, children=None):
        """
        The engine node of this dataset: MindSpore builds its C++ node here; mindspore_compat returns the runtime
        stage its iterators read. Iterating the node runs one pass (an epoch) and yields each row as a list of
        numpy arrays, one per column; iterating it again runs the next pass. A node built this way is
        independent of the dataset's iterators.

        Args:
            children (list, optional): The engine nodes of the input datasets. MindSpore's source datasets ignore
                it; mindspore_compat builds the input nodes itself from the dataset's tree, so it is ignored for
                every dataset. Default: ``None``.

        Returns:
            the engine node, iterable over the rows of one pass.

        Examples:
            >>> import mindspore.dataset as ds
            >>> node = ds.NumpySlicesDataset([3, 1, 2], column_names=["x"], shuffle=False).parse()
            >>> print([int(row[0]) for row in node])
            [3, 1, 2]
        """
        return self._build()

    # ----- operations -----
    def batch(self, batch_size, drop_remainder=False, num_parallel_workers=None, **kwargs):
        """
        Combine consecutive rows into batches: each column of a batch stacks the rows' arrays along a new first
        axis (all rows of a batch must agree in shape and type per column).

        Args:
            batch_size (Union[int, Callable]): Rows per batch, or a callable taking a :class:`BatchInfo` and
                returning the size of the next batch.
            drop_remainder (bool, optional): Whether to drop the last batch when it has fewer rows.
                Default: ``False``.
            num_parallel_workers (int, optional): Workers calling `per_batch_map` (the rows are stacked in
                the calling thread). Default: ``None``, `per_batch_map` called in the calling thread.
            **kwargs:

                - per_batch_map (Callable, optional): Called with one list of arrays per input column and a
                  :class:`BatchInfo`; returns a tuple of the output columns (lists of arrays or arrays).
                  Default: ``None``.
                - input_columns (Union[str, list[str]], optional): Columns given to `per_batch_map`.
                  Default: ``None``, all.
                - output_columns (Union[str, list[str]], optional): Names of `per_batch_map`'s outputs.
                  Default: ``None``, the input columns.
                - python_multiprocessing (bool, optional): Whether the workers calling `per_batch_map` are
                  processes instead of threads (the batches are dealt to `num_parallel_workers` workers in
                  turn and come out in order). Default: ``False``.
                - max_rowsize (Union[int, list[int]], optional): Size in MB of a batch above which worker
                  processes log a warning (once). Default: ``None``, no limit.

        Returns:
            BatchDataset, the batched dataset.

        Raises:
            TypeError: If `batch_size` is neither an int nor a callable, or `drop_remainder` is not a bool.
            ValueError: If `batch_size` is not in [1, INT32_MAX], or `input_columns` is given without
                `per_batch_map`, or `per_batch_map`'s signature does not match the input columns.
            RuntimeError: If rows of one batch differ in shape or type (while iterating).

        Examples:
            >>> import mindspore.dataset as ds
            >>> dataset = ds.NumpySlicesDataset(list(range(5)), column_names=["x"], shuffle=False).batch(2)
            >>> print(dataset.get_dataset_size())
            3
            >>> print([row[0].tolist() for row in dataset.create_tuple_iterator(output_numpy=True)])
            [[0, 1], [2, 3], [4]]
        """
        return BatchDataset(self, batch_size, drop_remainder, num_parallel_workers, **kwargs)

    def padded_batch(self, batch_size, drop_remainder=False, num_parallel_workers=None, pad_info=None):
        """
        Batch rows whose arrays differ in shape, padding each column to a common shape first.

        Args:
            batch_size (Union[int, Callable]): Rows per batch, or a callable taking a :class:`BatchInfo`.
            drop_remainder (bool, optional): Whether to drop a last, smaller batch. Default: ``False``.
            num_parallel_workers (int, optional): Workers (validated, recorded). Default: ``None``.
            pad_info (dict, optional): ``{column: (shape, pad_value)}``; a ``None`` shape (or ``None`` in a
                dimension) pads to the largest size in the batch, a ``None`` pad_value pads with 0 (``''`` for
                strings). Columns not named are not padded. Default: ``None``, nothing is padded.

        Returns:
            PaddedBatchDataset, the batched dataset.

        Raises:
            TypeError: If `pad_info` is not a dict of column names to (shape, value) tuples.
            ValueError: If `batch_size` is not in [1, INT32_MAX].
            RuntimeError: If an array is larger than its column's pad shape (while iterating).

        Examples:
            >>> import numpy as np
            >>> import mindspore.dataset as ds
            >>> dataset = ds.GeneratorDataset([(np.array([1]),), (np.array([2, 3]),)], ["x"], shuffle=False)
            >>> dataset = dataset.padded_batch(2, pad_info={"x": ([3], -1)})
            >>> print(next(dataset.create_tuple_iterator(output_numpy=True))[0])
            [[ 1 -1 -1]
             [ 2  3 -1]]
        """
        return PaddedBatchDataset(self, batch_size, drop_remainder, num_parallel_workers, pad_info)

    def shuffle(self, buffer_size):
        """
        Shuffle rows through a buffer of `buffer_size` rows: the buffer is filled, then a random row of it is
        sent on and its slot refilled by the next incoming row, until the input ends and the buffer drains. A
        buffer as large as the dataset shuffles globally. The order differs every epoch; it is fixed by
        :func:`mindspore.dataset.config.set_seed` (mindspore_compat draws from the same ``std::mt19937_64``
        generator MindSpore uses, so the order is MindSpore's).

        Args:
            buffer_size (int): Size of the shuffle buffer, in [2, INT32_MAX].

        Returns:
            ShuffleDataset, the shuffled dataset.

        Raises:
            TypeError: If `buffer_size` is not an int.
            ValueError: If `buffer_size` is out of range.

        Examples:
            >>> import mindspore.dataset as ds
            >>> ds.config.set_seed(0)
            >>> dataset = ds.NumpySlicesDataset(list(range(10)), shuffle=False).shuffle(4)
            >>> print([int(row[0]) for row in dataset.create_tuple_iterator(output_numpy=True)])
            [2, 4, 1, 3, 0, 6, 9, 7, 8, 5]
        """
        return ShuffleDataset(self, buffer_size)

    def map(self, operations, input_columns=None, output_columns=None, num_parallel_workers=None, **kwargs):
        """
        Apply transformations to columns of every row.

        The operations run in order on the input columns (the first column when `input_columns` is None); each
        receives the previous one's outputs (a tuple means several columns). The outputs replace the input
        columns in place when their counts agree; otherwise the output columns come first, followed by the
        columns that were not inputs. Values returned by Python functions are converted to numpy arrays
        (Python ints to int64, floats to float64, tuples to several columns).

        Args:
            operations (Union[Callable, list[Callable]]): Transforms of :mod:`mindspore.dataset.transforms`,
                :mod:`mindspore.dataset.vision` or Python callables.
            input_columns (Union[str, list[str]], optional): Input columns. Default: ``None``, the first column.
            output_columns (Union[str, list[str]], optional): Names of the outputs. Default: ``None``, the
                input columns.
            num_parallel_workers (int, optional): Number of workers applying the operations, each with its
                own copy of them (a random transform of worker k is seeded with the pipeline seed plus k); the
                rows are dealt to the workers in turn and come out in order. The workers run ahead of the
                operation that reads their results by at most about
                :func:`mindspore.dataset.config.get_prefetch_size` rows (at least one row each), and an
                iterator keeps up to that many finished rows waiting, produced in a background thread while the
                caller works on the current one. Default: ``None``, the configured number
                (:func:`mindspore.dataset.config.get_num_parallel_workers`).
            **kwargs:

                - python_multiprocessing (bool, optional): Whether the workers are processes (started with
                  :func:`mindspore.dataset.config.get_multiprocessing_start_method`) instead of threads: worth it
                  for Python code that holds the GIL. Rows and results travel pickled. Default: ``False``.
                - max_rowsize (Union[int, list[int]], optional): Size in MB of a result row above which worker
                  processes log a warning (once); the row is still delivered. A list gives the input and output
                  sizes, the output size counts. Default: ``None``, no limit.
                - cache (DatasetCache, optional): Not supported, must be ``None``. Default: ``None``.
                - callbacks (Union[DSCallback, list[DSCallback]], optional): Callbacks called at each step
                  and epoch of this operation. Default: ``None``.
                - offload (bool, optional): Accepted for compatibility (nothing is offloaded). Default: ``None``.

        Returns:
            MapDataset, the mapped dataset.

        Raises:
            TypeError: If an operation is not callable, or the column arguments are not str / list of str.
            ValueError: If an operation is a network Cell or Primitive.
            RuntimeError: If an input column does not exist, or an operation returns another number of columns
                than `output_columns` names (while iterating).

        Examples:
            >>> import numpy as np
            >>> import mindspore.dataset as ds
            >>> dataset = ds.NumpySlicesDataset({"a": [1, 2], "b": [10, 20]}, shuffle=False)
            >>> dataset = dataset.map(lambda x: (x, x * 2), input_columns="b", output_columns=["b", "b2"])
            >>> print(dataset.get_col_names())
            ['b', 'b2', 'a']
            >>> print([[int(v) for v in row] for row in dataset.create_tuple_iterator(output_numpy=True)])
            [[10, 20, 1], [20, 40, 2]]
        """
        return MapDataset(self, operations, input_columns, output_columns, num_parallel_workers, **kwargs)

    def filter(self, predicate, input_columns=None, num_parallel_workers=None):
        """
        Keep the rows for which `predicate` returns True.

        Args:
            predicate (Callable): Called with the input columns of a row (numpy arrays); returns a bool.
            input_columns (Union[str, list[str]], optional): Columns given to `predicate`. Default: ``None``, all.
            num_parallel_workers (int, optional): Workers (validated, recorded). Default: ``None``.

        Returns:
            FilterDataset, the filtered dataset.

        Raises:
            TypeError: If `predicate` is not callable.

        Examples:
            >>> import mindspore.dataset as ds
            >>> dataset = ds.NumpySlicesDataset(list(range(6)), column_names=["x"], shuffle=False)
            >>> dataset = dataset.filter(lambda x: x % 2 == 0, input_columns=["x"])
            >>> print([int(row[0]) for row in dataset.create_tuple_iterator(output_numpy=True)])
            [0, 2, 4]
        """
        return FilterDataset(self, predicate, input_columns, num_parallel_workers)

    def flat_map(self, func):
        """
        Call `func` on every row (with the row's columns, numpy arrays, as arguments); `func` returns a dataset,
        and the datasets are concatenated.

        Args:
            func (function): Columns -> Dataset.

        Returns:
            Dataset, the concatenation of the datasets `func` returned.

        Raises:
            TypeError: If `func` is not callable, or it does not return a Dataset.

        Examples:
            >>> import numpy as np
            >>> import mindspore.dataset as ds
            >>> dataset = ds.NumpySlicesDataset([[0, 1], [2, 3]], shuffle=False)
            >>> def flat(x):
            ...     return ds.NumpySlicesDataset(x, shuffle=False)
            >>> print([int(row[0]) for row in dataset.flat_map(flat).create_tuple_iterator(output_numpy=True)])
            [0, 1, 2, 3]
        """
        if not callable(func):
            raise TypeError("func must be a function.")
        merged = None
        for row in self.create_tuple_iterator(num_epochs=1, output_numpy=True):
            part = func(*row)
            # the datasets of the rows are concatenated with `+`, as they come
            merged = part if merged is None else merged + part
        if isinstance(merged, Dataset):
            return merged
        raise TypeError("flat_map must return a Dataset object.")

    def repeat(self, count=None):
        """
        Repeat the dataset `count` times within one epoch (``None`` or -1: endlessly).

        Args:
            count (int, optional): Number of repeats, -1 or in [1, INT32_MAX]. Default: ``None``, endless.

        Returns:
            RepeatDataset, the repeated dataset.

        Raises:
            TypeError: If `count` is not an int.
            ValueError: If `count` is 0 or below -1.

        Examples:
            >>> import mindspore.dataset as ds
            >>> dataset = ds.NumpySlicesDataset([1, 2], shuffle=False).repeat(3)
            >>> print(dataset.get_dataset_size(), dataset.get_repeat_count())
            6 3
        """
        type_check(count, (int, type(None)), "repeat")
        if count is not None and not _is_count(count):
            raise ValueError("count should be either -1 or positive integer, range[1, INT32_MAX].")
        return RepeatDataset(self, count)

    def skip(self, count):
        """
        Skip the first `count` rows of every epoch.

        Args:
            count (int): Number of rows to skip, in [0, INT32_MAX].

        Returns:
            SkipDataset, the dataset without those rows.

        Raises:
            TypeError: If `count` is not an int.
            ValueError: If `count` is out of range.

        Examples:
            >>> import mindspore.dataset as ds
            >>> dataset = ds.NumpySlicesDataset([1, 2, 3, 4], shuffle=False).skip(3)
            >>> print([int(row[0]) for row in dataset.create_tuple_iterator(output_numpy=True)])
            [4]
        """
        _int_within(count, "count", 0, INT32_MAX)
        return SkipDataset(self, count)

    def take(self, count=-1):
        """
        Keep only the first `count` rows of every epoch.

        Args:
            count (int, optional): Number of rows, -1 (all) or in (0, INT32_MAX]. Default: ``-1``.

        Returns:
            TakeDataset, the shortened dataset.

        Raises:
            TypeError: If `count` is not an int.
            ValueError: If `count` is 0 or below -1.

        Examples:
            >>> import mindspore.dataset as ds
            >>> dataset = ds.NumpySlicesDataset([1, 2, 3, 4], shuffle=False).take(2)
            >>> print([int(row[0]) for row in dataset.create_tuple_iterator(output_numpy=True)])
            [1, 2]
        """
        type_check(count, (int,), "count")
        if not _is_count(count):
            raise ValueError(f"count should be either -1 or within the required interval of (0, {INT32_MAX}], "
                             f"got {count}.")
        return TakeDataset(self, count)

    def project(self, columns):
        """
        Keep the given columns, in the given order.

        Args:
            columns (Union[str, list[str]]): The columns to keep.

        Returns:
            ProjectDataset, the projected dataset.

        Raises:
            TypeError: If `columns` is not a str or a list of str.
            RuntimeError: If a column does not exist (when the pipeline is built).

        Examples:
            >>> import mindspore.dataset as ds
            >>> dataset = ds.NumpySlicesDataset({"a": [1], "b": [2], "c": [3]}, shuffle=False)
            >>> print(dataset.project(["c", "a"]).get_col_names())
            ['c', 'a']
        """
        check_columns(columns, "columns")
        return ProjectDataset(self, columns)

    def rename(self, input_columns, output_columns):
        """
        Rename columns.

        Args:
            input_columns (Union[str, list[str]]): Columns to rename.
            output_columns (Union[str, list[str]]): Their new names.

        Returns:
            RenameDataset, the renamed dataset.

        Raises:
            TypeError: If an argument is not a str or a list of str.
            ValueError: If the two lists differ in length.
            RuntimeError: If a column to rename does not exist (when the pipeline is built).

        Examples:
            >>> import mindspore.dataset as ds
            >>> dataset = ds.NumpySlicesDataset({"a": [1], "b": [2]}, shuffle=False)
            >>> print(dataset.rename(["a"], ["x"]).get_col_names())
            ['x', 'b']
        """
        widths = []
        for columns, name in ((input_columns, "input_columns"), (output_columns, "output_columns")):
            check_columns(columns, name)
            widths.append(len(columns) if isinstance(columns, list) else 1)
        if widths[0] != widths[1]:
            raise ValueError("Number of column in input_columns and output_columns is not equal.")
        return RenameDataset(self, input_columns, output_columns)

    def zip(self, datasets):
        """
        Zip this dataset with others: a row holds the columns of one row of each (column names must be unique);
        the result ends with the shortest dataset.

        Args:
            datasets (Union[Dataset, tuple[Dataset]]): The datasets to zip with.

        Returns:
            ZipDataset, the zipped dataset.

        Raises:
            TypeError: If `datasets` is not a Dataset or a tuple of Datasets.
            RuntimeError: If a column name occurs twice (when the pipeline is built).

        Examples:
            >>> import mindspore.dataset as ds
            >>> a = ds.NumpySlicesDataset({"a": [1, 2, 3]}, shuffle=False)
            >>> b = ds.NumpySlicesDataset({"b": [4, 5]}, shuffle=False)
            >>> zipped = a.zip(b)
            >>> print(zipped.get_col_names(), zipped.get_dataset_size())
            ['a', 'b'] 2
        """
        type_check(datasets, (tuple, Dataset), "datasets")
        others = datasets if isinstance(datasets, tuple) else (datasets,)
        return ZipDataset((self,) + others)

    def concat(self, datasets):
        """
        Concatenate datasets with the same columns: the rows of this dataset, then those of each of `datasets`.
        ``dataset1 + dataset2`` is the same.

        Args:
            datasets (Union[Dataset, list[Dataset]]): The datasets to append.

        Returns:
            ConcatDataset, the concatenated dataset.

        Raises:
            TypeError: If `datasets` is not a Dataset or a list of Datasets.
            RuntimeError: If the column names or their order differ (when the pipeline is built).

        Examples:
            >>> import mindspore.dataset as ds
            >>> a = ds.NumpySlicesDataset([1, 2], shuffle=False)
            >>> b = ds.NumpySlicesDataset([3], shuffle=False)
            >>> print([int(row[0]) for row in (a + b).create_tuple_iterator(output_numpy=True)])
            [1, 2, 3]
        """
        type_check(datasets, (list, Dataset), "datasets")
        if isinstance(datasets, list):
            type_check_list(datasets, (Dataset,), "dataset")
            return ConcatDataset([self] + datasets)
        return ConcatDataset([self, datasets])

    def __add__(self, datasets):
        return self.concat(datasets)

    def apply(self, apply_func):
        """
        Apply a function that builds a pipeline from this dataset.

        Args:
            apply_func (Callable): Dataset -> Dataset.

        Returns:
            Dataset, what `apply_func` returned.

        Raises:
            TypeError: If `apply_func` is not callable or does not return a Dataset.

        Examples:
            >>> import mindspore.dataset as ds
            >>> dataset = ds.NumpySlicesDataset([1, 2, 3], shuffle=False)
            >>> print(dataset.apply(lambda d: d.batch(2)).get_dataset_size())
            2
        """
        if not callable(apply_func):
            raise TypeError("apply_func must be a function.")
        result = apply_func(self)
        if isinstance(result, Dataset):
            return result
        raise TypeError("apply_func must return a dataset.")

    def split(self, sizes, randomize=True):
        """
        Split the dataset into disjoint datasets.

        Args:
            sizes (Union[list[int], list[float]]): Row counts of the parts (summing to the dataset size), or
                fractions summing to 1 (rounded; the rounding difference goes to the first part).
            randomize (bool, optional): Whether rows are assigned to parts at random (only random-accessible
                sources can be randomized). Default: ``True``.

        Returns:
            tuple[Dataset], the parts.

        Raises:
            TypeError: If `sizes` is not a list of ints or floats, or `randomize` is not a bool.
            ValueError: If `sizes` is empty, holds a non-positive size, or does not add up.
            RuntimeError: If `randomize` is True for a dataset that is not random-accessible.

        Examples:
            >>> import mindspore.dataset as ds
            >>> dataset = ds.NumpySlicesDataset(list(range(5)), shuffle=False)
            >>> first, second = dataset.split([3, 2], randomize=False)
            >>> print([int(r[0]) for r in second.create_tuple_iterator(output_numpy=True)])
            [3, 4]
        """
        type_check(randomize, (bool,), "randomize")
        if randomize:
            raise RuntimeError("Dataset.split is not compatible with randomize=True for a dataset that is not "
                               "random-accessible (split its source dataset instead).")
        rows = self._split_sizes(sizes)
        parts, start = [], 0
        for n in rows:
            part = copy.deepcopy(self)
            if start:
                part = part.skip(start)
            parts.append(part.take(n))
            start += n
        return tuple(parts)

    def _split_sizes(self, sizes):
        type_check(sizes, (list,), "sizes")
        if not sizes:
            raise ValueError("sizes cannot be empty.")
        kinds = {"int" if isinstance(size, int) and not isinstance(size, bool) else
                 "float" if isinstance(size, float) else "other" for size in sizes}
        if len(kinds) > 1 or "other" in kinds:
            raise TypeError("sizes should be list of int or list of float.")
        total = self.get_dataset_size()
        if kinds == {"int"}:
            if any(size <= 0 for size in sizes):
                raise ValueError("there should be no negative or zero numbers in sizes.")
            if sum(sizes) != total:
                raise RuntimeError(f"Sum of split sizes {sum(sizes)} is not equal to dataset size {total}.")
            return list(sizes)
        if any(size <= 0 or size > 1 for size in sizes):
            raise ValueError("float numbers in sizes should be within (0, 1].")
        if abs(sum(sizes) - 1) > 1e-8:
            raise ValueError("sum of split sizes should be equal to 1.")
        # rounded shares; the rounding error goes to the first part
        counts = [int(round(size * total)) for size in sizes]
        counts[0] += total - sum(counts)
        for size, count in builtins.zip(sizes, counts):
            if count <= 0:
                raise RuntimeError(f"Split percentage {size} is too small.")
        return counts

    # ----- iteration -----
    def create_tuple_iterator(self, columns=None, num_epochs=-1, output_numpy=False, do_copy=False):
        """
        An iterator over the rows, each a list of columns (mindspore Tensors, or numpy arrays with
        `output_numpy`; string columns stay numpy arrays). Iterating it to the end finishes an epoch;
        iterating it again starts the next one, up to `num_epochs`.

        Args:
            columns (Union[str, list[str]], optional): Columns to output, in this order. Default: ``None``, all.
            num_epochs (int, optional): Number of epochs the iterator may run, -1 for no limit. Default: ``-1``.
            output_numpy (bool, optional): Whether to output numpy arrays instead of Tensors.
                Default: ``False``.
            do_copy (bool, optional): Accepted for compatibility (Tensors are always copies). Default: ``False``.

        Returns:
            TupleIterator, the iterator.

        Raises:
            TypeError: If an argument has the wrong type.
            ValueError: If `num_epochs` is out of range.

        Examples:
            >>> import mindspore.dataset as ds
            >>> dataset = ds.NumpySlicesDataset([[1, 2], [3, 4]], shuffle=False)
            >>> for row in dataset.create_tuple_iterator():
            ...     print(row[0])
            [1 2]
            [3 4]
        """
        self._check_iterator_args(num_epochs, output_numpy, do_copy)
        _if_given(columns, check_columns, "column_names")
        return TupleIterator(self, columns, num_epochs, output_numpy, do_copy)

    def create_dict_iterator(self, num_epochs=-1, output_numpy=False, do_copy=False):
        """
        An iterator over the rows, each a dict from column name to Tensor (or numpy array with
        `output_numpy`). Iterating it to the end finishes an epoch.

        Args:
            num_epochs (int, optional): Number of epochs the iterator may run, -1 for no limit. Default: ``-1``.
            output_numpy (bool, optional): Whether to output numpy arrays instead of Tensors.
                Default: ``False``.
            do_copy (bool, optional): Accepted for compatibility (Tensors are always copies). Default: ``False``.

        Returns:
            DictIterator, the iterator.

        Raises:
            TypeError: If an argument has the wrong type.
            ValueError: If `num_epochs` is out of range.

        Examples:
            >>> import mindspore.dataset as ds
            >>> dataset = ds.NumpySlicesDataset({"x": [1, 2]}, shuffle=False)
            >>> print([int(row["x"]) for row in dataset.create_dict_iterator(output_numpy=True)])
            [1, 2]
        """
        self._check_iterator_args(num_epochs, output_numpy, do_copy)
        return DictIterator(self, num_epochs, output_numpy, do_copy)

    @staticmethod
    def _check_iterator_args(num_epochs, output_numpy, do_copy):
        for flag, name in ((output_numpy, "output_numpy"), (do_copy, "do_copy")):
            type_check(flag, (bool,), name)
        if num_epochs is None:
            return
        _int_within(num_epochs, "num_epochs", -1, INT32_MAX)
        if num_epochs == 0:
            raise RuntimeError(f"Syntax error. \n\n{_RULE}\n- Dataset Pipeline Error Message: \n{_RULE}\n"
                               f"[ERROR] RootNode: num_epochs should be either -1 or positive integer, "
                               f"num_epochs: 0\n")

    def __iter__(self):
        return iter(self.create_tuple_iterator())

    def __len__(self):
        return self.get_dataset_size()

    def _first_row(self):
        stage = self._build()
        for row in stage.rows():
            return row
        return None

    def _count_rows(self):
        return sum(1 for _ in self._build().rows())

    # ----- getters -----
    def get_dataset_size(self):
        """
        Number of rows (batches after ``batch``) of one epoch. Computed from the sources where possible, by
        running one epoch otherwise (after ``filter``, or for sources without ``__len__``).

        Returns:
            int, the number of rows.

        Examples:
            >>> import mindspore.dataset as ds
            >>> dataset = ds.NumpySlicesDataset(list(range(10)), shuffle=False).batch(4, drop_remainder=True)
            >>> print(dataset.get_dataset_size())
            2
        """
        if self.dataset_size is not None:
            return self.dataset_size
        known = self._size()
        # a size that the tree cannot tell without reading (filter, generators without len) is counted
        self.dataset_size = self._count_rows() if known is None else known
        return self.dataset_size

    def get_col_names(self):
        """
        Names of the output columns, in order.

        Returns:
            list[str], the column names.

        Examples:
            >>> import mindspore.dataset as ds
            >>> dataset = ds.NumpySlicesDataset({"a": [1], "b": [2]}, shuffle=False)
            >>> print(dataset.get_col_names())
            ['a', 'b']
        """
        return list(self._columns())

    def output_shapes(self, estimate=False):
        """
        Shapes of the output columns, read from the first row.

        Args:
            estimate (bool, optional): MindSpore's estimation of dynamic shapes; the first row's shapes are
                returned either way. Default: ``False``.

        Returns:
            list[list[int]], one shape per column.

        Raises:
            TypeError: If `estimate` is not a bool.

        Examples:
            >>> import numpy as np
            >>> import mindspore.dataset as ds
            >>> dataset = ds.NumpySlicesDataset(np.zeros((6, 2, 3), np.float32), shuffle=False).batch(4)
            >>> print(dataset.output_shapes())
            [[4, 2, 3]]
        """
        type_check(estimate, (bool,), "estimate")
        row = self._first_row()
        if row is None:
            return []
        return [[] if isinstance(value, (dict, list)) else list(np.shape(value)) for value in row]

    def output_types(self):
        """
        numpy dtypes of the output columns, read from the first row.

        Returns:
            list[numpy.dtype], one dtype per column.

        Examples:
            >>> import mindspore.dataset as ds
            >>> dataset = ds.NumpySlicesDataset({"a": [1, 2], "b": [1.5, 2.5]}, shuffle=False)
            >>> print(dataset.output_types())
            [dtype('int64'), dtype('float64')]
        """
        row = self._first_row()
        if row is None:
            return []
        return [_output_dtype(v) if not isinstance(v, list) else np.dtype(object) for v in row]

    def sync_wait(self, condition_name, num_batch=1, callback=None):
        """
        Add a gate to the pipeline: after the first `num_batch` batches (rows when no ``batch`` follows) of an
        iteration, every further row waits until :meth:`sync_update` with the same `condition_name` lets more
        through. A training loop so keeps the pipeline in step with its updates (``callback`` receives the data
        each :meth:`sync_update` passes). A gate still closed after
        :func:`mindspore.dataset.config.get_callback_timeout` seconds is opened for good, with a warning.

        Args:
            condition_name (str): Name of the gate, used by :meth:`sync_update`.
            num_batch (int, optional): Batches let through at the start and by every :meth:`sync_update`.
                Default: ``1``.
            callback (Callable, optional): Called with the `data` of every :meth:`sync_update`. Default: ``None``.

        Returns:
            SyncWaitDataset, the gated dataset.

        Raises:
            TypeError: If `condition_name` is not a str or `num_batch` not an int.
            ValueError: If `num_batch` is not positive.
            RuntimeError: If the pipeline has a gate named `condition_name` already.

        Examples:
            >>> import numpy as np
            >>> import mindspore.dataset as ds
            >>> losses = []
            >>> dataset = ds.NumpySlicesDataset(np.arange(6), shuffle=False)
            >>> dataset = dataset.sync_wait("loss", callback=lambda data: losses.append(data["loss"]))
            >>> dataset = dataset.batch(3)
            >>> for step, (x,) in enumerate(dataset.create_tuple_iterator(num_epochs=1, output_numpy=True)):
            ...     print(x)
            ...     dataset.sync_update("loss", data={"loss": 0.5 / (step + 1)})
            [0 1 2]
            [3 4 5]
            >>> print(losses)
            [0.5, 0.25]
        """
        type_check(condition_name, (str,), "condition_name")
        type_check(num_batch, (int,), "num_batch")
        return SyncWaitDataset(self, condition_name, num_batch, callback)

    def sync_update(self, condition_name, num_batch=None, data=None):
        """
        Open the gate `condition_name` (added by :meth:`sync_wait`) for `num_batch` more batches and call its
        callback with `data`.

        Args:
            condition_name (str): Name of the gate.
            num_batch (Union[int, None], optional): Batches let through. Default: ``None``, the `num_batch` of
                :meth:`sync_wait`.
            data (Any, optional): Handed to the gate's callback. Default: ``None``.

        Raises:
            TypeError: If `condition_name` is not a str.
            RuntimeError: If `num_batch` is not a positive int or no gate is named `condition_name` (every gate of
                the pipeline is then opened for good).

        Examples:
            >>> import numpy as np
            >>> import mindspore.dataset as ds
            >>> dataset = ds.NumpySlicesDataset(np.arange(4), shuffle=False).sync_wait("step", num_batch=2)
            >>> rows = []
            >>> for (x,) in dataset.create_tuple_iterator(num_epochs=1, output_numpy=True):
            ...     rows.append(int(x))
            ...     dataset.sync_update("step", num_batch=1)
            >>> print(rows)
            [0, 1, 2, 3]
        """
        if (num_batch is not None and not isinstance(num_batch, int)) or (isinstance(num_batch, int)
                                                                          and num_batch <= 0):
            self.disable_sync()
            raise RuntimeError(f"Sync_update batch size can only be positive integer, got: {num_batch}.")
        gates = self.get_sync_notifiers()
        if not isinstance(condition_name, str):
            raise TypeError(f"Argument condition_name with value {condition_name} is not of type str, "
                            f"but got {type(condition_name)}.")
        if condition_name not in gates:
            self.disable_sync()
            raise RuntimeError("Condition name not found.")
        if num_batch is not None:
            num_batch *= self.get_batch_size()
        gates[condition_name](num_batch, data)

    def get_sync_notifiers(self):
        """
        The gates added by :meth:`sync_wait` below this dataset (along the first input).

        Returns:
            dict, gate name -> the function :meth:`sync_update` calls.
        """
        return self.children[0].get_sync_notifiers() if self.children else {}

    def disable_sync(self):
        """Open every gate of the pipeline (along the first input) for good."""
        if self.children:
            self.children[0].disable_sync()

    def is_sync(self):
        """
        Whether the pipeline (along the first input) has a gate added by :meth:`sync_wait`.

        Returns:
            bool, whether it has one.
        """
        return self.children[0].is_sync() if self.children else False

    def get_batch_size(self):
        """
        Batch size of the last ``batch`` of the pipeline (1 without one, -1 for a callable batch size).

        Returns:
            int, the batch size.

        Examples:
            >>> import mindspore.dataset as ds
            >>> dataset = ds.NumpySlicesDataset(list(range(10)), shuffle=False).batch(4)
            >>> print(dataset.get_batch_size())
            4
        """
        node = self
        while node is not None:
            if isinstance(node, BatchDataset):
                return node._batch_size_value()
            node = node.children[0] if node.children else None
        return 1

    def get_repeat_count(self):
        """
        Count of the last ``repeat`` of the pipeline (1 without one, -1 for an endless repeat).

        Returns:
            int, the repeat count.

        Examples:
            >>> import mindspore.dataset as ds
            >>> dataset = ds.NumpySlicesDataset(list(range(10)), shuffle=False).repeat(5)
            >>> print(dataset.get_repeat_count())
            5
        """
        node = self
        while node is not None:
            if isinstance(node, RepeatDataset):
                return node.count
            node = node.children[0] if node.children else None
        return 1

    def get_class_indexing(self):
        """
        The class-name-to-index mapping of the source (empty for sources without one).

        Returns:
            dict, the mapping.

        Examples:
            >>> import mindspore.dataset as ds
            >>> print(ds.NumpySlicesDataset([1], shuffle=False).get_class_indexing())
            {}
        """
        if self.children:
            return self.children[0].get_class_indexing()
        return {}

    def num_classes(self):
        """
        Number of classes of the source (None when it has no class indexing).

        Returns:
            int or None, the number of classes.

        Examples:
            >>> import mindspore.dataset as ds
            >>> print(ds.NumpySlicesDataset([1], shuffle=False).num_classes())
            None
        """
        indexing = self.get_class_indexing()
        return len(indexing) if indexing else None

    def is_shuffled(self):
        """Whether some source of the pipeline shuffles its rows."""
        return any(child.is_shuffled() for child in self.children)

    def is_sharded(self):
        """Whether some source of the pipeline reads only a shard."""
        return any(child.is_sharded() for child in self.children)

    def reset(self):
        """Forget cached facts (dataset size) so that they are computed again."""
        self.dataset_size = None

    def device_que(self, send_epoch_end=True, create_data_info_queue=False, queue_name=""):
        """
        MindSpore's transfer of the pipeline to a device queue for sink-mode training. Not supported by
        mindspore_compat: train with ``dataset_sink_mode=False``, or iterate the dataset.

        Args:
            send_epoch_end (bool, optional): Whether to send an end-of-epoch marker. Default: ``True``.
            create_data_info_queue (bool, optional): Whether to create a data-info queue. Default: ``False``.
            queue_name (str, optional): Name of the queue. Default: ``''``.

        Raises:
            TypeError: If an argument has the wrong type.
            RuntimeError: Always (after the argument checks): device queues are not supported.
        """
        checks = ((send_epoch_end, "send_epoch_end", bool), (create_data_info_queue, "create_data_info_queue", bool),
                  (queue_name, "queue_name", str))
        for value, name, kind in checks:
            type_check(value, (kind,), name)
        raise RuntimeError("Dataset.device_que (data sink to a device queue) is not supported by mindspore_compat; "
                           "use dataset_sink_mode=False or iterate the dataset.")

    def save(self, file_name, num_files=1, file_type="mindrecord"):
        """
        MindSpore's export of the pipeline's rows to MindRecord files. Not supported by mindspore_compat (its
        column-to-schema rules are not reproduced); :class:`mindspore.mindrecord.FileWriter` writes MindRecord files.

        Args:
            file_name (str): Path of the file to write.
            num_files (int, optional): Number of files. Default: ``1``.
            file_type (str, optional): File format. Default: ``'mindrecord'``.

        Raises:
            RuntimeError: Always: use :class:`mindspore.mindrecord.FileWriter` instead.
        """
        raise RuntimeError(f"Dataset.save ({file_type} file {file_name!r}, {num_files} file(s)) is not supported "
                           f"by mindspore_compat; write the rows with mindspore.mindrecord.FileWriter.")

    def __deepcopy__(self, memo):
        if id(self) in memo:
            return memo[id(self)]
        clone = copy.copy(self)
        memo[id(self)] = clone
        for key, value in vars(self).items():
            if key == "parent":
                value = []  # the copy is not linked into the parents of the original
            elif key not in _SHARED_ON_COPY:
                value = copy.deepcopy(value, memo)
            setattr(clone, key, value)
        return clone


# attributes a deep copy of a dataset shares with the original (user objects and functions)
_SHARED_ON_COPY = ("source", "operations", "predicate", "per_batch_map", "batch_size_fn")


class UnionBaseDataset(Dataset):
    """Base class of datasets whose rows may hold any kind of data."""


class VisionBaseDataset(Dataset):
    """Base class of image datasets."""


class TextBaseDataset(Dataset):
    """Base class of text datasets."""


class AudioBaseDataset(Dataset):
    """Base class of audio datasets."""


# ----- sources --------------------------------------------------------------------------------------------------
class SourceDataset(Dataset):
    """
    Base class of the datasets that produce rows (leaves of the pipeline).

    Args:
        num_parallel_workers (int, optional): Workers (validated, recorded). Default: ``None``.
        num_samples (int, optional): Number of rows to read. Default: ``None``, all.
        shuffle (Union[bool, Shuffle], optional): Whether to shuffle. Default: ``True``.
        num_shards (int, optional): Number of shards. Default: ``None``.
        shard_id (int, optional): Shard to read. Default: ``None``.
        cache (DatasetCache, optional): Not supported, must be ``None``. Default: ``None``.
    """

    def __init__(self, num_parallel_workers=None, num_samples=None,
                 shuffle=True, num_shards=None, shard_id=None, cache=None):
        super().__init__(None, num_parallel_workers, cache)
        self.num_samples = 0 if num_samples is None else num_samples
        self.num_shards = 1 if num_shards is None else num_shards
        self.shard_id = 0 if shard_id is None else shard_id
        if shuffle is not None and not isinstance(shuffle, (bool, samplers.Shuffle)):
            raise TypeError("shuffle must be of boolean or enum of 'Shuffle' values like 'Shuffle.ADAPTIVE' or "
                            "'Shuffle.GLOBAL' or 'Shuffle.PARTIAL' or 'Shuffle.FILES' or 'Shuffle.INFILE'.")
        self.shuffle_flag = shuffle

    def _columns(self):
        raise TypeError(f"{type(self).__name__} defines no columns")

    def is_shuffled(self):
        return bool(self.shuffle_flag)

    def is_sharded(self):
        return self.num_shards > 1

    def get_class_indexing(self):
        return {}


class _MappableStage(_Stage):
    reads_by_index = True

    def __init__(self, node):
        super().__init__(node, [])
        n = node._num_rows()
        samplers.bind_source(node.sampler, node)
        self.sampler = node.sampler._runtime(n) if n > 0 else None

    def pass_rows(self):
        if self.sampler is None:
            return
        node = self.node
        cache = node.cache
        for i in self.sampler.ids():
            self.current_id = i  # read by a cached map above
            if cache is None:
                yield node._read_row(i)
                continue
            row = cache._lookup((node._cache_key, i))
            if row is None:
                row = node._read_row(i)
                cache._store((node._cache_key, i), row)
            yield row


class _ListedRows:
    """Mixin of the file readers whose rows are a listing of entries made once, when first needed: a subclass
    gives ``_scan()`` (the entries) and ``_row(entry)`` (the columns of one row); copies of the dataset share the
    listing. Set ``self._entries = None`` in ``__init__``."""

    def _scan(self):
        raise TypeError(f"{type(self).__name__} has no listing")

    def _row(self, entry):
        raise TypeError(f"{type(self).__name__} has no row reader")

    def _listing(self):
        if self._entries is None:
            self._entries = self._scan()
        return self._entries

    def _num_rows(self):
        return len(self._listing())

    def _read_row(self, index):
        return self._row(self._listing()[index])

    def __deepcopy__(self, memo):
        new = super().__deepcopy__(memo)
        new._entries = self._entries
        return new


class MappableDataset(SourceDataset):
    """
    Base class of the random-accessible sources, which read their rows through a sampler.

    Args:
        num_parallel_workers (int, optional): Workers (validated, recorded). Default: ``None``.
        sampler (Union[Sampler, Iterable], optional): The sampler. Default: ``None``, chosen from the other
            arguments.
        num_samples (int, optional): Number of rows to read. Default: ``None``, all.
        shuffle (bool, optional): Whether to shuffle. Default: ``None``, shuffle.
        num_shards (int, optional): Number of shards. Default: ``None``.
        shard_id (int, optional): Shard to read. Default: ``None``.
        cache (DatasetCache, optional): Not supported, must be ``None``. Default: ``None``.
    """

    def __init__(self, num_parallel_workers=None, sampler=None, num_samples=None,
                 shuffle=None, num_shards=None, shard_id=None, cache=None):
        super().__init__(num_parallel_workers, num_samples, shuffle, num_shards, shard_id, cache)
        self.sampler = samplers.select_sampler(num_samples, sampler, shuffle, num_shards=num_shards, shard_id=shard_id)

    def add_sampler(self, new_sampler):
        """
        Put a sampler on top of the current one: `new_sampler` then picks among the indices the current sampler
        produces.

        Args:
            new_sampler (Sampler): The sampler to add.

        Raises:
            RuntimeError: If a sampler uses a shuffle mode other than FALSE / GLOBAL.

        Examples:
            >>> import mindspore.dataset as ds
            >>> dataset = ds.NumpySlicesDataset(list(range(10)), sampler=ds.SequentialSampler(start_index=5))
            >>> dataset.add_sampler(ds.SubsetSampler([2, 0]))
            >>> print([int(r[0]) for r in dataset.create_tuple_iterator(output_numpy=True)])
            [7, 5]
        """
        self.dataset_size = None
        current = self.sampler
        if current is not None and current.get_shuffle_mode() == samplers.Shuffle.PARTIAL:
            raise RuntimeError("When multiple samplers are used, ensure that the shuffle of the current sampler "
                               "must not be Shuffle.PARTIAL.")
        mode = new_sampler.get_shuffle_mode()
        if mode not in (samplers.Shuffle.GLOBAL, samplers.Shuffle.FALSE):
            raise RuntimeError("When multiple samplers are used, ensure that the shuffle of the input sampler must "
                               f"be Shuffle.FALSE or Shuffle.GLOBAL, but got: {mode}.")
        new_sampler.add_child(current)  # the current sampler now feeds the new one
        self.sampler = new_sampler

    def use_sampler(self, new_sampler):
        """
        Replace the top sampler of the dataset (its child samplers stay).

        Args:
            new_sampler (Sampler): The new sampler.

        Raises:
            TypeError: If `new_sampler` is None or not a sampler.

        Examples:
            >>> import mindspore.dataset as ds
            >>> dataset = ds.NumpySlicesDataset(list(range(10)))
            >>> dataset.use_sampler(ds.SequentialSampler(start_index=8))
            >>> print([int(r[0]) for r in dataset.create_tuple_iterator(output_numpy=True)])
            [8, 9]
        """
        if new_sampler is None:
            raise TypeError("Input sampler can not be None.")
        if not isinstance(new_sampler, samplers.BuiltinSampler):
            raise TypeError("Input sampler is not an instance of a sampler.")
        self.dataset_size = None
        # the sampler added last is replaced: its child goes under the new one
        replaced = self.sampler
        self.sampler = replaced.child_sampler
        self.add_sampler(new_sampler)

    def is_shuffled(self):
        return self.sampler.is_shuffled() if self.sampler is not None else False

    def is_sharded(self):
        return self.sampler.is_sharded() if self.sampler is not None else False

    def _num_rows(self):
        raise TypeError(f"{type(self).__name__} does not know its row count")

    def _read_row(self, index):
        raise TypeError(f"{type(self).__name__} cannot read rows")

    def _size(self):
        n = self._num_rows()
        if n <= 0:
            return 0
        samplers.bind_source(self.sampler, self)
        return self.sampler._count(n)

    def _build(self):
        return _MappableStage(self)

    def split(self, sizes, randomize=True):
        """
        Split the dataset into disjoint datasets, each reading its own subset of row indices.

        Args:
            sizes (Union[list[int], list[float]]): Row counts of the parts, or fractions summing to 1.
            randomize (bool, optional): Whether rows are assigned to parts at random (seeded by
                :func:`mindspore.dataset.config.set_seed`). Default: ``True``.

        Returns:
            tuple[Dataset], the parts.

        Raises:
            TypeError: If `sizes` is not a list of ints or floats, or `randomize` is not a bool.
            ValueError: If `sizes` is empty, holds a non-positive size, or does not add up.

        Examples:
            >>> import mindspore.dataset as ds
            >>> dataset = ds.NumpySlicesDataset(list(range(5)), shuffle=False)
            >>> first, second = dataset.split([0.6, 0.4], randomize=False)
            >>> print([int(r[0]) for r in first.create_tuple_iterator(output_numpy=True)])
            [0, 1, 2]
        """
        type_check(randomize, (bool,), "randomize")
        rows = self._split_sizes(sizes)
        ids = self.sampler._runtime(self._num_rows()).ids() if self.sampler is not None else \
            list(range(self._num_rows()))
        if randomize:
            rng = np.random.RandomState(config.get_seed())
            ids = [ids[i] for i in rng.permutation(len(ids))]
        parts, start = [], 0
        for n in rows:
            part = copy.deepcopy(self)
            chunk = [int(i) for i in ids[start:start + n]]
            part.sampler = samplers.SubsetRandomSampler(chunk) if randomize else samplers.SubsetSampler(chunk)
            part.dataset_size = None
            parts.append(part)
            start += n
        return tuple(parts)


# ----- batch ----------------------------------------------------------------------------------------------------
def _check_batch_args(batch_size, drop_remainder, num_parallel_workers, per_batch_map, input_columns,
                      output_columns, python_multiprocessing, max_rowsize):
    _check_batch_size(batch_size)
    _if_given(num_parallel_workers, check_num_parallel_workers)
    type_check(drop_remainder, (bool,), "drop_remainder")
    _check_max_rowsize(max_rowsize)
    if input_columns is not None:
        if per_batch_map is None:
            raise ValueError("input_columns can be specified only when per_batch_map is set.")
        check_columns(input_columns, "input_columns")
        # per_batch_map takes the input columns, then a BatchInfo
        if len(_as_list(input_columns)) + 1 != len(inspect.signature(per_batch_map).parameters):
            raise ValueError("The signature of per_batch_map should match with input columns.")
    _if_given(output_columns, check_columns, "output_columns")
    _if_given(python_multiprocessing, type_check, (bool,), "python_multiprocessing")


def _check_batch_size(batch_size):
    # an int in [1, INT32_MAX] (-1 accepted), or a function of a BatchInfo
    if callable(batch_size):
        if len(inspect.signature(batch_size).parameters) != 1:
            raise ValueError("callable batch_size should take one parameter (BatchInfo).")
    elif not isinstance(batch_size, int):
        raise TypeError("batch_size should either be an int or a callable.")
    elif batch_size != -1:
        check_value(batch_size, [1, INT32_MAX], "batch_size")


def _check_max_rowsize(max_rowsize):
    if max_rowsize is None:
        return
    type_check(max_rowsize, (int, list), "max_rowsize")
    if not isinstance(max_rowsize, list):
        named = [(max_rowsize, "max_rowsize")]
    elif len(max_rowsize) == 2:
        named = [(value, f"max_rowsize[{i}]") for i, value in enumerate(max_rowsize)]
    else:
        raise TypeError("max_rowsize should be a single integer or a list[in_rowsize, out_rowsize] of length 2.")
    for value, name in named:
        _int_within(value, name, -1, INT32_MAX)


def _layout(child_cols, in_cols, out_cols):
    """(output names, function building an output row from (input row, results)) as MindSpore lays them out."""
    for col in in_cols:
        if col not in child_cols:
            raise _pipeline_error(f"Invalid parameter, input column name: {col} doesn't exist in the dataset "
                                  f"columns.")
    in_idx = [child_cols.index(c) for c in in_cols]
    if len(in_cols) == len(out_cols):
        names = list(child_cols)
        for i, name in builtins.zip(in_idx, out_cols):
            names[i] = name
        # a renamed column that takes an untouched column's name hides it (MindSpore drops it)
        keep = [j for j in range(len(names))
                if j in in_idx or names[j] not in [names[i] for i in in_idx]]

        def build(row, results):
            full = list(row)
            for i, value in builtins.zip(in_idx, results):
                full[i] = value
            return [full[j] for j in keep]
        return [names[j] for j in keep], build
    rest = [j for j in range(len(child_cols)) if j not in in_idx]

    def build(row, results):
        return list(results) + [row[j] for j in rest]
    return list(out_cols) + [child_cols[j] for j in rest], build


class _BatchStage(_Stage):
    def __init__(self, node, child):
        super().__init__(node, [child])
        self.child_cols = node.children[0]._columns()
        if node.per_batch_map is not None:
            in_cols = node.input_columns or self.child_cols
            out_cols = node.output_columns or in_cols
            self.out_names, self.build = _layout(self.child_cols, in_cols, out_cols)
            self.in_idx = [self.child_cols.index(c) for c in in_cols]
            self.n_out = len(out_cols)

    def _size_for(self, batch_num, epoch):
        size = self.node.batch_size
        if callable(size):
            try:
                size = size(BatchInfo(batch_num, epoch))
            except Exception as exc:  # noqa: BLE001 -- user code
                raise _user_exception(exc, "batch operation: the batch_size function failed.") from exc
            if not isinstance(size, int) or isinstance(size, bool) or size <= 0:
                raise _pipeline_error(f"Invalid parameter, batch_size function should return an integer greater "
                                      f"than 0, but got: {size}.")
        return size

    def _chunks(self):
        """(rows, batch number, epoch) of every batch of the pass."""
        node = self.node
        epoch = self.passes - 1
        rows = self.children[0].rows()
        batch_num = 0
        while True:
            size = self._size_for(batch_num, epoch)
            chunk = list(itertools.islice(rows, size))
            if not chunk or (len(chunk) < size and node.drop_remainder):
                return
            yield self._pad(chunk), batch_num, epoch
            batch_num += 1

    def pass_rows(self):
        node = self.node
        # per_batch_map is called in the calling thread unless workers were asked for: a function recording its
        # calls sees them in order
        workers = node.num_parallel_workers or 1
        if node.per_batch_map is None or (workers < 2 and not node.python_multiprocessing):
            for chunk, batch_num, epoch in self._chunks():
                yield self._make(chunk, batch_num, epoch)
            return
        # per_batch_map runs in the workers, the batches dealt to them in turn
        if self.pool is None:
            _start_workers(self, [functools.partial(_call_per_batch_map, node.per_batch_map)] * workers,
                           node.python_multiprocessing, node.max_rowsize, "batch")
        turns = itertools.count()
        tagged = ((chunk, ([[row[i] for row in chunk] for i in self.in_idx], batch_num, epoch))
                  for chunk, batch_num, epoch in self._chunks())
        for chunk, ok, value in self.pool.in_order(tagged, lambda: next(turns) % workers, _rows_ahead(workers)):
            if not ok:
                raise value
            yield self._assemble(chunk, value)

    def _pad(self, chunk):
        return chunk

    def _make(self, chunk, batch_num, epoch):
        node = self.node
        if node.per_batch_map is None:
            return [_stack([row[c] for row in chunk], c) for c in range(len(chunk[0]))]
        args = [[row[i] for row in chunk] for i in self.in_idx]
        return self._assemble(chunk, _call_per_batch_map(node.per_batch_map, (args, batch_num, epoch)))

    def _assemble(self, chunk, result):
        """The batch from its rows and what per_batch_map returned for them."""
        width = len(chunk[0])
        # a list is accepted as the single output column; several columns come as a tuple
        if isinstance(result, list) and self.n_out == 1:
            result = (result,)
        if not isinstance(result, tuple):
            raise _user_error(f"The returned value of per_batch_map should be a tuple, but got {type(result)}.")
        if len(result) != self.n_out:
            raise _pipeline_error(f"Invalid columns, the number of columns returned in 'per_batch_map' should "
                                  f"match the number of 'output_columns', but got {len(result)} and "
                                  f"{self.n_out}.")
        outputs = [col if isinstance(col, np.ndarray) else _stack([_to_array(v) for v in col], i)
                   for i, col in enumerate(result)]
        untouched = [None if c in self.in_idx else _stack([row[c] for row in chunk], c) for c in range(width)]
        return self.build(untouched, outputs)


def _call_per_batch_map(per_batch_map, work):
    """per_batch_map on the input columns of one batch (``work`` is (columns, batch number, epoch))."""
    args, batch_num, epoch = work
    try:
        return per_batch_map(*args, BatchInfo(batch_num, epoch))
    except Exception as exc:  # noqa: BLE001 -- user code
        raise _user_exception(exc, "batch operation: per_batch_map failed.") from exc


# keyword arguments of batch() and map() besides the named ones, with their defaults
_BATCH_OPTIONS = {"per_batch_map": None, "input_columns": None, "output_columns": None,
                  "python_multiprocessing": False, "max_rowsize": None}
_MAP_OPTIONS = {"python_multiprocessing": False, "max_rowsize": None, "cache": None, "callbacks": None,
                "offload": None}


class BatchDataset(UnionBaseDataset):
    """
    The dataset :meth:`Dataset.batch` returns.

    Args:
        input_dataset (Dataset): The dataset to batch.
        batch_size (Union[int, Callable]): Rows per batch, or a callable taking a :class:`BatchInfo`.
        drop_remainder (bool, optional): Whether to drop a last, smaller batch. Default: ``False``.
        num_parallel_workers (int, optional): Workers (validated, recorded). Default: ``None``.
        **kwargs: ``per_batch_map``, ``input_columns``, ``output_columns``, ``python_multiprocessing`` and
            ``max_rowsize`` as in :meth:`Dataset.batch`.
    """

    def __init__(self, input_dataset, batch_size, drop_remainder=False, num_parallel_workers=None, **kwargs):
        options = dict(_BATCH_OPTIONS)
        unknown = sorted(set(kwargs) - set(options))
        if unknown:
            raise TypeError(f"batch() got unexpected keyword arguments {unknown}.")
        options.update(kwargs)
        _check_batch_args(batch_size, drop_remainder, num_parallel_workers, options["per_batch_map"],
                          options["input_columns"], options["output_columns"], options["python_multiprocessing"],
                          options["max_rowsize"])
        super().__init__(input_dataset, num_parallel_workers)
        _tell_gates_batch_size(input_dataset, batch_size)
        self.batch_size, self.drop_remainder = batch_size, drop_remainder
        self.per_batch_map = options["per_batch_map"]
        self.input_columns = _as_list(options["input_columns"])
        self.output_columns = _as_list(options["output_columns"])
        self.python_multiprocessing, self.max_rowsize = options["python_multiprocessing"], options["max_rowsize"]

    def _batch_size_value(self):
        return -1 if callable(self.batch_size) else self.batch_size

    def _columns(self):
        child_cols = self.children[0]._columns()
        if self.per_batch_map is not None:
            in_cols = self.input_columns or child_cols
            return _layout(child_cols, in_cols, self.output_columns or in_cols)[0]
        return child_cols

    def _size(self):
        n = self.children[0]._size()
        if n is None or callable(self.batch_size):
            return None
        if self.drop_remainder:
            return n // self.batch_size
        return -(-n // self.batch_size)

    def _build(self):
        return _BatchStage(self, self.children[0]._build())


class _PaddedBatchStage(_BatchStage):
    def _pad(self, chunk):
        node = self.node
        cols = self.child_cols
        pad_info = node.pad_info
        if not pad_info:
            return chunk
        out = [list(row) for row in chunk]
        for c, name in enumerate(cols):
            if name not in pad_info:
                continue
            shape, value = pad_info[name]
            arrays = [row[c] for row in chunk]
            ndim = arrays[0].ndim
            biggest = [max(a.shape[d] if a.ndim > d else 0 for a in arrays) for d in range(ndim)]
            target = biggest if shape is None else [biggest[d] if s is None else s for d, s in enumerate(shape)]
            if len(target) != ndim:
                raise _pipeline_error(f"Invalid data, pad shape {list(target)} of column {name} has another rank "
                                      f"than its data {_shape_text(arrays[0].shape)}.")
            for r, a in enumerate(arrays):
                if any(a.shape[d] > target[d] for d in range(ndim)):
                    raise _pipeline_error(f"Invalid parameter, pad shape {list(target)} is smaller than the data "
                                          f"shape {_shape_text(a.shape)} of column {name}.")
                fill = value if value is not None else ("" if a.dtype.kind in "US" else 0)
                padded = np.full(target, fill, dtype=a.dtype)
                padded[tuple(slice(0, s) for s in a.shape)] = a
                out[r][c] = padded
        return out


def _check_pad_info(pad_info):
    # {column name: (shape list or None, pad value)}
    if not isinstance(pad_info, dict):
        raise TypeError(f"Argument pad_info with value {pad_info} is not of type [<class 'dict'>], "
                        f"but got {type(pad_info)}.")
    for column, spec in pad_info.items():
        type_check(column, (str,), "key in pad_info")
        type_check(spec, (tuple,), "value in pad_info")
        if len(spec) != 2:
            raise ValueError("value of pad_info should be a tuple of size 2.")
        _if_given(spec[0], type_check, (list,), "shape in pad_info")


class PaddedBatchDataset(BatchDataset):
    """
    The dataset :meth:`Dataset.padded_batch` returns.

    Args:
        input_dataset (Dataset): The dataset to batch.
        batch_size (Union[int, Callable]): Rows per batch, or a callable taking a :class:`BatchInfo`.
        drop_remainder (bool, optional): Whether to drop a last, smaller batch. Default: ``False``.
        num_parallel_workers (int, optional): Workers (validated, recorded). Default: ``None``.
        pad_info (dict, optional): ``{column: (shape, pad_value)}``. Default: ``None``, nothing is padded.
    """

    def __init__(self, input_dataset, batch_size, drop_remainder=False, num_parallel_workers=None, pad_info=None):
        super().__init__(input_dataset, batch_size, drop_remainder, num_parallel_workers)
        _if_given(pad_info, _check_pad_info)
        self.pad_info = pad_info

    def _build(self):
        return _PaddedBatchStage(self, self.children[0]._build())


# ----- map / filter ---------------------------------------------------------------------------------------------
def _check_operations(operations):
    ops = operations if isinstance(operations, list) else [operations]
    for item in ops:
        if isinstance(item, (Cell, Primitive)):
            raise ValueError(f"Input operations should not contain network computing operator like in "
                             f"mindspore.nn or mindspore.ops, got operation: {item}")
        if not callable(item):
            raise TypeError("operations is neither a transforms op (TensorOperation) nor a callable pyfunc.")
    return ops


def _fresh_ops(ops, worker=0):
    """The transforms of one map worker. MindSpore builds the operations once per worker, seeding every random
    one with the pipeline seed plus the worker's index, and deals the rows to the workers in turn."""
    out = []
    for op in ops:
        fresh = getattr(op, "_pipeline_copy", None)
        out.append(fresh(worker) if fresh is not None else op)
    return out


def _run_ops(ops, args):
    """Apply the operations of a map in turn to the input columns of one row; returns the output columns."""
    for op in ops:
        try:
            result = op(*args)
        except Exception as exc:  # noqa: BLE001 -- user code
            if isinstance(exc, RuntimeError) and str(exc).startswith("Exception thrown from"):
                raise
            raise _user_exception(exc, f"map operation: [{getattr(op, '__name__', type(op).__name__)}] "
                                       f"failed. Error description:") from exc
        args = _to_row(result)
    return args


class _MapStage(_Stage):
    def __init__(self, node, child):
        super().__init__(node, [child])
        child_cols = node.children[0]._columns()
        in_cols = node.input_columns or child_cols[:1]
        out_cols = node.output_columns or in_cols
        self.names, self.build = _layout(child_cols, in_cols, out_cols)
        self.in_idx = [child_cols.index(c) for c in in_cols]
        self.n_out = len(out_cols)
        workers = node.num_parallel_workers or config.get_num_parallel_workers()
        self.worker_ops = [_fresh_ops(node.operations, worker) for worker in range(workers)]
        self.dealt = 0
        self.callbacks = [callback.create_runtime_obj() for callback in node.callbacks]
        self.leaf = None
        if node.cache is not None:
            # the cache names a row by its index in the source, reached through other maps only
            leaf = self.children[0]
            while isinstance(leaf, _MapStage):
                leaf = leaf.children[0]
            if not getattr(leaf, "reads_by_index", False):
                raise RuntimeError("mindspore_compat caches a map only when it sits, through other map "
                                   "operations only, on a source read by index (a sampler picks its rows).")
            self.leaf = leaf
        self.step = 0

    def _apply(self, row):
        ops = self.worker_ops[self.dealt % len(self.worker_ops)]
        self.dealt += 1
        return self._finish(row, _run_ops(ops, [row[i] for i in self.in_idx]))

    def _finish(self, row, args):
        """The output row from the input row and what the operations returned for it."""
        if len(args) != self.n_out:
            raise _pipeline_error(f"Invalid columns, the number of columns returned in 'map' operations should match "
                                  f"the number of 'output_columns', but got the number of columns returned in 'map' "
                                  f"operations: {len(args)}, the number of 'output_columns': {self.n_out}.")
        hooks = config._config["debug_hook_list"] if config.get_debug_mode() else None
        for hook in hooks or []:
            args = list(hook(args))
        return self.build(row, args)

    def _cached_apply(self, row):
        if self.leaf is None:
            return self._apply(row)
        key = (self.node._cache_key, self.leaf.current_id)
        out = self.node.cache._lookup(key)
        if out is None:
            out = self._apply(row)
            self.node.cache._store(key, out)
        return out

    def _pool_kind(self):
        """How the rows of a pass are applied: "process" (worker processes), "thread" (worker threads), or None
        (one by one in the calling thread: a single worker, a cache, callbacks that follow each step, debug
        mode)."""
        if self.leaf is not None or self.callbacks or config.get_debug_mode():
            return None
        if self.node.python_multiprocessing:
            return "process"
        return "thread" if len(self.worker_ops) > 1 else None

    def _outcomes(self):
        """(row, ok, value) of every row of the pass: ok is None when the row is still to be applied here, else
        whether a worker applied the operations, value what they returned (or the exception they raised)."""
        kind = self._pool_kind()
        if kind is None:
            for row in self.children[0].rows():
                yield row, None, None
            return
        if self.pool is None:
            _start_workers(self, [functools.partial(_run_ops, ops) for ops in self.worker_ops], kind == "process",
                           self.node.max_rowsize)
        workers = len(self.worker_ops)

        def deal():  # the rows go to the workers in turn, counted over all the passes
            worker = self.dealt % workers
            self.dealt += 1
            return worker
        tagged = ((row, [row[i] for i in self.in_idx]) for row in self.children[0].rows())
        yield from self.pool.in_order(tagged, deal, _rows_ahead(workers))

    def pass_rows(self):
        mode = config.get_error_samples_mode()
        epoch = self.passes - 1
        _run_callbacks(self.callbacks, "epoch_begin", epoch + 1, 0, self.step)
        last_good = None
        step_in_epoch = 0
        for row, ok, value in self._outcomes():
            step_in_epoch += 1
            self.step += 1
            _run_callbacks(self.callbacks, "step_begin", epoch + 1, step_in_epoch, self.step)
            try:
                if ok is None:
                    out = self._cached_apply(row)
                elif ok:
                    out = self._finish(row, value)
                else:
                    raise value
            except RuntimeError:
                if mode == config.ErrorSamplesMode.RETURN:
                    raise
                if mode == config.ErrorSamplesMode.SKIP or last_good is None:
                    continue
                out = last_good
            last_good = out
            yield out
            _run_callbacks(self.callbacks, "step_end", epoch + 1, step_in_epoch, self.step)
        _run_callbacks(self.callbacks, "epoch_end", epoch + 1, step_in_epoch, self.step)


class MapDataset(UnionBaseDataset):
    """
    The dataset :meth:`Dataset.map` returns.

    Args:
        input_dataset (Dataset): The dataset to map.
        operations (Union[Callable, list[Callable]]): The transformations.
        input_columns (Union[str, list[str]], optional): Input columns. Default: ``None``, the first column.
        output_columns (Union[str, list[str]], optional): Output column names. Default: ``None``.
        num_parallel_workers (int, optional): Workers applying the operations. Default: ``None``.
        **kwargs: ``python_multiprocessing``, ``max_rowsize``, ``cache``, ``callbacks``, ``offload`` as in
            :meth:`Dataset.map`.
    """

    def __init__(self, input_dataset, operations=None, input_columns=None,
                 output_columns=None, num_parallel_workers=None, **kwargs):
        options = dict(_MAP_OPTIONS)
        unknown = sorted(set(kwargs) - set(options))
        if unknown:
            raise TypeError(f"map() got unexpected keyword arguments {unknown}.")
        options.update(kwargs)
        ops = _check_operations(operations)
        _if_given(num_parallel_workers, check_num_parallel_workers)
        type_check(options["python_multiprocessing"], (bool,), "python_multiprocessing")
        _check_max_rowsize(options["max_rowsize"])
        _if_given(options["offload"], type_check, (bool,), "offload")
        callbacks = options["callbacks"]
        if callbacks is not None:
            check = type_check_list if isinstance(callbacks, (list, tuple)) else type_check
            check(callbacks, (DSCallback,), "callbacks")
        _if_given(input_columns, check_columns, "input_columns")
        _if_given(output_columns, check_columns, "output_columns")
        super().__init__(input_dataset, num_parallel_workers, options["cache"])
        self.operations = ops
        self.input_columns, self.output_columns = _as_list(input_columns), _as_list(output_columns)
        self.python_multiprocessing = options["python_multiprocessing"]
        self.max_rowsize, self.offload = options["max_rowsize"], options["offload"]
        if callbacks is None:
            callbacks = []
        self.callbacks = list(callbacks) if isinstance(callbacks, (list, tuple)) else [callbacks]

    def _columns(self):
        child_cols = self.children[0]._columns()
        in_cols = self.input_columns or child_cols[:1]
        return _layout(child_cols, in_cols, self.output_columns or in_cols)[0]

    def _size(self):
        if config.get_error_samples_mode() == config.ErrorSamplesMode.SKIP:
            return None
        return self.children[0]._size()

    def _build(self):
        return _MapStage(self, self.children[0]._build())


class _FilterStage(_Stage):
    def __init__(self, node, child):
        super().__init__(node, [child])
        cols = node.children[0]._columns()
        in_cols = node.input_columns or cols
        for c in in_cols:
            if c not in cols:
                raise _pipeline_error(f"Invalid parameter, column name: {c} does not exist in the dataset columns.")
        self.in_idx = [cols.index(c) for c in in_cols]

    def pass_rows(self):
        predicate = self.node.predicate
        for row in self.children[0].rows():
            try:
                keep = predicate(*[row[i] for i in self.in_idx])
            except Exception as exc:  # noqa: BLE001 -- user code
                raise _user_exception(exc, "filter operation: the predicate failed.") from exc
            if bool(np.all(keep)):
                yield row


class FilterDataset(UnionBaseDataset):
    """
    The dataset :meth:`Dataset.filter` returns.

    Args:
        input_dataset (Dataset): The dataset to filter.
        predicate (Callable): Row columns -> bool.
        input_columns (Union[str, list[str]], optional): Columns given to `predicate`. Default: ``None``, all.
        num_parallel_workers (int, optional): Workers (validated, recorded). Default: ``None``.
    """

    def __init__(self, input_dataset, predicate, input_columns=None, num_parallel_workers=None):
        if callable(predicate) is False:
            raise TypeError("Predicate should be a Python function or a callable Python object.")
        _if_given(num_parallel_workers, check_num_parallel_workers)
        _if_given(input_columns, check_columns, "input_columns")
        super().__init__(input_dataset, num_parallel_workers)
        self.predicate = predicate
        self.input_columns = _as_list(input_columns)

    def _size(self):
        return None

    def _build(self):
        return _FilterStage(self, self.children[0]._build())


# ----- structural operations ------------------------------------------------------------------------------------
class _RepeatStage(_Stage):
    def pass_rows(self):
        count = self.node.count
        i = 0
        while count == -1 or i < count:
            yield from self.children[0].rows()
            i += 1


class RepeatDataset(UnionBaseDataset):
    """
    The dataset :meth:`Dataset.repeat` returns.

    Args:
        input_dataset (Dataset): The dataset to repeat.
        count (int, optional): Number of repeats, -1 or None for endless. Default: ``None``.
    """

    def __init__(self, input_dataset, count=None):
        super().__init__(input_dataset)
        self.count = -1 if count is None else count

    def _size(self):
        n = self.children[0]._size()
        if n is None:
            n = self.children[0].get_dataset_size()
        return n if self.count == -1 else n * self.count

    def _build(self):
        return _RepeatStage(self, [self.children[0]._build()])


class _SkipStage(_Stage):
    def pass_rows(self):
        return itertools.islice(self.children[0].rows(), self.node.count, None)


class SkipDataset(UnionBaseDataset):
    """
    The dataset :meth:`Dataset.skip` returns.

    Args:
        input_dataset (Dataset): The dataset.
        count (int): Rows skipped at the start of every epoch.
    """

    def __init__(self, input_dataset, count):
        super().__init__(input_dataset)
        self.count = count

    def _size(self):
        n = self.children[0]._size()
        return None if n is None else max(n - self.count, 0)

    def _build(self):
        return _SkipStage(self, [self.children[0]._build()])


class _TakeStage(_Stage):
    def pass_rows(self):
        count = self.node.count
        rows = self.children[0].rows()
        return rows if count == -1 else itertools.islice(rows, count)


class TakeDataset(UnionBaseDataset):
    """
    The dataset :meth:`Dataset.take` returns.

    Args:
        input_dataset (Dataset): The dataset.
        count (int): Rows kept at the start of every epoch (-1: all).
    """

    def __init__(self, input_dataset, count):
        super().__init__(input_dataset)
        self.count = count

    def _size(self):
        n = self.children[0]._size()
        if n is None:
            return None
        return n if self.count == -1 else min(n, self.count)

    def _build(self):
        return _TakeStage(self, [self.children[0]._build()])


class _ShuffleStage(_Stage):
    def __init__(self, node, children):
        super().__init__(node, children)
        self.gen = _rng.MT19937_64(_rng.pipeline_seed())

    def pass_rows(self):
        return _shuffle_rows(self.children[0].rows(), self.node.buffer_size, self.gen)


def _shuffle_rows(rows, size, gen):
    """MindSpore's shuffle buffer: rows leave from random slots of a buffer of `size` rows refilled in order."""
    rows = iter(rows)
    buf = list(itertools.islice(rows, size))
    active = len(buf) == size
    last = len(buf) - 1
    while last >= 0:
        slot = gen() % (last + 1)
        out = buf[slot]
        buf[slot] = buf[last]
        if active:
            nxt = next(rows, None)
            if nxt is None:
                active = False
            else:
                buf[last] = nxt
        if not active:
            last -= 1
        yield out


class ShuffleDataset(UnionBaseDataset):
    """
    The dataset :meth:`Dataset.shuffle` returns.

    Args:
        input_dataset (Dataset): The dataset to shuffle.
        buffer_size (int): Size of the shuffle buffer, in [2, INT32_MAX].
    """

    def __init__(self, input_dataset, buffer_size):
        _int_within(buffer_size, "buffer_size", 2, INT32_MAX)
        super().__init__(input_dataset)
        if self.is_sync():
            raise RuntimeError("No shuffle after sync operators.")
        self.buffer_size, self.reshuffle_each_epoch = buffer_size, True

    def is_shuffled(self):
        return True

    def _build(self):
        return _ShuffleStage(self, [self.children[0]._build()])


class _ZipStage(_Stage):
    def pass_rows(self):
        for parts in builtins.zip(*[child.rows() for child in self.children]):
            yield [v for part in parts for v in part]


class ZipDataset(UnionBaseDataset):
    """
    The dataset :func:`mindspore.dataset.zip` and :meth:`Dataset.zip` return.

    Args:
        datasets (tuple[Dataset]): The datasets to zip.
    """

    def __init__(self, datasets):
        super().__init__(list(datasets))

    def _columns(self):
        names = []
        for name in itertools.chain.from_iterable(child._columns() for child in self.children):
            if name in names:
                raise _pipeline_error(f"Invalid data, duplicate column {name} already exists when zipping "
                                      f"datasets.")
            names.append(name)
        return names

    def _size(self):
        sizes = [child._size() for child in self.children]
        return None if any(s is None for s in sizes) else min(sizes)

    def get_class_indexing(self):
        return {}

    def _build(self):
        self._columns()
        return _ZipStage(self, [child._build() for child in self.children])


class _ConcatStage(_Stage):
    def pass_rows(self):
        for child in self.children:
            yield from child.rows()


class ConcatDataset(UnionBaseDataset):
    """
    The dataset :meth:`Dataset.concat` (and ``+``) returns.

    Args:
        datasets (list[Dataset]): The datasets to concatenate.
    """

    def __init__(self, datasets):
        super().__init__(list(datasets))

    def _columns(self):
        first = self.children[0]._columns()
        for child in self.children[1:]:
            if child._columns() != first:
                raise _pipeline_error("Invalid columns, 'column name' or 'column order' of concat datasets should "
                                      "be the same.")
        return first

    def _size(self):
        sizes = [child._size() for child in self.children]
        return None if any(s is None for s in sizes) else sum(sizes)

    def get_class_indexing(self):
        return {}

    def _build(self):
        self._columns()
        return _ConcatStage(self, [child._build() for child in self.children])


class _ReorderStage(_Stage):
    def __init__(self, node, children, indices):
        super().__init__(node, children)
        self.indices = indices

    def pass_rows(self):
        idx = self.indices
        for row in self.children[0].rows():
            yield [row[i] for i in idx]


class RenameDataset(UnionBaseDataset):
    """
    The dataset :meth:`Dataset.rename` returns.

    Args:
        input_dataset (Dataset): The dataset.
        input_columns (Union[str, list[str]]): Columns to rename.
        output_columns (Union[str, list[str]]): New names.
    """

    def __init__(self, input_dataset, input_columns, output_columns):
        super().__init__(input_dataset)
        self.input_column_names = _as_list(input_columns)
        self.output_column_names = _as_list(output_columns)

    def _columns(self):
        names = list(self.children[0]._columns())
        for old, new in builtins.zip(self.input_column_names, self.output_column_names):
            if old not in names:
                raise _pipeline_error("Invalid column, column to be renamed does not exist.")
            names[names.index(old)] = new
        return names

    def _build(self):
        self._columns()
        return _ReorderStage(self, [self.children[0]._build()], list(range(len(self.children[0]._columns()))))


class ProjectDataset(UnionBaseDataset):
    """
    The dataset :meth:`Dataset.project` returns.

    Args:
        input_dataset (Dataset): The dataset.
        columns (Union[str, list[str]]): Columns to keep, in order.
    """

    def __init__(self, input_dataset, columns):
        super().__init__(input_dataset)
        self.columns = _as_list(columns)

    def _indices(self):
        names = self.children[0]._columns()
        for col in self.columns:
            if col not in names:
                raise _pipeline_error(f"Invalid column, column name: {col} does not exist.")
        return [names.index(c) for c in self.columns]

    def _columns(self):
        self._indices()
        return list(self.columns)

    def _build(self):
        return _ReorderStage(self, [self.children[0]._build()], self._indices())


def zip(datasets):  # pylint: disable=redefined-builtin
    """
    Zip datasets: a row holds the columns of one row of each dataset (column names must be unique); the result
    ends with the shortest dataset.

    Args:
        datasets (tuple[Dataset]): The datasets to zip (at least two).

    Returns:
        ZipDataset, the zipped dataset.

    Raises:
        TypeError: If `datasets` is not a tuple of Datasets.
        ValueError: If fewer than two datasets are given.

    Examples:
        >>> import mindspore.dataset as ds
        >>> a = ds.NumpySlicesDataset({"a": [1, 2]}, shuffle=False)
        >>> b = ds.NumpySlicesDataset({"b": [3, 4]}, shuffle=False)
        >>> print([[int(v) for v in row] for row in ds.zip((a, b)).create_tuple_iterator(output_numpy=True)])
        [[1, 3], [2, 4]]
    """
    type_check(datasets, (tuple,), "datasets")
    if len(datasets) <= 1:
        raise ValueError("Can't zip empty or just one dataset!")
    for data in datasets:
        type_check(data, (Dataset,), "dataset")
    return ZipDataset(datasets)


# ----- Schema ---------------------------------------------------------------------------------------------------
_DE_TYPES = ["bool", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64", "float16",
             "float32", "float64", "string", "bytes"]


def _de_type_name(de_type):
    """MindSpore dtype / numpy dtype / type name -> the schema's type name."""
    if isinstance(de_type, mstype.Type):
        if de_type == mstype.string:
            return "string"
        return np.dtype(mstype.dtype_to_nptype(de_type)).name
    if isinstance(de_type, str):
        if de_type not in _DE_TYPES:
            raise TypeError("Unknown column type.")
        return de_type
    try:
        return np.dtype(de_type).name
    except TypeError:
        raise TypeError("Unknown column type.") from None


class _Gate:
    """The counter behind a :meth:`Dataset.sync_wait`: rows pass while it is negative; updates lower it."""

    def __init__(self, rows, callback):
        self.initial = rows
        self.count = -rows
        self.callback = callback
        self.open_for_good = False
        self.cv = threading.Condition()

    def __deepcopy__(self, memo):
        return self  # copies of the pipeline share the gate with the dataset sync_update is called on

    def scale(self, batch_size):
        if isinstance(batch_size, int) and batch_size <= 0:
            raise ValueError("num_batch need to be greater than 0.")
        if isinstance(batch_size, int):
            self.initial *= batch_size
            self.count *= batch_size

    def reset(self):
        with self.cv:
            self.count = -self.initial
            self.cv.notify_all()

    def pass_row(self):
        with self.cv:
            opened = self.cv.wait_for(lambda: self.count < 0 or self.open_for_good,
                                      timeout=config.get_callback_timeout())
            if not opened:
                _logger.warning("Timeout happened in sync_wait, maybe dataset.sync_update(condition=...) is not "
                                "added after dataset.create_dict_iterator(...), now disabling lock.")
                self.open_for_good = True
            self.count += 1

    def release(self, rows=None, data=None):
        with self.cv:
            self.count -= self.initial if rows is None else rows
            if self.callback is not None:
                self.callback(data)
            self.cv.notify_all()

    def open(self):
        with self.cv:
            self.open_for_good = True
            self.cv.notify_all()


def _tell_gates_batch_size(dataset, batch_size):
    """A ``batch`` above a ``sync_wait`` counts its gate in batches of `batch_size` rows."""
    if isinstance(dataset, SyncWaitDataset):
        dataset._gate.scale(batch_size)
    for child in dataset.children:
        _tell_gates_batch_size(child, batch_size)


class _SyncWaitStage(_Stage):
    def __init__(self, node, children):
        super().__init__(node, children)
        node._gate.reset()

    def pass_rows(self):
        gate = self.node._gate
        for row in self.children[0].rows():
            gate.pass_row()
            yield row


class SyncWaitDataset(UnionBaseDataset):
    """
    The dataset :meth:`Dataset.sync_wait` returns.

    Args:
        input_dataset (Dataset): The dataset to gate.
        condition_name (str): Name of the gate.
        num_batch (int): Batches let through at the start and by every update.
        callback (Callable, optional): Called with the data of every update. Default: ``None``.

    Raises:
        ValueError: If `num_batch` is not positive.
        RuntimeError: If the pipeline has a gate named `condition_name` already.
    """

    def __init__(self, input_dataset, condition_name, num_batch, callback=None):
        super().__init__(input_dataset)
        if isinstance(num_batch, int) and num_batch <= 0:
            raise ValueError("num_batch need to be greater than 0.")
        self._condition_name = condition_name
        self._gate = _Gate(num_batch, callback)
        if condition_name in self.children[0].get_sync_notifiers():
            raise RuntimeError("Condition name is already in use.")

    def get_sync_notifiers(self):
        return {**self.children[0].get_sync_notifiers(), self._condition_name: self._gate.release}

    def is_sync(self):
        return True

    def disable_sync(self):
        self._gate.open()

    def _build(self):
        return _SyncWaitStage(self, [self.children[0]._build()])


class Schema:
    """
    Column names, types and shapes of a dataset, as written in MindSpore's JSON schema files.

    Args:
        schema_file (str, optional): Path of a JSON schema file to load. Default: ``None``.

    Raises:
        RuntimeError: If the schema file cannot be read or parsed.

    Examples:
        >>> import mindspore as ms
        >>> import mindspore.dataset as ds
        >>> schema = ds.Schema()
        >>> schema.add_column("image", de_type=ms.uint8, shape=[2, 2])
        >>> schema.add_column("label", de_type=ms.int32)
        >>> print(schema.to_json())
        {
          "columns": [
            {
              "name": "image",
              "rank": 2,
              "shape": [
                2,
                2
              ],
              "type": "uint8"
            },
            {
              "name": "label",
              "rank": 1,
              "type": "int32"
            }
          ]
        }
    """

    def __init__(self, schema_file=None):
        self.schema_file = schema_file
        self.columns = []
        self.dataset_type = ""
        self.num_rows = 0
        if schema_file is None:
            return
        type_check(schema_file, (str,), "schema_file")
        if not os.path.isfile(schema_file):
            raise RuntimeError(f"Schema file {schema_file} does not exist.")
        try:
            with open(schema_file, "r", encoding="utf-8") as handle:
                self.from_json(json.load(handle))
        except ValueError as err:
            raise RuntimeError(f"Schema file failed to load with JSON tools: {err}") from err

    def add_column(self, name, de_type, shape=None):
        """
        Add a column.

        Args:
            name (str): Column name.
            de_type (Union[mindspore.dtype, numpy.dtype, str]): Column type.
            shape (list[int], optional): Column shape. Default: ``None``, any shape.

        Raises:
            TypeError: If `name` is not a str or `de_type` is not a known type.

        Examples:
            >>> import mindspore.dataset as ds
            >>> schema = ds.Schema()
            >>> schema.add_column("x", de_type="float32", shape=[2])
            >>> print(schema.to_json().replace("\\n", "").replace(" ", ""))
            {"columns":[{"name":"x","rank":1,"shape":[2],"type":"float32"}]}
        """
        type_check(name, (str,), "name")
        column = {"name": name, "type": _de_type_name(de_type)}
        if shape is not None:
            type_check(shape, (list,), "shape")
            column["shape"] = list(shape)
        self.columns.append(column)

    def parse_columns(self, columns):
        """
        Replace the columns by those of a dict ``{name: {"type": ..., "shape": ...}}`` or a list of dicts with a
        ``"name"`` key.

        Args:
            columns (Union[dict, list[dict]]): The columns.

        Raises:
            RuntimeError: If a column lacks its name or type.

        Examples:
            >>> import mindspore.dataset as ds
            >>> schema = ds.Schema()
            >>> schema.parse_columns({"x": {"type": "int64", "shape": [1]}})
            >>> print(schema.to_json().replace("\\n", "").replace(" ", ""))
            {"columns":[{"name":"x","rank":1,"shape":[1],"type":"int64"}]}
        """
        self.columns = []
        items = columns.items() if isinstance(columns, dict) else [(c.get("name"), c) for c in columns]
        for name, spec in items:
            if name is None:
                raise RuntimeError("Column's name is missing")
            if "type" not in spec:
                raise RuntimeError(f"Column '{name}' misses \"type\" attribute.")
            self.add_column(name, spec["type"], spec.get("shape"))

    def from_json(self, json_obj):
        """
        Load the schema from a dict as found in MindSpore's schema files (keys ``columns``, ``datasetType``,
        ``numRows``).

        Args:
            json_obj (dict): The parsed JSON.

        Raises:
            RuntimeError: If ``columns`` is missing.
        """
        if "columns" not in json_obj:
            raise RuntimeError("Unknown field columns")
        self.dataset_type = json_obj.get("datasetType", "")
        self.num_rows = json_obj.get("numRows", 0)
        self.parse_columns(json_obj["columns"])

    def get_num_rows(self):
        """
        Number of rows recorded in the schema (``numRows`` of a schema file).

        Returns:
            int, the number of rows.
        """
        return self.num_rows

    def to_json(self):
        """
        The schema as JSON text.

        Returns:
            str, the JSON text.
        """
        entries = []
        for column in self.columns:
            entry = {"name": column["name"], "type": column["type"], "rank": len(column.get("shape", [None]))}
            if "shape" in column:
                entry["shape"] = column["shape"]
            entries.append(entry)
        document = {"columns": entries}
        if self.dataset_type:
            document["datasetType"] = self.dataset_type
        if self.num_rows:
            document["numRows"] = self.num_rows
        return json.dumps(document, indent=2, sort_keys=True)

    def __str__(self):
        return self.to_json()

    def _names(self):
        return [c["name"] for c in self.columns]

    def _types(self):
        return [c["type"] for c in self.columns]

