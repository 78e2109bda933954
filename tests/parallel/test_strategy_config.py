"""parallel.set_op_strategy_config and sync_pipeline_shared_parameters; every value and message recorded from
MindSpore 2.10.0 CPU on the same calls (one process)."""
import logging
import os

import pytest

import mindspore_compat as ms
from mindspore_compat import nn
from mindspore_compat.parallel import set_op_strategy_config, sync_pipeline_shared_parameters


def test_set_op_strategy_config_recorded(tmp_path):
    cases = [(("SAVE", "rel/x.json"), KeyError, "'File path must be an absolute path'"),
             (("SAVE", str(tmp_path / "x.txt")), KeyError, "'File type must be .json'"),
             (("SAVE", "/etc/x.json"), PermissionError, "Writing to system directory '/etc' is not allowed"),
             (("BAD", str(tmp_path / "sub" / "x.json")), KeyError, "\"Type must be 'SAVE' or 'LOAD'\""),
             ((), KeyError, "'File path must be an absolute path'")]
    for args, kind, message in cases:
        with pytest.raises(kind) as info:
            set_op_strategy_config(*args)
        assert str(info.value) == message
    # the folder is made before the mode is checked
    assert sorted(os.listdir(tmp_path)) == ["sub"]
    assert set_op_strategy_config("LOAD", str(tmp_path / "x.json")) is None
    assert set_op_strategy_config("SAVE", str(tmp_path / "deeper" / "y.json")) is None
    assert (tmp_path / "deeper").is_dir() and not (tmp_path / "deeper" / "y.json").exists()


def test_sync_pipeline_shared_parameters_recorded(caplog):
    assert sync_pipeline_shared_parameters(nn.Dense(2, 2)) is None
    with caplog.at_level(logging.CRITICAL, logger="mindspore"):
        with pytest.raises(TypeError) as info:
            sync_pipeline_shared_parameters(3)
    assert str(info.value) == ("For 'sync_pipeline_shared_parameters', the argument 'net' should be a Cell, but "
                               "got <class 'int'>.")
    assert "Failed to synchronize pipeline shared parameters." in caplog.text
    ms.set_auto_parallel_context(pipeline_stages=2)
    try:
        assert ms.sync_pipeline_shared_parameters(nn.Dense(2, 2)) is None
    finally:
        ms.reset_auto_parallel_context()
