"""ops.AlltoAllV in one process (the 2-rank exchange and its gradient are in tests/parallel/test_distributed.py);
repr and constructor errors recorded from MindSpore 2.10.0 CPU."""
import numpy as np
import pytest

import mindspore_compat as ms
from mindspore_compat import ops
from mindspore_compat.ops import primitive


def test_repr_recorded():
    # recorded from MindSpore 2.10.0 CPU
    assert str(ops.AlltoAllV()) == "Prim[AlltoAllV]<group=hccl_world_group, block_size=1>"
    assert str(ops.AlltoAllV("g", 2)) == "Prim[AlltoAllV]<group=g, block_size=2>"


def test_alltoallvc_repr_recorded():
    # recorded from MindSpore 2.10.0 CPU (one process, no init)
    assert str(ops.AlltoAllVC()) == ("Prim[AlltoAllVC]<group=hccl_world_group, block_size=1, transpose=False, "
                                     "rank_size=1, rank_id=0>")
    with pytest.raises(RuntimeError):
        ops.AlltoAllVC()(ms.Tensor(np.zeros(2, np.float32)), [2])


def test_constructor_errors_recorded():
    # recorded from MindSpore 2.10.0 CPU
    with pytest.raises(TypeError, match="For 'AlltoAllV', the type of 'block_size' should be 'int', but got type "
                                        "'float'."):
        ops.AlltoAllV(block_size=1.5)
    with pytest.raises(TypeError):
        ops.AlltoAllV(1)


def test_needs_initialized_communication():
    with pytest.raises(RuntimeError):
        ops.AlltoAllV()(ms.Tensor(np.zeros(2, np.float32)), [2], [2])


def test_supported_tuple_in_tuple_strategy_recorded():
    # recorded from MindSpore 2.10.0 CPU (mindspore.ops.primitive.SUPPORTED_TUPLE_IN_TUPLE_STRATEGY)
    assert primitive.SUPPORTED_TUPLE_IN_TUPLE_STRATEGY == ["GroupedMatmul", "FusedInferAttentionScore", "Custom",
                                                           "Index"]
