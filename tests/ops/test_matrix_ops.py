"""Banded-diagonal and small matrix operators of the registry (``ops/_op_def/matrix_def.py``).

Every expected value, dtype and exception message below was recorded from MindSpore 2.10.0 (CPU) on the same
inputs.
"""
import numpy as np
import pytest

import mindspore_compat as ms
from mindspore_compat import Tensor, ops

I32 = ms.int32
X3 = np.arange(1, 10).reshape(3, 3).astype(np.float32)


def _raises(exc, text, fn):
    with pytest.raises(exc) as info:
        fn()
    assert text in str(info.value)


def _i(v):
    return Tensor(v, I32)


# ----- MatrixDiagV3 / matrix_diag ------------------------------------------------------------------------------------
def test_matrix_diag_v3_values():
    band = Tensor([[8.0, 9.0, 10.0], [3.0, 4.0, 5.0]])
    expected = [[8, 0, 0, 0], [3, 9, 0, 0], [0, 4, 10, 0]]
    for align in ("RIGHT_LEFT", "LEFT_LEFT"):
        out = ops.MatrixDiagV3(align=align)(band, _i([-1, 0]), _i(3), _i(4), Tensor(0.0))
        np.testing.assert_array_equal(out.asnumpy(), expected)
    out = ops.MatrixDiagV3()(Tensor([1.0, 2.0]), _i(1), _i(-1), _i(-1), Tensor(0.0))
    np.testing.assert_array_equal(out.asnumpy(), [[0, 1, 0], [0, 0, 2], [0, 0, 0]])
    out = ops.MatrixDiagV3()(Tensor([1.0, 2.0]), _i(1), _i(4), _i(-1), Tensor(0.0))
    assert out.shape == (4, 3)
    out = ops.MatrixDiagV3()(Tensor([1, 2], I32), _i(0), _i(-1), _i(-1), Tensor(5, I32))
    assert out.dtype == I32 and out.asnumpy().tolist() == [[1, 5], [5, 2]]
    out = ops.MatrixDiagV3()(Tensor([[1.0, 2.0], [7.0, 8.0]]), _i([0, 1]), _i(2), _i(3), Tensor(-1.0))
    np.testing.assert_array_equal(out.asnumpy(), [[7, 1, -1], [-1, 8, 2]])


def test_matrix_diag_functional():
    out = ops.matrix_diag(Tensor([[1.0, 2.0], [3.0, 4.0]]))
    np.testing.assert_array_equal(out.asnumpy(), [[[1, 0], [0, 2]], [[3, 0], [0, 4]]])
    out = ops.matrix_diag(Tensor([[1.0, 2.0], [3.0, 4.0]]), k=1, padding_value=-1)
    np.testing.assert_array_equal(out.asnumpy(), [[[-1, 1, -1], [-1, -1, 2], [-1, -1, -1]],
                                                  [[-1, 3, -1], [-1, -1, 4], [-1, -1, -1]]])


def test_matrix_diag_v3_errors():
    _raises(ValueError, "For primitive[MatrixDiagV3], the size of 'k' must be in [1,2], but got 3.",
            lambda: ops.MatrixDiagV3()(Tensor([1.0]), _i([0, 1, 2]), _i(3), _i(4), Tensor(0.0)))
    _raises(ValueError, "For MatrixDiagV3, k[0] must not be greater than k[1], but got k[0] is 1, k[1] is 0.",
            lambda: ops.MatrixDiagV3()(Tensor([[1.0]]), _i([1, 0]), _i(3), _i(4), Tensor(0.0)))
    _raises(TypeError, "For 'MatrixDiagV3', the dtype of two args should be same, but the dtype of first arg "
            "Tensor[Float32] is not consistent with the dtype of second arg Tensor[Int32]",
            lambda: ops.MatrixDiagV3()(Tensor([1.0, 2.0]), _i(0), _i(-1), _i(-1), Tensor(0, I32)))
    _raises(ValueError, "For MatrixDiagV3, the number of rows is too small.",
            lambda: ops.MatrixDiagV3()(Tensor([1.0, 2.0]), _i(1), _i(1), _i(-1), Tensor(0.0)))
    _raises(ValueError, "For MatrixDiagV3, the input x_shape[-2] doesn't match with k value.",
            lambda: ops.MatrixDiagV3()(Tensor([[1.0, 2.0]]), _i([0, 1]), _i(-1), _i(-1), Tensor(0.0)))
    _raises(ValueError, "For 'MatrixDiagV3', the 'align' must be str and must be in '['LEFT_RIGHT', 'RIGHT_LEFT', "
            "'LEFT_LEFT', 'RIGHT_RIGHT']', but got 'X'.", lambda: ops.MatrixDiagV3(align="X"))
    _raises(ValueError, "but got 'up'.", lambda: ops.matrix_diag(Tensor([1.0, 2.0]), align="up"))
    _raises(TypeError, "For primitive[MatrixDiagV3], the input[1] should be a Tensor, but got Tuple[Int64*2].",
            lambda: ops.matrix_diag(Tensor([1.0, 2.0]), k=(0, 1)))
    _raises(TypeError, "For primitive[MatrixDiagV3], the input argument[k] must be a type of {Tensor[Int32]}, but "
            "got Tensor[Int64].", lambda: ops.matrix_diag(Tensor([[8.0, 9.0], [3.0, 4.0]]), k=Tensor([-1, 0])))


# ----- MatrixDiagPartV3 / matrix_diag_part ---------------------------------------------------------------------------
def test_matrix_diag_part_v3():
    x = Tensor(X3)
    np.testing.assert_array_equal(ops.MatrixDiagPartV3()(x, _i([0, 1]), Tensor(0.0)).asnumpy(),
                                  [[0, 2, 6], [1, 5, 9]])
    np.testing.assert_array_equal(ops.MatrixDiagPartV3(align="LEFT_LEFT")(x, _i([-1, 1]), Tensor(-7.0)).asnumpy(),
                                  [[2, 6, -7], [1, 5, 9], [4, 8, -7]])
    out = ops.matrix_diag_part(x, _i(1), Tensor(0.0))
    assert out.shape == (2,) and out.asnumpy().tolist() == [2.0, 6.0]
    _raises(TypeError, "For primitive[MatrixDiagPartV3], the input[1] should be a Tensor, but got Int64.",
            lambda: ops.matrix_diag_part(x, 1, 0.0))
    _raises(ValueError, "For primitive[MatrixDiagPartV3], the x rank must be greater than or equal to 2, but got 1.",
            lambda: ops.MatrixDiagPartV3()(Tensor([1.0, 2.0]), _i(0), Tensor(0.0)))
    _raises(ValueError, "For MatrixDiagPartV3, the value of k must be in (-x.shape[-2], x.shape[-1]), meaning the "
            "value of k must be in (-3, 3) in this case, but got 5.",
            lambda: ops.MatrixDiagPartV3()(x, _i(5), Tensor(0.0)))
    _raises(TypeError, "For primitive[MatrixDiagPartV3], the input argument[k] must be a type of {Tensor[Int32]}, "
            "but got Tensor[Int64].", lambda: ops.MatrixDiagPartV3()(x, Tensor(0, ms.int64), Tensor(0.0)))


# ----- MatrixSetDiagV3 / matrix_set_diag -----------------------------------------------------------------------------
def test_matrix_set_diag_v3():
    x = Tensor(X3)
    np.testing.assert_array_equal(ops.MatrixSetDiagV3()(x, Tensor([-1.0, -2.0, -3.0]), _i(0)).asnumpy(),
                                  [[-1, 2, 3], [4, -2, 6], [7, 8, -3]])
    np.testing.assert_array_equal(ops.matrix_set_diag(x, Tensor([-1.0, -2.0]), k=1).asnumpy(),
                                  [[1, -1, 3], [4, 5, -2], [7, 8, 9]])
    np.testing.assert_array_equal(
        ops.matrix_set_diag(x, Tensor([-1.0, -2.0]), k=_i(-1), align="LEFT_LEFT").asnumpy(),
        [[1, 2, 3], [-1, 5, 6], [7, -2, 9]])
    out = ops.MatrixSetDiagV3()(x, Tensor([1, 2, 3], I32), _i(0))
    assert out.dtype == ms.float32 and np.diag(out.asnumpy()).tolist() == [1.0, 2.0, 3.0]
    _raises(ValueError, "For MatrixSetDiagV3, diagonal.shape[-1] is not equal to max_diag_len calculated by "
            "min(x.shape[-2] + min(k[1], 0), x.shape[-1] + min(-k[0], 0)), which value is 3 in this case, but got "
            "diagonal.shape[-1]: 2 in this case.",
            lambda: ops.MatrixSetDiagV3()(x, Tensor([[-1.0, -2.0], [-3.0, -4.0]]), _i([0, 1])))
    _raises(ValueError, "For primitive[MatrixSetDiagV3], the x rank must be greater than or equal to 2, but got 1.",
            lambda: ops.MatrixSetDiagV3()(Tensor([1.0, 2.0]), Tensor([1.0]), _i(0)))
    _raises(ValueError, "For MatrixSetDiagV3, the value of k must be in (-x.shape[-2], x.shape[-1]), meaning the "
            "value of k must be in (-3, 3) in this case, but got 4.",
            lambda: ops.MatrixSetDiagV3()(x, Tensor([1.0]), _i(4)))
    _raises(TypeError, "For primitive[MatrixSetDiagV3], the input[2] should be a Tensor, but got Tuple[Int64*2].",
            lambda: ops.matrix_set_diag(x, Tensor([[-1.0, -2.0, 0.0], [-3.0, -4.0, -5.0]]), k=(0, 1)))


# ----- FillDiagonal / FillV2 -----------------------------------------------------------------------------------------
def test_fill_diagonal():
    out = ops.FillDiagonal(9.0)(Tensor(np.zeros((4, 3)), ms.float32))
    np.testing.assert_array_equal(out.asnumpy(), [[9, 0, 0], [0, 9, 0], [0, 0, 9], [0, 0, 0]])
    out = ops.FillDiagonal(9.0, wrap=True)(Tensor(np.zeros((7, 3)), ms.float32))
    np.testing.assert_array_equal(out.asnumpy(), [[9, 0, 0], [0, 9, 0], [0, 0, 9], [0, 0, 0], [9, 0, 0], [0, 9, 0],
                                                  [0, 0, 9]])
    out = ops.FillDiagonal(9.0)(Tensor(np.zeros((2, 2, 2)), ms.float32))
    np.testing.assert_array_equal(out.asnumpy(), [[[9, 0], [0, 0]], [[0, 0], [0, 9]]])
    _raises(ValueError, "The primitive[FillDiagonal] argument [input_x] must be a Tensor whose dimension is greater "
            "than or equal to 2, but got its dimension [1].",
            lambda: ops.FillDiagonal(9.0)(Tensor(np.zeros((3,)), ms.float32)))
    _raises(ValueError, "The primitive[FillDiagonal] argument [input_x] must be a Tensor with the same size in all "
            "dimensions when its dimension is greater than 2",
            lambda: ops.FillDiagonal(9.0)(Tensor(np.zeros((2, 3, 2)), ms.float32)))
    _raises(TypeError, "For 'FillDiagonal', the type of 'fill_value' should be 'float', but got type 'int'.",
            lambda: ops.FillDiagonal(9))
    _raises(TypeError, "For 'FillDiagonal', the type of 'wrap' should be 'bool', but got type 'int'.",
            lambda: ops.FillDiagonal(9.0, wrap=1))


def test_fill_v2():
    for shape in (Tensor([2, 3], I32), (2, 3)):
        for value in (Tensor(1.5, ms.float32), Tensor([1.5], ms.float32)):
            out = ops.FillV2()(shape, value)
            assert out.dtype == ms.float32
            np.testing.assert_array_equal(out.asnumpy(), np.full((2, 3), 1.5))
    _raises(ValueError, "For primitive[FillV2], the size of the input [fill_value] must be equal to 1, but got 2.",
            lambda: ops.FillV2()(Tensor([2, 3], I32), Tensor([1.5, 2.0], ms.float32)))
    _raises(ValueError, "For primitive[FillV2], the the 1th dimension of input shape must be greater than or equal "
            "to 0, but got -3.", lambda: ops.FillV2()(Tensor([2, -3], I32), Tensor(1.5, ms.float32)))
    _raises(TypeError, "For primitive[FillV2], the input argument[shape] must be a type of {Tensor[Int32], "
            "Tensor[Int64]}, but got Tensor[Float32].",
            lambda: ops.FillV2()(Tensor([2.0, 3.0], ms.float32), Tensor(1.5, ms.float32)))
    _raises(TypeError, "For Primitive[FillV2], the type of input argument[y] must be Tensor but got Float32.",
            lambda: ops.FillV2()((2,), 1.5))


# ----- ConjugateTranspose / TridiagonalMatMul / CheckNumerics --------------------------------------------------------
def test_conjugate_transpose():
    x = Tensor(np.array([[1 + 2j, 3 - 1j], [0 + 1j, 2 + 0j]]).astype(np.complex64))
    out = ops.ConjugateTranspose()(x, (1, 0))
    assert out.dtype == ms.complex64
    np.testing.assert_array_equal(out.asnumpy(), [[1 - 2j, -1j], [3 + 1j, 2]])
    a = Tensor(np.arange(1, 7).reshape(2, 3).astype(np.float32))
    np.testing.assert_array_equal(ops.ConjugateTranspose()(a, (1, 0)).asnumpy(), [[1, 4], [2, 5], [3, 6]])
    z = Tensor(np.zeros((2, 3)), ms.float32)
    _raises(ValueError, "For 'ConjugateTranspose', the dimension of x 2 and perm 1 must be equal, but got the "
            "dimension of x 2 and perm 1 .", lambda: ops.ConjugateTranspose()(z, (0,)))
    _raises(ValueError, "For 'ConjugateTranspose', the value of perm must be different.",
            lambda: ops.ConjugateTranspose()(z, (0, 0)))
    _raises(TypeError, "For primitive[ConjugateTranspose], the input argument[perm] must be a type of "
            "{Tensor[Tuple]}, but got Tensor[Int64].", lambda: ops.ConjugateTranspose()(z, Tensor([1, 0])))


def test_tridiagonal_matmul():
    rhs = Tensor(X3)
    out = ops.TridiagonalMatMul()(Tensor([[1.0, 2.0, 3.0]]), Tensor([[4.0, 5.0, 6.0]]), Tensor([[7.0, 8.0, 9.0]]),
                                  rhs)
    np.testing.assert_array_equal(out.asnumpy(), [[8, 13, 18], [42, 57, 72], [78, 93, 108]])
    ones = Tensor(np.ones((2, 1, 3)), ms.float64)
    out = ops.TridiagonalMatMul()(ones, ones, ones, Tensor(np.ones((2, 3, 2)), ms.float64))
    assert out.dtype == ms.float64
    np.testing.assert_array_equal(out.asnumpy(), np.tile([[2.0, 2.0], [3.0, 3.0], [2.0, 2.0]], (2, 1, 1)))
    _raises(ValueError, "For primitive[TridiagonalMatMul], the M in the shape of 'superdiag' [..., 1, M] must be "
            "equal to M in the shape of 'rhs' [..., M, N] which is 3 , but got 2.",
            lambda: ops.TridiagonalMatMul()(Tensor([[1.0, 2.0]]), Tensor([[4.0, 5.0, 6.0]]),
                                            Tensor([[7.0, 8.0, 9.0]]), rhs))
    _raises(TypeError, "For primitive[TridiagonalMatMul], the input argument[superdiag] must be a type of "
            "{Tensor[Complex128], Tensor[Complex64], Tensor[Float16], Tensor[Float32], Tensor[Float64]}, but got "
            "Tensor[Int64].", lambda: ops.TridiagonalMatMul()(Tensor([[1, 2, 3]]), Tensor([[4, 5, 6]]),
                                                              Tensor([[7, 8, 9]]), Tensor(np.ones((3, 3), np.int32))))
    _raises(ValueError, "For primitive[TridiagonalMatMul], the dimension of 'superdiag' must be greater than or "
            "equal to 2 , but got 1.", lambda: ops.TridiagonalMatMul()(Tensor([1.0, 2.0, 3.0]), Tensor([4.0, 5.0, 6.0]),
                                                                      Tensor([7.0, 8.0, 9.0]), rhs))


def test_check_numerics():
    out = ops.CheckNumerics()(Tensor([1.0, 2.0]))
    assert out.asnumpy().tolist() == [1.0, 2.0]
    assert ops.CheckNumerics()(Tensor([1.0], ms.float16)).dtype == ms.float16
    _raises(RuntimeError, ": Tensor had NaN values", lambda: ops.CheckNumerics()(Tensor([1.0, np.nan])))
    _raises(RuntimeError, ": Tensor had Inf values", lambda: ops.CheckNumerics()(Tensor([1.0, np.inf])))
    _raises(TypeError, "For primitive[CheckNumerics], the input argument[x] must be a type of {Tensor[Float16], "
            "Tensor[Float32], Tensor[Float64]}, but got Tensor[Int64].", lambda: ops.CheckNumerics()(Tensor([1, 2])))
