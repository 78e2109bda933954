"""Deprecated search / embedding-cache primitives: NoRepeatNGram, SubAndFilter, MapUniform.

Every expected value, dtype and exception below was recorded from MindSpore 2.10.0 (CPU) on the same inputs.
"""
import numpy as np
import pytest

import mindspore_compat as ms
from mindspore_compat import Tensor, ops

_F32_LOW = -3.4028234663852886e+38


def _i32(a):
    return Tensor(np.array(a), ms.int32)


# ----- NoRepeatNGram -------------------------------------------------------------------------------------------------
def test_no_repeat_ngram_values():
    # recorded from MindSpore 2.10.0 CPU
    out = ops.NoRepeatNGram(3)(_i32([[[1, 2, 3, 1, 2], [4, 4, 4, 4, 4]]]), Tensor(np.ones((1, 2, 6)), ms.float32))
    assert out.dtype == ms.float32 and out.shape == (1, 2, 6)
    assert out.asnumpy().tolist() == [[[1.0, 1.0, 1.0, _F32_LOW, 1.0, 1.0], [1.0, 1.0, 1.0, 1.0, _F32_LOW, 1.0]]]
    out = ops.NoRepeatNGram(2)(_i32([[[0, 1, 0, 1, 0]]]), Tensor(np.arange(4).reshape(1, 1, 4), ms.float16))
    assert out.dtype == ms.float16 and out.asnumpy().tolist() == [[[0.0, -65504.0, 2.0, 3.0]]]
    out = ops.NoRepeatNGram(2)(_i32([[[0, 1, 0]]]), Tensor(np.arange(4).reshape(1, 1, 4), ms.float64))
    assert out.asnumpy().tolist() == [[[0.0, -1.7976931348623157e+308, 2.0, 3.0]]]
    out = ops.NoRepeatNGram(1)(_i32([[[0, 1, 0]]]), Tensor(np.arange(4).reshape(1, 1, 4), ms.float32))
    assert out.asnumpy().tolist() == [[[_F32_LOW, _F32_LOW, 2.0, 3.0]]]


def test_no_repeat_ngram_errors():
    lp = Tensor(np.arange(4).reshape(1, 1, 4), ms.float32)
    # types and messages recorded from MindSpore 2.10.0 CPU
    with pytest.raises(ValueError, match=r"must be less than or equal to state_seq shape\[2\] \+ 1 which is 3 , "
                                         r"but got 6"):
        ops.NoRepeatNGram(6)(_i32([[[0, 1, 0]]]), lp)
    with pytest.raises(ValueError, match="which is 3 , but got 4"):
        ops.NoRepeatNGram(4)(_i32([[[0, 1, 0]]]), lp)
    with pytest.raises(RuntimeError, match="Param ngram_size is illegal"):
        ops.NoRepeatNGram(3)(_i32([[[0, 1, 0]]]), lp)
    with pytest.raises(ValueError, match="the rank of state_seq must be equal to 3, but got 2"):
        ops.NoRepeatNGram(2)(_i32([[0, 1, 0]]), Tensor(np.arange(4).reshape(1, 4), ms.float32))
    with pytest.raises(TypeError, match=r"argument\[seq_type\] must be a type of \{Tensor\[Int32\]\}, but got "
                                        r"Tensor\[Int64\]"):
        ops.NoRepeatNGram(2)(Tensor(np.array([[[0, 1, 0]]]), ms.int64), lp)
    with pytest.raises(TypeError, match=r"argument\[log_types\].*but got Tensor\[Int32\]"):
        ops.NoRepeatNGram(2)(_i32([[[0, 1, 0]]]), _i32([[[0, 1, 2, 3]]]))
    with pytest.raises(ValueError, match=r"state_seq shape\[0\] must be equal to log_probs shape\[0\] which is 2 , "
                                         r"but got 1"):
        ops.NoRepeatNGram(2)(_i32([[[0, 1, 0]]]), Tensor(np.arange(8).reshape(2, 1, 4), ms.float32))
    with pytest.raises(ValueError, match=r"valid range between \[0,4\)"):
        ops.NoRepeatNGram(2)(_i32([[[0, 9, 0]]]), lp)
    with pytest.raises(ValueError, match="'ngram_size' must be int and must >= 1, but got '0'"):
        ops.NoRepeatNGram(0)
    with pytest.raises(TypeError, match="the type of 'ngram_size' should be 'int', but got type 'float'"):
        ops.NoRepeatNGram(1.5)


# ----- SubAndFilter --------------------------------------------------------------------------------------------------
def test_sub_and_filter():
    # recorded from MindSpore 2.10.0 CPU
    res, idx = ops.SubAndFilter()(_i32([1, 3, 5, 8, 9, 16]), 10, 5)
    assert res.dtype == ms.int32 and idx.dtype == ms.int32
    assert res.asnumpy().tolist() == [0, 3, 4] and idx.asnumpy().tolist() == [2, 3, 4]
    res, idx = ops.SubAndFilter()(_i32([1, 3, 5, 8, 9, 16]), 10, 1)
    assert res.asnumpy().tolist() == [0, 2, 4, 7, 8] and idx.asnumpy().tolist() == [0, 1, 2, 3, 4]
    res, idx = ops.SubAndFilter()(Tensor(np.array([[1, 3], [5, 8]]), ms.int64), 4, 2)
    assert res.dtype == ms.int64 and idx.dtype == ms.int64
    assert res.asnumpy().tolist() == [1, 3] and idx.asnumpy().tolist() == [1, 2]
    res, idx = ops.SubAndFilter()(_i32([1, 3]), 0, 0)
    assert res.shape == (0,) and idx.shape == (0,)


def test_sub_and_filter_errors():
    # recorded from MindSpore 2.10.0 CPU
    with pytest.raises(TypeError, match=r"argument\[x\] must be a type of \{Tensor\[Int32\], Tensor\[Int64\]\}, "
                                        r"but got Tensor\[Float32\]"):
        ops.SubAndFilter()(Tensor(np.array([1.0, 3.0]), ms.float32), 4, 0)
    with pytest.raises(TypeError, match=r"but got Tensor\[Int16\]"):
        ops.SubAndFilter()(Tensor(np.array([1, 3]), ms.int16), 4, 0)
    with pytest.raises(TypeError, match=r"the type of input argument\[x\] must be Tensor"):
        ops.SubAndFilter()([1, 3], 4, 0)


# ----- MapUniform ----------------------------------------------------------------------------------------------------
def test_map_uniform():
    # recorded from MindSpore 2.10.0 CPU
    out = ops.MapUniform()(Tensor(np.arange(8)), 4, 2)
    assert out.dtype == ms.int64 and out.asnumpy().tolist() == [0, 4, 1, 5, 2, 6, 3, 7]
    out = ops.MapUniform()(_i32([[0, 5], [9, 3]]), 3, 3)
    assert out.dtype == ms.int32 and out.asnumpy().tolist() == [[0, 7], [3, 1]]
    assert ops.MapUniform()(_i32([-1, -5]), 3, 2).asnumpy().tolist() == [-3, -5]


def test_map_uniform_errors():
    # recorded from MindSpore 2.10.0 CPU
    with pytest.raises(TypeError, match=r"argument\[input\] must be a type of \{Tensor\[Int16\], Tensor\[Int32\], "
                                        r"Tensor\[Int64\], Tensor\[Int8\]\}, but got Tensor\[Float32\]"):
        ops.MapUniform()(Tensor(np.array([1.0, 2.0]), ms.float32), 3, 2)
    with pytest.raises(TypeError, match=r"argument\[per_group_size\] must be a type of \{Int32, Int64\}, but got "
                                        r"Float32"):
        ops.MapUniform()(_i32([1, 2]), 3.0, 2)
    with pytest.raises(RuntimeError, match="'group_num' must be greater than 0, but got 0"):
        ops.MapUniform()(_i32([1, 2]), 3, 0)
