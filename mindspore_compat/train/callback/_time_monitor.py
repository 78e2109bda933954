"""TimeMonitor: prints the time of each epoch."""
import time

from ..._checkparam import check_bool, check_positive_int
from ._callback import Callback

__all__ = ["TimeMonitor"]


def _sink_mode(run_context):
    return run_context.original_args()["dataset_sink_mode"]


class TimeMonitor(Callback):
    """
    Prints the time of each epoch and the average time of a step, as
    ``Train epoch time: X ms, per step time: Y ms`` (``Eval ...`` during evaluation).

    Args:
        data_size (int, optional): The number of steps of an epoch, used when the model's context gives no
            positive ``batch_num``. Default: ``None``.
        data_time (bool, optional): Also print the average time spent fetching data on the host per step, as
            ``(data time: Z ms)`` after the step time. Only available without dataset sink mode here.
            Default: ``False``.

    Raises:
        TypeError: If `data_time` is not a bool.
        TypeError: At an epoch end, if the context gives no positive ``batch_num`` and `data_size` is not an int.
        ValueError: At an epoch end, if the context gives no positive ``batch_num`` and `data_size` is not
            positive.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> from mindspore.train.callback import TimeMonitor, RunContext, _InternalCallbackParam
        >>> cb_params = _InternalCallbackParam(mode="train", batch_num=2, dataset_sink_mode=False)
        >>> run_context = RunContext(cb_params)
        >>> monitor = TimeMonitor()
        >>> monitor.on_train_epoch_begin(run_context)
        >>> monitor.on_train_epoch_end(run_context)  # doctest: +ELLIPSIS
        Train epoch time: ... ms, per step time: ... ms
    """

    def __init__(self, data_size=None, data_time=False):
        super().__init__()
        check_bool(data_time, "data_time")
        self.data_size, self.data_time = data_size, data_time
        self.data_sink = _sink_mode
        # start of the epoch; host time spent fetching data this epoch, and end of the last step
        self.epoch_time = time.time()
        self.data_time_sum = self.data_time_start = 0.0

    def _timing_data(self, run_context):
        return self.data_time and not self.data_sink(run_context)

    def on_train_step_begin(self, run_context):
        """
        Add the time since the end of the previous step (fetching data) to the data time.

        Args:
            run_context (RunContext): The model's context.
        """
        if self._timing_data(run_context):
            self.data_time_sum += time.time() - self.data_time_start

    def on_train_step_end(self, run_context):
        """
        Record the end time of the step.

        Args:
            run_context (RunContext): The model's context.
        """
        if self._timing_data(run_context):
            self.data_time_start = time.time()

    def epoch_begin(self, run_context):
        """
        Record the start time of the epoch.

        Args:
            run_context (RunContext): The model's context.
        """
        now = time.time()
        self.epoch_time = now
        if self._timing_data(run_context):
            self.data_time_sum, self.data_time_start = 0.0, now

    def epoch_end(self, run_context):
        """
        Print the time of the epoch and of an average step.

        Args:
            run_context (RunContext): The model's context.

        Raises:
            TypeError: If the context gives no positive ``batch_num`` and `data_size` is not an int.
            ValueError: If the context gives no positive ``batch_num`` and `data_size` is not positive.
            ValueError: If `data_time` is set in dataset sink mode.
        """
        elapsed_ms = 1000 * (time.time() - self.epoch_time)
        state = run_context.original_args()
        steps = state.get("batch_num")
        if not (isinstance(steps, int) and steps > 0):
            steps = self.data_size
        check_positive_int(steps, "data_size")
        report = (f"{state.get('mode', '').title()} epoch time: {elapsed_ms:5.3f} ms, "
                  f"per step time: {elapsed_ms / steps:5.3f} ms")
        if self.data_time:
            if self.data_sink(run_context):
                raise ValueError("For 'TimeMonitor', 'data_time=True' in dataset sink mode is not supported by "
                                 "mindspore_compat: the time spent fetching data is only measured without sink "
                                 "mode.")
            report += f" (data time: {1000 * self.data_time_sum / steps:5.3f} ms)"
        print(report, flush=True)
