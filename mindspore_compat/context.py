"""
Execution context (``mindspore.context``): execution mode, target device and parallel settings.

Every setting is process-wide. The mode, the device target, the device id and ``deterministic`` change what
the PyTorch backend does; the other MindSpore keys are accepted, validated and remembered (``get_context``
returns them) but tune MindSpore's own graph compiler and runtime, which this package does not have, so they
change nothing.
"""
import os
import re
import warnings

from ._backend import device as _device
from ._checkparam import check_value_type

__all__ = ["GRAPH_MODE", "PYNATIVE_MODE", "STRICT", "COMPATIBLE", "LAX", "set_context", "get_context",
           "set_auto_parallel_context", "get_auto_parallel_context", "reset_auto_parallel_context",
           "ParallelMode"]

GRAPH_MODE = 0
PYNATIVE_MODE = 1

# Values of the 'jit_syntax_level' key.
STRICT = 0
COMPATIBLE = 1
LAX = 2

_SET = "context.set_context"
_GET = "context.get_context"
_MEMORY_RE = re.compile(r"([1-9][0-9]*(\.)?[0-9]*GB|0\.[0-9]*GB)")

# key: (accepted types, default reported by get_context before the key is set). ``None`` as default: the key
# has no default we report (MindSpore derives it from the device or the build).
_CONTEXT_KEYS = {
    "mode": (int, PYNATIVE_MODE),
    "device_target": (str, "CPU"),
    "device_id": (int, 0),
    "save_graphs": ((bool, int), 0),
    "save_graphs_path": (str, "."),
    "enable_reduce_precision": (bool, True),
    "variable_memory_max_size": (str, None),
    "max_device_memory": (str, 1024.0),
    "mempool_block_size": (str, 1.0),
    "op_timeout": (int, 1900),
    "deterministic": (str, "OFF"),
    "print_file_path": (str, None),
    "env_config_path": (str, None),
    "reserve_class_name_in_scope": (bool, True),
    "pynative_synchronize": (bool, False),
    "enable_graph_kernel": (bool, False),
    "graph_kernel_flags": (str, ""),
    "check_bprop": (bool, False),
    "max_call_depth": (int, 1000),
    "enable_compile_cache": (bool, False),
    "compile_cache_path": (str, "."),
    "save_compile_cache": (bool, False),
    "load_compile_cache": (bool, False),
    "inter_op_parallel_num": (int, 0),
    "runtime_num_threads": (int, 30),
    "disable_format_transform": (bool, False),
    "support_binary": (bool, False),
    "memory_optimize_level": (str, "O0"),
    "aoe_tune_mode": (str, None),
    "aoe_config": (dict, None),
    "ascend_config": (dict, None),
    "gpu_config": (dict, None),
    "jit_config": (dict, {}),
    "jit_level": (object, ""),
    "infer_boost": (object, "off"),
    "jit_syntax_level": (int, LAX),
    "debug_level": (int, 0),
    "exec_order": (object, "bfs"),
    "op_debug_option": (str, ""),
    "profiling_options": (str, None),
}

# Keys MindSpore 2.10 removed: (version, what to use instead). Setting one raises ValueError as MindSpore does.
_REMOVED_KEYS = {"precompile_only": ("2.10", "env MS_DEV_PRECOMPILE_ONLY"),
                 "grad_for_scalar": ("2.10", "tensor derivative"),
                 "exception_dump": ("2.6", "device_context.ascend.op_debug.aclinit_config()")}
# The keys 'jit_config' accepts and their values.
_JIT_CONFIG_VALUES = {"jit_level": ["O0", "O1", "O2"], "infer_boost": ["on", "off"]}
# Values of the 'debug_level' key.
RELEASE = 0
DEBUG = 1

# Keys MindSpore itself only warns about and ignores.
_DEPRECATED_KEYS = ("enable_sparse", "auto_tune_mode", "enable_auto_mixed_precision", "enable_dump",
                    "save_dump_path")
# Keys that belong inside ``ascend_config``.
_ASCEND_CONFIG_ONLY = ("precision_mode", "jit_compile", "atomic_clean_policy", "matmul_allow_hf32",
                       "conv_allow_hf32", "op_precision_mode")

_context = {}


def _one_of(key, value, options):
    if value not in options:
        raise ValueError(f"For '{_SET}', the argument '{key}' must be one of {list(options)}, but got {value}.")
    return value


def _non_negative(key, value):
    if value < 0:
        raise ValueError(f"For '{_SET}', the argument '{key}' must be greater than or equal to 0, but got {value}.")
    return value


def _memory_size(key, value):
    if not _MEMORY_RE.fullmatch(value):
        raise ValueError(f"For '{_SET}', the argument '{key}' should be a size in GB such as \"5GB\" or \"3.5GB\", "
                         f"but got {value}.")
    size = float(value[:-2])
    if key == "max_device_memory" and size == 0:
        raise ValueError(f"For '{_SET}', the argument 'max_device_memory' should not be \"0GB\".")
    if key == "mempool_block_size" and size < 1.0:
        raise ValueError(f"For '{_SET}', the argument 'mempool_block_size' should be greater or equal to \"1GB\", "
                         f"but got {value}.")
    return value if key == "variable_memory_max_size" else size


def _check_mode(key, value):
    if value not in (GRAPH_MODE, PYNATIVE_MODE):
        raise ValueError(f"For '{_SET}', the argument 'mode' should be context.GRAPH_MODE (0) or "
                         f"context.PYNATIVE_MODE (1), but got {value}.")
    return value


def _check_device_id(key, value):
    if not 0 <= value <= 4095:
        raise ValueError(f"For '{_SET}', the argument 'device_id' must be in range [0, 4095], but got {value}.")
    return value


def _check_save_graphs(key, value):
    value = {True: 2, False: 0}.get(value, value) if isinstance(value, bool) else value
    if not 0 <= value <= 3:
        raise ValueError(f"For '{_SET}', the argument 'save_graphs' should be 0-3 (False is 0, True is 2), "
                         f"but got {value}.")
    return value


def _check_path(key, value):
    if not value.strip():
        raise ValueError(f"For '{_SET}', the argument '{key}' should be a non-empty string, but got '{value}'.")
    return os.path.realpath(value)


def _check_max_call_depth(key, value):
    if value <= 0:
        raise ValueError(f"For '{_SET}', the argument 'max_call_depth' must be greater than 0, but got {value}.")
    return value


def _check_jit_syntax_level(key, value):
    if value not in (STRICT, COMPATIBLE, LAX):
        raise ValueError(f"For 'jit_syntax_level', the value should be context.STRICT or context.LAX, but got "
                         f"{value}.")
    return value


def _check_debug_level(key, value):
    if value not in (RELEASE, DEBUG):
        raise ValueError(f"For 'debug_level', the value should be context.DEBUG or context.RELEASE, but got {value}.")
    return value


def _check_jit_config(key, value):
    for name, setting in value.items():
        if name not in _JIT_CONFIG_VALUES:
            raise ValueError(f"For '{_SET}', the key of argument 'jit_config' must be one of {_JIT_CONFIG_VALUES}, "
                             f"but got {name}.")
        if setting not in _JIT_CONFIG_VALUES[name]:
            raise ValueError(f"For 'jit_config', the value of argument {name} must be one of "
                             f"{_JIT_CONFIG_VALUES[name]}, but got {setting}.")
    return dict(value)


def _check_str_setting(key, value):
    # MindSpore hands these strings to its C++ context, which refuses any other type with RuntimeError.
    if not isinstance(value, str):
        raise RuntimeError(f"For '{_SET}', the argument '{key}' must be a str, but got {type(value)}.")
    return value


_VALUE_CHECKS = {
    "mode": _check_mode,
    "device_target": lambda k, v: _one_of(k, v, _device.VALID_TARGETS),
    "device_id": _check_device_id,
    "save_graphs": _check_save_graphs,
    "save_graphs_path": _check_path,
    "compile_cache_path": _check_path,
    "print_file_path": _check_path,
    "env_config_path": _check_path,
    "max_device_memory": _memory_size,
    "mempool_block_size": _memory_size,
    "variable_memory_max_size": _memory_size,
    "deterministic": lambda k, v: _one_of(k, v, ("ON", "OFF")),
    "memory_optimize_level": lambda k, v: _one_of(k, v, ("O0", "O1")),
    "aoe_tune_mode": lambda k, v: _one_of(k, v, ("online", "offline")),
    "max_call_depth": _check_max_call_depth,
    "op_timeout": _non_negative,
    "runtime_num_threads": _non_negative,
    "inter_op_parallel_num": _non_negative,
    "jit_syntax_level": _check_jit_syntax_level,
    "debug_level": _check_debug_level,
    "exec_order": lambda k, v: _one_of(k, v, ("bfs", "dfs")),
    "ascend_config": lambda k, v: dict(v),
    "gpu_config": lambda k, v: dict(v),
    "jit_config": _check_jit_config,
    "jit_level": _check_str_setting,
    "infer_boost": _check_str_setting,
    "aoe_config": lambda k, v: dict(v),
}


def _reset_context():
    """Restore every context key to its default and move back to the CPU (used by tests)."""
    _context.clear()
    _context.update({key: default for key, (_, default) in _CONTEXT_KEYS.items()})
    _device.set_target("CPU", 0)


_reset_context()


def set_context(**kwargs):
    """
    Set the execution context: the running mode, the target device and other runtime options.

    Call it at the start of a script, before networks and tensors are created: tensors already created stay
    on the device they were created on. All keys are checked before any of them takes effect, so a call that
    raises changes nothing.

    Keys that change what runs:

    - ``mode`` (int): ``GRAPH_MODE`` (0) or ``PYNATIVE_MODE`` (1). Default: ``PYNATIVE_MODE``.
      ``GRAPH_MODE`` compiles each Cell call with ``torch.compile`` (see :func:`mindspore.jit`); both modes
      compute the same numbers.
    - ``jit_level`` (str) and ``jit_config`` (dict with ``"jit_level"``: ``"O0"``, ``"O1"`` or ``"O2"``, and
      ``"infer_boost"``: ``"on"`` or ``"off"``): the level GRAPH_MODE compiles with (``"O0"``: ``eager``,
      ``"O1"`` / ``"O2"``: ``inductor``). A new ``jit_config`` replaces the previous one.
    - ``device_target`` (str): ``"CPU"``, ``"GPU"`` or ``"Ascend"``. Default: ``"CPU"``. ``"GPU"`` needs a
      CUDA build of PyTorch and a visible GPU; ``"Ascend"`` needs ``torch_npu`` and a visible NPU.
    - ``device_id`` (int): index of the device to use, in [0, 4095]. Default: ``0``.
    - ``deterministic`` (str): ``"ON"`` makes PyTorch pick deterministic kernels (it warns where an operator
      has none); ``"OFF"`` (default) lets it pick the fastest.

    The other MindSpore keys (``save_graphs``, ``save_graphs_path``, ``max_device_memory``,
    ``mempool_block_size``, ``max_call_depth``, ``jit_syntax_level``, ``jit_config``,
    ``ascend_config``, ``gpu_config``, ``runtime_num_threads``, ``op_timeout``, ``memory_optimize_level``,
    ``pynative_synchronize``, ``enable_graph_kernel``, ``enable_compile_cache``, ``exec_order``,
    ``infer_boost``, ``debug_level``, ``op_debug_option`` and the rest
    of MindSpore's list) are validated the way MindSpore validates them and are reported back by
    :func:`get_context`; they configure MindSpore's own compiler and runtime and have no effect here.
    ``enable_sparse``, ``auto_tune_mode``, ``enable_auto_mixed_precision``, ``enable_dump`` and
    ``save_dump_path`` are deprecated in MindSpore: they are ignored with a ``DeprecationWarning``.
    ``precompile_only`` and ``grad_for_scalar``, removed by MindSpore 2.10, raise ``ValueError``.

    Args:
        **kwargs: the keys above, as keyword arguments.

    Raises:
        TypeError: If a value has the wrong type (for example ``mode="graph"``).
        ValueError: If a key is not a context key, or a value is out of range (``mode=2``,
            ``device_target="TPU"``, ``device_id=-1`` ...).
        RuntimeError: If ``jit_level`` or ``infer_boost`` is not a str.
        RuntimeError: If ``device_target`` names a device this installation cannot use.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore as ms
        >>> ms.set_context(mode=ms.GRAPH_MODE)
        >>> ms.get_context("mode")
        0
        >>> ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU", max_call_depth=2000)
        >>> ms.get_context("max_call_depth")
        2000
    """
    updates = {}
    for key, value in kwargs.items():
        if key in _DEPRECATED_KEYS:
            warnings.warn(f"For '{_SET}', '{key}' is deprecated and is ignored.", DeprecationWarning, stacklevel=2)
            continue
        if key in _REMOVED_KEYS:
            version, instead = _REMOVED_KEYS[key]
            raise ValueError(f"For '{_SET}', the parameter '{key}' has been removed since MindSpore {version} "
                             f"version. Please use the {instead} instead.")
        if key in _ASCEND_CONFIG_ONLY:
            raise ValueError(f"For '{_SET}', please set '{key}' through the argument 'ascend_config'.")
        if key not in _CONTEXT_KEYS:
            raise ValueError(f"For '{_SET}', the keyword argument {key} is not recognized! Valid keys are: "
                             f"{', '.join(sorted(_CONTEXT_KEYS))}.")
        check_value_type(key, value, _CONTEXT_KEYS[key][0], _SET)
        check = _VALUE_CHECKS.get(key)
        updates[key] = check(key, value) if check else value

    if "device_target" in updates or "device_id" in updates:
        _device.set_target(updates.get("device_target", _context["device_target"]),
                           updates.get("device_id", _context["device_id"]))
    if "deterministic" in updates:
        _device.set_deterministic(updates["deterministic"] == "ON")
    if "jit_config" in updates:  # the new dict replaces the old one; its entries set the matching keys
        for name in _JIT_CONFIG_VALUES:
            if name in updates["jit_config"] and name not in updates:
                updates[name] = updates["jit_config"][name]
    for key in ("ascend_config", "gpu_config", "aoe_config"):
        if key in updates and _context.get(key):
            updates[key] = {**_context[key], **updates[key]}
    _context.update(updates)


def _graph_mode():
    """Whether GRAPH_MODE is set (a fast check for ``Cell.__call__``)."""
    return _context["mode"] == GRAPH_MODE


def get_context(attr_key):
    """
    Get the value of one context key.

    Args:
        attr_key (str): a key accepted by :func:`set_context`, such as ``"mode"``, ``"device_target"`` or
            ``"device_id"``.

    Returns:
        The value set for the key, or its default. Keys MindSpore fills in from the hardware or the build
        (such as ``"ascend_config"`` before it is set) return ``None``.

    Raises:
        ValueError: If `attr_key` is not a context key.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore as ms
        >>> ms.get_context("mode") == ms.PYNATIVE_MODE
        True
        >>> ms.get_context("device_id")
        0
    """
    if attr_key not in _context:
        raise ValueError(f"For '{_GET}', the argument {attr_key} is not recognized! Valid keys are: "
                         f"{', '.join(sorted(_context))}.")
    value = _context[attr_key]
    return dict(value) if isinstance(value, dict) else value


class ParallelMode:
    """
    Names of the parallel modes accepted by ``set_auto_parallel_context(parallel_mode=...)``.

    - ``STAND_ALONE`` (``"stand_alone"``): one process, no gradient communication. The default.
    - ``DATA_PARALLEL`` (``"data_parallel"``): every process holds the whole network; gradients are all-reduced.
    - ``HYBRID_PARALLEL`` (``"hybrid_parallel"``): data parallelism plus model parallelism written by hand.
    - ``SEMI_AUTO_PARALLEL`` (``"semi_auto_parallel"``): sharding from per-operator strategies.
    - ``AUTO_PARALLEL`` (``"auto_parallel"``): sharding searched automatically.

    ``MODE_LIST`` lists the five values. The two sharding modes need MindSpore's graph compiler and are not
    supported by this package yet: setting them raises ``RuntimeError``.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> from mindspore import ParallelMode
        >>> ParallelMode.DATA_PARALLEL
        'data_parallel'
    """

    STAND_ALONE, DATA_PARALLEL = "stand_alone", "data_parallel"
    HYBRID_PARALLEL, SEMI_AUTO_PARALLEL, AUTO_PARALLEL = "hybrid_parallel", "semi_auto_parallel", "auto_parallel"
    MODE_LIST = [STAND_ALONE, DATA_PARALLEL, HYBRID_PARALLEL, SEMI_AUTO_PARALLEL, AUTO_PARALLEL]


_SET_PAR = "context.set_auto_parallel_context"
_SEARCH_MODES = ("recursive_programming", "dynamic_programming", "sharding_propagation")

# key: (accepted types, default)
_PARALLEL_KEYS = {
    "device_num": (int, 1),
    "global_rank": (int, 0),
    "gradients_mean": (bool, False),
    "gradient_fp32_sync": (bool, True),
    "parallel_mode": (str, ParallelMode.STAND_ALONE),
    "search_mode": (str, "dynamic_programming"),
    "auto_parallel_search_mode": (str, "dynamic_programming"),
    "parameter_broadcast": (bool, False),
    "strategy_ckpt_load_file": (str, ""),
    "strategy_ckpt_save_file": (str, ""),
    "full_batch": (bool, False),
    "dataset_strategy": ((str, tuple), "data_parallel"),
    "enable_parallel_optimizer": (bool, False),
    "parallel_optimizer_config": (dict, {}),
    "enable_alltoall": (bool, False),
    "all_reduce_fusion_config": (list, []),
    "pipeline_stages": (int, 1),
    "grad_accumulation_step": (int, 1),
    "comm_fusion": (dict, {}),
    "strategy_ckpt_config": (dict, {"load_file": "", "save_file": "", "only_trainable_params": True}),
    "loss_repeated_mean": (bool, True),
}

_parallel = {}


def _int_range(key, value, low, high):
    if not low <= value <= high:
        raise ValueError(f"For '{_SET_PAR}', the argument '{key}' must be in range [{low}, {high}], "
                         f"but got {value}.")
    return value


def _check_parallel_mode(key, value):
    if value not in ParallelMode.MODE_LIST:
        raise ValueError(f"For '{_SET_PAR}', the argument 'parallel_mode' must be one of {ParallelMode.MODE_LIST}, "
                         f"but got {value}.")
    if value in (ParallelMode.SEMI_AUTO_PARALLEL, ParallelMode.AUTO_PARALLEL):
        raise RuntimeError(f"parallel_mode='{value}' is not supported by mindspore_compat yet: operator sharding "
                           "needs MindSpore's graph compiler. Use 'stand_alone' or 'data_parallel'.")
    return value


def _check_search_mode(key, value):
    if value not in _SEARCH_MODES:
        raise ValueError(f"For '{_SET_PAR}', the argument '{key}' must be one of {list(_SEARCH_MODES)}, "
                         f"but got {value}.")
    return value


def _check_dataset_strategy(key, value):
    if isinstance(value, str) and value not in ("data_parallel", "full_batch"):
        raise ValueError(f"For '{_SET_PAR}', the argument 'dataset_strategy' must be 'data_parallel', "
                         f"'full_batch' or a tuple of strategies, but got {value}.")
    return value


_PARALLEL_CHECKS = {
    "device_num": lambda k, v: _int_range(k, v, 1, 4096),
    "global_rank": lambda k, v: _int_range(k, v, 0, 4095),
    "parallel_mode": _check_parallel_mode,
    "search_mode": _check_search_mode,
    "auto_parallel_search_mode": _check_search_mode,
    "dataset_strategy": _check_dataset_strategy,
    "pipeline_stages": lambda k, v: _int_range(k, v, 1, 4096),
    "grad_accumulation_step": lambda k, v: _int_range(k, v, 1, 2 ** 31 - 1),
    "parallel_optimizer_config": lambda k, v: dict(v),
    "comm_fusion": lambda k, v: dict(v),
    "strategy_ckpt_config": lambda k, v: dict(v),
    "all_reduce_fusion_config": lambda k, v: list(v),
}


def _copy(value):
    return dict(value) if isinstance(value, dict) else list(value) if isinstance(value, list) else value


def set_auto_parallel_context(**kwargs):
    """
    Set how training is spread over several processes (devices).

    Common keys:

    - ``parallel_mode`` (str): ``"stand_alone"`` (default), ``"data_parallel"`` or ``"hybrid_parallel"``; see
      :class:`ParallelMode`. ``"semi_auto_parallel"`` and ``"auto_parallel"`` are not supported yet.
    - ``gradients_mean`` (bool): average instead of sum the all-reduced gradients. Default: ``False``.
    - ``device_num`` (int): number of devices, in [1, 4096]. Default: ``1``.
    - ``global_rank`` (int): rank of this process, in [0, 4095]. Default: ``0``.
    - ``parameter_broadcast`` (bool): broadcast rank 0's parameters before training. Default: ``False``.

    MindSpore's other keys (``gradient_fp32_sync``, ``search_mode``, ``auto_parallel_search_mode``,
    ``full_batch``, ``dataset_strategy``, ``enable_parallel_optimizer``, ``parallel_optimizer_config``,
    ``enable_alltoall``, ``all_reduce_fusion_config``, ``pipeline_stages``, ``grad_accumulation_step``,
    ``comm_fusion``, ``strategy_ckpt_load_file``, ``strategy_ckpt_save_file``, ``strategy_ckpt_config``,
    ``loss_repeated_mean``) are validated and remembered; they tune MindSpore's sharding compiler.
    All keys are checked before any of them takes effect.

    Args:
        **kwargs: the keys above, as keyword arguments.

    Raises:
        TypeError: If a value has the wrong type.
        ValueError: If a key is not an auto-parallel context key or a value is out of range.
        RuntimeError: If `parallel_mode` is ``"semi_auto_parallel"`` or ``"auto_parallel"``.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore as ms
        >>> ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)
        >>> ms.get_auto_parallel_context("parallel_mode")
        'data_parallel'
        >>> ms.reset_auto_parallel_context()
    """
    updates = {}
    for key, value in kwargs.items():
        if key not in _PARALLEL_KEYS:
            raise ValueError(f"For '{_SET_PAR}', the keyword argument {key} is not recognized! Valid keys are: "
                             f"{', '.join(sorted(_PARALLEL_KEYS))}.")
        check_value_type(key, value, _PARALLEL_KEYS[key][0], _SET_PAR)
        check = _PARALLEL_CHECKS.get(key)
        updates[key] = check(key, value) if check else value
    if "dataset_strategy" in updates and "full_batch" not in updates:
        updates["full_batch"] = updates["dataset_strategy"] == "full_batch"
    if "search_mode" in updates and "auto_parallel_search_mode" not in updates:
        updates["auto_parallel_search_mode"] = updates["search_mode"]
    elif "auto_parallel_search_mode" in updates and "search_mode" not in updates:
        updates["search_mode"] = updates["auto_parallel_search_mode"]
    _parallel.update(updates)


def get_auto_parallel_context(attr_key):
    """
    Get the value of one auto-parallel context key.

    Args:
        attr_key (str): a key accepted by :func:`set_auto_parallel_context`.

    Returns:
        The value set for the key, or its default.

    Raises:
        ValueError: If `attr_key` is not an auto-parallel context key.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore as ms
        >>> ms.get_auto_parallel_context("device_num")
        1
        >>> ms.get_auto_parallel_context("gradients_mean")
        False
    """
    if attr_key not in _parallel:
        raise ValueError(f"For 'context.get_auto_parallel_context', the argument {attr_key} is not recognized! "
                         f"Valid keys are: {', '.join(sorted(_parallel))}.")
    return _copy(_parallel[attr_key])


def reset_auto_parallel_context():
    """
    Reset every auto-parallel context key to its default: ``parallel_mode="stand_alone"``, ``device_num=1``,
    ``global_rank=0``, ``gradients_mean=False``, ``gradient_fp32_sync=True``, ``parameter_broadcast=False``,
    ``full_batch=False``, ``pipeline_stages=1`` and so on.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore as ms
        >>> ms.set_auto_parallel_context(device_num=8)
        >>> ms.reset_auto_parallel_context()
        >>> ms.get_auto_parallel_context("device_num")
        1
    """
    _parallel.clear()
    _parallel.update({key: _copy(default) for key, (_, default) in _PARALLEL_KEYS.items()})


reset_auto_parallel_context()


# ----- parameter-server context ---------------------------------------------------------------------------------
# MindSpore's parameter-server mode runs workers, servers and a scheduler in its own C++ cluster runtime. Here the
# keys are validated and stored like MindSpore's PS context does, so scripts that set them keep running; training
# stays data parallel on torch.distributed. The process role always reads "MS_NOT_PS" because no PS role is started.
__all__ += ["set_ps_context", "get_ps_context"]

_PS_ROLES = ("MS_WORKER", "MS_SERVER", "MS_PSERVER", "MS_SCHED")
_ps = {"server_mode": "", "enable_ps": False, "worker_num": 0, "server_num": 0, "scheduler_ip": "127.0.0.1",
       "scheduler_port": 6667, "enable_ssl": False, "config_file_path": ""}


def _ps_typed(key, value, kind, low=None, high=None):
    bad = not isinstance(value, kind) or (kind is int and isinstance(value, bool) and low is not None)
    if not bad and low is not None and not low <= value <= high:
        bad = True
    if bad:
        want = kind.__name__ if low is None else f"int in [{low}, {high}]"
        raise TypeError(f"For 'set_ps_context', the value of '{key}' must be {want}, but got {value!r}.")
    return value


def _ps_set_server_mode(value):
    _ps_typed("server_mode", value, str)
    if value != "PARAMETER_SERVER":
        raise RuntimeError(f"{value} is invalid. Server mode must be PARAMETER_SERVER")
    _ps["server_mode"] = value


def _ps_set_role(value):
    _ps_typed("ms_role", value, str)
    if value not in _PS_ROLES:
        raise RuntimeError(f"ms_role {value} is invalid.")


def _ps_when_enabled(key, kind, low=None, high=None):
    def setter(value):
        _ps_typed(key, value, kind, low, high)
        if _ps["enable_ps"]:  # like MindSpore, the cluster sizes and address only take effect in PS mode
            _ps[key] = value
    return setter


def _ps_plain(key, kind):
    def setter(value):
        if kind is bool and isinstance(value, int):  # MindSpore's binding takes 0 and 1 for a bool
            _ps[key] = bool(value)
        else:
            _ps[key] = _ps_typed(key, value, kind)
    return setter


_PS_SETTERS = {
    "server_mode": _ps_set_server_mode,
    "ms_role": _ps_set_role,
    "enable_ps": _ps_plain("enable_ps", bool),
    "worker_num": _ps_when_enabled("worker_num", int, 0, 2 ** 32 - 1),
    "server_num": _ps_when_enabled("server_num", int, 0, 2 ** 32 - 1),
    "scheduler_ip": _ps_when_enabled("scheduler_ip", str),
    "scheduler_port": _ps_when_enabled("scheduler_port", int, 0, 65535),
    "enable_ssl": _ps_plain("enable_ssl", bool),
    "client_password": lambda value: _ps_typed("client_password", value, str),
    "server_password": lambda value: _ps_typed("server_password", value, str),
    "config_file_path": _ps_plain("config_file_path", str),
}


def set_ps_context(**kwargs):
    """
    Set keys of the parameter-server training context (deprecated in MindSpore).

    The keys are checked and stored as MindSpore does; mindspore_compat starts no parameter-server roles, so the
    settings do not change how training runs (train data parallel with :mod:`mindspore.communication`).
    ``worker_num``, ``server_num``, ``scheduler_ip`` and ``scheduler_port`` are only taken while ``enable_ps`` is
    ``True``; the passwords are checked and never stored.

    Args:
        enable_ps (bool): Turn parameter-server mode on or off. Default: ``False``.
        config_file_path (str): The file for server recovery. Default: ``''``.
        enable_ssl (bool): Use SSL between the roles. Default: ``False``.
        client_password (str): Password of the client certificate. Default: ``''``.
        server_password (str): Password of the server certificate. Default: ``''``.

    Raises:
        ValueError: If a keyword is not a parameter-server key.
        TypeError: If `enable_ps` is not a bool, or another value has the wrong type.
        RuntimeError: If `ms_role` or `server_mode` is not a valid value.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore as ms
        >>> ms.set_ps_context(enable_ssl=True)
        >>> print(ms.get_ps_context("enable_ssl"))
        True
        >>> ms.set_ps_context(enable_ssl=False)
    """
    if "enable_ps" in kwargs and not isinstance(kwargs["enable_ps"], bool):
        raise TypeError(f"The parameter 'enable_ps' must be {bool}, but got {type(kwargs['enable_ps'])}")
    for key, value in kwargs.items():
        if key not in _PS_SETTERS:
            raise ValueError(f"Set PS context keyword {key} is not recognized!")
        _PS_SETTERS[key](value)


def get_ps_context(attr_key):
    """
    Read one key of the parameter-server training context (deprecated in MindSpore).

    Args:
        attr_key (str): One of ``"server_mode"``, ``"ms_role"``, ``"enable_ps"``, ``"worker_num"``,
            ``"server_num"``, ``"scheduler_ip"``, ``"scheduler_port"``, ``"enable_ssl"`` and ``"config_file_path"``.

    Returns:
        The value of the key.

    Raises:
        ValueError: If `attr_key` is not a parameter-server key.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore as ms
        >>> print(ms.get_ps_context("enable_ps"), ms.get_ps_context("scheduler_port"))
        False 6667
    """
    if attr_key == "ms_role":
        return "MS_NOT_PS"
    if attr_key not in _ps:
        raise ValueError(f"Get PS context keyword {attr_key} is not recognized!")
    return _ps[attr_key]


from ._unsupported import missing_name_hook as _missing_name_hook  # noqa: E402
__getattr__ = _missing_name_hook(__name__)
