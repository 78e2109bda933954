"""Operators added to the registry from the tail of MindSpore 2.10's ``mindspore.ops`` list.

Every expected value, dtype and exception below was recorded from MindSpore 2.10.0 (CPU) on the same inputs.
"""
import numpy as np
import pytest

import mindspore_compat as ms
from mindspore_compat import Tensor, ops

# ----- Bessel functions ------------------------------------------------------------------------------------------
_X = [0.5, 1.0, 2.5, 4.0]
# ops.bessel_<n>(Tensor(_X, float32)), recorded from MindSpore 2.10.0 CPU
_BESSEL_F32 = {
    "i0": [1.063483476638794, 1.2660659551620483, 3.289839506149292, 11.301920890808105],
    "i0e": [0.6450353860855103, 0.46575963497161865, 0.2700464725494385, 0.20700190961360931],
    "i1": [0.2578943371772766, 0.5651590824127197, 2.516716241836548, 9.759467124938965],
    "i1e": [0.15642082691192627, 0.207910418510437, 0.2065846472978592, 0.1787508726119995],
    "j0": [0.9384698867797852, 0.7651976943016052, -0.048383794724941254, -0.39714983105659485],
    "j1": [0.24226847290992737, 0.4400506019592285, 0.497094064950943, -0.06604336202144623],
    "k0": [0.924419105052948, 0.4210244417190552, 0.06234755739569664, 0.011159677058458328],
    "k0e": [1.5241093635559082, 1.144463062286377, 0.7595487833023071, 0.6092976927757263],
    "k1": [1.6564409732818604, 0.6019073128700256, 0.073890820145607, 0.012483499012887478],
    "k1e": [2.7310094833374023, 1.6361536979675293, 0.9001744389533997, 0.6815759539604187],
    "y0": [-0.44451871514320374, 0.08825697004795074, 0.4980703592300415, -0.016940778121352196],
    "y1": [-1.4714723825454712, -0.7812128067016602, 0.1459180861711502, 0.3979256749153137],
}
# ops.bessel_<n>(Tensor([0.5, 2.0], float16 / float64)), recorded from MindSpore 2.10.0 CPU
_BESSEL_F16 = {
    "i0": [1.0634765625, 2.279296875], "i0e": [0.64501953125, 0.30859375], "i1": [0.2578125, 1.5908203125],
    "i1e": [0.1563720703125, 0.2152099609375], "j0": [0.9384765625, 0.223876953125],
    "j1": [0.2423095703125, 0.57666015625], "k0": [0.92431640625, 0.1138916015625], "k0e": [1.5244140625, 0.841796875],
    "k1": [1.65625, 0.139892578125], "k1e": [2.73046875, 1.033203125], "y0": [-0.444580078125, 0.51025390625],
    "y1": [-1.4716796875, -0.1070556640625],
}
_BESSEL_F64 = {
    "i0": [1.0634833707413238, 2.279585302336067], "i0e": [0.6450352704491502, 0.308508322553671],
    "i1": [0.2578943053908962, 1.5906368546373295], "i1e": [0.15642080318487162, 0.2152692892489377],
    "j0": [0.938469807240813, 0.22389077914123562], "j1": [0.24226845767487387, 0.5767248077568734],
    "k0": [0.9244190712276663, 0.1138938727495335], "k0e": [1.5241093857739103, 0.841568215070772],
    "k1": [1.6564411200033013, 0.13986588181652243], "k1e": [2.7310097082117863, 1.0334768470686886],
    "y0": [-0.4445187335067066, 0.5103756726497451], "y1": [-1.4714723926702433, -0.10703243154093756],
}
# ops.bessel_<n>(Tensor([-3.0, -1e-30, 0.0, nan, -inf], float32)): edge values, recorded from MindSpore 2.10.0 CPU
_NAN, _INF = float("nan"), float("inf")
_BESSEL_EDGE = {
    "i0": [4.88079309463501, 1.0, 1.0, _NAN, _NAN], "i0e": [0.24300038814544678, 1.0, 1.0, _NAN, 0.0],
    "i1": [-3.953371047973633, -5.000000486053125e-31, 0.0, _NAN, _NAN],
    "i1e": [-0.1968267560005188, -5.000000486053125e-31, 0.0, _NAN, -0.0],
    "j0": [-0.2600519359111786, 1.0, 1.0, _NAN, _NAN], "j1": [-0.3390589654445648, -5e-31, 0.0, _NAN, _NAN],
    "k0": [_INF, _INF, _INF, _NAN, _INF], "k0e": [_INF, _INF, _INF, _NAN, _INF],
    "k1": [_INF, _INF, _INF, _NAN, _INF], "k1e": [_INF, _INF, _INF, _NAN, _INF],
    "y0": [-_INF, -_INF, -_INF, _NAN, -_INF], "y1": [-_INF, -_INF, _NAN, _NAN, -_INF],
}
_PRIM = {"i0": "BesselI0", "i0e": "BesselI0e", "i1": "BesselI1", "i1e": "BesselI1e", "j0": "BesselJ0",
         "j1": "BesselJ1", "k0": "BesselK0", "k0e": "BesselK0e", "k1": "BesselK1", "k1e": "BesselK1e",
         "y0": "BesselY0", "y1": "BesselY1"}
# the input name MindSpore's messages use (recorded from MindSpore 2.10.0 CPU)
_ARG = {"i0e": "input_x", "i1e": "input_x"}


@pytest.mark.parametrize("n", sorted(_BESSEL_F32))
def test_bessel_values_and_dtypes(n):
    f, p = getattr(ops, "bessel_" + n), getattr(ops, _PRIM[n])()
    for fn in (f, p):
        out = fn(Tensor(np.array(_X, np.float32)))
        assert out.dtype == ms.float32 and out.shape == (4,)
        np.testing.assert_allclose(out.asnumpy(), _BESSEL_F32[n], rtol=1e-5, atol=1e-7)
    out16 = f(Tensor([0.5, 2.0], ms.float16))
    assert out16.dtype == ms.float16
    np.testing.assert_allclose(out16.asnumpy().astype(np.float64), _BESSEL_F16[n], rtol=2e-3)
    out64 = f(Tensor([0.5, 2.0], ms.float64))
    assert out64.dtype == ms.float64
    np.testing.assert_allclose(out64.asnumpy(), _BESSEL_F64[n], rtol=1e-10)
    edge = f(Tensor([-3.0, -1e-30, 0.0, _NAN, -_INF], ms.float32)).asnumpy()
    np.testing.assert_allclose(edge, _BESSEL_EDGE[n], rtol=1e-5, atol=1e-37, equal_nan=True)


def test_bessel_second_kind_edges_float16_float64():
    # recorded from MindSpore 2.10.0 CPU: Y1(0) is NaN in float16/float32 but -inf in float64
    np.testing.assert_equal(ops.bessel_y1(Tensor([0.0, -1.0], ms.float16)).asnumpy(), [_NAN, -_INF])
    np.testing.assert_equal(ops.bessel_y1(Tensor([-2.0, 0.0], ms.float64)).asnumpy(), [-_INF, -_INF])
    np.testing.assert_equal(ops.bessel_k0(Tensor([-1.0], ms.float16)).asnumpy(), [_INF])


@pytest.mark.parametrize("n", sorted(_BESSEL_F32))
def test_bessel_errors(n):
    # exception types and messages recorded from MindSpore 2.10.0 CPU
    name, arg = _PRIM[n], _ARG.get(n, "x")
    for fn in (getattr(ops, "bessel_" + n), getattr(ops, name)()):
        with pytest.raises(TypeError) as info:
            fn(Tensor([1, 2], ms.int32))
        if n != "i1e":  # MindSpore's BesselI1e fails in kernel selection with another wording
            assert str(info.value) == (f"For primitive[{name}], the input argument[{arg}] must be a type of "
                                       "{Tensor[Float16], Tensor[Float32], Tensor[Float64]}, but got Tensor[Int32].")
        for bad in ([0.5, 1.0], 1.0):
            with pytest.raises(TypeError, match=f"{name}.*{arg}.*Tensor"):
                fn(bad)


# ----- further functional names of registered operators ----------------------------------------------------------
def test_floordiv_floormod_pows_isnan_ext():
    # recorded from MindSpore 2.10.0 CPU
    x, y = Tensor([7, -7, 5], ms.int32), Tensor([2, 2, -3], ms.int32)
    out = ops.floordiv(x, y)
    assert out.dtype == ms.int32 and out.asnumpy().tolist() == [3, -4, -2]
    assert ops.floordiv(Tensor([7.5, -7.5]), 2).asnumpy().tolist() == [3.0, -4.0]
    out = ops.floormod(x, y)
    assert out.dtype == ms.int32 and out.asnumpy().tolist() == [1, 1, -1]
    assert ops.floormod(Tensor([7.5, -7.5]), 2).asnumpy().tolist() == [1.5, 0.5]
    np.testing.assert_allclose(ops.pows(Tensor([2.0, 3.0]), Tensor([3.0, 0.5])).asnumpy(), [8.0, 1.7320508],
                               rtol=1e-6)
    assert ops.pows(Tensor([1, 2, 3]), 2).dtype == ms.int64
    assert ops.isnan_ext(Tensor([1.0, float("nan")])).asnumpy().tolist() == [False, True]
    assert ops.isnan_ext(Tensor([1, 2])).asnumpy().tolist() == [False, False]
    # the new names are views of the registered operators, not copies
    from mindspore_compat.ops import _registry
    assert ("function", "floordiv") in _registry.REGISTRY["FloorDiv"].views
    assert ("function", "floormod") in _registry.REGISTRY["FloorMod"].views
    assert ("function", "pows") in _registry.REGISTRY["Pow"].views
    assert ("function", "isnan_ext") in _registry.REGISTRY["IsNan"].views
    with pytest.raises(TypeError):  # MindSpore 2.10.0 CPU: TypeError
        ops.isnan_ext([1.0])


# ----- CumulativeLogsumexp ---------------------------------------------------------------------------------------
_CLS_X = [[1.0, 2.0, 3.0], [0.5, -1.0, 4.0]]
_LOWEST32 = -3.4028234663852886e+38
# ops.CumulativeLogsumexp(exclusive, reverse)(Tensor(_CLS_X), Tensor(1)), recorded from MindSpore 2.10.0 CPU
_CLS = {
    (False, False): [[1.0, 2.3132617473602295, 3.4076058864593506], [0.5, 0.7014132738113403, 4.036269664764404]],
    (False, True): [[3.4076058864593506, 3.3132617473602295, 3.0], [4.036269664764404, 4.006715297698975, 4.0]],
    (True, False): [[_LOWEST32, 1.0, 2.3132617473602295], [_LOWEST32, 0.5, 0.7014132738113403]],
    (True, True): [[3.3132617473602295, 3.0, _LOWEST32], [4.006715297698975, 4.0, _LOWEST32]],
}


def test_cumulative_logsumexp_values():
    x = Tensor(_CLS_X, ms.float32)
    for (exclusive, reverse), want in _CLS.items():
        out = ops.CumulativeLogsumexp(exclusive, reverse)(x, Tensor(1))
        assert out.dtype == ms.float32
        np.testing.assert_allclose(out.asnumpy(), want, rtol=1e-6)
    # recorded from MindSpore 2.10.0 CPU
    np.testing.assert_allclose(ops.CumulativeLogsumexp()(x, Tensor(0)).asnumpy(),
                               [[1.0, 2.0, 3.0], [1.4740769863128662, 2.0485873222351074, 4.31326150894165]], rtol=1e-6)
    out = ops.CumulativeLogsumexp()(Tensor([1.0, 2.0], ms.float64), Tensor(0))
    assert out.dtype == ms.float64
    np.testing.assert_allclose(out.asnumpy(), [1.0, 2.313261687518223], rtol=1e-12)
    out = ops.CumulativeLogsumexp(True, True)(Tensor([1.0, 2.0], ms.float64), Tensor(-1, ms.int64))
    assert out.asnumpy().tolist() == [2.0, -1.7976931348623157e+308]
    out = ops.CumulativeLogsumexp(True)(Tensor([1.0, 2.0], ms.float16), Tensor(0))
    assert out.dtype == ms.float16 and out.asnumpy().tolist() == [-65504.0, 1.0]


def test_cumulative_logsumexp_errors():
    # types and messages recorded from MindSpore 2.10.0 CPU
    x = Tensor(_CLS_X, ms.float32)
    with pytest.raises(TypeError, match=r"Primitive\[CumulativeLogsumexp\], the type of input argument\[axis\] must "
                                        r"be Tensor"):
        ops.CumulativeLogsumexp()(x, 0)
    with pytest.raises(TypeError, match=r"argument\[x\] must be a type of .*but got Tensor\[Int32\]"):
        ops.CumulativeLogsumexp()(Tensor([1, 2], ms.int32), Tensor(0))
    with pytest.raises(TypeError, match=r"argument\[axis\] must be a type of .*but got Tensor\[Float32\]"):
        ops.CumulativeLogsumexp()(x, Tensor(0.0))
    with pytest.raises(RuntimeError, match=r"'axis' must be in range \[-2, 2\), but got: 2"):
        ops.CumulativeLogsumexp()(x, Tensor(2))
    with pytest.raises(ValueError, match="axis dimension must be equal to 0, but got 1"):
        ops.CumulativeLogsumexp()(x, Tensor([0]))
    with pytest.raises(ValueError, match="rank must be greater than or equal to 1, but got 0"):
        ops.CumulativeLogsumexp()(Tensor(2.0), Tensor(0))
    with pytest.raises(TypeError, match="For 'CumulativeLogsumexp', the 'exclusive' must be a bool, but got int."):
        ops.CumulativeLogsumexp(1, False)


# ----- InTopK / intopk -------------------------------------------------------------------------------------------
def test_intopk_values():
    # recorded from MindSpore 2.10.0 CPU
    x1 = Tensor([[1.0, 8.0, 5.0, 2.0], [4.0, 1.0, 6.0, 3.0]], ms.float32)
    x2 = Tensor([1, 3], ms.int32)
    for k, want in ((1, [True, False]), (2, [True, False]), (3, [True, True]), (0, [False, False]),
                    (-1, [False, False])):
        for out in (ops.intopk(x1, x2, k), ops.InTopK(k)(x1, x2)):
            assert out.dtype == ms.bool_ and out.asnumpy().tolist() == want
    assert ops.intopk(x1, Tensor([1, 3], ms.int64), 1).asnumpy().tolist() == [True, False]
    assert ops.intopk(Tensor(x1.asnumpy(), ms.float16), x2, 1).asnumpy().tolist() == [True, False]
    assert ops.intopk(Tensor([[1.0, 1.0, 0.0]]), Tensor([1], ms.int32), 1).asnumpy().tolist() == [True]  # a tie
    assert ops.intopk(x1, Tensor([1, 7], ms.int32), 1).asnumpy().tolist() == [True, False]  # target out of range
    assert ops.intopk(Tensor([[float("nan"), 1.0]]), Tensor([0], ms.int32), 1).asnumpy().tolist() == [False]


def test_intopk_errors():
    # types and messages recorded from MindSpore 2.10.0 CPU
    x1, x2 = Tensor([[1.0, 8.0], [4.0, 1.0]], ms.float32), Tensor([1, 0], ms.int32)
    with pytest.raises(TypeError, match="For 'InTopK', the type of 'k' should be 'int', but got type 'float'."):
        ops.InTopK(1.0)
    with pytest.raises(TypeError, match=r"argument\[x1\] must be a type of \{Tensor\[Float16\], Tensor\[Float32\]\}, "
                                        r"but got Tensor\[Float64\]"):
        ops.intopk(Tensor([[1.0, 2.0]], ms.float64), Tensor([1], ms.int32), 1)
    with pytest.raises(TypeError, match=r"argument\[x2\] must be a type of \{Tensor\[Int32\], Tensor\[Int64\]\}"):
        ops.intopk(x1, Tensor([1.0, 0.0]), 1)
    with pytest.raises(TypeError, match=r"argument\[x1\] must be Tensor"):
        ops.intopk([[1.0]], x2, 1)
    with pytest.raises(ValueError, match="the input x1 rank must be equal to 2, but got 1"):
        ops.intopk(Tensor([1.0, 2.0]), x2, 1)
    with pytest.raises(ValueError, match="the size of x2 should be equal to x1's first"):
        ops.InTopK(1)(x1, Tensor([1], ms.int32))


# ----- LowerBound / UpperBound -----------------------------------------------------------------------------------
def test_lower_upper_bound():
    # recorded from MindSpore 2.10.0 CPU
    s = Tensor([[1.0, 3.0, 3.0, 7.0], [2.0, 4.0, 6.0, 8.0]], ms.float32)
    v = Tensor([[3.0, 0.0, 9.0], [6.0, 5.0, 2.0]], ms.float32)
    for prim_cls, want in ((ops.LowerBound, [[1, 0, 4], [2, 2, 0]]), (ops.UpperBound, [[3, 0, 4], [3, 2, 1]])):
        out = prim_cls()(s, v)
        assert out.dtype == ms.int32 and out.asnumpy().tolist() == want
        out = prim_cls(ms.int64)(s, v)
        assert out.dtype == ms.int64 and out.asnumpy().tolist() == want
    for dt in (ms.int32, ms.float16):
        assert ops.LowerBound()(Tensor([[1, 3, 5]], dt), Tensor([[3, 4]], dt)).asnumpy().tolist() == [[1, 2]]
        assert ops.UpperBound()(Tensor([[1, 3, 5]], dt), Tensor([[3, 4]], dt)).asnumpy().tolist() == [[2, 2]]
    assert ops.LowerBound()(Tensor([[1, 3]], ms.uint8), Tensor([[2]], ms.uint8)).asnumpy().tolist() == [[1]]


@pytest.mark.parametrize("name", ["LowerBound", "UpperBound"])
def test_lower_upper_bound_errors(name):
    # exception types recorded from MindSpore 2.10.0 CPU (messages where they are ours to match)
    prim_cls = getattr(ops, name)
    with pytest.raises(TypeError, match=f"For '{name}', the 'out_type' should be one of \\[mindspore.int32, "
                                        "mindspore.int64\\], but got 'mindspore.float32'."):
        prim_cls(ms.float32)
    with pytest.raises(TypeError, match="the input type must be same"):
        prim_cls()(Tensor([[1, 3, 5]], ms.int32), Tensor([[3.0]], ms.float32))
    with pytest.raises(ValueError, match="rank of 'sorted_x' must be"):
        prim_cls()(Tensor([1.0, 3.0]), Tensor([3.0]))
    with pytest.raises(ValueError):
        prim_cls()(Tensor([[1.0, 3.0], [4.0, 5.0]]), Tensor([[3.0]]))
    with pytest.raises(TypeError, match=r"must be all tensor"):
        prim_cls()([[1.0]], Tensor([[1.0]]))
    with pytest.raises(TypeError, match=r"argument\[sorted_x\] must be a type of"):
        prim_cls()(Tensor([[True, False]]), Tensor([[True]]))


# ----- Eps / eps -------------------------------------------------------------------------------------------------
def test_eps():
    # recorded from MindSpore 2.10.0 CPU
    for dt, want in ((ms.float16, 0.0009765625), (ms.float32, 1.1920928955078125e-07),
                     (ms.float64, 2.220446049250313e-16)):
        for out in (ops.eps(Tensor([1.0, 2.0], dt)), ops.Eps()(Tensor([1.0, 2.0], dt))):
            assert out.dtype == dt and out.asnumpy().tolist() == [want, want]
    out = ops.eps(Tensor(1.0, ms.float64))
    assert out.shape == () and out.asnumpy().tolist() == 2.220446049250313e-16
    with pytest.raises(TypeError, match=r"For primitive\[Eps\], the input argument\[x\] must be a type of "
                                        r"\{Tensor\[Float16\], Tensor\[Float32\], Tensor\[Float64\]\}, but got "
                                        r"Tensor\[Int32\]."):
        ops.eps(Tensor([1, 2], ms.int32))
    with pytest.raises(TypeError, match=r"argument\[x\] must be Tensor"):
        ops.Eps()([1.0])


# ----- NthElement / UnravelIndex ---------------------------------------------------------------------------------
def test_nth_element():
    # recorded from MindSpore 2.10.0 CPU
    x = Tensor([[4.0, 1.0, 3.0, 2.0], [0.5, 9.0, 7.0, 8.0]], ms.float32)
    assert ops.NthElement()(x, 0).asnumpy().tolist() == [1.0, 0.5]
    out = ops.NthElement()(x, Tensor(2, ms.int32))
    assert out.dtype == ms.float32 and out.asnumpy().tolist() == [3.0, 8.0]
    assert ops.NthElement(True)(x, 1).asnumpy().tolist() == [3.0, 8.0]
    out = ops.NthElement()(Tensor([3, 1, 2], ms.int32), 1)
    assert out.dtype == ms.int32 and out.shape == () and out.asnumpy().tolist() == 2
    out = ops.NthElement()(Tensor([3, 1], ms.uint8), 1)
    assert out.dtype == ms.uint8 and out.asnumpy().tolist() == 3
    with pytest.raises(ValueError, match="the n_value must be less than 4, but got 4"):
        ops.NthElement()(x, 4)
    with pytest.raises(ValueError, match="the n_value must be greater than or equal to 0, but got -1"):
        ops.NthElement()(x, -1)
    with pytest.raises(ValueError, match="input shape must be greater than or equal to 1, but got 0"):
        ops.NthElement()(Tensor(3.0), 0)
    with pytest.raises(TypeError, match=r"argument\[input\] must be a type of"):
        ops.NthElement()(Tensor([True, False]), 1)
    with pytest.raises(TypeError, match="For 'NthElement', the type of 'reverse' should be 'bool', but got type 'int'."):
        ops.NthElement(1)
    with pytest.raises(RuntimeError):  # MindSpore 2.10.0 CPU: RuntimeError for a float n
        ops.NthElement()(x, 1.0)


def test_unravel_index():
    # recorded from MindSpore 2.10.0 CPU
    out = ops.UnravelIndex()(Tensor([5, 7], ms.int32), Tensor([3, 4], ms.int32))
    assert out.dtype == ms.int32 and out.asnumpy().tolist() == [[1, 1], [1, 3]]
    out = ops.UnravelIndex()(Tensor([5], ms.int64), Tensor([3, 4], ms.int64))
    assert out.dtype == ms.int64 and out.asnumpy().tolist() == [[1], [1]]
    assert ops.UnravelIndex()(Tensor(5, ms.int32), Tensor([3, 4], ms.int32)).asnumpy().tolist() == [1, 1]
    for indices, dims in (([12], [3, 4]), ([-1], [3, 4]), ([1], [3, 0])):
        with pytest.raises(ValueError):
            ops.UnravelIndex()(Tensor(indices, ms.int32), Tensor(dims, ms.int32))
    with pytest.raises(ValueError, match="the dims shape must be equal to 1, but got 2"):
        ops.UnravelIndex()(Tensor([1], ms.int32), Tensor([[3, 4]], ms.int32))
    with pytest.raises(ValueError, match="the indices shape must be equal to 1, but got 2"):
        ops.UnravelIndex()(Tensor([[1, 2]], ms.int32), Tensor([3, 4], ms.int32))
    with pytest.raises(TypeError, match="the input type must be same"):
        ops.UnravelIndex()(Tensor([1], ms.int32), Tensor([3, 4], ms.int64))
    with pytest.raises(TypeError, match=r"must be a type of \{Tensor\[Int32\], Tensor\[Int64\]\}"):
        ops.UnravelIndex()(Tensor([1.0]), Tensor([3.0, 4.0]))


# ----- Complex / ComplexAbs / Angle / IdentityN ------------------------------------------------------------------
def test_complex_ops():
    # recorded from MindSpore 2.10.0 CPU
    out = ops.Complex()(Tensor([1.0, 2.0]), Tensor([3.0, -1.0]))
    assert out.dtype == ms.complex64 and out.asnumpy().tolist() == [1 + 3j, 2 - 1j]
    assert ops.Complex()(Tensor([1.0], ms.float64), Tensor([3.0], ms.float64)).dtype == ms.complex128
    out = ops.ComplexAbs()(Tensor(np.array([3 + 4j, -1j], np.complex64)))
    assert out.dtype == ms.float32 and out.asnumpy().tolist() == [5.0, 1.0]
    assert ops.ComplexAbs()(Tensor(np.array([3 + 4j], np.complex128))).dtype == ms.float64
    out = ops.angle(Tensor(np.array([1 + 1j, -1, -1j], np.complex64)))
    assert out.dtype == ms.float32
    np.testing.assert_allclose(out.asnumpy(), [0.7853981852531433, 3.1415927410125732, -1.5707963705062866],
                               rtol=1e-7)
    out = ops.Angle()(Tensor(np.array([1 + 1j], np.complex128)))
    assert out.dtype == ms.float64 and out.asnumpy().tolist() == [0.7853981633974483]
    with pytest.raises(TypeError, match=r"the input type must be same"):
        ops.Complex()(Tensor([1.0], ms.float64), Tensor([3.0], ms.float32))
    with pytest.raises(TypeError, match=r"must be a type of \{Tensor\[Float32\], Tensor\[Float64\]\}"):
        ops.Complex()(Tensor([1]), Tensor([3]))
    with pytest.raises(RuntimeError):  # MindSpore 2.10.0 CPU does not broadcast here
        ops.Complex()(Tensor([[1.0], [2.0]]), Tensor([3.0, -1.0]))
    with pytest.raises(TypeError, match=r"argument\[x\] must be a type of \{Tensor\[Complex128\], Tensor\[Complex64\]"):
        ops.ComplexAbs()(Tensor([3.0]))
    for bad in (Tensor([-1.0, 2.0]), Tensor([-1, 2])):
        with pytest.raises(TypeError):
            ops.angle(bad)


def test_identity_n():
    # recorded from MindSpore 2.10.0 CPU
    a, b = Tensor([1.0, 2.0]), Tensor([3], ms.int32)
    out = ops.IdentityN()((a, b))
    assert isinstance(out, tuple) and len(out) == 2
    assert out[0].asnumpy().tolist() == [1.0, 2.0] and out[1].dtype == ms.int32
    with pytest.raises(TypeError, match=r"should have ListTensor or TupleTensor input but get Tensor\[Float32\]"):
        ops.IdentityN()(Tensor([1.0]))
    with pytest.raises(TypeError, match=r"argument\[input x\[0\]\] must be Tensor"):
        ops.IdentityN()([1.0, 2.0])
    with pytest.raises(ValueError, match="length should be equal or greater than 1"):
        ops.IdentityN()([])
