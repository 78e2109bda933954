"""DSCallback: hooks a ``map`` operation calls as it processes rows."""
from ..core.validator_helpers import check_pos_int32

__all__ = ["DSCallback"]


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


def _overridden(cb, name):
    return getattr(type(cb), name) is not getattr(DSCallback, name)


def _run_callbacks(callbacks, event, epoch, step_in_epoch, step):
    """Call `event` on the callbacks that override it (step events every `step_size` steps)."""
    for cb in callbacks:
        if event == "ds_epoch_begin" and epoch == 1 and _overridden(cb, "ds_begin"):
            cb.ds_begin(_RunContext(epoch, step_in_epoch, step))
        if not _overridden(cb, event):
            continue
        if event.startswith("ds_step") and (step - 1) % cb.step_size != 0:
            continue
        getattr(cb, event)(_RunContext(epoch, step_in_epoch, step))
