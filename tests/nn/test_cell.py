import copy

import numpy as np
import pytest
import torch

import mindspore_compat as ms
from mindspore_compat import nn, Tensor, Parameter, ParameterTuple


def _w(shape=(2, 2), name=None, requires_grad=True):
    return Parameter(Tensor(np.ones(shape), ms.float32), name=name, requires_grad=requires_grad)


class Inner(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = _w(name="w")

    def construct(self, x):
        return Tensor.from_torch(x._t @ self.w._t)


class Outer(nn.Cell):
    def __init__(self):
        super().__init__()
        self.block1 = Inner()
        self.alpha = _w((1,))

    def construct(self, x):
        return self.block1(x) * self.alpha


class NoPrefix(nn.Cell):
    def __init__(self, net):
        super().__init__(auto_prefix=False)
        self.network = net

    def construct(self, x):
        return self.network(x)


def test_prefix_naming_and_order():
    net = Outer()
    assert [p.name for p in net.get_parameters()] == ["alpha", "block1.w"]
    assert [n for n, _ in net.parameters_and_names()] == ["alpha", "block1.w"]
    assert list(net.parameters_dict()) == ["alpha", "block1.w"]


def test_auto_named_parameter_takes_attribute_name():
    net = Outer()
    assert net.alpha.name == "alpha"
    p = _w((1,), name="explicit")
    net.beta = p
    assert p.name == "explicit"


def test_rewrap_does_not_double_prefix():
    inner = Inner()
    wrapped = NoPrefix(inner)
    assert [p.name for p in wrapped.trainable_params()] == ["w"]
    assert [n for n, _ in wrapped.parameters_and_names()] == ["network.w"]

    class Wrap(nn.Cell):
        def __init__(self, net):
            super().__init__()
            self.network = net

        def construct(self, x):
            return self.network(x)

    w1 = Wrap(Outer())
    assert [p.name for p in w1.trainable_params()] == ["network.alpha", "network.block1.w"]
    w2 = Wrap(w1)
    assert [p.name for p in w2.trainable_params()] == ["network.network.alpha", "network.network.block1.w"]


def test_parameter_tuple_registers_elements_under_their_names():
    inner = Inner()

    class Holder(nn.Cell):
        def __init__(self):
            super().__init__(auto_prefix=False)
            self.weights = ParameterTuple(inner.trainable_params())
            self.network = inner

    h = Holder()
    assert [n for n, _ in h.parameters_and_names()] == ["w"]
    assert isinstance(h.weights, ParameterTuple)


def test_trainable_untrainable():
    net = Outer()
    net.state = _w((1,), name="state", requires_grad=False)
    assert [p.name for p in net.trainable_params()] == ["alpha", "block1.w"]
    assert [p.name for p in net.untrainable_params()] == ["state"]


def test_cells_and_names_and_name_cells():
    net = Outer()
    assert [(n, type(c).__name__) for n, c in net.cells_and_names()] == [("", "Outer"), ("block1", "Inner")]
    assert list(net.name_cells()) == ["block1"]
    assert list(net.cells())[0] is net.block1


def test_reassign_tensor_to_parameter_keeps_identity():
    net = Outer()
    p = net.alpha
    net.alpha = Tensor(np.array([5.0], np.float32))
    assert net.alpha is p
    assert p.asnumpy().tolist() == [5.0]
    with pytest.raises(TypeError, match="Parameter 'alpha' already exists in network, can not assign this type: "
                                        "'<class 'float'>' as a parameter."):
        net.alpha = 1.0


def test_reassign_child_type_checked():
    net = Outer()
    with pytest.raises(TypeError):
        net.block1 = 3
    net.block1 = None
    assert net.block1 is None


def test_set_train_and_set_grad():
    net = Outer()
    assert net.training is False and net.block1.training is False
    assert net.set_train() is net
    assert net.training is True and net.block1.training is True and net.phase == "train"
    net.set_train(False)
    assert net.block1.training is False
    assert net.requires_grad is False
    assert net.set_grad() is net and net.requires_grad is True and net.block1.requires_grad is False


def test_construct_missing():
    with pytest.raises(AttributeError, match="For 'Cell', the method 'construct' is not defined."):
        nn.Cell()(1)


def test_insert_child_to_cell():
    net = Outer()
    inner = Inner()
    net.insert_child_to_cell("extra", inner)
    assert inner.w.name == "w"
    assert net.extra is inner
    with pytest.raises(KeyError):
        net.insert_child_to_cell("a.b", Inner())
    with pytest.raises(KeyError):
        net.insert_child_to_cell("", Inner())
    with pytest.raises(TypeError):
        net.insert_child_to_cell(1, Inner())
    with pytest.raises(TypeError):
        net.insert_child_to_cell("x", 3)


def test_update_parameters_name():
    net = Outer()
    net.update_parameters_name("net.")
    assert [p.name for p in net.get_parameters()] == ["net.alpha", "net.block1.w"]


def test_to_float_validation_and_flags():
    net = Outer()
    with pytest.raises(ValueError, match="must be mstype.float32, mstype.float16 or mstype.bfloat16, but got type: "
                                         "<class '.*Int'> and value: Int32."):
        net.to_float(ms.int32)
    assert net.to_float(ms.float16) is net
    assert net.get_flags() == {"fp16": True, "fp32": False, "bf16": False}
    assert net.block1.get_flags()["fp16"] is True
    out = net(Tensor(np.ones([1, 2]), ms.float32))
    assert out.dtype == ms.float16
    assert net.alpha.dtype == ms.float32 and net.block1.w.dtype == ms.float32


def test_to_float_gradients_reach_fp32_parameters():
    net = Outer().to_float(ms.float16)
    out = net(Tensor(np.ones([1, 2]), ms.float32))
    out._t.sum().backward()
    assert net.block1.w._t.grad.dtype == torch.float32
    np.testing.assert_allclose(net.block1.w._t.grad.numpy(), np.ones((2, 2)))


def test_repr():
    net = Outer()
    assert repr(net) == "Outer(\n  (block1): Inner()\n)"
    assert repr(Inner()) == "Inner()"


def test_torch_side_registration():
    net = Outer()
    names = [n for n, _ in net.named_parameters()]
    assert names == ["alpha", "block1.w"]
    assert net.block1.w._t is dict(net.named_parameters())["block1.w"]
    sd = net.state_dict()
    assert set(sd) == {"alpha", "block1.w"}


def test_deepcopy_keeps_names_and_separates_data():
    net = Outer()
    clone = copy.deepcopy(net)
    assert [p.name for p in clone.get_parameters()] == ["alpha", "block1.w"]
    clone.alpha.set_data(Tensor(np.array([7.0], np.float32)))
    assert net.alpha.asnumpy().tolist() == [1.0]
    assert clone.alpha._t is dict(clone.named_parameters())["alpha"]


def test_containers():
    class Leaf(nn.Cell):
        def __init__(self):
            super().__init__()
            self.weight = _w(name="weight")

        def construct(self, x):
            return x + 1

    seq = nn.SequentialCell([Leaf(), Leaf()])
    assert [p.name for p in seq.get_parameters()] == ["0.weight", "1.weight"]
    assert seq(Tensor(1.0)).asnumpy() == 3.0
    assert len(seq) == 2 and isinstance(seq[1], Leaf)
    seq.append(Leaf())
    assert [p.name for p in seq.get_parameters()][-1] == "2.weight"
    cl = nn.CellList([Leaf()])
    cl.append(Leaf())
    assert [p.name for p in cl.get_parameters()] == ["0.weight", "1.weight"]
    cd = nn.CellDict({"a": Leaf()})
    assert [p.name for p in cd.get_parameters()] == ["a.weight"]
    with pytest.raises(TypeError):
        nn.SequentialCell([1])


def test_cell_dict_views_are_ordered_dict_views():
    # recorded from MindSpore 2.10.0 CPU: nn.CellDict({'b': nn.ReLU(), 'a': nn.Tanh()}).keys() / values() / items()
    cells = nn.CellDict({"b": nn.ReLU(), "a": nn.Tanh()})
    assert repr(cells.keys()) == "odict_keys(['b', 'a'])"
    assert repr(cells.values()) == "odict_values([ReLU(), Tanh()])"
    assert repr(cells.items()) == "odict_items([('b', ReLU()), ('a', Tanh())])"
    assert type(nn.SequentialCell([nn.ReLU()])._cells).__name__ == "OrderedDict"
