"""``mindspore.profiler.EnvProfiler``: profiling switched on by the ``MS_PROFILER_OPTIONS`` environment variable."""
import json
import logging
import os

from .common.constant import ProfilerActivity, ProfilerLevel
from .experimental_config import _ExperimentalConfig
from .profiler import profile, tensorboard_trace_handler

__all__ = ["EnvProfiler"]

_logger = logging.getLogger("mindspore")


class EnvProfiler:
    """
    Profiling configured by the environment: ``MS_PROFILER_OPTIONS`` holds JSON such as
    ``{"start": true, "output_path": "./prof", "profiler_level": "Level1", "activities": ["CPU"]}``.

    :meth:`init_profiler` starts a :class:`mindspore.profiler.profile` when ``"start"`` is true;
    :meth:`analyse` stops it, which writes the trace under ``output_path`` (default ``"./data"``).

    Examples:
        >>> from mindspore.profiler import EnvProfiler
        >>> EnvProfiler.init_profiler()
        >>> print(EnvProfiler.profiler)
        None
    """

    NOT_SUPPORTED_PARAMS = ["schedule", "on_trace_ready"]
    profiler = None

    @classmethod
    def init_profiler(cls):
        """Start the profiler described by ``MS_PROFILER_OPTIONS`` (nothing when it is unset or not started)."""
        text = os.getenv("MS_PROFILER_OPTIONS")
        if not text:
            return
        try:
            options = json.loads(text)
        except ValueError:
            _logger.error("Failed to load MS_PROFILER_OPTIONS, json decode error.")
            return
        if not isinstance(options, dict) or not options.get("start", False):
            return
        for key in cls.NOT_SUPPORTED_PARAMS:
            if key in options:
                _logger.warning(f"MS_PROFILER_OPTIONS: '{key}' is not supported here and is ignored.")
        level = getattr(ProfilerLevel, str(options.get("profiler_level", "Level0")), ProfilerLevel.Level0)
        activities = [ProfilerActivity[a] for a in options.get("activities", ["CPU", "NPU"])
                      if a in ProfilerActivity.__members__]
        cls.profiler = profile(activities=activities, with_stack=bool(options.get("with_stack", False)),
                               profile_memory=bool(options.get("profile_memory", False)),
                               record_shapes=bool(options.get("record_shapes", False)),
                               on_trace_ready=tensorboard_trace_handler(options.get("output_path", "./data")),
                               experimental_config=_ExperimentalConfig(profiler_level=level))
        cls.profiler.start()

    def analyse(self):
        """Stop the environment's profiler, writing its trace."""
        if not self.profiler:
            return
        self.profiler.stop()
