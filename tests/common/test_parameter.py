"""mindspore.Parameter / ParameterTuple (spec/api.md §2, printing.md §3)."""
import copy
import pickle
import re

import numpy as np
import pytest
import torch

from mindspore_compat.common import dtype as mstype
from mindspore_compat.common.parameter import Parameter, ParameterTuple
from mindspore_compat.common.tensor import Tensor



def W(name="weight"):
    return Parameter(Tensor(np.ones((2, 3)).astype(np.float32)), name=name)


# ----- construction -------------------------------------------------------------------------------------------------
def test_is_a_tensor_with_torch_parameter():
    p = W()
    assert isinstance(p, Tensor) and isinstance(p._t, torch.nn.Parameter)
    assert p._t.requires_grad and p.requires_grad


@pytest.mark.parametrize("data, dtype, shape", [
    (2.0, mstype.float32, ()),
    (3, mstype.int32, ()),
    ([1.0, 2.0], mstype.float32, (2,)),
    ([1, 2], mstype.int64, (2,)),
    (np.ones(2), mstype.float64, (2,)),
    (np.ones(2, np.float16), mstype.float16, (2,)),
    (Tensor([1, 2], mstype.int8), mstype.int8, (2,)),
])
def test_default_input_types(data, dtype, shape):
    p = Parameter(data)
    assert p.dtype is dtype and p.shape == shape


def test_default_input_errors():
    with pytest.raises(ValueError, match="Parameter data can not be `bool`"):
        Parameter(True)
    with pytest.raises(TypeError, match=r"For 'Tensor', the type of 'input_data' should be one of '\['Tensor', "):
        Parameter("abc")
    for bad in ((1, 2), None, np.int64(3), {"a": 1}):
        with pytest.raises(TypeError, match=r"The type of the argument 'default_input' must be in \['Tensor', 'int', "
                                            r"'float', 'numpy.ndarray', 'list'\]"):
            Parameter(bad)


def test_data_is_copied_from_tensor():
    t = Tensor([1.0, 2.0])
    p = Parameter(t, name="c")
    p[0] = 9.0
    assert t.tolist() == [1.0, 2.0]


def test_tensor_with_init_is_materialised():
    from mindspore_compat.common.initializer import initializer
    p = Parameter(initializer("ones", [2, 2], mstype.float16), name="o")
    assert p.dtype is mstype.float16 and p.asnumpy().tolist() == [[1, 1], [1, 1]]


# ----- names --------------------------------------------------------------------------------------------------------
def test_auto_names_count_up():
    names = [Parameter(1.0).name, Parameter(1.0, name="").name, Parameter(1.0, name="   ").name]
    nums = [int(re.fullmatch(r"Parameter#(\d+)", n).group(1)) for n in names]
    assert nums == [nums[0], nums[0] + 1, nums[0] + 2]


def test_name_rules():
    assert Parameter(1.0, name="  w  ").name == "w"
    assert Parameter(1.0, name="x" * 1024).name == "x" * 1024
    with pytest.raises(ValueError, match="name should be less than 1024"):
        Parameter(1.0, name="x" * 1025)
    with pytest.raises(ValueError, match=r"^The type of the Parameter's name should be 'string' or 'None', but got "
                                         r"<class 'int'>\.$"):
        Parameter(1.0, name=3)
    p = Parameter(1.0, name="a")
    p.name = " b "
    assert p.name == "b"
    p.name = None
    assert p.name.startswith("Parameter#")
    with pytest.raises(ValueError):
        p.name = 1.5


def test_requires_grad_rules():
    with pytest.raises(TypeError, match="^The argument `requires_grad` must be bool type$"):
        Parameter(1.0, requires_grad=1)
    p = Parameter(Tensor([1.0]), name="g", requires_grad=False)
    assert p.requires_grad is False and p._t.requires_grad is False
    p.requires_grad = True
    assert p.requires_grad and p._t.requires_grad
    with pytest.raises(TypeError, match="must be bool type"):
        p.requires_grad = "yes"


def test_integer_parameter_keeps_mindspore_flag():
    p = Parameter(Tensor([1, 2], mstype.int32), name="i")
    assert p.requires_grad is True and p._t.requires_grad is False
    p.requires_grad = False
    assert p.requires_grad is False
    p.requires_grad = True
    assert p.requires_grad is True and p._t.requires_grad is False
    assert str(Parameter(3, name="i")) == "Parameter (name=i, shape=(), dtype=Int32, requires_grad=True)"


def test_flags_and_properties():
    p = W("f")
    assert p.layerwise_parallel is False and p.parallel_optimizer is True and p.comm_fusion == 1
    assert p.sliced is False and p.init_data() is p and p.has_init is False
    # real MindSpore 2.10: Parameter.data is a plain Tensor sharing memory with the Parameter
    d = p.data
    assert type(d) is Tensor and d.shape == p.shape and d.tolist() == p.tolist()
    d[0] = 9.0
    assert p.asnumpy().reshape(-1)[0] == 9.0
    p.comm_fusion = 3
    assert p.comm_fusion == 3
    with pytest.raises(ValueError):
        p.comm_fusion = -1
    with pytest.raises(TypeError):
        p.comm_fusion = 1.5
    with pytest.raises(TypeError, match="layerwise_parallel"):
        p.layerwise_parallel = 1
    with pytest.raises(TypeError, match="parallel_optimizer"):
        Parameter(1.0, parallel_optimizer="no")
    with pytest.raises(ValueError, match="Only 'CPU' is supported for device"):
        Parameter(1.0, device="GPU")
    p.cache_enable = True
    p.cache_shape = [1, 2]
    assert p.cache_enable and p.cache_shape == [1, 2] and p.key == -1


# ----- printing (printing.md §3) ------------------------------------------------------------------------------------
def test_repr_and_str():
    assert str(W()) == "Parameter (name=weight, shape=(2, 3), dtype=Float32, requires_grad=True)"
    assert repr(W()) == str(W())
    assert str(Parameter(Tensor(2.0), name="s")) == "Parameter (name=s, shape=(), dtype=Float32, requires_grad=True)"
    assert str(Parameter(Tensor([1.0]), name="scale_sense", requires_grad=False)) == \
        "Parameter (name=scale_sense, shape=(1,), dtype=Float32, requires_grad=False)"
    assert str(Parameter(Tensor(0, mstype.int32), name="counter")) == \
        "Parameter (name=counter, shape=(), dtype=Int32, requires_grad=True)"
    unnamed = Parameter(Tensor([1.0, 2.0]))
    assert re.fullmatch(r"Parameter \(name=Parameter#\d+, shape=\(2,\), dtype=Float32, requires_grad=True\)",
                        str(unnamed))


def test_data_printing_paths():
    p = Parameter(Tensor(np.arange(3, dtype=np.float32)), name="d")
    assert str(p.asnumpy()) == "[0. 1. 2.]"
    assert str(p.value()) == "[0. 1. 2.]"
    assert str((p + 1,)) == "(Tensor(shape=[3], dtype=Float32, value= [ 1.00000000e+00,  2.00000000e+00,  " \
                            "3.00000000e+00]),)"
    assert type(p + 1) is Tensor and type(p.value()) is Tensor


def test_parameter_tuple_printing():
    pt = ParameterTuple([W(), Parameter(Tensor(1.0), name="s")])
    assert str(pt) == ("(Parameter (name=weight, shape=(2, 3), dtype=Float32, requires_grad=True), "
                       "Parameter (name=s, shape=(), dtype=Float32, requires_grad=True))")


# ----- set_data -----------------------------------------------------------------------------------------------------
def test_set_data_in_place_and_returns_self():
    p = W("sd")
    torch_side = p._t
    other_view = p.value()
    assert p.set_data(Tensor(np.full((2, 3), 2.0, np.float32))) is p
    assert p._t is torch_side and other_view.asnumpy()[0, 0] == 2.0
    assert p.set_data(Tensor([5.0])) is p and p.shape == (1,) and p._t is torch_side
    assert p.set_data(3) is p and p.shape == () and p.item() == 3.0
    assert p.set_data(1.5).item() == 1.5


def test_set_data_casts_lower_ranked_dtypes():
    p = Parameter(Tensor([1.0, 2.0]), name="cast")
    p.set_data(Tensor([1, 2, 3], mstype.int32))
    assert p.dtype is mstype.float32 and p.tolist() == [1.0, 2.0, 3.0]
    p.set_data(Tensor([1.5], mstype.float16))
    assert p.dtype is mstype.float32 and p.tolist() == [1.5]
    q = Parameter(Tensor([1, 2], mstype.int64), name="q")
    q.set_data(Tensor([True, False]))
    assert q.dtype is mstype.int64 and q.tolist() == [1, 0]


def test_set_data_errors():
    p = Parameter(Tensor([1, 2], mstype.int32), name="e")
    with pytest.raises(TypeError, match=r"^Incoming Parameter dtype can not be converted to current dtype implicitly\. "
                                        r"Current dtype is Int32, and incoming is Float\. Use \.set_dtype\(xxx\) to "
                                        r"change the dtype\.$"):
        p.set_data(1.5)
    with pytest.raises(TypeError, match=r"^Parameter data must be \[`Tensor`, `int`, `float`\] or a kind of `Tensor` "
                                        r"\(like `Tensor`\)\. But with type <class 'numpy.ndarray'>\.$"):
        p.set_data(np.ones(2))
    with pytest.raises(TypeError, match="Current dtype is Int32, and incoming is Float32"):
        p.set_data(Tensor([1.0]))
    h = Parameter(Tensor([1.0], mstype.float16), name="h")
    with pytest.raises(TypeError, match="Current dtype is Float16, and incoming is Float32"):
        h.set_data(Tensor([1.0]))
    assert p.tolist() == [1, 2]


def test_set_data_is_seen_by_holders_and_keeps_grad():
    p = Parameter(Tensor([1.0, 2.0]), name="k")
    holder = {"w": p._t}
    p.set_data(Tensor([3.0, 4.0, 5.0]))
    assert holder["w"].tolist() == [3.0, 4.0, 5.0] and holder["w"].requires_grad
    (g,) = torch.autograd.grad((p * p).sum()._t, [p._t])
    assert g.tolist() == [6.0, 8.0, 10.0]


def test_set_dtype():
    p = Parameter(Tensor([1.5, 2.5]), name="t")
    assert p.set_dtype(mstype.int32) is mstype.int32  # real MindSpore 2.10 returns the dtype
    assert p.dtype is mstype.int32 and p.tolist() == [1, 2] and p.requires_grad and not p._t.requires_grad
    p.set_dtype(mstype.float16)
    assert p._t.requires_grad


# ----- clone / copy -------------------------------------------------------------------------------------------------
def test_clone():
    p = Parameter(Tensor([1.0, 2.0]), name="w", requires_grad=False, layerwise_parallel=True)
    p.comm_fusion = 2
    q = p.clone()
    assert q is not p and q._t is not p._t and q.name == "w" and q.requires_grad is False
    assert q.layerwise_parallel is True and q.comm_fusion == 2 and q.tolist() == [1.0, 2.0]
    q[0] = 7.0
    assert p.tolist() == [1.0, 2.0]
    assert p.clone(init="zeros").tolist() == [0.0, 0.0]
    assert p.clone(init=3).tolist() == [3.0, 3.0]
    assert p.copy().name == "w"


def test_deepcopy_copy_pickle():
    p = Parameter(Tensor([1.0, 2.0]), name="dc", requires_grad=False)
    for q in (copy.deepcopy(p), copy.copy(p), pickle.loads(pickle.dumps(p))):
        assert isinstance(q, Parameter) and q is not p
        assert q.name == "dc" and q.requires_grad is False and q.tolist() == [1.0, 2.0]
    ints = pickle.loads(pickle.dumps(Parameter(Tensor([1, 2], mstype.int32), name="ip")))
    assert ints.dtype is mstype.int32


# ----- ParameterTuple -----------------------------------------------------------------------------------------------
def test_parameter_tuple_rules():
    w, s = W(), Parameter(Tensor(1.0), name="s")
    pt = ParameterTuple([w, s])
    assert isinstance(pt, tuple) and pt[0] is w and len(pt) == 2
    assert len(ParameterTuple([w, w])) == 2
    assert len(ParameterTuple(p for p in [w, s])) == 2
    with pytest.raises(TypeError, match="ParameterTuple input should be 'Parameter' collection"):
        ParameterTuple([w, Tensor(1.0)])
    with pytest.raises(ValueError, match=r"its name 'weight' already exists\. Please set a unique name for the "
                                         r"parameter\.$"):
        ParameterTuple([w, W()])


def test_parameter_tuple_clone():
    pt = ParameterTuple([W(), Parameter(Tensor(1.0), name="s")])
    c = pt.clone("new")
    assert isinstance(c, ParameterTuple) and [p.name for p in c] == ["new.weight", "new.s"]
    assert c[0]._t is not pt[0]._t and [p.name for p in pt] == ["weight", "s"]
    z = pt.clone("z", init="zeros")
    assert z[0].asnumpy().sum() == 0 and z[0].shape == (2, 3)
    with pytest.raises(ValueError, match="is illegal"):
        pt.clone("a b")
    with pytest.raises(TypeError):
        pt.clone(3)
    d = copy.deepcopy(pt)
    assert isinstance(d, ParameterTuple) and d[0] is not pt[0] and d[0].name == "weight"


def test_module_doctests(run_doctests):
    result = run_doctests("mindspore_compat.common.parameter")
    assert result.attempted > 10 and result.failed == 0
