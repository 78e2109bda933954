"""DSCallback: hooks a ``map`` operation calls as it processes rows; WaitedDSCallback: hooks that wait for the
training loop."""
import threading

from ..core import config
from ..core.validator_helpers import check_pos_int32

__all__ = ["DSCallback", "WaitedDSCallback"]

# the stages of a training callback (mindspore.train.Callback); the ``on_train_*`` / ``on_eval_*`` ones call the
# plain name of their stage, as they do there
_TRAIN_STAGES = ("begin", "epoch_begin", "epoch_end", "step_begin", "step_end", "end")
# the pipeline events of a dataset callback (its methods are these names prefixed with ``ds_``)
_EVENTS = ("begin", "epoch_begin", "epoch_end", "step_begin", "step_end")


class _RunContext:
    """What a callback method receives: the epoch and step counters of the operation (counted from 1)."""

    def __init__(self, cur_epoch_num, cur_step_num_in_epoch, cur_step_num):
        self.cur_epoch_num = cur_epoch_num
        self.cur_step_num_in_epoch = cur_step_num_in_epoch
        self.cur_step_num = cur_step_num

    def __repr__(self):
        return (f"ds_run_context(cur_epoch_num={self.cur_epoch_num}, cur_step_num_in_epoch="
                f"{self.cur_step_num_in_epoch}, cur_step_num={self.cur_step_num})")


class DSCallback:
    """
    Base class of callbacks of the data pipeline: pass instances to ``Dataset.map(..., callbacks=...)`` and
    override the methods to be called. ``ds_step_begin``/``ds_step_end`` run every `step_size` rows the ``map``
    operation processes, ``ds_epoch_begin``/``ds_epoch_end`` around every epoch, ``ds_begin`` once.

    Args:
        step_size (int, optional): Rows between two step calls. Default: ``1``.

    Raises:
        TypeError: If `step_size` is not an int.
        ValueError: If `step_size` is not positive.

    Examples:
        >>> import mindspore.dataset as ds
        >>> class PrintStep(ds.DSCallback):
        ...     def ds_step_begin(self, ds_run_context):
        ...         print("step", ds_run_context.cur_step_num)
        >>> dataset = ds.NumpySlicesDataset([1, 2, 3], shuffle=False)
        >>> dataset = dataset.map(lambda x: x, callbacks=PrintStep(step_size=2))
        >>> rows = list(dataset.create_tuple_iterator(num_epochs=1))
        step 1
        step 3
    """

    def __init__(self, step_size=1):
        check_pos_int32(step_size, "step_size")
        self.step_size = step_size

    def create_runtime_obj(self):
        """
        The engine form of the callback, which a ``map`` operation makes when its pipeline starts: the methods
        the subclass overrides, keyed by their pipeline event (``"begin"``, ``"epoch_begin"``, ``"epoch_end"``,
        ``"step_begin"``, ``"step_end"``), with the step size. Its ``fire(event, epoch, step_in_epoch, step)``
        calls the method of an event (``ds_begin`` with the first ``epoch_begin``; step methods every `step_size`
        steps).

        Returns:
            the callback's engine form.

        Raises:
            AttributeError: If the subclass overrides none of the ``ds_*`` methods.

        Examples:
            >>> import mindspore.dataset as ds
            >>> class EpochEnd(ds.DSCallback):
            ...     def ds_epoch_end(self, ds_run_context):
            ...         print("epoch", ds_run_context.cur_epoch_num, "ended")
            >>> EpochEnd().create_runtime_obj().fire("epoch_end", 1, 4, 4)
            epoch 1 ended
        """
        hooks = {event: getattr(self, f"ds_{event}") for event in _EVENTS if _overridden(self, f"ds_{event}")}
        return _CallbackRuntime(self.step_size, hooks)

    def ds_begin(self, ds_run_context):
        """
        Called once, before the first row.

        Args:
            ds_run_context (RunContext): The counters.
        """

    def ds_epoch_begin(self, ds_run_context):
        """
        Called before every epoch.

        Args:
            ds_run_context (RunContext): The counters.
        """

    def ds_epoch_end(self, ds_run_context):
        """
        Called after every epoch.

        Args:
            ds_run_context (RunContext): The counters.
        """

    def ds_step_begin(self, ds_run_context):
        """
        Called before every `step_size`-th row.

        Args:
            ds_run_context (RunContext): The counters.
        """

    def ds_step_end(self, ds_run_context):
        """
        Called after every `step_size`-th row.

        Args:
            ds_run_context (RunContext): The counters.
        """


class WaitedDSCallback(DSCallback):
    """
    A dataset callback kept in step with training: override :meth:`sync_step_begin` and/or
    :meth:`sync_epoch_begin`, pass the callback both to ``Dataset.map(..., callbacks=...)`` and to
    ``Model.train(..., callbacks=...)``. Before the pipeline starts a step (or an epoch) after the first, it waits
    until training has finished the previous one, then calls the method with the training context of that step and
    the pipeline's counters: augmentation can so depend on the last loss. It is a :class:`mindspore.train.Callback`
    as well (its ``step_end`` / ``epoch_end`` / ``end`` release the waits).

    Args:
        step_size (int, optional): Rows per step, normally the batch size. Default: ``1``.

    Raises:
        AttributeError: When the pipeline starts, if neither `sync_step_begin` nor `sync_epoch_begin` is
            overridden.
        RuntimeError: If training does not finish a step (an epoch) within
            :func:`mindspore.dataset.config.get_callback_timeout` seconds.

    Examples:
        >>> import numpy as np
        >>> import mindspore.dataset as ds
        >>> class Report(ds.WaitedDSCallback):
        ...     def sync_step_begin(self, train_run_context, ds_run_context):
        ...         print("row", ds_run_context.cur_step_num, "after", train_run_context)
        >>> report = Report()
        >>> dataset = ds.NumpySlicesDataset(np.arange(3), shuffle=False).map(lambda x: x, callbacks=report)
        >>> for i, _ in enumerate(dataset.create_tuple_iterator(num_epochs=1)):
        ...     report.step_end(f"step {i + 1}")  # what the training loop does after each step
        row 2 after step 1
        row 3 after step 2
    """

    def __init__(self, step_size=1):
        super().__init__(step_size)
        # set by the training side, awaited by the pipeline side; the contexts are the latest training ones
        self.step_event, self.epoch_event = threading.Event(), threading.Event()
        self.step_run_context = self.epoch_run_context = None
        self.training_ended = False

    def sync_epoch_begin(self, train_run_context, ds_run_context):
        """
        Called before every pipeline epoch after the first, once training has ended the previous epoch.

        Args:
            train_run_context (RunContext): The training context of the epoch just ended.
            ds_run_context (RunContext): The pipeline's counters.
        """

    def sync_step_begin(self, train_run_context, ds_run_context):
        """
        Called before every pipeline step after the first, once training has ended the previous step.

        Args:
            train_run_context (RunContext): The training context of the step just ended.
            ds_run_context (RunContext): The pipeline's counters.
        """

    def _syncs(self, name):
        return getattr(type(self), name) is not getattr(WaitedDSCallback, name)

    def create_runtime_obj(self):
        """
        The engine form of the callback (see :meth:`DSCallback.create_runtime_obj`): the pipeline calls
        :meth:`ds_step_begin` when :meth:`sync_step_begin` is overridden and :meth:`ds_epoch_begin` when
        :meth:`sync_epoch_begin` is; the other ``ds_*`` methods are not called.

        Returns:
            the callback's engine form.

        Raises:
            AttributeError: If neither :meth:`sync_step_begin` nor :meth:`sync_epoch_begin` is overridden.

        Examples:
            >>> import mindspore.dataset as ds
            >>> class Sync(ds.WaitedDSCallback):
            ...     def sync_epoch_begin(self, train_run_context, ds_run_context):
            ...         print("epoch", ds_run_context.cur_epoch_num)
            >>> runtime = Sync().create_runtime_obj()
            >>> print(runtime.step_size)
            1
        """
        hooks = {}
        if self._syncs("sync_step_begin"):
            hooks["step_begin"] = self.ds_step_begin
        if self._syncs("sync_epoch_begin"):
            hooks["epoch_begin"] = self.ds_epoch_begin
        return _CallbackRuntime(self.step_size, hooks)

    @staticmethod
    def _wait(event, stage):
        timeout = config.get_callback_timeout()
        released = event.wait(timeout=timeout)
        event.clear()
        if not released:
            raise RuntimeError(f"{stage} timed out after {timeout} second(s).")

    def ds_epoch_begin(self, ds_run_context):
        """
        Waits for training to end the previous epoch, then calls :meth:`sync_epoch_begin` (not to be overridden).

        Args:
            ds_run_context (RunContext): The pipeline's counters.
        """
        if not self._syncs("sync_epoch_begin") or ds_run_context.cur_epoch_num <= 1:
            return
        if not self.training_ended:
            self._wait(self.epoch_event, "ds_epoch_begin")
        self.sync_epoch_begin(self.epoch_run_context, ds_run_context)

    def ds_step_begin(self, ds_run_context):
        """
        Waits for training to end the previous step, then calls :meth:`sync_step_begin` (not to be overridden).

        Args:
            ds_run_context (RunContext): The pipeline's counters.
        """
        if not self._syncs("sync_step_begin") or ds_run_context.cur_step_num <= self.step_size:
            return
        if not self.training_ended:
            self._wait(self.step_event, "ds_step_begin")
        self.sync_step_begin(self.step_run_context, ds_run_context)

    # ----- the training side (mindspore.train.Callback stages) -----
    def __enter__(self):
        return self

    def __exit__(self, *err):
        return None

    def epoch_end(self, run_context):
        """
        Records the training context of the ended epoch and lets the pipeline start the next one.

        Args:
            run_context (RunContext): The training context.
        """
        self.epoch_run_context = run_context
        self.epoch_event.set()

    def step_end(self, run_context):
        """
        Records the training context of the ended step and lets the pipeline start the next one.

        Args:
            run_context (RunContext): The training context.
        """
        self.step_run_context = run_context
        self.step_event.set()

    def end(self, run_context):
        """
        Training is over: releases every wait, for good.

        Args:
            run_context (RunContext): The training context.
        """
        self.epoch_end(run_context)
        self.step_end(run_context)
        self.training_ended = True


def _ignore_stage(self, run_context):
    """A training stage this callback does not use."""
    return None


def _named_stage(stage):
    def call(self, run_context):
        return getattr(self, stage)(run_context)
    call.__doc__ = f"Calls ``{stage}``."
    return call


for _stage in ("begin", "epoch_begin", "step_begin"):
    setattr(WaitedDSCallback, _stage, _ignore_stage)
for _phase in ("train", "eval"):
    for _stage in _TRAIN_STAGES:
        setattr(WaitedDSCallback, f"on_{_phase}_{_stage}", _named_stage(_stage))
del _stage, _phase


def _overridden(cb, name):
    return getattr(type(cb), name) is not getattr(DSCallback, name)


class _CallbackRuntime:
    """What ``create_runtime_obj`` returns: the callback methods a map operation calls, by event."""

    def __init__(self, step_size, hooks):
        if not hooks:
            raise AttributeError("Inheriting Callback class without overriding any methods, check the usage of "
                                 "user defined Callback.")
        self.step_size, self.hooks = step_size, hooks

    def fire(self, event, epoch, step_in_epoch, step):
        """Call the method of `event` ("epoch_begin", "step_end" ...) with the counters (step ones every
        `step_size` steps of an epoch, counted from its first step); the first "epoch_begin" calls the "begin"
        method first, with all counters 0 (recorded from MindSpore 2.10)."""
        if event == "epoch_begin" and epoch == 1 and "begin" in self.hooks:
            self.hooks["begin"](_RunContext(0, 0, 0))
        hook = self.hooks.get(event)
        if hook is None or (event.startswith("step") and (step_in_epoch - 1) % self.step_size != 0):
            return
        hook(_RunContext(epoch, step_in_epoch, step))


def _run_callbacks(runtimes, event, epoch, step_in_epoch, step):
    """Fire `event` on the engine forms of the callbacks of a map operation."""
    for runtime in runtimes:
        runtime.fire(event, epoch, step_in_epoch, step)
