"""DatasetCache: rows kept in memory after their first read, shared by every pipeline given the same object.

MindSpore runs a separate cache server (``cache_admin``) that pipelines reach over TCP; mindspore_compat keeps
the rows in the process instead. The constructor takes (and checks) MindSpore's arguments; the network ones
(`hostname`, `port`, `num_connections`, `prefetch_size`) are recorded and otherwise unused, and `spilling` to disk
is not done: a cache that has reached `size` simply stops taking rows.
"""
import threading

import numpy as np

from ..core.validator_helpers import INT64_MAX, check_pos_int32, check_value, type_check

__all__ = ["DatasetCache"]

_UINT32_MAX = 4294967295


class CacheStat:
    """What :meth:`DatasetCache.get_stat` returns: rows held in memory and on disk, and their average size."""

    def __init__(self, num_mem_cached, num_disk_cached, avg_cache_sz):
        self.num_mem_cached, self.num_disk_cached, self.avg_cache_sz = num_mem_cached, num_disk_cached, avg_cache_sz

    def __repr__(self):
        return (f"CacheStat(num_mem_cached={self.num_mem_cached}, num_disk_cached={self.num_disk_cached}, "
                f"avg_cache_sz={self.avg_cache_sz})")


class DatasetCache:
    """
    A cache of pipeline rows: pass it as ``cache=`` to a source that reads files by index (ImageFolder, MNIST,
    CIFAR ...) or to a ``map`` that sits on such a source through other ``map`` operations. The first time a row
    goes through, it is stored; afterwards (later epochs, later iterators, other pipelines given the same cache)
    it is served from memory, so the source is not read and the cached ``map`` does not run again: random
    transforms keep the result of their first run, as with MindSpore's cache.

    mindspore_compat keeps the rows in this process instead of MindSpore's cache server; the network arguments are
    checked and recorded only, and nothing is spilled to disk.

    Args:
        session_id (int): Session number, in [1, 4294967295].
        size (int, optional): Memory for the rows, in MB; ``0`` is unlimited. Once full, the cache takes no more
            rows. Default: ``0``.
        spilling (bool, optional): Whether a full cache would write to disk (recorded, not done). Default:
            ``False``.
        hostname (str, optional): Cache server host (recorded only). Default: ``None``.
        port (int, optional): Cache server port, in [1025, 65535] (recorded only). Default: ``None``.
        num_connections (int, optional): Connections to the server (recorded only). Default: ``None``.
        prefetch_size (int, optional): Rows fetched ahead (recorded only). Default: ``None``.

    Raises:
        TypeError: If an argument has the wrong type.
        ValueError: If `session_id`, `size`, `port`, `num_connections` or `prefetch_size` is out of range.

    Supported Platforms:
        ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset as ds
        >>> cache = ds.DatasetCache(session_id=7)
        >>> data = ds.NumpySlicesDataset(np.arange(3), shuffle=False)
        >>> noisy = data.map(lambda x: x + np.random.randint(100), cache=cache)
        >>> rows = noisy.create_tuple_iterator(num_epochs=2, output_numpy=True)
        >>> first, second = [int(r[0]) for r in rows], [int(r[0]) for r in rows]
        >>> print(first == second, cache.get_stat().num_mem_cached)
        True 3
    """

    def __init__(self, session_id, size=0, spilling=False, hostname=None, port=None, num_connections=None,
                 prefetch_size=None):
        type_check(session_id, (int,), "session_id")
        check_value(session_id, [1, _UINT32_MAX], "session_id")
        type_check(size, (int,), "size")
        if size < 0:
            raise ValueError("Input size must be greater than 0.")
        check_value(size, [0, INT64_MAX], "size")
        type_check(spilling, (bool,), "spilling")
        # the optional server settings: (value, name, extra check)
        optional = ((hostname, "hostname", lambda v, n: type_check(v, (str,), n)),
                    (port, "port", lambda v, n: (type_check(v, (int,), n), check_value(v, (1025, 65535), n))),
                    (num_connections, "num_connections", check_pos_int32),
                    (prefetch_size, "prefetch_size", check_pos_int32))
        for value, name, check in optional:
            if value is not None:
                check(value, name)
        self.session_id, self.size, self.spilling = session_id, size, spilling
        self.hostname, self.port = hostname, port
        self.num_connections, self.prefetch_size = num_connections, prefetch_size
        self._rows = {}
        self._bytes = 0
        self._lock = threading.Lock()

    def __deepcopy__(self, memo):
        return self  # copies of a pipeline share the cache, as they share MindSpore's cache session

    def get_stat(self):
        """
        Statistics of the cache: ``num_mem_cached`` (rows held), ``num_disk_cached`` (always 0 here) and
        ``avg_cache_sz`` (average bytes per row, rounded down).

        Returns:
            CacheStat, the statistics.

        Examples:
            >>> import mindspore.dataset as ds
            >>> print(ds.DatasetCache(session_id=1).get_stat().num_mem_cached)
            0
        """
        with self._lock:
            count = len(self._rows)
            return CacheStat(count, 0, self._bytes // count if count else 0)

    def _lookup(self, key):
        with self._lock:
            row = self._rows.get(key)
        return None if row is None else [np.copy(col) for col in row]

    def _store(self, key, row):
        size = sum(np.asarray(col).nbytes for col in row)
        with self._lock:
            if key in self._rows or (self.size and self._bytes + size > self.size * 1024 * 1024):
                return
            self._rows[key] = [np.copy(col) for col in row]
            self._bytes += size
