"""``mindspore.run_check``: check that the installation works."""
from .run_check import run_check

__all__ = ["run_check"]
