"""Assignment, control-dependency and gradient-control primitives."""
import functools

import torch

from ...common.tensor import Tensor, _wrap
from ..primitive import Primitive, prim_attr_register
from .._utils import ref_output

__all__ = ["Assign", "AssignAdd", "AssignSub", "Depend", "UpdateState", "Partial", "StopGradient"]


def _target(variable, op_name):
    if isinstance(variable, Tensor):
        return variable._t.data
    raise TypeError(f"For '{op_name}', the 'variable' must be a Parameter or Tensor, but got "
                    f"{type(variable).__name__}.")


def _value(value, like, op_name):
    if isinstance(value, Tensor):
        v = value._t.detach()
    elif isinstance(value, (bool, int, float)):
        return value
    else:
        raise TypeError(f"For '{op_name}', the 'value' must be a Tensor or number, but got {type(value).__name__}.")
    if v.shape != like.shape and v.numel() != like.numel():
        try:
            torch.broadcast_shapes(v.shape, like.shape)
        except RuntimeError:
            raise ValueError(f"For '{op_name}', the shape of 'value' {tuple(v.shape)} must be broadcastable to the "
                             f"shape of 'variable' {tuple(like.shape)}.") from None
    return v


def assign(variable, value):
    """Writes `value` into the Parameter `variable` in place (the value is cast to the variable's dtype).

    Args:
        variable (Parameter): The Parameter to update.
        value (Union[Tensor, number]): The new value, broadcastable to `variable`.

    Returns:
        The updated `variable`.

    Raises:
        TypeError: If `variable` is not a Parameter or Tensor.
        ValueError: If the shape of `value` cannot be broadcast to the shape of `variable`.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, Parameter, ops
        >>> variable = Parameter(Tensor([1.0], mindspore.float32), name="variable")
        >>> out = ops.assign(variable, Tensor([2.0], mindspore.float32))
        >>> print(variable.asnumpy())
        [2.]
    """
    d = _target(variable, "Assign")
    v = _value(value, d, "Assign")
    if isinstance(v, torch.Tensor):
        d.copy_(v.reshape(d.shape) if v.shape != d.shape and v.numel() == d.numel() else v)
    else:
        d.fill_(v)
    return ref_output(variable)


def assign_add(variable, value):
    """Adds `value` to the Parameter `variable` in place.

    Args:
        variable (Parameter): The Parameter to update.
        value (Union[Tensor, number]): The increment, broadcastable to `variable`.

    Returns:
        The updated `variable`.

    Raises:
        TypeError: If `variable` is not a Parameter or Tensor.
        ValueError: If the shape of `value` cannot be broadcast to the shape of `variable`.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, Parameter, ops
        >>> variable = Parameter(Tensor(np.array([1]), mindspore.int64), name="global_step")
        >>> out = ops.assign_add(variable, Tensor(np.array([1]), mindspore.int64))
        >>> print(variable.asnumpy())
        [2]
    """
    d = _target(variable, "AssignAdd")
    v = _value(value, d, "AssignAdd")
    d.add_(v.to(d.dtype) if isinstance(v, torch.Tensor) else v)
    return ref_output(variable)


def assign_sub(variable, value):
    """Subtracts `value` from the Parameter `variable` in place.

    Args:
        variable (Parameter): The Parameter to update.
        value (Union[Tensor, number]): The decrement, broadcastable to `variable`.

    Returns:
        The updated `variable`.

    Raises:
        TypeError: If `variable` is not a Parameter or Tensor.
        ValueError: If the shape of `value` cannot be broadcast to the shape of `variable`.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, Parameter, ops
        >>> variable = Parameter(Tensor(np.array([1]), mindspore.int32), name="global_step")
        >>> out = ops.assign_sub(variable, Tensor(np.array([-100]), mindspore.int32))
        >>> print(variable.asnumpy())
        [101]
    """
    d = _target(variable, "AssignSub")
    v = _value(value, d, "AssignSub")
    d.sub_(v.to(d.dtype) if isinstance(v, torch.Tensor) else v)
    return ref_output(variable)


class Assign(Primitive):
    """Writes `value` into the Parameter `variable` in place.

    Refer to :func:`mindspore.ops.assign` for more details.

    Inputs:
        - **variable** (Parameter) - The Parameter to update.
        - **value** (Tensor) - The new value.

    Outputs:
        The updated `variable`.

    Raises:
        TypeError: If `variable` is not a Parameter or Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, Parameter, ops
        >>> variable = Parameter(Tensor([1.0], mindspore.float32), name="variable")
        >>> out = ops.Assign()(variable, Tensor([2.0], mindspore.float32))
        >>> print(variable.asnumpy())
        [2.]
    """

    @prim_attr_register
    def __init__(self):
        """Initialize Assign."""

    def __call__(self, variable, value):
        return assign(variable, value)

    @property
    def update_parameter(self):
        return True


class AssignAdd(Primitive):
    """Adds `value` to the Parameter `variable` in place.

    Refer to :func:`mindspore.ops.assign_add` for more details.

    Inputs:
        - **variable** (Parameter) - The Parameter to update.
        - **value** (Tensor) - The increment.

    Outputs:
        The updated `variable`.

    Raises:
        TypeError: If `variable` is not a Parameter or Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, Parameter, ops
        >>> variable = Parameter(Tensor(np.array([1]), mindspore.int64), name="global_step")
        >>> out = ops.AssignAdd()(variable, Tensor(np.array([1]), mindspore.int64))
        >>> print(variable.asnumpy())
        [2]
    """

    @prim_attr_register
    def __init__(self):
        """Initialize AssignAdd."""

    def __call__(self, variable, value):
        return assign_add(variable, value)

    @property
    def update_parameter(self):
        return True


class AssignSub(Primitive):
    """Subtracts `value` from the Parameter `variable` in place.

    Refer to :func:`mindspore.ops.assign_sub` for more details.

    Inputs:
        - **variable** (Parameter) - The Parameter to update.
        - **value** (Tensor) - The decrement.

    Outputs:
        The updated `variable`.

    Raises:
        TypeError: If `variable` is not a Parameter or Tensor.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore
        >>> from mindspore import Tensor, Parameter, ops
        >>> variable = Parameter(Tensor(np.array([1]), mindspore.int32), name="global_step")
        >>> out = ops.AssignSub()(variable, Tensor(np.array([-100]), mindspore.int32))
        >>> print(variable.asnumpy())
        [101]
    """

    @prim_attr_register
    def __init__(self):
        """Initialize AssignSub."""

    def __call__(self, variable, value):
        return assign_sub(variable, value)

    @property
    def update_parameter(self):
        return True


def depend(value, expr):
    """Returns `value`, stating that it must be computed after `expr` (an ordering hint: with eager execution
    `expr` has already run, so this is the identity on `value`).

    Args:
        value (Union[Tensor, tuple, list]): The value to return.
        expr (Any): The expression it depends on.

    Returns:
        `value`.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x = Tensor([1.0, 2.0], mindspore.float32)
        >>> print(ops.depend(x, ops.square(x)))
        [1. 2.]
    """
    return value


class Depend(Primitive):
    """Returns `value`, stating that it must be computed after `expr` (identity with eager execution).

    Refer to :func:`mindspore.ops.depend` for more details.

    Inputs:
        - **value** (Union[Tensor, tuple, list]) - The value to return.
        - **expr** (Any) - The expression it depends on.

    Outputs:
        `value`.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x = Tensor([1.0, 2.0], mindspore.float32)
        >>> print(ops.Depend()(x, ops.square(x)))
        [1. 2.]
    """

    @prim_attr_register
    def __init__(self):
        """Initialize Depend."""

    def __call__(self, value, expr):
        return value


class UpdateState(Primitive):
    """Side-effect ordering token (used by graph compilation); returns its first input.

    Inputs:
        - **state** (Any) - The state token.
        - **expr** (Any) - The expressions ordered after it.

    Outputs:
        The first input.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> from mindspore import ops
        >>> print(ops.UpdateState()(1, 2))
        1
    """

    @prim_attr_register
    def __init__(self):
        """Initialize UpdateState."""

    def __call__(self, *args):
        return args[0] if args else None


def partial(*args):
    """Binds the leading arguments of a function: ``partial(f, a)(b) == f(a, b)``.

    Args:
        args (Union[FunctionType, Tensor]): The function followed by the arguments to bind.

    Returns:
        Function, `f` with the given arguments bound.

    Raises:
        TypeError: If the first argument is not callable.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> def affine(scale, x, shift):
        ...     return scale * x + shift
        >>> double_plus = ops.partial(affine, Tensor(2.0))
        >>> print(double_plus(Tensor([1.0, 3.0]), Tensor(0.5)))
        [2.5 6.5]
    """
    if not args or not callable(args[0]):
        raise TypeError(f"For 'partial', the first input must be a function, but got "
                        f"{type(args[0]).__name__ if args else 'nothing'}.")
    return functools.partial(args[0], *args[1:])


class Partial(Primitive):
    """Binds the leading arguments of a function (primitive form of :func:`mindspore.ops.partial`).

    Inputs:
        - **args** (Union[FunctionType, Tensor]) - The function followed by the arguments to bind.

    Outputs:
        Function, with the arguments bound.

    Raises:
        TypeError: If the first argument is not callable.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> from mindspore import ops
        >>> add3 = ops.Partial()(lambda a, b: a + b, 3)
        >>> print(add3(4))
        7
    """

    @prim_attr_register
    def __init__(self):
        """Initialize Partial."""

    def __call__(self, *args):
        return partial(*args)


class StopGradient(Primitive):
    """Blocks gradient propagation through its input (the value is unchanged).

    Inputs:
        - **input_x** (Union[Tensor, tuple, list]) - The value.

    Outputs:
        The same value, detached from the autograd graph.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> print(ops.StopGradient()(Tensor([1.0], mindspore.float32)))
        [1.]
    """

    @prim_attr_register
    def __init__(self):
        """Initialize StopGradient."""

    def __call__(self, input_x):
        return _stop(input_x)


def _stop(x):
    if isinstance(x, Tensor):
        return _wrap(x._t.detach())
    if isinstance(x, (tuple, list)):
        return type(x)(_stop(v) for v in x)
    return x


class Reusing(Primitive):
    """Marks a function to be compiled once and called, instead of inlined, by MindSpore's graph compiler.

    Eagerly every function is simply called, so the primitive returns its input unchanged.

    Inputs:
        - **x** (Function) - The function to mark.

    Outputs:
        Function, `x`.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> def step(i, v):
        ...     return v * i
        >>> body = ops.Reusing()(step)
        >>> v = Tensor([1.0], mindspore.float32)
        >>> for i in range(1, 4):
        ...     v = body(i, v)
        >>> print(body is step, v)
        True [6.]
    """

    @prim_attr_register
    def __init__(self):
        """Initialize Reusing."""

    def __call__(self, x):
        return x


__all__ += ["Reusing"]
