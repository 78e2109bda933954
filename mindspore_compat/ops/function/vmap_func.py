"""``mindspore.ops.vmap``: vectorizing map (applies the function per slice of the mapped axis)."""
import torch

from ...common.tensor import Tensor, _wrap

__all__ = ["vmap"]


def _axes_for(in_axes, args):
    if isinstance(in_axes, (tuple, list)):
        if len(in_axes) != len(args):
            raise ValueError(f"For 'vmap', 'in_axes' must have one entry per input ({len(args)}), but got "
                             f"{len(in_axes)}.")
        return list(in_axes)
    return [in_axes] * len(args)


def _size(x, ax):
    if ax is None:
        return None
    if isinstance(x, Tensor):
        return x._t.shape[ax]
    if isinstance(x, (tuple, list)):
        sizes = [_size(v, ax) for v in x]
        sizes = [s for s in sizes if s is not None]
        return sizes[0] if sizes else None
    return None


def _slice(x, ax, i):
    if ax is None:
        return x
    if isinstance(x, Tensor):
        return _wrap(x._t.select(ax, i))
    if isinstance(x, (tuple, list)):
        return type(x)(_slice(v, ax, i) for v in x)
    return x


def _stack(outs, ax):
    first = outs[0]
    if isinstance(first, Tensor):
        return _wrap(torch.stack([o._t for o in outs], ax))
    if isinstance(first, (tuple, list)):
        axes = ax if isinstance(ax, (tuple, list)) else [ax] * len(first)
        return type(first)(_stack([o[k] for o in outs], axes[k]) for k in range(len(first)))
    return _wrap(torch.tensor(outs))


def vmap(fn, in_axes=0, out_axes=0):
    """Vectorizes `fn` over an axis of its inputs: ``vmap(fn)(x)`` stacks ``fn(x[i])`` along `out_axes`.

    The function is applied once per slice of the mapped axis (an eager loop), so any function works, including
    ones with data-dependent control flow.

    Args:
        fn (Union[Cell, Function]): The function to map.
        in_axes (Union[int, None, tuple]): The mapped axis of each input (None: not mapped). Default: ``0``.
        out_axes (Union[int, tuple]): Where the mapped axis goes in each output. Default: ``0``.

    Returns:
        Function, the vectorized function.

    Raises:
        ValueError: If no input is mapped or the mapped sizes differ.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x = Tensor(np.array([[1, 2], [3, 4]]), mindspore.float32)
        >>> def mul(a, b):
        ...     return a * b
        >>> print(ops.vmap(mul, in_axes=(0, None))(x, Tensor(2.0)))
        [[2. 4.]
         [6. 8.]]
    """
    if not callable(fn):
        raise TypeError(f"For 'vmap', the 'fn' must be a function or Cell, but got {type(fn).__name__}.")

    def mapped(*args):
        axes = _axes_for(in_axes, args)
        sizes = {s for s in (_size(a, ax) for a, ax in zip(args, axes)) if s is not None}
        if len(sizes) != 1:
            raise ValueError(f"For 'vmap', the mapped axes must have one common size, but got {sorted(sizes)}.")
        n = sizes.pop()
        outs = [fn(*[_slice(a, ax, i) for a, ax in zip(args, axes)]) for i in range(n)]
        return _stack(outs, out_axes)

    return mapped
