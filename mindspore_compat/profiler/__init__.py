"""``mindspore.profiler``: performance traces on ``torch.profiler``, written where MindSpore writes them
(``*_ascend_ms/ASCEND_PROFILER_OUTPUT/trace_view.json``) as Chrome traces that chrome://tracing, Perfetto and
TensorBoard open.
"""
from .common.constant import ProfilerLevel, ProfilerActivity, AicoreMetrics, ExportType, HostSystem
from .schedule import schedule
from .experimental_config import _ExperimentalConfig
from .profiler import Profiler, profile, tensorboard_trace_handler
from .mstx import mstx
from .dynamic_profiler import DynamicProfilerMonitor
from .envprofiler import EnvProfiler

__all__ = ["Profiler", "ProfilerLevel", "AicoreMetrics", "ExportType", "ProfilerActivity", "schedule",
           "tensorboard_trace_handler", "DynamicProfilerMonitor", "mstx", "profile", "_ExperimentalConfig",
           "HostSystem", "EnvProfiler"]


from .._unsupported import missing_name_hook as _missing_name_hook  # noqa: E402
__getattr__ = _missing_name_hook(__name__)
