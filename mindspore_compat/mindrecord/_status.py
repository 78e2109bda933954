"""Status codes that the MindRecord writers and converters return."""
import enum

__all__ = ["MSRStatus", "SUCCESS", "FAILED"]


class MSRStatus(enum.Enum):
    """Status codes of MindRecord operations."""

    SUCCESS = 0
    FAILED = 1


SUCCESS = MSRStatus.SUCCESS
FAILED = MSRStatus.FAILED
