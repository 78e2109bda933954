"""mindspore.utils.RSCPluginHandle without the MindX ``taskd`` package (as on every machine without MindX).

Every value, message and log line below was recorded from MindSpore 2.10.0 CPU (no ``taskd`` installed).
"""
import logging

import pytest

from mindspore_compat.utils import RSCPluginHandle


def test_enable_follows_ms_enable_tft(monkeypatch):
    monkeypatch.delenv("MS_ENABLE_TFT", raising=False)
    handle = RSCPluginHandle()
    assert (handle.check_enable(), handle.enable, handle.using_agent, handle.msmgr) == (False, False, False, None)
    monkeypatch.setenv("MS_ENABLE_TFT", "{TTP:1,RSC:1}")
    handle = RSCPluginHandle()
    assert handle.check_enable() is True and handle.tft_env == "{TTP:1,RSC:1}"
    monkeypatch.setenv("MS_ENABLE_TFT", "{TTP:0}")
    assert RSCPluginHandle().check_enable() is False


def test_register_and_start_without_taskd(monkeypatch, caplog):
    monkeypatch.delenv("MS_ENABLE_TFT", raising=False)
    handle = RSCPluginHandle()
    with pytest.raises(ValueError, match=r"The value of 'func_map' should be a dict, bug got:\[1\]\."):
        handle.register_callback([1])
    with caplog.at_level(logging.WARNING, logger="mindspore"):
        assert handle.register_callback({"stop": print}) is False
    assert [r.getMessage() for r in caplog.records] == [
        "Import task agent: No module named 'taskd', try to using mindx plugin.",
        "Import mindx failed: No module named 'taskd', process controlled by msrun."]
    assert (handle.using_agent, handle.msmgr) == (False, None)
    caplog.clear()
    with caplog.at_level(logging.WARNING, logger="mindspore"):
        with pytest.raises(RuntimeError, match="Mindx unavailable, can not start training."):
            handle.start()
    assert [r.getMessage() for r in caplog.records] == ["start by mindx"]
