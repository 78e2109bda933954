"""mindspore.communication in one process: values before init() and argument errors recorded from MindSpore 2.10.0
CPU (single-process probes, no launcher environment), and the one-process world that init() starts here."""
import pytest

from mindspore_compat import communication as C
from mindspore_compat.communication import management as M


@pytest.fixture
def clean_env(monkeypatch):
    for key in ("RANK_ID", "RANK_SIZE", "LOCAL_RANK", "LOCAL_RANK_SIZE", "MASTER_ADDR", "MASTER_PORT", "WORLD_SIZE",
                "RANK", "MS_SCHED_HOST", "MS_SCHED_PORT", "MS_WORKER_NUM", "MS_ROLE"):
        monkeypatch.delenv(key, raising=False)
    monkeypatch.setattr(C.GlobalComm, "BACKEND", "hccl")
    monkeypatch.setattr(C.GlobalComm, "WORLD_COMM_GROUP", "hccl_world_group")
    yield monkeypatch
    C.release()


NOT_INITED = ("Distributed Communication has not been inited.You can't invoke this interface yet. "
              "Please call `init()` method first.")


def test_constants_and_global_comm():
    # recorded from MindSpore 2.10.0 CPU
    assert (C.HCCL_WORLD_COMM_GROUP, C.NCCL_WORLD_COMM_GROUP, C.MCCL_WORLD_COMM_GROUP) == (
        "hccl_world_group", "nccl_world_group", "mccl_world_group")
    assert (C.GlobalComm.BACKEND, C.GlobalComm.WORLD_COMM_GROUP, C.GlobalComm.INITED, C.GlobalComm.CHECK_ENVS) == (
        "hccl", "hccl_world_group", False, True)
    assert M.__all__ == ["init", "release", "get_rank", "get_local_rank", "get_group_size", "get_local_rank_size",
                         "get_world_rank_from_group_rank", "get_comm_name", "get_group_rank_from_world_rank",
                         "create_group", "destroy_group", "get_process_group_ranks", "HCCL_WORLD_COMM_GROUP",
                         "NCCL_WORLD_COMM_GROUP", "MCCL_WORLD_COMM_GROUP"]


def test_queries_before_init(clean_env):
    # recorded from MindSpore 2.10.0 CPU: 0 1 0 1 without init; the launcher variables when they are set
    assert (M.get_rank(), M.get_group_size(), M.get_local_rank(), M.get_local_rank_size()) == (0, 1, 0, 1)
    clean_env.setenv("RANK_ID", "3")
    clean_env.setenv("RANK_SIZE", "8")
    clean_env.setenv("LOCAL_RANK", "1")
    assert (M.get_rank(), M.get_group_size(), M.get_local_rank(), M.get_local_rank_size()) == (3, 8, 1, 1)
    assert M.release() is None


@pytest.mark.parametrize("call", [
    lambda: M.get_process_group_ranks(), lambda: M.get_comm_name(),
    lambda: M.get_group_rank_from_world_rank(0, "hccl_world_group"),
    lambda: M.get_world_rank_from_group_rank("hccl_world_group", 0),
    lambda: M.create_group("g", [0, 1]), lambda: M.destroy_group("g")])
def test_needs_init(clean_env, call):
    # recorded from MindSpore 2.10.0 CPU
    with pytest.raises(RuntimeError) as err:
        call()
    assert str(err.value) == NOT_INITED


def test_argument_errors(clean_env):
    # recorded from MindSpore 2.10.0 CPU
    with pytest.raises(TypeError, match=r"^For 'get_rank', the argument 'group' must be type of string, but got "
                                        r"'group' type : <class 'int'>\.$"):
        M.get_rank(1)
    with pytest.raises(TypeError, match=r"^For 'init', the argument 'backend_name' must be a string, but got the "
                                        r"type : <class 'int'>$"):
        C.init(3)
    with pytest.raises(RuntimeError, match=r"^For 'init', the argument 'backend_name' must be one of 'hccl', 'nccl' "
                                           r"and 'mccl', but got 'backend_name' : xccl$"):
        C.init("xccl")
    with pytest.raises(RuntimeError, match="should be 'mccl' to init 'CPU', but got 'hccl'"):
        C.init("hccl")


def test_init_without_launcher_is_a_world_of_one(clean_env):
    # MindSpore raises here (no msrun); mindspore_compat starts a one-process world (docs: differences)
    C.init()
    assert (C.GlobalComm.INITED, C.GlobalComm.BACKEND, C.GlobalComm.WORLD_COMM_GROUP) == (
        True, "mccl", "mccl_world_group")
    assert (M.get_rank(), M.get_group_size(), M.get_local_rank(), M.get_local_rank_size()) == (0, 1, 0, 1)
    assert M.get_process_group_ranks() == [0]
    assert M.get_rank("hccl_world_group") == 0
    assert isinstance(M.get_comm_name(), str)
    M.create_group("solo", [0])
    assert (M.get_group_size("solo"), M.get_world_rank_from_group_rank("solo", 0),
            M.get_group_rank_from_world_rank(0, "solo")) == (1, 0, 0)
    with pytest.raises(ValueError, match="duplicate"):
        M.create_group("dup", [0, 0])
    with pytest.raises(TypeError, match="'rank_ids' must be type of list"):
        M.create_group("tup", (0,))
    with pytest.raises(ValueError, match=r"rank_list is \[0\]"):
        M.create_group("solo", [1])
    with pytest.raises(ValueError, match="does not exist"):
        M.get_group_size("nope")
    with pytest.raises(ValueError, match="^The world_group does not support destruction.$"):
        M.destroy_group("mccl_world_group")
    M.destroy_group("solo")
    C.release()
    assert C.GlobalComm.INITED is False
    assert M.get_rank() == 0


def test_collectives_need_init(clean_env):
    # recorded from MindSpore 2.10.0 CPU: without init() these raise MindSpore's RuntimeError (mint.distributed)
    import numpy as np
    from mindspore_compat import Tensor, ops
    from mindspore_compat.mint import distributed as D
    x = Tensor(np.ones(2, np.float32))
    for call in (lambda: D.broadcast(x, src=0), lambda: D.all_gather([x], x), lambda: D.all_gather_object([None], 1),
                 lambda: D.scatter(x, [x], src=0), lambda: ops.AllReduce()(x), lambda: ops.Broadcast(0)((x,))):
        with pytest.raises(RuntimeError) as err:
            call()
        assert str(err.value) == NOT_INITED
    # recorded from MindSpore 2.10.0 CPU: queries answer without init
    assert (D.is_available(), D.is_initialized(), D.get_rank(), D.get_world_size(), D.get_backend()) == (
        True, False, 0, 1, "hccl")
    assert D.new_group([0]) == ""
    # in a world of one, a collective leaves the data as it is
    C.init()
    D.all_reduce(x)
    out = [Tensor(np.zeros(2, np.float32))]
    D.all_gather(out, x)
    assert x.asnumpy().tolist() == [1.0, 1.0] and out[0].asnumpy().tolist() == [1.0, 1.0]
    assert ops.AllReduce()(x).asnumpy().tolist() == [1.0, 1.0]
