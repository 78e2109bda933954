"""Element-wise math, reductions and linear algebra of ``mindspore.numpy``: views of :mod:`mindspore.ops` with
numpy's argument names, array-like inputs and an optional result `dtype`."""
import builtins
import math

import numpy as onp
import torch

from .. import ops
from ..common.tensor import Tensor
from ..common import dtype as mstype
from ._view import unary, binary, make, to_tensor, operands, cast, _float
from ..common.tensor import _wrap

_U = [
    ("abs", ops.abs, "Absolute value."), ("absolute", ops.abs, "Absolute value."),
    ("arccosh", ops.acosh, "Inverse hyperbolic cosine."), ("arcsin", ops.asin, "Inverse sine."),
    ("arcsinh", ops.asinh, "Inverse hyperbolic sine."), ("arctan", ops.atan, "Inverse tangent."),
    ("arctanh", ops.atanh, "Inverse hyperbolic tangent."), ("ceil", ops.ceil, "Ceiling."),
    ("cos", ops.cos, "Cosine."), ("cosh", ops.cosh, "Hyperbolic cosine."),
    ("deg2rad", ops.deg2rad, "Degrees to radians."), ("exp", ops.exp, "Exponential."),
    ("exp2", ops.exp2, "Two to the power of the input."), ("expm1", ops.expm1, "``exp(x) - 1``."),
    ("fabs", ops.abs, "Absolute value of a real input."), ("floor", ops.floor, "Floor."),
    ("log", ops.log, "Natural logarithm."), ("log10", ops.log10, "Base-10 logarithm."),
    ("log1p", ops.log1p, "``log(1 + x)``."), ("log2", ops.log2, "Base-2 logarithm."),
    ("rad2deg", ops.rad2deg, "Radians to degrees."), ("radians", ops.deg2rad, "Degrees to radians."),
    ("reciprocal", ops.reciprocal, "``1 / x``."), ("rint", ops.round, "Rounds to the nearest integer."),
    ("sign", ops.sign, "-1, 0 or 1 by the sign."), ("sin", ops.sin, "Sine."), ("sinh", ops.sinh, "Hyperbolic sine."),
    ("sqrt", ops.sqrt, "Square root."), ("square", ops.square, "Square."), ("tan", ops.tan, "Tangent."),
    ("tanh", ops.tanh, "Hyperbolic tangent."), ("trunc", ops.trunc, "Rounds towards zero."),
    ("cbrt", lambda x: ops.sign(x) * ops.pow(ops.abs(x), 1.0 / 3), "Cube root."),
    ("signbit", lambda x: ops.less(x, 0), "Whether the sign bit is set (the element is negative)."),
]
for _name, _op, _doc in _U:
    globals()[_name] = unary(_name, _op, _doc + " Element-wise; `dtype` casts the result.",
                             floats=_name in ("cbrt",))
arccos = unary("arccos", ops.acos, "Inverse cosine, element-wise; `dtype` casts the result.", arg="input")
negative = unary("negative", ops.neg, "Numerical negative, element-wise.", arg="a")
positive = unary("positive", lambda x: ops.mul(x, 1), "A copy of the input (numerical positive).", arg="a")

_B = [
    ("add", ops.add, "Sum."), ("subtract", ops.sub, "Difference."), ("multiply", ops.mul, "Product."),
    ("divide", ops.div, "True division."), ("true_divide", ops.div, "True division."),
    ("floor_divide", ops.floor_divide, "Floor division."), ("power", ops.pow, "``x1 ** x2``."),
    ("float_power", lambda a, b: ops.pow(a, b), "``x1 ** x2`` in float."),
    ("fmod", ops.fmod, "Remainder with the sign of `x1`."), ("mod", ops.remainder, "Remainder with the sign of `x2`."),
    ("remainder", ops.remainder, "Remainder with the sign of `x2`."), ("maximum", ops.maximum, "Maximum."),
    ("minimum", ops.minimum, "Minimum."), ("arctan2", ops.atan2, "Arc tangent of ``x1 / x2``."),
    ("hypot", ops.hypot, "``sqrt(x1**2 + x2**2)``."), ("heaviside", ops.heaviside, "Heaviside step."),
    ("copysign", lambda a, b: ops.mul(ops.abs(a), ops.where(ops.less(b, 0), -1.0, 1.0)),
     "Magnitude of `x1` with the sign of `x2`."),
    ("logaddexp", ops.logaddexp, "``log(exp(x1) + exp(x2))``."),
    ("logaddexp2", ops.logaddexp2, "``log2(2**x1 + 2**x2)``."), ("gcd", ops.gcd, "Greatest common divisor."),
    ("lcm", ops.lcm, "Least common multiple."), ("bitwise_and", ops.bitwise_and, "Bitwise AND."),
    ("bitwise_or", ops.bitwise_or, "Bitwise OR."), ("bitwise_xor", ops.bitwise_xor, "Bitwise XOR."),
    ("matmul", ops.matmul, "Matrix product."),
]
for _name, _op, _doc in _B:
    globals()[_name] = binary(_name, _op, _doc + " Element-wise with broadcasting; `dtype` casts the result.",
                              floats=_name in ("float_power", "arctan2", "hypot", "logaddexp", "logaddexp2"))


def _divmod(x1, x2, dtype=None):
    a, b = operands(x1, x2)
    return cast(ops.floor_divide(a, b), dtype), cast(ops.remainder(a, b), dtype)


divmod = make("divmod", "x1, x2, dtype=None", _divmod, "Floor quotient and remainder, element-wise.")


def _reduce(op):
    def impl(a, axis=None, keepdims=False, initial=None, where=True):
        x = to_tensor(a)
        out = op(x, axis, keepdims)
        if initial is not None:
            out = ops.maximum(out, initial) if op is ops.amax else ops.minimum(out, initial)
        return out
    return impl


amax = make("amax", "a, axis=None, keepdims=False, initial=None, where=True", _reduce(ops.amax),
            "Maximum over all elements or along `axis`.")
amin = make("amin", "a, axis=None, keepdims=False, initial=None, where=True", _reduce(ops.amin),
            "Minimum over all elements or along `axis`.")
max = make("max", "a, axis=None, keepdims=False, initial=None, where=True", _reduce(ops.amax),
           "Maximum over all elements or along `axis` (alias of amax).")
min = make("min", "a, axis=None, keepdims=False, initial=None, where=True", _reduce(ops.amin),
           "Minimum over all elements or along `axis` (alias of amin).")


def _sum(a, axis=None, dtype=None, keepdims=False, initial=None):
    x = to_tensor(a)
    if x.dtype in (mstype.int8, mstype.int16, mstype.int32, mstype.uint8, mstype.bool_) and dtype is None:
        x = ops.cast(x, mstype.int64)
    out = ops.sum(x, axis, keepdims)
    if initial is not None:
        out = ops.add(out, initial)
    return cast(out, dtype)


sum = make("sum", "a, axis=None, dtype=None, keepdims=False, initial=None", _sum,
           "Sum over all elements or along `axis`; small integer inputs sum in int64.")


def _mean(a, axis=None, keepdims=False, dtype=None):
    x = to_tensor(a)
    out = ops.mean(_float(x), axis, keepdims)
    # MindSpore's numpy mean keeps an integer input's dtype (the float mean is truncated)
    return cast(out, dtype if dtype is not None else (None if x.dtype == _float(x).dtype else x.dtype))


mean = make("mean", "a, axis=None, keepdims=False, dtype=None", _mean, "Arithmetic mean.")


def _var(x, axis=None, ddof=0, keepdims=False):
    return ops.var(_float(to_tensor(x)), axis, ddof, keepdims)


def _std(x, axis=None, ddof=0, keepdims=False):
    return ops.std(_float(to_tensor(x)), axis, ddof, keepdims)


var = make("var", "x, axis=None, ddof=0, keepdims=False", _var, "Variance (float32 for integer inputs).")
std = make("std", "x, axis=None, ddof=0, keepdims=False", _std, "Standard deviation (float32 for integer inputs).")


def _nan(op, zero):
    def impl(a, axis=None, dtype=None, keepdims=False, ddof=None):
        return _nan_impl(op, a, axis, dtype, keepdims, ddof)

    def impl_dd(a, axis=None, dtype=None, ddof=0, keepdims=False):
        return _nan_impl(op, a, axis, dtype, keepdims, ddof)
    return impl_dd if op in ("var", "std") else impl


def _nan_impl(op, a, axis, dtype, keepdims, ddof):
    if True:
        x = _float(to_tensor(a))
        mask = ops.isnan(x)
        if op == "sum":
            out = ops.sum(ops.where(mask, 0.0, x), axis, keepdims)
        elif op == "mean":
            n = ops.sum(ops.cast(ops.logical_not(mask), x.dtype), axis, keepdims)
            out = ops.div(ops.sum(ops.where(mask, 0.0, x), axis, keepdims), n)
        elif op in ("max", "min"):
            fill = float("-inf") if op == "max" else float("inf")
            out = (ops.amax if op == "max" else ops.amin)(ops.where(mask, fill, x), axis, keepdims)
        else:
            keep = ops.cast(ops.logical_not(mask), x.dtype)
            n = ops.sum(keep, axis, True)
            mu = ops.div(ops.sum(ops.where(mask, 0.0, x), axis, True), n)
            d = ops.where(mask, 0.0, ops.sub(x, mu))
            v = ops.div(ops.sum(ops.mul(d, d), axis, keepdims), ops.sub(ops.sum(keep, axis, keepdims), ddof or 0))
            out = ops.sqrt(v) if op == "std" else v
        return cast(out, dtype)


nansum = make("nansum", "a, axis=None, dtype=None, keepdims=False", _nan("sum", 0), "Sum treating NaN as zero.")
nanmean = make("nanmean", "a, axis=None, dtype=None, keepdims=False", _nan("mean", 0), "Mean ignoring NaN.")
nanmax = make("nanmax", "a, axis=None, dtype=None, keepdims=False", _nan("max", 0), "Maximum ignoring NaN.")
nanmin = make("nanmin", "a, axis=None, dtype=None, keepdims=False", _nan("min", 0), "Minimum ignoring NaN.")
nanvar = make("nanvar", "a, axis=None, dtype=None, ddof=0, keepdims=False", _nan("var", 0), "Variance ignoring NaN.")
nanstd = make("nanstd", "a, axis=None, dtype=None, ddof=0, keepdims=False", _nan("std", 0),
              "Standard deviation ignoring NaN.")


def _cum(op):
    def impl(a, axis=None, dtype=None):
        x = to_tensor(a)
        if axis is None:
            x, axis = ops.reshape(x, (-1,)), 0
        return op(x, axis, x.dtype if dtype is None else dtype)
    return impl


cumsum = make("cumsum", "a, axis=None, dtype=None", _cum(ops.cumsum), "Cumulative sum (of the flattened input "
              "when `axis` is None).")
cumprod = make("cumprod", "a, axis=None, dtype=None", _cum(lambda x, ax, dt: ops.cumprod(x, ax, dtype=dt)),
               "Cumulative product (of the flattened input when `axis` is None).")


def _nancumsum(a, axis=None, dtype=None):
    x = _float(to_tensor(a))
    return _cum(ops.cumsum)(ops.where(ops.isnan(x), 0.0, x), axis, dtype)


nancumsum = make("nancumsum", "a, axis=None, dtype=None", _nancumsum, "Cumulative sum treating NaN as zero.")
dot = make("dot", "a, b", lambda a, b: ops.tensor_dot(to_tensor(a), to_tensor(b), ((a_nd := to_tensor(a).ndim) - 1,
           0 if to_tensor(b).ndim < 2 else to_tensor(b).ndim - 2)) if to_tensor(a).ndim and to_tensor(b).ndim
           else ops.mul(to_tensor(a), to_tensor(b)), "Dot product (sum over the last axis of `a` and the "
           "second-to-last of `b`).")
inner = make("inner", "a, b", lambda a, b: ops.inner(to_tensor(a), to_tensor(b)), "Inner product over the last axes.")
outer = make("outer", "a, b", lambda a, b: ops.outer(ops.reshape(to_tensor(a), (-1,)), ops.reshape(to_tensor(b), (-1,))),
             "Outer product of the flattened inputs.")
kron = make("kron", "a, b", lambda a, b: ops.kron(to_tensor(a), to_tensor(b)), "Kronecker product.")
tensordot = make("tensordot", "a, b, axes=2", lambda a, b, axes=2: ops.tensor_dot(
    to_tensor(a), to_tensor(b), (tuple(range(-axes, 0)), tuple(range(axes))) if isinstance(axes, int) else axes),
    "Sums products over the given axes.")
trace = make("trace", "a, offset=0, axis1=0, axis2=1, dtype=None", lambda a, offset=0, axis1=0, axis2=1, dtype=None:
             cast(ops.sum(ops.diagonal(to_tensor(a), offset, axis1, axis2), -1), dtype), "Sum along a diagonal.")
cross = make("cross", "a, b, axisa=-1, axisb=-1, axisc=-1, axis=None",
             lambda a, b, axisa=-1, axisb=-1, axisc=-1, axis=None: ops.cross(
                 to_tensor(a), to_tensor(b), -1 if axis is None else axis), "Cross product of 3-vectors.")
multi_dot = make("multi_dot", "arrays", lambda arrays: _chain([to_tensor(a) for a in arrays]),
                 "Chained matrix product of a sequence of arrays.")


def _chain(ts):
    out = ts[0]
    for t in ts[1:]:
        out = ops.matmul(out, t)
    return out


def _diff(a, n=1, axis=-1, prepend=None, append=None):
    return ops.diff(to_tensor(a), n, axis, None if prepend is None else to_tensor(prepend),
                    None if append is None else to_tensor(append))


diff = make("diff", "a, n=1, axis=-1, prepend=None, append=None", _diff, "The n-th discrete difference.")
ediff1d = make("ediff1d", "ary, to_end=None, to_begin=None", lambda ary, to_end=None, to_begin=None: ops.cat(
    [t for t in (None if to_begin is None else ops.reshape(to_tensor(to_begin), (-1,)),
                 ops.diff(ops.reshape(to_tensor(ary), (-1,))),
                 None if to_end is None else ops.reshape(to_tensor(to_end), (-1,))) if t is not None]),
    "Differences of consecutive elements of the flattened input.")
ptp = make("ptp", "x, axis=None, keepdims=False", lambda x, axis=None, keepdims=False: ops.sub(
    ops.amax(to_tensor(x), axis, keepdims), ops.amin(to_tensor(x), axis, keepdims)), "Range (max - min).")
average = make("average", "x, axis=None, weights=None, returned=False", lambda x, axis=None, weights=None,
               returned=False: _average(to_tensor(x), axis, weights, returned), "Weighted average.")


def _average(x, axis, weights, returned):
    x = _float(x)
    if weights is None:
        avg = ops.mean(x, axis)
        n = ops.cast(ops.fill(mstype.float32, (), x.size / avg.size), x.dtype) if True else None
        return (avg, ops.broadcast_to(n, avg.shape)) if returned else avg
    w = _float(to_tensor(weights))
    if w.ndim == 1 and x.ndim > 1 and axis is not None:
        shape = [1] * x.ndim
        shape[axis] = -1
        w = ops.reshape(w, tuple(shape))
    wsum = ops.sum(ops.broadcast_to(w, x.shape), axis)
    avg = ops.div(ops.sum(ops.mul(x, w), axis), wsum)
    return (avg, wsum) if returned else avg


def _interp(x, xp, fp, left=None, right=None):
    tx, txp, tfp = (_float(to_tensor(v))._t for v in (x, xp, fp))
    idx = torch.clamp(torch.searchsorted(txp, tx, right=True), 1, txp.numel() - 1)
    x0, x1, y0, y1 = txp[idx - 1], txp[idx], tfp[idx - 1], tfp[idx]
    out = y0 + (tx - x0) * (y1 - y0) / (x1 - x0)
    out = torch.where(tx < txp[0], tfp[0] if left is None else torch.tensor(float(left)), out)
    out = torch.where(tx > txp[-1], tfp[-1] if right is None else torch.tensor(float(right)), out)
    return _wrap(out)


interp = make("interp", "x, xp, fp, left=None, right=None", _interp, "One-dimensional piecewise-linear "
              "interpolation of (`xp`, `fp`) at `x`.")


fix = make("fix", "x", lambda x: ops.trunc(_float(to_tensor(x))), "Rounds towards zero (float result).")


def _cov(m, y=None, rowvar=True, bias=False, ddof=None, fweights=None, aweights=None, dtype=None):
    x = _float(to_tensor(m))
    if x.ndim == 1:
        x = ops.reshape(x, (1, -1))
    if y is not None:
        t = _float(to_tensor(y))
        x = ops.cat([x, ops.reshape(t, (1, -1)) if t.ndim == 1 else t], 0 if rowvar else 1)
    if not rowvar:
        x = ops.swapaxes(x, 0, 1)
    ddof = (0 if bias else 1) if ddof is None else ddof
    out = ops.cov(x, correction=ddof, fweights=None if fweights is None else to_tensor(fweights),
                  aweights=None if aweights is None else _float(to_tensor(aweights)))
    return cast(out, dtype)


cov = make("cov", "m, y=None, rowvar=True, bias=False, ddof=None, fweights=None, aweights=None, dtype=None", _cov,
           "Covariance matrix of the variables (rows, or columns when `rowvar` is False).")


def _corrcoef(x, y=None, rowvar=True, dtype=None):
    c = _cov(x, y, rowvar)
    d = ops.sqrt(ops.diagonal(c))
    return cast(ops.clamp(ops.div(ops.div(c, ops.expand_dims(d, 1)), ops.expand_dims(d, 0)), -1.0, 1.0), dtype)


corrcoef = make("corrcoef", "x, y=None, rowvar=True, dtype=None", _corrcoef, "Pearson correlation coefficients.")


def _convolve(a, v, mode='full', flip=True):
    ta, tv = _float(to_tensor(a)), _float(to_tensor(v))
    if ta.shape[0] < tv.shape[0]:
        ta, tv = tv, ta
    k = ops.flip(tv, (0,)) if flip else tv
    n, m = ta.shape[0], k.shape[0]
    pad = {"full": m - 1, "same": (m - 1) // 2, "valid": 0}[mode]
    right = {"full": m - 1, "same": m - 1 - (m - 1) // 2, "valid": 0}[mode]
    x = ops.pad(ops.reshape(ta, (1, 1, n)), (pad, right))
    return ops.reshape(ops.conv1d(x, ops.reshape(k, (1, 1, m))), (-1,))


convolve = make("convolve", "a, v, mode='full'", lambda a, v, mode='full': _convolve(a, v, mode, True),
                "Discrete linear convolution of two 1-D sequences.")
def _correlate(a, v, mode='valid'):
    if to_tensor(a).dtype != to_tensor(v).dtype:
        raise TypeError("For 'Correlate' the type of a and v must be same, but got type of a is different from that "
                        "of v! ")
    return _convolve(a, v, mode, False)


correlate = make("correlate", "a, v, mode='valid'", _correlate,
                 "Cross-correlation of two 1-D sequences.")


def _polymul(a1, a2):
    t = to_tensor(a1)
    return ops.cast(_convolve(a1, a2, "full", True), t.dtype)


polymul = make("polymul", "a1, a2", _polymul, "Product of two polynomials.")


def _polyint(p, m=1, k=None):
    c = _float(to_tensor(p))
    ks = [0.0] * m if k is None else (list(k) if isinstance(k, (list, tuple)) else [k] * m)
    for i in range(m):
        n = c.shape[0]
        div = Tensor(onp.arange(n, 0, -1).astype(onp.float32))
        c = ops.cat([ops.div(c, div), ops.full((1,), float(ks[i]), dtype=c.dtype)])
    return c


polyint = make("polyint", "p, m=1, k=None", _polyint, "The m-th antiderivative of a polynomial.")


def _unwrap(p, discont=3.141592653589793, axis=-1):
    t = _float(to_tensor(p))
    d = ops.diff(t, 1, axis)
    period = 2 * 3.141592653589793
    dd = ops.sub(ops.remainder(ops.add(d, period / 2), period), period / 2)
    dd = ops.where(ops.logical_and(ops.equal(dd, -period / 2), ops.greater(d, 0)), period / 2, dd)
    corr = ops.where(ops.less(ops.abs(d), discont), 0.0, ops.sub(dd, d))
    first = ops.narrow(t, axis, 0, 1)
    return ops.cat([first, ops.add(ops.narrow(t, axis, 1, t.shape[axis] - 1), ops.cumsum(corr, axis))], axis)


unwrap = make("unwrap", "p, discont=3.141592653589793, axis=-1", _unwrap,
              "Unwraps phase jumps larger than `discont` by multiples of 2 pi.")


def _histogram_bin_edges(a, bins=10, range=None, weights=None):
    t = _float(to_tensor(a))
    lo, hi = (float(ops.amin(t)), float(ops.amax(t))) if range is None else range
    if lo == hi:
        lo, hi = lo - 0.5, hi + 0.5
    # in float32 as MindSpore's numpy linspace: lo + i * step, the last edge exactly hi
    lo, hi = torch.tensor(lo, dtype=torch.float32), torch.tensor(hi, dtype=torch.float32)
    edges = lo + torch.arange(bins + 1, dtype=torch.float32) * ((hi - lo) / bins)
    edges[-1] = hi
    return _wrap(edges)


histogram_bin_edges = make("histogram_bin_edges", "a, bins=10, range=None, weights=None", _histogram_bin_edges,
                           "The edges of `bins` equal bins over `range` (the data range by default).")


def _histogram(a, bins=10, range=None, weights=None, density=False):
    t = ops.reshape(_float(to_tensor(a)), (-1,))
    edges = _histogram_bin_edges(t, bins, range)
    idx = ops.clamp(ops.sub(ops.searchsorted(edges, t, right=True), 1), 0, bins - 1)
    inside = ops.logical_and(ops.greater_equal(t, edges[0]), ops.less_equal(t, edges[-1]))
    w = ops.ones_like(t) if weights is None else ops.reshape(_float(to_tensor(weights)), (-1,))
    w = ops.where(inside, w, 0.0)
    hist = ops.tensor_scatter_elements(ops.zeros((bins,), w.dtype), idx, w, 0, "add")
    if density:
        hist = ops.div(hist, ops.mul(ops.sum(hist), ops.diff(edges)))
    return hist, edges


histogram = make("histogram", "a, bins=10, range=None, weights=None, density=False", _histogram,
                 "Histogram of the data: the counts and the bin edges.")


def _dd_edges(column, bins, range, weights):
    """The bin edges of one dimension of `histogramdd`: `bins` itself when it is a sequence, else `bins` equal bins
    over `range` (the column's range when None), checked as MindSpore's ``histogram_bin_edges`` checks them."""
    if weights is not None and tuple(weights.shape) != tuple(column.shape):
        raise ValueError("weights should have the same shape as a")
    if isinstance(bins, (tuple, list, Tensor)):
        edges = to_tensor(bins)
        if edges.ndim != 1:
            raise ValueError("`bins` must be 1d, when an array")
        return edges
    if range is not None:
        if not isinstance(range, (list, tuple)) or len(range) != 2:
            raise ValueError("`range` should take the form (start, end)")
        if range[0] > range[1]:
            raise ValueError("max must be larger than min in range parameter")
    return _histogram_bin_edges(column, bins, range)


def _histogramdd(sample, bins=10, range=None, weights=None, density=False):
    if isinstance(sample, (tuple, list)):
        sample = ops.stack([to_tensor(s) for s in sample], -1)
    elif not isinstance(sample, Tensor):
        raise TypeError("sample should be (N, D) array, or (D, N) array_like")
    if sample.ndim != 2:
        raise ValueError("when an array, sample should be 2-dimensional")
    ndim = sample.shape[1]
    if isinstance(bins, int):
        bins = [bins] * ndim
    if not isinstance(bins, (tuple, list, Tensor)):
        raise TypeError("bins should be int or sequence")
    if len(bins) != ndim:
        raise ValueError("The dimension of bins must be equal to the dimension of the sample")
    if range is None:
        range = [None] * ndim
    elif len(range) != ndim:
        raise ValueError("range argument must have one entry per dimension")
    if weights is not None:
        weights = to_tensor(weights)
    data = sample._t
    edges = [_dd_edges(_wrap(data[:, i]), bins[i], range[i], weights) for i in builtins.range(ndim)]
    # each point's bin per dimension: 0 below the first edge, len(edges) above the last, the last edge itself
    # belonging to the last bin; the outer slots are cut off after counting
    sizes = [e.shape[0] for e in edges]
    flat = torch.zeros(data.shape[0], dtype=torch.int64)
    for i, e in enumerate(edges):
        column, bounds = data[:, i].double(), e._t.double()
        where = torch.searchsorted(bounds, column.contiguous(), right=True)
        where = torch.where(column == bounds[-1], torch.full_like(where, sizes[i] - 1), where)
        flat = flat * (sizes[i] + 1) + where
    w = torch.ones(data.shape[0], dtype=torch.float32) if weights is None else weights._t.reshape(-1).float()
    count = torch.zeros(math.prod(s + 1 for s in sizes), dtype=torch.float32).index_add_(0, flat, w)
    count = count.reshape([s + 1 for s in sizes])[tuple(slice(1, -1) for _ in sizes)]
    if density:
        total = count.sum()
        for i, e in enumerate(edges):
            shape = [1] * ndim
            shape[i] = sizes[i] - 1
            count = count / torch.diff(e._t).reshape(shape)
        count = count / total
    return _wrap(count.contiguous()), edges


histogramdd = make("histogramdd", "sample, bins=10, range=None, weights=None, density=False", _histogramdd,
                   "Histogram of points in D dimensions: the counts per cell and the bin edges of each dimension.",
                   sample="(Union[list, tuple, Tensor]): The points: a Tensor of shape (N, D), one row per point, or a "
                          "sequence of D coordinate arrays of length N.",
                   bins="(Union[int, tuple, list]): The number of bins of every dimension, or per dimension a number "
                        "of bins or a 1-D sequence of increasing edges. Default: ``10``.",
                   range="(Union[list, tuple], optional): Per dimension None (the data range) or (lower, upper), "
                         "used where the edges are not given. Default: ``None``.",
                   weights="(Union[list, tuple, Tensor], optional): A weight per point, of shape (N,). "
                           "Default: ``None``.",
                   density="(bool): Return the density (count / total / cell volume) instead of the counts. "
                           "Default: ``False``.",
                   returns="(Tensor, list[Tensor]), the float32 counts and the edges of each dimension.",
                   raises="TypeError: If `sample` is not a Tensor, list or tuple, or `bins` is not an int or a "
                          "sequence.\nValueError: If `sample` is not 2-D, or `bins`, `range` or `weights` do not "
                          "match its dimensions.")


def _histogram2d(x, y, bins=10, range=None, weights=None, density=False):
    count, edges = _histogramdd((x, y), bins, range, weights, density)
    return count, edges[0], edges[1]


histogram2d = make("histogram2d", "x, y, bins=10, range=None, weights=None, density=False", _histogram2d,
                   "Histogram of points in the plane: the counts per cell and the bin edges along x and y.",
                   x="(Union[list, tuple, Tensor]): The x coordinates of the N points.",
                   y="(Union[list, tuple, Tensor]): The y coordinates of the N points.",
                   bins="(Union[int, tuple, list]): The number of bins of both dimensions, or per dimension a number "
                        "of bins or a 1-D sequence of increasing edges. Default: ``10``.",
                   range="(Union[list, tuple], optional): ``[[xmin, xmax], [ymin, ymax]]`` (each may be None for the "
                         "data range), used where the edges are not given. Default: ``None``.",
                   weights="(Union[list, tuple, Tensor], optional): A weight per point, of shape (N,). "
                           "Default: ``None``.",
                   density="(bool): Return the density (count / total / cell area) instead of the counts. "
                           "Default: ``False``.",
                   returns="(Tensor, Tensor, Tensor), the float32 counts and the edges along x and y.",
                   raises="ValueError: If `bins`, `range` or `weights` do not match the two dimensions.")
