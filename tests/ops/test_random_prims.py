"""Seeded random primitives of the operator registry (``ops/_op_def/random_def.py``).

Draws come from torch generators, so the numbers cannot be MindSpore's; what is pinned is what MindSpore makes
observable without its generator: shapes, dtypes, value ranges, deterministic outputs (probability 0 / 1 inputs,
expected counts) and errors. Every shape, dtype, deterministic value and exception message below was recorded from
MindSpore 2.10.0 (CPU) on the same inputs, except where a comment says the op has no CPU kernel there (Gamma,
Poisson, Randperm); those follow MindSpore's documented shapes and its recorded argument checks. Statistics over
many draws check the distribution against its closed-form moments.
"""
import math

import numpy as np
import pytest

import mindspore_compat as ms
from mindspore_compat import Tensor, ops

F32 = ms.float32


def _raises(exc, text, fn):
    with pytest.raises(exc) as info:
        fn()
    assert text in str(info.value)


# ----- Gamma / Poisson (no CPU kernel in MindSpore; argument checks recorded, shapes as documented) -----------------
def test_gamma_shape_and_checks():
    out = ops.Gamma(seed=3)((3, 1, 2), Tensor(np.array([[3, 4], [5, 6]]), F32), Tensor([1.0], F32))
    assert out.shape == (3, 2, 2) and out.dtype == ms.float32  # MindSpore's documented example shape
    assert bool((out > 0).all())
    # recorded from MindSpore 2.10.0 CPU
    _raises(TypeError, "For 'Gamma', the type of 'shape' should be 'tuple', but got type 'list'.",
            lambda: ops.Gamma(seed=3)([3, 2], Tensor([1.0, 2.0], F32), Tensor([1.0, 1.0], F32)))
    _raises(ValueError, "For 'Gamma', the 'shape' cannot be None.",
            lambda: ops.Gamma(seed=3)(Tensor([3, 2]), Tensor([1.0, 2.0], F32), Tensor([1.0, 1.0], F32)))
    _raises(TypeError, "For 'Gamma', the element of 'alpha' must be Tensor[Float32], but got Tensor[Float64].",
            lambda: ops.Gamma(seed=3)((3, 2), Tensor([1.0, 2.0], ms.float64), Tensor([1.0, 1.0], ms.float64)))
    _raises(TypeError, "For 'Gamma', the element of 'alpha' must be Tensor[Float32], but got Tensor[Int32].",
            lambda: ops.Gamma(seed=3)((3, 2), Tensor([1, 2], ms.int32), Tensor([1, 1], ms.int32)))
    _raises(TypeError, "For 'Gamma', the 'seed' must be int, but got 'float'", lambda: ops.Gamma(seed=1.5))


def test_gamma_moments_and_seeding():
    alpha, beta = Tensor([2.0, 9.0], F32), Tensor([0.5, 3.0], F32)
    out = ops.Gamma(seed=7)((20000, 2), alpha, beta).asnumpy()
    np.testing.assert_allclose(out.mean(0), [4.0, 3.0], rtol=0.03)  # alpha / beta
    np.testing.assert_allclose(out.var(0), [8.0, 1.0], rtol=0.08)  # alpha / beta ** 2
    a, b = ops.Gamma(seed=7), ops.Gamma(seed=7)
    first = a((4, 2), alpha, beta).asnumpy()
    np.testing.assert_array_equal(first, b((4, 2), alpha, beta).asnumpy())  # same seeds, same sequence
    assert not np.array_equal(first, a((4, 2), alpha, beta).asnumpy())  # one instance moves on
    # recorded from MindSpore 2.10.0 CPU
    _raises(ValueError, "For 'Gamma', broadcast_alpha_beta.shape and shape.shape need to broadcast. The value of "
            "broadcast_alpha_beta.shape[-1] or shape.shape[-1] must be 1 or -1 when they are not the same, but got "
            "broadcast_alpha_beta.shape = [2] and shape.shape = (4,).", lambda: a((4,), alpha, beta))
    _raises(ValueError, "For 'Poisson', mean.shape and shape.shape need to broadcast. The value of mean.shape[-1] or "
            "shape.shape[-1] must be 1 or -1 when they are not the same, but got mean.shape = [2] and shape.shape = "
            "(4,).", lambda: ops.Poisson(seed=3)((4,), Tensor([1.0, 2.0], F32)))


def test_poisson():
    out = ops.Poisson(seed=5)((4, 1), Tensor(np.array([5.0, 10.0]), F32))
    assert out.shape == (4, 2) and out.dtype == ms.int32  # MindSpore's documented example
    big = ops.Poisson(seed=5)((20000,), Tensor([4.0], F32)).asnumpy()
    assert abs(big.mean() - 4.0) < 0.1 and abs(big.var() - 4.0) < 0.25
    # recorded from MindSpore 2.10.0 CPU
    _raises(TypeError, "For 'Poisson', the element of 'mean' must be Tensor[Float32], but got Tensor[Int32].",
            lambda: ops.Poisson(seed=3)((3, 2), Tensor([1, 2], ms.int32)))


# ----- RandomGamma / RandomPoisson -----------------------------------------------------------------------------------
def test_random_gamma():
    # recorded from MindSpore 2.10.0 CPU: shapes and dtypes
    out = ops.RandomGamma(seed=3)(Tensor([3, 2], ms.int32), Tensor([1.0, 2.0], F32))
    assert out.shape == (3, 2, 2) and out.dtype == ms.float32
    out = ops.RandomGamma(seed=3)(Tensor([3, 2], ms.int64), Tensor([1, 2], ms.float64))
    assert out.shape == (3, 2, 2) and out.dtype == ms.float64
    _raises(TypeError, "For RandomGamma, input[0] only support tensor!",
            lambda: ops.RandomGamma(seed=3)((3, 2), Tensor([1.0, 2.0], F32)))
    _raises(TypeError, "For primitive[RandomGamma], the input argument[alpha] must be a type of {Tensor[Float16], "
            "Tensor[Float32], Tensor[Float64]}, but got Tensor[Int32].",
            lambda: ops.RandomGamma(seed=3)(Tensor([3, 2], ms.int32), Tensor([1, 2], ms.int32)))
    many = ops.RandomGamma(seed=1)(Tensor([20000], ms.int32), Tensor([3.0], F32)).asnumpy()
    assert abs(many.mean() - 3.0) < 0.08 and abs(many.var() - 3.0) < 0.25


def test_random_poisson():
    # recorded from MindSpore 2.10.0 CPU
    out = ops.RandomPoisson(seed=3)(Tensor([3, 2], ms.int32), Tensor([1.0, 2.0], F32))
    assert out.shape == (3, 2, 2) and out.dtype == ms.int64
    out = ops.RandomPoisson(seed=3, dtype=ms.float16)(Tensor([3, 2], ms.int32), Tensor([1.0, 2.0], F32))
    assert out.dtype == ms.float16
    zero = ops.RandomPoisson(seed=6)(Tensor([4, 2], ms.int64), Tensor([0.0, 3.0], F32))
    np.testing.assert_array_equal(zero.asnumpy()[:, :, 0], np.zeros((4, 2)))
    _raises(TypeError, "For 'RandomPoisson', the 'dtype' should be one of [mindspore.int64, mindspore.int32, "
            "mindspore.float16, mindspore.float32, mindspore.float64], but got 'mindspore.bool'.",
            lambda: ops.RandomPoisson(seed=3, dtype=ms.bool_))
    _raises(TypeError, "For primitive[RandomPoisson], the input argument[shape] must be a type of {Int32, Int64}, "
            "but got Tuple[Int64*2].", lambda: ops.RandomPoisson(seed=3)((3, 2), Tensor([1.0, 2.0], F32)))


# ----- StandardLaplace / TruncatedNormal / ParameterizedTruncatedNormal ----------------------------------------------
def test_standard_laplace():
    # recorded from MindSpore 2.10.0 CPU: a tuple or a Tensor shape, float32
    for shape in ((3, 2), Tensor([3, 2])):
        out = ops.StandardLaplace(seed=3)(shape)
        assert out.shape == (3, 2) and out.dtype == ms.float32
    _raises(ValueError, "For primitive[StandardLaplace], the attribute[shape] should be a vector with all positive "
            "item. but got [3, -2, ].", lambda: ops.StandardLaplace(seed=3)((3, -2)))
    many = ops.StandardLaplace(seed=9)((40000,)).asnumpy()
    assert abs(many.mean()) < 0.03 and abs(many.var() - 2.0) < 0.1  # Laplace(0, 1): variance 2
    np.testing.assert_array_equal(ops.StandardLaplace(seed=4)((5,)).asnumpy(),
                                  ops.StandardLaplace(seed=4)((5,)).asnumpy())


def test_truncated_normal():
    # recorded from MindSpore 2.10.0 CPU
    out = ops.TruncatedNormal(seed=3)(Tensor([3, 2], ms.int32))
    assert out.shape == (3, 2) and out.dtype == ms.float32
    out = ops.TruncatedNormal(dtype=ms.float16, seed=3)(Tensor([3, 2], ms.int64))
    assert out.dtype == ms.float16
    _raises(TypeError, "For Primitive[TruncatedNormal], the type of input argument[shape] must be Tensor but got "
            "Tuple[Int64*2].", lambda: ops.TruncatedNormal(seed=3)((3, 2)))
    _raises(TypeError, "For 'TruncatedNormal', the 'dtype' should be one of [mindspore.float16, mindspore.float32, "
            "mindspore.float64], but got 'mindspore.int32'.", lambda: ops.TruncatedNormal(dtype=ms.int32))
    _raises(ValueError, "For 'TruncatedNormal', the input tensor shape must >= 2, but got 1",
            lambda: ops.TruncatedNormal(seed=5)(Tensor([300], ms.int32)))
    many = ops.TruncatedNormal(seed=2)(Tensor([200, 200], ms.int32)).asnumpy()
    assert np.abs(many).max() <= 2.0
    assert abs(many.std() - 0.8796) < 0.01  # standard deviation of N(0, 1) cut to [-2, 2]


def test_parameterized_truncated_normal():
    sampler = ops.ParameterizedTruncatedNormal(seed=3)
    out = sampler(Tensor([2, 3], ms.int32), Tensor([0.0, 1.0], F32), Tensor([1.0, 1.0], F32),
                  Tensor([-1.0, 0.0], F32), Tensor([1.0, 2.0], F32))
    assert out.shape == (2, 3) and out.dtype == ms.float32  # recorded from MindSpore 2.10.0 CPU
    many = sampler(Tensor([2, 20000], ms.int32), Tensor([0.0, 5.0], F32), Tensor([1.0, 2.0], F32),
                   Tensor([-0.5, 4.0], F32), Tensor([0.5, 20.0], F32)).asnumpy()
    assert many[0].min() >= -0.5 and many[0].max() <= 0.5 and many[1].min() >= 4.0
    assert abs(many[0].mean()) < 0.02
    # mean of N(5, 2) cut below at 4: 5 + 2 * pdf(-0.5) / (1 - cdf(-0.5))
    z = -0.5
    pdf, tail = math.exp(-z * z / 2) / math.sqrt(2 * math.pi), 0.5 * math.erfc(z / math.sqrt(2))
    assert abs(many[1].mean() - (5 + 2 * pdf / tail)) < 0.05


# ----- Cauchy / LogNormalReverse -------------------------------------------------------------------------------------
def test_cauchy():
    out = ops.Cauchy([2, 3])()
    assert out.shape == (2, 3) and out.dtype == ms.float32  # recorded from MindSpore 2.10.0 CPU
    _raises(TypeError, "For 'Cauchy', the type of 'size' should be 'list', but got type 'tuple'.",
            lambda: ops.Cauchy((2, 3)))
    many = ops.Cauchy([40001], median=1.0, sigma=0.5)().asnumpy()
    assert abs(np.median(many) - 1.0) < 0.02
    q1, q3 = np.percentile(many, [25, 75])
    assert abs((q3 - q1) - 1.0) < 0.04  # interquartile range of Cauchy is 2 * sigma


def test_log_normal_reverse():
    out = ops.LogNormalReverse()(Tensor(np.zeros((2, 3)), F32))
    assert out.shape == (2, 3) and out.dtype == ms.float32  # recorded from MindSpore 2.10.0 CPU
    assert ops.LogNormalReverse(0.0, 0.5)(Tensor(np.zeros((2, 3)), ms.float16)).dtype == ms.float16
    _raises(TypeError, "For primitive[LogNormalReverse], the input argument[x] must be a type of {Tensor[Float16], "
            "Tensor[Float32], Tensor[Float64]}, but got Tensor[Int32].",
            lambda: ops.LogNormalReverse()(Tensor(np.zeros((2, 3)), ms.int32)))
    logs = np.log(ops.LogNormalReverse(1.0, 2.0)(Tensor(np.zeros(40000), F32)).asnumpy())
    assert abs(logs.mean() - 1.0) < 0.05 and abs(logs.std() - 2.0) < 0.05


# ----- permutations --------------------------------------------------------------------------------------------------
def test_randperm_v2():
    for n in (5, Tensor(5)):
        out = ops.RandpermV2(seed=1)(n)
        assert out.dtype == ms.int64 and sorted(out.asnumpy().tolist()) == [0, 1, 2, 3, 4]
    assert ops.RandpermV2(seed=1, dtype=ms.float32)(5).dtype == ms.float32
    # recorded from MindSpore 2.10.0 CPU
    _raises(ValueError, "For 'RandpermV2', the input 'n' must be greater than 0, but got data: -1.",
            lambda: ops.RandpermV2(seed=1)(-1))
    _raises(TypeError, "For primitive[RandpermV2], the input argument[dtype] must be a type of {Float16, Float32, "
            "Float64, Int16, Int32, Int64, Int8, UInt8}, but got Bool.",
            lambda: ops.RandpermV2(seed=1, dtype=ms.bool_)(3))
    np.testing.assert_array_equal(ops.RandpermV2(seed=8)(10).asnumpy(), ops.RandpermV2(seed=8)(10).asnumpy())


def test_randperm():
    # no CPU kernel in MindSpore 2.10: shape and padding as documented, argument checks recorded on CPU
    out = ops.Randperm(max_length=30, pad=-1)(Tensor([20], ms.int32))
    assert out.shape == (30,) and out.dtype == ms.int32
    assert sorted(out.asnumpy()[:20].tolist()) == list(range(20)) and (out.asnumpy()[20:] == -1).all()
    _raises(ValueError, "For 'Randperm', the 'max_length' must be int and must >= 1, but got '0' with type 'int'.",
            lambda: ops.Randperm(max_length=0))
    _raises(ValueError, "For 'Randperm', the rank of input tensor must be equal 1. But got 0",
            lambda: ops.Randperm(max_length=6)(Tensor(2, ms.int32)))
    _raises(TypeError, "For primitive[Randperm], the input argument[x] must be a type of {Tensor[Int32], "
            "Tensor[Int64]}, but got Tensor[Int16].", lambda: ops.Randperm(max_length=6)(Tensor([2], ms.int16)))


def test_random_shuffle():
    x = Tensor(np.arange(8).reshape(4, 2), F32)
    out = ops.RandomShuffle(seed=1)(x).asnumpy()
    assert out.shape == (4, 2) and sorted(out[:, 0].tolist()) == [0, 2, 4, 6]
    np.testing.assert_array_equal(out[:, 1] - out[:, 0], np.ones(4))  # rows move whole
    scalar = ops.RandomShuffle(seed=1)(Tensor(3.0, F32))
    assert scalar.shape == () and float(scalar) == 3.0  # recorded from MindSpore 2.10.0 CPU


# ----- categorical draws ---------------------------------------------------------------------------------------------
def test_random_categorical():
    logits = Tensor([[-10.0, 10.0], [10.0, -10.0]], F32)
    out = ops.RandomCategorical(ms.int32)(logits, 3, 2)
    # recorded from MindSpore 2.10.0 CPU
    np.testing.assert_array_equal(out.asnumpy(), [[1, 1, 1], [0, 0, 0]])
    assert out.dtype == ms.int32
    assert ops.RandomCategorical(ms.int16)(Tensor([[-10.0, 10.0]], F32), 3, 2).dtype == ms.int16
    _raises(TypeError, "For 'RandomCategorical', the 'dtype' should be one of [mindspore.int32, mindspore.int16, "
            "mindspore.int64], but got 'mindspore.float32'.", lambda: ops.RandomCategorical(ms.float32))
    _raises(ValueError, "logits shape size only support 2D",
            lambda: ops.RandomCategorical()(Tensor([-10.0, 10.0], F32), 3, 2))
    _raises(ValueError, "For 'RandomCategorical', num_sample can't has negative value, but got 0",
            lambda: ops.RandomCategorical()(Tensor([[-10.0, 10.0]], F32), 0, 2))
    freq = np.bincount(ops.RandomCategorical()(Tensor([[0.0, math.log(3.0)]], F32), 20000, 5).asnumpy()[0])
    assert abs(freq[1] / 20000 - 0.75) < 0.015


def test_random_choice_with_mask():
    x = Tensor([[True, False, True], [False, False, True]])
    for index, mask in (ops.RandomChoiceWithMask(count=4, seed=1)(x), ops.choice_with_mask(x, count=4, seed=1)):
        # recorded from MindSpore 2.10.0 CPU: three True elements, the fourth row is padding
        assert index.shape == (4, 2) and index.dtype == ms.int32 and mask.dtype == ms.bool_
        np.testing.assert_array_equal(mask.asnumpy(), [True, True, True, False])
        assert sorted(map(tuple, index.asnumpy()[:3].tolist())) == [(0, 0), (0, 2), (1, 2)]
        np.testing.assert_array_equal(index.asnumpy()[3], [0, 0])
    index, mask = ops.RandomChoiceWithMask(count=2, seed=1)(Tensor([True, False, True, True]))
    assert index.shape == (2, 1) and mask.asnumpy().all()
    _raises(TypeError, "For primitive[RandomChoiceWithMask], the input argument[input_x] must be a type of "
            "{Tensor[Bool]}, but got Tensor[Float32].",
            lambda: ops.RandomChoiceWithMask(count=2, seed=1)(Tensor([1.0, 0.0])))
    _raises(ValueError, "For 'RandomChoiceWithMask', the 'count' must be int and must > 0, but got '0' with type "
            "'int'.", lambda: ops.RandomChoiceWithMask(count=0, seed=1))


def test_multinomial_with_replacement():
    x = Tensor([[0.0, 9.0, 4.0, 0.0]], F32)
    out = ops.MultinomialWithReplacement(4, True)(x, Tensor(2, ms.int64), Tensor(0, ms.int64))
    assert out.shape == (1, 4) and out.dtype == ms.int64  # recorded from MindSpore 2.10.0 CPU
    assert set(out.asnumpy().ravel().tolist()) <= {1, 2}
    no_rep = ops.MultinomialWithReplacement(2, False)(Tensor([0.0, 9.0, 4.0, 0.0], F32), Tensor(2, ms.int64),
                                                      Tensor(0, ms.int64))
    assert no_rep.shape == (2,) and sorted(no_rep.asnumpy().tolist()) == [1, 2]
    _raises(ValueError, "For 'MultinomialWithReplacement', the value of numsamples must equal or less than "
            "x_shape[-1], but got 5.",
            lambda: ops.MultinomialWithReplacement(5, False)(Tensor([0.0, 9.0, 4.0, 0.0], F32), Tensor(2, ms.int64),
                                                             Tensor(0, ms.int64)))
    _raises(TypeError, "For primitive[MultinomialWithReplacement], the input argument[x_dtype] must be a type of "
            "{Tensor[Float16], Tensor[Float32], Tensor[Float64]}, but got Tensor[Int32].",
            lambda: ops.multinomial_with_replacement(Tensor([[0, 9, 4, 0]], ms.int32), 2, 0, 3, True))
    _raises(ValueError, "For 'MultinomialWithReplacement' , each element of 'x' must be equal or greater than 0.",
            lambda: ops.multinomial_with_replacement(Tensor([[-1.0, 9.0, 4.0, 0.0]], F32), 2, 0, 3, True))
    a = ops.multinomial_with_replacement(Tensor([[1.0, 1.0, 1.0]], F32), 7, 1, 20, True).asnumpy()
    np.testing.assert_array_equal(a, ops.multinomial_with_replacement(Tensor([[1.0, 1.0, 1.0]], F32), 7, 1, 20,
                                                                      True).asnumpy())


# ----- candidate samplers --------------------------------------------------------------------------------------------
def test_uniform_candidate_sampler():
    true = Tensor([[1], [3], [4], [6], [3]], ms.int64)
    # recorded from MindSpore 2.10.0 CPU: expected counts 3 / 4 in both forms
    for sampled, true_count, sampled_count in (ops.UniformCandidateSampler(1, 3, False, 4, 1)(true),
                                               ops.uniform_candidate_sampler(true, 1, 3, False, 4, 1)):
        assert sampled.shape == (3,) and sampled.dtype == ms.int64
        assert 0 <= sampled.asnumpy().min() and sampled.asnumpy().max() < 4
        np.testing.assert_allclose(true_count.asnumpy(), np.full((5, 1), 0.75, np.float32))
        np.testing.assert_allclose(sampled_count.asnumpy(), np.full(3, 0.75, np.float32))
    sampled, _, _ = ops.UniformCandidateSampler(1, 3, True, 4, 1)(Tensor([[1], [3]], ms.int32))
    assert sampled.dtype == ms.int32 and len(set(sampled.asnumpy().tolist())) == 3
    # recorded from MindSpore 2.10.0 CPU: all four classes drawn with rejections; MindSpore's count was 0.8665161,
    # that is 1 - (3/4) ** 7, seven draws; here the count follows the number of draws this generator needed
    sampled, true_count, _ = ops.uniform_candidate_sampler(Tensor([[1], [3]], ms.int64), 1, 4, True, 4, seed=2)
    assert sorted(sampled.asnumpy().tolist()) == [0, 1, 2, 3]
    tries = round(math.log1p(-float(true_count.asnumpy()[0, 0])) / math.log(0.75))
    assert tries >= 4 and abs(float(true_count.asnumpy()[0, 0]) - (1 - 0.75 ** tries)) < 1e-6
    _raises(ValueError, "For 'UniformCandidateSampler', the value of num_sampled should be <= value of range_max: 4, "
            "but got 5.", lambda: ops.UniformCandidateSampler(1, 5, True, 4, 1))


# ----- Bernoulli / NonDeterministicInts ------------------------------------------------------------------------------
def test_bernoulli():
    # recorded from MindSpore 2.10.0 CPU (probabilities 0 and 1 leave no randomness)
    out = ops.Bernoulli(seed=1)(Tensor([0.0, 1.0, 1.0], F32), Tensor([1.0, 0.0, 1.0], F32))
    np.testing.assert_array_equal(out.asnumpy(), [1.0, 0.0, 1.0])
    out = ops.Bernoulli(seed=1)(Tensor([0, 1, 1], ms.int32), 0.0)
    assert out.dtype == ms.int32 and out.asnumpy().tolist() == [0, 0, 0]
    np.testing.assert_array_equal(ops.Bernoulli(seed=1)(Tensor([0.0, 1.0, 1.0], F32), 1.0).asnumpy(), [1, 1, 1])
    many = ops.Bernoulli(seed=3)(Tensor(np.zeros(20000), F32), 0.3).asnumpy()
    assert abs(many.mean() - 0.3) < 0.015


def test_non_deterministic_ints():
    # recorded from MindSpore 2.10.0 CPU: shapes, dtypes, values spread over the dtype's range
    out = ops.NonDeterministicInts()(Tensor([2, 3], ms.int32))
    assert out.shape == (2, 3) and out.dtype == ms.int64
    out = ops.NonDeterministicInts(ms.int32)(Tensor([400], ms.int32)).asnumpy()
    assert out.dtype == np.int32 and out.min() < -2 ** 30 and out.max() > 2 ** 30
    _raises(TypeError, "For 'NonDeterministicInts', the 'dtype' should be one of [mindspore.int32, mindspore.int64, "
            "mindspore.uint32, mindspore.uint64], but got 'mindspore.float32'.",
            lambda: ops.NonDeterministicInts(ms.float32))


def test_log_uniform_candidate_sampler():
    # recorded from MindSpore 2.10.0 CPU: without `unique` the expected count is num_sampled * P(c)
    sampled, true_count, sampled_count = ops.LogUniformCandidateSampler(1, 3, False, 4, 2)(
        Tensor([[0], [3]], ms.int64))
    assert sampled.shape == (3,) and sampled.dtype == ms.int64
    np.testing.assert_allclose(true_count.asnumpy(), [[1.29202962], [0.415940642]], rtol=1e-6)
    p = np.log((sampled.asnumpy() + 2.0) / (sampled.asnumpy() + 1.0)) / np.log(5.0)
    np.testing.assert_allclose(sampled_count.asnumpy(), 3 * p, rtol=1e-6)
    # with `unique`, MindSpore's counts for classes 0, 1, 7 (range_max 5) were 0.99990803, 0.99236274 and
    # 0.7252593: 1 - (1 - P(c)) ** 19, nineteen draws; here the count follows this generator's number of draws
    true = Tensor([[1, 7], [0, 4], [3, 3]], ms.int64)
    for sampled, true_count, _ in (ops.LogUniformCandidateSampler(2, 5, True, 5, 1)(true),
                                   ops.log_uniform_candidate_sampler(true, 2, 5, True, 5, 1)):
        assert sorted(sampled.asnumpy().tolist()) == [0, 1, 2, 3, 4]
        p0 = math.log(2.0) / math.log(6.0)
        tries = round(math.log1p(-float(true_count.asnumpy()[1, 0])) / math.log1p(-p0))
        assert tries >= 5
        p7 = math.log(9.0 / 8.0) / math.log(6.0)
        assert abs(float(true_count.asnumpy()[0, 1]) - (1 - (1 - p7) ** tries)) < 1e-6
    _raises(ValueError, "For 'LogUniformCandidateSampler', the 'range_max' should be >= num_sampled: 6, but got 5.",
            lambda: ops.LogUniformCandidateSampler(2, 6, True, 5, 1))
    _raises(ValueError, "LogUniformCandidateSampler input true_classes dim[1] should equal to num_true, "
            "true_classes.dim[1] = 2, num_true = 3", lambda: ops.LogUniformCandidateSampler(3, 5, True, 5, 1)(true))
    _raises(ValueError, "For 'LogUniformCandidateSampler', the argument 'num_true' must >= 1, but got 0.",
            lambda: ops.LogUniformCandidateSampler(0, 5, True, 5, 1))
    _raises(TypeError, "For 'LogUniformCandidateSampler', the type of 'unique' should be 'bool', but got type 'int'.",
            lambda: ops.LogUniformCandidateSampler(2, 5, 1, 5, 1))
    _raises(ValueError, "For 'LogUniformCandidateSampler', the argument 'seed' must >= 0, but got -1.",
            lambda: ops.LogUniformCandidateSampler(2, 5, True, 5, -1))
    _raises(TypeError, "For primitive[LogUniformCandidateSampler], the input argument[true_classes] must be a type of "
            "{Tensor[Int64]}, but got Tensor[Int32].",
            lambda: ops.LogUniformCandidateSampler(2, 5, True, 5, 1)(Tensor([[1, 7]], ms.int32)))
