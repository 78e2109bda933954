"""``mindspore.mint``: MindSpore's PyTorch-style operator API.

Every function here is a view of the functional operator in :mod:`mindspore.ops` that computes the same thing:
either the very same object (when MindSpore's ``mint`` signature equals the ``ops`` one) or a thin adapter that
renames arguments (``dim`` for ``axis``, ``keepdim`` for ``keep_dims`` ...) and fills in PyTorch-style defaults.
The few operators that compute something ``ops`` has no operator for carry a comment saying why.
"""
import builtins as _builtins
import numbers as _numbers

import torch as _torch

from .. import ops as _ops
from ..common import dtype as _mstype
from ..common.tensor import Tensor as _Tensor, _wrap
from ..ops.function import math_func as _math, array_func as _array, nn_func as _nn, random_func as _random
from .._viewdoc import view as _view, overload as _overload
from . import nn, optim, linalg, special, distributed  # noqa: F401
from .nn.functional import _conv_padding

# ---------------------------------------------------------------- the same objects as ops (same signature)
from ..ops import (  # noqa: F401,E402
    abs, acos, acosh, addbmm, addmm, addmv, arange, arccos, arccosh, arcsin, arcsinh, arctan, arctan2, arctanh,
    argmax, asin, asinh, atan, atan2, atanh, bincount, bitwise_and, bitwise_or, bitwise_xor, broadcast_to, ceil,
    cos, cosh, cross, cumprod, divide, dot, dstack, einsum, erf, erfc, erfinv, exp, exp2, expm1, eye, flip,
    float_power, floor, full, full_like, gcd, greater, gt, hstack, inverse, isclose, isfinite, isinf, isneginf, le,
    less, less_equal, log, log10, log1p, log2, logaddexp, logaddexp2, logical_and, logical_not, logical_or,
    logical_xor, logsumexp, lt, masked_select, matmul, maximum, minimum, mm, nan_to_num, ne, neg, negative, nonzero,
    not_equal, ones_like, outer, polar, pow, ravel, reciprocal, roll, round, rsqrt, searchsorted, sigmoid, sign, sin,
    sinc, sinh, square, swapaxes, take, tan, tanh, tile, trace, tril, triu, unbind, unique_consecutive,
    unsqueeze, zeros_like)

_SAME_AS_OPS = [
    "abs", "acos", "acosh", "addbmm", "addmm", "addmv", "arange", "arccos", "arccosh", "arcsin", "arcsinh", "arctan",
    "arctan2", "arctanh", "argmax", "asin", "asinh", "atan", "atan2", "atanh", "bincount", "bitwise_and",
    "bitwise_or", "bitwise_xor", "broadcast_to", "ceil", "cos", "cosh", "cross", "cumprod", "divide", "dot",
    "dstack", "einsum", "erf", "erfc", "erfinv", "exp", "exp2", "expm1", "eye", "flip", "float_power", "floor",
    "full", "full_like", "gcd", "greater", "gt", "hstack", "inverse", "isclose", "isfinite", "isinf", "isneginf",
    "le", "less", "less_equal", "log", "log10", "log1p", "log2", "logaddexp", "logaddexp2", "logical_and",
    "logical_not", "logical_or", "logical_xor", "logsumexp", "lt", "masked_select", "matmul", "maximum", "minimum",
    "mm", "nan_to_num", "ne", "neg", "negative", "nonzero", "not_equal", "ones_like", "outer", "polar", "pow",
    "ravel", "reciprocal", "roll", "round", "rsqrt", "searchsorted", "sigmoid", "sign", "sin", "sinc", "sinh",
    "square", "swapaxes", "take", "tan", "tanh", "tile", "trace", "tril", "triu", "unbind",
    "unique_consecutive", "unsqueeze", "zeros_like",
]


def _scaled(other, alpha):
    return other if isinstance(alpha, _numbers.Number) and alpha == 1 else _ops.mul(other, alpha)


def _dims(dim):
    """PyTorch's "all dimensions" spellings (None, ()) as ops' None."""
    return None if dim is None or dim == () or dim == [] else dim


# ---------------------------------------------------------------------------------------- overloaded forms
def _add(input, other, *, alpha=1):
    return _ops.add(input, _scaled(other, alpha))


def _sub(input, other, *, alpha=1):
    return _ops.sub(input, _scaled(other, alpha))


def _addcdiv(input, tensor1, tensor2, *, value=1):
    return _ops.addcdiv(input, tensor1, tensor2, value)


def _any(input, dim=None, keepdim=False):
    return _ops.any(input, dim, keepdim)


def _bitwise_not(input):
    return _math.bitwise_not(input)


def _clamp(input, min=None, max=None):
    return _ops.clamp(input, min, max)


def _div(input, other, *, rounding_mode=None):
    return _ops.div(input, other, rounding_mode=rounding_mode)


def _eq(input, other):
    return _ops.eq(input, other)


def _flatten(input, start_dim=0, end_dim=-1):
    return _ops.flatten(input, start_dim=start_dim, end_dim=end_dim)


def _floor_divide(input, other):
    return _ops.floor_divide(input, other)


def _fmod(input, other):
    return _ops.fmod(input, other)


def _greater_equal(input, other):
    return _ops.greater_equal(input, other)


def _imag(input):
    return _ops.imag(input)


def _real(input):
    return _ops.real(input)


def _index_add(input, dim, index, source, *, alpha=1):
    return _array.index_add_ext(input, dim, index, source, alpha)


def _kthvalue(input, k, dim=-1, keepdim=False):
    return _math.kthvalue(input, k, dim, keepdim)


def _lerp(input, end, weight):
    return _ops.lerp(input, end, weight)


def _max_all(input):
    return _ops.amax(input)


def _max_dim(input, dim, keepdim=False):
    return _ops.max(input, dim, keepdim)


def _min_all(input):
    return _ops.amin(input)


def _min_dim(input, dim, keepdim=False):
    return _ops.min(input, dim, keepdim)


def _pair_or_dim(name, pair, by_dim):
    def form(input, dim, keepdim=False):
        if isinstance(dim, _Tensor):
            return pair(input, dim)
        return by_dim(input, dim, keepdim)
    form.__name__ = name
    return form


def _mul(input, other):
    return _ops.mul(input, other)


def _nansum(input, dim=None, keepdim=False, *, dtype=None):
    return _ops.nansum(input, _dims(dim), keepdim, dtype=dtype)


def _remainder(input, other):
    return _ops.remainder(input, other)


def _repeat_interleave(input, repeats, dim=None, *, output_size=None):
    return _ops.repeat_interleave(input, repeats, dim)


def _reshape(input, shape):
    return _ops.reshape(input, shape)


def _squeeze(input, dim=None):
    return _ops.squeeze(input, dim)


def _t(input):
    return _ops.t(input)


def _where3(condition, input, other):
    return _ops.where(condition, input, other)


def _where1(condition):
    return _ops.nonzero(condition, as_tuple=True)


def _xlogy(input, other):
    return _ops.xlogy(input, other)


def _empty(*size, dtype=None, device=None, pin_memory=False):
    return _array.empty(*size, dtype=dtype)


def _empty_like(input, *, dtype=None, device=None, pin_memory=False):
    return _array.empty_like(input, dtype=dtype)


add = _view("Adds `other`, scaled by `alpha`, to `input` element-wise: ``input + alpha * other``.",
            alpha="(number): The multiplier of `other`. Default: ``1``.")(_overload("add", _add))
sub = _view("Subtracts `other`, scaled by `alpha`, from `input` element-wise: ``input - alpha * other``.",
            alpha="(number): The multiplier of `other`. Default: ``1``.")(_overload("sub", _sub))
addcdiv = _view("Adds ``value * tensor1 / tensor2`` to `input` element-wise.")(_overload("addcdiv", _addcdiv))
any = _view("Tells whether any element is true, over all elements or along `dim` (``any(input, dim=None, "
            "keepdim=False)``).", returns="Tensor of bool.")(_overload("any", _any))
bitwise_not = _view("Bitwise NOT of an integer or bool tensor (``bitwise_not(input)``).")(
    _overload("bitwise_not", _bitwise_not))
clamp = _view("Limits every element of `input` to ``[min, max]`` (``clamp(input, min=None, max=None)``; `min` and "
              "`max` are numbers or tensors, at least one given).")(_overload("clamp", _clamp))
div = _view("Divides `input` by `other` element-wise (``div(input, other, *, rounding_mode=None)``); "
            "`rounding_mode` is ``None`` (true division), ``'floor'`` or ``'trunc'``.")(_overload("div", _div))
eq = _view("Element-wise ``input == other`` (``eq(input, other)``).", returns="Tensor of bool.")(
    _overload("eq", _eq))
flatten = _view("Flattens the dimensions ``start_dim`` to ``end_dim`` of `input` into one (``flatten(input, "
                "start_dim=0, end_dim=-1)``).")(_overload("flatten", _flatten))
floor_divide = _view("Element-wise floor division (``floor_divide(input, other)``).")(
    _overload("floor_divide", _floor_divide))
fmod = _view("Element-wise remainder of the truncated division; the result has the sign of `input` "
             "(``fmod(input, other)``).")(_overload("fmod", _fmod))
greater_equal = _view("Element-wise ``input >= other`` (``greater_equal(input, other)``).",
                      returns="Tensor of bool.")(_overload("greater_equal", _greater_equal))
imag = _view("The imaginary part of a complex tensor (``imag(input)``).")(_overload("imag", _imag))
real = _view("The real part of a tensor (``real(input)``); real tensors are returned as they are.")(
    _overload("real", _real))
index_add = _view("Adds ``alpha * source`` into `input` at the positions `index` along `dim` "
                  "(``index_add(input, dim, index, source, *, alpha=1)``).")(_overload("index_add", _index_add))
kthvalue = _view("The `k`-th smallest element along `dim` and its index (``kthvalue(input, k, dim=-1, "
                 "keepdim=False)``).", returns="tuple(Tensor, Tensor), the values and their int64 indices.")(
    _overload("kthvalue", _kthvalue))
lerp = _view("Linear interpolation ``input + weight * (end - input)`` (``lerp(input, end, weight)``).")(
    _overload("lerp", _lerp))
max = _view("``max(input)``: the largest element; ``max(input, dim, keepdim=False)``: the largest values along "
            "`dim` and their indices; ``max(input, other)``: the element-wise maximum.",
            returns="Tensor, or tuple(Tensor, Tensor) (values, int64 indices) for the `dim` form.")(
    _overload("max", _max_all, _pair_or_dim("max", _ops.maximum, _max_dim)))
min = _view("``min(input)``: the smallest element; ``min(input, dim, keepdim=False)``: the smallest values along "
            "`dim` and their indices; ``min(input, other)``: the element-wise minimum.",
            returns="Tensor, or tuple(Tensor, Tensor) (values, int64 indices) for the `dim` form.")(
    _overload("min", _min_all, _pair_or_dim("min", _ops.minimum, _min_dim)))
mul = _view("Element-wise product (``mul(input, other)``).")(_overload("mul", _mul))
nansum = _view("Sum of the elements, NaN counted as zero (``nansum(input, dim=None, keepdim=False, *, "
               "dtype=None)``).")(_overload("nansum", _nansum))
remainder = _view("Element-wise remainder of the floor division; the result has the sign of `other` "
                  "(``remainder(input, other)``).")(_overload("remainder", _remainder))
repeat_interleave = _view("Repeats each element `repeats` times along `dim` (flattened first when `dim` is None) "
                          "(``repeat_interleave(input, repeats, dim=None, *, output_size=None)``).")(
    _overload("repeat_interleave", _repeat_interleave))
reshape = _view("The elements of `input` in a new `shape` (``reshape(input, shape)``).")(
    _overload("reshape", _reshape))
squeeze = _view("Removes dimensions of length 1 (all of them, or those in `dim`) (``squeeze(input, dim=None)``).")(
    _overload("squeeze", _squeeze))
t = _view("Transposes a tensor of at most 2 dimensions (``t(input)``).")(_overload("t", _t))
where = _view("``where(condition, input, other)``: elements of `input` where `condition` holds, else of `other`; "
              "``where(condition)``: the same as ``nonzero(condition, as_tuple=True)``.")(
    _overload("where", _where3, _where1))
xlogy = _view("Element-wise ``input * log(other)``, 0 where `input` is 0 (``xlogy(input, other)``).")(
    _overload("xlogy", _xlogy))
empty = _view("A tensor of the given shape with unspecified contents (``empty(*size, *, dtype=None, device=None, "
              "pin_memory=False)``); the dtype defaults to float32.")(_overload("empty", _empty))
empty_like = _view("A tensor shaped like `input` with unspecified contents (``empty_like(input, *, dtype=None, "
                   "device=None, pin_memory=False)``).")(_overload("empty_like", _empty_like))


# ------------------------------------------------------------------------------------------ renaming views
@_view("Tells whether all elements are true, over all elements or along `dim`.", returns="Tensor of bool.")
def all(input, dim=None, keepdim=False):
    return _ops.all(input, dim, keepdim)


@_view("The largest elements over all elements (``dim=()``) or along `dim`.")
def amax(input, dim=(), keepdim=False):
    return _ops.amax(input, _dims(dim), keepdim)


@_view("The smallest elements over all elements (``dim=()``) or along `dim`.")
def amin(input, dim=(), keepdim=False):
    return _ops.amin(input, _dims(dim), keepdim)


@_view("Indices of the smallest elements, of the flattened input when `dim` is None.", returns="Tensor of int64.")
def argmin(input, dim=None, keepdim=False):
    return _ops.argmin(input, dim, keepdim)


@_view("Indices that sort `input` along `dim`.", returns="Tensor of int64.",
       descending="(bool): Sort from largest to smallest. Default: ``False``.",
       stable="(bool): Keep the order of equal elements. Default: ``False``.")
def argsort(input, dim=-1, descending=False, stable=False):
    return _ops.argsort(input, dim, descending)


@_view("``beta * input + alpha * (batch1 @ batch2)`` for batches of matrices.",
       batch1="(Tensor): The first batch of matrices, shape (b, n, m).",
       batch2="(Tensor): The second batch of matrices, shape (b, m, p).")
def baddbmm(input, batch1, batch2, *, beta=1, alpha=1):
    return _ops.baddbmm(input, batch1, batch2, beta, alpha)


@_view("Batched matrix product of two 3-D tensors.", mat2="(Tensor): The second batch of matrices.")
def bmm(input, mat2):
    return _ops.bmm(input, mat2)


@_view("Concatenates `tensors` along `dim`.")
def cat(tensors, dim=0):
    return _ops.cat(tensors, dim)


@_view("Concatenates `tensors` along `dim` (alias of :func:`mindspore.mint.cat`).")
def concat(tensors, dim=0):
    return _ops.cat(tensors, dim)


@_view("The p-norm distances between each pair of rows of `x1` and `x2`.",
       x1="(Tensor): Shape (B, P, M) or (P, M).", x2="(Tensor): Shape (B, R, M) or (R, M).",
       p="(float): The norm order, at least 0. Default: ``2.0``.",
       compute_mode="(str): Accepted for compatibility; the result does not depend on it.")
def cdist(x1, x2, p=2.0, compute_mode='use_mm_for_euclid_dist_if_necessary'):
    return _ops.cdist(x1, x2, p)


@_view("Splits `input` into `chunks` pieces along `dim` (the last one may be smaller).",
       returns="tuple[Tensor].", chunks="(int): The number of pieces.")
def chunk(input, chunks, dim=0):
    return _ops.chunk(input, chunks, dim)


@_view("A copy of `input`.")
def clone(input):
    return _array.clone(input)


@_view("2-D convolution over an input of shape (N, C, H, W) or (C, H, W).",
       stride="(Union[int, tuple[int]]): The stride. Default: ``1``.",
       padding="(Union[int, tuple[int], str]): Zero padding on both sides, or ``'same'`` / ``'valid'``. "
               "Default: ``0``.",
       dilation="(Union[int, tuple[int]]): The kernel dilation. Default: ``1``.",
       groups="(int): The number of channel groups. Default: ``1``.")
def conv2d(input, weight, bias=None, stride=1, padding=0, dilation=1, groups=1):
    pad_mode, pad = _conv_padding(padding, stride)
    return _ops.conv2d(input, weight, bias, stride, pad_mode, pad, dilation, groups)


@_view("Counts the non-zero elements, over all elements or along `dim`.", returns="Tensor of int64.")
def count_nonzero(input, dim=None):
    return _ops.count_nonzero(input, () if dim is None else dim, False, _mstype.int64)


@_view("Cumulative maximum along `dim` and the index where it was reached.",
       returns="tuple(Tensor, Tensor), the values and their int64 indices.")
def cummax(input, dim):
    return _ops.cummax(input, dim)


@_view("Cumulative minimum along `dim` and the index where it was reached.",
       returns="tuple(Tensor, Tensor), the values and their int64 indices.")
def cummin(input, dim):
    return _ops.cummin(input, dim)


@_view("Cumulative sum along `dim`.")
def cumsum(input, dim, dtype=None):
    return _ops.cumsum(input, dim, dtype)


@_view("A 1-D `input` becomes a matrix with it on the `diagonal`; a 2-D `input` gives its `diagonal`.",
       diagonal="(int): Which diagonal: 0 the main one, positive above, negative below. Default: ``0``.")
def diag(input, diagonal=0):
    if diagonal == 0 and isinstance(input, _Tensor) and input.ndim == 1:
        return _ops.diag(input)
    if isinstance(input, _Tensor) and input.ndim == 2:
        return _ops.diagonal(input, diagonal)
    return _ops.diag_embed(input, diagonal)


@_view("The `n`-th forward difference along `dim`.", n="(int): How many times to difference. Default: ``1``.",
       prepend="(Tensor, optional): Values put before `input` along `dim`.",
       append="(Tensor, optional): Values put after `input` along `dim`.")
def diff(input, n=1, dim=-1, prepend=None, append=None):
    return _ops.diff(input, n, dim, prepend, append)


@_view("The fractional part of each element, with the sign of the element.")
def frac(input):
    return _ops.frac(input)


@_view("Gathers the elements of `input` at `index` along `dim` (``out[i][j] = input[index[i][j]][j]`` for "
       "``dim=0``).")
def gather(input, dim, index):
    return _ops.gather_elements(input, dim, index)


@_view("Histogram of `input` with `bins` equal bins over ``[min, max]`` (the data range when both are 0).",
       bins="(int): The number of bins. Default: ``100``.", min="(number): Lower end. Default: ``0``.",
       max="(number): Upper end. Default: ``0``.")
def histc(input, bins=100, min=0, max=0):
    return _ops.histc(input, bins, float(min), float(max))


@_view("The slices of `input` along `dim` at the positions in `index`.")
def index_select(input, dim, index):
    return _ops.index_select(input, dim, index)


@_view("Tells whether each element is NaN.", returns="Tensor of bool.")
def isnan(tensor):
    return _ops.isnan(tensor)


@_view("Mean of the elements, over all elements or along `dim`.")
def mean(input, dim=None, keepdim=False, *, dtype=None):
    if dtype is not None:
        input = _ops.cast(input, dtype)
    return _ops.mean(input, _dims(dim), keepdim)


@_view("The median: of all elements when `dim` is None (the lower of the two middle values for an even count), "
       "else the medians along `dim` and their indices.",
       returns="Tensor, or tuple(Tensor, Tensor) (values, int64 indices) when `dim` is given.")
def median(input, dim=None, keepdim=False):
    if dim is None:
        return _ops.median(_ops.reshape(input, (-1,)), 0)[0]
    return _ops.median(input, dim, keepdim)


@_view("Sum of the elements, over all elements or along `dim` (integer and bool inputs sum in int64).",
       raises="ValueError: If a dimension in `dim` is out of range.")
def sum(input, dim=None, keepdim=False, *, dtype=None):
    # the same sum as ops.sum; mint validates `dim` first, with the message of MindSpore's SumExt
    if isinstance(input, _Tensor) and dim is not None:
        n = _builtins.max(input.ndim, 1)
        for d in (dim if isinstance(dim, (tuple, list)) else (dim,)):
            if isinstance(d, int) and not -n <= d < n:
                raise ValueError(f"For primitive[SumExt], the axis value must be in [{-n},{n}), but got {d}.")
    return _ops.sum(input, dim, keepdim, dtype=dtype)


@_view("Coordinate grids from 1-D tensors.", returns="tuple[Tensor].",
       indexing="(str, optional): ``'ij'`` (matrix, the default when None) or ``'xy'`` (Cartesian).",
       **{"*tensors": "(Tensor): 1-D tensors."})
def meshgrid(*tensors, indexing=None):
    if len(tensors) == 1 and isinstance(tensors[0], (tuple, list)):
        tensors = tuple(tensors[0])
    if _builtins.len({t.dtype for t in tensors if isinstance(t, _Tensor)}) > 1:
        raise ValueError("For Primitive [Meshgrid], all tensors should have the same type.")
    return _ops.meshgrid(*tensors, indexing="ij" if indexing is None else indexing)


@_view("Draws `num_samples` category indices per row from the (unnormalised) probabilities in `input`.",
       returns="Tensor of int64.", num_samples="(int): Samples per row.",
       replacement="(bool): Draw with replacement. Default: ``False``.")
def multinomial(input, num_samples, replacement=False, *, generator=None):
    return _ops.multinomial(input, num_samples, replacement)


@_view("Matrix-vector product.", vec="(Tensor): A 1-D tensor.")
def mv(input, vec):
    return _ops.mv(input, vec)


@_view("A slice of `length` elements of `input` along `dim`, from `start`.",
       start="(int): The first index.", length="(int): The number of elements.")
def narrow(input, dim, start, length):
    return _ops.narrow(input, dim, start, length)


@_view("Matrix or vector norm: ``'fro'`` (the 2-norm of all elements when `dim` is None), ``'nuc'`` or a number "
       "`p`.", p="(Union[str, float]): The norm order. Default: ``'fro'``.")
def norm(input, p='fro', dim=None, keepdim=False, *, dtype=None):
    if p == 'fro' and (dim is None or isinstance(dim, int) or len(dim) == 1):
        p = 2
    if isinstance(p, str):
        return _ops.matrix_norm(input, p, (-2, -1) if dim is None else dim, keepdim, dtype=dtype)
    return _ops.vector_norm(input, p, dim, keepdim, dtype=dtype)


@_view("Samples from normal distributions; `mean` and `std` are tensors or numbers (with numbers `size` gives the "
       "shape).", mean="(Union[Tensor, float]): The mean(s). Default: ``0.0``.",
       std="(Union[Tensor, float]): The standard deviation(s). Default: ``1.0``.",
       size="(tuple[int], optional): The shape when `mean` and `std` are numbers.")
def normal(mean=0.0, std=1.0, size=None, generator=None):
    return _random.normal_ext(mean, std, size, generator)


@_view("Reorders the dimensions of `input`.", dims="(tuple[int]): The new order.")
def permute(input, dims):
    return _ops.permute(input, dims)


@_view("Product of the elements, over all elements or along `dim`.")
def prod(input, dim=None, keepdim=False, *, dtype=None):
    return _ops.prod(input, dim, keepdim, dtype)


@_view("Uniform samples in [0, 1) of the given shape (float32 unless `dtype` says otherwise).",
       **{"*size": "(int): The shape, as integers or one tuple."})
def rand(*size, generator=None, dtype=None, device=None):
    return _ops.rand(*size, dtype=dtype)


@_view("Uniform samples in [0, 1) shaped like `input`.")
def rand_like(input, *, dtype=None, device=None):
    return _ops.rand_like(input, dtype=dtype)


@_view("Standard normal samples of the given shape.", **{"*size": "(int): The shape, as integers or one tuple."})
def randn(*size, generator=None, dtype=None, device=None):
    return _ops.randn(*size, dtype=dtype)


@_view("Standard normal samples shaped like `input`.")
def randn_like(input, *, dtype=None, device=None):
    return _ops.randn_like(input, dtype=dtype)


@_view("Random integers in [low, high): ``randint(high, size)`` or ``randint(low, high, size)``.",
       **{"*args": "(Union[int, tuple[int]]): `low` (default 0), `high` and `size`."})
def randint(*args, generator=None, dtype=None, device=None):
    low, high, size = (0,) + args if len(args) == 2 else args
    return _ops.randint(low, high, tuple(size), dtype=_mstype.int64 if dtype is None else dtype)


@_view("Random integers in [low, high) shaped like `input`: ``randint_like(input, high)`` or "
       "``randint_like(input, low, high)``.",
       **{"*args": "(Union[Tensor, int]): `input`, then `low` (default 0) and `high`."})
def randint_like(*args, dtype=None, device=None):
    input, low, high = (args[0], 0, args[1]) if len(args) == 2 else args
    return _ops.randint_like(input, low, high, dtype=dtype)


@_view("A random permutation of ``0 .. n-1``.", n="(int): The number of elements.")
def randperm(n, *, generator=None, dtype=_mstype.int64):
    return _ops.randperm(n, dtype=dtype)


@_view("Writes `src` into `input` at the positions `index` along `dim`; `src` may be a Tensor or a number.",
       src="(Union[Tensor, number]): The values to write.")
def scatter(input, dim, index, src):
    return _ops.scatter(input, dim, index, src)


@_view("Adds `src` into `input` at the positions `index` along `dim`.", src="(Tensor): The values to add.")
def scatter_add(input, dim, index, src):
    return _ops.tensor_scatter_elements(input, index, src, dim, "add")


@_view("The slice of `input` at `index` along `dim`, with that dimension removed.",
       index="(int): The position along `dim`.")
def select(input, dim, index):
    size = input.shape[dim] if isinstance(input, _Tensor) else 0
    start = index + size if isinstance(index, int) and index < 0 else index
    return _ops.squeeze(_ops.narrow(input, dim, start, 1), dim)


@_view("Softmax along `dim`.")
def softmax(input, dim, *, dtype=None):
    return _ops.softmax(input, dim, dtype=dtype)


@_view("Sorts `input` along `dim`.", returns="tuple(Tensor, Tensor), the sorted values and their int64 indices.",
       descending="(bool): Sort from largest to smallest. Default: ``False``.",
       stable="(bool): Keep the order of equal elements. Default: ``False``.")
def sort(input, *, dim=-1, descending=False, stable=False):
    return _ops.sort(input, dim, descending)


@_view("Splits `tensor` along `dim` into pieces of `split_size_or_sections` elements (an int) or of the given "
       "sizes (a list).", returns="tuple[Tensor].",
       split_size_or_sections="(Union[int, list[int]]): The piece size or sizes.")
def split(tensor, split_size_or_sections, dim=0):
    return _ops.split(tensor, split_size_or_sections, dim)


@_view("Square root element-wise (integer inputs give float32).")
def sqrt(input):
    return _ops.sqrt(input)


@_view("Stacks `tensors` of one shape along a new dimension `dim`.")
def stack(tensors, dim=0):
    return _ops.stack(tensors, dim)


@_view("Standard deviation, over all elements or along `dim`.")
def std(input, dim=None, *, correction=1, keepdim=False):
    return _ops.std(input, dim, correction, keepdim)


@_view("Standard deviation and mean, over all elements or along `dim`.", returns="tuple(Tensor, Tensor).")
def std_mean(input, dim=None, *, correction=1, keepdim=False):
    return _ops.std_mean(input, dim, correction, keepdim)


@_view("Variance, over all elements or along `dim`.")
def var(input, dim=None, *, correction=1, keepdim=False):
    return _ops.var(input, dim, correction, keepdim)


@_view("Variance and mean, over all elements or along `dim`.", returns="tuple(Tensor, Tensor).")
def var_mean(input, dim=None, *, correction=1, keepdim=False):
    return _ops.var_mean(input, dim, correction, keepdim)


@_view("The `k` largest (or smallest) elements along `dim` and their indices.",
       returns="tuple(Tensor, Tensor), the values and their int64 indices.", k="(int): How many.",
       largest="(bool): Largest (True) or smallest. Default: ``True``.",
       sorted="(bool): Return them sorted. Default: ``True``.")
def topk(input, k, dim=-1, largest=True, sorted=True):
    return _ops.topk(input, k, dim, largest, sorted)


@_view("Swaps the dimensions `dim0` and `dim1`.", dim0="(int): The first dimension.",
       dim1="(int): The second dimension.")
def transpose(input, dim0, dim1):
    return _ops.swapaxes(input, dim0, dim1)


@_view("A tensor of zeros (float32 unless `dtype` says otherwise).")
def zeros(size, *, dtype=None):
    return _ops.zeros(size, dtype)


@_view("A random tensor of 0s and 1s: each element is 1 with the probability given by `input`.")
def bernoulli(input, *, generator=None):
    return _random.bernoulli_ext(input, generator=generator)


# ------------------------------------------------------------------------------------------ new operators
@_view("``beta * input + alpha * outer(vec1, vec2)``.", vec1="(Tensor): A 1-D tensor of length n.",
       vec2="(Tensor): A 1-D tensor of length m.")
def addr_(input, vec1, vec2, beta=1, alpha=1):
    return _ops.addr(input, vec1, vec2, beta=beta, alpha=alpha)


@_view("Whether every element of `input` is close to the one of `other` (``|input - other| <= atol + rtol * "
       "|other|``).", returns="bool.", rtol="(float): Relative tolerance. Default: ``1e-05``.",
       atol="(float): Absolute tolerance. Default: ``1e-08``.",
       equal_nan="(bool): Count two NaNs as equal. Default: ``False``.")
def allclose(input, other, rtol=1e-05, atol=1e-08, equal_nan=False):
    return _builtins.bool(_ops.isclose(input, other, rtol, atol, equal_nan).all())


@_view("The dot product of the conjugate of `input` with `other` (1-D tensors).")
def vdot(input, other):
    return _math.vdot(input, other)


@_view("Solves ``A X = b`` for a triangular `A`.", returns="tuple(Tensor, Tensor), the solution and a copy of `A`.",
       b="(Tensor): Right-hand sides, shape ``(*, n, k)``.", A="(Tensor): Triangular matrices, shape ``(*, n, n)``.",
       upper="(bool): `A` is upper triangular. Default: ``True``.",
       transpose="(bool): Solve with the transpose of `A`. Default: ``False``.",
       unitriangular="(bool): The diagonal of `A` is taken as ones. Default: ``False``.")
def triangular_solve(b, A, upper=True, transpose=False, unitriangular=False):
    return _math.triangular_solve(b, A, upper, transpose, unitriangular)


@_view("GELU activation (the same as :func:`mindspore.mint.nn.functional.gelu`).",
       approximate="(str): ``'none'`` (erf form) or ``'tanh'``. Default: ``'none'``.")
def npu_gelu(input, approximate='none'):
    return _ops.gelu(input, approximate)


@_view("Convolution over a (time, batch, channel) input: ``weight`` has shape (kernel, in, out).",
       pad="(int): Zero padding on both ends of the time axis. Default: ``0``.")
def conv_tbc(input, weight, bias, pad=0):
    return _nn.conv_tbc(input, weight, bias, pad)


@_view("Per-channel mean and inverse standard deviation of a batch (for synchronised batch normalisation).",
       returns="tuple(Tensor, Tensor), mean and invstd, each of shape (C,).",
       eps="(float): Added to the variance.")
def batch_norm_stats(input, eps):
    return _nn.batch_norm_stats(input, eps)


@_view("Batch normalisation of `input` with given per-channel statistics.",
       mean="(Tensor): Per-channel mean.", invstd="(Tensor): Per-channel inverse standard deviation.",
       eps="(float): Unused (the statistics are given). Default: ``1e-05``.")
def batch_norm_elemt(input, weight=None, bias=None, mean=None, invstd=None, eps=1e-05):
    return _nn.batch_norm_elemt(input, weight, bias, mean, invstd)


@_view("Combines per-device batch statistics (`mean`, `invstd`, `counts`, one row per device) into global ones "
       "and updates the running statistics.", returns="tuple(Tensor, Tensor), the global mean and invstd.",
       mean="(Tensor): Per-device means, shape (D, C).", invstd="(Tensor): Per-device invstd, shape (D, C).",
       running_mean="(Tensor, optional): Updated in place.", running_var="(Tensor, optional): Updated in place.",
       momentum="(float): Running-statistics momentum. Default: ``0.1``.",
       eps="(float): Added to the variance. Default: ``1e-05``.",
       counts="(Tensor): Element count per device, shape (D,).")
def batch_norm_gather_stats_with_counts(input, mean, invstd, running_mean=None, running_var=None, momentum=0.1,
                                        eps=1e-05, counts=None):
    return _nn.batch_norm_gather_stats_with_counts(input, mean, invstd, running_mean, running_var, momentum, eps,
                                                   counts)


# ----- names MindSpore's mint module carries besides its __all__ (its own examples use them) ------------------------
@_view("A tensor of ones (float32 unless `dtype` says otherwise).")
def ones(size, *, dtype=None):
    return _ops.ones(size, dtype)


@_view("Rounds every element towards zero.")
def trunc(input):
    return _ops.trunc(input)


fix = trunc               # MindSpore's mint.fix is trunc under another name
ge = greater_equal
clip = clamp


__all__ = sorted(_SAME_AS_OPS + [
    "add", "sub", "addcdiv", "any", "bitwise_not", "clamp", "div", "eq", "flatten", "floor_divide", "fmod",
    "greater_equal", "imag", "real", "index_add", "kthvalue", "lerp", "max", "min", "mul", "nansum", "remainder",
    "repeat_interleave", "reshape", "squeeze", "t", "where", "xlogy", "empty", "empty_like",
    "all", "amax", "amin", "argmin", "argsort", "baddbmm", "bmm", "cat", "concat", "cdist", "chunk", "clone",
    "conv2d", "count_nonzero", "cummax", "cummin", "cumsum", "diag", "diff", "frac", "gather", "histc",
    "index_select", "isnan", "mean", "median", "meshgrid", "multinomial", "mv", "narrow", "norm", "normal",
    "permute", "prod", "rand", "rand_like", "randn", "randn_like", "randint", "randint_like", "randperm", "scatter",
    "scatter_add", "select", "softmax", "sort", "split", "sqrt", "stack", "std", "std_mean", "var", "var_mean",
    "topk", "transpose", "zeros", "sum", "addr_", "allclose", "vdot", "triangular_solve", "npu_gelu", "conv_tbc",
    "batch_norm_stats", "batch_norm_elemt", "batch_norm_gather_stats_with_counts", "bernoulli",
])


from .._unsupported import missing_name_hook as _missing_name_hook  # noqa: E402
__getattr__ = _missing_name_hook(__name__)
