"""Dataset operations: batch, map, filter, repeat, take, skip, zip, concat, project, rename, shuffle sizes, the
iterators and getters. Expected values and messages were recorded with the real MindSpore 2.10."""
import numpy as np
import pytest

import mindspore_compat as ms
import mindspore_compat.dataset as ds


def G(n=5):
    def gen():
        for i in range(n):
            yield np.array(i), np.array([i, i + 1], np.float32)
    return ds.GeneratorDataset(gen, ["a", "b"], shuffle=False)


def G3():
    def gen():
        for i in range(3):
            yield np.array(i), np.array(i * 10), np.array(i * 100)
    return ds.GeneratorDataset(gen, ["a", "b", "c"], shuffle=False)


def numpy_rows(dataset):
    return list(dataset.create_tuple_iterator(output_numpy=True))


def col(dataset, i=0):
    return [r[i].tolist() for r in numpy_rows(dataset)]


def test_batch_contents_and_getters():
    data = G(5).batch(2)
    assert data.get_dataset_size() == 3
    assert data.get_batch_size() == 2
    assert data.output_shapes() == [[2], [2, 2]]
    assert data.output_types() == [np.dtype("int64"), np.dtype("float32")]
    out = numpy_rows(data)
    assert [r[0].tolist() for r in out] == [[0, 1], [2, 3], [4]]
    assert out[1][1].tolist() == [[2.0, 3.0], [3.0, 4.0]]
    assert out[1][1].dtype == np.float32
    dropped = G(5).batch(2, drop_remainder=True)
    assert dropped.get_dataset_size() == 2
    assert col(dropped) == [[0, 1], [2, 3]]


def test_batch_per_batch_map_and_callable_size():
    def times_ten(a, b, info):
        return [x * 10 for x in a], b
    assert col(G(5).batch(2, per_batch_map=times_ten, input_columns=["a", "b"])) == [[0, 10], [20, 30], [40]]

    def split(a, info):
        return [x * 10 for x in a], [x + 1 for x in a]
    data = G(5).batch(2, per_batch_map=split, input_columns=["a"], output_columns=["p", "q"])
    assert data.get_col_names() == ["p", "q", "b"]
    first = numpy_rows(data)[0]
    assert [first[0].tolist(), first[1].tolist(), first[2].tolist()] == [[0, 10], [1, 2], [[0.0, 1.0], [1.0, 2.0]]]

    data = G(5).batch(lambda info: info.get_batch_num() + 1)
    assert (data.get_dataset_size(), data.get_batch_size()) == (3, -1)
    assert col(data) == [[0], [1, 2], [3, 4]]


def test_batch_info_counts_batches_per_epoch():
    seen = []

    def record(a, info):
        seen.append((info.get_batch_num(), info.get_epoch_num()))
        return (a,)
    data = G(5).repeat(2).batch(2, per_batch_map=record, input_columns=["a"])
    it = data.create_tuple_iterator(num_epochs=2)
    list(it)
    list(it)
    assert seen == [(b, e) for e in (0, 1) for b in range(5)]


def test_batch_errors():
    with pytest.raises(ValueError, match=r"^Input batch_size is not within the required interval of "
                                         r"\[1, 2147483647\]\.$"):
        G(5).batch(0)
    with pytest.raises(ValueError, match="^input_columns can be specified only when per_batch_map is set.$"):
        G(5).batch(2, input_columns=["a"])
    with pytest.raises(TypeError, match="batch_size should either be an int or a callable."):
        G(5).batch("2")
    ragged = ds.GeneratorDataset([(np.array([1, 2]),), (np.array([3]),)], ["x"], shuffle=False)
    with pytest.raises(RuntimeError, match=r"Cannot batch tensors with different shapes in column 0\. First element "
                                           r"had shape <2> and this element had shape <1>"):
        numpy_rows(ragged.batch(2))

    def mixed():
        yield np.array([1, 2]),
        yield np.array([1.0, 2.0]),
    with pytest.raises(RuntimeError, match="Cannot batch tensors with different types in column 0. First element "
                                           "had type int64 and this element had type float64"):
        numpy_rows(ds.GeneratorDataset(mixed, ["x"]).batch(2))


def test_padded_batch():
    def gen():
        yield np.array([1]), np.array(["a"])
        yield np.array([2, 3]), np.array(["bb", "c"])
    data = ds.GeneratorDataset(gen, ["x", "s"], shuffle=False).padded_batch(2, pad_info={"x": ([3], -1), "s": (None, "")})
    x, s = numpy_rows(data)[0]
    assert x.tolist() == [[1, -1, -1], [2, 3, -1]]
    assert s.tolist() == [["a", ""], ["bb", "c"]]


def test_map_column_layout():
    data = G3().map(lambda x: (x, x + 1), input_columns=["b"], output_columns=["b1", "b2"])
    assert data.get_col_names() == ["b1", "b2", "a", "c"]
    assert [v.tolist() for v in numpy_rows(data)[1]] == [10, 11, 1, 100]
    data = G3().map(lambda x, y: x + y, input_columns=["c", "a"], output_columns=["s"])
    assert data.get_col_names() == ["s", "b"]
    assert [v.tolist() for v in numpy_rows(data)[2]] == [202, 20]
    data = G3().map(lambda x: x * 2)
    assert data.get_col_names() == ["a", "b", "c"]
    assert col(data) == [0, 2, 4]
    data = G3().map([lambda x: x * 2, lambda x: (x, x)], input_columns="a", output_columns=["p", "q"])
    assert data.get_col_names() == ["p", "q", "b", "c"]
    assert G3().map(lambda x: x, input_columns="a", output_columns="c").get_col_names() == ["c", "b"]


def test_map_converts_python_results():
    def first(fn):
        return numpy_rows(G(2).map(fn, input_columns="a"))[1][0]
    assert first(lambda a: 3).dtype == np.int64
    assert first(lambda a: 2.5).dtype == np.float64
    assert first(lambda a: [1, 2]).tolist() == [1, 2]
    assert first(lambda a: "s").dtype.kind == "U"
    assert first(lambda a: True).dtype == np.bool_
    assert first(lambda a: np.float32(1.5)).dtype == np.float32
    assert first(lambda a: ms.Tensor([1, 2], ms.int32)).dtype == np.int32
    with pytest.raises(RuntimeError, match="Got None from Python object"):
        first(lambda a: None)


def test_map_errors():
    with pytest.raises(RuntimeError, match="the number of columns returned in 'map' operations should match the "
                                           "number of 'output_columns', but got the number of columns returned in "
                                           "'map' operations: 2, the number of 'output_columns': 1."):
        numpy_rows(G3().map(lambda x: (x, x), input_columns="a"))
    with pytest.raises(RuntimeError, match="Invalid parameter, input column name: zz doesn't exist in the dataset "
                                           "columns."):
        numpy_rows(G3().map(lambda x: x, input_columns="zz"))

    def boom(x):
        raise KeyError("kk")
    with pytest.raises(RuntimeError, match="Exception thrown from user defined Python function in dataset") as info:
        numpy_rows(G(2).map(boom, input_columns="a"))
    assert isinstance(info.value.__cause__, KeyError)
    with pytest.raises(ValueError, match="should not contain network computing operator"):
        G(2).map(ms.nn.ReLU())


def test_error_samples_modes():
    def fail_on_one(x):
        if int(x) == 1:
            raise ValueError("bad row")
        return x
    ds.config.set_error_samples_mode(ds.config.ErrorSamplesMode.SKIP)
    assert col(G(4).map(fail_on_one, input_columns="a")) == [0, 2, 3]
    ds.config.set_error_samples_mode(ds.config.ErrorSamplesMode.REPLACE)
    assert col(G(4).map(fail_on_one, input_columns="a")) == [0, 0, 2, 3]


def test_filter_repeat_take_skip_sizes():
    data = G(5).filter(lambda a: a % 2 == 0, input_columns=["a"])
    assert data.get_dataset_size() == 3
    assert col(data) == [0, 2, 4]
    data = G(5).repeat(3)
    assert (data.get_dataset_size(), data.get_repeat_count()) == (15, 3)
    assert G(5).take(3).get_dataset_size() == 3
    assert G(5).skip(3).get_dataset_size() == 2
    assert G(5).skip(7).get_dataset_size() == 0
    data = G(5).batch(2).repeat(2)
    assert (data.get_dataset_size(), data.get_batch_size(), data.get_repeat_count()) == (6, 2, 2)
    data = G(5).repeat(2).batch(2)
    assert (data.get_dataset_size(), data.get_batch_size(), data.get_repeat_count()) == (5, 2, 2)
    assert col(data) == [[0, 1], [2, 3], [4, 0], [1, 2], [3, 4]]
    endless = G(5).repeat()
    assert (endless.get_dataset_size(), endless.get_repeat_count()) == (5, -1)
    it = endless.create_tuple_iterator(output_numpy=True)
    assert [int(next(it)[0]) for _ in range(12)] == [0, 1, 2, 3, 4] * 2 + [0, 1]
    assert col(G(5).skip(1).take(2).repeat(2)) == [1, 2, 1, 2]


def test_zip_concat_project_rename():
    zipped = ds.zip((G(5), G(3).rename(["a", "b"], ["c", "d"])))
    assert (zipped.get_col_names(), zipped.get_dataset_size()) == (["a", "b", "c", "d"], 3)
    assert [v.tolist() for v in numpy_rows(zipped)[2]] == [2, [2.0, 3.0], 2, [2.0, 3.0]]
    assert G(5).zip(G(2).project("b").rename("b", "z")).get_col_names() == ["a", "b", "z"]
    both = G(5) + G(3)
    assert both.get_dataset_size() == 8
    assert col(both) == [0, 1, 2, 3, 4, 0, 1, 2]
    assert col(G(1).concat([G(2), G(1)])) == [0, 0, 1, 0]
    assert G(5).project(["b", "a"]).get_col_names() == ["b", "a"]
    with pytest.raises(RuntimeError, match="duplicate column .* already exists when zipping datasets"):
        ds.zip((G(5), G(3))).get_col_names()
    with pytest.raises(RuntimeError, match="'column name' or 'column order' of concat datasets should be the same"):
        numpy_rows(G(2).concat(G(2).project(["b", "a"])))
    with pytest.raises(RuntimeError, match="Invalid column, column name: zz does not exist."):
        G(5).project(["zz"]).get_col_names()
    with pytest.raises(ValueError, match="^Number of column in input_columns and output_columns is not equal.$"):
        G(5).rename(["a"], ["x", "y"])
    with pytest.raises(RuntimeError, match="Invalid column, column to be renamed does not exist."):
        G(5).rename(["zz"], ["x"]).get_col_names()
    with pytest.raises(ValueError, match="Can't zip empty or just one dataset!"):
        ds.zip((G(5),))


@pytest.mark.parametrize("call, exc, message", [
    (lambda: G(5).repeat(0), ValueError, "count should be either -1 or positive integer, range[1, INT32_MAX]."),
    (lambda: G(5).take(0), ValueError,
     "count should be either -1 or within the required interval of (0, 2147483647], got 0."),
    (lambda: G(5).skip(-1), ValueError, "Input count is not within the required interval of [0, 2147483647]."),
    (lambda: G(5).shuffle(1), ValueError, "Input buffer_size is not within the required interval of [2, 2147483647]."),
    (lambda: G(5).shuffle(2.0), TypeError,
     "Argument buffer_size with value 2.0 is not of type [<class 'int'>], but got <class 'float'>."),
    (lambda: G(5).filter(3), TypeError, "Predicate should be a Python function or a callable Python object."),
    (lambda: G(5).project([]), ValueError, "columns should not be empty."),
    (lambda: G(5).project(["a", "a"]), ValueError,
     "Every column name should not be same with others in column_names."),
])
def test_operation_validation(call, exc, message):
    with pytest.raises(exc) as info:
        call()
    assert str(info.value) == message


def test_iterators_yield_tensors_and_count_epochs():
    data = ds.NumpySlicesDataset({"x": np.ones((4, 2), np.float32), "y": np.arange(4)}, shuffle=False)
    row = next(data.create_dict_iterator())
    assert isinstance(row["x"], ms.Tensor) and row["x"].dtype == ms.float32 and row["x"].shape == (2,)
    assert isinstance(row["y"], ms.Tensor) and row["y"].dtype == ms.int64 and row["y"].shape == ()
    tup = next(data.create_tuple_iterator(columns=["y"]))
    assert isinstance(tup, list) and len(tup) == 1 and int(tup[0]) == 0
    assert [int(r[0]) for r in data.create_tuple_iterator(columns="y", output_numpy=True)] == [0, 1, 2, 3]
    assert [int(r[1]) for r in data] == [0, 1, 2, 3]
    assert len(data) == 4
    it = data.create_tuple_iterator(num_epochs=2, output_numpy=True)
    assert len(list(it)) == 4 and len(list(it)) == 4
    with pytest.raises(RuntimeError, match="EOF buffer encountered. User tries to fetch data beyond the specified "
                                           "number of epochs."):
        list(it)
    with pytest.raises(RuntimeError, match="RootNode: num_epochs should be either -1 or positive integer, "
                                           "num_epochs: 0"):
        data.create_tuple_iterator(num_epochs=0)
    it = data.create_dict_iterator(num_epochs=-1, output_numpy=True)
    for _ in range(3):
        assert [int(r["y"]) for r in it] == [0, 1, 2, 3]
    assert it.get_col_names() == ["x", "y"]


def test_string_columns_stay_numpy():
    data = ds.NumpySlicesDataset(np.array(["ab", "c"]), shuffle=False)
    assert data.output_types() == [np.dtype("<U")]
    value = next(data.create_tuple_iterator())[0]
    assert isinstance(value, np.ndarray) and value.tolist() == "ab"


def test_device_queue_is_reported_unsupported():
    with pytest.raises(RuntimeError, match="not supported by mindspore_compat"):
        G(2).device_que()


def test_split_and_flat_map_and_apply():
    data = ds.NumpySlicesDataset(list(range(5)), shuffle=False)
    first, second = data.split([3, 2], randomize=False)
    assert (col(first), col(second)) == ([0, 1, 2], [3, 4])
    ds.config.set_seed(1)
    a, b = ds.NumpySlicesDataset(list(range(10)), shuffle=False).split([0.5, 0.5])
    assert sorted(col(a) + col(b)) == list(range(10))
    flat = ds.NumpySlicesDataset([[0, 1], [2, 3]], shuffle=False).flat_map(
        lambda x: ds.NumpySlicesDataset(x, shuffle=False))
    assert col(flat) == [0, 1, 2, 3]
    assert G(3).apply(lambda d: d.batch(2)).get_dataset_size() == 2
    with pytest.raises(TypeError, match="apply_func must return a dataset."):
        G(3).apply(lambda d: 1)


def test_ds_callbacks():
    events = []

    class Recorder(ds.DSCallback):
        def ds_begin(self, ctx):
            events.append(("begin", ctx.cur_epoch_num, ctx.cur_step_num))

        def ds_epoch_begin(self, ctx):
            events.append(("epoch_begin", ctx.cur_epoch_num, ctx.cur_step_num))

        def ds_step_begin(self, ctx):
            events.append(("step", ctx.cur_epoch_num, ctx.cur_step_num_in_epoch, ctx.cur_step_num))

    data = G(3).map(lambda x: x, callbacks=Recorder(step_size=2))
    it = data.create_tuple_iterator(num_epochs=2)
    list(it)
    list(it)
    # recorded from MindSpore 2.10.0 CPU: ds_begin sees epoch 0, and the step calls restart every epoch
    assert events == [("begin", 0, 0), ("epoch_begin", 1, 0), ("step", 1, 1, 1), ("step", 1, 3, 3),
                      ("epoch_begin", 2, 3), ("step", 2, 1, 4), ("step", 2, 3, 6)]
