"""Parallel map workers: ``num_parallel_workers`` threads, or worker processes with ``python_multiprocessing=True``
(and the same workers reading a random-accessible GeneratorDataset source).

Seeded random transforms with two worker processes must give the pixels real MindSpore 2.10.0 CPU recorded for
two workers (data/vision_random_cases.npz, the two-worker cases of test_vision_random.py); the other tests check
that processes, threads and one worker agree row for row, that a failing operation in a worker process reaches the
caller as the pipeline's RuntimeError at its row, and that nothing hangs (a broken loop, a dead worker, interpreter
exit)."""
import logging
import multiprocessing
import os
import subprocess
import sys
import textwrap

import numpy as np
import pytest

import mindspore_compat
import mindspore_compat.dataset as ds
import mindspore_compat.dataset.vision as vision

DATA = os.path.join(os.path.dirname(__file__), "data")
sys.path.insert(0, DATA)
import goldens_io  # noqa: E402  pylint: disable=wrong-import-position
import vision_random_cases  # noqa: E402  pylint: disable=wrong-import-position

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
pytestmark = [pytest.mark.skipif("fork" not in multiprocessing.get_all_start_methods(), reason="needs fork"),
              pytest.mark.skipif((os.cpu_count() or 1) < 2, reason="two map workers need two CPUs")]
TWO_WORKERS = [(name, expression) for name, expression in vision_random_cases.CASES
               if expression.rstrip(")").endswith(", 2")][:4]


@pytest.fixture(autouse=True)
def _seed():
    mindspore_compat.install()
    saved = ds.config.get_seed()
    yield
    ds.config.set_seed(saved)


@pytest.mark.parametrize("name,expression", TWO_WORKERS, ids=[c[0] for c in TWO_WORKERS])
def test_two_worker_processes_match_mindspore(name, expression):
    pytest.importorskip("cv2")
    namespace = vision_random_cases.namespace()

    def pipe(seed, make, images, workers=1, column="image"):
        ds.config.set_seed(seed)
        data = ds.NumpySlicesDataset({column: images}, shuffle=False)
        data = data.map(operations=make(), input_columns=[column], num_parallel_workers=workers,
                        python_multiprocessing=True)
        return [row[column] for row in data.create_dict_iterator(num_epochs=1, output_numpy=True)]
    namespace["pipe"] = pipe
    got = goldens_io.evaluate([(name, expression)], namespace)
    goldens = np.load(os.path.join(DATA, "vision_random_cases.npz"))
    # recorded from MindSpore 2.10.0 CPU (two map workers)
    want = {k: goldens[k] for k in goldens.files if k == name or k.startswith((name + "@", name + "#"))}
    assert want and not goldens_io.compare(got, want)


def _rows(workers, processes, epochs=2, size=7):
    ds.config.set_seed(21)
    images = np.random.RandomState(4).randint(0, 256, (size, 6, 5, 3)).astype(np.uint8)
    data = ds.NumpySlicesDataset({"image": images, "index": np.arange(size)}, shuffle=False)
    data = data.map([vision.RandomVerticalFlip(), vision.RandomColor((0.2, 1.8)), lambda x: x // 2], "image",
                    num_parallel_workers=workers, python_multiprocessing=processes)
    iterator = data.create_tuple_iterator(num_epochs=epochs, output_numpy=True)
    return [row for _ in range(epochs) for row in iterator]


def test_processes_threads_and_one_worker_agree():
    threads, processes = _rows(2, False), _rows(2, True)
    assert [int(row[1]) for row in processes] == list(range(7)) * 2
    assert all(np.array_equal(a[0], b[0]) for a, b in zip(threads, processes))
    one_thread, one_process = _rows(1, False), _rows(1, True)
    assert all(np.array_equal(a[0], b[0]) for a, b in zip(one_thread, one_process))
    # the second worker has its own seed: the two-worker rows differ from the one-worker rows
    assert not all(np.array_equal(a[0], b[0]) for a, b in zip(one_thread, threads))


class _Squares:
    def __len__(self):
        return 23

    def __getitem__(self, index):
        if index == 17 and _Squares.fail:
            raise KeyError("seventeen")
        return np.full((2,), index, np.int32), index * 2


def test_generator_source_workers_keep_the_sampler_order():
    # recorded from MindSpore 2.10.0 CPU: seed 5, shuffled, two epochs; the same for 1 worker, 2 threads and
    # 2 processes
    want = [20, 38, 18, 2, 24, 16, 14, 8, 34, 0, 44, 32, 28, 42, 26, 36, 40, 10, 30, 12, 4, 22, 6,
            42, 10, 6, 24, 2, 36, 34, 16, 26, 14, 28, 20, 18, 22, 4, 40, 38, 30, 8, 12, 0, 32, 44]
    _Squares.fail = False
    for workers, processes in ((1, True), (2, False), (2, True)):
        ds.config.set_seed(5)
        data = ds.GeneratorDataset(_Squares(), ["a", "b"], shuffle=True, num_parallel_workers=workers,
                                   python_multiprocessing=processes)
        iterator = data.create_tuple_iterator(num_epochs=2, output_numpy=True)
        assert [int(row[1]) for _ in range(2) for row in iterator] == want


def test_generator_source_worker_error():
    _Squares.fail = True
    data = ds.GeneratorDataset(_Squares(), ["a", "b"], shuffle=False, num_parallel_workers=2)
    with pytest.raises(RuntimeError) as info:
        list(data.create_tuple_iterator(output_numpy=True))
    assert "The '__getitem__' of the 'source' of 'GeneratorDataset' failed." in str(info.value)
    assert "KeyError: 'seventeen'" in str(info.value)


def _tens_plus_batch(x, info):
    return ([a * 10 + info.get_batch_num() for a in x],)


def test_per_batch_map_in_workers():
    # recorded from MindSpore 2.10.0 CPU, the same for 1 worker, 2 threads and 2 processes
    want = [[0, 10, 20], [31, 41, 51], [62, 72, 82], [93, 103]] * 2
    for workers, processes in ((1, False), (2, False), (2, True)):
        data = ds.NumpySlicesDataset({"x": np.arange(11), "y": np.arange(11) * 2}, shuffle=False)
        data = data.batch(3, per_batch_map=_tens_plus_batch, input_columns=["x"], num_parallel_workers=workers,
                          python_multiprocessing=processes)
        iterator = data.create_tuple_iterator(num_epochs=2, output_numpy=True)
        rows = [row for _ in range(2) for row in iterator]
        assert [row[0].tolist() for row in rows] == want
        assert rows[3][1].tolist() == [18, 20]


class _BadThirteen:
    def __len__(self):
        return 30

    def __getitem__(self, index):
        if index == 13:
            raise KeyError("thirteen")
        return (np.array(index),)


def test_source_error_comes_after_the_rows_before_it():
    for workers, processes in ((1, False), (2, False), (2, True)):
        data = ds.GeneratorDataset(_BadThirteen(), ["x"], shuffle=False)
        data = data.map(lambda x: x * 2, num_parallel_workers=workers, python_multiprocessing=processes)
        seen = []
        with pytest.raises(RuntimeError, match="thirteen"):
            for row in data.create_tuple_iterator(output_numpy=True):
                seen.append(int(row[0]))
        assert seen == list(range(0, 26, 2))


def _fails_at_five(x):
    if int(x) == 5:
        raise ValueError("no five here")
    return x * 10


def test_worker_error_reaches_the_caller_at_its_row():
    data = ds.NumpySlicesDataset({"x": np.arange(9)}, shuffle=False)
    data = data.map(_fails_at_five, num_parallel_workers=2, python_multiprocessing=True)
    seen = []
    with pytest.raises(RuntimeError) as info:
        for row in data.create_tuple_iterator(output_numpy=True):
            seen.append(int(row[0]))
    assert seen == [0, 10, 20, 30, 40]
    text = str(info.value)
    assert text.startswith("Exception thrown from user defined Python function in dataset.")
    assert "map operation: [_fails_at_five] failed." in text and "ValueError: no five here" in text


def test_skipped_and_replaced_rows_with_processes():
    saved = ds.config.get_error_samples_mode()
    try:
        for mode, want in ((ds.config.ErrorSamplesMode.SKIP, [0, 10, 20, 30, 40, 60, 70, 80]),
                           (ds.config.ErrorSamplesMode.REPLACE, [0, 10, 20, 30, 40, 40, 60, 70, 80])):
            ds.config.set_error_samples_mode(mode)
            data = ds.NumpySlicesDataset({"x": np.arange(9)}, shuffle=False)
            data = data.map(_fails_at_five, num_parallel_workers=2, python_multiprocessing=True)
            assert [int(r[0]) for r in data.create_tuple_iterator(output_numpy=True)] == want
    finally:
        ds.config.set_error_samples_mode(saved)


def test_break_and_stop_end_the_workers():
    data = ds.NumpySlicesDataset({"x": np.arange(50)}, shuffle=False)
    data = data.map(lambda x: x + 1, num_parallel_workers=2, python_multiprocessing=True)
    iterator = data.create_tuple_iterator(output_numpy=True)
    for i, row in enumerate(iterator):
        if i == 3:
            break
    assert int(row[0]) == 4
    pool = iterator._stage.pool
    assert all(p.is_alive() for p in pool.processes)
    assert [int(r[0]) for r in iterator][:2] == [5, 6]  # the same epoch goes on after the break
    processes = list(pool.processes)
    iterator.stop()
    assert iterator._stage.pool is None and not any(p.is_alive() for p in processes)


def _dies_at_three(x):
    if int(x) == 3:
        os._exit(7)
    return x


def test_a_dead_worker_process_is_an_error_not_a_hang():
    data = ds.NumpySlicesDataset({"x": np.arange(6)}, shuffle=False)
    data = data.map(_dies_at_three, num_parallel_workers=2, python_multiprocessing=True)
    with pytest.raises(RuntimeError, match="worker process 1 .* exited unexpectedly with exit code 7"):
        list(data.create_tuple_iterator(output_numpy=True))


def test_max_rowsize_warns_once_for_bigger_rows(caplog):
    data = ds.NumpySlicesDataset({"x": np.arange(3)}, shuffle=False)
    data = data.map(lambda x: np.zeros((600, 1024), np.float32), num_parallel_workers=2,
                    python_multiprocessing=True, max_rowsize=1)
    with caplog.at_level(logging.WARNING, logger="mindspore.dataset"):
        shapes = [r[0].shape for r in data.create_tuple_iterator(output_numpy=True)]
    assert shapes == [(600, 1024)] * 3
    assert [r.getMessage() for r in caplog.records].count(
        "Using shared memory queue, but rowsize is larger than allocated memory max_rowsize: 1.0MB, "
        "current rowsize: " + f"{caplog.records[0].getMessage().split('current rowsize: ')[1]}") == 1


def test_interpreter_exit_with_live_workers():
    # the pool module alone (it needs only the standard library), loaded from its file to keep the child quick
    script = textwrap.dedent("""
        import importlib.util, sys
        spec = importlib.util.spec_from_file_location("pool", sys.argv[1])
        pool = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(pool)
        workers = pool.ProcessWorkers([abs, abs])
        for i in range(20):
            workers.put(i % 2, [-i, 1 - i])
        print(workers.get(0)[1][1], workers.get(1)[1][1], *[p.pid for p in workers.processes])
    """)
    path = os.path.join(ROOT, "mindspore_compat", "dataset", "engine", "_workers.py")
    done = subprocess.run([sys.executable, "-c", script, path], capture_output=True, text=True, timeout=60,
                          check=False)
    assert done.returncode == 0, done.stderr[-2000:]
    first, second, *pids = done.stdout.split()
    assert (first, second) == ("1", "0")
    for pid in pids:  # the workers left with the interpreter
        assert _gone(int(pid))


def _gone(pid):
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii") as stat:
            return stat.read().rsplit(")", 1)[1].split()[0] in ("Z", "X")  # a zombie left for init to reap
    except FileNotFoundError:
        return True
