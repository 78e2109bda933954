"""Kernel registration records (ops.op_info_register) and debug implementations (ops.vm_impl_registry).

Every expected dict, message and result below was recorded from MindSpore 2.10.0 CPU with the same calls.
"""
import logging

import numpy as np
import pytest

import mindspore_compat as ms
from mindspore_compat import ops
from mindspore_compat.ops import (TBERegOp, AiCPURegOp, CustomRegOp, DataType, AkgGpuRegOp, CpuRegOp,
                                  op_info_register, custom_info_register, get_vm_impl_fn, vm_impl_registry)


def test_tbe_record_has_every_field_in_mindspore_order():
    info = (TBERegOp("Mine").fusion_type("ELEMWISE").async_flag(True).binfile_name("m.so").compute_cost(7)
            .kernel_name("mk").partial_flag(True).op_pattern("broadcast").need_check_supported(True)
            .dynamic_shape(True).dynamic_rank_support(True).dynamic_compile_static(True)
            .attr("axis", "required", "int", "all", "0").input(0, "a", False, "required", "all", "optional")
            .output(0, "b", True, "required", "all").real_input_index([0]).input_to_attr_index([1])
            .unknown_shape_formats(["ND", "ND"]).reshape_type("NC").is_dynamic_format(True)
            .dtype_format(DataType.F32_5HD, DataType.BF16_Default).get_op_info())
    assert repr(info) == (
        "{'op_name': 'Mine', 'inputs': [{'index': 0, 'name': 'a', 'needCompile': False, 'paramType': 'required', "
        "'shape': 'all', 'valueDepend': 'optional'}], 'outputs': [{'index': 0, 'name': 'b', 'need_compile': True, "
        "'paramType': 'required', 'shape': 'all'}], 'attr': [{'name': 'axis', 'paramType': 'required', 'type': "
        "'int', 'value': 'all', 'defaultValue': '0'}], 'fusion_type': 'ELEMWISE', 'dtype_format': [(('float32', "
        "'NC1HWC0'), ('bfloat16', 'DefaultFormat'))], 'imply_type': 'TBE', 'async_flag': True, 'binfile': 'm.so', "
        "'compute_cost': 7, 'kernel': 'mk', 'partial_flag': True, 'reshape_type': 'NC', 'dynamicRankSupport': True, "
        "'dynamicShapeSupport': True, 'dynamicCompileStatic': True, 'needCheckSupport': True, 'dynamicFormat': "
        "True, 'op_pattern': 'broadcast', 'real_input_index': [0], 'input_to_attr_index': [1], "
        "'unknown_shape_formats': [['ND', 'ND']]}")
    assert list(TBERegOp("A").get_op_info())[-3:] == ["real_input_index", "input_to_attr_index",
                                                       "unknown_shape_formats"]


def test_akg_cpu_custom_and_aicpu_records():
    assert AkgGpuRegOp("G").input(0, "x", "required", extra=1).output(0, "y").attr("k", "optional", "float") \
        .get_op_info() == {'op_name': 'G', 'inputs': [{'index': 0, 'name': 'x', 'paramType': 'required', 'extra': 1}],
                           'outputs': [{'index': 0, 'name': 'y'}],
                           'attr': [{'name': 'k', 'paramType': 'optional', 'type': 'float'}], 'fusion_type': '',
                           'dtype_format': [], 'imply_type': 'AKG', 'processor': 'CUDA'}
    assert CpuRegOp("C").input(1, "x").output(0, "y", "required").attr("n", "int", "3") \
        .dtype_format(DataType.I64_Default_Tuple, DataType.C64_Default).get_op_info() == {
            'op_name': 'C', 'inputs': [{'index': 1, 'name': 'x'}],
            'outputs': [{'index': 0, 'name': 'y', 'paramType': 'required'}],
            'attr': [{'name': 'n', 'type': 'int', 'value': '3'}], 'fusion_type': '',
            'dtype_format': [(('int64', 'DefaultFormat', 'tuple'), ('complex64', 'DefaultFormat'))],
            'imply_type': 'CPU'}
    assert CustomRegOp("K").input(0, "x", None).output(0, "y").target(None).get_op_info() == {
        'op_name': 'K', 'inputs': [{'index': 0, 'name': 'x'}],
        'outputs': [{'index': 0, 'name': 'y', 'paramType': 'required'}], 'attr': [], 'fusion_type': '',
        'dtype_format': [], 'target': None}
    assert CustomRegOp().get_op_info() == {'op_name': 'Custom', 'inputs': [], 'outputs': [], 'attr': [],
                                           'fusion_type': '', 'dtype_format': [], 'target': 'UnKnown'}
    assert AiCPURegOp("B").attr("axis", "int").get_op_info() == {
        'op_name': 'B', 'inputs': [], 'outputs': [], 'attr': [{'name': 'axis', 'type': 'int'}], 'fusion_type': '',
        'dtype_format': [], 'imply_type': 'AiCPU'}


def test_data_type_constants():
    assert (DataType.None_None, DataType.F16_None, DataType.BOOL_Default_Tuple, DataType.I8_Default_List,
            DataType.C64_Default_Tuple, DataType.F32_FracZNLSTM, DataType.U8_NC1HWC0) == (
        ('', ''), ('float16', ''), ('bool', 'DefaultFormat', 'tuple'), ('int8', 'DefaultFormat', 'list'),
        ('complex64', 'DefaultFormat', 'tuple'), ('float32', 'FRACTAL_ZN_LSTM'), ('uint8', 'NC1HWC0'))
    names = [n for n in vars(DataType) if not n.startswith("_")]
    assert len(names) == 204 and not hasattr(DataType, "C64_Default_List") and not hasattr(DataType, "I16_NCDHW")


@pytest.mark.parametrize("build, kind, message", [
    (lambda: CustomRegOp(5), ValueError, "op name value must be string"),
    (lambda: CustomRegOp("  "), ValueError, "op name is empty"),
    (lambda: CustomRegOp().input("0"), TypeError, "0 value must be int"),
    (lambda: CustomRegOp().dtype_format(DataType.F32_Default), ValueError,
     "The size of 'args' must be equal to the sum of input tensors and output tensors, but got 1 vs 0"),
    (lambda: TBERegOp("A").input(0, "x", value_depend="bad"), ValueError,
     "Operator A input0's value_depend's value (bad) is not in ('ignored', 'optional', 'required')."),
    (lambda: CustomRegOp().target(3), TypeError, "3 value must be str"),
    (lambda: TBERegOp("A").real_input_index((1,)), TypeError, "(1,) value must be list"),
    (lambda: CustomRegOp().input(0, "x").dtype_format(("float32",)), ValueError,
     "dtype and format value must be tuple of two or three elements"),
    (lambda: CustomRegOp().input(0, "x").dtype_format(("float32", 1)), TypeError, "1 value must be str"),
])
def test_builder_errors(build, kind, message):
    with pytest.raises(kind) as info:
        build()
    assert str(info.value) == message


def test_op_info_register_wraps_and_checks():
    record = AiCPURegOp("FixbNeg").input(0, "x").output(0, "y") \
        .dtype_format(DataType.F32_Default, DataType.F32_Default).get_op_info()

    @op_info_register(record)
    def impl():
        return 5
    assert impl() == 5 and impl.__name__ == "wrapped_function"
    with pytest.raises(TypeError, match=r"^The type of 'op_info' should be 'str', but got type 'int'\.$"):
        op_info_register(5)(impl)
    with pytest.raises(ValueError, match=r'^Invalid op info .*:\n\{"op_name": "X", "imply_type": "Foo"\}\n$'):
        op_info_register({"op_name": "X", "imply_type": "Foo"})(impl)


def test_unreadable_record_is_logged_not_raised(caplog):
    with caplog.at_level(logging.ERROR, logger="mindspore"):
        wrapped = op_info_register("not json")(lambda: 1)
    assert wrapped() == 1 and "could not be read" in caplog.text


def test_custom_info_register_and_custom_reg_info():
    record = CustomRegOp().input(0, "x").output(0, "y") \
        .dtype_format(DataType.F32_Default, DataType.F32_Default).target("CPU").get_op_info()

    @custom_info_register(record, "second")
    def plus_one(x):
        return x + 1
    assert plus_one(1) == 2 and plus_one.reg_info == (record, "second") and plus_one.__name__ == "plus_one"
    op = ops.Custom(plus_one, out_shape=lambda x: x, out_dtype=lambda x: x, func_type="pyfunc", reg_info=record)
    assert op(ms.Tensor(np.array([1.0, 2.0], np.float32))).asnumpy().tolist() == [2.0, 3.0]


def test_vm_impl_registry_by_class_and_name():
    class FixbTwice(ops.PrimitiveWithInfer):
        @ops.prim_attr_register
        def __init__(self):
            """A primitive used only as a registry key."""

    @vm_impl_registry.register(FixbTwice)
    def _factory(prim):
        return lambda x: (type(prim).__name__, x * 2)
    assert get_vm_impl_fn(FixbTwice())(4) == ("FixbTwice", 8)
    assert get_vm_impl_fn("FixbTwice")(4) == ("str", 8)
    assert "FixbTwice" in vm_impl_registry and id(FixbTwice) in vm_impl_registry
    assert get_vm_impl_fn("FixbNothingRegistered") is None


def test_kernel_runs_the_dsl_function_on_numpy():
    from mindspore_compat.ops import kernel

    @kernel
    def act(a):
        out = allocate(a.shape, a.dtype)  # noqa: F821 -- DSL intrinsics are bound by the decorator
        for i, j in grid(a.shape):  # noqa: F821
            out[i, j] = erf(a[i, j]) + rsqrt(a[i, j] + 2.0) + ceil_div(7, 2) + power(a[i, j], 2.0)  # noqa: F821
        return out
    # recorded from MindSpore 2.10.0 CPU (same function and input)
    np.testing.assert_allclose(act(np.array([[0.3, -1.2], [2.5, 0.0]], np.float32)),
                               [[5.078007, 5.64772], [11.720998, 4.7071066]], rtol=1e-6)
    assert act.__name__ == "act"
    marked = kernel(reg_info=(CustomRegOp().get_op_info(),), compile_attrs={"k": 1})(lambda x: x)
    assert marked.compile_attrs == '{"k": 1}' and marked.reg_info[0]["target"] == "UnKnown"
    with pytest.raises(TypeError, match=r"^The input 'compile_attrs' of @kernel must be a dict, but get a <class "
                                        r"'list'>$"):
        kernel(compile_attrs=[1])
    with pytest.raises(TypeError, match=r"^The key of 'compile_attrs' of @kernel must be a str, but get a <class "
                                        r"'int'>$"):
        kernel(compile_attrs={1: 2})
    with pytest.raises(TypeError, match=r"^The input 'reg_info' of @kernel should be one of str, dict and tuple, "
                                        r"but get a <class 'list'>$"):
        kernel(reg_info=[1])
