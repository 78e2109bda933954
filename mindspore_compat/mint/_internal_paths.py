"""MindSpore's internal names for its mint operators.

MindSpore 2.10 implements many ``mindspore.mint`` functions in generated or private modules, and its own docstring
examples call them there: ``ops.auto_generate.narrow_view(x, 0, 0, 2)``, ``ops.function.math_func.amax_ext(x)``,
``ops.functional_overload.any(x)``. Each such name is the very mint function it stands for. The package root wires
them in (``ops.auto_generate`` and ``ops.functional_overload`` as modules, the ``*_ext`` names as attributes of the
``ops.function`` modules), so that ``ops/`` never imports ``mint/``.
"""
import types

from . import nn as _mint_nn
from .. import mint as _mint

__all__ = ["AUTO_GENERATE", "FUNCTIONAL_OVERLOAD", "FUNCTION_MODULES", "auto_generate", "functional_overload"]

_m = _mint
_f = _mint_nn.functional

AUTO_GENERATE = {
    "argmax_ext": _m.argmax, "argmin_ext": _m.argmin, "argsort_ext": _m.argsort, "atan2_ext": _m.atan2,
    "bincount_ext": _m.bincount, "broadcast_to_view": _m.broadcast_to, "clone": _m.clone,
    "index_select_ext": _m.index_select, "kthvalue": _m.kthvalue, "log10_ext": _m.log10, "log2_ext": _m.log2,
    "logaddexp2": _m.logaddexp2, "logsumexp_ext": _m.logsumexp, "mv": _m.mv, "narrow_view": _m.narrow,
    "select_ext_view": _m.select, "stack_ext": _m.stack, "transpose_ext_view": _m.transpose,
}
FUNCTIONAL_OVERLOAD = {"any": _m.any, "imag": _m.imag, "real": _m.real}
# module of mindspore_compat.ops.function -> {MindSpore's internal name: mint function}
FUNCTION_MODULES = {
    "array_func": {"chunk_view": _m.chunk, "full_like_ext": _m.full_like, "gather_ext": _m.gather,
                   "ones_like_ext": _m.ones_like, "scatter_add_ext": _m.scatter_add, "sort_ext": _m.sort,
                   "split_view": _m.split, "tril_ext": _m.tril, "unsqueeze_view": _m.unsqueeze,
                   "zeros_like_ext": _m.zeros_like},
    "math_func": {"addbmm_ext": _m.addbmm, "addmm_ext": _m.addmm, "addmv_ext": _m.addmv, "amax_ext": _m.amax,
                  "amin_ext": _m.amin, "float_power_ext": _m.float_power, "isnan_ext": _m.isnan,
                  "median_ext": _m.median, "norm_ext": _m.norm, "var_mean_ext": _m.var_mean},
    "nn_func": {"adaptive_avg_pool2d_ext": _f.adaptive_avg_pool2d, "conv2d_ext": _f.conv2d},
    "random_func": {"normal_ext": _m.normal, "rand_ext": _m.rand, "rand_like_ext": _m.rand_like,
                    "randint_ext": _m.randint, "randint_like_ext": _m.randint_like, "randn_ext": _m.randn,
                    "randn_like_ext": _m.randn_like},
}


def _module(name, doc, names):
    module = types.ModuleType(name, doc)
    module.__dict__.update(names)
    module.__all__ = sorted(names)
    return module


auto_generate = _module("mindspore_compat.ops.auto_generate",
                        "MindSpore's generated-operator module path, serving the mint functions it names.",
                        AUTO_GENERATE)
functional_overload = _module("mindspore_compat.ops.functional_overload",
                              "MindSpore's overloaded-function module path, serving the mint functions it names.",
                              FUNCTIONAL_OVERLOAD)
