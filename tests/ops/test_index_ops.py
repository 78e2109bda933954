"""Indexed-update, set and layout operators of the registry (``ops/_op_def/index_def.py``).

Every expected value, dtype and exception message below was recorded from MindSpore 2.10.0 (CPU) on the same
inputs, except HistogramFixedWidth, which has no CPU kernel there: its argument checks are recorded and its counts
follow MindSpore's documented example.
"""
import numpy as np
import pytest

import mindspore_compat as ms
from mindspore_compat import Parameter, Tensor, ops

I32 = ms.int32


def _raises(exc, text, fn):
    with pytest.raises(exc) as info:
        fn()
    assert text in str(info.value)


def test_index_add_writes_in_place():
    y = Tensor([[1.0, 2.0], [3.0, 4.0]])
    for x in (Parameter(Tensor(np.ones((2, 3)), ms.float32), name="x"), Tensor(np.ones((2, 3)), ms.float32)):
        out = ops.IndexAdd(axis=1)(x, Tensor([0, 2], I32), y)
        np.testing.assert_array_equal(out.asnumpy(), [[2, 1, 3], [4, 1, 5]])
        np.testing.assert_array_equal(x.asnumpy(), [[2, 1, 3], [4, 1, 5]])  # the input changed too
    _raises(TypeError, "For primitive[IndexAdd], the input argument[indices type] must be a type of {Tensor[Int32]}, "
            "but got Tensor[Int64].", lambda: ops.IndexAdd(axis=1)(Tensor(np.ones((2, 3)), ms.float32),
                                                                   Tensor([0, 2], ms.int64), y))
    _raises(TypeError, "For 'IndexAdd', the type of 'axis' should be 'int', but got type 'float'.",
            lambda: ops.IndexAdd(axis=1.0))
    # MindSpore's kernel fails with RuntimeError on an index out of range
    with pytest.raises(RuntimeError):
        ops.IndexAdd(axis=1)(Tensor(np.ones((2, 3)), ms.float32), Tensor([0, 5], I32), y)


def test_inplace_index_add():
    var = Parameter(Tensor(np.ones((2, 3)), ms.float32), name="w")
    out = ops.InplaceIndexAdd(axis=0)(var, Tensor([1], I32), Tensor([[1.0, 2.0, 3.0]]))
    np.testing.assert_array_equal(out.asnumpy(), [[1, 1, 1], [2, 3, 4]])
    np.testing.assert_array_equal(var.asnumpy(), [[1, 1, 1], [2, 3, 4]])


def test_scatter_add_with_axis():
    out = ops.ScatterAddWithAxis(axis=1)(Tensor(np.zeros((2, 3)), ms.float32), Tensor([[0, 2], [1, 1]], I32),
                                         Tensor([[1.0, 2.0], [3.0, 4.0]]))
    np.testing.assert_array_equal(out.asnumpy(), [[1, 0, 2], [0, 7, 0]])
    x = Parameter(Tensor(np.zeros((2, 3)), ms.float32), name="q")
    out = ops.ScatterAddWithAxis(axis=0)(x, Tensor([[1, 0, 1]], ms.int64), Tensor([[1.0, 2.0, 3.0]]))
    np.testing.assert_array_equal(out.asnumpy(), [[0, 2, 0], [1, 0, 3]])
    np.testing.assert_array_equal(x.asnumpy(), np.zeros((2, 3)))  # not written in place
    out = ops.ScatterAddWithAxis(axis=0)(Tensor(np.zeros((2, 3)), ms.float32), Tensor([[-1, 0, 1]], ms.int64),
                                         Tensor([[1.0, 2.0, 3.0]]))
    np.testing.assert_array_equal(out.asnumpy(), [[0, 2, 0], [1, 0, 3]])
    _raises(ValueError, "For 'ScatterAddWithAxis', indices value 5 is out of bound 2!",
            lambda: ops.ScatterAddWithAxis(axis=0)(Tensor(np.zeros((2, 3)), ms.float32),
                                                   Tensor([[5, 0, 1]], ms.int64), Tensor([[1.0, 2.0, 3.0]])))


def test_inplace_update_v2():
    x = Tensor(np.zeros((3, 2)), ms.float32)
    out = ops.InplaceUpdateV2()(x, Tensor([0, 2], I32), Tensor([[1.0, 2.0], [3.0, 4.0]]))
    np.testing.assert_array_equal(out.asnumpy(), [[1, 2], [0, 0], [3, 4]])
    np.testing.assert_array_equal(x.asnumpy(), np.zeros((3, 2)))
    np.testing.assert_array_equal(ops.InplaceUpdateV2()(x, 1, Tensor([[1.0, 2.0]])).asnumpy(),
                                  [[0, 0], [1, 2], [0, 0]])
    np.testing.assert_array_equal(ops.InplaceUpdateV2()(x, (0, 1), Tensor([[1.0, 2.0], [5.0, 6.0]])).asnumpy(),
                                  [[1, 2], [5, 6], [0, 0]])


def test_parallel_concat():
    out = ops.ParallelConcat()([Tensor([[1, 2]], I32), Tensor([[3, 4]], I32)])
    assert out.dtype == I32 and out.asnumpy().tolist() == [[1, 2], [3, 4]]
    _raises(TypeError, "For primitive[ParallelConcat], the input type must be same.",
            lambda: ops.ParallelConcat()([Tensor([[1, 2]], I32), Tensor([[3, 4]], ms.float32)]))


def test_unique_with_pad():
    y, idx = ops.UniqueWithPad()(Tensor([1, 2, 5, 2, 3, 5], I32), Tensor(0, I32))
    assert y.asnumpy().tolist() == [1, 2, 5, 3, 0, 0] and idx.asnumpy().tolist() == [0, 1, 2, 1, 3, 2]
    y, idx = ops.unique_with_pad(Tensor([1, 1, 2, 2, 3, 3, 4, 5], I32), 0)
    assert y.asnumpy().tolist() == [1, 2, 3, 4, 5, 0, 0, 0] and idx.asnumpy().tolist() == [0, 0, 1, 1, 2, 2, 3, 4]
    y, idx = ops.unique_with_pad(Tensor([1.5, 1.5, 2.0], ms.float32), Tensor(9.0))
    assert y.dtype == ms.float32 and idx.dtype == I32
    assert y.asnumpy().tolist() == [1.5, 2.0, 9.0] and idx.asnumpy().tolist() == [0, 0, 1]
    _raises(ValueError, "For primitive[UniqueWithPad], the input_shape_size must be equal to 1, but got 2.",
            lambda: ops.unique_with_pad(Tensor([[1, 1]], I32), 0))


def test_list_diff():
    out, idx = ops.ListDiff()(Tensor([1, 2, 3, 4, 5, 6], I32), Tensor([1, 3, 5], I32))
    assert out.asnumpy().tolist() == [2, 4, 6] and idx.asnumpy().tolist() == [1, 3, 5] and idx.dtype == I32
    out, idx = ops.ListDiff(out_idx=ms.int64)(Tensor([1, 2, 3], ms.float32), Tensor([2], ms.float32))
    assert out.dtype == ms.float32 and out.asnumpy().tolist() == [1.0, 3.0]
    assert idx.dtype == ms.int64 and idx.asnumpy().tolist() == [0, 2]
    _raises(TypeError, "For 'ListDiff', the 'out_idx' should be in : [mindspore.int32, mindspore.int64], but got "
            "Float32.", lambda: ops.ListDiff(out_idx=ms.float32))
    _raises(TypeError, "For ListDiff, type of 'x' and 'y' should be same. But get x[Int32], y[Int64].",
            lambda: ops.ListDiff()(Tensor([1, 2, 3], I32), Tensor([2], ms.int64)))


def test_data_format_ops():
    assert ops.DataFormatDimMap()(Tensor([0, 1, 2, 3, -1, -4], I32)).asnumpy().tolist() == [0, 3, 1, 2, 2, 0]
    assert ops.DataFormatDimMap("NCHW", "NHWC")(Tensor([0, 1, 2, 3], I32)).asnumpy().tolist() == [0, 2, 3, 1]
    assert ops.DataFormatDimMap()(Tensor([4], I32)).asnumpy().tolist() == [0]
    _raises(ValueError, "For 'DataFormatDimMap', the 'dst_format' must be str and must be in '['NHWC', 'NCHW']', "
            "but got 'NCWH'.", lambda: ops.DataFormatDimMap("NCHW", "NCWH"))
    _raises(TypeError, "For primitive[DataFormatDimMap], the input argument[input type] must be a type of "
            "{Tensor[Int32], Tensor[Int64]}, but got Tensor[Float32].",
            lambda: ops.DataFormatDimMap()(Tensor([0.0])))
    assert ops.DataFormatVecPermute()(Tensor([1, 2, 3, 4], I32)).asnumpy().tolist() == [1, 4, 2, 3]
    out = ops.DataFormatVecPermute("NCHW", "NHWC")(Tensor([[1, 2], [3, 4], [5, 6], [7, 8]], ms.int64))
    assert out.dtype == ms.int64 and out.asnumpy().tolist() == [[1, 2], [5, 6], [7, 8], [3, 4]]
    _raises(ValueError, "For DataFormatVecPermute, input shape must be (4, ) or (4, 2), but got",
            lambda: ops.DataFormatVecPermute()(Tensor([1, 2, 3], I32)))
    _raises(TypeError, "For primitive[DataFormatVecPermute], the input argument[x] must be a type of "
            "{Tensor[Int32], Tensor[Int64]}, but got Tensor[Float32].",
            lambda: ops.DataFormatVecPermute()(Tensor([1.0, 2.0, 3.0, 4.0])))


def test_histograms():
    out = ops.Histogram(bins=4, min=0.0, max=3.0)(Tensor([1.0, 2.0, 1.0, 3.0, -1.0]))
    assert out.dtype == ms.float32 and out.asnumpy().tolist() == [0.0, 2.0, 1.0, 1.0]
    assert ops.Histogram(bins=4)(Tensor([1.0, 2.0, 1.0, 3.0])).asnumpy().tolist() == [2.0, 0.0, 1.0, 1.0]
    out = ops.Histogram(bins=4)(Tensor([1, 2, 1], I32))
    assert out.dtype == I32 and out.asnumpy().tolist() == [2, 0, 0, 1]
    _raises(ValueError, "For 'Histogram', the 'min' should be <= max: 1.0, but got 3.0.",
            lambda: ops.Histogram(bins=4, min=3.0, max=1.0))
    # HistogramFixedWidth: MindSpore's documented example (no CPU kernel there)
    x = Tensor([-1.0, 0.0, 1.5, 2.0, 5.0, 15], ms.float16)
    out = ops.HistogramFixedWidth(5)(x, Tensor([0.0, 5.0], ms.float16))
    assert out.dtype == I32 and out.asnumpy().tolist() == [2, 1, 1, 0, 2]
    _raises(ValueError, "For 'HistogramFixedWidth', the 'nbins' must be int and must >= 1, but got '0' with type "
            "'int'.", lambda: ops.HistogramFixedWidth(0))
    _raises(ValueError, "For 'HistogramFixedWidth', the 'dtype' must be str and must be in '['int32']', but got "
            "'int64'.", lambda: ops.HistogramFixedWidth(3, dtype="int64"))


def test_compare_and_bitpack():
    out = ops.CompareAndBitpack()(Tensor(np.arange(1, 9), ms.float32), Tensor(6.0, ms.float32))
    assert out.dtype == ms.uint8 and out.asnumpy().tolist() == [3]
    bools = Tensor(np.array([True, False, True, True, False, False, False, True]))
    assert ops.CompareAndBitpack()(bools, Tensor(False)).asnumpy().tolist() == [141]
    assert ops.CompareAndBitpack()(Tensor(np.array([True] + [False] * 7)), Tensor(False)).asnumpy().tolist() == [1]
    assert ops.CompareAndBitpack()(Tensor(np.array([1] + [0] * 7), I32), Tensor(0, I32)).asnumpy().tolist() == [128]
    out = ops.CompareAndBitpack()(Tensor(np.arange(16).reshape(2, 8), ms.float16), Tensor(3.0, ms.float16))
    assert out.shape == (2, 1) and out.asnumpy().ravel().tolist() == [15, 255]
    _raises(ValueError, "For primitive[CompareAndBitpack], the attribute[x innermost dimension % 8] must be equal to "
            "0, but got 6.", lambda: ops.CompareAndBitpack()(Tensor(np.arange(6), ms.float32), Tensor(6.0)))
    _raises(ValueError, "For primitive[CompareAndBitpack], the threshold's rank' must be equal to 0, but got 1.",
            lambda: ops.CompareAndBitpack()(Tensor(np.arange(8), ms.float32), Tensor([6.0], ms.float32)))
    _raises(TypeError, "For primitive[CompareAndBitpack], the input type must be same.",
            lambda: ops.CompareAndBitpack()(Tensor(np.arange(8), ms.float32), Tensor(3, I32)))


def test_index_put():
    out = ops.IndexPut(accumulate=0)(Tensor(np.zeros((2, 3)), ms.float32), Tensor([5.0]),
                                     (Tensor([0, 1], I32), Tensor([2, 0], I32)))
    np.testing.assert_array_equal(out.asnumpy(), [[0, 0, 5], [5, 0, 0]])


def test_ragged_range():
    splits, values = ops.RaggedRange(Tsplits=I32)(Tensor([0, 5, 8], I32), Tensor([3, 5, 12], I32),
                                                  Tensor([1, 1, 2], I32))
    assert splits.dtype == I32 and splits.asnumpy().tolist() == [0, 3, 3, 5]
    assert values.dtype == I32 and values.asnumpy().tolist() == [0, 1, 2, 8, 10]
    splits, values = ops.RaggedRange(Tsplits=ms.int64)(Tensor([0.0, 1.5], ms.float32), Tensor([1.0, 0.0], ms.float32),
                                                       Tensor([0.25, -0.5], ms.float32))
    assert splits.dtype == ms.int64 and splits.asnumpy().tolist() == [0, 4, 7]
    assert values.dtype == ms.float32 and values.asnumpy().tolist() == [0.0, 0.25, 0.5, 0.75, 1.5, 1.0, 0.5]
    _raises(ValueError, "For RaggedRange, starts, limits, and deltas must have the same shape, but got starts (1,), "
            "limits (2,), deltas (1,).", lambda: ops.RaggedRange(Tsplits=I32)(Tensor(2, I32), Tensor([5, 4], I32),
                                                                               Tensor(1, I32)))
    _raises(ValueError, "For RaggedRange, requires input delta != 0.",
            lambda: ops.RaggedRange(Tsplits=I32)(Tensor([0], I32), Tensor([3], I32), Tensor([0], I32)))
    _raises(TypeError, "For 'RaggedRange', the 'Tsplits' should be one of [mindspore.int64, mindspore.int32], but got "
            "'mindspore.float32'.", lambda: ops.RaggedRange(Tsplits=ms.float32))
    _raises(TypeError, "For RaggedRange, starts, limits, and deltas must have the same type, but got starts "
            "Tensor[Int32], limits Tensor[Int64], deltas Tensor[Int32].",
            lambda: ops.RaggedRange(Tsplits=I32)(Tensor([0], I32), Tensor([3], ms.int64), Tensor([1], I32)))


def _t64(a, dtype=ms.int64):
    return Tensor(np.array(a), dtype)


def test_edit_distance():
    hyp = (_t64([[0, 0], [0, 1], [0, 2], [1, 0]]), _t64([1, 2, 3, 4], ms.float32), _t64([3, 3]))
    truth = (_t64([[0, 0], [0, 1], [2, 0], [2, 1]]), _t64([1, 5, 7, 8], ms.float32), _t64([3, 2]))
    out = ops.EditDistance(True)(*hyp, *truth)
    assert out.dtype == ms.float32 and out.asnumpy().tolist() == [1.0, float("inf"), 1.0]
    assert ops.EditDistance(False)(*hyp, *truth).asnumpy().tolist() == [2.0, 1.0, 2.0]
    hyp3 = (_t64([[0, 0, 0], [1, 0, 1], [1, 1, 1]]), _t64([1, 2, 3], ms.float32), _t64([2, 2, 2]))
    truth3 = (_t64([[0, 1, 0], [0, 0, 1], [1, 1, 0], [1, 0, 1]]), _t64([1, 3, 2, 1], ms.float32), _t64([2, 2, 2]))
    np.testing.assert_array_equal(ops.EditDistance()(*hyp3, *truth3).asnumpy(), [[1, 1], [1, 1]])
    _raises(TypeError, "For 'EditDistance', the type of 'normalize' should be 'bool', but got type 'int'.",
            lambda: ops.EditDistance(1))
    _raises(TypeError, "Dtype of hypothesis_values and truth_values must be the same, but got hypothesis_values: "
            "Tensor[Float32], truth_values: Tensor[Int32].",
            lambda: ops.EditDistance()(*hyp, truth[0], _t64([1, 5, 7, 8], I32), truth[2]))
    _raises(ValueError, "hypothesis_shape should be equal to hypothesis_indices shape[1] but got hypothesis_shape: 3 "
            "and hypothesis_indices shape[1]: 2.", lambda: ops.EditDistance()(hyp[0], hyp[1], _t64([3, 3, 1]), *truth))


def test_scatter_non_aliasing_add():
    # no CPU kernel in MindSpore 2.10 (recorded: kernel-select RuntimeError); the result is TensorScatterAdd's,
    # written into the input as its read-write signature says
    x = Parameter(Tensor(np.array([1, 2, 3, 4, 5, 6, 7, 8]), ms.float32), name="s")
    out = ops.ScatterNonAliasingAdd()(x, Tensor([[2], [4], [1], [7]], I32), Tensor([6, 7, 8, 9], ms.float32))
    expected = ops.tensor_scatter_add(Tensor(np.array([1, 2, 3, 4, 5, 6, 7, 8]), ms.float32),
                                      Tensor([[2], [4], [1], [7]], I32), Tensor([6, 7, 8, 9], ms.float32))
    np.testing.assert_array_equal(out.asnumpy(), expected.asnumpy())
    np.testing.assert_array_equal(x.asnumpy(), [1, 10, 9, 4, 12, 6, 7, 17])
    with pytest.raises(ValueError):
        ops.ScatterNonAliasingAdd()(x, Tensor([[9]], I32), Tensor([1.0], ms.float32))
