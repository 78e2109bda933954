"""Device selection: MindSpore ``device_target`` names mapped to torch devices.

This is the only module that knows torch device strings and the only one that imports ``torch_npu``
(lazily, when ``"Ascend"`` is asked for).
"""
import importlib

import torch

__all__ = ["VALID_TARGETS", "set_target", "current_device", "current_target", "device_count", "set_deterministic"]

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
    """Ask torch for deterministic kernels (warning, not failing, where an operator has none)."""
    torch.use_deterministic_algorithms(bool(enabled), warn_only=True)
    torch.backends.cudnn.deterministic = bool(enabled)
    torch.backends.cudnn.benchmark = False
