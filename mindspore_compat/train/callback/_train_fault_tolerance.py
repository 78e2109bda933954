"""TrainFaultTolerance: save a checkpoint when training fails, and roll back a step whose loss is not finite."""
import logging
import math
import os

import numpy as np

from ...common.tensor import Tensor
from ...communication import management as _management
from ..serialization import load_param_into_net, save_checkpoint
from ._callback import Callback

__all__ = ["TrainFaultTolerance"]

_logger = logging.getLogger("mindspore")


def _failure_dir(ckpt_save_path, step, tmp):
    return os.path.join(ckpt_save_path, f"ttp_saved_checkpoints-step_{step}{'_tmp' if tmp else ''}")


def _as_int(value):
    if value is None:
        return None
    if isinstance(value, Tensor):
        return int(value.asnumpy().reshape(-1)[0])
    return int(value)


def _loss_of(outputs):
    """The loss of a step's outputs (the first one of a tuple), as a float; None when there is none."""
    if isinstance(outputs, (tuple, list)):
        outputs = outputs[0] if outputs else None
    if isinstance(outputs, Tensor):
        return float(np.asarray(outputs.asnumpy(), dtype=np.float64).reshape(-1)[0])
    if isinstance(outputs, (int, float)):
        return float(outputs)
    return None


class TrainFaultTolerance(Callback):
    """
    Fault tolerance for :meth:`mindspore.train.Model.train`: when a training step raises, the train network's
    parameters (those of the last finished step) are saved before the error goes on, so the run can be resumed
    from there; and when a step ends with a loss that is not finite (a "training result error"), the parameters
    are reloaded from `ckpt_load_fn` and training continues.

    MindSpore drives these actions from Huawei's MindIO service on Ascend (switched on by ``MS_ENABLE_TFT``); here
    the callback does them itself on any device, without MindIO and without the environment switch.

    Args:
        ckpt_save_path (str, optional): The folder for the failure checkpoint. It goes to
            ``<ckpt_save_path>/ttp_saved_checkpoints-step_<step>/rank_<rank>/ttp_rank_<rank>-<epoch>_<step in
            epoch>.ckpt``, written in a ``..._tmp`` folder first and renamed when complete. Default: ``None``.
        kwargs (dict): Other options.

            - ckpt_save_fn (function): used instead of the default save when given, called as
              ``ckpt_save_fn(cb_params, append_dict)``.
            - ckpt_load_fn (function): returns ``(param_dict, remove_redundancy)`` to roll back to after a step
              whose loss is not finite.
            - initial_step (int): the step the run resumes from. Default: ``0``.

    Raises:
        ValueError: If neither `ckpt_save_path` nor ``ckpt_save_fn`` is given.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import os
        >>> import tempfile
        >>> import numpy as np
        >>> import mindspore.dataset as ds
        >>> from mindspore import nn
        >>> from mindspore.train import Model, TrainFaultTolerance
        >>> net = nn.Dense(3, 1)
        >>> model = Model(net, nn.MSELoss(), nn.SGD(net.trainable_params(), 0.01))
        >>> data = ds.NumpySlicesDataset((np.ones((4, 3), np.float32), np.ones((4, 1), np.float32))).batch(2)
        >>> folder = tempfile.mkdtemp()
        >>> model.train(1, data, callbacks=[TrainFaultTolerance(ckpt_save_path=folder)])
        >>> print(os.listdir(folder))
        []
    """

    def __init__(self, ckpt_save_path=None, **kwargs):
        super().__init__()
        self.save_cb = kwargs.get("ckpt_save_fn", None)
        self.ckpt_save_path = ckpt_save_path
        if self.save_cb is None and self.ckpt_save_path is None:
            raise ValueError("TrainFaultTolerance construct need to set ckpt_save_fn or ckpt_save_path!")
        self.ckpt_load_func = kwargs.get("ckpt_load_fn", None)
        self.initial_step = kwargs.get("initial_step", 0)
        self.cb_params = None
        self.cur_step_num = 0
        self.cur_epoch_num = 0
        self.global_step = None
        self._in_step = False

    @classmethod
    def get_optimizer_wrapper(cls, origin_opt_cls):
        """
        A subclass of the optimizer class `origin_opt_cls` that counts its finished updates (in
        ``tft_update_count``), so that a failure can tell whether the parameters were left mid-update.

        Args:
            origin_opt_cls (type): An optimizer class, such as :class:`mindspore.nn.SGD`.

        Returns:
            type, the subclass.
        """

        class TFTOptSubCls(origin_opt_cls):
            """`origin_opt_cls`, counting its finished updates."""

            def __init__(self, *args, **kwargs):
                super().__init__(*args, **kwargs)
                self.tft_update_count = 0

            def construct(self, gradients, **kwargs):
                result = super().construct(gradients, **kwargs)
                self.tft_update_count += 1
                return result

        TFTOptSubCls.__name__ = TFTOptSubCls.__qualname__ = f"TFT{origin_opt_cls.__name__}"
        return TFTOptSubCls

    def on_train_begin(self, run_context):
        """
        Keep the run's parameters (``run_context.original_args()``) for a failure save.

        Args:
            run_context (RunContext): Context of the train running.
        """
        self.cb_params = run_context.original_args()

    def on_train_step_begin(self, run_context):
        """
        Mark a step as running: until it ends, a failure saves the parameters of the step before.

        Args:
            run_context (RunContext): Context of the train running.
        """
        self._in_step = True

    def on_train_step_end(self, run_context):
        """
        Record the step and epoch reached; roll back through ``ckpt_load_fn`` when the step's loss is not finite.

        Args:
            run_context (RunContext): Context of the train running.
        """
        cb_params = run_context.original_args()
        self._in_step = False
        self.cur_step_num = cb_params.cur_step_num
        self.cur_epoch_num = cb_params.cur_epoch_num
        optimizer = getattr(cb_params, "optimizer", None)
        if optimizer is not None and hasattr(optimizer, "global_step"):
            self.global_step = _as_int(optimizer.global_step)
        loss = _loss_of(cb_params.net_outputs)
        if self.ckpt_load_func is not None and loss is not None and not math.isfinite(loss):
            param_dict, _ = self.ckpt_load_func()
            load_param_into_net(cb_params.train_network, param_dict)
            _logger.warning("TrainFaultTolerance: the loss of step %d is %s; parameters reloaded through "
                            "ckpt_load_fn.", self.cur_step_num, loss)

    def end(self, run_context):
        """
        Let go of the run's parameters at the end of training.

        Args:
            run_context (RunContext): Context of the train running.
        """
        self.cb_params = None

    def _on_train_failure(self):
        """Save the parameters of the last finished step (called by Model when training raises)."""
        cb_params = self.cb_params
        if cb_params is None:
            return
        append_dict = {"__exception_save__": True}
        if self.save_cb is not None:
            cb_params.cur_step_num = self.cur_step_num
            cb_params.cur_epoch_num = self.cur_epoch_num
            self.save_cb(cb_params, append_dict)
            return
        rank = _management.get_rank()
        step = self.cur_step_num
        batch_num = cb_params.batch_num or 1
        step_in_epoch = int((step - 1) % batch_num + 1)
        append_dict.update(epoch_num=self.cur_epoch_num, step_num=step, cur_rank=rank, batch_num=batch_num)
        if self.global_step is not None:
            append_dict["global_step"] = self.global_step
        tmp_dir = _failure_dir(self.ckpt_save_path, step, True)
        rank_dir = os.path.join(tmp_dir, f"rank_{rank}")
        os.makedirs(rank_dir, exist_ok=True)
        save_checkpoint(cb_params.train_network,
                        os.path.join(rank_dir, f"ttp_rank_{rank}-{self.cur_epoch_num}_{step_in_epoch}.ckpt"),
                        integrated_save=False, append_dict=append_dict)
        os.rename(tmp_dir, _failure_dir(self.ckpt_save_path, step, False))
