"""Enumerations of ``mindspore.profiler`` (member names, values and order as in MindSpore)."""
from enum import Enum

__all__ = ["ProfilerLevel", "ProfilerActivity", "AicoreMetrics", "ExportType", "HostSystem"]


def _enum(name, members, doc):
    cls = Enum(name, members, module=__name__)
    cls.__doc__ = doc
    return cls


ProfilerLevel = _enum("ProfilerLevel", [(level, level) for level in ("LevelNone", "Level0", "Level1", "Level2")], """
    How much the profiler collects: ``LevelNone``, ``Level0`` (default), ``Level1``, ``Level2``.

    torch's profiler records operators and kernels at every level; ``Level1`` and ``Level2`` add input shapes
    and the Python stack.

    Examples:
        >>> from mindspore.profiler import ProfilerLevel
        >>> print(ProfilerLevel.Level0.value)
        Level0
    """)

ProfilerActivity = _enum("ProfilerActivity", [(kind, kind) for kind in ("NPU", "GPU", "CPU")], """
    Where events are collected: ``CPU`` (host operators), ``GPU`` (CUDA kernels), ``NPU`` (Ascend kernels).

    Examples:
        >>> from mindspore.profiler import ProfilerActivity
        >>> print([a.name for a in ProfilerActivity])
        ['NPU', 'GPU', 'CPU']
    """)

_AIC = ("PipeUtilization", "ArithmeticUtilization", "Memory", "MemoryL0", "MemoryUB", "ResourceConflictRatio",
        "L2Cache", "MemoryAccess")
AicoreMetrics = _enum("AicoreMetrics", [(m, m) for m in _AIC] + [("AiCoreNone", "None")], """
    Ascend AI Core counters to sample; only Ascend hardware has them, elsewhere the choice is recorded only.

    Examples:
        >>> from mindspore.profiler import AicoreMetrics
        >>> print(AicoreMetrics.AiCoreNone.value)
        None
    """)

ExportType = _enum("ExportType", [("Db", "db"), ("Text", "text")], """
    Output formats of the analysis: ``Text`` (JSON/CSV files, what is written here) or ``Db`` (MindStudio's
    database).

    Examples:
        >>> from mindspore.profiler import ExportType
        >>> print(ExportType.Text.value)
        text
    """)

HostSystem = _enum("HostSystem", [(kind.upper(), kind) for kind in ("cpu", "mem", "disk", "network", "osrt")], """
    Host resources to sample alongside the trace (CPU, memory, disk, network, OS runtime calls).

    Examples:
        >>> from mindspore.profiler import HostSystem
        >>> print(HostSystem.MEM.value)
        mem
    """)
