"""OBSMindDataset end to end against a fake OBS client (tests/dataset/fake_obs.py) serving MindRecord files written by
mindspore_compat.mindrecord.FileWriter from a local folder.

The row orders, sizes, downloaded files and marker objects were recorded from MindSpore 2.10.0 CPU running the
same script on the same files with the same fake ``obs`` module."""
import os
import sys

import pytest

import mindspore_compat.dataset as ds
from mindspore_compat.mindrecord import FileWriter

from . import fake_obs

FILES = ["s3://bucket/data/%s.mindrecord" % name for name in "abc"]


@pytest.fixture
def obs_env(tmp_path, monkeypatch):
    bucket = tmp_path / "obsroot" / "bucket"
    os.makedirs(bucket / "data")
    os.makedirs(bucket / "sync")
    for name, ids in (("a", [0, 1, 2]), ("b", [10, 11]), ("c", [20, 21, 22, 23])):
        writer = FileWriter(str(bucket / "data" / (name + ".mindrecord")), shard_num=1, overwrite=True)
        writer.set_header_size(1 << 14)
        writer.set_page_size(1 << 15)  # small files, same rows
        writer.add_schema({"id": {"type": "int32"}, "label": {"type": "string"}}, "obs test")
        writer.write_raw_data([{"id": i, "label": "%s%d" % (name, i)} for i in ids])
        writer.commit()
    cache = tmp_path / "cache"
    monkeypatch.setenv("WORKING_PATH", str(cache))
    monkeypatch.setenv("DATASET_LOCAL_PATH", str(cache / "dataset"))
    monkeypatch.setenv("RETRY_DELTA_TIME", "0")
    monkeypatch.setenv("WAIT_META_TIME", "0")
    monkeypatch.setenv("BATCH_JOB_ID", "job7")
    monkeypatch.setitem(sys.modules, "obs", fake_obs.module(str(tmp_path / "obsroot")))
    return tmp_path


def epochs(dataset, key="id"):
    return [[r[key].item() if key == "id" else str(r[key]) for r in
             dataset.create_dict_iterator(num_epochs=1, output_numpy=True)] for _ in range(2)]


def markers(root):
    base = root / "obsroot" / "bucket" / "sync"
    found = []
    for folder, _, files in os.walk(base):
        found += [os.path.relpath(os.path.join(folder, f), base) for f in files]
    return sorted(found)


def other_rank_markers(root, rank):
    for epoch in (1, 2):
        folder = root / "obsroot" / "bucket" / "sync" / "job7" / str(epoch)
        os.makedirs(folder, exist_ok=True)
        (folder / ("download_dataset_ready_%d.txt" % rank)).write_text("OK")


ALL_LOCAL = ['a.mindrecord', 'a.mindrecord.db', 'b.mindrecord', 'b.mindrecord.db', 'c.mindrecord',
             'c.mindrecord.db']


@pytest.mark.parametrize("shuffle, expected", [
    (False, [[0, 1, 2, 10, 11, 20, 21, 22, 23], [0, 1, 2, 10, 11, 20, 21, 22, 23]]),
    (ds.Shuffle.GLOBAL, [[11, 10, 23, 22, 20, 21, 2, 0, 1], [21, 22, 20, 23, 2, 0, 1, 11, 10]]),
    (ds.Shuffle.FILES, [[10, 11, 20, 21, 22, 23, 0, 1, 2], [20, 21, 22, 23, 0, 1, 2, 10, 11]]),
    (ds.Shuffle.INFILE, [[2, 0, 1, 11, 10, 21, 22, 23, 20], [2, 0, 1, 11, 10, 21, 20, 22, 23]]),
])
def test_one_rank_downloads_syncs_and_reads(obs_env, shuffle, expected):
    # recorded from MindSpore 2.10.0 CPU
    dataset = ds.OBSMindDataset(FILES, "https://obs.example.com", "AK", "SK", "s3://bucket/sync", shuffle=shuffle)
    assert dataset.get_col_names() == ["id", "label"]
    assert dataset.get_dataset_size() == 9
    assert epochs(dataset) == expected
    assert sorted(os.listdir(obs_env / "cache" / "dataset")) == ALL_LOCAL
    assert markers(obs_env) == ["job7/1/download_dataset_ready_0.txt", "job7/2/download_dataset_ready_0.txt"]
    client_calls = [call[0] for call in fake_obs.ObsClient.calls]
    assert client_calls[:2] == ["getObjectMetadata", "downloadFile"]
    assert "listObjects" in client_calls


def test_columns_list(obs_env):
    dataset = ds.OBSMindDataset(FILES, "https://obs.example.com", "AK", "SK", "s3://bucket/sync",
                                columns_list=["label"], shuffle=False)
    assert dataset.get_col_names() == ["label"]
    assert epochs(dataset, "label")[0] == ['a0', 'a1', 'a2', 'b10', 'b11', 'c20', 'c21', 'c22', 'c23']
    with pytest.raises(ValueError) as excinfo:
        ds.OBSMindDataset(FILES, "https://obs.example.com", "AK", "SK", "s3://bucket/sync", columns_list=["x"])
    assert str(excinfo.value) == "columns_list: ['x'] can not found in MindRecord fields: ['id', 'label']"


def test_two_ranks_equal_rows(obs_env):
    # rank 0 fetches every .db index and its own files; rank 1 then finds the indexes in the shared local folder
    # (the other rank's markers are put beforehand, as the other process would); recorded from MindSpore 2.10.0 CPU
    other_rank_markers(obs_env, 1)
    rank0 = ds.OBSMindDataset(FILES, "https://obs.example.com", "AK", "SK", "s3://bucket/sync", shuffle=False,
                              num_shards=2, shard_id=0)
    assert rank0.get_dataset_size() == 5
    assert epochs(rank0) == [[0, 1, 2, 10, 11]] * 2
    assert sorted(os.listdir(obs_env / "cache" / "dataset")) == ['a.mindrecord', 'a.mindrecord.db', 'b.mindrecord',
                                                                  'b.mindrecord.db', 'c.mindrecord.db']
    other_rank_markers(obs_env, 0)
    rank1 = ds.OBSMindDataset(FILES, "https://obs.example.com", "AK", "SK", "s3://bucket/sync", shuffle=False,
                              num_shards=2, shard_id=1)
    assert rank1.get_dataset_size() == 5
    assert epochs(rank1) == [[20, 21, 22, 23, 0]] * 2  # the last rank wraps around to the first file
    assert markers(obs_env) == ['job7/1/download_dataset_ready_0.txt', 'job7/1/download_dataset_ready_1.txt',
                                'job7/2/download_dataset_ready_0.txt', 'job7/2/download_dataset_ready_1.txt']


def test_two_ranks_equal_rows_shuffled(obs_env):
    # pieces of a file shared by two ranks are reordered as MindRecord does; recorded from MindSpore 2.10.0 CPU
    other_rank_markers(obs_env, 1)
    rank0 = ds.OBSMindDataset(FILES, "https://obs.example.com", "AK", "SK", "s3://bucket/sync", num_shards=2,
                              shard_id=0)
    assert epochs(rank0) == [[11, 10, 22, 20, 21], [21, 22, 23, 20, 0]]
    other_rank_markers(obs_env, 0)
    rank1 = ds.OBSMindDataset(FILES, "https://obs.example.com", "AK", "SK", "s3://bucket/sync", num_shards=2,
                              shard_id=1)
    assert epochs(rank1) == [[23, 2, 0, 1, 10], [2, 1, 11, 10, 20]]


def test_two_ranks_whole_files(obs_env):
    # recorded from MindSpore 2.10.0 CPU: every other file, sized by its own index files
    other_rank_markers(obs_env, 1)
    rank0 = ds.OBSMindDataset(FILES, "https://obs.example.com", "AK", "SK", "s3://bucket/sync", shuffle=False,
                              num_shards=2, shard_id=0, shard_equal_rows=False)
    assert rank0.get_dataset_size() == 7
    assert epochs(rank0) == [[0, 1, 2, 20, 21, 22, 23]] * 2
    assert sorted(os.listdir(obs_env / "cache" / "dataset")) == ['a.mindrecord', 'a.mindrecord.db', 'c.mindrecord',
                                                                  'c.mindrecord.db']


def test_missing_object_and_forbidden(obs_env):
    with pytest.raises(RuntimeError) as excinfo:
        ds.OBSMindDataset(["s3://bucket/data/zzz.mindrecord"], "https://obs.example.com", "AK", "SK",
                          "s3://bucket/sync")
    assert str(excinfo.value) == "File s3://bucket/data/zzz.mindrecord.db not found in OBS, please check again."
    fake_obs.ObsClient.forbidden = True
    with pytest.raises(RuntimeError) as excinfo:
        ds.OBSMindDataset(FILES, "https://obs.example.com", "AK", "SK", "s3://bucket/sync")
    assert str(excinfo.value) == "OBS access is Forbidden, please check AK or SK."


def test_missing_sync_folder(obs_env):
    with pytest.raises(RuntimeError) as excinfo:
        ds.OBSMindDataset(FILES, "https://obs.example.com", "AK", "SK", "s3://bucket/nosync", shuffle=False)
    assert str(excinfo.value) == ("Directory/Bucket used for synchronization s3://bucket/nosync is not found in OBS, "
                                  "please create it on OBS first.")


def test_samplers_pick_among_the_rank_rows(obs_env):
    # MindSpore 2.10 refuses add_sampler / use_sampler here (NotImplementedError); mindspore_compat lets the sampler
    # pick among the rows the dataset chose for its rank (see the differences page)
    whole = [_rows(r) for r in ds.OBSMindDataset(FILES, "https://obs.example.com", "AK", "SK", "s3://bucket/sync",
                                                  shuffle=False).create_tuple_iterator(output_numpy=True)]
    dataset = ds.OBSMindDataset(FILES, "https://obs.example.com", "AK", "SK", "s3://bucket/sync", shuffle=False)
    dataset.add_sampler(ds.SubsetSampler([2, 0]))
    assert [_rows(r) for r in dataset.create_tuple_iterator(output_numpy=True)] == [whole[2], whole[0]]
    dataset = ds.OBSMindDataset(FILES, "https://obs.example.com", "AK", "SK", "s3://bucket/sync", shuffle=False)
    dataset.use_sampler(ds.SequentialSampler(start_index=len(whole) - 1))
    assert [_rows(r) for r in dataset.create_tuple_iterator(output_numpy=True)] == [whole[-1]]


def _rows(row):
    return tuple(v.tolist() if hasattr(v, "tolist") else v for v in row)


def test_missing_sdk(monkeypatch, tmp_path):
    monkeypatch.setitem(sys.modules, "obs", None)
    monkeypatch.setenv("WORKING_PATH", str(tmp_path))
    monkeypatch.setenv("DATASET_LOCAL_PATH", str(tmp_path / "dataset"))
    with pytest.raises(RuntimeError) as excinfo:
        ds.OBSMindDataset(FILES, "https://obs.example.com", "AK", "SK", "s3://bucket/sync")
    # MindSpore 2.10.0's message (recorded), followed by the package to install
    assert str(excinfo.value).startswith("OBS SDK is not installed. Please install dependency 'obs'.")
    assert "esdk-obs-python" in str(excinfo.value)


def test_argument_checks():
    # recorded from MindSpore 2.10.0 CPU
    cases = [
        (lambda: ds.OBSMindDataset("s3://x", "https://s", "ak", "sk", "s3://b/sync"), TypeError,
         "Argument dataset_files with value s3://x is not of type [<class 'list'>], but got <class 'str'>."),
        (lambda: ds.OBSMindDataset([1], "https://s", "ak", "sk", "s3://b/sync"), TypeError,
         "Item of dataset files is not of type [<class 'str'>], but got <class 'int'>."),
        (lambda: ds.OBSMindDataset(FILES, "obs.cn-north-4.com", "ak", "sk", "s3://b/sync"), ValueError,
         "server should be a str that starts with http:// or https://, but got obs.cn-north-4.com."),
        (lambda: ds.OBSMindDataset(FILES, "https://s", 1, "sk", "s3://b/sync"), TypeError,
         "Argument ak with value 1 is not of type [<class 'str'>], but got <class 'int'>."),
        (lambda: ds.OBSMindDataset(FILES, "https://s", "ak", "sk", "s3://b/sync", columns_list="a"), TypeError,
         "Argument columns_list with value a is not of type [<class 'list'>], but got <class 'str'>."),
        (lambda: ds.OBSMindDataset(FILES, "https://s", "ak", "sk", "s3://b/sync", num_shards=2), RuntimeError,
         "num_shards is specified and currently requires shard_id as well."),
        (lambda: ds.OBSMindDataset(FILES, "https://s", "ak", "sk", "s3://b/sync", shard_equal_rows=1), TypeError,
         "Argument shard_equal_rows with value 1 is not of type [<class 'bool'>], but got <class 'int'>."),
        (lambda: ds.OBSMindDataset(FILES, "https://s", "ak", "sk", "s3://b/sync", shuffle=1), TypeError,
         "shuffle must be of boolean or enum of 'Shuffle' values like 'Shuffle.GLOBAL' or 'Shuffle.FILES'."),
    ]
    for make, kind, message in cases:
        with pytest.raises(kind) as excinfo:
            make()
        assert str(excinfo.value) == message


def test_sync_wait_counts_markers(obs_env):
    from mindspore_compat.dataset.engine.obs.obs_mindrecord_dataset import OBSRuntime, _OBSSettings
    settings = _OBSSettings()
    settings.AK, settings.SK, settings.SERVER, settings.SYNC_OBS_PATH = "AK", "SK", "https://s", "s3://bucket/sync"
    runtime = OBSRuntime(settings)
    other_rank_markers(obs_env, 0)
    other_rank_markers(obs_env, 1)
    ds.sync_wait_for_dataset(1, 2, 2, runtime)  # both markers of epoch 2 are there: returns at once
    assert fake_obs.ObsClient.calls[-1] == ("listObjects", "bucket", "sync/job7/2/")
