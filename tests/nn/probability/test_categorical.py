"""mindspore.nn.probability.distribution.Categorical against real MindSpore. Every expected value, dtype, shape,
repr and exception text below was recorded from MindSpore 2.10.0 (CPU) with the same inputs. MindSpore's CPU
exp/log kernels round a little differently from torch's, hence the tolerances."""
import numpy as np
import pytest

import mindspore_compat

mindspore_compat.install()
import mindspore as ms  # noqa: E402
import mindspore.nn.probability.distribution as msd  # noqa: E402
from mindspore import Tensor  # noqa: E402

NAN, INF = float("nan"), float("inf")


def _f32(values):
    return Tensor(np.array(values), ms.float32)


C = msd.Categorical([0.2, 0.3, 0.5])
PB = _f32([0.1, 0.6, 0.3])
PA = _f32([[0.5, 0.5, 0.0], [0.25, 0.25, 0.5]])
V = _f32([-1.5, -0.5, 0.0, 0.7, 1.0, 2.0, 2.9, 3.0])
C2 = msd.Categorical(_f32([[0.5, 0.4, 0.1], [0.25, 0.25, 0.5]]), dtype=ms.float32)
C3 = msd.Categorical()


def _same(got, want, dtype="Float32", shape=None, atol=2e-6):
    assert str(got.dtype) == dtype
    want = np.array(want, np.float64)
    assert tuple(got.shape) == (want.shape if shape is None else shape)
    np.testing.assert_allclose(got.asnumpy().astype(np.float64), want, rtol=1e-5, atol=atol)


# recorded from MindSpore 2.10.0 CPU: C.<method>(V)
PER_VALUE = {
    "prob": [NAN, 0.19999988, 0.19999988, 0.19999988, 0.29999986, 0.49999991, 0.49999991, NAN],
    "log_prob": [NAN, -1.6094379, -1.6094379, -1.6094379, -1.2039728, -0.69314718, -0.69314718, NAN],
    "cdf": [0.0, 0.2, 0.2, 0.2, 0.5, 1.0, 1.0, 1.0],
    "log_cdf": [-INF, -1.6094375, -1.6094375, -1.6094375, -0.693147, 0.0, 0.0, 0.0],
    "survival_function": [1.0, 0.8, 0.8, 0.8, 0.5, 0.0, 0.0, 0.0],
    "log_survival": [0.0, -0.22314334, -0.22314334, -0.22314334, -0.693147, -INF, -INF, -INF],
}


@pytest.mark.parametrize("method", sorted(PER_VALUE))
def test_per_value_methods(method):
    _same(getattr(C, method)(V), PER_VALUE[method])


def test_integer_bool_and_scalar_values():
    # recorded from MindSpore 2.10.0 CPU
    _same(C.prob(Tensor([0, 1, 2], ms.int32)), [0.19999988, 0.29999986, 0.49999991])
    _same(C.log_cdf(Tensor([0, 1, 2], ms.int32)), [-1.6094379, -0.69314718, 0.0])
    _same(C.log_survival(Tensor([0, 1, 2], ms.int32)), [-0.22314353, -0.69314718, -INF])
    _same(C.prob(Tensor([1, 2], ms.int64)), [0.29999986, 0.49999991])
    _same(C.prob(Tensor([1, 2], ms.float16)), [0.29999986, 0.49999991])
    _same(C.prob(Tensor([True, False])), [0.29999986, 0.19999988])
    _same(C.prob(Tensor(1.0, ms.float32)), 0.29999986)
    _same(C.cdf(Tensor(1.0, ms.float32)), 0.5)
    _same(C("prob", _f32([1.0])), [0.29999986])


def test_per_call_probs_and_broadcasting():
    # recorded from MindSpore 2.10.0 CPU
    _same(C.prob(_f32([1.0, 2.0]), PA), [0.49999991, 0.49999991])
    _same(C.prob(_f32([[0.0], [1.0], [2.0]]), PA), [[0.49999991, 0.24999991], [0.49999991, 0.24999991],
                                                    [0.0, 0.49999991]])
    _same(C.cdf(_f32([1.0, 2.0]), PA), [1.0, 1.0])
    _same(C.log_prob(_f32([2.0, 2.0]), PA), [-INF, -0.69314718])
    _same(C.prob(_f32([1.0]), probs=PB), [0.5999999])
    _same(C.prob(_f32([1.0]), _f32([-0.1, 0.6, 0.5])), [0.5999999])
    _same(C2.log_prob(_f32([0.0, 2.0])), [-0.69314718, -0.69314718])
    _same(C2.log_prob(Tensor(1.0, ms.float32)), [-0.91629070, -1.3862944])
    _same(C2.cdf(_f32([[0.0], [1.0]])), [[0.5, 0.25], [0.9, 0.5]])


def test_statistics():
    # recorded from MindSpore 2.10.0 CPU
    _same(C.mean(), [1.3])
    _same(C.var(), [0.61000013])
    _same(C.sd(), [0.78102505])
    _same(C.entropy(), 1.0296531)
    mode = C.mode()
    assert (str(mode.dtype), mode.shape, int(mode.asnumpy())) == ("Int32", (), 2)
    _same(C.mean(PA), [[0.5], [1.25]])
    _same(C.var(PA), [[0.25], [0.6875]])
    _same(C.sd(PA), [[0.5], [0.82915622]])
    _same(C.entropy(PA), [NAN, 1.0397208])
    _same(C.mode(PA), [0, 2], dtype="Int32")
    _same(C.mean(probs=PB), [1.2])
    _same(C.mean(Tensor(np.array([0.5, 0.5]), ms.float16)), [0.5])
    _same(C2.mode(), [0.0, 2.0])
    _same(C2.mean(), [[0.6], [1.25]])
    _same(C2.mean(PB), [1.2])
    _same(C2.entropy(), [0.94334841, 1.0397208])
    _same(msd.Categorical([0.3, 0.7], dtype=ms.float32).mode(), 1.0)
    _same(msd.Categorical([0.4, 0.4, 0.2]).mode(), 0, dtype="Int32")
    _same(msd.Categorical([0.2, 0.4, 0.4]).mode(), 1, dtype="Int32")


def test_float16_and_float64_per_call_probs():
    # recorded from MindSpore 2.10.0 CPU: the results are float32 whatever the float type of `probs`
    p16 = Tensor(np.array([0.25, 0.25, 0.5]), ms.float16)
    _same(C.prob(_f32([1.0]), p16), [0.24999991])
    _same(C.prob(_f32([1.0]), Tensor(np.array([0.25, 0.25, 0.5]), ms.float64)), [0.24999991])
    _same(C.cdf(_f32([1.0]), p16), [0.5])
    _same(C.mean(p16), [1.25])
    _same(C.var(p16), [0.6875])
    _same(C.entropy(p16), 1.0397208)
    _same(C.mode(p16), 2, dtype="Int32")
    _same(C.kl_loss("Categorical", p16), 0.010067757)


def test_kl_loss_and_cross_entropy():
    # recorded from MindSpore 2.10.0 CPU (its CPU softmax/log kernels are off from the exact value by a few 1e-6)
    _same(C.kl_loss("Categorical", PB), 0.18609622, atol=5e-6)
    _same(C.kl_loss("Categorical", probs_b=PB), 0.18609622, atol=5e-6)
    _same(C.kl_loss(dist="Categorical", probs_b=PB, probs=PB), 0.0)
    _same(C.cross_entropy("Categorical", PB), 1.2157493, atol=5e-6)
    _same(C.kl_loss("Categorical", PB, PA), [NAN, 0.26561645], atol=5e-6)
    _same(C.cross_entropy("Categorical", PB, PA), [NAN, 1.3053372], atol=5e-6)
    _same(C.kl_loss("Categorical", _f32([[0.1, 0.6, 0.3], [0.3, 0.3, 0.4]])), [0.18609622, 0.030483075], atol=5e-6)
    _same(C.kl_loss("Categorical", _f32([0.5, 0.5, 0.0])), INF)
    _same(C2.kl_loss("Categorical", PB), [0.53266996, 0.26561645], atol=5e-6)
    _same(C3.kl_loss("Categorical", PB, _f32([0.3, 0.3, 0.4])), 0.2367062, atol=5e-6)
    _same(C3.mean(PB), [1.2])


def test_properties_and_repr():
    # recorded from MindSpore 2.10.0 CPU
    assert repr(C) == "Categorical(probs = [0.2 0.3 0.5])"
    assert (C.batch_shape, C.broadcast_shape, C.is_scalar_batch) == ((3,), (), True)
    _same(C.probs, [0.2, 0.3, 0.5])
    assert C.get_dist_type() == "Categorical"
    (args,) = C.get_dist_args()
    _same(args, [0.2, 0.3, 0.5])
    assert repr(C2) == "Categorical(batch_shape = (2,))"
    assert (C2.batch_shape, C2.broadcast_shape, C2.is_scalar_batch) == ((2, 3), (2,), False)
    assert repr(C3) == "Categorical(probs = None)"
    assert (C3.batch_shape, C3.broadcast_shape, C3.is_scalar_batch) == (None, None, True)
    _same(msd.Categorical(np.array([0.25, 0.75])).probs, [0.25, 0.75])
    _same(msd.Categorical(Tensor(np.array([0.25, 0.75]), ms.float16)).probs, [0.25, 0.75], dtype="Float16")
    _same(msd.Categorical(_f32([0.1, 0.2, 0.7])).probs, [0.1, 0.2, 0.7])
    assert repr(msd.Categorical([0.1, 0.2, 0.7])) == "Categorical(probs = [0.1 0.2 0.7])"


def test_sample_shapes_and_dtypes():
    # shapes and dtypes recorded from MindSpore 2.10.0 CPU
    s = C.sample((2, 3))
    assert (s.shape, s.dtype) == ((2, 3), ms.int32)
    assert C.sample().shape == ()
    assert C.sample((4,), PA).shape == (4, 2)
    assert C.sample((), PA).shape == (2,)
    assert C.sample(shape=(2,), probs=PB).shape == (2,)
    s2 = C2.sample((3,))
    assert (s2.shape, s2.dtype) == ((3, 2), ms.float32)
    assert msd.Categorical([0.5, 0.5], dtype=ms.float16).sample((2,)).dtype == ms.float16
    assert msd.Categorical([0.5, 0.5], dtype=ms.uint8).sample((2,)).dtype == ms.uint8


def test_sample_frequencies_follow_probs():
    # draws cannot follow MindSpore's generator; check the frequencies of a large seeded sample instead
    d = msd.Categorical([0.1, 0.2, 0.3, 0.4], seed=7)
    draws = d.sample((40000,)).asnumpy()
    assert set(np.unique(draws)) <= {0, 1, 2, 3}
    np.testing.assert_allclose(np.bincount(draws, minlength=4) / draws.size, [0.1, 0.2, 0.3, 0.4], atol=0.01)
    batch = msd.Categorical(_f32([[0.7, 0.1, 0.1, 0.1], [0.05, 0.05, 0.05, 0.85]]), seed=3).sample((20000,))
    rows = batch.asnumpy()
    assert np.mean(rows[:, 0] == 0) == pytest.approx(0.7, abs=0.015)
    assert np.mean(rows[:, 1] == 3) == pytest.approx(0.85, abs=0.015)
    again = msd.Categorical([0.1, 0.2, 0.3, 0.4], seed=7).sample((40000,)).asnumpy()
    np.testing.assert_array_equal(draws, again)


_DTYPES = "[mindspore.uint8, mindspore.uint16, mindspore.uint32, mindspore.uint64, mindspore.int8, " \
          "mindspore.int16, mindspore.int32, mindspore.int64, mindspore.float16, mindspore.float32, " \
          "mindspore.float64, mindspore.bfloat16, mindspore.float8_e4m3fn, mindspore.float8_e5m2, mindspore.hifloat8]"

# recorded from MindSpore 2.10.0 CPU: (exception type, message)
ERRORS = [
    (lambda: msd.Categorical([0.2, 0.3]), ValueError,
     "Probabilities for each category should sum to one for Categorical distribution."),
    (lambda: msd.Categorical([[0.5, 0.5], [0.2, 0.2]]), ValueError,
     "Probabilities for each category should sum to one for Categorical distribution."),
    (lambda: msd.Categorical([-0.2, 1.2]), ValueError, "Probabilities must be greater than zero"),
    (lambda: msd.Categorical(_f32([[0.5, 0.5, 0.0]])), ValueError, "Probabilities must be greater than zero"),
    (lambda: msd.Categorical([1.5, 0.5]), ValueError, "Probabilities must be less than one"),
    (lambda: msd.Categorical([1.0]), ValueError, "Probabilities must be less than one"),
    (lambda: msd.Categorical(0.5), ValueError, "probs for Categorical distribution must have rank >= 1."),
    (lambda: msd.Categorical([0.5, 0.5], dtype=ms.bool_), TypeError,
     f"For 'Categorical', the 'dtype' should be one of {_DTYPES}, but got 'mindspore.bool'."),
    (lambda: msd.Categorical([0.5, 0.5], dtype=3), TypeError,
     f"For 'Categorical', the 'dtype' should be one of {_DTYPES}, but got '3'."),
    (lambda: msd.Categorical([0.5, 0.5], seed=-1), ValueError,
     "For 'Categorical', the 'seed' must be int and must >= 0, but got '-1' with type 'int'."),
    (lambda: msd.Categorical([0.5, 0.5], name=1), TypeError,
     "For 'Categorical', the type of 'name' should be 'str', but got type 'int'."),
    (lambda: C.kl_loss("Normal", PB), ValueError, "Expected dist input is Categorical, but got Normal."),
    (lambda: C.kl_loss("Categorical", [0.1, 0.9]), TypeError, "For probs_b, input type must be a Tensor or Parameter."),
    (lambda: C.prob([1.0]), TypeError, "For value, input type must be a Tensor or Parameter."),
    (lambda: C.mean([0.5, 0.5]), TypeError, "For probs, input type must be a Tensor or Parameter."),
    (lambda: C.sample(2), TypeError, "For shape, input type must be a tuple."),
    (lambda: C.sample([2]), TypeError, "For shape, input type must be a tuple."),
    (lambda: C("foo"), NotImplementedError, "foo is not implemented for Categorical distribution."),
    (lambda: C3.mean(), TypeError,
     "the type probs must be subclass of Tensor. It can not be None since it is not specified during initialization."),
    (lambda: C3.prob(_f32([1.0])), TypeError,
     "the type probs must be subclass of Tensor. It can not be None since it is not specified during initialization."),
]


@pytest.mark.parametrize("case", range(len(ERRORS)))
def test_errors(case):
    fn, kind, text = ERRORS[case]
    with pytest.raises(kind) as info:
        fn()
    assert str(info.value) == text
