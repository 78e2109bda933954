"""Hooks on the tensors that the forward pass keeps for the backward pass (``mindspore.saved_tensors_hooks``).

Gradients run on torch autograd, so the hooks are installed with ``torch.autograd.graph.saved_tensors_hooks``; the
user's hooks see and return MindSpore Tensors.
"""
import inspect

import torch

from ..common.tensor import Tensor, _wrap

__all__ = ["saved_tensors_hooks", "register_saved_tensors_hooks"]


def _check_hook(name, hook):
    if not callable(hook):
        raise TypeError(f"For 'saved_tensors_hooks', the '{name}' must be callable, but got {type(hook).__name__}.")


class saved_tensors_hooks:  # pylint: disable=invalid-name
    """
    A context manager that changes how the tensors kept for the backward pass are stored and given back.

    While the context is active, every tensor an operation saves for its gradient goes through
    ``pack_hook(tensor)``, whose result is stored instead; the backward pass calls ``unpack_hook(stored)`` and
    uses the Tensor it returns. The unpacked values are what the gradient is computed from. Which tensors an
    operator saves, and in which order the hooks see them, follow torch's operators (MindSpore's Mul, for one,
    saves its two operands in the opposite order).

    Args:
        pack_hook (Callable): Takes a Tensor and returns any object to store.
        unpack_hook (Callable): Takes what `pack_hook` returned and returns a Tensor.

    Raises:
        TypeError: If a hook is not callable (when the context is entered).
        RuntimeError: If `unpack_hook` does not return a Tensor (during the backward pass).

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore as ms
        >>> def pack(t):
        ...     print("pack", t)
        ...     return t * 2
        >>> def unpack(t):
        ...     print("unpack", t)
        ...     return t
        >>> def square_sum(x):
        ...     with ms.saved_tensors_hooks(pack, unpack):
        ...         y = x * x
        ...     return y.sum()
        >>> print(ms.grad(square_sum)(ms.Tensor([1.0, 3.0])))
        pack [1. 3.]
        pack [1. 3.]
        unpack [2. 6.]
        unpack [2. 6.]
        [ 4. 12.]
    """

    def __init__(self, pack_hook, unpack_hook):
        self.pack_hook = pack_hook
        self.unpack_hook = unpack_hook
        self._torch_ctx = None

    def _pack(self, t):
        return self.pack_hook(_wrap(t))

    def _unpack(self, stored):
        out = self.unpack_hook(stored)
        if not isinstance(out, Tensor):
            raise RuntimeError(f"For 'saved_tensors_hooks', the 'unpack_hook' must return a Tensor, but got "
                            f"{type(out).__name__}.")
        return out._t

    def __enter__(self):
        _check_hook("pack_hook", self.pack_hook)
        _check_hook("unpack_hook", self.unpack_hook)
        self._torch_ctx = torch.autograd.graph.saved_tensors_hooks(self._pack, self._unpack)
        self._torch_ctx.__enter__()
        return self

    def __exit__(self, *args):
        ctx, self._torch_ctx = self._torch_ctx, None
        if ctx is not None:
            ctx.__exit__(*args)


def register_saved_tensors_hooks(pack_hook, unpack_hook):
    """
    A decorator that marks a function whose saved tensors should go through the given hooks when it is compiled.

    As in MindSpore, the hooks are recorded on the (unwrapped) function as ``_saved_tensors_pack_hook`` and
    ``_saved_tensors_unpack_hook`` and the function itself is returned unchanged: a function run eagerly does
    not use them (wrap its body in :class:`mindspore.saved_tensors_hooks` for that).

    Args:
        pack_hook (Callable): Takes a Tensor and returns any object to store.
        unpack_hook (Callable): Takes what `pack_hook` returned and returns a Tensor.

    Returns:
        A decorator returning the function it is given.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore as ms
        >>> def pack(t):
        ...     return t
        >>> def unpack(t):
        ...     return t
        >>> @ms.register_saved_tensors_hooks(pack, unpack)
        ... def double(x):
        ...     return x * 2
        >>> print(double._saved_tensors_pack_hook is pack, double(ms.Tensor([1.5])))
        True [3.]
    """
    def decorator(func):
        target = inspect.unwrap(func)
        target._saved_tensors_pack_hook = pack_hook
        target._saved_tensors_unpack_hook = unpack_hook
        return func
    return decorator
