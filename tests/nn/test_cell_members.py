"""Cell's graph-compiler / parallel bookkeeping members; behaviour and messages recorded from MindSpore 2.10.0 CPU
(PyNative)."""
import numpy as np
import pytest

import mindspore_compat as ms
from mindspore_compat import nn, Tensor


class _B(nn.Cell):
    def __init__(self):
        super().__init__()
        self.dense = nn.Dense(2, 2)


class _A(nn.Cell):
    def __init__(self):
        super().__init__()
        self.net_b = _B()


def test_sub_cells_names_and_prefixes():
    a = _A()
    assert type(a.get_sub_cell("net_b.dense")).__name__ == "Dense"
    assert a.get_sub_cell("") is a
    with pytest.raises(AttributeError, match="_B has no attribute `x`"):
        a.get_sub_cell("net_b.x")
    assert list(a.parameters_broadcast_dict()) == ["net_b.dense.weight", "net_b.dense.bias"]
    assert nn.ReLU().parameters_broadcast_dict() is None
    a.update_cell_prefix()
    assert a.net_b.dense.param_prefix == "net_b.dense"
    assert len(a.init_parameters_data()) == 2

    class Twice(nn.Cell):
        def __init__(self):
            super().__init__()
            self.w1 = ms.Parameter(Tensor(np.ones(2), ms.float32), name="w")
            self.w2 = ms.Parameter(Tensor(np.ones(2), ms.float32), name="w")
    with pytest.raises(ValueError, match="The value of w2 is Parameter .*its name 'w' already exists. Please set a "
                                         "unique name for the parameter."):
        Twice().check_names()


def test_properties_and_checks():
    a = _A()
    assert a.phase == "train" and a.training is False
    assert a.set_train(False).phase == "predict" and a.set_train().phase == "train"
    assert (a.compiled, a.compile_cache, a.compile_phase, a.exist_names) == (False, set(), None, set())
    assert isinstance(a.create_time, int)
    with pytest.raises(TypeError, match="For 'Cell', the property 'bprop_debug' must be bool type, but got type "
                                        "<class 'int'>."):
        a.bprop_debug = 1
    with pytest.raises(TypeError, match="For 'Cell', the property 'phase' must be string type"):
        a.phase = 3
    with pytest.raises(ValueError, match="For 'Cell', the property 'pipeline_stage' can not be less than 0, but "
                                         "got -1"):
        a.pipeline_stage = -1
    with pytest.raises(TypeError, match="For 'Cell', the property 'pipeline_stage' must be int type, but got type "
                                        ": <class 'float'>"):
        a.pipeline_stage = 1.0
    a.pipeline_stage = 2
    assert a.pipeline_stage == 2
    with pytest.raises(ValueError, match="The input value must be int and must >= 0, but got '-1' with type "
                                         "'int'."):
        a.set_comm_fusion(-1)
    with pytest.raises(TypeError, match="The input value must be int, but got 'float'"):
        a.set_comm_fusion(1.5)
    a.set_comm_fusion(2)
    assert [p.comm_fusion for p in a.get_parameters()] == [2, 2]
    assert a.cast_inputs((Tensor(np.ones(2), ms.float32),), ms.float16) is None  # 2.10 only logs a warning
    x = Tensor(np.ones((1, 2), np.float32))
    np.testing.assert_array_equal(a.net_b.dense.compile_and_run(x).asnumpy(), a.net_b.dense(x).asnumpy())
    a.set_inputs(x)
    assert a.get_inputs() == (x,)
