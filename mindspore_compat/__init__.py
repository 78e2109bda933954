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
from . import _alias
from ._alias import install, uninstall
from . import common, nn, ops, amp, train
from .ops.composite import grad, value_and_grad
# attributes of the package as in MindSpore (not in its __all__)
from .ops import vjp, jvp, jacfwd, jacrev, vmap, get_grad, constexpr  # noqa: F401
from .train.loss_scale_manager import LossScaleManager, FixedLossScaleManager, DynamicLossScaleManager
from .amp import build_train_network
from .train.serialization import (save_checkpoint, load_checkpoint, load_param_into_net, load_checkpoint_async,
                                  async_ckpt_thread_status)
from .train.model import Model
from .train.callback import *  # noqa: F401,F403
from .train.metrics import *  # noqa: F401,F403
from . import boost, dataset

from .version import __version__  # the MindSpore API version; the package's own is in _version.py

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

# Module paths MindSpore 2.10 still serves although the code lives elsewhere: graph/'s modules under their pre-2.9
# common.* paths, and train's metrics under the 1.x path nn.metrics (whose names mindspore.nn exports as well).
# They are wired here, above both sides, so that common/ never imports graph/ and nn/ never imports train/.
from .train.metrics import _nn_path  # noqa: E402
_alias.serve_module_paths(__name__, {
    "common.api": graph.api, "common.jit_config": graph.jit_config, "common.mutable": graph.mutable,
    "common.lazy_inline": graph.lazy_inline, "common.no_inline": graph.no_inline, "nn.metrics": _nn_path})
nn.__dict__.update({_name: getattr(_nn_path, _name) for _name in _nn_path.__all__})
nn.__all__ += list(_nn_path.__all__)
# MindSpore's internal paths to its mint operators (its own examples call them there): mint/_internal_paths.py
from .mint import _internal_paths  # noqa: E402
_alias.serve_module_paths(__name__, {"ops.auto_generate": _internal_paths.auto_generate,
                                     "ops.functional_overload": _internal_paths.functional_overload})
for _module_name, _names in _internal_paths.FUNCTION_MODULES.items():
    getattr(ops.function, _module_name).__dict__.update(_names)


__all__ = ["Tensor", "is_tensor", "from_numpy", "tensor", "Parameter", "ParameterTuple", "set_seed", "get_seed",
           "GRAPH_MODE", "PYNATIVE_MODE", "STRICT", "COMPATIBLE", "LAX", "ParallelMode", "set_context",
           "get_context", "set_auto_parallel_context", "get_auto_parallel_context",
           "reset_auto_parallel_context", "Int", "grad", "value_and_grad", "LossScaleManager",
           "FixedLossScaleManager", "DynamicLossScaleManager", "build_train_network", "save_checkpoint", "load_checkpoint",
           "load_param_into_net", "load_checkpoint_async", "async_ckpt_thread_status", "Model"] + list(dtype.__all__)
__all__ += train.callback.__all__ + train.metrics.__all__
from .train.summary import SummaryRecord  # noqa: E402
__all__ += ["SummaryRecord"]
__all__ += _GRAPH_NAMES


# ----- runtime: randomness, devices and memory, tools (issue 12, parts 2-5) -----
from .common.generator import (Generator, default_generator, seed, manual_seed, initial_seed, get_rng_state,
                               set_rng_state)
from .device_manager import set_device, get_current_device, set_deterministic
from . import runtime, hal
from .run_check import run_check
from .runtime import (Event, Stream, StreamCtx, StreamLimitCtx, MemPool, PluggableAllocator, communication_stream,
                      current_stream, default_stream, dispatch_threads_num, empty_cache, get_device_limit,
                      get_stream_limit, launch_blocking, max_memory_allocated, max_memory_reserved,
                      memory_allocated, memory_replay, memory_reserved, memory_stats, memory_summary,
                      reset_max_memory_allocated, reset_max_memory_reserved, reset_peak_memory_stats,
                      reset_stream_limit, set_cpu_affinity, set_cur_stream, set_device_limit,
                      set_kernel_launch_capture, set_kernel_launch_group, set_memory, set_stream_limit,
                      synchronize, use_mem_pool)
__all__ += ["Generator", "default_generator", "seed", "manual_seed", "initial_seed", "get_rng_state",
            "set_rng_state", "set_device", "get_current_device", "set_deterministic", "run_check"]
__all__ += runtime.__all__
from .common.recompute import recompute
from .train.serialization import (export, load, ckpt_to_safetensors, safetensors_to_ckpt, merge_sliced_parameter,
                                  load_segmented_checkpoints)
from . import profiler, utils
# namespaces MindSpore also makes attributes of the package at import
from . import communication, parallel, mint, numpy, experimental  # noqa: E402,F401
from .profiler import Profiler
__all__ += ["recompute", "export", "load", "Profiler", "ckpt_to_safetensors", "safetensors_to_ckpt",
            "merge_sliced_parameter", "load_segmented_checkpoints"]
from .common.recursion import set_recursion_limit
from .common.dump import set_dump
from .common.device import DeviceCtx
from .log import get_level, get_log_config
__all__ += ["set_recursion_limit", "set_dump", "DeviceCtx", "get_level", "get_log_config"]
from .common.sparse_tensor import COOTensor, CSRTensor, RowTensor, SparseTensor  # noqa: E402
__all__ += ["COOTensor", "CSRTensor", "RowTensor", "SparseTensor"]

# --- parallel helper: strategy-search settings, PS context, saved-tensor hooks, swap_tensors ---
from .parallel.algo_parameter_config import set_algo_parameters, get_algo_parameters, reset_algo_parameters
from .context import set_ps_context, get_ps_context
from .graph.saved_tensors import saved_tensors_hooks, register_saved_tensors_hooks
from .common.tensor import swap_tensors
__all__ += ["set_algo_parameters", "get_algo_parameters", "reset_algo_parameters", "set_ps_context",
            "get_ps_context", "saved_tensors_hooks", "register_saved_tensors_hooks", "swap_tensors"]
# second-order training (THOR): the conversion helpers, also at the top level as in MindSpore
from .train.train_thor import ConvertNetUtils, ConvertModelUtils  # noqa: E402
__all__ += ["ConvertNetUtils", "ConvertModelUtils"]
from .parallel.checkpoint_transform import (build_searched_strategy, merge_pipeline_strategys,
                                            rank_list_for_transform, restore_group_info_list,
                                            transform_checkpoint_by_rank, transform_checkpoints,
                                            load_distributed_checkpoint)
__all__ += ["load_distributed_checkpoint", "build_searched_strategy", "merge_pipeline_strategys", "rank_list_for_transform",
            "restore_group_info_list", "transform_checkpoint_by_rank", "transform_checkpoints"]
from .common._layout import Layout
from .common.tensor import frombuffer
from .common.file_system import set_mindio_server_info, mindio_preload
__all__ += ["Layout", "frombuffer", "set_mindio_server_info", "mindio_preload"]
from .parallel.shard import shard  # noqa: E402
from .parallel.parameter_broadcast import parameter_broadcast  # noqa: E402
from .parallel._strategy_config import sync_pipeline_shared_parameters  # noqa: E402
__all__ += ["shard", "parameter_broadcast", "sync_pipeline_shared_parameters"]
from .parallel.transform_safetensors import unified_safetensors  # noqa: E402
from .train.serialization import get_ckpt_path_with_strategy  # noqa: E402
__all__ += ["unified_safetensors", "get_ckpt_path_with_strategy"]


# ----- dataset sinking (issue 15, item 6) -----
from .train.dataset_helper import DatasetHelper, connect_network_with_dataset  # noqa: E402
from .train.data_sink import data_sink  # noqa: E402
__all__ += ["DatasetHelper", "connect_network_with_dataset", "data_sink"]

# ----- training utilities: FLOPs counts, checkpoint obfuscation (issues 12 and 15) -----
from .graph.flops import flops_collection  # noqa: E402
from .safeguard import obfuscate_ckpt, load_obf_params_into_net  # noqa: E402
__all__ += ["flops_collection", "obfuscate_ckpt", "load_obf_params_into_net"]

# ----- dynamic-shape inputs: Symbol, enable_dynamic (issue 11) -----
from .graph.symbol import Symbol  # noqa: E402
from .graph.dynamic_shape.enable_dynamic import enable_dynamic  # noqa: E402
from .common.storage import UntypedStorage  # noqa: E402
__all__ += ["Symbol", "enable_dynamic", "UntypedStorage"]

# MindSpore 2.10 also names the Bool dtype `mindspore.bool` (outside its __all__, so a star import does not shadow
# Python's bool); set last, since this module's own code above uses the builtin
globals()["bool"] = bool_

# ----- network rewriting (issue 12): the four names MindSpore also exports at the top level -----
from . import rewrite  # noqa: E402
from .rewrite import SymbolTree, Node, NodeType, ScopedValue  # noqa: E402
__all__ += ["SymbolTree", "Node", "NodeType", "ScopedValue"]

# ----- MindIR files as protobuf messages (issue 12) -----
from .graph._utils.mindir_util import load_mindir, save_mindir  # noqa: E402
__all__ += ["load_mindir", "save_mindir"]

from ._unsupported import missing_name_hook as _missing_name_hook  # noqa: E402
__getattr__ = _missing_name_hook(__name__)
