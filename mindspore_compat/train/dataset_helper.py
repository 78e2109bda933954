"""Dataset sinking: :class:`DatasetHelper`, :func:`connect_network_with_dataset` and the prefetch queue behind them.

MindSpore sinks a dataset by sending its batches to a queue on the device, from which the network's first
operator reads. Here the queue is a bounded :class:`queue.Queue` filled by a background thread: while a step runs,
the thread already reads the next batches from the pipeline (building their Tensors on the current device, see
``_backend.device``). The step takes the next batch from the queue. An error raised while fetching is handed
over to the consumer and raised there; closing the queue ends the thread.
"""
import queue
import threading
import weakref

from .._checkparam import check_bool, check_int
from ..common.dtype import pytype_to_dtype
from ..nn.cell import Cell

__all__ = ["DatasetHelper", "connect_network_with_dataset"]

#: how many batches the background thread reads ahead of the step that runs
PREFETCH_DEPTH = 2

_END = object()  # the producer's last item: its rows are exhausted


class _Failure:
    """An exception raised in the producer thread, carried to the consumer."""

    def __init__(self, error):
        self.error = error


class _PrefetchQueue:
    """Reads ``rows`` (any iterable) in a daemon thread, at most ``depth`` items ahead of :meth:`get`.

    :meth:`get` returns the next item, raises ``StopIteration`` once the rows are exhausted, and re-raises an
    exception of the producer. :meth:`pause` / :meth:`resume` hold the producer between items; :meth:`close`
    ends it (the thread is joined) and drops what was read ahead."""

    def __init__(self, rows, depth=PREFETCH_DEPTH, name="mindspore-compat-prefetch"):
        self._queue = queue.Queue(maxsize=depth)
        self._stop = threading.Event()
        self._running = threading.Event()
        self._running.set()
        self._done = False
        self.sent = 0
        self._thread = threading.Thread(target=self._produce, args=(rows,), name=name, daemon=True)
        self._thread.start()

    def _put(self, item):
        """Put ``item`` unless closed meanwhile; returns whether it was put."""
        while not self._stop.is_set():
            try:
                self._queue.put(item, timeout=0.05)
                return True
            except queue.Full:
                continue
        return False

    def _produce(self, rows):
        try:
            for row in rows:
                while not self._running.wait(0.05):
                    if self._stop.is_set():
                        return
                if not self._put(row):
                    return
                self.sent += 1
            self._put(_END)
        except BaseException as error:  # every failure, KeyboardInterrupt included, goes to the consumer
            self._put(_Failure(error))

    def get(self):
        if self._done:
            raise StopIteration
        while True:
            try:
                item = self._queue.get(timeout=0.05)
                break
            except queue.Empty:
                if not self._thread.is_alive() and self._queue.empty():
                    self._done = True
                    raise StopIteration from None
        if item is _END:
            self._done = True
            raise StopIteration
        if isinstance(item, _Failure):
            self._done = True
            self.close()
            raise item.error
        return item

    def qsize(self):
        return self._queue.qsize()

    def pause(self):
        self._running.clear()

    def resume(self):
        self._running.set()

    def close(self):
        self._stop.set()
        self._running.set()
        if self._thread is not threading.current_thread():
            self._thread.join()
        while True:
            try:
                self._queue.get_nowait()
            except queue.Empty:
                break

    @property
    def alive(self):
        return self._thread.is_alive()


class _Batches:
    """The batches a sink reads: the pipeline's rows, epoch after epoch, without end of epoch between sinks."""

    def __init__(self, dataset, epoch_num):
        self._dataset = dataset
        self._epoch_num = epoch_num

    def __iter__(self):
        done = 0
        while self._epoch_num == -1 or done < self._epoch_num:
            for row in self._dataset.create_tuple_iterator(num_epochs=1, do_copy=True):
                yield tuple(row)
            done += 1


def _types_shapes(dataset):
    types = [pytype_to_dtype(kind) for kind in dataset.output_types()]
    return types, dataset.output_shapes()


def _row_types_shapes(row):
    return [value.dtype for value in row], [list(value.shape) for value in row]


class DatasetHelper:
    """
    Feeds a dataset to a network step by step.

    In sink mode (the default) a background thread reads the dataset ahead into a bounded queue
    (``PREFETCH_DEPTH`` batches): iterating the helper gives one empty tuple per step of a sink
    (:meth:`sink_size` steps), and the network returned by :func:`connect_network_with_dataset` takes each
    step's batch from the queue. The queue continues where the previous sink stopped, through `epoch_num`
    passes over the dataset. Without sink mode, iterating the helper gives the batches themselves, as lists
    of Tensors, for `epoch_num` passes.

    MindSpore builds device queues on GPU and Ascend only; this queue also runs on ``"CPU"``.

    Args:
        dataset (Dataset): The training data.
        dataset_sink_mode (bool): Whether to sink the data through the prefetch queue. Default: ``True``.
        sink_size (int): Steps per sink; ``-1`` for the dataset size. Default: ``-1``.
        epoch_num (int): Passes over the dataset to read. Default: ``1``.

    Raises:
        TypeError: If `dataset_sink_mode` is not a bool or `sink_size` is not an int.
        ValueError: If `sink_size` is 0 or below -1.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> import mindspore.dataset as ds
        >>> data = ds.NumpySlicesDataset({"a": np.arange(6, dtype=np.float32).reshape(3, 2)}, shuffle=False)
        >>> helper = ms.DatasetHelper(data, dataset_sink_mode=False)
        >>> for row in helper:
        ...     print(row[0])
        [0. 1.]
        [2. 3.]
        [4. 5.]
    """

    def __init__(self, dataset, dataset_sink_mode=True, sink_size=-1, epoch_num=1):
        check_bool(dataset_sink_mode, "dataset_sink_mode")
        check_int(sink_size, "sink_size")
        if sink_size < -1 or sink_size == 0:
            raise ValueError(f"The 'sink_size' must be -1 or positive, but got sink_size {sink_size}.")
        self.dataset = dataset
        self._sink_mode = dataset_sink_mode
        self._epoch_num = epoch_num
        self._sink_size = dataset.get_dataset_size() if sink_size == -1 else sink_size
        self._queue = None
        if dataset_sink_mode:
            self._queue = _PrefetchQueue(_Batches(dataset, epoch_num))
            weakref.finalize(self, self._queue.close)  # a helper dropped without release() ends its thread too
        self._ahead = None
        self._rows = None

    def __iter__(self):
        if not self._sink_mode:
            if self._rows is None:
                self._rows = iter(_Batches(self.dataset, self._epoch_num))
            return (list(row) for row in self._rows)
        return iter([()] * self._sink_size)

    def _require_sink(self, name):
        if not self._sink_mode:
            raise AttributeError(f"DatasetHelper.{name}() needs dataset_sink_mode=True.")

    def _next_batch(self):
        """The next batch of the queue (used by the connected network)."""
        self._require_sink("next_batch")
        if self._ahead is not None:
            row, self._ahead = self._ahead, None
            return row
        try:
            return self._queue.get()
        except StopIteration:
            raise RuntimeError(f"DatasetHelper: the dataset has no batch left after {self._epoch_num} "
                               f"epoch(s); create the helper with a larger 'epoch_num'.") from None

    def types_shapes(self):
        """
        The dtypes and shapes of the dataset's columns.

        Returns:
            tuple(list[mindspore.dtype], list[list[int]]).

        Examples:
            >>> import numpy as np
            >>> import mindspore as ms
            >>> import mindspore.dataset as ds
            >>> data = ds.NumpySlicesDataset({"a": np.ones((4, 3), np.float32)}, shuffle=False).batch(2)
            >>> helper = ms.DatasetHelper(data)
            >>> print(helper.types_shapes())
            ([mindspore.float32], [[2, 3]])
            >>> helper.release()
        """
        self._require_sink("types_shapes")
        return _types_shapes(self.dataset)

    def sink_size(self):
        """
        The number of steps of one sink.

        Returns:
            int, `sink_size`, or the dataset size for ``-1``.

        Examples:
            >>> import numpy as np
            >>> import mindspore as ms
            >>> import mindspore.dataset as ds
            >>> data = ds.NumpySlicesDataset({"a": np.ones((4, 3), np.float32)}, shuffle=False).batch(2)
            >>> helper = ms.DatasetHelper(data)
            >>> print(helper.sink_size())
            2
            >>> helper.release()
        """
        self._require_sink("sink_size")
        return self._sink_size

    def stop_send(self):
        """
        Hold the background thread: it reads no further batch until :meth:`continue_send`.

        Examples:
            >>> import numpy as np
            >>> import mindspore as ms
            >>> import mindspore.dataset as ds
            >>> data = ds.NumpySlicesDataset({"a": np.ones((4, 3), np.float32)}, shuffle=False).batch(2)
            >>> helper = ms.DatasetHelper(data)
            >>> helper.stop_send()
            >>> helper.continue_send()
            >>> helper.release()
        """
        self._require_sink("stop_send")
        self._queue.pause()

    def continue_send(self):
        """
        Let the background thread read ahead again after :meth:`stop_send`.

        Examples:
            >>> import numpy as np
            >>> import mindspore as ms
            >>> import mindspore.dataset as ds
            >>> data = ds.NumpySlicesDataset({"a": np.ones((4, 3), np.float32)}, shuffle=False).batch(2)
            >>> helper = ms.DatasetHelper(data)
            >>> helper.stop_send()
            >>> helper.continue_send()
            >>> print(helper.sink_size())
            2
            >>> helper.release()
        """
        self._require_sink("continue_send")
        self._queue.resume()

    def release(self):
        """
        End the background thread and drop the batches it read ahead.

        Examples:
            >>> import numpy as np
            >>> import mindspore as ms
            >>> import mindspore.dataset as ds
            >>> data = ds.NumpySlicesDataset({"a": np.ones((4, 3), np.float32)}, shuffle=False).batch(2)
            >>> helper = ms.DatasetHelper(data)
            >>> helper.release()
        """
        self._require_sink("release")
        self._queue.close()

    def get_data_info(self):
        """
        The dtypes and shapes of the next batch in the queue.

        Returns:
            tuple(list[mindspore.dtype], list[list[int]]), or ``None`` when the queue is exhausted.

        Examples:
            >>> import numpy as np
            >>> import mindspore as ms
            >>> import mindspore.dataset as ds
            >>> data = ds.NumpySlicesDataset({"a": np.ones((4, 3), np.float32)}, shuffle=False).batch(2)
            >>> helper = ms.DatasetHelper(data)
            >>> print(helper.get_data_info())
            ([mindspore.float32], [[2, 3]])
            >>> helper.release()
        """
        self._require_sink("get_data_info")
        if self._ahead is None:
            try:
                self._ahead = self._queue.get()
            except StopIteration:
                return None
        return _row_types_shapes(self._ahead)

    def get_mbuf_queue_size(self):
        """
        The number of batches read ahead and waiting in the queue.

        Returns:
            int.

        Examples:
            >>> import numpy as np
            >>> import mindspore as ms
            >>> import mindspore.dataset as ds
            >>> data = ds.NumpySlicesDataset({"a": np.ones((4, 3), np.float32)}, shuffle=False).batch(2)
            >>> helper = ms.DatasetHelper(data)
            >>> print(helper.get_mbuf_queue_size() <= 2)
            True
            >>> helper.release()
        """
        self._require_sink("get_mbuf_queue_size")
        return self._queue.qsize() + (self._ahead is not None)

    def get_send_info(self, run_context):
        """
        How far the background thread has read.

        Args:
            run_context (RunContext): The training's context (its epoch is reported back).

        Returns:
            dict, ``{"epoch": <the current epoch>, "sent": <batches read so far>}``.

        Examples:
            >>> import numpy as np
            >>> import mindspore as ms
            >>> import mindspore.dataset as ds
            >>> data = ds.NumpySlicesDataset({"a": np.ones((4, 3), np.float32)}, shuffle=False).batch(2)
            >>> helper = ms.DatasetHelper(data)
            >>> print(sorted(helper.get_send_info(None)))
            ['epoch', 'sent']
            >>> helper.release()
        """
        self._require_sink("get_send_info")
        params = run_context.original_args() if run_context is not None else None
        return {"epoch": getattr(params, "cur_epoch_num", 0), "sent": self._queue.sent}


class _DataWrapper(Cell):
    """Runs ``network`` on the next batch of a :class:`DatasetHelper`'s queue; its own inputs are ignored."""

    def __init__(self, network, helper):
        super().__init__(auto_prefix=False)
        self.network = network
        self._helper = helper

    def construct(self, *inputs):
        return self.network(*self._helper._next_batch())


def connect_network_with_dataset(network, dataset_helper):
    """
    Connect `network` to the prefetch queue of a sink-mode :class:`DatasetHelper`.

    The returned Cell takes no inputs: each call runs `network` on the next batch of the queue. A dataset can
    be connected to one network only; connecting the same network again returns the same Cell.

    Args:
        network (Cell): The network to feed.
        dataset_helper (DatasetHelper): A helper created with ``dataset_sink_mode=True``.

    Returns:
        Cell, the connected network.

    Raises:
        RuntimeError: If `dataset_helper` is not in sink mode.
        ValueError: If the helper's dataset is already connected to another network.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> import mindspore.dataset as ds
        >>> from mindspore import nn
        >>> data = ds.NumpySlicesDataset({"a": np.ones((4, 3), np.float32)}, shuffle=False).batch(2)
        >>> helper = ms.DatasetHelper(data, dataset_sink_mode=True)
        >>> net = nn.Dense(3, 1, weight_init="ones", bias_init="zeros")
        >>> sunk = ms.connect_network_with_dataset(net, helper)
        >>> for inputs in helper:
        ...     print(sunk(*inputs))
        [[3.]
         [3.]]
        [[3.]
         [3.]]
        >>> helper.release()
    """
    if not isinstance(dataset_helper, DatasetHelper) or not dataset_helper._sink_mode:
        raise RuntimeError("The API 'connect_network_with_dataset' should be called in dataset sink mode.")
    dataset = dataset_helper.dataset
    owner = getattr(dataset, "_sink_network", None)
    if owner is None:
        owner = dataset._sink_network = network
    if owner is not network:
        raise ValueError("The dataset has been connected to other network, please check the code.")
    cached = getattr(dataset, "_sink_wrapper", None)
    if cached is None or cached._helper is not dataset_helper:
        cached = dataset._sink_wrapper = _DataWrapper(network, dataset_helper)
    return cached


from .._unsupported import missing_name_hook as _missing_name_hook  # noqa: E402
__getattr__ = _missing_name_hook(__name__)
