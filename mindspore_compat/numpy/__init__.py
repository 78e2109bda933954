"""``mindspore.numpy``: a NumPy-style API on MindSpore tensors, built as views of :mod:`mindspore.ops`.

MindSpore's numpy defaults apply where they differ from NumPy's: Python ints become int32 and floats float32, the
shape-only creators (``ones``, ``zeros``, ``eye`` ...) default to float32, and most element-wise functions take a
`dtype` that casts the result.
"""
from . import array_creations, array_ops, dtypes, logic_ops, math_ops
from .array_creations import *  # noqa: F401,F403
from .array_ops import *  # noqa: F401,F403
from .dtypes import *  # noqa: F401,F403
from .logic_ops import *  # noqa: F401,F403
from .math_ops import *  # noqa: F401,F403
from .array_creations import MGridClass, OGridClass, mgrid, ogrid  # noqa: F401
from .dtypes import (bool_, int8, int16, int32, int64, uint8, uint16, uint32, uint64, float16, float32,  # noqa: F401
                     float64, int_, float_)


def _public(module):
    return [n for n, v in vars(module).items() if not n.startswith("_") and getattr(v, "__module__", None) ==
            "mindspore_compat.numpy"]


__all__ = sorted(set(_public(array_creations) + _public(array_ops) + _public(dtypes) + _public(logic_ops)
                     + _public(math_ops) + ["mgrid", "ogrid", "bool_", "int8", "int16", "int32", "int64", "uint8",
                                            "uint16", "uint32", "uint64", "float16", "float32", "float64", "int_",
                                            "float_"]))


# numeric constants MindSpore's numpy module carries besides its __all__ (as Python floats)
inf = PINF = float("inf")
NINF = float("-inf")
nan = float("nan")
pi = 3.141592653589793


from .._unsupported import missing_name_hook as _missing_name_hook  # noqa: E402
__getattr__ = _missing_name_hook(__name__)
