"""LU, triangular-solve, norm and special-function primitives of the registry (``ops/_op_def/linalg_def.py``).

Every expected value, dtype and exception message below was recorded from MindSpore 2.10.0 (CPU) on the same
inputs.
"""
import numpy as np
import pytest

import mindspore_compat as ms
from mindspore_compat import Tensor, ops

I32 = ms.int32
# scipy.linalg.lu_factor of [[4, 3, 1], [6, 3, 2], [2, 5, 7]] (float32), pivots made 1-based
LU = np.array([[6.0, 3.0, 2.0], [0.3333333432674408, 4.0, 6.333333492279053],
               [0.6666666865348816, 0.25, -1.9166667461395264]], np.float32)
PIV = np.array([2, 3, 3], np.int32)


def _raises(exc, text, fn):
    with pytest.raises(exc) as info:
        fn()
    assert text in str(info.value)


def test_lu_unpack():
    expected_l = [[1.0, 0.0, 0.0], [0.3333333432674408, 1.0, 0.0], [0.6666666865348816, 0.25, 1.0]]
    expected_u = [[6.0, 3.0, 2.0], [0.0, 4.0, 6.333333492279053], [0.0, 0.0, -1.9166667461395264]]
    for p, l, u in (ops.LuUnpack()(Tensor(LU), Tensor(PIV)), ops.lu_unpack(Tensor(LU), Tensor(PIV)),
                    ops.LuUnpack()(Tensor(LU), Tensor(PIV.astype(np.int64)))):
        assert p.dtype == ms.float32
        np.testing.assert_array_equal(p.asnumpy(), [[0, 0, 1], [1, 0, 0], [0, 1, 0]])
        np.testing.assert_allclose(l.asnumpy(), expected_l, rtol=1e-6)
        np.testing.assert_allclose(u.asnumpy(), expected_u, rtol=1e-6)
    p, _, _ = ops.LuUnpack()(Tensor(LU), Tensor(PIV - 1))
    np.testing.assert_array_equal(p.asnumpy(), [[1, 0, 0], [0, 0, 1], [0, 1, 0]])
    p, l, u = ops.lu_unpack(Tensor(LU), Tensor(PIV), unpack_data=False)
    assert l is None and u is None and p.shape == (3, 3)
    _raises(ValueError, "For 'LuUnpack', the dimension of LU_data must be greater than or equal to 2, but got: 1.",
            lambda: ops.LuUnpack()(Tensor(np.ones(3, np.float32)), Tensor(PIV)))


def test_lu_solve():
    out = ops.LuSolve()(Tensor(np.array([[1.0], [2.0], [3.0]], np.float32)), Tensor(LU), Tensor(PIV))
    np.testing.assert_allclose(out.asnumpy(), [[0.2608695924282074], [-0.17391306161880493], [0.47826087474823]],
                               rtol=1e-5)
    _raises(ValueError, "For 'LuSolve', x's col rank must be the same as lu_data's col rank, but got x's: 2, "
            "lu_data's: 3.", lambda: ops.LuSolve()(Tensor(np.array([[1.0], [2.0]], np.float32)), Tensor(LU),
                                                   Tensor(PIV)))
    _raises(TypeError, "For primitive[LuSolve], the input type must be same.",
            lambda: ops.LuSolve()(Tensor(np.array([[1.0], [2.0], [3.0]], np.float64)), Tensor(LU), Tensor(PIV)))


def test_matrix_triangular_solve():
    a = Tensor(np.array([[2.0, 0, 0], [1.0, 3.0, 0], [1.0, 1.0, 4.0]], np.float32))
    rhs = Tensor(np.array([[2.0], [5.0], [10.0]], np.float32))
    np.testing.assert_allclose(ops.MatrixTriangularSolve()(a, rhs).asnumpy(),
                               [[1.0], [1.3333333730697632], [1.9166666269302368]], rtol=1e-6)
    np.testing.assert_allclose(ops.MatrixTriangularSolve(lower=True, adjoint=True)(a, rhs).asnumpy(),
                               [[-0.6666666865348816], [0.8333333730697632], [2.5]], rtol=1e-6)
    np.testing.assert_allclose(ops.MatrixTriangularSolve(lower=False)(a, rhs).asnumpy(),
                               [[1.0], [1.6666667461395264], [2.5]], rtol=1e-6)
    _raises(TypeError, "For 'MatrixTriangularSolve', the type of 'lower' should be 'bool', but got type 'int'.",
            lambda: ops.MatrixTriangularSolve(lower=1))
    _raises(TypeError, "For primitive[MatrixTriangularSolve], the input type must be same.",
            lambda: ops.MatrixTriangularSolve()(a, Tensor(np.ones((3, 1)), ms.float64)))
    _raises(ValueError, "For MatrixTriangularSolve evaluator shapes of inputs can not do this operator, got 3 and 2 , "
            "with matrix row 3, rhs row 2, matrix's row rank should be same as rhs's row rank",
            lambda: ops.MatrixTriangularSolve()(a, Tensor(np.ones((2, 1)), ms.float32)))


def test_nuclear_norm():
    m = Tensor(np.array([[[1.0, 2.0], [3.0, 4.0]], [[0.0, 1.0], [1.0, 0.0]]], np.float32))
    np.testing.assert_allclose(ops.NuclearNorm()(Tensor(np.array([[1.0, 2.0], [3.0, 4.0]], np.float32))).asnumpy(),
                               5.830952167510986, rtol=1e-6)
    np.testing.assert_allclose(ops.NuclearNorm(dim=[0, 2])(m).asnumpy(), [2.8284265995025635, 5.830952167510986],
                               rtol=1e-6)
    out = ops.NuclearNorm(dim=[1, 2], keepdim=True)(m)
    assert out.shape == (2, 1, 1)
    # MindSpore 2.10 CPU printed 1.0 for the second matrix [[0, 1], [1, 0]], whose singular values are 1 and 1;
    # only its first matrix's value is pinned here
    np.testing.assert_allclose(out.asnumpy()[0, 0, 0], 5.830952167510986, rtol=1e-6)
    _raises(ValueError, "For 'NuclearNorm', when dim is not set, or dim is None, the input_size must be equal to 2, "
            "but got 3.", lambda: ops.NuclearNorm()(m))
    _raises(ValueError, "For primitive[NuclearNorm], the input_size must be greater than or equal to 2, but got 1.",
            lambda: ops.NuclearNorm()(Tensor(np.array([1.0, 2.0], np.float32))))
    _raises(TypeError, "For primitive[NuclearNorm], the input argument[x] must be a type of {Tensor[Float32], "
            "Tensor[Float64]}, but got Tensor[Int32].", lambda: ops.NuclearNorm()(Tensor(np.ones((2, 2), np.int32))))
    _raises(ValueError, "For 'NuclearNorm', the elements in attribute dim must be different.",
            lambda: ops.NuclearNorm(dim=[1, 1])(m))
    _raises(ValueError, "For primitive[NuclearNorm], the dim value must be in [-3,3), but got 5.",
            lambda: ops.NuclearNorm(dim=[0, 5])(m))


def test_betainc():
    a, b, x = [0.5, 1.0, 2.0], [0.5, 2.0, 3.0], [0.2, 0.5, 0.9]
    out = ops.Betainc()(Tensor(a, ms.float32), Tensor(b, ms.float32), Tensor(x, ms.float32))
    assert out.dtype == ms.float32
    np.testing.assert_allclose(out.asnumpy(), [0.2951672375202179, 0.75, 0.9962999820709229], rtol=1e-6)
    out = ops.Betainc()(Tensor(a, ms.float64), Tensor(b, ms.float64), Tensor(x, ms.float64))
    np.testing.assert_allclose(out.asnumpy(), [0.29516723530086664, 0.75, 0.9963], rtol=1e-12)
    _raises(TypeError, "For primitive[Betainc], the input type must be same.",
            lambda: ops.Betainc()(Tensor([0.5], ms.float32), Tensor([0.5], ms.float64), Tensor([0.2], ms.float32)))
    _raises(ValueError, "For 'Betainc, shape of b (1) are not consistent with the shape a (2) .",
            lambda: ops.Betainc()(Tensor([0.5, 1.0], ms.float32), Tensor([0.5], ms.float32), Tensor([0.2], ms.float32)))
    _raises(TypeError, "For primitive[Betainc], the input argument[a] must be a type of {Tensor[Float32], "
            "Tensor[Float64]}, but got Tensor[Int32].",
            lambda: ops.Betainc()(Tensor([1], I32), Tensor([1], I32), Tensor([1], I32)))


def test_float_power_ext():
    out = ops.float_power_ext(Tensor([1.0, 2.0], ms.float32), 2)
    assert out.dtype == ms.float64 and out.asnumpy().tolist() == [1.0, 4.0]
    assert ops.float_power_ext(Tensor([1, 2], I32), Tensor([0.5, 3.0])).asnumpy().tolist() == [1.0, 8.0]
    assert ops.float_power_ext(2, Tensor([1, 2], I32)).asnumpy().tolist() == [2.0, 4.0]
    _raises(TypeError, "The type of 'input' must be Tensor or Number (excluding complex), but got",
            lambda: ops.float_power_ext(Tensor(np.array([1 + 1j], np.complex64)), 2))


_A = np.array([[1.0, 1.0], [1.0, 2.0], [1.0, 3.0]], np.float32)
_B = np.array([[1.0], [2.0], [2.0]], np.float32)


def test_lstsq():
    for b in (_B, _B.ravel()):
        out = ops.Lstsq()(Tensor(_A), Tensor(b))
        assert out.shape == (2, 1) and out.dtype == ms.float32
        np.testing.assert_allclose(out.asnumpy(), [[0.6666665077209473], [0.5]], rtol=1e-5)
    _raises(TypeError, "For 'Lstsq', the 'l2_regularizer' should be 0.0, but got '0.5'.",
            lambda: ops.Lstsq(l2_regularizer=0.5))
    _raises(TypeError, "For 'Lstsq', the 'fast' should be True, but got 'False'.", lambda: ops.Lstsq(fast=False))
    _raises(TypeError, "For primitive[Lstsq], the input type must be same.",
            lambda: ops.Lstsq()(Tensor(_A), Tensor(np.ones((3, 1)), ms.float64)))


def test_matrix_solve_ls():
    for fast in (True, False):
        out = ops.MatrixSolveLs(fast=fast)(Tensor(_A), Tensor(_B), Tensor(0.0, ms.float64))
        np.testing.assert_allclose(out.asnumpy(), [[0.6666665077209473], [0.5]], rtol=1e-5)
    out = ops.MatrixSolveLs()(Tensor(_A), Tensor(_B), Tensor(0.5, ms.float64))
    assert out.dtype == ms.float32
    np.testing.assert_allclose(out.asnumpy(), [[0.4406777322292328], [0.5762712955474854]], rtol=1e-6)
    _raises(TypeError, "For primitive[MatrixSolveLs], the input argument[l2_regularizer] must be a type of "
            "{Tensor[Float64]}, but got Tensor[Float32].",
            lambda: ops.MatrixSolveLs()(Tensor(_A), Tensor(_B), Tensor(0.0, ms.float32)))


def test_matrix_logarithm():
    out = ops.MatrixLogarithm()(Tensor(np.array([[2 + 0j, 0j], [0j, 3 + 0j]]), ms.complex64))
    assert out.dtype == ms.complex64
    np.testing.assert_allclose(out.asnumpy(), [[0.6931471824645996, 0], [0, 1.0986123085021973]], rtol=1e-6,
                               atol=1e-7)
    out = ops.MatrixLogarithm()(Tensor(np.array([[1 + 1j, 2j], [0j, 3 + 0j]]), ms.complex128))
    expected = [[0.34657359027997264 + 0.7853981633974483j, 0.3275030513627038 + 0.915790224069489j],
                [0j, 1.0986122886681098 + 0j]]
    np.testing.assert_allclose(out.asnumpy(), expected, rtol=1e-12, atol=1e-14)
    _raises(TypeError, "For primitive[MatrixLogarithm], the input argument[x] must be a type of {Tensor[Complex128], "
            "Tensor[Complex64]}, but got Tensor[Float32].",
            lambda: ops.MatrixLogarithm()(Tensor(np.array([[2.0, 0.0], [0.0, 3.0]]), ms.float32)))


def test_ormqr():
    # the example MindSpore 2.10 documents for ops.ormqr (its CPU build has no Ormqr kernel)
    x = Tensor(np.array([[-114.6, 10.9, 1.1], [-0.304, 38.07, 69.38], [-0.45, -0.17, 62]]), ms.float32)
    tau = Tensor(np.array([1.55, 1.94, 3.0]), ms.float32)
    expected = [[63.82713, -13.823125, -116.28614], [-53.659264, -28.157839, -70.42702],
                [-79.54292, 24.00183, -41.34253]]
    np.testing.assert_allclose(ops.ormqr(x, tau, x).asnumpy(), expected, rtol=1e-5)
    np.testing.assert_allclose(ops.Ormqr()(x, tau, x).asnumpy(), expected, rtol=1e-5)
    # argument checks recorded from MindSpore 2.10.0 CPU
    a = Tensor(np.ones((3, 3)), ms.float32)
    _raises(TypeError, "For primitive[Ormqr], the input type must be same.",
            lambda: ops.ormqr(a, Tensor(np.ones(3), ms.float64), a))
    _raises(ValueError, "For primitive[Ormqr], the x_rank must be greater than or equal to 2, but got 1.",
            lambda: ops.ormqr(Tensor(np.ones(3), ms.float32), Tensor(np.ones(3), ms.float32), a))
    _raises(ValueError, "For Ormqr, other.shape[-2] must be greater than or equal to tau.shape[-1], while "
            "other.shape[-2] is 3 and tau.shape[-1] is 4.", lambda: ops.ormqr(a, Tensor(np.ones(4), ms.float32), a))
    _raises(TypeError, "For primitive[Ormqr], the input argument[other] must be a type of {Tensor[Complex128], "
            "Tensor[Complex64], Tensor[Float32], Tensor[Float64]}, but got Tensor[Int32].",
            lambda: ops.ormqr(a, Tensor(np.ones(3), ms.float32), Tensor(np.ones((3, 3)), I32)))
    _raises(TypeError, "For 'Ormqr', the type of 'left' should be 'bool', but got type 'int'.",
            lambda: ops.Ormqr(left=1))
