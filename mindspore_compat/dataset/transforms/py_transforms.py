"""
``mindspore.dataset.transforms.py_transforms``: the MindSpore 1.x module path of the general Python transforms,
kept for 1.x scripts (MindSpore 2.x removed it). Its names are the :mod:`mindspore.dataset.transforms`
combinators themselves, whose 1.x arguments and results are those of 2.x. New code should import
:mod:`mindspore.dataset.transforms`.
"""
from .transforms import Compose, RandomApply, RandomChoice, RandomOrder

__all__ = ["Compose", "RandomApply", "RandomChoice", "RandomOrder"]

# 1.x names of this module that are not provided, with the 2.x spelling to use instead.
_REPLACED = {"OneHotOp": "mindspore.dataset.transforms.OneHot(num_classes, smoothing_rate)"}


from .._legacy import legacy_name_hook as _legacy_name_hook  # noqa: E402
__getattr__ = _legacy_name_hook(__name__, _REPLACED)
