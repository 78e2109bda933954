"""mindspore.numpy takes dtypes by name or as numpy types, as MindSpore 2.10 does.

Recorded from MindSpore 2.10.0 CPU: np.arange(6, dtype='float32') is Float32 and np.mean(a, 0) prints 2.5;
np.ones(2, dtype='int32') prints [1 1]; np.zeros(2, dtype=numpy.float64) is Float64.
"""
import numpy
import pytest

import mindspore_compat.numpy as mnp


def test_dtype_by_name_or_numpy_type():
    a = mnp.arange(6, dtype="float32")
    assert str(a.dtype) == "Float32" and str(mnp.mean(a, 0)) == "2.5"
    assert str(mnp.ones(2, dtype="int32")) == "[1 1]"
    assert str(mnp.zeros(2, dtype=numpy.float64).dtype) == "Float64"
    with pytest.raises(TypeError, match="dtype"):
        mnp.ones(2, dtype="not-a-dtype")
