"""mindspore_compat: MindSpore's Python API running on PyTorch.

``import mindspore_compat; mindspore_compat.install()`` makes ``import mindspore`` resolve to this package.
"""
from .common import dtype
from .common.dtype import *  # noqa: F401,F403
from .common.tensor import Tensor, is_tensor, from_numpy, tensor
from .common.parameter import Parameter, ParameterTuple
from .common.seed import set_seed, get_seed
from . import context
from .context import (GRAPH_MODE, PYNATIVE_MODE, STRICT, COMPATIBLE, LAX, ParallelMode, set_context, get_context,
                      set_auto_parallel_context, get_auto_parallel_context, reset_auto_parallel_context)
from ._alias import install, uninstall
from . import common, nn

__version__ = "0.1.0"

__all__ = ["Tensor", "is_tensor", "from_numpy", "tensor", "Parameter", "ParameterTuple", "set_seed", "get_seed",
           "GRAPH_MODE", "PYNATIVE_MODE", "STRICT", "COMPATIBLE", "LAX", "ParallelMode", "set_context",
           "get_context", "set_auto_parallel_context", "get_auto_parallel_context",
           "reset_auto_parallel_context"] + [
    n for n in dtype.__all__ if n not in ("Type", "Number", "Bool", "Int", "UInt", "Float", "BFloat", "Complex",
                                          "number_type", "int_type", "uint_type", "float_type", "all_types")]
