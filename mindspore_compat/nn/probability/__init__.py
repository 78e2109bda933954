"""``mindspore.nn.probability``: probability distributions and bijectors as Cells."""
from . import distribution, bijector

__all__ = []


from ..._unsupported import missing_name_hook as _missing_name_hook  # noqa: E402
__getattr__ = _missing_name_hook(__name__)
