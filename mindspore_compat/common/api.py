"""``mindspore.common.api``: the pre-2.9 import path of ``mindspore.graph.api`` (MindSpore 2.10 keeps it as a deprecated
alias, so scripts that import from it keep working)."""
from ..graph.api import jit, jit_class, ms_memory_recycle, ms_function

__all__ = ["jit", "jit_class", "ms_memory_recycle", "ms_function"]


from .._unsupported import missing_name_hook as _missing_name_hook  # noqa: E402
__getattr__ = _missing_name_hook(__name__)
