"""``mindspore.Profiler`` and ``mindspore.profiler.profile`` on ``torch.profiler``.

A collection writes ``<dir>/<worker>_<timestamp>_ascend_ms/ASCEND_PROFILER_OUTPUT/trace_view.json`` (MindSpore's
layout), a Chrome trace that chrome://tracing, Perfetto (ui.perfetto.dev) and TensorBoard's profiler plugin open,
plus ``profiler_metadata.json`` when metadata was added.
"""
import glob
import json
import logging
import os
import socket
import time
import warnings
from typing import Any, Callable, Iterable, Optional

import torch

from .. import context
from .common.constant import ProfilerActivity, ProfilerLevel
from .experimental_config import _ExperimentalConfig
from .schedule import ProfilerAction, schedule as _schedule_cls

__all__ = ["Profiler", "profile", "tensorboard_trace_handler", "analyse"]

_logger = logging.getLogger("mindspore")
_TORCH_ACTION = {ProfilerAction.NONE: torch.profiler.ProfilerAction.NONE,
                 ProfilerAction.WARM_UP: torch.profiler.ProfilerAction.WARMUP,
                 ProfilerAction.RECORD: torch.profiler.ProfilerAction.RECORD,
                 ProfilerAction.RECORD_AND_SAVE: torch.profiler.ProfilerAction.RECORD_AND_SAVE}
_active = []   # profilers collecting now (mstx records into their traces)


def _run_dir(parent, worker_name=None):
    worker = worker_name or f"{socket.gethostname()}_{os.getpid()}"
    now = time.time()
    stamp = time.strftime("%Y%m%d%H%M%S", time.localtime(now)) + f"{int(now * 1000) % 1000:03d}"
    return os.path.join(os.path.realpath(parent), f"{worker}_{stamp}_ascend_ms")


def _torch_activities(activities):
    """torch activities for MindSpore's: CPU always for CPU; GPU is CUDA; NPU is torch_npu's private device."""
    out = []
    for act in activities:
        if act == ProfilerActivity.CPU:
            out.append(torch.profiler.ProfilerActivity.CPU)
        elif act == ProfilerActivity.GPU and torch.cuda.is_available():
            out.append(torch.profiler.ProfilerActivity.CUDA)
        elif act == ProfilerActivity.NPU and hasattr(torch.profiler.ProfilerActivity, "PrivateUse1") \
                and context.get_context("device_target") == "Ascend":
            out.append(torch.profiler.ProfilerActivity.PrivateUse1)
    return sorted(set(out), key=str) or [torch.profiler.ProfilerActivity.CPU]


class profile:  # pylint: disable=invalid-name - MindSpore's name
    """
    Collect a performance trace of the operators run while it is active (on ``torch.profiler``).

    Use it as a context manager or with :meth:`start` / :meth:`stop`. With a `schedule`, call :meth:`step` at
    the end of every training step; each recorded cycle is handed to `on_trace_ready`, usually
    :func:`tensorboard_trace_handler`, which writes the trace (a Chrome trace JSON) into its directory.

    Args:
        activities (list[ProfilerActivity], optional): What to collect: ``CPU`` operators, ``GPU`` (CUDA) or
            ``NPU`` kernels. Default: ``None`` (CPU and the current device).
        with_stack (bool, optional): Record the Python stack of each operator. Default: ``False``.
        profile_memory (bool, optional): Record tensor memory. Default: ``False``.
        data_process (bool, optional): MindSpore's dataset-pipeline timing; kept only. Default: ``False``.
        parallel_strategy (bool, optional): MindSpore's parallel strategy dump; kept only. Default: ``False``.
        start_profile (bool, optional): Whether the context manager starts collecting. Default: ``True``.
        hbm_ddr (bool, optional): Ascend HBM/DDR bandwidth; kept only. Default: ``False``.
        pcie (bool, optional): Ascend PCIe bandwidth; kept only. Default: ``False``.
        sync_enable (bool, optional): Synchronize the device around each operator (on CUDA, timing then
            matches the host). Default: ``True``.
        record_shapes (bool, optional): Record operator input shapes. Default: ``False``.
        schedule (schedule, optional): Which steps to record. Default: ``None`` (all, until :meth:`stop`).
        on_trace_ready (Callable, optional): Called with this profiler when a trace is ready. Default: ``None``.
        experimental_config (_ExperimentalConfig, optional): Extra settings. Default: ``None``.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import glob, tempfile
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import nn, Tensor
        >>> from mindspore.profiler import profile, schedule, tensorboard_trace_handler
        >>> out_dir = tempfile.mkdtemp()
        >>> net = nn.Dense(4, 2)
        >>> x = Tensor(np.ones((2, 4), np.float32))
        >>> with profile(schedule=schedule(wait=0, warmup=1, active=1, repeat=1),
        ...              on_trace_ready=tensorboard_trace_handler(out_dir)) as prof:
        ...     for _ in range(3):
        ...         y = net(x)
        ...         prof.step()
        >>> print(len(glob.glob(out_dir + "/*_ascend_ms/ASCEND_PROFILER_OUTPUT/trace_view.json")))
        1
    """

    def __init__(self, activities: Optional[Iterable[ProfilerActivity]] = None, with_stack: bool = False,
                 profile_memory: bool = False, data_process: bool = False, parallel_strategy: bool = False,
                 start_profile: bool = True, hbm_ddr: bool = False, pcie: bool = False, sync_enable: bool = True,
                 record_shapes: bool = False, schedule: Optional[Callable[[int], ProfilerAction]] = None,
                 on_trace_ready: Optional[Callable[..., Any]] = None,
                 experimental_config: Optional[_ExperimentalConfig] = None):
        self._setup(activities=activities, with_stack=with_stack, profile_memory=profile_memory,
                    data_process=data_process, parallel_strategy=parallel_strategy, start_profile=start_profile,
                    hbm_ddr=hbm_ddr, pcie=pcie, sync_enable=sync_enable, record_shapes=record_shapes,
                    schedule=schedule, on_trace_ready=on_trace_ready, experimental_config=experimental_config,
                    output_path="./data")

    # ----- setup ----------------------------------------------------------------------------------------------
    def _setup(self, **opts):
        config = opts.get("experimental_config") or _ExperimentalConfig()
        if not isinstance(config, _ExperimentalConfig):
            _logger.warning("Parameter 'experimental_config' should be _ExperimentalConfig, reset to default.")
            config = _ExperimentalConfig()
        for key in ("with_stack", "profile_memory", "start_profile", "record_shapes", "sync_enable"):
            if not isinstance(opts[key], bool):
                default = key in ("start_profile", "sync_enable")
                _logger.warning(f"Parameter '{key}' should be of type bool, but got {type(opts[key]).__name__}. "
                                f"reset to {default}.")
                opts[key] = default
        if not isinstance(opts["output_path"], str):
            _logger.warning(f"Parameter 'output_path' should be of type str, but got "
                            f"{type(opts['output_path']).__name__}. reset to './data'.")
            opts["output_path"] = "./data"
        level = config.profiler_level
        self._opts = opts
        self._config = config
        self._detailed = level in (ProfilerLevel.Level1, ProfilerLevel.Level2)
        activities = opts["activities"]
        if activities is None:
            activities = [ProfilerActivity.CPU, ProfilerActivity.GPU, ProfilerActivity.NPU]
        self._activities = _torch_activities(activities)
        self._schedule = opts["schedule"]
        self._on_trace_ready = opts["on_trace_ready"]
        self._metadata = {}
        self._torch = None
        self._has_started = False
        self._run_dir = None
        self.step_num = 0

    def _torch_schedule(self):
        user = self._schedule
        return None if user is None else (lambda step: _TORCH_ACTION[user(step)])

    def _make_torch(self):
        opts = self._opts
        ready = None
        if self._schedule is not None:
            ready = self._trace_ready
        return torch.profiler.profile(
            activities=self._activities, schedule=self._torch_schedule(), on_trace_ready=ready,
            record_shapes=opts["record_shapes"] or self._detailed, profile_memory=opts["profile_memory"],
            with_stack=opts["with_stack"] or self._config.profiler_level == ProfilerLevel.Level2)

    def _trace_ready(self, _torch_prof):
        if self._on_trace_ready is not None:
            self._on_trace_ready(self)

    # ----- writing ----------------------------------------------------------------------------------------------
    def _write(self, parent, worker_name=None, pretty=False):
        """Write the collected trace (and metadata) into a new ``*_ascend_ms`` folder under `parent`."""
        if self._torch is None:
            _logger.error("The profiler has collected nothing: call start() first.")
            return None
        run_dir = _run_dir(parent, worker_name)
        out_dir = os.path.join(run_dir, "ASCEND_PROFILER_OUTPUT")
        os.makedirs(out_dir, exist_ok=True)
        trace = os.path.join(out_dir, "trace_view.json")
        self._torch.export_chrome_trace(trace)
        if pretty:
            _prettify(trace)
        if self._metadata:
            with open(os.path.join(run_dir, "profiler_metadata.json"), "w", encoding="utf-8") as f:
                json.dump(self._metadata, f, indent=4 if pretty else None)
        self._run_dir = run_dir
        return run_dir

    # ----- control ----------------------------------------------------------------------------------------------
    def start(self) -> None:
        """Start collecting (a warning if it already is)."""
        if self._has_started:
            _logger.warning("The profiler has already started. Do not turn on again in the open state.")
            return
        self._torch = self._make_torch()
        self._torch.start()
        self._has_started = True
        _active.append(self)

    def stop(self) -> None:
        """Stop collecting (an error is logged if it is not collecting). Without a schedule, `on_trace_ready`
        gets the trace now."""
        if not self._has_started:
            _logger.error("The profiler has not started. Do not turn off again in the closed state.")
            return
        self._torch.stop()
        self._has_started = False
        if self in _active:
            _active.remove(self)
        if self._schedule is None and self._on_trace_ready is not None:
            self._on_trace_ready(self)

    def step(self) -> None:
        """Mark the end of a training step (only with a `schedule`)."""
        if self._schedule is None:
            _logger.error("With no schedule in the Profiler, step takes no effect!")
            return
        if not self._has_started:
            _logger.error("Profiler is stopped, step takes no effect!")
            return
        self._torch.step()
        self.step_num += 1

    def add_metadata(self, key: str, value: str):
        """
        Store a string under `key` in ``profiler_metadata.json``.

        Args:
            key (str): The key.
            value (str): The value.
        """
        if not isinstance(key, str) or not isinstance(value, str):
            _logger.warning("The key and value of metadata must be str. Skip this metadata.")
            return
        self._metadata[key] = value

    def add_metadata_json(self, key: str, value: str):
        """
        Store the JSON text `value` (parsed) under `key` in ``profiler_metadata.json``.

        Args:
            key (str): The key.
            value (str): A JSON document.
        """
        if not isinstance(key, str) or not isinstance(value, str):
            _logger.warning("The key and value of metadata must be str. Skip this metadata.")
            return
        try:
            self._metadata[key] = json.loads(value)
        except ValueError:
            _logger.warning("The metadata value must be json format string. Skip this metadata")

    def __enter__(self):
        if not self._has_started and self._opts["start_profile"]:
            self.start()
        return self

    def __exit__(self, exc_type, exc_value, traceback):
        if self._has_started:
            self.stop()


class Profiler(profile):
    """
    Collect a performance trace (MindSpore's first profiler API; :class:`mindspore.profiler.profile` is the newer
    one). It starts at construction unless ``start_profile=False``; :meth:`analyse` writes the trace under
    `output_path`.

    Args:
        kwargs (dict): ``output_path`` (str, default ``"./data"``), ``start_profile`` (bool, default ``True``),
            ``activities``, ``schedule``, ``on_trace_ready``, ``profile_memory``, ``with_stack``,
            ``record_shapes``, ``profiler_level`` and the other arguments of :class:`profile`. Ascend-only keys
            (``aic_metrics``, ``l2_cache``, ``hbm_ddr``, ...) are kept. Bad values are reset with a warning.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import glob, tempfile
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import nn, Tensor
        >>> out_dir = tempfile.mkdtemp()
        >>> net = nn.Dense(4, 2)
        >>> profiler = ms.Profiler(output_path=out_dir)
        >>> y = net(Tensor(np.ones((2, 4), np.float32)))
        >>> profiler.stop()
        >>> profiler.analyse()
        >>> print(len(glob.glob(out_dir + "/*_ascend_ms/ASCEND_PROFILER_OUTPUT/trace_view.json")))
        1
    """

    _KNOWN = ("activities", "with_stack", "profile_memory", "data_process", "parallel_strategy", "start_profile",
              "hbm_ddr", "pcie", "sync_enable", "record_shapes", "schedule", "on_trace_ready",
              "experimental_config", "output_path", "profiler_level", "aic_metrics", "l2_cache", "mstx",
              "data_simplification", "export_type", "mstx_domain_include", "mstx_domain_exclude", "sys_io",
              "sys_interconnection", "host_sys", "profile_communication", "profile_framework", "op_time",
              "timeline_limit", "ascend_job_id", "analyse_only")

    def __init__(self, **kwargs) -> None:  # pylint: disable=super-init-not-called
        _logger.warning("'mindspore.Profiler' will be deprecated and removed in a future version. Please use the api "
                        "'mindspore.profiler.profile' instead.")
        for key in kwargs:
            if key not in self._KNOWN:
                _logger.warning(f"Profiler does not know the argument '{key}'; it is ignored.")
        config = kwargs.get("experimental_config")
        if config is None:
            config = _ExperimentalConfig(**{k: kwargs[k] for k in ("profiler_level", "aic_metrics", "l2_cache",
                                                                     "mstx", "data_simplification", "export_type",
                                                                     "mstx_domain_include", "mstx_domain_exclude",
                                                                     "sys_io", "sys_interconnection", "host_sys")
                                            if k in kwargs})
        self._setup(activities=kwargs.get("activities"), with_stack=kwargs.get("with_stack", False),
                    profile_memory=kwargs.get("profile_memory", False),
                    data_process=kwargs.get("data_process", False),
                    parallel_strategy=kwargs.get("parallel_strategy", False),
                    start_profile=kwargs.get("start_profile", True), hbm_ddr=kwargs.get("hbm_ddr", False),
                    pcie=kwargs.get("pcie", False), sync_enable=kwargs.get("sync_enable", True),
                    record_shapes=kwargs.get("record_shapes", False), schedule=kwargs.get("schedule"),
                    on_trace_ready=kwargs.get("on_trace_ready"), experimental_config=config,
                    output_path=kwargs.get("output_path", "./data"))
        if self._opts["start_profile"]:
            self.start()

    def stop(self) -> None:
        """Stop collecting. With a schedule, MindSpore expects :meth:`step` to drive collection and warns; the
        collection stops all the same."""
        if self._schedule is not None:
            _logger.warning("The profiler has schedule. Please use step() to collect data.")
        super().stop()

    def analyse(self, offline_path=None, pretty=False, step_list=None, mode="sync") -> None:
        """
        Write the collected trace under ``output_path`` (after :meth:`stop`).

        Args:
            offline_path (str, optional): A folder of earlier collections to post-process instead (see
                :meth:`offline_analyse`). Default: ``None``.
            pretty (bool, optional): Indent the JSON files. Default: ``False``.
            step_list (list, optional): MindSpore's step filter for Ascend graph data; the trace holds the
                recorded steps. Default: ``None``.
            mode (str, optional): ``"sync"`` or ``"async"``; the trace is written at once either way.
                Default: ``"sync"``.
        """
        if offline_path is not None:
            Profiler.offline_analyse(offline_path, pretty, step_list)
            return
        if self._has_started:
            _logger.error("The profiler is still collecting: call stop() before analyse().")
            return
        self._write(self._opts["output_path"], pretty=pretty)

    @classmethod
    def offline_analyse(cls, path: str, pretty=False, step_list=None, data_simplification=True) -> None:
        """
        Post-process the ``*_ascend_ms`` collections found in `path` (or `path` itself): the traces are complete
        already, so this only re-indents them when `pretty` is set.

        Args:
            path (str): A ``*_ascend_ms`` folder or a folder containing them.
            pretty (bool, optional): Indent the JSON files. Default: ``False``.
            step_list (list, optional): Kept for MindSpore's Ascend data. Default: ``None``.
            data_simplification (bool, optional): Kept for MindSpore's Ascend data. Default: ``True``.
        """
        analyse(path, pretty=pretty, step_list=step_list, data_simplification=data_simplification)

    def op_analyse(self, op_name, device_id=None):
        """
        Timing of the operators named `op_name` in the collected trace (deprecated, as in MindSpore).

        Args:
            op_name (Union[str, list[str]]): Operator name(s) as torch records them (``aten::addmm``, ...).
            device_id (int, optional): Kept for MindSpore's Ascend data. Default: ``None``.

        Returns:
            str, a JSON list of ``{"op_name", "count", "cpu_time_total_us", "device_time_total_us"}``.
        """
        warnings.warn("mindspore.Profiler.op_analyse is deprecated and will be removed in future versions.")
        names = [op_name] if isinstance(op_name, str) else list(op_name)
        if self._torch is None:
            return json.dumps([])
        rows = []
        for item in self._torch.key_averages():
            if item.key in names:
                rows.append({"op_name": item.key, "count": item.count, "cpu_time_total_us": item.cpu_time_total,
                             "device_time_total_us": getattr(item, "device_time_total", 0)})
        return json.dumps(rows)


def _prettify(path):
    with open(path, encoding="utf-8") as f:
        data = json.load(f)
    with open(path, "w", encoding="utf-8") as f:
        json.dump(data, f, indent=4)


def tensorboard_trace_handler(dir_name: str = None, worker_name: str = None, analyse_flag: bool = True,
                              async_mode: bool = False):
    """
    An ``on_trace_ready`` handler that writes each recorded cycle into `dir_name`.

    Each call writes ``<dir_name>/<worker_name>_<timestamp>_ascend_ms/ASCEND_PROFILER_OUTPUT/trace_view.json``.

    Args:
        dir_name (str, optional): Output folder. Default: ``None`` (``"./data"``).
        worker_name (str, optional): Prefix of each collection's folder. Default: ``None`` (host name and
            process id).
        analyse_flag (bool, optional): Write the trace at once; ``False`` leaves it to an explicit analysis.
            Default: ``True``.
        async_mode (bool, optional): MindSpore's background analysis; the trace is written at once either way.
            Default: ``False``.

    Returns:
        Callable, the handler.

    Examples:
        >>> from mindspore.profiler import tensorboard_trace_handler
        >>> handler = tensorboard_trace_handler("./prof_out")
        >>> print(callable(handler))
        True
    """
    if dir_name is None or not isinstance(dir_name, str):
        dir_name = "./data"
    if worker_name is not None and not isinstance(worker_name, str):
        worker_name = None

    def handler_fn(prof_inst) -> None:
        if analyse_flag:
            prof_inst._write(dir_name, worker_name)
    return handler_fn


def analyse(profiler_path: str, max_process_number: int = os.cpu_count() // 2, pretty=False, step_list=None,
            data_simplification=True):
    """
    Post-process collections after the fact: the ``*_ascend_ms`` folders in `profiler_path` (or it itself).

    The traces written here are complete when written, so only `pretty` (re-indenting the JSON) changes them.

    Args:
        profiler_path (str): A ``*_ascend_ms`` folder or a folder containing them.
        max_process_number (int, optional): Worker processes. Default: half the CPU count.
        pretty (bool, optional): Indent the JSON files. Default: ``False``.
        step_list (list, optional): Kept for MindSpore's Ascend data. Default: ``None``.
        data_simplification (bool, optional): Kept for MindSpore's Ascend data. Default: ``True``.

    Examples:
        >>> from mindspore.profiler.profiler import analyse
        >>> analyse("./no_profiles_here")
    """
    real = os.path.realpath(profiler_path)
    if real.endswith("_ascend_ms"):
        runs = [real]
    else:
        runs = sorted(p for p in glob.glob(os.path.join(real, "*_ascend_ms")) if os.path.isdir(p))
    if not runs:
        _logger.error(f"Invalid path: {real}. Expected a *_ascend_ms_* directory or a parent directory of multiple "
                      f"*_ascend_ms_*")
        return
    if pretty:
        for run in runs:
            for name in glob.glob(os.path.join(run, "**", "*.json"), recursive=True):
                _prettify(name)
