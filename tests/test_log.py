"""get_level / get_log_config (values recorded from MindSpore 2.10.0 CPU)."""
import logging
import os
import subprocess
import sys

import mindspore_compat as ms

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def test_default_level_and_config(monkeypatch):
    logger = logging.getLogger("mindspore")
    monkeypatch.setattr(logger, "level", logging.NOTSET)
    # recorded: '2' and {'GLOG_v': '2', 'GLOG_logtostderr': '1'}
    assert ms.get_level() == "2"
    assert ms.get_log_config() == {"GLOG_v": "2", "GLOG_logtostderr": "1"}
    logger.setLevel(logging.ERROR)
    assert ms.get_level() == "3"


def test_glog_v_sets_the_level():
    env = dict(os.environ, GLOG_v="1")
    out = subprocess.run([sys.executable, "-c", "import mindspore_compat as ms; print(ms.get_level(), "
                          "ms.get_log_config())"], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    # recorded with GLOG_v=1: '1' {'GLOG_v': '1', 'GLOG_logtostderr': '1'}
    assert out.stdout.strip() == "1 {'GLOG_v': '1', 'GLOG_logtostderr': '1'}"
