"""Graceful exit across processes (``mindspore.utils.ExitByRequest``), the fault-tolerance option lists and the MindX controller handle."""
import importlib
import logging
import os

import torch

from .._backend import collective as _collective
from ..common.tensor import Tensor

__all__ = ["ExitByRequest", "TFTCommValue", "RSCPluginHandle"]


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


_logger = logging.getLogger("mindspore")


class RSCPluginHandle:
    """
    The handle through which a MindX cluster controller (Huawei's ``taskd`` package) drives a training process:
    it registers the process's callbacks with the controller and hands control to it.

    ``enable`` (and :meth:`check_enable`) tells whether the environment variable ``MS_ENABLE_TFT`` names one of
    :attr:`TFTCommValue.ENABLE_MINDX`. Without ``taskd`` installed, :meth:`register_callback` logs why and returns
    ``False``, and :meth:`start` raises, as in MindSpore; with it, the same ``taskd`` entry points are called.

    Supported Platforms:
        ``Ascend``

    Examples:
        >>> import os
        >>> from mindspore.utils import RSCPluginHandle
        >>> os.environ["MS_ENABLE_TFT"] = "{RSC:1}"
        >>> handle = RSCPluginHandle()
        >>> print(handle.check_enable(), handle.tft_env)
        True {RSC:1}
        >>> del os.environ["MS_ENABLE_TFT"]
        >>> print(RSCPluginHandle().check_enable())
        False
    """

    def __init__(self):
        self.tft_env = os.getenv("MS_ENABLE_TFT", "").strip()
        self.enable = any(option in self.tft_env for option in TFTCommValue.ENABLE_MINDX)
        # filled in by register_callback: the taskd agent's entry points, or the msrun plugin
        self.using_agent = False
        self.init_taskd_agent = self.start_taskd_agent = self.register_func = None
        self.msmgr = None

    def check_enable(self):
        """
        Whether ``MS_ENABLE_TFT`` asked for a MindX controller when the handle was made.

        Returns:
            bool.
        """
        return self.enable

    def _register_by_agent(self, func_map):
        try:
            agent = importlib.import_module("taskd.api.taskd_agent_api")
        except ImportError as exc:
            _logger.warning("Import task agent: %s, try to using mindx plugin.", exc)
            return False
        self.init_taskd_agent, self.start_taskd_agent = agent.init_taskd_agent, agent.start_taskd_agent
        self.register_func = agent.register_func
        try:
            _logger.warning("register callbacks to taskd agent")
            if not self.init_taskd_agent({"Framework": "MindSpore"}):
                _logger.warning("Init taskd agent failed, try to using mindx plugin.")
                return False
            for name, func in func_map.items():
                self.register_func(name, func)
        except Exception as exc:  # pylint: disable=broad-except  (the controller's errors are reported, not raised)
            _logger.warning("Register callback func failed: %s, try to using mindx plugin.", exc)
            return False
        self.using_agent = True
        return True

    def _register_by_plugin(self, func_map):
        self.using_agent = False
        try:
            self.msmgr = importlib.import_module("taskd.python.framework.agent.ms_mgr.msrun_plugin").MSRunPlugin()
        except Exception as exc:  # pylint: disable=broad-except
            _logger.warning("Import mindx failed: %s, process controlled by msrun.", exc)
            return False
        try:
            for name, func in func_map.items():
                self.msmgr.register_callbacks(name, func)
        except Exception as exc:  # pylint: disable=broad-except
            _logger.warning("Register callback func failed: %s, process controlled by msrun", exc)
            return False
        return True

    def register_callback(self, func_map: dict):
        """
        Register the callbacks ``{name: function}`` with the controller: first through the taskd agent, else
        through the MindX msrun plugin.

        Args:
            func_map (dict): The callbacks by name.

        Returns:
            bool, whether one of the two ways registered them.

        Raises:
            ValueError: If `func_map` is not a dict.
        """
        if not isinstance(func_map, dict):
            raise ValueError(f"The value of 'func_map' should be a dict, bug got:{func_map}.")
        return self._register_by_agent(func_map) or self._register_by_plugin(func_map)

    def start(self):
        """
        Hand control to the controller that :meth:`register_callback` reached.

        Raises:
            RuntimeError: If no controller was reached.
        """
        if self.using_agent:
            _logger.warning("start by taskd agent")
            self.start_taskd_agent()
            return
        _logger.warning("start by mindx")
        if self.msmgr is None:
            raise RuntimeError("Mindx unavailable, can not start training.")
        self.msmgr.start()
