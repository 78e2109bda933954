"""serialize / deserialize / show / compare: the JSON descriptions MindSpore 2.10 wrote (recorded with the real
MindSpore on CPU for the same pipelines; only the dataset folders differ), the file text, the rebuilt pipelines
and the errors."""
import json
import logging
import os

import pytest

import mindspore_compat.dataset as ds

SEQ = {"num_samples": 0, "sampler_name": "SequentialSampler", "start_index": 0}


def source(op_type, path, sampler=SEQ, usage="all"):
    return {"children": [], "connector_queue_size": 16, "dataset_dir": path, "num_parallel_workers": 2,
            "op_type": op_type, "sampler": sampler, "usage": usage}


def folder_entry(path, **changes):
    entry = {"children": [], "class_indexing": {}, "connector_queue_size": 16, "dataset_dir": path,
             "decode": False, "extensions": [], "num_parallel_workers": 2, "op_type": "ImageFolderDataset",
             "recursive": False, "sampler": SEQ}
    entry.update(changes)
    return entry


@pytest.fixture()
def dirs(tmp_path):
    ds.config.set_num_parallel_workers(2)
    for name in ("mn", "cf", "imgs/a", "imgs/b"):
        os.makedirs(tmp_path / name)
    for name in ("imgs/a/0.png", "imgs/a/1.png", "imgs/b/0.png"):
        (tmp_path / name).write_bytes(b"")
    return {name: str(tmp_path / name) for name in ("mn", "cf", "imgs")}


def test_operations_and_python_functions(dirs):
    def f(x):
        return x

    pipeline = ds.MnistDataset(dirs["mn"], num_samples=3, shuffle=True)
    pipeline = pipeline.skip(1).take(5).project(["image", "label"]).rename(["label"], ["y"])
    pipeline = pipeline.map(f, input_columns=["y"])
    mnist = source("MnistDataset", dirs["mn"], {"num_samples": 3, "replacement": True, "reshuffle_each_epoch": True,
                                                "sampler_name": "RandomSampler", "shuffle_mode": 2})
    nested = {"children": [mnist], "count": 1, "op_type": "Skip"}
    nested = {"children": [nested], "count": 5, "op_type": "Take"}
    nested = {"children": [nested], "columns": ["image", "label"], "op_type": "Project"}
    nested = {"children": [nested], "input_columns": ["label"], "op_type": "Rename", "output_columns": ["y"]}
    # recorded from MindSpore 2.10.0 CPU
    assert ds.serialize(pipeline) == {
        "callback": [], "children": [nested], "connector_queue_size": 16, "input_columns": ["y"],
        "num_parallel_workers": 2, "op_type": "Map",
        "operations": [{"python_module": "mindspore.dataset.transforms.py_transforms_util", "tensor_op_name": "f"}],
        "output_columns": ["y"]}


@pytest.mark.parametrize("sampler,expected", [  # recorded from MindSpore 2.10.0 CPU
    (lambda: ds.RandomSampler(), {"num_samples": 0, "replacement": False, "reshuffle_each_epoch": True,
                                  "sampler_name": "RandomSampler", "shuffle_mode": 2}),
    (lambda: ds.RandomSampler(True, 4), {"num_samples": 4, "replacement": True, "reshuffle_each_epoch": True,
                                         "sampler_name": "RandomSampler", "shuffle_mode": 2}),
    (lambda: ds.SubsetRandomSampler([1, 2]), {"indices": [1, 2], "num_samples": 0,
                                              "sampler_name": "SubsetRandomSampler"}),
    (lambda: ds.SubsetSampler([1]), {"indices": [1], "num_samples": 0, "sampler_name": "SubsetSampler"}),
    (lambda: ds.SequentialSampler(1, 2), {"num_samples": 2, "sampler_name": "SequentialSampler", "start_index": 1}),
    (lambda: ds.WeightedRandomSampler([1.0, 2.0], 3, False),
     {"num_samples": 3, "replacement": False, "sampler_name": "WeightedRandomSampler", "weights": [1.0, 2.0]}),
])
def test_samplers(dirs, sampler, expected):
    assert ds.serialize(ds.Cifar10Dataset(dirs["cf"], sampler=sampler())) == source("Cifar10Dataset", dirs["cf"],
                                                                                     expected)


def test_sources(dirs):
    # recorded from MindSpore 2.10.0 CPU
    assert ds.serialize(ds.Cifar100Dataset(dirs["cf"], usage="test", shuffle=False)) == \
        source("Cifar100Dataset", dirs["cf"], usage="test")
    assert ds.serialize(ds.FashionMnistDataset(dirs["mn"], usage="train", shuffle=False).take(2)) == \
        {"children": [source("FashionMnistDataset", dirs["mn"], usage="train")], "count": 2, "op_type": "Take"}
    indexed = ds.ImageFolderDataset(dirs["imgs"], class_indexing={"a": 2, "b": 0}, shuffle=False)
    assert ds.serialize(indexed) == folder_entry(dirs["imgs"], class_indexing={"a": 2, "b": 0})


def test_file_round_trip_show_and_compare(dirs, tmp_path, caplog):
    pipeline = ds.ImageFolderDataset(dirs["imgs"], shuffle=False, decode=True, extensions=[".png"])
    pipeline = pipeline.shuffle(4).batch(2, drop_remainder=True, num_parallel_workers=1).repeat(2)
    path = str(tmp_path / "pipeline.json")
    described = ds.serialize(pipeline, path)
    # recorded from MindSpore 2.10.0 CPU
    expected = {"children": [{
        "batch_size": 2, "children": [{"buffer_size": 4, "children": [folder_entry(
            dirs["imgs"], decode=True, extensions=[".png"])], "op_type": "Shuffle", "reset_each_epoch": True}],
        "connector_queue_size": 16, "drop_remainder": True, "input_columns": [], "num_parallel_workers": 1,
        "op_type": "Batch", "output_columns": []}], "count": 2, "op_type": "Repeat"}
    assert described == expected
    with open(path, encoding="utf-8") as f:
        assert f.read() == json.dumps(expected, separators=(",", ":")) + "\n"  # one line, as MindSpore writes it
    again = ds.deserialize(json_filepath=path)
    assert ds.compare(pipeline, again) and again.get_dataset_size() == 2
    assert ds.serialize(ds.deserialize(input_dict=described)) == described
    with caplog.at_level(logging.INFO, logger="mindspore.dataset"):
        ds.show(pipeline, indentation=None)
    assert json.dumps(expected) in caplog.text
    assert not ds.compare(pipeline, pipeline.take(1))


def test_errors(dirs):
    shared = ds.ImageFolderDataset(dirs["imgs"], shuffle=False)
    first, _ = shared.take(1), shared.take(2)
    with pytest.raises(ValueError, match=r"^The data pipeline is not a tree \(i\.e\., one node has 2 consumers\)$"):
        ds.serialize(first)  # recorded from MindSpore 2.10.0 CPU
    with pytest.raises(RuntimeError, match="cannot describe the ZipDataset node"):
        ds.serialize(ds.zip((ds.ImageFolderDataset(dirs["imgs"]), ds.Cifar10Dataset(dirs["cf"]).rename(
            ["image", "label"], ["x", "y"]))))
    mapped = ds.serialize(ds.Cifar10Dataset(dirs["cf"]).map(len, input_columns=["label"]))
    with pytest.raises(RuntimeError, match=r"records the Python functions \['len'\] by name only"):
        ds.deserialize(input_dict=mapped)
