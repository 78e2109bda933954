"""MindDataset with a PKSampler: MindSpore 2.10 sizes the output as classes x num_val (or num_samples) but every
row it yields is the first row of the files; an index-less class column is refused when the pipeline starts.
All expected values were recorded from MindSpore 2.10.0 CPU on files with the same rows."""
import pytest

import mindspore_compat.dataset as ds
from mindspore_compat.mindrecord import FileWriter

LABELS = [2, 0, 1, 2, 0, 0, 3, 1, 2, 2, 0, 3, 1]


@pytest.fixture
def record(tmp_path):
    path = str(tmp_path / "rows.mindrecord")
    writer = FileWriter(path, shard_num=1, overwrite=True)
    writer.add_schema({"id": {"type": "int32"}, "label": {"type": "int32"}}, "rows")
    writer.add_index(["label"])
    writer.write_raw_data([{"id": i, "label": label} for i, label in enumerate(LABELS)])
    writer.commit()
    old = ds.config.get_seed()
    yield path
    ds.config.set_seed(old)


# recorded from MindSpore 2.10.0 CPU: (num_val, shuffle, num_samples, seed) -> dataset size; every row is (0, 2)
RECORDED = [((2, False, None, 3), 8), ((2, True, None, 3), 8), ((3, True, None, 1), 12), ((1, False, None, 0), 4),
            ((2, False, 5, 1), 5)]


@pytest.mark.parametrize("key, size", RECORDED)
def test_rows_and_size(record, key, size):
    num_val, shuffle, num_samples, seed = key
    ds.config.set_seed(seed)
    data = ds.MindDataset(record, columns_list=["id", "label"],
                          sampler=ds.PKSampler(num_val, shuffle=shuffle, num_samples=num_samples))
    assert data.get_dataset_size() == size
    rows = [(int(a), int(b)) for a, b in data.create_tuple_iterator(output_numpy=True, num_epochs=1)]
    assert rows == [(0, 2)] * size


@pytest.mark.parametrize("column", ["id", "nope"])
def test_class_column_must_be_an_index_field(record, column):
    # recorded from MindSpore 2.10.0 CPU: RuntimeError when the pipeline starts
    data = ds.MindDataset(record, sampler=ds.PKSampler(2, class_column=column))
    with pytest.raises(RuntimeError, match=f"Invalid data, 'class_column': {column} can not found in fields of "
                                           f"mindrecord files. Please check 'class_column' in PKSampler."):
        list(data.create_tuple_iterator(output_numpy=True, num_epochs=1))
