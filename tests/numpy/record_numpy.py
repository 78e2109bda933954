"""Record ``mindspore.numpy`` cases from the REAL MindSpore 2.10 (CPU) into ``numpy_recorded.json``, with the engine
of ``tests/mint/record_mint.py`` (a fresh process after every exception). Run from outside the repository::

    cd /tmp && <mindspore-python> <repo>/tests/numpy/record_numpy.py
"""
import importlib.util
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))

SETUP = """
import numpy as onp
import mindspore
from mindspore import Tensor
import mindspore.numpy as mnp
a = mnp.array([[1.5, -2.0, 0.25], [3.0, 0.5, -1.0]])
b = mnp.array([[0.5, 1.0, -3.0], [2.0, -0.5, 4.0]])
k = mnp.array([[1, 2, 3], [4, 5, 6]])
v = mnp.array([1.0, 2.0, 4.0])
"""

CASES = [
    "mnp.array([1, 2])", "mnp.array([1.0, 2])", "mnp.array(True)", "mnp.array([[1, 2]], ndmin=3)",
    "mnp.asarray([1, 2], mindspore.float16)", "mnp.asfarray([1, 2])", "mnp.ones(2)", "mnp.ones((2, 2), mnp.int32)",
    "mnp.zeros(3)", "mnp.full((2,), 3)", "mnp.full((2,), 3.0)", "mnp.full_like(k, 2.5)", "mnp.ones_like(a)",
    "mnp.zeros_like(k, shape=(2,))", "mnp.arange(3)", "mnp.arange(0.0, 3)", "mnp.arange(1, 10, 3)",
    "mnp.linspace(0, 1, 5)", "mnp.linspace(0, 1, 4, endpoint=False)", "mnp.logspace(0, 2, 3)",
    "mnp.geomspace(1, 100, 3)", "mnp.eye(2)", "mnp.eye(2, 3, 1)", "mnp.identity(2)", "mnp.tri(3)",
    "mnp.tril(k)", "mnp.triu(k, 1)", "mnp.diag(v)", "mnp.diag(k)", "mnp.diagflat(v, 1)", "mnp.diagonal(k)",
    "mnp.hamming(4)", "mnp.hanning(4)", "mnp.bartlett(5)", "mnp.blackman(3)", "mnp.meshgrid(v, v)",
    "mnp.mgrid[0:2, 0:3]", "mnp.ogrid[0:2, 0:3]", "mnp.indices((2, 2))", "mnp.tril_indices(3)",
    "mnp.triu_indices(3, 1)", "mnp.vander(v)", "mnp.diag_indices(2)",
    "mnp.add(k, 2.5)", "mnp.add([1, 2], [3, 4])", "mnp.add(k, a, dtype=mnp.float16)", "mnp.subtract(a, b)",
    "mnp.multiply(k, k)", "mnp.divide(k, 2)", "mnp.true_divide(k, k)", "mnp.floor_divide(k, 4)", "mnp.power(k, 2)",
    "mnp.float_power(k, 2)", "mnp.mod(a, 1.5)", "mnp.remainder(k, 4)", "mnp.fmod(a, 1.5)", "mnp.divmod(k, 4)",
    "mnp.maximum(a, b)", "mnp.minimum(a, b)", "mnp.arctan2(a, b)", "mnp.hypot(a, b)", "mnp.heaviside(a, 0.5)",
    "mnp.copysign(a, b)", "mnp.logaddexp(a, b)", "mnp.logaddexp2(a, b)", "mnp.gcd(k, 4)", "mnp.lcm(k, 4)",
    "mnp.bitwise_and(k, 3)", "mnp.bitwise_or(k, 3)", "mnp.bitwise_xor(k, 3)", "mnp.invert(k)",
    "mnp.bitwise_not(k)", "mnp.matmul(a, mnp.transpose(b))",
    "mnp.abs(a)", "mnp.absolute(k)", "mnp.fabs(a)", "mnp.sqrt(k)", "mnp.sqrt(v)", "mnp.square(k)", "mnp.cbrt(v)",
    "mnp.exp(a)", "mnp.exp2(v)", "mnp.expm1(a)", "mnp.log(v)", "mnp.log2(v)", "mnp.log10(v)", "mnp.log1p(v)",
    "mnp.sin(a)", "mnp.cos(a)", "mnp.tan(a)", "mnp.arcsin(v / 4)", "mnp.arccos(v / 4)", "mnp.arctan(a)",
    "mnp.sinh(a)", "mnp.cosh(a)", "mnp.tanh(a)", "mnp.arcsinh(a)", "mnp.arccosh(v)", "mnp.arctanh(v / 5)",
    "mnp.deg2rad(v)", "mnp.rad2deg(v)", "mnp.radians(v)", "mnp.reciprocal(v)", "mnp.negative(k)",
    "mnp.positive(a)", "mnp.sign(a)", "mnp.signbit(a)", "mnp.ceil(a)", "mnp.floor(a)", "mnp.trunc(a)", "mnp.rint(a)",
    "mnp.fix(a)", "mnp.clip(k, 2, 5)", "mnp.clip(a, -1.0, 1.0)",
    "mnp.equal(k, 2)", "mnp.not_equal(a, b)", "mnp.less(a, b)", "mnp.less_equal(k, 3)", "mnp.greater(a, 0)",
    "mnp.greater_equal(a, b)", "mnp.logical_and(a > 0, b > 0)", "mnp.logical_or(a > 0, b > 0)",
    "mnp.logical_xor(a > 0, b > 0)", "mnp.logical_not(a > 0)", "mnp.isfinite(a)", "mnp.isnan(a)", "mnp.isinf(a)",
    "mnp.isneginf(a)", "mnp.isposinf(a)", "mnp.isclose(a, b)", "mnp.array_equal(a, a)", "mnp.array_equiv(v, v)",
    "mnp.isin(k, [2, 5])", "mnp.in1d(k, [2, 5])", "mnp.isscalar(1)", "mnp.isscalar(v)", "mnp.sometrue(a > 2)",
    "mnp.sum(k)", "mnp.sum(a, 1)", "mnp.sum(k, 0, keepdims=True)", "mnp.mean(k)", "mnp.mean(a)", "mnp.mean(a, 0)",
    "mnp.amax(a)", "mnp.amax(a, 1)", "mnp.amin(k, 0)", "mnp.max(a)", "mnp.min(a, 1, keepdims=True)",
    "mnp.var(a)", "mnp.var(k, 1)", "mnp.std(a, ddof=1)", "mnp.ptp(a, 1)", "mnp.average(a)",
    "mnp.average(a, 1, v)", "mnp.nansum(a)", "mnp.nanmean(a, 0)", "mnp.nanmax(a)", "mnp.nanmin(a, 1)",
    "mnp.nanvar(a)", "mnp.nanstd(a, 1)", "mnp.cumsum(k)", "mnp.cumsum(k, 1)", "mnp.cumprod(a, 0)",
    "mnp.nancumsum(a, 1)", "mnp.argmax(a)", "mnp.argmax(a, 1)", "mnp.argmin(k, 0)", "mnp.count_nonzero(k > 2)",
    "mnp.dot(a, mnp.transpose(b))", "mnp.dot(v, v)", "mnp.inner(a, b)", "mnp.outer(v, v)", "mnp.kron(v, v)",
    "mnp.tensordot(a, b, 2)", "mnp.trace(k)", "mnp.cross(a, b)", "mnp.multi_dot([a, mnp.transpose(b), a])",
    "mnp.diff(v)", "mnp.diff(k, 1, 0)", "mnp.ediff1d(v)", "mnp.norm(a)", "mnp.norm(v, 1)", "mnp.cov(a)",
    "mnp.corrcoef(a)", "mnp.convolve(v, [0, 1, 0.5])", "mnp.correlate(v, [0, 1])", "mnp.interp(mnp.array([1.5, 3.0]), v, v * 2)",
    "mnp.polyval([1, 2, 3], 2)", "mnp.polyadd([1, 2], [1, 2, 3])", "mnp.polysub([1, 2], [1, 2, 3])",
    "mnp.polymul([1, 2], [1, 3])", "mnp.polyder([1, 2, 3])", "mnp.polyint([3, 2, 1])",
    "mnp.histogram(v, 2)", "mnp.histogram_bin_edges(v, 3)", "mnp.digitize(v, [0, 1.5, 3])", "mnp.bincount(mnp.array([0, 1, 1, 3]))",
    "mnp.unique(mnp.array([3, 1, 3]))", "mnp.unwrap(mnp.array([0.0, 3.5, 7.0]))", "mnp.gradient(v)",
    "mnp.trapz(v)",
    "mnp.reshape(k, (3, 2))", "mnp.ravel(k)", "mnp.squeeze(mnp.ones((1, 2)))", "mnp.expand_dims(v, 0)",
    "mnp.transpose(k)", "mnp.swapaxes(k, 0, 1)", "mnp.moveaxis(mnp.ones((2, 3, 4)), 0, -1).shape",
    "mnp.rollaxis(mnp.ones((2, 3, 4)), 2).shape", "mnp.flip(k)", "mnp.fliplr(k)", "mnp.flipud(k)", "mnp.rot90(k)",
    "mnp.roll(k, 1)", "mnp.roll(k, 1, 1)", "mnp.tile(v, 2)", "mnp.repeat(v, 2)", "mnp.broadcast_to(v, (2, 3))",
    "mnp.broadcast_arrays(v, mnp.ones((2, 1)))", "mnp.atleast_1d(1)", "mnp.atleast_2d(v)", "mnp.atleast_3d(v).shape",
    "mnp.concatenate((k, k))", "mnp.concatenate((k, k), None)", "mnp.stack((v, v), 1)", "mnp.vstack((v, v))",
    "mnp.hstack((v, v))", "mnp.dstack((v, v))", "mnp.column_stack((v, v))", "mnp.append(k, [7])",
    "mnp.append(k, k, 0)", "mnp.split(v, 3)", "mnp.array_split(v, 2)", "mnp.hsplit(k, 3)", "mnp.vsplit(k, 2)",
    "mnp.dsplit(mnp.ones((1, 2, 4)), 2)", "mnp.take(k, [0, 4])", "mnp.take(k, [0, 1], 1)",
    "mnp.take_along_axis(k, mnp.array([[0], [2]]), 1)", "mnp.where(a > 0, a, b)", "mnp.where(a > 0)",
    "mnp.argwhere(a > 0)", "mnp.searchsorted(v, 3)", "mnp.size(k)", "mnp.size(k, 1)", "mnp.array_str(k)",
    "mnp.select([v > 3, v < 2], [v, -v])", "mnp.choose(mnp.array([0, 1, 0]), [v, -v])", "mnp.ix_([0, 1], [2])",
    "mnp.unravel_index(mnp.array([5, 1]), (2, 3))", "mnp.ravel_multi_index((mnp.array([1, 0]), mnp.array([2, 1])), (2, 3))",
    "mnp.intersect1d([1, 3, 4], [3, 1, 2])", "mnp.setdiff1d([1, 3, 4], [3])", "mnp.pad(k, 1)",
    "mnp.pad(k, ((0, 1), (2, 0)), 'edge')", "mnp.piecewise(v, [v < 2, v >= 2], [-1, 1])",
    "mnp.apply_along_axis(mnp.sum, 1, k)", "mnp.apply_over_axes(mnp.sum, k, [0])",
    "mnp.promote_types(mnp.int32, mnp.float16)", "mnp.result_type(k, 1.0)", "mnp.rand(2, 3).shape",
    "mnp.randn((2,)).dtype", "mnp.randint(5, shape=(3,)).dtype",
    "mnp.add('a', 1)", "mnp.reshape(k, (4, 2))", "mnp.array(onp.array([1, 2]))",
    "mnp.histogramdd(mnp.arange(15).reshape(5, 3), bins=(2, 3, 4))", "mnp.histogramdd(a, 3)",
    "mnp.histogramdd((v, v * 2), bins=2, range=[(0, 4), (1, 5)])",
    "mnp.histogramdd(mnp.transpose(a), bins=[2, [0, 1, 2]], weights=[1.0, 2.0, 0.5])",
    "mnp.histogramdd(mnp.transpose(a), 2, density=True)", "mnp.histogramdd([[1.0, 2.0], [3.0, 4.0]], 2)",
    "mnp.histogram2d(v, v * 2, bins=(2, 3))", "mnp.histogram2d(mnp.arange(5), mnp.arange(2, 7), bins=(2, 3))",
    "mnp.histogram2d(v, mnp.array([3.0, 1.0, 2.0]), 2, weights=v, density=True)",
    "mnp.histogram2d(v, v, [[0, 2, 4], 3])", "mnp.histogram2d(v, v, 2, range=[(0, 3), (1, 4)])",
    "mnp.histogram2d([1, 2, 2], [0, 0, 1])", "mnp.histogramdd(v)", "mnp.histogramdd(a, bins=(2, 3))",
    "mnp.histogramdd(a, range=[(0, 1)])", "mnp.histogramdd(a, bins=2.5)", "mnp.histogramdd(5)",
]


def _engine():
    spec = importlib.util.spec_from_file_location(
        "record_engine", os.path.join(HERE, os.pardir, "mint", "record_mint.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    module.SETUP, module.CASES = SETUP, CASES
    module.__file__ = os.path.abspath(__file__)
    return module


if __name__ == "__main__":
    eng = _engine()
    if len(sys.argv) > 2 and sys.argv[1] == "--from":
        eng._run_from(int(sys.argv[2]))
    else:
        eng.main(os.path.join(HERE, "numpy_recorded.json"))
