"""
Global configuration of the data pipeline (``mindspore.dataset.config``).

The seed drives every random choice of a pipeline (samplers, ``shuffle``, random transforms); the other settings
tune MindSpore's multi-threaded C++ engine. mindspore_compat runs pipelines in the calling thread, so those
settings are validated and recorded (and read back by their getters) but do not change how rows are produced.
"""
import json
import os
import random
from enum import IntEnum

import numpy

from ...common.seed import _add_seed_listener
from .validator_helpers import INT32_MAX, UINT32_MAX, type_check, check_valid_str

__all__ = [
    "set_sending_batches", "load", "set_seed", "get_seed", "set_prefetch_size", "get_prefetch_size",
    "set_num_parallel_workers", "get_num_parallel_workers", "set_numa_enable", "get_numa_enable",
    "set_monitor_sampling_interval", "get_monitor_sampling_interval", "set_callback_timeout",
    "get_callback_timeout", "set_auto_num_workers", "get_auto_num_workers", "set_enable_shared_mem",
    "get_enable_shared_mem", "set_enable_autotune", "get_enable_autotune", "set_autotune_interval",
    "get_autotune_interval", "set_auto_offload", "get_auto_offload", "set_enable_watchdog",
    "get_enable_watchdog", "set_fast_recovery", "get_fast_recovery", "set_debug_mode", "get_debug_mode",
    "set_error_samples_mode", "get_error_samples_mode", "ErrorSamplesMode",
    "set_multiprocessing_timeout_interval", "get_multiprocessing_timeout_interval", "set_iterator_mode",
    "get_iterator_mode", "set_multiprocessing_start_method", "get_multiprocessing_start_method",
    "set_dynamic_shape", "get_dynamic_shape", "set_video_backend", "get_video_backend",
]

DEFAULT_SEED = 5489  # std::mt19937::default_seed; while it is the seed, pipelines draw a random one


class ErrorSamplesMode(IntEnum):
    """
    What a pipeline does with a row whose transformation fails.

    - ``ErrorSamplesMode.RETURN``: raise the error (default).
    - ``ErrorSamplesMode.REPLACE``: replace the row by the last good row of the same operation.
    - ``ErrorSamplesMode.SKIP``: drop the row.

    Examples:
        >>> import mindspore.dataset as ds
        >>> print(ds.config.ErrorSamplesMode.SKIP.value)
        2
    """
    RETURN = 0
    REPLACE = 1
    SKIP = 2


def _defaults():
    # a fresh copy of MindSpore's initial settings (in the order ``__str__`` prints them)
    return {"seed": DEFAULT_SEED, "prefetch_size": 16, "num_parallel_workers": min(8, os.cpu_count() or 1),
            "numa_enable": False, "monitor_sampling_interval": 1000, "callback_timeout": 60,
            "auto_num_workers": False, "enable_shared_mem": True, "enable_autotune": False,
            "autotune_filepath": "", "autotune_interval": 0, "auto_offload": False, "enable_watchdog": True,
            "fast_recovery": True, "debug_mode": False, "debug_hook_list": None,
            "error_samples_mode": ErrorSamplesMode.RETURN, "multiprocessing_timeout_interval": 300,
            "iterator_mode": {"do_copy": False, "parallel_convert": False}, "multiprocessing_start_method": "fork",
            "dynamic_shape": False, "video_backend": "CPU", "sending_batches": 0}


_config = _defaults()


def _syntax_error(message):
    # a RuntimeError worded as MindSpore's engine words a rejected parameter
    rule = "-" * 66
    return RuntimeError(f"Syntax error. \n\n{rule}\n- Dataset Pipeline Error Message: \n{rule}\n[ERROR] {message}\n")


def _want_int(value, message):
    # TypeError(message) unless value is an int proper (bool excluded)
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(message)


def _want_range(value, low, high, message, open_low=False):
    # ValueError(message) unless low <= value <= high (low < value with open_low)
    under = value <= low if open_low else value < low
    if under or value > high:
        raise ValueError(message)


def _store_flag(key, value, message):
    # record a bool setting, TypeError(message) for anything else
    if not isinstance(value, bool):
        raise TypeError(message)
    _config[key] = value


def _store_positive(key, value, name, message):
    # record an int setting in (0, INT32_MAX]
    _want_int(value, f"{name} isn't of type int.")
    _want_range(value, 0, INT32_MAX, message, open_low=True)
    _config[key] = value


def set_seed(seed):
    """
    Set the seed of the data pipeline's random generators (samplers, shuffle, random transforms); Python's
    ``random`` and ``numpy.random`` are seeded with it as well.

    :func:`mindspore.set_seed` calls this function too. While the seed is the default (5489, never set), every
    pipeline draws its own random seed.

    Args:
        seed (int): The seed, in [0, 4294967295].

    Raises:
        TypeError: If `seed` is not an int.
        ValueError: If `seed` is out of range.

    Supported Platforms:
        ``CPU`` ``GPU`` ``Ascend``

    Examples:
        >>> import mindspore.dataset as ds
        >>> ds.config.set_seed(1000)
        >>> print(ds.config.get_seed())
        1000
    """
    _want_int(seed, "seed isn't of type int.")
    _want_range(seed, 0, UINT32_MAX, "seed given is not within the required range [0, UINT32_MAX(4294967295)].")
    _config["seed"] = seed
    random.seed(seed)
    numpy.random.seed(seed)


def get_seed():
    """
    The pipeline seed: the value last given to :func:`set_seed`, or the default 5489 (``std::mt19937``'s default
    seed).

    Returns:
        int, the seed.

    Examples:
        >>> import mindspore.dataset as ds
        >>> ds.config.set_seed(7)
        >>> print(ds.config.get_seed())
        7
    """
    return _config["seed"]


def set_prefetch_size(size):
    """
    Set how many rows the pipeline prepares ahead of its consumer. Every iterator
    (:meth:`~mindspore.dataset.Dataset.create_tuple_iterator`, :meth:`~mindspore.dataset.Dataset.create_dict_iterator`,
    the training loop's dataset) runs its pass in a background thread that keeps up to `size` rows waiting, and
    the workers of ``map`` (and of ``batch``'s `per_batch_map`, and of a GeneratorDataset source read by several
    workers) run at most about `size` rows ahead of what reads their results, so decoding and augmenting overlap
    the training step. Rows and their order do not depend on `size`. The value is read when an iterator is
    created; in debug mode the rows are produced on demand.

    Args:
        size (int): The buffer size, in (0, INT32_MAX].

    Raises:
        TypeError: If `size` is not an int.
        ValueError: If `size` is out of range.

    Examples:
        >>> import mindspore.dataset as ds
        >>> ds.config.set_prefetch_size(1000)
        >>> print(ds.config.get_prefetch_size())
        1000
    """
    _store_positive("prefetch_size", size, "size",
                    "size is not within the required range (0, INT32_MAX(2147483647)].")


def get_prefetch_size():
    """
    The prefetch size set by :func:`set_prefetch_size` (default 16).

    Returns:
        int, the prefetch size.

    Examples:
        >>> import mindspore.dataset as ds
        >>> ds.config.set_prefetch_size(16)
        >>> print(ds.config.get_prefetch_size())
        16
    """
    return _config["prefetch_size"]


def set_num_parallel_workers(num):
    """
    Set the default number of workers of the pipeline's operations: a ``map`` (and a random-access
    ``GeneratorDataset`` or a ``per_batch_map``) given no ``num_parallel_workers`` runs its work in this many
    threads, or worker processes with ``python_multiprocessing=True``.

    Args:
        num (int): The number of workers, in (0, INT32_MAX].

    Raises:
        TypeError: If `num` is not an int.
        ValueError: If `num` is out of range.
        RuntimeError: If `num` exceeds the number of CPUs.

    Examples:
        >>> import mindspore.dataset as ds
        >>> ds.config.set_num_parallel_workers(1)
        >>> print(ds.config.get_num_parallel_workers())
        1
    """
    _want_int(num, "num isn't of type int.")
    _want_range(num, 0, INT32_MAX, "Number of parallel workers given is not within the required range "
                "(0, INT32_MAX(2147483647)].", open_low=True)
    cpus = os.cpu_count() or 1
    if num > cpus:
        raise _syntax_error(f"Invalid Parameter, num_parallel_workers exceeds the boundary between 1 and {cpus}, as "
                            f"got {num}.")
    _config["num_parallel_workers"] = num


def get_num_parallel_workers():
    """
    The default number of parallel workers (default: the number of CPUs, at most 8).

    Returns:
        int, the number of workers.

    Examples:
        >>> import mindspore.dataset as ds
        >>> ds.config.set_num_parallel_workers(1)
        >>> print(ds.config.get_num_parallel_workers())
        1
    """
    return _config["num_parallel_workers"]


def set_numa_enable(numa_enable):
    """
    Set whether MindSpore binds pipeline threads to NUMA nodes (recorded only).

    Args:
        numa_enable (bool): Whether to bind.

    Raises:
        TypeError: If `numa_enable` is not a bool.

    Examples:
        >>> import mindspore.dataset as ds
        >>> ds.config.set_numa_enable(True)
        >>> print(ds.config.get_numa_enable())
        True
    """
    _store_flag("numa_enable", numa_enable, "numa_enable must be a boolean dtype.")


def get_numa_enable():
    """
    Whether NUMA binding is enabled (default ``False``).

    Returns:
        bool, the setting.

    Examples:
        >>> import mindspore.dataset as ds
        >>> ds.config.set_numa_enable(False)
        >>> print(ds.config.get_numa_enable())
        False
    """
    return _config["numa_enable"]


def set_monitor_sampling_interval(interval):
    """
    Set the sampling interval of MindSpore's performance monitor, in milliseconds (recorded only).

    Args:
        interval (int): The interval, in (0, INT32_MAX].

    Raises:
        TypeError: If `interval` is not an int.
        ValueError: If `interval` is out of range.

    Examples:
        >>> import mindspore.dataset as ds
        >>> ds.config.set_monitor_sampling_interval(100)
        >>> print(ds.config.get_monitor_sampling_interval())
        100
    """
    _store_positive("monitor_sampling_interval", interval, "interval",
                    "Interval given is not within the required range (0, INT32_MAX(2147483647)].")


def get_monitor_sampling_interval():
    """
    The performance monitor's sampling interval (default 1000).

    Returns:
        int, the interval in milliseconds.

    Examples:
        >>> import mindspore.dataset as ds
        >>> ds.config.set_monitor_sampling_interval(1000)
        >>> print(ds.config.get_monitor_sampling_interval())
        1000
    """
    return _config["monitor_sampling_interval"]


def set_callback_timeout(timeout):
    """
    Set the timeout, in seconds, of the wait of a :class:`mindspore.dataset.WaitedDSCallback` (recorded only).

    Args:
        timeout (int): The timeout, in (0, INT32_MAX].

    Raises:
        TypeError: If `timeout` is not an int.
        ValueError: If `timeout` is out of range.

    Examples:
        >>> import mindspore.dataset as ds
        >>> ds.config.set_callback_timeout(100)
        >>> print(ds.config.get_callback_timeout())
        100
    """
    _store_positive("callback_timeout", timeout, "timeout", "Timeout given is not within the required range.")


def get_callback_timeout():
    """
    The callback timeout (default 60).

    Returns:
        int, the timeout in seconds.

    Examples:
        >>> import mindspore.dataset as ds
        >>> ds.config.set_callback_timeout(60)
        >>> print(ds.config.get_callback_timeout())
        60
    """
    return _config["callback_timeout"]


def set_auto_num_workers(enable):
    """
    Set whether MindSpore picks the workers of each operation automatically (recorded only).

    Args:
        enable (bool): Whether to pick them automatically.

    Raises:
        TypeError: If `enable` is not a bool.

    Examples:
        >>> import mindspore.dataset as ds
        >>> ds.config.set_auto_num_workers(True)
        >>> print(ds.config.get_auto_num_workers())
        True
    """
    _store_flag("auto_num_workers", enable, "enable must be of type bool.")


def get_auto_num_workers():
    """
    Whether automatic worker numbers are enabled (default ``False``).

    Returns:
        bool, the setting.

    Examples:
        >>> import mindspore.dataset as ds
        >>> ds.config.set_auto_num_workers(False)
        >>> print(ds.config.get_auto_num_workers())
        False
    """
    return _config["auto_num_workers"]


def set_enable_shared_mem(enable):
    """
    Set whether multiprocessing workers pass rows through shared memory (recorded only; deprecated in
    MindSpore 2.8).

    Args:
        enable (bool): Whether to use shared memory.

    Raises:
        TypeError: If `enable` is not a bool.

    Examples:
        >>> import mindspore.dataset as ds
        >>> ds.config.set_enable_shared_mem(True)
        >>> print(ds.config.get_enable_shared_mem())
        True
    """
    _store_flag("enable_shared_mem", enable, "enable must be of type bool.")


def get_enable_shared_mem():
    """
    Whether shared memory is enabled (default ``True``).

    Returns:
        bool, the setting.

    Examples:
        >>> import mindspore.dataset as ds
        >>> ds.config.set_enable_shared_mem(False)
        >>> print(ds.config.get_enable_shared_mem())
        False
    """
    return _config["enable_shared_mem"]


def set_enable_autotune(enable, filepath_prefix=None):
    """
    Set whether MindSpore tunes the pipeline's workers and buffers while it runs (recorded only).

    Args:
        enable (bool): Whether to tune.
        filepath_prefix (str, optional): Where the tuned configuration would be saved. Default: ``None``.

    Raises:
        TypeError: If `enable` is not a bool or `filepath_prefix` is not a str.
        RuntimeError: If `filepath_prefix` is the empty string, or its folder does not exist, while `enable` is
            ``True``.

    Examples:
        >>> import os, tempfile
        >>> import mindspore.dataset as ds
        >>> ds.config.set_enable_autotune(True, os.path.join(tempfile.mkdtemp(), "autotune_out"))
        >>> print(ds.config.get_enable_autotune())
        True
        >>> ds.config.set_enable_autotune(False)
    """
    if not isinstance(enable, bool):
        raise TypeError("enable must be of type bool.")
    if not isinstance(filepath_prefix, str) and filepath_prefix:
        raise TypeError(f"json_filepath must be a str value but was: {filepath_prefix}.")
    if enable:
        _check_autotune_prefix(filepath_prefix)
    _config["enable_autotune"] = enable
    _config["autotune_filepath"] = filepath_prefix or ""


def get_enable_autotune():
    """
    Whether autotune is enabled (default ``False``).

    Returns:
        bool, the setting.

    Examples:
        >>> import mindspore.dataset as ds
        >>> ds.config.set_enable_autotune(False)
        >>> print(ds.config.get_enable_autotune())
        False
    """
    return _config["enable_autotune"]


def _check_autotune_prefix(prefix):
    # an enabled autotune needs a non-empty file prefix, if any, in an existing folder
    if prefix == "":
        raise RuntimeError("The value of json_filepath cannot be the empty string.")
    if not prefix:
        return
    folder = os.path.dirname(os.path.realpath(prefix))
    if not os.path.isdir(folder):
        raise _syntax_error(f"Invalid json_filepath parameter.  Directory <{folder}> does not exist.")


def set_autotune_interval(interval):
    """
    Set the autotune interval, in steps (recorded only).

    Args:
        interval (int): The interval, in [0, INT32_MAX]; 0 means once per epoch.

    Raises:
        TypeError: If `interval` is not an int.
        ValueError: If `interval` is out of range.

    Examples:
        >>> import mindspore.dataset as ds
        >>> ds.config.set_autotune_interval(30)
        >>> print(ds.config.get_autotune_interval())
        30
    """
    _want_int(interval, "interval must be of type int.")
    _want_range(interval, 0, INT32_MAX, "Interval given is not within the required range [0, INT32_MAX(2147483647)].")
    _config["autotune_interval"] = interval


def get_autotune_interval():
    """
    The autotune interval (default 0).

    Returns:
        int, the interval.

    Examples:
        >>> import mindspore.dataset as ds
        >>> ds.config.set_autotune_interval(0)
        >>> print(ds.config.get_autotune_interval())
        0
    """
    return _config["autotune_interval"]


def set_auto_offload(offload):
    """
    Set whether suitable transforms are offloaded to the device (recorded only: nothing is offloaded).

    Args:
        offload (bool): Whether to offload.

    Raises:
        TypeError: If `offload` is not a bool.

    Examples:
        >>> import mindspore.dataset as ds
        >>> ds.config.set_auto_offload(True)
        >>> print(ds.config.get_auto_offload())
        True
    """
    _store_flag("auto_offload", offload, "offload must be a bool dtype")


def get_auto_offload():
    """
    Whether automatic offload is enabled (default ``False``).

    Returns:
        bool, the setting.

    Examples:
        >>> import mindspore.dataset as ds
        >>> ds.config.set_auto_offload(False)
        >>> print(ds.config.get_auto_offload())
        False
    """
    return _config["auto_offload"]


def set_enable_watchdog(enable):
    """
    Set whether MindSpore watches its worker processes (recorded only: there are none).

    Args:
        enable (bool): Whether to watch.

    Raises:
        TypeError: If `enable` is not a bool.

    Examples:
        >>> import mindspore.dataset as ds
        >>> ds.config.set_enable_watchdog(False)
        >>> print(ds.config.get_enable_watchdog())
        False
    """
    _store_flag("enable_watchdog", enable, "enable must be a boolean dtype.")


def get_enable_watchdog():
    """
    Whether the watchdog is enabled (default ``True``).

    Returns:
        bool, the setting.

    Examples:
        >>> import mindspore.dataset as ds
        >>> ds.config.set_enable_watchdog(True)
        >>> print(ds.config.get_enable_watchdog())
        True
    """
    return _config["enable_watchdog"]


def set_fast_recovery(fast_recovery):
    """
    Set whether a resumed pipeline skips transforms while it fast-forwards (recorded only).

    Args:
        fast_recovery (bool): Whether to recover fast.

    Raises:
        TypeError: If `fast_recovery` is not a bool.

    Examples:
        >>> import mindspore.dataset as ds
        >>> ds.config.set_fast_recovery(False)
        >>> print(ds.config.get_fast_recovery())
        False
    """
    _store_flag("fast_recovery", fast_recovery, "fast_recovery must be a boolean dtype.")


def get_fast_recovery():
    """
    Whether fast recovery is enabled (default ``True``).

    Returns:
        bool, the setting.

    Examples:
        >>> import mindspore.dataset as ds
        >>> ds.config.set_fast_recovery(True)
        >>> print(ds.config.get_fast_recovery())
        True
    """
    return _config["fast_recovery"]


def set_debug_mode(debug_mode_flag, debug_hook_list=None):
    """
    Set the pipeline's debug mode. mindspore_compat always runs pipelines in one thread, as MindSpore's debug mode
    does; when the mode is on, every callable of `debug_hook_list` is called with the columns of each row a
    ``map`` operation produces (a list of numpy arrays) and returns them.

    Args:
        debug_mode_flag (bool): Whether debug mode is on.
        debug_hook_list (list, optional): Callables receiving and returning the columns. Default: ``None``.

    Raises:
        TypeError: If `debug_mode_flag` is not a bool, or `debug_hook_list` is not a list of callables.

    Examples:
        >>> import mindspore.dataset as ds
        >>> ds.config.set_debug_mode(True)
        >>> print(ds.config.get_debug_mode())
        True
        >>> ds.config.set_debug_mode(False)
    """
    if not isinstance(debug_mode_flag, bool):
        raise TypeError("debug_mode_flag isn't of type boolean.")
    hooks = [] if debug_hook_list is None else debug_hook_list
    if not isinstance(hooks, list):
        raise TypeError("debug_hook_list is not a list.")
    if not all(callable(hook) for hook in hooks):
        raise TypeError("All items in debug_hook_list must be of type DebugHook.")
    _config["debug_mode"] = debug_mode_flag
    _config["debug_hook_list"] = debug_hook_list


def get_debug_mode():
    """
    Whether debug mode is on (default ``False``).

    Returns:
        bool, the setting.

    Examples:
        >>> import mindspore.dataset as ds
        >>> print(ds.config.get_debug_mode())
        False
    """
    return _config["debug_mode"]


def set_error_samples_mode(error_samples_mode):
    """
    Set what a ``map`` operation does with a row whose transformation raises: raise (``RETURN``), replace it by
    the last good row (``REPLACE``) or drop it (``SKIP``).

    Args:
        error_samples_mode (ErrorSamplesMode): The mode.

    Raises:
        TypeError: If `error_samples_mode` is not an :class:`ErrorSamplesMode`.

    Examples:
        >>> import mindspore.dataset as ds
        >>> ds.config.set_error_samples_mode(ds.config.ErrorSamplesMode.SKIP)
        >>> print(ds.config.get_error_samples_mode() == ds.config.ErrorSamplesMode.SKIP)
        True
        >>> ds.config.set_error_samples_mode(ds.config.ErrorSamplesMode.RETURN)
    """
    type_check(error_samples_mode, (ErrorSamplesMode,), "error_samples_mode")
    _config["error_samples_mode"] = error_samples_mode


def get_error_samples_mode():
    """
    The error samples mode (default ``ErrorSamplesMode.RETURN``).

    Returns:
        ErrorSamplesMode, the mode.

    Examples:
        >>> import mindspore.dataset as ds
        >>> print(ds.config.get_error_samples_mode().name)
        RETURN
    """
    return _config["error_samples_mode"]


def set_multiprocessing_timeout_interval(interval):
    """
    Set how often, in seconds, MindSpore warns about a slow worker process (recorded only).

    Args:
        interval (int): The interval, in (0, INT32_MAX].

    Raises:
        TypeError: If `interval` is not an int.
        ValueError: If `interval` is out of range.

    Examples:
        >>> import mindspore.dataset as ds
        >>> ds.config.set_multiprocessing_timeout_interval(30)
        >>> print(ds.config.get_multiprocessing_timeout_interval())
        30
    """
    _store_positive("multiprocessing_timeout_interval", interval, "interval",
                    "Interval given is not within the required range (0, INT32_MAX(2147483647)).")


def get_multiprocessing_timeout_interval():
    """
    The multiprocessing timeout interval (default 300).

    Returns:
        int, the interval in seconds.

    Examples:
        >>> import mindspore.dataset as ds
        >>> ds.config.set_multiprocessing_timeout_interval(300)
        >>> print(ds.config.get_multiprocessing_timeout_interval())
        300
    """
    return _config["multiprocessing_timeout_interval"]


def set_iterator_mode(do_copy=False, parallel_convert=False):
    """
    Set how iterators convert rows to Tensors (recorded only: iterators of mindspore_compat always copy).

    Args:
        do_copy (bool, optional): Whether rows are copied into Tensors. Default: ``False``.
        parallel_convert (bool, optional): Whether rows are converted in a separate thread. Default: ``False``.

    Raises:
        TypeError: If an argument is not a bool.

    Examples:
        >>> import mindspore.dataset as ds
        >>> ds.config.set_iterator_mode(do_copy=True)
        >>> print(ds.config.get_iterator_mode())
        {'do_copy': True, 'parallel_convert': False}
        >>> ds.config.set_iterator_mode()
    """
    mode = {"do_copy": do_copy, "parallel_convert": parallel_convert}
    for name, flag in mode.items():
        type_check(flag, (bool,), name)
    _config["iterator_mode"] = mode


def get_iterator_mode():
    """
    The iterator mode.

    Returns:
        dict, with keys ``'do_copy'`` and ``'parallel_convert'``.

    Examples:
        >>> import mindspore.dataset as ds
        >>> print(ds.config.get_iterator_mode())
        {'do_copy': False, 'parallel_convert': False}
    """
    return dict(_config["iterator_mode"])


def set_multiprocessing_start_method(start_method="fork"):
    """
    Set how worker processes would be started (recorded only).

    Args:
        start_method (str, optional): ``'fork'`` or ``'spawn'``. Default: ``'fork'``.

    Raises:
        TypeError: If `start_method` is not a str.
        ValueError: If `start_method` is neither ``'fork'`` nor ``'spawn'``.

    Examples:
        >>> import mindspore.dataset as ds
        >>> ds.config.set_multiprocessing_start_method("spawn")
        >>> print(ds.config.get_multiprocessing_start_method())
        spawn
        >>> ds.config.set_multiprocessing_start_method()
    """
    check_valid_str(start_method, ["fork", "spawn"], "start_method")  # the type is checked first
    _config["multiprocessing_start_method"] = start_method


def get_multiprocessing_start_method():
    """
    The worker start method (default ``'fork'``).

    Returns:
        str, the method.

    Examples:
        >>> import mindspore.dataset as ds
        >>> print(ds.config.get_multiprocessing_start_method())
        fork
    """
    return _config["multiprocessing_start_method"]


def set_dynamic_shape(is_dynamic):
    """
    Set whether the pipeline reports dynamic shapes to sink-mode training (recorded only).

    Args:
        is_dynamic (bool): Whether shapes are dynamic.

    Raises:
        TypeError: If `is_dynamic` is not a bool.

    Examples:
        >>> import mindspore.dataset as ds
        >>> ds.config.set_dynamic_shape(True)
        >>> print(ds.config.get_dynamic_shape())
        True
    """
    _store_flag("dynamic_shape", is_dynamic, "is_dynamic must be a boolean dtype.")


def get_dynamic_shape():
    """
    Whether dynamic shapes are set (default ``False``).

    Returns:
        bool, the setting.

    Examples:
        >>> import mindspore.dataset as ds
        >>> ds.config.set_dynamic_shape(False)
        >>> print(ds.config.get_dynamic_shape())
        False
    """
    return _config["dynamic_shape"]


def set_video_backend(backend):
    """
    Set the backend of video decoding (recorded only).

    Args:
        backend (str): ``'CPU'`` or ``'Ascend'``.

    Raises:
        TypeError: If `backend` is not a str.
        ValueError: If `backend` is not one of the two.

    Examples:
        >>> import mindspore.dataset as ds
        >>> ds.config.set_video_backend("CPU")
        >>> print(ds.config.get_video_backend())
        CPU
    """
    check_valid_str(backend, ["CPU", "Ascend"], "backend")  # the type is checked first
    _config["video_backend"] = backend


def get_video_backend():
    """
    The video backend (default ``'CPU'``).

    Returns:
        str, the backend.

    Examples:
        >>> import mindspore.dataset as ds
        >>> print(ds.config.get_video_backend())
        CPU
    """
    return _config["video_backend"]


def set_sending_batches(batch_num):
    """
    Set how many batches sink mode sends to the device before it waits (recorded only: sink mode is not
    supported by mindspore_compat).

    Args:
        batch_num (int): The number of batches.

    Raises:
        TypeError: If `batch_num` is not an int.

    Examples:
        >>> import mindspore.dataset as ds
        >>> ds.config.set_sending_batches(10)
    """
    _want_int(batch_num, "batch_num must be an int dtype.")
    _config["sending_batches"] = batch_num


_LOAD_KEYS = {"seed": set_seed, "numParallelWorkers": set_num_parallel_workers, "opConnectorSize": set_prefetch_size,
              "monitorSamplingInterval": set_monitor_sampling_interval, "callbackTimeout": set_callback_timeout,
              "numaEnable": set_numa_enable, "autoNumWorkers": set_auto_num_workers}


def load(file):
    """
    Load settings from a JSON file such as MindSpore's ``config.cfg``: the keys ``seed``, ``numParallelWorkers``,
    ``opConnectorSize``, ``monitorSamplingInterval``, ``callbackTimeout``, ``numaEnable`` and ``autoNumWorkers``
    are applied; other keys of MindSpore's engine (buffer and connector sizes, log paths) are ignored.

    Args:
        file (str): Path of the JSON file.

    Raises:
        RuntimeError: If the file cannot be read or is not valid JSON.

    Examples:
        >>> import json, os, tempfile
        >>> import mindspore.dataset as ds
        >>> path = os.path.join(tempfile.mkdtemp(), "config.cfg")
        >>> with open(path, "w") as f:
        ...     json.dump({"seed": 5}, f)
        >>> ds.config.load(path)
        >>> print(ds.config.get_seed())
        5
    """
    try:
        with open(file, "r", encoding="utf-8") as handle:
            settings = json.load(handle)
    except (OSError, ValueError, TypeError) as exc:
        raise RuntimeError(f"Failed to load the config file {file}: {exc}") from exc
    for key, setter in _LOAD_KEYS.items():  # in this order, so that the first bad value is the one reported
        if key in settings:
            setter(settings[key])


def __str__():
    return str(_config)


# mindspore.set_seed seeds the pipelines too, as in MindSpore
_add_seed_listener(set_seed)
