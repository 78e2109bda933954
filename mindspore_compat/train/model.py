"""``mindspore.train.Model``: the high-level train / eval / predict loop of legacy MindSpore scripts."""
import collections.abc
import copy
import logging
import os
import sys

import numpy as np
from tqdm import tqdm

from .. import context
from .._checkparam import check_bool, check_int, check_non_negative_int, check_positive_int, check_value_type
from ..boost import AutoBoost
from ..common.parameter import Parameter
from ..common.tensor import Tensor
from ..nn.cell import Cell
from ..nn.wrap.cell_wrapper import WithEvalCell, WithLossCell
from . import callback as callback_module
from .amp import build_train_network
from .callback import ModelCheckpoint, RunContext, TimeMonitor, _CallbackManager, _InternalCallbackParam
from .dataset_helper import _PrefetchQueue
from .loss_scale_manager import DynamicLossScaleManager, FixedLossScaleManager
from .metrics import Loss, get_metric_fn, get_metrics
from .serialization import save_checkpoint

__all__ = ["Model"]

_logger = logging.getLogger("mindspore")

# keyword arguments accepted besides the named ones
_KWARGS = ("loss_scale_manager", "keep_batchnorm_fp32", "boost_config_dict", "acc_level")
# MindSpore 1.x callback methods: still called, but a custom callback defining one is warned about (fit: refused)
_OLD_CALLBACK_METHODS = {"begin", "end", "epoch_begin", "epoch_end", "step_begin", "step_end"}
# amp levels whose automatic evaluation network casts its outputs back to float32
_FP32_EVAL_LEVELS = ("O2", "O3", "auto")
# the cb_params entries an evaluation inside fit() overwrites, put back before training goes on
_TRAIN_STATE = ("cur_step_num", "batch_num", "dataset_sink_mode", "net_outputs")
_INPUT_KINDS = "Tensor, None, int, float, str"


def _as_tuple(row):
    return (row,) if isinstance(row, Tensor) else tuple(row)


def _fill(params, **fields):
    """Set `fields` on a cb_params object, in order (callbacks read them as attributes); returns it."""
    for name, value in fields.items():
        setattr(params, name, value)
    return params


def _stdout_is_terminal():
    try:
        return sys.stdout.isatty()
    except (AttributeError, ValueError):  # replaced by an object without isatty, or closed
        return False


def _first_loss(outputs):
    value = outputs[0] if isinstance(outputs, (tuple, list)) and outputs else outputs
    if isinstance(value, Tensor):
        return float(np.mean(value.asnumpy()))
    return None


def _check_predict_input(item):
    if isinstance(item, Tensor):
        if item.size == 0:
            raise ValueError("The input data can not be empty.")
    elif item is not None and not isinstance(item, (int, float, str)):
        raise TypeError(f"The types of input data must be in the Union({_INPUT_KINDS}, tuple[{_INPUT_KINDS}], "
                        f"list[{_INPUT_KINDS}], dict[{_INPUT_KINDS}]), but got type {type(item).__name__}.")


_SHARDING_MODES = ("semi_auto_parallel", "auto_parallel")


def _replicated_layouts(network):
    """{name: layout} of a network's parameters, each replicated over the devices of the parallel context."""
    devices = context.get_auto_parallel_context("device_num")
    return {p.name: [[devices], [-1] * len(p.shape), list(p.shape), 0, True, ""]
            for _, p in network.parameters_and_names()}


def _update_host_scale(manager, outputs):
    """The host-side half of loss scaling: the train network's second output is its overflow flag. A
    DynamicLossScaleManager records the flag and reads it when asked; a FixedLossScaleManager has nothing to update;
    any other manager is updated at once."""
    flag = outputs[1]
    if isinstance(manager, DynamicLossScaleManager) and not isinstance(flag, Parameter):
        manager._defer_overflow(flag)
    elif type(manager).update_loss_scale is not FixedLossScaleManager.update_loss_scale:
        manager.update_loss_scale(bool(np.all(flag.asnumpy() if isinstance(flag, Tensor) else flag)))


class _Stages:
    """Calls one stage (``begin``, ``step_end`` ...) of a run on every callback: ``stages("step_end")`` runs
    ``on_train_step_end`` (or ``on_eval_step_end``) with the run's context."""

    def __init__(self, manager, prefix, params):
        self._manager = manager
        self._prefix = prefix
        self.context = RunContext(params)

    def __call__(self, stage):
        getattr(self._manager, self._prefix + stage)(self.context)

    @property
    def stopped(self):
        return self.context.get_stop_requested()


def _target_sinks():
    """Whether the device target trains sink mode by sinks: MindSpore's CPU backend has no device queue and
    trains as without sink mode (whole epochs, dataset_sink_mode False for the callbacks), keeping only
    batch_num = sink_size; GPU and Ascend run `sink_size` steps per epoch, continuing in the dataset."""
    return context.get_context("device_target") != "CPU"


_EPOCH_END = object()  # marks the end of an epoch in the prefetch queue of sink mode


def _sunk_epochs(rows, epochs):
    """All the rows of `epochs` epochs, each epoch followed by ``_EPOCH_END`` (what the prefetch thread reads)."""
    for _ in range(epochs):
        yield from rows.epoch()
        yield _EPOCH_END


def _queued_epoch(feed):
    """The rows of the next epoch, taken from the prefetch queue `feed`."""
    while True:
        try:
            row = feed.get()
        except StopIteration:
            return
        if row is _EPOCH_END:
            return
        yield row


class _Rows:
    """The rows of a dataset, epoch after epoch, as the non-sink loop of MindSpore reads them.

    One iterator is created for the whole run (``num_epochs`` = the epochs to train), so that a shuffling dataset
    gives every epoch its own order exactly as MindSpore's iterator does. With ``sink_size`` > 0 each epoch reads
    ``sink_size`` rows, continuing where the previous epoch stopped (MindSpore's sink-mode contract)."""

    def __init__(self, dataset, num_epochs, sink_size=-1):
        self._dataset = dataset
        self._num_epochs = num_epochs
        self._sink_size = sink_size
        self._iterator = None
        self._pending = None

    def _new_iterator(self):
        return self._dataset.create_tuple_iterator(num_epochs=self._num_epochs, do_copy=True)

    def epoch(self):
        """An iterator over the next epoch's rows."""
        if self._sink_size > 0:
            return self._sunk_epoch()
        if self._iterator is None:
            self._iterator = self._new_iterator()
        rows = iter(self._iterator)
        if rows is self._iterator and self._pending is not None:
            # a one-pass iterator already consumed by the previous epoch: start a fresh pass
            self._iterator = self._new_iterator()
            rows = iter(self._iterator)
        self._pending = True
        return rows

    def _sunk_epoch(self):
        produced = 0
        while produced < self._sink_size:
            if self._iterator is None:
                self._iterator = iter(self._new_iterator())
            try:
                row = next(self._iterator)
            except StopIteration:
                self._iterator = None
                if produced == 0 and self._pending == "empty":
                    return
                self._pending = "empty"
                continue
            self._pending = True
            produced += 1
            yield row


def _progress_enabled():
    """The bar is shown unless the environment variable ``MS_COMPAT_PROGRESS`` is ``0`` (or ``false``/``off``)."""
    return os.environ.get("MS_COMPAT_PROGRESS", "1").strip().lower() not in ("0", "false", "off", "no")


class _LinesAboveBar:
    """Stands in for ``sys.stdout`` while a progress bar is drawn: complete lines are written above the bar
    (tqdm's write mode: the bar is cleared, the line written, the bar redrawn), so that callback output such as
    LossMonitor's never shares a line with the bar. A line without its end waits until it is completed or the bar
    closes."""

    def __init__(self, stream):
        self._stream = stream
        self._pending = ""

    def write(self, text):
        text = self._pending + str(text)
        lines = text.split("\n")
        self._pending = lines.pop()
        for line in lines:
            tqdm.write(line, file=self._stream)
        return len(text)

    def flush(self):
        self._stream.flush()

    def finish(self):
        """Write what is left of an unfinished line (the bar is gone by then)."""
        if self._pending:
            self._stream.write(self._pending)
            self._pending = ""
        self._stream.flush()

    def __getattr__(self, name):
        return getattr(self._stream, name)


class _ProgressBar:
    """A tqdm bar (drawn on stderr, as tqdm does) when stdout is a terminal and ``MS_COMPAT_PROGRESS`` is not
    ``0``; otherwise one INFO log line a step. While the bar is shown, ``print`` output goes above it."""

    def __init__(self, total, desc):
        self._desc = desc
        self._total = total
        self._count = 0
        self._bar = None
        self._stdout = None
        if _progress_enabled() and _stdout_is_terminal():
            self._bar = tqdm(total=total, desc=desc, leave=False, file=sys.stderr)
            self._stdout = _LinesAboveBar(sys.stdout)
            sys.stdout = self._stdout

    def update(self, outputs):
        """One step done; the loss is read from `outputs` (a device-to-host copy) only when it is shown."""
        self._count += 1
        if self._bar is None:
            if _logger.isEnabledFor(logging.INFO):
                _logger.info("%s step %d/%s, loss %s", self._desc, self._count, self._total, _first_loss(outputs))
            return
        self._bar.update(1)
        loss = _first_loss(outputs)
        if loss is not None:
            self._bar.set_postfix(loss=f"{loss:.6g}")

    def close(self):
        if self._bar is not None:
            self._bar.close()
            self._bar = None
        if self._stdout is not None:
            if sys.stdout is self._stdout:
                sys.stdout = self._stdout._stream
            self._stdout.finish()
            self._stdout = None


class Model:
    """
    High-level API for training, evaluation and inference: wraps a network with its loss function, optimizer,
    mixed-precision level, loss scaling and boost level into a train network, an evaluation network and a predict
    network.

    The train network is built as :func:`mindspore.amp.build_train_network` builds it (with an optimizer), or a
    :class:`mindspore.nn.WithLossCell` (only `loss_fn`), or the network itself. With `metrics`, the evaluation
    network is `eval_network` or a :class:`mindspore.nn.WithEvalCell` of `network` and `loss_fn`.

    Args:
        network (Cell): The network to train or evaluate.
        loss_fn (Cell): The loss function. ``None`` when `network` computes the loss itself. Default: ``None``.
        optimizer (Cell): The optimizer. ``None`` for evaluation or prediction only. Default: ``None``.
        metrics (Union[dict, set]): Names of metrics (``{'accuracy', 'loss'}``) or a dict of name to
            :class:`mindspore.train.Metric`, evaluated by :meth:`eval`. Default: ``None``.
        eval_network (Cell): The network used by :meth:`eval`; built from `network` and `loss_fn` when ``None``.
            Default: ``None``.
        eval_indexes (list): With `eval_network`: the positions of the loss, the prediction and the label in
            its outputs (three ints). Default: ``None``.
        amp_level (str): Mixed-precision level of :func:`mindspore.amp.build_train_network`: ``"O0"``, ``"O1"``,
            ``"O2"``, ``"O3"`` or ``"auto"``. Default: ``"O0"``.
        boost_level (str): ``"O0"``, ``"O1"`` or ``"O2"``, see :class:`mindspore.boost.AutoBoost`.
            Default: ``"O0"``.
        kwargs: ``loss_scale_manager`` (a loss-scale manager), ``keep_batchnorm_fp32`` (bool),
            ``boost_config_dict`` (dict, see :class:`mindspore.boost.AutoBoost`), ``acc_level`` (deprecated
            name of `boost_level`).

    Raises:
        ValueError: If `kwargs` has another key, if `amp_level` is not ``"O0"`` while `optimizer` is ``None``, if
            `loss_scale_manager` is given without `optimizer`, if `metrics` is set without `eval_network` and
            `loss_fn`, or if `eval_indexes` is not a list of three.
        TypeError: If `network` is not a Cell.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import nn, Tensor
        >>> from mindspore.train import Model
        >>> import mindspore.dataset as ds
        >>> net = nn.Dense(4, 2, weight_init="ones", bias_init="zeros")
        >>> loss = nn.MSELoss()
        >>> optim = nn.Momentum(net.trainable_params(), learning_rate=0.01, momentum=0.9)
        >>> model = Model(net, loss_fn=loss, optimizer=optim, metrics={"loss"})
        >>> data = ds.NumpySlicesDataset({"x": np.ones((8, 4), np.float32), "y": np.zeros((8, 2), np.float32)},
        ...                              shuffle=False).batch(4)
        >>> model.train(1, data)
        >>> print(model.eval(data))
        {'loss': 11.764899253845215}
        >>> print(model.predict(Tensor(np.ones((1, 4), np.float32))))
        [[3.4299998 3.4299998]]
    """

    def __init__(self, network, loss_fn=None, optimizer=None, metrics=None, eval_network=None,
                 eval_indexes=None, amp_level="O0", boost_level="O0", **kwargs):
        unknown = next((key for key in kwargs if key not in _KWARGS), None)
        if unknown is not None:
            raise ValueError(f"The argument in 'kwargs' should be 'loss_scale_manager' or "
                             f"'keep_batchnorm_fp32' or 'boost_config_dict' or 'acc_level', but got '{unknown}'.")
        self._network, self._loss_fn, self._optimizer, self._metrics = network, loss_fn, optimizer, metrics
        self._eval_network = eval_network
        self._amp_level, self._boost_level = amp_level, boost_level
        # the manager goes to build_train_network only when it was passed (even as None)
        self._loss_scale_manager_set = "loss_scale_manager" in kwargs
        self._loss_scale_manager = kwargs.get("loss_scale_manager")
        self._keep_bn_fp32 = kwargs.get("keep_batchnorm_fp32")
        self._parallel_mode = context.get_auto_parallel_context("parallel_mode")
        self._device_number = context.get_auto_parallel_context("device_num")
        if optimizer is None and amp_level != "O0":
            raise ValueError("Auto mixed precision will not work because 'optimizer' is None.Please set "
                             "amp_level='O0' to disable auto mixed precision or set 'optimizer' not be None to use "
                             "auto mixed precision.")
        self._apply_boost(kwargs)
        self._train_network = self._make_train_network()
        self._setup_evaluation(metrics, eval_indexes)
        self._predict_network = self._network
        # loop state: the epoch / step in progress (named in a breakpoint checkpoint), the mode the networks are in
        self._current_epoch_num = self._current_step_num = 0
        self._backbone_is_train = True
        self.epoch_iter = 0
        self.batch_num = -1

    # ----- construction ---------------------------------------------------------------------------------------
    def _apply_boost(self, kwargs):
        """Let AutoBoost rewrite the network, the optimizer and the evaluation network (boost levels O1 / O2)."""
        if "acc_level" in kwargs:
            _logger.warning("Next version acc_level will be removed, please replace with boost_level")
        self._boost_level = kwargs.get("acc_level", self._boost_level)
        processor = AutoBoost(self._boost_level, kwargs.get("boost_config_dict", ""))
        if processor.level not in ("O1", "O2"):
            return
        if self._optimizer is None:
            _logger.warning("In boost mode, the optimizer must be defined.")
        elif self._eval_network is None and self._metrics is None:
            _logger.warning("In boost mode, the eval_network and metrics cannot be undefined at the same time.")
        else:
            evaluator = self._eval_network
            network, optimizer = processor.network_auto_process_train(self._network, self._optimizer)
            if evaluator is not None:
                evaluator = processor.network_auto_process_eval(evaluator)
            self._network, self._optimizer, self._eval_network = network, optimizer, evaluator

    def _make_train_network(self):
        """amp.build_train_network with an optimizer, a WithLossCell with only a loss, else the network."""
        check_value_type("network", self._network, [Cell])
        if self._optimizer is None and self._loss_scale_manager is not None:
            raise ValueError("The argument 'optimizer' can not be None when set 'loss_scale_manager'.")
        if not self._optimizer:
            return WithLossCell(self._network, self._loss_fn) if self._loss_fn else self._network
        options = {"loss_scale_manager": self._loss_scale_manager} if self._loss_scale_manager_set else {}
        if self._keep_bn_fp32 is not None:
            options.update(keep_batchnorm_fp32=self._keep_bn_fp32)
        return build_train_network(self._network, self._optimizer, self._loss_fn, level=self._amp_level,
                                       boost_level=self._boost_level, **options)

    def _setup_evaluation(self, metrics, eval_indexes):
        """The metric objects, and (with metrics) the evaluation network and where its outputs are found."""
        self._metric_fns = get_metrics(metrics)
        self._eval_indexes = None
        if not self._metric_fns:
            return
        if self._eval_network is None:
            if self._loss_fn is None:
                raise ValueError("If `metrics` is set, `eval_network` must not be None. Do not set `metrics` if you"
                                 " don't want an evaluation.\n"
                                 "If evaluation is required, you need to specify `eval_network`, which will be used"
                                 " in the framework to evaluate the model.\n"
                                 "For the simple scenarios with one data, one label and one logits, `eval_network`"
                                 " is optional, and then you can set `eval_network` or `loss_fn`. For the latter"
                                 " case, framework will automatically build an evaluation network with `network`"
                                 " and `loss_fn`.")
            fp32_outputs = self._amp_level in _FP32_EVAL_LEVELS
            self._eval_network = WithEvalCell(self._network, self._loss_fn, fp32_outputs)
            self._eval_indexes = [0, 1, 2]  # loss, prediction, label
            return
        three = isinstance(eval_indexes, list) and len(eval_indexes) == 3
        if not (eval_indexes is None or three):
            raise ValueError("The argument 'eval_indexes' must be a list or None. If 'eval_indexes' is a list, "
                             f"length of it must be three. But got 'eval_indexes' {eval_indexes}")
        self._eval_indexes = eval_indexes

    # ----- metrics --------------------------------------------------------------------------------------------
    def _clear_metrics(self):
        for metric in self._metric_fns.values():
            metric.clear()

    def _metric_inputs(self, metric, outputs):
        """What `metric.update` takes from the evaluation outputs: all of them without eval indexes, else the loss
        (for a Loss metric) or the prediction and the label."""
        if self._eval_indexes is None:
            return outputs
        loss_at, prediction_at, label_at = self._eval_indexes
        if isinstance(metric, Loss):
            return (outputs[loss_at],)
        return outputs[prediction_at], outputs[label_at]

    def _update_metrics(self, outputs):
        outputs = (outputs,) if isinstance(outputs, Tensor) else outputs
        if not isinstance(outputs, tuple):
            raise ValueError(f"The argument 'outputs' should be tuple, but got {type(outputs)}.")
        if len(outputs) < 3 and self._eval_indexes is not None:
            raise ValueError(f"The length of 'outputs' must be >= 3, but got {len(outputs)}")
        for metric in self._metric_fns.values():
            metric.update(*self._metric_inputs(metric, outputs))

    def _get_metrics(self):
        return {name: metric.eval() for name, metric in self._metric_fns.items()}

    # ----- helpers --------------------------------------------------------------------------------------------
    @staticmethod
    def _transform_callbacks(callbacks):
        if callbacks is None:
            return []
        if isinstance(callbacks, collections.abc.Iterable):
            return list(callbacks)
        return [callbacks]

    @staticmethod
    def _check_callback_methods(callbacks, mode):
        """Custom callbacks overriding MindSpore 1.x methods: a warning in train / eval, a ValueError in fit."""
        if not callbacks:
            return
        internal = set(callback_module.__all__)
        for cb in callbacks if isinstance(callbacks, list) else [callbacks]:
            cls = type(cb)
            old = set(cls.__dict__) & _OLD_CALLBACK_METHODS
            if not old or cls.__name__ in internal:
                continue
            msg = (f"For {cls.__name__} callback, {old} methods may not be supported in later version, Use methods "
                   f"prefixed with 'on_train' or 'on_eval' instead when using customized callbacks.")
            if mode == "fit":
                raise ValueError(msg)
            _logger.warning(msg)

    def _check_reuse_dataset(self, dataset):
        """A dataset belongs to the first Model that trains on it."""
        mine = hash(self)
        if getattr(dataset, "__model_hash__", mine) != mine:
            raise RuntimeError("The dataset object had been used in other model by model.train(...), "
                               "please create a new dataset.")
        dataset.__model_hash__ = mine

    def _switch_mode(self, network, training):
        """Put `network` in train / inference mode when the model's mode changes; no gradients for inference."""
        if training != self._backbone_is_train:
            network.set_train(training)
            self._backbone_is_train = training
        if not training:
            network.set_grad(False)

    def _check_device_number(self):
        if self._parallel_mode == "stand_alone" and self._device_number != 1:
            raise ValueError("If parallel_mode is stand_alone, device_number must be 1, device_number: "
                             f"{self._device_number}, parallel_mode:{self._parallel_mode}")

    @staticmethod
    def _check_train_args(name, epoch, train_dataset, dataset_sink_mode, sink_size, initial_epoch):
        """Validate the arguments of train / fit; returns the steps of one sink (the dataset size for -1)."""
        check_bool(dataset_sink_mode, "dataset_sink_mode")
        built_for = getattr(train_dataset, "_warmup_epoch", None)
        if built_for is not None and built_for != epoch:
            raise ValueError(f"when use Model.build to initialize model, the value of parameter 'epoch' in "
                             f"Model.build should be equal to value in Model.{name}, but got the value of epoch in "
                             f"build {built_for} and the value of epoch in {name} {epoch} separately.")
        check_int(sink_size, "sink_size")
        check_positive_int(epoch, "epoch")
        check_non_negative_int(initial_epoch, "initial_epoch")
        if epoch <= initial_epoch:
            raise ValueError(f"For 'Model.{name}', the parameter 'epoch' must bigger than parameter "
                             f"'initial_epoch', but got the parameter 'epoch' is {epoch}, 'initial_epoch' is "
                             f"{initial_epoch}.")
        size = train_dataset.get_dataset_size()
        if size == 0:
            raise ValueError("There is no valid data in dataset, please check dataset file firstly.")
        if sink_size == -1:
            return size
        if sink_size > 0:
            return sink_size
        word = "argument" if name == "train" else "parameter"
        raise ValueError(f"For 'Model.{name}', The {word} 'sink_size' must be -1 or positive, but got {sink_size}.")

    # ----- training -------------------------------------------------------------------------------------------
    def train(self, epoch, train_dataset, callbacks=None, dataset_sink_mode=False, sink_size=-1, initial_epoch=0):
        """
        Train the model for `epoch` epochs over `train_dataset`.

        Each row of the dataset is one step: ``train_network(*row)``; with `loss_fn` a row must have two items
        (data, label). With a loss-scale manager that drops overflowing updates, the manager's host-side scale is
        updated after every step from the overflow flag the train network returns.

        With `dataset_sink_mode`, a background thread reads the next rows (building their Tensors on the device)
        while a step runs; an error in the dataset is raised by ``train`` and the thread ends with the training.
        The epochs and steps are MindSpore's: on ``"CPU"`` (where MindSpore has no device queue) every epoch
        reads the whole dataset, the callbacks see ``dataset_sink_mode`` False and ``batch_num`` is `sink_size`
        when it is positive; on GPU / Ascend each epoch runs `sink_size` steps, continuing in the dataset where
        the previous epoch stopped, and every callback sees every step (PyNative sinking).

        Args:
            epoch (int): The number of epochs (with `initial_epoch`: the final epoch).
            train_dataset (Dataset): The training data, e.g. a :mod:`mindspore.dataset` pipeline.
            callbacks (Union[Callback, list[Callback]]): Callbacks run during training. Default: ``None``.
            dataset_sink_mode (bool): Whether to feed data in sink mode (see above). Default: ``False``.
            sink_size (int): Steps per epoch in sink mode; ``-1`` for the whole dataset. Default: ``-1``.
            initial_epoch (int): The epoch to start from when resuming. Default: ``0``.

        Raises:
            TypeError: If `dataset_sink_mode` is not a bool or `sink_size`, `epoch` or `initial_epoch` is not an
                int.
            ValueError: If `epoch` <= `initial_epoch`, the dataset is empty, `sink_size` is 0 or below -1, or a
                row does not have two items while `loss_fn` is set.
            RuntimeError: If `train_dataset` was already trained on by another Model.

        Examples:
            >>> import mindspore as ms
            >>> from mindspore import nn
            >>> from mindspore.train import Model
            >>> ms.set_seed(1)
            >>> lenet = LeNet5()
            >>> model = Model(lenet, loss_fn=nn.SoftmaxCrossEntropyWithLogits(sparse=True),
            ...               optimizer=nn.Momentum(lenet.trainable_params(), learning_rate=0.1, momentum=0.9),
            ...               loss_scale_manager=ms.FixedLossScaleManager(1024., False))
            >>> model.train(2, create_dataset())
        """
        steps = self._check_train_args("train", epoch, train_dataset, dataset_sink_mode, sink_size, initial_epoch)
        self._check_device_number()
        self._check_callback_methods(callbacks, "train")
        self._train(epoch, train_dataset, callbacks, dataset_sink_mode, steps, initial_epoch, sink_size=sink_size)

    def fit(self, epoch, train_dataset, valid_dataset=None, valid_frequency=1, callbacks=None,
            dataset_sink_mode=False, valid_dataset_sink_mode=False, sink_size=-1, initial_epoch=0):
        """
        Train the model and evaluate it on `valid_dataset` during training.

        Args:
            epoch (int): The number of epochs (with `initial_epoch`: the final epoch).
            train_dataset (Dataset): The training data.
            valid_dataset (Dataset): The evaluation data; ``None`` for no evaluation. Default: ``None``.
            valid_frequency (Union[int, list]): Evaluate every `valid_frequency` epochs (int) or after the listed
                epochs (list). Default: ``1``.
            callbacks (Union[Callback, list[Callback]]): Callbacks run during training. Default: ``None``.
            dataset_sink_mode (bool): Sink mode for training (see :meth:`train`). Default: ``False``.
            valid_dataset_sink_mode (bool): Accepted for compatibility: the evaluations inside fit read their rows
                without a prefetch thread. Default: ``False``.
            sink_size (int): Steps per epoch in sink mode; ``-1`` for the whole dataset. Default: ``-1``.
            initial_epoch (int): The epoch to start from when resuming. Default: ``0``.

        Raises:
            TypeError: If `valid_frequency` is neither an int nor a list, or another argument has a wrong type.
            ValueError: If `valid_dataset` is given but the Model has no metrics, or as :meth:`train`.

        Examples:
            >>> import mindspore as ms
            >>> from mindspore import nn
            >>> from mindspore.train import Model
            >>> ms.set_seed(1)
            >>> lenet = LeNet5()
            >>> model = Model(lenet, loss_fn=nn.SoftmaxCrossEntropyWithLogits(sparse=True),
            ...               optimizer=nn.Momentum(lenet.trainable_params(), learning_rate=0.1, momentum=0.9),
            ...               metrics={"accuracy"})
            >>> model.fit(2, create_dataset("train"), create_dataset("test"))
        """
        check_bool(valid_dataset_sink_mode, "valid_dataset_sink_mode")
        steps = self._check_train_args("fit", epoch, train_dataset, dataset_sink_mode, sink_size, initial_epoch)
        self._check_device_number()
        if isinstance(valid_frequency, bool) or not isinstance(valid_frequency, (int, list)):
            raise TypeError("For 'Model.fit', the type of 'valid_frequency' must be a list or an integer, but got "
                            f"type {type(valid_frequency)}.")
        if valid_dataset and not self._metric_fns:
            raise ValueError("For 'Model.fit', if valid_dataset is not None, the model argument 'metrics' can not be"
                             "None or empty, you should set the argument 'metrics' for model.")
        self._check_callback_methods(callbacks, "fit")
        self._train(epoch, train_dataset, callbacks, dataset_sink_mode, steps, initial_epoch,
                    validation=(valid_dataset, valid_frequency), sink_size=sink_size)

    def _train(self, epoch, train_dataset, callbacks, sink_mode, steps, initial_epoch, validation=(None, 1),
               sink_size=-1):
        """Run the training; on any exception, a ModelCheckpoint with ``exception_save`` (the last one given)
        saves a breakpoint checkpoint, and callbacks with a failure hook (TrainFaultTolerance) save theirs, before
        the exception goes on."""
        callbacks = self._transform_callbacks(callbacks)
        checkpoints = [cb for cb in callbacks if isinstance(cb, ModelCheckpoint)]
        try:
            self._run_training(epoch, train_dataset, callbacks, sink_mode, steps, initial_epoch, validation,
                               sink_size)
        except BaseException:
            if checkpoints and getattr(getattr(checkpoints[-1], "_config", None), "exception_save", False):
                self._save_breakpoint(checkpoints[-1])
            for cb in callbacks:  # TrainFaultTolerance saves its failure checkpoint
                on_failure = getattr(cb, "_on_train_failure", None)
                if on_failure is not None:
                    on_failure()
            raise

    def _save_breakpoint(self, checkpoint):
        """Save ``<prefix>-<epoch>_<step>_breakpoint.ckpt`` when training fails (``exception_save``)."""
        name = f"{checkpoint._prefix}-{self._current_epoch_num}_{self._current_step_num}_breakpoint.ckpt"
        cfg = checkpoint._config
        save_checkpoint(self._train_network, os.path.join(checkpoint._directory, name), cfg.integrated_save,
                        cfg.async_save, getattr(checkpoint, "_append_dict", None) or None)

    def _run_training(self, epoch, dataset, callbacks, sink_mode, steps, initial_epoch, validation, sink_size):
        dataset_size = dataset.get_dataset_size()
        self.batch_num = steps if sink_mode else dataset_size
        device_sink = sink_mode and _target_sinks()
        # the keys (and their order) of MindSpore's cb_params, its spelling 'loss_scale_mananger' included
        cb_params = _fill(_InternalCallbackParam(), cur_step_num=0, train_network=self._train_network,
                          epoch_num=epoch - initial_epoch, batch_num=self.batch_num, mode="train",
                          loss_fn=self._loss_fn, optimizer=self._optimizer, parallel_mode=self._parallel_mode,
                          device_number=self._device_number, train_dataset=dataset, list_callback=callbacks,
                          train_dataset_element=None, network=self._network, last_save_ckpt_step=None,
                          latest_ckpt_file=None, loss_scale_mananger=self._loss_scale_manager,
                          initial_epoch=initial_epoch)
        # in sink mode an epoch is `steps` rows, unless that is the whole dataset
        chunk = steps if device_sink and steps != dataset_size else -1
        with _CallbackManager(callbacks) as manager:
            self._check_reuse_dataset(dataset)
            cb_params.dataset_sink_mode = device_sink
            if device_sink:
                cb_params.sink_size = sink_size
            stages = _Stages(manager, "on_train_", cb_params)
            rows = _Rows(dataset, epoch - initial_epoch, chunk)
            # sink mode: a background thread reads the next rows (onto the device) while a step runs
            feed = _PrefetchQueue(_sunk_epochs(rows, epoch - initial_epoch)) if sink_mode else None
            try:
                self._run_epochs(epoch, initial_epoch, cb_params, stages, rows, feed, validation, manager,
                                 dataset)
            finally:
                if feed is not None:
                    feed.close()

    def _run_epochs(self, epoch, initial_epoch, cb_params, stages, rows, feed, validation, manager, dataset):
        """The epochs of a training run (rows from the prefetch queue `feed` in sink mode, else from `rows`)."""
        manager_on_host = self._loss_scale_manager
        if not callable(getattr(manager_on_host, "get_drop_overflow_update", None)):
            manager_on_host = None
        stages("begin")
        for index in range(initial_epoch, epoch):
            self._current_epoch_num = cb_params.cur_epoch_num = index + 1
            self._current_step_num = 0
            stages("epoch_begin")
            bar = _ProgressBar(cb_params.batch_num, f"epoch {index + 1}/{epoch}")
            try:
                for row in (_queued_epoch(feed) if feed is not None else rows.epoch()):
                    outputs = self._train_step(row, cb_params, stages, manager_on_host)
                    bar.update(outputs)
                    if stages.stopped:
                        break
            finally:
                bar.close()
            self._validate(validation, cb_params, manager)
            if hasattr(dataset, "reset"):
                dataset.reset()
            stages("epoch_end")
            for key in ("metrics", "eval_results"):
                cb_params.pop(key, None)
            if stages.stopped:
                break
        stages("end")

    def _train_step(self, row, cb_params, stages, manager_on_host):
        items = _as_tuple(row)
        if self._loss_fn and len(items) != 2:
            raise ValueError("When 'loss_fn' is not None, 'train_dataset' should return two elements, but "
                             f"got {len(items)}, please check the number of elements returned by "
                             "'train_dataset'")
        step = cb_params.cur_step_num + 1
        cb_params.cur_step_num = step
        self._current_step_num = int((step - 1) % cb_params.batch_num) + 1
        cb_params.train_dataset_element = items
        stages("step_begin")
        self._switch_mode(self._train_network, True)
        outputs = self._train_network(*items)
        cb_params.net_outputs = outputs
        if manager_on_host is not None and manager_on_host.get_drop_overflow_update():
            _update_host_scale(manager_on_host, outputs)
        stages("step_end")
        return outputs

    def _validate(self, validation, cb_params, train_manager):
        """fit's evaluation at the end of an epoch (every `valid_frequency` epochs, or the listed ones). The
        callbacks run are the custom ones (and TimeMonitor); the training's cb_params are reused and restored."""
        valid_dataset, frequency = validation
        if not valid_dataset:
            return
        done = cb_params.cur_epoch_num
        if not (done in frequency if isinstance(frequency, list) else done % frequency == 0):
            return
        saved = {key: getattr(cb_params, key) for key in _TRAIN_STATE}
        internal = set(callback_module.__all__)
        chosen = [cb for cb in train_manager._callbacks
                  if isinstance(cb, TimeMonitor) or type(cb).__name__ not in internal]
        _fill(cb_params, eval_network=self._eval_network, valid_dataset=valid_dataset,
              batch_num=valid_dataset.get_dataset_size(), mode="eval", cur_step_num=0)
        self._clear_metrics()
        with _CallbackManager(chosen) as manager:
            self._eval_process(valid_dataset, manager, cb_params, add_eval_loss=True)
        _fill(cb_params, mode="train", **saved)

    # ----- evaluation -----------------------------------------------------------------------------------------
    def eval(self, valid_dataset, callbacks=None, dataset_sink_mode=False):
        """
        Evaluate the model's metrics on `valid_dataset`.

        Args:
            valid_dataset (Dataset): The evaluation data.
            callbacks (Union[Callback, list[Callback]]): Callbacks run during evaluation. Default: ``None``.
            dataset_sink_mode (bool): Whether a background thread reads the rows ahead while a step runs. The
                callbacks see ``dataset_sink_mode`` True on GPU / Ascend only: MindSpore's CPU backend evaluates
                without sinking. Default: ``False``.

        Returns:
            dict, metric name to value.

        Raises:
            ValueError: If the Model has no metrics.
            TypeError: If `dataset_sink_mode` is not a bool.

        Examples:
            >>> import mindspore as ms
            >>> from mindspore import nn
            >>> from mindspore.train import Model
            >>> ms.set_seed(1)
            >>> model = Model(LeNet5(), loss_fn=nn.SoftmaxCrossEntropyWithLogits(sparse=True), metrics={'acc'})
            >>> scores = model.eval(create_dataset(), dataset_sink_mode=False)
            >>> print(sorted(scores))
            ['acc']
        """
        check_bool(dataset_sink_mode, "dataset_sink_mode")
        self._check_device_number()
        if not self._metric_fns:
            raise ValueError("For Model.eval, the model argument 'metrics' can not be None or empty, "
                             "you should set the argument 'metrics' for model.")
        self._check_callback_methods(callbacks, "eval")
        cb_params = _fill(_InternalCallbackParam(), eval_network=self._eval_network, valid_dataset=valid_dataset,
                          batch_num=valid_dataset.get_dataset_size(), mode="eval", cur_step_num=0,
                          list_callback=self._transform_callbacks(callbacks), network=self._network)
        self._clear_metrics()
        with _CallbackManager(callbacks) as manager:
            return self._eval_process(valid_dataset, manager, cb_params, sink_mode=dataset_sink_mode)

    def _eval_process(self, dataset, manager, cb_params, add_eval_loss=False, sink_mode=False):
        """One pass over `dataset`; returns the metrics. Inside fit (`add_eval_loss`) the results handed to the
        callbacks also hold ``eval_loss``. In `sink_mode` the rows come through a prefetch thread."""
        stages = _Stages(manager, "on_eval_", cb_params)
        cb_params.dataset_sink_mode = sink_mode and _target_sinks()
        stages("begin")
        stages("epoch_begin")
        loss_metric = get_metric_fn("loss") if add_eval_loss else None
        rows = dataset.create_tuple_iterator(num_epochs=1, do_copy=True)
        feed = _PrefetchQueue(rows) if sink_mode else None
        try:
            for row in (_queued_epoch(feed) if feed is not None else rows):
                outputs = self._eval_step(row, cb_params, stages)
                self._update_metrics(outputs)
                if loss_metric is not None:
                    loss_metric.update(outputs[self._eval_indexes[0]])
                if stages.stopped:
                    break
        finally:
            if feed is not None:
                feed.close()
        stages("epoch_end")
        if hasattr(dataset, "reset"):
            dataset.reset()
        results = self._get_metrics()
        cb_params.metrics = results
        if loss_metric is not None:
            cb_params.eval_results = {**copy.deepcopy(results), "eval_loss": loss_metric.eval()}
        stages("end")
        return results

    def _eval_step(self, row, cb_params, stages):
        cb_params.cur_step_num = cb_params.cur_step_num + 1
        items = _as_tuple(row)
        cb_params.eval_dataset_element = items
        stages("step_begin")
        self._switch_mode(self._eval_network, False)
        outputs = self._eval_network(*items)
        cb_params.net_outputs = outputs
        stages("step_end")
        return outputs

    # ----- prediction -----------------------------------------------------------------------------------------
    def predict(self, *predict_data, backend=None, config=None):
        """
        Run the predict network (the network itself) on `predict_data`.

        Args:
            predict_data (Union[Tensor, list[Tensor], tuple[Tensor]]): The inputs of the network.
            backend (str): ``None``; ``"lite"`` (MindSpore Lite inference) is not available in mindspore_compat
                and falls back to the network, as MindSpore does when Lite cannot be imported. Default: ``None``.
            config (dict): Options of the ``"lite"`` backend; unused. Default: ``None``.

        Returns:
            Tensor or tuple of Tensors, the network's output.

        Raises:
            ValueError: If `backend` is neither ``None`` nor ``"lite"``, or an input Tensor is empty.
            TypeError: If an input is not a Tensor, None, int, float or str.
            RuntimeError: If the network returns None.

        Examples:
            >>> import numpy as np
            >>> import mindspore
            >>> from mindspore import Tensor
            >>> from mindspore.train import Model
            >>> input_data = Tensor(np.random.randint(0, 255, [1, 1, 32, 32]), mindspore.float32)
            >>> model = Model(LeNet5())
            >>> result = model.predict(input_data)
            >>> print(result.shape)
            (1, 10)
        """
        if backend not in ("lite", None):
            raise ValueError(f"For Model.predict, `backend` should be 'lite' or None, but got {backend}")
        if backend == "lite":
            _logger.warning("Import mindspore_lite failed, fallback to original inference!")
        self._switch_mode(self._predict_network, False)
        for item in predict_data:
            _check_predict_input(item)
        result = self._predict_network(*predict_data)
        if result is None:
            raise RuntimeError("The output data can not be None, please check your net or input data.")
        return result

    def build(self, train_dataset=None, valid_dataset=None, sink_size=-1, epoch=1, sink_mode=True):
        """
        Prepare the model before :meth:`train` / :meth:`eval`.

        MindSpore compiles the graphs and warms the dataset queue here. mindspore_compat has nothing to compile
        ahead (networks run as PyTorch modules), so this validates the arguments, puts the networks in the right
        mode and records `epoch` so that :meth:`train` can check it is called with the same value, as MindSpore
        does.

        Args:
            train_dataset (Dataset): The training data; its epoch count is recorded. Default: ``None``.
            valid_dataset (Dataset): The evaluation data; needs metrics. Default: ``None``.
            sink_size (int): Steps per sink. Default: ``-1``.
            epoch (int): The number of epochs :meth:`train` will be called with. Default: ``1``.
            sink_mode (bool): Whether sink mode will be used. Default: ``True``.

        Raises:
            ValueError: If `epoch` is not positive, or `valid_dataset` is given without metrics.

        Examples:
            >>> from mindspore import nn
            >>> from mindspore.train import Model
            >>> from mindspore.amp import FixedLossScaleManager
            >>> data = create_dataset()
            >>> lenet = LeNet5()
            >>> model = Model(lenet, loss_fn=nn.SoftmaxCrossEntropyWithLogits(sparse=True),
            ...               optimizer=nn.Momentum(lenet.trainable_params(), learning_rate=0.1, momentum=0.9),
            ...               loss_scale_manager=FixedLossScaleManager())
            >>> model.build(data, epoch=2)
            >>> model.train(2, data)
        """
        epoch = check_positive_int(epoch, "epoch")
        check_int(sink_size, "sink_size")
        check_bool(sink_mode, "sink_mode")
        if valid_dataset is not None and not self._metric_fns:
            raise ValueError("For 'Model.build', if valid_dataset is not None, the model argument 'metrics' can not "
                             "be None or empty, you should set the argument 'metrics' for model.")
        if train_dataset is not None:
            self._switch_mode(self._train_network, True)
            train_dataset._warmup_epoch = epoch  # train / fit check they get the same epoch
        if valid_dataset is not None:
            self._switch_mode(self._eval_network, False)
            self._switch_mode(self._train_network, True)

    def infer_train_layout(self, train_dataset, dataset_sink_mode=True, sink_size=-1):
        """
        The layout of every parameter of the train network (the network's and the optimizer's) under
        semi-automatic or automatic parallelism, as a dict usable to load distributed checkpoints.

        MindSpore compiles the sharded graph to find them and only in ``"semi_auto_parallel"`` /
        ``"auto_parallel"`` mode; in any other mode it raises RuntimeError, which is what happens here too
        (mindspore_compat cannot enter those modes: operator sharding needs MindSpore's compiler). A parameter
        that is not sharded is replicated: its layout is ``[[device_num], [-1] * rank, shape, 0, True, ""]``
        (device matrix, tensor map, slice shape, field size, uniform split, optimizer-shard group).

        .. warning::
            This is an experimental API that is subject to change or deletion.

        Args:
            train_dataset (Dataset): The training data, as for :meth:`train`.
            dataset_sink_mode (bool, optional): Must be ``True`` (only sink mode is supported). Default: ``True``.
            sink_size (int, optional): Steps per sink; ``-1`` for the whole dataset. Default: ``-1``.

        Returns:
            Dict, parameter name to layout.

        Raises:
            RuntimeError: If the parallel mode is not ``"semi_auto_parallel"`` or ``"auto_parallel"``.
            ValueError: If `dataset_sink_mode` is ``False``, the dataset is empty, or `sink_size` is 0 or below -1.

        Examples:
            >>> import numpy as np
            >>> import mindspore.dataset as ds
            >>> from mindspore import nn
            >>> from mindspore.train import Model
            >>> net = nn.Dense(3, 2)
            >>> model = Model(net, nn.MSELoss(), nn.Momentum(net.trainable_params(), 0.1, 0.9))
            >>> data = ds.NumpySlicesDataset((np.ones((4, 3), np.float32), np.ones((4, 2), np.float32))).batch(2)
            >>> try:
            ...     model.infer_train_layout(data)
            ... except RuntimeError as err:
            ...     print(err)
            'infer_train_layout' only supports 'semi_auto_parallel' and 'auto_parallel' mode, but got stand_alone.
        """
        mode = context.get_auto_parallel_context("parallel_mode")
        if mode not in _SHARDING_MODES:
            raise RuntimeError("'infer_train_layout' only supports 'semi_auto_parallel' and 'auto_parallel' mode, "
                               f"but got {mode}.")
        check_bool(dataset_sink_mode, "dataset_sink_mode")
        if not dataset_sink_mode:
            raise ValueError("Only dataset sink mode is supported for now.")
        check_int(sink_size, "sink_size")
        if train_dataset.get_dataset_size() == 0:
            raise ValueError("There is no valid data in dataset, please check dataset file firstly.")
        if sink_size < -1 or sink_size == 0:
            raise ValueError("For 'infer_train_layout', the argument 'sink_size' must be -1 or positive, "
                             f"but got sink_size {sink_size}.")
        return _replicated_layouts(self._train_network)

    def infer_predict_layout(self, *predict_data, skip_backend_compile=False):
        """
        The layout of every parameter of the predict network under semi-automatic or automatic parallelism, as
        a dict usable to load distributed checkpoints for inference.

        As in MindSpore, only ``"semi_auto_parallel"`` / ``"auto_parallel"`` mode has layouts; other modes raise
        RuntimeError (mindspore_compat cannot enter those modes: operator sharding needs MindSpore's compiler).
        An unsharded parameter is replicated: ``[[device_num], [-1] * rank, shape, 0, True, ""]``.

        .. warning::
            This is an experimental API that is subject to change or deletion.

        Args:
            predict_data (Union[Tensor, list[Tensor], tuple[Tensor]], optional): The inputs, as for
                :meth:`predict`.
            skip_backend_compile (bool, optional): MindSpore skips its backend compilation with ``True``; nothing
                is compiled here either way. Default: ``False``.

        Returns:
            Dict, parameter name to layout.

        Raises:
            RuntimeError: If the parallel mode is not ``"semi_auto_parallel"`` or ``"auto_parallel"``.
            TypeError: If an input is not a Tensor, int, float, str or None.

        Examples:
            >>> import numpy as np
            >>> from mindspore import nn, Tensor
            >>> from mindspore.train import Model
            >>> model = Model(nn.Dense(3, 2))
            >>> try:
            ...     model.infer_predict_layout(Tensor(np.ones((2, 3), np.float32)))
            ... except RuntimeError as err:
            ...     print(err)
            Infer predict layout only supports semi auto parallel and auto parallel mode.
        """
        if context.get_auto_parallel_context("parallel_mode") not in _SHARDING_MODES:
            raise RuntimeError("Infer predict layout only supports semi auto parallel and auto parallel mode.")
        for item in predict_data:
            _check_predict_input(item)
        return _replicated_layouts(self._predict_network)

    @property
    def train_network(self):
        """The train network, a Cell that runs one training step per call."""
        return self._train_network

    @property
    def predict_network(self):
        """The predict network (the network itself)."""
        return self._predict_network

    @property
    def eval_network(self):
        """The evaluation network, or ``None`` without metrics."""
        return self._eval_network
