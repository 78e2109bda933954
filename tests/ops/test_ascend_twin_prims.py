"""Primitives MindSpore 2.10 runs only on Ascend (``LerpScalar``, ``LogSoftmaxExt``, ``Quantile``).

MindSpore's CPU build raises for them (recorded: "The kernel LerpScalar unregistered.", "The kernel LogSoftmaxExt
unregistered.", and a kernel-select RuntimeError for Quantile), so they are pinned against the operators sharing
their formula and against the example MindSpore 2.10 documents for Quantile.
"""
import numpy as np
import pytest

import mindspore_compat as ms
from mindspore_compat import Tensor, ops


def test_lerp_scalar_is_lerp_with_a_number():
    a, b = Tensor([1.0, 2.0, -4.0], ms.float32), Tensor([3.0, 6.0, 4.0], ms.float32)
    np.testing.assert_array_equal(ops.LerpScalar()(a, b, 0.5).asnumpy(), ops.lerp(a, b, 0.5).asnumpy())
    assert ops.LerpScalar()(a, b, 0.5).asnumpy().tolist() == [2.0, 4.0, 0.0]
    with pytest.raises(TypeError):
        ops.LerpScalar()(a, Tensor([1.0, 2.0, 3.0], ms.float64), 0.5)


def test_log_softmax_ext():
    x = Tensor(np.array([[1.0, 2.0, 3.0], [0.5, 0.5, 0.5]]), ms.float32)
    np.testing.assert_allclose(ops.LogSoftmaxExt()(x, 1).asnumpy(), ops.log_softmax(x, 1).asnumpy(), rtol=1e-6)
    np.testing.assert_allclose(ops.LogSoftmaxExt()(x).asnumpy(), ops.log_softmax(x, 1).asnumpy(), rtol=1e-6)
    out = ops.LogSoftmaxExt()(x, 0, ms.float64)
    assert out.dtype == ms.float64
    np.testing.assert_allclose(out.asnumpy(), ops.log_softmax(Tensor(x.asnumpy().astype(np.float64)), 0).asnumpy())


def test_quantile():
    # the example MindSpore 2.10 documents for ops.Quantile
    x = Tensor(np.array([0.0700, -0.5446, 0.9214]), ms.float32)
    out = ops.Quantile()(x, Tensor(np.array([0, 0.5, 1]), ms.float32))
    np.testing.assert_allclose(out.asnumpy(), [-0.5446, 0.07, 0.9214], rtol=1e-6)
    y = Tensor(np.array([[1.0, np.nan, 3.0], [4.0, 5.0, 6.0]]), ms.float32)
    assert np.isnan(ops.Quantile(dim=1)(y, 0.5).asnumpy()[0])
    np.testing.assert_array_equal(ops.Quantile(dim=1, ignore_nan=True)(y, 0.5).asnumpy(), [2.0, 5.0])
    assert ops.Quantile(dim=1, keep_dims=True, ignore_nan=True)(y, 0.5).shape == (2, 1)
    with pytest.raises(TypeError):
        ops.Quantile(dim=1.0)
