"""LossMonitor: prints the training loss."""
import math

from ..._checkparam import check_non_negative_int
from ._callback import Callback, _handle_loss

__all__ = ["LossMonitor"]


class LossMonitor(Callback):
    """
    Prints the training loss every `per_print_times` steps, and the evaluation results at the end of an epoch of
    :meth:`mindspore.train.Model.fit`; stops training with an error when the loss is NaN or infinite.

    The loss is read from ``net_outputs``: the mean of a Tensor (printed as a Python float), or the first item of
    a tuple / list such as the ``(loss, overflow, scale)`` of :class:`mindspore.nn.TrainOneStepWithLossScaleCell`
    (printed as that Tensor prints; the NaN / infinity check only applies to the first form, as in MindSpore).
    Each line reads ``epoch: E step: S, loss is L`` where ``S`` is the step within the epoch.

    Note:
        If `per_print_times` is 0, nothing is printed. In dataset sink mode the loss is printed at the nearest
        step reached.

    Args:
        per_print_times (int, optional): Print the loss every `per_print_times` steps. Default: ``1``.

    Raises:
        TypeError: If `per_print_times` is not an int.
        ValueError: If `per_print_times` is less than 0.
        ValueError: At a step end, if the loss (a Tensor output) is NaN or infinite.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> from mindspore import Tensor
        >>> from mindspore.train.callback import LossMonitor, RunContext, _InternalCallbackParam
        >>> cb_params = _InternalCallbackParam(cur_epoch_num=1, batch_num=4, dataset_sink_mode=False)
        >>> run_context = RunContext(cb_params)
        >>> monitor = LossMonitor(per_print_times=2)
        >>> for step, loss in enumerate([2.5, 2.25, 2.0, 1.75], start=1):
        ...     cb_params.cur_step_num = step
        ...     cb_params.net_outputs = Tensor(np.float32(loss))
        ...     monitor.on_train_step_end(run_context)
        epoch: 1 step: 2, loss is 2.25
        epoch: 1 step: 4, loss is 1.75
    """

    def __init__(self, per_print_times=1):
        super().__init__()
        self._per_print_times = check_non_negative_int(per_print_times, "per_print_times")
        self._last_printed_step = 0

    def step_end(self, run_context):
        """
        Print the loss at the end of a step when `per_print_times` steps have passed since the last print.

        Args:
            run_context (RunContext): The model's context.

        Raises:
            ValueError: If the loss is NaN or infinite.
        """
        state = run_context.original_args()
        epoch = state.get("cur_epoch_num", 1)
        loss = _handle_loss(state.net_outputs)
        step = state.cur_step_num
        step_in_epoch = (step - 1) % state.batch_num + 1
        if isinstance(loss, float) and not math.isfinite(loss):
            raise ValueError(f"In epoch: {epoch} step: {step_in_epoch}, loss is NAN or INF, training process "
                             f"cannot continue, terminating training.")
        if not self._per_print_times:
            return
        if step <= self._last_printed_step:
            # a resumed run restarts from an earlier step: move the last print back to before it, in strides of
            # the print period (or of a whole sink, if longer)
            stride = max(self._per_print_times, state.batch_num if state.dataset_sink_mode else 1)
            self._last_printed_step -= stride * ((self._last_printed_step - step) // stride + 1)
        if step - self._last_printed_step >= self._per_print_times:
            self._last_printed_step = step
            print(f"epoch: {epoch!s} step: {step_in_epoch!s}, loss is {loss!s}", flush=True)

    def on_train_epoch_end(self, run_context):
        """
        In :meth:`mindspore.train.Model.fit`, print the evaluation results of the epoch, if it was evaluated.

        Args:
            run_context (RunContext): The model's context.
        """
        state = run_context.original_args()
        eval_results = state.get("metrics")
        if eval_results:
            print("Eval result: epoch %d, metrics: %s" % (state.cur_epoch_num, eval_results))
