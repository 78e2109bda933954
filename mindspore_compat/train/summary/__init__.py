"""``mindspore.train.summary``: :class:`SummaryRecord`, writing TensorBoard event files."""
from .summary_record import SummaryRecord

__all__ = ["SummaryRecord"]

from ..._unsupported import missing_name_hook as _missing_name_hook  # noqa: E402
__getattr__ = _missing_name_hook(__name__)
