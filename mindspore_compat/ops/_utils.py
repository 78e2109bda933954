"""Small helpers shared by the operator modules (not public)."""
import numbers

import numpy as np
import torch

from ..common.tensor import Tensor, _binary, _wrap
from .._backend import dtype_map as _dm
from .._backend import device as _device

_MS_TO_TORCH = _dm._MS_TO_TORCH
_TORCH_TO_MS = _dm._TORCH_TO_MS


def torch_dtype(dtype, op_name, arg_name="dtype"):
    """torch dtype of a MindSpore dtype; TypeError naming the operator otherwise."""
    try:
        return _MS_TO_TORCH[dtype]
    except (KeyError, TypeError):
        raise TypeError(f"For '{op_name}', the '{arg_name}' must be a MindSpore dtype such as mindspore.float32, "
                        f"but got {dtype!r}.") from None


def not_tensor(op_name, arg_name, value):
    return TypeError(f"For '{op_name}', the '{arg_name}' must be a Tensor, but got {type(value).__name__}.")


def tt(x, op_name, arg_name="input"):
    """torch side of a Tensor argument, TypeError if it is not a Tensor."""
    if isinstance(x, Tensor):
        return x._t
    raise not_tensor(op_name, arg_name, x)


def as_torch(x, like=None):
    """torch tensor for a Tensor, number, numpy array or list (numbers keep Python scalars only with `like`)."""
    if isinstance(x, Tensor):
        return x._t
    if isinstance(x, torch.Tensor):
        return x
    if like is not None and isinstance(x, (bool, int, float)):
        return torch.tensor(x, dtype=like.dtype if not isinstance(x, float) or like.is_floating_point()
                            else torch.float32, device=like.device)
    return Tensor(x)._t


def device():
    return _device.current_device()


def shape_tuple(shape, op_name, arg_name="shape"):
    if isinstance(shape, Tensor):
        return tuple(int(v) for v in shape._t.reshape(-1).tolist())
    if isinstance(shape, numbers.Integral) and not isinstance(shape, bool):
        return (int(shape),)
    if isinstance(shape, (tuple, list)):
        for v in shape:
            if isinstance(v, torch.Tensor) and v.dim() == 0 and not v.is_floating_point():
                continue  # a dimension read while torch traces the network (ONNX export) is a 0-d tensor
            if isinstance(v, bool) or not isinstance(v, (numbers.Integral, Tensor)):
                raise TypeError(f"For '{op_name}', the elements of '{arg_name}' must be int, but got "
                                f"{type(v).__name__} in {tuple(shape)}.")
        return tuple(int(v) for v in shape)
    raise TypeError(f"For '{op_name}', the '{arg_name}' must be a tuple, list or int, but got "
                    f"{type(shape).__name__}.")


def axes(axis):
    """None for "all axes" (None, (), []), else an int or tuple of ints."""
    if axis is None:
        return None
    if isinstance(axis, (tuple, list)):
        return tuple(axis) if axis else None
    if isinstance(axis, Tensor):
        v = axis._t.reshape(-1).tolist()
        return tuple(v) if v else None
    return axis


def binary(fn, op_name, x, y):
    """Element-wise binary op with broadcasting; shape mismatches raise ValueError showing both shapes."""
    if not isinstance(x, Tensor) and not isinstance(y, Tensor):
        if isinstance(x, (bool, int, float, np.ndarray, np.generic, list, tuple)):
            x = Tensor(x)
        else:
            raise TypeError(f"For '{op_name}', the inputs must be Tensors or numbers, but got "
                            f"{type(x).__name__} and {type(y).__name__}.")
    try:
        return _binary(fn, op_name, x, y)
    except TypeError:
        ok = (Tensor, bool, int, float, complex, np.ndarray, np.generic, list, tuple)
        if isinstance(x, ok) and isinstance(y, ok):
            raise
        raise TypeError(f"For '{op_name}', the inputs must be Tensors or numbers, but got {type(x).__name__} and "
                        f"{type(y).__name__}.") from None


def int_dtype_out(t, dtype):
    return t if dtype is None else t.to(dtype)


def normalize_axis(axis, ndim, op_name, arg_name="axis"):
    if isinstance(axis, bool) or not isinstance(axis, numbers.Integral):
        raise TypeError(f"For '{op_name}', the '{arg_name}' must be int, but got {type(axis).__name__}.")
    lo = -ndim if ndim else -1
    hi = ndim - 1 if ndim else 0
    if axis < lo or axis > hi:
        raise ValueError(f"For '{op_name}', the '{arg_name}' must be in range [{lo}, {hi}], but got {axis}.")
    return axis + ndim if axis < 0 else axis


def reduce(fn_all, fn_dim, t, axis, keep_dims):
    """Run a reduction over `axis` (None / () = all axes)."""
    dims = axes(axis)
    if dims is None:
        r = fn_all(t)
        return r.reshape((1,) * t.dim()) if keep_dims else r
    return fn_dim(t, dims, keep_dims)


def make_generator(seed, seed2=0):
    """A torch generator seeded from MindSpore's operator seeds, or None (global torch generator) when both are 0."""
    if not seed and not seed2:
        return None
    g = torch.Generator(device=device())
    g.manual_seed((int(seed) << 32) ^ int(seed2))
    return g


_PRIM_CACHE = {}


def cached_prim(cls, *args):
    """A shared instance of primitive `cls` built with hashable `args` (functional forms reuse it per call)."""
    key = (cls, args)
    try:
        return _PRIM_CACHE[key]
    except KeyError:
        p = _PRIM_CACHE[key] = cls(*args)
        return p
    except TypeError:  # unhashable arguments
        return cls(*args)


def same_struct_out(values, like):
    return type(like)(values) if isinstance(like, list) else tuple(values)


__all__ = []


def ref_output(x):
    """What an operator that updates a Parameter in place returns: as in MindSpore's PyNative mode, a Tensor over
    the updated data (it prints the values), not the Parameter object itself."""
    return _wrap(x._t.data) if isinstance(x, Tensor) else x
