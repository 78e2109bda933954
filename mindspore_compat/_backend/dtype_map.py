"""MindSpore dtype <-> torch dtype <-> numpy dtype (the single table of the project)."""
import numpy as np
import torch

try:
    import ml_dtypes
except ImportError:  # bfloat16 data then converts through float32 on the numpy side
    ml_dtypes = None

# The MindSpore dtype objects live in ``common/dtype.py``; this module imports nothing from the package. The
# tables name the dtypes by their attribute names in ``common/dtype.py``, which hands its objects over with
# :func:`bind` as soon as it is imported (before any conversion can be asked for).
_TORCH_BY_NAME = {
    "bool_": torch.bool, "int8": torch.int8, "int16": torch.int16, "int32": torch.int32, "int64": torch.int64,
    "uint8": torch.uint8, "uint16": torch.uint16, "uint32": torch.uint32, "uint64": torch.uint64,
    "float16": torch.float16, "float32": torch.float32, "float64": torch.float64, "bfloat16": torch.bfloat16,
    "complex64": torch.complex64, "complex128": torch.complex128,
    "float8_e4m3fn": torch.float8_e4m3fn, "float8_e5m2": torch.float8_e5m2,
}
# MindSpore's generic types are 32-bit when they type tensor data (kNumberTypeFloat/Int/UInt are 4 bytes).
_GENERIC_BY_NAME = {"float_": torch.float32, "int_": torch.int32, "uint": torch.uint32}
_MS_TO_TORCH = {}
_TORCH_TO_MS = {}
_GENERIC = {}
_NP_TO_MS = {}
_MS = {}


def bind(namespace):
    """Fill the tables from the namespace of ``common/dtype.py`` (its ``globals()``): the dtype objects by name,
    ``Type``, ``float_type``, ``dtype_to_nptype`` and the numpy table ``_NP``."""
    _MS_TO_TORCH.clear()
    _MS_TO_TORCH.update({namespace[name]: t for name, t in _TORCH_BY_NAME.items()})
    _TORCH_TO_MS.clear()
    _TORCH_TO_MS.update({t: ms for ms, t in _MS_TO_TORCH.items()})
    _GENERIC.clear()
    _GENERIC.update({namespace[name]: t for name, t in _GENERIC_BY_NAME.items()})
    _NP_TO_MS.clear()
    _NP_TO_MS.update({np.dtype(np_type): ms for ms, np_type in namespace["_NP"].items()})
    _MS.update(type=namespace["Type"], float_type=namespace["float_type"],
               to_nptype=namespace["dtype_to_nptype"])


def to_torch(ms_dtype):
    """torch dtype of a MindSpore dtype; TypeError for anything else."""
    try:
        return _MS_TO_TORCH[ms_dtype]
    except (KeyError, TypeError):
        pass
    try:
        return _GENERIC[ms_dtype]
    except (KeyError, TypeError):
        pass
    if isinstance(ms_dtype, _MS["type"]):
        raise TypeError(f"The dtype {ms_dtype!r} is not supported by tensors of this implementation yet.")
    raise TypeError(f"The argument 'dtype' must be a MindSpore dtype such as mindspore.float32, "
                    f"but got {ms_dtype!r}.")


def from_torch(torch_dtype):
    """MindSpore dtype of a torch dtype."""
    return _TORCH_TO_MS[torch_dtype]


def np_to_ms(np_dtype):
    """MindSpore dtype of a numpy dtype; TypeError when MindSpore has none (str, object, ...)."""
    try:
        return _NP_TO_MS[np.dtype(np_dtype)]
    except (KeyError, TypeError):
        raise TypeError(f"For 'Tensor', the numpy dtype {np.dtype(np_dtype)} is not supported; supported are bool, "
                        f"int8-64, uint8-64, float16/32/64, bfloat16 and complex64/128.") from None


def is_floating(ms_dtype):
    return ms_dtype in _MS["float_type"]


def to_numpy(t):
    """numpy array holding a torch tensor's values (bfloat16 and float8 through ml_dtypes when present).

    Shares memory with `t` when it lives on the CPU and numpy has the dtype."""
    t = t.detach()
    if t.device.type != "cpu":
        t = t.cpu()
    if t.dtype in _VIA_FLOAT32:
        arr = t.float().numpy()
        if ml_dtypes is None:
            return arr
        return arr.astype(_MS["to_nptype"](_TORCH_TO_MS[t.dtype]))
    return t.numpy()


_VIA_FLOAT32 = (torch.bfloat16, torch.float8_e4m3fn, torch.float8_e5m2)


def share_numpy(arr):
    """torch tensor viewing the memory of a numpy array (a copy when torch cannot view it: read-only, negative
    strides, byte-swapped, or a dtype torch stores differently)."""
    ms = _NP_TO_MS.get(arr.dtype)
    viewable = (ms is not None and _MS_TO_TORCH[ms] not in _VIA_FLOAT32 and arr.flags.writeable
                and arr.dtype.isnative and all(st >= 0 for st in arr.strides))
    return torch.from_numpy(arr) if viewable else from_numpy(arr)


def from_numpy(arr):
    """torch tensor (CPU, a copy) from a numpy array; ml_dtypes arrays go through float32."""
    arr = np.asarray(arr)
    ms = _NP_TO_MS.get(arr.dtype)
    if ms is not None and _MS_TO_TORCH[ms] in _VIA_FLOAT32:
        return torch.from_numpy(arr.astype(np.float32)).to(_MS_TO_TORCH[ms])
    return torch.from_numpy(np.array(arr, copy=True, order="C"))
