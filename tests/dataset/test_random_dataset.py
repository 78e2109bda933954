"""RandomDataset: the rows, dtypes, shapes and column names MindSpore 2.10 generated for the same seeds (recorded
with the real MindSpore on CPU), with and without a schema, over epochs and repeats, and its errors."""
import numpy as np
import pytest

import mindspore_compat.dataset as ds
from mindspore_compat.common import dtype as mstype


def first_bytes(dataset, **kw):
    return [[(c.dtype.name, c.shape, int(c.reshape(-1).view(np.uint8)[0]) if c.size else None) for c in row]
            for row in dataset.create_tuple_iterator(output_numpy=True, **kw)]


def three_columns():
    schema = ds.Schema()
    schema.add_column("a", de_type=mstype.uint8, shape=[2])
    schema.add_column("b", de_type=mstype.float32, shape=[1, 2])
    schema.add_column("c", de_type=mstype.int64)
    return schema


def test_rows_of_a_schema():
    ds.config.set_seed(0)
    dataset = ds.RandomDataset(schema=three_columns(), total_rows=5, shuffle=False)
    assert dataset.get_col_names() == ["a", "b", "c"] and dataset.get_dataset_size() == 5
    # recorded from MindSpore 2.10.0 CPU: one random byte fills each array
    fills = [[140, 151, 183], [216, 154, 219], [139, 216, 108], [159, 165, 98], [112, 76, 228]]
    assert first_bytes(dataset) == [[("uint8", (2,), a), ("float32", (1, 2), b), ("int64", (), c)]
                                    for a, b, c in fills]
    row = next(dataset.create_tuple_iterator(output_numpy=True))
    assert row[0].tolist() == [140, 140] and row[2].tolist() == int(np.full(8, 183, np.uint8).view(np.int64)[0])


def test_values_of_other_types():
    ds.config.set_seed(0)
    schema = ds.Schema()
    schema.add_column("z", de_type=mstype.int16)
    rows = ds.RandomDataset(schema=schema, total_rows=2).create_tuple_iterator(output_numpy=True)
    assert [int(r[0]) for r in rows] == [-29556, -26729]  # recorded from MindSpore 2.10.0 CPU
    schema = ds.Schema()
    schema.add_column("b", de_type=mstype.bool_, shape=[2])
    schema.add_column("f", de_type=mstype.float16, shape=[1])
    rows = [[c.tolist() for c in r]
            for r in ds.RandomDataset(schema=schema, total_rows=2).create_tuple_iterator(output_numpy=True)]
    assert rows == [[[True, True], [-0.0018529891967773438]], [[True, True], [-155.0]]]  # recorded as well


def test_epochs_and_repeats_start_again():
    ds.config.set_seed(0)
    schema = ds.Schema()
    schema.add_column("a", de_type=mstype.uint8, shape=[2])
    it = ds.RandomDataset(schema=schema, total_rows=3).create_tuple_iterator(num_epochs=2, output_numpy=True)
    assert [[int(r[0][0]) for r in it] for _ in range(2)] == [[140, 151, 183]] * 2  # recorded
    repeated = ds.RandomDataset(schema=schema, total_rows=4).repeat(2)
    assert [int(r[0][0]) for r in repeated.create_tuple_iterator(output_numpy=True)] == \
        [140, 151, 183, 216, 140, 151, 183, 216]


def test_invented_schema():
    # recorded from MindSpore 2.10.0 CPU
    ds.config.set_seed(0)
    dataset = ds.RandomDataset(total_rows=3, shuffle=False)
    assert dataset.get_col_names() == ["c0", "c1", "c2"]
    assert first_bytes(dataset) == [
        [("int64", (27, 19, 28), a), ("uint32", (13, 20, 21, 12), b), ("int32", (29, 1), c)]
        for a, b, c in ([246, 69, 98], [122, 202, 207], [135, 122, 145])]
    ds.config.set_seed(3)
    dataset = ds.RandomDataset(total_rows=2, num_parallel_workers=1)
    assert [(c.dtype.name, c.shape) for c in next(dataset.create_tuple_iterator(output_numpy=True))] == \
        [("bool", (27, 9, 4)), ("uint32", (29, 14, 29)), ("bool", (1,))]


def test_columns_list_and_errors():
    dataset = ds.RandomDataset(schema=three_columns(), total_rows=5, columns_list=["b", "a"])
    assert dataset.get_col_names() == ["b", "a"]
    # recorded from MindSpore 2.10.0 CPU
    with pytest.raises(TypeError, match=r"^Argument total_rows with value 1.5 is not of type \[<class 'int'>\]"):
        ds.RandomDataset(total_rows=1.5)
    with pytest.raises(TypeError, match=r"^Argument columns_list with value a is not of type \[<class 'list'>\]"):
        ds.RandomDataset(total_rows=2, columns_list="a")
    ds.config.set_num_parallel_workers(2)
    with pytest.raises(RuntimeError, match=r"RandomDataset needs 'total_rows' >= 'num_workers', total_rows=1, "
                                           r"num_workers=2\."):
        list(ds.RandomDataset(total_rows=1).create_tuple_iterator())
    with pytest.raises(RuntimeError, match="RandomDataset needs a row count"):
        ds.RandomDataset().get_dataset_size()
