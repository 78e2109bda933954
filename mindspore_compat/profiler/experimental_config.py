"""Extra collection settings of ``mindspore.profiler.profile``."""
from .common.constant import ProfilerLevel, AicoreMetrics

__all__ = ["_ExperimentalConfig"]

# setting name -> description of its property (in MindSpore's argument order)
_SETTINGS = {
    "profiler_level": "ProfilerLevel, the collection level.",
    "aic_metrics": "AicoreMetrics, the Ascend AI Core counters.",
    "l2_cache": "bool, whether Ascend L2 cache events are collected.",
    "mstx": "bool, whether mstx marks and ranges are recorded.",
    "data_simplification": "bool, whether intermediate files are dropped.",
    "export_type": "list, the output formats.",
    "mstx_domain_include": "list, mstx domains to keep.",
    "mstx_domain_exclude": "list, mstx domains to drop.",
    "sys_io": "bool, whether Ascend NIC/RoCE IO is collected.",
    "sys_interconnection": "bool, whether collective bandwidth is collected.",
    "host_sys": "list, host resources sampled.",
}


class _ExperimentalConfig:
    """
    Extra settings for :class:`mindspore.profiler.profile`.

    ``profiler_level`` Level1 and Level2 also record input shapes and the Python stack. The Ascend-only
    settings (AI Core metrics, L2 cache, mstx domains, system IO and interconnect, host sampling, database
    export) are kept on the object and do not change torch's collection.

    Args:
        profiler_level (ProfilerLevel, optional): Collection level. Default: ``ProfilerLevel.Level0``.
        aic_metrics (AicoreMetrics, optional): Ascend AI Core counters. Default: ``AicoreMetrics.AiCoreNone``.
        l2_cache (bool, optional): Ascend L2 cache events. Default: ``False``.
        mstx (bool, optional): Record :class:`mstx` marks and ranges. Default: ``False``.
        data_simplification (bool, optional): Drop intermediate files after analysis. Default: ``True``.
        export_type (list, optional): Output formats (:class:`ExportType`). Default: ``None`` (text).
        mstx_domain_include (list, optional): Only these mstx domains. Default: ``None``.
        mstx_domain_exclude (list, optional): All mstx domains but these. Default: ``None``.
        sys_io (bool, optional): Ascend NIC/RoCE IO. Default: ``False``.
        sys_interconnection (bool, optional): Ascend collective bandwidth. Default: ``False``.
        host_sys (list, optional): Host resources (:class:`HostSystem`). Default: ``None``.

    Examples:
        >>> from mindspore.profiler import ProfilerLevel, _ExperimentalConfig
        >>> config = _ExperimentalConfig(profiler_level=ProfilerLevel.Level1)
        >>> print(config.profiler_level.name)
        Level1
    """

    def __init__(self, profiler_level: ProfilerLevel = ProfilerLevel.Level0,
                 aic_metrics: AicoreMetrics = AicoreMetrics.AiCoreNone, l2_cache: bool = False, mstx: bool = False,
                 data_simplification: bool = True, export_type: list = None, mstx_domain_include: list = None,
                 mstx_domain_exclude: list = None, sys_io: bool = False, sys_interconnection: bool = False,
                 host_sys: list = None):
        given = dict(locals())
        for name in _SETTINGS:
            setattr(self, "_" + name, given[name])


def _setting(name, doc):
    def getter(self):
        return getattr(self, "_" + name)

    def setter(self, value):
        setattr(self, "_" + name, value)
    getter.__doc__ = doc
    return property(getter, setter)


for _name, _doc in _SETTINGS.items():
    setattr(_ExperimentalConfig, _name, _setting(_name, _doc))
del _name, _doc

