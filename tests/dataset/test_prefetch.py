"""Prefetching: an iterator's pass runs in a background thread that keeps up to ``config.get_prefetch_size()``
rows waiting, and the map workers run at most about that many rows ahead of the stage reading them.

The tests observe the run-ahead through sources that count the rows asked of them (never through timings): the
order of a seeded pipeline is MindSpore's whatever the prefetch size, the source is asked for later rows while the
consumer still holds an earlier one, the run-ahead stays bounded, errors reach the consumer at their row, and
stopping, breaking out of a loop, collecting the iterator and leaving the interpreter end the threads and worker
processes."""
import gc
import multiprocessing
import os
import subprocess
import sys
import textwrap
import threading
import time

import numpy as np
import pytest

import mindspore_compat.dataset as ds
import mindspore_compat.dataset.transforms as transforms
from mindspore_compat.dataset.core import config

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
_WAIT_S = 30.0  # the longest a test waits for a background thread to reach a state (a hang fails the test)


def _wait_for(condition):
    deadline = time.monotonic() + _WAIT_S
    while not condition():
        if time.monotonic() > deadline:
            return False
        time.sleep(0.01)
    return True


def _prefetch_threads():
    return [t for t in threading.enumerate() if t.name == "dataset-prefetch" and t.is_alive()]


class _Counting:
    """Generator source of `n` rows that records which rows were asked of it."""

    def __init__(self, n):
        self.n = n
        self.asked = []

    def __call__(self):
        for i in range(self.n):
            self.asked.append(i)
            yield (np.array(i, np.int32),)


def _seeded_pipeline():
    dataset = ds.NumpySlicesDataset(list(range(12)), column_names=["x"], shuffle=True)
    dataset = dataset.map(transforms.RandomApply([lambda x: x + 100], prob=0.5), num_parallel_workers=2)
    return dataset.batch(5)


@pytest.mark.parametrize("size", [1, 2, 64])
def test_seeded_order_does_not_depend_on_prefetch_size(size):
    # recorded from MindSpore 2.10.0 CPU (set_seed(3)), identical for set_prefetch_size(1) and (64)
    expected = [[103, 10, 8, 105, 111], [6, 9, 7, 100, 4], [101, 102]]
    ds.config.set_seed(3)
    ds.config.set_prefetch_size(size)
    rows = [r[0].tolist() for r in _seeded_pipeline().create_tuple_iterator(output_numpy=True, num_epochs=1)]
    assert rows == expected


def test_epochs_keep_their_order_with_prefetch():
    ds.config.set_seed(3)
    dataset = ds.NumpySlicesDataset(list(range(6)), column_names=["x"], shuffle=True)
    iterator = dataset.create_dict_iterator(output_numpy=True, num_epochs=3)
    prefetched = [[int(r["x"]) for r in iterator] for _ in range(3)]
    ds.config.set_seed(3)
    ds.config.set_debug_mode(True)  # rows pulled on demand in this thread
    iterator = dataset.create_dict_iterator(output_numpy=True, num_epochs=3)
    on_demand = [[int(r["x"]) for r in iterator] for _ in range(3)]
    assert prefetched == on_demand
    assert sorted(prefetched[0]) == list(range(6)) and prefetched[0] != prefetched[1]


@pytest.mark.parametrize("workers", [1, 2])
def test_source_runs_ahead_of_the_consumer(workers):
    source = _Counting(200)
    dataset = ds.GeneratorDataset(source, ["x"], shuffle=False).map(lambda x: x * 2, num_parallel_workers=workers)
    iterator = dataset.create_tuple_iterator(output_numpy=True, num_epochs=1)
    assert int(next(iterator)[0]) == 0
    # row 0 is held by the consumer: later rows are asked of the source before it asks for row 1
    assert _wait_for(lambda: len(source.asked) > 8)
    assert [int(r[0]) for r in iterator] == [2 * i for i in range(1, 200)]


@pytest.mark.parametrize("size", [1, 4, 16])
def test_run_ahead_is_bounded_by_prefetch_size(size):
    ds.config.set_prefetch_size(size)
    source = _Counting(500)
    dataset = ds.GeneratorDataset(source, ["x"], shuffle=False).map(lambda x: x + 1, num_parallel_workers=2)
    iterator = dataset.create_tuple_iterator(output_numpy=True, num_epochs=1)
    next(iterator)
    live = iterator._live[0]  # pylint: disable=protected-access
    assert _wait_for(lambda: live.queue.full())
    time.sleep(0.2)  # room for an unbounded producer to overrun (the assertion is about rows, not time)
    # 1 row taken + `size` waiting + 1 in the producer's hand + two rounds of the map workers (about `size`)
    rounds = 2 * 2 * max(1, -(-size // 4))
    assert len(source.asked) <= 2 + size + rounds
    iterator.stop()


def test_on_demand_in_debug_mode():
    ds.config.set_debug_mode(True)
    source = _Counting(50)
    iterator = ds.GeneratorDataset(source, ["x"], shuffle=False).create_tuple_iterator(output_numpy=True)
    next(iterator)
    assert not _prefetch_threads()
    assert source.asked == [0]
    iterator.stop()


def test_error_reaches_the_consumer_at_its_row():
    def fail_at_five(x):
        if x == 5:
            raise ValueError("five")
        return x
    dataset = ds.NumpySlicesDataset(list(range(8)), column_names=["x"], shuffle=False)
    dataset = dataset.map(fail_at_five, num_parallel_workers=2)
    got = []
    with pytest.raises(RuntimeError) as info:
        for row in dataset.create_tuple_iterator(output_numpy=True, num_epochs=1):
            got.append(int(row[0]))
    assert got == [0, 1, 2, 3, 4]
    assert "map operation: [fail_at_five] failed" in str(info.value)
    assert "ValueError: five" in str(info.value) or "five" in str(info.value)
    assert _wait_for(lambda: not _prefetch_threads())


def test_stop_ends_thread_and_worker_processes():
    gc.collect()  # pipelines of earlier tests close their workers when collected
    before = set(multiprocessing.active_children())
    source = _Counting(1000)
    dataset = ds.GeneratorDataset(source, ["x"], shuffle=False)
    dataset = dataset.map(lambda x: x + 1, num_parallel_workers=2, python_multiprocessing=True)
    iterator = dataset.create_tuple_iterator(output_numpy=True)
    assert int(next(iterator)[0]) == 1
    assert _prefetch_threads()
    started = set(multiprocessing.active_children()) - before
    assert len(started) == 2
    iterator.stop()
    assert not _prefetch_threads()
    assert _wait_for(lambda: not started & set(multiprocessing.active_children()))
    with pytest.raises(StopIteration):
        next(iterator)


def test_break_and_collection_end_the_thread():
    source = _Counting(1000)
    dataset = ds.GeneratorDataset(source, ["x"], shuffle=False).map(lambda x: x, num_parallel_workers=2)
    for i, _ in enumerate(dataset.create_tuple_iterator(output_numpy=True)):
        if i == 3:
            break
    gc.collect()
    assert _wait_for(lambda: not _prefetch_threads())
    assert len(source.asked) < 1000
    assert _wait_for(lambda: not [t for t in threading.enumerate() if t.name.startswith("map-worker")])


def test_interpreter_exit_with_a_pass_under_way():
    script = textwrap.dedent("""
        import numpy as np
        import mindspore_compat.dataset as ds
        def rows():
            for i in range(100000):
                yield (np.array(i),)
        dataset = ds.GeneratorDataset(rows, ["x"], shuffle=False).map(lambda x: x, num_parallel_workers=2)
        iterator = dataset.create_tuple_iterator(output_numpy=True)
        print(int(next(iterator)[0]))
    """)
    done = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True, timeout=120,
                          check=False)
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.split() == ["0"]


def test_prefetch_size_is_read_when_the_iterator_is_made():
    config.set_prefetch_size(3)
    source = _Counting(100)
    iterator = ds.GeneratorDataset(source, ["x"], shuffle=False).create_tuple_iterator(output_numpy=True)
    config.set_prefetch_size(50)
    next(iterator)
    live = iterator._live[0]  # pylint: disable=protected-access
    assert live.queue.maxsize == 3
    iterator.stop()
