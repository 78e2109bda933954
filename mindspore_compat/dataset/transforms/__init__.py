"""
``mindspore.dataset.transforms``: general transforms (TypeCast, OneHot, Fill, Concatenate, Mask, PadEnd,
Duplicate) and combinators (Compose, RandomApply, RandomChoice, RandomOrder) for ``Dataset.map``.
"""
from . import transforms
from .transforms import (TensorOperation, PyTensorOperation, TypeCast, Compose, OneHot, Duplicate, RandomApply,
                         RandomChoice, RandomOrder, Fill, Concatenate, Mask, Relational, PadEnd, not_random)
from .transforms import Slice, Unique
from .transforms import Plugin

__all__ = [
    "TypeCast", "Compose", "OneHot", "Duplicate", "RandomApply", "RandomChoice", "RandomOrder", "Fill",
    "Concatenate", "Mask", "Relational", "PadEnd", "TensorOperation", "PyTensorOperation", "not_random",
    "Slice", "Unique", "Plugin",
]


from ..._unsupported import missing_name_hook as _missing_name_hook  # noqa: E402
__getattr__ = _missing_name_hook(__name__)
