"""FlopsUtilizationCollector: model and hardware FLOPs utilization (MFU, HFU) of training or evaluation steps."""
import logging
import os
import stat
import time
from math import floor

import torch

from ... import context
from ..._backend import collective
from ..._checkparam import check_positive_int
from ...graph.flops import StepFlopsCounter, flops_collection
from ._callback import Callback

__all__ = ["FlopsUtilizationCollector"]

_logger = logging.getLogger("mindspore")
_FILE_FLAGS = os.O_WRONLY | os.O_CREAT  # as MindSpore: written over from the start, not truncated
_FILE_MODES = stat.S_IWUSR | stat.S_IRUSR


def _check_bool(value, name):
    if not isinstance(value, bool):
        raise TypeError(f"The '{name}' must be a bool, but got {type(value).__name__}.")
    return value


def _stand_alone():
    return context.get_auto_parallel_context("parallel_mode") == "stand_alone"


def _floored_percentage(label, value, digits):
    """`label` and `value` as a percentage cut (not rounded) to `digits` decimals."""
    scaled = floor(value * 10 ** (digits + 2)) / 10 ** digits
    return f"{label}{scaled:.{digits}f}%"


def _write_lines(path, lines):
    with os.fdopen(os.open(path, _FILE_FLAGS, _FILE_MODES), "w") as f:
        f.writelines(lines)


class FlopsUtilizationCollector(Callback):
    """
    Prints the model FLOPs utilization (MFU) and hardware FLOPs utilization (HFU) of the steps of a run.

    The first step of a run in graph mode is counted: the floating-point operations of its matrix products
    (MatMul, BatchMatMul, Dense), convolutions and attention, forward and backward (see
    :func:`mindspore.flops_collection`). Then the FLOPs are printed once, and each step whose number is not a
    multiple of `data_size` prints its time and the utilizations: the step's FLOPs per second divided by
    `computility`, cut (not rounded) to two decimals, e.g. ``Train per step time: 2.120 ms mfu:1.35% hfu:1.35%``.

    With `enable_ma_collector`, the shard FLOPs are written to ``flops_rank_<rank>.txt`` and the last step time
    to ``time_step_rank_<rank>.txt`` in the folder of the environment variable ``MA_LOG_DIR`` (default: the
    current folder). With `enable_ma_collector` and the default `computility` nothing is printed.

    Note:
        In PyNative mode (MindSpore's default), as in MindSpore, the first step end raises ValueError (or, when
        nothing is printed, logs it at INFO level and counts nothing). Model FLOPs and hardware FLOPs are the
        same number: an eager step plans no recomputation.

    Args:
        data_size (int): Steps whose number is a multiple of `data_size` print nothing; used as the number of
            steps per sink when the context gives no positive ``batch_num``.
        computility (int, optional): The peak FLOPs per second of one device. Default: ``1``.
        full_flops (bool, optional): Whether the utilizations use the FLOPs of the whole model (``True``) or
            of this device's shard. Default: ``True``.
        enable_ma_collector (bool, optional): Whether to write the FLOPs and step times to files for a
            ModelArts-style log collector. Default: ``False``.

    Raises:
        TypeError: If `data_size` is not an int, or `full_flops` or `enable_ma_collector` is not a bool.
        ValueError: If `data_size` is not positive.
        ValueError: At the first step end, if the run is not in graph mode, or is neither training nor
            evaluation.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import nn
        >>> import mindspore.dataset as ds
        >>> from mindspore.train import Model, FlopsUtilizationCollector
        >>> ms.set_context(mode=ms.GRAPH_MODE)
        >>> data = ds.NumpySlicesDataset({"x": np.ones((12, 10), np.float32), "y": np.zeros(12, np.int32)},
        ...                              shuffle=False).batch(4)
        >>> net = nn.SequentialCell(nn.Dense(10, 8), nn.ReLU(), nn.Dense(8, 5))
        >>> model = Model(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True), nn.Momentum(net.trainable_params(),
        ...                                                                                  0.01, 0.9))
        >>> collector = FlopsUtilizationCollector(3, computility=1e9)
        >>> model.train(1, data, callbacks=[collector])  # doctest: +ELLIPSIS
        Full model flops is 2240.0, Full hardware flops is 2240.0, Shard model flops is 2240.0, Shard hardware flops is 2240.0.
        Train per step time: ... ms mfu:...% hfu:...%
        Train per step time: ... ms mfu:...% hfu:...%
        >>> print(collector.full_model_flops, collector.full_mfu)
        2240.0 2.24e-06
        >>> ms.set_context(mode=ms.PYNATIVE_MODE)
    """

    def __init__(self, data_size, computility=1, full_flops=True, enable_ma_collector=False):
        super().__init__()
        self.step_time = time.time()
        self.computility = computility
        self.full_mfu = self.full_hfu = self.shard_mfu = self.shard_hfu = 0.0
        self.full_model_flops = self.shard_model_flops = 0.0
        self.full_hardware_flops = self.shard_hardware_flops = 0.0
        self.mfu_calculated = False
        self.data_size = data_size
        self.time_step_path = ''
        self.full_flops = full_flops
        self.verbose = not (computility == 1 and enable_ma_collector)
        self.ma = enable_ma_collector
        self.batch_step_size = None
        self._counter = StepFlopsCounter()
        _check_bool(full_flops, "full_flops")
        _check_bool(enable_ma_collector, "enable_ma_collector")
        check_positive_int(data_size, "data_size")

    def step_begin(self, run_context):
        """
        Notes the step's start time; before the first counted step, starts counting FLOPs.

        Args:
            run_context (RunContext): The state of the run.
        """
        if self.batch_step_size is None:
            self.batch_step_size = self.data_size
            batch_num = getattr(run_context.original_args(), "batch_num", None)
            if isinstance(batch_num, int) and batch_num > 0:
                self.batch_step_size = batch_num
            check_positive_int(self.batch_step_size)
        if not self.mfu_calculated and not self._counter.running and \
                context.get_context("mode") == context.GRAPH_MODE:
            self._counter.start()
        self.step_time = time.time()

    def _refuse(self, message):
        """Raises ValueError(message) when printing, else logs it at INFO level; returns False."""
        if self.verbose:
            raise ValueError(message)
        _logger.info(message)
        return False

    def _check_run_mode_valid(self, run_context):
        """Takes the counted FLOPs of the step; False (or ValueError) when the run cannot be counted."""
        params = run_context.original_args()
        if params.mode not in ("train", "eval"):
            self._counter.discard()
            return self._refuse("FlopsUtilizationCollector only support train and eval mode!")
        network = params.train_network if params.mode == "train" else params.eval_network
        if not self._counter.running:
            return self._refuse("FlopsUtilizationCollector now only support graph mode.")
        phase = self._counter.stop(network, params.mode)
        (self.full_model_flops, self.full_hardware_flops, self.shard_model_flops, self.shard_hardware_flops,
         dynamic) = flops_collection(phase)
        if dynamic:
            return self._refuse("FlopsUtilizationCollector now do not support dynamic shape.")
        return True

    def _pipeline_group(self):
        """The ranks holding this rank's position in every pipeline stage, and the group's name."""
        stages = context.get_auto_parallel_context("pipeline_stages")
        per_stage = collective.get_world_size() // stages
        local = collective.get_rank() % per_stage
        ranks = [local + stage * per_stage for stage in range(stages)]
        return ranks, "-".join(str(rank) for rank in ranks)

    def _sum_over_pipeline(self):
        """Adds the utilizations of all pipeline stages (each stage counted its own part of the model)."""
        ranks, _ = self._pipeline_group()
        group = collective.new_group(ranks)
        summed = collective.all_reduce(torch.tensor([self.full_mfu, self.full_hfu], dtype=torch.float32),
                                       group=group)
        self.full_mfu, self.full_hfu = (float(v) for v in summed.cpu())

    def _report_flops(self):
        counted = (self.full_model_flops, self.full_hardware_flops, self.shard_model_flops, self.shard_hardware_flops)
        self.full_mfu, self.full_hfu, self.shard_mfu, self.shard_hfu = (f / self.computility for f in counted)
        self.mfu_calculated = True
        log_dir = os.path.realpath(os.getenv("MA_LOG_DIR", "./"))
        if self.ma:
            rank = 0 if _stand_alone() else collective.get_rank()
            stamp = int(round(time.time() * 1000))
            self.time_step_path = os.path.join(log_dir, f"time_step_rank_{rank}") + ".txt"
            _write_lines(os.path.join(log_dir, f"flops_rank_{rank}") + ".txt", [
                f'flops{{type="model_flops", rank_id="{rank}"}} {self.shard_model_flops} {stamp}\n',
                f'flops{{type="hardware_flops", rank_id="{rank}"}} {self.shard_hardware_flops} {stamp}\n'])
        if not self.verbose:
            return
        shard = f"Shard model flops is {self.shard_model_flops}, " \
                f"Shard hardware flops is {self.shard_hardware_flops}."
        if not self.full_flops:
            print(shard, flush=True)
            return
        if context.get_auto_parallel_context("pipeline_stages") > 1:
            self._sum_over_pipeline()
        full_model = self.full_mfu * self.computility
        full_hardware = self.full_hfu * self.computility
        if not _stand_alone():
            self.full_mfu /= collective.get_world_size()
            self.full_hfu /= collective.get_world_size()
        print(f"Full model flops is {full_model}, Full hardware flops is {full_hardware}, {shard}", flush=True)

    def step_end(self, run_context):
        """
        After the first counted step prints the FLOPs; prints the step time and utilizations.

        Args:
            run_context (RunContext): The state of the run.
        """
        elapsed_ms = (time.time() - self.step_time) * 1000
        if not self.mfu_calculated:
            if not self._check_run_mode_valid(run_context):
                return
            self._report_flops()
        params = run_context.original_args()
        if params.dataset_sink_mode:
            elapsed_ms /= self.batch_step_size
        if self.ma:
            rank = 0 if _stand_alone() else collective.get_rank()
            _write_lines(self.time_step_path, [f'time_monitor{{type="per_step_time", rank_id="{rank}"}} '
                                               f'{elapsed_ms} {int(round(time.time() * 1000))}\n'])
        if not (self.verbose and params.cur_step_num % self.data_size):
            return
        model_rate, hardware_rate = (self.full_mfu, self.full_hfu) if self.full_flops else \
            (self.shard_mfu, self.shard_hfu)
        line = "{} per step time: {:5.3f} ms".format(params.mode.title(), elapsed_ms)
        line += _floored_percentage(" mfu:", 1000 * model_rate / elapsed_ms, 2)
        line += _floored_percentage(" hfu:", 1000 * hardware_rate / elapsed_ms, 2)
        print(line, flush=True)
