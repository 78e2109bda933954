"""``mindspore.data_sink``: run a function on batches taken from a prefetch queue."""
import functools
import weakref

from .._checkparam import check_value_type
from .dataset_helper import _Batches, _PrefetchQueue

__all__ = ["data_sink"]


def data_sink(fn, dataset, sink_size=1, jit_config=None, input_signature=None):
    """
    Wrap `fn` so that each call feeds it batches of `dataset` read ahead by a background thread.

    Each call of the returned function runs ``fn(*batch)`` `sink_size` times, on the next `sink_size` batches
    (the dataset is read again from its start whenever it ends), and returns the last result. The thread ends
    when the returned function is garbage-collected. An error raised while reading the dataset is raised by
    the call that needed the batch.

    MindSpore builds this queue on GPU and Ascend only; here it also runs on ``"CPU"``. `jit_config` and
    `input_signature` are checked by MindSpore's graph compiler; `fn` runs as it is here.

    Args:
        fn (Function): The function to run on each batch; it takes the batch's columns as arguments.
        dataset (Dataset): The data.
        sink_size (int): Batches processed per call. Default: ``1``.
        jit_config (JitConfig): Compilation options of MindSpore's graph mode. Default: ``None``.
        input_signature (Union[Tensor, List or Tuple of Tensors]): Shapes and dtypes of `fn`'s inputs for
            MindSpore's graph compiler. Default: ``None``.

    Returns:
        Function, taking no arguments and returning the result of the last `fn` call.

    Raises:
        TypeError: If `sink_size` is not an int.
        ValueError: If `sink_size` is not positive.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> import mindspore.dataset as ds
        >>> data = ds.NumpySlicesDataset({"x": np.array([1, 2, 3], np.int32)}, shuffle=False)
        >>> step = ms.data_sink(lambda x: x * 10, data, sink_size=2)
        >>> print(step(), step())
        20 10
    """
    check_value_type("sink_size", sink_size, int, "Data sink")
    if sink_size <= 0:
        raise ValueError(f"The 'sink_size' must be positive, but got sink_size {sink_size}.")
    feed = _PrefetchQueue(_Batches(dataset, -1))

    @functools.wraps(fn)
    def sink_process(*args, **kwargs):
        out = None
        for _ in range(sink_size):
            out = fn(*feed.get())
        return out

    weakref.finalize(sink_process, feed.close)
    return sink_process


from .._unsupported import missing_name_hook as _missing_name_hook  # noqa: E402
__getattr__ = _missing_name_hook(__name__)
