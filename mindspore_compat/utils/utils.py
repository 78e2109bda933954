"""Graceful exit across processes (``mindspore.utils.ExitByRequest``)."""
import torch

from .._backend import collective as _collective
from ..common.tensor import Tensor

__all__ = ["ExitByRequest"]


class ExitByRequest:
    """
    Agree across all processes on leaving training: each process sets its request flag, and the exit flag
    becomes ``True`` once every process has asked.

    :meth:`exit_by_request` all-reduces the request flags (``torch.distributed``) and assigns the outcome to
    the exit flag; in a single process nothing is exchanged and the flags are left alone.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import numpy as np
        >>> import mindspore as ms
        >>> from mindspore.utils import ExitByRequest
        >>> guard = ExitByRequest()
        >>> grad = ms.Tensor(np.ones(2, np.float32))
        >>> request = ms.Parameter(ms.Tensor([1], ms.int32), name="request")
        >>> leave = ms.Parameter(ms.Tensor(False), name="leave")
        >>> print(guard.exit_by_request(grad, request, leave))
        [1. 1.]
    """

    def __init__(self):
        self.group_size = _collective.get_world_size()
        self.is_distributed = self.group_size > 1

    def exit_by_request(self, grad, init_value, exit_value):
        """
        Update `exit_value` to whether all processes requested to exit, and pass `grad` through.

        Args:
            grad (Tensor): Gradients (or optimizer output) to return unchanged.
            init_value (Tensor): This process's request flag (1 requests).
            exit_value (Parameter): Receives the agreed exit flag.

        Returns:
            Tensor, `grad`.
        """
        if self.is_distributed:
            total = _collective.all_reduce(init_value._t)
            agreed = torch.all(total == self.group_size)
            with torch.no_grad():
                exit_value._t.copy_(agreed.to(exit_value._t.dtype))
        return grad


