"""MindDataset with Shuffle.FILES and Shuffle.INFILE, with and without shards, over two epochs.

All expected rows were recorded from MindSpore 2.10.0 CPU on a MindRecord set of three files holding the rows
``id = 0 .. 9`` (4, 3 and 3 rows).
"""
import pytest

import mindspore_compat.dataset as ds
from mindspore_compat.mindrecord import FileWriter


@pytest.fixture
def files(tmp_path):
    path = str(tmp_path / "ids.mindrecord")
    writer = FileWriter(path, shard_num=3, overwrite=True)
    writer.add_schema({"id": {"type": "int32"}}, "ids")
    # one call per file, so the files hold ids 0-3, 4-6 and 7-9 as in the recorded set
    for ids in (range(0, 4), range(4, 7), range(7, 10)):
        writer.write_raw_data([{"id": i} for i in ids], parallel_writer=True)
    writer.commit()
    old = ds.config.get_seed()
    # the list of the three files reads as the set does (recorded from MindSpore 2.10 both ways)
    yield [path + str(k) for k in range(3)]
    ds.config.set_seed(old)


# recorded from MindSpore 2.10.0 CPU: (shuffle, seed, num_shards) -> per shard, the ids of two epochs
RECORDED = {('FILES', 1, None): [[[7, 8, 9, 0, 1, 2, 3, 4, 5, 6], [4, 5, 6, 7, 8, 9, 0, 1, 2, 3]]],
 ('FILES', 1, 2): [[[7, 9, 1, 3, 5], [7, 9, 1, 3, 5]], [[8, 0, 2, 4, 6], [8, 0, 2, 4, 6]]],
 ('FILES', 12345, None): [[[7, 8, 9, 0, 1, 2, 3, 4, 5, 6], [4, 5, 6, 7, 8, 9, 0, 1, 2, 3]]],
 ('FILES', 12345, 2): [[[7, 9, 1, 3, 5], [7, 9, 1, 3, 5]], [[8, 0, 2, 4, 6], [8, 0, 2, 4, 6]]],
 ('FILES', 987654321, 2): [[[0, 2, 7, 9, 5], [0, 2, 7, 9, 5]], [[1, 3, 8, 4, 6], [1, 3, 8, 4, 6]]],
 ('FILES', 987654321, None): [[[0, 1, 2, 3, 7, 8, 9, 4, 5, 6], [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]]],
 ('INFILE', 1, None): [[[2, 0, 1, 3, 6, 4, 5, 9, 7, 8], [3, 1, 2, 0, 5, 6, 4, 8, 9, 7]]],
 ('INFILE', 1, 2): [[[2, 1, 6, 5, 7], [3, 0, 6, 5, 7]], [[0, 3, 4, 9, 8], [2, 1, 4, 9, 8]]],
 ('INFILE', 12345, 2): [[[1, 2, 6, 5, 7], [2, 1, 6, 5, 7]], [[0, 3, 4, 9, 8], [3, 0, 4, 9, 8]]],
 ('INFILE', 12345, None): [[[1, 0, 2, 3, 6, 4, 5, 9, 7, 8], [2, 3, 0, 1, 5, 6, 4, 8, 9, 7]]],
 ('INFILE', 987654321, None): [[[0, 1, 2, 3, 4, 6, 5, 7, 9, 8], [2, 3, 0, 1, 4, 5, 6, 7, 8, 9]]],
 ('INFILE', 987654321, 2): [[[0, 2, 4, 5, 9], [2, 0, 4, 5, 9]], [[1, 3, 6, 7, 8], [3, 1, 6, 7, 8]]]}


@pytest.mark.parametrize("key", sorted(RECORDED, key=str))
def test_files_and_infile_shuffles(files, key):
    mode, seed, shards = key
    ds.config.set_seed(seed)
    got = []
    for shard in ([None] if shards is None else range(shards)):
        data = ds.MindDataset(files, shuffle=getattr(ds.Shuffle, mode), num_shards=shards, shard_id=shard)
        it = data.create_tuple_iterator(output_numpy=True, num_epochs=2)
        got.append([[int(row[0]) for row in it] for _ in range(2)])
    assert got == RECORDED[key]


@pytest.mark.parametrize("mode", [ds.Shuffle.FILES, ds.Shuffle.INFILE])
def test_num_samples_refused(files, mode):
    # recorded from MindSpore 2.10.0 CPU
    with pytest.raises(ValueError, match="'Shuffle.FILES' or 'Shuffle.INFILE' and 'num_samples' cannot be "
                                         "specified at the same time."):
        ds.MindDataset(files, shuffle=mode, num_samples=4)
