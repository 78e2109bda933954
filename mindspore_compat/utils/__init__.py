"""``mindspore.utils``: DLPack exchange, graceful multi-process exit, the Ascend health checks, operator dispatch
hooks (``MsDispatchMode``) and the communication-order checks."""
from .dlpack import to_dlpack, from_dlpack
from .sdc_detect import sdc_detect_start, sdc_detect_stop, get_sdc_detect_result
from .stress_detect import stress_detect
from .utils import ExitByRequest, TFTCommValue, RSCPluginHandle
from .runtime_execution_order_check import runtime_execution_order_check, comm_exec_order_check
from .ms_dispatch import MsDispatchMode

__all__ = ["to_dlpack", "from_dlpack", "sdc_detect_start", "sdc_detect_stop", "get_sdc_detect_result",
           "stress_detect", "ExitByRequest", "TFTCommValue", "RSCPluginHandle",
           "runtime_execution_order_check", "MsDispatchMode", "comm_exec_order_check"]


from .._unsupported import missing_name_hook as _missing_name_hook  # noqa: E402
__getattr__ = _missing_name_hook(__name__)
