"""Activation recomputation (``mindspore.recompute``) on ``torch.utils.checkpoint``."""
import torch
from torch.utils import checkpoint as _checkpoint

from .tensor import Tensor, _wrap

__all__ = ["recompute"]

_CELL_KEYS = ("mp_comm_recompute", "parallel_optimizer_comm_recompute", "recompute_slice_activation")


def _to_torch(value):
    if isinstance(value, Tensor):
        return value._t
    if isinstance(value, (tuple, list)):
        return type(value)(_to_torch(v) for v in value)
    return value


def _to_ms(value):
    if isinstance(value, torch.Tensor):
        return _wrap(value)
    if isinstance(value, (tuple, list)):
        return type(value)(_to_ms(v) for v in value)
    return value


def _is_cell(block):
    # a Cell is a torch.nn.Module with a construct method (common/ does not import nn/)
    return isinstance(block, torch.nn.Module) and callable(getattr(block, "construct", None))


def _checkpointed(fn, args, kwargs, early_stop, context_fn):
    """Run ``fn(*args, **kwargs)`` keeping only its inputs; the activations inside are recomputed in backward."""
    positions = [i for i, a in enumerate(args) if isinstance(a, Tensor)]

    def torch_side(*tensors):
        rebuilt = list(args)
        for i, t in zip(positions, tensors):
            rebuilt[i] = _wrap(t)
        return _to_torch(fn(*rebuilt, **kwargs))

    options = {"use_reentrant": False, "preserve_rng_state": True}
    if context_fn is not None:
        options["context_fn"] = context_fn
    with _checkpoint.set_checkpoint_early_stop(bool(early_stop)):
        out = _checkpoint.checkpoint(torch_side, *[args[i]._t for i in positions], **options)
    return _to_ms(out)


def _check(block, use_reentrant, context_fn):
    if use_reentrant and not _is_cell(block):
        raise TypeError("Recompute function now only support block which inherited from Cell when use_reentrant=True!")
    if use_reentrant and context_fn is not None:
        raise ValueError("context_fn is only supported when use_reentrant=False.")


def recompute(block, *args, use_reentrant=True, output_recompute=False, early_stop=True, context_fn=None,
              **kwargs):
    r"""
    Run `block` without keeping its intermediate activations: backward recomputes them, trading compute for
    memory. Gradients are the same as without recomputation.

    It runs on ``torch.utils.checkpoint`` (its non-reentrant form, whichever `use_reentrant` says, so
    Parameters inside `block` get gradients even when no input requires one).

    Args:
        block (Cell): The block to run. A plain function is accepted with ``use_reentrant=False``.
        args (tuple): Inputs of `block`.
        use_reentrant (bool, optional): MindSpore's reentrant mode; only changes which blocks and options are
            accepted. Default: ``True``.
        output_recompute (bool, optional): Also recompute the block's output instead of keeping it (implies
            ``use_reentrant=False``). torch keeps outputs, so only the memory saving differs. Default: ``False``.
        early_stop (bool, optional): Stop recomputing once the needed activations are back. Default: ``True``.
        context_fn (Callable, optional): Returns two context managers, for the forward pass and for the
            recomputation (``use_reentrant=False`` only). Default: ``None``.
        kwargs (dict): Keyword inputs of `block`.

    Returns:
        What `block` returns.

    Raises:
        TypeError: If `block` is not a Cell while `use_reentrant` is ``True``.
        ValueError: If `context_fn` is given while `use_reentrant` is ``True``.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import nn, ops, Tensor
        >>> class Square(nn.Cell):
        ...     def construct(self, x):
        ...         return x * x
        >>> class Net(nn.Cell):
        ...     def __init__(self):
        ...         super().__init__()
        ...         self.square = Square()
        ...     def construct(self, x):
        ...         return ms.recompute(self.square, x) * 3
        >>> grad = ops.grad(Net())(Tensor(np.array([1.0, 2.0], np.float32)))
        >>> print(grad)
        [ 6. 12.]
    """
    if output_recompute:
        use_reentrant = False
    _check(block, use_reentrant, context_fn)
    return _checkpointed(block, args, kwargs, early_stop, context_fn)


def _recompute_cell(cell, use_reentrant, output_recompute, early_stop, context_fn, kwargs):
    """Make every later call of ``cell`` recomputed (``Cell.recompute``)."""
    for key, value in kwargs.items():
        if key not in _CELL_KEYS:
            raise ValueError(f"For 'recompute', keyword '{key}' is not recognized! the key kwargs must be "
                             f"'mp_comm_recompute', 'parallel_optimizer_comm_recompute', "
                             f"'recompute_slice_activation'")
        if not isinstance(value, bool):
            raise TypeError(f"The parameter '{key}' must be {bool}, but got {type(value)}")
    if output_recompute:
        use_reentrant = False
    if use_reentrant and context_fn is not None:
        raise ValueError("context_fn is only supported when use_reentrant=False.")
    construct = type(cell).construct.__get__(cell)

    def recomputed_construct(*args, **kw):
        if not torch.is_grad_enabled():
            return construct(*args, **kw)
        return _checkpointed(construct, args, kw, early_stop, context_fn)

    # an instance attribute shadows the class's construct, so Cell.__call__ runs the recomputed form
    object.__setattr__(cell, "construct", recomputed_construct)
    object.__setattr__(cell, "_recompute_options", dict(kwargs, use_reentrant=use_reentrant,
                                                          output_recompute=output_recompute, early_stop=early_stop))
