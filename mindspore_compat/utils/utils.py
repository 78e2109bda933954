"""Graceful exit across processes (``mindspore.utils.ExitByRequest``)."""
import torch

from .._backend import collective as _collective
from ..common.tensor import Tensor

__all__ = ["ExitByRequest", "TFTCommValue"]


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




class TFTCommValue:
    """
    The option lists of MindSpore's training fault tolerance (environment variable ``MS_ENABLE_TFT``, e.g.
    ``"{TTP:1,UCE:1}"``), as plain class attributes.

    ``ENABLE_MINDX`` lists the options under which a MindX cluster scheduler drives recovery, ``NEED_MINDIO``
    those that need the MindIO TTP package and ``DISABLE_WATCHDOG`` those that switch the communication
    watchdog off. mindspore_compat reads none of these options (fault tolerance there is the job of
    ``torch.distributed.elastic``); the lists are kept for scripts that inspect the variable themselves.

    Supported Platforms:
        ``Ascend``

    Examples:
        >>> from mindspore.utils import TFTCommValue
        >>> print(TFTCommValue.DISABLE_WATCHDOG)
        ['ARF:1', 'TSP:1', 'HCCE:1']
        >>> print("UCE:1" in TFTCommValue.NEED_MINDIO, "RSC:1" in TFTCommValue.NEED_MINDIO)
        True False
    """

    ENABLE_MINDX = ['TTP:1', 'UCE:1', 'ARF:1', 'TSP:1', 'HCCE:1', 'RSC:1']
    NEED_MINDIO = ['TTP:1', 'UCE:1', 'ARF:1', 'TSP:1', 'HCCE:1']
    DISABLE_WATCHDOG = ['ARF:1', 'TSP:1', 'HCCE:1']
