"""MindSpore dtype <-> torch dtype <-> numpy dtype (the single table of the project)."""
import numpy as np
import torch

from ..common import dtype as mstype

try:
    import ml_dtypes
except ImportError:  # bfloat16 data then converts through float32 on the numpy side
    ml_dtypes = None

_MS_TO_TORCH = {
    mstype.bool_: torch.bool, mstype.int8: torch.int8, mstype.int16: torch.int16,
    mstype.int32: torch.int32, mstype.int64: torch.int64, mstype.uint8: torch.uint8,
    mstype.uint16: torch.uint16, mstype.uint32: torch.uint32, mstype.uint64: torch.uint64,
    mstype.float16: torch.float16, mstype.float32: torch.float32, mstype.float64: torch.float64,
    mstype.bfloat16: torch.bfloat16, mstype.complex64: torch.complex64,
    mstype.complex128: torch.complex128,
    mstype.float8_e4m3fn: torch.float8_e4m3fn, mstype.float8_e5m2: torch.float8_e5m2,
}
_TORCH_TO_MS = {v: k for k, v in _MS_TO_TORCH.items()}
# MindSpore's generic types are 32-bit when they type tensor data (kNumberTypeFloat/Int/UInt are 4 bytes).
_GENERIC = {mstype.float_: torch.float32, mstype.int_: torch.int32, mstype.uint: torch.uint32}
_NP_TO_MS = {np.dtype(np_type): ms for ms, np_type in mstype._NP.items()}


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
    if isinstance(ms_dtype, mstype.Type):
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
    return ms_dtype in mstype.float_type


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
        return arr.astype(mstype.dtype_to_nptype(_TORCH_TO_MS[t.dtype]))
    return t.numpy()


_VIA_FLOAT32 = (torch.bfloat16, torch.float8_e4m3fn, torch.float8_e5m2)


def from_numpy(arr):
    """torch tensor (CPU, a copy) from a numpy array; ml_dtypes arrays go through float32."""
    arr = np.asarray(arr)
    ms = _NP_TO_MS.get(arr.dtype)
    if ms is not None and _MS_TO_TORCH[ms] in _VIA_FLOAT32:
        return torch.from_numpy(arr.astype(np.float32)).to(_MS_TO_TORCH[ms])
    return torch.from_numpy(np.array(arr, copy=True, order="C"))
