"""mindspore.dataset.config: defaults, validation (MindSpore's exception types and messages), seeding."""
import os
import random

import numpy as np
import pytest

import mindspore_compat as ms
import mindspore_compat.dataset as ds
from mindspore_compat.dataset import config


def test_defaults_are_mindspores():
    assert config.get_seed() == 5489
    assert config.get_prefetch_size() == 16
    assert config.get_num_parallel_workers() == min(8, os.cpu_count())
    assert config.get_callback_timeout() == 60
    assert config.get_monitor_sampling_interval() == 1000
    assert config.get_enable_shared_mem() is True
    assert config.get_enable_watchdog() is True
    assert config.get_multiprocessing_timeout_interval() == 300
    assert config.get_error_samples_mode() == config.ErrorSamplesMode.RETURN
    assert config.get_iterator_mode() == {"do_copy": False, "parallel_convert": False}
    assert config.get_multiprocessing_start_method() == "fork"
    assert config.get_video_backend() == "CPU"


def test_set_seed_seeds_python_and_numpy_too():
    config.set_seed(11)
    assert config.get_seed() == 11
    a, b = random.random(), np.random.rand()
    config.set_seed(11)
    assert (random.random(), np.random.rand()) == (a, b)


@pytest.mark.parametrize("call, exc, message", [
    (lambda: config.set_seed(-1), ValueError,
     "seed given is not within the required range [0, UINT32_MAX(4294967295)]."),
    (lambda: config.set_seed(2 ** 32), ValueError,
     "seed given is not within the required range [0, UINT32_MAX(4294967295)]."),
    (lambda: config.set_seed(1.0), TypeError, "seed isn't of type int."),
    (lambda: config.set_seed(True), TypeError, "seed isn't of type int."),
    (lambda: config.set_prefetch_size(0), ValueError,
     "size is not within the required range (0, INT32_MAX(2147483647)]."),
    (lambda: config.set_num_parallel_workers(0), ValueError,
     "Number of parallel workers given is not within the required range (0, INT32_MAX(2147483647)]."),
    (lambda: config.set_num_parallel_workers("2"), TypeError, "num isn't of type int."),
    (lambda: config.set_numa_enable(1), TypeError, "numa_enable must be a boolean dtype."),
    (lambda: config.set_callback_timeout(0), ValueError, "Timeout given is not within the required range."),
    (lambda: config.set_autotune_interval(-1), ValueError,
     "Interval given is not within the required range [0, INT32_MAX(2147483647)]."),
    (lambda: config.set_multiprocessing_start_method("forkserver"), ValueError,
     "Input start_method is not within the valid set of ['fork', 'spawn']."),
    (lambda: config.set_error_samples_mode(1), TypeError,
     "Argument error_samples_mode with value 1 is not of type [<enum 'ErrorSamplesMode'>], but got <class 'int'>."),
    (lambda: config.set_sending_batches(1.5), TypeError, "batch_num must be an int dtype."),
])
def test_validation(call, exc, message):
    with pytest.raises(exc) as info:
        call()
    assert str(info.value) == message


def test_num_parallel_workers_bounded_by_cpus():
    with pytest.raises(RuntimeError, match=r"num_parallel_workers exceeds the boundary between 1 and \d+, as got"):
        config.set_num_parallel_workers(os.cpu_count() + 1)


def test_load_applies_known_keys(tmp_path):
    path = tmp_path / "config.cfg"
    path.write_text('{"seed": 42, "numParallelWorkers": 1, "opConnectorSize": 8, "logFilePath": "/tmp"}')
    config.load(str(path))
    assert (config.get_seed(), config.get_num_parallel_workers(), config.get_prefetch_size()) == (42, 1, 8)
    with pytest.raises(RuntimeError):
        config.load(str(tmp_path / "missing.cfg"))


def test_mindspore_set_seed_seeds_the_pipeline():
    ms.set_seed(7)
    assert config.get_seed() == 7          # as in MindSpore 2.10: mindspore.set_seed(1) makes it 1
    data = ds.NumpySlicesDataset(list(range(10)), shuffle=True)
    order = [int(r[0]) for r in data.create_tuple_iterator(output_numpy=True)]
    ds.config.set_seed(7)
    assert order == [int(r[0]) for r in data.create_tuple_iterator(output_numpy=True)]
