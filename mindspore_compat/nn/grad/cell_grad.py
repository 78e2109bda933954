"""Jvp and Vjp cells: a function or Cell differentiated along one vector, as Cells."""
from ..cell import Cell
from ..layer._utils import log_warning
from ...ops.function.grad.grad_func import jvp, vjp

__all__ = ["Jvp", "Vjp"]


def _check_fn(fn, cls_name):
    if not callable(fn):
        raise TypeError(f"For '{cls_name}', the 'fn' must be a function or Cell, but got {type(fn).__name__}.")
    return fn


class Jvp(Cell):
    r"""
    Forward-mode product of the Jacobian of `fn` with a tangent vector, as a Cell: called as
    ``jvp_cell(*inputs, v)`` it returns ``(fn(*inputs), J v)``, with `v` a Tensor for a single input and a
    tuple of Tensors (one per input) otherwise. MindSpore logs that this class is deprecated in favour of
    :func:`mindspore.ops.jvp`.

    Args:
        fn (Union[Cell, Function]): The function to differentiate.

    Inputs:
        - **inputs** (Tensor) - The inputs of `fn`, positionally.
        - **v** (Union[Tensor, tuple[Tensor]]) - The last positional input: the tangent vector(s), shaped like
          the inputs.

    Outputs:
        A tuple ``(output, jvp)``: the output of `fn` and its directional derivative along `v` (each a Tensor,
        or a tuple of Tensors when `fn` returns several).

    Raises:
        TypeError: If `fn` is not callable.

    Supported Platforms:
        Deprecated

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> class Cube(nn.Cell):
        ...     def construct(self, x, y):
        ...         return x * x * x + 2 * y
        >>> x = Tensor(np.array([1.0, 2.0]), ms.float32)
        >>> y = Tensor(np.array([0.5, 0.5]), ms.float32)
        >>> ones = Tensor(np.ones(2), ms.float32)
        >>> out, tangent = nn.Jvp(Cube())(x, y, (ones, ones))
        >>> print(out, tangent)
        [2. 9.] [ 5. 14.]
    """

    def __init__(self, fn):
        super().__init__()
        log_warning("'Jvp' is deprecated from version 1.9 and will be removed in a future version, use "
                    "'ops.jvp' instead.")
        self.fn = _check_fn(fn, "Jvp")

    def construct(self, *args):
        inputs, v = args[:-1], args[-1]
        if len(inputs) == 1:
            return jvp(self.fn, inputs[0], v)
        return jvp(self.fn, tuple(inputs), v)


class Vjp(Cell):
    r"""
    Reverse-mode product of a cotangent vector with the Jacobian of `fn`, as a Cell: called as
    ``vjp_cell(*inputs, v)`` it returns ``(fn(*inputs), v^T J)``, the gradient being a Tensor for a single input
    and a tuple of Tensors (one per input) otherwise. MindSpore logs that this class is deprecated in favour of
    :func:`mindspore.ops.vjp`.

    Args:
        fn (Union[Cell, Function]): The function to differentiate.

    Inputs:
        - **inputs** (Tensor) - The inputs of `fn`, positionally.
        - **v** (Union[Tensor, tuple[Tensor]]) - The last positional input: the cotangent, shaped like the
          output of `fn`.

    Outputs:
        A tuple ``(output, gradients)``.

    Raises:
        TypeError: If `fn` is not callable.

    Supported Platforms:
        Deprecated

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore import Tensor, nn
        >>> class Cube(nn.Cell):
        ...     def construct(self, x, y):
        ...         return x * x * x + 2 * y
        >>> x = Tensor(np.array([1.0, 2.0]), ms.float32)
        >>> y = Tensor(np.array([0.5, 0.5]), ms.float32)
        >>> ones = Tensor(np.ones(2), ms.float32)
        >>> out, (gx, gy) = nn.Vjp(Cube())(x, y, ones)
        >>> print(out, gx, gy)
        [2. 9.] [ 3. 12.] [2. 2.]
    """

    def __init__(self, fn):
        super().__init__()
        log_warning("'Vjp' is deprecated from version 1.9 and will be removed in a future version, use "
                    "'ops.vjp' instead.")
        self.fn = _check_fn(fn, "Vjp")

    def construct(self, *args):
        inputs, v = args[:-1], args[-1]
        output, backward = vjp(self.fn, *inputs)
        grads = backward(v)
        return output, (grads[0] if len(inputs) == 1 else grads)


from ..._unsupported import missing_name_hook as _missing_name_hook  # noqa: E402
__getattr__ = _missing_name_hook(__name__)
