"""``mindspore.common.no_inline``: the pre-2.9 import path of ``mindspore.graph.no_inline`` (MindSpore 2.10 keeps it as a deprecated
alias, so scripts that import from it keep working)."""
from ..graph.no_inline import no_inline

__all__ = ["no_inline"]


from .._unsupported import missing_name_hook as _missing_name_hook  # noqa: E402
__getattr__ = _missing_name_hook(__name__)
