"""AutoBoost is a process-wide singleton (as in MindSpore): every test starts and ends with a fresh one."""
import pytest

from mindspore_compat.boost import AutoBoost


@pytest.fixture(autouse=True)
def fresh_auto_boost():
    AutoBoost._reset()
    yield
    AutoBoost._reset()
