"""Step schedules of ``mindspore.profiler`` (which steps to skip, warm up on and record)."""
import logging
from enum import Enum

__all__ = ["ProfilerAction", "schedule"]

_logger = logging.getLogger("mindspore")


class ProfilerAction(Enum):
    """What the profiler does at a step."""
    NONE = 0
    WARM_UP = 1
    RECORD = 2
    RECORD_AND_SAVE = 3

    @staticmethod
    def get_by_value(value):
        """The member with `value`, or ``None``."""
        return {action.value: action for action in ProfilerAction}.get(value)


def _default_schedule_fn(_):
    """Without a schedule every step is recorded."""
    return ProfilerAction.RECORD


class schedule:  # pylint: disable=invalid-name - MindSpore's name
    """
    Which steps the profiler records: after `skip_first` steps, cycles of `wait` idle steps, `warmup` steps
    (collected and dropped) and `active` recorded steps, `repeat` times (0: until stopped). The last active step
    of each cycle hands the trace to ``on_trace_ready``.

    Invalid values are reset (``wait``, ``warmup``, ``repeat``, ``skip_first`` to 0 and ``active`` to 1) with a
    warning, as in MindSpore.

    Args:
        wait (int): Idle steps per cycle.
        active (int): Recorded steps per cycle.
        warmup (int, optional): Warm-up steps per cycle. Default: ``0``.
        repeat (int, optional): Number of cycles; 0 repeats until the profiler stops. Default: ``0``.
        skip_first (int, optional): Steps ignored before the first cycle. Default: ``0``.

    Examples:
        >>> from mindspore.profiler import schedule
        >>> plan = schedule(wait=1, warmup=1, active=2, repeat=1)
        >>> print([plan(step).name for step in range(5)])
        ['NONE', 'WARM_UP', 'RECORD', 'RECORD_AND_SAVE', 'NONE']
    """

    def __init__(self, *, wait: int, active: int, warmup: int = 0, repeat: int = 0, skip_first: int = 0) -> None:
        for name, value in (("wait", wait), ("active", active), ("warmup", warmup), ("repeat", repeat),
                            ("skip_first", skip_first)):
            setattr(self, name, value)
        self._check_params()

    def __call__(self, step: int) -> ProfilerAction:
        """
        The action at `step` (counted from 0).

        Args:
            step (int): The step.

        Returns:
            ProfilerAction.

        Raises:
            ValueError: If `step` is negative.
        """
        if step < 0:
            raise ValueError("Invalid parameter step, which must be not less than 0.")
        counted = step - self.skip_first
        cycle = self.wait + self.warmup + self.active
        finished = self.repeat > 0 and counted >= self.repeat * cycle
        if counted < 0 or finished:
            return ProfilerAction.NONE
        pos = counted % cycle
        recording_from = self.wait + self.warmup
        if pos >= recording_from:
            return ProfilerAction.RECORD_AND_SAVE if pos == cycle - 1 else ProfilerAction.RECORD
        return ProfilerAction.WARM_UP if pos >= self.wait else ProfilerAction.NONE

    def _check_params(self):
        for name, floor, reset in (("wait", 0, 0), ("warmup", 0, 0), ("active", 1, 1), ("repeat", 0, 0),
                                   ("skip_first", 0, 0)):
            value = getattr(self, name)
            if not isinstance(value, int) or isinstance(value, bool) or value < floor:
                _logger.warning(f"Parameter '{name}' should be of type int, but got {type(value).__name__}. "
                                f"reset to int {reset}.")
                setattr(self, name, reset)
        if self.warmup == 0:
            _logger.warning("Profiler won't be using warmup, this can skew profiler results")

    def to_dict(self):
        """
        The schedule's parameters.

        Returns:
            dict.
        """
        return {"wait": self.wait, "active": self.active, "warmup": self.warmup, "repeat": self.repeat,
                "skip_first": self.skip_first}

    def __repr__(self):
        return (f"Schedule(wait={self.wait!r}, active={self.active!r}, warmup={self.warmup!r}, "
                f"repeat={self.repeat!r}, skip_first={self.skip_first!r})")
