"""Registry entries of the Bessel functions (``ops.bessel_*`` and the ``Bessel*`` primitives), see
:mod:`mindspore_compat.ops._registry`.

Every entry is one row of :data:`_BESSEL`. MindSpore accepts float16, float32 and float64 tensors only; float16
is evaluated in float32 and rounded back, since several of torch's special-function kernels have no half
precision CPU path.
"""
import torch

from ...common.tensor import Tensor, _wrap
from .._factory import _named, _unary_doc, _func_doc
from .._registry import op, prim
from .._utils import not_tensor

__all__ = []

_FLOATS = (torch.float16, torch.float32, torch.float64)
_FLOAT_SET = "{Tensor[Float16], Tensor[Float32], Tensor[Float64]}"

# (primitive, function, torch kernel, primitive input name, one-line summary,
#  printed ops.bessel_<n>(Tensor([0.5, 1.0, 2.5])), printed ops.Bessel<N>()(Tensor([1.0, 3.0])))
# The printed outputs were recorded from MindSpore 2.10.0 (CPU).
_BESSEL = (
    ("BesselI0", "bessel_i0", torch.special.i0, "x",
     "Modified Bessel function of the first kind and order 0, element-wise.",
     "[1.0634835 1.266066  3.2898395]", "[1.266066 4.880793]"),
    ("BesselI0e", "bessel_i0e", torch.special.i0e, "input_x",
     "Exponentially scaled modified Bessel function of the first kind and order 0: ``exp(-|x|) * I0(x)``.",
     "[0.6450354  0.46575963 0.27004647]", "[0.46575963 0.24300039]"),
    ("BesselI1", "bessel_i1", torch.special.i1, "x",
     "Modified Bessel function of the first kind and order 1, element-wise.",
     "[0.25789434 0.5651591  2.5167162 ]", "[0.5651591 3.953371 ]"),
    ("BesselI1e", "bessel_i1e", torch.special.i1e, "input_x",
     "Exponentially scaled modified Bessel function of the first kind and order 1: ``exp(-|x|) * I1(x)``.",
     "[0.15642083 0.20791042 0.20658465]", "[0.20791042 0.19682676]"),
    ("BesselJ0", "bessel_j0", torch.special.bessel_j0, "x",
     "Bessel function of the first kind and order 0, element-wise.",
     "[ 0.9384699   0.7651977  -0.04838379]", "[ 0.7651977 -0.2600519]"),
    ("BesselJ1", "bessel_j1", torch.special.bessel_j1, "x",
     "Bessel function of the first kind and order 1, element-wise.",
     "[0.24226847 0.4400506  0.49709406]", "[0.4400506  0.33905897]"),
    ("BesselK0", "bessel_k0", torch.special.modified_bessel_k0, "x",
     "Modified Bessel function of the second kind and order 0, element-wise.",
     "[0.9244191  0.42102444 0.06234756]", "[0.42102444 0.03473951]"),
    ("BesselK0e", "bessel_k0e", torch.special.scaled_modified_bessel_k0, "x",
     "Exponentially scaled modified Bessel function of the second kind and order 0: exp(x) * K0(x).",
     "[1.5241094 1.1444631 0.7595488]", "[1.1444631  0.69776165]"),
    ("BesselK1", "bessel_k1", torch.special.modified_bessel_k1, "x",
     "Modified Bessel function of the second kind and order 1, element-wise.",
     "[1.656441   0.6019073  0.07389082]", "[0.6019073  0.04015643]"),
    ("BesselK1e", "bessel_k1e", torch.special.scaled_modified_bessel_k1, "x",
     "Exponentially scaled modified Bessel function of the second kind and order 1: exp(x) * K1(x).",
     "[2.7310095  1.6361537  0.90017444]", "[1.6361537 0.8065635]"),
    ("BesselY0", "bessel_y0", torch.special.bessel_y0, "x",
     "Bessel function of the second kind and order 0, element-wise.",
     "[-0.44451872  0.08825697  0.49807036]", "[0.08825697 0.37685004]"),
    ("BesselY1", "bessel_y1", torch.special.bessel_y1, "x",
     "Bessel function of the second kind and order 1, element-wise.",
     "[-1.4714724  -0.7812128   0.14591809]", "[-0.7812128  0.3246744]"),
)



def _second_kind_k(t, out):
    """MindSpore's K kernels give +inf on the whole non-positive half-line (torch: NaN below zero)."""
    return torch.where(t < 0, torch.full((), float("inf"), dtype=out.dtype), out)


def _second_kind_y0(t, out):
    """MindSpore's Y0 gives -inf below zero (torch: NaN)."""
    return torch.where(t < 0, torch.full((), float("-inf"), dtype=out.dtype), out)


def _second_kind_y1(t, out):
    """MindSpore's Y1 gives -inf below zero, and NaN at zero in half and single precision (-inf in double)."""
    out = torch.where(t < 0, torch.full((), float("-inf"), dtype=out.dtype), out)
    if out.dtype != torch.float64:
        out = torch.where(t == 0, torch.full((), float("nan"), dtype=out.dtype), out)
    return out


_FIX = {"BesselK0": _second_kind_k, "BesselK0e": _second_kind_k, "BesselK1": _second_kind_k,
        "BesselK1e": _second_kind_k, "BesselY0": _second_kind_y0, "BesselY1": _second_kind_y1}

_DTYPE_RAISES = "\n        TypeError: If the dtype of the input is not float16, float32 or float64."


def _register_bessel(row):
    pname, fname, kernel, parg, summary, fout, pout = row
    fix = _FIX.get(pname)

    def impl(x):
        if not isinstance(x, Tensor):
            raise not_tensor(pname, parg, x)
        t = x._t
        if t.dtype not in _FLOATS:
            raise TypeError(f"For primitive[{pname}], the input argument[{parg}] must be a type of {_FLOAT_SET}, "
                            f"but got Tensor[{x.dtype}].")
        out = kernel(t.float()).half() if t.dtype == torch.float16 else kernel(t)
        return _wrap(out if fix is None else fix(t, out))

    impl = _named(impl, ("x",), fname)
    impl.__doc__ = _func_doc(summary, [("x", "Tensor", "The input tensor, of dtype float16, float32 or float64.")],
                             "Tensor, same shape and dtype as `x`.", _DTYPE_RAISES,
                             ["x = Tensor([0.5, 1.0, 2.5], mindspore.float32)"], f"ops.{fname}(x)", fout)
    pdoc = _unary_doc(summary, parg, "Tensor, same shape and dtype as the input.", _DTYPE_RAISES,
                      ["x = Tensor([1.0, 3.0], mindspore.float32)"], f"ops.{pname}()(x)", pout, fname)
    op(pname, "math", primitive=prim(pname, "(self)", f"(self, {parg})", rename={parg: "x"}, doc=pdoc),
       cases=({},), bad=(), dtypes=("float16", "float32", "float64"))(impl)


for _row in _BESSEL:
    _register_bessel(_row)
