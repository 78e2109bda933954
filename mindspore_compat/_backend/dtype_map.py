"""MindSpore dtype <-> torch dtype <-> numpy dtype (the single table of the project)."""
import numpy as np
import torch

from ..common import dtype as mstype

_MS_TO_TORCH = {
    mstype.bool_: torch.bool, mstype.int8: torch.int8, mstype.int16: torch.int16,
    mstype.int32: torch.int32, mstype.int64: torch.int64, mstype.uint8: torch.uint8,
    mstype.uint16: torch.uint16, mstype.uint32: torch.uint32, mstype.uint64: torch.uint64,
    mstype.float16: torch.float16, mstype.float32: torch.float32, mstype.float64: torch.float64,
    mstype.bfloat16: torch.bfloat16, mstype.complex64: torch.complex64,
    mstype.complex128: torch.complex128,
}
_TORCH_TO_MS = {v: k for k, v in _MS_TO_TORCH.items()}
_NP_TO_MS = {np.dtype(mstype.dtype_to_nptype(k)): k for k in _MS_TO_TORCH if k is not mstype.bfloat16}
try:
    import ml_dtypes
    _NP_TO_MS[np.dtype(ml_dtypes.bfloat16)] = mstype.bfloat16
except ImportError:
    ml_dtypes = None


def to_torch(ms_dtype):
    """torch dtype of a MindSpore dtype; TypeError for anything else."""
    try:
        return _MS_TO_TORCH[ms_dtype]
    except (KeyError, TypeError):
        raise TypeError(f"The argument 'dtype' must be a MindSpore dtype such as mindspore.float32, "
                        f"but got {ms_dtype!r}.") from None


def from_torch(torch_dtype):
    """MindSpore dtype of a torch dtype."""
    return _TORCH_TO_MS[torch_dtype]


def np_to_ms(np_dtype):
    """MindSpore dtype of a numpy dtype; TypeError when MindSpore has none (str, object, ...)."""
    try:
        return _NP_TO_MS[np.dtype(np_dtype)]
    except (KeyError, TypeError):
        raise TypeError(f"For 'Tensor', the numpy dtype {np.dtype(np_dtype)} is not supported; "
                        f"supported are bool, int8-64, uint8-64, float16/32/64, bfloat16 and complex64/128.") from None


def is_floating(ms_dtype):
    return ms_dtype in mstype.float_type


def to_numpy(t):
    """numpy array holding a torch tensor's values (bfloat16 through ml_dtypes when present)."""
    t = t.detach()
    if t.device.type != "cpu":
        t = t.cpu()
    if t.dtype is torch.bfloat16:
        arr = t.float().numpy()
        return arr.astype(ml_dtypes.bfloat16) if ml_dtypes is not None else arr
    if t.dtype in (torch.uint16, torch.uint32, torch.uint64):
        return t.numpy().copy()
    return t.numpy()


def from_numpy(arr):
    """torch tensor from a numpy array (copy; bfloat16 via float32)."""
    arr = np.asarray(arr)
    if ml_dtypes is not None and arr.dtype == np.dtype(ml_dtypes.bfloat16):
        return torch.from_numpy(arr.astype(np.float32)).to(torch.bfloat16)
    return torch.from_numpy(np.array(arr, copy=True, order="C"))
