"""Clipping functions: by value, by norm, by global norm."""
import torch

from ...common.tensor import Tensor, _wrap
from .._utils import tt

__all__ = ["clip_by_value", "clamp", "clip", "clip_by_norm", "clip_by_global_norm"]


def _bound(v):
    return v._t if isinstance(v, Tensor) else v


def _clamp_one(x, lo, hi, name):
    t = tt(x, name, "input")
    if lo is None and hi is None:
        raise ValueError(f"For '{name}', at least one of 'min' and 'max' must be given.")
    lo, hi = _bound(lo), _bound(hi)
    if isinstance(lo, torch.Tensor) or isinstance(hi, torch.Tensor):
        r = t
        if lo is not None:
            r = torch.maximum(r, lo.to(t.dtype) if isinstance(lo, torch.Tensor) else torch.tensor(lo, dtype=t.dtype))
        if hi is not None:
            r = torch.minimum(r, hi.to(t.dtype) if isinstance(hi, torch.Tensor) else torch.tensor(hi, dtype=t.dtype))
        return _wrap(r)
    return _wrap(torch.clamp(t, lo, hi))


def _clamp(x, lo, hi, name):
    if isinstance(x, (tuple, list)):
        return type(x)(_clamp_one(v, lo, hi, name) for v in x)
    return _clamp_one(x, lo, hi, name)


def clip_by_value(x, clip_value_min=None, clip_value_max=None):
    """Clips a tensor (or each tensor of a tuple/list) to ``[clip_value_min, clip_value_max]``.

    Args:
        x (Union[Tensor, list[Tensor], tuple[Tensor]]): The input(s).
        clip_value_min (Union[Tensor, float, int]): The lower bound. Default: ``None``.
        clip_value_max (Union[Tensor, float, int]): The upper bound. Default: ``None``.

    Returns:
        Tensor, or a list/tuple of Tensors, clipped.

    Raises:
        ValueError: If both bounds are None.
        TypeError: If `x` is not a Tensor, list or tuple of Tensors.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x = Tensor([[1.0, 25.0, 5.0, 7.0], [4.0, 11.0, 6.0, 21.0]], mindspore.float32)
        >>> print(ops.clip_by_value(x, 5, 20))
        [[ 5. 20.  5.  7.]
         [ 5. 11.  6. 20.]]
    """
    return _clamp(x, clip_value_min, clip_value_max, "clip_by_value")


def clamp(input, min=None, max=None):
    """Clips a tensor (or each tensor of a tuple/list) to ``[min, max]``.

    Args:
        input (Union[Tensor, list[Tensor], tuple[Tensor]]): The input(s).
        min (Union[Tensor, float, int]): The lower bound. Default: ``None``.
        max (Union[Tensor, float, int]): The upper bound. Default: ``None``.

    Returns:
        Tensor, or a list/tuple of Tensors, clipped.

    Raises:
        ValueError: If both bounds are None.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.clamp(Tensor([-1.0, 0.5, 3.0], mindspore.float32), 0, 1))
        [0.  0.5 1. ]
    """
    return _clamp(input, min, max, "clamp")


def clip(input, min=None, max=None):
    """Clips a tensor to ``[min, max]`` (alias of :func:`mindspore.ops.clamp`).

    Args:
        input (Union[Tensor, list[Tensor], tuple[Tensor]]): The input(s).
        min (Union[Tensor, float, int]): The lower bound. Default: ``None``.
        max (Union[Tensor, float, int]): The upper bound. Default: ``None``.

    Returns:
        Tensor, clipped.

    Raises:
        ValueError: If both bounds are None.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.clip(Tensor([-1.0, 0.5, 3.0], mindspore.float32), max=1.0))
        [-1.   0.5  1. ]
    """
    return _clamp(input, min, max, "clip")


def _tensors(x, name):
    if isinstance(x, Tensor):
        return [x._t], True
    if isinstance(x, (tuple, list)):
        return [tt(v, name, "x") for v in x], False
    raise TypeError(f"For '{name}', the 'x' must be a Tensor or a tuple/list of Tensors, but got "
                    f"{type(x).__name__}.")


def clip_by_norm(x, max_norm, norm_type=2.0, error_if_nonfinite=False):
    """Scales the tensors so that their total `norm_type` norm is at most `max_norm`
    (factor ``max_norm / (total_norm + 1e-6)`` when that is below 1).

    Args:
        x (Union[Tensor, list[Tensor], tuple[Tensor]]): The input(s).
        max_norm (Union[float, int]): The largest allowed total norm.
        norm_type (Union[float, int]): The norm order (``inf`` allowed). Default: ``2.0``.
        error_if_nonfinite (bool): Raise RuntimeError when the total norm is inf or NaN. Default: ``False``.

    Returns:
        Tensor, or a tuple of Tensors, scaled.

    Raises:
        RuntimeError: If `error_if_nonfinite` and the total norm is not finite.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.clip_by_norm(Tensor([3.0, 4.0], mindspore.float32), 1.0))
        [0.5999999  0.79999983]
    """
    ts, single = _tensors(x, "clip_by_norm")
    norm_type = float(norm_type)
    if norm_type == float("inf"):
        total = torch.stack([t.detach().abs().max() for t in ts]).max()
    else:
        total = torch.linalg.vector_norm(torch.stack([torch.linalg.vector_norm(t, norm_type) for t in ts]), norm_type)
    if error_if_nonfinite and not bool(torch.isfinite(total)):
        raise RuntimeError(f"For 'clip_by_norm', the total norm of order {norm_type} is non-finite, so it cannot "
                           f"be clipped.")
    factor = torch.clamp(float(max_norm) / (total + 1e-6), max=1.0)
    out = [_wrap(t * factor.to(t.dtype)) for t in ts]
    return out[0] if single else tuple(out)


def clip_by_global_norm(x, clip_norm=1.0, use_norm=None):
    """Scales a tuple of tensors by ``clip_norm / max(global_norm, clip_norm)``, where global_norm is the L2 norm
    of all of them together.

    Args:
        x (Union[tuple[Tensor], list[Tensor]]): The tensors.
        clip_norm (Union[float, int]): The clipping ratio (> 0). Default: ``1.0``.
        use_norm (None): Must be None. Default: ``None``.

    Returns:
        tuple of Tensors, scaled.

    Raises:
        ValueError: If `clip_norm` is not positive.
        TypeError: If `x` is not a tuple or list of Tensors.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x = (Tensor([3.0, 0.0], mindspore.float32), Tensor([0.0, 4.0], mindspore.float32))
        >>> print(ops.clip_by_global_norm(x, 1.0))
        (Tensor(shape=[2], dtype=Float32, value= [ 6.00000024e-01,  0.00000000e+00]), Tensor(shape=[2], dtype=Float32, value= [ 0.00000000e+00,  8.00000012e-01]))
    """
    if not clip_norm > 0:
        raise ValueError(f"For 'clip_by_global_norm', the 'clip_norm' must be > 0, but got {clip_norm}.")
    if use_norm is not None:
        raise ValueError("For 'clip_by_global_norm', the 'use_norm' must be None (it is not supported otherwise).")
    ts, single = _tensors(x, "clip_by_global_norm")
    gnorm = torch.sqrt(sum(t.float().square().sum() for t in ts))
    factor = clip_norm / torch.maximum(gnorm, torch.tensor(float(clip_norm), device=gnorm.device))
    out = tuple(_wrap(t * factor.to(t.dtype)) for t in ts)
    return out[0] if single else out


def clamp_(input, min=None, max=None):
    """Clamps `input` to ``[min, max]`` in place and returns it.

    Args:
        input (Tensor): The tensor to clamp.
        min (Union[Tensor, float, int]): The lower bound. Default: ``None``.
        max (Union[Tensor, float, int]): The upper bound. Default: ``None``.

    Returns:
        The input, clamped.

    Raises:
        ValueError: If both bounds are None.

    Supported Platforms:
        ``Ascend``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x = Tensor([-1.0, 0.5, 3.0], mindspore.float32)
        >>> print(ops.clamp_(x, 0, 1), x)
        [0.  0.5 1. ] [0.  0.5 1. ]
    """
    r = _clamp_one(input, min, max, "clamp_")
    input._t.data.copy_(r._t)
    return input


__all__ += ["clamp_"]
