"""Tensor.untyped_storage / mindspore.UntypedStorage, Tensor.move_to / to_ / delete_ / flush_from_cache,
TensorType.element_type and Parameter.inited_param / param_info / sliced / unique.

Values and messages recorded from MindSpore 2.10.0 CPU with the same inputs, except where a comment says that
MindSpore's CPU build fails (to_ and delete_ need its Ascend-only "Free" kernel) and the documented result is pinned.
"""
import numpy as np
import pytest

import mindspore_compat as ms
from mindspore_compat import Tensor, Parameter, UntypedStorage


def test_untyped_storage():
    x = Tensor(np.array([1.0, 2.0, 3.0], np.float32))
    s = x.untyped_storage()
    assert type(s) is UntypedStorage and type(s).__name__ == "UntypedStorage"
    assert (s.size(), s.nbytes(), s.element_size(), s.device, s.is_shared()) == (12, 12, 1, "CPU", False)
    assert s.dtype == ms.float32
    assert s.data_ptr() == x.data_ptr()
    assert x.untyped_storage() is s and x.storage() is s
    assert x[1:].untyped_storage().size() == 12
    assert x[1:].untyped_storage().data_ptr() == s.data_ptr()
    assert Tensor(np.ones((2, 3), np.int8)).untyped_storage().nbytes() == 6
    assert Tensor(np.ones((2, 3), np.float16)).untyped_storage().dtype == ms.float16
    for args in ((), (4,), ([1, 2],)):
        with pytest.raises(TypeError, match="^cannot create 'UntypedStorage' instances$"):
            UntypedStorage(*args)


def test_untyped_storage_copy_and_resize():
    x = Tensor(np.array([1.0, 2.0, 3.0], np.float32))
    s = x.untyped_storage()
    assert s.copy_(Tensor(np.array([5.0, 6.0, 7.0], np.float32)).untyped_storage()) is s
    assert x.asnumpy().tolist() == [5.0, 6.0, 7.0]
    with pytest.raises(RuntimeError) as info:
        s.copy_(Tensor(np.ones(2, np.float32)).untyped_storage())
    assert str(info.value) == "Size does not match, self was 12 bytes but src was 8 bytes"
    other = Tensor(np.array([1.0, 2.0, 3.0], np.float32)).untyped_storage()
    assert other.resize_(24) is other and other.size() == 24
    other.resize_(0)
    assert (other.size(), other.data_ptr()) == (0, 0)


def test_move_to():
    x = Tensor([1.0, 2.0, 3.0])
    y = x.move_to("CPU")
    assert y is not x and y.asnumpy().tolist() == [1.0, 2.0, 3.0]
    assert x.move_to("CPU", blocking=False).asnumpy().tolist() == [1.0, 2.0, 3.0]
    cases = [(("GPU",), RuntimeError, "The value of arg 'to' of method 'move_to' should be same with device target, "
                                      "bug got to:GPU, device target: CPU"),
             (("Ascend",), RuntimeError, "The value of arg 'to' of method 'move_to' should be same with device "
                                         "target, bug got to:Ascend, device target: CPU"),
             (("cpu",), ValueError, "The value of 'to' must be one of ['Ascend', 'GPU', 'CPU'], but got cpu"),
             ((1,), ValueError, "The value of 'to' must be one of ['Ascend', 'GPU', 'CPU'], but got 1"),
             (("CPU", 1), ValueError, "The type of 'blocking' must be bool, but got 1")]
    for args, exc, message in cases:
        with pytest.raises(exc) as info:
            x.move_to(*args)
        assert str(info.value) == message


def test_to_and_delete_and_flush():
    x = Tensor([1.0, 2.0])
    assert x.to_("CPU") is x and x.asnumpy().tolist() == [1.0, 2.0]  # (MindSpore 2.10 CPU: RuntimeError, see top)
    cases = [((), "The value of 'to' must be one of ['Ascend', 'CPU'], but got None"),
             (("cpu",), "The value of 'to' must be one of ['Ascend', 'CPU'], but got cpu"),
             (("GPU",), "The value of 'to' must be one of ['Ascend', 'CPU'], but got GPU"),
             ((1,), "The value of 'to' must be one of ['Ascend', 'CPU'], but got 1"),
             (("CPU", 1), "The type of 'non_blocking' must be bool, but got 1")]
    for args, message in cases:
        with pytest.raises(ValueError) as info:
            x.to_(*args)
        assert str(info.value) == message
    y = Tensor([1, 2, 3, 4])
    assert repr(y.delete_()) == "Tensor(shape=[4], dtype=Int64, value= [0, 0, 0, 0])"  # MindSpore's documented result
    assert y.shape == (4,) and y.dtype == ms.int64
    with pytest.raises(ValueError) as info:
        Tensor([1.0]).delete_(1)
    assert str(info.value) == "The type of 'non_blocking' must be bool, but got 1"
    assert Tensor(np.array([1, 2], np.float32)).flush_from_cache() is None


def test_tensor_type_element_type():
    assert ms.TensorType(ms.float32).element_type() is ms.float32
    assert ms.TensorType(ms.int8).element_type() is ms.int8
    assert ms.TensorType(ms.bfloat16).element_type() is ms.bfloat16
    assert ms.TensorType().element_type() is None
    assert repr(ms.TensorType(ms.int32)) == "mindspore.tensor[int32]"


def test_parameter_members():
    p = Parameter(Tensor(np.ones(2), ms.float32), name="w")
    assert (p.inited_param, p.sliced, p.unique) == (None, False, False)
    with pytest.raises(AttributeError, match="has no setter"):
        p.inited_param = None
    p.sliced, p.unique = 1, True  # not checked, as in MindSpore
    assert (p.sliced, p.unique) == (1, True)
    q = p.clone()
    assert (q.sliced, q.unique) == (False, False)
    info = p.param_info
    assert (info.name, info.requires_grad, info.layerwise_parallel, info.obj is p) == ("w", True, False, True)
    info.name = "bias"
    assert p.name == "bias"
    detached = info.clone()
    assert detached.obj is None and detached.name == "bias"
    r = Parameter(Tensor([1.0]), name="r")
    r.param_info = detached
    assert r.name == "bias" and detached.obj is r and r.param_info is detached
    with pytest.raises(AttributeError) as err:
        r.param_info = None
    assert str(err.value) == "'NoneType' object has no attribute 'obj'"
