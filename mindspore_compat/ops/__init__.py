"""``mindspore.ops``: operators.

- primitives as classes (``ops.MatMul()``, then call it on Tensors) from :mod:`.operations` (``P``);
- functional operators (``ops.matmul``, ``ops.cast`` ...) from :mod:`.function`, also reachable through
  :mod:`.functional` (``F``);
- composite operators (``ops.GradOperation``, ``ops.HyperMap``, ``ops.MultitypeFuncGraph`` ...) from
  :mod:`.composite` (``C``);
- the primitive base classes (:class:`Primitive`, :func:`prim_attr_register`, :func:`constexpr`).
"""
from . import primitive, operations, function, composite, functional
from .primitive import Primitive, PrimitiveWithInfer, PrimitiveWithCheck, prim_attr_register, constexpr
from .operations import *  # noqa: F401,F403
from .function import *  # noqa: F401,F403
from .composite import GradOperation, HyperMap, Map, MultitypeFuncGraph, zip_operation, tail
from .functional import (tensor_add, tensor_sub, tensor_mul, tensor_div, tensor_pow, tensor_mod, tensor_floordiv,
                         tensor_gt, tensor_ge, tensor_lt, tensor_le, tensor_exp, tensor_expm1, tensor_range,
                         tensor_slice, scalar_add, scalar_sub, scalar_mul, scalar_div, scalar_floordiv, scalar_mod,
                         scalar_pow, scalar_eq, scalar_ne, scalar_lt, scalar_le, scalar_gt, scalar_ge, scalar_max,
                         scalar_min, scalar_log, scalar_uadd, scalar_usub, scalar_cast, tuple_getitem, tuple_setitem,
                         tuple_len, tuple_reversed, tuple_equal, list_getitem, list_setitem, list_len, list_equal,
                         make_tuple, make_list, make_dict, make_slice, make_range, dict_getitem, dict_setitem,
                         in_dict, not_in_dict, typeof, bool_and, bool_or, bool_not, bool_eq, is_, isconstant,
                         string_eq, string_concat, switch, stop_gradient_, shape_, reshape_, array_to_scalar)
from .functional import _HELPERS

__all__ = (["Primitive", "PrimitiveWithInfer", "PrimitiveWithCheck", "prim_attr_register", "constexpr",
            "GradOperation", "HyperMap", "Map", "MultitypeFuncGraph"]
           + operations.__all__ + function.__all__ + [n for n in _HELPERS])

from ._register_for_tensor import tensor_operator_registry  # noqa: E402
__all__ += ["tensor_operator_registry"]

# kernel registration records and debug implementations (their modules stay importable under their own paths)
from .op_info_register import (op_info_register, custom_info_register, CpuRegOp, AkgGpuRegOp,  # noqa: E402
                               AkgAscendRegOp, AiCPURegOp, TBERegOp, CustomRegOp, DataType)
from .vm_impl_registry import vm_impl_registry, get_vm_impl_fn  # noqa: E402
from .operations._ms_kernel import kernel, ms_kernel  # noqa: E402
__all__ += ["kernel", "op_info_register", "custom_info_register", "CpuRegOp", "AkgGpuRegOp", "AkgAscendRegOp", "AiCPURegOp",
            "TBERegOp", "CustomRegOp", "DataType", "vm_impl_registry", "get_vm_impl_fn"]
__all__ += ["ms_kernel"]


from .primitive import prim_arg_register  # noqa: E402
__all__ += ["prim_arg_register"]
__all__ += ["tail"]

# autodiff and graph-compiler helpers of MindSpore given their eager meaning
from .composite import env_ops as _env_ops, graph_helpers as _graph_helpers  # noqa: E402
from .composite.env_ops import (environ_create, environ_set, environ_get, environ_add, embed,  # noqa: E402
                                ref_to_embed, env_get, J)
from .composite.graph_helpers import hastype, array_reduce, hyper_add, recompute_block  # noqa: E402
__all__ += _env_ops.__all__ + _graph_helpers.__all__

# the steps of a compiled for loop (None when called eagerly in PyNative mode, as in MindSpore)
from .composite.base import iter_converter, ms_hasnext, ms_next  # noqa: E402
__all__ += ["iter_converter", "ms_hasnext", "ms_next"]

from .._unsupported import missing_name_hook as _missing_name_hook  # noqa: E402
__getattr__ = _missing_name_hook(__name__)
