"""``mindspore.common.jit_config``: the pre-2.9 import path of ``mindspore.graph.jit_config`` (MindSpore 2.10 keeps it as a deprecated
alias, so scripts that import from it keep working)."""
from ..graph.jit_config import JitConfig

__all__ = ["JitConfig"]


from .._unsupported import missing_name_hook as _missing_name_hook  # noqa: E402
__getattr__ = _missing_name_hook(__name__)
