"""Names MindSpore 2.10's modules carry outside their __all__, which its own examples use.

Values recorded from MindSpore 2.10.0 CPU: mint.ones((2,)) -> [1. 1.] Float32; mint.ones([2, 1], dtype=int32) ->
[[1] [1]]; mint.fix / mint.trunc of [-1.5, 2.7] -> [-1. 2.]; mint.ge([1, 3], 2) -> [False True];
mint.clip([1., 5.], 2, 3) -> [2. 3.]; mindspore.bool is mindspore.bool_ (prints Bool); mindspore.numpy.nan / inf /
PINF / NINF / pi are the Python floats nan, inf, inf, -inf, 3.141592653589793.
"""
import math

import mindspore_compat as ms
from mindspore_compat import Tensor, mint
from mindspore_compat import numpy as mnp


def test_mint_extra_names():
    ones = mint.ones((2,))
    assert ones.dtype == ms.float32 and ones.asnumpy().tolist() == [1.0, 1.0]
    assert mint.ones([2, 1], dtype=ms.int32).asnumpy().tolist() == [[1], [1]]
    for f in (mint.fix, mint.trunc):
        assert f(Tensor([-1.5, 2.7])).asnumpy().tolist() == [-1.0, 2.0]
    assert mint.ge(Tensor([1, 3]), 2).asnumpy().tolist() == [False, True]
    assert mint.clip(Tensor([1.0, 5.0]), 2, 3).asnumpy().tolist() == [2.0, 3.0]
    assert "ones" not in mint.__all__          # outside the manifest's __all__, as in MindSpore


def test_bool_and_numpy_constants():
    assert ms.bool is ms.bool_ and str(ms.bool) == "Bool"
    assert "bool" not in ms.__all__
    assert math.isnan(mnp.nan) and mnp.inf == mnp.PINF == math.inf and mnp.NINF == -math.inf
    assert mnp.pi == 3.141592653589793
