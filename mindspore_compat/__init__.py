"""mindspore_compat: MindSpore's Python API running on PyTorch.

``import mindspore_compat; mindspore_compat.install()`` makes ``import mindspore`` resolve to this package.
"""
from .common import dtype
from .common.dtype import *  # noqa: F401,F403
from .common.dtype import Int
from .common.tensor import Tensor, is_tensor, from_numpy, tensor
from .common.parameter import Parameter, ParameterTuple
from .common.seed import set_seed, get_seed
from . import context
from .context import (GRAPH_MODE, PYNATIVE_MODE, STRICT, COMPATIBLE, LAX, ParallelMode, set_context, get_context,
                      set_auto_parallel_context, get_auto_parallel_context, reset_auto_parallel_context)
from ._alias import install, uninstall
from . import common, nn, ops, amp, train
from .ops.composite import grad, value_and_grad
from .train.loss_scale_manager import LossScaleManager, FixedLossScaleManager, DynamicLossScaleManager
from .amp import build_train_network
from .train.serialization import (save_checkpoint, load_checkpoint, load_param_into_net, load_checkpoint_async,
                                  async_ckpt_thread_status)
from .train.model import Model
from .train.callback import *  # noqa: F401,F403
from .train.metrics import *  # noqa: F401,F403
from . import boost, dataset

# --- graph compilation (mindspore.jit, GRAPH_MODE): mindspore_compat/graph/ ---
from . import graph
from .graph.api import jit, jit_class, ms_memory_recycle, ms_function
from .graph.jit_config import JitConfig
from .graph.mutable import mutable
from .graph.lazy_inline import lazy_inline
from .graph.no_inline import no_inline
# ms_function: MindSpore 1.x's name of jit (2.10 removed it), exported as an extra name for 1.x scripts
_GRAPH_NAMES = ["jit", "jit_class", "ms_memory_recycle", "JitConfig", "mutable", "lazy_inline", "no_inline",
                "ms_function"]
# --- end graph compilation ---

__version__ = "0.1.0"

__all__ = ["Tensor", "is_tensor", "from_numpy", "tensor", "Parameter", "ParameterTuple", "set_seed", "get_seed",
           "GRAPH_MODE", "PYNATIVE_MODE", "STRICT", "COMPATIBLE", "LAX", "ParallelMode", "set_context",
           "get_context", "set_auto_parallel_context", "get_auto_parallel_context",
           "reset_auto_parallel_context", "Int", "grad", "value_and_grad", "LossScaleManager",
           "FixedLossScaleManager", "DynamicLossScaleManager", "build_train_network", "save_checkpoint", "load_checkpoint",
           "load_param_into_net", "load_checkpoint_async", "async_ckpt_thread_status", "Model"] + list(dtype.__all__)
__all__ += train.callback.__all__ + train.metrics.__all__
__all__ += _GRAPH_NAMES


from ._unsupported import missing_name_hook as _missing_name_hook  # noqa: E402
__getattr__ = _missing_name_hook(__name__)
