"""Dataset.sync_wait / sync_update: gated pipelines, the callback data, the gate counted in batches, and the
errors; every value and message recorded from MindSpore 2.10.0 on CPU for the same pipelines."""
import threading

import numpy as np
import pytest

import mindspore_compat.dataset as ds


def test_updated_every_batch_over_two_epochs():
    got = []
    dataset = ds.NumpySlicesDataset(np.arange(7), shuffle=False)
    dataset = dataset.sync_wait(condition_name="p", num_batch=1, callback=got.append).batch(2)
    assert dataset.get_batch_size() == 2
    it = dataset.create_tuple_iterator(num_epochs=2, output_numpy=True)
    epochs = []
    for _ in range(2):
        out = []
        for i, row in enumerate(it):
            out.append(row[0].tolist())
            dataset.sync_update("p", data={"step": i})
        epochs.append(out)
    # recorded from MindSpore 2.10.0 CPU
    assert epochs == [[[0, 1], [2, 3], [4, 5], [6]]] * 2
    assert got == [{"step": i} for i in range(4)] * 2


def test_a_closed_gate_waits_for_an_update_from_another_thread():
    dataset = ds.NumpySlicesDataset(np.arange(4), shuffle=False).sync_wait("g", num_batch=2)
    it = dataset.create_tuple_iterator(num_epochs=1, output_numpy=True)
    assert [int(next(it)[0]), int(next(it)[0])] == [0, 1]
    opener = threading.Timer(0.2, dataset.sync_update, args=("g",))
    opener.start()
    assert [int(r[0]) for r in it] == [2, 3]  # released by the timer's update of two rows
    opener.join()


def test_a_gate_never_updated_opens_after_the_callback_timeout(caplog):
    ds.config.set_callback_timeout(1)
    dataset = ds.NumpySlicesDataset(np.arange(5), shuffle=False).sync_wait("q", num_batch=2)
    with caplog.at_level("WARNING"):
        assert [int(r[0]) for r in dataset.create_tuple_iterator(num_epochs=1, output_numpy=True)] == list(range(5))
    assert "Timeout happened in sync_wait" in caplog.text
    assert (dataset.get_dataset_size(), dataset.get_col_names()) == (5, ["column_0"])


# recorded from MindSpore 2.10.0 CPU
@pytest.mark.parametrize("kwargs,error,message", [
    (dict(condition_name=1), TypeError,
     "Argument condition_name with value 1 is not of type [<class 'str'>], but got <class 'int'>."),
    (dict(condition_name="a", num_batch=0), ValueError, "num_batch need to be greater than 0."),
    (dict(condition_name="a", num_batch=1.5), TypeError,
     "Argument num_batch with value 1.5 is not of type [<class 'int'>], but got <class 'float'>."),
])
def test_sync_wait_errors(kwargs, error, message):
    with pytest.raises(error) as info:
        ds.NumpySlicesDataset([1]).sync_wait(**kwargs)
    assert str(info.value) == message


@pytest.mark.parametrize("call,error,message", [
    (lambda d: d.sync_wait("a"), RuntimeError, "Condition name is already in use."),
    (lambda d: d.shuffle(4), RuntimeError, "No shuffle after sync operators."),
    (lambda d: d.sync_update("b"), RuntimeError, "Condition name not found."),
    (lambda d: d.sync_update(1), TypeError, "Argument condition_name with value 1 is not of type str, but got "
                                            "<class 'int'>."),
    (lambda d: d.sync_update("a", num_batch=0), RuntimeError,
     "Sync_update batch size can only be positive integer, got: 0."),
    (lambda d: d.sync_update("a", num_batch=1.0), RuntimeError,
     "Sync_update batch size can only be positive integer, got: 1.0."),
])
def test_gate_errors(call, error, message):
    dataset = ds.NumpySlicesDataset([1]).sync_wait("a")
    with pytest.raises(error) as info:
        call(dataset)
    assert str(info.value) == message
