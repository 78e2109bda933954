"""Cell members of issue 11: cell_init_args, generate_scope/get_scope, get_func_graph_proto, offload and the hooks
register_backward_pre_hook, register_saved_tensors_hooks, register_parameter_forward_hook.

Values, printouts, exception types and messages recorded from MindSpore 2.10.0 CPU (PyNative unless a test says
GRAPH/jit), with the same networks and inputs.
"""
import numpy as np
import pytest

import mindspore_compat as ms
from mindspore_compat import context, nn, Tensor, Parameter


class _Inner(nn.Cell):
    def __init__(self, k=2):
        super().__init__()
        self.w = Parameter(Tensor([3.0]), name="w")
        self.k = k

    def construct(self, x):
        return x * self.w * self.k


class _Outer(nn.Cell):
    def __init__(self):
        super().__init__()
        self.a = _Inner(4)
        self.b = nn.SequentialCell([_Inner(), nn.ReLU()])

    def construct(self, x):
        return self.b(self.a(x))


@pytest.fixture
def no_class_names():
    context.set_context(reserve_class_name_in_scope=False)
    yield
    context.set_context(reserve_class_name_in_scope=True)


def test_cell_init_args():
    assert nn.Dense(2, 3).cell_init_args == "Dense[True, None]"
    assert nn.Dense(2, 3, has_bias=False, activation="relu").cell_init_args == "Dense[False, ReLU()]"
    assert nn.Conv2d(3, 4, 3).cell_init_args == "Conv2ddict_values([3, 4, 3])"
    assert nn.Conv2d(3, 4, kernel_size=3, pad_mode="valid").cell_init_args == "Conv2ddict_values([3, 4, 3, 'valid'])"
    assert nn.Conv2d(3, 4, 3, has_bias=True).cell_init_args == "Conv2ddict_values([3, 4, 3, True])"
    assert nn.Conv1d(3, 4, 3).cell_init_args == "Conv1ddict_values([3, 4, 3])"
    assert nn.Conv3d(3, 4, 3).cell_init_args == "Conv3ddict_values([3, 4, 3])"
    assert nn.PReLU().cell_init_args == "PReLU[]" and nn.PReLU(channel=3).cell_init_args == "PReLU[]"
    assert nn.BatchNorm2d(4).cell_init_args == "BatchNorm2ddict_values([4])"
    assert nn.BatchNorm1d(4, eps=1e-3).cell_init_args == "BatchNorm1ddict_values([4, 0.001])"
    assert nn.InstanceNorm2d(3).cell_init_args == "InstanceNorm2ddict_values([3])"
    assert nn.InstanceNorm1d(3, eps=0.1).cell_init_args == "InstanceNorm1ddict_values([3, 0.1])"
    assert nn.SyncBatchNorm(4).cell_init_args == "SyncBatchNorm[4, None]"
    dense = nn.Dense(2, 3)
    dense.extra = nn.ReLU()
    assert dense.cell_init_args == "Dense[True, None]{'extra': ReLU()}"
    for cell in (_Outer(), nn.ReLU(), nn.BatchNorm3d(4), nn.Conv2dTranspose(3, 4, 3), nn.LayerNorm((3,))):
        with pytest.raises(AttributeError) as info:
            cell.cell_init_args  # noqa: B018
        assert str(info.value) == f"The '{type(cell).__name__}' object has no attribute 'cell_init_args'."
    with pytest.raises(TypeError) as info:
        dense.cell_init_args = 3
    assert str(info.value) == ("For 'Cell', the property 'cell_init_args' must be string type, but got type "
                               "<class 'int'>.")
    relu = nn.ReLU()
    relu.cell_init_args = "abc"
    assert relu.cell_init_args == "abc"


def test_generate_and_get_scope():
    net = _Outer()
    assert net.get_scope() is None and net.a.get_scope() is None
    assert net.generate_scope() is None
    assert net.get_scope() is None
    assert net.a.get_scope() == "Default/a-_Inner"
    assert net.b.get_scope() == "Default/b-SequentialCell"
    assert net.b[0].get_scope() == "Default/b-SequentialCell/0-_Inner"
    assert net.b[1].get_scope() == "Default/b-SequentialCell/1-ReLU"
    net.generate_scope()
    assert net.a.get_scope() == "Default/a-_Inner"


def test_scope_without_class_names(no_class_names):
    net = _Outer()
    net.generate_scope()
    assert net.b[0].get_scope() == "Default/b/0"


def test_get_func_graph_proto_and_offload():
    net = _Outer()
    assert net.get_func_graph_proto() is None  # MindSpore 2.10 CPU, PyNative: None
    assert net.offload() is None and net.offload("Auto") is None and net.offload(3) is None
    cases = [("auto", ValueError, "For '_Outer', the 'backward_prefetch' must be str and must be in '['Auto']', but "
                                  "got 'auto'."),
             (-1, ValueError, "The input value must be int and must >= 0, but got '-1' with type 'int'."),
             (1.5, TypeError, "The input value must be int, but got 'float'"),
             (True, TypeError, "The input value must be int and must >= 0, but got 'True' with type 'bool'.")]
    for value, exc, message in cases:
        with pytest.raises(exc) as info:
            net.offload(value)
        assert str(info.value) == message


class _Scaled(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor([3.0]), name="w")

    def construct(self, x):
        return x * self.w * 2


class _TwoOut(nn.Cell):
    def construct(self, x):
        return x * 2, x * 3


def test_backward_pre_hook():
    net = _Scaled()
    seen = []

    def times_ten(cell, grad_output):
        seen.append((type(cell).__name__, [g.asnumpy().tolist() for g in grad_output]))
        return (grad_output[0] * 10,)

    handle = net.register_backward_pre_hook(times_ten)
    x = Tensor([1.0, 2.0])
    assert ms.grad(net)(x).asnumpy().tolist() == [60.0, 60.0]
    assert seen == [("_Scaled", [[1.0, 1.0]])]
    handle.remove()
    assert ms.grad(net)(x).asnumpy().tolist() == [6.0, 6.0]
    net.register_backward_pre_hook(lambda cell, g: None)  # None keeps the gradient
    assert ms.grad(net)(x).asnumpy().tolist() == [6.0, 6.0]
    with pytest.raises(TypeError) as info:
        net.register_backward_pre_hook(1)
    assert str(info.value) == "Expected a callable hook function, but got int."


def test_backward_pre_hook_several_outputs():
    m = _TwoOut()
    seen = []
    m.register_backward_pre_hook(lambda c, g: seen.append(tuple(None if t is None else t.asnumpy().tolist()
                                                                for t in g)))
    x = Tensor([1.0, 2.0])
    assert ms.grad(lambda v: m(v)[0].sum() + m(v)[1].sum())(x).asnumpy().tolist() == [5.0, 5.0]
    # MindSpore: (None, [1, 1]) for the second call's output pair, then ([1, 1], None) for the first
    assert seen == [(None, [1.0, 1.0]), ([1.0, 1.0], None)]


def test_saved_tensors_hooks():
    net = _Scaled()
    packed = []
    net.register_saved_tensors_hooks(lambda t: packed.append(t) or t, lambda t: t)
    assert ms.grad(net)(Tensor([1.0, 2.0])).asnumpy().tolist() == [6.0, 6.0]
    assert packed  # MindSpore packs [1. 2.] and [3.]; which tensors torch's kernels keep is theirs
    net.register_saved_tensors_hooks(1, 2)  # not checked when registered, as in MindSpore


def test_parameter_forward_hook():
    class Simple(nn.Cell):
        def __init__(self):
            super().__init__()
            self.weight = Parameter(Tensor(2.0))

        def construct(self, x):
            return x * self.weight

    net = Simple()
    assert net.register_parameter_forward_hook([{"params": [net.weight], "hook": lambda p: p * 10}]) is None
    data = Tensor(3.0)
    assert float(net(data)) == 6.0  # PyNative: the hook is not applied (MindSpore 2.10 the same)
    out, grad = ms.jit(ms.value_and_grad(net))(data)
    assert (float(out), float(grad)) == (60.0, 20.0)  # MindSpore's documented example
    every = _Outer()
    every.register_parameter_forward_hook(lambda p: p * 0 + 1)
    assert float(ms.jit(lambda v: every(v))(Tensor([1.0]))[0]) == 8.0  # both w read as 1: 1*1*4 *1*2


@pytest.mark.parametrize("hook, exc, message", [
    (1, TypeError, "Hook must be a callable function or a list of dictionaries, but got <class 'int'>."),
    ([{"params": []}], ValueError, "Each dictionary in the hook list must contain both params and hook keys."),
    ([{"params": [1], "hook": print}], TypeError, "All items in params must be of type 'Parameter', but got "
                                                  "<class 'int'>."),
    ([{"params": [], "hook": 1}], TypeError, "The hook value must be callable, but got <class 'int'>."),
    ([1], TypeError, "Each item in the hook list must be a dictionary, but got <class 'int'>."),
])
def test_parameter_forward_hook_errors(hook, exc, message):
    with pytest.raises(exc) as info:
        _Scaled().register_parameter_forward_hook(hook)
    assert str(info.value) == message
