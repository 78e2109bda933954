"""``mindspore.ops.communication``: MindSpore 2.10's module path of the collective functions of ``mindspore.ops``."""
import pytest

from mindspore_compat import ops
from mindspore_compat.ops import communication
from mindspore_compat._unsupported import UnsupportedImportError


def test_names_are_the_ops_objects():
    # MindSpore 2.10's ops/communication.py lists these among its 42 names
    for name in ("P2POp", "isend", "irecv", "all_reduce", "batch_isend_irecv", "init_process_group"):
        assert name in communication.__all__
        assert getattr(communication, name) is getattr(ops, name)
    assert communication.P2POp(communication.isend, ops.ones((1,)), 1).op == "isend"


def test_missing_names_explain_themselves():
    with pytest.raises(UnsupportedImportError, match="'mindspore.ops.Push' is not supported"):
        from mindspore_compat.ops.communication import Push  # noqa: F401
    with pytest.raises(AttributeError, match="has no attribute 'not_a_name'"):
        getattr(communication, "not_a_name")
