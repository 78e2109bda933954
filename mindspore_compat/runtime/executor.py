"""Execution settings (``mindspore.runtime``): launch blocking, dispatch threads, CPU affinity, kernel launch."""
import json
import os
import re

from .. import context
from .._checkparam import args_type_check, check_positive_int

__all__ = ["launch_blocking", "dispatch_threads_num", "set_cpu_affinity", "set_kernel_launch_group",
           "set_kernel_launch_capture"]

_conf = {}
_RANGE = re.compile(r"^(\d+-\d+|\d+)(,(\d+-\d+|\d+))*$")
_MODULES = ("main", "runtime", "pynative", "minddata")


def launch_blocking():
    """
    Run every device operator synchronously, so an error is raised at the line that queued the failing operator.

    It sets ``CUDA_LAUNCH_BLOCKING=1`` and ``ASCEND_LAUNCH_BLOCKING=1``, which the CUDA and Ascend runtimes read
    when they start: call it before the first operator. Operators on CPU are synchronous already.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore as ms
        >>> ms.runtime.launch_blocking()
    """
    os.environ["CUDA_LAUNCH_BLOCKING"] = "1"
    os.environ["ASCEND_LAUNCH_BLOCKING"] = "1"
    _conf["launch_blocking"] = True


@args_type_check(threads_num=int)
def dispatch_threads_num(threads_num):
    """
    Set the number of threads MindSpore's runtime dispatches operators with (MindSpore's default is 5).

    torch dispatches operators from the calling thread, so the number is validated and kept (see
    ``mindspore.runtime.executor._conf``) without changing execution; intra-operator parallelism is
    ``torch.set_num_threads``.

    Args:
        threads_num (int): Number of dispatch threads, > 0.

    Raises:
        TypeError: If `threads_num` is not an int.
        ValueError: If `threads_num` is not positive.
        RuntimeError: If it is set a second time.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore as ms
        >>> ms.runtime.dispatch_threads_num(4)
    """
    if "dispatch_threads_num" in _conf:
        raise RuntimeError("The 'dispatch_threads_num' can not be set repeatedly.")
    _conf["dispatch_threads_num"] = check_positive_int(threads_num, "threads_num")


def _expand(ranges):
    cpus = set()
    for text in ranges:
        for part in text.split(","):
            lo, _, hi = part.partition("-")
            cpus.update(range(int(lo), int(hi or lo) + 1))
    return cpus


def _check_cpu_list(affinity_cpu_list):
    if affinity_cpu_list is None:
        return
    if not isinstance(affinity_cpu_list, list):
        raise TypeError(f"The parameter '{affinity_cpu_list}' must be list, but got {type(affinity_cpu_list)}")
    for item in affinity_cpu_list:
        if not isinstance(item, str):
            raise ValueError(f"CPU range '{item}' in '{affinity_cpu_list}' should be a string.")
        if not _RANGE.match(item):
            raise ValueError(f"CPU range '{item}' in '{affinity_cpu_list}' should be in format "
                             "'cpuidX-cpuidY' or 'cpuidX,cpuidY,cpuidZ'.")


def _check_module_dict(module_to_cpu_dict):
    if module_to_cpu_dict is None:
        return
    if not isinstance(module_to_cpu_dict, dict):
        raise TypeError(f"The parameter '{module_to_cpu_dict}' must be dict, but got {type(module_to_cpu_dict)}")
    for name, cpus in module_to_cpu_dict.items():
        if not isinstance(cpus, list):
            raise ValueError(f"The value of module_to_cpu_dict: {cpus} should be a list.")
        for cpu in cpus:
            if not isinstance(cpu, int) or isinstance(cpu, bool) or cpu < 0:
                raise ValueError(f"CPU index '{cpu}' for module '{name}' in '{cpus}' should be a non-negative "
                                 f"integer.")


def _from_bind_file(bind_file):
    """(cpu list, module dict) of this device from a bind JSON file."""
    with open(bind_file, encoding="utf-8") as f:
        conf = json.load(f)
    entry = conf.get("bind_cpu", {}).get(f"device{context.get_context('device_id')}")
    if not entry:
        return None, None
    modules = {name: sorted(_expand([text])) for name, text in entry.items() if name in _MODULES}
    return sorted({text for text in entry.values()}), modules


def set_cpu_affinity(enable_affinity, affinity_cpu_list=None, module_to_cpu_dict=None, bind_file=None):
    """
    Bind the process's main thread to chosen CPU cores, once per process.

    The main thread (which runs the network and starts torch's intra-op thread pool, whose threads inherit its
    binding) is bound to the ``"main"`` entry of `module_to_cpu_dict`, else to the cores of `affinity_cpu_list`,
    else to the cores the process may use now. The other modules of MindSpore's runtime (``"runtime"``,
    ``"pynative"``, ``"minddata"``) have no threads of their own here: their entries are validated and kept.

    Args:
        enable_affinity (bool): Whether to bind at all.
        affinity_cpu_list (list, optional): Core ranges such as ``["0-3", "8-11"]``. Default: ``None``.
        module_to_cpu_dict (dict, optional): Core indices per module, such as ``{"main": [0, 1]}``.
            Default: ``None``.
        bind_file (str, optional): A bind JSON file; its ``bind_cpu["device<id>"]`` entry replaces the two
            arguments above. Default: ``None``.

    Raises:
        TypeError: If `affinity_cpu_list` is not a list or `module_to_cpu_dict` not a dict.
        ValueError: If a range or a core index is malformed.
        RuntimeError: If a requested core is not available to the process, or it is called a second time.

    Supported Platforms:
        ``Ascend`` ``GPU`` ``CPU``

    Examples:
        >>> import mindspore as ms
        >>> ms.runtime.set_cpu_affinity(False)
    """
    if "cpu_affinity" in _conf:
        raise RuntimeError("The 'mindspore.runtime.set_cpu_affinity' cannot be set repeatedly.")
    if not enable_affinity:
        _conf["cpu_affinity"] = None
        return
    if bind_file is not None:
        affinity_cpu_list, module_to_cpu_dict = _from_bind_file(bind_file)
        if affinity_cpu_list is None:
            _conf["cpu_affinity"] = None
            return
    _check_cpu_list(affinity_cpu_list)
    _check_module_dict(module_to_cpu_dict)
    available = os.sched_getaffinity(0) if hasattr(os, "sched_getaffinity") else set(range(os.cpu_count() or 1))
    if module_to_cpu_dict and module_to_cpu_dict.get("main"):
        wanted = set(module_to_cpu_dict["main"])
    elif affinity_cpu_list:
        wanted = _expand(affinity_cpu_list)
    else:
        wanted = set(available)
    missing = sorted(wanted - set(available))
    if missing:
        raise RuntimeError(f"set_cpu_affinity: CPU cores {missing} are not available to this process "
                           f"(available: {sorted(available)}).")
    if hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, wanted)
    _conf["cpu_affinity"] = {"main": sorted(wanted), **{k: v for k, v in (module_to_cpu_dict or {}).items()
                                                       if k != "main"}}


def set_kernel_launch_group(thread_num=2, kernel_group_num=8):
    """
    Split MindSpore's O0 kernel launches into groups dispatched by parallel threads.

    torch launches kernels from the calling thread: the setting is validated and kept without changing
    execution.

    Args:
        thread_num (int, optional): Launch threads, >= 1. Default: ``2``.
        kernel_group_num (int, optional): Kernel groups, >= 1 and a multiple of `thread_num`. Default: ``8``.

    Raises:
        ValueError: If a number is below 1 or `kernel_group_num` is not a multiple of `thread_num`.
        RuntimeError: If it is set twice, or together with :func:`set_kernel_launch_capture`.

    Supported Platforms:
        ``Ascend``

    Examples:
        >>> import mindspore as ms
        >>> ms.runtime.set_kernel_launch_group(thread_num=2, kernel_group_num=4)
    """
    if _conf.get("kernel_launch_capture"):
        raise RuntimeError("The kernel launch group and kernel launch capture can not be set together")
    if "kernel_launch_group" in _conf:
        raise RuntimeError("The 'kernel_launch_group' can not be set repeatedly.")
    for name, value in (("thread_num", thread_num), ("kernel_group_num", kernel_group_num)):
        if value < 1:
            raise ValueError(f"The value of {name} should be at least 1, but got {value}")
    if kernel_group_num % thread_num:
        raise ValueError(f"Invalid parameter value, kernel_group_num: {kernel_group_num} cannot be evenly "
                         f"divisible by thread_num: {thread_num}")
    _conf["kernel_launch_group"] = (thread_num, kernel_group_num)


def set_kernel_launch_capture(enable_capture_graph, op_capture_skip=None):
    """
    Capture MindSpore's O0/O1 kernel launches into a replayable graph.

    Capturing launches is what CUDA graphs do; here compiled code is captured by ``mindspore.jit`` (on
    ``torch.compile``), so the setting is validated and kept without changing execution.

    Args:
        enable_capture_graph (bool): Whether to capture.
        op_capture_skip (list): Operator names never captured. Default: ``None``.

    Raises:
        TypeError: If `op_capture_skip` is not a list.
        RuntimeError: If :func:`set_kernel_launch_group` was set.

    Supported Platforms:
        ``Ascend``

    Examples:
        >>> import mindspore as ms
        >>> ms.runtime.set_kernel_launch_capture(False)
    """
    if "kernel_launch_group" in _conf:
        raise RuntimeError("The kernel launch group and kernel launch capture can not be set together")
    skipped = [] if op_capture_skip is None else op_capture_skip
    if not isinstance(skipped, list):
        raise TypeError("op_capture_skip must be a list")
    _conf.update(kernel_launch_capture=bool(enable_capture_graph), op_capture_skip=list(skipped))
