"""The callback base class, the callback manager, the callback parameters and :class:`RunContext`."""
import abc
from contextlib import ExitStack
import functools
import logging

from ...common.tensor import Tensor
from ...dataset.callback.ds_callback import WaitedDSCallback

__all__ = ["Callback", "CallbackManager", "InternalCallbackParam", "RunContext"]

_logger = logging.getLogger("mindspore")

_OLD_STAGES = ("begin", "epoch_begin", "epoch_end", "step_begin", "step_end", "end")
_ALL_STAGES = _OLD_STAGES + tuple(f"on_{phase}_{stage}" for phase in ("train", "eval") for stage in _OLD_STAGES)


def _defaults_to_old_name(method):
    """Decorator for the documented, empty ``on_<phase>_<stage>`` methods of :class:`Callback`: the method becomes
    one that calls ``self.<stage>(run_context)``, so that callbacks overriding only the old names keep working."""
    stage = method.__name__.split("_", 2)[2]

    @functools.wraps(method)
    def call_stage(self, run_context):
        getattr(self, stage)(run_context)

    return call_stage


class Callback(metaclass=abc.ABCMeta):
    """
    Base class of callbacks: objects whose methods :class:`mindspore.train.Model` calls at fixed points of training
    and evaluation.

    Every method receives a :class:`mindspore.train.RunContext`; ``run_context.original_args()`` is the dict of
    the model's state (current epoch, step, network outputs, ...), and ``run_context.request_stop()`` asks the
    loop to stop. A callback is also a context manager: the model enters it before the loop and exits it after.

    The methods named ``on_train_*`` and ``on_eval_*`` are the ones to override. By default each of them calls
    the older name of the same stage (``begin``, ``epoch_begin``, ``epoch_end``, ``step_begin``, ``step_end``,
    ``end``), which is shared by training and evaluation and kept for backward compatibility; all of them do
    nothing unless overridden. :meth:`mindspore.train.Model.fit` rejects custom callbacks that only override the
    old names with a ValueError.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> from mindspore.train.callback import Callback, RunContext, _InternalCallbackParam
        >>> class StepPrinter(Callback):
        ...     def on_train_step_end(self, run_context):
        ...         cb_params = run_context.original_args()
        ...         print("step_num:", cb_params.cur_step_num)
        >>> cb_params = _InternalCallbackParam()
        >>> run_context = RunContext(cb_params)
        >>> printer = StepPrinter()
        >>> for step in (1, 2):
        ...     cb_params.cur_step_num = step
        ...     printer.on_train_step_end(run_context)
        step_num: 1
        step_num: 2
    """

    def __enter__(self):
        """Enter the callback; returns the callback itself."""
        return self

    def __exit__(self, *err):
        """Release what the callback holds (nothing here)."""

    def begin(self, run_context):
        """
        Called once before training or evaluation (the old name of `on_train_begin` / `on_eval_begin`).

        Args:
            run_context (RunContext): The model's context.
        """

    def epoch_begin(self, run_context):
        """
        Called before each epoch (the old name of `on_train_epoch_begin` / `on_eval_epoch_begin`).

        Args:
            run_context (RunContext): The model's context.
        """

    def epoch_end(self, run_context):
        """
        Called after each epoch (the old name of `on_train_epoch_end` / `on_eval_epoch_end`).

        Args:
            run_context (RunContext): The model's context.
        """

    def step_begin(self, run_context):
        """
        Called before each step (the old name of `on_train_step_begin` / `on_eval_step_begin`).

        Args:
            run_context (RunContext): The model's context.
        """

    def step_end(self, run_context):
        """
        Called after each step (the old name of `on_train_step_end` / `on_eval_step_end`).

        Args:
            run_context (RunContext): The model's context.
        """

    def end(self, run_context):
        """
        Called once after training or evaluation (the old name of `on_train_end` / `on_eval_end`).

        Args:
            run_context (RunContext): The model's context.
        """

    @_defaults_to_old_name
    def on_train_begin(self, run_context):
        """
        Called once before training; calls :meth:`begin` unless overridden.

        Args:
            run_context (RunContext): The model's context.
        """

    @_defaults_to_old_name
    def on_train_epoch_begin(self, run_context):
        """
        Called before each training epoch; calls :meth:`epoch_begin` unless overridden.

        Args:
            run_context (RunContext): The model's context.
        """

    @_defaults_to_old_name
    def on_train_epoch_end(self, run_context):
        """
        Called after each training epoch; calls :meth:`epoch_end` unless overridden.

        Args:
            run_context (RunContext): The model's context.
        """

    @_defaults_to_old_name
    def on_train_step_begin(self, run_context):
        """
        Called before each training step; calls :meth:`step_begin` unless overridden.

        Args:
            run_context (RunContext): The model's context.
        """

    @_defaults_to_old_name
    def on_train_step_end(self, run_context):
        """
        Called after each training step; calls :meth:`step_end` unless overridden.

        Args:
            run_context (RunContext): The model's context.
        """

    @_defaults_to_old_name
    def on_train_end(self, run_context):
        """
        Called once after training; calls :meth:`end` unless overridden.

        Args:
            run_context (RunContext): The model's context.
        """

    @_defaults_to_old_name
    def on_eval_begin(self, run_context):
        """
        Called once before evaluation; calls :meth:`begin` unless overridden.

        Args:
            run_context (RunContext): The model's context.
        """

    @_defaults_to_old_name
    def on_eval_epoch_begin(self, run_context):
        """
        Called before the evaluation epoch; calls :meth:`epoch_begin` unless overridden.

        Args:
            run_context (RunContext): The model's context.
        """

    @_defaults_to_old_name
    def on_eval_epoch_end(self, run_context):
        """
        Called after the evaluation epoch; calls :meth:`epoch_end` unless overridden.

        Args:
            run_context (RunContext): The model's context.
        """

    @_defaults_to_old_name
    def on_eval_step_begin(self, run_context):
        """
        Called before each evaluation step; calls :meth:`step_begin` unless overridden.

        Args:
            run_context (RunContext): The model's context.
        """

    @_defaults_to_old_name
    def on_eval_step_end(self, run_context):
        """
        Called after each evaluation step; calls :meth:`step_end` unless overridden.

        Args:
            run_context (RunContext): The model's context.
        """

    @_defaults_to_old_name
    def on_eval_end(self, run_context):
        """
        Called once after evaluation; calls :meth:`end` unless overridden.

        Args:
            run_context (RunContext): The model's context.
        """


# the pipeline callback that trains in step is a training callback too (it defines the training stages)
Callback.register(WaitedDSCallback)


def _as_callback_list(callbacks):
    """`callbacks` (None, one Callback or a list of them) as a new list."""
    if callbacks is None:
        return []
    if isinstance(callbacks, Callback):
        return [callbacks]
    if not isinstance(callbacks, list):
        raise TypeError("The 'callbacks' is not a Callback or a list of Callback.")
    if not all(isinstance(item, Callback) for item in callbacks):
        raise TypeError("When the 'callbacks' is a list, the elements in "
                        "'callbacks' must be Callback functions.")
    return list(callbacks)


class CallbackManager(Callback):
    """
    Runs a sequence of callbacks: each stage method calls the same method of every callback, in order.

    Args:
        callbacks (Optional[list[Callback], Callback]): None, a callback, or a list of callbacks.

    Raises:
        TypeError: If `callbacks` is not None, a Callback or a list of Callbacks.
    """

    def __init__(self, callbacks):
        self._callbacks = _as_callback_list(callbacks)
        self._exit_stack = None

    def __enter__(self):
        if self._exit_stack is not None:     # entered already
            return self
        self._exit_stack = ExitStack()
        targets = []
        for item in self._callbacks:
            target = self._exit_stack.enter_context(item)
            if not isinstance(target, Callback):
                _logger.warning("Please return 'self' or a Callback as the enter target.")
                target = item
            targets.append(target)
        self._callbacks = targets
        return self

    def __exit__(self, *err):
        return self._exit_stack.__exit__(*err)


def _fan_out(stage):
    """A CallbackManager method calling the `stage` method of each managed callback in turn."""
    def call_each(self, run_context):
        for item in self._callbacks:
            getattr(item, stage)(run_context)

    call_each.__name__ = stage
    call_each.__qualname__ = f"CallbackManager.{stage}"
    call_each.__doc__ = f"Calls `{stage}` of every callback."
    return call_each


for _stage in _ALL_STAGES:
    setattr(CallbackManager, _stage, _fan_out(_stage))
del _stage


class _MissingKey(KeyError, AttributeError):
    """Raised for a missing key read as an attribute: a KeyError as in MindSpore, and an AttributeError so that
    ``hasattr`` / ``getattr(..., default)`` / ``copy`` behave."""


class InternalCallbackParam(dict):
    """The dict of the model's state handed to callbacks; its keys can also be read and set as attributes."""

    def __getattr__(self, key):
        try:
            return self[key]
        except KeyError:
            raise _MissingKey(key) from None

    def __setattr__(self, key, value):
        self[key] = value

    def __delattr__(self, key):
        try:
            del self[key]
        except KeyError:
            raise _MissingKey(key) from None


class RunContext:
    """
    Holds the model's state during training or evaluation and passes it to callbacks.

    ``original_args()`` returns the dict given at construction (for :class:`mindspore.train.Model` an attribute
    dict). During training it holds ``train_network``, ``epoch_num``, ``batch_num``, ``train_dataset``,
    ``loss_fn``, ``optimizer``, ``parallel_mode``, ``device_number``, ``train_dataset_element``,
    ``last_save_ckpt_step``, ``latest_ckpt_file``, ``cur_epoch_num``, ``cur_step_num``, ``net_outputs``,
    ``network``, ``list_callback``, ``dataset_sink_mode`` and ``mode`` (``"train"``); during evaluation
    ``eval_network``, ``valid_dataset``, ``metrics``, ``batch_num``, ``cur_step_num``, ``net_outputs``,
    ``network``, ``list_callback``, ``dataset_sink_mode`` and ``mode`` (``"eval"``). Callbacks may add their own
    keys. :meth:`request_stop` asks the training or evaluation loop to stop after the current step.

    Args:
        original_args (dict): The model's state.

    Raises:
        TypeError: If `original_args` is not a dict.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> from mindspore import Tensor
        >>> from mindspore.train.callback import RunContext
        >>> cb_params = {"cur_epoch_num": 4, "epoch_num": 4, "cur_step_num": 2, "batch_num": 2,
        ...              "net_outputs": Tensor(2.0)}
        >>> run_context = RunContext(cb_params)
        >>> print(run_context.original_args()["cur_step_num"])
        2
        >>> print(run_context.get_stop_requested())
        False
        >>> run_context.request_stop()
        >>> print(run_context.get_stop_requested())
        True
    """

    def __init__(self, original_args):
        if not isinstance(original_args, dict):
            raise TypeError(f"The argument 'original_args' of RunContext should be dict type, "
                            f"but got {type(original_args)}.")
        self._state = original_args
        self._stop = False

    def original_args(self):
        """
        The dict of the model's state given at construction.

        Returns:
            dict, the model's state.
        """
        return self._state

    def request_stop(self):
        """
        Ask the training or evaluation loop to stop; the model checks this after every step.
        """
        self._stop = True

    def get_stop_requested(self):
        """
        Whether a stop was requested.

        Returns:
            bool, ``True`` once :meth:`request_stop` was called.
        """
        return self._stop


def _handle_loss(loss):
    """The loss in network outputs as MindSpore's callbacks read it: the first item of a tuple / list whose first
    item is a Tensor (left a Tensor), the mean of a Tensor as a Python float; anything else unchanged."""
    if isinstance(loss, Tensor):
        return float(loss.asnumpy().mean())
    if isinstance(loss, (list, tuple)) and loss and isinstance(loss[0], Tensor):
        return loss[0]
    return loss
