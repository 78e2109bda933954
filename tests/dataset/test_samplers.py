"""Row order of samplers and shuffle: the sequences MindSpore 2.10 produced for the same seeds (recorded with the
real MindSpore on CPU), epoch-to-epoch reshuffling, sharding, and sampler validation."""
import numpy as np
import pytest

import mindspore_compat.dataset as ds
from mindspore_compat.dataset.engine import _rng


def rows(dataset, **kw):
    return [int(r[0]) for r in dataset.create_tuple_iterator(output_numpy=True, **kw)]


def epochs(dataset, n):
    it = dataset.create_tuple_iterator(num_epochs=n, output_numpy=True)
    return [[int(r[0]) for r in it] for _ in range(n)]


def test_rng_primitives_match_the_cpp_standard_library():
    # std::mt19937(5489) 10000th output is 4123659995 (C++ standard, [rand.predef])
    gen = _rng.MT19937(5489)
    for _ in range(9999):
        gen()
    assert gen() == 4123659995
    # std::mt19937_64(5489) 10000th output is 9981545732273789042 (C++ standard)
    gen64 = _rng.MT19937_64(5489)
    for _ in range(9999):
        gen64()
    assert gen64() == 9981545732273789042


def test_shuffle_buffer_order_matches_mindspore():
    ds.config.set_seed(0)
    data = ds.NumpySlicesDataset(list(range(10)), shuffle=False).shuffle(4)
    assert epochs(data, 2) == [[2, 4, 1, 3, 0, 6, 9, 7, 8, 5], [3, 0, 2, 5, 4, 1, 9, 6, 8, 7]]
    ds.config.set_seed(123)
    assert rows(ds.NumpySlicesDataset(list(range(10)), shuffle=False).shuffle(3)) == [0, 2, 1, 4, 3, 7, 6, 5, 9, 8]


def test_shuffle_buffer_semantics():
    # a buffer of 2 can only move a row one place ahead of the rows not yet read
    ds.config.set_seed(5)
    out = rows(ds.NumpySlicesDataset(list(range(50)), shuffle=False).shuffle(2))
    assert sorted(out) == list(range(50))
    for i, value in enumerate(out):
        assert value <= i + 1
    # a buffer larger than the dataset drains it completely
    ds.config.set_seed(5)
    assert sorted(rows(ds.NumpySlicesDataset(list(range(5)), shuffle=False).shuffle(100))) == list(range(5))


def test_random_sampler_order_and_reshuffle_per_epoch():
    ds.config.set_seed(0)
    data = ds.NumpySlicesDataset(list(range(10)), shuffle=True)
    assert epochs(data, 3) == [[0, 2, 1, 5, 9, 8, 4, 7, 6, 3], [3, 0, 1, 8, 7, 9, 4, 5, 2, 6],
                               [9, 3, 8, 0, 2, 7, 4, 1, 5, 6]]
    assert rows(ds.NumpySlicesDataset(list(range(9)))) == [2, 4, 6, 0, 5, 1, 8, 3, 7]


def test_new_iterators_restart_from_the_seed():
    ds.config.set_seed(0)
    data = ds.NumpySlicesDataset(list(range(6)), shuffle=True)
    assert [int(r[0]) for r in data] == [0, 2, 1, 5, 3, 4]
    assert [int(r[0]) for r in data] == [0, 2, 1, 5, 3, 4]
    assert epochs(data, 2) == [[0, 2, 1, 5, 3, 4], [2, 0, 1, 4, 5, 3]]


@pytest.mark.parametrize("n, first", [(1000, [591, 790, 207, 834, 584, 814, 640, 622]),
                                      (3000, [2578, 2608, 2918, 1446, 584, 1429, 1492, 1514]),
                                      (70000, [68737, 37819, 55518, 21721, 46481, 40530, 62948, 55475])])
def test_large_shuffles_match_mindspore(n, first):
    ds.config.set_seed(7)
    it = ds.NumpySlicesDataset(np.arange(n)).create_tuple_iterator(output_numpy=True)
    assert [int(next(it)[0]) for _ in range(8)] == first


def test_num_samples_with_shuffle_samples_with_replacement():
    ds.config.set_seed(0)
    data = ds.NumpySlicesDataset(list(range(10)), num_samples=4)
    assert data.get_dataset_size() == 4
    assert epochs(data, 2) == [[5, 5, 7, 8], [4, 9, 7, 9]]
    assert rows(ds.NumpySlicesDataset(list(range(10)), num_samples=4, shuffle=False)) == [0, 1, 2, 3]


def test_random_sampler_variants():
    ds.config.set_seed(0)
    data = ds.NumpySlicesDataset(list(range(10)), sampler=ds.RandomSampler(replacement=True, num_samples=5))
    assert data.get_dataset_size() == 5
    assert epochs(data, 2) == [[5, 5, 7, 8, 6], [4, 9, 7, 9, 0]]
    assert rows(ds.NumpySlicesDataset(list(range(10)), sampler=ds.RandomSampler(num_samples=5))) == [0, 2, 1, 5, 9]
    assert ds.NumpySlicesDataset(list(range(10)),
                                 sampler=ds.RandomSampler(replacement=True, num_samples=20)).get_dataset_size() == 10


def test_sharding():
    ds.config.set_seed(0)
    data = ds.NumpySlicesDataset(list(range(10)), sampler=ds.DistributedSampler(3, 1))
    assert data.get_dataset_size() == 4
    assert rows(data) == [0, 7, 3, 9]
    assert rows(data) == [0, 7, 3, 9]
    plain = ds.NumpySlicesDataset(list(range(10)), num_shards=3, shard_id=2, shuffle=False)
    assert (rows(plain), plain.get_dataset_size()) == ([2, 5, 8, 1], 4)
    shuffled = ds.NumpySlicesDataset(list(range(10)), num_shards=3, shard_id=2)
    assert epochs(shuffled, 2) == [[2, 4, 1, 0], [5, 7, 3, 9]]
    # the shards of one epoch cover the dataset (with wrap-around padding)
    ds.config.set_seed(9)
    covered = set()
    for shard in range(4):
        covered.update(rows(ds.NumpySlicesDataset(list(range(10)), num_shards=4, shard_id=shard)))
    assert covered == set(range(10))


def test_distributed_sampler_seed_is_taken_at_construction():
    ds.config.set_seed(0)
    sampler = ds.DistributedSampler(3, 1)
    ds.config.set_seed(100)
    assert rows(ds.NumpySlicesDataset(list(range(10)), sampler=sampler)) == [0, 7, 3, 9]


def test_subset_samplers():
    ds.config.set_seed(0)
    data = ds.NumpySlicesDataset(list(range(10)), sampler=ds.SubsetRandomSampler([1, 3, 5, 7]))
    assert data.get_dataset_size() == 4
    assert epochs(data, 2) == [[1, 5, 3, 7], [1, 3, 5, 7]]
    ds.config.set_seed(3)
    data = ds.NumpySlicesDataset(list(range(10)), sampler=ds.SubsetRandomSampler([1, 3, 5, 7, 9, 2], num_samples=3))
    assert epochs(data, 3) == [[5, 3, 1], [1, 3, 5], [5, 3, 1]]
    assert rows(ds.NumpySlicesDataset(list(range(10)), sampler=[3, 1, 2])) == [3, 1, 2]
    assert rows(ds.NumpySlicesDataset(list(range(10)), sampler=ds.SequentialSampler(2, 5))) == [2, 3, 4, 5, 6]


def test_weighted_sampler_matches_mindspore():
    ds.config.set_seed(3)
    sampler = ds.WeightedRandomSampler([0.1, 0.2, 0.3, 0.4, 0, 0, 0, 0, 0, 1], num_samples=6)
    data = ds.NumpySlicesDataset(list(range(10)), sampler=sampler)
    assert epochs(data, 2) == [[1, 9, 1, 9, 3, 0], [1, 9, 1, 9, 3, 0]]
    ds.config.set_seed(3)
    no_repl = ds.WeightedRandomSampler([1, 1, 1, 0], num_samples=3, replacement=False)
    assert sorted(rows(ds.NumpySlicesDataset(list(range(4)), sampler=no_repl))) == [0, 1, 2]


def test_child_and_user_samplers():
    ds.config.set_seed(3)
    parent = ds.SequentialSampler(start_index=1, num_samples=6)
    parent.add_child(ds.RandomSampler(num_samples=8))
    data = ds.NumpySlicesDataset(list(range(10)), sampler=parent)
    assert (rows(data), data.get_dataset_size()) == ([1, 8, 5, 2, 6, 9], 6)

    class EveryThird(ds.Sampler):
        def __iter__(self):
            for i in range(0, 10, 3):
                yield i

    data = ds.NumpySlicesDataset(list(range(10)), sampler=EveryThird())
    assert (rows(data), data.get_dataset_size()) == ([0, 3, 6, 9], 4)
    data = ds.NumpySlicesDataset(list(range(10)), sampler=ds.SequentialSampler(start_index=5))
    data.add_sampler(ds.SubsetSampler([2, 0]))
    assert rows(data) == [7, 5]


def test_unset_seed_draws_a_random_order():
    orders = {tuple(rows(ds.NumpySlicesDataset(list(range(12))))) for _ in range(4)}
    assert len(orders) > 1


@pytest.mark.parametrize("call, exc, message", [
    (lambda: ds.SequentialSampler(1.5), TypeError, "start_index must be integer but was: 1.5."),
    (lambda: ds.RandomSampler(replacement=1), TypeError, "replacement must be a boolean value but was: 1."),
    (lambda: ds.RandomSampler(num_samples=-1), ValueError,
     "num_samples exceeds the boundary between 0 and 9223372036854775807(INT64_MAX)!"),
    (lambda: ds.DistributedSampler(2.0, 0), TypeError, "num_shards must be integer but was: 2.0."),
    (lambda: ds.SubsetSampler(["a"]), TypeError,
     "SubsetSampler: Type of indices element must be int, but got list[0]: a, type: <class 'str'>."),
    (lambda: ds.WeightedRandomSampler(["x"]), TypeError,
     "type of weights element must be number, but got w[0]: x, type: <class 'str'>."),
    (lambda: ds.NumpySlicesDataset([1, 2], shuffle=True, sampler=ds.SequentialSampler()), ValueError,
     "Conflicting arguments during sampler assignments. num_samples: None, num_shards: None, shard_id: None, "
     "shuffle: True."),
])
def test_sampler_validation(call, exc, message):
    with pytest.raises(exc) as info:
        call()
    assert str(info.value) == message


def test_start_index_beyond_rows_is_a_pipeline_error():
    data = ds.NumpySlicesDataset(list(range(10)), sampler=ds.SequentialSampler(start_index=12))
    with pytest.raises(RuntimeError, match="start_index must be less than num_rows, but got start_index: 12, "
                                           "num_rows: 10"):
        rows(data)
