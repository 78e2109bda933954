"""DatasetCache: MindSpore's constructor checks (types, ranges and messages recorded from MindSpore 2.10.0 CPU) and
the in-process cache that replaces MindSpore's cache server: rows read once, a cached map run once per row."""
import os

import numpy as np
import pytest
from PIL import Image

import mindspore_compat.dataset as ds


# recorded from MindSpore 2.10.0 CPU
@pytest.mark.parametrize("kwargs,error,message", [
    (dict(session_id=0), ValueError, "Input session_id is not within the required interval of [1, 4294967295]."),
    (dict(session_id=2 ** 32), ValueError,
     "Input session_id is not within the required interval of [1, 4294967295]."),
    (dict(session_id=1.5), TypeError,
     "Argument session_id with value 1.5 is not of type [<class 'int'>], but got <class 'float'>."),
    (dict(session_id=1, size=-1), ValueError, "Input size must be greater than 0."),
    (dict(session_id=1, size=1.0), TypeError,
     "Argument size with value 1.0 is not of type [<class 'int'>], but got <class 'float'>."),
    (dict(session_id=1, spilling=1), TypeError,
     "Argument spilling with value 1 is not of type [<class 'bool'>], but got <class 'int'>."),
    (dict(session_id=1, hostname=1), TypeError,
     "Argument hostname with value 1 is not of type [<class 'str'>], but got <class 'int'>."),
    (dict(session_id=1, port=80), ValueError, "Input port is not within the required interval of [1025, 65535]."),
    (dict(session_id=1, num_connections=0), ValueError,
     "Input num_connections is not within the required interval of [1, 2147483647]."),
    (dict(session_id=1, prefetch_size=0), ValueError,
     "Input prefetch_size is not within the required interval of [1, 2147483647]."),
])
def test_constructor_errors(kwargs, error, message):
    with pytest.raises(error) as info:
        ds.DatasetCache(**kwargs)
    assert str(info.value) == message


def test_attributes_and_cache_argument_type(tmp_path):
    cache = ds.DatasetCache(1)
    # recorded from MindSpore 2.10.0 CPU
    assert (cache.session_id, cache.size, cache.spilling, cache.hostname, cache.port, cache.num_connections,
            cache.prefetch_size) == (1, 0, False, None, None, None, None)
    with pytest.raises(TypeError, match=r"^Argument cache with value 3 is not of type \[<class '.*DatasetCache'>\]"):
        ds.NumpySlicesDataset([1]).map(len, cache=3)
    with pytest.raises(TypeError, match=r"^Argument cache with value 3 is not of type"):
        ds.ImageFolderDataset(str(tmp_path), cache=3)


def test_cached_map_runs_once_per_row():
    calls = []

    def count(x):
        calls.append(int(x))
        return x * 10

    cache = ds.DatasetCache(session_id=2)
    dataset = ds.NumpySlicesDataset(np.arange(4), shuffle=False).map(count, cache=cache)
    it = dataset.create_tuple_iterator(num_epochs=3, output_numpy=True)
    assert [[int(r[0]) for r in it] for _ in range(3)] == [[0, 10, 20, 30]] * 3
    assert calls == [0, 1, 2, 3]
    stat = cache.get_stat()
    assert (stat.num_mem_cached, stat.num_disk_cached, stat.avg_cache_sz) == (4, 0, 8)


def test_cached_source_keeps_its_sampler_order_and_reads_files_once(tmp_path):
    os.makedirs(tmp_path / "a")
    for i in range(3):
        Image.fromarray(np.full((2, 2, 3), i, np.uint8)).save(tmp_path / "a" / f"{i}.png")
    ds.config.set_seed(1)
    plain = ds.ImageFolderDataset(str(tmp_path), decode=True)
    expected = [[int(r[0][0, 0, 0]) for r in plain.create_tuple_iterator(output_numpy=True)]]
    ds.config.set_seed(1)
    cache = ds.DatasetCache(session_id=3)
    cached = ds.ImageFolderDataset(str(tmp_path), decode=True, cache=cache)
    assert [[int(r[0][0, 0, 0]) for r in cached.create_tuple_iterator(output_numpy=True)]] == expected
    for name in os.listdir(tmp_path / "a"):
        os.remove(tmp_path / "a" / name)  # later reads come from the cache
    rows = cached.create_tuple_iterator(num_epochs=1, output_numpy=True)
    assert sorted(int(r[0][0, 0, 0]) for r in rows) == [0, 1, 2]
    assert cache.get_stat().num_mem_cached == 3


def test_full_cache_stops_taking_rows_and_unsupported_placement():
    cache = ds.DatasetCache(session_id=4, size=1)
    big = ds.NumpySlicesDataset(np.zeros((3, 400, 400)), shuffle=False).map(lambda x: x, cache=cache)
    assert sum(1 for _ in big.create_tuple_iterator(num_epochs=1)) == 3
    assert cache.get_stat().num_mem_cached == 0  # a 1.28 MB row does not fit in 1 MB
    gen = ds.GeneratorDataset(lambda: iter([(np.array(1),)]), ["x"]).map(lambda x: x, cache=ds.DatasetCache(5))
    with pytest.raises(RuntimeError, match="caches a map only when it sits"):
        list(gen.create_tuple_iterator(num_epochs=1))
