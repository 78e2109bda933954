"""PKSampler: rows drawn per class, in the orders MindSpore 2.10 produced on CPU for the same folders and seeds
(recorded with the real MindSpore), over epochs and repeats, and its argument errors (recorded as well)."""
import os

import numpy as np
import pytest
from PIL import Image

import mindspore_compat.dataset as ds


@pytest.fixture()
def folder(tmp_path):
    # class a: 3 images, b: 1, c: 4; pixel value = 10 * image number + class number
    for number, (name, count) in enumerate((("a", 3), ("b", 1), ("c", 4))):
        os.makedirs(tmp_path / name)
        for i in range(count):
            Image.fromarray(np.full((2, 2, 3), 10 * i + number, np.uint8)).save(tmp_path / name / f"{i}.png")
    return str(tmp_path)


def pixels(dataset, epochs=1):
    it = dataset.create_tuple_iterator(num_epochs=epochs, output_numpy=True)
    return [[int(row[0][0, 0, 0]) for row in it] for _ in range(epochs)]


# recorded from MindSpore 2.10.0 CPU: (seed, PKSampler arguments) -> pixels of the rows, dataset size
RECORDED = [
    (0, dict(num_val=2), [10, 10, 1, 1, 22, 32]),
    (0, dict(num_val=2, shuffle=True), [22, 22, 1, 1, 20, 10]),
    (0, dict(num_val=3, shuffle=True, num_samples=5), [22, 22, 32, 1, 1]),
    (0, dict(num_val=1), [10, 1, 22]),
    (7, dict(num_val=2, shuffle=True), [2, 32, 0, 10, 1, 1]),
]


@pytest.mark.parametrize("seed,kwargs,expected", RECORDED)
def test_rows_per_class_match_mindspore(folder, seed, kwargs, expected):
    ds.config.set_seed(seed)
    dataset = ds.ImageFolderDataset(folder, sampler=ds.PKSampler(**kwargs), decode=True)
    assert dataset.get_dataset_size() == len(expected)
    assert pixels(dataset) == [expected]


def test_epochs_and_repeats_draw_again_in_the_same_class_order(folder):
    # recorded from MindSpore 2.10.0 CPU
    ds.config.set_seed(0)
    dataset = ds.ImageFolderDataset(folder, sampler=ds.PKSampler(2, shuffle=True), decode=True)
    assert pixels(dataset, 3) == [[22, 22, 1, 1, 20, 10], [12, 32, 1, 1, 0, 0], [12, 2, 1, 1, 10, 20]]
    ds.config.set_seed(3)
    dataset = ds.ImageFolderDataset(folder, sampler=ds.PKSampler(2, shuffle=True), decode=True).repeat(2)
    assert pixels(dataset, 2) == [[2, 22, 1, 1, 0, 10, 32, 32, 1, 1, 20, 20],
                                  [2, 2, 1, 1, 0, 10, 32, 32, 1, 1, 20, 0]]


def test_sampler_state_and_labels(folder):
    sampler = ds.PKSampler(2)
    assert (sampler.get_num_samples(), sampler.is_shuffled(), sampler.is_sharded()) == (None, False, False)
    assert sampler.get_shuffle_mode() == ds.Shuffle.FALSE
    ds.config.set_seed(0)
    dataset = ds.ImageFolderDataset(folder, sampler=ds.PKSampler(1))
    assert [int(r[1]) for r in dataset.create_tuple_iterator(output_numpy=True)] == [0, 1, 2]


# recorded from MindSpore 2.10.0 CPU
@pytest.mark.parametrize("kwargs,error,message", [
    (dict(num_val=1.0), TypeError, "num_val must be integer but was: 1.0."),
    (dict(num_val=1, num_class=2), NotImplementedError, "Not supported to specify num_class for PKSampler."),
    (dict(num_val=1, shuffle=1), TypeError, "shuffle must be a boolean value but was: 1."),
    (dict(num_val=1, class_column=3), TypeError, "class_column must be a str value but was: 3."),
    (dict(num_val=1, num_samples=-1), ValueError,
     "num_samples exceeds the boundary between 0 and 9223372036854775807(INT64_MAX)!"),
    (dict(num_val=1, num_samples=1.0), TypeError, "num_samples must be integer but was: 1.0."),
])
def test_argument_errors(kwargs, error, message):
    with pytest.raises(error) as info:
        ds.PKSampler(**kwargs)
    assert str(info.value) == message


def test_non_positive_num_val_fails_when_the_pipeline_starts(folder):
    dataset = ds.ImageFolderDataset(folder, sampler=ds.PKSampler(0))
    with pytest.raises(RuntimeError, match=r"PKSampler: num_val must be greater than 0, but got: 0"):
        dataset.get_dataset_size()


def test_generator_sources_refuse_it():
    with pytest.raises(ValueError, match=r"^GeneratorDataset doesn't support PKSampler\.$"):
        ds.NumpySlicesDataset({"x": [1, 2, 3], "label": [0, 1, 0]}, sampler=ds.PKSampler(1))
