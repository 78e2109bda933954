"""mindspore.mindrecord converters (MnistToMR, Cifar10ToMR, Cifar100ToMR, CsvToMR) against MindSpore 2.10.

Each test writes small input files in the real format (gzipped MNIST idx files, pickled CIFAR python batches, a
CSV file) from a fixed random seed and converts them. The MD5 digests of the MindRecord files, the digests of
their index databases, the rows read back and the error messages were recorded by running the same generators
and conversions with MindSpore 2.10.0 (CPU, numpy 1.26, opencv-python-headless 4.11.0.86, pandas 2.3.3).

The images are stored as OpenCV JPEG bytes, so the digests of the image data sets are compared only with the
OpenCV version used for the recording; with another version the rows are checked against OpenCV's encoding of
the expected pixels instead.
"""
import gzip
import hashlib
import os
import pickle
import sqlite3
import struct

import numpy as np
import pytest

from mindspore_compat.mindrecord import (Cifar10ToMR, Cifar100ToMR, CsvToMR, FileReader, MnistToMR, SUCCESS,
                                        TFRecordToMR)
from mindspore_compat.mindrecord.common.exceptions import ParamValueError, PathNotExistsError

cv2 = pytest.importorskip("cv2")
SAME_OPENCV = cv2.__version__ == "4.11.0"


# ----- input files in their real formats ------------------------------------------------------------------------
def make_mnist(root):
    rs = np.random.RandomState(1)
    parts = {}
    for part, n in (("train", 5), ("t10k", 3)):
        images = rs.randint(0, 256, (n, 28, 28)).astype(np.uint8)
        labels = rs.randint(0, 10, n).astype(np.uint8)
        with gzip.open(os.path.join(root, part + "-images-idx3-ubyte.gz"), "wb") as f:
            f.write(struct.pack(">IIII", 2051, n, 28, 28) + images.tobytes())
        with gzip.open(os.path.join(root, part + "-labels-idx1-ubyte.gz"), "wb") as f:
            f.write(struct.pack(">II", 2049, n) + labels.tobytes())
        parts[part] = images
    return parts


def make_cifar(root, parts):
    rs = np.random.RandomState(2)
    pixels = {}
    for name, n, label_keys in parts:
        batch = {b"data": rs.randint(0, 256, (n, 3072)).astype(np.uint8)}
        for key, top in label_keys:
            batch[key] = rs.randint(0, top, n).tolist()
        with open(os.path.join(root, name), "wb") as f:
            pickle.dump(batch, f, protocol=4)
        pixels[name] = batch[b"data"]
    return pixels


CIFAR10 = [(name, 3, [(b"labels", 10)]) for name in ("data_batch_1", "data_batch_2", "test_batch")]
CIFAR100 = [("train", 4, [(b"fine_labels", 100), (b"coarse_labels", 20)]),
            ("test", 2, [(b"fine_labels", 100), (b"coarse_labels", 20)])]


def make_csv(path):
    with open(path, "w") as f:
        f.write("name,weight,count,ripe,code\napple,0.25,3,True,x1\nplum,-1e3,12,False,7\n")
        f.write("".join(f"r{i},{i}.5,{i - 150},{i % 2 == 0},c{i}\n" for i in range(300)))


def digest(path):
    with open(path, "rb") as f:
        return hashlib.md5(f.read()).hexdigest()


def db_digest(path):
    conn = sqlite3.connect(path)
    try:
        ddl = sorted(r[0] for r in conn.execute("SELECT sql FROM sqlite_master WHERE type = 'table'"))
        rows = conn.execute("SELECT * FROM INDEXES ORDER BY ROW_ID").fetchall()
    finally:
        conn.close()
    return hashlib.md5(repr((ddl, rows)).encode()).hexdigest()


def read_rows(path):
    reader = FileReader(path)
    try:
        return list(reader.get_next())
    finally:
        reader.close()


def labels_of(rows, *fields):
    return [tuple(int(row[f]) for f in fields) for row in rows]


def check_files(path, file_md5, db_md5):
    assert digest(path) == file_md5
    assert db_digest(path + ".db") == db_md5


def check_jpegs(rows, images):
    """The data field is OpenCV's JPEG of each expected HWC image, given in BGR order."""
    for row, image in zip(rows, images):
        assert row["data"] == cv2.imencode(".jpeg", image)[1].tobytes()


# ----- conversions ----------------------------------------------------------------------------------------------
def test_mnist_to_mr(tmp_path):
    src, dst = tmp_path / "mnist", tmp_path / "out"
    src.mkdir()
    dst.mkdir()
    images = make_mnist(str(src))
    assert MnistToMR(str(src), str(dst / "mn")).run() is SUCCESS
    assert sorted(os.listdir(dst)) == ["mn_test.mindrecord", "mn_test.mindrecord.db", "mn_train.mindrecord",
                                       "mn_train.mindrecord.db"]
    train, test = read_rows(str(dst / "mn_train.mindrecord")), read_rows(str(dst / "mn_test.mindrecord"))
    # recorded from MindSpore 2.10.0 CPU
    assert labels_of(train, "label") == [(0,), (3,), (7,), (4,), (9,)]
    assert labels_of(test, "label") == [(7,), (0,), (2,)]
    assert sorted(train[0]) == ["data", "label"]
    if SAME_OPENCV:
        check_files(str(dst / "mn_train.mindrecord"), "5d176bc4b181566f873984e1863aa150",
                    "79e797cf82d5b4ac0a83a828e706fe28")
        check_files(str(dst / "mn_test.mindrecord"), "2c0c3306844697cd236644c5c0309738",
                    "cc2c843c7b3f9fa23aa58ff4366688e2")
    check_jpegs(train, images["train"][..., None])
    check_jpegs(test, images["t10k"][..., None])


def test_mnist_to_mr_shards(tmp_path):
    src = tmp_path / "mnist"
    src.mkdir()
    make_mnist(str(src))
    MnistToMR(str(src), str(tmp_path / "mn"), 2).transform()
    assert sorted(p for p in os.listdir(tmp_path) if p.startswith("mn_train")) == [
        "mn_train.mindrecord0", "mn_train.mindrecord0.db", "mn_train.mindrecord1", "mn_train.mindrecord1.db"]
    # recorded from MindSpore 2.10.0 CPU; which shard gets the odd row is drawn at random there, so sorted
    assert sorted(labels_of(read_rows(str(tmp_path / "mn_train.mindrecord1")), "label")) == \
        [(0,), (3,), (4,), (7,), (9,)]


def test_cifar10_to_mr(tmp_path, caplog):
    src = tmp_path / "cifar"
    src.mkdir()
    pixels = make_cifar(str(src), CIFAR10)
    out = str(tmp_path / "c10.mr")
    assert Cifar10ToMR(str(src), out).run(["label"]) is SUCCESS
    # MindSpore 2.10 warns once per batch file whose MD5 is not the published one
    warned = sorted(r.getMessage() for r in caplog.records if "MD5" in r.getMessage())
    assert warned == [f"The MD5 value of {name} does not match the official CIFAR10 file.This file may pose a "
                      "security risk." for name in ("data_batch_1", "data_batch_2", "test_batch")]
    train, test = read_rows(out), read_rows(out + "_test")
    # recorded from MindSpore 2.10.0 CPU (the training batches come in directory-listing order)
    assert len(train) == 6 and labels_of(train, "id", "label")[:2] == [(0, 1), (1, 0)]
    assert labels_of(test, "id", "label") == [(0, 9), (1, 1), (2, 3)]
    if SAME_OPENCV:
        check_files(out, "ba17ad426ef5912d0abd2fa3d82a1b3a", "c7b37dc26b31ae9b2ea14290b42d6e32")
        check_files(out + "_test", "eca74f2c66a3b85e62be8aace62f66b2", "8de5b1331062af9bf7e5d579e483441b")
    bgr = pixels["test_batch"].reshape(-1, 3, 32, 32).transpose(0, 2, 3, 1)[..., ::-1]
    check_jpegs(test, np.ascontiguousarray(bgr))


def test_cifar100_to_mr(tmp_path):
    src = tmp_path / "cifar"
    src.mkdir()
    pixels = make_cifar(str(src), CIFAR100)
    out = str(tmp_path / "c100.mr")
    assert Cifar100ToMR(str(src), out).transform() is None
    train, test = read_rows(out), read_rows(out + "_test")
    # recorded from MindSpore 2.10.0 CPU
    assert labels_of(train, "id", "fine_label", "coarse_label")[:2] == [(0, 36, 19), (1, 88, 9)]
    assert len(train) == 4
    assert labels_of(test, "id", "fine_label", "coarse_label") == [(0, 70, 0), (1, 62, 7)]
    if SAME_OPENCV:
        check_files(out, "42b2eed74aa1a33dfac5ae76d5ae3119", "fccce4dcc2059e61585b139dbfb09153")
        check_files(out + "_test", "ae2768d58ad069e8ddc8b0169b84b8b9", "e7977f321c570e881b48647526a4318a")
    bgr = pixels["train"].reshape(-1, 3, 32, 32).transpose(0, 2, 3, 1)[..., ::-1]
    check_jpegs(train, np.ascontiguousarray(bgr))


def test_csv_to_mr(tmp_path):
    pytest.importorskip("pandas")
    make_csv(str(tmp_path / "a.csv"))
    out, out2 = str(tmp_path / "csv.mr"), str(tmp_path / "csv2.mr")
    assert CsvToMR(str(tmp_path / "a.csv"), out).run() == 0
    assert CsvToMR(str(tmp_path / "a.csv"), out2, ["count", "name"]).transform() is None
    # recorded from MindSpore 2.10.0 CPU: 302 rows in two write calls (256 + 46), every column an index field
    check_files(out, "7c275cb4d6ffb538d5b4eb72233c2bcb", "ec73c0ca90b0ebd631f24b3abc18df12")
    check_files(out2, "2531e10a2a6f5439236107f8a27a8e93", "41ba25fd9b72c4e1a6cd37c8440b539b")
    rows = read_rows(out)
    assert len(rows) == 302
    assert {k: rows[0][k] for k in ("code", "count", "name", "ripe", "weight")} == \
        {"code": "x1", "count": 3, "name": "apple", "ripe": 1, "weight": 0.25}
    assert rows[1]["code"] == "7" and rows[1]["ripe"] == 0 and rows[1]["weight"] == -1000.0
    assert sorted(read_rows(out2)[0]) == ["count", "name"]


def test_converter_errors(tmp_path):
    # messages recorded from MindSpore 2.10.0 CPU
    (tmp_path / "empty").mkdir()
    (tmp_path / "c10").mkdir()
    make_cifar(str(tmp_path / "c10"), CIFAR10)
    x = str(tmp_path / "x")
    with pytest.raises(PathNotExistsError, match=r"^\[PathNotExistsError\]: Invalid path. data_batch_\*$"):
        Cifar10ToMR(str(tmp_path / "empty"), x)
    with pytest.raises(PathNotExistsError, match=r"^\[PathNotExistsError\]: Invalid path. train$"):
        Cifar100ToMR(str(tmp_path / "c10"), x)
    with pytest.raises(ValueError, match="^The parameter fields should be None or list$"):
        Cifar10ToMR(str(tmp_path / "c10"), x).transform("label")
    with pytest.raises(ValueError, match="^The parameter partition_number must be int$"):
        MnistToMR(str(tmp_path / "empty"), x, "2")
    with pytest.raises(ParamValueError, match="File path can not end with '/'"):
        MnistToMR(str(tmp_path / "empty") + "/", x)
    with pytest.raises(FileNotFoundError, match="train-images-idx3-ubyte.gz"):
        MnistToMR(str(tmp_path / "empty"), x).transform()


def test_csv_errors(tmp_path):
    pytest.importorskip("pandas")
    make_csv(str(tmp_path / "a.csv"))
    src = str(tmp_path / "a.csv")
    # messages recorded from MindSpore 2.10.0 CPU
    with pytest.raises(ValueError, match="^The parameter columns_list must be list of str.$"):
        CsvToMR(src, str(tmp_path / "x"), "name")
    with pytest.raises(ValueError, match="^The parameter source must be str.$"):
        CsvToMR(5, str(tmp_path / "x"))
    with pytest.raises(RuntimeError, match="^The parameter columns_list is illegal, column nope does not exist.$"):
        CsvToMR(src, str(tmp_path / "x1"), ["nope"]).transform()
    with pytest.raises(OSError, match=r"^Csv file .*b\.csv do not exist\.$"):
        CsvToMR(str(tmp_path / "b.csv"), str(tmp_path / "x2")).transform()
    with open(tmp_path / "num.csv", "w") as f:
        f.write("1,b\n2,x\n")
    with pytest.raises(ValueError, match="^The first line content: 1 of the CSV file is used as a column name and "
                                         "does not allow starting with a number.$"):
        CsvToMR(str(tmp_path / "num.csv"), str(tmp_path / "x3")).transform()


# ----- TFRecordToMR ---------------------------------------------------------------------------------------------
def _varint(value):
    out = bytearray()
    value &= (1 << 64) - 1
    while True:
        low = value & 0x7F
        value >>= 7
        out.append(low | (0x80 if value else 0))
        if not value:
            return bytes(out)


def _field(number, payload):
    return _varint(number << 3 | 2) + _varint(len(payload)) + payload


def _feature(values):
    """A serialized tf.train.Feature: bytes -> BytesList, ints -> packed Int64List, floats -> packed FloatList."""
    if isinstance(values, bytes):
        return _field(1, _field(1, values))
    if all(isinstance(v, int) for v in values):
        return _field(3, _field(1, b"".join(_varint(v) for v in values)))
    return _field(2, _field(1, np.asarray(values, "<f4").tobytes()))


def _example(features):
    entries = b"".join(_field(1, _field(1, name.encode()) + _field(2, _feature(values)))
                       for name, values in features.items())
    return _field(1, entries)


def write_tfrecord(path, records):
    from mindspore_compat.common._tfrecord import masked_crc32c
    with open(path, "wb") as f:
        for record in records:
            size = struct.pack("<Q", len(record))
            f.write(size + struct.pack("<I", masked_crc32c(size)) + record + struct.pack("<I", masked_crc32c(record)))


class Spec:
    """Stands for tf.io.FixedLenFeature (TensorFlow is not needed)."""

    def __init__(self, shape, dtype, default_value=None):
        self.shape, self.dtype, self.default_value = shape, dtype, default_value


FEATURES = {"file name": Spec([], "string"), "image": Spec([], "string"), "label": Spec([], "int64"),
            "score": Spec([], "float32"), "ids": Spec([3], "int64"), "box": Spec([2], "float32")}


def tf_examples(n):
    return [_example({"file name": f"img{i}.jpg".encode(), "image": bytes([i % 256]) * (i % 7 + 1),
                      "label": [i - 100], "score": [i / 8], "ids": [i, 2 * i, -i], "box": [i * 0.5, -0.25]})
            for i in range(n)]


def test_tfrecord_to_mr(tmp_path):
    src, out = str(tmp_path / "a.tfrecord"), str(tmp_path / "t.mindrecord")
    write_tfrecord(src, tf_examples(300))
    converter = TFRecordToMR(src, out, FEATURES, ["image"])
    assert converter.mindrecord_schema == {
        "file_name": {"type": "string"}, "image": {"type": "bytes"}, "label": {"type": "int64"},
        "score": {"type": "float32"}, "ids": {"type": "int64", "shape": [3]}, "box": {"type": "float32", "shape": [2]}}
    assert converter.transform() is None
    # recorded from MindSpore 2.10.0 CPU: its FileWriter given the rows its TFRecordToMR makes of these records
    # (add_schema(schema, "TFRecord to MindRecord"), write_raw_data(rows, True) per 256 rows, commit)
    check_files(out, "38b987ea0a81a0b0b74eb49c9b3adaa7", "70a96b8b334a64f3a177fa324dd60cbd")
    rows = read_rows(out)
    assert rows[9]["file_name"] == "img9.jpg" and rows[9]["image"] == b"\t" * 3 and rows[9]["label"] == -91
    assert rows[9]["score"] == 1.125 and rows[9]["ids"].tolist() == [9, 18, -9] and rows[9]["box"].dtype == np.float32


def test_tfrecord_to_mr_defaults_and_errors(tmp_path):
    src = str(tmp_path / "a.tfrecord")
    write_tfrecord(src, [_example({"label": [4]}), _example({"label": [5], "tag": b"x"})])
    TFRecordToMR(src, str(tmp_path / "d.mr"), {"label": Spec([], "int64"), "tag": Spec([], "string", "none")}).run()
    assert [(r["label"], r["tag"]) for r in read_rows(str(tmp_path / "d.mr"))] == [(4, "none"), (5, "x")]
    with pytest.raises(ValueError, match="^TFRecord feature_dict parameter error.$"):
        TFRecordToMR(src, str(tmp_path / "e.mr"), {"tag": Spec([], "string")}).transform()
    with pytest.raises(ValueError, match="^TFRecord feature_dict parameter error.$"):
        TFRecordToMR(src, str(tmp_path / "f.mr"), {"label": Spec([2], "int64")}).transform()
    # messages as MindSpore 2.10 raises them (read from its argument checks; TensorFlow is absent there)
    with pytest.raises(ValueError, match="^Parameter feature_dict is None or not dict.$"):
        TFRecordToMR(src, str(tmp_path / "g.mr"), [])
    with pytest.raises(ValueError, match="only support FixedLenFeature."):
        TFRecordToMR(src, str(tmp_path / "g.mr"), {"a": 1})
    with pytest.raises(ValueError, match="^Parameter bytes_field: label should be tf.string in feature_dict.$"):
        TFRecordToMR(src, str(tmp_path / "g.mr"), {"label": Spec([], "int64")}, ["label"])
    with pytest.raises(ValueError, match=r"^Parameter feature_dict\[t\].dtype is tf.string which shape\[0\] is not "
                                         r"None. It is not supported.$"):
        TFRecordToMR(src, str(tmp_path / "g.mr"), {"t": Spec([2], "string")})
    with pytest.raises(ValueError, match=r"^Parameter feature_dict\[x\].shape\[0\] should > 0$"):
        TFRecordToMR(src, str(tmp_path / "g.mr"), {"x": Spec([0], "int64")})
    with pytest.raises(ParamValueError, match="'source' is not allowed None or empty!"):
        TFRecordToMR("", str(tmp_path / "g.mr"), {})
