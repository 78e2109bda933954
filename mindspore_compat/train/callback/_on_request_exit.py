"""OnRequestExit: a signal (or a JSON flag file) ends training with a checkpoint of the network."""
import json
import logging
import os
import signal
import threading

from ... import context
from ..._backend import collective
from ..serialization import load_checkpoint, save_checkpoint
from ._callback import Callback
from ._checkpoint import _make_directory

__all__ = ["OnRequestExit"]

_logger = logging.getLogger("mindspore")


def _check_instance(name, value, cls):
    """ValueError unless `value` is a `cls` (worded as MindSpore 2.10's OnRequestExit words it)."""
    if not isinstance(value, cls):
        raise ValueError(f"The parameter '{name}' must be isinstance of {cls}, but got {value}.")
    return value


class OnRequestExit(Callback):
    """
    Lets a running training or evaluation be ended from outside, keeping its state in a checkpoint.

    The callback installs a handler for `sig` when training (or evaluation) begins. After the signal arrives,
    the network is saved as ``<directory>/rank_<device_id>/<file_name>_train.ckpt`` when training ends
    (``<file_name>_eval.ckpt`` after an evaluation). An evaluation stops at the next step. When training
    begins and the training checkpoint already exists, its values are loaded into the training network first,
    so an interrupted run continues where it was stopped.

    With the environment variable ``MS_ENABLE_GRACEFUL_EXIT=1``, training itself stops early: at the step
    after the signal arrived, or after the JSON file `config_file` contains ``{"GracefulExit": 1}``, the
    checkpoint is written (with ``epoch_num``, ``step_num``, ``batch_num``, ``global_step`` and, with a loss
    scale manager, ``loss_scale``) and :meth:`RunContext.request_stop` ends the run. Without that variable
    training runs to its planned end, as in MindSpore.

    Note:
        `save_mindir` asks for a ``.mindir`` graph next to the checkpoint. MindIR is MindSpore's compiler format,
        which mindspore_compat cannot write: the checkpoint is still saved, and one warning per callback says
        that the graph was not (export an ``"ONNX"`` graph with :func:`mindspore.export` instead). The
        checkpoint does not contain the ``graceful_exit`` and ``graceful_init`` parameters that MindSpore's
        ``TrainOneStepCell`` adds under ``MS_ENABLE_GRACEFUL_EXIT=1``.

    Args:
        save_ckpt (bool): Whether to save the checkpoint when exiting. Default: ``True``.
        save_mindir (bool): Whether a MindIR graph is asked for as well (see the note). Default: ``True``.
        file_name (str): The stem of the saved files; ``_train`` or ``_eval`` and the suffix are appended.
            Default: ``'Net'``.
        directory (str): The folder under which the ``rank_<device_id>`` folder (created here) holds the files.
            Default: ``'./'``.
        config_file (str): A JSON file whose key ``"GracefulExit"`` set to ``1`` requests the exit (read under
            ``MS_ENABLE_GRACEFUL_EXIT=1`` at each step begin). Default: ``None``.
        sig (int): The signal that requests the exit; it must be catchable, so not ``signal.SIGKILL``.
            Default: ``signal.SIGTERM``.

    Raises:
        ValueError: If `save_ckpt` or `save_mindir` is not a bool.
        ValueError: If `sig` is not an int, or is ``signal.SIGKILL``.
        TypeError: If `directory` is not a str.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import os
        >>> import signal
        >>> import tempfile
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import nn
        >>> import mindspore.dataset as ds
        >>> from mindspore.train import Model, LambdaCallback, OnRequestExit
        >>> folder = tempfile.mkdtemp()
        >>> data = ds.NumpySlicesDataset({"x": np.ones((6, 4), np.float32), "y": np.ones((6, 1), np.float32)},
        ...                              shuffle=False).batch(2)
        >>> net = nn.Dense(4, 1)
        >>> model = Model(net, nn.MSELoss(), nn.SGD(net.trainable_params(), 0.01))
        >>> previous = signal.getsignal(signal.SIGUSR1)
        >>> stopper = OnRequestExit(save_mindir=False, file_name="demo", directory=folder, sig=signal.SIGUSR1)
        >>> kill = LambdaCallback(on_train_step_end=lambda rc: os.kill(os.getpid(), signal.SIGUSR1))
        >>> model.train(1, data, callbacks=[kill, stopper], dataset_sink_mode=False)
        >>> print(stopper.exit, sorted(os.listdir(os.path.join(folder, "rank_0"))))
        True ['demo_train.ckpt']
        >>> _ = signal.signal(signal.SIGUSR1, previous)
    """

    def __init__(self, save_ckpt=True, save_mindir=True, file_name='Net', directory='./', config_file=None,
                 sig=signal.SIGTERM):
        super().__init__()
        self.save_ckpt = _check_instance("save_ckpt", save_ckpt, bool)
        self.save_mindir = _check_instance("save_mindir", save_mindir, bool)
        self.sig = _check_instance("sig", sig, int)
        if self.sig == getattr(signal, "SIGKILL", None):
            raise ValueError("Not support send exit request by signal SIGKILL.")
        self.exit = False
        self.lock = threading.Lock()
        self.save_path = directory
        self.key = "GracefulExit"
        self.remote_config_file = config_file
        self.use_graceful = os.environ.get("MS_ENABLE_GRACEFUL_EXIT") == "1"
        self.is_distributed = collective.get_world_size() > 1
        self.integrated_save = True
        self.stop_train = False
        self.need_do_step_end = False
        self._mindir_warned = False
        if self.save_ckpt or self.save_mindir:
            self.train_name, self.eval_name = self._get_save_path(file_name)

    def _get_save_path(self, file_name):
        """The stems of the training and evaluation files, in the ``rank_<device_id>`` folder (created)."""
        where = os.getcwd() if self.save_path is None else self.save_path
        folder = _make_directory(os.path.join(where, f"rank_{context.get_context('device_id')}"))
        return os.path.join(folder, f"{file_name}_train"), os.path.join(folder, f"{file_name}_eval")

    def _handle_signal(self, signum, frame):
        """Signal handler: only remembers the request; the callback hooks act on it."""
        _logger.debug("signum: %s, frame: %s", signum, frame)
        self.exit = True

    def _save(self, network, stem, append_dict=None):
        """Writes what was asked for: the checkpoint, and the warning that stands in for the MindIR graph."""
        if self.save_ckpt:
            save_checkpoint(network, stem, integrated_save=self.integrated_save, append_dict=append_dict)
        if self.save_mindir and not self._mindir_warned:
            self._mindir_warned = True
            _logger.warning("OnRequestExit: save_mindir=True asks for the MindIR graph '%s.mindir', which "
                            "mindspore_compat cannot write; %s. Export an 'ONNX' graph with mindspore.export "
                            "instead, or pass save_mindir=False.", stem,
                            "only the checkpoint was saved" if self.save_ckpt else "nothing was saved")

    def on_train_begin(self, run_context):
        """
        Installs the signal handler and loads an existing training checkpoint into the training network.

        Args:
            run_context (RunContext): The state of the run.
        """
        signal.signal(self.sig, self._handle_signal)
        if self.save_ckpt and os.path.isfile(f"{self.train_name}.ckpt"):
            load_checkpoint(f"{self.train_name}.ckpt", net=run_context.original_args().train_network)

    def on_train_step_begin(self, run_context):
        """
        Under ``MS_ENABLE_GRACEFUL_EXIT=1``, turns a received signal or the flag in `config_file` into an exit
        at the end of this step.

        Args:
            run_context (RunContext): The state of the run.
        """
        with self.lock:
            if self.use_graceful and (self._check_config_info() or self.exit):
                self.need_do_step_end = True

    def on_train_step_end(self, run_context):
        """
        Saves the checkpoint and requests the stop when the exit was armed at this step's begin.

        Args:
            run_context (RunContext): The state of the run.
        """
        self._do_step_end(run_context)

    def on_train_epoch_end(self, run_context):
        """
        The same as :meth:`on_train_step_end`, for runs that report only epochs.

        Args:
            run_context (RunContext): The state of the run.
        """
        self._do_step_end(run_context)

    def _do_step_end(self, run_context):
        with self.lock:
            if self.stop_train or not self.need_do_step_end:
                return
            _logger.info("Gracefully exiting training process on step end.")
            _logger.warning("Graceful exit is triggered, stop training.")
            params = run_context.original_args()
            if self.save_ckpt:
                extra = {"epoch_num": params.cur_epoch_num, "step_num": params.cur_step_num,
                         "batch_num": params.batch_num}
                if params.loss_scale_mananger is not None:
                    extra["loss_scale"] = params.loss_scale_mananger.get_loss_scale()
                optimizer = params.optimizer if params.optimizer is not None else params.network.optimizer
                extra["global_step"] = int(optimizer.global_step.asnumpy().reshape(-1)[0])
                if self.is_distributed:
                    self.integrated_save = context.get_auto_parallel_context("parallel_mode") == "auto_parallel"
                self._save(params.train_network, self.train_name, extra)
            elif self.save_mindir:
                self._save(params.train_network, self.train_name)
            run_context.request_stop()
            self.stop_train = True

    def on_train_end(self, run_context):
        """
        After a received signal, saves the training network.

        Args:
            run_context (RunContext): The state of the run.
        """
        if self.exit:
            self._save(run_context.original_args().train_network, self.train_name)

    def on_eval_begin(self, run_context):
        """
        Installs the signal handler and loads the evaluation (or else the training) checkpoint, when present.

        Args:
            run_context (RunContext): The state of the run.
        """
        signal.signal(self.sig, self._handle_signal)
        if not self.save_ckpt:
            return
        network = run_context.original_args().eval_network
        for stem in (self.eval_name, self.train_name):
            if os.path.isfile(f"{stem}.ckpt"):
                load_checkpoint(f"{stem}.ckpt", net=network)
                return

    def on_eval_step_end(self, run_context):
        """
        Stops the evaluation after a received signal.

        Args:
            run_context (RunContext): The state of the run.
        """
        if self.exit:
            run_context.request_stop()

    def on_eval_end(self, run_context):
        """
        After a received signal, saves the evaluation network.

        Args:
            run_context (RunContext): The state of the run.
        """
        if self.exit:
            self._save(run_context.original_args().eval_network, self.eval_name)

    def _check_config_info(self):
        """Whether `config_file` exists and holds ``"GracefulExit": 1``."""
        path = self.remote_config_file
        if path is None or not os.path.exists(path):
            return False
        with open(path, "r", encoding="utf-8") as f:
            try:
                config = json.load(f)
            except json.JSONDecodeError as err:
                _logger.warning(f"Parse json file failed: {err}, please check json file: {path}")
                return False
        return isinstance(config, dict) and config.get(self.key) == 1
