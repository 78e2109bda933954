"""mindspore.ops on sparse tensors: the coo_/csr_ element-wise family, conversions, sums and products, getters,
the sparse primitives and nn.SparseToDense / nn.SparseTensorDenseMatmul.

Values, texts and error messages were recorded from MindSpore 2.10.0 CPU with the same inputs, unless a comment
says the operator does not run on MindSpore's CPU build (missing akg kernels), where the expectation follows
MindSpore's documentation.
"""
import numpy as np
import pytest

import mindspore_compat as ms
from mindspore_compat import Tensor, COOTensor, CSRTensor, RowTensor, nn, ops

IDX = Tensor([[0, 1], [1, 2]], ms.int32)
INPUTS = {"mixed": [-1.5, 2.25], "small": [-0.5, 0.25], "large": [1.5, 7.25]}

# name -> (input, values recorded from MindSpore 2.10.0 CPU, printed with %.8e there)
UNARY = {
    "abs": ("mixed", [1.5, 2.25]), "acos": ("small", [2.09439516, 1.31811607]),
    "acosh": ("large", [0.962423623, 2.66935802]), "asin": ("small", [-0.52359879, 0.252680242]),
    "asinh": ("mixed", [-1.19476318, 1.5501579]), "atan": ("mixed", [-0.982793748, 1.15257204]),
    "atanh": ("small", [-0.549306154, 0.255412817]), "ceil": ("mixed", [-1., 3.]),
    "cos": ("mixed", [0.070737198, -0.628173649]), "cosh": ("mixed", [2.3524096, 4.79656744]),
    "exp": ("mixed", [0.223130077, 9.48774052]), "expm1": ("mixed", [-0.776869833, 8.48773575]),
    "floor": ("mixed", [-2., 2.]), "inv": ("mixed", [-0.666666687, 0.444444448]),
    "isfinite": ("mixed", [True, True]), "isinf": ("mixed", [False, False]), "isnan": ("mixed", [False, False]),
    "log": ("large", [0.405465096, 1.9810015]), "log1p": ("small", [-0.693147182, 0.223143548]),
    "neg": ("mixed", [1.5, -2.25]), "relu": ("mixed", [0., 2.25]), "relu6": ("large", [1.5, 6.]),
    "round": ("mixed", [-2., 2.]), "sigmoid": ("mixed", [0.182425484, 0.904650629]),
    "sin": ("mixed", [-0.997494996, 0.778073192]), "sinh": ("mixed", [-2.12927938, 4.69116831]),
    "softsign": ("mixed", [-0.600000024, 0.692307711]), "sqrt": ("large", [1.22474492, 2.69258237]),
    "square": ("mixed", [2.25, 5.0625]), "tan": ("mixed", [-14.1014204, -1.23862767]),
    "tanh": ("mixed", [-0.905148268, 0.978026152]),
}


def _coo(values, dtype=ms.float32):
    return COOTensor(IDX, Tensor(values, dtype), (3, 4))


def _csr(values, dtype=ms.float32):
    return CSRTensor(Tensor([0, 1, 2, 2], ms.int32), Tensor([1, 2], ms.int32), Tensor(values, dtype), (3, 4))


@pytest.mark.parametrize("name", sorted(UNARY))
def test_unary_family(name):
    which, expected = UNARY[name]
    for kind, make in (("coo", _coo), ("csr", _csr)):
        x = make(INPUTS[which])
        out = getattr(ops, f"{kind}_{name}")(x)
        assert type(out) is type(x) and out.shape == (3, 4)
        assert out.indices.asnumpy().tolist() == x.indices.asnumpy().tolist()
        if isinstance(expected[0], bool):
            assert out.dtype == ms.bool_ and out.values.asnumpy().tolist() == expected
        else:
            assert out.dtype == ms.float32
            np.testing.assert_allclose(out.values.asnumpy(), expected, rtol=1e-6)


def test_unary_family_int_and_errors():
    # recorded from MindSpore 2.10.0 CPU: integer values keep their dtype, except sqrt (Float32)
    x = _coo([-3, 4], ms.int32)
    assert ops.coo_abs(x).values.asnumpy().tolist() == [3, 4] and ops.coo_abs(x).dtype == ms.int32
    assert ops.coo_neg(x).values.asnumpy().tolist() == [3, -4]
    assert ops.coo_relu(x).values.asnumpy().tolist() == [0, 4]
    assert ops.coo_square(x).values.asnumpy().tolist() == [9, 16]
    assert ops.coo_isnan(x).values.asnumpy().tolist() == [False, False]
    out = ops.coo_sqrt(x)
    assert out.dtype == ms.float32 and np.isnan(out.values.asnumpy()[0]) and out.values.asnumpy()[1] == 2.0
    with pytest.raises(TypeError, match="^Expects COOTensor for coo_abs$"):
        ops.coo_abs(1)
    with pytest.raises(TypeError, match="^Expects CSRTensor for csr_abs$"):
        ops.csr_abs(_coo([1., 2.]))


def test_dense_to_sparse_and_back():
    t = Tensor([[0, 1.5, 0], [2, 0, -3]], ms.float32)
    coo = ops.dense_to_sparse_coo(t)
    assert coo.indices.dtype == ms.int32 and coo.indices.asnumpy().tolist() == [[0, 1], [1, 0], [1, 2]]
    assert coo.values.asnumpy().tolist() == [1.5, 2.0, -3.0] and coo.shape == (2, 3)
    csr = ops.dense_to_sparse_csr(t)
    assert csr.indptr.asnumpy().tolist() == [0, 1, 3] and csr.indices.asnumpy().tolist() == [1, 0, 2]
    assert csr.values.asnumpy().tolist() == [1.5, 2.0, -3.0]
    with pytest.raises(ValueError, match=r"^For COOTensor, the length of 'shape' must be 2, but got \(2,\)\.$"):
        ops.dense_to_sparse_coo(Tensor([1, 0], ms.float32))
    with pytest.raises(ValueError, match="^Currently only support 2-D Tensor when converting to COOTensor.$"):
        ops.dense_to_sparse_coo(Tensor(np.zeros((2, 2, 2)), ms.float32))
    with pytest.raises(TypeError, match="^For functional operator dense_to_sparse_coo, input argument must be a "
                                        "Tensor.$"):
        ops.dense_to_sparse_coo([1])
    r = _csr([-1.5, 2.25])
    dense = ops.csr_to_dense(r)
    assert dense.asnumpy().tolist() == [[0., -1.5, 0., 0.], [0., 0., 2.25, 0.], [0., 0., 0., 0.]]
    assert repr(ops.csr_to_coo(r)) == repr(_coo([-1.5, 2.25]))
    with pytest.raises(TypeError, match="^For functional operator csr_to_dense, input argument must be a CSRTensor.$"):
        ops.csr_to_dense(_coo([1., 2.]))
    with pytest.raises(TypeError, match="^For functional operator csr_to_coo, input argument must be a CSRTensor.$"):
        ops.csr_to_coo(_coo([1., 2.]))


def test_coo_add_and_concat():
    a = COOTensor(Tensor([[0, 1], [1, 2]], ms.int64), Tensor([-1.5, 2.25], ms.float32), (3, 4))
    b = COOTensor(Tensor([[0, 1], [2, 3]], ms.int64), Tensor([1.0, 4.0], ms.float32), (3, 4))
    out = ops.coo_add(a, b, Tensor(0.0, ms.float32))
    assert out.indices.asnumpy().tolist() == [[0, 1], [1, 2], [2, 3]]
    assert out.values.asnumpy().tolist() == [-0.5, 2.25, 4.0]
    out = ops.coo_add(a, b, Tensor(2.0, ms.float32))
    assert out.indices.asnumpy().tolist() == [[1, 2], [2, 3]] and out.values.asnumpy().tolist() == [2.25, 4.0]
    # int32 indices of the second addend are promoted; int32 values are promoted to float32
    out = ops.coo_add(a, COOTensor(IDX, Tensor([-1.5, 2.25], ms.float32), (3, 4)), Tensor(0.0, ms.float32))
    assert out.indices.dtype == ms.int64 and out.values.asnumpy().tolist() == [-3.0, 4.5]
    out = ops.coo_add(a, COOTensor(Tensor([[0, 1], [2, 3]], ms.int64), Tensor([1, 4], ms.int32), (3, 4)),
                      Tensor(0, ms.int32))
    assert out.dtype == ms.float32 and out.values.asnumpy().tolist() == [-0.5, 2.25, 4.0]
    out = ops.coo_concat((a, b), 0)
    assert out.shape == (6, 4) and out.indices.asnumpy().tolist() == [[0, 1], [1, 2], [3, 1], [5, 3]]
    assert out.values.asnumpy().tolist() == [-1.5, 2.25, 1.0, 4.0]
    out = ops.coo_concat((a, b), 1)
    assert out.shape == (3, 8) and out.indices.asnumpy().tolist() == [[0, 1], [0, 5], [1, 2], [2, 7]]
    assert out.values.asnumpy().tolist() == [-1.5, 1.0, 2.25, 4.0]
    with pytest.raises(ValueError, match="^For coo_concat, not support COOTensor input number < 2.$"):
        ops.coo_concat((a,), 1)
    with pytest.raises(TypeError, match=r"^For primitive\[SparseConcat\], the input argument\[indices0\] must be a "
                                        r"type of \{Tensor\[Int64\]\}, but got Tensor\[Int32\]\.$"):
        ops.coo_concat((_coo([1., 2.]), b), 0)


def test_coalesce_functional():
    idx, vals, shape = ops.coalesce(Tensor([[1, 0, 1], [2, 3, 2]], ms.int64), Tensor([1., 2., 5.], ms.float32),
                                    Tensor([2, 4], ms.int64))
    assert idx.asnumpy().tolist() == [[0, 1], [3, 2]] and vals.asnumpy().tolist() == [2., 6.]
    assert shape.asnumpy().tolist() == [2, 4] and idx.dtype == ms.int64
    idx, vals, _ = ops.coalesce(Tensor([[0, 0, 1], [1, 1, 2]], ms.int64), Tensor([1, 5, 4], ms.float32),
                                Tensor([3, 3], ms.int64))
    assert idx.asnumpy().tolist() == [[0, 1], [1, 2]] and vals.asnumpy().tolist() == [6., 4.]
    with pytest.raises(TypeError, match=r"^For primitive\[Coalesce\], the input argument\[x_indices\] must be a type "
                                        r"of \{Tensor\[Int64\]\}, but got Tensor\[Int32\]\.$"):
        ops.coalesce(Tensor([[1, 0, 1], [2, 3, 2]], ms.int32), Tensor([1., 2., 5.], ms.float32),
                     Tensor([2, 4], ms.int64))
    # MindSpore's CPU Coalesce primitive returns the unreduced input for this case; ours follows ops.coalesce
    idx, vals, _ = ops.Coalesce()(Tensor([[0, 0, 1], [1, 1, 2]], ms.int64), Tensor([1, 5, 4], ms.float32),
                                  Tensor([3, 3], ms.int64))
    assert vals.asnumpy().tolist() == [6., 4.]


def test_csr_functional():
    r = _csr([-1.5, 2.25])
    r2 = CSRTensor(Tensor([0, 1, 1, 2], ms.int32), Tensor([1, 3], ms.int32), Tensor([1.0, 4.0], ms.float32), (3, 4))
    out = ops.csr_add(r, r2, Tensor(1.0, ms.float32), Tensor(2.0, ms.float32))
    assert out.indptr.asnumpy().tolist() == [0, 1, 2, 3] and out.indices.asnumpy().tolist() == [1, 2, 3]
    assert out.values.asnumpy().tolist() == [0.5, 2.25, 8.0]
    with pytest.raises(TypeError, match="^For functional operator csr_add, both inputs a and b must be type of "
                                        "CSRTensor.$"):
        ops.csr_add(r, _coo([1., 2.]), Tensor(1.0, ms.float32), Tensor(2.0, ms.float32))
    with pytest.raises(TypeError, match="^For functional operator csr_add, both inputs alpha and beta must be "
                                        "Tensor.$"):
        ops.csr_add(r, r2, 1.0, Tensor(2.0, ms.float32))
    assert ops.csr_mul(r, Tensor(2.0, ms.float32)).asnumpy().tolist() == [-3.0, 4.5]
    assert ops.csr_mul(r, 2).asnumpy().tolist() == [-3.0, 4.5]
    assert ops.csr_div(r, Tensor(2.0, ms.float32)).asnumpy().tolist() == [-0.75, 1.125]
    # recorded: one value per row gives 1.0; two values in a row share it
    out = ops.csr_softmax(r, ms.float32)
    assert out.values.asnumpy().tolist() == [1.0, 1.0] and out.indptr.asnumpy().tolist() == [0, 1, 2, 2]
    out = ops.csr_softmax(CSRTensor(Tensor([0, 2, 3], ms.int32), Tensor([0, 1, 1], ms.int32),
                                    Tensor([1., 3., 5.], ms.float32), (2, 2)), ms.float32)
    np.testing.assert_allclose(out.values.asnumpy(), [0.119202919, 0.880797029, 1.0], rtol=1e-6)
    assert ops.csr_softmax(r, ms.float64).dtype == ms.float64
    with pytest.raises(TypeError, match="^Only float32 and float64 type data are supported, but got Int32$"):
        ops.csr_softmax(r, ms.int32)
    # CSRMV / CSRReduceSum / CSRGather / SparseMatrixSparseMatMul do not run on MindSpore's CPU build: documented
    # semantics
    assert ops.csr_mv(r, Tensor([[1.], [2.], [3.], [4.]], ms.float32)).asnumpy().tolist() == [[-3.], [6.75], [0.]]
    assert ops.csr_reduce_sum(r, 1).asnumpy().tolist() == [[-1.5], [2.25], [0.]]
    dense = Tensor(np.arange(12).reshape(3, 4), ms.float32)
    assert ops.csr_gather(Tensor([0, 1, 2, 2], ms.int32), Tensor([1, 2], ms.int32), dense, (3, 4)).asnumpy().tolist() \
        == [1., 6.]
    r2t = CSRTensor(Tensor([0, 1, 1, 2, 2], ms.int32), Tensor([0, 2], ms.int32), Tensor([1.0, 4.0], ms.float32), (4, 3))
    out = ops.csr_mm(r, r2t)
    assert out.shape == (3, 3) and out.to_dense().asnumpy().tolist() == [[0., 0., 0.], [0., 0., 9.], [0., 0., 0.]]
    assert out.indptr.asnumpy().tolist() == [0, 0, 1, 1] and out.indices.asnumpy().tolist() == [2]
    assert ops.csr_mm(r, r2, False, True).to_dense().asnumpy().tolist() == [[-1.5, 0., 0.], [0., 0., 0.],
                                                                            [0., 0., 0.]]
    with pytest.raises(TypeError, match="^For functional operator csr_mm, inputs a and b must be type of CSRTensor "
                                        "currently.$"):
        ops.csr_mm(r, Tensor(np.ones((4, 2)), ms.float32))
    assert ops.coo2csr(Tensor([0, 1, 1], ms.int32), 3).asnumpy().tolist() == [0, 1, 3, 3]
    assert ops.csr2coo(Tensor([0, 1, 2, 2], ms.int32), 2).asnumpy().tolist() == [0, 1]


def test_getters_and_makers():
    # recorded from MindSpore 2.10.0 CPU (the coo_/csr_ getters run there); make_* and the RowTensor getters only run
    # in MindSpore's graph mode, here they build / read the tensors eagerly
    c, r = _coo([1., 1.]), _csr([1., 1.])
    assert ops.coo_tensor_get_indices(c).asnumpy().tolist() == [[0, 1], [1, 2]]
    assert ops.coo_tensor_get_values(c).asnumpy().tolist() == [1., 1.]
    assert ops.coo_tensor_get_dense_shape(c) == (3, 4)
    assert ops.csr_tensor_get_indptr(r).asnumpy().tolist() == [0, 1, 2, 2]
    assert ops.csr_tensor_get_indices(r).asnumpy().tolist() == [1, 2]
    assert ops.csr_tensor_get_values(r).asnumpy().tolist() == [1., 1.]
    assert ops.csr_tensor_get_dense_shape(r) == (3, 4)
    assert repr(ops.make_coo_tensor(IDX, Tensor([1., 1.], ms.float32), (3, 4))) == repr(c)
    assert repr(ops.make_csr_tensor(Tensor([0, 1, 2, 2], ms.int32), Tensor([1, 2], ms.int32),
                                    Tensor([1., 1.], ms.float32), (3, 4))) == repr(r)
    rt = ops.make_row_tensor_inner(Tensor([0, 2], ms.int32), Tensor([[1., 2.], [3., 4.]], ms.float32), (3, 2))
    assert ops.row_tensor_get_dense_shape(rt) == (3, 2)
    assert ops.row_tensor_get_indices(rt).asnumpy().tolist() == [0, 2]
    assert ops.row_tensor_get_values(rt).asnumpy().tolist() == [[1., 2.], [3., 4.]]
    out = ops.row_tensor_add(RowTensor(rt.indices, rt.values, (3, 2)), Tensor([[1., 1.], [1., 1.]], ms.float32))
    assert isinstance(out, RowTensor) and out.values.asnumpy().tolist() == [[2., 3.], [4., 5.]]
    with pytest.raises(TypeError, match=r"^For 'COOTensorGetIndices', input\[0\] should be COOTensor, but got "
                                        r"CSRTensor\.$"):
        ops.coo_tensor_get_indices(r)


def test_make_deprecated_print(capsys):
    # recorded: both print MindSpore's deprecation line on stdout
    rt = ops.make_row_tensor(Tensor([0, 2], ms.int32), Tensor([[1., 2.], [3., 4.]], ms.float32), (3, 2))
    assert isinstance(rt, RowTensor)
    assert capsys.readouterr().out == ("WARNING: 'RowTensor' is deprecated from version 2.0 and will be removed after "
                                       "version 2.9.0.\n")
    c = ops.make_sparse_tensor(IDX, Tensor([1., 1.], ms.float32), (3, 4))
    assert isinstance(c, COOTensor)
    assert capsys.readouterr().out.startswith("WARNING: 'SparseTensor' is deprecated from version 1.7")


def test_sparse_primitives():
    val = Tensor([1., 1.], ms.float32)
    assert ops.SparseToDense()(IDX, val, (3, 4)).asnumpy().tolist() == [[0., 1., 0., 0.], [0., 0., 1., 0.],
                                                                         [0., 0., 0., 0.]]
    out = ops.SparseToDense()(Tensor([[0, 1], [1, 2]], ms.int64), Tensor([1, 2], ms.int32), (3, 4))
    assert out.dtype == ms.int32 and out.asnumpy().tolist() == [[0, 1, 0, 0], [0, 0, 2, 0], [0, 0, 0, 0]]
    out = ops.SparseToDense()(Tensor([[0, 1], [0, 1]], ms.int32), Tensor([1., 2.], ms.float32), (2, 2))
    assert out.asnumpy().tolist() == [[0., 2.], [0., 0.]]
    out = ops.SparseToDense()(Tensor([[0, 1, 1]], ms.int32), Tensor([1.], ms.float32), (2, 2, 2))
    assert out.asnumpy().tolist() == [[[0., 0.], [0., 1.]], [[0., 0.], [0., 0.]]]
    with pytest.raises(ValueError, match=r"^For 'SparseToDense', the 1th value in 0th dimension index: 5 of 'output' "
                                         r"out of bounds: \[0, 2\)$"):
        ops.SparseToDense()(Tensor([[0, 1], [5, 1]], ms.int32), Tensor([1., 2.], ms.float32), (2, 2))
    with pytest.raises(TypeError, match=r"^For primitive\[SparseToDense\], the input argument\[indices\] must be a "
                                        r"type of \{Tensor\[Int32\], Tensor\[Int64\]\}, but got Tensor\[Float32\]\.$"):
        ops.SparseToDense()(Tensor([[0, 1]], ms.float32), Tensor([1.], ms.float32), (2, 2))
    with pytest.raises(ValueError, match=r"^For primitive\[SparseToDense\], the dimension of 'indices' must be equal "
                                         r"to 2, but got 1\.$"):
        ops.SparseToDense()(Tensor([0, 1], ms.int32), Tensor([1., 2.], ms.float32), (2, 2))

    mm = ops.SparseTensorDenseMatmul()
    assert mm(IDX, val, (3, 4), Tensor(np.arange(8).reshape(4, 2), ms.float32)).asnumpy().tolist() == \
        [[2., 3.], [4., 5.], [0., 0.]]
    assert ops.SparseTensorDenseMatmul(True, False)(IDX, val, (3, 4), Tensor(np.arange(6).reshape(3, 2), ms.float32)) \
        .asnumpy().tolist() == [[0., 0.], [0., 1.], [2., 3.], [0., 0.]]
    assert ops.SparseTensorDenseMatmul(False, True)(IDX, val, (3, 4), Tensor(np.arange(8).reshape(2, 4), ms.float32)) \
        .asnumpy().tolist() == [[1., 5.], [2., 6.], [0., 0.]]
    out = mm(IDX, Tensor([1, 2], ms.int32), (3, 4), Tensor(np.arange(8).reshape(4, 2), ms.int32))
    assert out.dtype == ms.int32 and out.asnumpy().tolist() == [[2, 3], [8, 10], [0, 0]]
    # MindSpore does not check the inner dimension: the stored columns pick rows of the dense matrix
    assert mm(IDX, Tensor([1., 2.], ms.float32), (3, 4), Tensor(np.arange(6).reshape(3, 2), ms.float32)) \
        .asnumpy().tolist() == [[2., 3.], [8., 10.], [0., 0.]]
    with pytest.raises(TypeError, match=r"^For primitive\[SparseTensorDenseMatmul\], the input type must be same\.$"):
        mm(IDX, val, (3, 4), Tensor(np.arange(8).reshape(4, 2), ms.float64))
    with pytest.raises(TypeError, match="^For 'SparseTensorDenseMatmul', the type of 'adjoint_st' should be 'bool', "
                                        "but got type 'int'.$"):
        ops.SparseTensorDenseMatmul(1)

    add = ops.SparseTensorDenseAdd()
    out = add(Tensor([[0, 1], [1, 2]], ms.int64), Tensor([1., 2.], ms.float32), Tensor([3, 4], ms.int64),
              Tensor(np.ones((3, 4)), ms.float32))
    assert out.asnumpy().tolist() == [[1., 2., 1., 1.], [1., 1., 3., 1.], [1., 1., 1., 1.]]
    with pytest.raises(RuntimeError, match=r"^For 'SparseTensorDenseAdd', Dimension \[1\] does not equal\(no "
                                           r"broadcasting is supported\): x1_shape side 4 vs x2_shape side 5\.$"):
        add(IDX, Tensor([1., 2.], ms.float32), Tensor([3, 4], ms.int32), Tensor(np.ones((3, 5)), ms.float32))

    sl = ops.SparseSlice()
    i, v, s = sl(Tensor([[0, 1], [1, 2], [2, 0], [2, 3]], ms.int64), Tensor([1, 2, 3, 4], ms.float32),
                 Tensor([3, 4], ms.int64), Tensor([1, 0], ms.int64), Tensor([2, 3], ms.int64))
    assert (i.asnumpy().tolist(), v.asnumpy().tolist(), s.asnumpy().tolist()) == ([[0, 2], [1, 0]], [2., 3.], [2, 3])
    i, v, s = sl(Tensor([[0, 1], [1, 2], [2, 0], [2, 3]], ms.int64), Tensor([1, 2, 3, 4], ms.float32),
                 Tensor([3, 4], ms.int64), Tensor([1, 2], ms.int64), Tensor([5, 5], ms.int64))
    assert (i.asnumpy().tolist(), v.asnumpy().tolist(), s.asnumpy().tolist()) == ([[0, 0], [1, 1]], [2., 4.], [2, 2])
    # SparseGatherV2 does not run on MindSpore's CPU build; it is documented as Gather (recorded for Gather)
    out = ops.SparseGatherV2()(Tensor(np.arange(12).reshape(3, 4), ms.float32), Tensor([2, 0], ms.int32), 0)
    assert out.asnumpy().tolist() == [[8., 9., 10., 11.], [0., 1., 2., 3.]]


def test_sparse_segment_mean():
    x = Tensor([[1., 2.], [3., 4.], [5., 6.]], ms.float32)
    assert ops.sparse_segment_mean(x, Tensor([0, 1, 2], ms.int32), Tensor([0, 0, 1], ms.int32)).asnumpy().tolist() \
        == [[2., 3.], [5., 6.]]
    assert ops.sparse_segment_mean(x, Tensor([0, 2], ms.int32), Tensor([1, 1], ms.int32)).asnumpy().tolist() == \
        [[0., 0.], [3., 4.]]
    assert ops.sparse_segment_mean(Tensor([1., 2., 3.], ms.float32), Tensor([0, 2], ms.int32),
                                   Tensor([0, 2], ms.int32)).asnumpy().tolist() == [1., 0., 3.]
    with pytest.raises(ValueError, match="^For 'SparseSegmentMean', the size of 'indices' and 'segment_ids' must be "
                                         "the same, but got 2 vs 1.$"):
        ops.sparse_segment_mean(x, Tensor([0, 2], ms.int32), Tensor([0], ms.int32))
    with pytest.raises(TypeError, match=r"^For primitive\[SparseSegmentMean\], the input argument\[x\] must be a type "
                                        r"of \{Tensor\[Float16\], Tensor\[Float32\], Tensor\[Float64\]\}, but got "
                                        r"Tensor\[Int32\]\.$"):
        ops.sparse_segment_mean(Tensor([[1, 2], [3, 4], [5, 6]], ms.int32), Tensor([0, 2], ms.int32),
                                Tensor([0, 0], ms.int32))


def test_nn_cells():
    val = Tensor([1., 1.], ms.float32)
    assert nn.SparseToDense()(COOTensor(IDX, val, (3, 4))).asnumpy().tolist() == [[0., 1., 0., 0.], [0., 0., 1., 0.],
                                                                                 [0., 0., 0., 0.]]
    out = nn.SparseTensorDenseMatmul()(IDX, val, (3, 4), Tensor(np.arange(8).reshape(4, 2), ms.float32))
    assert out.asnumpy().tolist() == [[2., 3.], [4., 5.], [0., 0.]]
