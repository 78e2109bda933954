"""mindspore.ops.primitive: prim_arg_register, prim_type and jit_context. Values recorded from MindSpore 2.10.0
CPU with the same classes and calls."""
from mindspore_compat import ops
from mindspore_compat.ops import Primitive, PrimitiveWithCheck, prim_arg_register
from mindspore_compat.ops.primitive import prim_type, jit_context


class _P(Primitive):
    @prim_arg_register
    def __init__(self, k=1, mode="a"):
        pass


class _MatMulX(PrimitiveWithCheck):
    @prim_arg_register
    def __init__(self, transpose_a=False, transpose_b=False):
        self.init_prim_io_names(inputs=["x1", "x2"], outputs=["output"])


def test_prim_arg_register():
    p = _P(3)
    assert str(p) == repr(p) == "Prim[_P]<k=3, mode=a>"
    assert p.attrs == {"k": 3, "mode": "a"} and p.init_attrs == {"k": 3, "mode": "a"}
    assert (p.k, p.name) == (3, "_P")
    m = _MatMulX(transpose_b=True)
    assert str(m) == "Prim[_MatMulX]<transpose_a=False, transpose_b=True>"
    assert m.attrs == {"transpose_a": False, "transpose_b": True, "input_names": ["x1", "x2"],
                       "output_names": ["output"]}
    assert m.init_attrs == {"transpose_a": False, "transpose_b": True}
    assert (m.transpose_b, m.name) == (True, "_MatMulX")
    assert ops.prim_arg_register is prim_arg_register


def test_prim_type_and_jit_context():
    members = [(repr(m), str(m), m.name, m.value, int(m)) for m in prim_type]
    assert members == [("<prim_type.unknown: 0>", "prim_type.unknown", "unknown", 0, 0),
                       ("<prim_type.builtin: 1>", "prim_type.builtin", "builtin", 1, 1),
                       ("<prim_type.py_infer_shape: 2>", "prim_type.py_infer_shape", "py_infer_shape", 2, 2),
                       ("<prim_type.user_custom: 3>", "prim_type.user_custom", "user_custom", 3, 3),
                       ("<prim_type.py_infer_check: 4>", "prim_type.py_infer_check", "py_infer_check", 4, 4)]
    # MindSpore 2.10 makes a new member object per call: equal, not identical
    assert prim_type.builtin == 1 and prim_type(2) == prim_type.py_infer_shape and prim_type(2) is not prim_type.py_infer_shape
    assert jit_context() is None
