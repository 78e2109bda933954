"""ops.Bucketize (the primitive) counts the boundaries at or below each value; ops.bucketize defaults to below."""
import numpy as np

from mindspore_compat import Tensor, ops


def test_bucketize_primitive_puts_boundary_values_in_the_upper_bucket():
    x = Tensor(np.array([[3.0, 6, 9, 0, 10, 3.5]], np.float32))
    # recorded from MindSpore 2.10.0 CPU
    np.testing.assert_array_equal(ops.Bucketize(boundaries=[1.0, 3.0, 5.0, 7.0, 9.0])(x).asnumpy(),
                                  [[2, 3, 5, 0, 5, 2]])
    xi = Tensor(np.array([[3, 6, 9], [3, 6, 9]], np.int32))
    np.testing.assert_array_equal(ops.Bucketize(boundaries=[1.0, 3.0, 5.0, 7.0, 9.0])(xi).asnumpy(),
                                  [[2, 3, 5], [2, 3, 5]])
    # the functional form keeps right=False by default (recorded from MindSpore 2.10.0 CPU)
    np.testing.assert_array_equal(ops.bucketize(x, [1.0, 3.0, 5.0, 7.0, 9.0]).asnumpy(), [[1, 3, 4, 0, 5, 2]])
    np.testing.assert_array_equal(ops.bucketize(x, [1.0, 3.0, 5.0, 7.0, 9.0], right=True).asnumpy(),
                                  [[2, 3, 5, 0, 5, 2]])
