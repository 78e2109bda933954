"""mindspore.common.dtype: names, printing (spec/printing.md §4), conversions, and the backend dtype table."""
import copy
import pickle

import ml_dtypes
import numpy as np
import pytest
import torch

import mindspore_compat as ms
from mindspore_compat.common import dtype as mstype
from mindspore_compat.common.tensor import Tensor
from mindspore_compat._backend import dtype_map



# (dtype, str, repr) — printing.md §4
PRINTED = [
    (mstype.float16, "Float16", "mindspore.float16"), (mstype.float32, "Float32", "mindspore.float32"),
    (mstype.float64, "Float64", "mindspore.float64"), (mstype.bfloat16, "BFloat16", "mindspore.bfloat16"),
    (mstype.int8, "Int8", "mindspore.int8"), (mstype.int16, "Int16", "mindspore.int16"),
    (mstype.int32, "Int32", "mindspore.int32"), (mstype.int64, "Int64", "mindspore.int64"),
    (mstype.uint8, "UInt8", "mindspore.uint8"), (mstype.uint16, "UInt16", "mindspore.uint16"),
    (mstype.uint32, "UInt32", "mindspore.uint32"), (mstype.uint64, "UInt64", "mindspore.uint64"),
    (mstype.bool_, "Bool", "mindspore.bool"), (mstype.complex64, "Complex64", "mindspore.complex64"),
    (mstype.complex128, "Complex128", "mindspore.complex128"),
]


@pytest.mark.parametrize("dt, s, r", PRINTED)
def test_str_and_repr(dt, s, r):
    assert str(dt) == s
    assert repr(dt) == r
    assert f"{dt}" == s


def test_print_in_containers():
    t = Tensor(1.0)
    assert str(t.dtype) == "Float32"
    assert str([t.dtype]) == "[mindspore.float32]"
    assert str((ms.int8, ms.bool_)) == "(mindspore.int8, mindspore.bool)"


# repr of the aliases and generic types, from the 2.10 manifest ('mindspore' namespace)
MANIFEST_REPR = {
    "bfloat16": "mindspore.bfloat16", "bool_": "mindspore.bool", "byte": "mindspore.int8",
    "cdouble": "mindspore.complex128", "cfloat": "mindspore.complex64", "complex128": "mindspore.complex128",
    "complex64": "mindspore.complex64", "double": "mindspore.float64", "float16": "mindspore.float16",
    "float32": "mindspore.float32", "float64": "mindspore.float64", "float8_e4m3fn": "mindspore.float8_e4m3fn",
    "float8_e5m2": "mindspore.float8_e5m2", "float_": "mindspore.float", "half": "mindspore.float16",
    "hifloat8": "mindspore.hifloat8", "int16": "mindspore.int16", "int32": "mindspore.int32",
    "int64": "mindspore.int64", "int8": "mindspore.int8", "int_": "mindspore.int", "intc": "mindspore.int32",
    "intp": "mindspore.int64", "list_": "mindspore.list_", "long": "mindspore.int64", "number": "mindspore.number",
    "qint4x2": "mindspore.int4", "short": "mindspore.int16", "single": "mindspore.float32",
    "string": "mindspore.string_", "tensor_type": "mindspore.tensor", "tuple_": "mindspore.tuple_",
    "type_none": "mindspore.type_none", "ubyte": "mindspore.uint8", "uint": "mindspore.uint",
    "uint16": "mindspore.uint16", "uint32": "mindspore.uint32", "uint64": "mindspore.uint64",
    "uint8": "mindspore.uint8", "uintc": "mindspore.uint32", "uintp": "mindspore.uint64",
    "ushort": "mindspore.uint16", "_null": "mindspore.Null",
}


@pytest.mark.parametrize("name", sorted(MANIFEST_REPR))
def test_manifest_reprs(name):
    assert repr(getattr(mstype, name)) == MANIFEST_REPR[name]
    assert getattr(ms, name) is getattr(mstype, name)


def test_aliases_are_the_same_objects():
    assert ms.float32 is mstype.float32 is mstype.single
    assert mstype.half is mstype.float16 and mstype.double is mstype.float64
    assert mstype.intc is mstype.int32 and mstype.long is mstype.int64 and mstype.byte is mstype.int8
    assert mstype.float_ is not mstype.float32 and str(mstype.float_) == "Float"
    assert str(mstype.int_) == "Int" and str(mstype.uint) == "UInt"
    assert Tensor(1.0).dtype == ms.float32 and Tensor(1.0).dtype is ms.float32


def test_equality_hash_and_types():
    assert mstype.float32 == mstype.float32 and mstype.float32 != mstype.float16
    assert len({mstype.float32, mstype.single, mstype.float16}) == 2
    assert isinstance(mstype.float32, mstype.Float) and isinstance(mstype.int8, mstype.Int)
    assert isinstance(mstype.uint8, mstype.UInt) and isinstance(mstype.bool_, mstype.Bool)
    assert isinstance(mstype.bfloat16, mstype.BFloat) and isinstance(mstype.float32, mstype.Type)
    assert mstype.float32 in mstype.float_type and mstype.int32 in mstype.int_type
    assert mstype.bfloat16 in mstype.float_type and mstype.uint8 in mstype.uint_type
    assert mstype.float32 in mstype.number_type and mstype.bool_ not in mstype.number_type


def test_pickle_and_copy_keep_identity():
    for dt in (mstype.float32, mstype.bool_, mstype.bfloat16, mstype.float_):
        assert pickle.loads(pickle.dumps(dt)) is dt
        assert copy.deepcopy(dt) is dt


def test_tensor_type():
    tt = mstype.TensorType(mstype.float32)
    assert str(tt) == "Tensor[Float32]"
    assert tt == mstype.TensorType(mstype.float32) and tt != mstype.TensorType(mstype.int32)
    assert str(mstype.tensor_type) == "Tensor"


@pytest.mark.parametrize("dt, np_type", [
    (mstype.bool_, np.bool_), (mstype.int8, np.int8), (mstype.int16, np.int16), (mstype.int32, np.int32),
    (mstype.int64, np.int64), (mstype.uint8, np.uint8), (mstype.uint16, np.uint16), (mstype.uint32, np.uint32),
    (mstype.uint64, np.uint64), (mstype.float16, np.float16), (mstype.float32, np.float32),
    (mstype.float64, np.float64), (mstype.complex64, np.complex64), (mstype.complex128, np.complex128),
    (mstype.bfloat16, ml_dtypes.bfloat16),
])
def test_dtype_to_nptype(dt, np_type):
    assert mstype.dtype_to_nptype(dt) is np_type


def test_dtype_to_nptype_rejects_non_numeric():
    with pytest.raises(TypeError):
        mstype.dtype_to_nptype(mstype.string)


@pytest.mark.parametrize("obj, dt", [
    (bool, mstype.bool_), (int, mstype.int64), (float, mstype.float64), (complex, mstype.complex128),
    (str, mstype.string), (list, mstype.list_), (tuple, mstype.tuple_), (type(None), mstype.type_none),
    (np.int32, mstype.int32), (np.float16, mstype.float16), (np.bool_, mstype.bool_), (np.uint8, mstype.uint8),
    (np.dtype("float32"), mstype.float32), (mstype.int8, mstype.int8),
])
def test_pytype_to_dtype(obj, dt):
    assert mstype.pytype_to_dtype(obj) is dt


def test_pytype_to_dtype_errors():
    with pytest.raises(TypeError, match="must be a python type object"):
        mstype.pytype_to_dtype(3)
    with pytest.raises(NotImplementedError, match="cannot be converted to MindSpore type"):
        mstype.pytype_to_dtype(dict)


@pytest.mark.parametrize("dt, py", [
    (mstype.bool_, bool), (mstype.int8, int), (mstype.uint64, int), (mstype.float16, float),
    (mstype.bfloat16, float), (mstype.float_, float), (mstype.int_, int), (mstype.complex64, complex),
    (mstype.string, str), (mstype.list_, list), (mstype.type_none, type(None)),
])
def test_dtype_to_pytype(dt, py):
    assert mstype.dtype_to_pytype(dt) is py


def test_get_py_obj_dtype():
    assert mstype.get_py_obj_dtype(1) is mstype.int64
    assert repr(mstype.get_py_obj_dtype(1)) == "mindspore.int64"
    assert mstype.get_py_obj_dtype(1.5) is mstype.float64
    assert mstype.get_py_obj_dtype(True) is mstype.bool_
    assert mstype.get_py_obj_dtype(float) is mstype.float64
    assert mstype.get_py_obj_dtype(Tensor([1], mstype.int32)) == mstype.TensorType(mstype.int32)
    assert mstype.get_py_obj_dtype(lambda: 0) is mstype.function
    assert mstype.get_py_obj_dtype(mstype.float32) is mstype.type_type


def test_quant_dtype():
    assert str(mstype.QuantDtype.INT8) == "INT8"
    assert mstype.QuantDtype.INT8.value() == 7
    assert mstype.QuantDtype.UINT16.value() == 115
    assert len(mstype.QuantDtype) == 32


def test_implicit_conversion_seq_order():
    seq = mstype.implicit_conversion_seq
    order = [mstype.bool_, mstype.int8, mstype.uint8, mstype.int16, mstype.int32, mstype.int64, mstype.float16,
             mstype.float32, mstype.float64, mstype.bfloat16, mstype.complex64, mstype.complex128]
    assert [seq[t] for t in order] == list(range(len(order)))


# ----- backend table ------------------------------------------------------------------------------------------------
def test_dtype_map_round_trip():
    for ms_t, torch_t in dtype_map._MS_TO_TORCH.items():
        assert dtype_map.to_torch(ms_t) is torch_t
        assert dtype_map.from_torch(torch_t) is ms_t


def test_dtype_map_generic_and_errors():
    assert dtype_map.to_torch(mstype.float_) is torch.float32
    with pytest.raises(TypeError, match="mindspore.float32"):
        dtype_map.to_torch("float32")
    with pytest.raises(TypeError, match="not supported"):
        dtype_map.to_torch(mstype.hifloat8)


@pytest.mark.parametrize("np_dtype, dt", [
    (np.float32, mstype.float32), (np.float64, mstype.float64), (np.int32, mstype.int32), (np.bool_, mstype.bool_),
    (np.uint16, mstype.uint16), (ml_dtypes.bfloat16, mstype.bfloat16), (np.complex64, mstype.complex64),
])
def test_np_to_ms(np_dtype, dt):
    assert dtype_map.np_to_ms(np_dtype) is dt


def test_np_to_ms_rejects_strings_and_objects():
    for bad in (np.str_, object):
        with pytest.raises(TypeError, match="not supported"):
            dtype_map.np_to_ms(bad)


def test_numpy_round_trip_bfloat16():
    arr = np.array([1.5, -2.25], dtype=ml_dtypes.bfloat16)
    t = dtype_map.from_numpy(arr)
    assert t.dtype is torch.bfloat16
    back = dtype_map.to_numpy(t)
    assert back.dtype == np.dtype(ml_dtypes.bfloat16)
    np.testing.assert_array_equal(back.astype(np.float32), [1.5, -2.25])


def test_module_doctests(run_doctests):
    result = run_doctests("mindspore_compat.common.dtype")
    assert result.attempted > 10 and result.failed == 0
