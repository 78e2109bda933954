"""TFRecordDataset, CSVDataset, TextFileDataset on files generated here in their real formats.

Every value, dtype and order below was recorded from MindSpore 2.10.0 (CPU) reading the same files with
num_parallel_workers=2 (its default on the 2-core machine used): the files are dealt to the two reader workers in
turn and rows alternate between the workers.
"""
import gzip
import os
import shutil

import numpy as np
import pytest

import mindspore_compat.dataset as ds
from .tfrecord_files import write_tfrecord

W = 2  # reader workers


@pytest.fixture(name="tf_files")
def _tf_files(tmp_path):
    paths = []
    for k in range(3):
        path = str(tmp_path / f"f{k}.tfrecord")
        write_tfrecord(path, [{"label": [k * 10 + i], "vec": [0.5 * i, -1.0], "img": [bytes([i, k, 255])],
                               "name": [b"n%d" % i], "multi": [1, 2, 3]} for i in range(4)])
        paths.append(path)
    return paths


def labels(dataset):
    return [int(np.asarray(r["label"]).reshape(-1)[0]) for r in dataset.create_dict_iterator(output_numpy=True)]


def test_tfrecord_columns_types_values(tf_files):
    data = ds.TFRecordDataset(tf_files[:1], shuffle=False, num_parallel_workers=W)
    assert data.get_col_names() == ["img", "label", "multi", "name", "vec"]
    assert data.get_dataset_size() == 4
    rows = [{k: (v.dtype.str, v.shape, v.tolist()) for k, v in r.items()}
            for r in data.create_dict_iterator(output_numpy=True)]
    assert rows[1] == {"img": ("|u1", (3,), [1, 0, 255]), "label": ("<i8", (1,), [1]),
                       "multi": ("<i8", (3,), [1, 2, 3]), "name": ("|u1", (2,), [110, 49]),
                       "vec": ("<f4", (2,), [0.5, -1.0])}


def test_tfrecord_orders(tf_files):
    def make(**kw):
        kw.setdefault("num_parallel_workers", W)
        return ds.TFRecordDataset(tf_files, **kw)
    assert labels(make(shuffle=False)) == [0, 10, 1, 11, 2, 12, 3, 13, 20, 21, 22, 23]
    assert labels(make(shuffle=False, num_parallel_workers=1)) == [0, 1, 2, 3, 10, 11, 12, 13, 20, 21, 22, 23]
    assert labels(make(shuffle=False, num_samples=5)) == [0, 10, 1, 11, 2]
    ds.config.set_seed(1)
    assert labels(make()) == [20, 0, 10, 21, 23, 3, 11, 13, 12, 22, 1, 2]
    assert labels(make(shuffle=ds.Shuffle.FILES)) == [10, 0, 11, 1, 12, 2, 13, 3, 20, 21, 22, 23]
    assert labels(make().repeat(2))[12:] == [12, 3, 0, 21, 10, 11, 23, 20, 22, 13, 2, 1]


def test_tfrecord_shards(tf_files):
    assert [labels(ds.TFRecordDataset(tf_files, shuffle=False, num_shards=2, shard_id=i, num_parallel_workers=W))
            for i in range(2)] == [[0, 20, 1, 21, 2, 22, 3, 23], [10, 11, 12, 13]]
    assert [labels(ds.TFRecordDataset(tf_files, shuffle=False, num_shards=2, shard_id=i, shard_equal_rows=True,
                                      num_parallel_workers=W)) for i in range(2)] == \
        [[0, 10, 1, 11, 2, 3], [12, 20, 13, 21, 22, 23]]
    assert ds.TFRecordDataset(tf_files, shuffle=False, num_shards=2, shard_id=1).get_dataset_size() == 4


def test_tfrecord_schema_columns_and_gzip(tf_files, tmp_path):
    schema = ds.Schema()
    schema.add_column("label", de_type="int32", shape=[1])
    schema.add_column("vec", de_type="float32")
    data = ds.TFRecordDataset(tf_files, schema=schema, shuffle=False, num_parallel_workers=W)
    assert data.get_col_names() == ["label", "vec"]
    row = next(data.create_dict_iterator(output_numpy=True))
    assert (row["label"].dtype, row["label"].tolist(), row["vec"].tolist()) == (np.int32, [0], [0.0, -1.0])
    data = ds.TFRecordDataset(tf_files, columns_list=["name", "label"], shuffle=False, num_parallel_workers=W)
    assert data.get_col_names() == ["name", "label"]
    packed = str(tmp_path / "g.tfrecord.gz")
    with open(tf_files[0], "rb") as f, gzip.open(packed, "wb") as g:
        shutil.copyfileobj(f, g)
    data = ds.TFRecordDataset(packed, compression_type="GZIP", shuffle=False)
    assert [r["label"].tolist() for r in data.create_dict_iterator(output_numpy=True)] == [[0], [1], [2], [3]]
    with pytest.raises(ValueError, match="compression_type"):
        ds.TFRecordDataset(packed, compression_type="LZ4")


@pytest.fixture(name="text_files")
def _text_files(tmp_path):
    a, b = str(tmp_path / "a.txt"), str(tmp_path / "b.txt")
    with open(a, "w") as f:
        f.write("hello world\nsecond line\n\nfourth\n")
    with open(b, "w") as f:
        f.write("b1\nb2\nb3")
    return [a, b]


def texts(dataset):
    return [str(r["text"]) for r in dataset.create_dict_iterator(output_numpy=True)]


def test_text_file(text_files):
    data = ds.TextFileDataset(text_files, shuffle=False, num_parallel_workers=W)
    assert data.get_col_names() == ["text"] and data.get_dataset_size() == 6
    rows = list(data.create_dict_iterator(output_numpy=True))
    assert [(r["text"].dtype.str, r["text"].shape) for r in rows][:2] == [("<U11", ()), ("<U2", ())]
    assert texts(data) == ["hello world", "b1", "second line", "b2", "fourth", "b3"]
    assert [texts(ds.TextFileDataset(text_files, shuffle=False, num_shards=2, shard_id=i, num_parallel_workers=W))
            for i in range(2)] == [["hello world", "second line", "fourth"], ["b1", "b2", "b3"]]
    assert ds.TextFileDataset(text_files, num_samples=4, shuffle=False).get_dataset_size() == 4
    ds.config.set_seed(1)
    assert texts(ds.TextFileDataset(text_files, num_parallel_workers=W)) == \
        ["b2", "fourth", "b3", "b1", "second line", "hello world"]


@pytest.fixture(name="csv_files")
def _csv_files(tmp_path):
    c, d = str(tmp_path / "c.csv"), str(tmp_path / "d.csv")
    with open(c, "w") as f:
        f.write("a,b,c\n1,2.5,abc\n3,4,\"q,x\"\n5,6.0,\n")
    with open(d, "w") as f:
        f.write("a,b,c\n7,8.5,w\n")
    return [c, d]


def test_csv(csv_files, tmp_path):
    data = ds.CSVDataset(csv_files, column_defaults=[0, 0.0, "dflt"], shuffle=False, num_parallel_workers=W)
    assert data.get_col_names() == ["a", "b", "c"]
    rows = [{k: (v.dtype.str, v.tolist()) for k, v in r.items()} for r in data.create_dict_iterator(output_numpy=True)]
    assert rows == [{"a": ("<i4", 1), "b": ("<f4", 2.5), "c": ("<U3", "abc")},
                    {"a": ("<i4", 7), "b": ("<f4", 8.5), "c": ("<U1", "w")},
                    {"a": ("<i4", 3), "b": ("<f4", 4.0), "c": ("<U3", "q,x")},
                    {"a": ("<i4", 5), "b": ("<f4", 6.0), "c": ("<U1", "")}]
    ds.config.set_seed(3)
    assert [int(r["a"]) for r in ds.CSVDataset(csv_files, num_parallel_workers=W)
            .create_dict_iterator(output_numpy=True)] == [5, 7, 3, 1]
    bad = str(tmp_path / "bad.csv")
    with open(bad, "w") as f:
        f.write("1,2.5,abc\n3,,x\n")
    strings = ds.CSVDataset(bad, column_names=["a", "b", "c"], shuffle=False)
    assert [r["b"].dtype.str for r in strings.create_dict_iterator(output_numpy=True)] == ["<U3", "<U1"]
    typed = ds.CSVDataset(bad, column_defaults=[0, 0.0, ""], column_names=["a", "b", "c"], shuffle=False)
    with pytest.raises(RuntimeError, match=r"bad.csv parse failed at line 2, type does not match."):
        list(typed)


def test_examples(run_doctests):
    for module in ("datasets_standard_format", "datasets_text"):
        result = run_doctests(f"mindspore_compat.dataset.engine.{module}")
        assert result.failed == 0 and result.attempted > 0


# recorded from MindSpore 2.10.0 CPU on the same generated lines: (columns, first row as (dtype, value))
CLUE_CASES = [
    ("AFQMC", "test", {"id": 0, "sentence1": "a1", "sentence2": "b1"},
     [("id", "<u4", 0), ("sentence1", "<U2", "a1"), ("sentence2", "<U2", "b1")]),
    ("TNEWS", "train", {"label": "102", "label_desc": "news_x", "sentence": "s1", "keywords": "k1"},
     [("keywords", "<U2", "k1"), ("label", "<U3", "102"), ("label_desc", "<U6", "news_x"), ("sentence", "<U2", "s1")]),
    ("IFLYTEK", "eval", {"label": "12", "label_des": "app2", "sentence": "s2"},
     [("label", "<U2", "12"), ("label_des", "<U4", "app2"), ("sentence", "<U2", "s2")]),
    ("CMNLI", "train", {"sentence1": "a", "sentence2": "b", "label": "neutral"},
     [("label", "<U7", "neutral"), ("sentence1", "<U1", "a"), ("sentence2", "<U1", "b")]),
    ("WSC", "test", {"target": {"span2_index": 7, "span1_index": 1, "span1_text": "x", "span2_text": "y"}, "idx": 9,
                     "label": "true", "text": "tt"},
     [("idx", "<u4", 9), ("span1_index", "<u4", 1), ("span1_text", "<U1", "x"), ("span2_index", "<u4", 7),
      ("span2_text", "<U1", "y"), ("text", "<U2", "tt")]),
    ("CSL", "eval", {"id": 6, "abst": "ab", "keyword": ["k1", "k2"], "label": "1"},
     [("abst", "<U2", "ab"), ("id", "<u4", 6), ("keyword", "<U2", ["k1", "k2"]), ("label", "<U1", "1")]),
]


@pytest.mark.parametrize("task, usage, line, expected", CLUE_CASES)
def test_clue(tmp_path, task, usage, line, expected):
    import json
    path = str(tmp_path / f"{task}.json")
    with open(path, "w") as f:
        f.write(json.dumps(line) + "\n")
    data = ds.CLUEDataset(path, task=task, usage=usage, shuffle=False)
    assert data.get_col_names() == [name for name, _, _ in expected]
    row = next(data.create_dict_iterator(output_numpy=True))
    assert [(k, v.dtype.str, v.tolist()) for k, v in row.items()] == expected
