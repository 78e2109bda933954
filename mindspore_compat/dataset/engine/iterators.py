"""Iterators over a dataset's rows: :class:`TupleIterator` and :class:`DictIterator`."""
import numpy as np

from ._errors import _pipeline_error
from ...common.tensor import Tensor

__all__ = [
    "Iterator", "TupleIterator", "DictIterator"
]


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
            self._rows = self._stage.rows()
        try:
            row = next(self._rows)
        except StopIteration:
            self._rows = None
            self._epoch += 1
            if self._epoch == self._num_epochs:
                self._stage.close()  # the last epoch is done: the workers can go
            if self.dataset.dataset_size is None:
                # as in MindSpore, a size not asked for before is the count of rows read until the end
                self.dataset.dataset_size = self._index
            raise
        self._index += 1
        return row if self._kept is None else [row[i] for i in self._kept]

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
        """End the iteration: later calls of ``next`` raise StopIteration."""
        self._stopped = True
        self._rows = None
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
