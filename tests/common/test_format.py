"""Tensor text formatting against the outputs observed with MindSpore 2.10 (spec/printing.md §1, §2, §5)."""
import numpy as np
import pytest

from mindspore_compat.common._format import format_repr, format_str

f16, f32, f64 = np.float16, np.float32, np.float64
i8, i32, i64, u8 = np.int8, np.int32, np.int64, np.uint8


def a(data, dtype):
    return np.array(data, dtype=dtype)


# (values as MindSpore holds them, dtype name, expected text after "value=")
SCALARS = [
    (a(1.5, f32), "Float32", " 1.5"),
    (a(3, i64), "Int64", " 3"),
    (a(True, np.bool_), "Bool", " True"),
    (a(False, np.bool_), "Bool", " False"),
    (a(1.5, f16), "Float16", " 1.5"),
    (a(0.1, f32), "Float32", " 0.1"),
    (a(1 / 3, f32), "Float32", " 0.333333"),
    (a(100.0, f32), "Float32", " 100"),
    (a(-2.5, f32), "Float32", " -2.5"),
    (a(1e-10, f32), "Float32", " 1e-10"),
    (a(123456789.0, f32), "Float32", " 1.23457e+08"),
    (a(0.0, f32), "Float32", " 0"),
    (a(-0.0, f32), "Float32", " -0"),
    (a(1.0, f32), "Float32", " 1"),
    (a(4096.0, f32), "Float32", " 4096"),
    (a(65504.0, f32), "Float32", " 65504"),
    (a(1e6, f32), "Float32", " 1e+06"),
    (a(1e5, f32), "Float32", " 100000"),
    (a(12345.678, f32), "Float32", " 12345.7"),
    (a(2 ** 24, f32), "Float32", " 1.67772e+07"),
    (a(2.0 ** 127, f32), "Float32", " 1.70141e+38"),
    (a(2.0 ** 126, f32), "Float32", " 8.50706e+37"),
    (a(32768.0, f32), "Float32", " 32768"),
    (a(256.0, f32), "Float32", " 256"),
    (a(float("nan"), f32), "Float32", " nan"),
    (a(float("-inf"), f32), "Float32", " -inf"),
    (a(float("inf"), f32), "Float32", " inf"),
    (a(1e20, f32), "Float32", " 1e+20"),
    (np.asarray(np.float32(1e-7)), "Float32", " 1e-07"),
    (a(1 / 3, f64), "Float64", " 0.333333"),
    (a(1 / 3, f16), "Float16", " 0.333252"),
    (np.asarray(np.float16(0.1)), "Float16", " 0.0999756"),
    (a(225.0, f16), "Float16", " 225"),
    (a(2.5, f32), "BFloat16", " 2.5"),
    (a(225.0, f32), "Float32", " 225"),
    (a(104.04, f32), "Float32", " 104.04"),
    (a(104.03998, f32), "Float32", " 104.04"),
    (a(0.7574597, f32), "Float32", " 0.75746"),
]


@pytest.mark.parametrize("arr, dtype, value", SCALARS)
def test_repr_scalar(arr, dtype, value):
    assert format_repr(arr, dtype) == f"Tensor(shape=[], dtype={dtype}, value={value})"


VECTORS = [
    (a([1.0, 2.5, 3.0], f32), "Float32", "[ 1.00000000e+00,  2.50000000e+00,  3.00000000e+00]"),
    (a([1, 2, 3], i64), "Int64", "[1, 2, 3]"),
    (a([True, False], np.bool_), "Bool", "[ True, False]"),
    (a([1024.0], f32), "Float32", "[ 1.02400000e+03]"),
    (a([1.0], f32), "Float32", "[ 1.00000000e+00]"),
    (np.full((1,), np.finfo(f32).max, f32), "Float32", "[ 3.40282347e+38]"),
    (a([1e-8, 1e8], f32), "Float32", "[ 9.99999994e-09,  1.00000000e+08]"),
    (a([np.inf, -np.inf, np.nan], f32), "Float32", "[            inf,            -inf,             nan]"),
    (a([1.0, 2.0], f16), "Float16", "[ 1.0000e+00,  2.0000e+00]"),
    (a([1 / 3, 2 / 3], f16), "Float16", "[ 3.3325e-01,  6.6650e-01]"),
    (a([1e-5, 123.0], f16), "Float16", "[ 1.0014e-05,  1.2300e+02]"),
    (a([1 / 3, 2 / 3], f64), "Float64", "[ 3.33333333e-01,  6.66666667e-01]"),
    (a([1.5, 2.0], f32), "BFloat16", "[1.5,   2]"),
    (a([1, 2], u8), "UInt8", "[1, 2]"),
    (a([255, 1], u8), "UInt8", "[255,   1]"),
    (a([-100, 5, 20], i32), "Int32", "[-100,    5,   20]"),
    (np.arange(-5, 10, dtype=i64), "Int64",
     "[-5, -4, -3, -2, -1,  0,  1,  2,  3,  4,  5,  6,  7,  8,  9]"),
    (a([1.5 + 2j], np.complex64), "Complex64", "[1.5+2j]"),
    (a([0] * 8, i32), "Int32", "[0, 0, 0, 0, 0, 0, 0, 0]"),
    (np.log(a([4.0], f32)), "Float32", "[ 1.38629436e+00]"),
]


@pytest.mark.parametrize("arr, dtype, value", VECTORS)
def test_repr_vector(arr, dtype, value):
    assert format_repr(arr, dtype) == f"Tensor(shape=[{arr.shape[0]}], dtype={dtype}, value= {value})"


MATRICES = [
    (np.ones([2, 3], f32), "Float32", """Tensor(shape=[2, 3], dtype=Float32, value=
[[ 1.00000000e+00,  1.00000000e+00,  1.00000000e+00],
 [ 1.00000000e+00,  1.00000000e+00,  1.00000000e+00]])"""),
    (np.arange(6, dtype=i64).reshape(2, 3), "Int64", """Tensor(shape=[2, 3], dtype=Int64, value=
[[0, 1, 2],
 [3, 4, 5]])"""),
    (a([[0.1, 0.2], [3.5, -4.25]], f32), "Float32", """Tensor(shape=[2, 2], dtype=Float32, value=
[[ 1.00000001e-01,  2.00000003e-01],
 [ 3.50000000e+00, -4.25000000e+00]])"""),
    (a([[1.5, -2.0]], f64), "Float64", """Tensor(shape=[1, 2], dtype=Float64, value=
[[ 1.50000000e+00, -2.00000000e+00]])"""),
    (a([[1, 200], [3, 4]], i32), "Int32", """Tensor(shape=[2, 2], dtype=Int32, value=
[[  1, 200],
 [  3,   4]])"""),
    (np.arange(12).reshape(3, 4) > 5, "Bool", """Tensor(shape=[3, 4], dtype=Bool, value=
[[False, False, False, False],
 [False, False,  True,  True],
 [ True,  True,  True,  True]])"""),
    (a([[True]], np.bool_), "Bool", """Tensor(shape=[1, 1], dtype=Bool, value=
[[ True]])"""),
    (a([[1.25, 2.5], [3.75, 4.0]], f32), "BFloat16", """Tensor(shape=[2, 2], dtype=BFloat16, value=
[[1.25,  2.5],
 [3.75,    4]])"""),
    (np.arange(24, dtype=f32).reshape(2, 3, 4), "Float32", """Tensor(shape=[2, 3, 4], dtype=Float32, value=
[[[ 0.00000000e+00,  1.00000000e+00,  2.00000000e+00,  3.00000000e+00],
  [ 4.00000000e+00,  5.00000000e+00,  6.00000000e+00,  7.00000000e+00],
  [ 8.00000000e+00,  9.00000000e+00,  1.00000000e+01,  1.10000000e+01]],
 [[ 1.20000000e+01,  1.30000000e+01,  1.40000000e+01,  1.50000000e+01],
  [ 1.60000000e+01,  1.70000000e+01,  1.80000000e+01,  1.90000000e+01],
  [ 2.00000000e+01,  2.10000000e+01,  2.20000000e+01,  2.30000000e+01]]])"""),
    (np.zeros([0, 3], f32), "Float32", "Tensor(shape=[0, 3], dtype=Float32, value=\n)"),
    (np.zeros([0], f32), "Float32", "Tensor(shape=[0], dtype=Float32, value= )"),
    # ForwardValueAndGrad docstring example pieces (§5)
    (a([[-1.0, -1.0]], f32), "Float32", """Tensor(shape=[1, 2], dtype=Float32, value=
[[-1.00000000e+00, -1.00000000e+00]])"""),
    (np.full([2, 2], -0.5, f32), "Float32", """Tensor(shape=[2, 2], dtype=Float32, value=
[[-5.00000000e-01, -5.00000000e-01],
 [-5.00000000e-01, -5.00000000e-01]])"""),
]


@pytest.mark.parametrize("arr, dtype, text", MATRICES)
def test_repr_nd(arr, dtype, text):
    assert format_repr(arr, dtype) == text


SUMMARISED = [
    (np.arange(14, dtype=f32).reshape(2, 7), "Float32", """Tensor(shape=[2, 7], dtype=Float32, value=
[[ 0.00000000e+00,  1.00000000e+00,  2.00000000e+00 ...  4.00000000e+00,  5.00000000e+00,  6.00000000e+00],
 [ 7.00000000e+00,  8.00000000e+00,  9.00000000e+00 ...  1.10000000e+01,  1.20000000e+01,  1.30000000e+01]])"""),
    (np.arange(14, dtype=i32).reshape(2, 7), "Int32", """Tensor(shape=[2, 7], dtype=Int32, value=
[[ 0,  1,  2 ...  4,  5,  6],
 [ 7,  8,  9 ... 11, 12, 13]])"""),
    (np.arange(21, dtype=i32).reshape(7, 3), "Int32", """Tensor(shape=[7, 3], dtype=Int32, value=
[[ 0,  1,  2],
 [ 3,  4,  5],
 [ 6,  7,  8],
 ...
 [12, 13, 14],
 [15, 16, 17],
 [18, 19, 20]])"""),
    (np.arange(8, dtype=i8).reshape(8, 1), "Int8", """Tensor(shape=[8, 1], dtype=Int8, value=
[[0],
 [1],
 [2],
 ...
 [5],
 [6],
 [7]])"""),
    (np.arange(48, dtype=i32).reshape(2, 8, 3), "Int32", """Tensor(shape=[2, 8, 3], dtype=Int32, value=
[[[ 0,  1,  2],
  [ 3,  4,  5],
  [ 6,  7,  8],
  ...
  [15, 16, 17],
  [18, 19, 20],
  [21, 22, 23]],
 [[24, 25, 26],
  [27, 28, 29],
  [30, 31, 32],
  ...
  [39, 40, 41],
  [42, 43, 44],
  [45, 46, 47]]])"""),
    (np.arange(2000, dtype=f32).reshape(40, 50), "Float32", """Tensor(shape=[40, 50], dtype=Float32, value=
[[ 0.00000000e+00,  1.00000000e+00,  2.00000000e+00 ...  4.70000000e+01,  4.80000000e+01,  4.90000000e+01],
 [ 5.00000000e+01,  5.10000000e+01,  5.20000000e+01 ...  9.70000000e+01,  9.80000000e+01,  9.90000000e+01],
 [ 1.00000000e+02,  1.01000000e+02,  1.02000000e+02 ...  1.47000000e+02,  1.48000000e+02,  1.49000000e+02],
 ...
 [ 1.85000000e+03,  1.85100000e+03,  1.85200000e+03 ...  1.89700000e+03,  1.89800000e+03,  1.89900000e+03],
 [ 1.90000000e+03,  1.90100000e+03,  1.90200000e+03 ...  1.94700000e+03,  1.94800000e+03,  1.94900000e+03],
 [ 1.95000000e+03,  1.95100000e+03,  1.95200000e+03 ...  1.99700000e+03,  1.99800000e+03,  1.99900000e+03]])"""),
    # TrainOneStepCell(return_grad=True) weight gradient (§5)
    (np.full([16, 10], 2.99999976, f32), "Float32", "Tensor(shape=[16, 10], dtype=Float32, value=\n["
     + ",\n ...\n ".join([",\n ".join(["[ 2.99999976e+00,  2.99999976e+00,  2.99999976e+00 ...  2.99999976e+00,"
                                        "  2.99999976e+00,  2.99999976e+00]"] * 3)] * 2) + "])"),
    (a(np.arange(1001), f32), "Float32", "Tensor(shape=[1001], dtype=Float32, value= [ 0.00000000e+00,  "
     "1.00000000e+00,  2.00000000e+00 ...  9.98000000e+02,  9.99000000e+02,  1.00000000e+03])"),
    (np.arange(1001, dtype=i32), "Int32", "Tensor(shape=[1001], dtype=Int32, value= [   0,    1,    2 ...  998,  999, 1000])"),
    (np.arange(2000, dtype=f32), "Float32", "Tensor(shape=[2000], dtype=Float32, value= [ 0.00000000e+00,  "
     "1.00000000e+00,  2.00000000e+00 ...  1.99700000e+03,  1.99800000e+03,  1.99900000e+03])"),
]


@pytest.mark.parametrize("arr, dtype, text", SUMMARISED)
def test_repr_summarised(arr, dtype, text):
    assert format_repr(arr, dtype) == text


WRAPPED = [
    (np.arange(13, dtype=f16), "Float16", "Tensor(shape=[13], dtype=Float16, value= [ 0.0000e+00,  1.0000e+00,  "
     "2.0000e+00,  3.0000e+00,  4.0000e+00,  5.0000e+00,  6.0000e+00,  7.0000e+00,  8.0000e+00,  9.0000e+00,  "
     "1.0000e+01,  1.1000e+01, \n  1.2000e+01])"),
    (np.arange(30, dtype=i32), "Int32", "Tensor(shape=[30], dtype=Int32, value= [ 0,  1,  2,  3,  4,  5,  6,  7,  8,  "
     "9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, \n 24, 25, 26, 27, 28, 29])"),
    (np.arange(15) % 2 == 0, "Bool", "Tensor(shape=[15], dtype=Bool, value= [ True, False,  True, False,  True, False,  "
     "True, False,  True, False,  True, False, \n  True, False,  True])"),
]


@pytest.mark.parametrize("arr, dtype, text", WRAPPED)
def test_repr_wrapped(arr, dtype, text):
    assert format_repr(arr, dtype) == text


def test_repr_exact_multiple_of_wrap():
    floats = format_repr(np.arange(12, dtype=f32), "Float32")
    assert floats.startswith("Tensor(shape=[12], dtype=Float32, value= [ 0.00000000e+00,  1.00000000e+00, ")
    assert floats.endswith(",  1.10000000e+01\n ])")
    assert floats.count("e+") == 12 and floats.count("\n") == 1
    assert format_repr(np.arange(24, dtype=i32), "Int32") == (
        "Tensor(shape=[24], dtype=Int32, value= [ 0,  1,  2,  3,  4,  5,  6,  7,  8,  9, 10, 11, "
        "12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23\n ])")
    bools = format_repr(np.arange(12) % 2 == 0, "Bool")
    assert bools == "Tensor(shape=[12], dtype=Bool, value= [" + ", ".join([" True", "False"] * 6) + "\n ])"


def test_repr_1000_elements_printed_in_full():
    text = format_repr(np.arange(1000, dtype=f32), "Float32")
    lines = text.split("\n")
    assert len(lines) == 84
    assert lines[0].startswith("Tensor(shape=[1000], dtype=Float32, value= [ 0.00000000e+00,  1.00000000e+00, ")
    assert lines[0].endswith(",  1.10000000e+01, ")
    assert lines[1].startswith("  1.20000000e+01, ")
    assert all(line.count("e+") == 12 for line in lines[:83])
    assert lines[-1] == "  9.96000000e+02,  9.97000000e+02,  9.98000000e+02,  9.99000000e+02])"


def test_repr_containers_section5():
    items = (format_repr(a(1.0, f32), "Float32"), format_repr(a([1, 2], i64), "Int64"))
    assert "(%s, %s)" % items == (
        "(Tensor(shape=[], dtype=Float32, value= 1), Tensor(shape=[2], dtype=Int64, value= [1, 2]))")
    assert format_repr(a([1.0, 2.0], f32), "Float32") == (
        "Tensor(shape=[2], dtype=Float32, value= [ 1.00000000e+00,  2.00000000e+00])")


STRS = [
    (a(1.5, f32), "Float32", "1.5"),
    (a(3, i64), "Int64", "3"),
    (a(True, np.bool_), "Bool", "True"),
    (a(1 / 3, f32), "Float32", "0.33333334"),
    (a(123456789.0, f32), "Float32", "123456790.0"),
    (a(2 ** 24, f32), "Float32", "16777216.0"),
    (a(1 / 3, f16), "Float16", "0.3333"),
    (a(1.0, f32), "Float32", "1.0"),
    (a(1e20, f32), "Float32", "1e+20"),
    (a(1e-5, f64), "Float64", "1e-05"),
    (a(60000.0, f16), "Float16", "60000.0"),
    (a(float("nan"), f32), "Float32", "nan"),
    (a(float("-inf"), f32), "Float32", "-inf"),
    (a([1.0, 2.5, 3.0], f32), "Float32", "[1.  2.5 3. ]"),
    (a([1, 2, 3], i64), "Int64", "[1 2 3]"),
    (a([True, False], np.bool_), "Bool", "[ True False]"),
    (a([1024], f32), "Float32", "[1024.]"),
    (np.full((1,), np.finfo(f32).max, f32), "Float32", "[3.4028235e+38]"),
    (np.ones([2, 3], f32), "Float32", "[[1. 1. 1.]\n [1. 1. 1.]]"),
    (a([[0.1, 0.2], [3.5, -4.25]], f32), "Float32", "[[ 0.1   0.2 ]\n [ 3.5  -4.25]]"),
    (a([np.inf, -np.inf, np.nan], f32), "Float32", "[ inf -inf  nan]"),
    (np.arange(2000, dtype=f32), "Float32",
     "[0.000e+00 1.000e+00 2.000e+00 ... 1.997e+03 1.998e+03 1.999e+03]"),
    (a([[1.5, 2.0], [3.0, 4.25]], f32), "BFloat16", "[[1.500000 2.000000]\n [3.000000 4.250000]]"),
    (a(2.5, f32), "BFloat16", "2.500000"),
    (np.arange(12, dtype=f32).reshape(4, 3), "Float32",
     "[[ 0.  1.  2.]\n [ 3.  4.  5.]\n [ 6.  7.  8.]\n [ 9. 10. 11.]]"),
]


@pytest.mark.parametrize("arr, dtype, text", STRS)
def test_str(arr, dtype, text):
    assert format_str(arr, dtype) == text


def test_str_honours_printoptions_repr_does_not():
    arr = a([1 / 3, 2 / 3], f32)
    with np.printoptions(precision=3):
        assert format_str(arr, "Float32") == "[0.333 0.667]"
        assert format_repr(arr, "Float32") == (
            "Tensor(shape=[2], dtype=Float32, value= [ 3.33333343e-01,  6.66666687e-01])")
