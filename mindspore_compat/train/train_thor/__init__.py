"""``mindspore.train.train_thor``: converting a network and a Model for the second-order optimizer THOR."""
from .convert_utils import ConvertNetUtils, ConvertModelUtils

__all__ = ["ConvertNetUtils", "ConvertModelUtils"]

from ..._unsupported import missing_name_hook as _missing_name_hook  # noqa: E402
__getattr__ = _missing_name_hook(__name__)
