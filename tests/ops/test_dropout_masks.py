"""The masks of ops.Dropout / Dropout2D / Dropout3D: shape and dtype as MindSpore 2.10 gives them.

Recorded from MindSpore 2.10.0 CPU: Dropout(0.5) on float32 (2, 3) gives a Float32 mask; Dropout2D(0.5) on a
float32 (2, 3, 2, 2) input and Dropout3D(0.5) on float16 input give a Bool mask of the input's full shape, and the
output keeps the input's dtype.
"""
import numpy as np

import mindspore_compat as ms
from mindspore_compat import Tensor, ops


def test_mask_dtypes_and_shapes():
    out, mask = ops.Dropout(0.5)(Tensor(np.ones([2, 3]), ms.float32))
    assert (out.dtype, mask.dtype, mask.shape) == (ms.float32, ms.float32, (2, 3))
    out, mask = ops.Dropout2D(0.5)(Tensor(np.ones([2, 3, 2, 2]), ms.float32))
    assert (out.dtype, mask.dtype, mask.shape) == (ms.float32, ms.bool_, (2, 3, 2, 2))
    out, mask = ops.Dropout3D(0.5)(Tensor(np.ones([2, 3, 2, 2, 2]), ms.float16))
    assert (out.dtype, mask.dtype, mask.shape) == (ms.float16, ms.bool_, (2, 3, 2, 2, 2))


def test_channel_mask_is_constant_per_channel_and_scales_kept_values():
    x = Tensor(np.ones([4, 6, 3, 3]), ms.float32)
    out, mask = ops.Dropout2D(keep_prob=0.5)(x)
    m = mask.asnumpy()
    assert (m == m[:, :, :1, :1]).all()                      # a whole channel is kept or dropped
    np.testing.assert_allclose(out.asnumpy(), np.where(m, 2.0, 0.0))
