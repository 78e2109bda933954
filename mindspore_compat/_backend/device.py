"""Device selection: MindSpore ``device_target`` names mapped to torch devices.

This is the only module that knows torch device strings and the only one that imports ``torch_npu``
(lazily, when ``"Ascend"`` is asked for).
"""
import importlib
import os

import torch

__all__ = ["VALID_TARGETS", "compute_dtype", "set_target", "current_device", "current_target", "device_count", "set_deterministic",
           "target_available", "target_initialized", "device_module", "default_generator", "new_generator",
           "seed_all", "synchronize", "memory_counters", "memory_blocks", "reset_peaks", "empty_cache",
           "device_properties", "new_stream", "current_stream", "default_stream", "set_stream", "new_event",
           "swap_device", "restore_device", "torch_device", "target_of"]

#: MindSpore ``device_target`` values, in the order MindSpore lists them.
VALID_TARGETS = ("CPU", "GPU", "Ascend")

_TORCH_TYPE = {"CPU": "cpu", "GPU": "cuda", "Ascend": "npu"}

_state = {"target": "CPU", "device": torch.device("cpu")}


def _load_torch_npu():
    """Import ``torch_npu`` (it registers the ``npu`` device with torch) or explain how to get it."""
    try:
        return importlib.import_module("torch_npu")
    except ImportError as exc:
        raise RuntimeError(
            "device_target='Ascend' runs on torch_npu, which could not be imported "
            f"({type(exc).__name__}: {exc}). Install the Ascend CANN toolkit and the torch_npu release that "
            f"matches torch {torch.__version__} (`pip install torch-npu`, or `pip install "
            "mindspore_compat[ascend]`).") from exc


def _accelerator_module(target):
    """The torch device module (``torch.cuda`` / ``torch.npu``) after checking it has a usable device."""
    if target == "GPU":
        if not torch.cuda.is_available():
            built = f"CUDA {torch.version.cuda}" if torch.version.cuda else "a CPU-only build"
            raise RuntimeError(
                "device_target='GPU' needs a CUDA-enabled PyTorch and a visible NVIDIA GPU, but "
                f"torch {torch.__version__} ({built}) reports no usable CUDA device. Install a CUDA build of "
                "PyTorch that matches your driver, or use device_target='CPU'.")
        return torch.cuda
    _load_torch_npu()
    npu = getattr(torch, "npu", None)
    if npu is None or not npu.is_available():
        raise RuntimeError(
            "device_target='Ascend': torch_npu is installed but reports no usable NPU. Check the Ascend driver "
            "and CANN installation (npu-smi info) and that the CANN environment script has been sourced, or use "
            "device_target='CPU'.")
    return npu


def torch_device(device_target):
    """The ``torch.device`` of ``device_target`` (the current index when it is the current target, else 0),
    after checking the device is usable (RuntimeError saying what to install otherwise)."""
    if device_target == "CPU":
        return torch.device("cpu")
    _accelerator_module(device_target)
    return torch.device(_TORCH_TYPE[device_target], _index(device_target))


def target_of(dev):
    """The MindSpore ``device_target`` name (``"CPU"``, ``"GPU"``, ``"Ascend"``) of a ``torch.device``."""
    return {"cpu": "CPU", "cuda": "GPU", "npu": "Ascend"}.get(dev.type, dev.type)


def device_count(device_target):
    """Number of devices torch can see for ``device_target`` (``1`` for ``"CPU"``)."""
    if device_target == "CPU":
        return 1
    return _accelerator_module(device_target).device_count()


def set_target(device_target, device_id=0):
    """Make ``device_target`` / ``device_id`` the device every new Tensor lands on.

    Args:
        device_target (str): ``"CPU"``, ``"GPU"`` or ``"Ascend"``.
        device_id (int): device index; ignored for ``"CPU"``.

    Returns:
        torch.device, the selected device.

    Raises:
        ValueError: `device_target` is not one of :data:`VALID_TARGETS`.
        RuntimeError: the device is not available in this installation, or `device_id` is out of range.
    """
    if device_target not in VALID_TARGETS:
        raise ValueError(f"For 'context.set_context', the argument 'device_target' must be one of "
                         f"{list(VALID_TARGETS)}, but got {device_target}.")
    if device_target == "CPU":
        dev = torch.device("cpu")
    else:
        module = _accelerator_module(device_target)
        count = module.device_count()
        if device_id >= count:
            raise RuntimeError(f"device_target='{device_target}' with device_id={device_id}: only {count} "
                               f"device(s) visible (valid ids are 0 to {count - 1}).")
        dev = torch.device(_TORCH_TYPE[device_target], device_id)
        module.set_device(dev)
    _state["target"] = device_target
    _state["device"] = dev
    return dev


def current_device():
    """The ``torch.device`` new Tensors and Parameters are created on (``cpu``, ``cuda:N`` or ``npu:N``)."""
    return _state["device"]


def current_target():
    """The MindSpore ``device_target`` name of :func:`current_device`."""
    return _state["target"]


def set_deterministic(enabled):
    """Ask torch for deterministic kernels (warning, not failing, where an operator has none).

    Also sets the environment the vendor libraries read: cuBLAS needs a fixed workspace
    (``CUBLAS_WORKSPACE_CONFIG``) and HCCL a deterministic reduction order (``HCCL_DETERMINISTIC``).
    """
    if enabled:
        os.environ.setdefault("CUBLAS_WORKSPACE_CONFIG", ":4096:8")
        if os.environ.get("HCCL_DETERMINISTIC") != "strict":
            os.environ["HCCL_DETERMINISTIC"] = "true"
    elif "HCCL_DETERMINISTIC" in os.environ:
        os.environ["HCCL_DETERMINISTIC"] = "false"
    torch.use_deterministic_algorithms(bool(enabled), warn_only=True)
    torch.backends.cudnn.deterministic = bool(enabled)
    torch.backends.cudnn.benchmark = False


# ----- runtime facade: generators, memory counters, streams and events of the torch device module -----------------
# Every function takes a MindSpore device_target (None: the current one). On "CPU" there is no device module:
# the callers in mindspore.runtime / mindspore.hal then give MindSpore's documented CPU answers.

def target_available(device_target):
    """Whether torch can run ``device_target`` here (never raises)."""
    if device_target == "CPU":
        return True
    if device_target == "GPU":
        return torch.cuda.is_available()
    try:
        _load_torch_npu()
    except RuntimeError:
        return False
    npu = getattr(torch, "npu", None)
    return npu is not None and npu.is_available()


def target_initialized(device_target):
    """Whether the device runtime of ``device_target`` has been started in this process."""
    if device_target == "CPU":
        return True
    if device_target == "GPU":
        return torch.cuda.is_initialized()
    npu = getattr(torch, "npu", None)
    return bool(npu is not None and npu.is_initialized())


def device_module(device_target=None):
    """``torch.cuda`` / ``torch.npu`` for ``device_target`` (default: the current target); ``None`` for CPU."""
    target = _state["target"] if device_target is None else device_target
    if target == "CPU":
        return None
    return _accelerator_module(target)


def _index(device_target):
    dev = _state["device"]
    if device_target in (None, _state["target"]) and dev.index is not None:
        return dev.index
    return 0


def default_generator():
    """torch's default generator of the current device (the one ``torch.rand(...)`` draws from)."""
    module = device_module()
    if module is None:
        return torch.default_generator
    return module.default_generators[_index(None)]


def new_generator():
    """A fresh torch generator on the current device."""
    return torch.Generator(device=_state["device"])


def seed_all(seed):
    """Seed the CPU generator and those of every visible accelerator of the current kind."""
    torch.manual_seed(seed)
    module = device_module()
    if module is not None:
        module.manual_seed_all(seed)


def synchronize(device_target=None):
    """Wait for all work queued on the current device (nothing to wait for on CPU)."""
    module = device_module(device_target)
    if module is not None:
        module.synchronize(_index(device_target))


_MEMORY_KEYS = {"allocated": "memory_allocated", "reserved": "memory_reserved",
                "max_allocated": "max_memory_allocated", "max_reserved": "max_memory_reserved"}


def memory_counters(device_target=None):
    """Byte counters of the caching allocator: allocated, reserved and their peaks; zeros on CPU.

    On CPU torch allocates with the system allocator and keeps no pool, so there is nothing to count (MindSpore
    reports zeros there too).
    """
    module = device_module(device_target)
    if module is None:
        return {key: 0 for key in _MEMORY_KEYS}
    idx = _index(device_target)
    return {key: int(getattr(module, fn)(idx)) for key, fn in _MEMORY_KEYS.items()}


def memory_blocks(device_target=None):
    """The allocator's own statistics dictionary (``torch.cuda.memory_stats``); empty on CPU."""
    module = device_module(device_target)
    return {} if module is None else dict(module.memory_stats(_index(device_target)))


def reset_peaks(device_target=None, which=("allocated", "reserved")):
    """Reset the peak counters named in ``which`` (torch resets both together, so either resets both)."""
    module = device_module(device_target)
    if module is not None and which:
        module.reset_peak_memory_stats(_index(device_target))


def empty_cache(device_target=None):
    """Give cached, unused blocks back to the device (nothing is cached on CPU)."""
    module = device_module(device_target)
    if module is not None:
        module.empty_cache()


def device_properties(device_id, device_target=None):
    """(name, capability, properties, arch list) of one accelerator, or ``None`` on CPU."""
    module = device_module(device_target)
    if module is None:
        return None
    arch = module.get_arch_list() if hasattr(module, "get_arch_list") else None
    capability = module.get_device_capability(device_id) if hasattr(module, "get_device_capability") else None
    return module.get_device_name(device_id), capability, module.get_device_properties(device_id), arch


def new_stream(priority=0, handle=None):
    """A torch stream on the current device (an existing one when ``handle`` is a torch stream); None on CPU."""
    module = device_module()
    if module is None:
        return None
    if handle is not None:
        return handle
    return module.Stream(device=_state["device"], priority=priority)


def current_stream():
    """The torch stream work is queued on now; None on CPU."""
    module = device_module()
    return None if module is None else module.current_stream(_state["device"])


def default_stream():
    """The device's default torch stream; None on CPU."""
    module = device_module()
    return None if module is None else module.default_stream(_state["device"])


def set_stream(stream):
    """Make the torch ``stream`` current (no effect on CPU)."""
    module = device_module()
    if module is not None and stream is not None:
        module.set_stream(stream)


def new_event(enable_timing=False, blocking=False):
    """A torch event of the current device; None on CPU."""
    module = device_module()
    return None if module is None else module.Event(enable_timing=enable_timing, blocking=blocking)


def swap_device(device_target, device_id=0):
    """Make ``device_target`` current (``"meta"``: torch's shape-only device) and return the previous state, for
    :func:`restore_device`."""
    previous = dict(_state)
    if device_target == "meta":
        _state["target"], _state["device"] = "meta", torch.device("meta")
    else:
        set_target(device_target, device_id)
    return previous


def restore_device(previous):
    """Undo :func:`swap_device`."""
    if previous["target"] not in ("CPU", "meta"):
        _accelerator_module(previous["target"]).set_device(previous["device"])
    _state.update(previous)


def compute_dtype(t):
    """The dtype a kernel should run in for tensor `t`: float32 for float16 data on the CPU, whose torch kernels
    (3-D pooling among them) lack half precision; the tensor's own dtype otherwise."""
    return torch.float32 if t.dtype == torch.float16 and t.device.type == "cpu" else t.dtype
