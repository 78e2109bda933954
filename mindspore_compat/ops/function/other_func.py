"""Assignment, dependency and partial-application functions (``ops.assign``, ``ops.depend``, ``ops.partial``)."""
from ..operations.other_ops import assign, assign_add, assign_sub, depend, partial

__all__ = ["assign", "assign_add", "assign_sub", "depend", "partial"]
