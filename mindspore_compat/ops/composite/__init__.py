"""``mindspore.ops.composite`` (usually imported as ``C``): GradOperation, HyperMap, Map, MultitypeFuncGraph and
composite functions."""
from .base import (GradOperation, HyperMap, Map, MultitypeFuncGraph, zip_operation, iter_converter, ms_hasnext,
                   ms_next, tail)
from ..function.array_func import ones_like, zeros_like, arange, repeat_elements
from ..function.clip_func import clip_by_value, clip_by_global_norm
from ..function.math_func import tensor_dot, matmul, mm, count_nonzero
from ..function.random_func import normal, uniform, multinomial
from ..function.grad.grad_func import grad, value_and_grad, vjp, jvp

__all__ = ["GradOperation", "HyperMap", "Map", "MultitypeFuncGraph", "zip_operation", "ones_like", "zeros_like",
           "arange", "repeat_elements", "clip_by_value", "clip_by_global_norm", "tensor_dot", "matmul", "mm",
           "count_nonzero", "normal", "uniform", "multinomial", "grad", "value_and_grad", "vjp", "jvp",
           "iter_converter", "ms_hasnext", "ms_next", "tail"]
