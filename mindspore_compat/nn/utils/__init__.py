"""``mindspore.nn.utils``: :func:`no_init_parameters`."""
from .init import no_init_parameters

__all__ = ["no_init_parameters"]

from ..._unsupported import missing_name_hook as _missing_name_hook  # noqa: E402
__getattr__ = _missing_name_hook(__name__)
