"""ReduceLROnPlateau: lowers the learning rate when a monitored value stops improving."""
from ..._checkparam import check_bool, check_non_negative_int, check_value_type
from ...common.parameter import Parameter
from ...common.tensor import Tensor
from ._callback import Callback
from ._early_stop import _check_mode, _improvement, _mean_over_devices, _monitor_value
from ...ops import assign

__all__ = ["ReduceLROnPlateau"]


def _check_open_unit_interval(value):
    # MindSpore's check_float_range(value, 0.0, 1.0, INC_NEITHER) for `factor`
    if isinstance(value, bool) or not isinstance(value, float):
        raise TypeError(f"The input value must be 'float',  but got '{type(value).__name__}'.")
    if not 0.0 < value < 1.0:
        raise ValueError(f"The input value must be in range of (0.0, 1.0), but got {value} with type "
                         f"'{type(value).__name__}'.")
    return value


class ReduceLROnPlateau(Callback):
    """
    Lowers the learning rate when a monitored value has stopped improving.

    At the end of every training epoch the monitored value is compared with the best value so far (improvement:
    lower in mode ``'min'``, higher in mode ``'max'``, by more than `min_delta`; mode ``'auto'`` chooses ``'min'``
    for losses and errors and ``'max'`` otherwise). After `patience` epochs without improvement the optimizer's
    learning rate becomes ``max(lr * factor, min_lr)`` (when it is above `min_lr`), and the next `cooldown` epochs
    are not counted.

    Note:
        The optimizer must have one learning rate held in a Parameter: dynamic and group learning rates are not
        supported.

    Args:
        monitor (str, optional): The value to monitor: ``"loss"`` (the training loss; the first item when the
            network has several outputs) or, when the model evaluates at epoch ends
            (:meth:`mindspore.train.Model.fit`), ``"eval_loss"`` or a metric name of the model.
            Default: ``'eval_loss'``.
        factor (float, optional): The factor the learning rate is multiplied by, in (0, 1). Default: ``0.1``.
        patience (int, optional): The number of epochs without improvement after which the learning rate is
            lowered. Default: ``10``.
        verbose (bool, optional): Print a message when the learning rate is lowered. Default: ``False``.
        mode (str, optional): ``'auto'``, ``'min'`` or ``'max'``. Default: ``'auto'``.
        min_delta (float, optional): The smallest change counted as an improvement (its absolute value is used).
            Default: ``1e-4``.
        cooldown (int, optional): The number of epochs after a reduction during which epochs without improvement
            are not counted. Default: ``0``.
        min_lr (float, optional): The lower bound of the learning rate. Default: ``0``.

    Raises:
        TypeError: If `monitor` or `mode` is not a str, `factor` not a float, `min_delta` or `min_lr` not a float
            / int, `patience` or `cooldown` not an int, `verbose` not a bool.
        ValueError: If `mode` is not ``'auto'``, ``'min'`` or ``'max'``, `factor` not in (0, 1), `patience` or
            `cooldown` negative.
        ValueError: At an epoch end, if the learning rate is not a Parameter or the monitored value is not a
            scalar.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> from mindspore import nn
        >>> from mindspore.train.callback import ReduceLROnPlateau, RunContext, _InternalCallbackParam
        >>> net = nn.Dense(3, 2)
        >>> optim = nn.Momentum(net.trainable_params(), learning_rate=0.5, momentum=0.9)
        >>> cb_params = _InternalCallbackParam(optimizer=optim)
        >>> run_context = RunContext(cb_params)
        >>> reduce_lr = ReduceLROnPlateau(monitor="eval_loss", factor=0.5, patience=1, verbose=True)
        >>> reduce_lr.on_train_begin(run_context)
        >>> for epoch, loss in enumerate([1.0, 0.8, 0.85, 0.9, 0.7], start=1):
        ...     cb_params.cur_epoch_num = epoch
        ...     cb_params.eval_results = {"eval_loss": loss}
        ...     reduce_lr.on_train_epoch_end(run_context)
        Epoch 00003: ReduceLROnPlateau reducing learning rate to 0.25.
        Epoch 00004: ReduceLROnPlateau reducing learning rate to 0.125.
        >>> print(optim.learning_rate.asnumpy())
        0.125
    """

    def __init__(self, monitor='eval_loss', factor=0.1, patience=10, verbose=False,
                 mode='auto', min_delta=1e-4, cooldown=0, min_lr=0):
        super().__init__()
        self.monitor = check_value_type('monitor', monitor, [str])
        self.factor = _check_open_unit_interval(factor)
        self.patience = check_non_negative_int(patience, "patience")
        self.verbose = check_bool(verbose, "verbose")
        self.mode = check_value_type('mode', mode, [str])
        self.min_delta = abs(check_value_type("min_delta", min_delta, [float, int]))
        self.cooldown = check_non_negative_int(cooldown, "cooldown")
        self.min_lr = check_value_type("min_lr", min_lr, [float, int])
        _check_mode(self.mode)
        self.is_improvement, self.best = _improvement(self.mode, self.monitor, self.min_delta)
        self.wait = self.cooldown_counter = 0

    def on_train_begin(self, run_context):
        """
        Reset the counters and the best value at the beginning of training.

        Args:
            run_context (RunContext): The training context.
        """
        self.wait = self.cooldown_counter = 0
        self.best = _improvement(self.mode, self.monitor, self.min_delta)[1]

    def on_train_epoch_end(self, run_context):
        """
        Compare the monitored value with the best so far; lower the learning rate after `patience` epochs
        without improvement.

        Args:
            run_context (RunContext): The training context.

        Raises:
            ValueError: If the optimizer's learning rate is not a Parameter.
        """
        state = run_context.original_args()
        lr_param = state.optimizer.learning_rate
        if not isinstance(lr_param, Parameter):
            raise ValueError("ReduceLROnPlateau does not support dynamic learning rate and group learning rate now.")
        current = _mean_over_devices(self._get_monitor_value(state))
        if current is None:
            return
        if self.cooldown_counter > 0:     # epochs right after a reduction are not counted
            self.cooldown_counter -= 1
            self.wait = 0
        if self.is_improvement(current, self.best):
            self.best, self.wait = current, 0
            return
        if self.cooldown_counter > 0:
            return
        self.wait += 1
        if self.wait < self.patience:
            return
        if lr_param > Tensor(self.min_lr):
            self._lower(lr_param, state)
        self.wait, self.cooldown_counter = 0, self.cooldown

    def _lower(self, lr_param, state):
        """Multiply the learning rate by `factor`, not going under `min_lr`."""
        lowered = max(lr_param * self.factor, self.min_lr)
        assign(lr_param, Tensor(lowered))
        if self.verbose:
            print('Epoch %05d: ReduceLROnPlateau reducing learning rate to %s.' % (state.cur_epoch_num, lowered))

    def _get_monitor_value(self, cb_params):
        return _monitor_value(cb_params, self.monitor, "ReduceLROnPlateau", "Learning rate reduction")
