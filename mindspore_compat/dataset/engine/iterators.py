"""Iterators over a dataset's rows: :class:`TupleIterator` and :class:`DictIterator`.

Each pass (epoch) of an iterator runs in a background thread that pulls the rows through the pipeline and keeps
up to ``config.get_prefetch_size()`` of them waiting in a queue, so that reading and transforming the next rows
overlaps whatever the caller does with the current one (a training step). The rows and their order are the ones
the pipeline yields when pulled on demand: one thread pulls them all. An error raised by the pipeline reaches the
caller at the row where it happened. In debug mode (:func:`mindspore.dataset.config.set_debug_mode`) the rows
are pulled on demand in the calling thread.
"""
import contextlib
import queue
import threading
import weakref

import numpy as np

from ..core import config
from ._errors import _pipeline_error
from ...common.tensor import Tensor

__all__ = [
    "Iterator", "TupleIterator", "DictIterator"
]

_POLL_S = 0.1  # how often a producer blocked on a full queue looks whether it was told to stop
_JOIN_S = 5.0  # how long stopping waits for the producer to finish the row it is working on
_ROW, _END, _ERROR = 0, 1, 2


def _offer(out, item, stop):
    """Put `item` in the queue `out`, waiting for room; False when told to stop first."""
    while not stop.is_set():
        try:
            out.put(item, timeout=_POLL_S)
            return True
        except queue.Full:
            continue
    return False


def _produce(rows, out, stop):
    """Body of the producer thread: the rows of one pass, then the end of the pass (or the error that ended it)."""
    try:
        for row in rows:
            if not _offer(out, (_ROW, row), stop) or stop.is_set():
                return
        _offer(out, (_END, None), stop)
    except BaseException as exc:  # noqa: BLE001 -- handed to the consumer, raised at its row
        _offer(out, (_ERROR, exc), stop)
    finally:
        close = getattr(rows, "close", None)
        if close is not None:  # the stages' clean-up (workers' rounds still out) runs in the thread that ran them
            close()


class _Prefetcher:
    """One pass of a pipeline run ahead in a background thread, up to `size` rows waiting in a queue."""

    def __init__(self, rows, size):
        self.queue = queue.Queue(maxsize=size)
        self.stop_event = threading.Event()
        self.thread = threading.Thread(target=_produce, args=(rows, self.queue, self.stop_event),
                                       name="dataset-prefetch", daemon=True)
        self.thread.start()

    def __iter__(self):
        return self

    def __next__(self):
        if self.queue is None:  # the pass has ended (or failed)
            raise StopIteration
        kind, value = self.queue.get()
        if kind == _ROW:
            return value
        self.queue = None
        if kind == _ERROR:
            raise value
        raise StopIteration

    def close(self):
        """Tell the producer to stop, make room for the row it may be offering, and wait for it to leave."""
        self.stop_event.set()
        pending = self.queue
        if pending is not None:
            with contextlib.suppress(queue.Empty):
                while True:
                    pending.get_nowait()
        if self.thread is not threading.current_thread():
            self.thread.join(_JOIN_S)


def _close_live(live):
    """Stop the pass an iterator has under way (called on stop and when the iterator is collected)."""
    if live[0] is not None:
        live[0].close()
        live[0] = None


class Iterator:
    """
    Base class of the dataset iterators. Creating one builds a fresh runtime of the pipeline; iterating it to the
    end finishes an epoch, iterating it again starts the next, up to `num_epochs` epochs (-1: no limit).

    Args:
        dataset (Dataset): The dataset to iterate.
        num_epochs (int, optional): Number of epochs. Default: ``-1``.
        output_numpy (bool, optional): Whether to output numpy arrays instead of Tensors. Default: ``False``.
        do_copy (bool, optional): Accepted for compatibility (Tensors are always copies). Default: ``False``.
    """

    def __init__(self, dataset, num_epochs=-1, output_numpy=False, do_copy=False):
        self.dataset = dataset
        # columns named "_meta..." travel with the rows but are not handed out, as in MindSpore
        names = dataset._columns()
        self._kept = [i for i, name in enumerate(names) if not name.startswith("_meta")]
        if len(self._kept) == len(names):
            self._kept = None
        self._col_names = names if self._kept is None else [names[i] for i in self._kept]
        self._stage = dataset._build()
        self._num_epochs = -1 if num_epochs is None else num_epochs
        self._output_numpy = output_numpy
        self._do_copy = do_copy
        self._epoch = 0
        self._rows = None
        self._stopped = False
        self._index = 0  # rows handed out so far, over all epochs
        self._prefetch = 0 if config.get_debug_mode() else config.get_prefetch_size()
        # the producer of the pass under way; the finalizer holds the list, never the iterator
        self._live = [None]
        self._finalizer = weakref.finalize(self, _close_live, self._live)

    def __iter__(self):
        # one pass per ``iter()``: iterating again after the end of an epoch runs the next epoch
        return self._epoch_rows()

    def _epoch_rows(self):
        while True:
            try:
                yield self.__next__()
            except StopIteration:
                return

    def _next_row(self):
        if self._stopped:
            raise StopIteration
        if self._rows is None:
            if self._num_epochs != -1 and self._epoch >= self._num_epochs:
                raise _pipeline_error("EOF buffer encountered. User tries to fetch data beyond the specified number "
                                      "of epochs.")
            self._rows = self._start_pass()
        try:
            row = next(self._rows)
        except StopIteration:
            self._rows = None
            self._live[0] = None
            self._epoch += 1
            if self._epoch == self._num_epochs:
                self._stage.close()  # the last epoch is done: the workers can go
            if self.dataset.dataset_size is None:
                # as in MindSpore, a size not asked for before is the count of rows read until the end
                self.dataset.dataset_size = self._index
            raise
        self._index += 1
        return row if self._kept is None else [row[i] for i in self._kept]

    def _start_pass(self):
        """The rows of the next pass: produced ahead in a background thread, or on demand in debug mode."""
        rows = self._stage.rows()
        if not self._prefetch:
            return rows
        prefetcher = _Prefetcher(rows, self._prefetch)
        self._live[0] = prefetcher
        return prefetcher

    def _convert(self, value):
        if self._output_numpy or isinstance(value, (dict, list)):
            return value
        if isinstance(value, np.ndarray) and value.dtype.kind in "USO":
            return value
        return Tensor(value)

    def get_col_names(self):
        """
        Names of the columns the iterator outputs.

        Returns:
            list[str], the column names.
        """
        return list(self._col_names)

    def stop(self):
        """End the iteration: later calls of ``next`` raise StopIteration. The background thread producing rows
        ahead, and the map workers, are stopped."""
        self._stopped = True
        self._rows = None
        _close_live(self._live)
        self._stage.close()

    def release(self):
        """Release the pipeline (same as :meth:`stop`)."""
        self.stop()


class TupleIterator(Iterator):
    """
    Iterator yielding each row as a list of columns (what :meth:`Dataset.create_tuple_iterator` returns).

    Args:
        dataset (Dataset): The dataset to iterate.
        columns (list[str], optional): Columns to output, in order. Default: ``None``, all.
        num_epochs (int, optional): Number of epochs. Default: ``-1``.
        output_numpy (bool, optional): Whether to output numpy arrays instead of Tensors. Default: ``False``.
        do_copy (bool, optional): Accepted for compatibility. Default: ``False``.

    Raises:
        RuntimeError: If a requested column does not exist.
    """

    def __init__(self, dataset, columns=None, num_epochs=-1, output_numpy=False, do_copy=False):
        if columns is not None:
            dataset = dataset.project(columns)
        super().__init__(dataset, num_epochs, output_numpy, do_copy)

    def __next__(self):
        return [self._convert(v) for v in self._next_row()]


class DictIterator(Iterator):
    """
    Iterator yielding each row as a dict from column name to column (what :meth:`Dataset.create_dict_iterator`
    returns).

    Args:
        dataset (Dataset): The dataset to iterate.
        num_epochs (int, optional): Number of epochs. Default: ``-1``.
        output_numpy (bool, optional): Whether to output numpy arrays instead of Tensors. Default: ``False``.
        do_copy (bool, optional): Accepted for compatibility. Default: ``False``.
    """

    def __next__(self):
        row = self._next_row()
        return {name: self._convert(v) for name, v in zip(self._col_names, row)}
