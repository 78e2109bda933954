"""Registry entry of ``MoveTo`` / ``ops.move_to``: a copy of a Tensor in host memory (``"CPU"``) or in the memory
of an accelerator (``"Ascend"``, ``"GPU"``), the offloading step of MindSpore's memory-saving schedules."""

from ...common import dtype as mstype
from ...common.tensor import Tensor, _wrap
from ..._backend import device as _device
from .._registry import op, prim

__all__ = []

_TARGETS = ("Ascend", "GPU", "CPU")


def move_to(input, to="CPU", blocking=True):  # pylint: disable=redefined-builtin
    """
    Copies a Tensor into host memory (``to="CPU"``) or into the memory of an accelerator (``"Ascend"``, ``"GPU"``).

    The copy keeps dtype, shape, values and the autograd history. Host memory is always there; an accelerator must
    be usable by the installed torch, otherwise a RuntimeError says what is missing.

    Args:
        input (Union[Tensor, list[int], tuple[int]]): The data; a list or tuple becomes an int64 Tensor first.
        to (str, optional): ``"CPU"``, ``"Ascend"`` or ``"GPU"``. Default: ``"CPU"``.
        blocking (bool, optional): ``False`` lets the copy run asynchronously. Default: ``True``.

    Returns:
        Tensor, a new Tensor in the memory of `to`.

    Raises:
        TypeError: If `input` is not a Tensor, list or tuple, or `blocking` is not a bool.
        ValueError: If `to` is not one of the three names.
        RuntimeError: If the accelerator `to` names is not usable.

    Supported Platforms:
        ``Ascend`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x = Tensor([1, 2, 3], mindspore.int64)
        >>> print(ops.move_to(x, "CPU"))
        [1 2 3]
    """
    if isinstance(input, (list, tuple)):
        input = Tensor(input, mstype.int64)
    if not isinstance(input, Tensor):
        raise TypeError(f"For 'MoveTo', the 'input' must be a Tensor, list or tuple, but got "
                        f"{type(input).__name__}.")
    if to not in _TARGETS:
        raise ValueError(f"For 'MoveTo', the 'to' must be one of {list(_TARGETS)}, but got {to!r}.")
    if not isinstance(blocking, bool):
        raise TypeError(f"For 'MoveTo', the 'blocking' must be a bool, but got {type(blocking).__name__}.")
    dev = _device.torch_device(to)
    t = input._t
    return _wrap(t.to(dev, non_blocking=not blocking, copy=True))


op("MoveTo", "array", primitive=prim("MoveTo", "(self)", "(self, input, to='CPU', blocking=True)", doc="""\
    Copies a Tensor into host memory (``to="CPU"``) or into accelerator memory; see :func:`mindspore.ops.move_to`.

    Inputs:
        - **input** (Union[Tensor, list[int], tuple[int]]) - The data.
        - **to** (str, optional) - ``"CPU"``, ``"Ascend"`` or ``"GPU"``. Default: ``"CPU"``.
        - **blocking** (bool, optional) - ``False`` lets the copy run asynchronously. Default: ``True``.

    Outputs:
        Tensor, a new Tensor in the memory of `to`.

    Raises:
        TypeError: If `input` is not a Tensor, list or tuple, or `blocking` is not a bool.
        ValueError: If `to` is not one of the three names.
        RuntimeError: If the accelerator `to` names is not usable.

    Supported Platforms:
        ``Ascend`` ``CPU``

    Examples:
        >>> import mindspore
        >>> from mindspore import Tensor, ops
        >>> x = Tensor([[1.5, 2.5]], mindspore.float32)
        >>> print(ops.MoveTo()(x, "CPU", True))
        [[1.5 2.5]]
    """), cases=({"to": "CPU"},), bad=({"to": "TPU"}, {"blocking": 1}))(move_to)
