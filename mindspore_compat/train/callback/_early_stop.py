"""EarlyStopping: stops training when a monitored value stops improving."""
import copy
import logging
import math

import numpy as np

from ..._checkparam import check_bool, check_non_negative_int, check_value_type
from ...common.tensor import Tensor
from ._callback import Callback, _handle_loss
from ... import context
from ..._backend import collective
from ..serialization import load_param_into_net

__all__ = ["EarlyStopping"]

_logger = logging.getLogger("mindspore")

# monitors for which mode 'auto' means 'min' (losses and errors); any other monitor means 'max'
_LOWER_IS_BETTER = frozenset({
    "loss", "eval_loss", "mae", "mse", "perplexity", "hausdorff_distance", "mean_surface_distance",
    "root_mean_square_distance"})


def _monitor_value(cb_params, monitor, who, what):
    """The monitored value at an epoch end as a 0-d numpy array, or None (with a warning) when unavailable."""
    if monitor == "loss":
        value = _handle_loss(cb_params.get("net_outputs"))
        choices = ["loss"]
        if isinstance(value, float) and not math.isfinite(value):
            _logger.warning("Invalid %s.", monitor)
    else:
        eval_results = cb_params.get("eval_results", {})
        value = eval_results.get(monitor)
        choices = ["loss", *eval_results]
    if value is None:
        _logger.warning("%s is conditioned on %s, which is not available. Available choices are: %s",
                        what, monitor, set(choices))
        return None
    array = value.asnumpy() if isinstance(value, Tensor) else value
    if isinstance(array, np.ndarray) and array.ndim:
        raise ValueError(f"{who} only supports scalar monitor now.")
    return np.array(array)


def _mean_over_devices(value):
    """`value` averaged over the devices of a data-parallel run (unchanged when running alone)."""
    if value is None or context.get_auto_parallel_context("parallel_mode") == "stand_alone":
        return value
    devices = collective.get_world_size()
    if devices == 1:
        return value
    total = collective.all_reduce(Tensor(np.asarray(value, np.float32))._t)
    return total.cpu().numpy() / devices


def _improvement(mode, monitor, min_delta):
    """(is_improvement(a, b), initial best) for `mode` ('min', 'max' or 'auto' from the monitor's name)."""
    lower_is_better = mode == "min" or (mode == "auto" and monitor in _LOWER_IS_BETTER)
    if lower_is_better:
        return (lambda new, best: np.less(new, best - min_delta)), np.inf
    return (lambda new, best: np.greater(new, best + min_delta)), -np.inf


def _check_mode(mode):
    if mode not in ("auto", "min", "max"):
        raise ValueError("mode should be 'auto', 'min' or 'max', but got %s." % mode)


def _snapshot(network):
    return copy.deepcopy(network.parameters_dict())


class EarlyStopping(Callback):
    """
    Stops training when a monitored value has stopped improving.

    At the end of every training epoch the monitored value is compared with the best value so far: it improves
    when it is lower (mode ``'min'``) or higher (mode ``'max'``) by more than `min_delta`. The wait counter counts
    the epochs without improvement; when it reaches `patience`, :meth:`RunContext.request_stop` is called. In
    mode ``'auto'`` the direction comes from the monitor's name: ``'min'`` for losses and errors (``'loss'``,
    ``'eval_loss'``, ``'mae'``, ``'mse'``, ``'perplexity'``, ``'hausdorff_distance'``,
    ``'mean_surface_distance'``, ``'root_mean_square_distance'``), ``'max'`` otherwise.

    Args:
        monitor (str, optional): The value to monitor: ``"loss"`` (the training loss; the first item when the
            network has several outputs) or, when the model evaluates at epoch ends
            (:meth:`mindspore.train.Model.fit`), ``"eval_loss"`` or a metric name of the model.
            Default: ``'eval_loss'``.
        min_delta (float, optional): The smallest change counted as an improvement (its absolute value is used).
            Default: ``0``.
        patience (int, optional): The number of epochs without improvement after which training stops.
            Default: ``0``.
        verbose (bool, optional): Print a message when stopping and when restoring weights. Default: ``False``.
        mode (str, optional): ``'auto'``, ``'min'`` or ``'max'``. Default: ``'auto'``.
        baseline (float, optional): A value to reach: an improvement only resets the wait counter when it is also
            better than `baseline`. Default: ``None``.
        restore_best_weights (bool, optional): When stopping, load the parameters of the best epoch into the
            training network. Default: ``False``.

    Raises:
        TypeError: If `monitor` or `mode` is not a str, `min_delta` or `baseline` not a float / int, `patience` not
            an int, `verbose` or `restore_best_weights` not a bool.
        ValueError: If `mode` is not ``'auto'``, ``'min'`` or ``'max'``, or `patience` is negative.
        ValueError: At an epoch end, if the monitored value is not a scalar.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> from mindspore.train.callback import EarlyStopping, RunContext, _InternalCallbackParam
        >>> cb_params = _InternalCallbackParam()
        >>> run_context = RunContext(cb_params)
        >>> early_stop = EarlyStopping(monitor="acc", patience=2, verbose=True)
        >>> early_stop.on_train_begin(run_context)
        >>> for epoch, acc in enumerate([0.5, 0.7, 0.65, 0.7, 0.9], start=1):
        ...     cb_params.cur_epoch_num = epoch
        ...     cb_params.eval_results = {"acc": acc}
        ...     early_stop.on_train_epoch_end(run_context)
        ...     if run_context.get_stop_requested():
        ...         break
        >>> early_stop.on_train_end(run_context)
        Epoch 00004: early stopping
        >>> print(early_stop.best, early_stop.wait)
        0.7 2
    """

    def __init__(self, monitor='eval_loss', min_delta=0, patience=0,
                 verbose=False, mode='auto', baseline=None, restore_best_weights=False):
        super().__init__()
        self.monitor = check_value_type('monitor', monitor, [str])
        self.min_delta = abs(check_value_type("min_delta", min_delta, [float, int]))
        self.patience = check_non_negative_int(patience, "patience")
        self.verbose = check_bool(verbose, "verbose")
        self.mode = check_value_type('mode', mode, [str])
        # MindSpore 2.10 stores `min_delta` here (a typo); the documented baseline is used instead
        self.baseline = check_value_type("baseline", baseline, [float, int]) if baseline else None
        self.restore_best_weights = check_bool(restore_best_weights, "restore_best_weights")
        _check_mode(self.mode)
        self.is_improvement, self.best = _improvement(self.mode, self.monitor, self.min_delta)
        self.wait = self.stopped_epoch = 0
        self.best_weights_param_dict = None

    def on_train_begin(self, run_context):
        """
        Reset the wait counter, the stopped epoch and the best value at the beginning of training.

        Args:
            run_context (RunContext): The training context.
        """
        self.wait = self.stopped_epoch = 0
        self.best = _improvement(self.mode, self.monitor, self.min_delta)[1]
        self.best_weights_param_dict = None

    def on_train_epoch_end(self, run_context):
        """
        Compare the monitored value with the best so far; request a stop after `patience` epochs without
        improvement.

        Args:
            run_context (RunContext): The training context.
        """
        state = run_context.original_args()
        epoch = state.get("cur_epoch_num")
        current = _mean_over_devices(self._get_monitor_value(state))
        if current is None:
            return
        improved = self.is_improvement(current, self.best)
        if self.restore_best_weights and (improved or self.best_weights_param_dict is None):
            self.best_weights_param_dict = _snapshot(state.train_network)
        if improved:
            self.best = current
        # an improvement only restarts the count when it also beats the baseline
        restart = improved and (self.baseline is None or self.is_improvement(current, self.baseline))
        self.wait = 0 if restart else self.wait + 1
        if self.wait < self.patience:
            return
        self.stopped_epoch = epoch
        run_context.request_stop()
        if self.restore_best_weights:
            if self.verbose:
                print('Restoring model weights from the end of the best epoch.')
            load_param_into_net(state.train_network, self.best_weights_param_dict)

    def on_train_end(self, run_context):
        """
        Print the epoch training stopped at, if `verbose`.

        Args:
            run_context (RunContext): The training context.
        """
        stopped = self.stopped_epoch > 0
        if stopped and self.verbose:
            print('Epoch %05d: early stopping' % self.stopped_epoch)

    def _get_monitor_value(self, cb_params):
        return _monitor_value(cb_params, self.monitor, "EarlyStopping", "Early stopping")
