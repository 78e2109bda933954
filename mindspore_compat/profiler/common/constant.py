"""Enumerations of ``mindspore.profiler`` (names and values as in MindSpore)."""
from enum import Enum

__all__ = ["ProfilerLevel", "ProfilerActivity", "AicoreMetrics", "ExportType", "HostSystem"]


class ProfilerLevel(Enum):
    """
    How much the profiler collects: ``LevelNone``, ``Level0`` (default), ``Level1``, ``Level2``.

    torch's profiler records operators and kernels at every level; ``Level1`` and ``Level2`` add input shapes
    and the Python stack.

    Examples:
        >>> from mindspore.profiler import ProfilerLevel
        >>> print(ProfilerLevel.Level0.value)
        Level0
    """
    LevelNone = "LevelNone"
    Level0 = "Level0"
    Level1 = "Level1"
    Level2 = "Level2"


class ProfilerActivity(Enum):
    """
    Where events are collected: ``CPU`` (host operators), ``GPU`` (CUDA kernels), ``NPU`` (Ascend kernels).

    Examples:
        >>> from mindspore.profiler import ProfilerActivity
        >>> print([a.name for a in ProfilerActivity])
        ['NPU', 'GPU', 'CPU']
    """
    NPU = "NPU"
    GPU = "GPU"
    CPU = "CPU"


class AicoreMetrics(Enum):
    """
    Ascend AI Core counters to sample; only Ascend hardware has them, elsewhere the choice is recorded only.

    Examples:
        >>> from mindspore.profiler import AicoreMetrics
        >>> print(AicoreMetrics.AiCoreNone.value)
        None
    """
    PipeUtilization = "PipeUtilization"
    ArithmeticUtilization = "ArithmeticUtilization"
    Memory = "Memory"
    MemoryL0 = "MemoryL0"
    MemoryUB = "MemoryUB"
    ResourceConflictRatio = "ResourceConflictRatio"
    L2Cache = "L2Cache"
    MemoryAccess = "MemoryAccess"
    AiCoreNone = "None"


class ExportType(Enum):
    """
    Output formats of the analysis: ``Text`` (JSON/CSV files, what is written here) or ``Db`` (MindStudio's
    database).

    Examples:
        >>> from mindspore.profiler import ExportType
        >>> print(ExportType.Text.value)
        text
    """
    Db = "db"
    Text = "text"


class HostSystem(Enum):
    """
    Host resources to sample alongside the trace (CPU, memory, disk, network, OS runtime calls).

    Examples:
        >>> from mindspore.profiler import HostSystem
        >>> print(HostSystem.MEM.value)
        mem
    """
    CPU = "cpu"
    MEM = "mem"
    DISK = "disk"
    NETWORK = "network"
    OSRT = "osrt"
