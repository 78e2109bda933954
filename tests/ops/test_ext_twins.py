"""The ``*_ext`` twins of MindSpore 2.10's Ascend kernels (``baddbmm_ext``, ``diff_ext``, ``einsum_ext``,
``mse_loss_ext``, ``erfinv_``, ``bernoulli_ext``).

MindSpore 2.10's CPU build has no kernel for them (recorded: "The kernel Baddbmm unregistered.", "einsum only
supports Ascend.", "The kernel MSELossExt unregistered.", "The kernel InplaceErfinv unregistered.", "The kernel
BernoulliExt unregistered."), so they are pinned against the operators whose formula they share, on values
whose results are exact.
"""
import numpy as np

import mindspore_compat as ms
from mindspore_compat import Tensor, ops


def test_twins_match_their_operators():
    x = Tensor(np.arange(4, dtype=np.float32).reshape(1, 2, 2))
    b1 = Tensor(np.arange(6, dtype=np.float32).reshape(1, 2, 3))
    b2 = Tensor(np.arange(6, dtype=np.float32).reshape(1, 3, 2))
    np.testing.assert_array_equal(ops.baddbmm_ext(x, b1, b2, beta=0.5, alpha=2).asnumpy(),
                                  ops.baddbmm(x, b1, b2, 0.5, 2).asnumpy())
    np.testing.assert_array_equal(ops.baddbmm_ext(x, b1, b2).asnumpy(), [[[10, 14], [30, 43]]])
    v = Tensor([1, 4, 9, 16], ms.int32)
    assert ops.diff_ext(v, n=2).asnumpy().tolist() == [2, 2]
    assert ops.diff_ext(v, prepend=Tensor([0], ms.int32)).asnumpy().tolist() == [1, 3, 5, 7]
    a = Tensor([[1.0, 2.0], [3.0, 4.0]], ms.float32)
    np.testing.assert_array_equal(ops.einsum_ext("ij,jk->ik", a, a).asnumpy(), [[7, 10], [15, 22]])
    assert float(ops.mse_loss_ext(Tensor([1.0, 3.0]), Tensor([2.0, 0.0]))) == 5.0
    assert ops.mse_loss_ext(Tensor([1.0, 3.0]), Tensor([2.0, 0.0]), "none").asnumpy().tolist() == [1.0, 9.0]


def test_erfinv_in_place_and_bernoulli_ext():
    x = Tensor([0.0, 0.5], ms.float32)
    expected = ops.erfinv(Tensor([0.0, 0.5], ms.float32)).asnumpy()
    out = ops.erfinv_(x)
    np.testing.assert_array_equal(x.asnumpy(), expected)
    np.testing.assert_array_equal(out.asnumpy(), expected)
    assert ops.bernoulli_ext(Tensor([0.0, 1.0, 1.0], ms.float32)).asnumpy().tolist() == [0.0, 1.0, 1.0]
    g = ms.Generator()
    g.manual_seed(3)
    first = ops.bernoulli_ext(Tensor(np.full(32, 0.5), ms.float32), generator=g).asnumpy()
    g.manual_seed(3)
    np.testing.assert_array_equal(first, ops.bernoulli_ext(Tensor(np.full(32, 0.5), ms.float32), generator=g).asnumpy())
