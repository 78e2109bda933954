"""``mindspore.profiler.DynamicProfilerMonitor``: start and stop collection from a JSON file while training."""
import json
import logging
import os
import time

from ..train.callback import Callback
from .common.constant import ProfilerActivity, ProfilerLevel
from .experimental_config import _ExperimentalConfig
from .profiler import profile

__all__ = ["DynamicProfilerMonitor"]

_logger = logging.getLogger("mindspore")
_LEVELS = {-1: ProfilerLevel.LevelNone, 0: ProfilerLevel.Level0, 1: ProfilerLevel.Level1, 2: ProfilerLevel.Level2}
_ACTIVITIES = {0: ["CPU", "NPU"], 1: ["CPU"], 2: ["NPU"]}


class DynamicProfilerMonitor(Callback):
    """
    Start and stop profiling while a job runs, driven by ``profiler_config.json`` in `cfg_path`.

    The file is re-read at most every `poll_interval` seconds. Its ``start_step`` and ``stop_step`` (steps counted
    from 1; ``-1`` disables) bound the collection; ``profiler_level``, ``activities``, ``with_stack``,
    ``profile_memory`` and ``record_shapes`` set what is collected. Each collection is written under
    `output_path` as ``*_ascend_ms/ASCEND_PROFILER_OUTPUT/trace_view.json``. Call :meth:`step` after every
    training step, or pass the monitor to ``Model.train`` as a callback.

    Args:
        cfg_path (str): Folder of ``profiler_config.json``. Default: ``None``.
        output_path (str, optional): Output folder. Default: ``"./dyn_profile_data"``.
        poll_interval (int, optional): Seconds between re-reads of the file. Default: ``2``.
        kwargs (dict): Unused (MindSpore's cluster options).

    Raises:
        ValueError: If `cfg_path` is not a folder.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import json, os, tempfile
        >>> import numpy as np
        >>> from mindspore import nn, Tensor
        >>> from mindspore.profiler import DynamicProfilerMonitor
        >>> cfg_dir, out_dir = tempfile.mkdtemp(), tempfile.mkdtemp()
        >>> with open(os.path.join(cfg_dir, "profiler_config.json"), "w") as f:
        ...     json.dump({"start_step": 2, "stop_step": 3}, f)
        >>> monitor = DynamicProfilerMonitor(cfg_path=cfg_dir, output_path=out_dir)
        >>> net = nn.Dense(4, 2)
        >>> for _ in range(4):
        ...     y = net(Tensor(np.ones((1, 4), np.float32)))
        ...     monitor.step()
        >>> print(len(os.listdir(out_dir)))
        1
    """

    def __init__(self, cfg_path=None, output_path="./dyn_profile_data", poll_interval=2, **kwargs):
        if not isinstance(cfg_path, str) or not os.path.isdir(cfg_path):
            raise ValueError(f"For 'DynamicProfilerMonitor', 'cfg_path' must be an existing folder, but got "
                             f"{cfg_path}.")
        self._cfg_file = os.path.join(cfg_path, "profiler_config.json")
        self._output_path = output_path
        self._poll_interval = poll_interval if isinstance(poll_interval, int) and poll_interval > 0 else 2
        self._step = 0
        self._last_read = None
        self._mtime = None
        self._cfg = {"start_step": -1, "stop_step": -1}
        self._prof = None
        self._read()

    def _read(self):
        self._last_read = time.monotonic()
        try:
            mtime = os.path.getmtime(self._cfg_file)
        except OSError:
            return
        if mtime == self._mtime:
            return
        self._mtime = mtime
        try:
            with open(self._cfg_file, encoding="utf-8") as f:
                cfg = json.load(f)
        except (OSError, ValueError) as exc:
            _logger.warning(f"DynamicProfilerMonitor: cannot read {self._cfg_file}: {exc}")
            return
        start, stop = cfg.get("start_step", -1), cfg.get("stop_step", -1)
        if not (isinstance(start, int) and isinstance(stop, int)) or (start > 0 and stop < start):
            _logger.warning(f"DynamicProfilerMonitor: start_step {start} and stop_step {stop} are not valid; "
                            f"the configuration is ignored.")
            return
        self._cfg = cfg

    def _profile(self):
        cfg = self._cfg
        level = cfg.get("profiler_level", "Level0")
        level = _LEVELS.get(level) if isinstance(level, int) else getattr(ProfilerLevel, str(level),
                                                                           ProfilerLevel.Level0)
        acts = cfg.get("activities", ["CPU", "NPU"])
        acts = _ACTIVITIES.get(acts, ["CPU"]) if isinstance(acts, int) else acts
        activities = [ProfilerActivity[a] for a in acts if a in ProfilerActivity.__members__]
        return profile(activities=activities, with_stack=bool(cfg.get("with_stack", False)),
                       profile_memory=bool(cfg.get("profile_memory", False)),
                       record_shapes=bool(cfg.get("record_shapes", False)),
                       experimental_config=_ExperimentalConfig(profiler_level=level or ProfilerLevel.Level0))

    def step(self):
        """Count a finished training step; start or stop the collection the configuration asks for."""
        self._step += 1
        if time.monotonic() - self._last_read >= self._poll_interval:
            self._read()
        upcoming = self._step + 1
        if self._prof is None and self._cfg.get("start_step") == upcoming:
            self._prof = self._profile()
            self._prof.start()
        elif self._prof is not None and self._step >= self._cfg.get("stop_step", -1):
            self._prof.stop()
            self._prof._write(self._output_path)
            self._prof = None

    def step_end(self, run_context):
        """Callback hook: :meth:`step` after each step of ``Model.train``."""
        self.step()

    def on_train_step_end(self, run_context):
        """Callback hook: :meth:`step` after each training step."""
        self.step()

    def end(self, run_context):
        """Callback hook: write a collection still open when training ends."""
        if self._prof is not None:
            self._prof.stop()
            self._prof._write(self._output_path)
            self._prof = None
