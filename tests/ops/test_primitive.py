"""Primitive base classes: attrs, repr, prim_attr_register, PrimitiveWithInfer / WithCheck, constexpr."""
import pytest

import mindspore_compat as ms
from mindspore_compat import Tensor, ops
from mindspore_compat.ops import Primitive, PrimitiveWithInfer, PrimitiveWithCheck, prim_attr_register, constexpr


def test_repr_matmul_and_no_attr_ops():
    assert repr(ops.MatMul()) == "Prim[MatMul]<transpose_a=False, transpose_b=False>"
    assert str(ops.MatMul(transpose_b=True)) == "Prim[MatMul]<transpose_a=False, transpose_b=True>"
    assert repr(ops.Add()) == "Prim[Add]"
    assert repr(ops.ReduceSum(keep_dims=True)) == "Prim[ReduceSum]<keep_dims=True, skip_mode=False>"


def test_getnext_repr_as_printing_md():
    op = ops.GetNext([ms.float32], [(2, 3)], 1, "queue")
    assert repr(op) == ("Prim[GetNext]<types=[mindspore.float32], shapes=[(2, 3)], output_num=1, "
                        "shared_name=queue>")
    with pytest.raises(RuntimeError, match="not supported yet"):
        op()


def test_attrs_name_and_attribute_access():
    op = ops.Softmax(axis=0)
    assert op.name == "Softmax"
    assert op.attrs == {"axis": 0}
    assert op.axis == 0
    op.add_prim_attr("extra", 3)
    assert op.extra == 3 and op.attrs["extra"] == 3
    op.del_prim_attr("extra")
    assert "extra" not in op.attrs and not hasattr(op, "extra")
    op.init_prim_io_names(inputs=["x"], outputs=["y"])
    assert repr(op) == "Prim[Softmax]<axis=0>"  # io names hidden
    assert op.set_prim_instance_name("sm") is op and op.instance_name == "sm"


def test_prim_attr_register_records_defaults_and_kwargs():
    class Scale(Primitive):
        @prim_attr_register
        def __init__(self, factor=2.0, mode="mul"):
            self.seen = (factor, mode)

    s = Scale(mode="add")
    assert s.attrs == {"factor": 2.0, "mode": "add"}
    assert s.seen == (2.0, "add")
    assert s.name == "Scale"
    assert repr(s) == "Prim[Scale]<factor=2.0, mode=add>"


def test_base_primitive_call_is_a_clear_error():
    with pytest.raises(RuntimeError, match="not supported yet"):
        Primitive("Foo")(Tensor(1.0))


def test_primitive_with_infer_uses_infer_value():
    class AddOne(PrimitiveWithInfer):
        @prim_attr_register
        def __init__(self):
            pass

        def infer_value(self, x):
            return x + 1

    assert AddOne()(2) == 3

    class NoValue(PrimitiveWithInfer):
        @prim_attr_register
        def __init__(self):
            pass

    with pytest.raises(RuntimeError):
        NoValue()(1)


def test_primitive_with_check_runs_checks():
    class Twice(PrimitiveWithCheck):
        @prim_attr_register
        def __init__(self):
            pass

        def check_shape(self, shape):
            if len(shape) != 1:
                raise ValueError("1-D only")

        def infer_value(self, x):
            return x * 2

    assert Twice()(Tensor([1.0])).asnumpy().tolist() == [2.0]
    with pytest.raises(ValueError, match="1-D only"):
        Twice()(Tensor([[1.0]]))


def test_constexpr_eager_and_class_form():
    @constexpr
    def double(x):
        return 2 * x

    assert double(4) == 8
    assert isinstance(double, Primitive)

    @constexpr(get_instance=False, name="triple")
    def triple(x):
        return 3 * x

    assert isinstance(triple, type)
    assert triple()(2) == 6
    assert triple().name == "triple"


def test_primitives_are_plain_objects_not_cells():
    import torch
    assert not isinstance(ops.MatMul(), torch.nn.Module)
