"""Constants of ``mindspore.profiler``."""
