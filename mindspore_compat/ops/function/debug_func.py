"""Debugging functions (``mindspore.ops.print_``, ``ops.tensordump``)."""
import numpy as np

from ...common.tensor import Tensor
from ..operations.debug_ops import print_

__all__ = ["print_", "tensordump"]


def tensordump(file_name, tensor, mode="out"):
    """Saves a tensor to a numpy ``.npy`` file (the suffix is added when missing).

    Args:
        file_name (str): The file path.
        tensor (Tensor): The tensor to save.
        mode (str): ``'out'``, ``'in'`` or ``'all'``: which side of the producing operator is dumped; with eager
            execution the value is the same. Default: ``'out'``.

    Returns:
        None.

    Raises:
        TypeError: If `file_name` is not a str or `tensor` is not a Tensor.
        ValueError: If `mode` is not one of the values.

    Supported Platforms:
        ``Ascend``

    Examples:
        >>> import os, tempfile
        >>> import numpy as np
        >>> from mindspore import Tensor, ops
        >>> path = os.path.join(tempfile.mkdtemp(), "x")
        >>> ops.tensordump(path, Tensor([1.0, 2.0]))
        >>> print(np.load(path + ".npy"))
        [1. 2.]
    """
    if not isinstance(file_name, str):
        raise TypeError(f"For 'tensordump', the 'file_name' must be str, but got {type(file_name).__name__}.")
    if not isinstance(tensor, Tensor):
        raise TypeError(f"For 'tensordump', the 'tensor' must be a Tensor, but got {type(tensor).__name__}.")
    if mode not in ("out", "in", "all"):
        raise ValueError(f"For 'tensordump', the 'mode' must be 'out', 'in' or 'all', but got {mode!r}.")
    path = file_name if file_name.endswith(".npy") else file_name + ".npy"
    np.save(path, tensor.asnumpy())
