"""Inner node record of ``mindspore.rewrite``."""
from .node import Node

__all__ = ["Node"]


from ..._unsupported import missing_name_hook as _missing_name_hook  # noqa: E402
__getattr__ = _missing_name_hook(__name__)
