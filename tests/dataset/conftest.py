"""Each dataset test starts from MindSpore's default pipeline configuration."""
import pytest

from mindspore_compat.dataset.core import config


@pytest.fixture(autouse=True)
def _default_dataset_config():
    saved = dict(config._config)
    config._config.clear()
    config._config.update(config._defaults())
    yield
    config._config.clear()
    config._config.update(saved)
