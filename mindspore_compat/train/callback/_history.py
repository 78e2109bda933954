"""History: records network outputs and evaluation results per epoch."""
import numpy as np

from ...common.tensor import Tensor
from ._callback import Callback

__all__ = ["History"]


def _recorded_output(outputs):
    """The mean (a numpy scalar) of a Tensor output or of the Tensor first item of a tuple / list output; any other
    output unchanged."""
    if isinstance(outputs, (list, tuple)) and outputs and isinstance(outputs[0], Tensor):
        outputs = outputs[0]
    return np.mean(outputs.asnumpy()) if isinstance(outputs, Tensor) else outputs


class History(Callback):
    """
    Records, at the end of every epoch, the network output and the evaluation results (of
    :meth:`mindspore.train.Model.fit`) in :attr:`history`, and the epoch numbers in :attr:`epoch`.

    The network output recorded is the mean of a Tensor output (a ``numpy.float32`` for a float32 network), or
    the mean of the first item of a tuple / list output whose first item is a Tensor; any other output is recorded
    as it is. :attr:`history` maps ``"net_output"`` and each metric name to the list of its values.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> from mindspore import Tensor
        >>> from mindspore.train.callback import History, RunContext, _InternalCallbackParam
        >>> cb_params = _InternalCallbackParam()
        >>> run_context = RunContext(cb_params)
        >>> history = History()
        >>> history.on_train_begin(run_context)
        >>> for epoch, loss in [(1, [1.5, 2.5]), (2, [1.0, 1.5])]:
        ...     cb_params.cur_epoch_num = epoch
        ...     cb_params.net_outputs = Tensor(np.array(loss, np.float32))
        ...     cb_params.metrics = {"acc": epoch / 4}
        ...     history.on_train_epoch_end(run_context)
        >>> print(history.epoch)
        {'epoch': [1, 2]}
        >>> print([float(v) for v in history.history["net_output"]], history.history["acc"])
        [2.0, 1.25] [0.25, 0.5]
    """

    def __init__(self):
        super().__init__()
        self.epoch, self.history = None, {}

    def begin(self, run_context):
        """
        Start the epoch record at the beginning of training.

        Args:
            run_context (RunContext): The model's context.
        """
        self.epoch = {"epoch": []}

    def epoch_end(self, run_context):
        """
        Record the epoch number, the network output and the metrics at the end of an epoch.

        Args:
            run_context (RunContext): The model's context.
        """
        state = run_context.original_args()
        self.epoch.get("epoch").append(state.get("cur_epoch_num", 1))
        record = {"net_output": _recorded_output(state.net_outputs)}
        record.update(state.get("metrics") or {})
        for name, value in record.items():
            self.history.setdefault(name, []).append(value)
