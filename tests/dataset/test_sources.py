"""Source datasets: GeneratorDataset (callable / iterable / random-accessible sources), NumpySlicesDataset dtype
rules, PaddedDataset, and MNIST / CIFAR decoding from hand-made files. Orders and values were recorded with the
real MindSpore 2.10 on the same files."""
import os
import struct

import numpy as np
import pytest

import mindspore_compat as ms
import mindspore_compat.dataset as ds


def numpy_rows(dataset, **kw):
    return list(dataset.create_tuple_iterator(output_numpy=True, **kw))


# ----- GeneratorDataset ---------------------------------------------------------------------------------------
def test_generator_function_rows_and_types():
    def gen():
        for i in range(5):
            yield i, [i, 2.0]
    data = ds.GeneratorDataset(gen, ["a", "b"])
    assert data.get_dataset_size() == 5
    assert data.output_types() == [np.dtype("int64"), np.dtype("float64")]
    assert data.output_shapes() == [[], [2]]
    rows = numpy_rows(data)
    assert [(r[0].tolist(), r[1].tolist()) for r in rows][:2] == [(0, [0.0, 2.0]), (1, [1.0, 2.0])]
    assert data.get_batch_size() == 1 and data.get_repeat_count() == 1
    assert data.get_class_indexing() == {} and data.num_classes() is None


def test_random_access_source_and_getitem():
    class Source:
        def __getitem__(self, i):
            return np.array(i), np.array([i] * 2)

        def __len__(self):
            return 4
    data = ds.GeneratorDataset(Source(), ["a", "b"], shuffle=False)
    assert data.get_dataset_size() == 4
    assert [int(r[0]) for r in numpy_rows(data)] == [0, 1, 2, 3]
    assert [v.tolist() for v in data[2]] == [2, [2, 2]]
    ds.config.set_seed(0)
    assert [int(r[0]) for r in numpy_rows(ds.GeneratorDataset(Source(), ["a", "b"]))] == [0, 2, 1, 3]
    sharded = ds.GeneratorDataset(Source(), ["a", "b"], num_shards=2, shard_id=1, shuffle=False)
    assert [int(r[0]) for r in numpy_rows(sharded)] == [1, 3]


def test_batch_sampler_and_collate_fn():
    class Source:
        def __getitem__(self, i):
            return np.array(i), np.array([i] * 2)

        def __len__(self):
            return 4
    data = ds.GeneratorDataset(Source(), ["a", "b"], batch_sampler=[[0, 1], [3, 2]])
    rows = numpy_rows(data)
    assert data.get_dataset_size() == 2
    assert [r[0].tolist() for r in rows] == [[0, 1], [3, 2]]
    assert rows[1][1].tolist() == [[3, 3], [2, 2]]
    data = ds.GeneratorDataset(Source(), ["a", "b"], batch_sampler=[[0, 1], [3, 2]],
                               collate_fn=lambda a, b: (np.array(a).sum(), np.array(b)))
    assert [int(r[0]) for r in numpy_rows(data)] == [1, 5]


def test_iterable_and_generator_object_sources():
    data = ds.GeneratorDataset((np.array(i) for i in range(3)), ["a"])
    it = data.create_tuple_iterator(num_epochs=2, output_numpy=True)
    assert [[int(r[0]) for r in it] for _ in range(2)] == [[0, 1, 2], [0, 1, 2]]
    data = ds.GeneratorDataset(iter(range(6)), ["a"], num_samples=4)
    assert [int(r[0]) for r in numpy_rows(data)] == [0, 1, 2, 3]
    assert data.get_dataset_size() == 4


def test_column_types_and_schema():
    def gen():
        for i in range(2):
            yield np.array([i], np.int64), np.array(i * 2, np.int32)
    data = ds.GeneratorDataset(gen, ["x", "y"], column_types=[ms.int64, ms.int32])
    assert data.output_types() == [np.dtype("int64"), np.dtype("int32")]
    with pytest.raises(RuntimeError, match="type of returned data in 'GeneratorDataset' should be same with "
                                           "specified column_types"):
        numpy_rows(ds.GeneratorDataset(gen, ["x", "y"], column_types=[ms.float32, ms.int32]))
    schema = ds.Schema()
    schema.add_column("x", de_type=ms.int64, shape=[1])
    schema.add_column("y", de_type="int32")
    data = ds.GeneratorDataset(gen, schema=schema)
    assert data.get_col_names() == ["x", "y"]
    assert [v.tolist() for v in numpy_rows(data)[1]] == [[1], 2]


def test_generator_row_errors():
    def gen():
        for i in range(3):
            yield np.array(i), np.array(i)
    with pytest.raises(RuntimeError, match="the size of column_names is:1 and number of returned NumPy array is:2"):
        numpy_rows(ds.GeneratorDataset(gen, ["a"]))

    def bad():
        yield np.array(0),
        raise ValueError("boom")
    with pytest.raises(RuntimeError, match="Exception thrown from user defined Python function in dataset") as info:
        numpy_rows(ds.GeneratorDataset(bad, ["a"]))
    assert isinstance(info.value.__cause__, ValueError)


@pytest.mark.parametrize("call, exc, message", [
    (lambda: ds.GeneratorDataset(5, ["a"]), TypeError,
     "Input `source` function of GeneratorDataset should be callable, iterable or random accessible, commonly it "
     "should implement one of the method like yield, __getitem__ or __next__(__iter__)."),
    (lambda: ds.GeneratorDataset([1, 2], None), ValueError, "Neither columns_names nor schema are provided."),
    (lambda: ds.GeneratorDataset(lambda: iter([]), ["a"], num_shards=2), ValueError,
     "num_shards and shard_id need to be passed in together."),
    (lambda: ds.GeneratorDataset(lambda: iter([]), ["a"], num_shards=2, shard_id=0), ValueError,
     "num_shards is not supported if source does not have attribute '__getitem__'."),
    (lambda: ds.NumpySlicesDataset([1, 2], num_shards=2, shard_id=2), ValueError,
     "shard_id should be less than num_shards."),
    (lambda: ds.GeneratorDataset([1, 2], ["a", "a"]), ValueError,
     "Every column name should not be same with others in column_names."),
    (lambda: ds.GeneratorDataset([1, 2], ["a"], num_parallel_workers=0), ValueError,
     f"num_parallel_workers exceeds the boundary between 1 and {os.cpu_count()}!"),
    (lambda: ds.GeneratorDataset([1, 2], ["a"], shuffle=1), TypeError,
     "Argument shuffle with value 1 is not of type [<class 'bool'>], but got <class 'int'>."),
    (lambda: ds.GeneratorDataset([1, 2], ["a"], collate_fn=lambda x: x), ValueError,
     "collate_fn can be specified only when batch_sampler is set."),
    (lambda: ds.NumpySlicesDataset([1, 2, 3], column_names=["x", "y"]), ValueError,
     "Num of input column names is 2, but required is 1 as data is list."),
    (lambda: ds.NumpySlicesDataset([]), ValueError, "Argument data cannot be empty"),
    (lambda: ds.NumpySlicesDataset(([1, 2], [3])), ValueError, "Data length in each column is not equal."),
    (lambda: ds.NumpySlicesDataset({"a": [1]}, column_names=["a", "b"]), ValueError,
     "Num of input column names is 2, but required is 1."),
])
def test_source_validation(call, exc, message):
    with pytest.raises(exc) as info:
        call()
    assert str(info.value) == message


# ----- NumpySlicesDataset -------------------------------------------------------------------------------------
def test_numpy_slices_columns_and_dtypes():
    data = ds.NumpySlicesDataset([1, 2, 3, 4, 5], shuffle=False)
    assert (data.get_col_names(), data.output_types(), data.output_shapes()) == \
        (["column_0"], [np.dtype("int64")], [[]])
    assert ds.NumpySlicesDataset([1.5, 2.0], shuffle=False).output_types() == [np.dtype("float64")]
    data = ds.NumpySlicesDataset({"a": [1, 2, 3], "b": [[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]}, shuffle=False)
    assert (data.get_col_names(), data.output_types(), data.output_shapes()) == \
        (["a", "b"], [np.dtype("int64"), np.dtype("float64")], [[], [2]])
    assert ds.NumpySlicesDataset(([1, 2, 3], [4, 5, 6])).get_col_names() == ["column_0", "column_1"]
    data = ds.NumpySlicesDataset(np.arange(12).reshape(6, 2).astype(np.float32), shuffle=False)
    assert (data.output_types(), data.output_shapes()) == ([np.dtype("float32")], [[2]])
    assert ds.NumpySlicesDataset([[1, 2], [3, 4]], shuffle=False).output_shapes() == [[2]]
    assert ds.NumpySlicesDataset([1, 2, 3], column_names=["x"]).get_col_names() == ["x"]
    row = next(ds.NumpySlicesDataset({"a": [1, 2], "b": [[1.5], [2.5]]}, shuffle=False).create_dict_iterator())
    assert row["a"].dtype == ms.int64 and row["b"].dtype == ms.float64


def test_padded_dataset():
    data = ds.PaddedDataset([{"image": np.zeros(2, np.uint8)}, {"image": np.ones(2, np.uint8)}])
    assert data.get_col_names() == ["image"]
    assert [r[0].tolist() for r in numpy_rows(data)] == [[0, 0], [1, 1]]


# ----- MNIST / CIFAR ------------------------------------------------------------------------------------------
def _write_mnist(folder, prefix, n, seed):
    rs = np.random.RandomState(seed)
    images = rs.randint(0, 256, size=(n, 28, 28)).astype(np.uint8)
    labels = rs.randint(0, 10, size=n).astype(np.uint8)
    with open(os.path.join(folder, f"{prefix}-images-idx3-ubyte"), "wb") as f:
        f.write(struct.pack(">IIII", 2051, n, 28, 28) + images.tobytes())
    with open(os.path.join(folder, f"{prefix}-labels-idx1-ubyte"), "wb") as f:
        f.write(struct.pack(">II", 2049, n) + labels.tobytes())
    return images, labels


@pytest.fixture
def mnist_dir(tmp_path):
    _write_mnist(str(tmp_path), "train", 5, 0)
    _write_mnist(str(tmp_path), "t10k", 3, 1)
    return str(tmp_path)


def test_mnist_decoding(mnist_dir):
    expected = {"train": [5, 4, 2, 7, 3], "test": [6, 7, 8], "all": [6, 7, 8, 5, 4, 2, 7, 3]}
    sums = {"train": [97534, 98576, 99309, 96873, 101088], "test": [100928, 99197, 100760]}
    sums["all"] = sums["test"] + sums["train"]
    for usage in (None, "train", "test", "all"):
        key = usage or "all"
        data = ds.MnistDataset(mnist_dir, usage=usage, shuffle=False)
        assert data.get_col_names() == ["image", "label"]
        assert data.output_types() == [np.dtype("uint8"), np.dtype("uint32")]
        assert data.output_shapes() == [[28, 28, 1], []]
        assert data.get_dataset_size() == len(expected[key])
        rows = numpy_rows(data)
        assert [int(r[1]) for r in rows] == expected[key]
        assert [int(r[0].astype(np.int64).sum()) for r in rows] == sums[key]
    images, _ = _write_mnist(mnist_dir, "train", 5, 0)
    first = numpy_rows(ds.MnistDataset(mnist_dir, usage="train", shuffle=False))[0][0]
    assert np.array_equal(first[:, :, 0], images[0])


def test_mnist_sampling_matches_mindspore(mnist_dir):
    ds.config.set_seed(1)
    assert [int(r[1]) for r in numpy_rows(ds.MnistDataset(mnist_dir, usage="all"))] == [7, 6, 8, 2, 3, 4, 7, 5]
    data = ds.MnistDataset(mnist_dir, num_shards=2, shard_id=1, shuffle=False)
    assert ([int(r[1]) for r in numpy_rows(data)], data.get_dataset_size()) == ([7, 5, 2, 3], 4)
    data = ds.MnistDataset(mnist_dir, num_samples=3)
    assert ([int(r[1]) for r in numpy_rows(data)], data.get_dataset_size()) == ([5, 3, 2], 3)


def test_mnist_errors(tmp_path, mnist_dir):
    with pytest.raises(ValueError, match="^The folder /nonexist does not exist or is not a directory or permission "
                                         "denied!$"):
        ds.MnistDataset("/nonexist")
    with pytest.raises(RuntimeError, match="^num_shards is specified and currently requires shard_id as well.$"):
        ds.MnistDataset(mnist_dir, num_shards=2)
    with pytest.raises(ValueError, match=r"^Input usage is not within the valid set of \['train', 'test', 'all'\].$"):
        ds.MnistDataset(mnist_dir, usage="val")
    with pytest.raises(RuntimeError, match="^sampler and shuffle cannot be specified at the same time.$"):
        ds.MnistDataset(mnist_dir, shuffle=True, sampler=ds.SequentialSampler())
    os.makedirs(tmp_path / "empty")
    empty = ds.MnistDataset(str(tmp_path / "empty"))
    assert empty.get_dataset_size() == 0
    with pytest.raises(RuntimeError, match="MnistDataset API can't read the data file"):
        numpy_rows(empty)
    with open(os.path.join(mnist_dir, "train-images-idx3-ubyte"), "r+b") as f:
        f.write(struct.pack(">I", 1234))
    with pytest.raises(RuntimeError, match="Invalid mnist file, the image number of .* should be 2051, but got 1234$"):
        numpy_rows(ds.MnistDataset(mnist_dir, usage="train"))


def test_cifar10_decoding(tmp_path):
    rs = np.random.RandomState(2)
    labels = rs.randint(0, 10, 3).astype(np.uint8)
    chw = rs.randint(0, 256, (3, 3, 32, 32)).astype(np.uint8)
    records = np.concatenate([labels[:, None], chw.reshape(3, -1)], axis=1)
    records[:2].tofile(str(tmp_path / "data_batch_1.bin"))
    records[2:].tofile(str(tmp_path / "test_batch.bin"))
    data = ds.Cifar10Dataset(str(tmp_path), usage="train", shuffle=False)
    assert data.get_col_names() == ["image", "label"]
    assert data.output_types() == [np.dtype("uint8"), np.dtype("uint32")]
    assert data.output_shapes() == [[32, 32, 3], []]
    rows = numpy_rows(data)
    assert [int(r[1]) for r in rows] == labels[:2].tolist()
    assert np.array_equal(rows[1][0], chw[1].transpose(1, 2, 0))
    assert [int(r[1]) for r in numpy_rows(ds.Cifar10Dataset(str(tmp_path), usage="test"))] == [int(labels[2])]
    assert ds.Cifar10Dataset(str(tmp_path)).get_dataset_size() == 3
    (tmp_path / "data_batch_2.bin").write_bytes(b"\x00" * 10)
    with pytest.raises(RuntimeError, match="failed to read data from cifar10 file"):
        numpy_rows(ds.Cifar10Dataset(str(tmp_path), usage="train"))


def test_cifar10_full_file_matches_mindspore(tmp_path):
    # a CIFAR-10 file of MindSpore's size (10000 records); values recorded with the real MindSpore
    rs = np.random.RandomState(5)
    records = np.concatenate([rs.randint(0, 10, (10000, 1)), rs.randint(0, 256, (10000, 3072))], 1).astype(np.uint8)
    records.tofile(str(tmp_path / "data_batch_1.bin"))
    ds.config.set_seed(3)
    rows = numpy_rows(ds.Cifar10Dataset(str(tmp_path), usage="train", num_samples=5))
    assert [int(r[1]) for r in rows] == [3, 0, 0, 6, 3]
    assert [int(r[0].astype(np.int64).sum()) for r in rows] == [395791, 392935, 392860, 399042, 385416]
    assert rows[0][0][1, 2].tolist() == [210, 66, 79]


def test_cifar100_decoding(tmp_path):
    records = np.zeros((2, 3074), np.uint8)
    records[:, 0] = [3, 4]
    records[:, 1] = [30, 40]
    records[1, 2 + 1024 + 5] = 77  # green channel, row 0, column 5
    records.tofile(str(tmp_path / "train.bin"))
    data = ds.Cifar100Dataset(str(tmp_path), usage="train", shuffle=False)
    assert data.get_col_names() == ["image", "coarse_label", "fine_label"]
    rows = numpy_rows(data)
    assert [(int(r[1]), int(r[2])) for r in rows] == [(3, 30), (4, 40)]
    assert rows[1][0][0, 5].tolist() == [0, 77, 0]
    assert ds.Cifar100Dataset(str(tmp_path), usage="test").get_dataset_size() == 0


def test_image_folder(tmp_path):
    from PIL import Image
    rs = np.random.RandomState(0)
    pixels = {}
    for cls, names in (("dog", ["b.png", "a.png"]), ("cat", ["z.png", "c.bmp"]), ("bird", ["q.png"])):
        os.makedirs(tmp_path / cls)
        for name in names:
            arr = rs.randint(0, 256, (4, 5, 3)).astype(np.uint8)
            Image.fromarray(arr).save(str(tmp_path / cls / name), format="BMP" if name.endswith("bmp") else "PNG")
            pixels[(cls, name)] = arr
    data = ds.ImageFolderDataset(str(tmp_path), shuffle=False)
    assert (data.get_dataset_size(), data.get_col_names()) == (5, ["image", "label"])
    assert data.get_class_indexing() == {"bird": 0, "cat": 1, "dog": 2} and data.num_classes() == 3
    rows = numpy_rows(data)
    assert [int(r[1]) for r in rows] == [0, 1, 1, 2, 2]
    assert rows[0][0].ndim == 1 and rows[0][0].dtype == np.uint8 and rows[0][1].dtype == np.int32
    assert rows[0][0].tobytes() == (tmp_path / "bird" / "q.png").read_bytes()
    decoded = numpy_rows(ds.ImageFolderDataset(str(tmp_path), shuffle=False, decode=True))
    order = [("bird", "q.png"), ("cat", "c.bmp"), ("cat", "z.png"), ("dog", "a.png"), ("dog", "b.png")]
    for row, key in zip(decoded, order):
        assert np.array_equal(row[0], pixels[key])
    picked = ds.ImageFolderDataset(str(tmp_path), shuffle=False, extensions=[".png"], class_indexing={"dog": 5, "cat": 1})
    assert [int(r[1]) for r in numpy_rows(picked)] == [1, 5, 5]
    assert picked.get_class_indexing() == {"dog": 5, "cat": 1}
    (tmp_path / "cat" / "x.txt").write_text("hi")
    with pytest.raises(RuntimeError, match="x.txt decode failed, the image is broken or permission denied"):
        numpy_rows(ds.ImageFolderDataset(str(tmp_path), shuffle=False, decode=True))
