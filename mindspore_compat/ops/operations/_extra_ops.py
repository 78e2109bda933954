"""Primitive forms of functional operators (thin classes over ``mindspore.ops`` functions)."""
import torch

from ...common import dtype as mstype
from ...common.tensor import Tensor, _wrap
from .._factory import func_prim
from ..primitive import Primitive, prim_attr_register
from .._utils import ref_output, tt
from ..function import math_func as _mf, array_func as _af, nn_func as _nf, linalg_func as _lf
from ..function import debug_func as _df

_M = _A = _N = __name__
_X = "x = Tensor([1.0, 2.0], mindspore.float32)"

__all__ = []


def _reg(cls):
    globals()[cls.__name__] = cls
    __all__.append(cls.__name__)
    return cls


_reg(func_prim("Fmax", lambda s, a, b: _mf.fmax(a, b), (), ("x1", "x2"), "Element-wise maximum ignoring NaN.",
               [_X], "ops.Fmax()(x, Tensor([3.0, 1.0]))", "[3. 2.]", _M))
_reg(func_prim("Fmin", lambda s, a, b: _mf.fmin(a, b), (), ("x1", "x2"), "Element-wise minimum ignoring NaN.",
               [_X], "ops.Fmin()(x, Tensor([3.0, 1.0]))", "[1. 1.]", _M))
_reg(func_prim("Igamma", lambda s, a, b: _mf.igamma(a, b), (), ("a", "x"),
               "Regularized lower incomplete gamma function.", [], "ops.Igamma()(Tensor([1.0]), Tensor([0.0]))",
               "[0.]", _M))
_reg(func_prim("Igammac", lambda s, a, b: _mf.igammac(a, b), (), ("a", "x"),
               "Regularized upper incomplete gamma function.", [], "ops.Igammac()(Tensor([1.0]), Tensor([0.0]))",
               "[1.]", _M))
_reg(func_prim("Zeta", lambda s, a, b: _mf.zeta(a, b), (), ("x", "q"), "Hurwitz zeta function.", [],
               "ops.Zeta()(Tensor([2.0]), Tensor([1.0]))", "[1.644934]", _M))
_reg(func_prim("LeftShift", lambda s, a, b: _mf.bitwise_left_shift(a, b), (), ("x1", "x2"),
               "Shifts the bits of `x1` left by `x2`.", [], "ops.LeftShift()(Tensor([1, 2]), Tensor([2, 1]))",
               "[4 4]", _M))
_reg(func_prim("RightShift", lambda s, a, b: _mf.bitwise_right_shift(a, b), (), ("input_x", "input_y"),
               "Shifts the bits of `input_x` right by `input_y`.", [],
               "ops.RightShift()(Tensor([8, 2]), Tensor([2, 1]))", "[2 1]", _M))
_reg(func_prim("Trace", lambda s, x: _mf.trace(x), (), ("input",), "Sum of the main diagonal of a matrix.", [],
               "ops.Trace()(Tensor([[1.0, 2.0], [3.0, 4.0]]))", "5.0", _M))
_reg(func_prim("Polar", lambda s, a, b: _mf.polar(a, b), (), ("abs", "angle"),
               "Complex tensor from magnitudes and angles.", [], "ops.Polar()(Tensor([2.0]), Tensor([0.0]))",
               "[2.+0.j]", _M))
_reg(func_prim("Polygamma", lambda s, n, x: _mf.polygamma(int(n), x), (), ("a", "x"),
               "The a-th derivative of the digamma function.", [], "ops.Polygamma()(Tensor(1), Tensor([1.0]))",
               "[1.644934]", _M))
_reg(func_prim("Mvlgamma", lambda s, x: _af.mvlgamma(x, s.p), ("p",), ("x",), "Multivariate log-gamma function.",
               [], "ops.Mvlgamma(1)(Tensor([2.0]))", "[0.]", _M))
_reg(func_prim("NanToNum", lambda s, x: _af.nan_to_num(x, s.nan, s.posinf, s.neginf),
               (("nan", None), ("posinf", None), ("neginf", None)), ("input",), "Replaces NaN and infinities.",
               [], "ops.NanToNum()(Tensor([float('nan'), 1.0]))", "[0. 1.]", _M))
_reg(func_prim("Cholesky", lambda s, x: _mf.cholesky(x, s.upper), (("upper", False),), ("input_x",),
               "Cholesky factor of positive-definite matrices.", [], "ops.Cholesky()(Tensor([[4.0]]))", "[[2.]]",
               _M))
_reg(func_prim("CholeskyInverse", lambda s, x: _mf.cholesky_inverse(x, s.upper), (("upper", False),),
               ("input_x",), "Matrix inverse from a Cholesky factor.", [], "ops.CholeskyInverse()(Tensor([[2.0]]))",
               "[[0.25]]", _M))
_reg(func_prim("CholeskySolve", lambda s, b, l: _mf.cholesky_solve(b, l, s.upper), (("upper", False),),
               ("x1", "x2"), "Solves A X = B from the Cholesky factor of A.", [],
               "ops.CholeskySolve()(Tensor([[4.0]]), Tensor([[2.0]]))", "[[1.]]", _M))
_reg(func_prim("MatrixExp", lambda s, x: _lf.matrix_exp(x), (), ("input",), "Matrix exponential.", [],
               "ops.MatrixExp()(Tensor([[0.0]]))", "[[1.]]", _M))
_reg(func_prim("MatrixPower", lambda s, x: _mf.matrix_power(x, s.n), ("n",), ("x",), "Integer matrix power.", [],
               "ops.MatrixPower(2)(Tensor([[[2.0]]]))", "[[[4.]]]", _M))
_reg(func_prim("MatrixDeterminant", lambda s, x: _mf.matrix_determinant(x), (), ("input",),
               "Determinant of square matrices.", [], "ops.MatrixDeterminant()(Tensor([[2.0, 0.0], [0.0, 3.0]]))",
               "6.0", _M))
_reg(func_prim("LogMatrixDeterminant", lambda s, x: _mf.slogdet(x), (), ("input",),
               "Sign and log of the absolute determinant.", [],
               "ops.LogMatrixDeterminant()(Tensor([[1.0, 0.0], [0.0, 1.0]]))[1]", "0.0", _M))
_reg(func_prim("MatrixSolve", lambda s, m, r: _lf.matrix_solve(m, r, s.adjoint), (("adjoint", False),),
               ("matrix", "rhs"), "Solves matrix X = rhs.", [], "ops.MatrixSolve()(Tensor([[2.0]]), Tensor([[4.0]]))",
               "[[2.]]", _M))
_reg(func_prim("Qr", lambda s, x: _lf.qr(x, "complete" if s.full_matrices else "reduced"),
               (("full_matrices", False),), ("x",), "QR decomposition.", [],
               "ops.Qr()(Tensor([[2.0, 0.0], [0.0, 3.0]]))[1].abs()", "[[2. 0.]\n [0. 3.]]", _M))
def _svd(self, x):
    if self.compute_uv:
        return _lf.svd(x, self.full_matrices, True)
    s = _lf.svd(x, self.full_matrices, False)
    # MindSpore always returns (s, u, v); without compute_uv, u and v are zeros of shape (1,).
    return s, _wrap(torch.zeros(1, dtype=s._t.dtype, device=s._t.device)), \
        _wrap(torch.zeros(1, dtype=s._t.dtype, device=s._t.device))


_reg(func_prim("Svd", _svd, (("full_matrices", False), ("compute_uv", True)), ("input",),
               "Singular value decomposition: always the tuple (s, u, v); with ``compute_uv=False`` u and v are "
               "zeros of shape (1,).", [],
               "ops.Svd(compute_uv=False)(Tensor([[3.0, 0.0], [0.0, 4.0]]))",
               "(Tensor(shape=[2], dtype=Float32, value= [ 4.00000000e+00,  3.00000000e+00]), "
               "Tensor(shape=[1], dtype=Float32, value= [ 0.00000000e+00]), "
               "Tensor(shape=[1], dtype=Float32, value= [ 0.00000000e+00]))", _M))
_reg(func_prim("Geqrf", lambda s, x: _lf.geqrf(x), (), ("input",), "Householder QR factors.", [],
               "ops.Geqrf()(Tensor([[2.0, 0.0], [0.0, 3.0]]))[0].shape", "(2, 2)", _M))
_reg(func_prim("Orgqr", lambda s, x, t: _lf.orgqr(x, t), (), ("x", "tau"), "Q from Householder factors.", [],
               "ops.Orgqr()(*ops.Geqrf()(Tensor([[2.0, 0.0], [0.0, 3.0]]))).abs()", "[[1. 0.]\n [0. 1.]]", _M))


def _eig(self, x):
    w, v = _lf.eig(x)
    return (w, v) if self.compute_v else (w, None)


_reg(func_prim("Eig", _eig, (("compute_v", False),), ("x",), "Eigenvalues (and eigenvectors with compute_v).", [],
               "ops.Eig()(Tensor([[2.0, 0.0], [0.0, 3.0]]))[0]", "[2.+0.j 3.+0.j]", _M))
_reg(func_prim("Pdist", lambda s, x: _nf.pdist(x, s.p), (("p", 2.0),), ("x",), "Pairwise row distances.", [],
               "ops.Pdist()(Tensor([[0.0, 0.0], [3.0, 4.0]]))", "[5.]", _N))
_reg(func_prim("Renorm", lambda s, x: _mf.renorm(x, s.p, s.dim, s.maxnorm), ("p", "dim", "maxnorm"), ("x",),
               "Renormalizes sub-tensors whose p-norm exceeds maxnorm.", [],
               "ops.Renorm(2, 0, 1.0)(Tensor([[3.0, 4.0]]))", "[[0.6 0.8]]", _M))
_reg(func_prim("PopulationCount", lambda s, x: _af.population_count(x), (), ("input_x",), "Number of set bits.", [],
               "ops.PopulationCount()(Tensor([7], mindspore.int16))", "[3]", _M))
_reg(func_prim("ReverseSequence", lambda s, x, l: _af.reverse_sequence(x, l, s.seq_dim, s.batch_dim),
               ("seq_dim", ("batch_dim", 0)), ("x", "seq_lengths"), "Reverses variable-length sequences.", [],
               "ops.ReverseSequence(1)(Tensor([[1, 2, 3]]), Tensor([2]))", "[[2 1 3]]", _A))
_reg(func_prim("MirrorPad", lambda s, x, p: _nf.mirror_pad(x, p, s.mode), (("mode", "REFLECT"),),
               ("input_x", "paddings"), "Pads with reflected borders.", [],
               "ops.MirrorPad()(Tensor([[1, 2, 3]]), Tensor([[0, 0], [1, 1]]))", "[[2 1 2 3 2]]", _N))
_reg(func_prim("LRN", lambda s, x: _nf.lrn(x, s.depth_radius, s.bias, s.alpha, s.beta, s.norm_region),
               (("depth_radius", 5), ("bias", 1.0), ("alpha", 1.0), ("beta", 0.5),
                ("norm_region", "ACROSS_CHANNELS")), ("x",), "Local response normalization.", [],
               "ops.LRN()(Tensor([[[[2.0]]]]))", "[[[[0.8944272]]]]", _N))
_reg(func_prim("Cummax", lambda s, x: _mf.cummax(x, s.axis), ("axis",), ("input",),
               "Cumulative maximum and its indices.", [], "ops.Cummax(0)(Tensor([1, 3, 2]))[0]", "[1 3 3]", _M))
_reg(func_prim("Cummin", lambda s, x: _mf.cummin(x, s.axis), ("axis",), ("input",),
               "Cumulative minimum and its indices.", [], "ops.Cummin(0)(Tensor([3, 1, 2]))[0]", "[3 1 1]", _M))
def _diag_part(self, x):
    t = tt(x, "DiagPart", "input_x")
    half = tuple(t.shape[:t.dim() // 2])
    n = 1
    for d in half:
        n *= d
    return _wrap(torch.diagonal(t.reshape(n, n)).reshape(half))


_reg(func_prim("DiagPart", _diag_part, (), ("input_x",), "The diagonal of a tensor of shape S + S (inverse of Diag).",
               [], "ops.DiagPart()(Tensor([[1, 0], [0, 2]]))", "[1 2]", _A))
_reg(func_prim("Expand", lambda s, x, size: _af.expand(x, size), (), ("input_x", "size"),
               "Broadcasts to `size` (MindSpore's kernel takes float16, float32, int32, int8 and uint8 inputs).", [],
               "ops.Expand()(Tensor([[1], [2]], mindspore.int32), Tensor([2, 2]))", "[[1 1]\n [2 2]]", _A))
_reg(func_prim("Ger", lambda s, a, b: _af.ger(a, b), (), ("x1", "x2"),
               "Outer product of two float vectors.", [],
               "ops.Ger()(Tensor([1.0, 2.0]), Tensor([3.0]))", "[[3.]\n [6.]]", _M))
_reg(func_prim("IndexFill", lambda s, x, d, i, v: _af.index_fill(x, int(d), i, v), (), ("x", "dim", "index", "value"),
               "Fills entries at `index` (int32) along `dim` with `value` (a 0-D Tensor).", [],
               "ops.IndexFill()(Tensor([1, 2]), 0, Tensor([1], mindspore.int32), Tensor(0))", "[1 0]", _A))
_reg(func_prim("InplaceSub", lambda s, x, v: _mf.inplace_sub(x, v, s.indices), ("indices",), ("x", "input_v"),
               "Subtracts rows of `input_v` at `indices`.", [], "ops.InplaceSub(0)(Tensor([[5.0]]), Tensor([[1.0]]))",
               "[[4.]]", _M))
_reg(func_prim("InplaceUpdate", lambda s, x, v: _mf.inplace_update(x, v, s.indices), ("indices",), ("x", "v"),
               "Replaces rows at `indices` with `v`.", [], "ops.InplaceUpdate(0)(Tensor([[5.0]]), Tensor([[1.0]]))",
               "[[1.]]", _M))
_reg(func_prim("NonZero", lambda s, x: _af.nonzero(x), (), ("input",), "Indices of non-zero elements.", [],
               "ops.NonZero()(Tensor([0, 3]))", "[[1]]", _A))


def _median(self, x):
    t = tt(x, "Median")
    if self.global_median:
        return _wrap(torch.median(t)), _wrap(torch.zeros((), dtype=torch.int64))
    fn = torch.nanmedian if self.ignore_nan else torch.median
    v, i = fn(t, self.axis, self.keep_dims)
    return _wrap(v), _wrap(i)


_reg(func_prim("Median", _median, (("global_median", False), ("axis", 0), ("keep_dims", False),
                                   ("ignore_nan", False)), ("x",), "Median along an axis and its index.", [],
               "ops.Median()(Tensor([3.0, 1.0, 2.0]))[0]", "2.0", _M))
_reg(func_prim("SearchSorted", lambda s, seq, v, sorter: _af.searchsorted(
    seq, v, out_int32=s.dtype is mstype.int32, right=s.right, sorter=sorter), (("dtype", mstype.int64), ("right", False)),
    ("sorted_sequence", "values", ("sorter", None)), "Insertion indices keeping a sequence sorted.", [],
    "ops.SearchSorted()(Tensor([1, 3, 5]), Tensor([4]))", "[2]", _A))
_reg(func_prim("Bucketize", lambda s, x: _mf.bucketize(x, s.boundaries, right=True), ("boundaries",), ("input",),
               "Bucket index of each element.", [], "ops.Bucketize([1.0, 2.0])(Tensor([0.5, 1.5]))", "[0 1]", _M))
_reg(func_prim("Bincount", lambda s, x, size, w: _wrap(torch.bincount(tt(x, "Bincount"), None if w is None or (
    isinstance(w, Tensor) and w.size == 0) else tt(w, "Bincount", "weights"), int(size))[:int(size)]), (),
    ("array", "size", "weights"), "Counts occurrences of each value below `size` (int32 `array` and `size`).",
    ["x = Tensor([0, 1, 1], mindspore.int32)"],
    "ops.Bincount()(x, Tensor(3, mindspore.int32), Tensor(np.ones(3), mindspore.float32))", "[1. 2. 0.]", _M))


def _sigmoid_ce(self, logits, labels):
    return _wrap(torch.nn.functional.binary_cross_entropy_with_logits(tt(logits, "SigmoidCrossEntropyWithLogits"),
                                                                      tt(labels, "SigmoidCrossEntropyWithLogits"),
                                                                      reduction="none"))


_reg(func_prim("SigmoidCrossEntropyWithLogits", _sigmoid_ce, (), ("logits", "label"),
               "Element-wise binary cross entropy on logits.", [],
               "ops.SigmoidCrossEntropyWithLogits()(Tensor([0.0]), Tensor([1.0]))", "[0.6931472]", _N))
for _name, _fn in (("TensorScatterSub", _af.tensor_scatter_sub), ("TensorScatterMul", _af.tensor_scatter_mul),
                   ("TensorScatterDiv", _af.tensor_scatter_div), ("TensorScatterMax", _af.tensor_scatter_max),
                   ("TensorScatterMin", _af.tensor_scatter_min)):
    _reg(func_prim(_name, (lambda f: lambda s, x, i, u: f(x, i, u))(_fn), (), ("input_x", "indices", "updates"),
                   f"Functional scatter ({_name[13:].lower()}) at N-D indices; returns a new tensor.", [],
                   f"ops.{_name}()(Tensor([4.0, 6.0]), Tensor([[1]]), Tensor([2.0])).shape", "(2,)", _A))
_reg(func_prim("TensorScatterElements", lambda s, x, i, u: _af.tensor_scatter_elements(x, i, u, s.axis, s.reduction),
               (("axis", 0), ("reduction", "none")), ("data", "indices", "updates"),
               "Element-wise scatter along `axis`; returns a new tensor.", [],
               "ops.TensorScatterElements(1)(Tensor([[0.0, 0.0]]), Tensor([[1]]), Tensor([[5.0]]))", "[[0. 5.]]", _A))
for _name, _fn in (("ScatterMul", _af.scatter_mul), ("ScatterDiv", _af.scatter_div), ("ScatterMax", _af.scatter_max),
                   ("ScatterMin", _af.scatter_min), ("ScatterNdSub", _af.scatter_nd_sub),
                   ("ScatterNdMul", _af.scatter_nd_mul), ("ScatterNdDiv", _af.scatter_nd_div),
                   ("ScatterNdMax", _af.scatter_nd_max), ("ScatterNdMin", _af.scatter_nd_min)):
    _idx = "Tensor([[1]])" if "Nd" in _name else "Tensor([1])"
    _reg(func_prim(_name, (lambda f: lambda s, x, i, u: ref_output(f(x, i, u)))(_fn), (("use_locking", False),),
                   ("input_x", "indices", "updates"), f"In-place scatter on a Parameter ({_name}).",
                   ["p = mindspore.Parameter(Tensor([4.0, 6.0]), name='p')"],
                   f"ops.{_name}()(p, {_idx}, Tensor([2.0])).shape", "(2,)", _A))


def _scatter_sub(self, x, i, u):
    d = tt(x, "ScatterSub", "input_x").data
    d.index_put_((tt(i, "ScatterSub", "indices").long(),), -tt(u, "ScatterSub", "updates").to(d.dtype),
                 accumulate=True)
    return ref_output(x)


_reg(func_prim("ScatterSub", _scatter_sub, (("use_locking", False),), ("input_x", "indices", "updates"),
               "Subtracts `updates` from rows `indices` of a Parameter, in place.",
               ["p = mindspore.Parameter(Tensor([4.0, 6.0]), name='p')"],
               "ops.ScatterSub()(p, Tensor([1]), Tensor([2.0])).asnumpy()", "[4. 4.]", _A))
_reg(func_prim("UnsortedSegmentMin", lambda s, x, i, n: _af.unsorted_segment_min(x, i, n), (),
               ("x", "segment_ids", "num_segments"), "Segment minimum.", [],
               "ops.UnsortedSegmentMin()(Tensor([1, 5, 3]), Tensor([0, 0, 1]), 2)", "[1 3]", _A))
_reg(func_prim("UnsortedSegmentProd", lambda s, x, i, n: _af.unsorted_segment_prod(x, i, n), (),
               ("x", "segment_ids", "num_segments"), "Segment product.", [],
               "ops.UnsortedSegmentProd()(Tensor([1, 5, 3]), Tensor([0, 0, 1]), 2)", "[5 3]", _A))
def _unique_consecutive(self, x):
    t = tt(x, "UniqueConsecutive")
    out, inverse, counts = torch.unique_consecutive(t, return_inverse=True, return_counts=True, dim=self.dim)
    # MindSpore always returns (output, inverse, counts); an output not asked for is a 0-D int64 placeholder
    # (MindSpore leaves it uninitialized, this package gives 0).
    empty = torch.zeros((), dtype=torch.int64, device=t.device)
    return (_wrap(out), _wrap(inverse if self.return_inverse else empty),
            _wrap(counts if self.return_counts else empty))


_reg(func_prim("UniqueConsecutive", _unique_consecutive,
               (("return_inverse", False), ("return_counts", False), ("dim", None)), ("input",),
               "Removes consecutive duplicates; always returns the tuple (output, inverse, counts).",
               ["x = Tensor([1, 1, 2, 2, 3, 1], mindspore.int32)"],
               "ops.UniqueConsecutive(return_inverse=True, return_counts=True)(x)",
               "(Tensor(shape=[4], dtype=Int32, value= [1, 2, 3, 1]), "
               "Tensor(shape=[6], dtype=Int64, value= [0, 0, 1, 1, 2, 3]), "
               "Tensor(shape=[4], dtype=Int64, value= [2, 2, 1, 1]))", _A))
_reg(func_prim("TrilIndices", lambda s: _af.tril_indices(s.row, s.col, s.offset, dtype=s.dtype),
               ("row", "col", ("offset", 0), ("dtype", mstype.int32)), (), "Lower-triangle indices.", [],
               "ops.TrilIndices(2, 2)()", "[[0 1 1]\n [0 0 1]]", _A))
_reg(func_prim("TriuIndices", lambda s: _af.triu_indices(s.row, s.col, s.offset, dtype=s.dtype),
               ("row", "col", ("offset", 0), ("dtype", mstype.int32)), (), "Upper-triangle indices.", [],
               "ops.TriuIndices(2, 2)()", "[[0 0 1]\n [0 1 1]]", _A))
_reg(func_prim("AdaptiveAvgPool3D", lambda s, x: _nf.adaptive_avg_pool3d(x, s.output_size), ("output_size",),
               ("x",), "3-D adaptive average pooling.", [],
               "ops.AdaptiveAvgPool3D(1)(Tensor(np.ones((1, 1, 2, 2, 2)), mindspore.float32)).shape",
               "(1, 1, 1, 1, 1)", _N))
_adaptive_max_pool2d = _reg(func_prim(
    "AdaptiveMaxPool2D", lambda s, x: _nf.adaptive_max_pool2d(x, s.output_size, True), ("output_size",), ("input",),
    "2-D adaptive max pooling; returns (values, indices). `output_size` is a tuple or list of two ints.", [],
    "ops.AdaptiveMaxPool2D((1, 1))(Tensor(np.arange(4).reshape(1, 1, 2, 2), mindspore.float32))[0]",
    "[[[[3.]]]]", _N, raises="TypeError: If `output_size` is not a tuple or list of ints."))
_adaptive_max_pool2d_init = _adaptive_max_pool2d.__init__


def _adaptive_max_pool2d_checked_init(self, output_size):
    if not isinstance(output_size, (tuple, list)) or \
            not all(isinstance(v, int) and not isinstance(v, bool) for v in output_size):
        raise TypeError(f"For 'AdaptiveMaxPool2D', the type of 'output_size' should be one of '[list of int, "
                        f"tuple of int]', but got {type(output_size)}.")
    _adaptive_max_pool2d_init(self, tuple(output_size))


_adaptive_max_pool2d.__init__ = _adaptive_max_pool2d_checked_init
_reg(func_prim("ChannelShuffle", lambda s, x: _nf.channel_shuffle(x, s.group), ("group",), ("x",),
               "Shuffles channels in groups.", [],
               "ops.ChannelShuffle(2)(Tensor(np.arange(4).reshape(1, 4, 1, 1))).reshape(-1)", "[0 2 1 3]", _N))
_reg(func_prim("MultiMarginLoss", lambda s, x, t, w: _nf.multi_margin_loss(x, t, s.p, s.margin, w, s.reduction),
               (("p", 1), ("margin", 1.0), ("reduction", "mean")), ("x", "target", ("weight", None)),
               "Multi-class margin loss.", [], "ops.MultiMarginLoss()(Tensor([[0.1, 0.2, 0.4, 0.8]]), Tensor([3]))",
               "0.325", _N))
_reg(func_prim("MultilabelMarginLoss", lambda s, x, t: _nf.multilabel_margin_loss(x, t, s.reduction),
               (("reduction", "mean"),), ("x", "target"), "Multi-label margin loss.", [],
               "ops.MultilabelMarginLoss()(Tensor([[0.1, 0.2, 0.4, 0.8]]), Tensor([[3, 0, -1, 1]], mindspore.int32))",
               "0.85", _N))
_reg(func_prim("TripletMarginLoss", lambda s, a, p, n, m: _nf.triplet_margin_loss(a, p, n, float(m), s.p, s.eps,
                                                                                  s.swap, s.reduction),
               (("p", 2), ("swap", False), ("eps", 1e-06), ("reduction", "mean")),
               ("x", "positive", "negative", "margin"), "Triplet margin loss.", ["a = Tensor([[0.0, 0.0]])"],
               "ops.TripletMarginLoss()(a, a, Tensor([[3.0, 4.0]]), Tensor(1.0))", "0.0", _N))
_reg(func_prim("FastGelu", lambda s, x: _nf.fast_gelu(x), (), ("x",), "Fast GeLU activation.", [],
               "ops.FastGelu()(Tensor([0.0]))", "[0.]", _N))
_reg(func_prim("RmsNorm", lambda s, x, g: _nf.rms_norm(x, g, s.epsilon), (("epsilon", 1e-06),), ("x", "gamma"),
               "RMS normalization; returns (y, rstd).", [], "ops.RmsNorm()(Tensor([[3.0, 4.0]]), Tensor([1.0, 1.0]))[0]",
               "[[0.8485281 1.1313708]]", _N))
_reg(func_prim("CountNonZero", lambda s, x: _mf.count_nonzero(x, () if s.dims is None else s.dims,
                                                              dtype=mstype.int64),
               (("dims", None),), ("x",), "Number of non-zero elements over `dims`.", [],
               "ops.CountNonZero()(Tensor([[0, 1], [2, 0]]))", "2", _M))
def _reduce_axes(axis):
    """``None`` (every axis) for an empty axis list, else the axes as a tuple; a single int is one axis."""
    axes = (axis,) if isinstance(axis, int) else tuple(axis)
    return axes or None


_reg(func_prim("ReduceStd", lambda s, x: _mf.std_mean(x, _reduce_axes(s.axis), int(s.unbiased), s.keep_dims),
               (("axis", []), ("unbiased", True), ("keep_dims", False)), ("x",),
               "Standard deviation and mean over `axis`.", [], "ops.ReduceStd(unbiased=False)(Tensor([1.0, 3.0]))[0]",
               "1.0", _M))
_reg(func_prim("LpNorm", lambda s, x: _wrap(torch.linalg.vector_norm(tt(x, "LpNorm"), s.p, s.axis, s.keep_dims)),
               ("axis", ("p", 2), ("keep_dims", False), ("epsilon", 1e-12)), ("input",),
               "p-norm over `axis`.", [], "ops.LpNorm(0)(Tensor([3.0, 4.0]))", "5.0", _M))
_reg(func_prim("EuclideanNorm", lambda s, x, axes: _wrap(torch.linalg.vector_norm(
    tt(x, "EuclideanNorm"), 2, tuple(axes._t.tolist()) if isinstance(axes, Tensor) else axes, s.keep_dims)),
    (("keep_dims", False),), ("x", "axes"), "Euclidean norm over `axes`.", [],
    "ops.EuclideanNorm()(Tensor([3.0, 4.0]), Tensor([0], mindspore.int32))", "5.0", _M))
_reg(func_prim("MatrixBandPart", lambda s, x, lo, up: _af.matrix_band_part(x, lo, up), (), ("x", "lower", "upper"),
               "Keeps a band of diagonals.", [], "ops.MatrixBandPart()(Tensor(np.ones((2, 2)), mindspore.float32), 0, 0)",
               "[[1. 0.]\n [0. 1.]]", _A))
_reg(func_prim("TensorDump", lambda s, f, x: _df.tensordump(f, x, s.input_output),
               (("input_output", "out"),), ("file", "input_x"), "Saves a tensor to a .npy file.",
               ["import os, tempfile", "path = os.path.join(tempfile.mkdtemp(), 't')"],
               "ops.TensorDump()(path, Tensor([1.0]))", "None", _M))
_reg(func_prim("MaskedScatter", lambda s, x, m, src: _wrap(tt(x, "MaskedScatter").masked_scatter(
    tt(m, "MaskedScatter", "mask"), tt(src, "MaskedScatter", "source"))), (), ("input", "mask", "source"),
    "Copies `source` elements into the positions where `mask` is True.", [],
    "ops.MaskedScatter()(Tensor([1.0, 2.0, 3.0]), Tensor([True, False, True]), Tensor([7.0, 8.0, 9.0]))",
    "[7. 2. 8.]", _A))


class DumpGradient(Primitive):
    """Saves the gradient flowing back to a tensor in a numpy ``.npy`` file when backward runs.

    ``DumpGradient()(path, x, input_output)`` returns `x` unchanged; when a gradient is computed through it, the
    gradient arriving at `x` is written as :func:`mindspore.ops.tensordump` writes: to
    ``{path without .npy}_{dtype}_{id}.npy``.

    Inputs:
        - **path** (str) - The file path (without the dtype / id suffix).
        - **x** (Tensor) - The tensor whose gradient is saved.
        - **input_output** (str) - ``'in'`` or ``'out'``; with eager execution both save the same gradient.

    Outputs:
        Tensor, `x`.

    Supported Platforms:
        ``Ascend``

    Examples:
        >>> import glob, os, tempfile, time
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> path = os.path.join(tempfile.mkdtemp(), "dx.npy")
        >>> dump = ops.DumpGradient()
        >>> def f(x, y):
        ...     return dump(path, x, "out") * y
        >>> print(mindspore.grad(f)(Tensor(3.0, mindspore.float32), Tensor(4.0, mindspore.float32)))
        4.0
        >>> time.sleep(0.5)  # MindSpore writes the file asynchronously
        >>> print(np.load(glob.glob(path[:-4] + "_float32_*.npy")[0]))
        4.0
    """

    @prim_attr_register
    def __init__(self):
        """Initialize DumpGradient."""

    def __call__(self, path, x, input_output):
        if not isinstance(x, Tensor) or not x._t.requires_grad:
            return x
        def hook(grad):
            _df.tensordump(path, _wrap(grad.detach()))
            return grad

        t = x._t.view_as(x._t)
        t.register_hook(hook)
        return _wrap(t)


__all__ += ["DumpGradient"]
