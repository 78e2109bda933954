"""Shape manipulation, joining, splitting and indexing of ``mindspore.numpy`` (views of :mod:`mindspore.ops`)."""
import numpy as onp

from .. import ops
from ..common import dtype as mstype
from ..common.tensor import Tensor
from ._view import make, to_tensor, cast, _float, need_tensor

reshape = make("reshape", "x, new_shape", lambda x, new_shape: ops.reshape(to_tensor(x), new_shape),
               "The elements of `x` in a new shape.")
ravel = make("ravel", "x", lambda x: ops.reshape(to_tensor(x), (-1,)), "The flattened input.")
squeeze = make("squeeze", "a, axis=None", lambda a, axis=None: ops.squeeze(to_tensor(a), axis),
               "Removes axes of length one.")
expand_dims = make("expand_dims", "a, axis", lambda a, axis: _expand(to_tensor(a), axis), "Inserts axes of length "
                   "one at `axis`.")


def _expand(t, axis):
    for ax in sorted(axis if isinstance(axis, (tuple, list)) else (axis,)):
        t = ops.expand_dims(t, ax)
    return t


transpose = make("transpose", "a, axes=None", lambda a, axes=None: ops.permute(
    to_tensor(a), tuple(range(to_tensor(a).ndim - 1, -1, -1)) if axes is None else tuple(axes)),
    "Permutes the axes (reverses them by default).")
swapaxes = make("swapaxes", "x, axis1, axis2", lambda x, axis1, axis2: ops.swapaxes(to_tensor(x), axis1, axis2),
                "Interchanges two axes.")
moveaxis = make("moveaxis", "a, source, destination", lambda a, source, destination: ops.moveaxis(
    to_tensor(a), source, destination), "Moves axes to new positions.")


def _rollaxis(x, axis, start=0):
    t = to_tensor(x)
    n = t.ndim
    axis, start = axis % n, start % (n + 1) if start < 0 else start
    if axis < start:
        start -= 1
    return ops.moveaxis(t, axis, start)


rollaxis = make("rollaxis", "x, axis, start=0", _rollaxis, "Moves `axis` back to the position `start`.")
flip = make("flip", "m, axis=None", lambda m, axis=None: ops.flip(
    to_tensor(m), tuple(range(to_tensor(m).ndim)) if axis is None else (axis if isinstance(axis, (tuple, list))
                                                                       else (axis,))), "Reverses the order along axes.")
fliplr = make("fliplr", "m", lambda m: ops.flip(to_tensor(m), (1,)), "Reverses the order along axis 1.")
flipud = make("flipud", "m", lambda m: ops.flip(to_tensor(m), (0,)), "Reverses the order along axis 0.")
rot90 = make("rot90", "a, k=1, axes=(0, 1)", lambda a, k=1, axes=(0, 1): ops.rot90(to_tensor(a), k, axes),
             "Rotates by 90 degrees in the plane of `axes`.")
roll = make("roll", "a, shift, axis=None", lambda a, shift, axis=None: _roll(to_tensor(a), shift, axis),
            "Rolls the elements along an axis (of the flattened input when `axis` is None).")


def _roll(t, shift, axis):
    if axis is None:
        return ops.reshape(ops.roll(ops.reshape(t, (-1,)), shift, 0), t.shape)
    return ops.roll(t, shift, axis)


tile = make("tile", "a, reps", lambda a, reps: ops.tile(to_tensor(a), (reps,) if isinstance(reps, int) else
                                                        tuple(reps)), "Repeats the whole array `reps` times.")
repeat = make("repeat", "a, repeats, axis=None", lambda a, repeats, axis=None: ops.repeat_interleave(
    to_tensor(a), repeats, axis), "Repeats each element.")
broadcast_to = make("broadcast_to", "array, shape", lambda array, shape: ops.broadcast_to(to_tensor(array), shape),
                    "Broadcasts to a shape.")
broadcast_arrays = make("broadcast_arrays", "*args", lambda *args: _broadcast([to_tensor(a) for a in args]),
                        "Broadcasts the inputs against each other.")


def _broadcast(ts):
    shape = tuple(onp.broadcast_shapes(*[tuple(t.shape) for t in ts]))
    return [ops.broadcast_to(t, shape) for t in ts]


def _atleast(n):
    def impl(*arys):
        need_tensor(*arys)
        out = []
        for a in arys:
            t = to_tensor(a)
            if t.ndim < n:
                shape = {0: (1,) * n, 1: ((1,) + t.shape + (1,))[:n] if n == 3 else (1,) + t.shape,
                         2: t.shape + (1,)}[t.ndim]
                t = ops.reshape(t, shape)
            out.append(t)
        return out[0] if len(out) == 1 else out
    return impl


atleast_1d = make("atleast_1d", "*arys", _atleast(1), "Views with at least one dimension.")
atleast_2d = make("atleast_2d", "*arys", _atleast(2), "Views with at least two dimensions.")
atleast_3d = make("atleast_3d", "*arys", _atleast(3), "Views with at least three dimensions.")
concatenate = make("concatenate", "arrays, axis=0", lambda arrays, axis=0: ops.cat(
    [to_tensor(a) for a in arrays] if axis is not None else [ops.reshape(to_tensor(a), (-1,)) for a in arrays],
    0 if axis is None else axis), "Joins arrays along an existing axis.")
stack = make("stack", "arrays, axis=0", lambda arrays, axis=0: ops.stack([to_tensor(a) for a in arrays], axis),
             "Joins arrays along a new axis.")
vstack = make("vstack", "tup", lambda tup: ops.cat(_atleast(2)(*tup) if len(tup) > 1 else [_atleast(2)(*tup)], 0),
              "Stacks arrays vertically (row-wise).")
hstack = make("hstack", "tup", lambda tup: ops.cat([to_tensor(a) for a in tup], 0 if to_tensor(tup[0]).ndim == 1
                                                   else 1), "Stacks arrays horizontally (column-wise).")
dstack = make("dstack", "tup", lambda tup: ops.cat(_atleast(3)(*tup) if len(tup) > 1 else [_atleast(3)(*tup)], 2),
              "Stacks arrays depth-wise (along the third axis).")
column_stack = make("column_stack", "tup", lambda tup: ops.cat(
    [ops.reshape(t, (-1, 1)) if t.ndim == 1 else t for t in (to_tensor(a) for a in tup)], 1),
    "Stacks 1-D arrays as columns of a 2-D array.")
append = make("append", "arr, values, axis=None", lambda arr, values, axis=None: need_tensor(arr, values) or ops.cat(
    [ops.reshape(to_tensor(arr), (-1,)), ops.reshape(to_tensor(values), (-1,))] if axis is None
    else [to_tensor(arr), to_tensor(values)], 0 if axis is None else axis), "Appends values at the end.",
    values="(Union[Tensor, list, tuple]): The values to append; with `axis` given, of the shape of `arr` except "
           "along `axis`.")


def _split(equal):
    def impl(x, indices_or_sections, axis=0):
        t = to_tensor(x)
        n = t.shape[axis]
        if isinstance(indices_or_sections, int):
            k = indices_or_sections
            if equal and n % k:
                raise ValueError("array split does not result in an equal division")
            sizes = [n // k + (1 if i < n % k else 0) for i in range(k)]
        else:
            cuts = [0] + [min(i, n) for i in indices_or_sections] + [n]
            sizes = [max(b - a, 0) for a, b in zip(cuts[:-1], cuts[1:])]
        out, at = [], 0
        for s in sizes:
            out.append(ops.narrow(t, axis, at, s) if s else ops.narrow(t, axis, 0, 0))
            at += s
        return tuple(out)
    return impl


split = make("split", "x, indices_or_sections, axis=0", _split(True), "Splits into equal parts or at indices.")
array_split = make("array_split", "x, indices_or_sections, axis=0", _split(False),
                   "Splits into nearly equal parts or at indices.")
hsplit = make("hsplit", "x, indices_or_sections", lambda x, indices_or_sections: _split(True)(
    x, indices_or_sections, 1 if to_tensor(x).ndim > 1 else 0), "Splits horizontally (column-wise).")
vsplit = make("vsplit", "x, indices_or_sections", lambda x, indices_or_sections: _split(True)(
    x, indices_or_sections, 0), "Splits vertically (row-wise).")
dsplit = make("dsplit", "x, indices_or_sections", lambda x, indices_or_sections: _split(True)(
    x, indices_or_sections, 2), "Splits along the third axis.")


def _take(a, indices, axis=None, mode='clip'):
    need_tensor(a, indices)
    t = to_tensor(a)
    if axis is None:
        t, axis = ops.reshape(t, (-1,)), 0
    idx = to_tensor(indices)
    n = t.shape[axis]
    idx = ops.clamp(idx, -n, n - 1) if mode == 'clip' else ops.remainder(idx, n) if mode == 'wrap' else idx
    idx = ops.where(ops.less(idx, 0), ops.add(idx, n), idx)
    out = ops.index_select(t, axis, ops.reshape(idx, (-1,)))
    return ops.reshape(out, t.shape[:axis] + idx.shape + t.shape[axis + 1:])


take = make("take", "a, indices, axis=None, mode='clip'", _take, "Elements at `indices` along `axis` (of the "
            "flattened input by default); out-of-range indices are clipped or wrapped by `mode`.")
take_along_axis = make("take_along_axis", "arr, indices, axis", lambda arr, indices, axis: ops.gather_elements(
    to_tensor(arr), axis, to_tensor(indices)) if axis is not None else ops.gather_elements(
    ops.reshape(to_tensor(arr), (-1,)), 0, to_tensor(indices)), "Values at `indices` along `axis`.")


def _no_bool(t):
    if t.dtype == mstype.bool_:
        raise TypeError("The 'input x' doesn't support 'Bool' and expect to receive (mindspore.int8, mindspore.int16, "
                        "mindspore.int32, mindspore.int64, mindspore.uint8, mindspore.uint16, mindspore.uint32, "
                        "mindspore.uint64, mindspore.float16, mindspore.float32, mindspore.float64).")


def _argmax(t, axis):
    return ops.argmax(t, axis) if axis is None else ops.cast(ops.argmax(t, axis), mstype.int32)


def _where(condition, x=None, y=None):
    c = to_tensor(condition)
    if x is None and y is None:
        return ops.nonzero(c, as_tuple=True)
    a = x if isinstance(x, Tensor) else to_tensor(x)
    b = y if isinstance(y, Tensor) else to_tensor(y)
    return ops.where(ops.cast(c, mstype.bool_), a, b)


where = make("where", "condition, x=None, y=None", _where, "Elements of `x` where `condition` holds, else of `y`; "
             "with only `condition`, the indices of its true elements.")
clip = make("clip", "x, xmin, xmax, dtype=None", lambda x, xmin, xmax, dtype=None: cast(ops.clamp(
    to_tensor(x), xmin, xmax), dtype), "Limits the values to [xmin, xmax].")
argmax = make("argmax", "a, axis=None", lambda a, axis=None: ops.argmax(to_tensor(a), axis),
              "Indices of the maxima (of the flattened input by default).")
argmin = make("argmin", "a, axis=None", lambda a, axis=None: ops.cast(ops.argmin(to_tensor(a), axis), mstype.int32),
              "Indices of the minima (of the flattened input by default).")
argwhere = make("argwhere", "a", lambda a: ops.nonzero(to_tensor(a)), "Indices of the non-zero elements, one row each.")
count_nonzero = make("count_nonzero", "x, axis=None, keepdims=False", lambda x, axis=None, keepdims=False:
                     _no_bool(to_tensor(x)) or ops.count_nonzero(to_tensor(x), () if axis is None else axis,
                                                                 keepdims),
                     "Number of non-zero elements.")
searchsorted = make("searchsorted", "a, v, side='left', sorter=None", lambda a, v, side='left', sorter=None:
                    ops.searchsorted(to_tensor(a), to_tensor(v), out_int32=True, right=side == 'right',
                                     sorter=None if sorter is None else to_tensor(sorter)),
                    "Insertion indices that keep `a` sorted.")
size = make("size", "a, axis=None", lambda a, axis=None: to_tensor(a).size if axis is None else to_tensor(a).shape[axis],
            "Number of elements (along `axis`).")
array_str = make("array_str", "a", lambda a: str(to_tensor(a).asnumpy()), "The data as a string, without the Tensor "
                 "wrapper.")
norm = make("norm", "x, ord=None, axis=None, keepdims=False", lambda x, ord=None, axis=None, keepdims=False: ops.norm(
    _float(to_tensor(x)), ord, axis, keepdims), "Vector or matrix norm.")


def _unique(x, return_inverse=False):
    t = ops.reshape(to_tensor(x), (-1,))
    out, inverse = ops.unique(t)
    return (out, inverse) if return_inverse else out


unique = make("unique", "x, return_inverse=False", _unique, "The unique elements of the flattened input (and the "
              "indices rebuilding it).")
bincount = make("bincount", "x, weights=None, minlength=0, length=None", lambda x, weights=None, minlength=0,
                length=None: ops.bincount(to_tensor(x), None if weights is None else to_tensor(weights), minlength),
                "Counts of each non-negative integer value.")
trapz = make("trapz", "y, x=None, dx=1.0, axis=-1", lambda y, x=None, dx=1.0, axis=-1: ops.trapz(
    _float(to_tensor(y)), None if x is None else _float(to_tensor(x)), dx=dx, dim=axis),
    "Integral by the trapezoidal rule.")


def _select(condlist, choicelist, default=0):
    out = to_tensor(default) if not isinstance(default, Tensor) else default
    for cond, choice in reversed(list(zip(condlist, choicelist))):
        out = ops.where(to_tensor(cond), to_tensor(choice), out)
    return out


select = make("select", "condlist, choicelist, default=0", _select, "Elements from `choicelist` by the first true "
              "condition.")


def _polyval(p, x):
    c, t = to_tensor(p), to_tensor(x)
    out = ops.zeros_like(_float(t))
    for k in range(c.shape[0]):
        out = ops.add(ops.mul(out, t), c[k])
    return out


polyval = make("polyval", "p, x", _polyval, "Evaluates a polynomial (highest power first) at `x`.")


def _padded(a, b):
    ta, tb = to_tensor(a), to_tensor(b)
    n = max(ta.shape[0], tb.shape[0])
    return (ops.cat([ops.zeros((n - ta.shape[0],), ta.dtype), ta]), ops.cat([ops.zeros((n - tb.shape[0],), tb.dtype),
                                                                             tb]))


polyadd = make("polyadd", "a1, a2", lambda a1, a2: ops.add(*_padded(a1, a2)), "Sum of two polynomials.")
polysub = make("polysub", "a1, a2", lambda a1, a2: ops.sub(*_padded(a1, a2)), "Difference of two polynomials.")


def _polyder(p, m=1):
    c = to_tensor(p)
    for _ in range(m):
        n = c.shape[0] - 1
        c = ops.mul(c[:-1], ops.cast(Tensor(onp.arange(n, 0, -1)), c.dtype)) if n > 0 else ops.zeros((1,), c.dtype)
    return c


polyder = make("polyder", "p, m=1", _polyder, "The m-th derivative of a polynomial.")


digitize = make("digitize", "x, bins, right=False", lambda x, bins, right=False: _digitize(x, bins, right),
                "Indices of the bins each value falls in.")


def _digitize(x, bins, right):
    b = to_tensor(bins)
    t = to_tensor(x)
    if b.shape[0] > 1 and bool(ops.less(b[-1], b[0])):
        n = b.shape[0]
        return ops.sub(n, ops.searchsorted(ops.flip(b, (0,)), t, out_int32=True, right=not right))
    return ops.searchsorted(b, t, out_int32=True, right=not right)


ix_ = make("ix_", "*args", lambda *args: need_tensor(*args) or tuple(ops.reshape(to_tensor(a), tuple(-1 if k == i else 1 for k in
                                                                                 range(len(args))))
                                               for i, a in enumerate(args)),
           "Open mesh index arrays from 1-D sequences.")


def _unravel_index(indices, shape, order='C'):
    idx = to_tensor(indices)
    dims = list(shape) if order == 'C' else list(shape)[::-1]
    out = []
    for d in reversed(dims):
        out.append(ops.remainder(idx, d))
        idx = ops.floor_divide(idx, d)
    out = out[::-1]
    return tuple(out if order == 'C' else out[::-1])


unravel_index = make("unravel_index", "indices, shape, order='C'", _unravel_index,
                     "Converts flat indices into a tuple of coordinate arrays.")


def _ravel_multi_index(multi_index, dims, mode='clip', order='C'):
    coords = [to_tensor(c) for c in multi_index]
    dims = list(dims)
    if mode == 'clip':
        coords = [ops.clamp(c, 0, d - 1) for c, d in zip(coords, dims)]
    elif mode == 'wrap':
        coords = [ops.remainder(c, d) for c, d in zip(coords, dims)]
    if order == 'F':
        coords, dims = coords[::-1], dims[::-1]
    out = ops.zeros(coords[0].shape, mstype.float32)
    for c, d in zip(coords, dims):
        out = ops.add(ops.mul(out, d), c)
    return out


ravel_multi_index = make("ravel_multi_index", "multi_index, dims, mode='clip', order='C'", _ravel_multi_index,
                         "Converts coordinate arrays into flat indices.")


def _choose(a, choices, mode='clip'):
    idx = to_tensor(a)
    n = len(choices)
    idx = ops.clamp(idx, 0, n - 1) if mode == 'clip' else ops.remainder(idx, n) if mode == 'wrap' else idx
    stacked = ops.stack(_broadcast([to_tensor(c) for c in choices] + [idx])[:-1])
    return ops.squeeze(ops.gather_elements(stacked, 0, ops.expand_dims(ops.broadcast_to(
        ops.cast(idx, mstype.int64), stacked.shape[1:]), 0)), 0)


choose = make("choose", "a, choices, mode='clip'", _choose, "Picks each element from one of `choices` by `a`.")


def _set_op(keep_common):
    def impl(ar1, ar2, assume_unique=False, return_indices=False):
        a = onp.unique(to_tensor(ar1).asnumpy().reshape(-1))
        b = to_tensor(ar2).asnumpy().reshape(-1)
        mask = onp.isin(a, b)
        vals = a[mask] if keep_common else a[~mask]
        out = Tensor(vals, to_tensor(ar1).dtype)
        return out
    return impl


intersect1d = make("intersect1d", "ar1, ar2, assume_unique=False, return_indices=False", _set_op(True),
                   "Sorted unique values found in both inputs.")
setdiff1d = make("setdiff1d", "ar1, ar2, assume_unique=False", lambda ar1, ar2, assume_unique=False: _set_op(False)(
    ar1, ar2), "Sorted unique values of `ar1` not in `ar2`.")


def _apply_along_axis(func1d, axis, arr, *args, **kwargs):
    t = to_tensor(arr)
    moved = ops.moveaxis(t, axis, -1)
    flat = ops.reshape(moved, (-1, t.shape[axis]))
    res = [func1d(flat[i], *args, **kwargs) for i in range(flat.shape[0])]
    out = ops.stack([to_tensor(r) for r in res])
    out = ops.reshape(out, moved.shape[:-1] + out.shape[1:])
    return ops.moveaxis(out, -1, axis) if out.ndim == t.ndim else out


apply_along_axis = make("apply_along_axis", "func1d, axis, arr, *args, **kwargs", _apply_along_axis,
                        "Applies `func1d` to every 1-D slice along `axis`.")


def _apply_over_axes(func, a, axes):
    t = to_tensor(a)
    for ax in (axes if isinstance(axes, (list, tuple)) else (axes,)):
        res = func(t, ax)
        t = res if res.ndim == t.ndim else ops.expand_dims(res, ax)
    return t


apply_over_axes = make("apply_over_axes", "func, a, axes", _apply_over_axes,
                       "Applies `func(a, axis)` repeatedly over `axes`, keeping the dimensions.")


def _pad(arr, pad_width, mode='constant', stat_length=None, constant_values=0, end_values=0, reflect_type='even',
         **kwargs):
    t = to_tensor(arr)
    pw = onp.broadcast_to(onp.array(pad_width), (t.ndim, 2))
    flat = []
    for before, after in pw[::-1]:
        flat += [int(before), int(after)]
    torch_mode = {"constant": "constant", "edge": "replicate", "reflect": "reflect", "wrap": "circular"}.get(mode)
    if torch_mode is None:
        raise ValueError(f"pad mode '{mode}' is not supported; use 'constant', 'edge', 'reflect' or "
                                  f"'wrap'.")
    if torch_mode == "constant":
        return ops.pad(t, tuple(flat), "constant", constant_values)
    x = _float(t)
    for d in range(t.ndim - 1, -1, -1):          # pad one dimension at a time (any rank)
        before, after = pw[d]
        if before == 0 and after == 0:
            continue
        moved = ops.moveaxis(x, d, -1)
        shape = moved.shape
        padded = ops.pad(ops.reshape(moved, (1, -1, shape[-1])), (int(before), int(after)), torch_mode)
        x = ops.moveaxis(ops.reshape(padded, shape[:-1] + (padded.shape[-1],)), -1, d)
    return ops.cast(x, t.dtype)


pad = make("pad", "arr, pad_width, mode='constant', stat_length=None, constant_values=0, end_values=0, "
           "reflect_type='even', **kwargs", _pad, "Pads an array ('constant', 'edge', 'reflect' or 'wrap').")


def _gradient(f, *varargs, axis=None, edge_order=1):
    t = _float(to_tensor(f))
    axes = list(range(t.ndim)) if axis is None else ([axis] if isinstance(axis, int) else list(axis))
    spacing = list(varargs) if varargs else [1.0] * len(axes)
    if len(spacing) == 1 and len(axes) > 1:
        spacing = spacing * len(axes)
    out = []
    for ax, h in zip(axes, spacing):
        n = t.shape[ax]
        inner = ops.div(ops.sub(ops.narrow(t, ax, 2, n - 2), ops.narrow(t, ax, 0, n - 2)), 2.0 * h)
        first = ops.div(ops.sub(ops.narrow(t, ax, 1, 1), ops.narrow(t, ax, 0, 1)), h)
        last = ops.div(ops.sub(ops.narrow(t, ax, n - 1, 1), ops.narrow(t, ax, n - 2, 1)), h)
        out.append(ops.cat([first, inner, last], ax))
    return out[0] if len(out) == 1 else out


gradient = make("gradient", "f, *varargs, axis=None, edge_order=1", _gradient,
                "Gradient by central differences inside and one-sided differences at the edges.")


def _piecewise(x, condlist, funclist, *args, **kw):
    t = to_tensor(x)
    conds = [to_tensor(c) for c in (condlist if isinstance(condlist, (list, tuple)) else [condlist])]
    first = funclist[0](t, *args, **kw) if callable(funclist[0]) else funclist[0]
    out = ops.zeros(t.shape, to_tensor(first).dtype if not isinstance(first, Tensor) else first.dtype)
    if len(funclist) == len(conds) + 1:
        otherwise = ops.logical_not(ops.any(ops.stack(conds), 0))
        conds = conds + [otherwise]
    for c, fn in zip(conds, funclist):
        val = fn(t, *args, **kw) if callable(fn) else fn
        out = ops.where(c, ops.cast(to_tensor(val) if not isinstance(val, Tensor) else val, out.dtype), out)
    return out


piecewise = make("piecewise", "x, condlist, funclist, *args, **kw", _piecewise,
                 "Evaluates a piecewise-defined function: `funclist[i]` where `condlist[i]` holds.")
rand = make("rand", "*shape, dtype=mindspore.float32", lambda *shape, dtype=mstype.float32: ops.rand(
    *(shape[0] if len(shape) == 1 and isinstance(shape[0], (tuple, list)) else shape), dtype=dtype),
    "Uniform samples in [0, 1).")
randn = make("randn", "*shape, dtype=mindspore.float32", lambda *shape, dtype=mstype.float32: ops.randn(
    *(shape[0] if len(shape) == 1 and isinstance(shape[0], (tuple, list)) else shape), dtype=dtype),
    "Standard normal samples.")
randint = make("randint", "minval, maxval=None, shape=None, dtype=mindspore.int32",
               lambda minval, maxval=None, shape=None, dtype=mstype.int32: ops.randint(
                   0 if maxval is None else minval, minval if maxval is None else maxval,
                   () if shape is None else ((shape,) if isinstance(shape, int) else tuple(shape)), dtype=dtype),
               "Random integers in [minval, maxval) (in [0, minval) when `maxval` is None).")
