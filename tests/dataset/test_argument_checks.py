"""Argument validation of operations, sources and samplers, and the Schema's JSON text: exception types and
messages recorded with the real MindSpore 2.10."""
import json

import numpy as np
import pytest

import mindspore_compat.dataset as ds


def G(n=5):
    def gen():
        for i in range(n):
            yield np.array(i), np.array([i, i + 1], np.float32)
    return ds.GeneratorDataset(gen, ["a", "b"], shuffle=False)


class RandomAccess:
    def __getitem__(self, i):
        return np.array(i), np.array([i, i])

    def __len__(self):
        return 6


def _ten():
    return ds.NumpySlicesDataset(list(range(10)), shuffle=False)


@pytest.mark.parametrize("call, exc, message", [
    # split
    (lambda: _ten().split([3, 8], randomize=False), RuntimeError,
     "Sum of split sizes 11 is not equal to dataset size 10."),
    (lambda: _ten().split([], randomize=False), ValueError, "sizes cannot be empty."),
    (lambda: _ten().split([0.01, 0.99], randomize=False), RuntimeError, "Split percentage 0.01 is too small."),
    # batch / padded_batch
    (lambda: G().batch(2, max_rowsize=[1, 2, 3]), TypeError,
     "max_rowsize should be a single integer or a list[in_rowsize, out_rowsize] of length 2."),
    (lambda: G().batch(2, max_rowsize=-2), ValueError,
     "Input max_rowsize is not within the required interval of [-1, 2147483647]."),
    (lambda: G().batch(2, max_rowsize=1.5), TypeError,
     "Argument max_rowsize with value 1.5 is not of type [<class 'int'>, <class 'list'>], but got <class 'float'>."),
    (lambda: G().batch(lambda a, b: 1), ValueError, "callable batch_size should take one parameter (BatchInfo)."),
    (lambda: G().batch(2, per_batch_map=lambda a, b: a, input_columns=["a", "b"]), ValueError,
     "The signature of per_batch_map should match with input columns."),
    (lambda: G().padded_batch(2, pad_info=[1]), TypeError,
     "Argument pad_info with value [1] is not of type [<class 'dict'>], but got <class 'list'>."),
    (lambda: G().padded_batch(2, pad_info={"a": ([1], 0, 1)}), ValueError,
     "value of pad_info should be a tuple of size 2."),
    (lambda: G().padded_batch(2, pad_info={"a": ((1,), 0)}), TypeError,
     "Argument shape in pad_info with value (1,) is not of type [<class 'list'>], but got <class 'tuple'>."),
    (lambda: G().padded_batch(2, pad_info={1: ([1], 0)}), TypeError,
     "Argument key in pad_info with value 1 is not of type [<class 'str'>], but got <class 'int'>."),
    # map / filter / rename / repeat / take
    (lambda: G().rename(["a", "b"], ["x"]), ValueError,
     "Number of column in input_columns and output_columns is not equal."),
    (lambda: G().map(lambda x: x, offload=1), TypeError,
     "Argument offload with value 1 is not of type [<class 'bool'>], but got <class 'int'>."),
    (lambda: G().map(lambda x: x, python_multiprocessing=1), TypeError,
     "Argument python_multiprocessing with value 1 is not of type [<class 'bool'>], but got <class 'int'>."),
    (lambda: G().filter(lambda x: True, input_columns=[]), ValueError, "input_columns should not be empty."),
    (lambda: G().take(2147483648), ValueError,
     "count should be either -1 or within the required interval of (0, 2147483647], got 2147483648."),
    (lambda: G().repeat(-2), ValueError, "count should be either -1 or positive integer, range[1, INT32_MAX]."),
    # iterators and getters
    (lambda: G().create_tuple_iterator(num_epochs=-2), ValueError,
     "Input num_epochs is not within the required interval of [-1, 2147483647]."),
    (lambda: G().create_tuple_iterator(do_copy=1), TypeError,
     "Argument do_copy with value 1 is not of type [<class 'bool'>], but got <class 'int'>."),
    (lambda: G().output_shapes(estimate=1), TypeError,
     "Argument estimate with value 1 is not of type [<class 'bool'>], but got <class 'int'>."),
])
def test_operation_arguments(call, exc, message):
    with pytest.raises(exc) as info:
        call()
    assert str(info.value) == message


@pytest.mark.parametrize("call, exc, message", [
    (lambda: ds.GeneratorDataset(RandomAccess(), ["a", "b"], batch_sampler=[[1]], shuffle=False), ValueError,
     "batch_sampler is mutually exclusive with num_samples, shuffle, num_shards, shard_id and sampler."),
    (lambda: ds.GeneratorDataset(RandomAccess(), ["a", "b"], sampler=5), TypeError,
     "sampler should be either iterable or from mindspore.dataset.samplers."),
    (lambda: ds.GeneratorDataset(RandomAccess(), ["a", "b"], batch_sampler=5), TypeError,
     "batch_sampler should have __getitem__ or __iter__ method."),
    (lambda: ds.GeneratorDataset(RandomAccess(), ["a", "b"], batch_sampler=[[1]], collate_fn=5), TypeError,
     "collate_fn should be callable."),
    (lambda: ds.GeneratorDataset(RandomAccess(), ["a", "b"], max_rowsize=-2), ValueError,
     "Input max_rowsize is not within the required interval of [-1, 2147483647]."),
    (lambda: ds.GeneratorDataset(RandomAccess(), ["a", "b"], column_types=(1,)), TypeError,
     "Argument column_types with value (1,) is not of type [<class 'list'>], but got <class 'tuple'>."),
    (lambda: ds.GeneratorDataset(RandomAccess(), None, schema=5), ValueError,
     "schema should be a path to schema file or a schema object."),
    (lambda: ds.GeneratorDataset(lambda: iter([]), ["a"], batch_sampler=[[1]]), ValueError,
     "batch_sampler is not supported if source does not have attribute '__getitem__'."),
    (lambda: ds.GeneratorDataset(lambda: iter([]), ["a"], sampler=[1]), ValueError,
     "sampler is not supported if source does not have attribute '__getitem__'."),
    (lambda: ds.PaddedDataset([]), ValueError, "padded_samples cannot be empty."),
    (lambda: ds.NumpySlicesDataset(([1, 2], [3, 4]), column_names=["x"]), ValueError,
     "Num of input column names is 1, but required is 2."),
    (lambda: ds.NumpySlicesDataset((5, [3, 4])), TypeError,
     "Argument data[0] with value 5 is not of type [<class 'list'>, <class 'numpy.ndarray'>], but got "
     "<class 'int'>."),
])
def test_source_arguments(call, exc, message):
    with pytest.raises(exc) as info:
        call()
    assert str(info.value) == message


@pytest.mark.parametrize("kwargs, exc, message", [
    ({"sampler": ds.SequentialSampler(), "num_shards": 2, "shard_id": 0}, RuntimeError,
     "sampler and sharding cannot be specified at the same time."),
    ({"sampler": ds.SequentialSampler(), "num_samples": 2}, RuntimeError,
     "sampler and num_samples cannot be specified at the same time."),
    ({"shard_id": 1}, RuntimeError, "shard_id is specified but num_shards is not."),
    ({"num_shards": 2, "shard_id": 2}, ValueError, "Input shard_id is not within the required interval of [0, 1]."),
    ({"num_parallel_workers": 1.5}, TypeError,
     "Argument num_parallel_workers with value 1.5 is not of type [<class 'int'>], but got <class 'float'>."),
])
def test_file_source_sampling_arguments(tmp_path, kwargs, exc, message):
    with pytest.raises(exc) as info:
        ds.MnistDataset(str(tmp_path), **kwargs)
    assert str(info.value) == message


@pytest.mark.parametrize("call, exc, message", [
    (lambda: ds.SubsetSampler("ab"), TypeError, "Unsupported sampler object of type (<class 'str'>)"),
    (lambda: ds.DistributedSampler(2, 0, shuffle=1), TypeError,
     "shuffle must be a boolean value or valid shuffle mode but was: 1."),
    (lambda: ds.DistributedSampler(2, 0, offset=1.5), TypeError, "offset must be integer but was: 1.5."),
    (lambda: ds.RandomSampler(shuffle=ds.Shuffle.FALSE), TypeError,
     "shuffle must be valid shuffle mode but was: Shuffle.FALSE."),
    (lambda: ds.WeightedRandomSampler([1, 2], replacement=1), TypeError,
     "replacement must be a boolean value but was: 1."),
])
def test_sampler_arguments(call, exc, message):
    with pytest.raises(exc) as info:
        call()
    assert str(info.value) == message


def test_schema_json_text_and_checks():
    schema = ds.Schema()
    schema.add_column("a", "int32", [2])
    schema.add_column("b", "float32")
    assert str(schema) == json.dumps({"columns": [{"name": "a", "rank": 1, "shape": [2], "type": "int32"},
                                                  {"name": "b", "rank": 1, "type": "float32"}]},
                                     indent=2, sort_keys=True)
    with pytest.raises(TypeError, match=r"^Argument name with value 5 is not of type \[<class 'str'>\], but got "
                                        r"<class 'int'>\.$"):
        schema.add_column(5, "int32")
    with pytest.raises(TypeError, match=r"^Unknown column type\.$"):
        schema.add_column("c", "foo")
    with pytest.raises(TypeError, match=r"^Argument shape with value \(1,\) is not of type \[<class 'list'>\], but "
                                        r"got <class 'tuple'>\.$"):
        schema.add_column("c", "int32", (1,))
