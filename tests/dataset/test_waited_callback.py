"""WaitedDSCallback: pipeline steps and epochs wait for the training loop, as in MindSpore 2.10 (the calls, their
contexts and the errors below were recorded from the real MindSpore on CPU)."""
import numpy as np
import pytest

import mindspore_compat.dataset as ds
from mindspore_compat.train import Callback


class Report(ds.WaitedDSCallback):
    def __init__(self, step_size=1):
        super().__init__(step_size)
        self.seen = []

    def sync_step_begin(self, train_run_context, ds_run_context):
        self.seen.append((ds_run_context.cur_step_num, train_run_context))


class EpochReport(ds.WaitedDSCallback):
    def __init__(self):
        super().__init__()
        self.seen = []

    def sync_epoch_begin(self, train_run_context, ds_run_context):
        self.seen.append((ds_run_context.cur_epoch_num, train_run_context))


def mapped(n, callback):
    return ds.NumpySlicesDataset(np.arange(n), shuffle=False).map(lambda x: x, callbacks=callback)


def test_steps_after_the_first_see_the_last_training_step():
    report = Report()
    for i, _ in enumerate(mapped(3, report).create_tuple_iterator(num_epochs=1)):
        report.step_end(f"step {i + 1}")
    # recorded from MindSpore 2.10.0 CPU: rows 2 and 3, each after the step before
    assert report.seen == [(2, "step 1"), (3, "step 2")]


def test_epochs_wait_for_epoch_end():
    ds.config.set_callback_timeout(5)
    report = EpochReport()
    it = mapped(2, report).create_tuple_iterator(num_epochs=2)
    assert len(list(it)) == 2
    report.epoch_end("ep1")
    assert len(list(it)) == 2
    assert report.seen == [(2, "ep1")]  # recorded from MindSpore 2.10.0 CPU


def test_it_is_a_training_callback_and_end_releases_every_wait():
    report = Report()
    assert isinstance(report, Callback) and issubclass(ds.WaitedDSCallback, Callback)
    report.on_train_end("done")
    assert list(mapped(3, report).create_tuple_iterator(num_epochs=1)) and report.seen == [(2, "done"), (3, "done")]


def test_errors():
    class Nothing(ds.WaitedDSCallback):
        pass

    # recorded from MindSpore 2.10.0 CPU
    with pytest.raises(AttributeError, match=r"^Inheriting Callback class without overriding any methods, check the "
                                             r"usage of user defined Callback\.$"):
        list(mapped(3, Nothing()).create_tuple_iterator(num_epochs=1))
    ds.config.set_callback_timeout(1)
    with pytest.raises(RuntimeError, match=r"ds_step_begin timed out after 1 second\(s\)\."):
        list(mapped(3, Report()).create_tuple_iterator(num_epochs=1))
