"""MsDispatchMode: a context manager (or decorator) whose ``__ms_dispatch__`` sees every operator that runs.

The hook sits on torch's dispatcher (``torch.utils._python_dispatch.TorchDispatchMode``): each torch operator
executed inside the context reaches ``__ms_dispatch__`` as an :class:`OpFunc` named after MindSpore's operator
where one corresponds (``AddExt``, ``Mul``, ``MatMulExt``, ``ReLU``, ...), with the operands as Tensors.
"""
import contextlib

import torch
from torch.utils._python_dispatch import (TorchDispatchMode, _disable_current_modes,
                                         _get_current_dispatch_mode_stack, _pop_mode, _push_mode)
from torch.utils._pytree import tree_map

from ..common.tensor import Tensor

__all__ = ["MsDispatchMode"]

# torch operator (overload packet) -> the name MindSpore 2.10 dispatches for the same Tensor operation
_MS_NAMES = {
    "add": "AddExt", "sub": "SubExt", "rsub": "SubExt", "mul": "Mul", "div": "Div", "mm": "MatMulExt",
    "matmul": "MatMulExt", "bmm": "BatchMatMulExt", "relu": "ReLU", "sum": "SumExt", "exp": "Exp",
    "view": "Reshape", "reshape": "Reshape", "_unsafe_view": "Reshape", "_to_copy": "Cast", "_softmax": "Softmax",
    "pow": "Pow", "neg": "Neg", "abs": "Abs", "sqrt": "Sqrt", "gt": "Greater", "ge": "GreaterEqual",
    "lt": "Less", "le": "LessEqual", "eq": "Equal", "ne": "NotEqual", "mean": "ReduceMean", "permute": "Transpose",
    "transpose": "Transpose", "cat": "Concat", "sigmoid": "Sigmoid", "tanh": "Tanh", "maximum": "Maximum",
    "minimum": "Minimum", "log": "Log", "max": "Max", "amax": "Max", "min": "Min", "argmax": "Argmax", "argmin": "Argmin",
    "addmm": "Dense", "clamp": "ClampScalar", "where": "Select", "sin": "Sin", "cos": "Cos",
}


# operators of mindspore_compat's own bookkeeping (Tensor creation, asnumpy, item): not MindSpore operators, so
# they run without reaching __ms_dispatch__
_UNSEEN = frozenset({"detach", "alias", "lift_fresh", "lift_fresh_copy", "_local_scalar_dense"})


def _ms_name(func, args):
    packet = func.overloadpacket.__name__
    if packet == "mul" and len(args) > 1 and not isinstance(args[1], torch.Tensor):
        return "Muls"
    if packet in _MS_NAMES:
        return _MS_NAMES[packet]
    return "".join(part.capitalize() for part in packet.strip("_").split("_"))


def _to_ms(value):
    return Tensor.from_torch(value) if isinstance(value, torch.Tensor) else value


def _to_torch(value):
    return value.to_torch() if isinstance(value, Tensor) else value


class OpFunc:
    """
    One intercepted operator: ``name`` is its name; calling it runs the operator on Tensors (seen by the
    enclosing modes) and returns Tensors. Keyword arguments of the original call are kept unless given again.
    """

    def __init__(self, func, args, kwargs, outer_modes=()):
        self.func = func
        self.name = _ms_name(func, args)
        self._kwargs = dict(kwargs or {})
        self._outer = list(outer_modes)

    def __call__(self, *args, **kwargs):
        merged = {**self._kwargs, **kwargs}
        # the callback body runs outside every mode; the operator itself goes on to the enclosing modes
        for mode in self._outer:
            _push_mode(mode)
        try:
            out = self.func(*tree_map(_to_torch, args), **tree_map(_to_torch, merged))
        finally:
            for _ in self._outer:
                _pop_mode()
        return tree_map(_to_ms, out)

    def __repr__(self):
        return f"OpFunc(name={self.name!r}, func={self.func})"


class _Bridge(TorchDispatchMode):
    """The torch dispatch mode that hands each operator to its MsDispatchMode."""

    # element-wise functions that reproduce a MindSpore CPU kernel with several torch operators
    # (mindspore_compat._backend.cpu_math) run as their one torch operator under this mode, so that the mode sees
    # the single operator MindSpore dispatches
    whole_operators = True

    def __init__(self, owner):
        super().__init__()
        self.owner = owner

    def __torch_dispatch__(self, func, types, args=(), kwargs=None):
        if func.overloadpacket.__name__ in _UNSEEN:
            return func(*args, **(kwargs or {}))
        call = OpFunc(func, args, kwargs, _get_current_dispatch_mode_stack())
        with _disable_current_modes():
            result = self.owner.__ms_dispatch__(call, tree_map(_to_ms, tuple(args)))
        if result is None:
            raise RuntimeError(f"{type(self.owner).__name__}.__ms_dispatch__ returned None for the operator "
                               f"'{_ms_name(func, args)}'; it must return the operator's result (func(*args)).")
        return tree_map(_to_torch, result)


class MsDispatchMode(contextlib.ContextDecorator):
    """
    Intercepts the operators run inside a ``with`` block (or a decorated function): each one calls
    :meth:`__ms_dispatch__`, which subclasses override to log, time, check or change operators.

    Modes nest: the innermost one sees each operator first, and its ``func(*args)`` passes the operator on to
    the enclosing mode (as in MindSpore 2.10), down to the operator itself. Other operators that
    ``__ms_dispatch__`` runs itself (``func(*args) * 2``) are not intercepted.

    Note:
        The operators are the torch operators mindspore_compat runs, named after MindSpore's operator for the
        common ones (``x + y`` is ``AddExt``, ``x * y`` ``Mul``, :func:`mindspore.ops.matmul` ``MatMulExt``, a
        reshape ``Reshape``); the others get their torch name in CamelCase (``clamp_min`` gives
        ``ClampMin``). Their positional operands follow torch's operator, which may differ from MindSpore's
        (MindSpore passes ``AddExt`` a third operand, ``alpha``). As in MindSpore, ``__ms_dispatch__`` is
        called with ``(func, args)``; torch's keyword arguments stay inside ``func``, which reuses them.

    Raises:
        TypeError: If the subclass's ``__ms_dispatch__`` does not accept ``(func, args)``.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> from mindspore import Tensor, ops
        >>> from mindspore.utils import MsDispatchMode
        >>> class Tracer(MsDispatchMode):
        ...     def __ms_dispatch__(self, func, args, kwargs=None):
        ...         print("run", func.name)
        ...         return func(*args)
        >>> class DoubleMul(MsDispatchMode):
        ...     def __ms_dispatch__(self, func, args, kwargs=None):
        ...         out = func(*args)
        ...         return out * 2 if func.name == "Mul" else out
        >>> a = Tensor(np.array([1.0, 2.0], np.float32))
        >>> b = Tensor(np.array([3.0, 5.0], np.float32))
        >>> with Tracer():
        ...     c = a * b
        ...     with DoubleMul():
        ...         d = a * b
        ...     e = ops.exp(a - b)
        run Mul
        run Mul
        run SubExt
        run Exp
        >>> print(c, d)
        [ 3. 10.] [ 6. 20.]
        >>> @Tracer()
        ... def area(x, y):
        ...     return ops.relu(x) * y
        >>> print(area(a, b))
        run ReLU
        run Mul
        [ 3. 10.]
    """

    def __enter__(self):
        bridge = _Bridge(self)
        bridge.__enter__()
        self.__dict__.setdefault("_bridges", []).append(bridge)
        return self

    def __exit__(self, exc_type, exc_val, exc_tb):
        self._bridges.pop().__exit__(exc_type, exc_val, exc_tb)
        return False

    def __ms_dispatch__(self, func, args, kwargs=None):
        """
        Called for each operator run inside the context; the default runs it unchanged.

        Args:
            func (OpFunc): The operator: ``func.name`` is its name, ``func(*args)`` runs it.
            args (tuple): Its positional operands (Tensors and Python values).
            kwargs (dict, optional): Not passed by the dispatcher (the operator keeps its keyword arguments).
                Default: ``None``.

        Returns:
            The operator's result (Tensors), possibly replaced.
        """
        return func(*args)
