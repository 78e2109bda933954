"""``mindspore.ops.function``: the functional forms of the operators (``ops.matmul``, ``ops.cast`` ...)."""
import inspect as _inspect

from ..._backend.errors import translating as _translating
from . import math_func, array_func, nn_func, random_func, clip_func, debug_func, other_func, linalg_func, \
    spectral_func, vmap_func
from .grad import grad_func
from .math_func import *  # noqa: F401,F403
from .array_func import *  # noqa: F401,F403
from .nn_func import *  # noqa: F401,F403
from .random_func import *  # noqa: F401,F403
from .clip_func import *  # noqa: F401,F403
from .debug_func import *  # noqa: F401,F403
from .other_func import *  # noqa: F401,F403
from .grad.grad_func import *  # noqa: F401,F403
from .linalg_func import *  # noqa: F401,F403
from .spectral_func import *  # noqa: F401,F403
from .vmap_func import *  # noqa: F401,F403
from . import sparse_func, sparse_unary_func  # noqa: E402
from .sparse_func import *  # noqa: F401,F403
from .sparse_unary_func import *  # noqa: F401,F403
from . import internal_func  # noqa: E402
from .internal_func import *  # noqa: F401,F403

__all__ = (math_func.__all__ + array_func.__all__ + nn_func.__all__ + random_func.__all__ + clip_func.__all__
           + debug_func.__all__ + other_func.__all__ + grad_func.__all__ + linalg_func.__all__
           + spectral_func.__all__ + vmap_func.__all__)
__all__ = __all__ + sparse_func.__all__ + sparse_unary_func.__all__ + internal_func.__all__

# collective communication (torch.distributed style); ops.gather / ops.scatter stay the array operators
from . import comm_func  # noqa: E402
_COMM = [_n for _n in comm_func.__all__ if _n not in ("gather", "scatter")]
globals().update({_n: getattr(comm_func, _n) for _n in _COMM})
globals().update(comm_func.OPS_VIEWS)  # the forms that follow set_comm_ops_inplace
__all__ = __all__ + _COMM
from . import fused_comm_func  # noqa: E402
from .fused_comm_func import all_gather_matmul, matmul_reduce_scatter  # noqa: E402
__all__ = __all__ + fused_comm_func.__all__
from . import sparse_attention_func  # noqa: E402
from .sparse_attention_func import (nsa_compress, nsa_select_attention, lightning_indexer,  # noqa: E402
                                    sparse_flash_attention, nsa_compress_attention)
__all__ = __all__ + sparse_attention_func.__all__
from . import reshard_func  # noqa: E402
from .reshard_func import reshard  # noqa: E402
__all__ = __all__ + reshard_func.__all__


def _guard_exports():
    """Every functional op leaves with MindSpore's exceptions (the registry's views are guarded already): the
    exported function is replaced here (so in ``mindspore.ops``) by one that translates torch's exceptions; calls
    between the modules stay direct."""
    modules = (math_func, array_func, nn_func, random_func, clip_func, other_func, linalg_func, spectral_func,
               sparse_func, sparse_unary_func)
    for mod in modules:
        for name in mod.__all__:
            fn = getattr(mod, name)
            if not _inspect.isfunction(fn) or hasattr(fn, "_translates"):
                continue
            guarded = _translating(fn, name)
            guarded._translates = True
            globals()[name] = guarded


_guard_exports()
from . import control_func  # noqa: E402
from .control_func import *  # noqa: F401,F403,E402
__all__ = __all__ + control_func.__all__
from . import map_func  # noqa: E402
from .map_func import make_map_parameter  # noqa: E402
__all__ = __all__ + map_func.__all__
