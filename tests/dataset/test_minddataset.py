"""MindDataset: rows, dtypes and orders recorded from the real MindSpore 2.10.0 (CPU) reading the same files.

``mixed.mindrecord`` / ``ints.mindrecord`` are the fixtures MindSpore wrote (see tests/mindrecord); the 10-row
file of the order tests is written here (MindSpore's orders depend only on the row count and the seed).
"""
import os

import numpy as np
import pytest

import mindspore_compat.dataset as ds
from mindspore_compat.mindrecord import FileWriter

DATA = os.path.join(os.path.dirname(os.path.dirname(__file__)), "data", "mindrecord")


@pytest.fixture(name="ten")
def _ten_rows(tmp_path):
    path = str(tmp_path / "o.mr")
    writer = FileWriter(path, overwrite=True)
    writer.set_header_size(1 << 14)
    writer.set_page_size(1 << 15)
    writer.add_schema({"x": {"type": "int32"}, "f": {"type": "float64"}, "g": {"type": "float32"}})
    writer.write_raw_data([{"x": i, "f": [0.5, 2.0, 1e20, 0.1, -3.0][i % 5], "g": 2.0} for i in range(10)])
    writer.commit()
    return path


def xs(dataset):
    return [int(row["x"]) for row in dataset.create_dict_iterator(output_numpy=True)]


def test_fixture_rows_columns_and_dtypes():
    data = ds.MindDataset(os.path.join(DATA, "mixed.mindrecord"), shuffle=False)
    assert data.get_col_names() == ["data", "file_name", "label", "mat", "score", "vec"]
    assert data.get_dataset_size() == 5
    rows = list(data.create_dict_iterator(output_numpy=True))
    # recorded from MindSpore 2.10.0 CPU
    first = rows[0]
    assert (first["data"].dtype.str, first["data"].shape) == ("|S2", (1,))
    assert (first["file_name"].dtype.str, first["file_name"].shape, str(first["file_name"])) == ("<U6", (), "f0.jpg")
    assert (first["label"].dtype, first["label"].shape, int(first["label"])) == (np.int32, (), -2)
    assert first["mat"].dtype == np.int64 and first["mat"].tolist() == [[0, 1], [2, 3]]
    assert first["score"].dtype == np.float64 and float(first["score"]) == 0.0
    assert first["vec"].dtype == np.float32 and first["vec"].shape == (1,)
    assert rows[1]["data"].tolist() == [b"\x01\x01\x01"] and rows[1]["data"].dtype.str == "|S3"
    assert [float(r["score"]) for r in rows] == [0.0, 0.3333333333333333, 0.6666666666666666, 1.0,
                                                 1.3333333333333333]
    assert rows[4]["vec"].tolist() == [0.0, 0.5, 1.0, 1.5, 2.0]
    ints = list(ds.MindDataset(os.path.join(DATA, "ints.mindrecord"), shuffle=False)
                .create_dict_iterator(output_numpy=True))
    assert [r["i32"].tolist() for r in ints] == [[1, 300, -70000], [1, -2], [40000]]
    assert [r["i64"].tolist() for r in ints] == [[1099511627776, -1], [300, -1], [70000]]
    assert ints[2]["f64"].tolist() == [-0.25, 8.0]


def test_columns_list_and_num_samples(ten):
    data = ds.MindDataset(ten, columns_list=["x"], shuffle=False, num_samples=3)
    assert data.get_dataset_size() == 3
    rows = list(data.create_tuple_iterator(output_numpy=True))
    assert [(len(r), r[0].dtype, int(r[0])) for r in rows] == [(1, np.int32, 0), (1, np.int32, 1), (1, np.int32, 2)]
    assert xs(ds.MindDataset(ten, sampler=ds.SequentialSampler(2, 3))) == [2, 3, 4]


def test_shuffle_orders_under_seed(ten):
    # recorded from MindSpore 2.10.0 CPU
    ds.config.set_seed(1)
    assert xs(ds.MindDataset(ten)) == [8, 0, 4, 7, 1, 9, 6, 5, 2, 3]
    assert xs(ds.MindDataset(ten).repeat(2)) == [8, 0, 4, 7, 1, 9, 6, 5, 2, 3, 7, 1, 6, 3, 4, 2, 9, 8, 5, 0]
    ds.config.set_seed(7)
    assert xs(ds.MindDataset(ten)) == [4, 5, 8, 9, 6, 7, 3, 0, 1, 2]
    assert xs(ds.MindDataset(ten).repeat(2)) == [4, 5, 8, 9, 6, 7, 3, 0, 1, 2, 3, 2, 9, 5, 6, 8, 7, 1, 0, 4]


def test_num_samples_with_shuffle_draws_with_replacement(ten):
    # recorded from MindSpore 2.10.0 CPU
    ds.config.set_seed(1)
    assert xs(ds.MindDataset(ten, num_samples=5).repeat(2)) == [4, 5, 9, 2, 8, 9, 8, 5, 8, 4]
    assert xs(ds.MindDataset(ten, num_samples=20)) == [4, 5, 9, 2, 8, 0, 8, 0, 7, 1, 1, 7, 5, 8, 2, 2, 6, 0, 5, 0]
    ds.config.set_seed(7)
    assert xs(ds.MindDataset(ten, num_samples=4)) == [8, 0, 7, 1]


def test_shards(ten):
    # recorded from MindSpore 2.10.0 CPU
    assert [xs(ds.MindDataset(ten, num_shards=3, shard_id=i, shuffle=False)) for i in range(3)] == \
        [[0, 3, 6, 9], [1, 4, 7, 0], [2, 5, 8, 1]]
    ds.config.set_seed(1)
    assert [xs(ds.MindDataset(ten, num_shards=3, shard_id=i).repeat(2)) for i in range(3)] == \
        [[8, 7, 6, 3, 3, 9, 5, 1], [0, 1, 5, 8, 4, 2, 0, 3], [4, 9, 2, 0, 6, 8, 7, 4]]
    assert [xs(ds.MindDataset(ten, num_shards=5, shard_id=i)) for i in range(5)] == \
        [[8, 9], [0, 6], [4, 5], [7, 2], [1, 3]]
    data = ds.MindDataset(ten, num_shards=4, shard_id=3, columns_list=["x"], padded_sample={"x": -1},
                          num_padded=2, shuffle=False)
    assert data.get_dataset_size() == 3 and xs(data) == [3, 7, -1]


def test_errors(ten, tmp_path):
    missing = str(tmp_path / "nope.mr")
    with pytest.raises(ValueError, match=f"The file {missing} does not exist or permission denied!"):
        ds.MindDataset(missing)
    with pytest.raises(RuntimeError, match="column name: zz can not found in schema. Please check the 'column_list'"):
        list(ds.MindDataset(ten, columns_list=["zz"]))
    with pytest.raises(RuntimeError, match="padded_sample is specified and requires num_padded as well."):
        ds.MindDataset(ten, columns_list=["x"], padded_sample={"x": 1})
    with pytest.raises(RuntimeError, match="num_padded is specified but padded_sample is not."):
        ds.MindDataset(ten, num_padded=1)
    with pytest.raises(RuntimeError, match="sampler and shuffle cannot be specified at the same time."):
        ds.MindDataset(ten, sampler=ds.SequentialSampler(), shuffle=False)


def test_examples(run_doctests):
    result = run_doctests("mindspore_compat.dataset.engine.datasets_standard_format")
    assert result.failed == 0 and result.attempted > 0


def test_random_samplers_follow_mindrecord_order(tmp_path):
    # MindDataset hands a plain RandomSampler to MindRecord's shuffle and reorders a SubsetRandomSampler's subset
    # with MindRecord's generator; orders recorded from MindSpore 2.10.0 CPU
    path = str(tmp_path / "big.mindrecord")
    writer = FileWriter(path, shard_num=1, overwrite=True)
    writer.set_header_size(1 << 14)
    writer.set_page_size(1 << 15)  # small files, same rows
    writer.add_schema({"id": {"type": "int32"}}, "big")
    writer.write_raw_data([{"id": i} for i in range(40)])
    writer.commit()
    subset = [3, 5, 7, 11, 13, 17, 19, 23, 29, 31]
    expected = {1: [29, 3, 13, 23, 5, 31, 19, 17, 7, 11], 7: [13, 17, 29, 31, 19, 23, 11, 3, 5, 7],
                123456: [7, 5, 3, 19, 17, 11, 31, 29, 23, 13]}
    for seed, order in expected.items():
        ds.config.set_seed(seed)
        dataset = ds.MindDataset([path], sampler=ds.SubsetRandomSampler(subset), shuffle=None)
        assert [int(r["id"]) for r in dataset.create_dict_iterator(num_epochs=1, output_numpy=True)] == order
    ds.config.set_seed(2)
    plain = [int(r["id"]) for r in ds.MindDataset([path], sampler=ds.RandomSampler(), shuffle=None)
             .create_dict_iterator(num_epochs=1, output_numpy=True)]
    ds.config.set_seed(2)
    shuffled = [int(r["id"]) for r in ds.MindDataset([path], shuffle=True)
                .create_dict_iterator(num_epochs=1, output_numpy=True)]
    assert plain == shuffled
