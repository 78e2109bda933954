"""DLPack exchange (``mindspore.utils.to_dlpack`` / ``from_dlpack``) on ``torch.utils.dlpack``."""
import torch
from torch.utils import dlpack as _torch_dlpack

from ..common.tensor import Tensor, _wrap

__all__ = ["to_dlpack", "from_dlpack"]


def to_dlpack(tensor):
    """
    Share a Tensor's memory with another framework as a DLPack capsule (no copy).

    Args:
        tensor (Tensor): The Tensor.

    Returns:
        PyCapsule, a DLPack capsule, to be consumed once by a ``from_dlpack`` (numpy, CuPy, JAX, PyTorch, ...).

    Raises:
        AttributeError: If `tensor` is not a Tensor (the type MindSpore raises).

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore.utils import to_dlpack, from_dlpack
        >>> capsule = to_dlpack(ms.Tensor(np.array([1.0, 2.0], np.float32)))
        >>> print(from_dlpack(capsule))
        [1. 2.]
    """
    if not isinstance(tensor, Tensor):
        raise AttributeError(f"For 'to_dlpack', the argument 'tensor' must be a Tensor, but got "
                             f"{type(tensor).__name__}: '{type(tensor).__name__}' object has no attribute 'has_init'")
    return _torch_dlpack.to_dlpack(tensor._t.detach())


def from_dlpack(dlpack):
    """
    A Tensor sharing the memory of a DLPack capsule, or of an object with ``__dlpack__`` (a numpy array, a
    torch tensor, ...), without a copy.

    Args:
        dlpack (Union[PyCapsule, object]): The capsule (consumed) or the exporting object.

    Returns:
        Tensor.

    Raises:
        RuntimeError: If `dlpack` is neither a valid, unconsumed capsule nor an object with ``__dlpack__``.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore.utils import from_dlpack, to_dlpack
        >>> print(from_dlpack(to_dlpack(ms.Tensor(np.array([3, 4], np.int32)))))
        [3 4]
    """
    try:
        return _wrap(_torch_dlpack.from_dlpack(dlpack))
    except (TypeError, AttributeError, RuntimeError, BufferError) as exc:
        raise RuntimeError(f"from_dlpack received an invalid capsule ({type(dlpack).__name__}): {exc}. Note that "
                           f"DLTensor capsules can be consumed only once, so you might have already constructed a "
                           f"tensor from it once.") from None
