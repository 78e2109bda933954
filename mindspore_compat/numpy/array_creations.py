"""Array creation of ``mindspore.numpy``: views of the ``ops`` creation functions with numpy's defaults (float32
for the shape-only creators, int32 for Python ints)."""
import math

import numpy as onp

from .. import ops
from ..common import dtype as mstype
from ..common.tensor import Tensor
from ._view import make, to_tensor, cast, _float

F32 = mstype.float32


def _shape(shape):
    return (shape,) if isinstance(shape, int) else tuple(shape)


array = make("array", "obj, dtype=None, copy=True, ndmin=0", lambda obj, dtype=None, copy=True, ndmin=0: _ndmin(
    ops.mul(to_tensor(obj, dtype), 1) if copy and isinstance(obj, Tensor) else to_tensor(obj, dtype), ndmin),
    "A tensor from a Tensor, number, bool, list or tuple (Python ints become int32, floats float32).")
asarray = make("asarray", "a, dtype=None", lambda a, dtype=None: to_tensor(a, dtype),
               "`a` as a tensor (no copy when it already is one of the requested dtype).")
asfarray = make("asfarray", "a, dtype=mindspore.float32", lambda a, dtype=F32: to_tensor(a, dtype),
                "`a` as a float tensor.")


def _ndmin(t, ndmin):
    return ops.reshape(t, (1,) * (ndmin - t.ndim) + tuple(t.shape)) if t.ndim < ndmin else t


ones = make("ones", "shape, dtype=mindspore.float32", lambda shape, dtype=F32: ops.ones(_shape(shape), dtype),
            "A tensor of ones.")
zeros = make("zeros", "shape, dtype=mindspore.float32", lambda shape, dtype=F32: ops.zeros(_shape(shape), dtype),
             "A tensor of zeros.")
empty = make("empty", "shape, dtype=mindspore.float32", lambda shape, dtype=F32: ops.zeros(_shape(shape), dtype),
             "A tensor of the given shape (filled with zeros).")


def _full(shape, fill_value, dtype=None):
    if dtype is None:
        dtype = fill_value.dtype if isinstance(fill_value, Tensor) else to_tensor(fill_value).dtype
    if isinstance(fill_value, (Tensor, list, tuple)):
        return ops.cast(ops.broadcast_to(to_tensor(fill_value), _shape(shape)), dtype)
    return ops.full(_shape(shape), fill_value, dtype=dtype)


full = make("full", "shape, fill_value, dtype=None", _full, "A tensor filled with `fill_value`.")


def _like(fill):
    def impl(a, dtype=None, shape=None, fill_value=None):
        t = to_tensor(a)
        shp = t.shape if shape is None else _shape(shape)
        dt = t.dtype if dtype is None else dtype
        value = fill_value if fill is None else fill
        return _full(shp, value, dt)
    return impl


ones_like = make("ones_like", "a, dtype=None, shape=None", _like(1), "Ones shaped like `a`.")
zeros_like = make("zeros_like", "a, dtype=None, shape=None", _like(0), "Zeros shaped like `a`.")
empty_like = make("empty_like", "prototype, dtype=None, shape=None",
                  lambda prototype, dtype=None, shape=None: _like(0)(prototype, dtype, shape),
                  "A tensor shaped like `prototype` (filled with zeros).")
full_like = make("full_like", "a, fill_value, dtype=None, shape=None",
                 lambda a, fill_value, dtype=None, shape=None: _like(None)(a, dtype, shape, fill_value),
                 "A tensor shaped like `a` filled with `fill_value`.")


def _arange(start, stop=None, step=None, dtype=None):
    if stop is None:
        start, stop = 0, start
    step = 1 if step is None else step
    if dtype is None:
        dtype = mstype.int32 if all(isinstance(v, int) for v in (start, stop, step)) else F32
    return ops.cast(ops.arange(start, stop, step), dtype)


arange = make("arange", "start, stop=None, step=None, dtype=None", _arange,
              "Evenly spaced values in [start, stop) (int32 for integer arguments, else float32).")


def _linspace(start, stop, num=50, endpoint=True, retstep=False, dtype=None, axis=0):
    n = num if endpoint else num + 1
    out = ops.linspace(Tensor(float(start), F32), Tensor(float(stop), F32), n) if n > 1 else \
        ops.full((n,), float(start), dtype=F32)
    if not endpoint:
        out = out[:-1]
    out = cast(out, dtype)
    step = (stop - start) / ((num - 1) if endpoint else num) if num > 1 else float("nan")
    return (out, step) if retstep else out


linspace = make("linspace", "start, stop, num=50, endpoint=True, retstep=False, dtype=None, axis=0", _linspace,
                "`num` evenly spaced values from `start` to `stop`.")
logspace = make("logspace", "start, stop, num=50, endpoint=True, base=10.0, dtype=None, axis=0",
                lambda start, stop, num=50, endpoint=True, base=10.0, dtype=None, axis=0: cast(
                    ops.pow(base, _linspace(start, stop, num, endpoint)), dtype),
                "``base ** linspace(start, stop)``.")
geomspace = make("geomspace", "start, stop, num=50, endpoint=True, dtype=None, axis=0",
                 lambda start, stop, num=50, endpoint=True, dtype=None, axis=0: cast(ops.exp(_linspace(
                     math.log(start), math.log(stop), num, endpoint)), dtype),
                 "Numbers spaced evenly on a log scale from `start` to `stop`.")
eye = make("eye", "N, M=None, k=0, dtype=mindspore.float32", lambda N, M=None, k=0, dtype=F32: cast(
    Tensor(onp.eye(N, M, k, dtype=onp.float32)), dtype), "A 2-D tensor with ones on the k-th diagonal.")
identity = make("identity", "n, dtype=mindspore.float32", lambda n, dtype=F32: ops.eye(n, n, dtype),
                "The n x n identity matrix.")
tri = make("tri", "N, M=None, k=0, dtype=mindspore.float32", lambda N, M=None, k=0, dtype=F32: cast(
    Tensor(onp.tri(N, M, k, dtype=onp.float32)), dtype), "Ones at and below the k-th diagonal.")
tril = make("tril", "m, k=0", lambda m, k=0: ops.tril(to_tensor(m), k), "The lower triangle (below diagonal k).")
triu = make("triu", "m, k=0", lambda m, k=0: ops.triu(to_tensor(m), k), "The upper triangle (above diagonal k).")


def _diag(v, k=0):
    t = to_tensor(v)
    return ops.diag_embed(t, k) if t.ndim == 1 else ops.diagonal(t, k)


diag = make("diag", "v, k=0", _diag, "A 1-D input becomes a diagonal matrix; a 2-D input gives its k-th diagonal.")
diagflat = make("diagflat", "v, k=0", lambda v, k=0: ops.diag_embed(ops.reshape(to_tensor(v), (-1,)), k),
                "A diagonal matrix from the flattened input.")
diagonal = make("diagonal", "a, offset=0, axis1=0, axis2=1", lambda a, offset=0, axis1=0, axis2=1: ops.diagonal(
    to_tensor(a), offset, axis1, axis2), "Specified diagonals.")


def _window(fn):
    return lambda M: Tensor(fn(M).astype(onp.float32)) if M > 0 else ops.zeros((0,), F32)


bartlett = make("bartlett", "M", _window(onp.bartlett), "The Bartlett window of M points.")
blackman = make("blackman", "M", _window(onp.blackman), "The Blackman window of M points.")
hamming = make("hamming", "M", _window(onp.hamming), "The Hamming window of M points.")
hanning = make("hanning", "M", _window(onp.hanning), "The Hann window of M points.")


def _meshgrid(*xi, sparse=False, indexing='xy'):
    out = ops.meshgrid(*[to_tensor(x) for x in xi], indexing=indexing)
    if sparse:
        out = tuple(ops.reshape(o[tuple(slice(None) if d == k else slice(0, 1) for d in range(o.ndim))],
                                tuple(o.shape[d] if d == k else 1 for d in range(o.ndim)))
                    for k, o in enumerate(out))
    return list(out)


meshgrid = make("meshgrid", "*xi, sparse=False, indexing='xy'", _meshgrid, "Coordinate matrices from vectors.")


class _Grid:
    """Builds dense (``mgrid``) or open (``ogrid``) mesh grids from slices: ``mgrid[0:2, 0:3]``."""

    def __init__(self, sparse):
        self.sparse = sparse

    def __getitem__(self, keys):
        single = not isinstance(keys, tuple)
        keys = (keys,) if single else keys
        axes = []
        for s in keys:
            start = 0 if s.start is None else s.start
            step = 1 if s.step is None else s.step
            if isinstance(step, complex):
                axes.append(_linspace(start, s.stop, int(abs(step))))
            else:
                axes.append(_arange(start, s.stop, step))
        if single:
            return axes[0]
        grids = _meshgrid(*axes, sparse=self.sparse, indexing="ij")
        return grids if self.sparse else ops.stack(grids)


class MGridClass(_Grid):
    """The class of :data:`mgrid` (dense grids)."""

    def __init__(self):
        super().__init__(False)


class OGridClass(_Grid):
    """The class of :data:`ogrid` (open grids)."""

    def __init__(self):
        super().__init__(True)


mgrid = MGridClass()
ogrid = OGridClass()


def _indices(dimensions, dtype=mstype.int32, sparse=False):
    grids = _meshgrid(*[_arange(d) for d in dimensions], sparse=sparse, indexing="ij")
    return [cast(g, dtype) for g in grids]


indices = make("indices", "dimensions, dtype=mindspore.int32, sparse=False", _indices,
               "Index grids of a shape, one tensor per dimension.")


def _tri_indices(fn):
    def impl(n, k=0, m=None):
        rows, cols = fn(n, k, n if m is None else m)
        return Tensor(rows.astype(onp.int32)), Tensor(cols.astype(onp.int32))
    return impl


tril_indices = make("tril_indices", "n, k=0, m=None", _tri_indices(onp.tril_indices), "Indices of the lower "
                    "triangle of an (n, m) array.")
triu_indices = make("triu_indices", "n, k=0, m=None", _tri_indices(onp.triu_indices), "Indices of the upper "
                    "triangle of an (n, m) array.")
tril_indices_from = make("tril_indices_from", "arr, k=0", lambda arr, k=0: _tri_indices(onp.tril_indices)(
    arr.shape[-2], k, arr.shape[-1]), "Indices of the lower triangle of `arr`.")
triu_indices_from = make("triu_indices_from", "arr, k=0", lambda arr, k=0: _tri_indices(onp.triu_indices)(
    arr.shape[-2], k, arr.shape[-1]), "Indices of the upper triangle of `arr`.")
diag_indices = make("diag_indices", "n, ndim=2", lambda n, ndim=2: tuple(_arange(n) for _ in range(ndim)),
                    "Indices of the main diagonal of an n^ndim array.")


def _vander(x, N=None, increasing=False):
    t = to_tensor(x)
    n = t.shape[0] if N is None else N
    powers = _arange(n) if increasing else _arange(n - 1, -1, -1)
    return ops.pow(ops.expand_dims(t, 1), ops.cast(powers, t.dtype))


vander = make("vander", "x, N=None, increasing=False", _vander, "The Vandermonde matrix of `x`.")
