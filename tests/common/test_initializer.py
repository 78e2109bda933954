"""mindspore.common.initializer: registry, exact constant initializers, statistics and bounds of the random ones,
MindSpore's fan computation, seeding, errors, custom initializers and the Tensor(init=...) hook."""
import math
import re

import numpy as np
import pytest
import torch

from mindspore_compat.common import dtype as mstype
from mindspore_compat.common import initializer as init_mod
from mindspore_compat.common.initializer import (Constant, Dirac, HeNormal, HeUniform, Identity, Initializer, Normal,
                                                 One, Orthogonal, Sparse, TruncatedNormal, Uniform, VarianceScaling,
                                                 XavierNormal, XavierUniform, Zero, initializer)
from mindspore_compat.common.parameter import Parameter
from mindspore_compat.common.seed import set_seed
from mindspore_compat.common.tensor import Tensor



def values(init, shape, dtype=mstype.float32):
    return initializer(init, shape, dtype).asnumpy()


# ----- registry and signatures --------------------------------------------------------------------------------------
def test_string_names():
    assert sorted(init_mod._INITIALIZER_ALIAS) == sorted([
        "zero", "zeros", "one", "ones", "normal", "uniform", "truncatednormal", "xaviernormal", "xavier_normal",
        "xavieruniform", "xavier_uniform", "heuniform", "he_uniform", "henormal", "he_normal", "identity", "sparse",
        "dirac", "orthogonal", "variancescaling"])
    for name, cls in [("ones", One), ("One", One), ("zeros", Zero), ("normal", Normal), ("TruncatedNormal",
                      TruncatedNormal), ("xavier_uniform", XavierUniform), ("he_normal", HeNormal),
                      ("varianceScaling", VarianceScaling), ("HE_UNIFORM", HeUniform)]:
        assert type(init_mod._resolve(name)) is cls


def test_signatures_match_manifest():
    import inspect
    expected = {
        Constant: "(self, value)", Dirac: "(self, groups=1)",
        HeNormal: "(self, negative_slope=0, mode='fan_in', nonlinearity='leaky_relu')",
        HeUniform: "(self, negative_slope=0, mode='fan_in', nonlinearity='leaky_relu')",
        Identity: "(self, **kwargs)", Initializer: "(self, **kwargs)", Normal: "(self, sigma=0.01, mean=0.0)",
        One: "(self, **kwargs)", Orthogonal: "(self, gain=1.0)", Sparse: "(self, sparsity, sigma=0.01)",
        TruncatedNormal: "(self, sigma=0.01, mean=0.0, a=-2.0, b=2.0)", Uniform: "(self, scale=0.07)",
        VarianceScaling: "(self, scale=1.0, mode='fan_in', distribution='truncated_normal')",
        XavierNormal: "(self, gain=1)", XavierUniform: "(self, gain=1)", Zero: "(self, **kwargs)",
    }
    for cls, sig in expected.items():
        assert str(inspect.signature(cls.__init__)) == sig, cls
    assert str(inspect.signature(initializer)) == "(init, shape=None, dtype=mindspore.float32)"
    assert set(init_mod.__all__) == {c.__name__ for c in expected} | {"initializer"}
    for name in init_mod.__all__:
        assert getattr(init_mod, name).__doc__


def test_repr_uses_mindspore_module_path():
    assert re.match(r"<mindspore\.common\.initializer\.HeUniform object at 0x[0-9a-f]+>", repr(HeUniform()))


# ----- exact initializers ----------------------------------------------------------------------------------------
def test_constant_one_zero_exact():
    np.testing.assert_array_equal(values(One(), [2, 3]), np.ones((2, 3), np.float32))
    np.testing.assert_array_equal(values("zeros", [4], mstype.int32), np.zeros(4, np.int32))
    np.testing.assert_array_equal(values(Constant(3), [1, 2]), [[3.0, 3.0]])
    np.testing.assert_array_equal(values(0.5, [2]), [0.5, 0.5])
    np.testing.assert_array_equal(values(7, 3, mstype.int64), [7, 7, 7])
    np.testing.assert_array_equal(values(Constant(2.7), [2], mstype.int32), [2, 2])
    np.testing.assert_array_equal(values(Constant(2 ** 40), [1], mstype.int64), [2 ** 40])
    np.testing.assert_array_equal(values(Constant(np.array([1.0, 2.0])), [2, 2]), [[1, 2], [1, 2]])
    np.testing.assert_array_equal(values(Constant(True), [2], mstype.bool_), [True, True])
    assert initializer("ones", [2], mstype.float16).dtype is mstype.float16
    assert initializer(One(), [2], mstype.bfloat16).asnumpy().astype(np.float32).tolist() == [1.0, 1.0]


def test_identity_and_dirac():
    np.testing.assert_array_equal(values(Identity(), [2, 3]), np.eye(2, 3))
    np.testing.assert_array_equal(values("identity", [3, 2], mstype.int32), np.eye(3, 2))
    w = values(Dirac(groups=2), [6, 4, 3, 3])
    assert w.sum() == 6
    for out_c, in_c in [(0, 0), (1, 1), (2, 2), (3, 0), (4, 1), (5, 2)]:
        assert w[out_c, in_c, 1, 1] == 1
    assert values(Dirac(), [2, 2, 3]).tolist() == [[[0, 1, 0], [0, 0, 0]], [[0, 0, 0], [0, 1, 0]]]
    with pytest.raises(ValueError, match="dimension of 3, 4 or 5"):
        initializer(Dirac(), [2, 2])
    with pytest.raises(ValueError, match="divisible by groups"):
        initializer(Dirac(groups=4), [6, 4, 3, 3])
    with pytest.raises(ValueError, match="should be 2"):
        initializer(Identity(), [2, 2, 2])


# ----- fan computation --------------------------------------------------------------------------------------------
@pytest.mark.parametrize("shape, fans", [
    ((3, 5), (5, 3)), ((16, 8, 3, 3), (72, 144)), ((4, 2, 5), (10, 20)), ((6, 1, 5, 5), (25, 150)),
    ((2, 3, 2, 2, 2), (24, 16)),
])
def test_fan_in_fan_out(shape, fans):
    assert init_mod._calculate_fan_in_and_fan_out(shape) == fans
    assert init_mod._calculate_correct_fan(shape, "fan_in") == fans[0]
    assert init_mod._calculate_correct_fan(shape, "FAN_OUT") == fans[1]


def test_fan_errors():
    with pytest.raises(ValueError, match="fewer than 2 dimensions, but got dimensions 1"):
        init_mod._calculate_fan_in_and_fan_out((3,))
    with pytest.raises(ValueError, match="'mode' fan_avg not supported"):
        init_mod._calculate_correct_fan((3, 3), "fan_avg")


@pytest.mark.parametrize("nonlinearity, slope, gain", [
    ("linear", None, 1), ("conv2d", None, 1), ("sigmoid", None, 1), ("tanh", None, 5 / 3),
    ("relu", None, math.sqrt(2)), ("leaky_relu", None, math.sqrt(2 / (1 + 0.01 ** 2))),
    ("leaky_relu", 0, math.sqrt(2)), ("leaky_relu", 0.2, math.sqrt(2 / 1.04)),
])
def test_gain(nonlinearity, slope, gain):
    assert init_mod._calculate_gain(nonlinearity, slope, "HeUniform") == pytest.approx(gain)


def test_gain_errors():
    with pytest.raises(ValueError, match="'nonlinearity' should be one of"):
        init_mod._calculate_gain("selu", None, "HeUniform")
    with pytest.raises(ValueError, match="'negative_slope' True is not a valid number"):
        init_mod._calculate_gain("leaky_relu", True, "HeUniform")


# ----- random initializers: statistics and bounds -----------------------------------------------------------------
def test_normal_statistics():
    set_seed(0)
    w = values(Normal(sigma=0.5, mean=1.0), [200, 500])
    assert abs(w.mean() - 1.0) < 0.01 and abs(w.std() - 0.5) < 0.01
    d = values("normal", [200, 500])
    assert abs(d.mean()) < 1e-3 and abs(d.std() - 0.01) < 2e-4


def test_uniform_statistics_and_bounds():
    set_seed(0)
    w = values(Uniform(), [200, 500])
    assert w.min() >= -0.07 and w.max() <= 0.07 and w.max() > 0.0699 and w.min() < -0.0699
    assert abs(w.std() - 0.07 / math.sqrt(3)) < 5e-4
    w = values(Uniform(scale=2.0), [1000])
    assert abs(w).max() <= 2.0


def test_truncated_normal_bounds_and_statistics():
    set_seed(0)
    w = values(TruncatedNormal(sigma=1.0, mean=0.0, a=-1.0, b=1.5), [200, 500])
    assert w.min() >= -1.0 and w.max() <= 1.5 and w.min() < -0.99 and w.max() > 1.49
    d = values(TruncatedNormal(), [200, 500])
    assert abs(d.std() - 0.01) < 2e-4 and abs(d).max() < 0.1
    t = values(TruncatedNormal(sigma=1.0), [200, 500])
    assert abs(t).max() <= 2.0 and abs(t.std() - 0.8796) < 0.01


def test_xavier():
    set_seed(0)
    w = values(XavierUniform(), [300, 100])
    bound = math.sqrt(6 / 400)
    assert abs(w).max() <= bound and abs(w).max() > 0.99 * bound
    assert abs(w.std() - math.sqrt(2 / 400)) < 1e-3
    g = values(XavierUniform(gain=2), [300, 100])
    assert abs(g).max() <= 2 * bound and abs(g).max() > 1.98 * bound
    n = values(XavierNormal(gain=2), [300, 100, 2])
    assert abs(n.std() - 2 * math.sqrt(2 / 800)) < 1e-3


def test_he_uniform_conv_weight_uses_mindspore_fans():
    set_seed(0)
    w = values(HeUniform(), [64, 32, 3, 3])
    bound = math.sqrt(6 / (32 * 9))
    assert abs(w).max() <= bound and abs(w).max() > 0.99 * bound
    w = values(HeUniform(mode="fan_out", nonlinearity="relu"), [64, 32, 3, 3])
    bound = math.sqrt(6 / (64 * 9))
    assert abs(w).max() <= bound and abs(w).max() > 0.99 * bound
    w = values(HeUniform(negative_slope=math.sqrt(5)), [256, 128])
    bound = math.sqrt(6 / (1 + 5) / 128)
    assert abs(w).max() <= bound and abs(w).max() > 0.99 * bound


def test_he_normal_statistics():
    set_seed(0)
    w = values(HeNormal(), [64, 32, 3, 3])
    assert abs(w.std() - math.sqrt(2 / 288)) < 2e-3
    w = values(HeNormal(mode="fan_out", nonlinearity="tanh"), [300, 400])
    assert abs(w.std() - (5 / 3) / math.sqrt(300)) < 2e-3


def test_variance_scaling():
    set_seed(0)
    for dist in ("truncated_normal", "uniform"):
        w = values(VarianceScaling(scale=2.0, mode="fan_in", distribution=dist), [300, 100])
        limit = math.sqrt(3 * 2.0 / 100)
        assert abs(w).max() <= limit and abs(w.var() - 2.0 / 100) < 1e-3
    w = values(VarianceScaling(mode="fan_avg", distribution="untruncated_normal"), [300, 100])
    assert abs(w.var() - 1 / 200) < 3e-4
    with pytest.raises(ValueError, match="'scale' must be greater than 0, but got 0"):
        VarianceScaling(scale=0)
    with pytest.raises(ValueError, match="'mode' must be fan_in, fan_out or fan_avg"):
        VarianceScaling(mode="fan")
    with pytest.raises(ValueError, match="'distribution' must be uniform"):
        VarianceScaling(distribution="normal")


def test_orthogonal():
    set_seed(0)
    w = values(Orthogonal(gain=2.0), [3, 5])
    np.testing.assert_allclose(w @ w.T, 4 * np.eye(3), atol=1e-5)
    w = values("orthogonal", [6, 2, 2]).reshape(6, 4)
    np.testing.assert_allclose(w.T @ w, np.eye(4), atol=1e-5)
    with pytest.raises(ValueError, match="no less than 2"):
        initializer(Orthogonal(), [3])


def test_sparse():
    set_seed(0)
    w = values(Sparse(sparsity=0.3, sigma=1.0), [10, 50])
    assert ((w == 0).sum(axis=0) == 3).all()
    with pytest.raises(ValueError, match="should be 2"):
        initializer(Sparse(0.1), [2, 2, 2])


def test_random_values_cast_to_dtype():
    w = initializer(Normal(sigma=10.0), [1000], mstype.int32).asnumpy()
    assert w.dtype == np.int32 and w.std() > 1
    assert initializer("uniform", [4], mstype.float64).dtype is mstype.float64
    assert initializer("normal", [4], mstype.bfloat16).dtype is mstype.bfloat16
    assert initializer("he_uniform", [4, 4], mstype.float16).dtype is mstype.float16


# ----- seeding --------------------------------------------------------------------------------------------------
def test_set_seed_makes_every_initializer_deterministic():
    for init in (Normal(), Uniform(), TruncatedNormal(), XavierUniform(), XavierNormal(), HeUniform(), HeNormal(),
                 Orthogonal(), VarianceScaling(), Sparse(0.5)):
        set_seed(123)
        a = values(init, [4, 6])
        set_seed(123)
        b = values(init, [4, 6])
        np.testing.assert_array_equal(a, b)
        c = values(init, [4, 6])
        assert not np.array_equal(a, c)


def test_numpy_seed_alone_is_enough_and_torch_rng_is_independent():
    np.random.seed(7)
    a = values("normal", [5])
    np.random.seed(7)
    torch.manual_seed(99)
    torch.rand(10)
    b = values("normal", [5])
    np.testing.assert_array_equal(a, b)


# ----- initializer() and errors -----------------------------------------------------------------------------------
def test_initializer_returns_tensor():
    t = initializer("ones", (2, 3))
    assert isinstance(t, Tensor) and t.shape == (2, 3) and t.dtype is mstype.float32
    assert initializer(Normal(), 5).shape == (5,)
    data = Tensor(np.zeros([1, 2, 3]), mstype.float32)
    assert initializer(data, [1, 2, 3]) is data and initializer(data) is data
    p = Parameter(initializer("normal", [3, 4]), name="w")
    assert p.shape == (3, 4) and p.requires_grad


def test_initializer_errors():
    with pytest.raises(ValueError, match="^For 'initializer', the class corresponding to 'foo' was not found.$"):
        initializer("foo", [2])
    with pytest.raises(ValueError, match="'constant' was not found"):
        initializer("constant", [2])
    with pytest.raises(TypeError, match="the type of the 'init' argument should be 'Tensor', 'number', 'string' or "
                                        "'initializer'"):
        initializer(None, [2])
    for bad in ([0], [2, -1], [2.0], (True,)):
        with pytest.raises(ValueError, match="the value of 'shape' must be positive integer"):
            initializer("ones", bad)
    with pytest.raises(ValueError, match="'shape' must be given"):
        initializer("ones")
    with pytest.raises(ValueError, match=r"'init' shape \[2\] and the 'shape' \[3\]"):
        initializer(Tensor([1, 2]), [3])
    with pytest.raises(TypeError, match="dtype"):
        initializer("ones", [2], np.float32)
    with pytest.raises(ValueError, match="'sigma' must be non-negative"):
        initializer(Normal(sigma=-1), [2])
    with pytest.raises(ValueError, match="'sigma' must be positive"):
        initializer(TruncatedNormal(sigma=0), [2])
    with pytest.raises(TypeError, match="sparsity"):
        initializer("sparse", [2, 2])
    with pytest.raises(ValueError, match="fewer than 2 dimensions"):
        initializer("xavier_uniform", [3])


# ----- custom initializers and __call__ ---------------------------------------------------------------------------
class Arange(Initializer):
    def _initialize(self, arr):
        arr[...] = np.arange(arr.size).reshape(arr.shape)


def test_custom_initializer_subclass():
    t = initializer(Arange(), [2, 3], mstype.float32)
    assert t.tolist() == [[0, 1, 2], [3, 4, 5]]
    assert initializer(Arange(), [3], mstype.int64).tolist() == [0, 1, 2]
    assert initializer(Arange(), [2], mstype.bfloat16).dtype is mstype.bfloat16
    assert Tensor(shape=(2,), dtype=mstype.float16, init=Arange()).tolist() == [0.0, 1.0]
    with pytest.raises(TypeError, match="abstract initializer"):
        initializer(Initializer(), [2])


def test_call_fills_numpy_array_in_place():
    arr = np.zeros((2, 2), np.float32)
    assert Constant(3)(arr) is None
    assert (arr == 3).all()
    Identity()(arr)
    np.testing.assert_array_equal(arr, np.eye(2))
    ints = np.zeros(3, np.int32)
    One()(ints)
    assert ints.tolist() == [1, 1, 1]
    t = Tensor(np.zeros(3, np.float32))
    One()(t)
    assert t.tolist() == [1, 1, 1]


def test_seed_property():
    init = Normal()
    init.seed = 5
    assert init.seed == (6, 0)
    set_seed(3)
    assert Normal().seed == (3, 0)


def test_module_doctests(run_doctests):
    result = run_doctests("mindspore_compat.common.initializer")
    assert result.attempted > 40 and result.failed == 0



